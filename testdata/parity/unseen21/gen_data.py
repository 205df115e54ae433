#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the twenty-first unseen parity corpus.

A medical clinic: status idents (entities with :db/ident), rooms (string
identity), doctors (long NPI identity, keyword code identity,
cardinality-many keyword specialties, bigdec hourly rates incl. 0M and a
negative, a referral graph with a 3-cycle, a 2-cycle and a self-referral,
one doctor without specialties), patients (string MRN identity, unique-value
phone (some missing), uuid identity, unicode names incl. an empty one,
birth instants, cardinality-many unicode allergy strings, insurance
coverage as a [keyword long] :db/tupleTypes tuple incl. 0 percent, double
weights incl. 0.0 and negative, bigdec balances, bigint lifetime charges,
a primary doctor ref), appointments (string id identity, a composite
[:appt/doctor :appt/start] identity, instants, long minutes incl. 0, a
status ref to an ident, a follow-up ref to another appointment, a
homogeneous double vitals tuple, component prescriptions with double
doses, bigdec costs, long refills incl. 0 and a negative). Deterministic.
"""
import os, uuid

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:status/label {:db/valueType :db.type/string}
 :status/final {:db/valueType :db.type/boolean}
 :status/rank {:db/valueType :db.type/long}
 :room/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :room/floor {:db/valueType :db.type/long}
 :room/equipment {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :doctor/npi {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :doctor/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :doctor/name {:db/valueType :db.type/string}
 :doctor/specialties {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :doctor/rate {:db/valueType :db.type/bigdec}
 :doctor/senior {:db/valueType :db.type/boolean}
 :doctor/refers {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :doctor/room {:db/valueType :db.type/ref}
 :doctor/since {:db/valueType :db.type/instant}
 :doctor/years {:db/valueType :db.type/long}
 :patient/mrn {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :patient/phone {:db/valueType :db.type/string :db/unique :db.unique/value}
 :patient/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :patient/name {:db/valueType :db.type/string}
 :patient/born {:db/valueType :db.type/instant}
 :patient/allergies {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :patient/coverage {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :patient/weight {:db/valueType :db.type/double}
 :patient/balance {:db/valueType :db.type/bigdec}
 :patient/charges {:db/valueType :db.type/bigint}
 :patient/active {:db/valueType :db.type/boolean}
 :patient/primary {:db/valueType :db.type/ref}
 :patient/flags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :appt/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :appt/patient {:db/valueType :db.type/ref}
 :appt/doctor {:db/valueType :db.type/ref}
 :appt/start {:db/valueType :db.type/instant}
 :appt/doctor+start {:db/valueType :db.type/tuple :db/tupleAttrs [:appt/doctor :appt/start] :db/unique :db.unique/identity}
 :appt/minutes {:db/valueType :db.type/long}
 :appt/status {:db/valueType :db.type/ref}
 :appt/followup {:db/valueType :db.type/ref}
 :appt/vitals {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :appt/telehealth {:db/valueType :db.type/boolean}
 :appt/notes {:db/valueType :db.type/string}
 :appt/rx {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :rx/drug {:db/valueType :db.type/string}
 :rx/dose {:db/valueType :db.type/double}
 :rx/cost {:db/valueType :db.type/bigdec}
 :rx/refills {:db/valueType :db.type/long}
 :rx/generic {:db/valueType :db.type/boolean}}
"""

STATUSES = [("scheduled", "Scheduled", False, 1), ("checked-in", "Checked in", False, 2),
            ("completed", "Completed", True, 3), ("cancelled", "Cancelled", True, 4),
            ("no-show", "No show", True, 5)]
ROOMS = [("A-101", 1, ["ecg", "scale"]), ("A-102", 1, ["scale"]), ("B-201", 2, ["xray", "ecg"]),
         ("B-202", 2, []), ("C-301", 3, ["mri"]), ("Tele", 0, [])]
# code npi name specialties rate senior room years
DOCTORS = [
    ("house", 1000001, "Gregory House", ["diagnostics", "nephrology"], "350.00", True, 0, 22),
    ("cuddy", 1000002, "Lisa Cuddy", ["endocrinology", "administration"], "300.50", True, 1, 18),
    ("wilson", 1000003, "James Wilson", ["oncology"], "280.00", True, 2, 15),
    ("foreman", 1000004, "Eric Foreman", ["neurology", "diagnostics"], "210.25", False, 2, 8),
    ("chase", 1000005, "Robert Chase", ["surgery", "intensive-care"], "199.99", False, 3, 7),
    ("cameron", 1000006, "Allison Cameron", ["immunology", "emergency"], "205.00", False, 0, 6),
    ("ногов", 1000007, "Ирина Ногова", ["cardiology"], "260.00", True, 4, 12),
    ("yamada", 1000008, "山田 花子", ["pediatrics", "cardiology", "emergency"], "240.10", False, 1, 9),
    ("muller", 1000009, "Jürgen Müller", ["orthopedics"], "0.00", False, 5, 0),
    ("nobody", 1000010, "Dr. Nobody", [], "-15.50", False, 3, -1),
    ("adams", 1000011, "Patch Adams", ["pediatrics"], "150.00", True, 5, 30),
    ("okafor", 1000012, "Chidi Okafor", ["neurology", "oncology"], "310.75", False, 4, 11),
]
# referral graph: 3-cycle house->foreman->chase->house, 2-cycle wilson<->okafor, self cameron
REFERS = {"house": ["foreman", "wilson"], "foreman": ["chase"], "chase": ["house", "ногов"],
          "wilson": ["okafor"], "okafor": ["wilson", "muller"], "cameron": ["cameron", "yamada"],
          "yamada": ["adams"], "cuddy": ["house", "wilson", "cameron"], "ногов": ["yamada"]}
FIRST = ["Anna", "Ben", "Chloé", "Dmitri", "Eve", "Farah", "Goro", "Hana", "Ivan", "Jade",
         "Kofi", "Lena", "Mateo", "Nadia", "Omar", "Pía", "Quinn", "Rosa", "Sven", "Tomás",
         "Uma", "Vera", "Wen", "Xochitl", "Yusuf", "Zoë", "Ålvar", "Björn", "Ciarán", "Đorđe"]
LAST = ["Smith", "Nguyễn", "García", "Okoye", "Kowalski", "Sato", "Öztürk", "Haddad", "Ivanova", "Lee"]
ALLERGIES = ["penicillin", "peanuts", "latex", "pollen", "shellfish", "aspirin", "ibuprofen", "lactose",
             "ragweed", "sulfa", "éclair glaze", "花粉", ""]
PLANS = ["gold", "silver", "bronze", "medicaid", "none"]
FLAGS = ["vip", "interpreter", "wheelchair", "minor", "fall-risk"]
DRUGS = [("amoxicillin", True), ("lisinopril", True), ("atorvastatin", True), ("metformin", True),
         ("Lipitor", False), ("Zoloft", False), ("ibuprofen", True), ("prednisone", True),
         ("insulin glargine", False), ("warfarin", True), ("ácido fólico", True)]
NP = 60
NA = 220


def inst(y, mo, d, h=0, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def q(x):
    return '"' + x.replace('\\', '\\\\').replace('"', '\\"') + '"'


def main():
    ents = []
    for code, label, final, rank in STATUSES:
        ents.append([f':db/id "st-{code}"', f":db/ident :status/{code}", f":status/label {q(label)}",
                     f":status/final {str(final).lower()}", f":status/rank {rank}"])
    for name, floor, eq in ROOMS:
        e = [f':db/id "r-{name}"', f":room/name {q(name)}", f":room/floor {floor}"]
        if eq:
            e.append(":room/equipment [" + " ".join(":" + x for x in eq) + "]")
        ents.append(e)
    for i, (code, npi, name, sp, rate, senior, room, years) in enumerate(DOCTORS):
        e = [f':db/id "d-{code}"', f":doctor/npi {npi}", f":doctor/code :doc/{code}", f":doctor/name {q(name)}",
             f":doctor/rate {rate}M", f":doctor/senior {str(senior).lower()}",
             f':doctor/room "r-{ROOMS[room][0]}"', f":doctor/years {years}"]
        if sp:
            e.append(":doctor/specialties [" + " ".join(":" + x for x in sp) + "]")
        if i % 4 != 3:
            e.append(f":doctor/since {inst(2026 - max(years, 0), 1 + i % 12, 1 + i, 9)}")
        ents.append(e)
    for code, tos in REFERS.items():
        ents.append([f':db/id "d-{code}"', ":doctor/refers [" + " ".join(f'"d-{t}"' for t in tos) + "]"])
    for i in range(NP):
        name = "" if i == 17 else f"{FIRST[i % len(FIRST)]} {LAST[(i * 7) % len(LAST)]}"
        e = [f':db/id "p{i}"', f":patient/mrn {q('MRN-%04d' % (i * 37 % 1000))}", f":patient/name {q(name)}",
             f':patient/uuid #uuid "{uuid.UUID(int=(0x5EED << 96) + i * 7919)}"']
        if i % 6 != 5:
            e.append(f":patient/phone {q('+1-555-%04d' % (1000 + i * 13))}")
        if i % 10 != 9:
            e.append(f":patient/born {inst(1940 + (i * 17) % 80, 1 + i % 12, 1 + (i * 3) % 28, 0)}")
        al = sorted({ALLERGIES[(i * k + 1) % len(ALLERGIES)] for k in range(i % 4)})
        if al:
            e.append(":patient/allergies [" + " ".join(q(a) for a in al) + "]")
        if i % 7 != 6:
            plan = PLANS[i % 5]
            pct = 0 if plan == "none" else [80, 70, 60, 100][(i // 5) % 4]
            e.append(f":patient/coverage [:{plan} {pct}]")
        if i % 8 != 7:
            w = round(40 + (i * 23) % 70 + (i % 3) * 0.25, 2)
            if i == 11:
                w = 0.0
            if i == 23:
                w = -1.5
            e.append(f":patient/weight {w!r}")
        bal = ["0.00", "125.50", "-20.00", "1000", "75.25", "0.01"][i % 6]
        if i % 9 != 8:
            e.append(f":patient/balance {bal}M")
        if i % 5 != 4:
            e.append(f":patient/charges {(i * 104729) % 900000 - (50000 if i % 13 == 0 else 0)}N")
        e.append(f":patient/active {str(i % 11 != 10).lower()}")
        if i % 12 != 11:
            e.append(f':patient/primary "d-{DOCTORS[i % len(DOCTORS)][0]}"')
        fl = [FLAGS[j] for j in range(5) if (i >> j) & 1 and (i + j) % 3 == 0]
        if fl:
            e.append(":patient/flags [" + " ".join(":" + x for x in fl) + "]")
        ents.append(e)
    # appointments: March–May 2026, weekdays 8–16 on the hour or half hour
    slots = set()
    appts = []
    k = 0
    docs = [x[0] for x in DOCTORS if x[0] != "nobody"]
    for a in range(NA * 3):
        if len(appts) >= NA:
            break
        d = docs[a % len(docs)]
        j = a // len(docs)
        di = a % len(docs)
        month = 3 + (j // 4) % 3
        day = 1 + ((j // 12) * 7 + di * 3) % 28
        hour = 8 + (j * 2 + di) % 9
        mi = 30 if a % 4 == 1 else 0
        if (d, month, day, hour, mi) in slots:
            continue
        slots.add((d, month, day, hour, mi))
        p = (a * 13 + a // 7) % NP
        if p in (41, 53):  # two patients never seen
            p = (p + 1) % NP
        appts.append((k, d, p, month, day, hour, mi, a))
        k += 1
    st_cycle = ["completed", "completed", "scheduled", "cancelled", "completed", "no-show", "checked-in",
                "completed", "scheduled"]
    for (k, d, p, month, day, hour, mi, a) in appts:
        e = [f':db/id "a{k}"', f':appt/id "A-{k:04d}"', f':appt/patient "p{p}"', f':appt/doctor "d-{d}"',
             f":appt/start {inst(2026, month, day, hour, mi)}",
             f":appt/minutes {[15, 30, 45, 60, 30, 20][k % 6] if k % 37 != 36 else 0}"]
        if k % 19 != 18:
            e.append(f":appt/status :status/{st_cycle[k % len(st_cycle)]}")
        if k % 3 == 0:
            e.append(f":appt/telehealth {str(k % 2 == 0).lower()}")
        if k % 5 == 2:
            e.append(f":appt/vitals [{36.0 + (k % 30) / 10!r} {60.0 + (k * 7) % 50!r}]")
        if k % 4 == 1:
            e.append(f":appt/notes {q(['routine', 'follow-up needed', '', 'réévaluation', 'BP high', '要观察'][k % 6])}")
        if k % 7 == 3 and k + 5 < len(appts):
            e.append(f':appt/followup "a{k + 5}"')
        if k == 100:
            e.append(':appt/followup "a100"')  # self-loop
        nrx = [0, 1, 2, 0, 1, 3, 0][k % 7]
        rx = []
        for r in range(nrx):
            drug, gen = DRUGS[(k + r * 4) % len(DRUGS)]
            dose = [5.0, 10.0, 0.5, 250.0, 0.0, 12.5, 1000.0][(k + r) % 7]
            cost = ["12.50", "0.00", "199.99", "45.00", "7.25", "1200.00", "33.33", "-5.00"][(k * 3 + r) % 8]
            refills = [0, 1, 2, 3, 5, -1][(k + r * 2) % 6]
            rx.append(f"{{:rx/drug {q(drug)} :rx/dose {dose!r} :rx/cost {cost}M :rx/refills {refills} "
                      f":rx/generic {str(gen).lower()}}}")
        if rx:
            e.append(":appt/rx [" + " ".join(rx) + "]")
        ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
