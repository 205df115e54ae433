#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the thirtieth unseen parity corpus.

A news publisher's content system: categories (a string identity, a parent
tree with one 2-cycle and a self-loop), authors (a keyword identity handle,
a unique-value e-mail, a mentor graph with a self-loop), articles (a string
slug identity, a uuid identity, bigint views, double read times, bigdec
royalties, embargo instants, keyword tags (many), related articles (many,
self-references), a heterogeneous translation tuple, a homogeneous long
tuple, component revisions), revisions (long numbers, instants, a composite
:db/tupleAttrs [:revision/article :revision/number] identity). Deterministic.
"""
import os, random
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(30)

SCHEMA = """{:category/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :category/parent {:db/valueType :db.type/ref}
 :category/rank {:db/valueType :db.type/long}
 :author/handle {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :author/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :author/name {:db/valueType :db.type/string}
 :author/active {:db/valueType :db.type/boolean}
 :author/mentor {:db/valueType :db.type/ref}
 :author/joined {:db/valueType :db.type/instant}
 :author/rate {:db/valueType :db.type/bigdec}
 :article/slug {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :article/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :article/title {:db/valueType :db.type/string}
 :article/author {:db/valueType :db.type/ref}
 :article/coauthors {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :article/category {:db/valueType :db.type/ref}
 :article/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :article/related {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :article/views {:db/valueType :db.type/bigint}
 :article/read-time {:db/valueType :db.type/double}
 :article/royalty {:db/valueType :db.type/bigdec}
 :article/embargo {:db/valueType :db.type/instant}
 :article/published {:db/valueType :db.type/boolean}
 :article/words {:db/valueType :db.type/long}
 :article/translation {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/string]}
 :article/pos {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :article/revisions {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :article/lead {:db/valueType :db.type/ref :db/isComponent true}
 :lead/text {:db/valueType :db.type/string}
 :revision/article {:db/valueType :db.type/ref}
 :revision/number {:db/valueType :db.type/long}
 :revision/at {:db/valueType :db.type/instant}
 :revision/note {:db/valueType :db.type/string}
 :revision/editor {:db/valueType :db.type/ref}
 :revision/key {:db/valueType :db.type/tuple :db/tupleAttrs [:revision/article :revision/number] :db/unique :db.unique/identity}}
"""

CATS = [("News", None, 1), ("World", "News", 2), ("Europe", "World", 3), ("Asia", "World", 3),
        ("Politics", "News", 2), ("Sport", None, 1), ("Football", "Sport", 2),
        ("Loop-A", "Loop-B", 5), ("Loop-B", "Loop-A", 5), ("Selfie", "Selfie", 0),
        ("Kultur & Médias", None, -1), ("", "News", 9)]
AUTHORS = [("ada", "ada@news.ex", "Ada Lovelace", True, None, "2019-03-01T00:00:00.000-00:00", "0.15"),
           ("bo", "bo@news.ex", "Bo Ørsted", True, "ada", "2020-06-15T12:30:00.000-00:00", "0.10"),
           ("chen", "chen@news.ex", "陈静", False, "ada", "2018-01-01T00:00:00.000-00:00", "0.00"),
           ("dara", "dara@news.ex", "Dara Ó Briain", True, "bo", "2021-11-30T23:59:59.999-00:00", "-0.05"),
           ("eve", "eve@news.ex", "", True, "eve", "1999-12-31T00:00:00.000-00:00", "0.20"),
           ("fyodor", "fyodor@news.ex", "Фёдор Д.", False, "chen", "2015-05-05T05:05:05.000-00:00", "0.15"),
           ("gia", "GIA@news.ex", "Gia Long", True, "dara", "2022-02-22T00:00:00.000-00:00", "0.12"),
           ("hal", None, "Hal 9000", False, None, "1970-01-01T00:00:00.000-00:00", "1.0"),
           ("ivy", "ivy@news.ex", "Ivy 🌿", True, "gia", "2023-07-04T00:00:00.000-00:00", "0.100"),
           ("jo", "jo@news.ex", "Jo", None, "ivy", None, None)]
TAGS = [":breaking", ":analysis", ":opinion", ":live", ":video", ":long-read", ":data", ":ñ"]
LANGS = [":en", ":fr", ":de", ":ja", ":es"]
WORDS = ["Storm", "Vote", "Match", "Market", "Summit", "Reform", "Crisis", "Derby", "Ölpreis", "選挙", "Festival", "Inquiry"]


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    out = []
    for i, (n, p, rk) in enumerate(CATS):
        m = {":db/id": s("c" + str(i)), ":category/name": s(n), ":category/rank": str(rk)}
        if p is not None:
            m[":category/parent"] = s("c" + str([c[0] for c in CATS].index(p)))
        out.append(m)
    for h, em, nm, act, men, j, rate in AUTHORS:
        m = {":db/id": s("a-" + h), ":author/handle": ":" + h, ":author/name": s(nm)}
        if em is not None:
            m[":author/email"] = s(em)
        if act is not None:
            m[":author/active"] = "true" if act else "false"
        if men is not None:
            m[":author/mentor"] = s("a-" + men)
        if j is not None:
            m[":author/joined"] = '#inst "' + j + '"'
        if rate is not None:
            m[":author/rate"] = rate + "M"
        out.append(m)
    n_art = 70
    revs = []
    for i in range(n_art):
        slug = f"art-{i:03d}"
        title = f"{WORDS[i % len(WORDS)]} {['update', 'report', 'explainer', 'live', ''][i % 5]}".strip()
        if i == 7:
            title = ""
        if i == 13:
            title = "Ünïcödé — “quotes” & 'apostrophes'"
        m = {":db/id": s(slug), ":article/slug": s(slug), ":article/title": s(title)}
        m[":article/uuid"] = '#uuid "%08x-0000-4000-8000-%012x"' % (i * 7919, i)
        if i % 11 != 10:
            m[":article/author"] = s("a-" + AUTHORS[i % len(AUTHORS)][0])
        if i % 4 == 0:
            co = sorted({AUTHORS[(i + k) % len(AUTHORS)][0] for k in (1, 3)})
            m[":article/coauthors"] = "[" + " ".join(s("a-" + c) for c in co) + "]"
        if i % 9 != 8:
            m[":article/category"] = s("c" + str(i % len(CATS)))
        nt = i % 4
        if nt:
            tg = sorted({TAGS[(i * 3 + k * 5) % len(TAGS)] for k in range(nt)})
            m[":article/tags"] = "[" + " ".join(tg) + "]"
        rel = set()
        if i % 3 == 0:
            rel.add((i + 1) % n_art)
            rel.add((i * 7) % n_art)
        if i % 10 == 5:
            rel.add(i)  # self-reference
        if rel:
            m[":article/related"] = "[" + " ".join(s(f"art-{r:03d}") for r in sorted(rel)) + "]"
        views = [0, -1, 12345678901234567890, 42, 1000, 999999, 7][i % 7] + (i if i % 7 not in (0, 1) else 0)
        if i % 13 != 12:
            m[":article/views"] = str(views) + "N"
        rt = [0.0, -0.5, 3.25, 12.75, 1e-3, 7.0, 4.5][i % 7]
        if i % 8 != 7:
            m[":article/read-time"] = repr(rt)
        roy = ["0.00", "12.50", "-3.10", "100", "0.001", "12.5", "7.25"][i % 7]
        if i % 6 != 5:
            m[":article/royalty"] = roy + "M"
        if i % 5 == 0:
            m[":article/embargo"] = '#inst "%04d-%02d-%02dT%02d:00:00.000-00:00"' % (2024 + i % 3, 1 + i % 12, 1 + i % 28, i % 24)
        if i % 6 != 4:
            m[":article/published"] = "true" if i % 3 else "false"
        m[":article/words"] = str([0, 850, 1200, -1, 5000, 300, 2200][i % 7] + (i % 7) * 10)
        if i % 4 == 1:
            m[":article/translation"] = "[%s %s]" % (LANGS[i % 5], s(["Titre", "Titel", "題名", "", "Título"][i % 5] + f" {i}"))
        if i % 5 == 2:
            m[":article/pos"] = "[%d %d]" % (i % 4 - 1, i * 3)
        if i % 7 == 3:
            m[":article/lead"] = "{:lead/text %s}" % s(f"Lead paragraph {i}" if i % 2 else "")
        nr = i % 4
        rids = []
        for r in range(1, nr + 1):
            rid = f"r-{i}-{r}"
            rids.append(rid)
            rm = {":db/id": s(rid), ":revision/article": s(slug), ":revision/number": str(r),
                  ":revision/at": '#inst "2025-%02d-%02dT%02d:%02d:00.000-00:00"' % (1 + (i + r) % 12, 1 + (i * r) % 28, r * 3, i % 60),
                  ":revision/note": s(["typo", "update", "", "legal review", "headline 変更"][(i + r) % 5])}
            if (i + r) % 3:
                rm[":revision/editor"] = s("a-" + AUTHORS[(i + r) % len(AUTHORS)][0])
            revs.append(rm)
        if rids:
            m[":article/revisions"] = "[" + " ".join(s(x) for x in rids) + "]"
        out.append(m)
    out.extend(revs)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[")
        f.write("\n ".join("{" + " ".join(f"{k} {v}" for k, v in m.items()) + "}" for m in out))
        f.write("]\n")


if __name__ == "__main__":
    main()
