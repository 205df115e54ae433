#!/usr/bin/env python3
"""Writes schema.edn and data.edn of unseen parity corpus 79: a LARGE
e-commerce order history (deterministic, ~35,000 datoms).

Status idents (refs to :db/ident entities), a category tree (acyclic parent
refs) plus a `related` graph with cycles and a self-loop, products (string
identity, bigdec price, bigint stock, long-tuple dims, keyword tags many),
customers (string e-mail identity, uuid identity, unique-value phone,
unicode names, referrer graph with cycles and a self-loop, bigdec balance),
warehouses (keyword identity, double tuple location), coupons, orders (long
identity, instants, status idents, gift booleans, component line items with
long qty and bigdec price, a [keyword long] :db/tupleTypes shipping tuple),
reviews (composite [:review/customer :review/product] identity), shipments
(uuid identity) and returns.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:cat/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :cat/parent {:db/valueType :db.type/ref}
 :cat/related {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :cat/depth {:db/valueType :db.type/long}
 :prod/sku {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :prod/name {:db/valueType :db.type/string}
 :prod/price {:db/valueType :db.type/bigdec}
 :prod/cat {:db/valueType :db.type/ref}
 :prod/weight {:db/valueType :db.type/double}
 :prod/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :prod/stock {:db/valueType :db.type/bigint}
 :prod/active {:db/valueType :db.type/boolean}
 :prod/dims {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :prod/alt {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :cust/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :cust/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :cust/phone {:db/valueType :db.type/string :db/unique :db.unique/value}
 :cust/name {:db/valueType :db.type/string}
 :cust/tier {:db/valueType :db.type/keyword}
 :cust/joined {:db/valueType :db.type/instant}
 :cust/vip {:db/valueType :db.type/boolean}
 :cust/referrer {:db/valueType :db.type/ref}
 :cust/balance {:db/valueType :db.type/bigdec}
 :cust/points {:db/valueType :db.type/long}
 :wh/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :wh/name {:db/valueType :db.type/string}
 :wh/loc {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :coupon/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :coupon/off {:db/valueType :db.type/bigdec}
 :coupon/pct {:db/valueType :db.type/double}
 :coupon/expires {:db/valueType :db.type/instant}
 :order/no {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :order/cust {:db/valueType :db.type/ref}
 :order/placed {:db/valueType :db.type/instant}
 :order/status {:db/valueType :db.type/ref}
 :order/gift {:db/valueType :db.type/boolean}
 :order/wh {:db/valueType :db.type/ref}
 :order/coupon {:db/valueType :db.type/ref}
 :order/items {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :order/ship {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :item/prod {:db/valueType :db.type/ref}
 :item/qty {:db/valueType :db.type/long}
 :item/price {:db/valueType :db.type/bigdec}
 :review/cust {:db/valueType :db.type/ref}
 :review/prod {:db/valueType :db.type/ref}
 :review/cust+prod {:db/valueType :db.type/tuple :db/tupleAttrs [:review/cust :review/prod] :db/unique :db.unique/identity}
 :review/rating {:db/valueType :db.type/long}
 :review/text {:db/valueType :db.type/string}
 :review/helpful {:db/valueType :db.type/long}
 :ship/tracking {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :ship/order {:db/valueType :db.type/ref}
 :ship/carrier {:db/valueType :db.type/keyword}
 :ship/at {:db/valueType :db.type/instant}
 :ship/kg {:db/valueType :db.type/double}
 :ret/item {:db/valueType :db.type/ref}
 :ret/reason {:db/valueType :db.type/string}
 :ret/refund {:db/valueType :db.type/bigdec}
 :ret/qty {:db/valueType :db.type/long}}
"""

STATUSES = ["placed", "paid", "shipped", "delivered", "cancelled", "returned"]
CATS = [("All", None), ("Electronics", "All"), ("Home", "All"), ("Books", "All"), ("Toys", "All"),
        ("Phones", "Electronics"), ("Laptops", "Electronics"), ("Audio", "Electronics"),
        ("Headphones", "Audio"), ("Speakers", "Audio"), ("Kitchen", "Home"), ("Garden", "Home"),
        ("Cookware", "Kitchen"), ("Knives", "Cookware"), ("Fiction", "Books"), ("Non-fiction", "Books"),
        ("Sci-Fi", "Fiction"), ("Fantasy", "Fiction"), ("漫画", "Books"), ("Puzzles", "Toys"),
        ("Lego", "Toys"), ("Ρομπότ", "Toys"), ("Chargers", "Phones"), ("Cases", "Phones"),
        ("Gaming", "Laptops"), ("", "Home")]
RELATED = {"Phones": ["Chargers", "Cases"], "Chargers": ["Phones"], "Cases": ["Cases"],
           "Fiction": ["漫画"], "漫画": ["Fiction", "Puzzles"], "Puzzles": ["Lego"], "Lego": ["Puzzles"]}
FIRST = ["Ana", "Björn", "Chloé", "Dmitri", "Eun-ji", "François", "Giulia", "Hiroshi", "Ingrid", "José",
         "Kwame", "Laila", "Mateo", "Nour", "Olga", "Priya", "Quentin", "Rin", "Søren", "Tariq",
         "Uma", "Viktor", "王", "Ximena", "Yusuf", "Zoë", "", "Ψ"]
LAST = ["Silva", "Berg", "Dubois", "Ivanov", "Kim", "Martin", "Rossi", "Sato", "Larsen", "García",
        "Mensah", "Haddad", "López", "Khalil", "Petrova", "Patel", "Morel"]
TIERS = ["bronze", "silver", "gold", "platinum"]
TAGS = ["sale", "new", "eco", "bestseller", "clearance", "gift"]
CARRIERS = ["ups", "dhl", "fedex", "post"]
WHS = [("ams", "Amsterdam", [52.37, 4.89]), ("ber", "Berlin", [52.52, 13.4]), ("nyc", "New York", [40.71, -74.0]),
       ("syd", "Sydney", [-33.87, 151.21]), ("tok", "東京", [35.68, 139.69]), ("nul", "Null Island", [0.0, 0.0])]
REASONS = ["damaged", "wrong size", "changed mind", "", "défectueux", "late"]
NC, NP, NO = 400, 300, 1200


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def b(x):
    return "true" if x else "false"


def inst(y, mo, d, h=10, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def main():
    ents = []
    for st in STATUSES:
        ents.append([f":db/ident :status/{st}"])
    for k, (n, p) in enumerate(CATS):
        e = [f":db/id {s('c-' + n)}", f":cat/name {s(n)}"]
        if p:
            e.append(f":cat/parent {s('c-' + p)}")
        d, q = 0, p
        while q:
            d += 1
            q = dict(CATS)[q]
        e.append(f":cat/depth {d}")
        ents.append(e)
    for n, rs in RELATED.items():
        ents.append([f":db/id {s('c-' + n)}", ":cat/related [" + " ".join(s('c-' + r) for r in rs) + "]"])
    leafcats = [c for c, _ in CATS if c != "All"]
    for k, (code, name, loc) in enumerate(WHS):
        ents.append([f":db/id {s('w-' + code)}", f":wh/code :{code}", f":wh/name {s(name)}",
                     f":wh/loc [{loc[0]!r} {loc[1]!r}]"])
    for k in range(20):
        e = [f":db/id {s('cp' + str(k))}", f":coupon/code {s('SAVE' + str(k * 5))}",
             f":coupon/off {['5.00', '10.00', '0.00', '2.50', '15', '-1.00', '7.25'][k % 7]}M",
             f":coupon/expires {inst(2023 + k % 3, 1 + k % 12, 1 + k % 27)}"]
        if k % 4 != 3:
            e.append(f":coupon/pct {[0.1, 0.05, 0.0, 0.25, 0.15][k % 5]!r}")
        ents.append(e)
    prices = []
    for k in range(NP):
        price = ["9.99", "19.99", "4.50", "99.00", "149.95", "0.00", "1299.00", "24.00", "7.10", "59.90", "12.345"][k % 11]
        prices.append(price)
        e = [f":db/id {s('p' + str(k))}", f":prod/sku {s('SKU-%04d' % k)}",
             f":prod/name {s(['Widget', 'Gadget', 'Doohickey', 'Gizmo', 'Ding', 'Çafé', 'ロボ'][k % 7] + ' ' + str(k))}",
             f":prod/price {price}M", f":prod/cat {s('c-' + leafcats[(k * 7) % len(leafcats)])}",
             f":prod/stock {[0, 5, 120, -3, 100000000000, 42, 7][k % 7]}N"]
        if k % 9 != 8:
            e.append(f":prod/weight {[0.25, 1.5, 0.0, 12.75, 3.3, 0.1][k % 6]!r}")
        if k % 5 != 4:
            e.append(f":prod/active {b(k % 3 != 0)}")
        tg = sorted({TAGS[k % 6], TAGS[(k * 5 + 1) % 6]}) if k % 4 else []
        if tg:
            e.append(":prod/tags [" + " ".join(":" + t for t in tg) + "]")
        if k % 6 != 5:
            e.append(f":prod/dims [{k % 50} {(k * 3) % 40} {-(k % 4) if k % 10 == 0 else k % 17}]")
        ents.append(e)
    for k in range(NP):
        alts = sorted({(k + 1) % NP, (k * 13) % NP}) if k % 7 == 0 else ([k] if k == 21 else [])
        if alts:
            ents.append([f":db/id {s('p' + str(k))}", ":prod/alt [" + " ".join(s('p' + str(a)) for a in alts) + "]"])
    for k in range(NC):
        name = (FIRST[k % len(FIRST)] + " " + LAST[(k * 3) % len(LAST)]).strip()
        e = [f":db/id {s('u' + str(k))}", f":cust/email {s('c%03d@shop.example' % k)}",
             f':cust/uuid #uuid "cccccccc-0000-4000-8000-{k:012d}"', f":cust/name {s(name)}",
             f":cust/tier :{TIERS[(k * 7) % 4]}", f":cust/joined {inst(2018 + k % 7, 1 + k % 12, 1 + (k * 3) % 28, k % 24, k % 60)}",
             f":cust/points {[0, 150, -20, 999, 42, 7, 3000][k % 7] + k % 5}"]
        if k % 8 != 7:
            e.append(f":cust/phone {s('+1-555-%04d' % k)}")
        if k % 6 != 5:
            e.append(f":cust/vip {b(k % 10 == 0)}")
        if k % 3 != 2:
            e.append(f":cust/balance {['0.00', '12.50', '-5.25', '100', '0.01', '250.00'][k % 6]}M")
        ents.append(e)
    for k in range(NC):
        if k % 4 == 1:
            r = (k * 11 + 3) % NC
            ents.append([f":db/id {s('u' + str(k))}", f":cust/referrer {s('u' + str(r))}"])
    ents.append([":db/id \"u8\"", ":cust/referrer \"u8\""])  # self-loop
    ents.append([":db/id \"u12\"", ":cust/referrer \"u16\""])  # cycle
    ents.append([":db/id \"u16\"", ":cust/referrer \"u12\""])
    it = 0
    for k in range(NO):
        cu = (k * 37 + k // 7) % NC
        if cu % 50 == 49:
            cu = (cu + 1) % NC  # some customers never order
        e = [f":db/id {s('o' + str(k))}", f":order/no {100000 + k}", f":order/cust {s('u' + str(cu))}",
             f":order/placed {inst(2022 + k % 4, 1 + (k * 5) % 12, 1 + (k * 7) % 28, k % 24, (k * 13) % 60)}",
             f":order/status :status/{STATUSES[(k * 3 + k // 11) % 6]}",
             f":order/wh {s('w-' + WHS[k % 6][0])}"]
        if k % 5 != 2:
            e.append(f":order/gift {b(k % 9 == 0)}")
        if k % 6 == 1:
            e.append(f":order/coupon {s('cp' + str(k % 20))}")
        if k % 4 != 3:
            e.append(f":order/ship [:{CARRIERS[k % 4]} {(k * 3) % 9 - 1}]")
        n = 1 + (k * 7) % 5 if k % 50 != 13 else 0
        items = []
        seen = set()
        for j in range(n):
            p = (k * 11 + j * 29) % NP
            if p in seen:
                continue
            seen.add(p)
            q = [1, 2, 1, 3, 5, 1, 0, 10, 2, 1, -1][(k + j * 3) % 11]
            items.append(f"{{:db/id {s('i' + str(it))} :item/prod {s('p' + str(p))} :item/qty {q} "
                         f":item/price {prices[(p + (1 if (k + j) % 13 == 0 else 0)) % NP]}M}}")
            it += 1
        if items:
            e.append(":order/items [" + " ".join(items) + "]")
        ents.append(e)
    seenr = set()
    for k in range(900):
        cu, p = (k * 17) % NC, (k * 23 + k // 3) % NP
        if (cu, p) in seenr:
            continue
        seenr.add((cu, p))
        e = [f":db/id {s('r' + str(k))}", f":review/cust {s('u' + str(cu))}", f":review/prod {s('p' + str(p))}",
             f":review/rating {[5, 4, 3, 1, 5, 2, 0, 4][k % 8]}", f":review/helpful {(k * 7) % 23 - 5}"]
        if k % 5 != 4:
            e.append(f":review/text {s(['Great!', '', 'Meh', 'Terrible 😡', 'Très bien', 'ok ok', 'Как надо'][k % 7])}")
        ents.append(e)
    for k in range(900):
        o = (k * 5 + 1) % NO
        e = [f":db/id {s('s' + str(k))}", f':ship/tracking #uuid "5a5a5a5a-0000-4000-9000-{k:012d}"',
             f":ship/order {s('o' + str(o))}", f":ship/carrier :{CARRIERS[(k * 3) % 4]}",
             f":ship/at {inst(2022 + k % 4, 1 + k % 12, 1 + k % 28, 8)}"]
        if k % 7 != 6:
            e.append(f":ship/kg {[0.5, 1.25, 0.0, 20.0, 3.75][k % 5]!r}")
        ents.append(e)
    for k in range(150):
        i = (k * 47) % it
        ents.append([f":db/id {s('x' + str(k))}", f":ret/item {s('i' + str(i))}",
                     f":ret/reason {s(REASONS[k % 6])}", f":ret/refund {['9.99', '0.00', '19.99', '4.50', '100.00'][k % 5]}M",
                     f":ret/qty {1 + k % 3}"])
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")
    print(len(ents), "entities,", it, "items")


if __name__ == "__main__":
    main()
