#!/usr/bin/env python3
"""Writes queries.edn of the 41st unseen parity corpus (deterministic).

Emphasis: rules, recursion and negation over the route graph (`r-…`, about
half), mistakes a user makes (`e-…`, about 30%), and plain coverage (b-, j-,
f-, n-, a-, fs-, i-, pl-, w-)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def add(name, text):
    E.append((name, text.strip()))


def A(c):
    return f'[:airport/iata "{c}"]'


REACH = """[[(reach ?a ?b) [?a :airport/serves ?b]]
  [(reach ?a ?b) [?a :airport/serves ?m] (reach ?m ?b)]]"""
REACH_L = """[[(reach ?a ?b) [?a :airport/serves ?b]]
  [(reach ?a ?b) (reach ?a ?m) [?m :airport/serves ?b]]]"""
REACH_REQ = """[[(reach-from [?a] ?b) [?a :airport/serves ?b]]
  [(reach-from [?a] ?b) [?a :airport/serves ?m] (reach-from ?m ?b)]]"""
HOPN = """[[(hopn ?a ?b ?n) [(= ?n 1)] [?a :airport/serves ?b]]
  [(hopn ?a ?b ?n) [(> ?n 1)] [(dec ?n) ?k] [?a :airport/serves ?m] (hopn ?m ?b ?k)]]"""
WITHIN = """[[(within ?a ?b ?n) [(>= ?n 1)] [?a :airport/serves ?b]]
  [(within ?a ?b ?n) [(> ?n 1)] [(dec ?n) ?k] [?a :airport/serves ?m] (within ?m ?b ?k)]]"""
MUT = """[[(odd-hop ?a ?b) [?a :airport/serves ?b]]
  [(odd-hop ?a ?b) [?a :airport/serves ?m] (even-hop ?m ?b)]
  [(even-hop ?a ?b) [?a :airport/serves ?m] (odd-hop ?m ?b)]]"""
LINK = """[[(link ?a ?b) [?a :airport/serves ?b]]
  [(link ?a ?b) [?a :airport/alliance ?b]]
  [(linked ?a ?b) (link ?a ?b)]
  [(linked ?a ?b) (link ?a ?m) (linked ?m ?b)]]"""
ALLY = """[[(ally ?a ?b) [?a :airport/alliance ?b]]
  [(ally ?a ?b) [?a :airport/alliance ?m] (ally ?m ?b)]]"""
LEGS = """[[(flies ?f ?a ?b) [?f :flight/leg ?l] [?l :leg/from ?a] [?l :leg/to ?b]]
  [(leg-reach ?a ?b) [?l :leg/from ?a] [?l :leg/to ?b]]
  [(leg-reach ?a ?b) [?l :leg/from ?a] [?l :leg/to ?m] (leg-reach ?m ?b)]]"""
NEG = """[[(reach ?a ?b) [?a :airport/serves ?b]]
  [(reach ?a ?b) [?a :airport/serves ?m] (reach ?m ?b)]
  [(dead-end ?a) [?a :airport/iata] (not [?a :airport/serves _])]
  [(one-way ?a ?b) [?a :airport/serves ?b] (not [?b :airport/serves ?a])]
  [(orphan ?a) [?a :airport/iata] (not-join [?a] [_ :airport/serves ?a])]
  [(big ?a) (or-join [?a] [?a :airport/hub true] (and [?a :airport/elev ?e] [(> ?e 400)]))]
  [(hub-reach ?a ?h) (reach ?a ?h) [?h :airport/hub true]]
  [(loop-back ?a) (reach ?a ?a)]
  [(unreach ?a ?b) [?a :airport/iata] [?b :airport/iata] (not-join [?a ?b] (reach ?a ?b))]]"""
REF = """[[(refchain ?a ?b) [?a :pax/referred ?b]]
  [(refchain ?a ?b) [?a :pax/referred ?m] (refchain ?m ?b)]]"""
CODE = """[[(code ?e ?c) [?e :airport/iata ?c]]
  [(at-code ?e ?c) [?e :airport/iata ?c]]
  [(tz ?e ?z) [?e :airport/tz ?z]]
  [(tier ?p ?t) [?p :pax/tier ?t]]
  [(on-flight ?p ?f) [?b :booking/pax ?p] [?b :booking/flight ?f]]
  [(flew-to ?p ?a) (on-flight ?p ?f) [?f :flight/leg ?l] [?l :leg/to ?a]]]"""

# ---------------------------------------------------------------- basics
add("b-airports", "[:find (count ?a) . :where [?a :airport/iata]]")
add("b-iata-list", "[:find [?c ...] :where [_ :airport/iata ?c]]")
add("b-negative-elev", "[:find ?c ?e :where [?a :airport/elev ?e] [(< ?e 0)] [?a :airport/iata ?c]]")
add("b-zero-elev", "[:find ?c . :where [?a :airport/elev 0] [?a :airport/iata ?c]]")
add("b-empty-name", '[:find [?c ...] :where [?a :airport/name ""] [?a :airport/iata ?c]]')
add("b-empty-city", '[:find ?c . :where [?a :airport/city ""] [?a :airport/iata ?c]]')
add("b-unicode-city", '[:find ?c . :where [?a :airport/city "東京"] [?a :airport/iata ?c]]')
add("b-no-hub-flag", "[:find [?c ...] :where [?a :airport/iata ?c] [(missing? $ ?a :airport/hub)]]")
add("b-no-tz", "[:find [?c ...] :where [?a :airport/iata ?c] (not [?a :airport/tz])]")
add("b-coords-zero", "[:find ?c . :where [?a :airport/coords [0.0 0.0]] [?a :airport/iata ?c]]")
add("b-self-loop", "[:find ?c :where [?a :airport/serves ?a] [?a :airport/iata ?c]]")
add("b-tz-hist", "[:find ?z (count ?a) :where [?a :airport/tz ?z]]")
add("b-fare-zero", "[:find (count ?f) . :where [?f :flight/fare 0.00M]]")
add("b-fare-neg", "[:find [?n ...] :where [?f :flight/fare ?x] [(neg? ?x)] [?f :flight/no ?n]]")
add("b-miles-big", "[:find (count ?p) . :where [?p :pax/miles 123456789012345678901N]]")
add("b-pax-neg-id", "[:find ?n . :where [?p :pax/id -50] [?p :pax/name ?n]]")
add("b-pax-empty-name", '[:find ?i . :where [?p :pax/name ""] [?p :pax/id ?i]]')
add("b-uuid", '[:find ?n . :where [?f :flight/uuid #uuid "00000000-0000-4000-a000-000000000017"] [?f :flight/no ?n]]')
add("b-seat-const", '[:find (count ?b) . :where [?b :booking/seat [5 "B"]]]')
add("b-seat-empty-letter", '[:find (count ?b) . :where [?b :booking/seat ?s] [(second ?s) ""]]')
add("b-composite-count", "[:find (count ?t) . :where [_ :booking/flight+date ?t]]")
add("b-crew-roles", "[:find ?r (count ?c) :where [?c :crew/role ?r]]")
add("b-dist-neg", "[:find (count ?f) . :where [?f :flight/dist ?d] [(< ?d 0.0)]]")
add("b-dep-before", '[:find (count ?f) . :where [?f :flight/dep ?d] [(< ?d #inst "2025-03-01")]]')
add("b-tags-hist", "[:find ?t (count ?f) :where [?f :flight/tags ?t]]")
add("b-cancelled", "[:find [?n ...] :where [?f :flight/cancelled true] [?f :flight/no ?n]]")
add("b-leg-zero-min", "[:find ?i . :where [?l :leg/minutes 0] [?l :leg/id ?i]]")
# ---------------------------------------------------------------- joins
add("j-flights-from-ams", '[:find [?n ...] :where [?a :airport/iata "AMS"] [?l :leg/from ?a] [?f :flight/leg ?l] [?f :flight/no ?n]]')
add("j-pax-home-hub", "[:find (count ?p) . :where [?p :pax/home ?a] [?a :airport/hub true]]")
add("j-booking-tier", "[:find ?t (count ?b) :where [?b :booking/pax ?p] [?p :pax/tier ?t]]")
add("j-crew-of", '[:find ?cn ?r :where [?f :flight/no "QV121"] [?f :flight/crew ?c] [?c :crew/name ?cn] [?c :crew/role ?r]]')
add("j-same-city", '[:find ?x ?y :where [?a :airport/city ?c] [?b :airport/city ?c] [(< ?a ?b)] [?a :airport/iata ?x] [?b :airport/iata ?y]]')
add("j-pax-on-flight-to-jfk", '[:find (count-distinct ?p) . :where [?j :airport/iata "JFK"] [?l :leg/to ?j] [?f :flight/leg ?l] [?b :booking/flight ?f] [?b :booking/pax ?p]]')
# ---------------------------------------------------------------- functions / predicates
add("f-km-round", '[:find ?k . :where [?l :leg/id "AMS-CDG"] [?l :leg/km ?km] [(Math/round ?km) ?k]]')
add("f-fare-times", '[:find ?x . :where [?f :flight/no "QV107"] [?f :flight/fare ?p] [(* ?p 2) ?x]]')
add("f-iata-lower", '[:find [?l ...] :where [?a :airport/tz :tz/gmt] [?a :airport/iata ?c] [(clojure.string/lower-case ?c) ?l]]')
add("f-name-count", '[:find ?c ?k :where [?a :airport/iata ?c] [?a :airport/name ?n] [(count ?n) ?k] [(< ?k 6)]]')
add("f-str-route", '[:find ?s . :where [?l :leg/id "LHR-JFK"] [?l :leg/from ?a] [?l :leg/to ?b] [?a :airport/iata ?x] [?b :airport/iata ?y] [(str ?x "→" ?y) ?s]]')
add("f-re-find-qv", '[:find (count ?f) . :where [?f :flight/no ?n] [(re-find #"QV1[0-4]\\d$" ?n)]]')
add("f-get-else-hub", '[:find ?c ?h :where [?a :airport/iata ?c] [(get-else $ ?a :airport/hub :unknown) ?h]]')
add("f-get-some-tz", '[:find ?c ?at ?v :where [?a :airport/iata ?c] [(get-some $ ?a :airport/tz :airport/elev) [?at ?v]] [(< ?c "C")]]')
add("f-untuple-seat", '[:find ?r ?l :where [?b :booking/seat ?s] [(untuple ?s) [?r ?l]] [(< ?r 1)]]')
add("f-tuple-make", '[:find ?t . :where [?a :airport/iata "NRT"] [?a :airport/elev ?e] [?a :airport/tz ?z] [(tuple ?z ?e) ?t]]')
add("f-lat-first", '[:find ?c ?lat :where [?a :airport/coords ?x] [(first ?x) ?lat] [(< ?lat 0.0)] [?a :airport/iata ?c]]')
add("f-inst-ms", '[:find ?ms . :where [?f :flight/no "QV100"] [?f :flight/dep ?d] [(inst-ms ?d) ?ms]]')
add("f-miles-plus", '[:find [?x ...] :where [?p :pax/miles ?m] [(+ ?m 1) ?x] [(> ?x 1000)]]')
add("f-duration-hours", '[:find [?h ...] :where [?f :flight/duration ?d] [(quot ?d 60) ?h]]')
add("f-ground-iatas", '[:find [?n ...] :where [(ground ["AMS" "XXX"]) [?c ...]] [?a :airport/iata ?c] [?a :airport/name ?n]]')
add("f-compare-fare", '[:find (count ?f) . :where [?f :flight/fare ?x] [(compare ?x 199.99M) ?c] [(zero? ?c)]]')
add("f-starts-with-city", '[:find [?c ...] :where [?a :airport/city ?y] [(clojure.string/starts-with? ?y "Z")] [?a :airport/iata ?c]]')
add("f-email-domain", '[:find (count ?p) . :where [?p :pax/email ?e] [(clojure.string/ends-with? ?e "@air.example")]]')
# ---------------------------------------------------------------- not / or
add("n-not-served", "[:find [?c ...] :where [?a :airport/iata ?c] (not [_ :airport/serves ?a])]")
add("n-not-serving", "[:find [?c ...] :where [?a :airport/iata ?c] (not [?a :airport/serves _])]")
add("n-not-join-back", "[:find ?x ?y :where [?a :airport/serves ?b] (not-join [?a ?b] [?b :airport/serves ?a]) [?a :airport/iata ?x] [?b :airport/iata ?y]]")
add("n-or-hub-high", "[:find [?c ...] :where [?a :airport/iata ?c] (or [?a :airport/hub true] [?a :airport/tz :tz/jst])]")
add("n-or-join-elev", "[:find [?c ...] :where [?a :airport/iata ?c] (or-join [?a] (and [?a :airport/elev ?e] [(> ?e 400)]) [?a :airport/serves ?a])]")
add("n-pax-never-booked", "[:find (count ?p) . :where [?p :pax/id] (not [_ :booking/pax ?p])]")
# ---------------------------------------------------------------- rules: reachability
for c in ["AMS", "BVA", "XXX", "SYD", "ZRH", "REK", "ISO", "LON"]:
    add(f"r-reach-from-{c}", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "{c}"] (reach ?a ?b) [?b :airport/iata ?c]] $ {REACH})')
for c in ["AMS", "GVA", "DEAD", "ISO"]:
    add(f"r-reach-to-{c}", f'(q [:find [?c ...] :in $ % :where [?b :airport/iata "{c}"] (reach ?a ?b) [?a :airport/iata ?c]] $ {REACH})')
add("r-reach-all-count", f"(q [:find (count ?b) . :in $ % :where (reach ?a ?b)] $ {REACH})")
add("r-reach-pairs-count", f"(q [:find ?a ?b :in $ % :where (reach ?a ?b)] $ {REACH})")
add("r-reach-count-per", f"(q [:find ?c (count ?b) :in $ % :where (reach ?a ?b) [?a :airport/iata ?c]] $ {REACH})")
add("r-reach-count-distinct-per", f"(q [:find ?c (count-distinct ?b) :in $ % :where [?a :airport/iata ?c] (reach ?a ?b)] $ {REACH})")
add("r-reach-left-rec", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "ZRH"] (reach ?a ?b) [?b :airport/iata ?c]] $ {REACH_L})')
add("r-reach-left-rec-all", f"(q [:find ?c (count ?b) :in $ % :where (reach ?a ?b) [?a :airport/iata ?c]] $ {REACH_L})")
add("r-reach-input-scalar", f'(q [:find [?c ...] :in $ % ?x :where [?a :airport/iata ?x] (reach ?a ?b) [?b :airport/iata ?c]] $ {REACH} "DXB")')
add("r-reach-input-coll", f'(q [:find ?x (count ?b) :in $ % [?x ...] :where [?a :airport/iata ?x] (reach ?a ?b)] $ {REACH} ["JFK" "BVA" "XXX"])')
add("r-reach-input-rel", f'(q [:find ?x ?y :in $ % [[?x ?y]] :where [?a :airport/iata ?x] [?b :airport/iata ?y] (reach ?a ?b)] $ {REACH} [["AMS" "SYD"] ["SYD" "AMS"] ["BVA" "AMS"] ["XXX" "XXX"] ["GRU" "REK"]])')
add("r-reach-input-tuple", f'(q [:find ?r . :in $ % [?x ?y] :where [?a :airport/iata ?x] [?b :airport/iata ?y] (reach ?a ?b) [(str ?x "-" ?y) ?r]] $ {REACH} ["GVA" "NRT"])')
add("r-reach-input-eid-lookup", f'(q [:find [?c ...] :in $ % ?a :where (reach ?a ?b) [?b :airport/iata ?c]] $ {REACH} [:airport/iata "BVA"])')
add("r-reach-const-lookup", f'(q [:find [?c ...] :in $ % :where (reach [:airport/iata "DEAD"] ?b) [?b :airport/iata ?c]] $ {REACH})')
add("r-reach-both-bound", f'(q [:find ?x . :in $ % :where [?a :airport/iata "ZRH"] [?b :airport/iata "NRT"] (reach ?a ?b) [(ground :yes) ?x]] $ {REACH})')
add("r-reach-both-bound-no", f'(q [:find ?x . :in $ % :where [?a :airport/iata "NRT"] [?b :airport/iata "ZRH"] (reach ?a ?b) [(ground :yes) ?x]] $ {REACH})')
add("r-reach-cycle-members", f"(q [:find [?c ...] :in $ % :where (reach ?a ?a) [?a :airport/iata ?c]] $ {REACH})")
add("r-reach-not-cycle", f"(q [:find [?c ...] :in $ % :where [?a :airport/iata ?c] (not (reach ?a ?a))] $ {REACH})")
add("r-reach-hubs-from-zrh", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "ZRH"] (reach ?a ?b) [?b :airport/hub true] [?b :airport/iata ?c]] $ {REACH})')
add("r-reach-max-elev", f'(q [:find (max ?e) . :in $ % :where [?a :airport/iata "LHR"] (reach ?a ?b) [?b :airport/elev ?e]] $ {REACH})')
add("r-reach-sum-elev", f'(q [:find (sum ?e) . :in $ % :where [?a :airport/iata "AMS"] (reach ?a ?b) [?b :airport/elev ?e]] $ {REACH})')
add("r-reach-distinct-tz", f'(q [:find (distinct ?z) . :in $ % :where [?a :airport/iata "JFK"] (reach ?a ?b) [?b :airport/tz ?z]] $ {REACH})')
add("r-reach-median-elev", f'(q [:find (median ?e) . :in $ % :where [?a :airport/iata "GVA"] (reach ?a ?b) [?b :airport/elev ?e]] $ {REACH})')
add("r-reach-min2", f'(q [:find (min 2 ?e) . :in $ % :where [?a :airport/iata "CDG"] (reach ?a ?b) [?b :airport/elev ?e]] $ {REACH})')
add("r-reach-max3-iata", f'(q [:find (max 3 ?c) . :in $ % :where [?a :airport/iata "LON"] (reach ?a ?b) [?b :airport/iata ?c]] $ {REACH})')
add("r-reach-keys", f'(q [:find ?from ?n :keys from n :in $ % :where [?a :airport/iata ?from] (reach ?a ?b) [?a :airport/tz :tz/gmt] [(count ?from) ?n]] $ {REACH})')
add("r-reach-not-self", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "XXX"] (reach ?a ?b) [(not= ?a ?b)] [?b :airport/iata ?c]] $ {REACH})')
add("r-reach-required", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "REK"] (reach-from ?a ?b) [?b :airport/iata ?c]] $ {REACH_REQ})')
add("r-reach-required-input", f'(q [:find [?c ...] :in $ % ?a :where (reach-from ?a ?b) [?b :airport/iata ?c]] $ {REACH_REQ} [:airport/iata "DXB"])')
add("r-reach-required-after-clause", f'(q [:find ?x (count ?b) :in $ % :where [?a :airport/hub true] [?a :airport/iata ?x] (reach-from ?a ?b)] $ {REACH_REQ})')
add("r-reach-with-rule-order", f'(q [:find [?c ...] :in $ % :where (reach ?a ?b) [?a :airport/iata "GRU"] [?b :airport/iata ?c]] $ {REACH})')
add("r-reachable-unreached", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "AMS"] [?b :airport/iata ?c] (not (reach ?a ?b))] $ {REACH})')
add("r-reach-rules-first", f'(q [:find (count ?b) . :in % $ :where [?a :airport/iata "SYD"] (reach ?a ?b)] {REACH} $)')
# ---------------------------------------------------------------- rules: bounded hops / shortest paths
for c in ["AMS", "ZRH", "LON", "BVA"]:
    add(f"r-shortest-from-{c}", f'(q [:find ?c (min ?n) :in $ % :where [?a :airport/iata "{c}"] [(ground [1 2 3 4 5 6]) [?n ...]] (hopn ?a ?b ?n) [?b :airport/iata ?c]] $ {HOPN})')
add("r-hop-exact-2", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "AMS"] (hopn ?a ?b 2) [?b :airport/iata ?c]] $ {HOPN})')
add("r-hop-exact-3-input", f'(q [:find [?c ...] :in $ % ?n :where [?a :airport/iata "LHR"] (hopn ?a ?b ?n) [?b :airport/iata ?c]] $ {HOPN} 3)')
add("r-hop-exact-1-xxx", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "XXX"] (hopn ?a ?b 1) [?b :airport/iata ?c]] $ {HOPN})')
add("r-hop-exact-5-xxx", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "XXX"] (hopn ?a ?b 5) [?b :airport/iata ?c]] $ {HOPN})')
add("r-hop-between", f'(q [:find [?n ...] :in $ % :where [?a :airport/iata "ZRH"] [?b :airport/iata "SYD"] [(ground [1 2 3 4 5 6]) [?n ...]] (hopn ?a ?b ?n)] $ {HOPN})')
add("r-hop-between-min", f'(q [:find (min ?n) . :in $ % :where [?a :airport/iata "GRU"] [?b :airport/iata "NRT"] [(ground [1 2 3 4 5 6 7 8]) [?n ...]] (hopn ?a ?b ?n)] $ {HOPN})')
add("r-hop-back-to-self", f'(q [:find ?c (min ?n) :in $ % :where [(ground [1 2 3 4]) [?n ...]] (hopn ?a ?a ?n) [?a :airport/iata ?c]] $ {HOPN})')
add("r-hop-far-count", f'(q [:find (count-distinct ?b) . :in $ % :where [?a :airport/iata "REK"] [(ground [1 2 3 4 5 6 7 8]) [?n ...]] (hopn ?a ?b ?n)] $ {HOPN})')
add("r-hop-pairs-2", f"(q [:find (count ?a) . :in $ % :where (hopn ?a ?b 2)] $ {HOPN})")
add("r-within-2", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "CDG"] (within ?a ?b 2) [?b :airport/iata ?c]] $ {WITHIN})')
add("r-within-1", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "CDG"] (within ?a ?b 1) [?b :airport/iata ?c]] $ {WITHIN})')
add("r-within-0", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "CDG"] (within ?a ?b 0) [?b :airport/iata ?c]] $ {WITHIN})')
add("r-within-3-count", f'(q [:find (count ?b) . :in $ % :where [?a :airport/iata "LON"] (within ?a ?b 3)] $ {WITHIN})')
add("r-within-input", f'(q [:find ?c :in $ % ?k :where [?a :airport/iata "BVA"] (within ?a ?b ?k) [?b :airport/iata ?c]] $ {WITHIN} 7)')
add("r-within-vs-reach", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "REK"] (within ?a ?b 10) [?b :airport/iata ?c]] $ {WITHIN})')
# ---------------------------------------------------------------- rules: mutual recursion
for c in ["AMS", "BVA", "XXX", "SYD"]:
    add(f"r-odd-{c}", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "{c}"] (odd-hop ?a ?b) [?b :airport/iata ?c]] $ {MUT})')
    add(f"r-even-{c}", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "{c}"] (even-hop ?a ?b) [?b :airport/iata ?c]] $ {MUT})')
add("r-odd-and-even", f"(q [:find [?c ...] :in $ % :where [?a :airport/iata \"ZRH\"] (odd-hop ?a ?b) (even-hop ?a ?b) [?b :airport/iata ?c]] $ {MUT})")
add("r-odd-not-even", f"(q [:find [?c ...] :in $ % :where [?a :airport/iata \"DEAD\"] (odd-hop ?a ?b) (not (even-hop ?a ?b)) [?b :airport/iata ?c]] $ {MUT})")
add("r-even-count-all", f"(q [:find (count ?a) . :in $ % :where (even-hop ?a ?b)] $ {MUT})")
add("r-odd-self", f"(q [:find [?c ...] :in $ % :where (odd-hop ?a ?a) [?a :airport/iata ?c]] $ {MUT})")
add("r-even-to-bound", f'(q [:find [?c ...] :in $ % :where [?b :airport/iata "JFK"] (even-hop ?a ?b) [?a :airport/iata ?c]] $ {MUT})')
# ---------------------------------------------------------------- rules: multi-body / rules calling rules
add("r-link-from-lhr", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "LHR"] (link ?a ?b) [?b :airport/iata ?c]] $ {LINK})')
add("r-linked-from-zrh", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "ZRH"] (linked ?a ?b) [?b :airport/iata ?c]] $ {LINK})')
add("r-linked-from-dxb-count", f'(q [:find (count ?b) . :in $ % :where [?a :airport/iata "DXB"] (linked ?a ?b)] $ {LINK})')
add("r-linked-all-pairs", f"(q [:find (count ?a) . :in $ % :where (linked ?a ?b)] $ {LINK})")
add("r-linked-self", f"(q [:find [?c ...] :in $ % :where (linked ?a ?a) [?a :airport/iata ?c]] $ {LINK})")
add("r-ally-chain", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "AMS"] (ally ?a ?b) [?b :airport/iata ?c]] $ {ALLY})')
add("r-ally-lhr-self", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "LHR"] (ally ?a ?b) [?b :airport/iata ?c]] $ {ALLY})')
add("r-ally-not-route", f"(q [:find ?x ?y :in $ % :where (ally ?a ?b) (not [?a :airport/serves ?b]) [?a :airport/iata ?x] [?b :airport/iata ?y] [(< ?x \"D\")]] $ {ALLY})")
add("r-leg-reach", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "GVA"] (leg-reach ?a ?b) [?b :airport/iata ?c]] $ {LEGS})')
add("r-flies-count", f"(q [:find ?x (count ?f) :in $ % :where (flies ?f ?a ?b) [?a :airport/iata ?x]] $ {LEGS})")
add("r-flies-self", f"(q [:find [?n ...] :in $ % :where (flies ?f ?a ?a) [?f :flight/no ?n]] $ {LEGS})")
add("r-flies-const-lookup", f'(q [:find [?n ...] :in $ % :where (flies ?f [:airport/iata "AMS"] ?b) [?f :flight/no ?n]] $ {LEGS})')
add("r-flies-fare-sum", f'(q [:find (sum ?p) . :in $ % :where [?a :airport/iata "JFK"] (flies ?f ?a ?b) [?f :flight/fare ?p]] $ {LEGS})')
add("r-flies-avg-dist", f'(q [:find ?x (avg ?d) :in $ % :where (flies ?f ?a ?b) [?a :airport/iata ?x] [?f :flight/dist ?d] [(contains? #{{"AMS" "LHR" "JFK"}} ?x)]] $ {LEGS})')
# ---------------------------------------------------------------- rules: negation inside rules
add("r-dead-end", f"(q [:find [?c ...] :in $ % :where (dead-end ?a) [?a :airport/iata ?c]] $ {NEG})")
add("r-one-way", f"(q [:find ?x ?y :in $ % :where (one-way ?a ?b) [?a :airport/iata ?x] [?b :airport/iata ?y]] $ {NEG})")
add("r-orphan", f"(q [:find [?c ...] :in $ % :where (orphan ?a) [?a :airport/iata ?c]] $ {NEG})")
add("r-big", f"(q [:find [?c ...] :in $ % :where (big ?a) [?a :airport/iata ?c]] $ {NEG})")
add("r-not-big", f"(q [:find [?c ...] :in $ % :where [?a :airport/iata ?c] (not (big ?a))] $ {NEG})")
add("r-hub-reach-zrh", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "ZRH"] (hub-reach ?a ?h) [?h :airport/iata ?c]] $ {NEG})')
add("r-hub-reach-count", f"(q [:find ?c (count ?h) :in $ % :where (hub-reach ?a ?h) [?a :airport/iata ?c]] $ {NEG})")
add("r-loop-back", f"(q [:find [?c ...] :in $ % :where (loop-back ?a) [?a :airport/iata ?c]] $ {NEG})")
add("r-unreach-from-ams", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata "AMS"] (unreach ?a ?b) [?b :airport/iata ?c]] $ {NEG})')
add("r-unreach-count", f"(q [:find (count ?a) . :in $ % :where (unreach ?a ?b)] $ {NEG})")
add("r-one-way-from-dead-end", f"(q [:find [?c ...] :in $ % :where (one-way ?a ?b) (dead-end ?b) [?b :airport/iata ?c]] $ {NEG})")
add("r-reach-dead-end", f"(q [:find ?x ?y :in $ % :where (reach ?a ?b) (dead-end ?b) [?a :airport/iata ?x] [?b :airport/iata ?y]] $ {NEG})")
add("r-not-join-rule", f"(q [:find [?c ...] :in $ % :where [?a :airport/iata ?c] (not-join [?a] (hub-reach ?a ?h))] $ {NEG})")
add("r-or-rule", f"(q [:find [?c ...] :in $ % :where [?a :airport/iata ?c] (or (dead-end ?a) (orphan ?a))] $ {NEG})")
add("r-or-join-rule", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata ?c] (or-join [?a] (big ?a) (and [?x :airport/iata "BVA"] (reach ?x ?a)))] $ {NEG})')
add("r-big-count-reach", f"(q [:find ?c (count ?b) :in $ % :where (big ?a) (reach ?a ?b) [?a :airport/iata ?c]] $ {NEG})")
# ---------------------------------------------------------------- rules: passengers / constants
add("r-refchain-from", f"(q [:find [?i ...] :in $ % :where [?p :pax/id 640] (refchain ?p ?q) [?q :pax/id ?i]] $ {REF})")
add("r-refchain-self-loops", f"(q [:find [?i ...] :in $ % :where (refchain ?p ?p) [?p :pax/id ?i]] $ {REF})")
add("r-refchain-roots-count", f"(q [:find ?i (count ?p) :in $ % :where (refchain ?p ?r) (not [?r :pax/referred]) [?r :pax/id ?i]] $ {REF})")
add("r-refchain-depth-max", f"(q [:find (max ?i) . :in $ % :where (refchain ?p ?q) [?q :pax/id ?i]] $ {REF})")
add("r-refchain-tier", f"(q [:find ?t (count-distinct ?p) :in $ % :where [?r :pax/id -30] (refchain ?p ?r) [?p :pax/tier ?t]] $ {REF})")
add("r-const-string", f'(q [:find ?e . :in $ % :where (code ?e "NRT")] $ {CODE})')
add("r-const-string-out", f'(q [:find ?c . :in $ % :where (code ?e ?c) [?e :airport/elev -390]] $ {CODE})')
add("r-const-keyword", f"(q [:find [?c ...] :in $ % :where (tz ?e :tz/cet) (code ?e ?c)] $ {CODE})")
add("r-const-keyword-tier", f"(q [:find (count ?p) . :in $ % :where (tier ?p :tier/gold)] $ {CODE})")
add("r-const-number", f'(q [:find ?n . :in $ % :where (on-flight ?p ?f) [?p :pax/id 0] [?f :flight/no ?n] [(< ?n "QV2")]] $ {CODE})')
add("r-flew-to", f'(q [:find (count-distinct ?p) . :in $ % :where [?a :airport/iata "JFK"] (flew-to ?p ?a)] $ {CODE})')
add("r-flew-to-const-lookup", f'(q [:find (count-distinct ?p) . :in $ % :where (flew-to ?p [:airport/iata "JFK"])] $ {CODE})')
add("r-flew-to-tier", f"(q [:find ?t (count-distinct ?p) :in $ % :where (flew-to ?p ?a) (tz ?a :tz/est) (tier ?p ?t)] $ {CODE})")
add("r-rule-chain-3", f"(q [:find ?c (count-distinct ?p) :in $ % :where (flew-to ?p ?a) (code ?a ?c) [(contains? #{{\"SYD\" \"NRT\"}} ?c)]] $ {CODE})")
add("r-rule-input-ident", f"(q [:find [?c ...] :in $ % ?z :where (tz ?e ?z) (code ?e ?c)] $ {CODE} :tz/gmt)")
add("r-rule-input-coll", f"(q [:find ?z (count ?e) :in $ % [?z ...] :where (tz ?e ?z)] $ {CODE} [:tz/cet :tz/jst :tz/none])")
add("r-rule-empty-ruleset", "(q [:find (count ?a) . :in $ % :where [?a :airport/iata]] $ [])")
add("r-rule-unused", f"(q [:find (count ?a) . :in $ % :where [?a :airport/hub false]] $ {CODE})")
add("r-rule-same-var-twice-call", f"(q [:find [?c ...] :in $ % :where (at-code ?e ?c) (code ?e ?c) [?e :airport/tz :tz/gmt]] $ {CODE})")
add("r-rule-head-dup-const", f'(q [:find ?x . :in $ % :where (code ?e "AMS") (code ?e ?x)] $ {CODE})')
add("r-rule-wildcard-call", f"(q [:find (count ?e) . :in $ % :where (code ?e _)] $ {CODE})")
add("r-rule-wildcard-first", f"(q [:find (count ?c) . :in $ % :where (code _ ?c)] $ {CODE})")
add("r-rule-wildcard-reach", f'(q [:find [?c ...] :in $ % :where (reach _ ?b) [?b :airport/iata ?c]] $ {REACH})')
add("r-rule-nested-body-or", """(q [:find [?c ...] :in $ % :where (gateway ?a) [?a :airport/iata ?c]] $
 [[(gateway ?a) [?a :airport/iata] (or [?a :airport/tz :tz/est] [?a :airport/tz :tz/brt])]])""")
add("r-rule-pred-body", """(q [:find [?c ...] :in $ % :where (high ?a 100) [?a :airport/iata ?c]] $
 [[(high ?a ?min) [?a :airport/elev ?e] [(> ?e ?min)]]])""")
add("r-rule-fn-body-out", """(q [:find ?c ?h :in $ % :where (hours ?f ?h) [?f :flight/no ?c] [(> ?h 10)]] $
 [[(hours ?f ?h) [?f :flight/duration ?d] [(quot ?d 60) ?h]]])""")
add("r-rule-bigdec-const", """(q [:find (count ?f) . :in $ % :where (fare ?f 199.99M)] $
 [[(fare ?f ?p) [?f :flight/fare ?p]]])""")
add("r-rule-bigint-const", """(q [:find (count ?p) . :in $ % :where (miles ?p 1500N)] $
 [[(miles ?p ?m) [?p :pax/miles ?m]]])""")
add("r-rule-bool-const", """(q [:find [?c ...] :in $ % :where (hubness ?a false) [?a :airport/iata ?c] [(< ?c "D")]] $
 [[(hubness ?a ?h) [?a :airport/hub ?h]]])""")
add("r-rule-uuid-const", """(q [:find ?n . :in $ % :where (by-uuid ?f #uuid "00000000-0000-4000-a000-000000000003") [?f :flight/no ?n]] $
 [[(by-uuid ?f ?u) [?f :flight/uuid ?u]]])""")
add("r-rule-tuple-const", """(q [:find (count ?b) . :in $ % :where (seated ?b [10 "F"])] $
 [[(seated ?b ?s) [?b :booking/seat ?s]]])""")
add("r-rule-inst-const", """(q [:find (count ?f) . :in $ % :where (after ?f #inst "2025-06-01")] $
 [[(after ?f ?t) [?f :flight/dep ?d] [(> ?d ?t)]]])""")
add("r-rule-composite", """(q [:find ?d . :in $ % :where [?f :flight/no "QV100"] (booked ?f ?d ?t)] $
 [[(booked ?f ?d ?t) [?b :booking/flight ?f] [?b :booking/date ?d] [?b :booking/flight+date ?t]]])""")
add("r-rule-crew-component", """(q [:find ?n (count ?c) :in $ % :where (crewed ?f ?c :role/captain) [?f :flight/no ?n] [(< ?n "QV13")]] $
 [[(crewed ?f ?c ?r) [?f :flight/crew ?c] [?c :crew/role ?r]]])""")
add("r-rule-vector-head", """(q [:find [?c ...] :in $ % :where (neg-elev ?a) [?a :airport/iata ?c]] $
 [[[neg-elev ?a] [?a :airport/elev ?e] [(neg? ?e)]]])""")
add("r-rule-required-two", """(q [:find ?d . :in $ % :where [?a :airport/iata "AMS"] [?b :airport/iata "CDG"] (dist ?a ?b ?d)] $
 [[(dist [?a ?b] ?d) [?l :leg/from ?a] [?l :leg/to ?b] [?l :leg/km ?d]]])""")
add("r-rule-sum-km-path2", """(q [:find ?c ?t :in $ % :where [?a :airport/iata "ZRH"] (two ?a ?b ?t) [?b :airport/iata ?c]] $
 [[(two ?a ?b ?t) [?l1 :leg/from ?a] [?l1 :leg/to ?m] [?l2 :leg/from ?m] [?l2 :leg/to ?b] [?l1 :leg/minutes ?x] [?l2 :leg/minutes ?y] [(+ ?x ?y) ?t]]])""")
add("r-rule-not-join-flight", """(q [:find [?n ...] :in $ % :where (unbooked ?f) [?f :flight/no ?n]] $
 [[(unbooked ?f) [?f :flight/no] (not-join [?f] [?b :booking/flight ?f] [?b :booking/paid true])]])""")
add("r-rule-or-join-crew", """(q [:find (count ?f) . :in $ % :where (experienced ?f)] $
 [[(experienced ?f) [?f :flight/no] (or-join [?f] (and [?f :flight/crew ?c] [?c :crew/years ?y] [(>= ?y 20)]) [?f :flight/tags :tag/longhaul])]])""")
add("r-rule-recursive-counter-bound", """(q [:find [?c ...] :in $ % :where [?a :airport/iata "ZRH"] (steps ?a ?b 3) [?b :airport/iata ?c]] $
 [[(steps ?a ?b ?n) [?a :airport/serves ?b] [(ground 1) ?n]]
  [(steps ?a ?b ?n) [?a :airport/serves ?m] (steps ?m ?b ?k) [(< ?k 4)] [(inc ?k) ?n]]])""")
add("r-rule-two-rulesets-merged", f'(q [:find (count ?b) . :in $ % :where [?a :airport/iata "AMS"] (reach ?a ?b) (ally ?a ?b)] $ [[(reach ?a ?b) [?a :airport/serves ?b]] [(reach ?a ?b) [?a :airport/serves ?m] (reach ?m ?b)] [(ally ?a ?b) [?a :airport/alliance ?b]] [(ally ?a ?b) [?a :airport/alliance ?m] (ally ?m ?b)]])')
add("r-rule-map-query", f'(q {{:find [[?c ...]] :in [$ %] :where [[?a :airport/iata "SYD"] (reach ?a ?b) [?b :airport/iata ?c]]}} $ {REACH})')
add("r-rule-order-limit", f'(q [:find ?c ?n :in $ % :where [?a :airport/iata ?c] [(ground [1 2 3]) [?n ...]] (hopn ?a ?b ?n) [?b :airport/iata "SYD"] :order-by [?c ?n] :limit 5] $ {HOPN})')
add("r-rule-with-clause", f'(q [:find (sum ?e) . :with ?b :in $ % :where [?a :airport/iata "AMS"] (reach ?a ?b) [?b :airport/elev ?e]] $ {REACH})')
add("r-rule-pull-find", f'(q [:find [(pull ?b [:airport/iata :airport/elev]) ...] :in $ % :where [?a :airport/iata "BVA"] (reach ?a ?b)] $ {REACH})')
add("r-rule-variance", f'(q [:find (variance ?e) . :in $ % :where [?a :airport/iata "AMS"] (reach ?a ?b) [?b :airport/elev ?e]] $ {REACH})')
add("r-rule-stddev", f'(q [:find (stddev ?e) . :in $ % :where [?a :airport/iata "GRU"] (reach ?a ?b) [?b :airport/elev ?e]] $ {REACH})')
add("r-rule-count-reachable-per-tz", f"(q [:find ?z (count-distinct ?b) :in $ % :where [?a :airport/tz ?z] (reach ?a ?b)] $ {REACH})")
add("r-rule-distinct-reach", f"(q [:find ?c (distinct ?x) :in $ % :where [?a :airport/iata ?c] [(contains? #{{\"XXX\" \"DEAD\"}} ?c)] (reach ?a ?b) [?b :airport/iata ?x]] $ {REACH})")
add("r-rule-symbol-arg-names", """(q [:find [?c ...] :in $ % :where [?x :airport/iata "GVA"] (r1 ?x ?y) [?y :airport/iata ?c]] $
 [[(r1 ?p ?q) (r2 ?p ?q)] [(r2 ?u ?v) [?u :airport/serves ?v]] [(r2 ?u ?v) [?u :airport/serves ?w] (r1 ?w ?v)]])""")
add("r-rule-three-way-mutual", """(q [:find ?k (count ?b) :in $ % :where [?a :airport/iata "AMS"] (or-join [?a ?b ?k] (and (m0 ?a ?b) [(ground 0) ?k]) (and (m1 ?a ?b) [(ground 1) ?k]) (and (m2 ?a ?b) [(ground 2) ?k]))] $
 [[(m0 ?a ?b) [?a :airport/serves ?m] (m2 ?m ?b)]
  [(m1 ?a ?b) [?a :airport/serves ?b]]
  [(m1 ?a ?b) [?a :airport/serves ?m] (m0 ?m ?b)]
  [(m2 ?a ?b) [?a :airport/serves ?m] (m1 ?m ?b)]])""")
add("r-rule-nested-not-in-rule-in-or", """(q [:find [?c ...] :in $ % :where [?a :airport/iata ?c] (or (lonely ?a) [?a :airport/elev 0])] $
 [[(lonely ?a) (not [?a :airport/serves _]) (not [_ :airport/serves ?a])]])""")
add("r-rule-base-identity", """(q [:find [?c ...] :in $ % :where [?a :airport/iata "DEAD"] (star ?a ?b) [?b :airport/iata ?c]] $
 [[(star ?a ?b) [(identity ?a) ?b]]
  [(star ?a ?b) [?a :airport/serves ?m] (star ?m ?b)]])""")
add("r-rule-star-count-all", """(q [:find ?c (count ?b) :in $ % :where [?a :airport/iata ?c] (star ?a ?b)] $
 [[(star ?a ?b) [(identity ?a) ?b]]
  [(star ?a ?b) [?a :airport/serves ?m] (star ?m ?b)]])""")
add("r-rule-shared-flights", """(q [:find ?x ?y :in $ % :where (cotravel ?p ?q) [?p :pax/id ?x] [?q :pax/id ?y] [(< ?x ?y)] [(< ?y 0)]] $
 [[(cotravel ?p ?q) [?b :booking/pax ?p] [?b :booking/pax ?q] [(not= ?p ?q)]]])""")
add("r-rule-cotravel-reach", """(q [:find (count ?q) . :in $ % :where [?p :pax/id 0] (net ?p ?q)] $
 [[(co ?p ?q) [?b :booking/pax ?p] [?b :booking/pax ?q] [(not= ?p ?q)]]
  [(net ?p ?q) (co ?p ?q)]
  [(net ?p ?q) (co ?p ?m) (net ?m ?q)]])""")
# ---------------------------------------------------------------- aggregates / find specs
add("a-fare-stats", "[:find (min ?p) (max ?p) (count ?p) (count-distinct ?p) :where [_ :flight/fare ?p]]")
add("a-fare-sum", "[:find (sum ?p) . :with ?f :where [?f :flight/fare ?p]]")
add("a-dist-avg", "[:find (avg ?d) . :where [_ :flight/dist ?d]]")
add("a-dur-median", "[:find (median ?d) . :with ?f :where [?f :flight/duration ?d]]")
add("a-dur-variance", "[:find (variance ?d) . :with ?f :where [?f :flight/duration ?d]]")
add("a-dur-stddev", "[:find (stddev ?d) . :with ?f :where [?f :flight/duration ?d]]")
add("a-miles-max2", "[:find (max 2 ?m) . :where [_ :pax/miles ?m]]")
add("a-price-min3", "[:find (min 3 ?p) . :where [_ :booking/price ?p]]")
add("a-seat-max", "[:find (max ?s) . :where [_ :booking/seat ?s]]")
add("a-coords-min", "[:find (min ?c) . :where [_ :airport/coords ?c]]")
add("a-dep-max", "[:find (max ?d) . :where [_ :flight/dep ?d]]")
add("a-tags-distinct", "[:find (distinct ?t) . :where [_ :flight/tags ?t]]")
add("a-crew-per-flight", "[:find ?n (count ?c) :where [?f :flight/crew ?c] [?f :flight/no ?n] [(< ?n \"QV13\")]]")
add("a-class-price", "[:find ?k (sum ?p) (count ?b) :where [?b :booking/class ?k] [?b :booking/price ?p]]")
add("fs-tuple", '[:find [?n ?e] :where [?a :airport/iata "GRU"] [?a :airport/name ?n] [?a :airport/elev ?e]]')
add("fs-keys", '[:find ?c ?e :keys iata elev :where [?a :airport/iata ?c] [?a :airport/elev ?e] [(> ?e 400)]]')
add("fs-strs", '[:find ?c ?h :strs iata hub :where [?a :airport/iata ?c] [?a :airport/hub ?h] [?a :airport/tz :tz/cet]]')
add("fs-syms", '[:find ?c :syms iata :where [?a :airport/iata ?c] [?a :airport/elev ?e] [(< ?e 0)]]')
add("fs-order-limit", "[:find ?c ?e :where [?a :airport/iata ?c] [?a :airport/elev ?e] :order-by [?e :desc ?c] :limit 4]")
add("fs-order-offset", "[:find ?c :where [?a :airport/iata ?c] :order-by [?c] :offset 13]")
# ---------------------------------------------------------------- inputs
add("i-scalar-bigdec", "(q [:find (count ?f) . :in $ ?p :where [?f :flight/fare ?p]] $ 89M)")
add("i-rel", '(q [:find ?c ?z :in $ [[?c ?z]] :where [?a :airport/iata ?c] [?a :airport/tz ?z]] $ [["AMS" :tz/cet] ["AMS" :tz/gmt] ["NRT" :tz/jst]])')
add("i-lookup-coll", '(q [:find [?n ...] :in $ [?a ...] :where [?a :airport/name ?n]] $ [[:airport/iata "REK"] [:airport/iata "GVA"]])')
add("i-composite-lookup", '(q [:find ?n . :in $ ?b :where [?b :booking/flight ?f] [?f :flight/no ?n]] $ [:booking/flight+date [[:flight/no "QV100"] "2025-01-01"]])')
add("i-tuple-seat", '(q [:find (count ?b) . :in $ [?r ?l] :where [?b :booking/seat [?r ?l]]] $ [5 "B"])')
add("i-two-dbs-no", '(q [:find ?x . :in $ ?x] $ 5)')
# ---------------------------------------------------------------- pull
add("pl-airport", f"(pull [:airport/iata :airport/coords :airport/tz] {A('NRT')})")
add("pl-wild-self-loop", f"(pull [*] {A('XXX')})")
add("pl-serves-nested", f"(pull [:airport/iata {{:airport/serves [:airport/iata]}}] {A('LHR')})")
add("pl-serves-recursive", f"(pull [:airport/iata {{:airport/serves 2}}] {A('BVA')})")
add("pl-serves-recursive-inf", f"(pull [:airport/iata {{:airport/serves ...}}] {A('DEAD')})")
add("pl-reverse", f"(pull [:airport/iata {{:airport/_serves [:airport/iata]}}] {A('AMS')})")
add("pl-limit", f"(pull [(:airport/serves :limit 1)] {A('AMS')})")
add("pl-default", f"(pull [:airport/iata (:airport/hub :default :n-a)] {A('NRT')})")
add("pl-as", f"(pull [[:airport/iata :as :code] [:airport/elev :as \"e\"]] {A('DEAD')})")
add("pl-flight-crew", '(pull [:flight/no {:flight/crew [:crew/role :crew/years]}] [:flight/no "QV121"])')
add("pl-flight-leg", '(pull [:flight/no {:flight/leg [:leg/id {:leg/from [:airport/iata]}]}] [:flight/no "QV142"])')
add("pl-booking-composite", '(pull [:booking/date :booking/seat :booking/class] [:booking/flight+date [[:flight/no "QV100"] "2025-01-01"]])')
add("pl-pax-referred-rec", "(pull [:pax/id {:pax/referred ...}] [:pax/id 640])")
add("pl-find-reach", f'(q [:find (pull ?b [:airport/iata]) :in $ % :where [?a :airport/iata "GRU"] (reach ?a ?b)] $ {REACH})')
# ---------------------------------------------------------------- with
add("w-add-route-reach", f'(with [[:db/add {A("ISO")} :airport/serves {A("AMS")}]] (q [:find (count ?b) . :in $ % :where [?a :airport/iata "ISO"] (reach ?a ?b)] $ {REACH}))')
add("w-retract-route-reach", f'(with [[:db/retract {A("AMS")} :airport/serves {A("ZRH")}]] (q [:find [?c ...] :in $ % :where [?a :airport/iata "GVA"] (reach ?a ?b) [?b :airport/iata ?c]] $ {REACH}))')
add("w-new-airport-tempid", f'(with [{{:db/id "n" :airport/iata "NEW" :airport/serves [{A("XXX")}]}} [:db/add {A("XXX")} :airport/serves "n"]] (q [:find [?c ...] :in $ % :where [?a :airport/iata "XXX"] (reach ?a ?b) [?b :airport/iata ?c]] $ {REACH}))')
add("w-upsert-airport", '(with [{:airport/iata "REK" :airport/elev 60}] [:find ?e . :where [?a :airport/iata "REK"] [?a :airport/elev ?e]])')
add("w-cas-elev", f'(with [[:db/cas {A("ZRH")} :airport/elev 432 433]] [:find ?e . :where [?a :airport/iata "ZRH"] [?a :airport/elev ?e]])')
add("w-retract-flight-crew", '(with [[:db/retractEntity [:flight/no "QV121"]]] [:find (count ?c) . :where [?c :crew/role]])')
add("w-composite-upsert", '(with [{:booking/flight [:flight/no "QV100"] :booking/date "2025-01-01" :booking/class :class/first}] [:find ?k . :where [?b :booking/flight+date ?t] [?f :flight/no "QV100"] [(first ?t) ?x] [(= ?x ?f)] [(second ?t) "2025-01-01"] [?b :booking/class ?k]])')
add("w-retract-entity-airport-reach", f'(with [[:db/retractEntity {A("LHR")}]] (q [:find [?c ...] :in $ % :where [?a :airport/iata "AMS"] (reach ?a ?b) [?b :airport/iata ?c]] $ {REACH}))')
add("w-self-loop-remove", f'(with [[:db/retract {A("XXX")} :airport/serves {A("XXX")}]] (q [:find (count ?b) . :in $ % :where [?a :airport/iata "XXX"] (reach ?a ?b)] $ {REACH}))')
add("w-mutual-after", f'(with [[:db/add {A("ISO")} :airport/serves {A("BVA")}]] (q [:find [?c ...] :in $ % :where [?a :airport/iata "ISO"] (even-hop ?a ?b) [?b :airport/iata ?c]] $ {MUT}))')
# ---------------------------------------------------------------- mistakes (rules)
MIS = []
add("e-rule-unbound-head", """(q [:find ?a :in $ % :where (bad ?a ?b)] $
 [[(bad ?a ?b) [?a :airport/iata]]])""")
add("e-rule-unbound-head-required", """(q [:find ?c :in $ % :where [?a :airport/iata ?c] (bad ?a ?z)] $
 [[(bad ?a ?z) [?a :airport/hub true]]])""")
add("e-rule-arity-more", f'(q [:find ?b :in $ % :where [?a :airport/iata "AMS"] (reach ?a ?b ?c)] $ {REACH})')
add("e-rule-arity-less", f'(q [:find ?a :in $ % :where (reach ?a)] $ {REACH})')
add("e-rule-arity-zero", f'(q [:find ?a :in $ % :where [?a :airport/iata] (reach)] $ {REACH})')
add("e-rule-undefined", f'(q [:find ?b :in $ % :where [?a :airport/iata "AMS"] (reachable ?a ?b)] $ {REACH})')
add("e-rule-undefined-in-body", """(q [:find ?b :in $ % :where [?a :airport/iata "AMS"] (r ?a ?b)] $
 [[(r ?a ?b) [?a :airport/serves ?m] (rr ?m ?b)]])""")
add("e-rule-name-count", """(q [:find ?a :in $ % :where (count ?a)] $
 [[(count ?a) [?a :airport/hub true]]])""")
add("e-rule-name-str", """(q [:find ?c :in $ % :where [?a :airport/iata ?c] (str ?a)] $
 [[(str ?a) [?a :airport/elev 0]]])""")
add("e-rule-name-fn-call", """(q [:find ?c :in $ % :where [?a :airport/iata ?c] [(inc ?c) ?x]] $
 [[(inc ?a) [?a :airport/elev 0]]])""")
add("e-rule-name-ground", """(q [:find ?c :in $ % :where (ground ?a) [?a :airport/iata ?c]] $
 [[(ground ?a) [?a :airport/elev 0]]])""")
add("e-rule-name-not", """(q [:find ?c :in $ % :where [?a :airport/iata ?c] (not ?a)] $
 [[(not ?a) [?a :airport/elev 0]]])""")
add("e-not-unbound", "[:find ?c :where [?a :airport/iata ?c] (not [?x :airport/hub true])]")
add("e-not-only-unbound", "[:find ?c . :where (not [?x :airport/hub true]) [?a :airport/iata ?c]]")
add("e-not-join-unbound-var", "[:find ?c :where [?a :airport/iata ?c] (not-join [?z] [?z :airport/hub true])]")
add("e-not-in-rule-unbound", """(q [:find ?c :in $ % :where (lonely ?a) [?a :airport/iata ?c]] $
 [[(lonely ?a) (not [?a :airport/serves _])]])""")
add("e-not-in-rule-unbound-count", """(q [:find (count ?a) . :in $ % :where [?a :airport/iata] (lonely ?a)] $
 [[(lonely ?a) (not [?a :airport/serves _])]])""")
add("e-or-diff-vars", "[:find ?a :where (or [?a :airport/hub true] [?b :airport/tz :tz/cet])]")
add("e-or-diff-vars-in-rule", """(q [:find ?a :in $ % :where (q2 ?a)] $
 [[(q2 ?a) (or [?a :airport/hub true] [?a :airport/serves ?b])]])""")
add("e-or-join-unbound-list", "[:find ?c :where [?a :airport/iata ?c] (or-join [?z] [?z :airport/hub true] [?z :airport/elev 0])]")
add("e-rec-no-base", """(q [:find ?b :in $ % :where [?a :airport/iata "AMS"] (loop ?a ?b)] $
 [[(loop ?a ?b) [?a :airport/serves ?m] (loop ?m ?b)]])""")
add("e-rec-no-base-count", """(q [:find (count ?a) . :in $ % :where (loop ?a ?b)] $
 [[(loop ?a ?b) (loop ?b ?a)]])""")
add("e-rec-only-self", """(q [:find ?a :in $ % :where [?a :airport/iata "AMS"] (forever ?a)] $
 [[(forever ?a) (forever ?a)]])""")
add("e-rule-malformed-not-vector", '(q [:find ?a :in $ % :where (r ?a)] $ [(r ?a) [?a :airport/hub true]])')
add("e-rule-malformed-no-body", '(q [:find ?a :in $ % :where [?a :airport/iata] (r ?a)] $ [[(r ?a)]])')
add("e-rule-malformed-head-kw", '(q [:find ?a :in $ % :where (r ?a)] $ [[(:r ?a) [?a :airport/hub true]]])')
add("e-rule-malformed-head-str", '(q [:find ?a :in $ % :where (r ?a)] $ [[("r" ?a) [?a :airport/hub true]]])')
add("e-rule-malformed-head-const", '(q [:find ?a :in $ % :where (r ?a)] $ [[(r ?a 5) [?a :airport/hub true]]])')
add("e-rule-malformed-map", '(q [:find ?a :in $ % :where (r ?a)] $ {:r [[?a :airport/hub true]]})')
add("e-rule-malformed-string", '(q [:find ?a :in $ % :where (r ?a)] $ "[[(r ?a) [?a :airport/hub true]]]")')
add("e-rule-head-no-args", '(q [:find ?a :in $ % :where [?a :airport/hub true] (r)] $ [[(r) [?x :airport/hub true]]])')
add("e-rule-head-dup-var", '(q [:find ?a :in $ % :where (r ?a ?a)] $ [[(r ?a ?a) [?a :airport/serves ?a]]])')
add("e-rule-head-underscore", '(q [:find ?a :in $ % :where (r ?a ?b)] $ [[(r ?a _) [?a :airport/hub true]]])')
add("e-rule-head-src", '(q [:find ?a :in $ % :where (r ?a)] $ [[(r $ ?a) [?a :airport/hub true]]])')
add("e-rule-missing-percent", f'(q [:find ?b :in $ :where [?a :airport/iata "AMS"] (reach ?a ?b)] $ {REACH})')
add("e-rule-missing-percent-no-in", f'[:find ?b :where [?a :airport/iata "AMS"] (reach ?a ?b)]')
add("e-rule-missing-ruleset-arg", f'(q [:find ?b :in $ % :where [?a :airport/iata "AMS"] (reach ?a ?b)] $)')
add("e-rule-percent-twice", f'(q [:find ?b :in $ % % :where [?a :airport/iata "AMS"] (reach ?a ?b)] $ {REACH} {REACH})')
add("e-rule-nil-ruleset", f'(q [:find ?b :in $ % :where [?a :airport/iata "AMS"] (reach ?a ?b)] $ nil)')
add("e-rule-call-as-pattern", f'(q [:find ?b :in $ % :where [?a :airport/iata "AMS"] [reach ?a ?b]] $ {REACH})')
add("e-rule-call-as-fn", f'(q [:find ?b :in $ % :where [?a :airport/iata "AMS"] [(reach ?a) ?b]] $ {REACH})')
add("e-rule-call-as-pred", f'(q [:find ?b :in $ % :where [?a :airport/iata "AMS"] [?b :airport/iata] [(reach ?a ?b)]] $ {REACH})')
add("e-rule-required-unbound", f'(q [:find ?b :in $ % :where (reach-from ?a ?b)] $ {REACH_REQ})')
add("e-rule-required-unbound-later", f'(q [:find ?b :in $ % :where (reach-from ?a ?b) [?a :airport/iata "AMS"]] $ {REACH_REQ})')
add("e-rule-fn-unbound-in-body", """(q [:find ?a :in $ % :where [?a :airport/iata] (r ?a ?x)] $
 [[(r ?a ?x) [(inc ?y) ?x]]])""")
add("e-rule-pred-unbound-in-body", """(q [:find ?a :in $ % :where (r ?a)] $
 [[(r ?a) [(> ?a 5)]]])""")
add("e-rule-hopn-unbound-depth", f'(q [:find ?b :in $ % :where [?a :airport/iata "AMS"] (hopn ?a ?b ?n)] $ {HOPN})')
add("e-rule-within-string-depth", f'(q [:find ?b :in $ % :where [?a :airport/iata "AMS"] (within ?a ?b "2")] $ {WITHIN})')
add("e-rule-within-nil-depth", f'(q [:find ?b :in $ % ?n :where [?a :airport/iata "AMS"] (within ?a ?b ?n)] $ {WITHIN} nil)')
add("e-rule-const-lookup-missing", f'(q [:find ?b :in $ % :where (reach [:airport/iata "ZZZ"] ?b)] $ {REACH})')
add("e-rule-const-ident-missing", f'(q [:find ?e :in $ % :where (tz ?e :tz/mars)] $ {CODE})')
add("e-rule-const-wrong-type", f'(q [:find ?e :in $ % :where (code ?e 5)] $ {CODE})')
add("e-rule-const-kw-on-string", f'(q [:find ?e :in $ % :where (code ?e :AMS)] $ {CODE})')
add("e-rule-wrong-attr-in-body", """(q [:find ?b :in $ % :where [?a :airport/iata "AMS"] (r ?a ?b)] $
 [[(r ?a ?b) [?a :airport/serve ?b]]])""")
add("e-rule-nested-call-arity", """(q [:find ?b :in $ % :where [?a :airport/iata "AMS"] (r ?a ?b)] $
 [[(r ?a ?b) (s ?a ?b ?a)] [(s ?a ?b) [?a :airport/serves ?b]]])""")
add("e-rule-bodies-arity-mismatch", """(q [:find ?b :in $ % :where [?a :airport/iata "AMS"] (r ?a ?b)] $
 [[(r ?a ?b) [?a :airport/serves ?b]] [(r ?a) [?a :airport/hub true]]])""")
add("e-rule-bodies-required-mismatch", """(q [:find ?b :in $ % :where [?a :airport/iata "AMS"] (r ?a ?b)] $
 [[(r [?a] ?b) [?a :airport/serves ?b]] [(r ?a ?b) [?a :airport/alliance ?b]]])""")
add("e-rule-var-in-find-not-bound", f'(q [:find ?z :in $ % :where [?a :airport/iata "AMS"] (reach ?a ?b)] $ {REACH})')
add("e-rule-not-join-missing-var", f'(q [:find ?c :in $ % :where [?a :airport/iata ?c] (not-join [?a] (reach ?a ?b) [?b :airport/iata ?q] [(= ?q ?c)])] $ {REACH})')
add("e-rule-or-branches-differ-rules", f'(q [:find ?c :in $ % :where [?a :airport/iata ?c] (or (reach ?a ?b) (dead-end ?a))] $ {NEG})')
add("e-rule-in-not-unbound", f'(q [:find ?c . :in $ % :where (not (reach ?a ?b)) [?a :airport/iata ?c]] $ {REACH})')
add("e-rule-symbol-without-q", f'(q [:find ?b :in $ % :where [?a :airport/iata "AMS"] (reach a ?b)] $ {REACH})')
add("e-rule-list-args-kw", f'(q [:find ?b :in $ % :where [?a :airport/iata "AMS"] (reach ?a :airport/iata)] $ {REACH})')
add("e-rule-call-in-find", f'(q [:find (reach ?a ?b) :in $ % :where [?a :airport/serves ?b]] $ {REACH})')
add("e-rule-hop-double-depth", f'(q [:find ?c :in $ % :where [?a :airport/iata "AMS"] (hopn ?a ?b 2.0) [?b :airport/iata ?c]] $ {HOPN})')
add("e-rule-hop-negative-depth", f'(q [:find ?c :in $ % :where [?a :airport/iata "AMS"] (hopn ?a ?b -1) [?b :airport/iata ?c]] $ {HOPN})')
add("e-rule-mutual-missing-half", """(q [:find ?c :in $ % :where [?a :airport/iata "AMS"] (odd-hop ?a ?b) [?b :airport/iata ?c]] $
 [[(odd-hop ?a ?b) [?a :airport/serves ?b]] [(odd-hop ?a ?b) [?a :airport/serves ?m] (even-hop ?m ?b)]])""")
add("e-rule-in-pull", f'(q [:find (pull ?a [*]) :in $ % :where (reach ?a)] $ {REACH})')
add("e-rule-body-empty-vector", '(q [:find ?a :in $ % :where [?a :airport/iata] (r ?a)] $ [[(r ?a) []]])')
add("e-rule-head-vector-empty-required", '(q [:find ?a :in $ % :where [?a :airport/iata] (r ?a)] $ [[(r [] ?a) [?a :airport/hub true]]])')
add("e-rule-body-not-clause", '(q [:find ?a :in $ % :where [?a :airport/iata] (r ?a)] $ [[(r ?a) 42]])')
add("e-rule-ruleset-as-scalar-var", f'(q [:find ?b :in $ ?rules :where [?a :airport/iata "AMS"] (reach ?a ?b)] $ {REACH})')
add("e-rule-wrong-order-inputs", f'(q [:find ?b :in $ % :where [?a :airport/iata "AMS"] (reach ?a ?b)] {REACH} $)')
add("e-rule-recursive-in-not-unbound", f'(q [:find (count ?a) . :in $ % :where [?a :airport/iata] (not (reach ?x ?y))] $ {REACH})')
add("e-rule-or-join-in-rule-unbound", """(q [:find ?c :in $ % :where (r ?a) [?a :airport/iata ?c]] $
 [[(r ?a) (or-join [?a] [?a :airport/hub true] [?a :airport/elev 0])]])""")
add("e-rule-dup-head-between-bodies-renamed", """(q [:find ?c :in $ % :where [?a :airport/iata "AMS"] (r ?a ?b) [?b :airport/iata ?c]] $
 [[(r ?a ?b) [?a :airport/serves ?b]] [(r ?x ?y) [?x :airport/alliance ?y]]])""")
add("e-rule-typo-var-body", """(q [:find ?c :in $ % :where [?a :airport/iata "AMS"] (r ?a ?b) [?b :airport/iata ?c]] $
 [[(r ?a ?b) [?a :airport/serves ?bb]]])""")
add("e-rule-typo-var-recursive", """(q [:find ?c :in $ % :where [?a :airport/iata "BVA"] (r ?a ?b) [?b :airport/iata ?c]] $
 [[(r ?a ?b) [?a :airport/serves ?b]] [(r ?a ?b) [?a :airport/serves ?m] (r ?n ?b)]])""")
add("e-rule-count-agg-inside", '(q [:find ?a :in $ % :where (r ?a)] $ [[(r ?a) [?a :airport/iata] [(count ?a) ?n]]])')
add("e-rule-agg-fn-in-body", '(q [:find ?n :in $ % :where (r ?n)] $ [[(r ?n) [?a :airport/elev ?e] [(max ?e) ?n]]])')
add("e-rule-bound-in-and-out", """(q [:find ?c :in $ % :where [?a :airport/iata "JFK"] (r ?a ?a) [?a :airport/iata ?c]] $
 [[(r ?a ?b) [?a :airport/serves ?m] [?m :airport/serves ?b]]])""")
# ---------------------------------------------------------------- mistakes (plain)
add("e-find-missing-var", "[:find ?x :where [?a :airport/iata ?c]]")
add("e-unknown-fn", "[:find ?x :where [?a :airport/iata ?c] [(upper ?c) ?x]]")
add("e-unknown-agg", "[:find (mean ?e) . :where [_ :airport/elev ?e]]")
add("e-where-missing", "[:find ?a]")
add("e-find-empty", "[:find :where [?a :airport/iata]]")
add("e-lookup-missing", '(pull [*] [:airport/iata "ZZZ"])')
add("e-lookup-nonunique", '(pull [*] [:airport/city "London"])')
add("e-input-count", '(q [:find ?a :in $ ?x ?y :where [?a :airport/iata ?x]] $ "AMS")')
add("e-keys-count", "[:find ?c ?e :keys c :where [?a :airport/iata ?c] [?a :airport/elev ?e]]")
add("e-pull-bad-pattern", f"(pull [:airport/iata {{:airport/serves}}] {A('AMS')})")
add("e-w-string-on-long", f'(with [[:db/add {A("AMS")} :airport/elev "high"]] [:find ?e . :where [?a :airport/iata "AMS"] [?a :airport/elev ?e]])')
add("e-w-cas-fails", f'(with [[:db/cas {A("ZRH")} :airport/elev 1 2]] [:find ?e . :where [?a :airport/iata "ZRH"] [?a :airport/elev ?e]])')
add("e-w-unique-value-conflict", f'(with [[:db/add {A("XXX")} :airport/icao "EAMS0"]] [:find ?c . :where [?a :airport/icao "EAMS0"] [?a :airport/iata ?c]])')
add("e-w-seat-wrong-types", '(with [{:booking/flight [:flight/no "QV100"] :booking/date "2030-01-01" :booking/seat ["A" 5]}] [:find (count ?b) . :where [?b :booking/seat]])')
add("e-order-by-missing-var", "[:find ?c :where [?a :airport/iata ?c] :order-by [?e]]")
add("e-range-tuple-fn", "[:find ?c :where [?a :airport/iata ?c] [(subs ?c 5) ?x]]")

add("e-rule-call-quoted-name", f'(q [:find ?b :in $ % :where [?a :airport/iata "AMS"] ("reach" ?a ?b)] $ {REACH})')
add("e-rule-call-kw-name", f'(q [:find ?b :in $ % :where [?a :airport/iata "AMS"] (:reach ?a ?b)] $ {REACH})')
add("e-rule-head-not-list", '(q [:find ?a :in $ % :where (r ?a)] $ [[r ?a [?a :airport/hub true]]])')
add("e-rule-ruleset-flat", '(q [:find ?a :in $ % :where (r ?a)] $ [(r ?a) [?a :airport/hub true] (r ?a) [?a :airport/elev 0]])')
add("e-rule-rule-named-rule-var", '(q [:find ?a :in $ % :where (?r ?a)] $ [[(r ?a) [?a :airport/hub true]]])')
add("e-rule-percent-misspelt", f'(q [:find ?b :in $ %rules :where [?a :airport/iata "AMS"] (reach ?a ?b)] $ {REACH})')
add("e-rule-percent-named", f'(q [:find [?c ...] :in $ %r :where [?a :airport/iata "SYD"] (reach ?a ?b) [?b :airport/iata ?c]] $ {REACH})')
add("e-rule-fn-named-like-rule", f'(q [:find ?b :in $ % :where [?a :airport/iata "AMS"] [(reach ?a ?b)]] $ {REACH})')
add("e-rule-not-join-empty-vars", f'(q [:find ?c :in $ % :where [?a :airport/iata ?c] (not-join [] (dead-end ?a))] $ {NEG})')
add("e-rule-or-join-required-unbound", f'(q [:find ?c :in $ % :where (or-join [[?a]] (dead-end ?a) (orphan ?a)) [?a :airport/iata ?c]] $ {NEG})')
add("e-rule-or-join-required-bound", f'(q [:find [?c ...] :in $ % :where [?a :airport/iata ?c] (or-join [[?a]] (dead-end ?a) (orphan ?a))] $ {NEG})')
add("e-rule-mixed-not-in-or-branch-diff", f'(q [:find ?c :in $ % :where [?a :airport/iata ?c] (or (not (dead-end ?a)) (reach ?a ?b))] $ {NEG})')
add("e-rule-depth-string-input", f'(q [:find ?c :in $ % ?n :where [?a :airport/iata "AMS"] (hopn ?a ?b ?n) [?b :airport/iata ?c]] $ {HOPN} "2")')
add("e-rule-too-many-inputs", f'(q [:find ?c :in $ % :where [?a :airport/iata ?c]] $ {REACH} 5)')
add("e-not-join-no-vars-vector", "[:find ?c :where [?a :airport/iata ?c] (not-join ?a [?a :airport/hub true])]")
add("e-or-empty", "[:find ?c :where [?a :airport/iata ?c] (or)]")
add("e-not-empty", "[:find ?c :where [?a :airport/iata ?c] (not)]")
add("e-pred-in-find", "[:find (> ?e 5) :where [?a :airport/elev ?e]]")
add("e-missing-with-var", "[:find (count ?a) . :with ?zz :where [?a :airport/iata]]")
add("e-pattern-too-long", "[:find ?a :where [?a :airport/iata ?c ?t ?op ?x]]")

open(os.path.join(HERE, "queries.edn"), "w").write("".join(f";; @ {n}\n{t}\n" for n, t in E))
print(len(E), "entries;", sum(1 for n, t in E if "%" in t), "with rules;",
      sum(1 for n, _ in E if n.startswith("e-")), "mistakes")
