#!/usr/bin/env python3
"""Writes queries.edn of the 75th unseen parity corpus (deterministic).
Emphasis: aggregates (built-in and custom), find expressions over aggregates."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def add(name, text):
    E.append((name, text.strip()))


FR = """[[(reach ?a ?b) [?a :athlete/follows ?b]]
  [(reach ?a ?b) [?a :athlete/follows ?m] (reach ?m ?b)]]"""
CR = """[[(under ?c ?p) [?c :club/parent ?p]]
  [(under ?c ?p) [?c :club/parent ?m] (under ?m ?p)]]"""
MR = """[[(ev ?a ?b) [?a :athlete/follows ?b]]
  [(ev ?a ?b) [?a :athlete/follows ?m] (od ?m ?b)]
  [(od ?a ?b) [?a :athlete/follows ?m] (ev ?m ?b)]]"""

# ---- basics
add("b-handles", "[:find ?h :where [_ :athlete/handle ?h]]")
add("b-names-coll", "[:find [?n ...] :where [_ :athlete/name ?n]]")
add("b-empty-name", '[:find ?h :where [?a :athlete/name ""] [?a :athlete/handle ?h]]')
add("b-unicode-handle", '[:find ?n . :where [?a :athlete/handle "ñandú"] [?a :athlete/name ?n]]')
add("b-private-true", "[:find ?h :where [?a :athlete/private true] [?a :athlete/handle ?h]]")
add("b-private-false", "[:find ?h :where [?a :athlete/private false] [?a :athlete/handle ?h]]")
add("b-private-missing", "[:find ?h :where [?a :athlete/handle ?h] [(missing? $ ?a :athlete/private)]]")
add("b-tag-runner", "[:find ?h :where [?a :athlete/tags :runner] [?a :athlete/handle ?h]]")
add("b-points-big", "[:find ?h :where [?a :athlete/points 12345678901234567900N] [?a :athlete/handle ?h]]")
add("b-pace-eq", "[:find ?h :where [?a :athlete/pace 5.25M] [?a :athlete/handle ?h]]")
add("b-pace-eq-scale", "[:find ?h :where [?a :athlete/pace 4.5M] [?a :athlete/handle ?h]]")
add("b-uuid-device", '[:find ?h . :where [?a :athlete/device #uuid "a0a0a0a0-0000-4000-8000-000000000004"] [?a :athlete/handle ?h]]')
add("b-hr-eq", "[:find (count ?w) . :where [?w :workout/hr ?hr] [(count ?hr) ?n] [(= ?n 5)]]")
add("b-zone-eq", "[:find ?id :where [?w :workout/zone [:z1 -1]] [?w :workout/id ?id]]")
add("b-composite", "[:find (count ?t) . :where [_ :workout/athlete+kind ?t]]")
add("b-club-kw", "[:find ?n . :where [?c :club/code :splash] [?c :club/name ?n]]")
add("b-self-club", "[:find ?code :where [?c :club/parent ?c] [?c :club/code ?code]]")
add("b-self-follow", "[:find ?h :where [?a :athlete/follows ?a] [?a :athlete/handle ?h]]")
add("b-inst-start", '[:find ?s :where [?c :challenge/start #inst "2024-02-29T00:00:00.000-00:00"] [?c :challenge/slug ?s]]')
add("b-neg-duration", "[:find ?id :where [?w :workout/duration ?d] [(neg? ?d)] [?w :workout/id ?id]]")
add("b-zero-distance", "[:find (count ?w) . :where [?w :workout/distance 0.0]]")
add("b-neg-distance", "[:find (count ?w) . :where [?w :workout/distance -0.5]]")
add("b-notes-empty", '[:find (count ?w) . :where [?w :workout/notes ?n] [?n :note/text ""]]')
add("b-emoji-title", '[:find (count ?w) . :where [?w :workout/title "Tempo 🏃"]]')
add("b-attr-var", '[:find ?a :where [?x :challenge/slug "zero"] [?x ?a _]]')

# ---- joins
add("j-follow-names", "[:find ?a ?b :where [?x :athlete/follows ?y] [?x :athlete/handle ?a] [?y :athlete/handle ?b]]")
add("j-mutual-follow", "[:find ?a ?b :where [?x :athlete/follows ?y] [?y :athlete/follows ?x] [?x :athlete/handle ?a] [?y :athlete/handle ?b]]")
add("j-club-members", "[:find ?c ?h :where [?cl :club/members ?a] [?cl :club/code ?c] [?a :athlete/handle ?h]]")
add("j-best-kind", "[:find ?h ?k :where [?a :athlete/best ?w] [?w :workout/kind ?k] [?a :athlete/handle ?h]]")
add("j-best-not-own", "[:find ?h :where [?a :athlete/best ?w] [?w :workout/athlete ?o] [(not= ?a ?o)] [?a :athlete/handle ?h]]")
add("j-entrant-club-member", "[:find ?s ?h :where [?ch :challenge/entrants ?a] [?ch :challenge/club ?cl] [?cl :club/members ?a] [?ch :challenge/slug ?s] [?a :athlete/handle ?h]]")
add("j-workout-in-challenge", "[:find ?s (count ?w) :where [?ch :challenge/slug ?s] [?ch :challenge/start ?st] [?ch :challenge/end ?en] [?w :workout/at ?t] [(<= ?st ?t)] [(<= ?t ?en)]]")
add("j-same-country", "[:find ?a ?b :where [?x :athlete/country ?c] [?y :athlete/country ?c] [(< ?x ?y)] [?x :athlete/follows ?y] [?x :athlete/handle ?a] [?y :athlete/handle ?b]]")

# ---- predicates / functions
for op, nm in [("<", "lt"), (">", "gt"), ("<=", "le"), (">=", "ge"), ("=", "eq"), ("not=", "ne")]:
    add(f"p-dist-{nm}", f"[:find (count ?w) . :where [?w :workout/distance ?d] [({op} ?d 10)]]")
    add(f"p-pace-{nm}", f"[:find ?h :where [?a :athlete/pace ?p] [({op} ?p 5.25M)] [?a :athlete/handle ?h]]")
    add(f"p-points-{nm}", f"[:find ?h :where [?a :athlete/points ?p] [({op} ?p 100)] [?a :athlete/handle ?h]]")
add("f-speed", "[:find ?id ?v :where [?w :workout/id ?id] [?w :workout/distance ?d] [?w :workout/duration ?t] [(pos? ?t)] [(/ ?d ?t) ?s] [(* ?s 3600) ?v]]")
add("f-hr-max", "[:find ?id ?m :where [?w :workout/hr ?hr] [(apply max ?hr) ?m] [?w :workout/id ?id]]")
add("f-hr-first", "[:find ?id ?f :where [?w :workout/hr ?hr] [(first ?hr) ?f] [?w :workout/id ?id] [(< ?id 1010)]]")
add("f-zone-nth", "[:find ?z (count ?w) :where [?w :workout/zone ?t] [(nth ?t 0) ?z]]")
add("f-untuple-zone", "[:find ?k ?n :where [?w :workout/zone ?t] [(untuple ?t) [?k ?n]]]")
add("f-tuple-build", "[:find ?t :where [?a :athlete/level ?l] [?a :athlete/country ?c] [(tuple ?c ?l) ?t]]")
add("f-upper-name", "[:find ?u :where [_ :athlete/name ?n] [(clojure.string/upper-case ?n) ?u]]")
add("f-name-count", "[:find ?n ?c :where [_ :athlete/name ?n] [(count ?n) ?c]]")
add("f-starts-with", '[:find ?n :where [_ :athlete/name ?n] [(clojure.string/starts-with? ?n "J")]]')
add("f-re-find", '[:find ?t :where [_ :workout/title ?t] [(re-find #"^[A-Z]" ?t)]]')
add("f-inst-ms", "[:find ?s ?d :where [?c :challenge/slug ?s] [?c :challenge/start ?a] [?c :challenge/end ?b] [(.getTime ?a) ?x] [(.getTime ?b) ?y] [(- ?y ?x) ?d]]")
add("f-get-else-weight", "[:find ?h ?w :where [?a :athlete/handle ?h] [(get-else $ ?a :athlete/weight -99.0) ?w]]")
add("f-get-else-private", "[:find ?h ?p :where [?a :athlete/handle ?h] [(get-else $ ?a :athlete/private :unknown) ?p]]")
add("f-get-some", "[:find ?h ?v :where [?a :athlete/handle ?h] [(get-some $ ?a :athlete/email :athlete/device) ?v]]")
add("f-bigint-add", "[:find ?h ?q :where [?a :athlete/points ?p] [(+ ?p 1) ?q] [?a :athlete/handle ?h]]")
add("f-bigdec-mul", "[:find ?h ?q :where [?a :athlete/pace ?p] [(* ?p 2) ?q] [?a :athlete/handle ?h]]")
add("f-ground-coll", "(q [:find ?x :where [(ground [1 2 2 3]) [?x ...]]])")

# ---- not / or / rules
add("n-no-workouts", "[:find ?h :where [?a :athlete/handle ?h] (not [_ :workout/athlete ?a])]")
add("n-not-join", "[:find ?h :where [?a :athlete/handle ?h] (not-join [?a] [?w :workout/athlete ?a] [?w :workout/kind :swim])]")
add("n-or-kinds", "[:find (count ?w) . :where (or [?w :workout/kind :run] [?w :workout/kind :hike])]")
add("n-or-join", "[:find ?h :where [?a :athlete/handle ?h] (or-join [?a] [?a :athlete/private true] (and [?a :athlete/level ?l] [(< ?l 1)]))]")
add("r-reach-h0", ['(q [:find ?h :in $ % :where [?a :athlete/handle "h0"] (reach ?a ?b) [?b :athlete/handle ?h]] $ ' + FR + ')'][0])
add("r-reach-count", '(q [:find ?h (count ?b) :in $ % :where (reach ?a ?b) [?a :athlete/handle ?h]] $ ' + FR + ')')
add("r-reach-cycle", '(q [:find ?h :in $ % :where (reach ?a ?a) [?a :athlete/handle ?h]] $ ' + FR + ')')
add("r-club-under", '(q [:find ?c ?p :in $ % :where (under ?x ?y) [?x :club/code ?c] [?y :club/code ?p]] $ ' + CR + ')')
add("r-mutual", '(q [:find ?h ?k :in $ % :where [?a :athlete/handle "h0"] (ev ?a ?b) [?b :athlete/handle ?k] [?a :athlete/handle ?h]] $ ' + MR + ')')
add("r-mutual-od", '(q [:find (count ?b) . :in $ % :where (od ?a ?b)] $ ' + MR + ')')

# ---- AGGREGATES: built-ins by 1/2/3 grouping vars
AGGS = ["count", "count-distinct", "sum", "avg", "min", "max", "median", "variance", "stddev", "distinct"]
NUMS = [("dur", "?w :workout/duration"), ("dist", "?w :workout/distance"), ("cal", "?w :workout/calories")]
for an in AGGS:
    for vn, pat in NUMS:
        add(f"a-{an}-{vn}-total", f"[:find ({an} ?v) . :where [{pat} ?v]]")
        add(f"a-{an}-{vn}-by-kind", f"[:find ?k ({an} ?v) :where [{pat} ?v] [?w :workout/kind ?k]]")
        add(f"a-{an}-{vn}-with", f"[:find ?k ({an} ?v) :with ?w :where [{pat} ?v] [?w :workout/kind ?k]]")
    add(f"a-{an}-dur-by-2", f"[:find ?k ?in ({an} ?v) :where [?w :workout/duration ?v] [?w :workout/kind ?k] [?w :workout/indoor ?in]]")
    add(f"a-{an}-dur-by-3", f"[:find ?h ?k ?in ({an} ?v) :with ?w :where [?w :workout/duration ?v] [?w :workout/kind ?k] [?w :workout/indoor ?in] [?w :workout/athlete ?a] [?a :athlete/handle ?h]]")
    add(f"a-{an}-empty", f"[:find ({an} ?v) . :where [?w :workout/duration ?v] [(> ?v 1000000)]]")
    add(f"a-{an}-empty-grouped", f"[:find ?k ({an} ?v) :where [?w :workout/duration ?v] [?w :workout/kind ?k] [(> ?v 1000000)]]")
    add(f"a-{an}-pace", f"[:find ?c ({an} ?p) :where [?a :athlete/pace ?p] [?a :athlete/country ?c]]")
    add(f"a-{an}-points", f"[:find ({an} ?p) . :where [?a :athlete/points ?p]]")
    add(f"a-{an}-weight-with", f"[:find ?l ({an} ?x) :with ?a :where [?a :athlete/weight ?x] [?a :athlete/level ?l]]")
for an in ["min", "max"]:
    for n in [1, 2, 3, 10]:
        add(f"a-{an}-n{n}-dist", f"[:find ?k ({an} {n} ?v) :where [?w :workout/distance ?v] [?w :workout/kind ?k]]")
    add(f"a-{an}-n-names", f"[:find ({an} 3 ?n) . :where [_ :athlete/name ?n]]")
    add(f"a-{an}-n-inst", f"[:find ({an} 2 ?t) . :where [_ :workout/at ?t]]")
    add(f"a-{an}-kw", f"[:find ({an} ?k) . :where [_ :workout/kind ?k]]")
    add(f"a-{an}-str", f"[:find ({an} ?n) . :where [_ :athlete/name ?n]]")
    add(f"a-{an}-inst", f"[:find ?s ({an} ?t) :where [?c :challenge/slug ?s] [?c :challenge/start ?t]]")
    add(f"a-{an}-n-pace", f"[:find ({an} 3 ?p) . :where [_ :athlete/pace ?p]]")
    add(f"a-{an}-n-0", f"[:find ({an} 0 ?p) . :where [_ :workout/duration ?p]]")
# mixed numeric kinds
add("a-sum-mixed", "(q [:find (sum ?x) . :in [?x ...]] [1 2.5 3N 4.25M])")
add("a-avg-mixed", "(q [:find (avg ?x) . :in [?x ...]] [1 2 3N])")
add("a-max-mixed", "(q [:find (max ?x) . :in [?x ...]] [1 2.5 3N])")
add("a-median-mixed", "(q [:find (median ?x) . :in [?x ...]] [1 2.5 3N 10])")
add("a-variance-longs", "(q [:find (variance ?x) . :in [?x ...]] [1 2 3 4])")
add("a-stddev-one", "(q [:find (stddev ?x) . :in [?x ...]] [7])")
add("a-median-even", "(q [:find (median ?x) . :in [?x ...]] [1 2 3 4])")
add("a-sum-bigdec", "(q [:find (sum ?x) . :in [?x ...]] [1.50M 2.25M])")
add("a-avg-bigdec", "(q [:find (avg ?x) . :in [?x ...]] [1.50M 2.25M])")
add("a-distinct-rel", "(q [:find ?k (distinct ?v) :in [[?k ?v]]] [[:a 1] [:a 1] [:a 2] [:b 3]])")
add("a-count-rel-with", "(q [:find ?k (count ?v) :with ?i :in [[?i ?k ?v]]] [[1 :a 1] [2 :a 1] [3 :b 1]])")
add("a-sum-rel-with", "(q [:find ?k (sum ?v) :with ?i :in [[?i ?k ?v]]] [[1 :a 1] [2 :a 1] [3 :b 1]])")
add("a-sum-rel-nowith", "(q [:find ?k (sum ?v) :in [[?i ?k ?v]]] [[1 :a 1] [2 :a 1] [3 :b 1]])")
add("a-count-empty-input", "(q [:find (count ?x) . :in [?x ...]] [])")
add("a-sum-empty-input", "(q [:find (sum ?x) :in [?x ...]] [])")
add("a-two-aggs", "[:find ?k (min ?d) (max ?d) (count ?w) :where [?w :workout/duration ?d] [?w :workout/kind ?k]]")
add("a-many-aggs", "[:find (count ?w) (sum ?d) (avg ?d) (median ?d) (variance ?d) (stddev ?d) :where [?w :workout/distance ?d]]")
add("a-count-distinct-kinds-per-athlete", "[:find ?h (count-distinct ?k) :where [?w :workout/athlete ?a] [?w :workout/kind ?k] [?a :athlete/handle ?h]]")
add("a-count-tags", "[:find ?t (count ?a) :where [?a :athlete/tags ?t]]")
add("a-count-members", "[:find ?c (count ?m) :where [?cl :club/members ?m] [?cl :club/code ?c]]")
add("a-count-followers", "[:find ?h (count ?x) :where [?x :athlete/follows ?a] [?a :athlete/handle ?h]]")
add("a-sum-prize", "[:find (sum ?p) . :where [_ :challenge/prize ?p]]")
add("a-avg-prize", "[:find (avg ?p) . :where [_ :challenge/prize ?p]]")
add("a-sum-fee", "[:find (sum ?f) . :where [_ :club/fee ?f]]")
add("a-median-fee", "[:find (median ?f) . :where [_ :club/fee ?f]]")
add("a-count-bool", "[:find ?p (count ?a) :where [?a :athlete/private ?p]]")
add("a-count-scalar-dot", "[:find (count ?a) . :where [?a :athlete/handle]]")
add("a-count-coll", "[:find [(count ?a) ...] :where [?a :athlete/handle]]")
add("a-tuple-find", "[:find [(min ?d) (max ?d)] :where [_ :workout/duration ?d]]")
add("a-distinct-tags-per-club", "[:find ?c (distinct ?t) :where [?cl :club/members ?a] [?a :athlete/tags ?t] [?cl :club/code ?c]]")
add("a-count-hr-samples", "[:find ?k (sum ?n) :with ?w :where [?w :workout/hr ?hr] [(count ?hr) ?n] [?w :workout/kind ?k]]")
add("a-avg-hr-max", "[:find ?k (avg ?m) :with ?w :where [?w :workout/hr ?hr] [(apply max ?hr) ?m] [?w :workout/kind ?k]]")
add("a-min-zone", "[:find (min ?z) . :where [_ :workout/zone ?z]]")
add("a-max-hr-tuple", "[:find (max ?z) . :where [_ :workout/hr ?z]]")
add("a-distinct-uuid", "[:find (count-distinct ?d) . :where [_ :athlete/device ?d]]")
add("a-min-born", "[:find (min ?b) (max ?b) :where [_ :athlete/born ?b]]")
add("a-count-via-rule", '(q [:find ?h (count-distinct ?b) :in $ % :where (reach ?a ?b) [?a :athlete/handle ?h]] $ ' + FR + ')')
add("a-agg-input-filter", "(q [:find ?k (avg ?d) :in $ [?k ...] :where [?w :workout/kind ?k] [?w :workout/distance ?d]] $ [:run :swim :nope])")
# custom aggregates (clojure.core functions over the group's values)
CUST = ["frequencies", "sort", "set", "vec", "first", "last", "count", "clojure.core/count", "distinct", "reverse",
        "clojure.core/sort", "clojure.core/frequencies", "empty?", "seq", "shuffle-no"]
for c in CUST:
    if c == "shuffle-no":
        continue
    nm = c.replace("clojure.core/", "cc-").replace("?", "Q")
    add(f"c-{nm}-kinds", f"[:find ({c} ?k) . :where [_ :workout/kind ?k]]")
    add(f"c-{nm}-by-athlete", f"[:find ?h ({c} ?k) :where [?w :workout/athlete ?a] [?w :workout/kind ?k] [?a :athlete/handle ?h] [(< ?h \"h2\")]]")
    add(f"c-{nm}-with", f"[:find ?h ({c} ?k) :with ?w :where [?w :workout/athlete ?a] [?w :workout/kind ?k] [?a :athlete/handle ?h] [(< ?h \"h2\")]]")
add("c-into-set", "[:find (into #{} ?k) . :where [_ :workout/kind ?k]]")
add("c-reduce-plus", "[:find (reduce + ?d) . :where [_ :workout/duration ?d]]")
add("c-reduce-max", "[:find ?k (reduce max ?d) :where [?w :workout/duration ?d] [?w :workout/kind ?k]]")
add("c-apply-plus", "[:find (apply + ?d) . :where [_ :workout/duration ?d]]")
add("c-aggregate-fn-input", "(q [:find (aggregate ?f ?d) . :in $ ?f :where [_ :workout/duration ?d]] $ max)")
add("c-aggregate-sort-input", "(q [:find ?k (aggregate ?f ?d) :in $ ?f :where [?w :workout/duration ?d] [?w :workout/kind ?k]] $ sort)")
add("c-frequencies-zone", "[:find (frequencies ?z) . :where [_ :workout/zone ?z]]")
add("c-sort-names", "[:find (sort ?n) . :where [_ :athlete/name ?n]]")
add("c-sort-pace", "[:find (sort ?n) . :where [_ :athlete/pace ?n]]")
add("c-set-tags", "[:find ?c (set ?t) :where [?a :athlete/tags ?t] [?a :athlete/country ?c]]")
add("c-count-beside-builtin", "[:find ?k (count ?w) (clojure.core/count ?w) :where [?w :workout/kind ?k]]")
add("c-first-with-dur", "[:find (first ?d) . :with ?w :where [?w :workout/duration ?d]]")
# find expressions over aggregates
add("x-double-count", "[:find (* 2 (count ?w)) . :where [?w :workout/id]]")
add("x-avg-manual", "[:find (/ (sum ?d) (count ?w)) . :with ?w :where [?w :workout/duration ?d]]")
add("x-by-kind", "[:find ?k (/ (sum ?d) (count ?w)) :where [?w :workout/duration ?d] [?w :workout/kind ?k]]")
add("x-range", "[:find ?k (- (max ?d) (min ?d)) :where [?w :workout/distance ?d] [?w :workout/kind ?k]]")
add("x-plus-one", "[:find (+ 1 (count ?a)) . :where [?a :athlete/handle]]")
add("x-sum-two", "[:find (+ (sum ?d) (sum ?c)) . :with ?w :where [?w :workout/duration ?d] [?w :workout/calories ?c]]")
add("x-nested", "[:find (* 2 (+ 1 (count ?w))) . :where [?w :workout/id]]")
add("x-double-sum", "[:find ?k (* 1.5 (sum ?d)) :where [?w :workout/distance ?d] [?w :workout/kind ?k]]")
add("x-order-by-expr", "[:find ?k (* 2 (count ?w)) :where [?w :workout/kind ?k] :order-by [?k]]")
add("x-keys", "[:find ?k ?n :keys kind n :where [?w :workout/kind ?k] [?w :workout/id ?n] [(< ?n 1003)]]")
# :order-by / :limit / :offset on aggregates
add("o-count-desc", "[:find ?k (count ?w) :where [?w :workout/kind ?k] :order-by [(count ?w) :desc]]")
add("o-count-asc-k", "[:find ?k (count ?w) :where [?w :workout/kind ?k] :order-by [(count ?w) :asc ?k :desc]]")
add("o-sum-limit", "[:find ?h (sum ?d) :where [?w :workout/athlete ?a] [?w :workout/duration ?d] [?a :athlete/handle ?h] :order-by [(sum ?d) :desc ?h] :limit 5]")
add("o-avg-offset", "[:find ?h (avg ?d) :where [?w :workout/athlete ?a] [?w :workout/distance ?d] [?a :athlete/handle ?h] :order-by [(avg ?d) ?h] :offset 3 :limit 4]")
add("o-by-var", "[:find ?h ?l :where [?a :athlete/handle ?h] [?a :athlete/level ?l] :order-by [?l :desc ?h]]")
add("o-limit-only", "[:find ?h :where [?a :athlete/handle ?h] :order-by [?h] :limit 3]")
add("o-offset-past", "[:find ?h :where [?a :athlete/handle ?h] :order-by [?h] :offset 100]")
add("o-median-order", "[:find ?k (median ?d) :where [?w :workout/kind ?k] [?w :workout/duration ?d] :order-by [(median ?d) :desc ?k]]")
add("o-max-name", "[:find ?c (max ?n) :where [?a :athlete/country ?c] [?a :athlete/name ?n] :order-by [?c]]")
add("o-keys-agg", "[:find ?k (count ?w) :keys kind n :where [?w :workout/kind ?k]]")
add("o-strs-agg", "[:find ?k (sum ?c) :strs kind cal :where [?w :workout/kind ?k] [?w :workout/calories ?c]]")
add("o-syms-agg", "[:find ?k (max ?c) :syms kind top :where [?w :workout/kind ?k] [?w :workout/calories ?c]]")
add("o-keys-scalar-agg", "[:find (count ?w) (sum ?d) :keys n total :where [?w :workout/duration ?d]]")
# aggregates beside pull
add("pa-pull-count", "[:find (pull ?a [:athlete/handle]) (count ?w) :where [?w :workout/athlete ?a] [?a :athlete/level 3]]")
add("pa-pull-max", "[:find (pull ?cl [:club/code :club/name]) (max ?p) :where [?cl :club/members ?a] [?a :athlete/points ?p]]")
add("pa-pull-distinct", "[:find (pull ?ch [:challenge/slug]) (distinct ?c) :where [?ch :challenge/entrants ?a] [?a :athlete/country ?c]]")
# nested queries instead of :having
add("h-nested-having", "[:find ?k ?n :where [(q [:find ?k (count ?w) :where [?w :workout/kind ?k]] $) [[?k ?n]]] [(> ?n 22)]]")
add("h-nested-avg", "[:find ?h :where [(q [:find ?a (avg ?d) :where [?w :workout/athlete ?a] [?w :workout/distance ?d]] $) [[?a ?m]]] [(> ?m 15)] [?a :athlete/handle ?h]]")
add("h-nested-scalar", "[:find ?h :where [(q [:find (max ?l) . :where [_ :athlete/level ?l]] $) ?m] [?a :athlete/level ?m] [?a :athlete/handle ?h]]")
add("h-nested-coll", "[:find (count ?h) . :where [(q [:find [?a ...] :where [?a :athlete/private true]] $) [?a ...]] [?a :athlete/handle ?h]]")
add("h-nested-max-per", "[:find ?h ?d :where [(q [:find ?a (max ?d) :where [?w :workout/athlete ?a] [?w :workout/duration ?d]] $) [[?a ?d]]] [?a :athlete/handle ?h] [(> ?d 5000)]]")
# ---- aggregate mistakes
add("e-agg-unbound", "[:find (sum ?zz) . :where [?w :workout/duration ?d]]")
add("e-sum-strings", "[:find (sum ?n) . :where [_ :athlete/name ?n]]")
add("e-avg-strings", "[:find (avg ?n) . :where [_ :athlete/name ?n]]")
add("e-avg-noarg", "[:find (avg) . :where [_ :workout/duration ?d]]")
add("e-unknown-agg", "[:find (mode ?d) . :where [_ :workout/duration ?d]]")
add("e-max-n-str", '[:find (max "3" ?d) . :where [_ :workout/duration ?d]]')
add("e-max-n-kw", "[:find (max :n ?d) . :where [_ :workout/duration ?d]]")
add("e-min-n-neg", "[:find (min -1 ?d) . :where [_ :workout/duration ?d]]")
add("e-median-kw", "[:find (median ?k) . :where [_ :workout/kind ?k]]")
add("e-variance-str", "[:find (variance ?n) . :where [_ :athlete/name ?n]]")
add("e-count-two-args", "[:find (count ?a ?b) . :where [?a :athlete/follows ?b]]")
add("e-agg-in-where", "[:find ?x :where [?w :workout/duration ?d] [(count ?d) ?x]]")
add("e-agg-nested", "[:find (sum (count ?w)) . :where [?w :workout/id]]")
add("e-with-in-find", "[:find ?w (count ?d) :with ?w :where [?w :workout/duration ?d]]")
add("e-keys-count-mismatch", "[:find ?k (count ?w) :keys a :where [?w :workout/kind ?k]]")
add("e-sum-bool", "[:find (sum ?p) . :where [_ :athlete/private ?p]]")
add("e-sum-tuple", "[:find (sum ?t) . :where [_ :workout/hr ?t]]")
add("e-order-unknown-agg", "[:find ?k (count ?w) :where [?w :workout/kind ?k] :order-by [(sum ?w)]]")
add("e-agg-var-only-in-find", "[:find ?zz (count ?w) :where [?w :workout/kind ?k]]")
add("e-stddev-inst", "[:find (stddev ?t) . :where [_ :workout/at ?t]]")
add("e-min-n-float", "[:find (min 2.0 ?d) . :where [_ :workout/duration ?d]]")
add("e-distinct-noarg", "[:find (distinct) . :where [_ :workout/duration ?d]]")
add("e-agg-constant", "[:find (sum 5) . :where [_ :workout/duration ?d]]")
add("e-custom-unknown", "[:find (clojure.core/no-such ?d) . :where [_ :workout/duration ?d]]")

# ---- inputs
add("i-scalar", '(q [:find ?n . :in $ ?h :where [?a :athlete/handle ?h] [?a :athlete/name ?n]] $ "h3")')
add("i-tuple", "(q [:find ?id :in $ [?k ?i] :where [?w :workout/kind ?k] [?w :workout/indoor ?i] [?w :workout/id ?id] [(< ?id 1020)]] $ [:run true])")
add("i-coll", '(q [:find ?h ?k :in $ [?h ...] :where [?a :athlete/handle ?h] [?a :athlete/country ?k]] $ ["h1" "h2" "zz"])')
add("i-rel", "(q [:find ?h ?t :in $ [[?h ?t]] :where [?a :athlete/handle ?h] [?a :athlete/tags ?t]] $ [[\"h0\" :runner] [\"h1\" :swimmer] [\"h4\" :yogi]])")
add("i-lookup", '(q [:find ?n . :in $ ?a :where [?a :athlete/name ?n]] $ [:athlete/handle "h9"])')
add("i-lookup-coll", '(q [:find ?n :in $ [?a ...] :where [?a :athlete/name ?n]] $ [[:athlete/handle "h9"] [:athlete/email "u1@fit.example"] [:club/code :zen]])')
add("i-lookup-uuid", '(q [:find ?h . :in $ ?a :where [?a :athlete/handle ?h]] $ [:athlete/device #uuid "a0a0a0a0-0000-4000-8000-000000000010"])')
add("i-bigdec-input", "(q [:find ?h :in $ ?p :where [?a :athlete/pace ?p] [?a :athlete/handle ?h]] $ 6.00M)")
add("i-bigint-input", "(q [:find ?h :in $ ?p :where [?a :athlete/points ?p] [?a :athlete/handle ?h]] $ -50N)")
add("i-inst-input", '(q [:find (count ?w) . :in $ ?from :where [?w :workout/at ?t] [(> ?t ?from)]] $ #inst "2024-06-01T00:00:00.000-00:00")')
add("i-agg-group-input", "(q [:find ?k (sum ?d) :in $ [?k ...] :where [?w :workout/kind ?k] [?w :workout/duration ?d]] $ [:run :ride])")
add("i-two-sources", "(q [:find ?h ?x :in $ $b :where [?a :athlete/handle ?h] [$b ?h ?x]] $ [[\"h0\" 1] [\"h5\" 2] [\"ñandú\" 3]])")
add("i-rel-agg", "(q [:find ?g (sum ?x) (count ?x) :in [[?g ?x]]] [[:a 1] [:a 2] [:b 5] [:a 2]])")
add("i-rel-agg-with", "(q [:find ?g (sum ?x) :with ?i :in [[?i ?g ?x]]] [[0 :a 1] [1 :a 2] [2 :b 5] [3 :a 2]])")
add("e-too-many-inputs", '(q [:find ?h :in $ ?x :where [?a :athlete/handle ?h]] $ 1 2)')

# ---- pull
add("pl-wild", '(pull [*] [:athlete/handle "h1"])')
add("pl-nested-best", '(pull [:athlete/handle {:athlete/best [:workout/id :workout/kind :workout/hr]}] [:athlete/handle "h0"])')
add("pl-reverse-members", '(pull [:athlete/handle {:club/_members [:club/code]}] [:athlete/handle "h1"])')
add("pl-reverse-follows", '(pull [:athlete/handle {:athlete/_follows [:athlete/handle]}] [:athlete/handle "h3"])')
add("pl-limit", "(pull [:club/code (:club/members :limit 2)] [:club/code :striders])")
add("pl-default", '(pull [:athlete/handle (:athlete/weight :default 0.0) (:athlete/private :default :n/a)] [:athlete/handle "h8"])')
add("pl-as", '(pull [[:athlete/handle :as :h] (:athlete/points :as "pts")] [:athlete/handle "h1"])')
add("pl-recursion", '(pull [:athlete/handle {:athlete/follows ...}] [:athlete/handle "h0"])')
add("pl-recursion-2", '(pull [:athlete/handle {:athlete/follows 2}] [:athlete/handle "h8"])')
add("pl-club-rec", "(pull [:club/code {:club/parent ...}] [:club/code :peaks])")
add("pl-club-self", "(pull [:club/code {:club/parent ...}] [:club/code :zen])")
add("pl-component", '(pull [:workout/id {:workout/notes [*]}] [:workout/id 1000])')
add("pl-challenge", '(pull [* {:challenge/club [:club/code]}] [:challenge/slug "mega"])')
add("pl-missing", '(pull [*] [:athlete/handle "nobody"])')
add("pl-find-pull", "[:find (pull ?c [:club/code :club/fee]) :where [?c :club/code]]")
add("pl-find-pull-coll", "[:find [(pull ?c [:challenge/slug :challenge/prize]) ...] :where [?c :challenge/slug]]")

# ---- with transactions
add("w-upsert", '(with [{:athlete/handle "h2" :athlete/level 9}] [:find ?l . :where [?a :athlete/handle "h2"] [?a :athlete/level ?l]])')
add("w-new-athlete-agg", '(with [{:athlete/handle "new" :athlete/level 7}] [:find (count ?a) (max ?l) :where [?a :athlete/level ?l]])')
add("w-retract-tag", '(with [[:db/retract [:athlete/handle "h0"] :athlete/tags :runner]] [:find ?t :where [?a :athlete/handle "h0"] [?a :athlete/tags ?t]])')
add("w-retract-entity-component", '(with [[:db/retractEntity [:workout/id 1000]]] [:find (count ?n) . :where [?n :note/text]])')
add("w-cas-ok", '(with [[:db/cas [:athlete/handle "h1"] :athlete/level 2 5]] [:find ?l . :where [?a :athlete/handle "h1"] [?a :athlete/level ?l]])')
add("w-cas-fail", '(with [[:db/cas [:athlete/handle "h1"] :athlete/level 3 5]] [:find ?l . :where [?a :athlete/handle "h1"] [?a :athlete/level ?l]])')
add("w-tempid-ref", '(with [{:db/id "x" :athlete/handle "zed"} {:db/id "y" :club/code :newc :club/members ["x"]}] [:find ?h :where [?c :club/code :newc] [?c :club/members ?a] [?a :athlete/handle ?h]])')
add("w-add-workout-agg", '(with [{:workout/id 9999 :workout/athlete [:athlete/handle "h0"] :workout/kind :run :workout/duration 100}] [:find ?k (count ?w) (sum ?d) :where [?w :workout/kind ?k] [?w :workout/duration ?d] [?w :workout/athlete ?a] [?a :athlete/handle "h0"]])')
add("w-upsert-device", '(with [{:athlete/device #uuid "a0a0a0a0-0000-4000-8000-000000000001" :athlete/level 42}] [:find ?h ?l :where [?a :athlete/level 42] [?a :athlete/handle ?h]])')
add("w-unique-value-conflict", '(with [{:athlete/handle "h2" :athlete/email "u0@fit.example"}] [:find ?h :where [?a :athlete/email "u0@fit.example"] [?a :athlete/handle ?h]])')
add("w-follow-cycle-reach", '(with [[:db/add [:athlete/handle "h3"] :athlete/follows [:athlete/handle "h0"]]] (q [:find ?h :in $ % :where [?a :athlete/handle "h3"] (reach ?a ?b) [?b :athlete/handle ?h]] $ ' + FR + '))')
add("w-retract-points-sum", '(with [[:db/retract [:athlete/handle "h1"] :athlete/points]] [:find (count ?p) . :where [_ :athlete/points ?p]])')

for n, t in list(E):
    pass


def main():
    names = [n for n, _ in E]
    assert len(names) == len(set(names)), [n for n in names if names.count(n) > 1]
    with open(os.path.join(HERE, "queries.edn"), "w") as f:
        for n, t in E:
            f.write(f";; @ {n}\n{t}\n")
    print(len(E))


if __name__ == "__main__":
    main()
