#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the thirty-third unseen parity corpus.

A multilingual dictionary: languages (keyword identity), words (uuid lemma
id identity, a composite [:word/headword :word/lang] identity, a unique-value
string code, headwords in many scripts incl. accents, Greek, Cyrillic,
Arabic, Hebrew, CJK, Devanagari, emoji, combining characters, fullwidth and
astral letters, a 5,000-character string, empty and whitespace-only strings,
quotes, backslashes, tabs and newlines), double frequencies, long ranks,
instants (some before 1582 and before year 1000), bigint counts, bigdec
scores, keyword parts of speech, cardinality-many string tags, component
senses, a synonym graph with cycles and self-loops, etymology chains, a
homogeneous long tuple and a heterogeneous tuple. Deterministic.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:lang/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :lang/name {:db/valueType :db.type/string}
 :lang/script {:db/valueType :db.type/string}
 :lang/speakers {:db/valueType :db.type/long}
 :lang/rtl {:db/valueType :db.type/boolean}
 :word/lemma-id {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :word/code {:db/valueType :db.type/string :db/unique :db.unique/value}
 :word/headword {:db/valueType :db.type/string}
 :word/lang {:db/valueType :db.type/keyword}
 :word/hw+lang {:db/valueType :db.type/tuple :db/tupleAttrs [:word/headword :word/lang] :db/unique :db.unique/identity}
 :word/language {:db/valueType :db.type/ref}
 :word/freq {:db/valueType :db.type/double}
 :word/rank {:db/valueType :db.type/long}
 :word/attested {:db/valueType :db.type/instant}
 :word/archaic {:db/valueType :db.type/boolean}
 :word/corpus-count {:db/valueType :db.type/bigint}
 :word/score {:db/valueType :db.type/bigdec}
 :word/pos {:db/valueType :db.type/keyword}
 :word/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :word/senses {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :word/synonyms {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :word/etymon {:db/valueType :db.type/ref}
 :word/span {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :word/meta {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long :db.type/string]}
 :sense/n {:db/valueType :db.type/long}
 :sense/gloss {:db/valueType :db.type/string}
 :sense/register {:db/valueType :db.type/keyword}
 :sense/example {:db/valueType :db.type/string}}
"""

LANGS = [
    ("en", "English", "Latin", 380000000, False),
    ("fr", "Français", "Latin", 80000000, False),
    ("de", "Deutsch", "Latin", 95000000, False),
    ("el", "Ελληνικά", "Greek", 13000000, False),
    ("ru", "Русский", "Cyrillic", 150000000, False),
    ("ar", "العربية", "Arabic", 310000000, True),
    ("he", "עברית", "Hebrew", 9000000, True),
    ("zh", "中文", "Han", 920000000, False),
    ("ja", "日本語", "Han", 125000000, False),
    ("hi", "हिन्दी", "Devanagari", 340000000, False),
    ("tr", "Türkçe", "Latin", 80000000, False),
    ("la", "Latina", "Latin", 0, False),
    ("grc", "Ἀρχαία", "Greek", 0, False),
    ("emoji", "Emoji", "", -1, False),
    ("xx", "", "   ", 0, False),
]

LONG = "".join("abcdefghij"[i % 10] for i in range(4999)) + "é"

# (headword, lang)
WORDS = [
    ("apple", "en"), ("Apple", "en"), ("APPLE", "en"), ("zebra", "en"), ("Zebra", "en"),
    ("café", "fr"), ("cafe\u0301", "fr"), ("cafe", "fr"), ("élan", "fr"), ("œuvre", "fr"),
    ("straße", "de"), ("STRASSE", "de"), ("Ärger", "de"), ("über", "de"), ("Zoo", "de"),
    ("λόγος", "el"), ("ΛΌΓΟΣ", "el"), ("σοφία", "el"), ("Ὀδυσσεύς", "grc"), ("ὁδός", "grc"),
    ("мир", "ru"), ("Мир", "ru"), ("ёж", "ru"), ("язык", "ru"), ("Ёлка", "ru"),
    ("سلام", "ar"), ("كتاب", "ar"), ("שלום", "he"), ("ספר", "he"),
    ("水", "zh"), ("中文", "zh"), ("漢字", "ja"), ("ひらがな", "ja"), ("カタカナ", "ja"),
    ("नमस्ते", "hi"), ("भाषा", "hi"),
    ("İstanbul", "tr"), ("ılık", "tr"), ("Işık", "tr"), ("istanbul", "tr"),
    ("aqua", "la"), ("verbum", "la"), ("lingua", "la"),
    ("🦊", "emoji"), ("👩\u200d💻", "emoji"), ("🇫🇷", "emoji"), ("fox🦊", "emoji"), ("👍🏽", "emoji"),
    ("ｚｅｂｒａ", "xx"), ("𝐀𝐁𝐂", "xx"), ("", "xx"), ("   ", "xx"), ("\t", "xx"),
    ("say \"hi\"", "en"), ("back\\slash", "en"), ("tab\there", "en"), ("line1\nline2", "en"),
    ("O'Neil", "en"), ("naïve", "en"), ("résumé", "fr"), ("resume", "en"), ("Ω", "el"), ("\u2126", "el"),
    (LONG, "xx"), ("a", "en"), ("Z", "en"), ("0", "xx"), ("-1", "xx"), ("10", "xx"), ("9", "xx"),
    ("ﬁ", "xx"), ("ǅ", "xx"), ("ß", "de"), ("ẞ", "de"), ("σς", "el"), ("ΣΑΣ", "el"),
]
# generated filler words, plain Latin
for i in range(40):
    WORDS.append((f"w{i:02d}" + "xyz"[i % 3], ["en", "fr", "de", "la"][i % 4]))

POS = ["noun", "verb", "adj", "adv", "interj"]
REG = ["formal", "informal", "slang", "archaic", "technical"]
INSTS = ["0950-06-01T00:00:00.000-00:00", "1066-10-14T00:00:00.000-00:00",
         "1582-10-04T00:00:00.000-00:00", "1582-10-15T00:00:00.000-00:00",
         "1600-02-29T12:30:00.000-00:00", "1776-07-04T00:00:00.000-00:00",
         "1900-01-01T00:00:00.000-00:00", "1969-12-31T23:59:59.999-00:00",
         "1970-01-01T00:00:00.000-00:00", "2000-02-29T00:00:00.000-00:00",
         "2024-12-31T23:59:59.000-00:00", "0001-01-01T00:00:00.000-00:00"]
TAGS = ["common", "rare", "loan", "Loan", "", "ñ", "日常", "😀", "a b", "x\"y"]
GLOSS = ["a fruit", "an animal", "coffee ☕", "greeting", "book", "water", "word",
         "wisdom", "peace", "", "  padded  ", "Über-gloss", "ΣΟΦΙΑ", "tab\tgloss", "日本"]


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\n", "\\n") + '"'


def main():
    out = []
    for code, name, script, sp, rtl in LANGS:
        m = [f':db/id "lang-{code}"', f":lang/code :{code}", f":lang/name {s(name)}",
             f":lang/script {s(script)}", f":lang/speakers {sp}"]
        if code not in ("xx", "emoji"):
            m.append(f":lang/rtl {'true' if rtl else 'false'}")
        out.append("{" + " ".join(m) + "}")
    n = len(WORDS)
    for i, (hw, lang) in enumerate(WORDS):
        if hw == LONG:
            # Datalevin refuses a composite tuple element over 255 bytes (a
            # constituent of :word/hw+lang): the headword keeps 250
            # characters, the whole 5,000 go to the gloss of sense 0
            hw = LONG[:250]
        m = [f':db/id "w{i}"']
        if i % 23 != 22:
            m.append(f':word/lemma-id #uuid "00000033-0000-4000-8000-{i:012d}"')
        m.append(f':word/code "{lang.upper()}-{i:03d}"')
        if i != 64:
            m.append(f":word/headword {s(hw)}")
        m.append(f":word/lang :{lang}")
        m.append(f':word/language "lang-{lang}"')
        if i % 11 != 5:
            freq = [0.0, -0.5, 1.5, 1e-9, 3.25, 100.0, 0.1, 2.5][i % 8] * (1 + i % 5)
            m.append(f":word/freq {freq!r}")
        m.append(f":word/rank {[0, -3, 7, 42, 1000, 1, 2][i % 7] + (i if i % 3 == 0 else 0)}")
        if i % 9 != 4:
            m.append(f':word/attested #inst "{INSTS[i % len(INSTS)]}"')
        if i % 4 != 3:
            m.append(f":word/archaic {'true' if i % 5 == 0 else 'false'}")
        if i % 6 != 1:
            m.append(f":word/corpus-count {[0, -7, 12345678901234567890, 5, 99][i % 5] + i}N")
        if i % 7 != 2:
            sc = ["0.00", "1.50", "-2.25", "10", "3.14159", "0.10", "100.000"][i % 7]
            m.append(f":word/score {sc}M")
        m.append(f":word/pos :{POS[i % 5]}")
        if i % 3 != 2:
            tg = sorted({TAGS[i % 10], TAGS[(i * 3) % 10]})
            m.append(":word/tags [" + " ".join(s(t) for t in tg) + "]")
        if i % 2 == 0:
            m.append(f":word/span [{i % 5 - 2} {i}]")
        if i % 4 == 1:
            m.append(f':word/meta [:{REG[i % 5]} {i - 30} {s(TAGS[i % 10])}]')
        senses = []
        for k in range(i % 4):
            g = LONG if (i == 63 and k == 0) else GLOSS[(i + k * 7) % len(GLOSS)]
            sm = [f":sense/n {k}", f":sense/gloss {s(g)}"]
            if (i + k) % 3:
                sm.append(f":sense/register :{REG[(i + k) % 5]}")
            if k == 1:
                sm.append(f":sense/example {s(hw[:20] + ' in use')}")
            senses.append("{" + " ".join(sm) + "}")
        if senses:
            m.append(":word/senses [" + " ".join(senses) + "]")
        out.append("{" + " ".join(m) + "}")
    # synonym graph: cycles, self-loops
    syn = {0: [1, 2], 1: [2], 2: [0], 3: [4], 4: [4], 5: [6, 7], 6: [5], 7: [7, 8],
           15: [16], 16: [15], 20: [21, 22], 22: [20], 35: [36], 43: [47], 47: [43, 47]}
    for i in range(70, n):
        syn.setdefault(i, []).append(70 + (i - 70 + 1) % (n - 70))
    for a, bs in sorted(syn.items()):
        out.append("{:db/id \"w%d\" :word/synonyms [%s]}" % (a, " ".join(f'"w{b}"' for b in bs)))
    # etymology chains: 6 -> 5 (cafe -> café), 5 -> 9... ; verbum <- ... ; loop 30 -> 31 -> 30
    ety = {6: 5, 7: 5, 5: 40, 60: 59, 59: 5, 11: 10, 10: 41, 41: 42, 17: 18, 18: 19,
           30: 31, 31: 30, 44: 44, 13: 12}
    for a, b in sorted(ety.items()):
        out.append("{:db/id \"w%d\" :word/etymon \"w%d\"}" % (a, b))
    open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
    open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(out) + "]\n")


if __name__ == "__main__":
    main()
