#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 75th unseen parity corpus.

A fitness-tracking app: athletes (a string handle identity, a uuid device
identity, a unique-value e-mail, unicode names, birth instants, private
booleans (some missing), keyword tags cardinality-many, bigint points,
bigdec pace, a follow graph with a cycle and a self-loop, a personal best
ref), workouts (long durations incl. 0 and negative, double distances incl.
0.0 and negative, a homogeneous long tuple of heart-rate samples, a
heterogeneous [keyword long] zone tuple, a composite [athlete kind]
tuple identity... kept as a non-unique composite, a component notes ref),
clubs (a keyword identity, members cardinality-many refs, a parent club
with a self-loop) and challenges (start/end instants, bigint prize).
Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:athlete/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :athlete/device {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :athlete/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :athlete/name {:db/valueType :db.type/string}
 :athlete/born {:db/valueType :db.type/instant}
 :athlete/private {:db/valueType :db.type/boolean}
 :athlete/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :athlete/points {:db/valueType :db.type/bigint}
 :athlete/pace {:db/valueType :db.type/bigdec}
 :athlete/weight {:db/valueType :db.type/double}
 :athlete/level {:db/valueType :db.type/long}
 :athlete/follows {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :athlete/best {:db/valueType :db.type/ref}
 :athlete/country {:db/valueType :db.type/keyword}
 :workout/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :workout/athlete {:db/valueType :db.type/ref}
 :workout/kind {:db/valueType :db.type/keyword}
 :workout/duration {:db/valueType :db.type/long}
 :workout/distance {:db/valueType :db.type/double}
 :workout/calories {:db/valueType :db.type/long}
 :workout/hr {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :workout/zone {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :workout/athlete+kind {:db/valueType :db.type/tuple :db/tupleAttrs [:workout/athlete :workout/kind]}
 :workout/at {:db/valueType :db.type/instant}
 :workout/title {:db/valueType :db.type/string}
 :workout/notes {:db/valueType :db.type/ref :db/isComponent true}
 :workout/indoor {:db/valueType :db.type/boolean}
 :note/text {:db/valueType :db.type/string}
 :note/mood {:db/valueType :db.type/long}
 :club/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :club/name {:db/valueType :db.type/string}
 :club/members {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :club/parent {:db/valueType :db.type/ref}
 :club/fee {:db/valueType :db.type/bigdec}
 :challenge/slug {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :challenge/start {:db/valueType :db.type/instant}
 :challenge/end {:db/valueType :db.type/instant}
 :challenge/prize {:db/valueType :db.type/bigint}
 :challenge/target {:db/valueType :db.type/double}
 :challenge/club {:db/valueType :db.type/ref}
 :challenge/entrants {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}}
"""

NAMES = ["Ana Silva", "Björn Berg", "Chloé Dubois", "Дмитрий Иванов", "김은지", "François Martin",
         "Giulia Rossi", "佐藤ひろし", "Ingrid Larsen", "José García", "Kwame Mensah", "Laila Haddad",
         "Mateo López", "Nour Khalil", "Olga Petrova", "Priya Patel", "", "Rin Takahashi", "Søren Nielsen",
         "Tariq Aziz", "Uma Ψ", "Viktor Nagy", "Wen Li", "Zoë Ørsted"]
TAGS = ["runner", "cyclist", "swimmer", "climber", "yogi", "rower"]
COUNTRIES = ["se", "fr", "jp", "kr", "br", "us", None]
KINDS = ["run", "ride", "swim", "row", "yoga", "hike"]
NA = len(NAMES)


def s(x):
    return '"' + x.replace('\\', '\\\\').replace('"', '\\"') + '"'


def b(x):
    return "true" if x else "false"


def nw(i):
    return 0 if i == 23 else (i * 3) % 7 + 3


def main():
    ents = []
    for i, n in enumerate(NAMES):
        e = [f":db/id {s('a' + str(i))}", f":athlete/handle {s('h' + str(i) if i != 5 else 'ñandú')}",
             f":athlete/name {s(n)}"]
        if i % 6 != 5:
            e.append(f':athlete/device #uuid "a0a0a0a0-0000-4000-8000-{i:012d}"')
        if i % 4 != 3:
            e.append(f":athlete/email {s(f'u{i}@fit.example')}")
        e.append(f':athlete/born #inst "{1970 + (i * 7) % 40}-{1 + i % 12:02d}-{1 + (i * 3) % 28:02d}T00:00:00.000-00:00"')
        if i % 5 != 2:
            e.append(f":athlete/private {b(i % 3 == 0)}")
        tg = sorted({TAGS[i % 6], TAGS[(i * 5 + 1) % 6]}) if i % 7 != 6 else []
        if tg:
            e.append(f":athlete/tags [{' '.join(':' + t for t in tg)}]")
        pts = [0, 12345678901234567890, -50, 100, 999][i % 5] + i * 10
        if i % 8 != 7:
            e.append(f":athlete/points {pts}N")
        pace = ["4.50", "5.25", "6.00", "0.00", "-1.5", "7.125", "5.25", "4.5"][i % 8]
        e.append(f":athlete/pace {pace}M")
        if i % 9 != 8:
            e.append(f":athlete/weight {[60.5, 72.0, 0.0, 88.25, -1.0, 55.5][i % 6] + (i // 6)!r}")
        e.append(f":athlete/level {[1, 2, 3, 0, -1][i % 5]}")
        c = COUNTRIES[i % 7]
        if c:
            e.append(f":athlete/country :{c}")
        ents.append(e)
    # follow graph: cycle 0->1->2->0, self-loop 3, chains
    for i in range(NA):
        fl = set()
        if i < 3:
            fl.add((i + 1) % 3)
        if i == 3:
            fl.add(3)
        if i % 4 == 0 and i > 3:
            fl.update({i - 1, (i * 5) % NA})
        if i % 4 == 1 and i > 3:
            fl.add(i + 1 if i + 1 < NA else 0)
        fl.discard(i) if i != 3 else None
        if fl:
            ents.append([f":db/id {s('a' + str(i))}", f":athlete/follows [{' '.join(s('a' + str(x)) for x in sorted(fl))}]"])
    # workouts
    wid = 1000
    for i in range(NA):
        n = nw(i)
        for j in range(n):
            k = KINDS[(i + j * 2) % 6]
            dur = [1800, 3600, 0, 2700, 5400, -60, 900][(i + j) % 7]
            dist = [5.0, 10.5, 0.0, 42.195, 21.1, -0.5, 3.3333][(i * 2 + j) % 7]
            e = [f":db/id {s('w' + str(wid))}", f":workout/id {wid}", f":workout/athlete {s('a' + str(i))}",
                 f":workout/kind :{k}", f":workout/duration {dur}"]
            if (i + j) % 6 != 5:
                e.append(f":workout/distance {dist!r}")
            if (i * j) % 5 != 4:
                e.append(f":workout/calories {[300, 650, 0, 1200, 450][(i + 2 * j) % 5]}")
            hr = [100 + (i * 7 + j * 3 + m * 11) % 80 for m in range(3 + (i + j) % 3)]
            if (i + j) % 8 != 7:
                e.append(f":workout/hr [{' '.join(map(str, hr))}]")
            e.append(f":workout/zone [:{['z1', 'z2', 'z3', 'z4', 'z5'][(i + j) % 5]} {(i * j) % 4 - 1}]")
            e.append(f':workout/at #inst "2024-{1 + (i + j) % 12:02d}-{1 + (i * 2 + j) % 28:02d}T{(i * j) % 24:02d}:30:00.000-00:00"')
            title = ["Morning run", "Évening ride", "", "Tempo 🏃", "Recovery", "Long haul"][(i + j) % 6]
            e.append(f":workout/title {s(title)}")
            e.append(f":workout/indoor {b((i + j) % 3 == 0)}")
            if (i + j) % 4 == 0:
                e.append(f":workout/notes {{:note/text {s(['felt great', 'tired', '', 'PR attempt ✓'][(i + j) % 4])} :note/mood {(i + j) % 5 - 2}}}")
            ents.append(e)
            wid += 1
    # personal bests (refs to workouts), some missing, one pointing to someone else's
    w = 1000
    for i in range(NA):
        n = nw(i)
        if n and i % 3 != 2:
            ents.append([f":db/id {s('a' + str(i))}", f":athlete/best {s('w' + str(w + (1 if i == 4 else 0)))}"])
        w += n
    # clubs
    CLUBS = [("striders", "Striders", None, "25.00", [0, 1, 2, 3, 4, 5, 6]),
             ("wheels", "Wheels Club", "striders", "40.50", [1, 7, 8, 9, 10]),
             ("splash", "Splash ✦", "striders", "0.00", [2, 11, 12, 13]),
             ("peaks", "Peaks", "wheels", "-5.00", [14, 15, 16]),
             ("zen", "禅", "zen", "12.5", []),
             ("solo", "", None, "100", [17])]
    for code, name, par, fee, mem in CLUBS:
        e = [f":db/id {s('c-' + code)}", f":club/code :{code}", f":club/name {s(name)}", f":club/fee {fee}M"]
        if par:
            e.append(f":club/parent {s('c-' + par)}")
        if mem:
            e.append(f":club/members [{' '.join(s('a' + str(m)) for m in mem)}]")
        ents.append(e)
    # challenges
    CH = [("jan-10k", "2024-01-01", "2024-01-31", 1000, 10.0, "striders", [0, 1, 2, 5, 9]),
          ("spring", "2024-03-20", "2024-06-20", 0, 100.5, "wheels", [7, 8]),
          ("zero", "2024-02-29", "2024-02-29", -1, 0.0, None, []),
          ("mega", "2023-12-31", "2025-01-01", 99999999999999999999, 1e6, "peaks", [14, 15, 16, 0]),
          ("swim", "2024-07-01", "2024-08-01", 250, -3.5, "splash", [2, 11, 12])]
    for slug, st, en, pr, tg, club, ents_ in CH:
        e = [f":db/id {s('ch-' + slug)}", f":challenge/slug {s(slug)}",
             f':challenge/start #inst "{st}T00:00:00.000-00:00"', f':challenge/end #inst "{en}T23:59:59.000-00:00"',
             f":challenge/prize {pr}N", f":challenge/target {tg!r}"]
        if club:
            e.append(f":challenge/club {s('c-' + club)}")
        if ents_:
            e.append(f":challenge/entrants [{' '.join(s('a' + str(m)) for m in ents_)}]")
        ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
