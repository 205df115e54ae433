#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the eighteenth unseen parity corpus.

A weather-station network: stations (a string code identity, a uuid
identity, a unique-value contact e-mail, coordinates as a homogeneous
double tuple, elevations incl. 0 and negative, regions as keywords, a
bigdec budget, cardinality-many string tags, a neighbour graph with a
cycle and a self-loop, an upstream chain with a 2-cycle), sensors as
cardinality-many components of stations (a serial identity, a keyword
kind, a double precision, a heterogeneous [keyword long] calibration by
:db/tupleTypes), readings (a composite [:reading/station :reading/seq]
identity, instants, a double temperature incl. 0.0 and negatives, a long
humidity, a bigdec pressure, a bigint raw counter, a keyword quality,
cardinality-many string tags, a flag boolean, missing attributes) and
maintenance logs (a long identity, free text in several scripts with
emoji and empty strings, severities incl. 0 and negative).
Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:station/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :station/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :station/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :station/name {:db/valueType :db.type/string}
 :station/coords {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :station/elevation {:db/valueType :db.type/long}
 :station/region {:db/valueType :db.type/keyword}
 :station/active {:db/valueType :db.type/boolean}
 :station/installed {:db/valueType :db.type/instant}
 :station/budget {:db/valueType :db.type/bigdec}
 :station/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :station/neighbours {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :station/upstream {:db/valueType :db.type/ref}
 :station/sensors {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :sensor/serial {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :sensor/kind {:db/valueType :db.type/keyword}
 :sensor/precision {:db/valueType :db.type/double}
 :sensor/calib {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :sensor/ok {:db/valueType :db.type/boolean}
 :reading/station {:db/valueType :db.type/ref}
 :reading/seq {:db/valueType :db.type/long}
 :reading/station+seq {:db/valueType :db.type/tuple :db/tupleAttrs [:reading/station :reading/seq] :db/unique :db.unique/identity}
 :reading/at {:db/valueType :db.type/instant}
 :reading/temp {:db/valueType :db.type/double}
 :reading/humidity {:db/valueType :db.type/long}
 :reading/pressure {:db/valueType :db.type/bigdec}
 :reading/raw {:db/valueType :db.type/bigint}
 :reading/quality {:db/valueType :db.type/keyword}
 :reading/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :reading/flagged {:db/valueType :db.type/boolean}
 :log/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :log/station {:db/valueType :db.type/ref}
 :log/text {:db/valueType :db.type/string}
 :log/author {:db/valueType :db.type/string}
 :log/at {:db/valueType :db.type/instant}
 :log/severity {:db/valueType :db.type/long}}
"""

# code, name, (lat, lon), elevation, region, active(None missing), installed, budget, tags, email?
STATIONS = [
    ("ZRH", "Zürich Fluntern", (47.378, 8.566), 556, "alps", True, (1990, 1, 1), "12500.00", ["urban", "synop"], True),
    ("SMA", "Säntis", (47.249, 9.343), 2502, "alps", True, (1995, 6, 15), "30000.50", ["mountain", "synop"], True),
    ("DED", "Dead Sea Shore", (31.5, 35.5), -430, "levant", True, (2001, 3, 3), "0.00", ["desert"], True),
    ("AMS", "Amsterdam Schiphol", (52.3, 4.76), -3, "lowlands", False, (1985, 11, 30), "8000", ["urban", "airport"], False),
    ("NUL", "Null Island", (0.0, 0.0), 0, "ocean", None, (2020, 2, 29), "-150.25", [], True),
    ("TOK", "東京 大手町", (35.69, 139.76), 25, "kanto", True, (1875, 6, 1), "99999.99", ["urban", "synop", "東京"], True),
    ("MOW", "Москва ВДНХ", (55.83, 37.63), 147, "russia", True, (1948, 1, 1), "5000.10", ["synop"], False),
    ("MCM", "McMurdo", (-77.85, 166.67), 24, "antarctic", True, (1956, 12, 1), "75000.00", ["polar", "remote"], True),
    ("LPB", "La Paz El Alto", (-16.51, -68.19), 4061, "andes", False, (1960, 7, 4), "100", ["mountain", "airport"], True),
    ("EMO", "Station 🌦 Emoji", (-0.5, -0.25), 1, "ocean", True, (2023, 12, 31), "0", ["test", ""], True),
    ("REY", "Reykjavík", (64.13, -21.9), 52, "nordic", True, (1920, 5, 5), "4200.42", ["synop", "coastal"], False),
    ("CAI", "القاهرة", (30.13, 31.4), 74, "levant", None, (1935, 9, 9), "1200.00", ["desert", "urban"], True),
]
NEIGH = {"ZRH": ["SMA", "AMS"], "SMA": ["ZRH", "SMA"], "AMS": ["ZRH", "REY"], "REY": ["MOW"],
         "MOW": ["AMS"], "DED": ["CAI"], "CAI": ["DED", "TOK"], "TOK": ["MCM"], "LPB": ["LPB"],
         "EMO": ["NUL"]}
# upstream chain: DED -> CAI -> TOK -> MCM ; ZRH <-> SMA 2-cycle ; LPB self
UPSTREAM = {"DED": "CAI", "CAI": "TOK", "TOK": "MCM", "ZRH": "SMA", "SMA": "ZRH", "LPB": "LPB",
            "AMS": "REY", "REY": "MOW"}
KINDS = ["thermo", "hygro", "baro", "anemo", "pluvio"]
QUAL = ["good", "good", "suspect", "bad", "good", "estimated"]
RTAGS = ["calm", "storm", "fog", "heat", "frost", "snow", "dust"]
LOGTEXT = ["Replaced sensor", "Kalibrierung durchgeführt", "Nettoyage du capteur — OK", "",
           "センサー交換", "Проверка завершена", "🌧️ leak fixed 🔧", "  padded text  ",
           "Battery LOW!!", "تمت الصيانة", "Routine check", "ñandú visited; Ørsted probe",
           "Ψ calibration", "multi\nline", "tab\there", "UPPER lower MiXeD"]
AUTHORS = ["ana", "Björk", "chen", "", "dmitri", "Émile"]


def inst(y, m, d, h=0, mi=0, s=0, ms=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


def b(x):
    return "true" if x else "false"


def main():
    ents = []
    for k, (code, name, (lat, lon), elev, reg, act, inst_, bud, tags, em) in enumerate(STATIONS):
        e = [f":db/id {s('st-' + code)}", f":station/code {s(code)}", f":station/name {s(name)}",
             f':station/uuid #uuid "5a7e0000-0000-4000-8000-{k + 1:012d}"',
             f":station/coords [{lat!r} {lon!r}]", f":station/elevation {elev}", f":station/region :{reg}",
             f":station/installed {inst(*inst_, 6, k)}", f":station/budget {bud}M"]
        if act is not None:
            e.append(f":station/active {b(act)}")
        if tags:
            e.append(f":station/tags [{' '.join(s(t) for t in tags)}]")
        if em:
            e.append(f":station/email {s(code.lower() + '@wx.example')}")
        sens = []
        for j in range(k % 4):
            kind = KINDS[(k + j) % len(KINDS)]
            ser = f"{code}-{kind[:2].upper()}{j}"
            se = [f":sensor/serial {s(ser)}", f":sensor/kind :{kind}",
                  f":sensor/calib [:{['c', 'k', 'f'][(k + j) % 3]} {(k * 7 + j * 3) % 11 - 3}]"]
            if (k + j) % 5 != 4:
                se.append(f":sensor/precision {[0.1, 0.05, 0.0, 0.5, 1.0, 0.25][(k + j) % 6]!r}")
            if (k + j) % 3 != 2:
                se.append(f":sensor/ok {b((k + j) % 4 != 3)}")
            sens.append("{" + " ".join(se) + "}")
        if sens:
            e.append(f":station/sensors [{' '.join(sens)}]")
        ents.append(e)
    for c in sorted(NEIGH):
        ents.append([f":db/id {s('st-' + c)}", f":station/neighbours [{' '.join(s('st-' + x) for x in NEIGH[c])}]"])
    for c in sorted(UPSTREAM):
        ents.append([f":db/id {s('st-' + c)}", f":station/upstream {s('st-' + UPSTREAM[c])}"])
    # readings
    r = 0
    for k, st in enumerate(STATIONS):
        code = st[0]
        n = 10 + (k * 7) % 15
        if code == "NUL":
            n = 3
        for q in range(n):
            i = r
            temp = round(((i * 37) % 83) / 2.0 - 15.0 - (k % 3) * 1.25, 2)
            if i % 19 == 0:
                temp = 0.0
            if code == "MCM":
                temp = round(-30.0 + q * 1.5, 2)
            e = [f":reading/station {s('st-' + code)}", f":reading/seq {q}",
                 f":reading/at {inst(2024, 1 + (i % 12), 1 + (i * 3) % 28, (i * 5) % 24, (i * 7) % 60, i % 60, (i * 13) % 1000)}"]
            if i % 13 != 12:
                e.append(f":reading/temp {temp!r}")
            if i % 11 != 5:
                e.append(f":reading/humidity {(i * 29) % 101}")
            if i % 7 != 3:
                p = 950 + (i * 17) % 90
                frac = ["00", "25", "5", "75", "125", "0"][i % 6]
                e.append(f":reading/pressure {p}.{frac}M")
            if i % 9 != 4:
                raw = (i * 104729) % 1000003 - 2000
                if i % 23 == 0:
                    raw = 0
                if i % 31 == 0:
                    raw = 123456789012345678901234567890 + i
                e.append(f":reading/raw {raw}N")
            if i % 8 != 7:
                e.append(f":reading/quality :{QUAL[i % len(QUAL)]}")
            tg = sorted({RTAGS[(i * 3) % 7], RTAGS[(i * 5 + 1) % 7]}) if i % 4 != 0 else ([] if i % 8 else [RTAGS[i % 7]])
            if tg:
                e.append(f":reading/tags [{' '.join(s(t) for t in tg)}]")
            if i % 5 != 2:
                e.append(f":reading/flagged {b(i % 6 == 1)}")
            ents.append(e)
            r += 1
    # logs
    for j in range(48):
        st = STATIONS[(j * 5) % len(STATIONS)][0]
        e = [f":log/id {j * 10}", f":log/station {s('st-' + st)}", f":log/text {s(LOGTEXT[j % len(LOGTEXT)])}",
             f":log/at {inst(2023 + j % 3, 1 + (j * 5) % 12, 1 + (j * 7) % 28, j % 24, 0, 0)}"]
        if j % 6 != 5:
            e.append(f":log/author {s(AUTHORS[j % len(AUTHORS)])}")
        if j % 4 != 3:
            e.append(f":log/severity {(j * 3) % 9 - 2}")
        ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
