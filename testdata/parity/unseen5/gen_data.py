#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the fifth unseen parity corpus.

A hospital: wards (a keyword identity, a parent tree, an `adjacent` graph
with cycles, a basement floor -1 and a ground floor 0), doctors (a string
identity, a uuid unique-value licence, unicode names, cardinality-many
keyword specialties, a `mentor` chain with a cycle and a self-loop, double
salaries, hiring instants), drugs (a string identity, keyword classes, a
symmetric-ish `interacts` graph, bigint stock, a homogeneous long tuple of
dose steps), patients (a string identity, a uuid identity, birth instants,
double weights, allergies, bigdec balances including negative and zero, a
blood-pressure `[long long]` tuple by `:db/tupleType`, a `[keyword long]`
bed tuple by `:db/tupleTypes`, an emergency contact as a single component,
a `referred-by` graph with a cycle), visits (a composite
`:db/tupleAttrs [:visit/patient :visit/at]` identity of a reference and an
instant, notes as cardinality-many components, keyword diagnoses, a
follow-up chain) and prescriptions (a unique-value number, refills 0..).
Every entity is a top-level map with a string tempid, written in a fixed
order, so Quiver and Datalevin give them the same entity ids. Deterministic.
"""
import os, random

HERE = os.path.dirname(os.path.abspath(__file__))
RNG = random.Random(50505)

SCHEMA = """{:ward/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :ward/name {:db/valueType :db.type/string}
 :ward/floor {:db/valueType :db.type/long}
 :ward/beds {:db/valueType :db.type/long}
 :ward/open {:db/valueType :db.type/boolean}
 :ward/parent {:db/valueType :db.type/ref}
 :ward/adjacent {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :doctor/npi {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :doctor/license {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :doctor/name {:db/valueType :db.type/string}
 :doctor/specialties {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :doctor/salary {:db/valueType :db.type/double}
 :doctor/hired {:db/valueType :db.type/instant}
 :doctor/mentor {:db/valueType :db.type/ref}
 :doctor/ward {:db/valueType :db.type/ref}
 :doctor/senior {:db/valueType :db.type/boolean}
 :doctor/languages {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :drug/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :drug/name {:db/valueType :db.type/string}
 :drug/class {:db/valueType :db.type/keyword}
 :drug/price {:db/valueType :db.type/double}
 :drug/controlled {:db/valueType :db.type/boolean}
 :drug/interacts {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :drug/stock {:db/valueType :db.type/bigint}
 :drug/steps {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :drug/mg {:db/valueType :db.type/long}
 :patient/mrn {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :patient/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :patient/name {:db/valueType :db.type/string}
 :patient/born {:db/valueType :db.type/instant}
 :patient/weight {:db/valueType :db.type/double}
 :patient/height {:db/valueType :db.type/long}
 :patient/allergies {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :patient/insured {:db/valueType :db.type/boolean}
 :patient/balance {:db/valueType :db.type/bigdec}
 :patient/bp {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :patient/bed {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :patient/contact {:db/valueType :db.type/ref :db/isComponent true}
 :patient/referred-by {:db/valueType :db.type/ref}
 :patient/gp {:db/valueType :db.type/ref}
 :contact/name {:db/valueType :db.type/string}
 :contact/phone {:db/valueType :db.type/string}
 :contact/relation {:db/valueType :db.type/keyword}
 :visit/patient {:db/valueType :db.type/ref}
 :visit/doctor {:db/valueType :db.type/ref}
 :visit/at {:db/valueType :db.type/instant}
 :visit/patient+at {:db/valueType :db.type/tuple :db/tupleAttrs [:visit/patient :visit/at] :db/unique :db.unique/identity}
 :visit/reason {:db/valueType :db.type/string}
 :visit/cost {:db/valueType :db.type/double}
 :visit/severity {:db/valueType :db.type/long}
 :visit/diagnoses {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :visit/notes {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :visit/followup {:db/valueType :db.type/ref}
 :visit/ward {:db/valueType :db.type/ref}
 :visit/emergency {:db/valueType :db.type/boolean}
 :note/text {:db/valueType :db.type/string}
 :note/author {:db/valueType :db.type/ref}
 :note/seq {:db/valueType :db.type/long}
 :rx/number {:db/valueType :db.type/string :db/unique :db.unique/value}
 :rx/visit {:db/valueType :db.type/ref}
 :rx/drug {:db/valueType :db.type/ref}
 :rx/dose {:db/valueType :db.type/long}
 :rx/days {:db/valueType :db.type/long}
 :rx/refills {:db/valueType :db.type/long}
 :rx/instructions {:db/valueType :db.type/string}}
"""

# code, name, floor, beds, open (None: missing), parent
WARDS = [("hospital", "St. Ægidius Hospital", None, None, True, None),
         ("medicine", "Medicine", 1, 0, True, "hospital"),
         ("surgery", "Surgery", 2, 40, True, "hospital"),
         ("cardio", "Cardiology", 1, 24, True, "medicine"),
         ("neuro", "Neurología", 3, 18, False, "medicine"),
         ("icu", "Intensive Care", 2, 12, True, "surgery"),
         ("er", "Urgences", 0, 30, True, "hospital"),
         ("morgue", "Morgue", -1, 6, None, "hospital"),
         ("peds", "小児科", 4, 20, True, "medicine")]
ADJ = {"cardio": ["icu", "neuro"], "icu": ["cardio", "surgery", "er"], "neuro": ["peds"],
       "peds": ["neuro"], "er": ["icu", "er"], "surgery": ["icu"], "morgue": []}
# npi, name, specialties, salary, hired (y,m,d) or None, mentor, ward, senior, languages
DOCTORS = [("D001", "Ana María Ruiz", ["cardiology", "internal"], 210000.0, (2001, 3, 14), None, "cardio", True, ["es", "en"]),
           ("D002", "Björn Åkesson", ["surgery"], 305000.5, (1998, 7, 1), "D001", "surgery", True, ["sv", "en", "de"]),
           ("D003", "Chidi Okafor", ["neurology"], 187500.0, (2010, 1, 4), "D002", "neuro", False, ["en", "ig"]),
           ("D004", "Dmitri Volkov", ["surgery", "trauma"], 250000.0, (2005, 11, 30), "D002", "icu", True, ["ru"]),
           ("D005", "Élodie Martin", ["pediatrics"], 165000.0, (2015, 9, 1), "D003", "peds", False, ["fr", "en"]),
           ("D006", "藤田 健", ["cardiology"], 198000.0, (2012, 4, 1), "D001", "cardio", False, ["ja", "en"]),
           ("D007", "Grace O'Malley", ["emergency", "trauma"], 175000.0, (2018, 6, 15), "D004", "er", False, []),
           ("D008", "Hamid Rahimi", ["internal"], 0.0, None, None, "medicine", None, ["fa", "en"]),
           ("D009", "Ingrid Sæther", ["neurology", "pediatrics"], 220000.0, (2003, 2, 28), "D009", "neuro", True, ["no"]),
           ("D010", "José \"Pepe\" Núñez", ["emergency"], 160000.0, (2020, 10, 10), "D011", "er", False, ["es"]),
           ("D011", "Kwame Mensah", ["emergency", "internal"], 182000.0, (2016, 8, 8), "D010", "er", True, ["en", "tw"]),
           ("D012", "Lena Schröder", [], -1.5, (2022, 1, 3), "D002", None, False, ["de"]),
           ("D013", "Mei Lin", ["oncology"], 240000.0, (2008, 5, 20), "D006", "medicine", True, ["zh", "en"]),
           ("D014", "Nobody Placeholder", [], None, None, None, None, None, [])]
# code, name, class, price, controlled, stock (bigint or None), steps, mg
DRUGS = [("AMX", "Amoxicillin", "antibiotic", 4.25, False, 12000, [250, 500], 500),
         ("IBU", "Ibuprofen", "nsaid", 1.5, False, 98000000000000000000, [200, 400, 600], 400),
         ("MOR", "Morphine", "opioid", 19.99, True, 150, [5, 10], 10),
         ("WAR", "Warfarin", "anticoagulant", 3.0, False, 0, [1, 2, 5], 5),
         ("ASP", "Aspirin", "nsaid", 0.5, False, 500000, [81, 325], 81),
         ("MET", "Metformin", "antidiabetic", 2.1, False, 42000, [500, 850, 1000], 850),
         ("OXY", "Oxycodone", "opioid", 25.0, True, -3, [5], 5),
         ("LIS", "Lisinopril", "ace-inhibitor", 1.75, False, 8000, [10, 20], 10),
         ("CIP", "Ciprofloxacin", "antibiotic", 6.4, False, None, [250, 500, 750], 500),
         ("FLU", "Fluoxetine", "ssri", 3.3, False, 7000, [20], 20),
         ("TRA", "Tramadol", "opioid", 8.0, True, 900, None, 50),
         ("ZZZ", "Placebo ☺", None, 0.0, None, None, None, None)]
INTERACTS = {"WAR": ["ASP", "IBU", "CIP", "FLU"], "ASP": ["WAR", "IBU"], "IBU": ["WAR", "ASP", "LIS"],
             "MOR": ["OXY", "TRA"], "OXY": ["MOR", "TRA"], "TRA": ["MOR", "OXY", "FLU", "TRA"],
             "LIS": ["IBU"], "FLU": ["TRA"], "CIP": []}
FIRST = ["Aiko", "Bruno", "Carmen", "Dawit", "Eszter", "Farah", "Giulia", "Hyun", "Iker", "Jana",
         "Kofi", "Léa", "Mateo", "Nadia", "Olu", "Priya", "Quinn", "Rūta", "Sven", "Tomás"]
LAST = ["Abe", "Bianchi", "Castro", "Demir", "Eze", "Fischer", "García", "Horváth", "Ivanova", "Jensen",
        "Kowalski", "Lund", "Müller", "Nakamura", "Öztürk"]
ALLERGIES = ["penicillin", "latex", "peanut", "sulfa", "aspirin", "codeine"]
REASONS = ["Chest pain", "Headache", "Fracture", "Fever", "Check-up", "Cough", "Dolor abdominal",
           "Rash", "Dizziness", "", "Follow-up", "Shortness of breath"]
DIAG = ["hypertension", "migraine", "fracture", "flu", "asthma", "diabetes", "arrhythmia", "anxiety"]
NOTES = ["Stable.", "Needs review", "Allergic reaction ⚠", "Discharged", "Pain 7/10", "BP high",
         "ok", "Référé au spécialiste"]


def inst(y, m, d, h=0, mi=0, s=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def kws(xs):
    return "[" + " ".join(":" + x for x in xs) + "]"


def refs(xs):
    return "[" + " ".join(s(x) for x in xs) + "]"


def main():
    ents = []
    for code, name, floor, beds, op, parent in WARDS:
        e = [f":db/id {s('w-' + code)}", f":ward/code :{code}", f":ward/name {s(name)}"]
        if floor is not None:
            e.append(f":ward/floor {floor}")
        if beds is not None:
            e.append(f":ward/beds {beds}")
        if op is not None:
            e.append(f":ward/open {'true' if op else 'false'}")
        if parent:
            e.append(f":ward/parent {s('w-' + parent)}")
        ents.append(e)
    for w in sorted(ADJ):
        if ADJ[w]:
            ents.append([f":db/id {s('w-' + w)}", f":ward/adjacent {refs('w-' + x for x in ADJ[w])}"])
    for i, (npi, name, specs, sal, hired, mentor, ward, senior, langs) in enumerate(DOCTORS):
        e = [f":db/id {s('d-' + npi)}", f":doctor/npi {s(npi)}", f":doctor/name {s(name)}",
             f':doctor/license #uuid "0d0c0000-0000-4000-a000-{i:012d}"']
        if specs:
            e.append(f":doctor/specialties {kws(specs)}")
        if sal is not None:
            e.append(f":doctor/salary {sal!r}")
        if hired:
            e.append(f":doctor/hired {inst(*hired, 8, 30)}")
        if ward:
            e.append(f":doctor/ward {s('w-' + ward)}")
        if senior is not None:
            e.append(f":doctor/senior {'true' if senior else 'false'}")
        if langs:
            e.append(f":doctor/languages {refs(langs)}")
        ents.append(e)
    for npi, *_r in DOCTORS:
        mentor = _r[4]
        if mentor:
            ents.append([f":db/id {s('d-' + npi)}", f":doctor/mentor {s('d-' + mentor)}"])
    for code, name, cls, price, ctl, stock, steps, mg in DRUGS:
        e = [f":db/id {s('g-' + code)}", f":drug/code {s(code)}", f":drug/name {s(name)}"]
        if cls:
            e.append(f":drug/class :{cls}")
        if price is not None:
            e.append(f":drug/price {price!r}")
        if ctl is not None:
            e.append(f":drug/controlled {'true' if ctl else 'false'}")
        if stock is not None:
            e.append(f":drug/stock {stock}N")
        if steps is not None:
            e.append(f":drug/steps [{' '.join(str(x) for x in steps)}]")
        if mg is not None:
            e.append(f":drug/mg {mg}")
        ents.append(e)
    for code in sorted(INTERACTS):
        if INTERACTS[code]:
            ents.append([f":db/id {s('g-' + code)}", f":drug/interacts {refs('g-' + x for x in INTERACTS[code])}"])
    # patients
    pats = []
    for i in range(40):
        mrn = f"MRN{i:04d}"
        pats.append(mrn)
        name = f"{FIRST[i % 20]} {LAST[(i * 7) % 15]}"
        if i == 13:
            name = "Zoë Ünal-Øster"
        if i == 27:
            name = "李 小龙"
        e = [f":db/id {s('p-' + mrn)}", f":patient/mrn {s(mrn)}", f":patient/name {s(name)}",
             f':patient/uuid #uuid "9a71e000-0000-4000-8000-{i:012d}"']
        if i % 11 != 5:
            e.append(f":patient/born {inst(1940 + (i * 3) % 80, 1 + i % 12, 1 + (i * 5) % 28)}")
        if i % 9 != 4:
            e.append(f":patient/weight {round(3.5 + (i * 37 % 110) + (i % 4) * 0.25, 2)!r}")
        if i % 7 != 3:
            e.append(f":patient/height {50 + (i * 13) % 150}")
        al = [ALLERGIES[(i + k) % 6] for k in range(i % 4) if (i + k) % 3 != 0]
        if al:
            e.append(f":patient/allergies {kws(sorted(set(al)))}")
        if i % 5 != 2:
            e.append(f":patient/insured {'true' if i % 3 else 'false'}")
        if i % 6 != 1:
            bal = ["0.00", "125.50", "-40.25", "1999.99", "3.10", "0"][i % 6]
            e.append(f":patient/balance {bal}M")
        if i % 4 != 3:
            e.append(f":patient/bp [{100 + (i * 7) % 70} {60 + (i * 3) % 40}]")
        if i % 5 == 0:
            w = ["cardio", "icu", "neuro", "peds", "er", "surgery", "medicine", "morgue"][i // 5]
            e.append(f":patient/bed [:{w} {i % 7}]")
        if i % 3 != 2:
            e.append(f":patient/contact {s('c-' + mrn)}")
        if i > 0 and i % 4 == 1:
            e.append(f":patient/referred-by {s('p-' + pats[(i * 3) % i])}")
        if i % 8 != 7:
            e.append(f":patient/gp {s('d-' + DOCTORS[i % 13][0])}")
        ents.append(e)
        if i % 3 != 2:
            c = [f":db/id {s('c-' + mrn)}", f":contact/name {s('Kin of ' + name.split()[0])}",
                 f":contact/relation :{['spouse', 'parent', 'child', 'friend'][i % 4]}"]
            if i % 2 == 0:
                c.append(f":contact/phone {s('+1-555-' + str(1000 + i * 17))}")
            ents.append(c)
    # a referral cycle MRN0000 -> MRN0039 -> MRN0000 and a self-referral
    ents.append([f":db/id {s('p-MRN0000')}", f":patient/referred-by {s('p-MRN0039')}"])
    ents.append([f":db/id {s('p-MRN0039')}", f":patient/referred-by {s('p-MRN0000')}"])
    ents.append([f":db/id {s('p-MRN0022')}", f":patient/referred-by {s('p-MRN0022')}"])
    # visits
    wards = [w[0] for w in WARDS[1:]]
    vis = []
    nid = 0
    for v in range(96):
        p = pats[(v * 7) % 37]
        d = DOCTORS[(v * 5) % 13][0]
        y, m, day = 2020 + v % 5, 1 + (v * 5) % 12, 1 + (v * 11) % 28
        vid = f"v{v}"
        e = [f":db/id {s(vid)}", f":visit/patient {s('p-' + p)}", f":visit/at {inst(y, m, day, 8 + v % 10, (v * 7) % 60)}"]
        if v % 13 != 6:
            e.append(f":visit/doctor {s('d-' + d)}")
        e.append(f":visit/reason {s(REASONS[v % len(REASONS)])}")
        if v % 10 != 9:
            e.append(f":visit/cost {round(20 + (v * 53) % 480 + (v % 3) * 0.5, 2)!r}")
        e.append(f":visit/severity {v % 6}")
        dg = sorted({DIAG[(v * 3) % 8], DIAG[(v + 2) % 8]} if v % 4 == 0 else ({DIAG[v % 8]} if v % 4 != 3 else set()))
        if dg:
            e.append(f":visit/diagnoses {kws(dg)}")
        if v % 7 != 0:
            e.append(f":visit/ward {s('w-' + wards[v % len(wards)])}")
        e.append(f":visit/emergency {'true' if v % 6 == 5 else 'false'}")
        notes = []
        for k in range(v % 3):
            nid += 1
            notes.append(f"n{nid}")
        if notes:
            e.append(f":visit/notes {refs(notes)}")
        ents.append(e)
        for k, n in enumerate(notes):
            ne = [f":db/id {s(n)}", f":note/text {s(NOTES[(v + k) % len(NOTES)])}", f":note/seq {k + 1}"]
            if (v + k) % 4 != 3:
                ne.append(f":note/author {s('d-' + DOCTORS[(v + k * 3) % 13][0])}")
            ents.append(ne)
        vis.append((vid, p))
    # follow-up chains: a visit's followup is a later visit of the same patient
    last = {}
    for vid, p in vis:
        if p in last:
            ents.append([f":db/id {s(last[p])}", f":visit/followup {s(vid)}"])
        last[p] = vid
    # prescriptions
    r = 0
    for v in range(96):
        for k in range(v % 4 if v % 5 != 4 else 0):
            code = DRUGS[(v * 3 + k * 5) % 11][0]
            e = [f":db/id {s('rx' + str(r))}", f":rx/number {s('RX-' + str(70000 + r * 13))}",
                 f":rx/visit {s('v' + str(v))}", f":rx/drug {s('g-' + code)}",
                 f":rx/dose {DRUGS[(v * 3 + k * 5) % 11][7] * (1 + k % 2)}", f":rx/days {(v * k) % 15}",
                 f":rx/refills {(v + k) % 4 - (1 if r % 17 == 0 else 0) if r % 17 else 0}"]
            if r % 3 == 0:
                e.append(f":rx/instructions {s(['Take with food', 'Twice daily', 'Al acostarse', 'As needed ☾'][r % 4])}")
            ents.append(e)
            r += 1
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
