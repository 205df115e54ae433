#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen94 parity corpus (deterministic).

A marketplace: sellers (string identity, keyword country, double rating incl.
negative/missing, keyword tags, a parent ref with a cycle) and products (string
sku identity, uuid identity, bigdec cost, double list price, long stock incl.
negative, bigint barcode, keyword categories, related refs with a self-loop,
component variants). Price feeds, stock snapshots, rates, blocklists and carts
are passed at query time by gen_queries.py.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:seller/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :seller/name {:db/valueType :db.type/string}
 :seller/country {:db/valueType :db.type/keyword}
 :seller/rating {:db/valueType :db.type/double}
 :seller/since {:db/valueType :db.type/instant}
 :seller/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :seller/parent {:db/valueType :db.type/ref}
 :seller/verified {:db/valueType :db.type/boolean}
 :seller/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :product/sku {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :product/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :product/name {:db/valueType :db.type/string}
 :product/seller {:db/valueType :db.type/ref}
 :product/cost {:db/valueType :db.type/bigdec}
 :product/list-price {:db/valueType :db.type/double}
 :product/stock {:db/valueType :db.type/long}
 :product/barcode {:db/valueType :db.type/bigint}
 :product/categories {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :product/related {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :product/added {:db/valueType :db.type/instant}
 :product/currency {:db/valueType :db.type/keyword}
 :product/variants {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :variant/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :variant/size {:db/valueType :db.type/keyword}
 :variant/extra {:db/valueType :db.type/long}}
"""

SELLERS = [("S0", "Acme Goods", ":ch", 4.5), ("S1", "Bäckerei Müller", ":de", 3.9),
           ("S2", "東京 Trading", ":jp", 4.8), ("S3", "", ":fr", -1.0),
           ("S4", "Zoë's Zines", ":fr", None), ("S5", "Ünïcode Ltd 😀", ":us", 2.25),
           ("S6", "Nordic Wool", ":no", 4.5), ("S7", "Blocked Co", ":us", 0.0)]
TAGS = [":eco", ":fast", ":local", ":bulk"]
CATS = [":toys", ":food", ":books", ":garden", ":tools", ":wool"]
CUR = [":chf", ":eur", ":usd", ":jpy"]
NAMES = ["Widget", "Gadget", "Brot", "Käse", "Manga", "Bonsai", "Hammer", "Schal", "Tee", "Kite",
         "Puzzle", "Lamp"]


def inst(y, mo, d, h=0, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def main():
    ents = []
    for i, (sid, name, c, r) in enumerate(SELLERS):
        e = [f':db/id "s{i}"', f':seller/id "{sid}"', f':seller/name "{name}"', f":seller/country {c}",
             f":seller/since {inst(2015 + i, 1 + i, 3 + i)}", f":seller/verified {'true' if i % 3 else 'false'}"]
        if r is not None:
            e.append(f":seller/rating {r}")
        tags = [TAGS[j] for j in range(4) if (i >> j) & 1 or (i + j) % 5 == 0]
        if tags:
            e.append(":seller/tags [" + " ".join(tags) + "]")
        if i % 2 == 0:
            e.append(f':seller/email "{sid.lower()}@market.test"')
        if i in (1, 2, 3):
            e.append(f':seller/parent "s{i - 1}"')
        if i == 0:
            e.append(':seller/parent "s3"')  # cycle s0 -> s3 -> s2 -> s1 -> s0
        if i == 6:
            e.append(':seller/parent "s6"')  # self-loop
        ents.append("{" + " ".join(e) + "}")
    for p in range(48):
        s = p % 7 if p != 47 else 7
        name = NAMES[p % 12] + ("" if p < 12 else f" {p // 12}")
        if p == 13:
            name = ""
        if p == 14:
            name = "  Spaced  "
        e = [f':db/id "p{p}"', f':product/sku "SKU-{p:03d}"', f':product/name "{name}"',
             f':product/seller "s{s}"',
             f':product/uuid #uuid "22222222-0000-4000-8000-{p:012d}"',
             f":product/added {inst(2024, 1 + p % 12, 1 + p % 28, p % 24, p % 60)}"]
        if p % 5 != 4:
            e.append(f":product/cost {(p * 137 % 5000) / 100:.2f}M")
        if p % 6 != 5:
            lp = round((p * 7.3) % 90 + 0.5, 2) if p % 11 else -(p / 4)
            e.append(f":product/list-price {float(lp)}")
        e.append(f":product/stock {(p * 13 % 40) - 5}")
        if p % 8 == 0 and p != 40:
            e.append(f":product/barcode {4000000000000 + p}N")
        if p == 40:
            e.append(":product/barcode 12345678901234567890123N")
        cats = [CATS[(p + k) % 6] for k in range(1 + p % 3)]
        e.append(":product/categories [" + " ".join(cats) + "]")
        if p % 9 != 8:
            e.append(f":product/currency {CUR[p % 4]}")
        rel = []
        if p % 4 == 0 and p + 1 < 48:
            rel.append(f'"p{p + 1}"')
        if p % 10 == 3:
            rel.append(f'"p{(p + 17) % 48}"')
        if p == 20:
            rel.append('"p20"')
        if p == 21:
            rel.append('"p20"')
        if rel:
            e.append(":product/related [" + " ".join(rel) + "]")
        if p % 3 == 0:
            vs = []
            for k, sz in enumerate([":s", ":m", ":l"][: 1 + p % 3 + (p % 2)]):
                vs.append(f'{{:variant/code "V-{p:03d}-{k}" :variant/size {sz} :variant/extra {k * 2 - 1}}}')
            e.append(":product/variants [" + " ".join(vs) + "]")
        ents.append("{" + " ".join(e) + "}")
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(ents) + "]\n")
    print(len(ents), "entities")


if __name__ == "__main__":
    main()
