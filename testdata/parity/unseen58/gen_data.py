#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 58th unseen parity corpus: a
library-lending and holds system (branches, books, authors with a
co-author graph holding a cycle and a self-loop, series as components,
copies with a composite [:copy/book :copy/number] identity and a long
shelf tuple, members, loans with bigdec fines, holds queues).
Deterministic."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:branch/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :branch/name {:db/valueType :db.type/string}
 :branch/opened {:db/valueType :db.type/instant}
 :branch/budget {:db/valueType :db.type/double}
 :branch/open24 {:db/valueType :db.type/boolean}
 :author/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :author/name {:db/valueType :db.type/string}
 :author/born {:db/valueType :db.type/instant}
 :author/coauthors {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :book/isbn {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :book/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :book/title {:db/valueType :db.type/string}
 :book/year {:db/valueType :db.type/long}
 :book/pages {:db/valueType :db.type/long}
 :book/authors {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :book/subjects {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :book/series {:db/valueType :db.type/ref :db/isComponent true}
 :book/accession {:db/valueType :db.type/bigint}
 :book/price {:db/valueType :db.type/bigdec}
 :book/rating {:db/valueType :db.type/double}
 :book/lang {:db/valueType :db.type/keyword}
 :book/edition {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/string :db.type/long]}
 :series/name {:db/valueType :db.type/string}
 :series/index {:db/valueType :db.type/long}
 :copy/barcode {:db/valueType :db.type/string :db/unique :db.unique/value}
 :copy/book {:db/valueType :db.type/ref}
 :copy/number {:db/valueType :db.type/long}
 :copy/book+number {:db/valueType :db.type/tuple :db/tupleAttrs [:copy/book :copy/number] :db/unique :db.unique/identity}
 :copy/branch {:db/valueType :db.type/ref}
 :copy/shelf {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :copy/condition {:db/valueType :db.type/keyword}
 :copy/lost {:db/valueType :db.type/boolean}
 :member/card {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :member/name {:db/valueType :db.type/string}
 :member/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :member/joined {:db/valueType :db.type/instant}
 :member/home {:db/valueType :db.type/ref}
 :member/active {:db/valueType :db.type/boolean}
 :member/balance {:db/valueType :db.type/bigdec}
 :member/age {:db/valueType :db.type/long}
 :member/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :member/referrer {:db/valueType :db.type/ref}
 :loan/copy {:db/valueType :db.type/ref}
 :loan/member {:db/valueType :db.type/ref}
 :loan/out {:db/valueType :db.type/instant}
 :loan/due {:db/valueType :db.type/instant}
 :loan/returned {:db/valueType :db.type/instant}
 :loan/fine {:db/valueType :db.type/bigdec}
 :loan/renewals {:db/valueType :db.type/long}
 :hold/member {:db/valueType :db.type/ref}
 :hold/book {:db/valueType :db.type/ref}
 :hold/position {:db/valueType :db.type/long}
 :hold/placed {:db/valueType :db.type/instant}
 :hold/pickup {:db/valueType :db.type/ref}}
"""

BRANCHES = [("central", "Central Library", (1901, 3, 1), 2500000.0, True),
            ("north", "North Branch", (1965, 6, 15), 420000.5, False),
            ("south", "Süd-Filiale", (1988, 1, 1), 0.0, False),
            ("east", "東図書館", (2001, 9, 9), -1500.25, None),
            ("west", "Западный", (2015, 12, 31), 98000.0, True),
            ("mobile", "", (2020, 2, 29), None, False)]
AUTHORS = [(1, "Ursula K. Le Guin", (1929, 10, 21), [2]),
           (2, "Terry Pratchett", (1948, 4, 28), [3]),
           (3, "Neil Gaiman", (1960, 11, 10), [1]),          # 1->2->3->1 cycle
           (4, "Fyodor Dostoevsky", (1821, 11, 11), [4]),    # self-loop
           (5, "村上春樹", (1949, 1, 12), [6]),
           (6, "Jorge Luis Borges", (1899, 8, 24), [5, 7]),
           (7, "Adolfo Bioy Casares", (1914, 9, 15), []),
           (8, "Ἀριστοτέλης", (-383, 1, 1), []),
           (9, "Chinua Achebe", (1930, 11, 16), []),
           (10, "", (1970, 1, 1), [9]),
           (0, "Anonymous", None, [])]
SUBJ = ["fantasy", "scifi", "classic", "philosophy", "humor", "mystery", "poetry", "history"]
TITLES = ["The Left Hand of Darkness", "A Wizard of Earthsea", "Good Omens", "Guards! Guards!", "Mort",
          "American Gods", "Coraline", "Преступление и наказание", "Братья Карамазовы", "ノルウェイの森",
          "海辺のカフカ", "Ficciones", "El Aleph", "La invención de Morel", "Ἠθικὰ Νικομάχεια",
          "Things Fall Apart", "", "Small Gods", "The Dispossessed", "1Q84",
          "Stardust", "Labyrinths", "Poetics", "Arrow of God", "Untitled ✓", "Wyrd Sisters",
          "Neverwhere", "The Idiot", "Kafka 🐟", "Tehanu"]
AUTH_OF = [[1], [1], [2, 3], [2], [2], [3], [3], [4], [4], [5], [5], [6], [6], [7, 6], [8], [9], [0], [2],
           [1], [5], [3], [6], [8], [9], [10], [2], [3], [4], [5, 10], [1]]
SERIES = {1: ("Earthsea", 1), 29: ("Earthsea", 4), 3: ("Discworld", 8), 4: ("Discworld", 4), 17: ("Discworld", 13),
          25: ("Discworld", 6), 0: ("Hainish", 0), 18: ("Hainish", -1)}
FIRST = ["Ana", "Björn", "Chloé", "Dmitri", "Eun-ji", "François", "Giulia", "Hiroshi", "Ingrid", "José",
         "Kwame", "Laila", "Mateo", "Nour", "Olga", "Priya", "Søren", "Ψ", "Zoë", "李"]
TAGS = ["student", "senior", "staff", "vip", "volunteer"]
COND = ["new", "good", "worn", "damaged"]


def inst(y, m, d, h=0, mi=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"' if y >= 0 else f'#inst "-0383-01-01T00:00:00.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def b(x):
    return "true" if x else "false"


def main():
    ents = []
    for code, name, op, bud, o24 in BRANCHES:
        e = [f":db/id {s('b-' + code)}", f":branch/code :{code}", f":branch/name {s(name)}", f":branch/opened {inst(*op)}"]
        if bud is not None:
            e.append(f":branch/budget {bud!r}")
        if o24 is not None:
            e.append(f":branch/open24 {b(o24)}")
        ents.append(e)
    for aid, name, born, co in AUTHORS:
        e = [f":db/id {s('a' + str(aid))}", f":author/id {aid}", f":author/name {s(name)}"]
        if born and born[0] > 0:
            e.append(f":author/born {inst(*born)}")
        ents.append(e)
    for aid, name, born, co in AUTHORS:
        if co:
            ents.append([f":db/id {s('a' + str(aid))}", f":author/coauthors [{' '.join(s('a' + str(c)) for c in co)}]"])
    for i, t in enumerate(TITLES):
        isbn = f"978-{(i * 7919) % 10:d}-{1000 + i * 37:04d}-{i % 10}"
        e = [f":db/id {s('bk' + str(i))}", f":book/isbn {s(isbn)}", f":book/title {s(t)}",
             f':book/uuid #uuid "00000000-0000-4000-8000-{i:012d}"',
             f":book/year {[1969, 1968, 1990, 1989, 1987, 2001, 2002, 1866, 1880, 1987, 2002, 1944, 1949, 1940, -340, 1958, 0, 1992, 1974, 2009, 1999, 1962, -335, 1964, 2020, 1988, 1996, 1869, 2002, 1990][i]}",
             f":book/authors [{' '.join(s('a' + str(a)) for a in AUTH_OF[i])}]",
             f":book/accession {[0, -1, 12345678901234567890, 42, 7][i % 5] + i * 1000}N"]
        if i % 6 != 5:
            e.append(f":book/pages {[0, 183, 412, 96, 1024, -1][i % 6] + i}")
        subj = sorted({SUBJ[i % 8], SUBJ[(i * 3) % 8]}) if i % 7 != 6 else []
        if subj:
            e.append(f":book/subjects [{' '.join(':' + x for x in subj)}]")
        if i % 5 != 4:
            e.append(f":book/price {['12.50', '0.00', '19.99', '-3.00', '100.10', '7.05'][i % 6]}M")
        if i % 4 != 3:
            e.append(f":book/rating {[4.5, 3.0, 0.0, -1.0, 5.0, 2.75][i % 6]!r}")
        e.append(f":book/lang :{['en', 'en', 'ru', 'ja', 'es', 'grc'][i % 6]}")
        if i % 3 == 0:
            e.append(f":book/edition [{s(['hardcover', 'paperback', ''][i % 3 + (i // 3) % 2])} {i % 4}]")
        if i in SERIES:
            e.append(f":book/series {{:series/name {s(SERIES[i][0])} :series/index {SERIES[i][1]}}}")
        ents.append(e)
    br = [x[0] for x in BRANCHES]
    nc = 0
    for i in range(len(TITLES)):
        for n in range(1, 1 + [3, 1, 2, 4, 0][i % 5]):
            e = [f":db/id {s(f'c{i}-{n}')}", f":copy/barcode {s(f'BC{i:03d}{n}')}", f":copy/book {s('bk' + str(i))}",
                 f":copy/number {n}", f":copy/branch {s('b-' + br[(i + n) % 5])}",
                 f":copy/shelf [{(i * n) % 7 - 1} {n * 10 + i % 3}]", f":copy/condition :{COND[(i + n) % 4]}"]
            if (i + n) % 9 == 0:
                e.append(":copy/lost true")
            elif (i + n) % 3 == 0:
                e.append(":copy/lost false")
            ents.append(e)
            nc += 1
    copies = [(i, n) for i in range(len(TITLES)) for n in range(1, 1 + [3, 1, 2, 4, 0][i % 5])]
    NM = 40
    for m in range(NM):
        card = f"M{m:04d}"
        e = [f":db/id {s('m' + str(m))}", f":member/card {s(card)}", f":member/name {s(FIRST[m % 20] + ' ' + str(m))}",
             f":member/joined {inst(2010 + m % 14, 1 + m % 12, 1 + m % 28)}", f":member/age {[17, 34, 71, 0, 45, 22, 90][m % 7] + m % 3}"]
        if m % 8 != 7:
            e.append(f":member/email {s(f'm{m}@lib.example')}")
        if m % 10 != 9:
            e.append(f":member/home {s('b-' + br[m % 6])}")
        if m % 6 != 5:
            e.append(f":member/active {b(m % 4 != 0)}")
        e.append(f":member/balance {['0.00', '-2.50', '15.75', '0.10', '3.00'][m % 5]}M")
        tg = sorted({TAGS[m % 5], TAGS[(m * 2) % 5]}) if m % 3 else []
        if tg:
            e.append(f":member/tags [{' '.join(':' + x for x in tg)}]")
        ents.append(e)
    for m in range(NM):
        if m % 4 == 1:
            ents.append([f":db/id {s('m' + str(m))}", f":member/referrer {s('m' + str((m * 3 + 2) % NM))}"])
    ents.append([":db/id \"m5\"", ":member/referrer \"m5\""])  # self-loop overrides (card-one)
    for k in range(150):
        ci, cn = copies[(k * 7) % len(copies)]
        m = (k * 11) % NM
        mo = 1 + k % 12
        e = [f":db/id {s('l' + str(k))}", f":loan/copy {s(f'c{ci}-{cn}')}", f":loan/member {s('m' + str(m))}",
             f":loan/out {inst(2023 + k % 2, mo, 1 + k % 27, 10, k % 60)}",
             f":loan/due {inst(2023 + k % 2 + (1 if mo == 12 else 0), 1 if mo == 12 else mo + 1, 1 + k % 27, 10, k % 60)}",
             f":loan/renewals {k % 4}"]
        if k % 4 != 0:
            e.append(f":loan/returned {inst(2023 + k % 2 + (1 if mo == 12 else 0), 1 if mo == 12 else mo + 1, 1 + (k * 3) % 27)}")
        if k % 3 == 0:
            e.append(f":loan/fine {['0.00', '1.25', '10.00', '0.50', '2.75'][k % 5]}M")
        ents.append(e)
    for h in range(60):
        bk = (h * 5) % len(TITLES)
        e = [f":db/id {s('h' + str(h))}", f":hold/member {s('m' + str((h * 7) % NM))}", f":hold/book {s('bk' + str(bk))}",
             f":hold/position {h // 12 + (0 if h % 11 else -1)}", f":hold/placed {inst(2024, 1 + h % 12, 1 + h % 28, h % 24)}"]
        if h % 5 != 3:
            e.append(f":hold/pickup {s('b-' + br[h % 6])}")
        ents.append(e)
    open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
