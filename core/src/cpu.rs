//! Which of the CPU's own instructions the counting walks use, chosen at run time.
//!
//! The crate is built for the baseline CPU of its target, so that one library (and one Python
//! wheel) runs on every machine. The perft walks, where nearly all the time of a deep count goes,
//! are compiled a second time for x86-64-v3 (popcount, BMI1/2, LZCNT, AVX2: every x86-64 CPU
//! since about 2015) and that copy runs when the CPU has those instructions. Both copies are the
//! same source (a macro writes them), so they count the same; the tests run both.
//!
//! The environment variable `DAMERO_CPU=baseline`, read once per process, keeps the baseline path
//! on any CPU (to compare the two, or to rule one out).
//!
//! A new path is a new [`CpuPath`] value, its detection in [`detect`], one more copy in each
//! walk's macro (`chess/perft.rs`, `draughts/perft.rs`) and, where inlined code picks what each
//! path does fastest, a [`Code`] type.

#[cfg(target_arch = "x86_64")]
use std::sync::atomic::{AtomicU8, Ordering};

/// A code path of the counting walks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CpuPath {
    /// The target's baseline instructions (x86-64 as first made, WebAssembly, any other CPU).
    Baseline,
    /// x86-64-v3: popcount, BMI1, BMI2, LZCNT, MOVBE, AVX, AVX2, FMA, F16C.
    X86_64V3,
}

impl CpuPath {
    /// The path's name, as benchmarks print it: `baseline` or `x86-64-v3`.
    pub fn name(self) -> &'static str {
        match self {
            CpuPath::Baseline => "baseline",
            CpuPath::X86_64V3 => "x86-64-v3",
        }
    }
}

/// `$item` compiled for x86-64-v3 (x86-64 only): the features [`detect`] checks, each one.
#[cfg_attr(
    not(any(feature = "chess", feature = "draughts")),
    allow(unused_macros)
)]
macro_rules! on_v3 {
    ($item:item) => {
        #[cfg(target_arch = "x86_64")]
        #[target_feature(enable = "popcnt,bmi1,bmi2,lzcnt,movbe,avx,avx2,fma,f16c")]
        $item
    };
}
#[cfg_attr(
    not(any(feature = "chess", feature = "draughts")),
    allow(unused_imports)
)]
pub(crate) use on_v3;

#[cfg(target_arch = "x86_64")]
static CHOSEN: AtomicU8 = AtomicU8::new(0);

/// The path the counting walks take in this process: the fastest this CPU has, unless
/// `DAMERO_CPU=baseline` is set.
pub fn cpu_path() -> CpuPath {
    #[cfg(target_arch = "x86_64")]
    {
        match CHOSEN.load(Ordering::Relaxed) {
            1 => CpuPath::Baseline,
            2 => CpuPath::X86_64V3,
            _ => {
                let path = if std::env::var_os("DAMERO_CPU").is_some_and(|v| v == "baseline") {
                    CpuPath::Baseline
                } else {
                    detect()
                };
                CHOSEN.store(
                    if path == CpuPath::X86_64V3 { 2 } else { 1 },
                    Ordering::Relaxed,
                );
                path
            }
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        CpuPath::Baseline
    }
}

/// A copy of the counting code, as a type parameter: what is fastest on the path it is compiled
/// for, known at compile time. Code inlined into each copy of a walk takes it (for instance
/// `draughts/count.rs`, where popcount is one instruction only on some paths), so each copy
/// compiles only its own choice.
#[cfg_attr(not(any(feature = "chess", feature = "draughts")), allow(dead_code))]
pub(crate) trait Code {
    /// Whether `count_ones` is one instruction in this copy.
    const POPCNT: bool;
}

/// The baseline copy: the target's own instructions.
#[cfg_attr(not(any(feature = "chess", feature = "draughts")), allow(dead_code))]
pub(crate) struct Baseline;

impl Code for Baseline {
    const POPCNT: bool = cfg!(any(
        target_feature = "popcnt",
        not(any(target_arch = "x86", target_arch = "x86_64"))
    ));
}

/// The x86-64-v3 copy (compiled under [`on_v3!`]).
#[cfg(target_arch = "x86_64")]
#[cfg_attr(not(any(feature = "chess", feature = "draughts")), allow(dead_code))]
pub(crate) struct V3;

#[cfg(target_arch = "x86_64")]
impl Code for V3 {
    const POPCNT: bool = true;
}

/// The fastest path this CPU has.
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
pub(crate) fn detect() -> CpuPath {
    #[cfg(target_arch = "x86_64")]
    {
        let v3 = std::arch::is_x86_feature_detected!("popcnt")
            && std::arch::is_x86_feature_detected!("bmi1")
            && std::arch::is_x86_feature_detected!("bmi2")
            && std::arch::is_x86_feature_detected!("lzcnt")
            && std::arch::is_x86_feature_detected!("movbe")
            && std::arch::is_x86_feature_detected!("avx")
            && std::arch::is_x86_feature_detected!("avx2")
            && std::arch::is_x86_feature_detected!("fma")
            && std::arch::is_x86_feature_detected!("f16c");
        if v3 {
            return CpuPath::X86_64V3;
        }
    }
    CpuPath::Baseline
}

/// Every path this CPU can run, the baseline first (for tests that hold them to each other).
#[cfg(test)]
#[allow(dead_code)] // used by the tests of the families with walks of their own
pub(crate) fn runnable() -> Vec<CpuPath> {
    let mut paths = vec![CpuPath::Baseline];
    if detect() == CpuPath::X86_64V3 {
        paths.push(CpuPath::X86_64V3);
    }
    paths
}
