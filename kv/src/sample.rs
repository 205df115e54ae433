//! The random source for rank sampling: small, seeded, reproducible.

/// SplitMix64: a fast, seedable generator, good enough for choosing sample
/// ranks (not for cryptography). The same seed draws the same sample.
#[derive(Debug, Clone)]
pub struct SampleRng {
    state: u64,
}

impl SampleRng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        SampleRng { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform integer in `0..n` (`n > 0`), without modulo bias.
    pub fn below(&mut self, n: u64) -> u64 {
        // Lemire's multiply-shift with rejection.
        loop {
            let x = self.next_u64();
            let m = u128::from(x) * u128::from(n);
            let low = m as u64;
            if low >= n.wrapping_neg() % n {
                return (m >> 64) as u64;
            }
        }
    }

    /// `min(k, hi - lo)` distinct integers from `lo..hi`, uniformly chosen
    /// (Floyd's algorithm), in ascending order.
    pub fn distinct_sorted(&mut self, lo: u64, hi: u64, k: usize) -> Vec<u64> {
        let n = hi.saturating_sub(lo);
        let k = (k as u64).min(n);
        if k == n {
            return (lo..hi).collect();
        }
        let mut chosen = std::collections::BTreeSet::new();
        for j in (n - k)..n {
            let t = self.below(j + 1);
            if !chosen.insert(t) {
                chosen.insert(j);
            }
        }
        chosen.into_iter().map(|r| lo + r).collect()
    }
}
