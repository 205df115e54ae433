#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen103 parity corpus (deterministic).

Airline bookings: airports (string IATA identity, unicode/empty names,
negative elevation and tz offsets, hub flag sometimes missing, a typed tuple
runway); loyalty tiers as idents with rank and bigdec discount; flights
(composite identity :flight/id = [:flight/number :flight/day], origin/dest
refs, instants for departure/arrival, arrival missing when cancelled,
codeshares cardinality-many, double distance); seats (composite identity
[:seat/flight :seat/label], bigdec surcharge, legroom flag sometimes
missing); fares (string identity, bigdec price, bigint miles, component
price-change history with instants and negative double deltas); passengers
(string identity, unique-value passport with gaps, unicode and empty names,
tier ref, bigint miles incl. one beyond Long, negative double balance,
companions ref-many with cycles and a self-loop, referred-by chain, keyword
prefs many); bookings (string PNR identity, component segments, seat refs,
bigdec paid, bags sometimes missing, empty notes).
"""
import os, random
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(103)

SCHEMA = """{:airport/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :airport/name {:db/valueType :db.type/string}
 :airport/city {:db/valueType :db.type/string}
 :airport/country {:db/valueType :db.type/keyword}
 :airport/elevation {:db/valueType :db.type/long}
 :airport/tz {:db/valueType :db.type/long}
 :airport/hub {:db/valueType :db.type/boolean}
 :airport/lat {:db/valueType :db.type/double}
 :airport/runway {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/string :db.type/long]}
 :tier/rank {:db/valueType :db.type/long}
 :tier/discount {:db/valueType :db.type/bigdec}
 :flight/number {:db/valueType :db.type/string}
 :flight/day {:db/valueType :db.type/string}
 :flight/id {:db/valueType :db.type/tuple :db/tupleAttrs [:flight/number :flight/day] :db/unique :db.unique/identity}
 :flight/origin {:db/valueType :db.type/ref}
 :flight/dest {:db/valueType :db.type/ref}
 :flight/departs {:db/valueType :db.type/instant}
 :flight/arrives {:db/valueType :db.type/instant}
 :flight/status {:db/valueType :db.type/keyword}
 :flight/aircraft {:db/valueType :db.type/keyword}
 :flight/capacity {:db/valueType :db.type/long}
 :flight/distance {:db/valueType :db.type/double}
 :flight/codeshares {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :seat/flight {:db/valueType :db.type/ref}
 :seat/label {:db/valueType :db.type/string}
 :seat/key {:db/valueType :db.type/tuple :db/tupleAttrs [:seat/flight :seat/label] :db/unique :db.unique/identity}
 :seat/row {:db/valueType :db.type/long}
 :seat/cabin {:db/valueType :db.type/keyword}
 :seat/legroom {:db/valueType :db.type/boolean}
 :seat/surcharge {:db/valueType :db.type/bigdec}
 :fare/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :fare/flight {:db/valueType :db.type/ref}
 :fare/cabin {:db/valueType :db.type/keyword}
 :fare/price {:db/valueType :db.type/bigdec}
 :fare/refundable {:db/valueType :db.type/boolean}
 :fare/miles {:db/valueType :db.type/bigint}
 :fare/history {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :price/at {:db/valueType :db.type/instant}
 :price/amount {:db/valueType :db.type/bigdec}
 :price/delta {:db/valueType :db.type/double}
 :price/reason {:db/valueType :db.type/string}
 :pax/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :pax/passport {:db/valueType :db.type/string :db/unique :db.unique/value}
 :pax/name {:db/valueType :db.type/string}
 :pax/born {:db/valueType :db.type/instant}
 :pax/tier {:db/valueType :db.type/ref}
 :pax/miles {:db/valueType :db.type/bigint}
 :pax/balance {:db/valueType :db.type/double}
 :pax/companions {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :pax/referred-by {:db/valueType :db.type/ref}
 :pax/prefs {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :pax/home {:db/valueType :db.type/ref}
 :booking/pnr {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :booking/pax {:db/valueType :db.type/ref}
 :booking/fare {:db/valueType :db.type/ref}
 :booking/at {:db/valueType :db.type/instant}
 :booking/status {:db/valueType :db.type/keyword}
 :booking/paid {:db/valueType :db.type/bigdec}
 :booking/bags {:db/valueType :db.type/long}
 :booking/notes {:db/valueType :db.type/string}
 :booking/segments {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :seg/flight {:db/valueType :db.type/ref}
 :seg/seat {:db/valueType :db.type/ref}
 :seg/order {:db/valueType :db.type/long}
 :seg/checked-in {:db/valueType :db.type/boolean}}
"""

AIRPORTS = [  # code name city country elev tz hub lat
    ("AMS", "Schiphol", "Amsterdam", "nl", -11, 1, True, 52.31),
    ("CDG", "Charles-de-Gaulle", "Paris", "fr", 119, 1, True, 49.01),
    ("FRA", "Frankfurt am Main", "Frankfurt", "de", 111, 1, True, 50.03),
    ("MUC", "München Franz Josef Strauß", "München", "de", 453, 1, None, 48.35),
    ("ZRH", "Zürich", "Zürich", "ch", 432, 1, False, 47.46),
    ("LHR", "Heathrow", "London", "gb", 25, 0, True, 51.47),
    ("JFK", "John F. Kennedy", "New York", "us", 4, -5, True, 40.64),
    ("SFO", "San Francisco", "San Francisco", "us", 4, -8, None, 37.62),
    ("NRT", "成田国際空港", "成田", "jp", 41, 9, True, 35.77),
    ("GRU", "Guarulhos", "São Paulo", "br", 750, -3, False, -23.43),
    ("SYD", "Kingsford Smith", "Sydney", "au", 6, 10, True, -33.95),
    ("REK", "", "Reykjavík", "is", 14, 0, None, 64.13),
    ("DXB", "دبي الدولي", "Dubai", "ae", 19, 4, True, 25.25),
    ("OSL", "Gardermoen", "Oslo", "no", 208, 1, False, 60.19),
    ("LIM", "Jorge Chávez", "Lima", "pe", 34, -5, None, -12.02),
    ("HNL", "Daniel K. Inouye", "Honolulu", "us", 4, -10, False, 21.32),
]
TIERS = [("basic", 0, "0M"), ("silver", 1, "0.05M"), ("gold", 2, "0.10M"), ("platinum", 3, "0.175M")]
NAMES = ["Anna Schmidt", "Björk Guðmundsdóttir", "Chloé Dubois", "Dmitri Ivanov", "Émile Zola",
         "Fatima Al-Sayed", "Gonçalo Pereira", "Hana Suzuki 鈴木花", "Ingrid Øvergaard", "José Núñez",
         "Kai Müller", "Lars Ek", "María García", "Nguyễn Văn An", "Olivia Brown", "Paweł Kowalski",
         "", "Quentin Blake", "Renée O'Brien", "Søren Kierkegaard", "  Tomás  ", "Ursula K. Le Guin",
         "Zoë Kravitz", "李娜"]
PREFS = [":aisle", ":window", ":vegan", ":kosher", ":wifi", ":lounge"]
AIRCRAFT = [":a320", ":a350", ":b737", ":b787", ":e190"]


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def inst(y, mo, d, h=0, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def emap(d):
    return "{" + " ".join(f"{k} {v}" for k, v in d.items()) + "}"


def main():
    out = []
    for t, r, disc in TIERS:
        out.append(emap({":db/ident": f":tier/{t}", ":tier/rank": r, ":tier/discount": disc}))
    for i, (c, n, city, cc, el, tz, hub, lat) in enumerate(AIRPORTS):
        d = {":db/id": s("a" + c), ":airport/code": s(c), ":airport/name": s(n), ":airport/city": s(city),
             ":airport/country": ":" + cc, ":airport/elevation": el, ":airport/tz": tz, ":airport/lat": repr(lat)}
        if hub is not None:
            d[":airport/hub"] = "true" if hub else "false"
        if i % 3 != 2:
            d[":airport/runway"] = f'[{s(f"{(i*3)%36+1:02d}L")} {2000 + i * 170}]'
        out.append(emap(d))
    NA = len(AIRPORTS)
    # flights: 30 numbers x 4 days
    flights = []
    for fn in range(30):
        o = fn % NA
        dst = (fn * 5 + 3) % NA
        if dst == o:
            dst = (dst + 1) % NA
        for day in range(4):
            k = len(flights)
            dd = 1 + day * 7 + (fn % 3)
            h = (6 + fn * 3) % 24
            dur = 1 + (fn * 7) % 13
            d = {":db/id": s(f"f{k}"), ":flight/number": s(f"QV{100 + fn * 7}"), ":flight/day": s(f"2025-03-{dd:02d}"),
                 ":flight/origin": s("a" + AIRPORTS[o][0]), ":flight/dest": s("a" + AIRPORTS[dst][0]),
                 ":flight/departs": inst(2025, 3, dd, h, (fn * 5) % 60),
                 ":flight/aircraft": AIRCRAFT[fn % 5], ":flight/capacity": [150, 300, 180, 250, 0][fn % 5],
                 ":flight/distance": repr(round(300.0 + fn * 417.25 + day * 0.5, 2))}
            st = [":scheduled", ":scheduled", ":delayed", ":cancelled", ":departed", ":scheduled"][(fn + day) % 6]
            d[":flight/status"] = st
            if st != ":cancelled":
                ah = h + dur
                d[":flight/arrives"] = inst(2025, 3, dd + ah // 24, ah % 24, (fn * 5) % 60)
            if (fn + day) % 4 == 0:
                d[":flight/codeshares"] = "[" + " ".join(s(f"{p}{fn*10+day}") for p in ["LH", "AF", "NH"][: 1 + fn % 3]) + "]"
            flights.append((k, fn, o, dst, dd, st))
            out.append(emap(d))
    NF = len(flights)
    # seats for the first 24 flights: rows 1..5, labels A/C/D/F
    seats = {}
    for k in range(10):
        for row in range(1, 6):
            for L in "ACDF":
                if (k + row) % 7 == 0 and L == "D":
                    continue
                sid = f"s{k}-{row}{L}"
                d = {":db/id": s(sid), ":seat/flight": s(f"f{k}"), ":seat/label": s(f"{row}{L}"), ":seat/row": row,
                     ":seat/cabin": ":business" if row <= 1 else ":economy",
                     ":seat/surcharge": ["0M", "12.50M", "25M", "-5.00M", "99.99M"][(row + ord(L)) % 5]}
                if row in (1, 3) or (row == 4 and L in "AF"):
                    d[":seat/legroom"] = "true" if row != 4 else "false"
                seats.setdefault(k, []).append(sid)
                out.append(emap(d))
    # fares: 2 per flight for flights 0..89, with price history on some
    fares = []
    for k in range(60):
        for c, cab in enumerate([":economy", ":business"]):
            fi = len(fares)
            price = (89 + (k * 37) % 400) * (3 if c else 1)
            d = {":db/id": s(f"fa{fi}"), ":fare/code": s(f"F{k:03d}{'YJ'[c]}"), ":fare/flight": s(f"f{k}"),
                 ":fare/cabin": cab, ":fare/price": f"{price}.{(k*7)%100:02d}M", ":fare/refundable": "true" if (k + c) % 3 == 0 else "false"}
            if k % 4 != 3:
                d[":fare/miles"] = f"{(price * 10) + c}N"
            if k == 7 and c == 1:
                d[":fare/miles"] = "12345678901234567890N"
            if k % 3 == 0:
                hist = []
                for j in range(1 + k % 3 + c):
                    delta = round(((k + j * 13) % 21 - 10) * 1.25, 2)
                    hist.append(emap({":price/at": inst(2025, 1 + j, 1 + (k % 27), 9 + j), ":price/amount": f"{price - 10 * j}.00M",
                                      ":price/delta": repr(delta), ":price/reason": s(["promo", "demand", "", "fuel surcharge", "Früh­bucher"][(k + j) % 5])}))
                d[":fare/history"] = "[" + " ".join(hist) + "]"
            fares.append((fi, k, c))
            out.append(emap(d))
    # passengers
    NP = 90
    for p in range(NP):
        d = {":db/id": s(f"p{p}"), ":pax/id": s(f"P{p:03d}"), ":pax/name": s(NAMES[p % len(NAMES)] if p < 60 else f"Pax {p}"),
             ":pax/born": inst(1940 + (p * 7) % 65, 1 + p % 12, 1 + (p * 3) % 28),
             ":pax/tier": f":tier/{TIERS[(p * 5) % 4][0]}" if p % 9 != 4 else None,
             ":pax/balance": repr(round(((p * 53) % 200 - 60) * 1.5, 2)),
             ":pax/home": s("a" + AIRPORTS[(p * 3) % NA][0])}
        if d[":pax/tier"] is None:
            del d[":pax/tier"]
        if p % 7 != 3:
            d[":pax/passport"] = s(f"X{(p * 7919) % 100000:05d}")
        if p % 5 != 1:
            d[":pax/miles"] = f"{(p * 1237) % 90000}N"
        if p == 13:
            d[":pax/miles"] = "98765432109876543210N"
        comp = []
        if p % 4 == 0:
            comp.append((p + 1) % NP)
        if p % 6 == 1:
            comp.append((p + 2) % NP)
        if p % 10 == 7:
            comp.append((p - 7) % NP)  # cycles
        if p == 22:
            comp.append(22)  # self-loop
        if comp:
            d[":pax/companions"] = "[" + " ".join(s(f"p{c}") for c in sorted(set(comp))) + "]"
        if p > 0 and p % 3 == 0:
            d[":pax/referred-by"] = s(f"p{(p // 3)}")
        pf = [PREFS[(p + j) % 6] for j in range(p % 4)]
        if pf:
            d[":pax/prefs"] = "[" + " ".join(sorted(set(pf))) + "]"
        out.append(emap(d))
    # bookings
    for b in range(160):
        p = (b * 11) % (NP - 6)   # last 6 passengers never book
        fi = (b * 7) % len(fares)
        _, k, c = fares[fi]
        st = [":confirmed", ":confirmed", ":cancelled", ":pending", ":confirmed", ":refunded"][b % 6]
        d = {":booking/pnr": s(f"PNR{b:04d}"), ":booking/pax": s(f"p{p}"), ":booking/fare": s(f"fa{fi}"),
             ":booking/at": inst(2025, 1 + b % 3, 1 + (b * 5) % 28, b % 24, (b * 11) % 60), ":booking/status": st,
             ":booking/paid": f"{(89 + (k * 37) % 400) * (3 if c else 1) - (b % 4) * 5}.{(k*7)%100:02d}M"}
        if b % 5 != 2:
            d[":booking/bags"] = b % 4 - (1 if b % 17 == 0 else 0)
        if b % 8 == 0:
            d[":booking/notes"] = s(["", "wheelchair", "Kinderwagen ✓", "vegetarian meal"][(b // 8) % 4])
        segs = []
        nseg = 1 + (b % 3 == 0)
        for j in range(nseg):
            kk = k if j == 0 else (k + 4) % NF
            sd = {":seg/flight": s(f"f{kk}"), ":seg/order": j + 1}
            if kk in seats and b % 4 != 1:
                sd[":seg/seat"] = s(seats[kk][(b * 3 + j) % len(seats[kk])])
            if b % 3 != 2:
                sd[":seg/checked-in"] = "true" if b % 2 else "false"
            segs.append(emap(sd))
        d[":booking/segments"] = "[" + " ".join(segs) + "]"
        out.append(emap(d))
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(out) + "]\n")
    print(len(out), "entities")


main()
