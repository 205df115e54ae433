//! The executor's row cells: every value a query binds is one fixed-width
//! [`Val`] (a `u64`). Entity ids and other non-negative longs are held
//! inline; every other value is interned once per query in [`Values`] and
//! held as its index. Equal values get equal cells, so joins, duplicate
//! elimination, hashing and sorting compare integers, and a stored value
//! is turned back into an EDN value only where a function, predicate,
//! aggregate or the result needs it (D-317).

use quiver_query::edn::Value as Edn;
use quiver_store::{EntityId, ValueType};
use rustc_hash::FxHashMap as HashMap;

/// A rule tuple or join key: a few cells, inline up to four (no heap
/// allocation per tuple for the usual arities).
pub(crate) type Tuple = smallvec::SmallVec<[Val; 4]>;

/// Tag of an inline long (bits 62–63 = `01`).
const INLINE: u64 = 1 << 62;
/// Tag of an interned value (bits 62–63 = `10`).
const INTERNED: u64 = 2 << 62;
/// The payload bits under the tag.
const PAYLOAD: u64 = INLINE - 1;

/// One row cell: unbound, an inline non-negative long (entity ids are
/// these), or an interned value of this query's [`Values`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Val(u64);

impl Val {
    /// The unbound cell. No value is unbound, so a bound cell never equals it.
    pub const NIL: Val = Val(0);

    /// A non-negative long (an entity id) held inline, if it fits.
    #[inline]
    pub fn long(n: u64) -> Option<Val> {
        (n <= PAYLOAD).then_some(Val(INLINE | n))
    }

    /// The cell's bits: their order is the cells' order (for sorting).
    #[inline]
    pub fn bits(self) -> u64 {
        self.0
    }

    /// Whether the cell holds a value.
    #[inline]
    pub fn is_bound(self) -> bool {
        self.0 != 0
    }

    /// The long held inline, if the cell holds one (entity ids included).
    #[inline]
    pub fn as_long(self) -> Option<u64> {
        (self.0 & !PAYLOAD == INLINE).then_some(self.0 & PAYLOAD)
    }

    /// Index of an interned value.
    #[inline]
    fn interned(self) -> Option<usize> {
        (self.0 & !PAYLOAD == INTERNED).then_some((self.0 & PAYLOAD) as usize)
    }
}

/// The values of one query's rows that are not held inline, each once.
#[derive(Debug, Default)]
pub(crate) struct Values {
    items: Vec<Edn>,
    index: HashMap<Edn, u32>,
}

impl Values {
    /// The cell of `v` (`nil` is the unbound cell, as in EDN inputs, where
    /// it stands for "no value").
    pub fn intern(&mut self, v: Edn) -> Val {
        match v {
            Edn::Nil => Val::NIL,
            Edn::Long(n) if n >= 0 && (n as u64) <= PAYLOAD => Val(INLINE | n as u64),
            other => {
                if let Some(&i) = self.index.get(&other) {
                    return Val(INTERNED | u64::from(i));
                }
                // The memory budget (checked on `bytes`) stops a query long
                // before 2^32 distinct values, so the index fits.
                let i = u32::try_from(self.items.len()).unwrap_or(u32::MAX);
                self.items.push(other.clone());
                self.index.insert(other, i);
                Val(INTERNED | u64::from(i))
            }
        }
    }

    /// Interns a borrowed value (cloned only when it is new).
    pub fn intern_ref(&mut self, v: &Edn) -> Val {
        match v {
            Edn::Nil => Val::NIL,
            Edn::Long(n) if *n >= 0 && (*n as u64) <= PAYLOAD => Val(INLINE | *n as u64),
            other => match self.index.get(other) {
                Some(&i) => Val(INTERNED | u64::from(i)),
                None => self.intern(other.clone()),
            },
        }
    }

    /// The cell of an input value: like [`intern_ref`](Self::intern_ref),
    /// except that `nil` is a value here (an input tuple may hold `nil`,
    /// which `nil?` then sees), not the unbound cell.
    pub fn intern_input(&mut self, v: &Edn) -> Val {
        match v {
            Edn::Nil => match self.index.get(v) {
                Some(&i) => Val(INTERNED | u64::from(i)),
                None => {
                    let i = u32::try_from(self.items.len()).unwrap_or(u32::MAX);
                    self.items.push(Edn::Nil);
                    self.index.insert(Edn::Nil, i);
                    Val(INTERNED | u64::from(i))
                }
            },
            other => self.intern_ref(other),
        }
    }

    /// The cell of an entity id (inline, except transaction entities, whose
    /// ids are above the inline range).
    #[inline]
    pub fn entity_cell(&mut self, e: EntityId) -> Val {
        match Val::long(e.0) {
            Some(v) => v,
            None => self.intern(Edn::Long(e.0 as i64)),
        }
    }

    /// The entity id a cell names: a positive long.
    #[inline]
    pub fn entity(&self, v: Val) -> Option<EntityId> {
        if let Some(n) = v.as_long() {
            return (n > 0).then_some(EntityId(n));
        }
        match v.interned().and_then(|i| self.items.get(i)) {
            Some(Edn::Long(n)) if *n > 0 => Some(EntityId(*n as u64)),
            _ => None,
        }
    }

    /// The cell an index's datom holds for the bound cell `v` under an
    /// attribute of type `ty` ([`stored_edn`]): `v` itself unless the
    /// store holds it in another form. `None` when that form is in no cell
    /// of this table (so no datom read into it holds it).
    pub fn stored_form(&self, v: Val, ty: Option<ValueType>) -> Option<Val> {
        let other = match v.as_long() {
            // Inline longs: only a bigint attribute holds them otherwise.
            Some(n) if ty == Some(ValueType::BigInt) => stored_edn(&Edn::Long(n as i64), ty),
            Some(_) => None,
            None => v
                .interned()
                .and_then(|i| self.items.get(i))
                .and_then(|x| stored_edn(x, ty)),
        };
        match other {
            None => Some(v),
            // A long is held inline when it fits a cell (D-961).
            Some(Edn::Long(n)) if Val::long(n as u64).is_some() => Val::long(n as u64),
            Some(other) => self
                .index
                .get(&other)
                .map(|&i| Val(INTERNED | u64::from(i))),
        }
    }

    /// Whether two different cells hold a long and a bigint of equal value
    /// (one of Clojure's `=` values, D-924).
    pub fn same_integer(&self, a: Val, b: Val) -> bool {
        if !(self.is_bigint(a) || self.is_bigint(b)) {
            return false;
        }
        let (x, y) = (self.get(a), self.get(b));
        matches!(x, Edn::Long(_) | Edn::BigInt(_))
            && matches!(y, Edn::Long(_) | Edn::BigInt(_))
            && quiver_query::builtins::clj_equal(&x, &y)
    }

    /// Whether Clojure's `=` may call a cell equal to another cell: it
    /// holds a bigint (`(= 1 1N)`) or a bigdec (`(= 1.5M 1.50M)`, two
    /// values here, D-936).
    pub fn may_equal_another(&self, v: Val) -> bool {
        matches!(self.interned_item(v), Some(Edn::BigInt(_) | Edn::BigDec(_)))
    }

    /// Whether a cell holds a bigint.
    pub fn is_bigint(&self, v: Val) -> bool {
        matches!(self.interned_item(v), Some(Edn::BigInt(_)))
    }

    /// The interned value of a cell, read without cloning it (`None` for
    /// an inline long or the unbound cell).
    fn interned_item(&self, v: Val) -> Option<&Edn> {
        if v.as_long().is_some() {
            return None;
        }
        v.interned().and_then(|i| self.items.get(i))
    }

    /// The EDN value of a cell (`nil` for the unbound cell).
    pub fn get(&self, v: Val) -> Edn {
        if let Some(n) = v.as_long() {
            return Edn::Long(n as i64);
        }
        match v.interned().and_then(|i| self.items.get(i)) {
            Some(e) => e.clone(),
            None => Edn::Nil,
        }
    }

    /// Orders two cells by their values (inline longs numerically without
    /// a lookup): the order an index keeps values of one type in.
    pub fn cmp(&self, a: Val, b: Val) -> std::cmp::Ordering {
        if let (Some(x), Some(y)) = (a.as_long(), b.as_long()) {
            return x.cmp(&y);
        }
        let (ta, tb);
        let ea = match a.interned().and_then(|i| self.items.get(i)) {
            Some(e) => e,
            None => {
                ta = self.get(a);
                &ta
            }
        };
        let eb = match b.interned().and_then(|i| self.items.get(i)) {
            Some(e) => e,
            None => {
                tb = self.get(b);
                &tb
            }
        };
        ea.cmp(eb)
    }

    /// Bytes held (for the memory budget; an estimate).
    pub fn bytes(&self) -> usize {
        self.items.capacity() * std::mem::size_of::<Edn>() * 3
    }
}

/// The form the store holds an input value `v` in under an attribute of
/// type `ty`, when it is another: a long on a bigint attribute is the
/// equal bigint, as Clojure's `(= 25 25N)`, and a bigint that fits is the
/// long on a long attribute; `-0.0` is the one stored zero (D-922, D-924,
/// D-961). Every access path compares that form.
pub(crate) fn stored_edn(v: &Edn, ty: Option<ValueType>) -> Option<Edn> {
    match (v, ty) {
        (Edn::Long(n), Some(ValueType::BigInt)) => {
            Some(Edn::BigInt(std::sync::Arc::new((*n).into())))
        }
        // A bigint that fits is the long on a long attribute (D-961).
        (Edn::BigInt(b), Some(ValueType::Long)) => i64::try_from(&**b).ok().map(Edn::Long),
        (Edn::Double(d), _) if *d == 0.0 && d.is_sign_negative() => Some(Edn::Double(0.0)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn edn() -> impl Strategy<Value = Edn> {
        prop_oneof![
            Just(Edn::Nil),
            any::<i64>().prop_map(Edn::Long),
            (-3i64..3).prop_map(Edn::Long),
            any::<bool>().prop_map(Edn::Boolean),
            (-2.0f64..2.0).prop_map(Edn::Double),
            "[a-c]{0,2}".prop_map(|s| Edn::String(s.into())),
        ]
    }

    proptest! {
        /// Cells are equal exactly when their values are, and give the
        /// value back.
        #[test]
        fn cells_round_trip_and_compare_like_values(xs in prop::collection::vec(edn(), 1..40)) {
            let mut values = Values::default();
            let cells: Vec<Val> = xs.iter().map(|x| values.intern_ref(x)).collect();
            for (x, c) in xs.iter().zip(&cells) {
                prop_assert_eq!(&values.get(*c), x);
                prop_assert_eq!(c.is_bound(), !matches!(x, Edn::Nil));
            }
            for (i, a) in xs.iter().enumerate() {
                for (j, b) in xs.iter().enumerate() {
                    prop_assert_eq!(cells[i] == cells[j], a == b, "{:?} {:?}", a, b);
                }
            }
        }
    }

    #[test]
    fn entity_ids_are_inline_positive_longs() {
        let mut values = Values::default();
        let e = values.entity_cell(EntityId(42));
        assert_eq!(e, Val::long(42).unwrap());
        assert_eq!(values.entity(e), Some(EntityId(42)));
        assert_eq!(values.entity(Val::long(0).unwrap()), None);
        assert_eq!(Val::long(u64::MAX), None);
        assert_eq!(values.intern(Edn::Long(42)), e);
        assert_eq!(values.intern(Edn::Long(-1)).as_long(), None);
        // A transaction entity is above the inline range: interned, and
        // still the same cell as the long read from an input.
        let tx = EntityId((1 << 62) + 5);
        let t = values.entity_cell(tx);
        assert_eq!(t.as_long(), None);
        assert_eq!(values.entity(t), Some(tx));
        assert_eq!(values.intern(Edn::Long((1 << 62) + 5)), t);
    }
}
