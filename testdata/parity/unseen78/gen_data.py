#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen78 parity corpus.

A large bike-share network (~33,000 datoms): neighbourhoods (string
identity, an adjacency graph with a cycle and a self-loop); stations
(string code identity, hood ref, neighbour refs forming a ring with chords,
self-loops, a double [lat lon] tuple, component docks, keyword tags (many),
instants, booleans); bikes (uuid identity, unique-value serials, keyword
models, home station refs, bigint values, double battery); riders (email
identity, component membership with keyword plan, bigdec price, instant;
friends graph); trips (long identity, bike/rider/from/to refs, start/end
instants, secs longs, bigdec fares, double ratings, some missing);
maintenance events (composite unique identity [:maint/bike :maint/no],
heterogeneous [keyword long string] parts tuple). Deterministic.
"""
import os, datetime

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:hood/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :hood/adjacent {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :hood/zone {:db/valueType :db.type/long}
 :station/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :station/name {:db/valueType :db.type/string}
 :station/hood {:db/valueType :db.type/ref}
 :station/capacity {:db/valueType :db.type/long}
 :station/loc {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :station/neighbors {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :station/opened {:db/valueType :db.type/instant}
 :station/charging {:db/valueType :db.type/boolean}
 :station/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :station/docks {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :dock/no {:db/valueType :db.type/long}
 :dock/status {:db/valueType :db.type/keyword}
 :bike/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :bike/serial {:db/valueType :db.type/string :db/unique :db.unique/value}
 :bike/electric {:db/valueType :db.type/boolean}
 :bike/model {:db/valueType :db.type/keyword}
 :bike/home {:db/valueType :db.type/ref}
 :bike/odometer {:db/valueType :db.type/long}
 :bike/battery {:db/valueType :db.type/double}
 :bike/value {:db/valueType :db.type/bigint}
 :rider/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :rider/name {:db/valueType :db.type/string}
 :rider/age {:db/valueType :db.type/long}
 :rider/membership {:db/valueType :db.type/ref :db/isComponent true}
 :rider/friends {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :rider/rating {:db/valueType :db.type/double}
 :membership/plan {:db/valueType :db.type/keyword}
 :membership/price {:db/valueType :db.type/bigdec}
 :membership/since {:db/valueType :db.type/instant}
 :trip/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :trip/bike {:db/valueType :db.type/ref}
 :trip/rider {:db/valueType :db.type/ref}
 :trip/from {:db/valueType :db.type/ref}
 :trip/to {:db/valueType :db.type/ref}
 :trip/start {:db/valueType :db.type/instant}
 :trip/end {:db/valueType :db.type/instant}
 :trip/secs {:db/valueType :db.type/long}
 :trip/fare {:db/valueType :db.type/bigdec}
 :trip/rating {:db/valueType :db.type/double}
 :maint/bike {:db/valueType :db.type/ref}
 :maint/no {:db/valueType :db.type/long}
 :maint/bike+no {:db/valueType :db.type/tuple :db/tupleAttrs [:maint/bike :maint/no] :db/unique :db.unique/identity}
 :maint/at {:db/valueType :db.type/instant}
 :maint/kind {:db/valueType :db.type/keyword}
 :maint/cost {:db/valueType :db.type/bigdec}
 :maint/parts {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long :db.type/string]}}
"""

HOODS = ["Mitte", "Kreuzberg", "Neukölln", "Friedrichshain", "Prenzlauer Berg", "Wedding", "Moabit",
         "Schöneberg", "Tempelhof", "Charlottenburg", "Pankow", "", "Köpenick 🚲", "Spandau", "Lichtenberg"]
NS, NB, NR, NT, NM = 150, 400, 300, 3000, 500
MODELS = ["city", "cargo", "ebike", "kids", "tandem"]
PLANS = ["day", "month", "year", "student", "none"]
PRICES = ["2.50", "14.90", "99.00", "0.00", "-1.00", "49.5"]
FARES = ["1.50", "0.00", "3.25", "2.5", "10.00", "0.75", "-0.50"]
TAGS = ["metro", "park", "uni", "mall", "river", "hill"]
KINDS = ["tyre", "brake", "chain", "battery", "light"]


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def inst(dt):
    return '#inst "' + dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{dt.microsecond // 1000:03d}Z" + '"'


BASE = datetime.datetime(2024, 3, 1, 6, 0, 0)


def scode(i):
    return f"ST{i:03d}"


def buuid(i):
    return f"b1ce0000-0000-4000-8000-{i:012d}"


def email(i):
    return f"rider{i}@bike.example" if i % 37 != 36 else f"Ränder{i}@bike.example"


def trip_vals(t):
    st = BASE + datetime.timedelta(minutes=t * 17 + (t % 7) * 3, seconds=t % 60)
    secs = [0, 300, 600, 900, 1200, 1800, 2700, 3600, 45, 7200, 120][t % 11] + (t % 13) * 10
    if t % 11 == 0:
        secs = 0
    return st, secs


def main():
    ents = []
    for h, name in enumerate(HOODS):
        e = [f":db/id {s('h' + str(h))}", f":hood/name {s(name)}", f":hood/zone {[1, 1, 2, 2, 3, 0, -1][h % 7]}"]
        ents.append(e)
    for h in range(len(HOODS)):
        adj = sorted({(h + 1) % len(HOODS), (h * 3) % len(HOODS)} - ({h} if h != 4 else set()))
        if h == 4:
            adj = sorted(set(adj) | {4})
        if h == 11:
            adj = []
        if adj:
            ents.append([f":db/id {s('h' + str(h))}", ":hood/adjacent [" + " ".join(s('h' + str(a)) for a in adj) + "]"])
    for i in range(NS):
        e = [f":db/id {s('s' + str(i))}", f":station/code {s(scode(i))}"]
        nm = [f"Station {i}", f"Straße {i}", f"Platz {i} ✓", ""][i % 4] if i % 19 else f"S{i}"
        e.append(f":station/name {s(nm)}")
        if i % 29 != 28:
            e.append(f":station/hood {s('h' + str(i % len(HOODS)))}")
        e.append(f":station/capacity {[10, 20, 0, 15, 30, 25, 5][i % 7]}")
        if i % 10 != 9:
            e.append(f":station/loc [{52.4 + (i % 13) * 0.01!r} {13.3 + (i % 17) * -0.01!r}]")
        e.append(f":station/opened {inst(datetime.datetime(2015 + i % 9, 1 + i % 12, 1 + i % 28, i % 24, 0, 0))}")
        if i % 6 != 5:
            e.append(f":station/charging {'true' if i % 3 == 0 else 'false'}")
        tg = sorted({TAGS[i % 6], TAGS[(i * 7) % 6], TAGS[(i // 6) % 6]}) if i % 4 else []
        if tg:
            e.append(":station/tags [" + " ".join(":" + t for t in tg) + "]")
        docks = []
        for d in range(i % 4):
            docks.append(f"{{:dock/no {d + 1} :dock/status :{['ok', 'broken', 'ok', 'reserved'][(i + d) % 4]}}}")
        if docks:
            e.append(":station/docks [" + " ".join(docks) + "]")
        ents.append(e)
    for i in range(NS):
        nb = {(i + 1) % NS}
        if i % 5 == 0:
            nb.add((i + 7) % NS)
        if i % 25 == 0:
            nb.add(i)  # self-loop
        if i % 50 == 49:
            nb = set()  # breaks the ring: reachability is partial
        if i >= 140:
            nb = {140 + (i - 139) % 10}  # a separate small cycle 140..149
        if nb:
            ents.append([f":db/id {s('s' + str(i))}", ":station/neighbors [" + " ".join(s('s' + str(n)) for n in sorted(nb)) + "]"])
    for i in range(NB):
        e = [f":db/id {s('b' + str(i))}", f':bike/uuid #uuid "{buuid(i)}"', f":bike/serial {s(f'SN-{(i * 7919) % 100000:05d}')}",
             f":bike/model :{MODELS[i % 5]}"]
        if i % 8 != 7:
            e.append(f":bike/electric {'true' if i % 5 == 2 or i % 3 == 0 else 'false'}")
        if i % 13 != 12:
            e.append(f":bike/home {s('s' + str((i * 3) % NS))}")
        e.append(f":bike/odometer {[0, 1200, 53000, -5, 999999, 42][i % 6] + i}")
        if i % 5 == 2:
            e.append(f":bike/battery {[1.0, 0.5, 0.0, 0.875, -0.0][(i // 5) % 5]!r}")
        if i % 4 != 3:
            e.append(f":bike/value {[0, 1500, 99999999999999999999, -1, 2500][i % 5]}N")
        ents.append(e)
    for i in range(NR):
        e = [f":db/id {s('r' + str(i))}", f":rider/email {s(email(i))}",
             f":rider/name {s(['Ana', 'Björn', 'Chloé', 'Dmitri', 'Eve', '', 'Fūka', 'Gus'][i % 8] + ('' if i % 8 == 5 else f' {i}'))}"]
        if i % 9 != 8:
            e.append(f":rider/age {[16, 25, 34, 0, 67, 45, 19, 52][i % 8] + i % 3}")
        if i % 7 != 6:
            e.append(f":rider/rating {[4.5, 3.0, 5.0, 0.0, 2.25, 4.75][i % 6]!r}")
        if i % 5 != 4:
            dt = datetime.datetime(2020 + i % 5, 1 + i % 12, 1 + i % 28, 0, 0, 0)
            e.append(f":rider/membership {{:membership/plan :{PLANS[i % 5]} :membership/price {PRICES[i % 6]}M :membership/since {inst(dt)}}}")
        ents.append(e)
    for i in range(NR):
        fr = set()
        if i % 3 == 0:
            fr.add((i + 3) % NR)
        if i % 10 == 0:
            fr.add((i + 1) % NR)
        if i % 50 == 0:
            fr.add(i)
        if fr:
            ents.append([f":db/id {s('r' + str(i))}", ":rider/friends [" + " ".join(s('r' + str(f)) for f in sorted(fr)) + "]"])
    for t in range(NT):
        st, secs = trip_vals(t)
        fr = (t * 7) % NS
        to = (t * 11 + 3) % NS
        e = [f":trip/id {t + 1}", f":trip/from {s('s' + str(fr))}", f":trip/to {s('s' + str(to))}",
             f":trip/start {inst(st)}", f":trip/secs {secs}"]
        if t % 17 != 16:
            e.append(f":trip/bike {s('b' + str((t * 13) % NB))}")
        if t % 23 != 22:
            e.append(f":trip/rider {s('r' + str((t * 7 + t // 300) % NR))}")
        if t % 5 != 4:
            e.append(f":trip/end {inst(st + datetime.timedelta(seconds=secs))}")
        if t % 3 != 2:
            e.append(f":trip/fare {FARES[t % 7]}M")
        if t % 4 == 0:
            e.append(f":trip/rating {[5.0, 4.0, 1.5, 0.0, 3.5, -1.0][(t // 4) % 6]!r}")
        ents.append(e)
    for m in range(NM):
        b = (m * 7) % NB
        no = m // 70 + 1
        e = [f":maint/bike {s('b' + str(b))}", f":maint/no {no}",
             f":maint/at {inst(BASE + datetime.timedelta(days=m % 200, hours=m % 24))}",
             f":maint/kind :{KINDS[m % 5]}"]
        if m % 6 != 5:
            e.append(f":maint/cost {['12.00', '0.00', '7.5', '125.99', '3.10'][m % 5]}M")
        if m % 4 != 1:
            e.append(f":maint/parts [:{KINDS[(m + 1) % 5]} {m % 9 - 2} {s(['front', 'rear', '', 'Größe M'][m % 4])}]")
        ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")
    print(len(ents), "entities")


if __name__ == "__main__":
    main()
