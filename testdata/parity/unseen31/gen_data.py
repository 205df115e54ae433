#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the thirty-first unseen parity corpus.

A ride-sharing dispatch app: zones (a keyword identity, a symmetric
neighbour graph with a self-loop, double surge), riders (a string phone
identity, a unique-value e-mail, unicode / quote / backslash / percent
names, ratings with gaps, bigint lifetime trips, component payment
methods, keyword tags), drivers (a phone identity, double rating, a
heterogeneous [string long] car tuple, a homogeneous double location
tuple, a mentor graph with a cycle and a self-loop), shifts (a composite
:db/tupleAttrs [:shift/driver :shift/date] identity), promos (uuid
identity) and trips (long id identity, request/pickup/dropoff instants,
bigdec fares incl. 0 and negative, double distances, ratings 1-5 with
gaps, surge, status and cancel-reason keywords). Deterministic.
"""
import os, random, datetime
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(31)

SCHEMA = """{:zone/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :zone/name {:db/valueType :db.type/string}
 :zone/neighbours {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :zone/surge {:db/valueType :db.type/double}
 :zone/airport {:db/valueType :db.type/boolean}
 :rider/phone {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :rider/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :rider/name {:db/valueType :db.type/string}
 :rider/rating {:db/valueType :db.type/long}
 :rider/joined {:db/valueType :db.type/instant}
 :rider/vip {:db/valueType :db.type/boolean}
 :rider/home {:db/valueType :db.type/ref}
 :rider/lifetime {:db/valueType :db.type/bigint}
 :rider/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :rider/payments {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :rider/referrer {:db/valueType :db.type/ref}
 :pay/method {:db/valueType :db.type/keyword}
 :pay/last4 {:db/valueType :db.type/string}
 :pay/default {:db/valueType :db.type/boolean}
 :driver/phone {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :driver/name {:db/valueType :db.type/string}
 :driver/rating {:db/valueType :db.type/double}
 :driver/lifetime {:db/valueType :db.type/bigint}
 :driver/active {:db/valueType :db.type/boolean}
 :driver/zone {:db/valueType :db.type/ref}
 :driver/car {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/string :db.type/long]}
 :driver/loc {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :driver/mentor {:db/valueType :db.type/ref}
 :driver/langs {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :driver/licence {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :shift/driver {:db/valueType :db.type/ref}
 :shift/date {:db/valueType :db.type/string}
 :shift/driver+date {:db/valueType :db.type/tuple :db/tupleAttrs [:shift/driver :shift/date] :db/unique :db.unique/identity}
 :shift/hours {:db/valueType :db.type/double}
 :shift/zone {:db/valueType :db.type/ref}
 :promo/code {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :promo/label {:db/valueType :db.type/string}
 :promo/pct {:db/valueType :db.type/long}
 :promo/expires {:db/valueType :db.type/instant}
 :trip/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :trip/rider {:db/valueType :db.type/ref}
 :trip/driver {:db/valueType :db.type/ref}
 :trip/requested {:db/valueType :db.type/instant}
 :trip/pickup {:db/valueType :db.type/instant}
 :trip/dropoff {:db/valueType :db.type/instant}
 :trip/fare {:db/valueType :db.type/bigdec}
 :trip/distance {:db/valueType :db.type/double}
 :trip/rating {:db/valueType :db.type/long}
 :trip/surge {:db/valueType :db.type/double}
 :trip/status {:db/valueType :db.type/keyword}
 :trip/cancel-reason {:db/valueType :db.type/keyword}
 :trip/from {:db/valueType :db.type/ref}
 :trip/to {:db/valueType :db.type/ref}
 :trip/promo {:db/valueType :db.type/ref}
 :trip/note {:db/valueType :db.type/string}
 :trip/shared {:db/valueType :db.type/boolean}}
"""

def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'

def inst(dt):
    return '#inst "%s"' % dt.strftime("%Y-%m-%dT%H:%M:%S.000-00:00")

def uid(n, k):
    return '#uuid "%08d-0000-4000-8000-%012d"' % (k, n)

ZONES = [("downtown", "Downtown", 1.5, False), ("airport", "Aéroport Nord", 2.0, True),
         ("harbor", "Harbor", 1.0, False), ("uptown", "Uptown", 1.25, False),
         ("old-town", "Старый город", 1.0, False), ("campus", "Campus", 0.0, False),
         ("suburb-e", "East Suburb", 1.0, False), ("suburb-w", "West Suburb", 1.0, False),
         ("stadium", "Stadium ⚽", 3.0, False), ("island", "Island", -1.0, False),
         ("mall", "", 1.1, False), ("docks", "Docks", 1.0, None)]
EDGES = [("downtown", "airport"), ("downtown", "harbor"), ("downtown", "uptown"), ("uptown", "campus"),
         ("harbor", "old-town"), ("old-town", "downtown"), ("suburb-e", "downtown"),
         ("suburb-w", "uptown"), ("stadium", "suburb-e"), ("mall", "suburb-w"), ("harbor", "docks"),
         ("docks", "docks")]  # self-loop; island isolated
NB = {z[0]: set() for z in ZONES}
for a, b in EDGES:
    NB[a].add(b); NB[b].add(a)

RNAMES = ["Ana", "Zoë Ødegaard", "O'Brien", "Back\\Slash", "100% Legit", "Dr. Who?", "", "李雷",
          "Ωmega", "Ann-Marie", "ann", "a.b*c", "Émile Zola", "😀 Smiley", "José Ñúñez", "Mary \"Mo\" Lee",
          "Ana Banana", "Bob", "bob", "Chloé", "Dmitri Петров", "Eve", "Fatima al-Zahra", "Gus (Jr.)",
          "Hana 花", "Ivan", "Jo", "Kai", "Liam", "Mia", "Noah", "Olivia", "Pia", "Quinn", "Raj",
          "Sara", "Tom", "Uma", "Vic", "[x]"]
DNAMES = ["Dave", "Dolores", "Đorđe", "Ewa", "Farid", "Gita", "Hugo", "Ines", "Jamal", "Kenji",
          "Lena", "Marco", "Nadia", "Omar", "Priya", "Quentin", "Rosa", "Sven", "Tariq", "Ümit"]
CARS = [("Prius", 2019), ("Model 3", 2022), ("Corolla", 2015), ("Leaf", 2020), ("Ioniq", 2021),
        ("Civic", 2018), ("Octavia", 2017), ("Prius", 2023), ("Golf", 2016), ("", 0)]
STAT = [":completed"] * 7 + [":cancelled", ":no-show", ":in-progress"]
REASONS = [":rider-cancel", ":driver-cancel", ":timeout", ":weather"]
NOTES = ["gate 4", "", "call on arrival", "50% off?", "c:\\temp", "\"quiet\" please", "ünïcödé", "need car seat", "Gate 4"]

out = []
zid = {}
for i, (c, n, surge, ap) in enumerate(ZONES):
    parts = ['{:db/id "z-%s" :zone/code :%s :zone/name %s :zone/surge %r' % (c, c, s(n), surge)]
    if ap is not None:
        parts.append(":zone/airport %s" % ("true" if ap else "false"))
    out.append(" ".join(parts) + "}")
for a in sorted(NB):
    if NB[a]:
        out.append('{:db/id "z-%s" :zone/neighbours [%s]}' % (a, " ".join('"z-%s"' % b for b in sorted(NB[a]))))

for k in range(6):
    exp = datetime.datetime(2026, 10 + k % 3, 1 + 5 * k, 0, 0, 0)
    out.append('{:db/id "p%d" :promo/code %s :promo/label %s :promo/pct %d :promo/expires %s}' % (
        k, uid(k, 77), s(["WELCOME", "SPRING", "50%OFF", "vip", "", "ÉTÉ"][k]), [10, 15, 50, 0, 100, -5][k], inst(exp)))

base = datetime.datetime(2026, 11, 1, 0, 0, 0)
ZC = [z[0] for z in ZONES]
for i, n in enumerate(RNAMES):
    parts = ['{:db/id "r%d" :rider/phone "+1-555-%04d" :rider/name %s' % (i, 1000 + i, s(n))]
    if i % 4 != 3:
        parts.append(":rider/email %s" % s("rider%d@mail.example" % i))
    if i % 5 != 2:
        parts.append(":rider/rating %d" % (1 + (i * 3) % 5))
    parts.append(":rider/joined %s" % inst(datetime.datetime(2020 + i % 7, 1 + i % 12, 1 + i % 28, i % 24, (i * 7) % 60)))
    if i % 3 != 1:
        parts.append(":rider/vip %s" % ("true" if i % 3 == 0 else "false"))
    parts.append(':rider/home "z-%s"' % ZC[i % len(ZC)])
    lt = [0, 1, 12, 250, 99999999999999999999, -3][i % 6]
    if i % 7 != 6:
        parts.append(":rider/lifetime %dN" % lt)
    tags = [t for j, t in enumerate([":student", ":business", ":new", ":flagged"]) if (i >> j) & 1]
    if tags:
        parts.append(":rider/tags [%s]" % " ".join(tags))
    pays = []
    for j in range(i % 3):
        m = [":card", ":cash", ":wallet", ":voucher"][(i + j) % 4]
        pays.append('{:pay/method %s :pay/last4 %s :pay/default %s}' % (m, s("%04d" % ((i * 37 + j * 11) % 10000)) if m != ":cash" else '""', "true" if j == 0 else "false"))
    if pays:
        parts.append(":rider/payments [%s]" % " ".join(pays))
    if i >= 3 and i % 4 == 0:
        parts.append(':rider/referrer "r%d"' % (i // 4))
    if i == 5:
        parts.append(':rider/referrer "r5"')
    out.append(" ".join(parts) + "}")

for i, n in enumerate(DNAMES):
    c = CARS[i % len(CARS)]
    parts = ['{:db/id "d%d" :driver/phone "+1-555-9%03d" :driver/name %s' % (i, i, s(n)),
             ":driver/licence %s" % uid(i, 9)]
    if i % 6 != 5:
        parts.append(":driver/rating %r" % [4.9, 4.5, 5.0, 3.2, 0.0, 4.75, 4.1, 2.5][i % 8])
    parts.append(":driver/lifetime %dN" % [0, 1200, 58000, 7, 123456789012345678901234, 300][i % 6])
    parts.append(":driver/active %s" % ("false" if i % 5 == 4 else "true"))
    parts.append(':driver/zone "z-%s"' % ZC[(i * 5) % len(ZC)])
    if i % 7 != 6:
        parts.append(":driver/car [%s %d]" % (s(c[0]), c[1]))
    parts.append(":driver/loc [%r %r]" % (round(40.0 + i * 0.013 - 0.1, 3), round(-73.9 - i * 0.021, 3)) if i != 3 else ":driver/loc [0.0 0.0]")
    langs = [l for j, l in enumerate(["en", "es", "fr", "zh", "ar"]) if (i * 3 >> j) & 1]
    if langs:
        parts.append(":driver/langs [%s]" % " ".join(s(l) for l in langs))
    if i == 7:
        parts.append(':driver/mentor "d7"')   # self-loop
    elif i > 0:
        parts.append(':driver/mentor "d%d"' % ((i - 1) // 2))
    out.append(" ".join(parts) + "}")
out.append('{:db/id "d0" :driver/mentor "d2"}')   # cycle d0 -> d2 -> d0

for i in range(40):
    d = i % 20
    date = "2026-11-%02d" % (1 + i // 20 + (d % 3))
    out.append('{:db/id "sh%d" :shift/driver "d%d" :shift/date %s :shift/hours %r :shift/zone "z-%s"}' % (
        i, d, s(date), [8.0, 6.5, 10.0, 0.0, 4.25][i % 5], ZC[(d * 5 + i) % len(ZC)]))

for t in range(220):
    st = STAT[(t * 7) % 10]
    parts = ['{:trip/id %d' % (1000 + t)]
    r = (t * 13) % len(RNAMES)
    if t % 11 != 10:
        parts.append(':trip/rider "r%d"' % r)
    req = base + datetime.timedelta(minutes=37 * t + (t * t) % 23)
    parts.append(":trip/requested %s" % inst(req))
    parts.append(':trip/status %s' % st)
    fz = ZC[(t * 3) % len(ZC)]
    tz = ZC[(t * 5 + 1) % len(ZC)]
    parts.append(':trip/from "z-%s" :trip/to "z-%s"' % (fz, tz))
    if st != ":cancelled" or t % 2 == 0:
        parts.append(':trip/driver "d%d"' % ((t * 7) % 20))
    if st in (":completed", ":in-progress"):
        pu = req + datetime.timedelta(minutes=3 + t % 9)
        parts.append(":trip/pickup %s" % inst(pu))
        if st == ":completed":
            parts.append(":trip/dropoff %s" % inst(pu + datetime.timedelta(minutes=5 + (t * 7) % 40)))
            dist = [0.0, 1.2, 3.75, 12.5, 25.0, 7.3, 0.4, 18.9][t % 8]
            parts.append(":trip/distance %r" % dist)
            fare = ["0.00", "5.50", "12.75", "33.10", "61.00", "21.40", "4.99", "48.20", "-5.00", "12.75"][t % 10]
            parts.append(":trip/fare %sM" % fare)
            if t % 6 != 5:
                parts.append(":trip/rating %d" % (1 + (t * 7) % 5))
    else:
        parts.append(":trip/cancel-reason %s" % REASONS[t % 4])
    parts.append(":trip/surge %r" % [1.0, 1.0, 1.5, 2.0, 1.0, 1.25, 3.0][t % 7])
    if t % 9 == 0:
        parts.append(':trip/promo "p%d"' % (t % 6))
    if t % 4 == 1:
        parts.append(":trip/note %s" % s(NOTES[t % len(NOTES)]))
    if t % 5 == 0:
        parts.append(":trip/shared %s" % ("true" if t % 10 == 0 else "false"))
    out.append(" ".join(parts) + "}")

open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(out) + "]\n")
