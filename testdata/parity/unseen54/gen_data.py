#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen54 parity corpus: a
real-estate listings site (agencies, agents with a licence identity and a
unique-value phone, neighbourhoods with an adjacency graph holding a cycle
and a self-loop, listings with a reference-code identity, long and bigdec
prices, double areas, a [double double] geo tuple, keyword features,
component offers (bigdec amounts, composite [listing number] identity) and
component price history, photo uuids). Deterministic."""
import os, random

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(54)

SCHEMA = """{:agency/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :agency/city {:db/valueType :db.type/string}
 :agency/franchise {:db/valueType :db.type/boolean}
 :agency/fee {:db/valueType :db.type/bigdec}
 :agent/licence {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :agent/phone {:db/valueType :db.type/string :db/unique :db.unique/value}
 :agent/name {:db/valueType :db.type/string}
 :agent/agency {:db/valueType :db.type/ref}
 :agent/rating {:db/valueType :db.type/double}
 :agent/active {:db/valueType :db.type/boolean}
 :agent/mentor {:db/valueType :db.type/ref}
 :agent/languages {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :agent/since {:db/valueType :db.type/instant}
 :agent/sales {:db/valueType :db.type/bigint}
 :hood/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :hood/adjacent {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :hood/zone {:db/valueType :db.type/keyword}
 :hood/population {:db/valueType :db.type/bigint}
 :hood/centre {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :listing/ref {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :listing/title {:db/valueType :db.type/string}
 :listing/agent {:db/valueType :db.type/ref}
 :listing/hood {:db/valueType :db.type/ref}
 :listing/price {:db/valueType :db.type/long}
 :listing/asking {:db/valueType :db.type/bigdec}
 :listing/area {:db/valueType :db.type/double}
 :listing/bedrooms {:db/valueType :db.type/long}
 :listing/baths {:db/valueType :db.type/long}
 :listing/geo {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/double :db.type/double]}
 :listing/features {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :listing/status {:db/valueType :db.type/keyword}
 :listing/open-house {:db/valueType :db.type/instant :db/cardinality :db.cardinality/many}
 :listing/listed {:db/valueType :db.type/instant}
 :listing/offers {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :listing/history {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :listing/photos {:db/valueType :db.type/uuid :db/cardinality :db.cardinality/many}
 :listing/garden {:db/valueType :db.type/boolean}
 :listing/views {:db/valueType :db.type/bigint}
 :listing/floors {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :offer/listing {:db/valueType :db.type/ref}
 :offer/number {:db/valueType :db.type/long}
 :offer/listing+number {:db/valueType :db.type/tuple :db/tupleAttrs [:offer/listing :offer/number] :db/unique :db.unique/identity}
 :offer/amount {:db/valueType :db.type/bigdec}
 :offer/status {:db/valueType :db.type/keyword}
 :offer/buyer {:db/valueType :db.type/string}
 :offer/made {:db/valueType :db.type/instant}
 :offer/cash {:db/valueType :db.type/boolean}
 :history/date {:db/valueType :db.type/instant}
 :history/price {:db/valueType :db.type/long}
 :history/note {:db/valueType :db.type/string}}
"""

AGENCIES = [("Harbour Homes", "Lisbon", True, "1.50"), ("Maison Dupré", "Paris", False, "2.00"),
            ("北京地产", "Beijing", True, "0.00"), ("Casa Nova", "Lisbon", False, "2.5"),
            ("Empty Keys", "", False, "-0.25"), ("Solo Realty", "Oslo", None, "3.125")]
FIRST = ["Ana", "Bruno", "Céline", "Dmitri", "Eun-ji", "Farid", "Greta", "Hana", "Ivo", "Joana",
         "Kofi", "Lúcia", "Marek", "Nadia", "Olaf", "Pía", "Qing", "Rui", "Søren", "Tomás"]
LAST = ["Silva", "Dupré", "王", "Costa", "Nowak", "Haddad", "Berg", "Sato", "Mendes", "Ferreira"]
LANGS = ["en", "pt", "fr", "zh", "de", "ar", "no"]
HOODS = [("Alfama", ["Baixa", "Graça"], "historic", 20000, [38.711, -9.130]),
         ("Baixa", ["Alfama", "Chiado"], "central", 8000, [38.710, -9.137]),
         ("Chiado", ["Baixa", "Bairro Alto"], "central", 6000, [38.711, -9.142]),
         ("Bairro Alto", ["Chiado", "Príncipe Real"], "nightlife", 5000, [38.713, -9.145]),
         ("Príncipe Real", ["Bairro Alto", "Estrela"], "residential", 4000, [38.716, -9.149]),
         ("Estrela", ["Príncipe Real", "Lapa"], "residential", 21000, [38.713, -9.160]),
         ("Lapa", ["Estrela"], "residential", 9000, [38.708, -9.160]),
         ("Graça", ["Alfama", "Graça"], "historic", 0, [38.717, -9.131]),
         ("Belém", ["Ajuda"], "suburban", 16000, [38.697, -9.206]),
         ("Ajuda", ["Belém", "Alcântara"], "suburban", 15000, [38.707, -9.198]),
         ("Alcântara", ["Ajuda"], "industrial", -1, [38.705, -9.176]),
         ("Isolado", [], "rural", 12345678901234567890, [0.0, -0.0])]
FEATURES = ["balcony", "lift", "parking", "pool", "garden", "view", "terrace", "fireplace", "aircon", "storage"]
STATUS = ["active", "active", "active", "pending", "sold", "withdrawn", "active", "draft"]
OSTAT = ["pending", "rejected", "accepted", "countered", "withdrawn"]
BUYERS = ["J. Smith", "M. Rossi", "李雷", "", "A. Müller", "K. O'Neil", "Zoë Ünal"]
TITLES = ["Bright flat", "Charming townhouse", "Loft with view", "Studio", "Family home", "Penthouse",
          "Quiet T2", "Renovated T3", "Garden villa", "Duplex ✨", "Cosy attic", "Fixer-upper"]


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def inst(y, m, d, h=0, mi=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def uuid(a, b):
    return f'#uuid "5400{a:04d}-0000-4000-8000-{b:012d}"'


def main():
    ents = []
    for i, (n, city, fr, fee) in enumerate(AGENCIES):
        e = [f":db/id {s('ag-%d' % i)}", f":agency/name {s(n)}", f":agency/city {s(city)}", f":agency/fee {fee}M"]
        if fr is not None:
            e.append(f":agency/franchise {'true' if fr else 'false'}")
        ents.append(e)
    NAG = 20
    for i in range(NAG):
        name = FIRST[i] + " " + LAST[i % len(LAST)]
        e = [f":db/id {s('a-%d' % i)}", f":agent/licence {s('LIC-%03d' % (100 + i))}",
             f":agent/name {s(name)}", f":agent/since {inst(2005 + i % 15, 1 + i % 12, 1 + i)}"]
        if i != 7:
            e.append(f":agent/phone {s('+351 9%02d 000 %03d' % (i, i * 7))}")
        if i != 19:
            e.append(f":agent/agency {s('ag-%d' % (i % 5 if i % 7 else 5 if i else 0))}")
        if i % 6 != 5:
            e.append(f":agent/rating {[4.5, 3.0, 5.0, 0.0, -1.0, 4.25, 2.75][i % 7]!r}")
        e.append(f":agent/active {'false' if i in (3, 11) else 'true'}")
        if i % 4 != 3:
            e.append(f":agent/languages [{' '.join(':' + LANGS[(i + k) % len(LANGS)] for k in range(1 + i % 3))}]")
        e.append(f":agent/sales {[0, 12, 345, -2, 99999999999999999999][i % 5]}N")
        ents.append(e)
    # mentor graph: chain with a cycle 4->5->6->4 and a self-loop 9
    MENT = {1: 0, 2: 1, 3: 1, 4: 5, 5: 6, 6: 4, 8: 2, 9: 9, 10: 8, 12: 10}
    for a, m in MENT.items():
        ents.append([f":db/id {s('a-%d' % a)}", f":agent/mentor {s('a-%d' % m)}"])
    for i, (n, adj, zone, pop, c) in enumerate(HOODS):
        e = [f":db/id {s('h-' + n)}", f":hood/name {s(n)}", f":hood/zone :{zone}",
             f":hood/population {pop}N", f":hood/centre [{c[0]!r} {c[1]!r}]"]
        ents.append(e)
    for n, adj, zone, pop, c in HOODS:
        if adj:
            ents.append([f":db/id {s('h-' + n)}", f":hood/adjacent [{' '.join(s('h-' + a) for a in adj)}]"])
    NL = 90
    onum = 0
    for i in range(NL):
        ref = "LX-%04d" % (1000 + i)
        hood = HOODS[i % len(HOODS)][0]
        agent = i % NAG
        beds = [0, 1, 2, 3, 4, 2, 1, 5, 3, 2][i % 10]
        area = round(25.0 + beds * 28.5 + (i * 7.3) % 40, 2)
        if i == 13:
            area = 0.0
        price = 150000 + beds * 85000 + (i * 13577) % 200000
        if i == 21:
            price = 0
        if i == 22:
            price = -5000
        e = [f":db/id {s('l-%d' % i)}", f":listing/ref {s(ref)}",
             f":listing/title {s(TITLES[i % len(TITLES)] + ('' if i % 9 else ' ' + hood))}",
             f":listing/hood {s('h-' + hood)}", f":listing/price {price}",
             f":listing/bedrooms {beds}", f":listing/status :{STATUS[i % len(STATUS)]}",
             f":listing/listed {inst(2024 + i % 2, 1 + i % 12, 1 + i % 28, i % 24)}"]
        if i % 17 != 16:
            e.append(f":listing/agent {s('a-%d' % agent)}")
        if i % 11 != 10:
            e.append(f":listing/area {area!r}")
        if i % 3 == 0:
            e.append(f":listing/asking {price}.00M")
        elif i % 3 == 1:
            e.append(f":listing/asking {price}M")
        elif i % 5 == 2:
            e.append(f":listing/asking {price - 1}.50M")
        e.append(f":listing/baths {max(0, beds - i % 2)}")
        if i % 13 != 12:
            lat = round(38.69 + (i * 0.0037) % 0.04, 4)
            lon = round(-9.21 + (i * 0.0053) % 0.09, 4)
            e.append(f":listing/geo [{lat!r} {lon!r}]")
        feats = [FEATURES[(i * k + k) % len(FEATURES)] for k in range(i % 5)]
        feats = sorted(set(feats))
        if feats:
            e.append(f":listing/features [{' '.join(':' + f for f in feats)}]")
        if i % 4 == 0:
            oh = [inst(2025, 3 + i % 6, 1 + i % 27, 10 + k * 4) for k in range(1 + i % 3)]
            e.append(f":listing/open-house [{' '.join(oh)}]")
        if i % 2 == 0 and i % 4:
            e.append(f":listing/photos [{' '.join(uuid(i, k) for k in range(i % 4))}]")
        if i % 5 != 4:
            e.append(f":listing/garden {'true' if 'garden' in feats else 'false'}")
        e.append(f":listing/views {(i * 991) % 5000 if i != 30 else 0}N")
        if i % 6 == 0:
            e.append(f":listing/floors [{i % 4} {-1 if i % 12 == 0 else 0} {i % 7}]")
        # offers (components) with composite identity
        nof = [0, 1, 2, 3, 1, 0, 2][i % 7]
        offers = []
        for k in range(nof):
            onum += 1
            amt = price - 10000 * (k + 1) + (i % 3) * 2500
            cents = ["00", "50", "", "99"][(i + k) % 4]
            amount = f"{amt}.{cents}M" if cents else f"{amt}M"
            st = OSTAT[(i + k) % len(OSTAT)]
            o = [f":offer/listing {s('l-%d' % i)}", f":offer/number {k + 1}", f":offer/amount {amount}",
                 f":offer/status :{st}", f":offer/buyer {s(BUYERS[(i + k) % len(BUYERS)])}",
                 f":offer/made {inst(2025, 1 + (i + k) % 12, 1 + k, 9)}"]
            if (i + k) % 3 != 2:
                o.append(f":offer/cash {'true' if (i + k) % 2 else 'false'}")
            offers.append("{" + " ".join(o) + "}")
        if offers:
            e.append(f":listing/offers [{' '.join(offers)}]")
        nh = i % 4
        hist = []
        for k in range(nh):
            hp = price + 5000 * (nh - k)
            hist.append("{" + f":history/date {inst(2023 + k % 2, 1 + (i + k) % 12, 2 + k)} :history/price {hp} "
                        f":history/note {s(['initial', 'price cut', '', 'relisted ✓'][k % 4])}" + "}")
        if hist:
            e.append(f":listing/history [{' '.join(hist)}]")
        ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
