//! Crash safety (issue 12): a child process commits transactions and
//! imports through the engine with the default durability, printing each
//! commit once `transact` / `import` returned; the parent kills it with
//! SIGKILL at random moments. After every kill the database must open,
//! pass the integrity check (`Snapshot::verify`), and hold every commit the
//! child acknowledged. `cargo test` runs a few dozen kills;
//! `cargo test -p quiver --test main -- --ignored crash::a_thousand_kills`
//! runs a thousand.

use std::collections::BTreeSet;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use quiver::{Db, DbOptions, EntityMap, EntityRef, ImportOptions, TxData, TxOp};
use quiver_query::edn::Value;

const CHILD_VAR: &str = "QUIVER_CRASH_CHILD_DIR";

/// Kill rounds on one database before starting a fresh one.
const ROUNDS_PER_DB: usize = 40;

/// SplitMix64: enough randomness for kill timings, reproducible by seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// The commit numbers stored (`:k` values).
fn stored(db: &Db) -> BTreeSet<i64> {
    let r = db.query("[:find [?n ...] :where [_ :k ?n]]").run().unwrap();
    match r.to_edn() {
        Value::Vector(v) | Value::List(v) => v
            .iter()
            .map(|x| match x {
                Value::Long(n) => *n,
                other => panic!("{other:?}"),
            })
            .collect(),
        Value::Nil => BTreeSet::new(),
        other => panic!("{other:?}"),
    }
}

/// Not a test on its own (so ignored, D-803): the child process, run by
/// `kill_rounds` with `--ignored --exact`. Continues numbering after
/// the commits already stored, and commits until it is killed: mostly
/// small transactions (an upsert, refs, a giant now and then), every
/// fifth an import of 400 entities in one transaction.
#[test]
#[ignore = "child-process helper of killed_writers_lose_no_acknowledged_commit, not a test"]
fn crash_child() {
    let dir = std::env::var_os(CHILD_VAR)
        .unwrap_or_else(|| panic!("crash_child is a child process helper: {CHILD_VAR} is not set"));
    let db = Db::open(&dir, DbOptions::default()).unwrap();
    db.transact_edn(
        r#"[{:db/ident :k :db/valueType :db.type/long :db/unique :db.unique/identity}
            {:db/ident :note :db/valueType :db.type/string}
            {:db/ident :prev :db/valueType :db.type/ref}
            {:db/ident :seen :db/valueType :db.type/long :db/cardinality :db.cardinality/many}]"#,
    )
    .unwrap();
    let mut n = stored(&db).last().copied().unwrap_or(0);
    loop {
        n += 1;
        if n % 5 == 0 {
            let data: TxData = (0..400)
                .map(|i| {
                    let mut m = EntityMap::new()
                        .with(":note", format!("bulk {n} {i}"))
                        .with(":seen", i64::from(i));
                    if i == 0 {
                        m = m.with(":k", n);
                    }
                    TxOp::Entity(m)
                })
                .collect();
            db.import(&data, ImportOptions::default(), |_| {}).unwrap();
        } else {
            let note = if n % 7 == 0 {
                "g".repeat(900)
            } else {
                format!("note {n}")
            };
            let mut tx = TxData::new().map(
                EntityMap::temp("me")
                    .with(":k", n)
                    .with(":note", note)
                    .with(":seen", n),
            );
            if n > 1 {
                tx = tx
                    .add(
                        EntityRef::temp("me"),
                        ":prev",
                        EntityRef::lookup(":k", n - 1),
                    )
                    // Upsert onto the previous commit's entity.
                    .map(EntityMap::new().with(":k", n - 1).with(":seen", n));
            }
            db.transact(&tx).unwrap();
        }
        println!("committed {n}");
    }
}

/// Runs `kills` rounds of start, wait, SIGKILL, check.
fn kill_rounds(kills: usize, seed: u64) {
    let mut dir = tempfile::tempdir().unwrap();
    let mut rng = Rng(seed);
    let mut acked: BTreeSet<i64> = BTreeSet::new();
    let mut total = 0;
    let started = Instant::now();
    for round in 0..kills {
        if round % ROUNDS_PER_DB == 0 && round > 0 {
            // A fresh database now and then keeps each check's full scan
            // short.
            dir = tempfile::tempdir().unwrap();
            total += acked.len();
            acked.clear();
        }
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args([
                "--ignored",
                "--exact",
                "crash::crash_child",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CHILD_VAR, dir.path())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        // Kill after 0–5 acknowledged commits, 0–3 ms later: in the
        // middle of a commit, an import, an open, or between commits.
        let wanted = rng.below(6);
        let delay = Duration::from_micros(rng.below(3000));
        let mut lines = BufReader::new(stdout).lines();
        let mut got = 0;
        while got < wanted {
            let Some(line) = lines.next() else { break };
            if let Some(n) = line.unwrap().strip_prefix("committed ") {
                acked.insert(n.trim().parse().unwrap());
                got += 1;
            }
        }
        std::thread::sleep(delay);
        child.kill().unwrap();
        // Commits acknowledged before the kill landed count too.
        for line in lines.map_while(Result::ok) {
            if let Some(n) = line.strip_prefix("committed ") {
                acked.insert(n.trim().parse().unwrap());
            }
        }
        child.wait().unwrap();
        check(dir.path(), &acked, round, seed);
    }
    eprintln!(
        "{kills} kills, {} acknowledged commits, {:.1} s (seed {seed})",
        total + acked.len(),
        started.elapsed().as_secs_f64()
    );
}

fn check(dir: &Path, acked: &BTreeSet<i64>, round: usize, seed: u64) {
    if !dir.join("data.mdb").exists() {
        // Killed before the database was created.
        assert!(acked.is_empty());
        return;
    }
    let db = Db::open(dir, DbOptions::default())
        .unwrap_or_else(|e| panic!("round {round} (seed {seed}): open: {e}"));
    db.snapshot()
        .unwrap()
        .verify()
        .unwrap_or_else(|e| panic!("round {round} (seed {seed}): verify: {e}"));
    let have = stored(&db);
    let lost: Vec<_> = acked.difference(&have).collect();
    assert!(
        lost.is_empty(),
        "round {round} (seed {seed}): acknowledged commits lost: {lost:?}"
    );
}

fn seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
}

#[test]
fn killed_writers_lose_no_acknowledged_commit() {
    if std::env::var_os(CHILD_VAR).is_some() {
        return;
    }
    kill_rounds(30, seed());
}

#[test]
#[ignore = "a thousand kills: about 5 minutes"]
fn a_thousand_kills() {
    if std::env::var_os(CHILD_VAR).is_some() {
        return;
    }
    kill_rounds(1000, seed());
}
