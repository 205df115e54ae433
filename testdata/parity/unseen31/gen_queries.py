#!/usr/bin/env python3
"""Writes queries.edn of the thirty-first unseen parity corpus (deterministic).
Emphasis: parameterized application queries (paging, user-typed search
strings, time windows, latest-per-group, top-N, existence checks, counts
per group as :keys maps, lookup-ref inputs for the current user)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
E = []
def add(name, text):
    E.append((name, text.strip()))
def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'

ZRULES = """[[(reach ?a ?b) [?a :zone/neighbours ?b]]
  [(reach ?a ?b) [?a :zone/neighbours ?m] (reach ?m ?b)]]"""
MRULES = """[[(above ?d ?m) [?d :driver/mentor ?m]]
  [(above ?d ?m) [?d :driver/mentor ?x] (above ?x ?m)]]"""
HOPS = """[[(hops ?a ?b ?n) [?a :zone/neighbours ?b] [(ground 1) ?n]]
  [(hops ?a ?b ?n) [?a :zone/neighbours ?m] [(!= ?m ?a)] (hops ?m ?b ?n0) [(inc ?n0) ?n] [(< ?n 4)]]]"""
EVODD = """[[(even-z ?a ?b) [(identity ?a) ?b]]
  [(even-z ?a ?b) [?a :zone/neighbours ?m] (odd-z ?m ?b)]
  [(odd-z ?a ?b) [?a :zone/neighbours ?m] (even-z ?m ?b)]]"""
RREF = """[[(chain ?r ?top) [?r :rider/referrer ?top]]
  [(chain ?r ?top) [?r :rider/referrer ?m] (chain ?m ?top)]]"""

# ---- basics over every value type
add("b-zone-names", "[:find ?n :where [_ :zone/name ?n]]")
add("b-zone-codes-coll", "[:find [?c ...] :where [_ :zone/code ?c]]")
add("b-rider-count", "[:find (count ?r) . :where [?r :rider/phone]]")
add("b-driver-count", "[:find (count ?d) . :where [?d :driver/phone]]")
add("b-trip-count", "[:find (count ?t) . :where [?t :trip/id]]")
add("b-airport-zone", "[:find ?n . :where [?z :zone/airport true] [?z :zone/name ?n]]")
add("b-nonairport", "[:find (count ?z) . :where [?z :zone/airport false]]")
add("b-empty-zone-name", '[:find ?c :where [?z :zone/name ""] [?z :zone/code ?c]]')
add("b-unicode-zone", '[:find ?c . :where [?z :zone/name "Старый город"] [?z :zone/code ?c]]')
add("b-emoji-zone", '[:find ?c . :where [?z :zone/name "Stadium ⚽"] [?z :zone/code ?c]]')
add("b-surge-zero", "[:find ?c :where [?z :zone/surge 0.0] [?z :zone/code ?c]]")
add("b-surge-neg", "[:find ?c :where [?z :zone/surge ?s] [(neg? ?s)] [?z :zone/code ?c]]")
add("b-rider-empty-name", '[:find ?p :where [?r :rider/name ""] [?r :rider/phone ?p]]')
add("b-rider-quote-name", '[:find ?p . :where [?r :rider/name "O\'Brien"] [?r :rider/phone ?p]]')
add("b-rider-backslash", '[:find ?p . :where [?r :rider/name "Back\\\\Slash"] [?r :rider/phone ?p]]')
add("b-rider-dq-name", '[:find ?p . :where [?r :rider/name "Mary \\"Mo\\" Lee"] [?r :rider/phone ?p]]')
add("b-fare-zero", "[:find (count ?t) . :where [?t :trip/fare 0.00M]]")
add("b-fare-zero-scale", "[:find (count ?t) . :where [?t :trip/fare 0M]]")
add("b-fare-neg", "[:find ?id :where [?t :trip/fare -5.00M] [?t :trip/id ?id]]")
add("b-fare-1275", "[:find (count ?t) . :where [?t :trip/fare 12.75M]]")
add("b-distance-zero", "[:find (count ?t) . :where [?t :trip/distance 0.0]]")
add("b-status-kw", "[:find ?s (count ?t) :where [?t :trip/status ?s]]")
add("b-reasons", "[:find ?r (count ?t) :where [?t :trip/cancel-reason ?r]]")
add("b-promo-uuid", '[:find ?l . :where [?p :promo/code #uuid "00000077-0000-4000-8000-000000000002"] [?p :promo/label ?l]]')
add("b-licence-uuid", '[:find ?n . :where [?d :driver/licence #uuid "00000009-0000-4000-8000-000000000003"] [?d :driver/name ?n]]')
add("b-inst-eq", '[:find ?id :where [?t :trip/requested #inst "2026-11-01T00:00:00.000-00:00"] [?t :trip/id ?id]]')
add("b-car-tuple", '[:find ?n :where [?d :driver/car ["Prius" 2019]] [?d :driver/name ?n]]')
add("b-car-empty", '[:find ?n :where [?d :driver/car ["" 0]] [?d :driver/name ?n]]')
add("b-loc-zero", "[:find ?n :where [?d :driver/loc [0.0 0.0]] [?d :driver/name ?n]]")
add("b-cars-all", "[:find ?c :where [_ :driver/car ?c]]")
add("b-shift-key-count", "[:find (count ?k) . :where [_ :shift/driver+date ?k]]")
add("b-langs-all", "[:find ?l (count ?d) :where [?d :driver/langs ?l]]")
add("b-tags-all", "[:find ?t (count ?r) :where [?r :rider/tags ?t]]")
add("b-pay-methods", "[:find ?m (count ?p) :where [?p :pay/method ?m]]")
add("b-lifetime-0N", "[:find (count ?r) . :where [?r :rider/lifetime 0N]]")
add("b-lifetime-huge", "[:find ?n :where [?r :rider/lifetime 99999999999999999999N] [?r :rider/name ?n]]")
add("b-driver-lt-huge", "[:find ?n . :where [?d :driver/lifetime ?l] [(> ?l 100000000000000000000N)] [?d :driver/name ?n]]")
add("b-self-loop-zone", "[:find ?c :where [?z :zone/neighbours ?z] [?z :zone/code ?c]]")
add("b-self-mentor", "[:find ?n :where [?d :driver/mentor ?d] [?d :driver/name ?n]]")
add("b-self-referrer", "[:find ?n :where [?r :rider/referrer ?r] [?r :rider/name ?n]]")
add("b-shared-false", "[:find (count ?t) . :where [?t :trip/shared false]]")
add("b-tuple-find", '[:find [?n ?r] :where [?d :driver/phone "+1-555-9002"] [?d :driver/name ?n] [?d :driver/rating ?r]]')
add("b-nothing-scalar", '[:find ?n . :where [?d :driver/phone "nope"] [?d :driver/name ?n]]')
add("b-nothing-tuple", '[:find [?n ?r] :where [?d :driver/phone "nope"] [?d :driver/name ?n] [?d :driver/rating ?r]]')

# ---- joins
add("j-trip-rider-driver", "[:find ?rn ?dn :where [?t :trip/id 1007] [?t :trip/rider ?r] [?r :rider/name ?rn] [?t :trip/driver ?d] [?d :driver/name ?dn]]")
add("j-trips-from-airport", "[:find (count ?t) . :where [?z :zone/code :airport] [?t :trip/from ?z]]")
add("j-same-from-to", "[:find ?id :where [?t :trip/from ?z] [?t :trip/to ?z] [?t :trip/id ?id]]")
add("j-driver-home-zone-trip", "[:find (count ?t) . :where [?t :trip/driver ?d] [?d :driver/zone ?z] [?t :trip/from ?z]]")
add("j-rider-home-neighbour", "[:find ?rn ?zn :where [?r :rider/home ?h] [?h :zone/neighbours ?z] [?z :zone/airport true] [?r :rider/name ?rn] [?h :zone/name ?zn]]")
add("j-promo-trips", "[:find ?l (count ?t) :where [?t :trip/promo ?p] [?p :promo/label ?l]]")
add("j-shift-zone-driver-zone", "[:find ?n :where [?s :shift/driver ?d] [?s :shift/zone ?z] [?d :driver/zone ?z] [?d :driver/name ?n]]")
add("j-mentor-names", "[:find ?a ?b :where [?x :driver/mentor ?y] [?x :driver/name ?a] [?y :driver/name ?b]]")
add("j-rider-drove-by-mentor", "[:find (count-distinct ?r) . :where [?t :trip/rider ?r] [?t :trip/driver ?d] [?d :driver/mentor ?m] [?m :driver/active true]]")
add("j-referrer-name", "[:find ?a ?b :where [?x :rider/referrer ?y] [?x :rider/name ?a] [?y :rider/name ?b]]")
add("j-card-riders", "[:find ?n :where [?r :rider/payments ?p] [?p :pay/method :card] [?p :pay/default true] [?r :rider/name ?n]]")
add("j-trip-neighbour-hop", "[:find (count ?t) . :where [?t :trip/from ?a] [?t :trip/to ?b] [?a :zone/neighbours ?b]]")

# ---- predicates
add("p-fare-gt", "[:find (count ?t) . :where [?t :trip/fare ?f] [(> ?f 20.00M)]]")
add("p-fare-range", "[:find ?f :where [?t :trip/fare ?f] [(<= 5.00M ?f 33.10M)]]")
add("p-fare-double-cmp", "[:find (count ?t) . :where [?t :trip/fare ?f] [(> ?f 12.5)]]")
add("p-dist-between", "[:find (count ?t) . :where [?t :trip/distance ?d] [(< 1.0 ?d 20.0)]]")
add("p-rating-ne", "[:find ?r (count ?t) :where [?t :trip/rating ?r] [(not= ?r 5)]]")
add("p-surge-high", "[:find (count ?t) . :where [?t :trip/surge ?s] [(>= ?s 2.0)]]")
add("p-inst-before", '[:find (count ?t) . :where [?t :trip/requested ?i] [(< ?i #inst "2026-11-02T00:00:00.000-00:00")]]')
add("p-inst-compare", '[:find (count ?t) . :where [?t :trip/requested ?i] [(compare ?i #inst "2026-11-03T00:00:00.000-00:00") ?c] [(pos? ?c)]]')
add("p-kw-cmp", "[:find ?s :where [_ :trip/status ?s] [(> (compare ?s :d) 0)]]")
add("p-kw-cmp2", "[:find ?s :where [_ :trip/status ?s] [(compare ?s :d) ?c] [(> ?c 0)]]")
add("p-string-lt", '[:find ?n :where [_ :driver/name ?n] [(< ?n "G")]]')
add("p-lifetime-neg", "[:find ?n :where [?r :rider/lifetime ?l] [(neg? ?l)] [?r :rider/name ?n]]")
add("p-lifetime-zero", "[:find (count ?r) . :where [?r :rider/lifetime ?l] [(zero? ?l)]]")
add("p-even-id", "[:find (count ?t) . :where [?t :trip/id ?i] [(even? ?i)]]")
add("p-distinct-zones", "[:find (count ?t) . :where [?t :trip/from ?a] [?t :trip/to ?b] [(distinct? ?a ?b)]]")
add("p-nil-note", "[:find (count ?t) . :where [?t :trip/note ?n] [(empty? ?n)]]")
add("p-uuid-cmp", '[:find (count ?p) . :where [?p :promo/code ?c] [(> (compare ?c #uuid "00000077-0000-4000-8000-000000000003") 0)]]')
add("p-uuid-cmp2", '[:find (count ?p) . :where [?p :promo/code ?c] [(compare ?c #uuid "00000077-0000-4000-8000-000000000003") ?x] [(> ?x 0)]]')
add("p-tuple-cmp", '[:find ?n :where [?d :driver/car ?c] [(> ?c ["Octavia" 0])] [?d :driver/name ?n]]')
add("p-loc-box", "[:find ?n :where [?d :driver/loc ?l] [(nth ?l 0) ?lat] [(nth ?l 1) ?lon] [(> ?lat 40.0)] [(< ?lon -74.0)] [?d :driver/name ?n]]")

# ---- functions
add("f-fare-with-tip", "[:find ?id ?x :where [?t :trip/id ?id] [(< ?id 1010)] [?t :trip/fare ?f] [(* ?f 1.15M) ?x]]")
add("f-fare-plus-double", "[:find ?id ?x :where [?t :trip/id ?id] [(< ?id 1010)] [?t :trip/fare ?f] [(+ ?f 0.5) ?x]]")
add("f-fare-surge", "[:find ?id ?x :where [?t :trip/id ?id] [(< ?id 1012)] [?t :trip/fare ?f] [?t :trip/surge ?s] [(* ?f ?s) ?x]]")
add("f-fare-bigdec-div", "[:find ?id ?x :where [?t :trip/id ?id] [(< ?id 1008)] [?t :trip/fare ?f] [(with-precision 5 (/ ?f 3)) ?x]]")
add("f-fare-quot", "[:find ?id ?x :where [?t :trip/id ?id] [(< ?id 1008)] [?t :trip/fare ?f] [(quot ?f 2) ?x]]")
add("f-duration-ms", "[:find ?id ?m :where [?t :trip/id ?id] [(< ?id 1015)] [?t :trip/pickup ?p] [?t :trip/dropoff ?d] [(.getTime ?p) ?a] [(.getTime ?d) ?b] [(- ?b ?a) ?ms] [(quot ?ms 60000) ?m]]")
add("f-wait-minutes", "[:find ?id ?w :where [?t :trip/id ?id] [(< ?id 1015)] [?t :trip/pickup ?p] [?t :trip/requested ?r] [(.getTime ?p) ?a] [(.getTime ?r) ?b] [(- ?a ?b) ?ms] [(/ ?ms 60000.0) ?w]]")
add("f-speed", "[:find ?id ?kmh :where [?t :trip/id ?id] [(< ?id 1030)] [?t :trip/distance ?km] [?t :trip/pickup ?p] [?t :trip/dropoff ?d] [(.getTime ?p) ?a] [(.getTime ?d) ?b] [(- ?b ?a) ?ms] [(/ ?km ?ms) ?v] [(* ?v 3600000) ?kmh]]")
add("f-format-fare", '[:find ?s :where [?t :trip/id 1003] [?t :trip/fare ?f] [(format "$%.2f" ?f) ?s]]')
add("f-format-fare-all", '[:find ?s :where [?t :trip/fare ?f] [(format "%08.3f" ?f) ?s]]')
add("f-format-dist", '[:find ?s :where [?t :trip/distance ?f] [(format "%.1f km" ?f) ?s]]')
add("f-format-inst", '[:find ?s :where [?t :trip/id 1001] [?t :trip/requested ?i] [(format "%tF %<tR" ?i) ?s]]')
add("f-format-pad", '[:find ?s :where [?d :driver/name ?n] [(format "[%-8s]" ?n) ?s]]')
add("f-str-phone", '[:find ?s :where [?r :rider/phone ?p] [?r :rider/name ?n] [(str ?n " <" ?p ">") ?s] [(< (count ?s) 22)]]')
add("f-str-phone2", '[:find ?s :where [?r :rider/phone ?p] [?r :rider/name ?n] [(str ?n " <" ?p ">") ?s] [(count ?s) ?c] [(< ?c 22)]]')
add("f-str-bigint", "[:find ?s :where [_ :rider/lifetime ?l] [(str ?l) ?s]]")
add("f-str-bigdec", "[:find ?s :where [_ :trip/fare ?l] [(str ?l) ?s]]")
add("f-str-uuid", "[:find ?s :where [_ :promo/code ?c] [(str ?c) ?s]]")
add("f-str-tuple", "[:find ?s :where [_ :driver/car ?c] [(str ?c) ?s]]")
add("f-str-kw", "[:find ?s :where [_ :trip/status ?c] [(str ?c) ?s]]")
add("f-name-kw", "[:find ?s :where [_ :zone/code ?c] [(name ?c) ?s]]")
add("f-kw-from-str", '[:find ?k :where [_ :driver/langs ?l] [(keyword "lang" ?l) ?k]]')
add("f-upper", "[:find ?u :where [_ :rider/name ?n] [(clojure.string/upper-case ?n) ?u]]")
add("f-lower", "[:find ?u :where [_ :zone/name ?n] [(clojure.string/lower-case ?n) ?u]]")
add("f-count-names", "[:find ?n ?c :where [_ :rider/name ?n] [(count ?n) ?c]]")
add("f-subs-phone", "[:find ?x :where [_ :rider/phone ?p] [(subs ?p 7) ?x]]")
add("f-last4-long", "[:find ?x :where [_ :pay/last4 ?p] [(not= ?p \"\")] [(parse-long ?p) ?x]]")
add("f-last4-long-empty", "[:find ?p ?x :where [_ :pay/last4 ?p] [(parse-long ?p) ?x]]")
add("f-split-name", "[:find ?f :where [_ :rider/name ?n] [(clojure.string/split ?n #\" \") [?f]]]")
add("f-split-name-first", "[:find ?f :where [_ :rider/name ?n] [(clojure.string/split ?n #\" \") ?parts] [(first ?parts) ?f]]")
add("f-join-langs", '[:find ?d ?s :where [?d :driver/langs _] [(ground ["en" "es"]) ?v] [(clojure.string/join "," ?v) ?s]]')
add("f-replace-note", '[:find ?x :where [_ :trip/note ?n] [(clojure.string/replace ?n "\\\\" "/") ?x]]')
add("f-replace-re", '[:find ?x :where [_ :trip/note ?n] [(clojure.string/replace ?n #"[aeiou]" "*") ?x]]')
add("f-reverse-name", "[:find ?x :where [_ :driver/name ?n] [(clojure.string/reverse ?n) ?x]]")
add("f-capitalize", "[:find ?x :where [_ :rider/name ?n] [(clojure.string/capitalize ?n) ?x]]")
add("f-trim-note", "[:find ?x :where [_ :trip/note ?n] [(clojure.string/trim ?n) ?x]]")
add("f-index-of", '[:find ?n ?i :where [_ :rider/name ?n] [(clojure.string/index-of ?n "a") ?i]]')
add("f-get-else-rating", "[:find ?n ?r :where [?x :rider/name ?n] [(get-else $ ?x :rider/rating 0) ?r]]")
add("f-get-else-email", '[:find ?p ?e :where [?x :rider/phone ?p] [(get-else $ ?x :rider/email "n/a") ?e]]')
add("f-get-some", "[:find ?id ?a ?v :where [?t :trip/id ?id] [(< ?id 1012)] [(get-some $ ?t :trip/dropoff :trip/pickup :trip/requested) [?a ?v]]]")
add("f-get-some-missing", "[:find (count ?t) . :where [?t :trip/id] [(get-some $ ?t :trip/rating :trip/cancel-reason) [?a _]]]")
add("f-get-else-vip", "[:find ?v (count ?r) :where [?r :rider/phone] [(get-else $ ?r :rider/vip :unknown) ?v]]")
add("f-missing-driver", "[:find ?id :where [?t :trip/id ?id] [(missing? $ ?t :trip/driver)]]")
add("f-missing-rider", "[:find (count ?t) . :where [?t :trip/id] [(missing? $ ?t :trip/rider)]]")
add("f-missing-rating", "[:find (count ?t) . :where [?t :trip/status :completed] [(missing? $ ?t :trip/rating)]]")
add("f-tuple-build", "[:find ?k :where [?s :shift/driver ?d] [?s :shift/date ?dt] [(tuple ?d ?dt) ?k] [?s :shift/driver+date ?k]]")
add("f-untuple-car", "[:find ?m ?y :where [_ :driver/car ?c] [(untuple ?c) [?m ?y]]]")
add("f-untuple-car-old", "[:find ?m :where [_ :driver/car ?c] [(untuple ?c) [?m ?y]] [(< 0 ?y 2018)]]")
add("f-nth-loc", "[:find ?n ?lat :where [?d :driver/loc ?l] [(nth ?l 0) ?lat] [?d :driver/name ?n]]")
add("f-dist-sq", "[:find ?n ?sq :where [?d :driver/loc ?l] [(first ?l) ?a] [(second ?l) ?b] [(- ?a 40.0) ?da] [(- ?b -74.0) ?db] [(* ?da ?da) ?x] [(* ?db ?db) ?y] [(+ ?x ?y) ?sq] [?d :driver/name ?n]]")
add("f-sqrt", "[:find ?n ?r :where [?d :driver/rating ?x] [(Math/sqrt ?x) ?r] [?d :driver/name ?n]]")
add("f-round-rating", "[:find ?n ?r :where [?d :driver/rating ?x] [(* ?x 10) ?y] [(Math/round ?y) ?r] [?d :driver/name ?n]]")
add("f-long-rating", "[:find ?r (count ?d) :where [?d :driver/rating ?x] [(long ?x) ?r]]")
add("f-double-fare", "[:find ?x :where [_ :trip/fare ?f] [(double ?f) ?x]]")
add("f-bigdec-of-double", "[:find ?x :where [_ :trip/distance ?f] [(bigdec ?f) ?x]]")
add("f-bigint-inc", "[:find ?x :where [_ :driver/lifetime ?f] [(inc ?f) ?x]]")
add("f-bigint-mul", "[:find ?x :where [_ :driver/lifetime ?f] [(* ?f 2) ?x]]")
add("f-inst-millis", "[:find ?x :where [?p :promo/expires ?e] [(.getTime ?e) ?x]]")
add("f-inst-str", "[:find ?x :where [?p :promo/expires ?e] [(str ?e) ?x]]")
add("f-uuid-fn", '[:find ?x . :where [(uuid "00000077-0000-4000-8000-000000000001") ?u] [?p :promo/code ?u] [?p :promo/label ?x]]')
add("f-re-find-last4", '[:find ?p ?m :where [_ :pay/last4 ?p] [(re-find #"^0+" ?p) ?m]]')
add("f-re-matches-phone", '[:find (count ?r) . :where [?r :rider/phone ?p] [(re-matches #"\\+1-555-10[0-2]\\d" ?p)]]')
add("f-re-groups", '[:find ?a ?b :where [_ :rider/phone ?p] [(re-find #"(\\d+)-(\\d+)$" ?p) [_ ?a ?b]]]')
add("f-re-seq-digits", '[:find ?n ?c :where [_ :promo/label ?n] [(re-seq #"\\d" ?n) ?s] [(count ?s) ?c]]')
add("f-ends-with", '[:find ?n :where [_ :rider/name ?n] [(clojure.string/ends-with? ?n "a")]]')
add("f-max-of", "[:find ?id ?x :where [?t :trip/id ?id] [(< ?id 1006)] [?t :trip/surge ?s] [(max ?s 1.2) ?x]]")
add("f-min-bigdec", "[:find ?x :where [_ :trip/fare ?f] [(min ?f 10M) ?x]]")
add("f-abs-fare", "[:find ?x :where [_ :trip/fare ?f] [(abs ?f) ?x]]")
add("f-abs-surge", "[:find ?x :where [_ :zone/surge ?f] [(abs ?f) ?x]]")
add("f-mod-id", "[:find ?m (count ?t) :where [?t :trip/id ?i] [(mod ?i 7) ?m]]")
add("f-rem-neg", "[:find ?x :where [_ :promo/pct ?p] [(rem ?p 3) ?x]]")
add("f-mod-neg", "[:find ?x :where [_ :promo/pct ?p] [(mod ?p 3) ?x]]")
add("f-ratio", "[:find ?x :where [_ :promo/pct ?p] [(/ ?p 100) ?x]]")
add("f-if", '[:find ?n ?label :where [?d :driver/name ?n] [?d :driver/active ?a] [(if ?a "on" "off") ?label]]')
add("f-contains-set", "[:find ?c :where [?z :zone/code ?c] [(contains? #{:airport :docks :zz} ?c)]]")
add("f-hash-set-input", "[:find ?id :where [?t :trip/id ?id] [(contains? #{1000 1001 99} ?id)]]")
add("f-vector-build", "[:find ?v :where [?t :trip/id 1002] [?t :trip/status ?s] [?t :trip/surge ?g] [(vector ?s ?g) ?v]]")
add("f-identity-kw", "[:find ?x :where [(identity :trip/id) ?x]]")
add("f-type-values", "[:find ?ty :where [_ :rider/lifetime ?l] [(type ?l) ?ty]]")
add("f-type-fare", "[:find ?ty :where [_ :trip/fare ?l] [(type ?l) ?ty]]")
add("f-inst-cmp-fn", '[:find (count ?t) . :where [?t :trip/dropoff ?d] [?t :trip/pickup ?p] [(compare ?d ?p) ?c] [(= ?c 1)]]')

# ---- not / not-join / or / or-join
add("n-no-trips-rider", "[:find ?n :where [?r :rider/name ?n] (not [?t :trip/rider ?r])]")
add("n-no-trips-driver", "[:find ?n :where [?d :driver/name ?n] (not [_ :trip/driver ?d])]")
add("n-notjoin-cancel", "[:find ?n :where [?d :driver/name ?n] (not-join [?d] [?t :trip/driver ?d] [?t :trip/status :cancelled])]")
add("n-no-email", "[:find ?n :where [?r :rider/name ?n] (not [?r :rider/email _])]")
add("n-not-vip-not-flag", "[:find (count ?r) . :where [?r :rider/phone] (not [?r :rider/vip true]) (not [?r :rider/tags :flagged])]")
add("n-or-status", "[:find (count ?t) . :where (or [?t :trip/status :cancelled] [?t :trip/status :no-show])]")
add("n-or-join-zone", "[:find ?id :where [?t :trip/id ?id] [(< ?id 1040)] (or-join [?t] (and [?t :trip/from ?z] [?z :zone/airport true]) (and [?t :trip/to ?z] [?z :zone/airport true]))]")
add("n-or-and-not", "[:find (count ?t) . :where [?t :trip/id] (or (and [?t :trip/status :completed] (not [?t :trip/rating _])) [?t :trip/cancel-reason :weather])]")
add("n-not-or", "[:find (count ?t) . :where [?t :trip/id] (not (or [?t :trip/status :completed] [?t :trip/status :cancelled]))]")
add("n-notjoin-nested", "[:find ?n :where [?r :rider/name ?n] (not-join [?r] [?t :trip/rider ?r] (not [?t :trip/rating 1]))]")
add("n-or-join-neighbour", "[:find ?c :where [?z :zone/code ?c] (or-join [?z] [?z :zone/neighbours ?z] (not [?z :zone/neighbours _]))]")
add("n-not-mentor", "[:find ?n :where [?d :driver/name ?n] (not [_ :driver/mentor ?d])]")
add("n-or-rating-missing", "[:find ?n :where [?d :driver/name ?n] (or [?d :driver/rating 0.0] [(missing? $ ?d :driver/rating)])]")
add("n-not-pred", "[:find (count ?t) . :where [?t :trip/fare ?f] (not [(pos? ?f)])]")
add("n-or-join-two-vars", "[:find ?a ?b :where [?x :zone/code ?a] [?y :zone/code ?b] [(< (str ?a) (str ?b))] (or-join [?x ?y] [?x :zone/neighbours ?y] [?y :zone/neighbours ?x]) [(= ?a :harbor)]]")
add("n-or-join-two-vars2", "[:find ?a ?b :where [?x :zone/code :harbor] [?x :zone/code ?a] [?y :zone/code ?b] (or-join [?x ?y] [?x :zone/neighbours ?y] [?y :zone/neighbours ?x])]")

# ---- rules
add("r-reach-island", "(q [:find ?c :in $ %% :where [?z :zone/code :island] (reach ?z ?x) [?x :zone/code ?c]] $ %s)" % ZRULES)
add("r-reach-campus", "(q [:find ?c :in $ %% :where [?z :zone/code :campus] (reach ?z ?x) [?x :zone/code ?c]] $ %s)" % ZRULES)
add("r-reach-count", "(q [:find (count ?x) . :in $ %% :where [?z :zone/code :docks] (reach ?z ?x)] $ %s)" % ZRULES)
add("r-reach-pairs", "(q [:find (count ?a) . :in $ %% :with ?b :where (reach ?a ?b)] $ %s)" % ZRULES)
add("r-reach-input", "(q [:find ?c :in $ %% ?code :where [?z :zone/code ?code] (reach ?z ?x) [?x :zone/airport true] [?x :zone/code ?c]] $ %s :mall)" % ZRULES)
add("r-reach-lookup-const", "(q [:find (count ?x) . :in $ %% :where (reach [:zone/code :stadium] ?x)] $ %s)" % ZRULES)
add("r-mentor-above", "(q [:find ?n :in $ %% :where [?d :driver/name \"Ümit\"] (above ?d ?m) [?m :driver/name ?n]] $ %s)" % MRULES)
add("r-mentor-cycle", "(q [:find ?n :in $ %% :where (above ?d ?d) [?d :driver/name ?n]] $ %s)" % MRULES)
add("r-mentor-below-count", "(q [:find ?n (count ?d) :in $ %% :where (above ?d ?m) [?m :driver/name ?n]] $ %s)" % MRULES)
add("r-hops", "(q [:find ?c ?n :in $ %% :where [?z :zone/code :campus] (hops ?z ?x ?n) [?x :zone/code ?c]] $ %s)" % HOPS)
add("r-hops-min", "(q [:find ?c (min ?n) :in $ %% :where [?z :zone/code :airport] (hops ?z ?x ?n) [?x :zone/code ?c]] $ %s)" % HOPS)
add("r-even-odd", "(q [:find ?c :in $ %% :where [?z :zone/code :campus] (odd-z ?z ?x) [?x :zone/code ?c]] $ %s)" % EVODD)
add("r-referrer-chain", "(q [:find ?a ?b :in $ %% :where (chain ?x ?y) [?x :rider/name ?a] [?y :rider/name ?b]] $ %s)" % RREF)
add("r-rule-in-not", "(q [:find ?c :in $ %% :where [?z :zone/code ?c] (not-join [?z] [?a :zone/code :downtown] (reach ?a ?z))] $ %s)" % ZRULES)
add("r-rule-in-or", "(q [:find (count ?d) . :in $ %% :where [?d :driver/phone] (or-join [?d] (above ?d ?m) [?d :driver/active false])] $ %s)" % MRULES)
add("r-nonrec-rule", "(q [:find ?n :in $ % :where (busy ?d) [?d :driver/name ?n]] $ [[(busy ?d) [?t :trip/driver ?d] [?t :trip/status :in-progress]]])")
add("r-multi-body", "(q [:find ?id :in $ % :where (problem ?t) [?t :trip/id ?id] [(< ?id 1060)]] $ [[(problem ?t) [?t :trip/status :no-show]] [(problem ?t) [?t :trip/rating 1]] [(problem ?t) [?t :trip/fare ?f] [(neg? ?f)]]])")
add("r-rule-kw-const", "(q [:find ?id :in $ % :where (with-status ?t :in-progress) [?t :trip/id ?id]] $ [[(with-status ?t ?s) [?t :trip/status ?s]]])")
add("r-reach-two-bound", "(q [:find ?ok . :in $ %% :where [?a :zone/code :stadium] [?b :zone/code :campus] (reach ?a ?b) [(ground true) ?ok]] $ %s)" % ZRULES)

# ---- aggregates
add("a-fare-sum", "[:find (sum ?f) . :where [_ :trip/fare ?f]]")
add("a-fare-sum-with", "[:find (sum ?f) . :with ?t :where [?t :trip/fare ?f]]")
add("a-fare-avg-with", "[:find (avg ?f) . :with ?t :where [?t :trip/fare ?f]]")
add("a-dist-avg", "[:find (avg ?d) . :with ?t :where [?t :trip/distance ?d]]")
add("a-dist-median", "[:find (median ?d) . :with ?t :where [?t :trip/distance ?d]]")
add("a-dist-variance", "[:find (variance ?d) . :with ?t :where [?t :trip/distance ?d]]")
add("a-dist-stddev", "[:find (stddev ?d) . :with ?t :where [?t :trip/distance ?d]]")
add("a-rating-median", "[:find (median ?r) . :with ?t :where [?t :trip/rating ?r]]")
add("a-rating-by-driver", "[:find ?n (avg ?r) (count ?r) :with ?t :where [?t :trip/driver ?d] [?t :trip/rating ?r] [?d :driver/name ?n]]")
add("a-fare-by-status", "[:find ?s (sum ?f) (count ?t) :where [?t :trip/status ?s] [?t :trip/fare ?f]]")
add("a-min-max-fare", "[:find (min ?f) (max ?f) :where [_ :trip/fare ?f]]")
add("a-max-n-fare", "[:find (max 3 ?f) . :where [_ :trip/fare ?f]]")
add("a-min-n-dist", "[:find (min 4 ?f) . :with ?t :where [?t :trip/distance ?f]]")
add("a-distinct-status", "[:find (distinct ?s) . :where [_ :trip/status ?s]]")
add("a-count-distinct-riders", "[:find ?s (count-distinct ?r) :where [?t :trip/status ?s] [?t :trip/rider ?r]]")
add("a-max-inst", "[:find (max ?i) . :where [_ :trip/requested ?i]]")
add("a-min-inst-per-status", "[:find ?s (min ?i) :where [?t :trip/status ?s] [?t :trip/requested ?i]]")
add("a-max-string", "[:find (max ?n) . :where [_ :rider/name ?n]]")
add("a-min-string", "[:find (min ?n) . :where [_ :rider/name ?n]]")
add("a-sum-bigint", "[:find (sum ?l) . :where [_ :driver/lifetime ?l]]")
add("a-max-bigint", "[:find (max ?l) . :where [_ :rider/lifetime ?l]]")
add("a-count-kw", "[:find (count ?s) . :where [_ :trip/status ?s]]")
add("a-sum-surge-with", "[:find (sum ?s) . :with ?t :where [?t :trip/surge ?s]]")
add("a-avg-rating-zone", "[:find ?c (avg ?r) :with ?t :where [?t :trip/from ?z] [?z :zone/code ?c] [?t :trip/rating ?r]]")
add("a-sum-hours-driver", "[:find ?n (sum ?h) :with ?s :where [?s :shift/driver ?d] [?s :shift/hours ?h] [?d :driver/name ?n]]")
add("a-count-empty", "[:find (count ?t) . :where [?t :trip/status :nope]]")
add("a-sum-empty", "[:find (sum ?f) . :where [?t :trip/status :nope] [?t :trip/fare ?f]]")
add("a-having-like", "[:find ?n (count ?t) :where [?t :trip/driver ?d] [?d :driver/name ?n] [?t :trip/status :cancelled]]")
add("a-median-fare", "[:find (median ?f) . :with ?t :where [?t :trip/fare ?f]]")
add("a-variance-rating", "[:find ?s (variance ?r) :with ?t :where [?t :trip/status ?s] [?t :trip/rating ?r]]")
add("a-max-tuple", "[:find (max ?c) . :where [_ :driver/car ?c]]")
add("a-distinct-langs", "[:find ?d (distinct ?l) :where [?d :driver/langs ?l] [?d :driver/zone ?z] [?z :zone/code :downtown]]")
add("a-count-per-day", "[:find ?day (count ?t) :where [?t :trip/requested ?i] [(.getTime ?i) ?ms] [(quot ?ms 86400000) ?day]]")
add("a-fn-over-agg", "[:find (- (max ?d) (min ?d)) . :where [_ :trip/distance ?d]]")

# ---- find specs, return maps
add("k-keys-driver", '[:find ?n ?r :keys name rating :where [?d :driver/phone "+1-555-9001"] [?d :driver/name ?n] [?d :driver/rating ?r]]')
add("k-keys-counts", "[:find ?s (count ?t) :keys status n :where [?t :trip/status ?s]]")
add("k-strs-counts", "[:find ?s (count ?t) :strs status n :where [?t :trip/status ?s]]")
add("k-syms-counts", "[:find ?s (count ?t) :syms status n :where [?t :trip/status ?s]]")
add("k-keys-scalar-tuple", '[:find [?n ?p] :keys name phone :where [?r :rider/phone "+1-555-1002"] [?r :rider/name ?n] [?r :rider/phone ?p]]')
add("k-keys-zone-count", "[:find ?c (count ?t) :keys zone trips :where [?t :trip/to ?z] [?z :zone/code ?c]]")
add("k-map-form", "{:find [?c ?s] :keys [code surge] :where [[?z :zone/code ?c] [?z :zone/surge ?s] [(> ?s 1.2)]]}")
add("k-pull-find", '[:find (pull ?d [:driver/name :driver/car]) . :where [?d :driver/phone "+1-555-9004"]]')
add("k-pull-rel", "[:find (pull ?z [:zone/code {:zone/neighbours [:zone/code]}]) :where [?z :zone/surge ?s] [(> ?s 1.4)]]")
add("k-pull-and-count", "[:find (pull ?d [:driver/name]) (count ?t) :where [?t :trip/driver ?d] [?t :trip/status :no-show]]")

# ---- ordering, paging
for off in [0, 5, 10, 215, 300]:
    add("o-page-fare/%d" % off, "(q [:find ?id ?f :in $ ?lim ?off :where [?t :trip/id ?id] [?t :trip/fare ?f] :order-by [?f :desc ?id] :limit ?lim :offset ?off] $ 5 %d)" % off)
for off in [0, 7, 14]:
    add("o-page-req/%d" % off, "(q [:find ?id ?r :in $ ?off :where [?t :trip/id ?id] [?t :trip/requested ?r] :order-by [?r] :limit 7 :offset ?off] $ %d)" % off)
add("o-limit-only", "[:find ?id ?f :where [?t :trip/id ?id] [?t :trip/fare ?f] :order-by [?f ?id] :limit 6]")
add("o-limit-desc", "[:find ?n ?r :where [?d :driver/name ?n] [?d :driver/rating ?r] :order-by [?r :desc ?n] :limit 5]")
add("o-offset-only", "[:find ?c :where [_ :zone/code ?c] :order-by [?c] :offset 9]")
add("o-order-string", "[:find ?n :where [_ :rider/name ?n] :order-by [?n]]")
add("o-order-index", "[:find ?n ?r :where [?d :driver/name ?n] [?d :driver/rating ?r] :order-by [1 :desc 0]]")
add("o-order-bigint", "[:find ?n ?l :where [?r :rider/lifetime ?l] [?r :rider/name ?n] :order-by [?l :desc ?n] :limit 8]")
add("o-order-agg-var", "[:find ?n ?c :where [?d :driver/name ?n] [(count ?n) ?c] :order-by [?c :desc ?n] :limit 4]")
add("o-order-inst-desc", "[:find ?id ?i :where [?t :trip/id ?id] [?t :trip/dropoff ?i] :order-by [?i :desc] :limit 3]")
add("o-order-neg-limit", "[:find ?c :where [_ :zone/code ?c] :order-by [?c :desc] :limit -1]")
add("o-order-limit-input-neg", "(q [:find ?c :in $ ?l :where [_ :zone/code ?c] :order-by [?c] :limit ?l] $ -3)")
add("o-order-offset-beyond", "[:find ?c :where [_ :zone/code ?c] :order-by [?c] :limit 3 :offset 50]")
add("o-order-uuid", "[:find ?c :where [_ :promo/code ?c] :order-by [?c :desc]]")
add("o-order-tuple", "[:find ?c :where [_ :driver/car ?c] :order-by [?c]]")
add("o-order-bool", "[:find ?n ?a :where [?d :driver/name ?n] [?d :driver/active ?a] :order-by [?a ?n] :limit 6]")

# ---- user-typed search strings
SEARCH = ["ann", "Ann", "O'B", "\\", "%", "100%", ".", "a.b*", "(", "[x]", "ö", "Zoë", "", "😀", "花", " ", "\"Mo\"", "?", "zzz"]
for i, q in enumerate(SEARCH):
    add("s-includes/%d" % i, "(q [:find ?n :in $ ?q :where [?r :rider/name ?n] [(clojure.string/includes? ?n ?q)]] $ %s)" % s(q))
for i, q in enumerate(["an", "A", "O'", "1", "", "Émi", "\\"]):
    add("s-starts/%d" % i, "(q [:find ?n :in $ ?q :where [?r :rider/name ?n] [(clojure.string/starts-with? ?n ?q)]] $ %s)" % s(q))
for i, q in enumerate(["ann", "ANN", "zoë", "dr. who?", "", "émile"]):
    add("s-ci/%d" % i, "(q [:find ?n :in $ ?q :where [?r :rider/name ?n] [(clojure.string/lower-case ?n) ?l] [(clojure.string/lower-case ?q) ?lq] [(clojure.string/includes? ?l ?lq)]] $ %s)" % s(q))
for i, q in enumerate(["a.b", "\\(Jr\\.\\)", "^[A-Z][a-z]+$", "(?i)^ann", "\\d+%", "\\\\", "[", "^$", "\\p{L}+ \\p{L}+", "^.{2}$"]):
    add("s-regex/%d" % i, "(q [:find ?n :in $ ?q :where [?r :rider/name ?n] [(re-pattern ?q) ?re] [(re-find ?re ?n)]] $ %s)" % s(q))
for i, q in enumerate(["a.b*c", "(", "100%", "Dr. Who?", "Back\\Slash"]):
    add("s-quote/%d" % i, "(q [:find ?n :in $ ?q :where [?r :rider/name ?n] [(str \"\\\\Q\" ?q \"\\\\E\") ?p] [(re-pattern ?p) ?re] [(re-matches ?re ?n)]] $ %s)" % s(q))
for i, q in enumerate(["gate", "Gate", "%", "\\", "\"", ""]):
    add("s-note/%d" % i, "(q [:find ?id ?note :in $ ?q :where [?t :trip/note ?note] [(clojure.string/includes? ?note ?q)] [?t :trip/id ?id] [(< ?id 1030)]] $ %s)" % s(q))
add("s-note-count", "(q [:find ?q (count ?t) :in $ [?q ...] :where [?t :trip/note ?n] [(clojure.string/includes? ?n ?q)]] $ [\"gate\" \"%\" \"\\\\\" \"ü\"])")

# ---- time windows
WIN = [("2026-11-01T00:00:00", "2026-11-01T06:00:00"), ("2026-11-02T12:00:00", "2026-11-03T00:00:00"),
       ("2026-11-05T00:00:00", "2026-11-04T00:00:00"), ("2025-01-01T00:00:00", "2025-12-31T00:00:00"),
       ("2026-11-01T00:00:00", "2026-11-01T00:00:00"), ("2026-11-06T00:00:00", "2027-01-01T00:00:00")]
def I(x):
    return '#inst "%s.000-00:00"' % x
for i, (a, b) in enumerate(WIN):
    add("t-window-count/%d" % i, "(q [:find (count ?t) . :in $ ?from ?to :where [?t :trip/requested ?r] [(<= ?from ?r)] [(< ?r ?to)]] $ %s %s)" % (I(a), I(b)))
    add("t-window-status/%d" % i, "(q [:find ?s (count ?t) :in $ ?from ?to :where [?t :trip/requested ?r] [(<= ?from ?r ?to)] [?t :trip/status ?s]] $ %s %s)" % (I(a), I(b)))
    add("t-window-revenue/%d" % i, "(q [:find (sum ?f) . :in $ ?from ?to :with ?t :where [?t :trip/dropoff ?r] [(> ?r ?from)] [(<= ?r ?to)] [?t :trip/fare ?f]] $ %s %s)" % (I(a), I(b)))
add("t-window-tuple-input", "(q [:find (count ?t) . :in $ [?from ?to] :where [?t :trip/pickup ?r] [(< ?from ?r ?to)]] $ [%s %s])" % (I("2026-11-02T00:00:00"), I("2026-11-03T00:00:00")))
add("t-promo-valid", "(q [:find ?l :in $ ?now :where [?p :promo/expires ?e] [(> ?e ?now)] [?p :promo/label ?l]] $ %s)" % I("2026-11-03T00:00:00"))
add("t-promo-valid-at-trip", "[:find ?id ?l :where [?t :trip/promo ?p] [?p :promo/expires ?e] [?t :trip/requested ?r] [(< ?r ?e)] [?t :trip/id ?id] [?p :promo/label ?l]]")
add("t-joined-year", "[:find ?y (count ?r) :where [?r :rider/joined ?j] [(.getTime ?j) ?ms] [(quot ?ms 31557600000) ?q] [(+ 1970 ?q) ?y]]")
add("t-long-input-inst", "(q [:find (count ?t) . :in $ ?ms :where [?t :trip/requested ?r] [(.getTime ?r) ?x] [(< ?x ?ms)]] $ 1762041600000)")

# ---- latest per group, top-N per group
add("g-latest-per-rider", "[:find ?n ?id :where [(q [:find ?r (max ?i) :where [?t :trip/rider ?r] [?t :trip/requested ?i]] $) [[?r ?mx]]] [?t :trip/rider ?r] [?t :trip/requested ?mx] [?t :trip/id ?id] [?r :rider/name ?n]]")
add("g-latest-per-driver-join", "[:find ?d ?id :where [?t :trip/driver ?d] [?t :trip/dropoff ?x] (not-join [?d ?x] [?t2 :trip/driver ?d] [?t2 :trip/dropoff ?y] [(> ?y ?x)]) [?t :trip/id ?id]]")
add("g-latest-status-driver", "[:find ?n ?s :where [?d :driver/name ?n] [(q [:find (max ?i) . :in $ ?d :where [?t :trip/driver ?d] [?t :trip/requested ?i]] $ ?d) ?mx] [?t :trip/driver ?d] [?t :trip/requested ?mx] [?t :trip/status ?s]]")
add("g-top2-fare-driver", "[:find ?d (max 2 ?f) :where [?t :trip/driver ?d] [?t :trip/fare ?f]]")
add("g-top3-fare-zone", "[:find ?c (max 3 ?f) :where [?t :trip/from ?z] [?z :zone/code ?c] [?t :trip/fare ?f]]")
add("g-bottom2-rating-rider", "[:find ?r (min 2 ?x) :where [?t :trip/rider ?r] [?t :trip/rating ?x] [?r :rider/vip true]]")
add("g-first-trip-rider", "[:find ?n (min ?i) :where [?t :trip/rider ?r] [?t :trip/requested ?i] [?r :rider/name ?n]]")
add("g-best-driver", "[:find ?n . :where [(q [:find (max ?r) . :where [_ :driver/rating ?r]] $) ?m] [?d :driver/rating ?m] [?d :driver/name ?n]]")
add("g-busiest-zone", "[:find ?c ?n :where [(q [:find ?z (count ?t) :where [?t :trip/from ?z]] $) [[?z ?n]]] [(>= ?n 20)] [?z :zone/code ?c]]")

# ---- existence checks with inputs
for i, ph in enumerate(["+1-555-1000", "+1-555-1010", "+1-555-1039", "+1-555-0000"]):
    add("x-has-trip/%d" % i, "(q [:find ?n . :in $ ?ph :where [?r :rider/phone ?ph] [?r :rider/name ?n] (not [?t :trip/rider ?r] [?t :trip/status :cancelled])] $ %s)" % s(ph))
for i, st in enumerate([":completed", ":no-show", ":nope"]):
    add("x-drivers-never/%d" % i, "(q [:find (count ?d) . :in $ ?s :where [?d :driver/phone] (not-join [?d ?s] [?t :trip/driver ?d] [?t :trip/status ?s])] $ %s)" % st)
for i, coll in enumerate(["[]", "[:cancelled]", "[:cancelled :no-show :in-progress]"]):
    add("x-exclude-statuses/%d" % i, "(q [:find (count ?t) . :in $ [?s ...] :where [?t :trip/id] (not-join [?t ?s] [?t :trip/status ?s])] $ %s)" % coll)
    add("x-include-statuses/%d" % i, "(q [:find (count ?t) . :in $ [?s ...] :where [?t :trip/status ?s]] $ %s)" % coll)

# ---- counts per group as :keys maps, parameterized
for i, z in enumerate([":downtown", ":airport", ":island", ":docks", ":zz"]):
    add("c-zone-status/%d" % i, "(q [:find ?s (count ?t) :keys status trips :in $ ?z :where [?zz :zone/code ?z] [?t :trip/from ?zz] [?t :trip/status ?s]] $ %s)" % z)
for i, d in enumerate(["+1-555-9000", "+1-555-9013", "+1-555-9019"]):
    add("c-driver-summary/%d" % i, "(q [:find ?n (count ?t) (sum ?f) :keys name trips revenue :in $ ?ph :with ?t :where [?d :driver/phone ?ph] [?d :driver/name ?n] [?t :trip/driver ?d] [?t :trip/fare ?f]] $ %s)" % s(d))
add("c-rating-hist", "[:find ?r (count ?t) :keys stars n :where [?t :trip/rating ?r]]")
add("c-reason-keys", "[:find ?reason (count ?t) :keys reason n :where [?t :trip/cancel-reason ?reason]]")

# ---- current user via lookup ref
for i, ph in enumerate(["+1-555-1001", "+1-555-1007", "+1-555-1013", "+1-555-1026"]):
    add("u-my-trips/%d" % i, "(q [:find ?id ?s :in $ ?me :where [?t :trip/rider ?me] [?t :trip/id ?id] [?t :trip/status ?s]] $ [:rider/phone %s])" % s(ph))
    add("u-my-spend/%d" % i, "(q [:find (sum ?f) . :in $ ?me :with ?t :where [?t :trip/rider ?me] [?t :trip/fare ?f]] $ [:rider/phone %s])" % s(ph))
    add("u-my-payments/%d" % i, "(q [:find ?m ?l :in $ ?me :where [?me :rider/payments ?p] [?p :pay/method ?m] [?p :pay/last4 ?l]] $ [:rider/phone %s])" % s(ph))
    add("u-my-rating/%d" % i, "(q [:find ?r . :in $ ?me :where [(get-else $ ?me :rider/rating -1) ?r]] $ [:rider/phone %s])" % s(ph))
    add("u-my-email/%d" % i, "(q [:find ?e . :in $ ?me :where [(get-some $ ?me :rider/email :rider/phone) [_ ?e]]] $ [:rider/phone %s])" % s(ph))
add("u-me-nonexistent", "(q [:find ?id :in $ ?me :where [?t :trip/rider ?me] [?t :trip/id ?id]] $ [:rider/phone \"+0\"])")
add("u-driver-licence", "(q [:find ?n . :in $ ?d :where [?d :driver/name ?n]] $ [:driver/licence #uuid \"00000009-0000-4000-8000-000000000012\"])")
add("u-zone-ident-input", "(q [:find (count ?t) . :in $ ?z :where [?t :trip/to ?z]] $ [:zone/code :harbor])")
add("u-shift-composite", "(q [:find ?h . :in $ ?me ?date :where [(tuple ?me ?date) ?k] [?s :shift/driver+date ?k] [?s :shift/hours ?h]] $ [:driver/phone \"+1-555-9000\"] \"2026-11-01\")")
add("u-lookup-coll", "(q [:find ?n :in $ [?d ...] :where [?d :driver/name ?n]] $ [[:driver/phone \"+1-555-9001\"] [:driver/phone \"+1-555-9005\"]])")
add("u-me-eid-vs-ref", "(q [:find ?same . :in $ ?a ?b :where [(= ?a ?b) ?same]] $ [:rider/phone \"+1-555-1001\"] [:rider/phone \"+1-555-1001\"])")

# ---- input binding forms
add("i-scalar-long", "(q [:find ?s . :in $ ?id :where [?t :trip/id ?id] [?t :trip/status ?s]] $ 1005)")
add("i-scalar-nil", "(q [:find (count ?t) . :in $ ?x :where [?t :trip/note ?n] [(= ?n ?x)]] $ nil)")
add("i-tuple", "(q [:find ?id :in $ [?s ?z] :where [?zz :zone/code ?z] [?t :trip/from ?zz] [?t :trip/status ?s] [?t :trip/id ?id]] $ [:cancelled :downtown])")
add("i-coll-ids", "(q [:find ?id ?s :in $ [?id ...] :where [?t :trip/id ?id] [?t :trip/status ?s]] $ [1000 1001 1002 99999])")
add("i-coll-empty", "(q [:find ?id :in $ [?id ...] :where [?t :trip/id ?id]] $ [])")
add("i-relation", "(q [:find ?id ?w :in $ [[?s ?w]] :where [?t :trip/status ?s] [?t :trip/id ?id] [(< ?id 1015)]] $ [[:completed 1.0] [:cancelled 0.0] [:no-show 0.5]])")
add("i-relation-empty", "(q [:find ?id :in $ [[?s ?w]] :where [?t :trip/status ?s] [?t :trip/id ?id]] $ [])")
add("i-relation-join-zone", "(q [:find ?c ?label :in $ [[?c ?label]] :where [?z :zone/code ?c]] $ [[:downtown \"DT\"] [:airport \"AP\"] [:moon \"??\"]])")
add("i-relation-fare-band", "(q [:find ?band (count ?t) :in $ [[?band ?lo ?hi]] :where [?t :trip/fare ?f] [(<= ?lo ?f)] [(< ?f ?hi)]] $ [[:low -100.00M 10.00M] [:mid 10.00M 40.00M] [:high 40.00M 1000.00M]])")
add("i-coll-kw", "(q [:find ?c (count ?t) :in $ [?c ...] :where [?z :zone/code ?c] [?t :trip/to ?z]] $ [:airport :docks :island])")
add("i-coll-uuid", "(q [:find ?l :in $ [?u ...] :where [?p :promo/code ?u] [?p :promo/label ?l]] $ [#uuid \"00000077-0000-4000-8000-000000000000\" #uuid \"00000077-0000-4000-8000-000000000005\"])")
add("i-bigdec-input", "(q [:find (count ?t) . :in $ ?min :where [?t :trip/fare ?f] [(>= ?f ?min)]] $ 33.10M)")
add("i-bigdec-eq-input", "(q [:find (count ?t) . :in $ ?x :where [?t :trip/fare ?x]] $ 12.75M)")
add("i-double-input-dist", "(q [:find (count ?t) . :in $ ?x :where [?t :trip/distance ?x]] $ 12.5)")
add("i-bool-input", "(q [:find (count ?d) . :in $ ?a :where [?d :driver/active ?a]] $ false)")
add("i-inst-input-eq", "(q [:find ?id . :in $ ?i :where [?t :trip/requested ?i] [?t :trip/id ?id]] $ #inst \"2026-11-01T00:37:14.000-00:00\")")
add("i-tuple-value-input", "(q [:find ?n :in $ ?car :where [?d :driver/car ?car] [?d :driver/name ?n]] $ [\"Prius\" 2023])")
add("i-rules-and-coll", "(q [:find ?c :in $ %% [?start ...] :where [?s :zone/code ?start] (reach ?s ?z) [?z :zone/code ?c]] $ %s [:island :docks])" % ZRULES)
add("i-two-dbs-coll", "(q [:find ?n ?extra :in $ $ext :where [?d :driver/phone ?p] [$ext ?p ?extra] [?d :driver/name ?n]] $ [[\"+1-555-9000\" :gold] [\"+1-555-9003\" :silver] [\"x\" :none]])")
add("i-scalar-unused-var", "(q [:find ?n :in $ ?unused :where [?d :driver/phone \"+1-555-9002\"] [?d :driver/name ?n]] $ 42)")

# ---- pull
add("pl-wild-driver", '(pull [*] [:driver/phone "+1-555-9001"])')
add("pl-rider-payments", '(pull [:rider/name {:rider/payments [:pay/method :pay/last4 :pay/default]}] [:rider/phone "+1-555-1005"])')
add("pl-rider-wild-comp", '(pull [*] [:rider/phone "+1-555-1002"])')
add("pl-zone-neigh", "(pull [:zone/name {:zone/neighbours [:zone/code]}] [:zone/code :downtown])")
add("pl-zone-recursive", "(pull [:zone/code {:zone/neighbours 2}] [:zone/code :campus])")
add("pl-zone-recursive-inf", "(pull [:zone/code {:zone/neighbours ...}] [:zone/code :docks])")
add("pl-mentor-recursive", "(pull [:driver/name {:driver/mentor ...}] [:driver/phone \"+1-555-9019\"])")
add("pl-mentor-cycle", "(pull [:driver/name {:driver/mentor ...}] [:driver/phone \"+1-555-9000\"])")
add("pl-reverse-mentor", "(pull [:driver/name {:driver/_mentor [:driver/name]}] [:driver/phone \"+1-555-9003\"])")
add("pl-reverse-trips-limit", "(pull [:zone/code (:trip/_from :limit 2)] [:zone/code :island])")
add("pl-default", "(pull [:driver/name (:driver/rating :default -1.0) (:driver/car :default [\"none\" 0])] [:driver/phone \"+1-555-9005\"])")
add("pl-as", "(pull [[:driver/name :as :name] [:driver/lifetime :as \"lt\"]] [:driver/phone \"+1-555-9004\"])")
add("pl-limit-many", "(pull [(:zone/neighbours :limit 2)] [:zone/code :downtown])")
add("pl-trip-nested", "(pull [:trip/id :trip/fare {:trip/rider [:rider/name {:rider/home [:zone/code]}]} {:trip/driver [:driver/name :driver/car]} {:trip/promo [*]}] [:trip/id 1000])")
add("pl-trip-missing-attrs", "(pull [:trip/id :trip/pickup :trip/fare :trip/cancel-reason] [:trip/id 1001])")
add("pl-nonexistent", "(pull [*] [:trip/id 1])")
add("pl-shift-composite", "[:find (pull ?s [:shift/date :shift/hours]) . :where [?d :driver/phone \"+1-555-9000\"] [(tuple ?d \"2026-11-01\") ?k] [?s :shift/driver+date ?k]]")
add("pl-reverse-comp", "(pull [:pay/method :rider/_payments] 9999999)")
add("pl-find-many", "[:find (pull ?t [:trip/id :trip/status {:trip/from [:zone/code]}]) :where [?t :trip/promo ?p] [?p :promo/pct 50]]")
add("pl-find-input-pattern", "(q [:find (pull ?d pat) . :in $ pat :where [?d :driver/phone \"+1-555-9008\"]] $ [:driver/name :driver/loc])")
add("pl-xform", "(pull [[:driver/name :xform clojure.string/upper-case]] [:driver/phone \"+1-555-9003\"])")
add("pl-reverse-shift", "(pull [:driver/name {:shift/_driver [:shift/date :shift/hours]}] [:driver/phone \"+1-555-9002\"])")

# ---- with transactions
W = []
add("w-upsert-rider", '(with [{:rider/phone "+1-555-1000" :rider/name "Ana B."}] [:find ?n :where [?r :rider/phone "+1-555-1000"] [?r :rider/name ?n]])')
add("w-new-rider-tempid", '(with [{:db/id "new" :rider/phone "+1-555-7777" :rider/name "New"} {:trip/id 5000 :trip/rider "new" :trip/status :completed}] [:find ?n :where [?t :trip/id 5000] [?t :trip/rider ?r] [?r :rider/name ?n]])')
add("w-retract-rating", '(with [[:db/retract [:trip/id 1000] :trip/rating]] [:find (count ?t) . :where [?t :trip/rating]])')
add("w-retract-value", '(with [[:db/retract [:zone/code :docks] :zone/neighbours [:zone/code :docks]]] [:find ?c :where [?z :zone/neighbours ?z] [?z :zone/code ?c]])')
add("w-retract-entity-rider", '(with [[:db/retractEntity [:rider/phone "+1-555-1002"]]] [:find (count ?p) . :where [?p :pay/method]])')
add("w-retract-entity-zone", '(with [[:db/retractEntity [:zone/code :docks]]] [:find ?c :where [?z :zone/neighbours ?x] [?z :zone/code ?c] (not [?x :zone/code])])')
add("w-cas-ok", '(with [[:db/cas [:trip/id 1002] :trip/status :completed :cancelled]] [:find ?s . :where [?t :trip/id 1002] [?t :trip/status ?s]])')
add("w-cas-fail", '(with [[:db/cas [:trip/id 1002] :trip/status :no-show :cancelled]] [:find ?s . :where [?t :trip/id 1002] [?t :trip/status ?s]])')
add("w-cas-bigdec", '(with [[:db/cas [:trip/id 1000] :trip/fare 0.00M 1.00M]] [:find ?f . :where [?t :trip/id 1000] [?t :trip/fare ?f]])')
add("w-add-neighbour", '(with [[:db/add [:zone/code :island] :zone/neighbours [:zone/code :docks]]] (q [:find ?c :in $ %% :where [?z :zone/code :island] (reach ?z ?x) [?x :zone/code ?c]] $ %s))' % ZRULES)
add("w-shift-upsert", '(with [{:shift/driver [:driver/phone "+1-555-9000"] :shift/date "2026-11-01" :shift/hours 99.0}] [:find (count ?s) . :where [?s :shift/hours]])')
add("w-shift-upsert-val", '(with [{:shift/driver [:driver/phone "+1-555-9000"] :shift/date "2026-11-01" :shift/hours 99.0}] [:find ?h :where [?s :shift/hours ?h] [(> ?h 50)]])')
add("w-add-payment", '(with [{:db/id [:rider/phone "+1-555-1000"] :rider/payments [{:pay/method :wallet :pay/last4 "9999"}]}] [:find ?m :where [?r :rider/phone "+1-555-1000"] [?r :rider/payments ?p] [?p :pay/method ?m]])')
add("w-unique-value-conflict", '(with [{:rider/phone "+1-555-7000" :rider/email "rider0@mail.example"}] [:find (count ?r) . :where [?r :rider/phone]])')
add("w-upsert-uuid", '(with [{:promo/code #uuid "00000077-0000-4000-8000-000000000001" :promo/pct 20}] [:find ?p . :where [?x :promo/label "SPRING"] [?x :promo/pct ?p]])')
add("w-bigint-add", '(with [{:db/id [:driver/phone "+1-555-9000"] :driver/lifetime 5N}] [:find ?l . :where [?d :driver/phone "+1-555-9000"] [?d :driver/lifetime ?l]])')
add("w-tuple-add", '(with [{:db/id [:driver/phone "+1-555-9006"] :driver/car ["Zoe" 2024]}] [:find ?c . :where [?d :driver/phone "+1-555-9006"] [?d :driver/car ?c]])')
add("w-retract-card-many", '(with [[:db/retract [:driver/phone "+1-555-9001"] :driver/langs "en"]] [:find ?l :where [?d :driver/phone "+1-555-9001"] [?d :driver/langs ?l]])')
add("w-tempid-ref-self", '(with [{:db/id "x" :driver/phone "+1-555-8888" :driver/name "Selfie" :driver/mentor "x"}] (q [:find ?n :in $ %% :where (above ?d ?d) [?d :driver/name ?n]] $ %s))' % MRULES)
add("w-retract-then-pull", '(with [[:db/retractEntity [:trip/id 1000]]] (pull [*] [:trip/id 1000]))')
add("w-pull-after-upsert", '(with [{:driver/phone "+1-555-9002" :driver/rating 1.5}] (pull [:driver/name :driver/rating] [:driver/phone "+1-555-9002"]))')
add("w-composite-change", '(with [[:db/add "t" :shift/driver [:driver/phone "+1-555-9005"]] [:db/add "t" :shift/date "2026-12-25"]] [:find ?ok ?h :where [?s :shift/date "2026-12-25"] [?s :shift/driver+date ?k] [?d :driver/phone "+1-555-9005"] [(tuple ?d "2026-12-25") ?k2] [(= ?k ?k2) ?ok] [(get-else $ ?s :shift/hours -1.0) ?h]])')

# ---- deliberate errors
add("e-unknown-fn", "[:find ?x :where [_ :trip/id ?i] [(frobnicate ?i) ?x]]")
add("e-unbound-pred", "[:find ?x :where [_ :trip/id ?x] [(> ?y 1)]]")
add("e-bad-regex-input", "(q [:find ?n :in $ ?q :where [_ :rider/name ?n] [(re-pattern ?q) ?re] [(re-find ?re ?n)]] $ \"(\")")
add("e-subs-range", "[:find ?x :where [_ :zone/code :docks] [(subs \"ab\" 5) ?x]]")
add("e-div-zero", "[:find ?x :where [?t :trip/id 1000] [(/ 1 0) ?x]]")
add("e-bigdec-div-nonterm", "[:find ?x :where [?t :trip/id 1003] [?t :trip/fare ?f] [(/ ?f 3) ?x]]")
add("e-lookup-missing", "(pull [*] [:driver/phone \"none\"])")
add("e-lookup-nonunique", "(q [:find ?n :in $ ?d :where [?d :driver/name ?n]] $ [:driver/name \"Dave\"])")
add("e-too-few-inputs", "(q [:find ?n :in $ ?a ?b :where [?d :driver/name ?n]] $ 1)")
add("e-unique-identity-conflict", '(with [{:db/id [:rider/phone "+1-555-1000"] :rider/phone "+1-555-1001"}] [:find (count ?r) . :where [?r :rider/phone]])')
add("e-wrong-type-tx", '(with [{:db/id [:trip/id 1000] :trip/rating "five"}] [:find ?r . :where [?t :trip/id 1000] [?t :trip/rating ?r]])')
add("e-or-unequal", "[:find ?t :where (or [?t :trip/status :cancelled] [?x :trip/status :no-show])]")
add("e-find-unbound", "[:find ?zz :where [?t :trip/id 1000]]")
add("e-cas-wrong", '(with [[:db/cas [:trip/id 1000] :trip/rating 99 3]] [:find ?r . :where [?t :trip/id 1000] [?t :trip/rating ?r]])')
add("e-pull-bad-pattern", "(pull [{:driver/mentor :oops}] [:driver/phone \"+1-555-9001\"])")
add("e-rule-missing", "(q [:find ?x :in $ % :where (nosuch ?x)] $ [[(other ?y) [?y :trip/id]]])")
add("e-limit-string", "[:find ?c :where [_ :zone/code ?c] :limit \"3\"]")
add("e-unknown-agg", "[:find (mode ?f) . :where [_ :trip/fare ?f]]")
add("e-tuple-binding-shape", "(q [:find ?a :in $ [?a ?b] :where [?t :trip/id ?a]] $ 5)")
add("e-plus-string", "[:find ?x :where [?t :trip/id 1000] [?t :trip/status ?s] [(+ ?s 1) ?x]]")

# ---- bare queries reading no db must use (q ...)
add("q-nodb-arith", "(q [:find ?x . :where [(ground 40) ?a] [(+ ?a 2) ?x]])")
add("q-nodb-str", "(q [:find ?x . :in ?a ?b :where [(str ?a \"-\" ?b) ?x]] \"x\" 3)")
add("q-nodb-rel", "(q [:find ?a ?b :in [[?a ?b]] :where [(> ?b ?a)]] [[1 2] [3 1] [2 5]])")
add("q-nodb-coll-count", "(q [:find (count ?x) . :in [?x ...]] [1 2 2 3])")
add("q-nodb-coll-empty-count", "(q [:find (count ?x) . :in [?x ...]] [])")
add("q-nodb-median", "(q [:find (median ?x) . :in [?x ...]] [1 2 3 4])")
add("q-nodb-inst-cmp", "(q [:find ?x . :in ?a ?b :where [(compare ?a ?b) ?x]] #inst \"2026-01-01\" #inst \"2025-01-01\")")
add("q-nodb-bigdec-scale", "(q [:find ?x . :where [(+ 1.10M 2.205M) ?x]])")
add("q-nodb-bigdec-eq", "(q [:find ?x . :where [(= 1.10M 1.1M) ?x]])")
add("q-nodb-bigdec-eqeq", "(q [:find ?x . :where [(== 1.10M 1.1M) ?x]])")
add("q-nodb-format-pct", "(q [:find ?x . :in ?p :where [(format \"%d%%\" ?p) ?x]] 50)")
add("q-nodb-re-quote", "(q [:find ?x . :in ?s :where [(re-pattern ?s) ?r] [(re-find ?r \"price: $5 (approx)\") ?x]] \"\\\\$\\\\d \\\\(\")")
add("q-nodb-nested-q", "(q [:find ?x . :in ?v :where [(q [:find (max ?a) . :in [?a ...]] ?v) ?x]] [3 9 2])")


# ---- more parameterized shapes
for i, lim in enumerate([1, 3, 100]):
    add("m-top-drivers/%d" % i, "(q [:find ?n (count ?t) :in $ ?lim :where [?t :trip/driver ?d] [?t :trip/status :completed] [?d :driver/name ?n] :order-by [1 :desc 0] :limit ?lim] $ %d)" % lim)
for i, r in enumerate([1, 3, 5, 0]):
    add("m-rating-at-least/%d" % i, "(q [:find (count ?t) . :in $ ?min :where [?t :trip/rating ?r] [(>= ?r ?min)]] $ %d)" % r)
for i, z in enumerate([":downtown", ":docks", ":island"]):
    add("m-neighbours-of/%d" % i, "(q [:find [?c ...] :in $ ?z :where [?zz :zone/code ?z] [?zz :zone/neighbours ?n] [?n :zone/code ?c]] $ %s)" % z)
    add("m-drivers-near/%d" % i, "(q [:find ?n :in $ ?z :where [?zz :zone/code ?z] (or-join [?d ?zz] [?d :driver/zone ?zz] (and [?zz :zone/neighbours ?y] [?d :driver/zone ?y])) [?d :driver/name ?n]] $ %s)" % z)
for i, m in enumerate([":card", ":cash", ":crypto"]):
    add("m-riders-pay/%d" % i, "(q [:find ?n :in $ ?m :where [?r :rider/payments ?p] [?p :pay/method ?m] [?r :rider/name ?n]] $ %s)" % m)
    add("m-riders-no-pay/%d" % i, "(q [:find (count ?r) . :in $ ?m :where [?r :rider/phone] (not-join [?r ?m] [?r :rider/payments ?p] [?p :pay/method ?m])] $ %s)" % m)
for i, tag in enumerate(["[:student]", "[:student :business]", "[]", "[:nope]"]):
    add("m-riders-tag/%d" % i, "(q [:find ?n :in $ [?tag ...] :where [?r :rider/tags ?tag] [?r :rider/name ?n]] $ %s)" % tag)
for i, lang in enumerate(["en", "zh", "xx"]):
    add("m-driver-lang/%d" % i, "(q [:find ?n ?r :in $ ?l :where [?d :driver/langs ?l] [?d :driver/name ?n] [(get-else $ ?d :driver/rating 0.0) ?r]] $ %s)" % s(lang))
for i, pct in enumerate([0, 10, 50, 100]):
    add("m-promo-pct/%d" % i, "(q [:find ?id ?f ?net :in $ ?pct :where [?p :promo/pct ?pct] [?t :trip/promo ?p] [?t :trip/id ?id] [(get-else $ ?t :trip/fare 0M) ?f] [(- 100 ?pct) ?keep] [(* ?f ?keep) ?x] [(/ ?x 100) ?net]] $ %d)" % pct)
for i, d in enumerate(["2026-11-01", "2026-11-03", "2026-11-09"]):
    add("m-shift-date/%d" % i, "(q [:find ?n ?h :in $ ?date :where [?s :shift/date ?date] [?s :shift/driver ?d] [?s :shift/hours ?h] [?d :driver/name ?n]] $ %s)" % s(d))
for i, (lo, hi) in enumerate([(0.0, 1.0), (1.0, 10.0), (10.0, 100.0), (100.0, 0.0)]):
    add("m-dist-band/%d" % i, "(q [:find ?s (count ?t) :in $ ?lo ?hi :where [?t :trip/distance ?d] [(<= ?lo ?d)] [(< ?d ?hi)] [?t :trip/status ?s]] $ %r %r)" % (lo, hi))
for i, ph in enumerate(["+1-555-9000", "+1-555-9007", "+1-555-9012"]):
    add("m-mentees/%d" % i, "(q [:find ?n :in $ %% ?m :where (above ?d ?m) [?d :driver/name ?n]] $ %s [:driver/phone %s])" % (MRULES, s(ph)))
    add("m-driver-pull/%d" % i, "(q [:find (pull ?d [:driver/name {:driver/zone [:zone/code]} {:driver/mentor [:driver/name]}]) . :in $ ?d] $ [:driver/phone %s])" % s(ph))
for i, ids in enumerate(["[1000 1010 1020]", "[]", "[4242]"]):
    add("m-trip-summaries/%d" % i, "(q [:find ?id ?s ?f :keys id status fare :in $ [?id ...] :where [?t :trip/id ?id] [?t :trip/status ?s] [(get-else $ ?t :trip/fare -1M) ?f]] $ %s)" % ids)
for i, (hr_lo, hr_hi) in enumerate([(7, 10), (17, 20), (0, 0)]):
    add("m-rush-hour/%d" % i, "(q [:find (count ?t) . :in $ ?lo ?hi :where [?t :trip/requested ?r] [(.getTime ?r) ?ms] [(quot ?ms 3600000) ?h0] [(mod ?h0 24) ?h] [(<= ?lo ?h)] [(< ?h ?hi)]] $ %d %d)" % (hr_lo, hr_hi))

# ---- trimmed to the brief's 350-450 entries (deterministic)
DROP_PREFIX = ("s-includes/1", "s-starts/5", "s-starts/6", "s-ci/4", "s-ci/5", "s-note/4", "s-note/5",
               "u-my-payments/2", "u-my-payments/3", "u-my-email/2", "u-my-email/3", "u-my-rating/3",
               "t-window-revenue/", "m-riders-no-pay/", "m-dist-band/3", "m-shift-date/2", "m-rush-hour/2",
               "f-str-phone2", "f-fare-plus-double", "f-wait-minutes", "f-format-dist", "f-split-name-first",
               "f-reverse-name", "f-trim-note", "f-abs-surge", "f-rem-neg", "f-identity-kw", "f-inst-str",
               "f-bigdec-of-double", "f-last4-long", "f-get-else-vip", "f-untuple-car-old", "f-long-rating",
               "b-driver-count", "b-nonairport", "b-fare-1275", "b-shared-false", "b-nothing-tuple",
               "b-lifetime-0N", "b-langs-all", "a-count-kw", "a-sum-surge-with", "a-min-string",
               "p-kw-cmp", "p-uuid-cmp", "p-even-id", "o-page-req/7", "x-include-statuses/1",
               "c-driver-summary/1", "m-top-drivers/1", "m-rating-at-least/1", "m-neighbours-of/1",
               "m-drivers-near/1", "m-riders-pay/1", "m-driver-lang/1", "m-promo-pct/1", "m-driver-pull/1",
               "m-trip-summaries/2", "k-strs-counts", "j-mentor-names", "n-not-vip-not-flag",
               "s-includes/10", "s-includes/14", "s-regex/9", "i-scalar-unused-var", "q-nodb-median",
               "f-str-kw", "f-name-kw", "f-count-names", "f-subs-phone", "f-lower", "f-max-of",
               "f-mod-id", "b-tags-all", "b-cars-all", "b-zone-names", "pl-as", "a-max-string",
               "e-plus-string", "e-limit-string", "r-reach-count", "t-window-status/4", "t-window-count/4",
               "u-my-spend/3", "m-mentees/1", "s-quote/4", "o-order-bool", "j-referrer-name")
E[:] = [(n, q) for n, q in E if not any(n == d or (d.endswith("/") and n.startswith(d)) for d in DROP_PREFIX)]

out = []
for n, q in E:
    out.append(";; @ %s\n%s\n" % (n, q))
open(os.path.join(HERE, "queries.edn"), "w").write("\n".join(out))
print(len(E), "entries")
