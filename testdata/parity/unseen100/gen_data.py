#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen100 parity corpus (deterministic).

A large e-commerce catalogue: a category tree (string identity, parent refs), brands
(keyword identity, unicode names), sellers (string identity, unique-value email, double
rating), products (string sku identity, uuid identity, long price in cents, bigdec list
price, double rating, keyword tags, instants, related-product refs with cycles and a
self-loop, component variants), variants (stock incl. 0 and negative), reviews, and
offers (seller x product, composite identity, bigdec price).
"""
import os, random
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(100)

SCHEMA = """{:category/slug {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :category/name {:db/valueType :db.type/string}
 :category/parent {:db/valueType :db.type/ref}
 :category/depth {:db/valueType :db.type/long}
 :brand/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :brand/name {:db/valueType :db.type/string}
 :brand/country {:db/valueType :db.type/string}
 :seller/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :seller/name {:db/valueType :db.type/string}
 :seller/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :seller/rating {:db/valueType :db.type/double}
 :seller/verified {:db/valueType :db.type/boolean}
 :product/sku {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :product/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :product/name {:db/valueType :db.type/string}
 :product/brand {:db/valueType :db.type/ref}
 :product/category {:db/valueType :db.type/ref}
 :product/price {:db/valueType :db.type/long}
 :product/list-price {:db/valueType :db.type/bigdec}
 :product/rating {:db/valueType :db.type/double}
 :product/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :product/created {:db/valueType :db.type/instant}
 :product/active {:db/valueType :db.type/boolean}
 :product/related {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :product/variants {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :product/units-sold {:db/valueType :db.type/bigint}
 :variant/sku {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :variant/color {:db/valueType :db.type/keyword}
 :variant/size {:db/valueType :db.type/string}
 :variant/stock {:db/valueType :db.type/long}
 :variant/delta {:db/valueType :db.type/long}
 :review/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :review/product {:db/valueType :db.type/ref}
 :review/author {:db/valueType :db.type/string}
 :review/stars {:db/valueType :db.type/long}
 :review/text {:db/valueType :db.type/string}
 :review/at {:db/valueType :db.type/instant}
 :review/helpful {:db/valueType :db.type/long}
 :offer/seller {:db/valueType :db.type/ref}
 :offer/product {:db/valueType :db.type/ref}
 :offer/key {:db/valueType :db.type/tuple :db/tupleAttrs [:offer/seller :offer/product] :db/unique :db.unique/identity}
 :offer/price {:db/valueType :db.type/bigdec}
 :offer/shipping {:db/valueType :db.type/double}}
"""

TOP = ["electronics", "home", "garden", "fashion", "toys", "books", "sports", "beauty"]
SUB = ["phones", "laptops", "audio", "kitchen", "lighting", "tools", "shoes", "kids"]
BRANDS = ["Acme", "Zenith", "Ørsted", "Müller", "東芝風", "Café Lux", "Nordik", "Łada", "Sól", "Über",
          "Vega", "Polaris", "Kumo", "Río", "Ñandú", "Aster", "Bolt", "Crest", "Dune", "Echo",
          "Fjord", "Gale", "Halo", "Iris", "Jade", "Kite", "Lumen", "Mesa", "Nova", "Onyx"]
COUNTRIES = ["DE", "JP", "US", "FR", "ES", "DK", "PL"]
TAGS = [":sale", ":new", ":eco", ":bestseller", ":clearance", ":gift", ":premium"]
COLORS = [":red", ":blue", ":black", ":white", ":green"]
SIZES = ["S", "M", "L", "XL", ""]
AUTHORS = ["ana", "bo", "chen", "dana", "émile", "fatima", "günter", "hana", "igor", "józef", "kai", "lea", "", "zoë"]
WORDS = ["great", "bad", "okay", "love it", "broke", "fast shipping", "😀 perfect", "meh", "très bien", "sehr gut"]


def inst(y, mo, d, h=0, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def main():
    ents = []
    cats = []  # (slug, parent, depth)
    for t in TOP:
        cats.append((t, None, 0))
        for s in SUB[: 4 + len(t) % 4]:
            slug = f"{t}-{s}"
            cats.append((slug, t, 1))
            if s in ("phones", "kitchen", "shoes"):
                cats.append((slug + "-x", slug, 2))
                cats.append((slug + "-x-y", slug + "-x", 3))
    for slug, parent, depth in cats:
        e = [f':db/id "c-{slug}"', f':category/slug "{slug}"', f':category/name "{slug.replace("-", " ").title()}"',
             f":category/depth {depth}"]
        if parent:
            e.append(f':category/parent "c-{parent}"')
        ents.append("{" + " ".join(e) + "}")
    for i, b in enumerate(BRANDS):
        ents.append("{" + f':db/id "b{i}" :brand/code :brand/b{i} :brand/name "{b}" :brand/country "{COUNTRIES[i % 7]}"' + "}")
    for i in range(50):
        e = [f':db/id "s{i}"', f':seller/id "S{i:03d}"', f':seller/name "Seller {i}"',
             f":seller/verified {'true' if i % 3 else 'false'}"]
        if i % 5 != 4:
            e.append(f':seller/email "s{i}@shop.example"')
        if i % 7 != 6:
            e.append(f":seller/rating {round(1 + (i * 37 % 40) / 10, 1)}")
        ents.append("{" + " ".join(e) + "}")
    NP = 1500
    leafish = [c[0] for c in cats]
    for p in range(NP):
        cat = leafish[p % len(leafish)] if p % 11 else leafish[(p * 7) % len(leafish)]
        price = 99 + (p * 7919) % 200000
        if p % 97 == 0:
            price = 0
        e = [f':db/id "p{p}"', f':product/sku "P-{p:05d}"',
             f'#uuid "00000000-0000-4000-8000-{p:012d}"'.join([':product/uuid ', '']),
             f':product/name "Product {p}{" ñ" if p % 13 == 0 else ""}"',
             f':product/brand "b{p % 30}"', f':product/category "c-{cat}"',
             f":product/price {price}", f":product/created {inst(2020 + p % 5, 1 + p % 12, 1 + p % 28, p % 24, p % 60)}",
             f":product/active {'false' if p % 10 == 3 else 'true'}"]
        if p % 4 == 0:
            e.append(f":product/list-price {price // 100}.{price % 100:02d}M")
        if p % 9 != 8:
            e.append(f":product/rating {round((p * 31 % 50) / 10, 1)}")
        tags = sorted({TAGS[(p * k) % 7] for k in range(1, 1 + p % 4)}) if p % 4 else []
        if tags:
            e.append(":product/tags [" + " ".join(tags) + "]")
        if p % 6 == 0:
            rel = sorted({(p + 1) % NP, (p + 6) % NP})
            e.append(":product/related [" + " ".join(f'"p{r}"' for r in rel) + "]")
        if p == 7:
            e.append(':product/related ["p7"]')
        if p % 50 == 0:
            e.append(f":product/units-sold {p * 1000 + 5}N")
        nv = p % 3  # 0..2 variants
        if p < 1500 and nv:
            vs = []
            for v in range(nv):
                stock = (p * 13 + v * 5) % 60 - 5
                vs.append("{" + f':variant/sku "P-{p:05d}-{v}" :variant/color {COLORS[(p + v) % 5]} '
                          f':variant/size "{SIZES[(p + v) % 5]}" :variant/stock {stock} :variant/delta {(v - 1) * 250}' + "}")
            e.append(":product/variants [" + " ".join(vs) + "]")
        ents.append("{" + " ".join(e) + "}")
    # a related-product cycle p1 -> p2 -> p3 -> p1
    ents.append('{:db/id "p1" :product/related ["p2"]}')
    ents.append('{:db/id "p2" :product/related ["p3"]}')
    ents.append('{:db/id "p3" :product/related ["p1"]}')
    rid = 0
    for p in range(NP):
        for k in range((p * 7) % 4):
            rid += 1
            e = [f":review/id {rid}", f':review/product "p{p}"', f':review/author "{AUTHORS[rid % len(AUTHORS)]}"',
                 f":review/stars {1 + (p + k * 3) % 5}", f':review/text "{WORDS[rid % len(WORDS)]}"',
                 f":review/at {inst(2023 + rid % 3, 1 + rid % 12, 1 + rid % 28)}"]
            if rid % 4:
                e.append(f":review/helpful {(rid * 7) % 30 - 3}")
            ents.append("{" + " ".join(e) + "}")
    for o in range(600):
        s, p = o % 50, (o * 17) % NP
        e = [f':offer/seller "s{s}"', f':offer/product "p{p}"', f":offer/price {(p * 7919) % 2000 + 1}.{o % 100:02d}M",
             f":offer/shipping {[0.0, 4.99, 9.5, -1.0][o % 4]}"]
        ents.append("{" + " ".join(e) + "}")
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(ents) + "]\n")
    print(len(ents), "entities, reviews", rid)


if __name__ == "__main__":
    main()
