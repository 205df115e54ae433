#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen108 parity corpus (deterministic).

University research-grant office: departments (keyword identity, negative
budget code, an empty name); funders (string identity, unicode names, keyword
kind, a parent-funder chain with a cycle); investigators (string identity,
unique-value ORCID with gaps, bigdec salary, department ref, collaborators
cardinality-many with a cycle and a self-loop, keyword skills); grants (string
identity, funder, PI, co-investigators cardinality-many, bigdec amount, bigint
overhead units, instants, status keyword, optional end, renewal-of chain,
component budget lines, tuple identity [:grant/funder :grant/ref]); budget
lines (component; category keyword, bigdec amount incl. negative, double
rate); milestones (grant ref, due instant, done boolean sometimes missing,
double progress); publications (DOI identity, cites grants cardinality-many,
authors cardinality-many, year long, keywords strings incl. empty/unicode).
"""
import os, random
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(108)

SCHEMA = """{:dept/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :dept/name {:db/valueType :db.type/string}
 :dept/faculty {:db/valueType :db.type/keyword}
 :dept/cost-center {:db/valueType :db.type/long}
 :funder/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :funder/name {:db/valueType :db.type/string}
 :funder/kind {:db/valueType :db.type/keyword}
 :funder/country {:db/valueType :db.type/string}
 :funder/parent {:db/valueType :db.type/ref}
 :inv/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :inv/name {:db/valueType :db.type/string}
 :inv/orcid {:db/valueType :db.type/string :db/unique :db.unique/value}
 :inv/dept {:db/valueType :db.type/ref}
 :inv/rank {:db/valueType :db.type/keyword}
 :inv/salary {:db/valueType :db.type/bigdec}
 :inv/h-index {:db/valueType :db.type/long}
 :inv/tenured {:db/valueType :db.type/boolean}
 :inv/skills {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :inv/collaborators {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :grant/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :grant/title {:db/valueType :db.type/string}
 :grant/funder {:db/valueType :db.type/ref}
 :grant/ref {:db/valueType :db.type/string}
 :grant/key {:db/valueType :db.type/tuple :db/tupleAttrs [:grant/funder :grant/ref] :db/unique :db.unique/identity}
 :grant/pi {:db/valueType :db.type/ref}
 :grant/co-is {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :grant/dept {:db/valueType :db.type/ref}
 :grant/amount {:db/valueType :db.type/bigdec}
 :grant/overhead-units {:db/valueType :db.type/bigint}
 :grant/rate {:db/valueType :db.type/double}
 :grant/start {:db/valueType :db.type/instant}
 :grant/end {:db/valueType :db.type/instant}
 :grant/status {:db/valueType :db.type/keyword}
 :grant/renewal-of {:db/valueType :db.type/ref}
 :grant/lines {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :grant/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :line/category {:db/valueType :db.type/keyword}
 :line/amount {:db/valueType :db.type/bigdec}
 :line/year {:db/valueType :db.type/long}
 :line/fte {:db/valueType :db.type/double}
 :ms/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :ms/grant {:db/valueType :db.type/ref}
 :ms/label {:db/valueType :db.type/string}
 :ms/due {:db/valueType :db.type/instant}
 :ms/done {:db/valueType :db.type/boolean}
 :ms/progress {:db/valueType :db.type/double}
 :pub/doi {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :pub/title {:db/valueType :db.type/string}
 :pub/year {:db/valueType :db.type/long}
 :pub/cites {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :pub/authors {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :pub/keywords {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :pub/open-access {:db/valueType :db.type/boolean}
 :pub/citations {:db/valueType :db.type/long}
}
"""


def inst(y, mo, d, h=0, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def emap(d):
    return "{" + " ".join(f"{k} {v}" for k, v in d.items()) + "}"


def vec(xs):
    return "[" + " ".join(xs) + "]"


DEPTS = [(":phys", "Physics", ":science", 4100), (":chem", "Chemistry", ":science", 4200),
         (":bio", "Biologie", ":science", 4300), (":cs", "Computer Science", ":engineering", 5100),
         (":ee", "Électrotechnique", ":engineering", 5200), (":hist", "History", ":humanities", 6100),
         (":ling", "言語学", ":humanities", 6200), (":med", "Medicine", ":health", -7100),
         (":void", "", ":none", 0)]
FUNDERS = [("F-NSF", "National Science Foundation", ":public", "US", None),
           ("F-ERC", "European Research Council", ":public", "EU", None),
           ("F-SNSF", "Schweizerischer Nationalfonds", ":public", "CH", "F-ERC"),
           ("F-DFG", "Deutsche Forschungsgemeinschaft", ":public", "DE", "F-ERC"),
           ("F-WT", "Wellcome Trust", ":charity", "GB", None),
           ("F-GATES", "Gates Foundation", ":charity", "US", None),
           ("F-JSPS", "日本学術振興会", ":public", "JP", None),
           ("F-ACME", "Acme Corp R&D", ":industry", "", "F-ACME2"),
           ("F-ACME2", "Acme Holding", ":industry", "", "F-ACME"),   # cycle
           ("F-ANON", "", ":private", "??", None)]
FIRST = ["Ada", "Bo", "Chiara", "Dmitri", "Élodie", "Farah", "Gökhan", "Hiro", "Inés", "Jakub",
         "Kwame", "Lena", "Mateus", "Nadia", "Oskar", "Priyanka", "Quentin", "Rūta", "Søren", "Tuğba"]
LAST = ["Abara", "Bühler", "Castaño", "Dąbrowski", "Eriksson", "Fournier", "Gao", "Haddad", "Ivanova", "Jónsdóttir"]
RANKS = [":professor", ":associate", ":assistant", ":lecturer", ":postdoc"]
SKILLS = [":ml", ":stats", ":wetlab", ":field", ":theory", ":hpc", ":archives", ":clinical"]
STATUSES = [":active", ":closed", ":pending", ":suspended", ":active", ":closed"]
CATS = [":personnel", ":equipment", ":travel", ":consumables", ":overhead", ":refund"]
KW = ["quantum", "CRISPR", "neural nets", "Bayesian", "archive", "ナノ", "", "climate", "Ökologie", "graphs"]


def main():
    out = []
    for code, name, fac, cc in DEPTS:
        out.append(emap({":db/id": s("d" + code[1:]), ":dept/code": code, ":dept/name": s(name),
                         ":dept/faculty": fac, ":dept/cost-center": cc}))
    for fid, name, kind, ctry, parent in FUNDERS:
        d = {":db/id": s(fid), ":funder/id": s(fid), ":funder/name": s(name), ":funder/kind": kind}
        if ctry:
            d[":funder/country"] = s(ctry)
        if parent:
            d[":funder/parent"] = s(parent)
        out.append(emap(d))
    NI = 60
    dcodes = [d[0][1:] for d in DEPTS]
    for i in range(NI):
        nm = f"{FIRST[i % 20]} {LAST[(i * 3) % 10]}" if i not in (13, 44) else ("" if i == 13 else "  Dr. Padded  ")
        d = {":db/id": s(f"i{i}"), ":inv/id": s(f"INV-{i:03d}"), ":inv/name": s(nm),
             ":inv/dept": s("d" + dcodes[i % 8]), ":inv/rank": RANKS[i % 5],
             ":inv/salary": f"{70000 + (i * 1733) % 90000}.{(i * 37) % 100:02d}M" if i % 7 else f"{100000 + i}M"}
        if i % 6 != 4:
            d[":inv/orcid"] = s(f"0000-0002-{1000 + i:04d}-{(i * 7) % 10000:04d}")
        if i % 5 != 2:
            d[":inv/h-index"] = (i * 11) % 70 if i != 18 else -1
        if i % 4 != 3:
            d[":inv/tenured"] = "true" if i % 3 == 0 else "false"
        sk = sorted({SKILLS[(i * k + 1) % 8] for k in range(1 + i % 3)})
        if i % 9 != 8:
            d[":inv/skills"] = vec(sk)
        col = []
        if i < 50:
            col.append(f"i{(i + 3) % NI}")
        if i % 10 == 0 and i > 0:
            col.append(f"i{i - 7}")
        if i == 21:
            col.append("i21")  # self-loop
        if col:
            d[":inv/collaborators"] = vec(s(c) for c in col)
        out.append(emap(d))
    NG = 120
    for g in range(NG):
        f = FUNDERS[(g * 4) % 9][0]
        y = 2015 + g % 10
        st = STATUSES[g % 6]
        d = {":db/id": s(f"g{g}"), ":grant/id": s(f"GR-{g:04d}"),
             ":grant/title": s(f"{KW[g % 10].title() or 'Untitled'} study {g}" if g % 17 else ""),
             ":grant/funder": s(f), ":grant/ref": s(f"R{g % 40:03d}"),
             ":grant/pi": s(f"i{(g * 7) % 55}"),
             ":grant/amount": f"{(g * 7919) % 2000000 + 10000}.{g % 100:02d}M" if g % 13 else "0M",
             ":grant/rate": repr([0.0, 0.15, 0.25, 0.5, 0.333, -0.05][g % 6]),
             ":grant/start": inst(y, 1 + (g * 5) % 12, 1 + (g * 3) % 28),
             ":grant/status": st}
        if g % 4 != 1:
            d[":grant/dept"] = s("d" + dcodes[(g * 5) % 9])
        if g % 3 == 0:
            d[":grant/overhead-units"] = f"{g * 1000 + 7}N"
        if g == 99:
            d[":grant/overhead-units"] = "123456789012345678901234N"
        if st != ":active" or g % 11 == 0:
            d[":grant/end"] = inst(y + 3, 1 + (g * 5) % 12, 1 + (g * 3) % 28)
        co = sorted({f"i{(g * 11 + k * 13) % NI}" for k in range(g % 4)})
        if co:
            d[":grant/co-is"] = vec(s(c) for c in co)
        if g >= 40 and g % 5 == 0:
            d[":grant/renewal-of"] = s(f"g{g - 40}")
        if g == 7:
            d[":grant/renewal-of"] = s("g7")  # self
        tags = [KW[(g + k) % 10] for k in range(g % 3)]
        if tags:
            d[":grant/tags"] = vec(s(t) for t in sorted(set(tags)))
        lines = []
        for k in range(g % 4):
            cat = CATS[(g + k) % 6]
            amt = -((g * 31 + k) % 5000) if cat == ":refund" else (g * 97 + k * 1009) % 90000
            ln = {":line/category": cat, ":line/amount": f"{amt}.{(g + k) % 100:02d}M", ":line/year": 1 + k}
            if cat == ":personnel":
                ln[":line/fte"] = repr([0.5, 1.0, 0.25, 1.5][(g + k) % 4])
            lines.append(emap(ln))
        if lines:
            d[":grant/lines"] = vec(lines)
        out.append(emap(d))
    for m in range(200):
        g = (m * 7) % 110
        d = {":ms/id": s(f"MS-{m:04d}"), ":ms/grant": s(f"g{g}"),
             ":ms/label": s(["Kickoff", "Interim report", "Final report", "Data release", "Ethics approval", ""][m % 6]),
             ":ms/due": inst(2016 + m % 10, 1 + m % 12, 1 + (m * 5) % 28, 17)}
        if m % 5 != 3:
            d[":ms/done"] = "true" if m % 3 else "false"
        if m % 4 != 2:
            d[":ms/progress"] = repr(round(((m * 13) % 101) / 100, 2))
        out.append(emap(d))
    for p in range(220):
        d = {":pub/doi": s(f"10.5555/pub.{p:04d}"), ":pub/title": s(f"On {KW[p % 10] or 'nothing'} {p}"),
             ":pub/year": 2014 + p % 12,
             ":pub/authors": vec(sorted({s(f"i{(p * 3 + k * 17) % NI}") for k in range(1 + p % 3)})),
             ":pub/citations": (p * 29) % 400 - (1 if p == 5 else 0)}
        if p % 8 != 7:
            d[":pub/cites"] = vec(sorted({s(f"g{(p * 5 + k * 23) % 105}") for k in range(1 + p % 2)}))
        if p % 3 != 2:
            d[":pub/keywords"] = vec(sorted({s(KW[(p + k) % 10]) for k in range(1 + p % 3)}))
        if p % 7 != 6:
            d[":pub/open-access"] = "true" if p % 2 else "false"
        out.append(emap(d))
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(out) + "]\n")
    print(len(out), "entities")


main()
