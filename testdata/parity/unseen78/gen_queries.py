#!/usr/bin/env python3
"""Writes queries.edn of the unseen78 parity corpus (deterministic).

Bike-share network at a larger scale (~36,000 datoms); emphasis on the same
query shapes where the planner picks other plans: multi-way joins of two
large stars meeting on a shared variable, the same joins inside rule
bodies, rules with not/or-join over large inputs, recursive reachability
with counts, aggregates over rule results, collection inputs of hundreds
of values, :order-by/:limit over large results, and inline-vs-rule pairs.
~80% correct uses, ~20% mistakes; plus basics, pull, `with`, errors.
"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def add(name, text):
    E.append((name, text.strip()))


def scode(i):
    return f"ST{i:03d}"


def buuid(i):
    return f"b1ce0000-0000-4000-8000-{i:012d}"


def email(i):
    return f"rider{i}@bike.example" if i % 37 != 36 else f"Ränder{i}@bike.example"


REACH = """[[(reach ?a ?b) [?a :station/neighbors ?b]]
  [(reach ?a ?b) [?a :station/neighbors ?m] (reach ?m ?b)]]"""
HREACH = """[[(hreach ?a ?b) [?a :hood/adjacent ?b]]
  [(hreach ?a ?b) [?a :hood/adjacent ?m] (hreach ?m ?b)]]"""
TRIPHOOD = """[[(trip-hoods ?t ?h1 ?h2) [?t :trip/from ?s1] [?t :trip/to ?s2] [?s1 :station/hood ?h1] [?s2 :station/hood ?h2]]]"""
RIDEPLAN = """[[(ride-plan ?t ?p) [?t :trip/rider ?r] [?r :rider/membership ?m] [?m :membership/plan ?p]]]"""
SAMEHOME = """[[(same-home ?b1 ?b2) [?b1 :bike/home ?s] [?b2 :bike/home ?s] [(< ?b1 ?b2)]]]"""
NOEND = """[[(open-trip ?t) [?t :trip/id] (not [?t :trip/end])]]"""
PAID = """[[(paid ?t) [?t :trip/fare ?f] [(> ?f 0M)]]
  [(free ?t) [?t :trip/id] (not-join [?t] [?t :trip/fare ?f] [(> ?f 0M)])]]"""
ORJ = """[[(touches ?t ?s) (or-join [?t ?s] [?t :trip/from ?s] [?t :trip/to ?s])]]"""
HOMEFROM = """[[(home-start ?t) [?t :trip/bike ?b] [?b :bike/home ?s] [?t :trip/from ?s]]]"""
FRIEND = """[[(fr ?a ?b) [?a :rider/friends ?b]]
  [(fr ?a ?b) [?a :rider/friends ?m] (fr ?m ?b)]]"""
MUT = """[[(even-hop ?a ?b) [(identity ?a) ?b]]
  [(even-hop ?a ?b) [?a :station/neighbors ?m] (odd-hop ?m ?b)]
  [(odd-hop ?a ?b) [?a :station/neighbors ?m] (even-hop ?m ?b)]]"""
DIST = """[[(hops ?a ?b ?d) [?a :station/neighbors ?b] [(ground 1) ?d]]
  [(hops ?a ?b ?d) [?a :station/neighbors ?m] (hops ?m ?b ?d0) [(inc ?d0) ?d] [(< ?d 6)]]]"""
ELEC = """[[(electric-trip ?t ?r) [?t :trip/bike ?b] [?b :bike/electric true] [?t :trip/rider ?r]]]"""

# ---------------- basics
add("b-count-trips", "[:find (count ?t) . :where [?t :trip/id]]")
add("b-count-datoms-station", "[:find (count ?s) . :where [?s :station/code]]")
add("b-hood-names", "[:find [?n ...] :where [_ :hood/name ?n]]")
add("b-hood-empty-name", '[:find ?z . :where [?h :hood/name ""] [?h :hood/zone ?z]]')
add("b-hood-emoji", '[:find ?z . :where [?h :hood/name "Köpenick 🚲"] [?h :hood/zone ?z]]')
add("b-station-by-code", '[:find ?n . :where [?s :station/code "ST042"] [?s :station/name ?n]]')
add("b-station-no-hood", "[:find [?c ...] :where [?s :station/code ?c] [(missing? $ ?s :station/hood)]]")
add("b-capacity-zero", "[:find (count ?s) . :where [?s :station/capacity 0]]")
add("b-charging-true", "[:find (count ?s) . :where [?s :station/charging true]]")
add("b-charging-false", "[:find (count ?s) . :where [?s :station/charging false]]")
add("b-charging-missing", "[:find (count ?s) . :where [?s :station/code] [(missing? $ ?s :station/charging)]]")
add("b-bike-by-uuid", f'[:find ?sn . :where [?b :bike/uuid #uuid "{buuid(77)}"] [?b :bike/serial ?sn]]')
add("b-bike-value-huge", "[:find (count ?b) . :where [?b :bike/value 99999999999999999999N]]")
add("b-bike-value-neg", "[:find (count ?b) . :where [?b :bike/value ?v] [(neg? ?v)]]")
add("b-bike-battery-negzero", "[:find (count ?b) . :where [?b :bike/battery -0.0]]")
add("b-bike-battery-zero", "[:find (count ?b) . :where [?b :bike/battery 0.0]]")
add("b-bike-odo-neg", "[:find [?o ...] :where [_ :bike/odometer ?o] [(< ?o 0)]]")
add("b-rider-unicode", '[:find ?n . :where [?r :rider/email "Ränder36@bike.example"] [?r :rider/name ?n]]')
add("b-rider-empty-name", '[:find (count ?r) . :where [?r :rider/name ""]]')
add("b-price-bigdec", "[:find (count ?m) . :where [?m :membership/price 14.90M]]")
add("b-price-bigdec-scale", "[:find (count ?m) . :where [?m :membership/price 14.9M]]")
add("b-price-neg", "[:find (count ?m) . :where [?m :membership/price -1.00M]]")
add("b-fare-zero", "[:find (count ?t) . :where [?t :trip/fare 0.00M]]")
add("b-fare-2.5", "[:find (count ?t) . :where [?t :trip/fare 2.5M]]")
add("b-trip-secs-zero", "[:find (count ?t) . :where [?t :trip/secs 0]]")
add("b-trip-rating-neg", "[:find (count ?t) . :where [?t :trip/rating -1.0]]")
add("b-trip-no-end", "[:find (count ?t) . :where [?t :trip/id] [(missing? $ ?t :trip/end)]]")
add("b-trip-start-inst", '[:find ?id . :where [?t :trip/start #inst "2024-03-01T06:00:00.000Z"] [?t :trip/id ?id]]')
add("b-model-kw", "[:find (count ?b) . :where [?b :bike/model :cargo]]")
add("b-tag-many", "[:find (count ?s) . :where [?s :station/tags :metro]]")
add("b-tags-distinct", "[:find [?t ...] :where [_ :station/tags ?t]]")
add("b-dock-status", "[:find ?st (count ?d) :where [?d :dock/status ?st]]")
add("b-maint-parts", '[:find (count ?m) . :where [?m :maint/parts [:brake 0 "rear"]]]')
add("b-maint-composite", "[:find (count ?m) . :where [?m :maint/bike+no ?k]]")
add("b-loc-tuple", "[:find (count ?s) . :where [?s :station/loc ?l]]")
add("b-self-loop-stations", "[:find [?c ...] :where [?s :station/neighbors ?s] [?s :station/code ?c]]")
add("b-self-loop-hood", "[:find ?n . :where [?h :hood/adjacent ?h] [?h :hood/name ?n]]")
add("b-self-friend", "[:find [?e ...] :where [?r :rider/friends ?r] [?r :rider/email ?e]]")

# ---------------- large star joins
add("j-trip-hood-plan", """[:find ?hn ?p (count ?t) :where [?t :trip/from ?s] [?s :station/hood ?h] [?h :hood/name ?hn]
 [?t :trip/rider ?r] [?r :rider/membership ?m] [?m :membership/plan ?p]]""")
add("j-trip-hood-plan-total", """[:find (count ?t) . :where [?t :trip/from ?s] [?s :station/hood ?h]
 [?t :trip/rider ?r] [?r :rider/membership ?m] [?m :membership/plan ?p]]""")
add("j-from-to-same-hood", """[:find (count ?t) . :where [?t :trip/from ?s1] [?t :trip/to ?s2] [?s1 :station/hood ?h] [?s2 :station/hood ?h]]""")
add("j-from-to-same-station", "[:find (count ?t) . :where [?t :trip/from ?s] [?t :trip/to ?s]]")
add("j-home-start", "[:find (count ?t) . :where [?t :trip/bike ?b] [?b :bike/home ?s] [?t :trip/from ?s]]")
add("j-home-end", "[:find (count ?t) . :where [?t :trip/bike ?b] [?b :bike/home ?s] [?t :trip/to ?s]]")
add("j-electric-by-plan", """[:find ?p (count-distinct ?r) :where [?t :trip/bike ?b] [?b :bike/electric true] [?t :trip/rider ?r]
 [?r :rider/membership ?m] [?m :membership/plan ?p]]""")
add("j-model-zone", """[:find ?mo ?z (count ?t) :where [?t :trip/bike ?b] [?b :bike/model ?mo] [?t :trip/to ?s] [?s :station/hood ?h] [?h :hood/zone ?z]]""")
add("j-fare-sum-by-hood", """[:find ?hn (sum ?f) :where [?t :trip/from ?s] [?s :station/hood ?h] [?h :hood/name ?hn] [?t :trip/fare ?f]]""")
add("j-secs-avg-by-plan", """[:find ?p (avg ?x) :where [?t :trip/secs ?x] [?t :trip/rider ?r] [?r :rider/membership ?m] [?m :membership/plan ?p]]""")
add("j-rating-by-model", """[:find ?mo (avg ?x) (min ?x) (max ?x) :where [?t :trip/rating ?x] [?t :trip/bike ?b] [?b :bike/model ?mo]]""")
add("j-two-stars-age", """[:find ?hn (max ?a) :where [?t :trip/to ?s] [?s :station/hood ?h] [?h :hood/name ?hn] [?t :trip/rider ?r] [?r :rider/age ?a]]""")
add("j-rider-home-hood", """[:find (count-distinct ?r) . :where [?t :trip/rider ?r] [?t :trip/bike ?b] [?b :bike/home ?s] [?s :station/hood ?h] [?h :hood/zone 2]]""")
add("j-charging-electric", """[:find (count ?t) . :where [?t :trip/to ?s] [?s :station/charging true] [?t :trip/bike ?b] [?b :bike/electric true]]""")
add("j-tag-plan", """[:find ?tg (count ?t) :where [?t :trip/from ?s] [?s :station/tags ?tg] [?t :trip/rider ?r] [?r :rider/membership ?m] [?m :membership/plan :year]]""")
add("j-friends-same-station", """[:find (count ?t1) . :where [?a :rider/friends ?b] [(not= ?a ?b)] [?t1 :trip/rider ?a] [?t2 :trip/rider ?b] [?t1 :trip/from ?s] [?t2 :trip/from ?s]]""")
add("j-maint-trip-bikes", """[:find ?k (count-distinct ?t) :where [?m :maint/kind ?k] [?m :maint/bike ?b] [?t :trip/bike ?b] [?t :trip/secs ?x] [(> ?x 3000)]]""")
add("j-bike-trips-maint-cost", """[:find (sum ?c) . :where [?m :maint/cost ?c] [?m :maint/bike ?b] [?b :bike/model :ebike]]""")
add("j-dock-broken-trips", """[:find (count ?t) . :where [?s :station/docks ?d] [?d :dock/status :broken] [?t :trip/to ?s]]""")
add("j-hood-adjacent-trips", """[:find (count ?t) . :where [?t :trip/from ?s1] [?t :trip/to ?s2] [?s1 :station/hood ?h1] [?s2 :station/hood ?h2] [?h1 :hood/adjacent ?h2]]""")
add("j-cartesian-small", """[:find (count ?h1) . :where [?h1 :hood/zone 1] [?h2 :hood/zone 2]]""")
add("j-price-by-plan", """[:find ?p (distinct ?pr) :where [?m :membership/plan ?p] [?m :membership/price ?pr]]""")
add("j-median-secs-hood", """[:find ?hn (median ?x) :where [?t :trip/from ?s] [?s :station/hood ?h] [?h :hood/name ?hn] [?t :trip/secs ?x]]""")
add("j-variance-rating", """[:find ?mo (variance ?x) (stddev ?x) :where [?t :trip/rating ?x] [?t :trip/bike ?b] [?b :bike/model ?mo]]""")
add("j-with-rider", """[:find ?p (count ?a) :with ?r :where [?r :rider/membership ?m] [?m :membership/plan ?p] [?r :rider/age ?a]]""")
add("j-sum-with", """[:find (sum ?a) . :with ?r :where [?r :rider/age ?a]]""")
add("j-sum-without-with", """[:find (sum ?a) . :where [?r :rider/age ?a]]""")

# ---------------- inline vs rule pairs
add("p-hoods-inline", """[:find ?h1 (count ?t) :where [?t :trip/from ?s1] [?t :trip/to ?s2] [?s1 :station/hood ?h1] [?s2 :station/hood ?h2] [(= ?h1 ?h2)]]""")
add("p-hoods-rule", f"""(q [:find ?h1 (count ?t) :in $ % :where (trip-hoods ?t ?h1 ?h2) [(= ?h1 ?h2)]] $ {TRIPHOOD})""")
add("p-plan-inline", """[:find ?p (count ?t) :where [?t :trip/rider ?r] [?r :rider/membership ?m] [?m :membership/plan ?p]]""")
add("p-plan-rule", f"""(q [:find ?p (count ?t) :in $ % :where (ride-plan ?t ?p)] $ {RIDEPLAN})""")
add("p-samehome-inline", """[:find (count ?b1) . :where [?b1 :bike/home ?s] [?b2 :bike/home ?s] [(< ?b1 ?b2)]]""")
add("p-samehome-rule", f"""(q [:find (count ?b1) . :in $ % :where (same-home ?b1 ?b2)] $ {SAMEHOME})""")
add("p-open-inline", """[:find (count ?t) . :where [?t :trip/id] (not [?t :trip/end])]""")
add("p-open-rule", f"""(q [:find (count ?t) . :in $ % :where (open-trip ?t)] $ {NOEND})""")
add("p-paid-inline", """[:find (count ?t) . :where [?t :trip/fare ?f] [(> ?f 0M)]]""")
add("p-paid-rule", f"""(q [:find (count ?t) . :in $ % :where (paid ?t)] $ {PAID})""")
add("p-free-inline", """[:find (count ?t) . :where [?t :trip/id] (not-join [?t] [?t :trip/fare ?f] [(> ?f 0M)])]""")
add("p-free-rule", f"""(q [:find (count ?t) . :in $ % :where (free ?t)] $ {PAID})""")
add("p-touch-inline", """[:find (count ?t) . :where [?s :station/code "ST010"] (or-join [?t ?s] [?t :trip/from ?s] [?t :trip/to ?s])]""")
add("p-touch-rule", f"""(q [:find (count ?t) . :in $ % :where [?s :station/code "ST010"] (touches ?t ?s)] $ {ORJ})""")
add("p-touch-all-rule", f"""(q [:find ?c (count ?t) :in $ % :where [?s :station/code ?c] [(< ?c "ST005")] (touches ?t ?s)] $ {ORJ})""")
add("p-touch-all-inline", """[:find ?c (count ?t) :where [?s :station/code ?c] [(< ?c "ST005")] (or-join [?t ?s] [?t :trip/from ?s] [?t :trip/to ?s])]""")
add("p-homestart-rule", f"""(q [:find (count ?t) . :in $ % :where (home-start ?t)] $ {HOMEFROM})""")
add("p-homestart-rule-plan", f"""(q [:find ?p (count ?t) :in $ % :where (home-start ?t) (ride-plan ?t ?p)] $ {HOMEFROM[:-1]} {RIDEPLAN[1:]})""")
add("p-homestart-inline-plan", """[:find ?p (count ?t) :where [?t :trip/bike ?b] [?b :bike/home ?s] [?t :trip/from ?s] [?t :trip/rider ?r] [?r :rider/membership ?m] [?m :membership/plan ?p]]""")
add("p-elec-rule", f"""(q [:find (count-distinct ?r) . :in $ % :where (electric-trip ?t ?r)] $ {ELEC})""")
add("p-elec-inline", """[:find (count-distinct ?r) . :where [?t :trip/bike ?b] [?b :bike/electric true] [?t :trip/rider ?r]]""")
add("p-elec-not-rule", f"""(q [:find (count ?r) . :in $ % :where [?r :rider/email] (not-join [?r] (electric-trip ?t ?r))] $ {ELEC})""")
add("p-elec-not-inline", """[:find (count ?r) . :where [?r :rider/email] (not-join [?r] [?t :trip/rider ?r] [?t :trip/bike ?b] [?b :bike/electric true])]""")

# ---------------- recursion over the station graph
add("r-reach-count-from-0", f"""(q [:find (count ?b) . :in $ % :where [?a :station/code "ST000"] (reach ?a ?b)] $ {REACH})""")
add("r-reach-count-from-140", f"""(q [:find (count ?b) . :in $ % :where [?a :station/code "ST140"] (reach ?a ?b)] $ {REACH})""")
add("r-reach-count-from-49", f"""(q [:find (count ?b) . :in $ % :where [?a :station/code "ST049"] (reach ?a ?b)] $ {REACH})""")
add("r-reach-count-from-48", f"""(q [:find (count ?b) . :in $ % :where [?a :station/code "ST048"] (reach ?a ?b)] $ {REACH})""")
add("r-reach-all-pairs", f"""(q [:find (count ?a) . :in $ % :where (reach ?a ?b)] $ {REACH})""")
add("r-reach-all-pairs-tuple", f"""(q [:find ?a ?b :in $ % :where (reach ?a ?b) [(= ?a ?b)] [?a :station/code ?c] [(>= ?c "ST140")]] $ {REACH})""")
add("r-reach-self", f"""(q [:find [?c ...] :in $ % :where (reach ?a ?a) [?a :station/code ?c] [(< ?c "ST030")]] $ {REACH})""")
add("r-reach-per-source", f"""(q [:find ?c (count ?b) :in $ % :where [?a :station/code ?c] [(< ?c "ST012")] (reach ?a ?b)] $ {REACH})""")
add("r-reach-trips", f"""(q [:find (count ?t) . :in $ % :where [?a :station/code "ST100"] (reach ?a ?s) [?t :trip/to ?s]] $ {REACH})""")
add("r-reach-bound-both", f"""(q [:find ?x . :in $ % :where [?a :station/code "ST001"] [?b :station/code "ST047"] (reach ?a ?b) [(ground true) ?x]] $ {REACH})""")
add("r-reach-unreachable", f"""(q [:find ?x . :in $ % :where [?a :station/code "ST050"] [?b :station/code "ST020"] (reach ?a ?b) [(ground true) ?x]] $ {REACH})""")
add("r-reach-not", f"""(q [:find (count ?b) . :in $ % :where [?a :station/code "ST000"] [?b :station/code] (not (reach ?a ?b))] $ {REACH})""")
add("r-hood-reach", f"""(q [:find ?n (count ?b) :in $ % :where [?a :hood/name ?n] (hreach ?a ?b)] $ {HREACH})""")
add("r-hood-reach-stations", f"""(q [:find (count ?s) . :in $ % :where [?a :hood/name "Mitte"] (hreach ?a ?h) [?s :station/hood ?h]] $ {HREACH})""")
add("r-hood-reach-trips", f"""(q [:find (count ?t) . :in $ % :where [?a :hood/name "Wedding"] (hreach ?a ?h) [?s :station/hood ?h] [?t :trip/from ?s]] $ {HREACH})""")
add("r-friends-count", f"""(q [:find ?e (count ?b) :in $ % :where [?a :rider/email ?e] [(< ?e "rider2")] (fr ?a ?b)] $ {FRIEND})""")
add("r-friends-total", f"""(q [:find (count ?a) . :in $ % :where (fr ?a ?b)] $ {FRIEND})""")
add("r-mutual-even", f"""(q [:find (count ?b) . :in $ % :where [?a :station/code "ST140"] (even-hop ?a ?b)] $ {MUT})""")
add("r-mutual-odd", f"""(q [:find (count ?b) . :in $ % :where [?a :station/code "ST140"] (odd-hop ?a ?b)] $ {MUT})""")
add("r-mutual-even-ring", f"""(q [:find (count ?b) . :in $ % :where [?a :station/code "ST026"] (even-hop ?a ?b)] $ {MUT})""")
add("r-hops-min", f"""(q [:find ?c (min ?d) :in $ % :where [?a :station/code "ST000"] (hops ?a ?b ?d) [?b :station/code ?c]] $ {DIST})""")
add("r-hops-count", f"""(q [:find (count ?b) . :in $ % :where [?a :station/code "ST005"] (hops ?a ?b ?d)] $ {DIST})""")
add("r-hops-max", f"""(q [:find (max ?d) . :in $ % :where [?a :station/code "ST140"] (hops ?a ?b ?d)] $ {DIST})""")
add("r-reach-agg-over-rule", f"""(q [:find ?c (count-distinct ?h) :in $ % :where [?a :station/code ?c] [(contains? #{{"ST000" "ST050" "ST100" "ST140"}} ?c)] (reach ?a ?b) [?b :station/hood ?h]] $ {REACH})""")
add("r-reach-order", f"""(q [:find ?c :in $ % :where [?a :station/code "ST000"] (reach ?a ?b) [?b :station/code ?c] :order-by [?c :desc] :limit 5] $ {REACH})""")

# ---------------- rules with not / or-join over large inputs
add("n-rule-not-large", """(q [:find (count ?t) . :in $ % :where (long-trip ?t)] $ [[(long-trip ?t) [?t :trip/secs ?x] [(> ?x 1000)] (not [?t :trip/rating ?r] [(< ?r 2.0)])]])""")
add("n-rule-orjoin-large", """(q [:find (count ?t) . :in $ % :where (flagged ?t)] $ [[(flagged ?t) [?t :trip/id] (or-join [?t] [?t :trip/rating -1.0] (and [?t :trip/secs ?x] [(> ?x 7000)]))]])""")
add("n-inline-orjoin-large", """[:find (count ?t) . :where [?t :trip/id] (or-join [?t] [?t :trip/rating -1.0] (and [?t :trip/secs ?x] [(> ?x 7000)]))]""")
add("n-rule-not-join-rider", """(q [:find (count ?r) . :in $ % :where (never-rode ?r)] $ [[(never-rode ?r) [?r :rider/email] (not-join [?r] [?t :trip/rider ?r])]])""")
add("n-inline-not-join-rider", """[:find (count ?r) . :where [?r :rider/email] (not-join [?r] [?t :trip/rider ?r])]""")
add("n-bike-never-used", """[:find (count ?b) . :where [?b :bike/uuid] (not-join [?b] [_ :trip/bike ?b])]""")
add("n-station-never-dest", """[:find [?c ...] :where [?s :station/code ?c] (not-join [?s] [_ :trip/to ?s])]""")
add("n-not-two-clauses", """[:find (count ?t) . :where [?t :trip/from ?s] (not [?s :station/charging true] [?s :station/capacity 0])]""")
add("n-or-two-branches", """[:find (count ?t) . :where [?t :trip/to ?s] (or [?s :station/capacity 0] [?s :station/charging false])]""")
add("n-or-and-branch", """[:find (count ?b) . :where [?b :bike/model ?m] (or (and [(= ?m :ebike)] [?b :bike/electric true]) [?b :bike/odometer 0])]""")
add("n-not-with-pred", """[:find (count ?r) . :where [?r :rider/age ?a] (not [(< ?a 18)])]""")
add("n-rule-not-called-in-or", """(q [:find (count ?t) . :in $ % :where [?t :trip/secs ?x] (or (short ?t) [(> ?x 7000)])] $ [[(short ?t) [?t :trip/secs ?y] [(< ?y 100)]]])""")
add("n-not-rule-call", f"""(q [:find (count ?t) . :in $ % :where [?t :trip/id] (not (home-start ?t))] $ {HOMEFROM})""")
add("n-not-join-two-vars", """[:find (count ?t) . :where [?t :trip/from ?a] [?t :trip/to ?b] (not-join [?a ?b] [?a :station/neighbors ?b])]""")
add("n-neighbor-trips", """[:find (count ?t) . :where [?t :trip/from ?a] [?t :trip/to ?b] [?a :station/neighbors ?b]]""")

# ---------------- predicates and functions
add("f-secs-range", "[:find (count ?t) . :where [?t :trip/secs ?x] [(<= 600 ?x 1800)]]")
add("f-duration-from-insts", """[:find (count ?t) . :where [?t :trip/start ?a] [?t :trip/end ?b] [?t :trip/secs ?x] [(.getTime ?a) ?ma] [(.getTime ?b) ?mb] [(- ?mb ?ma) ?d] [(quot ?d 1000) ?s] [(= ?s ?x)]]""")
add("f-duration-mismatch", """[:find (count ?t) . :where [?t :trip/start ?a] [?t :trip/end ?b] [?t :trip/secs ?x] [(.getTime ?a) ?ma] [(.getTime ?b) ?mb] [(- ?mb ?ma) ?d] [(not= ?d (* ?x 1000))]]""")
add("f-inst-compare", """[:find (count ?t) . :where [?t :trip/start ?a] [(> ?a #inst "2024-03-20T00:00:00.000Z")]]""")
add("f-inst-between", """[:find (count ?t) . :where [?t :trip/start ?a] [(< #inst "2024-03-05T00:00:00.000Z" ?a #inst "2024-03-06T00:00:00.000Z")]]""")
add("f-str-code", """[:find ?s . :where [?x :station/code "ST007"] [?x :station/name ?n] [(str ?n "/" "ST007") ?s]]""")
add("f-starts-with", """[:find (count ?s) . :where [?s :station/name ?n] [(clojure.string/starts-with? ?n "Straße")]]""")
add("f-upper-unicode", """[:find ?u . :where [?s :station/code "ST001"] [?s :station/name ?n] [(clojure.string/upper-case ?n) ?u]]""")
add("f-count-name", """[:find ?n ?c :where [?s :station/code "ST002"] [?s :station/name ?n] [(count ?n) ?c]]""")
add("f-re-find-email", """[:find (count ?r) . :where [?r :rider/email ?e] [(re-find #"^rider\\d*7@" ?e)]]""")
add("f-re-matches-groups", """[:find ?g . :where [?r :rider/email "rider123@bike.example"] [?r :rider/email ?e] [(re-matches #"rider(\\d+)@(.*)" ?e) ?g]]""")
add("f-subs-code", """[:find (distinct ?p) . :where [_ :station/code ?c] [(subs ?c 0 4) ?p]]""")
add("f-bigdec-add", """[:find (sum ?f) . :where [?t :trip/fare ?f] [?t :trip/from ?s] [?s :station/code "ST000"]]""")
add("f-bigdec-mult", """[:find ?x . :where [?m :membership/price 14.90M] [?m :membership/price ?p] [(* ?p 2) ?x]]""")
add("f-bigint-arith", """[:find (max ?x) . :where [?b :bike/value ?v] [(+ ?v 1) ?x]]""")
add("f-double-arith", """[:find (sum ?x) . :where [?b :bike/battery ?v] [(* ?v 100.0) ?x]]""")
add("f-mod-bucket", """[:find ?k (count ?t) :where [?t :trip/id ?i] [(mod ?i 7) ?k]]""")
add("f-get-else", """[:find ?r (count ?t) :where [?t :trip/id] [(get-else $ ?t :trip/rating -99.0) ?r]]""")
add("f-get-some", """[:find ?a (count ?r) :where [?r :rider/email] [(get-some $ ?r :rider/rating :rider/age) [?a ?v]]]""")
add("f-tuple-untuple", """[:find ?k ?n (count ?m) :where [?m :maint/parts ?p] [(untuple ?p) [?k ?n ?s]] [(> ?n 4)]]""")
add("f-tuple-build", """[:find ?tp . :where [?s :station/code "ST003"] [?s :station/capacity ?c] [(tuple ?c "x" :y) ?tp]]""")
add("f-loc-lat", """[:find (max ?lat) (min ?lon) :where [?s :station/loc ?l] [(nth ?l 0) ?lat] [(nth ?l 1) ?lon]]""")
add("f-identity-bind", """[:find (count ?x) . :where [?t :trip/secs ?s] [(identity ?s) ?x]]""")
add("f-ground-coll", """(q [:find ?x :where [(ground [1 2 3]) [?x ...]]])""")
add("f-ground-rel", """(q [:find ?a ?b :where [(ground [[1 :a] [2 :b]]) [[?a ?b]]]])""")
add("f-uuid-str", f"""[:find ?s . :where [?b :bike/uuid #uuid "{buuid(3)}"] [?b :bike/uuid ?u] [(str ?u) ?s]]""")
add("f-keyword-name", """[:find (distinct ?n) . :where [_ :bike/model ?m] [(name ?m) ?n]]""")
add("f-keyword-ns", """[:find ?ns . :where [?m :membership/plan :year] [(namespace :membership/plan) ?ns]]""")
add("f-boolean-not", """[:find (count ?b) . :where [?b :bike/electric ?e] [(not ?e)]]""")
add("f-inst-year", """[:find ?y (count ?s) :where [?s :station/opened ?o] [(.getYear ?o) ?y0] [(+ ?y0 1900) ?y]]""")
add("f-max-n", """[:find (max 3 ?x) . :where [_ :trip/secs ?x]]""")
add("f-min-n", """[:find (min 4 ?x) . :where [_ :bike/odometer ?x]]""")
add("f-distinct-plans", """[:find (distinct ?p) . :where [_ :membership/plan ?p]]""")
add("f-count-distinct-bikes", """[:find (count-distinct ?b) . :where [_ :trip/bike ?b]]""")
add("f-median-odo", """[:find (median ?o) . :where [_ :bike/odometer ?o]]""")
add("f-avg-fare", """[:find (avg ?f) . :where [_ :trip/fare ?f]]""")
add("f-sum-bigint", """[:find (sum ?v) . :where [_ :bike/value ?v]]""")
add("f-variance-age", """[:find (variance ?a) . :where [_ :rider/age ?a]]""")
add("f-stddev-secs", """[:find (stddev ?x) . :where [_ :trip/secs ?x]]""")
add("f-min-inst", """[:find (min ?s) . :where [_ :trip/start ?s]]""")
add("f-max-inst", """[:find (max ?s) . :where [_ :trip/end ?s]]""")
add("f-min-str", """[:find (min ?n) . :where [_ :station/name ?n]]""")
add("f-max-kw", """[:find (max ?m) . :where [_ :bike/model ?m]]""")
add("f-max-uuid", """[:find (max ?u) . :where [_ :bike/uuid ?u]]""")
add("f-count-nonzero", """[:find (count ?x) . :where [_ :trip/secs ?x] [(pos? ?x)]]""")
add("f-zero-secs-even", """[:find (count ?t) . :where [?t :trip/secs ?x] [(zero? ?x)] [?t :trip/id ?i] [(even? ?i)]]""")
add("f-str-join", """[:find ?s . :where [?r :rider/email "rider10@bike.example"] [?r :rider/name ?n] [(clojure.string/split ?n #" ") ?parts] [(clojure.string/join "-" ?parts) ?s]]""")
add("f-compare-codes", """[:find (count ?a) . :where [?a :station/code ?x] [?b :station/code "ST075"] [?b :station/code ?y] [(compare ?x ?y) ?c] [(neg? ?c)]]""")
add("f-abs-odo", """[:find [?x ...] :where [_ :bike/odometer ?o] [(neg? ?o)] [(abs ?o) ?x]]""")
add("f-long-of-double", """[:find (distinct ?x) . :where [_ :rider/rating ?r] [(long ?r) ?x]]""")
add("f-double-of-bigdec", """[:find (distinct ?x) . :where [_ :membership/price ?p] [(double ?p) ?x]]""")
add("f-bigdec-compare-double", """[:find (count ?t) . :where [?t :trip/fare ?f] [(> ?f 2.0)]]""")
add("f-bigdec-eq-long", """[:find (count ?t) . :where [?t :trip/fare ?f] [(== ?f 0)]]""")
add("f-range-tuple", """[:find (count ?s) . :where [?s :station/loc ?l] [(> ?l [52.45 13.2])]]""")
add("f-maint-key-range", """[:find (count ?m) . :where [?m :maint/parts ?p] [(>= ?p [:brake 0 ""])] [(< ?p [:chain 0 ""])]]""")

# ---------------- find specs, order-by, limit, offset
add("s-keys", """[:find ?c ?n :keys code name :where [?s :station/code ?c] [?s :station/name ?n] [(< ?c "ST004")]]""")
add("s-strs", """[:find ?c ?cap :strs code cap :where [?s :station/code ?c] [?s :station/capacity ?cap] [(< ?c "ST003")]]""")
add("s-syms", """[:find ?c ?z :syms code zone :where [?h :hood/name ?c] [?h :hood/zone ?z] [(= ?z 3)]]""")
add("s-tuple", """[:find [?c ?cap] :where [?s :station/code "ST009"] [?s :station/code ?c] [?s :station/capacity ?cap]]""")
add("s-coll-large", """[:find (count ?x) . :where [_ :trip/id ?x]]""")
add("s-order-limit", """[:find ?i ?x :where [?t :trip/id ?i] [?t :trip/secs ?x] :order-by [?x :desc ?i :asc] :limit 7]""")
add("s-order-offset", """[:find ?i ?x :where [?t :trip/id ?i] [?t :trip/secs ?x] :order-by [?x ?i] :limit 5 :offset 300]""")
add("s-order-agg", """[:find ?hn (count ?t) :where [?t :trip/from ?s] [?s :station/hood ?h] [?h :hood/name ?hn] :order-by [?hn] :limit 4]""")
add("s-order-inst", """[:find ?i ?st :where [?t :trip/id ?i] [?t :trip/start ?st] :order-by [?st :desc] :limit 3]""")
add("s-order-bigdec", """[:find ?f (count ?t) :where [?t :trip/fare ?f] :order-by [?f]]""")
add("s-order-str-unicode", """[:find ?n :where [_ :hood/name ?n] :order-by [?n :desc]]""")
add("s-order-double", """[:find ?x :where [_ :trip/rating ?x] :order-by [?x]]""")
add("s-order-bigint", """[:find ?v :where [_ :bike/value ?v] :order-by [?v :desc]]""")
add("s-offset-only", """[:find ?c :where [_ :station/code ?c] :order-by [?c] :offset 145]""")
add("s-limit-join", """[:find ?i ?p :where [?t :trip/id ?i] [?t :trip/rider ?r] [?r :rider/membership ?m] [?m :membership/plan ?p] :order-by [?i :desc] :limit 6]""")
add("s-order-two-stars", """[:find ?i ?hn ?a :where [?t :trip/id ?i] [?t :trip/to ?s] [?s :station/hood ?h] [?h :hood/name ?hn] [?t :trip/rider ?r] [?r :rider/age ?a] :order-by [?a :desc ?i :asc] :limit 8]""")
add("s-limit-zero", """[:find ?c :where [_ :station/code ?c] :order-by [?c] :limit 0]""")
add("s-order-keys", """[:find ?c ?cap :keys c cap :where [?s :station/code ?c] [?s :station/capacity ?cap] :order-by [?cap :desc ?c] :limit 3]""")
add("s-order-rule", f"""(q [:find ?c ?n :in $ % :where [?a :station/code "ST100"] (reach ?a ?b) [?b :station/code ?c] [?b :station/capacity ?n] :order-by [?n :desc ?c] :limit 6] $ {REACH})""")
add("s-order-with-agg-limit", """[:find ?r (count ?t) :where [?t :trip/rider ?r] :order-by [?r] :limit 3]""")

# ---------------- inputs
codes100 = " ".join(f'"{scode(i)}"' for i in range(0, 150, 3))
emails200 = " ".join(f'"{email(i)}"' for i in range(0, 300, 2))
ids400 = " ".join(str(i) for i in range(1, 3001, 7))
add("i-coll-codes", f"""(q [:find (count ?t) . :in $ [?c ...] :where [?s :station/code ?c] [?t :trip/from ?s]] $ [{codes100}])""")
add("i-coll-emails", f"""(q [:find ?p (count ?t) :in $ [?e ...] :where [?r :rider/email ?e] [?t :trip/rider ?r] [?r :rider/membership ?m] [?m :membership/plan ?p]] $ [{emails200}])""")
add("i-coll-ids", f"""(q [:find (sum ?x) . :in $ [?i ...] :where [?t :trip/id ?i] [?t :trip/secs ?x]] $ [{ids400}])""")
add("i-coll-ids-count", f"""(q [:find (count ?t) . :in $ [?i ...] :where [?t :trip/id ?i]] $ [{ids400} 99999 -1 0])""")
add("i-coll-ids-join", f"""(q [:find ?hn (count ?t) :in $ [?i ...] :where [?t :trip/id ?i] [?t :trip/to ?s] [?s :station/hood ?h] [?h :hood/name ?hn]] $ [{ids400}])""")
add("i-coll-rule", f"""(q [:find (count ?b) . :in $ % [?c ...] :where [?a :station/code ?c] (reach ?a ?b)] $ {REACH} [{codes100}])""")
add("i-coll-uuids", "(q [:find (count ?t) . :in $ [?u ...] :where [?b :bike/uuid ?u] [?t :trip/bike ?b]] $ [" + " ".join(f'#uuid "{buuid(i)}"' for i in range(0, 400, 4)) + "])")
add("i-coll-lookup-refs", "(q [:find (count ?t) . :in $ [?s ...] :where [?t :trip/to ?s]] $ [" + " ".join(f'[:station/code "{scode(i)}"]' for i in range(0, 150, 5)) + "])")
add("i-rel-pairs", "(q [:find ?c ?n :in $ [[?c ?n]] :where [?s :station/code ?c] [?s :station/capacity ?n]] $ [" + " ".join(f'["{scode(i)}" {[10, 20, 0, 15, 30, 25, 5][i % 7] if i % 2 else 99}]' for i in range(0, 60)) + "])")
add("i-rel-pairs-count", "(q [:find (count ?c) . :in $ [[?c ?n]] :where [?s :station/code ?c] [?s :station/capacity ?n]] $ [" + " ".join(f'["{scode(i)}" {[10, 20, 0, 15, 30, 25, 5][i % 7]}]' for i in range(0, 150)) + "])")
add("i-tuple-binding", """(q [:find (count ?t) . :in $ [?a ?b] :where [?t :trip/secs ?x] [(<= ?a ?x ?b)]] $ [100 1000])""")
add("i-scalar-inst", """(q [:find (count ?t) . :in $ ?since :where [?t :trip/start ?s] [(>= ?s ?since)]] $ #inst "2024-03-25T00:00:00.000Z")""")
add("i-scalar-bigdec", """(q [:find (count ?t) . :in $ ?f :where [?t :trip/fare ?f]] $ 3.25M)""")
add("i-scalar-bigdec-scale", """(q [:find (count ?t) . :in $ ?f :where [?t :trip/fare ?f]] $ 3.250M)""")
add("i-scalar-kw", """(q [:find (count ?b) . :in $ ?m :where [?b :bike/model ?m]] $ :tandem)""")
add("i-scalar-bool", """(q [:find (count ?b) . :in $ ?e :where [?b :bike/electric ?e]] $ false)""")
add("i-scalar-bigint", """(q [:find (count ?b) . :in $ ?v :where [?b :bike/value ?v]] $ 1500N)""")
add("i-scalar-bigint-long", """(q [:find (count ?b) . :in $ ?v :where [?b :bike/value ?v]] $ 1500)""")
add("i-lookup-scalar", """(q [:find ?n . :in $ ?s :where [?s :station/name ?n]] $ [:station/code "ST011"])""")
add("i-lookup-uuid", f"""(q [:find (count ?t) . :in $ ?b :where [?t :trip/bike ?b]] $ [:bike/uuid #uuid "{buuid(13)}"])""")
add("i-lookup-composite", """(q [:find ?k . :in $ ?m :where [?m :maint/kind ?k]] $ [:maint/bike+no [[:bike/uuid #uuid "b1ce0000-0000-4000-8000-000000000007"] 1]])""")
add("i-two-sources", """(q [:find ?c ?w :in $ $w :where [?s :station/code ?c] [$w ?c ?w]] $ [["ST001" 1.5] ["ST002" 2.5] ["ST999" 0.0]])""")
add("i-rel-source-join-large", "(q [:find (count ?t) . :in $ $r :where [$r ?i ?tag] [?t :trip/id ?i] [?t :trip/secs 0]] $ [" + " ".join(f"[{i} :x]" for i in range(1, 3001, 5)) + "])")
add("i-empty-coll", """(q [:find (count ?t) . :in $ [?i ...] :where [?t :trip/id ?i]] $ [])""")
add("i-pattern-rule-input", f"""(q [:find ?c :in $ % ?a :where (reach ?a ?b) [?b :station/code ?c]] $ {REACH} [:station/code "ST145"])""")

# ---------------- pull
add("pl-wildcard-station", """(pull [*] [:station/code "ST005"])""")
add("pl-nested-trip", """(pull [:trip/id :trip/secs {:trip/from [:station/code {:station/hood [:hood/name]}] :trip/rider [:rider/email {:rider/membership [:membership/plan :membership/price]}]}] [:trip/id 42])""")
add("pl-reverse-trips-limit", """(pull [:station/code {(:trip/_from :limit 3) [:trip/id]}] [:station/code "ST000"])""")
add("pl-reverse-count-default", """(pull [:station/code {:trip/_from [:trip/id]}] [:station/code "ST149"])""")
add("pl-default", """(pull [:station/code (:station/hood :default :none) (:station/charging :default "n/a")] [:station/code "ST028"])""")
add("pl-as", """(pull [(:bike/serial :as :sn) (:bike/model :as "model")] [:bike/uuid #uuid "b1ce0000-0000-4000-8000-000000000010"])""")
add("pl-recursion-neighbors", """(pull [:station/code {:station/neighbors 3}] [:station/code "ST140"])""")
add("pl-recursion-unbounded-cycle", """(pull [:station/code {:station/neighbors ...}] [:station/code "ST145"])""")
add("pl-recursion-self-loop", """(pull [:station/code {:station/neighbors 2}] [:station/code "ST025"])""")
add("pl-component-docks", """(pull [:station/code {:station/docks [*]}] [:station/code "ST003"])""")
add("pl-component-membership", """(pull [*] [:rider/email "rider1@bike.example"])""")
add("pl-in-query", """[:find (pull ?s [:station/code :station/capacity]) :where [?s :station/code ?c] [(< ?c "ST004")]]""")
add("pl-in-query-order", """[:find ?c (pull ?s [:station/name]) :where [?s :station/code ?c] [(> ?c "ST146")]]""")
add("pl-tuple-attrs", """(pull [:maint/bike+no :maint/parts :maint/cost] [:maint/bike+no [[:bike/uuid #uuid "b1ce0000-0000-4000-8000-000000000000"] 1]])""")
add("pl-reverse-component", """(pull [:membership/plan :rider/_membership] [:rider/email "rider2@bike.example"])""")
add("pl-limit-many", """(pull [:station/code (:station/tags :limit 1)] [:station/code "ST001"])""")
add("pl-friends-recursion", """(pull [:rider/email {:rider/friends ...}] [:rider/email "rider0@bike.example"])""")
add("pl-hood-adjacent", """(pull [:hood/name {:hood/adjacent [:hood/name]}] [:hood/name "Prenzlauer Berg"])""")
add("pl-missing-entity", """(pull [*] [:station/code "ST999"])""")
add("pl-bike-reverse-maint", """(pull [:bike/serial {:maint/_bike [:maint/no :maint/kind]}] [:bike/uuid #uuid "b1ce0000-0000-4000-8000-000000000007"])""")

# ---------------- with transactions
add("w-new-trip-count", """(with [{:trip/id 9001 :trip/from [:station/code "ST000"] :trip/to [:station/code "ST001"] :trip/secs 100}] [:find (count ?t) . :where [?t :trip/from ?s] [?s :station/code "ST000"]])""")
add("w-upsert-station", """(with [{:station/code "ST001" :station/capacity 99}] [:find ?c . :where [?s :station/code "ST001"] [?s :station/capacity ?c]])""")
add("w-upsert-bike-uuid", """(with [{:bike/uuid #uuid "b1ce0000-0000-4000-8000-000000000001" :bike/model :cargo}] [:find ?m . :where [?b :bike/uuid #uuid "b1ce0000-0000-4000-8000-000000000001"] [?b :bike/model ?m]])""")
add("w-retract-neighbor-reach", f"""(with [[:db/retract [:station/code "ST010"] :station/neighbors [:station/code "ST011"]]] (q [:find (count ?b) . :in $ % :where [?a :station/code "ST000"] (reach ?a ?b)] $ {REACH}))""")
add("w-add-neighbor-reach", f"""(with [[:db/add [:station/code "ST049"] :station/neighbors [:station/code "ST050"]]] (q [:find (count ?b) . :in $ % :where [?a :station/code "ST000"] (reach ?a ?b)] $ {REACH}))""")
add("w-retract-entity-component", """(with [[:db/retractEntity [:station/code "ST003"]]] [:find (count ?d) . :where [?d :dock/no]])""")
add("w-retract-rider-membership", """(with [[:db/retractEntity [:rider/email "rider1@bike.example"]]] [:find (count ?m) . :where [?m :membership/plan]])""")
add("w-cas-ok", """(with [[:db/cas [:station/code "ST002"] :station/capacity 0 5]] [:find ?c . :where [?s :station/code "ST002"] [?s :station/capacity ?c]])""")
add("w-cas-fail", """(with [[:db/cas [:station/code "ST002"] :station/capacity 7 5]] [:find ?c . :where [?s :station/code "ST002"] [?s :station/capacity ?c]])""")
add("w-tempid-ref", """(with [{:db/id "n" :station/code "ST500" :station/neighbors [[:station/code "ST000"]]} [:db/add [:station/code "ST149"] :station/neighbors "n"]] (q [:find (count ?b) . :in $ % :where [?a :station/code "ST145"] (reach ?a ?b)] $ """ + REACH + "))")
add("w-unique-value-conflict", """(with [{:bike/uuid #uuid "b1ce0000-0000-4000-8000-000000009999" :bike/serial "SN-00000"}] [:find (count ?b) . :where [?b :bike/uuid]])""")
add("w-composite-upsert", """(with [{:maint/bike [:bike/uuid #uuid "b1ce0000-0000-4000-8000-000000000000"] :maint/no 1 :maint/kind :light}] [:find ?k . :where [?m :maint/bike+no ?x] [(untuple ?x) [?b ?n]] [?b :bike/uuid #uuid "b1ce0000-0000-4000-8000-000000000000"] [(= ?n 1)] [?m :maint/kind ?k]])""")
add("w-retract-fare-sum", """(with [[:db/retract [:trip/id 3] :trip/fare 3.25M]] [:find (count ?t) . :where [?t :trip/fare 3.25M]])""")
add("w-add-tag-many", """(with [[:db/add [:station/code "ST000"] :station/tags :new]] [:find [?t ...] :where [?s :station/code "ST000"] [?s :station/tags ?t]])""")
add("w-replace-membership", """(with [{:rider/email "rider3@bike.example" :rider/membership {:membership/plan :year :membership/price 99.00M}}] [:find ?p (count ?m) :where [?m :membership/plan ?p]])""")
add("w-bigdec-scale-cas", """(with [[:db/cas [:trip/id 1] :trip/fare 1.50M 1.5M]] [:find ?f . :where [?t :trip/id 1] [?t :trip/fare ?f]])""")
add("w-new-rider-trips", """(with [{:db/id "r" :rider/email "new@x" :rider/membership {:membership/plan :day}} {:trip/id 9002 :trip/rider "r" :trip/from [:station/code "ST001"] :trip/to [:station/code "ST001"] :trip/secs 1}] [:find ?p (count ?t) :where [?t :trip/rider ?r] [?r :rider/membership ?m] [?m :membership/plan ?p]])""")
add("w-retract-hood-adjacent", f"""(with [[:db/retract [:hood/name "Mitte"] :hood/adjacent [:hood/name "Kreuzberg"]]] (q [:find (count ?b) . :in $ % :where [?a :hood/name "Mitte"] (hreach ?a ?b)] $ {HREACH}))""")

# ---------------- mistakes (~20%) and deliberate errors
add("m-wrong-type-code", """[:find (count ?s) . :where [?s :station/code 42]]""")
add("m-kw-for-string", """[:find (count ?s) . :where [?s :station/name :Station]]""")
add("m-string-for-kw", """[:find (count ?b) . :where [?b :bike/model "cargo"]]""")
add("m-long-for-double", """[:find (count ?t) . :where [?t :trip/rating 5]]""")
add("m-double-for-long", """[:find (count ?t) . :where [?t :trip/secs 300.0]]""")
add("m-bigdec-for-long", """[:find (count ?t) . :where [?t :trip/secs 300M]]""")
add("m-long-for-bigdec", """[:find (count ?t) . :where [?t :trip/fare 0]]""")
add("m-unknown-attr", """[:find (count ?t) . :where [?t :trip/duration ?x]]""")
add("m-ref-as-string", """[:find (count ?t) . :where [?t :trip/from "ST000"]]""")
add("m-ref-as-lookup", """[:find (count ?t) . :where [?t :trip/from [:station/code "ST000"]]]""")
add("m-ref-as-ident", """[:find (count ?t) . :where [?t :trip/from :ST000]]""")
add("m-uuid-string", """[:find (count ?b) . :where [?b :bike/uuid "b1ce0000-0000-4000-8000-000000000001"]]""")
add("m-inst-string", """[:find (count ?t) . :where [?t :trip/start "2024-03-01T06:00:00.000Z"]]""")
add("m-bool-string", """[:find (count ?b) . :where [?b :bike/electric "true"]]""")
add("m-cross-product-count", """[:find (count ?s) . :where [?s :station/code] [?h :hood/name]]""")
add("m-unbound-pred", """[:find ?t :where [(> ?x 5)] [?t :trip/secs ?x] [(< ?t 0)]]""")
add("m-count-with-dupes", """[:find (count ?x) . :where [?t :trip/secs ?x]]""")
add("m-count-distinct-secs", """[:find (count-distinct ?x) . :where [?t :trip/secs ?x]]""")
add("m-not-unbound", """[:find (count ?t) . :where (not [?t :trip/rating 5.0])]""")
add("m-or-different-vars", """[:find (count ?t) . :where [?t :trip/id] (or [?t :trip/from ?s] [?t :trip/bike ?b])]""")
add("m-or-join-missing-var", """[:find ?s :where (or-join [?t] [?t :trip/from ?s])]""")
add("m-rule-arity", f"""(q [:find ?b :in $ % :where (reach ?b)] $ {REACH})""")
add("m-unknown-rule", """[:find ?b :where (reachable ?a ?b)]""")
add("m-missing-rules-input", f"""(q [:find ?b :in $ :where (reach ?a ?b)] $)""")
add("m-agg-in-where", """[:find ?x :where [?t :trip/secs ?s] [(count ?s) ?x]]""")
add("m-count-string", """[:find ?c . :where [?s :station/code "ST001"] [?s :station/name ?n] [(count ?n) ?c]]""")
add("m-sum-strings", """[:find (sum ?n) . :where [_ :hood/name ?n]]""")
add("m-avg-bigdec", """[:find (avg ?p) . :where [_ :membership/price ?p]]""")
add("m-median-bigdec", """[:find (median ?p) . :where [_ :membership/price ?p]]""")
add("m-max-bool", """[:find (max ?e) . :where [_ :bike/electric ?e]]""")
add("m-sum-doubles-negzero", """[:find (sum ?b) . :where [_ :bike/battery ?b]]""")
add("m-divide-zero", """[:find ?x . :where [?t :trip/id 1] [?t :trip/secs ?s] [(/ 10 ?s) ?x]]""")
add("m-divide-ratio", """[:find ?x . :where [?t :trip/id 2] [?t :trip/secs ?s] [(/ ?s 7) ?x]]""")
add("m-divide-double", """[:find ?x . :where [?t :trip/id 2] [?t :trip/secs ?s] [(/ ?s 7.0) ?x]]""")
add("m-lookup-nonunique", """(pull [*] [:station/name "Station 4"])""")
add("m-lookup-missing", """(pull [:station/code] [:station/code "nope"])""")
add("m-pull-unknown-attr", """(pull [:station/nope] [:station/code "ST001"])""")
add("m-pull-eid-kw", """(pull [*] :station/code)""")
add("m-scalar-multi-rows", """[:find ?c . :where [?s :station/code ?c] [(= ?c "ST001")]]""")
add("m-find-unbound", """[:find ?zz :where [?s :station/code ?c]]""")
add("m-in-not-given", """(q [:find ?c :in $ ?x :where [?s :station/code ?x] [?s :station/capacity ?c]] $)""")
add("m-too-many-inputs", """(q [:find ?c :in $ ?x :where [?s :station/code ?x] [?s :station/capacity ?c]] $ "ST001" "ST002")""")
add("m-order-unknown-var", """[:find ?c :where [_ :station/code ?c] :order-by [?z] :limit 3]""")
add("m-limit-no-order", """[:find (count ?c) . :where [_ :station/code ?c] :limit 3]""")
add("m-limit-string", """[:find ?c :where [_ :station/code ?c] :order-by [?c] :limit "3"]""")
add("m-offset-negative", """[:find ?c :where [_ :station/code ?c] :order-by [?c] :offset -2 :limit 2]""")
add("m-tx-wrong-type", """(with [{:station/code "ST001" :station/capacity "big"}] [:find ?c . :where [?s :station/code "ST001"] [?s :station/capacity ?c]])""")
add("m-tx-unknown-attr", """(with [{:station/code "ST001" :station/colour :red}] [:find ?c . :where [?s :station/code "ST001"] [?s :station/colour ?c]])""")
add("m-tx-unique-identity-twice", """(with [{:db/id "a" :station/code "ST700"} {:db/id "b" :station/code "ST700" :station/capacity 3}] [:find (count ?s) . :where [?s :station/code "ST700"]])""")
add("m-tx-retract-missing-lookup", """(with [[:db/retract [:station/code "ST999"] :station/capacity 1]] [:find (count ?s) . :where [?s :station/code]])""")
add("m-tx-many-as-scalar", """(with [[:db/add [:station/code "ST000"] :station/tags [:a :b]]] [:find [?t ...] :where [?s :station/code "ST000"] [?s :station/tags ?t]])""")
add("m-untuple-arity", """[:find ?k :where [?m :maint/parts ?p] [(untuple ?p) [?k ?n]]]""")
add("m-nth-out-of-range", """[:find ?x . :where [?s :station/code "ST000"] [?s :station/loc ?l] [(nth ?l 2) ?x]]""")
add("m-get-else-nil", """[:find (count ?t) . :where [?t :trip/id] [(get-else $ ?t :trip/rating nil) ?r]]""")
add("m-missing-on-ref", """[:find (count ?t) . :where [?t :trip/id] [(missing? $ ?t :trip/bike)]]""")
add("m-pred-on-kw", """[:find (count ?b) . :where [?b :bike/model ?m] [(> ?m :city)]]""")
add("m-str-lt", """[:find (count ?s) . :where [?s :station/code ?c] [(< ?c "ST1")]]""")
add("m-and-outside-or", """[:find ?t :where (and [?t :trip/id 1])]""")
add("m-not-join-unbound-var", """[:find (count ?t) . :where [?t :trip/id] (not-join [?q] [?q :trip/rating 5.0])]""")
add("m-rule-free-var-head", """(q [:find (count ?t) . :in $ % :where (odd-trip ?t ?z)] $ [[(odd-trip ?t ?z) [?t :trip/secs 45]]])""")
add("m-recursive-no-base", """(q [:find (count ?b) . :in $ % :where [?a :station/code "ST000"] (loop ?a ?b)] $ [[(loop ?a ?b) (loop ?b ?a)]])""")
add("m-keys-count-mismatch", """[:find ?c ?n :keys c :where [?s :station/code ?c] [?s :station/name ?n]]""")
add("m-pull-vars-find", """[:find (pull ?t [:trip/id]) :where [?t :trip/secs 7200] [?t :trip/id ?i] [(< ?i 200)]]""")
add("m-max-str-as-num", """[:find (max ?c) . :where [_ :station/code ?c]]""")
add("m-bigint-long-join", """[:find (count ?b) . :where [?b :bike/value ?v] [?b :bike/odometer ?v]]""")
add("m-ref-long-join", """[:find (count ?t) . :where [?t :trip/from ?s] [?t :trip/secs ?s]]""")
add("m-self-join-eq", """[:find (count ?t) . :where [?t :trip/from ?s] [?t :trip/to ?s2] [(= ?s ?s2)]]""")
add("m-inst-arith", """[:find ?x . :where [?t :trip/id 1] [?t :trip/start ?s] [(+ ?s 1000) ?x]]""")
add("m-double-eq-long", """[:find (count ?t) . :where [?t :trip/rating ?r] [(= ?r 5)]]""")
add("m-double-numeq-long", """[:find (count ?t) . :where [?t :trip/rating ?r] [(== ?r 5)]]""")

# ---------------- families (application-style lookups at scale)
for i in range(0, 150, 15):
    add(f"fam-reach-count-{i}", f"""(q [:find (count ?b) . :in $ % ?c :where [?a :station/code ?c] (reach ?a ?b)] $ {REACH} "{scode(i)}")""")
for i in range(3, 150, 20):
    add(f"fam-station-stats-{i}", f"""(q [:find ?p (count ?t) (sum ?x) :in $ ?c :where [?s :station/code ?c] [?t :trip/from ?s] [?t :trip/secs ?x] [?t :trip/rider ?r] [?r :rider/membership ?m] [?m :membership/plan ?p]] $ "{scode(i)}")""")
for i in range(1, 300, 40):
    add(f"fam-rider-dest-hoods-{i}", f"""(q [:find ?hn (count ?t) :in $ ?e :where [?r :rider/email ?e] [?t :trip/rider ?r] [?t :trip/to ?s] [?s :station/hood ?h] [?h :hood/name ?hn]] $ "{email(i)}")""")
for i in range(2, 300, 40):
    add(f"fam-rider-rule-{i}", f"""(q [:find ?p (count ?t) :in $ % ?e :where [?r :rider/email ?e] [?t :trip/rider ?r] (ride-plan ?t ?p)] $ {RIDEPLAN} "{email(i)}")""")
for b in range(5, 400, 60):
    add(f"fam-bike-trips-{b}", f"""(q [:find (count ?t) (max ?x) :in $ ?u :where [?b :bike/uuid ?u] [?t :trip/bike ?b] [?t :trip/secs ?x]] $ #uuid "{buuid(b)}")""")
for b in range(0, 400, 100):
    add(f"fam-bike-pull-{b}", f"""(pull [:bike/serial :bike/model :bike/value {{:bike/home [:station/code]}} {{:maint/_bike [:maint/kind :maint/cost]}}] [:bike/uuid #uuid "{buuid(b)}"])""")
for t in range(1, 3001, 500):
    add(f"fam-trip-pull-{t}", f"""(pull [:trip/id :trip/start :trip/end :trip/fare :trip/rating {{:trip/to [:station/code]}}] [:trip/id {t}])""")
for h in ["Mitte", "", "Köpenick 🚲", "Spandau"]:
    add(f"fam-hood-trip-stats-{h or 'empty'}".replace(" ", "_"), f"""(q [:find (count ?t) (avg ?x) (min ?x) (max ?x) :in $ ?n :where [?h :hood/name ?n] [?s :station/hood ?h] [?t :trip/from ?s] [?t :trip/secs ?x]] $ "{h}")""")
    add(f"fam-hood-reach-rule-{h or 'empty'}".replace(" ", "_"), f"""(q [:find (count ?s) . :in $ % ?n :where [?a :hood/name ?n] (hreach ?a ?h) [?s :station/hood ?h]] $ {HREACH} "{h}")""")
for p in ["day", "month", "year", "student", "none"]:
    add(f"fam-plan-dest-top-{p}", f"""(q [:find ?c (count ?t) :in $ ?p :where [?m :membership/plan ?p] [?r :rider/membership ?m] [?t :trip/rider ?r] [?t :trip/to ?s] [?s :station/code ?c] :order-by [?c] :limit 3] $ :{p})""")
    add(f"fam-plan-electric-{p}", f"""(q [:find (count ?t) . :in $ % ?p :where (electric-trip ?t ?r) [?r :rider/membership ?m] [?m :membership/plan ?p]] $ {ELEC} :{p})""")
    add(f"fam-plan-electric-inline-{p}", f"""(q [:find (count ?t) . :in $ ?p :where [?t :trip/bike ?b] [?b :bike/electric true] [?t :trip/rider ?r] [?r :rider/membership ?m] [?m :membership/plan ?p]] $ :{p})""")
for mo in ["city", "cargo", "ebike", "kids", "tandem"]:
    add(f"fam-model-hood-{mo}", f"""(q [:find ?hn (count-distinct ?b) :in $ ?mo :where [?b :bike/model ?mo] [?t :trip/bike ?b] [?t :trip/from ?s] [?s :station/hood ?h] [?h :hood/name ?hn] :order-by [?hn] :limit 5] $ :{mo})""")
    pass  # add(f"fam-model-median-{mo}", f"""(q [:find (median ?x) . :in $ ?mo :where [?b :bike/model ?mo] [?t :trip/bike ?b] [?t :trip/secs ?x]] $ :{mo})""")
for z in [0, 1, 2]:
    add(f"fam-zone-same-hood-{z}", f"""(q [:find (count ?t) . :in $ % ?z :where (trip-hoods ?t ?h1 ?h2) [?h1 :hood/zone ?z] [?h2 :hood/zone ?z]] $ {TRIPHOOD} {z})""")
    add(f"fam-zone-same-hood-inline-{z}", f"""(q [:find (count ?t) . :in $ ?z :where [?t :trip/from ?s1] [?t :trip/to ?s2] [?s1 :station/hood ?h1] [?s2 :station/hood ?h2] [?h1 :hood/zone ?z] [?h2 :hood/zone ?z]] $ {z})""")
for k in range(0, 3000, 500):
    add(f"fam-window-{k}", f"""(q [:find ?i ?x :in $ ?lo ?hi :where [?t :trip/id ?i] [(<= ?lo ?i ?hi)] [?t :trip/secs ?x] :order-by [?x :desc ?i] :limit 3] $ {k} {k + 299})""")
for k in range(0, 150, 25):
    add(f"fam-hops-{k}", f"""(q [:find ?d (count ?b) :in $ % ?c :where [?a :station/code ?c] (hops ?a ?b ?d)] $ {DIST} "{scode(k)}")""")
for i in range(0, 300, 50):
    add(f"fam-friend-trips-{i}", f"""(q [:find (count ?t) . :in $ % ?e :where [?a :rider/email ?e] (fr ?a ?b) [?t :trip/rider ?b]] $ {FRIEND} "{email(i)}")""")
for i in range(0, 150, 50):
    add(f"fam-with-close-station-{i}", f"""(with [[:db/retractEntity [:station/code "{scode(i)}"]]] [:find (count ?t) . :where [?t :trip/from ?s] [?s :station/hood ?h]])""")
for d in range(1, 30, 6):
    add(f"fam-day-count-{d}", f"""(q [:find (count ?t) . :in $ ?a ?b :where [?t :trip/start ?s] [(<= ?a ?s)] [(< ?s ?b)]] $ #inst "2024-03-{d:02d}T00:00:00.000Z" #inst "2024-03-{d + 1:02d}T00:00:00.000Z")""")

with open(os.path.join(HERE, "queries.edn"), "w") as f:
    for name, text in E:
        f.write(f";; @ {name}\n{text}\n\n")
print(len(E), "entries")
