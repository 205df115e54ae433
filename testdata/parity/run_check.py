#!/usr/bin/env python3
"""Quiver against Datalevin 1.2.8 on a corpus written for this check alone
(`unseen/`, `unseen2/`: each a directory of queries.edn, schema.edn and
data.edn).

usage (from the project root):
  python3 testdata/parity/run_check.py testdata/parity/unseen2 [--quiver target/release/quiver]

queries.edn holds one form per entry, each entry opened by a line
`;; @ NAME`: a bare query (`[:find …]`, only the database as input) or
`(q QUERY INPUT…)` where the symbol `$` as an input stands for the database
(Quiver's form language; check.clj reads it the same way for Datalevin),
`(pull PATTERN EID)`, or `(with TX-DATA FORM)`: FORM (one of the above) on
the database as TX-DATA leaves it (Datalevin: a fresh copy of the database
with TX-DATA transacted, so transactions never leak between entries).
The data (data.edn, schema.edn, written by gen_data.py) is imported into a
fresh Quiver database and transacted into a fresh Datalevin database.
Each query runs in its own `quiver run --format edn` process; check.clj runs
it on Datalevin and compares (sets order-insensitively unless the query has
:order-by, doubles to 9 significant digits). Results go to results.tsv
(ID, class, Quiver's answer, Datalevin's; in the corpus directory) and a
summary to stdout.
Needs Java 21+ and the datalevin==1.2.8 wheel, found as compare_live.py does.
"""
import argparse, os, re, subprocess, sys, tempfile, collections

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "../.."))
sys.path.insert(0, os.path.join(ROOT, "testdata/bench/datalevin"))
import compare_live  # noqa: E402  (datalevin_jar, java, JVM_ARGS)


def entries(path):
    out, name, buf = [], None, []
    for line in open(path):
        m = re.match(r";; @ (\S+)", line)
        if m:
            if name:
                out.append((name, "".join(buf)))
            name, buf = m.group(1), []
        elif name:
            buf.append(line)
    if name:
        out.append((name, "".join(buf)))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("corpus", help="the corpus directory (queries.edn, schema.edn, data.edn)")
    ap.add_argument("--quiver", default=os.path.join(ROOT, "target/debug/quiver"))
    ap.add_argument("--out", default=None, help="results.tsv in the corpus directory")
    a = ap.parse_args()
    corpus = os.path.abspath(a.corpus)
    out_path = a.out or os.path.join(corpus, "results.tsv")
    if not os.path.exists(a.quiver):
        sys.exit(f"no Quiver binary at {a.quiver}: build it (cargo build -p quiver-cli) "
                 "or pass --quiver PATH")
    qs = entries(os.path.join(corpus, "queries.edn"))
    names = [n for n, _ in qs]
    dup = [n for n, c in collections.Counter(names).items() if c > 1]
    if dup:
        sys.exit(f"duplicate entry names: {dup}")
    tmp = tempfile.mkdtemp(prefix="quiver-parity-")
    qdb, ddb, work = (os.path.join(tmp, x) for x in ("quiver-db", "dl-db", "work"))
    os.makedirs(work)
    subprocess.run([a.quiver, "import", "--db", qdb, "--schema",
                    os.path.join(corpus, "schema.edn"), os.path.join(corpus, "data.edn")],
                   check=True, capture_output=True)
    for i, (name, text) in enumerate(qs):
        # An entry name may hold a `/` (a parameter in it): not a path.
        stem = os.path.join(work, f"{i:04d}-" + re.sub(r"[^A-Za-z0-9_.+-]", "_", name))
        open(stem + ".edn", "w").write(text)
        try:
            r = subprocess.run([a.quiver, "--db", qdb, "run", "--format", "edn", stem + ".edn"],
                               capture_output=True, text=True, timeout=30)
            out, err = r.stdout, r.stderr
        except subprocess.TimeoutExpired:
            out, err = "", "error: timeout (30 s)"
        open(stem + ".qout", "w").write(out)
        open(stem + ".qerr", "w").write(err)
    cmd = [compare_live.java(), "-Xmx2g", *compare_live.JVM_ARGS, "-cp",
           compare_live.datalevin_jar(), "clojure.main", os.path.join(HERE, "check.clj"),
           ddb, os.path.join(corpus, "schema.edn"), os.path.join(corpus, "data.edn"), work]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=1800)
    if r.returncode != 0:
        sys.exit("datalevin side failed: " + r.stderr[-3000:])
    lines = [l for l in r.stdout.splitlines() if "\t" in l]
    open(out_path, "w").write("\n".join(lines) + "\n")
    counts = collections.Counter(l.split("\t")[1] for l in lines)
    total = len(lines)
    agree = counts["agree"] + counts["both-error"]
    print(f"{total} queries: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    print(f"agreement (agree + both-error): {agree}/{total} = {100.0 * agree / total:.2f}%")
    for l in lines:
        id_, cls, q, d = l.split("\t")
        if cls not in ("agree", "both-error"):
            print(f"\n[{cls}] {id_}\n  quiver:    {q[:400]}\n  datalevin: {d[:400]}")
    print(f"\n(work files in {tmp})")


if __name__ == "__main__":
    main()
