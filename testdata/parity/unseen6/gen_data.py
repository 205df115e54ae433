#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the sixth unseen parity corpus.

A software project tracker: teams (a keyword identity, a parent tree, double
budgets incl. 0.0 and negative), users (a string login identity, a uuid
identity, a unique-value e-mail, unicode names, long karma incl. negative and
zero, booleans, joining instants, cardinality-many keyword roles, a `follows`
graph with a cycle and a self-loop, a bigdec hourly rate, a mentor chain),
repositories (a string identity, a keyword language, long stars, a `fork-of`
tree, cardinality-many string topics, a bigint size, a homogeneous long tuple
version `[major minor patch]`), labels (a string identity), milestones (a
composite `:db/tupleAttrs [:milestone/repo :milestone/title]` identity),
issues (a composite `[:issue/repo :issue/number]` identity, keyword states,
priorities, double estimates, cardinality-many label and assignee refs, a
`blocks` graph with a cycle, an epic `parent` tree, comments as
cardinality-many components, a `[long keyword]` span by `:db/tupleTypes`),
comments, commits (a string sha identity, a `parents` DAG, `fixes` refs to
issues, additions/deletions, a double score) and releases (a single
component of notes). Every entity is a top-level map with a string tempid,
in a fixed order, so Quiver and Datalevin give them the same entity ids.
Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:team/slug {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :team/name {:db/valueType :db.type/string}
 :team/parent {:db/valueType :db.type/ref}
 :team/budget {:db/valueType :db.type/double}
 :team/remote {:db/valueType :db.type/boolean}
 :team/size {:db/valueType :db.type/long}
 :user/login {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :user/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :user/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :user/name {:db/valueType :db.type/string}
 :user/karma {:db/valueType :db.type/long}
 :user/admin {:db/valueType :db.type/boolean}
 :user/joined {:db/valueType :db.type/instant}
 :user/team {:db/valueType :db.type/ref}
 :user/roles {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :user/follows {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :user/mentor {:db/valueType :db.type/ref}
 :user/rate {:db/valueType :db.type/bigdec}
 :user/height {:db/valueType :db.type/double}
 :repo/slug {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :repo/name {:db/valueType :db.type/string}
 :repo/lang {:db/valueType :db.type/keyword}
 :repo/stars {:db/valueType :db.type/long}
 :repo/private {:db/valueType :db.type/boolean}
 :repo/owner {:db/valueType :db.type/ref}
 :repo/fork-of {:db/valueType :db.type/ref}
 :repo/topics {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :repo/size {:db/valueType :db.type/bigint}
 :repo/version {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :repo/created {:db/valueType :db.type/instant}
 :repo/health {:db/valueType :db.type/double}
 :label/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :label/color {:db/valueType :db.type/string}
 :label/weight {:db/valueType :db.type/long}
 :milestone/repo {:db/valueType :db.type/ref}
 :milestone/title {:db/valueType :db.type/string}
 :milestone/repo+title {:db/valueType :db.type/tuple :db/tupleAttrs [:milestone/repo :milestone/title] :db/unique :db.unique/identity}
 :milestone/due {:db/valueType :db.type/instant}
 :milestone/open {:db/valueType :db.type/boolean}
 :issue/repo {:db/valueType :db.type/ref}
 :issue/number {:db/valueType :db.type/long}
 :issue/repo+number {:db/valueType :db.type/tuple :db/tupleAttrs [:issue/repo :issue/number] :db/unique :db.unique/identity}
 :issue/title {:db/valueType :db.type/string}
 :issue/state {:db/valueType :db.type/keyword}
 :issue/priority {:db/valueType :db.type/long}
 :issue/estimate {:db/valueType :db.type/double}
 :issue/labels {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :issue/assignees {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :issue/author {:db/valueType :db.type/ref}
 :issue/created {:db/valueType :db.type/instant}
 :issue/blocks {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :issue/parent {:db/valueType :db.type/ref}
 :issue/comments {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :issue/milestone {:db/valueType :db.type/ref}
 :issue/span {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/long :db.type/keyword]}
 :issue/points {:db/valueType :db.type/long}
 :comment/body {:db/valueType :db.type/string}
 :comment/author {:db/valueType :db.type/ref}
 :comment/votes {:db/valueType :db.type/long}
 :comment/at {:db/valueType :db.type/instant}
 :commit/sha {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :commit/repo {:db/valueType :db.type/ref}
 :commit/author {:db/valueType :db.type/ref}
 :commit/message {:db/valueType :db.type/string}
 :commit/additions {:db/valueType :db.type/long}
 :commit/deletions {:db/valueType :db.type/long}
 :commit/parents {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :commit/fixes {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :commit/at {:db/valueType :db.type/instant}
 :commit/verified {:db/valueType :db.type/boolean}
 :commit/score {:db/valueType :db.type/double}
 :release/repo {:db/valueType :db.type/ref}
 :release/tag {:db/valueType :db.type/string :db/unique :db.unique/value}
 :release/notes {:db/valueType :db.type/ref :db/isComponent true}
 :release/downloads {:db/valueType :db.type/bigint}
 :release/semver {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :notes/text {:db/valueType :db.type/string}
 :notes/lines {:db/valueType :db.type/long}}
"""

# slug, name, parent, budget, remote (None: missing), size
TEAMS = [("org", "Acme Engineering", None, 1000000.0, None, 120),
         ("platform", "Platform", "org", 250000.5, True, 30),
         ("infra", "Infraestructura", "platform", 120000.0, False, 12),
         ("db", "Datenbank-Team", "platform", 90000.25, True, 8),
         ("product", "Product", "org", 300000.0, False, 40),
         ("web", "Web フロント", "product", 0.0, True, 15),
         ("mobile", "Mobile", "product", -5000.0, True, 9),
         ("ghost", "Ghost Team", "org", None, None, 0)]
# login, name, karma, admin, joined (y,m,d) or None, team, roles, rate (str) or None, height
USERS = [("alice", "Alice Liddell", 1520, True, (2015, 1, 10), "platform", ["dev", "lead"], "120.50", 1.68),
         ("bob", "Bob Ødegård", 830, False, (2016, 3, 2), "infra", ["dev"], "95.00", 1.82),
         ("chen", "陈 伟", 2210, True, (2014, 7, 19), "db", ["dev", "dba", "lead"], "150", 1.75),
         ("dana", "Dana Ñúñez", 0, False, (2019, 11, 30), "web", ["design"], "80.25", None),
         ("emre", "Emre Çelik", -15, False, (2021, 2, 14), "mobile", ["dev", "qa"], "0.00", 1.9),
         ("fatima", "Fátima Zahra", 415, False, (2018, 5, 5), "web", ["dev"], "99.99", 1.6),
         ("gus", "Gus \"the Bug\" Grant", 77, False, None, "infra", ["ops"], None, 1.77),
         ("hana", "Hana Kobayashi", 990, True, (2013, 9, 9), "org", ["lead", "pm"], "200.00", 1.58),
         ("ivan", "Иван Петров", 640, False, (2017, 12, 24), "db", ["dev", "dba"], "110.10", 1.85),
         ("jade", "Jade O'Neil", 5, False, (2023, 6, 1), "mobile", [], "45.5", 1.7),
         ("kofi", "Kofi Annan-Mensah", 330, False, (2020, 8, 8), "product", ["pm"], "130", 1.8),
         ("lea", "Léa Dubois", 1520, False, (2016, 4, 1), "platform", ["dev", "ops"], "120.50", 1.68),
         ("mo", "Mo", -3, False, (2022, 1, 1), None, ["qa"], "-10.00", None),
         ("nina", "Nina Σ", 250, False, (2019, 2, 28), "infra", ["ops", "dev"], "88", 1.65),
         ("omar", "Omar Haddad", 0, False, (2024, 10, 31), "web", ["dev", "design"], None, 1.74),
         ("bot", "release-bot 🤖", 0, None, None, None, [], None, None)]
FOLLOWS = {"alice": ["bob", "chen", "hana"], "bob": ["alice", "bob"], "chen": ["ivan"], "ivan": ["chen", "alice"],
           "dana": ["fatima", "omar"], "fatima": ["dana"], "emre": ["jade"], "jade": ["emre", "kofi"],
           "kofi": ["hana"], "hana": [], "lea": ["alice", "nina"], "nina": ["gus"], "gus": ["nina"],
           "mo": ["mo"], "omar": ["dana", "fatima", "lea"]}
MENTOR = {"bob": "alice", "chen": "hana", "ivan": "chen", "dana": "fatima", "fatima": "kofi", "kofi": "hana",
          "jade": "emre", "emre": "jade", "lea": "alice", "nina": "bob", "gus": "nina", "omar": "dana", "mo": "mo"}
# slug, name, lang, stars, private, owner team, fork-of, topics, size (int or None), version, created, health
REPOS = [("acme/core", "core", "rust", 4200, False, "platform", None, ["database", "datalog", "embedded"], 123456789012345678901234, [2, 5, 1], (2014, 2, 1), 0.93),
         ("acme/cli", "cli", "rust", 310, False, "platform", None, ["cli", "tooling"], 48000, [1, 0, 0], (2016, 6, 6), 0.8),
         ("acme/infra", "infra", "hcl", 12, True, "infra", None, ["ops", "terraform"], 900, [0, 9, 12], (2017, 1, 1), 0.55),
         ("acme/pg-sync", "pg-sync", "go", 95, True, "db", None, ["database", "sync"], 3100, [0, 1, 0], (2019, 3, 3), 0.61),
         ("acme/web", "web", "typescript", 880, False, "web", None, ["frontend", "ui"], 77000, [3, 12, 4], (2015, 9, 9), 0.72),
         ("acme/app", "app", "kotlin", 150, True, "mobile", None, ["mobile", "android"], 65000, [1, 4, 0], (2018, 8, 1), 0.4),
         ("forks/core-x", "core-x", "rust", 7, False, "db", "acme/core", ["database", "fork"], 0, [2, 5, 1, 1], (2021, 1, 1), 0.1),
         ("forks/core-y", "core-y", "rust", 0, False, "infra", "forks/core-x", ["fork"], -1, [2, 6], (2022, 2, 2), 0.0),
         ("forks/web-ñ", "web-ñ", "typescript", 3, False, "web", "acme/web", [], None, [3, 12, 4], (2023, 3, 3), None),
         ("acme/docs", "docs", "markdown", 42, False, "org", None, ["docs"], 500, [0, 0, 1], (2015, 1, 1), -0.25)]
LABELS = [("bug", "d73a4a", 5), ("feature", "a2eeef", 3), ("docs", "0075ca", 1), ("perf", "ffaa00", 4),
          ("good first issue", "7057ff", 1), ("wontfix", "ffffff", 0), ("security", "b60205", 9),
          ("ünicode", "c5def5", 2)]
MILESTONES = [("acme/core", "v2.6", (2025, 3, 1), True), ("acme/core", "v3.0", (2026, 1, 15), True),
              ("acme/core", "v2.5", (2024, 6, 30), False), ("acme/cli", "v1.1", (2025, 5, 5), True),
              ("acme/web", "Q1", (2025, 3, 31), False), ("acme/web", "Q2", (2025, 6, 30), True),
              ("acme/app", "beta", None, True), ("acme/pg-sync", "v0.2", (2025, 12, 1), True),
              ("acme/infra", "v2.6", (2025, 3, 1), False)]
TITLES = ["Crash on empty input", "Add dark mode", "Slow query planner", "Typo in README", "Support UTF-8 ñ names",
          "Memory leak in cache", "Improve error messages", "Refactor parser", "Upgrade deps", "Flaky test",
          "Add CSV export", "Login fails with SSO", "Docs: getting started", "Panic: index out of range",
          "Feature: webhooks", "", "Security: token leak", "Rate limiting", "Make builds reproducible",
          "日本語のドキュメント"]
STATES = ["open", "closed", "in-progress", "open", "closed", "wontfix"]
BODIES = ["+1", "I can reproduce this.", "Fixed in main", "Any update?", "LGTM 👍", "Won't fix: by design",
          "See #12", "needs repro", "Merci !", "¿Alguna novedad?"]
MSGS = ["Initial commit", "Fix crash on empty input", "Add dark mode", "fix: typo", "perf: faster planner",
        "Merge branch 'main'", "WIP", "docs: update README", "chore(deps): bump", "Revert \"WIP\"",
        "feat: CSV export", "security: rotate token", "Refactor parser ✨", "test: deflake"]


def inst(y, m, d, h=0, mi=0, s=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def kws(xs):
    return "[" + " ".join(":" + x for x in xs) + "]"


def refs(xs):
    return "[" + " ".join(s(x) for x in xs) + "]"


def b(x):
    return "true" if x else "false"


def main():
    ents = []
    for slug, name, parent, budget, remote, size in TEAMS:
        e = [f":db/id {s('t-' + slug)}", f":team/slug :{slug}", f":team/name {s(name)}", f":team/size {size}"]
        if parent:
            e.append(f":team/parent {s('t-' + parent)}")
        if budget is not None:
            e.append(f":team/budget {budget!r}")
        if remote is not None:
            e.append(f":team/remote {b(remote)}")
        ents.append(e)
    for i, (login, name, karma, admin, joined, team, roles, rate, height) in enumerate(USERS):
        e = [f":db/id {s('u-' + login)}", f":user/login {s(login)}", f":user/name {s(name)}",
             f':user/uuid #uuid "00000000-0000-4000-8000-{i + 1:012d}"', f":user/karma {karma}"]
        if login != "bot":
            e.append(f":user/email {s(login + '@acme.example')}")
        if admin is not None:
            e.append(f":user/admin {b(admin)}")
        if joined:
            e.append(f":user/joined {inst(*joined, 9, i * 3)}")
        if team:
            e.append(f":user/team {s('t-' + team)}")
        if roles:
            e.append(f":user/roles {kws(roles)}")
        if rate is not None:
            e.append(f":user/rate {rate}M")
        if height is not None:
            e.append(f":user/height {height!r}")
        ents.append(e)
    for u in sorted(FOLLOWS):
        if FOLLOWS[u]:
            ents.append([f":db/id {s('u-' + u)}", f":user/follows {refs('u-' + x for x in FOLLOWS[u])}"])
    for u in sorted(MENTOR):
        ents.append([f":db/id {s('u-' + u)}", f":user/mentor {s('u-' + MENTOR[u])}"])
    for slug, name, lang, stars, priv, owner, fork, topics, size, ver, created, health in REPOS:
        e = [f":db/id {s('r-' + slug)}", f":repo/slug {s(slug)}", f":repo/name {s(name)}", f":repo/lang :{lang}",
             f":repo/stars {stars}", f":repo/private {b(priv)}", f":repo/owner {s('t-' + owner)}",
             f":repo/version [{' '.join(str(x) for x in ver)}]", f":repo/created {inst(*created)}"]
        if fork:
            e.append(f":repo/fork-of {s('r-' + fork)}")
        if topics:
            e.append(f":repo/topics {refs(topics)}")
        if size is not None:
            e.append(f":repo/size {size}N")
        if health is not None:
            e.append(f":repo/health {health!r}")
        ents.append(e)
    for name, color, weight in LABELS:
        ents.append([f":db/id {s('l-' + name)}", f":label/name {s(name)}", f":label/color {s(color)}",
                     f":label/weight {weight}"])
    for k, (repo, title, due, op) in enumerate(MILESTONES):
        e = [f":db/id {s('m' + str(k))}", f":milestone/repo {s('r-' + repo)}", f":milestone/title {s(title)}",
             f":milestone/open {b(op)}"]
        if due:
            e.append(f":milestone/due {inst(*due)}")
        ents.append(e)
    # issues
    repo_slugs = [r[0] for r in REPOS]
    logins = [u[0] for u in USERS]
    numbers = {}
    issues = []
    cid = 0
    comments = []
    for n in range(84):
        repo = repo_slugs[(n * 3) % 7] if n % 11 != 10 else "acme/docs"
        numbers[repo] = numbers.get(repo, 0) + 1
        num = numbers[repo]
        iid = f"i{n}"
        issues.append((iid, repo, num))
        e = [f":db/id {s(iid)}", f":issue/repo {s('r-' + repo)}", f":issue/number {num}",
             f":issue/title {s(TITLES[n % len(TITLES)])}", f":issue/state :{STATES[n % 6]}",
             f":issue/author {s('u-' + logins[(n * 5) % 15])}",
             f":issue/created {inst(2022 + n % 4, 1 + (n * 7) % 12, 1 + (n * 13) % 28, n % 24, (n * 17) % 60)}"]
        if n % 9 != 8:
            e.append(f":issue/priority {(n * 7) % 5 - (1 if n % 13 == 0 else 0)}")
        if n % 7 != 6:
            e.append(f":issue/estimate {round(0.5 + ((n * 37) % 40) / 4, 2)!r}")
        if n % 5 != 4:
            e.append(f":issue/points {[1, 2, 3, 5, 8, 13][n % 6]}")
        labs = sorted({LABELS[(n * 3) % 8][0], LABELS[(n + 5) % 8][0]} if n % 3 == 0 else
                      ({LABELS[n % 8][0]} if n % 3 == 1 else set()))
        if labs:
            e.append(f":issue/labels {refs('l-' + x for x in labs)}")
        asg = sorted({logins[(n * 2) % 15], logins[(n * 7 + 1) % 15]} if n % 4 == 0 else
                     ({logins[n % 15]} if n % 4 != 3 else set()))
        if asg:
            e.append(f":issue/assignees {refs('u-' + x for x in asg)}")
        ms = [k for k, m in enumerate(MILESTONES) if m[0] == repo]
        if ms and n % 3 != 2:
            e.append(f":issue/milestone {s('m' + str(ms[n % len(ms)]))}")
        if n % 6 == 1:
            e.append(f":issue/span [{n % 10 - 2} :{['days', 'weeks', 'sprints'][n % 3]}]")
        cs = []
        for k in range(n % 4 if n % 10 != 7 else 0):
            cid += 1
            cs.append(f"c{cid}")
            comments.append((f"c{cid}", n, k))
        if cs:
            e.append(f":issue/comments {refs(cs)}")
        ents.append(e)
        for c, nn, k in [x for x in comments if x[1] == n]:
            ce = [f":db/id {s(c)}", f":comment/body {s(BODIES[(nn + k * 3) % len(BODIES)])}",
                  f":comment/votes {(nn * 3 + k * 5) % 9 - 2}",
                  f":comment/at {inst(2023 + (nn + k) % 3, 1 + (nn + k) % 12, 1 + (nn * k) % 28, 10 + k)}"]
            if (nn + k) % 5 != 4:
                ce.append(f":comment/author {s('u-' + logins[(nn + k * 4) % 16])}")
            ents.append(ce)
    # epic tree: issues whose parent is an earlier issue of the same repo
    by_repo = {}
    for iid, repo, num in issues:
        by_repo.setdefault(repo, []).append(iid)
    for repo in sorted(by_repo):
        lst = by_repo[repo]
        for k, iid in enumerate(lst):
            if k > 0 and k % 3 != 0:
                ents.append([f":db/id {s(iid)}", f":issue/parent {s(lst[(k - 1) // 2])}"])
    # blocks graph with a cycle and a self-loop
    BLOCKS = {"i0": ["i1", "i2"], "i1": ["i3"], "i3": ["i0"], "i2": ["i5", "i7"], "i5": ["i5"],
              "i10": ["i11"], "i11": ["i12"], "i12": ["i13"], "i20": ["i21", "i22", "i23"], "i23": ["i20"],
              "i40": ["i41"], "i41": ["i40"], "i50": ["i51"]}
    for iid in sorted(BLOCKS, key=lambda x: int(x[1:])):
        ents.append([f":db/id {s(iid)}", f":issue/blocks {refs(BLOCKS[iid])}"])
    # commits: a DAG per repo
    last = {}
    shas = []
    for c in range(90):
        repo = repo_slugs[(c * 5) % 8]
        sha = f"{(c * 2654435761) % (16 ** 10):010x}"
        shas.append(sha)
        e = [f":db/id {s('k' + str(c))}", f":commit/sha {s(sha)}", f":commit/repo {s('r-' + repo)}",
             f":commit/message {s(MSGS[c % len(MSGS)])}", f":commit/additions {(c * 31) % 400}",
             f":commit/deletions {(c * 17) % 150}", f":commit/at {inst(2020 + c % 6, 1 + c % 12, 1 + (c * 3) % 28, c % 24, c % 60, c % 60)}",
             f":commit/verified {b(c % 4 != 1)}"]
        if c % 8 != 7:
            e.append(f":commit/author {s('u-' + logins[(c * 3) % 16])}")
        if c % 6 != 5:
            e.append(f":commit/score {round(((c * 29) % 200) / 10 - 5, 1)!r}")
        ps = []
        if repo in last:
            ps.append(last[repo][-1])
            if c % 10 == 3 and len(last[repo]) > 2:
                ps.append(last[repo][-3])
        if ps:
            e.append(f":commit/parents {refs(ps)}")
        fx = [iid for iid, r, num in issues if r == repo][c % 4: c % 4 + (c % 3)]
        if fx:
            e.append(f":commit/fixes {refs(fx)}")
        ents.append(e)
        last.setdefault(repo, []).append('k' + str(c))
    # releases
    RELS = [("acme/core", "v2.5.0", "Bug fixes", 12, 1234567, [2, 5, 0]),
            ("acme/core", "v2.5.1", "Security patch 🔒", 3, 98765432109876543210, [2, 5, 1]),
            ("acme/cli", "cli-1.0.0", "First release", 40, 0, [1, 0, 0]),
            ("acme/web", "web-3.12.4", "", 0, 77, [3, 12, 4]),
            ("acme/app", "app-1.4.0", None, None, None, [1, 4, 0]),
            ("forks/core-x", "x-2.5.1-1", "Fork of v2.5.1", 1, -5, [2, 5, 1, 1])]
    for k, (repo, tag, text, lines, dl, semver) in enumerate(RELS):
        e = [f":db/id {s('rel' + str(k))}", f":release/repo {s('r-' + repo)}", f":release/tag {s(tag)}",
             f":release/semver [{' '.join(str(x) for x in semver)}]"]
        if dl is not None:
            e.append(f":release/downloads {dl}N")
        if text is not None:
            e.append(f":release/notes {s('rn' + str(k))}")
        ents.append(e)
        if text is not None:
            ents.append([f":db/id {s('rn' + str(k))}", f":notes/text {s(text)}", f":notes/lines {lines}"])
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
