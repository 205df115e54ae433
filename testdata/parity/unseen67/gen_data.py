#!/usr/bin/env python3
"""Writes schema.edn and data.edn of unseen67: a social network's graph
(users with a handle identity, follows with cycles/self-follows/mutuals,
blocks, posts with likes and reply chains, communities). Deterministic."""
import os, random
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(67)
SCHEMA = """{:user/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :user/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :user/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :user/name {:db/valueType :db.type/string}
 :user/follows {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :user/blocks {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :user/community {:db/valueType :db.type/ref}
 :user/joined {:db/valueType :db.type/instant}
 :user/karma {:db/valueType :db.type/long}
 :user/rep {:db/valueType :db.type/double}
 :user/verified {:db/valueType :db.type/boolean}
 :user/tier {:db/valueType :db.type/keyword}
 :user/reach {:db/valueType :db.type/bigint}
 :user/balance {:db/valueType :db.type/bigdec}
 :user/loc {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :user/badge {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :user/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :user/profile {:db/valueType :db.type/ref :db/isComponent true}
 :profile/bio {:db/valueType :db.type/string}
 :profile/links {:db/valueType :db.type/long}
 :comm/slug {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :comm/name {:db/valueType :db.type/string}
 :comm/parent {:db/valueType :db.type/ref}
 :post/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :post/author {:db/valueType :db.type/ref}
 :post/text {:db/valueType :db.type/string}
 :post/likes {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :post/reply-to {:db/valueType :db.type/ref}
 :post/at {:db/valueType :db.type/instant}
 :post/score {:db/valueType :db.type/double}
 :post/comm {:db/valueType :db.type/ref}
 :post/pinned {:db/valueType :db.type/boolean}
 :follow/from {:db/valueType :db.type/ref}
 :follow/to {:db/valueType :db.type/ref}
 :follow/key {:db/valueType :db.type/tuple :db/tupleAttrs [:follow/from :follow/to] :db/unique :db.unique/identity}
 :follow/weight {:db/valueType :db.type/long}}
"""
NAMES = ["Ana", "Bo", "Chen", "Dana", "Émile", "Fatima", "Gus", "Hiro", "Иван", "Jo", "Kai", "Lea",
         "Mo", "Nia", "Oz", "Pia", "Quin", "Rae", "Sam", "東京太郎", "Uma", "Vic", "Wen", "Xi",
         "Yara", "Zed", "", "Ada", "Ben", "Cy", "Dee", "Eli", "Fay", "Gil", "Hal", "Ivy", "Jax", "Kit", "Liv", "Max"]
N = len(NAMES)
COMMS = [("rust", "Rustaceans", None), ("lisp", "Lispers", None), ("clj", "Clojurians", "lisp"),
         ("dl", "Datalog Fans", "clj"), ("music", "Music ♫", None), ("empty", "", None)]
out = []
for slug, name, parent in COMMS:
    m = '{:db/id "c-%s" :comm/slug :%s :comm/name "%s"' % (slug, slug, name)
    if parent:
        m += ' :comm/parent "c-%s"' % parent
    out.append(m + "}")
# a community cycle
out.append('{:db/id "c-music" :comm/parent "c-empty"}')
out.append('{:db/id "c-empty" :comm/parent "c-music"}')
TIERS = [":gold", ":silver", ":bronze", ":none"]
follows = {}
for i in range(N):
    fs = set()
    for _ in range(R.randint(0, 5)):
        fs.add(R.randrange(N))
    follows[i] = fs
# guaranteed structure: triangles, mutuals, self-follows
for a, b in [(0, 1), (1, 2), (2, 0), (3, 4), (4, 3), (5, 5), (6, 7), (7, 8), (8, 6), (8, 9), (9, 8), (10, 10)]:
    follows[a].add(b)
follows[N - 1] = set()  # Max follows nobody
for i, nm in enumerate(NAMES):
    h = "u%02d" % i
    parts = ['{:db/id "u-%d" :user/handle "%s" :user/name "%s"' % (i, h, nm)]
    parts.append(':user/uuid #uuid "00000000-0000-4000-8000-%012d"' % i)
    if i % 7 != 3:
        parts.append(':user/email "%s@ex.org"' % h)
    if i % 9 != 4:
        parts.append(':user/karma %d' % R.choice([0, -5, -120, 1, 42, 300, 7, 1000, -1, 15]))
    if i % 5 != 2:
        parts.append(':user/rep %s' % R.choice(["0.0", "-0.5", "1.5", "3.25", "99.9", "2.0", "1.0E-3"]))
    parts.append(':user/verified %s' % ("true" if i % 3 == 0 else "false"))
    parts.append(':user/tier %s' % TIERS[i % 4])
    if i % 4 != 1:
        parts.append(':user/reach %dN' % (i * 12345678901 - 100))
    if i % 6 != 5:
        parts.append(':user/balance %sM' % R.choice(["0.00", "-12.50", "100.25", "7", "3.141"]))
    parts.append(':user/joined #inst "20%02d-%02d-%02dT%02d:00:00.000-00:00"' % (10 + i % 14, 1 + i % 12, 1 + i % 28, i % 24))
    if i % 3 != 2:
        parts.append(':user/loc [%s %s]' % (R.choice(["0.0", "-1.5", "51.5", "40.7"]), R.choice(["0.0", "2.25", "-73.9"])))
    if i % 4 == 0:
        parts.append(':user/badge [%s %d]' % (R.choice([":early", ":mod", ":bot"]), R.choice([0, 1, -3, 12])))
    tags = R.sample(["rust", "lisp", "", "ünï", "music", "ai"], R.randint(0, 3))
    if tags:
        parts.append(':user/tags [%s]' % " ".join('"%s"' % t for t in tags))
    if i % 5 != 4:
        parts.append(':user/community "c-%s"' % COMMS[i % len(COMMS)][0])
    if i % 4 == 2:
        parts.append(':user/profile {:profile/bio "bio of %s" :profile/links %d}' % (nm, i % 5))
    if follows[i]:
        parts.append(':user/follows [%s]' % " ".join('"u-%d"' % j for j in sorted(follows[i])))
    if i % 6 == 1:
        parts.append(':user/blocks ["u-%d"]' % ((i * 7) % N))
    out.append(" ".join(parts) + "}")
# reified follow edges with composite key
edges = sorted((a, b) for a in follows for b in follows[a])
for k, (a, b) in enumerate(edges[:60]):
    out.append('{:follow/from "u-%d" :follow/to "u-%d" :follow/weight %d}' % (a, b, (k * 3) % 11 - 4))
# posts: 150, reply chains
P = 150
for p in range(P):
    parts = ['{:db/id "p-%d" :post/id %d :post/author "u-%d"' % (p, p, R.randrange(N - 1))]
    parts.append(':post/text "%s"' % R.choice(["hello", "", "Datalog ♥", "rust > go", "why?", "ok", "привет", "lol"]))
    parts.append(':post/at #inst "2024-%02d-%02dT%02d:%02d:00.000-00:00"' % (1 + p % 12, 1 + p % 28, p % 24, p % 60))
    if p % 8 != 7:
        parts.append(':post/score %s' % R.choice(["0.0", "1.5", "-2.0", "10.0", "3.3", "0.1"]))
    if p >= 10 and p % 3 != 0:
        parts.append(':post/reply-to "p-%d"' % R.randrange(max(0, p - 12), p))
    if p % 5 == 0:
        parts.append(':post/comm "c-%s"' % COMMS[p % len(COMMS)][0])
    if p % 11 == 0:
        parts.append(':post/pinned %s' % ("true" if p % 2 else "false"))
    likes = R.sample(range(N), R.randint(0, 6))
    if likes:
        parts.append(':post/likes [%s]' % " ".join('"u-%d"' % j for j in sorted(likes)))
    out.append(" ".join(parts) + "}")
out.append('{:db/id "p-149" :post/reply-to "p-149"}')  # self-reply loop
with open(os.path.join(HERE, "schema.edn"), "w") as f:
    f.write(SCHEMA)
with open(os.path.join(HERE, "data.edn"), "w") as f:
    f.write("[\n" + "\n".join(out) + "\n]\n")
