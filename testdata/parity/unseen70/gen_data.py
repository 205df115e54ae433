#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the seventieth unseen parity corpus.

A city transit network: stops (a string code identity, a uuid unique value,
multilingual names incl. an empty and a missing one, double-tuple
coordinates, long zones incl. 0 and negative elevations, accessibility
booleans, a `:stop/next` network graph with cycles and a self-loop, a
`:stop/transfer` walking graph with cycles, a parent station), routes (a
keyword identity, keyword colours, a mode, a fare ref), fares (a keyword
identity, bigdec prices incl. 0.00M, cardinality-many long zones),
calendars (string identity, instants, component holiday exceptions),
vehicles (uuid identity, a unique-value plate, bigint odometers incl. 0N),
trips (string identity, cardinality-many keyword service days, long delays
incl. negative and 0, a route, a vehicle, a calendar) and stop times
(heterogeneous tuple [stop-code minutes], a composite [:st/trip :st/seq]
identity). Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:stop/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :stop/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :stop/name {:db/valueType :db.type/string}
 :stop/name-fr {:db/valueType :db.type/string}
 :stop/name-ja {:db/valueType :db.type/string}
 :stop/coords {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :stop/zone {:db/valueType :db.type/long}
 :stop/elevation {:db/valueType :db.type/long}
 :stop/accessible {:db/valueType :db.type/boolean}
 :stop/next {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :stop/transfer {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :stop/parent {:db/valueType :db.type/ref}
 :stop/walk {:db/valueType :db.type/long}
 :route/id {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :route/name {:db/valueType :db.type/string}
 :route/colour {:db/valueType :db.type/keyword}
 :route/mode {:db/valueType :db.type/keyword}
 :route/fare {:db/valueType :db.type/ref}
 :route/stops {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :route/night {:db/valueType :db.type/boolean}
 :fare/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :fare/price {:db/valueType :db.type/bigdec}
 :fare/zones {:db/valueType :db.type/long :db/cardinality :db.cardinality/many}
 :fare/concession {:db/valueType :db.type/bigdec}
 :cal/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :cal/start {:db/valueType :db.type/instant}
 :cal/end {:db/valueType :db.type/instant}
 :cal/exceptions {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :exc/date {:db/valueType :db.type/instant}
 :exc/reason {:db/valueType :db.type/string}
 :exc/added {:db/valueType :db.type/boolean}
 :veh/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :veh/plate {:db/valueType :db.type/string :db/unique :db.unique/value}
 :veh/capacity {:db/valueType :db.type/long}
 :veh/odometer {:db/valueType :db.type/bigint}
 :veh/low-floor {:db/valueType :db.type/boolean}
 :trip/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :trip/route {:db/valueType :db.type/ref}
 :trip/days {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :trip/delay {:db/valueType :db.type/long}
 :trip/vehicle {:db/valueType :db.type/ref}
 :trip/calendar {:db/valueType :db.type/ref}
 :trip/headsign {:db/valueType :db.type/string}
 :trip/load {:db/valueType :db.type/double}
 :st/trip {:db/valueType :db.type/ref}
 :st/seq {:db/valueType :db.type/long}
 :st/at {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/string :db.type/long]}
 :st/trip+seq {:db/valueType :db.type/tuple :db/tupleAttrs [:st/trip :st/seq] :db/unique :db.unique/identity}
 :st/stop {:db/valueType :db.type/ref}
 :st/pickup {:db/valueType :db.type/boolean}}
"""

NAMES = [
    ("Central", "Centrale", "中央"), ("Harbour", "Port", "港"), ("Old Town", "Vieille Ville", "旧市街"),
    ("Museum", "Musée", "博物館"), ("Loop", "Boucle", None), ("Bridge", "Pont", "橋"),
    ("Market", "Marché", "市場"), ("North", "Nord", "北"), ("University", "Université", "大学"),
    ("Airport", "Aéroport", "空港"), ("", "", ""), ("Zoo", None, "動物園"),
    ("Station Ünter", "Gare Ünter", "駅"), ("Depot", "Dépôt", None), ("Hill", "Colline", "丘"),
    ("Lake", "Lac", "湖"), ("Stadium", "Stade", "スタジアム"), ("East Gate", "Porte Est", "東門"),
    ("Ω Plaza", "Place Ω", "オメガ"), ("Terminus", "Terminus", "終点"),
]
# the network graph: a ring S00→S01→S02→S03→S00, a self-loop on S04,
# a 2-cycle S05↔S06, a chain S07→S08→S09→S10, a branch, isolated S11/S19.
NEXT = {0: [1], 1: [2, 7], 2: [3], 3: [0, 12], 4: [4, 5], 5: [6], 6: [5, 13],
        7: [8], 8: [9], 9: [10], 10: [], 12: [14], 13: [13], 14: [15, 16],
        15: [17], 16: [17], 17: [18], 18: [14]}
TRANSFER = {0: [12], 12: [0], 3: [3], 5: [9], 9: [5, 15], 15: [16], 16: [15], 18: [18, 2]}
PARENT = {1: 0, 2: 0, 13: 12, 14: 12}


def stops():
    out = []
    for i, (en, fr, ja) in enumerate(NAMES):
        m = {":db/id": f'"s{i}"', ":stop/code": f'"S{i:02d}"',
             ":stop/uuid": f'#uuid "5e000000-0000-4000-8000-{i:012d}"',
             ":stop/zone": str(i % 4),
             ":stop/elevation": str((i * 37) % 90 - 30),
             ":stop/coords": f"[{(i * 0.013 - 0.1):.3f} {(51.5 - i * 0.007):.3f}]"}
        if en is not None and i != 19:
            m[":stop/name"] = f'"{en}"'
        if fr is not None:
            m[":stop/name-fr"] = f'"{fr}"'
        if ja is not None:
            m[":stop/name-ja"] = f'"{ja}"'
        if i % 3 != 2:
            m[":stop/accessible"] = "true" if i % 2 == 0 else "false"
        if i in (6, 11):
            m[":stop/coords"] = "[0.0 0.0]"
        if i == 17:
            m[":stop/coords"] = "[-0.25 -1.5]"
        if i % 5 == 0:
            m[":stop/walk"] = str(i * 2)
        out.append(m)
    return out


FARES = [("zone1", "2.50M", [1], "1.25M"), ("zone12", "3.75M", [1, 2], "1.90M"),
         ("all", "5.00M", [0, 1, 2, 3], None), ("free", "0.00M", [0], "0.00M"),
         ("night", "6.5M", [1, 2, 3], "3.250M")]
ROUTES = [("r1", "Red Line", "red", "metro", "zone12", [0, 1, 2, 3], False),
          ("r2", "Blue Line", "blue", "metro", "zone1", [4, 5, 6, 13], False),
          ("r3", "Green Tram", "green", "tram", "zone1", [7, 8, 9, 10], False),
          ("r4", "Harbour Ferry", "blue", "ferry", "all", [1, 12, 14], False),
          ("r5", "Night Bus N1", "purple", "bus", "night", [14, 15, 16, 17, 18], True),
          ("r6", "Airport Express", "orange", "rail", "all", [0, 9], False),
          ("r7", "Shuttle ✈", "white", "bus", "free", [9, 11], None)]
CALS = [("weekday", "2026-01-05T00:00:00.000-00:00", "2026-12-31T23:59:59.000-00:00",
         [("2026-12-25T00:00:00.000-00:00", "Noël", False), ("2026-05-01T00:00:00.000-00:00", "May Day", False)]),
        ("weekend", "2026-01-03T00:00:00.000-00:00", "2026-12-27T00:00:00.000-00:00",
         [("2026-04-06T00:00:00.000-00:00", "Easter Monday", True)]),
        ("summer", "2026-06-01T00:00:00.000-00:00", "2026-08-31T00:00:00.000-00:00", []),
        ("old", "1969-12-31T23:00:00.000-00:00", "1970-01-01T01:00:00.000-00:00",
         [("1970-01-01T00:00:00.000-00:00", "", True)])]
DAYSETS = [[":mon", ":tue", ":wed", ":thu", ":fri"], [":sat", ":sun"], [":mon"], [":fri", ":sat"], []]


def main():
    ents = []
    for s in stops():
        ents.append(s)
    for i, nxt in NEXT.items():
        for j in nxt:
            ents.append({":db/id": f'"s{i}"', ":stop/next": f'"s{j}"'})
    for i, nxt in TRANSFER.items():
        for j in nxt:
            ents.append({":db/id": f'"s{i}"', ":stop/transfer": f'"s{j}"'})
    for i, p in PARENT.items():
        ents.append({":db/id": f'"s{i}"', ":stop/parent": f'"s{p}"'})
    for code, price, zones, conc in FARES:
        m = {":db/id": f'"f-{code}"', ":fare/code": f":{code}", ":fare/price": price,
             ":fare/zones": "[" + " ".join(str(z) for z in zones) + "]"}
        if conc:
            m[":fare/concession"] = conc
        ents.append(m)
    for rid, name, col, mode, fare, sts, night in ROUTES:
        m = {":db/id": f'"{rid}"', ":route/id": f":{rid}", ":route/name": f'"{name}"',
             ":route/colour": f":{col}", ":route/mode": f":{mode}", ":route/fare": f'"f-{fare}"',
             ":route/stops": "[" + " ".join(f'"s{s}"' for s in sts) + "]"}
        if night is not None:
            m[":route/night"] = "true" if night else "false"
        ents.append(m)
    for cid, start, end, excs in CALS:
        m = {":db/id": f'"c-{cid}"', ":cal/id": f'"{cid}"', ":cal/start": f'#inst "{start}"',
             ":cal/end": f'#inst "{end}"'}
        if excs:
            m[":cal/exceptions"] = "[" + " ".join(
                f'{{:exc/date #inst "{d}" :exc/reason "{r}" :exc/added {"true" if a else "false"}}}'
                for d, r, a in excs) + "]"
        ents.append(m)
    for v in range(8):
        m = {":db/id": f'"v{v}"', ":veh/uuid": f'#uuid "7e000000-0000-4000-9000-{v:012d}"',
             ":veh/plate": f'"TR-{100 + v * 7}"', ":veh/capacity": str([80, 120, 0, 250, 80, 40, 120, 300][v]),
             ":veh/odometer": ["0N", "125000N", "9999999999999999999N", "42N", "125000N", "7N", "300000N", "1N"][v]}
        if v != 5:
            m[":veh/low-floor"] = "true" if v % 3 else "false"
        ents.append(m)
    calids = ["weekday", "weekend", "summer", "old"]
    trip_no = 0
    for ri, (rid, name, col, mode, fare, sts, night) in enumerate(ROUTES):
        for k in range(9 if ri < 5 else 4):
            tid = f"{rid}-t{k}"
            days = DAYSETS[(ri + k) % len(DAYSETS)]
            m = {":db/id": f'"{tid}"', ":trip/id": f'"{tid}"', ":trip/route": f'"{rid}"',
                 ":trip/delay": str([0, 3, -2, 15, -7, 0, 120, -1][(trip_no * 3) % 8]),
                 ":trip/headsign": f'"{NAMES[sts[-1]][0]}"' if k % 2 == 0 else f'"{NAMES[sts[0]][0]}"',
                 ":trip/calendar": f'"c-{calids[(ri + k) % 4]}"',
                 ":trip/load": str([0.0, 0.25, 0.5, 0.75, 1.0, 1.25, -0.0][(trip_no * 5) % 7])}
            if days:
                m[":trip/days"] = "[" + " ".join(days) + "]"
            if trip_no % 7 != 3:
                m[":trip/vehicle"] = f'"v{trip_no % 8}"'
            ents.append(m)
            start = 300 + k * 95 + ri * 11
            seq = sts if k % 2 == 0 else list(reversed(sts))
            for n, s in enumerate(seq):
                ents.append({":st/trip": f'"{tid}"', ":st/seq": str(n), ":st/stop": f'"s{s}"',
                             ":st/at": f'["S{s:02d}" {start + n * (4 + ri)}]',
                             ":st/pickup": "false" if (n == len(seq) - 1) else "true"})
            trip_no += 1
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[")
        f.write("\n ".join("{" + " ".join(f"{k} {v}" for k, v in m.items()) + "}" for m in ents))
        f.write("]\n")


main()
