#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen86 parity corpus (deterministic).

A small team's issue tracker kept schema-light: only refs, unique and
cardinality-many attributes are declared, and no :db/valueType on the rest, so
values of one attribute are of mixed kinds: :issue/estimate longs and doubles,
:issue/status strings and keywords, :issue/due instants and strings,
:issue/spent longs and doubles (same numbers as estimates in another kind),
:issue/size vectors, :user/ext longs and strings, :issue/legacy untyped unique
(longs and strings).
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:user/handle {:db/unique :db.unique/identity}
 :user/email {:db/unique :db.unique/value}
 :user/teams {:db/cardinality :db.cardinality/many}
 :user/mentor {:db/valueType :db.type/ref}
 :project/code {:db/unique :db.unique/identity}
 :project/lead {:db/valueType :db.type/ref}
 :issue/key {:db/unique :db.unique/identity}
 :issue/legacy {:db/unique :db.unique/identity}
 :issue/project {:db/valueType :db.type/ref}
 :issue/assignee {:db/valueType :db.type/ref}
 :issue/reporter {:db/valueType :db.type/ref}
 :issue/watchers {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :issue/blocks {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :issue/parent {:db/valueType :db.type/ref}
 :issue/labels {:db/cardinality :db.cardinality/many}
 :issue/comments {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}}
"""

STATUS = [':open', '"open"', ':closed', '"closed"', ':in-progress', '"in progress"', '"OPEN"', ':blocked']
EST = ['3', '3.0', '5', '0.5', '8', '-1', '2.5', '13', '0', '1.0E3', '5.0', '1']
LABELS = [':bug', '"bug"', ':ui', '"backend"', ':perf', '"ünïcode"', '""', ':docs']
TITLES = ["Crash on login", "Fix typo", "Ünïcode in names breaks export", "", "Slow search",
          "   leading spaces", "Add dark mode", "日本語 support", "Refactor parser", "Emoji 🚀 in title",
          "null pointer", "Crash on logout"]


EXT = ['101', '"101"', '205', '"205"', '3', '3.0', '42', '"x42"', '7', '8']


def inst(y, m, d, h=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:00:00.000-00:00"'


def main():
    ents = []
    users = ["ana", "bo", "chen", "dmitri", "émile", "fatima", "gus", "hana", "ivan", "jo"]
    for i, u in enumerate(users):
        e = [f':db/id "u-{u}"', f':user/handle "{u}"', f':user/name "{u.capitalize()}"']
        if i % 3 != 2:
            e.append(f':user/email "{u}@example.org"')
        e.append(f":user/age {[31, 27.5, 45, 19, 38, 52.0, 23, 27, 40, 33][i]}")
        e.append(":user/ext " + EXT[i])
        e.append(":user/teams #{" + " ".join([":core", '"core"', ":ops", '"design"', ":qa"][j] for j in range(5) if (i + j) % 3 == 0) + "}")
        if i > 0:
            e.append(f':user/mentor "u-{users[(i * 3) % 10] if (i * 3) % 10 != i else users[0]}"')
        if i == 4:
            e.append(":user/active false")
        elif i % 4 != 3:
            e.append(":user/active true")
        ents.append("{" + " ".join(e) + "}")
    for i, (code, name) in enumerate([("CORE", "Core engine"), (":web", "Web"), ("ops", "Opérations")]):
        code_v = code if code.startswith(":") else f'"{code}"'
        ents.append(f'{{:db/id "p{i}" :project/code {code_v} :project/name "{name}" :project/lead "u-{users[i * 2]}"'
                    f' :project/budget {[10000, 2500.5, 0][i]}}}')
    n = 60
    for k in range(1, n + 1):
        e = [f':db/id "i{k}"', f':issue/key "ISS-{k}"', f':issue/title "{TITLES[k % len(TITLES)]}"',
             f':issue/project "p{k % 3}"', f":issue/status {STATUS[k % len(STATUS)]}",
             f':issue/reporter "u-{users[(k * 7) % 10]}"']
        if k % 5 != 0:
            e.append(f':issue/assignee "u-{users[k % 10]}"')
        if k % 7 != 3:
            e.append(f":issue/estimate {EST[k % len(EST)]}")
        if k % 4 == 0:
            e.append(f":issue/spent {EST[(k + 1) % len(EST)]}")
        elif k % 4 == 1:
            e.append(f":issue/spent {[3.0, 5, 8.0, 0.5, 2][k % 5]}")
        if k % 3 == 0:
            e.append(f":issue/due {inst(2026, 1 + k % 12, 1 + k % 27)}")
        elif k % 3 == 1 and k % 2 == 0:
            e.append(f':issue/due "2026-{1 + k % 12:02d}-15"')
        e.append(f":issue/priority {[1, 2, 3, 2.0, 1.5, 'nil'][k % 6] if k % 6 != 5 else 4}")
        e.append(":issue/labels #{" + " ".join(LABELS[j] for j in range(8) if (k + j) % 4 == 0) + "}")
        if k % 10 == 0:
            e.append(f":issue/legacy {k * 10}")
        elif k % 10 == 5:
            e.append(f':issue/legacy "L{k}"')
        if k % 8 == 0:
            e.append(f":issue/size [{k % 3} {k % 5}]")
        elif k % 8 == 4:
            e.append(f":issue/size [{k % 3} {k % 5}.0]")
        if k % 6 == 0:
            e.append(f':issue/blocks #{{"i{k - 1}" "i{min(k + 1, n)}"}}')
        if k > 10 and k % 3 == 1:
            e.append(f':issue/parent "i{k // 2}"')
        if k % 9 == 2:
            e.append(f':issue/watchers #{{"u-{users[k % 10]}" "u-{users[(k + 1) % 10]}"}}')
        if k % 11 == 0:
            e.append(":issue/flagged true")
        elif k % 11 == 1:
            e.append(':issue/flagged "yes"')
        if k % 4 == 2:
            e.append(":issue/comments [" + " ".join(
                f'{{:comment/body "{["LGTM", "needs repro", "", "dup of ISS-1", "ça marche"][(k + c) % 5]}" :comment/n {c}'
                f' :comment/by "u-{users[(k + c) % 10]}" :comment/at {inst(2026, 2, 1 + c + k % 20, c)}}}'
                for c in range(1 + k % 3)) + "]")
        ents.append("{" + " ".join(x for x in e if not x.endswith(" nil")) + "}")
    # cycles in blocks and a self-blocking issue
    ents.append('[:db/add [:issue/key "ISS-1"] :issue/blocks [:issue/key "ISS-2"]]')
    ents.append('[:db/add [:issue/key "ISS-2"] :issue/blocks [:issue/key "ISS-1"]]')
    ents.append('[:db/add [:issue/key "ISS-7"] :issue/blocks [:issue/key "ISS-7"]]')
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(ents) + "]\n")
    print(len(ents), "forms")


if __name__ == "__main__":
    main()
