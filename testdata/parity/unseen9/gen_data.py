#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the ninth unseen parity corpus.

A social network with a git-like code host: users (a string login
identity, a uuid identity, a unique-value e-mail, some missing, unicode and
empty names, long karma incl. 0 and negatives, double scores, bigdec
balances, bigint byte counts, keyword languages, a homogeneous double tuple
location, a follows graph with cycles and self-follows), organisations (a
keyword identity, a parent tree), memberships (a composite
`[:mem/user :mem/org]` identity, keyword roles), labels (a string
identity), repositories (a string path identity, an owner, an optional
org, a fork tree, a bigint size, a `[long long string]` version by
:db/tupleTypes, string topics, a component license), commits (a string sha
identity, parent links forming a DAG with merges, adds/dels incl. 0), issues
(a string key identity, labels, assignees, a state keyword, a bigdec
estimate, cardinality-many component comments) and stars (a composite
`[:star/user :star/repo]` identity). Every entity is a top-level map with a
string tempid, in a fixed order. Deterministic (random.Random(9)).
"""
import os, random

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(9)

SCHEMA = """{:user/login {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :user/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :user/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :user/name {:db/valueType :db.type/string}
 :user/karma {:db/valueType :db.type/long}
 :user/score {:db/valueType :db.type/double}
 :user/verified {:db/valueType :db.type/boolean}
 :user/joined {:db/valueType :db.type/instant}
 :user/follows {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :user/langs {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :user/balance {:db/valueType :db.type/bigdec}
 :user/bytes {:db/valueType :db.type/bigint}
 :user/loc {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :user/bio {:db/valueType :db.type/string}
 :org/slug {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :org/name {:db/valueType :db.type/string}
 :org/parent {:db/valueType :db.type/ref}
 :org/seats {:db/valueType :db.type/long}
 :mem/user {:db/valueType :db.type/ref}
 :mem/org {:db/valueType :db.type/ref}
 :mem/user+org {:db/valueType :db.type/tuple :db/tupleAttrs [:mem/user :mem/org] :db/unique :db.unique/identity}
 :mem/role {:db/valueType :db.type/keyword}
 :mem/since {:db/valueType :db.type/instant}
 :label/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :label/color {:db/valueType :db.type/string}
 :label/weight {:db/valueType :db.type/long}
 :repo/path {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :repo/name {:db/valueType :db.type/string}
 :repo/owner {:db/valueType :db.type/ref}
 :repo/org {:db/valueType :db.type/ref}
 :repo/fork-of {:db/valueType :db.type/ref}
 :repo/private {:db/valueType :db.type/boolean}
 :repo/size {:db/valueType :db.type/bigint}
 :repo/version {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/long :db.type/long :db.type/string]}
 :repo/topics {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :repo/lang {:db/valueType :db.type/keyword}
 :repo/created {:db/valueType :db.type/instant}
 :repo/license {:db/valueType :db.type/ref :db/isComponent true}
 :repo/head {:db/valueType :db.type/ref}
 :license/spdx {:db/valueType :db.type/string}
 :license/osi {:db/valueType :db.type/boolean}
 :commit/sha {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :commit/repo {:db/valueType :db.type/ref}
 :commit/author {:db/valueType :db.type/ref}
 :commit/parents {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :commit/msg {:db/valueType :db.type/string}
 :commit/adds {:db/valueType :db.type/long}
 :commit/dels {:db/valueType :db.type/long}
 :commit/time {:db/valueType :db.type/instant}
 :commit/signed {:db/valueType :db.type/boolean}
 :commit/ratio {:db/valueType :db.type/double}
 :issue/key {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :issue/repo {:db/valueType :db.type/ref}
 :issue/author {:db/valueType :db.type/ref}
 :issue/title {:db/valueType :db.type/string}
 :issue/state {:db/valueType :db.type/keyword}
 :issue/labels {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :issue/assignees {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :issue/priority {:db/valueType :db.type/long}
 :issue/estimate {:db/valueType :db.type/bigdec}
 :issue/comments {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :issue/closes {:db/valueType :db.type/ref}
 :comment/author {:db/valueType :db.type/ref}
 :comment/body {:db/valueType :db.type/string}
 :comment/reactions {:db/valueType :db.type/long}
 :comment/reply-to {:db/valueType :db.type/ref}
 :star/user {:db/valueType :db.type/ref}
 :star/repo {:db/valueType :db.type/ref}
 :star/user+repo {:db/valueType :db.type/tuple :db/tupleAttrs [:star/user :star/repo] :db/unique :db.unique/identity}
 :star/at {:db/valueType :db.type/instant}}
"""


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def inst(y, mo, d, h=0, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def uuid(n):
    return f'#uuid "9a9a9a9a-0000-4000-8000-{n:012d}"'


def dbl(x):
    r = repr(float(x))
    return r


ents = []


def ent(tid, pairs):
    parts = [f":db/id {s(tid)}"]
    for k, v in pairs:
        if v is None:
            continue
        parts.append(f"{k} {v}")
    ents.append("{" + " ".join(parts) + "}")


USERS = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan",
         "judy", "mallory", "niaj", "olivia", "peggy", "rupert", "sybil", "trent",
         "victor", "walter", "zoë", "李雷", "ωmega", "ghost", "noname", "x", "yuki",
         "amir", "beatriz", "chidi", "dmitri"]
NAMES = {"alice": "Alice Liddell", "bob": "Bob Builder", "carol": "Carol Danvers",
         "dave": "Dave", "erin": "Erin O'Brien", "zoë": "Zoë Ångström", "李雷": "李雷",
         "ωmega": "Ωmega 🚀", "noname": "", "x": "X", "yuki": "雪 Yuki",
         "amir": "Amir Ḥasan", "beatriz": "Beatriz \"Bia\" Souza"}
LANGS = [":clojure", ":rust", ":python", ":go", ":java", ":haskell", ":c"]
for i, u in enumerate(USERS):
    karma = [0, -5, 120, 7, 0, 42, 1000, -1, 3, 88][i % 10] + (i // 10) * 11
    if u == "ghost":
        karma = None
    score = [0.0, 1.5, -2.25, 3.75, 10.0, 0.5, 99.9][i % 7]
    langs = R.sample(LANGS, i % 4)
    pairs = [(":user/login", s(u)), (":user/uuid", uuid(i + 1)),
             (":user/email", None if i % 6 == 5 else s(f"{u}@example.org")),
             (":user/name", s(NAMES.get(u, u.capitalize() + " " + "Doe")) if u != "ghost" else None),
             (":user/karma", karma), (":user/score", dbl(score)),
             (":user/verified", None if i % 9 == 8 else ("true" if i % 3 != 1 else "false")),
             (":user/joined", inst(2010 + i % 12, 1 + i % 12, 1 + (i * 7) % 28, i % 24, (i * 13) % 60)),
             (":user/balance", ["0M", "12.5M", "-3.25M", "1000M", "0.01M", "250.75M", "12.50M"][i % 7]),
             (":user/bytes", ["0N", "1024N", "9999999999999999999N", "-7N", "65536N"][i % 5]),
             (":user/loc", None if i % 5 == 4 else f"[{dbl((i * 3.5) % 90 - 45)} {dbl((i * 7.25) % 180 - 90)}]"),
             (":user/bio", None if i % 4 else s(["", "hi", "Rustacean & Clojurist", "ñandú"][i // 4 % 4]))]
    if langs:
        pairs.append((":user/langs", "[" + " ".join(langs) + "]"))
    ent("u-" + u, pairs)
# follows: cycles, self-follows
FOLLOW = {}
for i, u in enumerate(USERS):
    tgt = set()
    if u in ("ghost",):
        continue
    tgt.add(USERS[(i + 1) % len(USERS)])
    if i % 3 == 0:
        tgt.add(USERS[(i + 5) % len(USERS)])
    if i % 7 == 2:
        tgt.add(u)  # self-follow
    if i % 4 == 1:
        tgt.add(USERS[(i * 2) % len(USERS)])
    if u == "x":
        tgt = set()  # x follows no one
    FOLLOW[u] = sorted(tgt)
# make ghost followed by nobody: remove ghost as target
for u in FOLLOW:
    FOLLOW[u] = [t for t in FOLLOW[u] if t != "ghost"]
for u in USERS:
    if FOLLOW.get(u):
        ents.append("{:db/id " + s("u-" + u) + " :user/follows [" + " ".join(s("u-" + t) for t in FOLLOW[u]) + "]}")

ORGS = [(":acme", "ACME Corp", None, 50), (":acme-labs", "ACME Labs", ":acme", 10),
        (":acme-research", "ACME Research", ":acme-labs", 0), (":oss", "Open Source Collective", None, -1),
        (":rustaceans", "Rustaceans", ":oss", 12), (":empty-org", "", None, None)]
for slug, nm, par, seats in ORGS:
    ent("o-" + slug[1:], [(":org/slug", slug), (":org/name", s(nm)),
                          (":org/parent", s("o-" + par[1:]) if par else None), (":org/seats", seats)])
ROLES = [":owner", ":admin", ":member", ":member", ":guest"]
mems = set()
for i in range(28):
    u = USERS[(i * 7) % 24]
    o = ORGS[i % 5][0]
    if (u, o) in mems:
        continue
    mems.add((u, o))
    ent(f"m-{i}", [(":mem/user", s("u-" + u)), (":mem/org", s("o-" + o[1:])),
                   (":mem/role", ROLES[(i * 3) % 5]),
                   (":mem/since", None if i % 6 == 5 else inst(2015 + i % 8, 1 + i % 12, 1 + i % 28))])

LABELS = [("bug", "#d73a4a", 5), ("feature", "#a2eeef", 3), ("docs", "#0075ca", 1),
          ("good first issue", "#7057ff", 2), ("wontfix", "#ffffff", 0), ("ùnicode", "", -1),
          ("security", "#ff0000", 10), ("", "#000000", 0)]
for i, (n, c, w) in enumerate(LABELS):
    ent(f"l-{i}", [(":label/name", s(n)), (":label/color", s(c)), (":label/weight", w)])

# repos: 26 with a fork tree
REPOS = []
BASE = [("alice", "wonder", ":acme", ":clojure"), ("bob", "build", None, ":rust"),
        ("carol", "marvel", ":oss", ":python"), ("dave", "dots", None, None),
        ("grace", "cobol", ":acme-labs", ":c"), ("zoë", "ångström", ":rustaceans", ":rust"),
        ("李雷", "hanzi", None, ":go"), ("ivan", "empty", None, None)]
for o, n, org, lang in BASE:
    REPOS.append((o, n, org, lang, None))
# forks: tree
FORKS = [("erin", "wonder", "alice/wonder"), ("frank", "wonder", "alice/wonder"),
         ("heidi", "wonder", "erin/wonder"), ("judy", "wonder", "heidi/wonder"),
         ("mallory", "wonder", "judy/wonder"), ("niaj", "build", "bob/build"),
         ("olivia", "build", "niaj/build"), ("peggy", "build", "bob/build"),
         ("rupert", "marvel", "carol/marvel"), ("sybil", "marvel", "rupert/marvel"),
         ("trent", "marvel", "rupert/marvel"), ("victor", "ångström", "zoë/ångström"),
         ("walter", "cobol", "grace/cobol"), ("yuki", "wonder", "frank/wonder"),
         ("amir", "build", "olivia/build"), ("beatriz", "hanzi", "李雷/hanzi"),
         ("chidi", "marvel", "sybil/marvel"), ("dmitri", "wonder", "mallory/wonder")]
for o, n, parent in FORKS:
    REPOS.append((o, n, None, None, parent))
LIC = ["MIT", "Apache-2.0", "GPL-3.0-only", "", "Proprietary"]
TOPICS = ["db", "datalog", "cli", "web", "ml", "", "日本語", "rust", "clojure"]
for i, (o, n, org, lang, parent) in enumerate(REPOS):
    path = f"{o}/{n}"
    topics = sorted(set(R.sample(TOPICS, i % 4)))
    pairs = [(":repo/path", s(path)), (":repo/name", s(n)), (":repo/owner", s("u-" + o)),
             (":repo/org", s("o-" + org[1:]) if org else None),
             (":repo/fork-of", s("r-" + parent) if parent else None),
             (":repo/private", "true" if i % 5 == 3 else ("false" if i % 7 else None)),
             (":repo/size", f"{[0, 1, 4096, 123456789012345678901, 77, 5000000000][i % 6]}N"),
             (":repo/version", None if i % 6 == 5 else f"[{i % 3} {(i * 7) % 11} {s(['', 'rc1', 'beta', 'final'][i % 4])}]"),
             (":repo/lang", lang), (":repo/created", inst(2012 + i % 10, 1 + (i * 5) % 12, 1 + i % 27, (i * 3) % 24)),
             (":repo/license", None if i % 4 == 3 else "{:license/spdx " + s(LIC[i % 5]) + " :license/osi " + ("true" if i % 5 < 3 else "false") + "}")]
    if topics:
        pairs.append((":repo/topics", "[" + " ".join(s(t) for t in topics) + "]"))
    ent("r-" + path, pairs)

# commits: DAG per base repo with merges, forks get a few commits on top
commits = []  # (sha, repo, author, parents)
ci = 0
MSGS = ["Initial commit", "fix: off-by-one", "feat: add parser", "Merge branch 'dev'", "docs: README",
        "WIP", "", "refactor!", "perf: 2× faster", "Revert \"WIP\"", "chore(deps): bump", "测试"]
heads = {}
for bi, (o, n, org, lang, parent) in enumerate(REPOS[:8]):
    path = f"{o}/{n}"
    if n == "empty":
        continue
    mine = []
    ncommits = 10 + (bi * 3) % 9
    for k in range(ncommits):
        sha = f"{(ci * 2654435761) % (16**8):08x}"
        ci += 1
        if k == 0:
            par = []
        elif k % 5 == 4 and len(mine) >= 3:
            par = [mine[-1], mine[-3]]  # merge
        elif k % 7 == 6 and len(mine) >= 2:
            par = [mine[-2]]  # branch
        else:
            par = [mine[-1]]
        mine.append(sha)
        commits.append((sha, path, USERS[(bi * 3 + k) % 22], par, k))
    heads[path] = mine[-1]
for fi, (o, n, parent) in enumerate(FORKS):
    path = f"{o}/{n}"
    # base of the tree
    root = parent
    while root not in heads:
        root = [f"{a}/{b}" for a, b, c in FORKS if f"{a}/{b}" == root][0]
        root = [c for a, b, c in FORKS if f"{a}/{b}" == root][0]
    prev = heads[parent] if parent in heads else heads[root]
    mine = []
    for k in range(fi % 4):
        sha = f"{(ci * 2654435761) % (16**8):08x}"
        ci += 1
        par = [prev] if not mine else [mine[-1]]
        if k == 2:
            par = [mine[-1], heads[root]]
        mine.append(sha)
        commits.append((sha, path, USERS[USERS.index(o)], par, k + 20))
    if mine:
        heads[path] = mine[-1]
for idx, (sha, path, au, par, k) in enumerate(commits):
    adds = [0, 1, 15, 230, 4, 0, 99][idx % 7]
    dels = [0, 3, 0, 17, 200, 1][idx % 6]
    pairs = [(":commit/sha", s(sha)), (":commit/repo", s("r-" + path)),
             (":commit/author", s("u-" + au) if idx % 13 != 12 else None),
             (":commit/msg", s(MSGS[idx % len(MSGS)])), (":commit/adds", adds), (":commit/dels", dels),
             (":commit/time", inst(2020 + idx % 5, 1 + idx % 12, 1 + idx % 28, idx % 24, idx % 60)),
             (":commit/signed", None if idx % 8 == 7 else ("true" if idx % 2 else "false")),
             (":commit/ratio", dbl(0.0 if adds + dels == 0 else round(adds / (adds + dels), 4)))]
    if par:
        pairs.append((":commit/parents", "[" + " ".join(s("c-" + p) for p in par) + "]"))
    ent("c-" + sha, pairs)
for path, h in sorted(heads.items()):
    ents.append("{:db/id " + s("r-" + path) + " :repo/head " + s("c-" + h) + "}")

# issues
STATES = [":open", ":closed", ":open", ":wip", ":closed", ":duplicate"]
BODIES = ["+1", "Can reproduce on main.", "", "Fixed in abc.", "こんにちは", "LGTM 👍", "nil", "  spaced  "]
cm = 0
issue_keys = []
for i in range(44):
    rp = REPOS[i % len(REPOS)]
    path = f"{rp[0]}/{rp[1]}"
    key = f"{path}#{i // len(REPOS) + 1}"
    issue_keys.append(key)
    labels = sorted(set(R.sample(range(len(LABELS)), i % 4)))
    assg = sorted(set(R.sample(USERS[:20], i % 3)))
    comments = []
    for k in range(i % 5):
        cm += 1
        comments.append("{:comment/author " + s("u-" + USERS[(i + k * 3) % 25]) + " :comment/body " +
                        s(BODIES[(i + k) % len(BODIES)]) + " :comment/reactions " + str([0, 3, -1, 12, 0, 1][(i + k) % 6]) + "}")
    pairs = [(":issue/key", s(key)), (":issue/repo", s("r-" + path)),
             (":issue/author", s("u-" + USERS[(i * 5) % 27])),
             (":issue/title", s(["Crash on start", "Add dark mode", "Typo in docs", "", "Unicode ✓ handling",
                                  "Slow query", "Crash on exit", "Support ARM64"][i % 8])),
             (":issue/state", STATES[i % 6]),
             (":issue/priority", None if i % 7 == 6 else [0, 1, 2, 3, -1][i % 5]),
             (":issue/estimate", None if i % 5 == 4 else ["0.5M", "1M", "2.25M", "0M", "13M", "8.125M"][i % 6])]
    if labels:
        pairs.append((":issue/labels", "[" + " ".join(s(f"l-{l}") for l in labels) + "]"))
    if assg:
        pairs.append((":issue/assignees", "[" + " ".join(s("u-" + a) for a in assg) + "]"))
    if comments:
        pairs.append((":issue/comments", "[" + " ".join(comments) + "]"))
    ent("i-" + key, pairs)
# issue closes (a chain and a self-reference)
for i in range(0, 44, 6):
    j = (i + 7) % 44
    ents.append("{:db/id " + s("i-" + issue_keys[i]) + " :issue/closes " + s("i-" + issue_keys[j]) + "}")
ents.append("{:db/id " + s("i-" + issue_keys[5]) + " :issue/closes " + s("i-" + issue_keys[5]) + "}")

# stars
stars = set()
for i in range(90):
    u = USERS[(i * 11) % 29]
    r = REPOS[(i * 7 + i // 13) % len(REPOS)]
    path = f"{r[0]}/{r[1]}"
    if (u, path) in stars:
        continue
    stars.add((u, path))
    ent(f"s-{i}", [(":star/user", s("u-" + u)), (":star/repo", s("r-" + path)),
                   (":star/at", inst(2021 + i % 4, 1 + i % 12, 1 + (i * 3) % 28, i % 24))])

with open(os.path.join(HERE, "schema.edn"), "w") as f:
    f.write(SCHEMA)
with open(os.path.join(HERE, "data.edn"), "w") as f:
    f.write("[" + "\n ".join(ents) + "]\n")
print(len(ents), "entity maps;", len(commits), "commits")
