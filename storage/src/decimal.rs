//! The canonical form of a decimal: its sign, its decimal exponent and its
//! digits without trailing zeros. Equal decimals have one form whatever
//! their scale (`1.0M` and `1.00M`), so the encoding writes it (then the
//! scale, D-936) and a value's hash hashes it.

use bigdecimal::BigDecimal;
use num_bigint::Sign;

/// A decimal as `0.d₁d₂… × 10^exponent` with `d₁ ≠ 0` and no trailing
/// zero digit (zero: no digits, exponent 0).
pub(crate) struct Canonical {
    /// The sign (`NoSign` for zero).
    pub sign: Sign,
    /// The power of ten of the digits read after the decimal point.
    pub exponent: i128,
    /// The decimal digits (each 0–9), the last one not 0.
    pub digits: Vec<u8>,
}

/// The canonical form of `x`. Works for every scale: the exponent is
/// computed in `i128`, and no power of ten is ever materialised (a hostile
/// `1E+999999999` costs no more than `1`).
pub(crate) fn canonical(x: &BigDecimal) -> Canonical {
    let (int, scale) = x.as_bigint_and_exponent();
    let (sign, mut digits) = int.to_radix_be(10);
    if sign == Sign::NoSign {
        return Canonical {
            sign,
            exponent: 0,
            digits: Vec::new(),
        };
    }
    // usize → i128 cannot overflow; the difference of an i64 and a usize
    // always fits in an i128.
    let exponent = digits.len() as i128 - i128::from(scale);
    while digits.last() == Some(&0) {
        digits.pop();
    }
    Canonical {
        sign,
        exponent,
        digits,
    }
}
