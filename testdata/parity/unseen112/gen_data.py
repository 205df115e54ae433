#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen112 parity corpus (deterministic).

Public-library lending, reservations and fines: branches (keyword identity,
keyword tags, negative floors, open-sunday sometimes missing); authors (string
identity, unicode names, negative birth years, an influence graph with a cycle
and a self-loop); works (ISBN identity, cardinality-many authors and subjects,
series links forming a cycle, double rating sometimes missing, bigdec price);
copies (barcode identity, composite identity [:copy/branch :copy/seq], status
as a ref to idents); patrons (card identity, unique-value email with gaps,
unicode and empty names, bigdec balance incl. negative, bigint lifetime loans,
guardian refs with a cycle, component addresses, blocked flag sometimes
missing); loans (returned missing = open, renewals); holds; fines (bigdec,
waived sometimes missing).
"""
import os, random
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(112)

SCHEMA = """{:branch/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :branch/name {:db/valueType :db.type/string}
 :branch/floor {:db/valueType :db.type/long}
 :branch/open-sunday {:db/valueType :db.type/boolean}
 :branch/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :author/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :author/name {:db/valueType :db.type/string}
 :author/born {:db/valueType :db.type/long}
 :author/influenced {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :work/isbn {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :work/title {:db/valueType :db.type/string}
 :work/authors {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :work/subjects {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :work/year {:db/valueType :db.type/long}
 :work/rating {:db/valueType :db.type/double}
 :work/price {:db/valueType :db.type/bigdec}
 :work/next {:db/valueType :db.type/ref}
 :work/lang {:db/valueType :db.type/keyword}
 :copy/barcode {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :copy/work {:db/valueType :db.type/ref}
 :copy/branch {:db/valueType :db.type/ref}
 :copy/seq {:db/valueType :db.type/long}
 :copy/key {:db/valueType :db.type/tuple :db/tupleAttrs [:copy/branch :copy/seq] :db/unique :db.unique/identity}
 :copy/status {:db/valueType :db.type/ref}
 :copy/acquired {:db/valueType :db.type/instant}
 :patron/card {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :patron/name {:db/valueType :db.type/string}
 :patron/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :patron/joined {:db/valueType :db.type/instant}
 :patron/home {:db/valueType :db.type/ref}
 :patron/balance {:db/valueType :db.type/bigdec}
 :patron/lifetime {:db/valueType :db.type/bigint}
 :patron/guardian {:db/valueType :db.type/ref}
 :patron/blocked {:db/valueType :db.type/boolean}
 :patron/kind {:db/valueType :db.type/keyword}
 :patron/addresses {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :addr/street {:db/valueType :db.type/string}
 :addr/city {:db/valueType :db.type/string}
 :loan/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :loan/copy {:db/valueType :db.type/ref}
 :loan/patron {:db/valueType :db.type/ref}
 :loan/out {:db/valueType :db.type/instant}
 :loan/due {:db/valueType :db.type/instant}
 :loan/returned {:db/valueType :db.type/instant}
 :loan/renewals {:db/valueType :db.type/long}
 :hold/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :hold/patron {:db/valueType :db.type/ref}
 :hold/work {:db/valueType :db.type/ref}
 :hold/placed {:db/valueType :db.type/instant}
 :hold/position {:db/valueType :db.type/long}
 :fine/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :fine/loan {:db/valueType :db.type/ref}
 :fine/amount {:db/valueType :db.type/bigdec}
 :fine/paid {:db/valueType :db.type/boolean}
 :fine/waived {:db/valueType :db.type/boolean}}
"""


def inst(y, mo, d, h=0, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def emap(d):
    return "{" + " ".join(f"{k} {v}" for k, v in d.items()) + "}"


BRANCHES = [(":central", "Central Library", 0, "true", [":reference", ":makerspace"]),
            (":north", "North Branch", 1, "false", [":children"]),
            (":südstadt", "Südstadt Bücherei", -1, None, [":children", ":quiet"]),
            (":harbor", "Harbor Reading Room", 2, "true", []),
            (":annex", "", -2, None, [":storage"]),
            (":mobile", "Bookmobile 🚐", 0, "false", [])]
AUTHORS = ["Ursula K. Le Guin", "Gabriel García Márquez", "Haruki Murakami 村上春樹", "Chimamanda Ngozi Adichie",
           "Fyodor Dostoyevsky Фёдор", "Toni Morrison", "Jorge Luis Borges", "Wisława Szymborska", "Italo Calvino",
           "Octavia E. Butler", "Naguib Mahfouz نجيب", "", "Anonymous", "Astrid Lindgren", "Stanisław Lem",
           "Liu Cixin 刘慈欣", "Homer", "Sappho"]
BORN = [1929, 1927, 1949, 1977, 1821, 1931, 1899, 1923, 1923, 1947, 1911, 0, -500, 1907, 1921, 1963, -750, -630]
SUBJECTS = [":fiction", ":sf", ":poetry", ":history", ":children", ":classics", ":mystery", ":essays"]
LANGS = [":en", ":es", ":ja", ":ru", ":de", ":pl", ":ar", ":zh", ":el"]
TITLES = ["The Left Hand of Darkness", "Cien años de soledad", "ノルウェイの森", "Half of a Yellow Sun",
          "Преступление и наказание", "Beloved", "Ficciones", "Widok z ziarnkiem piasku", "Le città invisibili",
          "Kindred", "Palace Walk", "", "Beowulf", "Pippi Långstrump", "Solaris", "三体", "Odyssey", "Fragments"]
NAMES = ["Ada Lovelace", "Björn Ström", "Chloé Dubois", "Dmitri Ivanov", "Émile Zola", "Fatima Zahra", "Grace Hopper",
         "Hiro Tanaka 田中", "Ingrid Berg", "José Álvarez", "Kwame Mensah", "Lena Müller", "", "Nadia Petrova",
         "Olu Adeyemi", "Priya Sharma", "Quentin Blake", "Rosa Parks", "Søren Kierkegaard", "Tomás Ó Briain"]


def main():
    out = [emap({":db/ident": k}) for k in (":copy.status/available", ":copy.status/on-loan", ":copy.status/lost",
                                              ":copy.status/repair", ":copy.status/withdrawn")]
    for code, name, floor, sun, tags in BRANCHES:
        d = {":db/id": s("b" + code[1:]), ":branch/code": code, ":branch/name": s(name), ":branch/floor": floor}
        if sun:
            d[":branch/open-sunday"] = sun
        if tags:
            d[":branch/tags"] = "[" + " ".join(tags) + "]"
        out.append(emap(d))
    bids = ["b" + b[0][1:] for b in BRANCHES]
    for i, n in enumerate(AUTHORS):
        d = {":db/id": s(f"a{i}"), ":author/id": s(f"A{i:02d}"), ":author/name": s(n)}
        if i != 12:
            d[":author/born"] = BORN[i]
        infl = []
        if i < 10:
            infl.append(f"a{(i + 3) % 10}")
        if i == 5:
            infl.append("a5")  # self-loop
        if i in (0, 9):
            infl.append("a14")
        if infl:
            d[":author/influenced"] = "[" + " ".join(s(x) for x in infl) + "]"
        out.append(emap(d))
    NW = 60
    for w in range(NW):
        d = {":db/id": s(f"w{w}"), ":work/isbn": s(f"978-{w:05d}"), ":work/title": s(TITLES[w % 18] + ("" if w < 18 else f" vol. {w // 18 + 1}") if w != 11 else "")}
        au = [f"a{w % 18}"]
        if w % 7 == 0:
            au.append(f"a{(w + 5) % 18}")
        if w % 13 == 4:
            au = []
        if au:
            d[":work/authors"] = "[" + " ".join(s(x) for x in au) + "]"
        subs = sorted({SUBJECTS[w % 8], SUBJECTS[(w * 3) % 8]}) if w % 9 != 8 else []
        if subs:
            d[":work/subjects"] = "[" + " ".join(subs) + "]"
        d[":work/year"] = [1969, 1967, 1987, 2006, 1866, 1987, 1944, 1996, 1972, 1979, 1956, 2000, 1000, 1945, 1961, 2008, -700, -600][w % 18] + (w // 18)
        if w % 6 != 5:
            d[":work/rating"] = repr(round(1.0 + ((w * 37) % 40) / 10.0, 1) if w % 11 else -1.5)
        d[":work/price"] = ["12.50M", "9.99M", "0M", "24.00M", "-3.75M", "15.5M", "100M", "7.25M"][w % 8]
        d[":work/lang"] = LANGS[w % 9]
        if w % 18 < 17 and w + 18 < NW:
            d[":work/next"] = s(f"w{w + 18}")
        if w == 59:
            d[":work/next"] = s("w5")  # cycle 5 -> 23 -> 41 -> 59 -> 5
        out.append(emap(d))
    NC = 150
    statuses = [":copy.status/available", ":copy.status/on-loan", ":copy.status/available", ":copy.status/lost",
                ":copy.status/repair", ":copy.status/available", ":copy.status/withdrawn", ":copy.status/on-loan"]
    seqs = {}
    for c in range(NC):
        b = bids[(c * 5) % 6]
        seqs[b] = seqs.get(b, 0) + 1
        d = {":db/id": s(f"c{c}"), ":copy/barcode": s(f"BC{c:05d}"), ":copy/work": s(f"w{(c * 7) % 57}"),
             ":copy/branch": s(b), ":copy/seq": seqs[b]}
        if c % 10 != 9:
            d[":copy/status"] = statuses[c % 8]
        if c % 4 != 3:
            d[":copy/acquired"] = inst(1995 + c % 30, 1 + c % 12, 1 + (c * 3) % 28)
        out.append(emap(d))
    NP = 80
    for p in range(NP):
        d = {":db/id": s(f"p{p}"), ":patron/card": s(f"CARD-{p:04d}"),
             ":patron/name": s(NAMES[p % 20] + ("" if p < 20 or p % 20 == 12 else f" {p // 20}")),
             ":patron/joined": inst(2000 + p % 25, 1 + (p * 5) % 12, 1 + (p * 7) % 28, p % 24),
             ":patron/home": s(bids[p % 6]),
             ":patron/balance": ["0M", "1.50M", "-2.25M", "10.00M", "0.10M", "-0.05M", "3M"][p % 7],
             ":patron/kind": [":adult", ":child", ":senior", ":adult", ":student"][p % 5]}
        if p % 5 != 4:
            d[":patron/email"] = s(f"p{p}@library.example" if p != 7 else "")
        d[":patron/lifetime"] = (f"{p * 17}N" if p != 33 else "123456789012345678901234N")
        if p % 5 == 1:
            d[":patron/guardian"] = s(f"p{p - 1}")
        if p == 10:
            d[":patron/guardian"] = s("p11")  # 11 -> 10 -> 11 cycle
        if p == 11:
            d[":patron/guardian"] = s("p10")
        if p % 3 == 0:
            d[":patron/blocked"] = "false"
        elif p % 3 == 1 and p % 2 == 0:
            d[":patron/blocked"] = "true"
        if p % 4 != 2:
            addrs = [emap({":addr/street": s(f"{p} Main St" if p % 9 else "Straße der Einheit 1"), ":addr/city": s(["Springfield", "Köln", "", "Åre"][p % 4])})]
            if p % 6 == 0:
                addrs.append(emap({":addr/street": s(f"PO Box {p}"), ":addr/city": s("Springfield")}))
            d[":patron/addresses"] = "[" + " ".join(addrs) + "]"
        out.append(emap(d))
    NL = 320
    for l in range(NL):
        p = (l * 11) % 74  # patrons 74..79 never borrow
        c = (l * 13) % 140
        y, mo, dd = 2024 + l % 2, 1 + (l * 5) % 12, 1 + (l * 3) % 26
        d = {":db/id": s(f"l{l}"), ":loan/id": s(f"L{l:04d}"), ":loan/copy": s(f"c{c}"), ":loan/patron": s(f"p{p}"),
             ":loan/out": inst(y, mo, dd, l % 24, (l * 7) % 60),
             ":loan/due": inst(y, mo, min(dd + 2, 28), 23, 59) if mo == 12 else inst(y, mo + 1, dd, 23, 59)}
        if l % 6 != 0:
            rmo = mo + (1 if l % 4 == 0 else 0)
            if rmo > 12:
                rmo, y2 = 1, y + 1
            else:
                y2 = y
            d[":loan/returned"] = inst(y2, rmo, min(dd + (l % 9), 28), 10)
        if l % 3 != 2:
            d[":loan/renewals"] = (l * 7) % 4 if l != 100 else -1
        out.append(emap(d))
    for h in range(90):
        d = {":db/id": s(f"h{h}"), ":hold/id": s(f"H{h:03d}"), ":hold/patron": s(f"p{(h * 7) % 70}"),
             ":hold/work": s(f"w{(h * 5) % 50}"), ":hold/placed": inst(2025, 1 + h % 12, 1 + h % 28, h % 24)}
        if h % 8 != 7:
            d[":hold/position"] = 1 + h % 5
        out.append(emap(d))
    for f in range(110):
        l = (f * 3) % NL
        d = {":db/id": s(f"f{f}"), ":fine/id": s(f"F{f:03d}"), ":fine/loan": s(f"l{l}"),
             ":fine/amount": ["0.25M", "1.00M", "2.50M", "5M", "0.10M", "12.75M", "-1.00M"][f % 7],
             ":fine/paid": "true" if f % 3 == 0 else "false"}
        if f % 5 == 0:
            d[":fine/waived"] = "true"
        elif f % 5 == 1:
            d[":fine/waived"] = "false"
        out.append(emap(d))
    with open(os.path.join(HERE, "schema.edn"), "w") as fh:
        fh.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as fh:
        fh.write("[" + "\n ".join(out) + "]\n")
    print(len(out), "entities")


main()
