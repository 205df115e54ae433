#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the seventh unseen parity corpus.

A university: departments (a keyword identity, a parent tree, double
budgets incl. 0.0 and negative), professors (a string e-mail identity, a
uuid identity, bigdec salaries, tenure booleans, hiring instants, an
advisor graph with a cycle and a self-loop), courses (a string code
identity, long credits, a prerequisite DAG, a co-requisite cycle,
cardinality-many string tags, a bigint seat count, a double difficulty, a
component syllabus), students (a long number identity, a unique-value
e-mail, unicode names, gpa doubles, negative/zero bigdec balances,
keyword nicknames, a friends graph with cycles, a major department),
enrollments (a composite `[:enr/student :enr/course]` identity, keyword
grades and terms, double scores, a `[keyword long]` slot by
:db/tupleTypes), rooms (a string identity, a homogeneous double tuple of
coordinates) and sections (cardinality-many component meetings). Every
entity is a top-level map with a string tempid, in a fixed order.
Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:dept/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :dept/name {:db/valueType :db.type/string}
 :dept/parent {:db/valueType :db.type/ref}
 :dept/budget {:db/valueType :db.type/double}
 :dept/founded {:db/valueType :db.type/long}
 :prof/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :prof/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :prof/name {:db/valueType :db.type/string}
 :prof/dept {:db/valueType :db.type/ref}
 :prof/salary {:db/valueType :db.type/bigdec}
 :prof/tenured {:db/valueType :db.type/boolean}
 :prof/hired {:db/valueType :db.type/instant}
 :prof/advisor {:db/valueType :db.type/ref}
 :prof/rank {:db/valueType :db.type/keyword}
 :prof/office {:db/valueType :db.type/ref}
 :course/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :course/title {:db/valueType :db.type/string}
 :course/credits {:db/valueType :db.type/long}
 :course/dept {:db/valueType :db.type/ref}
 :course/prereqs {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :course/coreq {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :course/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :course/level {:db/valueType :db.type/long}
 :course/difficulty {:db/valueType :db.type/double}
 :course/seats {:db/valueType :db.type/bigint}
 :course/online {:db/valueType :db.type/boolean}
 :course/syllabus {:db/valueType :db.type/ref :db/isComponent true}
 :syllabus/text {:db/valueType :db.type/string}
 :syllabus/weeks {:db/valueType :db.type/long}
 :student/number {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :student/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :student/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :student/name {:db/valueType :db.type/string}
 :student/gpa {:db/valueType :db.type/double}
 :student/year {:db/valueType :db.type/long}
 :student/active {:db/valueType :db.type/boolean}
 :student/admitted {:db/valueType :db.type/instant}
 :student/major {:db/valueType :db.type/ref}
 :student/minors {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :student/friends {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :student/balance {:db/valueType :db.type/bigdec}
 :student/nick {:db/valueType :db.type/keyword}
 :student/langs {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :student/mentor {:db/valueType :db.type/ref}
 :enr/student {:db/valueType :db.type/ref}
 :enr/course {:db/valueType :db.type/ref}
 :enr/student+course {:db/valueType :db.type/tuple :db/tupleAttrs [:enr/student :enr/course] :db/unique :db.unique/identity}
 :enr/grade {:db/valueType :db.type/keyword}
 :enr/score {:db/valueType :db.type/double}
 :enr/term {:db/valueType :db.type/keyword}
 :enr/attempts {:db/valueType :db.type/long}
 :enr/slot {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :enr/passed {:db/valueType :db.type/boolean}
 :room/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :room/capacity {:db/valueType :db.type/long}
 :room/coords {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :room/building {:db/valueType :db.type/string}
 :section/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :section/course {:db/valueType :db.type/ref}
 :section/room {:db/valueType :db.type/ref}
 :section/prof {:db/valueType :db.type/ref}
 :section/meetings {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :section/cap {:db/valueType :db.type/long}
 :meeting/day {:db/valueType :db.type/keyword}
 :meeting/start {:db/valueType :db.type/long}
 :meeting/minutes {:db/valueType :db.type/long}}
"""

# code, name, parent, budget, founded
DEPTS = [("uni", "Universität Zentral", None, 5000000.0, 1850),
         ("sci", "Faculty of Science", "uni", 1200000.5, 1901),
         ("cs", "Computer Science", "sci", 800000.0, 1968),
         ("math", "Mathématiques", "sci", 400000.25, 1901),
         ("phys", "Physics", "sci", 0.0, 1920),
         ("arts", "Faculty of Arts", "uni", 300000.0, 1870),
         ("lit", "文学部", "arts", -12000.0, 1955),
         ("hist", "History", "arts", 95000.0, 1870),
         ("music", "Музыка", "arts", None, 2001)]
# email-local, name, dept, salary, tenured(None missing), hired, rank, advisor
PROFS = [("turing", "Alan Turing", "cs", "150000.00", True, (1990, 1, 15), "full", None),
         ("hopper", "Grace Hopper", "cs", "162000.50", True, (1985, 9, 1), "full", "turing"),
         ("knuth", "Donald Knuth", "cs", "175000", True, (1980, 3, 3), "emeritus", "knuth"),
         ("noether", "Emmy Noether", "math", "140000.00", True, (1992, 4, 4), "full", "hilbert"),
         ("hilbert", "David Hilbert", "math", "138000.75", False, (1995, 2, 2), "associate", "noether"),
         ("curie", "Marie Curie", "phys", "155000.00", True, (1988, 11, 7), "full", None),
         ("feynman", "Richard Feynman", "phys", "99999.99", False, (2005, 5, 11), "assistant", "curie"),
         ("murasaki", "紫式部", "lit", "88000.00", None, (2010, 10, 10), "associate", None),
         ("tolstoy", "Лев Толстой", "lit", "0.00", False, (2015, 1, 1), "lecturer", "murasaki"),
         ("herodotus", "Herodotus Ἡρόδοτος", "hist", "91000.10", True, (1999, 6, 6), "full", None),
         ("nadia", "Nadia Boulanger", "music", "-1.50", False, (2020, 8, 31), "lecturer", "herodotus"),
         ("lovelace", "Ada Lovelace", "math", "150000.00", False, (2018, 12, 10), "assistant", "turing")]
# code, title, credits, dept, prereqs, level, difficulty, seats, tags, online(None), syllabus (text, weeks) or None
COURSES = [("CS101", "Intro to Programming", 4, "cs", [], 100, 2.5, 300, ["intro", "programming"], False, ("Variables, loops ✓", 14)),
           ("CS102", "Data Structures", 4, "cs", ["CS101"], 100, 3.5, 250, ["programming", "core"], False, ("Lists, trees", 14)),
           ("CS201", "Algorithms", 4, "cs", ["CS102", "MA120"], 200, 4.25, 180, ["core", "theory"], False, ("Sorting; graphs", 15)),
           ("CS210", "Databases", 3, "cs", ["CS102"], 200, 3.0, 120, ["core", "data"], True, ("Relational algebra, Datalog", 12)),
           ("CS301", "Compilers", 4, "cs", ["CS201", "CS210"], 300, 4.75, 60, ["systems", "theory"], False, ("Parsing", 15)),
           ("CS310", "Distributed Systems", 3, "cs", ["CS201"], 300, 4.5, 80, ["systems"], True, None),
           ("CS401", "Query Optimization", 3, "cs", ["CS301", "CS210"], 400, 5.0, 25, ["data", "theory", "research"], False, ("Joins & plans", 10)),
           ("MA110", "Calculus I", 4, "math", [], 100, 3.0, 400, ["intro", "calculus"], False, ("Limits", 14)),
           ("MA120", "Discrete Math", 3, "math", ["MA110"], 100, 3.25, 200, ["theory", "core"], True, ("Logic, sets", 13)),
           ("MA210", "Linear Algebra", 4, "math", ["MA110"], 200, 3.5, 150, ["core"], None, None),
           ("MA310", "Abstract Algebra", 4, "math", ["MA210", "MA120"], 300, 4.9, 40, ["theory", "research"], False, ("Groups, rings", 14)),
           ("PH101", "Mechanics", 4, "phys", ["MA110"], 100, 3.75, 220, ["intro", "lab"], False, ("Newton", 14)),
           ("PH201", "Quantum I", 4, "phys", ["PH101", "MA210"], 200, 4.8, 90, ["theory", "lab"], False, ("Ψ", 15)),
           ("LI101", "World Literature", 3, "lit", [], 100, 1.5, 150, ["intro", "reading"], True, ("Homer to 村上", 12)),
           ("LI205", "源氏物語 Seminar", 2, "lit", ["LI101"], 200, 2.75, 15, ["reading", "seminar"], False, ("Heian", 10)),
           ("HI101", "Ancient History", 3, "hist", [], 100, 2.0, 180, ["intro", "reading"], True, None),
           ("HI250", "Historiography", 3, "hist", ["HI101", "LI101"], 200, 3.0, 30, ["seminar"], False, ("Sources", 12)),
           ("MU100", "Music Theory", 2, "music", [], 100, 0.0, 0, [], False, ("", 0)),
           ("MU200", "Counterpoint", 2, "music", ["MU100"], 200, -1.0, -5, ["seminar"], True, None),
           ("CS000", "Orientation", 0, "cs", [], 0, 0.5, 1000, ["intro"], True, None)]
COREQ = {"PH101": ["MA110"], "MA110": ["PH101"], "CS210": ["CS210"], "LI205": ["HI250"], "HI250": ["LI205"]}
# name, gpa, year, active(None), admitted, major, minors, balance, nick, langs
FIRST = ["Ana", "Björn", "Chloé", "Dmitri", "Eun-ji", "François", "Giulia", "Hiroshi", "Ingrid", "José",
         "Kwame", "Laila", "Mateo", "Nour", "Olga", "Priya", "Quentin", "Rin", "Søren", "Tariq",
         "Uma", "Viktor", "Wen", "Ximena", "Yusuf", "Zoë", "Ana", "Li", "Ömer", "Ψ"]
LAST = ["Silva", "Berg", "Dubois", "Ivanov", "Kim", "Martin", "Rossi", "Sato", "Larsen", "García",
        "Mensah", "Haddad", "López", "Khalil", "Petrova", "Patel", "Morel", "Takahashi", "Nielsen", "Aziz"]
MAJORS = ["cs", "math", "phys", "lit", "hist", "music", "cs", "math", "cs", "lit"]
LANGS = ["en", "fr", "de", "ja", "es", "ru", "zh"]
GRADES = ["A", "B", "C", "D", "F", "A", "B", "W"]
TERMS = ["fall2023", "spring2024", "fall2024", "spring2025"]
DAYS = ["mon", "tue", "wed", "thu", "fri"]
ROOMS = [("Turing Hall 101", 120, [0.0, 0.0], "Turing Hall"), ("Turing Hall 204", 40, [0.0, 12.5], "Turing Hall"),
         ("Noether 1", 300, [-3.25, 7.0], "Noether Building"), ("Noether 2", 25, [-3.25, 9.5], "Noether Building"),
         ("Curie Lab", 30, [10.0, -2.0], "Curie Centre"), ("Bibliothèque", 0, [5.5, 5.5], "Library"),
         ("図書館 B", 18, [5.5, 6.0], "Library"), ("Aula Magna", 500, [1.0, 1.0], "Main")]


def inst(y, m, d, h=0, mi=0, s=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def refs(xs):
    return "[" + " ".join(s(x) for x in xs) + "]"


def b(x):
    return "true" if x else "false"


def main():
    ents = []
    for code, name, parent, budget, founded in DEPTS:
        e = [f":db/id {s('d-' + code)}", f":dept/code :{code}", f":dept/name {s(name)}", f":dept/founded {founded}"]
        if parent:
            e.append(f":dept/parent {s('d-' + parent)}")
        if budget is not None:
            e.append(f":dept/budget {budget!r}")
        ents.append(e)
    for i, (em, name, dept, sal, ten, hired, rank, adv) in enumerate(PROFS):
        e = [f":db/id {s('p-' + em)}", f":prof/email {s(em + '@uni.example')}", f":prof/name {s(name)}",
             f':prof/uuid #uuid "11111111-2222-4333-8444-{i + 1:012d}"', f":prof/dept {s('d-' + dept)}",
             f":prof/salary {sal}M", f":prof/hired {inst(*hired, 8, i)}", f":prof/rank :{rank}"]
        if ten is not None:
            e.append(f":prof/tenured {b(ten)}")
        ents.append(e)
    for i, (em, name, dept, sal, ten, hired, rank, adv) in enumerate(PROFS):
        if adv:
            ents.append([f":db/id {s('p-' + em)}", f":prof/advisor {s('p-' + adv)}"])
    for k, (code, title, cr, dept, pre, lvl, diff, seats, tags, online, syl) in enumerate(COURSES):
        e = [f":db/id {s('c-' + code)}", f":course/code {s(code)}", f":course/title {s(title)}",
             f":course/credits {cr}", f":course/dept {s('d-' + dept)}", f":course/level {lvl}",
             f":course/difficulty {diff!r}", f":course/seats {seats}N"]
        if pre:
            e.append(f":course/prereqs {refs('c-' + p for p in pre)}")
        if tags:
            e.append(f":course/tags {refs(tags)}")
        if online is not None:
            e.append(f":course/online {b(online)}")
        if syl:
            e.append(f":course/syllabus {{:syllabus/text {s(syl[0])} :syllabus/weeks {syl[1]}}}")
        ents.append(e)
    for c in sorted(COREQ):
        ents.append([f":db/id {s('c-' + c)}", f":course/coreq {refs('c-' + x for x in COREQ[c])}"])
    for k, (name, cap, coords, bld) in enumerate(ROOMS):
        ents.append([f":db/id {s('r' + str(k))}", f":room/name {s(name)}", f":room/capacity {cap}",
                     f":room/coords [{' '.join(repr(x) for x in coords)}]", f":room/building {s(bld)}"])
    for i in range(len(PROFS)):
        if i % 3 != 2:
            ents.append([f":db/id {s('p-' + PROFS[i][0])}", f":prof/office {s('r' + str(i % len(ROOMS)))}"])
    # students
    NS = 40
    for i in range(NS):
        num = 1000 + i * 7
        name = FIRST[i % len(FIRST)] + " " + LAST[(i * 3) % len(LAST)]
        gpa = round(((i * 37) % 41) / 10.0, 2)
        year = 1 + i % 5
        e = [f":db/id {s('s' + str(i))}", f":student/number {num}", f":student/name {s(name)}",
             f':student/uuid #uuid "aaaaaaaa-bbbb-4ccc-8ddd-{num:012d}"', f":student/year {year}"]
        if i % 9 != 8:
            e.append(f":student/email {s('st' + str(num) + '@uni.example')}")
        if i % 11 != 10:
            e.append(f":student/gpa {gpa!r}")
        if i % 6 != 5:
            e.append(f":student/active {b(i % 4 != 0)}")
        e.append(f":student/admitted {inst(2019 + i % 6, 1 + i % 12, 1 + (i * 5) % 28, 9, i % 60)}")
        if i % 13 != 12:
            e.append(f":student/major {s('d-' + MAJORS[i % len(MAJORS)])}")
        mins = sorted({MAJORS[(i + 3) % len(MAJORS)], MAJORS[(i + 5) % len(MAJORS)]} - {MAJORS[i % len(MAJORS)]})
        if i % 3 == 0 and mins:
            e.append(f":student/minors {refs('d-' + m for m in mins)}")
        bal = ["0.00", "-250.50", "1200.00", "99.95", "0", "-0.01", "15000.125"][i % 7]
        e.append(f":student/balance {bal}M")
        if i % 4 == 1:
            e.append(f":student/nick :{['ace', 'nova', 'pixel', 'zen'][i % 4 * 0 + (i // 4) % 4]}")
        ls = [LANGS[j % len(LANGS)] for j in range(i % 4) for j in [i + j * 2]]
        if ls:
            e.append(f":student/langs [{' '.join(':' + x for x in sorted(set(ls)))}]")
        ents.append(e)
    for i in range(NS):
        fr = sorted({(i + 1) % NS, (i * 7 + 3) % NS} - {i}) if i % 5 != 4 else []
        if i == 0:
            fr.append(0)  # self-loop
        if fr:
            ents.append([f":db/id {s('s' + str(i))}", f":student/friends {refs('s' + str(x) for x in fr)}"])
        if i % 4 == 2:
            ents.append([f":db/id {s('s' + str(i))}", f":student/mentor {s('s' + str((i * 3 + 1) % NS))}"])
    # enrollments
    codes = [c[0] for c in COURSES]
    k = 0
    for i in range(NS):
        n = 2 + (i * 5) % 6
        seen = set()
        for j in range(n):
            c = codes[(i * 3 + j * 7) % len(codes)]
            if c in seen:
                continue
            seen.add(c)
            g = GRADES[(i + j * 3) % len(GRADES)]
            e = [f":db/id {s('e' + str(k))}", f":enr/student {s('s' + str(i))}", f":enr/course {s('c-' + c)}",
                 f":enr/term :{TERMS[(i + j) % len(TERMS)]}", f":enr/attempts {1 + (i * j) % 3}"]
            if (i + j) % 10 != 9:
                e.append(f":enr/grade :{g}")
                e.append(f":enr/passed {b(g not in ('F', 'W'))}")
            if (i * j) % 8 != 7:
                sc = round(100.0 - ((i * 13 + j * 29) % 97) - (0.5 if j % 2 else 0.0), 2)
                if (i + j) % 17 == 0:
                    sc = 0.0
                e.append(f":enr/score {sc!r}")
            e.append(f":enr/slot [:{DAYS[(i + j) % 5]} {8 + (i * 2 + j) % 10}]")
            ents.append(e)
            k += 1
    # sections
    for q, c in enumerate(codes):
        for part in range(1 + (q % 3 == 0)):
            sid = f"{c}-{part + 1:02d}"
            prof = [p for p in PROFS if p[2] == COURSES[q][3]]
            e = [f":db/id {s('x-' + sid)}", f":section/id {s(sid)}", f":section/course {s('c-' + c)}",
                 f":section/room {s('r' + str((q + part) % len(ROOMS)))}", f":section/cap {10 + (q * 13 + part * 5) % 90}"]
            if prof and q % 7 != 6:
                e.append(f":section/prof {s('p-' + prof[(q + part) % len(prof)][0])}")
            ms = []
            for m in range(1 + q % 3):
                ms.append(f"{{:meeting/day :{DAYS[(q + m * 2 + part) % 5]} :meeting/start {8 + (q + m) % 9} "
                          f":meeting/minutes {[50, 75, 90, 120][(q + m) % 4]}}}")
            if q % 5 != 4:
                e.append(f":section/meetings [{' '.join(ms)}]")
            ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
