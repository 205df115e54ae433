#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen92 parity corpus (deterministic):
an access-control service (users, nested groups with one cycle, inheriting roles,
permissions, denials, resources, sessions, audit events)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:user/login {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :user/id {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :user/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :user/display {:db/valueType :db.type/string}
 :user/active {:db/valueType :db.type/boolean}
 :user/quota {:db/valueType :db.type/long}
 :user/score {:db/valueType :db.type/double}
 :user/balance {:db/valueType :db.type/bigdec}
 :user/created {:db/valueType :db.type/instant}
 :user/groups {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :user/roles {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :user/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :user/manager {:db/valueType :db.type/ref}
 :user/profile {:db/valueType :db.type/ref :db/isComponent true}
 :profile/bio {:db/valueType :db.type/string}
 :profile/lang {:db/valueType :db.type/keyword}
 :group/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :group/parents {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :group/roles {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :group/level {:db/valueType :db.type/long}
 :role/name {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :role/inherits {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :role/rank {:db/valueType :db.type/long}
 :perm/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :perm/role {:db/valueType :db.type/ref}
 :perm/action {:db/valueType :db.type/keyword}
 :perm/resource {:db/valueType :db.type/string}
 :perm/priority {:db/valueType :db.type/long}
 :deny/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :deny/user {:db/valueType :db.type/ref}
 :deny/group {:db/valueType :db.type/ref}
 :deny/action {:db/valueType :db.type/keyword}
 :deny/resource {:db/valueType :db.type/string}
 :deny/until {:db/valueType :db.type/instant}
 :res/path {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :res/owner {:db/valueType :db.type/ref}
 :res/size {:db/valueType :db.type/bigint}
 :res/sensitivity {:db/valueType :db.type/long}
 :res/labels {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :session/id {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :session/user {:db/valueType :db.type/ref}
 :session/start {:db/valueType :db.type/instant}
 :session/end {:db/valueType :db.type/instant}
 :session/ip {:db/valueType :db.type/string}
 :session/mfa {:db/valueType :db.type/boolean}
 :audit/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :audit/user {:db/valueType :db.type/ref}
 :audit/action {:db/valueType :db.type/keyword}
 :audit/resource {:db/valueType :db.type/string}
 :audit/at {:db/valueType :db.type/instant}
 :audit/ok {:db/valueType :db.type/boolean}
 :audit/latency {:db/valueType :db.type/double}
 :audit/session {:db/valueType :db.type/ref}}
"""

DISPLAY = ["Ada Lovelace", "Zoë Ångström", "", "李雷", "Ωmega", " padded ", "Émile", "Søren", "O'Brien",
           "Müller", "😀 Smiley", "ALLCAPS", "lower", "Dvořák", "Łukasz", "İpek", "Ñandú", "tab\there", "x", "Yusuf"]
GROUPS = ["everyone", "staff", "eng", "eng-backend", "eng-frontend", "ops", "sre", "finance", "audit",
          "ring-a", "ring-b", "ring-c", "contractors", "admins"]
# parents: a DAG plus the cycle ring-a -> ring-b -> ring-c -> ring-a
PARENTS = {"staff": ["everyone"], "eng": ["staff"], "eng-backend": ["eng"], "eng-frontend": ["eng"],
           "ops": ["staff"], "sre": ["ops", "eng-backend"], "finance": ["staff"], "audit": ["finance", "ops"],
           "ring-a": ["ring-b", "contractors"], "ring-b": ["ring-c"], "ring-c": ["ring-a"],
           "contractors": ["everyone"], "admins": ["sre"]}
ROLES = ["viewer", "commenter", "editor", "publisher", "deployer", "operator", "auditor", "accountant", "admin", "guest"]
INHERITS = {"commenter": ["viewer"], "editor": ["commenter"], "publisher": ["editor"], "deployer": ["viewer"],
            "operator": ["deployer", "viewer"], "auditor": ["viewer"], "accountant": ["auditor"],
            "admin": ["publisher", "operator", "accountant"]}
RANK = {r: i * 10 - 20 for i, r in enumerate(ROLES)}
GROUP_ROLES = {"everyone": ["guest"], "staff": ["viewer"], "eng": ["commenter"], "eng-backend": ["deployer"],
               "eng-frontend": ["editor"], "ops": ["operator"], "sre": [], "finance": ["accountant"],
               "audit": ["auditor"], "ring-a": ["commenter"], "ring-b": [], "ring-c": ["deployer"],
               "contractors": ["guest"], "admins": ["admin"]}
ACTIONS = ["read", "comment", "write", "publish", "deploy", "restart", "export", "delete"]
RESOURCES = ["/docs/handbook", "/docs/secret", "/docs/*", "/wiki/home", "/wiki/*", "/svc/api", "/svc/db",
             "/svc/*", "/fin/ledger", "/fin/*", "/", "/ü/ñ", "/docs/", "/svc/api/v2", ""]
PERMS = [  # role, action, resource, priority
    ("guest", "read", "/wiki/home", 1), ("viewer", "read", "/docs/*", 2), ("viewer", "read", "/wiki/*", 2),
    ("commenter", "comment", "/docs/*", 3), ("commenter", "comment", "/wiki/*", 3),
    ("editor", "write", "/docs/handbook", 5), ("editor", "write", "/wiki/*", 5),
    ("publisher", "publish", "/docs/*", 8), ("publisher", "delete", "/docs/handbook", 9),
    ("deployer", "deploy", "/svc/api", 6), ("deployer", "read", "/svc/*", 4),
    ("operator", "restart", "/svc/*", 7), ("operator", "deploy", "/svc/db", 7),
    ("auditor", "read", "/fin/*", 4), ("auditor", "export", "/fin/ledger", -1),
    ("accountant", "write", "/fin/ledger", 6), ("admin", "delete", "/", 10), ("admin", "export", "/ü/ñ", 0),
    ("guest", "read", "", -5), ("viewer", "read", "/docs/secret", 2),
]


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t") + '"'


def inst(y, mo, d, h=0, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def uuid(prefix, i):
    return f'#uuid "{prefix}-0000-4000-8000-{i:012d}"'


def main():
    ents = []
    for r in ROLES:
        ents.append(f'{{:db/id "r-{r}" :role/name :{r} :role/rank {RANK[r]}}}')
    for r, ps in INHERITS.items():
        ents.append(f'{{:db/id "r-{r}" :role/inherits [' + " ".join(f'"r-{p}"' for p in ps) + "]}")
    for i, g in enumerate(GROUPS):
        e = [f':db/id "g-{g}"', f":group/name {s(g)}"]
        if i % 5 != 4:
            e.append(f":group/level {i - 3}")
        if GROUP_ROLES[g]:
            e.append(":group/roles [" + " ".join(f'"r-{r}"' for r in GROUP_ROLES[g]) + "]")
        if g in PARENTS:
            e.append(":group/parents [" + " ".join(f'"g-{p}"' for p in PARENTS[g]) + "]")
        ents.append("{" + " ".join(e) + "}")
    # users
    for i in range(40):
        e = [f':db/id "u{i}"', f':user/login "u{i:02d}"', f":user/id {uuid('aaaaaaaa', i)}",
             f":user/display {s(DISPLAY[i % len(DISPLAY)])}", f":user/active {'false' if i % 6 == 5 else 'true'}",
             f":user/created {inst(2020 + i % 5, 1 + i % 12, 1 + i % 28, i % 24, i % 60)}"]
        if i % 4 != 3:
            e.append(f':user/email "u{i}@corp.example"')
        if i % 7 != 6:
            e.append(f":user/quota {(i * 37) % 200 - 50}")
        if i % 4 != 0:
            e.append(f":user/score {[0.5, -1.25, 3.0, 99.99, 0.0, 2.5e3][i % 6]}")
        if i % 7 != 1:
            e.append(f":user/balance {['10.00', '-3.5', '0', '1234.5678', '7.10'][i % 5]}M")
        gs = sorted({GROUPS[(i * 3) % 14], GROUPS[(i * 5 + 1) % 14]}) if i % 8 != 7 else []
        if i in (0, 1):
            gs = ["admins"] if i == 0 else ["ring-b"]
        if gs:
            e.append(":user/groups [" + " ".join(f'"g-{g}"' for g in gs) + "]")
        if i % 4 == 0:
            e.append(f':user/roles ["r-{ROLES[(i // 4) % 10]}"]')
        e.append(":user/tags [" + " ".join(":" + ["mfa", "remote", "intern", "oncall", "vip"][(i + k) % 5] for k in range(i % 3)) + (" :team/red" if i % 10 == 0 else "") + "]" if i % 3 or i % 10 == 0 else "")
        if i > 0:
            e.append(f':user/manager "u{(i - 1) // 3}"')
        if i % 2 == 0:
            e.append(f":user/profile {{:profile/bio {s(['hi', '', 'Ünïcödé', 'on call'][(i // 2) % 4])} :profile/lang :{['en', 'de', 'zh', 'fr'][i % 4]}}}")
        ents.append("{" + " ".join(x for x in e if x) + "}")
    for k, (r, a, res, pr) in enumerate(PERMS):
        ents.append(f'{{:perm/id "P{k:02d}" :perm/role "r-{r}" :perm/action :{a} :perm/resource {s(res)} :perm/priority {pr}}}')
    # denials: on users and on groups
    DENY = [("u", 2, "write", "/wiki/*"), ("u", 0, "delete", "/"), ("g", "contractors", "read", "/docs/*"),
            ("g", "ring-c", "deploy", "/svc/api"), ("u", 5, "read", "/fin/*"), ("g", "eng-frontend", "write", "/docs/handbook"),
            ("u", 12, "comment", "/docs/*"), ("g", "audit", "export", "/fin/ledger"), ("u", 33, "read", "/wiki/home"),
            ("g", "sre", "restart", "/svc/*")]
    for k, (kind, who, a, res) in enumerate(DENY):
        e = [f':deny/id "D{k}"', f":deny/action :{a}", f":deny/resource {s(res)}"]
        e.append(f':deny/user "u{who}"' if kind == "u" else f':deny/group "g-{who}"')
        if k % 3 == 0:
            e.append(f":deny/until {inst(2026, 1 + k, 1)}")
        ents.append("{" + " ".join(e) + "}")
    for k, p in enumerate(RESOURCES):
        e = [f":res/path {s(p)}", f":res/sensitivity {k % 4 - 1}"]
        if k % 3 != 2:
            e.append(f':res/owner "u{(k * 7) % 40}"')
        if k % 4 != 3:
            e.append(f":res/size {[0, 1024, 9223372036854775808, 77, 5][k % 5]}N")
        if k % 2 == 0:
            e.append(":res/labels [" + " ".join(":" + ["pii", "public", "internal", "legal"][(k + j) % 4] for j in range(1 + k % 3)) + "]")
        ents.append("{" + " ".join(e) + "}")
    for k in range(50):
        e = [f':db/id "s{k}"', f":session/id {uuid('bbbbbbbb', k)}", f':session/user "u{(k * 3) % 40}"',
             f":session/start {inst(2025, 1 + k % 6, 1 + k % 27, k % 24, (k * 7) % 60)}",
             f":session/ip {s(['10.0.0.' + str(k % 9), '192.168.1.1', '::1', ''][k % 4])}",
             f":session/mfa {'true' if k % 3 else 'false'}"]
        if k % 5 != 0:
            e.append(f":session/end {inst(2025, 1 + k % 6, 1 + k % 27, (k % 24), (k * 7) % 60 + (0 if k % 7 == 0 else 0))}".replace(f"T{k % 24:02d}", f"T{min(23, k % 24 + 1 + k % 3):02d}", 1))
        ents.append("{" + " ".join(e) + "}")
    for k in range(150):
        e = [f":audit/id {k * 10 - 100}", f':audit/user "u{(k * 13) % 40}"', f":audit/action :{ACTIONS[k % 8]}",
             f":audit/resource {s(RESOURCES[(k * 5) % len(RESOURCES)])}",
             f":audit/at {inst(2025, 1 + k % 12, 1 + k % 28, k % 24, k % 60)}", f":audit/ok {'false' if k % 4 == 1 else 'true'}"]
        if k % 6 != 3:
            e.append(f":audit/latency {[1.5, 0.25, 12.0, 3.333, -0.0, 250.75][k % 6]}")
        if k % 3 == 0:
            e.append(f':audit/session "s{k % 50}"')
        ents.append("{" + " ".join(e) + "}")
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(ents) + "]\n")
    print(len(ents), "entities")


if __name__ == "__main__":
    main()
