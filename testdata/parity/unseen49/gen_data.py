#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the 49th unseen parity corpus: a social
network (users, follows with cycles and self-follows, posts, component
comments, reactions, a composite (user, post-no) identity, a heterogeneous
[keyword string] device tuple). Deterministic."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMA = """{:user/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :user/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :user/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :user/name {:db/valueType :db.type/string}
 :user/bio {:db/valueType :db.type/string}
 :user/verified {:db/valueType :db.type/boolean}
 :user/reputation {:db/valueType :db.type/bigint}
 :user/ad-spend {:db/valueType :db.type/bigdec}
 :user/joined {:db/valueType :db.type/instant}
 :user/age {:db/valueType :db.type/long}
 :user/score {:db/valueType :db.type/double}
 :user/follows {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :user/blocked {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :user/role {:db/valueType :db.type/keyword}
 :user/langs {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :user/device {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/string]}
 :user/loc {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :follow/source {:db/valueType :db.type/ref}
 :follow/target {:db/valueType :db.type/ref}
 :follow/since {:db/valueType :db.type/instant}
 :follow/muted {:db/valueType :db.type/boolean}
 :post/author {:db/valueType :db.type/ref}
 :post/no {:db/valueType :db.type/long}
 :post/author+no {:db/valueType :db.type/tuple :db/tupleAttrs [:post/author :post/no] :db/unique :db.unique/identity}
 :post/body {:db/valueType :db.type/string}
 :post/created {:db/valueType :db.type/instant}
 :post/likes {:db/valueType :db.type/long}
 :post/hashtags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :post/comments {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :post/reply-to {:db/valueType :db.type/ref}
 :post/pinned {:db/valueType :db.type/boolean}
 :post/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :post/ratio {:db/valueType :db.type/double}
 :comment/author {:db/valueType :db.type/ref}
 :comment/text {:db/valueType :db.type/string}
 :comment/at {:db/valueType :db.type/instant}
 :comment/reaction {:db/valueType :db.type/keyword}
 :comment/votes {:db/valueType :db.type/long}}
"""
NAMES = ["Alice Ng", "Bob Öztürk", "Chandra Rao", "Dmitri Волков", "Eve", "Fatima Zahra", "Gao 高", "Hana 花子",
         "Ilse Müller", "Jon", "Kofi Mensah", "Lena 👩‍💻", "Mo", "Nadia", "Oscar Ø", "Priya", "Quinn", "Rafa",
         "Sam", "Tui", "Umar", "Vera", "Wim", "Xu", "Yara", "Zed", "", "ÅSA"]
TAGS = ["rust", "clojure", "datalog", "db", "fun", "cats", "🐈", "café", "Rust", "news", "ai", "dev"]
BODIES = ["Hello world", "Learning #datalog today", "Cats > dogs 🐈", "", "naïve café review", "Rust 1.80 released!",
          "Why Clojure?", "👍👍👍", "Datalevin vs Datomic", "Zero likes club", "MIXED case Body", "日本語の投稿",
          "a\tb tab", "line one\nline two", "  padded  ", "RSVP: party @ 8pm"]
REACT = ["like", "love", "haha", "wow", "sad", "angry"]
ROLES = ["admin", "mod", "member", "member", "member", "bot"]
LANGS = ["en", "fr", "de", "ja", "zh", "ru", "es"]
DEV = [("ios", "17.2"), ("android", "14"), ("web", ""), ("ios", "16.0.1"), ("desktop", "1.2.3")]

def s(x): return '"' + x.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'
def inst(y, m, d, h=0, mi=0): return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'
def b(x): return "true" if x else "false"

def main():
    ents = []
    NU = len(NAMES)
    for i, n in enumerate(NAMES):
        h = "u" + str(i) if i not in (3, 7) else ["dmitri", "hana"][i == 7]
        e = [f":db/id {s('u'+str(i))}", f":user/handle {s(h)}", f":user/name {s(n)}",
             f':user/uuid #uuid "00000000-0000-4000-8000-{i:012d}"', f":user/joined {inst(2015 + i % 9, 1 + i % 12, 1 + i % 28, i % 24)}"]
        if i % 5 != 4: e.append(f":user/email {s(f'user{i}@social.example')}")
        if i % 4 != 3: e.append(f":user/verified {b(i % 3 == 0)}")
        e.append(f":user/reputation {[0, -5, 12345678901234567890, 42, 1000, 7][i % 6]}N")
        if i % 3 != 2: e.append(f":user/ad-spend {['0.00', '19.99', '-3.50', '1000', '0.5', '250.125'][i % 6]}M")
        e.append(f":user/age {[0, 17, 25, 33, 41, -1, 99][i % 7]}")
        if i % 6 != 5: e.append(f":user/score {[0.0, 1.5, -2.25, 3.75, 10.0, 0.1][i % 6]!r}")
        e.append(f":user/role :{ROLES[i % len(ROLES)]}")
        ls = sorted({LANGS[i % 7], LANGS[(i * 3) % 7]}) if i % 4 else []
        if ls: e.append(f":user/langs [{' '.join(':' + x for x in ls)}]")
        if i % 3 != 1:
            d = DEV[i % len(DEV)]
            e.append(f":user/device [:{d[0]} {s(d[1])}]")
        if i % 2 == 0: e.append(f":user/loc [{(i - 10) * 1.5!r} {i * 0.25!r}]")
        if i % 7 == 2: e.append(f":user/bio {s(['', 'I ❤ Datalog', 'just here'][i % 3])}")
        ents.append(e)
    follows = {}
    for i in range(NU):
        f = {(i + 1) % NU, (i * 5 + 2) % NU}
        if i % 6 == 0: f.add(i)  # self-follow
        if i % 9 == 8: f = set()
        if i in (0, 1): f |= {0, 1, 2}
        follows[i] = sorted(f)
        if f: ents.append([f":db/id {s('u'+str(i))}", f":user/follows [{' '.join(s('u'+str(x)) for x in sorted(f))}]"])
        if i % 10 == 3: ents.append([f":db/id {s('u'+str(i))}", f":user/blocked [{s('u'+str((i + 1) % NU))}]"])
    k = 0
    for i in range(NU):
        for t in follows[i][:2]:
            ents.append([f":db/id {s('f'+str(k))}", f":follow/source {s('u'+str(i))}", f":follow/target {s('u'+str(t))}",
                         f":follow/since {inst(2020 + k % 5, 1 + k % 12, 1 + k % 27)}"] + ([f":follow/muted {b(k % 4 == 0)}"] if k % 3 else []))
            k += 1
    p = 0
    for i in range(NU):
        n = [3, 0, 5, 2, 4, 1, 6][i % 7]
        for no in range(n):
            body = BODIES[(i * 3 + no) % len(BODIES)]
            tags = sorted({TAGS[(i + no) % len(TAGS)], TAGS[(i * no + 3) % len(TAGS)]}) if (i + no) % 4 else []
            e = [f":db/id {s('p'+str(p))}", f":post/author {s('u'+str(i))}", f":post/no {no}", f":post/body {s(body)}",
                 f":post/created {inst(2024, 1 + (p % 12), 1 + (p * 7) % 28, p % 24, (p * 13) % 60)}",
                 f":post/likes {[0, 1, 5, 42, 100, -1, 7, 1000][(p * 3) % 8]}",
                 f':post/uuid #uuid "11111111-0000-4000-8000-{p:012d}"']
            if tags: e.append(f":post/hashtags [{' '.join(s(t) for t in tags)}]")
            if p % 5 == 1: e.append(f":post/pinned {b(p % 2)}")
            if p % 4 == 0: e.append(f":post/ratio {[0.0, 0.5, -0.0, 1e-3, 2.5][(p // 4) % 5]!r}")
            if p % 3 == 2 and p > 2: e.append(f":post/reply-to {s('p'+str(p - 2))}")
            cs = []
            for c in range((p * 7) % 4):
                ca = (i + c * 3 + 1) % NU
                cs.append(f"{{:comment/author {s('u'+str(ca))} :comment/text {s(['nice', 'lol 😂', '', 'agree', 'Ünïcode'][(p + c) % 5])} "
                          f":comment/at {inst(2024, 1 + (p % 12), 1 + (p * 7) % 28, 23, c)} :comment/reaction :{REACT[(p + c) % 6]} :comment/votes {[0, 3, -2, 10][(p + c) % 4]}}}")
            if cs: e.append(f":post/comments [{' '.join(cs)}]")
            ents.append(e)
            p += 1
    open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
    open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")

if __name__ == "__main__":
    main()
