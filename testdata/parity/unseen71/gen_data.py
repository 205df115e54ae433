#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen71 parity corpus.

A laboratory notebook: operators (string e-mail identity, unicode names),
instruments (a unique-value serial, a homogeneous double tuple of
calibration, a heterogeneous [string long] location), samples (string
barcode identity, uuid identity, a parent tree with one 2-cycle and one
self-loop, bigdec concentrations, long and bigint replicate counts, keyword
units, instants, boolean flags, cardinality-many tags), experiments (string
code identity, a component protocol whose component steps hold component
substeps, a lead operator, cardinality-many instruments, a double budget),
measurements (a composite [:measure/sample :measure/experiment] identity,
doubles incl. tiny and huge ones, keyword units). Deterministic.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:operator/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :operator/name {:db/valueType :db.type/string}
 :operator/level {:db/valueType :db.type/long}
 :operator/active {:db/valueType :db.type/boolean}
 :operator/mentor {:db/valueType :db.type/ref}
 :instrument/serial {:db/valueType :db.type/string :db/unique :db.unique/value}
 :instrument/name {:db/valueType :db.type/string}
 :instrument/kind {:db/valueType :db.type/keyword}
 :instrument/calib {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :instrument/loc {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/string :db.type/long]}
 :sample/barcode {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :sample/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :sample/name {:db/valueType :db.type/string}
 :sample/parent {:db/valueType :db.type/ref}
 :sample/conc {:db/valueType :db.type/bigdec}
 :sample/replicates {:db/valueType :db.type/long}
 :sample/copies {:db/valueType :db.type/bigint}
 :sample/unit {:db/valueType :db.type/keyword}
 :sample/created {:db/valueType :db.type/instant}
 :sample/flagged {:db/valueType :db.type/boolean}
 :sample/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :sample/owner {:db/valueType :db.type/ref}
 :experiment/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :experiment/title {:db/valueType :db.type/string}
 :experiment/started {:db/valueType :db.type/instant}
 :experiment/protocol {:db/valueType :db.type/ref :db/isComponent true}
 :experiment/lead {:db/valueType :db.type/ref}
 :experiment/instruments {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :experiment/budget {:db/valueType :db.type/double}
 :protocol/name {:db/valueType :db.type/string}
 :protocol/steps {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :step/order {:db/valueType :db.type/long}
 :step/text {:db/valueType :db.type/string}
 :step/minutes {:db/valueType :db.type/double}
 :step/substeps {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :measure/sample {:db/valueType :db.type/ref}
 :measure/experiment {:db/valueType :db.type/ref}
 :measure/sample+experiment {:db/valueType :db.type/tuple :db/tupleAttrs [:measure/sample :measure/experiment] :db/unique :db.unique/identity}
 :measure/value {:db/valueType :db.type/double}
 :measure/unit {:db/valueType :db.type/keyword}
 :measure/at {:db/valueType :db.type/instant}
 :measure/ok {:db/valueType :db.type/boolean}
 :measure/instrument {:db/valueType :db.type/ref}
 :measure/note {:db/valueType :db.type/string}}
"""

OPS = [("ada", "Ada Ørsted", 3, True, None), ("bo", "Bo Ström", 1, True, "ada"),
       ("chen", "陈静", 2, True, "ada"), ("dmitri", "Дмитрий Петров", 2, False, "chen"),
       ("eve", "Ève Lefèvre", 0, True, "dmitri"), ("fatima", "فاطمة الزهراء", -1, None, "eve"),
       ("gus", "", 1, False, "gus"), ("hana", "Hana 🧪 Sato", 4, True, None)]
INSTR = [("SN-0001", "Spectro A", "spectrometer", [0.0, 1.0, -0.5], ["Lab 1", 0]),
         ("SN-0002", "Spectro B", "spectrometer", [1e-300, 2.5, 3.0], ["Lab 1", 2]),
         ("SN-0100", "Centrifuge", "centrifuge", [0.0, 0.0, 0.0], ["Lab 2", -1]),
         ("SN-0200", "PCR Ω", "pcr", [-1.25, 1e10, 7.0], ["Labor 3", 5]),
         ("SN-0300", "Balance", "balance", [0.001, 0.002, 0.003], ["Lab 1", 1]),
         ("", "Unnamed", "misc", [5.5, 5.5, 5.5], ["", 0])]
UNITS = ["mg/ml", "ug/ul", "nM", "mM", "pct"]
TAGS = ["rna", "dna", "protein", "frozen", "thawed", "qc", "urgent", "ünïcode", ""]
EXPS = [("EXP-001", "Baseline", (2024, 1, 10), "ada", ["SN-0001", "SN-0100"], 1000.0),
        ("EXP-002", "Heat shock", (2024, 2, 3), "chen", ["SN-0002"], 2500.5),
        ("EXP-003", "Knockdown", (2024, 3, 15), "chen", ["SN-0200", "SN-0001"], 0.0),
        ("EXP-004", "Dose response", (2024, 5, 1), "dmitri", ["SN-0300"], -50.0),
        ("EXP-005", "Time course", (2024, 7, 20), "eve", ["SN-0001", "SN-0002", "SN-0200"], 1e9),
        ("EXP-006", "Pilot ✓", (2023, 12, 31), "ada", [], 12.25),
        ("EXP-007", "Replication", (2024, 9, 9), "hana", ["SN-0100"], 333.333),
        ("EXP-008", "", (2024, 11, 11), "bo", ["SN-0300", "SN-0002"], None)]


def inst(y, m, d, h=0, mi=0, s=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def b(x):
    return "true" if x else "false"


def main():
    ents = []
    for em, name, lvl, act, mentor in OPS:
        e = [f":db/id {s('o-' + em)}", f":operator/email {s(em + '@lab.example')}",
             f":operator/name {s(name)}", f":operator/level {lvl}"]
        if act is not None:
            e.append(f":operator/active {b(act)}")
        if mentor:
            e.append(f":operator/mentor {s('o-' + mentor)}")
        ents.append(e)
    for ser, name, kind, cal, loc in INSTR:
        ents.append([f":db/id {s('i-' + ser)}", f":instrument/serial {s(ser)}", f":instrument/name {s(name)}",
                     f":instrument/kind :{kind}", f":instrument/calib [{' '.join(repr(c) for c in cal)}]",
                     f":instrument/loc [{s(loc[0])} {loc[1]}]"])
    # samples: 48, a tree (parent = (i-1)//3 for i>0), S-046 <-> S-047 a 2-cycle, S-045 a self-loop
    N = 48
    concs = ["0.00", "1.50", "12.500", "-0.25", "1000", "3.14159", "0.0001", "250.0"]
    for i in range(N):
        bc = f"S-{i:03d}"
        e = [f":db/id {s('s-' + bc)}", f":sample/barcode {s(bc)}",
             f':sample/uuid #uuid "5a3e0000-0000-4000-8000-{i:012d}"',
             f":sample/name {s(['Blood', 'Sérum', '血漿', 'Tissue', 'Cell line', ''][i % 6] + (' ' + str(i) if i % 6 != 5 else ''))}",
             f":sample/unit :{UNITS[i % 5]}" if i % 11 != 7 else ":sample/unit :units/none",
             f":sample/created {inst(2023 + i % 2, 1 + i % 12, 1 + (i * 7) % 28, i % 24, (i * 13) % 60)}"]
        if i % 9 != 4:
            e.append(f":sample/conc {concs[i % 8]}M")
        if i % 7 != 3:
            e.append(f":sample/replicates {[0, 1, 2, 3, -1, 5, 12][i % 7]}")
        e.append(f":sample/copies {[0, 10, 1000000000000000000000, -3, 42][i % 5]}N")
        if i % 4 != 2:
            e.append(f":sample/flagged {b(i % 3 == 0)}")
        tg = [TAGS[(i * k) % len(TAGS)] for k in (1, 2)] if i % 5 != 0 else []
        if i % 10 == 3:
            tg = TAGS[:4]
        if tg:
            e.append(f":sample/tags [{' '.join(s(t) for t in dict.fromkeys(tg))}]")
        e.append(f":sample/owner {s('o-' + OPS[i % 8][0])}")
        if 0 < i < 45:
            e.append(f":sample/parent {s('s-S-%03d' % ((i - 1) // 3))}")
        elif i == 45:
            e.append(":sample/parent \"s-S-045\"")
        elif i == 46:
            e.append(":sample/parent \"s-S-047\"")
        elif i == 47:
            e.append(":sample/parent \"s-S-046\"")
        ents.append(e)
    for k, (code, title, st, lead, instr, budget) in enumerate(EXPS):
        steps = []
        for j in range(1 + k % 3 + (1 if k % 2 else 0)):
            subs = " ".join("{:step/order %d :step/text %s :step/minutes %r}" % (m, s(f"{code} step {j}.{m}"), [0.5, 0.0, 90.0][m % 3])
                            for m in range((j + k) % 3))
            st_ = "{:step/order %d :step/text %s :step/minutes %r%s}" % (
                j, s(["Prepare", "Mix", "Incubate 37°C", "Measure", "Clean"][j % 5]), [5.0, 12.5, 60.0, 0.25][j % 4],
                (" :step/substeps [" + subs + "]") if subs else "")
            steps.append(st_)
        e = [f":db/id {s('e-' + code)}", f":experiment/code {s(code)}", f":experiment/title {s(title)}",
             f":experiment/started {inst(*st, 9, k)}", f":experiment/lead {s('o-' + lead)}",
             f":experiment/protocol {{:protocol/name {s('P-' + code)} :protocol/steps [{' '.join(steps)}]}}"]
        if instr:
            e.append(f":experiment/instruments [{' '.join(s('i-' + x) for x in instr)}]")
        if budget is not None:
            e.append(f":experiment/budget {budget!r}")
        ents.append(e)
    vals = [0.0, 1.5, -2.25, 1e-300, 6.02e23, 3.0, 42.0, 1e-9, 7.5, 100.0, -0.0, 2.5e100, 0.333]
    mu = ["mg/ml", "nM", "pct", "AU"]
    n = 0
    for i in range(N):
        for k in range(len(EXPS)):
            if (i * 3 + k * 5) % 7 not in (0, 2, 4, 5):
                continue
            code = EXPS[k][0]
            e = [f":measure/sample {s('s-S-%03d' % i)}", f":measure/experiment {s('e-' + code)}",
                 f":measure/value {vals[n % len(vals)]!r}", f":measure/unit :{mu[n % 4]}",
                 f":measure/at {inst(2024, 1 + n % 12, 1 + n % 28, n % 24)}"]
            if n % 6 != 1:
                e.append(f":measure/ok {b(n % 4 != 0)}")
            if EXPS[k][4] and n % 5 != 2:
                e.append(f":measure/instrument {s('i-' + EXPS[k][4][n % len(EXPS[k][4])])}")
            if n % 8 == 0:
                e.append(f":measure/note {s(['ok', 'redo — bubble', '', 'ずれ'][n % 4])}")
            ents.append(e)
            n += 1
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[\n" + "\n".join("{" + " ".join(e) + "}" for e in ents) + "\n]\n")


if __name__ == "__main__":
    main()
