#!/usr/bin/env python3
"""Writes queries.edn of unseen57 (clinical-trials registry), deterministic."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def add(name, text):
    E.append((name, text.strip()))


SUP = """[[(sup ?a ?b) [?a :inv/supervises ?b]]
  [(sup ?a ?b) [?a :inv/supervises ?m] (sup ?m ?b)]]"""
UPDOWN = """[[(up ?a ?b) [?b :inv/supervises ?a]]
  [(up ?a ?b) [?m :inv/supervises ?a] (up ?m ?b)]
  [(down ?a ?b) [?a :inv/supervises ?b]]
  [(down ?a ?b) (up ?b ?a)]]"""
MUTUAL = """[[(even ?a ?b) [?a :inv/supervises ?m] (odd ?m ?b)]
  [(odd ?a ?b) [?a :inv/supervises ?b]]
  [(odd ?a ?b) [?a :inv/supervises ?m] (even ?m ?b)]]"""
SERIOUS = """[[(serious-enr ?e) [?e :enr/visits ?v] [?v :visit/aes ?x] [?x :ae/serious true]]
  [(pt-serious ?p) [?e :enr/participant ?p] (serious-enr ?e)]]"""
TRSITE = """[[(trial-country ?t ?c) [?t :trial/sites ?s] [?s :site/country ?c]]]"""

# ---- basics
add("b-trial-titles", "[:find ?t :where [_ :trial/title ?t]]")
add("b-registries-coll", "[:find [?r ...] :where [_ :trial/registry ?r]]")
add("b-pt-count", "[:find (count ?p) . :where [?p :pt/code]]")
add("b-phase3", "[:find ?r :where [?t :trial/phase :phase3] [?t :trial/registry ?r]]")
add("b-blinded-false", "[:find ?r :where [?t :trial/blinded false] [?t :trial/registry ?r]]")
add("b-blinded-missing", "[:find ?r :where [?t :trial/registry ?r] [(missing? $ ?t :trial/blinded)]]")
add("b-site-geo", "[:find ?c ?g :where [?s :site/code ?c] [?s :site/geo ?g]]")
add("b-site-geo-eq", "[:find ?c :where [?s :site/geo [0.0 0.0]] [?s :site/code ?c]]")
add("b-lab-values", "[:find ?l :where [_ :enr/lab ?l]]")
add("b-lab-eq", "[:find (count ?e) . :where [?e :enr/lab [:alt -7.5]]]")
add("b-composite-count", "[:find (count ?k) . :where [_ :enr/trial+participant ?k]]")
add("b-dose-eq", "[:find ?l :where [?a :arm/dose 0.00M] [?a :arm/label ?l]]")
add("b-dose-eq-other-scale", "[:find ?l :where [?a :arm/dose 0M] [?a :arm/label ?l]]")
add("b-dose-neg", "[:find ?l ?d :where [?a :arm/dose ?d] [(< ?d 0)] [?a :arm/label ?l]]")
add("b-dose-all", "[:find ?l ?d :where [?a :arm/dose ?d] [?a :arm/label ?l]]")
add("b-budget-bigint", "[:find ?n ?b :where [?s :sponsor/budget ?b] [?s :sponsor/name ?n]]")
add("b-uuid-lookup", '[:find ?r . :where [?t :trial/uuid #uuid "7e000000-0000-4000-8000-000000000003"] [?t :trial/registry ?r]]')
add("b-inst-eq", '[:find ?r :where [?t :trial/started #inst "2022-06-15T00:00:00.000-00:00"] [?t :trial/registry ?r]]')
add("b-criteria-all", "[:find ?c :where [_ :trial/criteria ?c]]")
add("b-criteria-empty", '[:find ?r :where [?t :trial/criteria ""] [?t :trial/registry ?r]]')
add("b-licence-zero", "[:find ?n :where [?i :inv/licence 0] [?i :inv/name ?n]]")
add("b-licence-neg", "[:find ?n ?l :where [?i :inv/licence ?l] [(neg? ?l)] [?i :inv/name ?n]]")
add("b-unicode-name", '[:find ?c . :where [?s :site/name "東大病院"] [?s :site/code ?c]]')
add("b-empty-site-name", '[:find ?c . :where [?s :site/name ""] [?s :site/code ?c]]')
add("b-delta-zero", "[:find (count ?v) . :where [?v :visit/delta 0.0]]")
add("b-delta-neg-zero", "[:find (count ?v) . :where [?v :visit/delta -0.0]]")
add("b-serious-count", "[:find (count ?x) . :where [?x :ae/serious true]]")
add("b-severity-dist", "[:find ?s (count ?x) :where [?x :ae/severity ?s]]")
add("b-empty-term", '[:find (count ?x) . :where [?x :ae/term ""]]')
add("b-withdrawn", "[:find ?c :where [?e :enr/withdrawn true] [?e :enr/participant ?p] [?p :pt/code ?c]]")
add("b-attrs-of-trial", '[:find ?a :where [?t :trial/registry "NCT006"] [?t ?a _]]')
add("b-attrs-ident", '[:find ?an :where [?t :trial/registry "NCT005"] [?t ?a _] [?a :db/ident ?an]]')
add("b-scalar-missing", '[:find ?t . :where [?x :trial/registry "NCT999"] [?x :trial/title ?t]]')
add("b-tuple-find", '[:find [?t ?p] :where [?x :trial/registry "NCT003"] [?x :trial/title ?t] [?x :trial/phase ?p]]')
add("b-sex-x", "[:find (count ?p) . :where [?p :pt/sex :x]]")
add("b-weight-missing", "[:find ?c :where [?p :pt/code ?c] [(missing? $ ?p :pt/weight)]]")
add("b-sponsor-empty-country", '[:find ?n :where [?s :sponsor/country ""] [?s :sponsor/name ?n]]')
add("b-budget-eq-N", "[:find ?n :where [?s :sponsor/budget 0N] [?s :sponsor/name ?n]]")
add("b-target-neg", "[:find ?r :where [?t :trial/target ?x] [(< ?x 1)] [?t :trial/registry ?r]]")
add("b-visit-day0", "[:find (count ?v) . :where [?v :visit/day 0]]")

# ---- joins
add("j-trial-sponsor", "[:find ?r ?sn :where [?t :trial/sponsor ?s] [?s :sponsor/name ?sn] [?t :trial/registry ?r]]")
add("j-trial-site-country", "[:find ?r ?c :where [?t :trial/sites ?s] [?s :site/country ?c] [?t :trial/registry ?r]]")
add("j-pi-site", "[:find ?r ?sc :where [?t :trial/pi ?i] [?i :inv/site ?s] [?s :site/code ?sc] [?t :trial/registry ?r]]")
add("j-pi-site-in-trial", "[:find ?r :where [?t :trial/pi ?i] [?i :inv/site ?s] [?t :trial/sites ?s] [?t :trial/registry ?r]]")
add("j-pt-enrolled-trial", "[:find ?c ?r :where [?e :enr/participant ?p] [?e :enr/trial ?t] [?p :pt/code ?c] [?t :trial/registry ?r] [?t :trial/phase :phase1]]")
add("j-arm-placebo-pts", "[:find ?c :where [?e :enr/arm ?a] [?a :arm/placebo true] [?e :enr/participant ?p] [?p :pt/code ?c]]")
add("j-arm-belongs", "[:find ?r ?l :where [?e :enr/arm ?a] [?e :enr/trial ?t] [?t :trial/arms ?a] [?a :arm/label ?l] [?t :trial/registry ?r]]")
add("j-arm-mismatch", "[:find (count ?e) . :where [?e :enr/arm ?a] [?e :enr/trial ?t] (not [?t :trial/arms ?a])]")
add("j-pt-site-vs-trial-site", "[:find ?c ?r :where [?e :enr/participant ?p] [?e :enr/trial ?t] [?p :pt/site ?s] [?t :trial/sites ?s] [?p :pt/code ?c] [?t :trial/registry ?r]]")
add("j-severe-visit-day", "[:find ?c ?d :where [?x :ae/severity :life-threatening] [?v :visit/aes ?x] [?v :visit/day ?d] [?e :enr/visits ?v] [?e :enr/participant ?p] [?p :pt/code ?c]]")
add("j-supervisor-names", "[:find ?a ?b :where [?x :inv/supervises ?y] [?x :inv/name ?a] [?y :inv/name ?b]]")
add("j-supervise-same-site", "[:find ?a ?b :where [?x :inv/supervises ?y] [?x :inv/site ?s] [?y :inv/site ?s] [?x :inv/email ?a] [?y :inv/email ?b]]")
add("j-sponsor-site-same-country", "[:find ?sn ?sc :where [?t :trial/sponsor ?sp] [?sp :sponsor/country ?c] [?t :trial/sites ?s] [?s :site/country ?c] [?sp :sponsor/name ?sn] [?s :site/code ?sc]]")
add("j-two-trials", "[:find ?c :where [?e1 :enr/participant ?p] [?e2 :enr/participant ?p] [(not= ?e1 ?e2)] [?p :pt/code ?c]]")
add("j-lab-kind", "[:find ?k (count ?e) :where [?e :enr/lab ?l] [(first ?l) ?k]]")

# ---- predicates and functions
add("p-gap-days", "[:find ?c ?gap :where [?e :enr/visits ?v0] [?v0 :visit/day 0] [?e :enr/visits ?v1] [?v1 :visit/day ?d1] [(- ?d1 0) ?gap] [(> ?gap 30)] [?e :enr/participant ?p] [?p :pt/code ?c]]")
add("p-gap-pairs", "[:find (count ?v1) . :where [?e :enr/visits ?v0] [?e :enr/visits ?v1] [?v0 :visit/day ?d0] [?v1 :visit/day ?d1] [(- ?d1 ?d0) ?gap] [(> ?gap 30)]]")
add("p-gap-max", "[:find (max ?gap) . :where [?e :enr/visits ?v0] [?e :enr/visits ?v1] [?v0 :visit/day ?d0] [?v1 :visit/day ?d1] [(- ?d1 ?d0) ?gap]]")
add("p-sbp-high", "[:find (count ?v) . :where [?v :visit/sbp ?x] [(>= ?x 150.0)]]")
add("p-sbp-range", "[:find (count ?v) . :where [?v :visit/sbp ?x] [(< 120 ?x 130)]]")
add("p-delta-sign", "[:find ?sg (count ?v) :where [?v :visit/delta ?d] [(compare ?d 0.0) ?sg]]")
add("p-pos-delta", "[:find (count ?v) . :where [?v :visit/delta ?d] [(pos? ?d)]]")
add("p-zero-delta", "[:find (count ?v) . :where [?v :visit/delta ?d] [(zero? ?d)]]")
add("p-age", "[:find ?c ?age :where [?p :pt/born ?b] [(- 2025 ?b) ?age] [(>= ?age 80)] [?p :pt/code ?c]]")
add("p-bmi-ish", "[:find ?c ?r :where [?p :pt/weight ?w] [(/ ?w 2.0) ?r] [(> ?r 55.0)] [?p :pt/code ?c]]")
add("p-dose-times", "[:find ?l ?x :where [?a :arm/dose ?d] [(* ?d 2) ?x] [?a :arm/label ?l]]")
add("p-dose-plus", "[:find ?l ?x :where [?a :arm/dose ?d] [(+ ?d 0.5M) ?x] [?a :arm/label ?l]]")
add("p-dose-gt-double", "[:find ?l :where [?a :arm/dose ?d] [(> ?d 3.3)] [?a :arm/label ?l]]")
add("p-dose-eq-clj", "[:find ?l :where [?a :arm/dose ?d] [(== ?d 3.33M)] [?a :arm/label ?l]]")
add("p-budget-arith", "[:find ?n ?x :where [?s :sponsor/budget ?b] [(* ?b 1000) ?x] [?s :sponsor/name ?n]]")
add("p-budget-gt", "[:find ?n :where [?s :sponsor/budget ?b] [(> ?b 100000000)] [?s :sponsor/name ?n]]")
add("p-str-concat", '[:find ?x :where [?t :trial/registry ?r] [?t :trial/phase ?ph] [(name ?ph) ?pn] [(str ?r "/" ?pn) ?x]]')
add("p-upper-title", "[:find ?u :where [_ :trial/title ?t] [(clojure.string/upper-case ?t) ?u]]")
add("p-starts-with", '[:find ?c :where [?p :pt/name ?n] [(clojure.string/starts-with? ?n "Z")] [?p :pt/code ?c]]')
add("p-includes", '[:find ?c :where [_ :trial/criteria ?c] [(clojure.string/includes? ?c "age")]]')
add("p-regex", '[:find ?c :where [_ :trial/criteria ?c] [(re-find #"^age>=\\d+$" ?c)]]')
add("p-regex-groups", '[:find ?c ?n :where [_ :trial/criteria ?c] [(re-matches #"age>=(\\d+)" ?c) [_ ?n]]]')
add("p-parse-age", '[:find ?c ?v :where [_ :trial/criteria ?c] [(re-matches #"age>=(\\d+)" ?c) [_ ?n]] [(parse-long ?n) ?v] [(> ?v 15)]]')
add("p-count-str", "[:find ?t ?n :where [_ :trial/title ?t] [(count ?t) ?n]]")
add("p-subs", "[:find ?x :where [_ :trial/registry ?r] [(subs ?r 3) ?x]]")
add("p-split", '[:find ?part :where [_ :inv/email ?e] [(clojure.string/split ?e #"@") [?part _]]]')
add("p-name-kw", "[:find ?n :where [_ :ae/severity ?s] [(name ?s) ?n]]")
add("p-kw-ns", "[:find ?n . :where [_ :trial/phase ?s] [(namespace ?s) ?n]]")
add("p-keyword-fn", '[:find ?r :where [(keyword "phase2") ?k] [?t :trial/phase ?k] [?t :trial/registry ?r]]')
add("p-inst-ms", '[:find ?r ?ms :where [?t :trial/started ?s] [(.getTime ?s) ?ms] [?t :trial/registry ?r]]')
add("p-inst-before", '[:find ?r :where [?t :trial/started ?s] [(< ?s #inst "2021-01-01")] [?t :trial/registry ?r]]')
add("p-enr-before-start", "[:find (count ?e) . :where [?e :enr/at ?a] [?e :enr/trial ?t] [?t :trial/started ?s] [(< ?a ?s)]]")
add("p-enr-days-after", "[:find ?c ?d :where [?e :enr/at ?a] [?e :enr/trial ?t] [?t :trial/started ?s] [(.getTime ?a) ?am] [(.getTime ?s) ?sm] [(- ?am ?sm) ?diff] [(quot ?diff 86400000) ?d] [(> ?d 700)] [?e :enr/participant ?p] [?p :pt/code ?c]]")
add("p-geo-first", "[:find ?c ?lat :where [?s :site/geo ?g] [(first ?g) ?lat] [(> ?lat 45.0)] [?s :site/code ?c]]")
add("p-geo-nth", "[:find ?c ?lon :where [?s :site/geo ?g] [(nth ?g 1) ?lon] [(neg? ?lon)] [?s :site/code ?c]]")
add("p-geo-untuple", "[:find ?c ?lat ?lon :where [?s :site/geo ?g] [(untuple ?g) [?lat ?lon]] [?s :site/code ?c]]")
add("p-lab-untuple", "[:find ?k ?v :where [_ :enr/lab ?l] [(untuple ?l) [?k ?v]] [(< ?v 0)]]")
add("p-tuple-build", "[:find ?t :where [?s :site/code ?c] [?s :site/beds ?b] [(tuple ?c ?b) ?t] [(> ?b 1000)]]")
add("p-get-else-sbp", "[:find ?d ?x :where [?e :enr/participant [:pt/code \"P010\"]] [?e :enr/visits ?v] [?v :visit/day ?d] [(get-else $ ?v :visit/sbp -1.0) ?x]]")
add("p-get-else-arm", '[:find ?c ?a :where [?e :enr/participant ?p] [?p :pt/code ?c] [(get-else $ ?e :enr/arm :none) ?a] [(= ?a :none)]]')
add("p-get-some", "[:find ?c ?attr ?v :where [?p :pt/code ?c] [(get-some $ ?p :pt/weight :pt/born) [?attr ?v]] [(< ?c \"P005\")]]")
add("p-missing-arm", "[:find (count ?e) . :where [?e :enr/trial _] [(missing? $ ?e :enr/arm)]]")
add("p-ground-coll", "[:find ?r :where [(ground [:phase1 :phase4]) [?ph ...]] [?t :trial/phase ?ph] [?t :trial/registry ?r]]")
add("p-ground-rel", '[:find ?r ?lbl :where [(ground [["NCT001" "low"] ["NCT004" "cream"]]) [[?r ?lbl]]] [?t :trial/registry ?r] [?t :trial/arms ?a] [?a :arm/label ?lbl]]')
add("p-ground-scalar", "[:find ?c :where [(ground 1000) ?min] [?s :site/beds ?b] [(>= ?b ?min)] [?s :site/code ?c]]")
add("p-identity", "[:find ?x :where [?s :site/beds ?b] [(identity ?b) ?x] [(<= ?x 0)]]")
add("p-max-fn", "[:find ?c ?m :where [?s :site/beds ?b] [(max ?b 500) ?m] [?s :site/code ?c]]")
add("p-abs", "[:find ?d ?a :where [_ :visit/delta ?d] [(abs ?d) ?a] [(> ?a 4.5)]]")
add("p-mod", "[:find ?c :where [?p :pt/born ?b] [(mod ?b 10) ?m] [(= ?m 0)] [?p :pt/code ?c]]")
add("p-rem-neg", "[:find ?l ?r :where [?i :inv/licence ?l] [(rem ?l 2) ?r]]")
add("p-double-conv", "[:find ?x :where [?s :site/beds ?b] [(double ?b) ?x] [(< ?x 200.0)]]")
add("p-long-conv", "[:find ?c ?x :where [?p :pt/weight ?w] [(long ?w) ?x] [(> ?x 110)] [?p :pt/code ?c]]")
add("p-bigdec-conv", "[:find ?l ?x :where [?a :arm/dose ?d] [(double ?d) ?x] [?a :arm/label ?l]]")
add("p-bigint-str", "[:find ?x :where [_ :sponsor/budget ?b] [(str ?b) ?x]]")
add("p-dose-str", "[:find ?x :where [_ :arm/dose ?d] [(str ?d) ?x]]")
add("p-not-eq-self", "[:find ?a :where [?x :inv/supervises ?y] [(= ?x ?y)] [?x :inv/email ?a]]")
add("p-format", '[:find ?x :where [?t :trial/registry ?r] [?t :trial/target ?n] [(format "%s:%05d" ?r ?n) ?x]]')
add("p-format-dbl", '[:find ?x :where [?v :visit/sbp ?s] [(> ?s 158.0)] [(format "%.1f" ?s) ?x]]')
add("p-lower-name", '[:find ?x :where [_ :pt/name ?n] [(clojure.string/lower-case ?n) ?x] [(clojure.string/includes? ?x "ü")]]')
add("p-join-str", '[:find ?x . :where [(ground ["a" "b" "c"]) ?v] [(clojure.string/join "-" ?v) ?x]]')
add("p-reverse-str", '[:find ?x :where [_ :trial/registry ?r] [(clojure.string/reverse ?r) ?x]]')
add("p-replace", '[:find ?x :where [_ :trial/criteria ?c] [(clojure.string/replace ?c ">=" " at least ") ?x]]')
add("p-min-fn-dbl", "[:find ?x :where [?v :visit/sbp ?s] [?v :visit/delta ?d] [(min ?s ?d) ?x] [(< ?x -4.0)]]")
add("p-inc-dec", "[:find ?x ?y :where [_ :site/beds ?b] [(inc ?b) ?x] [(dec ?b) ?y] [(< ?b 200)]]")
add("p-nil-get-else", '[:find ?r ?b :where [?t :trial/registry ?r] [(get-else $ ?t :trial/blinded "unknown") ?b]]')
add("p-vector-fn", "[:find ?v :where [?s :site/code ?c] [?s :site/beds ?b] [(vector ?c ?b) ?v] [(< ?b 1)]]")
add("p-contains-set", '[:find ?c :where [?s :site/code ?c] [?s :site/country ?k] [(contains? #{"DE" "SE"} ?k)]]')
add("p-set-literal-fn", '[:find ?r :where [?t :trial/registry ?r] [?t :trial/phase ?ph] [(#{:phase1 :phase4} ?ph)]]')
add("p-some-fn", '[:find ?x :where [?t :trial/registry ?r] [(some #{"NCT002" "NCT007"} [?r]) ?x]]')
add("p-quot", "[:find ?d ?w :where [_ :visit/day ?d] [(quot ?d 7) ?w]]")
add("p-sqrt-like", "[:find ?c ?x :where [?s :site/beds ?b] [(> ?b 0)] [(Math/sqrt ?b) ?x] [?s :site/code ?c]]")
add("p-str-blank", "[:find ?c :where [?s :site/name ?n] [(clojure.string/blank? ?n)] [?s :site/code ?c]]")
add("p-boolean-fn", "[:find ?r ?nb :where [?t :trial/blinded ?b] [(not ?b) ?nb] [?t :trial/registry ?r]]")
add("p-true-pred", "[:find ?r :where [?t :trial/blinded ?b] [(true? ?b)] [?t :trial/registry ?r]]")
add("p-uuid-str", "[:find ?x . :where [?t :trial/registry \"NCT002\"] [?t :trial/uuid ?u] [(str ?u) ?x]]")
add("p-even", "[:find (count ?p) . :where [?p :pt/born ?b] [(even? ?b)]]")
add("p-bigdec-div", "[:find ?l ?x :where [?a :arm/dose ?d] [(> ?d 10)] [(/ ?d 4) ?x] [?a :arm/label ?l]]")
add("p-bigdec-sub", "[:find ?x :where [_ :arm/dose ?d] [(- ?d 1.5M) ?x]]")

# ---- not / not-join / or / or-join
add("n-no-arm", "[:find ?c :where [?e :enr/participant ?p] [?p :pt/code ?c] (not [?e :enr/arm _])]")
add("n-not-enrolled", "[:find ?c :where [?p :pt/code ?c] (not [_ :enr/participant ?p])]")
add("n-no-serious-any-visit", """[:find ?c :where [?p :pt/code ?c] [_ :enr/participant ?p]
  (not-join [?p] [?e :enr/participant ?p] [?e :enr/visits ?v] [?v :visit/aes ?x] [?x :ae/serious true])]""")
add("n-no-serious-count", """[:find (count ?p) . :where [?e0 :enr/participant ?p]
  (not-join [?p] [?e :enr/participant ?p] [?e :enr/visits ?v] [?v :visit/aes ?x] [?x :ae/serious true])]""")
add("n-one-country", """[:find ?r :where [?t :trial/registry ?r] [?t :trial/sites ?s0] [?s0 :site/country ?c0]
  (not-join [?t ?c0] [?t :trial/sites ?s1] [?s1 :site/country ?c1] [(not= ?c0 ?c1)])]""")
add("n-one-country-dbl", """[:find ?r :where [?t :trial/registry ?r]
  (not-join [?t] [?t :trial/sites ?s1] [?s1 :site/country ?c1]
    (not-join [?t ?c1] [?t :trial/sites ?s2] [?s2 :site/country ?c2] [(not= ?c1 ?c2)]))]""")
add("n-all-sites-de", """[:find ?r :where [?t :trial/registry ?r] [?t :trial/sites _]
  (not-join [?t] [?t :trial/sites ?s] (not [?s :site/country "DE"]))]""")
add("n-or-not", """[:find ?c :where [?p :pt/code ?c]
  (or (not [?p :pt/sex _]) [?p :pt/sex :x])]""")
add("n-or-join-not-join", """[:find ?c :where [?p :pt/code ?c]
  (or-join [?p] [?p :pt/born 1940]
    (not-join [?p] [?e :enr/participant ?p]))]""")
add("n-or-join-const", """[:find ?r :where [?t :trial/registry ?r]
  (or-join [?t] [?t :trial/phase :phase1] (and [?t :trial/sponsor ?s] [?s :sponsor/country "SE"]))]""")
add("n-or-join-const-bound", """[:find ?c ?k :where [?p :pt/code ?c] [(< ?c "P006")]
  (or-join [?p ?k] (and [?p :pt/sex :f] [(ground :female) ?k]) (and [?p :pt/sex :m] [(ground :male) ?k]) (and (not [?p :pt/sex :f]) (not [?p :pt/sex :m]) [(ground :other) ?k]))]""")
add("n-or-two-attrs", "[:find (count ?v) . :where (or [?v :visit/sbp 110.0] [?v :visit/delta 0.0])]")
add("n-or-branch-unbound-err", "[:find ?c :where [?p :pt/code ?c] (or [?p :pt/sex :f] [?x :pt/born 1950])]")
add("n-nested-not-or", """[:find ?c :where [?p :pt/code ?c] [?e :enr/participant ?p]
  (not (or [?e :enr/withdrawn true] [?e :enr/withdrawn false]))
  (not [?e :enr/lab _])]""")
add("n-not-severity", """[:find ?sev (count ?x) :where [?x :ae/severity ?sev] (not [?x :ae/serious true])]""")
add("n-severe-not-serious", """[:find (count ?x) . :where [?x :ae/severity :severe] (not [?x :ae/serious true])]""")
add("n-not-join-pi", """[:find ?n :where [?i :inv/name ?n] (not-join [?i] [_ :trial/pi ?i])]""")
add("n-not-supervised", """[:find ?n :where [?i :inv/name ?n] (not [_ :inv/supervises ?i])]""")
add("n-not-supervises-other", """[:find ?n :where [?i :inv/name ?n] (not-join [?i] [?i :inv/supervises ?j] [(not= ?i ?j)])]""")
add("n-sites-no-trials", """[:find ?c :where [?s :site/code ?c] (not [_ :trial/sites ?s])]""")
add("n-sites-no-pts-enrolled", """[:find ?c :where [?s :site/code ?c] (not-join [?s] [?p :pt/site ?s] [_ :enr/participant ?p])]""")
add("n-or-in-not", """[:find ?c :where [?p :pt/code ?c] [?p :pt/site ?s] (not (or [?s :site/country "US"] [?s :site/country "JP"]))]""")
add("n-not-in-or-join", """[:find ?r :where [?t :trial/registry ?r]
  (or-join [?t] (not [?t :trial/pi _]) (and [?t :trial/pi ?i] (not [?i :inv/rank :chief]) (not [?i :inv/rank :senior])))]""")
add("n-trials-all-arms-nonplacebo", """[:find ?r :where [?t :trial/registry ?r] [?t :trial/arms _]
  (not-join [?t] [?t :trial/arms ?a] [?a :arm/placebo true])]""")
add("n-or-and-pred", """[:find ?c :where [?p :pt/code ?c] (or (and [?p :pt/weight ?w] [(> ?w 110.0)]) (and [?p :pt/born ?b] [(< ?b 1945)]))]""")
add("n-pt-no-visits", """[:find ?c :where [?e :enr/participant ?p] (not [?e :enr/visits _]) [?p :pt/code ?c]]""")
add("n-pt-every-visit-has-sbp", """[:find ?c :where [?e :enr/participant ?p] [?e :enr/visits _]
  (not-join [?e] [?e :enr/visits ?v] (not [?v :visit/sbp _])) [?p :pt/code ?c]]""")
add("n-not-unbound-err", "[:find ?c :where (not [?p :pt/sex :f]) [?p :pt/code ?c]]")
add("n-or-join-required", """[:find ?c :where [?p :pt/code ?c] (or-join [[?p] ?k] [?p :pt/sex ?k] [?p :pt/born ?k]) [(= ?k :x)]]""")
add("n-not-join-vars-missing", """[:find ?c :where [?p :pt/code ?c] (not-join [?q] [?q :pt/sex :f])]""")

# ---- rules
add("r-sup-from-ada", f'(q [:find ?n :in $ % :where [?a :inv/email "ada@trials.example"] (sup ?a ?b) [?b :inv/name ?n]] $ {SUP})')
add("r-sup-cycle", f'(q [:find ?n :in $ % :where (sup ?a ?a) [?a :inv/name ?n]] $ {SUP})')
add("r-sup-count", f'(q [:find ?n (count ?b) :in $ % :where (sup ?a ?b) [?a :inv/email ?n]] $ {SUP})')
add("r-sup-lookup-arg", f'(q [:find ?n :in $ % :where (sup [:inv/email "cho@trials.example"] ?b) [?b :inv/name ?n]] $ {SUP})')
add("r-sup-up", f'(q [:find ?n :in $ % ?e :where [?a :inv/email ?e] (up ?a ?b) [?b :inv/name ?n]] $ {UPDOWN} "eve@trials.example")')
add("r-sup-up-cycle", f'(q [:find ?n :in $ % ?e :where [?a :inv/email ?e] (up ?a ?b) [?b :inv/name ?n]] $ {UPDOWN} "gus@trials.example")')
add("r-down-via-up", f'(q [:find ?n :in $ % ?e :where [?a :inv/email ?e] (down ?a ?b) [?b :inv/name ?n]] $ {UPDOWN} "cho@trials.example")')
add("r-even-odd", f'(q [:find ?x ?y :in $ % :where (even ?a ?b) [?a :inv/email ?x] [?b :inv/email ?y]] $ {MUTUAL})')
add("r-odd-from-ada", f'(q [:find [?y ...] :in $ % :where [?a :inv/email "ada@trials.example"] (odd ?a ?b) [?b :inv/email ?y]] $ {MUTUAL})')
add("r-even-from-ada", f'(q [:find [?y ...] :in $ % :where [?a :inv/email "ada@trials.example"] (even ?a ?b) [?b :inv/email ?y]] $ {MUTUAL})')
add("r-not-rule", f'(q [:find ?c :in $ % :where [?p :pt/code ?c] [_ :enr/participant ?p] (not (pt-serious ?p))] $ {SERIOUS})')
add("r-rule-calls-rule", f'(q [:find ?c :in $ % :where (pt-serious ?p) [?p :pt/code ?c]] $ {SERIOUS})')
add("r-not-join-rule", f'(q [:find (count ?p) . :in $ % :where [?p :pt/code _] (not-join [?p] (pt-serious ?p))] $ {SERIOUS})')
add("r-trial-country", f'(q [:find ?r ?c :in $ % :where (trial-country ?t ?c) [?t :trial/registry ?r]] $ {TRSITE})')
add("r-trial-country-const", f'(q [:find ?r :in $ % :where (trial-country ?t "DE") [?t :trial/registry ?r]] $ {TRSITE})')
add("r-trial-one-country", f'(q [:find ?r :in $ % :where [?t :trial/registry ?r] (trial-country ?t ?c) (not-join [?t ?c] (trial-country ?t ?d) [(not= ?c ?d)])] $ {TRSITE})')
add("r-sup-not-from-ada", f'(q [:find ?n :in $ % :where [?a :inv/email "ada@trials.example"] [?b :inv/name ?n] (not (sup ?a ?b))] $ {SUP})')
add("r-sup-or", f'(q [:find ?n :in $ % :where [?a :inv/email "dan@trials.example"] (or (sup ?a ?b) [?b :inv/rank :chief]) [?b :inv/name ?n]] $ {SUP})')
add("r-depth", '''(q [:find ?n ?d :in $ % :where [?a :inv/email "ada@trials.example"] (lvl ?a ?b 1 ?d) [(<= ?d 3)] [?b :inv/email ?n]] $
  [[(lvl ?a ?b ?d0 ?d) [?a :inv/supervises ?b] [(identity ?d0) ?d]]
   [(lvl ?a ?b ?d0 ?d) [?a :inv/supervises ?m] [(< ?d0 3)] [(inc ?d0) ?d1] (lvl ?m ?b ?d1 ?d)]])''')
add("r-required-arg", f'(q [:find ?n :in $ % :where (peers ?a ?b) [?b :inv/email ?n] [?a :inv/email "dan@trials.example"]] $ [[(peers [?a] ?b) [?a :inv/site ?s] [?b :inv/site ?s] [(not= ?a ?b)]]])')
add("r-same-site", '(q [:find ?x ?y :in $ % :where (peers ?a ?b) [?a :inv/email ?x] [?b :inv/email ?y]] $ [[(peers ?a ?b) [?a :inv/site ?s] [?b :inv/site ?s] [(not= ?a ?b)]]])')
add("r-multi-body-or", '''(q [:find ?c :in $ % :where [?p :pt/code ?c] (risky ?p)] $
  [[(risky ?p) [?p :pt/born ?b] [(< ?b 1945)]]
   [(risky ?p) [?e :enr/participant ?p] [?e :enr/withdrawn true]]])''')
add("r-unknown-rule", f'(q [:find ?n :in $ % :where (supx ?a ?b) [?b :inv/name ?n]] $ {SUP})')
add("r-sup-both-bound", f'(q [:find ?x . :in $ % :where [?a :inv/email "ben@trials.example"] [?b :inv/email "gus@trials.example"] (sup ?a ?b) [(ground true) ?x]] $ {SUP})')
add("r-sup-reach-hal", f'(q [:find ?n :in $ % :where [?h :inv/email "hal@trials.example"] (sup ?a ?h) [?a :inv/name ?n]] $ {SUP})')

# ---- aggregates
add("a-count-distinct-trials", "[:find (count-distinct ?t) . :where [_ :enr/trial ?t]]")
add("a-enr-per-trial", "[:find ?r (count ?e) :where [?e :enr/trial ?t] [?t :trial/registry ?r]]")
add("a-median-sbp", "[:find (median ?s) . :where [_ :visit/sbp ?s]]")
add("a-median-sbp-with", "[:find (median ?s) . :with ?v :where [?v :visit/sbp ?s]]")
add("a-variance-delta", "[:find (variance ?d) . :with ?v :where [?v :visit/delta ?d]]")
add("a-stddev-delta", "[:find (stddev ?d) . :with ?v :where [?v :visit/delta ?d]]")
add("a-avg-delta-trial", "[:find ?r (avg ?d) :with ?v :where [?e :enr/trial ?t] [?e :enr/visits ?v] [?v :visit/delta ?d] [?t :trial/registry ?r]]")
add("a-sum-delta", "[:find (sum ?d) . :with ?v :where [?v :visit/delta ?d]]")
add("a-sum-delta-nowith", "[:find (sum ?d) . :where [?v :visit/delta ?d]]")
add("a-min-max", "[:find (min ?s) (max ?s) :where [_ :visit/sbp ?s]]")
add("a-min-n", "[:find (min 3 ?s) . :where [_ :visit/sbp ?s]]")
add("a-max-n-with", "[:find (max 4 ?d) . :with ?v :where [?v :visit/day ?d]]")
add("a-distinct-sev", "[:find (distinct ?s) . :where [_ :ae/severity ?s]]")
add("a-count-per-pt", "[:find ?c (count ?v) :where [?e :enr/participant ?p] [?e :enr/visits ?v] [?p :pt/code ?c] [(< ?c \"P008\")]]")
add("a-serious-per-trial", "[:find ?r (count ?x) :where [?e :enr/trial ?t] [?e :enr/visits ?v] [?v :visit/aes ?x] [?x :ae/serious true] [?t :trial/registry ?r]]")
add("a-max-dose-trial", "[:find ?r (max ?d) :where [?t :trial/arms ?a] [?a :arm/dose ?d] [?t :trial/registry ?r]]")
add("a-sum-dose", "[:find (sum ?d) . :with ?a :where [?a :arm/dose ?d]]")
add("a-avg-dose", "[:find (avg ?d) . :with ?a :where [?a :arm/dose ?d]]")
add("a-median-dose", "[:find (median ?d) . :with ?a :where [?a :arm/dose ?d]]")
add("a-sum-budget", "[:find (sum ?b) . :with ?s :where [?s :sponsor/budget ?b]]")
add("a-max-budget", "[:find (max ?b) . :where [_ :sponsor/budget ?b]]")
add("a-min-inst", "[:find (min ?s) . :where [_ :trial/started ?s]]")
add("a-max-inst-enr", "[:find (max ?a) . :where [_ :enr/at ?a]]")
add("a-count-criteria", "[:find ?r (count ?c) :where [?t :trial/criteria ?c] [?t :trial/registry ?r]]")
add("a-count-distinct-country", "[:find ?r (count-distinct ?c) :where [?t :trial/sites ?s] [?s :site/country ?c] [?t :trial/registry ?r]]")
add("a-min-str", "[:find (min ?n) . :where [_ :pt/name ?n]]")
add("a-max-str", "[:find (max ?n) . :where [_ :pt/name ?n]]")
add("a-max-kw", "[:find (max ?s) . :where [_ :ae/severity ?s]]")
add("a-count-bool", "[:find ?b (count ?x) :where [?x :ae/serious ?b]]")
add("a-avg-weight-sex", "[:find ?s (avg ?w) :where [?p :pt/sex ?s] [?p :pt/weight ?w]]")
add("a-avg-weight-sex-with", "[:find ?s (avg ?w) :with ?p :where [?p :pt/sex ?s] [?p :pt/weight ?w]]")
add("a-median-born", "[:find (median ?b) . :with ?p :where [?p :pt/born ?b]]")
add("a-variance-born", "[:find (variance ?b) . :with ?p :where [?p :pt/born ?b]]")
add("a-stddev-weight", "[:find (stddev ?w) . :with ?p :where [?p :pt/weight ?w]]")
add("a-multi-agg", "[:find ?r (count ?e) (count-distinct ?p) (min ?a) :where [?e :enr/trial ?t] [?e :enr/participant ?p] [?e :enr/at ?a] [?t :trial/registry ?r]]")
add("a-min-n-str", "[:find (min 2 ?n) . :where [_ :trial/title ?n]]")
add("a-max-n-dose", "[:find (max 2 ?d) . :where [_ :arm/dose ?d]]")
add("a-distinct-dose", "[:find (distinct ?d) . :where [_ :arm/dose ?d]]")
add("a-count-empty", "[:find (count ?x) . :where [?x :ae/severity :unknown]]")
add("a-sum-empty", "[:find (sum ?d) . :where [?x :visit/delta ?d] [(> ?d 100.0)]]")
add("a-avg-empty-rel", "[:find ?r (avg ?d) :where [?x :visit/delta ?d] [(> ?d 100.0)] [?x :visit/day ?r]]")
add("a-count-coll", "[:find [(count ?v) (count-distinct ?d)] :where [?v :visit/day ?d]]")
add("a-unknown-agg", "[:find (mode ?d) . :where [_ :visit/day ?d]]")
add("a-distinct-tuple", "[:find (distinct ?l) . :where [_ :enr/lab ?l]]")
add("a-sup-count-agg-rule", f'(q [:find (count-distinct ?b) . :in $ % :where (sup ?a ?b)] $ {SUP})')
add("a-with-two", "[:find ?r (sum ?d) :with ?e ?v :where [?e :enr/trial ?t] [?e :enr/visits ?v] [?v :visit/day ?d] [?t :trial/registry ?r]]")
add("a-count-star-var", "[:find ?sev (count-distinct ?e) :where [?e :enr/visits ?v] [?v :visit/aes ?x] [?x :ae/severity ?sev]]")
add("a-variance-single", '[:find (variance ?d) . :where [?t :trial/registry "NCT003"] [?t :trial/arms ?a] [?a :arm/dose ?d]]')

# ---- find specs, return maps, ordering
add("f-keys", "[:find ?r ?p :keys reg phase :where [?t :trial/registry ?r] [?t :trial/phase ?p]]")
add("f-strs", "[:find ?c ?n :strs code name :where [?s :site/code ?c] [?s :site/name ?n]]")
add("f-syms", "[:find ?c ?b :syms code beds :where [?s :site/code ?c] [?s :site/beds ?b]]")
add("f-keys-agg", "[:find ?r (count ?e) :keys trial n :where [?e :enr/trial ?t] [?t :trial/registry ?r]]")
add("f-keys-arity-err", "[:find ?r ?p :keys reg :where [?t :trial/registry ?r] [?t :trial/phase ?p]]")
add("f-coll-agg-err", "[:find [(count ?e) ...] :where [?e :enr/trial _]]")
add("f-tuple-agg", "[:find [(min ?d) (max ?d) (count ?v)] :where [?v :visit/day ?d]]")
add("f-scalar-pull", '[:find (pull ?t [:trial/title :trial/phase]) . :where [?t :trial/registry "NCT002"]]')
add("f-coll-pull", '[:find [(pull ?s [:site/code]) ...] :where [?s :site/country "DE"]]')
add("f-rel-pull-and-var", '[:find ?r (pull ?s [:sponsor/name]) :where [?t :trial/sponsor ?s] [?t :trial/registry ?r]]')
add("o-order-beds", "[:find ?c ?b :where [?s :site/code ?c] [?s :site/beds ?b] :order-by [?b :desc]]")
add("o-order-limit", "[:find ?c ?w :where [?p :pt/code ?c] [?p :pt/weight ?w] :order-by [?w :desc ?c :asc] :limit 5]")
add("o-order-offset", "[:find ?c ?w :where [?p :pt/code ?c] [?p :pt/weight ?w] :order-by [?w ?c] :limit 4 :offset 3]")
add("o-order-inst", "[:find ?r ?s :where [?t :trial/registry ?r] [?t :trial/started ?s] :order-by [?s ?r]]")
add("o-order-unicode", "[:find ?n :where [_ :site/name ?n] :order-by [?n]]")
add("o-limit-only", "[:find (count ?x) . :where [?x :pt/code _] :limit 1]")
add("o-offset-past", "[:find ?c :where [?s :site/code ?c] :order-by [?c] :offset 50]")
add("o-order-agg-var", "[:find ?r (count ?e) :where [?e :enr/trial ?t] [?t :trial/registry ?r] :order-by [?r :desc]]")
add("o-order-dose", "[:find ?l ?d :where [?a :arm/dose ?d] [?a :arm/label ?l] :order-by [?d :desc ?l]]")
add("o-order-kw", "[:find ?r ?p :where [?t :trial/registry ?r] [?t :trial/phase ?p] :order-by [?p :desc ?r :asc]]")
add("o-map-form", "{:find [?c ?b] :where [[?s :site/code ?c] [?s :site/beds ?b]] :order-by [?b] :limit 3}")
add("o-order-not-found-var", "[:find ?c :where [?s :site/code ?c] :order-by [?zz]]")

# ---- inputs
add("i-scalar", '(q [:find ?n :in $ ?c :where [?s :site/code ?c] [?s :site/name ?n]] $ "S-STO")')
add("i-coll", '(q [:find ?r :in $ [?ph ...] :where [?t :trial/phase ?ph] [?t :trial/registry ?r]] $ [:phase2 :phase4])')
add("i-tuple", '(q [:find ?c :in $ [?cty ?min] :where [?s :site/country ?cty] [?s :site/beds ?b] [(>= ?b ?min)] [?s :site/code ?c]] $ ["DE" 100])')
add("i-relation", '(q [:find ?c ?l :in $ [[?c ?l]] :where [?p :pt/code ?c] [?e :enr/participant ?p] [?e :enr/arm ?a] [?a :arm/label ?l]] $ [["P001" "low"] ["P002" "high"] ["P010" "placebo"] ["P003" "nope"]])')
add("i-relation-join-pattern", '(q [:find ?c ?r :in $ [[?r ?minday]] :where [?t :trial/registry ?r] [?e :enr/trial ?t] [?e :enr/visits ?v] [?v :visit/day ?d] [(>= ?d ?minday)] [?e :enr/participant ?p] [?p :pt/code ?c]] $ [["NCT002" 100] ["NCT005" 180]])')
add("i-lookup-ref", '(q [:find ?r :in $ ?s :where [?t :trial/sites ?s] [?t :trial/registry ?r]] $ [:site/code "S-BOS"])')
add("i-lookup-ref-coll", '(q [:find ?r :in $ [?s ...] :where [?t :trial/sites ?s] [?t :trial/registry ?r]] $ [[:site/code "S-MUC"] [:site/code "S-SEA"]])')
add("i-eid-pattern", '(q [:find ?n . :in $ ?i :where [?i :inv/name ?n]] $ [:inv/licence 1004])')
add("i-uuid", '(q [:find ?r . :in $ ?u :where [?t :trial/uuid ?u] [?t :trial/registry ?r]] $ #uuid "7e000000-0000-4000-8000-000000000007")')
add("i-inst", '(q [:find ?r :in $ ?d :where [?t :trial/started ?s] [(> ?s ?d)] [?t :trial/registry ?r]] $ #inst "2022-01-01T00:00:00.000-00:00")')
add("i-bigdec", '(q [:find ?l :in $ ?d :where [?a :arm/dose ?d] [?a :arm/label ?l]] $ 3.330M)')
add("i-bigdec-other", '(q [:find ?l :in $ ?d :where [?a :arm/dose ?d] [?a :arm/label ?l]] $ 3.33M)')
add("i-bigint", '(q [:find ?n :in $ ?b :where [?s :sponsor/budget ?b] [?s :sponsor/name ?n]] $ 12000000N)')
add("i-double", '(q [:find (count ?v) . :in $ ?x :where [?v :visit/delta ?x]] $ -5.0)')
add("i-keyword", '(q [:find (count ?x) . :in $ ?s :where [?x :ae/severity ?s]] $ :mild)')
add("i-boolean", '(q [:find (count ?x) . :in $ ?b :where [?x :ae/serious ?b]] $ false)')
add("i-tuple-value", '(q [:find ?c :in $ ?g :where [?s :site/geo ?g] [?s :site/code ?c]] $ [59.35 18.03])')
add("i-hetero-tuple-value", '(q [:find (count ?e) . :in $ ?l :where [?e :enr/lab ?l]] $ [:crp 6.0])')
add("i-composite-lookup", '(q [:find ?a . :in $ ?e :where [?e :enr/at ?a]] $ [:enr/trial+participant [26 41]])')
add("i-rules-and-scalar", f'(q [:find ?n :in $ % ?e :where [?a :inv/email ?e] (sup ?b ?a) [?b :inv/name ?n]] $ {SUP} "dan@trials.example")')
add("i-empty-coll", '(q [:find ?r :in $ [?ph ...] :where [?t :trial/phase ?ph] [?t :trial/registry ?r]] $ [])')
add("i-empty-rel", '(q [:find ?r :in $ [[?ph ?x]] :where [?t :trial/phase ?ph] [?t :trial/registry ?r]] $ [])')
add("i-two-dbs", '(q [:find ?c ?w :in $ $w :where [?p :pt/code ?c] [$w ?c ?w]] $ [["P001" :vip] ["P002" :watch] ["P999" :ghost]])')
add("i-collection-source-pred", '(q [:find ?x ?y :in $a :where [$a ?x ?y] [(> ?y 2)]] [[:a 1] [:b 3] [:c 5]])')
add("i-fn-input", '(q [:find ?c :in $ ?f :where [?s :site/code ?c] [?s :site/beds ?b] [(?f ?b 1000)]] $ >)')
add("i-too-few", '(q [:find ?c :in $ ?x ?y :where [?s :site/code ?c]] $ 1)')
add("i-coll-dupes", '(q [:find ?r :in $ [?ph ...] :where [?t :trial/phase ?ph] [?t :trial/registry ?r]] $ [:phase1 :phase1 :phase1])')
add("i-relation-wide", '(q [:find ?n ?s :in $ [[?e _ ?s]] :where [?i :inv/email ?e] [?i :inv/name ?n]] $ [["ada@trials.example" 1 :x] ["eve@trials.example" 2 :y]])')
add("i-scalar-nil-result", '(q [:find ?n . :in $ ?c :where [?s :site/code ?c] [?s :site/name ?n]] $ "S-XXX")')

# ---- pull
add("pl-trial-wild", '(pull [*] [:trial/registry "NCT005"])')
add("pl-trial-nested", '(pull [:trial/title {:trial/sponsor [:sponsor/name :sponsor/budget]} {:trial/arms [:arm/label :arm/dose]}] [:trial/registry "NCT001"])')
add("pl-reverse", '(pull [:site/code {:trial/_sites [:trial/registry]}] [:site/code "S-STO"])')
add("pl-reverse-component", '(pull [:arm/label {:trial/_arms [:trial/registry]}] [:trial/registry "NCT001"])')
add("pl-sup-rec", '(pull [:inv/name {:inv/supervises ...}] [:inv/email "ada@trials.example"])')
add("pl-sup-rec-2", '(pull [:inv/email {:inv/supervises 2}] [:inv/email "ada@trials.example"])')
add("pl-sup-rec-self", '(pull [:inv/email {:inv/supervises ...}] [:inv/email "hal@trials.example"])')
add("pl-sup-rec-cycle", '(pull [:inv/email {:inv/supervises ...}] [:inv/email "gus@trials.example"])')
add("pl-up-rec", '(pull [:inv/email {:inv/_supervises ...}] [:inv/email "eve@trials.example"])')
add("pl-limit", '(pull [:trial/registry (:trial/criteria :limit 2)] [:trial/registry "NCT001"])')
add("pl-default", '(pull [:trial/registry (:trial/blinded :default :unknown) (:trial/pi :default "none")] [:trial/registry "NCT006"])')
add("pl-as", '(pull [[:trial/registry :as "id"] [:trial/phase :as :ph]] [:trial/registry "NCT003"])')
add("pl-as-limit", '(pull [(:trial/sites :as :where :limit 1)] [:trial/registry "NCT003"])')
add("pl-enr-deep", '(pull [:enr/at :enr/lab {:enr/arm [:arm/label]} {:enr/visits [:visit/day :visit/sbp {:visit/aes [:ae/term :ae/severity :ae/serious]}]}] [:enr/trial+participant [34 44]])')
add("pl-pt-reverse-enr", '(pull [:pt/code {:enr/_participant [{:enr/trial [:trial/registry]} :enr/withdrawn]}] [:pt/code "P005"])')
add("pl-missing", '(pull [:trial/title] [:trial/registry "NCT404"])')
add("pl-wild-component", '(pull [*] [:trial/registry "NCT002"])')
add("pl-nested-wild", '(pull [:trial/registry {:trial/sites [*]}] [:trial/registry "NCT002"])')
add("pl-pt-wild", '(pull [*] [:pt/code "P009"])')
add("pl-find-pull-many", "[:find (pull ?i [:inv/email {:inv/supervises [:inv/email]}]) :where [?i :inv/rank :senior]]")
add("pl-db-id", '(pull [:db/id :site/code] [:site/code "S-NUL"])')
add("pl-limit-nil", '(pull [(:trial/criteria :limit nil)] [:trial/registry "NCT001"])')
add("pl-default-nested", '(pull [{(:trial/pi :default {}) [:inv/name]}] [:trial/registry "NCT006"])')
add("pl-uuid-lookup", '(pull [:trial/registry] [:trial/uuid #uuid "7e000000-0000-4000-8000-000000000004"])')
add("pl-bad-attr", '(pull [:trial/nonsense] [:trial/registry "NCT001"])')
add("pl-bad-pattern", '(pull [{:trial/arms}] [:trial/registry "NCT001"])')
add("pl-visit-sorted", "[:find (pull ?v [:visit/day :visit/delta]) :where [?e :enr/participant [:pt/code \"P004\"]] [?e :enr/visits ?v]]")

# ---- with transactions
add("w-enrol-nested", '''(with [{:pt/code "P900" :pt/name "Nova Ny" :pt/born 2001}
       {:enr/trial [:trial/registry "NCT002"] :enr/participant [:pt/code "P900"] :enr/at #inst "2024-01-01T00:00:00.000-00:00"
        :enr/visits [{:visit/day 0 :visit/delta 0.5} {:visit/day 30 :visit/delta -1.5 :visit/aes [{:ae/term "cough" :ae/severity :mild :ae/serious false}]}]}]
  [:find ?d ?t :where [?p :pt/code "P900"] [?e :enr/participant ?p] [?e :enr/visits ?v] [?v :visit/day ?d] [?v :visit/delta ?t]])''')
add("w-enrol-tempids", '''(with [{:db/id "p" :pt/code "P901" :pt/name "Tem Pid"} {:db/id "e" :enr/trial [:trial/registry "NCT001"] :enr/participant "p"}]
  [:find ?k :where [?p :pt/code "P901"] [?e :enr/participant ?p] [?e :enr/trial+participant ?k] [(vector? ?k)]])''')
add("w-enrol-then-no-serious", '''(with [{:pt/code "P902" :pt/name "Zed"} {:enr/trial [:trial/registry "NCT003"] :enr/participant [:pt/code "P902"] :enr/visits [{:visit/day 1 :visit/delta 0.0 :visit/aes [{:ae/term "x" :ae/severity :severe :ae/serious true}]}]}]
  [:find ?c :where [?p :pt/code ?c] [(> ?c "P890")] (not-join [?p] [?e :enr/participant ?p] [?e :enr/visits ?v] [?v :visit/aes ?x] [?x :ae/serious true])])''')
add("w-withdraw-retract-entity", '''(with [[:db/retractEntity [:enr/trial+participant [29 49]]]]
  [:find (count ?v) . :where [?v :visit/day _]])''')
add("w-retract-pt-dangling", '''(with [[:db/retractEntity [:pt/code "P001"]]]
  [:find (count ?e) . :where [?e :enr/participant ?p] (not [?p :pt/code _])])''')
add("w-retract-trial-arms", '''(with [[:db/retractEntity [:trial/registry "NCT004"]]]
  [:find (count ?a) . :where [?a :arm/label _]])''')
add("w-cas-amend-visit", '''(with [[:db/cas [:enr/trial+participant [22 47]] :enr/withdrawn nil true]]
  [:find ?w . :where [?e :enr/trial+participant [22 47]] [?e :enr/withdrawn ?w]])''')
add("w-cas-fail", '''(with [[:db/cas [:trial/registry "NCT001"] :trial/target 999 5]]
  [:find ?x . :where [?t :trial/registry "NCT001"] [?t :trial/target ?x]])''')
add("w-cas-ok", '''(with [[:db/cas [:trial/registry "NCT001"] :trial/target 120 121]]
  [:find ?x . :where [?t :trial/registry "NCT001"] [?t :trial/target ?x]])''')
add("w-upsert-trial", '''(with [{:trial/registry "NCT002" :trial/phase :phase3 :trial/target 41}]
  [:find ?p ?x :where [?t :trial/registry "NCT002"] [?t :trial/phase ?p] [?t :trial/target ?x]])''')
add("w-upsert-uuid", '''(with [{:trial/uuid #uuid "7e000000-0000-4000-8000-000000000005" :trial/title "Renamed"}]
  [:find ?r ?t :where [?x :trial/title ?t] [?x :trial/registry ?r] [(= ?r "NCT005")]])''')
add("w-unique-value-conflict", '''(with [{:inv/email "new@trials.example" :inv/licence 1001}]
  [:find (count ?i) . :where [?i :inv/email _]])''')
add("w-unique-identity-conflict", '''(with [{:db/id "x" :trial/registry "NCT001" :trial/uuid #uuid "7e000000-0000-4000-8000-000000000002"}]
  [:find (count ?t) . :where [?t :trial/registry _]])''')
add("w-add-criteria", '''(with [[:db/add [:trial/registry "NCT005"] :trial/criteria "age<18"] [:db/add [:trial/registry "NCT005"] :trial/criteria "consent"]]
  [:find ?c :where [?t :trial/registry "NCT005"] [?t :trial/criteria ?c]])''')
add("w-retract-criteria", '''(with [[:db/retract [:trial/registry "NCT001"] :trial/criteria "BMI<35"]]
  [:find ?c :where [?t :trial/registry "NCT001"] [?t :trial/criteria ?c]])''')
add("w-retract-attr-all", '''(with [[:db/retract [:trial/registry "NCT001"] :trial/criteria]]
  [:find (count ?c) . :where [?t :trial/registry "NCT001"] [?t :trial/criteria ?c]])''')
add("w-break-cycle", '''(with [[:db/retract [:inv/email "gus@trials.example"] :inv/supervises [:inv/email "ben@trials.example"]]]
  (q [:find ?n :in $ % :where (sup ?a ?a) [?a :inv/email ?n]] $ ''' + SUP + "))")
add("w-new-supervision-rule", '''(with [[:db/add [:inv/email "eve@trials.example"] :inv/supervises [:inv/email "ada@trials.example"]]]
  (q [:find (count ?a) . :in $ % :where (sup ?a ?a)] $ ''' + SUP + "))")
add("w-composite-upsert", '''(with [{:enr/trial [:trial/registry "NCT001"] :enr/participant [:pt/code "P001"] :enr/withdrawn true}]
  [:find (count ?e) . :where [?e :enr/participant [:pt/code "P001"]]])''')
add("w-lab-tuple", '''(with [{:db/id "e" :enr/trial [:trial/registry "NCT006"] :enr/participant [:pt/code "P015"] :enr/lab [:hb -0.25]}]
  [:find ?l :where [?e :enr/participant [:pt/code "P015"]] [?e :enr/lab ?l]])''')
add("w-lab-tuple-bad", '''(with [{:enr/trial [:trial/registry "NCT006"] :enr/participant [:pt/code "P015"] :enr/lab ["hb" 1.0]}]
  [:find ?l :where [_ :enr/lab ?l] [(first ?l) ?k] [(string? ?k)]])''')
add("w-dose-bigdec", '''(with [{:db/id [:trial/registry "NCT006"] :trial/arms [{:arm/label "new" :arm/dose 2.500M :arm/placebo false}]}]
  [:find ?d . :where [?t :trial/registry "NCT006"] [?t :trial/arms ?a] [?a :arm/dose ?d]])''')
add("w-pull-after", '''(with [{:db/id [:pt/code "P003"] :pt/weight 0.0 :pt/sex :x}]
  (pull [:pt/code :pt/weight :pt/sex] [:pt/code "P003"]))''')
add("w-retract-component-visit", '''(with [[:db/retractEntity [:trial/registry "NCT002"]]]
  [:find (count ?e) . :where [?e :enr/trial ?t] (not [?t :trial/registry _])])''')
add("w-bad-type", '''(with [{:pt/code "P950" :pt/born "1990"}]
  [:find ?b :where [?p :pt/code "P950"] [?p :pt/born ?b]])''')
add("w-missing-lookup", '''(with [[:db/add [:pt/code "P999"] :pt/born 1990]]
  [:find ?b :where [?p :pt/code "P999"] [?p :pt/born ?b]])''')
add("w-card-one-replace", '''(with [[:db/add [:site/code "S-MUC"] :site/beds 10] [:db/add [:site/code "S-MUC"] :site/beds 20]]
  [:find ?b :where [?s :site/code "S-MUC"] [?s :site/beds ?b]])''')
add("w-reverse-ref-map", '''(with [{:inv/email "zed@trials.example" :inv/name "Zed" :inv/_supervises [[:inv/email "eve@trials.example"]]}]
  [:find ?n :where [?e :inv/email "eve@trials.example"] [?e :inv/supervises ?z] [?z :inv/name ?n]])''')
add("w-retract-geo", '''(with [[:db/retract [:site/code "S-NUL"] :site/geo [0.0 0.0]]]
  [:find ?c :where [?s :site/code ?c] [(missing? $ ?s :site/geo)]])''')
add("w-geo-replace", '''(with [[:db/add [:site/code "S-NUL"] :site/geo [-1.5 2.0]]]
  [:find ?g . :where [?s :site/code "S-NUL"] [?s :site/geo ?g]])''')

# ---- errors on purpose
add("e-unbound-pred", "[:find ?c :where [?s :site/code ?c] [(> ?zz 1)]]")
add("e-unknown-fn", "[:find ?x :where [?s :site/beds ?b] [(frobnicate ?b) ?x]]")
add("e-div-zero", "[:find ?x :where [?s :site/beds ?b] [(/ ?b 0) ?x]]")
add("e-find-unbound", "[:find ?zz :where [?s :site/code ?c]]")
add("e-lookup-nonunique", '[:find ?n :where [[:pt/name "Bo Fischer"] :pt/born ?n]]')
add("e-empty-where", "[:find ?x :where]")
add("e-pull-no-var", "[:find (pull ?x [*]) :where [?s :site/code ?c]]")
add("e-with-in-find", "[:find ?v (count ?d) :with ?v :where [?v :visit/day ?d]]")
add("e-subs-range", '[:find ?x :where [_ :trial/registry ?r] [(subs ?r 10) ?x]]')
add("e-nested-query-fn", "[:find ?x . :where [(ground 1) ?x] [(q [:find ?y :where [?y :pt/code _]] $) ?z]]")
add("e-str-upper-num", "[:find ?x :where [_ :site/beds ?b] [(clojure.string/upper-case ?b) ?x]]")

# ---- parameterised families
REGS = [t for t in ["NCT001", "NCT002", "NCT003", "NCT004", "NCT005", "NCT006", "NCT007"]]
for r in REGS:
    add(f"fam-trial-enr-{r}", f'[:find ?c :where [?t :trial/registry "{r}"] [?e :enr/trial ?t] [?e :enr/participant ?p] [?p :pt/code ?c]]')
    add(f"fam-trial-serious-free-{r}", f'''[:find (count ?p) . :where [?t :trial/registry "{r}"] [?e :enr/trial ?t] [?e :enr/participant ?p]
  (not-join [?e] [?e :enr/visits ?v] [?v :visit/aes ?x] [?x :ae/serious true])]''')
    add(f"fam-trial-pull-{r}", f'(pull [:trial/registry :trial/phase (:trial/criteria :default []) {{:trial/sites [:site/code :site/country]}} {{(:trial/pi :default nil) [:inv/email]}}] [:trial/registry "{r}"])')
    add(f"fam-trial-median-{r}", f'[:find (median ?s) . :with ?v :where [?t :trial/registry "{r}"] [?e :enr/trial ?t] [?e :enr/visits ?v] [?v :visit/sbp ?s]]')
    pass  # add(f"fam-trial-gap-{r}", f'[:find ?c (max ?gap) :where [?t :trial/registry "{r}"] [?e :enr/trial ?t] [?e :enr/visits ?v0] [?e :enr/visits ?v1] [?v0 :visit/day ?d0] [?v1 :visit/day ?d1] [(- ?d1 ?d0) ?gap] [?e :enr/participant ?p] [?p :pt/code ?c]]')
    pass  # add(f"fam-trial-arms-{r}", f'[:find ?l ?d (count ?e) :where [?t :trial/registry "{r}"] [?t :trial/arms ?a] [?a :arm/label ?l] [?a :arm/dose ?d] [?e :enr/arm ?a]]')
    pass  # add(f"fam-trial-countries-{r}", f'(q [:find [?c ...] :in $ % ?r :where [?t :trial/registry ?r] (trial-country ?t ?c)] $ {TRSITE} "{r}")')
INV = ["ada", "ben", "cho", "dan", "eve", "fay", "gus", "hal", "ivy"]
for i in INV:
    add(f"fam-inv-down-{i}", f'(q [:find [?n ...] :in $ % ?e :where [?a :inv/email ?e] (sup ?a ?b) [?b :inv/email ?n]] $ {SUP} "{i}@trials.example")')
    add(f"fam-inv-up-{i}", f'(q [:find [?n ...] :in $ % ?a :where (up ?a ?b) [?b :inv/email ?n]] $ {UPDOWN} [:inv/email "{i}@trials.example"])')
    pass  # add(f"fam-inv-even-{i}", f'(q [:find (count ?b) . :in $ % ?e :where [?a :inv/email ?e] (even ?a ?b)] $ {MUTUAL} "{i}@trials.example")')
    pass  # add(f"fam-inv-pull-{i}", f'(pull [:inv/name :inv/rank {{:inv/site [:site/code]}} {{:inv/_supervises [:inv/email]}} {{:trial/_pi [:trial/registry]}}] [:inv/email "{i}@trials.example"])')
SITES = ["S-BOS", "S-SEA", "S-STO", "S-TYO", "S-BER", "S-MUC", "S-NUL"]
for s in SITES:
    add(f"fam-site-pts-{s}", f'[:find (count ?p) . :where [?s :site/code "{s}"] [?p :pt/site ?s]]')
    add(f"fam-site-trials-{s}", f'[:find [?r ...] :where [?s :site/code "{s}"] [?t :trial/sites ?s] [?t :trial/registry ?r]]')
    pass  # add(f"fam-site-weight-{s}", f'[:find ?sex (avg ?w) (count ?p) :with ?p :where [?s :site/code "{s}"] [?p :pt/site ?s] [?p :pt/weight ?w] [(get-else $ ?p :pt/sex :unknown) ?sex]]')
    pass  # add(f"fam-site-abroad-{s}", f'[:find ?c :where [?s :site/code "{s}"] [?p :pt/site ?s] [?e :enr/participant ?p] [?e :enr/trial ?t] (not [?t :trial/sites ?s]) [?p :pt/code ?c]]')
for k, pc in enumerate([f"P{i:03d}" for i in range(0, 84, 8)]):
    add(f"fam-pt-visits-{pc}", f'[:find ?d ?sbp ?dl :where [?p :pt/code "{pc}"] [?e :enr/participant ?p] [?e :enr/visits ?v] [?v :visit/day ?d] [(get-else $ ?v :visit/sbp 0.0) ?sbp] [?v :visit/delta ?dl]]')
    if k % 2 == 0:
        add(f"fam-pt-pull-{pc}", f'(pull [:pt/name (:pt/born :default 0) {{:pt/site [:site/country]}} {{:enr/_participant [:enr/lab {{:enr/arm [:arm/label :arm/dose]}}]}}] [:pt/code "{pc}"])')
    else:
        add(f"fam-pt-aes-{pc}", f'[:find ?sev ?ser :where [?p :pt/code "{pc}"] [?e :enr/participant ?p] [?e :enr/visits ?v] [?v :visit/aes ?x] [?x :ae/severity ?sev] [?x :ae/serious ?ser]]')
for sev in ["mild", "moderate", "severe", "life-threatening", "none"]:
    add(f"fam-sev-pts-{sev}", f'[:find (count-distinct ?p) . :where [?x :ae/severity :{sev}] [?v :visit/aes ?x] [?e :enr/visits ?v] [?e :enr/participant ?p]]')
    pass  # add(f"fam-sev-terms-{sev}", f'[:find ?t (count ?x) :where [?x :ae/severity :{sev}] [?x :ae/term ?t]]')
for ph in ["phase1", "phase2", "phase3", "phase4"]:
    pass  # add(f"fam-phase-sponsors-{ph}", f'[:find ?n :where [?t :trial/phase :{ph}] [?t :trial/sponsor ?s] [?s :sponsor/name ?n]]')
    add(f"fam-phase-stats-{ph}", f'[:find [(count ?v) (min ?d) (max ?d) (avg ?d)] :where [?t :trial/phase :{ph}] [?e :enr/trial ?t] [?e :enr/visits ?v] [?v :visit/delta ?d]]')
for lab in ["alt", "ast", "crp", "hb"]:
    pass  # add(f"fam-lab-{lab}", f'[:find ?c ?v :where [?e :enr/lab ?l] [(untuple ?l) [?k ?v]] [(= ?k :{lab})] [(> ?v 0)] [?e :enr/participant ?p] [?p :pt/code ?c]]')

with open(os.path.join(HERE, "queries.edn"), "w") as f:
    for name, text in E:
        f.write(f";; @ {name}\n{text}\n\n")
print(len(E), "entries")
