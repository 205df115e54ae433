//! A first application on Quiver: open a database, transact, query, print.
//! CI runs it directly and after copying the binary elsewhere, with no
//! `LD_LIBRARY_PATH`: it prints one line per person and `ok`.

use quiver::edn::Value;
use quiver::{Db, DbOptions};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = std::env::temp_dir().join(format!("embed-app-{}", std::process::id()));
    let result = run(&dir);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn run(dir: &std::path::Path) -> Result<(), Box<dyn std::error::Error>> {
    let db = Db::open(dir, DbOptions::default())?;
    db.transact_edn(
        r#"[{:db/ident :person/name :db/valueType :db.type/string :db/unique :db.unique/identity}
            {:db/ident :person/age :db/valueType :db.type/long}]"#,
    )?;
    db.transact_edn(r#"[{:person/name "Ann" :person/age 41} {:person/name "Bo" :person/age 29}]"#)?;
    let rows = db
        .query("[:find ?n ?a :in $ ?min :where [?e :person/name ?n] [?e :person/age ?a] [(>= ?a ?min)]]")
        .input(Value::Long(18))
        .run()?;
    let mut people: Vec<(String, i64)> = rows.deserialize_rows()?;
    people.sort();
    for (name, age) in &people {
        println!("{name} {age}");
    }
    if people.len() != 2 {
        return Err(format!("expected 2 people, got {}", people.len()).into());
    }
    println!("ok");
    Ok(())
}
