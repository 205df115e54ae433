#!/usr/bin/env python3
"""Storage floor of each bench query: the DLMDB calls its plan makes
(`quiver explain --analyze` reports them per step) times the per-call costs
measured with `cargo run --release -p quiver-kv --example probe_costs`.

usage (from the project root, after compare.py has imported the data):
  python3 testdata/bench/floors.py --db /tmp/quiver-bench/db-film-1 \
      --queries '../shared/bench/queries/film_*.edn'

Prints one line per query: searches, steps, lists, values, floor in ms.
Rule bodies' steps are not in the top-level plan, so recursive queries
show only their top-level reads.
"""
import argparse, glob, re, subprocess

READS = re.compile(
    r"reads: (\d+) searches, (\d+) steps, (\d+) lists of (\d+) values(?:, (\d+) values in pages)?")

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", required=True)
    ap.add_argument("--queries", required=True)
    ap.add_argument("--bin", default="target/release/quiver")
    ap.add_argument("--search-us", type=float, default=0.5, help="a root-to-leaf search")
    ap.add_argument("--step-us", type=float, default=0.1, help="a forward step to the next key")
    ap.add_argument("--value-us", type=float, default=0.02, help="a value handed over by list_dup")
    ap.add_argument("--paged-us", type=float, default=0.003,
                    help="a value handed over in a page (dup_chunk)")
    a = ap.parse_args()
    print("query\tsearches\tsteps\tlists\tvalues\tpaged\tfloor_ms")
    for f in sorted(glob.glob(a.queries)):
        out = subprocess.run([a.bin, "explain", "--db", a.db, "--analyze", f],
                             capture_output=True, text=True, check=True).stdout
        s = st = l = v = p = 0
        for m in READS.finditer(out):
            ds, dst, dl, dv, dp = (int(g or 0) for g in m.groups())
            s, st, l, v, p = s + ds, st + dst, l + dl, v + dv, p + dp
        floor = (s * a.search_us + st * a.step_us + v * a.value_us + p * a.paged_us) / 1000.0
        name = f.rsplit("/", 1)[-1].removesuffix(".edn")
        print(f"{name}\t{s}\t{st}\t{l}\t{v}\t{p}\t{floor:.2f}")

if __name__ == "__main__":
    main()
