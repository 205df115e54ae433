#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the second unseen parity corpus.

A library: authors, series, books (chapters as components, composite and
typed tuples, big ints, doubles, keywords, instants, unicode titles),
members (addresses as components, a follows graph, typed tuples), loans,
and a small graph of nodes (parent tree, next edges with a cycle).
Every entity is a top-level map with a string tempid, in a fixed order, so
Quiver and Datalevin give them the same entity ids. Deterministic.
"""
import os, random

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(2207)

SCHEMA = """{:author/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :author/name {:db/valueType :db.type/string}
 :author/born {:db/valueType :db.type/instant}
 :author/country {:db/valueType :db.type/keyword}
 :author/alive {:db/valueType :db.type/boolean}
 :series/name {:db/valueType :db.type/string :db/unique :db.unique/value}
 :series/genre {:db/valueType :db.type/keyword}
 :book/isbn {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :book/title {:db/valueType :db.type/string}
 :book/authors {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :book/year {:db/valueType :db.type/long}
 :book/price {:db/valueType :db.type/double}
 :book/pages {:db/valueType :db.type/long}
 :book/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :book/ratings {:db/valueType :db.type/long :db/cardinality :db.cardinality/many}
 :book/series {:db/valueType :db.type/ref}
 :book/seq {:db/valueType :db.type/long}
 :book/series+seq {:db/valueType :db.type/tuple :db/tupleAttrs [:book/series :book/seq] :db/unique :db.unique/value}
 :book/chapters {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :book/sold {:db/valueType :db.type/bigint}
 :book/in-print {:db/valueType :db.type/boolean}
 :book/dims {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/double :db.type/double :db.type/keyword]}
 :book/sequel {:db/valueType :db.type/ref}
 :chapter/no {:db/valueType :db.type/long}
 :chapter/title {:db/valueType :db.type/string}
 :chapter/words {:db/valueType :db.type/long}
 :member/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :member/name {:db/valueType :db.type/string}
 :member/card {:db/valueType :db.type/string :db/unique :db.unique/value}
 :member/joined {:db/valueType :db.type/instant}
 :member/level {:db/valueType :db.type/keyword}
 :member/score {:db/valueType :db.type/double}
 :member/follows {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :member/address {:db/valueType :db.type/ref :db/isComponent true}
 :member/geo {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :member/favorite {:db/valueType :db.type/ref}
 :member/nick {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :address/city {:db/valueType :db.type/string}
 :address/zip {:db/valueType :db.type/string}
 :loan/member {:db/valueType :db.type/ref}
 :loan/book {:db/valueType :db.type/ref}
 :loan/out {:db/valueType :db.type/instant}
 :loan/days {:db/valueType :db.type/long}
 :loan/fee {:db/valueType :db.type/double}
 :loan/returned {:db/valueType :db.type/boolean}
 :loan/member+book {:db/tupleAttrs [:loan/member :loan/book]}
 :node/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :node/parent {:db/valueType :db.type/ref}
 :node/next {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :node/weight {:db/valueType :db.type/long}}
"""

AUTHORS = [("Ursula Le Guin", 1929, "us", False), ("Stanisław Lem", 1921, "pl", False),
           ("Chimamanda Adichie", 1977, "ng", True), ("Haruki Murakami", 1949, "jp", True),
           ("Åsa Larsson", 1966, "se", True), ("José Saramago", 1922, "pt", False),
           ("Olga Tokarczuk", 1962, "pl", True), ("Liu Cixin", 1963, "cn", True),
           ("Zoë Wicomb", 1948, "za", None), ("N. K. Jemisin", 1972, None, True)]
SERIES = [("Earthsea", "fantasy"), ("Three-Body", "scifi"), ("Broken Earth", "fantasy"),
          ("Rebecka Martinsson", "crime"), ("Ijon Tichy", "scifi")]
TITLES = ["A Wizard of Earthsea", "The Tombs of Atuan", "The Farthest Shore", "Solaris",
          "The Cyberiad", "Purple Hibiscus", "Americanah", "Norwegian Wood", "Kafka on the Shore",
          "1Q84", "Solstorm", "Det blod som spillts", "Ensaio sobre a cegueira", "Księgi Jakubowe",
          "Bieguni", "三体", "黑暗森林", "死神永生", "Playing in the Light", "The Fifth Season",
          "The Obelisk Gate", "The Stone Sky", "Star Diaries", "Memoirs Found in a Bathtub",
          "Ćwiczenia — notes"]
# (title idx) -> authors, series, seq
BOOKAUTH = {0: [0], 1: [0], 2: [0], 3: [1], 4: [1], 5: [2], 6: [2], 7: [3], 8: [3], 9: [3],
            10: [4], 11: [4], 12: [5], 13: [6], 14: [6], 15: [7], 16: [7], 17: [7], 18: [8],
            19: [9], 20: [9], 21: [9], 22: [1], 23: [1], 24: [6, 1]}
SER = {0: (0, 1), 1: (0, 2), 2: (0, 3), 15: (1, 1), 16: (1, 2), 17: (1, 3), 19: (2, 1),
       20: (2, 2), 21: (2, 3), 10: (3, 1), 11: (3, 2), 22: (4, 1), 4: (4, 2)}
TAGS = ["classic", "award", "translated", "short", "long", "debut"]
LEVELS = ["basic", "silver", "gold"]
CITIES = ["Oslo", "Kraków", "Lagos", "São Paulo", "Kyoto", "Lima"]
MEMBERS = ["Ana", "Björn", "Chioma", "Dai", "Eero", "Fatima", "Gus", "Hana", "Ivo", "Jun",
           "Kemal", "Lía", "Mo", "Nils", "Oona", "Pia"]


def inst(y, m, d, h=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:00:00.000-00:00"'


def edn_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    ents = []
    for i, (n, y, c, alive) in enumerate(AUTHORS):
        e = [f':db/id "a{i}"', f":author/id {100 + i}", f":author/name {edn_str(n)}"]
        if i != 8:
            e.append(f":author/born {inst(y, 1 + i, 1 + 2 * i)}")
        if c:
            e.append(f":author/country :{c}")
        if alive is not None:
            e.append(f":author/alive {'true' if alive else 'false'}")
        ents.append(e)
    for i, (n, g) in enumerate(SERIES):
        ents.append([f':db/id "s{i}"', f":series/name {edn_str(n)}", f":series/genre :{g}"])
    for b, t in enumerate(TITLES):
        e = [f':db/id "b{b}"', f':book/isbn "978-{1000 + b * 37}"', f":book/title {edn_str(t)}",
             ":book/authors [" + " ".join(f'"a{a}"' for a in BOOKAUTH[b]) + "]",
             f":book/year {1960 + (b * 7) % 60}"]
        if b % 6 != 5:
            e.append(f":book/price {round(5 + R.random() * 30, 2)}")
        if b % 4 != 3:
            e.append(f":book/pages {120 + R.randrange(600)}")
        tags = sorted(set(R.choice(TAGS) for _ in range(R.randrange(4))))
        if tags:
            e.append(":book/tags [" + " ".join(":" + x for x in tags) + "]")
        rs = sorted(set(R.randrange(1, 6) for _ in range(R.randrange(5))))
        if rs:
            e.append(":book/ratings [" + " ".join(map(str, rs)) + "]")
        if b in SER:
            s, q = SER[b]
            e.append(f':book/series "s{s}"')
            e.append(f":book/seq {q}")
        if b % 5 == 0:
            e.append(f":book/sold {R.randrange(10**18, 10**19) * 1000 + b}N")
        elif b % 5 == 2:
            e.append(f":book/sold {R.randrange(1000, 900000)}N")
        if b % 3 != 2:
            e.append(f":book/in-print {'true' if b % 2 == 0 else 'false'}")
        if b % 4 == 1:
            e.append(f":book/dims [{round(12 + R.random() * 10, 1)} {round(18 + R.random() * 10, 1)} :{R.choice(['paper', 'cloth'])}]")
        ents.append(e)
    # sequels inside series: added after all books so ids stay aligned
    for b, (s, q) in sorted(SER.items()):
        nxt = [b2 for b2, (s2, q2) in SER.items() if s2 == s and q2 == q + 1]
        if nxt:
            ents.append([f':db/id "b{b}"', f':book/sequel "b{nxt[0]}"'])
    # chapters: components of some books
    for b in (0, 3, 7, 15, 19):
        for c in range(1, 4 if b != 15 else 5):
            ents.append([f':db/id "c{b}-{c}"', f":chapter/no {c}",
                         f":chapter/title {edn_str(f'{TITLES[b][:10]} · {c}')}",
                         *( [f":chapter/words {1000 + R.randrange(9000)}"] if (b + c) % 4 else [])])
            ents.append([f':db/id "b{b}"', f':book/chapters ["c{b}-{c}"]'])
    for m, n in enumerate(MEMBERS):
        e = [f':db/id "m{m}"', f':member/email "{n.lower()}@lib.test"', f":member/name {edn_str(n)}",
             f":member/joined {inst(2015 + m % 8, 1 + m % 12, 1 + m, m % 24)}"]
        if m % 3 != 2:
            e.append(f':member/card "C-{500 + m}"')
        if m % 5 != 4:
            e.append(f":member/level :{LEVELS[m % 3]}")
        if m % 4 != 0:
            e.append(f":member/score {round(R.random() * 100, 3)}")
        if m % 4 != 3:
            e.append(f':member/address "ad{m}"')
        if m % 2 == 0:
            e.append(f":member/geo [{R.randrange(-50, 50)} {R.randrange(-50, 50)}]")
        if m % 3 == 0:
            e.append(f':member/favorite "b{(m * 5) % 25}"')
        if m % 4 == 1:
            e.append(":member/nick [" + " ".join(edn_str(x) for x in (n[:2], n.upper())) + "]")
        ents.append(e)
        if m % 4 != 3:
            ents.append([f':db/id "ad{m}"', f":address/city {edn_str(CITIES[m % 6])}",
                         *([f':address/zip "{10000 + m * 111}"'] if m % 3 else [])])
    for m in range(len(MEMBERS)):
        fs = sorted(set(R.randrange(len(MEMBERS)) for _ in range(R.randrange(4))) - {m})
        if fs:
            ents.append([f':db/id "m{m}"', ":member/follows [" + " ".join(f'"m{f}"' for f in fs) + "]"])
    for l in range(34):
        m, b = R.randrange(len(MEMBERS)), R.randrange(len(TITLES))
        e = [f':db/id "l{l}"', f':loan/member "m{m}"', f':loan/book "b{b}"',
             f":loan/out {inst(2023, 1 + l % 12, 1 + l % 28)}", f":loan/days {R.choice([7, 14, 21, 28, 3])}"]
        if l % 3 == 0:
            e.append(f":loan/fee {round(R.random() * 4, 2)}")
        if l % 5 != 4:
            e.append(f":loan/returned {'true' if l % 2 else 'false'}")
        ents.append(e)
    names = ["root", "alpha", "beta", "gamma", "delta", "eps", "zeta", "eta", "theta", "iota", "kappa", "lambda"]
    parents = {1: 0, 2: 0, 3: 1, 4: 1, 5: 2, 6: 3, 7: 6, 8: 7, 9: 5, 10: 9}
    nexts = {0: [1, 2], 1: [3], 2: [3, 5], 3: [4], 4: [0], 5: [6], 6: [7], 7: [8], 9: [10], 11: [11]}
    for i, n in enumerate(names):
        e = [f':db/id "n{i}"', f':node/name "{n}"']
        if i != 11:
            e.append(f":node/weight {(i * 13) % 7 - 2}")
        ents.append(e)
    for i in range(len(names)):
        e = [f':db/id "n{i}"']
        if i in parents:
            e.append(f':node/parent "n{parents[i]}"')
        if i in nexts:
            e.append(":node/next [" + " ".join(f'"n{x}"' for x in nexts[i]) + "]")
        if len(e) > 1:
            ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
