#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen116 parity corpus (deterministic).

A chess federation: clubs (keyword identity, a name "" and a unicode name);
players (string FIDE-like identity, unicode names incl. "", club ref sometimes
missing, titles cardinality-many keywords, federation sometimes missing,
prize money bigdec incl. 0M, 0.00M and scale differences, a coached-by graph
(cardinality-many ref) with a 3-cycle, a 2-cycle and a self-loop, ratings
history as component entities with long values and double k-factors);
tournaments (string identity, instants, bigdec prize fund); games (white/black
refs, result keyword, moves sometimes missing, ECO opening code string, a
composite identity [:game/tournament :game/round :game/board]).
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:club/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :club/name {:db/valueType :db.type/string}
 :club/city {:db/valueType :db.type/string}
 :club/founded {:db/valueType :db.type/long}
 :player/fide {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :player/name {:db/valueType :db.type/string}
 :player/club {:db/valueType :db.type/ref}
 :player/born {:db/valueType :db.type/instant}
 :player/fed {:db/valueType :db.type/string}
 :player/titles {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :player/prize {:db/valueType :db.type/bigdec}
 :player/coached-by {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :player/ratings {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :player/active {:db/valueType :db.type/boolean}
 :rating/kind {:db/valueType :db.type/keyword}
 :rating/value {:db/valueType :db.type/long}
 :rating/k {:db/valueType :db.type/double}
 :rating/at {:db/valueType :db.type/instant}
 :tour/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :tour/name {:db/valueType :db.type/string}
 :tour/start {:db/valueType :db.type/instant}
 :tour/rounds {:db/valueType :db.type/long}
 :tour/fund {:db/valueType :db.type/bigdec}
 :tour/host {:db/valueType :db.type/ref}
 :game/tournament {:db/valueType :db.type/ref}
 :game/round {:db/valueType :db.type/long}
 :game/board {:db/valueType :db.type/long}
 :game/key {:db/valueType :db.type/tuple :db/tupleAttrs [:game/tournament :game/round :game/board] :db/unique :db.unique/identity}
 :game/white {:db/valueType :db.type/ref}
 :game/black {:db/valueType :db.type/ref}
 :game/result {:db/valueType :db.type/keyword}
 :game/moves {:db/valueType :db.type/long}
 :game/eco {:db/valueType :db.type/string}
}
"""


def inst(y, mo, d, h=0, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def emap(d):
    return "{" + " ".join(f"{k} {v}" for k, v in d.items()) + "}"


CLUBS = [("kas", "Kasparov Chess Club", "Baku", 1990), ("pol", "Polgár Sakkör", "Budapest", 1985),
         ("tal", "Tal Memorial", "Riga", 1992), ("cap", "Capablanca", "La Habana", 1921),
         ("mor", "Morphy's", None, 1858), ("dra", "Дракон", "Москва", 1937),
         ("sho", "将棋と チェス", "東京", 2001), ("emp", "", None, 2024)]
FIRST = ["Magnus", "Judit", "Mikhail", "José", "Paul", "Вера", "Hikaru", "Ding", "Alireza", "Hou", "Viswanathan",
         "Zsuzsa", "Ánh", "Øystein", "Nodirbek"]
LAST = ["Carlsen", "Polgár", "Tal", "Capablanca", "Morphy", "Менчик", "中村", "Liren", "Firouzja", "Yifan",
        "Anand", "O'Kelly"]
FEDS = ["NOR", "HUN", "LAT", "CUB", "USA", "RUS", "JPN", "CHN", ""]
TITLES = [[":gm"], [":im"], [":fm"], [":gm", ":wgm"], [":wim"], [], [":cm"], [":im", ":wgm"]]
PRIZES = ["0M", "0.00M", "1500M", "1500.00M", "2500.5M", "2500.50M", "100000.00M", "0.01M", "-50.00M", "777.777M"]
ECOS = ["B90", "C42", "D37", "E97", "A00", "B12", "C65", "D85", "E60", "A45", "B33", "C89"]
NP = 60


def main():
    out = []
    for code, name, city, founded in CLUBS:
        d = {":db/id": s("c" + code), ":club/code": ":" + code, ":club/name": s(name), ":club/founded": founded}
        if city is not None:
            d[":club/city"] = s(city)
        out.append(emap(d))
    pids = []
    for i in range(NP):
        pid = f"FIDE-{1000 + i * 37}"
        pids.append(pid)
    # coached-by: a 3-cycle 0->1->2->0, a 2-cycle 10<->11, a self-loop 20->20, chains i -> i//3 else
    coach = {}
    for i in range(NP):
        if i in (0, 1, 2):
            coach[i] = [(i + 1) % 3]
        elif i in (10, 11):
            coach[i] = [21 - i]
        elif i == 20:
            coach[i] = [20]
        elif i % 7 == 5:
            coach[i] = []
        elif i % 11 == 3:
            coach[i] = [i // 3, i // 4]
        else:
            coach[i] = [i // 3]
    for i in range(NP):
        pid = pids[i]
        name = "" if i == 44 else f"{FIRST[(i * 7) % 15]} {LAST[(i * 5) % 12]}"
        d = {":db/id": s(pid), ":player/fide": s(pid), ":player/name": s(name),
             ":player/born": inst(1960 + (i * 3) % 45, 1 + i % 12, 1 + (i * 11) % 28)}
        if i % 9 != 8:
            d[":player/club"] = s("c" + CLUBS[i % 7][0])
        if i % 6 != 5:
            d[":player/fed"] = s(FEDS[i % 9])
        t = TITLES[i % 8]
        if t:
            d[":player/titles"] = "[" + " ".join(t) + "]"
        if i % 4 != 3:
            d[":player/prize"] = PRIZES[i % 10]
        if coach[i]:
            d[":player/coached-by"] = "[" + " ".join(s(pids[c]) for c in coach[i]) + "]"
        if i % 5 != 2:
            d[":player/active"] = "true" if i % 3 else "false"
        rs = []
        for k, kind in enumerate([":standard", ":rapid", ":blitz"]):
            if kind == ":blitz" and i % 4 == 1:
                continue
            for y in range(2 if i % 3 == 0 else 3):
                r = {":rating/kind": kind, ":rating/value": 1800 + (i * 53 + k * 31 + y * 17) % 1050,
                     ":rating/at": inst(2022 + y, 1 + k * 3, 1)}
                if (i + y) % 5 != 0:
                    r[":rating/k"] = [10.0, 20.0, 40.0, 15.5, 0.0][(i + y + k) % 5]
                rs.append(emap(r))
        d[":player/ratings"] = "[" + " ".join(rs) + "]"
        out.append(emap(d))
    TOURS = [("T-2023-OPEN", "Open de Paris", inst(2023, 3, 1), "10000.00M", "kas"),
             ("T-2023-BLITZ", "Blitz ⚡ Cup", inst(2023, 9, 15, 18), "0M", "pol"),
             ("T-2024-OPEN", "Open de Paris", inst(2024, 3, 2), "10000M", "kas"),
             ("T-2024-MEMO", "Tal Memorial", inst(2024, 6, 20), "25000.50M", "tal"),
             ("T-2025-CHAMP", "Чемпионат", inst(2025, 1, 10), "99999.99M", "dra"),
             ("T-2025-NONE", "", inst(2025, 12, 31), "0.00M", None)]
    games = 0
    for ti, (tid, tname, tstart, fund, host) in enumerate(TOURS):
        nr = 0 if tid == "T-2025-NONE" else 6
        d = {":db/id": s(tid), ":tour/id": s(tid), ":tour/name": s(tname), ":tour/start": tstart,
             ":tour/rounds": nr, ":tour/fund": fund}
        if host:
            d[":tour/host"] = s("c" + host)
        out.append(emap(d))
        for r in range(1, nr + 1):
            for b in range(1, 7):
                w = (ti * 13 + r * 7 + b * 5) % NP
                bl = (w + 1 + (r * b + ti) % 17) % NP
                res = [":white", ":black", ":draw", ":white", ":draw"][(ti + r * 3 + b) % 5]
                g = {":game/tournament": s(tid), ":game/round": r, ":game/board": b,
                     ":game/white": s(pids[w]), ":game/black": s(pids[bl]), ":game/result": res,
                     ":game/eco": s(ECOS[(ti * 5 + r + b * 3) % 12])}
                if (ti + r + b) % 8 != 0:
                    g[":game/moves"] = 18 + (ti * 11 + r * 13 + b * 29) % 90
                out.append(emap(g))
                games += 1
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(out) + "]\n")
    print(len(out), "top-level entities", games, "games")


main()
