#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen113/h parity corpus (deterministic).

IoT telemetry (helper's corpus, independent of ../): sites (keyword identity,
region parent ref with a cycle, negative elevation, unicode/empty names, tags),
firmware (string identity, prev chain, bigint size, stable flag sometimes missing),
devices (serial identity, unique-value MAC with gaps, bigdec cost incl. negative,
double battery, peers many with a cycle and a self-loop, component config),
sensors (id identity, composite identity [:sen/device :sen/slot], kind/unit,
double offset, bigdec gain), readings (the bulk: double value incl. negative and
0.0, long raw incl. negative, seq, instant, quality sometimes missing), alerts
(level, ack sometimes missing, unicode/empty note, bigdec cost, long tuple span).
"""
import os, random
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(1131)

SCHEMA = """{:site/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :site/name {:db/valueType :db.type/string}
 :site/elev {:db/valueType :db.type/long}
 :site/region {:db/valueType :db.type/ref}
 :site/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :fw/ver {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :fw/prev {:db/valueType :db.type/ref}
 :fw/size {:db/valueType :db.type/bigint}
 :fw/stable {:db/valueType :db.type/boolean}
 :fw/released {:db/valueType :db.type/instant}
 :dev/serial {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :dev/mac {:db/valueType :db.type/string :db/unique :db.unique/value}
 :dev/site {:db/valueType :db.type/ref}
 :dev/fw {:db/valueType :db.type/ref}
 :dev/cost {:db/valueType :db.type/bigdec}
 :dev/battery {:db/valueType :db.type/double}
 :dev/active {:db/valueType :db.type/boolean}
 :dev/peers {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :dev/config {:db/valueType :db.type/ref :db/isComponent true}
 :cfg/interval {:db/valueType :db.type/long}
 :cfg/mode {:db/valueType :db.type/keyword}
 :sen/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :sen/device {:db/valueType :db.type/ref}
 :sen/slot {:db/valueType :db.type/long}
 :sen/key {:db/valueType :db.type/tuple :db/tupleAttrs [:sen/device :sen/slot] :db/unique :db.unique/identity}
 :sen/kind {:db/valueType :db.type/keyword}
 :sen/unit {:db/valueType :db.type/keyword}
 :sen/offset {:db/valueType :db.type/double}
 :sen/gain {:db/valueType :db.type/bigdec}
 :rd/sensor {:db/valueType :db.type/ref}
 :rd/seq {:db/valueType :db.type/long}
 :rd/at {:db/valueType :db.type/instant}
 :rd/value {:db/valueType :db.type/double}
 :rd/raw {:db/valueType :db.type/long}
 :rd/q {:db/valueType :db.type/keyword}
 :al/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :al/reading {:db/valueType :db.type/ref}
 :al/sensor {:db/valueType :db.type/ref}
 :al/level {:db/valueType :db.type/long}
 :al/ack {:db/valueType :db.type/boolean}
 :al/note {:db/valueType :db.type/string}
 :al/cost {:db/valueType :db.type/bigdec}
 :al/span {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
}
"""


def inst(y, mo, d, h=0, mi=0, sec=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{sec:02d}.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def emap(d):
    return "{" + " ".join(f"{k} {v}" for k, v in d.items()) + "}"


SITES = [(":hq", "Zürich HQ", 408, None, [":office", ":core"]),
         (":north", "Nordkapp", 307, "hq", [":remote"]),
         (":mine", "Mine shaft 3", -220, "north", [":underground", ":remote"]),
         (":delta", "Delta 河口", -2, "hq", []),
         (":lab", "", 12, "delta", [":core"]),
         (":loop-a", "Loop A", 50, "loop-b", []),
         (":loop-b", "Loop B", 60, "loop-a", [":remote"]),
         (":orphan", "Orphan ☃", 0, None, [])]
KINDS = [(":temp", ":celsius"), (":hum", ":percent"), (":press", ":hpa"), (":co2", ":ppm"), (":vib", ":g")]
NOTES = ["over limit", "Überhitzung", "", "センサー異常", "flatline", "spike", "  ", "battery low 🔋"]


def main():
    out = []
    for code, name, elev, parent, tags in SITES:
        d = {":db/id": s("s" + code[1:]), ":site/code": code, ":site/name": s(name), ":site/elev": elev}
        if parent:
            d[":site/region"] = s("s" + parent)
        if tags:
            d[":site/tags"] = "[" + " ".join(tags) + "]"
        out.append(emap(d))
    NF = 7
    for f in range(NF):
        d = {":db/id": s(f"f{f}"), ":fw/ver": s(f"1.{f}.0"), ":fw/released": inst(2022 + f // 3, 1 + (f * 4) % 12, 1 + f * 3)}
        if f > 0:
            d[":fw/prev"] = s(f"f{f - 1}")
        d[":fw/size"] = f"{(f + 1) * 1048576 + f * 17}N" if f != 6 else "18446744073709551621N"
        if f % 3 != 2:
            d[":fw/stable"] = "true" if f % 2 == 0 else "false"
        out.append(emap(d))
    ND = 24
    for i in range(ND):
        d = {":db/id": s(f"d{i}"), ":dev/serial": s(f"SN-{i:03d}"), ":dev/site": s("s" + SITES[i % 8][0][1:]),
             ":dev/cost": (f"{99 + i * 12.25:.2f}M" if i % 5 else f"{-i * 3}M") if i != 7 else "0.00M"}
        if i % 6 != 4:
            d[":dev/fw"] = s(f"f{i % NF}")
        if i % 4 != 3:
            d[":dev/mac"] = s(f"00:1a:2b:3c:{i:02x}:ff")
        if i % 7 != 6:
            d[":dev/battery"] = repr(round(100.0 - (i * 13.7) % 100, 2))
        if i % 5 != 2:
            d[":dev/active"] = "true" if i % 3 else "false"
        peers = []
        if i < 20:
            peers.append(f"d{(i + 1) % 20}")  # a ring 0..19 (cycle)
        if i % 5 == 0:
            peers.append(f"d{(i + 7) % ND}")
        if i == 11:
            peers.append("d11")  # self-loop
        if peers:
            d[":dev/peers"] = "[" + " ".join(s(p) for p in peers) + "]"
        if i % 3 != 1:
            d[":dev/config"] = emap({":cfg/interval": [10, 30, 60, 300][i % 4], ":cfg/mode": [":eco", ":fast", ":burst"][i % 3]})
        out.append(emap(d))
    NS = 60
    sensors = []
    for j in range(NS):
        dev = j % 22  # devices 22, 23 have no sensors
        slot = j // 22
        kind, unit = KINDS[j % 5]
        d = {":db/id": s(f"x{j}"), ":sen/id": s(f"SEN-{j:03d}"), ":sen/device": s(f"d{dev}"), ":sen/slot": slot,
             ":sen/kind": kind}
        if j % 9 != 8:
            d[":sen/unit"] = unit
        if j % 4 != 0:
            d[":sen/offset"] = repr(round(((j * 7) % 11 - 5) * 0.25, 2))
        d[":sen/gain"] = ["1M", "1.0M", "0.5M", "2.25M", "1.50M"][j % 5]
        sensors.append((j, kind))
        out.append(emap(d))
    NR = 1050
    base = {":temp": 20.0, ":hum": 55.0, ":press": 1013.0, ":co2": 420.0, ":vib": 0.0}
    for r in range(NR):
        j = (r * 7) % (NS - 3)  # sensors 57..59 have no readings
        kind = sensors[j][1]
        v = round(base[kind] + R.uniform(-1, 1) * (5 if kind != ":press" else 20) + (j % 3) * 0.5, 3)
        if r % 97 == 0:
            v = -v if v else -1.5
        if r % 131 == 0:
            v = 0.0
        d = {":rd/sensor": s(f"x{j}"), ":rd/seq": r // (NS - 3), ":rd/at": inst(2025, 1 + r % 6, 1 + (r * 3) % 28, r % 24, (r * 11) % 60),
             ":rd/value": repr(v), ":rd/raw": int(v * 10) - (r % 5)}
        q = [":good", ":good", ":suspect", ":bad", None][r % 5]
        if q:
            d[":rd/q"] = q
        d[":db/id"] = s(f"r{r}")
        out.append(emap(d))
    for a in range(90):
        r = (a * 37) % NR
        j = (r * 7) % (NS - 3)
        d = {":al/id": s(f"AL-{a:03d}"), ":al/reading": s(f"r{r}"), ":al/sensor": s(f"x{j}"), ":al/level": (a % 5) - 1,
             ":al/note": s(NOTES[a % len(NOTES)]), ":al/cost": f"{(a * 37) % 500 / 4:.2f}M",
             ":al/span": f"[{a % 4} {(a * 3) % 10 - 2}]"}
        if a % 3 != 2:
            d[":al/ack"] = "true" if a % 2 else "false"
        out.append(emap(d))
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(out) + "]\n")
    print(len(out), "entities")


main()
