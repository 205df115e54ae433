#!/usr/bin/env python3
"""Writes queries.edn of the 65th unseen parity corpus (deterministic)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def add(name, text):
    E.append((name, text.strip()))


SUP = """[[(sup ?a ?b) [?a :cl/super ?b]]
  [(sup ?a ?b) [?a :cl/super ?m] (sup ?m ?b)]]"""
MUT = """[[(even ?a ?b) [(identity ?a) ?b]]
  [(even ?a ?b) [?a :cl/super ?m] (odd ?m ?b)]
  [(odd ?a ?b) [?a :cl/super ?m] (even ?m ?b)]]"""

# basics
add("b-mrns", "[:find ?m :where [_ :pat/mrn ?m]]")
add("b-pat-count", "[:find (count ?p) . :where [?p :pat/mrn]]")
add("b-appt-coll", "[:find [?id ...] :where [?a :appt/id ?id] [?a :appt/proc :mri]]")
add("b-empty-name", '[:find ?m :where [?p :pat/name ""] [?p :pat/mrn ?m]]')
add("b-unicode-name", '[:find ?m . :where [?p :pat/name "Hana 🌸"] [?p :pat/mrn ?m]]')
add("b-balance-zero2", "[:find ?m :where [?p :pat/balance 0.00M] [?p :pat/mrn ?m]]")
add("b-balance-zero4", "[:find ?m :where [?p :pat/balance 0.0000M] [?p :pat/mrn ?m]]")
add("b-balance-zero1", "[:find ?m :where [?p :pat/balance 0M] [?p :pat/mrn ?m]]")
add("b-dx-htn", "[:find (count ?p) . :where [?p :pat/dx :htn]]")
add("b-inactive", "[:find (count ?p) . :where [?p :pat/active false]]")
add("b-npi-big", "[:find ?c . :where [?e :cl/npi 99999999999999999999N] [?e :cl/code ?c]]")
add("b-npi-zero", "[:find ?c . :where [?e :cl/npi 0N] [?e :cl/code ?c]]")
add("b-room-dims", "[:find ?i ?d :where [?r :room/id ?i] [?r :room/dims ?d]]")
add("b-room-dims-const", "[:find ?i :where [?r :room/dims [12 6]] [?r :room/id ?i]]")
add("b-line-items", "[:find ?t :where [_ :line/item ?t]]")
add("b-line-item-const", "[:find (count ?l) . :where [?l :line/item [:fee 100.0000M]]]")
add("b-composite", "[:find ?t :where [?a :appt/id 1001] [?a :appt/room+day ?t]]")
add("b-composite-missing", "[:find (count ?a) . :where [?a :appt/room+day]]")
add("b-claim-uuid", '[:find ?n . :where [?c :claim/uuid #uuid "aaaaaaaa-0000-4000-8000-000000000005"] [?c :claim/no ?n]]')
add("b-pat-uuid", '[:find ?n . :where [?p :pat/uuid #uuid "00000000-0000-4000-8000-000000000010"] [?p :pat/name ?n]]')
add("b-empty-cpt", '[:find (count ?a) . :where [?a :appt/cpt ""]]')
add("b-neg-rate", "[:find ?c :where [?e :cl/rate ?r] [(< ?r 0)] [?e :cl/code ?c]]")
add("b-self-loop", "[:find ?c :where [?e :cl/super ?e] [?e :cl/code ?c]]")
add("b-statuses", "[:find ?s (count ?a) :where [?a :appt/status ?s]]")
add("b-claim-statuses", "[:find ?s (count ?c) :where [?c :claim/status ?s]]")

# joins
add("j-appt-pat-cl", "[:find ?m ?c :where [?a :appt/id 1005] [?a :appt/pat ?p] [?p :pat/mrn ?m] [?a :appt/cl ?e] [?e :cl/code ?c]]")
add("j-pcp-same-as-appt-cl", "[:find (count ?a) . :where [?a :appt/pat ?p] [?p :pat/pcp ?c] [?a :appt/cl ?c]]")
add("j-claim-appt-room", "[:find ?n ?r :where [?k :claim/no ?n] [?k :claim/appt ?a] [?a :appt/room ?ro] [?ro :room/id ?r] [?k :claim/status :denied]]")
add("j-super-name", "[:find ?n ?sn :where [?e :cl/name ?n] [?e :cl/super ?s] [?s :cl/name ?sn]]")
add("j-room-floor-appts", "[:find ?f (count ?a) :where [?a :appt/room ?r] [?r :room/floor ?f]]")
add("j-reverse-cycle", "[:find ?c1 ?c2 :where [?a :cl/super ?b] [?b :cl/super ?a] [?a :cl/code ?c1] [?b :cl/code ?c2]]")

# arithmetic (correct)
ARITH = [
    ("bal-plus", "[(+ ?b 10.00M) ?x]", ":pat/balance"),
    ("bal-times-double", "[(* ?b 1.5) ?x]", ":pat/balance"),
    ("bal-minus-long", "[(- ?b 1) ?x]", ":pat/balance"),
    ("bal-div-2", "[(/ ?b 2) ?x]", ":pat/balance"),
    ("bal-div-4M", "[(/ ?b 4M) ?x]", ":pat/balance"),
    ("bal-inc", "[(inc ?b) ?x]", ":pat/balance"),
    ("bal-dec", "[(dec ?b) ?x]", ":pat/balance"),
    ("bal-neg", "[(- ?b) ?x]", ":pat/balance"),
    ("bal-double", "[(double ?b) ?x]", ":pat/balance"),
    ("bal-long", "[(long ?b) ?x]", ":pat/balance"),
    ("bal-int", "[(int ?b) ?x]", ":pat/balance"),
    ("bal-bigint", "[(bigint ?b) ?x]", ":pat/balance"),
    ("bal-abs", "[(abs ?b) ?x]", ":pat/balance"),
    ("bal-max3", "[(max ?b 0 50.5) ?x]", ":pat/balance"),
    ("bal-min3", "[(min ?b 0M -1) ?x]", ":pat/balance"),
    ("bal-quot", "[(quot ?b 7) ?x]", ":pat/balance"),
    ("bal-rem", "[(rem ?b 7) ?x]", ":pat/balance"),
    ("bal-mod", "[(mod ?b 7) ?x]", ":pat/balance"),
    ("bal-mod-neg", "[(mod ?b -3.5M) ?x]", ":pat/balance"),
    ("bal-star-scale", "[(* ?b 1.00M) ?x]", ":pat/balance"),
    ("bal-plus-scale4", "[(+ ?b 0.0001M) ?x]", ":pat/balance"),
    ("bal-str", "[(str ?b) ?x]", ":pat/balance"),
    ("bal-compare", "[(compare ?b 0) ?x]", ":pat/balance"),
    ("bal-zero?", "[(zero? ?b) ?x]", ":pat/balance"),
    ("bal-pos?", "[(pos? ?b) ?x]", ":pat/balance"),
    ("bal-neg?", "[(neg? ?b) ?x]", ":pat/balance"),
    ("bal-format-2f", '[(format "%.2f" ?b) ?x]', ":pat/balance"),
    ("bal-format-s", '[(format "<%s>" ?b) ?x]', ":pat/balance"),
    ("bal-bigdec", "[(bigdec ?b) ?x]", ":pat/balance"),
    ("bal-scale", "[(.scale ?b) ?x]", ":pat/balance"),
    ("bal-strip", "[(.stripTrailingZeros ?b) ?x]", ":pat/balance"),
    ("bal-plain", "[(.toPlainString ?b) ?x]", ":pat/balance"),
    ("w-plus", "[(+ ?b 0.5 1) ?x]", ":pat/weight"),
    ("w-mul-bigdec", "[(* ?b 2M) ?x]", ":pat/weight"),
    ("w-quot", "[(quot ?b 10) ?x]", ":pat/weight"),
    ("w-rem", "[(rem ?b 10) ?x]", ":pat/weight"),
    ("w-mod", "[(mod ?b -7) ?x]", ":pat/weight"),
    ("w-long", "[(long ?b) ?x]", ":pat/weight"),
    ("w-int", "[(int ?b) ?x]", ":pat/weight"),
    ("w-bigdec", "[(bigdec ?b) ?x]", ":pat/weight"),
    ("w-bigint", "[(bigint ?b) ?x]", ":pat/weight"),
    ("w-abs", "[(abs ?b) ?x]", ":pat/weight"),
    ("w-format-2f", '[(format "%.2f" ?b) ?x]', ":pat/weight"),
    ("w-format-e", '[(format "%.3e" ?b) ?x]', ":pat/weight"),
    ("w-str", "[(str ?b) ?x]", ":pat/weight"),
    ("w-div-0", "[(/ ?b 0) ?x]", ":pat/weight"),
    ("w-div-0.0", "[(/ ?b 0.0) ?x]", ":pat/weight"),
    ("v-div", "[(/ ?b 4) ?x]", ":pat/visits"),
    ("v-div-double", "[(/ ?b 4.0) ?x]", ":pat/visits"),
    ("v-quot-neg", "[(quot ?b -4) ?x]", ":pat/visits"),
    ("v-rem-neg", "[(rem ?b -4) ?x]", ":pat/visits"),
    ("v-mod-neg", "[(mod ?b -4) ?x]", ":pat/visits"),
    ("v-format-d", '[(format "%05d" ?b) ?x]', ":pat/visits"),
    ("v-format-x", '[(format "%x" ?b) ?x]', ":pat/visits"),
    ("v-format-comma", '[(format "%,d" (* ?b 100000)) ?x]', ":pat/visits"),
    ("v-nested", "[(+ (* ?b 2) 1) ?x]", ":pat/visits"),
    ("v-nested2", "[(- (* ?b ?b) (quot ?b 2)) ?x]", ":pat/visits"),
    ("v-max-fn", "[(max ?b 3 1) ?x]", ":pat/visits"),
    ("v-min-fn", "[(min ?b 3 1.5) ?x]", ":pat/visits"),
    ("v-even", "[(even? ?b) ?x]", ":pat/visits"),
    ("v-odd", "[(odd? ?b) ?x]", ":pat/visits"),
    ("v-bigdec", "[(bigdec ?b) ?x]", ":pat/visits"),
    ("v-double", "[(double ?b) ?x]", ":pat/visits"),
    ("v-ratio", "[(/ ?b 3) ?x]", ":pat/visits"),
    ("v-ratio-plus", "[(+ (/ ?b 3) 1M) ?x]", ":pat/visits"),
    ("v-ratio-double", "[(double (/ ?b 3)) ?x]", ":pat/visits"),
    ("v-bit-and", "[(bit-and ?b 6) ?x]", ":pat/visits"),
    ("v-bit-shift", "[(bit-shift-left ?b 3) ?x]", ":pat/visits"),
    ("v-unchecked", "[(unchecked-multiply ?b 3) ?x]", ":pat/visits"),
    ("r-div", "[(/ ?b 3) ?x]", ":cl/rate"),
    ("r-mul-big", "[(* ?b 1000000.0) ?x]", ":cl/rate"),
    ("r-bigdec", "[(bigdec ?b) ?x]", ":cl/rate"),
    ("r-format", '[(format "%8.3f|" ?b) ?x]', ":cl/rate"),
    ("r-long", "[(long ?b) ?x]", ":cl/rate"),
    ("n-inc", "[(inc ?b) ?x]", ":cl/npi"),
    ("n-mul", "[(* ?b 2) ?x]", ":cl/npi"),
    ("n-plus-bigdec", "[(+ ?b 0.5M) ?x]", ":cl/npi"),
    ("n-quot", "[(quot ?b 1000) ?x]", ":cl/npi"),
    ("n-double", "[(double ?b) ?x]", ":cl/npi"),
    ("n-str", "[(str ?b) ?x]", ":cl/npi"),
    ("n-format-d", '[(format "%d" ?b) ?x]', ":cl/npi"),
    ("n-long", "[(long ?b) ?x]", ":cl/npi"),
    ("ch-plus-paid", "[(+ ?b 0.01M) ?x]", ":appt/charge"),
    ("ch-mul4", "[(* ?b 1.0001M) ?x]", ":appt/charge"),
    ("ch-div-3", "[(/ ?b 3.0) ?x]", ":appt/charge"),
    ("ch-with-precision", "[(.precision ?b) ?x]", ":appt/charge"),
    ("ch-unscaled", "[(.unscaledValue ?b) ?x]", ":appt/charge"),
    ("ch-format-comma", '[(format "%,.2f" ?b) ?x]', ":appt/charge"),
    ("ch-setscale-like", "[(with-precision 3 (* ?b 1M)) ?x]", ":appt/charge"),
]
for n, fn, attr in ARITH:
    add("f-" + n, "[:find ?e ?x :where [?e %s ?b] %s]" % (attr, fn))

# balances computed
add("f-owed", "[:find ?id ?owed :where [?a :appt/id ?id] [?a :appt/charge ?c] [?a :appt/paid ?p] [(- ?c ?p) ?owed]]")
add("f-owed-bigdec", "[:find ?id ?owed :where [?a :appt/id ?id] [?a :appt/charge ?c] [?a :appt/paid ?p] [(bigdec ?p) ?pb] [(- ?c ?pb) ?owed]]")
add("f-owed-positive", "[:find (count ?a) . :where [?a :appt/charge ?c] [?a :appt/paid ?p] [(> ?c ?p)]]")
add("f-owed-chain", "[:find ?id :where [?a :appt/id ?id] [?a :appt/charge ?c] [?a :appt/paid ?p] [(< 0 ?p ?c 2000)]]")
add("f-chain-ge", "[:find (count ?a) . :where [?a :appt/charge ?c] [(>= 1200.99M ?c 80.5 0)]]")
add("f-chain-eq", "[:find ?id :where [?a :appt/id ?id] [?a :appt/charge ?c] [(== ?c 125 125.0)]]")
add("f-not-eq", "[:find (count ?a) . :where [?a :appt/charge ?c] [(not= ?c 0.00M)]]")
add("f-not-eq-0", "[:find (count ?a) . :where [?a :appt/charge ?c] [(not= ?c 0)]]")
add("f-eq-long", "[:find (count ?a) . :where [?a :appt/charge ?c] [(= ?c 0)]]")
add("f-eq-zero-num", "[:find (count ?a) . :where [?a :appt/charge ?c] [(== ?c 0)]]")
add("f-ratio-charge", "[:find ?id ?r :where [?a :appt/id ?id] [?a :appt/charge ?c] [?a :appt/paid ?p] [(pos? ?c)] [(/ ?p ?c) ?r]]")
add("f-pct-format", '[:find ?id ?s :where [?a :appt/id ?id] [(< ?id 1010)] [?a :appt/charge ?c] [?a :appt/paid ?p] [(pos? ?c)] [(/ ?p (double ?c)) ?r] [(* 100 ?r) ?pct] [(format "%s: %.1f%%" ?id ?pct) ?s]]')
add("f-total-bill", "[:find ?m (sum ?c) :where [?a :appt/pat ?p] [?p :pat/mrn ?m] [?a :appt/charge ?c]]")
add("f-sum-paid", "[:find (sum ?p) . :where [_ :appt/paid ?p]]")
add("f-sum-charge", "[:find (sum ?c) . :where [_ :appt/charge ?c]]")
add("f-sum-charge-with", "[:find (sum ?c) . :with ?a :where [?a :appt/charge ?c]]")
add("f-avg-charge", "[:find (avg ?c) . :with ?a :where [?a :appt/charge ?c]]")
add("f-median-paid", "[:find (median ?p) . :with ?a :where [?a :appt/paid ?p]]")
add("f-variance-paid", "[:find (variance ?p) . :with ?a :where [?a :appt/paid ?p]]")
add("f-stddev-visits", "[:find (stddev ?v) . :with ?p :where [?p :pat/visits ?v]]")
add("f-median-charge", "[:find (median ?c) . :with ?a :where [?a :appt/charge ?c]]")
add("f-variance-charge", "[:find (variance ?c) . :with ?a :where [?a :appt/charge ?c]]")
add("f-max3-charge", "[:find (max 3 ?c) . :where [_ :appt/charge ?c]]")
add("f-min3-charge", "[:find (min 3 ?c) . :where [_ :appt/charge ?c]]")
add("f-distinct-proc", "[:find (distinct ?p) . :where [_ :appt/proc ?p]]")
add("f-count-distinct", "[:find (count-distinct ?c) . :where [_ :appt/charge ?c]]")
add("f-sum-line-qty", "[:find ?id (sum ?q) :where [?a :appt/id ?id] [?a :appt/lines ?l] [?l :line/qty ?q]]")
add("f-line-totals", "[:find ?l ?tot :where [?l :line/item ?t] [?l :line/qty ?q] [(untuple ?t) [?k ?amt]] [(* ?amt ?q) ?tot]]")
add("f-line-total-sum", "[:find (sum ?tot) . :with ?l :where [?l :line/item ?t] [?l :line/qty ?q] [(second ?t) ?amt] [(* ?amt ?q) ?tot]]")
add("f-line-kind-sum", "[:find ?k (sum ?amt) :with ?l :where [?l :line/item ?t] [(first ?t) ?k] [(second ?t) ?amt]]")
add("f-line-kind-str", '[:find ?s :where [?l :line/item ?t] [(nth ?t 0) ?k] [(nth ?t 1) ?amt] [(name ?k) ?kn] [(str ?kn "=" ?amt) ?s]]')
add("f-find-expr-sum", "[:find (* 2 (sum ?q)) . :where [?l :line/qty ?q]]")
add("f-find-expr-avg", "[:find (+ (avg ?v) 1) . :with ?p :where [?p :pat/visits ?v]]")

# tuple/collection functions on tuples
COLL = [
    ("first", "[(first ?t) ?x]"), ("second", "[(second ?t) ?x]"), ("last", "[(last ?t) ?x]"),
    ("nth1", "[(nth ?t 1) ?x]"), ("nth5-default", "[(nth ?t 5 :none) ?x]"), ("count", "[(count ?t) ?x]"),
    ("get0", "[(get ?t 0) ?x]"), ("get9", "[(get ?t 9 :miss) ?x]"), ("contains0", "[(contains? ?t 0) ?x]"),
    ("contains2", "[(contains? ?t 2) ?x]"), ("vec", "[(vec ?t) ?x]"), ("set", "[(set ?t) ?x]"),
    ("sort", "[(sort ?t) ?x]"), ("reverse", "[(reverse ?t) ?x]"), ("concat", "[(concat ?t [0]) ?x]"),
    ("conj", "[(conj ?t 99) ?x]"), ("into", "[(into [] ?t) ?x]"), ("apply-plus", "[(apply + ?t) ?x]"),
    ("reduce-max", "[(reduce max ?t) ?x]"), ("str", "[(str ?t) ?x]"), ("pr-str", "[(pr-str ?t) ?x]"),
    ("join", '[(clojure.string/join "x" ?t) ?x]'), ("empty?", "[(empty? ?t) ?x]"), ("peek", "[(peek ?t) ?x]"),
    ("rest", "[(rest ?t) ?x]"), ("take1", "[(take 1 ?t) ?x]"), ("nth-oob", "[(nth ?t 2) ?x]"),
    ("subvec", "[(subvec ?t 1) ?x]"), ("vector?", "[(vector? ?t) ?x]"), ("sequential?", "[(sequential? ?t) ?x]"),
]
for n, fn in COLL[:19] + COLL[26:27]:
    add("t-dims-" + n, "[:find ?r ?x :where [?r :room/dims ?t] %s]" % fn)
for n, fn in COLL[:6]:
    add("t-item-" + n, "[:find ?l ?x :where [?l :line/item ?t] %s]" % fn)
for n, fn in []:
    add("t-comp-" + n, "[:find ?a ?x :where [?a :appt/room+day ?t] [(< ?a 120)] %s]" % fn)

# strings
add("s-mrn-num", "[:find ?m ?n :where [_ :pat/mrn ?m] [(subs ?m 3) ?s] [(parse-long ?s) ?n]]")
add("s-mrn-subs-oob", "[:find ?x :where [_ :pat/mrn ?m] [(subs ?m 3 10) ?x]]")
add("s-name-upper", "[:find ?x :where [_ :pat/name ?n] [(clojure.string/upper-case ?n) ?x]]")
add("s-name-count", "[:find ?n ?c :where [_ :pat/name ?n] [(count ?n) ?c] [(< ?c 8)]]")
add("s-name-split", '[:find ?n ?x :where [_ :pat/name ?n] [(clojure.string/split ?n #" ") ?x] [(count ?x) ?k] [(> ?k 2)]]')
add("s-name-initials", '[:find ?x :where [?p :pat/name ?n] [(not= ?n "")] [(subs ?n 0 1) ?x]]')
add("s-name-starts", '[:find (count ?p) . :where [?p :pat/name ?n] [(clojure.string/starts-with? ?n "J")]]')
add("s-name-includes", '[:find ?n :where [?p :pat/name ?n] [(clojure.string/includes? ?n "é")]]')
add("s-join-vector", '[:find ?s :where [?a :appt/id ?id] [(< ?id 1004)] [?a :appt/proc ?p] [?a :appt/cpt ?c] [(vector ?id ?p ?c) ?v] [(clojure.string/join "|" ?v) ?s]]')
add("s-join-list", '[:find ?s :where [?a :appt/id ?id] [(< ?id 1004)] [?a :appt/charge ?c] [(list ?id ?c) ?v] [(clojure.string/join ", " ?v) ?s]]')
add("s-join-tuple", '[:find ?s :where [?a :appt/id ?id] [(< ?id 1004)] [?a :appt/day ?d] [(tuple ?d ?id) ?v] [(clojure.string/join "-" ?v) ?s]]')
add("s-format-multi", '[:find ?s :where [?a :appt/id ?id] [(< ?id 1006)] [?a :appt/proc ?p] [?a :appt/charge ?c] [(format "%s %d %.2f %x" ?p ?id ?c ?id) ?s]]')
add("s-format-pad", '[:find ?s :where [?c :cl/name ?n] [?c :cl/rate ?r] [(format "%-6s|%7.2f" ?n ?r) ?s]]')
add("s-format-comma-bigint", '[:find ?s :where [_ :cl/npi ?n] [(format "%,d" ?n) ?s]]')
add("s-str-kw", "[:find ?s :where [_ :appt/proc ?p] [(str ?p) ?s]]")
add("s-name-kw", "[:find ?s :where [_ :cl/code ?p] [(name ?p) ?s]]")
add("s-ns-kw", "[:find ?s :where [_ :cl/code ?p] [(namespace ?p) ?s]]")
add("s-keyword-build", '[:find ?k :where [_ :appt/cpt ?c] [(keyword "cpt" ?c) ?k]]')
add("s-cpt-long", "[:find ?c ?n :where [_ :appt/cpt ?c] [(parse-long ?c) ?n]]")
add("s-cpt-parse-empty", '[:find ?c ?n :where [_ :appt/cpt ?c] [(= ?c "")] [(parse-long ?c) ?n]]')
add("s-re-find", '[:find ?c ?x :where [_ :appt/cpt ?c] [(re-find #"^7(\\d)" ?c) ?x]]')
add("s-re-matches", '[:find ?m :where [_ :claim/no ?m] [(re-matches #"CLM-0+\\d{2}" ?m)]]')
add("s-replace", '[:find ?x :where [_ :claim/no ?m] [(clojure.string/replace ?m "CLM-" "C") ?x]]')
add("s-allergy-blank", "[:find (count ?p) . :where [?p :pat/allergies ?a] [(clojure.string/blank? ?a)]]")
add("s-allergy-lower", "[:find ?x :where [_ :pat/allergies ?a] [(clojure.string/lower-case ?a) ?x]]")
add("s-str-concat", '[:find ?s :where [?c :cl/code ?k] [?c :cl/name ?n] [?c :cl/npi ?i] [(str ?n " (" ?k ") #" ?i) ?s]]')
add("s-compare-strs", '[:find ?n :where [_ :pat/name ?n] [(compare ?n "M") ?c] [(neg? ?c)]]')
add("s-str-nil", "[:find ?s :where [?c :cl/code ?k] [(get-else $ ?c :cl/super :none) ?sp] [(str ?k \"->\" ?sp) ?s]]")
add("s-note-unicode", "[:find ?n ?c :where [_ :line/note ?n] [(count ?n) ?c]]")
add("s-uuid-str", '[:find ?s :where [?p :pat/mrn "MRN0007"] [?p :pat/uuid ?u] [(str ?u) ?s]]')
add("s-inst-str", '[:find ?s :where [?a :appt/id 1000] [?a :appt/start ?t] [(str ?t) ?s]]')

# instants, durations, overlap
add("i-duration", "[:find ?id ?min :where [?a :appt/id ?id] [(< ?id 1012)] [?a :appt/start ?s] [?a :appt/end ?e] [(.getTime ?s) ?s1] [(.getTime ?e) ?e1] [(- ?e1 ?s1) ?ms] [(quot ?ms 60000) ?min]]")
add("i-zero-duration", "[:find (count ?a) . :where [?a :appt/start ?s] [?a :appt/end ?s]]")
add("i-total-minutes", "[:find ?c (sum ?min) :with ?a :where [?a :appt/cl ?e] [?e :cl/code ?c] [?a :appt/start ?s] [?a :appt/end ?e2] [(.getTime ?s) ?s1] [(.getTime ?e2) ?e1] [(- ?e1 ?s1) ?ms] [(/ ?ms 60000) ?min]]")
add("i-overlap", "[:find ?i1 ?i2 :where [?a :appt/room ?r] [?b :appt/room ?r] [?a :appt/id ?i1] [?b :appt/id ?i2] [(< ?i1 ?i2)] [?a :appt/start ?s1] [?a :appt/end ?e1] [?b :appt/start ?s2] [?b :appt/end ?e2] [(< ?s1 ?e2)] [(< ?s2 ?e1)]]")
add("i-overlap-count-cl", "[:find (count ?a) . :where [?a :appt/cl ?c] [?b :appt/cl ?c] [(not= ?a ?b)] [?a :appt/start ?s1] [?a :appt/end ?e1] [?b :appt/start ?s2] [?b :appt/end ?e2] [(< ?s1 ?e2)] [(< ?s2 ?e1)]]")
add("i-before", '[:find (count ?a) . :where [?a :appt/start ?s] [(< ?s #inst "2026-03-03T00:00:00.000-00:00")]]')
add("i-born-range", '[:find (count ?p) . :where [?p :pat/born ?b] [(<= #inst "1950-01-01T00:00:00.000-00:00" ?b #inst "1980-01-01T00:00:00.000-00:00")]]')
add("i-born-missing", "[:find ?m :where [?p :pat/mrn ?m] [(missing? $ ?p :pat/born)]]")
add("i-age-years", '[:find ?m ?y :where [?p :pat/mrn ?m] [?p :pat/born ?b] [(.getTime ?b) ?ms] [(- 1774000000000 ?ms) ?d] [(quot ?d 31557600000) ?y] [(> ?y 80)]]')
add("i-compare-inst", "[:find (count ?a) . :where [?a :appt/start ?s] [?a :appt/end ?e] [(compare ?s ?e) ?c] [(neg? ?c)]]")
add("i-max-start", "[:find (max ?s) . :where [_ :appt/start ?s]]")
add("i-min-born", "[:find (min ?b) . :where [_ :pat/born ?b]]")
add("i-inst-ms-format", '[:find ?s :where [?a :appt/id 1003] [?a :appt/start ?t] [(.getTime ?t) ?ms] [(format "%d" ?ms) ?s]]')
add("i-day-minutes", "[:find ?d (min ?m) (max ?m) :where [?a :appt/day ?d] [?a :appt/start ?s] [(.getTime ?s) ?ms] [(quot ?ms 60000) ?mm] [(mod ?mm 1440) ?m]]")

# ground, identity, tuple/untuple
add("g-vector", "[:find ?x :where [(ground [1 2.5 3M]) [?x ...]]]")
add("g-vector-bare", "(q [:find ?x :where [(ground [1 2.5 3M]) [?x ...]]])")
add("g-map", "(q [:find ?m :where [(ground {:a 1 :b 2.50M}) ?m]])")
add("g-map-get", "(q [:find ?v :where [(ground {:a 1 :b 2.50M}) ?m] [(get ?m :b) ?v]])")
add("g-rel", "(q [:find ?a ?b :where [(ground [[1 :x] [2 :y]]) [[?a ?b]]]])")
add("g-tuple-bind", "(q [:find ?a ?b :where [(ground [7 8]) [?a ?b]]])")
add("g-join-db", "[:find ?id :where [(ground [:mri :ct]) [?p ...]] [?a :appt/proc ?p] [?a :appt/id ?id] [(< ?id 1020)]]")
add("g-identity", "[:find ?x :where [?c :cl/code :dr/g] [(identity ?c) ?y] [?y :cl/name ?x]]")
add("g-tuple-untuple", "[:find ?a ?b :where [?c :cl/code ?k] [?c :cl/rate ?r] [(tuple ?k ?r) ?t] [(untuple ?t) [?a ?b]] [(> ?b 100)]]")
add("g-tuple-find", "[:find ?t :where [?c :cl/code ?k] [?c :cl/senior true] [(tuple ?k 1 \"x\") ?t]]")
add("g-ground-nil", "(q [:find ?x :where [(ground nil) ?x]])")
add("g-ground-empty", "(q [:find ?x :where [(ground []) [?x ...]]])")
add("g-ground-set", "(q [:find ?x :where [(ground #{1 2}) [?x ...]]])")

# get-else / get-some / missing?
add("ge-weight", "[:find ?m ?w :where [?p :pat/mrn ?m] [(get-else $ ?p :pat/weight -99.0) ?w] [(< ?w 0)]]")
add("ge-room", "[:find ?id ?r :where [?a :appt/id ?id] [(get-else $ ?a :appt/room :none) ?r] [(= ?r :none)]]")
add("ge-pcp-calc", "[:find ?m ?x :where [?p :pat/mrn ?m] [(get-else $ ?p :pat/visits 0) ?v] [(get-else $ ?p :pat/weight 0.0) ?w] [(+ (* ?v 10) ?w) ?x] [(> ?x 150)]]")
add("gs-weight-or-visits", "[:find ?m ?a ?v :where [?p :pat/mrn ?m] [(get-some $ ?p :pat/weight :pat/visits) [?a ?v]] [(= ?a :pat/visits)]]")
add("gs-claim", "[:find (count ?k) . :where [?k :claim/no] [(get-some $ ?k :claim/ref) [?a ?v]]]")
add("ms-claim-ref", "[:find ?n :where [?k :claim/no ?n] [(missing? $ ?k :claim/ref)]]")
add("ms-dims", "[:find ?i :where [?r :room/id ?i] [(missing? $ ?r :room/dims)]]")
add("ms-pcp-count", "[:find (count ?p) . :where [?p :pat/mrn] [(missing? $ ?p :pat/pcp)]]")
add("ge-many", "[:find ?m ?d :where [?p :pat/mrn ?m] [(get-else $ ?p :pat/dx :none) ?d] [(= ?d :none)]]")
add("ge-bigdec-default", "[:find ?id ?p :where [?a :appt/id ?id] [(get-else $ ?a :appt/paid 0M) ?p] [(= 0M ?p)]]")

# not / or / and
add("n-no-claim", "[:find (count ?a) . :where [?a :appt/id] (not [?k :claim/appt ?a])]")
add("n-not-join", "[:find (count ?p) . :where [?p :pat/mrn] (not-join [?p] [?a :appt/pat ?p] [?a :appt/status :noshow])]")
add("n-not-pred", "[:find ?c :where [?e :cl/code ?c] [?e :cl/rate ?r] (not [(> ?r 100)])]")
add("n-not-multi", "[:find ?c :where [?e :cl/code ?c] (not [?e :cl/senior true] [?e :cl/rate ?r] [(> ?r 200)])]")
add("o-proc", "[:find (count ?a) . :where (or [?a :appt/proc :mri] [?a :appt/proc :ct])]")
add("o-and", "[:find ?id :where [?a :appt/id ?id] (or (and [?a :appt/proc :xray] [?a :appt/status :done]) (and [?a :appt/proc :ct] [?a :appt/status :booked]))]")
add("o-join", "[:find ?m :where [?p :pat/mrn ?m] (or-join [?p] (and [?p :pat/balance ?b] [(neg? ?b)]) (and [?p :pat/visits ?v] [(> ?v 10)]))]")
add("o-conditional-tier", "[:find ?m ?tier :where [?p :pat/mrn ?m] [?p :pat/balance ?b] (or (and [(< ?b 0)] [(ground :credit) ?tier]) (and [(== ?b 0)] [(ground :zero) ?tier]) (and [(> ?b 0)] [(< ?b 100)] [(ground :low) ?tier]) (and [(>= ?b 100)] [(ground :high) ?tier]))]")
add("o-conditional-count", "[:find ?tier (count ?p) :where [?p :pat/balance ?b] (or (and [(< ?b 0)] [(ground :credit) ?tier]) (and [(>= ?b 0)] [(ground :debit) ?tier]))]")
add("o-join-fee", "[:find ?id ?fee :where [?a :appt/id ?id] [(< ?id 1015)] [?a :appt/charge ?c] (or-join [?a ?c ?fee] (and [?a :appt/status :cancelled] [(* ?c 0.1M) ?fee]) (and (not [?a :appt/status :cancelled]) [(identity ?c) ?fee]))]")
add("o-rule-in-not", "(q [:find ?c :in $ % :where [?e :cl/code ?c] (not (sup ?e ?e))] $ RULES)".replace("RULES", SUP))
add("o-unequal-err", "[:find ?m :where [?p :pat/mrn ?m] (or [?p :pat/active true] [?x :cl/senior true])]")

# rules
add("r-sup-closure", "(q [:find ?c2 :in $ % :where [?e :cl/code :dr/d] (sup ?e ?s) [?s :cl/code ?c2]] $ RULES)".replace("RULES", SUP))
add("r-sup-cycle-members", "(q [:find ?c :in $ % :where [?e :cl/code ?c] (sup ?e ?e)] $ RULES)".replace("RULES", SUP))
add("r-sup-count", "(q [:find ?c (count ?s) :in $ % :where [?e :cl/code ?c] (sup ?e ?s)] $ RULES)".replace("RULES", SUP))
add("r-sup-const", "(q [:find ?c :in $ % :where (sup ?e [:cl/code :dr/a]) [?e :cl/code ?c]] $ RULES)".replace("RULES", SUP))
add("r-sup-ident-in", "(q [:find ?c :in $ % ?top :where [?t :cl/code ?top] (sup ?e ?t) [?e :cl/code ?c]] $ RULES :dr/b)".replace("RULES", SUP))
add("r-mutual", "(q [:find ?c ?c2 :in $ % :where [?e :cl/code :dr/d] [?e :cl/code ?c] (even ?e ?x) [?x :cl/code ?c2]] $ RULES)".replace("RULES", MUT))
add("r-mutual-odd", "(q [:find ?c2 :in $ % :where [?e :cl/code :dr/h] (odd ?e ?x) [?x :cl/code ?c2]] $ RULES)".replace("RULES", MUT))
add("r-depth", "(q [:find ?c ?d :in $ % :where [?e :cl/code :dr/d] (lvl ?e ?s 0 ?d) [?s :cl/code ?c]] $ [[(lvl ?a ?b ?d0 ?d) [?a :cl/super ?b] [(inc ?d0) ?d]] [(lvl ?a ?b ?d0 ?d) [?a :cl/super ?m] [(inc ?d0) ?d1] [(< ?d1 5)] (lvl ?m ?b ?d1 ?d)]])")
add("r-rate-rule", "(q [:find ?c ?x :in $ % :where [?e :cl/code ?c] (pay ?e 8 ?x)] $ [[(pay ?e ?h ?x) [?e :cl/rate ?r] [(* ?r ?h) ?x] [(pos? ?x)]]])")
add("r-bill-rule", "(q [:find ?id ?o :in $ % :where [?a :appt/id ?id] [(< ?id 1012)] (owed ?a ?o)] $ [[(owed ?a ?o) [?a :appt/charge ?c] [?a :appt/paid ?p] [(- ?c ?p) ?o]] [(owed ?a ?o) [?a :appt/charge ?c] [(missing? $ ?a :appt/paid)] [(identity ?c) ?o]]])")
add("r-or-rule", "(q [:find (count ?a) . :in $ % :where (imaging ?a)] $ [[(imaging ?a) [?a :appt/proc :xray]] [(imaging ?a) [?a :appt/proc :mri]] [(imaging ?a) [?a :appt/proc :ct]]])")
add("r-unknown", "(q [:find ?a :in $ % :where (nope ?a)] $ [[(imaging ?a) [?a :appt/proc :xray]]])")

# inputs
add("in-scalar", '(q [:find ?n . :in $ ?m :where [?p :pat/mrn ?m] [?p :pat/name ?n]] $ "MRN0014")')
add("in-tuple", "(q [:find ?id :in $ [?d ?p] :where [?a :appt/day ?d] [?a :appt/proc ?p] [?a :appt/id ?id]] $ [3 :consult])")
add("in-coll", "(q [:find (count ?a) . :in $ [?s ...] :where [?a :appt/status ?s]] $ [:done :noshow])")
add("in-rel", "(q [:find ?id ?x :in $ [[?d ?f]] :where [?a :appt/day ?d] [?a :appt/id ?id] [(< ?id 1020)] [?a :appt/charge ?c] [(* ?c ?f) ?x]] $ [[1 2] [2 0.5] [3 1.25M]])")
add("in-lookup", '(q [:find ?id :in $ ?p :where [?a :appt/pat ?p] [?a :appt/id ?id]] $ [:pat/mrn "MRN0007"])')
add("in-lookup-uuid", '(q [:find ?m . :in $ ?p :where [?p :pat/mrn ?m]] $ [:pat/uuid #uuid "00000000-0000-4000-8000-000000000003"])')
add("in-ident", "(q [:find ?n . :in $ ?c :where [?c :cl/name ?n]] $ :dr/c)")
add("in-coll-lookup", '(q [:find ?n :in $ [?p ...] :where [?p :pat/name ?n]] $ [[:pat/mrn "MRN0000"] [:pat/mrn "MRN0021"]])')
add("in-bigdec-scalar", "(q [:find (count ?p) . :in $ ?b :where [?p :pat/balance ?b]] $ 120.25M)")
add("in-bigdec-scale", "(q [:find (count ?p) . :in $ ?b :where [?p :pat/balance ?b]] $ 120.250M)")
add("in-fn-arg", "(q [:find ?x . :in ?a ?b :where [(+ ?a ?b) ?x]] 1.5M 2)")
add("in-fn-coll", "(q [:find ?x :in [?a ...] :where [(* ?a ?a) ?x]] [1 2.5 3M -4N])")
add("in-rel-fn", '(q [:find ?s :in [[?a ?b]] :where [(format "%s/%s" ?a ?b) ?s]] [[1 "x"] [:k 2.0]])')
add("in-two-db", "(q [:find ?m ?v :in $ $2 :where [?p :pat/mrn ?m] [$2 ?m ?v]] $ [[\"MRN0007\" 1] [\"MRN0014\" 2]])")
add("in-too-many", "(q [:find ?x . :in ?a :where [(inc ?a) ?x]] 1 2)")

# find specs
add("fs-keys", "[:find ?id ?c :keys id charge :where [?a :appt/id ?id] [(< ?id 1004)] [?a :appt/charge ?c]]")
add("fs-strs", "[:find ?id ?c :strs id charge :where [?a :appt/id ?id] [(< ?id 1004)] [?a :appt/charge ?c]]")
add("fs-syms", "[:find ?id ?c :syms id charge :where [?a :appt/id ?id] [(< ?id 1004)] [?a :appt/charge ?c]]")
add("fs-tuple", "[:find [?id ?c] :where [?a :appt/id 1002] [?a :appt/id ?id] [?a :appt/charge ?c]]")
add("fs-scalar-agg", "[:find (max ?c) . :where [_ :appt/charge ?c]]")
add("fs-coll-agg", "[:find [(min ?c) (max ?c) (count ?c)] :where [_ :appt/charge ?c]]")
add("fs-order", "[:find ?id ?c :where [?a :appt/id ?id] [(< ?id 1010)] [?a :appt/charge ?c] :order-by [?c :desc ?id]]")
add("fs-limit", "[:find ?id :where [?a :appt/id ?id] :order-by [?id] :limit 3 :offset 2]")
add("fs-order-computed", "[:find ?id ?x :where [?a :appt/id ?id] [(< ?id 1010)] [?a :appt/charge ?c] [(* ?c -1) ?x] :order-by [?x ?id]]")

# pull
add("p-wild-pat", '(pull [*] [:pat/mrn "MRN0007"])')
add("p-appt-nested", "(pull [:appt/id {:appt/pat [:pat/mrn :pat/name]} {:appt/cl [:cl/code]} {:appt/lines [*]}] [:appt/id 1003])")
add("p-reverse", '(pull [:pat/mrn {:appt/_pat [:appt/id :appt/charge]}] [:pat/mrn "MRN0014"])')
add("p-reverse-limit", '(pull [:pat/mrn {(:appt/_pat :limit 1) [:appt/id]}] [:pat/mrn "MRN0014"])')
add("p-default", '(pull [:pat/mrn (:pat/born :default :unknown) (:pat/weight :default 0.0)] [:pat/mrn "MRN0021"])')
add("p-as", "(pull [(:cl/name :as :who) (:cl/rate :as \"rate\")] [:cl/code :dr/e])")
add("p-recursion", "(pull [:cl/code {:cl/super ...}] [:cl/code :dr/d])")
add("p-recursion-cycle", "(pull [:cl/code {:cl/super ...}] [:cl/code :dr/e])")
add("p-recursion-self", "(pull [:cl/code {:cl/super ...}] [:cl/code :dr/g])")
add("p-recursion-depth", "(pull [:cl/code {:cl/super 2}] [:cl/code :dr/h])")
add("p-reverse-recursion", "(pull [:cl/code {:cl/_super ...}] [:cl/code :dr/a])")
add("p-composite", "(pull [:appt/id :appt/room+day :appt/day] [:appt/id 1009])")
add("p-dx-limit", '(pull [(:pat/dx :limit 1)] [:pat/mrn "MRN0021"])')
add("p-find", "[:find (pull ?a [:appt/id :appt/status]) :where [?a :appt/id ?id] [(< ?id 1003)]]")
add("p-find-keys", "[:find (pull ?c [:cl/code]) ?r :keys cl rate :where [?c :cl/rate ?r] [(< ?r 1)]]")
add("p-missing", "(pull [*] [:pat/mrn \"MRN9999\"])")
add("p-component-wild", "(pull [:appt/lines] [:appt/id 1006])")

# with transactions
add("w-upsert-pat", '(with [{:pat/mrn "MRN0007" :pat/balance 5.50M}] [:find ?b . :where [?p :pat/mrn "MRN0007"] [?p :pat/balance ?b]])')
add("w-new-appt-sum", '(with [{:appt/id 2000 :appt/charge 10.0001M :appt/pat [:pat/mrn "MRN0007"]}] [:find (sum ?c) . :where [?p :pat/mrn "MRN0007"] [?a :appt/pat ?p] [?a :appt/charge ?c]])')
add("w-retract-dx", '(with [[:db/retract [:pat/mrn "MRN0021"] :pat/dx :htn]] [:find ?d :where [?p :pat/mrn "MRN0021"] [?p :pat/dx ?d]])')
add("w-cas-ok", '(with [[:db/cas [:pat/mrn "MRN0014"] :pat/visits 5 6]] [:find ?v . :where [?p :pat/mrn "MRN0014"] [?p :pat/visits ?v]])')
add("w-cas-fail", '(with [[:db/cas [:pat/mrn "MRN0014"] :pat/visits 99 6]] [:find ?v . :where [?p :pat/mrn "MRN0014"] [?p :pat/visits ?v]])')
add("w-cas-bigdec", '(with [[:db/cas [:appt/id 1000] :appt/charge 125.00M 130.00M]] [:find ?c . :where [?a :appt/id 1000] [?a :appt/charge ?c]])')
add("w-retract-entity-component", "(with [[:db/retractEntity [:appt/id 1003]]] [:find (count ?l) . :where [?l :line/item]])")
add("w-tempid-ref", '(with [{:db/id "n" :cl/code :dr/z :cl/name "Zed" :cl/super [:cl/code :dr/z]}] [:find ?s . :where [?e :cl/code :dr/z] [?e :cl/super ?x] [?x :cl/code ?s]])')
add("w-tempid-self", '(with [{:db/id "n" :cl/code :dr/z :cl/super "n"}] [:find ?s . :where [?e :cl/code :dr/z] [?e :cl/super ?e] [?e :cl/code ?s]])')
add("w-unique-value-conflict", '(with [{:claim/no "CLM-00013" :claim/status :x}] [:find (count ?k) . :where [?k :claim/no]])')
add("w-composite-new", "(with [{:appt/id 2001 :appt/room [:room/id \"R-100\"] :appt/day 42}] [:find ?t . :where [?a :appt/id 2001] [?a :appt/room+day ?t]])")
add("w-hetero-line", "(with [{:appt/id 1000 :appt/lines [{:line/item [:misc 1.2345M] :line/qty 3}]}] [:find ?t ?x :where [?a :appt/id 1000] [?a :appt/lines ?l] [?l :line/item ?t] [?l :line/qty ?q] [(second ?t) ?m] [(* ?m ?q) ?x]])")
add("w-retract-balance", '(with [[:db/retract [:pat/mrn "MRN0000"] :pat/balance]] [:find ?m :where [?p :pat/mrn ?m] [(missing? $ ?p :pat/balance)]])')
add("w-add-dx-many", '(with [[:db/add [:pat/mrn "MRN0000"] :pat/dx :new] [:db/add [:pat/mrn "MRN0000"] :pat/dx :flu]] [:find ?d :where [?p :pat/mrn "MRN0000"] [?p :pat/dx ?d]])')
add("w-upsert-uuid", '(with [{:pat/uuid #uuid "00000000-0000-4000-8000-000000000001" :pat/visits 77}] [:find ?m ?v :where [?p :pat/visits 77] [?p :pat/mrn ?m] [?p :pat/visits ?v]])')
add("w-bigint-tx", "(with [{:claim/no \"CLM-NEW\" :claim/ref 170141183460469231731687303715884105727N}] [:find ?r . :where [?k :claim/no \"CLM-NEW\"] [?k :claim/ref ?r]])")
add("w-paid-update-owed", "(with [[:db/add [:appt/id 1001] :appt/paid 80.5]] [:find ?o . :where [?a :appt/id 1001] [?a :appt/charge ?c] [?a :appt/paid ?p] [(- ?c ?p) ?o]])")

# mistakes (~20% of function entries)
MIS = [
    ("div0-long", "[(/ ?v 0) ?x]", ":pat/visits"),
    ("div0-bigdec", "[(/ ?v 0M) ?x]", ":pat/balance"),
    ("div-bigdec-3", "[(/ ?v 3M) ?x]", ":pat/balance"),
    ("quot0", "[(quot ?v 0) ?x]", ":pat/visits"),
    ("mod0", "[(mod ?v 0) ?x]", ":pat/visits"),
    ("rem0-double", "[(rem ?v 0.0) ?x]", ":pat/weight"),
    ("nth-oob", "[(nth ?v 3) ?x]", ":room/dims"),
    ("nth-neg", "[(nth ?v -1) ?x]", ":line/item"),
    ("subs-past", "[(subs ?v 2 40) ?x]", ":pat/mrn"),
    ("subs-neg", "[(subs ?v -1) ?x]", ":pat/mrn"),
    ("subs-rev", "[(subs ?v 4 2) ?x]", ":pat/mrn"),
    ("plus-str", "[(+ ?v 1) ?x]", ":pat/mrn"),
    ("plus-kw", "[(+ ?v 1) ?x]", ":appt/proc"),
    ("inc-inst", "[(inc ?v) ?x]", ":appt/start"),
    ("lt-kw-num", "[(< ?v 1)]", ":appt/proc"),
    ("max-str", "[(max ?v 1) ?x]", ":pat/mrn"),
    ("arity-inc", "[(inc ?v 1) ?x]", ":pat/visits"),
    ("arity-subs", "[(subs ?v) ?x]", ":pat/mrn"),
    ("arity-nth", "[(nth ?v) ?x]", ":room/dims"),
    ("unknown-fn", "[(frobnicate ?v) ?x]", ":pat/visits"),
    ("unknown-ns-fn", "[(clojure.string/frob ?v) ?x]", ":pat/mrn"),
    ("abs-str", "[(abs ?v) ?x]", ":pat/mrn"),
    ("format-d-double", '[(format "%d" ?v) ?x]', ":pat/weight"),
    ("format-f-long", '[(format "%.2f" ?v) ?x]', ":pat/visits"),
    ("format-x-bigdec", '[(format "%x" ?v) ?x]', ":pat/balance"),
    ("format-missing-arg", '[(format "%s %s" ?v) ?x]', ":pat/mrn"),
    ("long-str", "[(long ?v) ?x]", ":pat/mrn"),
    ("bigdec-str", "[(bigdec ?v) ?x]", ":pat/mrn"),
    ("bigint-kw", "[(bigint ?v) ?x]", ":appt/proc"),
    ("double-nil-get", "[(get ?v 5) ?y] [(double ?y) ?x]", ":room/dims"),
    ("first-long", "[(first ?v) ?x]", ":pat/visits"),
    ("count-long", "[(count ?v) ?x]", ":pat/visits"),
    ("contains-str-kw", "[(contains? ?v :a) ?x]", ":pat/mrn"),
    ("join-long", '[(clojure.string/join "," ?v) ?x]', ":pat/visits"),
    ("getTime-long", "[(.getTime ?v) ?x]", ":pat/visits"),
    ("untuple-long", "[(untuple ?v) [?x ?y]]", ":pat/visits"),
    ("untuple-short", "[(untuple ?v) [?x ?y ?z]]", ":room/dims"),
    ("mul-overflow", "[(* ?v 9223372036854775807) ?x]", ":pat/visits"),
    ("inc-overflow", "[(+ ?v 9223372036854775807) ?x]", ":pat/visits"),
    ("int-overflow", "[(int (* ?v 1000000000)) ?x]", ":pat/visits"),
]
for n, fn, attr in MIS:
    add("m-" + n, "[:find ?e ?x :where [?e %s ?v] %s]" % (attr, fn) if "?x" in fn else "[:find ?e :where [?e %s ?v] %s]" % (attr, fn))

# deliberate errors
add("e-no-find", "[:where [?e :pat/mrn]]")
add("e-unbound-find", "[:find ?z :where [?e :pat/mrn ?m]]")
add("e-unbound-pred", "[:find ?e :where [?e :pat/mrn ?m] [(> ?q 1)]]")
add("e-pull-bad", '(pull [:pat/mrn {:pat/pcp}] [:pat/mrn "MRN0007"])')
add("e-lookup-nonunique", '(q [:find ?e :in $ ?e :where [?e :pat/name]] $ [:pat/name "Ian"])')
add("e-cas-wrong", '(with [[:db/cas [:pat/mrn "MRN0014"] :pat/visits 1 2]] [:find ?v . :where [?p :pat/mrn "MRN0014"] [?p :pat/visits ?v]])')
add("e-wrong-type-tx", '(with [{:pat/mrn "MRN-X" :pat/visits "many"}] [:find ?v . :where [?p :pat/mrn "MRN-X"] [?p :pat/visits ?v]])')
add("e-with-in-find", "[:find ?a ?c :with ?a :where [?a :appt/charge ?c]]")
add("e-limit-string", '[:find ?id :where [_ :appt/id ?id] :limit "3"]')
add("e-not-unbound", "[:find ?e :where (not [?e :pat/mrn])]")
add("e-ground-arity", "(q [:find ?x :where [(ground 1 2) ?x]])")
add("e-bind-const", "[:find ?e :where [?e :pat/visits ?v] [(inc ?v) 6]]")
add("e-unknown-agg", "[:find (mode ?v) . :where [_ :pat/visits ?v]]")
add("e-rule-undefined-var", "(q [:find ?c :in $ % :where (r ?c)] $ [[(r ?c) [?e :cl/code ?x]]])")

# computation heavier (correct)
add("c-net-per-cl", "[:find ?k (sum ?n) :with ?a :where [?a :appt/cl ?c] [?c :cl/code ?k] [?a :appt/charge ?ch] [(get-else $ ?a :appt/paid 0.0) ?p] [(bigdec ?p) ?pb] [(- ?ch ?pb) ?n]]")
add("c-hours-pay", "[:find ?k ?pay :where [?c :cl/code ?k] [?c :cl/rate ?r] [(* ?r 7.5) ?x] [(Math/round ?x) ?pay]]")
add("c-math-floor", "[:find ?k ?f :where [?c :cl/code ?k] [?c :cl/rate ?r] [(Math/floor ?r) ?f]]")
add("c-math-abs", "[:find ?k ?f :where [?c :cl/code ?k] [?c :cl/rate ?r] [(Math/abs ?r) ?f]]")
add("c-math-pow", "[:find ?v ?f :where [_ :pat/visits ?v] [(Math/pow ?v 2) ?f]]")
add("c-math-sqrt", "[:find ?w ?f :where [_ :pat/weight ?w] [(Math/sqrt ?w) ?f]]")
add("c-tax", "[:find ?id ?t :where [?a :appt/id ?id] [(< ?id 1014)] [?a :appt/charge ?c] [(* ?c 0.0825M) ?t0] [(+ ?c ?t0) ?t]]")
add("c-split-bill", "[:find ?id ?share :where [?a :appt/id ?id] [(< ?id 1014)] [?a :appt/charge ?c] [(with-precision 10 (/ ?c 3)) ?share]]")
add("c-bigdec-div-exact", "[:find ?id ?share :where [?a :appt/id ?id] [(< ?id 1014)] [?a :appt/charge ?c] [(/ ?c 4) ?share]]")
add("c-line-avg", "[:find ?k (avg ?m) :with ?l :where [?l :line/item ?t] [(first ?t) ?k] [(second ?t) ?m]]")
add("c-line-max-n", "[:find (max 2 ?m) . :where [?l :line/item ?t] [(second ?t) ?m]]")
add("c-line-distinct", "[:find (distinct ?m) . :where [?l :line/item ?t] [(second ?t) ?m]]")
add("c-line-median", "[:find (median ?m) . :with ?l :where [?l :line/item ?t] [(second ?t) ?m]]")
add("c-claim-vs-charge", "[:find ?n ?d :where [?k :claim/no ?n] [?k :claim/amount ?ca] [?k :claim/appt ?a] [?a :appt/charge ?c] [(- ?ca ?c) ?d] [(not= ?d 0)]]")
add("c-claim-eq-charge", "[:find (count ?k) . :where [?k :claim/amount ?ca] [?k :claim/appt ?a] [?a :appt/charge ?c] [(== ?ca ?c)]]")
add("c-claim-ref-sum", "[:find (sum ?r) . :with ?k :where [?k :claim/ref ?r]]")
add("c-claim-ref-max", "[:find (max ?r) (min ?r) :where [_ :claim/ref ?r]]")
add("c-claim-ref-arith", "[:find ?r ?x :where [_ :claim/ref ?r] [(* ?r ?r) ?x]]")
add("c-visits-tier", "[:find ?v ?t :where [_ :pat/visits ?v] [(quot (+ ?v 4) 5) ?t]]")
add("c-avg-per-floor", "[:find ?f (avg ?c) :with ?a :where [?a :appt/room ?r] [?r :room/floor ?f] [?a :appt/charge ?c]]")
add("c-room-area", "[:find ?i ?area :where [?r :room/id ?i] [?r :room/dims ?d] [(first ?d) ?w] [(second ?d) ?h] [(* ?w ?h) ?area]]")
add("c-room-day-load", "[:find ?i ?d (count ?a) :where [?a :appt/room+day ?t] [(untuple ?t) [?r ?d]] [?r :room/id ?i] [(= ?d 3)]]")
add("c-dx-count-per-pat", "[:find ?m (count ?d) :where [?p :pat/mrn ?m] [?p :pat/dx ?d] [(< ?m \"MRN0050\")]]")
add("c-dx-set", "[:find ?m (distinct ?d) :where [?p :pat/mrn ?m] [?p :pat/dx ?d] [(< ?m \"MRN0030\")]]")
add("c-kw-compare", "[:find ?d :where [_ :pat/dx ?d] [(compare ?d :dm2) ?c] [(pos? ?c)]]")
add("c-str-vs-num-sort", '[:find ?s :where [_ :appt/cpt ?c] [(str ?c "") ?s] [(> (count ?s) 0)]]')
add("c-nested-pred", "[:find (count ?a) . :where [?a :appt/charge ?c] [(> (* ?c 2) 200)]]")
add("c-and-chain", "[:find ?id :where [?a :appt/id ?id] [?a :appt/charge ?c] [?a :appt/paid ?p] [(max ?c ?p) ?m] [(min ?c ?p) ?n] [(- ?m ?n) ?d] [(> ?d 100)]]")
add("c-max-mixed", "[:find ?id ?m :where [?a :appt/id ?id] [(< ?id 1008)] [?a :appt/charge ?c] [?a :appt/paid ?p] [(max ?c ?p 50) ?m]]")
add("c-min-mixed", "[:find ?id ?m :where [?a :appt/id ?id] [(< ?id 1008)] [?a :appt/charge ?c] [?a :appt/paid ?p] [(min ?c ?p 50) ?m]]")
add("c-compare-mixed", "[:find ?id ?x :where [?a :appt/id ?id] [(< ?id 1008)] [?a :appt/charge ?c] [?a :appt/paid ?p] [(compare ?c ?p) ?x]]")
add("c-hash-set", "(q [:find ?x :where [(hash-set 1 2 1) ?x]])")
add("c-hash-map", "(q [:find ?x :where [(hash-map :a 1 :b 2) ?m] [(get ?m :b) ?x]])")
add("c-vector-nested", "(q [:find ?x :where [(vector 1 (vector 2 3)) ?v] [(get-in ?v [1 0]) ?x]])")
add("c-range-count", "(q [:find ?x :where [(range 5) ?r] [(apply + ?r) ?x]])")
add("c-str-join-range", '(q [:find ?x :where [(range 3) ?r] [(clojure.string/join "," ?r) ?x]])')
add("c-sort-by-vec", "(q [:find ?x :where [(ground [3 1.5 2M]) ?v] [(sort ?v) ?x]])")
add("c-keys-map", "(q [:find ?x :where [(ground {:a 1 :b 2}) ?m] [(keys ?m) ?k] [(sort ?k) ?x]])")
add("c-merge", "(q [:find ?x :where [(merge {:a 1} {:b 2}) ?x]])")
add("c-assoc", "(q [:find ?x :where [(assoc {:a 1} :a 2) ?x]])")
add("c-select-keys", "(q [:find ?x :where [(select-keys {:a 1 :b 2} [:a]) ?x]])")
add("c-frequencies", "(q [:find ?x :where [(frequencies [1 1 2]) ?x]])")
add("c-some-fn", "(q [:find ?x :where [(some #{2} [1 2 3]) ?x]])")
add("c-interleave", "(q [:find ?x :where [(interleave [1 2] [:a :b]) ?x]])")
add("c-zipmap", "(q [:find ?x :where [(zipmap [:a :b] [1 2]) ?x]])")
add("c-min-key", "(q [:find ?x :where [(max-key count \"ab\" \"abc\") ?x]])")
add("c-rationalize", "(q [:find ?x :where [(rationalize 1.25) ?x]])")
add("c-num-ops", "(q [:find ?a ?b ?c :where [(quot -7 2) ?a] [(rem -7 2) ?b] [(mod -7 2) ?c]])")
add("c-bigdec-ops", "(q [:find ?a ?b ?c :where [(quot 7.5M 2) ?a] [(rem 7.5M 2) ?b] [(mod -7.5M 2) ?c]])")
add("c-double-ops", "(q [:find ?a ?b ?c :where [(quot -7.5 2) ?a] [(rem -7.5 2) ?b] [(mod -7.5 2) ?c]])")
add("c-mixed-plus", "(q [:find ?a ?b ?c :where [(+ 1 1.5M) ?a] [(+ 1N 1.5M) ?b] [(+ 1.5M 0.5) ?c]])")
add("c-div-mixed", "(q [:find ?a ?b ?c :where [(/ 1 4) ?a] [(/ 1M 4) ?b] [(/ 1N 4N) ?c]])")
add("c-format-mix", '(q [:find ?s :where [(format "%s|%d|%.2f|%,d|%x|%5s|%-5s|" :k 42 3.14159 1234567 255 "ab" "cd") ?s]])')
add("c-format-bigdec-s", '(q [:find ?s :where [(format "%s %.3f" 1.50M 1.50M) ?s]])')
add("c-format-bigint-x", '(q [:find ?s :where [(format "%x %,d" 255N 1234567N) ?s]])')
add("c-str-mixed", "(q [:find ?s :where [(str 1 1.0 1M 1N :k nil \"s\" [1 2]) ?s]])")
add("c-int-cast", "(q [:find ?a ?b ?c :where [(int 3.99) ?a] [(long -3.99) ?b] [(int 7.9M) ?c]])")
add("c-double-bigdec", "(q [:find ?a ?b :where [(bigdec 0.1) ?a] [(double 1/3) ?b]])")
add("c-bigint-ops", "(q [:find ?a ?b :where [(bigint 3.9) ?a] [(bigint 10.5M) ?b]])")
add("c-compare-chain", "(q [:find ?x :where [(ground [1 2 3]) [?x ...]] [(< 0 ?x 2.5M 3)]])")
add("c-eq-chain", "(q [:find ?x :where [(ground [1 2]) [?x ...]] [(== ?x 1 1.0 1M)]])")
add("c-abs-ops", "(q [:find ?a ?b ?c :where [(abs -3) ?a] [(abs -2.5M) ?b] [(abs -0.0) ?c]])")
add("c-max-mixed-lit", "(q [:find ?a ?b :where [(max 1 2.5 2M) ?a] [(min 1N 0.5 2M) ?b]])")
add("c-inc-bigdec", "(q [:find ?a ?b :where [(inc 1.50M) ?a] [(dec 0.0001M) ?b]])")
add("c-mul-scales", "(q [:find ?a ?b :where [(* 1.50M 2.25M) ?a] [(- 1.50M 0.0001M) ?b]])")
add("c-nth-default", "(q [:find ?a :where [(nth [1 2] 5 :d) ?a]])")
add("c-subs-ok", '(q [:find ?a ?b :where [(subs "hospital" 2 5) ?a] [(subs "🌸ab" 2) ?b]])')
add("c-join-nil", '(q [:find ?a :where [(vector 1 nil "x") ?v] [(clojure.string/join "," ?v) ?a]])')


def main():
    names = [n for n, _ in E]
    assert len(names) == len(set(names)), [n for n in names if names.count(n) > 1]
    with open(os.path.join(HERE, "queries.edn"), "w") as f:
        for n, t in E:
            f.write(";; @ %s\n%s\n\n" % (n, t))
    print(len(E))


if __name__ == "__main__":
    main()
