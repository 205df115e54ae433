#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 47th unseen parity corpus.

An online marketplace: sellers (a string handle identity, a uuid unique
value, a referral ref graph with a 3-cycle and a self-loop, bigdec
balances, boolean verified, keyword tiers), listings (a string sku
identity, unicode titles incl. empty, bigdec prices incl. 0 and negative,
long stock incl. 0 and negative, keyword categories, cardinality-many
string tags, double weights, a heterogeneous [currency-keyword cents-long]
tuple, a homogeneous long tuple of dimensions), buyers (string e-mail
identity, unique-value phone, instants), orders (string number identity,
keyword statuses, placed instants, component line items carrying a
composite :db/tupleAttrs [:line/order :line/no] identity, long quantity,
bigdec unit price), reviews (long ratings 1-5, bigint helpful votes incl.
0N and negative). Deterministic.
"""
import os, uuid, datetime

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:seller/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :seller/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :seller/name {:db/valueType :db.type/string}
 :seller/verified {:db/valueType :db.type/boolean}
 :seller/tier {:db/valueType :db.type/keyword}
 :seller/balance {:db/valueType :db.type/bigdec}
 :seller/referred-by {:db/valueType :db.type/ref}
 :seller/joined {:db/valueType :db.type/instant}
 :seller/rating {:db/valueType :db.type/double}
 :listing/sku {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :listing/title {:db/valueType :db.type/string}
 :listing/seller {:db/valueType :db.type/ref}
 :listing/price {:db/valueType :db.type/bigdec}
 :listing/stock {:db/valueType :db.type/long}
 :listing/category {:db/valueType :db.type/keyword}
 :listing/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :listing/weight {:db/valueType :db.type/double}
 :listing/active {:db/valueType :db.type/boolean}
 :listing/list-price {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :listing/dims {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :listing/created {:db/valueType :db.type/instant}
 :buyer/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :buyer/phone {:db/valueType :db.type/string :db/unique :db.unique/value}
 :buyer/name {:db/valueType :db.type/string}
 :buyer/since {:db/valueType :db.type/instant}
 :buyer/country {:db/valueType :db.type/keyword}
 :buyer/prime {:db/valueType :db.type/boolean}
 :order/number {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :order/buyer {:db/valueType :db.type/ref}
 :order/status {:db/valueType :db.type/keyword}
 :order/placed {:db/valueType :db.type/instant}
 :order/lines {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :order/note {:db/valueType :db.type/string}
 :order/gift {:db/valueType :db.type/boolean}
 :line/order {:db/valueType :db.type/ref}
 :line/no {:db/valueType :db.type/long}
 :line/order+no {:db/valueType :db.type/tuple :db/tupleAttrs [:line/order :line/no] :db/unique :db.unique/identity}
 :line/listing {:db/valueType :db.type/ref}
 :line/qty {:db/valueType :db.type/long}
 :line/unit-price {:db/valueType :db.type/bigdec}
 :review/listing {:db/valueType :db.type/ref}
 :review/buyer {:db/valueType :db.type/ref}
 :review/rating {:db/valueType :db.type/long}
 :review/helpful {:db/valueType :db.type/bigint}
 :review/text {:db/valueType :db.type/string}
 :review/at {:db/valueType :db.type/instant}
}
"""


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def inst(day, hour=9, minute=0):
    d = datetime.datetime(2025, 1, 1) + datetime.timedelta(days=day, hours=hour, minutes=minute)
    return '#inst "' + d.strftime("%Y-%m-%dT%H:%M:%S.000-00:00") + '"'


def uid(ns, n):
    return '#uuid "' + str(uuid.uuid5(uuid.NAMESPACE_URL, f"quiver-unseen47/{ns}/{n}")) + '"'


# handle, name, verified, tier, balance, referred-by, rating
SELLERS = [
    ("acme", "Acme Goods", True, "gold", "1250.50M", "bolt", 4.8),
    ("bolt", "Bolt & Nut", True, "silver", "0M", "cora", 4.2),
    ("cora", "Cora's Crafts", False, "silver", "-35.25M", "acme", 3.9),   # 3-cycle acme->bolt->cora->acme
    ("dune", "Dune Ünlimited", True, "bronze", "99.99M", "dune", 0.0),   # self-loop
    ("echo", "Écho Électronique", None, "gold", "5000.00M", "acme", 4.95),
    ("fern", "", False, "bronze", "0.00M", "echo", None),
    ("gaia", "ガイア商店", True, "silver", "777.7M", "fern", 4.5),
    ("hush", "Hush Audio", False, None, "12M", None, -1.0),
]

CATS = ["electronics", "books", "home", "toys", "garden", "audio"]
TITLES = [
    "USB-C Cable 2m", "Wireless Mouse", "Mechanical Keyboard", "Clojure Programming",
    "Rust in Action", "Datalog Primer", "Ceramic Mug", "Café Crème Beans", "Bamboo Cutting Board",
    "Wooden Train Set", "Puzzle 1000 pcs", "Garden Hose 15m", "Seed Pack Tomato",
    "Noise-Cancelling Headphones", "Bluetooth Speaker", "日本茶 セット", "Ünïcödé Lamp", "",
    "USB-C Hub", "Kindle Cover", "Über Blender", "Yoga Mat", "Plant Pot 🌱", "Vinyl Record",
    "Cable Organizer", "Desk Lamp", "Phone Stand", "Mouse Pad XL", "Garden Gloves", "Board Game",
]
TAGS = ["sale", "new", "eco", "gift", "bestseller", "usb", "handmade", ""]
PRICES = ["19.99M", "24.50M", "89.00M", "45M", "39.95M", "29.99M", "12.00M", "15.5M", "0M", "-3.00M",
          "7.25M", "49.99M", "3.10M", "199.99M", "59.00M", "22.22M", "34.00M", "0.00M", "14.99M", "9.99M"]


def main():
    ents = []
    for i, (h, name, ver, tier, bal, ref, rat) in enumerate(SELLERS):
        e = [f":db/id {s('s-' + h)}", f":seller/handle {s(h)}", f":seller/uuid {uid('seller', i)}",
             f":seller/name {s(name)}", f":seller/balance {bal}", f":seller/joined {inst(-300 + i * 37, 8 + i)}"]
        if ver is not None:
            e.append(f":seller/verified {'true' if ver else 'false'}")
        if tier:
            e.append(f":seller/tier :{tier}")
        if ref:
            e.append(f":seller/referred-by {s('s-' + ref)}")
        if rat is not None:
            e.append(f":seller/rating {rat}")
        ents.append(e)
    nl = len(TITLES)
    for li, title in enumerate(TITLES):
        sku = f"SKU-{1000 + li}"
        seller = SELLERS[li % 7][0]  # hush sells nothing
        cat = CATS[li % len(CATS)]
        price = PRICES[li % len(PRICES)]
        stock = [0, 5, 12, 100, -2, 1, 40, 7, 0, 3][li % 10]
        e = [f":db/id {s('l' + str(li))}", f":listing/sku {s(sku)}", f":listing/title {s(title)}",
             f":listing/seller {s('s-' + seller)}", f":listing/price {price}",
             f":listing/category :{cat}", f":listing/created {inst(li * 5, 10 + li % 8)}"]
        if li % 11 != 7:
            e.append(f":listing/stock {stock}")
        tags = [TAGS[(li + k) % len(TAGS)] for k in range(li % 4)]
        if tags:
            e.append(":listing/tags [" + " ".join(s(t) for t in sorted(set(tags))) + "]")
        if li % 5 != 3:
            e.append(f":listing/weight {[0.25, 1.5, 0.0, 2.75, -0.5, 10.0][li % 6]}")
        e.append(f":listing/active {'false' if li % 6 == 5 else 'true'}")
        cur = ["usd", "eur", "jpy"][li % 3]
        cents = int(round(float(price[:-1]) * 100))
        e.append(f":listing/list-price [:{cur} {cents}]")
        if li % 4 != 2:
            e.append(f":listing/dims [{10 + li} {5 + li % 3} {li % 7}]")
        ents.append(e)
    BUYERS = [("ann@mail.com", "Ann", "us", True), ("bo@mail.com", "Bo", "de", False),
              ("chloé@mail.fr", "Chloé", "fr", True), ("dan@mail.com", "Dan \"D\" O'Neil", "us", None),
              ("emi@mail.jp", "恵美", "jp", True), ("fay@mail.com", "", "gb", False),
              ("gus@mail.com", "Gus", "us", False), ("hal@mail.com", "Hal", "de", True),
              ("ivy@mail.com", "Ivy", "ca", False), ("jo@mail.com", "Jo", "us", True),
              ("kai@mail.com", "Kai", "fr", None), ("lee@mail.com", "Lee", "jp", False)]
    for bi, (em, nm, c, prime) in enumerate(BUYERS):
        e = [f":db/id {s('b' + str(bi))}", f":buyer/email {s(em)}", f":buyer/name {s(nm)}",
             f":buyer/since {inst(-200 + bi * 13)}", f":buyer/country :{c}"]
        if bi != 11:
            e.append(f":buyer/phone {s('+1-555-%04d' % (bi * 17))}")
        if prime is not None:
            e.append(f":buyer/prime {'true' if prime else 'false'}")
        ents.append(e)
    STAT = ["placed", "paid", "shipped", "delivered", "cancelled", "delivered", "shipped", "refunded"]
    on = 0
    for bi in range(11):  # lee (b11) never orders
        for k in range(2 + (bi * 3) % 5):
            num = f"ORD-{2000 + on}"
            st = STAT[(bi + k * 3) % len(STAT)]
            e = [f":db/id {s('o' + str(on))}", f":order/number {s(num)}", f":order/buyer {s('b' + str(bi))}",
                 f":order/status :{st}", f":order/placed {inst(on * 2, 8 + on % 12, (on * 7) % 60)}"]
            if on % 4 == 1:
                e.append(f":order/note {s(['leave at door', '', 'gift wrap 🎁', 'ring twice'][on % 4 if on % 3 else 0])}")
            if on % 5 == 0:
                e.append(f":order/gift {'true' if on % 10 == 0 else 'false'}")
            lines = []
            for ln in range(1 + (on * 7 + bi) % 4):
                lst = (on * 5 + ln * 3 + bi) % nl
                qty = [1, 2, 3, 1, 5, 0, 10, 1, 4, 2, -1][(on + ln * 2) % 11]
                up = PRICES[lst % len(PRICES)]
                if (on + ln) % 9 == 4:
                    up = "5.00M"  # discounted
                lines.append("{" + f":line/order {s('o' + str(on))} :line/no {ln + 1} :line/listing {s('l' + str(lst))} "
                             f":line/qty {qty} :line/unit-price {up}" + "}")
            e.append(":order/lines [" + " ".join(lines) + "]")
            ents.append(e)
            on += 1
    rv = 0
    for li in range(nl):
        for k in range((li * 7) % 5):
            bi = (li + k * 5) % 12
            rating = [5, 4, 3, 5, 1, 2, 4, 5, 3, 4][(li + k) % 10]
            helpful = ["0N", "3N", "12N", "-1N", "250N", "7N", "1N", "99999999999999999999N"][(li * 3 + k) % 8]
            e = [f":review/listing {s('l' + str(li))}", f":review/buyer {s('b' + str(bi))}",
                 f":review/rating {rating}", f":review/helpful {helpful}", f":review/at {inst(40 + rv * 3, 12)}"]
            if rv % 6 != 4:
                e.append(f":review/text {s(['Great!', 'meh', 'Très bien', '', 'Broke after 2 days', '最高'][rv % 6])}")
            ents.append(e)
            rv += 1
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
