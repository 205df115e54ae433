#!/usr/bin/env python3
"""hostile4 groups 2+: concurrency, round trips, schema, explain/bench, stdin, output formats"""
import sys; sys.path.insert(0, __import__("os").path.dirname(__file__))
from run import *
NAMEQ = '[:find (count ?e) . :where [?e :p/name]]'
def names(db): return q(db, NAMEQ)[1]
@group
def conc():
    d = fresh("conc2w")
    fa = w("conc-a.edn", "\n".join('(transact [{:p/name "A%d" :p/age %d}])' % (i, i) for i in range(300)))
    fb = w("conc-b.edn", "\n".join('(transact [{:p/name "B%d" :p/age %d :p/tags ["q"]}])' % (i, i) for i in range(300)))
    t0 = time.time()
    pa = subprocess.Popen(["/usr/bin/time", "-f", "TIME %e s %M KB", "timeout", "20", B, "--db", d, "run", fa], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    pb = subprocess.Popen(["/usr/bin/time", "-f", "TIME %e s %M KB", "timeout", "20", B, "--db", d, "run", fb], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    oa, ea = pa.communicate(); ob, eb = pb.communicate()
    n = names(d); ok = n == "603"
    judge("conc-two-writers-300-each-A", dict(rc=pa.returncode, out="names=" + n, err=ea.decode(), wall=time.time()-t0), extra_bad=None if ok else "expected 603 names, got " + n, input_desc="2 processes x 300 (transact) each")
    judge("conc-two-writers-300-each-B", dict(rc=pb.returncode, out="names=" + n, err=eb.decode(), wall=time.time()-t0), extra_bad=None if ok else "expected 603 names", input_desc="(second writer)")
    judge("conc-two-writers-check", sh([B, "--db", d, "check"]), input_desc="check after")
    # two bulk imports at once
    d = fresh("conc2imp")
    ja = w("conc-a.jsonl", "\n".join('{"name":"IA%d","age":%d}' % (i, i) for i in range(50000)), big=True)
    jb = w("conc-b.jsonl", "\n".join('{"name":"IB%d","age":%d}' % (i, i) for i in range(50000)), big=True)
    pa = subprocess.Popen(["timeout", "20", B, "--db", d, "import", "--format", "jsonl", "--ns", "p", ja], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    pb = subprocess.Popen(["timeout", "20", B, "--db", d, "import", "--format", "jsonl", "--ns", "p", jb], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    oa, ea = pa.communicate(); ob, eb = pb.communicate(); n = names(d)
    exp = 3 + 50000 * ((pa.returncode == 0) + (pb.returncode == 0))
    judge("conc-two-imports-50k", dict(rc=max(pa.returncode, pb.returncode), out="names=%s rcs=%s,%s" % (n, pa.returncode, pb.returncode), err=(ea + eb).decode(), wall=0),
          extra_bad=None if n == str(exp) else "expected %d names got %s" % (exp, n), input_desc="2 concurrent jsonl imports of 50k")
    # reader long query while writer writes
    d = fresh("concrw", bigdb())
    pr = subprocess.Popen(["/usr/bin/time", "-f", "TIME %e s %M KB", "timeout", "20", B, "--db", d, "--format", "edn", "-c",
                           '[:find (count ?x) . :where [?e :p/age ?a] [?f :p/tags "u"] [(< ?a 300)] [(str ?e ?f) ?x]]'], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    time.sleep(0.3)
    rw = sh([B, "--db", d, "run", fa]); orr, er = pr.communicate()
    judge("conc-reader-during-writer-R", dict(rc=pr.returncode, out=orr.decode(), err=er.decode(), wall=0), input_desc="long join reader while writer runs 300 tx")
    judge("conc-reader-during-writer-W", rw, input_desc="writer alongside", extra_bad=None if names(d) == "20303" else "names " + names(d))
    # kill -9 mid big transaction / import
    for kind in ("transact", "import", "import-edn"):
        d = fresh("kill9-" + kind, bigdb()); before = (names(d), cnt(d))
        if kind == "transact":
            f = w("k9.edn", '(transact [' + " ".join('{:p/name "K%d" :p/age %d :p/tags ["a" "b"]}' % (i, i) for i in range(400000)) + '])', big=True)
            argv = [B, "--db", d, "run", f]
        elif kind == "import":
            f = w("k9.jsonl", "\n".join('{"name":"K%d","age":%d}' % (i, i) for i in range(1500000)), big=True)
            argv = [B, "--db", d, "import", "--format", "jsonl", "--ns", "p", f]
        else:
            f = w("k9i.edn", '[' + "\n".join('{:p/name "K%d" :p/age %d}' % (i, i) for i in range(1000000)) + ']', big=True)
            argv = [B, "--db", d, "import", f]
        for delay in (0.5, 1.5):
            d2 = fresh("kill9-%s-%s" % (kind, delay), d)
            argv2 = [a if a != d else d2 for a in argv]
            p = subprocess.Popen(argv2, stdout=subprocess.PIPE, stderr=subprocess.PIPE); time.sleep(delay); p.kill(); p.wait()
            after = (names(d2), cnt(d2)); chk = sh([B, "--db", d2, "check"])
            judge("kill9-%s-at-%ss" % (kind, delay), chk, same=(before, after) if after[0].isdigit() and after != (str(int(before[0]) + (400000 if kind=="transact" else 1500000 if kind=="import" else 1000000)), after[1]) else (before, after),
                  input_desc="kill -9 during big %s, then count+check" % kind, note="after=%s before=%s" % (after, before))
    # SIGTERM / SIGINT during export and import
    for sig in (signal.SIGINT, signal.SIGTERM):
        sn = "int" if sig == signal.SIGINT else "term"
        for fmt in ("parquet", "arrow", "jsonl"):
            d = bigdb(); out = os.path.join(T, "sigexp-%s-%s" % (sn, fmt)); shutil.rmtree(out, ignore_errors=True)
            if os.path.exists(out): os.remove(out)
            # make a bigger export: datoms of a 1.5M import db
            src = os.path.join(T, "k9src")
            if not os.path.exists(src):
                shutil.copytree(bigdb(), src); subprocess.run([B, "--db", src, "import", "--format", "jsonl", "--ns", "p", os.path.join(T, "k9.jsonl")], capture_output=True)
            argv = [B, "--db", src, "export", "--format", fmt] + (["--output", out] if fmt != "jsonl" else [])
            if fmt == "jsonl":
                p = subprocess.Popen(argv, stdout=open(out, "wb"), stderr=subprocess.PIPE)
            else:
                p = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            time.sleep(0.4); p.send_signal(sig); t0 = time.time()
            try: _, e = p.communicate(timeout=20)
            except subprocess.TimeoutExpired: p.kill(); _, e = p.communicate(); e += b" HUNG after signal"
            left = os.listdir(out) if os.path.isdir(out) else (os.path.getsize(out) if os.path.exists(out) else "nothing")
            judge("sig%s-export-%s" % (sn, fmt), dict(rc=p.returncode, out="left: %s" % (left,), err=e.decode(), wall=time.time()-t0),
                  extra_bad=("partial output left: %s" % (left,)) if fmt != "jsonl" and left not in ("nothing", []) else None,
                  input_desc="signal 0.4 s into export of 3M datoms", note="exit %s in %.2fs after signal" % (p.returncode, time.time()-t0))
        d = fresh("sigimp-" + sn, bigdb()); before = (names(d), cnt(d))
        p = subprocess.Popen([B, "--db", d, "import", "--format", "jsonl", "--ns", "p", os.path.join(T, "k9.jsonl")], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        time.sleep(0.8); p.send_signal(sig); t0 = time.time()
        try: _, e = p.communicate(timeout=20)
        except subprocess.TimeoutExpired: p.kill(); _, e = p.communicate(); e += b" HUNG"
        after = (names(d), cnt(d))
        judge("sig%s-import-jsonl" % sn, dict(rc=p.returncode, out="", err=e.decode(), wall=time.time()-t0), same=(before, after) if p.returncode != 0 else None,
              input_desc="signal 0.8 s into 1.5M-row import", note="exit %s; names %s -> %s" % (p.returncode, before, after))
HSCHEMA = '''{:h/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :h/long {:db/valueType :db.type/long} :h/dbl {:db/valueType :db.type/double} :h/dec {:db/valueType :db.type/bigdec}
 :h/big {:db/valueType :db.type/bigint} :h/str {:db/valueType :db.type/string} :h/kw {:db/valueType :db.type/keyword}
 :h/inst {:db/valueType :db.type/instant} :h/uuid {:db/valueType :db.type/uuid} :h/ref {:db/valueType :db.type/ref}
 :h/refs {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many} :h/strs {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :h/tup {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/long :db.type/string :db.type/double]}
 :h/free {:db/valueType :db.type/tuple}
 :h/a {:db/valueType :db.type/long} :h/b {:db/valueType :db.type/string}
 :h/ab {:db/valueType :db.type/tuple :db/tupleAttrs [:h/a :h/b]}
 :h/bool {:db/valueType :db.type/boolean} :h/sym {:db/valueType :db.type/symbol} :h/bytes {:db/valueType :db.type/bytes}}'''
def edn_str(s): return '"' + s.replace('\\', '\\\\').replace('"', '\\"').replace('\n', '\\n') + '"'
def hostile_entities():
    planes = "".join(chr(c) for c in (0x41, 0xE9, 0x4E2D, 0xFFFD, 0x1F600, 0x20000, 0x30000, 0xE0041, 0xF0000, 0x10FFFD, 0x2028, 0x200B, 0x202E))
    big = "9" * 9999
    ents = [
      '{:db/id "e1" :h/name "min" :h/long -9223372036854775808 :h/dbl -0.0 :h/dec 1.%sM :h/big %sN :h/str %s :h/kw :a.b-c*d!e?f/g<>h=\'i :h/inst #inst "0001-01-01T00:00:00.000Z" :h/uuid #uuid "00000000-0000-0000-0000-000000000000" :h/ref "e2" :h/bool false}' % ("0" * 99 + "1", big, edn_str("nul\u0000in\nline \"q\" \\ back\ttab\r")),
      '{:db/id "e2" :h/name "max" :h/long 9223372036854775807 :h/dbl 1E308 :h/dec 1E+100M :h/big -%sN :h/str %s :h/kw :x :h/inst #inst "9999-12-31T23:59:59.999Z" :h/uuid #uuid "ffffffff-ffff-ffff-ffff-ffffffffffff" :h/ref "e1" :h/refs ["e1" "e2" "e3"] :h/bool true}' % (big, edn_str(planes)),
      '{:db/id "e3" :h/name "tiny" :h/dbl 4.9E-324 :h/dec -1E-100M :h/big 0N :h/str "" :h/strs ["" " " "\\u0000" "a,b" "x\\ny"] :h/tup [-9223372036854775808 "t\\"" -0.0] :h/free [1 "two" :three [4 [5]] 2.5] :h/a 7 :h/b "b,\\"" :h/ref "e3" :h/sym foo/bar :h/bytes #bytes "AAEC/w=="}',
      '{:db/id "e4" :h/name "dbl2" :h/dbl -1E308 :h/dec 123456789012345678901234567890.123456789M :h/str "\\\\N" :h/strs ["NULL" "null" "nil"]}',
      '{:db/id "e5" :h/name "" :h/long 0 :h/str " leading and trailing "}',
    ]
    return '(transact [' + "\n".join(ents) + '])'
def samples(db):
    out = []
    for qq in ['[:find ?n ?v :where [?e :h/name ?n] [?e :h/long ?v]]', '[:find ?n ?v :where [?e :h/name ?n] [?e :h/dbl ?v]]', '[:find ?n ?v :where [?e :h/name ?n] [?e :h/dec ?v]]',
               '[:find ?n (count-distinct ?v) :where [?e :h/name ?n] [?e :h/big ?v]]', '[:find ?n ?v :where [?e :h/name ?n] [?e :h/str ?v]]', '[:find ?n ?v :where [?e :h/name ?n] [?e :h/kw ?v]]',
               '[:find ?n ?v :where [?e :h/name ?n] [?e :h/inst ?v]]', '[:find ?n ?v :where [?e :h/name ?n] [?e :h/uuid ?v]]', '[:find ?n ?m :where [?e :h/name ?n] [?e :h/ref ?r] [?r :h/name ?m]]',
               '[:find ?n ?m :where [?e :h/name ?n] [?e :h/refs ?r] [?r :h/name ?m]]', '[:find ?n ?v :where [?e :h/name ?n] [?e :h/strs ?v]]', '[:find ?n ?v :where [?e :h/name ?n] [?e :h/tup ?v]]',
               '[:find ?n ?v :where [?e :h/name ?n] [?e :h/free ?v]]', '[:find ?n ?v :where [?e :h/name ?n] [?e :h/ab ?v]]', '[:find ?n ?v :where [?e :h/name ?n] [?e :h/bool ?v]]',
               '[:find ?n ?v :where [?e :h/name ?n] [?e :h/sym ?v]]', '[:find ?n ?v :where [?e :h/name ?n] [?e :h/bytes ?v]]',
               '[:find ?n (str ?v) :where [?e :h/name ?n] [?e :h/big ?v]]']:
        out.append((qq, q(db, qq)[1:] if False else subprocess.run([B, "--db", db, "--format", "edn", "-c", qq], capture_output=True).stdout.decode(errors="replace")))
    return out
def full(db): return subprocess.run([B, "--db", db, "--format", "edn", "-c", '[:find (count ?v) . :where [?e ?a ?v] [(> ?e 0)]]'], capture_output=True).stdout.decode().strip()
@group
def roundtrip():
    d = os.path.join(T, "hv"); shutil.rmtree(d, ignore_errors=True)
    sc = w("rt-schema.edn", HSCHEMA)
    r = sh([B, "--db", d, "run", w("rt-create.edn", '(transact [' + HSCHEMA[1:-1].replace('{:db/valueType', '{:db/ident').replace('} :h', '}\n:h') + '])') if False else w("rt-create.edn", "")])
    # build via import of schema + data (EDN import): schema map + vector
    data = hostile_entities()[len('(transact '):-1]
    r = sh([B, "--db", d, "import", "--schema", sc, w("rt-data.edn", data)])
    judge("rt-build-hostile-db", r, input_desc="import --schema rt-schema.edn rt-data.edn (every type at limits)")
    base_s = samples(d); base_n = full(d)
    def compare(name, d2, r, desc, lossy_ok=""):
        if r["rc"] != 0:
            judge(name, r, input_desc=desc); return
        s2 = samples(d2); n2 = full(d2); diffs = [(a[0], a[1][:300], b[1][:300]) for a, b in zip(base_s, s2) if a[1] != b[1]]
        bad = None
        if n2 != base_n or diffs: bad = "round trip differs: datoms %s -> %s; %d sample queries differ" % (base_n, n2, len(diffs))
        rec = judge(name, r, extra_bad=bad, input_desc=desc, note=json.dumps(diffs)[:3000])
    # dump -> import
    dump = os.path.join(T, "hv.dump.edn")
    r = sh("%s --db %s dump > %s" % (B, d, dump)); judge("rt-dump", r, input_desc="dump of hostile db")
    d2 = os.path.join(T, "hv-dump"); shutil.rmtree(d2, ignore_errors=True)
    compare("rt-dump-import", d2, sh([B, "--db", d2, "import", dump]), "dump | import into fresh db; compare full count + 18 sampled queries")
    # export formats -> import
    for fmt in ("edn", "jsonl", "csv"):
        out = os.path.join(T, "hv.export." + fmt)
        r = sh("%s --db %s export --format %s > %s" % (B, d, fmt, out)); judge("rt-export-" + fmt, r, input_desc="export --format " + fmt)
        d3 = os.path.join(T, "hv-" + fmt); shutil.rmtree(d3, ignore_errors=True)
        compare("rt-export-%s-import" % fmt, d3, sh([B, "--db", d3, "import", "--schema", sc, "--format", fmt, out]), "export %s | import --schema into fresh db" % fmt)
        out = os.path.join(T, "hv.datoms." + fmt)
        r = sh("%s --db %s export --datoms --format %s > %s" % (B, d, fmt, out)); judge("rt-export-datoms-" + fmt, r, input_desc="export --datoms --format " + fmt)
    for fmt in ("parquet", "arrow"):
        out = os.path.join(T, "hv-" + fmt + "-dir"); shutil.rmtree(out, ignore_errors=True)
        judge("rt-export-" + fmt, sh([B, "--db", d, "export", "--format", fmt, "--output", out]), input_desc="export entity tables " + fmt)
        out2 = os.path.join(T, "hv-datoms." + fmt)
        if os.path.exists(out2): os.remove(out2)
        judge("rt-export-datoms-" + fmt, sh([B, "--db", d, "export", "--datoms", "--format", fmt, "--output", out2]), input_desc="export --datoms " + fmt)
    # output formats of query results with every type
    for fmt in ("json", "csv", "edn", "table", "jsonl"):
        r = sh([B, "--db", d, "--format", fmt, "-c", '[:find ?e ?a ?v :where [?e ?a ?v] [(> ?e 1000)]]'])
        bad = None
        try:
            if fmt == "json": json.loads(r["out"])
            elif fmt == "jsonl": [json.loads(l) for l in r["out"].splitlines() if l.strip()]
            elif fmt == "csv":
                import csv, io; rows = list(csv.reader(io.StringIO(r["out"]))); ln = {len(x) for x in rows}
                if len(ln) > 1: bad = "csv rows of differing widths %s" % ln
        except Exception as ex: bad = "output does not parse as %s: %s" % (fmt, str(ex)[:150])
        judge("fmt-%s-all-values" % fmt, r, extra_bad=bad, input_desc="--format %s of every datom of hostile db" % fmt)
    for fmt in ("parquet", "arrow"):
        o = os.path.join(T, "qres." + fmt)
        if os.path.exists(o): os.remove(o)
        judge("fmt-%s-all-values" % fmt, sh([B, "--db", d, "--format", fmt, "--output", o, "-c", '[:find ?e ?a ?v :where [?e ?a ?v] [(> ?e 1000)]]']), input_desc="query result with mixed-type ?v to " + fmt)
    # synthetic values: NaN, inf, nested 1000-deep, maps with non-string keys
    exprs = {"nan": '[:find ?x . :where [(ground ##NaN) ?x]]', "inf": '[:find ?x ?y :where [(ground ##Inf) ?x] [(ground ##-Inf) ?y]]',
             "negzero": '[:find ?x . :where [(ground -0.0) ?x]]', "nested-200": '[:find ?x . :where [(ground %s) ?x]]' % ("[" * 200 + "1" + "]" * 200),
             "map-nonstring-keys": '[:find ?x . :where [(ground {1 :a [1 2] "b" nil 3 :k {:x 1}}) ?x]]',
             "map-keys-collide-json": '[:find ?x . :where [(ground {1 :a "1" :b :1 :c}) ?x]]',
             "bigint-10000": '[:find ?x . :where [(ground %sN) ?x]]' % ("7" * 10000), "bigdec-scale-neg100": '[:find ?x . :where [(ground 1E+100M) ?x]]',
             "bigdec-scale100": '[:find ?x . :where [(ground 1E-100M) ?x]]', "nul-string": '[:find ?x . :where [(ground "a\\u0000b\\n\\"c,") ?x]]',
             "set-of-mixed": '[:find ?x . :where [(ground #{1 "1" :1 1.0 nil}) ?x]]', "ratio": '[:find ?x . :where [(/ 1 3) ?x]]',
             "char": '[:find ?x . :where [(ground \\a) ?x]]', "nil": '[:find ?x . :where [(ground nil) ?x]]',
             "pull-keys-nonkw": '[:find (pull ?e [*]) . :where [?e :h/name "max"]]', "rel-nan-multi": '[:find ?x ?y :where [(ground [##NaN ##Inf -0.0 1E308]) [?x ...]] [(ground "z") ?y]]'}
    for nm, ex in exprs.items():
        for fmt in ("json", "csv", "edn"):
            r = sh([B, "--db", d, "--format", fmt, "-c", ex if 'pull' in ex else '(q ' + ex + ')']); bad = None
            if r["rc"] == 0:
                try:
                    if fmt == "json": json.loads(r["out"])
                    elif fmt == "csv":
                        import csv, io; list(csv.reader(io.StringIO(r["out"]), strict=True))
                except Exception as exn: bad = "invalid %s: %s" % (fmt, str(exn)[:120])
            judge("fmt-%s-%s" % (fmt, nm), r, extra_bad=bad, input_desc=ex[:120], note=r["out"][:200])

@group
def schema():
    cases = {
     "card-many-to-one-multi": '(transact [{:db/ident :p/tags :db/cardinality :db.cardinality/one}])',
     "unique-over-dups": '(transact [{:p/name "d1" :p/tags ["dup"]} {:p/name "d2" :p/age 1}])\n(transact [{:db/ident :p/age :db/unique :db.unique/value}])',
     "unique-identity-over-dups": '(transact [{:p/name "d2" :p/age 1}])\n(transact [{:db/ident :p/age :db/unique :db.unique/identity}])',
     "valuetype-long-to-string": '(transact [{:db/ident :p/age :db/valueType :db.type/string}])',
     "valuetype-ref-to-long": '(transact [{:p/name "r1" :p/friend [:p/name "a"]}])\n(transact [{:db/ident :p/friend :db/valueType :db.type/long}])',
     "component-on-nonref": '(transact [{:db/ident :p/age :db/isComponent true}])',
     "component-on-ref-populated": '(transact [{:p/name "r1" :p/friend [:p/name "a"]}])\n(transact [{:db/ident :p/friend :db/isComponent true}])\n(transact [[:db/retractEntity [:p/name "r1"]]])',
     "retract-ident-in-use": '(transact [[:db/retract :p/age :db/ident :p/age]])',
     "retractEntity-attr-in-use": '(transact [[:db/retractEntity :p/age]])',
     "rename-ident": '(transact [{:db/id :p/age :db/ident :p/years}])\n[:find (count ?e) . :where [?e :p/years]]\n[:find (count ?e) . :where [?e :p/age]]',
     "rename-ident-to-existing": '(transact [{:db/id :p/age :db/ident :p/name}])',
     "rename-ident-swap-same-tx": '(transact [{:db/id :p/age :db/ident :p/tmp} {:db/id :p/name :db/ident :p/age}])',
     "tupleattrs-after-data": '(transact [{:db/ident :p/na :db/valueType :db.type/tuple :db/tupleAttrs [:p/name :p/age]}])\n[:find ?v :where [?e :p/na ?v]]',
     "tupleattrs-add-to-existing-attr": '(transact [{:db/ident :p/age :db/valueType :db.type/tuple :db/tupleAttrs [:p/name :p/d]}])',
     "tupleattrs-unique-over-dups": '(transact [{:p/name "d3" :p/age 3}])\n(transact [{:db/ident :p/ta :db/valueType :db.type/tuple :db/tupleAttrs [:p/age] :db/unique :db.unique/value}])',
     "card-one-to-many-then-back": '(transact [{:db/ident :p/age :db/cardinality :db.cardinality/many}])\n(transact [{:p/name "a" :p/age 99}])\n(transact [{:db/ident :p/age :db/cardinality :db.cardinality/one}])',
     "unique-remove-then-dup-then-readd": '(transact [[:db/retract :p/name :db/unique :db.unique/identity]])\n(transact [{:db/id -1 :p/name "a"}])\n(transact [{:db/ident :p/name :db/unique :db.unique/identity}])',
     "schema-change-and-data-same-tx": '(transact [{:db/ident :p/age :db/cardinality :db.cardinality/many} {:p/name "a" :p/age 50}])',
     "valuetype-retract": '(transact [[:db/retract :p/age :db/valueType :db.type/long]])',
     "ident-to-reserved-db-ns": '(transact [{:db/id :p/age :db/ident :db/ident}])',
     "noHistory-fulltext-toggle": '(transact [{:db/ident :p/name :db/fulltext true}])',
     "index-false-unique": '(transact [{:db/ident :p/d :db/index false :db/unique :db.unique/value}])',
     "update-schema-form-bad": '(update-schema {:p/age {:db/valueType :db.type/string}})',
     "update-schema-card-many": '(update-schema {:p/tags {:db/cardinality :db.cardinality/one}})',
    }
    for nm, src in cases.items():
        d = fresh("schema-" + nm); before = (cnt(d), names(d))
        dumpb = subprocess.run([B, "--db", d, "dump"], capture_output=True).stdout
        r = sh([B, "--db", d, "--format", "edn", "run", w("schema-%s.edn" % nm, src)])
        after = (cnt(d), names(d)); dumpa = subprocess.run([B, "--db", d, "dump"], capture_output=True)
        bad = None
        if r["rc"] != 0 and "error" in r["err"] and after != before and "\n" not in src: bad = "failed but db changed"
        # consistency: dump must import into a fresh db with same count
        d2 = os.path.join(T, "schema-rt-" + nm); shutil.rmtree(d2, ignore_errors=True)
        dp = os.path.join(T, "schema-dump-%s.edn" % nm); open(dp, "wb").write(dumpa.stdout)
        ri = subprocess.run([B, "--db", d2, "import", dp], capture_output=True)
        ck = subprocess.run([B, "--db", d, "check"], capture_output=True)
        if dumpa.returncode != 0: bad = (bad or "") + " dump fails after: " + dumpa.stderr.decode()[:150]
        elif ri.returncode != 0: bad = (bad or "") + " dump does not import back: " + ri.stderr.decode()[:200]
        if ck.returncode != 0: bad = (bad or "") + " check fails: " + ck.stderr.decode()[:200]
        judge("schema-" + nm, r, extra_bad=bad, input_desc=src[:150], note="datoms/names %s -> %s; out=%s" % (before, after, r["out"][:300].replace("\n", " ")))
@group
def explbench():
    qf = w("eb-10000-queries.edn", "\n".join('[:find ?e :where [?e :p/age %d]]' % i for i in range(10000)), big=True)
    cl = w("eb-5000-clauses.edn", '[:find ?e :where ' + " ".join('[?e :p/age ?a%d]' % i for i in range(5000)) + ']', big=True)
    bq = w("eb-bench-ok.edn", '{:name "a" :query [:find ?e :where [?e :p/age 1]] :args []}')
    bqs = w("eb-bench-10000.edn", "\n".join('{:name "q%d" :query [:find ?e :where [?e :p/age %d]] :args []}' % (i, i) for i in range(10000)), big=True)
    db = base()
    cs = [("explain-empty", ["explain", w("eb-empty.edn", "")]), ("explain-nonquery", ["explain", w("eb-nonq.edn", '(transact [{:p/name "x"}]) 42 "s" {:a 1}')]),
          ("explain-transact-writes?", ["explain", w("eb-tx.edn", '(transact [{:p/name "explainwrote"}])')]),
          ("explain-10000-queries", ["explain", qf]), ("explain-5000-clauses", ["explain", cl]), ("explain-dir", ["explain", T]), ("explain-missing", ["explain", "/nonexistent.edn"]),
          ("explain-binary", ["explain", os.path.join(T, "hv-datoms.parquet")]), ("explain-q-form", ["explain", w("eb-qform.edn", '(q [:find ?e :in $ ?x :where [?e :p/age ?x]] 1)')]),
          ("explain-unbalanced", ["explain", w("eb-unbal.edn", '[:find ?e :where [?e :p/age')]),
          ("bench-empty", ["bench", w("eb-empty.edn", "")]), ("bench-nonmap", ["bench", w("eb-nonq.edn", '(transact [{:p/name "x"}]) 42')]),
          ("bench-runs-0", ["bench", "--runs", "0", bq]), ("bench-runs-neg", ["bench", "--runs", "-1", bq]), ("bench-runs-huge", ["bench", "--runs", "99999999999", bq]),  # recorded run: OOM at 23.7 GB; now capped with prlimit
          ("bench-runs-u64max", ["bench", "--runs", "18446744073709551616", bq]), ("bench-warmup-huge", ["bench", "--warmup", "4000000000", bq]),  # recorded: 18.5 GB
          ("bench-dir", ["bench", T]), ("bench-missing", ["bench", "/nonexistent.edn"]), ("bench-10000", ["bench", "--runs", "1", "--warmup", "0", bqs]),
          ("bench-bad-args", ["bench", w("eb-badargs.edn", '{:name "a" :query [:find ?e :in $ ?x :where [?e :p/age ?x]] :args [1 2 3]}')]),
          ("bench-query-not-vector", ["bench", w("eb-qstr.edn", '{:name "a" :query "[:find ?e]" :args []}')]),
          ("bench-tx-in-query", ["bench", w("eb-txq.edn", '{:name "a" :query (transact [{:p/name "benchwrote"}]) :args []}')]),
          ("bench-5000-clauses", ["bench", "--runs", "1", "--warmup", "0", w("eb-b5000.edn", '{:name "c" :query [:find ?e :where ' + " ".join('[?e :p/age ?a%d]' % i for i in range(5000)) + '] :args []}', big=True)]),
          ("bench-name-huge", ["bench", "--runs", "1", w("eb-bname.edn", '{:name "%s" :query [:find ?e :where [?e :p/age 1]] :args []}' % ("n" * 1000000), big=True)]),
          ("bench-dup-names", ["bench", "--runs", "1", w("eb-bdup.edn", '{:name "a" :query [:find ?e :where [?e :p/age 1]]} {:name "a" :query [:find ?e :where [?e :p/age 2]]}')]),
          ]
    for nm, args in cs:
        d = fresh("eb-" + nm); before = cnt(d)
        r = sh((["prlimit", "--as=3000000000"] if "huge" in nm else []) + [B, "--db", d] + args); after = cnt(d)
        judge(nm, r, same=(before, after), input_desc=" ".join(args)[:150], note=r["out"][:200])
@group
def stdin():
    db = base()
    gens = {
      "line-50MB-string": lambda: '(q [:find (count ?s) . :in ?s] "' + "x" * 50_000_000 + '")\n',
      "line-50MB-vector": lambda: '(q [:find (count ?x) . :in [?x ...]] [' + " ".join(["1"] * 10_000_000) + '])\n',
      "unbalanced-eof": lambda: '[:find ?e :where [?e :p/age 1]]\n(transact [{:p/name "x"}\n',
      "never-closes-string": lambda: '(q [:find ?x . :in ?x] "abc\n' + "more\n" * 1000,
      "control-chars": lambda: "\x01\x02\x1b[31m(q [:find ?x . :in ?x] 1)\x07\x08\x7f\n",
      "bare-cr-lines": lambda: "(q [:find ?x . :in ?x] 1)\r(q [:find ?x . :in ?x] 2)\r",
      "nul-between-forms": lambda: "(q [:find ?x . :in ?x] 1)\x00(q [:find ?x . :in ?x] 2)\n",
      "100k-forms": lambda: "(q [:find ?x . :in ?x] 1)\n" * 100000,
      "q-10000-inputs": lambda: '(q [:find ?a0 . :in ' + " ".join("?a%d" % i for i in range(10000)) + '] ' + " ".join(str(i) for i in range(10000)) + ')\n',
      "q-10000-inputs-unused": lambda: '(q [:find ?x . :in ?x ' + " ".join("?a%d" % i for i in range(10000)) + ' :where [(ground 1) ?x]] 1 ' + " ".join(str(i) for i in range(10000)) + ')\n',
      "q-10000-inputs-join": lambda: '(q [:find (count ?e) . :in $ ' + " ".join("?a%d" % i for i in range(10000)) + ' :where [?e :p/age ?a0]] ' + " ".join('%d' % (i % 3) for i in range(10000)) + ')\n',
      "dot-format-bad": lambda: ".format xml\n(q [:find ?x . :in ?x] 1)\n",
      "dot-timeout-bad": lambda: ".timeout -5\n.timeout 99999999999999999999999\n.timeout abc\n(q [:find ?x . :in ?x] 1)\n",
      "dot-timeout-0": lambda: ".timeout 0\n[:find (count ?e) . :where [?e :p/age]]\n",
      "dot-open-missing": lambda: ".open /nonexistent/deep/dir\n[:find (count ?e) . :where [?e :p/age]]\n",
      "dot-open-file": lambda: ".open /etc/passwd\n[:find (count ?e) . :where [?e :p/age]]\n",
      "dot-open-same": lambda: ".open %s\n[:find (count ?e) . :where [?e :p/age]]\n" % db,
      "dot-open-corrupt": lambda: ".open %s\n[:find (count ?e) . :where [?e :p/age]]\n" % os.path.join(T, "db-flip-200"),
      "dot-read-self": lambda: ".read %s\n" % os.path.join(IN, "stdin-dot-read-self.edn"),
      "dot-read-dir": lambda: ".read /tmp\n",
      "dot-read-devzero": lambda: ".read /dev/zero\n",
      "dot-read-devurandom": lambda: ".read /dev/urandom\n",
      "dot-output-dir": lambda: ".output /tmp\n(q [:find ?x . :in ?x] 1)\n",
      "dot-output-devfull": lambda: ".output /dev/full\n(q [:find ?x . :in ?x] 1)\n",
      "dot-unknown": lambda: ".frobnicate 1 2 3\n.\n..\n.help extra args\n",
      "dot-schema-huge-arg": lambda: ".schema " + "x" * 1000000 + "\n",
      "dot-inside-form": lambda: "(q [:find ?x . :in ?x]\n.quit\n 1)\n",
      "dot-quit-then-forms": lambda: ".quit\n(transact [{:p/name \"afterquit\"}])\n",
      "dot-expanded-pager-bad": lambda: ".expanded maybe\n.pager 7\n.timing sometimes\n",
    }
    for nm, g in gens.items():
        p = os.path.join(IN if not nm.startswith(("line-50", "100k", "q-10000")) else T, "stdin-%s.edn" % nm)
        open(p, "w").write(g())
        d = fresh("stdin-" + nm); before = cnt(d)
        r = sh([B, "--db", d], stdin=p); after = cnt(d)
        judge("stdin-" + nm, r, same=(before, after) if nm not in ("dot-open-same",) else None, input_desc="quiver --db D < " + g()[:100].replace("\n", "\\n") if len(g()) < 2000 else "generated, see run2.py", note=r["out"][:200])
        os.path.exists(p) and p.startswith(T) and os.remove(p)
    for nm in ("line-50MB-string",):
        pass
def victim_file():
    p = os.path.join(T, "victim-file"); open(p, "w").write("precious\n"); return p   # was /etc/hostname in the recorded run: it got replaced
def victim_dev():
    p = os.path.join(T, "victim-null")   # was /dev/null in the recorded run: it got replaced by a regular file
    if os.path.exists(p): os.remove(p)
    subprocess.run(["mknod", "-m", "666", p, "c", "1", "3"]); return p
@group
def pqfiles():
    import glob
    src = os.path.join(T, "hv-datoms.parquet"); srca = os.path.join(T, "hv-datoms.arrow")
    raw = open(src, "rb").read(); rawa = open(srca, "rb").read()
    files = {"trunc-half.parquet": raw[:len(raw)//2], "trunc-footer.parquet": raw[:-9], "random.parquet": bytes(random.Random(1).getrandbits(8) for _ in range(5000)),
             "magic-only.parquet": b"PAR1PAR1", "flip.parquet": raw[:len(raw)//2] + bytes([raw[len(raw)//2] ^ 0xff]) + raw[len(raw)//2+1:],
             "trunc-half.arrow": rawa[:len(rawa)//2], "random.arrow": bytes(random.Random(2).getrandbits(8) for _ in range(5000)), "empty.parquet": b""}
    for nm, data in files.items():
        p = w("pq-" + nm, data)
        d = fresh("pq-" + nm.replace(".", "-")); before = cnt(d)
        r = sh([B, "--db", d, "import", p]); after = cnt(d)
        judge("pq-import-" + nm, r, same=(before, after), input_desc="import " + nm)
        r = sh([B, "--db", d, "import", "--format", "csv", "--ns", "p", p]); after = cnt(d)
        judge("pq-import-as-csv-" + nm, r, same=(before, after), input_desc="import --format csv " + nm)
    # export: output path oddities
    for nm, out in (("exists-file", victim_file()), ("nonempty-dir", "/tmp/h4"), ("devnull", victim_dev()), ("nodir", "/nonexistent/x/y")):
        for fmt in ("parquet", "arrow"):
            for datoms in ((), ("--datoms",)):
                r = sh([B, "--db", base(), "export", "--format", fmt, *datoms, "--output", out])
                judge("export-%s-%s%s" % (fmt, nm, "-datoms" if datoms else ""), r, input_desc="export --format %s %s --output %s" % (fmt, " ".join(datoms), out))
    r = sh([B, "--db", base(), "export", "--format", "parquet", "--attrs", ":no/such,:p/age", "--output", os.path.join(T, "pq-attrs-unknown")])
    judge("export-parquet-attrs-unknown", r, input_desc="--attrs :no/such,:p/age")
    r = sh([B, "--db", base(), "export", "--format", "csv", "--attrs", ""])
    judge("export-csv-attrs-empty", r, input_desc="--attrs ''", note=r["out"][:100])
    r = sh([B, "--db", base(), "export", "--format", "edn", "--attrs", "not a keyword,,::x"])
    judge("export-attrs-garbage", r, input_desc="--attrs 'not a keyword,,::x'", note=r["out"][:100])
    r = sh("%s --db %s export --format csv > /dev/full" % (B, bigdb()))
    judge("export-csv-to-devfull", r, input_desc="export > /dev/full")
    r = sh("%s --db %s dump > /dev/full" % (B, bigdb()))
    judge("dump-to-devfull", r, input_desc="dump > /dev/full")
    r = sh("%s --db %s export --format jsonl | head -c 10 > /dev/null" % (B, bigdb()))
    judge("export-jsonl-broken-pipe", r, input_desc="export | head -c 10", note=r["err"][:200])
    r = sh("%s --db %s --format csv -c '[:find ?e ?v :where [?e :p/name ?v]]' | head -c 10 > /dev/null; echo PIPESTATUS=${PIPESTATUS[0]} >&2" % (B, bigdb()))
    judge("query-csv-broken-pipe", r, input_desc="query | head -c 10", note=r["err"][:200])
    # 0-row query result to parquet, query result with mixed types
    for fmt in ("parquet", "arrow"):
        o = os.path.join(T, "mixed." + fmt)
        if os.path.exists(o): os.remove(o)
        r = sh([B, "--db", os.path.join(T, "hv"), "--format", fmt, "--output", o, "-c", '[:find ?a ?v :where [?e ?a ?v]]'])
        judge("query-%s-mixed-types" % fmt, r, input_desc="[:find ?a ?v :where [?e ?a ?v]] (every type in one column)", note=r["out"][:200])
        o2 = os.path.join(T, "maps." + fmt)
        if os.path.exists(o2): os.remove(o2)
        r = sh([B, "--db", os.path.join(T, "hv"), "--format", fmt, "--output", o2, "-c", '[:find (pull ?e [*]) :where [?e :h/name]]'])
        judge("query-%s-pull-maps" % fmt, r, input_desc="pull maps to " + fmt, note=r["out"][:200])
        o3 = os.path.join(T, "nested." + fmt)
        if os.path.exists(o3): os.remove(o3)
        r = sh([B, "--format", fmt, "--output", o3, "-c", '(q [:find ?x ?y :in ?x ?y] %s {1 2 "a" [3]})' % ("[" * 250 + "]" * 250)])
        judge("query-%s-nested-250-and-map" % fmt, r, input_desc="250-deep vector + map with non-string keys to " + fmt, note=r["out"][:200])

# MAIN
if __name__ == "__main__":
    for g in (sys.argv[1:] or list(GROUPS)): GROUPS[g]()
