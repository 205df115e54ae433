#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 64th unseen parity corpus: a
university course-registration system. Students (string student numbers
with leading zeros, unique identity; unique-value e-mails; unicode names;
missing attributes), courses (string code identity, long credits, a
prerequisite DAG plus one cycle and a self-loop), sections (capacity
longs incl. 0, a term tuple [long keyword] by :db/tupleTypes, a
homogeneous long tuple of slot times, an instructor ref), instructors
(cardinality-many keyword specialties, uuid identity), enrolments
(composite [:enr/student :enr/section] :db/tupleAttrs identity, keyword
grades, double scores, bigdec points, instants, booleans, bigint fees),
waitlists with positions, transcripts as components of students.
Deterministic."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:student/number {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :student/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :student/name {:db/valueType :db.type/string}
 :student/year {:db/valueType :db.type/long}
 :student/active {:db/valueType :db.type/boolean}
 :student/balance {:db/valueType :db.type/bigdec}
 :student/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :student/mentor {:db/valueType :db.type/ref}
 :student/transcript {:db/valueType :db.type/ref :db/isComponent true}
 :student/interests {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :transcript/gpa {:db/valueType :db.type/double}
 :transcript/credits {:db/valueType :db.type/long}
 :transcript/notes {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :note/text {:db/valueType :db.type/string}
 :course/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :course/title {:db/valueType :db.type/string}
 :course/credits {:db/valueType :db.type/long}
 :course/prereqs {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :course/level {:db/valueType :db.type/long}
 :course/fee {:db/valueType :db.type/bigint}
 :section/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :section/course {:db/valueType :db.type/ref}
 :section/capacity {:db/valueType :db.type/long}
 :section/term {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/long :db.type/keyword]}
 :section/slots {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :section/instructor {:db/valueType :db.type/ref}
 :section/room {:db/valueType :db.type/string}
 :instructor/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :instructor/name {:db/valueType :db.type/string}
 :instructor/specialties {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :instructor/hired {:db/valueType :db.type/instant}
 :enr/student {:db/valueType :db.type/ref}
 :enr/section {:db/valueType :db.type/ref}
 :enr/student+section {:db/valueType :db.type/tuple :db/tupleAttrs [:enr/student :enr/section] :db/unique :db.unique/identity}
 :enr/grade {:db/valueType :db.type/keyword}
 :enr/score {:db/valueType :db.type/double}
 :enr/points {:db/valueType :db.type/bigdec}
 :enr/at {:db/valueType :db.type/instant}
 :enr/audit {:db/valueType :db.type/boolean}
 :wait/student {:db/valueType :db.type/ref}
 :wait/section {:db/valueType :db.type/ref}
 :wait/pos {:db/valueType :db.type/long}}
"""

def s(x):
    return '"' + x.replace('\\', '\\\\').replace('"', '\\"') + '"'

NAMES = ["Ana", "Björn", "Chloé", "Dmitri", "Eşref", "Fatima", "Gústav", "Hana 花", "Ivan", "Jürgen",
         "Kofi", "Léa", "Mateo", "Nadia", "Olu", "Priya", "Quinn", "Raúl", "Sofía", "Tomasz",
         "Uma", "Viktor", "Wen 文", "Xóchitl", "Yusuf", "Zoë", "", "Ana", "Émile", "😀 Emoji"]
GRADES = [":a", ":b", ":c", ":d", ":f", ":a", ":b", ":incomplete"]
SPECS = [":databases", ":logic", ":algebra", ":ml", ":history", ":poetry", ":systems"]
INTS = [":chess", ":music", ":robots", ":hiking", ":art"]

def main():
    out = []
    # instructors
    for i in range(8):
        sp = " ".join(SPECS[(i + k) % len(SPECS)] for k in range(i % 3 + 1))
        hired = f"#inst \"{1990 + i * 4}-0{1 + i % 9}-1{i % 9}T08:30:00.000-00:00\""
        out.append(f"{{:db/id \"i{i}\" :instructor/uuid #uuid \"00000000-0000-4000-8000-0000000000{i:02d}\" "
                   f":instructor/name {s(['Prof. Ng','Dr. Okafor','Dr. Müller','Prof. Sato','Dr. Díaz','Prof. Lee','Dr. Smith','Dr. Ōta'][i])} "
                   + (f":instructor/specialties #{{{sp}}} " if i != 7 else "")
                   + f":instructor/hired {hired}}}")
    # courses
    codes = ["CS100", "CS101", "CS201", "CS202", "CS301", "CS302", "CS401", "MA101", "MA201", "MA301",
             "PH101", "PH201", "HI100", "LIT100", "CY1", "CY2", "SELF"]
    prereq = {"CS101": ["CS100"], "CS201": ["CS101"], "CS202": ["CS101", "MA101"], "CS301": ["CS201", "CS202"],
              "CS302": ["CS201"], "CS401": ["CS301", "MA301"], "MA201": ["MA101"], "MA301": ["MA201"],
              "PH201": ["PH101", "MA101"], "CY1": ["CY2"], "CY2": ["CY1"], "SELF": ["SELF"]}
    for j, c in enumerate(codes):
        lvl = int(''.join(ch for ch in c if ch.isdigit())[:1] or 0) * 100
        attrs = f":course/code {s(c)} :course/title {s('Course ' + c + (' – ü' if j % 4 == 0 else ''))} :course/level {lvl}"
        if c != "HI100":
            attrs += f" :course/credits {[3,4,0,3,4,6,-1,3,4,5,3,4,2,3,1,1,3][j]}"
        if j % 3 == 0:
            attrs += f" :course/fee {1000 + j * 250}N"
        out.append(f"{{:db/id \"c-{c}\" {attrs}}}")
    for c, ps in prereq.items():
        out.append(f"{{:db/id \"c-{c}\" :course/prereqs [{' '.join(s('c-' + p) for p in ps)}]}}")
    # sections
    secs = []
    terms = ["[2024 :fall]", "[2025 :spring]", "[2025 :fall]", "[2024 :spring]"]
    k = 0
    for j, c in enumerate(codes[:14]):
        for t in range(2 if j % 2 == 0 else 1):
            sid = f"{c}-{t + 1:02d}"
            secs.append(sid)
            cap = [30, 25, 0, 5, 40, 12, 3, 50, 2, 20][k % 10]
            room = "" if k % 7 == 3 else f"R{100 + k}"
            attrs = (f":section/id {s(sid)} :section/course \"c-{c}\" :section/capacity {cap} "
                     f":section/term {terms[k % 4]} :section/instructor \"i{k % 8}\"")
            if k % 5 != 4:
                attrs += f" :section/slots [{9 + k % 5} {11 + k % 5} {-1 if k % 6 == 0 else 0}]"
            if k % 9 != 8:
                attrs += f" :section/room {s(room)}"
            out.append(f"{{:db/id \"s-{sid}\" {attrs}}}")
            k += 1
    # students
    nstud = 60
    for i in range(nstud):
        num = f"{i:05d}" if i < 50 else f"{i * 37:07d}"
        a = f":student/number {s(num)} :student/name {s(NAMES[i % len(NAMES)])} :student/year {[1, 2, 3, 4, 0][i % 5]}"
        if i % 6 != 5:
            a += f" :student/email {s('s' + num + '@uni.example')}"
        if i % 4 != 3:
            a += f" :student/active {'true' if i % 3 else 'false'}"
        a += f" :student/balance {['0.00M', '-12.50M', '100.5M', '1234567.891M', '0M', '7.10M'][i % 6]}"
        if i % 10 == 0:
            a += f" :student/uuid #uuid \"11111111-2222-4333-8444-{i:012d}\""
        if i % 5 == 1:
            a += f" :student/mentor \"st{(i * 7) % nstud}\""
        if i == 13:
            a += " :student/mentor \"st13\""
        if i % 3 == 0:
            a += f" :student/interests #{{{' '.join(INTS[(i + q) % 5] for q in range(i % 4 + 1))}}}"
        if i % 2 == 0:
            notes = " ".join(f"{{:note/text {s('note ' + str(i) + '.' + str(q))}}}" for q in range(i % 3))
            a += (f" :student/transcript {{:transcript/gpa {[3.5, 2.0, 0.0, 4.0, -1.0, 3.25][i % 6]} "
                  f":transcript/credits {i % 7 * 10}" + (f" :transcript/notes [{notes}]" if notes else "") + "}")
        out.append(f"{{:db/id \"st{i}\" {a}}}")
    # enrolments
    e = 0
    for i in range(nstud):
        for q in range(i % 5):
            sid = secs[(i * 3 + q * 5) % len(secs)]
            g = GRADES[(i + q) % len(GRADES)]
            a = f":enr/student \"st{i}\" :enr/section \"s-{sid}\""
            if (i + q) % 6 != 5:
                a += f" :enr/grade {g}"
            if (i + q) % 5 != 4:
                a += f" :enr/score {round(40 + ((i * 13 + q * 29) % 61) + (0.5 if q % 2 else 0.25), 2)}"
            a += f" :enr/points {['3.00M','2.50M','4.0M','0.00M','1.75M','3.333M'][(i + q) % 6]}"
            a += f" :enr/at #inst \"2024-0{1 + (i + q) % 9}-{10 + q}T12:00:00.000-00:00\""
            if e % 4 == 0:
                a += f" :enr/audit {'true' if e % 8 == 0 else 'false'}"
            out.append("{" + a + "}")
            e += 1
    # waitlists
    for w in range(25):
        out.append(f"{{:wait/student \"st{(w * 11) % nstud}\" :wait/section \"s-{secs[w % 6]}\" :wait/pos {w % 5 - (1 if w == 24 else 0)}}}")
    open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
    open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(out) + "]\n")

main()
