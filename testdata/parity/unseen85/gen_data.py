#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen85 parity corpus (deterministic).

University course registration: departments (keyword identity, bigdec budget),
courses (string identity, a prerequisite graph with a cycle MATH210 -> MATH220
-> MATH230 -> MATH210 and a self-loop PHIL100), sections (component of a course),
instructors, students (string identity, unique-value email, some missing),
enrolments (status idents, grades as doubles, bigdec credits), rooms, terms
(keyword identity, instants).
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:dept/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :dept/name {:db/valueType :db.type/string}
 :dept/budget {:db/valueType :db.type/bigdec}
 :dept/head {:db/valueType :db.type/ref}
 :course/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :course/title {:db/valueType :db.type/string}
 :course/department {:db/valueType :db.type/ref}
 :course/credits {:db/valueType :db.type/bigdec}
 :course/level {:db/valueType :db.type/long}
 :course/prereqs {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :course/sections {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :course/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :section/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :section/instructor {:db/valueType :db.type/ref}
 :section/room {:db/valueType :db.type/ref}
 :section/term {:db/valueType :db.type/ref}
 :section/capacity {:db/valueType :db.type/long}
 :section/days {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :instructor/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :instructor/name {:db/valueType :db.type/string}
 :instructor/dept {:db/valueType :db.type/ref}
 :instructor/rank {:db/valueType :db.type/keyword}
 :instructor/salary {:db/valueType :db.type/bigdec}
 :student/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :student/name {:db/valueType :db.type/string}
 :student/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :student/year {:db/valueType :db.type/long}
 :student/gpa {:db/valueType :db.type/double}
 :student/advisor {:db/valueType :db.type/ref}
 :student/major {:db/valueType :db.type/ref}
 :student/born {:db/valueType :db.type/instant}
 :student/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :student/langs {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :student/balance {:db/valueType :db.type/bigint}
 :enrol/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :enrol/student {:db/valueType :db.type/ref}
 :enrol/section {:db/valueType :db.type/ref}
 :enrol/status {:db/valueType :db.type/ref}
 :enrol/grade {:db/valueType :db.type/double}
 :enrol/credits {:db/valueType :db.type/bigdec}
 :enrol/at {:db/valueType :db.type/instant}
 :room/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :room/building {:db/valueType :db.type/string}
 :room/capacity {:db/valueType :db.type/long}
 :room/features {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :term/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :term/name {:db/valueType :db.type/string}
 :term/starts {:db/valueType :db.type/instant}
 :term/ends {:db/valueType :db.type/instant}}
"""


def inst(y, m, d, h=0, mi=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


DEPTS = [("cs", "Computer Science", "1250000.50"), ("math", "Mathématiques", "830000"),
         ("phil", "Philosophy", "0.00"), ("ling", "語言學 Linguistics", "-1200.75")]
TERMS = [("f24", "Fall 2024", (2024, 9, 2), (2024, 12, 20)), ("s25", "Spring 2025", (2025, 1, 13), (2025, 5, 9)),
         ("u25", "Summer 2025", (2025, 6, 2), (2025, 8, 15))]
ROOMS = [("A-101", "Atrium", 120, ["projector", "accessible"]), ("A-202", "Atrium", 40, ["projector"]),
         ("B-001", "Bâtiment B", 25, []), ("C-LAB", "Curie", 30, ["lab", "accessible"]), ("ONLINE", "", 0, ["remote"]), ("Z-999", "Annex Ω", 8, [])]
INSTR = [("i01", "Ada Lovelace", "cs", "professor", "145000.00"), ("i02", "Alan Turing", "cs", "associate", "120000.5"),
         ("i03", "Émilie du Châtelet", "math", "professor", "150000"), ("i04", "Srinivasa Ramanujan", "math", "lecturer", "65000.00"),
         ("i05", "Hypatia", "phil", "professor", None), ("i06", "Noam 乔", "ling", "associate", "99999.99"),
         ("i07", "", "cs", "lecturer", "0"), ("i08", "Grace Hopper", "cs", "emeritus", "1.5")]
# code, title, dept, credits, level, prereqs, tags
COURSES = [("CS101", "Intro to Programming", "cs", "4.0", 100, [], ["core", "intro"]),
           ("CS201", "Data Structures", "cs", "4.0", 200, ["CS101"], ["core"]),
           ("CS202", "Discrete Math for CS", "cs", "3.5", 200, ["CS101", "MATH210"], ["core", "theory"]),
           ("CS301", "Algorithms", "cs", "4.00", 300, ["CS201", "CS202"], ["theory"]),
           ("CS401", "Compilers", "cs", "5", 400, ["CS301"], ["systems"]),
           ("CS450", "Databases: Datalog", "cs", "3.0", 400, ["CS301", "CS201"], ["systems", "datalog"]),
           ("MATH210", "Linear Algebra", "math", "3.0", 200, ["MATH230"], ["core"]),
           ("MATH220", "Real Analysis", "math", "3.0", 200, ["MATH210"], ["theory"]),
           ("MATH230", "Topology", "math", "3.0", 200, ["MATH220"], []),
           ("MATH100", "Calculus I", "math", "4.5", 100, [], ["intro"]),
           ("PHIL100", "Logic", "phil", "2.5", 100, ["PHIL100"], ["intro", "theory"]),
           ("PHIL300", "Épistémologie", "phil", "3.0", 300, ["PHIL100", "MATH220"], []),
           ("LING101", "Phonetics 音声学", "ling", "0.5", 100, [], ["intro"]),
           ("LING999", "Independent Study", "ling", "0", 900, [], [])]
DAYS = ["mon", "tue", "wed", "thu", "fri"]
FIRST = ["Amélie", "Bo", "Chen", "Dario", "Eszter", "Farah", "Gustav", "Hana", "Ilya", "Jun", "Kofi", "Lena",
         "Mihai", "Nadia", "Oscar", "Pita", "Quinn", "Rosa", "Søren", "Tanvi", "", "Ümit", "Władysław", "Zoë 🎓"]
STATUSES = ["enrolled", "dropped", "waitlisted", "completed"]


def main():
    ents = []
    for st in STATUSES:
        ents.append(f"{{:db/ident :status/{st}}}")
    for code, name, budget in DEPTS:
        ents.append(f'{{:db/id "d-{code}" :dept/code :{code} :dept/name {s(name)} :dept/budget {budget}M}}')
    for code, name, st, en in TERMS:
        ents.append(f'{{:db/id "t-{code}" :term/code :{code} :term/name {s(name)} :term/starts {inst(*st)} :term/ends {inst(*en)}}}')
    for code, b, cap, feats in ROOMS:
        f = (" :room/features [" + " ".join(":" + x for x in feats) + "]") if feats else ""
        ents.append(f'{{:db/id "r-{code}" :room/code {s(code)} :room/building {s(b)} :room/capacity {cap}{f}}}')
    for iid, name, d, rank, sal in INSTR:
        sa = f" :instructor/salary {sal}M" if sal else ""
        ents.append(f'{{:db/id "{iid}" :instructor/id "{iid}" :instructor/name {s(name)} :instructor/dept "d-{d}" :instructor/rank :{rank}{sa}}}')
    ents.append('{:db/id "d-cs" :dept/head "i01"}')
    ents.append('{:db/id "d-math" :dept/head "i03"}')
    # courses with nested component sections
    sections = []  # (sid, course code)
    for ci, (code, title, d, cr, lvl, pre, tags) in enumerate(COURSES):
        nsec = [3, 2, 1, 2, 1, 2, 2, 1, 1, 3, 1, 1, 2, 0][ci]
        secs = []
        for k in range(nsec):
            sid = f"{code}-{k + 1:02d}"
            term = TERMS[(ci + k) % 3][0]
            room = ROOMS[(ci * 2 + k) % 5][0]
            instr = INSTR[(ci + k * 3) % 7][0]
            cap = [30, 25, 120, 40, 15, 0][(ci + k) % 6]
            days = DAYS[(ci + k) % 5:(ci + k) % 5 + 1 + (ci % 2)]
            sm = [f':db/id "s-{sid}"', f':section/id "{sid}"', f':section/term "t-{term}"', f':section/capacity {cap}',
                  ":section/days [" + " ".join(":" + x for x in days) + "]"]
            if not (ci == 12 and k == 1):
                sm.append(f':section/room "r-{room}"')
            if not (ci == 9 and k == 2):
                sm.append(f':section/instructor "{instr}"')
            secs.append("{" + " ".join(sm) + "}")
            sections.append((sid, code))
        e = [f':db/id "c-{code}"', f":course/code {s(code)}", f":course/title {s(title)}", f':course/department "d-{d}"',
             f":course/credits {cr}M", f":course/level {lvl}"]
        if tags:
            e.append(":course/tags [" + " ".join(":" + t for t in tags) + "]")
        if secs:
            e.append(":course/sections [" + " ".join(secs) + "]")
        ents.append("{" + " ".join(e) + "}")
    for (code, title, d, cr, lvl, pre, tags) in COURSES:
        if pre:
            ents.append(f'{{:db/id "c-{code}" :course/prereqs [' + " ".join(f'"c-{p}"' for p in pre) + "]}")
    # students
    NS = 48
    for i in range(NS):
        fn = FIRST[i % len(FIRST)]
        e = [f':db/id "st{i}"', f':student/id "S{i:03d}"', f":student/name {s((fn + ' ' + chr(65 + i % 26) + '.').strip())}",
             f':student/uuid #uuid "5eed0000-0000-4000-8000-{i:012d}"', f":student/year {1 + i % 5}"]
        if i % 6 != 4:
            e.append(f':student/email "s{i}@uni.{["edu", "ac.uk", "de"][i % 3]}"')
        if i % 8 != 7:
            e.append(f":student/gpa {[3.7, 2.95, 4.0, 1.5, 3.25, 0.0, 3.9, 2.0][i % 8]}")
        if i % 5 != 0:
            e.append(f':student/advisor "{INSTR[i % 7][0]}"')
        e.append(f':student/major "d-{DEPTS[i % 4][0]}"' if i % 9 != 8 else "")
        e.append(f":student/born {inst(1998 + i % 8, 1 + i % 12, 1 + (i * 5) % 28, 8, i % 60)}")
        e.append(":student/langs [" + " ".join(":" + ["en", "fr", "zh", "de", "es"][(i + k) % 5] for k in range(1 + i % 3)) + "]")
        if i % 7 != 6:
            bal = [0, 1500, -250, 99999999999999999999][i % 4]
            e.append(f":student/balance {bal}N")
        ents.append("{" + " ".join(x for x in e if x) + "}")
    # enrolments
    n = 0
    for i in range(NS):
        for k in range(1 + i % 4 if i % 11 != 10 else 0):
            sid, code = sections[(i * 5 + k * 7) % len(sections)]
            n += 1
            st = STATUSES[(i + k * 3) % 4]
            e = [f':enrol/id "E{n:04d}"', f':enrol/student "st{i}"', f':enrol/section "s-{sid}"',
                 f":enrol/status :status/{st}", f":enrol/at {inst(2024, 8 + (n % 5), 1 + n % 28, n % 24, n % 60)}"]
            if st == "completed" or (st == "enrolled" and n % 3 == 0):
                e.append(f":enrol/grade {[4.0, 3.3, 2.7, 0.0, 1.7, 3.0, 3.7][n % 7]}")
            if st != "dropped":
                e.append(f":enrol/credits {['4.0', '3.5', '3', '4.5', '0.5', '2.50'][n % 6]}M")
            ents.append("{" + " ".join(e) + "}")
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(ents) + "]\n")
    print(len(ents), "entities,", n, "enrolments,", len(sections), "sections")


if __name__ == "__main__":
    main()
