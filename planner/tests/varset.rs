//! The planner's bitset of variable ids against a `BTreeSet` model: every
//! operation the planner uses answers as the set of names it replaced
//! (D-853), across the inline words and beyond them (ids past 128).

use proptest::prelude::*;
use quiver_planner::{VarId, VarSet};
use std::collections::BTreeSet;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

/// Ids up to 300: the first two words are inline, the rest on the heap.
fn ids() -> impl Strategy<Value = Vec<usize>> {
    prop::collection::vec(prop_oneof![0usize..8, 0usize..130, 0usize..300], 0..40)
}

fn set(ids: &[usize]) -> VarSet {
    ids.iter().map(|&i| VarId::new(i)).collect()
}

fn model(ids: &[usize]) -> BTreeSet<usize> {
    ids.iter().copied().collect()
}

fn items(s: &VarSet) -> Vec<usize> {
    s.iter().map(VarId::index).collect()
}

fn hash_of(s: &VarSet) -> u64 {
    let mut h = DefaultHasher::new();
    s.hash(&mut h);
    h.finish()
}

#[derive(Clone, Debug)]
enum Op {
    Insert(usize),
    Remove(usize),
}

fn ops() -> impl Strategy<Value = Vec<Op>> {
    prop::collection::vec(
        prop_oneof![
            (0usize..300).prop_map(Op::Insert),
            (0usize..300).prop_map(Op::Remove),
            // Removing what is there drops words back to inline.
            (0usize..140).prop_map(Op::Remove),
        ],
        0..80,
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn inserts_and_removes_answer_like_the_model(ops in ops(), probe in 0usize..320) {
        let mut s = VarSet::new();
        let mut m = BTreeSet::new();
        for op in &ops {
            match *op {
                Op::Insert(i) => prop_assert_eq!(s.insert(VarId::new(i)), m.insert(i)),
                Op::Remove(i) => prop_assert_eq!(s.remove(VarId::new(i)), m.remove(&i)),
            }
        }
        prop_assert_eq!(items(&s), m.iter().copied().collect::<Vec<_>>());
        prop_assert_eq!(s.len(), m.len());
        prop_assert_eq!(s.is_empty(), m.is_empty());
        prop_assert_eq!(s.contains(VarId::new(probe)), m.contains(&probe));
        // The same members built directly: equal and hashed alike, however
        // many words the removals left behind.
        let direct: VarSet = m.iter().map(|&i| VarId::new(i)).collect();
        prop_assert_eq!(&s, &direct);
        prop_assert_eq!(hash_of(&s), hash_of(&direct));
    }

    #[test]
    fn set_operations_answer_like_the_model(a in ids(), b in ids()) {
        let (sa, sb) = (set(&a), set(&b));
        let (ma, mb) = (model(&a), model(&b));
        let ordered = |m: BTreeSet<usize>| m.into_iter().collect::<Vec<_>>();
        prop_assert_eq!(items(&sa.union(&sb)), ordered(ma.union(&mb).copied().collect()));
        prop_assert_eq!(
            items(&sa.difference(&sb)),
            ordered(ma.difference(&mb).copied().collect())
        );
        prop_assert_eq!(
            items(&sa.intersection(&sb)),
            ordered(ma.intersection(&mb).copied().collect())
        );
        let mut u = sa.clone();
        u.union_with(&sb);
        prop_assert_eq!(&u, &sa.union(&sb));
        let mut d = sa.clone();
        d.subtract(&sb);
        prop_assert_eq!(&d, &sa.difference(&sb));
        let mut i = sa.clone();
        i.intersect_with(&sb);
        prop_assert_eq!(&i, &sa.intersection(&sb));
        prop_assert_eq!(sa.is_subset(&sb), ma.is_subset(&mb));
        prop_assert_eq!(sb.is_subset(&sa), mb.is_subset(&ma));
        prop_assert_eq!(sa.is_disjoint(&sb), ma.is_disjoint(&mb));
        prop_assert_eq!(sa == sb, ma == mb);
        // Results of different operations with the same members are equal.
        let via_ops = sa.difference(&sb).union(&sa.intersection(&sb));
        prop_assert_eq!(&via_ops, &sa);
        prop_assert_eq!(hash_of(&via_ops), hash_of(&sa));
    }

    #[test]
    fn retain_and_extend_answer_like_the_model(a in ids(), b in ids(), modulus in 1usize..7) {
        let mut s = set(&a);
        let mut m = model(&a);
        s.retain(|v| v.index() % modulus == 0);
        m.retain(|v| v % modulus == 0);
        prop_assert_eq!(items(&s), m.iter().copied().collect::<Vec<_>>());
        s.extend(b.iter().map(|&i| VarId::new(i)));
        m.extend(b.iter().copied());
        prop_assert_eq!(items(&s), m.iter().copied().collect::<Vec<_>>());
    }
}

#[test]
fn a_set_past_the_inline_words_keeps_every_member() {
    // Hostile queries can have hundreds of variables: no cap, no panic.
    let s: VarSet = (0..1000).step_by(7).map(VarId::new).collect();
    assert_eq!(s.len(), 143);
    assert!(s.contains(VarId::new(994)));
    assert!(!s.contains(VarId::new(995)));
    assert!(!s.contains(VarId::new(100_000)));
    let mut t = s.clone();
    assert!(t.remove(VarId::new(994)));
    assert!(!t.remove(VarId::new(100_000)));
    assert!(t.is_subset(&s) && !s.is_subset(&t));
}
