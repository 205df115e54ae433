#!/usr/bin/env python3
"""Warehouse inventory corpus (unseen68): deterministic schema.edn + data.edn."""
import random, os
R = random.Random(68)
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:sku/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :sku/name {:db/valueType :db.type/string}
 :sku/barcode {:db/valueType :db.type/string :db/unique :db.unique/value}
 :sku/reorder {:db/valueType :db.type/long}
 :sku/cost {:db/valueType :db.type/bigdec}
 :sku/weight {:db/valueType :db.type/double}
 :sku/active {:db/valueType :db.type/boolean}
 :sku/category {:db/valueType :db.type/keyword}
 :sku/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :sku/parts {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :sku/supplier {:db/valueType :db.type/ref}
 :sku/dims {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :sku/lifetime {:db/valueType :db.type/bigint}
 :sku/added {:db/valueType :db.type/instant}
 :sup/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :sup/country {:db/valueType :db.type/keyword}
 :sup/rating {:db/valueType :db.type/double}
 :sup/backup {:db/valueType :db.type/ref}
 :bin/label {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :bin/loc {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long :db.type/long]}
 :bin/capacity {:db/valueType :db.type/long}
 :bin/cold {:db/valueType :db.type/boolean}
 :stock/sku {:db/valueType :db.type/ref}
 :stock/bin {:db/valueType :db.type/ref}
 :stock/key {:db/valueType :db.type/tuple :db/tupleAttrs [:stock/sku :stock/bin] :db/unique :db.unique/identity}
 :stock/qty {:db/valueType :db.type/long}
 :lot/id {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :lot/sku {:db/valueType :db.type/ref}
 :lot/expires {:db/valueType :db.type/instant}
 :mv/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :mv/sku {:db/valueType :db.type/ref}
 :mv/bin {:db/valueType :db.type/ref}
 :mv/qty {:db/valueType :db.type/long}
 :mv/at {:db/valueType :db.type/instant}
 :mv/kind {:db/valueType :db.type/keyword}
 :mv/lot {:db/valueType :db.type/ref}
 :mv/note {:db/valueType :db.type/string}
 :order/no {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :order/customer {:db/valueType :db.type/string}
 :order/status {:db/valueType :db.type/keyword}
 :order/placed {:db/valueType :db.type/instant}
 :order/rush {:db/valueType :db.type/boolean}
 :order/lines {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :order/total {:db/valueType :db.type/bigdec}
 :line/sku {:db/valueType :db.type/ref}
 :line/qty {:db/valueType :db.type/long}
 :line/price {:db/valueType :db.type/bigdec}
 :line/note {:db/valueType :db.type/string}}
"""

def inst(y, m, d, h=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:00:00.000-00:00"'

def uuid(n):
    return f'#uuid "00000000-0000-4000-8000-{n:012d}"'

def s(x):
    return '"' + x.replace('\\', '\\\\').replace('"', '\\"') + '"'

tx = []
sups = [("Acme", ":us", 4.5), ("Bolt&Nut", ":de", 3.0), ("Çelik", ":tr", 0.0),
        ("", ":us", -1.0), ("Zeta 株式会社", ":jp", 4.99), ("Omega", ":de", 2.25)]
for i, (n, c, r) in enumerate(sups):
    tx.append(f'{{:db/id "sup{i}" :sup/name {s(n)} :sup/country {c} :sup/rating {r}}}')
tx.append('{:db/id "sup0" :sup/backup "sup1"}')
tx.append('{:db/id "sup1" :sup/backup "sup0"}')
tx.append('{:db/id "sup5" :sup/backup "sup5"}')  # self-loop

cats = [":tool", ":fastener", ":kit", ":paint", ":cable"]
names = ["Hammer", "Wrench", "Bolt M6", "Nut M6", "Washer", "Drill", "Bit Set", "Saw",
         "Tape", "Glue", "Paint Red", "Paint Blue", "Brush", "Cable 2m", "Cable 5m",
         "Plug", "Socket", "Toolbox", "Starter Kit", "Pro Kit", "Mini Kit", "Ladder",
         "Gloves", "Goggles", "Helmet", "Rope", "Hook", "Chain", "Lock", "Key",
         "Ünïcode Ware", "", "Clamp", "Vise", "File", "Rasp", "Level", "Square", "Pencil", "Ruler"]
NS = len(names)
for i, n in enumerate(names):
    parts = [f':sku/code "S{i:03d}"', f':sku/name {s(n)}', f':db/id "sku{i}"']
    if i % 7 != 3:
        parts.append(f':sku/barcode "BC{1000 + i * 37}"')
    if i % 5 != 4:
        parts.append(f':sku/reorder {[0, 5, 10, 20, 50, -1, 100][i % 7]}')
    if i % 6 != 5:
        cost = ["0.00", "1.50", "12.99", "7", "100.000", "0.05", "2.50", "-3.25"][i % 8]
        parts.append(f':sku/cost {cost}M')
    if i % 4 != 3:
        parts.append(f':sku/weight {[0.0, 0.25, 1.5, 12.75, -0.5, 3.0][i % 6]}')
    parts.append(f':sku/active {"true" if i % 3 else "false"}')
    if i % 9 != 8:
        parts.append(f':sku/category {cats[i % 5]}')
    tags = [t for j, t in enumerate(["heavy", "fragile", "hazmat", "sale", "new", "ünï"]) if (i >> j) & 1 and j < 6][: (i % 4)]
    if tags:
        parts.append(':sku/tags [' + ' '.join(s(t) for t in tags) + ']')
    if i % 8 != 7:
        parts.append(f':sku/supplier "sup{i % 6}"')
    if i % 3 != 2:
        parts.append(f':sku/dims [{i % 5} {(i * 3) % 7} {-(i % 2)}]')
    if i % 4 == 0:
        parts.append(f':sku/lifetime {[0, 12345678901234567890, -7, 99][i // 4 % 4]}N')
    parts.append(f':sku/added {inst(2020 + i % 5, 1 + i % 12, 1 + i % 28, i % 24)}')
    tx.append('{' + ' '.join(parts) + '}')
# kits: DAG with one cycle and a self-loop
kits = {17: [0, 1, 4, 18], 18: [2, 3, 4], 19: [18, 5, 6, 20], 20: [2, 3, 8],
        6: [7, 2], 33: [34, 33], 34: [35], 35: [33]}
for k, ps in kits.items():
    tx.append(f'{{:db/id "sku{k}" :sku/parts [' + ' '.join(f'"sku{p}"' for p in ps) + ']}')

zones = [":a", ":b", ":c", ":cold"]
NB = 24
for b in range(NB):
    z = zones[b % 4]
    bp = [f':db/id "bin{b}"', f':bin/label "{z[1:].upper()}-{b:02d}"', f':bin/loc [{z} {b // 4} {(b * 5) % 3 - 1}]']
    if b % 5 != 4:
        bp.append(f':bin/capacity {[0, 100, 250, 1000, -10][b % 5]}')
    if z == ":cold" or b == 1:
        bp.append(':bin/cold true')
    elif b % 3 == 0:
        bp.append(':bin/cold false')
    tx.append('{' + ' '.join(bp) + '}')

# stock rows (composite key)
seen = set()
for k in range(70):
    si, bi = R.randrange(NS), R.randrange(NB)
    if (si, bi) in seen:
        continue
    seen.add((si, bi))
    tx.append(f'{{:stock/sku "sku{si}" :stock/bin "bin{bi}" :stock/qty {R.choice([0, 1, 5, 10, 40, -2, 250])}}}')

# lots
for l in range(30):
    lp = [f':db/id "lot{l}"', f':lot/id {uuid(l)}', f':lot/sku "sku{(l * 7) % NS}"']
    if l % 4 != 1:
        lp.append(f':lot/expires {inst(2024 + l % 4, 1 + l % 12, 1 + (l * 3) % 28)}')
    tx.append('{' + ' '.join(lp) + '}')

# movements
kinds = [":receive", ":pick", ":adjust", ":transfer", ":return"]
for m in range(320):
    kind = kinds[R.randrange(5)]
    q = R.randint(1, 60)
    if kind in (":pick", ":transfer"):
        q = -q
    if kind == ":adjust":
        q = R.choice([0, -1, 1, -13, 7])
    mp = [f':mv/id {m}', f':mv/sku "sku{R.randrange(NS)}"', f':mv/bin "bin{R.randrange(NB)}"',
          f':mv/qty {q}', f':mv/kind {kind}',
          f':mv/at {inst(2024 + m % 2, 1 + (m // 2) % 12, 1 + m % 28, m % 24)}']
    if m % 3 == 0:
        mp.append(f':mv/lot "lot{m % 30}"')
    if m % 17 == 0:
        mp.append(f':mv/note {s(["", "damaged", "recount ✓", "cycle count"][m % 4])}')
    tx.append('{' + ' '.join(mp) + '}')

# orders with component lines
stat = [":open", ":picked", ":shipped", ":cancelled"]
custs = ["Ann", "Bob", "Cleo", "Dmitri", "Émile", ""]
for o in range(45):
    lines = []
    for j in range(o % 4 + (0 if o % 11 == 5 else 1)):
        price = ["1.50", "12.99", "0.00", "7", "2.50"][(o + j) % 5]
        lp = [f':line/sku "sku{(o * 3 + j * 5) % NS}"', f':line/qty {[1, 2, 5, 10, 0][(o + j) % 5]}', f':line/price {price}M']
        if (o + j) % 6 == 0:
            lp.append(f':line/note {s(["gift", "", "fragile—care"][(o + j) % 3])}')
        lines.append('{' + ' '.join(lp) + '}')
    op = [f':order/no "O-{o:04d}"', f':order/customer {s(custs[o % 6])}', f':order/status {stat[o % 4]}',
          f':order/placed {inst(2025, 1 + o % 12, 1 + o % 28, o % 24)}']
    if o % 5 == 0:
        op.append(':order/rush true')
    elif o % 5 == 1:
        op.append(':order/rush false')
    if o % 3 == 0:
        op.append(f':order/total {["10.00", "0", "99.99", "1234.5"][o % 4]}M')
    if lines:
        op.append(':order/lines [' + ' '.join(lines) + ']')
    tx.append('{' + ' '.join(op) + '}')

open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
open(os.path.join(HERE, "data.edn"), "w").write("[\n" + "\n".join(tx) + "\n]\n")
