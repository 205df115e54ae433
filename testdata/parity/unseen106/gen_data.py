#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen106 parity corpus (deterministic).

Shipment tracking: carriers (keyword identity, bigdec rate), hubs (string
identity, unicode names, negative longitude, a link graph with a cycle and a
self-loop, component dock entities), customers (string identity, unique-value
email with some missing, empty names), parcels (string identity, tuple
dims, cardinality-many tags, bigint declared value, bigdec fee, double weight,
status keywords, sometimes missing destination), scans (parcel ref, hub ref,
instant, kind keyword), customs holds (boolean cleared sometimes missing).
"""
import os, random
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(106)
SCHEMA = """{:carrier/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :carrier/name {:db/valueType :db.type/string}
 :carrier/rate {:db/valueType :db.type/bigdec}
 :carrier/active {:db/valueType :db.type/boolean}
 :hub/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :hub/name {:db/valueType :db.type/string}
 :hub/lon {:db/valueType :db.type/double}
 :hub/capacity {:db/valueType :db.type/long}
 :hub/links {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :hub/docks {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :dock/no {:db/valueType :db.type/long}
 :dock/kind {:db/valueType :db.type/keyword}
 :cust/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :cust/name {:db/valueType :db.type/string}
 :cust/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :cust/country {:db/valueType :db.type/string}
 :cust/vip {:db/valueType :db.type/boolean}
 :parcel/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :parcel/sender {:db/valueType :db.type/ref}
 :parcel/recipient {:db/valueType :db.type/ref}
 :parcel/carrier {:db/valueType :db.type/ref}
 :parcel/origin {:db/valueType :db.type/ref}
 :parcel/dest {:db/valueType :db.type/ref}
 :parcel/weight {:db/valueType :db.type/double}
 :parcel/fee {:db/valueType :db.type/bigdec}
 :parcel/declared {:db/valueType :db.type/bigint}
 :parcel/status {:db/valueType :db.type/keyword}
 :parcel/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :parcel/dims {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/long :db.type/long :db.type/long]}
 :parcel/created {:db/valueType :db.type/instant}
 :parcel/note {:db/valueType :db.type/string}
 :scan/parcel {:db/valueType :db.type/ref}
 :scan/hub {:db/valueType :db.type/ref}
 :scan/at {:db/valueType :db.type/instant}
 :scan/kind {:db/valueType :db.type/keyword}
 :scan/seq {:db/valueType :db.type/long}
 :hold/parcel {:db/valueType :db.type/ref}
 :hold/reason {:db/valueType :db.type/string}
 :hold/cleared {:db/valueType :db.type/boolean}
 :hold/days {:db/valueType :db.type/long}}
"""
def s(x): return '"' + x.replace('\\', '\\\\').replace('"', '\\"') + '"'
def inst(day, h): return f'#inst "2026-{1 + day // 28:02d}-{1 + day % 28:02d}T{h:02d}:{R.randrange(60):02d}:00.000-00:00"'
L = []
CARR = [("dhl", "DHL Express", "4.50M", "true"), ("ups", "UPS", "3.75M", "true"),
        ("post", "Deutsche Post", "1.20M", "false"), ("yamato", "ヤマト運輸", "2.00M", None), ("noop", "", "0.00M", "true")]
for c, n, r, a in CARR:
    L.append("{" + f':db/id {s("c"+c)} :carrier/code :{c} :carrier/name {s(n)} :carrier/rate {r}' + (f" :carrier/active {a}" if a else "") + "}")
HUBS = [("FRA", "Frankfurt", 8.68), ("LHR", "London Heathrow", -0.45), ("JFK", "New York JFK", -73.78), ("NRT", "成田 Narita", 140.39),
        ("GRU", "São Paulo", -46.47), ("DXB", "Dubai", 55.36), ("ZRH", "Zürich", 8.55), ("CDG", "", 2.55), ("MEX", "Ciudad de México", -99.07), ("SYD", "Sydney", 151.17)]
LINKS = {"FRA": ["LHR", "ZRH", "DXB"], "LHR": ["JFK", "FRA"], "JFK": ["GRU", "MEX"], "NRT": ["SYD", "NRT"], "GRU": [], "DXB": ["NRT"],
         "ZRH": ["CDG"], "CDG": ["FRA"], "MEX": [], "SYD": []}
for i, (h, n, lon) in enumerate(HUBS):
    parts = [f':db/id {s("h"+h)} :hub/id {s(h)} :hub/name {s(n)} :hub/lon {lon}']
    if h != "MEX": parts.append(f":hub/capacity {R.randrange(50, 500) * (1 if h != 'SYD' else -1)}")
    if LINKS[h]: parts.append(":hub/links [" + " ".join(s("h"+x) for x in LINKS[h]) + "]")
    if i % 3 != 2:
        parts.append(":hub/docks [" + " ".join("{" + f":dock/no {d} :dock/kind :{R.choice(['truck','air','rail'])}" + "}" for d in range(1, 2 + i % 3)) + "]")
    L.append("{" + " ".join(parts) + "}")
NAMES = ["Anna Müller", "Björn Ågren", "Chloé Dubois", "Dmitri Иванов", "李娜", "", "O'Brien", "Zoë \"Z\" Adams", "Jürgen", "Ünal Yılmaz",
         "Mia", "Noah", "Olga", "Pedro Ñúñez", "Quinn", "Raj", "Sara", "Tomás", "Uma", "Vera", "Wen", "Xavier", "Yusuf", "Zara", "José", "Kenji 健二", "Lena", "Marek", "Nia", "Omar"]
CTRY = ["DE", "GB", "US", "JP", "BR", "AE", "CH", "FR", "MX", "AU"]
for i, n in enumerate(NAMES):
    p = [f':db/id {s("u%d" % i)} :cust/id {s("CU%03d" % i)} :cust/name {s(n)} :cust/country {s(CTRY[i % 10])}']
    if i % 4 != 3: p.append(f':cust/email {s("c%d@example.com" % i)}')
    if i % 5 == 0: p.append(":cust/vip true")
    elif i % 5 == 1: p.append(":cust/vip false")
    L.append("{" + " ".join(p) + "}")
STAT = ["created", "in-transit", "delivered", "returned", "lost"]
TAGS = ["fragile", "express", "hazmat", "cold", "oversize"]
scans = 0
for i in range(180):
    hs = R.sample([h for h, _, _ in HUBS], 3)
    p = [f':db/id {s("p%d" % i)} :parcel/id {s("P%04d" % i)} :parcel/sender {s("u%d" % R.randrange(30))}',
         f':parcel/carrier {s("c" + CARR[i % 5][0])} :parcel/origin {s("h" + hs[0])}']
    if i % 7 != 0: p.append(f':parcel/dest {s("h" + hs[2])}')
    if i % 6 != 5: p.append(f':parcel/recipient {s("u%d" % R.randrange(30))}')
    if i % 9 != 4: p.append(f":parcel/weight {R.choice([0.0, -1.5, 0.25, 1.5, 2.75, 12.125, 30.0, 0.1])}")
    p.append(f":parcel/fee {R.randrange(-500, 5000) / 100:.2f}M")
    if i % 4 == 0: p.append(f":parcel/declared {R.choice([0, 5, 100, 99999999999, -20])}N")
    p.append(f":parcel/status :{STAT[R.randrange(5)]}")
    t = R.sample(TAGS, R.randrange(0, 3))
    if t: p.append(":parcel/tags [" + " ".join(":" + x for x in t) + "]")
    if i % 3 != 1: p.append(f":parcel/dims [{R.randrange(1, 60)} {R.randrange(1, 60)} {R.randrange(1, 60)}]")
    p.append(f":parcel/created {inst(i % 80, 8)}")
    if i % 10 == 0: p.append(f':parcel/note {s(R.choice(["", "leave at door", "Nicht knicken", "壊れ物", "call first"]))}')
    L.append("{" + " ".join(p) + "}")
    for k in range(R.randrange(0, 5)):
        L.append("{" + f':scan/parcel {s("p%d" % i)} :scan/hub {s("h" + hs[min(k, 2)])} :scan/at {inst(i % 80 + k, 9 + k)} :scan/kind :{["pickup","arrive","depart","deliver","exception"][k]} :scan/seq {k}' + "}")
    if i % 8 == 3:
        h = [f':hold/parcel {s("p%d" % i)} :hold/reason {s(R.choice(["documents", "duty unpaid", "", "inspección"]))} :hold/days {R.randrange(-1, 15)}']
        if i % 16 == 3: h.append(":hold/cleared " + R.choice(["true", "false"]))
        L.append("{" + " ".join(h) + "}")
open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(L) + "]\n")
