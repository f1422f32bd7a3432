//! The committed header `include/damero.h` is what the pinned cbindgen writes from this crate,
//! and its version macros are the version in `Cargo.toml`.
//!
//! `DAMERO_BLESS=1 cargo test -p damero-capi --test header` rewrites the header.

use std::path::{Path, PathBuf};

fn crate_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn header_path() -> PathBuf {
    crate_dir().join("../include/damero.h")
}

/// The version macros, written from `Cargo.toml` so that the header cannot disagree with it.
fn version_macros() -> String {
    format!(
        "\n/** The version of this header: compare with damero_version(), the library's. */\n\
         #define DAMERO_VERSION \"{}\"\n\
         #define DAMERO_VERSION_MAJOR {}\n\
         #define DAMERO_VERSION_MINOR {}\n\
         #define DAMERO_VERSION_PATCH {}",
        env!("CARGO_PKG_VERSION"),
        env!("CARGO_PKG_VERSION_MAJOR"),
        env!("CARGO_PKG_VERSION_MINOR"),
        env!("CARGO_PKG_VERSION_PATCH"),
    )
}

fn generate() -> String {
    let mut config =
        cbindgen::Config::from_file(crate_dir().join("cbindgen.toml")).expect("cbindgen.toml");
    config.after_includes = Some(version_macros());
    let mut out = Vec::new();
    cbindgen::Builder::new()
        .with_crate(crate_dir())
        .with_config(config)
        .generate()
        .expect("cbindgen could not read the crate")
        .write(&mut out);
    String::from_utf8(out).expect("the header is UTF-8")
}

#[test]
fn header_is_current() {
    let fresh = generate();
    let path = header_path();
    if std::env::var_os("DAMERO_BLESS").is_some() {
        std::fs::write(&path, &fresh).expect("writing include/damero.h");
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    if committed != fresh {
        let line = committed
            .lines()
            .zip(fresh.lines())
            .position(|(a, b)| a != b)
            .map_or_else(|| "the end".to_string(), |i| format!("line {}", i + 1));
        panic!(
            "include/damero.h is stale (first difference at {line}); regenerate it with \
             DAMERO_BLESS=1 cargo test -p damero-capi --test header"
        );
    }
}

/// The value of `#define NAME value` in the header.
fn define(header: &str, name: &str) -> String {
    header
        .lines()
        .find_map(|line| {
            let mut words = line.split_whitespace();
            (words.next() == Some("#define") && words.next() == Some(name))
                .then(|| words.collect::<Vec<_>>().join(" "))
        })
        .unwrap_or_else(|| panic!("include/damero.h has no #define {name}"))
}

#[test]
fn version_macros_match_cargo_toml() {
    let header = if std::env::var_os("DAMERO_BLESS").is_some() {
        generate()
    } else {
        std::fs::read_to_string(header_path()).expect("include/damero.h")
    };
    assert_eq!(
        define(&header, "DAMERO_VERSION_MAJOR"),
        env!("CARGO_PKG_VERSION_MAJOR")
    );
    assert_eq!(
        define(&header, "DAMERO_VERSION_MINOR"),
        env!("CARGO_PKG_VERSION_MINOR")
    );
    assert_eq!(
        define(&header, "DAMERO_VERSION_PATCH"),
        env!("CARGO_PKG_VERSION_PATCH")
    );
    assert_eq!(
        define(&header, "DAMERO_VERSION"),
        format!("\"{}\"", env!("CARGO_PKG_VERSION"))
    );
}
