#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the thirteenth unseen parity corpus.

A logistics company: status enums as :db/ident entities (shipment statuses
:status/*, carrier statuses :cstat/*) referenced through ref attributes;
warehouses (a string code identity, unicode names, a route graph
:wh/next with cycles and a self-loop, double temperatures incl. 0.0 and
negatives, a homogeneous double tuple location, cardinality-many keyword
tags); carriers (a keyword identity, a uuid identity, a status ref,
partners with a 2-cycle and a self-loop, instants); legs (a long
identity, from/to warehouses, a :leg/next chain with a cycle and a
self-loop, double km incl. 0.0); shipments (a string identity, a
composite :db/tupleAttrs [:ship/carrier :ship/tracking] identity, a
status ref, origin/dest refs, cardinality-many legs, component parcels,
a component customs declaration, instant windows, a [keyword long]
:db/tupleTypes mode, bigint declared values, empty-string notes, some
attributes missing); parcels (a unique-value barcode, a homogeneous long
tuple of dimensions, double weights, cardinality-many string contents);
customs declarations (bigdec values and duties incl. 0M and negatives,
bigint item counts); sensor readings (doubles incl. 0.0 and negatives,
instants, long sequence numbers). Every entity is a top-level map with a
string tempid. Deterministic.
"""
import os, random

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(13)

SCHEMA = """{:status/label {:db/valueType :db.type/string}
 :status/rank {:db/valueType :db.type/long}
 :status/final {:db/valueType :db.type/boolean}
 :wh/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :wh/name {:db/valueType :db.type/string}
 :wh/city {:db/valueType :db.type/string}
 :wh/capacity {:db/valueType :db.type/long}
 :wh/temp {:db/valueType :db.type/double}
 :wh/open {:db/valueType :db.type/boolean}
 :wh/loc {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :wh/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :wh/next {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :wh/manager {:db/valueType :db.type/string}
 :carrier/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :carrier/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :carrier/name {:db/valueType :db.type/string}
 :carrier/status {:db/valueType :db.type/ref}
 :carrier/rating {:db/valueType :db.type/double}
 :carrier/since {:db/valueType :db.type/instant}
 :carrier/partners {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :carrier/fleet {:db/valueType :db.type/long}
 :leg/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :leg/from {:db/valueType :db.type/ref}
 :leg/to {:db/valueType :db.type/ref}
 :leg/next {:db/valueType :db.type/ref}
 :leg/km {:db/valueType :db.type/double}
 :leg/hours {:db/valueType :db.type/long}
 :leg/mode {:db/valueType :db.type/keyword}
 :ship/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :ship/carrier {:db/valueType :db.type/ref}
 :ship/tracking {:db/valueType :db.type/string}
 :ship/carrier+tracking {:db/valueType :db.type/tuple :db/tupleAttrs [:ship/carrier :ship/tracking] :db/unique :db.unique/identity}
 :ship/status {:db/valueType :db.type/ref}
 :ship/origin {:db/valueType :db.type/ref}
 :ship/dest {:db/valueType :db.type/ref}
 :ship/legs {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :ship/parcels {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :ship/customs {:db/valueType :db.type/ref :db/isComponent true}
 :ship/window-start {:db/valueType :db.type/instant}
 :ship/window-end {:db/valueType :db.type/instant}
 :ship/priority {:db/valueType :db.type/long}
 :ship/weight {:db/valueType :db.type/double}
 :ship/declared {:db/valueType :db.type/bigint}
 :ship/insured {:db/valueType :db.type/boolean}
 :ship/notes {:db/valueType :db.type/string}
 :ship/mode {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :ship/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :ship/related {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :parcel/barcode {:db/valueType :db.type/string :db/unique :db.unique/value}
 :parcel/dims {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :parcel/weight {:db/valueType :db.type/double}
 :parcel/fragile {:db/valueType :db.type/boolean}
 :parcel/contents {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :customs/ref {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :customs/value {:db/valueType :db.type/bigdec}
 :customs/duty {:db/valueType :db.type/bigdec}
 :customs/hs {:db/valueType :db.type/string}
 :customs/items {:db/valueType :db.type/bigint}
 :customs/country {:db/valueType :db.type/keyword}
 :reading/ship {:db/valueType :db.type/ref}
 :reading/temp {:db/valueType :db.type/double}
 :reading/at {:db/valueType :db.type/instant}
 :reading/seq {:db/valueType :db.type/long}
 :reading/ok {:db/valueType :db.type/boolean}}
"""


def inst(y, mo, d, h=0, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def uuid(prefix, n):
    return f'#uuid "{prefix}-2222-4333-8444-{n:012d}"'


def s(x):
    return '"' + x.replace('\\', '\\\\').replace('"', '\\"') + '"'


def m(d):
    return "{" + " ".join(f"{k} {v}" for k, v in d) + "}"


out = []
# ---- status idents
STATUSES = [("pending", "Pending", 1, "false"), ("in-transit", "In transit", 2, "false"),
            ("held", "Held at customs", 3, "false"), ("delivered", "Delivered", 4, "true"),
            ("lost", "Lost", 5, "true"), ("returned", "Returned", 6, "true")]
for k, lab, rk, fin in STATUSES:
    out.append(m([(":db/id", s("st-" + k)), (":db/ident", ":status/" + k), (":status/label", s(lab)),
                  (":status/rank", rk), (":status/final", fin)]))
for k, lab, rk in [("active", "Active", 1), ("suspended", "Suspended", 2), ("probation", "", 3)]:
    out.append(m([(":db/id", s("cs-" + k)), (":db/ident", ":cstat/" + k), (":status/label", s(lab)),
                  (":status/rank", rk)]))

# ---- warehouses
WH = [("AMS1", "Amsterdam Hub", "Amsterdam", 12000, 4.5, "true", (52.37, 4.89), [":cold", ":hub"], "Anne"),
      ("BER1", "Berlin Süd", "Berlin", 8000, -2.0, "true", (52.52, 13.40), [":hub"], "Jürgen"),
      ("PAR1", "Entrepôt Paris", "Paris", 9500, 0.0, "true", (48.85, 2.35), [":cold", ":bonded"], None),
      ("TYO1", "東京倉庫", "Tokyo", 15000, 18.25, "true", (35.68, 139.69), [":bonded", ":hub"], "Yuki"),
      ("MOW1", "Склад Москва", "Moscow", 0, -18.5, "false", (55.75, 37.62), [":cold"], "Ivan"),
      ("NYC1", "New York Dock", "New York", 20000, 12.0, "true", (40.71, -74.01), [":hub", ":bonded", ":dock"], "Maria"),
      ("SAO1", "São Paulo", "São Paulo", 7000, 22.75, "true", (-23.55, -46.63), [], ""),
      ("SYD1", "Sydney", "Sydney", 5000, 16.0, "false", (-33.87, 151.21), [":dock"], "Liam"),
      ("CPT1", "Cape Town", "Cape Town", -1, 19.5, "true", (-33.92, 18.42), [":dock"], None),
      ("LHR1", "", "London", 11000, 7.0, "true", (51.47, -0.45), [":hub", ":cold"], "Olivia")]
# route graph: cycles AMS->BER->PAR->AMS, TYO->NYC->TYO, self-loop SYD->SYD, chain SAO->CPT->LHR->AMS, MOW isolated out, into MOW from BER
NEXT = {"AMS1": ["BER1"], "BER1": ["PAR1", "MOW1"], "PAR1": ["AMS1", "LHR1"], "TYO1": ["NYC1"],
        "NYC1": ["TYO1", "SAO1"], "SYD1": ["SYD1", "TYO1"], "SAO1": ["CPT1"], "CPT1": ["LHR1"],
        "LHR1": ["AMS1"], "MOW1": []}
for code, name, city, cap, temp, opn, loc, tags, mgr in WH:
    kv = [(":db/id", s("wh-" + code)), (":wh/code", s(code)), (":wh/name", s(name)), (":wh/city", s(city)),
          (":wh/capacity", cap), (":wh/temp", repr(temp)), (":wh/open", opn),
          (":wh/loc", f"[{loc[0]!r} {loc[1]!r}]")]
    if tags:
        kv.append((":wh/tags", "[" + " ".join(tags) + "]"))
    if NEXT[code]:
        kv.append((":wh/next", "[" + " ".join(s("wh-" + n) for n in NEXT[code]) + "]"))
    if mgr is not None:
        kv.append((":wh/manager", s(mgr)))
    out.append(m(kv))

# ---- carriers
CARRIERS = [(":dhl", "DHL Express", "cs-active", 4.5, inst(1969, 9, 25), ["ups", "fedex"], 300),
            (":ups", "UPS", "cs-active", 4.25, inst(1907, 8, 28), ["dhl"], 500),
            (":fedex", "FedEx", "cs-suspended", 3.75, inst(1971, 6, 18), ["dhl", "fedex"], 650),
            (":maersk", "Mærsk Line", "cs-active", 0.0, inst(1928, 1, 1), [], 700),
            (":postnl", "PostNL", "cs-probation", -1.5, inst(1799, 1, 1), ["maersk"], 0),
            (":yamato", "ヤマト運輸", "cs-active", 4.0, inst(1919, 11, 29), ["yamato", "postnl"], None)]
for i, (code, name, st, rating, since, partners, fleet) in enumerate(CARRIERS):
    kv = [(":db/id", s("c-" + code[1:])), (":carrier/code", code), (":carrier/uuid", uuid("cccccccc", i + 1)),
          (":carrier/name", s(name)), (":carrier/status", s(st)), (":carrier/rating", repr(rating)),
          (":carrier/since", since)]
    if partners:
        kv.append((":carrier/partners", "[" + " ".join(s("c-" + p) for p in partners) + "]"))
    if fleet is not None:
        kv.append((":carrier/fleet", fleet))
    out.append(m(kv))

# ---- legs: 40 legs, chain with a cycle 10..14 -> 10, self-loop 20
codes = [w[0] for w in WH]
MODES = [":air", ":sea", ":road", ":rail"]
for i in range(1, 41):
    a = codes[(i * 3) % 10]
    b = codes[(i * 7 + 1) % 10]
    km = 0.0 if i % 13 == 0 else round(R.uniform(50, 9000), 2)
    kv = [(":db/id", s(f"leg-{i}")), (":leg/id", i), (":leg/from", s("wh-" + a)), (":leg/to", s("wh-" + b)),
          (":leg/km", repr(km)), (":leg/hours", R.randint(1, 72)), (":leg/mode", MODES[i % 4])]
    if i == 14:
        kv.append((":leg/next", s("leg-10")))
    elif i == 20:
        kv.append((":leg/next", s("leg-20")))
    elif i % 10 != 0 and i < 40:
        kv.append((":leg/next", s(f"leg-{i + 1}")))
    out.append(m(kv))

# ---- shipments with parcels and customs
ST = ["pending", "in-transit", "held", "delivered", "lost", "returned"]
CONTENTS = ["books", "electronics", "toys", "clothes", "food", "médicaments", "部品", ""]
COUNTRIES = [":nl", ":de", ":fr", ":jp", ":ru", ":us", ":br"]
pid = 0
for i in range(1, 71):
    sid = f"SH{i:03d}"
    car = CARRIERS[i % 6][0][1:]
    kv = [(":db/id", s("s-" + sid)), (":ship/id", s(sid)), (":ship/carrier", s("c-" + car)),
          (":ship/tracking", s(f"TRK{(i * 37) % 1000:04d}")),
          (":ship/status", s("st-" + ST[(i * 5) % 6])),
          (":ship/origin", s("wh-" + codes[i % 10])), (":ship/dest", s("wh-" + codes[(i * 3 + 2) % 10])),
          (":ship/uuid", uuid("5555aaaa", i))]
    legs = sorted({R.randint(1, 40) for _ in range(i % 4)})
    if legs:
        kv.append((":ship/legs", "[" + " ".join(s(f"leg-{l}") for l in legs) + "]"))
    if i % 9 != 0:
        d = 1 + i % 27
        kv.append((":ship/window-start", inst(2024, 1 + i % 12, d, 8 + i % 5)))
        kv.append((":ship/window-end", inst(2024, 1 + i % 12, d + 1, 17)))
    kv.append((":ship/priority", [0, 1, 2, 3, -1][i % 5]))
    if i % 11 != 5:
        kv.append((":ship/weight", repr([0.0, 12.5, 3.25, 100.0, 7.75, -0.5][i % 6] + (i % 3))))
    if i % 4 == 0:
        kv.append((":ship/declared", f"{[0, 1500, 99999999999999999999, 42, -7][i % 5]}N"))
    if i % 3 != 2:
        kv.append((":ship/insured", "true" if i % 2 else "false"))
    if i % 10 == 3:
        kv.append((":ship/notes", s("")))
    elif i % 10 == 6:
        kv.append((":ship/notes", s(f"fragile — handle with care #{i}")))
    kv.append((":ship/mode", f"[{MODES[i % 4]} {i % 3}]"))
    if i % 8 == 1 and i > 1:
        kv.append((":ship/related", "[" + s(f"s-SH{i - 1:03d}") + " " + s(f"s-SH{i:03d}") + "]"))
    if i == 2:
        kv.append((":ship/related", "[" + s("s-SH003") + "]"))
    if i == 3:
        kv.append((":ship/related", "[" + s("s-SH002") + "]"))
    # parcels (component), 0..3
    ps = []
    for j in range(i % 4):
        pid += 1
        pk = [(":db/id", s(f"p-{pid}")), (":parcel/barcode", s(f"BC{pid:05d}")),
              (":parcel/dims", f"[{10 + pid % 7} {5 + pid % 5} {pid % 4}]"),
              (":parcel/weight", repr(round(0.25 * (pid % 17), 2)))]
        if pid % 3:
            pk.append((":parcel/fragile", "true" if pid % 2 else "false"))
        cs = sorted({CONTENTS[(pid * k) % 8] for k in range(1, 1 + pid % 3)})
        if cs:
            pk.append((":parcel/contents", "[" + " ".join(s(c) for c in cs) + "]"))
        out.append(m(pk))
        ps.append(f"p-{pid}")
    if ps:
        kv.append((":ship/parcels", "[" + " ".join(s(p) for p in ps) + "]"))
    if i % 2 == 0:
        cref = f"CD-{i:03d}"
        val = ["0M", "1250.50M", "99.99M", "-10.25M", "1000000.001M", "3.10M", "7M"][i % 7]
        duty = ["0M", "12.5M", "0.01M", "-1M", "250M"][i % 5]
        out.append(m([(":db/id", s("cd-" + cref)), (":customs/ref", s(cref)), (":customs/value", val),
                      (":customs/duty", duty), (":customs/hs", s(f"{8400 + i % 9}.{i % 100:02d}")),
                      (":customs/items", f"{[0, 1, 12, 1000][i % 4]}N"),
                      (":customs/country", COUNTRIES[i % 7])]))
        kv.append((":ship/customs", s("cd-" + cref)))
    out.append(m(kv))

# ---- readings
for i in range(1, 301):
    ship = f"SH{1 + (i * 7) % 30:03d}"
    t = [0.0, -4.5, 3.25, 21.0, -18.75, 8.5, 2.0, -0.25][i % 8] + (i % 5) * 0.5
    out.append(m([(":db/id", s(f"r-{i}")), (":reading/ship", s("s-" + ship)), (":reading/temp", repr(t)),
                  (":reading/at", inst(2024, 1 + i % 12, 1 + i % 28, i % 24, i % 60)),
                  (":reading/seq", i), (":reading/ok", "true" if t > -10 else "false")]))

open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(out) + "]\n")
print(len(out), "entities")
