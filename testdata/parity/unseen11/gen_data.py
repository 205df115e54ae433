#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the eleventh unseen parity corpus.

A recipe and nutrition database: cuisines (a keyword identity, a parent
tree, a `related` graph with a cycle and a self-loop), ingredients (a
string identity, a uuid identity, nutrients as doubles incl. 0.0 and a
negative, bigdec prices, bigint barcodes, keyword categories, cardinality-
many keyword allergens and string aliases, a substitute graph with a cycle
and a self-loop, a homogeneous long tuple of storage temperatures),
recipes (a string slug identity, a unique-value code, component steps and
component ingredient lines, keyword tags, authors, instants, bigdec costs,
a `variant-of` cycle, a `[prep cook]` long tuple), users (a string handle
identity, a uuid identity, a unique-value e-mail, unicode names, favourites,
a follows graph with a self-loop, negative karma), ratings (a composite
`[:rating/user :rating/recipe]` identity), pantry stock (a composite
`[:pantry/user :pantry/ing]` identity, a `[keyword long]` location by
:db/tupleTypes) and meal plans (component meals). Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:cuisine/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :cuisine/name {:db/valueType :db.type/string}
 :cuisine/parent {:db/valueType :db.type/ref}
 :cuisine/related {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :cuisine/spice {:db/valueType :db.type/long}
 :ing/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :ing/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :ing/kcal {:db/valueType :db.type/double}
 :ing/protein {:db/valueType :db.type/double}
 :ing/fat {:db/valueType :db.type/double}
 :ing/carbs {:db/valueType :db.type/double}
 :ing/price {:db/valueType :db.type/bigdec}
 :ing/barcode {:db/valueType :db.type/bigint}
 :ing/vegan {:db/valueType :db.type/boolean}
 :ing/category {:db/valueType :db.type/keyword}
 :ing/allergens {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :ing/aliases {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :ing/substitute {:db/valueType :db.type/ref}
 :ing/shelf-days {:db/valueType :db.type/long}
 :ing/storage {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :ing/added {:db/valueType :db.type/instant}
 :recipe/slug {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :recipe/code {:db/valueType :db.type/string :db/unique :db.unique/value}
 :recipe/title {:db/valueType :db.type/string}
 :recipe/cuisine {:db/valueType :db.type/ref}
 :recipe/servings {:db/valueType :db.type/long}
 :recipe/minutes {:db/valueType :db.type/long}
 :recipe/steps {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :recipe/items {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :recipe/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :recipe/author {:db/valueType :db.type/ref}
 :recipe/created {:db/valueType :db.type/instant}
 :recipe/spice {:db/valueType :db.type/long}
 :recipe/cost {:db/valueType :db.type/bigdec}
 :recipe/variant-of {:db/valueType :db.type/ref}
 :recipe/published {:db/valueType :db.type/boolean}
 :recipe/score {:db/valueType :db.type/double}
 :recipe/times {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :recipe/notes {:db/valueType :db.type/string}
 :step/n {:db/valueType :db.type/long}
 :step/text {:db/valueType :db.type/string}
 :step/minutes {:db/valueType :db.type/long}
 :step/temp {:db/valueType :db.type/double}
 :item/ing {:db/valueType :db.type/ref}
 :item/grams {:db/valueType :db.type/double}
 :item/optional {:db/valueType :db.type/boolean}
 :item/note {:db/valueType :db.type/string}
 :user/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :user/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :user/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :user/name {:db/valueType :db.type/string}
 :user/born {:db/valueType :db.type/instant}
 :user/favs {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :user/follows {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :user/diet {:db/valueType :db.type/keyword}
 :user/karma {:db/valueType :db.type/long}
 :user/kcal-goal {:db/valueType :db.type/double}
 :user/premium {:db/valueType :db.type/boolean}
 :rating/user {:db/valueType :db.type/ref}
 :rating/recipe {:db/valueType :db.type/ref}
 :rating/user+recipe {:db/valueType :db.type/tuple :db/tupleAttrs [:rating/user :rating/recipe] :db/unique :db.unique/identity}
 :rating/stars {:db/valueType :db.type/long}
 :rating/comment {:db/valueType :db.type/string}
 :rating/when {:db/valueType :db.type/instant}
 :rating/weight {:db/valueType :db.type/double}
 :pantry/user {:db/valueType :db.type/ref}
 :pantry/ing {:db/valueType :db.type/ref}
 :pantry/user+ing {:db/valueType :db.type/tuple :db/tupleAttrs [:pantry/user :pantry/ing] :db/unique :db.unique/identity}
 :pantry/qty {:db/valueType :db.type/double}
 :pantry/expires {:db/valueType :db.type/instant}
 :pantry/loc {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :plan/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :plan/user {:db/valueType :db.type/ref}
 :plan/day {:db/valueType :db.type/keyword}
 :plan/week {:db/valueType :db.type/long}
 :plan/meals {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :meal/slot {:db/valueType :db.type/keyword}
 :meal/recipe {:db/valueType :db.type/ref}
 :meal/portions {:db/valueType :db.type/double}}
"""

# code, name, parent, spice, related
CUISINES = [("world", "World", None, 0, []),
            ("asian", "Asian", "world", 3, ["asian"]),
            ("european", "European", "world", 1, []),
            ("american", "Américas", "world", 2, ["european"]),
            ("japanese", "日本料理", "asian", 1, ["chinese"]),
            ("chinese", "中餐", "asian", 4, ["japanese", "thai"]),
            ("thai", "ไทย", "asian", 5, ["chinese"]),
            ("indian", "भारतीय", "asian", 5, []),
            ("italian", "Italiana", "european", 1, ["french"]),
            ("french", "Française", "european", 0, ["italian"]),
            ("greek", "Ελληνική", "european", 1, []),
            ("mexican", "Mexicana", "american", 4, ["american"]),
            ("fusion", "", None, -1, ["fusion", "world"])]
# name, kcal, protein, fat, carbs, price, barcode, vegan, category, allergens, aliases, substitute, shelf, storage
INGS = [("flour", 364.0, 10.0, 1.0, 76.0, "0.89", 4001234500011, True, "grain", ["gluten"], ["all-purpose flour", "maida"], None, 365, [10, 25]),
        ("sugar", 387.0, 0.0, 0.0, 100.0, "1.20", 4001234500028, True, "sweet", [], ["sucrose"], "honey", 730, [10, 30]),
        ("honey", 304.0, 0.3, 0.0, 82.4, "6.50", 4001234500035, False, "sweet", [], [], "sugar", 1000, [10, 30]),
        ("butter", 717.0, 0.85, 81.1, 0.06, "2.99", 4001234500042, False, "dairy", ["milk"], ["beurre"], "olive oil", 60, [1, 4]),
        ("olive oil", 884.0, 0.0, 100.0, 0.0, "8.75", 4001234500059, True, "fat", [], ["aceite"], "olive oil", 540, [12, 20]),
        ("egg", 155.0, 13.0, 11.0, 1.1, "0.25", 4001234500066, False, "protein", ["egg"], ["huevo", "œuf"], None, 28, [1, 5]),
        ("milk", 42.0, 3.4, 1.0, 5.0, "1.05", 4001234500073, False, "dairy", ["milk"], [], "oat milk", 7, [1, 4]),
        ("oat milk", 45.0, 1.0, 1.5, 6.6, "1.99", 4001234500080, True, "dairy-free", ["gluten"], [], "milk", 10, [1, 4]),
        ("rice", 130.0, 2.7, 0.3, 28.0, "1.60", 4001234500097, True, "grain", [], ["arroz", "米"], None, 720, [10, 25]),
        ("soy sauce", 53.0, 8.1, 0.6, 4.9, "2.40", 4001234500103, True, "condiment", ["soy", "gluten"], ["shoyu", "醤油"], None, 900, [5, 25]),
        ("tofu", 76.0, 8.0, 4.8, 1.9, "2.10", 4001234500110, True, "protein", ["soy"], ["豆腐"], "chicken", 14, [1, 4]),
        ("chicken", 239.0, 27.0, 14.0, 0.0, "7.99", 4001234500127, False, "meat", [], ["pollo"], "tofu", 3, [-18, 4]),
        ("beef", 250.0, 26.0, 15.0, 0.0, "12.49", 4001234500134, False, "meat", [], ["boeuf"], "tofu", 4, [-18, 4]),
        ("salmon", 208.0, 20.0, 13.0, 0.0, "15.00", 4001234500141, False, "fish", ["fish"], ["鮭"], None, 2, [-20, 2]),
        ("tomato", 18.0, 0.9, 0.2, 3.9, "0.40", 4001234500158, True, "vegetable", [], ["pomodoro", "tomate"], None, 10, [10, 20]),
        ("onion", 40.0, 1.1, 0.1, 9.3, "0.30", 4001234500165, True, "vegetable", [], [], "shallot", 60, [5, 20]),
        ("shallot", 72.0, 2.5, 0.1, 16.8, "0.90", 4001234500172, True, "vegetable", [], ["échalote"], "onion", 45, [5, 20]),
        ("garlic", 149.0, 6.4, 0.5, 33.1, "0.50", 4001234500189, True, "vegetable", [], ["ajo", "नहसुन"], None, 120, [5, 20]),
        ("chili", 40.0, 1.9, 0.4, 8.8, "0.20", 4001234500196, True, "spice", [], ["chile", "พริก"], "paprika", 14, [5, 20]),
        ("paprika", 282.0, 14.0, 13.0, 54.0, "3.10", 4001234500202, True, "spice", [], [], "chili", 700, [10, 25]),
        ("cumin", 375.0, 18.0, 22.0, 44.0, "4.00", 4001234500219, True, "spice", [], ["jeera"], None, 700, [10, 25]),
        ("basil", 23.0, 3.2, 0.6, 2.7, "1.50", 4001234500226, True, "herb", [], ["basilico"], None, 7, [8, 15]),
        ("cilantro", 23.0, 2.1, 0.5, 3.7, "0.99", 4001234500233, True, "herb", [], ["coriander", "香菜"], "basil", 7, [1, 8]),
        ("pasta", 371.0, 13.0, 1.5, 75.0, "1.25", 4001234500240, True, "grain", ["gluten", "egg"], ["spaghetti"], "rice", 730, [10, 25]),
        ("cheese", 402.0, 25.0, 33.0, 1.3, "5.49", 4001234500257, False, "dairy", ["milk"], ["parmigiano", "fromage"], None, 90, [1, 8]),
        ("yogurt", 59.0, 10.0, 0.4, 3.6, "0.99", 4001234500264, False, "dairy", ["milk"], ["dahi"], "oat milk", 14, [1, 4]),
        ("lentils", 116.0, 9.0, 0.4, 20.0, "1.80", 4001234500271, True, "legume", [], ["dal", "दाल"], None, 365, [10, 25]),
        ("chickpeas", 164.0, 8.9, 2.6, 27.4, "1.40", 4001234500288, True, "legume", [], ["garbanzo"], "lentils", 365, [10, 25]),
        ("coconut milk", 230.0, 2.3, 24.0, 6.0, "2.25", 4001234500295, True, "dairy-free", ["tree-nut"], ["กะทิ"], "milk", 400, [10, 25]),
        ("lime", 30.0, 0.7, 0.2, 10.5, "0.35", 4001234500301, True, "fruit", [], ["limón"], "lemon", 21, [5, 15]),
        ("lemon", 29.0, 1.1, 0.3, 9.3, "0.45", 4001234500318, True, "fruit", [], ["limone"], "lime", 21, [5, 15]),
        ("ginger", 80.0, 1.8, 0.8, 18.0, "0.60", 4001234500325, True, "spice", [], ["生姜", "adrak"], None, 21, [5, 15]),
        ("peanuts", 567.0, 25.8, 49.2, 16.1, "3.30", 4001234500332, True, "nut", ["peanut"], ["cacahuete"], None, 180, [10, 25]),
        ("fish sauce", 35.0, 5.1, 0.0, 3.6, "3.00", 4001234500349, False, "condiment", ["fish"], ["nam pla", "น้ำปลา"], "soy sauce", 700, [10, 25]),
        ("water", 0.0, 0.0, 0.0, 0.0, "0.00", 0, True, "basic", [], [], "water", 99999, [0, 30]),
        ("salt", 0.0, 0.0, 0.0, 0.0, "0.10", 4001234500356, True, "basic", [], ["sel", "sal"], None, 36500, [0, 40]),
        ("ice", -0.5, 0.0, 0.0, 0.0, "-0.05", -1, True, "basic", [], [], "water", 0, [-30, -1]),
        ("saffron", 310.0, 11.4, 5.9, 65.4, "1234.5678", 99999999999999999999, True, "spice", [], ["zafferano", "زعفران"], None, 1095, [10, 20]),
        ("tortilla", 218.0, 5.7, 2.9, 44.6, "0.15", 4001234500363, True, "grain", ["gluten"], [], None, 14, [5, 25]),
        ("avocado", 160.0, 2.0, 14.7, 8.5, "1.10", 4001234500370, True, "fruit", [], ["aguacate", "palta"], None, 5, [5, 20])]
MISSING_PROTEIN = {"honey", "ginger"}
MISSING_VEGAN = {"saffron", "lime"}

USERS = [("ana", "Ana Souza", "ana@example.com", (1990, 3, 14), "omnivore", 120, 2000.0, True),
         ("bjorn", "Björn Ågren", "bjorn@example.se", (1985, 12, 1), "vegetarian", 45, 2500.0, False),
         ("chen", "陈静", "chen@example.cn", (1999, 7, 7), "omnivore", 300, 1800.5, True),
         ("dev", "Dev Patel", "dev@example.in", (2001, 1, 31), "vegan", -15, 2200.0, None),
         ("eve", "Ève Dupont", None, (1975, 6, 21), "pescatarian", 0, None, False),
         ("farah", "فرح", "farah@example.ae", (1995, 9, 9), "halal", 88, 1900.0, True),
         ("gus", "Gus", "gus@example.com", (1960, 2, 29), "omnivore", -200, 2800.25, False),
         ("hana", "Hana Tanaka 田中", "hana@example.jp", (2003, 11, 11), "vegetarian", 5, 1700.0, True),
         ("ivan", "Иван", "ivan@example.ru", (1988, 4, 1), "omnivore", 77, 0.0, None),
         ("jo", "", "jo@example.com", (2000, 1, 1), "vegan", 1, 2100.0, False),
         ("kim", "Kim Lee", "kim@example.kr", (1992, 8, 15), "omnivore", 999, 2300.0, True),
         ("lu", "Lu 🍜", "lu@example.com", (1998, 5, 5), "keto", 33, 1600.0, False)]
FOLLOWS = {"ana": ["bjorn", "chen"], "bjorn": ["ana"], "chen": ["dev", "chen"], "dev": ["eve"], "eve": ["farah"],
           "farah": ["ana"], "gus": [], "hana": ["lu", "kim"], "ivan": ["ivan"], "jo": ["hana"], "kim": ["hana", "lu"],
           "lu": ["kim"]}

# slug, title, cuisine, servings, minutes, tags, author, created, spice, cost, published, score, variant-of, items[(ing, grams, optional, note)], steps[(text, minutes, temp)]
RECIPES = [
    ("pad-thai", "Pad Thai", "thai", 2, 30, ["noodles", "quick"], "chen", (2021, 5, 1), 3, "8.50", True, 4.6, "pad-see-ew",
     [("rice", 200.0, False, "rice noodles"), ("egg", 100.0, False, ""), ("peanuts", 30.0, True, "crushed"), ("fish sauce", 15.0, False, None), ("lime", 20.0, True, None), ("chili", 5.0, True, None)],
     [("Soak noodles", 20, None), ("Stir-fry everything", 8, 220.0), ("Garnish", 2, None)]),
    ("pad-see-ew", "Pad See Ew", "thai", 2, 25, ["noodles"], "chen", (2021, 6, 1), 1, "7.25", True, 4.1, "pad-thai",
     [("rice", 250.0, False, None), ("soy sauce", 30.0, False, "dark"), ("egg", 50.0, False, None), ("beef", 150.0, True, None)],
     [("Sear beef", 5, 250.0), ("Toss noodles", 6, 230.0)]),
    ("green-curry", "Green Curry", "thai", 4, 45, ["curry", "spicy"], "farah", (2022, 2, 14), 5, "15.00", True, 4.8, None,
     [("coconut milk", 400.0, False, None), ("chicken", 500.0, False, None), ("chili", 20.0, False, "green"), ("basil", 10.0, True, "thai basil"), ("fish sauce", 20.0, False, None), ("sugar", 5.0, True, None)],
     [("Fry paste", 3, 180.0), ("Add coconut milk", 5, 100.0), ("Simmer chicken", 20, 95.5), ("Finish", 1, None)]),
    ("sushi-rice", "寿司飯", "japanese", 4, 60, ["rice", "base"], "hana", (2020, 1, 10), 0, "3.20", True, 4.0, None,
     [("rice", 400.0, False, "short grain"), ("sugar", 20.0, False, None), ("salt", 5.0, False, None), ("water", 480.0, False, None)],
     [("Wash rice", 10, None), ("Cook", 30, 100.0), ("Season", 5, None), ("Cool", 15, 20.0)]),
    ("miso-soup", "Miso Soup", "japanese", 2, 15, ["soup", "quick", "vegan"], "hana", (2020, 2, 2), 0, "2.10", True, 3.9, None,
     [("tofu", 100.0, False, None), ("water", 500.0, False, None), ("soy sauce", 10.0, True, None)],
     [("Heat dashi", 5, 90.0), ("Add tofu", 3, 90.0)]),
    ("mapo-tofu", "麻婆豆腐", "chinese", 3, 35, ["spicy", "tofu"], "chen", (2019, 11, 30), 5, "6.80", True, 4.7, None,
     [("tofu", 400.0, False, None), ("beef", 100.0, True, "minced"), ("chili", 15.0, False, None), ("garlic", 10.0, False, None), ("ginger", 10.0, False, None), ("soy sauce", 20.0, False, None)],
     [("Blanch tofu", 3, 100.0), ("Fry aromatics", 4, 200.0), ("Braise", 10, 95.0)]),
    ("fried-rice", "Fried Rice", "chinese", 2, 20, ["rice", "quick", "leftovers"], "ana", (2023, 3, 3), 1, "3.00", True, 4.2, "sushi-rice",
     [("rice", 300.0, False, "day-old"), ("egg", 100.0, False, None), ("soy sauce", 15.0, False, None), ("onion", 50.0, True, None), ("garlic", 5.0, True, None)],
     [("Scramble eggs", 2, 200.0), ("Fry rice", 6, 240.0)]),
    ("dal", "Dal Tadka", "indian", 4, 40, ["curry", "vegan", "lentils"], "dev", (2022, 8, 15), 3, "4.40", True, 4.5, None,
     [("lentils", 250.0, False, None), ("onion", 100.0, False, None), ("tomato", 150.0, False, None), ("cumin", 5.0, False, None), ("garlic", 10.0, False, None), ("ginger", 10.0, True, None), ("chili", 5.0, True, None)],
     [("Boil lentils", 25, 100.0), ("Tadka", 3, 180.0), ("Combine", 2, None)]),
    ("chana-masala", "Chana Masala", "indian", 4, 50, ["curry", "vegan"], "dev", (2022, 9, 1), 4, "5.10", False, 4.3, "dal",
     [("chickpeas", 400.0, False, None), ("tomato", 200.0, False, None), ("onion", 150.0, False, None), ("cumin", 5.0, False, None), ("paprika", 5.0, False, None)],
     [("Saute onion", 8, 160.0), ("Simmer", 30, 95.0)]),
    ("raita", "Raita", "indian", 4, 10, ["side", "quick"], "dev", (2022, 9, 2), 0, "1.50", True, 3.5, None,
     [("yogurt", 300.0, False, None), ("cumin", 2.0, False, "toasted"), ("salt", 1.0, False, None)],
     [("Mix", 3, None)]),
    ("carbonara", "Spaghetti alla Carbonara", "italian", 2, 25, ["pasta", "quick"], "gus", (2018, 4, 4), 0, "6.00", True, 4.4, None,
     [("pasta", 200.0, False, None), ("egg", 150.0, False, "yolks"), ("cheese", 60.0, False, "pecorino"), ("salt", 10.0, False, None)],
     [("Boil pasta", 10, 100.0), ("Temper eggs", 2, None), ("Toss", 1, None)]),
    ("margherita", "Pizza Margherita", "italian", 4, 90, ["pizza", "baked"], "gus", (2018, 5, 5), 0, "7.50", True, 4.9, None,
     [("flour", 500.0, False, "00"), ("water", 325.0, False, None), ("tomato", 200.0, False, "san marzano"), ("cheese", 250.0, False, "mozzarella"), ("basil", 5.0, True, None), ("olive oil", 15.0, True, None), ("salt", 10.0, False, None)],
     [("Knead", 15, None), ("Proof", 60, 24.0), ("Bake", 8, 450.0)]),
    ("pesto", "Pesto Genovese", "italian", 4, 15, ["sauce", "raw"], "ana", (2021, 7, 7), 0, "9.99", True, 4.2, None,
     [("basil", 60.0, False, None), ("olive oil", 100.0, False, None), ("cheese", 40.0, False, None), ("garlic", 5.0, False, None)],
     [("Pound", 10, None)]),
    ("ratatouille", "Ratatouille", "french", 6, 75, ["vegan", "baked"], "eve", (2017, 8, 8), 0, "11.20", True, 4.0, None,
     [("tomato", 400.0, False, None), ("onion", 200.0, False, None), ("garlic", 15.0, False, None), ("olive oil", 40.0, False, None), ("basil", 5.0, True, None)],
     [("Slice", 20, None), ("Layer", 10, None), ("Bake", 45, 180.0)]),
    ("crepes", "Crêpes", "french", 4, 30, ["sweet", "breakfast"], "eve", (2017, 2, 2), 0, "2.75", True, 4.6, None,
     [("flour", 125.0, False, None), ("milk", 300.0, False, None), ("egg", 100.0, False, None), ("butter", 20.0, False, None), ("sugar", 25.0, True, None), ("salt", 1.0, False, None)],
     [("Whisk batter", 5, None), ("Rest", 30, 4.0), ("Cook", 20, 200.0)]),
    ("sorbet", "Lemon Sorbet", "french", 6, 240, ["sweet", "frozen", "vegan"], "eve", (2019, 7, 14), 0, "3.30", False, 3.8, None,
     [("lemon", 200.0, False, None), ("sugar", 200.0, False, None), ("water", 400.0, False, None), ("ice", 100.0, True, None)],
     [("Syrup", 5, 100.0), ("Freeze", 240, -18.0)]),
    ("tzatziki", "Τζατζίκι", "greek", 6, 10, ["sauce", "raw"], "ivan", (2020, 10, 10), 0, "3.60", True, 4.1, None,
     [("yogurt", 500.0, False, "greek"), ("garlic", 10.0, False, None), ("olive oil", 15.0, False, None), ("lemon", 10.0, True, None)],
     [("Grate", 5, None), ("Chill", 60, 4.0)]),
    ("tacos", "Tacos al Pastor", "mexican", 4, 120, ["spicy", "street"], "kim", (2023, 1, 20), 4, "14.40", True, 4.7, None,
     [("tortilla", 240.0, False, None), ("beef", 500.0, False, "pork-ish"), ("chili", 20.0, False, None), ("onion", 100.0, False, None), ("cilantro", 10.0, True, None), ("lime", 30.0, True, None)],
     [("Marinate", 60, 4.0), ("Grill", 15, 300.0), ("Assemble", 5, None)]),
    ("guacamole", "Guacamole", "mexican", 4, 10, ["raw", "vegan", "quick"], "kim", (2023, 1, 21), 2, "4.20", True, 4.4, None,
     [("avocado", 400.0, False, None), ("lime", 30.0, False, None), ("onion", 40.0, False, None), ("cilantro", 10.0, False, None), ("chili", 5.0, True, None), ("salt", 3.0, False, None)],
     [("Mash", 5, None)]),
    ("burger", "Classic Burger", "american", 2, 25, ["grill"], "gus", (2016, 7, 4), 0, "9.00", True, 3.7, None,
     [("beef", 300.0, False, None), ("onion", 30.0, True, None), ("cheese", 40.0, True, None), ("salt", 2.0, False, None)],
     [("Shape patties", 5, None), ("Grill", 10, 260.0)]),
    ("pancakes", "Pancakes", "american", 4, 20, ["sweet", "breakfast", "quick"], "lu", (2024, 2, 29), 0, "2.40", True, 4.3, "crepes",
     [("flour", 200.0, False, None), ("milk", 250.0, False, None), ("egg", 50.0, False, None), ("butter", 30.0, False, None), ("sugar", 30.0, False, None)],
     [("Mix", 5, None), ("Griddle", 15, 190.0)]),
    ("salmon-teriyaki", "Salmon Teriyaki", "japanese", 2, 20, ["fish", "quick"], "hana", (2024, 3, 1), 0, "16.00", True, 4.5, None,
     [("salmon", 300.0, False, None), ("soy sauce", 30.0, False, None), ("honey", 15.0, False, "mirin-ish"), ("ginger", 5.0, True, None)],
     [("Glaze", 3, 120.0), ("Pan-sear", 8, 210.0)]),
    ("fusion-bowl", "Fusion Bowl", "fusion", 1, 35, ["bowl"], "lu", (2025, 1, 1), 2, "12.00", False, 0.0, "fusion-bowl",
     [("rice", 150.0, False, None), ("tofu", 100.0, False, None), ("avocado", 80.0, False, None), ("chili", 3.0, True, None), ("saffron", 0.1, True, "a thread")],
     [("Assemble", 5, None)]),
    ("water-glass", "Glass of Water", "world", 1, 0, [], "jo", (2025, 6, 6), 0, "0.00", False, -1.0, None,
     [("water", 250.0, False, ""), ("ice", 30.0, True, None)],
     []),
    ("lemonade", "Lemonade", None, 8, 15, ["drink", "sweet", "vegan"], "jo", (2024, 7, 1), 0, "4.00", True, 4.0, "sorbet",
     [("lemon", 300.0, False, None), ("sugar", 150.0, False, None), ("water", 2000.0, False, None)],
     [("Squeeze", 10, None), ("Stir", 2, None), ("Chill", 60, 4.0)]),
    ("empty-draft", "", "fusion", 0, -5, [], None, (2026, 1, 1), 0, "-1.00", False, 0.0, None, [], []),
]

DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
SLOTS = ["breakfast", "lunch", "dinner"]
SHELVES = ["fridge", "freezer", "pantry", "counter"]


def inst(y, m, d, h=0, mi=0, s=0, ms=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{ms:03d}-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def b(x):
    return "true" if x else "false"


def main():
    ents = []
    for code, name, parent, spice, rel in CUISINES:
        e = [f":db/id {s('cu-' + code)}", f":cuisine/code :{code}", f":cuisine/name {s(name)}", f":cuisine/spice {spice}"]
        if parent:
            e.append(f":cuisine/parent {s('cu-' + parent)}")
        ents.append(e)
    for code, name, parent, spice, rel in CUISINES:
        if rel:
            ents.append([f":db/id {s('cu-' + code)}", f":cuisine/related [{' '.join(s('cu-' + r) for r in rel)}]"])
    for i, (nm, kc, pr, fa, ca, price, bc, vg, cat, alg, ali, sub, shelf, stor) in enumerate(INGS):
        e = [f":db/id {s('i-' + nm)}", f":ing/name {s(nm)}", f':ing/uuid #uuid "0000cafe-0000-4000-8000-{i + 1:012d}"',
             f":ing/kcal {kc!r}", f":ing/fat {fa!r}", f":ing/carbs {ca!r}", f":ing/price {price}M",
             f":ing/barcode {bc}N", f":ing/category :{cat}", f":ing/shelf-days {shelf}",
             f":ing/storage [{stor[0]} {stor[1]}]", f":ing/added {inst(2015 + i % 10, 1 + i % 12, 1 + (i * 3) % 28, i % 24, (i * 7) % 60, i % 60, (i * 37) % 1000)}"]
        if nm not in MISSING_PROTEIN:
            e.append(f":ing/protein {pr!r}")
        if nm not in MISSING_VEGAN:
            e.append(f":ing/vegan {b(vg)}")
        if alg:
            e.append(f":ing/allergens [{' '.join(':' + a for a in alg)}]")
        if ali:
            e.append(f":ing/aliases [{' '.join(s(a) for a in ali)}]")
        ents.append(e)
    for nm, *rest in INGS:
        sub = rest[10]
        if sub:
            ents.append([f":db/id {s('i-' + nm)}", f":ing/substitute {s('i-' + sub)}"])
    for i, (h, name, em, born, diet, karma, goal, prem) in enumerate(USERS):
        e = [f":db/id {s('u-' + h)}", f":user/handle {s(h)}", f":user/name {s(name)}",
             f':user/uuid #uuid "00000000-feed-4bee-9000-{i + 1:012d}"', f":user/born {inst(*born, 12, 30)}",
             f":user/diet :{diet}", f":user/karma {karma}"]
        if em:
            e.append(f":user/email {s(em)}")
        if goal is not None:
            e.append(f":user/kcal-goal {goal!r}")
        if prem is not None:
            e.append(f":user/premium {b(prem)}")
        ents.append(e)
    for h in sorted(FOLLOWS):
        if FOLLOWS[h]:
            ents.append([f":db/id {s('u-' + h)}", f":user/follows [{' '.join(s('u-' + x) for x in FOLLOWS[h])}]"])
    for k, (slug, title, cu, srv, mins, tags, author, created, spice, cost, pub, score, var, items, steps) in enumerate(RECIPES):
        e = [f":db/id {s('r-' + slug)}", f":recipe/slug {s(slug)}", f":recipe/title {s(title)}",
             f":recipe/servings {srv}", f":recipe/minutes {mins}", f":recipe/created {inst(*created, 10 + k % 10, k)}",
             f":recipe/spice {spice}", f":recipe/cost {cost}M", f":recipe/published {b(pub)}", f":recipe/score {score!r}"]
        if k % 5 != 4:
            e.append(f":recipe/code {s('R' + str(100 + k * 7))}")
        if cu:
            e.append(f":recipe/cuisine {s('cu-' + cu)}")
        if tags:
            e.append(f":recipe/tags [{' '.join(':' + t for t in tags)}]")
        if author:
            e.append(f":recipe/author {s('u-' + author)}")
        prep = sum(x[1] for x in steps if x[2] is None)
        cook = sum(x[1] for x in steps if x[2] is not None)
        e.append(f":recipe/times [{prep} {cook}]")
        if k % 4 == 1:
            e.append(f":recipe/notes {s(['Tastes better next day', '  needs  salt  ', 'ÜBER lecker!', 'x,y;z', 'v2 — see notes #3', 'Ask 陈 about it'][k % 6])}")
        its = []
        for (ing, g, opt, note) in items:
            it = f"{{:item/ing {s('i-' + ing)} :item/grams {g!r} :item/optional {b(opt)}"
            if note is not None:
                it += f" :item/note {s(note)}"
            its.append(it + "}")
        if its:
            e.append(f":recipe/items [{' '.join(its)}]")
        sts = []
        for n, (text, m, temp) in enumerate(steps):
            st = f"{{:step/n {n + 1} :step/text {s(text)} :step/minutes {m}"
            if temp is not None:
                st += f" :step/temp {temp!r}"
            sts.append(st + "}")
        if sts:
            e.append(f":recipe/steps [{' '.join(sts)}]")
        ents.append(e)
    for slug, *rest in RECIPES:
        var = rest[11]
        if var:
            ents.append([f":db/id {s('r-' + slug)}", f":recipe/variant-of {s('r-' + var)}"])
    slugs = [r[0] for r in RECIPES]
    handles = [u[0] for u in USERS]
    # favourites
    for i, h in enumerate(handles):
        fav = sorted({slugs[(i * 5 + j * 3) % len(slugs)] for j in range(i % 5)})
        if fav:
            ents.append([f":db/id {s('u-' + h)}", f":user/favs [{' '.join(s('r-' + f) for f in fav)}]"])
    # ratings
    k = 0
    comments = ["Delicious!", "too salty", "", "メチャうま", "would cook again", "  meh  ", "Needs more chili 🌶", "5/5", "ok", "Trop bon"]
    for i, h in enumerate(handles):
        for j in range(3 + (i * 7) % 8):
            slug = slugs[(i * 11 + j * 5) % len(slugs)]
            key = (h, slug)
            e = [f":db/id {s('rt' + str(k))}", f":rating/user {s('u-' + h)}", f":rating/recipe {s('r-' + slug)}",
                 f":rating/when {inst(2022 + (i + j) % 4, 1 + (i * j) % 12, 1 + (i + 2 * j) % 28, (i * 3 + j) % 24, j * 5 % 60)}"]
            if (i + j) % 9 != 8:
                e.append(f":rating/stars {1 + (i * 3 + j * 2) % 5}")
            if (i * j) % 4 != 3:
                e.append(f":rating/comment {s(comments[(i + j * 3) % len(comments)])}")
            if (i + j) % 6 != 5:
                e.append(f":rating/weight {round(((i * 13 + j * 7) % 21) / 10.0 - 0.5, 2)!r}")
            ents.append(e)
            k += 1
    # pantry
    ingn = [x[0] for x in INGS]
    for i, h in enumerate(handles):
        if i % 6 == 5:
            continue
        seen = set()
        for j in range(2 + (i * 3) % 6):
            ing = ingn[(i * 7 + j * 11) % len(ingn)]
            if ing in seen:
                continue
            seen.add(ing)
            e = [f":pantry/user {s('u-' + h)}", f":pantry/ing {s('i-' + ing)}",
                 f":pantry/qty {round(((i + 1) * (j + 3) * 37 % 1000) / 4.0 - (50.0 if j == 3 else 0.0), 2)!r}",
                 f":pantry/loc [:{SHELVES[(i + j) % 4]} {(i * j) % 5}]"]
            if (i + j) % 5 != 4:
                e.append(f":pantry/expires {inst(2026, 1 + (i + j) % 12, 1 + (i * 5 + j) % 28)}")
            ents.append(e)
    # plans
    for i, h in enumerate(handles[:8]):
        for w in range(1 + i % 2):
            pid = f"{h}-w{w + 1}"
            day = DAYS[(i + w * 3) % 7]
            e = [f":plan/id {s(pid)}", f":plan/user {s('u-' + h)}", f":plan/day :{day}", f":plan/week {w + 1 + i % 3}"]
            ms = []
            for m in range((i + w) % 4):
                ms.append(f"{{:meal/slot :{SLOTS[(m + i) % 3]} :meal/recipe {s('r-' + slugs[(i * 3 + m * 4 + w) % len(slugs)])} "
                          f":meal/portions {[1.0, 0.5, 2.0, 1.5, 0.25][(i + m + w) % 5]!r}}}")
            if ms:
                e.append(f":plan/meals [{' '.join(ms)}]")
            ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
