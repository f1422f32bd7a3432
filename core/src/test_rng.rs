//! A small deterministic generator for the unit tests (xorshift64), so that every run checks the
//! same games and positions and the tests need no dependency.

/// xorshift64 (shifts 13, 7, 17) from a nonzero seed.
pub(crate) struct Rng(pub u64);

impl Rng {
    /// The next number.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n` (not zero).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}
