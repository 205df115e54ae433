#!/usr/bin/env python3
"""A/B two quiver binaries on bench query files, alternating, so both see
the same machine (the machine is shared: absolute times drift, pairs taken
in the same minutes do not).

usage (from the project root):
  python3 testdata/bench/ab.py --a /tmp/quiver-before --b target/release/quiver \\
      --db /tmp/quiver-bench/db-film-1 --queries '../shared/bench/queries/film_*.edn'

Each round runs `quiver bench --no-result-cache --runs RUNS` (and
`--cache-mb N` if given: 0 is every cache off) with A, then B;
the figure per query is the best median over the rounds. Prints one line per
query (A ms, B ms, A/B) and the geometric mean of A/B; row counts must agree.
"""
import argparse, glob, json, math, subprocess, sys


def bench(binary, db, files, runs, cache_mb=None):
    extra = [] if cache_mb is None else ["--cache-mb", str(cache_mb)]
    r = subprocess.run([binary, "bench", "--db", db, "--read-only", "--runs", str(runs),
                        "--no-result-cache", *extra, *files], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"{binary} failed: {r.stderr[-500:]}")
    return {o["name"]: o for o in (json.loads(l) for l in r.stdout.splitlines()
                                   if l.startswith("{"))}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--a", required=True)
    ap.add_argument("--b", required=True)
    ap.add_argument("--db", required=True)
    ap.add_argument("--queries", required=True)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--cache-mb", type=int, default=None,
                    help="the access cache's size (0: every cache off, cold)")
    a = ap.parse_args()
    files = sorted(glob.glob(a.queries))
    best = {"a": {}, "b": {}}
    rows = {"a": {}, "b": {}}
    for _ in range(a.rounds):
        for side, binary in (("a", a.a), ("b", a.b)):
            for name, o in bench(binary, a.db, files, a.runs, a.cache_mb).items():
                best[side][name] = min(best[side].get(name, math.inf), o["median_ms"])
                rows[side][name] = o["rows"]
    ratios, ok = [], True
    print(f"{'query':40} {'A ms':>10} {'B ms':>10} {'A/B':>7}")
    for name in sorted(best["a"]):
        ta, tb = best["a"][name], best["b"].get(name, math.nan)
        if rows["a"][name] != rows["b"].get(name):
            ok = False
            print(f"{name}: ROWS DIFFER {rows['a'][name]} vs {rows['b'].get(name)}")
        r = ta / tb if tb > 0 else math.nan
        ratios.append(r)
        print(f"{name:40} {ta:10.3f} {tb:10.3f} {r:7.2f}")
    good = [r for r in ratios if r > 0 and not math.isnan(r)]
    if good:
        print(f"geomean A/B {math.exp(sum(map(math.log, good)) / len(good)):.3f} over {len(good)}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
