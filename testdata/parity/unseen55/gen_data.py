#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 55th unseen parity corpus.

A music-streaming service: artists (string slug identity, unicode names,
cardinality-many keyword genres, a related-artist ref graph with a cycle
and a self-loop), albums (string code identity, release instants, labels,
double ratings), tracks (string isrc identity, long durations incl. 0,
boolean explicit flags (some missing), double ratings, long plays, bigint
total plays for the most played, a [keyword long] chart tuple by
:db/tupleTypes), playlists (string slug identity, owner ref, component
cardinality-many items with long positions and a track ref, a composite
[:item/playlist :item/position] unique identity), users (string handle
identity, unique-value e-mail, follows graph with a 2-cycle, a 3-cycle and
a self-follow, uuid devices, keyword plans, bigdec prices, a homogeneous
double equaliser tuple) and listens (user, track, long count, instant).
Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:artist/slug {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :artist/name {:db/valueType :db.type/string}
 :artist/country {:db/valueType :db.type/keyword}
 :artist/genres {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :artist/related {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :artist/formed {:db/valueType :db.type/long}
 :album/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :album/title {:db/valueType :db.type/string}
 :album/artist {:db/valueType :db.type/ref}
 :album/released {:db/valueType :db.type/instant}
 :album/label {:db/valueType :db.type/string}
 :album/rating {:db/valueType :db.type/double}
 :track/isrc {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :track/title {:db/valueType :db.type/string}
 :track/album {:db/valueType :db.type/ref}
 :track/artist {:db/valueType :db.type/ref}
 :track/no {:db/valueType :db.type/long}
 :track/duration {:db/valueType :db.type/long}
 :track/explicit {:db/valueType :db.type/boolean}
 :track/rating {:db/valueType :db.type/double}
 :track/plays {:db/valueType :db.type/long}
 :track/total-plays {:db/valueType :db.type/bigint}
 :track/chart {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :track/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :playlist/slug {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :playlist/name {:db/valueType :db.type/string}
 :playlist/owner {:db/valueType :db.type/ref}
 :playlist/public {:db/valueType :db.type/boolean}
 :playlist/items {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :item/playlist {:db/valueType :db.type/ref}
 :item/position {:db/valueType :db.type/long}
 :item/track {:db/valueType :db.type/ref}
 :item/playlist+position {:db/valueType :db.type/tuple :db/tupleAttrs [:item/playlist :item/position] :db/unique :db.unique/identity}
 :user/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :user/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :user/name {:db/valueType :db.type/string}
 :user/follows {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :user/joined {:db/valueType :db.type/instant}
 :user/device {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :user/plan {:db/valueType :db.type/keyword}
 :user/price {:db/valueType :db.type/bigdec}
 :user/likes {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :user/eq {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :user/age {:db/valueType :db.type/long}
 :listen/user {:db/valueType :db.type/ref}
 :listen/track {:db/valueType :db.type/ref}
 :listen/count {:db/valueType :db.type/long}
 :listen/last {:db/valueType :db.type/instant}}
"""

# slug, name, country, genres, formed, related
ARTISTS = [("radiohead", "Radiohead", "gb", ["rock", "alt"], 1985, ["portishead", "bjork"]),
           ("portishead", "Portishead", "gb", ["trip-hop", "alt"], 1991, ["massive-attack"]),
           ("massive-attack", "Massive Attack", "gb", ["trip-hop"], 1988, ["portishead"]),
           ("bjork", "Björk", "is", ["electronic", "alt", "pop"], 1977, ["sigur-ros"]),
           ("sigur-ros", "Sigur Rós", "is", ["post-rock"], 1994, ["sigur-ros", "bjork"]),
           ("yoasobi", "YOASOBI", "jp", ["j-pop", "pop"], 2019, ["utada"]),
           ("utada", "宇多田ヒカル", "jp", ["j-pop", "r&b"], 1998, []),
           ("kino", "Кино", "ru", ["rock", "post-punk"], 1981, ["aquarium"]),
           ("aquarium", "Аквариум", "ru", ["rock"], 1972, []),
           ("rosalia", "Rosalía", "es", ["flamenco", "pop"], 2017, ["bjork"]),
           ("fela", "Fela Kuti", "ng", ["afrobeat"], 1958, []),
           ("silent", "", "xx", [], 0, []),
           ("bts", "방탄소년단", "kr", ["k-pop", "pop"], 2013, ["yoasobi"]),
           ("daft-punk", "Daft Punk", "fr", ["electronic", "house"], 1993, ["justice"]),
           ("justice", "Justice", "fr", ["electronic"], 2003, ["daft-punk"])]
LABELS = ["XL", "Go! Beat", "Virgin", "One Little Independent", "Sony", "Эпичная", "", "Columbia", "Ed Banger"]
WORDS = ["Night", "Café", "夜", "Light", "Звезда", "Río", "Glass", "Echo", "Heart", "Ψ", "Blue", "Zero",
         "Fire", "Ocean", "Neon", "Dust", "Gold", "Ghost"]
PLANS = ["free", "premium", "family", "student"]
PRICES = {"free": "0.00", "premium": "9.99", "family": "14.99", "student": "4.99"}
USERS = ["ana", "bo", "chloé", "dima", "eun", "femi", "gus", "hana", "ivo", "jo", "kai", "lea",
         "max", "nia", "oz", "pia", "quin", "ren", "sol", "tao", "uri", "vi", "wes", "xia"]


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
    for slug, name, cc, genres, formed, rel in ARTISTS:
        e = [f":db/id {s('a-' + slug)}", f":artist/slug {s(slug)}", f":artist/name {s(name)}",
             f":artist/country :{cc}"]
        if formed:
            e.append(f":artist/formed {formed}")
        if genres:
            e.append(f":artist/genres [{' '.join(':' + g for g in genres)}]")
        ents.append(e)
    for slug, name, cc, genres, formed, rel in ARTISTS:
        if rel:
            ents.append([f":db/id {s('a-' + slug)}", f":artist/related {refs('a-' + r for r in rel)}"])
    # albums and tracks
    albums = []
    tracks = []
    tn = 0
    for ai, (slug, *_rest) in enumerate(ARTISTS):
        if slug == "silent":
            continue
        nalb = 1 + ai % 3
        for k in range(nalb):
            code = f"{slug[:3].upper()}{k + 1:02d}"
            title = WORDS[(ai * 3 + k) % len(WORDS)] + " " + WORDS[(ai + k * 5 + 1) % len(WORDS)]
            e = [f":db/id {s('al-' + code)}", f":album/code {s(code)}", f":album/title {s(title)}",
                 f":album/artist {s('a-' + slug)}",
                 f":album/released {inst(1990 + (ai * 7 + k * 3) % 35, 1 + (ai + k) % 12, 1 + (ai * 5 + k) % 28)}"]
            if (ai + k) % 6 != 5:
                e.append(f":album/label {s(LABELS[(ai + k) % len(LABELS)])}")
            if (ai + k) % 7 != 3:
                e.append(f":album/rating {round(((ai * 13 + k * 7) % 50) / 10.0, 1)!r}")
            ents.append(e)
            albums.append(code)
            ntr = 3 + (ai + k) % 4
            for t in range(ntr):
                isrc = f"QZ{tn:05d}"
                ttl = WORDS[(tn * 7) % len(WORDS)] + (" (Live)" if tn % 11 == 5 else "")
                dur = [0, 95, 183, 201, 245, 262, 318, 407, 512, 1205][(tn * 3 + t) % 10]
                e = [f":db/id {s('t-' + isrc)}", f":track/isrc {s(isrc)}", f":track/title {s(ttl)}",
                     f":track/album {s('al-' + code)}", f":track/artist {s('a-' + slug)}",
                     f":track/no {t + 1}", f":track/duration {dur}"]
                if tn % 5 != 4:
                    e.append(f":track/explicit {b(tn % 3 == 0)}")
                if tn % 8 != 7:
                    e.append(f":track/rating {round(((tn * 17) % 51) / 10.0 - (0.5 if tn % 13 == 0 else 0.0), 2)!r}")
                plays = (tn * 7919) % 100000 - (0 if tn % 19 else 100)
                e.append(f":track/plays {plays}")
                if plays > 80000:
                    e.append(f":track/total-plays {plays * 1000003}N")
                if tn % 4 == 1:
                    e.append(f":track/chart [:{['hot100', 'global50', 'viral'][tn % 3]} {1 + (tn * 7) % 50}]")
                tg = [x for x, c in (("live", tn % 11 == 5), ("remaster", tn % 6 == 2), ("single", tn % 4 == 0)) if c]
                if tg:
                    e.append(f":track/tags {refs(tg)}")
                ents.append(e)
                tracks.append((isrc, slug, dur))
                tn += 1
    # users
    for i, h in enumerate(USERS):
        plan = PLANS[i % 4]
        e = [f":db/id {s('u-' + h)}", f":user/handle {s(h)}", f":user/name {s(h.capitalize() + ' ' + WORDS[i % len(WORDS)])}",
             f":user/joined {inst(2015 + i % 10, 1 + i % 12, 1 + (i * 3) % 28, i % 24)}", f":user/plan :{plan}"]
        if i % 7 != 6:
            e.append(f":user/email {s(h + '@stream.example')}")
        if i % 5 != 3:
            e.append(f':user/device #uuid "00000000-0000-4000-8000-{i * 97:012d}"')
        pr = PRICES[plan]
        if i == 5:
            pr = "-1.00"
        if i == 9:
            pr = "9.990"
        e.append(f":user/price {pr}M")
        if i % 3 != 2:
            e.append(f":user/likes [{' '.join(':' + g for g in sorted({['rock', 'pop', 'alt', 'electronic', 'j-pop', 'afrobeat'][(i + j) % 6] for j in range(1 + i % 3)}))}]")
        if i % 4 == 0:
            e.append(f":user/eq [{(i % 5) - 2.5!r} 0.0 {i / 4.0!r}]")
        if i % 6 != 5:
            e.append(f":user/age {13 + (i * 7) % 60}")
        ents.append(e)
    # follows: ring-ish, mutual pairs, a 3-cycle and a self-follow
    for i, h in enumerate(USERS):
        fs = set()
        if i % 3 != 2:
            fs.add((i + 1) % len(USERS))
        if i % 4 == 0:
            fs.add((i + 5) % len(USERS))
        if i in (1,):
            fs.add(0)  # 0<->1 mutual
        if i == 7:
            fs.add(7)  # self-follow
        if i in (10, 11, 12):
            fs.add({10: 11, 11: 12, 12: 10}[i])
        if i == 13:
            fs.add(12)
        if i >= 20:
            fs = set()
        if fs:
            ents.append([f":db/id {s('u-' + h)}", f":user/follows {refs('u-' + USERS[x] for x in sorted(fs))}"])
    # playlists with component items
    for p in range(8):
        slug = f"pl-{p}"
        owner = USERS[(p * 5) % len(USERS)]
        e = [f":db/id {s('p-' + slug)}", f":playlist/slug {s(slug)}",
             f":playlist/name {s(['Chill', 'Workout 💪', 'Focus', 'Road trip', 'Café', '', 'Ночь', 'Mix'][p])}",
             f":playlist/owner {s('u-' + owner)}"]
        if p != 3:
            e.append(f":playlist/public {b(p % 2 == 0)}")
        n = [5, 3, 0, 7, 2, 1, 4, 6][p]
        items = []
        for k in range(n):
            tr = tracks[(p * 11 + k * 7) % len(tracks)][0]
            items.append(f"{{:item/playlist {s('p-' + slug)} :item/position {k * 10 - (10 if p == 7 else 0)} :item/track {s('t-' + tr)}}}")
        if items:
            e.append(f":playlist/items [{' '.join(items)}]")
        ents.append(e)
    # listens
    for i, h in enumerate(USERS):
        n = (i * 5) % 9
        for j in range(n):
            tr = tracks[(i * 13 + j * 17) % len(tracks)][0]
            ents.append([f":listen/user {s('u-' + h)}", f":listen/track {s('t-' + tr)}",
                         f":listen/count {(i * j * 31) % 40 + (0 if j else 1)}",
                         f":listen/last {inst(2024, 1 + (i + j) % 12, 1 + (i * j) % 28, j % 24, i % 60)}"])
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
