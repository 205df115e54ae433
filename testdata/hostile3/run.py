#!/usr/bin/env python3
"""Hostile-input driver for quiver (measurement only). Usage: run.py [name-substring...]"""
import os, sys, subprocess, shutil, json, re, time, signal
B = "/tmp/qbin/quiver-hostile3"
HERE = os.path.dirname(os.path.abspath(__file__))
IN = os.path.join(HERE, "inputs")          # small inputs kept; big ones generated into /tmp
BIG = "/tmp/h3big"
DBS = "/tmp/h3dbs"
os.makedirs(IN, exist_ok=True); os.makedirs(BIG, exist_ok=True); os.makedirs(DBS, exist_ok=True)
RES = os.path.join(HERE, "results.jsonl")
CASES = []
def case(name, data=None, ext="edn", args=None, cmd="run", db=None, expect_count=None, stdin=None, custom=None, note=""):
    CASES.append(dict(name=name, data=data, ext=ext, args=args or [], cmd=cmd, db=db, expect=expect_count, stdin=stdin, custom=custom, note=note))

SCHEMA = b'''(transact [{:db/ident :p/name :db/valueType :db.type/string :db/cardinality :db.cardinality/one :db/unique :db.unique/identity}
 {:db/ident :p/age :db/valueType :db.type/long :db/cardinality :db.cardinality/one}
 {:db/ident :p/tags :db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 {:db/ident :p/friend :db/valueType :db.type/ref :db/cardinality :db.cardinality/one}
 {:db/ident :p/d :db/valueType :db.type/double :db/cardinality :db.cardinality/one}
 {:db/ident :p/inst :db/valueType :db.type/instant :db/cardinality :db.cardinality/one}
 {:db/ident :p/uuid :db/valueType :db.type/uuid :db/cardinality :db.cardinality/one}
 {:db/ident :p/kw :db/valueType :db.type/keyword :db/cardinality :db.cardinality/one}
 {:db/ident :p/bool :db/valueType :db.type/boolean :db/cardinality :db.cardinality/one}
 {:db/ident :p/big :db/valueType :db.type/bigint :db/cardinality :db.cardinality/one}
 {:db/ident :p/dec :db/valueType :db.type/bigdec :db/cardinality :db.cardinality/one}
 {:db/ident :p/tup :db/valueType :db.type/tuple :db/tupleTypes [:db.type/long :db.type/string] :db/cardinality :db.cardinality/one}
 {:db/ident :p/email :db/valueType :db.type/string :db/cardinality :db.cardinality/one :db/unique :db.unique/value}])
(transact [{:p/name "a" :p/age 1 :p/tags ["x" "y"] :p/email "a@x"} {:p/name "b" :p/age 2 :p/tags ["x"] :p/email "b@x"} {:p/name "c" :p/age 3}])
'''
COUNTQ = '[:find (count ?e) . :where [?e :p/name]]'
COUNTD = '[:find (count ?v) . :where [?e ?a ?v]]'

def base_db():
    d = os.path.join(DBS, "base")
    if not os.path.exists(d):
        p = os.path.join(DBS, "schema.edn"); open(p, "wb").write(SCHEMA)
        subprocess.run([B, "--db", d, "run", p], check=True, capture_output=True)
        # a chain of 20000 refs for recursion tests
        n = 20000
        parts = ['(transact [']
        for i in range(n):
            parts.append('{:db/id "n%d" :p/name "n%d" %s}' % (i, i, (':p/friend "n%d"' % (i+1)) if i+1 < n else ''))
        parts.append('])')
        p2 = os.path.join(DBS, "chain.edn"); open(p2, "w").write("\n".join(parts))
        subprocess.run([B, "--db", d, "run", p2], check=True, capture_output=True)
    return d

def count(db, q=COUNTQ):
    r = subprocess.run([B, "--db", db, "--format", "edn", "-c", q], capture_output=True, timeout=60)
    return (r.returncode, r.stdout.decode(errors="replace").strip(), r.stderr.decode(errors="replace").strip()[:200])

def fresh(name):
    d = os.path.join(DBS, name)
    shutil.rmtree(d, ignore_errors=True)
    shutil.copytree(base_db(), d)
    return d

def run_one(c):
    name = c["name"]
    data = c["data"]
    if callable(data): data = data()
    path = None
    if data is not None:
        if isinstance(data, str): data = data.encode()
        if c["db"] is None and data.startswith(b"[:find") and not c["custom"]:
            data = b"(q " + data + b")"   # bare queries that read no db need (q ...)
        small = len(data) < 20000
        path = os.path.join(IN if small else BIG, name + "." + c["ext"])
        open(path, "wb").write(data)
    db = None
    if c["db"] == "fresh": db = fresh(name)
    elif c["db"] == "base": db = base_db()
    elif c["db"]: db = c["db"]
    before = count(db) if (db and c["expect"] == "same") else None
    beforeD = count(db, COUNTD) if (db and c["expect"] == "same") else None
    if c["custom"]:
        r = c["custom"](c, db, path)
    else:
        argv = ["/usr/bin/time", "-f", "TIME %e s %M KB", "timeout", "20", B]
        if db: argv += ["--db", db]
        argv += c["args"]
        argv += [c["cmd"]] if c["cmd"] else []
        if c["cmd"] == "import": argv += c.get("iargs", [])
        if path and c["cmd"] is not None: argv += [path]
        t0 = time.time()
        p = subprocess.run(argv, capture_output=True, stdin=subprocess.DEVNULL)
        r = dict(rc=p.returncode, out=p.stdout.decode(errors="replace"), err=p.stderr.decode(errors="replace"), wall=time.time()-t0)
    err = r["err"]
    m = re.search(r"TIME ([\d.]+) s (\d+) KB", err)
    secs, kb = (float(m.group(1)), int(m.group(2))) if m else (r["wall"], 0)
    tail = "\n".join(l for l in err.splitlines() if not l.startswith("TIME ") and "Command exited" not in l and "Command terminated" not in l)
    rc = r["rc"]
    if "Command terminated by signal" in err:
        rc = "sig " + err.split("signal")[1].split()[0]
    verdict = "ok"; why = []
    if secs > 10: why.append("slow %.1fs" % secs)
    if kb > 1500*1024: why.append("rss %d MB" % (kb//1024))
    if rc == 124: why.append("timeout(20s)")
    if rc in (101, 134) or (isinstance(rc, str)): why.append("crash rc=%s" % rc)
    if "panicked" in err or "RUST_BACKTRACE" in err or "stack backtrace" in err or "overflowed its stack" in err: why.append("panic/overflow text")
    if c["expect"] == "same":
        after = count(db); afterD = count(db, COUNTD)
        if after != before or afterD != beforeD:
            why.append("db changed %s/%s -> %s/%s" % (before[1], beforeD[1], after[1], afterD[1]))
        r["dbcheck"] = "%s/%s -> %s/%s" % (before[1], beforeD[1], after[1], afterD[1])
    if why: verdict = "BAD: " + "; ".join(why)
    errlines = [l for l in tail.splitlines() if l.strip()]
    first = next((l for l in errlines if l.startswith("error")), errlines[0] if errlines else "")
    outfirst = r["out"].strip().splitlines()[:1]
    rec = dict(name=name, rc=rc, secs=secs, kb=kb, verdict=verdict, err=first[:400], errlen=len(first), out=(outfirst[0][:200] if outfirst else ""), note=c["note"], db=r.get("dbcheck", ""))
    return rec

if __name__ == "__main__":
    import cases  # noqa: registers cases
    sel = sys.argv[1:]
    with open(RES, "a") as f:
        for c in cases.CASES if hasattr(cases, "CASES") else CASES:
            if sel and not any(s in c["name"] for s in sel): continue
            rec = run_one(c)
            print(json.dumps(rec)[:600], flush=True)
            f.write(json.dumps(rec) + "\n")
