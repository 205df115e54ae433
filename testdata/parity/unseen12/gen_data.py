#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the twelfth unseen parity corpus.

A scholarly papers database: institutions (string identity, keyword
country, a homogeneous double tuple location), venues (keyword identity,
double impact incl. 0.0 and negative), authors (string ORCID identity,
uuid identity, unique-value e-mail with some missing, unicode and empty
names, long h-index incl. 0 and -1, instants, component affiliations with
start/end instants and keyword roles, an advisor graph with a 2-cycle and
a self-loop), papers (string DOI identity, uuid, long year/pages,
cardinality-many authors and keywords, a citation graph with cycles and
self-citations, bigint downloads, double scores, booleans, empty
abstracts, a heterogeneous [long string] :db/tupleTypes slot, a
[venue year] composite tuple), reviews (a composite
[:review/paper :review/reviewer] identity, long scores -3..3, double
confidence, booleans, instants) and grants (string identity, bigdec
amounts incl. 0M and negative, component budget lines). Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:inst/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :inst/country {:db/valueType :db.type/keyword}
 :inst/loc {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :inst/founded {:db/valueType :db.type/long}
 :venue/key {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :venue/name {:db/valueType :db.type/string}
 :venue/kind {:db/valueType :db.type/keyword}
 :venue/impact {:db/valueType :db.type/double}
 :author/orcid {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :author/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :author/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :author/name {:db/valueType :db.type/string}
 :author/h-index {:db/valueType :db.type/long}
 :author/active {:db/valueType :db.type/boolean}
 :author/born {:db/valueType :db.type/instant}
 :author/advisor {:db/valueType :db.type/ref}
 :author/affiliations {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :author/topics {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :aff/inst {:db/valueType :db.type/ref}
 :aff/start {:db/valueType :db.type/instant}
 :aff/end {:db/valueType :db.type/instant}
 :aff/role {:db/valueType :db.type/keyword}
 :paper/doi {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :paper/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :paper/title {:db/valueType :db.type/string}
 :paper/abstract {:db/valueType :db.type/string}
 :paper/year {:db/valueType :db.type/long}
 :paper/pages {:db/valueType :db.type/long}
 :paper/venue {:db/valueType :db.type/ref}
 :paper/authors {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :paper/first-author {:db/valueType :db.type/ref}
 :paper/cites {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :paper/keywords {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :paper/open {:db/valueType :db.type/boolean}
 :paper/published {:db/valueType :db.type/instant}
 :paper/score {:db/valueType :db.type/double}
 :paper/downloads {:db/valueType :db.type/bigint}
 :paper/volume {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/long :db.type/string]}
 :paper/venue+year {:db/valueType :db.type/tuple :db/tupleAttrs [:paper/venue :paper/year]}
 :review/paper {:db/valueType :db.type/ref}
 :review/reviewer {:db/valueType :db.type/ref}
 :review/paper+reviewer {:db/valueType :db.type/tuple :db/tupleAttrs [:review/paper :review/reviewer] :db/unique :db.unique/identity}
 :review/score {:db/valueType :db.type/long}
 :review/confidence {:db/valueType :db.type/double}
 :review/accept {:db/valueType :db.type/boolean}
 :review/text {:db/valueType :db.type/string}
 :review/submitted {:db/valueType :db.type/instant}
 :grant/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :grant/funder {:db/valueType :db.type/keyword}
 :grant/amount {:db/valueType :db.type/bigdec}
 :grant/pi {:db/valueType :db.type/ref}
 :grant/papers {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :grant/start {:db/valueType :db.type/instant}
 :grant/lines {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :line/label {:db/valueType :db.type/string}
 :line/amount {:db/valueType :db.type/bigdec}}
"""

INSTS = [("MIT", "us", [42.36, -71.09], 1861), ("ETH Zürich", "ch", [47.38, 8.55], 1855),
         ("東京大学", "jp", [35.71, 139.76], 1877), ("Sorbonne", "fr", [48.85, 2.34], 1257),
         ("Stanford", "us", [37.43, -122.17], 1885), ("UBA", "ar", [-34.6, -58.37], 1821),
         ("Null Island Inst", "xx", [0.0, 0.0], 0), ("Oxford", "gb", [51.75, -1.25], 1096),
         ("МГУ", "ru", [55.7, 37.53], 1755), ("", "xx", [-1.5, -2.5], -5)]
VENUES = [("sigmod", "SIGMOD", "conf", 4.5), ("vldb", "VLDB", "conf", 4.2), ("popl", "POPL", "conf", 3.9),
          ("jacm", "Journal of the ACM", "journal", 2.8), ("tods", "ACM TODS", "journal", 2.1),
          ("arxiv", "arXiv", "preprint", 0.0), ("ws-neg", "Workshop Ω", "workshop", -0.5),
          ("nature", "Nature", "journal", 49.96)]
NAMES = ["Ada Lovelace", "Edgar Codd", "Jim Gray", "Barbara Liskov", "Michael Stonebraker", "Jennifer Widom",
         "Serge Abiteboul", "Moshe Vardi", "Christos Papadimitriou", "Héctor García-Molina", "Pat Selinger",
         "Jeffrey Ullman", "Raghu Ramakrishnan", "David DeWitt", "Phil Bernstein", "Laura Haas",
         "Jürgen Schmidhuber", "高橋 直子", "Анна Петрова", "Zoë O'Neil", "Bob", "", "Li Wei", "Maria Gómez",
         "Nikolaus Wirth", "Grace Hopper", "Alan Kay", "Tony Hoare", "Leslie Lamport", "Donald Knuth"]
TOPICS = ["db", "pl", "theory", "ml", "systems", "logic", "ir"]
KWS = ["datalog", "recursion", "joins", "indexing", "query-opt", "transactions", "graphs", "provenance",
       "incremental", "streams", "types", "lattices"]
TITLE_WORDS = ["Efficient", "Datalog", "Evaluation", "Recursive", "Query", "Optimization", "of", "Graph",
               "Joins", "Worst-Case", "Optimal", "Incremental", "Maintenance", "Views", "Provenance",
               "Semirings", "Lattice", "Transactions", "Über", "Naïve", "Streams", "Learning", "Indexes"]


def s(x):
    return '"' + x.replace('\\', '\\\\').replace('"', '\\"') + '"'


def inst(y, m, d, h=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:00:00.000-00:00"'


def main():
    ents = []
    for i, (n, c, loc, f) in enumerate(INSTS):
        e = [f":db/id {s('i' + str(i))}", f":inst/name {s(n)}", f":inst/country :{c}",
             f":inst/loc [{loc[0]} {loc[1]}]"]
        if i != 4:
            e.append(f":inst/founded {f}")
        ents.append(e)
    for k, n, kind, imp in VENUES:
        e = [f":db/id {s('v-' + k)}", f":venue/key :{k}", f":venue/name {s(n)}", f":venue/kind :{kind}"]
        if k != "popl":
            e.append(f":venue/impact {imp}")
        ents.append(e)
    NA = len(NAMES)
    for a, n in enumerate(NAMES):
        e = [f":db/id {s('a' + str(a))}", f":author/orcid {s('0000-0002-%04d-%04d' % (a * 37 % 10000, a))}",
             f':author/uuid #uuid "aaaaaaaa-bbbb-4ccc-8ddd-{a:012d}"', f":author/name {s(n)}",
             f":author/h-index {[0, -1, 5, 12, 40, 73, 3, 0, 21, 9][a % 10] + (a // 10) * 2}"]
        if a % 4 != 3:
            e.append(f":author/email {s('a%d@papers.example' % a)}")
        if a % 6 != 5:
            e.append(f":author/active {'true' if a % 3 else 'false'}")
        if a % 7 != 6:
            e.append(f":author/born {inst(1940 + (a * 7) % 55, 1 + a % 12, 1 + a % 28)}")
        if a == 3:
            e.append(":author/advisor \"a3\"")  # self-loop
        elif a == 4:
            e.append(":author/advisor \"a5\"")
        elif a == 5:
            e.append(":author/advisor \"a4\"")  # 2-cycle
        elif a % 5 != 0 and a > 0:
            e.append(f":author/advisor {s('a' + str((a * 7 + 3) % NA))}")
        tops = [TOPICS[(a + j * 2) % len(TOPICS)] for j in range(a % 4)]
        if tops:
            e.append(":author/topics [" + " ".join(":" + t for t in sorted(set(tops))) + "]")
        affs = []
        for j in range(a % 3 + (1 if a % 5 == 0 else 0)):
            ii = (a + j * 3) % len(INSTS)
            sy = 1980 + (a * 3 + j * 11) % 40
            m = [f":aff/inst {s('i' + str(ii))}", f":aff/start {inst(sy, 1 + j, 1)}",
                 f":aff/role :{['student', 'postdoc', 'faculty', 'visitor'][(a + j) % 4]}"]
            if j < a % 3 - 1 or a % 2 == 0:
                m.append(f":aff/end {inst(sy + 3 + (a % 5), 6, 30)}")
            affs.append("{" + " ".join(m) + "}")
        if affs:
            e.append(":author/affiliations [" + " ".join(affs) + "]")
        ents.append(e)
    NP = 120
    for p in range(NP):
        e = [f":db/id {s('p' + str(p))}", f":paper/doi {s('10.1145/%d.%d' % (3000 + p % 17, p))}"]
        if p % 9 != 8:
            e.append(f':paper/uuid #uuid "pppppppp-0000-4000-8000-{p:012d}"'.replace("pppppppp", "%08x" % (0xdead0000 + p)))
        t = " ".join(TITLE_WORDS[(p * k + 3) % len(TITLE_WORDS)] for k in range(1, 2 + p % 5))
        e.append(f":paper/title {s(t if p != 7 else '')}")
        if p % 5 == 0:
            e.append(':paper/abstract ""')
        elif p % 5 != 3:
            e.append(f":paper/abstract {s('We study ' + KWS[p % len(KWS)] + ' and ' + KWS[(p * 5) % len(KWS)] + '.')}")
        year = 1995 + (p * 7) % 30
        e.append(f":paper/year {year}")
        if p % 11 != 10:
            e.append(f":paper/pages {[0, 12, 8, 25, 14, 1, 40][p % 7]}")
        v = VENUES[(p * 5) % len(VENUES)][0]
        if p % 13 != 12:
            e.append(f":paper/venue {s('v-' + v)}")
        na = 1 + p % 4
        au = sorted(set((p * 3 + j * 7) % NA for j in range(na)))
        if p % 17 != 16:
            e.append(":paper/authors [" + " ".join(s('a' + str(x)) for x in au) + "]")
            e.append(f":paper/first-author {s('a' + str(au[0]))}")
        cites = set()
        if p > 0:
            for j in range(p % 4):
                cites.add((p * 13 + j * 29) % p)  # mostly backwards
        if p % 10 == 3:
            cites.add(p)  # self-citation
        if p % 23 == 5 and p + 4 < NP:
            cites.add(p + 4)  # forward: cycles
        if cites:
            e.append(":paper/cites [" + " ".join(s('p' + str(x)) for x in sorted(cites)) + "]")
        kws = sorted(set(KWS[(p + j * 5) % len(KWS)] for j in range(p % 3 + (p % 2))))
        if kws:
            e.append(":paper/keywords [" + " ".join(":" + k for k in kws) + "]")
        if p % 4 != 2:
            e.append(f":paper/open {'true' if p % 3 == 0 else 'false'}")
        e.append(f":paper/published {inst(year, 1 + p % 12, 1 + (p * 3) % 28, p % 24)}")
        if p % 6 != 4:
            e.append(f":paper/score {[0.0, 3.5, -1.25, 7.75, 9.999, 2.0, 5.5][p % 7] + (p % 3) * 0.5}")
        if p % 8 != 7:
            e.append(f":paper/downloads {[0, 150, 99999999999, 42, 7, 1200, 3][p % 7]}N")
        if p % 3 == 1:
            e.append(f":paper/volume [{p % 12} {s(['A', 'B', '', 'Ω'][p % 4])}]")
        ents.append(e)
    nr = 0
    for p in range(NP):
        for j in range((p * 7) % 3 + (1 if p % 4 == 0 else 0)):
            rv = (p * 11 + j * 5 + 1) % NA
            e = [f":db/id {s('r' + str(nr))}", f":review/paper {s('p' + str(p))}", f":review/reviewer {s('a' + str(rv))}",
                 f":review/score {[-3, -2, -1, 0, 1, 2, 3][(p + j * 3) % 7]}"]
            if nr % 5 != 4:
                e.append(f":review/confidence {[0.0, 0.25, 0.5, 0.75, 1.0][(p + j) % 5]}")
            if nr % 7 != 6:
                e.append(f":review/accept {'true' if (p + j) % 3 != 0 else 'false'}")
            e.append(f":review/text {s(['', 'Solid.', 'Needs more experiments.', 'Très bien — accept', 'reject: unclear proofs'][nr % 5])}")
            e.append(f":review/submitted {inst(1995 + (p * 7) % 30, 1 + (p + j) % 12, 1 + j)}")
            ents.append(e)
            nr += 1
    FUND = ["nsf", "erc", "darpa", "jsps", "nsf"]
    AMTS = ["250000.00M", "0M", "-1500.50M", "1000000M", "99.99M", "250000M", "12.5M", "0.00M"]
    for g in range(16):
        e = [f":db/id {s('g' + str(g))}", f":grant/code {s('G-%03d' % g)}", f":grant/funder :{FUND[g % 5]}"]
        if g % 6 != 5:
            e.append(f":grant/amount {AMTS[g % len(AMTS)]}")
        e.append(f":grant/pi {s('a' + str((g * 7) % NA))}")
        ps = sorted(set((g * 9 + j * 13) % NP for j in range(g % 5)))
        if ps:
            e.append(":grant/papers [" + " ".join(s('p' + str(x)) for x in ps) + "]")
        if g % 4 != 3:
            e.append(f":grant/start {inst(2000 + g, 1 + g % 12, 1)}")
        ls = []
        for j in range(g % 3):
            ls.append("{" + f":line/label {s(['travel', 'equipment', 'salary', ''][(g + j) % 4])} :line/amount {['1000.5M', '0M', '-20M', '333.333M'][(g + j) % 4]}" + "}")
        if ls:
            e.append(":grant/lines [" + " ".join(ls) + "]")
        ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
