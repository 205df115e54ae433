#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen96 parity corpus (deterministic).

A crypto-asset exchange and its ledger: assets (keyword identity), accounts
(string identity, uuid, sub-account refs with a cycle), balances (composite
identity [:balance/account :balance/asset], bigint amounts some beyond the long
range and negative, a long `locked` equal to the amount on some rows), orders
(bigint qty, bigdec price, double limit price, long timestamps), fills
(long identity, bigint qty, bigdec and double prices, component fee entities),
transfers between accounts (uuid identity, bigint amounts, a long mirror),
price ticks (bigdec and double prices, bigint volume). A few attributes are
untyped and hold longs, bigints, doubles and bigdecs mixed (`:asset/meta`,
`:account/score`, `:balance/adj`, `:order/hint`, `:fee/raw`, `:tick/raw`,
`:tick/tags` cardinality-many).
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:asset/sym {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :asset/name {:db/valueType :db.type/string}
 :asset/decimals {:db/valueType :db.type/long}
 :asset/min-size {:db/valueType :db.type/bigint}
 :asset/tick {:db/valueType :db.type/bigdec}
 :asset/ref-price {:db/valueType :db.type/double}
 :asset/supply {:db/valueType :db.type/bigint}
 :asset/meta {:db/cardinality :db.cardinality/one}
 :account/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :account/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :account/owner {:db/valueType :db.type/string}
 :account/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :account/tier {:db/valueType :db.type/keyword}
 :account/opened {:db/valueType :db.type/instant}
 :account/limit {:db/valueType :db.type/bigint}
 :account/level {:db/valueType :db.type/long}
 :account/flags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :account/parent {:db/valueType :db.type/ref}
 :account/vip {:db/valueType :db.type/boolean}
 :account/score {:db/cardinality :db.cardinality/one}
 :balance/account {:db/valueType :db.type/ref}
 :balance/asset {:db/valueType :db.type/ref}
 :balance/key {:db/valueType :db.type/tuple :db/tupleAttrs [:balance/account :balance/asset] :db/unique :db.unique/identity}
 :balance/amount {:db/valueType :db.type/bigint}
 :balance/locked {:db/valueType :db.type/long}
 :balance/adj {:db/cardinality :db.cardinality/one}
 :order/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :order/account {:db/valueType :db.type/ref}
 :order/base {:db/valueType :db.type/ref}
 :order/quote {:db/valueType :db.type/ref}
 :order/side {:db/valueType :db.type/keyword}
 :order/status {:db/valueType :db.type/keyword}
 :order/qty {:db/valueType :db.type/bigint}
 :order/filled {:db/valueType :db.type/bigint}
 :order/price {:db/valueType :db.type/bigdec}
 :order/limit-px {:db/valueType :db.type/double}
 :order/placed {:db/valueType :db.type/long}
 :order/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :order/hint {:db/cardinality :db.cardinality/one}
 :fill/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :fill/order {:db/valueType :db.type/ref}
 :fill/qty {:db/valueType :db.type/bigint}
 :fill/px {:db/valueType :db.type/bigdec}
 :fill/px-d {:db/valueType :db.type/double}
 :fill/ts {:db/valueType :db.type/long}
 :fill/seq {:db/valueType :db.type/long}
 :fill/maker {:db/valueType :db.type/boolean}
 :fill/fee {:db/valueType :db.type/ref :db/isComponent true}
 :fee/amount {:db/valueType :db.type/bigint}
 :fee/asset {:db/valueType :db.type/ref}
 :fee/rate {:db/valueType :db.type/double}
 :fee/bps {:db/valueType :db.type/long}
 :fee/raw {:db/cardinality :db.cardinality/one}
 :transfer/id {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :transfer/from {:db/valueType :db.type/ref}
 :transfer/to {:db/valueType :db.type/ref}
 :transfer/asset {:db/valueType :db.type/ref}
 :transfer/amount {:db/valueType :db.type/bigint}
 :transfer/units {:db/valueType :db.type/long}
 :transfer/at {:db/valueType :db.type/instant}
 :transfer/memo {:db/valueType :db.type/string}
 :tick/asset {:db/valueType :db.type/ref}
 :tick/ts {:db/valueType :db.type/long}
 :tick/px {:db/valueType :db.type/bigdec}
 :tick/px-d {:db/valueType :db.type/double}
 :tick/vol {:db/valueType :db.type/bigint}
 :tick/seq {:db/valueType :db.type/long}
 :tick/raw {:db/cardinality :db.cardinality/one}
 :tick/tags {:db/cardinality :db.cardinality/many}}
"""

ASSETS = [  # sym name decimals min-size tick ref-price supply meta
    ("btc", "Bitcoin", 8, "1000N", "0.01M", 64250.5, "2100000000000000N", "8"),
    ("eth", "Ether", 18, "1000000000000N", "0.01M", 3150.25, "120000000000000000000000000N", "18N"),
    ("usdt", "Tether", 6, "1N", "0.0001M", 1.0, "83000000000000000N", "1.0"),
    ("sol", "Solana", 9, "100000N", "0.001M", 145.0, "580000000000000000N", "9.0M"),
    ("xrp", "XRP", 6, "1N", "0.00001M", 0.52, "100000000000000000N", "6"),
    ("doge", "Ðogecoin", 8, "100000000N", "0.000001M", 0.125, "14400000000000000000N", "123456789012345678901234567890N"),
    ("ada", "Cardano", 6, "1000000N", "0.0001M", 0.45, "45000000000000000N", "-2"),
    ("tst", "", 0, "0N", "1M", -1.5, "9223372036854775807N", "0.0"),
]
OWNERS = ["Alice", "Bob", "Zoë", "Łukasz", "山田太郎", "Ольга", "", " padded ", "Émile", "O'Neil", "李雷", "😀trader",
          "Ana", "Björn", "Chloé", "Dmitri", "Eve", "Farah", "Gus", "Hana", "Ivan", "Jo", "Kai", "Lena", "Mo", "Nia",
          "Otto", "Pia", "Quinn", "Rui"]
TIERS = [":retail", ":pro", ":vip", ":mm"]
FLAGS = [":kyc", ":frozen", ":api", ":margin"]
SCORES = ["5", "5N", "5.0", "5.0M", "12", "12N", "-3", "7.5", "7.50M", "123456789012345678901234567890N",
          "0", "0.0", "1000000N", "1000000", "2.5M"]
BIG = 123456789012345678901234567890
HUGE_NEG = -98765432109876543210


def inst(y, m, d, h=0, mi=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def uuid(prefix, i):
    return f'#uuid "{prefix}-0000-4000-8000-{i:012d}"'


def main():
    ents = []
    for i, (s, n, d, mn, tk, rp, sup, meta) in enumerate(ASSETS):
        ents.append(f'{{:db/id "as-{s}" :asset/sym :{s} :asset/name "{n}" :asset/decimals {d} :asset/min-size {mn} '
                    f':asset/tick {tk} :asset/ref-price {rp} :asset/supply {sup} :asset/meta {meta}}}')
    NA = 30
    for a in range(NA):
        e = [f':db/id "ac{a}"', f':account/id "A{a:03d}"', f":account/uuid {uuid('aaaaaaaa', a)}",
             f':account/owner "{OWNERS[a]}"', f":account/tier {TIERS[a % 4]}",
             f":account/opened {inst(2023, 1 + a % 12, 1 + a % 27, a % 24, a)}",
             f":account/level {a % 5}"]
        if a % 7 != 3:
            e.append(f':account/email "a{a}@ex.io"')
        if a % 3 == 0:
            e.append(f":account/limit {[0, 5, 1000000, BIG, 42, 9223372036854775807, -7, 3, 100, 12][a // 3]}N")
        fl = [FLAGS[j] for j in range(4) if (a >> j) & 1]
        if fl:
            e.append(":account/flags [" + " ".join(fl) + "]")
        if a >= 5 and a % 5 == 0:
            e.append(f':account/parent "ac{a - 5}"')
        if a == 0:
            e.append(':account/parent "ac25"')  # a cycle: 0 -> 25 -> 20 -> ... -> 0
        if a == 29:
            e.append(':account/parent "ac29"')  # self-loop
        if a % 4 != 2:
            e.append(f":account/vip {'true' if a % 3 == 0 else 'false'}")
        if a < len(SCORES):
            e.append(f":account/score {SCORES[a]}")
        ents.append("{" + " ".join(e) + "}")
    # balances
    syms = [a[0] for a in ASSETS]
    amounts = ["0N", "5N", "100000000N", "250000000N", f"{BIG}N", "-5000N", "12N", "9223372036854775807N",
               "9223372036854775808N", f"{HUGE_NEG}N", "3000000000000000000000N", "1N", "42N", "777N", "100N"]
    adjs = ["5", "5N", "5.0", "5.0M", "-1", "0", "0.5", "100N", "100", "1.5M"]
    nb = 0
    for a in range(NA):
        for j in range(3 + a % 3):
            s = syms[(a + j * 3) % len(syms)]
            amt = amounts[(a * 3 + j) % len(amounts)]
            e = [f':balance/account "ac{a}"', f':balance/asset "as-{s}"', f":balance/amount {amt}"]
            v = int(amt[:-1])
            if (a + j) % 3 == 0 and -2**63 <= v < 2**63:
                e.append(f":balance/locked {v}")  # locked equal to the amount
            elif (a + j) % 3 == 1:
                e.append(f":balance/locked {(a * 7 + j) % 50}")
            if (a + j) % 4 == 0:
                e.append(f":balance/adj {adjs[(a * 3 + j) % len(adjs)]}")
            ents.append("{" + " ".join(e) + "}")
            nb += 1
    # orders
    pairs = [("btc", "usdt"), ("eth", "usdt"), ("sol", "usdt"), ("eth", "btc"), ("doge", "usdt"), ("xrp", "eth")]
    prices = ["64250.50M", "64250.5M", "3150.25M", "145M", "145.000M", "0.05M", "0.125M", "100M", "0.00M", "-1.5M",
              "64000M", "3100.10M"]
    hints = ["1", "1N", "1.0", "1.0M", "2", "2.0", "100N", "100", "-7", "0.125", "0.125M", f"{BIG}N"]
    statuses = [":open", ":filled", ":cancelled", ":partial", ":open"]
    NO = 120
    for o in range(NO):
        base, quote = pairs[o % len(pairs)]
        qty = [1000, 5000, 100000000, 250000000, 12, 42, 777, 100, BIG, 3][o % 10]
        st = statuses[o % 5]
        e = [f':db/id "o{o}"', f':order/id "O-{o:04d}"', f':order/account "ac{(o * 7) % NA}"',
             f':order/base "as-{base}"', f':order/quote "as-{quote}"',
             f":order/side {':buy' if o % 2 == 0 else ':sell'}", f":order/status {st}",
             f":order/qty {qty}N", f":order/placed {1700000000000 + o * 60000}"]
        if st in (":filled", ":partial"):
            e.append(f":order/filled {qty if st == ':filled' else qty // 2}N")
        if o % 6 != 5:
            e.append(f":order/price {prices[o % len(prices)]}")
        if o % 7 != 6:
            e.append(f":order/limit-px {[64250.5, 3150.25, 145.0, 0.05, 0.125, 100.0, -1.5, 0.0][o % 8]}")
        if o % 3 == 0:
            tg = ["post-only", "ioc", "ünï", "", "fok"]
            e.append(":order/tags [" + " ".join(f'"{tg[(o + k) % 5]}"' for k in range(1 + o % 3)) + "]")
        if o % 5 == 1:
            e.append(f":order/hint {hints[(o // 5) % len(hints)]}")
        ents.append("{" + " ".join(e) + "}")
    # fills: for filled/partial orders
    fid = 1
    fpx = ["64250.50M", "64250.5M", "3150.25M", "145M", "0.125M", "100.00M", "12M", "42.0M", "5M"]
    fraws = ["12", "12N", "12.0", "12.0M", "5", "5N", "0.0", "-3", "3.0M", f"{BIG}N", "7"]
    nf = 0
    for o in range(NO):
        st = statuses[o % 5]
        if st not in (":filled", ":partial"):
            continue
        for k in range(1 + o % 3):
            q = [12, 42, 5, 100, 777, 100000000, BIG, 3][(o + k) % 8]
            px = fpx[(o + k) % len(fpx)]
            e = [f":fill/id {fid}", f':fill/order "o{o}"', f":fill/qty {q}N", f":fill/px {px}",
                 f":fill/ts {1700000000000 + o * 60000 + k * 1000}", f":fill/maker {'true' if k % 2 == 0 else 'false'}"]
            if (o + k) % 4 != 3:
                e.append(f":fill/px-d {[64250.5, 3150.25, 145.0, 0.125, 100.0, 12.0, 42.0, 5.0][(o + k) % 8]}")
            if (o + k) % 3 == 0 and q < 2**63:
                e.append(f":fill/seq {q}")  # equal to the qty
            else:
                e.append(f":fill/seq {fid}")
            if (o + k) % 5 != 4:
                fa = [5, 12, 0, 100, 42, BIG][(o + k) % 6]
                fe = [f":fee/amount {fa}N", f':fee/asset "as-{["usdt", "btc", "eth", "tst"][(o + k) % 4]}"',
                      f":fee/rate {[0.001, 0.0005, 0.0, 0.002, 12.0][(o * 3 + k) % 5]}",
                      f":fee/bps {[10, 5, 0, 20, 12][(o * 3 + k) % 5]}"]
                if (o + k) % 2 == 0:
                    fe.append(f":fee/raw {fraws[(o + k) % len(fraws)]}")
                e.append(":fill/fee {" + " ".join(fe) + "}")
            ents.append("{" + " ".join(e) + "}")
            fid += 1
            nf += 1
    # transfers
    tamts = [5, 12, 100, 100000000, BIG, 42, 777, 1, 3000000000000000000000, 0]
    memos = ["rent", "", "Zahlung für Ölkännchen", "🍕", "refund", "payout #1", "x" * 40]
    for t in range(60):
        amt = tamts[t % len(tamts)]
        e = [f":transfer/id {uuid('bbbbbbbb', t)}", f':transfer/from "ac{t % NA}"',
             f':transfer/to "ac{(t * 7 + 3) % NA}"', f':transfer/asset "as-{syms[t % 7]}"',
             f":transfer/amount {amt}N", f":transfer/at {inst(2024, 1 + t % 12, 1 + t % 28, t % 24, t % 60)}"]
        if amt < 2**63 and t % 3 != 2:
            e.append(f":transfer/units {amt}")
        elif t % 3 == 2:
            e.append(f":transfer/units {t}")
        if t % 4 != 0:
            e.append(f':transfer/memo "{memos[t % len(memos)]}"')
        ents.append("{" + " ".join(e) + "}")
    # ticks
    traws = ["145", "145N", "145.0", "145.0M", "145.00M", "3150.25", "3150.25M", "64250.5", "0", "0.0", "-1", "1N",
             f"{BIG}N"]
    tags = ["1", "1N", "1.0", "1.0M", "2", "2.5", ":hi", '"lo"']
    for k in range(150):
        s = syms[k % 5]
        base = {"btc": 64250.5, "eth": 3150.25, "usdt": 1.0, "sol": 145.0, "xrp": 0.52}[s]
        delta = (k % 7) - 3
        pxd = base + delta
        pxm = f"{pxd:.2f}M" if k % 3 else f"{pxd:g}M"
        e = [f':tick/asset "as-{s}"', f":tick/ts {1700000000000 + k * 30000}", f":tick/seq {k}",
             f":tick/px {pxm}", f":tick/vol {[100, 5, 12, BIG, 0, 42, 777][k % 7]}N"]
        if k % 5 != 4:
            e.append(f":tick/px-d {pxd}")
        if k % 2 == 0:
            e.append(f":tick/raw {traws[(k // 2) % len(traws)]}")
        if k % 6 == 0:
            e.append(":tick/tags [" + " ".join(tags[(k // 6 + j) % len(tags)] for j in range(2)) + "]")
        ents.append("{" + " ".join(e) + "}")
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(ents) + "]\n")
    print(len(ents), "entities;", nb, "balances;", nf, "fills")


if __name__ == "__main__":
    main()
