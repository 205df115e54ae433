#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen76 parity corpus.

A multilingual news archive: sources (keyword :db/ident entities), authors
(uuid identity, unique-value e-mail, keyword handles), articles (string slug
identity, headlines and bodies in several scripts, cardinality-many tags,
instants, long word counts, double sentiment, bigint views, bigdec prices,
paywall booleans, a related-article graph with a cycle and a self-loop,
homogeneous double tuple, heterogeneous [keyword long] tuple, a composite
[:article/lang :article/num] identity, component comments and summary).
Deterministic.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:source/name {:db/valueType :db.type/string}
 :source/country {:db/valueType :db.type/string}
 :author/id {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :author/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :author/name {:db/valueType :db.type/string}
 :author/handle {:db/valueType :db.type/keyword}
 :author/mentor {:db/valueType :db.type/ref}
 :author/joined {:db/valueType :db.type/instant}
 :article/slug {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :article/headline {:db/valueType :db.type/string}
 :article/body {:db/valueType :db.type/string}
 :article/lang {:db/valueType :db.type/keyword}
 :article/num {:db/valueType :db.type/long}
 :article/lang+num {:db/valueType :db.type/tuple :db/tupleAttrs [:article/lang :article/num] :db/unique :db.unique/identity}
 :article/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :article/published {:db/valueType :db.type/instant}
 :article/words {:db/valueType :db.type/long}
 :article/sentiment {:db/valueType :db.type/double}
 :article/views {:db/valueType :db.type/bigint}
 :article/price {:db/valueType :db.type/bigdec}
 :article/paywalled {:db/valueType :db.type/boolean}
 :article/uuid {:db/valueType :db.type/uuid}
 :article/source {:db/valueType :db.type/ref}
 :article/author {:db/valueType :db.type/ref}
 :article/related {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :article/geo {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :article/rank {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long]}
 :article/comments {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :article/summary {:db/valueType :db.type/ref :db/isComponent true}
 :comment/text {:db/valueType :db.type/string}
 :comment/score {:db/valueType :db.type/long}
 :comment/by {:db/valueType :db.type/ref}
 :summary/text {:db/valueType :db.type/string}}
"""

SOURCES = [("reuters", "Reuters", "UK"), ("afp", "Agence France-Presse", "FR"),
           ("nhk", "日本放送協会", "JP"), ("tass", "ТАСС", "RU"), ("elpais", "El País", "ES"),
           ("dw", "Deutsche Welle", "DE"), ("blog", "", "")]
AUTHORS = [("Zoë Ångström", "zoe@news.example", "zoe"), ("José Núñez", "jose@news.example", "jnunez"),
           ("山田 太郎", "yamada@news.example", "yamada"), ("Анна Петрова", "anna@news.example", "anna"),
           ("François Lefèvre", "francois@news.example", "flef"), ("Ali O'Brien", "ali@news.example", "ali"),
           ("müller", "MULLER@news.example", "mueller"), ("Émilie Dubois", "emilie@news.example", "emilie"),
           ("李 伟", "li.wei@news.example", "liwei"), ("Søren Kierkegaard", "soren@news.example", "soren"),
           ("ANON", "", "anon"), ("Björk Guðmundsdóttir", "bjork@news.example", "bjork")]
HEADS = [
    ("en", "Markets rally as inflation cools to 2.1%"),
    ("fr", "Élection présidentielle : le débat fait rage à Paris"),
    ("de", "Straßenbahn-Streik legt München lahm"),
    ("ja", "東京で記録的な猛暑 🌡️ 熱中症に注意"),
    ("ru", "Москва: новый мост открыт для движения"),
    ("es", "¿Quién ganará la Liga? Análisis del año 2024"),
    ("en", "AI model beats humans at Go — again!"),
    ("en", "  Whitespace headline with  double  spaces  "),
    ("fr", "L'été 2023 fut le plus chaud jamais enregistré"),
    ("en", ""),
    ("de", "Überraschung: DAX schließt bei 18.000 Punkten"),
    ("en", "NASA's Artemis III delayed to 2027 🚀"),
    ("es", "El niño y la niña: fenómenos climáticos"),
    ("en", "COVID-19 cases rise in 12 states; CDC responds"),
    ("ja", "円安が進行、1ドル=150円に"),
    ("ru", "Курс рубля упал на 5%"),
    ("en", "the the quick brown fox fox"),
    ("fr", "Grève SNCF : 75 % des TGV annulés"),
    ("en", "Email leak: contact admin@example.com or help@corp.org"),
    ("de", "Café-Kultur in Wien 2025 ☕"),
]
TAGS = ["politics", "economy", "Sports", "tech", "climate", "health", "culture", "wörld", "日本", "", "AI", "space"]
BODY_PARTS = ["Line one of the story.\nLine two follows.", "Prices rose 3.5% in Q1 and 4.25% in Q2.",
              "Call +1-555-0100 or +44 20 7946 0958.", "Tab\tseparated\tvalues", "Ünïcödé everywhere: naïve café résumé",
              "Visit https://news.example/a/123?x=1 today!", "ALL CAPS SHOUTING HERE", "mixed Case and CamelCaseWords",
              "Date: 2024-03-15, updated 2024-03-16.", "", "emoji 😀 and 👍🏽 inside", "repeat repeat repeat words words"]


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


def inst(y, mo, d, h=0, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def main():
    ents = []
    for code, name, cty in SOURCES:
        ents.append([f":db/id {s('src-' + code)}", f":db/ident :src/{code}", f":source/name {s(name)}"]
                    + ([f":source/country {s(cty)}"] if cty else []))
    for i, (name, email, handle) in enumerate(AUTHORS):
        e = [f":db/id {s('a' + str(i))}", f':author/id #uuid "00000000-0000-4000-8000-{i:012d}"',
             f":author/name {s(name)}", f":author/handle :{handle}", f":author/joined {inst(2000 + i * 2, 1 + i % 12, 1 + i)}"]
        if email:
            e.append(f":author/email {s(email)}")
        if i % 4 != 3:
            e.append(f":author/mentor {s('a' + str((i + 1) % len(AUTHORS) if i != 5 else 5))}")
        ents.append(e)
    NA = 90
    for k in range(NA):
        lang, head = HEADS[k % len(HEADS)]
        if k >= len(HEADS):
            head = head + f" #{k}" if k % 3 else head.upper() + f" ({k})"
        slug = f"{lang}-{k:03d}-" + "".join(c if c.isalnum() and c.isascii() else "-" for c in head.lower())[:20].strip("-")
        e = [f":db/id {s('art' + str(k))}", f":article/slug {s(slug)}", f":article/headline {s(head)}",
             f":article/lang :{lang}", f":article/num {k * 10 if k % 7 else -k}",
             f":article/published {inst(2020 + k % 6, 1 + k % 12, 1 + (k * 7) % 28, k % 24, (k * 11) % 60)}"]
        if k % 9 != 8:
            e.append(f":article/body {s(BODY_PARTS[k % len(BODY_PARTS)] + (' ' + BODY_PARTS[(k * 5) % len(BODY_PARTS)] if k % 2 else ''))}")
        if k % 10 != 9:
            e.append(f":article/words {[0, 120, 850, -1, 2400, 560, 999, 40000, 73, 310][k % 10] + (k // 10) * 13}")
        if k % 8 != 7:
            e.append(f":article/sentiment {[0.0, -0.75, 0.5, 1.0, -1.0, 0.125, -0.0, 0.333][k % 8] if k % 8 != 6 else -0.25!r}")
        if k % 6 != 5:
            e.append(f":article/views {[0, 1500, 98765432109876, 42, 7, 100000][k % 6] + k}N")
        if k % 5 != 4:
            e.append(f":article/price {['0.00', '1.99', '4.50', '0', '19.999'][k % 5]}M")
        if k % 11 != 10:
            e.append(f":article/paywalled {'true' if k % 3 == 0 else 'false'}")
        e.append(f':article/uuid #uuid "{k:08x}-1111-4222-8333-444455556666"')
        e.append(f":article/source {s('src-' + SOURCES[k % len(SOURCES)][0])}")
        if k % 13 != 12:
            e.append(f":article/author {s('a' + str((k * 5) % len(AUTHORS)))}")
        tg = sorted({TAGS[k % len(TAGS)], TAGS[(k * 3 + 1) % len(TAGS)], TAGS[(k * 7 + 2) % len(TAGS)]})[: 1 + k % 3]
        if k % 15 != 14:
            e.append(f":article/tags [{' '.join(s(t) for t in tg)}]")
        if k % 4 == 0:
            e.append(f":article/geo [{(k % 9) * 10.5 - 40.0!r} {(k % 7) * -20.25 + 60.0!r}]")
        if k % 3 == 1:
            e.append(f":article/rank [:{['top', 'mid', 'low'][k % 3 - 1 + (k // 3) % 2]} {k % 10 - 3}]")
        if k % 4 != 2:
            cms = []
            for c in range(1 + k % 3):
                txt = ["Great article!", "Fake news!!!", "Très intéressant 👍", "", "I disagree with paragraph 2.",
                       "おもしろい", "LOL lol LoL", "see http://x.example"][(k + c * 3) % 8]
                cms.append(f"{{:comment/text {s(txt)} :comment/score {(k * 3 + c * 5) % 11 - 4} :comment/by {s('a' + str((k + c) % len(AUTHORS)))}}}")
            e.append(f":article/comments [{' '.join(cms)}]")
        if k % 5 == 0:
            e.append(f":article/summary {{:summary/text {s(('TL;DR: ' + head[:15]) if k % 10 else '')}}}")
        ents.append(e)
    for k in range(NA):
        rel = sorted({(k + 1) % NA, (k * 7 + 3) % NA} - {k}) if k % 6 != 5 else []
        if k == 0 or k == 33:
            rel.append(k)  # self-loop
        if rel:
            ents.append([f":db/id {s('art' + str(k))}", f":article/related [{' '.join(s('art' + str(x)) for x in rel)}]"])
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join("{" + " ".join(e) + "}" for e in ents) + "]\n")


if __name__ == "__main__":
    main()
