#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 63rd unseen parity corpus.

A CRM ported from Datomic: users (sales reps; string e-mail identity, a
manager graph with a 2-cycle and a self-loop, bigdec quotas), accounts
(string e-mail identity, uuid unique value, a parent tree with a cycle and
a self-loop, keyword tier, bigint revenue, long employees, double score,
cardinality-many contacts, keyword tags and string notes, a component
address with a homogeneous double tuple), contacts (string e-mail identity,
a unique-value phone), deals (stage as a ref to an enum ident entity
`:deal.stage/won` …, a composite `:db/tupleAttrs [:deal/account
:deal/name]` identity, bigdec amounts, long units, double probability,
cardinality-many notes and tags, component line items, a heterogeneous
`:db/tupleTypes` meta tuple), activities (uuid identity, instants, an enum
kind). Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:stage/order {:db/valueType :db.type/long}
 :stage/label {:db/valueType :db.type/string}
 :kind/label {:db/valueType :db.type/string}
 :user/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :user/name {:db/valueType :db.type/string}
 :user/active {:db/valueType :db.type/boolean}
 :user/quota {:db/valueType :db.type/bigdec}
 :user/manager {:db/valueType :db.type/ref}
 :user/level {:db/valueType :db.type/long}
 :account/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :account/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :account/name {:db/valueType :db.type/string}
 :account/parent {:db/valueType :db.type/ref}
 :account/tier {:db/valueType :db.type/keyword}
 :account/revenue {:db/valueType :db.type/bigint}
 :account/employees {:db/valueType :db.type/long}
 :account/score {:db/valueType :db.type/double}
 :account/owner {:db/valueType :db.type/ref}
 :account/contacts {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :account/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :account/notes {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :account/address {:db/valueType :db.type/ref :db/isComponent true}
 :account/created {:db/valueType :db.type/instant}
 :account/active {:db/valueType :db.type/boolean}
 :address/street {:db/valueType :db.type/string}
 :address/city {:db/valueType :db.type/string}
 :address/geo {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :contact/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :contact/phone {:db/valueType :db.type/string :db/unique :db.unique/value}
 :contact/name {:db/valueType :db.type/string}
 :contact/age {:db/valueType :db.type/long}
 :contact/vip {:db/valueType :db.type/boolean}
 :deal/name {:db/valueType :db.type/string}
 :deal/account {:db/valueType :db.type/ref}
 :deal/account+name {:db/valueType :db.type/tuple :db/tupleAttrs [:deal/account :deal/name] :db/unique :db.unique/identity}
 :deal/stage {:db/valueType :db.type/ref}
 :deal/amount {:db/valueType :db.type/bigdec}
 :deal/units {:db/valueType :db.type/long}
 :deal/prob {:db/valueType :db.type/double}
 :deal/owner {:db/valueType :db.type/ref}
 :deal/notes {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :deal/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :deal/closed {:db/valueType :db.type/instant}
 :deal/lines {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :deal/meta {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long :db.type/string]}
 :line/sku {:db/valueType :db.type/string}
 :line/qty {:db/valueType :db.type/long}
 :line/price {:db/valueType :db.type/bigdec}
 :activity/id {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :activity/deal {:db/valueType :db.type/ref}
 :activity/contact {:db/valueType :db.type/ref}
 :activity/kind {:db/valueType :db.type/ref}
 :activity/at {:db/valueType :db.type/instant}
 :activity/minutes {:db/valueType :db.type/long}
 :activity/done {:db/valueType :db.type/boolean}
 :activity/subject {:db/valueType :db.type/string}}
"""

STAGES = [("lead", 1, "Lead"), ("qualified", 2, "Qualified"), ("proposal", 3, "Proposal"),
          ("won", 4, "Closed Won"), ("lost", 5, "Closed Lost")]
KINDS = [("call", "Call"), ("email", "E-mail"), ("meeting", "Meeting"), ("demo", "")]
USERS = ["alice", "bob", "carol", "dmitri", "eve", "françois", "grace", "hiro"]
TIERS = ["gold", "silver", "bronze", "platinum"]
ATAGS = ["enterprise", "smb", "churn-risk", "partner", "public-sector", "startup"]
DTAGS = ["renewal", "upsell", "new-logo", "discount", "urgent"]
CITIES = ["Berlin", "São Paulo", "東京", "New York", "", "Zürich", "Lagos"]
ANAMES = ["Acme", "Globex", "Initech", "Umbrella", "Hooli", "Stark", "Wayne", "Tyrell", "Cyberdyne",
          "Soylent", "Wonka", "Vandelay", "Pied Piper", "Aperture", "Black Mesa", "Oscorp", "Nakatomi",
          "Gringotts", "Monarch", "Ñandú SA", "Ωmega", "Zeta", "Yoyodyne", "Xanadu", "Weyland",
          "Virtucon", "Duff", "Krusty", "Sirius", "Tessier"]


def s(x):
    return '"' + x.replace('\\', '\\\\').replace('"', '\\"') + '"'


def b(x):
    return "true" if x else "false"


def uuid(prefix, n):
    return f'#uuid "{prefix}-0000-4000-8000-{n:012d}"'


def inst(y, mo, d, h=0, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def main():
    ents = []
    for (k, o, lab) in STAGES:
        ents.append([f":db/ident :deal.stage/{k}", f":stage/order {o}", f":stage/label {s(lab)}"])
    for (k, lab) in KINDS:
        ents.append([f":db/ident :activity.kind/{k}", f":kind/label {s(lab)}"])
    # users: manager graph: bob,carol -> alice; alice -> dmitri; dmitri -> alice (2-cycle); eve -> eve (self-loop)
    mgr = {"bob": "alice", "carol": "alice", "alice": "dmitri", "dmitri": "alice", "eve": "eve",
           "françois": "bob", "grace": "françois"}
    quotas = ["100000.00M", "75000.50M", "0.00M", "-10.5M", "250000M", "75000.50M", "1E+3M", None]
    for i, u in enumerate(USERS):
        e = [f":db/id {s('u-' + u)}", f":user/email {s(u + '@crm.test')}", f":user/name {s(u.capitalize())}",
             f":user/level {i % 4}"]
        if i != 7:
            e.append(f":user/active {b(i % 3 != 2)}")
        if quotas[i]:
            e.append(f":user/quota {quotas[i]}")
        if u in mgr:
            e.append(f":user/manager {s('u-' + mgr[u])}")
        ents.append(e)
    # contacts
    NC = 60
    for c in range(NC):
        e = [f":db/id {s('c' + str(c))}", f":contact/email {s(f'contact{c}@ex.test')}",
             f":contact/name {s(['Ann', 'Björn', 'Chloé', 'Dev', 'Ewa', '李', ''][c % 7] + ' ' + str(c))}"]
        if c % 5 != 4:
            e.append(f":contact/phone {s('+1-555-' + str(1000 + c))}")
        if c % 6 != 5:
            e.append(f":contact/age {[0, 25, 31, 47, 58, -1, 64, 39][c % 8]}")
        e.append(f":contact/vip {b(c % 4 == 0)}")
        ents.append(e)
    # accounts
    NA = 30
    parent = {}
    for a in range(1, NA):
        if a < 6:
            parent[a] = 0
        elif a < 20:
            parent[a] = 1 + (a % 5)
        elif a < 26:
            parent[a] = 6 + (a % 7)
    parent[27] = 28
    parent[28] = 27  # cycle
    parent[29] = 29  # self-loop
    for a in range(NA):
        nm = ANAMES[a]
        e = [f":db/id {s('a' + str(a))}", f":account/email {s('hq@' + nm.lower().replace(' ', '') + '.test')}",
             f":account/name {s(nm)}", f":account/uuid {uuid('aaaaaaaa', a)}",
             f":account/tier :{TIERS[a % 4]}", f":account/employees {[0, 12, 250, 5000, -3, 88, 1200][a % 7]}",
             f":account/created {inst(2015 + a % 10, 1 + a % 12, 1 + (a * 3) % 28, a % 24, (a * 7) % 60)}"]
        if a % 8 != 7:
            e.append(f":account/revenue {[0, 1000000, 250000000000000000000, -5, 42, 999999999999][a % 6]}N")
        if a % 9 != 8:
            e.append(f":account/score {[0.0, 1.5, -2.25, 99.9, 0.1, 3.0][a % 6]!r}")
        if a % 10 != 9:
            e.append(f":account/owner {s('u-' + USERS[a % len(USERS)])}")
        if a in parent:
            e.append(f":account/parent {s('a' + str(parent[a]))}")
        e.append(f":account/active {b(a % 5 != 3)}")
        cs = [c for c in range(NC) if c % NA == a or (c * 7) % NA == a]
        if cs and a % 11 != 10:
            e.append(f":account/contacts [{' '.join(s('c' + str(c)) for c in cs)}]")
        tg = [ATAGS[(a + k) % len(ATAGS)] for k in range(a % 4)]
        if tg:
            e.append(f":account/tags [{' '.join(':' + t for t in tg)}]")
        nt = [["key account", "renewal in Q3", "", "ünïcödé note"][(a + k) % 4] for k in range(a % 3)]
        if nt:
            e.append(f":account/notes [{' '.join(s(x) for x in sorted(set(nt)))}]")
        if a % 6 != 5:
            e.append(f":account/address {{:address/street {s(str(a) + ' Main St')} :address/city {s(CITIES[a % len(CITIES)])} "
                     f":address/geo [{[0.0, 52.52, -23.55, 35.68][a % 4]!r} {[0.0, 13.4, -46.63, 139.69][(a + 1) % 4]!r}]}}")
        ents.append(e)
    # deals
    ND = 80
    amounts = ["1000.00M", "2500.50M", "0M", "-100.00M", "99999.99M", "1000.00M", "12.5M", "750M"]
    for d in range(ND):
        a = (d * 7) % NA
        nm = f"Deal {d % 25}" if d % 13 != 0 else ""
        if d == 0:
            nm = "Deal 0"
        e = [f":db/id {s('d' + str(d))}", f":deal/name {s(nm)}", f":deal/account {s('a' + str(a))}"]
        if d % 17 != 16:
            e.append(f":deal/stage :deal.stage/{STAGES[(d * 3) % 5][0]}")
        if d % 9 != 8:
            e.append(f":deal/amount {amounts[d % len(amounts)]}")
        e.append(f":deal/units {[0, 1, 5, 10, -2, 100, 3][d % 7]}")
        if d % 7 != 6:
            e.append(f":deal/prob {[0.0, 0.25, 0.5, 0.75, 1.0, 0.1][d % 6]!r}")
        if d % 11 != 10:
            e.append(f":deal/owner {s('u-' + USERS[(d * 3) % len(USERS)])}")
        if (d * 3) % 5 in (3, 4):
            e.append(f":deal/closed {inst(2022 + d % 4, 1 + d % 12, 1 + d % 28, d % 24)}")
        nt = sorted(set(["call back", "sent quote", "", "négociation"][(d + k) % 4] for k in range(d % 3)))
        if nt:
            e.append(f":deal/notes [{' '.join(s(x) for x in nt)}]")
        tg = [DTAGS[(d + k * 2) % len(DTAGS)] for k in range(d % 3)]
        if tg:
            e.append(f":deal/tags [{' '.join(':' + t for t in sorted(set(tg)))}]")
        if d % 4 != 3:
            e.append(f":deal/meta [:{['web', 'referral', 'event'][d % 3]} {d * 10 - 50} {s(['', 'EMEA', 'APAC', 'AMER'][d % 4])}]")
        ls = []
        for l in range(d % 4):
            ls.append(f"{{:line/sku {s(f'SKU-{(d + l) % 9}')} :line/qty {[1, 0, 5, 20][(d + l) % 4]} "
                      f":line/price {['9.99M', '0.00M', '100M', '49.50M'][(d * l) % 4]}}}")
        if ls:
            e.append(f":deal/lines [{' '.join(ls)}]")
        ents.append(e)
    # activities
    NACT = 150
    for i in range(NACT):
        d = (i * 11) % ND
        e = [f":activity/id {uuid('bbbbbbbb', i)}", f":activity/deal {s('d' + str(d))}",
             f":activity/kind :activity.kind/{KINDS[i % 4][0]}",
             f":activity/at {inst(2023 + i % 3, 1 + (i * 5) % 12, 1 + i % 28, (i * 3) % 24, (i * 13) % 60)}",
             f":activity/done {b(i % 3 != 0)}"]
        if i % 4 != 3:
            e.append(f":activity/contact {s('c' + str((i * 7) % NC))}")
        if i % 5 != 4:
            e.append(f":activity/minutes {[0, 15, 30, 45, 60, 90][i % 6]}")
        if i % 6 != 5:
            e.append(f":activity/subject {s(['Intro', 'Follow-up', 'Démo', '', 'Pricing'][i % 5])}")
        ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
