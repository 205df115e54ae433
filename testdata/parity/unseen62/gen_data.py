#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 62nd unseen parity corpus.

Fleet telematics and IoT sensors: vehicles (a string VIN identity, a unique-
value plate, keyword make, long odometers, bigdec fuel, bigint capacity,
registration instants incl. pre-1970 and the epoch, cardinality-many tags),
devices (uuid identity, unique-value serial, installed instants, firmware
longs), readings (millisecond instants incl. before 1970, exactly the epoch,
leap days, year boundaries and 2999; double temperatures incl. -0.0 and
negatives; long odometers; bigdec fuel; keyword alert levels; [double
double] positions), daily summaries (a composite :db/tupleAttrs identity
[vehicle day-string]), trips (a next-chain with a cycle and a self-loop),
maintenance events with component parts, geofences ([double double]
centres, a heterogeneous [keyword long] zone). Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:veh/vin {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :veh/plate {:db/valueType :db.type/string :db/unique :db.unique/value}
 :veh/name {:db/valueType :db.type/string}
 :veh/make {:db/valueType :db.type/keyword}
 :veh/odometer {:db/valueType :db.type/long}
 :veh/fuel {:db/valueType :db.type/bigdec}
 :veh/capacity {:db/valueType :db.type/bigint}
 :veh/active {:db/valueType :db.type/boolean}
 :veh/registered {:db/valueType :db.type/instant}
 :veh/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :veh/home {:db/valueType :db.type/ref}
 :veh/backup {:db/valueType :db.type/ref}
 :dev/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :dev/serial {:db/valueType :db.type/string :db/unique :db.unique/value}
 :dev/vehicle {:db/valueType :db.type/ref}
 :dev/kind {:db/valueType :db.type/keyword}
 :dev/installed {:db/valueType :db.type/instant}
 :dev/fw {:db/valueType :db.type/long}
 :rd/device {:db/valueType :db.type/ref}
 :rd/at {:db/valueType :db.type/instant}
 :rd/temp {:db/valueType :db.type/double}
 :rd/odo {:db/valueType :db.type/long}
 :rd/fuel {:db/valueType :db.type/bigdec}
 :rd/level {:db/valueType :db.type/keyword}
 :rd/ok {:db/valueType :db.type/boolean}
 :rd/pos {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :rd/note {:db/valueType :db.type/string}
 :sum/vehicle {:db/valueType :db.type/ref}
 :sum/day {:db/valueType :db.type/string}
 :sum/vehicle+day {:db/valueType :db.type/tuple :db/tupleAttrs [:sum/vehicle :sum/day] :db/unique :db.unique/identity}
 :sum/km {:db/valueType :db.type/double}
 :sum/readings {:db/valueType :db.type/long}
 :trip/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :trip/vehicle {:db/valueType :db.type/ref}
 :trip/start {:db/valueType :db.type/instant}
 :trip/end {:db/valueType :db.type/instant}
 :trip/km {:db/valueType :db.type/double}
 :trip/next {:db/valueType :db.type/ref}
 :mnt/vehicle {:db/valueType :db.type/ref}
 :mnt/at {:db/valueType :db.type/instant}
 :mnt/kind {:db/valueType :db.type/keyword}
 :mnt/cost {:db/valueType :db.type/bigdec}
 :mnt/parts {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :part/name {:db/valueType :db.type/string}
 :part/qty {:db/valueType :db.type/long}
 :geo/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :geo/center {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :geo/zone {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :geo/radius {:db/valueType :db.type/double}}
"""

import datetime
EPOCH = datetime.datetime(1970, 1, 1)


def inst(ms):
    d = EPOCH + datetime.timedelta(milliseconds=ms)
    return '#inst "%04d-%02d-%02dT%02d:%02d:%02d.%03d-00:00"' % (d.year, d.month, d.day, d.hour, d.minute, d.second, d.microsecond // 1000)


def ms_of(y, mo, d, h=0, mi=0, s=0, mss=0):
    return int((datetime.datetime(y, mo, d, h, mi, s) - EPOCH).total_seconds()) * 1000 + mss


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


GEOS = [("Depot Nord", [52.52, 13.405], (":urban", 1), 500.0),
        ("Hafen", [53.55, 9.993], (":port", 2), 1200.5),
        ("Zürich HB", [47.378, 8.54], (":urban", 3), 0.0),
        ("Null Island", [0.0, 0.0], (":test", 0), -1.0),
        ("東京デポ", [35.68, 139.76], (":urban", -4), 750.25)]
# vin, plate, name, make, odo, fuel, cap, active, registered ms, tags, home, backup
VEHS = [("WVW1000", "B-QV 1", "Blue Van", "vw", 120000, "45.50", 3500, True, ms_of(2018, 3, 4), ["van", "cold"], 0, 1),
        ("WVW1001", "HH-QV 2", "Kühlwagen", "mercedes", 0, "0.00", 12000, True, ms_of(2020, 2, 29, 12), ["truck", "cold"], 1, 0),
        ("WVW1002", "ZH 123", "Old Timer", "vw", 987654, "12.125", 900, False, ms_of(1969, 12, 31, 23, 59, 59, 999), ["vintage"], 2, 2),
        ("WVW1003", "", "Epoch", "tesla", -5, "100", 2000, True, 0, [], 3, None),
        ("WVW1004", "品川 300", "配送車", "toyota", 45000, "33.333", 1800, None, ms_of(2023, 12, 31, 23, 59, 59, 999), ["van", "électrique"], 4, 5),
        ("WVW1005", "B-QV 6", "Ghost", "ford", 77, "-1.5", -1, False, ms_of(2999, 12, 31, 23, 59, 59, 999), ["truck"], None, 5),
        ("WVW1006", "M-QV 7", "Night Rider", "ford", 300000, "60.00", 2500, True, ms_of(1955, 6, 15, 6, 30), ["van"], 0, 4),
        ("WVW1007", "K-QV 8", "Spare", "tesla", 10, "75.5", 2200, True, ms_of(2024, 1, 1), [], None, None)]
KINDS = ["thermo", "gps", "fuel", "combo"]
LEVELS = ["info", "warn", "crit", "info", "info", "warn"]
TEMPS = [21.5, -0.0, 0.0, -18.25, 4.0, 37.8, -40.0, 100.125, 3.3333, 22.0, -5.5, 15.0]
SPECIAL = [ms_of(1969, 12, 31, 23, 59, 59, 999), 0, 1, ms_of(2020, 2, 29, 23, 0, 0, 500), ms_of(2023, 12, 31, 23, 59, 59, 999),
           ms_of(2024, 1, 1), ms_of(2024, 2, 29, 12, 0, 0, 1), ms_of(2999, 12, 31, 0, 0), ms_of(1960, 1, 1, 0, 0, 0, 123)]


def main():
    ents = []
    for k, (n, c, z, r) in enumerate(GEOS):
        ents.append([f":db/id {s('g' + str(k))}", f":geo/name {s(n)}", f":geo/center [{c[0]!r} {c[1]!r}]",
                     f":geo/zone [{z[0]} {z[1]}]", f":geo/radius {r!r}"])
    for k, (vin, plate, name, make, odo, fuel, cap, act, reg, tags, home, bk) in enumerate(VEHS):
        e = [f":db/id {s('v' + str(k))}", f":veh/vin {s(vin)}", f":veh/plate {s(plate)}", f":veh/name {s(name)}",
             f":veh/make :{make}", f":veh/odometer {odo}", f":veh/fuel {fuel}M", f":veh/capacity {cap}N",
             f":veh/registered {inst(reg)}"]
        if act is not None:
            e.append(f":veh/active {'true' if act else 'false'}")
        if tags:
            e.append(f":veh/tags [{' '.join(s(t) for t in tags)}]")
        if home is not None:
            e.append(f":veh/home {s('g' + str(home))}")
        if bk is not None:
            e.append(f":veh/backup {s('v' + str(bk))}")
        ents.append(e)
    # devices: 10, device 9 has no vehicle
    ND = 10
    for d in range(ND):
        e = [f":db/id {s('d' + str(d))}", f':dev/uuid #uuid "00000000-0000-4000-8000-{d:012d}"',
             f":dev/kind :{KINDS[d % 4]}", f":dev/fw {[0, 1, 2, 10, -1][d % 5]}"]
        if d != 9:
            e.append(f":dev/vehicle {s('v' + str(d % 8))}")
        if d % 4 != 3:
            e.append(f":dev/serial {s('SN-' + str(1000 + d * 11))}")
        e.append(f":dev/installed {inst(ms_of(2015 + d % 5, 1 + d, 1 + d * 2, d, 0, 0, d * 7))}")
        ents.append(e)
    # readings
    k = 0
    base = ms_of(2024, 2, 27, 22)
    for d in range(ND):
        n = 18 + (d * 5) % 9
        for j in range(n):
            if j < len(SPECIAL) and (d + j) % 3 == 0:
                at = SPECIAL[(d + j) % len(SPECIAL)]
            else:
                at = base + d * 3_600_007 + j * 5_400_000 + (j * 37 % 1000)
            e = [f":db/id {s('r' + str(k))}", f":rd/device {s('d' + str(d))}", f":rd/at {inst(at)}"]
            if (d + j) % 7 != 6:
                e.append(f":rd/temp {TEMPS[(d * 3 + j) % len(TEMPS)]!r}")
            if d % 4 != 0 or j % 2 == 0:
                e.append(f":rd/odo {1000 * d + j * 13 - (5 if j == 3 else 0)}")
            if d % 4 in (2, 3) and j % 3 != 2:
                e.append(f":rd/fuel {['50.00', '49.5', '0', '12.345', '-0.5', '100.0'][(d + j) % 6]}M")
            e.append(f":rd/level :{LEVELS[(d + j * 5) % len(LEVELS)]}")
            e.append(f":rd/ok {'true' if (d + j) % 5 else 'false'}")
            if d % 4 in (1, 3):
                e.append(f":rd/pos [{52.0 + d * 0.1 + j * 0.01:.3f} {13.0 - j * 0.25:.3f}]")
            if j % 9 == 4:
                e.append(f":rd/note {s(['', 'door open', 'Tür offen ✓', '温度異常'][(d + j) % 4])}")
            ents.append(e)
            k += 1
    # daily summaries
    for v in range(8):
        for dd, day in enumerate(["2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01"]):
            if (v + dd) % 3 == 2:
                continue
            ents.append([f":db/id {s('s' + str(v) + '-' + str(dd))}", f":sum/vehicle {s('v' + str(v))}", f":sum/day {s(day)}",
                         f":sum/km {round((v * 37 + dd * 11) % 200 * 1.25, 2)!r}", f":sum/readings {(v + dd * 3) % 7}"])
    # trips: chain t0->t1->...->t9, t9->t3 (cycle), t11 -> t11 (self-loop)
    for t in range(14):
        st = ms_of(2024, 2, 28, 6) + t * 7_200_000 - (86_400_000 * 400 if t == 12 else 0)
        en = st + (1_800_000 + t * 600_000 if t != 13 else -60_000)
        e = [f":db/id {s('t' + str(t))}", f":trip/id {s('T-%02d' % t)}", f":trip/vehicle {s('v' + str(t % 8))}",
             f":trip/start {inst(st)}"]
        if t != 10:
            e.append(f":trip/end {inst(en)}")
        e.append(f":trip/km {round(t * 12.5 - (3 if t == 0 else 0), 2)!r}")
        nxt = {9: 3, 11: 11}.get(t, t + 1 if t < 9 else None)
        if nxt is not None:
            e.append(f":trip/next {s('t' + str(nxt))}")
        ents.append(e)
    # maintenance
    for m in range(12):
        at = [ms_of(2019, 5, 1), ms_of(2020, 2, 29), ms_of(2021, 3, 4), 0, ms_of(1999, 12, 31, 23, 59, 59, 999),
              ms_of(2000, 1, 1), ms_of(2024, 2, 29, 8), ms_of(2024, 3, 1, 8), ms_of(2023, 7, 14, 14, 14, 14, 140),
              ms_of(1968, 8, 8), ms_of(2022, 10, 30, 1, 30), ms_of(2025, 1, 1)][m]
        e = [f":db/id {s('m' + str(m))}", f":mnt/vehicle {s('v' + str(m % 7))}", f":mnt/at {inst(at)}",
             f":mnt/kind :{['oil', 'tires', 'brakes', 'inspection'][m % 4]}",
             f":mnt/cost {['120.00', '0', '999.99', '35.5', '-10.00', '1200'][m % 6]}M"]
        if m % 3 != 2:
            ps = [f"{{:part/name {s(['filter', 'Reifen', 'pad', 'ワイパー', 'bolt'][(m + p) % 5])} :part/qty {(m * p) % 5}}}"
                  for p in range(1 + m % 3)]
            e.append(f":mnt/parts [{' '.join(ps)}]")
        ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
