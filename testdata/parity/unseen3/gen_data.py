#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the third unseen parity corpus.

A transit network: operators (uuid identity, founding instants), zones (a
parent tree), stops (unicode names, a heterogeneous location tuple, keyword
tags, an untyped attribute holding longs and doubles, a `next` graph with a
cycle for recursive rules), lines (a keyword identity, a unique-value colour,
cardinality-many stops), links between stops (a composite identity of two
references), trips (calls as components, a homogeneous long tuple of days,
instants), vehicles (unique-value registrations, uuids) and riders (balances
as doubles, trip counts as longs, favourite lines, a home stop).
Every entity is a top-level map with a string tempid, in a fixed order, so
Quiver and Datalevin give them the same entity ids. Deterministic.
"""
import os, random

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(3301)

SCHEMA = """{:operator/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :operator/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :operator/founded {:db/valueType :db.type/instant}
 :operator/public {:db/valueType :db.type/boolean}
 :zone/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :zone/parent {:db/valueType :db.type/ref}
 :zone/fare {:db/valueType :db.type/double}
 :stop/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :stop/name {:db/valueType :db.type/string}
 :stop/zone {:db/valueType :db.type/ref}
 :stop/loc {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/double :db.type/double]}
 :stop/kind {:db/valueType :db.type/keyword}
 :stop/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :stop/accessible {:db/valueType :db.type/boolean}
 :stop/opened {:db/valueType :db.type/instant}
 :stop/platforms {:db/valueType :db.type/long}
 :stop/elev {}
 :stop/next {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :stop/aliases {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :line/id {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :line/name {:db/valueType :db.type/string}
 :line/mode {:db/valueType :db.type/keyword}
 :line/color {:db/valueType :db.type/string :db/unique :db.unique/value}
 :line/stops {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :line/operator {:db/valueType :db.type/ref}
 :line/length {:db/valueType :db.type/double}
 :line/night {:db/valueType :db.type/boolean}
 :link/from {:db/valueType :db.type/ref}
 :link/to {:db/valueType :db.type/ref}
 :link/minutes {:db/valueType :db.type/long}
 :link/km {:db/valueType :db.type/double}
 :link/from+to {:db/valueType :db.type/tuple :db/tupleAttrs [:link/from :link/to] :db/unique :db.unique/identity}
 :trip/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :trip/line {:db/valueType :db.type/ref}
 :trip/depart {:db/valueType :db.type/instant}
 :trip/days {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :trip/calls {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :trip/cancelled {:db/valueType :db.type/boolean}
 :trip/vehicle {:db/valueType :db.type/ref}
 :call/stop {:db/valueType :db.type/ref}
 :call/seq {:db/valueType :db.type/long}
 :call/time {:db/valueType :db.type/long}
 :call/platform {:db/valueType :db.type/string}
 :vehicle/reg {:db/valueType :db.type/string :db/unique :db.unique/value}
 :vehicle/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :vehicle/capacity {:db/valueType :db.type/long}
 :vehicle/mileage {:db/valueType :db.type/double}
 :vehicle/kind {:db/valueType :db.type/keyword}
 :rider/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :rider/name {:db/valueType :db.type/string}
 :rider/balance {:db/valueType :db.type/double}
 :rider/trips {:db/valueType :db.type/long}
 :rider/home {:db/valueType :db.type/ref}
 :rider/favs {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :rider/born {:db/valueType :db.type/instant}
 :rider/friends {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :rider/pass {:db/valueType :db.type/ref :db/isComponent true}
 :pass/kind {:db/valueType :db.type/keyword}
 :pass/until {:db/valueType :db.type/instant}
 :pass/zones {:db/valueType :db.type/tuple :db/tupleType :db.type/keyword}}
"""

OPERATORS = [("Metrô Ltda", "5f1c0e2a-1111-4a2b-9c3d-000000000001", 1974, True),
             ("Ruter AS", "5f1c0e2a-2222-4a2b-9c3d-000000000002", 2008, True),
             ("Łódź Tramways", "5f1c0e2a-3333-4a2b-9c3d-000000000003", 1898, False),
             ("東京バス", "5f1c0e2a-4444-4a2b-9c3d-000000000004", None, None)]
ZONES = [("z0", None, 2.5), ("z1", "z0", 3.0), ("z2", "z0", 3.0), ("z3", "z1", 4.25),
         ("z4", "z1", 4.25), ("z5", "z3", None)]
STOPS = ["Central", "Nørreport", "Łąkowa", "São Bento", "Zürich HB", "Ōmiya", "Harbour",
         "Old Mill", "Çarşı", "Elm Street", "Kings Cross", "Ålesund Kai", "Ñuñoa", "Meadow",
         "Quay 7", "Université", "Airport", "Depot", "Ghost Halt", "Straße 9"]
KINDS = ["rail", "bus", "tram", "ferry"]
TAGS = ["hub", "parking", "bikes", "night", "staffed", "wifi"]
LINES = [("red", "Red Line", "rail", "#E00000", 0, [0, 1, 2, 3, 4]),
         ("blue", "Blue Line", "rail", "#0000E0", 0, [5, 1, 6, 7]),
         ("t1", "Tram 1 — Łąkowa", "tram", "#00A050", 2, [2, 8, 9, 10]),
         ("b42", "Bus 42", "bus", "#FFA500", 1, [10, 11, 12, 13, 0]),
         ("f9", "Ferry 9", "ferry", "#40E0D0", 1, [6, 14]),
         ("n1", "Night Owl", "bus", "#222222", 3, [0, 15, 16]),
         ("x", "Express ✈", "rail", "#C0C0C0", 0, [0, 16])]
RIDERS = ["Aiko", "Bruno", "Céline", "Dmitri", "Eşref", "Farah", "Gøran", "Hyun", "Inês",
          "Jakub", "Kwame", "Léa", "Matías", "Nora"]


def inst(y, m, d, h=0, mi=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def edn_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    ents = []
    for i, (n, u, y, pub) in enumerate(OPERATORS):
        e = [f':db/id "o{i}"', f":operator/name {edn_str(n)}"]
        e.append(f':operator/uuid #uuid "{u}"')
        if y:
            e.append(f":operator/founded {inst(y, 1 + i * 3, 1 + i)}")
        if pub is not None:
            e.append(f":operator/public {'true' if pub else 'false'}")
        ents.append(e)
    for code, parent, fare in ZONES:
        e = [f':db/id "{code}"', f":zone/code :{code}"]
        if parent:
            e.append(f':zone/parent "{parent}"')
        if fare is not None:
            e.append(f":zone/fare {fare}")
        ents.append(e)
    for s, n in enumerate(STOPS):
        e = [f':db/id "s{s}"', f':stop/code "S{s:02d}"', f":stop/name {edn_str(n)}"]
        if s != 18:
            e.append(f':stop/zone "z{s % 6}"')
            e.append(f":stop/kind :{KINDS[s % 4]}")
        if s % 5 != 4:
            e.append(f":stop/loc [{round(59 + R.random(), 4)} {round(10 + R.random(), 4)}]")
        tags = sorted(set(R.choice(TAGS) for _ in range(R.randrange(4))))
        if tags:
            e.append(":stop/tags [" + " ".join(":" + x for x in tags) + "]")
        if s % 3 != 2:
            e.append(f":stop/accessible {'true' if s % 2 == 0 else 'false'}")
        if s % 4 != 1:
            e.append(f":stop/opened {inst(1900 + s * 6, 1 + s % 12, 1 + s, s % 24)}")
        if s % 6 != 5:
            e.append(f":stop/platforms {1 + s % 4}")
        if s % 3 == 0:
            e.append(f":stop/elev {s * 3}")
        elif s % 3 == 1:
            e.append(f":stop/elev {s * 3}.5")
        if s % 7 == 2:
            e.append(":stop/aliases [" + edn_str(n.upper()) + " " + edn_str(n[:3]) + "]")
        ents.append(e)
    nexts = {0: [1, 16], 1: [2, 6], 2: [3, 8], 3: [4], 4: [0], 5: [1], 6: [7, 14], 8: [9],
             9: [10], 10: [11], 11: [12], 12: [13], 13: [0], 15: [16], 17: [17], 14: [6]}
    for s in sorted(nexts):
        ents.append([f':db/id "s{s}"', ":stop/next [" + " ".join(f'"s{x}"' for x in nexts[s]) + "]"])
    for i, (lid, name, mode, color, op, stops) in enumerate(LINES):
        e = [f':db/id "l{i}"', f":line/id :{lid}", f":line/name {edn_str(name)}",
             f":line/mode :{mode}", f':line/color "{color}"',
             ":line/stops [" + " ".join(f'"s{x}"' for x in stops) + "]"]
        if i != 6:
            e.append(f':line/operator "o{op}"')
        if i % 3 != 1:
            e.append(f":line/length {round(3 + R.random() * 30, 3)}")
        if i in (3, 5):
            e.append(":line/night true")
        elif i in (0, 1):
            e.append(":line/night false")
        ents.append(e)
    k = 0
    for s in sorted(nexts):
        for t in nexts[s]:
            if t == s:
                continue
            e = [f':db/id "k{k}"', f':link/from "s{s}"', f':link/to "s{t}"',
                 f":link/minutes {2 + (s * 7 + t * 3) % 9}"]
            if k % 4 != 3:
                e.append(f":link/km {round(0.5 + ((s * 13 + t * 5) % 40) / 7, 2)}")
            ents.append(e)
            k += 1
    for v in range(8):
        e = [f':db/id "v{v}"', f':vehicle/reg "QV-{100 + v * 11}"',
             f':vehicle/uuid #uuid "0000aaaa-0000-4000-8000-{v:012d}"',
             f":vehicle/capacity {40 + (v * 17) % 90}", f":vehicle/kind :{KINDS[v % 3]}"]
        if v != 5:
            e.append(f":vehicle/mileage {round(R.random() * 200000, 1) if v != 3 else 0.0}")
        ents.append(e)
    t = 0
    for i, (lid, name, mode, color, op, stops) in enumerate(LINES):
        for run in range(3 if i < 4 else 2):
            tid = f"T-{lid}-{run}"
            e = [f':db/id "t{t}"', f':trip/id "{tid}"', f':trip/line "l{i}"',
                 f":trip/depart {inst(2024, 3, 4 + run, 5 + i + run * 4, (i * 7) % 60)}"]
            if t % 3 == 0:
                e.append(":trip/days [1 2 3 4 5]")
            elif t % 3 == 1:
                e.append(":trip/days [6 7]")
            if t % 5 == 2:
                e.append(":trip/cancelled true")
            elif t % 5 == 0:
                e.append(":trip/cancelled false")
            if t % 4 != 3:
                e.append(f':trip/vehicle "v{t % 8}"')
            ents.append(e)
            base = (5 + i + run * 4) * 60 + (i * 7) % 60
            for c, s in enumerate(stops):
                ce = [f':db/id "c{t}-{c}"', f':call/stop "s{s}"', f":call/seq {c + 1}",
                      f":call/time {base + c * (3 + i % 3)}"]
                if (t + c) % 4 != 0:
                    ce.append(f':call/platform "{chr(65 + (c + run) % 3)}"')
                ents.append(ce)
                ents.append([f':db/id "t{t}"', f':trip/calls ["c{t}-{c}"]'])
            t += 1
    for r, n in enumerate(RIDERS):
        e = [f':db/id "r{r}"', f':rider/email "{n.lower()}@transit.test"',
             f":rider/name {edn_str(n)}"]
        if r % 4 != 2:
            bal = [0.0, 12.5, 3.0, 100.0, 7.25][r % 5]
            e.append(f":rider/balance {bal}")
        if r % 5 != 3:
            e.append(f":rider/trips {(r * 37) % 120}")
        if r % 3 != 1:
            e.append(f':rider/home "s{(r * 3) % 20}"')
        favs = sorted(set(R.randrange(len(LINES)) for _ in range(R.randrange(4))))
        if favs:
            e.append(":rider/favs [" + " ".join(f'"l{f}"' for f in favs) + "]")
        if r % 3 != 0:
            e.append(f":rider/born {inst(1950 + r * 4, 1 + r % 12, 1 + r * 2, r)}")
        if r % 4 != 1:
            e.append(f':rider/pass "p{r}"')
        ents.append(e)
        if r % 4 != 1:
            pe = [f':db/id "p{r}"', f":pass/kind :{['month', 'year', 'day'][r % 3]}"]
            if r % 3 != 2:
                pe.append(f":pass/until {inst(2024 + r % 2, 1 + r % 12, 28)}")
            if r % 2 == 0:
                pe.append(":pass/zones [" + " ".join(f":z{z}" for z in range(r % 3 + 1)) + "]")
            ents.append(pe)
    for r in range(len(RIDERS)):
        fs = sorted(set(R.randrange(len(RIDERS)) for _ in range(R.randrange(4))) - {r})
        if fs:
            ents.append([f':db/id "r{r}"', ":rider/friends [" + " ".join(f'"r{f}"' for f in fs) + "]"])
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
