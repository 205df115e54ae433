#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen88 parity corpus (deterministic).

An IoT platform's sensor readings: sites (string identity, a parent hierarchy,
bigint budget), devices (string identity, keyword kinds, firmware strings,
uuid serials, peers graph with cycles, a replaces chain), thousands of
readings (instant timestamps, double values incl. negative, some missing
units, long sequence numbers), alerts, maintenance logs with component
checklists and bigdec costs.
"""
import os, random, datetime
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(88)

SCHEMA = """{:site/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :site/name {:db/valueType :db.type/string}
 :site/region {:db/valueType :db.type/keyword}
 :site/parent {:db/valueType :db.type/ref}
 :site/budget {:db/valueType :db.type/bigint}
 :site/opened {:db/valueType :db.type/instant}
 :device/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :device/kind {:db/valueType :db.type/keyword}
 :device/firmware {:db/valueType :db.type/string}
 :device/site {:db/valueType :db.type/ref}
 :device/installed {:db/valueType :db.type/instant}
 :device/serial {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :device/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :device/peers {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :device/replaces {:db/valueType :db.type/ref}
 :device/threshold {:db/valueType :db.type/double}
 :device/active {:db/valueType :db.type/boolean}
 :reading/device {:db/valueType :db.type/ref}
 :reading/at {:db/valueType :db.type/instant}
 :reading/value {:db/valueType :db.type/double}
 :reading/unit {:db/valueType :db.type/string}
 :reading/seq {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :reading/quality {:db/valueType :db.type/keyword}
 :alert/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :alert/device {:db/valueType :db.type/ref}
 :alert/reading {:db/valueType :db.type/ref}
 :alert/level {:db/valueType :db.type/keyword}
 :alert/at {:db/valueType :db.type/instant}
 :alert/acked {:db/valueType :db.type/boolean}
 :alert/note {:db/valueType :db.type/string}
 :maint/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :maint/device {:db/valueType :db.type/ref}
 :maint/at {:db/valueType :db.type/instant}
 :maint/tech {:db/valueType :db.type/string}
 :maint/cost {:db/valueType :db.type/bigdec}
 :maint/parts {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :maint/checks {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :check/item {:db/valueType :db.type/string}
 :check/ok {:db/valueType :db.type/boolean}}
"""

BASE = datetime.datetime(2026, 3, 1, 0, 0, 0)


def inst_ms(ms):
    d = BASE + datetime.timedelta(milliseconds=ms)
    return '#inst "%s.%03d-00:00"' % (d.strftime("%Y-%m-%dT%H:%M:%S"), d.microsecond // 1000)


def esc(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


SITES = [("S-HQ", "Zentrale Zürich", ":eu", None, "250000000000000000000N", 0),
         ("S-LAB", "Laboratoire Genève", ":eu", "S-HQ", "1200000N", 1),
         ("S-FAB", "Fabrik Köln", ":eu", "S-HQ", "900000N", 2),
         ("S-TOK", "東京 工場", ":apac", None, "5000000N", 3),
         ("S-OSA", "大阪 倉庫", ":apac", "S-TOK", "0N", 4),
         ("S-NYC", "", ":na", None, "-15N", 5),
         ("S-EMPTY", "Empty Site", ":na", "S-NYC", "1N", 6)]
KINDS = [":temp", ":humidity", ":pressure", ":power"]
UNITS = {":temp": "°C", ":humidity": "%", ":pressure": "hPa", ":power": "W"}
RANGE = {":temp": (-25.0, 40.0), ":humidity": (5.0, 99.0), ":pressure": (950.0, 1050.0), ":power": (0.0, 4800.0)}


def main():
    out = []
    for code, name, reg, parent, budget, k in SITES:
        m = f'{{:db/id "{code}" :site/code "{code}" :site/name {esc(name)} :site/region {reg} :site/budget {budget}'
        if k != 6:
            m += f" :site/opened {inst_ms(-86400000 * (400 + 37 * k))}"
        if parent:
            m += f' :site/parent "{parent}"'
        out.append(m + "}")
    ndev = 64
    devs = []
    for i in range(ndev):
        did = f"dev-{i:03d}"
        kind = KINDS[i % 4]
        site = SITES[i % 6][0]  # S-EMPTY has no devices
        m = f'{{:db/id "{did}" :device/id "{did}" :device/kind {kind} :device/site "{site}"'
        if i % 9 != 4:
            m += f' :device/firmware "v{1 + i % 3}.{i % 5}.{(i * 7) % 11}"'
        m += f" :device/installed {inst_ms(-86400000 * (10 + i * 3))}"
        m += f' :device/serial #uuid "00000000-0000-4000-8000-{i:012d}"'
        tags = [t for j, t in enumerate([":outdoor", ":battery", ":critical", ":beta"]) if (i >> j) & 1]
        if tags:
            m += " :device/tags [" + " ".join(tags) + "]"
        if i % 5 == 0:
            m += f' :device/peers ["dev-{(i + 5) % ndev:03d}" "dev-{(i + 10) % ndev:03d}"]'
        elif i % 16 == 3:
            m += f' :device/peers ["{did}"]'
        if 0 < i and i % 8 == 0:
            m += f' :device/replaces "dev-{i - 8:03d}"'
        lo, hi = RANGE[kind]
        if i % 7 != 6:
            m += f" :device/threshold {round(lo + (hi - lo) * 0.85, 1)}"
        m += f" :device/active {'false' if i % 11 == 10 else 'true'}"
        out.append(m + "}")
        devs.append((did, kind))
    # readings: 6000, timestamps unique globally (distinct ms offsets)
    used_t, used_v = set(), set()
    rid = 0
    readings = []
    for i, (did, kind) in enumerate(devs):
        n = 40 + (i * 37) % 120  # 40..159 readings
        if i == 63:
            n = 0  # a device with no readings
        t = 3600_000 * (i % 13)
        lo, hi = RANGE[kind]
        for j in range(n):
            t += R.randint(240_000, 1_200_000)
            while t in used_t:
                t += 1
            used_t.add(t)
            v = round(R.uniform(lo, hi), 3)
            while v in used_v:
                v = round(v + 0.001, 3)
            used_v.add(v)
            readings.append((did, kind, t, v, j))
    for k, (did, kind, t, v, j) in enumerate(readings):
        m = f'{{:db/id "r{k}" :reading/device "{did}" :reading/at {inst_ms(t)} :reading/value {v} :reading/seq {10_000_000_000 + k * 3}'
        if k % 13 != 5:
            m += f' :reading/unit "{UNITS[kind]}"'
        q = [":good", ":good", ":good", ":suspect", ":good", ":bad"][k % 6]
        m += f" :reading/quality {q}}}"
        out.append(m)
    # alerts on high readings
    na = 0
    for k, (did, kind, t, v, j) in enumerate(readings):
        lo, hi = RANGE[kind]
        if v > lo + (hi - lo) * 0.92 or (kind == ":temp" and v < -22.0):
            lvl = ":critical" if v > lo + (hi - lo) * 0.97 or v < -24.0 else ":warn"
            m = f'{{:alert/id "A-{na:04d}" :alert/device "{did}" :alert/reading "r{k}" :alert/level {lvl} :alert/at {inst_ms(t + 1500)} :alert/acked {"true" if na % 3 == 0 else "false"}'
            if na % 4 == 1:
                m += ' :alert/note ' + esc(["überhitzt", "", "check \"wiring\"", "🔥 hot"][na % 4 if na % 4 != 1 else (na // 4) % 4])
            out.append(m + "}")
            na += 1
    # maintenance logs
    techs = ["Ana", "Björn", "Chloé", "Dmitri", "", "李"]
    for k in range(300):
        did = devs[(k * 7) % ndev][0]
        t = R.randint(0, 40 * 86400_000)
        cost = ["0.00M", "12.50M", "199.99M", "7M", "1250.125M", "-3.10M"][k % 6]
        m = f'{{:maint/id {1000 + k} :maint/device "{did}" :maint/at {inst_ms(t)} :maint/cost {cost}'
        if k % 10 != 9:
            m += f" :maint/tech {esc(techs[k % 6])}"
        parts = [p for j, p in enumerate(["fuse", "battery", "antenna", "seal"]) if (k >> j) & 1 and j < 4]
        if parts:
            m += " :maint/parts [" + " ".join(esc(p) for p in parts) + "]"
        if k % 4 == 0:
            m += ' :maint/checks [{:check/item "power" :check/ok true} {:check/item "link" :check/ok ' + ("false" if k % 8 == 0 else "true") + "}]"
        out.append(m + "}")
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(out) + "]\n")
    print(len(readings), "readings", na, "alerts")


main()
