#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the thirty-fourth unseen parity corpus.

A smart-meter energy network: a feeder/transformer topology (a string
identity, a parent ref tree with one 2-loop, a cardinality-many `feeds`
graph with a self-loop), households (a long identity, unicode and empty
names, bigdec tariffs, a component address, keyword tags), meters (a string
serial identity, a uuid identity, a unique-value IMEI, install instants
incl. before 1970, bigint cumulative counters, a homogeneous double tuple
location), readings every 15 minutes over several days (instants incl. a
legacy pre-1970 import and far-future clock errors; kWh doubles incl. -0.0,
0.0, tiny and huge; a composite `[:rd/meter :rd/at]` identity), and outages
(an `[instant instant]` span by :db/tupleTypes, a `[keyword long]` info).
Deterministic.
"""
import os
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:node/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :node/name {:db/valueType :db.type/string}
 :node/kind {:db/valueType :db.type/keyword}
 :node/parent {:db/valueType :db.type/ref}
 :node/feeds {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :node/capacity {:db/valueType :db.type/double}
 :node/voltage {:db/valueType :db.type/long}
 :hh/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :hh/name {:db/valueType :db.type/string}
 :hh/node {:db/valueType :db.type/ref}
 :hh/tariff {:db/valueType :db.type/bigdec}
 :hh/occupants {:db/valueType :db.type/long}
 :hh/solar {:db/valueType :db.type/boolean}
 :hh/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :hh/address {:db/valueType :db.type/ref :db/isComponent true}
 :hh/since {:db/valueType :db.type/instant}
 :addr/street {:db/valueType :db.type/string}
 :addr/city {:db/valueType :db.type/string}
 :addr/zip {:db/valueType :db.type/string}
 :meter/serial {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :meter/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :meter/imei {:db/valueType :db.type/string :db/unique :db.unique/value}
 :meter/hh {:db/valueType :db.type/ref}
 :meter/kind {:db/valueType :db.type/keyword}
 :meter/installed {:db/valueType :db.type/instant}
 :meter/counter {:db/valueType :db.type/bigint}
 :meter/active {:db/valueType :db.type/boolean}
 :meter/loc {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :meter/phases {:db/valueType :db.type/long :db/cardinality :db.cardinality/many}
 :rd/meter {:db/valueType :db.type/ref}
 :rd/at {:db/valueType :db.type/instant}
 :rd/kwh {:db/valueType :db.type/double}
 :rd/flag {:db/valueType :db.type/keyword}
 :rd/meter+at {:db/valueType :db.type/tuple :db/tupleAttrs [:rd/meter :rd/at] :db/unique :db.unique/identity}
 :out/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :out/node {:db/valueType :db.type/ref}
 :out/span {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/instant :db.type/instant]}
 :out/info {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :out/cause {:db/valueType :db.type/keyword}
 :out/planned {:db/valueType :db.type/boolean}
}
"""


def inst(dt):
    return '#inst "%s"' % dt.strftime("%Y-%m-%dT%H:%M:%S.000-00:00")


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


class R:
    def __init__(self, seed):
        self.x = seed

    def next(self, n):
        self.x = (self.x * 1103515245 + 12345) % (2 ** 31)
        return self.x % n


def main():
    out = []
    # topology: substation -> feeders -> transformers
    nodes = [
        ("SUB", "Hauptumspannwerk", ":substation", None, 400.0, 110000),
        ("F1", "Feeder Nord", ":feeder", "SUB", 120.5, 20000),
        ("F2", "Feeder Süd", ":feeder", "SUB", 95.0, 20000),
        ("F3", "Feeder Ost", ":feeder", "SUB", 0.0, 20000),
        ("T11", "Trafo 11", ":transformer", "F1", 0.63, 400),
        ("T12", "Trafo 12", ":transformer", "F1", 0.4, 400),
        ("T21", "Trafo 21", ":transformer", "F2", 0.63, 400),
        ("T22", "变压器 22", ":transformer", "F2", -1.0, 400),
        ("T31", "", ":transformer", "F3", 0.25, 230),
        ("L1", "Loop A", ":transformer", "L2", 0.1, 400),
        ("L2", "Loop B", ":transformer", "L1", 0.1, 400),
    ]
    for nid, name, kind, par, cap, volt in nodes:
        m = "{:db/id %s :node/id %s :node/name %s :node/kind %s :node/capacity %r :node/voltage %d" % (
            s("n-" + nid), s(nid), s(name), kind, cap, volt)
        if par:
            m += " :node/parent %s" % s("n-" + par)
        out.append(m + "}")
    feeds = {"SUB": ["F1", "F2", "F3"], "F1": ["T11", "T12"], "F2": ["T21", "T22", "F2"],
             "F3": ["T31"], "T12": ["L1"], "L1": ["L2"], "L2": ["L1"]}
    for a, bs in feeds.items():
        out.append("{:db/id %s :node/feeds [%s]}" % (s("n-" + a), " ".join(s("n-" + b) for b in bs)))
    # households
    hhs = [
        (1, "Familie Müller", "T11", "0.3120M", 4, True, [":heatpump", ":ev"], ("Lindenstraße 5", "Köln", "50667"), datetime(2015, 3, 1)),
        (2, "Smith", "T11", "0.2950M", 2, False, [":ev"], ("1 High St", "London", ""), datetime(2018, 7, 15)),
        (3, "Дом Петровых", "T12", "0.3120M", 5, True, [], ("ул. Ленина 1", "Москва", "101000"), datetime(1968, 1, 1)),
        (4, "", "T21", "0.00M", 0, False, [":vacant"], ("", "", ""), datetime(2020, 1, 1)),
        (5, "佐藤家", "T21", "0.4100M", 3, True, [":heatpump"], ("1-2-3 Shibuya", "東京", "150-0002"), datetime(2019, 9, 30)),
        (6, "O'Brien", "T22", "-0.0500M", 1, False, [":prepaid", ":ev"], ("3 Main Rd", "Dublin", "D01"), datetime(2021, 12, 31, 23, 59)),
        (7, "Famille Dupont", "T31", "0.2950M", 2, True, [":heatpump", ":ev", ":prepaid"], ("2 rue de la Paix", "Paris", "75002"), datetime(2010, 6, 6)),
        (8, "Loop House", "L1", "1E+1M", 6, False, [], ("Ringweg 8", "Köln", "50667"), datetime(2000, 2, 29)),
        (9, "No Node", None, "0.1M", 2, True, [":ev"], ("9 Nowhere", "Nowhere", "00000"), datetime(1999, 12, 31)),
    ]
    for hid, name, node, tar, occ, solar, tags, addr, since in hhs:
        m = "{:db/id %s :hh/id %d :hh/name %s :hh/tariff %s :hh/occupants %d :hh/solar %s :hh/since %s" % (
            s("h%d" % hid), hid, s(name), tar, occ, "true" if solar else "false", inst(since))
        if node:
            m += " :hh/node %s" % s("n-" + node)
        if tags:
            m += " :hh/tags [%s]" % " ".join(tags)
        m += " :hh/address {:addr/street %s :addr/city %s :addr/zip %s}" % tuple(s(x) for x in addr)
        out.append(m + "}")
    # meters
    meters = [
        ("SM-001", 1, ":smart", datetime(2015, 3, 2), "123456789012345678901234567890N", True, (50.94, 6.96), [1, 2, 3]),
        ("SM-002", 1, ":solar", datetime(2016, 4, 1), "0N", True, (50.94, 6.961), [1]),
        ("SM-003", 2, ":smart", datetime(2018, 7, 16), "4711N", True, (51.5, -0.12), [1]),
        ("SM-004", 3, ":legacy", datetime(1965, 5, 5, 12, 0), "-5N", False, (55.75, 37.61), [1, 2, 3]),
        ("SM-005", 4, ":smart", datetime(2020, 1, 2), "99999999999999999999N", False, (0.0, 0.0), []),
        ("SM-006", 5, ":solar", datetime(2019, 10, 1), "31415N", True, (35.66, 139.7), [1, 2]),
        ("SM-007", 6, ":prepaid", datetime(2022, 1, 1), "2718N", True, (53.35, -6.26), [1]),
        ("SM-008", 7, ":smart", datetime(2010, 6, 7), "100N", True, (48.87, 2.33), [1, 2, 3]),
        ("SM-009", 8, ":smart", datetime(1969, 12, 31, 23, 59), "1N", True, (-33.9, 151.2), [2]),
        ("SM-010", None, ":spare", datetime(2099, 1, 1), "0N", False, (-0.0, 1e-9), []),
    ]
    for i, (ser, hh, kind, ins, cnt, act, loc, ph) in enumerate(meters):
        m = ('{:db/id %s :meter/serial %s :meter/uuid #uuid "00000000-0000-4000-8000-%012d" '
             ':meter/kind %s :meter/installed %s :meter/counter %s :meter/active %s :meter/loc [%r %r]') % (
            s("m-" + ser), s(ser), i + 1, kind, inst(ins), cnt, "true" if act else "false", loc[0], loc[1])
        if i != 4:
            m += " :meter/imei %s" % s("35%013d" % (i * 7919))
        if hh:
            m += " :meter/hh %s" % s("h%d" % hh)
        if ph:
            m += " :meter/phases [%s]" % " ".join(str(p) for p in ph)
        out.append(m + "}")
    # readings: 3 days, 15-minute slots, each meter a deterministic subset
    r = R(20240301)
    base = datetime(2024, 3, 1)
    n = 0
    flags = [":ok", ":ok", ":ok", ":est", ":ok", ":spike", ":ok"]
    for mi, (ser, *_rest) in enumerate(meters[:9]):
        for day in range(3):
            for slot in range(96):
                if r.next(100) >= 17:
                    continue
                t = base + timedelta(days=day, minutes=15 * slot)
                kwh = round(r.next(4000) / 1000.0, 3)
                if mi == 4:
                    kwh = 0.0
                extra = ""
                if r.next(7) != 3:
                    extra = " :rd/flag %s" % flags[r.next(len(flags))]
                out.append("{:rd/meter %s :rd/at %s :rd/kwh %r%s}" % (s("m-" + ser), inst(t), kwh, extra))
                n += 1
    specials = [
        ("SM-004", datetime(1969, 12, 31, 23, 45), "-0.0", ":legacy"),
        ("SM-004", datetime(1969, 12, 31, 23, 30), "1.5", ":legacy"),
        ("SM-004", datetime(1960, 1, 1), "0.25", ":legacy"),
        ("SM-004", datetime(1970, 1, 1), "0.0", ":legacy"),
        ("SM-009", datetime(1969, 12, 31, 23, 59), "4.9E-324", ":legacy"),
        ("SM-007", datetime(2099, 12, 31, 23, 45), "1.0E300", ":clock"),
        ("SM-007", datetime(3000, 1, 1), "-2.5", ":clock"),
        ("SM-001", datetime(2038, 1, 19, 3, 15), "1.0E-10", ":clock"),
        ("SM-003", datetime(2024, 3, 2, 12, 0, 0), "-0.0", None),
        ("SM-010", datetime(2024, 3, 1, 0, 0), "7.0", ":ok"),
    ]
    for ser, t, kwh, flag in specials:
        extra = " :rd/flag %s" % flag if flag else ""
        out.append("{:rd/meter %s :rd/at %s :rd/kwh %s%s}" % (s("m-" + ser), inst(t), kwh, extra))
    # outages
    outs = [
        ("O1", "F1", datetime(2024, 3, 1, 2, 0), datetime(2024, 3, 1, 3, 30), ":storm", 120, False),
        ("O2", "T11", datetime(2024, 3, 1, 3, 0), datetime(2024, 3, 1, 4, 0), ":fault", 2, False),
        ("O3", "T21", datetime(2024, 3, 2, 10, 0), datetime(2024, 3, 2, 10, 0), ":planned", 0, True),
        ("O4", "F2", datetime(2024, 3, 2, 9, 45), datetime(2024, 3, 2, 11, 15), ":planned", 300, True),
        ("O5", "T31", datetime(2024, 3, 3, 23, 0), datetime(2024, 3, 4, 1, 0), ":fault", 1, False),
        ("O6", "L1", datetime(1969, 12, 31, 22, 0), datetime(1970, 1, 1, 2, 0), ":legacy", 6, False),
        ("O7", "T12", datetime(2024, 3, 3, 5, 0), datetime(2024, 3, 3, 4, 0), ":clock", -1, False),
        ("O8", "SUB", datetime(2099, 1, 1), datetime(2100, 1, 1), ":clock", 9999, True),
    ]
    for oid, node, a, b, cause, cust, planned in outs:
        out.append("{:out/id %s :out/node %s :out/span [%s %s] :out/info [%s %d] :out/cause %s :out/planned %s}" % (
            s(oid), s("n-" + node), inst(a), inst(b), cause, cust, cause, "true" if planned else "false"))
    out.append('{:out/id "O9" :out/cause :unknown}')
    open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
    open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(out) + "]\n")


if __name__ == "__main__":
    main()
