#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen105 parity corpus (deterministic).

Real-estate listings: cities and neighbourhoods (string identity, :nb/city ref,
:nb/adjacent cardinality-many with a cycle and a self-loop); agencies (keyword
identity, component offices); agents (string identity, unique-value email with
gaps, :agent/mentor chain with a cycle, bigdec commission, unicode/empty names);
properties (string identity, tuple :prop/geo [lat lon] doubles, cardinality-many
features keywords, bigint land value, negative floor); listings (component
price history, bigdec price, status keyword, instants); viewings and offers
(long amounts incl. Long limits, doubles incl. -0.0 and 1e-300/1e300).
"""
import os, random
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(105)

SCHEMA = """{:city/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :city/pop {:db/valueType :db.type/long}
 :nb/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :nb/name {:db/valueType :db.type/string}
 :nb/city {:db/valueType :db.type/ref}
 :nb/adjacent {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :nb/score {:db/valueType :db.type/double}
 :agency/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :agency/name {:db/valueType :db.type/string}
 :agency/offices {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :office/addr {:db/valueType :db.type/string}
 :office/phone {:db/valueType :db.type/string}
 :agent/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :agent/name {:db/valueType :db.type/string}
 :agent/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :agent/agency {:db/valueType :db.type/ref}
 :agent/mentor {:db/valueType :db.type/ref}
 :agent/commission {:db/valueType :db.type/bigdec}
 :agent/langs {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :agent/active {:db/valueType :db.type/boolean}
 :prop/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :prop/nb {:db/valueType :db.type/ref}
 :prop/type {:db/valueType :db.type/keyword}
 :prop/beds {:db/valueType :db.type/long}
 :prop/area {:db/valueType :db.type/double}
 :prop/floor {:db/valueType :db.type/long}
 :prop/features {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :prop/land-value {:db/valueType :db.type/bigint}
 :prop/geo {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/double :db.type/double]}
 :prop/built {:db/valueType :db.type/instant}
 :prop/title {:db/valueType :db.type/string}
 :listing/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :listing/prop {:db/valueType :db.type/ref}
 :listing/agent {:db/valueType :db.type/ref}
 :listing/price {:db/valueType :db.type/bigdec}
 :listing/status {:db/valueType :db.type/keyword}
 :listing/listed {:db/valueType :db.type/instant}
 :listing/history {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :ph/at {:db/valueType :db.type/instant}
 :ph/price {:db/valueType :db.type/bigdec}
 :ph/delta {:db/valueType :db.type/long}
 :viewing/listing {:db/valueType :db.type/ref}
 :viewing/at {:db/valueType :db.type/instant}
 :viewing/rating {:db/valueType :db.type/double}
 :viewing/note {:db/valueType :db.type/string}
 :offer/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :offer/listing {:db/valueType :db.type/ref}
 :offer/amount {:db/valueType :db.type/long}
 :offer/ratio {:db/valueType :db.type/double}
 :offer/accepted {:db/valueType :db.type/boolean}
 :offer/count {:db/valueType :db.type/bigint}}
"""

def s(x): return '"' + x.replace('\\', '\\\\').replace('"', '\\"') + '"'
def inst(y, mo, d, h=0, mi=0): return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'
def emap(d): return "{" + " ".join(f"{k} {v}" for k, v in d.items()) + "}"

CITIES = [("Zürich", 421878), ("Málaga", 578460), ("København", 644431), ("Springfield", 0), ("", -1)]
NBN = ["Altstadt", "Seefeld", "Centro", "Soho", "Nørrebro", "Vesterbro", "Evergreen", "Shelbyville Rd", "Östermalm", "", "Le Marais", "東京"]
FEAT = [":garden", ":garage", ":balcony", ":pool", ":lift", ":solar"]
LANGS = [":en", ":de", ":es", ":da", ":ja"]
NAMES = ["Anna Müller", "José Ñúñez", "Søren Kierkegaard", "Chloé Dupont", "", "山田 太郎", "Bob O'Neil", "Zoë \"Z\" Smith", "Ivan Petrov", "Lea Weiß",
         "Marta Gómez", "Émile Zola", "Ola Nordmann", "Priya Patel", "Tom Jones", "Ümit Yılmaz", "Ana Lima", "Jan Novák", "Mia Wong", "Olga Ivanova"]

def main():
    out = []
    for i, (n, p) in enumerate(CITIES):
        out.append(emap({":db/id": s(f"c{i}"), ":city/name": s(n), ":city/pop": str(p)}))
    for i, n in enumerate(NBN):
        d = {":db/id": s(f"n{i}"), ":nb/id": s(f"NB{i:02d}"), ":nb/name": s(n), ":nb/city": s(f"c{i % 4}")}
        adj = sorted({(i + 1) % len(NBN), (i * 5) % len(NBN)})
        if i == 3: adj.append(3)
        if i != 7: d[":nb/adjacent"] = "[" + " ".join(s(f"n{a}") for a in adj) + "]"
        if i % 4 != 1: d[":nb/score"] = repr([7.5, -0.0, 1e-300, 9.99, 3.3333333333333335, 1e300, -2.25, 0.1][i % 8])
        out.append(emap(d))
    for i, (c, n) in enumerate([(":acme", "ACME Homes"), (":sol", "Sol Inmobiliaria"), (":nord", "Nordisk Bolig"), (":tiny", "Tiny & Co")]):
        offs = " ".join(emap({":office/addr": s(f"{n} Street {k}"), **({":office/phone": s(f"+41 {i}{k}")} if k % 2 == 0 else {})}) for k in range(i % 3 + (0 if i == 3 else 1)))
        d = {":db/id": s(f"ag{i}"), ":agency/code": c, ":agency/name": s(n)}
        if offs: d[":agency/offices"] = "[" + offs + "]"
        out.append(emap(d))
    NA = 20
    for a in range(NA):
        d = {":db/id": s(f"a{a}"), ":agent/id": s(f"A{a:02d}"), ":agent/name": s(NAMES[a]), ":agent/agency": s(f"ag{a % 4}" if a != 19 else "ag0")}
        if a % 5 != 3: d[":agent/email"] = s(f"agent{a}@example.{['com', 'es', 'dk'][a % 3]}")
        if a > 0: d[":agent/mentor"] = s(f"a{(a - 1) // 2}")
        if a == 0: d[":agent/mentor"] = s("a5")  # cycle 0->5->2->0
        d[":agent/commission"] = ["1.50M", "2.25M", "0.75M", "3M", "-0.5M", "2.50M", "1.5M", "0.0M"][a % 8]
        if a % 3 != 2: d[":agent/langs"] = "[" + " ".join(LANGS[k] for k in range(len(LANGS)) if (a >> k) & 1 or k == a % 5) + "]"
        if a % 6 != 5: d[":agent/active"] = "true" if a % 4 else "false"
        out.append(emap(d))
    NP = 110
    for p in range(NP):
        d = {":db/id": s(f"p{p}"), ":prop/id": s(f"P{p:03d}"), ":prop/nb": s(f"n{p % len(NBN)}"),
             ":prop/type": [":flat", ":house", ":studio", ":loft"][p % 4], ":prop/beds": str(p % 6),
             ":prop/area": repr(round(25 + (p * 37 % 200) + (p % 7) * 0.25, 2)),
             ":prop/floor": str((p % 9) - 2), ":prop/title": s(["Sunny flat", "Casa con jardín", "Lejlighed", "", "Loft ☀ view", "Quiet house"][p % 6] + ("" if p % 6 == 3 else f" #{p}"))}
        if p % 5 != 4: d[":prop/features"] = "[" + " ".join(FEAT[k] for k in range(6) if (p * 7 + k) % 4 == 0) + "]"
        if p % 7 != 6: d[":prop/land-value"] = str(100000 + p * 12345) + "N" if p != 13 else "92233720368547758070N"
        if p % 4 != 3: d[":prop/geo"] = f"[{round(47 + p * 0.013, 4)} {round(-3 + p * 0.071, 4)}]"
        if p % 3 != 0: d[":prop/built"] = inst(1900 + p % 120, 1 + p % 12, 1 + p % 28)
        out.append(emap(d))
    NL = 160
    for l in range(NL):
        p = (l * 3) % NP
        d = {":db/id": s(f"l{l}"), ":listing/id": s(f"L{l:03d}"), ":listing/prop": s(f"p{p}"),
             ":listing/status": [":active", ":sold", ":withdrawn", ":active", ":pending"][l % 5],
             ":listing/listed": inst(2023 + l % 3, 1 + l % 12, 1 + (l * 7) % 28, l % 24)}
        if l % 9 != 8: d[":listing/agent"] = s(f"a{(l * 7) % NA}")
        if l % 11 != 10: d[":listing/price"] = f"{150000 + (l * 7919) % 900000}.{(l * 13) % 100:02d}M"
        hist = []
        for h in range(l % 4):
            hd = {":ph/at": inst(2022 + h, 1 + (l + h) % 12, 1 + h), ":ph/price": f"{140000 + (l * 1000) + h * 2500}.5M"}
            if h % 2 == 0: hd[":ph/delta"] = str([-2500, 0, 1000, -9223372036854775808, 9223372036854775807][(l + h) % 5])
            hist.append(emap(hd))
        if hist: d[":listing/history"] = "[" + " ".join(hist) + "]"
        out.append(emap(d))
    for v in range(260):
        d = {":viewing/listing": s(f"l{(v * 13) % NL}"), ":viewing/at": inst(2024, 1 + v % 12, 1 + v % 28, 9 + v % 9, (v * 11) % 60)}
        if v % 4 != 0: d[":viewing/rating"] = repr([4.5, -0.0, 0.0, 3.25, 1e-300, 5.0, 2.7182818284590455, -1.5][v % 8])
        if v % 3 == 0: d[":viewing/note"] = s(["nice", "", "tiny kitchen 🍳", "noisy", "schön"][v % 5])
        out.append(emap(d))
    for o in range(180):
        d = {":offer/id": s(f"O{o:03d}"), ":offer/listing": s(f"l{(o * 17) % NL}"),
             ":offer/amount": str([100000 + o * 1111, -5, 0, 9223372036854775807, -9223372036854775808, 250000 + o][o % 6] if o % 6 else 100000 + o * 1111),
             ":offer/ratio": repr([0.95, 1.05, -0.0, 1e300, 0.1, 0.30000000000000004, 1.0][o % 7])}
        if o % 4 != 3: d[":offer/accepted"] = "true" if o % 5 == 0 else "false"
        if o % 8 == 0: d[":offer/count"] = str(o) + "N"
        out.append(emap(d))
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(out) + "]\n")
    print(len(out), "entities")

main()
