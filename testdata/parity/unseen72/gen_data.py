#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen72 parity corpus.

A museum collections database: makers (string identity, a teacher graph
with a cycle and a self-loop, keyword nationality, birth years incl.
negative and missing), exhibitions (keyword identity, instants, double
budgets incl. 0.0 and negative), provenance events (string identity, a
chain of `:prov/previous` refs with a cycle and a self-loop), objects
(string accession identity, uuid identity, unique-value barcode, titles
and notes in several scripts incl. empty strings, cardinality-many
keyword materials, a homogeneous double tuple of dimensions, a
heterogeneous `[keyword long string]` label by :db/tupleTypes, a composite
`[:obj/category :obj/seq]` identity, instants, bigdec valuations incl.
0.00M and negative, bigint insurance, booleans with missing values,
cardinality-many exhibition refs, component loans, related-object refs
with a self-loop). Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:maker/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :maker/born {:db/valueType :db.type/long}
 :maker/nationality {:db/valueType :db.type/keyword}
 :maker/teacher {:db/valueType :db.type/ref}
 :maker/active {:db/valueType :db.type/boolean}
 :exh/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :exh/title {:db/valueType :db.type/string}
 :exh/opens {:db/valueType :db.type/instant}
 :exh/budget {:db/valueType :db.type/double}
 :exh/rooms {:db/valueType :db.type/long :db/cardinality :db.cardinality/many}
 :prov/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :prov/owner {:db/valueType :db.type/string}
 :prov/year {:db/valueType :db.type/long}
 :prov/previous {:db/valueType :db.type/ref}
 :obj/accession {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :obj/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :obj/barcode {:db/valueType :db.type/string :db/unique :db.unique/value}
 :obj/title {:db/valueType :db.type/string}
 :obj/maker {:db/valueType :db.type/ref}
 :obj/materials {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :obj/dims {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :obj/label {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long :db.type/string]}
 :obj/category {:db/valueType :db.type/keyword}
 :obj/seq {:db/valueType :db.type/long}
 :obj/category+seq {:db/valueType :db.type/tuple :db/tupleAttrs [:obj/category :obj/seq] :db/unique :db.unique/identity}
 :obj/acquired {:db/valueType :db.type/instant}
 :obj/value {:db/valueType :db.type/bigdec}
 :obj/insured {:db/valueType :db.type/bigint}
 :obj/weight {:db/valueType :db.type/double}
 :obj/year {:db/valueType :db.type/long}
 :obj/on-view {:db/valueType :db.type/boolean}
 :obj/fragile {:db/valueType :db.type/boolean}
 :obj/exhibitions {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :obj/provenance {:db/valueType :db.type/ref}
 :obj/loans {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :obj/condition {:db/valueType :db.type/ref :db/isComponent true}
 :obj/notes {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :obj/related {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :loan/borrower {:db/valueType :db.type/string}
 :loan/start {:db/valueType :db.type/instant}
 :loan/end {:db/valueType :db.type/instant}
 :loan/fee {:db/valueType :db.type/bigdec}
 :cond/grade {:db/valueType :db.type/keyword}
 :cond/checked {:db/valueType :db.type/instant}
 :cond/damaged {:db/valueType :db.type/boolean}}
"""

MAKERS = [("Rembrandt van Rijn", 1606, "nl", "Pieter Lastman", True),
          ("Pieter Lastman", 1583, "nl", "Rembrandt van Rijn", True),
          ("Katsushika Hokusai", 1760, "jp", "Katsushika Hokusai", False),
          ("葛飾応為", 1800, "jp", "Katsushika Hokusai", None),
          ("Фаберже", 1846, "ru", None, True),
          ("Anonymous", None, None, None, None),
          ("Phidias", -480, "gr", None, False),
          ("Ἀπελλῆς", -370, "gr", "Phidias", False),
          ("Frida Kahlo", 1907, "mx", None, True),
          ("", 0, "xx", None, False),
          ("Ai Weiwei 艾未未", 1957, "cn", "Anonymous", True),
          ("Nasreen Mohamedi", 1937, "in", None, None)]
EXHS = [("golden-age", "The Golden Age", (1998, 3, 1), 250000.0, [1, 2, 3]),
        ("ukiyo", "浮世絵 Prints", (2005, 6, 15), 0.0, [4]),
        ("antiquity", "Antiquity Ἀρχαῖα", (1975, 1, 10), 1200000.5, [5, 6]),
        ("modern", "Modern & Now", (2020, 11, 30), -500.25, []),
        ("storage", "", (1900, 1, 1), 0.0, [0, -1]),
        ("empty", "Nothing Here", (2024, 2, 29), 10.0, [7])]
MATS = ["oil", "canvas", "wood", "paper", "ink", "bronze", "marble", "gold", "enamel", "silk", "glass", "clay"]
CATS = ["painting", "print", "sculpture", "jewel", "textile", "ceramic"]
NOTES = ["Restored 1952", "見返り美人", "Подпись на обороте", "", "signed lower left", "ἔργον",
         "خط عربي", "🎨 pigment study", "Gift of the artist", "attrib."]
BORROWERS = ["Louvre", "Tate", "東京国立博物館", "MoMA", "Эрмитаж", ""]
GRADES = ["good", "fair", "poor", "excellent"]


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def inst(y, m, d, h=0, mi=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def fmt_d(x):
    return repr(float(x))


def main():
    ents = []
    for i, (n, born, nat, teacher, active) in enumerate(MAKERS):
        e = [f':db/id "m{i}"', f":maker/name {s(n)}"]
        if born is not None:
            e.append(f":maker/born {born}")
        if nat:
            e.append(f":maker/nationality :{nat}")
        if teacher is not None:
            e.append(f':maker/teacher "m{[m[0] for m in MAKERS].index(teacher)}"')
        if active is not None:
            e.append(f":maker/active {'true' if active else 'false'}")
        ents.append(e)
    for code, title, opens, budget, rooms in EXHS:
        e = [f':db/id "x-{code}"', f":exh/code :{code}", f":exh/title {s(title)}",
             f":exh/opens {inst(*opens)}", f":exh/budget {fmt_d(budget)}"]
        if rooms:
            e.append(":exh/rooms [" + " ".join(str(r) for r in rooms) + "]")
        ents.append(e)
    # provenance: 40 events; chain i -> i-1 within groups of 5, group 0 has a cycle (p0->p4), p7 self-loop
    NP = 40
    for i in range(NP):
        e = [f':db/id "p{i}"', f':prov/id "P-{i:03d}"', f":prov/owner {s(['Duke of Alba', 'Sotheby’s', 'Familie Müller', '王家', 'Private', ''][i % 6])}"]
        if i % 9 != 3:
            e.append(f":prov/year {1500 + i * 11 - (600 if i == 13 else 0)}")
        if i % 5 != 0:
            e.append(f':prov/previous "p{i - 1}"')
        elif i == 0:
            e.append(':prov/previous "p4"')
        if i == 7:
            e[-1] = ':prov/previous "p7"'
        ents.append(e)
    NO = 110
    for i in range(NO):
        cat = CATS[i % len(CATS)]
        e = [f':db/id "o{i}"', f':obj/accession "ACC-{1900 + i * 3}.{i % 7}"',
             f':obj/uuid #uuid "0b1ec700-0000-4000-8000-{i:012d}"']
        if i % 4 != 1:
            e.append(f':obj/barcode "BC{(i * 37) % 1000:04d}"')
        title = ["Portrait", "Landscape", "Vase", "Brooch", "Kimono", "Bowl", "Head", "Study", "無題", "Без названия", ""][i % 11]
        e.append(f":obj/title {s(title + (' ' + str(i) if title and i % 3 else ''))}")
        if i % 13 != 5:
            e.append(f':obj/maker "m{(i * 5) % len(MAKERS)}"')
        mats = [MATS[(i + k * 3) % len(MATS)] for k in range(i % 4)]
        if mats:
            e.append(":obj/materials [" + " ".join(":" + m for m in sorted(set(mats))) + "]")
        if i % 6 != 2:
            dims = [round(10 + (i * 7.3) % 90, 2), round((i * 3.1) % 50 - (5 if i % 10 == 0 else 0), 2)]
            if i % 3 == 0:
                dims.append(round((i * 1.7) % 20, 2))
            if i == 11:
                dims = [0.0, 0.0]
            e.append(":obj/dims [" + " ".join(fmt_d(d) for d in dims) + "]")
        if i % 5 == 0:
            e.append(f':obj/label [:{cat} {i - 50} {s(NOTES[i % len(NOTES)])}]')
        e.append(f":obj/category :{cat}")
        e.append(f":obj/seq {-(i // len(CATS)) - 1 if i % 17 == 0 else i // len(CATS)}")
        if i % 7 != 6:
            e.append(f":obj/acquired {inst(1850 + (i * 13) % 175, 1 + i % 12, 1 + (i * 7) % 28, (i * 5) % 24, i % 60)}")
        if i % 8 != 7:
            v = ["1250.00", "0.00", "-15.50", "999999.99", "1250", "42.5", "1000000.000", "7.07"][i % 8]
            e.append(f":obj/value {v}M" if i % 3 else f":obj/value {int(float(v)) + i}.{i % 100:02d}M")
        if i % 5 == 2:
            e.append(f":obj/insured {[0, 5000000000000, -1, 123456789012345678901234567890, 77][(i // 5) % 5]}N")
        if i % 4 != 3:
            e.append(f":obj/weight {fmt_d([0.0, 1.5, 2.25, -0.5, 1e6, 12.125][i % 6] + (i % 4) * 0.5)}")
        e.append(f":obj/year {[1650, -450, 1830, 0, 1920, 2001, -3000, 1888][i % 8] + i}")
        if i % 9 != 4:
            e.append(f":obj/on-view {'true' if i % 2 else 'false'}")
        if i % 3 == 0:
            e.append(f":obj/fragile {'true' if i % 6 == 0 else 'false'}")
        exs = sorted({EXHS[(i + k) % len(EXHS)][0] for k in range(i % 3)} - {"empty"})
        if exs:
            e.append(":obj/exhibitions [" + " ".join(f'"x-{x}"' for x in exs) + "]")
        if i % 3 != 2:
            e.append(f':obj/provenance "p{(i * 3) % NP}"')
        nl = i % 4 if i % 5 else 0
        if nl:
            loans = []
            for k in range(nl):
                y = 1990 + (i + k * 7) % 35
                lo = [f":loan/borrower {s(BORROWERS[(i + k) % len(BORROWERS)])}", f":loan/start {inst(y, 1 + k, 1 + i % 27)}"]
                if (i + k) % 4:
                    lo.append(f":loan/end {inst(y + 1 + k, 1 + k, 1 + i % 27)}")
                if (i + k) % 3:
                    lo.append(f":loan/fee {['100.00', '0.0', '2500.50', '-10.00', '33.333'][(i + k) % 5]}M")
                loans.append("{" + " ".join(lo) + "}")
            e.append(":obj/loans [" + " ".join(loans) + "]")
        if i % 4 == 0:
            c = [f":cond/grade :{GRADES[i % len(GRADES) if i % 8 else 1]}", f":cond/checked {inst(2000 + i % 25, 1 + i % 12, 1 + i % 28)}"]
            if i % 8 == 0:
                c.append(f":cond/damaged {'true' if i % 16 == 0 else 'false'}")
            e.append(":obj/condition {" + " ".join(c) + "}")
        nn = [NOTES[(i + k * 3) % len(NOTES)] for k in range(i % 3)]
        if nn:
            e.append(":obj/notes [" + " ".join(s(n) for n in dict.fromkeys(nn)) + "]")
        rel = []
        if i % 10 == 3:
            rel.append(f'"o{i}"')
        if i % 7 == 1 and i + 7 < NO:
            rel.append(f'"o{i + 7}"')
        if i % 7 == 1 and i >= 7:
            rel.append(f'"o{i - 7}"')
        if rel:
            e.append(":obj/related [" + " ".join(dict.fromkeys(rel)) + "]")
        ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
