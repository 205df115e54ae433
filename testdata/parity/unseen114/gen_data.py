#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen114 parity corpus (deterministic).

A sports league: seasons (string identity, one without matches); clubs
(keyword identity, unicode and empty names, city sometimes missing, bigdec
budget incl. 0M, negative and 1.5M/1.50M, a rival graph with cycles and a
self-loop, string tags incl. "" and unicode, a component stadium);
players (string identity, composite identity [:player/club :player/shirt],
cardinality-many keyword positions and string tags, double rating incl.
-0.0 and 0.0, sometimes missing nation/height/rating); matches (string
identity, instants, long goals, bigint attendance, beyond Long for one
stadium, sometimes missing; goals as component entities); transfers
(bigdec fees incl. 0M, 0.00M, negative, 1.5M/1.50M; loan flag sometimes
missing).
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:season/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :season/year {:db/valueType :db.type/long}
 :season/start {:db/valueType :db.type/instant}
 :club/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :club/name {:db/valueType :db.type/string}
 :club/city {:db/valueType :db.type/string}
 :club/founded {:db/valueType :db.type/long}
 :club/budget {:db/valueType :db.type/bigdec}
 :club/rivals {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :club/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :club/stadium {:db/valueType :db.type/ref :db/isComponent true}
 :stadium/name {:db/valueType :db.type/string}
 :stadium/capacity {:db/valueType :db.type/long}
 :player/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :player/name {:db/valueType :db.type/string}
 :player/club {:db/valueType :db.type/ref}
 :player/shirt {:db/valueType :db.type/long}
 :player/key {:db/valueType :db.type/tuple :db/tupleAttrs [:player/club :player/shirt] :db/unique :db.unique/identity}
 :player/positions {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :player/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :player/rating {:db/valueType :db.type/double}
 :player/born {:db/valueType :db.type/instant}
 :player/nation {:db/valueType :db.type/string}
 :player/height {:db/valueType :db.type/long}
 :match/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :match/season {:db/valueType :db.type/ref}
 :match/round {:db/valueType :db.type/long}
 :match/home {:db/valueType :db.type/ref}
 :match/away {:db/valueType :db.type/ref}
 :match/at {:db/valueType :db.type/instant}
 :match/home-goals {:db/valueType :db.type/long}
 :match/away-goals {:db/valueType :db.type/long}
 :match/attendance {:db/valueType :db.type/bigint}
 :match/goals {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :goal/player {:db/valueType :db.type/ref}
 :goal/minute {:db/valueType :db.type/long}
 :goal/kind {:db/valueType :db.type/keyword}
 :goal/own {:db/valueType :db.type/boolean}
 :transfer/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :transfer/player {:db/valueType :db.type/ref}
 :transfer/from {:db/valueType :db.type/ref}
 :transfer/to {:db/valueType :db.type/ref}
 :transfer/fee {:db/valueType :db.type/bigdec}
 :transfer/at {:db/valueType :db.type/instant}
 :transfer/loan {:db/valueType :db.type/boolean}
}
"""


def inst(y, mo, d, h=0, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def emap(d):
    return "{" + " ".join(f"{k} {v}" for k, v in d.items()) + "}"


# code, name, city, founded, budget, rivals, tags, stadium (name, capacity)
CLUBS = [("nor", "Northbridge United", "Northbridge", 1878, "120000000.00M", ["sou"], ["historic", "academy"], ("North Park", 42000)),
         ("sou", "Southport Athletic", "Southport", 1899, "95000000.50M", ["nor"], ["historic"], ("Dockside", 31000)),
         ("eas", "Eastfield Rovers", "Eastfield", 1902, "0M", ["wes"], ["", "academy"], ("Moorland", 18000)),
         ("wes", "Westvale Town", None, 1921, "-12.50M", ["cen"], [], ("Vale Ground", 12500)),
         ("cen", "Central City", "Centrum", 1950, "1.50M", ["eas"], ["ünïon"], ("Civic Arena", 27000)),
         ("har", "Harbour FC", "Port Ness", 1888, "1.5M", ["har"], ["⚽", "historic"], ("Quay Stadium", 9000)),
         ("mtn", "Mountain Wanderers", "Highcrest", 1911, "33000000M", ["riv"], ["academy"], ("Summit Park", 15000)),
         ("riv", "Riverside", "Riverside", 1911, "33000000.00M", ["mtn", "nor"], [], ("Bankside", 20000)),
         ("gal", "Galácticos 銀河", None, 2001, "999999999999.99M", ["nor", "sou"], ["glamour", "ünïon"], ("Estadio Infinito", 0)),
         ("zzz", "", "Nowhere", 2020, "0.00M", [], [""], ("", 100))]
FIRST = ["Ana", "Björn", "Chidi", "Dmitri", "Élodie", "Farah", "Giorgio", "Hana", "Ívar", "João", "Kenji", "Luca",
         "Mateo", "Nia", "Oğuz", "Pál", "Quinn", "Rūta"]
LAST = ["Silva", "Müller", "O'Neil", "Nakamura", "Kowalski", "Ørsted", "Dubois", "García", "Novak", "Papadopoulos"]
NATIONS = ["BR", "DE", "NG", "JP", "FR", "ES", "IS", "PT", "", "日本"]
POS = [[":gk"], [":df"], [":df", ":mf"], [":mf"], [":mf", ":fw"], [":fw"], []]


def main():
    out = []
    # seasons
    for sid, y, st in [("2023/24", 2023, inst(2023, 8, 12)), ("2024/25", 2024, inst(2024, 8, 17)), ("2025/26", 2025, inst(2025, 8, 16))]:
        out.append(emap({":db/id": s("season" + sid), ":season/id": s(sid), ":season/year": y, ":season/start": st}))
    # clubs
    for code, name, city, founded, budget, rivals, tags, (stn, cap) in CLUBS:
        d = {":db/id": s("c" + code), ":club/code": ":" + code, ":club/name": s(name), ":club/founded": founded,
             ":club/budget": budget}
        if city is not None:
            d[":club/city"] = s(city)
        if rivals:
            d[":club/rivals"] = "[" + " ".join(s("c" + r) for r in rivals) + "]"
        if tags:
            d[":club/tags"] = "[" + " ".join(s(t) for t in tags) + "]"
        d[":club/stadium"] = emap({":stadium/name": s(stn), ":stadium/capacity": cap})
        out.append(emap(d))
    # players
    players = {}  # club -> list of pids
    NPC = 18
    for ci, (code, *_rest) in enumerate(CLUBS):
        players[code] = []
        for j in range(NPC):
            i = ci * NPC + j
            pid = f"P-{code}-{j:02d}"
            players[code].append(pid)
            shirt = j + 1 if j < 16 else [77, 99][j - 16]
            d = {":db/id": s(pid), ":player/id": s(pid), ":player/name": s(f"{FIRST[(i * 5) % 18]} {LAST[(i * 3) % 10]}"),
                 ":player/club": s("c" + code), ":player/shirt": shirt,
                 ":player/born": inst(1988 + i % 17, 1 + i % 12, 1 + (i * 7) % 28)}
            pos = POS[j % 7] if j != 0 else [":gk"]
            if pos:
                d[":player/positions"] = "[" + " ".join(pos) + "]"
            tags = []
            if j == 3:
                tags.append("captain")
            if i % 11 == 0:
                tags.append("homegrown")
            if i == 40:
                tags.append("")
            if i % 29 == 5:
                tags.append("🇧🇷 samba")
            if tags:
                d[":player/tags"] = "[" + " ".join(s(t) for t in tags) + "]"
            if i % 13 != 12:
                if i == 5:
                    r = "-0.0"
                elif i == 6 or i == 77:
                    r = "0.0"
                else:
                    r = repr(round(5.0 + ((i * 37) % 50) / 10.0, 1))
                d[":player/rating"] = r
            if i % 7 != 6:
                d[":player/nation"] = s(NATIONS[i % 10])
            if i % 5 != 4:
                d[":player/height"] = 165 + (i * 13) % 36
            out.append(emap(d))
    # matches
    codes = [c[0] for c in CLUBS if c[0] != "zzz"]
    mi = 0
    for si, season in enumerate(["2023/24", "2024/25"]):
        rnd = 0
        for hi, h in enumerate(codes):
            for ai, a in enumerate(codes):
                if h == a:
                    continue
                if si == 1 and (hi + ai) % 5 == 0:
                    continue
                rnd += 1
                hg = (hi * 7 + ai * 3 + si * 11) % 5
                ag = (hi * 2 + ai * 9 + si) % 4
                mid = f"M{si + 1}-{h}-{a}"
                d = {":db/id": s(mid), ":match/id": s(mid), ":match/season": s("season" + season),
                     ":match/round": 1 + rnd // 4, ":match/home": s("c" + h), ":match/away": s("c" + a),
                     ":match/at": inst(2023 + si, 8 + (rnd // 9) % 5, 1 + (rnd * 3) % 28, 12 + rnd % 9, (rnd * 15) % 60),
                     ":match/home-goals": hg, ":match/away-goals": ag}
                if mi % 9 != 4:
                    cap = [c for c in CLUBS if c[0] == h][0][7][1]
                    att = 9223372036854775807 + 1 + mi if h == "gal" else cap - (mi * 37) % 3000
                    d[":match/attendance"] = f"{att}N"
                goals = []
                for g in range(hg + ag):
                    side, other = (h, a) if g < hg else (a, h)
                    own = (mi + g) % 13 == 0
                    scorer = players[other if own else side][(mi * 3 + g * 5) % NPC]
                    gm = {":goal/player": s(scorer), ":goal/minute": 1 + (mi * 17 + g * 23) % 90 + (3 if (mi + g) % 19 == 0 else 0),
                          ":goal/kind": [":open", ":header", ":penalty", ":open", ":freekick"][(mi + g) % 5]}
                    if own:
                        gm[":goal/own"] = "true"
                    elif (mi + g) % 4 == 0:
                        gm[":goal/own"] = "false"
                    goals.append(emap(gm))
                if goals:
                    d[":match/goals"] = "[" + " ".join(goals) + "]"
                out.append(emap(d))
                mi += 1
    # transfers
    FEES = ["0M", "0.00M", "-1.00M", "1.5M", "1.50M", "12500000.00M", "750000M", "3333333.33M", "45000000.10M", "0.01M"]
    allp = [p for c in codes for p in players[c]]
    for t in range(60):
        p = allp[(t * 37) % len(allp)]
        frm = p.split("-")[1]
        to = codes[(codes.index(frm) + 1 + t % 7) % len(codes)]
        d = {":transfer/id": s(f"T{t:03d}"), ":transfer/player": s(p), ":transfer/from": s("c" + frm),
             ":transfer/to": s("c" + to), ":transfer/fee": FEES[t % 10] if t < 30 else f"{(t * 123457) % 9000000 / 100:.2f}M",
             ":transfer/at": inst(2023 + t % 3, 1 + t % 12, 1 + (t * 5) % 28)}
        if t % 5 != 2:
            d[":transfer/loan"] = "true" if t % 3 == 0 else "false"
        out.append(emap(d))
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(out) + "]\n")
    print(len(out), "top-level entities", mi, "matches")


main()
