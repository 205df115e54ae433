#!/usr/bin/env python3
"""Time fresh plans: `quiver explain` of VARIANTS renamed copies of each
query in one process, so each misses the plan cache and is planned afresh.

usage (from the project root):
  python3 testdata/bench/plan_time.py --bin target/release/quiver \\
      --db /tmp/film --queries '../shared/bench/queries/film_j0*.edn'
  python3 testdata/bench/plan_time.py ... --a /tmp/quiver-before   # A/B

Each variant appends `_vN` to every variable of the query (`?p` becomes
`?p_v7`), which changes the plan cache key and nothing else. Two settings
per binary:
- no access cache (`--cache-mb 0`): every statistic is read from the
  database for every plan;
- statistics cached (the default cache): the first variant reads them,
  the others find them in the access cache (the first is left out).
Prints the median of `planning: planned in X ms` per query and setting,
and the statistics a fresh plan reads (the first variant's, default cache). With `--a`, runs both binaries
alternately (ROUNDS times, the best median of the rounds each).
The database is opened `--read-only`.
"""
import argparse, glob, os, re, statistics, subprocess, sys, tempfile

VAR = re.compile(r"\?([A-Za-z_][\w\-*+!<>=/.]*)")
PLANNED = re.compile(r"planning: planned in ([0-9.]+) ms(?:; statistics: (\d+) cached, (\d+) read)?")


def variants(text, n):
    """`n` copies of the bench map in `text`, variables renamed per copy."""
    out = []
    for i in range(n):
        out.append(VAR.sub(lambda m: f"?{m.group(1)}_v{i}", text))
    return "\n".join(out)


def run(binary, db, path, cache_mb):
    cmd = [binary, "explain", "--db", db, "--read-only"]
    if cache_mb is not None:
        cmd += ["--cache-mb", str(cache_mb)]
    r = subprocess.run(cmd + [path], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"{binary} explain {path} failed: {r.stderr[-800:]}")
    found = PLANNED.findall(r.stdout)
    if not found:
        sys.exit(f"no 'planned in' line from {binary} on {path}")
    return [(float(ms), int(c or 0), int(m or 0)) for ms, c, m in found]


def measure(binary, db, files, n):
    res = {}
    for f in files:
        for label, cache_mb, skip in (("nocache", 0, 0), ("cached", None, 1)):
            times = run(binary, db, files[f], cache_mb)
            if len(times) != n:
                sys.exit(f"{f}: {len(times)} fresh plans, expected {n}")
            res[(f, label)] = (statistics.median(t[0] for t in times[skip:]),
                               times[0][1] + times[0][2])
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default="target/release/quiver")
    ap.add_argument("--a", help="a second binary, run alternately (A/B)")
    ap.add_argument("--db", required=True)
    ap.add_argument("--queries", default="../shared/bench/queries/film_j0*.edn")
    ap.add_argument("--variants", type=int, default=200)
    ap.add_argument("--rounds", type=int, default=3)
    a = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="plan_time_")
    files = {}
    for q in sorted(glob.glob(a.queries)):
        stem = os.path.basename(q).removesuffix(".edn")
        name = stem.split("_", 1)[-1]  # film_j01_rare_… -> j01_rare_…
        path = os.path.join(tmp, name + ".edn")
        with open(q) as src, open(path, "w") as dst:
            dst.write(variants(src.read(), a.variants))
        files[name] = path
    if not files:
        sys.exit(f"no query matches {a.queries}")
    bins = [("B", a.bin)] + ([("A", a.a)] if a.a else [])
    best = {}
    for _ in range(a.rounds):
        for side, b in bins:
            for k, (ms, reads) in measure(b, a.db, files, a.variants).items():
                prev = best.get((side, k))
                best[(side, k)] = (min(ms, prev[0]) if prev else ms, reads)
    cols = [f"{s} {l}" for s, _ in bins for l in ("nocache", "cached")]
    w = max(len(f) for f in files) + 1
    print(f"{'query':{w}}" + "".join(f"{c:>14}" for c in cols) + f"{'reads':>8}")
    for f in files:
        line = f"{f:{w}}"
        for s, _ in bins:
            for l in ("nocache", "cached"):
                line += f"{best[(s, (f, l))][0]:>11.3f} ms"
        print(line + f"{best[('B', (f, 'cached'))][1]:>8}")


if __name__ == "__main__":
    sys.exit(main())
