//! The cursor over a base commit with speculative writes merged in
//! (D-884). Keys the overlay leaves alone are read straight from the base
//! cursor; a key it changes is materialised once (its base values, minus
//! those removed, plus those added) and stepped through in memory. Every
//! positioning call of [`Cursor`] comes here when its transaction carries
//! an overlay, with LMDB's meaning: absolute seeks leave no position when
//! they fail, relative moves that run off the end keep the last one.

use std::collections::HashMap;
use std::ops::Bound;
use std::rc::Rc;

use super::{Cursor, MPos, Pair};
use crate::error::{Error, Result};
use crate::overlay::DbOverlay;
use dlmdb_sys as ffi;

impl<'txn> Cursor<'txn> {
    /// Out of line: the plain path (no overlay) stays small.
    #[cold]
    #[inline(never)]
    pub(super) fn merged_get(
        &mut self,
        ov: &'txn DbOverlay,
        key: Option<&[u8]>,
        val: Option<&[u8]>,
        op: ffi::MDB_cursor_op,
    ) -> Result<Option<Pair<'_>>> {
        self.at_valid = false;
        match op {
            // Past the end, forward moves stay there (LMDB's C_EOF).
            ffi::MDB_NEXT | ffi::MDB_NEXT_DUP | ffi::MDB_NEXT_NODUP if self.eof => {
                return Ok(None);
            }
            ffi::MDB_GET_CURRENT => {}
            _ => self.eof = false,
        }
        fn need(k: Option<&[u8]>) -> Result<&[u8]> {
            k.ok_or_else(|| Error::Other {
                code: libc::EINVAL,
                message: "a seek without its key".into(),
            })
        }
        let found = match op {
            ffi::MDB_FIRST => self.key_from(ov, Bound::Unbounded, true)?,
            ffi::MDB_LAST => self.key_from(ov, Bound::Unbounded, false)?,
            ffi::MDB_SET_KEY => self.set_key(ov, need(key)?)?,
            ffi::MDB_SET_RANGE => self.key_from(ov, Bound::Included(need(key)?), true)?,
            ffi::MDB_GET_BOTH => self.both(ov, need(key)?, need(val)?, true)?,
            ffi::MDB_GET_BOTH_RANGE => self.both(ov, need(key)?, need(val)?, false)?,
            ffi::MDB_NEXT => self.step(ov, true)?,
            ffi::MDB_PREV => self.step(ov, false)?,
            ffi::MDB_NEXT_DUP => self.dup_step(true)?,
            ffi::MDB_PREV_DUP => self.dup_step(false)?,
            ffi::MDB_NEXT_NODUP => self.nodup(ov, true)?,
            ffi::MDB_PREV_NODUP => self.nodup(ov, false)?,
            ffi::MDB_FIRST_DUP => self.dup_end(true)?,
            ffi::MDB_LAST_DUP => self.dup_end(false)?,
            ffi::MDB_GET_CURRENT => !matches!(self.mpos, MPos::None),
            other => {
                return Err(Error::Other {
                    code: libc::EINVAL,
                    message: format!("cursor operation {other} over speculative writes"),
                });
            }
        };
        if !found {
            return Ok(None);
        }
        self.merged_current()
    }

    /// The pair the merged cursor is on.
    fn merged_current(&mut self) -> Result<Option<Pair<'_>>> {
        if matches!(self.mpos, MPos::Base) {
            return self.raw_get(None, None, ffi::MDB_GET_CURRENT);
        }
        Ok(match &self.mpos {
            MPos::Mat { key, vals, idx } => vals.get(*idx).map(|v| (key.as_slice(), v.as_slice())),
            _ => None,
        })
    }

    /// `key`'s values in the base commit (moves the base cursor).
    fn base_values(&mut self, key: &[u8]) -> Result<Vec<Vec<u8>>> {
        let dupsort = self.db.flags.dupsort;
        let Some((_, v)) = self.raw_get(Some(key), None, ffi::MDB_SET_KEY)? else {
            return Ok(Vec::new());
        };
        if !dupsort {
            return Ok(vec![v.to_vec()]);
        }
        Ok(self.raw_list_dup()?.iter().map(<[u8]>::to_vec).collect())
    }

    /// Positions on `key` (touched by the overlay) at its first or last
    /// merged value; false when the overlay left it no value.
    fn materialise(&mut self, ov: &DbOverlay, key: Vec<u8>, first: bool) -> Result<bool> {
        let vals = match self.mats.as_ref().and_then(|m| m.get(&key)) {
            Some(vals) => vals,
            None => {
                let base = self.base_values(&key)?;
                let vals = Rc::new(ov.merge_values(&key, base));
                self.mats.get_or_insert_default().keep(&key, &vals);
                vals
            }
        };
        if vals.is_empty() {
            return Ok(false);
        }
        let idx = if first { 0 } else { vals.len() - 1 };
        self.mpos = MPos::Mat { key, vals, idx };
        Ok(true)
    }

    /// The first base key after `from` (ascending), the base cursor on its
    /// first value; or the last before it (descending), on its last value.
    fn base_key(&mut self, from: Bound<&[u8]>, forward: bool) -> Result<Option<Vec<u8>>> {
        let landed = match (from, forward) {
            (Bound::Unbounded, true) => self.raw_get(None, None, ffi::MDB_FIRST)?,
            (Bound::Unbounded, false) => self.raw_get(None, None, ffi::MDB_LAST)?,
            (Bound::Included(k) | Bound::Excluded(k), true) => {
                let at = self
                    .raw_get(Some(k), None, ffi::MDB_SET_RANGE)?
                    .map(|(found, _)| found == k);
                match (at, from) {
                    (None, _) => None,
                    (Some(true), Bound::Excluded(_)) => {
                        self.raw_get(None, None, ffi::MDB_NEXT_NODUP)?
                    }
                    _ => self.raw_get(None, None, ffi::MDB_GET_CURRENT)?,
                }
            }
            (Bound::Included(k) | Bound::Excluded(k), false) => {
                let at = self
                    .raw_get(Some(k), None, ffi::MDB_SET_RANGE)?
                    .map(|(found, _)| found == k);
                match (at, from) {
                    // No key at or after `k`: the last one is before it.
                    (None, _) => self.raw_get(None, None, ffi::MDB_LAST)?,
                    (Some(true), Bound::Included(_)) => {
                        if self.db.flags.dupsort {
                            self.raw_get(None, None, ffi::MDB_LAST_DUP)?
                        } else {
                            self.raw_get(None, None, ffi::MDB_GET_CURRENT)?
                        }
                    }
                    // On `k` (excluded) or past it, at a first value: the
                    // pair before is the previous key's last.
                    _ => self.raw_get(None, None, ffi::MDB_PREV)?,
                }
            }
        };
        Ok(landed.map(|(k, _)| k.to_vec()))
    }

    /// Positions on the first key after `from` (ascending, at its first
    /// value) or the last before it (descending, at its last value) that
    /// has a value once the overlay is merged in.
    fn key_from(&mut self, ov: &DbOverlay, from: Bound<&[u8]>, forward: bool) -> Result<bool> {
        let mut from: Bound<Vec<u8>> = from.map(<[u8]>::to_vec);
        loop {
            let b = from.as_ref().map(Vec::as_slice);
            let base = self.base_key(b, forward)?;
            let touched = if forward {
                ov.key_after(b)
            } else {
                ov.key_before(b)
            };
            let pick = match (base, touched) {
                (None, None) => {
                    self.mpos = MPos::None;
                    return Ok(false);
                }
                (Some(k), None) => k,
                (None, Some(t)) => t.to_vec(),
                (Some(k), Some(t)) => {
                    let base_first = if forward {
                        k.as_slice() < t
                    } else {
                        k.as_slice() > t
                    };
                    if base_first { k } else { t.to_vec() }
                }
            };
            if !ov.touches(&pick) {
                // The base cursor is on it (it came from `base_key`).
                self.mpos = MPos::Base;
                return Ok(true);
            }
            if self.materialise(ov, pick.clone(), forward)? {
                return Ok(true);
            }
            from = Bound::Excluded(pick);
        }
    }

    fn set_key(&mut self, ov: &DbOverlay, key: &[u8]) -> Result<bool> {
        if ov.touches(key) {
            let hit = self.materialise(ov, key.to_vec(), true)?;
            if !hit {
                self.mpos = MPos::None;
            }
            return Ok(hit);
        }
        let hit = self.raw_get(Some(key), None, ffi::MDB_SET_KEY)?.is_some();
        self.mpos = if hit { MPos::Base } else { MPos::None };
        Ok(hit)
    }

    /// `GET_BOTH` (`exact`) or `GET_BOTH_RANGE`.
    fn both(&mut self, ov: &DbOverlay, key: &[u8], val: &[u8], exact: bool) -> Result<bool> {
        if ov.touches(key) {
            if !self.materialise(ov, key.to_vec(), true)? {
                self.mpos = MPos::None;
                return Ok(false);
            }
            if let MPos::Mat { vals, idx, .. } = &mut self.mpos {
                let at = vals.partition_point(|v| v.as_slice() < val);
                let hit = at < vals.len() && (!exact || vals[at] == val);
                if hit {
                    *idx = at;
                } else {
                    self.mpos = MPos::None;
                }
                return Ok(hit);
            }
            return Ok(false);
        }
        let op = if exact {
            ffi::MDB_GET_BOTH
        } else {
            ffi::MDB_GET_BOTH_RANGE
        };
        let hit = self.raw_get(Some(key), Some(val), op)?.is_some();
        self.mpos = if hit { MPos::Base } else { MPos::None };
        Ok(hit)
    }

    /// `NEXT` / `PREV`: the next value of the key, else the next key's.
    fn step(&mut self, ov: &DbOverlay, forward: bool) -> Result<bool> {
        if self.dup_step(forward)? {
            return Ok(true);
        }
        self.nodup(ov, forward)
    }

    /// `NEXT_DUP` / `PREV_DUP`: within the key; the position stays when
    /// there is none.
    fn dup_step(&mut self, forward: bool) -> Result<bool> {
        match &mut self.mpos {
            MPos::None => Ok(false),
            MPos::Mat { vals, idx, .. } => {
                if forward && *idx + 1 < vals.len() {
                    *idx += 1;
                    Ok(true)
                } else if !forward && *idx > 0 {
                    *idx -= 1;
                    Ok(true)
                } else {
                    Ok(false)
                }
            }
            MPos::Base => {
                if !self.db.flags.dupsort {
                    return Ok(false);
                }
                let op = if forward {
                    ffi::MDB_NEXT_DUP
                } else {
                    ffi::MDB_PREV_DUP
                };
                Ok(self.raw_get(None, None, op)?.is_some())
            }
        }
    }

    /// `NEXT_NODUP` / `PREV_NODUP`: the next key's first value, or the
    /// previous key's last; from nowhere, the first or last pair. The
    /// position stays when there is none.
    fn nodup(&mut self, ov: &DbOverlay, forward: bool) -> Result<bool> {
        let Some((key, value)) = self
            .merged_current()?
            .map(|(k, v)| (k.to_vec(), v.to_vec()))
        else {
            return self.key_from(ov, Bound::Unbounded, forward);
        };
        let kept = self.mpos.clone();
        if self.key_from(ov, Bound::Excluded(&key), forward)? {
            return Ok(true);
        }
        // Ran off the end: back to where it was; forward, at the end.
        self.restore(kept, &key, &value)?;
        self.eof = forward;
        Ok(false)
    }

    /// Puts the merged cursor back at `pos`, on the pair `key`/`value`.
    fn restore(&mut self, pos: MPos, key: &[u8], value: &[u8]) -> Result<()> {
        if let MPos::Base = pos {
            let op = if self.db.flags.dupsort {
                ffi::MDB_GET_BOTH
            } else {
                ffi::MDB_SET_KEY
            };
            let v = self.db.flags.dupsort.then_some(value);
            self.raw_get(Some(key), v, op)?;
        }
        self.mpos = pos;
        Ok(())
    }

    /// `FIRST_DUP` / `LAST_DUP`.
    fn dup_end(&mut self, first: bool) -> Result<bool> {
        match &mut self.mpos {
            MPos::None => Ok(false),
            MPos::Mat { vals, idx, .. } => {
                *idx = if first { 0 } else { vals.len() - 1 };
                Ok(true)
            }
            MPos::Base => {
                if !self.db.flags.dupsort {
                    return Ok(true);
                }
                let op = if first {
                    ffi::MDB_FIRST_DUP
                } else {
                    ffi::MDB_LAST_DUP
                };
                Ok(self.raw_get(None, None, op)?.is_some())
            }
        }
    }
}

/// Values held by a cursor's materialised keys before it forgets them all
/// (a bound on memory; the next visit merges a key again).
const MATERIALISED_VALUES: usize = 1 << 20;

/// The keys a cursor has materialised, by key.
#[derive(Default)]
pub(super) struct Materialised {
    keys: HashMap<Vec<u8>, Rc<Vec<Vec<u8>>>>,
    values: usize,
}

impl Materialised {
    fn get(&self, key: &[u8]) -> Option<Rc<Vec<Vec<u8>>>> {
        self.keys.get(key).cloned()
    }

    fn keep(&mut self, key: &[u8], vals: &Rc<Vec<Vec<u8>>>) {
        if self.values + vals.len() > MATERIALISED_VALUES {
            self.keys.clear();
            self.values = 0;
        }
        self.values += vals.len();
        self.keys.insert(key.to_vec(), vals.clone());
    }
}
