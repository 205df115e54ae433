#!/usr/bin/env python3
"""Writes schema.edn and data.edn of unseen parity corpus 81: a LARGE
ride-hailing platform (deterministic, ~35,000 datoms).

City idents (:db/ident entities referenced by rides/drivers), riders
(string phone identity, unique-value e-mail, uuid identity, unicode names,
bigdec wallet balances incl. 0 and negative, bigint lifetime points,
keyword tags many, promotions many), drivers (string phone identity, long
ratings, a referral graph with a cycle and a self-loop, component vehicle,
[double double] home tuple, keyword langs many), vehicles (uuid identity,
[keyword string] :db/tupleTypes plate, long seats), promotions (string code
identity, bigdec off, double pct), rides (long identity, rider/driver refs,
city ident ref, request/pickup/dropoff instants, bigdec fare, double km,
double surge, boolean cancelled, long rating, composite
[:ride/rider :ride/driver] tuple (not unique)). Missing attributes,
zero/negative/empty/unicode edge values throughout.
"""
import os, datetime
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:rider/phone {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :rider/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :rider/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :rider/name {:db/valueType :db.type/string}
 :rider/joined {:db/valueType :db.type/instant}
 :rider/balance {:db/valueType :db.type/bigdec}
 :rider/points {:db/valueType :db.type/bigint}
 :rider/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :rider/promos {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :rider/city {:db/valueType :db.type/ref}
 :rider/verified {:db/valueType :db.type/boolean}
 :driver/phone {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :driver/name {:db/valueType :db.type/string}
 :driver/rating {:db/valueType :db.type/long}
 :driver/referrer {:db/valueType :db.type/ref}
 :driver/vehicle {:db/valueType :db.type/ref :db/isComponent true}
 :driver/home {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :driver/langs {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :driver/city {:db/valueType :db.type/ref}
 :driver/active {:db/valueType :db.type/boolean}
 :driver/since {:db/valueType :db.type/instant}
 :vehicle/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :vehicle/plate {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/string]}
 :vehicle/seats {:db/valueType :db.type/long}
 :vehicle/make {:db/valueType :db.type/string}
 :promo/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :promo/off {:db/valueType :db.type/bigdec}
 :promo/pct {:db/valueType :db.type/double}
 :ride/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :ride/rider {:db/valueType :db.type/ref}
 :ride/driver {:db/valueType :db.type/ref}
 :ride/city {:db/valueType :db.type/ref}
 :ride/requested {:db/valueType :db.type/instant}
 :ride/pickup {:db/valueType :db.type/instant}
 :ride/dropoff {:db/valueType :db.type/instant}
 :ride/fare {:db/valueType :db.type/bigdec}
 :ride/km {:db/valueType :db.type/double}
 :ride/surge {:db/valueType :db.type/double}
 :ride/cancelled {:db/valueType :db.type/boolean}
 :ride/rating {:db/valueType :db.type/long}
 :ride/promo {:db/valueType :db.type/ref}
 :ride/rider+driver {:db/valueType :db.type/tuple :db/tupleAttrs [:ride/rider :ride/driver]}}
"""

CITIES = ["ams", "ber", "nyc", "lagos", "tokyo", "sao-paulo"]
FIRST = ["Ana", "Björn", "Chloé", "Dmitri", "Eun-ji", "François", "Giulia", "Hiroshi", "Ingrid", "José",
         "Kwame", "Laila", "Mateo", "Nour", "Olga", "Priya", "Quentin", "Rin", "Søren", "Tariq",
         "Uma", "Viktor", "王", "Ximena", "Yusuf", "Zoë", "", "Ψ"]
LAST = ["Silva", "Berg", "Dubois", "Ivanov", "Kim", "Martin", "Rossi", "Sato", "Larsen", "García",
        "Mensah", "Haddad", "López", "Khalil", "Petrova", "Patel", "Morel"]
TAGS = ["student", "business", "frequent", "new", "flagged"]
LANGS = ["en", "de", "fr", "ja", "pt", "yo"]
MAKES = ["Toyota", "Škoda", "Tesla", "BYD", "", "Hyundai"]
NR, ND, NRIDE, NP = 800, 300, 2000, 25
BASE = datetime.datetime(2024, 1, 1, 0, 0, 0)


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def b(x):
    return "true" if x else "false"


def inst(dt):
    return '#inst "' + dt.strftime("%Y-%m-%dT%H:%M:%S") + '.000-00:00"'


def main():
    ents = []
    nd = 0
    for c in CITIES:
        ents.append([f":db/ident :city/{c}"]); nd += 1
    for k in range(NP):
        e = [f":db/id {s('p' + str(k))}", f":promo/code {s('PROMO' + str(k))}",
             f":promo/off {['5.00', '2.50', '0.00', '10.00', '-1.00', '7.25'][k % 6]}M"]
        if k % 4 != 3:
            e.append(f":promo/pct {[0.1, 0.0, 0.25, 0.5][k % 4]!r}")
        ents.append(e); nd += len(e) - 1
    for k in range(NR):
        name = (FIRST[k % len(FIRST)] + " " + LAST[(k * 3) % len(LAST)]).strip()
        e = [f":db/id {s('r' + str(k))}", f":rider/phone {s('+31-6-%05d' % k)}",
             f':rider/uuid #uuid "aaaaaaaa-0000-4000-8000-{k:012d}"', f":rider/name {s(name)}",
             f":rider/joined {inst(BASE - datetime.timedelta(days=(k * 7) % 900, minutes=k))}",
             f":rider/city :city/{CITIES[k % 6]}"]
        if k % 5 != 4:
            e.append(f":rider/email {s('rider%d@ride.example' % k)}")
        if k % 3 != 2:
            e.append(f":rider/balance {['0.00', '12.50', '-5.25', '100.00', '0.01', '250.00', '3.10'][k % 7]}M")
        if k % 4 != 0:
            e.append(f":rider/points {[0, 150, -20, 99999999999, 42][k % 5]}N")
        if k % 6 != 5:
            e.append(f":rider/verified {b(k % 4 != 1)}")
        tg = sorted({TAGS[k % 5], TAGS[(k * 3 + 1) % 5]}) if k % 3 else []
        if tg:
            e.append(":rider/tags [" + " ".join(":" + t for t in tg) + "]")
        if k % 7 == 0:
            e.append(":rider/promos [" + " ".join(sorted({s('p' + str(k % NP)), s('p' + str((k // 7) % NP))})) + "]")
        ents.append(e); nd += len(e) - 1 + (len(tg) - 1 if tg else 0)
    for k in range(ND):
        e = [f":db/id {s('d' + str(k))}", f":driver/phone {s('+1-555-%04d' % k)}",
             f":driver/name {s((LAST[k % len(LAST)] + ' ' + FIRST[(k * 5) % len(FIRST)]).strip())}",
             f":driver/city :city/{CITIES[(k * 5) % 6]}",
             f":driver/since {inst(BASE - datetime.timedelta(days=(k * 13) % 2000, hours=k % 24))}"]
        if k % 10 != 9:
            e.append(f":driver/rating {[5, 4, 3, 0, 5, 4, 2, 1][k % 8]}")
        if k % 8 != 7:
            e.append(f":driver/active {b(k % 3 != 0)}")
        if k % 5 != 4:
            e.append(f":driver/home [{[52.37, 52.52, 40.71, 6.52, 35.68, -23.55][k % 6] + (k % 10) / 100!r} {[4.89, 13.4, -74.0, 3.37, 139.69, -46.63][k % 6]!r}]")
        lg = sorted({LANGS[k % 6], LANGS[(k * 7 + 2) % 6]})
        e.append(":driver/langs [" + " ".join(":" + x for x in lg) + "]")
        if k % 11 != 10:
            plate = f"[:{['NL', 'DE', 'US', 'NG', 'JP', 'BR'][k % 6]} {s(('%03d-' % k) + ['AB', 'XY', 'ÆØ', '', 'カ', 'ZZ'][k % 6])}]"
            e.append(f":driver/vehicle {{:db/id {s('v' + str(k))} :vehicle/uuid #uuid \"bbbbbbbb-0000-4000-9000-{k:012d}\" "
                     f":vehicle/plate {plate} :vehicle/seats {[4, 7, 2, 0, 4][k % 5]} :vehicle/make {s(MAKES[k % 6])}}}")
            nd += 4
        ents.append(e); nd += len(e) - 1 + len(lg) - 1
    for k in range(ND):
        if k % 3 == 1 and k not in (4, 10):
            ents.append([f":db/id {s('d' + str(k))}", f":driver/referrer {s('d' + str((k * 7 + 5) % ND))}"]); nd += 1
    for a, bb in [(4, 4), (10, 20), (20, 30), (30, 10), (60, 60)]:
        ents.append([f":db/id {s('d' + str(a))}", f":driver/referrer {s('d' + str(bb))}"]); nd += 1
    for k in range(NRIDE):
        rd = (k * 37 + k // 9) % NR
        if rd % 40 == 39:
            rd = (rd + 1) % NR  # some riders never ride
        dr = (k * 13 + k // 5) % ND
        if dr % 50 == 49:
            dr = (dr + 1) % ND
        req = BASE + datetime.timedelta(minutes=k * 223 + (k * 17) % 60)
        canc = (k % 13 == 5)
        e = [f":db/id {s('x' + str(k))}", f":ride/id {5000 + k}", f":ride/rider {s('r' + str(rd))}",
             f":ride/driver {s('d' + str(dr))}", f":ride/city :city/{CITIES[(k * 7 + k // 3) % 6]}",
             f":ride/requested {inst(req)}", f":ride/cancelled {b(canc)}"]
        if k % 17 != 16:
            e.append(f":ride/surge {[1.0, 1.5, 2.25, 1.0, 3.0, 1.2][k % 6]!r}")
        if not canc:
            e.append(f":ride/pickup {inst(req + datetime.timedelta(minutes=2 + k % 15))}")
            e.append(f":ride/dropoff {inst(req + datetime.timedelta(minutes=10 + (k * 7) % 70))}")
            e.append(f":ride/km {[0.0, 3.5, 12.25, 1.1, 40.0, 7.75, 0.4][k % 7] + (k % 5)!r}")
            fare = "0.00" if k % 97 == 3 else ("-3.50" if k % 101 == 7 else "%d.%02d" % (4 + (k * 31) % 60, (k * 7) % 100))
            e.append(f":ride/fare {fare}M")
            if k % 4 != 3:
                e.append(f":ride/rating {[5, 4, 5, 3, 1, 0, 5, 2][k % 8]}")
        if k % 9 == 4:
            e.append(f":ride/promo {s('p' + str(k % NP))}")
        ents.append(e); nd += len(e) - 1 + 1  # + composite tuple
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")
    print(len(ents), "entity maps, ~", nd, "datoms")


if __name__ == "__main__":
    main()
