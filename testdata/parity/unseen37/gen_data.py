#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the thirty-seventh unseen parity corpus.

A music catalogue in the style of Datomic's mbrainz sample: enum idents
(artist types, genders, release statuses, medium formats), countries,
labels, artists (uuid gid identity, names, sort names, start/end years,
a collaboration graph with cycles and a self-loop, bigint plays, bigdec
royalties), releases (uuid gid, years/months/days with days missing,
labels, artists, component media, a heterogeneous chart tuple), media
(formats, positions, a composite [:medium/release :medium/position]
identity, component tracks) and tracks (names, positions, durations in ms,
cardinality-many artists, ISRC string identity, bigint plays, doubles,
a homogeneous long tuple). Deterministic.
"""
import os, json
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:country/name {:db/valueType :db.type/string :db/unique :db.unique/value}
 :country/code {:db/valueType :db.type/string}
 :label/name {:db/valueType :db.type/string}
 :label/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :label/founded {:db/valueType :db.type/long}
 :label/country {:db/valueType :db.type/ref}
 :label/parent {:db/valueType :db.type/ref}
 :artist/gid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :artist/name {:db/valueType :db.type/string}
 :artist/sortName {:db/valueType :db.type/string}
 :artist/type {:db/valueType :db.type/ref}
 :artist/gender {:db/valueType :db.type/ref}
 :artist/country {:db/valueType :db.type/ref}
 :artist/startYear {:db/valueType :db.type/long}
 :artist/endYear {:db/valueType :db.type/long}
 :artist/collab {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :artist/plays {:db/valueType :db.type/bigint}
 :artist/royalty {:db/valueType :db.type/bigdec}
 :artist/rating {:db/valueType :db.type/double}
 :artist/active {:db/valueType :db.type/boolean}
 :artist/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :artist/born {:db/valueType :db.type/instant}
 :release/gid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :release/name {:db/valueType :db.type/string}
 :release/year {:db/valueType :db.type/long}
 :release/month {:db/valueType :db.type/long}
 :release/day {:db/valueType :db.type/long}
 :release/status {:db/valueType :db.type/ref}
 :release/label {:db/valueType :db.type/ref}
 :release/artists {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :release/artistCredit {:db/valueType :db.type/string}
 :release/media {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :release/date {:db/valueType :db.type/instant}
 :release/price {:db/valueType :db.type/bigdec}
 :release/barcode {:db/valueType :db.type/string :db/unique :db.unique/value}
 :release/chart {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :medium/format {:db/valueType :db.type/ref}
 :medium/position {:db/valueType :db.type/long}
 :medium/release {:db/valueType :db.type/ref}
 :medium/release+position {:db/valueType :db.type/tuple :db/tupleAttrs [:medium/release :medium/position] :db/unique :db.unique/identity}
 :medium/name {:db/valueType :db.type/string}
 :medium/tracks {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :track/name {:db/valueType :db.type/string}
 :track/position {:db/valueType :db.type/long}
 :track/duration {:db/valueType :db.type/long}
 :track/artists {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :track/isrc {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :track/plays {:db/valueType :db.type/bigint}
 :track/bpm {:db/valueType :db.type/double}
 :track/explicit {:db/valueType :db.type/boolean}
 :track/span {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :track/lyrics {:db/valueType :db.type/ref :db/isComponent true}
 :lyrics/text {:db/valueType :db.type/string}
 :lyrics/lang {:db/valueType :db.type/keyword}}
"""

def s(x):
    return json.dumps(x, ensure_ascii=False)

ENUMS = [("at", "artist.type", ["person", "group", "orchestra", "choir", "other"]),
         ("ag", "artist.gender", ["male", "female", "other"]),
         ("rs", "release.status", ["official", "promotion", "bootleg", "pseudo"]),
         ("mf", "medium.format", ["vinyl", "cd", "cassette", "digital"])]

COUNTRIES = [("GB", "United Kingdom"), ("US", "United States"), ("JP", "日本"), ("SE", "Sverige"),
             ("IS", "Ísland"), ("DE", "Deutschland"), ("BR", "Brasil"), ("XX", "")]

LABELS = [("parlophone", "Parlophone", 1896, "GB", None), ("emi", "EMI", 1931, "GB", None),
          ("apple", "Apple Records", 1968, "GB", "emi"), ("motown", "Motown", 1959, "US", None),
          ("sony", "ソニー", 1968, "JP", None), ("polar", "Polar Music", 1963, "SE", None),
          ("smekkleysa", "Smekkleysa", 1986, "IS", None), ("indie", "", 0, None, "indie"),
          ("atlantic", "Atlantic", 1947, "US", "atlantic2"), ("atlantic2", "Atlantic II", -5, "US", "atlantic")]

# name, sortName, type, gender, country, start, end, plays, royalty, rating, active, tags, born
ARTISTS = [
 ("The Beatles", "Beatles, The", "group", None, "GB", 1960, 1970, 9000000000, "1250000.50", 9.8, False, ["rock", "pop"], None),
 ("John Lennon", "Lennon, John", "person", "male", "GB", 1957, 1980, 400000000, "500000.00", 9.1, False, ["rock"], "1940-10-09"),
 ("Paul McCartney", "McCartney, Paul", "person", "male", "GB", 1957, None, 700000000, "800000.25", 9.3, True, ["rock", "pop"], "1942-06-18"),
 ("George Harrison", "Harrison, George", "person", "male", "GB", 1958, 2001, 200000000, "300000", 8.9, False, ["rock", "indian"], "1943-02-25"),
 ("Ringo Starr", "Starr, Ringo", "person", "male", "GB", 1959, None, 50000000, "100000.10", 7.5, True, ["rock"], "1940-07-07"),
 ("Yoko Ono", "Ono, Yoko", "person", "female", "JP", 1961, None, 1000000, "0.00", 5.0, True, ["avant-garde"], "1933-02-18"),
 ("ABBA", "ABBA", "group", None, "SE", 1972, 1982, 3000000000, "900000.99", 9.0, False, ["pop", "disco"], None),
 ("Agnetha Fältskog", "Fältskog, Agnetha", "person", "female", "SE", 1967, None, 10000000, "20000.5", 7.0, True, ["pop"], "1950-04-05"),
 ("Björk", "Björk", "person", "female", "IS", 1977, None, 800000000, "600000.75", 9.5, True, ["electronic", "avant-garde"], "1965-11-21"),
 ("The Sugarcubes", "Sugarcubes, The", "group", None, "IS", 1986, 1992, 20000000, "15000.00", 7.8, False, ["alternative"], None),
 ("Marvin Gaye", "Gaye, Marvin", "person", "male", "US", 1957, 1984, 600000000, "450000.40", 9.4, False, ["soul"], "1939-04-02"),
 ("Tammi Terrell", "Terrell, Tammi", "person", "female", "US", 1961, 1970, 30000000, "25000", 8.0, False, ["soul"], "1945-04-29"),
 ("Stevie Wonder", "Wonder, Stevie", "person", "male", "US", 1961, None, 900000000, "700000.70", 9.6, True, ["soul", "funk"], "1950-05-13"),
 ("坂本龍一", "Sakamoto, Ryuichi", "person", "male", "JP", 1978, 2023, 100000000, "120000.12", 9.2, False, ["electronic", "classical"], "1952-01-17"),
 ("Yellow Magic Orchestra", "Yellow Magic Orchestra", "group", None, "JP", 1978, 1984, 80000000, "90000.90", 8.7, False, ["electronic"], None),
 ("Berliner Philharmoniker", "Berliner Philharmoniker", "orchestra", None, "DE", 1882, None, 150000000, "-1500.50", 9.0, True, ["classical"], None),
 ("Tom Jobim", "Jobim, Antônio Carlos", "person", "male", "BR", 1950, 1994, 250000000, "200000.2", 9.1, False, ["bossa nova"], "1927-01-25"),
 ("Elis Regina", "Regina, Elis", "person", "female", "BR", 1961, 1982, 40000000, "35000", 8.8, False, ["mpb", "bossa nova"], "1945-03-17"),
 ("Anonymous", "", "other", "other", "XX", 0, 0, 0, "0", 0.0, False, [], None),
 ("Session Choir", "Choir, Session", "choir", None, None, -1, None, -5, "-0.01", -1.5, True, ["classical"], None),
 ("Solo Nobody", "Nobody, Solo", "person", None, None, None, None, None, None, None, None, [], None),
 ("Kraftwerk", "Kraftwerk", "group", None, "DE", 1970, None, 300000000, "250000.00", 9.0, True, ["electronic"], None),
 ("Ralf Hütter", "Hütter, Ralf", "person", "male", "DE", 1968, None, 5000000, "4000.4", 7.2, True, ["electronic"], "1946-08-20"),
 ("", "", "person", "female", "US", 2020, None, 1, "0.01", 1.0, True, ["pop"], "2001-01-01"),
 ("Benny Andersson", "Andersson, Benny", "person", "male", "SE", 1964, None, 12000000, "30000.3", 7.4, True, ["pop"], "1946-12-16"),
 ("Medieval Monk", "Monk, Medieval", "person", "male", None, 1200, 1250, 7, "1.5", 3.3, False, ["chant"], "1200-03-01"),
]
AID = {a[0]: f"a{i}" for i, a in enumerate(ARTISTS)}
COLLAB = [("John Lennon", "Paul McCartney"), ("Paul McCartney", "John Lennon"), ("John Lennon", "Yoko Ono"),
          ("George Harrison", "Ringo Starr"), ("Ringo Starr", "George Harrison"), ("Marvin Gaye", "Tammi Terrell"),
          ("Tammi Terrell", "Marvin Gaye"), ("Stevie Wonder", "Marvin Gaye"), ("Björk", "Björk"),
          ("Björk", "The Sugarcubes"), ("坂本龍一", "Yellow Magic Orchestra"), ("Yellow Magic Orchestra", "Kraftwerk"),
          ("Kraftwerk", "Ralf Hütter"), ("Ralf Hütter", "坂本龍一"), ("Tom Jobim", "Elis Regina"),
          ("Agnetha Fältskog", "Benny Andersson"), ("Benny Andersson", "ABBA"), ("Paul McCartney", "Stevie Wonder"),
          ("Session Choir", "Session Choir"), ("Berliner Philharmoniker", "坂本龍一")]

# name, artists, year, month, day, status, label, price, chart, date
RELEASES = [
 ("Abbey Road", ["The Beatles"], 1969, 9, 26, "official", "apple", "19.99", ("uk", 1)),
 ("Let It Be", ["The Beatles"], 1970, 5, 8, "official", "apple", "17.50", ("uk", 1)),
 ("Please Please Me", ["The Beatles"], 1963, 3, 22, "official", "parlophone", "9.99", ("uk", 1)),
 ("Imagine", ["John Lennon"], 1971, 9, None, "official", "apple", "15.00", ("us", 1)),
 ("Double Fantasy", ["John Lennon", "Yoko Ono"], 1980, 11, 17, "official", "emi", "14.10", ("us", 1)),
 ("Ram", ["Paul McCartney"], 1971, 5, 17, "official", "apple", "12.00", ("uk", 1)),
 ("All Things Must Pass", ["George Harrison"], 1970, 11, 27, "official", "apple", "29.99", ("uk", 4)),
 ("Arrival", ["ABBA"], 1976, 10, 11, "official", "polar", "11.11", ("se", 1)),
 ("Waterloo", ["ABBA"], 1974, 3, 4, "official", "polar", "10.00", ("uk", 28)),
 ("Debut", ["Björk"], 1993, 7, 5, "official", "smekkleysa", "13.30", ("uk", 3)),
 ("Homogenic", ["Björk"], 1997, 9, None, "official", "smekkleysa", "13.30", ("uk", 4)),
 ("Life's Too Good", ["The Sugarcubes"], 1988, 4, None, "official", "smekkleysa", "8.00", ("uk", 14)),
 ("What's Going On", ["Marvin Gaye"], 1971, 5, 21, "official", "motown", "16.66", ("us", 6)),
 ("United", ["Marvin Gaye", "Tammi Terrell"], 1967, 8, 29, "official", "motown", "7.70", ("us", 69)),
 ("Songs in the Key of Life", ["Stevie Wonder"], 1976, 9, 28, "official", "motown", "24.00", ("us", 1)),
 ("Solid State Survivor", ["Yellow Magic Orchestra"], 1979, 9, 25, "official", "sony", "0.00", ("jp", 1)),
 ("戦場のメリークリスマス", ["坂本龍一"], 1983, 5, None, "official", "sony", "21.00", ("jp", 0)),
 ("Trans-Europe Express", ["Kraftwerk"], 1977, 3, None, "official", "emi", "9.50", ("de", 2)),
 ("Elis & Tom", ["Elis Regina", "Tom Jobim"], 1974, None, None, "official", "atlantic", "18.20", ("br", 1)),
 ("Beethoven 9", ["Berliner Philharmoniker", "Session Choir"], 1963, 1, 1, "official", "emi", "5.00", ("de", -1)),
 ("Live Bootleg '72", ["The Beatles", "John Lennon"], 1972, None, None, "bootleg", "indie", "-3.00", ("uk", 99)),
 ("Promo EP", ["Paul McCartney", "Stevie Wonder"], 1982, 3, 29, "promotion", "emi", "0", ("us", 1)),
 ("Untitled", ["Anonymous"], 0, 0, 0, "pseudo", "indie", "0.01", ("xx", 0)),
 ("Chants", ["Medieval Monk", "Session Choir"], 1230, None, None, "official", None, None, None),
 ("Rarities", ["The Beatles", "George Harrison", "Ringo Starr"], 1979, 12, 2, "official", "parlophone", "6.50", ("uk", 71)),
]

TNAMES = ["Come Together", "Something", "Here Comes the Sun", "Octopus's Garden", "Let It Be", "Get Back",
          "Across the Universe", "Love Me Do", "Twist and Shout", "Imagine", "Jealous Guy", "Oh Yoko!",
          "Woman", "Watching the Wheels", "Too Many People", "Uncle Albert", "My Sweet Lord", "Isn't It a Pity",
          "Dancing Queen", "Money, Money, Money", "Waterloo", "Honey, Honey", "Human Behaviour", "Venus as a Boy",
          "Jóga", "Bachelorette", "Birthday", "Motorcrash", "What's Going On", "Mercy Mercy Me", "Ain't No Mountain High Enough",
          "Your Precious Love", "Sir Duke", "Isn't She Lovely", "Behind the Mask", "Rydeen", "Merry Christmas Mr. Lawrence",
          "Forbidden Colours", "Europe Endless", "Trans-Europe Express", "Águas de Março", "Só Tinha de Ser Com Você",
          "Ode an die Freude", "Allegro", "Untitled", "", "Dirge", "Kyrie", "Gloria", "Something"]


def main():
    ents = []
    for pre, ns, vals in ENUMS:
        for v in vals:
            ents.append([f":db/id {s(pre + '-' + v)}", f":db/ident :{ns}/{v}"])
    for code, name in COUNTRIES:
        ents.append([f":db/id {s('c-' + code)}", f":db/ident :country/{code}", f":country/name {s(name)}",
                     f":country/code {s(code)}"])
    for code, name, founded, ctry, parent in LABELS:
        e = [f":db/id {s('l-' + code)}", f":label/code :{code}", f":label/name {s(name)}"]
        if founded:
            e.append(f":label/founded {founded}")
        if ctry:
            e.append(f":label/country {s('c-' + ctry)}")
        if parent:
            e.append(f":label/parent {s('l-' + parent)}")
        ents.append(e)
    for i, (name, sn, typ, gen, ctry, start, end, plays, roy, rating, active, tags, born) in enumerate(ARTISTS):
        e = [f":db/id {s(AID[name])}", f":artist/gid #uuid \"a0000000-0000-4000-8000-{i:012d}\"",
             f":artist/name {s(name)}", f":artist/sortName {s(sn)}", f":artist/type {s('at-' + typ)}"]
        if gen:
            e.append(f":artist/gender {s('ag-' + gen)}")
        if ctry:
            e.append(f":artist/country {s('c-' + ctry)}")
        if start is not None:
            e.append(f":artist/startYear {start}")
        if end is not None:
            e.append(f":artist/endYear {end}")
        if plays is not None:
            e.append(f":artist/plays {plays}N")
        if roy is not None:
            e.append(f":artist/royalty {roy}M")
        if rating is not None:
            e.append(f":artist/rating {rating!r}")
        if active is not None:
            e.append(f":artist/active {'true' if active else 'false'}")
        if tags:
            e.append(":artist/tags [" + " ".join(":" + t.replace(" ", "-") for t in tags) + "]")
        if born:
            e.append(f":artist/born #inst \"{born}T00:00:00.000-00:00\"")
        cs = [b for a, b in COLLAB if a == name]
        if cs:
            e.append(":artist/collab [" + " ".join(s(AID[b]) for b in cs) + "]")
        ents.append(e)
    t = 0
    for r, (name, arts, year, month, day, status, label, price, chart) in enumerate(RELEASES):
        rid = f"r{r}"
        e = [f":db/id {s(rid)}", f":release/gid #uuid \"b0000000-0000-4000-8000-{r:012d}\"",
             f":release/name {s(name)}", f":release/year {year}",
             ":release/artists [" + " ".join(s(AID[a]) for a in arts) + "]",
             f":release/artistCredit {s(' & '.join(arts))}", f":release/status {s('rs-' + status)}"]
        if month is not None:
            e.append(f":release/month {month}")
        if day is not None:
            e.append(f":release/day {day}")
        if label:
            e.append(f":release/label {s('l-' + label)}")
        if price is not None:
            e.append(f":release/price {price}M")
        if chart:
            e.append(f":release/chart [:{chart[0]} {chart[1]}]")
        if r % 4 != 3:
            e.append(f":release/barcode {s('50' + str(10000 + r * 37))}")
        if year > 1900 and month and day:
            e.append(f":release/date #inst \"{year:04d}-{month:02d}-{day:02d}T00:00:00.000-00:00\"")
        nmed = 1 + (r % 3 == 0) + (r == 6)
        media = []
        for m in range(nmed):
            fmt = ["vinyl", "cd", "cassette", "digital"][(r + m) % 4]
            ntr = 3 + (r * 7 + m * 3) % 5
            tracks = []
            for k in range(ntr):
                tn = TNAMES[(r * 5 + m * 3 + k) % len(TNAMES)]
                dur = 60000 + ((r * 131 + m * 71 + k * 53) % 400) * 1000 + (r + k) * 17
                if (r + k) % 23 == 0:
                    dur = 0
                tarts = list(arts) if k % 3 else arts[:1]
                if k == 1 and r % 5 == 0:
                    extra = [b for a, b in COLLAB if a == arts[0]]
                    tarts = tarts + extra[:1]
                tarts = list(dict.fromkeys(tarts))
                te = [f":track/name {s(tn)}", f":track/position {k + 1}", f":track/duration {dur}",
                      ":track/artists [" + " ".join(s(AID[a]) for a in tarts) + "]"]
                if (r + k) % 6 != 5:
                    te.append(f":track/isrc {s('ISRC%05d' % (t * 7 + 11))}")
                if (r + k) % 4 != 0:
                    te.append(f":track/plays {((t * 7919) % 100000) * 1000 - (5000 if t % 13 == 0 else 0)}N")
                if (r + k) % 5 != 2:
                    te.append(f":track/bpm {60.0 + (t * 37 % 120) + (0.5 if t % 3 == 0 else 0.0)!r}")
                te.append(f":track/explicit {'true' if t % 9 == 4 else 'false'}")
                te.append(f":track/span [{k * 10} {k * 10 + dur // 1000}]")
                if t % 8 == 0:
                    te.append(f":track/lyrics {{:lyrics/text {s(tn.lower() + ' la la')} :lyrics/lang :{['en', 'is', 'ja', 'pt'][t % 4]}}}")
                tracks.append("{" + " ".join(te) + "}")
                t += 1
            me = [f":medium/format {s('mf-' + fmt)}", f":medium/position {m + 1}", f":medium/release {s(rid)}",
                  ":medium/tracks [" + " ".join(tracks) + "]"]
            if m == 1:
                me.append(f":medium/name {s('Disc ' + str(m + 1))}")
            media.append("{" + " ".join(me) + "}")
        e.append(":release/media [" + " ".join(media) + "]")
        ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
