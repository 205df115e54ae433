#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen93 parity corpus (deterministic).

A newsroom CMS: articles (string slug identity, status as a ref to :status/* idents,
keyword section, cardinality-many keyword tags and author refs, instants for
created/published/updated, long word counts, double read score, bigdec fee, bigint
view count, uuid), authors (string handle identity, unique-value email, unicode
names, an editor ref and a mentor chain with a cycle), editors, revisions (component
entities with a number and body), embargoes (component), corrections (refs to articles).
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:article/slug {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :article/id {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :article/title {:db/valueType :db.type/string}
 :article/status {:db/valueType :db.type/ref}
 :article/section {:db/valueType :db.type/keyword}
 :article/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :article/authors {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :article/editor {:db/valueType :db.type/ref}
 :article/created {:db/valueType :db.type/instant}
 :article/published {:db/valueType :db.type/instant}
 :article/updated {:db/valueType :db.type/instant}
 :article/words {:db/valueType :db.type/long}
 :article/score {:db/valueType :db.type/double}
 :article/fee {:db/valueType :db.type/bigdec}
 :article/views {:db/valueType :db.type/bigint}
 :article/priority {:db/valueType :db.type/ref}
 :article/revisions {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :article/embargo {:db/valueType :db.type/ref :db/isComponent true}
 :article/related {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :article/premium {:db/valueType :db.type/boolean}
 :revision/number {:db/valueType :db.type/long}
 :revision/body {:db/valueType :db.type/string}
 :revision/by {:db/valueType :db.type/ref}
 :revision/at {:db/valueType :db.type/instant}
 :embargo/until {:db/valueType :db.type/instant}
 :embargo/reason {:db/valueType :db.type/string}
 :embargo/region {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :author/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :author/name {:db/valueType :db.type/string}
 :author/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :author/desk {:db/valueType :db.type/keyword}
 :author/staff {:db/valueType :db.type/boolean}
 :author/mentor {:db/valueType :db.type/ref}
 :author/rate {:db/valueType :db.type/bigdec}
 :author/langs {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :editor/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :editor/name {:db/valueType :db.type/string}
 :editor/level {:db/valueType :db.type/long}
 :editor/sections {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :correction/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :correction/article {:db/valueType :db.type/ref}
 :correction/text {:db/valueType :db.type/string}
 :correction/at {:db/valueType :db.type/instant}
 :correction/severity {:db/valueType :db.type/ref}}
"""


def inst(y, m, d, h=0, mi=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


STATUSES = ["draft", "review", "published", "retracted", "archived"]
PRIOS = ["low", "normal", "high", "breaking"]
SEVS = ["minor", "major"]
SECTIONS = ["politics", "sport", "culture", "tech", "opinion", "world"]
TAGS = ["election", "climate", "ai", "football", "music", "film", "économie", "health", "local", "exclusive"]
AUTHORS = [("ana", "Ana Souza", "politics"), ("bjorn", "Björn Ek", "sport"), ("chloe", "Chloé Martin", "culture"),
           ("dmitri", "Dmitri Ivanov", "tech"), ("eunji", "Eun-ji Park", "world"), ("fatou", "Fatou Diop", "politics"),
           ("giulia", "Giulia Rossi", "culture"), ("hiro", "平野 弘", "tech"), ("ingrid", "Ingrid Ås", "opinion"),
           ("jose", "José Núñez", "sport"), ("kwame", "Kwame Mensah", "world"), ("laila", "", "opinion"),
           ("mateo", "Mateo 😀", "tech"), ("nour", "Nour Haddad", "world")]
EDITORS = [("ed-max", "Max Weber", 3, ["politics", "world"]), ("ed-sue", "Sue Park", 2, ["sport", "culture"]),
           ("ed-tom", "Tom Ñandú", 1, ["tech"]), ("ed-zoe", "Zoë Li", 2, [])]
LANGS = ["en", "fr", "de", "ja", "es", "ar"]


def main():
    ents = []
    for st in STATUSES:
        ents.append(f"{{:db/ident :status/{st}}}")
    for p in PRIOS:
        ents.append(f"{{:db/ident :priority/{p}}}")
    for sv in SEVS:
        ents.append(f"{{:db/ident :severity/{sv}}}")
    for (h, n, lvl, secs) in EDITORS:
        e = [f':db/id "{h}"', f':editor/handle "{h}"', f":editor/name {s(n)}", f":editor/level {lvl}"]
        if secs:
            e.append(":editor/sections [" + " ".join(":" + x for x in secs) + "]")
        ents.append("{" + " ".join(e) + "}")
    for i, (h, n, desk) in enumerate(AUTHORS):
        e = [f':db/id "a-{h}"', f':author/handle "{h}"', f":author/name {s(n)}", f":author/desk :{desk}"]
        if i % 5 != 3:
            e.append(f':author/email "{h}@news.example"')
        if i % 4 != 2:
            e.append(f":author/staff {'true' if i % 3 != 1 else 'false'}")
        if i > 0 and i % 3 != 0:
            e.append(f':author/mentor "a-{AUTHORS[(i - 1) if i != 5 else 5][0]}"')  # fatou mentors herself
        if i == 0:
            e.append(':author/mentor "a-giulia"')
        if i == 6:
            e.append(':author/mentor "a-ana"')  # cycle ana <-> giulia
        if i % 6 != 5:
            e.append(f":author/rate {['120.00', '95.5', '0.00', '-10.25', '200', '75.125'][i % 6]}M")
        e.append(":author/langs [" + " ".join(":" + LANGS[(i + k) % 6] for k in range(1 + i % 3)) + "]")
        ents.append("{" + " ".join(e) + "}")
    N = 60
    for i in range(N):
        sec = SECTIONS[i % 6]
        st = STATUSES[(i * 7) % 5]
        slug = f"art-{i:03d}"
        if i == 7:
            slug = "café-über-alles"
        if i == 13:
            slug = ""
        title = f"Story {i}: {sec.title()}"
        if i == 21:
            title = "Выборы 2025 — итоги"
        if i == 22:
            title = ""
        if i == 33:
            title = "Apostrophe's \"quoted\" story"
        e = [f':db/id "art{i}"', f":article/slug {s(slug)}", f':article/id #uuid "aaaaaaaa-0000-4000-8000-{i:012d}"',
             f":article/title {s(title)}", f":article/status :status/{st}", f":article/section :{sec}",
             f":article/created {inst(2025, 1 + i % 12, 1 + (i * 3) % 28, i % 24, (i * 7) % 60)}",
             f":article/words {[850, 1200, 0, 430, 2500, -1, 610, 1200][i % 8] + (i if i % 8 not in (2, 5) else 0)}"]
        tg = [TAGS[(i + k * 3) % 10] for k in range(i % 4)]
        if tg:
            e.append(":article/tags [" + " ".join(":" + t for t in sorted(set(tg))) + "]")
        na = 0 if i % 11 == 10 else (1 + i % 3)
        au = sorted({AUTHORS[(i * 5 + k * 4) % 14][0] for k in range(na)})
        if au:
            e.append(":article/authors [" + " ".join(f'"a-{a}"' for a in au) + "]")
        if i % 5 != 4:
            e.append(f':article/editor "{EDITORS[i % 4][0]}"')
        if st in ("published", "retracted", "archived"):
            e.append(f":article/published {inst(2025, 1 + i % 12, 2 + (i * 3) % 27, (i + 5) % 24, 0)}")
        if i % 3 == 0:
            e.append(f":article/updated {inst(2025, 1 + (i + 1) % 12, 1 + i % 28, 9, 30)}")
        if i % 7 != 6:
            e.append(f":article/score {[0.5, 1.25, -0.75, 0.0, 3.3333, 2.5, 10.0][i % 7]}")
        if i % 4 == 1:
            e.append(f":article/fee {['25.00', '0.10', '99.999', '-1.5', '100'][i % 5]}M")
        if i % 2 == 0:
            e.append(f":article/views {[0, 12345, 9007199254740993, 42, 123456789012345678901][(i // 2) % 5]}N")
        if i % 3 != 2:
            e.append(f":article/priority :priority/{PRIOS[i % 4]}")
        if i % 5 != 2:
            e.append(f":article/premium {'true' if i % 3 == 0 else 'false'}")
        nrev = i % 4
        revs = []
        for r in range(nrev):
            body = ["First draft.", "Fixed typos.", "Añadido contexto — 追加", ""][(r + i) % 4]
            ra = AUTHORS[(i + r) % 14][0]
            revs.append(f'{{:revision/number {r + 1} :revision/body {s(body)} :revision/by "a-{ra}" '
                        f':revision/at {inst(2025, 1 + i % 12, 1 + r, 10 + r, i % 60)}}}')
        if revs:
            e.append(":article/revisions [" + " ".join(revs) + "]")
        if i % 9 == 4:
            regs = ["eu", "us", "asia"][: 1 + i % 3]
            e.append(f':article/embargo {{:embargo/until {inst(2025, 6, 1 + i % 28, 6, 0)} '
                     f':embargo/reason {s(["legal", "court order", "partner"][i % 3])} '
                     f':embargo/region [{" ".join(":" + r for r in regs)}]}}')
        rel = []
        if i % 10 == 3:
            rel.append(f'"art{(i + 1) % N}"')
        if i == 14:
            rel.append('"art3"')  # cycle art3 -> art4? art3 -> art4, art14 -> art3
        if i == 4:
            rel.append('"art14"')
        if i == 25:
            rel.append('"art25"')  # self
        if rel:
            e.append(":article/related [" + " ".join(rel) + "]")
        ents.append("{" + " ".join(e) + "}")
    for c in range(10):
        a = (c * 7 + 3) % N
        e = [f':correction/id "C-{c:02d}"', f':correction/article "art{a}"',
             f":correction/text {s(['Name misspelled.', 'Wrong date.', 'Citation ajoutée.', '', 'Figures updated: −3%'][c % 5])}",
             f":correction/at {inst(2025, 2 + c % 10, 5 + c, 8, c)}"]
        if c % 4 != 3:
            e.append(f":correction/severity :severity/{SEVS[c % 2]}")
        ents.append("{" + " ".join(e) + "}")
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(ents) + "]\n")
    print(len(ents), "entities")


if __name__ == "__main__":
    main()
