//! Gives the shared library a SONAME that changes whenever the ABI may break: with a 0.x version
//! every minor version (`libdamero.so.0.1`), from 1.0 on every major one (`libdamero.so.1`). On
//! macOS its install name is `@rpath/libdamero.dylib`, not the path it was built at, so a program
//! linked against it finds it where the program's run paths say.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    match std::env::var("CARGO_CFG_TARGET_OS").as_deref() {
        Ok("linux") => {}
        Ok("macos") => {
            println!("cargo:rustc-cdylib-link-arg=-Wl,-install_name,@rpath/libdamero.dylib");
            return;
        }
        _ => return,
    }
    let major = env!("CARGO_PKG_VERSION_MAJOR");
    let minor = env!("CARGO_PKG_VERSION_MINOR");
    let soname = if major == "0" {
        format!("libdamero.so.0.{minor}")
    } else {
        format!("libdamero.so.{major}")
    };
    println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,{soname}");
}
