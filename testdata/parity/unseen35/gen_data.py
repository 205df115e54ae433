#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the thirty-fifth unseen parity corpus.

An online game's matchmaking: players (a string handle identity with
unicode and case variants, a uuid identity, a unique-value e-mail, double
ratings incl. 0.0 and negative, long levels incl. 0, bigint coins incl. 0N
and negative, keyword regions, instants, a homogeneous double position
tuple, a symmetric friendship graph with a self-friendship and cycles,
directed blocked edges, cardinality-many keyword achievements), purchases
(a long identity, bigdec amounts incl. 0.00M and negative refunds),
matches (a string identity, instants, keyword modes, a heterogeneous
[keyword long double] result by :db/tupleTypes, component teams with
players and scores) and guilds (a composite :db/tupleAttrs
[:guild/name :guild/season] identity, bigdec banks, leaders, members).
Deterministic (random.Random(35)).
"""
import os, random

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:player/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :player/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :player/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :player/name {:db/valueType :db.type/string}
 :player/rating {:db/valueType :db.type/double}
 :player/level {:db/valueType :db.type/long}
 :player/coins {:db/valueType :db.type/bigint}
 :player/premium {:db/valueType :db.type/boolean}
 :player/joined {:db/valueType :db.type/instant}
 :player/region {:db/valueType :db.type/keyword}
 :player/pos {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :player/friends {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :player/blocked {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :player/achievements {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :player/guild {:db/valueType :db.type/ref}
 :player/mentor {:db/valueType :db.type/ref}
 :purchase/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :purchase/player {:db/valueType :db.type/ref}
 :purchase/amount {:db/valueType :db.type/bigdec}
 :purchase/item {:db/valueType :db.type/keyword}
 :purchase/at {:db/valueType :db.type/instant}
 :match/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :match/at {:db/valueType :db.type/instant}
 :match/mode {:db/valueType :db.type/keyword}
 :match/map {:db/valueType :db.type/string}
 :match/ranked {:db/valueType :db.type/boolean}
 :match/result {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long :db.type/double]}
 :match/teams {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :team/color {:db/valueType :db.type/keyword}
 :team/players {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :team/score {:db/valueType :db.type/long}
 :team/won {:db/valueType :db.type/boolean}
 :guild/name {:db/valueType :db.type/string}
 :guild/season {:db/valueType :db.type/long}
 :guild/name+season {:db/valueType :db.type/tuple :db/tupleAttrs [:guild/name :guild/season] :db/unique :db.unique/identity}
 :guild/leader {:db/valueType :db.type/ref}
 :guild/bank {:db/valueType :db.type/bigdec}
 :guild/tag {:db/valueType :db.type/string :db/unique :db.unique/value}}
"""

HANDLES = ["neo", "Neo", "NEO", "trinity", "morpheus", "Zoë", "zoë", "ZOË", "Łukasz", "忍者",
           "ниндзя", "Ψyche", "ace", "Ace", "b0b", "carol", "dave", "eve", "frank", "grace",
           "heidi", "ivan", "judy", "mallory", "oscar", "peggy", "rupert", "sybil", "trent", "victor",
           "walter", "xena", "yara", "zed", "Ærin", "ömer", "Çelik", "José", "jose", "JOSÉ",
           "α", "β", "γ", "δ", "ε", "ζ", "η", "θ", "ι", "κ",
           "lone", "hermit", "ghost", "x_x", "o.O", "UPPER", "lower", "MiXeD", "émile", "Émile"]
REGIONS = ["eu", "na", "asia", "sa", "oce"]
ACH = ["first-blood", "ace", "clutch", "marathon", "collector", "veteran", "sharpshooter", "pacifist"]
ITEMS = ["skin", "emote", "pass", "boost", "crate"]
MODES = ["duel", "squad", "ranked", "casual"]
MAPS = ["Dust", "Nuke", "Inferno", "Ōkami", "", "Mirage"]
GUILDS = [("Wolves", 2023, "WLF"), ("Wolves", 2024, "WLF2"), ("Ravens", 2024, "RVN"), ("Ravens", 2025, "RVN5"),
          ("狼", 2024, "OKM"), ("Empty", 2025, "")]


def inst(y, m, d, h=0, mi=0, s=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    R = random.Random(35)
    n = len(HANDLES)
    ents = []
    for gi, (gname, season, tag) in enumerate(GUILDS):
        bank = ["1000.00", "2500.50", "0.00", "-10.25", "777.7", "0"][gi]
        ents.append([f":db/id {s('g' + str(gi))}", f":guild/name {s(gname)}", f":guild/season {season}",
                     f":guild/bank {bank}M", f":guild/tag {s(tag)}"])
    for i, h in enumerate(HANDLES):
        e = [f":db/id {s('p' + str(i))}", f":player/handle {s(h)}",
             f':player/uuid #uuid "35353535-0000-4000-8000-{i:012d}"']
        if i % 7 != 3:
            e.append(f":player/email {s(h.lower() + str(i) + '@game.example')}")
        e.append(f":player/name {s('' if i == 52 else 'Player ' + h)}")
        if i not in (50, 51):
            rating = [0.0, -12.5, 1500.0][i % 3] if i < 6 else round(800 + R.random() * 1600, 2)
            if i in (20, 21):
                rating = 1500.0
            e.append(f":player/rating {rating!r}")
        e.append(f":player/level {0 if i in (0, 52) else R.randint(1, 60)}")
        if i != 53:
            coins = [0, -50, 10**12][i % 3] if i < 9 else R.randint(0, 100000)
            e.append(f":player/coins {coins}N")
        if i % 5 != 4:
            e.append(f":player/premium {'true' if i % 2 == 0 else 'false'}")
        e.append(f":player/joined {inst(2019 + i % 6, 1 + i % 12, 1 + i % 28, i % 24, i % 60)}")
        if i != 54:
            e.append(f":player/region :{REGIONS[i % 5]}")
        if i % 4 != 1:
            e.append(f":player/pos [{float(i % 7 - 3)!r} {float(i % 5) * 1.5!r}]")
        ach = sorted(set(R.sample(ACH, R.randint(0, 3)))) if i < 50 else []
        if ach:
            e.append(":player/achievements [" + " ".join(":" + a for a in ach) + "]")
        if i < 45:
            e.append(f":player/guild {s('g' + str(i % 5))}")
        ents.append(e)
    # mentor chain with a cycle and a self-loop
    for i in range(1, 30):
        m = (i - 1) if i % 6 else i  # i%6==0: self-mentor
        ents.append([f":db/id {s('p' + str(i))}", f":player/mentor {s('p' + str(m))}"])
    ents.append([":db/id \"p0\"", ":player/mentor \"p29\""])  # closes a 30-cycle broken by self-loops
    # symmetric friendships
    edges = set()
    for i in range(50):
        for _ in range(R.randint(0, 3)):
            j = R.randrange(50)
            if j != i:
                edges.add((min(i, j), max(i, j)))
    # explicit cycles among the first players, and a long chain
    for a, b in [(0, 3), (3, 4), (4, 0), (12, 13), (13, 14), (14, 15), (15, 12)]:
        edges.add((min(a, b), max(a, b)))
    chain = [40, 41, 42, 43, 44, 45, 46, 47]
    for a, b in zip(chain, chain[1:]):
        edges.add((a, b))
    edges = {e for e in edges if not (50 <= e[0] or 50 <= e[1])}
    adj = {}
    for a, b in sorted(edges):
        adj.setdefault(a, []).append(b)
        adj.setdefault(b, []).append(a)
    adj.setdefault(7, []).append(7)  # self-friendship
    adj.setdefault(55, []).append(56)
    adj.setdefault(56, []).append(55)  # an isolated pair
    for a in sorted(adj):
        ents.append([f":db/id {s('p' + str(a))}",
                     ":player/friends [" + " ".join(s('p' + str(b)) for b in sorted(set(adj[a]))) + "]"])
    # blocked (directed)
    blocked = {(1, 0), (0, 1), (2, 0), (17, 23), (23, 17), (30, 31), (33, 33), (5, 6), (8, 9), (12, 14)}
    for i in range(20):
        a, b = R.randrange(50), R.randrange(50)
        blocked.add((a, b))
    bl = {}
    for a, b in sorted(blocked):
        bl.setdefault(a, []).append(b)
    for a in sorted(bl):
        ents.append([f":db/id {s('p' + str(a))}",
                     ":player/blocked [" + " ".join(s('p' + str(b)) for b in bl[a]) + "]"])
    # guild leaders
    for gi in range(5):
        ents.append([f":db/id {s('g' + str(gi))}", f":guild/leader {s('p' + str(gi * 3))}"])
    # purchases
    for k in range(90):
        pl = R.randrange(50)
        amt = ["0.00", "-4.99", "9.99"][k % 3] if k < 6 else f"{R.randint(99, 9999) / 100:.2f}"
        ents.append([f":db/id {s('u' + str(k))}", f":purchase/id {1000 + k}", f":purchase/player {s('p' + str(pl))}",
                     f":purchase/amount {amt}M", f":purchase/item :{ITEMS[R.randrange(5)]}",
                     f":purchase/at {inst(2024, 1 + k % 12, 1 + k % 28, k % 24)}"])
    # matches
    for m in range(45):
        mode = MODES[m % 4]
        size = 1 if mode == "duel" else R.randint(2, 3)
        pool = R.sample(range(50), size * 2)
        sa, sb = R.randint(0, 30), R.randint(0, 30)
        if m % 11 == 0:
            sb = sa
        teams = []
        for t, (col, sc, ps) in enumerate([("red", sa, pool[:size]), ("blue", sb, pool[size:])]):
            other = sb if t == 0 else sa
            teams.append("{" + f":team/color :{col} :team/score {sc} :team/won {'true' if sc > other else 'false'} "
                         ":team/players [" + " ".join(s('p' + str(p)) for p in ps) + "]}")
        outcome = "draw" if sa == sb else ("red" if sa > sb else "blue")
        dur = round(R.random() * 3000, 1) if m % 9 else 0.0
        e = [f":db/id {s('m' + str(m))}", f":match/id {s('M-%03d' % m)}",
             f":match/at {inst(2024, 1 + m % 12, 1 + m % 28, m % 24, (m * 7) % 60)}",
             f":match/mode :{mode}", f":match/map {s(MAPS[m % 6])}",
             f":match/result [:{outcome} {abs(sa - sb)} {dur!r}]",
             ":match/teams [" + " ".join(teams) + "]"]
        if m % 8 != 5:
            e.append(f":match/ranked {'true' if mode == 'ranked' or m % 3 == 0 else 'false'}")
        ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
