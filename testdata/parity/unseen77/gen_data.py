#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen77 parity corpus.

A shipping-container terminal: hazard classes as keyword idents; owners
(string identity, partners graph with a cycle and a self-loop); vessels
(string identity) and voyages (string identity, vessel ref, instants);
containers (string code identity, a composite identity
[:container/block :container/row :container/tier], a heterogeneous
[keyword long long] position tuple with some nil elements, a homogeneous
double dims tuple, bigdec weights, bigint declared values, boolean customs
holds (nil tuple elements only in `with` entries: Quiver's import
refuses nil in a tuple), unique-value seal uuids, keyword tags (many), hazard refs,
component cargo items, owner refs, voyage refs); moves (entities with
instants, from/to position tuples, crane ids, keyword kinds); cranes
(long identity, double tuple rails). Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:hazard/label {:db/valueType :db.type/string}
 :hazard/level {:db/valueType :db.type/long}
 :owner/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :owner/country {:db/valueType :db.type/string}
 :owner/partners {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :owner/rating {:db/valueType :db.type/double}
 :owner/credit {:db/valueType :db.type/bigdec}
 :vessel/imo {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :vessel/name {:db/valueType :db.type/string}
 :vessel/capacity {:db/valueType :db.type/long}
 :vessel/flag {:db/valueType :db.type/keyword}
 :voyage/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :voyage/vessel {:db/valueType :db.type/ref}
 :voyage/eta {:db/valueType :db.type/instant}
 :voyage/leg {:db/valueType :db.type/long}
 :voyage/vessel+leg {:db/valueType :db.type/tuple :db/tupleAttrs [:voyage/vessel :voyage/leg] :db/unique :db.unique/identity}
 :container/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :container/block {:db/valueType :db.type/keyword}
 :container/row {:db/valueType :db.type/long}
 :container/tier {:db/valueType :db.type/long}
 :container/block+row+tier {:db/valueType :db.type/tuple :db/tupleAttrs [:container/block :container/row :container/tier] :db/unique :db.unique/identity}
 :container/pos {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long :db.type/long]}
 :container/dims {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :container/weight {:db/valueType :db.type/bigdec}
 :container/declared {:db/valueType :db.type/bigint}
 :container/hold {:db/valueType :db.type/boolean}
 :container/seal {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :container/hazard {:db/valueType :db.type/ref}
 :container/owner {:db/valueType :db.type/ref}
 :container/voyage {:db/valueType :db.type/ref}
 :container/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :container/teu {:db/valueType :db.type/long}
 :container/arrived {:db/valueType :db.type/instant}
 :container/note {:db/valueType :db.type/string}
 :container/items {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :container/twin {:db/valueType :db.type/ref}
 :item/desc {:db/valueType :db.type/string}
 :item/qty {:db/valueType :db.type/long}
 :move/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :move/container {:db/valueType :db.type/ref}
 :move/at {:db/valueType :db.type/instant}
 :move/from {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long :db.type/long]}
 :move/to {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long :db.type/long]}
 :move/kind {:db/valueType :db.type/keyword}
 :move/crane {:db/valueType :db.type/ref}
 :move/secs {:db/valueType :db.type/long}
 :crane/no {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :crane/rail {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :crane/name {:db/valueType :db.type/string}}
"""

HAZ = [("flammable", "Flammable liquid", 3), ("toxic", "Toxic substance", 6), ("explosive", "Explosives", 1),
       ("corrosive", "Corrosive", 8), ("none", "", 0)]
OWNERS = [("Maersk", "DK", ["MSC", "CMA"], 4.5, "1000000.00"), ("MSC", "CH", ["Maersk"], 4.25, "950000.5"),
          ("CMA", "FR", ["Hapag"], 3.75, "0.00"), ("Hapag", "DE", ["CMA", "Hapag"], 4.0, "-1250.75"),
          ("COSCO", "CN", [], 3.5, "777777.777"), ("Évergreen", "TW", ["COSCO"], 0.0, "12.50"),
          ("ONE 株式会社", "JP", ["Évergreen", "ONE 株式会社"], -1.0, "0"), ("", "", [], 2.0, "1.0")]
VESSELS = [("IMO9000001", "Ever Given", 20000, "pa"), ("IMO9000002", "Madrid Mærsk", 20568, "dk"),
           ("IMO9000003", "MSC Gülsün", 23756, "pa"), ("IMO9000004", "Тихий океан", 0, "ru"),
           ("IMO9000005", "", 8000, "sg")]
BLOCKS = ["a1", "a2", "b1", "b2", "c1"]
TAGS = ["reefer", "oog", "empty", "priority", "transit", "fragile"]
KINDS = ["discharge", "load", "shift", "gate-in", "gate-out"]
DESCS = ["bananas", "car parts", "textiles", "électronique", "玩具", "", "steel coils", "wine"]


def inst(y, m, d, h=0, mi=0, s=0, ms=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    ents = []
    for k, lab, lvl in HAZ:
        ents.append([f":db/id {s('h-' + k)}", f":db/ident :hazard/{k}", f":hazard/label {s(lab)}", f":hazard/level {lvl}"])
    for i, (n, c, p, r, cr) in enumerate(OWNERS):
        ents.append([f":db/id {s('o' + str(i))}", f":owner/name {s(n)}", f":owner/country {s(c)}",
                     f":owner/rating {r!r}", f":owner/credit {cr}M"])
    names = [o[0] for o in OWNERS]
    for i, (n, c, p, r, cr) in enumerate(OWNERS):
        if p:
            ents.append([f":db/id {s('o' + str(i))}",
                         ":owner/partners [" + " ".join(s('o' + str(names.index(x))) for x in p) + "]"])
    for i, (imo, n, cap, fl) in enumerate(VESSELS):
        ents.append([f":db/id {s('v' + str(i))}", f":vessel/imo {s(imo)}", f":vessel/name {s(n)}",
                     f":vessel/capacity {cap}", f":vessel/flag :{fl}"])
    voy = []
    for i in range(12):
        vid = f"V{i:03d}"
        ents.append([f":db/id {s('y' + str(i))}", f":voyage/id {s(vid)}", f":voyage/vessel {s('v' + str(i % 5))}",
                     f":voyage/leg {i // 5}", f":voyage/eta {inst(2024, 1 + i % 12, 1 + (i * 3) % 28, i % 24)}"])
        voy.append(vid)
    for i in range(6):
        rail = [float(i * 10), float(i * 10 + 9.5)] if i != 5 else [-3.5, 0.0]
        e = [f":db/id {s('k' + str(i))}", f":crane/no {i + 1}", f":crane/rail [{rail[0]!r} {rail[1]!r}]"]
        if i != 4:
            e.append(f":crane/name {s(['STS-1', 'STS-2', 'RTG-α', 'RTG-β', '', 'MHC'][i])}")
        ents.append(e)
    NC = 120
    for i in range(NC):
        code = f"MSKU{(i * 7919) % 1000000:07d}"
        blk = BLOCKS[i % 5]
        row = 1 + (i // 5) % 6
        tier = 1 + (i // 30) % 4
        e = [f":db/id {s('c' + str(i))}", f":container/code {s(code)}"]
        # some containers have no yard slot (missing attributes)
        if i % 23 != 22:
            e += [f":container/block :{blk}", f":container/row {row}", f":container/tier {tier}"]
        if i % 7 == 0:
            e.append(f":container/pos [:{blk} 0 {tier}]")
        elif i % 11 == 0:
            e.append(f":container/pos [:zz {row} -{tier}]")
        elif i % 13 != 12:
            e.append(f":container/pos [:{blk} {row} {tier}]")
        if i % 9 != 8:
            ln = [6.058, 12.192, 13.716][i % 3]
            e.append(f":container/dims [{ln!r} 2.438 {[2.591, 2.896, 0.0][i % 3]!r}]")
        if i % 10 != 9:
            w = ["12500.50", "24000.00", "0.00", "-1.5", "30480", "8000.125", "2200.0"][i % 7]
            e.append(f":container/weight {w}M")
        if i % 4 != 3:
            d = [0, 150000, -20, 99999999999999999999, 42, 1000000][i % 6]
            e.append(f":container/declared {d}N")
        if i % 6 != 5:
            e.append(f":container/hold {'true' if i % 5 == 0 else 'false'}")
        e.append(f':container/seal #uuid "5ea10000-0000-4000-8000-{i:012d}"')
        if i % 4 == 0:
            e.append(f":container/hazard :hazard/{HAZ[(i // 4) % 5][0]}")
        if i % 17 != 16:
            e.append(f":container/owner {s('o' + str(i % len(OWNERS)))}")
        if i % 8 != 7:
            e.append(f":container/voyage {s('y' + str(i % 12))}")
        tg = sorted({TAGS[i % 6], TAGS[(i * 5) % 6]}) if i % 3 else []
        if tg:
            e.append(":container/tags [" + " ".join(":" + t for t in tg) + "]")
        e.append(f":container/teu {[1, 2, 2][i % 3]}")
        e.append(f":container/arrived {inst(2024, 1 + i % 12, 1 + i % 28, i % 24, (i * 7) % 60, i % 60, (i * 37) % 1000)}")
        if i % 10 == 0:
            e.append(f":container/note {s(['', 'Überlänge', 'check seal ✓', 'dup', 'dup', 'x', 'y', 'z', 'w', 'v', 'u', 'q'][i // 10])}")
        if i % 5 == 1:
            its = []
            for j in range(1 + i % 3):
                its.append(f"{{:item/desc {s(DESCS[(i + j) % 8])} :item/qty {(i * j) % 50 - 3}}}")
            e.append(":container/items [" + " ".join(its) + "]")
        ents.append(e)
    for i in range(NC):
        if i % 15 == 3:
            ents.append([f":db/id {s('c' + str(i))}", f":container/twin {s('c' + str((i + 15) % NC))}"])
        if i == 0:
            ents.append([":db/id \"c0\"", ":container/twin \"c0\""])
    for m in range(260):
        c = (m * 37) % NC
        blk = BLOCKS[m % 5]
        e = [f":db/id {s('m' + str(m))}", f":move/id {m + 1}", f":move/container {s('c' + str(c))}",
             f":move/at {inst(2024, 1 + m % 12, 1 + m % 28, m % 24, m % 60)}",
             f":move/kind :{KINDS[m % 5]}", f":move/secs {[45, 90, 120, 0, 300, 61][m % 6]}"]
        if m % 9 != 8:
            e.append(f":move/crane {s('k' + str(m % 6))}")
        if m % 4 != 3:
            e.append(f":move/from [:{blk} {1 + m % 6} {1 + m % 4}]")
        e.append(f":move/to [:{BLOCKS[(m + 2) % 5]} {1 + (m * 3) % 6} {1 + (m * 5) % 4}]")
        ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
