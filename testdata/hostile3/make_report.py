#!/usr/bin/env python3
"""Builds REPORT.md from results.jsonl plus the manual verdicts below (checked by hand)."""
import json
R = [json.loads(l) for l in open("results.jsonl")]
seen = {}
for r in R: seen[r["name"]] = r
R = list(seen.values())
# manual verdicts: name -> (verdict, note)
M = {
 # harness artefacts (inputs wrong, superseded)
 "q-5000-vars-ground": ("n/a", "harness: bare query reading no db given a db (documented Datalevin behaviour); rerun as b2-5000-vars-ground"),
 "q-3000-rules": ("n/a", "harness: $ not passed to q; rerun as b2-3000-rules-chain"),
 "q-rec-rule-chain-20k": ("n/a", "harness: $ not passed; see b2-rec-rule-*"),
 "q-rec-rule-allpairs-20k": ("n/a", "harness: $ not passed; see b2-rec-rule-*"),
 "q-rec-rule-allpairs-notimeout": ("n/a", "harness: $ not passed; see b2-rec-rule-*"),
 "q-in-coll-shape": ("n/a", "harness: $ not passed; see b2-in-coll-scalar"),
 "q-in-rel-shape": ("n/a", "harness: $ not passed; see b2-in-rel-ragged"),
 "q-in-tuple-shape": ("n/a", "harness: $ not passed; see b2-in-tuple-short"),
 "q-nested-q-50": ("n/a", "harness: generator produced unbalanced brackets; see b2-nested-q-*"),
 "q-nested-or-2000": ("ok", "reader depth limit 256 refuses it; b2-nested-or-120 runs"),
 "q-nested-not-2000": ("ok", "reader depth limit; b2-nested-not-120 runs"),
 "cli-eval-empty": ("n/a", "harness: -e placed before the subcommand"),
 "cli-stdin-dash": ("n/a", "harness: '-' placed before the subcommand"),
 "b2-run-e-empty": ("n/a", "harness"),
 "cli-db-unwritable": ("n/a", "run as root: permissions not enforced"),
 "cli-output-unwritable": ("n/a", "run as root: permissions not enforced"),
 "cli-db-unwritable-self": ("ok", "run as root; message is about the non-empty dir"),
 # expected writes (db-check 'same' was the wrong expectation)
 "tx-neg-eid": ("ok", "negative integer is a tempid (Datascript semantics): writes a new entity"),
 "tx-ident-on-two-ents": ("ok", ":db/ident is unique-identity: the two tempids unify"),
 "imp-edn-vectors-ops": ("ok", "[:db/retractEntity 1] is valid; it retracted entity 1"),
 "b3-jsonl-key-with-slash": ("ok", "qualified key p/age kept as :p/age"),
 "b3-jsonl-key-colon": ("ok", "\":p/age\" read as :p/age"),
 "b3-jsonl-key-db-id": ("ok?", "a db/id key addresses existing entity 1 (export round-trip feature); no error"),
 "b3-csv-cr-only": ("ok", "CR-only line ends read as rows"),
 "b3-csv-quote-midfield": ("ok", "lenient: 3\"x\" kept as a string on an untyped attribute"),
 # real findings
 "b3-jsonl-key-injection": ("BAD: EDN injection", "JSON key text is spliced into EDN source: key \"age 5 :db/ident :evil/x :p/email\" stored :age 5 and :db/ident :evil/x on the row entity"),
 "b3-csv-header-injection": ("BAD: EDN injection", "CSV header 'age 7 :p/email' stored :age 7 and :p/email"),
 "b3-jsonl-key-hash-discard": ("BAD: EDN injection", "key \"a #_ :p/age\" stored attribute :a (the #_ discarded the rest); warning names a different attribute than stored"),
 "b3-jsonl-key-semicolon": ("BAD: EDN injection / unclear", "key \"a;comment\": error 'expected } to close the map opened at 2:1, found ]' refers to generated EDN, not the input"),
 "b3-csv-header-injection-dbid": ("BAD: unclear", "error 'map literal must contain an even number of forms' refers to generated EDN (nothing written)"),
 "imp-csv-bad-ns": ("BAD: unclear", "--ns 'a/b c' gives 'map literal must contain an even number of forms' (generated EDN)"),
 "imp-jsonl-weird-key": ("BAD: unclear", "key with a space gives 'map literal must contain an even number of forms'"),
 "b3-jsonl-key-injection-schema": ("BAD: EDN injection", "refused only because :p/age has data; the key reached a schema change of :p/age"),
 "imp-csv-badquote": ("BAD: malformed CSV accepted", "unterminated quote at EOF (r3,\"3) silently closed; 2 rows written"),
 "b3-csv-unterminated-quote-eof": ("BAD: malformed CSV accepted", "'r9,\"3' loaded as age 3"),
 "imp-csv-dup-header": ("BAD: silent data loss", "header name,name: one column silently dropped (EDN refuses duplicate keys)"),
 "imp-jsonl-dup-keys": ("BAD(minor): silent data loss", "{\"name\":\"d1\",\"name\":\"d2\"}: last wins silently"),
 "imp-edn-tempid-undefined": ("BAD: inconsistent", "import accepts a tempid used only as a value (dangling ref to an empty entity); transact refuses the same data"),
 "b2-q-keys-dup": ("BAD(minor): silent data loss", ":keys x x returns one key, dropping a column"),
 "b2-pull-as-dup": ("BAD(minor): silent data loss", "(:p/name :as :x) (:p/age :as :x): one value dropped silently"),
 "b2-tupleattrs-self-write": ("BAD(minor): schema accepted", ":db/tupleAttrs [:z/x :p/age] (self-reference) accepted; composite stored as [nil 3]"),
 "b2-tupleattrs-unknown": ("BAD(minor): schema accepted", ":db/tupleAttrs naming an unknown attribute accepted; composite [nil 3]"),
 "tx-schema-tupleattrs-self": ("BAD(minor): schema accepted", "see b2-tupleattrs-self-write"),
 "edn-deep-quote-50k": ("BAD: unclear", "error message 1071 chars: echoes the whole symbol uncut"),
 "edn-attr-1mb-tx": ("BAD: unclear", "warning line is 1,000,124 chars: the 1 MB attribute name is printed uncut"),
 "tx-schema-tupleattrs-10000": ("BAD: unclear", "error 1080 chars: the 10000-element vector printed uncut"),
 "imp-csv-100mb-noheader-nl": ("BAD: memory", "40 MB header of 20M columns: 2.1 GB RSS (and duplicate header names accepted)"),
 "tx-1M-datoms": ("BAD: slow/memory", "1M [:db/add] in one (transact): 12.5 s, 1.44 GB RSS (import of 1M datoms: 0.7 s, 250 MB)"),
 "cli-sigint-during-tx": ("BAD: memory", "(transact) of 1.5M entities (45 MB file): 2.6 GB RSS before SIGINT; db unchanged (ok); message 'interrupted after 0 ms' misleading"),
 "q-cartesian-notimeout": ("BAD: memory (within its 6.3 GB budget)", "[:find ?a ?b] over 20k x 20k, no --timeout: 2.2 GB at 20 s"),
 "b2-in-rel-huge-join-notimeout": ("BAD: memory + slow stop", "30k x 30k :in product, no --timeout: 4.4 GB; SIGTERM at 20 s took effect at 24.7 s"),
 "b2-find-pull-many-recursive": ("BAD: memory (within budget)", "20k find-pulls 100 deep: 1.65 GB; --timeout 2000 stops at 2.5 s (0.5 s overshoot, 1.25 GB)"),
 "b2-5000-clauses-notimeout": ("BAD: slow (known area)", "5000 [?e :p/age ?aN] clauses: > 20 s (1000 clauses: 0.36 s); --timeout stops it"),
 "q-5000-clauses": ("ok", "stops at --timeout 5000"),
 "b2-rec-rule-allpairs-notimeout": ("slow by nature", "2e8-pair transitive closure without --timeout; 680 MB at 20 s; --timeout stops it"),
 "b2-cartesian-count": ("slow by nature", "count over a 4e8 product without --timeout; 19 MB; --timeout stops it"),
 "cli-timeout-neg": ("BAD(minor): unclear", "--timeout -1: clap says \"unexpected argument '-1' found\""),
 "cli-cache-neg": ("BAD(minor): unclear", "--cache-mb -1: \"unexpected argument '-1' found\""),
 "imp-dir-as-file": ("BAD(minor): wrong message", "import /tmp (a directory): 'cannot read: no such file'"),
 "imp-jsonl-lone-surrogate": ("BAD(minor): unclear", "\\ud800 reported as 'unexpected end of hex escape' with two different columns (9 and 8)"),
 "imp-jsonl-hugenum": ("BAD(minor): unclear", "'line 1, column 20: number out of range at line 1 column 5': two positions"),
 "imp-schema-bad-type": ("BAD(minor): unclear", "schema-file error has no line:col"),
 "imp-schema-conflict": ("BAD(minor): unclear", "schema-file error has no line:col"),
 "imp-csv-empty": ("ok?", "empty CSV commits an empty transaction ('loaded 1 datoms (0 entities)')"),
 "imp-csv-header-only": ("ok?", "header-only CSV commits an empty transaction"),
 "edn-bom": ("BAD(minor): unclear", "UTF-8 BOM: 'invalid symbol \\ufeff' (invisible character in message)"),
 "q-abs-minint": ("ok?", "(abs Long/MIN_VALUE) = Long/MIN_VALUE silently (Clojure-compatible; other ops raise overflow)"),
}
rows = []
counts = {}
for r in R:
    v, note = M.get(r["name"], (r["verdict"], r.get("note", "")))
    if r["verdict"].startswith("BAD") and r["name"] not in M:
        note = "auto"
    cat = v.split(":")[0].split("(")[0].strip()
    counts[cat] = counts.get(cat, 0) + 1
    err = r["err"].replace("/work/wt-hostile3/testdata/hostile3/inputs/", "inputs/").replace("|", "\\|")
    if len(err) > 200: err = err[:200] + "…"
    rows.append("| %s | %s | %s | %.2f | %d | %s | %s | %s |" % (r["name"], "inputs/ or run.py/cases.py", r["rc"], r["secs"], r["kb"] // 1024, v, note.replace("|", "\\|"), err))
with open("REPORT.md", "w") as f:
    f.write("# Hostile-input report (hostile3)\n\nBinary /tmp/qbin/quiver-hostile3. Driver: run.py + cases.py (all cases), make_report.py (this file, with hand-checked verdicts). ")
    f.write("Small inputs are in inputs/; large ones are generated by cases.py (names match). Each case ran under `timeout 20` and `/usr/bin/time`; write-failure cases were run on a copy of a base db (13 attributes, 3 people + a 20,000-entity :p/friend chain) and re-counted after.\n\n")
    f.write("Counts by verdict: " + ", ".join("%s: %d" % kv for kv in sorted(counts.items())) + "\n\n")
    f.write("| case | input | exit | time s | max RSS MB | verdict | note | error (first line) |\n|---|---|---|---|---|---|---|---|\n")
    f.write("\n".join(rows) + "\n")
print(counts, len(R))
