#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 52nd unseen parity corpus.

An HR and payroll system: departments (keyword identity, parent tree,
bigdec budgets incl. 0 and negative, a head ref), employees (long
identity number, unique-value e-mail, uuid identity, unicode names incl.
an empty one, bigdec salaries, bigint bonuses incl. 0 and negative,
double hours, hire/termination instants, cardinality-many keyword roles
and string skills, a manager graph with a 2-cycle and a self-loop,
component leave requests with long days and keyword statuses), reviews
(composite :db/tupleAttrs identity [:review/emp :review/period], double
scores, a homogeneous long tuple [year month], a heterogeneous
[keyword long] grade tuple), payslips (ref, [year month] tuple, bigdec
gross). Deterministic.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:dept/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :dept/name {:db/valueType :db.type/string}
 :dept/budget {:db/valueType :db.type/bigdec}
 :dept/parent {:db/valueType :db.type/ref}
 :dept/head {:db/valueType :db.type/ref}
 :emp/no {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :emp/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :emp/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :emp/name {:db/valueType :db.type/string}
 :emp/dept {:db/valueType :db.type/ref}
 :emp/manager {:db/valueType :db.type/ref}
 :emp/salary {:db/valueType :db.type/bigdec}
 :emp/bonus {:db/valueType :db.type/bigint}
 :emp/hours {:db/valueType :db.type/double}
 :emp/hired {:db/valueType :db.type/instant}
 :emp/terminated {:db/valueType :db.type/instant}
 :emp/roles {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :emp/skills {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :emp/fulltime {:db/valueType :db.type/boolean}
 :emp/level {:db/valueType :db.type/long}
 :emp/leave {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :emp/mentors {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :leave/kind {:db/valueType :db.type/keyword}
 :leave/days {:db/valueType :db.type/long}
 :leave/status {:db/valueType :db.type/keyword}
 :leave/start {:db/valueType :db.type/instant}
 :review/emp {:db/valueType :db.type/ref}
 :review/period {:db/valueType :db.type/string}
 :review/emp+period {:db/valueType :db.type/tuple :db/tupleAttrs [:review/emp :review/period] :db/unique :db.unique/identity}
 :review/score {:db/valueType :db.type/double}
 :review/ym {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :review/grade {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :pay/emp {:db/valueType :db.type/ref}
 :pay/ym {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :pay/gross {:db/valueType :db.type/bigdec}
 :pay/net {:db/valueType :db.type/bigdec}}
"""

DEPTS = [("corp", "Corporate", None, "1000000.00"), ("eng", "Engineering", "corp", "750000.50"),
         ("ops", "Operations", "corp", "0.00"), ("hr", "Human Resources", "corp", "120000"),
         ("sales", "Ventas y Márketing", "corp", "-5000.25"), ("infra", "Infrastructure", "eng", "300000.00"),
         ("data", "データ", "eng", "210000.75"), ("legal", "Юридический", "corp", None)]
FIRST = ["Alice", "Bob", "Chloé", "Dmitri", "Eun-ji", "François", "Giulia", "Hiroshi", "Ingrid", "José",
         "Kwame", "Laila", "Mateo", "Nour", "Olga", "Priya", "Quentin", "Rin", "Søren", "Tariq"]
LAST = ["Smith", "Berg", "Dubois", "Ivanov", "Kim", "Martin", "Rossi", "Sato", "Larsen", "García", "Müller", "王"]
DEPT_OF = ["corp", "eng", "eng", "infra", "data", "ops", "hr", "sales", "eng", "data", "infra", "sales"]
ROLES = ["engineer", "manager", "analyst", "admin", "lead", "intern", "auditor"]
SKILLS = ["rust", "clojure", "sql", "excel", "negotiation", "k8s", "", "python"]
KINDS = ["vacation", "sick", "parental", "unpaid"]
STATUSES = ["pending", "approved", "rejected", "approved", "cancelled"]
PERIODS = ["2024-Q1", "2024-Q2", "2024-Q3", "2024-Q4"]
N = 60


def inst(y, m, d):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T00:00:00.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    ents = []
    for code, name, parent, budget in DEPTS:
        e = [f':db/id "d-{code}"', f":dept/code :{code}", f":dept/name {s(name)}"]
        if parent:
            e.append(f':dept/parent "d-{parent}"')
        if budget is not None:
            e.append(f":dept/budget {budget}M")
        ents.append(e)
    for i in range(N):
        no = 1000 + i
        if i == 0:
            mgr = None
        elif i < 4:
            mgr = 1000
        elif i == 41:
            mgr = 1042
        elif i == 42:
            mgr = 1041
        elif i == 50:
            mgr = 1050
        elif i == 55:
            mgr = None
        else:
            mgr = 1041 if i == 43 else 1000 + i // 2
        name = "" if i == 33 else f"{FIRST[i % 20]} {LAST[(i * 5) % 12]}"
        e = [f':db/id "e-{no}"', f":emp/no {no}", f":emp/name {s(name)}",
             f':emp/uuid #uuid "00000000-0000-4000-8000-{no:012d}"']
        if i != 17:
            email = f"{FIRST[i % 20].lower().replace('é','e').replace('ø','o')}.{no}@corp.example"
            e.append(f":emp/email {s(email)}")
        if i != 58:
            e.append(f':emp/dept "d-{DEPT_OF[i % 12]}"')
        if mgr is not None:
            e.append(f':emp/manager "e-{mgr}"')
        if i != 44:
            sal = 40000 + (i * 3779) % 90000
            frac = ["00", "50", "99", "01", "25"][i % 5]
            if i == 20:
                e.append(":emp/salary 0.00M")
            elif i == 21:
                e.append(":emp/salary -100.50M")
            else:
                e.append(f":emp/salary {sal}.{frac}M")
        if i % 6 != 5:
            bon = [0, 5000, 12000, -300, 250000, 99999999999999999999][i % 6]
            e.append(f":emp/bonus {bon}N")
        if i != 12:
            hrs = [40.0, 37.5, 20.0, 0.0, 45.25, -1.5, 38.0][i % 7]
            e.append(f":emp/hours {hrs}")
        e.append(f":emp/hired {inst(2000 + (i * 3) % 25, 1 + i % 12, 1 + (i * 7) % 28)}")
        if i % 9 == 4:
            e.append(f":emp/terminated {inst(2023 + i % 3, 1 + (i * 5) % 12, 15)}")
        if i % 10 != 7:
            rs = sorted({ROLES[i % 7], ROLES[(i * 3) % 7]} | ({"manager"} if i in (0, 1, 2, 3) else set()))
            e.append(":emp/roles [" + " ".join(":" + r for r in rs) + "]")
        if i % 4 != 2:
            sk = sorted({SKILLS[i % 8], SKILLS[(i * 5 + 1) % 8]})
            e.append(":emp/skills [" + " ".join(s(x) for x in sk) + "]")
        if i % 11 != 10:
            e.append(f":emp/fulltime {'true' if i % 3 else 'false'}")
        e.append(f":emp/level {[0, 1, 2, 3, -1, 5][i % 6]}")
        if i % 3 != 1:
            lv = []
            for k in range(1 + i % 3):
                lv.append("{" + f":leave/kind :{KINDS[(i + k) % 4]} :leave/days {[0, 5, 10, 1, 30, -2, 14][(i + k * 2) % 7]} "
                          f":leave/status :{STATUSES[(i + k) % 5]} :leave/start {inst(2024, 1 + (i + k) % 12, 1 + k)}" + "}")
            e.append(":emp/leave [" + " ".join(lv) + "]")
        if i % 8 == 3:
            e.append(f':emp/mentors ["e-{1000 + (i + 1) % N}" "e-{1000 + (i + 9) % N}"]')
        ents.append(e)
    ents.append([':db/id "d-eng"', ':dept/head "e-1001"'])
    ents.append([':db/id "d-hr"', ':dept/head "e-1006"'])
    ents.append([':db/id "d-corp"', ':dept/head "e-1000"'])
    for i in range(0, N, 2):
        no = 1000 + i
        for p, per in enumerate(PERIODS):
            if (i + p) % 5 == 4:
                continue
            sc = [3.5, 4.0, 2.25, 5.0, 0.0, 1.75, 4.5, -1.0][(i + p * 3) % 8]
            ents.append([f':review/emp "e-{no}"', f":review/period {s(per)}", f":review/score {sc}",
                         f":review/ym [2024 {3 * (p + 1)}]",
                         f":review/grade [:{['a', 'b', 'c'][(i + p) % 3]} {(i * p) % 7 - 2}]"])
    for i in range(0, N, 3):
        no = 1000 + i
        for m in (1, 2, 3):
            g = 3000 + (i * 113 + m * 17) % 5000
            ents.append([f':pay/emp "e-{no}"', f":pay/ym [2025 {m}]", f":pay/gross {g}.{m * 11}M",
                         f":pay/net {g * 7 // 10}.{m * 3:02d}M"])
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
