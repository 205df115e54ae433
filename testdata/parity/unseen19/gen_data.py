#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the nineteenth unseen parity corpus.

A museum archive: object kinds as idents; museums (a keyword identity, a
homogeneous double tuple of coordinates, founding instants); artists (a
string slug identity, a unique-value uuid, birth years incl. negative and 0,
a teacher graph with a 2-cycle and a self-loop, cardinality-many keyword
movements); objects (a string accession identity, a bigint catalogue number,
a bigdec acquisition price incl. 0M and negative, cardinality-many keyword
materials, a heterogeneous [double double keyword] dimensions tuple, a
composite [:object/owner :object/inv] identity, component parts nested up
to four levels); exhibitions (string identity, cardinality-many ref to
objects, instant ranges, bigdec budgets); loans (instant ranges, some open,
bigdec fees, a homogeneous long tuple of years); provenance records (a chain
per object by :prov/previous, with a 3-cycle and a self-reference).
Every entity is a top-level map with a string tempid, declared before any
map refers to it (components leaf-first). Deterministic.
"""
import os, random

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(19)

SCHEMA = """{:kind/label {:db/valueType :db.type/string}
 :kind/rank {:db/valueType :db.type/long}
 :museum/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :museum/name {:db/valueType :db.type/string}
 :museum/city {:db/valueType :db.type/string}
 :museum/founded {:db/valueType :db.type/instant}
 :museum/location {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :museum/public {:db/valueType :db.type/boolean}
 :artist/slug {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :artist/name {:db/valueType :db.type/string}
 :artist/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :artist/born {:db/valueType :db.type/long}
 :artist/died {:db/valueType :db.type/long}
 :artist/nationality {:db/valueType :db.type/keyword}
 :artist/movements {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :artist/teacher {:db/valueType :db.type/ref}
 :artist/living {:db/valueType :db.type/boolean}
 :object/accession {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :object/title {:db/valueType :db.type/string}
 :object/artist {:db/valueType :db.type/ref}
 :object/kind {:db/valueType :db.type/ref}
 :object/year {:db/valueType :db.type/long}
 :object/catno {:db/valueType :db.type/bigint}
 :object/price {:db/valueType :db.type/bigdec}
 :object/materials {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :object/dims {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/double :db.type/double :db.type/keyword]}
 :object/owner {:db/valueType :db.type/ref}
 :object/inv {:db/valueType :db.type/long}
 :object/owner+inv {:db/valueType :db.type/tuple :db/tupleAttrs [:object/owner :object/inv] :db/unique :db.unique/identity}
 :object/parts {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :object/label {:db/valueType :db.type/ref :db/isComponent true}
 :object/on-view {:db/valueType :db.type/boolean}
 :object/weight {:db/valueType :db.type/double}
 :object/acquired {:db/valueType :db.type/instant}
 :object/uuid {:db/valueType :db.type/uuid}
 :object/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :label/text {:db/valueType :db.type/string}
 :label/lang {:db/valueType :db.type/keyword}
 :part/name {:db/valueType :db.type/string}
 :part/material {:db/valueType :db.type/keyword}
 :part/order {:db/valueType :db.type/long}
 :part/weight {:db/valueType :db.type/double}
 :part/parts {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :exh/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :exh/title {:db/valueType :db.type/string}
 :exh/objects {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :exh/museum {:db/valueType :db.type/ref}
 :exh/start {:db/valueType :db.type/instant}
 :exh/end {:db/valueType :db.type/instant}
 :exh/visitors {:db/valueType :db.type/long}
 :exh/budget {:db/valueType :db.type/bigdec}
 :exh/themes {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :loan/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :loan/object {:db/valueType :db.type/ref}
 :loan/from {:db/valueType :db.type/ref}
 :loan/to {:db/valueType :db.type/ref}
 :loan/start {:db/valueType :db.type/instant}
 :loan/end {:db/valueType :db.type/instant}
 :loan/fee {:db/valueType :db.type/bigdec}
 :loan/insured {:db/valueType :db.type/boolean}
 :loan/years {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :prov/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :prov/object {:db/valueType :db.type/ref}
 :prov/owner {:db/valueType :db.type/string}
 :prov/year {:db/valueType :db.type/long}
 :prov/previous {:db/valueType :db.type/ref}
 :prov/note {:db/valueType :db.type/string}
 :prov/price {:db/valueType :db.type/bigdec}}
"""

KINDS = [("painting", "Painting", 1), ("sculpture", "Sculpture", 2), ("textile", "Textile", 3),
         ("manuscript", "Manuscript", 4), ("ceramic", "Céramique", 5), ("photograph", None, 0)]
MUSEUMS = [("louvre", "Musée du Louvre", "Paris", (1793, 8, 10), [48.8606, 2.3376], True),
           ("prado", "Museo del Prado", "Madrid", (1819, 11, 19), [40.4138, -3.6921], True),
           ("hermitage", "Эрмитаж", "Санкт-Петербург", (1764, 1, 1), [59.9398, 30.3146], True),
           ("tnm", "東京国立博物館", "東京", (1872, 3, 10), [35.7188, 139.7765], None),
           ("moma", "Museum of Modern Art", "New York", (1929, 11, 7), [40.7614, -73.9776], False),
           ("zero", "", "", (1970, 1, 1), [0.0, 0.0], False)]
NATS = ["fr", "es", "nl", "it", "jp", "ru", "us", "gr"]
MOVES = ["baroque", "renaissance", "impressionism", "modernism", "ukiyoe", "realism", "classical", "cubism"]
ARTISTS = [("rembrandt", "Rembrandt van Rijn", 1606, 1669, "nl"), ("vermeer", "Johannes Vermeer", 1632, 1675, "nl"),
           ("velazquez", "Diego Velázquez", 1599, 1660, "es"), ("goya", "Francisco Goya", 1746, 1828, "es"),
           ("monet", "Claude Monet", 1840, 1926, "fr"), ("renoir", "Pierre-Auguste Renoir", 1841, 1919, "fr"),
           ("degas", "Edgar Degas", 1834, 1917, "fr"), ("hokusai", "葛飾北斎", 1760, 1849, "jp"),
           ("hiroshige", "歌川広重", 1797, 1858, "jp"), ("repin", "Илья Репин", 1844, 1930, "ru"),
           ("picasso", "Pablo Picasso", 1881, 1973, "es"), ("phidias", "Φειδίας", -480, -430, "gr"),
           ("anon", "", 0, None, None), ("leonardo", "Leonardo da Vinci", 1452, 1519, "it"),
           ("raphael", "Raffaello Sanzio", 1483, 1520, "it"), ("kusama", "草間彌生", 1929, None, "jp"),
           ("hopper", "Edward Hopper", 1882, 1967, "us"), ("okeeffe", "Georgia O'Keeffe", 1887, 1986, "us"),
           ("caravaggio", "Caravaggio", 1571, 1610, "it"), ("cezanne", "Paul Cézanne", 1839, 1906, "fr"),
           ("basquiat", "Jean-Michel Basquiat", 1960, 1988, "us"), ("malevich", "Казимир Малевич", 1879, 1935, "ru")]
TEACHER = {"vermeer": "rembrandt", "goya": "velazquez", "renoir": "monet", "monet": "renoir",
           "degas": "degas", "hiroshige": "hokusai", "raphael": "leonardo", "picasso": "cezanne",
           "basquiat": "picasso", "malevich": "repin"}
MATERIALS = ["oil", "canvas", "wood", "bronze", "marble", "silk", "paper", "ink", "gold", "clay", "glaze", "linen", "silver"]
TAGS = ["masterpiece", "restored", "fragile", "", "portrait", "landscape", "religious", "✓ verified"]
LANGS = ["en", "fr", "ja", "ru", "es"]


def inst(y, m, d, h=0, mi=0, s=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def refs(xs):
    return "[" + " ".join(s(x) for x in xs) + "]"


def b(x):
    return "true" if x else "false"


def kws(xs):
    return "[" + " ".join(":" + x for x in xs) + "]"


def main():
    ents = []
    for k, lab, rank in KINDS:
        e = [f":db/id {s('k-' + k)}", f":db/ident :kind/{k}", f":kind/rank {rank}"]
        if lab is not None:
            e.append(f":kind/label {s(lab)}")
        ents.append(e)
    for code, name, city, fd, loc, pub in MUSEUMS:
        e = [f":db/id {s('m-' + code)}", f":museum/code :{code}", f":museum/name {s(name)}",
             f":museum/city {s(city)}", f":museum/founded {inst(*fd)}",
             f":museum/location [{loc[0]!r} {loc[1]!r}]"]
        if pub is not None:
            e.append(f":museum/public {b(pub)}")
        ents.append(e)
    for i, (slug, name, born, died, nat) in enumerate(ARTISTS):
        e = [f":db/id {s('a-' + slug)}", f":artist/slug {s(slug)}", f":artist/name {s(name)}",
             f":artist/born {born}", f':artist/uuid #uuid "19190000-0000-4000-8000-{i + 1:012d}"']
        if died is not None:
            e.append(f":artist/died {died}")
        if nat:
            e.append(f":artist/nationality :{nat}")
        mv = sorted(set(R.sample(MOVES, R.randint(0, 3))))
        if mv:
            e.append(f":artist/movements {kws(mv)}")
        e.append(f":artist/living {b(died is None and slug != 'anon')}")
        ents.append(e)
    for a, t in TEACHER.items():
        ents.append([f":db/id {s('a-' + a)}", f":artist/teacher {s('a-' + t)}"])
    kinds = [k for k, _, _ in KINDS]
    museums = [m[0] for m in MUSEUMS]
    slugs = [a[0] for a in ARTISTS]
    objects = []
    inv_count = {}
    pid = [0]

    def part(prefix, depth, order):
        """Declares a part (and its sub-parts, leaf-first); returns its tempid."""
        pid[0] += 1
        tid = f"pt-{pid[0]}"
        subs = []
        if depth < 3 and R.random() < (0.6 if depth == 0 else 0.45):
            for j in range(R.randint(1, 3)):
                subs.append(part(prefix, depth + 1, j))
        e = [f":db/id {s(tid)}", f":part/name {s(prefix + ' ' + ['frame', 'panel', 'base', 'hinge', 'leaf', 'nail', 'clasp'][R.randrange(7)] + ' ' + str(depth) + '.' + str(order))}",
             f":part/order {order}", f":part/material :{R.choice(MATERIALS)}"]
        if R.random() < 0.7:
            e.append(f":part/weight {round(R.uniform(-0.5, 40.0), 2)!r}")
        if subs:
            e.append(f":part/parts {refs(subs)}")
        ents.append(e)
        return tid

    for i in range(64):
        acc = f"ACC-{i:03d}"
        own = museums[i % 6] if i % 11 != 10 else None
        parts = [part(acc, 0, j) for j in range(R.randint(0, 3))]
        lab = None
        if i % 3 == 0:
            lab = f"lb-{i}"
            ents.append([f":db/id {s(lab)}", f":label/text {s(['Room note', 'Étiquette', '説明', '', 'Подпись'][i % 5] + ' ' + str(i))}",
                         f":label/lang :{LANGS[i % 5]}"])
        e = [f":db/id {s('o-' + acc)}", f":object/accession {s(acc)}",
             f":object/title {s(['Untitled', 'Portrait of a Lady', 'Water Lilies', 'The Great Wave', 'Head', 'Vase', 'Codex', 'Still Life', 'Nocturne', 'Ёлка', ''][i % 11] + ('' if i % 11 == 10 else ' ' + str(i)))}",
             f":object/kind {s('k-' + kinds[i % 6 if i % 13 else 5])}",
             f":object/uuid #uuid \"19190000-0000-4000-9000-{i:012d}\""]
        if i % 17 != 16:
            e.append(f":object/artist {s('a-' + slugs[(i * 7) % len(slugs)])}")
        if i % 9 != 8:
            e.append(f":object/year {[-450, 0, 1503, 1642, 1665, 1831, 1872, 1907, 1930, 1999, 2020][i % 11] + (i // 11)}")
        e.append(f":object/catno {[0, -1, 123456789012345678901234567890, 42, 7, 1000000][i % 6] + i * (1 if i % 2 else -1)}N")
        if i % 8 != 7:
            e.append(f":object/price {['0', '-12.50', '1500000.00', '99.99', '3.10', '250000', '7.5'][i % 7]}{'' if i % 7 in (0, 5) else ''}M")
        mats = sorted(set(R.sample(MATERIALS, R.randint(0, 4))))
        if mats:
            e.append(f":object/materials {kws(mats)}")
        if i % 5 != 4:
            w = round(R.uniform(0, 300), 1) if i % 7 else 0.0
            h = round(R.uniform(-1, 300), 1)
            e.append(f":object/dims [{w!r} {h!r} :{['cm', 'mm', 'in'][i % 3]}]")
        if own:
            inv_count[own] = inv_count.get(own, 0) + 1
            e.append(f":object/owner {s('m-' + own)}")
            e.append(f":object/inv {inv_count[own] if own != 'zero' else inv_count[own] - 1}")
        if parts:
            e.append(f":object/parts {refs(parts)}")
        if lab:
            e.append(f":object/label {s(lab)}")
        if i % 4 != 3:
            e.append(f":object/on-view {b(i % 2 == 0)}")
        if i % 6 != 5:
            e.append(f":object/weight {[0.0, -0.0, 12.5, 1e-3, 250.75, 3.0][i % 6] + (i % 3)!r}")
        e.append(f":object/acquired {inst(1800 + (i * 3) % 225, 1 + i % 12, 1 + i % 28, i % 24)}")
        tg = sorted(set(R.sample(TAGS, R.randint(0, 3))))
        if tg:
            e.append(f":object/tags {refs(tg)}")
        ents.append(e)
        objects.append(acc)
    for k in range(14):
        code = f"EX{k:02d}"
        objs = sorted(set(R.sample(objects, R.randint(0 if k == 13 else 1, 9))))
        e = [f":db/id {s('x-' + code)}", f":exh/code {s(code)}",
             f":exh/title {s(['Golden Age', 'Impressions', 'Ukiyo-e', 'Antiquity', 'Modern Times', 'Выставка', '浮世絵展', '', 'Textiles', 'Faith', 'Light', 'Water', 'Portraits', 'Empty Rooms'][k])}",
             f":exh/museum {s('m-' + museums[k % 6])}",
             f":exh/start {inst(1990 + k * 2, 1 + k % 12, 1 + k)}",
             f":exh/visitors {[0, 120000, 56000, -1, 980000, 33, 120000][k % 7] + k}",
             f":exh/budget {['0.00', '125000.50', '99.9', '1E+3', '-5', '3.10', '250000.000'][k % 7]}M"]
        if objs:
            e.append(f":exh/objects {refs('o-' + o for o in objs)}")
        if k % 4 != 3:
            e.append(f":exh/end {inst(1990 + k * 2 + (k % 3), 1 + (k * 5) % 12, 10 + k)}")
        th = sorted(set(R.sample(["light", "water", "faith", "power", "love", "death"], R.randint(0, 3))))
        if th:
            e.append(f":exh/themes {kws(th)}")
        ents.append(e)
    for k in range(36):
        lid = f"L-{k:03d}"
        fr, to = museums[k % 6], museums[(k * 5 + 1) % 6]
        e = [f":db/id {s('l-' + lid)}", f":loan/id {s(lid)}", f":loan/object {s('o-' + objects[(k * 11) % 64])}",
             f":loan/from {s('m-' + fr)}", f":loan/to {s('m-' + to)}",
             f":loan/start {inst(2000 + k % 20, 1 + k % 12, 1 + k % 27)}",
             f":loan/fee {['0', '1500.00', '-20.5', '1234567.891', '0.01', '300'][k % 6]}M",
             f":loan/years [{2000 + k % 20} {2000 + k % 20 + k % 4}]"]
        if k % 5 != 4:
            e.append(f":loan/end {inst(2000 + k % 20 + k % 4, 1 + (k * 7) % 12, 2 + k % 26)}")
        if k % 3 != 2:
            e.append(f":loan/insured {b(k % 2 == 0)}")
        ents.append(e)
    owners = ["Duke of Alba", "Rothschild", "Medici", "Romanov", "", "Ἀθῆναι", "徳川家", "Sotheby's", "Anonymous"]
    provs = []
    for i, acc in enumerate(objects):
        if i % 4 == 3:
            continue
        prev = None
        for j in range(1 + i % 4):
            pid_ = f"PV-{i:03d}-{j}"
            e = [f":db/id {s('pv-' + pid_)}", f":prov/id {s(pid_)}", f":prov/object {s('o-' + acc)}",
                 f":prov/owner {s(owners[(i + j * 3) % 9])}", f":prov/year {1500 + i * 7 + j * 40}"]
            if prev:
                e.append(f":prov/previous {s('pv-' + prev)}")
            if (i + j) % 5 == 0:
                e.append(f":prov/note {s(['', 'bought at auction', 'seized 1812', 'gift', 'inherited'][(i + j) % 5 if (i + j) % 10 else 0])}")
            if j % 2 == 1:
                e.append(f":prov/price {['100.00', '0', '-1', '12345.6789'][i % 4]}M")
            ents.append(e)
            provs.append(pid_)
            prev = pid_
    # a 3-cycle and a self-reference
    ents.append([":db/id \"pv-CYC-A\"", ":prov/id \"CYC-A\"", ":prov/object \"o-ACC-003\"", ":prov/owner \"Cycle A\"", ":prov/year 1700"])
    ents.append([":db/id \"pv-CYC-B\"", ":prov/id \"CYC-B\"", ":prov/object \"o-ACC-003\"", ":prov/owner \"Cycle B\"", ":prov/year 1750", ":prov/previous \"pv-CYC-A\""])
    ents.append([":db/id \"pv-CYC-C\"", ":prov/id \"CYC-C\"", ":prov/object \"o-ACC-003\"", ":prov/owner \"Cycle C\"", ":prov/year 1800", ":prov/previous \"pv-CYC-B\""])
    ents.append([":db/id \"pv-CYC-A\"", ":prov/previous \"pv-CYC-C\""])
    ents.append([":db/id \"pv-SELF\"", ":prov/id \"SELF\"", ":prov/object \"o-ACC-007\"", ":prov/owner \"Ouroboros\"", ":prov/year 1666"])
    ents.append([":db/id \"pv-SELF\"", ":prov/previous \"pv-SELF\""])
    # a chain that enters the cycle
    ents.append([":db/id \"pv-TAIL\"", ":prov/id \"TAIL\"", ":prov/object \"o-ACC-003\"", ":prov/owner \"Tail\"", ":prov/year 1900", ":prov/previous \"pv-CYC-C\""])
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")
    print(len(ents), "maps,", sum(len(e) - 1 for e in ents), "attribute values (approx.)")


if __name__ == "__main__":
    main()
