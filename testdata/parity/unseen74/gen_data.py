#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen74 parity corpus: a
conference-management system. Conferences (unique identity slugs), tracks
(a keyword identity, a parent tree with a self-loop), rooms (capacities, a
double coordinate tuple), speakers (unique-value e-mails, uuid badge
identity, co-author links as a cardinality-many ref graph with a cycle and
a self-loop, bigint followers), talks (string code identity, component
abstracts in several languages, decisions as ident refs, accepted flags,
instants, cardinality-many tags, a [keyword long string] tupleTypes meta),
reviews (a composite [:review/talk :review/reviewer] identity, long scores,
double confidence) and sponsors (bigdec amounts). Deterministic."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:conf/slug {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :conf/name {:db/valueType :db.type/string}
 :conf/year {:db/valueType :db.type/long}
 :conf/start {:db/valueType :db.type/instant}
 :conf/online {:db/valueType :db.type/boolean}
 :conf/budget {:db/valueType :db.type/bigdec}
 :track/key {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :track/name {:db/valueType :db.type/string}
 :track/parent {:db/valueType :db.type/ref}
 :room/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :room/capacity {:db/valueType :db.type/long}
 :room/coords {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :room/conf {:db/valueType :db.type/ref}
 :speaker/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :speaker/badge {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :speaker/name {:db/valueType :db.type/string}
 :speaker/country {:db/valueType :db.type/keyword}
 :speaker/hindex {:db/valueType :db.type/long}
 :speaker/followers {:db/valueType :db.type/bigint}
 :speaker/coauthors {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :speaker/rating {:db/valueType :db.type/double}
 :speaker/student {:db/valueType :db.type/boolean}
 :talk/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :talk/title {:db/valueType :db.type/string}
 :talk/conf {:db/valueType :db.type/ref}
 :talk/track {:db/valueType :db.type/ref}
 :talk/speakers {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :talk/abstracts {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :talk/decision {:db/valueType :db.type/ref}
 :talk/accepted {:db/valueType :db.type/boolean}
 :talk/slot {:db/valueType :db.type/instant}
 :talk/room {:db/valueType :db.type/ref}
 :talk/minutes {:db/valueType :db.type/long}
 :talk/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :talk/level {:db/valueType :db.type/keyword}
 :talk/meta {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long :db.type/string]}
 :talk/follows {:db/valueType :db.type/ref}
 :abstract/lang {:db/valueType :db.type/keyword}
 :abstract/text {:db/valueType :db.type/string}
 :abstract/words {:db/valueType :db.type/long}
 :review/talk {:db/valueType :db.type/ref}
 :review/reviewer {:db/valueType :db.type/ref}
 :review/talk+reviewer {:db/valueType :db.type/tuple :db/tupleAttrs [:review/talk :review/reviewer] :db/unique :db.unique/identity}
 :review/score {:db/valueType :db.type/long}
 :review/confidence {:db/valueType :db.type/double}
 :review/comment {:db/valueType :db.type/string}
 :sponsor/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :sponsor/amount {:db/valueType :db.type/bigdec}
 :sponsor/conf {:db/valueType :db.type/ref}
 :sponsor/tier {:db/valueType :db.type/keyword}
 :sponsor/paid {:db/valueType :db.type/boolean}}
"""


def uuid(n):
    return f'#uuid "00000000-0000-4000-8000-{n:012d}"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def inst(y, mo, d, h, mi):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def main():
    out = []
    # decision idents
    for d in ["accept", "reject", "waitlist", "withdrawn"]:
        out.append(f"{{:db/ident :decision/{d}}}")
    confs = [("clj-2024", "Clojure Conj", 2024, inst(2024, 10, 23, 9, 0), False, "125000.50M"),
             ("euroclj-2025", "EuroClojure", 2025, inst(2025, 5, 12, 8, 30), True, "0.00M"),
             ("datalog-2025", "Datalog Days ∆", 2025, inst(2025, 9, 1, 10, 0), False, "-250.75M"),
             ("empty-conf", "", 2023, inst(1999, 12, 31, 23, 59), None, None)]
    for slug, name, y, st, onl, bud in confs:
        m = f'{{:db/id {s("c-"+slug)} :conf/slug {s(slug)} :conf/name {s(name)} :conf/year {y} :conf/start {st}'
        if onl is not None:
            m += f" :conf/online {'true' if onl else 'false'}"
        if bud:
            m += f" :conf/budget {bud}"
        out.append(m + "}")
    tracks = [("core", "Core", None), ("lang", "Languages", "core"), ("db", "Databases", "core"),
              ("datalog", "Datalog", "db"), ("query", "Query Engines", "datalog"),
              ("storage", "Storage", "db"), ("web", "Web", None), ("ui", "UI", "web"),
              ("loop", "Self Loop", "loop"), ("ml", "Machine Learning", None)]
    for k, n, p in tracks:
        m = f'{{:db/id {s("t-"+k)} :track/key :track/{k} :track/name {s(n)}'
        if p:
            m += f' :track/parent {s("t-"+p)}'
        out.append(m + "}")
    rooms = [("Hall A", 500, "[0.0 0.0]", "clj-2024"), ("Hall B", 250, "[10.5 -3.25]", "clj-2024"),
             ("Salle Ω", 80, "[-1.5 2.0]", "euroclj-2025"), ("Attic", 0, "[0.0 -0.5]", "datalog-2025"),
             ("Room 101", 40, "[3.0 3.0]", "datalog-2025"), ("Virtual", -1, None, "euroclj-2025")]
    for n, c, co, cf in rooms:
        m = f'{{:db/id {s("r-"+n)} :room/name {s(n)} :room/capacity {c} :room/conf {s("c-"+cf)}'
        if co:
            m += f" :room/coords {co}"
        out.append(m + "}")
    names = ["Rich Hickey", "Alex Miller", "Zoë Müller", "李娜", "Ωmega Ω", "", "Nikita P", "Renzo B",
             "Ada Lovelace", "Grace Hopper", "Edsger D", "Barbara L", "Ken T", "Dennis R", "Joe A",
             "Niklaus W", "John McC", "Guy S", "Gerald S", "Hal A", "Olga 🚀", "Pat H", "Tony H",
             "Leslie L", "Frances A", "Radia P", "Jean S", "Margaret H", "Annie E", "Karen S"]
    countries = ["us", "us", "de", "cn", "gr", "fr", "ru", "ar", "uk", "us", "nl", "us", "us", "us", "se",
                 "ch", "us", "us", "us", "us", "ua", "us", "uk", "us", "us", "us", "us", "us", "us", "uk"]
    NS = len(names)
    for i, n in enumerate(names):
        m = f'{{:db/id "s{i}" :speaker/badge {uuid(i+1)} :speaker/name {s(n)} :speaker/country :{countries[i]}'
        if i % 7 != 5:
            m += f' :speaker/email {s(f"sp{i}@conf.example")}'
        if i % 5 != 4:
            m += f" :speaker/hindex {(i*13) % 47 - (5 if i == 3 else 0)}"
        if i % 4 != 3:
            m += f" :speaker/followers {(i*i*7919) % 100003 if i != 6 else 0}N"
        if i % 6 != 2:
            m += f" :speaker/rating {round(((i*37) % 50)/10.0 - (1.5 if i == 8 else 0), 2)}"
        m += f" :speaker/student {'true' if i % 3 == 0 else 'false'}"
        co = sorted({(i+1) % NS, (i*3+2) % NS} if i % 4 != 0 else set())
        if i == 7:
            co.append(7)  # self-loop
        if i == 10:
            co = [11]
        if i == 11:
            co = [12]
        if i == 12:
            co = [10]  # 3-cycle
        if co:
            m += " :speaker/coauthors [" + " ".join(f'"s{j}"' for j in co) + "]"
        out.append(m + "}")
    decs = ["accept", "reject", "waitlist", "accept", "withdrawn", "accept", None]
    levels = ["beginner", "intermediate", "advanced"]
    tagpool = ["datalog", "clojure", "perf", "", "ml", "db", "types", "λ", "web", "repl"]
    langs = [("en", "An abstract about {t}."), ("fr", "Un résumé sur {t}."), ("de", "Eine Zusammenfassung über {t}."),
             ("ja", "{t}についての要旨。"), ("es", "")]
    tk = [t[0] for t in tracks]
    cf = [c[0] for c in confs[:3]]
    rn = [r[0] for r in rooms]
    NT = 60
    for i in range(NT):
        code = f"T{i:03d}"
        title = f"Talk {i}: " + ["Datalog at Scale", "Persistent Data", "REPL Driven", "Query Planning",
                                  "Transducers", "Spec & Malli", "Ω Types", "Zero to Hero", "", "Ünicode"][i % 10]
        m = f'{{:db/id {s(code)} :talk/code {s(code)} :talk/title {s(title)} :talk/conf {s("c-"+cf[i % 3])}'
        if i % 11 != 10:
            m += f' :talk/track {s("t-"+tk[(i*7) % len(tk)])}'
        sp = sorted({(i*3) % NS, (i*5+1) % NS} if i % 3 else {(i*3) % NS})
        m += " :talk/speakers [" + " ".join(f'"s{j}"' for j in sp) + "]"
        d = decs[i % len(decs)]
        if d:
            m += f" :talk/decision :decision/{d}"
        if i % 8 != 7:
            m += f" :talk/accepted {'true' if d == 'accept' else 'false'}"
        if i % 9 != 8:
            m += f" :talk/slot {inst(2024 + i % 2, 5 + i % 5, 1 + i % 27, 8 + i % 10, (i*15) % 60)}"
        if i % 6 != 5:
            m += f' :talk/room {s("r-"+rn[i % len(rn)])}'
        m += f" :talk/minutes {[0, 15, 30, 45, 60, -10][i % 6] if i % 13 else 30}"
        tags = sorted({tagpool[i % 10], tagpool[(i*3) % 10]})
        if i % 10 != 9:
            m += " :talk/tags [" + " ".join(s(t) for t in tags) + "]"
        m += f" :talk/level :{levels[i % 3]}"
        if i % 4 != 1:
            m += f' :talk/meta [:{levels[(i+1) % 3]} {(i*17) % 23 - 4} {s(["a", "", "zz", "é"][i % 4])}]'
        if i == 12:
            m += ' :talk/follows "T012"'
        elif i % 5 == 2:
            m += f' :talk/follows "T{i-2:03d}"'
        ab = []
        for j, (lg, tmpl) in enumerate(langs):
            if (i + j) % 3 == 0 or (j == 0 and i % 4 != 3):
                txt = tmpl.format(t=title)
                ab.append(f"{{:abstract/lang :{lg} :abstract/text {s(txt)} :abstract/words {len(txt.split())}}}")
        if ab:
            m += " :talk/abstracts [" + " ".join(ab) + "]"
        out.append(m + "}")
    comments = ["great", "", "needs work", "très bien", "🚀🚀", "meh", "accept!"]
    n = 0
    for i in range(NT):
        for k in range(i % 4):
            rv = (i*7 + k*11 + 3) % NS
            if rv in ((i*3) % NS, (i*5+1) % NS):
                rv = (rv + 1) % NS
            if k == 1 and rv == (i + k*11 + 3) % NS:
                pass
            m = f'{{:review/talk "T{i:03d}" :review/reviewer "s{rv}" :review/score {(i*k + 3*k + i) % 7 - 2}'
            if n % 5 != 4:
                m += f" :review/confidence {[0.0, 0.25, 0.5, 0.75, 1.0, -0.0, 0.333][n % 7]}"
            if n % 3 == 0:
                m += f" :review/comment {s(comments[n % 7])}"
            out.append(m + "}")
            n += 1
    sponsors = [("Cognitect", "50000.00M", "clj-2024", "gold", True), ("Nubank", "75000M", "clj-2024", "platinum", True),
                ("JUXT", "12500.5M", "euroclj-2025", "silver", False), ("Metosin", "0M", "euroclj-2025", "bronze", True),
                ("Acme Ω", "-100.25M", "datalog-2025", "gold", False), ("Tiny", "0.01M", "datalog-2025", "bronze", None),
                ("Same", "12500.50M", "clj-2024", "silver", True)]
    for nm, a, c, t, p in sponsors:
        m = f'{{:sponsor/name {s(nm)} :sponsor/amount {a} :sponsor/conf {s("c-"+c)} :sponsor/tier :{t}'
        if p is not None:
            m += f" :sponsor/paid {'true' if p else 'false'}"
        out.append(m + "}")
    open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
    open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(out) + "]\n")


if __name__ == "__main__":
    main()
