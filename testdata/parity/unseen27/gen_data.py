#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the twenty-seventh unseen parity corpus.

A university registrar: faculties with component departments, professors
(advisors, an advisor cycle and a self-loop), courses with a prerequisite
graph holding a 3-cycle and a self-prerequisite (some courses without
sections), sections with heterogeneous meeting tuples [keyword long long],
a homogeneous long tuple of room slots and cardinality-many waitlists,
students (a long identity number, a uuid identity, a unique-value e-mail,
unicode and empty names, bigint tuition incl. 0N and negatives, double
gpa, instants, some without enrollments) and enrollments with a composite
[:enr/student :enr/section] identity, double grades (some missing), bigdec
credit fees, keyword statuses and enrollment instants. Deterministic.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:faculty/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :faculty/depts {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :faculty/founded {:db/valueType :db.type/instant}
 :dept/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :dept/name {:db/valueType :db.type/string}
 :dept/budget {:db/valueType :db.type/double}
 :prof/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :prof/name {:db/valueType :db.type/string}
 :prof/dept {:db/valueType :db.type/ref}
 :prof/salary {:db/valueType :db.type/bigdec}
 :prof/mentor {:db/valueType :db.type/ref}
 :prof/tenured {:db/valueType :db.type/boolean}
 :course/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :course/title {:db/valueType :db.type/string}
 :course/credits {:db/valueType :db.type/long}
 :course/dept {:db/valueType :db.type/ref}
 :course/prereqs {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :course/level {:db/valueType :db.type/long}
 :course/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :section/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :section/course {:db/valueType :db.type/ref}
 :section/term {:db/valueType :db.type/keyword}
 :section/meeting {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long :db.type/long]}
 :section/slots {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :section/cap {:db/valueType :db.type/long}
 :section/instructor {:db/valueType :db.type/ref}
 :section/waitlist {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :section/room {:db/valueType :db.type/string}
 :student/number {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :student/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :student/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :student/name {:db/valueType :db.type/string}
 :student/gpa {:db/valueType :db.type/double}
 :student/tuition {:db/valueType :db.type/bigint}
 :student/admitted {:db/valueType :db.type/instant}
 :student/active {:db/valueType :db.type/boolean}
 :student/major {:db/valueType :db.type/ref}
 :student/advisor {:db/valueType :db.type/ref}
 :student/year {:db/valueType :db.type/long}
 :enr/student {:db/valueType :db.type/ref}
 :enr/section {:db/valueType :db.type/ref}
 :enr/student+section {:db/valueType :db.type/tuple :db/tupleAttrs [:enr/student :enr/section] :db/unique :db.unique/identity}
 :enr/grade {:db/valueType :db.type/double}
 :enr/fee {:db/valueType :db.type/bigdec}
 :enr/at {:db/valueType :db.type/instant}
 :enr/status {:db/valueType :db.type/keyword}
 :enr/pass {:db/valueType :db.type/boolean}}
"""

def s(x):
    return '"' + x.replace('\\', '\\\\').replace('"', '\\"') + '"'

ents = []
def ent(d):
    ents.append("{" + " ".join(f"{k} {v}" for k, v in d.items()) + "}")

DEPTS = [("cs", "Computer Science", "1250000.5"), ("math", "Mathematics", "800000.0"),
         ("phys", "Physics", "0.0"), ("hist", "History", "-1200.75"),
         ("lit", "Littérature", "300000.25"), ("bio", "Biology", None),
         ("econ", "Économie", "450000.0"), ("phil", "哲学", "12.5")]
FACS = [("Science", ["cs", "math", "phys", "bio"], "1850-03-01T00:00:00.000-00:00"),
        ("Humanities", ["hist", "lit", "phil"], "1901-10-10T00:00:00.000-00:00"),
        ("Social", ["econ"], "1969-12-31T23:59:59.000-00:00")]
for fname, ds, founded in FACS:
    comps = []
    for code in ds:
        d = [x for x in DEPTS if x[0] == code][0]
        m = {":db/id": s("d-" + code), ":dept/code": ":" + code, ":dept/name": s(d[1])}
        if d[2] is not None:
            m[":dept/budget"] = d[2]
        comps.append("{" + " ".join(f"{k} {v}" for k, v in m.items()) + "}")
    ent({":db/id": s("f-" + fname), ":faculty/name": s(fname),
         ":faculty/founded": f'#inst "{founded}"', ":faculty/depts": "[" + " ".join(comps) + "]"})
# a faculty with no departments
ent({":db/id": s("f-Empty"), ":faculty/name": s("Empty")})

PROFS = [("turing", "Alan Turing", "cs", "150000.00M", True), ("hopper", "Grace Hopper", "cs", "148000.50M", True),
         ("noether", "Emmy Noether", "math", "120000M", True), ("gauss", "C. F. Gauß", "math", "0M", False),
         ("curie", "Marie Curie", "phys", "130000.25M", True), ("bloch", "Marc Bloch", "hist", "-1.50M", False),
         ("woolf", "Virginia Woolf", "lit", "99000.99M", None), ("darwin", "Charles Darwin", "bio", "120000M", True),
         ("keynes", "J. M. Keynes", "econ", "175000.10M", True), ("laozi", "老子", "phil", "88000M", False),
         ("nobody", "", "phil", "1M", None)]
for i, (h, n, d, sal, ten) in enumerate(PROFS):
    m = {":db/id": s("p-" + h), ":prof/email": s(h + "@uni.edu"), ":prof/name": s(n),
         ":prof/dept": s("d-" + d), ":prof/salary": sal}
    if ten is not None:
        m[":prof/tenured"] = "true" if ten else "false"
    ent(m)
for a, b in [("turing", "noether"), ("noether", "gauss"), ("gauss", "noether"), ("hopper", "turing"),
             ("curie", "curie"), ("bloch", "woolf"), ("darwin", "curie"), ("keynes", "laozi")]:
    ent({":db/id": s("p-" + a), ":prof/mentor": s("p-" + b)})

COURSES = [("CS101", "Intro to Programming", 4, "cs", 100, [":core", ":intro"]),
           ("CS201", "Data Structures", 4, "cs", 200, [":core"]),
           ("CS301", "Algorithms", 3, "cs", 300, [":core", ":theory"]),
           ("CS401", "Compilers", 3, "cs", 400, [":systems"]),
           ("CS450", "Databases", 3, "cs", 400, [":systems", ":data"]),
           ("CS499", "Thesis", 0, "cs", 400, []),
           ("MA101", "Calculus I", 5, "math", 100, [":core", ":intro"]),
           ("MA201", "Calculus II", 5, "math", 200, [":core"]),
           ("MA301", "Real Analysis", 4, "math", 300, [":theory"]),
           ("MA310", "Algebra", 4, "math", 300, [":theory"]),
           ("PH101", "Mechanics", 4, "phys", 100, [":intro"]),
           ("PH201", "Électromagnétisme", 4, "phys", 200, []),
           ("PH301", "Quantum", 3, "phys", 300, [":theory"]),
           ("HI101", "World History", 3, "hist", 100, [":intro"]),
           ("HI210", "Medieval Europe", 3, "hist", 200, []),
           ("LI101", "", 2, "lit", 100, [":intro"]),
           ("LI220", "Poésie", 2, "lit", 200, [":seminar"]),
           ("BI101", "Cells", 4, "bio", 100, [":intro", ":lab"]),
           ("BI202", "Evolution", 3, "bio", 200, [":lab"]),
           ("EC101", "Microeconomics", 3, "econ", 100, [":intro"]),
           ("EC201", "Macroeconomics", 3, "econ", 200, []),
           ("PL101", "道德经 Reading", 1, "phil", 100, [":seminar"]),
           ("PL300", "Logic", -1, "phil", 300, [":theory"]),
           ("XX999", "Ghost Course", 0, "phil", 900, [])]
for code, t, cr, d, lvl, tags in COURSES:
    m = {":db/id": s("c-" + code), ":course/code": s(code), ":course/title": s(t),
         ":course/credits": str(cr), ":course/dept": s("d-" + d), ":course/level": str(lvl)}
    if tags:
        m[":course/tags"] = "[" + " ".join(tags) + "]"
    ent(m)
PRE = [("CS201", "CS101"), ("CS301", "CS201"), ("CS301", "MA201"), ("CS401", "CS301"), ("CS450", "CS301"),
       ("CS450", "CS201"), ("MA201", "MA101"), ("MA301", "MA201"), ("MA310", "MA301"), ("MA301", "MA310"),
       ("PH201", "PH101"), ("PH201", "MA101"), ("PH301", "PH201"), ("PH301", "MA301"),
       ("HI210", "HI101"), ("BI202", "BI101"), ("EC201", "EC101"),
       # a 3-cycle and a self-prerequisite
       ("LI220", "PL101"), ("PL101", "PL300"), ("PL300", "LI220"), ("CS499", "CS499"), ("CS499", "CS450")]
for a, b in PRE:
    ent({":db/id": s("c-" + a), ":course/prereqs": s("c-" + b)})

DAYS = [":mon", ":tue", ":wed", ":thu", ":fri", ":sat"]
PROF_BY_DEPT = {}
for h, n, d, sal, ten in PROFS:
    PROF_BY_DEPT.setdefault(d, []).append(h)
SECTIONS = []
nosec = {"CS499", "XX999", "MA310", "PH301"}
k = 0
for code, t, cr, d, lvl, tags in COURSES:
    if code in nosec:
        continue
    nsec = 1 + (k % 3)
    for j in range(nsec):
        sid = f"{code}-{j+1}"
        day = DAYS[(k * 7 + j * 3) % 6]
        start = [0, 480, 600, 720, 840, 1020][(k + j) % 6]
        end = start + [50, 75, 90, 0][(k + 2 * j) % 4]
        term = [":f24", ":s25", ":f25"][(k + j) % 3]
        cap = [30, 0, 12, 45, 5, 100][(k + j * 5) % 6]
        profs = PROF_BY_DEPT[d]
        m = {":db/id": s("s-" + sid), ":section/id": s(sid), ":section/course": s("c-" + code),
             ":section/term": term, ":section/meeting": f"[{day} {start} {end}]",
             ":section/cap": str(cap)}
        if (k + j) % 5 != 3:
            m[":section/instructor"] = s("p-" + profs[(k + j) % len(profs)])
        if (k + j) % 4 != 1:
            m[":section/slots"] = "[" + " ".join(str(x) for x in [(k * 3 + j) % 7, -(j % 2), k % 4][: 1 + (k + j) % 3]) + "]"
        if (k + j) % 6 != 5:
            m[":section/room"] = s(["A-101", "B-2", "", "Aula Magna", "Hörsaal 1"][(k + j) % 5])
        ent(m)
        SECTIONS.append((sid, code, cr))
        k += 1

FIRST = ["Ana", "Bo", "Chloé", "Dmitri", "Eun-ji", "Femi", "Giulia", "Hamid", "Ingrid", "João",
         "Kenji", "Leila", "Mateo", "Nia", "Oskar", "Priya", "Quinn", "Rosa", "Sven", "Tamar",
         "Uma", "Viktor", "Wen", "Xóchitl", "Yusuf", "Zoë", "Ömer", "Łucja", "Søren", "Ζωή"]
STUD = []
for i in range(84):
    num = 1000 + i if i != 83 else 0
    name = FIRST[i % 30] + ("" if i < 30 else " " + str(i // 30))
    if i == 17:
        name = ""
    m = {":db/id": s(f"st-{i}"), ":student/number": str(num),
         ":student/uuid": f'#uuid "5a5a5a5a-0000-4000-8000-{i:012d}"',
         ":student/name": s(name)}
    if i % 11 != 4:
        m[":student/email"] = s(f"s{num}@uni.edu")
    if i % 9 != 2:
        m[":student/gpa"] = ["3.5", "2.75", "4.0", "0.0", "1.25", "3.9", "2.0", "3.333"][i % 8]
    m[":student/tuition"] = ["12000N", "0N", "15500N", "-500N", "12000N", "9000N", "100000000000000000000N"][i % 7] if i % 13 != 6 else "8000N"
    m[":student/admitted"] = f'#inst "20{18 + i % 7}-0{1 + i % 9}-{10 + i % 18}T{(i * 5) % 24:02d}:00:00.000-00:00"'
    if i % 10 != 9:
        m[":student/active"] = "true" if i % 6 else "false"
    if i % 8 != 7:
        m[":student/major"] = s("d-" + DEPTS[i % 8][0])
    if i % 5 != 4:
        m[":student/advisor"] = s("p-" + PROFS[i % 11][0])
    m[":student/year"] = str([1, 2, 3, 4, 5, 0][i % 6])
    ent(m)
    STUD.append(i)

# enrollments: students 70..83 have none
n = 0
for i in range(70):
    cnt = 2 + (i * 7) % 5
    for j in range(cnt):
        sec = SECTIONS[(i * 5 + j * 11) % len(SECTIONS)]
        m = {":db/id": s(f"e-{n}"), ":enr/student": s(f"st-{i}"), ":enr/section": s("s-" + sec[0]),
             ":enr/fee": ["350.00M", "0M", "125.50M", "-25.25M", "350M", "1000.001M", "77.7M"][(i + j) % 7],
             ":enr/at": f'#inst "2024-{1 + (i + j) % 12:02d}-{1 + (i * 3 + j) % 28:02d}T{(i + 2 * j) % 24:02d}:{(i * j) % 60:02d}:00.000-00:00"',
             ":enr/status": [":enrolled", ":dropped", ":completed", ":completed", ":audit"][(i + 2 * j) % 5]}
        if (i + j) % 6 != 2:
            g = ["4.0", "3.7", "3.3", "3.0", "2.7", "2.0", "0.0", "1.0", "3.85", "2.5"][(i * 3 + j) % 10]
            m[":enr/grade"] = g
            m[":enr/pass"] = "true" if float(g) >= 2.0 else "false"
        ent(m)
        n += 1
# waitlists
for q, (sid, code, cr) in enumerate(SECTIONS):
    if q % 3 == 0:
        w = sorted({(q * 7 + t * 13) % 84 for t in range(1 + q % 4)})
        ent({":db/id": s("s-" + sid), ":section/waitlist": "[" + " ".join(s(f"st-{x}") for x in w) + "]"})

open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(ents) + "]\n")
print(len(ents), "entities;", len(SECTIONS), "sections;", n, "enrollments")
