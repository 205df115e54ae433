#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 46th unseen parity corpus.

An e-learning platform: instructors (a string e-mail identity), courses
(a string slug identity, bigdec prices incl. 0M and negative, keyword
levels, published booleans, double ratings, created instants, a
prerequisite ref graph (a DAG plus a 2-cycle and a self-loop),
cardinality-many keyword topics, component lessons ordered by a long
position with a heterogeneous [module-keyword position-long] tuple),
learners (a string handle identity, a uuid identity, a unique-value
e-mail, unicode and empty names, bigint XP incl. 0 and negative, country
keywords, a mentor graph with a cycle and a self-loop, a homogeneous
double tuple of coordinates), enrolments (a composite :db/tupleAttrs
[:enrol/learner :enrol/course] identity, double progress, enrolled
instants, keyword statuses, bigdec paid amounts), quiz attempts (long
scores incl. 0 and negative, keyword grades), certificates (a uuid
unique value, long serials). Deterministic.
"""
import os, uuid

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:instructor/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :instructor/name {:db/valueType :db.type/string}
 :instructor/senior {:db/valueType :db.type/boolean}
 :course/slug {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :course/title {:db/valueType :db.type/string}
 :course/price {:db/valueType :db.type/bigdec}
 :course/level {:db/valueType :db.type/keyword}
 :course/published {:db/valueType :db.type/boolean}
 :course/rating {:db/valueType :db.type/double}
 :course/created {:db/valueType :db.type/instant}
 :course/author {:db/valueType :db.type/ref}
 :course/prereqs {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :course/topics {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :course/lessons {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :course/capacity {:db/valueType :db.type/long}
 :lesson/title {:db/valueType :db.type/string}
 :lesson/position {:db/valueType :db.type/long}
 :lesson/minutes {:db/valueType :db.type/long}
 :lesson/free {:db/valueType :db.type/boolean}
 :lesson/slot {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :learner/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :learner/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :learner/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :learner/name {:db/valueType :db.type/string}
 :learner/xp {:db/valueType :db.type/bigint}
 :learner/country {:db/valueType :db.type/keyword}
 :learner/joined {:db/valueType :db.type/instant}
 :learner/active {:db/valueType :db.type/boolean}
 :learner/mentor {:db/valueType :db.type/ref}
 :learner/geo {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :learner/age {:db/valueType :db.type/long}
 :enrol/learner {:db/valueType :db.type/ref}
 :enrol/course {:db/valueType :db.type/ref}
 :enrol/learner+course {:db/valueType :db.type/tuple :db/tupleAttrs [:enrol/learner :enrol/course] :db/unique :db.unique/identity}
 :enrol/progress {:db/valueType :db.type/double}
 :enrol/at {:db/valueType :db.type/instant}
 :enrol/status {:db/valueType :db.type/keyword}
 :enrol/paid {:db/valueType :db.type/bigdec}
 :attempt/enrol {:db/valueType :db.type/ref}
 :attempt/lesson {:db/valueType :db.type/ref}
 :attempt/score {:db/valueType :db.type/long}
 :attempt/grade {:db/valueType :db.type/keyword}
 :attempt/at {:db/valueType :db.type/instant}
 :attempt/n {:db/valueType :db.type/long}
 :cert/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :cert/enrol {:db/valueType :db.type/ref}
 :cert/serial {:db/valueType :db.type/long}
 :cert/issued {:db/valueType :db.type/instant}
}
"""


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def inst(day, hour=9, minute=0):
    # day: days since 2024-01-01
    import datetime
    d = datetime.datetime(2024, 1, 1) + datetime.timedelta(days=day, hours=hour, minutes=minute)
    return '#inst "' + d.strftime("%Y-%m-%dT%H:%M:%S.000-00:00") + '"'


def uid(ns, n):
    return '#uuid "' + str(uuid.uuid5(uuid.NAMESPACE_URL, f"quiver-unseen46/{ns}/{n}")) + '"'


INSTRUCTORS = [("ada@learn.io", "Ada Byron", True), ("linus@learn.io", "Linus T", False),
               ("grace@learn.io", "Grace Hopper", True), ("zoë@learn.io", "Zoë Ünal", None),
               ("empty@learn.io", "", False)]

# slug, title, price, level, published, rating, author idx, prereqs, topics, capacity
COURSES = [
    ("clj-101", "Clojure Basics", "0M", "beginner", True, 4.5, 0, [], ["clojure", "fp"], 100),
    ("clj-201", "Clojure Data", "49.99M", "intermediate", True, 4.25, 0, ["clj-101"], ["clojure", "data"], 50),
    ("clj-301", "Clojure Macros", "99.00M", "advanced", True, 3.75, 0, ["clj-201"], ["clojure", "macros", "fp"], 20),
    ("dl-101", "Datalog Intro", "19.5M", "beginner", True, 4.9, 2, ["clj-101"], ["datalog", "data"], 0),
    ("dl-201", "Datalog Rules", "39.5M", "intermediate", True, 4.0, 2, ["dl-101", "clj-201"], ["datalog", "logic"], 40),
    ("dl-301", "Query Planning", "120.25M", "advanced", False, 0.0, 2, ["dl-201"], ["datalog", "perf"], 10),
    ("rs-101", "Rust Ownership", "29.99M", "beginner", True, 4.7, 1, [], ["rust", "systems"], 80),
    ("rs-201", "Rust Async", "59.99M", "intermediate", True, -1.0, 1, ["rs-101"], ["rust", "async"], 60),
    ("rs-301", "Rust Unsafe", "79.0M", "advanced", True, 3.1, 1, ["rs-201", "clj-101"], ["rust", "systems", "perf"], 15),
    ("db-101", "Databases 101", "0.00M", "beginner", True, 4.5, 3, [], ["data"], 200),
    ("db-201", "Storage Engines", "89.5M", "intermediate", True, 4.8, 3, ["db-101"], ["data", "perf", "systems"], 30),
    ("db-301", "LMDB Internals", "149.0M", "advanced", False, None, 3, ["db-201", "rs-201", "dl-201"], ["data", "systems"], 5),
    ("ml-101", "Maths for ML", "25M", "beginner", True, 3.9, 4, ["ml-102"], ["maths"], 70),   # 2-cycle
    ("ml-102", "Linear Algebra", "25.00M", "beginner", True, 3.9, 4, ["ml-101"], ["maths"], 70),
    ("loop-1", "Self Study ∞", "-5.00M", "beginner", False, 2.5, 3, ["loop-1"], [], 1),  # self-loop
    ("ja-101", "日本語 入門", "15.75M", "beginner", True, 4.6, 3, [], ["language"], 25),
    ("empty", "", "1M", "expert", True, None, None, [], [], None),
]

MODULES = ["intro", "core", "lab", "exam"]


def main():
    ents = []
    for i, (email, name, senior) in enumerate(INSTRUCTORS):
        e = [f":db/id {s('i' + str(i))}", f":instructor/email {s(email)}", f":instructor/name {s(name)}"]
        if senior is not None:
            e.append(f":instructor/senior {'true' if senior else 'false'}")
        ents.append(e)
    lessons_of = {}
    for ci, (slug, title, price, level, pub, rating, author, pre, topics, cap) in enumerate(COURSES):
        e = [f":db/id {s('c-' + slug)}", f":course/slug {s(slug)}", f":course/title {s(title)}",
             f":course/price {price}", f":course/level :{level}",
             f":course/published {'true' if pub else 'false'}", f":course/created {inst(ci * 11, 8 + ci % 5)}"]
        if rating is not None:
            e.append(f":course/rating {rating}")
        if author is not None:
            e.append(f":course/author {s('i' + str(author))}")
        if pre:
            e.append(":course/prereqs [" + " ".join(s('c-' + p) for p in pre) + "]")
        if topics:
            e.append(":course/topics [" + " ".join(":" + t for t in topics) + "]")
        if cap is not None:
            e.append(f":course/capacity {cap}")
        nl = 0 if slug == "empty" else 2 + ci % 5
        ls = []
        lessons_of[slug] = []
        for li in range(nl):
            pos = li * 10 if ci % 3 else li  # different spacing
            if slug == "rs-201" and li == 0:
                pos = -1
            lt = f"{title} – part {li + 1}" if li != 2 else f"Lab {li}"
            mod = MODULES[min(li, 3)] if li < nl - 1 else "exam"
            l = [f":db/id {s('l-' + slug + '-' + str(li))}", f":lesson/title {s(lt)}", f":lesson/position {pos}",
                 f":lesson/slot [:{mod} {pos}]"]
            if (ci + li) % 4 != 3:
                l.append(f":lesson/minutes {[0, 15, 30, 45, 60, 90][(ci * 3 + li) % 6]}")
            if li == 0 or (ci + li) % 5 == 0:
                l.append(":lesson/free true")
            elif (ci + li) % 3 == 0:
                l.append(":lesson/free false")
            ls.append("{" + " ".join(l) + "}")
            lessons_of[slug].append(('l-' + slug + '-' + str(li), pos))
        if ls:
            e.append(":course/lessons [" + " ".join(ls) + "]")
        ents.append(e)
    first = ["Alice", "Bob", "Chloé", "Dmitri", "Eve", "Fatima", "Gao", "Hana", "Ivan", "José",
             "Kai", "Léa", "Mohammed", "Nadia", "Oscar", "Priya", "Quinn", "Rūta", "Sven", "Tomás",
             "Uma", "Vlad", "Wen", "Xiu", "Yara", "Zed", "Åsa", "Émile", "Øystein", "李雷",
             "", "O'Brien", "Ann \"Q\"", "Bea", "Cy", "Dee", "Ed", "Flo", "Gus", "Hal"]
    countries = ["fr", "de", "us", "jp", "br", "in"]
    NL = len(first)
    for k in range(NL):
        h = "u" + str(k).zfill(2) if k != 5 else "fatima_k"
        e = [f":db/id {s('L' + str(k))}", f":learner/handle {s(h)}", f":learner/uuid {uid('learner', k)}",
             f":learner/name {s(first[k])}", f":learner/joined {inst(k * 9 - 30, 12)}"]
        if k % 7 != 3:
            e.append(f":learner/email {s(h + '@mail.test')}")
        xp = [0, 150, 2500, -10, 99999999999999999999, 42, 1000, 7][k % 8] + (k // 8) * 3
        e.append(f":learner/xp {xp}N")
        if k % 9 != 8:
            e.append(f":learner/country :{countries[k % 6]}")
        e.append(f":learner/active {'true' if k % 4 else 'false'}")
        if k % 6 != 5:
            e.append(f":learner/age {[17, 25, 34, 0, 41, 58, 22, 29][k % 8] + k % 3}")
        if k % 5 == 0:
            e.append(f":learner/mentor {s('L' + str((k + 5) % NL))}")
        if k == 1:
            e.append(":learner/mentor \"L2\"")
        if k == 2:
            e.append(":learner/mentor \"L1\"")
        if k == 7:
            e.append(":learner/mentor \"L7\"")
        if k % 4 == 1:
            e.append(f":learner/geo [{round(-33.5 + k * 2.25, 2)} {round(151.0 - k * 7.5, 2)}]")
        ents.append(e)
    slugs = [c[0] for c in COURSES]
    statuses = ["active", "completed", "dropped", "paused"]
    grades = ["a", "b", "c", "d", "f"]
    eno = 0
    att = 0
    cert = 0
    for k in range(NL):
        if k % 10 == 9:
            continue  # learners with no enrolment
        n = 1 + (k * 7) % 5
        for j in range(n):
            slug = slugs[(k * 3 + j * 5) % (len(slugs) - 1)]  # never "empty"
            eid = f"e{k}-{slug}"
            prog = [0.0, 0.25, 0.5, 1.0, 0.75, 0.1, 0.333, 1.0][(k + j) % 8]
            status = "completed" if prog == 1.0 else statuses[(k + j * 2) % 4 if (k + j * 2) % 4 != 1 else 0]
            e = [f":db/id {s(eid)}", f":enrol/learner {s('L' + str(k))}", f":enrol/course {s('c-' + slug)}",
                 f":enrol/progress {prog}", f":enrol/at {inst(60 + k * 3 + j * 17, 9 + j)}",
                 f":enrol/status :{status}"]
            if (k + j) % 6 != 2:
                e.append(f":enrol/paid {['0M', '19.50M', '49.99M', '25M', '9.99M', '100.00M'][(k * j + j) % 6]}")
            ents.append(e)
            eno += 1
            for li, (lid, pos) in enumerate(lessons_of[slug][: 1 + (k + j) % 4]):
                for tn in range(1 + (k + li) % 2):
                    sc = [0, 55, 72, 88, 100, 95, 40, -5, 63, 81][(k * 5 + j * 3 + li + tn * 7) % 10]
                    gr = "a" if sc >= 90 else "b" if sc >= 80 else "c" if sc >= 65 else "d" if sc >= 50 else "f"
                    a = [f":attempt/enrol {s(eid)}", f":attempt/lesson {s(lid)}", f":attempt/score {sc}",
                         f":attempt/n {tn + 1}", f":attempt/at {inst(70 + k * 3 + j * 17 + li, 10 + tn, 15 * li)}"]
                    if att % 11 != 5:
                        a.append(f":attempt/grade :{gr}")
                    ents.append(a)
                    att += 1
            if status == "completed":
                c = [f":cert/uuid {uid('cert', cert)}", f":cert/enrol {s(eid)}", f":cert/serial {1000 + cert * 7}",
                     f":cert/issued {inst(100 + k * 3 + j * 17, 15)}"]
                ents.append(c)
                cert += 1
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
