#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen84 parity corpus (deterministic).

A podcast platform: categories (keyword identity), shows (string identity,
cardinality-many category refs, related-show cycles), episodes (uuid and code
identity, long durations in seconds, double ratings incl. negative and missing,
instant publish dates, play counts, keyword tags, a few bigint sizes and bigdec
prices), listeners (unique-value email, unicode names, follows, friends with a
cycle), plays and reviews.  About 35,000 datoms.
"""
import os, random
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:category/slug {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :category/name {:db/valueType :db.type/string}
 :show/slug {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :show/title {:db/valueType :db.type/string}
 :show/host {:db/valueType :db.type/string}
 :show/categories {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :show/explicit {:db/valueType :db.type/boolean}
 :show/launched {:db/valueType :db.type/instant}
 :show/subscribers {:db/valueType :db.type/long}
 :show/related {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :show/trailer {:db/valueType :db.type/ref :db/isComponent true}
 :trailer/seconds {:db/valueType :db.type/long}
 :trailer/text {:db/valueType :db.type/string}
 :episode/id {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :episode/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :episode/title {:db/valueType :db.type/string}
 :episode/show {:db/valueType :db.type/ref}
 :episode/number {:db/valueType :db.type/long}
 :episode/duration {:db/valueType :db.type/long}
 :episode/rating {:db/valueType :db.type/double}
 :episode/published {:db/valueType :db.type/instant}
 :episode/plays {:db/valueType :db.type/long}
 :episode/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :episode/bytes {:db/valueType :db.type/bigint}
 :episode/price {:db/valueType :db.type/bigdec}
 :episode/guests {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :listener/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :listener/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :listener/name {:db/valueType :db.type/string}
 :listener/country {:db/valueType :db.type/keyword}
 :listener/age {:db/valueType :db.type/long}
 :listener/joined {:db/valueType :db.type/instant}
 :listener/premium {:db/valueType :db.type/boolean}
 :listener/follows {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :listener/friends {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :play/listener {:db/valueType :db.type/ref}
 :play/episode {:db/valueType :db.type/ref}
 :play/at {:db/valueType :db.type/instant}
 :play/seconds {:db/valueType :db.type/long}
 :play/completed {:db/valueType :db.type/boolean}
 :play/device {:db/valueType :db.type/keyword}
 :review/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :review/listener {:db/valueType :db.type/ref}
 :review/episode {:db/valueType :db.type/ref}
 :review/stars {:db/valueType :db.type/long}
 :review/text {:db/valueType :db.type/string}
 :review/helpful {:db/valueType :db.type/double}}
"""

CATS = [("comedy", "Comedy"), ("true-crime", "True Crime"), ("tech", "Technology"), ("news", "News"),
        ("history", "History"), ("science", "Science"), ("sports", "Sports"), ("music", "Music"),
        ("kids", "Kids & Family"), ("business", "Business"), ("health", "Health"), ("arts", "Arts"),
        ("polka", "Polka"), ("empty-cat", "")]
HOSTS = ["Ana", "Björn", "Chloé", "Dmitri", "Eve", "Fátima", "Gus", "Hana", "Ian", "Jo",
         "Kenji", "Lía", "Mo", "Nadia", "Oskar", "佐藤", "Zoë", ""]
TAGS = ["interview", "solo", "live", "bonus", "rerun", "finale", "q-and-a", "explicit"]
COUNTRIES = ["us", "de", "fr", "jp", "br", "ch", "in", "ng"]
DEVICES = ["phone", "web", "car", "speaker", "watch"]


def inst(y, m, d, h=0, mi=0, s=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.000-00:00"'


def euuid(i):
    return f'#uuid "84000000-0000-4000-8000-{i:012d}"'


def esc(s):
    return s.replace("\\", "\\\\").replace('"', '\\"')


def main():
    rnd = random.Random(84)
    ents = []
    for slug, name in CATS:
        ents.append(f'{{:db/id "cat-{slug}" :category/slug :{slug} :category/name "{esc(name)}"}}')
    NSHOWS = 60
    shows = []
    for s in range(NSHOWS):
        slug = f"show-{s:02d}"
        if s == 59:
            slug = "polka-hour"
        cats = set()
        if s % 5 in (0, 2):
            cats.add("comedy")
        cats.add(CATS[1 + (s * 7) % 11][0])
        if s % 4 == 3:
            cats.add(CATS[1 + (s * 3) % 11][0])
        if s == 59:
            cats = {"polka", "music"}
        title = f"Show {s}" if s % 9 else f"Ünïcode Show {s} 🎙"
        if s == 17:
            title = ""
        e = [f':db/id "{slug}"', f':show/slug "{slug}"', f':show/title "{esc(title)}"',
             f':show/host "{esc(HOSTS[s % len(HOSTS)])}"',
             ":show/categories [" + " ".join(f'"cat-{c}"' for c in sorted(cats)) + "]",
             f":show/launched {inst(2015 + s % 9, 1 + s % 12, 1 + s % 27)}"]
        if s % 6 != 5:
            e.append(f":show/explicit {'true' if s % 3 == 0 else 'false'}")
        if s % 11 != 10:
            e.append(f":show/subscribers {[1000, 250, 0, 98000, 1000, 4500][s % 6] + (s // 6) * 37 if s % 8 else 1000}")
        rel = []
        if s % 7 == 0 and s + 7 < 59:
            rel.append(f"show-{s + 7:02d}")
        if s == 49:
            rel.append("show-00")  # cycle 0 -> 7 -> ... -> 49 -> 0
        if s == 30:
            rel.append("show-30")  # self-loop
        if rel:
            e.append(":show/related [" + " ".join(f'"{r}"' for r in rel) + "]")
        if s % 10 == 1:
            e.append(f':show/trailer {{:trailer/seconds {30 + s} :trailer/text "Trailer {s}"}}')
        ents.append("{" + " ".join(e) + "}")
        shows.append((slug, cats))
    # episodes
    ep = 0
    eps = []
    for s, (slug, cats) in enumerate(shows):
        n = 4 if slug == "polka-hour" else 10 + (s * 13) % 61
        for k in range(1, n + 1):
            ep += 1
            code = f"S{s:02d}-E{k:03d}"
            e = [f':db/id "ep{ep}"', f":episode/id {euuid(ep)}", f':episode/code "{code}"',
                 f':episode/show "{slug}"', f":episode/number {k}"]
            if ep % 23 != 0:
                e.append(f':episode/title "{esc("Épisode" if ep % 31 == 0 else "Episode")} {k} of {s}"')
            if ep % 37 != 5:
                dur = [1800, 3600, 2700][ep % 3] if ep % 4 == 0 else 300 + (ep * 7919) % 14100
                e.append(f":episode/duration {dur}")
            if ep % 7 != 3:
                r = round(rnd.uniform(-2.0, 5.0), 1)
                if ep % 97 == 0:
                    r = 5.0
                e.append(f":episode/rating {r}")
            day = 1 + (ep * 17) % 28
            e.append(f":episode/published {inst(2019 + (ep * 5) % 7, 1 + (ep * 3) % 12, day, 6 if ep % 5 else 0)}")
            if ep % 13 != 7:
                plays = rnd.choice([0, 10, 100, 1000]) if ep % 10 == 0 else int(rnd.paretovariate(1.3) * 50)
                e.append(f":episode/plays {plays}")
            tags = [TAGS[(ep + j) % len(TAGS)] for j in range(ep % 3)]
            if tags:
                e.append(":episode/tags [" + " ".join(":" + t for t in tags) + "]")
            if ep == 1000:
                e.append(":episode/bytes 99999999999999999999N")
            elif ep % 50 == 0:
                e.append(f":episode/bytes {ep * 1000003}N")
            if ep % 45 == 0:
                e.append(f":episode/price {['0.99', '1.50', '0.00', '2.990'][ep % 4]}M")
            if ep % 19 == 0:
                e.append(':episode/guests ["' + HOSTS[ep % len(HOSTS)] + '" "' + HOSTS[(ep + 5) % len(HOSTS)] + '"]')
            ents.append("{" + " ".join(e) + "}")
            eps.append(ep)
    NEP = ep
    # listeners
    NL = 300
    for l in range(NL):
        nm = ["Ana", "Bo", "Ça", "Dörte", "李", "😀 fan", "", "O'Neil", "Zed"][l % 9] + (f" {l}" if l % 9 != 6 else "")
        e = [f':db/id "l{l}"', f':listener/handle "u{l:03d}"', f':listener/name "{esc(nm)}"',
             f":listener/country :{COUNTRIES[l % len(COUNTRIES)]}",
             f":listener/joined {inst(2018 + l % 8, 1 + l % 12, 1 + l % 28, l % 24)}"]
        if l % 10 != 9:
            e.append(f':listener/email "u{l}@{["mail.com", "pod.org", "exämple.de"][l % 3]}"')
        if l % 6 != 1:
            e.append(f":listener/age {13 + (l * 7) % 70}")
        if l % 4 != 2:
            e.append(f":listener/premium {'true' if l % 3 == 0 else 'false'}")
        fol = sorted({(l * 7 + j * 11) % NSHOWS for j in range(l % 5)})
        if fol:
            e.append(":listener/follows [" + " ".join(f'"{shows[f][0]}"' for f in fol) + "]")
        fr = []
        if l % 3 == 0:
            fr.append(f"l{(l + 3) % NL}")
        if l == 150:
            fr.append("l150")
        if fr:
            e.append(":listener/friends [" + " ".join(f'"{x}"' for x in fr) + "]")
        ents.append("{" + " ".join(e) + "}")
    # plays
    for p in range(2000):
        l = (p * 31) % NL
        e_ = 1 + (p * p * 7 + p * 3) % NEP
        if p % 5 == 0:
            e_ = 1 + (p % 40)  # hot episodes
        secs = 30 + (p * 97) % 5000
        e = [f':play/listener "l{l}"', f':play/episode "ep{e_}"',
             f":play/at {inst(2024 + p % 2, 1 + p % 12, 1 + p % 28, p % 24, p % 60)}",
             f":play/seconds {secs}", f":play/completed {'true' if p % 3 == 0 else 'false'}"]
        if p % 8 != 7:
            e.append(f":play/device :{DEVICES[p % 5]}")
        ents.append("{" + " ".join(e) + "}")
    # reviews
    for r in range(480):
        l = (r * 13) % NL
        e_ = 1 + (r * 41) % NEP
        if r % 4 == 0:
            e_ = 1 + r % 25
        e = [f':review/id "R{r:04d}"', f':review/listener "l{l}"', f':review/episode "ep{e_}"',
             f":review/stars {1 + (r * 7) % 5}"]
        if r % 5 != 4:
            e.append(f':review/text "{esc(["great", "meh", "Trop bien!", "最高", "", "bad  audio", "loved it 😀"][r % 7])}"')
        if r % 3 != 2:
            e.append(f":review/helpful {[0.5, -1.0, 0.0, 2.25, 3.5][r % 5]}")
        ents.append("{" + " ".join(e) + "}")
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(ents) + "]\n")
    print(len(ents), "entities,", NEP, "episodes")


if __name__ == "__main__":
    main()
