#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen115 parity corpus (deterministic).

An electricity grid operator: substations (string identity, a feed graph with
cycles, a self-loop and a separate ring; written first, without refs, so their
entity ids are 1..24 in both databases; feeds and backups added afterwards);
lines between substations (composite identity [:line/from :line/to], bigint
capacity incl. one beyond Long and 0N, bigdec loss at several scales, double
length); tariffs (keyword identity, bigdec prices); customers (string identity,
cardinality-many tags incl. "" and unicode, untyped score holding longs and
strings); meters (keyword identity, untyped legacy field); readings (instants at
several precisions, doubles incl. negative, 0.0, -0.0, 1e300); outages (string
identity, start/end instants, end sometimes missing, bigdec cost); maintenance
logs as component entities of substations.
"""
import os, random
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(115)

SCHEMA = """{:sub/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :sub/kv {:db/valueType :db.type/long}
 :sub/region {:db/valueType :db.type/keyword}
 :sub/commissioned {:db/valueType :db.type/instant}
 :sub/note {}
 :sub/feeds {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :sub/backup {:db/valueType :db.type/ref}
 :sub/log {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :log/at {:db/valueType :db.type/instant}
 :log/crew {:db/valueType :db.type/long}
 :log/note {:db/valueType :db.type/string}
 :log/cost {:db/valueType :db.type/bigdec}
 :line/from {:db/valueType :db.type/ref}
 :line/to {:db/valueType :db.type/ref}
 :line/key {:db/valueType :db.type/tuple :db/tupleAttrs [:line/from :line/to] :db/unique :db.unique/identity}
 :line/capacity {:db/valueType :db.type/bigint}
 :line/loss {:db/valueType :db.type/bigdec}
 :line/length {:db/valueType :db.type/double}
 :line/status {:db/valueType :db.type/keyword}
 :tariff/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :tariff/name {:db/valueType :db.type/string}
 :tariff/price {:db/valueType :db.type/bigdec}
 :tariff/peak {:db/valueType :db.type/bigdec}
 :cust/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :cust/name {:db/valueType :db.type/string}
 :cust/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :cust/tariff {:db/valueType :db.type/ref}
 :cust/since {:db/valueType :db.type/instant}
 :cust/score {}
 :meter/id {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :meter/sub {:db/valueType :db.type/ref}
 :meter/customer {:db/valueType :db.type/ref}
 :meter/installed {:db/valueType :db.type/instant}
 :meter/legacy {}
 :rd/meter {:db/valueType :db.type/ref}
 :rd/seq {:db/valueType :db.type/long}
 :rd/at {:db/valueType :db.type/instant}
 :rd/kwh {:db/valueType :db.type/double}
 :out/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :out/sub {:db/valueType :db.type/ref}
 :out/start {:db/valueType :db.type/instant}
 :out/end {:db/valueType :db.type/instant}
 :out/cause {:db/valueType :db.type/keyword}
 :out/affected {:db/valueType :db.type/long}
 :out/cost {:db/valueType :db.type/bigdec}
}
"""


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def emap(d):
    return "{" + " ".join(f"{k} {v}" for k, v in d.items()) + "}"


def inst(y, mo, d, h=0, mi=0, sec=0, ms=0, prec=3):
    # several precisions: 0 date only, 1 minutes, 2 seconds Z, 3 millis -00:00
    if prec == 0:
        return f'#inst "{y:04d}-{mo:02d}-{d:02d}"'
    if prec == 1:
        return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}Z"'
    if prec == 2:
        return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{sec:02d}Z"'
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{sec:02d}.{ms:03d}-00:00"'


SUBS = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliett",
        "Kilo", "Lima", "Mike", "November", "Ørsted Vej", "Zürich-Ost", "東京変電所", "Papa", "Quebec",
        "Romeo", "Ring-A", "Ring-B", "Ring-C", "Isolated"]
REGIONS = [":north", ":south", ":east", ":west"]
# feed edges (index pairs, 0-based): a tree from Alpha, two cycles, a self-loop (Lima), a ring
EDGES = [(0, 1), (0, 2), (1, 3), (1, 4), (2, 5), (2, 6), (3, 7), (4, 8), (5, 9), (6, 10),
         (7, 11), (8, 12), (9, 13), (10, 14), (11, 15), (12, 16), (13, 17), (14, 18), (15, 19),
         (9, 2),    # cycle Charlie -> Foxtrot -> Juliett -> Charlie
         (16, 4),   # cycle Echo -> India -> Mike -> 東京変電所 -> Echo
         (11, 11),  # self-loop Lima
         (20, 21), (21, 22), (22, 20)]  # ring A -> B -> C -> A
BACKUP = {1: 2, 2: 1, 5: 5, 13: 0, 19: 18}
TARIFFS = [(":res", "Residential", "0.2815M", "0.35M"), (":res-green", "Grün Wohnen", "0.30M", "0.350M"),
           (":biz", "Business", "0.1999M", "0.25M"), (":ind", "Industrial", "0.12M", "0.1500M"),
           (":free", "", "0M", "0.00M")]
TAGS = ["solar", "ev", "heat-pump", "", "vulnérable", "医疗", "priority", "solar"]
CAUSES = [":storm", ":equipment", ":overload", ":animal", ":planned"]


def main():
    out = []
    # substations first, plain maps without refs: ids 1..24 in both engines
    for i, n in enumerate(SUBS):
        d = {":db/id": s(f"s{i}"), ":sub/name": s(n), ":sub/kv": [400, 220, 110, 20][i % 4] if i != 23 else 0,
             ":sub/region": REGIONS[i % 4],
             ":sub/commissioned": inst(1960 + i * 2, 1 + i % 12, 1 + i % 28, i % 24, (i * 7) % 60, i % 60, i * 37 % 1000, i % 4)}
        if i % 3 == 0:
            d[":sub/note"] = str(i * 100 - 500)  # an untyped long (may be negative)
        elif i % 3 == 1:
            d[":sub/note"] = s(["ok", "needs paint", "", "übervoll"][i % 4])
        out.append(emap(d))
    for code, name, price, peak in TARIFFS:
        out.append(emap({":db/id": s("t" + code[1:]), ":tariff/code": code, ":tariff/name": s(name),
                         ":tariff/price": price, ":tariff/peak": peak}))
    # lines
    CAPS = [400000, 9223372036854775808, 0, 250000, 1200000, 9223372036854775807, 75000, 500000]
    LOSS = ["0.5M", "0.50M", "1.250M", "2M", "0.0001M", "0.75M", "-0.01M", "1.2500M"]
    for j, (a, b) in enumerate(EDGES):
        d = {":line/from": s(f"s{a}"), ":line/to": s(f"s{b}"), ":line/capacity": f"{CAPS[j % len(CAPS)] + (0 if j < 8 else j * 1000)}N"
             if j % 8 not in (1, 2, 5) else f"{CAPS[j % len(CAPS)]}N",
             ":line/loss": LOSS[j % len(LOSS)], ":line/length": repr([12.5, 0.0, 3.75, 101.25, 7.0, 1e-3, 44.4][j % 7])}
        if j % 5 != 4:
            d[":line/status"] = [":up", ":up", ":down", ":maint"][j % 4]
        out.append(emap(d))
    # feeds and backups, added after every substation has its id
    for a, b in EDGES:
        out.append(f'[:db/add {s("s" + str(a))} :sub/feeds {s("s" + str(b))}]')
    for a, b in BACKUP.items():
        out.append(f'[:db/add {s("s" + str(a))} :sub/backup {s("s" + str(b))}]')
    # maintenance logs: components
    for i in range(0, 24, 2):
        logs = []
        for k in range(1 + i % 3):
            lg = {":log/at": inst(2024, 1 + (i + k) % 12, 1 + (i * 3 + k) % 28, 8 + k, 15 * k, 0, 0, (i + k) % 4),
                  ":log/crew": (i + k) % 5}
            if (i + k) % 4 != 3:
                lg[":log/note"] = s(["transformer oil", "", "Schaltanlage geprüft", "絶縁テスト", "breaker swap"][(i + k) % 5])
            if (i + k) % 3 != 2:
                lg[":log/cost"] = ["1200.00M", "0M", "99.995M", "1E+3M", "350.5M"][(i + k) % 5]
            logs.append(emap(lg))
        out.append(emap({":db/id": s(f"s{i}"), ":sub/log": "[" + " ".join(logs) + "]"}))
    # customers
    NC = 80
    for c in range(NC):
        d = {":db/id": s(f"c{c}"), ":cust/id": s(f"C-{c:03d}"),
             ":cust/name": s(["Müller GmbH", "Smith & Sons", "", "株式会社電気", "Ödön Kft", "Acme"][c % 6] + ("" if c < 6 else f" {c}")),
             ":cust/since": inst(2000 + c % 25, 1 + c % 12, 1 + c % 28, c % 24, c % 60, c % 60, c * 7 % 1000, c % 4)}
        if c % 7 != 6:
            d[":cust/tariff"] = s("t" + TARIFFS[c % 5][0][1:])
        tags = sorted({TAGS[(c * k + c // 3) % len(TAGS)] for k in range(c % 4)})
        if tags:
            d[":cust/tags"] = "[" + " ".join(s(t) for t in tags) + "]"
        if c % 5 == 0:
            d[":cust/score"] = str(c - 40)
        elif c % 5 == 1:
            d[":cust/score"] = s(["A", "B", "", "A+"][c % 4])
        out.append(emap(d))
    # meters
    NM = 120
    for m in range(NM):
        d = {":db/id": s(f"m{m}"), ":meter/id": f":m{m:03d}", ":meter/sub": s(f"s{(m * 7) % 24}"),
             ":meter/installed": inst(2015 + m % 10, 1 + m % 12, 1 + m % 28, m % 24, m % 60, 0, 0, m % 3)}
        if m % 9 != 8:
            d[":meter/customer"] = s(f"c{m % NC}")
        if m % 4 == 0:
            d[":meter/legacy"] = str(m * 11)
        elif m % 4 == 1:
            d[":meter/legacy"] = s(f"L-{m}")
        out.append(emap(d))
    # readings
    NR = 1200
    for r in range(NR):
        m = (r * 13) % NM
        v = round(((r * 7919) % 5000) / 10.0 - 40.0, 2)
        if r % 101 == 0:
            v = 0.0
        if r % 211 == 5:
            v = "-0.0"
        if r == 777:
            v = "1e300"
        if r == 778:
            v = "-1e300"
        d = {":rd/meter": s(f"m{m}"), ":rd/seq": r // NM,
             ":rd/at": inst(2025, 1 + (r // 100) % 12, 1 + (r * 3) % 28, (r * 5) % 24, (r * 11) % 60, r % 60, (r * 37) % 1000, r % 4),
             ":rd/kwh": v if isinstance(v, str) else repr(v)}
        out.append(emap(d))
    # outages
    NO = 60
    for o in range(NO):
        sub = (o * 5) % 24
        y, mo, dd, h = 2025, 1 + o % 12, 1 + (o * 7) % 28, (o * 3) % 24
        d = {":out/id": s(f"O-{o:03d}"), ":out/sub": s(f"s{sub}"), ":out/start": inst(y, mo, dd, h, 0, 0, 0, 2),
             ":out/cause": CAUSES[o % 5], ":out/affected": (o * 137) % 5000 - (100 if o == 13 else 0)}
        if o % 6 != 5:
            dur = 1 + (o * 17) % 40
            d[":out/end"] = inst(y, mo, dd + dur // 24 if dd + dur // 24 <= 28 else 28, (h + dur) % 24, 30, 0, 0, 2)
        if o % 3 != 2:
            d[":out/cost"] = [f"{o * 1234.5:.2f}M", "0M", f"{o}.000M"][o % 3]
        out.append(emap(d))
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(out) + "]\n")
    print(len(out), "items")


main()
