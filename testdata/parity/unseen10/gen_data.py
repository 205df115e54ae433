#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the tenth unseen parity corpus.

An airline: airports (a string code identity, a route graph with cycles
and a self-loop, keyword countries, negative and zero elevations, a
homogeneous double tuple of coordinates, unicode names), aircraft (a tail
identity, a uuid identity, keyword models, bigint hours, bigdec values,
instants, a component maintenance log whose entries have component parts),
crew (a long identity, cardinality-many keyword certifications, a mentor
graph with a cycle and a self-loop, double ratings), passengers (a loyalty
identity, a unique-value e-mail, a uuid identity, tiers, miles incl. 0 and
negative, bigdec balances, companions graph), flights (a number identity,
from/to refs, departure/arrival instants, minutes, cardinality-many crew,
status keywords, bigdec prices, double distances) and bookings (a string
code identity, a composite `[:booking/pax :booking/flight]` identity, a
heterogeneous `[long string]` seat by :db/tupleTypes, class keywords,
bigdec prices, instants). Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:airport/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :airport/name {:db/valueType :db.type/string}
 :airport/city {:db/valueType :db.type/string}
 :airport/country {:db/valueType :db.type/keyword}
 :airport/elev {:db/valueType :db.type/long}
 :airport/coords {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :airport/routes {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :airport/hub {:db/valueType :db.type/boolean}
 :airport/opened {:db/valueType :db.type/instant}
 :aircraft/tail {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :aircraft/id {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :aircraft/model {:db/valueType :db.type/keyword}
 :aircraft/seats {:db/valueType :db.type/long}
 :aircraft/range {:db/valueType :db.type/double}
 :aircraft/built {:db/valueType :db.type/instant}
 :aircraft/hours {:db/valueType :db.type/bigint}
 :aircraft/value {:db/valueType :db.type/bigdec}
 :aircraft/base {:db/valueType :db.type/ref}
 :aircraft/retired {:db/valueType :db.type/boolean}
 :aircraft/logs {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :log/date {:db/valueType :db.type/instant}
 :log/kind {:db/valueType :db.type/keyword}
 :log/note {:db/valueType :db.type/string}
 :log/hours {:db/valueType :db.type/long}
 :log/parts {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :part/name {:db/valueType :db.type/string}
 :part/cost {:db/valueType :db.type/bigdec}
 :part/qty {:db/valueType :db.type/long}
 :crew/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :crew/name {:db/valueType :db.type/string}
 :crew/role {:db/valueType :db.type/keyword}
 :crew/certs {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :crew/mentor {:db/valueType :db.type/ref}
 :crew/hired {:db/valueType :db.type/instant}
 :crew/rating {:db/valueType :db.type/double}
 :crew/base {:db/valueType :db.type/ref}
 :pax/loyalty {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :pax/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :pax/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :pax/name {:db/valueType :db.type/string}
 :pax/tier {:db/valueType :db.type/keyword}
 :pax/miles {:db/valueType :db.type/long}
 :pax/balance {:db/valueType :db.type/bigdec}
 :pax/born {:db/valueType :db.type/instant}
 :pax/vip {:db/valueType :db.type/boolean}
 :pax/companions {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :pax/home {:db/valueType :db.type/ref}
 :pax/langs {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :flight/number {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :flight/from {:db/valueType :db.type/ref}
 :flight/to {:db/valueType :db.type/ref}
 :flight/dep {:db/valueType :db.type/instant}
 :flight/arr {:db/valueType :db.type/instant}
 :flight/minutes {:db/valueType :db.type/long}
 :flight/aircraft {:db/valueType :db.type/ref}
 :flight/crew {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :flight/status {:db/valueType :db.type/keyword}
 :flight/cancelled {:db/valueType :db.type/boolean}
 :flight/price {:db/valueType :db.type/bigdec}
 :flight/distance {:db/valueType :db.type/double}
 :flight/gate {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/string :db.type/long]}
 :booking/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :booking/pax {:db/valueType :db.type/ref}
 :booking/flight {:db/valueType :db.type/ref}
 :booking/pax+flight {:db/valueType :db.type/tuple :db/tupleAttrs [:booking/pax :booking/flight] :db/unique :db.unique/identity}
 :booking/seat {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/long :db.type/string]}
 :booking/class {:db/valueType :db.type/keyword}
 :booking/price {:db/valueType :db.type/bigdec}
 :booking/booked {:db/valueType :db.type/instant}
 :booking/checked {:db/valueType :db.type/boolean}
 :booking/bags {:db/valueType :db.type/long}
 :booking/meal {:db/valueType :db.type/keyword}}
"""

# code, name, city, country, elev, coords, hub(None), opened
AIRPORTS = [("AMS", "Schiphol", "Amsterdam", "nl", -3, [52.31, 4.76], True, (1916, 9, 16)),
            ("CDG", "Charles de Gaulle", "Paris", "fr", 119, [49.01, 2.55], True, (1974, 3, 8)),
            ("FRA", "Frankfurt am Main", "Frankfurt", "de", 111, [50.03, 8.57], True, (1936, 7, 8)),
            ("NRT", "成田国際空港", "Narita", "jp", 41, [35.76, 140.39], False, (1978, 5, 20)),
            ("HND", "羽田空港", "Tokyo", "jp", 6, [35.55, 139.78], True, (1931, 8, 25)),
            ("SVO", "Шереметьево", "Moscow", "ru", 190, [55.97, 37.41], None, (1959, 8, 11)),
            ("JFK", "John F. Kennedy", "New York", "us", 4, [40.64, -73.78], True, (1948, 7, 1)),
            ("LAX", "Los Angeles Intl", "Los Angeles", "us", 38, [33.94, -118.41], False, (1930, 10, 1)),
            ("GRU", "Guarulhos", "São Paulo", "br", 750, [-23.43, -46.47], False, (1985, 1, 20)),
            ("ZRH", "Zürich", "Zürich", "ch", 432, [47.46, 8.55], False, (1948, 6, 14)),
            ("DXB", "Dubai Intl", "Dubai", "ae", 0, [25.25, 55.36], True, (1960, 9, 30)),
            ("SYD", "Kingsford Smith", "Sydney", "au", 6, [-33.95, 151.18], None, (1920, 1, 9)),
            ("KEF", "Keflavík", "Reykjavík", "is", 52, [63.99, -22.62], False, (1943, 3, 1)),
            ("DLV", "", "", "xx", 0, [0.0, 0.0], False, (2000, 1, 1))]
ROUTES = {"AMS": ["CDG", "FRA", "JFK", "KEF", "DXB"], "CDG": ["AMS", "JFK", "GRU", "NRT"],
          "FRA": ["HND", "ZRH", "SVO", "AMS"], "NRT": ["LAX", "SYD"], "HND": ["NRT", "FRA"],
          "SVO": ["FRA"], "JFK": ["LAX", "AMS", "KEF"], "LAX": ["SYD", "HND", "JFK"],
          "GRU": ["CDG"], "ZRH": ["ZRH", "DXB"], "DXB": ["SYD", "AMS"], "SYD": ["LAX"],
          "KEF": ["JFK"]}
MODELS = ["a320", "a321", "b737", "b787", "a350", "e190", "b777", "a380", "b737", "a320", "atr72"]
SEATS = [180, 220, 189, 296, 325, 100, 396, 555, 0, 174, 70]
CERTS = ["a320", "b737", "b787", "a350", "b777", "e190", "ifr", "etops", "cat3"]
ROLES = ["captain", "fo", "purser", "attendant", "attendant"]
TIERS = ["basic", "silver", "gold", "platinum"]
FIRST = ["Ana", "Björn", "Chloé", "Dmitri", "Eun-ji", "François", "Giulia", "Hiroshi", "Ingrid", "José",
         "Kwame", "Laila", "Mateo", "Nour", "Olga", "Priya", "Quentin", "Rin", "Søren", "Tariq",
         "Uma", "Viktor", "王", "Ximena", "Yusuf", "Zoë", "", "Ψ"]
LAST = ["Silva", "Berg", "Dubois", "Ivanov", "Kim", "Martin", "Rossi", "佐藤", "Larsen", "García",
        "Mensah", "Haddad", "López", "Khalil", "Petrova", "Patel", "O'Brien"]
LANGS = ["en", "fr", "de", "ja", "pt", "ru", "日本語"]


def inst(y, m, d, h=0, mi=0, s=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def refs(xs):
    return "[" + " ".join(s(x) for x in xs) + "]"


def b(x):
    return "true" if x else "false"


def days_in(m):
    return [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]


def add_minutes(y, mo, d, h, mi, plus):
    t = h * 60 + mi + plus
    d += t // 1440
    t %= 1440
    while d > days_in(mo):
        d -= days_in(mo)
        mo += 1
    return (y, mo, d, t // 60, t % 60)


def main():
    ents = []
    for code, name, city, cc, elev, co, hub, op in AIRPORTS:
        e = [f":db/id {s('a-' + code)}", f":airport/code {s(code)}", f":airport/name {s(name)}",
             f":airport/city {s(city)}", f":airport/country :{cc}", f":airport/elev {elev}",
             f":airport/coords [{' '.join(repr(x) for x in co)}]", f":airport/opened {inst(*op)}"]
        if hub is not None:
            e.append(f":airport/hub {b(hub)}")
        ents.append(e)
    for a in sorted(ROUTES):
        ents.append([f":db/id {s('a-' + a)}", f":airport/routes {refs('a-' + x for x in ROUTES[a])}"])
    bases = ["AMS", "CDG", "FRA", "HND", "JFK", "DXB"]
    # aircraft with component logs (with component parts)
    NA = 11
    for i in range(NA):
        tail = f"PH-{chr(65 + i)}{chr(66 + (i * 7) % 20)}{chr(67 + (i * 3) % 20)}"
        e = [f":db/id {s('ac' + str(i))}", f":aircraft/tail {s(tail)}",
             f':aircraft/id #uuid "c0ffee00-0000-4000-8000-{i + 1:012d}"', f":aircraft/model :{MODELS[i]}",
             f":aircraft/seats {SEATS[i]}", f":aircraft/built {inst(1998 + i * 2, 1 + i, 1 + i * 2, 12)}",
             f":aircraft/hours {[52000, 0, 123456789012, 8800, 31000, 77, 64000, 90000, 1, 15000, 4200][i]}N",
             f":aircraft/value {['98500000.50', '0', '120000000', '-1.25', '45000000.75', '30000000', '320000000.01', '445000000', '1', '99000000.5', '27000000'][i]}M"]
        if i != 8:
            e.append(f":aircraft/range {[6100.0, 7400.5, 5600.0, 14140.0, 15000.25, 4500.0, 13650.0, 15200.0, 0.0, 6150.0, 1528.75][i]!r}")
        if i % 5 != 4:
            e.append(f":aircraft/base {s('a-' + bases[i % len(bases)])}")
        e.append(f":aircraft/retired {b(i in (8, 5))}")
        logs = []
        for j in range(i % 4):
            parts = []
            for k in range((i + j) % 3):
                parts.append(f"{{:part/name {s(['bolt', 'valve', 'Dichtung', 'タイヤ', 'fan blade', 'pump'][(i + j + k) % 6])}"
                             f" :part/cost {['0.10', '1200', '35.5', '0', '9999.99', '250.25'][(i * j + k) % 6]}M"
                             f" :part/qty {[1, 2, 0, 12, 4][(i + k) % 5]}}}")
            le = (f"{{:log/date {inst(2020 + j, 1 + (i + j) % 12, 1 + (i * 3 + j) % 28, 6 + j)} "
                  f":log/kind :{['a-check', 'c-check', 'repair', 'inspection'][(i + j) % 4]} "
                  f":log/note {s(['routine', '', 'bird strike ✈', 'hydraulic leak', 'ok'][(i + j * 2) % 5])} "
                  f":log/hours {[2, 40, 0, 16, 8][(i + j) % 5]}")
            if parts:
                le += f" :log/parts [{' '.join(parts)}]"
            le += "}"
            logs.append(le)
        if logs:
            e.append(f":aircraft/logs [{' '.join(logs)}]")
        ents.append(e)
    # crew
    NC = 26
    for i in range(NC):
        cid = 100 + i * 3
        role = ROLES[i % len(ROLES)]
        e = [f":db/id {s('c' + str(i))}", f":crew/id {cid}",
             f":crew/name {s(FIRST[(i * 5) % len(FIRST)] + ' ' + LAST[i % len(LAST)])}", f":crew/role :{role}",
             f":crew/hired {inst(1995 + i, 1 + i % 12, 1 + (i * 7) % 28, 0, 0)}"]
        certs = sorted({CERTS[(i + k * 4) % len(CERTS)] for k in range(i % 4)})
        if certs:
            e.append(f":crew/certs [{' '.join(':' + c for c in certs)}]")
        if i % 7 != 6:
            e.append(f":crew/rating {round(((i * 29) % 50) / 10.0, 1)!r}")
        if i % 6 != 5:
            e.append(f":crew/base {s('a-' + bases[(i * 2) % len(bases)])}")
        ents.append(e)
    for i in range(NC):
        if i % 3 == 1:
            m = (i * 5 + 2) % NC
            ents.append([f":db/id {s('c' + str(i))}", f":crew/mentor {s('c' + str(m))}"])
    ents.append([':db/id "c0"', ':crew/mentor "c0"'])  # self-loop
    ents.append([':db/id "c3"', ':crew/mentor "c6"'])
    ents.append([':db/id "c6"', ':crew/mentor "c3"'])  # 2-cycle
    # passengers
    NP = 60
    for i in range(NP):
        e = [f":db/id {s('p' + str(i))}", f":pax/loyalty {s(f'LX{i * 13 % 1000:04d}')}",
             f":pax/name {s(FIRST[i % len(FIRST)] + ' ' + LAST[(i * 3) % len(LAST)])}",
             f':pax/uuid #uuid "0badcafe-1111-4222-8333-{i * 97:012d}"',
             f":pax/tier :{TIERS[(i * 7) % 4]}",
             f":pax/miles {[0, 1500, 25000, -200, 98000, 310, 7][i % 7] + i * 11}",
             f":pax/balance {['0.00', '12.50', '-3.75', '1000', '0.01', '250.125'][i % 6]}M",
             f":pax/born {inst(1950 + (i * 3) % 55, 1 + (i * 5) % 12, 1 + (i * 11) % 28)}"]
        if i % 8 != 7:
            e.append(f":pax/email {s(f'pax{i}@fly.example')}")
        if i % 5 != 3:
            e.append(f":pax/vip {b(i % 4 == 0)}")
        if i % 9 != 4:
            e.append(f":pax/home {s('a-' + AIRPORTS[(i * 5) % 13][0])}")
        ls = sorted({LANGS[(i + k * 3) % len(LANGS)] for k in range(i % 3)})
        if ls:
            e.append(f":pax/langs {refs(ls)}")
        ents.append(e)
    for i in range(NP):
        if i % 4 == 0:
            cs = sorted({(i + 1) % NP, (i * 7 + 3) % NP})
            ents.append([f":db/id {s('p' + str(i))}", f":pax/companions {refs('p' + str(x) for x in cs)}"])
    ents.append([':db/id "p5"', ':pax/companions ["p5"]'])
    # flights
    codes = [a[0] for a in AIRPORTS if a[0] != "DLV"]
    legs = [(a, t) for a in sorted(ROUTES) for t in ROUTES[a] if t != a]
    NF = 90
    for i in range(NF):
        fr, to = legs[(i * 7) % len(legs)]
        num = f"QV{100 + i * 4}"
        mins = [55, 90, 125, 480, 720, 615, 185, 0, 1320][i % 9]
        dep = (2024, 1 + (i * 5) % 12, 1 + (i * 13) % 28, (i * 3) % 24, (i * 17) % 4 * 15)
        arr = add_minutes(*dep, mins)
        e = [f":db/id {s('f' + str(i))}", f":flight/number {s(num)}", f":flight/from {s('a-' + fr)}",
             f":flight/to {s('a-' + to)}", f":flight/dep {inst(*dep)}", f":flight/minutes {mins}",
             f":flight/status :{['scheduled', 'departed', 'landed', 'delayed', 'landed', 'diverted'][i % 6]}"]
        if i % 10 != 9:
            e.append(f":flight/arr {inst(*arr)}")
        if i % 11 != 10:
            e.append(f":flight/aircraft {s('ac' + str(i % NA))}")
        crew = sorted({(i * 3) % NC, (i * 5 + 1) % NC, (i + 7) % NC})[: 1 + i % 3]
        if i % 13 != 12:
            e.append(f":flight/crew {refs('c' + str(c) for c in crew)}")
        e.append(f":flight/cancelled {b(i % 12 == 5)}")
        if i % 9 != 8:
            e.append(f":flight/price {[99, 149.99, 0, 420.5, 1299, 75.25, 650, 210.1, 88][i % 9]}M")
        e.append(f":flight/distance {round(300.0 + ((i * 379) % 9000) + (i % 4) * 0.25, 2)!r}")
        if i % 4 != 3:
            e.append(f":flight/gate [{s(['A', 'B', 'C', 'D', 'E', ''][i % 6])} {(i * 7) % 40 - 1}]")
        ents.append(e)
    # bookings
    NB = 140
    seen = set()
    k = 0
    for j in range(NB * 2):
        if k >= NB:
            break
        p, f = (j * 7) % NP, (j * 11 + j // 5) % NF
        if (p, f) in seen:
            continue
        seen.add((p, f))
        cls = ["economy", "economy", "premium", "business", "first", "economy"][j % 6]
        e = [f":db/id {s('b' + str(k))}", f":booking/code {s(f'BK{k:04d}')}", f":booking/pax {s('p' + str(p))}",
             f":booking/flight {s('f' + str(f))}", f":booking/class :{cls}",
             f":booking/booked {inst(2023, 1 + (j * 7) % 12, 1 + (j * 3) % 28, (j * 5) % 24, j % 60)}"]
        if j % 7 != 6:
            e.append(f":booking/seat [{1 + (j * 3) % 40} {s('ABCDEF'[j % 6])}]")
        if j % 10 != 9:
            e.append(f":booking/price {['120.00', '89.5', '0', '2100.75', '5400', '310.33', '45'][j % 7]}M")
        if j % 3 != 2:
            e.append(f":booking/checked {b(j % 2 == 0)}")
        e.append(f":booking/bags {[0, 1, 2, 0, 3, 1, 0, 5][j % 8]}")
        if j % 4 == 1:
            e.append(f":booking/meal :{['veg', 'kosher', 'halal', 'child'][(j // 4) % 4]}")
        ents.append(e)
        k += 1
    with open(os.path.join(HERE, "schema.edn"), "w") as fo:
        fo.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as fo:
        fo.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
