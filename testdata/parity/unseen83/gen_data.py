#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen83 parity corpus (deterministic).

Concert ticketing and seating: venues (keyword identity) with nested component
sections and rows; seats with a composite identity [:seat/section :seat/row
:seat/number]; events (uuid identity, instants, keyword tags, bigint capacity,
a heterogeneous [keyword long] slot); tickets (string identity, composite
[:ticket/event :ticket/seat] identity that forbids double booking, bigdec
prices, status as a ref to keyword idents, a resale chain with a cycle and a
self-loop); buyers (unique-value email, string handle identity, unicode names);
promo codes; holds.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:venue/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :venue/name {:db/valueType :db.type/string}
 :venue/city {:db/valueType :db.type/string}
 :venue/opened {:db/valueType :db.type/instant}
 :venue/coords {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :venue/sections {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :section/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :section/tier {:db/valueType :db.type/long}
 :section/accessible {:db/valueType :db.type/boolean}
 :section/rows {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :row/label {:db/valueType :db.type/string}
 :row/index {:db/valueType :db.type/long}
 :seat/section {:db/valueType :db.type/string}
 :seat/row {:db/valueType :db.type/string}
 :seat/number {:db/valueType :db.type/long}
 :seat/key {:db/valueType :db.type/tuple :db/tupleAttrs [:seat/section :seat/row :seat/number] :db/unique :db.unique/identity}
 :seat/accessible {:db/valueType :db.type/boolean}
 :seat/venue {:db/valueType :db.type/ref}
 :seat/in-row {:db/valueType :db.type/ref}
 :event/id {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :event/name {:db/valueType :db.type/string}
 :event/venue {:db/valueType :db.type/ref}
 :event/starts {:db/valueType :db.type/instant}
 :event/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :event/capacity {:db/valueType :db.type/bigint}
 :event/slot {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :event/base-price {:db/valueType :db.type/bigdec}
 :event/rating {:db/valueType :db.type/double}
 :ticket/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :ticket/event {:db/valueType :db.type/ref}
 :ticket/seat {:db/valueType :db.type/ref}
 :ticket/event+seat {:db/valueType :db.type/tuple :db/tupleAttrs [:ticket/event :ticket/seat] :db/unique :db.unique/identity}
 :ticket/price {:db/valueType :db.type/bigdec}
 :ticket/fee {:db/valueType :db.type/double}
 :ticket/status {:db/valueType :db.type/ref}
 :ticket/buyer {:db/valueType :db.type/ref}
 :ticket/resold-from {:db/valueType :db.type/ref}
 :ticket/issued {:db/valueType :db.type/instant}
 :ticket/scans {:db/valueType :db.type/long}
 :ticket/promo {:db/valueType :db.type/ref}
 :buyer/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :buyer/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :buyer/name {:db/valueType :db.type/string}
 :buyer/vip {:db/valueType :db.type/boolean}
 :buyer/points {:db/valueType :db.type/long}
 :buyer/credit {:db/valueType :db.type/bigdec}
 :buyer/uuid {:db/valueType :db.type/uuid}
 :buyer/friends {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :buyer/langs {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :promo/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :promo/pct {:db/valueType :db.type/double}
 :promo/uses {:db/valueType :db.type/long}
 :promo/max {:db/valueType :db.type/bigint}
 :promo/events {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :hold/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :hold/seat {:db/valueType :db.type/ref}
 :hold/event {:db/valueType :db.type/ref}
 :hold/by {:db/valueType :db.type/ref}
 :hold/expires {:db/valueType :db.type/instant}}
"""


def inst(y, m, d, h=0, mi=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


VENUES = [("arena", "Grand Arena", "Zürich", (1999, 5, 1), [47.37, 8.54], ["A", "B", "C", "D"], 5, 8),
          ("hall", "Salle Pleyel", "Paris", (1927, 10, 18), [48.87, 2.3], ["P", "Q", "R"], 4, 7),
          ("club", "Kellerclub", "Köln", (2015, 1, 1), [0.0, -0.5], ["K"], 3, 6)]
EVENTS = [("11111111-0000-4000-8000-000000000001", "Opening Night", "arena", (2025, 3, 14, 19, 30), ["rock", "sold-out"], 1200, ("fri", 1930), "45.00", 4.5),
          ("11111111-0000-4000-8000-000000000002", "Symphonie № 9", "hall", (2025, 4, 1, 20, 0), ["classical"], 600, ("tue", 2000), "80.50", 4.9),
          ("11111111-0000-4000-8000-000000000003", "Jazz im Keller", "club", (2025, 4, 2, 21, 0), ["jazz", "late"], 90, ("wed", 2100), "15", 3.75),
          ("11111111-0000-4000-8000-000000000004", "Matinée", "hall", (2025, 4, 6, 14, 0), ["classical", "family"], 600, ("sun", 1400), "0.00", 0.0),
          ("11111111-0000-4000-8000-000000000005", "東京 Pop", "arena", (2025, 5, 20, 18, 0), ["pop"], 1200, ("tue", 1800), "99.99", -1.0),
          ("11111111-0000-4000-8000-000000000006", "Cancelled Gig", "club", (2024, 12, 31, 23, 59), [], 0, ("tue", 2359), "-5.00", None)]
FIRST = ["Ana", "Björn", "Chloé", "Dmitri", "Eun-ji", "François", "Giulia", "Hiroshi", "Ingrid", "José",
         "Kwame", "Laila", "Mateo", "Nour", "Olga", "Priya", "Quentin", "Rin", "Søren", "Ψ", "", "Zoë 😀", "Ömer", "李"]
LANGS = ["en", "fr", "de", "ja", "es"]
STATUSES = ["sold", "reserved", "cancelled", "refunded", "scanned"]
PROMOS = [("EARLY10", 10.0, 5, 100, [1, 2]), ("VIP", 25.5, 0, 10, [1, 5]), ("ZERO", 0.0, 3, 0, []),
          ("neg", -5.0, -1, -1, [3]), ("ÉTÉ", 15.0, 12, 99999999999999999999, [2, 4])]


def main():
    ents = []
    for st in STATUSES:
        ents.append(f"{{:db/ident :status/{st}}}")
    seats = []  # (venue, section-name, row label, number, tempid)
    for vi, (code, name, city, op, co, secs, nrows, nseats) in enumerate(VENUES):
        sec_maps = []
        for si, sec in enumerate(secs):
            sname = f"{code}-{sec}"
            rows = []
            for r in range(1, nrows + 1):
                rl = f"R{r}"
                rows.append(f'{{:db/id "row-{sname}-{rl}" :row/label "{rl}" :row/index {r - 1}}}')
                for n in range(1, nseats + 1):
                    seats.append((code, sname, rl, n))
            acc = "" if si == 3 else f" :section/accessible {'true' if si % 2 == 0 else 'false'}"
            sec_maps.append(f'{{:db/id "sec-{sname}" :section/name "{sname}" :section/tier {si}{acc} :section/rows [{" ".join(rows)}]}}')
        ents.append(f'{{:db/id "v-{code}" :venue/code :{code} :venue/name {s(name)} :venue/city {s(city)} '
                    f':venue/opened {inst(*op)} :venue/coords [{co[0]} {co[1]}] :venue/sections [{" ".join(sec_maps)}]}}')
    for (code, sname, rl, n) in seats:
        e = [f':db/id "seat-{sname}-{rl}-{n}"', f':seat/section "{sname}"', f':seat/row "{rl}"', f":seat/number {n}",
             f':seat/venue "v-{code}"', f':seat/in-row "row-{sname}-{rl}"']
        if n == 1 or (n == 2 and rl == "R1"):
            e.append(":seat/accessible true")
        elif n % 3 == 0:
            e.append(":seat/accessible false")
        ents.append("{" + " ".join(e) + "}")
    for i, (uid, name, v, st, tags, cap, slot, bp, rating) in enumerate(EVENTS):
        e = [f':db/id "ev{i + 1}"', f':event/id #uuid "{uid}"', f":event/name {s(name)}", f':event/venue "v-{v}"',
             f":event/starts {inst(*st)}", f":event/capacity {cap}N", f":event/slot [:{slot[0]} {slot[1]}]",
             f":event/base-price {bp}M"]
        if tags:
            e.append(":event/tags [" + " ".join(":" + t for t in tags) + "]")
        if rating is not None:
            e.append(f":event/rating {rating}")
        ents.append("{" + " ".join(e) + "}")
    for i in range(40):
        fn = FIRST[i % len(FIRST)]
        e = [f':db/id "b{i}"', f':buyer/handle "h{i:02d}"', f":buyer/name {s(fn + ' ' + str(i))}",
             f':buyer/uuid #uuid "bbbbbbbb-0000-4000-8000-{i:012d}"']
        if i % 7 != 3:
            e.append(f':buyer/email "user{i}@example.{["com", "org", "de"][i % 3]}"')
        if i % 5 != 4:
            e.append(f":buyer/vip {'true' if i % 4 == 0 else 'false'}")
        e.append(f":buyer/points {(i * 37) % 500 - 100}")
        if i % 6 != 5:
            e.append(f":buyer/credit {['0.00', '12.50', '-3.25', '100', '7.5', '0.01'][i % 6]}M")
        fr = sorted({(i + 1) % 40, (i * 7) % 40}) if i % 4 != 2 else []
        if i == 9:
            fr.append(9)
        if fr:
            e.append(":buyer/friends [" + " ".join(f'"b{x}"' for x in fr) + "]")
        e.append(":buyer/langs [" + " ".join(":" + LANGS[(i + k) % 5] for k in range(1 + i % 3)) + "]")
        ents.append("{" + " ".join(e) + "}")
    for (code, pct, uses, mx, evs) in PROMOS:
        e = [f':db/id "p-{code}"', f":promo/code {s(code)}", f":promo/pct {pct}", f":promo/uses {uses}", f":promo/max {mx}N"]
        if evs:
            e.append(":promo/events [" + " ".join(f'"ev{x}"' for x in evs) + "]")
        ents.append("{" + " ".join(e) + "}")
    # tickets
    tk = 0
    vseats = {}
    for (code, sname, rl, n) in seats:
        vseats.setdefault(code, []).append((sname, rl, n))
    for ei, (uid, name, v, st, tags, cap, slot, bp, rating) in enumerate(EVENTS):
        if ei == 5:
            continue
        pool = vseats[v]
        step = [3, 2, 2, 4, 3][ei]
        for j, (sname, rl, n) in enumerate(pool[::step][:45]):
            tk += 1
            status = STATUSES[(tk * 3 + j) % 5]
            price = ["45.00", "80.50", "15", "0.00", "99.99", "120.25", "45.0", "12.345"][(tk + ei) % 8]
            e = [f':db/id "t{tk}"', f':ticket/id "T-{ei + 1}-{j:03d}"', f':ticket/event "ev{ei + 1}"',
                 f':ticket/seat "seat-{sname}-{rl}-{n}"', f":ticket/price {price}M", f":ticket/status :status/{status}",
                 f":ticket/issued {inst(2025, 1 + (tk % 3), 1 + tk % 28, tk % 24, tk % 60)}"]
            if tk % 5 != 0:
                e.append(f':ticket/buyer "b{(tk * 11) % 40}"')
            if tk % 4 != 1:
                e.append(f":ticket/fee {[2.5, 0.0, -0.5, 3.75][tk % 4]}")
            e.append(f":ticket/scans {tk % 3 if status == 'scanned' else 0}")
            if tk % 9 == 0:
                e.append(f':ticket/promo "p-{PROMOS[tk % 5][0]}"')
            if tk % 6 == 0 and tk > 1:
                e.append(f':ticket/resold-from "t{tk - 1}"')
            if tk == 50:
                e.append(':ticket/resold-from "t50"')
            if tk == 3:
                e.append(':ticket/resold-from "t12"')  # cycle t12 -> t11? t12 resold-from t11; t3 -> t12
            if tk == 11:
                e.append(':ticket/resold-from "t3"')  # t12->t11->t3->t12 cycle
            ents.append("{" + " ".join(e) + "}")
    for h in range(12):
        code, sname, rl, n = seats[h * 17 % len(seats)]
        e = [f':hold/id "H{h}"', f':hold/seat "seat-{sname}-{rl}-{n}"', f':hold/event "ev{[1, 2, 3, 5][h % 4]}"',
             f":hold/expires {inst(2025, 3, 1 + h, 12, h)}"]
        if h % 3 != 2:
            e.append(f':hold/by "b{h * 3}"')
        ents.append("{" + " ".join(e) + "}")
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(ents) + "]\n")
    print(len(ents), "entities")


if __name__ == "__main__":
    main()
