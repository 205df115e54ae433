#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the fortieth unseen parity corpus.

An amateur sports league: teams (string identity names, a keyword
unique-value code, bigdec budgets, cardinality-many keyword colours, a
rival ref with a self-loop and a cycle, a sells-to ref graph with a cycle
and a self-loop), registrations (a composite :db/tupleAttrs
[:reg/team :reg/season] identity, long points, bigdec fees), players (uuid
identity, unique-value e-mail, long jerseys incl. 0, cardinality-many
keyword positions, double heights, bigdec salaries, long bonuses incl.
Long/MAX_VALUE, a [keyword long] contract by :db/tupleTypes, a mentor graph
with a cycle and a self-loop), matches (long identity, home/away refs,
a homogeneous long tuple score, instant dates, bigint attendance incl. 0N
and one past Long/MAX_VALUE, bigdec revenue, double possession incl. 0.0,
-0.0 and 1e-300, a component referee), per-match stats (goals, assists,
minutes, double xg) and transfers (bigdec fees). Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:team/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :team/code {:db/valueType :db.type/keyword :db/unique :db.unique/value}
 :team/city {:db/valueType :db.type/string}
 :team/founded {:db/valueType :db.type/long}
 :team/budget {:db/valueType :db.type/bigdec}
 :team/colors {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :team/rival {:db/valueType :db.type/ref}
 :team/sells-to {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :team/amateur {:db/valueType :db.type/boolean}
 :reg/team {:db/valueType :db.type/ref}
 :reg/season {:db/valueType :db.type/long}
 :reg/team+season {:db/valueType :db.type/tuple :db/tupleAttrs [:reg/team :reg/season] :db/unique :db.unique/identity}
 :reg/points {:db/valueType :db.type/long}
 :reg/fee {:db/valueType :db.type/bigdec}
 :player/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :player/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :player/name {:db/valueType :db.type/string}
 :player/jersey {:db/valueType :db.type/long}
 :player/team {:db/valueType :db.type/ref}
 :player/positions {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :player/height {:db/valueType :db.type/double}
 :player/salary {:db/valueType :db.type/bigdec}
 :player/bonus {:db/valueType :db.type/long}
 :player/caps {:db/valueType :db.type/bigint}
 :player/active {:db/valueType :db.type/boolean}
 :player/born {:db/valueType :db.type/instant}
 :player/contract {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :player/mentor {:db/valueType :db.type/ref}
 :match/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :match/home {:db/valueType :db.type/ref}
 :match/away {:db/valueType :db.type/ref}
 :match/score {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :match/date {:db/valueType :db.type/instant}
 :match/attendance {:db/valueType :db.type/bigint}
 :match/revenue {:db/valueType :db.type/bigdec}
 :match/possession {:db/valueType :db.type/double}
 :match/round {:db/valueType :db.type/long}
 :match/neutral {:db/valueType :db.type/boolean}
 :match/referee {:db/valueType :db.type/ref :db/isComponent true}
 :referee/name {:db/valueType :db.type/string}
 :referee/grade {:db/valueType :db.type/long}
 :stat/player {:db/valueType :db.type/ref}
 :stat/match {:db/valueType :db.type/ref}
 :stat/goals {:db/valueType :db.type/long}
 :stat/assists {:db/valueType :db.type/long}
 :stat/minutes {:db/valueType :db.type/long}
 :stat/xg {:db/valueType :db.type/double}
 :transfer/player {:db/valueType :db.type/ref}
 :transfer/from {:db/valueType :db.type/ref}
 :transfer/to {:db/valueType :db.type/ref}
 :transfer/fee {:db/valueType :db.type/bigdec}
 :transfer/date {:db/valueType :db.type/instant}}
"""

TEAMS = [  # name, code, city, founded, budget, colors, amateur
    ("Red Lions", "red", "Ashford", 1899, "125000.50M", ["red", "white"], True),
    ("Blue Herons", "blue", "Bexley", 1921, "98000M", ["blue"], True),
    ("Green Foxes", "green", "Cray", 1950, "0M", ["green", "black"], True),
    ("Żółte Osy", "yellow", "Łódź", 2001, "-1500.75M", ["yellow", "black"], False),
    ("Black Cats", "black", "", 1899, "250000.00M", ["black"], True),
    ("Östers IF", "oster", "Växjö", 1930, "77777.777M", [], False),
    ("東京ユナイテッド", "tokyo", "東京", 1993, "1E+5M", ["blue", "white"], True),
    ("Grey Owls", "grey", "Dover", 0, None, ["grey"], True),
]
RIVAL = {0: 1, 1: 0, 2: 2, 3: 4, 4: 5, 5: 3, 6: 0}  # 2-cycle, self-loop, 3-cycle
SELLS = {0: [1], 1: [2], 2: [0, 2], 3: [4], 4: [3, 6], 5: [5], 6: [7]}
POS = ["gk", "df", "mf", "fw"]
FIRST = ["Ann", "Bo", "Cé", "Dmitri", "Eve", "Fynn", "Gül", "Hiro", "Ines", "Jo"]
LAST = ["Smith", "Ørsted", "Nakamura", "O'Neil", "", "Kowalska", "Diaz", "Müller"]


def main():
    ents = []
    s = lambda x: '"' + x + '"'
    b = lambda v: "true" if v else "false"
    for i, (n, c, city, f, bud, cols, am) in enumerate(TEAMS):
        e = [f":db/id {s('t' + str(i))}", f":team/name {s(n)}", f":team/code :{c}", f":team/city {s(city)}",
             f":team/founded {f}", f":team/amateur {b(am)}"]
        if bud:
            e.append(f":team/budget {bud}")
        if cols:
            e.append(":team/colors [" + " ".join(":" + x for x in cols) + "]")
        if i in RIVAL:
            e.append(f":team/rival {s('t' + str(RIVAL[i]))}")
        if i in SELLS:
            e.append(":team/sells-to [" + " ".join(s('t' + str(x)) for x in SELLS[i]) + "]")
        ents.append(e)
    # registrations: composite identity
    for i in range(len(TEAMS)):
        for season in (2022, 2023, 2024):
            if (i + season) % 7 == 3:
                continue
            pts = (i * 17 + season * 3) % 41 - (5 if i == 3 else 0)
            fee = ["100.00M", "100M", "0.5M", "-0M", "250.125M", "99.99M", "1000M"][(i + season) % 7]
            ents.append([f":db/id {s(f'r{i}-{season}')}", f":reg/team {s('t' + str(i))}", f":reg/season {season}",
                         f":reg/points {pts}", f":reg/fee {fee}"])
    # players
    P = 64
    for p in range(P):
        t = p % 8
        if t == 7 and p > 40:
            t = 6
        name = FIRST[p % 10] + " " + LAST[(p * 3) % 8]
        e = [f":db/id {s('p' + str(p))}", f":player/uuid #uuid \"00000000-0000-4000-8000-{p:012d}\"",
             f":player/name {s(name.strip())}", f":player/jersey {(p * 7) % 24}", f":player/team {s('t' + str(t))}"]
        if p % 9 != 4:
            e.append(f":player/email {s(f'p{p}@league.example')}")
        ps = [POS[p % 4]] + ([POS[(p + 1) % 4]] if p % 3 == 0 else []) + ([POS[(p + 2) % 4]] if p % 11 == 0 else [])
        e.append(":player/positions [" + " ".join(":" + x for x in ps) + "]")
        if p % 6 != 5:
            e.append(f":player/height {[1.75, 1.8, 1.925, 2.0, 1.68, 1.8, 0.0, 1.8333][p % 8]!r}")
        if p % 5 != 4:
            e.append(f":player/salary {['1000.00M', '1000M', '2500.50M', '0.01M', '-10M', '333.333M', '0M'][p % 7]}")
        bon = [0, 5, -3, 100, 9223372036854775807, 7, 1000000000000, -9223372036854775808][p % 8]
        if p % 13 == 0:
            e.append(f":player/bonus {bon}")
        elif p % 8 not in (4, 7):
            e.append(f":player/bonus {bon}")
        if p % 4 != 3:
            e.append(f":player/caps {['0N', '12N', '3N', '99999999999999999999N', '-2N', '12N'][p % 6]}")
        e.append(f":player/active {b(p % 7 != 0)}")
        e.append(f":player/born #inst \"{1985 + p % 20}-{1 + p % 12:02d}-{1 + p % 28:02d}T00:00:00.000-00:00\"")
        if p % 2 == 0:
            e.append(f":player/contract [:{['pro', 'amateur', 'loan'][p % 3]} {2024 + p % 4}]")
        if p % 5 == 0:
            m = p if p == 10 else (p + 5) % P
            e.append(f":player/mentor {s('p' + str(m))}")
        if p == 63:
            e.append(f":player/mentor {s('p0')}")
        ents.append(e)
    # matches
    M = 40
    for m in range(M):
        h = m % 7
        a = (m * 3 + 1) % 8
        if a == h:
            a = (a + 1) % 8
        hg, ag = (m * 5) % 4, (m * 3 + 1) % 5 if m % 6 else 0
        if m % 10 == 9:
            hg = 0
            ag = 0
        e = [f":db/id {s('m' + str(m))}", f":match/id {1000 + m}", f":match/home {s('t' + str(h))}",
             f":match/away {s('t' + str(a))}", f":match/score [{hg} {ag}]",
             f":match/date #inst \"2024-{1 + m % 12:02d}-{1 + (m * 3) % 28:02d}T{12 + m % 8:02d}:30:00.000-00:00\"",
             f":match/round {1 + m // 8}"]
        att = ["0N", "150N", "1200N", "9223372036854775808N", "75N", "150N", "-1N", "33N"][m % 8]
        if m % 11 != 10:
            e.append(f":match/attendance {att}")
        rev = ["0M", "1500.50M", "1500.5M", "12.345M", "-20.00M", "999999999999.99M", "0.001M"][m % 7]
        if m % 9 != 8:
            e.append(f":match/revenue {rev}")
        pos = [50.0, 0.0, -0.0, 1e-300, 63.25, 49.999, 100.0, 36.75, 50.0][m % 9]
        if m % 13 != 12:
            e.append(f":match/possession {pos!r}".replace("1e-300", "1.0E-300"))
        e.append(f":match/neutral {b(m % 5 == 0)}")
        if m % 4 != 3:
            e.append(f":match/referee {{:referee/name {s(['Kim', 'Lopez', 'Ng', ''][m % 4])} :referee/grade {m % 4}}}")
        ents.append(e)
        # stats: three players of each side
        for side, t in ((0, h), (1, a)):
            squad = [p for p in range(P) if (p % 8 == t and not (t == 7 and p > 40)) or (t == 6 and p % 8 == 7 and p > 40)]
            for k in range(3):
                p = squad[(m + k) % len(squad)]
                g = (m + k + side) % 3 if (side == 0 and k < hg) or (side == 1 and k < ag) else 0
                st = [f":stat/player {s('p' + str(p))}", f":stat/match {s('m' + str(m))}", f":stat/goals {g}",
                      f":stat/assists {(m + p) % 3}", f":stat/minutes {[90, 45, 0, 90, 120][(m + k) % 5]}"]
                if (m + k) % 4 != 1:
                    st.append(f":stat/xg {[0.0, 0.35, 1.2, 0.05, 2.75, -0.0][(m + p) % 6]!r}")
                ents.append(st)
    # transfers: a cycle of a player 3 -> 11 -> 19 moving between teams
    TR = [(3, 3, 4, "50000M", "2023-01-10"), (3, 4, 5, "0M", "2023-07-01"), (3, 5, 3, "12500.50M", "2024-01-05"),
          (11, 3, 3, "0.00M", "2023-02-02"), (20, 4, 0, "-100M", "2022-08-08"), (21, 5, 6, "1E+3M", "2024-06-30"),
          (30, 6, 7, "999.999M", "2024-02-29"), (40, 0, 1, "7500M", "2022-01-01"), (41, 1, 2, "7500.0M", "2022-02-01"),
          (42, 2, 0, "7500.00M", "2022-03-01")]
    for i, (p, f, to, fee, d) in enumerate(TR):
        ents.append([f":transfer/player {s('p' + str(p))}", f":transfer/from {s('t' + str(f))}",
                     f":transfer/to {s('t' + str(to))}", f":transfer/fee {fee}",
                     f":transfer/date #inst \"{d}T09:00:00.000-00:00\""])
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
