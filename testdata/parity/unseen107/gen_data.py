#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen107 parity corpus (deterministic).

HR and payroll: departments (keyword identity, a parent tree with a cycle,
bigdec budget incl. negative, negative floor, keyword tags); positions (string
identity, long grade, bigdec salary band, a heterogeneous tuple band);
skills (keyword identity); employees (string identity, unique-value email with
gaps, unicode and empty names, manager chain with a 2-cycle and a self-loop,
cardinality-many skills (refs) and nicknames (strings incl. ""), component
addresses, double FTE, bigdec salary, bigint stock incl. beyond Long, boolean
active sometimes missing, instant hire date); salary history (composite
identity [:sal/emp :sal/from]); payslips (component lines with negative
amounts, double tax rate, long hours incl. negative corrections); leave
requests (status as a ref to idents, approver sometimes missing, half days).
"""
import os, random
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(107)

SCHEMA = """{:dept/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :dept/name {:db/valueType :db.type/string}
 :dept/parent {:db/valueType :db.type/ref}
 :dept/budget {:db/valueType :db.type/bigdec}
 :dept/floor {:db/valueType :db.type/long}
 :dept/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :dept/head {:db/valueType :db.type/ref}
 :pos/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :pos/title {:db/valueType :db.type/string}
 :pos/grade {:db/valueType :db.type/long}
 :pos/min {:db/valueType :db.type/bigdec}
 :pos/max {:db/valueType :db.type/bigdec}
 :pos/band {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/long :db.type/keyword]}
 :skill/name {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :skill/label {:db/valueType :db.type/string}
 :emp/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :emp/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :emp/name {:db/valueType :db.type/string}
 :emp/dept {:db/valueType :db.type/ref}
 :emp/position {:db/valueType :db.type/ref}
 :emp/manager {:db/valueType :db.type/ref}
 :emp/skills {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :emp/nicknames {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :emp/addresses {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :emp/fte {:db/valueType :db.type/double}
 :emp/salary {:db/valueType :db.type/bigdec}
 :emp/stock {:db/valueType :db.type/bigint}
 :emp/active {:db/valueType :db.type/boolean}
 :emp/hired {:db/valueType :db.type/instant}
 :emp/level {:db/valueType :db.type/keyword}
 :addr/city {:db/valueType :db.type/string}
 :addr/zip {:db/valueType :db.type/string}
 :addr/kind {:db/valueType :db.type/keyword}
 :sal/emp {:db/valueType :db.type/ref}
 :sal/from {:db/valueType :db.type/instant}
 :sal/amount {:db/valueType :db.type/bigdec}
 :sal/currency {:db/valueType :db.type/keyword}
 :sal/key {:db/valueType :db.type/tuple :db/tupleAttrs [:sal/emp :sal/from] :db/unique :db.unique/identity}
 :slip/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :slip/emp {:db/valueType :db.type/ref}
 :slip/period {:db/valueType :db.type/string}
 :slip/gross {:db/valueType :db.type/bigdec}
 :slip/net {:db/valueType :db.type/bigdec}
 :slip/tax-rate {:db/valueType :db.type/double}
 :slip/hours {:db/valueType :db.type/long}
 :slip/lines {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :line/code {:db/valueType :db.type/keyword}
 :line/amount {:db/valueType :db.type/bigdec}
 :leave/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :leave/emp {:db/valueType :db.type/ref}
 :leave/kind {:db/valueType :db.type/keyword}
 :leave/days {:db/valueType :db.type/double}
 :leave/start {:db/valueType :db.type/instant}
 :leave/status {:db/valueType :db.type/ref}
 :leave/approver {:db/valueType :db.type/ref}
}
"""


def inst(y, mo, d, h=0, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def emap(d):
    return "{" + " ".join(f"{k} {v}" for k, v in d.items()) + "}"


DEPTS = [(":hq", "Headquarters", None, "5000000.00M", 5, [":exec"]),
         (":eng", "Engineering", ":hq", "2500000.50M", 3, [":tech", ":remote"]),
         (":eng-web", "Web Platform", ":eng", "800000M", 3, [":tech"]),
         (":eng-data", "Données & Analyse", ":eng", "650000.25M", 2, [":tech", ":remote"]),
         (":fin", "Finance", ":hq", "900000M", 4, []),
         (":pay", "Payroll", ":fin", "120000.10M", -1, [":confidential"]),
         (":hr", "Human Resources", ":hq", "300000M", 1, [":confidential"]),
         (":ops", "Opérations", ":hq", "-15000.75M", 0, [":field"]),
         (":lab", "研究所", ":lab2", "0M", -2, []),
         (":lab2", "", ":lab", "1.5M", -2, [":field", ":tech"])]
POS = [("P-ENG1", "Engineer I", 1, "50000M", "70000M", (1, ":ic")),
       ("P-ENG2", "Engineer II", 2, "65000M", "90000M", (2, ":ic")),
       ("P-SENG", "Senior Engineer", 3, "85000M", "130000M", (3, ":ic")),
       ("P-MGR", "Manager", 4, "95000M", "150000M", (4, ":mgmt")),
       ("P-DIR", "Director", 5, "140000M", "220000M", (5, ":mgmt")),
       ("P-ACC", "Accountant", 2, "48000M", "72000M", (2, ":ic")),
       ("P-HRP", "HR Partner", 3, "55000M", "80000M", (3, ":ic")),
       ("P-INT", "Intern", 0, "0M", "25000.50M", (0, ":temp")),
       ("P-CEO", "Chief Executive", 9, "250000M", "999999.99M", (9, ":mgmt"))]
SKILLS = [(":clojure", "Clojure"), (":rust", "Rust"), (":sql", "SQL"), (":excel", "Excel"),
          (":payroll", "Payroll law"), (":negotiation", "Négociation"), (":k8s", "Kubernetes"),
          (":python", "Python"), (":unused", "")]
FIRST = ["Ana", "Björn", "Chen", "Dana", "Emre", "Fatima", "Gustav", "Hana", "Ivan", "Jules", "Kofi", "Lena",
         "Mei", "Noor", "Olu", "Priya", "Quinn", "Rosa", "Sven", "Tomás", "Uma", "Vikram", "Wen", "Xiu",
         "Yusuf", "Zoë", "Åsa", "Émile", "Łukasz", "Ngọc"]
LAST = ["Souza", "Lie", "陈", "Ó Briain", "Yılmaz", "Zahra", "Öberg", "Nováková", "Petrov", "Ferré", "O'Neil"]
CITIES = ["Zürich", "Berlin", "São Paulo", "東京", "Lagos", "", "Kraków"]
DEPT_OF = [":hq", ":eng", ":eng-web", ":eng-web", ":eng-data", ":fin", ":pay", ":hr", ":ops", ":lab", ":lab2", ":eng"]
NE = 64


def main():
    out = []
    out.append("{:db/ident :leave.status/pending}")
    out.append("{:db/ident :leave.status/approved}")
    out.append("{:db/ident :leave.status/rejected}")
    out.append("{:db/ident :leave.status/cancelled}")
    for code, label in SKILLS:
        out.append(emap({":db/id": s("sk" + code[1:]), ":skill/name": code, ":skill/label": s(label)}))
    for code, title, grade, mn, mx, band in POS:
        out.append(emap({":db/id": s("pos-" + code), ":pos/code": s(code), ":pos/title": s(title),
                         ":pos/grade": grade, ":pos/min": mn, ":pos/max": mx,
                         ":pos/band": f"[{band[0]} {band[1]}]"}))
    for i, (code, name, parent, budget, floor, tags) in enumerate(DEPTS):
        d = {":db/id": s("d" + code[1:]), ":dept/code": code, ":dept/name": s(name), ":dept/floor": floor}
        if parent:
            d[":dept/parent"] = s("d" + parent[1:])
        if i != 6:
            d[":dept/budget"] = budget
        if tags:
            d[":dept/tags"] = "[" + " ".join(tags) + "]"
        if i < 8:
            d[":dept/head"] = s(f"e{i * 3}")
        out.append(emap(d))
    # employees
    for e in range(NE):
        name = f"{FIRST[e % len(FIRST)]} {LAST[(e * 7) % len(LAST)]}" if e not in (13, 41) else ""
        d = {":db/id": s(f"e{e}"), ":emp/id": s(f"E{e:03d}"), ":emp/name": s(name),
             ":emp/dept": s("d" + DEPT_OF[e % len(DEPT_OF)][1:]),
             ":emp/hired": inst(2010 + e % 15, 1 + (e * 5) % 12, 1 + (e * 3) % 28, 9)}
        if e % 9 != 4:
            d[":emp/email"] = s(f"e{e}@corp.example")
        if e % 13 != 7:
            pcode = POS[(e * 5) % (len(POS) - 1)][0] if e != 0 else "P-CEO"
            d[":emp/position"] = s("pos-" + pcode)
        # managers: e0 top; others reports to (e-1)//4 ; a 2-cycle 60<->61, self-loop 63
        if e == 60:
            d[":emp/manager"] = s("e61")
        elif e == 61:
            d[":emp/manager"] = s("e60")
        elif e == 63:
            d[":emp/manager"] = s("e63")
        elif e > 0 and e != 50:
            d[":emp/manager"] = s(f"e{(e - 1) // 4}")
        sk = [SKILLS[(e + k * 3) % 8][0] for k in range(e % 4)]
        if sk:
            d[":emp/skills"] = "[" + " ".join(sorted(set(s("sk" + x[1:]) for x in sk))) + "]"
        nick = [["Ace"], [], ["", "Zed"], ["Ünï"], [], ["Boss", "Chef"]][e % 6]
        if nick:
            d[":emp/nicknames"] = "[" + " ".join(s(x) for x in nick) + "]"
        if e % 3 != 2:
            addrs = [{":addr/city": s(CITIES[e % len(CITIES)]), ":addr/zip": s(f"{1000 + e * 37}"),
                      ":addr/kind": ":home"}]
            if e % 5 == 0:
                addrs.append({":addr/city": s(CITIES[(e + 3) % len(CITIES)]), ":addr/kind": ":work"})
            d[":emp/addresses"] = "[" + " ".join(emap(a) for a in addrs) + "]"
        d[":emp/fte"] = repr([1.0, 0.8, 0.5, 1.0, 0.6, 1.0, 0.0][e % 7])
        if e % 11 != 10:
            sal = 40000 + (e * 7919) % 90000
            d[":emp/salary"] = f"{sal}.{(e * 13) % 100:02d}M" if e % 4 else f"{sal}M"
        if e % 5 == 0:
            d[":emp/stock"] = "98765432109876543210N" if e == 10 else f"{e * 100}N"
        elif e == 7:
            d[":emp/stock"] = "-5N"
        if e % 8 != 3:
            d[":emp/active"] = "false" if e % 6 == 5 else "true"
        d[":emp/level"] = [":junior", ":mid", ":senior", ":lead"][(e * 3) % 4]
        out.append(emap(d))
    # salary history: 2-3 entries per employee for the first 50
    for e in range(50):
        for k in range(1 + e % 3):
            amt = 38000 + (e * 7919) % 90000 - (2 - k) * 2500
            out.append(emap({":sal/emp": s(f"e{e}"), ":sal/from": inst(2020 + k * 2, 1 + e % 12, 1),
                             ":sal/amount": f"{amt}.{(k * 25) % 100:02d}M",
                             ":sal/currency": [":eur", ":usd", ":chf"][(e + k) % 3]}))
    # payslips: for employees 0..39, three periods each (some missing)
    n = 0
    for e in range(40):
        for m in (1, 2, 3):
            if (e + m) % 7 == 0:
                continue
            gross = 3000 + (e * 131 + m * 17) % 5000
            tax = [0.2, 0.25, 0.3, 0.0, 0.425][(e + m) % 5]
            net = round(gross * (1 - tax), 2)
            lines = [{":line/code": ":base", ":line/amount": f"{gross}M"}]
            if (e + m) % 3 == 0:
                lines.append({":line/code": ":deduction", ":line/amount": f"-{(e * 7) % 300 + 0.5}M"})
            d = {":slip/id": s(f"S-{e:03d}-{m}"), ":slip/emp": s(f"e{e}"), ":slip/period": s(f"2025-{m:02d}"),
                 ":slip/gross": f"{gross}.00M", ":slip/net": f"{net:.2f}M", ":slip/tax-rate": repr(tax),
                 ":slip/hours": 160 - (e % 5) * 8 if (e + m) % 11 else -4,
                 ":slip/lines": "[" + " ".join(emap(x) for x in lines) + "]"}
            out.append(emap(d))
            n += 1
    # leave requests
    for l in range(140):
        e = (l * 11) % 58
        st = ["pending", "approved", "rejected", "approved", "cancelled", "approved"][l % 6]
        d = {":leave/id": s(f"L-{l:03d}"), ":leave/emp": s(f"e{e}"),
             ":leave/kind": [":vacation", ":sick", ":parental", ":unpaid", ":vacation"][l % 5],
             ":leave/days": repr([0.5, 1.0, 2.0, 5.0, 10.0, 1.5, 20.0][l % 7]),
             ":leave/start": inst(2025, 1 + (l * 5) % 12, 1 + (l * 3) % 28),
             ":leave/status": f":leave.status/{st}"}
        if st != "pending" and l % 4 != 1:
            d[":leave/approver"] = s(f"e{(e - 1) // 4 if e else 0}")
        out.append(emap(d))
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(out) + "]\n")
    print(len(out), "entities")


main()
