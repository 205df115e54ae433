#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 41st unseen parity corpus.

An airline: airports (string IATA identity, a route graph :airport/serves
(cardinality many) with cycles and a self-loop, a second graph
:airport/alliance for mutual recursion, double coordinate tuples, long
elevations incl. 0 and negatives, keyword time zones, a missing hub flag),
legs (from/to refs, double km, long minutes), flights (string number
identity, uuid unique value, instant departures, long durations, bigdec
fares, double distances, component crew, cancelled flags), passengers
(long identity, unicode/empty names, keyword tiers, bigint miles, unique
value e-mail, a referral graph), bookings (composite :db/tupleAttrs
[:booking/flight :booking/date] identity, cardinality-many passenger refs,
a heterogeneous [long string] seat tuple, bigdec prices). Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:airport/iata {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :airport/name {:db/valueType :db.type/string}
 :airport/city {:db/valueType :db.type/string}
 :airport/elev {:db/valueType :db.type/long}
 :airport/hub {:db/valueType :db.type/boolean}
 :airport/tz {:db/valueType :db.type/keyword}
 :airport/coords {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :airport/serves {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :airport/alliance {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :airport/icao {:db/valueType :db.type/string :db/unique :db.unique/value}
 :leg/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :leg/from {:db/valueType :db.type/ref}
 :leg/to {:db/valueType :db.type/ref}
 :leg/km {:db/valueType :db.type/double}
 :leg/minutes {:db/valueType :db.type/long}
 :flight/no {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :flight/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :flight/leg {:db/valueType :db.type/ref}
 :flight/dep {:db/valueType :db.type/instant}
 :flight/duration {:db/valueType :db.type/long}
 :flight/fare {:db/valueType :db.type/bigdec}
 :flight/dist {:db/valueType :db.type/double}
 :flight/cancelled {:db/valueType :db.type/boolean}
 :flight/crew {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :flight/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :crew/name {:db/valueType :db.type/string}
 :crew/role {:db/valueType :db.type/keyword}
 :crew/years {:db/valueType :db.type/long}
 :pax/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :pax/name {:db/valueType :db.type/string}
 :pax/tier {:db/valueType :db.type/keyword}
 :pax/miles {:db/valueType :db.type/bigint}
 :pax/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :pax/home {:db/valueType :db.type/ref}
 :pax/referred {:db/valueType :db.type/ref}
 :pax/vip {:db/valueType :db.type/boolean}
 :booking/flight {:db/valueType :db.type/ref}
 :booking/date {:db/valueType :db.type/string}
 :booking/flight+date {:db/valueType :db.type/tuple :db/tupleAttrs [:booking/flight :booking/date] :db/unique :db.unique/identity}
 :booking/pax {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :booking/seat {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/long :db.type/string]}
 :booking/price {:db/valueType :db.type/bigdec}
 :booking/paid {:db/valueType :db.type/boolean}
 :booking/class {:db/valueType :db.type/keyword}}
"""

AIRPORTS = [
    ("AMS", "Schiphol", "Amsterdam", -3, True, ":tz/cet", (52.31, 4.76)),
    ("CDG", "Charles de Gaulle", "Paris", 119, True, ":tz/cet", (49.01, 2.55)),
    ("LHR", "Heathrow", "London", 25, True, ":tz/gmt", (51.47, -0.45)),
    ("JFK", "John F. Kennedy", "New York", 4, True, ":tz/est", (40.64, -73.78)),
    ("NRT", "成田国際空港", "東京", 41, None, ":tz/jst", (35.76, 140.39)),
    ("ZRH", "Zürich", "Zürich", 432, False, ":tz/cet", (47.46, 8.55)),
    ("REK", "Keflavík", "Reykjavík", 52, False, ":tz/gmt", (63.99, -22.62)),
    ("DXB", "Dubai Intl", "دبي", 19, True, ":tz/gst", (25.25, 55.36)),
    ("GRU", "Guarulhos", "São Paulo", 750, False, ":tz/brt", (-23.43, -46.47)),
    ("SYD", "Kingsford Smith", "Sydney", 6, None, ":tz/aest", (-33.94, 151.18)),
    ("BVA", "Beauvais", "", 109, False, ":tz/cet", (49.45, 2.11)),
    ("GVA", "Genève", "Genève", 430, False, ":tz/cet", (46.24, 6.11)),
    ("DEAD", "Dead Sea Strip", "Ein Bokek", -390, False, ":tz/ist", (31.2, 35.36)),
    ("XXX", "", "Nowhere", 0, False, None, (0.0, 0.0)),
    ("LON", "London City", "London", 5, False, ":tz/gmt", (51.5, 0.05)),
    ("ISO", "Isolated Field", "Isola", 12, False, ":tz/cet", (-0.0, 10.0)),
]
# route graph: directed edges (serves)
EDGES = [("AMS", "CDG"), ("CDG", "AMS"), ("AMS", "LHR"), ("LHR", "JFK"), ("JFK", "LHR"),
         ("JFK", "GRU"), ("GRU", "JFK"), ("CDG", "DXB"), ("DXB", "SYD"), ("SYD", "NRT"),
         ("NRT", "DXB"), ("ZRH", "AMS"), ("ZRH", "GVA"), ("GVA", "CDG"), ("LHR", "REK"),
         ("REK", "JFK"), ("BVA", "DEAD"), ("DEAD", "BVA"), ("XXX", "XXX"), ("LON", "AMS"),
         ("AMS", "ZRH"), ("DXB", "CDG"), ("LHR", "LON")]
ALLIANCE = [("AMS", "CDG"), ("CDG", "JFK"), ("JFK", "NRT"), ("NRT", "SYD"), ("SYD", "AMS"),
            ("ZRH", "GVA"), ("GVA", "ZRH"), ("LHR", "LHR"), ("DXB", "GRU")]
FIRST = ["Ana", "Björn", "Chloé", "Dmitri", "Eve", "Fatima", "Göran", "Hiro", "Inès", "José",
         "Kai", "Lena", "Møller", "Nia", "Olu", "Priya", "Quinn", "Raúl", "Saša", "Zoë"]
LAST = ["Smith", "Øberg", "王", "Nakamura", "O'Neil", "Müller", "Khan", "Silva", "Ivanova", "Díaz"]
TIERS = [":tier/none", ":tier/silver", ":tier/gold", ":tier/platinum"]
ROLES = [":role/captain", ":role/first-officer", ":role/purser", ":role/attendant"]
CREW = ["Amelia", "Chuck", "Sully", "Jeff", "Bessie", "Wang Lei", "Ørjan", "Dagny", "", "Émile"]
TAGS = [":tag/redeye", ":tag/codeshare", ":tag/charter", ":tag/longhaul", ":tag/new"]
CLASSES = [":class/economy", ":class/business", ":class/first"]


def inst(y, mo, d, h=9, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def s(x):
    return '"' + x.replace('\\', '\\\\').replace('"', '\\"') + '"'


def fmt_d(x):
    return repr(float(x))


def main():
    out = []
    for i, (c, n, city, el, hub, tz, (la, lo)) in enumerate(AIRPORTS):
        m = [f':db/id "a-{c}"', f':airport/iata "{c}"', f':airport/name {s(n)}',
             f':airport/city {s(city)}', f':airport/elev {el}', f':airport/coords [{fmt_d(la)} {fmt_d(lo)}]']
        if hub is not None:
            m.append(f':airport/hub {"true" if hub else "false"}')
        if tz:
            m.append(f':airport/tz {tz}')
        if i % 4 != 3:
            m.append(f':airport/icao "E{c}{i}"')
        out.append("{" + " ".join(m) + "}")
    for a, b in EDGES:
        out.append(f'[:db/add "a-{a}" :airport/serves "a-{b}"]')
    for a, b in ALLIANCE:
        out.append(f'[:db/add "a-{a}" :airport/alliance "a-{b}"]')
    coords = {c: (la, lo) for (c, _, _, _, _, _, (la, lo)) in AIRPORTS}
    for k, (a, b) in enumerate(EDGES):
        la1, lo1 = coords[a]
        la2, lo2 = coords[b]
        km = round(((la1 - la2) ** 2 + (lo1 - lo2) ** 2) ** 0.5 * 111.2, 2)
        mins = int(km / 13) + 25 if a != b else 0
        out.append(f'{{:db/id "l-{a}-{b}" :leg/id "{a}-{b}" :leg/from "a-{a}" :leg/to "a-{b}" :leg/km {fmt_d(km)} :leg/minutes {mins}}}')
    NF = 60
    for f in range(NF):
        a, b = EDGES[f % len(EDGES)]
        m = [f':db/id "f{f}"', f':flight/no "QV{100 + f * 7}"', f':flight/leg "l-{a}-{b}"',
             f':flight/uuid #uuid "00000000-0000-4000-a000-{f:012d}"',
             f':flight/dep {inst(2025, 1 + f % 12, 1 + (f * 5) % 28, (f * 3) % 24, (f * 11) % 60)}']
        if f % 7 != 6:
            m.append(f':flight/duration {[95, 0, 480, 725, 60, 1440, -5, 210][f % 8]}')
        if f % 9 != 8:
            m.append(f':flight/fare {["199.99", "0.00", "1250.50", "89", "-10.00", "450.125", "199.990", "3000"][f % 8]}M')
        if f % 5 != 4:
            m.append(f':flight/dist {[350.5, 0.0, 5567.25, -1.5, 1e4, 812.75, 0.001][f % 7]}')
        if f % 4 == 1:
            m.append(f':flight/cancelled {"true" if f % 8 == 1 else "false"}')
        tg = sorted({TAGS[(f * k) % 5] for k in range(1, f % 4 + 1)})
        if tg:
            m.append(":flight/tags [" + " ".join(tg) + "]")
        crew = []
        for k in range(f % 4):
            ci = f * 3 + k
            cm = [f':crew/name {s(CREW[ci % 10])}', f':crew/role {ROLES[k % 4]}']
            if ci % 5 != 4:
                cm.append(f':crew/years {(ci % 31) - 1}')
            crew.append("{" + " ".join(cm) + "}")
        if crew:
            m.append(":flight/crew [" + " ".join(crew) + "]")
        out.append("{" + " ".join(m) + "}")
    NP = 70
    for p in range(NP):
        name = f"{FIRST[p % 20]} {LAST[(p * 7) % 10]}" if p not in (5, 33) else ("" if p == 5 else "Ω")
        m = [f':db/id "x{p}"', f':pax/id {p * 10 - 50}', f':pax/name {s(name)}',
             f':pax/tier {TIERS[p % 4]}']
        if p % 6 != 5:
            m.append(f':pax/miles {["0", "1500", "-200", "123456789012345678901", "77"][p % 5]}N')
        if p % 3 != 1:
            m.append(f':pax/email "pax{p}@air.example"')
        if p % 8 != 7:
            m.append(f':pax/home "a-{AIRPORTS[(p * 3) % 16][0]}"')
        if p % 5 == 0:
            m.append(f':pax/vip {"true" if p % 10 == 0 else "false"}')
        if p >= 3 and p % 4 != 0:
            m.append(f':pax/referred "x{(p * 2) // 3}"')
        out.append("{" + " ".join(m) + "}")
    # referral graph: a 2-cycle and a self-loop
    out.append('[:db/add "x0" :pax/referred "x1"]')
    out.append('[:db/add "x1" :pax/referred "x0"]')
    out.append('[:db/add "x2" :pax/referred "x2"]')
    NB = 150
    for b in range(NB):
        f = (b * 7) % NF
        d = f"2025-{1 + b % 12:02d}-{1 + (b * 3) % 28:02d}"
        m = [f':booking/flight "f{f}"', f':booking/date "{d}"']
        pax = sorted({(b * k + 3) % NP for k in range(1, 1 + b % 4)})
        if pax:
            m.append(":booking/pax [" + " ".join(f'"x{x}"' for x in pax) + "]")
        if b % 5 != 3:
            m.append(f':booking/seat [{(b % 40) - 1} {s(["A", "B", "C", "", "F", "K"][b % 6])}]')
        if b % 6 != 4:
            m.append(f':booking/price {["120.00", "0", "-5.5", "999.99", "45.10", "120.0"][b % 6]}M')
        if b % 7 != 2:
            m.append(f':booking/paid {"true" if b % 3 else "false"}')
        m.append(f':booking/class {CLASSES[b % 3]}')
        out.append("{" + " ".join(m) + "}")
    open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
    open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(out) + "]\n")


if __name__ == "__main__":
    main()
