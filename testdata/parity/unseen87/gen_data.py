#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen87 parity corpus (deterministic).

Personal finance: accounts (string identity, keyword kind/currency, bigdec
credit limits, a parent hierarchy with a cycle), payees (string identity,
keyword category, string aliases many), 144 transactions (string identity,
uuid unique value, bigdec amounts of mixed scale incl. negative and zero,
double exchange rates incl. missing, instants, keyword categories, unicode /
empty / missing memos, keyword tags many, cleared flag, long cents, transfer
refs, component splits), budgets, recurring rules.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:account/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :account/name {:db/valueType :db.type/string}
 :account/kind {:db/valueType :db.type/keyword}
 :account/currency {:db/valueType :db.type/keyword}
 :account/opened {:db/valueType :db.type/instant}
 :account/limit {:db/valueType :db.type/bigdec}
 :account/closed {:db/valueType :db.type/boolean}
 :account/parent {:db/valueType :db.type/ref}
 :account/owners {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :payee/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :payee/category {:db/valueType :db.type/keyword}
 :payee/aliases {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :payee/rating {:db/valueType :db.type/double}
 :tx/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :tx/ref {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :tx/account {:db/valueType :db.type/ref}
 :tx/payee {:db/valueType :db.type/ref}
 :tx/amount {:db/valueType :db.type/bigdec}
 :tx/cents {:db/valueType :db.type/long}
 :tx/rate {:db/valueType :db.type/double}
 :tx/at {:db/valueType :db.type/instant}
 :tx/category {:db/valueType :db.type/keyword}
 :tx/memo {:db/valueType :db.type/string}
 :tx/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :tx/cleared {:db/valueType :db.type/boolean}
 :tx/transfer-to {:db/valueType :db.type/ref}
 :tx/splits {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :split/amount {:db/valueType :db.type/bigdec}
 :split/category {:db/valueType :db.type/keyword}
 :split/note {:db/valueType :db.type/string}
 :budget/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :budget/category {:db/valueType :db.type/keyword}
 :budget/month {:db/valueType :db.type/string}
 :budget/limit {:db/valueType :db.type/bigdec}
 :budget/rollover {:db/valueType :db.type/boolean}
 :rule/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :rule/payee {:db/valueType :db.type/ref}
 :rule/account {:db/valueType :db.type/ref}
 :rule/amount {:db/valueType :db.type/bigdec}
 :rule/every {:db/valueType :db.type/keyword}
 :rule/next {:db/valueType :db.type/instant}
 :rule/times {:db/valueType :db.type/long}
 :rule/active {:db/valueType :db.type/boolean}
 :rule/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}}
"""


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def inst(y, mo, d, h=12, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


ACCOUNTS = [
    ("chk", "Girokonto", "checking", "eur", inst(2019, 3, 1), None, False, None, ["Ana", "Björn"]),
    ("sav", "Épargne", "savings", "eur", inst(2020, 1, 15), None, False, "chk", ["Ana"]),
    ("cc", "Visa ✈", "credit", "usd", inst(2021, 6, 30), "2500.00M", False, "chk", ["Björn"]),
    ("cc2", "Amex", "credit", "usd", inst(2022, 2, 2), "10000M", True, "cc", []),
    ("cash", "", "cash", "eur", inst(2018, 12, 31, 23, 59), None, False, None, ["Ana", "Björn", "Çelik"]),
    ("jpy", "円口座", "checking", "jpy", inst(2023, 4, 1), "-0.5M", False, "inv", ["Çelik"]),
    ("inv", "Depot", "brokerage", "chf", inst(2024, 8, 8), "0.000M", False, "jpy", ["Ana"]),
    ("old", "Old Savings", "savings", "gbp", inst(2010, 1, 1), None, True, None, []),
]

PAYEES = [
    ("Rewe", "groceries", ["REWE Markt", "rewe"], 4.5),
    ("Café Müller", "dining", ["Cafe Mueller"], 4.8),
    ("Deutsche Bahn", "travel", ["DB", "DB Fernverkehr"], 2.1),
    ("Stadtwerke", "utilities", [], 3.0),
    ("Netflix", "subscriptions", ["NFLX"], None),
    ("Employer GmbH", "income", ["Payroll"], 5.0),
    ("Landlord", "rent", [], -1.0),
    ("東京ラーメン", "dining", ["Tokyo Ramen"], 4.9),
    ("Apotheke", "health", [], 0.0),
    ("Amazon", "shopping", ["AMZN", "Amazon EU", "amzn mktp"], 3.7),
    ("Finanzamt", "taxes", [], None),
    ("Kiosk 😀", "groceries", [], 3.3),
]

CATS = ["groceries", "dining", "travel", "utilities", "subscriptions", "income", "rent",
        "health", "shopping", "taxes", "transfer", "fees"]
TAGS = ["business", "vacation", "recurring", "reimbursable", "gift", "cash-back", "tax-deductible"]
MEMOS = ["Wocheneinkauf", "Kaffee ☕ mit Lena", "", "ICE Berlin → München", "Strom Q1",
         "  trailing space  ", "Geschenk für Zoë", "refund: duplicate charge", "ラーメン",
         "Miete März", "Gehalt", "rent|split", "50% off", "O'Reilly book", "Line1\nLine2",
         "UPPER lower", "naïve café", "x"]
AMOUNTS = ["-12.50M", "-3.2M", "-100M", "-0.99M", "2500.00M", "-45.125M", "-7M", "0.00M",
           "-19.990M", "1234.5M", "-800.00M", "-1.10M", "15.75M", "-60M", "-0.01M", "99.999M"]
RATES = ["1.0", "1.0834", "0.9231", "157.25", "0.0071", None, "1.17", "0.8552", None]
ACC_IDS = [a[0] for a in ACCOUNTS]

out = ["[{:db/ident :kind/checking}", " {:db/ident :kind/savings}"]
for (aid, name, kind, cur, opened, limit, closed, parent, owners) in ACCOUNTS:
    m = f'{{:db/id "a-{aid}" :account/id {s(aid)} :account/name {s(name)} :account/kind :{kind} :account/currency :{cur} :account/opened {opened} :account/closed {"true" if closed else "false"}'
    if limit:
        m += f" :account/limit {limit}"
    if parent:
        m += f' :account/parent "a-{parent}"'
    if owners:
        m += " :account/owners [" + " ".join(s(o) for o in owners) + "]"
    out.append(" " + m + "}")
for i, (name, cat, aliases, rating) in enumerate(PAYEES):
    m = f'{{:db/id "p-{i}" :payee/name {s(name)} :payee/category :{cat}'
    if aliases:
        m += " :payee/aliases [" + " ".join(s(a) for a in aliases) + "]"
    if rating is not None:
        m += f" :payee/rating {rating}"
    out.append(" " + m + "}")

N = 144
for i in range(N):
    acc = ACC_IDS[(i * 5) % 7]  # "old" has no transactions
    amt = AMOUNTS[(i * i + 3 * i + i // 7) % len(AMOUNTS)]
    if i % 29 == 0:
        amt = amt.replace("M", "") + "0M" if "." in amt else amt
    mo = 1 + (i % 6)
    day = 1 + (i * 3) % 28
    m = (f'{{:db/id "t{i}" :tx/id "T{i:03d}" :tx/ref #uuid "00000000-0000-4000-8000-{i:012d}"'
         f' :tx/account "a-{acc}" :tx/amount {amt} :tx/at {inst(2026, mo, day, (i * 7) % 24, (i * 13) % 60)}')
    cents = int(round(float(amt[:-1]) * 100))
    m += f" :tx/cents {cents}"
    if i % 11 != 3:
        m += f' :tx/payee "p-{(i * 5 + i // 13) % len(PAYEES)}"'
    r = RATES[i % len(RATES)]
    if r:
        m += f" :tx/rate {r}"
    if i % 13 != 7:
        m += f" :tx/category :{CATS[(i * 5 + i // 12) % len(CATS)]}"
    if i % 7 != 5:
        m += f" :tx/memo {s(MEMOS[(i * 5) % len(MEMOS)])}"
    tg = [TAGS[j] for j in range(len(TAGS)) if (i >> j) % 3 == 1 and (i + j) % 4 != 0]
    if tg:
        m += " :tx/tags [" + " ".join(":" + t for t in tg) + "]"
    m += f" :tx/cleared {'true' if i % 4 else 'false'}"
    if i % 17 == 4 and i + 1 < N:
        m += f' :tx/transfer-to "t{i + 1}"'
    if i == 100:
        m += ' :tx/transfer-to "t100"'  # self-loop
    if i == 120:
        m += ' :tx/transfer-to "t22"'  # t21 -> t22 -> ... cycle back
    if i % 19 == 2:
        m += (f' :tx/splits [{{:split/amount -10.00M :split/category :groceries :split/note "food"}}'
              f' {{:split/amount {amt} :split/category :{CATS[i % len(CATS)]}}}]')
    out.append(" " + m + "}")

for j, cat in enumerate(["groceries", "dining", "travel", "utilities", "shopping", "health", "rent"]):
    for mo in (1, 2, 3):
        lim = ["400.00M", "150M", "300.5M", "90.00M", "250M", "0M", "1100.00M"][j]
        out.append(f' {{:budget/id "B-{cat}-{mo}" :budget/category :{cat} :budget/month "2026-{mo:02d}"'
                   f' :budget/limit {lim} :budget/rollover {"true" if (j + mo) % 2 else "false"}}}')

RULES = [("R-rent", 6, "chk", "-800.00M", "monthly", inst(2026, 7, 1), 12, True, ["recurring"]),
         ("R-netflix", 4, "cc", "-12.99M", "monthly", inst(2026, 7, 15), 0, True, ["recurring", "subscriptions"]),
         ("R-salary", 5, "chk", "2500.00M", "monthly", inst(2026, 6, 28), 24, True, []),
         ("R-gym", 8, "cc", "-29.9M", "monthly", inst(2025, 12, 1), 3, False, ["health"]),
         ("R-power", 3, "chk", "-75M", "quarterly", inst(2026, 9, 30), 4, True, []),
         ("R-coffee", 1, "cash", "-3.50M", "weekly", inst(2026, 7, 2, 8), -1, True, ["recurring", "treat"])]
for (rid, p, acc, amt, every, nxt, times, active, tags) in RULES:
    m = (f' {{:rule/id "{rid}" :rule/payee "p-{p}" :rule/account "a-{acc}" :rule/amount {amt}'
         f' :rule/every :{every} :rule/next {nxt} :rule/times {times} :rule/active {"true" if active else "false"}')
    if tags:
        m += " :rule/tags [" + " ".join(":" + t for t in tags) + "]"
    out.append(m + "}")
out[-1] += "]"

open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
open(os.path.join(HERE, "data.edn"), "w").write("\n".join(out) + "\n")
print(len(out), "forms")
