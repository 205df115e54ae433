//! Reading a generated ~10 MB tx-data EDN string (people dataset shape):
//! `edn::read` alone, and `tx::parse_tx` (read + tx-data parse).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::fmt::Write;
use std::hint::black_box;

/// A deterministic people tx-data vector of about `target` bytes.
fn people_tx(target: usize) -> String {
    const FIRST: [&str; 8] = [
        "Ivan", "Petr", "Sergei", "Oleg", "Yuri", "Dmitry", "Fedor", "Denis",
    ];
    const LAST: [&str; 6] = [
        "Ivanov",
        "Petrov",
        "Sidorov",
        "Kovalev",
        "Kuznetsov",
        "Voronoi",
    ];
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut out = String::with_capacity(target + 1024);
    out.push('[');
    let mut i = 1u64;
    while out.len() < target {
        let sex = if next() % 2 == 0 { ":male" } else { ":female" };
        let _ = write!(
            out,
            "{{:db/id -{i} :name \"{}\" :last-name \"{}\" :sex {sex} :age {} :salary {} :follows [",
            FIRST[(next() % 8) as usize],
            LAST[(next() % 6) as usize],
            next() % 100,
            next() % 100_000,
        );
        for k in 0..(next() % 10) {
            if k > 0 {
                out.push(' ');
            }
            let _ = write!(out, "-{}", 1 + next() % i.max(1));
        }
        out.push_str("]}\n");
        i += 1;
    }
    out.push(']');
    out
}

fn bench(c: &mut Criterion) {
    let text = people_tx(10 * 1024 * 1024);
    let mut group = c.benchmark_group("read_edn");
    group.sample_size(10);
    group.throughput(Throughput::Bytes(text.len() as u64));
    group.bench_function("edn::read 10MB tx-data", |b| {
        b.iter(|| quiver_query::edn::read(black_box(&text)).map(|f| f.span.end))
    });
    group.bench_function("tx::parse_tx 10MB tx-data", |b| {
        b.iter(|| quiver_query::tx::parse_tx(black_box(&text)).map(|ops| ops.len()))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
