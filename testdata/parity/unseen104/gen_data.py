#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen104 parity corpus (deterministic).

Code hosting and review: users (string identity, unicode/empty names, bigdec
karma incl. negative, keyword roles card-many, teams ref card-many), teams
(keyword identity, parent chain with a cycle), repositories (string identity,
stars long, language keyword sometimes missing, topics card-many, created
instant), commits (sha identity, parents card-many ref forming a DAG with
merges, author ref, message incl. empty/unicode, additions/deletions long,
size bigint, score double incl. negative), files (composite tuple identity
[:file/repo :file/path], size sometimes missing), pull requests (number long,
head/base commit refs, state keyword, labels card-many, reviews component
card-many, merged boolean sometimes missing, latency bigdec), reviews
(verdict keyword, reviewer ref, comments component), comments (body string,
line long incl. negative, created instant).
"""
import os, random, datetime
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(104)

SCHEMA = """{:user/login {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :user/name {:db/valueType :db.type/string}
 :user/karma {:db/valueType :db.type/bigdec}
 :user/roles {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :user/teams {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :user/bot {:db/valueType :db.type/boolean}
 :user/joined {:db/valueType :db.type/instant}
 :team/slug {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :team/parent {:db/valueType :db.type/ref}
 :repo/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :repo/stars {:db/valueType :db.type/long}
 :repo/lang {:db/valueType :db.type/keyword}
 :repo/topics {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :repo/owner {:db/valueType :db.type/ref}
 :repo/created {:db/valueType :db.type/instant}
 :commit/sha {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :commit/repo {:db/valueType :db.type/ref}
 :commit/parents {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :commit/author {:db/valueType :db.type/ref}
 :commit/msg {:db/valueType :db.type/string}
 :commit/adds {:db/valueType :db.type/long}
 :commit/dels {:db/valueType :db.type/long}
 :commit/size {:db/valueType :db.type/bigint}
 :commit/score {:db/valueType :db.type/double}
 :commit/at {:db/valueType :db.type/instant}
 :file/repo {:db/valueType :db.type/ref}
 :file/path {:db/valueType :db.type/string}
 :file/key {:db/valueType :db.type/tuple :db/tupleAttrs [:file/repo :file/path] :db/unique :db.unique/identity}
 :file/bytes {:db/valueType :db.type/long}
 :pr/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :pr/number {:db/valueType :db.type/long}
 :pr/repo {:db/valueType :db.type/ref}
 :pr/head {:db/valueType :db.type/ref}
 :pr/base {:db/valueType :db.type/ref}
 :pr/state {:db/valueType :db.type/keyword}
 :pr/labels {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :pr/author {:db/valueType :db.type/ref}
 :pr/merged {:db/valueType :db.type/boolean}
 :pr/latency {:db/valueType :db.type/bigdec}
 :pr/title {:db/valueType :db.type/string}
 :pr/reviews {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :review/verdict {:db/valueType :db.type/keyword}
 :review/by {:db/valueType :db.type/ref}
 :review/at {:db/valueType :db.type/instant}
 :review/comments {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :comment/body {:db/valueType :db.type/string}
 :comment/line {:db/valueType :db.type/long}
 :comment/by {:db/valueType :db.type/ref}}
"""

def inst(days, secs=0):
    t = datetime.datetime(2024, 1, 1) + datetime.timedelta(days=days, seconds=secs)
    return '#inst "%s.000-00:00"' % t.strftime("%Y-%m-%dT%H:%M:%S")

def s(x):
    return '"' + x.replace('\\', '\\\\').replace('"', '\\"') + '"'

tx = []
teams = ["core", "infra", "web", "mobile", "sec", "data"]
for i, t in enumerate(teams):
    tx.append('{:db/id "t-%s" :team/slug :%s}' % (t, t))
# parent chain with a cycle: infra->core, web->core, mobile->web, sec->data, data->sec
for a, b in [("infra", "core"), ("web", "core"), ("mobile", "web"), ("sec", "data"), ("data", "sec")]:
    tx.append('{:db/id "t-%s" :team/parent "t-%s"}' % (a, b))

names = ["Ada", "Bjørn Østergaard", "Zoë", "", "李雷", "José Núñez", "Ирина", "bob", "Émile", "O'Brien",
         "Renée", "dependabot", "Grace", "Linus", "Ken", "Ümit", "Søren", "ciBot", "Hana 花子", "Max"]
roles = ["admin", "maintainer", "triager", "contributor"]
users = []
for i, n in enumerate(names):
    login = "u%02d" % i
    users.append(login)
    parts = ['{:db/id "%s" :user/login %s' % (login, s(login))]
    if i != 13:
        parts.append(':user/name %s' % s(n))
    if i % 4 != 3:
        parts.append(':user/karma %sM' % ("%.2f" % (R.randint(-5000, 20000) / 100)))
    rs = R.sample(roles, R.randint(0, 2))
    if rs:
        parts.append(':user/roles #{%s}' % " ".join(":" + r for r in rs))
    ts = R.sample(teams, R.randint(0, 2))
    if ts:
        parts.append(':user/teams [%s]' % " ".join('"t-%s"' % t for t in ts))
    if n in ("dependabot", "ciBot"):
        parts.append(':user/bot true')
    elif i % 3 == 0:
        parts.append(':user/bot false')
    parts.append(':user/joined %s' % inst(-R.randint(0, 900), R.randint(0, 86399)))
    tx.append(" ".join(parts) + "}")

langs = ["rust", "clojure", "python", "go", None]
topics = ["db", "datalog", "cli", "web", "", "ünïcode", "ml"]
repos = []
for i in range(8):
    rn = ["quiver", "lantern", "mosaic", "tundra", "pebble", "ember", "zephyr", "kōan"][i]
    repos.append(rn)
    parts = ['{:db/id "r-%s" :repo/name %s :repo/stars %d' % (rn, s(rn), R.choice([0, 3, 17, 250, 1200, 99999, 17]))]
    lg = langs[i % 5]
    if lg:
        parts.append(':repo/lang :%s' % lg)
    tp = R.sample(topics, R.randint(0, 3))
    if tp:
        parts.append(':repo/topics [%s]' % " ".join(s(t) for t in tp))
    parts.append(':repo/owner "%s"' % R.choice(users))
    parts.append(':repo/created %s' % inst(-R.randint(100, 1500)))
    tx.append(" ".join(parts) + "}")

msgs = ["fix bug", "add feature", "", "refactor ♻️", "Merge branch 'main'", "docs: typo", "WIP", "perf: faster joins", "修正", "bump deps"]
commits = {}
for ri, rn in enumerate(repos):
    n = [90, 70, 55, 45, 35, 25, 15, 1][ri]
    shas = []
    for k in range(n):
        sha = "%s%03d" % ("abcdefgh"[ri], k)
        par = []
        if k > 0:
            par.append(shas[-1])
            if k > 3 and R.random() < 0.2:
                par.append(R.choice(shas[:-2]))
        shas.append(sha)
        parts = ['{:db/id "c-%s" :commit/sha %s :commit/repo "r-%s"' % (sha, s(sha), rn)]
        if par:
            parts.append(':commit/parents [%s]' % " ".join('"c-%s"' % p for p in sorted(set(par))))
        if k % 11 != 5:
            parts.append(':commit/author "%s"' % R.choice(users))
        parts.append(':commit/msg %s' % s(R.choice(msgs)))
        parts.append(':commit/adds %d :commit/dels %d' % (R.randint(0, 500), R.randint(0, 300)))
        if k % 5 == 0:
            parts.append(':commit/size %dN' % R.choice([5, 0, 12345678901234567890, 42, -7]))
        if k % 3 != 1:
            parts.append(':commit/score %s' % repr(round(R.uniform(-2, 5), 3)))
        parts.append(':commit/at %s' % inst(k + ri * 3, R.randint(0, 86399)))
        tx.append(" ".join(parts) + "}")
    commits[rn] = shas

paths = ["README.md", "src/main.rs", "src/lib.rs", "", "docs/日本語.md", "Cargo.toml", "test/a b.txt"]
for rn in repos:
    for p in R.sample(paths, R.randint(2, 6)):
        parts = ['{:file/repo "r-%s" :file/path %s' % (rn, s(p))]
        if R.random() < 0.7:
            parts.append(':file/bytes %d' % R.choice([0, 12, 4096, 100000, 7]))
        tx.append(" ".join(parts) + "}")

labels = ["bug", "feature", "chore", "security", "needs-review", "wontfix"]
states = ["open", "closed", "merged", "draft"]
verdicts = ["approve", "request-changes", "comment"]
bodies = ["LGTM", "nit: spacing", "", "why?", "👍", "Please add tests", "これは良い", "-1"]
for ri, rn in enumerate(repos[:7]):
    for k in range(R.randint(6, 14)):
        sh = commits[rn]
        head = R.choice(sh)
        base = R.choice(sh)
        st = R.choice(states)
        parts = ['{:pr/id "%s#%d" :pr/number %d :pr/repo "r-%s" :pr/head "c-%s" :pr/base "c-%s" :pr/state :%s'
                 % (rn, k + 1, k + 1, rn, head, base, st)]
        lb = R.sample(labels, R.randint(0, 3))
        if lb:
            parts.append(':pr/labels [%s]' % " ".join(":" + l for l in lb))
        parts.append(':pr/author "%s"' % R.choice(users))
        if st == "merged":
            parts.append(':pr/merged true')
        elif st == "closed":
            parts.append(':pr/merged false')
        if R.random() < 0.75:
            parts.append(':pr/latency %sM' % ("%.1f" % (R.randint(-10, 5000) / 10)))
        parts.append(':pr/title %s' % s(R.choice(["Fix crash", "Add ✨", "", "Refactor", "Update deps", "Speed up"])))
        revs = []
        for j in range(R.randint(0, 3)):
            cms = []
            for c in range(R.randint(0, 3)):
                cp = ['{:comment/body %s' % s(R.choice(bodies))]
                if R.random() < 0.8:
                    cp.append(':comment/line %d' % R.randint(-3, 400))
                cp.append(':comment/by "%s"}' % R.choice(users))
                cms.append(" ".join(cp))
            rv = '{:review/verdict :%s :review/by "%s" :review/at %s' % (R.choice(verdicts), R.choice(users), inst(R.randint(0, 60), R.randint(0, 86399)))
            if cms:
                rv += ' :review/comments [%s]' % " ".join(cms)
            revs.append(rv + "}")
        if revs:
            parts.append(':pr/reviews [%s]' % " ".join(revs))
        tx.append(" ".join(parts) + "}")

open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
open(os.path.join(HERE, "data.edn"), "w").write("[\n" + "\n".join(tx) + "\n]\n")
