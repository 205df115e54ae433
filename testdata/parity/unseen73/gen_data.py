#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen73 parity corpus.

A recipe and meal-planning app: authors (unique-value e-mail, unicode
names, uuid identity), recipes (string slug identity, long cooking times
incl. 0 and negative, double ratings, boolean seasonal flags, instants,
cardinality-many string tags, a bigint view count, a keyword cuisine),
component ingredient lines (bigdec quantity, keyword unit, ref to an
ingredient), ingredients (keyword identity, a substitution graph with a
cycle and a self-loop, nutrition as a heterogeneous tuple
[:db.type/long :db.type/double :db.type/string], a homogeneous long tuple
of macros), meal plans (a composite :db/tupleAttrs [:plan/owner :plan/day]
identity, cardinality-many recipe refs). Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:author/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :author/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :author/name {:db/valueType :db.type/string}
 :author/karma {:db/valueType :db.type/long}
 :author/verified {:db/valueType :db.type/boolean}
 :author/follows {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :recipe/slug {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :recipe/title {:db/valueType :db.type/string}
 :recipe/author {:db/valueType :db.type/ref}
 :recipe/minutes {:db/valueType :db.type/long}
 :recipe/rating {:db/valueType :db.type/double}
 :recipe/seasonal {:db/valueType :db.type/boolean}
 :recipe/published {:db/valueType :db.type/instant}
 :recipe/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :recipe/views {:db/valueType :db.type/bigint}
 :recipe/cuisine {:db/valueType :db.type/keyword}
 :recipe/servings {:db/valueType :db.type/long}
 :recipe/cost {:db/valueType :db.type/bigdec}
 :recipe/lines {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :recipe/variant-of {:db/valueType :db.type/ref}
 :recipe/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :line/ingredient {:db/valueType :db.type/ref}
 :line/qty {:db/valueType :db.type/bigdec}
 :line/unit {:db/valueType :db.type/keyword}
 :line/pos {:db/valueType :db.type/long}
 :line/note {:db/valueType :db.type/string}
 :ing/key {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :ing/name {:db/valueType :db.type/string}
 :ing/subs {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :ing/nutrition {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/long :db.type/double :db.type/string]}
 :ing/macros {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :ing/vegan {:db/valueType :db.type/boolean}
 :ing/allergens {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :ing/price {:db/valueType :db.type/double}
 :plan/owner {:db/valueType :db.type/ref}
 :plan/day {:db/valueType :db.type/long}
 :plan/owner+day {:db/valueType :db.type/tuple :db/tupleAttrs [:plan/owner :plan/day] :db/unique :db.unique/identity}
 :plan/recipes {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :plan/budget {:db/valueType :db.type/bigdec}
 :plan/note {:db/valueType :db.type/string}}
"""

AUTHORS = [("julia", "Julia Child", 980, True), ("jose", "José Andrés", 750, True),
           ("yotam", "Yotam Ottolenghi", 640, False), ("mei", "王美", 120, None),
           ("olia", "Олія Геркулес", 0, True), ("nigella", "Nigella Lawson", -15, False),
           ("kenji", "J. Kenji López-Alt", 880, True), ("anon", "", 1, None),
           ("emoji", "Chef 🍳 Bot", 42, False)]
# key, name, subs, nutrition (kcal, fat, grade) or None, macros, vegan, allergens, price
INGS = [("flour", "Flour", ["almond-flour"], (364, 1.0, "B"), [76, 10, 1], True, ["gluten"], 0.8),
        ("almond-flour", "Almond flour", ["flour"], (571, 50.0, "A"), [21, 21, 50], True, ["nuts"], 4.5),
        ("butter", "Butter", ["olive-oil", "margarine"], (717, 81.0, "D"), [0, 1, 81], False, ["dairy"], 2.2),
        ("margarine", "Margarine", ["margarine"], (717, 80.0, "E"), [1, 0, 80], True, [], 1.1),
        ("olive-oil", "Olive oil", ["butter"], (884, 100.0, "B"), [0, 0, 100], True, [], 6.0),
        ("egg", "Egg", ["aquafaba"], (155, 11.0, "A"), [1, 13, 11], False, ["egg"], 0.25),
        ("aquafaba", "Aquafaba", [], (18, 0.0, ""), [3, 1, 0], True, [], 0.0),
        ("sugar", "Sugar", ["honey"], (387, 0.0, "E"), [100, 0, 0], True, [], 0.9),
        ("honey", "Honey", ["sugar", "maple"], (304, 0.0, "D"), [82, 0, 0], False, [], 5.0),
        ("maple", "Maple syrup", ["honey"], (260, 0.2, "D"), [67, 0, 0], True, [], 9.5),
        ("salt", "Salt", [], (0, 0.0, "A"), [0, 0, 0], True, [], 0.1),
        ("milk", "Milk", ["oat-milk"], (42, 1.0, "B"), [5, 3, 1], False, ["dairy"], 1.0),
        ("oat-milk", "Oat milk", ["milk"], (45, 1.5, "B"), [7, 1, 2], True, ["gluten"], 2.0),
        ("tomato", "Tomato", [], (18, 0.2, "A"), [4, 1, 0], True, [], 1.5),
        ("basil", "Basilic", [], (23, 0.6, "A"), [3, 3, 1], True, [], 3.0),
        ("garlic", "Knoblauch", [], (149, 0.5, "A"), [33, 6, 0], True, [], 1.2),
        ("rice", "Rice 米", [], (130, 0.3, "B"), [28, 3, 0], True, [], 1.4),
        ("tofu", "Tofu 豆腐", ["egg"], (76, 4.8, "A"), [2, 8, 5], True, ["soy"], 2.5),
        ("chili", "Chili", [], (40, -0.0, "A"), [9, 2, 0], True, [], 0.5),
        ("beet", "Свёкла", [], None, [10, 2, 0], True, [], -1.0),
        ("mystery", "", [], (-5, -1.5, "Z"), [], None, ["nuts", "soy"], None)]
CUISINES = ["french", "spanish", "levantine", "chinese", "ukrainian", "british", "american", "japanese"]
TAGS = ["vegan", "quick", "dessert", "baking", "spicy", "comfort", "gluten-free", "", "weeknight", "party", "日本"]
UNITS = ["g", "ml", "tbsp", "tsp", "cup", "piece", "pinch"]
QTYS = ["100", "250.0", "0.5", "1.25", "2", "0", "-1.5", "12.50", "3.333", "1000.00", "0.05", "7"]
TITLES = ["Soufflé", "Paella", "Shakshuka", "Mapo Tofu", "Borscht", "Trifle", "Pancakes", "Onigiri",
          "Crêpes", "Gazpacho", "Hummus", "Fried Rice", "Varenyky", "Scones", "Cornbread", "Miso Soup",
          "Tarte Tatin", "Churros", "Falafel", "Dumplings 饺子", "Kasha", "Pavlova", "Chili", "Ramen"]


def inst(y, m, d, h=0, mi=0, s=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def refs(xs):
    return "[" + " ".join(s(x) for x in xs) + "]"


def b(x):
    return "true" if x else "false"


def main():
    ents = []
    for i, (k, name, karma, ver) in enumerate(AUTHORS):
        e = [f":db/id {s('a-' + k)}", f":author/email {s(k + '@recipes.example')}", f":author/name {s(name)}",
             f':author/uuid #uuid "00000000-0000-4000-8000-{i + 1:012d}"', f":author/karma {karma}"]
        if ver is not None:
            e.append(f":author/verified {b(ver)}")
        ents.append(e)
    for i, (k, *_r) in enumerate(AUTHORS):
        fol = sorted({AUTHORS[(i + 1) % len(AUTHORS)][0], AUTHORS[(i * 4 + 2) % len(AUTHORS)][0]})
        if i == 2:
            fol.append("yotam")  # self-loop
        if i % 4 != 3:
            ents.append([f":db/id {s('a-' + k)}", f":author/follows {refs('a-' + x for x in fol)}"])
    for k, name, subs, nut, mac, veg, alg, price in INGS:
        e = [f":db/id {s('i-' + k)}", f":ing/key :{k}", f":ing/name {s(name)}"]
        if nut:
            e.append(f":ing/nutrition [{nut[0]} {nut[1]!r} {s(nut[2])}]")
        if mac:
            e.append(f":ing/macros [{' '.join(str(x) for x in mac)}]")
        if veg is not None:
            e.append(f":ing/vegan {b(veg)}")
        if alg:
            e.append(f":ing/allergens [{' '.join(':' + a for a in alg)}]")
        if price is not None:
            e.append(f":ing/price {price!r}")
        ents.append(e)
    for k, name, subs, *_r in INGS:
        if subs:
            ents.append([f":db/id {s('i-' + k)}", f":ing/subs {refs('i-' + x for x in subs)}"])
    ingkeys = [x[0] for x in INGS]
    NR = 80
    for r in range(NR):
        title = TITLES[r % len(TITLES)] + ("" if r < len(TITLES) else f" #{r // len(TITLES) + 1}")
        slug = title.lower().replace(" ", "-").replace("#", "v")
        au = AUTHORS[(r * 5) % len(AUTHORS)][0]
        minutes = [30, 45, 0, 120, 15, 90, -5, 60, 25, 480][r % 10]
        e = [f":db/id {s('r' + str(r))}", f":recipe/slug {s(slug)}", f":recipe/title {s(title)}",
             f":recipe/author {s('a-' + au)}", f":recipe/minutes {minutes}",
             f':recipe/uuid #uuid "11111111-aaaa-4bbb-8ccc-{r:012d}"',
             f":recipe/published {inst(2015 + r % 10, 1 + (r * 7) % 12, 1 + (r * 11) % 28, r % 24, (r * 13) % 60)}",
             f":recipe/cuisine :{CUISINES[r % len(CUISINES)]}"]
        if r % 7 != 6:
            e.append(f":recipe/rating {round(((r * 17) % 51) / 10.0, 1)!r}")
        if r % 5 != 4:
            e.append(f":recipe/seasonal {b(r % 3 == 0)}")
        tg = sorted({TAGS[(r * 3) % len(TAGS)], TAGS[(r * 5 + 1) % len(TAGS)]}) if r % 6 != 5 else []
        if tg:
            e.append(f":recipe/tags {refs(tg)}")
        e.append(f":recipe/views {[0, 15, 1200, 999999999999, 7, 42, 100000, 3][r % 8] + r}N")
        if r % 4 != 3:
            e.append(f":recipe/servings {[1, 2, 4, 6, 0, 12][r % 6]}")
        e.append(f":recipe/cost {['12.50', '3.00', '0', '7.99', '-2.5', '100', '0.10', '45.000'][r % 8]}M")
        lines = []
        for j in range(1 + (r * 3) % 5):
            ik = ingkeys[(r * 2 + j * 5) % len(ingkeys)]
            ln = [f":line/ingredient {s('i-' + ik)}", f":line/qty {QTYS[(r + j * 3) % len(QTYS)]}M",
                  f":line/pos {j}"]
            if (r + j) % 6 != 5:
                ln.append(f":line/unit :{UNITS[(r + j) % len(UNITS)]}")
            if (r + j) % 9 == 0:
                ln.append(f":line/note {s(['finely chopped', '', 'à température ambiante', '切る'][(r + j) % 4])}")
            lines.append("{" + " ".join(ln) + "}")
        if r % 11 != 10:
            e.append(f":recipe/lines [{' '.join(lines)}]")
        ents.append(e)
    for r in range(NR):
        if r >= 24 and r % 2 == 0:
            ents.append([f":db/id {s('r' + str(r))}", f":recipe/variant-of {s('r' + str(r - 24))}"])
    ents.append([":db/id \"r5\"", ":recipe/variant-of \"r5\""])  # self-loop
    ents.append([":db/id \"r1\"", ":recipe/variant-of \"r25\""])  # cycle r25 -> r1 -> r25? (r25 odd: none) add
    ents.append([":db/id \"r25\"", ":recipe/variant-of \"r1\""])
    # plans
    for i, (k, *_r) in enumerate(AUTHORS):
        if i % 3 == 2:
            continue
        for d in range(1 + i % 4):
            day = [0, 1, 2, 7, -1][d % 5] + i * 0
            rs = sorted({(i * 7 + d * 3) % NR, (i * 11 + d) % NR, (i + d * 13) % NR})
            e = [f":db/id {s(f'pl-{k}-{d}')}", f":plan/owner {s('a-' + k)}", f":plan/day {day}",
                 f":plan/recipes {refs('r' + str(x) for x in rs)}"]
            if (i + d) % 3 != 1:
                e.append(f":plan/budget {['50.00', '0.0', '12.345', '-3', '100.00'][(i + d) % 5]}M")
            if d == 0:
                e.append(f":plan/note {s(['Sunday prep', '', 'Семья', 'party 🎉'][i % 4])}")
            ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
