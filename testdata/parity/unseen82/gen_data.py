#!/usr/bin/env python3
"""Writes schema.edn and data.edn of unseen82: a hospital laboratory
information system. Patients (string MRN identity, uuid identity, unicode
names, bigdec balances incl. 0 and negative, bigint insurance ids,
cardinality-many allergies, a `linked` ref graph with a cycle and a
self-loop), clinicians (NPI identity, supervisor graph with a cycle and a
self-loop), tests (keyword code identity, keyword units, a homogeneous
double tuple reference range, a heterogeneous [string long] LOINC tuple,
bigdec prices), panels (cardinality-many test refs), specimens (barcode
unique value, collection instants, booleans), orders (long identity,
component cardinality-many items) and results (double values, flags,
criticals, a composite [:res/specimen :res/test] identity). Deterministic.
"""
import os, random
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(82)

SCHEMA = """{:pat/mrn {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :pat/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :pat/name {:db/valueType :db.type/string}
 :pat/dob {:db/valueType :db.type/instant}
 :pat/sex {:db/valueType :db.type/keyword}
 :pat/weight {:db/valueType :db.type/double}
 :pat/balance {:db/valueType :db.type/bigdec}
 :pat/insurance {:db/valueType :db.type/bigint}
 :pat/allergies {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :pat/linked {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :pat/deceased {:db/valueType :db.type/boolean}
 :clin/npi {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :clin/name {:db/valueType :db.type/string}
 :clin/dept {:db/valueType :db.type/keyword}
 :clin/supervisor {:db/valueType :db.type/ref}
 :test/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :test/name {:db/valueType :db.type/string}
 :test/unit {:db/valueType :db.type/keyword}
 :test/range {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :test/loinc {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/string :db.type/long]}
 :test/price {:db/valueType :db.type/bigdec}
 :test/critical-low {:db/valueType :db.type/double}
 :test/critical-high {:db/valueType :db.type/double}
 :panel/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :panel/name {:db/valueType :db.type/string}
 :panel/tests {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :spec/barcode {:db/valueType :db.type/string :db/unique :db.unique/value}
 :spec/patient {:db/valueType :db.type/ref}
 :spec/collected {:db/valueType :db.type/instant}
 :spec/type {:db/valueType :db.type/keyword}
 :spec/volume {:db/valueType :db.type/double}
 :spec/hemolyzed {:db/valueType :db.type/boolean}
 :order/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :order/patient {:db/valueType :db.type/ref}
 :order/clinician {:db/valueType :db.type/ref}
 :order/panel {:db/valueType :db.type/ref}
 :order/placed {:db/valueType :db.type/instant}
 :order/priority {:db/valueType :db.type/keyword}
 :order/charge {:db/valueType :db.type/bigdec}
 :order/note {:db/valueType :db.type/string}
 :order/items {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :item/test {:db/valueType :db.type/ref}
 :item/status {:db/valueType :db.type/keyword}
 :item/seq {:db/valueType :db.type/long}
 :res/specimen {:db/valueType :db.type/ref}
 :res/test {:db/valueType :db.type/ref}
 :res/key {:db/valueType :db.type/tuple :db/tupleAttrs [:res/specimen :res/test] :db/unique :db.unique/identity}
 :res/value {:db/valueType :db.type/double}
 :res/flag {:db/valueType :db.type/keyword}
 :res/critical {:db/valueType :db.type/boolean}
 :res/resulted {:db/valueType :db.type/instant}
 :res/uuid {:db/valueType :db.type/uuid}
 :res/comment {:db/valueType :db.type/string}}
"""

TESTS = [  # code name unit lo hi critlo crithi loinc price
 ("glu", "Glucose", "mg/dL", 70.0, 99.0, 40.0, 450.0, ("2345-7", 1), "12.50"),
 ("na", "Sodium", "mmol/L", 135.0, 145.0, 120.0, 160.0, ("2951-2", 2), "8.00"),
 ("k", "Potassium", "mmol/L", 3.5, 5.1, 2.5, 6.5, ("2823-3", 3), "8.00"),
 ("cl", "Chloride", "mmol/L", 98.0, 107.0, None, None, ("2075-0", 4), "7.25"),
 ("crea", "Creatinine", "mg/dL", 0.6, 1.3, None, 10.0, ("2160-0", 5), "15"),
 ("bun", "Urea nitrogen", "mg/dL", 7.0, 20.0, None, None, ("3094-0", 6), "9.99"),
 ("hgb", "Hémoglobine", "g/dL", 12.0, 17.5, 6.0, 20.0, ("718-7", 7), "5.00"),
 ("wbc", "Leukocytes", "10*3/uL", 4.0, 11.0, 1.0, 30.0, ("6690-2", 8), "5.00"),
 ("plt", "Platelets", "10*3/uL", 150.0, 400.0, 20.0, 1000.0, ("777-3", 9), "5.00"),
 ("trop", "Troponin I", "ng/L", 0.0, 34.0, None, 1000.0, ("89579-7", 10), "45.00"),
 ("tsh", "TSH", "mIU/L", 0.4, 4.0, None, None, ("3016-3", 11), "22.10"),
 ("alt", "ALT", "U/L", 0.0, 40.0, None, None, ("1742-6", 12), "6.5"),
 ("inr", "INR", "ratio", 0.8, 1.2, None, 5.0, ("6301-6", 13), "11.00"),
 ("lac", "乳酸 Lactate", "mmol/L", 0.5, 2.2, None, 4.0, ("2524-7", 14), "0.00"),
 ("ph", "pH", "pH", 7.35, 7.45, 7.2, 7.6, ("2744-1", -1), "-1.00"),
]
PANELS = [("bmp", "Basic metabolic", ["glu", "na", "k", "cl", "crea", "bun"]),
          ("cbc", "Complete blood count", ["hgb", "wbc", "plt"]),
          ("card", "Cardiac", ["trop", "k"]),
          ("liver", "Liver", ["alt", "inr"]),
          ("sepsis", "Sepsis bundle", ["lac", "wbc", "glu", "ph"]),
          ("empty", "", [])]
NAMES = ["Ana García", "Björn Ødegaard", "Chen Wei 陈伟", "Dmitri Иванов", "Émile Zola", "Fatima Al-Zahra",
         "Grace O'Neil", "Hiro Tanaka", "Ingrid Berg", "José Núñez", "Kofi Mensah", "Lena Müller",
         "María Pérez", "Nadia 😀 Smile", "Olu Ade", "Priya Patel", "Quinn Lee", "Rosa Díaz", "Sam Smith", ""]
SEX = ["f", "m", "x"]
ALLERG = ["penicillin", "latex", "sulfa", "peanuts", "iodine", ""]

def inst(y, mo, d, h=0, mi=0):
    return '#inst "%04d-%02d-%02dT%02d:%02d:00.000-00:00"' % (y, mo, d, h, mi)

def uuid(a, n):
    return '#uuid "%08x-0000-4000-8000-%012x"' % (a, n)

def main():
    out = []
    NP, NC = 48, 10
    for i in range(NC):
        m = {":db/id": '"c%d"' % i, ":clin/npi": '"NPI%04d"' % (1000 + i),
             ":clin/name": '"Dr. %s"' % ["House", "Grey", "Quinn", "Ross", "Zhivago", "Who", "Strange", "Jekyll", "Watson", "Σωκράτης"][i],
             ":clin/dept": ":" + ["er", "icu", "onc", "er", "card", "peds", "icu", "er", "onc", "card"][i]}
        if i == 0: m[":clin/supervisor"] = '"c0"'  # self-loop
        elif i in (1, 2): m[":clin/supervisor"] = '"c%d"' % (3 - i)  # 1<->2 cycle
        elif i != 9: m[":clin/supervisor"] = '"c%d"' % (i // 2)
        out.append(m)
    for (code, name, unit, lo, hi, clo, chi, loinc, price) in TESTS:
        m = {":db/id": '"t-%s"' % code, ":test/code": ":" + code, ":test/name": '"%s"' % name,
             ":test/unit": ":" + unit.replace("*", "x").replace("/", "_"),
             ":test/range": "[%r %r]" % (lo, hi), ":test/loinc": '["%s" %d]' % loinc,
             ":test/price": price + "M"}
        if clo is not None: m[":test/critical-low"] = repr(clo)
        if chi is not None: m[":test/critical-high"] = repr(chi)
        out.append(m)
    for code, name, tests in PANELS:
        m = {":db/id": '"pn-%s"' % code, ":panel/code": ":" + code, ":panel/name": '"%s"' % name}
        if tests: m[":panel/tests"] = "[" + " ".join('"t-%s"' % t for t in tests) + "]"
        out.append(m)
    for i in range(NP):
        m = {":db/id": '"p%d"' % i, ":pat/mrn": '"MRN%05d"' % (i * 37 % 100000),
             ":pat/name": '"%s"' % NAMES[i % len(NAMES)]}
        if i % 5 != 4: m[":pat/uuid"] = uuid(0xaa, i)
        if i % 7 != 6: m[":pat/dob"] = inst(1930 + (i * 13) % 90, 1 + i % 12, 1 + i % 28)
        m[":pat/sex"] = ":" + SEX[i % 3]
        if i % 6 != 5: m[":pat/weight"] = repr([0.0, -1.0, 3.2][i] if i < 3 else round(40 + (i * 7.3) % 80, 1))
        m[":pat/balance"] = ["0M", "-25.50M", "100.00M", "12.5M", "1E+2M"][i % 5] if i < 5 else "%d.%02dM" % ((i * 31) % 500, i % 100)
        if i % 4 == 0: m[":pat/insurance"] = "%dN" % (9000000000000000000 + i * 1000003) if i % 8 == 0 else "%dN" % (i * 11)
        al = [ALLERG[(i + k) % len(ALLERG)] for k in range(i % 3)]
        if al: m[":pat/allergies"] = "[" + " ".join('"%s"' % a for a in sorted(set(al))) + "]"
        if i == 3: m[":pat/linked"] = '["p3"]'
        elif i == 4: m[":pat/linked"] = '["p5"]'
        elif i == 5: m[":pat/linked"] = '["p6" "p4"]'
        elif i == 6: m[":pat/linked"] = '["p4"]'
        elif i % 9 == 0 and i > 0: m[":pat/linked"] = '["p%d"]' % (i - 1)
        if i % 11 == 10: m[":pat/deceased"] = "true"
        elif i % 3 == 0: m[":pat/deceased"] = "false"
        out.append(m)
    # specimens
    NS = 110
    specs = []
    for s in range(NS):
        p = (s * 7) % (NP - 3)  # patients NP-3..NP-1 have no specimens
        m = {":db/id": '"s%d"' % s, ":spec/barcode": '"BC-%06d"' % (s * 9973 % 1000000),
             ":spec/patient": '"p%d"' % p, ":spec/type": ":" + ["blood", "serum", "plasma", "urine", "csf"][s % 5],
             ":spec/collected": inst(2026, 1 + s % 6, 1 + (s * 3) % 28, (s * 5) % 24, (s * 11) % 60)}
        if s % 8 != 7: m[":spec/volume"] = repr([0.0, 2.5, 5.0, 10.0, 0.5, -0.0][s % 6] if s < 12 else round(1 + (s % 9) * 0.75, 2))
        if s % 10 == 3: m[":spec/hemolyzed"] = "true"
        elif s % 4 == 0: m[":spec/hemolyzed"] = "false"
        if s == 0: m[":spec/barcode"] = '""'
        specs.append(p); out.append(m)
    # orders
    tcodes = [t[0] for t in TESTS]
    for o in range(55):
        p = (o * 5) % (NP - 3)
        pn = PANELS[o % len(PANELS)]
        m = {":db/id": '"o%d"' % o, ":order/id": str(5000 + o if o else 0), ":order/patient": '"p%d"' % p,
             ":order/placed": inst(2026, 1 + o % 6, 1 + (o * 5) % 28, (o * 7) % 24),
             ":order/priority": ":" + ["routine", "stat", "asap", "routine"][o % 4]}
        if o % 6 != 5: m[":order/clinician"] = '"c%d"' % (o % NC)
        if pn[0] != "empty" or o % 2 == 0: m[":order/panel"] = '"pn-%s"' % pn[0]
        if o % 3 == 0: m[":order/charge"] = "%d.%02dM" % (o * 13, o % 100)
        if o % 5 == 0: m[":order/note"] = '"%s"' % ["fasting", "", "repeat if hemolyzed", "ñandú check", "call Dr. Who"][(o // 5) % 5]
        items = pn[2] if pn[2] else ([tcodes[o % len(tcodes)]] if o % 4 == 0 else [])
        if items:
            m[":order/items"] = "[" + " ".join("{:item/test \"t-%s\" :item/status :%s :item/seq %d}" % (t, ["pending", "done", "cancelled", "done"][(o + k) % 4], k) for k, t in enumerate(items)) + "]"
        out.append(m)
    # results
    seen = set(); r = 0
    for s in range(NS):
        ntest = [1, 2, 3, 0, 2][s % 5]
        for k in range(ntest):
            ti = (s * 3 + k * 5) % len(TESTS)
            if (s, ti) in seen: continue
            seen.add((s, ti))
            code, name, unit, lo, hi, clo, chi, loinc, price = TESTS[ti]
            span = hi - lo if hi > lo else 1.0
            x = R.random()
            if x < 0.6: v = lo + span * R.random()
            elif x < 0.8: v = lo - span * R.random() * 0.8
            elif x < 0.95: v = hi + span * R.random() * 2
            else: v = [0.0, -0.5, hi, lo][r % 4]
            v = round(v, 2)
            flag = "N" if lo <= v <= hi else ("L" if v < lo else "H")
            crit = (clo is not None and v < clo) or (chi is not None and v > chi)
            m = {":db/id": '"r%d"' % r, ":res/specimen": '"s%d"' % s, ":res/test": '"t-%s"' % code,
                 ":res/value": repr(v), ":res/uuid": uuid(0xbb, r)}
            if r % 13 != 12: m[":res/flag"] = ":" + flag
            if r % 3 != 2 or crit: m[":res/critical"] = "true" if crit else "false"
            if r % 9 != 8: m[":res/resulted"] = inst(2026, 1 + s % 6, 1 + (s * 3) % 28, min(23, (s * 5) % 24 + 1 + k), (s * 11 + r) % 60)
            if r % 10 == 0: m[":res/comment"] = '"%s"' % ["clotted", "", "re-run ✓", "diluted 1:2"][(r // 10) % 4]
            out.append(m); r += 1
    with open(os.path.join(HERE, "schema.edn"), "w") as f: f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join("%s %s" % kv for kv in m.items()) + "}" for m in out) + "]\n")
    n = 0
    for m in out:
        for k, v in m.items():
            if k == ":db/id": continue
            n += max(1, v.count('"t-') if k == ":panel/tests" else (v.count("{") * 3 if k == ":order/items" else (v.count('"') // 2 if k in (":pat/allergies", ":pat/linked") else 1)))
    print("entities", len(out), "approx datoms", n)

main()
