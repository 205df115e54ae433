#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 56th unseen parity corpus.

An event-ticketing platform: venues (string identity codes, long
capacities incl. 0, a city), events (string identity slugs, names in
several scripts incl. an empty one, start/end instants, a `:event/follows`
series chain with a cycle and a self-loop, a homogeneous long tuple
[year month], cardinality-many keyword tags, double ratings), ticket tiers
as components (bigdec prices with two decimals, long quotas, a composite
`[:tier/event :tier/name]` identity), buyers (unique-value e-mails,
bigint loyalty points incl. 0N and negative, a referrer graph with a
cycle and a self-loop), orders (string identity numbers, promo codes as
cardinality-many strings, keyword channels) and tickets (uuid identity,
a `[keyword long long]` seat by :db/tupleTypes, scan instants, refund
booleans). Deterministic.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:venue/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :venue/name {:db/valueType :db.type/string}
 :venue/capacity {:db/valueType :db.type/long}
 :venue/city {:db/valueType :db.type/string}
 :venue/indoor {:db/valueType :db.type/boolean}
 :event/slug {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :event/name {:db/valueType :db.type/string}
 :event/venue {:db/valueType :db.type/ref}
 :event/start {:db/valueType :db.type/instant}
 :event/end {:db/valueType :db.type/instant}
 :event/follows {:db/valueType :db.type/ref}
 :event/ym {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :event/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :event/rating {:db/valueType :db.type/double}
 :event/cancelled {:db/valueType :db.type/boolean}
 :event/tiers {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :tier/name {:db/valueType :db.type/string}
 :tier/event {:db/valueType :db.type/ref}
 :tier/event+name {:db/valueType :db.type/tuple :db/tupleAttrs [:tier/event :tier/name] :db/unique :db.unique/identity}
 :tier/price {:db/valueType :db.type/bigdec}
 :tier/quota {:db/valueType :db.type/long}
 :buyer/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :buyer/name {:db/valueType :db.type/string}
 :buyer/points {:db/valueType :db.type/bigint}
 :buyer/vip {:db/valueType :db.type/boolean}
 :buyer/referrer {:db/valueType :db.type/ref}
 :buyer/joined {:db/valueType :db.type/instant}
 :order/number {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :order/buyer {:db/valueType :db.type/ref}
 :order/placed {:db/valueType :db.type/instant}
 :order/promo {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :order/channel {:db/valueType :db.type/keyword}
 :order/fee {:db/valueType :db.type/double}
 :ticket/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :ticket/order {:db/valueType :db.type/ref}
 :ticket/tier {:db/valueType :db.type/ref}
 :ticket/event {:db/valueType :db.type/ref}
 :ticket/seat {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long :db.type/long]}
 :ticket/scanned {:db/valueType :db.type/instant}
 :ticket/refunded {:db/valueType :db.type/boolean}
 :ticket/paid {:db/valueType :db.type/bigdec}
}
"""

VENUES = [("V-ARENA", "Grand Arena", 20000, "Berlin", True), ("V-PARK", "Stadtpark Bühne", 5000, "Hamburg", False),
          ("V-CLUB", "Club Nacht", 300, "Berlin", True), ("V-OPERA", "Opéra Garnier", 1979, "Paris", True),
          ("V-TOKYO", "東京ドーム", 55000, "東京", True), ("V-ZERO", "Pop-up Space", 0, "Wien", False),
          ("V-KIEV", "Палац Україна", 3700, "Київ", True), ("V-CAIRO", "دار الأوبرا", 1200, "القاهرة", True),
          ("V-TINY", "Back Room", 12, "", True), ("V-FIELD", "Open Field", 80000, "Roskilde", False)]
EVNAMES = ["Rock Night", "Jazz Matinee", "Швейцарская ночь", "東京ジャズ", "Opéra: Carmen", "Ballet 2026",
           "Techno Marathon", "Poetry Slam", "Κλασική Βραδιά", "حفلة الربيع", "Indie Fest", "Comedy Hour",
           "Kammermusik", "", "Late Show", "Orchestra Gala", "Folk & Ale", "DJ Set 🎧", "Choir Evening", "Metal Mayhem",
           "Blues Brunch", "Film Score Live", "Tango Noche", "K-Pop Night", "Drum Circle", "Silent Disco",
           "Piano Recital", "Open Mic", "Gospel Sunday", "New Year Bash"]
TAGS = ["music", "rock", "jazz", "classical", "family", "late", "outdoor", "comedy"]
TIERS = [("Standard", ["25.00", "30.50", "45.00", "19.90", "0.00"]), ("VIP", ["120.00", "150.00", "99.90", "250.00"]),
         ("Balcony", ["60.00", "35.50", "80.10"]), ("Early Bird", ["15.00", "10.00", "20.00"])]
PROMOS = ["SPRING10", "VIP2026", "FRIENDS", "", "ÉTÉ", "BLACKFRIDAY"]
CHANNELS = ["web", "app", "box-office", "partner"]
FIRST = ["Anna", "Jörg", "Chloé", "Мария", "Ahmed", "Yuki", "Olu", "Sven", "Zoë", "Li", "Raj", "Eva", "Tomás", "Noor"]


def inst(y, mo, d, h=19, mi=30):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def main():
    ents = []
    for i, (code, name, cap, city, indoor) in enumerate(VENUES):
        e = [f':db/id "v{i}"', f':venue/code "{code}"', f':venue/name "{name}"', f':venue/capacity {cap}']
        if city or i % 2 == 0:
            e.append(f':venue/city "{city}"')
        if i != 7:
            e.append(f":venue/indoor {'true' if indoor else 'false'}")
        ents.append(e)
    NE = len(EVNAMES)
    tier_info = {}
    for i, nm in enumerate(EVNAMES):
        y = 2025 + (i % 3)
        mo = 1 + (i * 5) % 12
        d = 1 + (i * 7) % 28
        if i == 22:
            y, mo, d = 1969, 12, 31  # before the epoch
        e = [f':db/id "e{i}"', f':event/slug "ev-{i:02d}"', f':event/name "{nm}"', f':event/venue "v{i % len(VENUES)}"',
             f":event/start {inst(y, mo, d, 18 + i % 4, (i * 15) % 60)}", f":event/ym [{y} {mo}]"]
        if i % 6 != 5:
            e.append(f":event/end {inst(y, mo, d, 22 + i % 2, 0)}")
        if i % 5 != 0:
            prev = i - 1 if i % 5 != 3 else i - 2
            if i == 21:
                prev = 24  # a cycle 21 -> 24 -> 23 -> 21
            e.append(f':event/follows "e{prev}"')
        if i == 10:
            e.append(':event/follows "e10"')  # self-loop
        tg = sorted({TAGS[i % 8], TAGS[(i * 3) % 8]}) if i % 7 != 6 else []
        if tg:
            e.append(":event/tags [" + " ".join(":" + t for t in tg) + "]")
        if i % 4 != 3:
            e.append(f":event/rating {[4.5, 3.0, 0.0, -1.0, 4.75, 2.25][i % 6]!r}")
        if i % 9 == 4:
            e.append(":event/cancelled true")
        elif i % 3 == 0:
            e.append(":event/cancelled false")
        tids = []
        for t in range(1 + i % 4):
            tn, prices = TIERS[(i + t) % 4]
            price = prices[(i + t) % len(prices)]
            quota = [100, 50, 10, 0, 4, 250, 3][(i + t) % 7]
            tid = f"t{i}-{t}"
            tids.append(tid)
            tier_info[tid] = (i, price, quota)
            ents.append([f':db/id "{tid}"', f':tier/name "{tn}"', f':tier/event "e{i}"', f":tier/price {price}M",
                         f":tier/quota {quota}"])
        e.append(":event/tiers [" + " ".join(f'"{t}"' for t in tids) + "]")
        ents.append(e)
    # cycle in the series chain: e19 follows e24 (e24 follows chain back to e21... ) -> make e21 follow e24
    NB = 40
    for b in range(NB):
        e = [f':db/id "b{b}"', f':buyer/name "{FIRST[b % len(FIRST)]} {chr(65 + b % 26)}."']
        if b % 11 != 10:
            e.append(f':buyer/email "{FIRST[b % len(FIRST)].lower()}{b}@mail.example"')
        e.append(f":buyer/points {[0, 1500, -20, 99999999999999999999, 42, 7][b % 6]}N")
        if b % 3 != 2:
            e.append(f":buyer/vip {'true' if b % 4 == 0 else 'false'}")
        ref = {5: 5, 9: 13, 13: 9}.get(b, (b * 3) % NB if b % 4 == 1 else None)
        if ref is not None:
            e.append(f':buyer/referrer "b{ref}"')
        e.append(f":buyer/joined {inst(2020 + b % 6, 1 + b % 12, 1 + b % 27, 10, b % 60)}")
        ents.append(e)
    tid_list = sorted(tier_info)
    tk = 0
    sold = {}
    for o in range(130):
        num = f"ORD-{o:04d}"
        e = [f':db/id "o{o}"', f':order/number "{num}"', f':order/buyer "b{(o * 7) % NB if o % 13 else 3}"',
             f":order/placed {inst(2024 + o % 3, 1 + o % 12, 1 + (o * 3) % 28, 8 + o % 12, o % 60)}",
             f":order/channel :{CHANNELS[o % 4]}"]
        ps = sorted({PROMOS[o % 6], PROMOS[(o * 5) % 6]}) if o % 4 == 0 else []
        if ps:
            e.append("[" + "]")
            e.pop()
            e.append(":order/promo [" + " ".join(f'"{p}"' for p in ps) + "]")
        if o % 5 != 2:
            e.append(f":order/fee {[1.5, 0.0, 2.25, -0.5, 3.0][o % 5]!r}")
        ents.append(e)
        for k in range(1 + (o * 3) % 4):
            tid = tid_list[(o * 11 + k * 17) % len(tid_list)]
            ev, price, quota = tier_info[tid]
            if o % 17 == 3 and k == 0:
                pass
            sold[tid] = sold.get(tid, 0) + 1
            sec = ["A", "B", "C", "floor"][(o + k) % 4]
            t = [f':ticket/uuid #uuid "7e57{tk:04x}-0000-4000-8000-{tk:012x}"', f':ticket/order "o{o}"',
                 f':ticket/tier "{tid}"', f':ticket/event "e{ev}"',
                 f":ticket/seat [:{sec} {(o + k * 3) % 15} {1 + (o * 7 + k) % 40}]", f":ticket/paid {price}M"]
            if (o + k) % 3 == 0:
                t.append(f":ticket/scanned {inst(2025 + ev % 3, 1 + (ev * 5) % 12, 1 + (ev * 7) % 28, 18, k)}")
            if (o + k) % 7 == 0:
                t.append(":ticket/refunded true")
            elif (o + k) % 2 == 0:
                t.append(":ticket/refunded false")
            ents.append(t)
            tk += 1
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")
    print(len(ents), "entities", tk, "tickets")


if __name__ == "__main__":
    main()
