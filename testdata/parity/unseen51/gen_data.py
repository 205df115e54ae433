#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 51st unseen parity corpus.

A restaurant group: restaurants (string code identity, uuid identity,
component menus holding component dishes, keyword tags, a supplier list),
dishes (a unique-value sku, bigdec prices incl. 0 and negative, long
calories incl. 0, keyword spice levels, cardinality-many allergens),
tables (a composite :db/tupleAttrs [:table/rest :table/no] identity, a
heterogeneous [keyword long] location by :db/tupleTypes), guests (string
e-mail identity, bigint loyalty points incl. 0 and negative, unicode
names), reservations (string code identity, party sizes, instants, double
tips, keyword status, refs to table and guest), staff (long id identity,
roles, component shifts, a manager graph with a cycle and a self-loop) and
suppliers (string identity, a supplies graph with a cycle and a
self-loop, a homogeneous double tuple of coordinates). Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:rest/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :rest/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :rest/name {:db/valueType :db.type/string}
 :rest/city {:db/valueType :db.type/string}
 :rest/opened {:db/valueType :db.type/instant}
 :rest/rating {:db/valueType :db.type/double}
 :rest/active {:db/valueType :db.type/boolean}
 :rest/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :rest/menus {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :rest/suppliers {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :rest/seats {:db/valueType :db.type/long}
 :menu/name {:db/valueType :db.type/string}
 :menu/kind {:db/valueType :db.type/keyword}
 :menu/dishes {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :dish/name {:db/valueType :db.type/string}
 :dish/sku {:db/valueType :db.type/string :db/unique :db.unique/value}
 :dish/price {:db/valueType :db.type/bigdec}
 :dish/calories {:db/valueType :db.type/long}
 :dish/spice {:db/valueType :db.type/keyword}
 :dish/allergens {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :dish/vegan {:db/valueType :db.type/boolean}
 :dish/cost {:db/valueType :db.type/double}
 :table/rest {:db/valueType :db.type/ref}
 :table/no {:db/valueType :db.type/long}
 :table/rest+no {:db/valueType :db.type/tuple :db/tupleAttrs [:table/rest :table/no] :db/unique :db.unique/identity}
 :table/seats {:db/valueType :db.type/long}
 :table/loc {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :guest/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :guest/name {:db/valueType :db.type/string}
 :guest/points {:db/valueType :db.type/bigint}
 :guest/vip {:db/valueType :db.type/boolean}
 :guest/since {:db/valueType :db.type/instant}
 :guest/referrer {:db/valueType :db.type/ref}
 :res/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :res/rest {:db/valueType :db.type/ref}
 :res/table {:db/valueType :db.type/ref}
 :res/guest {:db/valueType :db.type/ref}
 :res/party {:db/valueType :db.type/long}
 :res/at {:db/valueType :db.type/instant}
 :res/status {:db/valueType :db.type/keyword}
 :res/tip {:db/valueType :db.type/double}
 :res/total {:db/valueType :db.type/bigdec}
 :res/note {:db/valueType :db.type/string}
 :res/dishes {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :staff/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :staff/name {:db/valueType :db.type/string}
 :staff/rest {:db/valueType :db.type/ref}
 :staff/role {:db/valueType :db.type/keyword}
 :staff/manager {:db/valueType :db.type/ref}
 :staff/wage {:db/valueType :db.type/bigdec}
 :staff/shifts {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :shift/day {:db/valueType :db.type/keyword}
 :shift/start {:db/valueType :db.type/long}
 :shift/hours {:db/valueType :db.type/double}
 :sup/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :sup/country {:db/valueType :db.type/string}
 :sup/supplies {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :sup/geo {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :sup/organic {:db/valueType :db.type/boolean}}
"""

# code, name, city, opened, rating, active(None), tags, seats
RESTS = [("R01", "Trattoria Roma", "Rome", (2001, 3, 14), 4.5, True, ["italian", "family"], 80),
         ("R02", "Le Petit Café", "Paris", (1998, 7, 1), 4.8, True, ["french", "cafe"], 30),
         ("R03", "寿司 Sakura", "Tokyo", (2010, 11, 11), 4.9, True, ["japanese", "sushi"], 24),
         ("R04", "Taquería El Sol", "Mexico City", (2015, 5, 5), 3.9, False, ["mexican"], 50),
         ("R05", "Curry House", "London", (1985, 1, 1), 0.0, True, ["indian", "spicy"], 120),
         ("R06", "Бистро Москва", "Moscow", (2020, 2, 29), -1.0, None, [], 0),
         ("R07", "", "Nowhere", (1970, 1, 1), 2.25, False, ["ghost"], 10),
         ("R08", "Green Leaf", "Berlin", (2019, 9, 9), 4.1, True, ["vegan", "family"], 45)]
SPICES = ["none", "mild", "medium", "hot", "extreme"]
ALLERG = ["gluten", "dairy", "nuts", "shellfish", "egg", "soy", "fish", "sesame"]
DISHES = ["Margherita", "Carbonara", "Tiramisù", "Croissant", "Crème brûlée", "Ramen", "Nigiri", "Tempura",
          "Tacos al pastor", "Guacamole", "Chicken tikka", "Vindaloo", "Naan", "Borscht", "Pelmeni",
          "Salad", "Falafel", "Tofu bowl", "Soup of the day", "Water", "Espresso", "Churros", "Dal", "Mochi"]
SUPS = [("Olio Verde", "Italy", [41.9, 12.5], True), ("Fromagerie", "France", [48.85, 2.35], False),
        ("Tsukiji Fish", "Japan", [35.66, 139.77], None), ("Maíz Co", "México", [19.43, -99.13], True),
        ("Spice Route", "India", [-0.0, 0.0], False), ("Local Farm", "Germany", [52.52, 13.4], True),
        ("Self Supply", "", [0.0, 0.0], False)]
# supplies graph: cycle Olio->Fromagerie->Spice->Olio; Self Supply self-loop
SUPPLIES = {"Olio Verde": ["Fromagerie"], "Fromagerie": ["Spice Route"], "Spice Route": ["Olio Verde", "Maíz Co"],
            "Maíz Co": ["Local Farm"], "Self Supply": ["Self Supply"], "Tsukiji Fish": []}
GUESTS = ["Alice", "Bob", "Chloé", "Dmitri", "Émile", "Fatima", "Gōro", "Hana", "Ivan", "José", "Kofi", "Lena",
          "Mia", "Nikolai", "Olu", "Pia", "Quinn", "Raj", "Sven", "Tao", "Uma", "Vera", "Wei", "Xena",
          "Yara", "Zed", "李雷", "Ωmega", "", "O'Brien"]
DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
ROLES = ["chef", "waiter", "host", "manager", "dishwasher", "sommelier"]
STATUS = ["booked", "seated", "done", "cancelled", "noshow"]


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
    for k, (nm, country, geo, org) in enumerate(SUPS):
        e = [f":db/id {s('sup' + str(k))}", f":sup/name {s(nm)}", f":sup/country {s(country)}",
             f":sup/geo [{' '.join(repr(x) for x in geo)}]"]
        if org is not None:
            e.append(f":sup/organic {b(org)}")
        ents.append(e)
    sidx = {x[0]: k for k, x in enumerate(SUPS)}
    for nm in SUPPLIES:
        if SUPPLIES[nm]:
            ents.append([f":db/id {s('sup' + str(sidx[nm]))}",
                         f":sup/supplies {refs('sup' + str(sidx[x]) for x in SUPPLIES[nm])}"])
    dish_no = 0
    for r, (code, name, city, op, rating, active, tags, seats) in enumerate(RESTS):
        e = [f":db/id {s('r-' + code)}", f":rest/code {s(code)}", f":rest/name {s(name)}", f":rest/city {s(city)}",
             f':rest/uuid #uuid "00000000-0000-4000-8000-{r + 1:012d}"', f":rest/opened {inst(*op, 11)}",
             f":rest/rating {rating!r}", f":rest/seats {seats}"]
        if active is not None:
            e.append(f":rest/active {b(active)}")
        if tags:
            e.append(f":rest/tags [{' '.join(':' + t for t in tags)}]")
        sups = sorted({r % 7, (r * 3 + 1) % 7}) if r != 6 else []
        if sups:
            e.append(f":rest/suppliers {refs('sup' + str(x) for x in sups)}")
        menus = []
        for m, kind in enumerate(["lunch", "dinner", "drinks"][: 1 + r % 3]):
            ds = []
            for d in range(2 + (r + m) % 4):
                i = dish_no
                dish_no += 1
                dn = DISHES[(r * 5 + m * 3 + d) % len(DISHES)]
                price = ["12.50", "9.99", "0.00", "24.00", "7.5", "-1.00", "15.25", "100", "3.20", "18.75"][i % 10]
                cal = [650, 480, 0, 1200, 320, 90, 870, 15, 540, 760, 410][i % 11]
                dd = [f":dish/name {s(dn)}", f":dish/sku {s('SKU-%03d' % i)}", f":dish/price {price}M",
                      f":dish/calories {cal}", f":dish/spice :{SPICES[(i * 3) % 5]}"]
                al = sorted({ALLERG[(i * j + j) % 8] for j in range(i % 4)})
                if al:
                    dd.append(f":dish/allergens [{' '.join(':' + a for a in al)}]")
                if i % 5 != 3:
                    dd.append(f":dish/vegan {b(i % 3 == 0)}")
                if i % 7 != 6:
                    dd.append(f":dish/cost {round((i * 1.37) % 11 - (2.0 if i % 9 == 4 else 0.0), 2)!r}")
                ds.append("{" + " ".join(dd) + "}")
            menus.append(f"{{:menu/name {s(name + ' ' + kind)} :menu/kind :{kind} :menu/dishes [{' '.join(ds)}]}}")
        e.append(f":rest/menus [{' '.join(menus)}]")
        ents.append(e)
    # tables
    areas = ["inside", "terrace", "bar", "private"]
    tabs = []
    for r, x in enumerate(RESTS):
        for t in range(1 + (r * 2) % 5):
            tid = f"t-{x[0]}-{t + 1}"
            tabs.append((tid, r))
            ents.append([f":db/id {s(tid)}", f":table/rest {s('r-' + x[0])}", f":table/no {t + 1}",
                         f":table/seats {[2, 4, 6, 8, 0][(r + t) % 5]}",
                         f":table/loc [:{areas[(r + t) % 4]} {t + 1 - (r == 5) * 3}]"])
    # guests
    for g, nm in enumerate(GUESTS):
        e = [f":db/id {s('g' + str(g))}", f":guest/email {s('guest' + str(g) + '@mail.example')}",
             f":guest/name {s(nm)}", f":guest/points {[0, 150, -20, 99999999999, 1200, 35][g % 6]}N",
             f":guest/since {inst(2015 + g % 9, 1 + g % 12, 1 + (g * 3) % 28, 10)}"]
        if g % 4 != 3:
            e.append(f":guest/vip {b(g % 5 == 0)}")
        ents.append(e)
    for g in range(len(GUESTS)):
        if g % 3 == 1:
            ents.append([f":db/id {s('g' + str(g))}", f":guest/referrer {s('g' + str((g * 7) % len(GUESTS)))}"])
    # reservations
    for k in range(110):
        tid, r = tabs[(k * 7) % len(tabs)]
        g = (k * 11) % len(GUESTS)
        day = 1 + (k * 3) % 28
        hour = [12, 13, 18, 19, 19, 20, 21, 20][k % 8]
        e = [f":db/id {s('res' + str(k))}", f":res/code {s('RES-%04d' % k)}", f":res/rest {s('r-' + RESTS[r][0])}",
             f":res/table {s(tid)}", f":res/guest {s('g' + str(g))}",
             f":res/party {[2, 4, 1, 6, 3, 8, 2, 0][k % 8]}",
             f":res/at {inst(2026, 1 + k % 6, day, hour, [0, 30, 15, 45][k % 4])}",
             f":res/status :{STATUS[(k * 7) % 5]}"]
        if k % 6 != 5:
            e.append(f":res/tip {round(((k * 17) % 23) * 1.25 - (3.5 if k % 13 == 0 else 0.0), 2)!r}")
        if k % 4 != 1:
            e.append(f":res/total {['45.50', '120.00', '0', '88.25', '210.10', '33.33', '19.99'][k % 7]}M")
        if k % 9 == 0:
            e.append(f":res/note {s(['window seat', 'birthday 🎂', '', 'allergic: nuts', 'ÜBER quiet'][k // 9 % 5])}")
        ents.append(e)
    # staff
    nstaff = 36
    for k in range(nstaff):
        r = k % len(RESTS)
        e = [f":db/id {s('st' + str(k))}", f":staff/id {100 + k}", f":staff/name {s(GUESTS[(k * 7 + 3) % len(GUESTS)] + ' S' + str(k))}",
             f":staff/rest {s('r-' + RESTS[r][0])}", f":staff/role :{ROLES[(k * 5) % len(ROLES)]}",
             f":staff/wage {['15.00', '18.50', '22', '0.00', '31.75', '12.10'][k % 6]}M"]
        sh = []
        for j in range(k % 4):
            sh.append(f"{{:shift/day :{DAYS[(k + j * 2) % 7]} :shift/start {[6, 11, 17, 22][(k + j) % 4]} :shift/hours {[4.0, 6.5, 8.0, 0.5][(k * j + j) % 4]!r}}}")
        if sh:
            e.append(f":staff/shifts [{' '.join(sh)}]")
        ents.append(e)
    for k in range(nstaff):
        if k % 5 == 0:
            m = k  # self-loop
        elif k % 7 == 3:
            continue
        else:
            m = (k // 4) * 4 + (1 if k % 4 == 0 else 0)
        if k == 9:
            m = 13
        if k == 13:
            m = 9  # cycle 9 <-> 13
        ents.append([f":db/id {s('st' + str(k))}", f":staff/manager {s('st' + str(m))}"])
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")
    print(dish_no, "dishes", len(tabs), "tables")


if __name__ == "__main__":
    main()
