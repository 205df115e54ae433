//! An integrity check of the invariants the write path keeps: `eav` and
//! `ave` hold the same datoms, every giant is referenced and every
//! referenced giant exists, and each attribute's distinct-value counter
//! equals its number of AVE keys, and every stored value decodes. O(n);
//! for tests and `quiver check`.

use std::collections::{BTreeMap, BTreeSet};

use crate::encoding::{StoredIndexForm, parse_index_bytes};
use crate::error::{Error, Result};
use crate::ids::AttrId;
use crate::snapshot::Snapshot;
use crate::store::{be_u64, distinct_key, split_av};

impl Snapshot<'_> {
    /// Checks the storage invariants; [`Error::Corrupt`] names the first
    /// violation found.
    pub fn verify(&self) -> Result<()> {
        let store = self.store;
        let mut eav = BTreeSet::new();
        {
            let mut cur = self.txn.cursor(store.eav)?;
            let mut item = cur.first()?.map(|(k, v)| (k.to_vec(), v.to_vec()));
            while let Some((e, av)) = item {
                // Every value must decode (giants read back too): a damaged
                // value byte is found here, not by the next query.
                store.decode_av(&self.txn, &av).map_err(|err| {
                    Error::Corrupt(format!("a value of entity {e:02x?} does not decode: {err}"))
                })?;
                eav.insert((av, e));
                item = cur.next()?.map(|(k, v)| (k.to_vec(), v.to_vec()));
            }
        }
        let mut ave = BTreeSet::new();
        let mut keys: BTreeMap<AttrId, u64> = BTreeMap::new();
        let mut referenced = BTreeSet::new();
        {
            let mut cur = self.txn.cursor(store.ave)?;
            let mut item = cur.first()?.map(|(k, v)| (k.to_vec(), v.to_vec()));
            let mut last_key: Option<Vec<u8>> = None;
            while let Some((av, e)) = item {
                if last_key.as_ref() != Some(&av) {
                    let (a, form) = split_av(&av)?;
                    *keys.entry(a).or_default() += 1;
                    if let StoredIndexForm::Giant { id, .. } =
                        parse_index_bytes(form, store.budget)?
                    {
                        referenced.insert(id.0);
                    }
                    last_key = Some(av.clone());
                }
                ave.insert((av, e));
                item = cur.next()?.map(|(k, v)| (k.to_vec(), v.to_vec()));
            }
        }
        if eav != ave {
            let only_eav = eav.difference(&ave).count();
            let only_ave = ave.difference(&eav).count();
            return Err(Error::Corrupt(format!(
                "indexes disagree: {only_eav} datoms only in eav, {only_ave} only in ave"
            )));
        }
        if self.txn.count_all(store.eav)? != self.txn.count_all(store.ave)? {
            return Err(Error::Corrupt("eav and ave counts differ".into()));
        }
        for info in self.schema.iter() {
            let counter = self.store.meta_u64(&self.txn, &distinct_key(info.id))?;
            let actual = keys.get(&info.id).copied().unwrap_or(0);
            if counter != actual {
                return Err(Error::Corrupt(format!(
                    "distinct counter of {} is {counter}, but ave has {actual} keys",
                    info.ident
                )));
            }
        }
        let mut stored = BTreeSet::new();
        {
            let mut cur = self.txn.cursor(store.giants)?;
            let mut item = cur.first()?.and_then(|(k, _)| be_u64(k));
            while let Some(id) = item {
                stored.insert(id);
                item = cur.next()?.and_then(|(k, _)| be_u64(k));
            }
        }
        if stored != referenced {
            return Err(Error::Corrupt(format!(
                "{} giants stored, {} referenced, {} differ",
                stored.len(),
                referenced.len(),
                stored.symmetric_difference(&referenced).count()
            )));
        }
        Ok(())
    }
}

/// Every key/value pair of one database, in order.
pub type RawPairs = Vec<(Vec<u8>, Vec<u8>)>;

impl Snapshot<'_> {
    /// Every pair of the four databases (`eav`, `ave`, `meta`, `giants`),
    /// byte for byte: tests compare the whole stored state before and
    /// after an operation that must change nothing (a failed import).
    #[doc(hidden)]
    pub fn raw_dump(&self) -> Result<Vec<(&'static str, RawPairs)>> {
        let store = self.store;
        let mut out = Vec::new();
        for (name, db) in [
            ("eav", store.eav),
            ("ave", store.ave),
            ("meta", store.meta),
            ("giants", store.giants),
        ] {
            let mut pairs = Vec::new();
            let mut cur = self.txn.cursor(db)?;
            let mut item = cur.first()?.map(|(k, v)| (k.to_vec(), v.to_vec()));
            while let Some(pair) = item {
                pairs.push(pair);
                item = cur.next()?.map(|(k, v)| (k.to_vec(), v.to_vec()));
            }
            out.push((name, pairs));
        }
        Ok(out)
    }
}
