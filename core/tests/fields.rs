//! `conformance/fields.json` is the core's list of the public fields of a move and a status
//! (`MOVE_FIELDS`, `STATUS_FIELDS`), written out for the bindings and runners of every language,
//! whose own tests check their types and comparisons against it. This test keeps the file equal
//! to the lists; `DAMERO_BLESS=1 cargo test --test fields` rewrites it after a field is added.

use std::path::Path;

fn expected() -> String {
    let list = |names: &[&str]| {
        let quoted: Vec<String> = names.iter().map(|n| format!("\"{n}\"")).collect();
        format!("[{}]", quoted.join(", "))
    };
    format!(
        "{{\n  \"about\": \"The public fields of a move and a status, in the order every binding lists them (the core's MOVE_FIELDS and STATUS_FIELDS; core/tests/fields.rs keeps this file equal to them). Each binding's types and every conformance and differential runner are checked against these lists.\",\n  \"move\": {},\n  \"status\": {}\n}}\n",
        list(&damero::MOVE_FIELDS),
        list(&damero::STATUS_FIELDS)
    )
}

#[test]
fn fields_file_is_the_cores_lists() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../conformance/fields.json");
    let want = expected();
    if std::env::var_os("DAMERO_BLESS").is_some() {
        std::fs::write(&path, &want).unwrap();
    }
    let got = std::fs::read_to_string(&path).unwrap_or_default();
    assert_eq!(
        got, want,
        "conformance/fields.json is stale: run DAMERO_BLESS=1 cargo test -p damero --test fields"
    );
}
