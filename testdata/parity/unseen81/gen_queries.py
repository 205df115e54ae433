#!/usr/bin/env python3
"""Writes queries.edn of unseen parity corpus 81 (large ride-hailing; deterministic).

Emphasis: the parameterized queries an application sends, at scale: one
template run with inputs of every size (scalar, tuple, collections of 0, 1,
10, 100 and 1,000 values, a relation of 500 tuples, lookup refs, inputs
matching nothing or everything), inputs read only by predicates, :limit /
:offset as inputs, time windows, top-n per group, write-then-read `with`
entries, and pairs of equivalent formulations that must agree.
"""
import os, datetime
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def add(name, text):
    E.append((name, text.strip()))


def s(x):
    return '"' + x + '"'


def inst(dt):
    return '#inst "' + dt.strftime("%Y-%m-%dT%H:%M:%S") + '.000-00:00"'


BASE = datetime.datetime(2024, 1, 1)
RPH = lambda k: s('+31-6-%05d' % k)
DPH = lambda k: s('+1-555-%04d' % k)

UP = """[[(up ?a ?b) [?a :driver/referrer ?b]]
  [(up ?a ?b) [?a :driver/referrer ?m] (up ?m ?b)]]"""
UPL = """[[(up ?a ?b) [?a :driver/referrer ?b]]
  [(up ?a ?b) (up ?a ?m) [?m :driver/referrer ?b]]]"""
PARITY = """[[(odd ?a ?b) [?a :driver/referrer ?b]]
  [(odd ?a ?b) [?a :driver/referrer ?m] (even ?m ?b)]
  [(even ?a ?b) [?a :driver/referrer ?m] (odd ?m ?b)]]"""
RODE = """[[(rode ?rd ?dr) [?r :ride/rider ?rd] [?r :ride/driver ?dr] [?r :ride/cancelled false]]]"""
FARE = """[[(paid ?r ?f) [?r :ride/cancelled false] [?r :ride/fare ?f]]
  [(long-ride ?r) [?r :ride/km ?k] [(>= ?k 10.0)]]]"""
INCITY = """[[(in-city ?r ?c) [?r :ride/city ?x] [?x :db/ident ?c]]]"""

# ---- basics
add("b-count-rides", "[:find (count ?r) . :where [?r :ride/id]]")
add("b-count-riders", "[:find (count ?r) . :where [?r :rider/phone]]")
add("b-count-drivers", "[:find (count ?d) . :where [?d :driver/phone]]")
add("b-count-vehicles", "[:find (count ?v) . :where [?v :vehicle/uuid]]")
add("b-cancelled", "[:find ?c (count ?r) :where [?r :ride/cancelled ?c]]")
add("b-city-rides", "[:find ?c (count ?r) :where [?r :ride/city ?x] [?x :db/ident ?c]]")
add("b-city-const", "[:find (count ?r) . :where [?r :ride/city :city/lagos]]")
add("b-city-lookup", "[:find (count ?r) . :where [?r :ride/city [:db/ident :city/tokyo]]]")
add("b-city-rider-drivers", "[:find ?c (count-distinct ?d) :where [?d :driver/city ?x] [?x :db/ident ?c]]")
add("b-fare-zero", "[:find (count ?r) . :where [?r :ride/fare 0.00M]]")
add("b-fare-neg", "[:find [?id ...] :where [?r :ride/fare ?f] [(neg? ?f)] [?r :ride/id ?id]]")
add("b-fare-scale-other", "[:find (count ?r) . :where [?r :ride/fare 0.0M]]")
add("b-km-zero", "[:find (count ?r) . :where [?r :ride/km 0.0]]")
add("b-surge-missing", "[:find (count ?r) . :where [?r :ride/id] [(missing? $ ?r :ride/surge)]]")
add("b-surge-values", "[:find ?s (count ?r) :where [?r :ride/surge ?s]]")
add("b-rating-dist", "[:find ?x (count ?r) :where [?r :ride/rating ?x]]")
add("b-driver-rating-missing", "[:find (count ?d) . :where [?d :driver/phone] (not [?d :driver/rating])]")
add("b-driver-self-ref", "[:find [?p ...] :where [?d :driver/referrer ?d] [?d :driver/phone ?p]]")
add("b-driver-cycle3", "[:find ?a ?b ?c :where [?x :driver/referrer ?y] [?y :driver/referrer ?z] [?z :driver/referrer ?x] [(not= ?x ?y)] [?x :driver/phone ?a] [?y :driver/phone ?b] [?z :driver/phone ?c]]")
add("b-rider-unicode", '[:find [?p ...] :where [?r :rider/name "王 Haddad"] [?r :rider/phone ?p]]')
add("b-rider-empty-first", '[:find (count ?r) . :where [?r :rider/name ?n] [(clojure.string/starts-with? ?n "Silva")]]')
add("b-rider-psi", '[:find (count ?r) . :where [?r :rider/name ?n] [(clojure.string/starts-with? ?n "Ψ")]]')
add("b-rider-no-email", "[:find (count ?r) . :where [?r :rider/phone] [(missing? $ ?r :rider/email)]]")
add("b-rider-email-unique", '[:find ?p . :where [?r :rider/email "rider123@ride.example"] [?r :rider/phone ?p]]')
add("b-rider-uuid", '[:find ?p . :where [?r :rider/uuid #uuid "aaaaaaaa-0000-4000-8000-000000000321"] [?r :rider/phone ?p]]')
add("b-rider-points-big", "[:find (count ?r) . :where [?r :rider/points 99999999999N]]")
add("b-rider-points-neg", "[:find (count ?r) . :where [?r :rider/points ?p] [(neg? ?p)]]")
add("b-rider-balance", "[:find ?b (count ?r) :where [?r :rider/balance ?b]]")
add("b-rider-tags", "[:find ?t (count ?r) :where [?r :rider/tags ?t]]")
add("b-rider-verified", "[:find ?v (count ?r) :where [?r :rider/verified ?v]]")
add("b-vehicle-plate-eq", '[:find ?m . :where [?v :vehicle/plate [:DE "001-XY"]] [?v :vehicle/make ?m]]')
add("b-vehicle-plate-empty", '[:find (count ?v) . :where [?v :vehicle/plate ?p] [(untuple ?p) [?c ?n]] [(clojure.string/ends-with? ?n "-")]]')
add("b-vehicle-seats", "[:find ?s (count ?v) :where [?v :vehicle/seats ?s]]")
add("b-vehicle-make-empty", '[:find (count ?v) . :where [?v :vehicle/make ""]]')
add("b-vehicle-owner", "[:find (count ?d) . :where [?d :driver/vehicle ?v] [?v :vehicle/seats 0]]")
add("b-home-south", "[:find (count ?d) . :where [?d :driver/home ?h] [(first ?h) ?lat] [(< ?lat 0.0)]]")
add("b-langs", "[:find ?l (count ?d) :where [?d :driver/langs ?l]]")
add("b-composite", "[:find (count ?r) . :where [?r :ride/rider+driver ?t]]")
add("b-composite-distinct", "[:find (count-distinct ?t) . :where [?r :ride/rider+driver ?t]]")
add("b-promo-off", "[:find ?o (count ?p) :where [?p :promo/off ?o]]")
add("b-promo-used", "[:find ?c (count ?r) :where [?r :ride/promo ?p] [?p :promo/code ?c] :order-by [1 :desc ?c] :limit 5]")
add("b-inst-exact", f"[:find ?id . :where [?r :ride/requested {inst(BASE + datetime.timedelta(minutes=0))}] [?r :ride/id ?id]]")

# ---- template 1: fare totals over a collection of ride ids, every size
def ids(n, start=5000, step=1):
    return "[" + " ".join(str(start + i * step) for i in range(n)) + "]"

T1 = "[:find (sum ?f) (count ?r) :in $ [?id ...] :where [?r :ride/id ?id] [?r :ride/fare ?f]]"
for n in [0, 1, 10, 100, 1000]:
    add(f"t1-fare-ids-{n}", f"(q {T1} $ {ids(n)})")
add("t1-fare-ids-all", f"(q {T1} $ {ids(2000)})")
add("t1-fare-ids-none", f"(q {T1} $ {ids(50, 90000)})")
add("t1-fare-ids-mixed", f"(q {T1} $ {ids(20, 6990)})")
add("t1-fare-ids-dups", f"(q {T1} $ [5001 5001 5002 5002 5002])")
T1b = "[:find (count ?r) . :in $ [?id ...] :where [?r :ride/id ?id] [?r :ride/cancelled true]]"
for n in [1, 10, 100, 1000]:
    add(f"t1-canc-ids-{n}", f"(q {T1b} $ {ids(n, 5000, 2)})")
# equivalent: collection vs or of constants
ten = [5003, 5017, 5029, 5101, 5222, 5333, 5404, 5555, 5678, 5999]
add("eq-coll-10", f"(q [:find ?id ?f :in $ [?id ...] :where [?r :ride/id ?id] [?r :ride/fare ?f]] $ [{' '.join(map(str, ten))}])")
add("eq-or-10", "[:find ?id ?f :where (or " + " ".join(f"[?r :ride/id {i}]" for i in ten) + ") [?r :ride/id ?id] [?r :ride/fare ?f]]")
add("eq-pred-10", "[:find ?id ?f :where [?r :ride/id ?id] [(contains? #{" + " ".join(map(str, ten)) + "} ?id)] [?r :ride/fare ?f]]")
add("eq-ground-10", f"[:find ?id ?f :where [(ground [{' '.join(map(str, ten))}]) [?id ...]] [?r :ride/id ?id] [?r :ride/fare ?f]]")

# ---- template 2: rides per rider phone, collections of phones
T2 = "[:find ?p (count ?r) :in $ [?p ...] :where [?x :rider/phone ?p] [?r :ride/rider ?x] :order-by [1 :desc ?p] :limit 5]"
for n in [1, 10, 100, 800]:
    add(f"t2-rider-phones-{n}", f"(q {T2} $ [{' '.join(RPH(k) for k in range(0, n * (800 // n), 800 // n))}])")
add("t2-rider-phones-none", f"(q {T2} $ [\"nope\" \"+31-6-99999\"])")
add("t2-rider-phones-empty", f"(q {T2} $ [])")
T2b = "[:find (count ?r) . :in $ [?p ...] :where [?x :rider/phone ?p] [?r :ride/rider ?x] [?r :ride/cancelled false]]"
for n in [1, 10, 100, 1000]:
    add(f"t2b-rider-phones-{n}", f"(q {T2b} $ [{' '.join(RPH((k * 7) % 1200) for k in range(n))}])")

# ---- template 3: relation input of rider phone and fare threshold
rel500 = "[" + " ".join(f"[{RPH(k)} {(k * 13) % 40}.00M]" for k in range(500)) + "]"
rel10 = "[" + " ".join(f"[{RPH(k)} {(k * 13) % 40}.00M]" for k in range(10)) + "]"
T3 = "[:find (count ?r) . :in $ [[?p ?min]] :where [?x :rider/phone ?p] [?r :ride/rider ?x] [?r :ride/fare ?f] [(> ?f ?min)]]"
add("t3-rel-500", f"(q {T3} $ {rel500})")
add("t3-rel-10", f"(q {T3} $ {rel10})")
add("t3-rel-1", f"(q {T3} $ [[{RPH(1)} 0.00M]])")
add("t3-rel-0", f"(q {T3} $ [])")
T3b = "[:find ?p (max ?f) :in $ [[?p ?min]] :where [?x :rider/phone ?p] [?r :ride/rider ?x] [?r :ride/fare ?f] [(> ?f ?min)] :order-by [?p] :limit 6]"
add("t3b-rel-500", f"(q {T3b} $ {rel500})")
add("t3b-rel-10", f"(q {T3b} $ {rel10})")
# relation of [city-ident min-surge] vs join
relc = "[[:city/ams 1.5] [:city/ber 2.0] [:city/nyc 1.0] [:city/lagos 3.0] [:city/tokyo 9.0]]"
add("eq-rel-city", f"(q [:find ?c (count ?r) :in $ [[?c ?s]] :where [?x :db/ident ?c] [?r :ride/city ?x] [?r :ride/surge ?v] [(>= ?v ?s)]] $ {relc})")
add("eq-join-city", "[:find ?c (count ?r) :where (or (and [(ground :city/ams) ?c] [(ground 1.5) ?s]) (and [(ground :city/ber) ?c] [(ground 2.0) ?s]) (and [(ground :city/nyc) ?c] [(ground 1.0) ?s]) (and [(ground :city/lagos) ?c] [(ground 3.0) ?s]) (and [(ground :city/tokyo) ?c] [(ground 9.0) ?s])) [?x :db/ident ?c] [?r :ride/city ?x] [?r :ride/surge ?v] [(>= ?v ?s)]]")
# relation of [ride-id rider-phone] that must match the join
relrr = "[" + " ".join(f"[{5000 + k} {RPH((k * 37 + k // 9) % 800)}]" for k in range(0, 500)) + "]"
add("eq-rel-ride-rider", f"(q [:find (count ?r) . :in $ [[?id ?p]] :where [?r :ride/id ?id] [?r :ride/rider ?x] [?x :rider/phone ?p]] $ {relrr})")
add("eq-join-ride-rider", "[:find (count ?r) . :where [?r :ride/id ?id] [(< ?id 5500)] [?r :ride/rider ?x] [?x :rider/phone ?p]]")

# ---- template 4: time windows
def w(d0, d1):
    return inst(BASE + datetime.timedelta(days=d0)), inst(BASE + datetime.timedelta(days=d1))

T4 = "[:find (count ?r) (sum ?f) :in $ ?lo ?hi :where [?r :ride/requested ?t] [(<= ?lo ?t)] [(< ?t ?hi)] [?r :ride/fare ?f]]"
T4t = "[:find (count ?r) . :in $ [?lo ?hi] :where [?r :ride/requested ?t] [(>= ?t ?lo)] [(< ?t ?hi)]]"
for d0, d1 in [(0, 1), (0, 7), (30, 60), (100, 300), (-10, 0), (0, 400), (5, 5), (60, 30)]:
    lo, hi = w(d0, d1)
    add(f"t4-window-{d0}-{d1}", f"(q {T4} $ {lo} {hi})")
    add(f"t4t-window-{d0}-{d1}", f"(q {T4t} $ [{lo} {hi}])")
lo, hi = w(10, 20)
add("t4-city-window", f"(q [:find ?c (count ?r) :in $ ?lo ?hi :where [?r :ride/requested ?t] [(<= ?lo ?t)] [(< ?t ?hi)] [?r :ride/city ?x] [?x :db/ident ?c]] $ {lo} {hi})")
add("t4-window-const", f"[:find (count ?r) . :where [?r :ride/requested ?t] [(<= {lo} ?t)] [(< ?t {hi})]]")
add("t4-window-gettime", f"(q [:find (count ?r) . :in $ ?lo ?hi :where [?r :ride/requested ?t] [(.getTime ?t) ?ms] [(.getTime ?lo) ?a] [(.getTime ?hi) ?b] [(<= ?a ?ms)] [(< ?ms ?b)]] $ {lo} {hi})")
add("t4-dur-minutes", "[:find ?m (count ?r) :where [?r :ride/pickup ?p] [?r :ride/requested ?q] [(.getTime ?p) ?a] [(.getTime ?q) ?b] [(- ?a ?b) ?d] [(quot ?d 60000) ?m] [(>= ?m 14)]]")
add("t4-trip-long", "[:find ?id ?m :where [?r :ride/dropoff ?p] [?r :ride/requested ?q] [(.getTime ?p) ?a] [(.getTime ?q) ?b] [(- ?a ?b) ?d] [(quot ?d 60000) ?m] [?r :ride/id ?id] :order-by [?m :desc ?id] :limit 6]")
add("t4-pickup-after-drop", "[:find (count ?r) . :where [?r :ride/pickup ?p] [?r :ride/dropoff ?d] [(> ?p ?d)]]")
add("t4-month-counts", "[:find ?mo (count ?r) :where [?r :ride/requested ?t] [(.getTime ?t) ?ms] [(quot ?ms 2592000000) ?mo]]")
add("t4-joined-before", f"(q [:find (count ?r) . :in $ ?t :where [?r :rider/joined ?j] [(< ?j ?t)]] $ {inst(datetime.datetime(2022, 1, 1))})")
add("t4-joined-window-rides", f"(q [:find (count ?r) . :in $ ?t0 ?t1 :where [?x :rider/joined ?j] [(<= ?t0 ?j)] [(< ?j ?t1)] [?r :ride/rider ?x]] $ {inst(datetime.datetime(2023, 6, 1))} {inst(datetime.datetime(2023, 9, 1))})")

# ---- template 5: lookup-ref inputs
T5 = "[:find (count ?r) (sum ?f) :in $ ?x :where [?r :ride/rider ?x] [?r :ride/fare ?f]]"
for k in [0, 1, 39, 123, 799]:
    add(f"t5-rider-lookup-{k}", f"(q {T5} $ [:rider/phone {RPH(k)}])")
add("t5-rider-lookup-uuid", f'(q {T5} $ [:rider/uuid #uuid "aaaaaaaa-0000-4000-8000-000000000123"])')
add("t5-rider-lookup-email", f'(q {T5} $ [:rider/email "rider123@ride.example"])')
add("t5-rider-lookup-missing", f'(q {T5} $ [:rider/phone "+31-6-99999"])')
add("t5-rider-eid-equiv", f"(q [:find (count ?r) (sum ?f) :in $ ?p :where [?x :rider/phone ?p] [?r :ride/rider ?x] [?r :ride/fare ?f]] $ {RPH(123)})")
T5c = "[:find ?p (count ?r) :in $ [?d ...] :where [?r :ride/driver ?d] [?d :driver/phone ?p]]"
add("t5-driver-lookups-3", f"(q {T5c} $ [[:driver/phone {DPH(1)}] [:driver/phone {DPH(2)}] [:driver/phone {DPH(3)}]])")
add("t5-driver-lookups-bad", f"(q {T5c} $ [[:driver/phone {DPH(1)}] [:driver/phone \"zzz\"]])")
add("t5-driver-lookups-50", "(q " + T5c.replace("(count ?r)", "(count ?r)").replace(":where", ":where") + " $ [" + " ".join(f"[:driver/phone {DPH(k)}]" for k in range(0, 300, 6)) + "])")
add("t5-driver-lookups-50-sum", "(q [:find (count ?r) . :in $ [?d ...] :where [?r :ride/driver ?d]] $ [" + " ".join(f"[:driver/phone {DPH(k)}]" for k in range(0, 300, 6)) + "])")
add("t5-vehicle-uuid-lookup", '(q [:find ?p . :in $ ?v :where [?d :driver/vehicle ?v] [?d :driver/phone ?p]] $ [:vehicle/uuid #uuid "bbbbbbbb-0000-4000-9000-000000000017"])')
add("t5-promo-lookup", '(q [:find (count ?r) . :in $ ?p :where [?r :ride/promo ?p]] $ [:promo/code "PROMO4"])')
add("t5-city-ident-input", "(q [:find (count ?r) . :in $ ?c :where [?r :ride/city ?c]] $ :city/nyc)")
add("t5-city-ident-coll", "(q [:find (count ?r) . :in $ [?c ...] :where [?r :ride/city ?c]] $ [:city/nyc :city/ams])")
add("t5-city-kw-join", "(q [:find (count ?r) . :in $ [?c ...] :where [?x :db/ident ?c] [?r :ride/city ?x]] $ [:city/nyc :city/ams])")

# ---- template 6: :limit / :offset given as inputs
T6 = "[:find ?id ?f :in $ ?n ?o :where [?r :ride/fare ?f] [?r :ride/id ?id] :order-by [?f :desc ?id] :limit ?n :offset ?o]"
for n, o in [(5, 0), (5, 5), (1, 0), (3, 1990), (10, 1800), (0, 0), (3, 5000)]:
    add(f"t6-top-fares-{n}-{o}", f"(q {T6} $ {n} {o})")
add("t6-limit-const-equiv", "[:find ?id ?f :where [?r :ride/fare ?f] [?r :ride/id ?id] :order-by [?f :desc ?id] :limit 5 :offset 5]")
add("t6-limit-only", "(q [:find ?id :in $ ?n :where [?r :ride/id ?id] [(> ?id 6990)] :order-by [?id] :limit ?n] $ 4)")
add("t6-offset-only", "(q [:find ?id :in $ ?o :where [?r :ride/id ?id] [(> ?id 6990)] :order-by [?id :desc] :offset ?o] $ 6)")
add("t6-limit-neg", "(q [:find ?id :in $ ?n :where [?r :ride/id ?id] [(> ?id 6990)] :order-by [?id] :limit ?n] $ -1)")

# ---- template 7: inputs read only by predicates
T7 = "[:find (count ?r) . :in $ ?min :where [?r :ride/fare ?f] [(>= ?f ?min)]]"
for v in ["0.00M", "50.00M", "63.99M", "-100M", "0M", "50", "50.5"]:
    add(f"t7-fare-min-{v}", f"(q {T7} $ {v})")
T7s = "[:find (count ?r) . :in $ ?s :where [?r :ride/surge ?x] [(> ?x ?s)]]"
for v in ["1.0", "2", "0", "-1.5", "3.0"]:
    add(f"t7-surge-gt-{v}", f"(q {T7s} $ {v})")
add("t7-two-preds", "(q [:find (count ?r) . :in $ ?lo ?hi :where [?r :ride/km ?k] [(< ?lo ?k ?hi)]] $ 3.0 15)")
add("t7-rating-in-set", "(q [:find (count ?r) . :in $ ?ok :where [?r :ride/rating ?x] [(contains? ?ok ?x)]] $ #{0 1 2})")
add("t7-name-prefix", '(q [:find (count ?r) . :in $ ?pre :where [?r :rider/name ?n] [(clojure.string/starts-with? ?n ?pre)]] $ "Zo")')
add("t7-name-regex", '(q [:find (count ?r) . :in $ ?re :where [?r :rider/name ?n] [(re-find ?re ?n)]] $ #"(?i)^[aeiou]")')
add("t7-name-regex-str", '(q [:find (count ?r) . :in $ ?s :where [?r :rider/name ?n] [(re-pattern ?s) ?re] [(re-find ?re ?n)]] $ "ø|ö|é")')
add("t7-points-bigint", "(q [:find (count ?r) . :in $ ?p :where [?r :rider/points ?x] [(> ?x ?p)]] $ 100N)")
add("t7-balance-between", "(q [:find ?b (count ?r) :in $ ?lo ?hi :where [?r :rider/balance ?b] [(<= ?lo ?b)] [(<= ?b ?hi)]] $ 0M 12.5M)")
add("t7-phone-suffix", '(q [:find [?p ...] :in $ ?suf :where [?d :driver/phone ?p] [(clojure.string/ends-with? ?p ?suf)]] $ "99")')
add("t7-inst-unused-pred", f"(q [:find (count ?r) . :in $ ?t :where [?r :ride/cancelled true] [?r :ride/requested ?q] [(> ?q ?t)]] $ {inst(datetime.datetime(2024, 6, 1))})")

# ---- template 8: top-n per group
add("t8-max3-city", "[:find ?c (max 3 ?f) :where [?r :ride/city ?x] [?x :db/ident ?c] [?r :ride/fare ?f]]")
add("t8-min2-city", "[:find ?c (min 2 ?f) :where [?r :ride/city ?x] [?x :db/ident ?c] [?r :ride/fare ?f]]")
add("t8-max-n-input", "(q [:find ?c (max ?n ?k) :in $ ?n :where [?r :ride/city ?x] [?x :db/ident ?c] [?r :ride/km ?k]] $ 2)")
add("t8-top-driver-per-city", "[:find ?c ?d (count ?r) :where [?r :ride/city ?x] [?x :db/ident ?c] [?r :ride/driver ?dd] [?dd :driver/phone ?d] [(< ?d \"+1-555-0010\")]]")
add("t8-top-riders", "[:find ?p (sum ?f) :with ?r :where [?r :ride/rider ?x] [?x :rider/phone ?p] [?r :ride/fare ?f] :order-by [1 :desc ?p] :limit 5]")
add("t8-top-drivers-km", "[:find ?p (sum ?k) :with ?r :where [?r :ride/driver ?x] [?x :driver/phone ?p] [?r :ride/km ?k] :order-by [1 :desc ?p] :limit 5]")
add("t8-bottom-drivers-rating", "[:find ?p (avg ?x) (count ?r) :where [?r :ride/driver ?d] [?d :driver/phone ?p] [?r :ride/rating ?x] :order-by [1 ?p] :limit 5]")
for c in ["ams", "lagos", "sao-paulo"]:
    add(f"t8-city-top-{c}", f"[:find ?id ?f :where [?r :ride/city :city/{c}] [?r :ride/fare ?f] [?r :ride/id ?id] :order-by [?f :desc ?id] :limit 3]")
    add(f"t8-city-top-in-{c}", f"(q [:find ?id ?f :in $ ?c :where [?r :ride/city ?c] [?r :ride/fare ?f] [?r :ride/id ?id] :order-by [?f :desc ?id] :limit 3] $ :city/{c})")

# ---- aggregates
add("a-median-fare", "[:find (median ?f) . :with ?r :where [?r :ride/fare ?f]]")
add("a-median-km-city", "[:find ?c (median ?k) :with ?r :where [?r :ride/city ?x] [?x :db/ident ?c] [?r :ride/km ?k]]")
add("a-variance-rating", "[:find (variance ?x) :with ?r :where [?r :ride/rating ?x]]")
add("a-stddev-km", "[:find (stddev ?k) :with ?r :where [?r :ride/km ?k]]")
add("a-avg-surge-city", "[:find ?c (avg ?s) :with ?r :where [?r :ride/city ?x] [?x :db/ident ?c] [?r :ride/surge ?s]]")
add("a-count-distinct-riders", "[:find (count-distinct ?x) . :where [?r :ride/rider ?x]]")
add("a-count-distinct-pairs", "[:find (count-distinct ?t) . :where [?r :ride/rider+driver ?t] [?r :ride/cancelled true]]")
add("a-distinct-ratings", "[:find (distinct ?x) . :where [?r :ride/rating ?x]]")
add("a-distinct-surge-city", "[:find ?c (distinct ?s) :where [?r :ride/city ?x] [?x :db/ident ?c] [?r :ride/surge ?s]]")
add("a-sum-fare-no-with", "[:find (sum ?f) . :where [?r :ride/fare ?f]]")
add("a-sum-fare-with", "[:find (sum ?f) . :with ?r :where [?r :ride/fare ?f]]")
add("a-min-max-fare", "[:find (min ?f) (max ?f) :where [?r :ride/fare ?f]]")
add("a-min-max-req", "[:find (min ?t) (max ?t) :where [?r :ride/requested ?t]]")
add("a-max-points", "[:find (max ?p) (min ?p) (sum ?p) :with ?r :where [?r :rider/points ?p]]")
add("a-sum-balance", "[:find (sum ?b) . :with ?r :where [?r :rider/balance ?b]]")
add("a-avg-balance", "[:find (avg ?b) . :with ?r :where [?r :rider/balance ?b]]")
add("a-count-by-cancel-city", "[:find ?c ?k (count ?r) :where [?r :ride/city ?x] [?x :db/ident ?c] [?r :ride/cancelled ?k]]")
add("a-revenue-per-km", "[:find ?c (sum ?f) (sum ?k) :with ?r :where [?r :ride/city ?x] [?x :db/ident ?c] [?r :ride/fare ?f] [?r :ride/km ?k]]")
add("a-fare-times-surge", "[:find (sum ?t) . :with ?r :where [?r :ride/fare ?f] [?r :ride/surge ?s] [(* ?f ?s) ?t]]")
add("a-count-star-rides-per-rider-dist", "[:find ?n (count ?x) :where [(ground 1) ?one] [?x :rider/phone] [(get-else $ ?x :rider/verified :none) ?n]]")
add("a-driver-count-min-n", "[:find (min 3 ?p) (max 3 ?p) :where [?d :driver/phone ?p]]")
add("a-promo-rides-off", "[:find (sum ?o) (count ?p) :with ?r :where [?r :ride/promo ?p] [?p :promo/off ?o]]")

# ---- find specs
add("f-keys", "[:find ?id ?f :keys id fare :where [?r :ride/id ?id] [(< ?id 5004)] [?r :ride/fare ?f]]")
add("f-strs", "[:find ?p ?n :strs phone name :where [?d :driver/phone ?p] [(< ?p \"+1-555-0003\")] [?d :driver/name ?n]]")
add("f-syms", "[:find ?c ?n :syms city n :where [?r :ride/city ?x] [?x :db/ident ?c] [(name ?c) ?s] [(count ?s) ?n] [(< ?n 4)]]")
add("f-keys-agg", "[:find ?c (count ?r) :keys city rides :where [?r :ride/city ?x] [?x :db/ident ?c]]")
add("f-tuple", "[:find [?id ?f] :where [?r :ride/id 5001] [?r :ride/id ?id] [?r :ride/fare ?f]]")
add("f-coll-sorted", "[:find [?id ...] :where [?r :ride/id ?id] [(> ?id 6995)]]")
add("f-scalar-nothing", "[:find ?id . :where [?r :ride/id ?id] [(> ?id 9999)]]")
add("f-keys-input", "(q [:find ?id ?c :keys id cancelled :in $ [?id ...] :where [?r :ride/id ?id] [?r :ride/cancelled ?c]] $ [5005 5018 5031 5002])")
add("f-tuple-input-agg", "(q [:find [(count ?r) (sum ?f)] :in $ [?id ...] :where [?r :ride/id ?id] [?r :ride/fare ?f]] $ " + ids(100, 5100) + ")")

# ---- joins / functions
add("j-rider-city-mismatch", "[:find (count ?r) . :where [?r :ride/rider ?x] [?x :rider/city ?c1] [?r :ride/city ?c2] [(not= ?c1 ?c2)]]")
add("j-rider-driver-same-city", "[:find (count ?r) . :where [?r :ride/rider ?x] [?x :rider/city ?c] [?r :ride/driver ?d] [?d :driver/city ?c] [?r :ride/city ?c]]")
add("j-repeat-pair", "[:find ?t (count ?r) :where [?r :ride/rider+driver ?t] :order-by [1 :desc ?t] :limit 3]")
add("j-composite-equiv", "[:find (count ?r) . :where [?r :ride/rider ?x] [?r :ride/driver ?d] [(tuple ?x ?d) ?t] [?r :ride/rider+driver ?t]]")
add("j-composite-untuple", "[:find (count ?r) . :where [?r :ride/rider+driver ?t] [(untuple ?t) [?x ?d]] [?r :ride/rider ?x] [?r :ride/driver ?d]]")
add("j-inactive-driver-rides", "[:find (count ?r) . :where [?d :driver/active false] [?r :ride/driver ?d] [?r :ride/cancelled false]]")
add("j-driver-vehicle-seats-rides", "[:find ?s (count ?r) :where [?r :ride/driver ?d] [?d :driver/vehicle ?v] [?v :vehicle/seats ?s]]")
add("j-no-vehicle-rides", "[:find (count ?r) . :where [?r :ride/driver ?d] (not [?d :driver/vehicle])]")
add("j-plate-country-rides", "[:find ?cc (count ?r) :where [?r :ride/driver ?d] [?d :driver/vehicle ?v] [?v :vehicle/plate ?p] [(first ?p) ?cc]]")
add("j-plate-str", '[:find [?s ...] :where [?v :vehicle/plate ?p] [(untuple ?p) [?cc ?n]] [(clojure.string/starts-with? ?n "01")] [(str ?cc "/" ?n) ?s]]')
add("j-fare-per-km", "[:find ?id ?x :where [?r :ride/fare ?f] [?r :ride/km ?k] [(> ?k 0.0)] [(/ ?f ?k) ?x] [(> ?x 50.0)] [?r :ride/id ?id] :order-by [?x :desc ?id] :limit 5]")
add("j-fare-bigdec-arith", "[:find ?id ?t :where [?r :ride/id ?id] [(< ?id 5006)] [?r :ride/fare ?f] [(+ ?f 1.50M) ?t]]")
add("j-fare-with-promo", "[:find ?id ?net :where [?r :ride/promo ?p] [?p :promo/off ?o] [?r :ride/fare ?f] [(- ?f ?o) ?net] [(< ?net 5M)] [?r :ride/id ?id] :order-by [?id] :limit 8]")
add("j-surge-bucket", "[:find ?b (count ?r) :where [?r :ride/surge ?s] [(* ?s 2) ?x] [(long ?x) ?b]]")
add("j-km-round", "[:find ?b (count ?r) :where [?r :ride/km ?k] [(Math/round ?k) ?b] [(> ?b 40)]]")
add("j-phone-digits", "[:find (count ?d) . :where [?d :driver/phone ?p] [(subs ?p 7) ?t] [(clojure.string/starts-with? ?t \"02\")]]")
add("j-name-upper", '[:find [?u ...] :where [?r :rider/phone "+31-6-00022"] [?r :rider/name ?n] [(clojure.string/upper-case ?n) ?u]]')
add("j-rider-promo-used", "[:find (count ?r) . :where [?x :rider/promos ?p] [?r :ride/rider ?x] [?r :ride/promo ?p]]")
add("j-tags-and", "[:find (count ?r) . :where [?r :rider/tags :student] [?r :rider/tags :frequent]]")
add("j-langs-pair", "[:find ?a ?b (count ?d) :where [?d :driver/langs ?a] [?d :driver/langs ?b] [(compare ?a ?b) ?c] [(< ?c 0)]]")
add("j-driver-since-years", "[:find ?y (count ?d) :where [?d :driver/since ?s] [(.getTime ?s) ?ms] [(quot ?ms 31536000000) ?y]]")
add("j-get-else-rating", "[:find ?x (count ?d) :where [?d :driver/phone] [(get-else $ ?d :driver/rating -1) ?x]]")
add("j-get-some", "[:find ?a (count ?r) :where [?r :ride/id] [(get-some $ ?r :ride/rating :ride/surge) [?a _]]]")
add("j-home-dist", "[:find ?p ?dd :where [?d :driver/home ?h] [(untuple ?h) [?la ?lo]] [(- ?la 52.37) ?x] [(- ?lo 4.89) ?y] [(* ?x ?x) ?x2] [(* ?y ?y) ?y2] [(+ ?x2 ?y2) ?dd] [(< ?dd 0.001)] [?d :driver/phone ?p]]")
add("j-rider-multi-city", "[:find (count ?x) . :where [?r1 :ride/rider ?x] [?r2 :ride/rider ?x] [?r1 :ride/city ?c1] [?r2 :ride/city ?c2] [(not= ?c1 ?c2)]]")

# ---- not / or / or-join
add("n-never-rode", "[:find (count ?x) . :where [?x :rider/phone] (not [_ :ride/rider ?x])]")
add("n-never-rode-join", "[:find (count ?x) . :where [?x :rider/phone] (not-join [?x] [?r :ride/rider ?x])]")
add("n-never-drove", "[:find [?p ...] :where [?d :driver/phone ?p] (not-join [?d] [?r :ride/driver ?d])]")
add("n-never-cancelled", "[:find (count ?x) . :where [?x :rider/phone] [_ :ride/rider ?x] (not-join [?x] [?r :ride/rider ?x] [?r :ride/cancelled true])]")
add("n-only-cancelled", "[:find (count ?x) . :where [?r0 :ride/rider ?x] (not-join [?x] [?r :ride/rider ?x] [?r :ride/cancelled false])]")
add("n-not-tag", "[:find (count ?x) . :where [?x :rider/phone] (not [?x :rider/tags :flagged])]")
add("n-not-pred", "[:find (count ?r) . :where [?r :ride/fare ?f] (not [(> ?f 10M)])]")
add("o-or-tags", "[:find (count ?x) . :where (or [?x :rider/tags :student] [?x :rider/tags :business])]")
add("o-or-tags-coll", "(q [:find (count ?x) . :in $ [?t ...] :where [?x :rider/tags ?t]] $ [:student :business])")
add("o-or-join-promo", "[:find (count ?x) . :where [?x :rider/phone] (or-join [?x] [?x :rider/promos _] (and [?r :ride/rider ?x] [?r :ride/promo _]))]")
add("o-or-and-city", "[:find (count ?r) . :where [?r :ride/id] (or (and [?r :ride/city :city/ams] [?r :ride/surge 1.5]) (and [?r :ride/city :city/ber] [?r :ride/cancelled true]))]")
add("o-or-cancel-or-zero", "[:find (count ?r) . :where [?r :ride/id] (or [?r :ride/cancelled true] [?r :ride/fare 0.00M])]")
add("o-or-join-driver", "[:find (count ?d) . :where [?d :driver/phone] (or-join [?d] [?d :driver/rating 0] (and [?r :ride/driver ?d] [?r :ride/rating 0]))]")
add("o-not-in-or", "[:find (count ?d) . :where [?d :driver/phone] (or [?d :driver/active false] (not [?d :driver/active]))]")

# ---- rules
add("r-up-from", f"(q [:find [?p ...] :in $ % ?a :where (up ?a ?b) [?b :driver/phone ?p]] $ {UP} [:driver/phone {DPH(10)}])")
add("r-up-from-left", f"(q [:find [?p ...] :in $ % ?a :where (up ?a ?b) [?b :driver/phone ?p]] $ {UPL} [:driver/phone {DPH(10)}])")
add("r-up-self", f"(q [:find [?p ...] :in $ % ?a :where (up ?a ?b) [?b :driver/phone ?p]] $ {UP} [:driver/phone {DPH(4)}])")
add("r-up-count-all", f"(q [:find (count ?a) . :in $ % :where (up ?a ?b)] $ {UP})")
add("r-up-pairs-count", f"(q [:find ?a (count ?b) :in $ % :where [?x :driver/phone ?a] (up ?x ?b) :order-by [1 :desc ?a] :limit 5] $ {UP})")
add("r-up-down", f"(q [:find (count ?a) . :in $ % ?b :where (up ?a ?b)] $ {UP} [:driver/phone {DPH(30)}])")
add("r-up-cycle-members", f"(q [:find [?p ...] :in $ % :where (up ?a ?a) [?a :driver/phone ?p]] $ {UP})")
add("r-up-equiv-left-right", f"(q [:find (count ?a) . :in $ % :where (up ?a ?b) [?b :driver/active true]] $ {UPL})")
add("r-up-equiv-right", f"(q [:find (count ?a) . :in $ % :where (up ?a ?b) [?b :driver/active true]] $ {UP})")
add("r-parity", f"(q [:find ?k (count ?b) :in $ % ?a :where (or-join [?a ?b ?k] (and (odd ?a ?b) [(ground :odd) ?k]) (and (even ?a ?b) [(ground :even) ?k]))] $ {PARITY} [:driver/phone {DPH(1)}])")
add("r-rode", f"(q [:find (count ?d) . :in $ % ?x :where (rode ?x ?d)] $ {RODE} [:rider/phone {RPH(5)}])")
add("r-rode-coll", f"(q [:find ?p (count-distinct ?d) :in $ % [?p ...] :where [?x :rider/phone ?p] (rode ?x ?d)] $ {RODE} [{RPH(5)} {RPH(6)} {RPH(7)}])")
add("r-fare-rules", f"(q [:find (count ?r) (sum ?f) :in $ % :where (paid ?r ?f) (long-ride ?r)] $ {FARE})")
add("r-fare-rules-not", f"(q [:find (count ?r) . :in $ % :where (paid ?r ?f) (not (long-ride ?r))] $ {FARE})")
add("r-in-city-input", f"(q [:find (count ?r) . :in $ % ?c :where (in-city ?r ?c)] $ {INCITY} :city/ber)")
add("r-in-city-coll", f"(q [:find ?c (count ?r) :in $ % [?c ...] :where (in-city ?r ?c)] $ {INCITY} [:city/ber :city/tokyo :city/none])")
add("r-co-drivers", f"(q [:find (count-distinct ?d2) . :in $ % ?d :where (rode ?x ?d) (rode ?x ?d2) [(not= ?d ?d2)]] $ {RODE} [:driver/phone {DPH(7)}])")

# ---- pull
add("p-ride-wild", "(pull [*] [:ride/id 5001])")
add("p-ride-nested", "(pull [:ride/id :ride/fare {:ride/rider [:rider/phone :rider/name]} {:ride/driver [:driver/phone {:driver/vehicle [:vehicle/plate :vehicle/seats]}]} {:ride/city [:db/ident]}] [:ride/id 5002])")
add("p-driver-reverse-limit", "(pull [:driver/phone {(:ride/_driver :limit 3) [:ride/id]}] [:driver/phone \"+1-555-0001\"])")
add("p-driver-default", "(pull [:driver/phone (:driver/rating :default -1) (:driver/active :default :unknown)] [:driver/phone \"+1-555-0009\"])")
add("p-driver-as", "(pull [[:driver/phone :as :phone] [:driver/langs :as :spoken]] [:driver/phone \"+1-555-0005\"])")
add("p-driver-recursion", "(pull [:driver/phone {:driver/referrer ...}] [:driver/phone \"+1-555-0010\"])")
add("p-driver-recursion-2", "(pull [:driver/phone {:driver/referrer 2}] [:driver/phone \"+1-555-0001\"])")
add("p-driver-self", "(pull [:driver/phone {:driver/referrer ...}] [:driver/phone \"+1-555-0004\"])")
add("p-driver-rev-referrer", "(pull [:driver/phone {:driver/_referrer [:driver/phone]}] [:driver/phone \"+1-555-0030\"])")
add("p-vehicle-component-rev", "(pull [:vehicle/make {:driver/_vehicle [:driver/phone]}] [:vehicle/uuid #uuid \"bbbbbbbb-0000-4000-9000-000000000012\"])")
add("p-rider-wild", "(pull [*] [:rider/phone \"+31-6-00007\"])")
add("p-rider-promos", "(pull [:rider/phone {:rider/promos [:promo/code :promo/off (:promo/pct :default 0.0)]}] [:rider/phone \"+31-6-00014\"])")
add("p-rider-missing", "(pull [:rider/phone] [:rider/phone \"+31-6-99999\"])")
add("p-find-pull", "[:find (pull ?r [:ride/id :ride/fare]) :where [?r :ride/id ?id] [(< ?id 5003)]]")
add("p-find-pull-input", "(q [:find (pull ?r [:ride/id {:ride/city [:db/ident]}]) :in $ [?id ...] :where [?r :ride/id ?id]] $ [5010 5011])")
add("p-find-pull-keys", "[:find ?id (pull ?d [:driver/phone]) :where [?r :ride/id ?id] [(< ?id 5003)] [?r :ride/driver ?d]]")
add("p-city-rev-limit", "(pull [:db/ident (:ride/_city :limit 2)] :city/ams)")
add("p-city-rev-count", "[:find (count ?r) . :where [?c :db/ident :city/ams] [?r :ride/city ?c]]")
add("p-promo-rev-nested", "(pull [:promo/code {(:ride/_promo :limit 2) [:ride/id {:ride/rider [:rider/phone]}]}] [:promo/code \"PROMO4\"])")

# ---- with: write then read
W_RIDE = "{:ride/id 9001 :ride/rider [:rider/phone \"+31-6-00001\"] :ride/driver [:driver/phone \"+1-555-0001\"] :ride/city :city/ams :ride/fare 99.99M :ride/km 5.5 :ride/cancelled false :ride/requested #inst \"2024-03-01T10:00:00.000-00:00\"}"
add("w-new-ride-t1", f"(with [{W_RIDE}] (q {T1} $ [9001 5000]))")
add("w-new-ride-t5", f"(with [{W_RIDE}] (q {T5} $ [:rider/phone \"+31-6-00001\"]))")
add("w-new-ride-t6", f"(with [{W_RIDE}] (q {T6} $ 2 0))")
add("w-new-ride-composite", "(with [" + W_RIDE + "] [:find ?t . :where [?r :ride/id 9001] [?r :ride/rider+driver ?t]])")
add("w-new-ride-window", f"(with [{W_RIDE}] (q {T4} $ #inst \"2024-03-01T00:00:00.000-00:00\" #inst \"2024-03-02T00:00:00.000-00:00\"))")
add("w-upsert-rider", "(with [{:rider/phone \"+31-6-00002\" :rider/name \"Renamed\" :rider/tags [:vip]}] (pull [:rider/name :rider/tags] [:rider/phone \"+31-6-00002\"]))")
add("w-upsert-rider-count", "(with [{:rider/phone \"+31-6-00002\" :rider/name \"Renamed\"}] [:find (count ?r) . :where [?r :rider/phone]])")
add("w-new-rider-tempid", "(with [{:db/id \"n\" :rider/phone \"+31-6-90000\" :rider/name \"Nova\"} {:ride/id 9002 :ride/rider \"n\" :ride/fare 1.00M}] (q [:find ?n (sum ?f) :in $ ?x :where [?x :rider/name ?n] [?r :ride/rider ?x] [?r :ride/fare ?f]] $ [:rider/phone \"+31-6-90000\"]))")
add("w-retract-fare", "(with [[:db/retract [:ride/id 5001] :ride/fare]] (q {T1} $ [5001 5002]))".replace("{T1}", T1))
add("w-retract-fare-value", f"(with [[:db/retract [:ride/id 5002] :ride/fare 999.00M]] (q {T1} $ [5001 5002]))")
add("w-cancel-cas", f"(with [[:db/cas [:ride/id 5001] :ride/cancelled false true]] (q {T1b} $ [5001 5005]))")
add("w-cancel-cas-fail", f"(with [[:db/cas [:ride/id 5001] :ride/cancelled true false]] (q {T1b} $ [5001 5005]))")
add("w-retract-driver", "(with [[:db.fn/retractEntity [:driver/phone \"+1-555-0012\"]]] [:find (count ?v) . :where [?v :vehicle/uuid]])")
add("w-retract-driver-rides", "(with [[:db.fn/retractEntity [:driver/phone \"+1-555-0012\"]]] [:find (count ?r) . :where [?r :ride/driver ?d] (not [?d :driver/phone])])")
add("w-retract-driver-vehicle-lookup", "(with [[:db/retractEntity [:driver/phone \"+1-555-0012\"]]] [:find ?v . :where [?v :vehicle/uuid #uuid \"bbbbbbbb-0000-4000-9000-000000000012\"]])")
add("w-break-cycle", f"(with [[:db/retract [:driver/phone {DPH(20)}] :driver/referrer [:driver/phone {DPH(30)}]]] (q [:find [?p ...] :in $ % ?a :where (up ?a ?b) [?b :driver/phone ?p]] $ {UP} [:driver/phone {DPH(10)}]))")
add("w-add-referrer-loop", f"(with [[:db/add [:driver/phone {DPH(1)}] :driver/referrer [:driver/phone {DPH(1)}]]] (q [:find [?p ...] :in $ % :where (up ?a ?a) [?a :driver/phone ?p]] $ {UP}))")
add("w-promo-new-ride-promo", "(with [{:promo/code \"NEW\" :promo/off 3.00M} {:ride/id 9003 :ride/promo [:promo/code \"NEW\"] :ride/fare 10.00M}] [:find ?c (sum ?o) :with ?r :where [?r :ride/promo ?p] [?p :promo/code ?c] [?p :promo/off ?o] [(= ?c \"NEW\")]])")
add("w-bulk-rides-t1", "(with [" + " ".join(f"{{:ride/id {9100 + k} :ride/fare {k}.50M}}" for k in range(50)) + f"] (q {T1} $ {ids(60, 9095)}))")
add("w-bulk-then-top", "(with [" + " ".join(f"{{:ride/id {9200 + k} :ride/fare {200 + k}.00M}}" for k in range(5)) + f"] (q {T6} $ 3 1))")
add("w-vehicle-replace", "(with [{:driver/phone \"+1-555-0002\" :driver/vehicle {:vehicle/uuid #uuid \"bbbbbbbb-0000-4000-9000-000000999999\" :vehicle/seats 9}}] [:find (count ?v) . :where [?v :vehicle/uuid]])")
add("w-tags-add-retract", "(with [[:db/add [:rider/phone \"+31-6-00001\"] :rider/tags :gold] [:db/retract [:rider/phone \"+31-6-00001\"] :rider/tags :student]] (pull [:rider/tags] [:rider/phone \"+31-6-00001\"]))")
add("w-balance-cas", "(with [[:db/cas [:rider/phone \"+31-6-00001\"] :rider/balance 12.50M 20.00M]] (pull [:rider/balance] [:rider/phone \"+31-6-00001\"]))")
add("w-points-bigint-add", "(with [[:db/add [:rider/phone \"+31-6-00003\"] :rider/points 12345678901234567890N]] (q [:find (max ?p) . :where [?r :rider/points ?p]]))")
add("w-email-unique-conflict", "(with [{:rider/phone \"+31-6-00005\" :rider/email \"rider1@ride.example\"}] [:find (count ?r) . :where [?r :rider/email]])")
add("w-composite-after-rider-change", "(with [[:db/add [:ride/id 5001] :ride/rider [:rider/phone \"+31-6-00000\"]]] [:find ?t . :where [?r :ride/id 5001] [?r :ride/rider+driver ?t]])")
add("w-plate-update", "(with [[:db/add [:vehicle/uuid #uuid \"bbbbbbbb-0000-4000-9000-000000000000\"] :vehicle/plate [:NL \"NEW-1\"]]] [:find ?p . :where [?v :vehicle/uuid #uuid \"bbbbbbbb-0000-4000-9000-000000000000\"] [?v :vehicle/plate ?p]])")
add("w-then-window-relation", "(with [" + W_RIDE + "] (q " + T3 + " $ [[\"+31-6-00001\" 90.00M]]))")

# ---- inputs of every binding form
add("i-scalar-long", "(q [:find ?f . :in $ ?id :where [?r :ride/id ?id] [?r :ride/fare ?f]] $ 5010)")
add("i-tuple-ids", "(q [:find ?a ?b :in $ [?i1 ?i2] :where [?r1 :ride/id ?i1] [?r2 :ride/id ?i2] [?r1 :ride/fare ?a] [?r2 :ride/fare ?b]] $ [5010 5011])")
add("i-tuple-ignore", "(q [:find ?f . :in $ [_ ?id] :where [?r :ride/id ?id] [?r :ride/fare ?f]] $ [5010 5011])")
add("i-rel-ignore", "(q [:find ?id ?f :in $ [[_ ?id]] :where [?r :ride/id ?id] [?r :ride/fare ?f]] $ [[:x 5010] [:y 5011] [:z 5012]])")
add("i-two-colls", "(q [:find (count ?r) . :in $ [?c ...] [?k ...] :where [?r :ride/city ?c] [?r :ride/surge ?k]] $ [:city/ams :city/ber] [1.5 3.0])")
add("i-coll-uuid", '(q [:find [?p ...] :in $ [?u ...] :where [?r :rider/uuid ?u] [?r :rider/phone ?p]] $ [#uuid "aaaaaaaa-0000-4000-8000-000000000001" #uuid "aaaaaaaa-0000-4000-8000-000000000002"])')
add("i-coll-bigdec-fares", "(q [:find (count ?r) . :in $ [?f ...] :where [?r :ride/fare ?f]] $ [0.00M -3.50M 4.00M])")
add("i-coll-bools", "(q [:find ?c (count ?r) :in $ [?c ...] :where [?r :ride/cancelled ?c]] $ [true false])")
add("i-coll-insts", f"(q [:find [?id ...] :in $ [?t ...] :where [?r :ride/requested ?t] [?r :ride/id ?id]] $ [{inst(BASE)} {inst(BASE + datetime.timedelta(minutes=223 + 17))} {inst(datetime.datetime(1999, 1, 1))}])")
add("i-coll-tuples-plates", '(q [:find [?m ...] :in $ [?p ...] :where [?v :vehicle/plate ?p] [?v :vehicle/make ?m]] $ [[:NL "000-AB"] [:DE "001-XY"] [:US "nope"]])')
add("i-rel-eids", "(q [:find (count ?r) . :in $ [[?x ?d]] :where [?r :ride/rider ?x] [?r :ride/driver ?d]] $ [[[:rider/phone \"+31-6-00000\"] [:driver/phone \"+1-555-0000\"]]])")
add("i-db-only-implicit", "(q [:find (count ?r) . :where [?r :ride/surge 3.0]] $)")
add("i-two-dbs", "(q [:find (count ?r) . :in $a $b :where [$a ?r :ride/surge 3.0] [$b ?r :ride/cancelled true]] $ $)")
add("i-coll-source", "(q [:find ?id ?w :in $ $w :where [$w ?id ?w] [?r :ride/id ?id]] $ [[5001 :a] [5002 :b] [1 :c]])")
add("i-pred-unused-input", "(q [:find (count ?r) . :in $ ?unused :where [?r :ride/surge 3.0]] $ 42)")
add("i-match-everything-rel", "(q [:find (count ?r) . :in $ [[?c]] :where [?r :ride/cancelled ?c]] $ [[true] [false]])")
add("i-1000-riders-coll-count", "(q [:find (count-distinct ?x) . :in $ [?p ...] :where [?x :rider/phone ?p] [?r :ride/rider ?x]] $ [" + " ".join(RPH(k) for k in range(1000)) + "])")
add("i-1000-eq-all", "[:find (count-distinct ?x) . :where [?x :rider/phone ?p] [?r :ride/rider ?x]]")

# ---- families: same template, many scalar inputs
for c in ["ams", "ber", "nyc", "lagos", "tokyo", "sao-paulo", "nowhere"]:
    add(f"fam-city-stats-{c}", f"(q [:find (count ?r) (sum ?f) (max ?s) :in $ ?c :where [?x :db/ident ?c] [?r :ride/city ?x] [?r :ride/fare ?f] [?r :ride/surge ?s]] $ :city/{c})")
    add(f"fam-city-cancel-{c}", f"(q [:find (count ?r) . :in $ ?c :where [?r :ride/city ?c] [?r :ride/cancelled true]] $ :city/{c})")
for k in [0, 3, 10, 60, 99, 149, 299]:
    add(f"fam-driver-summary-{k}", f"(q [:find ?n (count ?r) (avg ?x) :in $ ?p :where [?d :driver/phone ?p] [?d :driver/name ?n] [?r :ride/driver ?d] [?r :ride/rating ?x]] $ {DPH(k)})")
    add(f"fam-driver-pull-{k}", f"(pull [:driver/name :driver/rating :driver/home :driver/langs {{:driver/vehicle [:vehicle/plate :vehicle/make]}} {{:driver/city [:db/ident]}}] [:driver/phone {DPH(k)}])")
    add(f"fam-driver-up-{k}", f"(q [:find (count ?b) . :in $ % ?a :where (up ?a ?b)] $ {UP} [:driver/phone {DPH(k)}])")
for k in [0, 2, 7, 28, 100, 555, 799]:
    add(f"fam-rider-last-{k}", f"(q [:find ?id ?t :in $ ?x :where [?r :ride/rider ?x] [?r :ride/requested ?t] [?r :ride/id ?id] :order-by [?t :desc] :limit 2] $ [:rider/phone {RPH(k)}])")
    add(f"fam-rider-drivers-{k}", f"(q [:find [?p ...] :in $ ?x :where [?r :ride/rider ?x] [?r :ride/driver ?d] [?d :driver/phone ?p]] $ [:rider/phone {RPH(k)}])")
    add(f"fam-rider-spend-{k}", f"(q [:find (sum ?f) . :with ?r :in $ ?x :where [?r :ride/rider ?x] [?r :ride/fare ?f]] $ [:rider/phone {RPH(k)}])")
for v in [0, 1, 2, 3, 4, 5, 6]:
    add(f"fam-rating-eq-{v}", f"(q [:find (count ?r) . :in $ ?v :where [?r :ride/rating ?v]] $ {v})")
for t in ["student", "business", "frequent", "new", "flagged", "nope"]:
    add(f"fam-tag-rides-{t}", f"(q [:find (count ?r) (count-distinct ?x) :in $ ?t :where [?x :rider/tags ?t] [?r :ride/rider ?x]] $ :{t})")
for l in ["en", "ja", "yo", "xx"]:
    add(f"fam-lang-drivers-{l}", f"(q [:find (count ?d) . :in $ ?l :where [?d :driver/langs ?l]] $ :{l})")
    add(f"fam-lang-rides-{l}", f"(q [:find ?c (count ?r) :in $ ?l :where [?d :driver/langs ?l] [?r :ride/driver ?d] [?r :ride/city ?x] [?x :db/ident ?c]] $ :{l})")

# ---- deliberate errors
add("e-unknown-fn", "[:find ?x :where [?r :ride/fare ?f] [(fare-fn ?f) ?x]]")
add("e-too-few-inputs", f"(q {T1} $)")
add("e-too-many-inputs", f"(q {T1} $ [5001] [5002])")
add("e-lookup-nonunique", "(q [:find ?r . :in $ ?x :where [?r :ride/rider ?x]] $ [:rider/name \"Ana Silva\"])")
add("e-unbound-pred", "[:find ?r :where [?r :ride/id ?id] [(> ?f 1)]]")
add("e-or-mismatch", "[:find ?r :where (or [?r :ride/city :city/ams] [?x :ride/city :city/ber])]")
add("e-limit-string", "(q [:find ?id :in $ ?n :where [?r :ride/id ?id] :limit ?n] $ \"3\")")
add("e-unknown-rule", "[:find ?r :where (fast ?r)]")
add("e-bad-pull-attr", "(pull [{:ride/id [:x]}] [:ride/id 5001])")
add("e-unique-conflict", "(with [{:db/id \"a\" :rider/phone \"+31-6-00001\" :rider/uuid #uuid \"aaaaaaaa-0000-4000-8000-000000000002\"}] [:find (count ?r) . :where [?r :rider/phone]])")
add("e-wrong-type", "(with [{:ride/id 9999 :ride/fare \"cheap\"}] [:find ?f . :where [?r :ride/id 9999] [?r :ride/fare ?f]])")
add("e-div-zero", "[:find ?x :where [?r :ride/id 5001] [(/ 1 0) ?x]]")
add("e-find-with-overlap", "[:find ?r (count ?f) :with ?r :where [?r :ride/fare ?f]]")
add("e-rel-input-arity", "(q [:find ?id :in $ [[?id ?p]] :where [?r :ride/id ?id]] $ [[5001]])")
add("e-order-by-missing", "[:find ?id :where [?r :ride/id ?id] :order-by [?f]]")
add("e-cas-missing-entity", "(with [[:db/cas [:ride/id 77777] :ride/fare 1.00M 2.00M]] [:find (count ?r) . :where [?r :ride/id]])")
add("e-subs-range", "[:find ?x :where [?d :driver/phone \"+1-555-0001\"] [?d :driver/phone ?p] [(subs ?p 20) ?x]]")
add("e-nth-range", "[:find ?x :where [?v :vehicle/plate ?p] [(nth ?p 5) ?x]]")

names = [n for n, _ in E]
assert len(names) == len(set(names)), [n for n in names if names.count(n) > 1]
with open(os.path.join(HERE, "queries.edn"), "w") as f:
    for name, text in E:
        f.write(f";; @ {name}\n{text}\n\n")
print(len(E), "entries")
