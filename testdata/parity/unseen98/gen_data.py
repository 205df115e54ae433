#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen98 parity corpus (deterministic).

Invoicing and reporting: currencies (keyword identity, double rate, long
decimals), tax rates (string identity, bigdec pct), customers (string identity,
unique-value email, unicode names, keyword tags, bigdec credit limit, bigint
account number, parent customer ref with a cycle), invoices (string identity,
instants issued/due, status keyword, bigdec totals of mixed scale, notes with
quotes, backslashes, newlines, tabs and control characters, component line
items), line items (long qty, bigdec unit price, double weight, tax ref),
payments (uuid identity, bigdec amount, instant, method keyword), and a
'sample' entity per awkward number (doubles 1e21, 0.1, -0.0, 1e-5, bigints,
bigdecs with scale) used by the rendering queries.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:cur/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :cur/symbol {:db/valueType :db.type/string}
 :cur/decimals {:db/valueType :db.type/long}
 :cur/rate {:db/valueType :db.type/double}
 :tax/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :tax/pct {:db/valueType :db.type/bigdec}
 :tax/rate {:db/valueType :db.type/double}
 :cust/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :cust/name {:db/valueType :db.type/string}
 :cust/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :cust/country {:db/valueType :db.type/keyword}
 :cust/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :cust/limit {:db/valueType :db.type/bigdec}
 :cust/account {:db/valueType :db.type/bigint}
 :cust/uuid {:db/valueType :db.type/uuid}
 :cust/parent {:db/valueType :db.type/ref}
 :cust/currency {:db/valueType :db.type/ref}
 :cust/since {:db/valueType :db.type/instant}
 :cust/score {:db/valueType :db.type/double}
 :inv/no {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :inv/customer {:db/valueType :db.type/ref}
 :inv/currency {:db/valueType :db.type/ref}
 :inv/issued {:db/valueType :db.type/instant}
 :inv/due {:db/valueType :db.type/instant}
 :inv/status {:db/valueType :db.type/keyword}
 :inv/total {:db/valueType :db.type/bigdec}
 :inv/note {:db/valueType :db.type/string}
 :inv/discount {:db/valueType :db.type/double}
 :inv/seq {:db/valueType :db.type/long}
 :inv/lines {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :inv/labels {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :line/desc {:db/valueType :db.type/string}
 :line/qty {:db/valueType :db.type/long}
 :line/price {:db/valueType :db.type/bigdec}
 :line/weight {:db/valueType :db.type/double}
 :line/tax {:db/valueType :db.type/ref}
 :line/sku {:db/valueType :db.type/keyword}
 :pay/id {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :pay/invoice {:db/valueType :db.type/ref}
 :pay/amount {:db/valueType :db.type/bigdec}
 :pay/at {:db/valueType :db.type/instant}
 :pay/method {:db/valueType :db.type/keyword}
 :pay/ref {:db/valueType :db.type/string}
 :smp/key {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :smp/d {:db/valueType :db.type/double}
 :smp/l {:db/valueType :db.type/long}
 :smp/big {:db/valueType :db.type/bigint}
 :smp/dec {:db/valueType :db.type/bigdec}
 :smp/s {:db/valueType :db.type/string}
 :smp/k {:db/valueType :db.type/keyword}}
"""


def inst(y, m, d, h=0, mi=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def s(x):
    out = []
    for ch in x:
        if ch == "\\": out.append("\\\\")
        elif ch == '"': out.append('\\"')
        elif ch == "\n": out.append("\\n")
        elif ch == "\t": out.append("\\t")
        elif ch == "\r": out.append("\\r")
        elif ord(ch) < 32: out.append("\\u%04x" % ord(ch))
        else: out.append(ch)
    return '"' + "".join(out) + '"'


CURS = [("EUR", "€", 2, 1.0), ("USD", "$", 2, 1.0875), ("JPY", "¥", 0, 161.25), ("CHF", "Fr.", 2, 0.1),
        ("BTC", "₿", 8, 1e-5)]
TAXES = [("STD", "20.00", 0.2), ("RED", "5.5", 0.055), ("ZERO", "0", 0.0), ("CH", "8.1", 0.081)]
NAMES = ["Acme GmbH", "Bücherei Müller", "Café \"Zur Post\"", "Δelta Ltd", "", "東京商事", "O'Brien & Sons",
         "Back\\slash Inc", "Tab\tCo", "Line\nBreak AG", "Zoë 😀 Studio", "Plain"]
COUNTRIES = ["de", "fr", "jp", "ch", "us", "gb"]
TAGS = ["vip", "late-payer", "new", "export"]
LIMITS = ["1000.00", "2500", "0.00", "-50.5", "99999.999", "12.30"]
STATUSES = ["draft", "sent", "paid", "overdue", "void"]
NOTES = ["", "Thanks!", "Ref \"Q-1\"", "path C:\\tmp\\x", "line1\nline2", "col\tcol", "bell\u0007here",
         "ünïcødé ✓", "nul?\u0001", "cr\rlf"]
DESCS = ["Consulting", "Hosting \"Pro\"", "Licence", "Support\thour", "Travel", "Setup fee", "Éclair", "Misc\\other"]
PRICES = ["100.00", "49.99", "0.01", "1250", "7.5", "0.00", "-10.00", "33.333"]
PREFS = ["ABC-1", "", "x\"y", "tab\there", "ümlaut"]
LABELS = [["urgent", "Q1"], ["q\"uoted", "ñ"]]
METHODS = ["card", "wire", "cash", "crypto"]


def main():
    ents = []
    for c, sym, dec, rate in CURS:
        ents.append(f'{{:db/id "cur-{c}" :cur/code :{c} :cur/symbol {s(sym)} :cur/decimals {dec} :cur/rate {rate!r}}}')
    for c, p, r in TAXES:
        ents.append(f'{{:db/id "tax-{c}" :tax/code "{c}" :tax/pct {p}M :tax/rate {r!r}}}')
    for i in range(24):
        nm = NAMES[i % len(NAMES)] + ("" if i < 12 else f" {i}")
        e = [f':db/id "c{i}"', f':cust/id "C{i:03d}"', f":cust/name {s(nm)}",
             f":cust/country :{COUNTRIES[i % 6]}", f':cust/uuid #uuid "cccccccc-0000-4000-8000-{i:012d}"',
             f':cust/currency "cur-{CURS[i % 5][0]}"', f":cust/since {inst(2015 + i % 9, 1 + i % 12, 1 + i % 27)}"]
        if i % 5 != 3:
            e.append(f':cust/email "billing{i}@{["acme.de", "example.com", "mail.jp"][i % 3]}"')
        tg = [TAGS[j] for j in range(4) if (i >> j) & 1]
        if tg:
            e.append(":cust/tags [" + " ".join(":" + t for t in tg) + "]")
        if i % 7 != 6:
            e.append(f":cust/limit {LIMITS[i % 6]}M")
        e.append(f":cust/account {[10, 0, -7, 123456789012, 99999999999999999999, 5][i % 6]}N")
        if i % 4 != 1:
            e.append(f":cust/score {[0.5, -0.0, 1e21, 0.1, 3.0, 1e-5][i % 6]!r}")
        if i >= 4:
            e.append(f':cust/parent "c{(i // 4) - 1}"')
        if i == 0:
            e.append(':cust/parent "c23"')  # cycle
        if i == 3:
            e.append(':cust/parent "c3"')  # self-loop
        ents.append("{" + " ".join(e) + "}")
    for n in range(60):
        ci = (n * 5) % 24
        y, mo, d = 2025, 1 + n % 12, 1 + (n * 3) % 28
        dm = mo + 1 if mo < 12 else 1
        dy = y if mo < 12 else 2026
        lines = []
        for k in range(n % 4 + (1 if n % 9 else 0)):
            j = n + k
            le = [f":line/desc {s(DESCS[j % 8])}", f":line/qty {[1, 2, 10, 0, -1, 3][j % 6]}",
                  f":line/price {PRICES[j % 8]}M", f':line/tax "tax-{TAXES[j % 4][0]}"', f":line/sku :sku/p{j % 5}"]
            if j % 3 != 2:
                le.append(f":line/weight {[0.5, 1.25, 0.1, 2.0][j % 4]!r}")
            lines.append("{" + " ".join(le) + "}")
        tot = ["100.00", "250.50", "0.00", "1999.99", "42", "75.125", "-20.00", "1000000.00", "0.10", "333.33"][n % 10]
        e = [f':db/id "i{n}"', f':inv/no "INV-2025-{n:04d}"', f':inv/customer "c{ci}"', f":inv/issued {inst(y, mo, d, 9)}",
             f":inv/due {inst(dy, dm, d, 9)}", f":inv/status :{STATUSES[n % 5]}", f":inv/total {tot}M",
             f":inv/seq {n * 7 - 50}"]
        if n % 6 != 5:
            e.append(f':inv/currency "cur-{CURS[n % 5][0]}"')
        if n % 3 != 1:
            e.append(f":inv/note {s(NOTES[n % 10])}")
        if n % 4 == 0:
            e.append(f":inv/discount {[0.0, 0.1, 0.25, -0.0, 12.5][(n // 4) % 5]!r}")
        if n % 5 in (1, 2):
            e.append(":inv/labels [" + " ".join(s(x) for x in LABELS[n % 5 - 1]) + "]")
        if lines:
            e.append(":inv/lines [" + " ".join(lines) + "]")
        ents.append("{" + " ".join(e) + "}")
    for p in range(45):
        inv = (p * 4) % 60
        e = [f':pay/id #uuid "aaaaaaaa-0000-4000-8000-{p:012d}"', f':pay/invoice "i{inv}"',
             f":pay/amount {['100.00', '50', '0.01', '1999.99', '-5.00', '20.250', '42', '1000000.00', '0.10'][p % 9]}M",
             f":pay/at {inst(2025, 1 + (p * 2) % 12, 1 + p % 28, p % 24, (p * 7) % 60)}", f":pay/method :{METHODS[p % 4]}"]
        if p % 3 != 0:
            e.append(":pay/ref " + s(PREFS[p % 5]))
        ents.append("{" + " ".join(e) + "}")
    SMP = [("d-big", "smp/d", "1.0E21"), ("d-tenth", "smp/d", "0.1"), ("d-negzero", "smp/d", "-0.0"),
           ("d-tiny", "smp/d", "1.0E-5"), ("d-huge", "smp/d", "1.0E300"), ("d-hundred", "smp/d", "100.0"),
           ("d-neg", "smp/d", "-2.5"), ("d-seven", "smp/d", "1.0E7"), ("d-small", "smp/d", "0.001"),
           ("l-zero", "smp/l", "0"), ("l-neg", "smp/l", "-42"), ("l-max", "smp/l", "9223372036854775807"),
           ("l-min", "smp/l", "-9223372036854775808"), ("l-thou", "smp/l", "1234567"),
           ("big-small", "smp/big", "7N"), ("big-huge", "smp/big", "123456789012345678901234567890N"),
           ("big-neg", "smp/big", "-99999999999999999999N"),
           ("dec-scale", "smp/dec", "1.50M"), ("dec-int", "smp/dec", "100M"), ("dec-long", "smp/dec", "0.000001M"),
           ("dec-neg", "smp/dec", "-3.140M"), ("dec-big", "smp/dec", "12345678901234567890.12M"),
           ("s-quote", "smp/s", s('say "hi"')), ("s-back", "smp/s", s("a\\b")), ("s-nl", "smp/s", s("a\nb")),
           ("s-tab", "smp/s", s("a\tb")), ("s-bel", "smp/s", s("a\u0007b")), ("s-empty", "smp/s", '""'),
           ("s-uni", "smp/s", s("Grüße 東京 😀")), ("s-cr", "smp/s", s("x\ry")), ("s-esc", "smp/s", s("\u001b[0m")),
           ("k-plain", "smp/k", ":plain"), ("k-ns", "smp/k", ":inv/paid"), ("k-dots", "smp/k", ":a.b.c/d-e")]
    for key, a, v in SMP:
        ents.append(f"{{:smp/key :{key} :{a} {v}}}")
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[\n" + "\n".join(ents) + "\n]\n")


if __name__ == "__main__":
    main()
