#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen90 parity corpus (deterministic).

Retail chain sales analytics: currencies (keyword identity, double rates),
stores (string identity, region keyword, ref to currency), a category tree
(recursive parent refs), products (bigdec prices of mixed scale, double
weights, long stock incl. 0 and negative adjustments, keyword tags many,
related products with a cycle, component bundle parts, uuid ids), sales lines
(long quantities, double discounts incl. 0.0 and negative, bigdec totals,
instants), returns, and monthly targets (bigdec amounts, bigint units).
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:cur/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :cur/rate {:db/valueType :db.type/double}
 :cur/symbol {:db/valueType :db.type/string}
 :store/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :store/name {:db/valueType :db.type/string}
 :store/region {:db/valueType :db.type/keyword}
 :store/currency {:db/valueType :db.type/ref}
 :store/opened {:db/valueType :db.type/instant}
 :store/sqm {:db/valueType :db.type/double}
 :store/staff {:db/valueType :db.type/long}
 :cat/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :cat/parent {:db/valueType :db.type/ref}
 :product/sku {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :product/id {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :product/name {:db/valueType :db.type/string}
 :product/price {:db/valueType :db.type/bigdec}
 :product/weight {:db/valueType :db.type/double}
 :product/stock {:db/valueType :db.type/long}
 :product/cat {:db/valueType :db.type/ref}
 :product/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :product/related {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :product/parts {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :part/name {:db/valueType :db.type/string}
 :part/qty {:db/valueType :db.type/long}
 :product/adjustments {:db/valueType :db.type/long :db/cardinality :db.cardinality/many}
 :sale/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :sale/store {:db/valueType :db.type/ref}
 :sale/product {:db/valueType :db.type/ref}
 :sale/qty {:db/valueType :db.type/long}
 :sale/discount {:db/valueType :db.type/double}
 :sale/total {:db/valueType :db.type/bigdec}
 :sale/at {:db/valueType :db.type/instant}
 :sale/month {:db/valueType :db.type/long}
 :sale/channel {:db/valueType :db.type/keyword}
 :ret/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :ret/sale {:db/valueType :db.type/ref}
 :ret/qty {:db/valueType :db.type/long}
 :ret/reason {:db/valueType :db.type/string}
 :ret/refund {:db/valueType :db.type/bigdec}
 :target/store {:db/valueType :db.type/ref}
 :target/month {:db/valueType :db.type/long}
 :target/amount {:db/valueType :db.type/bigdec}
 :target/units {:db/valueType :db.type/bigint}
 :target/key {:db/valueType :db.type/tuple :db/tupleAttrs [:target/store :target/month] :db/unique :db.unique/identity}}
"""

CURS = [(":EUR", 1.0, "€"), (":USD", 0.92, "$"), (":JPY", 0.0061, "¥"), (":CHF", 1.05, "")]
STORES = [("S1", "Berlin Mitte", ":eu", 0, 412.5, 12), ("S2", "Zürich HB", ":eu", 3, 220.0, 7),
          ("S3", "New York 5th", ":us", 1, 1.0E3, 25), ("S4", "東京 銀座", ":asia", 2, 98.75, 4),
          ("S5", "Empty Outlet", ":us", 1, 0.0, 0), ("S6", "", ":eu", 0, -1.5, -2)]
CATS = [("root", None), ("food", "root"), ("drinks", "food"), ("coffee", "drinks"), ("tea", "drinks"),
        ("snacks", "food"), ("home", "root"), ("kitchen", "home"), ("décor", "home")]
PRICES = ["9.99M", "10M", "10.50M", "0.10M", "100.000M", "2.5M", "1234.5678M", "0M", "19.90M", "3M",
          "0.333M", "7.00M", "45.5M", "1E+2M", "12.345M"]
WEIGHTS = [0.25, 1.0, 0.1, 2.5, 0.0, 1.0E10, 0.333, 12.75, 1.5, -0.0]
STOCKS = [10, 0, -3, 250, 7, 1, 0, 9223372036854775807 // 4, 42, -1]
TAGS = [":organic", ":promo", ":new", ":fragile", ":bulk"]
DISC = [0.0, 0.1, 0.25, -0.05, 0.5, 0.0, 0.15, 1.0, 0.333]
CHANNELS = [":web", ":store", ":app"]


def inst(y, mo, d, h=10, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def main():
    ents = []
    for code, rate, sym in CURS:
        ents.append(f'{{:db/id "c{code[1:]}" :cur/code {code} :cur/rate {rate} :cur/symbol "{sym}"}}')
    for i, (code, name, reg, cur, sqm, staff) in enumerate(STORES):
        e = [f':db/id "{code}"', f':store/code "{code}"', f':store/name "{name}"', f":store/region {reg}",
             f':store/currency "c{CURS[cur][0][1:]}"', f":store/sqm {sqm}", f":store/staff {staff}"]
        if i != 4:
            e.append(f":store/opened {inst(2015 + i, 1 + i, 1 + 3 * i)}")
        ents.append("{" + " ".join(e) + "}")
    for name, parent in CATS:
        e = [f':db/id "cat-{name}"', f':cat/name "{name}"']
        if parent:
            e.append(f':cat/parent "cat-{parent}"')
        ents.append("{" + " ".join(e) + "}")
    leafcats = ["coffee", "tea", "snacks", "kitchen", "décor", "drinks"]
    NP = 30
    for p in range(NP):
        e = [f':db/id "p{p}"', f':product/sku "SKU-{p:03d}"',
             f':product/id #uuid "00000000-0000-4000-8000-{p:012d}"',
             f':product/name "{["Espresso", "Grüner Tee", "Chips", "Pfanne", "Vase", "Cola"][p % 6]} {p}"',
             f':product/cat "cat-{leafcats[p % 6]}"']
        if p % 11 != 10:
            e.append(f":product/price {PRICES[p % len(PRICES)]}")
        if p % 7 != 6:
            e.append(f":product/weight {WEIGHTS[p % len(WEIGHTS)]}")
        e.append(f":product/stock {STOCKS[p % len(STOCKS)]}")
        tags = [TAGS[j] for j in range(5) if (p * 7 + j * 3) % 5 < 2]
        if tags:
            e.append(":product/tags [" + " ".join(tags) + "]")
        if p % 4 == 0:
            e.append(":product/adjustments [" + " ".join(str(x) for x in [-(p + 1), p * 2, 0][: 1 + p % 3]) + "]")
        rel = []
        if p % 5 == 0 and p + 1 < NP:
            rel.append(f'"p{p + 1}"')
        if p == 3:
            rel.append('"p0"')  # cycle p0->p1? p1 -> p2 below, p2->p3, p3->p0
        if p in (1, 2):
            rel.append(f'"p{p + 1}"')
        if p == 7:
            rel.append('"p7"')  # self loop
        if rel:
            e.append(":product/related [" + " ".join(rel) + "]")
        if p % 9 == 0:
            e.append(":product/parts [" + " ".join(
                f'{{:part/name "part-{p}-{k}" :part/qty {k - 1}}}' for k in range(1 + p % 4 + 1)) + "]")
        ents.append("{" + " ".join(e) + "}")
    NS = 180
    for s in range(NS):
        st = STORES[[0, 1, 2, 3, 0, 2, 1, 5][s % 8]][0]
        p = (s * 7) % NP
        qty = [1, 2, 3, 10, -1, 0, 5, 100, 1, 4][s % 10]
        month = 1 + (s * 5) % 12
        e = [f':sale/id "L{s:04d}"', f':sale/store "{st}"', f':sale/product "p{p}"', f":sale/qty {qty}",
             f":sale/month {month}", f":sale/at {inst(2024, month, 1 + s % 28, s % 24, s % 60)}",
             f":sale/channel {CHANNELS[s % 3]}"]
        if s % 13 != 12:
            e.append(f":sale/discount {DISC[s % len(DISC)]}")
        if p % 11 != 10:
            pr = PRICES[p % len(PRICES)][:-1]
            e.append(f":sale/total {pr}M" if qty == 1 else f":sale/total {['1.00', '20', '0.5', '99.99', '-9.99', '0.000', '1234.5', '3.3333'][s % 8]}M")
        ents.append("{" + " ".join(e) + "}")
    for r in range(20):
        s = r * 9 + 1
        e = [f':ret/id "R{r:02d}"', f':ret/sale [:sale/id "L{s:04d}"]' if False else f':ret/sale "rs{r}"',
             f":ret/qty {[1, 2, 0, -1, 3][r % 5]}", f':ret/reason "{["defekt", "", "wrong size", "änderung"][r % 4]}"']
        if r % 6 != 5:
            e.append(f":ret/refund {['5.00', '0', '12.5', '-1.25', '0.01'][r % 5]}M")
        ents.append("{" + " ".join(e) + "}")
        ents[-1] = ents[-1]  # ret/sale resolved below
    # resolve ret/sale tempids: give sales entities ids
    out = []
    for x in ents:
        if x.startswith('{:sale/id "L'):
            sid = int(x[12:16])
            if (sid - 1) % 9 == 0 and (sid - 1) // 9 < 20:
                x = '{:db/id "rs%d" ' % ((sid - 1) // 9) + x[1:]
        out.append(x)
    ents = out
    for si, st in enumerate(["S1", "S2", "S3", "S4"]):
        for m in range(1, 13, 2 if si % 2 else 1):
            amt = ["1000", "2500.50", "0", "750.125", "1E+3"][(m + si) % 5]
            ents.append(f'{{:target/store "{st}" :target/month {m} :target/amount {amt}M :target/units {(m * 37 + si) % 200 - 20}N}}')
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(ents) + "]\n")
    print(len(ents), "entities")


if __name__ == "__main__":
    main()
