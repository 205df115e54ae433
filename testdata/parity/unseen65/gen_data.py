#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 65th unseen parity corpus.

A hospital: patients (string MRN identity, uuid identity, unicode names,
birth instants, bigdec balances incl. 0 and negatives, cardinality-many
keyword diagnoses), clinicians (keyword identity, supervisor chain with a
cycle and a self-loop, double rates), rooms (string identity, long floor,
homogeneous long tuple), appointments (long id identity, start/end instants,
room ref, day long, composite [:appt/room :appt/day] tupleAttrs, procedure
keyword and string code, component line items with [keyword bigdec]
heterogeneous tuples), charges (bigdec amounts scale 2 and 4), payments
(doubles), claims (keyword statuses, unique-value claim numbers, bigint).
Deterministic.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:pat/mrn {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :pat/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :pat/name {:db/valueType :db.type/string}
 :pat/born {:db/valueType :db.type/instant}
 :pat/balance {:db/valueType :db.type/bigdec}
 :pat/dx {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :pat/allergies {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :pat/active {:db/valueType :db.type/boolean}
 :pat/weight {:db/valueType :db.type/double}
 :pat/visits {:db/valueType :db.type/long}
 :pat/pcp {:db/valueType :db.type/ref}
 :cl/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :cl/name {:db/valueType :db.type/string}
 :cl/super {:db/valueType :db.type/ref}
 :cl/rate {:db/valueType :db.type/double}
 :cl/npi {:db/valueType :db.type/bigint :db/unique :db.unique/value}
 :cl/senior {:db/valueType :db.type/boolean}
 :room/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :room/floor {:db/valueType :db.type/long}
 :room/dims {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :appt/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :appt/pat {:db/valueType :db.type/ref}
 :appt/cl {:db/valueType :db.type/ref}
 :appt/room {:db/valueType :db.type/ref}
 :appt/day {:db/valueType :db.type/long}
 :appt/room+day {:db/valueType :db.type/tuple :db/tupleAttrs [:appt/room :appt/day]}
 :appt/start {:db/valueType :db.type/instant}
 :appt/end {:db/valueType :db.type/instant}
 :appt/proc {:db/valueType :db.type/keyword}
 :appt/cpt {:db/valueType :db.type/string}
 :appt/lines {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :appt/charge {:db/valueType :db.type/bigdec}
 :appt/paid {:db/valueType :db.type/double}
 :appt/status {:db/valueType :db.type/keyword}
 :line/item {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/bigdec]}
 :line/qty {:db/valueType :db.type/long}
 :line/note {:db/valueType :db.type/string}
 :claim/no {:db/valueType :db.type/string :db/unique :db.unique/value}
 :claim/appt {:db/valueType :db.type/ref}
 :claim/status {:db/valueType :db.type/keyword}
 :claim/amount {:db/valueType :db.type/bigdec}
 :claim/ref {:db/valueType :db.type/bigint}
 :claim/uuid {:db/valueType :db.type/uuid}}
"""

NAMES = ["Ana Lima", "Björn Ek", "Chloé Dubois", "Dmitri Орлов", "", "Eve O'Neil",
         "Fatima Zahra", "Gao 高", "Hana 🌸", "Ian", "José Núñez", "Kai"]
DX = [":flu", ":copd", ":htn", ":dm2", ":asthma", ":ckd"]
ALLER = ["penicillin", "latex", "", "peanuts", "Sulfa"]
PROCS = [(":xray", "71045"), (":mri", "70551"), (":consult", "99213"), (":lab", "80053"),
         (":ekg", "93000"), (":ct", "74177")]
ITEMS = [":supply", ":drug", ":fee", ":film"]


def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def inst(day, minute):
    h, m = divmod(minute, 60)
    return '#inst "2026-03-%02dT%02d:%02d:00.000-00:00"' % (day, h, m)


def main():
    out = []
    cls = [(":dr/a", "Adams", None, 210.5, 1000000000001, True),
           (":dr/b", "Baker", ":dr/a", 180.0, 1000000000002, True),
           (":dr/c", "Cruz", ":dr/b", 150.25, 1000000000003, False),
           (":dr/d", "Diaz", ":dr/c", 0.0, 1000000000004, False),
           (":dr/e", "Eng", ":dr/f", -12.5, 99999999999999999999, False),
           (":dr/f", "Fox", ":dr/e", 95.75, 1000000000006, True),
           (":dr/g", "Gül", ":dr/g", 120.0, 0, False),
           (":dr/h", "Ho", ":dr/d", 1e-3, -5, False)]
    for i, (code, name, sup, rate, npi, sen) in enumerate(cls):
        s = '{:db/id "c%d" :cl/code %s :cl/name %s :cl/rate %r :cl/npi %dN :cl/senior %s' % (
            i, code, q(name), rate, npi, "true" if sen else "false")
        if sup:
            s += ' :cl/super "c%d"' % [c[0] for c in cls].index(sup)
        out.append(s + "}")
    for r in range(6):
        s = '{:db/id "r%d" :room/id "R-%d%02d" :room/floor %d' % (r, r // 2 + 1, r, r // 2 + (0 if r != 5 else -2))
        if r != 4:
            s += ' :room/dims [%d %d]' % (10 + r, (r * 3) % 7)
        out.append(s + "}")
    npat = 60
    for p in range(npat):
        name = NAMES[p % len(NAMES)] + ("" if p < 12 else " %d" % p)
        bal = ["0.00", "-15.50", "120.25", "0.0000", "99.9900", "-0.01", "1000000.00", "3.1415"][p % 8]
        s = '{:db/id "p%d" :pat/mrn "MRN%04d" :pat/name %s :pat/balance %sM' % (p, p * 7 % 1000, q(name), bal)
        s += ' :pat/uuid #uuid "00000000-0000-4000-8000-%012d"' % p
        if p % 5 != 3:
            s += ' :pat/born #inst "%04d-%02d-%02dT00:00:00.000-00:00"' % (1940 + p % 70, p % 12 + 1, p % 28 + 1)
        dxs = [DX[(p + k) % 6] for k in range(p % 4)]
        if dxs:
            s += ' :pat/dx #{%s}' % " ".join(sorted(set(dxs)))
        if p % 3 == 0:
            s += ' :pat/allergies #{%s}' % " ".join(q(a) for a in sorted({ALLER[p % 5], ALLER[(p + 2) % 5]}))
        if p % 7 != 6:
            s += ' :pat/active %s' % ("true" if p % 2 else "false")
        if p % 4 != 2:
            s += ' :pat/weight %r' % ([0.0, 72.5, -1.0, 88.25, 55.0, 101.125][p % 6])
        s += ' :pat/visits %d' % ([0, 1, 5, -1, 12, 3][p % 6])
        if p % 6 != 5:
            s += ' :pat/pcp "c%d"' % (p % 8)
        out.append(s + "}")
    line = 0
    for a in range(150):
        p = (a * 11) % npat
        day = a % 9 + 1
        st = 8 * 60 + (a * 37) % 480
        dur = [15, 30, 45, 60, 0, 90][a % 6]
        proc, cpt = PROCS[a % 6]
        s = '{:db/id "a%d" :appt/id %d :appt/pat "p%d" :appt/cl "c%d" :appt/day %d' % (a, 1000 + a, p, a % 8, day)
        if a % 10 != 9:
            s += ' :appt/room "r%d"' % (a % 6)
        s += ' :appt/start %s :appt/end %s' % (inst(day, st), inst(day, st + dur))
        s += ' :appt/proc %s :appt/cpt "%s"' % (proc, cpt if a % 13 else "")
        ch = ["125.00", "80.5000", "0.00", "1200.99", "45.1250", "300.10", "-20.00"][a % 7]
        s += ' :appt/charge %sM' % ch
        if a % 4 != 3:
            s += ' :appt/paid %r' % ([100.0, 0.0, 64.4, 960.792, 36.1, -5.0, 250.08][a % 7])
        s += ' :appt/status %s' % [":done", ":booked", ":cancelled", ":noshow"][a % 4]
        if a % 3 == 0:
            ls = []
            for k in range(a % 4 + 1):
                it = ITEMS[(a + k) % 4]
                amt = ["12.50", "0.0100", "7.25", "100.0000", "-3.00"][(a + k) % 5]
                l = '{:line/item [%s %sM] :line/qty %d' % (it, amt, (a + k) % 5)
                if k % 2 == 0:
                    l += ' :line/note %s' % q(["", "ok", "näher", "x" * 5][(a + k) % 4])
                ls.append(l + "}")
                line += 1
            s += ' :appt/lines [%s]' % " ".join(ls)
        out.append(s + "}")
    for c in range(40):
        a = c * 3 + 1
        s = '{:db/id "k%d" :claim/no "CLM-%05d" :claim/appt "a%d" :claim/status %s' % (
            c, c * 13, a, [":submitted", ":paid", ":denied", ":appealed", ":paid"][c % 5])
        s += ' :claim/amount %sM' % ["100.00", "64.4000", "0.00", "1200.9900", "45.13"][c % 5]
        if c % 4 != 0:
            s += ' :claim/ref %dN' % ([123456789012345678901, 7, -42, 0][c % 4])
        s += ' :claim/uuid #uuid "aaaaaaaa-0000-4000-8000-%012d"' % c
        out.append(s + "}")
    open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
    open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(out) + "]\n")


if __name__ == "__main__":
    main()
