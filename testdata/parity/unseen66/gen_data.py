#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the sixty-sixth unseen parity corpus.

A wiki / knowledge graph: articles (a string slug identity, a uuid
unique-value id, titles with unicode and an empty one, cardinality-many
links with cycles and self-links, categories as ident entities
(`:cat/science` …, with a parent tree), cardinality-many keyword tags,
component revisions with instants, authors, long deltas incl. 0 and
negatives, long views, double scores, bigint byte sizes, bigdec ratings,
booleans, an untyped `:article/misc` holding mixed values, a
heterogeneous infobox tuple `[string long keyword]`, a homogeneous double
coords tuple, redirects forming chains and a cycle), users (string
identity, unique-value e-mail, karma incl. 0 and negative), translations
(a composite `[:trans/article :trans/lang]` identity). Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:article/slug {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :article/uid {:db/valueType :db.type/uuid :db/unique :db.unique/value}
 :article/title {:db/valueType :db.type/string}
 :article/links {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :article/cats {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :article/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :article/revisions {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :article/lead {:db/valueType :db.type/ref :db/isComponent true}
 :article/views {:db/valueType :db.type/long}
 :article/score {:db/valueType :db.type/double}
 :article/bytes {:db/valueType :db.type/bigint}
 :article/rating {:db/valueType :db.type/bigdec}
 :article/featured {:db/valueType :db.type/boolean}
 :article/created {:db/valueType :db.type/instant}
 :article/lang {:db/valueType :db.type/keyword}
 :article/redirect {:db/valueType :db.type/ref}
 :article/misc {}
 :article/aliases {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :article/infobox {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/string :db.type/long :db.type/keyword]}
 :article/coords {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :article/watchers {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :lead/text {:db/valueType :db.type/string}
 :lead/words {:db/valueType :db.type/long}
 :revision/num {:db/valueType :db.type/long}
 :revision/at {:db/valueType :db.type/instant}
 :revision/author {:db/valueType :db.type/ref}
 :revision/summary {:db/valueType :db.type/string}
 :revision/minor {:db/valueType :db.type/boolean}
 :revision/delta {:db/valueType :db.type/long}
 :user/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :user/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :user/karma {:db/valueType :db.type/long}
 :user/admin {:db/valueType :db.type/boolean}
 :user/joined {:db/valueType :db.type/instant}
 :user/mentor {:db/valueType :db.type/ref}
 :cat/label {:db/valueType :db.type/string}
 :cat/parent {:db/valueType :db.type/ref}
 :cat/rank {:db/valueType :db.type/long}
 :trans/article {:db/valueType :db.type/ref}
 :trans/lang {:db/valueType :db.type/keyword}
 :trans/article+lang {:db/valueType :db.type/tuple :db/tupleAttrs [:trans/article :trans/lang] :db/unique :db.unique/identity}
 :trans/title {:db/valueType :db.type/string}
 :trans/done {:db/valueType :db.type/boolean}}
"""

CATS = [("root", "Everything", None, 0), ("science", "Science", "root", 1), ("physics", "Physics", "science", 2),
        ("biology", "Biology", "science", 2), ("arts", "Arts", "root", 1), ("music", "Music ♪", "arts", 2),
        ("history", "History", "root", 1), ("empty", "", "root", -1), ("orphan", "Orphan", None, 9)]
USERS = [("alice", 120, True, (2010, 1, 5), None), ("bob", 0, False, (2011, 3, 9), "alice"),
         ("carol", -15, False, (2012, 7, 1), "alice"), ("dmitri", 45, False, (2015, 2, 28), "bob"),
         ("émile", 9, True, (2016, 11, 30), "dmitri"), ("fatima", 300, False, (2018, 6, 15), "émile"),
         ("gō", 1, False, (2020, 12, 31), "gō"), ("hana", 77, False, (2021, 4, 4), "carol"),
         ("ivan", -1, False, (2022, 8, 8), "ivan"), ("", 5, False, (2023, 1, 1), None)]
WORDS = ["Quantum", "Entropy", "Photosynthesis", "Baroque", "Renaissance", "Fugue", "Mitochondria",
         "Relativity", "Byzantium", "Sonata", "Genome", "Neutrino", "Carolingian", "Jazz", "Enzyme",
         "Gravity", "Ottoman", "Opera", "Protein", "Laser", "Feudalism", "Symphony", "Virus", "Plasma",
         "Magna Carta", "Raga", "Cell", "Boson", "Pharaoh", "Motet", "Ribosome", "Graviton",
         "Ming", "Blues", "Allele", "Quark", "Inca", "Madrigal", "Neuron", "Photon",
         "東京", "Ψυχή", "Москва", "Café", "Zürich", "Ελλάδα", "北京", "São Paulo", "", "X"] + [f"Stub {k}" for k in range(30)]
CATFOR = ["physics", "biology", "biology", "music", "history", "music", "biology", "physics", "history",
          "music"]
TAGS = ["stub", "featured", "good", "needs-citation", "disputed", "long", "new", "old"]
LANGS = ["en", "de", "fr", "ja", "ru"]


def inst(y, m, d, h=0, mi=0, s=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def refs(xs):
    return "[" + " ".join(s(x) for x in xs) + "]"


def b(x):
    return "true" if x else "false"


def slug(w):
    return w.lower().replace(" ", "-") if w else "empty-title"


def main():
    ents = []
    for code, label, parent, rank in CATS:
        e = [f":db/id {s('cat-' + code)}", f":db/ident :cat/{code}", f":cat/label {s(label)}", f":cat/rank {rank}"]
        if parent:
            e.append(f":cat/parent {s('cat-' + parent)}")
        ents.append(e)
    for i, (name, karma, admin, joined, mentor) in enumerate(USERS):
        e = [f":db/id {s('u-' + str(i))}", f":user/name {s(name)}", f":user/karma {karma}",
             f":user/joined {inst(*joined, 10, i)}"]
        if i % 4 != 3:
            e.append(f":user/email {s('u' + str(i) + '@wiki.example')}")
        if i != 9:
            e.append(f":user/admin {b(admin)}")
        ents.append(e)
    for i, (name, karma, admin, joined, mentor) in enumerate(USERS):
        if mentor is not None:
            ents.append([f":db/id {s('u-' + str(i))}", f":user/mentor {s('u-' + str([u[0] for u in USERS].index(mentor)))}"])
    NA = len(WORDS)
    slugs = [slug(w) if w else f"empty-title-{i}" for i, w in enumerate(WORDS)]
    slugs[49] = "x"
    rev = 0
    for i, w in enumerate(WORDS):
        e = [f":db/id {s('a' + str(i))}", f":article/slug {s(slugs[i])}", f":article/title {s(w)}",
             f':article/uid #uuid "0000aaaa-1111-4222-8333-{i:012d}"',
             f":article/views {[0, 15, 1200, 7, -3, 999999, 42][i % 7] + i * (i % 3)}",
             f":article/created {inst(2001 + i % 20, 1 + i % 12, 1 + (i * 3) % 28, i % 24, i % 60)}"]
        if i % 6 != 5:
            e.append(f":article/score {[0.0, 1.5, -2.25, 3.75, 10.0, 0.125][i % 6] + (i // 6)!r}")
        if i % 5 != 4:
            e.append(f":article/bytes {[0, 2048, 123456789012345678901, -7, 65536][i % 5] + i}N")
        if i % 4 != 3:
            e.append(f":article/rating {['0.0', '4.50', '3.25', '-1.5', '5'][i % 5]}M")
        if i % 3 != 2:
            e.append(f":article/featured {b(i % 2 == 0)}")
        if i % 8 != 7:
            e.append(f":article/lang :{LANGS[i % 5]}")
        cs = {CATFOR[i % len(CATFOR)]}
        if i % 4 == 0:
            cs.add("science" if i % 8 == 0 else "arts")
        if i == 47:
            cs = {"empty"}
        if i != 48:
            e.append(f":article/cats {refs('cat-' + c for c in sorted(cs))}")
        tg = sorted({TAGS[i % 8], TAGS[(i * 3) % 8]}) if i % 7 != 6 else []
        if tg:
            e.append(f":article/tags [{' '.join(':' + t for t in tg)}]")
        misc = [42, '"forty-two"', ":kw/misc", "true", "3.5", "-1", '""', "0", ":other", '"ü"'][i % 10]
        if i % 3 == 0:
            e.append(f":article/misc {misc}")
        if i % 5 == 1:
            e.append(f":article/aliases {refs([w.upper() or 'EMPTY', 'alias-' + str(i)])}")
        if i % 2 == 0:
            e.append(f":article/infobox [{s(w[:3])} {i * 10 - 50} :{LANGS[i % 5]}]")
        if i % 3 == 1:
            e.append(f":article/coords [{float(i % 7) - 3.0!r} {i * 1.5!r}]")
        if i % 4 != 1:
            e.append(f":article/lead {{:lead/text {s(('Lead of ' + w) if i % 9 else '')} :lead/words {(i * 17) % 300}}}")
        rs = []
        for r in range(i % 4 + (1 if i % 10 == 0 else 0)):
            a = (i + r * 3) % len(USERS)
            fields = [f":revision/num {r + 1}", f":revision/at {inst(2005 + (i + r) % 18, 1 + r, 1 + i % 28, r, i % 60)}",
                      f":revision/author {s('u-' + str(a))}", f":revision/delta {[0, 120, -40, 5, -999, 33][(i + r) % 6]}"]
            if (i + r) % 3 != 2:
                fields.append(f":revision/summary {s(['init', 'typo', 'expand', '', 'revert ↺', 'cleanup'][(i + r) % 6])}")
            if (i + r) % 5 != 4:
                fields.append(f":revision/minor {b((i + r) % 2 == 1)}")
            rs.append("{" + " ".join(fields) + "}")
            rev += 1
        if rs:
            e.append(f":article/revisions [{' '.join(rs)}]")
        ents.append(e)
    # links: cycles, self-links
    for i in range(NA):
        ls = sorted({(i + 1) % NA, (i * 7 + 2) % NA, (i * 11 + 5) % 40} - ({i} if i % 10 != 3 else set()))
        if i % 9 == 8:
            ls = []
        if i in (3, 13, 23):
            ls.append(i) if i not in ls else None
        if ls:
            ents.append([f":db/id {s('a' + str(i))}", f":article/links {refs('a' + str(x) for x in sorted(set(ls)))}"])
        ws = sorted({i % len(USERS), (i * 3) % len(USERS)}) if i % 3 == 0 else []
        if ws:
            ents.append([f":db/id {s('a' + str(i))}", f":article/watchers {refs('u-' + str(x) for x in ws)}"])
    # redirects: chain 40->41->42->0, 43->44->43 cycle, 45->45 self
    for a, t in [(40, 41), (41, 42), (42, 0), (43, 44), (44, 43), (45, 45), (46, 2), (49, 40)]:
        ents.append([f":db/id {s('a' + str(a))}", f":article/redirect {s('a' + str(t))}"])
    # translations (composite identity)
    for i in range(0, 40, 2):
        for j, lg in enumerate(LANGS):
            if (i + j) % 3 != 0:
                continue
            e = [f":db/id {s('t' + str(i) + lg)}", f":trans/article {s('a' + str(i))}", f":trans/lang :{lg}",
                 f":trans/title {s(lg.upper() + ': ' + WORDS[i])}"]
            if (i + j) % 4 != 1:
                e.append(f":trans/done {b((i * j) % 2 == 0)}")
            ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
