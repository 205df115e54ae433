#!/usr/bin/env python3
"""Compare the plans two quiver binaries choose: `quiver explain` of each
query file with both, the `planning:` timing lines left out. A template
(`:args-sets`) is explained with its first argument set.

usage (from the project root):
  python3 testdata/bench/explain_diff.py --a /tmp/quiver-before --b target/release/quiver \\
      --db /tmp/film '../shared/bench/queries/film_*.edn' 'testdata/bench/film_x*.edn'

Prints each file whose plans differ (with a unified diff) and exits 1 if
any does. The database is opened `--read-only`.
"""
import argparse, difflib, glob, os, re, subprocess, sys, tempfile

ARGS_SETS = re.compile(r":args-sets\s*\[\s*(\[[^\]]*\]).*\]\s*}\s*$", re.S)


def explain(binary, db, path):
    r = subprocess.run([binary, "explain", "--db", db, "--read-only", path],
                       capture_output=True, text=True)
    out = r.stdout + r.stderr
    return [l for l in out.splitlines() if not l.startswith("planning:")]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--a", required=True)
    ap.add_argument("--b", required=True)
    ap.add_argument("--db", required=True)
    ap.add_argument("queries", nargs="+", help="globs of query files")
    a = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="explain_diff_")
    files = sorted({f for g in a.queries for f in glob.glob(g)})
    if not files:
        sys.exit("no query file matches")
    differ = 0
    for f in files:
        text = open(f).read()
        m = ARGS_SETS.search(text)
        if m:
            f_run = os.path.join(tmp, os.path.basename(f))
            with open(f_run, "w") as out:
                out.write(text[: m.start()] + f":args {m.group(1)}}}\n")
        else:
            f_run = f
        pa, pb = explain(a.a, a.db, f_run), explain(a.b, a.db, f_run)
        if pa != pb:
            differ += 1
            print(f"DIFFERS: {f}")
            print("\n".join(difflib.unified_diff(pa, pb, "a", "b", lineterm="")))
    print(f"{len(files) - differ} same, {differ} differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
