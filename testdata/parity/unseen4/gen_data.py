#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the fourth unseen parity corpus.

A music catalogue: record labels (uuid unique value, founding instants,
keyword countries), genres (a keyword identity and a parent tree), artists
(a string identity, unicode names, cardinality-many genres and aliases, an
`influences` graph with cycles and a self-loop for recursive rules, double
ratings), albums (a composite `:db/tupleAttrs [:album/artist :album/title]`
identity of a reference and a string, tracks as components, a unique-value
catalogue number, keyword formats), tracks (a `[keyword long]` chart tuple
by `:db/tupleTypes`, a homogeneous double tuple by `:db/tupleType`, an
untyped attribute holding longs, doubles and strings, a `samples` graph),
listeners (a `follows` graph, a profile as a single component with a
keyword tuple), playlists (uuid identity, entries as components) and reviews
(a composite identity of two references).
Every entity is a top-level map with a string tempid, written in a fixed
order, so Quiver and Datalevin give them the same entity ids. Deterministic.
"""
import os, random

HERE = os.path.dirname(os.path.abspath(__file__))
RNG = random.Random(40404)

SCHEMA = """{:label/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :label/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :label/founded {:db/valueType :db.type/instant}
 :label/indie {:db/valueType :db.type/boolean}
 :label/country {:db/valueType :db.type/keyword}
 :genre/key {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :genre/name {:db/valueType :db.type/string}
 :genre/parent {:db/valueType :db.type/ref}
 :artist/slug {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :artist/name {:db/valueType :db.type/string}
 :artist/born {:db/valueType :db.type/instant}
 :artist/active {:db/valueType :db.type/boolean}
 :artist/genres {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :artist/label {:db/valueType :db.type/ref}
 :artist/aka {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :artist/influences {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :artist/rating {:db/valueType :db.type/double}
 :artist/country {:db/valueType :db.type/keyword}
 :artist/members {:db/valueType :db.type/long}
 :album/artist {:db/valueType :db.type/ref}
 :album/title {:db/valueType :db.type/string}
 :album/artist+title {:db/valueType :db.type/tuple :db/tupleAttrs [:album/artist :album/title] :db/unique :db.unique/identity}
 :album/year {:db/valueType :db.type/long}
 :album/released {:db/valueType :db.type/instant}
 :album/price {:db/valueType :db.type/double}
 :album/tracks {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :album/label {:db/valueType :db.type/ref}
 :album/formats {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :album/explicit {:db/valueType :db.type/boolean}
 :album/catalog {:db/valueType :db.type/string :db/unique :db.unique/value}
 :track/title {:db/valueType :db.type/string}
 :track/no {:db/valueType :db.type/long}
 :track/secs {:db/valueType :db.type/long}
 :track/bpm {:db/valueType :db.type/double}
 :track/isrc {:db/valueType :db.type/string :db/unique :db.unique/value}
 :track/chart {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :track/loudness {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :track/extra {}
 :track/samples {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :track/live {:db/valueType :db.type/boolean}
 :listener/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :listener/name {:db/valueType :db.type/string}
 :listener/follows {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :listener/plays {:db/valueType :db.type/long}
 :listener/balance {:db/valueType :db.type/double}
 :listener/premium {:db/valueType :db.type/boolean}
 :listener/fav {:db/valueType :db.type/ref}
 :listener/joined {:db/valueType :db.type/instant}
 :listener/profile {:db/valueType :db.type/ref :db/isComponent true}
 :profile/bio {:db/valueType :db.type/string}
 :profile/langs {:db/valueType :db.type/tuple :db/tupleType :db.type/keyword}
 :playlist/id {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :playlist/name {:db/valueType :db.type/string}
 :playlist/owner {:db/valueType :db.type/ref}
 :playlist/entries {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :playlist/public {:db/valueType :db.type/boolean}
 :playlist/created {:db/valueType :db.type/instant}
 :playlist/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :entry/track {:db/valueType :db.type/ref}
 :entry/pos {:db/valueType :db.type/long}
 :entry/note {:db/valueType :db.type/string}
 :review/listener {:db/valueType :db.type/ref}
 :review/album {:db/valueType :db.type/ref}
 :review/listener+album {:db/valueType :db.type/tuple :db/tupleAttrs [:review/listener :review/album] :db/unique :db.unique/identity}
 :review/stars {:db/valueType :db.type/long}
 :review/text {:db/valueType :db.type/string}}
"""

# name, uuid suffix, founded year (None: missing), indie (None: missing), country
LABELS = [("Blue Harbor Records", 1, 1959, False, "us"),
          ("Édition Lumière", 2, 1971, True, "fr"),
          ("Søndag Musikk", 3, 1994, True, "no"),
          ("東洋レコード", 4, None, None, "jp"),
          ("Nullpunkt", 5, 2011, True, None)]
# key, name, parent
GENRES = [("music", "Music", None), ("rock", "Rock", "music"), ("jazz", "Jazz", "music"),
          ("electronic", "Electronic", "music"), ("punk", "Punk", "rock"),
          ("post-rock", "Post-rock", "rock"), ("bebop", "Bebop", "jazz"),
          ("ambient", "Ambient", "electronic"), ("folk", "Folk", "music")]
# slug, name, born (y, m, d) or None, active, genres, label index or None, country, members
ARTISTS = [("miles", "Miles Quintet", (1926, 5, 26), False, ["bebop", "jazz"], 0, "us", 5),
           ("bjork", "Björk Guðmundsdóttir", (1965, 11, 21), True, ["electronic", "ambient"], 1, "is", 1),
           ("sigur", "Sigur Rós", None, True, ["post-rock", "ambient"], 2, "is", 4),
           ("ramones", "The Ramones", (1974, 1, 1), False, ["punk"], 0, "us", 4),
           ("yoko", "小野 洋子", (1933, 2, 18), True, ["rock", "electronic"], 3, "jp", 1),
           ("motor", "Motörhead", (1975, 6, 1), False, ["rock", "punk"], 0, "gb", 3),
           ("aphex", "Aphex Twin", (1971, 8, 18), True, ["electronic"], 4, "gb", 1),
           ("mogwai", "Mogwai", (1995, 1, 1), True, ["post-rock"], 2, "gb", 4),
           ("coltrane", "John Coltrane", (1926, 9, 23), False, ["jazz", "bebop"], 0, "us", 1),
           ("nina", "Nina Simone", (1933, 2, 21), False, ["jazz", "folk"], None, "us", 1),
           ("kraft", "Kraftwerk", (1970, 1, 1), True, ["electronic"], 1, "de", 4),
           ("anon", "Anonymous Ensemble", None, None, [], None, None, None),
           ("cafe", "Café Tacvba", (1989, 1, 1), True, ["rock", "folk"], 4, "mx", 4),
           ("zaz", "ZAZ", (1980, 5, 1), True, ["folk"], 1, "fr", 1),
           ("ólafur", "Ólafur Arnalds", (1986, 11, 3), True, ["ambient"], 2, "is", 1),
           ("eno", "Brian Eno", (1948, 5, 15), True, ["ambient", "electronic", "rock"], 4, "gb", 1)]
INFLUENCES = {"bjork": ["kraft", "eno", "nina"], "sigur": ["eno", "mogwai"], "mogwai": ["sigur", "motor"],
              "ramones": ["motor"], "motor": ["ramones"], "aphex": ["kraft", "eno"],
              "eno": ["kraft", "yoko"], "kraft": ["eno"], "coltrane": ["miles"],
              "miles": ["coltrane"], "ólafur": ["sigur", "bjork", "ólafur"], "cafe": ["zaz"],
              "zaz": ["nina"], "yoko": []}
AKA = {"bjork": ["Björk", "Bjork"], "aphex": ["AFX", "Polygon Window", "Caustic Window"],
       "yoko": ["Yoko Ono"], "eno": ["Eno"]}
WORDS = ["Night", "Blue", "Ísland", "Train", "Garden", "Motor", "Søvn", "Echo", "Río", "Glass",
         "Sun", "Ghost", "Åsa", "Kind", "Dream", "Fire", "Straße", "Hoppípolla", "Zero", "Moon"]
FORMATS = ["vinyl", "cd", "cassette", "digital"]
LISTENERS = [("ana", "Ana Souza"), ("bo", "Bo Lindqvist"), ("chen", "陈伟"), ("dara", "Dara O'Neill"),
             ("eli", "Eli Cohen"), ("fatou", "Fatou Diop"), ("gus", "Gus \"G\" Becker"),
             ("hana", "Hana Nováková"), ("ivo", "Ivo Petrov"), ("jo", "Jo"), ("kai", "Kai Müller"),
             ("lu", "Lu Ümit")]
FOLLOWS = {"ana": ["bo", "chen"], "bo": ["chen"], "chen": ["ana", "dara"], "dara": ["eli"],
           "eli": ["fatou"], "fatou": ["dara"], "gus": ["gus", "ana"], "hana": [],
           "ivo": ["jo"], "jo": ["ivo", "kai"], "kai": []}
LANGS = ["en", "pt", "sv", "zh", "ga", "he", "fr", "de", "cs", "bg", "tr"]


def inst(y, m, d, h=0, mi=0, s=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def kws(xs):
    return "[" + " ".join(":" + x for x in xs) + "]"


def refs(xs):
    return "[" + " ".join(s(x) for x in xs) + "]"


def main():
    ents = []
    for i, (n, u, y, indie, c) in enumerate(LABELS):
        e = [f":db/id {s('lab' + str(i))}", f":label/name {s(n)}",
             f':label/uuid #uuid "c0ffee00-0000-4000-a000-{u:012d}"']
        if y:
            e.append(f":label/founded {inst(y, 1 + i * 2, 10 + i)}")
        if indie is not None:
            e.append(f":label/indie {'true' if indie else 'false'}")
        if c:
            e.append(f":label/country :{c}")
        ents.append(e)
    for k, n, p in GENRES:
        e = [f":db/id {s('g-' + k)}", f":genre/key :{k}", f":genre/name {s(n)}"]
        if p:
            e.append(f":genre/parent {s('g-' + p)}")
        ents.append(e)
    for i, (slug, n, born, active, gs, lab, c, mem) in enumerate(ARTISTS):
        e = [f":db/id {s('a-' + slug)}", f":artist/slug {s(slug)}", f":artist/name {s(n)}"]
        if born:
            e.append(f":artist/born {inst(*born)}")
        if active is not None:
            e.append(f":artist/active {'true' if active else 'false'}")
        if gs:
            e.append(f":artist/genres {refs('g-' + g for g in gs)}")
        if lab is not None:
            e.append(f":artist/label {s('lab' + str(lab))}")
        if slug in AKA:
            e.append(f":artist/aka [{' '.join(s(a) for a in AKA[slug])}]")
        if i % 4 != 3:
            e.append(f":artist/rating {round(2 + RNG.random() * 3, 2)}")
        if c:
            e.append(f":artist/country :{c}")
        if mem is not None:
            e.append(f":artist/members {mem}")
        ents.append(e)
    for slug in sorted(INFLUENCES):
        if INFLUENCES[slug]:
            ents.append([f":db/id {s('a-' + slug)}",
                         f":artist/influences {refs('a-' + x for x in INFLUENCES[slug])}"])
    # albums and their tracks
    album_no = 0
    track_no = 0
    track_ids = []
    for i, (slug, *_rest) in enumerate(ARTISTS):
        n_albums = 0 if slug == "anon" else (1 + (i * 7) % 3)
        for a in range(n_albums):
            aid = f"al{album_no}"
            title = f"{WORDS[(i * 3 + a * 5) % len(WORDS)]} {WORDS[(i + a * 7 + 4) % len(WORDS)]}"
            if album_no == 4:
                title = "Untitled"
            if album_no == 9:
                title = "Untitled"  # same title, other artist: the composite identity keeps them apart
            year = 1955 + (i * 5 + a * 9) % 65
            n_tracks = 2 + (album_no % 4)
            tids = []
            for t in range(n_tracks):
                tid = f"tr{track_no}"
                tids.append(tid)
                e = [f":db/id {s(tid)}",
                     f":track/title {s(WORDS[(track_no * 3 + 1) % len(WORDS)] + ' ' + str(t + 1))}",
                     f":track/no {t + 1}", f":track/secs {120 + (track_no * 37) % 400}"]
                if track_no % 5 != 4:
                    e.append(f":track/bpm {round(60 + RNG.random() * 120, 1)}")
                if track_no % 3 == 0:
                    e.append(f':track/isrc "QV{year}{track_no:04d}"')
                if track_no % 7 == 1:
                    e.append(f":track/chart [:{['uk', 'us', 'de'][track_no % 3]} {1 + track_no % 40}]")
                if track_no % 4 == 2:
                    e.append(f":track/loudness [{-round(RNG.random() * 14, 2)} {round(RNG.random() * 10, 2)}]")
                if track_no % 6 == 0:
                    e.append(f":track/extra {track_no * 2}")
                elif track_no % 6 == 1:
                    e.append(f":track/extra {track_no}.25")
                elif track_no % 6 == 3:
                    e.append(f":track/extra {s('demo-' + str(track_no))}")
                if track_no % 8 == 5:
                    e.append(":track/live true")
                elif track_no % 8 == 6:
                    e.append(":track/live false")
                ents.append(e)
                track_ids.append(tid)
                track_no += 1
            e = [f":db/id {s(aid)}", f":album/artist {s('a-' + slug)}", f":album/title {s(title)}",
                 f":album/year {year}",
                 f":album/tracks {refs(tids)}"]
            if album_no % 5 != 3:
                e.append(f":album/released {inst(year, 1 + album_no % 12, 1 + (album_no * 3) % 28, 9)}")
            if album_no % 4 != 2:
                e.append(f":album/price {[9.99, 12.5, 7.0, 19.99, 0.0][album_no % 5]}")
            lab = ARTISTS[i][5]
            if lab is not None and album_no % 6 != 5:
                e.append(f":album/label {s('lab' + str((lab + a) % len(LABELS)))}")
            fm = sorted(set(FORMATS[(album_no + k * 3) % 4] for k in range(1 + album_no % 3)))
            e.append(f":album/formats {kws(fm)}")
            if album_no % 3 == 0:
                e.append(":album/explicit true")
            elif album_no % 3 == 1:
                e.append(":album/explicit false")
            if album_no % 7 != 6:
                e.append(f':album/catalog "CAT-{1000 + album_no * 13}"')
            ents.append(e)
            album_no += 1
    # samples graph between tracks (with a cycle and a self-loop)
    samples = {0: [3, 7], 3: [7], 7: [0], 10: [10], 12: [2, 5], 5: [12], 20: [21], 21: [22], 22: [20, 1]}
    for t in sorted(samples):
        if t < len(track_ids):
            ents.append([f":db/id {s(track_ids[t])}",
                         f":track/samples {refs(track_ids[x] for x in samples[t] if x < len(track_ids))}"])
    # listeners and profiles
    for i, (h, n) in enumerate(LISTENERS):
        e = [f":db/id {s('u-' + h)}", f":listener/handle {s(h)}", f":listener/name {s(n)}"]
        if i % 5 != 4:
            e.append(f":listener/plays {(i * 137) % 1000}")
        if i % 3 != 2:
            e.append(f":listener/balance {[0.0, 4.5, 10.0, 2.25, 100.0][i % 5]}")
        if i % 4 == 0:
            e.append(":listener/premium true")
        elif i % 4 == 1:
            e.append(":listener/premium false")
        if i % 2 == 0:
            e.append(f":listener/fav {s(track_ids[(i * 11) % len(track_ids)])}")
        if i != 9:
            e.append(f":listener/joined {inst(2015 + i % 9, 1 + i, 2 + i, i, i * 4)}")
        if i % 3 != 1:
            e.append(f":listener/profile {s('p-' + h)}")
        ents.append(e)
        if i % 3 != 1:
            pe = [f":db/id {s('p-' + h)}", f":profile/bio {s('Hi, I am ' + n.split()[0])}"]
            if i % 2 == 0:
                pe.append(f":profile/langs {kws(LANGS[i % len(LANGS)] for _ in [0])}" if i == 0 else
                          f":profile/langs {kws([LANGS[i % 11], LANGS[(i + 3) % 11]])}")
            ents.append(pe)
    for h in sorted(FOLLOWS):
        if FOLLOWS[h]:
            ents.append([f":db/id {s('u-' + h)}", f":listener/follows {refs('u-' + x for x in FOLLOWS[h])}"])
    # playlists with entries as components
    PL = [("Late Night", "ana", True, ["chill", "night"]), ("Gym Mix", "bo", True, ["workout"]),
          ("Für Elise & Friends", "chen", False, []), ("Empty", "dara", True, ["chill"]),
          ("Road Trip 🚗", "ana", True, ["travel", "workout"]), ("Secret", "kai", False, ["night"])]
    en = 0
    for p, (name, owner, pub, tags) in enumerate(PL):
        n_entries = 0 if name == "Empty" else 3 + (p * 2) % 4
        eids = []
        for k in range(n_entries):
            eid = f"en{en}"
            eids.append(eid)
            e = [f":db/id {s(eid)}", f":entry/track {s(track_ids[(p * 13 + k * 5) % len(track_ids)])}",
                 f":entry/pos {k + 1}"]
            if en % 4 == 1:
                e.append(f":entry/note {s('♥ ' + str(en))}")
            ents.append(e)
            en += 1
        e = [f":db/id {s('pl' + str(p))}", f':playlist/id #uuid "feed0000-0000-4000-b000-{p:012d}"',
             f":playlist/name {s(name)}", f":playlist/owner {s('u-' + owner)}",
             f":playlist/public {'true' if pub else 'false'}",
             f":playlist/created {inst(2023, 1 + p * 2, 5 + p, 12, 30)}"]
        if eids:
            e.append(f":playlist/entries {refs(eids)}")
        if tags:
            e.append(f":playlist/tags {kws(tags)}")
        ents.append(e)
    # reviews: composite identity of two references
    rv = 0
    for i, (h, _n) in enumerate(LISTENERS):
        for k in range(i % 3):
            al = (i * 3 + k * 4) % album_no
            e = [f":db/id {s('rv' + str(rv))}", f":review/listener {s('u-' + h)}",
                 f":review/album {s('al' + str(al))}", f":review/stars {1 + (i + k * 2) % 5}"]
            if rv % 3 != 2:
                e.append(f":review/text {s(['Great', 'Meh', 'Årets beste', 'Too long', 'Ça va'][rv % 5])}")
            ents.append(e)
            rv += 1
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
