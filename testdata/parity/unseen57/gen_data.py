#!/usr/bin/env python3
"""Writes schema.edn and data.edn of unseen57: a clinical-trials registry.

Sponsors (string identity, bigint budgets), sites (string identity,
countries, a homogeneous double tuple of coordinates), investigators
(string e-mail identity, unique-value long licence, a supervises graph
with a cycle and a self-loop), trials (string registry identity, uuid
identity, keyword phases, sponsor ref, cardinality-many sites, component
arms with bigdec doses, cardinality-many criteria strings), participants
(string code identity, unicode names, missing attributes), enrolments
(composite :db/tupleAttrs [:enr/trial :enr/participant] identity,
instants, component visits with long days and double measurements incl.
0.0 and negatives, component adverse events with keyword severity and
boolean serious, a [keyword double] lab tuple). Deterministic.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:sponsor/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :sponsor/country {:db/valueType :db.type/string}
 :sponsor/budget {:db/valueType :db.type/bigint}
 :sponsor/public {:db/valueType :db.type/boolean}
 :site/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :site/name {:db/valueType :db.type/string}
 :site/country {:db/valueType :db.type/string}
 :site/beds {:db/valueType :db.type/long}
 :site/geo {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :inv/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :inv/licence {:db/valueType :db.type/long :db/unique :db.unique/value}
 :inv/name {:db/valueType :db.type/string}
 :inv/site {:db/valueType :db.type/ref}
 :inv/supervises {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :inv/rank {:db/valueType :db.type/keyword}
 :trial/registry {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :trial/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :trial/title {:db/valueType :db.type/string}
 :trial/phase {:db/valueType :db.type/keyword}
 :trial/sponsor {:db/valueType :db.type/ref}
 :trial/sites {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :trial/pi {:db/valueType :db.type/ref}
 :trial/arms {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :trial/criteria {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :trial/started {:db/valueType :db.type/instant}
 :trial/target {:db/valueType :db.type/long}
 :trial/blinded {:db/valueType :db.type/boolean}
 :arm/label {:db/valueType :db.type/string}
 :arm/dose {:db/valueType :db.type/bigdec}
 :arm/placebo {:db/valueType :db.type/boolean}
 :pt/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :pt/name {:db/valueType :db.type/string}
 :pt/born {:db/valueType :db.type/long}
 :pt/sex {:db/valueType :db.type/keyword}
 :pt/site {:db/valueType :db.type/ref}
 :pt/weight {:db/valueType :db.type/double}
 :enr/trial {:db/valueType :db.type/ref}
 :enr/participant {:db/valueType :db.type/ref}
 :enr/trial+participant {:db/valueType :db.type/tuple :db/tupleAttrs [:enr/trial :enr/participant] :db/unique :db.unique/identity}
 :enr/at {:db/valueType :db.type/instant}
 :enr/arm {:db/valueType :db.type/ref}
 :enr/withdrawn {:db/valueType :db.type/boolean}
 :enr/visits {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :enr/lab {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/double]}
 :visit/day {:db/valueType :db.type/long}
 :visit/sbp {:db/valueType :db.type/double}
 :visit/delta {:db/valueType :db.type/double}
 :visit/aes {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :ae/term {:db/valueType :db.type/string}
 :ae/severity {:db/valueType :db.type/keyword}
 :ae/serious {:db/valueType :db.type/boolean}}
"""

SPONSORS = [("Acme Pharma", "US", 5000000000, True), ("Björk Biotech", "SE", 12000000, False),
            ("東京製薬", "JP", 800000000, True), ("Nullius", "", 0, None), ("Debtor Labs", "DE", -5, False)]
SITES = [("S-BOS", "Boston General", "US", 900, [42.36, -71.06]), ("S-SEA", "Seattle Clinic", "US", 120, [47.6, -122.33]),
         ("S-STO", "Karolinska", "SE", 1500, [59.35, 18.03]), ("S-TYO", "東大病院", "JP", 1200, [35.71, 139.76]),
         ("S-BER", "Charité", "DE", 3000, [52.52, 13.38]), ("S-MUC", "Klinikum München", "DE", 0, [48.14, 11.58]),
         ("S-NUL", "", "", -1, [0.0, 0.0])]
# email, name, site, rank, licence, supervises
INVS = [("ada", "Ada Okafor", "S-BOS", "chief", 1001, ["ben", "cho"]),
        ("ben", "Ben Müller", "S-BER", "senior", 1002, ["dan"]),
        ("cho", "Cho Min-ji", "S-TYO", "senior", 1003, ["eve", "fay"]),
        ("dan", "Dan Svensson", "S-STO", "junior", 1004, ["gus"]),
        ("eve", "Eve Tanaka", "S-TYO", "junior", 1005, []),
        ("fay", "Fay Øberg", "S-STO", "junior", 1006, ["hal"]),
        ("gus", "Gus Weber", "S-MUC", "fellow", 1007, ["ben"]),   # cycle ben->dan->gus->ben
        ("hal", "Hal Ψ", "S-SEA", "fellow", 0, ["hal"]),          # self-loop, licence 0
        ("ivy", "Ivy Lone", "S-NUL", "fellow", -3, [])]
# registry, title, phase, sponsor, sites, pi, arms[(label,dose,placebo)], criteria, started, target, blinded
TRIALS = [("NCT001", "Cardio-Alpha", "phase3", "Acme Pharma", ["S-BOS", "S-SEA"], "ada",
           [("placebo", "0.00", True), ("low", "12.50", False), ("high", "25.0", False)],
           ["age>=18", "no prior MI", "BMI<35"], (2021, 3, 1), 120, True),
          ("NCT002", "Neuro-Beta", "phase2", "Björk Biotech", ["S-STO"], "dan",
           [("control", "0", True), ("dose", "7.125", False)], ["age>=18", "MMSE>20"], (2022, 6, 15), 40, False),
          ("NCT003", "Onco-Γ", "phase1", "東京製薬", ["S-TYO", "S-BOS", "S-BER"], "cho",
           [("escalation", "100.000", False)], ["ECOG 0-1", "age>=18", ""], (2020, 1, 10), 30, False),
          ("NCT004", "Derm-Delta", "phase3", "Acme Pharma", ["S-BER", "S-MUC"], "ben",
           [("placebo", "0.00", True), ("cream", "1.5", False)], ["psoriasis", "age>=12"], (2023, 9, 30), 200, True),
          ("NCT005", "Pedi-Eps", "phase4", "Nullius", ["S-SEA"], "hal",
           [("open", "-0.5", False)], [], (1999, 12, 31), 0, None),
          ("NCT006", "Empty Trial", "phase2", "Debtor Labs", [], None, [], ["none"], (2024, 2, 29), -1, False),
          ("NCT007", "Ζωή Study", "phase2", "Björk Biotech", ["S-STO", "S-TYO"], "fay",
           [("a", "3.33", False), ("b", "3.330", False)], ["age>=18", "non-smoker"], (2022, 6, 15), 60, True)]
FIRST = ["Amara", "Bo", "Chloé", "Dmitri", "Eun-ji", "Farid", "Greta", "Hiro", "Inés", "Jonas", "Kofi", "Lena",
         "Mio", "Nils", "Olu", "Pía", "Quinn", "Rafa", "Sanna", "Tomás", "Ülkü", "Vera", "Wei", "Xóchitl", "Yara", "Zoë"]
LAST = ["Abe", "Berg", "Costa", "Dahl", "Eze", "Fischer", "García", "Holm", "Ito", "Jensen", "Кузнецова", "Li"]
SEV = ["mild", "moderate", "severe", "life-threatening"]
TERMS = ["headache", "nausea", "rash", "fatigue", "dizziness", "hypertension", "fever", ""]
LABS = ["alt", "ast", "crp", "hb"]


def inst(y, m, d, h=0, mi=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def b(x):
    return "true" if x else "false"


def main():
    ents = []
    for n, c, bud, pub in SPONSORS:
        e = [f":db/id {s('sp-' + n)}", f":sponsor/name {s(n)}", f":sponsor/country {s(c)}", f":sponsor/budget {bud}N"]
        if pub is not None:
            e.append(f":sponsor/public {b(pub)}")
        ents.append(e)
    for code, name, c, beds, geo in SITES:
        ents.append([f":db/id {s(code)}", f":site/code {s(code)}", f":site/name {s(name)}", f":site/country {s(c)}",
                     f":site/beds {beds}", f":site/geo [{' '.join(repr(x) for x in geo)}]"])
    for em, name, site, rank, lic, _ in INVS:
        ents.append([f":db/id {s('i-' + em)}", f":inv/email {s(em + '@trials.example')}", f":inv/name {s(name)}",
                     f":inv/site {s(site)}", f":inv/rank :{rank}", f":inv/licence {lic}"])
    for em, *_, sup in INVS:
        if sup:
            ents.append([f":db/id {s('i-' + em)}", ":inv/supervises [" + " ".join(s('i-' + x) for x in sup) + "]"])
    for k, (reg, title, ph, sp, sites, pi, arms, crit, st, tgt, bl) in enumerate(TRIALS):
        e = [f":db/id {s('t-' + reg)}", f":trial/registry {s(reg)}", f":trial/title {s(title)}", f":trial/phase :{ph}",
             f':trial/uuid #uuid "7e000000-0000-4000-8000-{k + 1:012d}"', f":trial/sponsor {s('sp-' + sp)}",
             f":trial/started {inst(*st)}", f":trial/target {tgt}"]
        if sites:
            e.append(":trial/sites [" + " ".join(s(x) for x in sites) + "]")
        if pi:
            e.append(f":trial/pi {s('i-' + pi)}")
        if arms:
            e.append(":trial/arms [" + " ".join(
                f"{{:db/id {s('a-' + reg + '-' + l)}, :arm/label {s(l)} :arm/dose {d}M :arm/placebo {b(p)}}}"
                for l, d, p in arms) + "]")
        if crit:
            e.append(":trial/criteria [" + " ".join(s(c) for c in crit) + "]")
        if bl is not None:
            e.append(f":trial/blinded {b(bl)}")
        ents.append(e)
    NP = 84
    for i in range(NP):
        code = f"P{i:03d}"
        e = [f":db/id {s(code)}", f":pt/code {s(code)}", f":pt/name {s(FIRST[i % len(FIRST)] + ' ' + LAST[(i * 5) % len(LAST)])}"]
        if i % 10 != 9:
            e.append(f":pt/born {1940 + (i * 7) % 60}")
        if i % 7 != 6:
            e.append(f":pt/sex :{['f', 'm', 'x'][i % 3] if i % 11 else 'f'}")
        e.append(f":pt/site {s(SITES[i % len(SITES)][0])}")
        if i % 8 != 3:
            e.append(f":pt/weight {round(45.0 + (i * 13) % 70 + (i % 4) * 0.25, 2)!r}")
        ents.append(e)
    # enrolments
    k = 0
    for i in range(NP):
        if i % 16 == 15:
            continue  # never enrolled
        ntr = 1 + (i % 5 == 0)
        for j in range(ntr):
            t = TRIALS[(i + j * 3) % len(TRIALS)]
            reg, arms = t[0], t[6]
            st = t[8]
            e = [f":db/id {s('e' + str(k))}", f":enr/trial {s('t-' + reg)}", f":enr/participant {s('P%03d' % i)}",
                 f":enr/at {inst(st[0] + (i % 3), 1 + (i * 5) % 12, 1 + (i * 3) % 28, (i * 7) % 24, i % 60)}"]
            if arms and i % 9 != 4:
                e.append(f":enr/arm {s('a-' + reg + '-' + arms[i % len(arms)][0])}")
            if i % 6 == 5:
                e.append(f":enr/withdrawn {b(i % 12 == 5)}")
            if i % 5 != 2:
                e.append(f":enr/lab [:{LABS[i % 4]} {round(((i * 17) % 23 - 5) * 1.5, 2)!r}]")
            vs = []
            nv = (i + j) % 5
            for v in range(nv):
                day = [0, 14, 28, 90, 180][v] + (i % 3 if v else 0)
                sbp = round(110.0 + ((i * 11 + v * 7) % 50) - 0.5 * (v % 2), 2)
                delta = round(((i * 3 + v * 5) % 21 - 10) * 0.5, 2)
                if (i + v) % 13 == 0:
                    delta = 0.0
                parts = [f":visit/day {day}", f":visit/delta {delta!r}"]
                if (i + v) % 7 != 3:
                    parts.append(f":visit/sbp {sbp!r}")
                aes = []
                for a in range((i * v + j) % 3 if v else 0):
                    sev = SEV[(i + v + a) % 4]
                    ser = sev in ("severe", "life-threatening") and (i + a) % 2 == 0
                    aes.append(f"{{:ae/term {s(TERMS[(i + v * 2 + a) % len(TERMS)])} :ae/severity :{sev} :ae/serious {b(ser)}}}")
                if aes:
                    parts.append(":visit/aes [" + " ".join(aes) + "]")
                vs.append("{" + " ".join(parts) + "}")
            if vs:
                e.append(":enr/visits [" + " ".join(vs) + "]")
            ents.append(e)
            k += 1
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
