#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the twentieth unseen parity corpus.

An online auction marketplace: seller levels as idents (:level/*), users
(a string handle identity, a unique-value e-mail, a uuid identity, unicode
names, bigdec balances incl. 0 and negative, bigint credits, a trust graph
with cycles and a self-loop, a cardinality-many watchlist of auctions,
keyword languages), categories (a keyword slug identity, a parent tree with
a 2-cycle and a self-loop, double fees), auctions (a string id identity,
start/end instants, a bigdec reserve, a keyword condition, a homogeneous
long tuple of shipping dimensions, a [keyword long] shipping slot by
:db/tupleTypes, cardinality-many string tags, component bids), bids
(bigdec amounts, a bidder ref, instants, a composite
[:bid/bidder :bid/seq] identity), ratings between users (a composite
[:rating/from :rating/to] identity, stars incl. 0 and negative, feedback
text in several scripts incl. empty). Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:level/rank {:db/valueType :db.type/long}
 :level/label {:db/valueType :db.type/string}
 :user/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :user/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :user/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :user/name {:db/valueType :db.type/string}
 :user/level {:db/valueType :db.type/ref}
 :user/joined {:db/valueType :db.type/instant}
 :user/balance {:db/valueType :db.type/bigdec}
 :user/credits {:db/valueType :db.type/bigint}
 :user/verified {:db/valueType :db.type/boolean}
 :user/score {:db/valueType :db.type/double}
 :user/age {:db/valueType :db.type/long}
 :user/trusts {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :user/watchlist {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :user/langs {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :user/country {:db/valueType :db.type/string}
 :cat/slug {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :cat/name {:db/valueType :db.type/string}
 :cat/parent {:db/valueType :db.type/ref}
 :cat/fee {:db/valueType :db.type/double}
 :auction/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :auction/title {:db/valueType :db.type/string}
 :auction/seller {:db/valueType :db.type/ref}
 :auction/category {:db/valueType :db.type/ref}
 :auction/start {:db/valueType :db.type/instant}
 :auction/end {:db/valueType :db.type/instant}
 :auction/reserve {:db/valueType :db.type/bigdec}
 :auction/condition {:db/valueType :db.type/keyword}
 :auction/status {:db/valueType :db.type/keyword}
 :auction/dims {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :auction/ship {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :auction/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :auction/views {:db/valueType :db.type/long}
 :auction/featured {:db/valueType :db.type/boolean}
 :auction/bids {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :bid/amount {:db/valueType :db.type/bigdec}
 :bid/bidder {:db/valueType :db.type/ref}
 :bid/seq {:db/valueType :db.type/long}
 :bid/at {:db/valueType :db.type/instant}
 :bid/auto {:db/valueType :db.type/boolean}
 :bid/bidder+seq {:db/valueType :db.type/tuple :db/tupleAttrs [:bid/bidder :bid/seq] :db/unique :db.unique/identity}
 :rating/from {:db/valueType :db.type/ref}
 :rating/to {:db/valueType :db.type/ref}
 :rating/stars {:db/valueType :db.type/long}
 :rating/text {:db/valueType :db.type/string}
 :rating/from+to {:db/valueType :db.type/tuple :db/tupleAttrs [:rating/from :rating/to] :db/unique :db.unique/identity}}
"""

LEVELS = [("bronze", 1, "Bronze"), ("silver", 2, "Silver"), ("gold", 3, "Gold"), ("platinum", 4, "Platinum"), ("banned", 0, "")]
# slug, name, parent, fee
CATS = [("all", "All items", None, 0.0), ("electronics", "Electronics", "all", 5.5), ("phones", "Phones", "electronics", 6.25),
        ("laptops", "Laptops", "electronics", 4.0), ("cameras", "Kameras", "electronics", 5.5),
        ("home", "Home & Garden", "all", 3.0), ("kitchen", "Кухня", "home", 3.0), ("garden", "Garten", "home", -1.0),
        ("art", "美術品", "all", 10.0), ("prints", "版画", "art", 12.5),
        ("loop-a", "Loop A", "loop-b", 1.0), ("loop-b", "Loop B", "loop-a", 1.0), ("selfish", "Self", "selfish", 0.5),
        ("misc", "", None, None)]
FIRST = ["Ana", "Bjørn", "Chloé", "Dmitri", "Eun-ji", "Fatima", "Giulia", "Hiroshi", "Ingrid", "José", "Kwame", "Laila",
         "Mateo", "Nour", "Olga", "Priya", "Quentin", "Rin", "Søren", "Tariq", "Uma", "Viktor", "Wen", "Ximena",
         "Yusuf", "Zoë", "Αλέξης", "李", "Ömer", "Ψ", "", "Zed", "Ana", "Mo", "Jürgen", "Anaïs", "Kofi", "Lea", "Ravi", "Sun"]
COUNTRIES = ["DE", "FR", "JP", "US", "BR", "", "IN", "RU"]
LANGS = ["en", "fr", "de", "ja", "es", "ru", "zh"]
CONDS = ["new", "used", "refurbished", "for-parts", "used"]
STATUS = ["open", "closed", "closed", "cancelled", "open", "draft"]
TAGS = ["vintage", "rare", "bundle", "free-shipping", "signed", "boxed", "ビンテージ", ""]
TITLES = ["Camera {}", "Phone {}", "Laptop {}", "Teapot {}", "Print {}", "Lamp {}", "Vase {}", "Рисунок {}", "Radio {}", "Garden gnome {}"]
CATFOR = ["cameras", "phones", "laptops", "kitchen", "prints", "home", "art", "prints", "electronics", "garden"]
TEXTS = ["Great seller!", "Sehr gut, danke", "素晴らしい", "Отлично", "", "Item not as described", "ok", "👍 fast",
         "Très bien", "late shipping", "مرحبا جيد", "good"]
NU = 40
NA = 60


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def inst(y, mo, d, h=0, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def refs(xs):
    return "[" + " ".join(s(x) for x in xs) + "]"


def b(x):
    return "true" if x else "false"


def main():
    ents = []
    for code, rank, label in LEVELS:
        ents.append([f":db/ident :level/{code}", f":level/rank {rank}", f":level/label {s(label)}"])
    for slug, name, parent, fee in CATS:
        e = [f":db/id {s('c-' + slug)}", f":cat/slug :{slug}", f":cat/name {s(name)}"]
        if fee is not None:
            e.append(f":cat/fee {fee!r}")
        ents.append(e)
    for slug, name, parent, fee in CATS:
        if parent:
            ents.append([f":db/id {s('c-' + slug)}", f":cat/parent {s('c-' + parent)}"])
    for i in range(NU):
        h = f"u{i:02d}"
        e = [f":db/id {s(h)}", f":user/handle {s(h)}", f":user/name {s(FIRST[i])}",
             f':user/uuid #uuid "00000000-0000-4000-8000-{i:012d}"',
             f":user/joined {inst(2015 + i % 9, 1 + i % 12, 1 + (i * 7) % 28, i % 24, (i * 11) % 60)}"]
        if i % 7 != 6:
            e.append(f":user/email {s(h + '@mail.example')}")
        if i % 5 != 4:
            e.append(f":user/level :level/{LEVELS[(i * 3) % 5][0]}")
        bal = ["0.00", "-25.50", "1200.00", "99.95", "0", "-0.01", "15000.125", "7.5"][i % 8]
        e.append(f":user/balance {bal}M")
        if i % 6 != 3:
            e.append(f":user/credits {[0, 5, -3, 1000, 42, 7][i % 6]}N")
        if i % 4 != 3:
            e.append(f":user/verified {b(i % 3 != 0)}")
        if i % 9 != 8:
            e.append(f":user/score {[4.5, 3.0, 0.0, -1.5, 5.0, 2.75, 4.5, 1.0][i % 8]!r}")
        e.append(f":user/age {[18, 25, 33, 47, 0, 61, 25, -1, 39][i % 9]}")
        ls = sorted({LANGS[(i + j * 3) % 7] for j in range(i % 4)})
        if ls:
            e.append(f":user/langs [{' '.join(':' + x for x in ls)}]")
        e.append(f":user/country {s(COUNTRIES[i % 8])}")
        ents.append(e)
    for i in range(NU):
        tr = sorted({(i + 1) % NU, (i * 3 + 2) % NU} - {i}) if i % 6 != 5 else []
        if i in (0, 17):
            tr.append(i)  # self-loops
        if tr:
            ents.append([f":db/id {s(f'u{i:02d}')}", f":user/trusts {refs(f'u{x:02d}' for x in tr)}"])
    bidseq = {}
    for a in range(NA):
        aid = f"A{a:03d}"
        seller = f"u{(a * 7) % NU:02d}"
        t = TITLES[a % len(TITLES)].format(a)
        e = [f":db/id {s(aid)}", f":auction/id {s(aid)}", f":auction/title {s(t)}", f":auction/seller {s(seller)}",
             f":auction/start {inst(2024, 1 + a % 12, 1 + a % 27, 8 + a % 10)}",
             f":auction/views {[0, 15, 230, 7, 1000, 42, 3][a % 7]}",
             f":auction/condition :{CONDS[a % 5]}", f":auction/status :{STATUS[a % 6]}"]
        if a % 8 != 7:
            e.append(f":auction/category {s('c-' + (CATFOR[a % 10] if a % 13 != 12 else 'misc'))}")
        if a % 6 != 5:
            e.append(f":auction/end {inst(2024 if a % 12 < 11 else 2025, 1 + (a + 1) % 12, 1 + a % 27, 20)}")
        if a % 5 != 2:
            e.append(f":auction/reserve {['0.00', '25.00', '99.99', '150.50', '1000', '12.345'][a % 6]}M")
        if a % 4 != 1:
            e.append(f":auction/dims [{10 + a % 30} {5 + a % 11} {(a * 3) % 7}]")
        if a % 3 != 1:
            e.append(f":auction/ship [:{['ground', 'air', 'pickup'][a % 3]} {a % 5}]")
        tg = sorted({TAGS[(a + k * 3) % len(TAGS)] for k in range(a % 3)})
        if tg:
            e.append(f":auction/tags {refs(tg)}")
        if a % 5 != 3:
            e.append(f":auction/featured {b(a % 4 == 0)}")
        nb = [0, 1, 3, 5, 2, 4, 6][a % 7]
        bids = []
        for k in range(nb):
            bidder = (a * 5 + k * 11 + 3) % NU
            if f"u{bidder:02d}" == seller:
                bidder = (bidder + 1) % NU
            bidseq[bidder] = bidseq.get(bidder, 0) + 1
            amt = 10 + a * 3 + k * 7.25 + (0.5 if k % 2 else 0)
            if a % 11 == 10 and k == 0:
                amt = 0
            parts = [f":bid/amount {amt:.2f}M", f":bid/bidder {s(f'u{bidder:02d}')}", f":bid/seq {bidseq[bidder]}",
                     f":bid/at {inst(2024, 1 + a % 12, 1 + a % 27, 9 + k, (k * 13) % 60)}"]
            if k % 3 != 2:
                parts.append(f":bid/auto {b(k % 2 == 1)}")
            bids.append("{" + " ".join(parts) + "}")
        if bids:
            e.append(f":auction/bids [{' '.join(bids)}]")
        ents.append(e)
    for i in range(NU):
        w = sorted({f"A{(i * 4 + k * 9) % NA:03d}" for k in range(i % 5)})
        if w:
            ents.append([f":db/id {s(f'u{i:02d}')}", f":user/watchlist {refs(w)}"])
    seen = set()
    r = 0
    for i in range(NU):
        for k in range(i % 4):
            j = (i * 7 + k * 13 + 1) % NU
            if i == 5 and k == 0:
                j = 5  # self-rating
            if (i, j) in seen:
                continue
            seen.add((i, j))
            e = [f":rating/from {s(f'u{i:02d}')}", f":rating/to {s(f'u{j:02d}')}",
                 f":rating/stars {[5, 4, 3, 0, 1, -1, 5, 2][(i + k) % 8]}"]
            if (i + k) % 5 != 4:
                e.append(f":rating/text {s(TEXTS[(i * 3 + k) % len(TEXTS)])}")
            ents.append(e)
            r += 1
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
