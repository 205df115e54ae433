#!/usr/bin/env python3
"""Builds REPORT.md from results.jsonl plus hand verdicts (OVERRIDE) for cases the automatic checks cannot judge."""
import json, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
OVERRIDE = json.load(open(os.path.join(HERE, "verdicts.json")))
rows = {}
for l in open(os.path.join(HERE, "results.jsonl")):
    r = json.loads(l); rows[r["name"]] = r
cnt = collections.Counter()
out = []
for n, r in rows.items():
    v = r["verdict"]; note = r.get("note", "")
    if n in OVERRIDE: v, note = OVERRIDE[n]
    cnt[v.split(":")[0].split("(")[0].strip()] += 1
    esc = lambda s: str(s).replace("|", "\\|").replace("\n", " ")[:230]
    out.append("| %s | %s | %s | %.2f | %d | %s | %s | %s |" % (n, esc(r.get("input", "")), r["rc"], r["secs"], r["kb"] // 1024, esc(v), esc(r["err"])[:200], esc(note)[:300]))
hdr = open(os.path.join(HERE, "REPORT-head.md")).read()
with open(os.path.join(HERE, "REPORT.md"), "w") as f:
    f.write(hdr + "\nCounts by verdict: " + ", ".join("%s: %d" % kv for kv in sorted(cnt.items())) + "\n\n")
    f.write("| case | input | exit | time s | max RSS MB | verdict | error (first line) | note |\n|---|---|---|---|---|---|---|---|\n")
    f.write("\n".join(out) + "\n")
print(cnt)
