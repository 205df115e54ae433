#!/usr/bin/env python3
"""Quiver against Datalevin 1.2.8 measured here and now, like for like.

`../shared/bench/compare.py` compares Quiver with the Datalevin medians in
`../shared/bench/datalevin-results.md`. Those were taken with Datalevin's
query-result cache off, but with its store-level index cache on (the
`:cache-limit` LRU of `datalevin.db`, 512 entries by default). That cache
keeps each plan step's output keyed by the step's input, so a repeated query
is answered step by step from the previous run (D-345). This script runs
Datalevin from the same pinned wheel the build takes DLMDB from, on the same
data, in the same minutes as `quiver bench --no-result-cache`, in two modes:

  no-caches         "cold": result cache off and index cache off: every run
                    executes the plan (the like-for-like figure); Quiver runs
                    with --no-result-cache --cache-mb 0
  result-cache-off  only the result cache off, as datalevin-results.md was
                    taken (index cache on: repeated runs hit it); Quiver
                    with --no-result-cache (its access cache on)
  defaults          "as used": each side at its defaults (Datalevin's result
                    and index caches on; Quiver's result and access caches on)

Templates may give :args-sets (inputs taken round-robin) and :write (a
transaction before each run, `?i` and "{i}" standing for the run number);
both sides read them the same way (testdata/bench/templates/).

usage (from the project root):
  python3 testdata/bench/datalevin/compare_live.py --workload film-1 \\
      --queries '../shared/bench/queries/film_*.edn'
  python3 testdata/bench/datalevin/compare_live.py --workload people-100k \\
      --queries '../shared/bench/queries/people_*.edn' --modes no-caches

Needs Java 21 or later (JAVA=/path/to/java, else the newest JDK under
/usr/lib/jvm) and the datalevin==1.2.8 wheel (from the dlmdb-sys cache, else
`pip download`, SHA-256 checked). The Datalevin database is loaded once per
data file with one `transact!` of the entity maps, as datalevin-results.md's
"tx" databases were. Nothing here is part of Quiver or its tests.
"""
import argparse, glob, hashlib, json, math, os, re, subprocess, sys, time, zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.path.abspath(os.path.join(HERE, "../../../../shared/bench"))
DATA = "/tmp/quiver-bench/data"
WHEEL = "datalevin-1.2.8-py3-none-any.whl"
WHEEL_SHA256 = "0bcd56845f358a4dd1bddbe00e07189c3834dd9e94eb3c05eed26ab0e6183ae2"
JAR_ENTRY = "datalevin/jars/datalevin-runtime-1.2.8.jar"
JVM_ARGS = ["--enable-native-access=ALL-UNNAMED",
            "--add-opens=java.base/java.lang=ALL-UNNAMED",
            "--add-opens=java.base/java.util=ALL-UNNAMED",
            "--add-opens=java.base/java.nio=ALL-UNNAMED",
            "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
            "-Dorg.bytedeco.javacpp.cachedir=/tmp/datalevin-javacpp-cache"]


def cache_dir():
    return os.environ.get("DLMDB_CACHE_DIR",
                          os.path.expanduser("~/.cache/dlmdb-sys/1.2.8"))


def datalevin_jar():
    """The runtime jar inside the pinned wheel, extracted once."""
    if os.environ.get("DATALEVIN_JAR"):
        return os.environ["DATALEVIN_JAR"]
    cache = cache_dir()
    jar = os.path.join(cache, "datalevin-runtime-1.2.8.jar")
    if os.path.exists(jar):
        return jar
    wheel = os.path.join(cache, WHEEL)
    if not os.path.exists(wheel):
        os.makedirs(cache, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps",
                        "--only-binary=:all:", "-d", cache, "datalevin==1.2.8"], check=True)
    digest = hashlib.sha256(open(wheel, "rb").read()).hexdigest()
    if digest != WHEEL_SHA256:
        sys.exit(f"{wheel}: SHA-256 {digest}, expected {WHEEL_SHA256}")
    with zipfile.ZipFile(wheel) as z, open(jar + ".tmp", "wb") as out:
        out.write(z.read(JAR_ENTRY))
    os.replace(jar + ".tmp", jar)
    return jar


def java():
    """A java of version 21 or later."""
    if os.environ.get("JAVA"):
        return os.environ["JAVA"]
    best = None
    for j in glob.glob("/usr/lib/jvm/*/bin/java") + ["java"]:
        try:
            v = subprocess.run([j, "-version"], capture_output=True, text=True).stderr
        except OSError:
            continue
        m = re.search(r'version "(\d+)', v)
        if m and int(m.group(1)) >= 21 and (best is None or int(m.group(1)) > best[0]):
            best = (int(m.group(1)), j)
    if best is None:
        sys.exit("no Java 21+ found (set JAVA=/path/to/java)")
    return best[1]


def run_clj(args, timeout):
    cmd = [java(), "-Xmx12g", *JVM_ARGS, "-cp", datalevin_jar(), "clojure.main",
           os.path.join(HERE, "bench.clj"), *args]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    if r.returncode != 0:
        sys.exit("datalevin failed: " + r.stderr[-2000:])
    return [json.loads(line) for line in r.stdout.splitlines() if line.startswith("{")]


def ensure_data(label):
    if label.startswith("people"):
        n = {"people-20k": 20000, "people-100k": 100000}[label]
        path = f"{DATA}/{label}.edn"
        if not os.path.exists(path):
            subprocess.run([sys.executable, f"{SHARED}/gen_people.py", "--n", str(n),
                            "--out", DATA], check=True)
        return path, f"{DATA}/people-schema.edn"
    path = f"{DATA}/film-1.edn"
    if not os.path.exists(path):
        subprocess.run([sys.executable, f"{SHARED}/gen_film.py", "--out", DATA], check=True)
    return path, f"{DATA}/film-schema.edn"


def stamp_ok(dirname, stamp):
    p = os.path.join(dirname, ".loaded-from")
    return os.path.exists(p) and open(p).read() == stamp


QUIVER_FLAGS = {"no-caches": ["--no-result-cache", "--cache-mb", "0"],
                "result-cache-off": ["--no-result-cache"],
                "defaults": []}


def quiver_bench(binary, label, data, schema, files, runs, mode):
    """`quiver bench` with the mode's flags, importing into compare.py's
    database when the binary changed (the same stamp compare.py writes)."""
    db = f"/tmp/quiver-bench/db-{label}"
    stamp = str(os.path.getmtime(binary))
    if not stamp_ok(db, stamp):
        subprocess.run(["rm", "-rf", db])
        subprocess.run([binary, "import", "--db", db, "--schema", schema, data],
                       check=True, capture_output=True)
        open(f"{db}/.loaded-from", "w").write(stamp)
    # Warm up as the Datalevin side does (it runs each template up to 500
    # times first): a round of every input set at least, so a parameterized
    # template is timed in its steady state on both sides.
    r = subprocess.run([binary, "bench", "--db", db, "--runs", str(runs),
                        "--warmup", str(max(runs, 40)), *QUIVER_FLAGS[mode], *files],
                       capture_output=True, text=True)
    if r.returncode != 0:
        print("quiver bench failed: " + r.stderr[-2000:], file=sys.stderr)
    return {o["name"]: o for o in (json.loads(l) for l in r.stdout.splitlines()
                                   if l.startswith("{"))}


def datalevin_bench(label, data, schema, files, mode, min_runs, seconds):
    db = f"/tmp/quiver-bench/datalevin-{label}"
    st = os.stat(data)
    stamp = f"{data}:{st.st_size}:{st.st_mtime}"
    if not stamp_ok(db, stamp):
        subprocess.run(["rm", "-rf", db])
        t = time.time()
        loaded = run_clj(["load", db, data, schema], timeout=3600)
        print(f"datalevin load {label}: {time.time() - t:.1f}s wall {loaded}", flush=True)
        open(f"{db}/.loaded-from", "w").write(stamp)
    out = run_clj(["run", db, mode, str(min_runs), str(seconds), *files], timeout=7200)
    return {o["name"]: o for o in out}


def fmt_ms(v):
    """Milliseconds to four decimals, or to the nanosecond below 0.01 ms
    (cache hits take a fraction of a microsecond)."""
    return f"{v:.4f}" if v >= 0.01 else f"{v:.6f}"


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--workload", required=True)
    ap.add_argument("--queries", required=True)
    ap.add_argument("--runs", type=int, default=15, help="quiver bench runs")
    ap.add_argument("--dl-min-runs", type=int, default=15)
    ap.add_argument("--dl-seconds", type=float, default=3.0,
                    help="each Datalevin query is timed for at least this long")
    ap.add_argument("--modes", default="no-caches,defaults")
    ap.add_argument("--bin", default="target/release/quiver")
    a = ap.parse_args()
    binary = os.path.abspath(a.bin)
    data, schema = ensure_data(a.workload)
    files = sorted(glob.glob(a.queries))
    modes = a.modes.split(",")
    print(f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, load average "
          f"{os.getloadavg()[0]:.2f}", flush=True)
    agree = True
    for m in modes:
        q = quiver_bench(binary, a.workload, data, schema, files, a.runs, m)
        dl = datalevin_bench(a.workload, data, schema, files, m, a.dl_min_runs, a.dl_seconds)
        print(f"\n### {m}\n")
        print("| query | rows | Quiver ms | Quiver write / query ms | Datalevin ms "
              "| Datalevin write / query ms | ratio |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        ratios = []
        for name in sorted(q):
            qr = q[name]
            d = dl.get(name)
            cells = [name, f"{qr['rows']:,}", fmt_ms(qr['median_ms']),
                     f"{qr.get('write_ms', 0):.3f} / {qr.get('query_ms', qr['median_ms']):.3f}"]
            if d is None:
                cells += ["—", "—", "—"]
            else:
                if d["rows"] != qr["rows"]:
                    agree = False
                    cells[1] += f" (Datalevin {d['rows']:,})"
                r = d["median_ms"] / max(qr["median_ms"], 1e-6)
                ratios.append(r)
                cells += [fmt_ms(d['median_ms']),
                          f"{d.get('write_ms', 0):.3f} / {d.get('query_ms', d['median_ms']):.3f}",
                          f"{r:.2f}×"]
            print("| " + " | ".join(cells) + " |")
        if ratios:
            print(f"\ngeomean vs Datalevin {m}: {geomean(ratios):.2f}× over {len(ratios)} "
                  f"templates, min {min(ratios):.2f}×")
        extra = {n: {k: v for k, v in o.items() if k in
                     ("plan_ms", "plans_made", "plans_rechecked", "result_hits",
                      "access_hits", "access_misses")} for n, o in q.items()}
        print("quiver caches: " + json.dumps(extra))
    print("row counts agree" if agree else "ROW COUNTS DIFFER")
    return 0 if agree else 1


if __name__ == "__main__":
    sys.exit(main())
