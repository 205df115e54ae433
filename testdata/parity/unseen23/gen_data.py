#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the twenty-third unseen parity corpus.

A fleet-telematics system: depots (keyword identity, a double [lat lon]
location), vehicles (string VIN identity, uuid identity, bigint odometers,
instants incl. the epoch and pre-1970, keyword classes, cardinality-many
string tags, component maintenance intervals, a home depot), drivers
(long identity, unique-value license strings, unicode names, instants
before 1970, a mentor graph with a cycle and a self-loop), routes (string
identity, a :route/next ref chain with a cycle and a self-loop), trips
(a composite :db/tupleAttrs [:trip/vehicle :trip/no] identity, uuid,
start/end instants incl. the epoch and far future, bigdec fuel costs,
double distances incl. 0 and negatives, double [lat lon] origin/dest
tuples), engine events (a heterogeneous [keyword long instant] tuple by
:db/tupleTypes). Deterministic. Entity ids: depots 1-5, vehicles 6-25,
drivers 26-40, routes 41-50, then maintenance and trips, events.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:depot/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :depot/name {:db/valueType :db.type/string}
 :depot/loc {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :vehicle/vin {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :vehicle/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :vehicle/make {:db/valueType :db.type/string}
 :vehicle/year {:db/valueType :db.type/long}
 :vehicle/odometer {:db/valueType :db.type/bigint}
 :vehicle/active {:db/valueType :db.type/boolean}
 :vehicle/class {:db/valueType :db.type/keyword}
 :vehicle/home {:db/valueType :db.type/ref}
 :vehicle/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :vehicle/bought {:db/valueType :db.type/instant}
 :vehicle/maint {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :maint/kind {:db/valueType :db.type/keyword}
 :maint/every {:db/valueType :db.type/long}
 :maint/last {:db/valueType :db.type/instant}
 :driver/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :driver/license {:db/valueType :db.type/string :db/unique :db.unique/value}
 :driver/name {:db/valueType :db.type/string}
 :driver/born {:db/valueType :db.type/instant}
 :driver/rating {:db/valueType :db.type/double}
 :driver/mentor {:db/valueType :db.type/ref}
 :driver/vehicles {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :route/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :route/next {:db/valueType :db.type/ref}
 :route/km {:db/valueType :db.type/double}
 :trip/vehicle {:db/valueType :db.type/ref}
 :trip/no {:db/valueType :db.type/long}
 :trip/key {:db/valueType :db.type/tuple :db/tupleAttrs [:trip/vehicle :trip/no] :db/unique :db.unique/identity}
 :trip/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :trip/driver {:db/valueType :db.type/ref}
 :trip/route {:db/valueType :db.type/ref}
 :trip/start {:db/valueType :db.type/instant}
 :trip/end {:db/valueType :db.type/instant}
 :trip/km {:db/valueType :db.type/double}
 :trip/fuel {:db/valueType :db.type/bigdec}
 :trip/ok {:db/valueType :db.type/boolean}
 :trip/origin {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :trip/dest {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :trip/note {:db/valueType :db.type/string}
 :event/trip {:db/valueType :db.type/ref}
 :event/data {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long :db.type/instant]}
 :event/seq {:db/valueType :db.type/long}}
"""

DEPOTS = [("north", "Nordhafen", [53.55, 9.99]), ("south", "Südbahnhof", [48.14, 11.58]),
          ("east", "東京 Depot", [35.68, 139.69]), ("west", "", [0.0, 0.0]), ("pole", "Polar ❄", [-77.85, 166.67])]
MAKES = ["Volvo", "Scania", "MAN", "Iveco", "Ford", "Škoda", "Toyota", "DAF"]
CLASSES = ["truck", "van", "car", "bus"]
TAGS = ["reefer", "hazmat", "electric", "leased", "", "ünïcode"]
DNAMES = ["Ana Silva", "Björn Berg", "Chloé Dubois", "Дмитрий Иванов", "김은지", "François Martin",
          "Giulia Rossi", "佐藤 浩", "Ingrid Larsen", "José García", "Kwame Mensah", "Laila Haddad",
          "", "Søren Nielsen", "Ψ Omega"]
ROUTES = [("A1", 12.5), ("A2", 30.0), ("A3", 0.0), ("B1", 7.25), ("B2", 99.9), ("C1", -1.5),
          ("C2", 45.0), ("Loop", 3.0), ("Ring α", 18.75), ("Solo", 1.0)]
NEXT = {"A1": "A2", "A2": "A3", "A3": "B1", "B1": "B2", "B2": "A2", "C1": "C2", "C2": "Loop",
        "Loop": "Loop", "Ring α": "A1"}  # B2->A2 cycle, Loop self-loop, Solo no next
KINDS = ["oil", "tires", "brakes", "inspection"]
CODES = ["overheat", "lowfuel", "idle", "speeding", "harsh-brake"]


def inst(y, m, d, h=0, mi=0, s=0, ms=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def refs(xs):
    return "[" + " ".join(s(x) for x in xs) + "]"


def b(x):
    return "true" if x else "false"


def vin(i):
    return f"VIN{i:04d}X" if i != 7 else "ВИН-7"


def main():
    ents = []
    for code, name, loc in DEPOTS:
        ents.append([f":db/id {s('d-' + code)}", f":depot/code :{code}", f":depot/name {s(name)}",
                     f":depot/loc [{' '.join(repr(x) for x in loc)}]"])
    NV = 20
    bought = [(1970, 1, 1), (1969, 12, 31, 23, 59, 59, 999), (1955, 6, 15), (2001, 9, 9, 1, 46, 40),
              (2020, 2, 29), (2038, 1, 19, 3, 14, 7), (2999, 12, 31, 23, 59, 59), (1999, 12, 31, 23, 59, 59)]
    for i in range(NV):
        e = [f":db/id {s('v' + str(i))}", f":vehicle/vin {s(vin(i))}",
             f':vehicle/uuid #uuid "00000000-0000-4000-8000-{i:012d}"',
             f":vehicle/make {s(MAKES[i % len(MAKES)])}", f":vehicle/year {1990 + (i * 7) % 35}",
             f":vehicle/class :{CLASSES[i % 4]}"]
        if i % 6 != 5:
            e.append(f":vehicle/odometer {[0, 150000, 999999, 42, 1234567, 7][i % 6] + i * 1000 * (i % 3)}N")
        if i % 5 != 4:
            e.append(f":vehicle/active {b(i % 3 != 1)}")
        if i % 7 != 6:
            e.append(f":vehicle/home {s('d-' + DEPOTS[i % 5][0])}")
        tg = sorted({TAGS[i % 6], TAGS[(i * 5) % 6]}) if i % 4 != 3 else []
        if tg:
            e.append(f":vehicle/tags {refs(tg)}")
        if i % 8 != 7 or i == 7:
            e.append(f":vehicle/bought {inst(*bought[i % len(bought)])}")
        ents.append(e)
    for i, name in enumerate(DNAMES):
        e = [f":db/id {s('dr' + str(i))}", f":driver/id {100 + i * 3}", f":driver/name {s(name)}"]
        if i % 5 != 4:
            e.append(f":driver/license {s('LIC-' + str(5000 - i * 17))}")
        y = [1950, 1969, 1970, 1985, 1999, 1940][i % 6]
        e.append(f":driver/born {inst(y, 1 + i % 12, 1 + (i * 3) % 28, i % 24)}")
        if i % 7 != 3:
            e.append(f":driver/rating {[4.5, 3.0, 0.0, -1.0, 5.0, 2.25, 4.5][i % 7]!r}")
        vs = sorted({(i * 3) % NV, (i * 7 + 1) % NV}) if i % 4 != 0 else []
        if vs:
            e.append(f":driver/vehicles {refs('v' + str(x) for x in vs)}")
        ents.append(e)
    for name, km in ROUTES:
        ents.append([f":db/id {s('r-' + name)}", f":route/name {s(name)}", f":route/km {km!r}"])
    for name in sorted(NEXT):
        ents.append([f":db/id {s('r-' + name)}", f":route/next {s('r-' + NEXT[name])}"])
    mentor = {0: 1, 1: 2, 2: 0, 3: 3, 5: 0, 6: 5, 7: 6, 9: 8, 10: 9, 11: 0}
    for i in sorted(mentor):
        ents.append([f":db/id {s('dr' + str(i))}", f":driver/mentor {s('dr' + str(mentor[i]))}"])
    # maintenance components
    for i in range(NV):
        if i % 3 == 2:
            continue
        ms = []
        for k in range(1 + i % 3):
            kind = KINDS[(i + k) % 4]
            ms.append(f"{{:maint/kind :{kind} :maint/every {[5000, 20000, 0, 15000][(i + k) % 4]} "
                      f":maint/last {inst(2020 + (i + k) % 5, 1 + (i * k) % 12, 1 + i % 28)}}}")
        ents.append([f":db/id {s('v' + str(i))}", f":vehicle/maint [{' '.join(ms)}]"])
    # trips
    rnames = [r[0] for r in ROUTES]
    NT = 130
    tno = {}
    for t in range(NT):
        v = (t * 7) % NV
        if v == 19:
            v = 0
        tno[v] = tno.get(v, 0) + 1
        no = tno[v] if t % 46 != 5 else 0
        if t % 29 == 28:
            no = -tno[v]
        e = [f":db/id {s('t' + str(t))}", f":trip/vehicle {s('v' + str(v))}", f":trip/no {no}",
             f':trip/uuid #uuid "{t:08x}-1111-4222-8333-{t * 97:012x}"']
        if t % 9 != 8:
            e.append(f":trip/driver {s('dr' + str((t * 5) % len(DNAMES)))}")
        if t % 6 != 5:
            e.append(f":trip/route {s('r-' + rnames[t % len(rnames)])}")
        if t == 0:
            st, en = (1970, 1, 1, 0, 0, 0), (1970, 1, 1, 0, 0, 1)
        elif t == 1:
            st, en = (1969, 12, 31, 22, 0, 0), (1970, 1, 1, 0, 0, 0)
        elif t == 2:
            st, en = (2999, 1, 1, 0, 0, 0), (2999, 1, 1, 8, 30, 0)
        elif t == 3:
            st, en = (1960, 5, 5, 5, 5, 5), (1960, 5, 5, 4, 5, 5)  # end before start
        else:
            y = 2018 + t % 7
            mo = 1 + (t * 5) % 12
            dd = 1 + (t * 11) % 28
            h = (t * 3) % 24
            st = (y, mo, dd, h, t % 60, 0)
            en = (y, mo, dd, min(23, h + 1 + t % 5), (t * 7) % 60, 30) if t % 8 != 7 else None
        e.append(f":trip/start {inst(*st)}")
        if en:
            e.append(f":trip/end {inst(*en)}")
        if t % 10 != 9:
            e.append(f":trip/km {round(((t * 37) % 500) / 2.0 - (1.5 if t % 31 == 0 else 0.0), 2)!r}")
        if t % 11 != 10:
            fuel = ["0.00", "12.50", "100", "-3.25", "57.125", "0", "1E+2"][t % 7] if t % 13 else "999.99"
            e.append(f":trip/fuel {fuel}M")
        if t % 4 != 3:
            e.append(f":trip/ok {b(t % 3 != 2)}")
        lat = round(40 + ((t * 13) % 200) / 10.0 - 10, 2)
        lon = round(-5 + ((t * 29) % 300) / 10.0, 2)
        e.append(f":trip/origin [{lat!r} {lon!r}]")
        if t % 5 != 4:
            e.append(f":trip/dest [{round(lat + 0.5, 2)!r} {round(lon - 0.25, 2)!r}]")
        if t % 12 == 0:
            e.append(f":trip/note {s(['', 'late ⏰', 'OK', 'Détour'][(t // 12) % 4])}")
        ents.append(e)
    # events
    for k in range(160):
        t = (k * 3) % NT
        code = CODES[k % len(CODES)]
        val = [0, -5, 120, 7, 9999999999][k % 5] + k
        if k == 1:
            at = (1970, 1, 1, 0, 0, 0)
        elif k == 2:
            at = (1969, 7, 20, 20, 17, 40)
        else:
            at = (2018 + k % 7, 1 + k % 12, 1 + (k * 7) % 28, k % 24, (k * 13) % 60, k % 60)
        ents.append([f":db/id {s('ev' + str(k))}", f":event/trip {s('t' + str(t))}", f":event/seq {k % 7}",
                     f":event/data [:{code} {val} {inst(*at)}]"])
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
