#!/usr/bin/env python3
"""Recomputes from ../data.edn (one entity map a line) the answers of the entries
where Datalevin failed or differed, to check Quiver's answer independently."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
lines = open(os.path.join(HERE, "../data.edn")).read().splitlines()
clubs, matches, players = {}, {}, {}
for l in lines:
    m = re.search(r':club/code :(\w+)', l)
    if m and ':db/id "c' in l:
        rv = re.search(r':club/rivals \[([^\]]*)\]', l)
        clubs[m.group(1)] = [x[1:] for x in re.findall(r'"(c\w+)"', rv.group(1))] if rv else []
        continue
    m = re.search(r':match/id "([^"]+)"', l)
    if m:
        d = {"id": m.group(1)}
        d["home"] = re.search(r':match/home "c(\w+)"', l).group(1)
        d["away"] = re.search(r':match/away "c(\w+)"', l).group(1)
        d["hg"] = int(re.search(r':match/home-goals (\d+)', l).group(1))
        d["ag"] = int(re.search(r':match/away-goals (\d+)', l).group(1))
        a = re.search(r':match/attendance (\d+)N', l)
        d["att"] = int(a.group(1)) if a else None
        d["at"] = ':match/at #inst' in l
        d["minutes"] = [int(x) for x in re.findall(r':goal/minute (\d+)', l)]
        matches[d["id"]] = d
        continue
    m = re.search(r':player/id "([^"]+)"', l)
    if m and l.lstrip(" [").startswith('{:db/id "P-'):
        players[m.group(1)] = {"club": re.search(r':player/club "c(\w+)"', l).group(1),
                               "shirt": int(re.search(r':player/shirt (\d+)', l).group(1)),
                               "born": ':player/born' in l}
M = list(matches.values())
print("b-rival-self / x-self-pattern-vars:", sorted(c for c, r in clubs.items() if c in r))
print("b-attendance-huge:", [m["id"] for m in M if m["att"] == 9223372036854775872])
print("x-att-plus:", sorted((m["id"], m["att"] + 1) for m in M if m["att"] is not None and m["att"] > 9223372036854775830))
print("x-att-gt-long:", sum(1 for m in M if m["att"] is not None and m["att"] > 40000))
print("x-bigint-pattern-long:", [m["id"] for m in M if m["att"] == 41963])
print("x-bigint-pred:", sum(1 for m in M if m["att"] is not None and m["att"] > 2**63 - 1))
played = {m["home"] for m in M} | {m["away"] for m in M}
print("r-played-none:", sorted(c for c in clubs if c not in played))
beat = {(m["home"], m["away"]) for m in M if m["hg"] > m["ag"]} | {(m["away"], m["home"]) for m in M if m["hg"] < m["ag"]}
dom = set(beat)
while True:
    new = {(a, c) for (a, b) in dom for (b2, c) in beat if b == b2} | dom
    if new == dom:
        break
    dom = new
print("r-beat-lookup-two (har dom nor):", ("har", "nor") in dom)
reach, frontier = set(), set(clubs["wes"])
while frontier:
    reach |= frontier
    frontier = {y for x in frontier for y in clubs[x]} - reach
print("r-nonlinear (reach from wes):", len(reach), sorted(reach))
print("x-minute-double-eq (minutes == 45, what == counts):", sum(m["minutes"].count(45) for m in M))
print("x-out-of-range-pred (matches with home goals):", sum(1 for m in M))
print("x-compare-inst-num (matches with :match/at):", sum(1 for m in M if m["at"]))
shirts = list(range(1, 17)) + [77, 99]
print("m-18-players-one-club:", {c: int(all(any(p["club"] == c and p["shirt"] == s and p["born"] for p in players.values()) for s in shirts)) for c in clubs})
