#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the twenty-fifth unseen parity corpus.

An online bookshop's order system: books (string ISBN identity, bigdec
prices incl. 0.00 and whole numbers, long stock incl. 0 and negatives,
double ratings incl. 0.0 and missing, keyword genres (many), a homogeneous
double [h w] tuple, unicode and empty titles); customers (string e-mail
identity, uuid gift-card identity on some, unique-value handles on some,
bigint loyalty points incl. 0N and negatives, instants, keyword tiers,
string tags (many) incl. "", component addresses (many), a referral graph
with a 2-cycle and a self-referral); orders (long identity, keyword
statuses, instants incl. the epoch, double discounts incl. 0.0 and
negatives, uuid gift codes, a heterogeneous [keyword string instant]
shipment tuple by :db/tupleTypes, component lines (many)); lines (a
composite :db/tupleAttrs [:line/order :line/no] identity, long quantities
incl. 0 and negatives for returns, bigdec prices); carts (unique-value
owner ref, component items). Deterministic.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:book/isbn {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :book/title {:db/valueType :db.type/string}
 :book/price {:db/valueType :db.type/bigdec}
 :book/stock {:db/valueType :db.type/long}
 :book/rating {:db/valueType :db.type/double}
 :book/genres {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :book/dims {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :book/ebook {:db/valueType :db.type/boolean}
 :book/sequel {:db/valueType :db.type/ref}
 :cust/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :cust/gift {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :cust/handle {:db/valueType :db.type/string :db/unique :db.unique/value}
 :cust/name {:db/valueType :db.type/string}
 :cust/points {:db/valueType :db.type/bigint}
 :cust/vip {:db/valueType :db.type/boolean}
 :cust/joined {:db/valueType :db.type/instant}
 :cust/tier {:db/valueType :db.type/keyword}
 :cust/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :cust/addresses {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :cust/referrer {:db/valueType :db.type/ref}
 :cust/favorites {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :addr/city {:db/valueType :db.type/string}
 :addr/zip {:db/valueType :db.type/string}
 :addr/primary {:db/valueType :db.type/boolean}
 :order/no {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :order/customer {:db/valueType :db.type/ref}
 :order/status {:db/valueType :db.type/keyword}
 :order/placed {:db/valueType :db.type/instant}
 :order/discount {:db/valueType :db.type/double}
 :order/gift {:db/valueType :db.type/uuid}
 :order/note {:db/valueType :db.type/string}
 :order/ship {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/string :db.type/instant]}
 :order/lines {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :line/order {:db/valueType :db.type/ref}
 :line/no {:db/valueType :db.type/long}
 :line/key {:db/valueType :db.type/tuple :db/tupleAttrs [:line/order :line/no] :db/unique :db.unique/identity}
 :line/book {:db/valueType :db.type/ref}
 :line/qty {:db/valueType :db.type/long}
 :line/price {:db/valueType :db.type/bigdec}
 :cart/owner {:db/valueType :db.type/ref :db/unique :db.unique/value}
 :cart/items {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :cart/updated {:db/valueType :db.type/instant}
 :item/book {:db/valueType :db.type/ref}
 :item/qty {:db/valueType :db.type/long}}
"""

TITLES = ["Der Prozess", "百年孤独", "", "Война и мир", "Dune", "Emma", "Ulysses", "Beloved",
          "Solaris", "Kindred", "Les Misérables", "Middlemarch", "Ficciones", "Neuromancer",
          "Persuasion", "Hamlet", "Odyssey", "Ψ Fragments", "Night", "Walden"]
PRICES = ["12.99", "0.00", "5", "100.50", "7.5", "19.99", "8", "42.00", "3.25", "15"]
GENRES = ["fiction", "scifi", "history", "kids", "poetry", "classic"]
NAMES = ["Ada Lovelace", "Björk Guðmundsdóttir", "Chidi Okafor", "", "Émile Zola", "Fatima Zahra",
         "Gu Ming", "Hélène Cixous", "Ivan Petrov", "Jun Ito", "Kofi Annan", "Lára Björk",
         "Mina Harker", "Nils Holgersson", "Olu Dara", "Priya Patel", "Quinn Fabray", "Raúl Díaz",
         "Søren K", "Tomás Ó Briain", "Uma Thurman", "Václav Havel", "Wen Li", "Xóchitl Gálvez",
         "Yara Shahidi", "Zoë Kravitz", "Ángel Ruiz", "Ørjan Berg", "王芳", "Дарья"]
TIERS = ["bronze", "silver", "gold", "platinum"]
TAGS = ["student", "teacher", "", "bücherwurm", "vip", "newsletter"]
CITIES = ["Berlin", "Zürich", "São Paulo", "東京", "", "Oslo", "Lagos"]
STATUSES = ["pending", "paid", "shipped", "delivered", "returned", "cancelled"]
CARRIERS = ["dhl", "ups", "post"]
NB, NC, NO = 20, 30, 120


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def b(x):
    return "true" if x else "false"


def inst(y, mo, d, h=0, mi=0, sec=0, ms=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{sec:02d}.{ms:03d}-00:00"'


def main():
    ents = []
    for i in range(NB):
        e = [f":db/id {s('b' + str(i))}", f":book/isbn {s('978-%04d' % i)}", f":book/title {s(TITLES[i])}",
             f":book/price {PRICES[i % len(PRICES)]}M", f":book/stock {[0, 3, 12, -2, 40, 7, 1][i % 7]}"]
        if i % 6 != 5:
            e.append(f":book/rating {[4.5, 0.0, 3.25, 5.0, 2.0, 3.9][i % 6]!r}")
        gs = sorted({GENRES[i % 6], GENRES[(i * 5 + 1) % 6]}) if i % 8 != 7 else []
        if gs:
            e.append(":book/genres [" + " ".join(":" + g for g in gs) + "]")
        if i % 4 != 3:
            e.append(f":book/dims [{round(18.0 + (i % 5) * 1.5, 2)!r} {round(11.0 + (i % 3) * 0.75, 2)!r}]")
        if i % 3 != 2:
            e.append(f":book/ebook {b(i % 2 == 0)}")
        if i in (4, 8, 12):
            e.append(f":book/sequel {s('b' + str(i + 1))}")
        if i == 13:
            e.append(":book/sequel \"b13\"")  # self-sequel
        ents.append(e)
    addr_no = 0
    for i in range(NC):
        e = [f":db/id {s('c' + str(i))}", f":cust/email {s('c%d@shop.example' % i)}",
             f":cust/name {s(NAMES[i])}"]
        if i % 3 == 0:
            e.append(f':cust/gift #uuid "00000000-0000-4000-8000-{i:012d}"')
        if i % 4 != 3:
            e.append(f":cust/handle {s('@' + NAMES[i].split(' ')[0].lower() + str(i))}")
        pts = ["0", "-50", "1200", "12345678901234567890", "75", "300", "0"][i % 7] if i % 11 != 10 else None
        if pts is not None:
            e.append(f":cust/points {pts}N")
        if i % 5 != 4:
            e.append(f":cust/vip {b(i % 3 == 0)}")
        e.append(":cust/joined " + (inst(1970, 1, 1) if i == 0 else inst(2015 + i % 10, 1 + i % 12, 1 + (i * 3) % 28, i % 24)))
        e.append(f":cust/tier :{TIERS[i % 4]}")
        tg = sorted({TAGS[i % 6], TAGS[(i * 7 + 2) % 6]}) if i % 5 != 2 else []
        if tg:
            e.append(":cust/tags [" + " ".join(s(t) for t in tg) + "]")
        na = [1, 2, 0][i % 3]
        ats = []
        for k in range(na):
            ats.append(s('a' + str(addr_no)))
            addr_no += 1
        if ats:
            e.append(":cust/addresses [" + " ".join(ats) + "]")
        if i == 0:
            ref = 0
        elif i == 1:
            ref = 2
        elif i == 2:
            ref = 1
        elif i % 7 == 6:
            ref = None
        else:
            ref = (i - 1) // 2
        if ref is not None:
            e.append(f":cust/referrer {s('c' + str(ref))}")
        if i % 4 == 1:
            e.append(":cust/favorites [" + " ".join(s('b' + str((i * k + 3) % NB)) for k in (1, 2, 3)) + "]")
        ents.append(e)
    addr_no = 0
    for i in range(NC):
        for k in range([1, 2, 0][i % 3]):
            e = [f":db/id {s('a' + str(addr_no))}", f":addr/city {s(CITIES[(i + k) % len(CITIES)])}"]
            if addr_no % 5 != 4:
                e.append(f":addr/zip {s('%05d' % (addr_no * 173 % 100000))}")
            e.append(f":addr/primary {b(k == 0)}")
            ents.append(e)
            addr_no += 1
    lines = []
    for o in range(NO):
        c = (o * 7) % NC if o % 17 != 16 else 3
        st = STATUSES[o % 6]
        nl = [1, 2, 3, 0, 2][o % 5]
        ltids = [s('l%d_%d' % (o, k)) for k in range(1, nl + 1)]
        e = [f":db/id {s('o' + str(o))}", f":order/no {1000 + o}", f":order/customer {s('c' + str(c))}",
             f":order/status :{st}"]
        e.append(":order/placed " + (inst(1970, 1, 1) if o == 0 else inst(2024 + o % 2, 1 + o % 12, 1 + (o * 5) % 28, (o * 7) % 24, o % 60)))
        if o % 4 != 2:
            e.append(f":order/discount {[0.0, 0.1, 0.25, -0.05, 0.5][o % 5]!r}")
        if o % 9 == 0:
            e.append(f':order/gift #uuid "{o:08x}-0000-4000-8000-00000000abcd"')
        if o % 10 == 0:
            e.append(f":order/note {s(['', 'gift wrap 🎁', 'Leave at door', 'Rush'][(o // 10) % 4])}")
        if st in ("shipped", "delivered"):
            e.append(f":order/ship [:{CARRIERS[o % 3]} {s('TRK%05d' % (o * 31))} {inst(2024 + o % 2, 1 + o % 12, 2 + (o * 5) % 26)}]")
        if ltids:
            e.append(":order/lines [" + " ".join(ltids) + "]")
        ents.append(e)
        for k in range(1, nl + 1):
            bk = (o * 3 + k * 5) % NB
            qty = [1, 2, 0, -1, 3, 1, 5][(o + k) % 7]
            lines.append([f":db/id {s('l%d_%d' % (o, k))}", f":line/order {s('o' + str(o))}", f":line/no {k}",
                          f":line/book {s('b' + str(bk))}", f":line/qty {qty}",
                          f":line/price {PRICES[bk % len(PRICES)]}M"])
    ents.extend(lines)
    for c in range(0, NC, 2):
        if c % 6 == 4:
            continue
        items = [s('ci%d_%d' % (c, k)) for k in range([2, 1, 3][c % 3])]
        ents.append([f":db/id {s('cart' + str(c))}", f":cart/owner {s('c' + str(c))}",
                     f":cart/updated {inst(2025, 1 + c % 12, 1 + c)}", ":cart/items [" + " ".join(items) + "]"])
        for k in range(len(items)):
            ents.append([f":db/id {s('ci%d_%d' % (c, k))}", f":item/book {s('b' + str((c + k * 3) % NB))}",
                         f":item/qty {[1, 0, 2, -1][(c + k) % 4]}"])
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
