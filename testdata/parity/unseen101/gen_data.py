#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen101 parity corpus (deterministic).

Hospital clinical analytics: wards (keyword identity, keyword tags, negative
floor); clinicians (string identity, unicode names, unique-value email with
some missing, bigdec salary, a supervisor chain, a referral graph with a cycle
and a self-loop); a diagnosis code hierarchy (string identity, :dx/parent,
chronic flag sometimes missing, double weight); patients (string MRN identity,
uuid identity, instants, cardinality-many allergies incl. empty string,
component contacts, bigdec balance incl. negative, bigint lifetime cost,
referred-by a clinician); encounters (diagnoses cardinality-many, discharge
sometimes missing = ongoing, bigdec cost); prescriptions (status as a ref to
idents, end missing = active, double dose); lab results (double values incl.
negative, keyword flags sometimes missing); beds (composite identity
[:bed/ward :bed/number]).
"""
import os, random
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(101)

SCHEMA = """{:ward/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :ward/name {:db/valueType :db.type/string}
 :ward/beds {:db/valueType :db.type/long}
 :ward/floor {:db/valueType :db.type/long}
 :ward/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :clin/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :clin/name {:db/valueType :db.type/string}
 :clin/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :clin/specialty {:db/valueType :db.type/keyword}
 :clin/ward {:db/valueType :db.type/ref}
 :clin/supervisor {:db/valueType :db.type/ref}
 :clin/refers-to {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :clin/salary {:db/valueType :db.type/bigdec}
 :clin/active {:db/valueType :db.type/boolean}
 :dx/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :dx/label {:db/valueType :db.type/string}
 :dx/parent {:db/valueType :db.type/ref}
 :dx/chronic {:db/valueType :db.type/boolean}
 :dx/weight {:db/valueType :db.type/double}
 :patient/mrn {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :patient/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :patient/name {:db/valueType :db.type/string}
 :patient/born {:db/valueType :db.type/instant}
 :patient/sex {:db/valueType :db.type/keyword}
 :patient/ward {:db/valueType :db.type/ref}
 :patient/allergies {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :patient/height {:db/valueType :db.type/double}
 :patient/balance {:db/valueType :db.type/bigdec}
 :patient/lifetime-cost {:db/valueType :db.type/bigint}
 :patient/referred-by {:db/valueType :db.type/ref}
 :patient/contacts {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :contact/name {:db/valueType :db.type/string}
 :contact/phone {:db/valueType :db.type/string}
 :contact/relation {:db/valueType :db.type/keyword}
 :enc/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :enc/patient {:db/valueType :db.type/ref}
 :enc/ward {:db/valueType :db.type/ref}
 :enc/clinician {:db/valueType :db.type/ref}
 :enc/type {:db/valueType :db.type/keyword}
 :enc/admitted {:db/valueType :db.type/instant}
 :enc/discharged {:db/valueType :db.type/instant}
 :enc/los {:db/valueType :db.type/long}
 :enc/cost {:db/valueType :db.type/bigdec}
 :enc/diagnoses {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :enc/primary-dx {:db/valueType :db.type/ref}
 :rx/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :rx/patient {:db/valueType :db.type/ref}
 :rx/drug {:db/valueType :db.type/string}
 :rx/dose {:db/valueType :db.type/double}
 :rx/unit {:db/valueType :db.type/keyword}
 :rx/start {:db/valueType :db.type/instant}
 :rx/end {:db/valueType :db.type/instant}
 :rx/prescriber {:db/valueType :db.type/ref}
 :rx/refills {:db/valueType :db.type/long}
 :rx/status {:db/valueType :db.type/ref}
 :rx/for-dx {:db/valueType :db.type/ref}
 :lab/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :lab/patient {:db/valueType :db.type/ref}
 :lab/test {:db/valueType :db.type/keyword}
 :lab/value {:db/valueType :db.type/double}
 :lab/at {:db/valueType :db.type/instant}
 :lab/flag {:db/valueType :db.type/keyword}
 :lab/enc {:db/valueType :db.type/ref}
 :bed/ward {:db/valueType :db.type/ref}
 :bed/number {:db/valueType :db.type/long}
 :bed/key {:db/valueType :db.type/tuple :db/tupleAttrs [:bed/ward :bed/number] :db/unique :db.unique/identity}
 :bed/patient {:db/valueType :db.type/ref}
}
"""


def inst(y, mo, d, h=0, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def emap(d):
    return "{" + " ".join(f"{k} {v}" for k, v in d.items()) + "}"


WARDS = [(":icu", "Intensive Care", 8, 2, [":critical", ":monitored"]),
         (":cardio", "Cardiology", 12, 3, [":monitored"]),
         (":onco", "Oncology", 10, 4, []),
         (":peds", "Pädiatrie", 14, 1, [":children"]),
         (":er", "Emergency", 20, 0, [":critical", ":walk-in"]),
         (":psych", "Psychiatry", 6, -1, [":closed"]),
         (":mat", "Maternité", 9, 1, [":children", ":monitored"]),
         (":annex", "", 0, -2, [])]
SPEC = [":cardiology", ":oncology", ":pediatrics", ":emergency", ":psychiatry", ":internal", ":surgery"]
CLIN_NAMES = ["Dr. Ana Souza", "Dr. Bjørn Lie", "Dr. Chen Wei 陈伟", "Dr. Dana Ó Briain", "Dr. Emre Yılmaz",
              "Dr. Fatima Zahra", "Dr. Gustav Öberg", "Dr. Hana Nováková", "Dr. Ivan Petrov", "Dr. Jules Ferré",
              "Dr. Kofi Mensah", "Dr. Lena Schmidt", "Dr. Mei Tanaka", "Dr. Noor Haddad", "Dr. Olu Adeyemi",
              "Dr. Priya Nair", "Dr. Quinn O'Neil", "Dr. Rosa Díaz", "Dr. Sven Åberg", ""]

# diagnosis hierarchy: chapters -> blocks -> codes -> subcodes
DX = [
    ("I", "Circulatory", None, None, 1.0), ("I10-I16", "Hypertensive diseases", "I", True, 1.2),
    ("I10", "Essential hypertension", "I10-I16", True, 1.1), ("I11", "Hypertensive heart disease", "I10-I16", True, 1.8),
    ("I11.0", "Hypertensive heart disease with failure", "I11", True, 2.6), ("I11.9", "Hypertensive heart disease without failure", "I11", None, 1.5),
    ("I20-I25", "Ischaemic heart diseases", "I", None, 2.0), ("I21", "Acute myocardial infarction", "I20-I25", False, 3.5),
    ("I21.0", "STEMI anterior wall", "I21", False, 4.1), ("I21.4", "NSTEMI", "I21", False, 3.2),
    ("I25", "Chronic ischaemic heart disease", "I20-I25", True, 2.2),
    ("C", "Neoplasms", None, None, 1.0), ("C00-C14", "Lip, oral cavity and pharynx", "C", None, 2.0),
    ("C34", "Lung cancer", "C", True, 4.5), ("C34.1", "Upper lobe, bronchus or lung", "C34", True, 4.7),
    ("C34.9", "Lung, unspecified", "C34", True, 4.4), ("C50", "Breast cancer", "C", True, 3.9),
    ("C50.9", "Breast, unspecified", "C50", True, 3.8),
    ("J", "Respiratory", None, None, 1.0), ("J09-J18", "Influenza and pneumonia", "J", False, 1.3),
    ("J10", "Influenza, other virus", "J09-J18", False, 1.1), ("J18", "Pneumonia, unspecified organism", "J09-J18", False, 1.6),
    ("J18.9", "Pneumonia, unspecified", "J18", False, 1.6), ("J45", "Asthma", "J", True, 0.9),
    ("J45.0", "Predominantly allergic asthma", "J45", True, 0.8),
    ("F", "Mental and behavioural", None, None, 1.0), ("F32", "Depressive episode", "F", None, 1.4),
    ("F32.1", "Moderate depressive episode", "F32", None, 1.5), ("F41", "Anxiety disorders", "F", True, 1.0),
    ("O", "Pregnancy and childbirth", None, False, 1.0), ("O80", "Single spontaneous delivery", "O", False, 0.5),
    ("Z", "Factors influencing health status", None, None, 0.0), ("Z00.0", "General examination", "Z", False, -0.1),
    ("Ä99", "Ünïcödé test code", "Z", None, 0.25),
]
LEAVES = [d[0] for d in DX if not any(x[2] == d[0] for x in DX)]
FIRST = ["Ada", "Bea", "Cyd", "Dov", "Eli", "Fay", "Gil", "Hal", "Ida", "Jon", "Kai", "Lia", "Max", "Noa", "Ola",
         "Pia", "Quy", "Rui", "Sia", "Tom", "Uma", "Vik", "Wen", "Xiu", "Yan", "Zoë", "Åsa", "Émile", "Łukasz", "Ngọc"]
LAST = ["Meyer", "Rossi", "García", "Ng", "Kowalski", "Müller", "Dubois", "Silva", "Kim", "Novak"]
DRUGS = ["Metoprolol", "Lisinopril", "Atorvastatin", "Aspirin", "Insulin glargine", "Amoxicillin", "Salbutamol",
         "Sertraline", "Ondansetron", "Paracetamol", "Tamoxifen", "Oseltamivir", ""]
TESTS = [":hba1c", ":creatinine", ":troponin", ":crp", ":potassium", ":base-excess", ":wbc"]


def main():
    out = []
    for st in ["active", "completed", "stopped", "on-hold"]:
        out.append(f"{{:db/ident :rx.status/{st}}}")
    for code, name, beds, floor, tags in WARDS:
        d = {":db/id": s("w" + code[1:]), ":ward/code": code, ":ward/name": s(name), ":ward/beds": beds, ":ward/floor": floor}
        if tags:
            d[":ward/tags"] = "[" + " ".join(tags) + "]"
        out.append(emap(d))
    wcodes = [w[0][1:] for w in WARDS]
    for i, nm in enumerate(CLIN_NAMES):
        d = {":db/id": s(f"c{i}"), ":clin/id": s(f"C{i:02d}"), ":clin/name": s(nm),
             ":clin/specialty": SPEC[i % len(SPEC)], ":clin/ward": s("w" + wcodes[i % 7]),
             ":clin/salary": f"{90000 + i * 1234.5:.2f}M" if i % 4 else f"{120000 + i}M"}
        if i % 5 != 3:
            d[":clin/email"] = s(f"c{i}@hospital.example")
        if i % 6 != 5:
            d[":clin/active"] = "true" if i % 3 else "false"
        if i >= 3:
            d[":clin/supervisor"] = s(f"c{(i - 1) // 3}")  # tree: 0 <- 1..2, etc
        refs = []
        if i < 16:
            refs.append(f"c{i + 2}")
        if i % 7 == 0 and i > 0:
            refs.append(f"c{i - 5}")  # back-edges make cycles
        if i == 9:
            refs.append("c9")  # self-loop
        if i == 19:
            refs = []
        if refs:
            d[":clin/refers-to"] = "[" + " ".join(s(r) for r in refs) + "]"
        out.append(emap(d))
    for code, label, parent, chronic, w in DX:
        d = {":db/id": s("dx-" + code), ":dx/code": s(code), ":dx/label": s(label), ":dx/weight": repr(w)}
        if parent:
            d[":dx/parent"] = s("dx-" + parent)
        if chronic is not None:
            d[":dx/chronic"] = "true" if chronic else "false"
        out.append(emap(d))
    NP = 60
    for p in range(NP + 5):
        nm = f"{FIRST[p % 30]} {LAST[p % 10]}" if p not in (7, 23) else ("" if p == 7 else "  Ward Doe")
        d = {":db/id": s(f"p{p}"), ":patient/mrn": s(f"MRN-{p:04d}"),
             ":patient/uuid": f'#uuid "00000000-0000-4000-8000-{p:012d}"', ":patient/name": s(nm),
             ":patient/born": inst(1930 + (p * 7) % 90, 1 + p % 12, 1 + (p * 3) % 28),
             ":patient/sex": [":f", ":m", ":x"][p % 3 if p % 11 else 2]}
        if p % 4 != 3:
            d[":patient/ward"] = s("w" + wcodes[p % 8])
        al = []
        if p % 3 == 0:
            al.append("penicillin")
        if p % 5 == 0:
            al.append("latex")
        if p % 7 == 0:
            al.append("Ibuprofen")
        if p == 13:
            al.append("")
        if p == 29:
            al.append("ナッツ")
        if al:
            d[":patient/allergies"] = "[" + " ".join(s(a) for a in al) + "]"
        if p % 6 != 1:
            d[":patient/height"] = repr(round(50.0 + (p * 37) % 150 + (p % 10) / 10, 1))
        d[":patient/balance"] = f"{((p * 131) % 2000 - 700) / 100:.2f}M" if p % 9 else "0M"
        if p % 2 == 0:
            d[":patient/lifetime-cost"] = f"{(p + 1) * 12345}N"
        if p == 58:
            d[":patient/lifetime-cost"] = "98765432109876543210N"
        if p % 5 != 4:
            d[":patient/referred-by"] = s(f"c{(p * 3) % 20}")
        if p % 4 == 0:
            d[":patient/contacts"] = "[" + " ".join(
                emap({":contact/name": s(f"Kin {p}-{k}"), ":contact/phone": s(f"+41 79 {p:03d} {k:02d}"),
                      ":contact/relation": [":spouse", ":parent", ":child"][(p + k) % 3]}) for k in range(1 + p % 3)) + "]"
        out.append(emap(d))
    # beds: occupancy
    bed = 0
    occupied = set()
    for wi, (code, _, beds, _, _) in enumerate(WARDS):
        for n in range(1, min(beds, 6) + 1):
            d = {":db/id": s(f"bed-{code[1:]}-{n}"), ":bed/ward": s("w" + code[1:]), ":bed/number": n}
            if (n + wi) % 3 != 0:
                cand = (bed * 7) % NP
                if cand not in occupied:
                    occupied.add(cand)
                    d[":bed/patient"] = s(f"p{cand}")
            bed += 1
            out.append(emap(d))
    # encounters
    NE = 150
    for e in range(NE):
        p = (e * 13) % NP
        w = wcodes[(e * 5) % 7]
        y, mo, dd = 2023 + e % 3, 1 + (e * 5) % 12, 1 + (e * 11) % 27
        los = (e * 7) % 15
        d = {":db/id": s(f"e{e}"), ":enc/id": s(f"ENC-{e:04d}"), ":enc/patient": s(f"p{p}"),
             ":enc/ward": s("w" + w), ":enc/clinician": s(f"c{(e * 3) % 20}"),
             ":enc/type": [":inpatient", ":outpatient", ":emergency", ":day-case"][e % 4],
             ":enc/admitted": inst(y, mo, dd, (e * 3) % 24, (e * 17) % 60),
             ":enc/los": los, ":enc/cost": f"{(e * 977) % 50000 / 100 + 100:.2f}M"}
        if e % 10 != 7:
            d2 = min(28, dd + min(los, 1))
            d[":enc/discharged"] = inst(y, mo, d2, 12)
        k = 1 + e % 3
        dxs = sorted({LEAVES[(e * 7 + j * 5) % len(LEAVES)] for j in range(k)})
        if e % 13 == 0:
            dxs.append(["I", "C34", "J18"][e % 3])  # a non-leaf code too
        d[":enc/diagnoses"] = "[" + " ".join(s("dx-" + x) for x in dxs) + "]"
        if e % 8 != 5:
            d[":enc/primary-dx"] = s("dx-" + dxs[0])
        out.append(emap(d))
    # prescriptions
    for r in range(120):
        p = (r * 17) % NP
        d = {":db/id": s(f"rx{r}"), ":rx/id": s(f"RX-{r:04d}"), ":rx/patient": s(f"p{p}"),
             ":rx/drug": s(DRUGS[r % len(DRUGS)]), ":rx/dose": repr([0.5, 1.0, 2.5, 5.0, 10.0, 12.5, 100.0, 0.0][r % 8]),
             ":rx/unit": [":mg", ":ml", ":iu"][r % 3], ":rx/start": inst(2024, 1 + r % 12, 1 + r % 27, 8),
             ":rx/prescriber": s(f"c{(r * 7) % 18}"), ":rx/refills": (r % 6) - 1}
        st = ["active", "completed", "stopped", "on-hold", "active"][r % 5]
        d[":rx/status"] = f":rx.status/{st}"
        if st != "active" or r % 11 == 0:
            d[":rx/end"] = inst(2025, 1 + r % 12, 1 + r % 27, 8)
        if r % 4 != 2:
            d[":rx/for-dx"] = s("dx-" + LEAVES[(r * 3) % len(LEAVES)])
        out.append(emap(d))
    # labs
    for l in range(260):
        p = (l * 7) % NP
        t = TESTS[l % len(TESTS)]
        base = {":hba1c": 6.0, ":creatinine": 90.0, ":troponin": 0.02, ":crp": 5.0, ":potassium": 4.2,
                ":base-excess": -1.5, ":wbc": 7.5}[t]
        v = round(base * (0.5 + ((l * 37) % 100) / 60.0), 3) if t != ":base-excess" else round(-6 + (l * 13) % 12 + 0.25, 2)
        d = {":lab/id": s(f"LAB-{l:04d}"), ":lab/patient": s(f"p{p}"), ":lab/test": t, ":lab/value": repr(v),
             ":lab/at": inst(2024, 1 + (l * 5) % 12, 1 + (l * 3) % 28, l % 24, (l * 7) % 60)}
        if l % 5 == 0:
            d[":lab/flag"] = ":high"
        elif l % 5 == 1:
            d[":lab/flag"] = ":low"
        elif l % 5 == 2:
            d[":lab/flag"] = ":normal"
        if l % 3 == 0:
            d[":lab/enc"] = s(f"e{l % 150}")
        out.append(emap(d))
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(out) + "]\n")
    print(len(out), "entities")


main()
