#!/usr/bin/env python3
"""hostile4 driver (measurement only). Usage: run.py [group...]. Appends to results.jsonl."""
import os, sys, subprocess, shutil, json, re, time, signal, random
B = "/tmp/qbin/quiver-hostile4"
HERE = os.path.dirname(os.path.abspath(__file__)); IN = os.path.join(HERE, "inputs"); T = "/tmp/h4"
os.makedirs(IN, exist_ok=True); os.makedirs(T, exist_ok=True)
RES = os.path.join(HERE, "results.jsonl")
COUNTD = '[:find (count ?v) . :where [?e ?a ?v]]'
def w(name, data, big=False):
    p = os.path.join(T if big else IN, name)
    open(p, "wb").write(data.encode() if isinstance(data, str) else data); return p
def q(db, form, extra=()):
    r = subprocess.run([B, "--db", db, *extra, "--format", "edn", "-c", form], capture_output=True, timeout=60)
    return r.returncode, r.stdout.decode(errors="replace").strip()[:200], r.stderr.decode(errors="replace").strip()[:200]
def cnt(db): return q(db, COUNTD)[1]
SCHEMA = '''(transact [{:db/ident :p/name :db/valueType :db.type/string :db/cardinality :db.cardinality/one :db/unique :db.unique/identity}
 {:db/ident :p/age :db/valueType :db.type/long :db/cardinality :db.cardinality/one}
 {:db/ident :p/tags :db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 {:db/ident :p/friend :db/valueType :db.type/ref :db/cardinality :db.cardinality/one}
 {:db/ident :p/d :db/valueType :db.type/double :db/cardinality :db.cardinality/one}])
(transact [{:p/name "a" :p/age 1 :p/tags ["x" "y"]} {:p/name "b" :p/age 2 :p/tags ["x"]} {:p/name "c" :p/age 3}])'''
def base():
    d = os.path.join(T, "base")
    if not os.path.exists(d):
        subprocess.run([B, "--db", d, "run", w("schema.edn", SCHEMA)], check=True, capture_output=True)
    return d
def fresh(name, src=None):
    d = os.path.join(T, "db-" + name); subprocess.run(["chmod", "-R", "u+w", d], capture_output=True)
    shutil.rmtree(d, ignore_errors=True); shutil.copytree(src or base(), d); return d
def sh(cmd, stdin=None, timeout=20, env=None):
    """run argv list (quiver args) or a shell string under timeout + /usr/bin/time"""
    if isinstance(cmd, list): argv = ["/usr/bin/time", "-f", "TIME %e s %M KB", "timeout", "-k", "3", str(timeout)] + cmd
    else: argv = ["bash", "-c", "/usr/bin/time -f 'TIME %e s %M KB' timeout -k 3 " + str(timeout) + " " + cmd]
    t0 = time.time()
    p = subprocess.run(argv, capture_output=True, stdin=(open(stdin, "rb") if stdin else subprocess.DEVNULL), env=env)
    return dict(rc=p.returncode, out=p.stdout.decode(errors="replace"), err=p.stderr.decode(errors="replace"), wall=time.time()-t0)
def judge(name, r, note="", same=None, extra_bad=None, input_desc=""):
    err = r["err"]; m = re.findall(r"TIME ([\d.]+) s (\d+) KB", err)
    secs, kb = (float(m[-1][0]), int(m[-1][1])) if m else (r["wall"], 0)
    rc = r["rc"]
    if "Command terminated by signal" in err: rc = "sig " + err.split("signal")[1].split()[0]
    why = []
    if secs > 10: why.append("slow %.1fs" % secs)
    if kb > 1500*1024: why.append("rss %d MB" % (kb//1024))
    if rc == 124: why.append("timeout(20s)")
    if rc in (101, 134, 137, 139) or isinstance(rc, str) or (isinstance(rc, int) and rc > 128 and rc != 130): why.append("crash rc=%s" % rc)
    if re.search(r"panicked|RUST_BACKTRACE|stack backtrace|overflowed its stack|Segmentation", err + r["out"]): why.append("panic/overflow text")
    if same is not None and same[0] != same[1]: why.append("db changed %s -> %s" % same)
    if extra_bad: why.append(extra_bad)
    lines = [l for l in err.splitlines() if l.strip() and not l.startswith("TIME ") and "Command exited" not in l and "Command terminated" not in l]
    first = next((l for l in lines if "error" in l.lower()), lines[0] if lines else "")
    rec = dict(name=name, input=input_desc, rc=rc, secs=secs, kb=kb, verdict=("BAD: " + "; ".join(why)) if why else "ok",
               err=first[:400], errlen=len(first), out=r["out"].strip()[:300], note=note)
    print(json.dumps(rec)[:700], flush=True)
    with open(RES, "a") as f: f.write(json.dumps(rec) + "\n")
    return rec
GROUPS = {}
def group(f): GROUPS[f.__name__] = f; return f
def bigdb():
    d = os.path.join(T, "big")
    if not os.path.exists(d):
        shutil.copytree(base(), d)
        parts = ['(transact [']
        for i in range(20000): parts.append('{:p/name "n%d" :p/age %d :p/tags ["t%d" "u"]}' % (i, i, i % 50))
        parts.append('])')
        subprocess.run([B, "--db", d, "run", w("big.edn", "\n".join(parts), big=True)], check=True, capture_output=True)
    return d
@group
def dbfiles():
    src = bigdb(); size = os.path.getsize(os.path.join(src, "data.mdb"))
    def mk(name, mutate):
        d = fresh(name, src); mutate(d); return d
    def trunc(n):
        return lambda d: os.truncate(os.path.join(d, "data.mdb"), n)
    def rnd(d):
        random.seed(4); open(os.path.join(d, "data.mdb"), "wb").write(bytes(random.getrandbits(8) for _ in range(size)))
    def flip(k):
        def f(d):
            p = os.path.join(d, "data.mdb"); b = bytearray(open(p, "rb").read()); random.seed(k)
            for _ in range(k):
                i = random.randrange(len(b)//4, 3*len(b)//4); b[i] ^= 0xFF
            open(p, "wb").write(b)
        return f
    def zero_page(pg):
        def f(d):
            p = os.path.join(d, "data.mdb"); b = bytearray(open(p, "rb").read())
            b[pg*4096:(pg+1)*4096] = bytes(4096); open(p, "wb").write(b)
        return f
    def zero_meta(d):
        p = os.path.join(d, "data.mdb"); b = bytearray(open(p, "rb").read()); b[0:8192] = bytes(8192); open(p, "wb").write(b)
    def rmlock(d): os.remove(os.path.join(d, "lock.mdb"))
    def rolock(d): os.chmod(os.path.join(d, "lock.mdb"), 0o444)
    def junklock(d): open(os.path.join(d, "lock.mdb"), "wb").write(b"\xde\xad" * 3000)
    def lockdir(d): os.remove(os.path.join(d, "lock.mdb")); os.mkdir(os.path.join(d, "lock.mdb"))
    def datadir(d): os.remove(os.path.join(d, "data.mdb")); os.mkdir(os.path.join(d, "data.mdb"))
    def datalink(d): os.remove(os.path.join(d, "data.mdb")); os.symlink("data.mdb", os.path.join(d, "data.mdb"))
    def datadev(d): os.remove(os.path.join(d, "data.mdb")); os.symlink("/dev/zero", os.path.join(d, "data.mdb"))
    def datanull(d): os.remove(os.path.join(d, "data.mdb")); os.symlink("/dev/null", os.path.join(d, "data.mdb"))
    def sparse_huge(d): os.truncate(os.path.join(d, "data.mdb"), 1 << 40)
    def other_qdb_swap(d):  # data.mdb of the small base db with big's lock
        shutil.copy(os.path.join(base(), "data.mdb"), os.path.join(d, "data.mdb"))
    cases = [("trunc0", trunc(0)), ("trunc4096", trunc(4096)), ("trunc8192", trunc(8192)), ("trunc-half", trunc(size//2)),
             ("trunc-minus1", trunc(size-1)), ("random-bytes", rnd), ("flip-8", flip(8)), ("flip-200", flip(200)),
             ("zero-page-mid", zero_page(size//4096//2)), ("zero-page-3", zero_page(3)), ("zero-meta-pages", zero_meta),
             ("lock-missing", rmlock), ("lock-readonly", rolock), ("lock-junk", junklock), ("lock-is-dir", lockdir),
             ("data-is-dir", datadir), ("data-symlink-loop", datalink), ("data-is-dev-zero", datadev), ("data-is-dev-null", datanull),
             ("data-sparse-1TB", sparse_huge), ("data-from-other-db", other_qdb_swap)]
    for name, mut in cases:
        d = mk(name, mut)
        judge("db-%s-query" % name, sh([B, "--db", d, "--format", "edn", "-c", COUNTD]), input_desc="count query on damaged db")
        d = mk(name, mut)
        judge("db-%s-check" % name, sh([B, "--db", d, "check"]), input_desc="quiver check")
        d = mk(name, mut)
        judge("db-%s-write" % name, sh([B, "--db", d, "-c", '(transact [{:p/name "zz"}])']), input_desc="transact on damaged db")
    # the db dir itself a symlink loop
    loop = os.path.join(T, "loopdir"); shutil.rmtree(loop, ignore_errors=True)
    if os.path.islink(loop): os.remove(loop)
    os.symlink(loop, loop)
    judge("dbdir-symlink-loop-query", sh([B, "--db", loop, "-c", COUNTD]), input_desc="--db is a self symlink")
    judge("dbdir-symlink-loop-check", sh([B, "--db", loop, "check"]), input_desc="check, --db self symlink")
    a, b2 = os.path.join(T, "loopA"), os.path.join(T, "loopB")
    for x in (a, b2):
        if os.path.islink(x): os.remove(x)
    os.symlink(b2, a); os.symlink(a, b2)
    judge("dbdir-symlink-loop2", sh([B, "--db", a, "-c", COUNTD]), input_desc="--db A->B->A")
    judge("dbdir-dangling-symlink", sh([B, "--db", "/tmp/h4/dangle", "-c", COUNTD]) if (os.path.islink("/tmp/h4/dangle") or os.symlink("/tmp/h4/nonexist/x", "/tmp/h4/dangle") or True) else None, input_desc="--db dangling symlink")
    judge("check-readonly-db", sh([B, "--db", fresh("rochk", src), "--read-only", "check"]), input_desc="check --read-only")
    # a read-only directory holding a valid db, write attempted
    d = fresh("rodir", src); subprocess.run(["chmod", "-R", "a-w", d])
    judge("db-readonly-dir-write-as-root", sh([B, "--db", d, "-c", '(transact [{:p/name "zz"}])']), input_desc="chmod a-w (root ignores)")
    subprocess.run(["chmod", "-R", "u+w", d])
@group
def fulldisk():
    m = "/tmp/h4/tiny"; os.makedirs(m, exist_ok=True)
    subprocess.run(["umount", m], capture_output=True)
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=3m", "tmpfs", m], capture_output=True)
    if r.returncode != 0:
        judge("fulldisk-mount", dict(rc=0, out="", err="skip: " + r.stderr.decode(), wall=0), note="n/a: cannot mount tmpfs"); return
    d = os.path.join(m, "db")
    judge("fulldisk-create", sh([B, "--db", d, "run", os.path.join(IN, "schema.edn")]), input_desc="create db on 3 MB tmpfs")
    before = cnt(d)
    big = w("fulldisk.edn", '(transact [' + " ".join('{:p/name "%s%d"}' % ("x"*200, i) for i in range(20000)) + '])', big=True)
    r = sh([B, "--db", d, "run", big]); after = cnt(d)
    judge("fulldisk-transact", r, same=(before, after), input_desc="4 MB transact onto 3 MB tmpfs")
    jl = w("fulldisk.jsonl", "\n".join('{"name":"%s%d"}' % ("y"*200, i) for i in range(20000)), big=True)
    r = sh([B, "--db", d, "import", "--format", "jsonl", "--ns", "p", jl]); after2 = cnt(d)
    judge("fulldisk-import", r, same=(before, after2), input_desc="4 MB jsonl import onto full tmpfs")
    judge("fulldisk-check", sh([B, "--db", d, "check"]), input_desc="check after full-disk failures")
    judge("fulldisk-export-parquet", sh([B, "--db", bigdb(), "export", "--format", "parquet", "--output", os.path.join(m, "pq")]), input_desc="export 20k entities to full tmpfs")
    judge("fulldisk-dump-redirect", sh("%s --db %s dump > %s/dump.edn" % (B, bigdb(), m)), input_desc="dump > file on full tmpfs")
    judge("fulldisk-backup", sh([B, "--db", bigdb(), "backup", "--to", os.path.join(m, "bk")]), input_desc="backup to full tmpfs",
          extra_bad=("backup left files" if os.path.exists(os.path.join(m, "bk", "data.mdb")) else None))
    subprocess.run(["umount", m], capture_output=True)
if __name__ == "__main__":
    for g in (sys.argv[1:] or list(GROUPS)): GROUPS[g]()
