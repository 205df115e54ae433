#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen89 parity corpus (deterministic).

A multiplayer game's backend: players (string handle identity, unique-value
email, bigint lifetime XP for a few, double ratings), guilds (cardinality-many
member refs, component officer entries whose role is a ref to an ident, a
parent guild), matches (instants, long scores, per-player results as component
entities), items (keyword rarity, [long long] stats tuple, bigdec price) and
inventories, a friendship graph with cycles and a self-loop, achievements.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:role/title {:db/valueType :db.type/string}
 :player/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :player/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :player/name {:db/valueType :db.type/string}
 :player/xp {:db/valueType :db.type/bigint}
 :player/rating {:db/valueType :db.type/double}
 :player/level {:db/valueType :db.type/long}
 :player/joined {:db/valueType :db.type/instant}
 :player/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :player/region {:db/valueType :db.type/keyword}
 :player/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :player/banned {:db/valueType :db.type/boolean}
 :player/friends {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :player/achievements {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :guild/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :guild/tag {:db/valueType :db.type/string}
 :guild/founded {:db/valueType :db.type/instant}
 :guild/bank {:db/valueType :db.type/bigdec}
 :guild/members {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :guild/officers {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :guild/parent {:db/valueType :db.type/ref}
 :officer/player {:db/valueType :db.type/ref}
 :officer/role {:db/valueType :db.type/ref}
 :match/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :match/at {:db/valueType :db.type/instant}
 :match/mode {:db/valueType :db.type/keyword}
 :match/map {:db/valueType :db.type/string}
 :match/duration {:db/valueType :db.type/long}
 :match/results {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :result/player {:db/valueType :db.type/ref}
 :result/score {:db/valueType :db.type/long}
 :result/kills {:db/valueType :db.type/long}
 :result/won {:db/valueType :db.type/boolean}
 :result/delta {:db/valueType :db.type/double}
 :item/sku {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :item/name {:db/valueType :db.type/string}
 :item/rarity {:db/valueType :db.type/keyword}
 :item/stats {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/long :db.type/long]}
 :item/price {:db/valueType :db.type/bigdec}
 :item/weight {:db/valueType :db.type/double}
 :inv/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :inv/owner {:db/valueType :db.type/ref}
 :inv/item {:db/valueType :db.type/ref}
 :inv/qty {:db/valueType :db.type/long}
 :inv/equipped {:db/valueType :db.type/boolean}
 :ach/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :ach/title {:db/valueType :db.type/string}
 :ach/points {:db/valueType :db.type/long}}
"""


def inst(y, m, d, h=0, mi=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


NAMES = ["Ana", "Björn", "Chloé", "Dmitri", "Eun-ji", "François", "Giulia", "Hiroshi", "Ingrid", "José",
         "Kwame", "Laila", "Mateo", "Nour", "Olga", "Priya", "Quentin", "Rin", "Søren", "Ψ", "", "Zoë 😀",
         "Ömer", "李", "xX_Slayer_Xx", "dark knight", "DARK KNIGHT", "O'Neil", "Ana-Maria", "ñandú",
         "Tom", "tom", "Ünal", "Ørjan", "Ivy", "Jax", "Kai", "Leo", "Mia", "Noa"]
REGIONS = ["eu", "na", "asia", "sa"]
TAGS = ["pvp", "casual", "streamer", "tryhard", "healer"]
RARITIES = ["common", "uncommon", "rare", "epic", "legendary"]
MODES = ["ranked", "casual", "tournament"]
MAPS = ["Dust", "Frost Peak", "Ruines d'Été", "港口", "Void"]
ACHS = [("first-blood", "First Blood", 10), ("ace", "Ace", 50), ("veteran", "Veteran", 100),
        ("social", "Social Butterfly", 5), ("collector", "Collector", 25), ("zero", "Nothing", 0)]
GUILDS = [("Iron Wolves", "IW", (2020, 1, 5), "1250.50", None),
          ("Iron Wolves Academy", "IWA", (2022, 6, 1), "10.00", "Iron Wolves"),
          ("Iron Wolves Cubs", "IWC", (2023, 2, 2), "0.00", "Iron Wolves Academy"),
          ("Les Étoiles", "★", (2019, 7, 14), "99999.999", None),
          ("夜桜", "", (2021, 4, 1), "-12.5", None),
          ("Ghost Guild", "GG", (2024, 12, 31), "0", None)]


def main():
    ents = []
    for r in ["leader", "officer", "treasurer", "recruiter"]:
        ents.append(f'{{:db/id "role-{r}" :db/ident :role/{r} :role/title "{r.capitalize()}"}}')
    for code, title, pts in ACHS:
        ents.append(f'{{:db/id "ach-{code}" :ach/code :{code} :ach/title {s(title)} :ach/points {pts}}}')
    for i, nm in enumerate(NAMES):
        h = f"p{i:02d}"
        parts = [f':db/id "{h}" :player/handle "{h}" :player/name {s(nm)}']
        if i % 7 != 3:
            parts.append(f':player/email "{h}@game.example"' if i % 5 else f':player/email "{nm.lower() or "anon"}{i}@mail.example"')
        if i % 9 == 0:
            parts.append(f":player/xp {[12345678901234567890, 42, 0, 9000000000000000000, 7][i // 9]}N")
        if i % 6 != 5:
            parts.append(f":player/rating {[1500.0, 1234.5, 980.25, -3.5, 0.0, 2100.75, 1500.0, 1777.7][i % 8]}")
        parts.append(f":player/level {(i * 7) % 60 + (1 if i % 4 else 0)}")
        parts.append(f":player/joined {inst(2020 + i % 5, 1 + i % 12, 1 + (i * 3) % 28, i % 24, (i * 11) % 60)}")
        parts.append(f':player/uuid #uuid "00000000-0000-4000-8000-{i:012d}"')
        if i % 10 != 9:
            parts.append(f":player/region :{REGIONS[i % 4]}")
        tg = [TAGS[(i + k) % 5] for k in range(i % 3)]
        if tg:
            parts.append(":player/tags [" + " ".join(s(t) for t in tg) + "]")
        if i in (13, 27):
            parts.append(":player/banned true")
        elif i % 4 == 0:
            parts.append(":player/banned false")
        achs = [ACHS[(i + k) % 6][0] for k in range(i % 4)]
        if achs:
            parts.append(":player/achievements [" + " ".join(f'"ach-{a}"' for a in achs) + "]")
        ents.append("{" + " ".join(parts) + "}")
    # friendships: a ring p00..p11 (cycle), chords, a self-loop, isolated players
    fr = []
    for i in range(12):
        fr.append((i, (i + 1) % 12))
    fr += [(0, 5), (5, 0), (3, 9), (12, 13), (13, 14), (14, 12), (15, 15), (16, 2), (20, 21), (21, 22)]
    for a, b in fr:
        ents.append(f'[:db/add "p{a:02d}" :player/friends "p{b:02d}"]')
    # guilds
    members = {0: [0, 1, 2, 3, 4, 5], 1: [6, 7, 8], 2: [9, 10], 3: [11, 12, 13, 14, 15, 16, 17], 4: [18, 19, 20, 21], 5: []}
    offs = {0: [(0, "leader"), (1, "officer"), (2, "treasurer")], 1: [(6, "leader")], 2: [(9, "leader"), (10, "recruiter")],
            3: [(11, "leader"), (12, "officer"), (13, "officer")], 4: [(18, "leader")], 5: []}
    for gi, (nm, tag, f, bank, parent) in enumerate(GUILDS):
        parts = [f':db/id "g{gi}" :guild/name {s(nm)} :guild/tag {s(tag)} :guild/founded {inst(*f)} :guild/bank {bank}M']
        if members[gi]:
            parts.append(":guild/members [" + " ".join(f'"p{m:02d}"' for m in members[gi]) + "]")
        if offs[gi]:
            parts.append(":guild/officers [" + " ".join(f'{{:officer/player "p{m:02d}" :officer/role "role-{r}"}}' for m, r in offs[gi]) + "]")
        if parent:
            parts.append(f':guild/parent "g{[g[0] for g in GUILDS].index(parent)}"')
        ents.append("{" + " ".join(parts) + "}")
    # items
    items = []
    for k in range(20):
        sku = f"SKU-{k:03d}"
        nm = ["Sword", "Shield", "Bow", "Staff", "Potion", "Helm", "Épée", "Dagger", "Ring", "Amulet"][k % 10] + (" +1" if k >= 10 else "")
        parts = [f':db/id "{sku}" :item/sku "{sku}" :item/name {s(nm)} :item/rarity :{RARITIES[(k * 3) % 5]}']
        if k % 8 != 7:
            parts.append(f":item/stats [{(k * 13) % 50 - 5} {(k * 7) % 30}]")
        parts.append(f":item/price {['10.00', '2.5', '0', '199.99', '-1.00', '1e2', '33.333'][k % 7]}M")
        if k % 5 != 4:
            parts.append(f":item/weight {[1.5, 0.25, 3.0, -0.0, 10.125][k % 5]}")
        items.append(sku)
        ents.append("{" + " ".join(parts) + "}")
    # inventories: players 0..29, some items never owned, some owned never equipped
    n = 0
    for p in range(30):
        for j in range(p % 4):
            it = (p * 3 + j * 5) % 17
            n += 1
            eq = "" if (p + j) % 5 == 4 else f" :inv/equipped {'true' if (p + j) % 2 == 0 else 'false'}"
            ents.append(f'{{:inv/id "INV-{n:03d}" :inv/owner "p{p:02d}" :inv/item "SKU-{it:03d}" :inv/qty {(p * j) % 7 - 1}{eq}}}')
    # matches with component results
    for m in range(30):
        mid = 1000 + m
        players = [(m * 3 + k * 7) % 36 for k in range(2 + m % 4)]
        players = list(dict.fromkeys(players))
        res = []
        for k, p in enumerate(players):
            score = (m * 37 + k * 101) % 500 - (50 if m % 11 == 0 else 0)
            res.append(f'{{:result/player "p{p:02d}" :result/score {score} :result/kills {(m + k * 3) % 12} '
                       f':result/won {"true" if k == (m % len(players)) else "false"} :result/delta {[12.5, -8.25, 0.0, 3.75, -15.0][(m + k) % 5]}}}')
        parts = [f':match/id {mid} :match/at {inst(2025, 1 + m % 6, 1 + m % 28, (m * 5) % 24, (m * 13) % 60)} :match/mode :{MODES[m % 3]}',
                 f':match/map {s(MAPS[m % 5])}']
        if m % 10 != 7:
            parts.append(f":match/duration {300 + (m * 97) % 1500}")
        parts.append(":match/results [" + " ".join(res) + "]")
        ents.append("{" + " ".join(parts) + "}")
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(ents) + "]\n")
    print(len(ents), "entities/forms")


main()
