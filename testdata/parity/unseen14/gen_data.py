#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the fourteenth unseen parity corpus.

A sports league: leagues (a keyword identity), seasons (a string id
identity, a ref to the league, a start instant), teams (a string code
identity, unicode names, bigdec budgets incl. 0M and negative, a rival
graph with a 2-cycle, a 3-cycle and a self-loop, cardinality-many keyword
colours, a homogeneous double tuple of stadium coordinates, some founded
years missing), players (a string national id identity, a unique-value
shirt key, some missing; positions as keywords; double ratings incl. 0.0
and negative; bigdec salaries incl. 0M and duplicates; bigint career goals
incl. 0N; cardinality-many string nicknames incl. "" and unicode; a
(height, weight) :db/tupleTypes [long double] tuple; a mentor graph with a
cycle and a self-loop; a current team, some missing), transfers (player,
from, to, instant, bigdec fee, a composite :db/tupleAttrs
[:transfer/player :transfer/window] identity), matches (a long id
identity, home/away refs to teams, scores, a homogeneous long tuple,
attendance missing for some, cardinality-many component goals) and goals
(minute long, scorer ref, own-goal boolean, kind keyword, a back ref
:goal/match). Every entity is a top-level map with a string tempid.
Deterministic.
"""
import os, random

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(14)

SCHEMA = """{:league/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :league/name {:db/valueType :db.type/string}
 :league/country {:db/valueType :db.type/string}
 :league/tier {:db/valueType :db.type/long}
 :season/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :season/league {:db/valueType :db.type/ref}
 :season/year {:db/valueType :db.type/long}
 :season/start {:db/valueType :db.type/instant}
 :season/finished {:db/valueType :db.type/boolean}
 :team/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :team/name {:db/valueType :db.type/string}
 :team/league {:db/valueType :db.type/ref}
 :team/founded {:db/valueType :db.type/long}
 :team/budget {:db/valueType :db.type/bigdec}
 :team/rival {:db/valueType :db.type/ref}
 :team/colors {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :team/coords {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :team/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :player/nid {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :player/shirt-key {:db/valueType :db.type/string :db/unique :db.unique/value}
 :player/name {:db/valueType :db.type/string}
 :player/nicknames {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :player/position {:db/valueType :db.type/keyword}
 :player/rating {:db/valueType :db.type/double}
 :player/salary {:db/valueType :db.type/bigdec}
 :player/career-goals {:db/valueType :db.type/bigint}
 :player/born {:db/valueType :db.type/instant}
 :player/uuid {:db/valueType :db.type/uuid}
 :player/hw {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/long :db.type/double]}
 :player/team {:db/valueType :db.type/ref}
 :player/mentor {:db/valueType :db.type/ref}
 :player/retired {:db/valueType :db.type/boolean}
 :player/age {:db/valueType :db.type/long}
 :player/foot {:db/valueType :db.type/keyword}
 :transfer/player {:db/valueType :db.type/ref}
 :transfer/from {:db/valueType :db.type/ref}
 :transfer/to {:db/valueType :db.type/ref}
 :transfer/at {:db/valueType :db.type/instant}
 :transfer/window {:db/valueType :db.type/long}
 :transfer/fee {:db/valueType :db.type/bigdec}
 :transfer/loan {:db/valueType :db.type/boolean}
 :transfer/player+window {:db/valueType :db.type/tuple :db/tupleAttrs [:transfer/player :transfer/window] :db/unique :db.unique/identity}
 :match/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :match/season {:db/valueType :db.type/ref}
 :match/home {:db/valueType :db.type/ref}
 :match/away {:db/valueType :db.type/ref}
 :match/home-score {:db/valueType :db.type/long}
 :match/away-score {:db/valueType :db.type/long}
 :match/score {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :match/date {:db/valueType :db.type/instant}
 :match/attendance {:db/valueType :db.type/long}
 :match/round {:db/valueType :db.type/long}
 :match/goals {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :goal/minute {:db/valueType :db.type/long}
 :goal/scorer {:db/valueType :db.type/ref}
 :goal/own {:db/valueType :db.type/boolean}
 :goal/kind {:db/valueType :db.type/keyword}
 :goal/match {:db/valueType :db.type/ref}
 :goal/xg {:db/valueType :db.type/double}}
"""


def inst(y, m, d, h=0, mi=0, s=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


LEAGUES = [("prem", "Premier Division", "England", 1), ("liga", "Liga Primera", "España", 1),
           ("nord", "Nordliga", "Norge", 2)]
TEAMS = [  # code, name, league, founded or None, budget, colors, coords
    ("ARS", "Arsenal Lions", "prem", 1886, "450000000.50", ["red", "white"], (51.55, -0.108)),
    ("CHE", "Chelsea Blues", "prem", 1905, "600000000", ["blue"], (51.48, -0.19)),
    ("LIV", "Liverpool Reds", "prem", 1892, "520000000.25", ["red"], (53.43, -2.96)),
    ("NEW", "Newcastle Magpies", "prem", None, "0", ["black", "white"], (54.97, -1.62)),
    ("BAR", "Barça Azulgrana", "liga", 1899, "700000000", ["blue", "red"], (41.38, 2.12)),
    ("RMA", "Real Madrid Blancos", "liga", 1902, "800000000.75", ["white"], (40.45, -3.69)),
    ("SEV", "Sevilla Nervión", "liga", 1890, "-12500.50", ["red", "white"], (37.38, -5.97)),
    ("BET", "Betis Verdiblancos", "liga", None, "150000000", ["green", "white"], (37.36, -5.98)),
    ("ROS", "Rosenborg Trønder", "nord", 1917, "30000000", ["black", "white"], (63.41, 10.4)),
    ("MOL", "Molde Ørnene", "nord", 1911, "25000000.5", ["blue"], (62.73, 7.16)),
    ("BOD", "Bodø Glimt", "nord", 1916, "30000000", ["yellow"], (67.28, 14.4)),
    ("TRO", "Tromsø Gutta", "nord", 0, "0", [], (0.0, 0.0)),
]
RIVAL = {"ARS": "CHE", "CHE": "ARS", "LIV": "NEW", "NEW": "LIV", "BAR": "RMA", "RMA": "SEV",
         "SEV": "BAR", "BET": "SEV", "ROS": "MOL", "MOL": "BOD", "BOD": "ROS", "TRO": "TRO"}
FIRST = ["Ade", "Bram", "Cesc", "Dani", "Eirik", "Fede", "Gio", "Hugo", "Iker", "Jonas",
         "Kai", "Luka", "Marc", "Nico", "Ole", "Pau", "Quim", "Rui", "Søren", "Théo"]
LAST = ["Ødegaard", "García", "Smith", "Müller", "Núñez", "Berg", "Jones", "López", "Haaland",
        "Silva", "Ñíguez", "Brown"]
POS = ["gk", "def", "mid", "fwd"]
NICKS = ["El Mago", "The Wall", "Speedy", "", "Kaiser", "Lynet", "El Niño", "Rocket", "Tank",
         "⚽ King", "Maestro", "Zorro"]
SAL = ["1000000", "2500000.50", "0", "750000", "2500000.50", "12000000", "1000000", "3300000.33",
       "480000.5", "9999999.99"]


def main():
    ents = []
    for code, name, country, tier in LEAGUES:
        ents.append([f":db/id {s('l-' + code)}", f":league/code :{code}", f":league/name {s(name)}",
                     f":league/country {s(country)}", f":league/tier {tier}"])
    for i, (code, *_r) in enumerate(LEAGUES):
        for j, year in enumerate([2022, 2023]):
            e = [f":db/id {s('s-' + code + str(year))}", f":season/id {s(code.upper() + '-' + str(year))}",
                 f":season/league {s('l-' + code)}", f":season/year {year}",
                 f":season/start {inst(year, 8 if code != 'nord' else 3, 5 + i, 12)}"]
            if not (code == "nord" and year == 2023):
                e.append(f":season/finished {'true' if year == 2022 else 'false'}")
            ents.append(e)
    # an empty season: no matches
    ents.append([":db/id \"s-empty\"", ":season/id \"PREM-2024\"", ":season/league \"l-prem\"",
                 ":season/year 2024", f":season/start {inst(2024, 8, 10)}"])
    for i, (code, name, lg, founded, budget, colors, xy) in enumerate(TEAMS):
        e = [f":db/id {s('t-' + code)}", f":team/code {s(code)}", f":team/name {s(name)}",
             f":team/league {s('l-' + lg)}", f":team/budget {budget}M",
             f":team/rival {s('t-' + RIVAL[code])}",
             f':team/uuid #uuid "0000aaaa-1111-4222-8333-{i + 1:012d}"',
             f":team/coords [{xy[0]} {xy[1]}]"]
        if founded is not None:
            e.append(f":team/founded {founded}")
        if colors:
            e.append(":team/colors [" + " ".join(":" + c for c in colors) + "]")
        ents.append(e)
    codes = [t[0] for t in TEAMS]
    players = []
    for i in range(64):
        nid = f"N{1000 + i}"
        name = f"{FIRST[i % 20]} {LAST[(i * 7) % 12]}"
        if i == 13:
            name = ""
        pos = POS[i % 4] if i != 21 else None
        team = codes[i % 12] if i not in (5, 40, 63) else None
        e = [f":db/id {s('p' + str(i))}", f":player/nid {s(nid)}", f":player/name {s(name)}"]
        if i % 9 != 4:
            e.append(f":player/shirt-key {s(f'{codes[i % 12]}-{i + 1}')}")
        if pos:
            e.append(f":player/position :{pos}")
        if i % 11 != 7:
            rating = round(R.uniform(4.0, 9.5), 2)
            if i == 3:
                rating = 0.0
            if i == 17:
                rating = -1.5
            e.append(f":player/rating {rating}")
        if i % 13 != 6:
            e.append(f":player/salary {SAL[(i * 3) % 10]}M")
        if i % 7 != 3:
            cg = R.randint(0, 300) if i % 5 else 0
            if i == 50:
                cg = 12345678901234567890
            e.append(f":player/career-goals {cg}N")
        e.append(f":player/born {inst(1985 + i % 17, 1 + i % 12, 1 + (i * 3) % 28, (i * 5) % 24)}")
        e.append(f':player/uuid #uuid "bbbbbbbb-cccc-4ddd-8eee-{i:012d}"')
        if i % 10 != 9:
            e.append(f":player/hw [{165 + (i * 7) % 35} {round(60 + (i * 3.3) % 35, 1)}]")
        if team:
            e.append(f":player/team {s('t-' + team)}")
        if i % 6 == 0 and i > 0:
            e.append(f":player/mentor {s('p' + str(i - 6))}")
        if i == 0:
            e.append(":player/mentor \"p60\"")  # cycle 0 -> 60 -> 54 -> ... -> 0
        if i == 31:
            e.append(":player/mentor \"p31\"")  # self-loop
        if i % 8 == 5:
            e.append(f":player/retired {'true' if i % 16 == 5 else 'false'}")
        e.append(f":player/age {18 + (i * 5) % 20 if i != 7 else 0}")
        if i % 3 != 2:
            e.append(f":player/foot :{'left' if i % 2 else 'right'}")
        nk = [NICKS[(i + k) % 12] for k in range(i % 4)]
        if nk:
            e.append(":player/nicknames [" + " ".join(s(x) for x in dict.fromkeys(nk)) + "]")
        ents.append(e)
        players.append((i, team))
    # transfers
    for k in range(48):
        pi = (k * 5) % 64
        fr = codes[(k * 3) % 12]
        to = codes[(k * 3 + 1 + k % 4) % 12]
        window = 20200 + (k % 4) * 10 + (k % 2) + 1
        e = [f":db/id {s('tr' + str(k))}", f":transfer/player {s('p' + str(pi))}",
             f":transfer/from {s('t-' + fr)}", f":transfer/to {s('t-' + to)}",
             f":transfer/at {inst(2020 + k % 4, 1 if k % 2 else 7, 1 + k % 28, 10, k)}",
             f":transfer/window {window}"]
        if k % 5 != 2:
            e.append(f":transfer/fee {['0', '15000000.5', '2500000', '90000000.25', '15000000.5', '-1'][k % 6]}M")
        if k % 3 == 0:
            e.append(f":transfer/loan {'true' if k % 2 else 'false'}")
        ents.append(e)
    # matches and goals
    by_league = {}
    for t in TEAMS:
        by_league.setdefault(t[2], []).append(t[0])
    mid = 0
    gid = 0
    for lg, tcodes in by_league.items():
        for year in (2022, 2023):
            for r in range(7):
                h = tcodes[r % 4]
                a = tcodes[(r + 1 + r // 4) % 4]
                if h == a:
                    a = tcodes[(r + 2) % 4]
                mid += 1
                hs = R.randint(0, 4)
                as_ = R.randint(0, 3)
                if mid % 9 == 0:
                    hs, as_ = 0, 0
                e = [f":db/id {s('m' + str(mid))}", f":match/id {mid}",
                     f":match/season {s('s-' + lg + str(year))}", f":match/home {s('t-' + h)}",
                     f":match/away {s('t-' + a)}", f":match/home-score {hs}",
                     f":match/away-score {as_}", f":match/score [{hs} {as_}]",
                     f":match/date {inst(year, 8 + r % 5, 1 + (r * 4) % 28, 15 + r % 5)}",
                     f":match/round {r + 1}"]
                if mid % 7 != 3:
                    e.append(f":match/attendance {0 if mid == 5 else 1000 * R.randint(2, 60)}")
                goals = []
                for gk in range(hs + as_):
                    gid += 1
                    side = h if gk < hs else a
                    cand = [pi for pi, t in players if t == side] or [5]
                    scorer = cand[(gid * 7) % len(cand)]
                    own = gid % 11 == 0
                    minute = (gid * 17) % 95 + 1
                    if gid == 4:
                        minute = 0
                    if gid == 9:
                        minute = 90
                    kind = ["open-play", "header", "penalty", "free-kick"][gid % 4]
                    g = [f":db/id {s('g' + str(gid))}", f":goal/minute {minute}",
                         f":goal/scorer {s('p' + str(scorer))}", f":goal/kind :{kind}",
                         f":goal/match {s('m' + str(mid))}"]
                    if gid % 6 != 1:
                        g.append(f":goal/own {'true' if own else 'false'}")
                    if gid % 5 != 0:
                        g.append(f":goal/xg {round((gid * 0.037) % 0.9, 3)}")
                    goals.append(g)
                if goals:
                    e.append(":match/goals [" + " ".join(s(g[0].split('"')[1]) for g in goals) + "]")
                ents.append(e)
                ents.extend(goals)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
