#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen110 parity corpus (deterministic).

Music streaming: artists (string identity, unicode/empty names, country
sometimes missing, cardinality-many genres, an influence graph with cycles and
a self-loop), albums (component tracks, bigdec price), tracks (unique-value
ISRC with gaps, double bpm, negative double gain, bigint plays, a tuple
[min max] loudness), users (handle identity, follows graph with cycles,
bigdec balance incl. negative, plan keyword sometimes missing, instants),
playlists with ordered component entries, listening events (instants, ms,
skipped flag sometimes missing), royalties (bigdec amount, composite identity
[:royalty/artist :royalty/month]).
"""
import os, random
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(110)

SCHEMA = """{:artist/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :artist/name {:db/valueType :db.type/string}
 :artist/country {:db/valueType :db.type/keyword}
 :artist/formed {:db/valueType :db.type/long}
 :artist/genres {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :artist/influenced-by {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :artist/verified {:db/valueType :db.type/boolean}
 :album/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :album/title {:db/valueType :db.type/string}
 :album/artist {:db/valueType :db.type/ref}
 :album/year {:db/valueType :db.type/long}
 :album/price {:db/valueType :db.type/bigdec}
 :album/tracks {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :track/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :track/title {:db/valueType :db.type/string}
 :track/duration {:db/valueType :db.type/long}
 :track/bpm {:db/valueType :db.type/double}
 :track/gain {:db/valueType :db.type/double}
 :track/explicit {:db/valueType :db.type/boolean}
 :track/plays {:db/valueType :db.type/bigint}
 :track/isrc {:db/valueType :db.type/string :db/unique :db.unique/value}
 :track/no {:db/valueType :db.type/long}
 :track/loudness {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/double :db.type/double]}
 :user/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :user/name {:db/valueType :db.type/string}
 :user/joined {:db/valueType :db.type/instant}
 :user/plan {:db/valueType :db.type/keyword}
 :user/balance {:db/valueType :db.type/bigdec}
 :user/follows {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :user/fav-artists {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :user/age {:db/valueType :db.type/long}
 :playlist/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :playlist/name {:db/valueType :db.type/string}
 :playlist/owner {:db/valueType :db.type/ref}
 :playlist/public {:db/valueType :db.type/boolean}
 :playlist/entries {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :entry/track {:db/valueType :db.type/ref}
 :entry/pos {:db/valueType :db.type/long}
 :listen/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :listen/user {:db/valueType :db.type/ref}
 :listen/track {:db/valueType :db.type/ref}
 :listen/at {:db/valueType :db.type/instant}
 :listen/ms {:db/valueType :db.type/long}
 :listen/skipped {:db/valueType :db.type/boolean}
 :royalty/artist {:db/valueType :db.type/ref}
 :royalty/month {:db/valueType :db.type/string}
 :royalty/amount {:db/valueType :db.type/bigdec}
 :royalty/key {:db/valueType :db.type/tuple :db/tupleAttrs [:royalty/artist :royalty/month] :db/unique :db.unique/identity}}
"""

NAMES = ["Björk", "Sigur Rós", "坂本龍一", "", "Motörhead", "The Beatles", "Beyoncé", "Ólafur Arnalds",
         "Rosalía", "BTS 방탄소년단", "Daft Punk", "Nina Simone", "Fela Kuti", "Мумий Тролль", "Arooj Aftab",
         "Tinariwen", "Kraftwerk", "Aphex Twin", "Caetano Veloso", "Ali Farka Touré", "Yoko Kanno 菅野よう子",
         "Queen", "Stromae", "Dua Lipa", "Zé 🎸 Ramalho"]
COUNTRIES = [":is", ":is", ":jp", None, ":gb", ":gb", ":us", ":is", ":es", ":kr", ":fr", ":us", ":ng", ":ru",
             ":pk", ":ml", ":de", ":gb", ":br", ":ml", ":jp", ":gb", ":be", None, ":br"]
GENRES = [":pop", ":rock", ":electronic", ":jazz", ":folk", ":ambient", ":metal", ":afrobeat", ":kpop"]


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def inst(y, mo, d, h=0, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def emap(d):
    return "{" + " ".join(f"{k} {v}" for k, v in d.items()) + "}"


def main():
    out = []
    NA = len(NAMES)
    for a in range(NA):
        d = {":db/id": s(f"a{a}"), ":artist/id": s(f"AR{a:02d}"), ":artist/name": s(NAMES[a]),
             ":artist/formed": str(1950 + (a * 7) % 70)}
        if COUNTRIES[a]:
            d[":artist/country"] = COUNTRIES[a]
        if a % 4 != 3:
            d[":artist/verified"] = "true" if a % 3 else "false"
        gs = sorted({GENRES[(a * k) % len(GENRES)] for k in (1, 2, 5)[: 1 + a % 3]})
        if a != 7:
            d[":artist/genres"] = "[" + " ".join(gs) + "]"
        inf = sorted({(a * 3 + 1) % NA, (a + 5) % NA} if a % 2 == 0 else ({(a + 2) % NA} if a % 5 else set()))
        if a == 12:
            inf = [12]  # self-loop
        if inf:
            d[":artist/influenced-by"] = "[" + " ".join(s(f"a{i}") for i in inf) + "]"
        out.append(emap(d))
    # albums + tracks
    t = 0
    NAL = 50
    for al in range(NAL):
        ar = (al * 7) % NA if al < 46 else 0
        if ar in (20, 22):
            ar = 21  # artists 20 and 22 have no albums
        tracks = []
        for k in range(3 + al % 6):
            td = {":db/id": s(f"t{t}"), ":track/id": s(f"TR{t:04d}"),
                  ":track/title": s(["Intro", "Ágætis byrjun", "夜の歌", "", "Outro", "Interlude \"live\"", "Café ☕", "Loop"][t % 8] + ("" if t % 8 == 3 else f" {t}")),
                  ":track/duration": str(60 + (t * 37) % 420), ":track/no": str(k + 1),
                  ":track/gain": repr(round(-12 + ((t * 13) % 150) / 10.0, 1))}
            if t % 6 != 5:
                td[":track/bpm"] = repr(round(60 + ((t * 29) % 1200) / 10.0, 1))
            if t % 3 != 2:
                td[":track/explicit"] = "true" if t % 4 == 0 else "false"
            if t % 7 != 6:
                td[":track/isrc"] = s(f"ISRC-{(t * 97) % 100000:05d}")
            plays = (t * 104729) % 900000
            if t == 11:
                plays = 9223372036854775808 * 3
            td[":track/plays"] = f"{plays}N"
            if t % 5 == 0:
                lo = round(-30 + (t % 20), 1)
                td[":track/loudness"] = f"[{lo!r} {round(lo + 8.5, 1)!r}]"
            out.append(emap(td))
            tracks.append(f"t{t}")
            t += 1
        d = {":db/id": s(f"al{al}"), ":album/id": s(f"AL{al:02d}"), ":album/title": s(["Homogenic", "Ágætis", "async", "Ace of Spades", "", "Lemonade", "Motomami", "Discovery", "Homework", "Kid A"][al % 10] + (f" Vol. {al}" if al >= 10 else "")),
             ":album/artist": s(f"a{ar}"), ":album/tracks": "[" + " ".join(s(x) for x in tracks) + "]"}
        if al % 9 != 4:
            d[":album/year"] = str(1970 + (al * 11) % 55)
        if al % 4 != 1:
            cents = [999, 150, 1299, 0, 1050][al % 5]
            d[":album/price"] = f"{cents // 100}.{cents % 100:02d}M"
        out.append(emap(d))
    NT = t
    # users
    NU = 40
    for u in range(NU):
        d = {":db/id": s(f"u{u}"), ":user/handle": s(f"@user{u:02d}"),
             ":user/name": s(["Ana", "Ægir", "张伟", "", "O'Brien", "José", "Zoë", "Łukasz"][u % 8] + (f" {u}" if u % 8 != 3 else "")),
             ":user/joined": inst(2015 + u % 10, 1 + (u * 5) % 12, 1 + (u * 3) % 28, u % 24, (u * 11) % 60)}
        if u % 6 != 5:
            d[":user/plan"] = [":free", ":premium", ":family", ":student"][u % 4]
        if u % 5 != 4:
            bal = ((u * 3137) % 5000) - 1500
            d[":user/balance"] = f"{'-' if bal < 0 else ''}{abs(bal) // 100}.{abs(bal) % 100:02d}M"
        if u % 7 != 6:
            d[":user/age"] = str(13 + (u * 17) % 60)
        fol = sorted({(u + 1) % NU, (u * 5 + 3) % NU} - {u}) if u % 3 != 2 else []
        if u == 39:
            fol = [0]
        if fol:
            d[":user/follows"] = "[" + " ".join(s(f"u{i}") for i in fol) + "]"
        fa = sorted({(u * 3) % NA, (u * 11 + 4) % NA}) if u % 4 != 3 else []
        if fa:
            d[":user/fav-artists"] = "[" + " ".join(s(f"a{i}") for i in fa) + "]"
        out.append(emap(d))
    # playlists
    e = 0
    for p in range(30):
        ents = []
        for k in range(p % 9):
            tid = (p * 31 + k * 17) % NT
            out.append(emap({":db/id": s(f"e{e}"), ":entry/track": s(f"t{tid}"), ":entry/pos": str(k)}))
            ents.append(f"e{e}")
            e += 1
        d = {":db/id": s(f"pl{p}"), ":playlist/id": s(f"PL{p:02d}"),
             ":playlist/name": s(["Chill", "Workout 💪", "", "Focus", "Röyksopp mix", "深夜"][p % 6] + f" #{p}"),
             ":playlist/owner": s(f"u{(p * 7) % 37}")}
        if p % 5 != 2:
            d[":playlist/public"] = "true" if p % 2 == 0 else "false"
        if ents:
            d[":playlist/entries"] = "[" + " ".join(s(x) for x in ents) + "]"
        out.append(emap(d))
    # listens
    for l in range(380):
        u = (l * 13) % 37
        tr = (l * 53) % NT
        d = {":listen/id": s(f"LS{l:04d}"), ":listen/user": s(f"u{u}"), ":listen/track": s(f"t{tr}"),
             ":listen/at": inst(2025, 1 + (l * 7) % 12, 1 + (l * 5) % 28, (l * 3) % 24, l % 60),
             ":listen/ms": str((l * 7919) % 400000)}
        if l % 4 != 3:
            d[":listen/skipped"] = "true" if l % 5 == 0 else "false"
        out.append(emap(d))
    # royalties
    months = ["2025-01", "2025-02", "2025-03"]
    for a in range(0, NA - 3):
        for mi, m in enumerate(months):
            if (a + mi) % 4 == 3:
                continue
            amt = (a * 1234 + mi * 777) % 100000 - 5000
            out.append(emap({":royalty/artist": s(f"a{a}"), ":royalty/month": s(m),
                             ":royalty/amount": f"{'-' if amt < 0 else ''}{abs(amt) // 100}.{abs(amt) % 100:02d}M"}))
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(out) + "]\n")
    print(len(out), "entities", NT, "tracks")


main()
