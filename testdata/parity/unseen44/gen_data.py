#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 44th unseen parity corpus.

A code-review platform: users (a string login identity, a uuid identity, a
unique-value e-mail, unicode names, long karma incl. 0 and negatives,
double ratings, keyword languages (many), admin booleans, join instants),
repositories (a string name identity, an owner ref, long stars, a bigint
size, a fork graph with a 3-cycle and a self-loop, keyword topics),
pull requests (a composite `:pr/key` identity [:pr/repo :pr/number], a
state keyword, created instants, an author, approvals as refs (many),
labels (keyword, many), component review comments with long line numbers,
a heterogeneous [string long] anchor tuple, a homogeneous long tuple of
bounds), CI runs (a string id identity, double durations, bigdec costs).
Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:user/login {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :user/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :user/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :user/name {:db/valueType :db.type/string}
 :user/karma {:db/valueType :db.type/long}
 :user/rating {:db/valueType :db.type/double}
 :user/langs {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :user/admin {:db/valueType :db.type/boolean}
 :user/joined {:db/valueType :db.type/instant}
 :user/follows {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :repo/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :repo/owner {:db/valueType :db.type/ref}
 :repo/stars {:db/valueType :db.type/long}
 :repo/size {:db/valueType :db.type/bigint}
 :repo/forked-from {:db/valueType :db.type/ref}
 :repo/private {:db/valueType :db.type/boolean}
 :repo/topics {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :pr/repo {:db/valueType :db.type/ref}
 :pr/number {:db/valueType :db.type/long}
 :pr/key {:db/valueType :db.type/tuple :db/tupleAttrs [:pr/repo :pr/number] :db/unique :db.unique/identity}
 :pr/title {:db/valueType :db.type/string}
 :pr/state {:db/valueType :db.type/keyword}
 :pr/created {:db/valueType :db.type/instant}
 :pr/author {:db/valueType :db.type/ref}
 :pr/approvals {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :pr/labels {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :pr/comments {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :pr/loc {:db/valueType :db.type/long}
 :pr/draft {:db/valueType :db.type/boolean}
 :pr/anchor {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/string :db.type/long]}
 :pr/bounds {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :comment/body {:db/valueType :db.type/string}
 :comment/line {:db/valueType :db.type/long}
 :comment/author {:db/valueType :db.type/ref}
 :comment/resolved {:db/valueType :db.type/boolean}
 :ci/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :ci/pr {:db/valueType :db.type/ref}
 :ci/duration {:db/valueType :db.type/double}
 :ci/cost {:db/valueType :db.type/bigdec}
 :ci/ok {:db/valueType :db.type/boolean}
 :ci/started {:db/valueType :db.type/instant}
}
"""

USERS = [  # login, name, karma, rating, langs, admin
    ("alice", "Alice Liddell", 120, 4.5, ["clj", "rust"], True),
    ("bob", "Bob", 0, 3.0, ["go"], False),
    ("carol", "Carol Ø", -15, 2.25, ["rust", "py"], None),
    ("dave", "Dave", 42, 0.0, [], False),
    ("erin", "Érin Ünicode", 7, -1.5, ["clj"], False),
    ("frank", "", 300, 5.0, ["java", "clj", "py"], True),
    ("grace", "グレース", 88, 4.0, ["rust"], False),
    ("heidi", "Heidi", 42, 3.75, ["py"], None),
    ("ivan", "Иван", -1, 1.0, ["go", "rust"], False),
    ("judy", "Judy 🦀", 5, 4.5, ["rust"], False),
    ("mallory", "Mallory", 0, None, [], False),
    ("oscar", "Oscar", 999, 2.5, ["java"], True),
]
REPOS = [  # name, owner, stars, size, forked-from, private, topics
    ("quiver", "alice", 1500, "123456789012345678901N", None, False, ["db", "rust"]),
    ("quiver-fork", "bob", 3, "1N", "quiver", False, ["db"]),
    ("lens", "carol", 0, "0N", None, True, []),
    ("cyc-a", "dave", 10, "-5N", "cyc-c", False, ["test"]),
    ("cyc-b", "erin", 20, "10N", "cyc-a", False, ["test"]),
    ("cyc-c", "frank", 30, "20N", "cyc-b", True, ["test", "cycle"]),
    ("selfie", "grace", 7, "7N", "selfie", False, ["loop"]),
    ("mono", "oscar", 12000, "99999999999N", None, False, ["db", "java", "big"]),
    ("mono-fork", "ivan", 1, "2N", "mono", False, []),
    ("mono-fork2", "judy", 0, None, "mono-fork", True, ["rust"]),
    ("ℵ-repo", "erin", -3, "3N", None, False, ["unicode"]),
]
STATES = [":open", ":merged", ":closed", ":draft"]
LABELS = [":bug", ":feature", ":docs", ":perf", ":security", ":wontfix"]
WORDS = ["Fix", "Add", "Refactor", "Remove", "Bump", "Document", "Speed up", "Revert"]
THINGS = ["parser", "planner", "pull", "tx log", "cache", "README", "CI", "ünïcode path", "rules", ""]


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
    L = [u[0] for u in USERS]
    for i, (lg, name, karma, rating, langs, admin) in enumerate(USERS):
        e = [f":db/id {s('u-' + lg)}", f":user/login {s(lg)}", f":user/name {s(name)}",
             f":user/karma {karma}",
             f':user/uuid #uuid "00000000-0000-4000-8000-{i:012d}"',
             f":user/joined {inst(2015 + i % 7, 1 + i % 12, 1 + (i * 5) % 28, i % 24)}"]
        if i % 4 != 3:
            e.append(f":user/email {s(lg + '@rev.example')}")
        if rating is not None:
            e.append(f":user/rating {rating}")
        if langs:
            e.append(":user/langs [" + " ".join(":" + x for x in langs) + "]")
        if admin is not None:
            e.append(f":user/admin {b(admin)}")
        ents.append(e)
    # follows graph: cycle alice->bob->carol->alice, self-loop judy, others chain
    FOL = {"alice": ["bob"], "bob": ["carol"], "carol": ["alice", "dave"], "dave": ["erin"],
           "judy": ["judy"], "grace": ["heidi", "ivan"], "oscar": ["alice", "frank"]}
    for k, v in FOL.items():
        ents.append([f":db/id {s('u-' + k)}", f":user/follows {refs('u-' + x for x in v)}"])
    for (nm, own, stars, size, fork, priv, topics) in REPOS:
        e = [f":db/id {s('r-' + nm)}", f":repo/name {s(nm)}", f":repo/owner {s('u-' + own)}",
             f":repo/stars {stars}", f":repo/private {b(priv)}"]
        if size:
            e.append(f":repo/size {size}")
        if topics:
            e.append(":repo/topics [" + " ".join(":" + t for t in topics) + "]")
        ents.append(e)
    for (nm, own, stars, size, fork, priv, topics) in REPOS:
        if fork:
            ents.append([f":db/id {s('r-' + nm)}", f":repo/forked-from {s('r-' + fork)}"])
    # pull requests
    k = 0
    cidx = 0
    ciidx = 0
    for ri, (rn, *_rest) in enumerate(REPOS):
        npr = [18, 6, 2, 8, 8, 8, 4, 24, 4, 2, 6][ri]
        for num in range(1, npr + 1):
            k += 1
            pid = f"pr-{rn}-{num}"
            author = L[(k * 7) % len(L)]
            state = STATES[(k * 3 + ri) % 4]
            title = f"{WORDS[k % len(WORDS)]} {THINGS[(k * 3) % len(THINGS)]}".strip()
            e = [f":db/id {s(pid)}", f":pr/repo {s('r-' + rn)}", f":pr/number {num if not (rn == 'lens' and num == 2) else 0}",
                 f":pr/title {s(title)}", f":pr/state {state}",
                 f":pr/created {inst(2020 + k % 5, 1 + k % 12, 1 + (k * 3) % 28, k % 24, k % 60)}",
                 f":pr/author {s('u-' + author)}"]
            if k % 6 != 5:
                e.append(f":pr/loc {[0, 12, -4, 250, 1000, 37, 5][k % 7] + k}")
            if k % 5 == 0:
                e.append(f":pr/draft {b(k % 10 == 0)}")
            apps = [L[(k + j * 5) % len(L)] for j in range(k % 4)]
            apps = [a for a in dict.fromkeys(apps)]
            if apps:
                e.append(f":pr/approvals {refs('u-' + a for a in apps)}")
            labs = [LABELS[(k + j * 2) % len(LABELS)] for j in range(k % 3)]
            if labs:
                e.append(":pr/labels [" + " ".join(dict.fromkeys(labs)) + "]")
            if k % 3 != 2:
                path = ["src/main.rs", "README.md", "docs/ü.md", "", "src/lib.rs"][k % 5]
                e.append(f":pr/anchor [{s(path)} {[10, 0, -1, 250, 7][k % 5] + k % 3}]")
            if k % 4 == 0:
                e.append(f":pr/bounds [{k % 9 - 4} {k}]")
            ncom = k % 5
            coms = []
            for j in range(ncom):
                cidx += 1
                cb = ["LGTM", "nit: spacing", "why?", "", "Данный код 👍", "please add tests", "ok"][cidx % 7]
                c = (f"{{:comment/body {s(cb)} :comment/line {[0, 1, 42, -3, 100, 7][cidx % 6] + j}"
                     f" :comment/author {s('u-' + L[(cidx * 5) % len(L)])}")
                if cidx % 4 != 0:
                    c += f" :comment/resolved {b(cidx % 3 == 0)}"
                c += "}"
                coms.append(c)
            if coms:
                e.append(":pr/comments [" + " ".join(coms) + "]")
            ents.append(e)
            for j in range(k % 3):
                ciidx += 1
                cid = f"ci-{ciidx:03d}"
                dur = [12.5, 0.0, 300.25, 45.0, 1e-3, 7.75, 61.5][ciidx % 7]
                cost = ["0.10M", "0M", "1.50M", "12.345M", "0.001M", "-0.25M", "3M"][ciidx % 7]
                e2 = [f":ci/id {s(cid)}", f":ci/pr {s(pid)}", f":ci/duration {dur}",
                      f":ci/cost {cost}", f":ci/ok {b(ciidx % 4 != 1)}",
                      f":ci/started {inst(2021 + ciidx % 4, 1 + ciidx % 12, 1 + ciidx % 28, ciidx % 24)}"]
                ents.append(e2)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
