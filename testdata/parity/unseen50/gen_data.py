#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the fiftieth unseen parity corpus.

A logistics company: hubs (string identity code, a homogeneous double
(lat lon) tuple, a route graph with a cycle and a self-loop, keyword
countries), warehouses (string identity code, a hub ref), carriers (keyword
identity, double ratings), shipments (string identity id, uuid tracking
numbers as unique values, double weights, bigdec declared values, keyword
statuses, boolean customs flags, long piece counts, bigint insured amounts,
cardinality-many string tags, instants, a [keyword long] zone tuple by
:db/tupleTypes, component scan events with instants and hub refs), and
legs with a composite :db/tupleAttrs [:leg/shipment :leg/no] identity.
Deterministic.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:hub/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :hub/name {:db/valueType :db.type/string}
 :hub/country {:db/valueType :db.type/keyword}
 :hub/loc {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :hub/routes {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :hub/open {:db/valueType :db.type/boolean}
 :wh/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :wh/name {:db/valueType :db.type/string}
 :wh/hub {:db/valueType :db.type/ref}
 :wh/capacity {:db/valueType :db.type/long}
 :carrier/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :carrier/name {:db/valueType :db.type/string}
 :carrier/rating {:db/valueType :db.type/double}
 :ship/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :ship/tracking {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :ship/weight {:db/valueType :db.type/double}
 :ship/value {:db/valueType :db.type/bigdec}
 :ship/status {:db/valueType :db.type/keyword}
 :ship/customs {:db/valueType :db.type/boolean}
 :ship/pieces {:db/valueType :db.type/long}
 :ship/insured {:db/valueType :db.type/bigint}
 :ship/origin {:db/valueType :db.type/ref}
 :ship/dest {:db/valueType :db.type/ref}
 :ship/carrier {:db/valueType :db.type/ref}
 :ship/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :ship/created {:db/valueType :db.type/instant}
 :ship/due {:db/valueType :db.type/instant}
 :ship/zone {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :ship/note {:db/valueType :db.type/string}
 :ship/scans {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :scan/at {:db/valueType :db.type/instant}
 :scan/hub {:db/valueType :db.type/ref}
 :scan/kind {:db/valueType :db.type/keyword}
 :scan/note {:db/valueType :db.type/string}
 :leg/shipment {:db/valueType :db.type/ref}
 :leg/no {:db/valueType :db.type/long}
 :leg/shipment+no {:db/valueType :db.type/tuple :db/tupleAttrs [:leg/shipment :leg/no] :db/unique :db.unique/identity}
 :leg/from {:db/valueType :db.type/ref}
 :leg/to {:db/valueType :db.type/ref}
 :leg/km {:db/valueType :db.type/double}}
"""

HUBS = [("FRA", "Frankfurt", "de", [50.03, 8.57], ["AMS", "WAW"], True),
        ("AMS", "Amsterdam", "nl", [52.31, 4.76], ["LHR", "FRA"], True),
        ("LHR", "London", "gb", [51.47, -0.45], ["JFK"], True),
        ("JFK", "New York", "us", [40.64, -73.78], ["LAX", "LHR"], True),
        ("LAX", "Los Angeles", "us", [33.94, -118.41], ["NRT"], True),
        ("NRT", "東京 成田", "jp", [35.77, 140.39], ["NRT"], True),
        ("WAW", "Warszawa Łódź", "pl", [52.17, 20.97], [], False),
        ("GRU", "São Paulo", "br", [-23.43, -46.47], ["JFK"], True),
        ("SYD", "Sydney", "au", [-33.95, 151.18], [], None),
        ("NUL", "", "xx", [0.0, 0.0], [], False)]
WHS = [("W-DE1", "Rhein Lager", "FRA", 5000), ("W-NL1", "Schiphol Depot", "AMS", 3000),
       ("W-US1", "Queens Yard", "JFK", 12000), ("W-US2", "Long Beach", "LAX", 0),
       ("W-JP1", "成田倉庫", "NRT", 800), ("W-BR1", "Guarulhos", "GRU", -1)]
CARRIERS = [("dhl", "DHL", 4.5), ("ups", "UPS", 4.1), ("fedex", "FedEx", 3.9), ("post", "La Poste ✉", 0.0),
            ("ghost", "Ghost Freight", -1.0)]
STATUSES = ["created", "in-transit", "delivered", "delayed", "lost", "in-transit", "delivered", "returned"]
TAGS = ["fragile", "express", "cold", "hazmat", "oversize", "gift", "ünïcode"]
HUBCODES = [h[0] for h in HUBS]
NOTES = ["", "leave at door", "Zustellung: Nachbar", "配達注意", 'call "first"', "x", "y"]


def inst(y, m, d, h=0, mi=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    ents = []
    for code, name, cc, loc, routes, op in HUBS:
        e = [f":db/id {s('h-' + code)}", f":hub/code {s(code)}", f":hub/name {s(name)}", f":hub/country :{cc}",
             f":hub/loc [{loc[0]!r} {loc[1]!r}]"]
        if op is not None:
            e.append(f":hub/open {'true' if op else 'false'}")
        ents.append(e)
    for code, name, cc, loc, routes, op in HUBS:
        if routes:
            ents.append([f":db/id {s('h-' + code)}", ":hub/routes [" + " ".join(s('h-' + r) for r in routes) + "]"])
    for code, name, hub, cap in WHS:
        ents.append([f":db/id {s('w-' + code)}", f":wh/code {s(code)}", f":wh/name {s(name)}",
                     f":wh/hub {s('h-' + hub)}", f":wh/capacity {cap}"])
    for code, name, r in CARRIERS:
        ents.append([f":db/id {s('c-' + code)}", f":carrier/code :{code}", f":carrier/name {s(name)}",
                     f":carrier/rating {r!r}"])
    for i in range(64):
        sid = f"S{i:04d}"
        st = STATUSES[i % 8]
        w = [0.0, 1.5, 12.25, 0.4, 250.0, 3.75, 18.0, 7.125][i % 8] + (i // 8) * 0.5
        if i == 5:
            w = -2.0
        val = ["0.00", "19.99", "1500.50", "250", "99999.99", "12.30", "-5.00", "730.25"][i % 8]
        e = [f":db/id {s('s-' + sid)}", f":ship/id {s(sid)}",
             f':ship/tracking #uuid "5a1e0000-0000-4000-8000-{i:012d}"',
             f":ship/status :{st}", f":ship/value {val}M",
             f":ship/origin {s('w-' + WHS[i % 6][0])}",
             f":ship/dest {s('h-' + HUBCODES[(i * 3 + 1) % 9])}",
             f":ship/created {inst(2024, 1 + i % 12, 1 + i % 27, i % 24, i % 60)}",
             f":ship/due {inst(2024, 1 + (i + 1) % 12, 1 + (i * 7) % 27, 12)}",
             f":ship/pieces {[1, 2, 0, 5, 1, 12, 3, -1][i % 8]}",
             f":ship/zone [:{['eu', 'na', 'as', 'sa'][i % 4]} {i % 5}]"]
        if i % 9 != 4:
            e.append(f":ship/weight {w!r}")
        if i % 7 != 3:
            e.append(f":ship/carrier {s('c-' + CARRIERS[i % 4][0])}")
        if i % 3 == 0:
            e.append(f":ship/customs {'true' if i % 2 == 0 else 'false'}")
        if i % 4 != 2:
            e.append(f":ship/insured {[0, 1000, 25000, 123456789012345678901, -10][i % 5]}N")
        tags = [TAGS[j] for j in range(7) if (i >> j) & 1 and j < 7][:3]
        if tags:
            e.append(":ship/tags [" + " ".join(s(t) for t in tags) + "]")
        if i % 10 == 0:
            e.append(":ship/note " + s(NOTES[i // 10]))
        nscan = [0, 1, 2, 3, 4][i % 5]
        if st in ("delivered", "lost", "returned"):
            nscan = max(nscan, 2)
        scans = []
        for k in range(nscan):
            hub = HUBCODES[(i + k * 2) % 8]
            kind = ["pickup", "arrive", "depart", "arrive", "deliver"][k if k < 4 else 4]
            if k == nscan - 1 and st == "delivered":
                kind = "deliver"
            note = ["", "ok", "damaged box", "scanné", "late"][(i + k) % 5]
            scans.append(f"{{:scan/at {inst(2024, 1 + i % 12, 1 + i % 27, (i % 24), k * 7 % 60) if k == 0 else inst(2024, 1 + (i + (k // 2)) % 12, min(28, 2 + i % 27 + k), (i + k) % 24, 5)} "
                         f":scan/hub {s('h-' + hub)} :scan/kind :{kind} :scan/note {s(note)}}}")
        if scans:
            e.append(":ship/scans [" + " ".join(scans) + "]")
        ents.append(e)
    for i in range(0, 64, 2):
        sid = f"S{i:04d}"
        for no in range(1, 1 + (i % 3) + 1):
            a, b = HUBCODES[(i + no) % 8], HUBCODES[(i + no + 1) % 8]
            if i == 12 and no == 2:
                b = a
            ents.append([f":leg/shipment {s('s-' + sid)}", f":leg/no {no}", f":leg/from {s('h-' + a)}",
                         f":leg/to {s('h-' + b)}", f":leg/km {((i * 37 + no * 101) % 9000) * 1.5!r}"])
    open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[\n")
        for e in ents:
            f.write("{" + "\n ".join(e) + "}\n")
        f.write("]\n")


if __name__ == "__main__":
    main()
