#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the sixteenth unseen parity corpus.

A version-control history: repositories (a string name identity, a uuid
identity, a keyword unique-value key, stars incl. 0 and negative, double
scores, bigint sizes, topics as cardinality-many strings, a fork-of ref);
authors (an e-mail identity, unicode names, one missing, keyword handles
as unique values, bigdec karma incl. 0 and negative, a mentor graph with a
2-cycle and a self-loop); commits (a composite `[:commit/repo
:commit/sha]` unique identity -- the fork shares its first shas with its
origin --, one or two parents forming a DAG with merges and two roots, a
uuid identity, messages with unicode and empty strings, instants, adds /
dels longs incl. 0 and a negative, a heterogeneous `[keyword long long]`
stat by :db/tupleTypes, keyword labels (many), a kind ref to an ident
entity, touched files); the repository `broken` has a parent cycle
b3 -> b7 -> b5 -> b3 and a self-parent b9; branches and tags (composite
`[repo name]` identities, a homogeneous long version tuple, a component
note); directories (a path identity, children as a cardinality-many ref,
files as cardinality-many components; `broken` has a directory cycle and
a self-child); files (long sizes incl. 0, bigint sizes for the big ones,
a double ratio, keyword modes, boolean exec flags, a `[long long]` line
range by :db/tupleType). Deterministic.
"""
import os, random, hashlib

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:repo/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :repo/key {:db/valueType :db.type/keyword :db/unique :db.unique/value}
 :repo/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :repo/stars {:db/valueType :db.type/long}
 :repo/score {:db/valueType :db.type/double}
 :repo/size {:db/valueType :db.type/bigint}
 :repo/private {:db/valueType :db.type/boolean}
 :repo/created {:db/valueType :db.type/instant}
 :repo/topics {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :repo/fork-of {:db/valueType :db.type/ref}
 :author/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :author/name {:db/valueType :db.type/string}
 :author/handle {:db/valueType :db.type/keyword :db/unique :db.unique/value}
 :author/karma {:db/valueType :db.type/bigdec}
 :author/bot {:db/valueType :db.type/boolean}
 :author/mentor {:db/valueType :db.type/ref}
 :author/joined {:db/valueType :db.type/instant}
 :commit/sha {:db/valueType :db.type/string}
 :commit/repo {:db/valueType :db.type/ref}
 :commit/repo+sha {:db/valueType :db.type/tuple :db/tupleAttrs [:commit/repo :commit/sha] :db/unique :db.unique/identity}
 :commit/id {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :commit/parents {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :commit/author {:db/valueType :db.type/ref}
 :commit/msg {:db/valueType :db.type/string}
 :commit/time {:db/valueType :db.type/instant}
 :commit/seq {:db/valueType :db.type/long}
 :commit/adds {:db/valueType :db.type/long}
 :commit/dels {:db/valueType :db.type/long}
 :commit/signed {:db/valueType :db.type/boolean}
 :commit/coverage {:db/valueType :db.type/double}
 :commit/stat {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long :db.type/long]}
 :commit/labels {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :commit/kind {:db/valueType :db.type/ref}
 :commit/touches {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :kind/label {:db/valueType :db.type/string}
 :branch/name {:db/valueType :db.type/string}
 :branch/repo {:db/valueType :db.type/ref}
 :branch/repo+name {:db/valueType :db.type/tuple :db/tupleAttrs [:branch/repo :branch/name] :db/unique :db.unique/identity}
 :branch/head {:db/valueType :db.type/ref}
 :branch/protected {:db/valueType :db.type/boolean}
 :tag/name {:db/valueType :db.type/string}
 :tag/repo {:db/valueType :db.type/ref}
 :tag/repo+name {:db/valueType :db.type/tuple :db/tupleAttrs [:tag/repo :tag/name] :db/unique :db.unique/identity}
 :tag/target {:db/valueType :db.type/ref}
 :tag/version {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :tag/note {:db/valueType :db.type/ref :db/isComponent true}
 :note/text {:db/valueType :db.type/string}
 :note/weight {:db/valueType :db.type/bigdec}
 :dir/path {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :dir/name {:db/valueType :db.type/string}
 :dir/repo {:db/valueType :db.type/ref}
 :dir/children {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :dir/files {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :file/name {:db/valueType :db.type/string}
 :file/size {:db/valueType :db.type/long}
 :file/bigsize {:db/valueType :db.type/bigint}
 :file/ratio {:db/valueType :db.type/double}
 :file/mode {:db/valueType :db.type/keyword}
 :file/exec {:db/valueType :db.type/boolean}
 :file/lines {:db/valueType :db.type/tuple :db/tupleType :db.type/long}}
"""


def esc(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def sha(repo, i):
    return hashlib.sha1(f"{repo}-{i}".encode()).hexdigest()[:10]


R = random.Random(16)

AUTHORS = [
    # email, name, handle, karma, bot, mentor, joined
    ("ada@vcs.example", "Ada Lovelace", ":ada", "12.5M", False, "linus@vcs.example", "2015-03-01T10:00:00.000-00:00"),
    ("linus@vcs.example", "Linus T.", ":linus", "99.75M", False, "ada@vcs.example", "2012-01-01T00:00:00.000-00:00"),
    ("grace@vcs.example", "Grace Hopper", ":grace", "0M", False, "grace@vcs.example", "2016-07-15T12:30:00.000-00:00"),
    ("jose@vcs.example", "José Núñez", ":jose", "-2.5M", False, "ada@vcs.example", "2018-11-11T11:11:11.000-00:00"),
    ("yuki@vcs.example", "山田 由紀", ":yuki", "3.25M", False, "jose@vcs.example", "2019-02-28T23:59:59.000-00:00"),
    ("olga@vcs.example", "Ольга Петрова", ":olga", "7.125M", False, "yuki@vcs.example", "2020-05-05T05:05:05.000-00:00"),
    ("bot@vcs.example", "dependabot", ":bot", "0.01M", True, None, "2021-01-01T00:00:00.000-00:00"),
    ("anon@vcs.example", None, ":anon", None, None, None, None),
    ("emoji@vcs.example", "Zoë 🚀", ":zoe", "42.42M", False, "linus@vcs.example", "2022-09-09T09:09:09.000-00:00"),
    ("empty@vcs.example", "", ":empty", "-0.5M", False, None, "2023-03-03T03:03:03.000-00:00"),
    ("ci@vcs.example", "CI Runner", ":ci", "1.5M", True, "bot@vcs.example", "2021-06-01T00:00:00.000-00:00"),
    ("mei@vcs.example", "Mei Chen", ":mei", "8.8M", False, "olga@vcs.example", "2017-04-04T04:04:04.000-00:00"),
]
HUMANS = ["ada", "linus", "grace", "jose", "yuki", "olga", "zoe", "mei", "empty", "anon"]
BOTS = ["bot", "ci"]

MSGS = ["Initial commit", "Fix off-by-one in parser", "Add storage engine", "Refactor query planner",
        "", "Merge branch 'feature'", "Übersetzung aktualisiert", "修正: バグを直す", "Bump deps",
        "WIP", "Revert \"Add cache\"", "docs: README", "Добавить тесты", "fix: 🐛 crash on empty input",
        "perf: faster joins", "chore", "Release", "test: flaky test", "style: fmt", "feat: pull API"]
LABELS = [":bug", ":feat", ":docs", ":perf", ":test", ":chore", ":release"]
KINDS = [":kind/feat", ":kind/fix", ":kind/merge", ":kind/chore"]

out = []
out.append("[")
# kinds as ident entities
for k in KINDS:
    out.append(f" {{:db/ident {k} :kind/label {esc(k.split('/')[1])}}}")
for (em, nm, h, k, bot, men, j) in AUTHORS:
    parts = [f':db/id "a-{h[1:]}"', f":author/email {esc(em)}", f":author/handle {h}"]
    if nm is not None:
        parts.append(f":author/name {esc(nm)}")
    if k:
        parts.append(f":author/karma {k}")
    if bot is not None:
        parts.append(f":author/bot {'true' if bot else 'false'}")
    if j:
        parts.append(f'#inst-j {j}')
    out.append(" {" + " ".join(parts).replace("#inst-j ", ':author/joined #inst "').replace("-00:00", "-00:00\"") + "}")
# mentors as list forms after
REPOS = [
    # name, key, uuid tail, stars, score, size, private, created, topics, fork-of
    ("quiver", ":q", 1, 420, 4.5, "123456789012345678901N", False, "2019-01-01T00:00:00.000-00:00", ["datalog", "rust", "database"], None),
    ("lattice", ":l", 2, 0, 0.0, "0N", False, "2020-06-01T00:00:00.000-00:00", ["datalog", "fork"], "quiver"),
    ("broken", ":b", 3, -1, -0.5, "-7N", True, "2021-02-03T04:05:06.000-00:00", [], None),
    ("empty", ":e", 4, 3, 1.0, "1N", True, "2024-12-31T23:59:59.999-00:00", ["void"], None),
]
for (nm, key, u, st, sc, sz, pr, cr, tops, fork) in REPOS:
    parts = [f':db/id "r-{nm}"', f":repo/name {esc(nm)}", f":repo/key {key}",
             f'#uuid "00000000-0000-4000-8000-00000000000{u}"', f":repo/stars {st}", f":repo/score {sc}",
             f":repo/size {sz}", f":repo/private {'true' if pr else 'false'}", f':repo/created #inst "{cr}"']
    parts[3] = ":repo/uuid " + parts[3]
    if tops:
        parts.append(":repo/topics [" + " ".join(esc(t) for t in tops) + "]")
    if fork:
        parts.append(f':repo/fork-of "r-{fork}"')
    out.append(" {" + " ".join(parts) + "}")

# ---- directories and files
DIRS = {}   # path -> (repo, name, children paths, files)
FILES = []  # (tempid, dir path, name, size or None, bigsize or None, ratio, mode, exec, lines)


def mkdir(repo, path, children):
    DIRS[path] = (repo, path.rstrip("/").split("/")[-1] or "/", children, [])


TREE = {
    "quiver": {"/q/": ["/q/src/", "/q/docs/", "/q/tests/"],
               "/q/src/": ["/q/src/engine/", "/q/src/query/", "/q/src/util/"],
               "/q/src/engine/": ["/q/src/engine/storage/", "/q/src/engine/index/"],
               "/q/src/engine/storage/": [], "/q/src/engine/index/": ["/q/src/engine/index/btree/"],
               "/q/src/engine/index/btree/": [],
               "/q/src/query/": ["/q/src/query/rules/"], "/q/src/query/rules/": [],
               "/q/src/util/": [], "/q/docs/": ["/q/docs/img/"], "/q/docs/img/": [], "/q/tests/": []},
    "lattice": {"/l/": ["/l/lib/", "/l/bin/"], "/l/lib/": ["/l/lib/core/"], "/l/lib/core/": [],
                "/l/bin/": [], "/l/empty/": []},
    "broken": {"/b/": ["/b/a/"], "/b/a/": ["/b/a/x/"], "/b/a/x/": ["/b/a/", "/b/a/x/"]},
}
for repo, t in TREE.items():
    for p, ch in t.items():
        mkdir(repo, p, ch)
NAMES = ["main.rs", "lib.rs", "mod.rs", "README.md", "Cargo.toml", "ünïcode.txt", "data.bin", ".gitignore",
         "build.sh", "logo.png", "test_a.rs", "test_b.rs", "日本語.md", "empty.txt", "big.iso"]
fi = 0
for p in sorted(DIRS):
    repo = DIRS[p][0]
    n = 0 if p in ("/l/empty/", "/b/a/x/") else (1 + (len(p) * 7 + fi) % 5)
    for k in range(n):
        name = NAMES[(fi * 5 + k * 3) % len(NAMES)]
        size = (fi * 37 + 11) % 9000
        big = None
        if name == "empty.txt":
            size = 0
        if name in ("big.iso", "data.bin") and fi % 2 == 0:
            size, big = None, f"{5000000000 + fi * 1000}N"
        ratio = [0.0, 0.5, 1.0, 0.25, 2.75, -1.0][fi % 6]
        mode = [":normal", ":exec", ":symlink", ":normal"][fi % 4]
        ex = name.endswith(".sh") or mode == ":exec"
        lines = None if size is None else f"[1 {max(1, size // 40)}]"
        tid = f"f{fi}"
        FILES.append((tid, p, name, size, big, ratio, mode, ex, lines))
        DIRS[p][3].append(tid)
        fi += 1
for p in sorted(DIRS):
    repo, name, ch, files = DIRS[p]
    parts = [f':db/id "{p}"', f":dir/path {esc(p)}", f":dir/name {esc(name)}", f':dir/repo "r-{repo}"']
    fparts = []
    for f in FILES:
        if f[1] != p:
            continue
        (tid, _, fname, size, big, ratio, mode, ex, lines) = f
        fp = [f':db/id "{tid}"', f":file/name {esc(fname)}", f":file/ratio {ratio}", f":file/mode {mode}",
              f":file/exec {'true' if ex else 'false'}"]
        if size is not None:
            fp.append(f":file/size {size}")
        if big is not None:
            fp.append(f":file/bigsize {big}")
        if lines:
            fp.append(f":file/lines {lines}")
        fparts.append("{" + " ".join(fp) + "}")
    if fparts:
        parts.append(":dir/files [" + " ".join(fparts) + "]")
    out.append(" {" + " ".join(parts) + "}")
for p in sorted(DIRS):
    for c in DIRS[p][2]:
        out.append(f' [:db/add {esc(p)} :dir/children {esc(c)}]')

# ---- commits
COMMITS = {}  # (repo, i) -> dict


def commit(repo, i, parents, author, msg, extra=None):
    COMMITS[(repo, i)] = dict(repo=repo, i=i, parents=parents, author=author, msg=msg, extra=extra or {})


# quiver: 60 commits, two roots (0 and 30), merges
for i in range(60):
    if i == 0 or i == 30:
        ps = []
    else:
        p1 = i - 1 if R.random() < 0.7 or i < 3 else i - R.randint(2, 4)
        if i == 31:
            p1 = 29
        ps = [p1]
        if i > 5 and R.random() < 0.18:
            p2 = R.randint(max(0, i - 12), i - 2)
            if p2 != p1:
                ps.append(p2)
        if i == 45:
            ps = [44, 33]
    author = (HUMANS + BOTS)[(i * 7 + 3) % 12]
    msg = MSGS[(i * 3) % len(MSGS)] if len(ps) < 2 else f"Merge {sha('quiver', ps[1])[:7]} into main"
    commit("quiver", i, ps, author, msg)
# lattice: fork of quiver's first 5 (same shas), then 30 of its own
for i in range(35):
    if i == 0:
        ps = []
    else:
        ps = [i - 1] if R.random() < 0.75 or i < 6 else [i - R.randint(2, 3)]
        if i > 8 and R.random() < 0.2:
            p2 = R.randint(5, i - 2)
            if p2 not in ps:
                ps.append(p2)
    author = HUMANS[(i * 5 + 1) % len(HUMANS)]
    msg = COMMITS[("quiver", i)]["msg"] if i < 5 else MSGS[(i * 7 + 2) % len(MSGS)]
    commit("lattice", i, ps, author, msg)
# broken: a parent cycle 3 -> 7 -> 5 -> 3 and a self-parent 9
BP = {0: [], 1: [0], 2: [1], 3: [2, 7], 4: [3], 5: [3], 6: [4], 7: [5], 8: [7], 9: [9, 8]}
for i, ps in BP.items():
    commit("broken", i, ps, ["grace", "jose", "bot"][i % 3], ["cycle?", "", "self", "Ωmega"][i % 4])

LAB = {}
for (repo, i), c in sorted(COMMITS.items()):
    sh = sha("quiver", i) if repo == "lattice" and i < 5 else sha(repo, i)
    c["sha"] = sh
ordered = sorted(COMMITS.items(), key=lambda kv: (["quiver", "lattice", "broken"].index(kv[0][0]), kv[0][1]))
n = 0
for (repo, i), c in ordered:
    tid = f"c-{repo}-{i}"
    adds = (i * 13 + len(repo)) % 200
    dels = (i * 7) % 90
    if repo == "quiver" and i == 17:
        dels = -3
    if i % 11 == 0:
        adds = 0
    ts = f"20{19 + (n // 40):02d}-{1 + (n % 12):02d}-{1 + (i % 28):02d}T{(i * 5) % 24:02d}:{(i * 17) % 60:02d}:00.000-00:00"
    parts = [f':db/id "{tid}"', f":commit/sha {esc(c['sha'])}", f':commit/repo "r-{repo}"',
             f':commit/id #uuid "{hashlib.md5(tid.encode()).hexdigest()[:8]}-0000-4000-8000-{n:012d}"',
             f':commit/author "a-{c["author"]}"', f":commit/msg {esc(c['msg'])}", f':commit/time #inst "{ts}"',
             f":commit/seq {i}", f":commit/adds {adds}"]
    if not (repo == "broken" and i == 6):
        parts.append(f":commit/dels {dels}")
    if (i + n) % 3 != 0:
        parts.append(f":commit/signed {'true' if i % 2 == 0 else 'false'}")
    if i % 4 != 1:
        parts.append(f":commit/coverage {[0.0, 55.5, 72.25, 100.0, 33.3, -1.0][n % 6]}")
    kind = ":kind/merge" if len(c["parents"]) > 1 else [":kind/feat", ":kind/fix", ":kind/chore"][(i * 3 + n // 7) % 3]
    c["kind"] = kind
    parts.append(f":commit/kind {kind}")
    parts.append(f":commit/stat [{LABELS[n % len(LABELS)].replace(':', ':', 1)} {adds} {dels}]")
    labs = sorted({LABELS[(n * 3) % 7], LABELS[(i * 5 + 1) % 7]}) if n % 5 != 0 else []
    c["labels"] = labs
    if labs:
        parts.append(":commit/labels [" + " ".join(labs) + "]")
    if c["parents"]:
        parts.append(":commit/parents [" + " ".join(f'"c-{repo}-{p}"' for p in c["parents"]) + "]")
    if repo != "broken" and i % 3 == 0:
        fs = [f for f in FILES if DIRS[f[1]][0] == repo]
        if fs:
            parts.append(":commit/touches [" + " ".join(f'"{fs[(i * k + 1) % len(fs)][0]}"' for k in (1, 2)) + "]")
    out.append(" {" + " ".join(parts) + "}")
    n += 1
# authors' mentors (a 2-cycle ada<->linus, a self-loop grace)
for (em, nm, h, k, bot, men, j) in AUTHORS:
    if men:
        out.append(f' [:db/add "a-{h[1:]}" :author/mentor "a-{[a[2] for a in AUTHORS if a[0] == men][0][1:]}"]')

# branches and tags
BR = [("quiver", "main", 59, True), ("quiver", "dev", 57, False), ("quiver", "feature/rules", 40, False),
      ("quiver", "orphan", 30, False), ("quiver", "old", 12, False), ("lattice", "main", 34, True),
      ("lattice", "fix-ünï", 20, False), ("broken", "main", 9, False), ("broken", "loop", 5, True)]
for (repo, b, i, prot) in BR:
    out.append(f' {{:branch/name {esc(b)} :branch/repo "r-{repo}" :branch/head "c-{repo}-{i}" :branch/protected {"true" if prot else "false"}}}')
TG = [("quiver", "v0.1.0", 10, [0, 1, 0], "first", "1.0M"), ("quiver", "v0.2.0", 25, [0, 2, 0], "second", "2.50M"),
      ("quiver", "v1.0.0", 50, [1, 0, 0], "Erste stabile Version", "-0.75M"),
      ("quiver", "v1.0.1", 55, [1, 0, 1], "", "0.0M"), ("lattice", "v0.1.0", 4, [0, 1, 0], "forked", "3.3M"),
      ("lattice", "l-1", 30, [1], "one-element", None), ("broken", "bad", 7, [0, 0, 0], "ρ", "0.001M")]
for (repo, t, i, v, note, w) in TG:
    notes = f":note/text {esc(note)}" + (f" :note/weight {w}" if w else "")
    out.append(f' {{:tag/name {esc(t)} :tag/repo "r-{repo}" :tag/target "c-{repo}-{i}" :tag/version [{" ".join(map(str, v))}] :tag/note {{{notes}}}}}')
out.append("]")

open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
open(os.path.join(HERE, "data.edn"), "w").write("\n".join(out) + "\n")
