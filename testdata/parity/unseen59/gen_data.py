#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 59th unseen parity corpus.

A multilingual product catalogue: brands (string identity, keyword
country, instants incl. before 1970), categories (keyword identity, a
parent tree with a 2-cycle and a self-loop), products (string SKU
identity, uuid unique value, names in Latin with accents, Greek,
Cyrillic, CJK, emoji and empty, descriptions, double and bigdec prices,
long stock incl. 0 and negatives, cardinality-many tags, ratings incl.
0.0 and -0.0, launch instants incl. pre-1970, a [string long] variant
tuple by :db/tupleTypes, a homogeneous double dims tuple, bigint sales,
keyword status, booleans, related-product graph with cycles and a
self-loop, a component spec and cardinality-many component reviews),
listings with a composite [:listing/prod :listing/market] identity.
Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:brand/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :brand/country {:db/valueType :db.type/keyword}
 :brand/founded {:db/valueType :db.type/instant}
 :brand/site {:db/valueType :db.type/string}
 :cat/slug {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :cat/name {:db/valueType :db.type/string}
 :cat/parent {:db/valueType :db.type/ref}
 :cat/rank {:db/valueType :db.type/long}
 :prod/sku {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :prod/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :prod/name {:db/valueType :db.type/string}
 :prod/desc {:db/valueType :db.type/string}
 :prod/brand {:db/valueType :db.type/ref}
 :prod/cats {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :prod/price {:db/valueType :db.type/double}
 :prod/exact {:db/valueType :db.type/bigdec}
 :prod/stock {:db/valueType :db.type/long}
 :prod/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :prod/rating {:db/valueType :db.type/double}
 :prod/launched {:db/valueType :db.type/instant}
 :prod/active {:db/valueType :db.type/boolean}
 :prod/variant {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/string :db.type/long]}
 :prod/dims {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :prod/sold {:db/valueType :db.type/bigint}
 :prod/status {:db/valueType :db.type/keyword}
 :prod/related {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :prod/spec {:db/valueType :db.type/ref :db/isComponent true}
 :prod/reviews {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :spec/color {:db/valueType :db.type/string}
 :spec/weight {:db/valueType :db.type/double}
 :review/author {:db/valueType :db.type/string}
 :review/stars {:db/valueType :db.type/long}
 :review/text {:db/valueType :db.type/string}
 :listing/prod {:db/valueType :db.type/ref}
 :listing/market {:db/valueType :db.type/keyword}
 :listing/prod+market {:db/valueType :db.type/tuple :db/tupleAttrs [:listing/prod :listing/market] :db/unique :db.unique/identity}
 :listing/price {:db/valueType :db.type/bigdec}
 :listing/live {:db/valueType :db.type/boolean}}
"""

BRANDS = [("Acme", "us", (1948, 3, 1), "https://acme.example"),
          ("Müller & Söhne", "de", (1899, 12, 31), "https://mueller.example"),
          ("Ωmega Ελλάς", "gr", (1969, 12, 31), None),
          ("Красный Октябрь", "ru", (1851, 1, 1), "http://ko.example/ru"),
          ("無印良品", "jp", (1980, 12, 1), "https://muji.example"),
          ("Café Olé", "fr", (1970, 1, 1), "https://cafe-ole.example"),
          ("🚀 Rocket", "us", (2015, 6, 15), None),
          ("", "xx", (2000, 1, 1), None),
          ("nordic", "se", (1960, 5, 5), "https://NORDIC.example")]
# slug, name, parent, rank
CATS = [("root", "All", None, 0),
        ("home", "Home & Garden", "root", 1),
        ("kitchen", "Küche / Kitchen", "home", 2),
        ("coffee", "Café et thé", "kitchen", 3),
        ("tea", "茶 Tea", "kitchen", 3),
        ("garden", "Garden", "home", 2),
        ("elec", "Electronics", "root", 1),
        ("audio", "Аудио", "elec", 2),
        ("phones", "Τηλέφωνα", "elec", 2),
        ("toys", "Toys 🧸", "root", 1),
        ("loopa", "Loop A", "loopb", 5),
        ("loopb", "Loop B", "loopa", 5),
        ("self", "Self", "self", -1),
        ("empty", "", "root", 9)]
NAMES = ["Espresso Maker", "café crème", "Crème brûlée torch", "Ελληνικός καφές", "Самовар электрический",
         "急須 Kyusu teapot", "抹茶 set", "🚀 Rocket Lamp", "Emoji ☕ Mug", "", "Über-Kettle", "naïve Grinder",
         "Σφουγγάρι", "Чайник", "日本茶 セット", "Gartenschlauch", "Lawn Mower X", "Bluetooth Speaker",
         "Наушники Pro", "Ακουστικά", "Phone Case", "ÉCLAIR Charger", "toy robot 🤖", "Teddy 🧸 Bear",
         "  padded name  ", "UPPER CASE", "lower case", "Mixed-Case_Name", "Zebra", "apple", "Äpfel",
         "Øresund map", "straße", "İstanbul çay", "ﬁne ligature", "👍🏽 thumbs", "a", "Ab", "B", "b"]
ADJ = ["Premium", "Budget", "Eco", "Deluxe", "Mini", "Pro", "Classic", "Nuevo", "Τέλειο", "Новый"]
DESCS = ["Best-seller! Fast, quiet & reliable.", "Hand-made in Kyoto (京都).", "Ideal für die Küche; 2-year warranty.",
         "Η καλύτερη επιλογή.", "Лучший выбор, 100% качество.", "", "   ", "no punctuation here",
         "WARNING: contains small parts!!!", "Price: $19.99 -- limited offer?", "emoji 😀 inside 😀 twice",
         "tab\tand newline\nhere", "quote \"inside\" text", "path C:\\temp\\file", "a.b.c,d;e:f"]
TAGS = ["sale", "new", "eco", "gift", "café", "κουζίνα", "кухня", "人気", "🔥", "", "Sale", "bundle"]
STATUS = ["draft", "live", "live", "archived", "live", "recalled"]
COLORS = ["red", "Rot", "κόκκινο", "красный", "赤", "", "blue", "Blau"]
AUTHORS = ["anna", "Björn", "Ζωή", "Юрий", "さくら", "", "o'neil", "ANNA"]
RTEXT = ["Great!", "bad", "Τέλειο προϊόν", "Отлично", "最高", "", "meh... ok", "5/5 would buy again", "👍👍"]
MARKETS = ["us", "eu", "jp", "ru"]


def inst(y, m, d, h=0, mi=0, s=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


def b(x):
    return "true" if x else "false"


def main():
    ents = []
    for k, (n, c, f, site) in enumerate(BRANDS):
        e = [f":db/id {s('b' + str(k))}", f":brand/name {s(n)}", f":brand/country :{c}", f":brand/founded {inst(*f)}"]
        if site:
            e.append(f":brand/site {s(site)}")
        ents.append(e)
    for slug, name, parent, rank in CATS:
        e = [f":db/id {s('c-' + slug)}", f":cat/slug :{slug}", f":cat/name {s(name)}", f":cat/rank {rank}"]
        ents.append(e)
    for slug, name, parent, rank in CATS:
        if parent:
            ents.append([f":db/id {s('c-' + slug)}", f":cat/parent {s('c-' + parent)}"])
    leafcats = ["coffee", "tea", "kitchen", "garden", "audio", "phones", "toys", "home", "loopa", "self", "elec"]
    NP = 120
    ratings = [0.0, -0.0, 5.0, 4.5, 3.25, 1.0, 2.75, 4.999, 0.5, 3.0]
    for i in range(NP):
        base = NAMES[i % len(NAMES)]
        name = base if i < len(NAMES) else (ADJ[i % len(ADJ)] + " " + base).strip()
        sku = f"SKU-{i:04d}" if i % 17 != 16 else f"sku-{i:04d}-ß"
        e = [f":db/id {s('p' + str(i))}", f":prod/sku {s(sku)}", f":prod/name {s(name)}",
             f':prod/uuid #uuid "00000000-0000-4000-8000-{i:012d}"']
        if i % 7 != 6:
            e.append(f":prod/desc {s(DESCS[i % len(DESCS)])}")
        if i % 11 != 10:
            e.append(f":prod/brand {s('b' + str(i % len(BRANDS)))}")
        cs = sorted({leafcats[i % len(leafcats)], leafcats[(i * 5 + 2) % len(leafcats)]})
        if i % 13 != 12:
            e.append(f":prod/cats [{' '.join(s('c-' + c) for c in cs)}]")
        price = round(((i * 37) % 200) + [0.0, 0.99, 0.5, 0.05, 0.999][i % 5], 3)
        if i % 19 == 0:
            price = 0.0
        e.append(f":prod/price {price!r}")
        ex = ["19.99", "0.00", "100", "-5.50", "1234.5678", "0", "7.10", "99999999.99"][i % 8]
        if i % 9 != 8:
            e.append(f":prod/exact {ex}M")
        stock = ((i * 13) % 60) - 10
        e.append(f":prod/stock {stock}")
        tg = sorted({TAGS[i % len(TAGS)], TAGS[(i * 7 + 3) % len(TAGS)], TAGS[(i * 3) % len(TAGS)]})
        if i % 6 != 5:
            e.append(f":prod/tags [{' '.join(s(t) for t in tg)}]")
        if i % 10 != 9:
            e.append(f":prod/rating {ratings[i % len(ratings)]!r}")
        y = [1955, 1969, 1970, 1999, 2001, 2020, 2024, 1901][i % 8]
        e.append(f":prod/launched {inst(y, 1 + i % 12, 1 + (i * 3) % 28, i % 24, (i * 7) % 60)}")
        if i % 5 != 4:
            e.append(f":prod/active {b(i % 3 != 0)}")
        e.append(f":prod/variant [{s(['A', 'b', 'Ж', '', 'β', '変'][i % 6])} {(i * 11) % 7 - 3}]")
        if i % 4 != 3:
            e.append(f":prod/dims [{float((i % 5) * 1.5)!r} {float(-(i % 3))!r} {float(i % 7)!r}]")
        e.append(f":prod/sold {[0, 12, 1000000000000, -3, 42, 7][i % 6] + i}N")
        e.append(f":prod/status :{STATUS[i % len(STATUS)]}")
        if i % 3 != 2:
            e.append(f":prod/spec {{:spec/color {s(COLORS[i % len(COLORS)])} :spec/weight {round((i % 9) * 0.35, 2)!r}}}")
        rv = []
        for r in range(i % 4):
            rv.append(f"{{:review/author {s(AUTHORS[(i + r) % len(AUTHORS)])} :review/stars {(i + r * 2) % 6} "
                      f":review/text {s(RTEXT[(i * 2 + r) % len(RTEXT)])}}}")
        if rv:
            e.append(f":prod/reviews [{' '.join(rv)}]")
        ents.append(e)
    for i in range(NP):
        rel = sorted({(i + 1) % NP, (i * 7 + 3) % NP} - {i}) if i % 4 != 3 else []
        if i == 5:
            rel.append(5)
        if rel:
            ents.append([f":db/id {s('p' + str(i))}", f":prod/related [{' '.join(s('p' + str(x)) for x in rel)}]"])
    k = 0
    for i in range(0, NP, 2):
        for m in MARKETS[: 1 + i % 4]:
            pr = ["9.99", "10.00", "0.01", "1500", "-1.00", "20.50"][(i + k) % 6]
            ents.append([f":db/id {s('l' + str(k))}", f":listing/prod {s('p' + str(i))}", f":listing/market :{m}",
                         f":listing/price {pr}M", f":listing/live {b((i + k) % 3 != 0)}"])
            k += 1
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
