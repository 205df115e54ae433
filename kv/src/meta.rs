//! The two meta pages, checked before DLMDB opens the file (D-748).
//!
//! LMDB keeps two copies of its root record, the meta pages 0 and 1; each
//! commit writes the next transaction id to the page of its parity, so the
//! two hold the last two committed states, and the older one's tree stays
//! intact (copy-on-write frees its pages only for later transactions).
//! LMDB itself refuses to open a file if either page is not a valid meta
//! page, and never compares them. Before the open, Quiver reads both:
//!
//! * one page not a meta page (zeroed, overwritten) and the other valid:
//!   a read-write open restores the damaged page from the valid one (its
//!   transaction id one less, so the two still alternate), and the
//!   database opens at the valid page's state; a read-only open cannot
//!   write, and says so;
//! * both valid but disagreeing — page sizes differ, transaction ids not
//!   consecutive, a root or the newer last page beyond what the file
//!   holds, the newer last page below the older's — the database opens for
//!   reading (at the newer page, as LMDB chooses) and every write is
//!   refused with [`Error::Corrupted`] naming the disagreement.
//!
//! Not detected: a meta page whose fields are damaged into values that
//! still agree (a root moved to another valid page), and any damage below
//! the meta pages (DLMDB has no page checksums; `quiver check` walks the
//! indexes).

use std::io::{Read, Seek, SeekFrom, Write};
use std::path::Path;

use crate::error::{Error, Result};

const MAGIC: u32 = 0xBEEF_C0DE;
const DATA_VERSION: u32 = 2;
const P_META: u16 = 0x08;
/// The page header's size (pgno, pad, flags, lower/upper).
const HEADER: usize = 16;
/// The meta record: magic, version, address, mapsize, two 48-byte db
/// records, last page, transaction id.
const META_LEN: usize = 4 + 4 + 8 + 8 + 48 * 2 + 8 + 8;
/// A root of "no page" (an empty database).
const NO_PAGE: u64 = u64::MAX;
/// Page sizes to look for page 1 at when page 0 cannot say.
const PAGE_SIZES: [u64; 4] = [4096, 8192, 16384, 65536];

/// One meta page's fields that the checks read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Meta {
    psize: u32,
    free_root: u64,
    main_root: u64,
    last_pg: u64,
    txnid: u64,
}

fn u16_at(b: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([b[at], b[at + 1]])
}
fn u32_at(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(b[at..at + 4].try_into().unwrap_or([0; 4]))
}
fn u64_at(b: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(b[at..at + 8].try_into().unwrap_or([0; 8]))
}

/// The meta record of page `pgno`, if `page` is a valid meta page.
fn parse(page: &[u8], pgno: u64) -> Option<Meta> {
    if page.len() < HEADER + META_LEN
        || u64_at(page, 0) != pgno
        || u16_at(page, 10) & P_META == 0
        || u32_at(page, HEADER) != MAGIC
        || u32_at(page, HEADER + 4) != DATA_VERSION
    {
        return None;
    }
    let dbs = HEADER + 24;
    Some(Meta {
        psize: u32_at(page, dbs),
        free_root: u64_at(page, dbs + 40),
        main_root: u64_at(page, dbs + 48 + 40),
        last_pg: u64_at(page, dbs + 96),
        txnid: u64_at(page, dbs + 104),
    })
}

/// What the meta pages say.
#[derive(Debug)]
pub(crate) enum State {
    /// Both valid and in agreement (or nothing to judge: no file yet).
    Sound,
    /// Both valid, disagreeing: reads may go on, writes must not.
    Disagree(String),
    /// Page `bad` is not a meta page; page `1 - bad` is valid.
    OneDamaged {
        bad: u64,
        good: Meta,
        good_bytes: Vec<u8>,
        psize: u64,
    },
    /// Neither is valid: left to DLMDB, which refuses the file.
    BothDamaged,
}

/// Reads and judges the meta pages of `data` (a file of `len` bytes).
pub(crate) fn inspect(data: &Path, len: u64) -> Result<State> {
    let io = |source| Error::Io {
        path: data.to_path_buf(),
        source,
    };
    let mut file = std::fs::File::open(data).map_err(io)?;
    let mut read_page = |offset: u64, size: usize| -> Result<Vec<u8>> {
        let mut buf = vec![0u8; size];
        file.seek(SeekFrom::Start(offset)).map_err(io)?;
        let n = file.read(&mut buf).map_err(io)?;
        buf.truncate(n);
        Ok(buf)
    };
    let first = read_page(0, HEADER + META_LEN)?;
    let m0 = parse(&first, 0);
    // Page 1 lies one page in: page 0's size when it can say, else the
    // first candidate size where a valid page 1 is found.
    let sizes: Vec<u64> = match m0 {
        Some(m) => vec![u64::from(m.psize)],
        None => PAGE_SIZES.to_vec(),
    };
    let mut m1 = None;
    let mut psize = sizes[0];
    for s in sizes {
        if s + (HEADER + META_LEN) as u64 > len {
            continue;
        }
        if let Some(m) = parse(&read_page(s, HEADER + META_LEN)?, 1) {
            m1 = Some(m);
            psize = s;
            break;
        }
    }
    Ok(match (m0, m1) {
        (Some(a), Some(b)) => match disagreement(&a, &b, len) {
            Some(why) => State::Disagree(why),
            None => State::Sound,
        },
        (None, Some(good)) | (Some(good), None) => {
            let bad = if m0.is_none() { 0 } else { 1 };
            let good_bytes = read_page((1 - bad) * psize, psize as usize)?;
            State::OneDamaged {
                bad,
                good,
                good_bytes,
                psize,
            }
        }
        (None, None) => State::BothDamaged,
    })
}

/// Why two valid meta pages cannot both be right, if they cannot.
fn disagreement(a: &Meta, b: &Meta, len: u64) -> Option<String> {
    if a.psize != b.psize {
        return Some(format!(
            "meta pages give page sizes {} and {}",
            a.psize, b.psize
        ));
    }
    let (old, new) = if a.txnid <= b.txnid { (a, b) } else { (b, a) };
    if new.txnid - old.txnid > 1 {
        return Some(format!(
            "meta pages hold transactions {} and {}, not consecutive",
            old.txnid, new.txnid
        ));
    }
    if new.last_pg < old.last_pg {
        return Some(format!(
            "the newer meta page's last page {} is below the older's {}",
            new.last_pg, old.last_pg
        ));
    }
    let pages = len / u64::from(new.psize.max(1));
    for (m, name) in [(old, "older"), (new, "newer")] {
        for root in [m.free_root, m.main_root] {
            if root != NO_PAGE && (root > m.last_pg || root >= pages) {
                return Some(format!(
                    "the {name} meta page's root {root} lies beyond its last page {} or the file's {pages} pages",
                    m.last_pg
                ));
            }
        }
    }
    None
}

/// Rewrites damaged meta page `bad` from the valid one (`good_bytes`), as
/// the transaction before it, and syncs the file.
pub(crate) fn restore(
    data: &Path,
    bad: u64,
    good: &Meta,
    good_bytes: &[u8],
    psize: u64,
) -> Result<()> {
    let io = |source| Error::Io {
        path: data.to_path_buf(),
        source,
    };
    let mut page = good_bytes.to_vec();
    page[0..8].copy_from_slice(&bad.to_le_bytes());
    let txn_at = HEADER + 24 + 104;
    page[txn_at..txn_at + 8].copy_from_slice(&good.txnid.saturating_sub(1).to_le_bytes());
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .open(data)
        .map_err(io)?;
    file.seek(SeekFrom::Start(bad * psize)).map_err(io)?;
    file.write_all(&page).map_err(io)?;
    file.sync_all().map_err(io)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meta(txnid: u64, last_pg: u64, root: u64) -> Meta {
        Meta {
            psize: 4096,
            free_root: NO_PAGE,
            main_root: root,
            last_pg,
            txnid,
        }
    }

    #[test]
    fn consecutive_agreeing_pages_pass_and_others_do_not() {
        let len = 20 * 4096;
        assert_eq!(disagreement(&meta(6, 11, 9), &meta(7, 14, 2), len), None);
        assert!(disagreement(&meta(6, 11, 9), &meta(9, 14, 2), len).is_some());
        assert!(disagreement(&meta(6, 15, 9), &meta(7, 14, 2), len).is_some());
        assert!(disagreement(&meta(6, 11, 12), &meta(7, 14, 2), len).is_some());
        assert!(disagreement(&meta(6, 11, 9), &meta(7, 30, 25), len).is_some());
    }
}
