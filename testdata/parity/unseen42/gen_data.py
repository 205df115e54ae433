#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 42nd unseen parity corpus.

A citizen-science bird-observation network: observers (a string handle
identity, a uuid identity, bigdec reputation, keyword levels, instants,
booleans, a verifier ref graph with a self-loop and a 2-cycle, a
cardinality-many buddies graph), taxa (a string name identity, keyword
ranks, a parent tree genus -> family -> order with one injected cycle),
species (a unique-value scientific name incl. unicode and "", double
wingspans incl. 0.0 and negative, a genus ref, keyword status), sites
(long lat/lon buckets, a composite :db/tupleAttrs unique identity key,
string names), sightings (a long id identity, refs to observer, species,
site and verifier, long counts incl. 0 and negative, a homogeneous double
coordinate tuple, instants, double confidence, cardinality-many keyword
tags, cardinality-many component photos with bigint byte sizes, a
[keyword long] meta tuple by :db/tupleTypes, a bigdec fee, optional notes).
Every entity is a top-level map with a string tempid, in a fixed order.
Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:observer/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :observer/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :observer/name {:db/valueType :db.type/string}
 :observer/joined {:db/valueType :db.type/instant}
 :observer/active {:db/valueType :db.type/boolean}
 :observer/rep {:db/valueType :db.type/bigdec}
 :observer/level {:db/valueType :db.type/keyword}
 :observer/verifier {:db/valueType :db.type/ref}
 :observer/buddies {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :observer/langs {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :taxon/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :taxon/rank {:db/valueType :db.type/keyword}
 :taxon/parent {:db/valueType :db.type/ref}
 :taxon/latin {:db/valueType :db.type/string}
 :species/sci {:db/valueType :db.type/string :db/unique :db.unique/value}
 :species/common {:db/valueType :db.type/string}
 :species/genus {:db/valueType :db.type/ref}
 :species/status {:db/valueType :db.type/keyword}
 :species/wingspan {:db/valueType :db.type/double}
 :species/mass {:db/valueType :db.type/long}
 :species/aliases {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :site/lat-bucket {:db/valueType :db.type/long}
 :site/lon-bucket {:db/valueType :db.type/long}
 :site/key {:db/valueType :db.type/tuple :db/tupleAttrs [:site/lat-bucket :site/lon-bucket] :db/unique :db.unique/identity}
 :site/name {:db/valueType :db.type/string}
 :site/protected {:db/valueType :db.type/boolean}
 :sighting/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :sighting/observer {:db/valueType :db.type/ref}
 :sighting/species {:db/valueType :db.type/ref}
 :sighting/site {:db/valueType :db.type/ref}
 :sighting/verified-by {:db/valueType :db.type/ref}
 :sighting/count {:db/valueType :db.type/long}
 :sighting/coords {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :sighting/at {:db/valueType :db.type/instant}
 :sighting/confidence {:db/valueType :db.type/double}
 :sighting/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :sighting/photos {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :sighting/meta {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :sighting/fee {:db/valueType :db.type/bigdec}
 :sighting/note {:db/valueType :db.type/string}
 :photo/url {:db/valueType :db.type/string}
 :photo/bytes {:db/valueType :db.type/bigint}
 :photo/ok {:db/valueType :db.type/boolean}
 :photo/exif {:db/valueType :db.type/ref :db/isComponent true}
 :exif/camera {:db/valueType :db.type/string}
 :exif/iso {:db/valueType :db.type/long}}
"""

# handle, name, level, rep, active(None=missing), langs
OBSERVERS = [("ana", "Ana Souza", "expert", "98.50", True, ["pt", "en"]),
             ("bjorn", "Björn Ålund", "expert", "87.25", True, ["sv"]),
             ("chloe", "Chloé Durand", "novice", "12.00", False, ["fr", "en"]),
             ("dmitri", "Дмитрий Соколов", "intermediate", "55.5", True, ["ru"]),
             ("eunji", "김은지", "intermediate", "0", None, ["ko", "en"]),
             ("fatima", "Fāṭima al-Zahrāʾ", "novice", "-3.75", True, []),
             ("gus", "Gus", "expert", "100.000", False, ["en"]),
             ("hina", "日向 ひな", "novice", "7.1", True, ["ja"]),
             ("ivan", "", "novice", "0.00", True, []),
             ("jose", "José Núñez", "intermediate", "42", None, ["es", "en", "pt"]),
             ("kofi", "Kofi 🐦 Mensah", "expert", "66.60", True, ["en", "tw"]),
             ("lu", "  Lu  ", "novice", "1E+2", False, ["zh"])]
VERIFIER = {"bjorn": "ana", "chloe": "ana", "dmitri": "bjorn", "eunji": "gus", "gus": "gus",
            "hina": "kofi", "kofi": "jose", "jose": "kofi", "lu": "dmitri", "ana": "bjorn"}
# taxa: name, rank, parent, latin
TAXA = [("Passeriformes", "order", None, "Passeriformes Linnaeus"),
        ("Accipitriformes", "order", None, "Accipitriformes"),
        ("Anseriformes", "order", "Anatidae", "Anseriformes"),  # cycle: order -> family below
        ("Turdidae", "family", "Passeriformes", "Turdidae Rafinesque"),
        ("Paridae", "family", "Passeriformes", "Paridae"),
        ("Corvidae", "family", "Passeriformes", ""),
        ("Accipitridae", "family", "Accipitriformes", "Accipitridae Vieillot"),
        ("Anatidae", "family", "Anseriformes", "Anatidae Leach"),
        ("Turdus", "genus", "Turdidae", "Turdus"),
        ("Erithacus", "genus", "Turdidae", "Erithacus"),
        ("Parus", "genus", "Paridae", "Parus"),
        ("Cyanistes", "genus", "Paridae", "Cyanistes"),
        ("Corvus", "genus", "Corvidae", "Corvus"),
        ("Pica", "genus", "Corvidae", "Pica"),
        ("Buteo", "genus", "Accipitridae", "Buteo"),
        ("Aquila", "genus", "Accipitridae", "Aquila"),
        ("Anas", "genus", "Anatidae", "Anas"),
        ("Cygnus", "genus", "Anatidae", "Cygnus"),
        ("Incertae", "genus", None, "incertae sedis")]
# sci, common, genus, status, wingspan(None), mass, aliases
SPECIES = [("Turdus merula", "Common Blackbird", "Turdus", "lc", 36.5, 100, ["Amsel", "merle noir"]),
           ("Turdus philomelos", "Song Thrush", "Turdus", "lc", 34.0, 70, ["Singdrossel"]),
           ("Turdus pilaris", "Fieldfare", "Turdus", "lc", 40.0, 100, []),
           ("Erithacus rubecula", "European Robin", "Erithacus", "lc", 21.0, 18, ["Rotkehlchen", "rouge-gorge"]),
           ("Parus major", "Great Tit", "Parus", "lc", 23.5, 18, ["Kohlmeise"]),
           ("Cyanistes caeruleus", "Eurasian Blue Tit", "Cyanistes", "lc", 18.0, 11, []),
           ("Corvus corax", "Common Raven", "Corvus", "lc", 130.0, 1200, ["Kolkrabe", "ворон"]),
           ("Corvus corone", "Carrion Crow", "Corvus", "lc", 95.0, 500, []),
           ("Corvus monedula", "Western Jackdaw", "Corvus", "lc", 70.0, 250, ["Dohle"]),
           ("Pica pica", "Eurasian Magpie", "Pica", "lc", 55.0, 220, ["Elster", "カササギ"]),
           ("Buteo buteo", "Common Buzzard", "Buteo", "lc", 120.0, 900, ["Mäusebussard"]),
           ("Buteo lagopus", "Rough-legged Buzzard", "Buteo", "lc", 135.0, 1000, []),
           ("Aquila chrysaetos", "Golden Eagle", "Aquila", "vu", 210.0, 4500, ["Steinadler", "Águila real"]),
           ("Aquila heliaca", "Eastern Imperial Eagle", "Aquila", "vu", 200.0, 3500, []),
           ("Anas platyrhynchos", "Mallard", "Anas", "lc", 88.0, 1100, ["Stockente"]),
           ("Anas crecca", "Eurasian Teal", "Anas", "lc", 0.0, 330, []),
           ("Cygnus olor", "Mute Swan", "Cygnus", "lc", 220.0, 11000, ["Höckerschwan"]),
           ("Cygnus cygnus", "Whooper Swan", "Cygnus", "nt", 230.0, 10000, []),
           ("Ægithalos caudatus", "Long-tailed Tit", "Parus", "lc", 17.0, 9, ["Schwanzmeise"]),
           ("Ψ ornithus", "Greek-letter Bird", "Incertae", "dd", -1.0, 0, ["Ψ"]),
           ("鳥 tori", "Japanese Bird", "Incertae", "dd", None, 50, []),
           ("", "Unnamed", None, "dd", None, -5, []),
           ("Corvus  frugilegus", "Rook", "Corvus", "lc", 90.0, 450, ["Saatkrähe"]),
           ("turdus viscivorus", "Mistle Thrush", "Turdus", "lc", 45.0, 120, [])]
# sites: name, lat bucket, lon bucket, protected
SITES = [("Riverside Marsh", 52, 13, True), ("Old Quarry", 52, 14, False), ("Hafen Süd", 53, 10, None),
         ("Lago Azul", -23, -46, True), ("Zero Point", 0, 0, False), ("北の森", 43, 141, True),
         ("Москва-река", 55, 37, False), ("", -1, -1, None)]
TAGS = ["juvenile", "adult", "song", "flock", "nest", "flight", "feeding", "rare"]
CAMS = ["Canon R5", "Nikon Z6", "", "Pixel 8", "Sony α7"]
ATTRS = ["call", "visual", "nest", "track"]


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
    for i, (h, name, lvl, rep, act, langs) in enumerate(OBSERVERS):
        e = [f":db/id {s('o-' + h)}", f":observer/handle {s(h)}", f":observer/name {s(name)}",
             f':observer/uuid #uuid "0b5e0000-0000-4000-8000-{i + 1:012d}"',
             f":observer/level :{lvl}", f":observer/rep {rep}M",
             f":observer/joined {inst(2015 + i % 8, 1 + i, 1 + (i * 3) % 28, i, 2 * i)}"]
        if act is not None:
            e.append(f":observer/active {b(act)}")
        if langs:
            e.append(f":observer/langs [{' '.join(':' + x for x in langs)}]")
        ents.append(e)
    for h in [o[0] for o in OBSERVERS]:
        if h in VERIFIER:
            ents.append([f":db/id {s('o-' + h)}", f":observer/verifier {s('o-' + VERIFIER[h])}"])
    for i, (h, *_r) in enumerate(OBSERVERS):
        bs = sorted({OBSERVERS[(i + 1) % 12][0], OBSERVERS[(i * 5 + 2) % 12][0]} - {h}) if i % 4 != 3 else []
        if bs:
            ents.append([f":db/id {s('o-' + h)}", f":observer/buddies {refs('o-' + x for x in bs)}"])
    for name, rank, parent, latin in TAXA:
        e = [f":db/id {s('t-' + name)}", f":taxon/name {s(name)}", f":taxon/rank :{rank}", f":taxon/latin {s(latin)}"]
        if parent:
            e.append(f":taxon/parent {s('t-' + parent)}")
        ents.append(e)
    for k, (sci, com, gen, st, ws, mass, al) in enumerate(SPECIES):
        e = [f":db/id {s('sp' + str(k))}", f":species/sci {s(sci)}", f":species/common {s(com)}",
             f":species/status :{st}", f":species/mass {mass}"]
        if gen:
            e.append(f":species/genus {s('t-' + gen)}")
        if ws is not None:
            e.append(f":species/wingspan {ws!r}")
        if al:
            e.append(f":species/aliases {refs(al)}")
        ents.append(e)
    for k, (name, la, lo, prot) in enumerate(SITES):
        e = [f":db/id {s('site' + str(k))}", f":site/name {s(name)}", f":site/lat-bucket {la}", f":site/lon-bucket {lo}"]
        if prot is not None:
            e.append(f":site/protected {b(prot)}")
        ents.append(e)
    NS = 200
    for i in range(NS):
        o = OBSERVERS[(i * 7) % 12][0]
        sp = (i * 5 + i // 7) % len(SPECIES)
        site = (i * 3) % len(SITES)
        cnt = [1, 2, 3, 0, 5, 12, 1, 40, -1, 2, 7][i % 11]
        lat = SITES[site][1] + ((i * 13) % 100) / 100.0
        lon = SITES[site][2] - ((i * 17) % 100) / 100.0
        conf = [0.5, 0.75, 1.0, 0.0, 0.9, 0.33, 0.125][i % 7]
        e = [f":db/id {s('sg' + str(i))}", f":sighting/id {10000 + i}", f":sighting/observer {s('o-' + o)}",
             f":sighting/species {s('sp' + str(sp))}", f":sighting/site {s('site' + str(site))}",
             f":sighting/count {cnt}", f":sighting/coords [{lat!r} {lon!r}]",
             f":sighting/at {inst(2022 + i % 3, 1 + i % 12, 1 + i % 28, (i * 5) % 24, (i * 11) % 60)}",
             f":sighting/confidence {conf!r}",
             f":sighting/meta [:{ATTRS[i % 4]} {(i * 37) % 90 - 10}]"]
        if i % 5 != 4:
            vb = OBSERVERS[(i * 11 + 3) % 12][0]
            e.append(f":sighting/verified-by {s('o-' + vb)}")
        tg = sorted({TAGS[i % 8], TAGS[(i * 3) % 8]}) if i % 6 != 5 else []
        if tg:
            e.append(f":sighting/tags [{' '.join(':' + t for t in tg)}]")
        if i % 4 == 0:
            e.append(f":sighting/fee {['0.00', '2.50', '-1.25', '10'][(i // 4) % 4]}M")
        if i % 9 == 0:
            e.append(f":sighting/note {s(['Heard at dawn', 'Très bien vu', '', '  spaces  ', '鳴き声', 'a,b,c', 'UPPER lower', 'line1 line2'][(i // 9) % 8])}")
        nph = [0, 1, 2, 0, 1, 3][i % 6]
        if nph:
            phs = []
            for p in range(nph):
                ph = f"{{:photo/url {s(f'https://birds.example/p/{i}-{p}.jpg')} :photo/bytes {((i + 1) * (p + 3) * 104729) % 5000000 - (1 if i == 1 else 0) * 0}N :photo/ok {b((i + p) % 3 != 0)}"
                if (i + p) % 4 == 0:
                    ph += f" :photo/exif {{:exif/camera {s(CAMS[(i + p) % 5])} :exif/iso {100 * (1 + (i + p) % 8)}}}"
                phs.append(ph + "}")
            e.append(f":sighting/photos [{' '.join(phs)}]")
        ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[\n")
        for e in ents:
            f.write(" {" + " ".join(e) + "}\n")
        f.write("]\n")


if __name__ == "__main__":
    main()
