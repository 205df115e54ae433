#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 45th unseen parity corpus.

A city bike-share system: stations (string code identity, long capacity,
component docks, a homogeneous double coordinate tuple, a neighbour ref
graph with a cycle and a self-loop), bikes (uuid serial unique value, double
battery, keyword kind, station ref), members (string handle identity, keyword
tier, bigint lifetime points, unicode names), rides (instants, long durations,
bigdec fares, double distances, a heterogeneous [keyword long] slot), and
maintenance tickets (cardinality-many tags, composite :ticket/key identity
[:ticket/bike :ticket/no]). Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:station/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :station/name {:db/valueType :db.type/string}
 :station/capacity {:db/valueType :db.type/long}
 :station/coords {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :station/neighbours {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :station/docks {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :station/open {:db/valueType :db.type/boolean}
 :station/zone {:db/valueType :db.type/keyword}
 :dock/no {:db/valueType :db.type/long}
 :dock/working {:db/valueType :db.type/boolean}
 :bike/serial {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :bike/tag {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :bike/battery {:db/valueType :db.type/double}
 :bike/kind {:db/valueType :db.type/keyword}
 :bike/station {:db/valueType :db.type/ref}
 :bike/retired {:db/valueType :db.type/boolean}
 :bike/commissioned {:db/valueType :db.type/instant}
 :member/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :member/name {:db/valueType :db.type/string}
 :member/tier {:db/valueType :db.type/keyword}
 :member/points {:db/valueType :db.type/bigint}
 :member/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :member/home {:db/valueType :db.type/ref}
 :member/since {:db/valueType :db.type/instant}
 :member/favourites {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :ride/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :ride/member {:db/valueType :db.type/ref}
 :ride/bike {:db/valueType :db.type/ref}
 :ride/from {:db/valueType :db.type/ref}
 :ride/to {:db/valueType :db.type/ref}
 :ride/start {:db/valueType :db.type/instant}
 :ride/end {:db/valueType :db.type/instant}
 :ride/duration {:db/valueType :db.type/long}
 :ride/fare {:db/valueType :db.type/bigdec}
 :ride/distance {:db/valueType :db.type/double}
 :ride/slot {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :ticket/bike {:db/valueType :db.type/ref}
 :ticket/no {:db/valueType :db.type/long}
 :ticket/key {:db/valueType :db.type/tuple :db/tupleAttrs [:ticket/bike :ticket/no] :db/unique :db.unique/identity}
 :ticket/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :ticket/note {:db/valueType :db.type/string}
 :ticket/opened {:db/valueType :db.type/instant}
 :ticket/closed {:db/valueType :db.type/instant}
 :ticket/cost {:db/valueType :db.type/bigdec}
}
"""

STATIONS = [  # code, name, capacity, coords, zone, open
    ("CEN", "Central Plaza", 30, (52.52, 13.405), "core", True),
    ("NRT", "North Gate", 20, (52.55, 13.40), "north", True),
    ("STH", "South Pier", 15, (52.49, 13.41), "south", True),
    ("EST", "East Market", 0, (52.52, 13.45), "core", False),
    ("WST", "West Park", 25, (52.52, -0.0), "west", True),
    ("UNI", "Universität", 40, (-33.86, 151.2), "core", True),
    ("AIR", "Airport Ⅱ", 12, (0.0, 0.0), "outer", True),
    ("LAK", "", 8, (52.6, 13.3), "outer", None),
    ("HBF", "Hauptbahnhof 🚉", 50, (52.525, 13.369), "core", True),
    ("OLD", "Old Depot", -1, (52.4, 13.2), None, False),
]
NEIGH = {"CEN": ["NRT", "STH", "EST"], "NRT": ["LAK"], "STH": ["CEN"], "EST": ["HBF"],
         "HBF": ["CEN", "UNI"], "UNI": ["UNI"], "WST": ["AIR"], "AIR": []}
MEMBERS = [  # handle, name, tier, points, home, since-year
    ("ana", "Ana Lima", "gold", "12000N", "CEN", 2019),
    ("ben", "Ben", "silver", "0N", "NRT", 2020),
    ("chloé", "Chloé Dupont", "gold", "987654321098765432109N", "UNI", 2018),
    ("dmitri", "Дмитрий", "basic", "-50N", "STH", 2021),
    ("eve", "", "basic", "15N", None, 2022),
    ("farid", "Farid", "platinum", "500000N", "HBF", 2017),
    ("gus", "Gus 🚲", "silver", "300N", "CEN", 2023),
    ("hana", "花子", None, "42N", "WST", 2021),
    ("ivo", "Ivo", "basic", None, "EST", 2024),
    ("jo", "Jo", "gold", "7N", "CEN", 2020),
    ("kai", "Kai", "silver", "1N", None, 2019),
    ("lea", "Léa", "platinum", "2500N", "HBF", 2016),
]
KINDS = ["classic", "electric", "cargo"]
TAGS = ["brakes", "tyre", "chain", "battery", "light", "vandalism"]


def inst(y, m, d, h=0, mi=0, s=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def b(x):
    return "true" if x else "false"


def main():
    ents = []
    codes = [st[0] for st in STATIONS]
    for i, (code, name, cap, (la, lo), zone, op) in enumerate(STATIONS):
        e = [f":db/id {s('s-' + code)}", f":station/code {s(code)}", f":station/name {s(name)}",
             f":station/capacity {cap}", f":station/coords [{la} {lo}]"]
        if zone:
            e.append(f":station/zone :{zone}")
        if op is not None:
            e.append(f":station/open {b(op)}")
        nd = max(cap, 0) // 8 + (1 if i % 3 == 0 else 0)
        docks = [f"{{:dock/no {j} :dock/working {b((i + j) % 4 != 0)}}}" if (i + j) % 5 != 2 else f"{{:dock/no {j}}}"
                 for j in range(nd)]
        if docks:
            e.append(":station/docks [" + " ".join(docks) + "]")
        ents.append(e)
    for k, v in NEIGH.items():
        if v:
            ents.append([f":db/id {s('s-' + k)}", ":station/neighbours [" + " ".join(s('s-' + x) for x in v) + "]"])
    bikes = []
    for n in range(30):
        tag = f"B{n:03d}"
        bikes.append(tag)
        e = [f":db/id {s('b-' + tag)}", f":bike/tag {s(tag)}",
             f':bike/serial #uuid "b1ce0000-0000-4000-8000-{n:012d}"',
             f":bike/kind :{KINDS[n % 3]}",
             f":bike/commissioned {inst(2018 + n % 6, 1 + n % 12, 1 + (n * 7) % 28)}"]
        if n % 3 == 1:
            e.append(f":bike/battery {[100.0, 0.0, 55.5, 12.25, 87.0, -1.0, 99.99][n % 7]}")
        if n % 7 != 6:
            e.append(f":bike/station {s('s-' + codes[n % len(codes)])}")
        if n % 5 == 0:
            e.append(f":bike/retired {b(n % 10 == 0)}")
        ents.append(e)
    for i, (h, name, tier, pts, home, yr) in enumerate(MEMBERS):
        e = [f":db/id {s('m-' + h)}", f":member/handle {s(h)}", f":member/name {s(name)}",
             f":member/since {inst(yr, 1 + i % 12, 1 + (i * 3) % 28, i)}"]
        if tier:
            e.append(f":member/tier :{tier}")
        if pts:
            e.append(f":member/points {pts}")
        if home:
            e.append(f":member/home {s('s-' + home)}")
        if i % 4 != 2:
            e.append(f":member/email {s(h + '@bikes.example')}")
        favs = [codes[(i + j * 3) % len(codes)] for j in range(i % 3)]
        if favs:
            e.append(":member/favourites [" + " ".join(s('s-' + x) for x in dict.fromkeys(favs)) + "]")
        ents.append(e)
    # rides
    hs = [m[0] for m in MEMBERS]
    for r in range(1, 241):
        m = hs[(r * 5) % len(hs)]
        bk = bikes[(r * 7) % len(bikes)]
        fr = codes[(r * 3) % len(codes)]
        to = codes[(r * 3 + r % 4) % len(codes)]
        day = 1 + r % 28
        mon = 1 + (r // 28) % 12
        h = 6 + r % 16
        mi = (r * 13) % 60
        dur = [5, 12, 0, 45, 30, 18, 7, 60, 3, 22, 90, 14][r % 12] + (r % 3)
        e = [f":ride/id {r}", f":ride/member {s('m-' + m)}", f":ride/bike {s('b-' + bk)}",
             f":ride/from {s('s-' + fr)}", f":ride/start {inst(2024, mon, day, h, mi)}"]
        if r % 11 != 0:  # ongoing rides have no end / to / duration
            eh, em = h + (mi + dur) // 60, (mi + dur) % 60
            e += [f":ride/to {s('s-' + to)}", f":ride/end {inst(2024, mon, day, eh, em)}",
                  f":ride/duration {dur}"]
            fare = ["0M", "1.50M", "2.75M", "0.99M", "12.00M", "3.10M", "-1.00M", "4.5M"][r % 8]
            e.append(f":ride/fare {fare}")
            if r % 6 != 5:
                e.append(f":ride/distance {[0.0, 1.2, 3.75, 10.5, 0.35, 7.0, 2.2][r % 7] + (r % 5) * 0.1}")
        if r % 4 == 0:
            e.append(f":ride/slot [:{['peak', 'off', 'night'][r % 3]} {r % 9 - 2}]")
        ents.append(e)
    # tickets
    for t in range(1, 41):
        bk = bikes[(t * 3) % len(bikes)]
        no = 1 + t % 4
        e = [f":ticket/bike {s('b-' + bk)}", f":ticket/no {no}",
             f":ticket/opened {inst(2024, 1 + t % 12, 1 + t % 28, t % 24)}",
             f":ticket/note {s(['flat tyre', 'brake squeal', '', 'Kette gerissen ⛓', 'light out', 'ok'][t % 6])}"]
        tags = [TAGS[(t + j * 2) % len(TAGS)] for j in range(t % 3 + (1 if t % 5 == 0 else 0))]
        if tags:
            e.append(":ticket/tags [" + " ".join(":" + x for x in dict.fromkeys(tags)) + "]")
        if t % 3 != 0:
            e.append(f":ticket/closed {inst(2024, 1 + t % 12, 2 + t % 27, (t * 5) % 24)}")
            e.append(f":ticket/cost {['0M', '15.00M', '7.5M', '120.25M', '-2M', '33.333M'][t % 6]}")
        ents.append(e)
    # dedupe (bike,no) keys: keep first
    seen, out = set(), []
    for e in ents:
        key = None
        if e[0].startswith(":ticket/bike"):
            key = (e[0], e[1])
        if key and key in seen:
            continue
        if key:
            seen.add(key)
        out.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in out) + "]\n")


if __name__ == "__main__":
    main()
