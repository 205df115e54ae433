#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the seventeenth unseen parity corpus.

An HR and payroll system: departments (keyword identity, a parent tree,
double budgets incl. 0.0, negative and missing), positions and leave
statuses as :db/ident enums (refs), employees (a long number identity, a
uuid identity, a unique-value e-mail incl. unicode, bigdec salaries incl.
0M and negative, double bonuses incl. 0.0 and negative, a manager ref tree
with a 2-cycle and a self-manager, cardinality-many keyword skills, a
composite [:emp/dept :emp/badge] identity, a homogeneous long tuple of
ratings, a heterogeneous [keyword string] locale tuple, a bigint level,
salary history as cardinality-many components, a contract component with
nested clause components and annex components), and leave requests
(string identity, instant ranges, a status ident). Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:dept/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :dept/name {:db/valueType :db.type/string}
 :dept/parent {:db/valueType :db.type/ref}
 :dept/budget {:db/valueType :db.type/double}
 :dept/cost-centre {:db/valueType :db.type/long}
 :pos/title {:db/valueType :db.type/string}
 :pos/grade {:db/valueType :db.type/long}
 :status/label {:db/valueType :db.type/string}
 :emp/number {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :emp/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :emp/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :emp/name {:db/valueType :db.type/string}
 :emp/manager {:db/valueType :db.type/ref}
 :emp/dept {:db/valueType :db.type/ref}
 :emp/position {:db/valueType :db.type/ref}
 :emp/badge {:db/valueType :db.type/long}
 :emp/dept+badge {:db/valueType :db.type/tuple :db/tupleAttrs [:emp/dept :emp/badge] :db/unique :db.unique/identity}
 :emp/salary {:db/valueType :db.type/bigdec}
 :emp/bonus {:db/valueType :db.type/double}
 :emp/active {:db/valueType :db.type/boolean}
 :emp/hired {:db/valueType :db.type/instant}
 :emp/skills {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :emp/ratings {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :emp/locale {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/string]}
 :emp/level {:db/valueType :db.type/bigint}
 :emp/history {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :emp/contract {:db/valueType :db.type/ref :db/isComponent true}
 :emp/mentors {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :hist/amount {:db/valueType :db.type/bigdec}
 :hist/from {:db/valueType :db.type/instant}
 :hist/reason {:db/valueType :db.type/keyword}
 :contract/kind {:db/valueType :db.type/keyword}
 :contract/start {:db/valueType :db.type/instant}
 :contract/end {:db/valueType :db.type/instant}
 :contract/hours {:db/valueType :db.type/double}
 :contract/clauses {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :clause/text {:db/valueType :db.type/string}
 :clause/weight {:db/valueType :db.type/long}
 :clause/annex {:db/valueType :db.type/ref :db/isComponent true}
 :annex/code {:db/valueType :db.type/string}
 :annex/pages {:db/valueType :db.type/long}
 :leave/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :leave/emp {:db/valueType :db.type/ref}
 :leave/from {:db/valueType :db.type/instant}
 :leave/to {:db/valueType :db.type/instant}
 :leave/days {:db/valueType :db.type/long}
 :leave/status {:db/valueType :db.type/ref}
 :leave/note {:db/valueType :db.type/string}}
"""

DEPTS = [("hq", "Headquarters", None, 9000000.0, 100),
         ("eng", "Engineering", "hq", 2500000.5, 200),
         ("plat", "Platform", "eng", 800000.0, 210),
         ("app", "Applications", "eng", 650000.25, 220),
         ("fin", "Finance", "hq", 0.0, 300),
         ("pay", "Payroll", "fin", -15000.0, 310),
         ("hr", "Human Resources", "hq", 420000.0, 400),
         ("rnd", "Forschung & Entwicklung", "eng", None, 0),
         ("jp", "東京オフィス", "hq", 300000.0, -1)]
POSITIONS = [("ceo", "Chief Executive", 10), ("vp", "Vice President", 9), ("mgr", "Manager", 7),
             ("lead", "Team Lead", 6), ("senior", "Senior Engineer", 5), ("eng", "Engineer", 4),
             ("analyst", "Analyst", 4), ("clerk", "Payroll Clerk", 2), ("intern", "Intern", 0)]
STATUSES = [("requested", "Requested"), ("approved", "Approved"), ("rejected", "Rejected"),
            ("cancelled", "Cancelled"), ("taken", "")]
FIRST = ["Ada", "Björn", "Chloé", "Dmitri", "Eun-ji", "François", "Giulia", "Hiroshi", "Ingrid", "José",
         "Kwame", "Laila", "Mateo", "Nour", "Olga", "Priya", "Quentin", "Rin", "Søren", "Tariq",
         "Uma", "Viktor", "Wen", "Ximena", "Yusuf", "Zoë", "Ψ", "李", "Ömer", ""]
LAST = ["Silva", "Berg", "Dubois", "Ivanov", "Kim", "Martin", "Rossi", "Sato", "Larsen", "García",
        "Mensah", "Haddad", "López", "Khalil", "Petrova", "Patel", "Morel", "高橋", "Nielsen", "Aziz"]
SKILLS = ["clojure", "rust", "sql", "excel", "payroll", "hiring", "k8s", "datalog", "tax", "design"]
DEPT_OF = ["hq", "eng", "plat", "app", "fin", "pay", "hr", "rnd", "jp", "plat", "app", "eng"]
POS_OF = ["eng", "senior", "analyst", "clerk", "eng", "lead", "intern", "senior", "eng", "analyst"]
REASONS = ["hire", "merit", "promotion", "adjust", "market"]
KINDS = ["permanent", "fixed", "contractor", "intern"]
LOCALES = [("en", "GB"), ("de", "DE"), ("ja", "JP"), ("fr", "FR"), ("en", ""), ("es", "México")]

N = 72


def inst(y, m, d, h=0, mi=0, s=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def b(x):
    return "true" if x else "false"


def emp_num(i):
    return 1000 + i


def manager(i):
    # 0: CEO (no manager); 1-3 VPs under 0; tree: i -> (i-1)//3 ; 60 <-> 61 a 2-cycle; 70 self
    if i == 0:
        return None
    if i == 60:
        return 61
    if i == 61:
        return 60
    if i == 70:
        return 70
    if i == 71:
        return None  # orphan: no manager
    return (i - 1) // 3


def main():
    ents = []
    for code, name, parent, budget, cc in DEPTS:
        e = [f":db/id {s('d-' + code)}", f":dept/code :{code}", f":dept/name {s(name)}", f":dept/cost-centre {cc}"]
        if parent:
            e.append(f":dept/parent {s('d-' + parent)}")
        if budget is not None:
            e.append(f":dept/budget {budget!r}")
        ents.append(e)
    for code, title, grade in POSITIONS:
        ents.append([f":db/id {s('pos-' + code)}", f":db/ident :pos/{code}", f":pos/title {s(title)}", f":pos/grade {grade}"])
    for code, label in STATUSES:
        ents.append([f":db/id {s('st-' + code)}", f":db/ident :status/{code}", f":status/label {s(label)}"])
    for i in range(N):
        fn = FIRST[i % len(FIRST)]
        ln = LAST[(i * 7) % len(LAST)]
        name = (fn + " " + ln).strip() if i != 29 else ""
        dept = DEPT_OF[i % len(DEPT_OF)]
        if i == 0:
            pos = "ceo"
        elif i <= 3:
            pos = "vp"
        elif i <= 12:
            pos = "mgr"
        else:
            pos = POS_OF[i % len(POS_OF)]
        e = [f":db/id {s('e' + str(i))}", f":emp/number {emp_num(i)}",
             f':emp/uuid #uuid "aaaaaaaa-0000-4000-8000-{i:012d}"',
             f":emp/name {s(name)}", f":emp/dept {s('d-' + dept)}", f":emp/position {s('pos-' + pos)}"]
        if i % 11 != 5:
            local = (fn.lower() or "anon") + "." + str(i)
            e.append(f":emp/email {s(local + '@corp.example')}")
        if i % 13 != 7:
            e.append(f":emp/badge {(i * 37) % 50 - (5 if i % 17 == 0 else 0) + (100 if i == 61 else 0)}")
        sal = ["0", "-1.50", "100000", "125000.50", "99999.99"][i % 5] if i % 9 == 4 else f"{40000 + (i * 1237) % 90000}.{(i * 13) % 100:02d}"
        if i == 0:
            sal = "250000.00"
        e.append(f":emp/salary {sal}M")
        if i % 6 != 3:
            bonus = [0.0, 1500.5, -200.0, 3000.0, 12.25, 999.999][i % 6]
            e.append(f":emp/bonus {bonus!r}")
        if i % 10 != 9:
            e.append(f":emp/active {b(i % 4 != 2)}")
        e.append(f":emp/hired {inst(2000 + i % 24, 1 + i % 12, 1 + i % 28, 9, i % 60)}")
        sk = [SKILLS[(i + k * 3) % len(SKILLS)] for k in range(i % 4)]
        if sk:
            e.append(":emp/skills [" + " ".join(":" + x for x in dict.fromkeys(sk)) + "]")
        if i % 5 != 1:
            e.append(f":emp/ratings [{i % 5} {(i * 3) % 5 - 1} {(i * 7) % 6}]")
        if i % 4 != 3:
            lc = LOCALES[i % len(LOCALES)]
            e.append(f":emp/locale [:{lc[0]} {s(lc[1])}]")
        if i % 3 == 0:
            e.append(f":emp/level {[0, 3, -2, 12345678901234567890, 7][i % 5]}N")
        hist = []
        for k in range(i % 4):
            amt = f"{30000 + k * 5000 + i * 100}.00"
            hist.append(f"{{:hist/amount {amt}M :hist/from {inst(2000 + i % 24 + k, 1 + k, 1)} :hist/reason :{REASONS[(i + k) % 5]}}}")
        if hist:
            e.append(":emp/history [" + " ".join(hist) + "]")
        if i % 7 != 6:
            kind = KINDS[i % 4]
            cl = []
            for k in range((i % 3) + (1 if i % 2 else 0)):
                ann = f" :clause/annex {{:annex/code {s('A-' + str(i) + '-' + str(k))} :annex/pages {k * i % 9}}}" if (i + k) % 3 == 0 else ""
                cl.append(f"{{:clause/text {s(['Non-compete', 'Confidentiality', 'Remote work', 'Überstunden', ''][(i + k) % 5])} :clause/weight {(i + k) % 4 - 1}{ann}}}")
            c = f":contract/kind :{kind} :contract/start {inst(2000 + i % 24, 1 + i % 12, 1)} :contract/hours {[40.0, 37.5, 20.0, 0.0][i % 4]!r}"
            if kind in ("fixed", "intern"):
                c += f" :contract/end {inst(2001 + i % 24, 1 + i % 12, 1)}"
            if cl:
                c += " :contract/clauses [" + " ".join(cl) + "]"
            e.append(f":emp/contract {{{c}}}")
        ents.append(e)
    for i in range(N):
        m = manager(i)
        extra = []
        if m is not None:
            extra.append(f":emp/manager {s('e' + str(m))}")
        if i % 8 == 3 and i + 5 < N:
            extra.append(f":emp/mentors [{s('e' + str(i + 5))} {s('e' + str((i * 3) % N))}]")
        if i == 40:
            extra.append(f":emp/mentors [{s('e40')}]")
        if extra:
            ents.append([f":db/id {s('e' + str(i))}"] + extra)
    st = [c for c, _ in STATUSES]
    for k in range(90):
        i = (k * 5) % N
        y, mo, d = 2023 + k % 3, 1 + k % 12, 1 + (k * 3) % 27
        days = [0, 1, 3, 5, 10, -1][k % 6]
        e = [f":db/id {s('l' + str(k))}", f":leave/id {s('L-' + str(k).zfill(3))}", f":leave/emp {s('e' + str(i))}",
             f":leave/from {inst(y, mo, d)}", f":leave/to {inst(y, mo, min(28, d + max(days, 0)), 17)}",
             f":leave/days {days}", f":leave/status {s('st-' + st[k % 5])}"]
        if k % 4 == 0:
            e.append(f":leave/note {s(['sick', '', 'Urlaub in München', '家族'][(k // 4) % 4])}")
        ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
