#!/usr/bin/env python3
"""Writes queries.edn of the thirteenth unseen parity corpus (deterministic).
Emphasis: transactions through `(with TX-DATA FORM)`."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def add(name, text):
    E.append((name, text.strip()))


def w(name, tx, form):
    add(name, f"(with {tx} {form})")


RROUTE = """[[(reach ?a ?b) [?a :wh/next ?b]]
  [(reach ?a ?b) [?a :wh/next ?m] (reach ?m ?b)]]"""
RLEG = """[[(after ?a ?b) [?a :leg/next ?b]]
  [(after ?a ?b) [?a :leg/next ?m] (after ?m ?b)]]"""
RPART = """[[(ally ?a ?b) [?a :carrier/partners ?b]]
  [(ally ?a ?b) [?a :carrier/partners ?m] (ally ?m ?b)]]"""
RMUT = """[[(even-hop ?a ?b) [(identity ?a) ?b]]
  [(even-hop ?a ?b) [?a :wh/next ?m] (odd-hop ?m ?b)]
  [(odd-hop ?a ?b) [?a :wh/next ?b]]
  [(odd-hop ?a ?b) [?a :wh/next ?m] (even-hop ?m ?b)]]"""
RSTAT = """[[(final-ship ?s) [?s :ship/status ?st] [?st :status/final true]]
  [(open-ship ?s) [?s :ship/status ?st] [?st :status/final false]]]"""

# ---------------- basics (idents, enums, every type)
add("b-ident-statuses", "[:find ?i :where [?s :db/ident ?i] [?s :status/rank _]]")
add("b-ident-ns", '[:find ?i :where [?s :status/label _] [?s :db/ident ?i] [(namespace ?i) ?ns] [(= ?ns "status")]]')
add("b-ident-to-label", "[:find ?l . :where [?s :db/ident :status/held] [?s :status/label ?l]]")
add("b-ship-lost", "[:find ?id :where [?x :ship/status :status/lost] [?x :ship/id ?id]]")
add("b-ship-delivered-count", "[:find (count ?x) . :where [?x :ship/status :status/delivered]]")
add("b-carrier-active", "[:find ?n :where [?c :carrier/status :cstat/active] [?c :carrier/name ?n]]")
add("b-status-ident-join", "[:find ?i (count ?x) :where [?x :ship/status ?s] [?s :db/ident ?i]]")
add("b-status-label-empty", '[:find ?i :where [?s :status/label ""] [?s :db/ident ?i]]')
add("b-status-final", "[:find ?i :where [?s :status/final true] [?s :db/ident ?i]]")
add("b-wh-names", "[:find ?n :where [_ :wh/name ?n]]")
add("b-wh-unicode", '[:find ?c :where [?w :wh/name "東京倉庫"] [?w :wh/code ?c]]')
add("b-wh-cyrillic", '[:find ?c . :where [?w :wh/name "Склад Москва"] [?w :wh/code ?c]]')
add("b-wh-empty-name", '[:find ?c :where [?w :wh/name ""] [?w :wh/code ?c]]')
add("b-wh-temp-zero", "[:find ?c :where [?w :wh/temp 0.0] [?w :wh/code ?c]]")
add("b-wh-cap-zero", "[:find ?c :where [?w :wh/capacity 0] [?w :wh/code ?c]]")
add("b-wh-closed", "[:find ?c :where [?w :wh/open false] [?w :wh/code ?c]]")
add("b-wh-tags", "[:find ?t (count ?w) :where [?w :wh/tags ?t]]")
add("b-wh-tag-cold", "[:find [?c ...] :where [?w :wh/tags :cold] [?w :wh/code ?c]]")
add("b-wh-loc", "[:find ?c ?l :where [?w :wh/loc ?l] [?w :wh/code ?c]]")
add("b-wh-loc-eq", "[:find ?c :where [?w :wh/loc [52.37 4.89]] [?w :wh/code ?c]]")
add("b-wh-manager-empty", '[:find ?c :where [?w :wh/manager ""] [?w :wh/code ?c]]')
add("b-carrier-kw", "[:find ?n . :where [?c :carrier/code :maersk] [?c :carrier/name ?n]]")
add("b-carrier-uuid", '[:find ?n . :where [?c :carrier/uuid #uuid "cccccccc-2222-4333-8444-000000000003"] [?c :carrier/name ?n]]')
add("b-carrier-since", '[:find ?n :where [?c :carrier/since #inst "1907-08-28T00:00:00.000-00:00"] [?c :carrier/name ?n]]')
add("b-carrier-rating-neg", "[:find ?n :where [?c :carrier/rating ?r] [(neg? ?r)] [?c :carrier/name ?n]]")
add("b-carrier-fleet-zero", "[:find ?n :where [?c :carrier/fleet 0] [?c :carrier/name ?n]]")
add("b-leg-self-loop", "[:find ?i :where [?l :leg/next ?l] [?l :leg/id ?i]]")
add("b-leg-zero-km", "[:find ?i :where [?l :leg/km 0.0] [?l :leg/id ?i]]")
add("b-leg-modes", "[:find ?m (count ?l) :where [?l :leg/mode ?m]]")
add("b-ship-mode-tuple", "[:find ?id :where [?s :ship/mode [:air 2]] [?s :ship/id ?id]]")
add("b-ship-mode-all", "[:find ?m :where [_ :ship/mode ?m]]")
add("b-ship-composite", "[:find ?t :where [?s :ship/id \"SH001\"] [?s :ship/carrier+tracking ?t]]")
add("b-ship-composite-eq", '[:find ?id . :where [?s :ship/carrier+tracking [21 "TRK0037"]] [?s :ship/id ?id]]')
add("b-ship-declared-big", "[:find ?id :where [?s :ship/declared 99999999999999999999N] [?s :ship/id ?id]]")
add("b-ship-declared-all", "[:find ?d (count ?s) :where [?s :ship/declared ?d]]")
add("b-ship-notes-empty", '[:find (count ?s) . :where [?s :ship/notes ""]]')
add("b-ship-weight-neg", "[:find ?id ?w :where [?s :ship/weight ?w] [(< ?w 0.0)] [?s :ship/id ?id]]")
add("b-ship-uuid", '[:find ?id . :where [?s :ship/uuid #uuid "5555aaaa-2222-4333-8444-000000000042"] [?s :ship/id ?id]]')
add("b-ship-window", '[:find ?id :where [?s :ship/window-start #inst "2024-02-02T09:00:00.000-00:00"] [?s :ship/id ?id]]')
add("b-parcel-dims", '[:find ?d . :where [?p :parcel/barcode "BC00007"] [?p :parcel/dims ?d]]')
add("b-parcel-dims-eq", "[:find ?b :where [?p :parcel/dims [12 2 1]] [?p :parcel/barcode ?b]]")
add("b-parcel-contents", "[:find ?c (count ?p) :where [?p :parcel/contents ?c]]")
add("b-parcel-contents-unicode", '[:find ?b :where [?p :parcel/contents "部品"] [?p :parcel/barcode ?b]]')
add("b-parcel-contents-empty", '[:find (count ?p) . :where [?p :parcel/contents ""]]')
add("b-customs-zero", "[:find ?r :where [?c :customs/value 0M] [?c :customs/ref ?r]]")
add("b-customs-bigdec", "[:find ?r :where [?c :customs/value 1250.50M] [?c :customs/ref ?r]]")
add("b-customs-neg", "[:find ?r ?v :where [?c :customs/value ?v] [(neg? ?v)] [?c :customs/ref ?r]]")
add("b-customs-items", "[:find ?i (count ?c) :where [?c :customs/items ?i]]")
add("b-customs-country", "[:find ?k (count ?c) :where [?c :customs/country ?k]]")
add("b-reading-neg-count", "[:find (count ?r) . :where [?r :reading/temp ?t] [(< ?t 0.0)]]")
add("b-reading-zero", "[:find (count ?r) . :where [?r :reading/temp 0.0]]")
add("b-reading-not-ok", "[:find ?s :where [?r :reading/ok false] [?r :reading/seq ?s]]")
add("b-related-self", "[:find ?id :where [?s :ship/related ?s] [?s :ship/id ?id]]")
add("b-related-cycle", "[:find ?a ?b :where [?x :ship/related ?y] [?y :ship/related ?x] [?x :ship/id ?a] [?y :ship/id ?b]]")
add("b-wh-self-next", "[:find ?c :where [?w :wh/next ?w] [?w :wh/code ?c]]")
add("b-missing-insured", "[:find (count ?s) . :where [?s :ship/id] [(missing? $ ?s :ship/insured)]]")
add("b-get-else-ref", "[:find ?id ?c :where [?s :ship/id ?id] [(< ?id \"SH012\")] [(get-else $ ?s :ship/customs -1) ?c] [(= ?c -1)]]")
add("b-get-else-manager", '[:find ?c ?m :where [?w :wh/code ?c] [(get-else $ ?w :wh/manager "n/a") ?m]]')
add("b-get-else-status", "[:find ?id ?st :where [?s :ship/id ?id] [(<= ?id \"SH006\")] [(get-else $ ?s :ship/status :none) ?st]]")
add("b-get-else-fleet", "[:find ?n ?f :where [?c :carrier/name ?n] [(get-else $ ?c :carrier/fleet -1) ?f]]")
add("b-get-some", "[:find ?id ?a ?v :where [?s :ship/id ?id] [(<= ?id \"SH010\")] [(get-some $ ?s :ship/notes :ship/declared :ship/weight) [?a ?v]]]")

# ---------------- joins
add("j-ship-carrier-status", "[:find ?id ?cs :where [?s :ship/id ?id] [?s :ship/carrier ?c] [?c :carrier/status ?st] [?st :db/ident ?cs] [(<= ?id \"SH008\")]]")
add("j-ship-origin-dest-city", "[:find ?o ?d (count ?s) :where [?s :ship/origin ?wo] [?s :ship/dest ?wd] [?wo :wh/city ?o] [?wd :wh/city ?d]]")
add("j-same-origin-dest", "[:find ?id :where [?s :ship/origin ?w] [?s :ship/dest ?w] [?s :ship/id ?id]]")
add("j-parcel-ship", "[:find ?b ?id :where [?s :ship/parcels ?p] [?p :parcel/barcode ?b] [?s :ship/id ?id] [(< ?id \"SH005\")]]")
add("j-customs-carrier", "[:find ?cn (sum ?v) :where [?s :ship/customs ?d] [?d :customs/value ?v] [?s :ship/carrier ?c] [?c :carrier/name ?cn]]")
add("j-leg-from-to", "[:find ?i ?f ?t :where [?l :leg/id ?i] [(< ?i 6)] [?l :leg/from ?a] [?l :leg/to ?b] [?a :wh/code ?f] [?b :wh/code ?t]]")
add("j-ship-leg-modes", "[:find ?id ?m :where [?s :ship/legs ?l] [?l :leg/mode ?m] [?s :ship/id ?id] [(< ?id \"SH010\")]]")
add("j-readings-lost", "[:find ?id (count ?r) :where [?r :reading/ship ?s] [?s :ship/status :status/lost] [?s :ship/id ?id]]")
add("j-partner-status", "[:find ?a ?b :where [?x :carrier/partners ?y] [?x :carrier/code ?a] [?y :carrier/code ?b] [?y :carrier/status :cstat/active]]")
add("j-mutual-partners", "[:find ?a ?b :where [?x :carrier/partners ?y] [?y :carrier/partners ?x] [?x :carrier/code ?a] [?y :carrier/code ?b]]")
add("j-wh-next-city", "[:find ?a ?b :where [?x :wh/next ?y] [?x :wh/city ?a] [?y :wh/city ?b]]")
add("j-two-hop", "[:find ?a ?c :where [?x :wh/next ?y] [?y :wh/next ?z] [?x :wh/code ?a] [?z :wh/code ?c]]")
add("j-parcel-hold-cold", "[:find ?b :where [?s :ship/status :status/held] [?s :ship/dest ?w] [?w :wh/tags :cold] [?s :ship/parcels ?p] [?p :parcel/barcode ?b]]")
add("j-carrier-tracking", "[:find ?code ?t :where [?s :ship/carrier ?c] [?c :carrier/code ?code] [?s :ship/tracking ?t] [?s :ship/priority 3]]")
add("j-status-rank", "[:find ?id ?r :where [?s :ship/status ?st] [?st :status/rank ?r] [(> ?r 4)] [?s :ship/id ?id]]")
add("j-ident-var-status", "[:find ?id :in $ ?st :where [?s :ship/status ?st] [?s :ship/id ?id] [(< ?id \"SH020\")]]".replace("[:find", "(q [:find").replace("]]", "]] $ :status/delivered)", 1) if False else "(q [:find ?id :in $ ?st :where [?s :ship/status ?st] [?s :ship/id ?id] [(< ?id \"SH020\")]] $ :status/delivered)")

# ---------------- predicates
add("p-priority-neg", "[:find ?id :where [?s :ship/priority ?p] [(neg? ?p)] [?s :ship/id ?id] [(< ?id \"SH030\")]]")
add("p-priority-zero", "[:find (count ?s) . :where [?s :ship/priority ?p] [(zero? ?p)]]")
add("p-weight-range", "[:find ?id :where [?s :ship/weight ?w] [(<= 10.0 ?w 13.5)] [?s :ship/id ?id]]")
add("p-temp-range-chain", "[:find ?c :where [?w :wh/temp ?t] [(< -20.0 ?t 5.0 10.0)] [?w :wh/code ?c]]")
add("p-not-eq-kw", "[:find ?m :where [?l :leg/mode ?m] [(not= ?m :air)]]")
add("p-window-before", '[:find (count ?s) . :where [?s :ship/window-start ?t] [(< ?t #inst "2024-04-01T00:00:00.000-00:00")]]')
add("p-window-compare", "[:find (count ?s) . :where [?s :ship/window-start ?a] [?s :ship/window-end ?b] [(< ?a ?b)]]")
add("p-bigdec-gt", "[:find ?r :where [?c :customs/value ?v] [(> ?v 1000M)] [?c :customs/ref ?r]]")
add("p-bigdec-gt-long", "[:find (count ?c) . :where [?c :customs/value ?v] [(> ?v 100)]]")
add("p-bigdec-eqeq", "[:find (count ?c) . :where [?c :customs/duty ?v] [(== ?v 12.5)]]")
add("p-bigint-gt", "[:find ?id :where [?s :ship/declared ?d] [(> ?d 1000N)] [?s :ship/id ?id]]")
add("p-string-lt", '[:find ?c :where [?w :wh/code ?c] [(compare ?c "M") ?x] [(neg? ?x)]]')
add("p-uuid-eq", '[:find ?n :where [?c :carrier/uuid ?u] [(= ?u #uuid "cccccccc-2222-4333-8444-000000000001")] [?c :carrier/name ?n]]')
add("p-starts-with", '[:find ?n :where [?w :wh/name ?n] [(clojure.string/starts-with? ?n "S")]]')
add("p-ends-with", '[:find ?c :where [?w :wh/code ?c] [(clojure.string/ends-with? ?c "1")] [?w :wh/open true]]')
add("p-includes-dash", '[:find ?id :where [?s :ship/notes ?n] [(clojure.string/includes? ?n "—")] [?s :ship/id ?id] [(< ?id "SH030")]]')
add("p-blank", "[:find ?c :where [?w :wh/name ?n] [(clojure.string/blank? ?n)] [?w :wh/code ?c]]")
add("p-re-find", '[:find ?t :where [_ :ship/tracking ?t] [(re-find #"^TRK00[0-4]" ?t)]]')
add("p-re-matches", '[:find ?h :where [_ :customs/hs ?h] [(re-matches #"840[0-3]\\.\\d0" ?h)]]')
add("p-contains-set", "[:find ?c :where [?w :wh/code ?c] [(contains? #{\"AMS1\" \"TYO1\" \"XXX\"} ?c)]]")
add("p-even-seq", "[:find (count ?r) . :where [?r :reading/seq ?s] [(even? ?s)] [?r :reading/ok true]]")
add("p-true-bool", "[:find (count ?s) . :where [?s :ship/insured ?i] [(true? ?i)]]")
add("p-keyword-pred", "[:find ?t :where [_ :wh/tags ?t] [(keyword? ?t)] [(= (name ?t) \"hub\")]]")
add("p-identical-kw", "[:find ?id :where [?s :ship/mode ?m] [(first ?m) ?k] [(= ?k :rail)] [(second ?m) ?n] [(= ?n 0)] [?s :ship/id ?id]]")
add("p-tuple-lt", "[:find ?b :where [?p :parcel/dims ?d] [(< ?d [11 0 0])] [?p :parcel/barcode ?b]]")
add("p-nil-get-else", "[:find ?c :where [?w :wh/code ?c] [(get-else $ ?w :wh/manager :none) ?m] [(= ?m :none)]]")

# ---------------- functions
add("f-str-concat", '[:find ?x :where [?w :wh/code ?c] [?w :wh/city ?y] [(str ?c "@" ?y) ?x]]')
add("f-upper-name", "[:find ?u :where [_ :carrier/name ?n] [(clojure.string/upper-case ?n) ?u]]")
add("f-lower-kw", "[:find ?u :where [_ :carrier/code ?n] [(clojure.string/lower-case ?n) ?u]]")
add("f-name-kw", "[:find ?n :where [_ :carrier/code ?k] [(name ?k) ?n]]")
add("f-namespace-ident", "[:find ?ns (count ?s) :where [?s :status/rank _] [?s :db/ident ?i] [(namespace ?i) ?ns]]")
add("f-keyword-make", '[:find ?k :where [_ :wh/code ?c] [(keyword "wh" ?c) ?k]]')
add("f-keyword-ident-join", '[:find ?l :where [(keyword "status" "lost") ?i] [?s :db/ident ?i] [?s :status/label ?l]]')
add("f-count-str", "[:find ?n ?k :where [_ :wh/name ?n] [(count ?n) ?k]]")
add("f-subs", "[:find ?s :where [_ :ship/tracking ?t] [(subs ?t 3 5) ?s]]")
add("f-km-per-hour", "[:find ?i ?v :where [?l :leg/id ?i] [(< ?i 8)] [?l :leg/km ?k] [?l :leg/hours ?h] [(/ ?k ?h) ?v]]")
add("f-round-km", "[:find ?i ?r :where [?l :leg/id ?i] [(< ?i 10)] [?l :leg/km ?k] [(long ?k) ?r]]")
add("f-quot-rem", "[:find ?i ?q ?r :where [?l :leg/id ?i] [(< ?i 6)] [?l :leg/hours ?h] [(quot ?h 24) ?q] [(rem ?h 24) ?r]]")
add("f-mod-neg", "[:find ?p ?m :where [_ :ship/priority ?p] [(mod ?p 2) ?m]]")
add("f-bigdec-add", "[:find ?r ?t :where [?c :customs/value ?v] [?c :customs/duty ?d] [(+ ?v ?d) ?t] [?c :customs/ref ?r] [(< ?r \"CD-012\")]]")
add("f-bigdec-mul", "[:find ?r ?t :where [?c :customs/value ?v] [(* ?v 2) ?t] [?c :customs/ref ?r] [(< ?r \"CD-010\")]]")
add("f-bigint-inc", "[:find ?x :where [_ :ship/declared ?d] [(inc ?d) ?x]]")
add("f-bigint-mul", "[:find ?x :where [_ :customs/items ?d] [(* ?d 3) ?x]]")
add("f-inst-gettime", "[:find ?n ?ms :where [?c :carrier/since ?t] [(.getTime ?t) ?ms] [?c :carrier/name ?n]]")
add("f-window-hours", "[:find ?id ?h :where [?s :ship/id ?id] [(< ?id \"SH006\")] [?s :ship/window-start ?a] [?s :ship/window-end ?b] [(.getTime ?a) ?x] [(.getTime ?b) ?y] [(- ?y ?x) ?d] [(quot ?d 3600000) ?h]]")
add("f-tuple-build", "[:find ?t :where [?w :wh/code ?c] [?w :wh/capacity ?k] [(tuple ?c ?k) ?t] [(> ?k 10000)]]")
add("f-untuple-loc", "[:find ?c ?lat :where [?w :wh/loc ?l] [(untuple ?l) [?lat ?lon]] [(< ?lon 0.0)] [?w :wh/code ?c]]")
add("f-untuple-dims", "[:find ?b ?v :where [?p :parcel/dims ?d] [(untuple ?d) [?x ?y ?z]] [(* ?x ?y ?z) ?v] [?p :parcel/barcode ?b] [(< ?b \"BC00006\")]]")
add("f-nth-mode", "[:find ?k (count ?s) :where [?s :ship/mode ?m] [(nth ?m 0) ?k]]")
add("f-ground-coll", "[:find ?n :where [(ground [:status/lost :status/held]) [?i ...]] [?s :db/ident ?i] [?s :status/label ?n]]")
add("f-ground-rel", '[:find ?c ?n :where [(ground [["AMS1" 1] ["TYO1" 2]]) [[?c ?n]]] [?w :wh/code ?c]]')
add("f-str-uuid", "[:find ?s . :where [?c :carrier/code :ups] [?c :carrier/uuid ?u] [(str ?u) ?s]]")
add("f-str-kw", "[:find ?s :where [_ :leg/mode ?m] [(str ?m) ?s]]")
add("f-str-bigdec", "[:find ?s :where [_ :customs/duty ?d] [(str ?d) ?s]]")
add("f-str-double", "[:find ?s :where [_ :wh/temp ?t] [(str ?t) ?s]]")
add("f-max-args", "[:find ?i ?m :where [?l :leg/id ?i] [(< ?i 5)] [?l :leg/hours ?h] [(max ?h 24 ?i) ?m]]")
add("f-abs-neg", "[:find ?a :where [_ :wh/temp ?t] [(abs ?t) ?a]]")
add("f-clojure-join", '[:find ?s . :where [(ground ["a" "b" "c"]) ?v] [(clojure.string/join "-" ?v) ?s]]')
add("f-split", '[:find ?p :where [_ :customs/hs ?h] [(clojure.string/split ?h #"\\.") [?p _]]]')
add("f-replace", '[:find ?x :where [_ :ship/tracking ?t] [(clojure.string/replace ?t "TRK" "T-") ?x] [(< ?t "TRK0100")]]')
add("f-trim", '[:find ?x . :where [(ground "  Ware house  ") ?s] [(clojure.string/trim ?s) ?x]]')
add("f-identity-ref", "[:find ?v :where [?s :ship/id \"SH001\"] [?s :ship/status ?st] [(identity ?st) ?v]]")
add("f-vector", "[:find ?v :where [?w :wh/code ?c] [?w :wh/open false] [(vector ?c :closed) ?v]]")
add("f-hash-map", '[:find ?m :where [?w :wh/code "AMS1"] [?w :wh/capacity ?k] [(hash-map :cap ?k) ?m]]')
add("f-list-count", "[:find ?id ?n :where [?s :ship/id ?id] [(< ?id \"SH005\")] [(get-else $ ?s :ship/priority 0) ?p] [(+ ?p 100) ?n]]")
add("f-min-tuple", "[:find (min ?d) . :where [_ :parcel/dims ?d]]")
add("f-double-div-zero", "[:find ?x . :where [(ground 1.0) ?a] [(/ ?a 0.0) ?x]]")
add("f-inc-double", "[:find ?x :where [_ :carrier/rating ?r] [(inc ?r) ?x]]")
add("f-compare-kw", "[:find ?a ?b ?c :where [(ground :status/lost) ?a] [(ground :status/held) ?b] [(compare ?a ?b) ?c]]")
add("f-boolean-not", "[:find ?c ?x :where [?w :wh/code ?c] [?w :wh/open ?o] [(not ?o) ?x]]")
add("f-nil-check", "[:find ?c :where [?w :wh/code ?c] [(get-else $ ?w :wh/manager nil) ?m]]")
add("f-some-fn", "[:find ?c :where [?w :wh/code ?c] [(get-some $ ?w :wh/manager) [_ ?m]] [(some? ?m)]]")
add("f-format", '[:find ?s :where [?l :leg/id ?i] [(< ?i 4)] [?l :leg/km ?k] [(format "%d:%.1f" ?i ?k) ?s]]')

# ---------------- not / or
add("n-not-customs", "[:find (count ?s) . :where [?s :ship/id] (not [?s :ship/customs _])]")
add("n-not-ident", "[:find ?id :where [?s :ship/id ?id] [(< ?id \"SH015\")] (not [?s :ship/status :status/delivered]) (not [?s :ship/status :status/lost])]")
add("n-not-join-parcel", "[:find (count ?s) . :where [?s :ship/id] (not-join [?s] [?s :ship/parcels ?p] [?p :parcel/fragile true])]")
add("n-not-final", "[:find ?id :where [?s :ship/id ?id] [(< ?id \"SH012\")] (not-join [?s] [?s :ship/status ?st] [?st :status/final true])]")
add("n-not-next", "[:find ?c :where [?w :wh/code ?c] (not [?w :wh/next _])]")
add("n-not-incoming", "[:find ?c :where [?w :wh/code ?c] (not [_ :wh/next ?w])]")
add("n-or-status", "[:find (count ?s) . :where (or [?s :ship/status :status/lost] [?s :ship/status :status/returned])]")
add("n-or-join-any-wh", '[:find ?id :where [?s :ship/id ?id] (or-join [?s] (and [?s :ship/origin ?w] [?w :wh/code "SYD1"]) (and [?s :ship/dest ?w] [?w :wh/code "SYD1"]))]')
add("n-or-and-nested", "[:find ?id :where [?s :ship/id ?id] [(< ?id \"SH020\")] (or (and [?s :ship/insured true] [?s :ship/priority 3]) (and [?s :ship/status :status/held] (not [?s :ship/customs _])))]")
add("n-not-or", "[:find ?c :where [?w :wh/code ?c] (not (or [?w :wh/tags :hub] [?w :wh/tags :dock]))]")
add("n-or-join-carrier", "[:find ?n :where [?c :carrier/name ?n] (or-join [?c] [?c :carrier/status :cstat/suspended] (and [?c :carrier/rating ?r] [(< ?r 1.0)]))]")
add("n-not-join-legs", "[:find (count ?s) . :where [?s :ship/id] (not-join [?s] [?s :ship/legs ?l] [?l :leg/mode :air])]")
add("n-not-pred", "[:find ?c :where [?w :wh/code ?c] [?w :wh/temp ?t] (not [(pos? ?t)])]")
add("n-or-pred", "[:find ?c :where [?w :wh/code ?c] [?w :wh/temp ?t] [?w :wh/capacity ?k] (or [(< ?t 0.0)] [(< ?k 1)])]")

# ---------------- rules
add("r-reach-ams", f'(q [:find ?c :in $ % :where [?a :wh/code "AMS1"] (reach ?a ?b) [?b :wh/code ?c]] $ {RROUTE})')
add("r-reach-count", f"(q [:find ?c (count ?b) :in $ % :where (reach ?a ?b) [?a :wh/code ?c]] $ {RROUTE})")
add("r-reach-self", f"(q [:find ?c :in $ % :where (reach ?a ?a) [?a :wh/code ?c]] $ {RROUTE})")
add("r-reach-into-mow", f'(q [:find ?c :in $ % :where [?b :wh/code "MOW1"] (reach ?a ?b) [?a :wh/code ?c]] $ {RROUTE})')
add("r-not-reach", f'(q [:find ?c :in $ % :where [?a :wh/code "SYD1"] [?b :wh/code ?c] (not (reach ?a ?b))] $ {RROUTE})')
add("r-leg-after", f"(q [:find ?j :in $ % :where [?l :leg/id 12] (after ?l ?m) [?m :leg/id ?j]] $ {RLEG})")
add("r-leg-after-loop", f"(q [:find ?j :in $ % :where [?l :leg/id 20] (after ?l ?m) [?m :leg/id ?j]] $ {RLEG})")
add("r-leg-chain-count", f"(q [:find ?i (count ?m) :in $ % :where (after ?l ?m) [?l :leg/id ?i] [(< ?i 8)]] $ {RLEG})")
add("r-ally", f"(q [:find ?a ?b :in $ % :where (ally ?x ?y) [?x :carrier/code ?a] [?y :carrier/code ?b]] $ {RPART})")
add("r-ally-status", f"(q [:find ?b :in $ % :where [?x :carrier/code :postnl] (ally ?x ?y) [?y :carrier/status ?s] [?s :db/ident ?b]] $ {RPART})")
add("r-mutual-parity", f'(q [:find ?c :in $ % :where [?a :wh/code "SAO1"] (odd-hop ?a ?b) [?b :wh/code ?c]] $ {RMUT})')
add("r-mutual-even", f'(q [:find ?c :in $ % :where [?a :wh/code "TYO1"] (even-hop ?a ?b) [?b :wh/code ?c]] $ {RMUT})')
add("r-status-rules", f"(q [:find (count ?s) :in $ % :where (final-ship ?s)] $ {RSTAT})")
add("r-status-rules-both", f"(q [:find ?id :in $ % :where [?s :ship/id ?id] [(< ?id \"SH010\")] (or (final-ship ?s) [?s :ship/priority 3])] $ {RSTAT})")
add("r-open-not-final", f"(q [:find (count ?s) . :in $ % :where (open-ship ?s) (not (final-ship ?s))] $ {RSTAT})")
add("r-ship-route", f'(q [:find ?id :in $ % :where [?s :ship/origin ?o] [?s :ship/dest ?d] (reach ?o ?d) [?s :ship/id ?id] [(< ?id "SH020")]] $ {RROUTE})')
add("r-ship-unreachable", f'(q [:find (count ?s) . :in $ % :where [?s :ship/origin ?o] [?s :ship/dest ?d] (not (reach ?o ?d))] $ {RROUTE})')
add("r-reach-bound-both", f'(q [:find ?x . :in $ % ?a ?b :where (reach ?a ?b) [(ground true) ?x]] $ {RROUTE} [:wh/code "SAO1"] [:wh/code "BER1"])')
add("r-rule-const", '(q [:find ?id :in $ % :where (st ?s :status/held) [?s :ship/id ?id] [(< ?id "SH030")]] $ [[(st ?s ?k) [?s :ship/status ?k]]])')
add("r-rule-ident-arg", '(q [:find ?l :in $ % :where (lab :status/returned ?l)] $ [[(lab ?i ?l) [?s :db/ident ?i] [?s :status/label ?l]]])')

# ---------------- aggregates
add("a-count-distinct", "[:find (count-distinct ?c) . :where [?s :ship/carrier ?c]]")
add("a-count-distinct-status", "[:find ?c (count-distinct ?st) :where [?s :ship/carrier ?x] [?x :carrier/code ?c] [?s :ship/status ?st]]")
add("a-median-temp", "[:find (median ?t) . :where [_ :reading/temp ?t]]")
add("a-median-hours", "[:find (median ?h) . :where [_ :leg/hours ?h]]")
add("a-variance-temp", "[:find (variance ?t) . :where [_ :wh/temp ?t]]")
add("a-stddev-km", "[:find (stddev ?k) . :where [_ :leg/km ?k]]")
add("a-distinct-modes", "[:find (distinct ?m) . :where [_ :leg/mode ?m]]")
add("a-min-n", "[:find (min 3 ?k) . :where [_ :leg/km ?k]]")
add("a-max-n", "[:find (max 2 ?t) . :where [_ :reading/temp ?t]]")
add("a-max-n-per", "[:find ?m (max 2 ?h) :where [?l :leg/mode ?m] [?l :leg/hours ?h]]")
add("a-sum-bigdec", "[:find (sum ?v) . :where [_ :customs/value ?v]]")
add("a-sum-duty-country", "[:find ?k (sum ?d) :where [?c :customs/country ?k] [?c :customs/duty ?d]]")
add("a-sum-bigint", "[:find (sum ?d) . :where [_ :ship/declared ?d]]")
add("a-avg-rating", "[:find (avg ?r) . :where [_ :carrier/rating ?r]]")
add("a-avg-bigdec", "[:find (avg ?v) . :where [_ :customs/duty ?v]]")
add("a-count-with", "[:find ?m (count ?h) :with ?l :where [?l :leg/mode ?m] [?l :leg/hours ?h]]")
add("a-sum-with", "[:find (sum ?w) . :with ?s :where [?s :ship/weight ?w]]")
add("a-sum-without-with", "[:find (sum ?w) . :where [?s :ship/weight ?w]]")
add("a-min-max-inst", "[:find (min ?t) (max ?t) :where [_ :reading/at ?t]]")
add("a-min-kw", "[:find (min ?k) . :where [_ :customs/country ?k]]")
add("a-max-str", "[:find (max ?n) . :where [_ :wh/name ?n]]")
add("a-count-per-status-ident", "[:find ?i (count ?s) :where [?s :ship/status ?x] [?x :db/ident ?i] [?s :ship/insured true]]")
add("a-sum-parcels-weight", "[:find ?id (sum ?w) :where [?s :ship/parcels ?p] [?p :parcel/weight ?w] [?s :ship/id ?id] [(< ?id \"SH008\")]]")
add("a-count-parcels-max", "[:find (max ?n) . :where [(ground 0) ?z] [?s :ship/id] [(get-else $ ?s :ship/priority 0) ?n]]")
add("a-median-bigdec", "[:find (median ?v) . :where [_ :customs/value ?v]]")
add("a-variance-long", "[:find (variance ?p) . :where [_ :ship/priority ?p]]")
add("a-having-like", "[:find ?c (count ?s) :where [?s :ship/carrier ?x] [?x :carrier/code ?c] [?s :ship/status :status/delivered]]")
add("a-count-empty", "[:find (count ?s) . :where [?s :ship/status :status/lost] [?s :ship/priority 99]]")
add("a-distinct-contents", "[:find ?id (distinct ?c) :where [?s :ship/parcels ?p] [?p :parcel/contents ?c] [?s :ship/id ?id] [(< ?id \"SH008\")]]")
add("a-expr-find", "[:find ?m (min ?k) (max ?k) (count ?l) :where [?l :leg/mode ?m] [?l :leg/km ?k]]")

# ---------------- find specs and return maps
add("fs-scalar", '[:find ?n . :where [?w :wh/code "PAR1"] [?w :wh/name ?n]]')
add("fs-coll-ident", "[:find [?i ...] :where [?s :status/final false] [?s :db/ident ?i]]")
add("fs-tuple", '[:find [?n ?k ?t] :where [?w :wh/code "BER1"] [?w :wh/name ?n] [?w :wh/capacity ?k] [?w :wh/temp ?t]]')
add("fs-keys", "[:find ?code ?cap :keys code cap :where [?w :wh/code ?code] [?w :wh/capacity ?cap] [(< ?cap 6000)]]")
add("fs-strs", "[:find ?i ?l :strs ident label :where [?s :status/label ?l] [?s :db/ident ?i] [?s :status/rank ?r] [(> ?r 4)]]")
add("fs-syms", "[:find ?c ?n :syms code name :where [?x :carrier/code ?c] [?x :carrier/name ?n] [?x :carrier/status :cstat/active]]")
add("fs-keys-tuple", '[:find [?c ?n] :keys c n :where [?x :carrier/code ?c] [?x :carrier/name ?n] [?x :carrier/code :ups]]')
add("fs-keys-agg", "[:find ?m (count ?l) :keys mode n :where [?l :leg/mode ?m]]")
add("fs-pull-find", "[:find (pull ?s [:status/label :db/ident]) :where [?s :status/final true]]")
add("fs-pull-ship-status", "[:find (pull ?x [:ship/id {:ship/status [:db/ident]}]) :where [?x :ship/id \"SH004\"]]")
add("fs-pull-and-var", "[:find ?r (pull ?c [:carrier/name]) :where [?c :carrier/rating ?r] [(> ?r 4.0)]]")
add("fs-map-query", "(q {:find [?c] :where [[?w :wh/code ?c] [?w :wh/open false]]})")
add("fs-map-query-in", "(q {:find [?c] :in [$ ?t] :where [[?w :wh/code ?c] [?w :wh/tags ?t]]} $ :dock)")

# ---------------- ordering / paging
add("o-order-cap", "[:find ?c ?k :where [?w :wh/code ?c] [?w :wh/capacity ?k] :order-by [?k :desc ?c]]")
add("o-order-limit", "[:find ?i ?k :where [?l :leg/id ?i] [?l :leg/km ?k] :order-by [?k] :limit 5]")
add("o-order-offset", "[:find ?id ?p :where [?s :ship/id ?id] [?s :ship/priority ?p] :order-by [?p :desc ?id :asc] :limit 4 :offset 3]")
add("o-order-kw", "[:find ?i ?r :where [?s :db/ident ?i] [?s :status/rank ?r] :order-by [?i]]")
add("o-order-inst", "[:find ?n ?t :where [?c :carrier/since ?t] [?c :carrier/name ?n] :order-by [?t]]")
add("o-order-bigdec", "[:find ?r ?v :where [?c :customs/value ?v] [?c :customs/ref ?r] :order-by [?v :desc ?r] :limit 6]")
add("o-limit-only", "[:find ?c :where [_ :wh/code ?c] :limit 3]".replace(":limit 3]", ":order-by [?c] :limit 3]"))
add("o-offset-past", "[:find ?c :where [_ :wh/code ?c] :order-by [?c] :offset 20]")
add("o-order-agg-var", "[:find ?m (count ?l) :where [?l :leg/mode ?m] :order-by [?m :desc]]")

# ---------------- inputs
add("i-scalar-ident", "(q [:find ?id :in $ ?st :where [?s :ship/status ?st] [?s :ship/id ?id] [(< ?id \"SH013\")]] $ :status/held)")
add("i-scalar-ident-eid", "(q [:find (count ?s) . :in $ ?st :where [?s :ship/status ?st]] $ [:db/ident :status/lost])")
add("i-coll-idents", "(q [:find ?i (count ?s) :in $ [?st ...] :where [?s :ship/status ?st] [?st :db/ident ?i]] $ [:status/lost :status/returned])")
add("i-tuple", '(q [:find ?id :in $ [?c ?t] :where [?x :carrier/code ?c] [?s :ship/carrier ?x] [?s :ship/tracking ?t] [?s :ship/id ?id]] $ [:ups "TRK0037"])')
add("i-relation", '(q [:find ?c ?cap :in $ [[?c ?min]] :where [?w :wh/code ?c] [?w :wh/capacity ?cap] [(>= ?cap ?min)]] $ [["AMS1" 10000] ["BER1" 9000] ["NYC1" 0]])')
add("i-lookup-ref", '(q [:find ?n . :in $ ?w :where [?w :wh/name ?n]] $ [:wh/code "NYC1"])')
add("i-lookup-ref-uuid", '(q [:find ?id . :in $ ?c :where [?s :ship/carrier ?c] [?s :ship/id ?id] [(< ?id "SH010")]] $ [:carrier/uuid #uuid "cccccccc-2222-4333-8444-000000000004"])')
add("i-lookup-composite", '(q [:find ?id . :in $ ?s :where [?s :ship/id ?id]] $ [:ship/carrier+tracking [21 "TRK0037"]])')
add("i-coll-lookup", '(q [:find ?n :in $ [?w ...] :where [?w :wh/name ?n]] $ [[:wh/code "AMS1"] [:wh/code "LHR1"]])')
add("i-scalar-inst", '(q [:find (count ?r) . :in $ ?t :where [?r :reading/at ?a] [(> ?a ?t)]] $ #inst "2024-11-01T00:00:00.000-00:00")')
add("i-scalar-bigdec", "(q [:find ?r :in $ ?v :where [?c :customs/value ?v] [?c :customs/ref ?r]] $ 99.99M)")
add("i-scalar-bigint", "(q [:find ?id :in $ ?d :where [?s :ship/declared ?d] [?s :ship/id ?id]] $ 42N)")
add("i-tuple-value", "(q [:find ?id :in $ ?m :where [?s :ship/mode ?m] [?s :ship/id ?id] [(< ?id \"SH020\")]] $ [:sea 2])")
add("i-empty-coll", "(q [:find ?c :in $ [?c ...] :where [?w :wh/code ?c]] $ [])")
add("i-rules-and-scalar", f'(q [:find ?c :in $ % ?start :where [?a :wh/code ?start] (reach ?a ?b) [?b :wh/code ?c]] $ {RROUTE} "CPT1")')
add("i-pull-pattern-input", "(q [:find (pull ?w pat) :in $ pat :where [?w :wh/code \"SYD1\"]] $ [:wh/code {:wh/next [:wh/code]}])")
add("i-two-scalars", "(q [:find ?id :in $ ?st ?p :where [?s :ship/status ?st] [?s :ship/priority ?p] [?s :ship/id ?id]] $ :status/pending 2)")

# ---------------- pull
add("pl-wild-wh", '(pull [*] [:wh/code "SYD1"])')
add("pl-wild-status", "(pull [*] :status/held)")
add("pl-ident-eid", "(pull [:status/label :status/rank] :status/delivered)")
add("pl-ship-nested", '(pull [:ship/id {:ship/status [:db/ident :status/label]} {:ship/carrier [:carrier/code {:carrier/status [:db/ident]}]}] [:ship/id "SH006"])')
add("pl-ship-components", '(pull [:ship/id {:ship/parcels [:parcel/barcode :parcel/dims]} {:ship/customs [*]}] [:ship/id "SH002"])')
add("pl-ship-wild", '(pull [*] [:ship/id "SH004"])')
add("pl-reverse-status", "(pull [{:ship/_status [:ship/id]}] :status/lost)".replace("[{:ship/_status [:ship/id]}]", "[:db/ident (:ship/_status :limit 3)]"))
add("pl-reverse-parcel", '(pull [:parcel/barcode {:ship/_parcels [:ship/id]}] [:parcel/barcode "BC00003"])')
add("pl-reverse-customs", '(pull [{:ship/_customs [:ship/id :ship/priority]}] [:customs/ref "CD-004"])')
add("pl-limit", '(pull [(:wh/tags :limit 1) :wh/code] [:wh/code "NYC1"])')
add("pl-default", '(pull [:wh/code (:wh/manager :default "none") (:wh/tags :default [])] [:wh/code "CPT1"])')
add("pl-as", '(pull [(:wh/code :as :code) (:wh/name :as "name")] [:wh/code "TYO1"])')
add("pl-recursion-next", '(pull [:wh/code {:wh/next ...}] [:wh/code "SAO1"])')
add("pl-recursion-depth", '(pull [:wh/code {:wh/next 2}] [:wh/code "CPT1"])')
add("pl-recursion-leg-loop", "(pull [:leg/id {:leg/next ...}] [:leg/id 20])")
add("pl-recursion-leg-cycle", "(pull [:leg/id {:leg/next ...}] [:leg/id 11])")
add("pl-reverse-recursion", '(pull [:wh/code {:wh/_next 1}] [:wh/code "AMS1"])')
add("pl-partners-rec", "(pull [:carrier/code {:carrier/partners ...}] [:carrier/code :postnl])")
add("pl-missing", '(pull [:ship/id] [:ship/id "NOPE"])')
add("pl-missing-attr", '(pull [:ship/notes :ship/declared] [:ship/id "SH001"])')
add("pl-related-self", '(pull [:ship/id {:ship/related [:ship/id]}] [:ship/id "SH009"])')
add("pl-composite", '(pull [:ship/carrier+tracking :ship/mode] [:ship/id "SH010"])')
add("pl-xform-none", '(pull [:db/id :ship/id] [:ship/uuid #uuid "5555aaaa-2222-4333-8444-000000000003"])')
add("pl-find-many", "[:find (pull ?w [:wh/code (:wh/next :limit 1)]) :where [?w :wh/tags :dock]]")
add("pl-default-ref", '(pull [:ship/id (:ship/customs :default :none)] [:ship/id "SH001"])')

# ---------------- with: component / nested maps
w("w-nested-component", '[{:ship/id "SHX1" :ship/parcels [{:parcel/barcode "NEW1" :parcel/weight 1.5} {:parcel/barcode "NEW2" :parcel/dims [1 2 3]}]}]',
  '(pull [:ship/id {:ship/parcels [:parcel/barcode :parcel/weight :parcel/dims]}] [:ship/id "SHX1"])')
w("w-nested-component-single", '[{:ship/id "SHX2" :ship/customs {:customs/ref "CD-NEW" :customs/value 10.5M}}]',
  '(pull [{:ship/customs [:customs/ref :customs/value]}] [:ship/id "SHX2"])')
w("w-nested-component-reverse", '[{:ship/id "SHX2" :ship/customs {:customs/value 10.5M}}]',
  '[:find ?id :where [?c :customs/value 10.5M] [?s :ship/customs ?c] [?s :ship/id ?id]]')
w("w-nested-noncomp-identity", '[{:ship/id "SHX3" :ship/origin {:wh/code "ZRH1" :wh/name "Zürich"}}]',
  '(pull [:ship/id {:ship/origin [:wh/code :wh/name]}] [:ship/id "SHX3"])')
w("w-nested-noncomp-upsert", '[{:ship/id "SHX4" :ship/origin {:wh/code "AMS1" :wh/manager "Piet"}}]',
  '(pull [:wh/code :wh/manager :wh/capacity] [:wh/code "AMS1"])')
w("w-nested-noncomp-anon", '[{:ship/id "SHX5" :ship/origin {:wh/name "anonymous"}}]',
  '[:find ?n :where [?s :ship/id "SHX5"] [?s :ship/origin ?w] [?w :wh/name ?n]]')
w("w-nested-deep", '[{:ship/id "SHX6" :ship/carrier {:carrier/code :newco :carrier/name "NewCo" :carrier/status :cstat/probation} :ship/tracking "T1"}]',
  '[:find ?i :where [?s :ship/id "SHX6"] [?s :ship/carrier ?c] [?c :carrier/status ?st] [?st :db/ident ?i]]')
w("w-nested-composite-key", '[{:ship/id "SHX6" :ship/carrier {:carrier/code :newco} :ship/tracking "T1"}]',
  '[:find ?t . :where [?s :ship/id "SHX6"] [?s :ship/carrier+tracking ?t] [?c :carrier/code :newco] [(first ?t) ?f] [(= ?f ?c)]]')
w("w-nested-many-legs", '[{:ship/id "SHX7" :ship/legs [{:leg/id 100 :leg/km 1.0} {:leg/id 1 :leg/hours 99}]}]',
  '[:find ?i ?h :where [?s :ship/id "SHX7"] [?s :ship/legs ?l] [?l :leg/id ?i] [(get-else $ ?l :leg/hours -1) ?h]]')
w("w-reverse-key", '[{:parcel/barcode "NEW3" :parcel/weight 2.0 :ship/_parcels [:ship/id "SH001"]}]',
  '(pull [:ship/id {:ship/parcels [:parcel/barcode]}] [:ship/id "SH001"])')
w("w-reverse-key-tempid", '[{:db/id "p" :parcel/barcode "NEW4" :ship/_parcels "s"} {:db/id "s" :ship/id "SHX8"}]',
  '(pull [:ship/id {:ship/parcels [:parcel/barcode]}] [:ship/id "SHX8"])')
w("w-reverse-key-many", '[{:wh/code "AMS1" :wh/_next [[:wh/code "MOW1"] [:wh/code "SYD1"]]}]',
  '[:find ?c :where [?w :wh/code "AMS1"] [?x :wh/next ?w] [?x :wh/code ?c]]')
w("w-reverse-key-ident", '[{:db/id "n" :ship/id "SHX9" :ship/_related [:ship/id "SH002"]}]',
  '(pull [{:ship/related [:ship/id]}] [:ship/id "SH002"])')
w("w-reverse-key-component-pull", '[{:parcel/barcode "NEW5" :ship/_parcels [:ship/id "SH004"]}]',
  '(pull [{:ship/_parcels [:ship/id]}] [:parcel/barcode "NEW5"])')
w("w-reverse-customs-steal", '[{:db/id [:customs/ref "CD-002"] :ship/_customs [:ship/id "SH001"]}]',
  '[:find ?id :where [?c :customs/ref "CD-002"] [?s :ship/customs ?c] [?s :ship/id ?id]]')

# ---------------- with: upserts
w("w-upsert-identity", '[{:ship/id "SH001" :ship/priority 9}]',
  '[:find ?p . :where [?s :ship/id "SH001"] [?s :ship/priority ?p]]')
w("w-upsert-identity-count", '[{:ship/id "SH001" :ship/priority 9}]', "[:find (count ?s) . :where [?s :ship/id]]")
w("w-upsert-uuid", '[{:ship/uuid #uuid "5555aaaa-2222-4333-8444-000000000005" :ship/notes "by uuid"}]',
  '[:find ?id ?n :where [?s :ship/notes "by uuid"] [?s :ship/id ?id] [?s :ship/notes ?n]]')
w("w-upsert-two-identities-same", '[{:ship/id "SH005" :ship/uuid #uuid "5555aaaa-2222-4333-8444-000000000005" :ship/priority 7}]',
  '[:find ?p . :where [?s :ship/id "SH005"] [?s :ship/priority ?p]]')
w("w-upsert-two-identities-conflict", '[{:ship/id "SH005" :ship/uuid #uuid "5555aaaa-2222-4333-8444-000000000006" :ship/priority 7}]',
  '[:find ?p . :where [?s :ship/id "SH005"] [?s :ship/priority ?p]]')
w("w-upsert-tempid-ref", '[{:db/id "x" :ship/id "SH001" :ship/notes "upserted"} {:reading/ship "x" :reading/seq 9001 :reading/temp 1.0}]',
  '[:find ?id ?n :where [?r :reading/seq 9001] [?r :reading/ship ?s] [?s :ship/id ?id] [?s :ship/notes ?n]]')
w("w-upsert-carrier-kw", '[{:carrier/code :ups :carrier/fleet 501}]',
  '[:find ?f . :where [?c :carrier/code :ups] [?c :carrier/fleet ?f]]')
w("w-upsert-leg-long", '[{:leg/id 20 :leg/next [:leg/id 21]}]',
  '(pull [:leg/id {:leg/next [:leg/id]}] [:leg/id 20])')
w("w-upsert-composite", '[{:ship/carrier+tracking [21 "TRK0037"] :ship/notes "via tuple"}]',
  '[:find ?id ?n :where [?s :ship/notes "via tuple"] [?s :ship/id ?id] [?s :ship/notes ?n]]')
w("w-upsert-composite-components", '[{:ship/carrier [:carrier/code :ups] :ship/tracking "TRK0037" :ship/notes "via parts"}]',
  '[:find ?id :where [?s :ship/notes "via parts"] [(get-else $ ?s :ship/id "none") ?id]]')
w("w-upsert-composite-new", '[{:ship/id "SHX10" :ship/carrier [:carrier/code :ups] :ship/tracking "TRK9999"}]',
  '[:find ?t . :where [?s :ship/id "SHX10"] [?s :ship/carrier+tracking ?t]]')
w("w-composite-dup", '[{:ship/id "SHX11" :ship/carrier [:carrier/code :ups] :ship/tracking "TRK0037"}]',
  '[:find (count ?s) . :where [?s :ship/tracking "TRK0037"]]')
w("w-composite-lookup-dbid", '[{:db/id [:ship/carrier+tracking [21 "TRK0037"]] :ship/priority 42}]',
  '[:find ?id . :where [?s :ship/priority 42] [?s :ship/id ?id]]')
w("w-composite-change-part", '[[:db/add [:ship/id "SH001"] :ship/tracking "TRK-NEW"]]',
  '[:find ?t . :where [?s :ship/id "SH001"] [?s :ship/carrier+tracking ?t]]')
w("w-composite-retract-part", '[[:db/retract [:ship/id "SH001"] :ship/tracking]]',
  '[:find ?t . :where [?s :ship/id "SH001"] [?s :ship/carrier+tracking ?t]]')
w("w-composite-change-carrier", '[[:db/add [:ship/id "SH001"] :ship/carrier [:carrier/code :dhl]]]',
  '[:find ?t . :where [?s :ship/id "SH001"] [?s :ship/carrier+tracking ?t]]')
w("w-composite-assert-direct", '[[:db/add [:ship/id "SH001"] :ship/carrier+tracking [20 "X"]]]',
  '[:find ?t . :where [?s :ship/id "SH001"] [?s :ship/carrier+tracking ?t]]')
w("w-upsert-unique-value", '[{:parcel/barcode "BC00001" :parcel/weight 9.0}]',
  '[:find ?w :where [?p :parcel/barcode "BC00001"] [?p :parcel/weight ?w]]')

# ---------------- with: :db/id forms
w("w-dbid-lookup", '[{:db/id [:ship/id "SH002"] :ship/priority 7}]',
  '[:find ?p . :where [?s :ship/id "SH002"] [?s :ship/priority ?p]]')
w("w-dbid-lookup-kw", '[{:db/id [:carrier/code :fedex] :carrier/status :cstat/active}]',
  '[:find ?n :where [?c :carrier/status :cstat/suspended] [?c :carrier/name ?n]]')
w("w-dbid-negative", '[{:db/id -1 :ship/id "SHN1" :ship/priority 5} {:db/id -2 :reading/ship -1 :reading/seq 7001}]',
  '[:find ?id :where [?r :reading/seq 7001] [?r :reading/ship ?s] [?s :ship/id ?id]]')
w("w-dbid-tempid-shared", '[{:db/id "a" :ship/id "SHA"} {:db/id "a" :ship/priority 4} {:db/id "a" :ship/notes "three maps"}]',
  '(pull [:ship/id :ship/priority :ship/notes] [:ship/id "SHA"])')
w("w-dbid-tempid-shared-count", '[{:db/id "a" :ship/id "SHA"} {:db/id "a" :ship/priority 4}]',
  "[:find (count ?s) . :where [?s :ship/id]]")
w("w-dbid-tempid-upsert-shared", '[{:db/id "a" :ship/id "SH003"} {:db/id "a" :ship/priority 77}]',
  '[:find ?p . :where [?s :ship/id "SH003"] [?s :ship/priority ?p]]')
w("w-dbid-ident", '[{:db/id :status/lost :status/label "Gone"}]',
  "[:find ?l . :where [?s :db/ident :status/lost] [?s :status/label ?l]]")
w("w-dbid-ident-list", '[[:db/add :status/held :status/rank 30]]',
  "[:find ?i ?r :where [?s :status/rank ?r] [(> ?r 5)] [?s :db/ident ?i]]")
w("w-dbid-tempid-link-cycle", '[{:db/id "x" :ship/id "SHC1" :ship/related ["y"]} {:db/id "y" :ship/id "SHC2" :ship/related ["x" "y"]}]',
  '[:find ?a ?b :where [?s :ship/related ?t] [?s :ship/id ?a] [?t :ship/id ?b] [(clojure.string/starts-with? ?a "SHC")]]')
w("w-dbid-string-list", '[[:db/add "t" :ship/id "SHL"] [:db/add "t" :ship/status :status/pending]]',
  '[:find ?i . :where [?s :ship/id "SHL"] [?s :ship/status ?st] [?st :db/ident ?i]]')
w("w-dbid-neg-list", '[[:db/add -5 :wh/code "NEG1"] [:db/add -5 :wh/next -5]]',
  '(pull [:wh/code {:wh/next [:wh/code]}] [:wh/code "NEG1"])')
w("w-new-ident", '[{:db/ident :status/damaged :status/label "Damaged" :status/rank 7} {:ship/id "SH001" :ship/status :status/damaged}]',
  '[:find ?l . :where [?s :ship/id "SH001"] [?s :ship/status ?st] [?st :status/label ?l]]')
w("w-new-ident-then-query", '[{:db/ident :status/damaged :status/rank 7}]',
  "[:find ?r . :where [?s :db/ident :status/damaged] [?s :status/rank ?r]]")

# ---------------- with: retractEntity
w("w-retract-entity-components", '[[:db/retractEntity [:ship/id "SH003"]]]',
  '[:find (count ?p) . :where [?p :parcel/barcode ?b] [(contains? #{"BC00004" "BC00005" "BC00006"} ?b)]]')
w("w-retract-entity-customs", '[[:db/retractEntity [:ship/id "SH004"]]]',
  '[:find ?r :where [?c :customs/ref ?r] [(= ?r "CD-004")]]')
w("w-retract-entity-incoming", '[[:db/retractEntity [:ship/id "SH002"]]]',
  '[:find ?id :where [?s :ship/related ?x] [?s :ship/id ?id] [(= ?id "SH003")]]')
w("w-retract-entity-readings", '[[:db/retractEntity [:ship/id "SH008"]]]',
  "[:find (count ?r) . :where [?r :reading/ship ?s] [?s :ship/id _]]")
w("w-retract-entity-readings-dangling", '[[:db/retractEntity [:ship/id "SH008"]]]',
  "[:find (count ?r) . :where [?r :reading/ship _]]")
w("w-retract-entity-wh", '[[:db/retractEntity [:wh/code "AMS1"]]]',
  "[:find ?c :where [?x :wh/next ?y] [?x :wh/code ?c] (not [?y :wh/code _])]")
w("w-retract-entity-wh-pull", '[[:db/retractEntity [:wh/code "AMS1"]]]',
  '(pull [:wh/code {:wh/next [:wh/code]}] [:wh/code "LHR1"])')
w("w-retract-entity-ident", "[[:db/retractEntity :status/lost]]",
  "[:find (count ?x) . :where [?x :ship/status ?st] [?st :status/rank 5]]")
w("w-retract-entity-ident-query", "[[:db/retractEntity :status/lost]]",
  "[:find ?i :where [?s :db/ident ?i] [?s :status/final true]]")
w("w-retract-entity-parcel", '[[:db/retractEntity [:parcel/barcode "BC00002"]]]',
  '(pull [{:ship/parcels [:parcel/barcode]}] [:ship/id "SH002"])')
w("w-retract-entity-carrier", '[[:db/retractEntity [:carrier/code :dhl]]]',
  '(pull [:carrier/code {:carrier/partners [:carrier/code]}] [:carrier/code :fedex])')
w("w-retract-entity-then-add", '[[:db/retractEntity [:ship/id "SH001"]] {:ship/id "SH001" :ship/priority 8}]',
  '(pull [:ship/id :ship/priority :ship/tracking] [:ship/id "SH001"])')
w("w-retract-entity-nested-component-count", '[[:db/retractEntity [:ship/id "SH007"]]]',
  "[:find (count ?p) . :where [?p :parcel/barcode]]")
w("w-retract-entity-tempid", '[{:db/id "n" :ship/id "SHZ"} [:db/retractEntity "n"]]',
  '[:find ?s :where [?s :ship/id "SHZ"]]')

# ---------------- with: retract
w("w-retract-no-value", '[[:db/retract [:ship/id "SH001"] :ship/priority]]',
  '[:find ?p :where [?s :ship/id "SH001"] [?s :ship/priority ?p]]')
w("w-retract-with-value", '[[:db/retract [:wh/code "AMS1"] :wh/tags :cold]]',
  '[:find ?t :where [?w :wh/code "AMS1"] [?w :wh/tags ?t]]')
w("w-retract-wrong-value", '[[:db/retract [:ship/id "SH001"] :ship/priority 42]]',
  '[:find ?p . :where [?s :ship/id "SH001"] [?s :ship/priority ?p]]')
w("w-retract-many-no-value", '[[:db/retract [:wh/code "NYC1"] :wh/tags]]',
  '[:find (count ?t) . :where [?w :wh/code "NYC1"] [?w :wh/tags ?t]]')
w("w-retract-ref-ident", '[[:db/retract [:ship/id "SH001"] :ship/status :status/returned]]',
  '[:find ?st :where [?s :ship/id "SH001"] [?s :ship/status ?st]]')
w("w-retract-ref-ident-wrong", '[[:db/retract [:ship/id "SH001"] :ship/status :status/lost]]',
  '[:find ?i :where [?s :ship/id "SH001"] [?s :ship/status ?st] [?st :db/ident ?i]]')
w("w-retract-component-ref", '[[:db/retract [:ship/id "SH002"] :ship/parcels [:parcel/barcode "BC00002"]]]',
  '[:find ?w . :where [?p :parcel/barcode "BC00002"] [?p :parcel/weight ?w]]')
w("w-retract-tuple-value", '[[:db/retract [:wh/code "AMS1"] :wh/loc [52.37 4.89]]]',
  '[:find ?l :where [?w :wh/code "AMS1"] [?w :wh/loc ?l]]')
w("w-retract-identity", '[[:db/retract [:ship/id "SH001"] :ship/id "SH001"]]',
  '[:find ?t . :where [?s :ship/uuid #uuid "5555aaaa-2222-4333-8444-000000000001"] [?s :ship/tracking ?t] (not [?s :ship/id _])]')
w("w-retract-attribute-fn", '[[:db.fn/retractAttribute [:wh/code "TYO1"] :wh/tags]]',
  '(pull [:wh/code :wh/tags] [:wh/code "TYO1"])')
w("w-retract-then-add-same", '[[:db/retract [:ship/id "SH001"] :ship/priority 1] [:db/add [:ship/id "SH001"] :ship/priority 1]]',
  '[:find ?p . :where [?s :ship/id "SH001"] [?s :ship/priority ?p]]')
w("w-add-then-retract-same", '[[:db/add [:ship/id "SH001"] :ship/notes "tmp"] [:db/retract [:ship/id "SH001"] :ship/notes "tmp"]]',
  '[:find ?n :where [?s :ship/id "SH001"] [?s :ship/notes ?n]]')

# ---------------- with: cas
w("w-cas-match", '[[:db/cas [:ship/id "SH001"] :ship/priority 1 5]]',
  '[:find ?p . :where [?s :ship/id "SH001"] [?s :ship/priority ?p]]')
w("w-cas-fail", '[[:db/cas [:ship/id "SH001"] :ship/priority 2 5]]',
  '[:find ?p . :where [?s :ship/id "SH001"] [?s :ship/priority ?p]]')
w("w-cas-nil-missing", '[[:db/cas [:ship/id "SH005"] :ship/weight nil 3.0]]',
  '[:find ?w . :where [?s :ship/id "SH005"] [?s :ship/weight ?w]]')
w("w-cas-nil-present", '[[:db/cas [:ship/id "SH001"] :ship/weight nil 3.0]]',
  '[:find ?w . :where [?s :ship/id "SH001"] [?s :ship/weight ?w]]')
w("w-cas-ref-eid", '[[:db/cas [:ship/id "SH001"] :ship/status 6 4]]',
  '[:find ?i . :where [?s :ship/id "SH001"] [?s :ship/status ?st] [?st :db/ident ?i]]')
w("w-cas-ref-ident", '[[:db/cas [:ship/id "SH001"] :ship/status :status/returned :status/delivered]]',
  '[:find ?i . :where [?s :ship/id "SH001"] [?s :ship/status ?st] [?st :db/ident ?i]]')
w("w-cas-bigdec", '[[:db/cas [:customs/ref "CD-002"] :customs/value 99.99M 100M]]',
  '[:find ?v . :where [?c :customs/ref "CD-002"] [?c :customs/value ?v]]')
w("w-cas-bigdec-scale", '[[:db/cas [:customs/ref "CD-002"] :customs/value 99.990M 100M]]',
  '[:find ?v . :where [?c :customs/ref "CD-002"] [?c :customs/value ?v]]')
w("w-cas-tuple", '[[:db/cas [:wh/code "AMS1"] :wh/loc [52.37 4.89] [0.0 0.0]]]',
  '[:find ?l . :where [?w :wh/code "AMS1"] [?w :wh/loc ?l]]')
w("w-cas-bool", '[[:db/cas [:wh/code "MOW1"] :wh/open false true]]',
  '[:find ?c :where [?w :wh/open false] [?w :wh/code ?c]]')
w("w-cas-tempid-chain", '[[:db/cas [:ship/id "SH001"] :ship/priority 1 2] [:db/cas [:ship/id "SH001"] :ship/priority 2 3]]',
  '[:find ?p . :where [?s :ship/id "SH001"] [?s :ship/priority ?p]]')
w("w-cas-card-many", '[[:db/cas [:wh/code "AMS1"] :wh/tags :cold :frozen]]',
  '[:find ?t :where [?w :wh/code "AMS1"] [?w :wh/tags ?t]]')
w("w-cas-fn-name", '[[:db.fn/cas [:ship/id "SH001"] :ship/priority 1 6]]',
  '[:find ?p . :where [?s :ship/id "SH001"] [?s :ship/priority ?p]]')

# ---------------- with: add existing / idents as refs / tuples / same value
w("w-add-many-existing", '[[:db/add [:wh/code "AMS1"] :wh/tags :cold]]',
  '[:find (count ?t) . :where [?w :wh/code "AMS1"] [?w :wh/tags ?t]]')
w("w-add-many-new", '[[:db/add [:wh/code "AMS1"] :wh/tags :frozen] {:wh/code "AMS1" :wh/tags [:hub :night]}]',
  '[:find ?t :where [?w :wh/code "AMS1"] [?w :wh/tags ?t]]')
w("w-add-map-many-replace", '[{:wh/code "SAO1" :wh/tags [:new]}]',
  '[:find ?t :where [?w :wh/code "SAO1"] [?w :wh/tags ?t]]')
w("w-ref-ident-map", '[{:ship/id "SH001" :ship/status :status/delivered}]',
  '[:find ?id :where [?s :ship/status :status/delivered] [?s :ship/id ?id] [(< ?id "SH004")]]')
w("w-ref-ident-list", '[[:db/add [:ship/id "SH002"] :ship/status :status/lost]]',
  '[:find ?l . :where [?s :ship/id "SH002"] [?s :ship/status ?st] [?st :status/label ?l]]')
w("w-ref-ident-unknown", '[[:db/add [:ship/id "SH002"] :ship/status :status/vanished]]',
  '[:find ?st . :where [?s :ship/id "SH002"] [?s :ship/status ?st]]')
w("w-ref-ident-many", '[{:carrier/code :maersk :carrier/partners [[:carrier/code :dhl] [:carrier/uuid #uuid "cccccccc-2222-4333-8444-000000000002"]]}]',
  '[:find ?c :where [?m :carrier/code :maersk] [?m :carrier/partners ?p] [?p :carrier/code ?c]]')
w("w-ref-ident-get-else", '[[:db/retract [:ship/id "SH001"] :ship/status]]',
  '[:find ?id ?st :where [?s :ship/id ?id] [(< ?id "SH003")] [(get-else $ ?s :ship/status 0) ?st]]')
w("w-tuple-homog", '[[:db/add [:wh/code "AMS1"] :wh/loc [1.5 -2.5]]]',
  '[:find ?l . :where [?w :wh/code "AMS1"] [?w :wh/loc ?l]]')
w("w-tuple-homog-long-to-double", '[[:db/add [:wh/code "AMS1"] :wh/loc [1 2]]]',
  '[:find ?c :where [?w :wh/loc [1.0 2.0]] [?w :wh/code ?c]]')
w("w-tuple-hetero", '[{:ship/id "SH001" :ship/mode [:drone 7]}]',
  '[:find ?m . :where [?s :ship/id "SH001"] [?s :ship/mode ?m]]')
w("w-tuple-dims-new", '[{:parcel/barcode "NEW6" :parcel/dims [0 -1 100]}]',
  '[:find ?d . :where [?p :parcel/barcode "NEW6"] [?p :parcel/dims ?d]]')
w("w-tuple-dims-query-eq", '[{:parcel/barcode "NEW6" :parcel/dims [0 -1 100]}]',
  '[:find ?b :where [?p :parcel/dims [0 -1 100]] [?p :parcel/barcode ?b]]')
w("w-same-value", '[{:ship/id "SH001" :ship/priority 1}]',
  '[:find ?p :where [?s :ship/id "SH001"] [?s :ship/priority ?p]]')
w("w-same-value-ref", '[{:ship/id "SH001" :ship/status :status/returned}]',
  '[:find ?i :where [?s :ship/id "SH001"] [?s :ship/status ?x] [?x :db/ident ?i]]')
w("w-same-value-unique", '[{:parcel/barcode "BC00001" :parcel/barcode "BC00001"}]'.replace(' :parcel/barcode "BC00001"}', '}'),
  '[:find (count ?p) . :where [?p :parcel/barcode]]')
w("w-card-one-replace", '[[:db/add [:ship/id "SH001"] :ship/priority 3] [:db/add [:ship/id "SH001"] :ship/priority 4]]',
  '[:find ?p :where [?s :ship/id "SH001"] [?s :ship/priority ?p]]')
w("w-bigint-add", '[{:ship/id "SH001" :ship/declared 123456789012345678901234567890N}]',
  '[:find ?d . :where [?s :ship/id "SH001"] [?s :ship/declared ?d]]')
w("w-bigdec-add", '[{:customs/ref "CD-NEW2" :customs/value -0.000001M :customs/duty 0.00M}]',
  '(pull [:customs/value :customs/duty] [:customs/ref "CD-NEW2"])')
w("w-inst-add", '[{:ship/id "SH001" :ship/window-start #inst "1970-01-01T00:00:00.000-00:00"}]',
  '[:find ?t . :where [?s :ship/id "SH001"] [?s :ship/window-start ?t]]')
w("w-uuid-add", '[{:carrier/code :newc :carrier/uuid #uuid "00000000-0000-0000-0000-000000000000"}]',
  '[:find ?c . :where [?x :carrier/uuid #uuid "00000000-0000-0000-0000-000000000000"] [?x :carrier/code ?c]]')
w("w-empty-string", '[{:wh/code "AMS1" :wh/manager ""}]',
  '[:find ?c :where [?w :wh/manager ""] [?w :wh/code ?c]]')
w("w-unicode-value", '[{:wh/code "Ω1" :wh/name "Ωmega 🚚"}]',
  '[:find ?n ?k :where [?w :wh/code "Ω1"] [?w :wh/name ?n] [(count ?n) ?k]]')
w("w-double-neg-zero", '[{:wh/code "AMS1" :wh/temp -0.0}]',
  '[:find ?c :where [?w :wh/temp 0.0] [?w :wh/code ?c]]')
w("w-long-for-double", '[{:wh/code "AMS1" :wh/temp 5}]',
  '[:find ?t . :where [?w :wh/code "AMS1"] [?w :wh/temp ?t]]')
w("w-empty-tx", "[]", "[:find (count ?s) . :where [?s :ship/id]]")
w("w-empty-map-fields", '[{:ship/id "SH001" :ship/legs []}]',
  '[:find (count ?l) . :where [?s :ship/id "SH001"] [?s :ship/legs ?l]]')

# ---------------- with: errors that should fail
w("we-unique-value-conflict", '[{:ship/id "SHE1" :ship/parcels [{:parcel/barcode "BC00001"}]}]', "[:find (count ?s) . :where [?s :ship/id]]")
w("we-unique-value-list", '[[:db/add [:parcel/barcode "BC00002"] :parcel/barcode "BC00001"]]', "[:find (count ?s) . :where [?s :parcel/barcode]]")
w("we-wrong-type-long", '[{:ship/id "SH001" :ship/priority "high"}]', "[:find ?p . :where [?s :ship/id \"SH001\"] [?s :ship/priority ?p]]")
w("we-wrong-type-bigdec", '[{:customs/ref "CD-002" :customs/value "abc"}]', "[:find ?v . :where [?c :customs/ref \"CD-002\"] [?c :customs/value ?v]]")
w("we-wrong-type-ref", '[{:ship/id "SH001" :ship/status "delivered"}]', "[:find ?st . :where [?s :ship/id \"SH001\"] [?s :ship/status ?st]]")
w("we-unknown-lookup", '[[:db/add [:ship/id "NOPE"] :ship/priority 1]]', "[:find (count ?s) . :where [?s :ship/id]]")
w("we-unknown-lookup-ref-value", '[{:ship/id "SH001" :ship/origin [:wh/code "NOPE"]}]', "[:find (count ?s) . :where [?s :ship/id]]")
w("we-cas-mismatch-ref", '[[:db/cas [:ship/id "SH001"] :ship/status :status/lost :status/delivered]]', "[:find (count ?s) . :where [?s :ship/id]]")
w("we-cas-missing-entity", '[[:db/cas [:ship/id "NOPE"] :ship/priority 1 2]]', "[:find (count ?s) . :where [?s :ship/id]]")
w("we-unknown-attr", '[{:ship/id "SH001" :ship/colour "red"}]', "[:find ?c . :where [?s :ship/id \"SH001\"] [?s :ship/colour ?c]]")
w("we-tuple-arity", '[{:ship/id "SH001" :ship/mode [:air]}]', "[:find ?m . :where [?s :ship/id \"SH001\"] [?s :ship/mode ?m]]")
w("we-tuple-elem-type", '[{:parcel/barcode "BC00001" :parcel/dims [1 "two" 3]}]', "[:find ?d . :where [?p :parcel/barcode \"BC00001\"] [?p :parcel/dims ?d]]")
w("we-identity-conflict-two-maps", '[{:db/id "a" :ship/id "SH001"} {:db/id "a" :ship/id "SH002"}]', "[:find (count ?s) . :where [?s :ship/id]]")
w("we-composite-conflict", '[[:db/add [:ship/id "SH002"] :ship/carrier [:carrier/code :ups]] [:db/add [:ship/id "SH002"] :ship/tracking "TRK0037"]]',
  '[:find ?t :where [?s :ship/id "SH002"] [?s :ship/carrier+tracking ?t]]')
w("we-tempid-value-only", '[{:ship/id "SH001" :ship/origin "nowhere"}]', "[:find (count ?s) . :where [?s :ship/id]]")
w("we-retract-entity-unknown", '[[:db/retractEntity [:ship/id "NOPE"]]]', "[:find (count ?s) . :where [?s :ship/id]]")
w("we-unknown-op", '[[:db/frobnicate [:ship/id "SH001"] :ship/priority 1]]', "[:find (count ?s) . :where [?s :ship/id]]")
w("we-uuid-conflict-new", '[{:ship/id "SHNEW" :ship/uuid #uuid "5555aaaa-2222-4333-8444-000000000001"}]', "[:find (count ?s) . :where [?s :ship/id]]")

# ---------------- with + various reads
w("wr-status-counts-after", '[{:ship/id "SH001" :ship/status :status/lost} {:ship/id "SH002" :ship/status :status/lost}]',
  "[:find ?i (count ?s) :where [?s :ship/status ?x] [?x :db/ident ?i] [?x :status/final true]]")
w("wr-rule-after-add", '[[:db/add [:wh/code "MOW1"] :wh/next [:wh/code "SYD1"]]]',
  f'(q [:find ?c :in $ % :where [?a :wh/code "MOW1"] (reach ?a ?b) [?b :wh/code ?c]] $ {RROUTE})')
w("wr-rule-after-retract", '[[:db/retract [:wh/code "LHR1"] :wh/next [:wh/code "AMS1"]]]',
  f'(q [:find ?c :in $ % :where [?a :wh/code "SAO1"] (reach ?a ?b) [?b :wh/code ?c]] $ {RROUTE})')
w("wr-agg-after-cas", '[[:db/cas [:customs/ref "CD-002"] :customs/value 99.99M 0.01M]]',
  "[:find (sum ?v) . :where [_ :customs/value ?v]]")
w("wr-pull-recursion-new-cycle", '[[:db/add [:leg/id 40] :leg/next [:leg/id 31]]]',
  "(pull [:leg/id {:leg/next ...}] [:leg/id 38])")
w("wr-not-after-retract", '[[:db/retract [:ship/id "SH002"] :ship/customs]]',
  '[:find ?id :where [?s :ship/id ?id] [(< ?id "SH005")] (not [?s :ship/customs _])]')
w("wr-component-orphan", '[[:db/retract [:ship/id "SH002"] :ship/customs [:customs/ref "CD-002"]]]',
  '(pull [:customs/ref {:ship/_customs [:ship/id]}] [:customs/ref "CD-002"])')
w("wr-get-else-after", '[[:db/retract [:wh/code "AMS1"] :wh/manager]]',
  '[:find ?m . :where [?w :wh/code "AMS1"] [(get-else $ ?w :wh/manager "vacant") ?m]]')
w("wr-keys-after", '[{:db/id "n" :wh/code "NEWW" :wh/capacity 1}]',
  "[:find ?c ?k :keys code cap :where [?w :wh/capacity ?k] [(< ?k 2)] [?w :wh/code ?c]]")
w("wr-input-after", '[{:ship/id "SHQ" :ship/status :status/held}]',
  "(q [:find ?id :in $ ?st :where [?s :ship/status ?st] [?s :ship/id ?id] [(> ?id \"SH060\")]] $ :status/held)")
w("wr-order-after", '[{:wh/code "AAA0" :wh/capacity 99999}]',
  "[:find ?c ?k :where [?w :wh/capacity ?k] [?w :wh/code ?c] :order-by [?k :desc] :limit 2]")
w("wr-median-after", '[{:leg/id 500 :leg/hours 1000}]', "[:find (median ?h) . :where [_ :leg/hours ?h]]")
w("wr-reverse-pull-after", '[{:ship/id "SHR" :ship/status :status/lost}]', "(pull [(:ship/_status :limit 100)] :status/lost)")
w("wr-ident-pull-after", '[{:db/ident :cstat/banned :status/label "Banned"}]', "(pull [:db/ident :status/label] :cstat/banned)")
w("wr-wildcard-after-components", '[{:ship/id "SHW" :ship/parcels [{:parcel/barcode "W1"}] :ship/customs {:customs/ref "CW"}}]',
  '(pull [:ship/id {:ship/parcels [*]} {:ship/customs [:customs/ref]}] [:ship/id "SHW"])')
w("wr-retract-component-then-pull", '[[:db/retractEntity [:ship/id "SH002"]]]', '(pull [*] [:parcel/barcode "BC00002"])')
w("wr-retract-entity-pull-self", '[[:db/retractEntity [:ship/id "SH002"]]]', '(pull [*] [:ship/id "SH002"])')

# ---------------- errors (deliberate)
add("e-unknown-fn", "[:find ?x :where [_ :wh/code ?c] [(frobnicate ?c) ?x]]")
add("e-unbound-pred", "[:find ?c :where [?w :wh/code ?c] [(> ?zz 1)]]")
add("e-find-unbound", "[:find ?c ?zz :where [?w :wh/code ?c]]")
add("e-bad-lookup", '(pull [*] [:ship/id])')
add("e-lookup-nonunique", '(pull [*] [:wh/city "Paris"])')
add("e-lookup-nothing-input", '(q [:find ?n :in $ ?w :where [?w :wh/name ?n]] $ [:wh/code "ZZZ"])')
add("e-too-few-inputs", "(q [:find ?c :in $ ?x :where [?w :wh/code ?c]] $)")
add("e-unknown-rule", "[:find ?c :in $ % :where (nope ?c)]".replace("[:find ?c :in $ % :where (nope ?c)]", "(q [:find ?c :in $ % :where (nope ?c)] $ [[(other ?x) [?x :wh/code _]]])"))
add("e-or-unequal", "[:find ?c :where [?w :wh/code ?c] (or [?w :wh/open true] [?z :wh/open false])]")
add("e-div-zero", "[:find ?x . :where [(ground 1) ?a] [(/ ?a 0) ?x]]")
add("e-subs-range", "[:find ?x :where [_ :wh/code ?c] [(subs ?c 2 10) ?x]]")
add("e-pull-bad-pattern", '(pull [{:ship/status}] [:ship/id "SH001"])')
add("e-bad-agg", "[:find (frob ?c) :where [_ :wh/code ?c]]")
add("e-not-join-unbound", "[:find ?c :where [?w :wh/code ?c] (not-join [?q] [?q :wh/open true])]")
add("e-ident-unknown-input", "(q [:find ?id :in $ ?st :where [?s :ship/status ?st] [?s :ship/id ?id]] $ :status/vanished)")
add("e-ident-unknown-pattern", "[:find ?id :where [?s :ship/status :status/vanished] [?s :ship/id ?id]]")
add("e-pull-ident-unknown", "(pull [*] :status/vanished)")
add("e-with-bad-find", '(with [{:ship/id "SH001"}] [:find ?x :where])')
add("e-keys-count", "[:find ?a ?b :keys a :where [?w :wh/code ?a] [?w :wh/city ?b]]")

# ---------------- parameterised: a status move per status (kept small: the corpus is sized to 450)
STS = ["pending", "in-transit", "held", "delivered", "lost", "returned"]
for st in STS:
    w(f"ps-with-move/{st}", f'[{{:ship/id "SH010" :ship/status :status/{st}}}]',
      "[:find ?i . :where [?s :ship/id \"SH010\"] [?s :ship/status ?x] [?x :db/ident ?i]]")

with open(os.path.join(HERE, "queries.edn"), "w") as f:
    for n, t in E:
        f.write(f";; @ {n}\n{t}\n\n")
names = [n for n, _ in E]
assert len(names) == len(set(names)), [n for n in names if names.count(n) > 1]
print(len(E), "entries")
