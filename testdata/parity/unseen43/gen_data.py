#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 43rd unseen parity corpus.

A hospital pharmacy: medications (a string code identity, a unique-value
barcode, unicode and empty names, keyword forms, controlled booleans with
some missing, double doses incl. 0.0 and negative, bigdec unit costs,
bigint max daily amounts, a substitutes ref graph with a 2-cycle, a
3-cycle and a self-loop, cardinality-many keyword tags, a heterogeneous
[keyword long] location tuple, a homogeneous long strengths tuple, uuid
identity), batches (ref to medication, a batch number, a composite
:db/tupleAttrs [:batch/med :batch/no] identity, instant expiries, long stock
incl. 0 and negatives, recalled flags), patients (long MRN identity, names,
keyword wards, double weights, instants, allergies as refs to meds),
prescriptions (long id identity, refs to patient and medication, doses,
frequencies, string prescribers, component dispensing events with
instants, quantities incl. 0 and negative, keyword pharmacists, notes).
Deterministic; every entity a top-level map with a string tempid.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:med/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :med/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :med/barcode {:db/valueType :db.type/string :db/unique :db.unique/value}
 :med/name {:db/valueType :db.type/string}
 :med/form {:db/valueType :db.type/keyword}
 :med/controlled {:db/valueType :db.type/boolean}
 :med/dose {:db/valueType :db.type/double}
 :med/cost {:db/valueType :db.type/bigdec}
 :med/max-daily {:db/valueType :db.type/bigint}
 :med/substitutes {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :med/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :med/location {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :med/strengths {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :med/added {:db/valueType :db.type/instant}
 :batch/med {:db/valueType :db.type/ref}
 :batch/no {:db/valueType :db.type/string}
 :batch/key {:db/valueType :db.type/tuple :db/tupleAttrs [:batch/med :batch/no] :db/unique :db.unique/identity}
 :batch/expiry {:db/valueType :db.type/instant}
 :batch/stock {:db/valueType :db.type/long}
 :batch/recalled {:db/valueType :db.type/boolean}
 :patient/mrn {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :patient/name {:db/valueType :db.type/string}
 :patient/ward {:db/valueType :db.type/keyword}
 :patient/weight {:db/valueType :db.type/double}
 :patient/born {:db/valueType :db.type/instant}
 :patient/allergies {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :rx/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :rx/patient {:db/valueType :db.type/ref}
 :rx/med {:db/valueType :db.type/ref}
 :rx/dose {:db/valueType :db.type/double}
 :rx/freq {:db/valueType :db.type/long}
 :rx/prescriber {:db/valueType :db.type/string}
 :rx/prn {:db/valueType :db.type/boolean}
 :rx/dispenses {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :disp/at {:db/valueType :db.type/instant}
 :disp/qty {:db/valueType :db.type/long}
 :disp/by {:db/valueType :db.type/keyword}
 :disp/note {:db/valueType :db.type/string}}
"""

# code, barcode, name, form, controlled(None), dose(None), cost, maxdaily, tags, loc, strengths
MEDS = [
    ("AMX500", "5000001", "Amoxicillin", "capsule", False, 500.0, "0.12", "3000", ["antibiotic", "oral"], ("A", 1), (250, 500)),
    ("PCM500", "5000002", "Paracetamol", "tablet", False, 500.0, "0.02", "4000", ["analgesic", "oral", "otc"], ("A", 2), (500, 1000)),
    ("MOR10", "5000003", "Morphine sulfate", "injection", True, 10.0, "3.50", "200", ["opioid", "analgesic"], ("C", 1), (5, 10, 15)),
    ("OXY5", "5000004", "Oxycodone", "tablet", True, 5.0, "0.85", "120", ["opioid", "oral"], ("C", 2), (5, 10)),
    ("IBU400", "5000005", "Ibuprofen", "tablet", False, 400.0, "0.03", "2400", ["analgesic", "nsaid", "oral", "otc"], ("A", 3), (200, 400, 600)),
    ("INS100", "5000006", "Insulin glargine", "injection", None, 0.0, "25.00", "0", ["endocrine"], ("F", 0), (100,)),
    ("NACL09", "", "Natriumchlorid 0,9 %", "infusion", False, 1000.0, "1.10", "5000", [], ("B", -1), ()),
    ("DIA5", "5000008", "Diazepam", "tablet", True, 5.0, "0.07", "40", ["benzo", "oral"], ("C", 3), (2, 5, 10)),
    ("HEP5K", "5000009", "Héparine sodique", "injection", False, 5000.0, "2.25", "40000", ["anticoagulant"], ("B", 2), (5000,)),
    ("WAR5", "5000010", "Warfarin", "tablet", False, 5.0, "0.05", "10", ["anticoagulant", "oral"], ("A", 4), (1, 2, 5)),
    ("KCL", "5000011", "", "solution", None, -1.0, "0", "-1", ["electrolyte"], ("B", 3), (10, 20)),
    ("MET850", "5000012", "Metformin", "tablet", False, 850.0, "0.04", "2550", ["endocrine", "oral"], ("A", 5), (500, 850, 1000)),
    ("KET10", "5000013", "ケトロラク", "injection", False, 10.0, "1.999", "120", ["nsaid", "analgesic"], ("B", 4), (10, 30)),
    ("FEN25", "5000014", "Fentanyl 🩹", "patch", True, 25.0, "12.5", "100", ["opioid"], ("C", 4), (12, 25, 50)),
    ("OMP20", "5000015", "Omeprazol", "capsule", False, 20.0, "0.10", "40", ["oral", "otc"], ("A", 6), (10, 20, 40)),
    ("CEF1G", "5000016", "Цефтриаксон", "injection", False, 1000.0, "4.00", "4000", ["antibiotic"], ("B", 5), (1000, 2000)),
    ("LOR1", "5000017", "Lorazepam", "tablet", True, None, "0.30", "10", ["benzo", "oral"], ("C", 5), (1, 2)),
    ("VITD", "5000018", "  Vitamin D3  ", "drops", None, 0.025, "-0.50", "0", [], ("D", 0), (0,)),
    ("ASA100", "5000019", "Acetylsalicylsäure", "tablet", False, 100.0, "0.01", "4000", ["analgesic", "anticoagulant", "oral", "otc"], ("A", 7), (75, 100, 300)),
    ("XPL", "5000020", "Placebo", "tablet", False, 0.0, "0.00", "0", ["oral"], ("Z", 99), (0, 0)),
]
# substitutes: 2-cycle PCM<->IBU, 3-cycle MOR->OXY->FEN->MOR, self-loop KCL, chain DIA->LOR->DIA? (2-cycle), WAR->HEP->ASA
SUBS = {"PCM500": ["IBU400"], "IBU400": ["PCM500", "KET10"], "MOR10": ["OXY5"], "OXY5": ["FEN25"],
        "FEN25": ["MOR10"], "KCL": ["KCL"], "DIA5": ["LOR1"], "LOR1": ["DIA5"], "WAR5": ["HEP5K"],
        "HEP5K": ["ASA100"], "ASA100": ["ASA100", "PCM500"], "AMX500": ["CEF1G"]}
WARDS = ["icu", "oncology", "pediatrics", "surgery", "er"]
PATIENTS = ["Anna Schmidt", "Bob Lee", "Chen Wei 陈伟", "Dana O'Neil", "", "Élodie Petit",
            "Farah Haddad", "Gérard Dupont", "Hiro Tanaka", "Ines \"Nes\" Ortiz", "Jon", "Katarzyna Wójcik",
            "Liam", "Mia 🌸", "Noah Smith", "Olga Ivanova", "Priya Patel", "Quinn", "Rosa Díaz", "Sam",
            "Tomás", "Uma", "Viktor Łukasz", "Wen", "Xavier", "Yara", "Zoë"]
PRESCRIBERS = ["Dr. House", "Dr. Grey", "Dr. Who", "", "Dr. Zhivago", "dr. house"]
PHARM = ["alice", "bertrand", "chidi", "dora"]
NOTES = ["ok", "", "partial", "patient refused", "wasted 2 mg", "witnessed ✔", "OK"]


def inst(y, m, d, h=0, mi=0, s=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def b(x):
    return "true" if x else "false"


def main():
    ents = []
    for i, (code, bc, name, form, ctl, dose, cost, md, tags, loc, st) in enumerate(MEDS):
        e = [f":db/id {s('m-' + code)}", f":med/code {s(code)}", f":med/barcode {s(bc)}", f":med/name {s(name)}",
             f':med/uuid #uuid "0a1c0000-0000-4000-8000-{i + 1:012d}"', f":med/form :{form}",
             f":med/cost {cost}M", f":med/max-daily {md}N", f":med/location [:{loc[0]} {loc[1]}]",
             f":med/added {inst(2018 + i % 6, 1 + i % 12, 1 + (i * 7) % 28, i % 24)}"]
        if ctl is not None:
            e.append(f":med/controlled {b(ctl)}")
        if dose is not None:
            e.append(f":med/dose {dose!r}")
        if tags:
            e.append(f":med/tags [{' '.join(':' + t for t in tags)}]")
        if st:
            e.append(f":med/strengths [{' '.join(str(x) for x in st)}]")
        ents.append(e)
    for code, subs in SUBS.items():
        ents.append([f":db/id {s('m-' + code)}", f":med/substitutes [{' '.join(s('m-' + x) for x in subs)}]"])
    nb = 0
    for i, m in enumerate(MEDS):
        for k in range(1 + i % 4):
            code = m[0]
            stock = [120, 0, -3, 45, 7, 0, 300, -1, 60, 12][(i * 3 + k) % 10]
            e = [f":db/id {s(f'b-{code}-{k}')}", f":batch/med {s('m-' + code)}", f":batch/no {s(f'L{2300 + i * 10 + k}')}",
                 f":batch/expiry {inst(2025 + (i + k) % 4, 1 + (i * 5 + k) % 12, 1 + (i + 3 * k) % 28)}",
                 f":batch/stock {stock}"]
            if (i + k) % 5 == 2:
                e.append(f":batch/recalled {b((i + k) % 2 == 0)}")
            ents.append(e)
            nb += 1
    for j, name in enumerate(PATIENTS):
        e = [f":db/id {s(f'p{j}')}", f":patient/mrn {900100 + j}", f":patient/name {s(name)}",
             f":patient/born {inst(1940 + (j * 7) % 80, 1 + j % 12, 1 + (j * 11) % 28)}"]
        if j % 6 != 5:
            e.append(f":patient/ward :{WARDS[j % 5]}")
        if j % 7 != 3:
            e.append(f":patient/weight {[70.5, 82.0, 3.2, 55.25, 0.0, 110.75, 64.0][j % 7]!r}")
        al = sorted({MEDS[(j * 3) % 20][0], MEDS[(j * 5 + 1) % 20][0]}) if j % 3 == 0 else []
        if al:
            e.append(f":patient/allergies [{' '.join(s('m-' + x) for x in al)}]")
        ents.append(e)
    for r in range(110):
        pj = (r * 7) % len(PATIENTS)
        mi = (r * 3 + r // 10) % 20
        e = [f":db/id {s(f'rx{r}')}", f":rx/id {5000 + r}", f":rx/patient {s(f'p{pj}')}",
             f":rx/med {s('m-' + MEDS[mi][0])}", f":rx/freq {[1, 2, 3, 4, 0, 6][r % 6]}",
             f":rx/prescriber {s(PRESCRIBERS[r % 6])}"]
        if r % 8 != 7:
            base = MEDS[mi][5] or 1.0
            e.append(f":rx/dose {base * [1, 0.5, 2, 1.5][r % 4]!r}")
        if r % 4 == 1:
            e.append(f":rx/prn {b(r % 8 == 1)}")
        nd = [0, 1, 2, 3, 1, 2][r % 6]
        if nd:
            ds = []
            for d in range(nd):
                x = f"{{:disp/at {inst(2024, 1 + (r + d) % 12, 1 + (r * 3 + d) % 28, (r + 5 * d) % 24, (r * 7) % 60)} :disp/qty {[1, 2, 0, 10, -1, 3, 30][(r + d) % 7]} :disp/by :{PHARM[(r + d) % 4]}"
                if (r + d) % 3 == 0:
                    x += f" :disp/note {s(NOTES[(r + d) % 7])}"
                ds.append(x + "}")
            e.append(f":rx/dispenses [{' '.join(ds)}]")
        ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[\n")
        for e in ents:
            f.write(" {" + " ".join(e) + "}\n")
        f.write("]\n")


if __name__ == "__main__":
    main()
