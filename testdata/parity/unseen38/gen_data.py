#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 38th unseen parity corpus.

A recruiting pipeline: jobs (string code identity, keyword dept, long
level, boolean remote, a homogeneous long tuple salary band), candidates
(string e-mail identity, uuid unique value, unicode/empty names, long
years incl. 0 and negatives, double ratings, cardinality-many keyword
skills, a referral ref graph with a cycle and a self-loop, instants, a
heterogeneous [string long] location tuple), applications (composite
:db/tupleAttrs identity [:app/cand :app/job], keyword stage, instant,
component interviews (cardinality many) with double scores, a component
offer with bigdec salary and bigint bonus). Deterministic.
"""
import os, random

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(38)

SCHEMA = """{:job/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :job/title {:db/valueType :db.type/string}
 :job/dept {:db/valueType :db.type/keyword}
 :job/level {:db/valueType :db.type/long}
 :job/remote {:db/valueType :db.type/boolean}
 :job/band {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :job/opened {:db/valueType :db.type/instant}
 :cand/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :cand/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :cand/name {:db/valueType :db.type/string}
 :cand/years {:db/valueType :db.type/long}
 :cand/rating {:db/valueType :db.type/double}
 :cand/skills {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :cand/referred-by {:db/valueType :db.type/ref}
 :cand/active {:db/valueType :db.type/boolean}
 :cand/joined {:db/valueType :db.type/instant}
 :cand/loc {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/string :db.type/long]}
 :cand/expect {:db/valueType :db.type/bigdec}
 :app/cand {:db/valueType :db.type/ref}
 :app/job {:db/valueType :db.type/ref}
 :app/cand+job {:db/valueType :db.type/tuple :db/tupleAttrs [:app/cand :app/job] :db/unique :db.unique/identity}
 :app/stage {:db/valueType :db.type/keyword}
 :app/applied {:db/valueType :db.type/instant}
 :app/priority {:db/valueType :db.type/long}
 :app/interviews {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :app/offer {:db/valueType :db.type/ref :db/isComponent true}
 :iv/round {:db/valueType :db.type/long}
 :iv/kind {:db/valueType :db.type/keyword}
 :iv/score {:db/valueType :db.type/double}
 :iv/notes {:db/valueType :db.type/string}
 :iv/interviewer {:db/valueType :db.type/ref}
 :offer/salary {:db/valueType :db.type/bigdec}
 :offer/bonus {:db/valueType :db.type/bigint}
 :offer/accepted {:db/valueType :db.type/boolean}
 :offer/code {:db/valueType :db.type/string :db/unique :db.unique/value}}
"""

DEPTS = [":eng", ":sales", ":ops", ":design", ":data"]
TITLES = ["Backend Engineer", "Frontend Engineer", "SRE", "Account Exec", "Ops Lead",
          "Product Designer", "Data Scientist", "ML Engineer", "Ingénieur Données", "销售经理",
          "Intern", "", "Staff Engineer", "QA Analyst", "Support Rep", "Recruiter",
          "Designer ✏", "Data Analyst", "Platform Eng", "CTO"]
FIRST = ["Ana", "Bo", "Chloé", "Dmitri", "Eve", "Fatima", "Göran", "Hiro", "Ines", "José",
         "Kai", "Lena", "Møller", "Nia", "Olu", "Priya", "Quinn", "Raúl", "Sasha", "Tomás"]
LAST = ["Smith", "Øberg", "李", "Nakamura", "O'Neil", "Müller", "Khan", "Silva", "Ivanova", "Diaz"]
SKILLS = [":clojure", ":rust", ":sql", ":python", ":go", ":java", ":k8s", ":figma", ":excel", ":ml", ":ops"]
STAGES = [":applied", ":screen", ":onsite", ":offer", ":hired", ":rejected", ":withdrawn"]
KINDS = [":phone", ":tech", ":design", ":culture", ":exec"]
CITIES = ["Berlin", "Lisboa", "東京", "São Paulo", "", "Zürich"]


def inst(y, mo, d, h=9):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:00:00.000-00:00"'


def s(x):
    return '"' + x.replace('\\', '\\\\').replace('"', '\\"') + '"'


def main():
    out = []
    # jobs
    for j in range(20):
        m = [f':db/id "j{j}"', f':job/code "J{j:03d}"', f':job/title {s(TITLES[j])}',
             f':job/dept {DEPTS[j % 5]}']
        if j != 7:
            m.append(f':job/level {(j % 5) - 1}')  # -1 .. 3, incl. 0
        if j % 4 != 3:
            m.append(f':job/remote {"true" if j % 2 == 0 else "false"}')
        if j % 3 != 2:
            lo = 40000 + 5000 * j if j != 4 else 0
            m.append(f':job/band [{lo} {lo + 30000 + (j % 3) * 10000}]')
        m.append(f':job/opened {inst(2023, 1 + j % 12, 1 + j)}')
        out.append("{" + " ".join(m) + "}")
    # candidates
    NC = 80
    for c in range(NC):
        name = f"{FIRST[c % 20]} {LAST[(c * 7) % 10]}" if c not in (5, 33) else ("" if c == 5 else "   ")
        m = [f':db/id "c{c}"', f':cand/email "c{c}@mail.example"', f':cand/name {s(name)}',
             f':cand/uuid #uuid "00000000-0000-4000-8000-{c:012d}"']
        if c % 11 != 10:
            m.append(f':cand/years {(c % 13) - 2}')  # -2 .. 10
        if c % 9 != 4:
            r = [0.0, -1.5, 4.75, 3.0, 2.5, 5.0, 1.25, 3.75][c % 8] + (0.0 if c % 3 else 0.5)
            m.append(f':cand/rating {r}')
        sk = sorted({SKILLS[(c * k + 3) % 11] for k in range(1, 1 + c % 5)})
        if sk:
            m.append(":cand/skills [" + " ".join(sk) + "]")
        if c > 0 and c % 6 != 0:
            m.append(f':cand/referred-by "c{(c * 29 + 11) % NC}"')
        if c % 5 != 2:
            m.append(f':cand/active {"true" if c % 3 else "false"}')
        m.append(f':cand/joined {inst(2020 + c % 5, 1 + c % 12, 1 + c % 28, c % 24)}')
        if c % 4 != 1:
            m.append(f':cand/loc [{s(CITIES[c % 6])} {(c % 7) - 3}]')
        if c % 7 != 6:
            m.append(f':cand/expect {[ "95000.00", "0.00", "120000.50", "-1.25", "88000", "150000.000"][c % 6]}M')
        out.append("{" + " ".join(m) + "}")
    # referral cycle and self-loop: c6 -> c12 -> c18 -> c6, c24 self
    out.append('{:db/id "c6" :cand/referred-by "c12"}')
    out.append('{:db/id "c12" :cand/referred-by "c18"}')
    out.append('{:db/id "c18" :cand/referred-by "c6"}')
    out.append('{:db/id "c24" :cand/referred-by "c24"}')
    # applications
    seen = set()
    a = 0
    iv = 0
    off = 0
    while a < 150:
        c = R.randrange(NC)
        j = R.randrange(20)
        if (c, j) in seen:
            continue
        seen.add((c, j))
        st = STAGES[R.randrange(len(STAGES))]
        m = [f':db/id "a{a}"', f':app/cand "c{c}"', f':app/job "j{j}"', f':app/stage {st}',
             f':app/applied {inst(2024, 1 + a % 12, 1 + a % 28, a % 24)}']
        if a % 10 != 9:
            m.append(f':app/priority {(a % 7) - 3}')
        nivs = {":applied": 0, ":screen": 1, ":onsite": 3, ":offer": 3, ":hired": 4,
                ":rejected": R.randrange(3), ":withdrawn": 1}[st]
        ivs = []
        for r in range(nivs):
            score = [0.0, 1.5, 2.75, 3.0, 4.0, 5.0, -1.0, 3.5][(a + r * 3) % 8]
            im = [f':iv/round {r + 1}', f':iv/kind {KINDS[(a + r) % 5]}', f':iv/score {score}']
            if (a + r) % 5 != 0:
                im.append(f':iv/notes {s(["", "strong", "weak", "ok ✓", "needs follow-up"][(a + r) % 5])}')
            if (a + r) % 4 == 0:
                im.append(f':iv/interviewer "c{(a + r) % 10}"')
            ivs.append("{" + " ".join(im) + "}")
            iv += 1
        if ivs:
            m.append(":app/interviews [" + " ".join(ivs) + "]")
        if st in (":offer", ":hired") or (st == ":rejected" and a % 3 == 0):
            sal = ["100000.00", "0.00", "125000.50", "99999.99", "150000", "-0.01", "100000.00"][off % 7]
            bonus = ["0N", "5000N", "-100N", "123456789012345678901234N", "10000N"][off % 5]
            om = [f':offer/salary {sal}M', f':offer/bonus {bonus}',
                  f':offer/code "O{off:03d}"']
            if off % 4 != 3:
                om.append(f':offer/accepted {"true" if st == ":hired" else "false"}')
            m.append(":app/offer {" + " ".join(om) + "}")
            off += 1
        out.append("{" + " ".join(m) + "}")
        a += 1
    open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
    open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(out) + "]\n")


if __name__ == "__main__":
    main()
