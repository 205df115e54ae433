//! Property tests of the value encoding: order, round trip, prefix-freeness,
//! canonical decoding of arbitrary bytes, and the giant index form.

use std::cmp::Ordering;
use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;

use bigdecimal::BigDecimal;
use num_bigint::{BigInt, Sign};
use proptest::prelude::*;
use proptest::sample::select;

use quiver::{EntityId, Error, GiantId, Keyword, Symbol, Uuid, ValueType};
use quiver_store::Stored;
use quiver_store::{
    IndexForm, StoredIndexForm, decode, decode_exact, encode, index_bytes, inline_limit,
    parse_index_bytes, string_prefix_range, type_range,
};

fn long() -> impl Strategy<Value = i64> {
    prop_oneof![
        any::<i64>(),
        -300i64..300,
        select(vec![
            i64::MIN,
            i64::MIN + 1,
            -1,
            0,
            1,
            i64::MAX - 1,
            i64::MAX
        ]),
    ]
}

fn double() -> impl Strategy<Value = Stored> {
    prop_oneof![
        any::<f64>(),
        -10.0f64..10.0,
        select(vec![
            f64::NEG_INFINITY,
            f64::MIN,
            -1.0,
            -f64::MIN_POSITIVE,
            -5e-324,
            -0.0,
            0.0,
            5e-324,
            f64::MIN_POSITIVE,
            1.0,
            f64::MAX,
            f64::INFINITY,
        ]),
    ]
    .prop_filter_map("NaN is not storable", |x| Stored::double(x).ok())
}

fn float() -> impl Strategy<Value = Stored> {
    prop_oneof![
        any::<f32>(),
        select(vec![
            f32::NEG_INFINITY,
            -0.0,
            0.0,
            f32::MIN_POSITIVE,
            f32::INFINITY
        ]),
    ]
    .prop_filter_map("NaN is not storable", |x| Stored::float(x).ok())
}

/// Big integers up to 300 bytes, so both length forms (≤ 126 and ≥ 127
/// magnitude bytes) and their boundary are covered.
fn bigint() -> impl Strategy<Value = BigInt> {
    let sign = select(vec![Sign::Minus, Sign::NoSign, Sign::Plus]);
    prop_oneof![
        long().prop_map(BigInt::from),
        (sign.clone(), prop::collection::vec(any::<u8>(), 0..20))
            .prop_map(|(s, m)| BigInt::from_bytes_be(s, &m)),
        (sign.clone(), prop::collection::vec(any::<u8>(), 120..135))
            .prop_map(|(s, m)| BigInt::from_bytes_be(s, &m)),
        (sign, prop::collection::vec(any::<u8>(), 0..300))
            .prop_map(|(s, m)| BigInt::from_bytes_be(s, &m)),
    ]
}

fn bigdec() -> impl Strategy<Value = BigDecimal> {
    let scale = prop_oneof![
        -30i64..30,
        any::<i64>(),
        i64::MIN..i64::MIN + 40,
        i64::MAX - 40..=i64::MAX,
    ];
    let digits = prop_oneof![
        (-1000i64..1000).prop_map(BigInt::from),
        // Trailing zeros, to test scale normalisation.
        (-99i64..99, 0u32..6).prop_map(|(x, z)| BigInt::from(x) * BigInt::from(10).pow(z)),
        bigint(),
    ];
    (digits, scale).prop_map(|(d, s)| BigDecimal::new(d, s))
}

/// Text from a tiny alphabet (NUL, 0x01, ASCII, multi-byte), so random pairs
/// often share prefixes, or from anywhere in Unicode.
fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::collection::vec(
            select(vec!['\0', '\u{1}', 'a', 'b', 'é', '\u{ff}', '😀']),
            0..8
        )
        .prop_map(|cs| cs.into_iter().collect()),
        any::<String>(),
    ]
}

fn raw_bytes() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        prop::collection::vec(select(vec![0u8, 1, 0x61, 0xFE, 0xFF]), 0..8),
        prop::collection::vec(any::<u8>(), 0..40),
    ]
}

fn name_parts() -> impl Strategy<Value = (Option<String>, String)> {
    let part = prop::collection::vec(select(vec!['\0', 'a', 'b', '.', '/', 'é']), 0..4)
        .prop_map(|cs| cs.into_iter().collect::<String>());
    (prop::option::of(part.clone()), part)
}

fn of_type(t: ValueType) -> BoxedStrategy<Stored> {
    match t {
        ValueType::Boolean => any::<bool>().prop_map(Stored::Boolean).boxed(),
        ValueType::Long => long().prop_map(Stored::Long).boxed(),
        ValueType::Double => double().boxed(),
        ValueType::Float => float().boxed(),
        ValueType::BigInt => bigint().prop_map(Stored::BigInt).boxed(),
        ValueType::BigDec => bigdec().prop_map(Stored::BigDec).boxed(),
        ValueType::Instant => long().prop_map(Stored::Instant).boxed(),
        ValueType::Uuid => prop_oneof![any::<u128>(), Just(0), Just(u128::MAX)]
            .prop_map(|u| Stored::Uuid(Uuid::from_u128(u)))
            .boxed(),
        ValueType::String => text().prop_map(Stored::string).boxed(),
        ValueType::Keyword => name_parts()
            .prop_map(|(ns, n)| Stored::Keyword(Keyword::new(ns.as_deref(), &n)))
            .boxed(),
        ValueType::Symbol => name_parts()
            .prop_map(|(ns, n)| Stored::Symbol(Symbol::new(ns.as_deref(), &n)))
            .boxed(),
        ValueType::Bytes => raw_bytes().prop_map(Stored::bytes).boxed(),
        ValueType::Ref => prop_oneof![any::<u64>(), 0u64..4]
            .prop_map(|e| Stored::Ref(EntityId(e)))
            .boxed(),
        ValueType::Tuple => prop::collection::vec(scalar(), 0..4)
            .prop_map(Stored::Tuple)
            .prop_recursive(2, 12, 3, |inner| {
                prop::collection::vec(prop_oneof![inner, scalar()], 0..4).prop_map(Stored::Tuple)
            })
            .boxed(),
    }
}

fn scalar() -> BoxedStrategy<Stored> {
    select(&ValueType::ALL[..13]).prop_flat_map(of_type).boxed()
}

fn value() -> BoxedStrategy<Stored> {
    prop_oneof![
        8 => select(&ValueType::ALL[..]).prop_flat_map(of_type),
        1 => collection(),
    ]
    .boxed()
}

/// A set or a map of an untyped attribute (D-327), in canonical form:
/// sorted, without duplicate elements or keys.
fn collection() -> BoxedStrategy<Stored> {
    prop_oneof![
        prop::collection::vec(scalar(), 0..4).prop_map(|mut v| {
            v.sort();
            v.dedup();
            Stored::Set(v)
        }),
        prop::collection::vec((scalar(), scalar()), 0..4).prop_map(|mut v| {
            v.sort();
            v.dedup_by(|a, b| a.0 == b.0);
            Stored::Map(v)
        }),
    ]
    .boxed()
}

/// Two values of the same type (the small alphabets above make shared
/// prefixes and near-equal values common).
fn same_type_pair() -> impl Strategy<Value = (Stored, Stored)> {
    select(&ValueType::ALL[..]).prop_flat_map(|t| (of_type(t), of_type(t)))
}

fn is_proper_prefix(a: &[u8], b: &[u8]) -> bool {
    a.len() < b.len() && b.starts_with(a)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn round_trip(v in value(), trailing in prop::collection::vec(any::<u8>(), 0..4)) {
        let bytes = encode(&v);
        prop_assert_eq!(decode_exact(&bytes)?, v.clone());
        let mut extended = bytes.clone();
        extended.extend_from_slice(&trailing);
        let (back, used) = decode(&extended)?;
        prop_assert_eq!(back, v);
        prop_assert_eq!(used, bytes.len());
    }

    #[test]
    fn same_type_order_is_byte_order((a, b) in same_type_pair()) {
        let (ea, eb) = (encode(&a), encode(&b));
        prop_assert_eq!(ea.cmp(&eb), a.cmp(&b), "{:?} vs {:?}", a, b);
        prop_assert_eq!(ea == eb, a == b);
    }

    #[test]
    fn any_order_is_byte_order(a in value(), b in value()) {
        prop_assert_eq!(encode(&a).cmp(&encode(&b)), a.cmp(&b));
    }

    #[test]
    fn prefix_free((a, b) in same_type_pair()) {
        let (ea, eb) = (encode(&a), encode(&b));
        prop_assert!(!is_proper_prefix(&ea, &eb) && !is_proper_prefix(&eb, &ea));
    }

    #[test]
    fn equal_values_hash_alike((a, b) in same_type_pair()) {
        let state = RandomState::new();
        if a == b {
            prop_assert_eq!(state.hash_one(&a), state.hash_one(&b));
        }
        prop_assert_eq!(state.hash_one(&a), state.hash_one(a.clone()));
    }

    #[test]
    fn tuple_order_is_lexicographic(
        a in prop::collection::vec(scalar(), 0..4),
        b in prop::collection::vec(scalar(), 0..4),
    ) {
        let lexicographic = a.iter().cmp(b.iter());
        prop_assert_eq!(
            encode(&Stored::Tuple(a.clone())).cmp(&encode(&Stored::Tuple(b.clone()))),
            lexicographic
        );
    }

    /// An AVE key is `attr id + value`: concatenations order by their parts.
    #[test]
    fn concatenations_order_by_element(
        (a1, b1) in same_type_pair(),
        (a2, b2) in same_type_pair(),
        attr_a in 0u32..3,
        attr_b in 0u32..3,
    ) {
        let key = |attr: u32, v1: &Stored, v2: &Stored| {
            let mut k = attr.to_be_bytes().to_vec();
            k.extend(encode(v1));
            k.extend(encode(v2));
            k
        };
        prop_assert_eq!(
            key(attr_a, &a1, &a2).cmp(&key(attr_b, &b1, &b2)),
            (attr_a, &a1, &a2).cmp(&(attr_b, &b1, &b2))
        );
    }

    /// Arbitrary bytes never panic the decoder, and whatever decodes is the
    /// canonical encoding of what it decodes to.
    #[test]
    fn decode_arbitrary_bytes(bytes in prop::collection::vec(any::<u8>(), 0..48)) {
        if let Ok((v, used)) = decode(&bytes) {
            prop_assert_eq!(&encode(&v)[..], &bytes[..used]);
        }
    }

    /// Same, for corruptions of real encodings (which reach deeper into the
    /// decoder than random bytes do).
    #[test]
    fn decode_corrupted_encodings(
        v in value(),
        at in any::<prop::sample::Index>(),
        byte in any::<u8>(),
        cut in any::<prop::sample::Index>(),
    ) {
        let mut bytes = encode(&v);
        let i = at.index(bytes.len());
        bytes[i] = byte;
        for candidate in [&bytes[..], &bytes[..cut.index(bytes.len())]] {
            if let Ok((v, used)) = decode(candidate) {
                prop_assert_eq!(&encode(&v)[..], &candidate[..used]);
            }
        }
    }

    /// Index forms keep value order except between giants with equal
    /// prefixes (the documented recheck case), and always fit the budget.
    #[test]
    fn index_forms_keep_order(
        (a, b) in same_type_pair(),
        budget in 10usize..48,
        ids in (any::<u64>(), any::<u64>()),
    ) {
        let (ea, eb) = (encode(&a), encode(&b));
        let limit = inline_limit(budget)?;
        let form = |e: &[u8], id: u64| match index_bytes(e, budget).unwrap() {
            IndexForm::Inline(bytes) => (bytes.to_vec(), false),
            IndexForm::Giant(g) => (g.key(GiantId(id)), true),
        };
        let ((fa, giant_a), (fb, giant_b)) = (form(&ea, ids.0), form(&eb, ids.1));
        prop_assert!(fa.len() <= budget && fb.len() <= budget);
        match parse_index_bytes(&fa, budget)? {
            StoredIndexForm::Inline(bytes) => prop_assert_eq!(bytes, &ea[..]),
            StoredIndexForm::Giant { prefix, id } => {
                prop_assert_eq!(prefix, &ea[..limit]);
                prop_assert_eq!(id, GiantId(ids.0));
            }
        }
        let recheck = giant_a && giant_b && ea[..limit] == eb[..limit];
        if !recheck {
            prop_assert_eq!(fa.cmp(&fb), a.cmp(&b));
        }
    }

    #[test]
    fn string_prefix_range_is_exact(s in text(), prefix in text()) {
        let range = string_prefix_range(&prefix);
        prop_assert_eq!(range.contains(&encode(&Stored::string(s.as_str()))), s.starts_with(&prefix));
    }

    #[test]
    fn type_range_is_exact(
        v in select(&ValueType::ALL[..]).prop_flat_map(of_type),
        t in select(&ValueType::ALL[..]),
    ) {
        prop_assert_eq!(type_range(t).contains(&encode(&v)), v.value_type() == t);
    }

    /// Sets and maps (untyped attributes only) sort after every typed value
    /// and fall in no type's range.
    #[test]
    fn collections_are_in_no_type_range(c in collection(), t in select(&ValueType::ALL[..])) {
        prop_assert!(!type_range(t).contains(&encode(&c)));
    }
}

fn dec(text: &str) -> Stored {
    Stored::BigDec(text.parse().unwrap())
}

/// A hand-picked ascending list per type, with the extremes the random
/// strategies might miss.
#[test]
fn known_orders() {
    let big = BigInt::from(2).pow(2000);
    let ascending: Vec<Vec<Stored>> = vec![
        vec![Stored::Boolean(false), Stored::Boolean(true)],
        [i64::MIN, -256, -1, 0, 1, 255, 256, i64::MAX]
            .map(Stored::Long)
            .to_vec(),
        [
            f64::NEG_INFINITY,
            -1e300,
            -1.0,
            -1e-300,
            0.0,
            5e-324,
            1.0,
            1e300,
            f64::INFINITY,
        ]
        .map(|x| Stored::double(x).unwrap())
        .to_vec(),
        vec![
            Stored::BigInt(-big.clone()),
            Stored::BigInt(BigInt::from(i64::MIN) * 2),
            Stored::BigInt((-1).into()),
            Stored::BigInt(0.into()),
            Stored::BigInt(1.into()),
            Stored::BigInt(BigInt::from(u64::MAX)),
            Stored::BigInt(big),
        ],
        vec![
            dec("-1e1000"),
            dec("-10"),
            dec("-9.99"),
            dec("-1"),
            dec("-0.1"),
            dec("-0.0999"),
            dec("-1e-1000"),
            dec("0"),
            dec("1e-1000"),
            dec("0.0999"),
            dec("0.1"),
            dec("0.105"),
            dec("0.11"),
            dec("1"),
            dec("1.05"),
            dec("9.99"),
            dec("10"),
            dec("1e1000"),
        ],
        [-86_400_000i64 * 365 * 3000, -1, 0, 1_700_000_000_000]
            .map(Stored::Instant)
            .to_vec(),
        [
            "", "\0", "\0\0", "\0\u{1}", "\u{1}", "a", "a\0", "ab", "b", "é", "😀",
        ]
        .map(Stored::string)
        .to_vec(),
        [":a", ":b", ":a/a", ":a/b", ":ab/a", ":b/a"]
            .map(Stored::keyword)
            .to_vec(),
        vec![
            Stored::Tuple(vec![]),
            Stored::Tuple(vec![Stored::Long(1)]),
            Stored::Tuple(vec![Stored::Long(1), Stored::string("")]),
            Stored::Tuple(vec![Stored::Long(2)]),
            Stored::Tuple(vec![Stored::string("")]),
        ],
    ];
    for list in ascending {
        for pair in list.windows(2) {
            assert_eq!(
                pair[0].cmp(&pair[1]),
                Ordering::Less,
                "{} < {}",
                pair[0],
                pair[1]
            );
            assert!(
                encode(&pair[0]) < encode(&pair[1]),
                "{} < {}",
                pair[0],
                pair[1]
            );
        }
        for v in &list {
            assert_eq!(&decode_exact(&encode(v)).unwrap(), v);
        }
    }
}

/// D-936: a decimal keeps its scale (`1.50M` reads back as `1.50M`, and
/// is another value than `1.5M`, as in Datalevin); equal numbers of
/// different scales sort next to each other, the smaller scale first.
#[test]
fn bigdec_keeps_its_scale() {
    let forms = ["1", "1.0", "1.00", "1.000"];
    let encodings: Vec<Vec<u8>> = forms.iter().map(|f| encode(&dec(f))).collect();
    assert!(encodings.windows(2).all(|w| w[0] < w[1]), "{encodings:?}");
    assert!(encodings[3] < encode(&dec("1.0001")));
    assert!(encode(&dec("0.9999")) < encodings[0]);
    assert_eq!(encode(&dec("100e-2")), encodings[2]);
    // docs/storage-format.md's examples.
    for (text, bytes) in [
        (
            "12.5",
            &[0x24, 0x03, 0x81, 0x02, 0x0D, 0x33, 0x00, 0x81, 0x01][..],
        ),
        ("0.001", &[0x24, 0x03, 0x7F, 0xFD, 0x0B, 0x00, 0x81, 0x03]),
        ("0.00", &[0x24, 0x02, 0x81, 0x02]),
    ] {
        assert_eq!(encode(&dec(text)), bytes, "{text}");
    }
    for (written, digits, scale) in [
        ("750000", "750000", 0),
        ("7.5e5", "75", -4),
        ("-250", "-250", 0),
        ("700000000.00", "70000000000", 2),
        ("3.10", "310", 2),
        ("0.00100", "100", 5),
        ("0.000", "0", 3),
        ("-0.50", "-50", 2),
        ("1e65", "1", -65),
    ] {
        let Stored::BigDec(back) = decode_exact(&encode(&dec(written))).unwrap() else {
            panic!("not a bigdec")
        };
        assert_eq!(
            back.as_bigint_and_exponent(),
            (digits.parse::<BigInt>().unwrap(), scale),
            "{written}"
        );
    }
    // A scale at the edge of i64 survives.
    for scale in [i64::MIN, i64::MAX] {
        let edge = Stored::BigDec(BigDecimal::new(BigInt::from(1000), scale));
        assert_eq!(decode_exact(&encode(&edge)).unwrap(), edge);
    }
}

/// D-936: a scale too small for the digits, or asking for more than a
/// million trailing zeros, is refused, not allocated.
#[test]
fn bigdec_scales_the_digits_cannot_have_are_corrupt() {
    // 1.5M: `24 03`, E = 1 as `81 01`, the digits "15" as `10`, `00`,
    // then its scale 1 as `81 01`.
    let bytes = encode(&dec("1.5"));
    assert_eq!(bytes, [0x24, 0x03, 0x81, 0x01, 0x10, 0x00, 0x81, 0x01]);
    let n = bytes.len();
    assert!(decode_exact(&bytes[..n - 2]).is_err(), "no scale");
    let mut zero_scale = bytes[..n - 2].to_vec();
    zero_scale.push(0x80);
    assert!(decode_exact(&zero_scale).is_err(), "1.5 with scale 0");
    let mut huge = bytes[..n - 2].to_vec();
    huge.extend_from_slice(&[0x88, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]);
    assert!(decode_exact(&huge).is_err(), "1.5 with scale i64::MAX");
}

#[test]
fn negative_zero_is_zero() {
    assert_eq!(
        encode(&Stored::double(-0.0).unwrap()),
        encode(&Stored::double(0.0).unwrap())
    );
    assert_eq!(
        encode(&Stored::float(-0.0).unwrap()),
        encode(&Stored::float(0.0).unwrap())
    );
}

#[test]
fn malformed_bytes_are_typed_errors() {
    let tag = |t| quiver_store::type_tag(t);
    // A double whose bits are NaN, and one that is -0.0.
    let mut nan = vec![tag(ValueType::Double)];
    nan.extend_from_slice(&(f64::NAN.to_bits() | 1 << 63).to_be_bytes());
    assert!(matches!(decode(&nan), Err(Error::Malformed { .. })));
    let mut neg_zero = vec![tag(ValueType::Double)];
    neg_zero.extend_from_slice(&(!(-0.0f64).to_bits()).to_be_bytes());
    assert!(matches!(decode(&neg_zero), Err(Error::Malformed { .. })));

    assert_eq!(
        decode(&[0x99]),
        Err(Error::UnknownTag {
            tag: 0x99,
            offset: 0
        })
    );
    assert!(matches!(decode(&[]), Err(Error::Truncated { .. })));
    assert!(matches!(
        decode(&[tag(ValueType::Long), 1, 2]),
        Err(Error::Truncated { .. })
    ));
    let s = tag(ValueType::String);
    assert!(matches!(
        decode(&[s, b'a', 0, 7]),
        Err(Error::Malformed { offset: 3, .. })
    ));
    assert!(matches!(decode(&[s, b'a']), Err(Error::Truncated { .. })));
    assert_eq!(
        decode(&[s, 0xC3, 0, 0]),
        Err(Error::InvalidUtf8 { offset: 1 })
    );
    assert!(matches!(
        decode_exact(&[tag(ValueType::Boolean), 1, 9]),
        Err(Error::TrailingBytes {
            consumed: 2,
            trailing: 1
        })
    ));
    // Non-canonical integers: a leading zero byte, and an unused header.
    let b = tag(ValueType::BigInt);
    assert!(matches!(
        decode(&[b, 0x82, 0, 1]),
        Err(Error::Malformed { .. })
    ));
    assert!(matches!(decode(&[b, 0x01]), Err(Error::Malformed { .. })));
    // A long form claiming more bytes than exist must not allocate them.
    let mut huge = vec![b, 0xFF];
    huge.extend_from_slice(&u64::MAX.to_be_bytes());
    assert!(matches!(decode(&huge), Err(Error::Truncated { .. })));
    // Tuples nested past the limit.
    let t = tag(ValueType::Tuple);
    let deep = vec![t; 10_000];
    assert!(matches!(decode(&deep), Err(Error::NestingTooDeep { .. })));
}

#[test]
fn ten_mib_string_round_trips_and_indexes_as_a_giant() {
    // Every byte value that UTF-8 text can hold, NUL included, so escaping
    // is exercised on the large path too.
    let text: String = (0..10 * 1024 * 1024)
        .map(|i| char::from((i % 128) as u8))
        .collect();
    let v = Stored::string(text.as_str());
    let bytes = encode(&v);
    assert!(bytes.len() > 10 * 1024 * 1024);
    assert_eq!(decode_exact(&bytes).unwrap(), v);

    let budget = 511 - 4;
    let IndexForm::Giant(giant) = index_bytes(&bytes, budget).unwrap() else {
        panic!("a 10 MiB string must be a giant");
    };
    let key = giant.key(GiantId(u64::MAX));
    assert_eq!(key.len(), budget);
    assert_eq!(
        parse_index_bytes(&key, budget).unwrap(),
        StoredIndexForm::Giant {
            prefix: &bytes[..inline_limit(budget).unwrap()],
            id: GiantId(u64::MAX)
        }
    );
    assert!(giant.candidates().contains(&key));
}

#[test]
fn extreme_scales_hash_and_compare() {
    let state = RandomState::new();
    for scale in [i64::MIN, i64::MIN + 1, -i64::MAX, i64::MAX] {
        for digits in [100i64, -100, 1, 0] {
            let v = Stored::BigDec(BigDecimal::new(digits.into(), scale));
            let w = Stored::BigDec(BigDecimal::new((digits * 10).into(), scale));
            let _ = state.hash_one(&v);
            let _ = v.cmp(&w);
            assert!(v.to_string().len() < 100);
            assert_eq!(decode_exact(&encode(&v)).unwrap(), v);
        }
    }
}
