//! Loading CSV and JSON Lines through the binary: reference columns by a
//! unique key, errors naming the data file's line (CRLF too, JSON Lines by
//! byte column), delimiters and NULL markers (D-724).

use std::path::Path;

use crate::piped;
use piped::quiver_with_input;

/// Runs `quiver ARGS` with empty standard input.
fn quiver(args: &[&str]) -> (i32, String, String) {
    quiver_with_input(args, b"")
}

const SCHEMA: &str = "{:customer/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :customer/name {:db/valueType :db.type/string}
 :order/no {:db/valueType :db.type/long :db/unique :db.unique/value}
 :order/customer {:db/valueType :db.type/ref}
 :order/items {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :order/note {:db/valueType :db.type/string}}";

fn write(dir: &Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.display().to_string()
}

/// Loads the schema and two customers; returns the database path.
fn customers(dir: &Path) -> String {
    let db = dir.join("db").display().to_string();
    let schema = write(dir, "schema.edn", SCHEMA);
    let data = write(dir, "customers.csv", "id,name\n7,Ann\n8,Bob\n");
    let (code, _, err) = quiver(&[
        "import", "--db", &db, "--schema", &schema, "--ns", "customer", &data,
    ]);
    assert_eq!(code, 0, "{err}");
    db
}

fn query(db: &str, q: &str) -> String {
    let (code, out, err) = quiver(&["--db", db, "--format", "edn", "-c", q]);
    assert_eq!(code, 0, "{err}");
    out.trim().to_string()
}

#[test]
fn reference_columns_name_a_unique_key() {
    let dir = tempfile::tempdir().unwrap();
    let db = customers(dir.path());
    let csv = write(dir.path(), "orders.csv", "no,customer\n1,7\n2,8\n");
    let (code, _, err) = quiver(&[
        "import",
        "--db",
        &db,
        "--ns",
        "order",
        "--ref",
        "customer=customer/id",
        &csv,
    ]);
    assert_eq!(code, 0, "{err}");
    let jsonl = write(
        dir.path(),
        "orders.jsonl",
        "{\"no\": 3, \"customer\": 8, \"items\": [7, 8]}\n",
    );
    let (code, _, err) = quiver(&[
        "import",
        "--db",
        &db,
        "--ns",
        "order",
        "--ref",
        "customer=customer/id",
        "--ref",
        "order/items=customer/id",
        &jsonl,
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        query(
            &db,
            "[:find ?no ?n :order-by [?no :asc] :where [?o :order/no ?no] [?o :order/customer ?c] [?c :customer/name ?n]]"
        ),
        r#"[[1 "Ann"] [2 "Bob"] [3 "Bob"]]"#
    );
    assert_eq!(
        query(
            &db,
            "[:find (count ?c) . :where [?o :order/no 3] [?o :order/items ?c]]"
        ),
        "2"
    );
    // A key no entity holds: an error naming the line; nothing written.
    let bad = write(dir.path(), "bad.csv", "no,customer\n4,7\n5,99\n");
    let (code, _, err) = quiver(&[
        "import",
        "--db",
        &db,
        "--ns",
        "order",
        "--ref",
        "customer=customer/id",
        &bad,
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("bad.csv: line 3: "), "{err}");
    assert!(
        err.contains("attribute :customer/id, value 99: lookup ref finds no entity"),
        "{err}"
    );
    assert_eq!(
        query(&db, "[:find (count ?o) . :where [?o :order/no]]"),
        "3"
    );
}

#[test]
fn errors_name_the_data_files_line() {
    let dir = tempfile::tempdir().unwrap();
    let db = customers(dir.path());
    // CRLF: a bad cell and a refused row, each on line 4.
    let cell = write(dir.path(), "cell.csv", "no,note\r\n1,a\r\n2,b\r\nx,c\r\n");
    let (code, _, err) = quiver(&["import", "--db", &db, "--ns", "order", &cell]);
    assert_eq!(code, 1);
    assert!(
        err.contains("cell.csv: line 4, column 1 (:order/no): cannot read \"x\" as :db.type/long"),
        "{err}"
    );
    let dup = write(dir.path(), "dup.csv", "no,note\r\n1,a\r\n2,b\r\n1,c\r\n");
    let (code, _, err) = quiver(&["import", "--db", &db, "--ns", "order", &dup]);
    assert_eq!(code, 1);
    assert!(
        err.contains("dup.csv: line 4: attribute :order/no, value 1: unique value already held"),
        "{err}"
    );
    assert!(!err.contains("transaction item"), "{err}");
    // JSON Lines: the byte column of the value.
    let jsonl = write(
        dir.path(),
        "o.jsonl",
        "{\"no\": 1}\r\n\r\n{\"note\": \"n\",  \"no\": \"q\"}\n",
    );
    let (code, _, err) = quiver(&["import", "--db", &db, "--ns", "order", &jsonl]);
    assert_eq!(code, 1);
    assert!(
        err.contains("o.jsonl: line 3, column 22 (:order/no): cannot read \"q\""),
        "{err}"
    );
    // EDN: the refused item's line and column.
    let edn = write(
        dir.path(),
        "o.edn",
        "[{:order/no 10}\n {:order/no 10 :order/note \"x\"}]",
    );
    let (code, _, err) = quiver(&["import", "--db", &db, &edn]);
    assert_eq!(code, 1);
    assert!(
        err.contains("o.edn:2:2: attribute :order/no, value 10"),
        "{err}"
    );
    assert_eq!(
        query(&db, "[:find (count ?o) . :where [?o :order/no]]"),
        "nil"
    );
}

#[test]
fn delimiters_and_null_markers() {
    let dir = tempfile::tempdir().unwrap();
    let db = customers(dir.path());
    let csv = write(dir.path(), "o.csv", "no;note\n1;NULL\n2;x;y\n");
    let (code, _, err) = quiver(&[
        "import",
        "--db",
        &db,
        "--ns",
        "order",
        "--delimiter",
        ";",
        "--null",
        "NULL",
        &csv,
    ]);
    assert_eq!(code, 1);
    assert!(
        err.contains("o.csv: line 3: 3 fields where the header has 2"),
        "{err}"
    );
    let csv = write(dir.path(), "o.csv", "no\tnote\n1\tNULL\n2\tx\n");
    let (code, _, err) = quiver(&[
        "import",
        "--db",
        &db,
        "--ns",
        "order",
        "--delimiter",
        "tab",
        "--null",
        "NULL",
        &csv,
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        query(
            &db,
            "[:find ?no ?n :where [?o :order/no ?no] [(get-else $ ?o :order/note \"-\") ?n]]"
        ),
        r#"#{[1 "-"] [2 "x"]}"#
    );
}

const EVERY_TYPE: &str = "{:t/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :t/n {:db/valueType :db.type/long}
 :t/x {:db/valueType :db.type/double}
 :t/ok {:db/valueType :db.type/boolean}
 :t/at {:db/valueType :db.type/instant}
 :t/id {:db/valueType :db.type/uuid}
 :t/kind {:db/valueType :db.type/keyword}
 :t/big {:db/valueType :db.type/bigint}
 :t/raw {:db/valueType :db.type/bytes}
 :t/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :t/friend {:db/valueType :db.type/ref}}";

const EVERY_VALUE: &str = r#"[{:db/id "a" :t/name "Ann, \"the\" first" :t/n -3 :t/x 2.5 :t/ok true
   :t/at #inst "2024-05-03T12:00:00.250-00:00" :t/id #uuid "6ba7b810-9dad-11d1-80b4-00c04fd430c8"
   :t/kind :k/w :t/big 123456789012345678901234N :t/raw #bytes "AAEC" :t/tags ["x" "y, z"]}
  {:db/id "b" :t/name "Bob" :t/friend "a" :t/ok false :t/tags ["w"]}]"#;

/// `quiver export` in each format, imported into a fresh database with the
/// same schema, exports the same entities again.
#[test]
fn export_then_import_round_trips_in_every_format() {
    let dir = tempfile::tempdir().unwrap();
    let schema = write(dir.path(), "schema.edn", EVERY_TYPE);
    let data = write(dir.path(), "data.edn", EVERY_VALUE);
    let db = dir.path().join("db").display().to_string();
    let (code, _, err) = quiver(&["import", "--db", &db, "--schema", &schema, &data]);
    assert_eq!(code, 0, "{err}");
    let export = |db: &str, format: &str| {
        let (code, out, err) = quiver(&["export", "--db", db, "--format", format]);
        assert_eq!(code, 0, "{err}");
        out
    };
    let original = export(&db, "edn");
    assert!(
        original.contains("#inst \"2024-05-03T12:00:00.250-00:00\""),
        "{original}"
    );
    for (format, ext) in [("edn", "edn"), ("jsonl", "jsonl"), ("csv", "csv")] {
        let file = write(dir.path(), &format!("out.{ext}"), &export(&db, format));
        let copy = dir
            .path()
            .join(format!("copy-{format}"))
            .display()
            .to_string();
        let (code, _, err) = quiver(&["import", "--db", &copy, "--schema", &schema, &file]);
        assert_eq!(code, 0, "{format}: {err}");
        assert_eq!(export(&copy, "edn"), original, "{format}");
    }
}

#[test]
fn common_date_forms_and_booleans() {
    let dir = tempfile::tempdir().unwrap();
    let schema = write(dir.path(), "schema.edn", EVERY_TYPE);
    let db = dir.path().join("db").display().to_string();
    let csv = write(
        dir.path(),
        "d.csv",
        "name,at,ok\na,2024-05-03 12:00:00,TRUE\nb,2024-05-03T14:00:00+0200,False\nc,2024-05-03,true\nd,2024-05-03T12:00:00Z,\n",
    );
    let (code, _, err) = quiver(&[
        "import", "--db", &db, "--schema", &schema, "--ns", "t", &csv,
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        query(
            &db,
            "[:find ?n ?at :order-by [?n :asc] :where [?e :t/name ?n] [?e :t/at ?at]]"
        ),
        r#"[["a" #inst "2024-05-03T12:00:00.000-00:00"] ["b" #inst "2024-05-03T12:00:00.000-00:00"] ["c" #inst "2024-05-03T00:00:00.000-00:00"] ["d" #inst "2024-05-03T12:00:00.000-00:00"]]"#
    );
    assert_eq!(
        query(
            &db,
            "[:find ?n ?ok :order-by [?n :asc] :where [?e :t/name ?n] [?e :t/ok ?ok]]"
        ),
        r#"[["a" true] ["b" false] ["c" true]]"#
    );
    let bad = write(dir.path(), "bad.csv", "name,at\ne,3 May 2024\n");
    let (code, _, err) = quiver(&["import", "--db", &db, "--ns", "t", &bad]);
    assert_eq!(code, 1);
    assert!(
        err.contains("line 2, column 2 (:t/at): cannot read \"3 May 2024\" as :db.type/instant"),
        "{err}"
    );
}

/// `(import …)` loads CSV, JSON Lines and EDN files as `quiver import`
/// does, with the same options and errors.
#[test]
fn the_import_form_loads_every_format() {
    let dir = tempfile::tempdir().unwrap();
    let db = customers(dir.path());
    let csv = write(dir.path(), "orders.csv", "no;customer\n1;7\n2;8\n");
    let form = format!(
        r#"(import "{csv}" {{:ns "order" :ref {{"customer" :customer/id}} :delimiter ";"}})"#
    );
    let (code, out, err) = quiver(&["--db", &db, "--format", "edn", "-c", &form]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(":entities 2"), "{out}");
    let jsonl = write(
        dir.path(),
        "more.jsonl",
        "{\"order/no\": 3, \"order/note\": \"n\"}\n",
    );
    let (code, _, err) = quiver(&["--db", &db, "-c", &format!(r#"(import "{jsonl}")"#)]);
    assert_eq!(code, 0, "{err}");
    let edn = write(
        dir.path(),
        "more.edn",
        "{:db/id 100 :order/no 4}\n{:db/id 101 :order/no 5}\n",
    );
    let (code, _, err) = quiver(&["--db", &db, "-c", &format!(r#"(import "{edn}")"#)]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        query(
            &db,
            "[:find ?no ?n :order-by [?no :asc] :where [?o :order/no ?no] [?o :order/customer ?c] [?c :customer/name ?n]]"
        ),
        r#"[[1 "Ann"] [2 "Bob"]]"#
    );
    assert_eq!(
        query(&db, "[:find (count ?o) . :where [?o :order/no]]"),
        "5"
    );
    // A bad row: named by the data file's line, nothing written.
    let bad = write(dir.path(), "bad.csv", "no\n6\nseven\n");
    let (code, _, err) = quiver(&[
        "--db",
        &db,
        "-c",
        &format!(r#"(import "{bad}" {{:ns "order"}})"#),
    ]);
    assert_eq!(code, 1);
    assert!(
        err.contains("bad.csv: line 3, column 1 (:order/no): cannot read \"seven\""),
        "{err}"
    );
    assert!(!err.contains("read_all"), "{err}");
    assert_eq!(
        query(&db, "[:find (count ?o) . :where [?o :order/no]]"),
        "5"
    );
    let (code, _, err) = quiver(&[
        "--db",
        &db,
        "-c",
        &format!(r#"(import "{bad}" {{:sep ";"}})"#),
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("unknown import option :sep"), "{err}");
}

/// A failed import applies nothing: not its rows, not the schema given
/// with `--schema`, not a dump's schema map (one transaction, D-727).
#[test]
fn a_failed_import_leaves_no_schema_behind() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db").display().to_string();
    let schema = write(dir.path(), "schema.edn", SCHEMA);
    let dup = write(dir.path(), "dup.csv", "no,note\n1,a\n1,b\n");
    let (code, _, err) = quiver(&[
        "import", "--db", &db, "--schema", &schema, "--ns", "order", &dup,
    ]);
    assert_eq!(code, 1);
    assert!(
        err.contains("dup.csv: line 3: attribute :order/no"),
        "{err}"
    );
    assert_eq!(query(&db, "(schema)"), "{}");
    // A dump whose data fails: its schema is not applied either.
    let dump = write(
        dir.path(),
        "dump.edn",
        "{:order/no {:db/valueType :db.type/long :db/unique :db.unique/value}}\n[{:order/no 1}\n {:order/no 1 :order/note \"x\"}]\n",
    );
    let (code, _, err) = quiver(&["import", "--db", &db, &dump]);
    assert_eq!(code, 1);
    assert!(
        err.contains("dump.edn:3:2: attribute :order/no, value 1"),
        "{err}"
    );
    assert_eq!(query(&db, "(schema)"), "{}");
    // A bad schema is blamed on its file; nothing is written.
    let bad = write(
        dir.path(),
        "bad.edn",
        "{:x/y {:db/valueType :db.type/colour}}",
    );
    let ok = write(dir.path(), "ok.csv", "no\n1\n");
    let (code, _, err) = quiver(&[
        "import", "--db", &db, "--schema", &bad, "--ns", "order", &ok,
    ]);
    assert_eq!(code, 1);
    assert!(
        err.contains("bad.edn: attribute :x/y: schema change refused"),
        "{err}"
    );
    assert_eq!(
        query(&db, "[:find (count ?e) . :where [?e :order/no]]"),
        "nil"
    );
    // The same schema and good data: both land; again (more data): the
    // schema has nothing new to add.
    let ok2 = write(dir.path(), "ok2.csv", "no\n2\n");
    for data in [&ok, &ok2] {
        let (code, _, err) = quiver(&[
            "import", "--db", &db, "--schema", &schema, "--ns", "order", data,
        ]);
        assert_eq!(code, 0, "{err}");
    }
    assert!(
        query(&db, "(schema)").contains(":order/no {"),
        "schema applied"
    );
    assert_eq!(
        query(&db, "[:find (count ?e) . :where [?e :order/no]]"),
        "2"
    );
}

/// Writing an attribute the schema does not declare warns (the
/// transaction adds it untyped), unless the schema is closed: then it is
/// an error and nothing is written, and the database remembers (D-728).
#[test]
fn unknown_attributes_warn_or_with_a_closed_schema_fail() {
    let dir = tempfile::tempdir().unwrap();
    let db = customers(dir.path());
    let (code, _, err) = quiver(&[
        "--db",
        &db,
        "-c",
        r#"(transact [{:customer/nmae "Cy" :customer/id 9}])"#,
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        err,
        "warning: <command line>:1:13: :customer/nmae is not in the schema: the transaction adds it as an attribute without a type; did you mean :customer/name?\n"
    );
    // Declared in the same transaction: no warning.
    let (code, _, err) = quiver(&[
        "--db",
        &db,
        "-c",
        "(transact [{:db/ident :customer/vip :db/valueType :db.type/boolean} {:customer/id 7 :customer/vip true}])",
    ]);
    assert_eq!((code, err.as_str()), (0, ""));

    // A CSV column the schema does not declare: the same warning.
    let nick = write(dir.path(), "nick.csv", "id,nme\n9,Cy\n");
    let (code, _, err) = quiver(&["import", "--db", &db, "--ns", "customer", &nick]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("warning: ") && err.contains("nick.csv: :customer/nme is not in the schema: the import adds it as an attribute without a type; did you mean :customer/name?"),
        "{err}"
    );

    let closed = dir.path().join("closed").display().to_string();
    let schema = write(dir.path(), "schema.edn", SCHEMA);
    let data = write(dir.path(), "c.csv", "id,name\n1,Ann\n");
    let (code, _, err) = quiver(&[
        "import",
        "--db",
        &closed,
        "--closed-schema",
        "--schema",
        &schema,
        "--ns",
        "customer",
        &data,
    ]);
    assert_eq!(code, 0, "{err}");
    // Opened again without the flag: still closed.
    let (code, _, err) = quiver(&[
        "--db",
        &closed,
        "-c",
        r#"(transact [{:customer/nmae "Cy"}])"#,
    ]);
    assert_eq!(code, 1);
    assert!(!err.contains("warning"), "{err}");
    assert!(
        err.contains(
            "attribute :customer/nmae: the attribute is not in the schema, which is closed"
        ),
        "{err}"
    );
    let extra = write(dir.path(), "extra.csv", "id,nick\n2,Bo\n");
    let (code, _, err) = quiver(&["import", "--db", &closed, "--ns", "customer", &extra]);
    assert_eq!(code, 1);
    assert!(
        err.contains("extra.csv: line 2: attribute :customer/nick"),
        "{err}"
    );
    assert_eq!(
        query(&closed, "[:find (count ?c) . :where [?c :customer/id]]"),
        "1"
    );
}
