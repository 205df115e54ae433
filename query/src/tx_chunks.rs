//! Parsing a large tx-data file on several cores.
//!
//! An import file is one vector of items. [`parse_tx_chunks`] finds the
//! vector's items with a light scan (brackets, strings, characters and
//! comments only), cuts the item list into `parts` runs of whole items,
//! and reads and parses the runs on their own threads, each positioned at
//! its place in the file so spans and error positions are the file's. The
//! runs, in order, hold exactly the items [`parse_tx_with`] would return.
//! Anything the scan is unsure of — text that is not one vector, a reader
//! macro at a cut — and any error falls back to the one-thread parse, so
//! errors are the same as [`parse_tx_with`]'s.

use crate::edn::{ReadOptions, read_all_with};
use crate::error::{Pos, Result};
use crate::tx::{TxOp, parse_tx_op, parse_tx_with};

/// Parses tx-data `text` (one vector of items) on up to `parts` threads;
/// the items come back in runs, in file order.
pub fn parse_tx_chunks(text: &str, opts: &ReadOptions, parts: usize) -> Result<Vec<Vec<TxOp>>> {
    let cuts = match (parts > 1).then(|| item_runs(text, parts)).flatten() {
        Some(c) => c,
        None => return Ok(vec![parse_tx_with(text, opts)?]),
    };
    let results: Vec<Option<Result<Vec<TxOp>>>> = std::thread::scope(|s| {
        let handles: Vec<_> = cuts
            .iter()
            .map(|&(start, end)| {
                s.spawn(move || {
                    let base = position(text, start);
                    let o = opts.clone().base(base);
                    read_all_with(&text[start..end], &o)?
                        .iter()
                        .map(|f| parse_tx_op(f, opts.source_name()))
                        .collect::<Result<Vec<_>>>()
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().ok()).collect()
    });
    match results.into_iter().collect::<Option<Result<Vec<_>>>>() {
        Some(Ok(runs)) => Ok(runs),
        // The one-thread parse gives the error exactly as it always has.
        _ => Ok(vec![parse_tx_with(text, opts)?]),
    }
}

/// Byte ranges of `parts` runs of whole items of the vector `text` holds,
/// or `None` when the text is not plainly one vector.
fn item_runs(text: &str, parts: usize) -> Option<Vec<(usize, usize)>> {
    let bytes = text.as_bytes();
    // Item starts at depth 1, and the vector's own brackets.
    let mut open = None;
    let mut close = None;
    let mut starts = Vec::new();
    let mut depth = 0usize;
    let mut last_significant = b' ';
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b';' => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                if i >= bytes.len() {
                    return None;
                }
            }
            // A character literal such as `\[`: the next character is data.
            b'\\' => i += 1,
            b'[' | b'{' | b'(' => {
                if depth == 0 {
                    if open.is_some() || b != b'[' {
                        return None;
                    }
                    open = Some(i);
                } else if depth == 1 && b != b'(' && matches!(last_significant, b']' | b'}') {
                    // Right after a whole item: a clean place to cut.
                    starts.push(i);
                }
                depth += 1;
            }
            b']' | b'}' | b')' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    close = Some(i);
                }
            }
            b if b.is_ascii_whitespace() || b == b',' => {
                i += 1;
                continue;
            }
            _ if depth == 0 => return None,
            _ => {}
        }
        last_significant = b;
        i += 1;
    }
    let (open, close) = (open?, close?);
    if depth != 0 || starts.len() < parts {
        return None;
    }
    // `parts` runs of about equal length, cut at item starts.
    let mut runs = Vec::with_capacity(parts);
    let mut from = open + 1;
    for k in 1..parts {
        let target = open + (close - open) * k / parts;
        let at = starts[starts
            .partition_point(|&s| s < target)
            .min(starts.len() - 1)];
        if at > from {
            runs.push((from, at));
            from = at;
        }
    }
    runs.push((from, close));
    Some(runs)
}

/// The line and column (in characters) of byte `offset` of `text`.
fn position(text: &str, offset: usize) -> Pos {
    let before = &text[..offset];
    let line = before.bytes().filter(|&b| b == b'\n').count() as u32 + 1;
    let line_start = before.rfind('\n').map_or(0, |n| n + 1);
    let col = before[line_start..].chars().count() as u32 + 1;
    Pos { offset, line, col }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn serial(text: &str) -> Vec<TxOp> {
        parse_tx_with(text, &ReadOptions::new()).unwrap()
    }

    #[test]
    fn runs_hold_the_same_items_with_the_same_spans() {
        let text = "; items\n[{:a \"x]\" :b \\[}\n [:db/add 1 :c 2] {:d #{1 2}}\n ;; ]\n {:e [1 [2]]} #_ {:f 1} {:g (1)}]\n";
        let whole = serial(text);
        for parts in 1..6 {
            let runs = parse_tx_chunks(text, &ReadOptions::new(), parts).unwrap();
            let flat: Vec<TxOp> = runs.into_iter().flatten().collect();
            assert_eq!(flat, whole, "{parts} parts");
        }
        // Cut somewhere when asked for two runs.
        assert!(item_runs(text, 2).is_some_and(|r| r.len() == 2));
    }

    #[test]
    fn anything_else_is_parsed_on_one_thread() {
        for text in ["{:a 1}", "[{:a 1}] [{:b 2}]", "[{:a \"open", "x [{:a 1}]"] {
            assert!(item_runs(text, 2).is_none(), "{text}");
        }
        // Errors are the one-thread parse's.
        let bad = "[{:a 1}\n {:b 2}\n {:c}]";
        let e1 = parse_tx_chunks(bad, &ReadOptions::new(), 2).unwrap_err();
        let e2 = parse_tx_with(bad, &ReadOptions::new()).unwrap_err();
        assert_eq!(e1.to_string(), e2.to_string());
    }
}
