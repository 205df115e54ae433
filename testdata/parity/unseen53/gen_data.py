#!/usr/bin/env python3
"""Writes schema.edn and data.edn of unseen53: a personal-banking ledger.

Customers (long customer-number identity, unique-value e-mail, uuid identity,
unicode names, tiers, vip flags, since instants), accounts (IBAN string
identity, owner ref, cardinality-many joint owners, keyword currency, bigdec
balances written with two decimals, bigint overdraft limits, double fees,
cardinality-many string tags, component recurring payments with a long
interval), ledger transactions (uuid identity, account ref, bigdec amounts
incl. 0.00M and negatives, instants, keyword categories, memos incl. "" and
unicode, a homogeneous long tuple (year month), double fees), transfers
(string identity, from/to refs forming a graph with a cycle and a
self-transfer), exchange rates (heterogeneous :db/tupleTypes
[keyword keyword] identity, bigdec rates with 4-6 decimals) and statements
(composite :db/tupleAttrs [:stmt/account :stmt/month] identity). Deterministic.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:cust/no {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :cust/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :cust/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :cust/name {:db/valueType :db.type/string}
 :cust/tier {:db/valueType :db.type/keyword}
 :cust/vip {:db/valueType :db.type/boolean}
 :cust/since {:db/valueType :db.type/instant}
 :cust/referrer {:db/valueType :db.type/ref}
 :acct/iban {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :acct/owner {:db/valueType :db.type/ref}
 :acct/joint {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :acct/currency {:db/valueType :db.type/keyword}
 :acct/balance {:db/valueType :db.type/bigdec}
 :acct/overdraft {:db/valueType :db.type/bigint}
 :acct/fee {:db/valueType :db.type/double}
 :acct/opened {:db/valueType :db.type/instant}
 :acct/active {:db/valueType :db.type/boolean}
 :acct/kind {:db/valueType :db.type/keyword}
 :acct/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :acct/recurring {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :rec/payee {:db/valueType :db.type/string}
 :rec/amount {:db/valueType :db.type/bigdec}
 :rec/interval {:db/valueType :db.type/long}
 :tx/id {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :tx/account {:db/valueType :db.type/ref}
 :tx/amount {:db/valueType :db.type/bigdec}
 :tx/at {:db/valueType :db.type/instant}
 :tx/category {:db/valueType :db.type/keyword}
 :tx/memo {:db/valueType :db.type/string}
 :tx/fee {:db/valueType :db.type/double}
 :tx/ym {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :tx/cleared {:db/valueType :db.type/boolean}
 :xfer/ref {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :xfer/from {:db/valueType :db.type/ref}
 :xfer/to {:db/valueType :db.type/ref}
 :xfer/amount {:db/valueType :db.type/bigdec}
 :xfer/at {:db/valueType :db.type/instant}
 :rate/pair {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/keyword] :db/unique :db.unique/identity}
 :rate/value {:db/valueType :db.type/bigdec}
 :stmt/account {:db/valueType :db.type/ref}
 :stmt/month {:db/valueType :db.type/long}
 :stmt/key {:db/valueType :db.type/tuple :db/tupleAttrs [:stmt/account :stmt/month] :db/unique :db.unique/identity}
 :stmt/closing {:db/valueType :db.type/bigdec}
 :stmt/lines {:db/valueType :db.type/long}}
"""

CUSTS = [(1001, "Alice Martin", "alice@bank.example", "gold", True, (2015, 3, 1), None),
         (1002, "Bob Ngata", "bob@bank.example", "silver", False, (2017, 6, 12), 1001),
         (1003, "Chloé Dubois", "chloe@bank.example", "gold", None, (2018, 1, 31), 1001),
         (1004, "Dmitri Ivanov", "dmitri@bank.example", "basic", False, (2019, 11, 5), 1003),
         (1005, "Eun-ji Kim", "", "silver", True, (2020, 2, 29), 1004),
         (1006, "François Léger", "francois@bank.example", "basic", False, (2021, 7, 7), 1006),
         (1007, "山田 太郎", "yamada@bank.example", "gold", True, (2012, 12, 12), None),
         (1008, "Zoë O'Neil", None, "basic", None, (2022, 5, 5), 1007),
         (1009, "Ψ Tester", "psi@bank.example", "silver", False, (2023, 8, 15), 1002),
         (1010, "Nobody Noaccount", "nobody@bank.example", "basic", False, (2024, 1, 1), None),
         (0, "Zero Customer", "zero@bank.example", "basic", False, (2000, 1, 1), None),
         (-5, "Negative Nr", "neg@bank.example", None, None, (1999, 12, 31), None)]
# iban, owner, joint, currency, balance, overdraft, fee, opened, active, kind, tags
ACCTS = [("DE89370400440532013000", 1001, [1002], "eur", "1500.00", 500, 2.5, (2015, 3, 2), True, "checking", ["main", "salary"]),
         ("DE02120300000000202051", 1001, [], "eur", "25000.50", 0, 0.0, (2016, 1, 10), True, "savings", ["savings"]),
         ("FR1420041010050500013M02606", 1003, [1004, 1001], "eur", "-40.00", 1000, 3.75, (2018, 2, 1), True, "checking", ["main"]),
         ("GB29NWBK60161331926819", 1002, [], "gbp", "820.10", 250, 1.0, (2017, 6, 13), True, "checking", []),
         ("CH9300762011623852957", 1005, [1009], "chf", "0.00", 0, 0.0, (2020, 3, 1), True, "checking", ["zero"]),
         ("JP0000000000000000001", 1007, [], "jpy", "1200000.00", 100000000000000000000, 0.125, (2012, 12, 13), True, "checking", ["main", "円"]),
         ("US00000000000000000002", 1007, [1008], "usd", "12.50", 0, -1.5, (2022, 5, 6), False, "savings", []),
         ("DE00000000000000000003", 1004, [], "eur", "100.00", -100, 0.0, (2019, 11, 6), True, "savings", ["kids"]),
         ("DE00000000000000000004", 1006, [1006], "eur", "0.10", 50, 0.99, (2021, 7, 8), True, "checking", [""]),
         ("DE00000000000000000005", 1009, [], "eur", "-0.01", 0, 0.0, (2023, 8, 16), False, "checking", []),
         ("GB00000000000000000006", 1008, [1002, 1005], "gbp", "7.00", 20, 1.0, (2022, 6, 1), True, "joint", ["shared"]),
         ("DE00000000000000000007", 0, [], "eur", "999999.99", 0, 0.0, (2000, 1, 2), True, "savings", []),
         ("XX00000000000000000008", None, [], "eur", "3.14", None, None, None, None, None, [])]
RECUR = {0: [("Landlord GmbH", "850.00", 30), ("Gym", "29.90", 30)],
         2: [("Insurance", "120.00", 365)],
         5: [("電気", "8000.00", 30)],
         7: [("Pocket money", "10.00", 7), ("Pocket money", "10.00", 14)],
         10: [("Netflix", "12.99", 30)]}
CATS = ["groceries", "rent", "salary", "utilities", "travel", "dining", "fees", "transfer", "refund", "misc"]
MEMOS = ["", "Coffee ☕", "Rent Jan", "SALARY", "Überweisung", "refund #42", "ATM", "Café Crème", "家賃", "misc"]
AMTS = ["-12.50", "-100.00", "2500.00", "-40.00", "0.10", "-0.10", "0.00", "-850.00", "12.50", "-3.99",
        "100.00", "-1.00", "49.95", "-7.20", "1000.00", "-0.01", "250.00", "-29.90", "5.50", "-60.00"]
RATES = [("eur", "usd", "1.0823"), ("usd", "eur", "0.923950"), ("gbp", "eur", "1.16540"), ("eur", "gbp", "0.8581"),
         ("chf", "eur", "1.0412"), ("jpy", "eur", "0.006180"), ("eur", "eur", "1.0000"), ("eur", "chf", "0.960400"),
         ("eur", "jpy", "161.8100")]
# transfers: ref, from acct idx, to acct idx, amount, date
XFERS = [("T-001", 0, 1, "500.00", (2024, 1, 5)), ("T-002", 1, 2, "200.00", (2024, 1, 9)),
         ("T-003", 2, 0, "50.00", (2024, 1, 20)),  # cycle 0->1->2->0
         ("T-004", 2, 7, "25.00", (2024, 2, 1)), ("T-005", 7, 8, "10.00", (2024, 2, 3)),
         ("T-006", 8, 8, "1.00", (2024, 2, 14)),  # self-transfer
         ("T-007", 3, 10, "70.00", (2024, 3, 1)), ("T-008", 10, 4, "7.00", (2024, 3, 2)),
         ("T-009", 5, 6, "12000.00", (2024, 3, 15)), ("T-010", 6, 3, "0.00", (2024, 3, 31)),
         ("T-011", 0, 1, "500.00", (2024, 2, 5)), ("T-012", 11, 0, "1000.00", (2024, 4, 1)),
         ("T-013", 4, 9, "0.01", (2024, 4, 2)), ("T-014", 1, 11, "100.00", (2024, 4, 30))]


def inst(y, m, d, h=0, mi=0, s=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def b(x):
    return "true" if x else "false"


def main():
    ents = []
    for no, name, em, tier, vip, since, ref in CUSTS:
        e = [f":db/id {s('c' + str(no))}", f":cust/no {no}", f":cust/name {s(name)}",
             f':cust/uuid #uuid "00000000-0000-4000-8000-{abs(no):012d}"' if no >= 0 else ':cust/uuid #uuid "ffffffff-0000-4000-8000-000000000005"',
             f":cust/since {inst(*since, 9)}"]
        if em is not None:
            e.append(f":cust/email {s(em)}")
        if tier:
            e.append(f":cust/tier :{tier}")
        if vip is not None:
            e.append(f":cust/vip {b(vip)}")
        ents.append(e)
    for no, name, em, tier, vip, since, ref in CUSTS:
        if ref is not None:
            ents.append([f":db/id {s('c' + str(no))}", f":cust/referrer {s('c' + str(ref))}"])
    for k, (iban, owner, joint, cur, bal, od, fee, opened, active, kind, tags) in enumerate(ACCTS):
        e = [f":db/id {s('a' + str(k))}", f":acct/iban {s(iban)}", f":acct/currency :{cur}", f":acct/balance {bal}M"]
        if owner is not None:
            e.append(f":acct/owner {s('c' + str(owner))}")
        if joint:
            e.append(":acct/joint [" + " ".join(s('c' + str(j)) for j in joint) + "]")
        if od is not None:
            e.append(f":acct/overdraft {od}N")
        if fee is not None:
            e.append(f":acct/fee {fee!r}")
        if opened:
            e.append(f":acct/opened {inst(*opened, 10)}")
        if active is not None:
            e.append(f":acct/active {b(active)}")
        if kind:
            e.append(f":acct/kind :{kind}")
        if tags:
            e.append(":acct/tags [" + " ".join(s(t) for t in tags) + "]")
        if k in RECUR:
            e.append(":acct/recurring [" + " ".join(
                f"{{:rec/payee {s(p)} :rec/amount {a}M :rec/interval {iv}}}" for p, a, iv in RECUR[k]) + "]")
        ents.append(e)
    # ledger: accounts 0..10 get lines, 11 and 12 none
    n = 0
    for k in range(11):
        cnt = [40, 18, 25, 22, 6, 30, 3, 12, 9, 0, 15][k]
        for j in range(cnt):
            amt = AMTS[(k * 7 + j * 3) % len(AMTS)]
            m = 1 + (k + j) % 12
            d = 1 + (k * 3 + j * 5) % 28
            y = 2023 + ((k + j) % 5 == 0)
            e = [f":db/id {s('t' + str(n))}", f':tx/id #uuid "11111111-0000-4000-8000-{n:012d}"',
                 f":tx/account {s('a' + str(k))}", f":tx/amount {amt}M", f":tx/at {inst(y, m, d, (j * 7) % 24, j % 60)}",
                 f":tx/ym [{y} {m}]"]
            if (k + j) % 11 != 10:
                e.append(f":tx/category :{CATS[(k + j * 3) % len(CATS)]}")
            if j % 4 != 3:
                e.append(f":tx/memo {s(MEMOS[(k * 2 + j) % len(MEMOS)])}")
            if j % 3 == 0:
                e.append(f":tx/fee {[0.0, 0.35, 1.5, -0.25, 2.0][(k + j) % 5]!r}")
            if (k * j) % 7 != 6:
                e.append(f":tx/cleared {b((k + j) % 4 != 0)}")
            ents.append(e)
            n += 1
    for ref, f, t, amt, dt in XFERS:
        ents.append([f":xfer/ref {s(ref)}", f":xfer/from {s('a' + str(f))}", f":xfer/to {s('a' + str(t))}",
                     f":xfer/amount {amt}M", f":xfer/at {inst(*dt, 12)}"])
    for a, c, v in RATES:
        ents.append([f":rate/pair [:{a} :{c}]", f":rate/value {v}M"])
    closings = ["1500.00", "1450.50", "-40.00", "0.00", "820.10", "100.00", "12.50", "0.10"]
    q = 0
    for k in range(9):
        for mo in (202401, 202402, 202403):
            if (k + mo) % 4 == 3:
                continue
            ents.append([f":stmt/account {s('a' + str(k))}", f":stmt/month {mo}",
                         f":stmt/closing {closings[q % len(closings)]}M", f":stmt/lines {(k * 5 + mo) % 17}"])
            q += 1
    with open(os.path.join(HERE, "schema.edn"), "w") as fh:
        fh.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as fh:
        fh.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
