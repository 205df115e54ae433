#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen91 parity corpus (deterministic).

A library catalogue: books (string ISBN identity with dashes; titles with
accents, CJK, emoji, leading/trailing spaces; empty subtitles; keyword
subjects and string tags; bigdec price; double rating), authors (unique
string identity on names in many scripts), editions (component, uuid
identity, instants, pages), members, loans (bigdec fines, negative days
for corrections), reviews (free text with punctuation and newlines), a
sequel chain with a cycle.
"""
import os, json
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:book/isbn {:db/valueType :db.type/string :db/unique :db.unique/identity :db/cardinality :db.cardinality/one}
 :book/title {:db/valueType :db.type/string :db/cardinality :db.cardinality/one}
 :book/subtitle {:db/valueType :db.type/string :db/cardinality :db.cardinality/one}
 :book/authors {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :book/subjects {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :book/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :book/year {:db/valueType :db.type/long :db/cardinality :db.cardinality/one}
 :book/price {:db/valueType :db.type/bigdec :db/cardinality :db.cardinality/one}
 :book/rating {:db/valueType :db.type/double :db/cardinality :db.cardinality/one}
 :book/lang {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/one}
 :book/editions {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :book/sequel-of {:db/valueType :db.type/ref :db/cardinality :db.cardinality/one}
 :book/copies {:db/valueType :db.type/bigint :db/cardinality :db.cardinality/one}
 :author/name {:db/valueType :db.type/string :db/unique :db.unique/identity :db/cardinality :db.cardinality/one}
 :author/sort-name {:db/valueType :db.type/string :db/cardinality :db.cardinality/one}
 :author/country {:db/valueType :db.type/string :db/cardinality :db.cardinality/one}
 :author/born {:db/valueType :db.type/instant :db/cardinality :db.cardinality/one}
 :edition/id {:db/valueType :db.type/uuid :db/unique :db.unique/identity :db/cardinality :db.cardinality/one}
 :edition/no {:db/valueType :db.type/long :db/cardinality :db.cardinality/one}
 :edition/published {:db/valueType :db.type/instant :db/cardinality :db.cardinality/one}
 :edition/pages {:db/valueType :db.type/long :db/cardinality :db.cardinality/one}
 :edition/format {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/one}
 :member/card {:db/valueType :db.type/string :db/unique :db.unique/identity :db/cardinality :db.cardinality/one}
 :member/name {:db/valueType :db.type/string :db/cardinality :db.cardinality/one}
 :member/email {:db/valueType :db.type/string :db/unique :db.unique/value :db/cardinality :db.cardinality/one}
 :loan/id {:db/valueType :db.type/string :db/unique :db.unique/identity :db/cardinality :db.cardinality/one}
 :loan/book {:db/valueType :db.type/ref :db/cardinality :db.cardinality/one}
 :loan/member {:db/valueType :db.type/ref :db/cardinality :db.cardinality/one}
 :loan/out {:db/valueType :db.type/instant :db/cardinality :db.cardinality/one}
 :loan/days {:db/valueType :db.type/long :db/cardinality :db.cardinality/one}
 :loan/fine {:db/valueType :db.type/bigdec :db/cardinality :db.cardinality/one}
 :loan/returned {:db/valueType :db.type/boolean :db/cardinality :db.cardinality/one}
 :review/id {:db/valueType :db.type/string :db/unique :db.unique/identity :db/cardinality :db.cardinality/one}
 :review/book {:db/valueType :db.type/ref :db/cardinality :db.cardinality/one}
 :review/by {:db/valueType :db.type/ref :db/cardinality :db.cardinality/one}
 :review/text {:db/valueType :db.type/string :db/cardinality :db.cardinality/one}
 :review/stars {:db/valueType :db.type/long :db/cardinality :db.cardinality/one}
 :review/score {:db/valueType :db.type/double :db/cardinality :db.cardinality/one}}
"""

AUTHORS = [  # name, sort-name, country, born
    ("Gabriel García Márquez", "García Márquez, Gabriel", "Colombia", "1927-03-06"),
    ("Jorge Luis Borges", "Borges, Jorge Luis", "Argentina", "1899-08-24"),
    ("村上春樹", "Murakami, Haruki", "日本", "1949-01-12"),
    ("Фёдор Достоевский", "Dostoevsky, Fyodor", "Россия", "1821-11-11"),
    ("Émile Zola", "Zola, Émile", "France", "1840-04-02"),
    ("Astrid Lindgren", "Lindgren, Astrid", "Sverige", "1907-11-14"),
    ("Chinua Achebe", "Achebe, Chinua", "Nigeria", "1930-11-16"),
    ("नरेन्द्र कोहली", "Kohli, Narendra", "भारत", "1940-01-06"),
    ("Ursula K. Le Guin", "Le Guin, Ursula K.", "USA", "1929-10-21"),
    ("Nguyễn Du", "Nguyễn Du", "Việt Nam", "1766-01-03"),
    ("Wisława Szymborska", "Szymborska, Wisława", "Polska", "1923-07-02"),
    ("محمود درويش", "Darwish, Mahmoud", "فلسطين", "1941-03-13"),
    ("ánne o'Brien", "O'Brien, Ánne", "Éire", "1970-05-05"),
    ("Zoë 🦊 Fox", "Fox, Zoë", "UK", "1988-12-31"),
    ("  Padded Name ", "Name, Padded", "", "2000-01-01"),
    ("김영하", "Kim, Young-ha", "대한민국", "1968-11-11"),
]

BOOKS = [  # isbn, title, subtitle, authors idx, subjects, tags, year, price, rating, lang, copies
    ("978-0-06-088328-7", "Cien años de soledad", "", [0], ["fiction", "magic-realism"], ["classic", "Latin America", "novela"], 1967, "18.99", 4.6, "es", 12),
    ("978-0-14-028680-2", "El amor en los tiempos del cólera", "Una novela", [0], ["fiction", "romance"], ["classic", "novela"], 1985, "16.50", 4.2, "es", 5),
    ("978-0-8112-0012-7", "Ficciones", "", [1], ["fiction", "short-stories"], ["classic", "laberinto"], 1944, "12.00", 4.7, "es", 3),
    ("978-0-14-118280-3", "El Aleph", "y otros relatos", [1], ["short-stories"], ["laberinto", "infinito"], 1949, "11.25", 4.5, "es", 2),
    ("978-4-10-100141-4", "ノルウェイの森", "", [2], ["fiction", "romance"], ["東京", "喪失"], 1987, "1540.00", 4.0, "ja", 8),
    ("978-4-10-353422-7", "海辺のカフカ", "上巻", [2], ["fiction", "magic-realism"], ["東京", "猫"], 2002, "2090.00", 4.3, "ja", 6),
    ("978-5-17-090630-7", "Преступление и наказание", "Роман", [3], ["fiction", "philosophy"], ["classic", "Петербург"], 1866, "450.00", 4.8, "ru", 4),
    ("978-5-389-01006-7", "Братья Карамазовы", "", [3], ["fiction", "philosophy"], ["classic"], 1880, "520.50", 4.9, "ru", 1),
    ("978-2-07-036024-5", "Germinal", "", [4], ["fiction", "history"], ["classique", "mine"], 1885, "7.90", 4.1, "fr", 9),
    ("978-2-253-00495-3", "L'Assommoir", "Les Rougon-Macquart", [4], ["fiction"], ["classique"], 1877, "6.95", 3.9, "fr", 3),
    ("978-91-29-68820-1", "Pippi Långstrump", "", [5], ["children", "fiction"], ["barn", "Pippi"], 1945, "129.00", 4.4, "sv", 15),
    ("978-0-385-47454-2", "Things Fall Apart", "", [6], ["fiction", "history"], ["classic", "Africa"], 1958, "14.00", 4.3, "en", 7),
    ("978-81-7028-123-4", "महासमर", "बंधन", [7], ["fiction", "mythology"], ["महाभारत"], 1988, "350.00", 4.0, "hi", 2),
    ("978-0-441-47812-5", "The Left Hand of Darkness", "", [8], ["fiction", "sci-fi"], ["classic", "Hugo", "gender"], 1969, "9.99", 4.5, "en", 6),
    ("978-0-06-051275-1", "A Wizard of Earthsea", "Earthsea Cycle, #1", [8], ["fantasy", "children"], ["Earthsea", "magic"], 1968, "8.99", 4.4, "en", 10),
    ("978-0-06-051276-8", "The Tombs of Atuan", "Earthsea Cycle, #2", [8], ["fantasy"], ["Earthsea"], 1971, "8.99", 4.2, "en", 4),
    ("978-604-1-00001-1", "Truyện Kiều", "", [9], ["poetry", "classic"], ["thơ", "lục bát"], 1820, "95000.00", 4.9, "vi", 3),
    ("978-83-08-04120-9", "Widok z ziarnkiem piasku", "Wiersze", [10], ["poetry"], ["Nobel", "wiersze"], 1996, "39.90", 4.6, "pl", 2),
    ("978-9953-21-123-4", "جدارية", "", [11], ["poetry"], ["شعر"], 2000, "25.00", 4.7, "ar", 1),
    ("978-1-84-000001-1", "  Leading Spaces", "", [12], ["fiction"], ["odd", " padded tag "], 2010, "0.00", 2.5, "en", 1),
    ("978-1-84-000002-8", "Trailing Spaces   ", " ", [12], ["fiction"], ["odd"], 2011, "-1.50", -1.0, "en", 0),
    ("978-1-84-000003-5", "🦊 Fox Tales 🐾", "with 😀 emoji", [13], ["children"], ["emoji", "🦊"], 2020, "5.55", 3.3, "en", 20),
    ("978-1-84-000004-2", "Ｆｕｌｌｗｉｄｔｈ Ｂｏｏｋ", "", [13], ["oddities"], ["width"], 2021, "3.00", 3.0, "en", 1),
    ("978-1-84-000005-9", "zebra lowercase", "", [14], ["oddities"], ["case"], 2019, "1.00", 1.0, "en", 1),
    ("978-1-84-000006-6", "Zebra Uppercase", "", [14], ["oddities"], ["case"], 2019, "1.00", 1.5, "en", 1),
    ("978-1-84-000007-3", "Ångström & Ölmann", "Über Ärger", [14, 13], ["science", "oddities"], ["umlaut", "Å"], 2015, "22.22", 3.8, "de", 2),
    ("978-89-546-0001-2", "살인자의 기억법", "", [15], ["fiction", "crime"], ["한국"], 2013, "12000.00", 4.1, "ko", 3),
    ("978-1-84-000008-0", "Co-written: Earthsea & Macondo", "An anthology", [8, 0, 1], ["fiction", "anthology"], ["classic", "anthology"], 1999, "30.00", 3.6, "en", 2),
    ("978-1-84-000009-7", "Untitled draft", "", [], ["draft"], [], 2024, "0.01", 0.0, "en", 0),
    ("978-1-84-000010-3", "éclair", "", [4], ["food"], ["dessert"], 1900, "2.50", 2.0, "fr", 1),
    ("978-1-84-000011-0", "Eclair", "", [12], ["food"], ["dessert"], 1901, "2.50", 2.1, "en", 1),
    ("978-1-84-000012-7", "100 Poems", "", [10, 11], ["poetry", "anthology"], ["numbers"], 2005, "19.00", 4.0, "en", 4),
]
# sequel chain: Atuan -> Wizard; Assommoir -> Germinal ... a cycle among the odd ones
SEQUEL = {"978-0-06-051276-8": "978-0-06-051275-1", "978-2-07-036024-5": "978-2-253-00495-3",
          "978-1-84-000002-8": "978-1-84-000001-1", "978-1-84-000001-1": "978-1-84-000002-8",
          "978-1-84-000006-6": "978-1-84-000006-6"}

MEMBERS = [("M-001", "Ana María", "ana@example.org"), ("M-002", "Björn", "bjorn@example.se"),
           ("M-003", "さくら", "sakura@example.jp"), ("M-004", "Олег", None), ("M-005", "", "empty@example.org"),
           ("M-006", "Chloé 😀", "chloe@example.fr"), ("M-007", "dave", "DAVE@EXAMPLE.COM"), ("M-008", "Eve O'Neil", None)]

REVIEWS = [
    ("978-0-06-088328-7", "M-001", "¡Obra maestra! Macondo vive.", 5, 4.9),
    ("978-0-06-088328-7", "M-002", "Long, but worth it.\nRead it twice.", 4, 4.0),
    ("978-0-06-088328-7", "M-007", "too many Aurelianos...", 2, 2.2),
    ("978-4-10-100141-4", "M-003", "切ない。でも美しい。", 5, 4.8),
    ("978-4-10-100141-4", "M-006", "Beautiful & sad 😢", 4, 3.9),
    ("978-5-17-090630-7", "M-004", "Гениально. Raskolnikov!", 5, 5.0),
    ("978-0-441-47812-5", "M-002", "Genly Ai; Estraven — unforgettable.", 5, 4.7),
    ("978-0-441-47812-5", "M-008", "  meh  ", 2, -0.5),
    ("978-1-84-000003-5", "M-006", "🦊🦊🦊 cute!!!", 5, 4.5),
    ("978-1-84-000003-5", "M-005", "", 1, 0.0),
    ("978-2-07-036024-5", "M-001", "Sombre, puissant; «Germinal» reste actuel.", 4, 4.1),
    ("978-0-06-051275-1", "M-007", "Ged's journey. 10/10\n\nWould reread.", 5, 4.95),
    ("978-1-84-000007-3", "M-002", "Über-weird: ÅÄÖ åäö", 3, 3.0),
    ("978-0-385-47454-2", "M-008", "Okonkwo's fall: tragic (and true).", 4, 4.25),
    ("978-1-84-000012-7", "M-003", "1. good 2. better 3. best", 3, 3.5),
]

def edn_str(s):
    return json.dumps(s, ensure_ascii=False)

def uuid(i, j):
    return '#uuid "00000000-0000-4000-8000-%012d"' % (i * 100 + j)

def main():
    tx = []
    for i, (n, sn, c, b) in enumerate(AUTHORS):
        tx.append('{:db/id "a%d" :author/name %s :author/sort-name %s :author/country %s :author/born #inst "%sT00:00:00.000-00:00"}'
                  % (i, edn_str(n), edn_str(sn), edn_str(c), b))
    for i, (isbn, t, st, au, subj, tags, y, pr, r, lang, cp) in enumerate(BOOKS):
        parts = [':db/id "b%d"' % i, ':book/isbn ' + edn_str(isbn), ':book/title ' + edn_str(t),
                 ':book/subtitle ' + edn_str(st), ':book/year %d' % y, ':book/price %sM' % pr,
                 ':book/rating %r' % r, ':book/lang :%s' % lang, ':book/copies %dN' % cp]
        if au:
            parts.append(':book/authors [%s]' % " ".join('"a%d"' % a for a in au))
        parts.append(':book/subjects #{%s}' % " ".join(":" + s for s in subj))
        if tags:
            parts.append(':book/tags #{%s}' % " ".join(edn_str(x) for x in tags))
        eds = []
        n_ed = (i % 3) + (1 if i < 28 else 0)
        for j in range(n_ed):
            fmt = ["hardcover", "paperback", "ebook"][(i + j) % 3]
            pages = 0 if fmt == "ebook" and j == 0 and i % 2 == 0 else 120 + (i * 37 + j * 91) % 900
            if i == 7 and j == 0:
                pages = 9000000000
            yr = min(y + j * 7, 2025) if y >= 1900 else 1950 + j * 20
            eds.append('{:edition/id %s :edition/no %d :edition/published #inst "%04d-%02d-%02dT00:00:00.000-00:00" :edition/pages %d :edition/format :%s}'
                       % (uuid(i, j), j + 1, yr, 1 + (i + j) % 12, 1 + (i * 3 + j) % 28, pages, fmt))
        if eds:
            parts.append(':book/editions [%s]' % " ".join(eds))
        tx.append("{" + " ".join(parts) + "}")
    idx = {b[0]: i for i, b in enumerate(BOOKS)}
    for a, b in SEQUEL.items():
        tx.append('[:db/add "b%d" :book/sequel-of "b%d"]' % (idx[a], idx[b]))
    for i, (card, n, em) in enumerate(MEMBERS):
        s = '{:db/id "m%d" :member/card %s :member/name %s' % (i, edn_str(card), edn_str(n))
        if em:
            s += ' :member/email ' + edn_str(em)
        tx.append(s + "}")
    mi = {m[0]: i for i, m in enumerate(MEMBERS)}
    # loans: deterministic
    for k in range(40):
        b = (k * 7) % len(BOOKS)
        m = (k * 3) % len(MEMBERS)
        days = [14, 21, 7, 30, -2, 0][k % 6]
        fine = ["0.00", "0.50", "1.25", "10.00", "2.5", "0"][k % 5]
        ret = "true" if k % 4 else "false"
        s = ('{:loan/id "L-%03d" :loan/book "b%d" :loan/member "m%d" :loan/out #inst "2025-%02d-%02dT10:%02d:00.000-00:00" :loan/days %d :loan/returned %s'
             % (k, b, m, 1 + k % 12, 1 + k % 27, k % 60, days, ret))
        if k % 7 != 3:
            s += ' :loan/fine %sM' % fine
        tx.append(s + "}")
    for k, (isbn, card, text, st, sc) in enumerate(REVIEWS):
        tx.append('{:review/id "R%02d" :review/book "b%d" :review/by "m%d" :review/text %s :review/stars %d :review/score %r}'
                  % (k, idx[isbn], mi[card], edn_str(text), st, sc))
    with open(os.path.join(HERE, "schema.edn"), "w") as f:
        f.write(SCHEMA)
    with open(os.path.join(HERE, "data.edn"), "w") as f:
        f.write("[" + "\n ".join(tx) + "]\n")

main()
