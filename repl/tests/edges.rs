//! The binary at the edges of the file system and of evaluation (issue
//! 25): sources that are devices, FIFOs or directories, a `data.mdb` that
//! is a directory, `check` on a read-only database, the file size limit,
//! a failed backup, and queries that recurse deeply.

use std::process::Command;

use crate::piped;

/// Runs `quiver ARGS` with `stdin`; returns (status, stdout, stderr).
fn quiver(args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    piped::quiver_with_input(args, stdin)
}

/// A database with a few entities; returns its directory as a string.
fn sample_db(dir: &std::path::Path) -> String {
    let db = dir.join("db");
    let db_arg = db.to_str().unwrap().to_string();
    let (code, _, err) = quiver(
        &[
            "--db",
            &db_arg,
            "-c",
            "(transact [{:db/ident :n :db/valueType :db.type/long} {:n 1} {:n 2} {:n 3}])",
        ],
        b"",
    );
    assert_eq!(code, 0, "{err}");
    db_arg
}

/// `quiver run` of a device, a FIFO or a directory is refused at once
/// with a message saying what it is (`/dev/zero` grew until memory
/// failed); so is `.read` of them (D-745).
#[test]
fn sources_that_are_not_files_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let fifo = fifo.to_str().unwrap();
    let subdir = dir.path().to_str().unwrap();
    for (source, what) in [
        ("/dev/zero", "a device"),
        (fifo, "a FIFO"),
        (subdir, "a directory"),
    ] {
        let (code, _, err) = quiver(&["run", source], b"");
        assert_eq!(code, 1, "{source}: {err}");
        assert!(err.contains(what), "{source}: {err}");
        let (_, _, err) = quiver(&[], format!(".read {source}\n").as_bytes());
        assert!(err.contains(what), ".read {source}: {err}");
    }
}

/// A `data.mdb` that is a directory is named as such, by `run` and by
/// `check` (it was "truncated").
#[test]
fn a_data_file_that_is_a_directory_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    std::fs::create_dir_all(db.join("data.mdb")).unwrap();
    let db = db.to_str().unwrap();
    let (code, _, err) = quiver(&["--db", db, "-c", "[:find ?e :where [?e :n]]"], b"");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("data.mdb is a directory"), "{err}");
    let (code, _, err) = quiver(&["check", "--db", db], b"");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("data.mdb is a directory"), "{err}");
    assert!(!err.contains("truncated"), "{err}");
}

/// `check` opens the database read-only: it passes on a healthy database
/// whose lock file another writer holds open for writing, and leaves the
/// data file's bytes alone (D-747).
#[test]
fn check_reads_only() {
    let dir = tempfile::tempdir().unwrap();
    let db = sample_db(dir.path());
    let data = std::path::Path::new(&db).join("data.mdb");
    let before = std::fs::read(&data).unwrap();
    let (code, out, err) = quiver(&["--read-only", "check", "--db", &db], b"");
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("passed the integrity check"), "{out}");
    let (code, out, err) = quiver(&["check", "--db", &db], b"");
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(std::fs::read(&data).unwrap(), before);
}

/// Past the process's file size limit (`ulimit -f`) a transaction fails
/// with "file size limit reached", the process exits normally (SIGXFSZ
/// killed it without a word), and the database holds what it held
/// (D-746).
#[test]
fn the_file_size_limit_is_reported_and_nothing_is_lost() {
    let dir = tempfile::tempdir().unwrap();
    let db = sample_db(dir.path());
    let size = std::fs::metadata(std::path::Path::new(&db).join("data.mdb"))
        .unwrap()
        .len();
    // A transaction of about 4 MB against a limit a little over the file.
    let script = dir.path().join("big.edn");
    let items: String = (0..40_000).map(|i| format!("{{:n {}}} ", i + 10)).collect();
    std::fs::write(&script, format!("(transact [{items}])")).unwrap();
    let blocks = size / 512 + 64;
    let cmd = format!("ulimit -f {blocks}; exec \"$0\" --db \"$1\" run \"$2\"",);
    let out = Command::new("sh")
        .args([
            "-c",
            &cmd,
            env!("CARGO_BIN_EXE_quiver"),
            &db,
            script.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("file size limit reached"), "{err}");
    assert!(err.contains(&db), "{err}");
    let (code, out, err) = quiver(
        &[
            "--db",
            &db,
            "run",
            "--format",
            "edn",
            "-e",
            "[:find (count ?e) . :where [?e :n]]",
        ],
        b"",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.trim(), "3");
    let (code, _, err) = quiver(&["check", "--db", &db], b"");
    assert_eq!(code, 0, "{err}");
}

/// A backup that fails (here: the file size limit) leaves no directory
/// and no empty `data.mdb` behind.
#[test]
fn a_failed_backup_leaves_nothing_behind() {
    let dir = tempfile::tempdir().unwrap();
    let db = sample_db(dir.path());
    let items: String = (0..40_000).map(|i| format!("{{:n {}}} ", i + 10)).collect();
    let script = dir.path().join("big.edn");
    std::fs::write(&script, format!("(transact [{items}])")).unwrap();
    let (code, _, err) = quiver(&["--db", &db, "run", script.to_str().unwrap()], b"");
    assert_eq!(code, 0, "{err}");
    let to = dir.path().join("copy");
    let cmd = "ulimit -f 64; exec \"$0\" backup --db \"$1\" --to \"$2\"";
    let out = Command::new("sh")
        .args([
            "-c",
            cmd,
            env!("CARGO_BIN_EXE_quiver"),
            &db,
            to.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("file size limit reached"), "{err}");
    assert!(!to.exists(), "{err}");
}

/// 5,000 predicate clauses answer through the binary; nothing is called
/// corrupt (a stack overflow was reported as a corrupt database, D-740,
/// D-741).
#[test]
fn thousands_of_predicates_answer() {
    let dir = tempfile::tempdir().unwrap();
    let db = sample_db(dir.path());
    let preds: String = (0..5000).map(|i| format!("[(< ?v {})] ", i + 4)).collect();
    let query = format!("[:find (count ?e) . :where [?e :n ?v] {preds}]");
    let (code, out, err) = quiver(&["--db", &db, "run", "--format", "edn", "-e", &query], b"");
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.trim(), "3");
    assert!(!err.contains("corrupt"), "{err}");
}

/// Runs `quiver ARGS` as a user without write permission: as root (which
/// may write anything) through `setpriv` as `nobody`, otherwise as is.
fn quiver_unprivileged(args: &[&str]) -> (i32, String, String) {
    let uid = Command::new("id").arg("-u").output().unwrap();
    let root = String::from_utf8_lossy(&uid.stdout).trim() == "0";
    let mut cmd = if root {
        let mut c = Command::new("setpriv");
        c.args([
            "--reuid=65534",
            "--regid=65534",
            "--clear-groups",
            "--",
            env!("CARGO_BIN_EXE_quiver"),
        ]);
        c
    } else {
        Command::new(env!("CARGO_BIN_EXE_quiver"))
    };
    let out = cmd.args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn chmod(path: &std::path::Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

/// A healthy database the user may not write (read-only files in a
/// read-only directory, as on read-only media) passes `check`, which used
/// to call it "corrupt … Permission denied"; a directory the user cannot
/// read is said to be unreadable, not "no data.mdb" (D-747).
#[test]
fn check_works_without_write_permission() {
    let dir = tempfile::tempdir().unwrap();
    let db = sample_db(dir.path());
    let db_path = std::path::Path::new(&db);
    chmod(dir.path(), 0o755);
    chmod(&db_path.join("data.mdb"), 0o444);
    chmod(&db_path.join("lock.mdb"), 0o444);
    chmod(db_path, 0o555);
    let (code, out, err) = quiver_unprivileged(&["check", "--db", &db]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("passed the integrity check"), "{out}");
    chmod(db_path, 0o000);
    let (code, out, err) = quiver_unprivileged(&["check", "--db", &db]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(err.contains("cannot read the directory"), "{err}");
    assert!(err.contains("ermission denied"), "{err}");
    let (code, _, err) = quiver_unprivileged(&["--db", &db, "-c", "[:find ?e :where [?e :n]]"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("cannot read the directory"), "{err}");
    chmod(db_path, 0o755);
}

/// A full disk (a 2 MiB tmpfs, mounted in a private mount namespace by
/// `unshare`): `import` and a `run` transaction fail with "no space left
/// on device" naming the database, and the database keeps its data and
/// passes `check`. Skipped where mount namespaces are not allowed, except
/// under CI, where it must run.
#[test]
fn a_full_disk_is_reported_and_nothing_is_lost() {
    let dir = tempfile::tempdir().unwrap();
    let mnt = dir.path().join("mnt");
    std::fs::create_dir(&mnt).unwrap();
    let big = dir.path().join("big.edn");
    let rows: String = (0..40_000)
        .map(|i| format!("{{:n {} :label \"{}\"}}\n", i + 10, "x".repeat(40)))
        .collect();
    std::fs::write(&big, rows).unwrap();
    let script = dir.path().join("big-tx.edn");
    let items: String = (0..40_000)
        .map(|i| format!("{{:n {} :label \"{}\"}} ", i + 10, "y".repeat(40)))
        .collect();
    std::fs::write(&script, format!("(transact [{items}])")).unwrap();
    let out = dir.path().join("out");
    std::fs::create_dir(&out).unwrap();
    // Each step's status and output go to files outside the mount, which
    // disappears with the namespace.
    let steps = r#"
        mount -t tmpfs -o size=2m tmpfs "$MNT" || exit 97
        db="$MNT/db"
        "$Q" --db "$db" -c '(transact [{:db/ident :n :db/valueType :db.type/long} {:n 1} {:n 2} {:n 3}])' \
            > "$OUT/seed.out" 2>&1; echo $? > "$OUT/seed.rc"
        "$Q" import --db "$db" "$BIG" > "$OUT/import.out" 2> "$OUT/import.err"; echo $? > "$OUT/import.rc"
        "$Q" --db "$db" run "$SCRIPT" > "$OUT/run.out" 2> "$OUT/run.err"; echo $? > "$OUT/run.rc"
        "$Q" --db "$db" run --format edn -e '[:find (count ?e) . :where [?e :n]]' \
            > "$OUT/count.out" 2>&1; echo $? > "$OUT/count.rc"
        "$Q" check --db "$db" > "$OUT/check.out" 2>&1; echo $? > "$OUT/check.rc"
    "#;
    let attempt = |args: &[&str]| {
        Command::new("unshare")
            .args(args)
            .args(["sh", "-c", steps])
            .env("MNT", &mnt)
            .env("Q", env!("CARGO_BIN_EXE_quiver"))
            .env("BIG", &big)
            .env("SCRIPT", &script)
            .env("OUT", &out)
            .status()
            .ok()
            .and_then(|s| s.code())
    };
    let code = match attempt(&["--mount"]) {
        Some(0) => Some(0),
        _ => attempt(&["--user", "--map-root-user", "--mount"]),
    };
    if code != Some(0) {
        assert!(
            std::env::var_os("CI").is_none(),
            "unshare --mount failed ({code:?}): CI must be able to mount a tmpfs"
        );
        eprintln!("skipped: cannot mount a tmpfs in a private namespace here ({code:?})");
        return;
    }
    let read = |name: &str| std::fs::read_to_string(out.join(name)).unwrap_or_default();
    assert_eq!(read("seed.rc").trim(), "0", "{}", read("seed.out"));
    let db = mnt.join("db").display().to_string();
    for step in ["import", "run"] {
        let err = read(&format!("{step}.err"));
        assert_eq!(read(&format!("{step}.rc")).trim(), "1", "{step}: {err}");
        assert!(
            err.contains(&format!("cannot write {db}: no space left on device")),
            "{step}: {err}"
        );
    }
    // The import's report leads with the database, then names the input.
    let err = read("import.err");
    assert!(
        err.starts_with(&format!("error: cannot write {db}")),
        "{err}"
    );
    assert!(
        err.contains(&format!("nothing from {} was imported", big.display())),
        "{err}"
    );
    assert_eq!(read("count.rc").trim(), "0", "{}", read("count.out"));
    assert_eq!(read("count.out").trim(), "3");
    assert_eq!(read("check.rc").trim(), "0", "{}", read("check.out"));
}
