#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 69th unseen parity corpus: a
streaming-media catalogue. Genres (idents), shows (slug identity, uuid
identity, cardinality-many genre refs, component seasons, recommendation
refs with cycles and a self-loop, double ratings, long votes, bigint budget,
instants across zones, an availability heterogeneous tuple, a homogeneous
long histogram, string tags), seasons (component episodes), episodes
(unique-value code, long runtimes incl. 0 and negative, double ratings),
people (follows graph with cycles), credits (composite identity
[:credit/person :credit/show], role tuple [keyword string]), users (bigdec
balances, keyword regions) and watch events (bigdec progress).
Deterministic."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:genre/label {:db/valueType :db.type/string}
 :show/slug {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :show/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :show/title {:db/valueType :db.type/string}
 :show/genres {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :show/seasons {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :show/recs {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :show/rating {:db/valueType :db.type/double}
 :show/votes {:db/valueType :db.type/long}
 :show/budget {:db/valueType :db.type/bigint}
 :show/released {:db/valueType :db.type/instant}
 :show/kids {:db/valueType :db.type/boolean}
 :show/lang {:db/valueType :db.type/keyword}
 :show/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :show/avail {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/string :db.type/long]}
 :show/hist {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :show/price {:db/valueType :db.type/bigdec}
 :season/number {:db/valueType :db.type/long}
 :season/year {:db/valueType :db.type/long}
 :season/episodes {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :episode/code {:db/valueType :db.type/string :db/unique :db.unique/value}
 :episode/title {:db/valueType :db.type/string}
 :episode/number {:db/valueType :db.type/long}
 :episode/runtime {:db/valueType :db.type/long}
 :episode/rating {:db/valueType :db.type/double}
 :episode/aired {:db/valueType :db.type/instant}
 :person/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :person/name {:db/valueType :db.type/string}
 :person/born {:db/valueType :db.type/instant}
 :person/follows {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :person/mentor {:db/valueType :db.type/ref}
 :credit/person {:db/valueType :db.type/ref}
 :credit/show {:db/valueType :db.type/ref}
 :credit/person+show {:db/valueType :db.type/tuple :db/tupleAttrs [:credit/person :credit/show] :db/unique :db.unique/identity}
 :credit/role {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/string]}
 :credit/billing {:db/valueType :db.type/long}
 :user/login {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :user/region {:db/valueType :db.type/keyword}
 :user/premium {:db/valueType :db.type/boolean}
 :user/balance {:db/valueType :db.type/bigdec}
 :user/age {:db/valueType :db.type/long}
 :watch/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :watch/user {:db/valueType :db.type/ref}
 :watch/episode {:db/valueType :db.type/ref}
 :watch/progress {:db/valueType :db.type/bigdec}
 :watch/at {:db/valueType :db.type/instant}
 :watch/device {:db/valueType :db.type/keyword}
 :watch/done {:db/valueType :db.type/boolean}}
"""

GENRES = [("drama", "Drama"), ("comedy", "Comedy"), ("scifi", "Sci-Fi"), ("docu", "Documentary"),
          ("anime", "アニメ"), ("crime", "Crime"), ("kids", "Kids"), ("empty", "")]
# slug, title, genres, rating, votes, budget, released(str), kids, lang, tags, avail, hist, price, nseasons
SHOWS = [
 ("dark-matter", "Dark Matter", ["scifi", "drama"], 8.4, 120000, 45000000, "2015-06-12T21:00:00.000+02:00", False, "en", ["space", "mystery"], ("eu", "premium", 30), [5, 10, 40], "9.99", 3),
 ("tiny-chefs", "Tiny Chefs", ["kids", "comedy"], 6.1, 3400, 500000, "2019-01-01T00:00:00.000-05:00", True, "en", ["food"], ("us", "free", 0), [1, 2, 3], "0.00", 2),
 ("la-casa", "La Casa", ["crime", "drama"], 8.9, 870000, 120000000, "2017-05-02T22:30:00.000+02:00", False, "es", ["heist", "mystery"], ("eu", "basic", 90), [0, 5, 95], "12.50", 4),
 ("kaiju-days", "怪獣の日々", ["anime", "scifi"], 7.7, 45000, 9000000, "2020-04-04T01:00:00.000+09:00", False, "ja", ["monsters", "space"], ("jp", "premium", -1), [2, 8, 20], "7.00", 2),
 ("ocean-deep", "Ocean Deep", ["docu"], 9.2, 230000, 30000000, "2001-11-11T12:00:00.000Z", True, "en", ["nature"], ("us", "basic", 365), [0, 1, 99], "4.50", 1),
 ("void", "", ["empty"], 0.0, 0, 0, "1970-01-01T00:00:00.000Z", False, "xx", [], ("zz", "", 0), [0, 0, 0], "0", 1),
 ("neg-show", "Negative Space", ["drama", "comedy", "crime"], -1.5, -10, -250000, "1969-12-31T23:59:59.000Z", False, "fr", ["weird"], ("eu", "free", -30), [-1, 0, 1], "-3.25", 2),
 ("zombie-law", "Zombie Law", ["comedy", "crime"], 7.0, 56000, 15000000, "2012-10-31T23:00:00.000-07:00", False, "en", ["legal", "horror"], ("ca", "basic", 60), [10, 20, 30], "5.99", 3),
 ("bärenland", "Bärenland", ["docu", "kids"], 7.0, 800, 1200000, "2022-02-22T08:00:00.000+01:00", True, "de", ["nature", "food"], ("eu", "free", 14), [3, 3, 3], "2.00", 1),
 ("quantum-cafe", "Quantum Café", ["scifi", "comedy"], 8.4, 99000, 22000000, "2018-03-14T15:09:26.000Z", False, "fr", ["space", "food"], ("fr", "premium", 45), [4, 6, 50], "9.99", 2),
 ("null-island", "Null Island", ["docu", "drama"], 5.5, 1200, 999999999999, "2023-07-07T07:07:07.000+05:30", False, "en", ["mystery"], ("in", "basic", 7), [9, 9, 1], "1.10", 2),
 ("🦊-tales", "🦊 Tales", ["anime", "kids"], 6.6, 6600, 660000, "2021-06-06T06:06:06.000-03:00", True, "pt", ["animals"], ("br", "free", 21), [6, 6, 6], "0.66", 1),
]
RECS = {"dark-matter": ["quantum-cafe", "kaiju-days"], "quantum-cafe": ["dark-matter"], "kaiju-days": ["dark-matter", "kaiju-days"],
        "la-casa": ["zombie-law", "null-island"], "zombie-law": ["la-casa"], "null-island": ["ocean-deep"],
        "ocean-deep": ["bärenland"], "bärenland": ["ocean-deep", "tiny-chefs"], "tiny-chefs": ["🦊-tales"],
        "neg-show": ["neg-show"]}
PEOPLE = [("ana", "Ana Souza", "1980-02-29T10:00:00.000-03:00", ["ben", "chen"], None),
          ("ben", "Ben Okafor", "1975-07-04T00:00:00.000Z", ["ana"], "ana"),
          ("chen", "陈静", "1990-12-31T23:59:59.000+08:00", ["dana"], "ben"),
          ("dana", "Dana Ó Súilleabháin", "1968-01-01T00:00:00.000Z", ["ana", "dana"], "dana"),
          ("eli", "", "2000-01-01T00:00:00.000Z", [], None),
          ("fatima", "Fatima Zahra", "1985-05-05T05:05:05.000+01:00", ["eli"], "chen"),
          ("gus", "Gus", None, ["fatima", "ben"], "fatima"),
          ("hana", "Hana Kowalczyk", "1995-09-09T09:09:09.000-09:00", [], None)]
ROLES = ["actor", "director", "writer", "composer"]
REGIONS = ["eu", "us", "jp", "br", "in", "eu"]
DEVICES = ["tv", "phone", "web", "tablet"]


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    out = []
    for g, lab in GENRES:
        out.append(f'{{:db/id "g-{g}" :db/ident :genre/{g} :genre/label {s(lab)}}}')
    ep_ids = []
    for i, (slug, title, gs, rating, votes, budget, rel, kids, lang, tags, av, hist, price, ns) in enumerate(SHOWS):
        seasons = []
        for sn in range(1, ns + 1):
            eps = []
            ne = 3 + (i * 7 + sn * 3) % 7
            for en in range(1, ne + 1):
                eid = f"e-{i}-{sn}-{en}"
                code = f"{slug[:4].upper()}-S{sn:02d}E{en:02d}"
                rt = 20 + (i * 13 + sn * 7 + en * 11) % 50
                if i == 5:
                    rt = 0
                if i == 6 and en == 1:
                    rt = -5
                er = round(5.0 + ((i * 17 + sn * 5 + en * 3) % 50) / 10.0, 1)
                parts = [f':db/id "{eid}"', f":episode/code {s(code)}", f":episode/number {en}",
                         f":episode/runtime {rt}"]
                if not (en == 2 and sn == 1):
                    parts.append(f":episode/title {s(title + ' ' + str(sn) + '.' + str(en) if en % 4 else '')}")
                if (i + en) % 5 != 0:
                    parts.append(f":episode/rating {er}")
                if en != 3:
                    mo = 1 + (i + sn + en) % 12
                    parts.append(f'#:episode{{:aired #inst "{2000 + i + sn}-{mo:02d}-{1 + en * 2:02d}T20:00:00.000-0{en % 6}:00"}}'.replace("#:episode{", "").replace("}", "") if False else
                                 f':episode/aired #inst "{2000 + i + sn}-{mo:02d}-{1 + en * 2:02d}T20:00:00.000-0{en % 6}:00"')
                out.append("{" + " ".join(parts) + "}")
                eps.append(eid)
                ep_ids.append(eid)
            sid = f"s-{i}-{sn}"
            out.append(f'{{:db/id "{sid}" :season/number {sn} :season/year {2000 + i + sn} :season/episodes [{" ".join(s(e) for e in eps)}]}}')
            seasons.append(sid)
        parts = [f':db/id "sh-{slug}"', f":show/slug {s(slug)}", f":show/title {s(title)}",
                 f':show/uuid #uuid "5e1f0000-0000-4000-8000-{i:012d}"',
                 f":show/genres [{' '.join(s('g-' + g) for g in gs)}]",
                 f":show/seasons [{' '.join(s(x) for x in seasons)}]",
                 f":show/rating {rating}", f":show/votes {votes}", f":show/budget {budget}N",
                 f':show/released #inst "{rel}"', f":show/lang :{lang}",
                 f":show/avail [:{av[0]} {s(av[1])} {av[2]}]", f":show/hist [{' '.join(map(str, hist))}]",
                 f":show/price {price}M"]
        if i != 3:
            parts.append(f":show/kids {'true' if kids else 'false'}")
        if tags:
            parts.append(f":show/tags [{' '.join(s(t) for t in tags)}]")
        out.append("{" + " ".join(parts) + "}")
    # recs after all shows exist
    for a, bs in RECS.items():
        out.append(f'{{:db/id [:show/slug {s(a)}] :show/recs [{" ".join("[:show/slug " + s(b) + "]" for b in bs)}]}}')
    for h, n, born, fol, men in PEOPLE:
        parts = [f':db/id "p-{h}"', f":person/handle {s(h)}", f":person/name {s(n)}"]
        if born:
            parts.append(f':person/born #inst "{born}"')
        out.append("{" + " ".join(parts) + "}")
    for h, n, born, fol, men in PEOPLE:
        parts = [f':db/id [:person/handle {s(h)}]']
        if fol:
            parts.append(f":person/follows [{' '.join('[:person/handle ' + s(f) + ']' for f in fol)}]")
        if men:
            parts.append(f":person/mentor [:person/handle {s(men)}]")
        if len(parts) > 1:
            out.append("{" + " ".join(parts) + "}")
    k = 0
    for pi, (h, n, *_r) in enumerate(PEOPLE):
        for si, sh in enumerate(SHOWS):
            if (pi * 5 + si * 3) % 4 == 0:
                role = ROLES[(pi + si) % 4]
                char = "" if (pi + si) % 9 == 0 else f"{n.split(' ')[0] or 'Anon'} as #{si}"
                parts = [f':credit/person [:person/handle {s(h)}]', f':credit/show [:show/slug {s(sh[0])}]',
                         f":credit/role [:{role} {s(char)}]"]
                if k % 3:
                    parts.append(f":credit/billing {k % 7 - 1}")
                out.append("{" + " ".join(parts) + "}")
                k += 1
    for u in range(30):
        login = ["zoë", "Émile", "", "ß-user", "user_10"][u] if u < 5 else f"user{u:02d}"
        bal = ["0.00", "-12.50", "100", "3.14159", "0"][u % 5]
        parts = [f':db/id "u-{u}"', f":user/login {s(login)}", f":user/region :{REGIONS[u % 6]}",
                 f":user/balance {bal}M"]
        if u % 4 != 3:
            parts.append(f":user/premium {'true' if u % 3 == 0 else 'false'}")
        if u % 7 != 6:
            parts.append(f":user/age {13 + (u * 7) % 60}")
        out.append("{" + " ".join(parts) + "}")
    for w in range(220):
        ep = ep_ids[(w * 37) % len(ep_ids)]
        prog = ["0.0", "12.5", "50.00", "99.9", "100.0", "33.333", "0", "75.25"][w % 8]
        parts = [f":watch/id {1000 + w}", f':watch/user "u-{(w * 11) % 30}"', f':watch/episode "{ep}"',
                 f":watch/progress {prog}M", f":watch/device :{DEVICES[w % 4]}",
                 f':watch/at #inst "2024-{1 + w % 12:02d}-{1 + w % 28:02d}T{w % 24:02d}:{(w * 7) % 60:02d}:00.000+0{w % 10}:00"']
        if w % 6 != 5:
            parts.append(f":watch/done {'true' if prog in ('100.0', '99.9') else 'false'}")
        out.append("{" + " ".join(parts) + "}")
    open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
    open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(out) + "]\n")


if __name__ == "__main__":
    main()
