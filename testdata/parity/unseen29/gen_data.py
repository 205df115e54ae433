#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the twenty-ninth unseen parity corpus.

A warehouse inventory: suppliers (a string identity, a parent ref chain
with a cycle and a self-loop, double ratings), bins (a string identity, a
homogeneous long tuple of coordinates, keyword zones, capacities), SKUs (a
string code identity, a uuid identity, a unique-value barcode, empty and
whitespace-only and unicode names, bigdec prices of several scales, double
weights incl. -0.0 and tiny/huge, long stock incl. 0, negatives and
Long/MAX_VALUE, bigint serials beyond the long range, cardinality-many
keyword tags, a heterogeneous [long double string] dims tuple, a component
reorder rule), stock levels (a composite [:stock/sku :stock/bin] identity)
and movements (instants, signed quantities, bigdec costs). Deterministic.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:sup/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :sup/parent {:db/valueType :db.type/ref}
 :sup/rating {:db/valueType :db.type/double}
 :sup/country {:db/valueType :db.type/string}
 :sup/since {:db/valueType :db.type/instant}
 :bin/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :bin/coords {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :bin/zone {:db/valueType :db.type/keyword}
 :bin/capacity {:db/valueType :db.type/long}
 :bin/cold {:db/valueType :db.type/boolean}
 :sku/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :sku/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :sku/barcode {:db/valueType :db.type/string :db/unique :db.unique/value}
 :sku/name {:db/valueType :db.type/string}
 :sku/price {:db/valueType :db.type/bigdec}
 :sku/weight {:db/valueType :db.type/double}
 :sku/stock {:db/valueType :db.type/long}
 :sku/serial {:db/valueType :db.type/bigint}
 :sku/active {:db/valueType :db.type/boolean}
 :sku/category {:db/valueType :db.type/keyword}
 :sku/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :sku/supplier {:db/valueType :db.type/ref}
 :sku/home {:db/valueType :db.type/ref}
 :sku/dims {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/long :db.type/double :db.type/string]}
 :sku/rule {:db/valueType :db.type/ref :db/isComponent true}
 :sku/subs {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :rule/min {:db/valueType :db.type/long}
 :rule/max {:db/valueType :db.type/long}
 :rule/factor {:db/valueType :db.type/double}
 :rule/note {:db/valueType :db.type/string}
 :stock/sku {:db/valueType :db.type/ref}
 :stock/bin {:db/valueType :db.type/ref}
 :stock/sku+bin {:db/valueType :db.type/tuple :db/tupleAttrs [:stock/sku :stock/bin] :db/unique :db.unique/identity}
 :stock/qty {:db/valueType :db.type/long}
 :mv/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :mv/sku {:db/valueType :db.type/ref}
 :mv/bin {:db/valueType :db.type/ref}
 :mv/qty {:db/valueType :db.type/long}
 :mv/at {:db/valueType :db.type/instant}
 :mv/kind {:db/valueType :db.type/keyword}
 :mv/cost {:db/valueType :db.type/bigdec}}
"""

SUPS = [  # name, parent, rating, country, since
    ("Acme", "Globex", 4.5, "US", "2001-03-04"),
    ("Globex", "Initech", 3.0, "US", "1999-12-31"),
    ("Initech", "Acme", -0.0, "CA", "2010-01-01"),      # 3-cycle Acme->Globex->Initech->Acme
    ("Umbrella", "Umbrella", 0.0, "JP", "1970-01-01"),  # self-loop
    ("Stark", None, 5.0, "US", "2008-05-02"),
    ("Wayne", "Stark", 1e-300, "", "2005-06-15"),
    ("Tyrell", "Wayne", 1.7976931348623157e308, "DE", "2019-11-20"),
    ("Cyberdyne", "Tyrell", 2.5, "  ", None),
    ("Ünïcødé GmbH", "Stark", 3.75, "DE", "2015-02-28"),
    ("北京商贸", None, None, "CN", "2020-02-29"),
    ("Soylent", "Cyberdyne", -1.5, "US", "1969-07-20"),
    ("Vandelay", None, 4.0, "US", "1998-01-01"),
]

ZONES = ["a", "b", "c", "cold", "dock"]
BINS = []
for i in range(30):
    x, y, z = i % 5 - 2, (i * 7) % 6 - 1, i // 10
    if i == 29:
        x, y, z = 9223372036854775807, -9223372036854775808, 0
    BINS.append((f"B{i:02d}", [x, y, z], ZONES[i % 5], [0, 10, 50, 100, 250, 1000][i % 6], i % 5 == 3))

PRICES = ["1.0", "1.00", "0E-2", "19.99", "19.990", "-5.25", "0", "1000000.000001", "2.50", "2.5",
          "99.95", "0.10", "0.1", "123456789012345678901234.5", "7", "7.000", "-0.01", "3.14159"]
WEIGHTS = [-0.0, 0.0, 1e-300, 1e300, 2.5, 0.1, 0.2, 0.30000000000000004, 1.0, -3.75, 12.0, 4.9e-324,
           100.0, 5.5, 7.0]
STOCKS = [0, -5, 9223372036854775807, 9223372036854775806, 1, 10, 100, -1, 42, 7, 0, 250, -9223372036854775808, 3, 15]
SERIALS = ["0", "42", "9223372036854775808", "-9223372036854775809", "123456789012345678901234567890",
           "1", "-1", "9223372036854775807", "100", "7"]
NAMES = ["Widget", "", "   ", "Gadget", "Gizmo", "Sprocket", "Bolt M8", "Nut", "Écrou", "螺丝", "Schraube ß",
         "Washer\t", "Spring", "Cog", "Lever", "Pulley", "Hinge", "Latch", "Valve", "Pipe"]
CATS = ["hardware", "tools", "fasteners", "plumbing", "misc"]
TAGS = ["fragile", "heavy", "bulk", "promo", "hazmat", "new"]

skus = []
for i in range(60):
    s = {"code": f"SKU-{i:03d}", "uuid": f"5a5a0000-0000-4000-8000-{i:012d}"}
    if i % 11 != 4:
        s["barcode"] = f"{400000000000 + i * 37}"
    if i % 13 != 7:
        s["name"] = NAMES[i % len(NAMES)]
    if i % 9 != 8:
        s["price"] = PRICES[i % len(PRICES)]
    if i % 10 != 9:
        s["weight"] = WEIGHTS[i % len(WEIGHTS)]
    if i % 12 != 11:
        s["stock"] = STOCKS[i % len(STOCKS)]
    if i % 3 == 0:
        s["serial"] = SERIALS[(i // 3) % len(SERIALS)]
    if i % 7 != 6:
        s["active"] = i % 4 != 1
    s["category"] = CATS[i % 5]
    s["tags"] = [TAGS[(i + k) % 6] for k in range(i % 4)]
    s["supplier"] = SUPS[i % len(SUPS)][0] if i % 8 != 5 else None
    s["home"] = f"B{(i * 3) % 30:02d}"
    if i % 5 != 2:
        s["dims"] = [i % 4 - 1, [0.5, -0.0, 2.25, 1e10][i % 4], ["S", "M", "", "XL"][i % 4]]
    if i % 4 == 0:
        s["rule"] = (i % 20 - 5, (i % 20) * 10, [1.5, 0.0, -0.5, 2.0][i % 4 // 1 % 4], ["", "auto", "manual"][i % 3])
    if i % 6 == 1:
        s["subs"] = [f"SKU-{(i + 1) % 60:03d}", f"SKU-{(i * 5) % 60:03d}"]
    if i == 13:
        s["subs"] = ["SKU-013"]  # self-loop
    skus.append(s)


def edn_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t") + '"'


def edn_double(x):
    if x == 0.0 and str(x).startswith("-"):
        return "-0.0"
    r = repr(float(x))
    if "e" in r and "." not in r.split("e")[0]:
        a, b = r.split("e")
        r = a + ".0e" + b
    return r.replace("e+", "E").replace("e", "E")


out = []
for n, p, r, c, since in SUPS:
    m = [f':db/id {edn_str("s-" + n)}', f":sup/name {edn_str(n)}", f":sup/country {edn_str(c)}"]
    if p:
        m.append(f':sup/parent {edn_str("s-" + p)}')
    if r is not None:
        m.append(f":sup/rating {edn_double(r)}")
    if since:
        m.append(f':sup/since #inst "{since}T00:00:00.000-00:00"')
    out.append("{" + " ".join(m) + "}")
for code, xyz, zone, cap, cold in BINS:
    out.append("{" + f':db/id "b-{code}" :bin/code "{code}" :bin/coords [{xyz[0]} {xyz[1]} {xyz[2]}] '
               f":bin/zone :{zone} :bin/capacity {cap} :bin/cold {'true' if cold else 'false'}" + "}")
for s in skus:
    m = [f':db/id "k-{s["code"]}"', f':sku/code "{s["code"]}"', f'#_u :sku/uuid #uuid "{s["uuid"]}"']
    m[-1] = f':sku/uuid #uuid "{s["uuid"]}"'
    if "barcode" in s: m.append(f':sku/barcode "{s["barcode"]}"')
    if "name" in s: m.append(f':sku/name {edn_str(s["name"])}')
    if "price" in s: m.append(f':sku/price {s["price"]}M')
    if "weight" in s: m.append(f':sku/weight {edn_double(s["weight"])}')
    if "stock" in s: m.append(f':sku/stock {s["stock"]}')
    if "serial" in s: m.append(f':sku/serial {s["serial"]}N')
    if "active" in s: m.append(f':sku/active {"true" if s["active"] else "false"}')
    m.append(f':sku/category :{s["category"]}')
    if s["tags"]: m.append(":sku/tags [" + " ".join(":" + t for t in s["tags"]) + "]")
    if s["supplier"]: m.append(f':sku/supplier {edn_str("s-" + s["supplier"])}')
    m.append(f':sku/home "b-{s["home"]}"')
    if "dims" in s:
        d = s["dims"]
        m.append(f':sku/dims [{d[0]} {edn_double(d[1])} {edn_str(d[2])}]')
    if "rule" in s:
        a, b, f, note = s["rule"]
        m.append(f':sku/rule {{:rule/min {a} :rule/max {b} :rule/factor {edn_double(f)} :rule/note {edn_str(note)}}}')
    if "subs" in s:
        m.append(":sku/subs [" + " ".join(f'"k-{x}"' for x in s["subs"]) + "]")
    out.append("{" + " ".join(m) + "}")
# stock levels: composite identity
seen = set()
for i in range(110):
    k, b = (i * 7) % 60, (i * 11) % 30
    if (k, b) in seen:
        continue
    seen.add((k, b))
    q = [0, 5, -3, 120, 9223372036854775807, 17, 1, 0][i % 8]
    out.append("{" + f':stock/sku "k-SKU-{k:03d}" :stock/bin "b-B{b:02d}" :stock/qty {q}' + "}")
KINDS = ["in", "out", "adjust", "transfer"]
for i in range(180):
    k, b = (i * 13) % 60, (i * 17) % 30
    q = [10, -4, 0, 250, -1, 3, 99, -100][i % 8]
    day = 1 + i % 28
    mon = 1 + (i // 28) % 12
    ms = (i * 3797) % 1000
    cost = ["0.00", "1.5", "1.50", "-2.75", "100", "0E-2", "12.345", "3"][i % 8]
    m = [f":mv/id {1000 + i}", f':mv/sku "k-SKU-{k:03d}"', f":mv/qty {q}",
         f':mv/at #inst "2024-{mon:02d}-{day:02d}T{i % 24:02d}:{(i * 7) % 60:02d}:00.{ms:03d}-00:00"',
         f":mv/kind :{KINDS[i % 4]}"]
    if i % 6 != 5:
        m.append(f':mv/bin "b-B{b:02d}"')
    if i % 5 != 4:
        m.append(f":mv/cost {cost}M")
    out.append("{" + " ".join(m) + "}")

open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(out) + "]\n")
