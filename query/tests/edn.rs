//! EDN reader and printer: a table of values, error messages (snapshot),
//! spans, and property tests (round trip, no panics, deep nesting).

use std::sync::Arc;

use proptest::prelude::*;
use quiver_query::edn::{
    Form, FormKind, Keyword, ReadOptions, Symbol, Uuid, Value, read, read_all, read_all_with,
    read_value, read_with,
};

#[test]
fn reads_every_kind_of_value() {
    let cases: &[(&str, &str)] = &[
        ("nil", "nil"),
        ("true", "true"),
        ("false", "false"),
        ("42", "42"),
        ("-7", "-7"),
        ("+7", "7"),
        ("9223372036854775808", "9223372036854775808N"),
        ("12N", "12N"),
        ("3.0", "3.0"),
        ("-2.5e-3", "-0.0025"),
        ("1E3", "1000.0"),
        ("1.", "1.0"),
        ("1.50M", "1.50M"),
        ("7M", "7M"),
        ("1/3", "1/3"),
        ("-2/4", "-1/2"),
        ("6/3", "2"),
        ("##Inf", "##Inf"),
        ("##-Inf", "##-Inf"),
        ("##NaN", "##NaN"),
        (
            r#""a\tb\n\"q\"\\ \u00e9 \ud83d\ude00""#,
            r#""a\tb\n\"q\"\\ é 😀""#,
        ),
        (r"\a", r"\a"),
        (r"\newline", r"\newline"),
        (r"\space", r"\space"),
        (r"\tab", r"\tab"),
        (r"\return", r"\return"),
        (r"\u0041", r"\A"),
        (r"\(", r"\("),
        (":kw", ":kw"),
        (":ns.sub/name", ":ns.sub/name"),
        ("sym", "sym"),
        ("?x", "?x"),
        ("_", "_"),
        ("$", "$"),
        ("$src", "$src"),
        ("%", "%"),
        ("...", "..."),
        (".", "."),
        ("/", "/"),
        ("clojure.string/blank?", "clojure.string/blank?"),
        ("<=", "<="),
        ("-", "-"),
        ("(1 2)", "(1 2)"),
        ("[1 [2 [3]]]", "[1 [2 [3]]]"),
        ("{:b 2, :a 1}", "{:a 1, :b 2}"),
        ("#{3 1 2}", "#{1 2 3}"),
        (
            "#inst \"1985-04-12T23:20:50.52Z\"",
            "#inst \"1985-04-12T23:20:50.520-00:00\"",
        ),
        (
            "#inst \"2024-01-31\"",
            "#inst \"2024-01-31T00:00:00.000-00:00\"",
        ),
        (
            "#uuid \"F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6\"",
            "#uuid \"f81d4fae-7dec-11d0-a765-00a0c91e6bf6\"",
        ),
        ("#bytes \"aGVsbG8=\"", "#bytes \"aGVsbG8=\""),
        ("[1, 2,,3]", "[1 2 3]"),
        ("[1 #_ 2 3 #_#_ 4 5]", "[1 3]"),
        ("; comment\n [1 ; inner\n 2]", "[1 2]"),
    ];
    for (input, expected) in cases {
        let v = read_value(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        assert_eq!(&v.to_string(), expected, "printing {input}");
        assert_eq!(
            read_value(&v.to_string()).unwrap(),
            v,
            "round trip of {input}"
        );
    }
}

#[test]
fn value_model() {
    assert_eq!(
        read_value(":a/b").unwrap(),
        Value::Keyword(Keyword::new(Some("a"), "b"))
    );
    let k = Keyword::parse("person/name");
    assert_eq!((k.namespace(), k.name()), (Some("person"), "name"));
    assert!(Keyword::parse("person/_friend").is_reverse());
    assert_eq!(
        Keyword::parse("person/_friend").reversed(),
        Keyword::parse("person/friend")
    );
    assert!(Symbol::parse("?x").is_variable());
    assert!(!Symbol::parse("?").is_variable());
    assert!(Symbol::parse("$db").is_source());
    assert_eq!(
        Uuid::parse("00000000-0000-0000-0000-000000000001")
            .unwrap()
            .as_u128(),
        1
    );
    // Numbers order by value across types; equal values by type.
    let mut vals: Vec<Value> = [
        "2", "1.5", "1", "1.0", "1N", "3/2", "0.5M", "##-Inf", "##NaN", "-0.0", "0.0", "0",
    ]
    .iter()
    .map(|s| read_value(s).unwrap())
    .collect();
    vals.sort();
    let printed: Vec<String> = vals.iter().map(Value::to_string).collect();
    assert_eq!(
        printed.join(" "),
        "##-Inf 0 -0.0 0.0 0.5M 1 1N 1.0 3/2 1.5 2 ##NaN"
    );
    // Typed equality: 1 and 1.0 differ, NaN equals itself as a value.
    assert_ne!(Value::Long(1), Value::Double(1.0));
    assert_eq!(Value::Double(f64::NAN), Value::Double(f64::NAN));
    // Kinds order: nil < boolean < number < char < string < keyword < symbol …
    let mut kinds: Vec<Value> = ["sym", ":kw", "\"s\"", "\\c", "1", "true", "nil"]
        .iter()
        .map(|s| read_value(s).unwrap())
        .collect();
    kinds.sort();
    assert_eq!(
        kinds
            .iter()
            .map(Value::to_string)
            .collect::<Vec<_>>()
            .join(" "),
        "nil true 1 \\c \"s\" :kw sym"
    );
    // Clones share storage.
    if let Value::String(s) = read_value("\"shared\"").unwrap() {
        let v = Value::String(s.clone());
        assert_eq!(Arc::strong_count(&s), 2);
        drop(v);
    }
    assert_eq!(Value::Float(1.5).to_string(), "1.5");
}

#[test]
fn spans_point_at_sub_forms() {
    let text = "[:find ?x\n :where [?e :name \"é\" ?x]]";
    let form = read(text).unwrap();
    let items = form.as_vector().unwrap();
    assert_eq!((items[0].span.start.line, items[0].span.start.col), (1, 2));
    let clause = items[3].as_vector().unwrap();
    assert_eq!(
        (clause[2].span.start.line, clause[2].span.start.col),
        (2, 19)
    );
    // Columns count characters, offsets count bytes.
    assert_eq!(
        (clause[3].span.start.col, clause[3].span.start.offset),
        (23, 33)
    );
    assert_eq!(&text[33..35], "?x");
    assert_eq!(
        &text[clause[2].span.start.offset..clause[2].span.end],
        "\"é\""
    );
    assert_eq!(form.span.end, text.len());

    let forms = read_all("1\n;; c\n  :b  \"x\ny\" z").unwrap();
    let pos: Vec<(u32, u32)> = forms
        .iter()
        .map(|f| (f.span.start.line, f.span.start.col))
        .collect();
    assert_eq!(pos, vec![(1, 1), (3, 3), (3, 7), (4, 4)]);

    let opts = ReadOptions::new().base(quiver_query::Pos {
        offset: 10,
        line: 5,
        col: 3,
    });
    let f = read_all_with("a\n b", &opts).unwrap();
    assert_eq!(
        (
            f[0].span.start.line,
            f[0].span.start.col,
            f[0].span.start.offset
        ),
        (5, 3, 10)
    );
    assert_eq!(
        (
            f[1].span.start.line,
            f[1].span.start.col,
            f[1].span.start.offset
        ),
        (6, 2, 13)
    );
}

#[test]
fn tags() {
    let err = read("#point [1 2]").unwrap_err();
    assert_eq!(
        err.to_string(),
        "edn:1:1: unknown tag #point (only #inst, #uuid and #bytes are built in)"
    );
    let opts = ReadOptions::new().tag_handler("point", |v| {
        Ok(Value::vector([Value::keyword("pt"), v.clone()]))
    });
    assert_eq!(
        read_with("#point [1 2]", &opts)
            .unwrap()
            .to_value()
            .to_string(),
        "[:pt [1 2]]"
    );
    let keep = ReadOptions::new().keep_unknown_tags(true);
    let f = read_with("#my/tag {:a 1}", &keep).unwrap();
    assert!(matches!(f.kind, FormKind::Tagged(..)));
    assert_eq!(f.to_value().to_string(), "#my/tag {:a 1}");
}

const BAD: &[&str] = &[
    "",
    "   ; only a comment",
    "[1 2",
    "(1 2]",
    "]",
    "{:a}",
    "{:a 1 :a 2}",
    "#{1 1}",
    "#foo 1",
    "\"abc",
    "\"bad \\q escape\"",
    "\"\\u12\"",
    "\"\\ud800 lone\"",
    "01",
    "1.5N",
    "1/0",
    "12abc",
    "\\",
    "\\xyz",
    "::a",
    ":",
    ":a/",
    "a/b/c",
    "#",
    "#!x",
    "##Foo",
    "#\"unterminated \\\"regex",
    "#inst \"nope\"",
    "#inst 5",
    "#uuid \"xyz\"",
    "#bytes \"!!\"",
    "[1 #_]",
    "#_",
    "1 2",
    "[#inst]",
    "{:a 1\n :b}",
    "[\n  [1\n   (2 3\n]",
];

#[test]
fn regex_literals_read_raw_as_tagged_regex_values() {
    // Backslashes stay as written (Clojure's #"…"); \" does not end it.
    let v = read(r#"#"\d+\"x""#).unwrap().to_value();
    assert_eq!(v.to_string(), r#"#"\d+\"x""#);
    let printed = read(&v.to_string()).unwrap().to_value();
    assert_eq!(printed, v, "the printed form reads back as the same value");
}

#[test]
fn read_errors() {
    let mut out = String::new();
    for text in BAD {
        let err = read(text).expect_err(text);
        out.push_str(&format!("{text:?}\n  {err}\n"));
    }
    insta::assert_snapshot!(out);
}

#[test]
fn deep_nesting_errors_cleanly() {
    for open in ["[", "(", "{", "#{", "#_", "#inst "] {
        let text = open.repeat(200_000);
        let err = read(&text).unwrap_err();
        assert!(
            err.to_string().contains("nested more than 256"),
            "{open}: {err}"
        );
    }
    let ok = format!("{}{}", "[".repeat(256), "]".repeat(256));
    assert!(read(&ok).is_ok());
    let too = format!("{}{}", "[".repeat(257), "]".repeat(257));
    assert!(read(&too).is_err());
    let deep_ok = ReadOptions::new().max_depth(10_000);
    let t = format!("{}{}", "(".repeat(5000), ")".repeat(5000));
    let f = read_with(&t, &deep_ok).unwrap();
    drop(f);
}

fn arb_name() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z][a-z0-9*+!_?<>=-]{0,8}",
        "[a-z]{1,4}(\\.[a-z]{1,4}){0,2}/[a-z][a-z0-9?-]{0,6}",
    ]
}

fn arb_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Nil),
        any::<bool>().prop_map(Value::Boolean),
        any::<i64>().prop_map(Value::Long),
        any::<f64>().prop_map(Value::Double),
        any::<i128>().prop_map(|v| Value::bigint(v.into())),
        (any::<i64>(), 0i64..12)
            .prop_map(|(m, s)| Value::bigdec(bigdecimal::BigDecimal::new(m.into(), s))),
        (any::<i64>(), 1i64..1000).prop_map(|(n, d)| quiver_query::edn::Ratio::new_value(
            n.into(),
            d.into()
        )
        .unwrap()),
        any::<char>().prop_map(Value::Char),
        any::<String>().prop_map(|s| Value::string(&s)),
        arb_name().prop_map(|n| Value::keyword(&n)),
        arb_name().prop_map(|n| Value::symbol(&n)),
        (-62_135_596_800_000i64..253_402_300_799_999).prop_map(Value::Inst),
        any::<u128>().prop_map(|u| Value::Uuid(Uuid::from_u128(u))),
        proptest::collection::vec(any::<u8>(), 0..20).prop_map(|b| Value::Bytes(b.into())),
    ];
    leaf.prop_recursive(4, 64, 8, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..6).prop_map(Value::list),
            proptest::collection::vec(inner.clone(), 0..6).prop_map(Value::vector),
            proptest::collection::vec(inner.clone(), 0..6).prop_map(Value::set),
            proptest::collection::vec((inner.clone(), inner.clone()), 0..6).prop_map(Value::map),
            ("[a-z]{1,5}/[a-z]{1,5}", inner)
                .prop_map(|(t, v)| Value::Tagged(Arc::new((Symbol::parse(&t), v)))),
        ]
    })
}

const TOKENS: &[&str] = &[
    "[",
    "]",
    "(",
    ")",
    "{",
    "}",
    "#{",
    "#_",
    "#inst",
    "#uuid",
    "##",
    "#",
    "\"",
    "\\",
    ";",
    ",",
    " ",
    "\n",
    ":",
    "::",
    "a",
    "?x",
    "1",
    "-",
    "+",
    ".",
    "/",
    "1.5",
    "e",
    "M",
    "N",
    "\\u",
    "\"s\"",
    ":find",
    ":where",
    "...",
    "_",
    "$",
    "%",
    "é",
    "😀",
    "nil",
    "true",
    "0x",
    "\\newline",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn print_then_read_round_trips(v in arb_value()) {
        let text = v.to_string();
        let opts = ReadOptions::new().keep_unknown_tags(true);
        let back = read_with(&text, &opts).map(|f: Form| f.to_value());
        prop_assert_eq!(back.as_ref().ok(), Some(&v), "{}", text);
    }

    #[test]
    fn ordering_is_consistent(a in arb_value(), b in arb_value()) {
        use std::cmp::Ordering;
        prop_assert_eq!(a.cmp(&b), b.cmp(&a).reverse());
        prop_assert_eq!(a.cmp(&b) == Ordering::Equal, a == b);
    }

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = read_all(&text);
        let _ = quiver_query::query::parse_and_validate(&text, None);
        let _ = quiver_query::tx::parse_tx(&text);
        let _ = quiver_query::pull_pattern::parse_pull(&text);
    }

    #[test]
    fn token_soup_never_panics(toks in proptest::collection::vec(proptest::sample::select(TOKENS), 0..60)) {
        let text: String = toks.concat();
        if let Ok(forms) = read_all(&text) {
            for f in &forms {
                let v = f.to_value();
                let printed = v.to_string();
                let again = read_all_with(&printed, &ReadOptions::new().keep_unknown_tags(true));
                prop_assert!(again.is_ok(), "{} printed as {}", text, printed);
            }
        }
        let _ = quiver_query::query::parse_and_validate(&text, None);
        let _ = quiver_query::query::parse_rules(&text);
        let _ = quiver_query::tx::parse_tx(&text);
        let _ = quiver_query::pull_pattern::parse_pull(&text);
    }

    #[test]
    fn query_soup_never_panics(toks in proptest::collection::vec(proptest::sample::select(&[
        "[", "]", "(", ")", ":find", ":where", ":in", ":with", ":keys", ":order-by", ":limit", "?x", "?y",
        "$", "%", "_", "...", ".", ":a", "1", "not", "or", "and", "not-join", "or-join", "count",
        "pull", "[*]", "(> ?x 1)", "[?x :a ?y]", "min", "2", ":desc", "{", "}", "\"s\"",
    ][..]), 0..40)) {
        let text = toks.join(" ");
        let _ = quiver_query::query::parse_and_validate(&format!("[:find {text}]"), None);
        let _ = quiver_query::query::parse_and_validate(&format!("[:find ?x :where {text}]"), None);
        let _ = quiver_query::query::parse_rules(&format!("[[(r ?x) {text}]]"));
    }
}

#[test]
fn deep_nesting_is_linear_time() {
    // 1,000,000 alternating opens and closes at depth ≤ 2 must be fast.
    let text = "[[]]".repeat(250_000);
    let start = std::time::Instant::now();
    let forms = read_all(&text).unwrap();
    assert_eq!(forms.len(), 250_000);
    assert!(start.elapsed().as_secs() < 20);
}

/// Number literals are bounded: a huge digit count or decimal exponent is a
/// clear error, read in time linear in the text (a 10-million-digit literal
/// took 15 s; `1E9223372036854775807M` aborted the process when printed).
#[test]
fn number_literals_are_bounded() {
    use quiver_query::edn::read_value;
    let long = "7".repeat(10_000_000);
    let t0 = std::time::Instant::now();
    let err = read_value(&long).unwrap_err().to_string();
    assert!(err.contains("at most 10000"), "{err}");
    assert!(t0.elapsed() < std::time::Duration::from_secs(5));
    for text in ["1E9223372036854775807M", "1E-99999999M", "1.5E10001M"] {
        let err = read_value(text).unwrap_err().to_string();
        assert!(err.contains("exponent is at most"), "{text}: {err}");
        assert!(err.len() < 300, "{err}");
    }
    // At the limits, numbers read and print.
    let v = read_value("1E10000M").unwrap();
    assert!(v.to_string().len() <= 10_010);
    assert!(read_value(&"9".repeat(10_000)).is_ok());
}

/// Arbitrary-precision arithmetic refuses operands past ~100,000 digits or
/// a decimal exponent of 100,000, so repeated squaring stops with an error
/// instead of running for ever (`(inc 1E999999999M)` took over 30 s).
#[test]
fn arithmetic_on_huge_numbers_stops_with_an_error() {
    use quiver_query::builtins::lookup;
    use quiver_query::edn::read_value;
    let mul = lookup("*").unwrap();
    let inc = lookup("inc").unwrap();
    for start in ["1E10000M", "99999999999999999999N"] {
        let t0 = std::time::Instant::now();
        let mut x = read_value(start).unwrap();
        let mut steps = 0;
        let err = loop {
            match mul.call(&[x.clone(), x.clone()]) {
                Ok(y) => {
                    x = match inc.call(&[y]) {
                        Ok(z) => z,
                        Err(e) => break e.to_string(),
                    };
                    steps += 1;
                    assert!(steps < 40, "{start}: squaring never stopped");
                }
                Err(e) => break e.to_string(),
            }
        };
        assert!(err.contains("too large to compute"), "{err}");
        assert!(t0.elapsed() < std::time::Duration::from_secs(20));
    }
}

/// A leading byte-order mark is skipped (positions count from after it);
/// an invalid symbol's text is cut in the message (third hostile sweep,
/// D-938).
#[test]
fn a_byte_order_mark_is_skipped_and_long_bad_symbols_are_cut() {
    let forms = quiver_query::edn::read_all("\u{feff}[:a 1]").unwrap();
    assert_eq!(forms.len(), 1);
    assert_eq!(forms[0].to_value().to_string(), "[:a 1]");
    let e = quiver_query::edn::read_all("\u{feff} [:a }")
        .unwrap_err()
        .to_string();
    assert!(e.contains("1:6") && e.contains("opened at 1:2"), "{e}");
    let bad = format!("[{}x]", "'".repeat(50_000));
    let e = quiver_query::edn::read_all(&bad).unwrap_err().to_string();
    assert!(
        e.len() < 300 && e.contains("invalid symbol"),
        "{} chars: {}",
        e.len(),
        &e[..200.min(e.len())]
    );
}
