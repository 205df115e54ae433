#!/usr/bin/env python3
"""Recomputes the disputed unseen106 answers from data.edn (one entity a line)."""
import re, os
D = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data.edn")).read().splitlines()
P, holds, scans, links = {}, [], [], {}
for l in D:
    m = re.search(r':parcel/id "(P\d+)"', l)
    if m:
        tags = re.search(r":parcel/tags \[([^\]]*)\]", l)
        P['p%d' % int(m.group(1)[1:])] = dict(id=m.group(1), status=re.search(r":parcel/status :(\S+)", l).group(1),
            tags=set(tags.group(1).replace(":", "").split()) if tags else set(),
            sender=re.search(r':parcel/sender "(\w+)"', l).group(1),
            recipient=(re.search(r':parcel/recipient "(\w+)"', l) or [None, None])[1],
            origin=re.search(r':parcel/origin "(\w+)"', l).group(1), dest=(re.search(r':parcel/dest "(\w+)"', l) or [None, None])[1])
    m = re.search(r':hold/parcel "(\w+)"', l)
    if m: holds.append((m.group(1), "cleared true" in l))
    m = re.search(r':scan/parcel "(\w+)" :scan/hub "(\w+)" .* :scan/kind :(\S+)', l)
    if m: scans.append(m.groups())
    m = re.search(r':hub/id "(\w+)".*?(?::hub/links \[([^\]]*)\])?', l)
    m2 = re.search(r':hub/links \[([^\]]*)\]', l)
    if l.lstrip(" [").startswith('{:db/id "h'):
        links[re.search(r':db/id "(\w+)"', l).group(1)] = re.findall(r'"(\w+)"', m2.group(1)) if m2 else []
print("self-link:", [h for h, t in links.items() if h in t])
print("self-send:", sorted(v["id"] for v in P.values() if v["sender"] == v["recipient"]))
def attn(p):
    v = P[p]
    if v["status"] == "lost": return True
    if any(hp == p and not c for hp, c in holds): return True
    if "hazmat" in v["tags"] and not any(sp == p and k == "deliver" for sp, _, k in scans): return True
    return False
A = {p for p in P if attn(p)}
print("attn", len(A), "not attn", len(P) - len(A), "attn or cold", len(A | {p for p in P if "cold" in P[p]["tags"]}))
print("or-join-two-vars:", sum(1 for p, v in P.items() if v["dest"] == v["origin"] or any(sp == p and h == v["origin"] and k == "deliver" for sp, h, k in scans)))
def reach(a):
    seen, st = set(), list(links[a])
    while st:
        x = st.pop()
        if x not in seen: seen.add(x); st += links[x]
    return sorted(x[1:] for x in seen)
print("reach FRA:", reach("hFRA"))
links2 = dict(links); links2["hGRU"] = links["hGRU"] + ["hFRA"]; links = links2
print("reach GRU after link:", reach("hGRU"))
hz = {p for p, v in P.items() if "hazmat" in v["tags"] and not any(sp == p and k == "deliver" for sp, _, k in scans)}
cold = {p for p, v in P.items() if "cold" in v["tags"]}
print("hazmat-undelivered or cold:", len(hz | cold), "(hazmat-undelivered", len(hz), "cold", len(cold), ")")
