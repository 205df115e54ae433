#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 48th unseen parity corpus.

A project-management tool: projects (a string key identity, a uuid
identity, a keyword unique-value code, bigdec budgets, active flags,
start instants), users (an e-mail identity, a unique-value handle,
unicode names, bigdec rates, bigint karma), sprints (a name identity,
start/end instants, a project), tasks (a composite :db/tupleAttrs
[:task/project :task/no] identity, titles incl. empty and unicode,
keyword priorities, double estimates incl. 0.0 and negative, long story
points incl. 0, due instants, done flags, cardinality-many assignees and
keyword labels, a dependency graph with a 3-cycle and a self-loop, a
homogeneous long tuple board position, a [keyword long string] meta tuple
by :db/tupleTypes, component subtasks nested two levels with a
:task/parent back ref), and time logs (long minutes incl. 0, bigdec
billable amounts incl. 0M and negative). Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:project/key {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :project/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :project/code {:db/valueType :db.type/keyword :db/unique :db.unique/value}
 :project/name {:db/valueType :db.type/string}
 :project/budget {:db/valueType :db.type/bigdec}
 :project/active {:db/valueType :db.type/boolean}
 :project/started {:db/valueType :db.type/instant}
 :project/lead {:db/valueType :db.type/ref}
 :user/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :user/handle {:db/valueType :db.type/string :db/unique :db.unique/value}
 :user/name {:db/valueType :db.type/string}
 :user/rate {:db/valueType :db.type/bigdec}
 :user/karma {:db/valueType :db.type/bigint}
 :user/active {:db/valueType :db.type/boolean}
 :user/manager {:db/valueType :db.type/ref}
 :user/skills {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :sprint/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :sprint/project {:db/valueType :db.type/ref}
 :sprint/start {:db/valueType :db.type/instant}
 :sprint/end {:db/valueType :db.type/instant}
 :sprint/goal {:db/valueType :db.type/string}
 :sprint/seq {:db/valueType :db.type/long}
 :task/project {:db/valueType :db.type/ref}
 :task/no {:db/valueType :db.type/long}
 :task/key {:db/valueType :db.type/tuple :db/tupleAttrs [:task/project :task/no] :db/unique :db.unique/identity}
 :task/title {:db/valueType :db.type/string}
 :task/priority {:db/valueType :db.type/keyword}
 :task/estimate {:db/valueType :db.type/double}
 :task/points {:db/valueType :db.type/long}
 :task/due {:db/valueType :db.type/instant}
 :task/done {:db/valueType :db.type/boolean}
 :task/assignees {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :task/labels {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :task/deps {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :task/sprint {:db/valueType :db.type/ref}
 :task/pos {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :task/meta {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long :db.type/string]}
 :task/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :task/subtasks {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :task/parent {:db/valueType :db.type/ref}
 :log/task {:db/valueType :db.type/ref}
 :log/user {:db/valueType :db.type/ref}
 :log/minutes {:db/valueType :db.type/long}
 :log/billable {:db/valueType :db.type/bigdec}
 :log/at {:db/valueType :db.type/instant}
 :log/note {:db/valueType :db.type/string}}
"""

PROJECTS = [  # key, code, name, budget, active, started, lead
    ("APOLLO", "apollo", "Apollo Relaunch", "250000.00M", "true", "2026-01-05T09:00:00.000-00:00", "ada"),
    ("ZEPHYR", "zephyr", "Zéphyr Mobile", "0M", "true", "2026-02-16T09:00:00.000-00:00", "lin"),
    ("KAIJU", "kaiju", "怪獣 Infra", "-1500.50M", "false", "2025-11-03T09:00:00.000-00:00", "ode"),
    ("EMPTY", "empty", "", "10M", "true", "2026-06-01T00:00:00.000-00:00", None),
]
USERS = [  # id, name, handle, rate, karma, active, manager, skills
    ("ada", "Ada Lovelace", "ada", "120.50M", "1000N", "true", None, ["clj", "rust", "sql"]),
    ("lin", "Lin Wei 林伟", "linw", "95.00M", "250N", "true", "ada", ["kotlin", "ui"]),
    ("ode", "Ødegaard Ø", "ode", "110M", "-5N", "true", "ada", ["rust", "ops"]),
    ("bob", "Bob", "bob", "0M", "0N", "false", "lin", []),
    ("cai", "Cái Nguyễn", "cai", "80.25M", "12345678901234567890N", "true", "lin", ["ui", "qa"]),
    ("dee", "", "dee", "60M", "7N", "true", "ode", ["qa"]),
    ("eve", "Eve Müller", "eve", "99.99M", "42N", "true", "eve", ["sql", "ops", "clj"]),
    ("fay", "Fay 🚀", "fay", "75.5M", "3N", "false", "ode", ["rust"]),
    ("gus", "Gus", "gus", "130M", "99N", "true", None, ["clj"]),
    ("hal", "Hal", "hal", "45M", "1N", "true", "gus", []),
]
SPRINTS = [  # name, project, seq, start, end, goal
    ("APOLLO-S1", "APOLLO", 1, "2026-01-05", "2026-01-19", "Foundations"),
    ("APOLLO-S2", "APOLLO", 2, "2026-01-19", "2026-02-02", "Auth & billing"),
    ("APOLLO-S3", "APOLLO", 3, "2026-02-02", "2026-02-16", ""),
    ("ZEPHYR-S1", "ZEPHYR", 1, "2026-02-16", "2026-03-02", "MVP"),
    ("ZEPHYR-S2", "ZEPHYR", 2, "2026-03-02", "2026-03-16", "Beta ✨"),
    ("KAIJU-S1", "KAIJU", 1, "2025-11-03", "2025-11-17", "Cluster"),
    ("KAIJU-S2", "KAIJU", 2, "2025-11-17", "2025-12-01", None),
]
PRIOS = ["low", "medium", "high", "critical"]
LABELS = ["bug", "feature", "chore", "ux", "perf", "security", "docs"]
WORDS = ["Login", "Billing", "Search", "Export", "Cache", "Deploy", "Refactor", "Report", "Sync",
         "Onboarding", "Payment", "Dashboard", "Migrate", "Audit", "Notify"]


def s(x):
    return '"' + x + '"'


def inst(d, t="09:00:00.000"):
    return f'#inst "{d}T{t}-00:00"'


def main():
    ents = []
    for k, code, name, budget, active, started, lead in PROJECTS:
        e = [f":db/id {s('p-' + k)}", f":project/key {s(k)}", f":project/code :{code}", f":project/name {s(name)}",
             f":project/budget {budget}", f":project/active {active}", f'#_x :project/started #inst "{started}"'.replace("#_x ", ""),
             f':project/uuid #uuid "5e1f0000-0000-4000-8000-{PROJECTS.index((k, code, name, budget, active, started, lead)):012d}"']
        if lead:
            e.append(f":project/lead {s('u-' + lead)}")
        ents.append(e)
    for uid, name, handle, rate, karma, active, mgr, skills in USERS:
        e = [f":db/id {s('u-' + uid)}", f":user/email {s(uid + '@corp.example')}", f":user/handle {s(handle)}",
             f":user/name {s(name)}", f":user/rate {rate}", f":user/karma {karma}", f":user/active {active}"]
        if mgr:
            e.append(f":user/manager {s('u-' + mgr)}")
        if skills:
            e.append(":user/skills [" + " ".join(":" + x for x in skills) + "]")
        ents.append(e)
    for name, proj, seq, st, en, goal in SPRINTS:
        e = [f":db/id {s('s-' + name)}", f":sprint/name {s(name)}", f":sprint/project {s('p-' + proj)}",
             f":sprint/seq {seq}", f":sprint/start {inst(st, '00:00:00.000')}", f":sprint/end {inst(en, '00:00:00.000')}"]
        if goal is not None:
            e.append(f":sprint/goal {s(goal)}")
        ents.append(e)
    # tasks
    uids = [u[0] for u in USERS]
    task_ids = []
    n = 0
    for pi, (pk, *_rest) in enumerate(PROJECTS):
        count = [22, 16, 12, 0][pi]
        sprints = [x[0] for x in SPRINTS if x[1] == pk]
        for no in range(1, count + 1):
            n += 1
            tid = f"t-{pk}-{no}"
            task_ids.append(tid)
            title = f"{WORDS[(n * 7) % len(WORDS)]} {['API', 'UI', 'job', 'docs', 'tests'][(n + pi) % 5]} #{no}"
            if n == 5:
                title = ""
            if n == 9:
                title = "Ünïcödé ↔ 日本語 title"
            if n == 13:
                title = "  padded title  "
            e = [f":db/id {s(tid)}", f":task/project {s('p-' + pk)}", f":task/no {no}", f":task/title {s(title)}",
                 f':task/uuid #uuid "7a5c0000-0000-4000-8000-{n:012d}"']
            if n % 11 != 10:
                e.append(f":task/priority :{PRIOS[(n * 3 + pi) % 4]}")
            if n % 9 != 8:
                est = [0.5, 1.0, 2.5, 4.0, 8.0, 0.0, 13.25, 3.0][(n * 5) % 8]
                if n == 17:
                    est = -1.5
                e.append(f":task/estimate {est!r}")
            if n % 7 != 6:
                e.append(f":task/points {[1, 2, 3, 5, 8, 13, 0][(n * 3) % 7]}")
            if n % 5 != 4:
                month = 1 + (n * 2) % 6
                day = 1 + (n * 7) % 27
                e.append(f":task/due {inst(f'2026-{month:02d}-{day:02d}', f'{(n % 24):02d}:30:00.000')}")
            e.append(f":task/done {'true' if n % 3 == 0 else 'false'}")
            if n % 6 != 5:
                asg = sorted({uids[(n * 3) % 10], uids[(n * 5 + 1) % 10]} if n % 4 == 0 else {uids[(n * 3) % 10]})
                e.append(":task/assignees [" + " ".join(s('u-' + a) for a in asg) + "]")
            if n % 8 != 7:
                labs = sorted({LABELS[n % 7], LABELS[(n * 2) % 7]} if n % 3 else {LABELS[n % 7]})
                e.append(":task/labels [" + " ".join(":" + l for l in labs) + "]")
            if sprints and n % 10 != 9:
                e.append(f":task/sprint {s('s-' + sprints[no % len(sprints)])}")
            e.append(f":task/pos [{(n % 5) - 1} {-(n % 4) if n % 2 else n % 6}]")
            if n % 4 != 2:
                e.append(f":task/meta [:{['web', 'ios', 'api'][n % 3]} {n * 10 - 50} {s(['alpha', '', 'ω'][n % 3])}]")
            ents.append(e)
    # dependency graph: chains, a 3-cycle, a self-loop
    deps = {
        "t-APOLLO-2": ["t-APOLLO-1"], "t-APOLLO-3": ["t-APOLLO-2"], "t-APOLLO-4": ["t-APOLLO-3", "t-APOLLO-1"],
        "t-APOLLO-5": ["t-APOLLO-4"], "t-APOLLO-8": ["t-APOLLO-5", "t-APOLLO-7"],
        "t-APOLLO-10": ["t-APOLLO-11"], "t-APOLLO-11": ["t-APOLLO-12"], "t-APOLLO-12": ["t-APOLLO-10"],
        "t-APOLLO-15": ["t-APOLLO-15"], "t-APOLLO-16": ["t-APOLLO-15", "t-ZEPHYR-1"],
        "t-ZEPHYR-2": ["t-ZEPHYR-1"], "t-ZEPHYR-3": ["t-ZEPHYR-2"], "t-ZEPHYR-6": ["t-ZEPHYR-3", "t-KAIJU-2"],
        "t-KAIJU-2": ["t-KAIJU-1"], "t-KAIJU-5": ["t-KAIJU-2", "t-KAIJU-3", "t-KAIJU-4"],
    }
    for t, ds in deps.items():
        i = next(i for i, e in enumerate(ents) if e[0] == f":db/id {s(t)}")
        ents[i].append(":task/deps [" + " ".join(s(d) for d in ds) + "]")
    # subtasks (components, nested two levels), with :task/parent back refs
    for q, tid in enumerate(task_ids):
        if q % 4 != 1:
            continue
        subs = []
        for j in range(1 + q % 3):
            sid = f"{tid}-s{j + 1}"
            sub = [f":db/id {s(sid)}", f":task/title {s(f'Sub {j + 1} of {tid[2:]}')}", f":task/parent {s(tid)}",
                   f":task/done {'true' if (q + j) % 2 else 'false'}", f":task/points {(q + j) % 4}"]
            if j == 0 and q % 8 == 1:
                sub.append(":task/estimate 0.25")
            ents.append(sub)
            subs.append(sid)
            if j == 0 and q % 3 == 1:
                ssid = f"{sid}-x"
                ents.append([f":db/id {s(ssid)}", f":task/title {s(f'Leaf of {sid[2:]}')}", f":task/parent {s(sid)}",
                             ":task/done false", ":task/points 1"])
                ents[-2 if False else len(ents) - 2].append(f":task/subtasks [{s(ssid)}]")
        i = next(i for i, e in enumerate(ents) if e[0] == f":db/id {s(tid)}")
        ents[i].append(":task/subtasks [" + " ".join(s(x) for x in subs) + "]")
    # time logs
    k = 0
    for q, tid in enumerate(task_ids):
        for j in range(q % 5):
            k += 1
            u = uids[(q + j * 3) % 10]
            mins = [30, 45, 60, 90, 120, 0, 15, 240][(q * 3 + j) % 8]
            e = [f":db/id {s(f'l{k}')}", f":log/task {s(tid)}", f":log/user {s('u-' + u)}", f":log/minutes {mins}",
                 f":log/at {inst(f'2026-{1 + (q + j) % 4:02d}-{1 + (q * 3 + j * 5) % 28:02d}', f'{8 + j:02d}:15:00.000')}"]
            if k % 6 != 5:
                bill = ["50.00M", "0M", "75.5M", "120.25M", "-12.50M", "33.33M"][(q + j) % 6]
                e.append(f":log/billable {bill}")
            if k % 4 == 0:
                e.append(f":log/note {s(['fixed flaky test', '', 'pair session ☕', 'review'][(k // 4) % 4])}")
            ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")
    print(len(ents), "entities,", sum(len(e) - 1 for e in ents), "attribute entries")


if __name__ == "__main__":
    main()
