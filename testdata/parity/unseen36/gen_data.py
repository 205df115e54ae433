#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the thirty-sixth unseen parity corpus.

Order fulfilment in the Datomic style: enumerations as idents (statuses,
carriers, regions, priorities, payment kinds, order flags), declared as
`{:db/ident :status/shipped}` entities, most with `:enum/label`,
`:enum/rank`; a region hierarchy as refs between enum entities (with a
2-cycle and a self-loop); customers (string e-mail identity, uuid
identity, a unique-value handle, unicode names, a referrer graph with a
self-loop and a cycle, a homogeneous double tuple location); orders
(ref-to-ident status/carrier/priority/payment, cardinality-many flags,
bigdec totals, double weights, bigint points, instants, a composite
:db/tupleAttrs [:order/customer :order/number] identity, a heterogeneous
[keyword long] parcel by :db/tupleTypes, component order lines).
Deterministic.
"""
import os, random

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(36)

SCHEMA = """{:enum/label {:db/valueType :db.type/string}
 :enum/rank {:db/valueType :db.type/long}
 :enum/active {:db/valueType :db.type/boolean}
 :enum/code {:db/valueType :db.type/string :db/unique :db.unique/value}
 :region/parent {:db/valueType :db.type/ref}
 :carrier/regions {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :carrier/fee {:db/valueType :db.type/bigdec}
 :customer/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :customer/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :customer/handle {:db/valueType :db.type/string :db/unique :db.unique/value}
 :customer/name {:db/valueType :db.type/string}
 :customer/region {:db/valueType :db.type/ref}
 :customer/vip {:db/valueType :db.type/boolean}
 :customer/since {:db/valueType :db.type/instant}
 :customer/tier {:db/valueType :db.type/keyword}
 :customer/loc {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :customer/referrer {:db/valueType :db.type/ref}
 :customer/credit {:db/valueType :db.type/bigint}
 :customer/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :order/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :order/customer {:db/valueType :db.type/ref}
 :order/number {:db/valueType :db.type/long}
 :order/customer+number {:db/valueType :db.type/tuple :db/tupleAttrs [:order/customer :order/number] :db/unique :db.unique/identity}
 :order/status {:db/valueType :db.type/ref}
 :order/carrier {:db/valueType :db.type/ref}
 :order/priority {:db/valueType :db.type/ref}
 :order/payment {:db/valueType :db.type/ref}
 :order/flags {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :order/total {:db/valueType :db.type/bigdec}
 :order/weight {:db/valueType :db.type/double}
 :order/points {:db/valueType :db.type/bigint}
 :order/placed {:db/valueType :db.type/instant}
 :order/gift {:db/valueType :db.type/boolean}
 :order/note {:db/valueType :db.type/string}
 :order/parcel {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :order/lines {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :order/replaces {:db/valueType :db.type/ref}
 :line/sku {:db/valueType :db.type/string}
 :line/qty {:db/valueType :db.type/long}
 :line/price {:db/valueType :db.type/bigdec}
 :line/backorder {:db/valueType :db.type/boolean}}
"""


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


ENTS = []


def ent(d):
    ENTS.append("{" + " ".join(f"{k} {v}" for k, v in d) + "}")


# ---- enumerations
STATUSES = [("pending", "Pending", 1), ("paid", "Paid", 2), ("packed", "Packed", 3),
            ("shipped", "Shipped", 4), ("delivered", "Delivered", 5),
            ("cancelled", "Cancelled", 9), ("returned", "Returned", 7), ("lost", "Lost", 8)]
for k, l, r in STATUSES:
    d = [(":db/id", s("st-" + k)), (":db/ident", ":status/" + k), (":enum/label", s(l)), (":enum/rank", r)]
    if k != "lost":
        d.append((":enum/active", "true" if k not in ("cancelled", "returned") else "false"))
    d.append((":enum/code", s("S" + k[:3].upper())))
    ent(d)
# an unused status (no order has it), no rank
ent([(":db/id", s("st-onhold")), (":db/ident", ":status/on-hold"), (":enum/label", s("On hold ⏸"))])

REGIONS = [("world", "World", None, 0), ("europe", "Europe", "world", 1), ("benelux", "Benelux", "europe", 2),
           ("nl", "Nederland", "benelux", 3), ("be", "België", "benelux", 3), ("de", "Deutschland", "europe", 2),
           ("americas", "Americas", "world", 1), ("us", "United States", "americas", 2), ("ca", "Canada", "americas", 2),
           ("asia", "Asia", "world", 1), ("jp", "日本", "asia", 2),
           ("atlantis", "Atlantis", "lemuria", -1), ("lemuria", "Lemuria", "atlantis", -1),
           ("limbo", "", "limbo", 0)]
for k, l, p, r in REGIONS:
    d = [(":db/id", s("rg-" + k)), (":db/ident", ":region/" + k), (":enum/label", s(l)), (":enum/rank", r)]
    if p:
        d.append((":region/parent", s("rg-" + p)))
    ent(d)

CARRIERS = [("dhl", "DHL", 1, ["europe", "asia"], "4.95M"), ("ups", "UPS", 2, ["americas", "europe"], "6.50M"),
            ("postnl", "PostNL", 3, ["benelux"], "0M"), ("fedex", "FedEx", 4, ["us", "ca", "jp"], "7.00M"),
            ("self", "", 5, [], "-1.25M")]
for k, l, r, regs, fee in CARRIERS:
    d = [(":db/id", s("ca-" + k)), (":db/ident", ":carrier/" + k), (":enum/label", s(l)), (":enum/rank", r),
         (":carrier/fee", fee)]
    if regs:
        d.append((":carrier/regions", "[" + " ".join(s("rg-" + x) for x in regs) + "]"))
    ent(d)

PRIOS = [("low", "Low", 1), ("normal", "Normal", 2), ("high", "High", 3), ("urgent", "Urgent", 4)]
for k, l, r in PRIOS:
    ent([(":db/id", s("pr-" + k)), (":db/ident", ":priority/" + k), (":enum/label", s(l)), (":enum/rank", r)])

PAYS = [("card", "Card", 1), ("invoice", "Invoice", 2), ("cash", "Cash", 3), ("crypto", "Crypto ₿", 4)]
for k, l, r in PAYS:
    ent([(":db/id", s("pay-" + k)), (":db/ident", ":payment/" + k), (":enum/label", s(l)), (":enum/rank", r)])

FLAGS = ["fragile", "gift-wrap", "express", "hazmat", "oversize", "insured"]
for i, k in enumerate(FLAGS):
    d = [(":db/id", s("fl-" + k)), (":db/ident", ":flag/" + k)]
    if k != "oversize":
        d.append((":enum/label", s(k.replace("-", " ").title())))
    if k not in ("hazmat", "oversize"):
        d.append((":enum/rank", i + 1))
    ent(d)

# ---- customers
FIRST = ["Anna", "Bram", "Chloé", "Dirk", "Émile", "Fatima", "Gert", "Hana", "Ivo", "Józef", "Kenji",
         "Lotte", "Mårten", "Noor", "Olaf", "Pía", "Quinn", "Ruud", "Sofía", "Tomás", "Ümit", "Vera",
         "Wim", "Xu", "Yara", "Zoë", "李", "Ørjan", "Ada", "Bob"]
LAST = ["de Vries", "Jansen", "Müller", "Dubois", "Tanaka", "O'Brien", "Smith", "Nowak", "Peeters", "Schmidt"]
CREG = ["nl", "nl", "be", "de", "us", "ca", "jp", "nl", "de", "us", "limbo", "atlantis", "world"]
TIERS = [":gold", ":silver", ":bronze", ":silver", ":bronze"]
CTAGS = [":b2b", ":newsletter", ":returns-abuse", ":wholesale", ":student"]
NC = 48
for i in range(NC):
    name = FIRST[i % len(FIRST)] + " " + LAST[(i * 7) % len(LAST)]
    if i == 13:
        name = ""
    d = [(":db/id", s(f"c{i}")), (":customer/email", s(f"c{i:02d}@shop.example")),
         (":customer/uuid", f'#uuid "00000000-0000-4000-8000-{i:012d}"'),
         (":customer/name", s(name))]
    if i % 4 != 3:
        d.append((":customer/handle", s(f"@h{i}" if i != 5 else "@ü")))
    if i % 9 != 8:
        d.append((":customer/region", s("rg-" + CREG[i % len(CREG)])))
    if i % 5 != 4:
        d.append((":customer/vip", "true" if i % 3 == 0 else "false"))
    yr = 1995 + (i * 3) % 30
    if i == 7:
        d.append((":customer/since", '#inst "1969-12-31T23:59:59.000-00:00"'))
    else:
        d.append((":customer/since", f'#inst "{yr}-{1 + i % 12:02d}-{1 + (i * 5) % 28:02d}T{(i * 7) % 24:02d}:30:00.000-00:00"'))
    d.append((":customer/tier", TIERS[i % len(TIERS)]))
    if i % 6 != 5:
        d.append((":customer/loc", f"[{round(R.uniform(-60, 70), 3)} {round(R.uniform(-170, 170), 3)}]"))
    if i == 0:
        d.append((":customer/referrer", s("c0")))  # self-loop
    elif i in (10, 11):
        d.append((":customer/referrer", s("c11" if i == 10 else "c10")))  # 2-cycle
    elif i % 3 == 1:
        d.append((":customer/referrer", s(f"c{i // 3}")))
    cr = [0, -5, 12345678901234567890, 100, 7][i % 5]
    d.append((":customer/credit", f"{cr}N"))
    tg = [CTAGS[j] for j in range(len(CTAGS)) if (i >> j) & 1 and j < 3 or (i % 11 == j)]
    if tg:
        d.append((":customer/tags", "[" + " ".join(sorted(set(tg))) + "]"))
    ent(d)

# ---- orders
SKUS = ["SKU-A1", "SKU-B2", "SKU-C3", "SKU-D4", "SKU-É5", "SKU-F6", "", "SKU-H8"]
STW = ["pending", "paid", "packed", "shipped", "shipped", "delivered", "delivered", "delivered",
       "cancelled", "returned", "lost"]
NO = 130
line_no = 0
for i in range(NO):
    c = (i * 7) % NC if i % 10 else (i // 10) % 5
    num = 1 + i // NC if i % 10 else 100 + i
    d = [(":db/id", s(f"o{i}")), (":order/code", s(f"O-{i:04d}")), (":order/customer", s(f"c{c}")),
         (":order/number", num)]
    if i % 17 != 16:
        d.append((":order/status", s("st-" + STW[(i * 5 + i // 7) % len(STW)])))
    if i % 6 != 5:
        d.append((":order/carrier", s("ca-" + CARRIERS[(i * 3) % len(CARRIERS)][0])))
    d.append((":order/priority", s("pr-" + PRIOS[(i * i) % 4][0])))
    if i % 8 != 7:
        d.append((":order/payment", s("pay-" + PAYS[i % 4][0])))
    fl = [FLAGS[j] for j in range(6) if (i * 13 + j * 5) % 9 < 2]
    if fl:
        d.append((":order/flags", "[" + " ".join(s("fl-" + x) for x in fl) + "]"))
    tot = [0, -1250, 10000, 4995, 123456, 99, 5000, 250000, 1, 31415][i % 10] + (i // 10) * 100
    if i % 10 == 0:
        tot = 0 if i == 0 else tot
    totstr = f"{tot // 100}.{tot % 100:02d}M" if tot >= 0 else f"-{(-tot) // 100}.{(-tot) % 100:02d}M"
    if i % 23 == 3:
        totstr = f"{abs(tot) // 100}M"
    d.append((":order/total", totstr))
    if i % 11 != 10:
        w = [0.0, 1.5, 2.25, 0.125, 12.0, 3.3, 7.75, -1.0, 20.5][i % 9]
        d.append((":order/weight", repr(w + (i % 3) * 0.5 if w > 0 else w)))
    pts = [0, 10, 250, -5, 1000, 99999999999999999999][i % 6]
    d.append((":order/points", f"{pts}N"))
    d.append((":order/placed", f'#inst "2024-{1 + i % 12:02d}-{1 + (i * 3) % 28:02d}T{(i * 5) % 24:02d}:{(i * 11) % 60:02d}:00.000-00:00"'))
    if i % 4 == 0:
        d.append((":order/gift", "true" if i % 8 == 0 else "false"))
    if i % 9 == 0:
        d.append((":order/note", s(["", "leave at door", "Bitte klingeln", "配達注意", "call first"][(i // 9) % 5])))
    if i % 3 == 0:
        d.append((":order/parcel", f"[:{['box', 'envelope', 'pallet'][i % 3 if i % 2 else (i // 3) % 3]} {(i % 7) - 1}]"))
    if i % 29 == 28:
        d.append((":order/replaces", s(f"o{i - 1}")))
    if i == 58:
        d.append((":order/replaces", s("o58")))  # self-loop
    lines = []
    for j in range(i % 4):
        lines.append("{" + " ".join([
            f":line/sku {s(SKUS[(i + j * 3) % len(SKUS)])}", f":line/qty {[1, 2, 0, 5, 3, -1][(i + j) % 6]}",
            f":line/price {['9.99M', '0M', '15.00M', '120.5M', '3.333M'][(i * 2 + j) % 5]}"]
            + ([f":line/backorder {'true' if (i + j) % 2 else 'false'}"] if (i + j) % 3 == 0 else [])) + "}")
    if lines:
        d.append((":order/lines", "[" + " ".join(lines) + "]"))
    ent(d)

open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(ENTS) + "]\n")
