//! Parquet and Arrow IPC exports read back with the arrow/parquet readers
//! and compared with the database: every datom with its type, the
//! entity-kind tables (lists for cardinality-many, nulls, an entity in two
//! namespaces), an empty database, query results (column names, types,
//! bounded batches) and bad output paths (a typed error naming the path,
//! nothing left behind).

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::AtomicBool;

use indicatif::ProgressBar;
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
use quiver::arrow::ToRecordBatches;
use quiver::arrow::arrow_array::cast::AsArray;
use quiver::arrow::arrow_array::types::{
    Float32Type, Float64Type, Int64Type, TimestampMillisecondType,
};
use quiver::arrow::arrow_array::{Array, RecordBatch};
use quiver::arrow::arrow_schema::{DataType, TimeUnit};
use quiver::{Db, DbOptions, Index, Value};
use quiver_cli::columnar::{ColumnarError, ColumnarExport, ColumnarFormat, export_to};

const SCHEMA: &str = r#"[
 {:db/ident :t/bool :db/valueType :db.type/boolean}
 {:db/ident :t/long :db/valueType :db.type/long}
 {:db/ident :t/double :db/valueType :db.type/double}
 {:db/ident :t/float :db/valueType :db.type/float}
 {:db/ident :t/bigint :db/valueType :db.type/bigint}
 {:db/ident :t/bigdec :db/valueType :db.type/bigdec}
 {:db/ident :t/inst :db/valueType :db.type/instant}
 {:db/ident :t/uuid :db/valueType :db.type/uuid}
 {:db/ident :t/str :db/valueType :db.type/string}
 {:db/ident :t/kw :db/valueType :db.type/keyword}
 {:db/ident :t/sym :db/valueType :db.type/symbol}
 {:db/ident :t/bytes :db/valueType :db.type/bytes}
 {:db/ident :t/ref :db/valueType :db.type/ref}
 {:db/ident :t/tags :db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 {:db/ident :t/pair :db/valueType :db.type/tuple :db/tupleTypes [:db.type/long :db.type/string]}
 {:db/ident :other/x :db/valueType :db.type/long}]"#;

const DATA: &str = r#"[
 {:db/id "a" :t/bool true :t/long -7 :t/double 2.5 :t/float 1.5
  :t/bigint 123456789012345678901234567890N
  :t/bigdec 12345678901234567890.000000000001M
  :t/inst #inst "2024-01-02T03:04:05.678Z"
  :t/uuid #uuid "6f1c2b9e-2c53-4d0a-9a1e-0123456789ab"
  :t/str "héllo, \"world\"" :t/kw :drama :t/sym foo :t/bytes #bytes "AQID"
  :t/tags ["x" "y" "z"] :t/pair [7 "seven"] :other/x 1}
 {:db/id "b" :t/ref "a" :t/long 3}]"#;

/// A database with a value of every type; its directory is kept alive.
fn typed_db() -> (tempfile::TempDir, Db) {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(dir.path().join("db"), DbOptions::default()).unwrap();
    db.transact_edn(SCHEMA).unwrap();
    db.transact_edn(DATA).unwrap();
    (dir, db)
}

fn export(
    db: &Db,
    output: &Path,
    format: ColumnarFormat,
    datoms: bool,
) -> Result<(), ColumnarError> {
    let opts = ColumnarExport {
        format,
        output: output.to_path_buf(),
        datoms,
        attrs: Vec::new(),
    };
    export_to(db, &opts, &ProgressBar::hidden(), &AtomicBool::new(false)).map(|_| ())
}

/// Every batch of a Parquet or Arrow IPC file.
fn read(path: &Path) -> Vec<RecordBatch> {
    let file = File::open(path).unwrap();
    if path.extension().is_some_and(|e| e == "parquet") {
        ParquetRecordBatchReaderBuilder::try_new(file)
            .unwrap()
            .build()
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap()
    } else {
        arrow_ipc::reader::FileReader::try_new(file, None)
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap()
    }
}

/// A cell as text, by the column's Arrow type (None for null).
fn cell(batch: &RecordBatch, col: &str, row: usize) -> Option<String> {
    let a = batch
        .column_by_name(col)
        .unwrap_or_else(|| panic!("no column {col}"));
    if a.is_null(row) {
        return None;
    }
    Some(match a.data_type() {
        DataType::Boolean => a.as_boolean().value(row).to_string(),
        DataType::Int64 => a.as_primitive::<Int64Type>().value(row).to_string(),
        DataType::Float64 => a.as_primitive::<Float64Type>().value(row).to_string(),
        DataType::Float32 => a.as_primitive::<Float32Type>().value(row).to_string(),
        DataType::Timestamp(TimeUnit::Millisecond, Some(tz)) if tz.as_ref() == "UTC" => a
            .as_primitive::<TimestampMillisecondType>()
            .value(row)
            .to_string(),
        DataType::Utf8 => a.as_string::<i32>().value(row).to_string(),
        DataType::Binary => format!("{:?}", a.as_binary::<i32>().value(row)),
        DataType::List(_) => {
            let list = a.as_list::<i32>().value(row);
            let items = list.as_string::<i32>();
            let v: Vec<&str> = (0..items.len()).map(|i| items.value(i)).collect();
            v.join("|")
        }
        other => panic!("unexpected type {other:?}"),
    })
}

/// What the datoms table should hold for a value: its column and text,
/// written independently of the exporter. `is_ref`: whether the
/// attribute is a ref (its value, a long, is then an entity id).
fn expected_cell(v: &Value, is_ref: bool) -> (&'static str, String) {
    match v {
        Value::Long(e) if is_ref => ("v_ref", e.to_string()),
        Value::Boolean(b) => ("v_boolean", b.to_string()),
        Value::Long(x) => ("v_long", x.to_string()),
        Value::Double(x) => ("v_double", x.to_string()),
        Value::Float(x) => ("v_float", x.to_string()),
        Value::BigInt(x) => ("v_bigint", x.to_string()),
        Value::BigDec(x) => ("v_bigdec", x.to_plain_string()),
        Value::Inst(ms) => ("v_instant", ms.to_string()),
        Value::Uuid(u) => ("v_uuid", u.to_string()),
        Value::String(s) => ("v_string", s.to_string()),
        Value::Keyword(k) => ("v_keyword", k.to_string()[1..].to_string()),
        Value::Symbol(s) => ("v_symbol", s.to_string()),
        Value::Bytes(b) => ("v_bytes", format!("{:?}", b.as_ref())),
        other => ("v_edn", other.to_string()),
    }
}

const VALUE_COLUMNS: [&str; 14] = [
    "v_boolean",
    "v_long",
    "v_double",
    "v_float",
    "v_bigint",
    "v_bigdec",
    "v_instant",
    "v_uuid",
    "v_string",
    "v_keyword",
    "v_symbol",
    "v_bytes",
    "v_ref",
    "v_edn",
];

/// Rows of a datoms file as (e, a, column, text), checking that exactly
/// one value column is set in each.
fn datom_rows(batches: &[RecordBatch]) -> Vec<(String, String, String, String)> {
    let mut out = Vec::new();
    for b in batches {
        for r in 0..b.num_rows() {
            let set: Vec<(&str, String)> = VALUE_COLUMNS
                .iter()
                .filter_map(|c| cell(b, c, r).map(|t| (*c, t)))
                .collect();
            assert_eq!(set.len(), 1, "row {r}: one value column set, got {set:?}");
            let (col, text) = set.into_iter().next().unwrap();
            out.push((
                cell(b, "e", r).unwrap(),
                cell(b, "a", r).unwrap(),
                col.to_string(),
                text,
            ));
        }
    }
    out
}

fn expected_datoms(db: &Db) -> Vec<(String, String, String, String)> {
    let snap = db.snapshot().unwrap();
    snap.datoms(Index::Eav, &[])
        .unwrap()
        .map(|d| {
            let d = d.unwrap();
            let a = d.a.to_string()[1..].to_string();
            let is_ref = snap.schema().by_ident(&d.a).unwrap().is_ref();
            let (col, text) = expected_cell(&d.v, is_ref);
            (d.e.0.to_string(), a, col.to_string(), text)
        })
        .collect()
}

#[test]
fn datoms_table_round_trips_every_type_in_parquet_and_ipc() {
    let (dir, db) = typed_db();
    let expected = expected_datoms(&db);
    assert!(expected.len() > 20, "the fixture has datoms of every type");
    for format in [ColumnarFormat::Parquet, ColumnarFormat::Arrow] {
        let path = dir.path().join(format!("datoms.{}", format.extension()));
        export(&db, &path, format, true).unwrap();
        let batches = read(&path);
        let schema = batches[0].schema();
        assert_eq!(
            schema.field_with_name("e").unwrap().data_type(),
            &DataType::Int64
        );
        assert_eq!(
            schema.field_with_name("v_instant").unwrap().data_type(),
            &DataType::Timestamp(TimeUnit::Millisecond, Some("UTC".into()))
        );
        assert_eq!(
            schema.field_with_name("v_float").unwrap().data_type(),
            &DataType::Float32
        );
        assert_eq!(
            schema.field_with_name("v_bytes").unwrap().data_type(),
            &DataType::Binary
        );
        let got = datom_rows(&batches);
        assert_eq!(got, expected, "{format:?}");
        // A few cells spelled out, not derived from the engine's values.
        let find = |a: &str| got.iter().find(|r| r.1 == a).unwrap().clone();
        assert_eq!(find("t/bigdec").3, "12345678901234567890.000000000001");
        assert_eq!(find("t/bigint").3, "123456789012345678901234567890");
        assert_eq!(find("t/inst").3, "1704164645678");
        assert_eq!(find("t/kw").3, "drama");
        assert_eq!(
            find("t/pair"),
            (
                find("t/pair").0,
                "t/pair".into(),
                "v_edn".into(),
                "[7 \"seven\"]".into()
            )
        );
        assert_eq!(find("t/ref").3, find("t/bool").0, "a ref is the entity id");
    }
}

#[test]
fn attrs_keep_only_the_attributes_named() {
    let (dir, db) = typed_db();
    let keep = vec![
        quiver::Keyword::parse("t/long"),
        quiver::Keyword::parse("other/x"),
    ];
    let path = dir.path().join("some.parquet");
    let opts = ColumnarExport {
        format: ColumnarFormat::Parquet,
        output: path.clone(),
        datoms: true,
        attrs: keep.clone(),
    };
    export_to(&db, &opts, &ProgressBar::hidden(), &AtomicBool::new(false)).unwrap();
    let mut attrs: Vec<String> = datom_rows(&read(&path)).into_iter().map(|r| r.1).collect();
    attrs.sort();
    assert_eq!(attrs, ["other/x", "t/long", "t/long"]);
    let out = dir.path().join("some-tables");
    let opts = ColumnarExport {
        output: out.clone(),
        datoms: false,
        ..opts
    };
    export_to(&db, &opts, &ProgressBar::hidden(), &AtomicBool::new(false)).unwrap();
    assert_eq!(listing(&out), ["other.parquet", "t.parquet"]);
    let t = read(&out.join("t.parquet"));
    let schema = t[0].schema();
    let names: Vec<&str> = schema.fields().iter().map(|f| f.name().as_str()).collect();
    assert_eq!(names, ["eid", "long"]);
}

#[test]
fn entity_tables_hold_one_row_per_entity_and_namespace() {
    let (dir, db) = typed_db();
    let out = dir.path().join("tables");
    export(&db, &out, ColumnarFormat::Parquet, false).unwrap();
    let t = read(&out.join("t.parquet"));
    let schema = t[0].schema();
    let ty = |c: &str| schema.field_with_name(c).unwrap().data_type().clone();
    assert_eq!(ty("eid"), DataType::Int64);
    assert_eq!(ty("bool"), DataType::Boolean);
    assert_eq!(ty("ref"), DataType::Int64);
    assert_eq!(
        ty("inst"),
        DataType::Timestamp(TimeUnit::Millisecond, Some("UTC".into()))
    );
    assert!(matches!(ty("tags"), DataType::List(f) if f.data_type() == &DataType::Utf8));
    let rows: usize = t.iter().map(RecordBatch::num_rows).sum();
    assert_eq!(rows, 2, "entities a and b");
    let b = &t[0];
    let row_of = |id: &str| (0..b.num_rows()).find(|&r| cell(b, "eid", r).as_deref() == Some(id));
    let a_id = (0..b.num_rows())
        .find(|&r| cell(b, "bool", r).is_some())
        .map(|r| cell(b, "eid", r).unwrap())
        .unwrap();
    let ra = row_of(&a_id).unwrap();
    let rb = (0..b.num_rows()).find(|&r| r != ra).unwrap();
    assert_eq!(cell(b, "tags", ra).as_deref(), Some("x|y|z"));
    assert_eq!(cell(b, "tags", rb), None, "no values: a null list");
    assert_eq!(cell(b, "str", ra).as_deref(), Some("héllo, \"world\""));
    assert_eq!(cell(b, "ref", rb), Some(a_id.clone()));
    assert_eq!(cell(b, "long", rb).as_deref(), Some("3"));
    assert_eq!(cell(b, "bool", rb), None);
    // Entity a has :other/x too: it is in the `other` table, b is not.
    let other = read(&out.join("other.parquet"));
    assert_eq!(other.iter().map(RecordBatch::num_rows).sum::<usize>(), 1);
    assert_eq!(cell(&other[0], "eid", 0), Some(a_id));
    assert_eq!(cell(&other[0], "x", 0).as_deref(), Some("1"));
    // The same tables as Arrow IPC.
    let ipc = dir.path().join("ipc");
    export(&db, &ipc, ColumnarFormat::Arrow, false).unwrap();
    let t2 = read(&ipc.join("t.arrow"));
    assert_eq!(t2[0].schema(), t[0].schema());
    assert_eq!(t2.iter().map(RecordBatch::num_rows).sum::<usize>(), 2);
}

#[test]
fn an_empty_database_exports_empty_tables_with_their_schema() {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(dir.path().join("db"), DbOptions::default()).unwrap();
    let path = dir.path().join("d.parquet");
    export(&db, &path, ColumnarFormat::Parquet, true).unwrap();
    let file = File::open(&path).unwrap();
    let reader = ParquetRecordBatchReaderBuilder::try_new(file).unwrap();
    assert_eq!(
        reader.schema().as_ref(),
        quiver::arrow::datoms_schema().as_ref()
    );
    let rows: usize = reader.build().unwrap().map(|b| b.unwrap().num_rows()).sum();
    assert_eq!(rows as u64, db.snapshot().unwrap().datom_count().unwrap());
    let tables = dir.path().join("tables");
    export(&db, &tables, ColumnarFormat::Arrow, false).unwrap();
    assert!(tables.is_dir());
}

/// The names in `dir`, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn a_bad_output_path_is_a_typed_error_naming_it_and_leaves_nothing() {
    let (dir, db) = typed_db();
    let before = listing(dir.path());
    // A missing directory.
    let missing: PathBuf = dir.path().join("no-such-dir/d.parquet");
    let e = export(&db, &missing, ColumnarFormat::Parquet, true).unwrap_err();
    assert!(
        matches!(&e, ColumnarError::Io { path, .. } if *path == missing),
        "{e:?}"
    );
    assert!(
        e.to_string().contains(&missing.display().to_string()),
        "{e}"
    );
    // A destination that is a directory: the rename fails at the end.
    let taken = dir.path().join("taken");
    std::fs::create_dir(&taken).unwrap();
    std::fs::write(taken.join("keep"), "x").unwrap();
    let e = export(&db, &taken, ColumnarFormat::Arrow, true).unwrap_err();
    assert!(e.to_string().contains(&taken.display().to_string()), "{e}");
    // Tables into a directory that is not empty.
    let e = export(&db, &taken, ColumnarFormat::Parquet, false).unwrap_err();
    assert!(
        matches!(&e, ColumnarError::NotEmpty { path } if *path == taken),
        "{e:?}"
    );
    assert_eq!(listing(&taken), vec!["keep"], "the directory is untouched");
    let mut after = listing(dir.path());
    after.retain(|n| n != "taken");
    assert_eq!(after, before, "no temporary file or directory is left");
}

#[test]
fn a_stopped_export_writes_nothing() {
    let (dir, db) = typed_db();
    let before = listing(dir.path());
    for datoms in [true, false] {
        let opts = ColumnarExport {
            format: ColumnarFormat::Parquet,
            output: dir.path().join("out"),
            datoms,
            attrs: Vec::new(),
        };
        let e = export_to(&db, &opts, &ProgressBar::hidden(), &AtomicBool::new(true)).unwrap_err();
        assert!(matches!(e, ColumnarError::Interrupted { .. }), "{e:?}");
        assert_eq!(
            listing(dir.path()),
            before,
            "nothing written, no temporary left"
        );
    }
}

#[test]
fn query_results_become_batches_named_as_the_find_or_keys() {
    let (_dir, db) = typed_db();
    let r = db
        .query("[:find ?e ?l :keys id n :where [?e :t/long ?l]]")
        .run()
        .unwrap();
    let batches: Vec<RecordBatch> = r
        .record_batches(1)
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(batches.len(), 2, "two rows in batches of one");
    let s = batches[0].schema();
    assert_eq!(s.field(0).name(), "id");
    assert_eq!(s.field(1).name(), "n");
    assert_eq!(s.field(1).data_type(), &DataType::Int64);
    let mut ls: Vec<String> = batches.iter().map(|b| cell(b, "n", 0).unwrap()).collect();
    ls.sort();
    assert_eq!(ls, ["-7", "3"]);
    // A column of several kinds is EDN text; find variables name columns.
    let r = db
        .query("[:find ?e ?v :where [?e :t/long -7] (or [?e :t/kw ?v] [?e :t/str ?v])]")
        .run()
        .unwrap();
    let b: Vec<RecordBatch> = r
        .record_batches(100)
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(b.len(), 1);
    assert_eq!(b[0].schema().field(0).name(), "?e");
    assert_eq!(b[0].schema().field(1).data_type(), &DataType::Utf8);
    let mut vs: Vec<String> = (0..b[0].num_rows())
        .map(|i| cell(&b[0], "?v", i).unwrap())
        .collect();
    vs.sort();
    assert_eq!(vs, ["\"héllo, \\\"world\\\"\"", ":drama"]);
    // An empty result: one empty batch, so the schema is known.
    let r = db.query("[:find ?e :where [?e :t/long 99]]").run().unwrap();
    let b: Vec<RecordBatch> = r
        .record_batches(10)
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!((b.len(), b[0].num_rows()), (1, 0));
}

#[test]
fn the_cli_writes_a_query_result_as_parquet() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("r.parquet");
    let run = Command::new(env!("CARGO_BIN_EXE_quiver"))
        .args([
            "-c",
            "[:find ?x ?y :keys x y :in [[?x ?y]] :where]",
            "--format",
            "parquet",
        ])
        .arg("--output")
        .arg(&out)
        .output()
        .unwrap();
    // -c cannot pass inputs: the form errors, and no file appears.
    assert!(!run.status.success());
    assert!(!out.exists());
    let run = Command::new(env!("CARGO_BIN_EXE_quiver"))
        .args([
            "-c",
            "(transact [{:db/ident :n :db/valueType :db.type/long} {:n 1} {:n 2} {:n 3}])",
            "-c",
            "[:find ?v (count ?e) :keys v c :where [?e :n ?v]]",
            "--format",
            "parquet",
        ])
        .arg("--output")
        .arg(&out)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(
        stdout.contains(&format!("wrote 3 rows to {}", out.display())),
        "{stdout}"
    );
    let b = read(&out);
    let schema = b[0].schema();
    let names: Vec<&str> = schema.fields().iter().map(|f| f.name().as_str()).collect();
    assert_eq!(names, ["v", "c"]);
    let vs: Vec<String> = (0..3).map(|i| cell(&b[0], "v", i).unwrap()).collect();
    assert_eq!(
        vs,
        ["1", "2", "3"],
        "an unordered result is sorted, as CSV prints it"
    );
    // --format parquet without --output is a usage error.
    let run = Command::new(env!("CARGO_BIN_EXE_quiver"))
        .args(["-c", "[:find ?e :where [?e :n]]", "--format", "parquet"])
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&run.stderr).contains("--output"));
}
