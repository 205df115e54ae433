#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen113 parity corpus (deterministic).

IoT sensor telemetry: sites (keyword identity, a region hierarchy with a cycle,
negative elevation, unicode/empty names, keyword tags); firmware versions
(string identity, :fw/prev chain, bigint image size, stable flag sometimes
missing); devices (string serial identity, unique-value MAC with gaps, bigdec
cost incl. negative, double battery, peers cardinality-many with cycles and a
self-loop, component config map); sensors (string identity, composite identity
[:sensor/device :sensor/slot], kind/unit keywords, bigdec calibration, double
offset incl. negative, component limits); readings (the bulk: double value
incl. negative and 0.0, long raw incl. negative, seq, instant, quality keyword
sometimes missing); alerts (level long, ack boolean sometimes missing, notes
with unicode and empty strings, bigdec cost, refs to reading and sensor).
"""
import os, random
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(113)

SCHEMA = """{:site/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :site/name {:db/valueType :db.type/string}
 :site/elevation {:db/valueType :db.type/long}
 :site/tz {:db/valueType :db.type/string}
 :site/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :site/parent {:db/valueType :db.type/ref}
 :site/backup {:db/valueType :db.type/ref}
 :fw/version {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :fw/released {:db/valueType :db.type/instant}
 :fw/stable {:db/valueType :db.type/boolean}
 :fw/size {:db/valueType :db.type/bigint}
 :fw/prev {:db/valueType :db.type/ref}
 :dev/serial {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :dev/mac {:db/valueType :db.type/string :db/unique :db.unique/value}
 :dev/name {:db/valueType :db.type/string}
 :dev/site {:db/valueType :db.type/ref}
 :dev/fw {:db/valueType :db.type/ref}
 :dev/model {:db/valueType :db.type/keyword}
 :dev/installed {:db/valueType :db.type/instant}
 :dev/battery {:db/valueType :db.type/double}
 :dev/cost {:db/valueType :db.type/bigdec}
 :dev/uptime {:db/valueType :db.type/long}
 :dev/active {:db/valueType :db.type/boolean}
 :dev/peers {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :dev/labels {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :dev/config {:db/valueType :db.type/ref :db/isComponent true}
 :cfg/interval {:db/valueType :db.type/long}
 :cfg/mode {:db/valueType :db.type/keyword}
 :sensor/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :sensor/device {:db/valueType :db.type/ref}
 :sensor/slot {:db/valueType :db.type/long}
 :sensor/key {:db/valueType :db.type/tuple :db/tupleAttrs [:sensor/device :sensor/slot] :db/unique :db.unique/identity}
 :sensor/kind {:db/valueType :db.type/keyword}
 :sensor/unit {:db/valueType :db.type/keyword}
 :sensor/calib {:db/valueType :db.type/bigdec}
 :sensor/offset {:db/valueType :db.type/double}
 :sensor/limits {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :limit/kind {:db/valueType :db.type/keyword}
 :limit/value {:db/valueType :db.type/double}
 :rd/sensor {:db/valueType :db.type/ref}
 :rd/seq {:db/valueType :db.type/long}
 :rd/at {:db/valueType :db.type/instant}
 :rd/value {:db/valueType :db.type/double}
 :rd/raw {:db/valueType :db.type/long}
 :rd/quality {:db/valueType :db.type/keyword}
 :alert/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :alert/sensor {:db/valueType :db.type/ref}
 :alert/reading {:db/valueType :db.type/ref}
 :alert/level {:db/valueType :db.type/long}
 :alert/ack {:db/valueType :db.type/boolean}
 :alert/note {:db/valueType :db.type/string}
 :alert/cost {:db/valueType :db.type/bigdec}
 :alert/raised {:db/valueType :db.type/instant}
}
"""


def inst(y, mo, d, h=0, mi=0, sec=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{sec:02d}.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def emap(d):
    return "{" + " ".join(f"{k} {v}" for k, v in d.items()) + "}"


# code, name, elevation, tz, tags, parent, backup
SITES = [(":eu", "Europe", 0, "UTC", [":region"], None, None),
         (":zrh", "Zürich Nord", 408, "Europe/Zurich", [":urban", ":cold"], ":eu", ":ber"),
         (":ber", "Berlin Mitte", 34, "Europe/Berlin", [":urban"], ":eu", ":zrh"),
         (":ams", "Amsterdam Haven", -4, "Europe/Amsterdam", [":coastal", ":urban"], ":eu", None),
         (":as", "Asia", 0, "UTC", [":region"], None, None),
         (":tyo", "東京 湾岸", 3, "Asia/Tokyo", [":coastal"], ":as", ":osa"),
         (":osa", "大阪", 12, "Asia/Tokyo", [], ":as", ":tyo"),
         (":dsea", "Dead Sea Lab", -430, "Asia/Jerusalem", [":hot", ":remote"], ":as", None),
         (":x1", "", 0, "", [], ":x2", None),  # parent cycle x1 -> x2 -> x1
         (":x2", "Loop B", 1, "UTC", [":remote"], ":x1", ":x2")]
FWS = [("1.0.0", 2021, True, 1048576, None), ("1.1.0", 2022, True, 1150000, "1.0.0"),
       ("1.2.0-rc1", 2022, False, 1200000, "1.1.0"), ("1.2.0", 2023, True, 1210000, "1.1.0"),
       ("2.0.0", 2024, None, 4294967296, "1.2.0"), ("2.0.1", 2025, None, 9223372036854775808, "2.0.0"),
       ("ß-β", 2025, False, 0, "2.0.1")]
MODELS = [":th-100", ":th-200", ":aq-1", ":vib-x", ":gw"]
KINDS = [(":temp", ":celsius", 20.0, 8.0), (":humidity", ":pct", 55.0, 20.0), (":pressure", ":hpa", 1010.0, 15.0),
         (":co2", ":ppm", 600.0, 250.0), (":vibration", ":mm-s", 0.5, 0.6)]
NAMES = ["Gateway Α", "Rooftop-1", "Kühlhaus", "Boiler Room", "", "Pump 🚰", "Lobby", "Server Rack 7",
         "Façade N", "Greenhouse", "温室", "Tunnel B"]


def main():
    out = []
    for code, name, el, tz, tags, parent, backup in SITES:
        d = {":db/id": s("s" + code[1:]), ":site/code": code, ":site/name": s(name), ":site/elevation": el}
        if tz:
            d[":site/tz"] = s(tz)
        if tags:
            d[":site/tags"] = "[" + " ".join(tags) + "]"
        if parent:
            d[":site/parent"] = s("s" + parent[1:])
        if backup:
            d[":site/backup"] = s("s" + backup[1:])
        out.append(emap(d))
    for v, y, st, size, prev in FWS:
        d = {":db/id": s("fw" + v), ":fw/version": s(v), ":fw/released": inst(y, 3 + len(v) % 9, 1 + y % 27),
             ":fw/size": f"{size}N"}
        if st is not None:
            d[":fw/stable"] = "true" if st else "false"
        if prev:
            d[":fw/prev"] = s("fw" + prev)
        out.append(emap(d))
    leaf_sites = [x[0][1:] for x in SITES if x[0] not in (":eu", ":as")]
    ND = 36
    for i in range(ND):
        d = {":db/id": s(f"d{i}"), ":dev/serial": s(f"SN-{i:03d}"), ":dev/name": s(NAMES[i % len(NAMES)] + ("" if i < 12 else f" {i}")),
             ":dev/model": MODELS[i % 5], ":dev/installed": inst(2020 + i % 5, 1 + i % 12, 1 + (i * 5) % 28, i % 24),
             ":dev/cost": (f"{(i * 3719) % 90000 / 100 - 50:.2f}M" if i % 7 else "0M") if i != 11 else "1.50M",
             ":dev/uptime": (i * 86413) % 5000000 - (1000 if i == 5 else 0)}
        if i % 9 != 8:
            d[":dev/site"] = s("s" + leaf_sites[i % len(leaf_sites)])
        if i % 6 != 5:
            d[":dev/fw"] = s("fw" + FWS[i % len(FWS)][0])
        if i % 5 != 2:
            d[":dev/mac"] = s(f"02:00:00:00:{i // 256:02x}:{i % 256:02x}")
        if i % 4 != 3:
            d[":dev/battery"] = repr(round(((i * 37) % 101) / 1.0 - (0.5 if i % 3 == 0 else 0.0), 2))
        if i % 8 != 7:
            d[":dev/active"] = "true" if i % 3 else "false"
        peers = []
        if i < ND - 3:
            peers.append(f"d{i + 3}")
        if i % 10 == 9:
            peers.append(f"d{i - 9}")  # back edges: cycles
        if i == 17:
            peers.append("d17")  # self-loop
        if peers:
            d[":dev/peers"] = "[" + " ".join(s(p) for p in peers) + "]"
        labels = []
        if i % 3 == 0:
            labels.append("critical")
        if i % 4 == 0:
            labels.append("outdoor")
        if i == 7:
            labels.append("")
        if i == 13:
            labels.append("ünïcödé")
        if labels:
            d[":dev/labels"] = "[" + " ".join(s(l) for l in labels) + "]"
        if i % 3 != 2:
            d[":dev/config"] = emap({":cfg/interval": [10, 30, 60, 300, -1][i % 5], ":cfg/mode": [":push", ":poll"][i % 2]})
        out.append(emap(d))
    sensors = []
    for i in range(ND):
        for slot in range(1 + i % 3):
            k = (i + slot * 2) % len(KINDS)
            sid = f"S-{i:03d}-{slot}"
            sensors.append((sid, k))
            d = {":db/id": s(sid), ":sensor/id": s(sid), ":sensor/device": s(f"d{i}"), ":sensor/slot": slot,
                 ":sensor/kind": KINDS[k][0], ":sensor/unit": KINDS[k][1]}
            if (i + slot) % 5 != 4:
                d[":sensor/calib"] = f"{1 + ((i * 7 + slot) % 21 - 10) / 100:.3f}M"
            if (i + slot) % 4 != 1:
                d[":sensor/offset"] = repr(round(((i * 13 + slot * 7) % 41 - 20) / 10.0, 1))
            if (i + slot) % 3 == 0:
                lim = [emap({":limit/kind": ":max", ":limit/value": repr(KINDS[k][2] + KINDS[k][3])})]
                if (i + slot) % 2 == 0:
                    lim.append(emap({":limit/kind": ":min", ":limit/value": repr(KINDS[k][2] - KINDS[k][3])}))
                d[":sensor/limits"] = "[" + " ".join(lim) + "]"
            out.append(emap(d))
    # readings: the bulk
    NR = 1250
    rids = []
    for r in range(NR):
        sid, k = sensors[(r * 7) % len(sensors)]
        base, spread = KINDS[k][2], KINDS[k][3]
        v = round(base + spread * (((r * 7919) % 2001) / 1000.0 - 1.0) * 1.4, 3)
        if r % 97 == 0:
            v = 0.0
        if k == 0 and r % 11 == 0:
            v = -abs(v) - 3.25
        d = {":db/id": s(f"r{r}"), ":rd/sensor": s(sid), ":rd/seq": r // len(sensors),
             ":rd/at": inst(2025, 1 + (r // 120) % 12, 1 + (r * 3) % 28, (r * 5) % 24, (r * 13) % 60, r % 60),
             ":rd/value": repr(v)}
        if r % 6 != 5:
            d[":rd/raw"] = int(v * 10) - (r % 3)
        if r % 4 == 0:
            d[":rd/quality"] = ":good"
        elif r % 4 == 1:
            d[":rd/quality"] = ":suspect"
        elif r % 17 == 2:
            d[":rd/quality"] = ":bad"
        rids.append((r, sid, k, v))
        out.append(emap(d))
    # alerts
    NOTES = ["over limit", "Überhitzung", "", "🔥 hot", "check wiring", "温度异常", "ok after reboot"]
    na = 0
    for r, sid, k, v in rids:
        lim_hi = KINDS[k][2] + KINDS[k][3]
        lim_lo = KINDS[k][2] - KINDS[k][3]
        if (v > lim_hi or v < lim_lo) and r % 3 != 1:
            d = {":alert/id": s(f"AL-{na:04d}"), ":alert/sensor": s(sid), ":alert/level": 1 + (r % 4) if v > lim_hi else -(1 + r % 2),
                 ":alert/note": s(NOTES[na % len(NOTES)]),
                 ":alert/raised": inst(2025, 1 + (r // 120) % 12, 1 + (r * 3) % 28, (r * 5) % 24, (r * 13) % 60, r % 60)}
            if na % 5 != 3:
                d[":alert/reading"] = s(f"r{r}")
            if na % 4 != 2:
                d[":alert/ack"] = "true" if na % 3 else "false"
            if na % 2 == 0:
                d[":alert/cost"] = f"{(na * 17) % 500 / 4:.2f}M"
            out.append(emap(d))
            na += 1
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(out) + "]\n")
    print(len(out), "entities", na, "alerts", len(sensors), "sensors")


main()
