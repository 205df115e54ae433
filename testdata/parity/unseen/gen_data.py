#!/usr/bin/env python3
"""Writes schema.edn and data.edn: a small, deterministic dataset written for
the unseen-corpus parity check (people, companies, projects). Not derived
from any other test data in this repository."""
import random, os
HERE = os.path.dirname(os.path.abspath(__file__))
r = random.Random(20261126)
SCHEMA = """{:person/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :person/name {:db/valueType :db.type/string}
 :person/age {:db/valueType :db.type/long}
 :person/height {:db/valueType :db.type/double}
 :person/active {:db/valueType :db.type/boolean}
 :person/born {:db/valueType :db.type/instant}
 :person/role {:db/valueType :db.type/keyword}
 :person/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :person/friend {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :person/manager {:db/valueType :db.type/ref}
 :person/employer {:db/valueType :db.type/ref}
 :company/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :company/city {:db/valueType :db.type/string}
 :company/founded {:db/valueType :db.type/long}
 :project/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :project/budget {:db/valueType :db.type/double}
 :project/members {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :project/owner {:db/valueType :db.type/ref}
 :project/labels {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}}
"""
FIRST = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ines", "Jo", "Kai", "Lu"]
LAST = ["Moss", "Nash", "Orr", "Pike", "Quade", "Roe", "Shaw"]
CITIES = ["Oslo", "Lima", "Pune", "Kyiv", "Baku"]
ROLES = [":eng", ":ops", ":sales", ":mgmt"]
TAGS = ["rust", "clj", "ops", "ml", "db", "web"]
LABELS = [":alpha", ":beta", ":ga", ":internal"]
out = []
for i in range(8):
    out.append('{:db/id "c%d" :company/name "Co%d" :company/city "%s" :company/founded %d}'
               % (i, i, CITIES[i % 5], 1990 + 3 * i))
N = 60
for i in range(N):
    f = ['{:db/id "p%d"' % i, ':person/email "u%d@ex.org"' % i,
         ':person/name "%s %s"' % (FIRST[i % 12], LAST[i % 7]),
         ':person/age %d' % (18 + (i * 7) % 50)]
    if i % 4 != 0:
        f.append(':person/height %s' % repr(round(1.5 + r.random() * 0.5, 3)))
    f.append(':person/active %s' % ("true" if i % 3 else "false"))
    if i % 5 != 1:
        f.append(':person/born #inst "%04d-%02d-%02dT%02d:00:00.000-00:00"'
                 % (1960 + i % 40, 1 + i % 12, 1 + i % 28, i % 24))
    f.append(':person/role %s' % ROLES[i % 4])
    tags = sorted(set(r.sample(TAGS, i % 3)))
    if tags:
        f.append(':person/tags [%s]' % " ".join('"%s"' % t for t in tags))
    fr = sorted(set(r.randrange(N) for _ in range(i % 4)) - {i})
    if fr:
        f.append(':person/friend [%s]' % " ".join('"p%d"' % j for j in fr))
    if i >= 6:
        f.append(':person/manager "p%d"' % (i // 6 - 1 if i >= 12 else i % 6))
    if i % 7 != 3:
        f.append(':person/employer "c%d"' % (i % 8))
    out.append(" ".join(f) + "}")
for i in range(20):
    f = ['{:db/id "j%d"' % i, ':project/code "PRJ-%03d"' % i]
    if i % 6 != 5:
        f.append(':project/budget %s' % repr(round(1000 + r.random() * 9000, 2)))
    mem = sorted(set(r.randrange(N) for _ in range(1 + i % 5)))
    f.append(':project/members [%s]' % " ".join('"p%d"' % j for j in mem))
    f.append(':project/owner "c%d"' % (i % 8))
    labs = sorted(set(r.sample(LABELS, i % 3)))
    if labs:
        f.append(':project/labels [%s]' % " ".join(labs))
    out.append(" ".join(f) + "}")
open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(out) + "]\n")
