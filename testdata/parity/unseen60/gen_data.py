#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the sixtieth unseen parity corpus.

An insurance claims system: adjusters (a long identity, a unique-value
e-mail, a supervisor tree with a 3-cycle and a self-loop, double ratings,
unicode and empty names), holders (a uuid identity, birth instants before
1970, a referrer graph with a self-loop, bigint credit scores, missing VIP
flags), policies (a string identity number, bigdec coverage at various
scales, double premiums, long deductibles incl. 0 and negatives, keyword
kinds, cardinality-many keyword risk tags, a heterogeneous [keyword long]
region tuple, a homogeneous long tuple of limits, instants incl. far
future, cardinality-many component riders), claims (a composite
[:claim/pnum :claim/seq] identity, keyword statuses, bigdec amounts,
double paid, long reserves incl. negatives, an adjuster ref, filing
instants, cardinality-many component events). Deterministic.
"""
import os, random

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(60)

SCHEMA = """{:adj/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :adj/name {:db/valueType :db.type/string}
 :adj/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :adj/supervisor {:db/valueType :db.type/ref}
 :adj/level {:db/valueType :db.type/long}
 :adj/rating {:db/valueType :db.type/double}
 :adj/active {:db/valueType :db.type/boolean}
 :adj/since {:db/valueType :db.type/instant}
 :holder/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :holder/name {:db/valueType :db.type/string}
 :holder/born {:db/valueType :db.type/instant}
 :holder/vip {:db/valueType :db.type/boolean}
 :holder/referrer {:db/valueType :db.type/ref}
 :holder/credit {:db/valueType :db.type/bigint}
 :holder/city {:db/valueType :db.type/string}
 :policy/number {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :policy/holder {:db/valueType :db.type/ref}
 :policy/coverage {:db/valueType :db.type/bigdec}
 :policy/premium {:db/valueType :db.type/double}
 :policy/deductible {:db/valueType :db.type/long}
 :policy/kind {:db/valueType :db.type/keyword}
 :policy/risk {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :policy/region {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :policy/limits {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :policy/start {:db/valueType :db.type/instant}
 :policy/end {:db/valueType :db.type/instant}
 :policy/active {:db/valueType :db.type/boolean}
 :policy/riders {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :rider/name {:db/valueType :db.type/string}
 :rider/cost {:db/valueType :db.type/bigdec}
 :claim/pnum {:db/valueType :db.type/string}
 :claim/seq {:db/valueType :db.type/long}
 :claim/key {:db/valueType :db.type/tuple :db/tupleAttrs [:claim/pnum :claim/seq] :db/unique :db.unique/identity}
 :claim/policy {:db/valueType :db.type/ref}
 :claim/status {:db/valueType :db.type/keyword}
 :claim/amount {:db/valueType :db.type/bigdec}
 :claim/paid {:db/valueType :db.type/double}
 :claim/reserve {:db/valueType :db.type/long}
 :claim/adjuster {:db/valueType :db.type/ref}
 :claim/filed {:db/valueType :db.type/instant}
 :claim/fraud {:db/valueType :db.type/boolean}
 :claim/ref-id {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :claim/events {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :event/kind {:db/valueType :db.type/keyword}
 :event/at {:db/valueType :db.type/instant}
 :event/note {:db/valueType :db.type/string}
 :event/hours {:db/valueType :db.type/long}}
"""

def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'

def inst(y, mo, d, h=0, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'

ents = []
# adjusters: 12; tree 1 <- 2,3 ; 2 <- 4,5 ; 3 <- 6,7 ; 4 <- 8 ; cycle 9->10->11->9 ; 12 self-loop
ADJ_NAMES = ["Ada Lovelace", "Björn Borg", "Zoë Saldaña", "李小龙", "", "Émile Zola",
             "O'Brien", "Ngũgĩ wa Thiong'o", "Ólafur Arnalds", "Дмитрий", "Null", "Ümit"]
SUP = {2: 1, 3: 1, 4: 2, 5: 2, 6: 3, 7: 3, 8: 4, 9: 10, 10: 11, 11: 9, 12: 12}
for i in range(1, 13):
    m = {"db/id": s(f"a{i}"), "adj/id": str(i), "adj/name": s(ADJ_NAMES[i - 1]),
         "adj/level": str([3, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0, -1][i - 1])}
    if i != 7:
        m["adj/email"] = s(f"adj{i}@claims.example")
    if i in SUP:
        m["adj/supervisor"] = s(f"a{SUP[i]}")
    if i not in (5, 11):
        m["adj/rating"] = repr([4.5, 3.25, 0.0, -1.5, 5.0, 2.75, 4.5, 1.0, 3.0, 3.0, 0, 2.2][i - 1] * 1.0)
    if i != 6:
        m["adj/active"] = "true" if i % 3 else "false"
    m["adj/since"] = inst(1960 + 5 * i, (i % 12) + 1, 1 + i)
    ents.append(m)

# holders: 30
FIRST = ["Anna", "Ben", "Chloé", "Dmitri", "Eve", "Fatima", "Güneş", "Hiro", "Ines", "Jürgen",
         "Kwame", "Lena", "Miguel", "Nadia", "Oskar", "Priya", "Quinn", "Rosa", "Sven", "Tomás",
         "Uma", "Viktor", "Wei", "Xenia", "Yusuf", "Zara", "", "ÅSA", "bob", "Émilie"]
CITIES = ["Zürich", "Oslo", "Lagos", "São Paulo", "Oslo", "Kyoto", "Zürich", "Lima", ""]
for i in range(30):
    m = {"db/id": s(f"h{i}"),
         "holder/uuid": f'#uuid "6000{i:04d}-0000-4000-8000-0000000000{i:02d}"',
         "holder/name": s(FIRST[i])}
    y = [1921, 1945, 1955, 1969, 1970, 1971, 1980, 1999, 2001, 1899][i % 10]
    m["holder/born"] = inst(y, 1 + i % 12, 1 + (i * 7) % 28, i % 24, (i * 13) % 60)
    if i % 4 != 3:
        m["holder/vip"] = "true" if i % 5 == 0 else "false"
    if i % 3 == 0:
        m["holder/referrer"] = s(f"h{(i + 3) % 30}")
    if i == 7:
        m["holder/referrer"] = s("h7")
    if i % 6 != 5:
        m["holder/credit"] = str([750, 0, -20, 812, 600, 99999999999999999999, 700][i % 7]) + "N"
    m["holder/city"] = s(CITIES[i % len(CITIES)])
    ents.append(m)

# policies: 60
KINDS = ["auto", "home", "life", "travel", "marine"]
RISKS = ["flood", "fire", "theft", "quake", "storm", "cyber"]
COVS = ["1000.00M", "2.5M", "250000.00M", "100000M", "0.00M", "75000.5M", "1000.0M", "2.50M",
        "999999.999M", "50000.00M", "-10.00M", "1E+3M"]
COVS[11] = "1000M"
REG = [":north", ":south", ":east", ":west", ":zone-ä"]
pols = []
for i in range(60):
    pn = f"P-{1000 + i}"
    pols.append(pn)
    m = {"db/id": s(pn), "policy/number": s(pn), "policy/holder": s(f"h{i % 30}"),
         "policy/kind": ":" + KINDS[i % 5]}
    if i % 11 != 10:
        m["policy/coverage"] = COVS[i % len(COVS)]
    m["policy/premium"] = repr([120.5, 99.99, 0.0, 1500.0, 75.25, -5.5, 310.0, 42.0][i % 8] + (i % 3) * 10.0)
    if i % 13 != 12:
        m["policy/deductible"] = str([0, 500, 1000, -250, 250, 0, 2500][i % 7])
    risks = [RISKS[(i + k) % 6] for k in range(i % 4)]
    if risks:
        m["policy/risk"] = "[" + " ".join(":" + r for r in risks) + "]"
    if i % 9 != 8:
        m["policy/region"] = f"[{REG[i % 5]} {[1, 2, -3, 0, 10][i % 5] * (1 + i % 2)}]"
    if i % 4 == 0:
        m["policy/limits"] = f"[{i * 100} {-(i % 3)} {i % 7}]"
    sy = [1965, 1990, 2010, 2020, 2023, 1969][i % 6]
    m["policy/start"] = inst(sy, 1 + i % 12, 1 + i % 28)
    if i % 7 != 6:
        ey = [2030, 2999, 1999, 2024, 9999, 2025, 2026][i % 7]
        m["policy/end"] = inst(ey, 12, 31, 23, 59)
    m["policy/active"] = "true" if i % 3 != 1 else "false"
    if i % 5 == 0:
        rs = []
        for k in range((i % 3) + 1):
            rs.append("{:rider/name %s :rider/cost %s}" % (s(["glass", "roadside", "", "jewelry"][(i + k) % 4]),
                                                          ["10.00M", "25.5M", "0M", "7.125M"][(i + k) % 4]))
        m["policy/riders"] = "[" + " ".join(rs) + "]"
    ents.append(m)

# claims: 140
STAT = ["open", "closed", "denied", "pending", "reopened"]
EVK = ["filed", "inspected", "paid", "appealed", "note"]
AMTS = ["1200.00M", "350.5M", "0M", "99.99M", "10000.000M", "-50.00M", "2500M", "0.01M", "4800.50M", "12.5M"]
cid = 0
for i in range(140):
    pi = (i * 7) % 60
    if pi % 10 == 9:
        continue  # some policies without claims
    pn = pols[pi]
    seq = 1 + (i // 60) + (i % 3)
    key = (pn, seq)
    m = {"db/id": s(f"c{i}"), "claim/pnum": s(pn), "claim/seq": str(seq), "claim/policy": s(pn),
         "claim/status": ":" + STAT[(i * 3) % 5]}
    m["claim/amount"] = AMTS[i % len(AMTS)]
    if i % 4 != 3:
        m["claim/paid"] = repr([0.0, 150.25, 1000.0, 33.3, -10.0, 0.5][i % 6] * (1 + i % 3))
    if i % 6 != 5:
        m["claim/reserve"] = str([0, 100, -40, 5000, 7, 250][i % 6] * (1 + i % 2))
    if i % 8 != 7:
        m["claim/adjuster"] = s(f"a{1 + (i * 5) % 12}")
    fy = [1968, 1999, 2019, 2020, 2021, 2022, 2023, 2024, 2099][i % 9]
    m["claim/filed"] = inst(fy, 1 + (i * 5) % 12, 1 + (i * 3) % 28, (i * 7) % 24, i % 60)
    if i % 5 != 4:
        m["claim/fraud"] = "true" if i % 11 == 0 else "false"
    if i % 2 == 0:
        m["claim/ref-id"] = f'#uuid "c1a10000-0000-4000-9000-{i:012d}"'
    evs = []
    for k in range(i % 4):
        ek = EVK[(i + k) % 5]
        e = "{:event/kind :%s :event/at %s :event/hours %d" % (
            ek, inst(fy, 1 + (i * 5 + k) % 12, 1 + (i + k * 9) % 28, k * 3, 0), (i * k) % 9 - 1)
        if (i + k) % 3 == 0:
            e += " :event/note " + s(["", "called holder", "ünïcödé ✓", "photos \"attached\""][(i + k) % 4])
        evs.append(e + "}")
    if evs:
        m["claim/events"] = "[" + " ".join(evs) + "]"
    ents.append(m)

open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
with open(os.path.join(HERE, "data.edn"), "w") as f:
    f.write("[")
    f.write("\n ".join("{" + " ".join(f":{k} {v}" for k, v in m.items()) + "}" for m in ents))
    f.write("]\n")
