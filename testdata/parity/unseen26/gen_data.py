#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the twenty-sixth unseen parity corpus.

A genealogy: people (a uuid identity, a string code identity, a unique-value
e-mail, names in many scripts and accents, birth/death instants incl. before
1900 and before 1582, a cardinality-many parent ref graph forming a tree with
one 2-cycle (a data error) and one self-parent, generation numbers incl. 0 and
negative, bigdec inheritances incl. 0M and negatives, bigint ancestry counts,
double heights, keyword sexes, cardinality-many keyword tags and string
nicknames, a birthplace ref), places (a string identity, a heterogeneous
[string keyword double] tuple by :db/tupleTypes, a homogeneous double tuple),
marriages (a composite [:marriage/a :marriage/b] identity, a component
period with start/end instants) and DNA matches (double centimorgans, long
segments). Every entity is a top-level map with a string tempid. Deterministic.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:person/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :person/uuid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :person/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :person/given {:db/valueType :db.type/string}
 :person/family {:db/valueType :db.type/string}
 :person/born {:db/valueType :db.type/instant}
 :person/died {:db/valueType :db.type/instant}
 :person/parents {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :person/gen {:db/valueType :db.type/long}
 :person/sex {:db/valueType :db.type/keyword}
 :person/living {:db/valueType :db.type/boolean}
 :person/inheritance {:db/valueType :db.type/bigdec}
 :person/ancestry {:db/valueType :db.type/bigint}
 :person/height {:db/valueType :db.type/double}
 :person/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :person/nicknames {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :person/birthplace {:db/valueType :db.type/ref}
 :person/initials {:db/valueType :db.type/tuple :db/tupleType :db.type/string}
 :place/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :place/loc {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/string :db.type/keyword :db.type/double]}
 :place/coords {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :place/country {:db/valueType :db.type/keyword}
 :marriage/a {:db/valueType :db.type/ref}
 :marriage/b {:db/valueType :db.type/ref}
 :marriage/pair {:db/valueType :db.type/tuple :db/tupleAttrs [:marriage/a :marriage/b] :db/unique :db.unique/identity}
 :marriage/period {:db/valueType :db.type/ref :db/isComponent true}
 :marriage/church {:db/valueType :db.type/boolean}
 :period/start {:db/valueType :db.type/instant}
 :period/end {:db/valueType :db.type/instant}
 :match/a {:db/valueType :db.type/ref}
 :match/b {:db/valueType :db.type/ref}
 :match/cm {:db/valueType :db.type/double}
 :match/segments {:db/valueType :db.type/long}
 :match/confirmed {:db/valueType :db.type/boolean}}
"""

PLACES = [("København", "Copenhagen", "dk", 55.676, 12.568),
          ("Kraków", "Kraków", "pl", 50.0647, 19.945),
          ("Sevilla", "Sevilla", "es", 37.3891, -5.9845),
          ("北京", "北京", "cn", 39.9042, 116.4074),
          ("Αθήνα", "Αθήνα", "gr", 37.9838, 23.7275),
          ("Zürich", "Zürich", "ch", 47.3769, 8.5417),
          ("São Paulo", "São Paulo", "br", -23.5505, -46.6333),
          ("Reykjavík", "Reykjavík", "is", 64.1466, -21.9426),
          ("Null Island", "", "xx", 0.0, 0.0),
          ("Москва", "Москва", "ru", 55.7558, 37.6173),
          ("Dublin", "Dublin", "ie", 53.3498, -6.2603),
          ("Québec", "Québec", "ca", 46.8139, -71.208)]

GIVEN = ["Zoë", "Hans", "Łukasz", "Inés", "李", "Ελένη", "Søren", "Ørsted", "Björk", "José",
         "Ñúñez", "Ana", "Øystein", "Chloé", "Åsa", "Émile", "Ιωάννης", "明", "Ольга", "Seán",
         "François", "Małgorzata", "Jürgen", "Ævar", "", "Ian", "ANNA", "maría", " Pádraig ", "O'Brien"]
FAMILY = ["Ørsted", "Kowalski", "Ñúñez", "王", "Παπαδόπουλος", "Müller", "Ólafsdóttir", "Silva",
          "Nowak", "García", "Иванова", "Dubois", "Kierkegaard", "de la Cruz", "Ó Súilleabháin", "Łoś"]
SEX = ["f", "m", "x"]
TAGS = ["emigrant", "soldier", "farmer", "noble", "clergy", "artisan"]
NICKS = ["Bibi", "Zö", "Łu", "", "Big Hans", "李小", "Nené", "the elder"]


def inst(y, m, d, h=0, mi=0, s=0):
    return f'#inst "{y:04d}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.000-00:00"'


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    ents = []
    for k, (name, city, cc, lat, lon) in enumerate(PLACES):
        e = [f":db/id {s('pl' + str(k))}", f":place/name {s(name)}",
             f":place/loc [{s(city)} :{cc} {lat!r}]", f":place/coords [{lat!r} {lon!r}]"]
        if k % 5 != 4:
            e.append(f":place/country :{cc}")
        ents.append(e)
    N = 140
    # generation: person i's parents are 2i+1 and 2i+2-ish reversed: build a tree
    # person 0 is the youngest (gen 0); parents of i are (2i+1, 2i+2) when < N
    gen = [0] * N
    for i in range(N):
        for p in (2 * i + 1, 2 * i + 2):
            if p < N:
                gen[p] = gen[i] + 1
    for i in range(N):
        code = f"P{i:03d}"
        given = GIVEN[(i * 7) % len(GIVEN)]
        fam = FAMILY[(i * 3) % len(FAMILY)]
        g = gen[i]
        by = 2000 - 28 * g - (i % 9)
        if i == 77:
            by = 1500  # before 1582
        if i == 120:
            by = 1066
        e = [f":db/id {s(code)}", f":person/code {s(code)}",
             f':person/uuid #uuid "{0x9a000000 + i:08x}-0000-4000-8000-{i * 13:012d}"',
             f":person/given {s(given)}", f":person/family {s(fam)}",
             f":person/born {inst(by, 1 + i % 12, 1 + (i * 3) % 28, i % 24, i % 60)}",
             f":person/sex :{SEX[i % 3]}"]
        if i % 10 != 9:
            e.append(f":person/gen {g if i != 5 else -1}")
        if g >= 2 or i in (3, 4):
            dy = by + 40 + (i * 11) % 50
            e.append(f":person/died {inst(dy, 1 + (i * 5) % 12, 1 + i % 28)}")
            e.append(":person/living false")
        elif i % 4 != 3:
            e.append(":person/living true")
        if i % 6 != 5:
            e.append(f":person/email {s(code.lower() + '@family.example')}")
        if i % 3 == 0:
            amt = ["0", "1500.50", "-250.00", "1000000", "99.99", "0.01", "12.345", "1500.5"][(i // 3) % 8]
            e.append(f":person/inheritance {amt}M")
        if i % 4 == 1:
            e.append(f":person/ancestry {[0, 2, 4, 1024, -3, 9223372036854775808][(i // 4) % 6]}N")
        if i % 7 != 6:
            h = [1.62, 1.8, 0.0, -1.0, 1.755, 2.01, 1.5][i % 7]
            e.append(f":person/height {h!r}")
        tg = sorted({TAGS[i % 6], TAGS[(i * 5) % 6]}) if i % 2 == 0 else []
        if tg:
            e.append(f":person/tags [{' '.join(':' + t for t in tg)}]")
        if i % 5 == 0:
            nk = sorted({NICKS[i % 8], NICKS[(i // 5) % 8]})
            e.append(f":person/nicknames [{' '.join(s(x) for x in nk)}]")
        if i % 8 != 7:
            e.append(f":person/birthplace {s('pl' + str(i % len(PLACES)))}")
        if i % 11 == 0:
            ini = [given[:1] or "?", fam[:1]]
            e.append(f":person/initials [{' '.join(s(x) for x in ini)}]")
        ents.append(e)
    for i in range(N):
        ps = [p for p in (2 * i + 1, 2 * i + 2) if p < N]
        if ps:
            ents.append([f":db/id {s(f'P{i:03d}')}",
                         f":person/parents [{' '.join(s(f'P{p:03d}') for p in ps)}]"])
    # data errors: a 2-cycle (P100's parent is P050, an ancestor... P050 parent of P101,P102)
    ents.append([f":db/id {s('P101')}", f":person/parents [{s('P050')}]"])  # P050 -> P101 -> P050 cycle
    ents.append([f":db/id {s('P130')}", f":person/parents [{s('P130')}]"])  # self-parent
    # marriages: parents 2i+1 and 2i+2 married
    m = 0
    for i in range(0, 60):
        a, b = 2 * i + 1, 2 * i + 2
        if b >= N or i % 4 == 3:
            continue
        start = 2000 - 28 * (gen[a]) - 8 + (i % 5)
        e = [f":db/id {s('m' + str(m))}", f":marriage/a {s(f'P{a:03d}')}", f":marriage/b {s(f'P{b:03d}')}"]
        per = f":period/start {inst(start, 1 + i % 12, 1 + i % 27)}"
        if i % 3 == 0:
            per += f" :period/end {inst(start + 10 + i % 30, 6, 15)}"
        e.append(f":marriage/period {{{per}}}")
        if i % 5 != 2:
            e.append(f":marriage/church {'true' if i % 2 == 0 else 'false'}")
        ents.append(e)
        m += 1
    # DNA matches
    for k in range(70):
        a = (k * 7) % N
        b = (k * 13 + 5) % N
        cm = [3400.0, 1750.5, 0.0, 875.25, 12.0, 7.5, 212.125, 3487.0, 45.0, 1300.0][k % 10] + (k % 3) * 0.5
        e = [f":db/id {s('x' + str(k))}", f":match/a {s(f'P{a:03d}')}", f":match/b {s(f'P{b:03d}')}",
             f":match/cm {cm!r}", f":match/segments {(k * 3) % 40 - (1 if k == 11 else 0)}"]
        if k % 4 != 2:
            e.append(f":match/confirmed {'true' if k % 3 else 'false'}")
        ents.append(e)
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[\n" + "\n".join("{" + " ".join(e) + "}" for e in ents) + "\n]\n")


if __name__ == "__main__":
    main()
