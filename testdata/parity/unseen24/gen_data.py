#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the twenty-fourth unseen parity corpus.

A software package registry: maintainers (a string handle identity, a
unique-value e-mail, unicode and empty names, bigdec sponsorship amounts
incl. 0M and negative, long karma incl. 0 and negatives, a backup graph
with a cycle and a self-loop), packages (a string name identity, two with
a :db/ident, cardinality-many keyword licenses and string tags, bigint
download counts, double ratings, instants incl. the epoch and pre-1970, a
dependency graph with diamonds, a 3-cycle, a 2-cycle and a self-dependency,
a component repo, a heterogeneous [keyword long string] badge tuple), and
releases (a homogeneous long tuple version [major minor patch], a composite
:db/tupleAttrs [:rel/package :rel/vstr] identity, yanked flags (some
missing), uuid checksums (identity), double sizes, a prev chain, component
cardinality-many notes). Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:maint/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :maint/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :maint/name {:db/valueType :db.type/string}
 :maint/sponsor {:db/valueType :db.type/bigdec}
 :maint/karma {:db/valueType :db.type/long}
 :maint/joined {:db/valueType :db.type/instant}
 :maint/active {:db/valueType :db.type/boolean}
 :maint/backup {:db/valueType :db.type/ref}
 :maint/langs {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :pkg/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :pkg/kind {:db/valueType :db.type/keyword}
 :pkg/licenses {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :pkg/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :pkg/maintainers {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :pkg/owner {:db/valueType :db.type/ref}
 :pkg/deps {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :pkg/dev-deps {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :pkg/downloads {:db/valueType :db.type/bigint}
 :pkg/stars {:db/valueType :db.type/long}
 :pkg/rating {:db/valueType :db.type/double}
 :pkg/created {:db/valueType :db.type/instant}
 :pkg/deprecated {:db/valueType :db.type/boolean}
 :pkg/homepage {:db/valueType :db.type/string}
 :pkg/repo {:db/valueType :db.type/ref :db/isComponent true}
 :pkg/badge {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long :db.type/string]}
 :repo/url {:db/valueType :db.type/string}
 :repo/host {:db/valueType :db.type/keyword}
 :repo/forks {:db/valueType :db.type/long}
 :rel/package {:db/valueType :db.type/ref}
 :rel/vstr {:db/valueType :db.type/string}
 :rel/key {:db/valueType :db.type/tuple :db/tupleAttrs [:rel/package :rel/vstr] :db/unique :db.unique/identity}
 :rel/version {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :rel/major {:db/valueType :db.type/long}
 :rel/yanked {:db/valueType :db.type/boolean}
 :rel/published {:db/valueType :db.type/instant}
 :rel/checksum {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :rel/size {:db/valueType :db.type/double}
 :rel/prev {:db/valueType :db.type/ref}
 :rel/requires {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :rel/notes {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :note/text {:db/valueType :db.type/string}
 :note/lines {:db/valueType :db.type/long}}
"""

# handle, email, name, sponsor, karma, joined (y,m,d), active, backup, langs
MAINT = [
    ("alice", "alice@example.org", "Alice Ålund", "120.50", 310, (2011, 3, 4), True, "bob", ["clj", "rust"]),
    ("bob", "bob@example.org", "Bob Brown", "0", 45, (2014, 7, 1), True, "alice", ["clj"]),
    ("chen", "chen@example.cn", "陈伟", "1000.00", 980, (2009, 1, 15), True, "chen", ["rust", "go", "c"]),
    ("dana", "dana@example.org", "", "-5.25", -3, (1970, 1, 1), False, None, []),
    ("emre", "emre@example.tr", "Emre Çelik", "12.5", 0, (1969, 12, 31), True, "fatou", ["go"]),
    ("fatou", "fatou@example.sn", "Fatou Diop", "250.00", 120, (2016, 5, 20), None, "gus", ["clj", "py"]),
    ("gus", "gus@example.org", "Gus", "0.01", 7, (2020, 2, 29), True, "emre", ["py"]),
    ("hana", "hana@example.jp", "花子", "75", 510, (1965, 8, 9), True, "chen", ["rust", "clj"]),
    ("ivan", "ivan@example.ru", "Иван", "3.333", -40, (2018, 10, 10), False, "ivan", ["c"]),
    ("jo", "jo@example.org", "Jo", "99.99", 99, (2022, 12, 1), True, None, ["py", "go"]),
    ("kofi", "kofi@example.gh", "Kofi Mensah", "0.00", 250, (2013, 6, 6), True, "alice", ["clj"]),
    ("lena", "lena@example.de", "Lena Groß", "1500", 640, (2010, 4, 1), True, "kofi", ["rust"]),
]

# name, kind, licenses, tags, maintainers, owner, deps, dev-deps, downloads, stars, rating, created, deprecated, homepage, repo, badge, ident
PKGS = [
    ("core", "lib", ["mit"], ["base", "stable"], ["alice", "bob"], "alice", [], [], 9000000000, 1200, 4.8, (2009, 2, 1), False, "https://core.dev", ("github", 340), ("ci", 98, "green"), "reg/core"),
    ("util", "lib", ["mit", "apache-2"], ["base"], ["alice"], "alice", ["core"], ["testkit"], 5400000, 800, 4.5, (2010, 6, 1), False, None, ("github", 120), ("ci", 95, "green"), "reg/util"),
    ("json", "lib", ["apache-2"], ["format", "stable"], ["bob", "chen"], "bob", ["core", "util"], ["testkit"], 3200000, 640, 4.6, (2011, 1, 9), False, "https://json.dev", ("github", 75), ("ci", 90, "green"), None),
    ("http", "lib", ["apache-2"], ["net"], ["chen"], "chen", ["util", "json", "async"], ["testkit", "mock"], 2100000, 510, 4.2, (2012, 3, 3), False, None, ("gitlab", 60), ("cov", 81, "yellow"), None),
    ("async", "lib", ["epl-1"], ["concurrency"], ["chen", "lena"], "lena", ["core"], [], 1500000, 300, 4.0, (2012, 9, 9), False, None, ("github", 44), None, None),
    ("web", "framework", ["mit"], ["net", "web"], ["fatou"], "fatou", ["http", "json", "log", "router"], ["testkit"], 900000, 420, 3.9, (2015, 5, 5), False, "https://web.example", ("github", 90), ("ci", 70, "red"), None),
    ("router", "lib", ["mit"], ["web"], ["fatou", "gus"], "fatou", ["util", "web"], [], 450000, 150, 3.5, (2016, 1, 1), False, None, ("github", 12), None, None),
    ("log", "lib", ["mit", "bsd-3"], ["base", "ops"], ["kofi"], "kofi", ["core", "fmt"], [], 4000000, 330, 4.4, (2011, 11, 11), False, None, ("sourcehut", 8), ("ci", 99, "green"), None),
    ("fmt", "lib", ["bsd-3"], ["format"], ["kofi"], "kofi", ["log"], [], 3900000, 100, 4.1, (2011, 11, 12), False, None, None, None, None),
    ("testkit", "tool", ["epl-1", "mit"], ["test"], ["hana"], "hana", ["core", "mock"], [], 2500000, 260, 4.3, (2013, 2, 2), False, None, ("github", 30), ("cov", 100, "green"), None),
    ("mock", "tool", ["epl-1"], ["test"], ["hana"], "hana", ["testkit"], [], 700000, 40, 3.2, (2013, 2, 3), False, None, None, None, None),
    ("selfish", "lib", ["unlicense"], ["weird"], ["ivan"], "ivan", ["selfish", "core"], [], 12, 1, 1.0, (1970, 1, 1), True, "", ("github", 0), ("ci", 0, ""), None),
    ("ouro", "lib", [], ["weird"], ["ivan", "dana"], "ivan", ["boros"], [], 0, 0, 0.0, (1969, 7, 20), True, None, None, None, None),
    ("boros", "lib", [], ["weird"], ["dana"], "dana", ["ouro"], [], 0, -2, -1.5, (1968, 5, 1), None, None, None, None, None),
    ("cli", "app", ["gpl-3"], ["ops", "cli"], ["jo"], "jo", ["util", "fmt", "log"], ["testkit"], 60000, 75, 3.7, (2019, 4, 4), False, "https://cli.example", ("codeberg", 5), ("ci", 88, "green"), None),
    ("db", "lib", ["apache-2", "mit"], ["storage"], ["lena", "chen"], "lena", ["core", "async", "json", "pool"], ["mock"], 1800000, 700, 4.7, (2014, 8, 8), False, "https://db.dev", ("github", 200), ("ci", 97, "green"), None),
    ("pool", "lib", ["apache-2"], ["storage", "concurrency"], ["lena"], "lena", ["async", "core"], [], 1700000, 90, 4.0, (2014, 8, 1), False, None, None, None, None),
    ("orm", "framework", ["gpl-3", "mit"], ["storage"], ["gus", "jo"], "gus", ["db", "json", "log"], ["testkit", "mock"], 300000, 210, 3.0, (2017, 7, 7), False, None, ("gitlab", 17), ("cov", 65, "red"), None),
    ("émoji-kit", "lib", ["mit"], ["fun", "unicode"], ["emre"], "emre", ["fmt"], [], 54321, 512, 4.9, (2021, 3, 14), False, "https://😀.example", ("github", 3), None, None),
    ("日本語", "lib", ["mit"], ["unicode"], ["hana"], "hana", ["fmt", "util"], [], 8080, 33, 4.2, (2018, 8, 18), False, None, None, None, None),
    ("a", "lib", ["cc0"], [], ["gus"], "gus", [], [], 1, 0, 2.5, (2023, 1, 1), False, None, None, None, None),
    ("z-app", "app", ["proprietary"], ["cli"], ["jo", "emre"], "jo", ["cli", "web", "orm", "a"], [], 100, 3, 2.0, (2024, 2, 2), False, None, None, ("ci", -1, "grey"), None),
    ("metrics", "lib", ["mit"], ["ops"], ["kofi", "lena"], None, ["log", "http", "pool"], ["mock"], 220000, 88, 3.8, (2016, 6, 6), False, None, ("github", 22), None, None),
    ("lonely", "lib", ["mit"], [], [], None, [], [], 0, 0, 0.0, (2020, 1, 1), False, None, None, None, None),
    ("legacy", "lib", ["gpl-2"], ["old"], ["dana"], "dana", ["core"], [], 777, 5, 1.9, (1999, 9, 9), True, None, None, None, None),
    ("plugin", "tool", ["mit"], ["web"], ["fatou"], "fatou", ["web", "router"], [], 33000, 18, 3.3, (2019, 9, 9), False, None, None, None, None),
]

# releases per package: list of (version, yanked, size)
import random
rnd = random.Random(24)


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
    for i, (h, em, nm, sp, karma, joined, active, backup, langs) in enumerate(MAINT):
        e = [f":db/id {s('m-' + h)}", f":maint/handle {s(h)}", f":maint/email {s(em)}",
             f":maint/name {s(nm)}", f":maint/sponsor {sp}M", f":maint/karma {karma}",
             f":maint/joined {inst(*joined, 12, i)}"]
        if active is not None:
            e.append(f":maint/active {b(active)}")
        if langs:
            e.append(":maint/langs [" + " ".join(":" + l for l in langs) + "]")
        ents.append(e)
    # backups after all maintainers exist (tempids resolve within one tx anyway)
    for (h, _, _, _, _, _, _, backup, _) in MAINT:
        if backup:
            ents.append([f":db/id {s('m-' + h)}", f":maint/backup {s('m-' + backup)}"])
    for i, (nm, kind, lic, tags, ms, owner, deps, dev, dl, stars, rating, created, depr, home, repo, badge, ident) in enumerate(PKGS):
        e = [f":db/id {s('p-' + nm)}", f":pkg/name {s(nm)}", f":pkg/kind :{kind}",
             f":pkg/downloads {dl}N", f":pkg/stars {stars}", f":pkg/rating {rating!r}",
             f":pkg/created {inst(*created)}"]
        if ident:
            e.append(f":db/ident :{ident}")
        if lic:
            e.append(":pkg/licenses [" + " ".join(":license/" + l for l in lic) + "]")
        if tags:
            e.append(f":pkg/tags {refs(tags)}")
        if ms:
            e.append(f":pkg/maintainers {refs(['m-' + m for m in ms])}")
        if owner:
            e.append(f":pkg/owner {s('m-' + owner)}")
        if deps:
            e.append(f":pkg/deps {refs(['p-' + d for d in deps])}")
        if dev:
            e.append(f":pkg/dev-deps {refs(['p-' + d for d in dev])}")
        if depr is not None:
            e.append(f":pkg/deprecated {b(depr)}")
        if home is not None:
            e.append(f":pkg/homepage {s(home)}")
        if repo:
            host, forks = repo
            e.append(f":pkg/repo {{:repo/url {s('https://' + host + '.example/' + nm)} :repo/host :{host} :repo/forks {forks}}}")
        if badge:
            k, n, c = badge
            e.append(f":pkg/badge [:{k} {n} {s(c)}]")
        ents.append(e)
    # releases
    rid = 0
    for pi, p in enumerate(PKGS):
        nm = p[0]
        if nm == "lonely":
            continue
        n = 1 + (pi * 7) % 8
        major, minor, patch = (0 if pi % 3 == 0 else 1), 0, 0
        prev = None
        y0 = p[11][0]
        for k in range(n):
            step = (pi + k) % 5
            if k > 0:
                if step == 0:
                    major, minor, patch = major + 1, 0, 0
                elif step in (1, 3):
                    minor, patch = minor + 1, 0
                else:
                    patch += 1
            v = f"{major}.{minor}.{patch}"
            rid += 1
            tid = f"r-{nm}-{v}"
            e = [f":db/id {s(tid)}", f":rel/package {s('p-' + nm)}", f":rel/vstr {s(v)}",
                 f":rel/version [{major} {minor} {patch}]", f":rel/major {major}",
                 f':rel/checksum #uuid "{rid:08x}-0000-4000-8000-{(pi * 131 + k):012x}"',
                 f":rel/size {round(10.0 + ((rid * 37) % 500) / 4.0, 2)!r}",
                 f":rel/published {inst(max(y0, 1960) + k, 1 + (rid % 12), 1 + (rid % 28), rid % 24, rid % 60)}"]
            if rid % 7 == 3:
                e.append(":rel/yanked true")
            elif rid % 5 != 0:
                e.append(":rel/yanked false")
            if prev:
                e.append(f":rel/prev {s(prev)}")
            req = [d for j, d in enumerate(p[6]) if (j + k) % 2 == 0 or k == n - 1]
            if req:
                e.append(f":rel/requires {refs(['p-' + d for d in req])}")
            if rid % 3 == 0:
                notes = [f"{{:note/text {s('fix ' + str(rid))} :note/lines {rid % 17}}}"]
                if rid % 6 == 0:
                    notes.append(f"{{:note/text {s('')} :note/lines 0}}")
                e.append(":rel/notes [" + " ".join(notes) + "]")
            ents.append(e)
            prev = tid
    # a zero-size release, and an epoch-published one
    ents.append([':db/id "r-a-0.0.0"', ':rel/package "p-a"', ':rel/vstr "0.0.0"', ":rel/version [0 0 0]", ":rel/major 0",
                 ':rel/checksum #uuid "00000000-0000-4000-8000-000000000000"', ":rel/size 0.0",
                 f":rel/published {inst(1970, 1, 1)}", ":rel/yanked true"])
    ents.append([':db/id "r-legacy-0.9.0"', ':rel/package "p-legacy"', ':rel/vstr "0.9.0"', ":rel/version [0 9 0]", ":rel/major 0",
                 ':rel/checksum #uuid "ffffffff-0000-4000-8000-000000000001"', ":rel/size -1.0",
                 f":rel/published {inst(1962, 6, 30, 23, 59, 59)}"])
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
