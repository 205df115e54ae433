#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 39th unseen parity corpus.

A veterinary clinic: owners (string phone identity, unicode/empty names,
bigdec balances incl. 0 and negatives, boolean vip, optional e-mail unique
value), vets (keyword identity), vaccines (string code identity), pets
(string code identity, keyword species, instant birth, uuid microchip
unique value, double weight, long legs incl. 0, bigint steps, string
nicknames many, a homogeneous long kennel tuple, a parent ref graph
(cardinality many) with a 2-cycle and a self-loop, vaccinations as
cardinality-many refs), visits as components of pets (cardinality many)
with instant dates, double weights, bigdec fees, a heterogeneous
[keyword long] room tuple, a composite :db/tupleAttrs [:visit/pet
:visit/date] identity. Deterministic.
"""
import os, random

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(39)

SCHEMA = """{:owner/phone {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :owner/name {:db/valueType :db.type/string}
 :owner/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :owner/balance {:db/valueType :db.type/bigdec}
 :owner/vip {:db/valueType :db.type/boolean}
 :owner/city {:db/valueType :db.type/string}
 :vet/id {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :vet/name {:db/valueType :db.type/string}
 :vet/senior {:db/valueType :db.type/boolean}
 :vaccine/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :vaccine/name {:db/valueType :db.type/string}
 :vaccine/months {:db/valueType :db.type/long}
 :pet/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :pet/name {:db/valueType :db.type/string}
 :pet/owner {:db/valueType :db.type/ref}
 :pet/species {:db/valueType :db.type/keyword}
 :pet/born {:db/valueType :db.type/instant}
 :pet/chip {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :pet/weight {:db/valueType :db.type/double}
 :pet/legs {:db/valueType :db.type/long}
 :pet/steps {:db/valueType :db.type/bigint}
 :pet/neutered {:db/valueType :db.type/boolean}
 :pet/nicknames {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :pet/kennel {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :pet/parents {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :pet/vaccines {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :pet/visits {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :pet/favorite-vet {:db/valueType :db.type/ref}
 :visit/pet {:db/valueType :db.type/ref}
 :visit/date {:db/valueType :db.type/instant}
 :visit/pet+date {:db/valueType :db.type/tuple :db/tupleAttrs [:visit/pet :visit/date] :db/unique :db.unique/identity}
 :visit/weight {:db/valueType :db.type/double}
 :visit/fee {:db/valueType :db.type/bigdec}
 :visit/room {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :visit/vet {:db/valueType :db.type/ref}
 :visit/paid {:db/valueType :db.type/boolean}
 :visit/reason {:db/valueType :db.type/keyword}
 :visit/notes {:db/valueType :db.type/string}}
"""

FIRST = ["Ana", "Bo", "Chloé", "Dmitri", "Eve", "Fatima", "Göran", "Hiro", "Inès", "José",
         "Kai", "Lena", "Møller", "Nia", "Olu", "Priya", "Quinn", "Raúl", "Saša", "Tomás"]
LAST = ["Smith", "Øberg", "王", "Nakamura", "O'Neil", "Müller", "Khan", "Silva", "Ivanova", "Díaz"]
CITIES = ["Lyon", "Kraków", "東京", "", "Zürich", "Austin"]
SPECIES = [":dog", ":cat", ":rabbit", ":parrot", ":snake", ":ferret", ":hamster"]
PETNAMES = ["Rex", "Milo", "Luna", "Bella", "Ziggy", "Nala", "Ωmega", "Pip", "Fluffy 🐾", "",
            "Max", "Coco", "Kiwi", "Sushi", "Tofu", "Bean"]
NICKS = ["buddy", "fuzz", "sir", "la reine", "🐶", "", "little one", "Ü"]
REASONS = [":checkup", ":vaccination", ":injury", ":dental", ":surgery", ":grooming"]
ROOMS = [":exam", ":surgery", ":xray", ":iso"]
VETS = [(":vet/ana", "Dr. Ana Ruiz", "true"), (":vet/bo", "Dr. Bo Lin", "false"),
        (":vet/cy", "Dr. Cyrille Ngo", "true"), (":vet/dee", "Dr. Déa", "false"),
        (":vet/eli", "", None)]
VACCINES = [("RAB", "Rabies", 12), ("DHPP", "Distemper combo", 36), ("FVRCP", "Feline combo", 36),
            ("LEPTO", "Leptospirosis", 12), ("BORD", "Bordetella", 6), ("FELV", "Feline leukemia", 12),
            ("RHD", "Rabbit hemorrhagic", 0), ("PBFD", "Psittacine ✚", -1)]


def inst(y, mo, d, h=9, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def s(x):
    return '"' + x.replace('\\', '\\\\').replace('"', '\\"') + '"'


def main():
    out = []
    for v, n, sen in VETS:
        m = [f':db/id "{v[1:]}"', f':vet/id {v}', f':vet/name {s(n)}']
        if sen:
            m.append(f':vet/senior {sen}')
        out.append("{" + " ".join(m) + "}")
    for code, n, mo in VACCINES:
        out.append(f'{{:db/id "vx-{code}" :vaccine/code "{code}" :vaccine/name {s(n)} :vaccine/months {mo}}}')
    NO = 30
    for o in range(NO):
        name = f"{FIRST[o % 20]} {LAST[(o * 3) % 10]}" if o not in (4, 17) else ("" if o == 4 else "  ")
        m = [f':db/id "o{o}"', f':owner/phone "+1-555-{o:04d}"', f':owner/name {s(name)}',
             f':owner/city {s(CITIES[o % 6])}']
        if o % 3 != 2:
            m.append(f':owner/email "owner{o}@example.org"')
        if o % 8 != 7:
            m.append(f':owner/balance {["0.00", "12.50", "-40.00", "100", "1234.567", "-0.01", "99.99"][o % 7]}M')
        if o % 5 != 4:
            m.append(f':owner/vip {"true" if o % 4 == 0 else "false"}')
        out.append("{" + " ".join(m) + "}")
    NP = 80
    for p in range(NP):
        sp = SPECIES[p % 7]
        m = [f':db/id "p{p}"', f':pet/code "P{p:03d}"', f':pet/name {s(PETNAMES[p % 16])}',
             f':pet/species {sp}', f':pet/born {inst(2010 + p % 14, 1 + p % 12, 1 + p % 28)}',
             f':pet/chip #uuid "00000000-0000-4000-9000-{p:012d}"']
        if p % 13 != 12:
            m.append(f':pet/owner "o{(p * 7) % NO}"')
        if p % 6 != 5:
            w = [4.2, 0.0, 31.5, -1.0, 2.25, 12.0, 0.35, 7.75][p % 8] + (p % 3) * 0.5
            m.append(f':pet/weight {w}')
        legs = {":dog": 4, ":cat": 4, ":rabbit": 4, ":parrot": 2, ":snake": 0, ":ferret": 4, ":hamster": 4}[sp]
        if p == 9:
            legs = 3
        if p % 10 != 7:
            m.append(f':pet/legs {legs}')
        if p % 4 != 3:
            m.append(f':pet/steps {["0", "1000", "-5", "98765432109876543210", "42"][p % 5]}N')
        if p % 5 != 1:
            m.append(f':pet/neutered {"true" if p % 2 == 0 else "false"}')
        nk = sorted({NICKS[(p * k) % 8] for k in range(1, 1 + p % 4)})
        if nk:
            m.append(":pet/nicknames [" + " ".join(s(x) for x in nk) + "]")
        if p % 3 == 0:
            m.append(f':pet/kennel [{p % 5} {(p % 4) - 1}]')
        vx = sorted({VACCINES[(p + k * 3) % 8][0] for k in range(p % 4)})
        if vx:
            m.append(":pet/vaccines [" + " ".join(f'"vx-{c}"' for c in vx) + "]")
        if p % 4 != 2:
            m.append(f':pet/favorite-vet "{VETS[p % 5][0][1:]}"')
        if p >= 8:
            par = sorted({(p - 8 + (p % 3)), (p - 5)} if p % 2 == 0 else {p - 8})
            m.append(":pet/parents [" + " ".join(f'"p{x}"' for x in par) + "]")
        # visits
        nv = p % 5
        vs = []
        for k in range(nv):
            vi = p * 5 + k
            vm = [f':visit/pet "p{p}"', f':visit/date {inst(2024, 1 + (p + k) % 12, 1 + (p * 3 + k) % 28, 8 + k, (p * 7) % 60)}',
                  f':visit/weight {[4.0, 0.0, 30.25, 2.5, 11.5, 0.3, 7.0, -0.5][vi % 8] + k * 0.25}',
                  f':visit/fee {["45.00", "0.00", "120.50", "9.99", "250", "-15.00", "45.0"][vi % 7]}M',
                  f':visit/reason {REASONS[vi % 6]}']
            if vi % 4 != 3:
                vm.append(f':visit/room [{ROOMS[vi % 4]} {(vi % 9) * 10 - 10}]')
            if vi % 3 != 1:
                vm.append(f':visit/vet "{VETS[vi % 5][0][1:]}"')
            if vi % 5 != 2:
                vm.append(f':visit/paid {"true" if vi % 2 == 0 else "false"}')
            if vi % 6 != 0:
                vm.append(f':visit/notes {s(["", "ok", "limping", "très bien", "needs 🦷 work", "follow-up"][vi % 6])}')
            vs.append("{" + " ".join(vm) + "}")
        if vs:
            m.append(":pet/visits [" + " ".join(vs) + "]")
        out.append("{" + " ".join(m) + "}")
    # parent graph: a 2-cycle p0 <-> p1, a self-loop p2, and a 3-cycle p3 -> p4 -> p5 -> p3
    out.append('{:db/id "p0" :pet/parents ["p1"]}')
    out.append('{:db/id "p1" :pet/parents ["p0"]}')
    out.append('{:db/id "p2" :pet/parents ["p2"]}')
    out.append('{:db/id "p3" :pet/parents ["p4"]}')
    out.append('{:db/id "p4" :pet/parents ["p5"]}')
    out.append('{:db/id "p5" :pet/parents ["p3"]}')
    open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
    open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(out) + "]\n")


if __name__ == "__main__":
    main()
