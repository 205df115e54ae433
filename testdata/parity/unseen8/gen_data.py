#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the eighth unseen parity corpus.

An online shop: a category tree (keyword identity, a parent tree with a
self-loop at the root, a cardinality-many `related` graph with a 2-cycle
and a self-loop), warehouses (keyword identity, a homogeneous double tuple
of coordinates), customers (string e-mail identity, uuid identity, a
unique-value handle, unicode and empty names, instants, bigdec credit incl.
0 and negative, long points incl. 0 and negative, keyword tiers, a referrer
graph with a cycle and a self-loop, cardinality-many string tags, component
addresses), products (string sku identity, bigdec prices, double weights,
bigint lifetime sales, booleans, keyword colors (many), component variants
with a [long long long] dims tuple, a bundle graph with a cycle and a
self-loop), coupons, orders (long number identity, component line items,
a heterogeneous [keyword long string] channel tuple by :db/tupleTypes),
payments (uuid identity), shipments (composite [:ship/order :ship/carrier]
identity, a unique-value tracking code), reviews (composite
[:rev/cust :rev/prod] identity, bigint helpful votes) and stock rows
(composite [:stock/wh :stock/var] identity). Every entity is a top-level
map with a string tempid, in a fixed order. Deterministic (own LCG).
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

SCHEMA = """{:cat/slug {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :cat/name {:db/valueType :db.type/string}
 :cat/parent {:db/valueType :db.type/ref}
 :cat/related {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :cat/rank {:db/valueType :db.type/long}
 :wh/code {:db/valueType :db.type/keyword :db/unique :db.unique/identity}
 :wh/name {:db/valueType :db.type/string}
 :wh/loc {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :wh/capacity {:db/valueType :db.type/long}
 :cust/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :cust/id {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :cust/handle {:db/valueType :db.type/string :db/unique :db.unique/value}
 :cust/name {:db/valueType :db.type/string}
 :cust/vip {:db/valueType :db.type/boolean}
 :cust/joined {:db/valueType :db.type/instant}
 :cust/credit {:db/valueType :db.type/bigdec}
 :cust/points {:db/valueType :db.type/long}
 :cust/tier {:db/valueType :db.type/keyword}
 :cust/referrer {:db/valueType :db.type/ref}
 :cust/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :cust/addresses {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :addr/city {:db/valueType :db.type/string}
 :addr/zip {:db/valueType :db.type/string}
 :addr/primary {:db/valueType :db.type/boolean}
 :addr/geo {:db/valueType :db.type/tuple :db/tupleType :db.type/double}
 :prod/sku {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :prod/name {:db/valueType :db.type/string}
 :prod/cat {:db/valueType :db.type/ref}
 :prod/price {:db/valueType :db.type/bigdec}
 :prod/weight {:db/valueType :db.type/double}
 :prod/sold {:db/valueType :db.type/bigint}
 :prod/active {:db/valueType :db.type/boolean}
 :prod/released {:db/valueType :db.type/instant}
 :prod/colors {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :prod/variants {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :prod/bundle {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :prod/rating {:db/valueType :db.type/double}
 :var/sku {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :var/size {:db/valueType :db.type/keyword}
 :var/color {:db/valueType :db.type/keyword}
 :var/extra {:db/valueType :db.type/bigdec}
 :var/dims {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :coupon/code {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :coupon/pct {:db/valueType :db.type/double}
 :coupon/max-uses {:db/valueType :db.type/long}
 :coupon/expires {:db/valueType :db.type/instant}
 :coupon/stackable {:db/valueType :db.type/boolean}
 :order/no {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :order/cust {:db/valueType :db.type/ref}
 :order/placed {:db/valueType :db.type/instant}
 :order/status {:db/valueType :db.type/keyword}
 :order/lines {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :order/coupon {:db/valueType :db.type/ref}
 :order/note {:db/valueType :db.type/string}
 :order/gift {:db/valueType :db.type/boolean}
 :order/channel {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/long :db.type/string]}
 :line/var {:db/valueType :db.type/ref}
 :line/qty {:db/valueType :db.type/long}
 :line/unit {:db/valueType :db.type/bigdec}
 :line/discount {:db/valueType :db.type/double}
 :pay/id {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :pay/order {:db/valueType :db.type/ref}
 :pay/amount {:db/valueType :db.type/bigdec}
 :pay/method {:db/valueType :db.type/keyword}
 :pay/ok {:db/valueType :db.type/boolean}
 :pay/at {:db/valueType :db.type/instant}
 :ship/order {:db/valueType :db.type/ref}
 :ship/carrier {:db/valueType :db.type/keyword}
 :ship/order+carrier {:db/valueType :db.type/tuple :db/tupleAttrs [:ship/order :ship/carrier] :db/unique :db.unique/identity}
 :ship/tracking {:db/valueType :db.type/string :db/unique :db.unique/value}
 :ship/wh {:db/valueType :db.type/ref}
 :ship/days {:db/valueType :db.type/long}
 :ship/cost {:db/valueType :db.type/double}
 :rev/cust {:db/valueType :db.type/ref}
 :rev/prod {:db/valueType :db.type/ref}
 :rev/cust+prod {:db/valueType :db.type/tuple :db/tupleAttrs [:rev/cust :rev/prod] :db/unique :db.unique/identity}
 :rev/stars {:db/valueType :db.type/long}
 :rev/text {:db/valueType :db.type/string}
 :rev/helpful {:db/valueType :db.type/bigint}
 :rev/verified {:db/valueType :db.type/boolean}
 :stock/wh {:db/valueType :db.type/ref}
 :stock/var {:db/valueType :db.type/ref}
 :stock/wh+var {:db/valueType :db.type/tuple :db/tupleAttrs [:stock/wh :stock/var] :db/unique :db.unique/identity}
 :stock/qty {:db/valueType :db.type/long}
 :stock/reorder {:db/valueType :db.type/bigint}}
"""

_s = [20261127]


def rnd(n):
    _s[0] = (_s[0] * 6364136223846793005 + 1442695040888963407) % (1 << 64)
    return (_s[0] >> 33) % n


def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def bd(cents):
    """bigdec from cents, without trailing zeros (stored scale = written scale)."""
    neg = cents < 0
    c = abs(cents)
    whole, frac = divmod(c, 100)
    if frac == 0:
        s = f"{whole}"
    elif frac % 10 == 0:
        s = f"{whole}.{frac // 10}"
    else:
        s = f"{whole}.{frac:02d}"
    return ("-" if neg else "") + s + "M"


def inst(y, mo, d, h=0, mi=0):
    return f'#inst "{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000-00:00"'


def uuid(prefix, i):
    return f'#uuid "{prefix}-0000-4000-8000-{i:012d}"'


def ent(d):
    parts = []
    for k, v in d:
        if v is None:
            continue
        if isinstance(v, list):
            if not v:
                continue
            v = "[" + " ".join(v) + "]"
        parts.append(f"{k} {v}")
    return "{" + " ".join(parts) + "}"


out = []

# ---- categories: tree; the root is its own parent (self-loop); related graph with cycles
CATS = [("root", "All", "root", 0), ("apparel", "Apparel", "root", 1), ("shoes", "Schuhe", "apparel", 2),
        ("shirts", "Shirts", "apparel", 2), ("tees", "T-Shirts", "shirts", 3), ("electronics", "Électronique", "root", 1),
        ("audio", "オーディオ", "electronics", 2), ("phones", "Phones", "electronics", 2),
        ("cables", "Cables & Adapters", "electronics", 3), ("home", "Home", "root", 1),
        ("kitchen", "Kitchen", "home", 2), ("garden", "", "home", 2), ("misc", "Misc", None, -1)]
RELATED = {"shoes": ["shirts"], "shirts": ["shoes", "tees"], "audio": ["phones", "audio"], "phones": ["audio", "cables"],
           "cables": ["phones"], "kitchen": ["garden"], "garden": ["kitchen", "home"], "misc": ["misc"]}
for slug, name, parent, rank in CATS:
    out.append(ent([(":db/id", q("c-" + slug)), (":cat/slug", ":" + slug), (":cat/name", q(name)),
                    (":cat/parent", q("c-" + parent) if parent else None), (":cat/rank", str(rank)),
                    (":cat/related", [q("c-" + r) for r in RELATED.get(slug, [])])]))

WHS = [("ber", "Berlin", "52.52 13.405", 5000), ("nyc", "New York", "40.7128 -74.006", 8000),
       ("syd", "Sydney", "-33.8688 151.2093", 0), ("tok", "東京", "35.6762 139.6503", 2500)]
for code, name, loc, cap in WHS:
    out.append(ent([(":db/id", q("w-" + code)), (":wh/code", ":" + code), (":wh/name", q(name)),
                    (":wh/loc", f"[{loc}]"), (":wh/capacity", str(cap))]))

# ---- customers
CNAMES = ["Ada Byron", "Bob Stone", "Chloé Dubois", "Dmitri Ivanov", "Émile Zola", "Fatima Al-Sayed", "Greta Berg",
          "Hiro Tanaka", "Ines Costa", "Jonas Weber", "Kim Lee", "", "Mona Lisa", "Nils Holm", "Olga Petrova",
          "Pablo Ruiz", "Quinn O'Neil", "Raj Patel", "Sofía García", "田中 太郎", "Uma Thurman", "Víctor Hugo"]
TIERS = [":gold", ":silver", ":bronze", None]
CITIES = ["Berlin", "Paris", "München", "New York", "Tokyo", "São Paulo", "Zürich", "Oslo"]
NC = len(CNAMES)
for i, n in enumerate(CNAMES):
    cid = f"u{i:02d}"
    email = f"user{i:02d}@shop.example" if i != 7 else "HIRO@shop.example"
    ref = None
    if i == 3:
        ref = "u03"  # self-loop
    elif i == 5:
        ref = "u06"
    elif i == 6:
        ref = "u05"  # 2-cycle
    elif i > 0 and i % 4 != 0:
        ref = f"u{(i * 7 + 3) % i:02d}"
    credit = [0, 1550, -250, 10000, 99, 0, 123456, 5, -1, 7000][i % 10]
    points = [0, 120, -15, 4500, 33, 0, 999, 1, 250, 75, 10, 2][i % 12]
    tags = [["early", "newsletter"], ["newsletter"], [], ["b2b", "early"], ["sale"], ["ünïcode"], []][i % 7]
    addrs = []
    for j in range(1 + (i % 3 == 0) + (i % 5 == 0)):
        if i in (11, 17):
            break
        aid = f"a{i:02d}-{j}"
        city = CITIES[(i + j * 3) % len(CITIES)]
        zipc = f"{10000 + i * 37 + j:05d}" if j != 1 else ""
        out.append(ent([(":db/id", q(aid)), (":addr/city", q(city)), (":addr/zip", q(zipc)),
                        (":addr/primary", "true" if j == 0 else "false"),
                        (":addr/geo", f"[{(i * 3.5) - 20:.1f} {(j * -12.25) + i:.2f}]" if i % 4 != 2 else None)]))
        addrs.append(q(aid))
    out.append(ent([(":db/id", q(cid)), (":cust/email", q(email)), (":cust/id", uuid("aaaaaaaa", i)),
                    (":cust/handle", q(f"h_{n.split(' ')[0].lower()}_{i}") if i % 6 != 5 else None),
                    (":cust/name", q(n)), (":cust/vip", ["true", "false", None][i % 3]),
                    (":cust/joined", inst(2019 + i % 5, 1 + i % 12, 1 + (i * 3) % 28, i % 24, (i * 7) % 60)),
                    (":cust/credit", bd(credit)), (":cust/points", str(points) if i != 13 else None),
                    (":cust/tier", TIERS[i % 4]), (":cust/referrer", q(ref) if ref else None),
                    (":cust/tags", [q(t) for t in tags]), (":cust/addresses", addrs)]))

# ---- products with variants
PRODS = [("SKU-100", "Runner Shoe", "shoes", 8999, 0.8), ("SKU-101", "Trail Shoe", "shoes", 12950, 1.1),
         ("SKU-102", "Basic Tee", "tees", 1500, 0.2), ("SKU-103", "Graphic Tee ☃", "tees", 2250, 0.21),
         ("SKU-104", "Oxford Shirt", "shirts", 4999, 0.35), ("SKU-105", "Headphones X", "audio", 19999, 0.3),
         ("SKU-106", "Earbuds", "audio", 4900, 0.05), ("SKU-107", "Phone Z", "phones", 79900, 0.19),
         ("SKU-108", "USB-C Cable", "cables", 999, 0.04), ("SKU-109", "HDMI Cable", "cables", 1299, 0.1),
         ("SKU-110", "Chef Knife", "kitchen", 6500, 0.25), ("SKU-111", "Cutting Board", "kitchen", 2500, 1.5),
         ("SKU-112", "Garden Hose", "garden", 3000, 2.75), ("SKU-113", "Free Sticker", "misc", 0, 0.0),
         ("SKU-114", "Gift Card", "misc", 5000, 0.0), ("SKU-115", "Returned Item", "misc", -500, -0.1),
         ("SKU-116", "Speaker", "audio", 14900, 1.9), ("SKU-117", "Kettle", "kitchen", 3999, 1.2),
         ("SKU-118", "Phone Case", "phones", 1999, 0.06), ("SKU-119", "Socks 3-pack", "apparel", 1200, 0.15)]
COLORS = [":red", ":blue", ":black", ":white", ":green"]
SIZES = [":s", ":m", ":l", ":xl"]
BUNDLE = {"SKU-107": ["SKU-118", "SKU-108"], "SKU-118": ["SKU-107"], "SKU-105": ["SKU-108"],
          "SKU-110": ["SKU-111", "SKU-110"], "SKU-100": ["SKU-119"], "SKU-119": ["SKU-100", "SKU-102"]}
VARS = []
for i, (sku, name, cat, cents, w) in enumerate(PRODS):
    nv = 1 + i % 4 if i not in (13, 14) else (0 if i == 13 else 1)
    vids = []
    for j in range(nv):
        vsku = f"{sku}-{j}"
        size = SIZES[(i + j) % 4] if cat in ("shoes", "tees", "shirts", "apparel") else None
        color = COLORS[(i * 2 + j) % 5] if i % 5 != 3 else None
        extra = [0, 250, -100, 1000, 5][(i + j) % 5]
        dims = f"[{10 + j} {20 + i % 7} {i % 3}]" if i % 6 != 1 else None
        out.append(ent([(":db/id", q("v-" + vsku)), (":var/sku", q(vsku)), (":var/size", size),
                        (":var/color", color), (":var/extra", bd(extra)), (":var/dims", dims)]))
        vids.append(q("v-" + vsku))
        VARS.append((vsku, cents + extra, i))
    colors = sorted({COLORS[(i * 2 + j) % 5] for j in range(max(nv, 1))}) if i % 5 != 3 else []
    sold = [0, 12, 345, 1000000, 7, 99999999999999999999, 50, 3][i % 8]
    out.append(ent([(":db/id", q("p-" + sku)), (":prod/sku", q(sku)), (":prod/name", q(name)),
                    (":prod/cat", q("c-" + cat)), (":prod/price", bd(cents)), (":prod/weight", repr(float(w))),
                    (":prod/sold", f"{sold}N" if i != 9 else None), (":prod/active", "false" if i in (12, 15) else "true"),
                    (":prod/released", inst(2020 + i % 5, 1 + (i * 5) % 12, 1 + i, 12)),
                    (":prod/colors", colors), (":prod/variants", vids),
                    (":prod/bundle", [q("p-" + b) for b in BUNDLE.get(sku, [])]),
                    (":prod/rating", repr([4.5, 3.0, 5.0, 0.0, 2.25, None][i % 6]) if i % 6 != 5 else None)]))

# ---- coupons
COUP = [("WELCOME10", 10.0, 100, inst(2030, 1, 1), "false"), ("HALF", 50.0, 1, inst(2022, 6, 30), "false"),
        ("ZERO", 0.0, 0, inst(2025, 1, 1), "true"), ("VIP-ÉTÉ", 15.5, 20, inst(2026, 8, 31), "true"),
        ("NEG", -5.0, 3, None, None)]
for code, pct, mu, exp, st in COUP:
    out.append(ent([(":db/id", q("k-" + code)), (":coupon/code", q(code)), (":coupon/pct", repr(pct)),
                    (":coupon/max-uses", str(mu)), (":coupon/expires", exp), (":coupon/stackable", st)]))

# ---- orders with lines, payments, shipments
STATUS = [":placed", ":paid", ":shipped", ":delivered", ":cancelled", ":returned"]
NOTES = ["", "leave at door", "Geschenk 🎁", "call first", None, "ring twice", None]
CHANNELS = ["[:web 1 \"chrome\"]", "[:app 2 \"ios\"]", "[:app 3 \"android\"]", "[:phone 0 \"\"]", None]
CARRIERS = [":dhl", ":ups", ":fedex", ":post"]
METHODS = [":card", ":paypal", ":invoice", ":crypto"]
NO = 60
line_no = 0
for k in range(NO):
    ono = 5000 + k
    cust = f"u{(k * 5) % NC:02d}" if k % 17 != 16 else f"u{(k * 3) % NC:02d}"
    nlines = [1, 2, 3, 4, 2, 1, 0, 3][k % 8]
    lines = []
    for j in range(nlines):
        vsku, vcents, pi = VARS[(k * 7 + j * 11) % len(VARS)]
        qty = [1, 2, 3, 1, 5, 0, 1, 10, -1][(k + j) % 9]
        disc = [0.0, 0.1, 0.25, 0.5, 0.05, None][(k * 3 + j) % 6]
        lid = f"l-{ono}-{j}"
        out.append(ent([(":db/id", q(lid)), (":line/var", q("v-" + vsku)), (":line/qty", str(qty)),
                        (":line/unit", bd(vcents)), (":line/discount", repr(disc) if disc is not None else None)]))
        lines.append(q(lid))
    status = STATUS[(k * 5) % 6]
    coupon = ["WELCOME10", "HALF", None, "ZERO", None, "VIP-ÉTÉ", None, None, "NEG"][k % 9]
    out.append(ent([(":db/id", q(f"o-{ono}")), (":order/no", str(ono)), (":order/cust", q(cust)),
                    (":order/placed", inst(2023 + k % 3, 1 + k % 12, 1 + (k * 7) % 28, (k * 5) % 24, (k * 11) % 60)),
                    (":order/status", status), (":order/lines", lines),
                    (":order/coupon", q("k-" + coupon) if coupon else None),
                    (":order/note", q(NOTES[k % 7]) if NOTES[k % 7] is not None else None),
                    (":order/gift", ["true", "false", None][k % 3]),
                    (":order/channel", CHANNELS[k % 5])]))
    if status != ":placed":
        for p in range(1 + (k % 10 == 3)):
            amt = [2999, 15000, 0, 123456, -500, 4999, 999, 100000][(k + p) % 8]
            out.append(ent([(":db/id", q(f"y-{ono}-{p}")), (":pay/id", uuid("bbbbbbbb", k * 10 + p)),
                            (":pay/order", q(f"o-{ono}")), (":pay/amount", bd(amt)),
                            (":pay/method", METHODS[(k + p) % 4] if k % 11 != 7 else None),
                            (":pay/ok", "false" if (k + p) % 7 == 4 else "true"),
                            (":pay/at", inst(2023 + k % 3, 1 + k % 12, 2 + (k * 7) % 26, 1 + p))]))
    if status in (":shipped", ":delivered", ":returned"):
        for c in range(1 + (k % 4 == 1)):
            carrier = CARRIERS[(k + c) % 4]
            out.append(ent([(":db/id", q(f"s-{ono}-{c}")), (":ship/order", q(f"o-{ono}")), (":ship/carrier", carrier),
                            (":ship/tracking", q(f"TRK{ono}{c}") if k % 9 != 4 else None),
                            (":ship/wh", q("w-" + WHS[(k + c) % 4][0])), (":ship/days", str([0, 1, 2, 3, 5, 8, 13][(k + c) % 7])),
                            (":ship/cost", repr([4.99, 0.0, 12.5, 7.25, 19.99][(k * 2 + c) % 5]))]))

# ---- reviews (composite identity cust+prod)
TEXTS = ["Great!", "", "Terrible fit", "Très bien", "★★★★★", "meh", "Would buy again", "返品しました", None]
seen = set()
for r in range(48):
    c = (r * 7) % NC
    p = (r * 3 + r // 5) % len(PRODS)
    if (c, p) in seen:
        continue
    seen.add((c, p))
    out.append(ent([(":db/id", q(f"r-{r}")), (":rev/cust", q(f"u{c:02d}")), (":rev/prod", q("p-" + PRODS[p][0])),
                    (":rev/stars", str([5, 4, 1, 3, 5, 2, 0, 4][r % 8])),
                    (":rev/text", q(TEXTS[r % 9]) if TEXTS[r % 9] is not None else None),
                    (":rev/helpful", f"{[0, 3, 17, 250, 1][r % 5]}N" if r % 6 != 5 else None),
                    (":rev/verified", ["true", "false"][r % 2] if r % 10 != 9 else None)]))

# ---- stock (composite identity wh+var)
for vi, (vsku, _, pi) in enumerate(VARS):
    for wi, w in enumerate(WHS):
        if (vi + wi) % 3 == 0 or (vi * wi) % 5 == 1:
            out.append(ent([(":db/id", q(f"st-{vsku}-{w[0]}")), (":stock/wh", q("w-" + w[0])),
                            (":stock/var", q("v-" + vsku)), (":stock/qty", str([0, 5, 12, -3, 40, 100, 7][(vi + wi * 2) % 7])),
                            (":stock/reorder", f"{[10, 0, 25, 5][(vi + wi) % 4]}N" if vi % 8 != 3 else None)]))

with open(os.path.join(HERE, "schema.edn"), "w") as f:
    f.write(SCHEMA)
with open(os.path.join(HERE, "data.edn"), "w") as f:
    f.write("[" + "\n ".join(out) + "]\n")
ndatoms = sum(x.count(" :") - x.count(" :db/id") for x in out)
print(len(out), "entities")
