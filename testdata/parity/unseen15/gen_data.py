#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the fifteenth unseen parity corpus.

A hotel reservation system: hotels (string code identity, uuid identity,
a homogeneous double tuple location, keyword chain, stars incl. 0, opening
instants), rooms (a composite [:room/floor :room/number] identity, floors
incl. 0 and negative, bigdec nightly rates incl. 0M and whole numbers,
cardinality-many keyword features, booleans, doubles, empty labels),
guests (string e-mail identity, uuid identity, unique-value passport,
unicode names, keyword loyalty tiers, bigint points incl. 0N and negative,
a referral graph with cycles and a self-referral), bookings (string code
identity, check-in/check-out instants, a status ident, a [keyword long]
tuple by :db/tupleTypes, a component invoice whose line items are
components). Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:status/label {:db/valueType :db.type/string}
 :status/rank {:db/valueType :db.type/long}
 :hotel/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :hotel/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :hotel/name {:db/valueType :db.type/string}
 :hotel/city {:db/valueType :db.type/string}
 :hotel/stars {:db/valueType :db.type/long}
 :hotel/opened {:db/valueType :db.type/instant}
 :hotel/location {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :hotel/chain {:db/valueType :db.type/keyword}
 :hotel/pet-friendly {:db/valueType :db.type/boolean}
 :room/hotel {:db/valueType :db.type/ref}
 :room/floor {:db/valueType :db.type/long}
 :room/number {:db/valueType :db.type/long}
 :room/floor+number {:db/valueType :db.type/tuple :db/tupleAttrs [:room/floor :room/number] :db/unique :db.unique/identity}
 :room/rate {:db/valueType :db.type/bigdec}
 :room/features {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :room/capacity {:db/valueType :db.type/long}
 :room/smoking {:db/valueType :db.type/boolean}
 :room/label {:db/valueType :db.type/string}
 :room/area {:db/valueType :db.type/double}
 :guest/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :guest/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :guest/passport {:db/valueType :db.type/string :db/unique :db.unique/value}
 :guest/name {:db/valueType :db.type/string}
 :guest/tier {:db/valueType :db.type/keyword}
 :guest/points {:db/valueType :db.type/bigint}
 :guest/vip {:db/valueType :db.type/boolean}
 :guest/born {:db/valueType :db.type/instant}
 :guest/balance {:db/valueType :db.type/double}
 :guest/referred-by {:db/valueType :db.type/ref}
 :guest/langs {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :booking/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :booking/guest {:db/valueType :db.type/ref}
 :booking/room {:db/valueType :db.type/ref}
 :booking/checkin {:db/valueType :db.type/instant}
 :booking/checkout {:db/valueType :db.type/instant}
 :booking/status {:db/valueType :db.type/ref}
 :booking/adults {:db/valueType :db.type/long}
 :booking/extra {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :booking/notes {:db/valueType :db.type/string}
 :booking/invoice {:db/valueType :db.type/ref :db/isComponent true}
 :invoice/number {:db/valueType :db.type/long :db/unique :db.unique/value}
 :invoice/total {:db/valueType :db.type/bigdec}
 :invoice/paid {:db/valueType :db.type/boolean}
 :invoice/lines {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :line/desc {:db/valueType :db.type/string}
 :line/amount {:db/valueType :db.type/bigdec}
 :line/qty {:db/valueType :db.type/long}}
"""

STATUSES = [("held", "Held", 1), ("confirmed", "Confirmed", 2), ("checked-in", "Checked in", 3),
            ("completed", "Completed", 4), ("cancelled", "Cancelled", 0), ("no-show", "No show", -1)]
# code, name, city, stars, opened, location, chain, pet(None)
HOTELS = [("LIS1", "Hotel Tejo", "Lisboa", 4, (1998, 5, 1), [38.7, -9.14], "atlantic", True),
          ("TYO1", "ホテル 桜", "東京", 5, (2005, 4, 1), [35.68, 139.69], "sakura", False),
          ("OSL1", "Fjord Inn", "Oslo", 3, (1975, 6, 15), [59.91, 10.75], "atlantic", None),
          ("MOW1", "Гостиница Волга", "Москва", 0, (1961, 1, 1), [55.75, 37.62], "independent", True),
          ("NUL0", "", "", 1, (2024, 12, 31), [0.0, 0.0], "independent", False)]
FEATS = ["wifi", "balcony", "minibar", "sea-view", "bathtub", "accessible", "kitchenette"]
FIRST = ["Ana", "Björn", "Chloé", "Dário", "Eun-ji", "Farah", "Gustav", "Hana", "Ivo", "Jürgen",
         "Kaito", "Lúcia", "Mika", "Nadia", "Oskar", "Pilar", "Qiu", "Raúl", "Sven", "Tomás",
         "Ursula", "Vera", "Wojtek", "Xénia", "Yara", "Zé", "Ψ", "Ольга", "美咲", ""]
LAST = ["Costa", "Berg", "Moreau", "Sato", "Novak", "Haddad", "Lind", "Kovač", "Silva", "Ito"]
TIERS = ["bronze", "silver", "gold", "platinum"]
EXTRAS = ["breakfast", "parking", "spa", "late-checkout"]


def inst(y, m, d, h=0, mi=0, s=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def b(x):
    return "true" if x else "false"


def add_days(y, m, d, n):
    import datetime
    t = datetime.date(y, m, d) + datetime.timedelta(days=n)
    return t.year, t.month, t.day


def main():
    ents = []
    for k, (kw, label, rank) in enumerate(STATUSES):
        ents.append([f":db/id {s('st-' + kw)}", f":db/ident :status/{kw}", f":status/label {s(label)}",
                     f":status/rank {rank}"])
    for i, (code, name, city, stars, op, loc, chain, pet) in enumerate(HOTELS):
        e = [f":db/id {s('h-' + code)}", f":hotel/code {s(code)}", f":hotel/name {s(name)}",
             f":hotel/city {s(city)}", f":hotel/stars {stars}", f":hotel/opened {inst(*op)}",
             f':hotel/uuid #uuid "0000aaaa-1111-4222-8333-{i + 1:012d}"',
             f":hotel/location [{' '.join(repr(x) for x in loc)}]", f":hotel/chain :{chain}"]
        if pet is not None:
            e.append(f":hotel/pet-friendly {b(pet)}")
        ents.append(e)
    # rooms: hotel i has floors; (floor, number) unique globally
    rooms = []
    for i, (code, *_r) in enumerate(HOTELS):
        nrooms = [9, 10, 8, 7, 2][i]
        for k in range(nrooms):
            floor = [-1, 0, 1, 1, 2, 2, 3, 4, 5, 7][k % 10] if i != 4 else [0, -2][k]
            number = (i + 1) * 100 + k if i != 4 else [0, -5][k]
            rid = f"r-{code}-{k}"
            rate = ["89.90", "120.00", "149.99", "0", "75.5", "310.00", "99.99", "120", "1250.00", "64.00"][(i * 3 + k) % 10]
            if i == 4 and k == 1:
                rate = "-10.00"
            e = [f":db/id {s(rid)}", f":room/hotel {s('h-' + code)}", f":room/floor {floor}",
                 f":room/number {number}", f":room/rate {rate}M", f":room/capacity {1 + (i + k) % 4}"]
            fs = sorted({FEATS[(i + k * 2) % 7], FEATS[(k * 3 + 1) % 7]}) if (i + k) % 5 != 3 else []
            if k % 4 == 0 and fs:
                fs = sorted(set(fs) | {"wifi"})
            if fs:
                e.append(f":room/features [{' '.join(':' + f for f in fs)}]")
            if (i + k) % 6 != 5:
                e.append(f":room/smoking {b((i + k) % 7 == 0)}")
            lab = ["", "Suite Æ", "Standard", "Deluxe ✓", "Standard"][(i + k) % 5]
            if k % 3 != 2:
                e.append(f":room/label {s(lab)}")
            if (i * k) % 8 != 7:
                e.append(f":room/area {[18.5, 22.0, 0.0, 35.25, 41.0, 27.75][(i + k) % 6]!r}")
            ents.append(e)
            rooms.append((rid, i, k))
    NG = 30
    for g in range(NG):
        em = f"g{g:02d}@mail.example" if g != 29 else "@"
        name = (FIRST[g] + " " + LAST[g % 10]).strip()
        e = [f":db/id {s('g' + str(g))}", f":guest/email {s(em)}", f":guest/name {s(name)}",
             f':guest/uuid #uuid "9999bbbb-2222-4333-8444-{g + 1:012d}"',
             f":guest/tier :{TIERS[(g * 7) % 4]}" if g % 8 != 7 else None]
        e = [x for x in e if x]
        pts = [0, 1500, 250000, -40, 99, 12000000000][g % 6]
        e.append(f":guest/points {pts}N")
        if g % 5 != 4:
            e.append(f":guest/vip {b(g % 3 == 0)}")
        if g % 7 != 6:
            e.append(f":guest/passport {s('P' + str(100000 + g * 37))}")
        e.append(f":guest/born {inst(1950 + (g * 3) % 55, 1 + g % 12, 1 + (g * 7) % 28)}")
        e.append(f":guest/balance {[0.0, -12.5, 300.0, 42.42, -0.5, 1e6][g % 6]!r}")
        ls = sorted({["pt", "en", "ja", "no", "ru", "de"][(g + j) % 6] for j in range(g % 3)})
        if ls:
            e.append(f":guest/langs [{' '.join(s(x) for x in ls)}]")
        ents.append(e)
    # referral graph: chain with cycles and a self-referral
    REF = {1: 0, 2: 1, 3: 2, 4: 3, 0: 4, 5: 5, 6: 0, 7: 6, 8: 7, 9: 8, 10: 11, 11: 10, 12: 9, 13: 12, 14: 1,
           15: 14, 16: 15, 20: 2, 21: 20, 22: 21, 25: 25}
    for a in sorted(REF):
        ents.append([f":db/id {s('g' + str(a))}", f":guest/referred-by {s('g' + str(REF[a]))}"])
    # bookings
    NB = 140
    inv = 5000
    st_names = [x[0] for x in STATUSES]
    for k in range(NB):
        g = (k * 7) % NG
        rid, hi, rk = rooms[(k * 11) % len(rooms)]
        y, m, d = add_days(2025, 1, 1, (k * 13) % 365)
        nights = [1, 2, 3, 7, 0, 14, 4][k % 7]
        y2, m2, d2 = add_days(y, m, d, nights)
        st = st_names[[1, 3, 3, 0, 4, 2, 3, 5, 1][k % 9]]
        code = f"BK{k:04d}"
        e = [f":db/id {s('b' + str(k))}", f":booking/code {s(code)}", f":booking/guest {s('g' + str(g))}",
             f":booking/room {s(rid)}", f":booking/checkin {inst(y, m, d, 15)}",
             f":booking/status :status/{st}", f":booking/adults {k % 4}"]
        if k % 10 != 9:
            e.append(f":booking/checkout {inst(y2, m2, d2, 11)}")
        if k % 3 == 0:
            e.append(f":booking/extra [:{EXTRAS[k % 4]} {k % 5}]")
        if k % 6 == 1:
            e.append(f":booking/notes {s(['', 'late arrival', 'アレルギー: 卵', 'honeymoon 💍'][k % 4])}")
        if st in ("completed", "checked-in", "confirmed") and k % 5 != 2:
            nl = 1 + k % 3
            lines = []
            tot = 0
            for j in range(nl):
                amt = ["120.00", "15.50", "0.00", "-20.00", "89.90", "7.25"][(k + j) % 6]
                q = [1, 2, 0, 3][(k + j) % 4]
                desc = ["room", "breakfast", "", "discount", "minibar", "city tax"][(k + j) % 6]
                lines.append(f"{{:line/desc {s(desc)} :line/amount {amt}M :line/qty {q}}}")
                tot += round(float(amt) * 100) * q
            e.append(f":booking/invoice {{:invoice/number {inv} :invoice/total {tot // 100}.{tot % 100:02d}M "
                     f":invoice/paid {b(k % 4 != 1)} :invoice/lines [{' '.join(lines)}]}}")
            inv += 1 if k % 7 else -3000  # some low numbers, incl. negative-free jumps
        ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
