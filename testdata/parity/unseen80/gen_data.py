#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen80 parity corpus.

A software dependency graph: licences (keyword idents), maintainers
(unique-value e-mail, unicode names, long karma incl. 0 and negatives),
packages (string identity names incl. an empty and a unicode one, long and
bigint download counts, keyword ecosystems, cardinality-many tags and
maintainers), versions (ref to the package, semver strings, release
instants, yanked booleans, double vulnerability scores incl. 0.0 and
negatives, bigdec sizes, uuid checksum identity, a composite
[:ver/pkg :ver/semver] identity, a homogeneous long tuple [major minor
patch], a heterogeneous [keyword long] tuple, a component changelog) and
dependency refs between versions forming a deep DAG within each of 25
ecosystems (deps only to lower-numbered versions), plus a few cycles,
self-loops, dev-dependencies and cross-ecosystem links. Deterministic.
"""
import os, random

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(80)

SCHEMA = """{:lic/name {:db/valueType :db.type/string}
 :lic/osi {:db/valueType :db.type/boolean}
 :m/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :m/name {:db/valueType :db.type/string}
 :m/karma {:db/valueType :db.type/long}
 :pkg/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :pkg/eco {:db/valueType :db.type/keyword}
 :pkg/downloads {:db/valueType :db.type/long}
 :pkg/total {:db/valueType :db.type/bigint}
 :pkg/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :pkg/maintainers {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :pkg/deprecated {:db/valueType :db.type/boolean}
 :ver/pkg {:db/valueType :db.type/ref}
 :ver/semver {:db/valueType :db.type/string}
 :ver/key {:db/valueType :db.type/tuple :db/tupleAttrs [:ver/pkg :ver/semver] :db/unique :db.unique/identity}
 :ver/triple {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :ver/meta {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :ver/released {:db/valueType :db.type/instant}
 :ver/yanked {:db/valueType :db.type/boolean}
 :ver/score {:db/valueType :db.type/double}
 :ver/size {:db/valueType :db.type/bigdec}
 :ver/checksum {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :ver/license {:db/valueType :db.type/ref}
 :ver/deps {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :ver/devdeps {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :ver/changelog {:db/valueType :db.type/ref :db/isComponent true}
 :cl/text {:db/valueType :db.type/string}
 :cl/lines {:db/valueType :db.type/long}}
"""

LICS = [("mit", "MIT", True), ("apache2", "Apache-2.0", True), ("gpl3", "GPL-3.0", True),
        ("bsd3", "BSD-3-Clause", True), ("prop", "Proprietary", False), ("unlicense", "", False)]
ECOS = ["npm", "pypi", "crates", "maven", "gems"]
NECO, PER_ECO = 25, 100          # 25 clusters of 100 versions = 2500 versions
NPKG = 700
NM = 150


def edn_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    out = []
    for k, n, osi in LICS:
        out.append("{:db/ident :lic/%s :lic/name %s :lic/osi %s}" % (k, edn_str(n), "true" if osi else "false"))
    names = ["Ada", "Björk", "Zoë", "李雷", "Иван", "", "Åsa", "Ωmega", "O'Neil", "Émile"]
    for m in range(NM):
        parts = ["{:db/id \"m%d\"" % m, ":m/name %s" % edn_str(names[m % len(names)] + ("" if m < 10 else str(m)))]
        if m % 13 != 5:
            parts.append(":m/email %s" % edn_str("dev%d@example.org" % m))
        parts.append(":m/karma %d" % ((m * 37) % 200 - 50))
        out.append(" ".join(parts) + "}")
    # packages; package p belongs to cluster p % NECO
    pkgnames = []
    for p in range(NPKG):
        if p == 0:
            nm = ""
        elif p == 1:
            nm = "ünïcødé-pkg"
        elif p == 2:
            nm = "left-pad"
        else:
            nm = "pkg-%03d" % p
        pkgnames.append(nm)
        parts = ["{:db/id \"p%d\"" % p, ":pkg/name %s" % edn_str(nm),
                 ":pkg/eco :%s" % ECOS[(p % NECO) % len(ECOS)]]
        if p % 11 != 3:
            parts.append(":pkg/downloads %d" % (0 if p % 50 == 7 else (p * 7919) % 1000003 - (500 if p % 97 == 1 else 0)))
        if p % 4 == 0:
            parts.append(":pkg/total %dN" % ((p * 1234567891) % 10**12 * (10**8 if p % 40 == 0 else 1)))
        tags = sorted({["util", "cli", "web", "crypto", "", "日本"][(p * k) % 6] for k in range(1, 1 + p % 4)})
        if tags:
            parts.append(":pkg/tags [%s]" % " ".join(edn_str(t) for t in tags))
        ms = sorted({(p * 3 + k * 17) % NM for k in range(p % 3)})
        if ms:
            parts.append(":pkg/maintainers [%s]" % " ".join('"m%d"' % m for m in ms))
        if p % 17 == 0:
            parts.append(":pkg/deprecated %s" % ("true" if p % 34 == 0 else "false"))
        out.append(" ".join(parts) + "}")
    # versions: cluster c holds versions v with v // PER_ECO == c; index i within cluster
    pk_by_cluster = {c: [p for p in range(NPKG) if p % NECO == c] for c in range(NECO)}
    seen_key = set()
    nv = NECO * PER_ECO
    for v in range(nv):
        c, i = divmod(v, PER_ECO)
        pks = pk_by_cluster[c]
        p = pks[(i * 7) % len(pks)]
        major, minor, patch = i % 4, (i * 3) % 10, (v * 13) % 7
        sv = "%d.%d.%d" % (major, minor, patch)
        while (p, sv) in seen_key:
            patch += 7
            sv = "%d.%d.%d" % (major, minor, patch)
        if i % 29 == 3:
            sv2 = sv + "-rc.1"
            if (p, sv2) not in seen_key:
                sv = sv2
        seen_key.add((p, sv))
        parts = ["{:db/id \"v%d\"" % v, ":ver/pkg \"p%d\"" % p, ":ver/semver %s" % edn_str(sv),
                 ":ver/triple [%d %d %d]" % (major, minor, -1 if i % 31 == 7 else patch),
                 ":ver/checksum #uuid \"%08x-0000-4000-8000-%012x\"" % (c, v)]
        day = 1 + (v * 7) % 28
        mon = 1 + (v * 5) % 12
        yr = 2010 + (v % 15)
        parts.append(":ver/released #inst \"%04d-%02d-%02dT%02d:00:00.000-00:00\"" % (yr, mon, day, v % 24))
        if i % 9 == 4:
            parts.append(":ver/yanked true")
        elif i % 9 == 5:
            parts.append(":ver/yanked false")
        if v % 2 == 0:
            parts.append(":ver/score %r" % ([0.0, -1.5, 9.8, 7.25, 3.3333333333, 5.0][v % 6] if v % 12 else 0.0))
        if v % 3 == 0:
            parts.append(":ver/size %s" % ["0M", "12.50M", "1024.000M", "-3.5M", "99999999.99M"][v % 5])
        if v % 5 != 4:
            parts.append(":ver/license :lic/%s" % LICS[v % len(LICS)][0])
        if v % 5 == 1:
            parts.append(":ver/meta [:%s %d]" % (["stable", "beta", "alpha"][v % 3], (v % 11) - 3))
        # deps: within cluster, to lower indices (a DAG of depth ~ PER_ECO/3)
        deps = set()
        if i > 0:
            deps.add(c * PER_ECO + i - 1 - (i * 5) % min(i, 3))
            for k in range(R.randint(0, 3)):
                deps.add(c * PER_ECO + R.randrange(0, i))
        if i == 50 and c % 5 == 0:
            deps.add(c * PER_ECO + 90)     # a cycle 90 -> ... -> 50 -> 90
        if i == 20 and c % 6 == 1:
            deps.add(v)                     # self-loop
        if i == 0 and c > 0 and c % 4 == 0:
            deps.add((c - 1) * PER_ECO + 99)  # cross-cluster link
        if deps:
            parts.append(":ver/deps [%s]" % " ".join('"v%d"' % d for d in sorted(deps)))
        if i % 10 == 6 and i > 10:
            parts.append(":ver/devdeps [\"v%d\" \"v%d\"]" % (v - 10, v - 3))
        if v % 20 == 0:
            parts.append(":ver/changelog {:cl/text %s :cl/lines %d}" % (edn_str(["", "fix", "Ünïcode fix", "breaking"][v % 4]), v % 7))
        out.append(" ".join(parts) + "}")
    open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
    open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(out) + "]\n")


if __name__ == "__main__":
    main()
