//! Sorted runs on disk, for an import larger than its sort memory (D-615).
//!
//! A run is one piece of the import's datoms in one index's order,
//! written as records `e (8 bytes) ‖ item (4) ‖ len (2) ‖ attr ‖ form`;
//! an index's runs follow each other in one unnamed temporary file beside
//! the database (a `/tmp` on tmpfs would hold them in memory again), read
//! side by side with positioned reads. [`Merged`] reads every run of an index
//! at once and hands out their datoms in order, through the same
//! [`SortedDatoms`] interface the index writers read a sorted slice by;
//! [`Distinct`] drops exact duplicates across runs and refuses two values
//! of a cardinality-one attribute, as the in-memory path does before it
//! writes.

use std::cmp::Ordering;
use std::fs::File;
use std::io::{BufWriter, Seek, SeekFrom, Write};
use std::path::Path;

use crate::error::{Error, Result, TxErrorKind};
use crate::transact::expand::tx_err;
use crate::transact::sorted::{Entry, Rec, SortedDatoms};

/// Bytes of a record's header: entity, item, length.
const HEADER: usize = 8 + 4 + 2;

/// Reading buffer per run while merging (a record is at most 14 + 511
/// bytes: DLMDB's key limit bounds `attr ‖ form`).
const READ_BUFFER: usize = 256 << 10;

fn io(e: std::io::Error) -> Error {
    Error::TempFile(e.to_string())
}

/// Reads at `offset` without moving a shared cursor (runs of one file are
/// read side by side).
#[cfg(unix)]
fn read_at(file: &File, buf: &mut [u8], offset: u64) -> std::io::Result<usize> {
    std::os::unix::fs::FileExt::read_at(file, buf, offset)
}

#[cfg(windows)]
fn read_at(file: &File, buf: &mut [u8], offset: u64) -> std::io::Result<usize> {
    std::os::windows::fs::FileExt::seek_read(file, buf, offset)
}

/// The sorted runs of one index: one unnamed temporary file in the
/// database's directory, each run a range of it.
pub(crate) struct Runs {
    file: File,
    bounds: Vec<(u64, u64)>,
    end: u64,
}

impl Runs {
    /// An empty file in `dir`.
    pub(crate) fn new(dir: &Path) -> Result<Runs> {
        Ok(Runs {
            file: tempfile::tempfile_in(dir).map_err(io)?,
            bounds: Vec::new(),
            end: 0,
        })
    }

    /// Appends `entries` (sorted) as a run.
    pub(crate) fn add<'b>(
        &mut self,
        entries: &[Entry],
        bytes: impl Fn(&Entry) -> &'b [u8],
    ) -> Result<()> {
        let start = self.end;
        let mut f = &self.file;
        f.seek(SeekFrom::Start(start)).map_err(io)?;
        let mut out = BufWriter::with_capacity(READ_BUFFER, f);
        let mut end = start;
        for x in entries {
            let b = bytes(x);
            let len = u16::try_from(b.len())
                .map_err(|_| Error::Corrupt("an index entry is longer than 65,535 bytes".into()))?;
            out.write_all(&x.e.to_be_bytes()).map_err(io)?;
            out.write_all(&x.item.to_be_bytes()).map_err(io)?;
            out.write_all(&len.to_be_bytes()).map_err(io)?;
            out.write_all(b).map_err(io)?;
            end += (HEADER + b.len()) as u64;
        }
        out.flush().map_err(io)?;
        self.bounds.push((start, end));
        self.end = end;
        Ok(())
    }
}

/// Which index's order a merge keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Order {
    /// Entity, then `attr ‖ form`.
    Eav,
    /// `attr ‖ form`, then entity.
    Ave,
}

/// One run being read: a window of its bytes and its current record.
struct RunReader<'f> {
    file: &'f File,
    /// Next file offset to read, and the run's end.
    pos: u64,
    end: u64,
    buf: Vec<u8>,
    /// The current record is `buf[at..at + len]`.
    at: usize,
    len: usize,
    e: u64,
    item: u32,
}

impl RunReader<'_> {
    /// Makes `need` bytes from `at` available; `false` if the run ends
    /// first.
    fn fill(&mut self, need: usize) -> Result<bool> {
        if self.buf.len() - self.at >= need {
            return Ok(true);
        }
        self.buf.drain(..self.at);
        self.at = 0;
        while self.buf.len() < need && self.pos < self.end {
            let have = self.buf.len();
            let want = (READ_BUFFER.max(need) - have).min((self.end - self.pos) as usize);
            self.buf.resize(have + want, 0);
            let n = read_at(self.file, &mut self.buf[have..], self.pos).map_err(io)?;
            self.buf.truncate(have + n);
            if n == 0 {
                return Err(Error::TempFile("a sorted run ended early".into()));
            }
            self.pos += n as u64;
        }
        Ok(self.buf.len() >= need)
    }

    /// Moves to the next record; `false` at the end of the run.
    fn advance(&mut self) -> Result<bool> {
        self.at += self.len;
        self.len = 0;
        if !self.fill(HEADER)? {
            if self.buf.len() > self.at {
                return Err(Error::TempFile("a sorted run ends inside a record".into()));
            }
            return Ok(false);
        }
        let h = &self.buf[self.at..self.at + HEADER];
        let mut e = [0u8; 8];
        e.copy_from_slice(&h[..8]);
        self.e = u64::from_be_bytes(e);
        self.item = u32::from_be_bytes([h[8], h[9], h[10], h[11]]);
        let len = usize::from(u16::from_be_bytes([h[12], h[13]]));
        if !self.fill(HEADER + len)? {
            return Err(Error::TempFile("a sorted run ends inside a record".into()));
        }
        self.at += HEADER;
        self.len = len;
        Ok(true)
    }

    fn rec(&self) -> Rec<'_> {
        Rec {
            e: self.e,
            bytes: &self.buf[self.at..self.at + self.len],
            item: self.item,
        }
    }
}

/// The datoms of several sorted runs, merged in one order (a binary heap
/// of the runs by their current record).
pub(crate) struct Merged<'f> {
    runs: Vec<RunReader<'f>>,
    /// Runs with a current record, as a min-heap.
    heap: Vec<usize>,
    order: Order,
    /// The run whose record was handed out last (advanced on the next call).
    last: Option<usize>,
}

impl<'f> Merged<'f> {
    /// Reads the runs of `runs` from their start.
    pub(crate) fn open(runs: &'f Runs, order: Order) -> Result<Merged<'f>> {
        let mut m = Merged {
            runs: runs
                .bounds
                .iter()
                .map(|&(start, end)| RunReader {
                    file: &runs.file,
                    pos: start,
                    end,
                    buf: Vec::new(),
                    at: 0,
                    len: 0,
                    e: 0,
                    item: 0,
                })
                .collect(),
            heap: Vec::new(),
            order,
            last: None,
        };
        for i in 0..m.runs.len() {
            if m.runs[i].advance()? {
                m.heap.push(i);
                let at = m.heap.len() - 1;
                m.sift_up(at);
            }
        }
        Ok(m)
    }

    /// Whether run `a`'s record goes before run `b`'s (ties by run, so
    /// the merge is deterministic).
    fn before(&self, a: usize, b: usize) -> bool {
        let (x, y) = (self.runs[a].rec(), self.runs[b].rec());
        let o = match self.order {
            Order::Eav => x.e.cmp(&y.e).then_with(|| x.bytes.cmp(y.bytes)),
            Order::Ave => x.bytes.cmp(y.bytes).then(x.e.cmp(&y.e)),
        };
        o.then(a.cmp(&b)) == Ordering::Less
    }

    fn sift_up(&mut self, mut at: usize) {
        while at > 0 {
            let parent = (at - 1) / 2;
            if !self.before(self.heap[at], self.heap[parent]) {
                break;
            }
            self.heap.swap(at, parent);
            at = parent;
        }
    }

    fn sift_down(&mut self, mut at: usize) {
        loop {
            let (l, r) = (2 * at + 1, 2 * at + 2);
            let mut least = at;
            if l < self.heap.len() && self.before(self.heap[l], self.heap[least]) {
                least = l;
            }
            if r < self.heap.len() && self.before(self.heap[r], self.heap[least]) {
                least = r;
            }
            if least == at {
                return;
            }
            self.heap.swap(at, least);
            at = least;
        }
    }
}

impl SortedDatoms for Merged<'_> {
    fn next_datom(&mut self) -> Result<Option<Rec<'_>>> {
        if let Some(i) = self.last.take() {
            // `i` is at the top of the heap: advance it, or drop it.
            if self.runs[i].advance()? {
                self.sift_down(0);
            } else {
                let last = self.heap.len() - 1;
                self.heap.swap(0, last);
                self.heap.pop();
                self.sift_down(0);
            }
        }
        let Some(&i) = self.heap.first() else {
            return Ok(None);
        };
        self.last = Some(i);
        Ok(Some(self.runs[i].rec()))
    }
}

/// Datoms in EAV order without exact duplicates; two values of a
/// cardinality-one attribute for one entity are an error (a
/// [`Error::Transaction`], which hands the import to the general path).
pub(crate) struct Distinct<'m, S> {
    inner: S,
    many: &'m [bool],
    started: bool,
    e: u64,
    item: u32,
    bytes: Vec<u8>,
    /// Datoms handed out.
    pub count: u64,
}

impl<'m, S: SortedDatoms> Distinct<'m, S> {
    /// `many[a]`: whether attribute `a` is cardinality-many.
    pub(crate) fn new(inner: S, many: &'m [bool]) -> Self {
        Distinct {
            inner,
            many,
            started: false,
            e: 0,
            item: 0,
            bytes: Vec::new(),
            count: 0,
        }
    }
}

impl<S: SortedDatoms> SortedDatoms for Distinct<'_, S> {
    fn next_datom(&mut self) -> Result<Option<Rec<'_>>> {
        loop {
            let Some(r) = self.inner.next_datom()? else {
                return Ok(None);
            };
            let same_entity = self.started && r.e == self.e;
            if same_entity && r.bytes == self.bytes.as_slice() {
                continue;
            }
            if same_entity && r.bytes.get(..4) == self.bytes.get(..4) {
                let a = r
                    .bytes
                    .get(..4)
                    .map_or(0, |b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]) as usize);
                if !self.many.get(a).copied().unwrap_or(false) {
                    return Err(tx_err(
                        r.item as usize,
                        None,
                        None,
                        TxErrorKind::BadForm(format!(
                            "entity {} is given two values of a cardinality-one attribute in one import",
                            r.e
                        )),
                    ));
                }
            }
            self.started = true;
            self.e = r.e;
            self.item = r.item;
            self.bytes.clear();
            self.bytes.extend_from_slice(r.bytes);
            break;
        }
        self.count += 1;
        Ok(Some(Rec {
            e: self.e,
            bytes: &self.bytes,
            item: self.item,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(e: u64, off: u64, len: u16) -> Entry {
        Entry {
            e,
            off,
            len,
            ..Entry::default()
        }
    }

    /// Three runs merged in both orders give the sorted union.
    #[test]
    fn runs_merge_in_order() {
        let dir = tempfile::tempdir().unwrap();
        let arena = b"\0\0\0\x10a\0\0\0\x10b\0\0\0\x11a".to_vec();
        let bytes = |x: &Entry| &arena[x.off as usize..x.off as usize + x.len as usize];
        let (a, b, c) = (0, 5, 10);
        let runs = [
            vec![entry(1, a, 5), entry(3, b, 5)],
            vec![entry(1, b, 5), entry(2, c, 5), entry(3, b, 5)],
            vec![],
        ];
        let mut eav = Runs::new(dir.path()).unwrap();
        for r in &runs {
            eav.add(r, bytes).unwrap();
        }
        let mut m = Merged::open(&eav, Order::Eav).unwrap();
        let mut got = Vec::new();
        while let Some(r) = m.next_datom().unwrap() {
            got.push((r.e, r.bytes.to_vec()));
        }
        let want: Vec<(u64, Vec<u8>)> = vec![
            (1, b"\0\0\0\x10a".to_vec()),
            (1, b"\0\0\0\x10b".to_vec()),
            (2, b"\0\0\0\x11a".to_vec()),
            (3, b"\0\0\0\x10b".to_vec()),
            (3, b"\0\0\0\x10b".to_vec()),
        ];
        assert_eq!(got, want);
        // Duplicates dropped; attribute 0x10 is cardinality-many.
        let mut many = vec![false; 0x12];
        many[0x10] = true;
        let mut d = Distinct::new(Merged::open(&eav, Order::Eav).unwrap(), &many);
        let mut n = 0;
        while d.next_datom().unwrap().is_some() {
            n += 1;
        }
        assert_eq!((n, d.count), (4, 4));
        // Cardinality one: entity 1's two values of 0x10 conflict.
        let mut d = Distinct::new(Merged::open(&eav, Order::Eav).unwrap(), &[]);
        assert!(d.next_datom().is_ok());
        assert!(matches!(d.next_datom(), Err(Error::Transaction { .. })));
        // The same runs in AVE order.
        let mut ave = Runs::new(dir.path()).unwrap();
        for r in &runs {
            let mut r = r.clone();
            r.sort_by(|x, y| bytes(x).cmp(bytes(y)).then(x.e.cmp(&y.e)));
            ave.add(&r, bytes).unwrap();
        }
        let mut m = Merged::open(&ave, Order::Ave).unwrap();
        let mut got = Vec::new();
        while let Some(r) = m.next_datom().unwrap() {
            got.push((r.bytes[4], r.e));
        }
        assert_eq!(got, [(b'a', 1), (b'b', 1), (b'b', 3), (b'b', 3), (b'a', 2)]);
    }
}
