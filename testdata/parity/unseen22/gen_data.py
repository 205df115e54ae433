#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the twenty-second unseen parity corpus.

A social platform: members (a string handle identity, a uuid identity, a
unique-value e-mail, some missing; unicode and empty names; long ages incl.
0; bigint karma incl. 0N and negatives; bigdec balances; booleans; join
instants; a cardinality-many follows graph, dense, with cycles, mutual
follows and self-follows; cardinality-many blocks; an inviter tree with a
2-cycle; keyword tiers; cardinality-many keyword languages; a homogeneous
double tuple location; a [keyword long] status by :db/tupleTypes), posts (a
string slug identity, an author, a composite [:post/author :post/day]
identity, double scores incl. 0.0 and negatives, cardinality-many likes to
members, cardinality-many keyword hashtags, instants, cardinality-many
component comments) and comments (a long id identity, author, text incl.
empty and unicode, a parent comment forming threads, one self-parent).
Every entity a top-level map with a string tempid, in a fixed order.
Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:member/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :member/uid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :member/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :member/name {:db/valueType :db.type/string}
 :member/age {:db/valueType :db.type/long}
 :member/karma {:db/valueType :db.type/bigint}
 :member/balance {:db/valueType :db.type/bigdec}
 :member/verified {:db/valueType :db.type/boolean}
 :member/joined {:db/valueType :db.type/instant}
 :member/follows {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :member/blocks {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :member/invitedBy {:db/valueType :db.type/ref}
 :member/tier {:db/valueType :db.type/keyword}
 :member/langs {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :member/loc {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :member/status {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :post/slug {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :post/author {:db/valueType :db.type/ref}
 :post/day {:db/valueType :db.type/long}
 :post/author+day {:db/valueType :db.type/tuple :db/tupleAttrs [:post/author :post/day] :db/unique :db.unique/identity}
 :post/title {:db/valueType :db.type/string}
 :post/score {:db/valueType :db.type/double}
 :post/likes {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :post/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :post/created {:db/valueType :db.type/instant}
 :post/pinned {:db/valueType :db.type/boolean}
 :post/comments {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :comment/id {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :comment/author {:db/valueType :db.type/ref}
 :comment/text {:db/valueType :db.type/string}
 :comment/parent {:db/valueType :db.type/ref}
 :comment/votes {:db/valueType :db.type/long}
 :comment/at {:db/valueType :db.type/instant}}
"""

NAMES = ["Ada", "Bob", "Chloé", "Dmitri", "Eve", "Fatima", "Gus", "Hana", "Ivan", "Jae",
         "Kofi", "Lena", "Mo", "Nina", "Oscar", "Priya", "Quinn", "Rosa", "Sven", "Tariq",
         "Uma", "Vik", "Wen", "Xena", "Yusuf", "Zoë", "Åsa", "Björn", "Łukasz", "Ñandú",
         "李雷", "Ольга", "", "Émile", "Noor", "Otto", "Pia", "Raj", "Sol", "Tess"]
TIERS = ["free", "plus", "pro", "staff"]
LANGS = ["en", "fr", "de", "ja", "ru", "es"]
TAGS = ["rust", "clojure", "datalog", "cats", "food", "travel", "music", "news"]
N = len(NAMES)


def s(x):
    return '"' + x.replace('\\', '\\\\').replace('"', '\\"') + '"'


def b(x):
    return "true" if x else "false"


def inst(day, h=0, m=0):
    y, d = 2024 + day // 365, day % 365
    mo = 1 + d // 31
    dd = 1 + d % 28
    return f'#inst "{y}-{mo:02d}-{dd:02d}T{h:02d}:{m:02d}:00.000-00:00"'


def follows(i):
    if i >= 36:          # 36..39 follow nobody
        return []
    out = {(i + 1) % 36, (i * 3 + 2) % 36}
    if i % 2 == 0:
        out.add((i + 1) % 36)
        out.add((i * 7 + 5) % 36)
    if i % 5 == 1:
        out.add((i - 1) % 36)   # mutual with i-1 when i-1 follows i
    if i % 13 == 0:
        out.add(i)              # self-follow (0, 13, 26)
    if i == 38:
        pass
    return sorted(out)


def main():
    ents = []
    for i, nm in enumerate(NAMES):
        h = f"u{i:02d}"
        e = [f":db/id {s('m' + str(i))}", f":member/handle {s(h)}",
             f':member/uid #uuid "7a3e0000-0000-4000-8000-{i:012d}"']
        if i % 6 != 5:
            e.append(f":member/email {s(h + '@sock.example')}")
        if i != 33:
            e.append(f":member/name {s(nm)}")
        if i % 9 != 8:
            e.append(f":member/age {(i * 17) % 60 if i % 10 else 0}")
        if i % 4 != 3:
            k = (i * 137) % 1000 - 300
            if i == 4:
                k = 0
            e.append(f":member/karma {k}N")
        if i % 3 == 0:
            bal = ["0.00", "12.50", "-3.25", "100", "7.10", "0.5", "-0.01", "42.42", "99.99", "1.000", "8", "15.75", "3.30", "0"][i // 3]
            e.append(f":member/balance {bal}M")
        if i % 7 != 6:
            e.append(f":member/verified {b(i % 3 != 1)}")
        e.append(f":member/joined {inst(i * 23 % 700, i % 24, i % 60)}")
        e.append(f":member/tier :{TIERS[(i * 5) % 4] if i % 11 != 10 else 'banned'}")
        ls = sorted({LANGS[i % 6], LANGS[(i * 2) % 6]}) if i % 8 != 7 else []
        if ls:
            e.append(":member/langs [" + " ".join(":" + l for l in ls) + "]")
        if i % 5 != 4:
            lat = round(((i * 37) % 180) - 90 + 0.25 * (i % 4), 2)
            lon = round(((i * 71) % 360) - 180 - 0.5 * (i % 3), 2)
            if i == 10:
                lat, lon = 0.0, 0.0
            e.append(f":member/loc [{lat!r} {lon!r}]")
        if i % 4 != 2:
            e.append(f":member/status [:{['online', 'away', 'busy'][i % 3]} {(i * 11) % 50 - 5}]")
        ents.append(e)
    # second pass for refs (tempids resolve in the same tx either way)
    for i in range(N):
        e = ents[i]
        fs = follows(i)
        if fs:
            e.append(":member/follows [" + " ".join(s('m' + str(j)) for j in fs) + "]")
        if i % 4 == 0 and i < 36:
            bl = {(i * 5 + 3) % 36}
            if i == 8:
                bl.add(9)   # blocks someone it follows
            e.append(":member/blocks [" + " ".join(s('m' + str(j)) for j in sorted(bl)) + "]")
        if i > 0 and i % 10 != 9:
            inv = (i - 1) // 2
            e.append(f":member/invitedBy {s('m' + str(inv))}")
        if i == 0:
            e.append(f":member/invitedBy {s('m1')}")   # 2-cycle 0 <-> 1 (1 invited by 0)
    # posts
    P = 80
    cid = 1000
    comments = []
    for p in range(P):
        a = (p * 7) % 32          # members 32..39 write nothing
        if p % 9 == 0:
            a = p % 5             # prolific authors
        slug = f"post-{p:03d}"
        e = [f":db/id {s('p' + str(p))}", f":post/slug {s(slug)}", f":post/author {s('m' + str(a))}",
             f":post/day {p}"]
        if p % 13 != 12:
            title = ["Hello", "Rust vs Clojure", "Datalog tips", "Mon chat", "Ramen", "東京", "",
                     "Q&A \"quoted\"", "Music", "Breaking"][p % 10] + (f" #{p}" if p % 10 != 6 else "")
            e.append(f":post/title {s(title)}")
        if p % 11 != 10:
            sc = round(((p * 31) % 200 - 60) / 4.0, 2)
            if p % 17 == 3:
                sc = 0.0
            e.append(f":post/score {sc!r}")
        likes = sorted({(p * 3 + k * 5) % 40 for k in range(p % 6)})
        if likes:
            e.append(":post/likes [" + " ".join(s('m' + str(j)) for j in likes) + "]")
        tg = sorted({TAGS[p % 8], TAGS[(p * 3) % 8]} if p % 7 != 6 else set())
        if p % 4 == 1:
            tg = sorted(set(tg) | {TAGS[(p + 5) % 8]})
        if tg:
            e.append(":post/tags [" + " ".join(":" + t for t in tg) + "]")
        e.append(f":post/created {inst(p * 5, p % 24, (p * 7) % 60)}")
        if p % 10 == 0:
            e.append(":post/pinned true")
        elif p % 10 == 5:
            e.append(":post/pinned false")
        nc = [0, 1, 3, 2, 5, 0, 2, 4][p % 8]
        mine = []
        for k in range(nc):
            c = [f":db/id {s('c' + str(cid))}", f":comment/id {cid}",
                 f":comment/author {s('m' + str((p + k * 3) % 40))}"]
            txt = ["nice", "+1", "", "Я согласен", "lol", "what about :keywords?", "🙂 emoji", "agreed"][(p + k) % 8]
            c.append(f":comment/text {s(txt)}")
            if k > 0 and (p + k) % 4 != 0 and cid != 1033:
                c.append(f":comment/parent {s('c' + str(mine[(k - 1) if k % 2 else 0]))}")
            if cid == 1033:
                c.append(f":comment/parent {s('c1033')}")   # self-parent
            if (p + k) % 6 != 5:
                c.append(f":comment/votes {((p * 7 + k * 11) % 21) - 5}")
            c.append(f":comment/at {inst(p * 5 + k, (p + k) % 24, k * 3)}")
            comments.append(c)
            mine.append(cid)
            cid += 1
        if mine:
            e.append(":post/comments [" + " ".join(s('c' + str(c)) for c in mine) + "]")
        ents.append(e)
    ents.extend(comments)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
