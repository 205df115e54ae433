#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen61 parity corpus: a package
registry (packages with scoped/unicode identity names, users, versions with
a [long long long] semver tuple, a composite [:ver/pkg :ver/string] key,
a version dependency graph with cycles, a self-dependency and diamonds,
component requirement entities with optional/dev booleans). Deterministic.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:pkg/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :pkg/rid {:db/valueType :db.type/long :db/unique :db.unique/value}
 :pkg/license {:db/valueType :db.type/keyword}
 :pkg/keywords {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :pkg/downloads {:db/valueType :db.type/bigint}
 :pkg/weekly {:db/valueType :db.type/long}
 :pkg/score {:db/valueType :db.type/double}
 :pkg/deprecated {:db/valueType :db.type/boolean}
 :pkg/maintainers {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :pkg/created {:db/valueType :db.type/instant}
 :pkg/latest {:db/valueType :db.type/ref}
 :pkg/alias-of {:db/valueType :db.type/ref}
 :pkg/readme {:db/valueType :db.type/ref :db/isComponent true}
 :pkg/sponsor {:db/valueType :db.type/bigdec}
 :pkg/scope {:db/valueType :db.type/string}
 :readme/text {:db/valueType :db.type/string}
 :readme/bytes {:db/valueType :db.type/long}
 :user/login {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :user/uid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :user/emails {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :user/karma {:db/valueType :db.type/long}
 :user/verified {:db/valueType :db.type/boolean}
 :user/mentor {:db/valueType :db.type/ref}
 :user/joined {:db/valueType :db.type/instant}
 :ver/pkg {:db/valueType :db.type/ref}
 :ver/string {:db/valueType :db.type/string}
 :ver/key {:db/valueType :db.type/tuple :db/tupleAttrs [:ver/pkg :ver/string] :db/unique :db.unique/identity}
 :ver/semver {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :ver/deps {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :ver/requires {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :ver/published {:db/valueType :db.type/instant}
 :ver/yanked {:db/valueType :db.type/boolean}
 :ver/checksum {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :ver/size {:db/valueType :db.type/long}
 :ver/downloads {:db/valueType :db.type/bigint}
 :ver/rating {:db/valueType :db.type/double}
 :ver/fee {:db/valueType :db.type/bigdec}
 :ver/tag {:db/valueType :db.type/keyword}
 :ver/engine {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :req/target {:db/valueType :db.type/ref}
 :req/range {:db/valueType :db.type/string}
 :req/optional {:db/valueType :db.type/boolean}
 :req/dev {:db/valueType :db.type/boolean}}
"""

USERS = [("alice", ["alice@ex.org", "a@alt.io"], 120, True, None),
         ("bob", ["bob@ex.org"], 0, False, "alice"),
         ("carol", ["carol@ex.org", "c@alt.io", "carol+npm@ex.org"], -5, True, "dave"),
         ("dave", [], 42, None, "carol"),
         ("émile", ["emile@ex.fr"], 7, True, "émile"),
         ("佐藤", ["sato@ex.jp"], 300, True, "alice"),
         ("", ["anon@ex.org"], 1, False, None),
         ("zoë", ["zoe@ex.org", "zoe@alt.io"], 55, False, "bob")]

# name, license, keywords, downloads(bigint), weekly, score, deprecated, maintainers, sponsor, readme, versions
P = [
 ("left-pad", "MIT", ["string", "pad"], 99999999999, 5000, 0.9, True, ["alice"], "0.00", ("Pads left", 9), ["1.0.0", "1.1.0", "1.3.0"]),
 ("lodash", "MIT", ["util", "fp"], 123456789012345, 90000, 0.99, False, ["alice", "bob"], "1500.50", ("Utility lib", 11), ["3.10.1", "4.17.20", "4.17.21"]),
 ("react", "MIT", ["ui", "view"], 5000000000, 80000, 0.97, False, ["carol"], "2500.00", ("UI ⚛", 6), ["16.14.0", "17.0.2", "18.2.0", "19.0.0-rc"]),
 ("react-dom", "MIT", ["ui", "dom"], 4000000000, 70000, 0.96, False, ["carol"], None, None, ["17.0.2", "18.2.0"]),
 ("@babel/core", "MIT", ["compiler"], 3000000000, 60000, 0.95, False, ["dave", "bob"], "10.10", ("Babel", 5), ["7.0.0", "7.22.5"]),
 ("@babel/parser", "MIT", ["compiler", "parser"], 2900000000, 59000, 0.94, False, ["dave"], None, None, ["7.0.0", "7.22.5"]),
 ("@babel/types", "MIT", ["compiler"], 2800000000, 58000, 0.93, False, ["dave"], None, None, ["7.22.5"]),
 ("express", "MIT", ["http", "server"], 900000000, 30000, 0.92, False, ["bob"], "99.99", ("Fast web", 8), ["4.18.2", "5.0.0"]),
 ("debug", "MIT", ["log"], 1200000000, 40000, 0.8, False, ["bob", "zoë"], None, ("", 0), ["2.6.9", "4.3.4"]),
 ("ms", "MIT", ["time"], 1100000000, 39000, 0.7, False, ["zoë"], None, None, ["2.0.0", "2.1.3"]),
 ("chalk", "MIT", ["color", "terminal"], 800000000, 25000, 0.85, False, ["émile"], "0.01", ("Colors 🎨", 10), ["2.4.2", "4.1.2", "5.3.0"]),
 ("ansi-styles", "MIT", ["color"], 790000000, 24000, 0.6, False, ["émile"], None, None, ["3.2.1", "4.3.0"]),
 ("supports-color", "MIT", ["color", "terminal"], 780000000, 23000, 0.6, False, ["émile"], None, None, ["5.5.0", "7.2.0"]),
 ("has-flag", "MIT", ["cli"], 770000000, 22000, 0.5, False, ["émile"], None, None, ["3.0.0", "4.0.0"]),
 ("cycle-a", "ISC", ["test"], 10, 1, 0.1, False, ["zoë"], None, None, ["1.0.0"]),
 ("cycle-b", "ISC", ["test"], 10, 1, 0.1, False, ["zoë"], None, None, ["1.0.0"]),
 ("cycle-c", "ISC", ["test"], 10, 1, 0.1, False, ["zoë"], None, None, ["1.0.0"]),
 ("selfish", "Unlicense", ["test"], 0, 0, 0.0, False, ["bob"], None, None, ["0.0.1"]),
 ("diamond-top", "Apache-2.0", ["test"], 5, 0, 0.25, False, ["alice"], "-3.50", None, ["1.0.0"]),
 ("diamond-left", "Apache-2.0", [], 5, 0, 0.25, False, ["alice"], None, None, ["1.0.0"]),
 ("diamond-right", "Apache-2.0", [], 5, 0, 0.25, False, ["alice"], None, None, ["1.0.0"]),
 ("diamond-base", "Apache-2.0", ["test"], 5, 0, 0.25, False, ["alice"], None, None, ["1.0.0", "2.0.0"]),
 ("@ünï/cödé", "BSD-3-Clause", ["unicode", "ü"], 77, 3, -0.5, False, ["émile", "佐藤"], None, ("Ünïcödé ✓", 12), ["0.1.0"]),
 ("日本語-pkg", "MIT", ["i18n"], 12345, 12, 0.33, False, ["佐藤"], "1000", ("日本", 6), ["1.0.0", "1.0.1"]),
 ("@scope/empty", "UNLICENSED", [], 0, 0, 0.0, True, [], None, None, []),
 ("typescript", "Apache-2.0", ["compiler", "types"], 6000000000, 85000, 0.98, False, ["carol", "dave"], "5000.00", ("TS", 2), ["4.9.5", "5.0.4", "5.4.5"]),
 ("tslib", "0BSD", ["types"], 5900000000, 84000, 0.9, False, ["carol"], None, None, ["2.6.2"]),
 ("old-thing", "GPL-3.0", ["legacy"], 12, -1, -1.0, True, ["bob"], None, None, ["0.9.9", "0.10.0", "0.2.0"]),
 ("webpack", "MIT", ["bundler"], 2000000000, 50000, 0.91, False, ["alice", "carol", "zoë"], "750.25", ("Bundles", 7), ["4.46.0", "5.88.2"]),
 ("app", "MIT", ["private"], 1, 1, 0.5, False, ["alice"], None, ("My app", 6), ["0.1.0", "1.0.0"]),
]
ALIAS = {"lodash": "lodash", "left-pad": "lodash", "ms": "debug", "debug": "ms"}
LICENSE_NONE = {"@scope/empty"}  # will still have a license
# dependency edges: (pkg, ver) -> [(pkg, ver, range, optional, dev)]
D = {
 ("left-pad", "1.3.0"): [],
 ("lodash", "4.17.21"): [],
 ("lodash", "4.17.20"): [],
 ("react", "16.14.0"): [("lodash", "4.17.20", "^4.17.0", False, False)],
 ("react", "17.0.2"): [("lodash", "4.17.21", "^4.17.0", False, False)],
 ("react", "18.2.0"): [("tslib", "2.6.2", "^2", True, False)],
 ("react", "19.0.0-rc"): [("react", "18.2.0", ">=18", False, True)],
 ("react-dom", "17.0.2"): [("react", "17.0.2", "17.0.2", False, False), ("lodash", "4.17.21", "^4", False, False)],
 ("react-dom", "18.2.0"): [("react", "18.2.0", "^18.2.0", False, False), ("debug", "4.3.4", "*", True, True)],
 ("@babel/core", "7.22.5"): [("@babel/parser", "7.22.5", "^7.22.5", False, False), ("@babel/types", "7.22.5", "^7.22.5", False, False), ("debug", "4.3.4", "^4.1.0", False, False), ("typescript", "5.0.4", "^5", False, True)],
 ("@babel/core", "7.0.0"): [("@babel/parser", "7.0.0", "7.0.0", False, False), ("debug", "2.6.9", "^2", False, False)],
 ("@babel/parser", "7.22.5"): [("@babel/types", "7.22.5", "^7.22.5", False, False)],
 ("@babel/types", "7.22.5"): [("@babel/parser", "7.22.5", "^7.22.5", False, True)],
 ("express", "4.18.2"): [("debug", "2.6.9", "2.6.9", False, False), ("ms", "2.0.0", "2.0.0", False, False)],
 ("express", "5.0.0"): [("debug", "4.3.4", "^4.3.4", False, False), ("typescript", "5.4.5", "^5.4", False, True)],
 ("debug", "2.6.9"): [("ms", "2.0.0", "2.0.0", False, False)],
 ("debug", "4.3.4"): [("ms", "2.1.3", "2.1.2", False, False), ("supports-color", "7.2.0", "*", True, False)],
 ("chalk", "2.4.2"): [("ansi-styles", "3.2.1", "^3.2.1", False, False), ("supports-color", "5.5.0", "^5.3.0", False, False)],
 ("chalk", "4.1.2"): [("ansi-styles", "4.3.0", "^4.1.0", False, False), ("supports-color", "7.2.0", "^7.1.0", False, False)],
 ("chalk", "5.3.0"): [],
 ("supports-color", "5.5.0"): [("has-flag", "3.0.0", "^3.0.0", False, False)],
 ("supports-color", "7.2.0"): [("has-flag", "4.0.0", "^4.0.0", False, False)],
 ("cycle-a", "1.0.0"): [("cycle-b", "1.0.0", "1", False, False)],
 ("cycle-b", "1.0.0"): [("cycle-c", "1.0.0", "1", False, False)],
 ("cycle-c", "1.0.0"): [("cycle-a", "1.0.0", "1", False, False), ("left-pad", "1.3.0", "^1", True, False)],
 ("selfish", "0.0.1"): [("selfish", "0.0.1", "*", False, False)],
 ("diamond-top", "1.0.0"): [("diamond-left", "1.0.0", "1", False, False), ("diamond-right", "1.0.0", "1", False, False)],
 ("diamond-left", "1.0.0"): [("diamond-base", "1.0.0", "^1", False, False)],
 ("diamond-right", "1.0.0"): [("diamond-base", "2.0.0", "^2", False, False), ("diamond-base", "1.0.0", "^1", True, True)],
 ("@ünï/cödé", "0.1.0"): [("日本語-pkg", "1.0.1", "~1.0.0", False, False), ("chalk", "5.3.0", "^5", False, False)],
 ("日本語-pkg", "1.0.1"): [("@ünï/cödé", "0.1.0", "0.1.0", True, False)],
 ("typescript", "5.4.5"): [],
 ("typescript", "5.0.4"): [("tslib", "2.6.2", "^2.6", False, False)],
 ("tslib", "2.6.2"): [],
 ("old-thing", "0.10.0"): [("old-thing", "0.9.9", "0.9.9", False, False), ("left-pad", "1.0.0", "1.0.0", False, False)],
 ("webpack", "5.88.2"): [("@babel/core", "7.22.5", "^7", False, True), ("chalk", "4.1.2", "^4", False, False), ("typescript", "5.0.4", "^5", True, True), ("tslib", "2.6.2", "^2", False, False)],
 ("webpack", "4.46.0"): [("chalk", "2.4.2", "^2", False, False), ("lodash", "4.17.20", "^4", False, False)],
 ("app", "1.0.0"): [("react-dom", "18.2.0", "^18", False, False), ("react", "18.2.0", "^18", False, False), ("express", "5.0.0", "^5", False, False), ("webpack", "5.88.2", "^5", False, True), ("diamond-top", "1.0.0", "^1", False, False), ("@ünï/cödé", "0.1.0", "*", True, False)],
 ("app", "0.1.0"): [("left-pad", "1.1.0", "^1.1", False, False), ("cycle-a", "1.0.0", "*", False, False)],
}
for _i in range(20):
    P.append((f"pkg-{_i:02d}", ["MIT", "ISC", "Apache-2.0", "BSD-3-Clause"][_i % 4], [f"k{_i % 5}", "gen"] if _i % 3 else [],
              10 ** (_i % 13) + _i, _i * 100 - 300, round(_i / 20.0, 3), _i % 7 == 6, [["alice", "bob", "carol", "zoë"][_i % 4]] if _i % 5 else [],
              None if _i % 4 else f"{_i}.{_i:02d}", None, ["1.0.0", "1.1.0", "2.0.0"] if _i % 4 else ["0.0.0", "10.2.3"]))
    _vs = ["1.0.0", "1.1.0", "2.0.0"] if _i % 4 else ["0.0.0", "10.2.3"]
    for _k, _v in enumerate(_vs):
        _n = _i + 1
        _ds = []
        if _n < 20:
            _nv = (["1.0.0", "1.1.0", "2.0.0"] if _n % 4 else ["0.0.0", "10.2.3"])[min(_k, 1)]
            _ds.append((f"pkg-{_n:02d}", _nv, "^" + _nv, _k == 2, False))
        if _i % 6 == 5 and _k == 0:
            _ds.append((f"pkg-{_i - 5:02d}", "1.0.0" if (_i - 5) % 4 else "0.0.0", "*", False, False))
        if _i % 4 == 1:
            _ds.append(("lodash", "4.17.21", "^4", False, _k == 1))
        if _i == 19:
            _ds.append(("pkg-19", "1.0.0", "*", False, False))
        D[(f"pkg-{_i:02d}", _v)] = _ds
YANKED = {("left-pad", "1.1.0"), ("react", "19.0.0-rc"), ("old-thing", "0.2.0"), ("lodash", "3.10.1")}
TAGS = ["latest", "beta", "next", "legacy"]


def s(x):
    return '"' + x.replace('\\', '\\\\').replace('"', '\\"') + '"'


def inst(k):
    y = 2010 + k % 15
    return f'#inst "{y:04d}-{1 + k % 12:02d}-{1 + (k * 7) % 28:02d}T{(k * 5) % 24:02d}:{(k * 13) % 60:02d}:00.000-00:00"'


def uuid(a, b):
    return f'#uuid "{a:08x}-0000-4000-8000-{b:012x}"'


def semver(v):
    core = v.split("-")[0]
    return [int(x) for x in core.split(".")]


def main():
    ents = []
    for i, (u, ems, karma, ver, mentor) in enumerate(USERS):
        e = [f":db/id {s('u-' + u)}", f":user/login {s(u)}", f":user/uid {uuid(0xabc, i + 1)}",
             f":user/karma {karma}", f":user/joined {inst(i * 3 + 1)}"]
        if ems:
            e.append(f":user/emails [{' '.join(s(x) for x in ems)}]")
        if ver is not None:
            e.append(f":user/verified {'true' if ver else 'false'}")
        if mentor is not None:
            e.append(f":user/mentor {s('u-' + mentor)}")
        ents.append(e)
    vk = 0
    for i, (name, lic, kws, dl, wk, sc, dep, mts, sp, rd, vers) in enumerate(P):
        e = [f":db/id {s('p-' + name)}", f":pkg/name {s(name)}", f":pkg/rid {1000 + i * 7}",
             f":pkg/license :{lic}", f":pkg/downloads {dl}N", f":pkg/weekly {wk}", f":pkg/score {sc!r}",
             f":pkg/deprecated {'true' if dep else 'false'}", f":pkg/created {inst(i * 11 + 2)}"]
        if kws:
            e.append(f":pkg/keywords [{' '.join(s(x) for x in kws)}]")
        if mts:
            e.append(f":pkg/maintainers [{' '.join(s('u-' + m) for m in mts)}]")
        if sp is not None:
            e.append(f":pkg/sponsor {sp}M")
        if rd is not None:
            e.append(f":pkg/readme {{:readme/text {s(rd[0])} :readme/bytes {rd[1]}}}")
        if name.startswith("@"):
            e.append(f":pkg/scope {s(name.split('/')[0])}")
        if name in ALIAS:
            e.append(f":pkg/alias-of {s('p-' + ALIAS[name])}")
        if vers:
            good = [v for v in vers if (name, v) not in YANKED]
            lat = max(good or vers, key=semver)
            e.append(f":pkg/latest {s('v-' + name + '@' + lat)}")
        ents.append(e)
        for j, v in enumerate(vers):
            vk += 1
            sv = semver(v)
            ve = [f":db/id {s('v-' + name + '@' + v)}", f":ver/pkg {s('p-' + name)}", f":ver/string {s(v)}",
                  f":ver/semver [{' '.join(str(x) for x in sv)}]", f":ver/published {inst(vk * 5 + 3)}",
                  f":ver/checksum {uuid(0x5eed, vk)}", f":ver/size {(vk * 3571) % 90000 - (1000 if vk % 13 == 0 else 0)}",
                  f":ver/downloads {(dl // (j + 2)) if vk % 9 else 0}N"]
            if (name, v) in YANKED:
                ve.append(":ver/yanked true")
            elif vk % 4 == 0:
                ve.append(":ver/yanked false")
            if vk % 5 != 3:
                ve.append(f":ver/rating {round(((vk * 37) % 50) / 10.0 - (0.5 if vk % 7 == 0 else 0.0), 2)!r}")
            if vk % 3 == 0:
                ve.append(f":ver/fee {['0.00', '1.50', '-2.25', '10', '0.10'][vk % 5]}M")
            ve.append(f":ver/tag :{TAGS[vk % 4] if '-' not in v else 'next'}")
            if vk % 6 != 5:
                ve.append(f":ver/engine [:{['node', 'deno', 'bun'][vk % 3]} {[14, 16, 18, 20, 0][vk % 5]}]")
            deps = D.get((name, v), [])
            if deps:
                ve.append(f":ver/deps [{' '.join(s('v-' + t + '@' + tv) for t, tv, *_ in deps)}]")
                reqs = []
                for t, tv, rng, opt, dev in deps:
                    reqs.append(f"{{:req/target {s('v-' + t + '@' + tv)} :req/range {s(rng)} :req/optional {'true' if opt else 'false'} :req/dev {'true' if dev else 'false'}}}")
                ve.append(f":ver/requires [{' '.join(reqs)}]")
            ents.append(ve)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
