#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen102 parity corpus (deterministic): a genealogy service."""
import os, random
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(102)

SCHEMA = """{:place/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :place/name {:db/valueType :db.type/string}
 :place/kind {:db/valueType :db.type/keyword}
 :place/within {:db/valueType :db.type/ref}
 :place/latlon {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/double :db.type/double]}
 :place/elevation {:db/valueType :db.type/long}
 :person/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :person/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :person/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :person/given {:db/valueType :db.type/string}
 :person/surname {:db/valueType :db.type/string}
 :person/variants {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :person/sex {:db/valueType :db.type/keyword}
 :person/born {:db/valueType :db.type/instant}
 :person/died {:db/valueType :db.type/instant}
 :person/birthplace {:db/valueType :db.type/ref}
 :person/parents {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :person/godparent {:db/valueType :db.type/ref}
 :person/height {:db/valueType :db.type/double}
 :person/estate {:db/valueType :db.type/bigdec}
 :person/ledger {:db/valueType :db.type/bigint}
 :person/living {:db/valueType :db.type/boolean}
 :person/gen {:db/valueType :db.type/long}
 :person/notes {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :note/text {:db/valueType :db.type/string}
 :note/confidence {:db/valueType :db.type/double}
 :marriage/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :marriage/partners {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :marriage/date {:db/valueType :db.type/instant}
 :marriage/place {:db/valueType :db.type/ref}
 :marriage/ended {:db/valueType :db.type/boolean}
 :event/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :event/person {:db/valueType :db.type/ref}
 :event/type {:db/valueType :db.type/keyword}
 :event/date {:db/valueType :db.type/instant}
 :event/place {:db/valueType :db.type/ref}
 :event/age {:db/valueType :db.type/long}
 :event/witnesses {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :event/source {:db/valueType :db.type/keyword}}
"""

def s(x):
    return '"' + x.replace('\\', '\\\\').replace('"', '\\"') + '"'

def inst(y, m, d):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T00:00:00.000-00:00"'

out = []
datoms = 0
def ent(d):
    global datoms
    parts = []
    for k, v in d.items():
        if k != ":db/id":
            datoms += len(v) if isinstance(v, list) and not k.endswith("latlon") else 1
        if isinstance(v, list) and not k.endswith("latlon"):
            parts.append(f"{k} [{' '.join(v)}]")
        elif isinstance(v, list):
            parts.append(f"{k} [{' '.join(v)}]")
        else:
            parts.append(f"{k} {v}")
    out.append("{" + " ".join(parts) + "}")

# places: countries, regions, towns (a 3-level hierarchy)
PLACES = [("NO", "Norge", ":country", None), ("DE", "Deutschland", ":country", None), ("JP", "日本", ":country", None),
          ("GR", "Ελλάδα", ":country", None), ("US", "United States", ":country", None),
          ("NO-VL", "Vestland", ":region", "NO"), ("DE-BY", "Bayern", ":region", "DE"), ("JP-13", "東京都", ":region", "JP"),
          ("GR-I", "Αττική", ":region", "GR"), ("US-MN", "Minnesota", ":region", "US"), ("US-NY", "New York", ":region", "US"),
          ("BGO", "Bergen", ":town", "NO-VL"), ("VOSS", "Voss", ":town", "NO-VL"), ("MUC", "München", ":town", "DE-BY"),
          ("AUG", "Augsburg", ":town", "DE-BY"), ("TYO", "新宿区", ":town", "JP-13"), ("ATH", "Αθήνα", ":town", "GR-I"),
          ("PIR", "Πειραιάς", ":town", "GR-I"), ("MSP", "Minneapolis", ":town", "US-MN"), ("NYC", "New York City", ":town", "US-NY"),
          ("DEAD", "Dead Sea shore", ":town", None), ("X", "", ":town", "US-NY")]
for i, (pid, name, kind, par) in enumerate(PLACES):
    d = {":db/id": s("pl-" + pid), ":place/id": s(pid), ":place/name": s(name), ":place/kind": kind}
    if par:
        d[":place/within"] = s("pl-" + par)
    if kind == ":town" and pid != "X":
        d[":place/latlon"] = [f"{R.uniform(-40, 70):.4f}", f"{R.uniform(-120, 150):.4f}"]
    if pid == "DEAD":
        d[":place/elevation"] = "-430"
    elif i % 3 != 2:
        d[":place/elevation"] = str(R.randint(0, 900))
    ent(d)
TOWNS = [p[0] for p in PLACES if p[2] == ":town" and p[0] != "X"]

GIVEN_M = ["Ole", "Hans", "Takeshi", "Γιώργος", "John", "Lars", "Friedrich", "Kenji", "Νίκος", "William", "Øystein", "Jürgen"]
GIVEN_F = ["Kari", "Greta", "Yuki", "Μαρία", "Mary", "Ingrid", "Anna", "Haruka", "Ελένη", "Sarah", "Åse", ""]
SURN = ["Hansen", "Müller", "田中", "Παπαδόπουλος", "Smith", "Berg", "Schäfer", "佐藤", "Ioannou", "O'Brien"]
VARIANT = {"Hansen": ["Hanson", "Hansson"], "Müller": ["Mueller", "Miller", "Muller"], "田中": ["Tanaka", "タナカ"],
           "Παπαδόπουλος": ["Papadopoulos", "Papadopoulous"], "Smith": ["Smyth"], "Berg": [], "Schäfer": ["Schaefer", "Shafer"],
           "佐藤": ["Sato", "Satō"], "Ioannou": ["Ιωάννου"], "O'Brien": ["O Brien", ""]}

people = []  # dicts: idx, gen, sex, surname, parents(list of idx), born year
def new_person(gen, sex, surname, parents, year):
    i = len(people)
    people.append(dict(i=i, gen=gen, sex=sex, surname=surname, parents=parents, year=year))
    return i

# generation 0: 12 founder couples
couples_by_gen = {0: []}
for c in range(6):
    y = 1790 + R.randint(0, 15)
    a = new_person(0, ":male", SURN[c % len(SURN)], [], y)
    b = new_person(0, ":female", SURN[(c * 3 + 1) % len(SURN)], [], y + R.randint(-3, 3))
    couples_by_gen[0].append((a, b))
marriages = []
for g in range(0, 6):
    kids = []
    for (a, b) in couples_by_gen[g]:
        marriages.append((a, b))
        n = R.choice([0, 1, 2, 2, 3, 3, 4])
        for k in range(n):
            sex = ":male" if R.random() < 0.5 else ":female"
            kids.append(new_person(g + 1, sex, people[a]["surname"], [a, b], people[a]["year"] + 22 + R.randint(0, 15)))
    if g == 5:
        break
    # pair the kids: a man and a woman of different parents; else a spouse marrying in
    R.shuffle(kids)
    men = [k for k in kids if people[k]["sex"] == ":male"]
    women = [k for k in kids if people[k]["sex"] == ":female"]
    nxt = []
    for m in men:
        w = next((x for x in women if set(people[x]["parents"]) != set(people[m]["parents"])), None)
        if w is not None and R.random() < 0.7:
            women.remove(w)
            nxt.append((m, w))
        elif R.random() < 0.75:
            w = new_person(g + 1, ":female", R.choice(SURN), [], people[m]["year"] + R.randint(-4, 4))
            nxt.append((m, w))
    for w in women:
        if R.random() < 0.6:
            m = new_person(g + 1, ":male", R.choice(SURN), [], people[w]["year"] + R.randint(-4, 4))
            nxt.append((m, w))
    couples_by_gen[g + 1] = nxt
N = len(people)

for p in people:
    i = p["i"]
    d = {":db/id": s(f"p{i}"), ":person/id": s(f"P{i:04d}")}
    if i % 7 != 3:
        d[":person/uuid"] = f'#uuid "00000000-0000-4000-8000-{i:012d}"'
    if i % 5 == 0:
        d[":person/email"] = s(f"p{i}@family.example")
    given = (GIVEN_M if p["sex"] == ":male" else GIVEN_F)[(i * 5) % 12]
    d[":person/given"] = s(given)
    d[":person/surname"] = s(p["surname"])
    v = VARIANT[p["surname"]]
    if v and i % 3 != 1:
        d[":person/variants"] = [s(x) for x in v[: 1 + i % len(v)]]
    if i % 11 != 10:
        d[":person/sex"] = p["sex"]
    if i % 13 != 12:
        d[":person/born"] = inst(p["year"], 1 + i % 12, 1 + i % 28)
    if p["year"] < 1900 or i % 4 == 0:
        dy = p["year"] + 40 + (i * 7) % 50
        if dy < 2020:
            d[":person/died"] = inst(dy, 1 + (i * 3) % 12, 1 + (i * 5) % 28)
            d[":person/living"] = "false"
        elif i % 2 == 0:
            d[":person/living"] = "true"
    elif i % 3 == 0:
        d[":person/living"] = "true"
    if i % 6 != 5:
        d[":person/birthplace"] = s("pl-" + TOWNS[(i * 3) % len(TOWNS)])
    if p["parents"]:
        d[":person/parents"] = [s(f"p{x}") for x in p["parents"]]
    if i % 9 == 4:
        d[":person/godparent"] = s(f"p{(i * 11 + 3) % N}")
    if i % 2 == 0:
        d[":person/height"] = f"{150 + (i * 37) % 45 + 0.5 * (i % 3):.1f}"
    if i % 4 == 1:
        d[":person/estate"] = ["1.50M", "-250.00M", "0M", "12000.75M", "99.9M"][i % 5]
    if i % 10 == 3:
        d[":person/ledger"] = ["5N", "-17N", "123456789012345678901234N", "0N"][i % 4]
    d[":person/gen"] = str(p["gen"] - 3)  # relative to a reference generation: negative for the old ones
    if i % 8 == 2:
        d[":person/notes"] = ["{:note/text " + s(["Baptism record illegible", "", "Émigré; arrived via Ellis Island", "名前の表記揺れあり"][(i // 8) % 4]) + (" :note/confidence " + f"{(i % 10) / 10:.2f}" if i % 3 else "") + "}"]
    ent(d)
# an error in the data: a cycle in the parents graph, and a godparent self-loop
desc = {3}
for q in people:
    if set(q["parents"]) & desc:
        desc.add(q["i"])
out.append('{:db/id "p%d" :person/parents ["p%d"]}' % (3, max(desc)))
datoms += 1
out.append('{:db/id "p%d" :person/godparent "p%d"}' % (41, 41))
datoms += 1

for k, (a, b) in enumerate(marriages):
    d = {":db/id": s(f"m{k}"), ":marriage/id": s(f"M{k:03d}"), ":marriage/partners": [s(f"p{a}"), s(f"p{b}")]}
    if k % 5 != 4:
        y = max(people[a]["year"], people[b]["year"]) + 20 + k % 6
        d[":marriage/date"] = inst(y, 1 + k % 12, 1 + k % 27)
    if k % 4 != 3:
        d[":marriage/place"] = s("pl-" + TOWNS[(k * 5) % len(TOWNS)])
    if k % 6 == 1:
        d[":marriage/ended"] = "true"
    elif k % 6 == 2:
        d[":marriage/ended"] = "false"
    ent(d)

ev = 0
ETYPES = [":baptism", ":census", ":emigration", ":burial", ":military"]
for p in people:
    i = p["i"]
    for j in range((i * 7) % 3):
        t = ETYPES[(i + j) % 5]
        d = {":event/id": s(f"E{ev:04d}"), ":event/person": s(f"p{i}"), ":event/type": t}
        if ev % 6 != 5:
            d[":event/date"] = inst(p["year"] + (j * 13) % 60, 1 + ev % 12, 1 + ev % 28)
        if ev % 5 != 4:
            d[":event/place"] = s("pl-" + TOWNS[(i + j) % len(TOWNS)])
        age = (j * 13) % 60
        d[":event/age"] = str(-1 if ev % 17 == 0 else age)
        if ev % 4 == 0:
            d[":event/witnesses"] = [s(f"p{(i + 1 + w * 9) % N}") for w in range(1 + ev % 3)]
        if ev % 3:
            d[":event/source"] = [":parish", ":census-roll", ":ship-manifest"][ev % 3]
        ent(d)
        ev += 1

open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(out) + "]\n")
print(f"{N} people, {len(marriages)} marriages, {ev} events, ~{datoms} datoms")
