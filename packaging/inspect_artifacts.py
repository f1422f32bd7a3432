"""Checks release artifacts by reading them, and writes the release folder's manifest.

    python packaging/inspect_artifacts.py c ARCHIVE VERSION        a C library archive
    python packaging/inspect_artifacts.py wheel WHEEL VERSION      a wheel
    python packaging/inspect_artifacts.py manifest DIR VERSION     manifest.json and SHA256SUMS
    python packaging/inspect_artifacts.py library FILE PLATFORM    a bare shared library (CI's
                                                                   cross-build smoke test)

Binaries are read with Debian's LLVM tools (llvm-readobj, llvm-nm, llvm-otool, llvm-objdump), so
every platform's files are checked here, including those nothing on this machine can run: the
format and the architecture, the lowest OS version (glibc symbol versions on Linux, the Mach-O
build version on macOS), the shared libraries each one loads (only the system's own), and the
symbols exported (for the C library exactly the functions of include/damero.h; for the wheel the
module's init function). Prints one line per artifact; exits 1 with the reasons on any failure.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import re
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from email.parser import Parser
from pathlib import Path

LLVM = "-22"

# Per platform: the binary format, its architecture as llvm-readobj names it, the lowest OS it
# claims, the wheel's platform tags, and the libraries a binary may load.
PLATFORMS = {
    "linux-x86_64": {
        "format": "elf", "arch": "EM_X86_64", "min_os": "2.17",
        "wheel_tags": {"manylinux2014_x86_64", "manylinux_2_17_x86_64"},
    },
    "linux-aarch64": {
        "format": "elf", "arch": "EM_AARCH64", "min_os": "2.17",
        "wheel_tags": {"manylinux2014_aarch64", "manylinux_2_17_aarch64"},
    },
    "macos-x86_64": {
        "format": "macho", "arch": "X86_64", "min_os": "10.12", "wheel_tags": {"macosx_10_12_x86_64"},
    },
    "macos-arm64": {
        "format": "macho", "arch": "ARM64", "min_os": "11.0", "wheel_tags": {"macosx_11_0_arm64"},
    },
    "windows-x86_64": {
        "format": "pe", "arch": "IMAGE_FILE_MACHINE_AMD64", "min_os": "10", "wheel_tags": {"win_amd64"},
    },
}
SYSTEM_LIBS = {
    # glibc's own libraries (manylinux2014 allows exactly these and a few more).
    "elf": {"libc.so.6", "libm.so.6", "libpthread.so.0", "libdl.so.2", "librt.so.1", "libgcc_s.so.1",
            "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1"},
    # libiconv (which Rust's std links on macOS) and libcharset, which it re-exports.
    "macho": {"/usr/lib/libSystem.B.dylib", "/usr/lib/libiconv.2.dylib", "/usr/lib/libcharset.1.dylib"},
    # Windows' own DLLs (what Rust's std imports) and, for the wheel, the stable ABI's python3.dll.
    "pe": {"kernel32.dll", "ntdll.dll", "userenv.dll", "ws2_32.dll", "bcryptprimitives.dll",
           "advapi32.dll", "msvcrt.dll", "api-ms-win-core-synch-l1-2-0.dll", "python3.dll"},
}
# What the linker itself defines and exports in every Mach-O shared library (the header's address
# and the handle C++ runtimes register with), named as read after removing the leading underscore.
LINKER_EXPORTS = {"elf": set(), "macho": {"_mh_dylib_header", "__dso_handle"}, "pe": set()}
PLATFORM_CLASSIFIERS = {
    "elf": "Operating System :: POSIX :: Linux",
    "macho": "Operating System :: MacOS",
    "pe": "Operating System :: Microsoft :: Windows",
}


class Failure(Exception):
    pass


def tool(name: str, *args: str) -> str:
    done = subprocess.run([f"llvm-{name}{LLVM}", *args], capture_output=True, text=True)
    if done.returncode != 0:
        raise Failure(f"llvm-{name} {' '.join(args)}: {done.stderr.strip()}")
    return done.stdout


def expect(condition: bool, message: str) -> None:
    if not condition:
        raise Failure(message)


def version_tuple(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


def binary_facts(path: Path, platform: str) -> dict:
    """The format, architecture, lowest OS version, loaded libraries and exports of a binary."""
    spec = PLATFORMS[platform]
    fmt = spec["format"]
    headers = tool("readobj", "--file-headers", str(path))
    facts: dict = {}
    if fmt == "elf":
        expect("Format: elf64-" in headers, f"{path.name}: not a 64-bit ELF file")
        machine = re.search(r"Machine: (\w+)", headers)
        facts["arch"] = machine.group(1) if machine else "?"
        dynamic = tool("readobj", "--needed-libs", str(path))
        facts["libraries"] = sorted(re.findall(r"^\s+(\S+\.so[.\d]*)$", dynamic, re.M))
        versions = set(re.findall(r"GLIBC_([\d.]+)", tool("objdump", "-T", str(path))))
        facts["min_os"] = max(versions, key=version_tuple) if versions else "any"
        symbols = tool("nm", "-D", "--defined-only", str(path))
        facts["exports"] = {line.split()[-1] for line in symbols.splitlines() if line.strip()}
    elif fmt == "macho":
        header = tool("otool", "-hv", str(path))
        expect("MH_MAGIC_64" in header, f"{path.name}: not a 64-bit Mach-O file")
        facts["arch"] = header.splitlines()[-1].split()[1]
        loads = tool("otool", "-l", str(path))
        minos = re.search(r"cmd LC_BUILD_VERSION.*?minos ([\d.]+)", loads, re.S) or re.search(
            r"cmd LC_VERSION_MIN_MACOSX.*?version ([\d.]+)", loads, re.S)
        facts["min_os"] = minos.group(1) if minos else "?"
        own = tool("otool", "-D", str(path)).splitlines()[1:]
        libs = [line.split(" (")[0].strip() for line in tool("otool", "-L", str(path)).splitlines()[1:]]
        facts["install_name"] = own[0].strip() if own else None
        facts["libraries"] = sorted(lib for lib in libs if lib and lib != facts["install_name"])
        symbols = tool("nm", "-gU", str(path))
        facts["exports"] = {line.split()[-1].removeprefix("_") for line in symbols.splitlines() if line.strip()}
    else:
        expect("Format: COFF-x86-64" in headers, f"{path.name}: not a 64-bit PE file")
        machine = re.search(r"Machine: (\w+)", headers)
        facts["arch"] = machine.group(1) if machine else "?"
        subsystem = re.search(r"MajorOperatingSystemVersion: (\d+)", headers)
        facts["pe_os_field"] = subsystem.group(1) if subsystem else "?"
        facts["min_os"] = spec["min_os"]  # Rust's x86_64-pc-windows-gnu supports Windows 10 and later
        imports = tool("readobj", "--coff-imports", str(path))
        facts["libraries"] = sorted({name.lower() for name in re.findall(r"Name: (\S+\.dll)", imports, re.I)})
        exports = tool("readobj", "--coff-exports", str(path))
        facts["exports"] = set(re.findall(r"Name: (\S+)", exports))
    expect(facts["arch"] == spec["arch"], f"{path.name}: architecture {facts['arch']}, expected {spec['arch']}")
    if platform.endswith("x86_64"):
        # core/src/cpu.rs: the perft walks' x86-64-v3 copy is there (BMI2 shifts appear nowhere
        # else in a baseline x86-64 build).
        code = tool("objdump", "-d", "--no-show-raw-insn", str(path))
        facts["v3_instructions"] = len(re.findall(r"\t(?:shlx|shrx|sarx|pext|pdep)[lq]?\s", code))
        expect(facts["v3_instructions"] > 0, f"{path.name}: no x86-64-v3 code (core/src/cpu.rs)")
    if fmt != "pe":
        expect(facts["min_os"] in ("any", "?") or version_tuple(facts["min_os"]) <= version_tuple(spec["min_os"]),
               f"{path.name}: needs {facts['min_os']}, more than the {spec['min_os']} claimed")
        expect(facts["min_os"] != "?", f"{path.name}: no minimum OS version found")
    system = {lib.lower() for lib in SYSTEM_LIBS[fmt]}  # Windows' DLL names are any case
    unexpected = [lib for lib in facts["libraries"] if lib.lower() not in system
                  and not lib.lower().startswith("api-ms-win-")]
    expect(not unexpected, f"{path.name}: loads libraries that are not the system's: {unexpected}")
    return facts


def header_functions(header: str) -> set[str]:
    """The functions include/damero.h declares (comments removed first: they name functions too)."""
    code = re.sub(r"/\*.*?\*/", "", header, flags=re.S)
    code = re.sub(r"//[^\n]*", "", code)
    return set(re.findall(r"\b(damero_\w+)\s*\(", code))


def check_library(shared: Path, platform: str, header: str) -> tuple[dict, set[str]]:
    """A shared library of the C interface: its binary facts, and exactly the header's functions
    exported (nothing else)."""
    facts = binary_facts(shared, platform)
    if PLATFORMS[platform]["format"] == "macho":
        expect(facts["install_name"] == "@rpath/libdamero.dylib",
               f"{shared.name}: install name {facts['install_name']}, expected @rpath/libdamero.dylib")
    declared = header_functions(header)
    exported = {name for name in facts["exports"] if name.startswith("damero_")}
    expect(exported == declared, f"{shared.name}: exports and header differ: only exported "
           f"{sorted(exported - declared)}, only declared {sorted(declared - exported)}")
    linker = LINKER_EXPORTS[PLATFORMS[platform]["format"]]
    other = sorted(name for name in facts["exports"] - linker if not name.startswith("damero_"))
    expect(not other, f"{shared.name}: exports beyond the header: {other[:10]}")
    return facts, declared


def check_c(archive: Path, version: str) -> str:
    match = re.fullmatch(rf"libdamero-{re.escape(version)}-([\w-]+)\.(tar\.gz|zip)", archive.name)
    expect(match is not None, f"{archive.name}: not named libdamero-{version}-PLATFORM.tar.gz/.zip")
    platform = match.group(1)
    expect(platform in PLATFORMS, f"{archive.name}: unknown platform {platform}")
    top = f"libdamero-{version}-{platform}"
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        if archive.suffix == ".zip":
            with zipfile.ZipFile(archive) as z:
                expect(z.testzip() is None, f"{archive.name}: a damaged member")
                z.extractall(root)
        else:
            with tarfile.open(archive) as t:
                t.extractall(root, filter="data")
        base = root / top
        expect(base.is_dir(), f"{archive.name}: everything should be under {top}/")
        for name in ("include/damero.h", "lib/libdamero.a", "lib/pkgconfig/damero.pc",
                     "lib/pkgconfig/damero-static.pc", "LICENSE-MIT", "LICENSE-APACHE", "README.md",
                     "CHANGELOG.md"):
            expect((base / name).is_file(), f"{archive.name}: no {name}")
        header = (base / "include/damero.h").read_text()
        expect(f'#define DAMERO_VERSION "{version}"' in header, f"{archive.name}: the header is not version {version}")
        for pc in ("damero.pc", "damero-static.pc"):
            text = (base / "lib/pkgconfig" / pc).read_text()
            expect(f"Version: {version}" in text and "prefix=${pcfiledir}/../.." in text,
                   f"{archive.name}: {pc} lacks the version or the relocatable prefix")
            settings = [line for line in text.splitlines() if not line.startswith("#")]
            expect(not any("@" in line for line in settings), f"{archive.name}: {pc} has an unfilled @...@")
        fmt = PLATFORMS[platform]["format"]
        shared = {"elf": base / "lib" / f"libdamero.so.{version}", "macho": base / "lib/libdamero.dylib",
                  "pe": base / "bin/damero.dll"}[fmt]
        expect(shared.is_file(), f"{archive.name}: no {shared.relative_to(base)}")
        if fmt == "elf":
            expect((base / "lib/libdamero.so").is_symlink(), f"{archive.name}: lib/libdamero.so is not a link")
        if fmt == "pe":
            expect((base / "lib/libdamero.dll.a").is_file(), f"{archive.name}: no lib/libdamero.dll.a")
        facts, declared = check_library(shared, platform, header)
        static = tool("nm", "--defined-only", "--extern-only", str(base / "lib/libdamero.a"))
        in_static = {line.split()[-1].removeprefix("_") for line in static.splitlines()
                     if re.search(r" T _?damero_", line)}
        expect(declared <= in_static, f"{archive.name}: libdamero.a lacks {sorted(declared - in_static)[:10]}")
    return (f"{archive.name}: {facts['arch']}, {len(declared)} functions exported as declared, "
            f"min OS {facts['min_os']}, loads {', '.join(facts['libraries'])}")


def check_wheel(wheel: Path, version: str) -> str:
    match = re.fullmatch(rf"damero-{re.escape(version)}-cp39-abi3-([\w.]+)\.whl", wheel.name)
    expect(match is not None, f"{wheel.name}: not an abi3 wheel of damero {version}")
    tags = set(match.group(1).split("."))
    platform = next((p for p, spec in PLATFORMS.items() if tags == spec["wheel_tags"]), None)
    expect(platform is not None, f"{wheel.name}: platform tags {sorted(tags)} are none of the release's")
    fmt = PLATFORMS[platform]["format"]
    dist_info = f"damero-{version}.dist-info"
    with zipfile.ZipFile(wheel) as z:
        expect(z.testzip() is None, f"{wheel.name}: a damaged member")
        names = set(z.namelist())
        # RECORD: every file with its size and sha256, as pip checks them at install.
        for row in z.read(f"{dist_info}/RECORD").decode().splitlines():
            name, digest, size = row.rsplit(",", 2)
            if name.endswith("/RECORD"):
                continue
            data = z.read(name)
            want = "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            expect(digest == want and int(size) == len(data), f"{wheel.name}: RECORD is wrong for {name}")
        record = {row.rsplit(",", 2)[0] for row in z.read(f"{dist_info}/RECORD").decode().splitlines()}
        expect(record == names, f"{wheel.name}: RECORD and the archive list different files")
        wheel_meta = Parser().parsestr(z.read(f"{dist_info}/WHEEL").decode())
        expect(wheel_meta["Root-Is-Purelib"] == "false", f"{wheel.name}: Root-Is-Purelib is not false")
        expect({tag.split("-")[2] for tag in wheel_meta.get_all("Tag")} == tags
               and all(tag.startswith("cp39-abi3-") for tag in wheel_meta.get_all("Tag")),
               f"{wheel.name}: WHEEL's tags {wheel_meta.get_all('Tag')} differ from the name")
        meta = Parser().parsestr(z.read(f"{dist_info}/METADATA").decode())
        expect(meta["Name"] == "damero" and meta["Version"] == version, f"{wheel.name}: METADATA names {meta['Name']} {meta['Version']}")
        expect(meta["Requires-Python"] == ">=3.9", f"{wheel.name}: Requires-Python is {meta['Requires-Python']}")
        expect(meta["License-Expression"] == "MIT OR Apache-2.0", f"{wheel.name}: no License-Expression")
        for licence in ("LICENSE-MIT", "LICENSE-APACHE"):
            expect(licence in (meta.get_all("License-File") or []) and f"{dist_info}/licenses/{licence}" in names,
                   f"{wheel.name}: {licence} is not inside")
        classifiers = meta.get_all("Classifier") or []
        expect(PLATFORM_CLASSIFIERS[fmt] in classifiers and "Typing :: Typed" in classifiers,
               f"{wheel.name}: the classifiers lack {PLATFORM_CLASSIFIERS[fmt]} or Typing :: Typed")
        # maturin writes "text/markdown; charset=UTF-8; variant=GFM".
        expect((meta["Description-Content-Type"] or "").split(";")[0].strip() == "text/markdown"
               and meta.get_payload().strip(),
               f"{wheel.name}: no Markdown README as the description")
        # Typed: the marker, and the stub of the extension module (the package's Python modules
        # carry their own annotations).
        for marker in ("damero/py.typed", "damero/_native.pyi"):
            expect(marker in names, f"{wheel.name}: no {marker} (a typed package)")
        extension = "damero/_native.pyd" if fmt == "pe" else "damero/_native.abi3.so"
        expect(extension in names, f"{wheel.name}: no {extension}")
        with tempfile.TemporaryDirectory() as tmp:
            binary = Path(tmp) / Path(extension).name
            binary.write_bytes(z.read(extension))
            facts = binary_facts(binary, platform)
    expect("PyInit__native" in facts["exports"], f"{wheel.name}: the module exports no PyInit__native")
    other = sorted(facts["exports"] - LINKER_EXPORTS[fmt] - {"PyInit__native"})
    expect(not other, f"{wheel.name}: the module exports more than PyInit__native: {other[:10]}")
    if fmt == "pe":
        expect("python3.dll" in facts["libraries"], f"{wheel.name}: links {facts['libraries']}, not python3.dll")
    else:
        expect(not any("python" in lib for lib in facts["libraries"]), f"{wheel.name}: links libpython")
    return f"{wheel.name}: {facts['arch']}, min OS {facts['min_os']}, loads {', '.join(facts['libraries'])}"


def kind_of(name: str) -> tuple[str, str]:
    if name.startswith("libdamero-"):
        return "c-library", re.sub(r"^libdamero-[^-]+-|\.(tar\.gz|zip)$", "", name)
    if name.endswith(".whl"):
        tags = set(name.removesuffix(".whl").split("-")[-1].split("."))
        return "wheel", next((p for p, spec in PLATFORMS.items() if tags == spec["wheel_tags"]), "?")
    if name.endswith(".crate"):
        return "crate", "any"
    if name.endswith(".tgz"):
        return "npm", "any"
    if name.startswith("damero-docs-"):
        return "docs", "any"
    return "sdist", "any"


def write_manifest(folder: Path, version: str) -> str:
    files = sorted(p for p in folder.iterdir() if p.is_file() and p.name not in ("manifest.json", "SHA256SUMS"))
    entries = []
    for path in files:
        kind, platform = kind_of(path.name)
        entries.append({"file": path.name, "kind": kind, "platform": platform, "bytes": path.stat().st_size,
                        "sha256": hashlib.sha256(path.read_bytes()).hexdigest()})
    commit = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    manifest = {"name": "damero", "version": version, "commit": commit or None, "artifacts": entries}
    (folder / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
    (folder / "SHA256SUMS").write_text("".join(f"{e['sha256']}  {e['file']}\n" for e in entries))
    out = io.StringIO()
    for e in entries:
        out.write(f"  {e['bytes']:>10,}  {e['kind']:<9}  {e['platform']:<14}  {e['file']}\n")
    return out.getvalue().rstrip()


def main() -> int:
    if len(sys.argv) != 4 or sys.argv[1] not in ("c", "wheel", "manifest", "library"):
        print(__doc__, file=sys.stderr)
        return 2
    what, path, version = sys.argv[1], Path(sys.argv[2]), sys.argv[3]  # (library: a platform)
    try:
        if what == "c":
            print(check_c(path, version))
        elif what == "library":
            header = (Path(__file__).resolve().parents[1] / "include/damero.h").read_text()
            facts, declared = check_library(path, version, header)
            print(f"{path.name}: {facts['arch']}, the {len(declared)} functions of include/damero.h and "
                  f"nothing else exported, min OS {facts['min_os']}, loads {', '.join(facts['libraries'])}")
        elif what == "wheel":
            print(check_wheel(path, version))
        else:
            print(write_manifest(path, version))
    except Failure as failure:
        print(f"inspect: {failure}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
