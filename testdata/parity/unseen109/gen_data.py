#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen109 parity corpus (deterministic).

A social network's moderation queue: users (string handle identity, unicode /
empty / RTL names, negative karma, cardinality-many language keywords, a
follows graph with cycles and a self-loop, bigdec balance, bigint bytes);
posts (string identity, bodies with emoji, combining marks, Arabic/Hebrew,
empty strings, keyword tags, a [string long] tuple, a homogeneous keyword
tuple); comments (reply tree); moderation rules (keyword identity, regex text
as data, including one invalid pattern); reports (composite identity
[:report/post :report/reporter]); moderators; actions (bigdec penalty,
component notes); appeals (outcome sometimes missing); strikes (negative
points, instants).
"""
import os, random
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(109)

SCHEMA = """{:user/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :user/name {:db/valueType :db.type/string}
 :user/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :user/karma {:db/valueType :db.type/long}
 :user/trust {:db/valueType :db.type/double}
 :user/langs {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :user/banned {:db/valueType :db.type/boolean}
 :user/joined {:db/valueType :db.type/instant}
 :user/follows {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :user/balance {:db/valueType :db.type/bigdec}
 :user/bytes {:db/valueType :db.type/bigint}
 :user/role {:db/valueType :db.type/keyword}
 :post/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :post/author {:db/valueType :db.type/ref}
 :post/body {:db/valueType :db.type/string}
 :post/title {:db/valueType :db.type/string}
 :post/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :post/score {:db/valueType :db.type/long}
 :post/at {:db/valueType :db.type/instant}
 :post/lang {:db/valueType :db.type/keyword}
 :post/loc {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/string :db.type/long]}
 :post/path {:db/valueType :db.type/tuple :db/tupleType :db.type/keyword}
 :post/hidden {:db/valueType :db.type/boolean}
 :comment/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :comment/post {:db/valueType :db.type/ref}
 :comment/parent {:db/valueType :db.type/ref}
 :comment/author {:db/valueType :db.type/ref}
 :comment/body {:db/valueType :db.type/string}
 :rule/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :rule/title {:db/valueType :db.type/string}
 :rule/pattern {:db/valueType :db.type/string}
 :rule/weight {:db/valueType :db.type/double}
 :rule/sym {:db/valueType :db.type/symbol}
 :report/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :report/post {:db/valueType :db.type/ref}
 :report/reporter {:db/valueType :db.type/ref}
 :report/key {:db/valueType :db.type/tuple :db/tupleAttrs [:report/post :report/reporter] :db/unique :db.unique/identity}
 :report/reason {:db/valueType :db.type/keyword}
 :report/rule {:db/valueType :db.type/ref}
 :report/note {:db/valueType :db.type/string}
 :report/severity {:db/valueType :db.type/long}
 :report/at {:db/valueType :db.type/instant}
 :mod/handle {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :mod/user {:db/valueType :db.type/ref}
 :mod/level {:db/valueType :db.type/long}
 :mod/regions {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :action/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :action/report {:db/valueType :db.type/ref}
 :action/mod {:db/valueType :db.type/ref}
 :action/kind {:db/valueType :db.type/keyword}
 :action/penalty {:db/valueType :db.type/bigdec}
 :action/at {:db/valueType :db.type/instant}
 :action/notes {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :note/text {:db/valueType :db.type/string}
 :note/n {:db/valueType :db.type/long}
 :appeal/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :appeal/action {:db/valueType :db.type/ref}
 :appeal/text {:db/valueType :db.type/string}
 :appeal/outcome {:db/valueType :db.type/keyword}
 :appeal/refund {:db/valueType :db.type/bigdec}
 :strike/id {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :strike/user {:db/valueType :db.type/ref}
 :strike/rule {:db/valueType :db.type/ref}
 :strike/points {:db/valueType :db.type/long}
 :strike/expires {:db/valueType :db.type/instant}}
"""


def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


def inst(y, mo, d, h=0, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def emap(d):
    return "{" + " ".join(f"{k} {v}" for k, v in d.items()) + "}"


NAMES = ["Ana Souza", "Björk Ó", "Chloé Martin", "Dmitri Петров", "Eitan כהן", "Fatima الزهراء", "Gao 高",
         "Hana 花子", "Ivo", "", "José\u0301 Nuñez", "Kemal Şahin", "Lars Ødegård", "Mia 🦊", "Nils",
         "Olu Adé", "Priya प्रिया", "Quinn", "Raúl", "Sven", "  padded  ", "Tomás", "Uri", "Vera", "Wu 吴",
         "Xena", "Yara يارا", "Zed", "Åke", "Émile"]
LANGS = [":en", ":ar", ":he", ":ja", ":zh", ":es", ":de", ":hi", ":ru"]
BODIES = [
    "Buy now!!! cheap watches at http://spam.example/deal",
    "BUY NOW — limited offer 💸💸",
    "Great photo, thanks for sharing 🙂",
    "",
    "call me at 555-1234 or 555-9876",
    "مرحبا بالجميع، هذا منشور تجريبي",
    "שלום עולם! this mixes עברית and English",
    "e\u0301tude in café — combining vs precomposed é",
    "日本語のテキスト、絵文字付き🎌",
    "I hate this. #rant #angry",
    "free crypto: send 0.5 BTC to 1A2b3C",
    "   leading and trailing spaces   ",
    "line one\nline two\tTabbed",
    "😀😀😀",
    "Visit https://ok.example/path?q=1&r=2 for more",
    "totally normal post about gardening",
    "ALL CAPS SHOUTING ABOUT NOTHING",
    "emoji family 👨‍👩‍👧 and flag 🇳🇴",
    "price: $19.99 (was $29.99)",
    "Ünïcödé everywhere: ÅÄÖ åäö",
    "spam spam spam spam",
    "question? answer! exclamation.",
    "a\u00a0non-breaking\u00a0space",
    "dots...and---dashes",
]
TAGS = [":spam", ":nsfw", ":politics", ":art", ":news", ":meta", ":humor", ":help"]
RULES = [
    (":rule/spam-link", "Links to spam", "(?i)buy\\s+now", 2.5, "spam"),
    (":rule/phone", "Phone numbers", "\\d{3}-\\d{4}", 1.0, "pii.phone"),
    (":rule/crypto", "Crypto scams", "(?i)\\b(btc|crypto)\\b", 3.0, "fraud/crypto"),
    (":rule/url", "Any URL", "https?://[^\\s]+", 0.5, "url"),
    (":rule/shout", "All caps", "^[A-Z\\s]+$", 0.25, "shout"),
    (":rule/arabic", "Arabic script", "\\p{IsArabic}+", 0.0, "script"),
    (":rule/broken", "Broken pattern", "(unclosed", -1.0, "broken"),
    (":rule/empty", "", "", 0.0, "empty"),
    (":rule/hash", "Hashtags", "#(\\w+)", 0.75, "hashtag"),
    (":rule/emoji", "Emoji", "[\\x{1F600}-\\x{1F64F}]", 0.1, "emoji"),
]
REASONS = [":spam", ":harassment", ":pii", ":fraud", ":other", ":duplicate"]
NOTES = ["checked", "escalated ⚠️", "", "false positive", "user warned", "see thread", "Ärger", "ok"]
APPEALS = ["I didn't do it", "It was a joke 😅", "", "Please review — مرجعة", "wrong user", "same as before"]


def main():
    out = []
    NU = 60
    for u in range(NU):
        d = {":db/id": s(f"u{u}"), ":user/handle": s(f"u{u:03d}" if u % 13 else f"U{u:03d}"),
             ":user/name": s(NAMES[u % len(NAMES)]), ":user/karma": (u * 37) % 200 - 60,
             ":user/joined": inst(2015 + u % 10, 1 + u % 12, 1 + (u * 5) % 28, u % 24, (u * 7) % 60),
             ":user/role": [":member", ":member", ":vip", ":bot"][u % 4]}
        if u % 7 != 6:
            d[":user/email"] = s(f"u{u}@mail.example" if u % 9 else f"U{u}@Mail.Example")
        if u % 5 != 4:
            d[":user/trust"] = repr(round((u * 0.137) % 1.0 - (0.5 if u % 11 == 0 else 0), 3))
        ls = sorted({LANGS[u % 9], LANGS[(u * 4) % 9]}) if u % 6 else []
        if ls:
            d[":user/langs"] = "[" + " ".join(ls) + "]"
        if u % 4 != 1:
            d[":user/banned"] = "true" if u % 10 == 0 else "false"
        fol = {f"u{(u + 1) % NU}", f"u{(u * 7 + 3) % NU}"}
        if u == 17:
            fol.add("u17")
        if u % 8 == 0:
            fol = set()
        if fol:
            d[":user/follows"] = "[" + " ".join(s(f) for f in sorted(fol)) + "]"
        if u % 3 == 0:
            d[":user/balance"] = ["0.00M", "1.50M", "-3.25M", "100M", "1E+3M"][u % 5]
        if u % 10 == 2:
            d[":user/bytes"] = ["5N", "12345678901234567890N", "-7N", "0N", "99N", "1N"][u % 6]
        out.append(emap(d))
    for code, title, pat, w, sym in RULES:
        out.append(emap({":db/id": s("r" + code.split("/")[1]), ":rule/code": code, ":rule/title": s(title),
                         ":rule/pattern": s(pat), ":rule/weight": repr(w), ":rule/sym": sym}))
    NP = 160
    for p in range(NP):
        d = {":db/id": s(f"p{p}"), ":post/id": s(f"P{p:04d}"), ":post/author": s(f"u{(p * 11) % NU}"),
             ":post/score": (p * 29) % 150 - 40, ":post/at": inst(2024, 1 + p % 12, 1 + p % 28, p % 24, p % 60)}
        if p % 17 != 5:
            d[":post/body"] = s(BODIES[p % len(BODIES)])
        if p % 4 == 0:
            d[":post/title"] = s(["Hello", "", "¿Qué?", "Ω", "RE: RE: spam"][p % 5])
        tg = sorted({TAGS[p % 8], TAGS[(p * 3) % 8]}) if p % 5 else []
        if tg:
            d[":post/tags"] = "[" + " ".join(tg) + "]"
        if p % 3 != 2:
            d[":post/lang"] = LANGS[(p * 5) % 9]
        if p % 6 == 0:
            d[":post/loc"] = f'[{s(["Oslo", "القاهرة", "", "Zürich", "東京"][p % 5])} {(p % 7) - 3}]'
        if p % 9 == 1:
            d[":post/path"] = "[" + " ".join([":home", ":feed", ":post"][: 1 + p % 3]) + "]"
        if p % 11 == 0:
            d[":post/hidden"] = "true" if p % 22 == 0 else "false"
        out.append(emap(d))
    NC = 150
    for c in range(NC):
        d = {":db/id": s(f"c{c}"), ":comment/id": s(f"C{c:04d}"), ":comment/post": s(f"p{(c * 3) % NP}"),
             ":comment/author": s(f"u{(c * 13) % NU}"),
             ":comment/body": s(BODIES[(c * 5 + 3) % len(BODIES)] if c % 4 else ["+1", "👍", "", "lol"][c % 4 // 1 % 4])}
        if c % 3 == 1 and c > 3:
            d[":comment/parent"] = s(f"c{c - 3}")
        out.append(emap(d))
    # a reply cycle (malformed data): C0147 <-> C0148
    out.append(emap({":comment/id": s("C0147"), ":comment/parent": s("c148")}))
    out.append(emap({":comment/id": s("C0148"), ":comment/parent": s("c147")}))
    NM = 8
    for m in range(NM):
        d = {":db/id": s(f"m{m}"), ":mod/handle": s(["alice", "bob", "çelik", "dana", "エミ", "farid", "", "gus"][m]),
             ":mod/user": s(f"u{m * 5 + 1}"), ":mod/level": m % 4 - (1 if m == 6 else 0)}
        if m % 3:
            d[":mod/regions"] = "[" + " ".join([":eu", ":na", ":apac", ":mena"][: m % 4 + 1]) + "]"
        out.append(emap(d))
    NR = 120
    seen = set()
    r = 0
    while r < NR:
        p, u = R.randrange(NP), R.randrange(NU)
        if (p, u) in seen:
            continue
        seen.add((p, u))
        d = {":db/id": s(f"rep{r}"), ":report/id": s(f"R{r:04d}"), ":report/post": s(f"p{p}"),
             ":report/reporter": s(f"u{u}"), ":report/reason": REASONS[r % 6],
             ":report/severity": r % 5 - 1, ":report/at": inst(2024, 1 + r % 12, 1 + r % 28, r % 24)}
        if r % 4 != 2:
            d[":report/rule"] = s("r" + RULES[r % len(RULES)][0].split("/")[1])
        if r % 3 == 0:
            d[":report/note"] = s(["see body", "", "مكرر", "dup of R0001", "🚩🚩", "x\"quote\""][r // 3 % 6])
        out.append(emap(d))
        r += 1
    NA = 70
    for a in range(NA):
        d = {":db/id": s(f"a{a}"), ":action/id": s(f"A{a:03d}"), ":action/report": s(f"rep{(a * 7) % NR}"),
             ":action/mod": s(f"m{a % NM}"), ":action/kind": [":hide", ":warn", ":ban", ":dismiss", ":escalate"][a % 5],
             ":action/at": inst(2024, 1 + a % 12, 2 + a % 27, a % 24)}
        if a % 5 != 3:
            d[":action/penalty"] = ["0M", "10.00M", "2.5M", "-1.0M", "1234567.891M", "0.10M"][a % 6]
        if a % 3 == 0:
            d[":action/notes"] = "[" + " ".join(emap({":note/text": s(NOTES[(a + k) % 8]), ":note/n": k}) for k in range(1 + a % 4)) + "]"
        out.append(emap(d))
    for ap in range(30):
        d = {":appeal/id": s(f"AP{ap:02d}"), ":appeal/action": s(f"a{(ap * 3) % NA}"),
             ":appeal/text": s(APPEALS[ap % 6])}
        if ap % 4 != 3:
            d[":appeal/outcome"] = [":upheld", ":overturned", ":partial"][ap % 3]
        if ap % 5 == 1:
            d[":appeal/refund"] = ["5.00M", "0.01M", "12M"][ap % 3]
        out.append(emap(d))
    for st in range(80):
        d = {":strike/id": s(f"S{st:03d}"), ":strike/user": s(f"u{(st * 17) % NU}"),
             ":strike/points": [1, 2, 3, -1, 0, 5][st % 6]}
        if st % 4:
            d[":strike/rule"] = s("r" + RULES[st % len(RULES)][0].split("/")[1])
        if st % 3:
            d[":strike/expires"] = inst(2024 + st % 3, 1 + st % 12, 1 + st % 28)
        out.append(emap(d))
    open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
    open(os.path.join(HERE, "data.edn"), "w").write("[\n" + "\n".join(out) + "\n]\n")


if __name__ == "__main__":
    main()
