#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the twenty-eighth unseen parity corpus.

An insurance company: adjusters (a mentor graph with a 2-cycle and a
self-loop), holders (string identity ssn, uuid identity, unique-value
e-mail, unicode and empty names, ages incl. 0 and negative), policies (long
identity number incl. 0 and negatives, bigint coverage limits, bigdec
premiums, double risk scores, heterogeneous period tuples [instant instant
keyword], homogeneous long zip tuples, component insured items,
cardinality-many tags), claims (composite [:claim/policy :claim/no]
identity, bigdec amounts, instants, keyword statuses, a referral graph with
a 3-cycle and a self-loop, double fraud scores, some missing attributes).
Deterministic.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:adjuster/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :adjuster/name {:db/valueType :db.type/string}
 :adjuster/region {:db/valueType :db.type/keyword}
 :adjuster/mentor {:db/valueType :db.type/ref}
 :adjuster/rating {:db/valueType :db.type/double}
 :adjuster/senior {:db/valueType :db.type/boolean}
 :holder/ssn {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :holder/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :holder/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :holder/name {:db/valueType :db.type/string}
 :holder/age {:db/valueType :db.type/long}
 :holder/born {:db/valueType :db.type/instant}
 :holder/vip {:db/valueType :db.type/boolean}
 :holder/referrer {:db/valueType :db.type/ref}
 :policy/number {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :policy/holder {:db/valueType :db.type/ref}
 :policy/limit {:db/valueType :db.type/bigint}
 :policy/premium {:db/valueType :db.type/bigdec}
 :policy/risk {:db/valueType :db.type/double}
 :policy/period {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/instant :db.type/instant :db.type/keyword]}
 :policy/zip {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :policy/items {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :policy/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :policy/active {:db/valueType :db.type/boolean}
 :policy/line {:db/valueType :db.type/keyword}
 :item/name {:db/valueType :db.type/string}
 :item/value {:db/valueType :db.type/bigdec}
 :item/kind {:db/valueType :db.type/keyword}
 :claim/policy {:db/valueType :db.type/ref}
 :claim/no {:db/valueType :db.type/long}
 :claim/key {:db/valueType :db.type/tuple :db/tupleAttrs [:claim/policy :claim/no] :db/unique :db.unique/identity}
 :claim/amount {:db/valueType :db.type/bigdec}
 :claim/filed {:db/valueType :db.type/instant}
 :claim/adjuster {:db/valueType :db.type/ref}
 :claim/status {:db/valueType :db.type/keyword}
 :claim/refers {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :claim/fraud {:db/valueType :db.type/double}
 :claim/paid {:db/valueType :db.type/boolean}
 :claim/note {:db/valueType :db.type/string}}
"""

def s(x):
    return '"' + x.replace('\\', '\\\\').replace('"', '\\"') + '"'

ents = []
def ent(d):
    ents.append("{" + " ".join(f"{k} {v}" for k, v in d.items()) + "}")

ADJ = [("A1", "Ada Okafor", ":north", "4.5", True), ("A2", "Bruno Díaz", ":south", "3.0", False),
       ("A3", "Chen Wei 陈伟", ":east", "0.0", True), ("A4", "", ":west", "-1.5", None),
       ("A5", "Élodie Martin", ":north", "5.0", False), ("A6", "Farid Haddad", ":south", None, True),
       ("A7", "Greta Ölund", ":east", "2.25", False)]
for code, n, r, rt, sen in ADJ:
    m = {":db/id": s("a-" + code), ":adjuster/code": s(code), ":adjuster/name": s(n), ":adjuster/region": r}
    if rt is not None:
        m[":adjuster/rating"] = rt
    if sen is not None:
        m[":adjuster/senior"] = "true" if sen else "false"
    ent(m)
for a, b in [("A1", "A2"), ("A2", "A1"), ("A3", "A3"), ("A4", "A1"), ("A5", "A4"), ("A7", "A5")]:
    ent({":db/id": s("a-" + a), ":adjuster/mentor": s("a-" + b)})

NAMES = ["Aiko", "Bjørn", "Carmen", "Dara", "Émile", "Fatima", "Gustav", "Hana", "Ivan", "Jun",
         "Kwame", "Lena", "Miguel", "Noor", "Olu", "Pia", "Qadir", "Rhea", "Sami", "Tove",
         "Ümit", "Vera", "Wang 王", "Xena", "Yara", "Zeynep", "", "Ola 🙂", "Per", "Quinn"]
NH = 36
for i in range(NH):
    name = NAMES[i % 30] + ("" if i < 30 else " II")
    m = {":db/id": s(f"h-{i}"), ":holder/ssn": s(f"{100 + i * 7:03d}-{i:02d}"),
         ":holder/uuid": f'#uuid "c0ffee00-0000-4000-8000-{i:012d}"', ":holder/name": s(name)}
    if i % 7 != 3:
        m[":holder/email"] = s(f"h{i}@ins.example")
    if i % 9 != 5:
        m[":holder/age"] = str([34, 0, 61, 27, -1, 45, 88, 19, 52, 34][i % 10])
    m[":holder/born"] = f'#inst "{1940 + (i * 3) % 70}-{1 + i % 12:02d}-{1 + (i * 5) % 28:02d}T00:00:00.000-00:00"'
    if i % 4 != 2:
        m[":holder/vip"] = "true" if i % 3 == 0 else "false"
    ent(m)
for a, b in [(1, 0), (2, 1), (3, 3), (5, 2), (8, 5), (9, 0), (12, 8), (20, 21), (21, 20)]:
    ent({":db/id": s(f"h-{a}"), ":holder/referrer": s(f"h-{b}")})

NP = 60
LINES = [":auto", ":home", ":life", ":travel", ":pet"]
TAGS = [":new", ":renewal", ":discount", ":flagged", ":bundle"]
POL = []
for k in range(NP):
    num = 5000 + k if k not in (7, 23, 41) else {7: 0, 23: -17, 41: -1}[k]
    m = {":db/id": s(f"p-{k}"), ":policy/number": str(num), ":policy/holder": s(f"h-{(k * 5) % (NH - 2)}"),
         ":policy/line": LINES[k % 5]}
    if k % 11 != 4:
        m[":policy/limit"] = ["100000N", "0N", "250000N", "-1N", "1000000000000000000000N", "50000N"][k % 6]
    m[":policy/premium"] = ["120.50M", "0M", "99.99M", "1500M", "-10.25M", "75.125M", "120.5M"][k % 7]
    if k % 8 != 6:
        m[":policy/risk"] = ["0.25", "0.0", "0.9", "-0.1", "0.5", "1.0", "0.333"][k % 7]
    y = 2020 + k % 5
    m[":policy/period"] = f'[#inst "{y}-{1 + k % 12:02d}-01T00:00:00.000-00:00" #inst "{y + 1 + k % 2}-{1 + k % 12:02d}-01T00:00:00.000-00:00" {[":annual", ":monthly", ":term"][k % 3]}]'
    if k % 5 != 2:
        m[":policy/zip"] = "[" + " ".join(str(x) for x in [(k * 37) % 90000 + 10000, k % 3 - 1, 0][: 1 + k % 3]) + "]"
    if k % 4 != 3:
        m[":policy/tags"] = "[" + " ".join(sorted({TAGS[k % 5], TAGS[(k * 3) % 5]})) + "]"
    if k % 10 != 9:
        m[":policy/active"] = "true" if k % 3 else "false"
    nit = k % 4
    its = []
    for j in range(nit):
        its.append("{" + f':item/name {s(["Car", "Roof", "Laptop", "Ring 💍", "", "Bike", "Piano"][(k + j) % 7])} '
                   f':item/value {["12000M", "0.00M", "850.75M", "-5M", "3000.5M"][(k * 2 + j) % 5]} '
                   f':item/kind {[":vehicle", ":building", ":device", ":jewel"][(k + j) % 4]}' + "}")
    if its:
        m[":policy/items"] = "[" + " ".join(its) + "]"
    ent(m)
    POL.append(num)

STAT = [":open", ":approved", ":denied", ":paid", ":review"]
NC = 0
CL = []
for k in range(NP):
    if k % 6 == 5:
        continue  # policies without claims
    for c in range(1 + (k * 7) % 4):
        m = {":db/id": s(f"c-{NC}"), ":claim/policy": s(f"p-{k}"), ":claim/no": str(c + 1 if (k + c) % 13 else 0),
             ":claim/status": STAT[(k + c * 2) % 5],
             ":claim/filed": f'#inst "202{k % 5}-{1 + (k + c) % 12:02d}-{1 + (k * 3 + c) % 28:02d}T{(k + c) % 24:02d}:{(k * c) % 60:02d}:00.000-00:00"'}
        if (k + c) % 7 != 4:
            m[":claim/amount"] = ["1500.00M", "0M", "250.5M", "99999.99M", "-100M", "42M", "1500M", "3.333M"][(k * 3 + c) % 8]
        if (k + c) % 5 != 3:
            m[":claim/adjuster"] = s("a-" + ADJ[(k + c * 3) % 7][0])
        if (k + c) % 4 != 1:
            m[":claim/fraud"] = ["0.1", "0.95", "0.0", "0.5", "0.72", "-0.05"][(k + c) % 6]
        if (k + c) % 3 == 0:
            m[":claim/paid"] = "true" if c % 2 == 0 else "false"
        if (k + c) % 6 != 5:
            m[":claim/note"] = s(["water damage", "", "théft", "fire 🔥", "hail", "Collision"][(k * c + c) % 6])
        ent(m)
        CL.append(NC)
        NC += 1
REF = [(0, 1), (1, 2), (2, 0), (3, 3), (4, 0), (5, 4), (10, 11), (11, 12), (12, 13), (20, 20), (20, 21), (30, 10), (31, 30), (40, 41), (41, 42)]
for a, b in REF:
    ent({":db/id": s(f"c-{a}"), ":claim/refers": s(f"c-{b}")})

open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(ents) + "]\n")
print(len(ents), "entity maps;", NP, "policies;", NC, "claims")
