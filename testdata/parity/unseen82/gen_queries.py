#!/usr/bin/env python3
"""Writes queries.edn of unseen82 (hospital laboratory). Deterministic."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
Q = []
def e(name, text): Q.append((name, text.strip()))

RULES_SUP = """[[(chain ?a ?b) [?a :clin/supervisor ?b]]
  [(chain ?a ?b) [?a :clin/supervisor ?x] (chain ?x ?b)]]"""
RULES_LINK = """[[(lnk ?a ?b) [?a :pat/linked ?b]]
  [(lnk ?a ?b) [?a :pat/linked ?x] (lnk ?x ?b)]]"""
RULES_ABN = """[[(abnormal ?r) [?r :res/flag :H]]
  [(abnormal ?r) [?r :res/flag :L]]
  [(abnormal ?r) [?r :res/critical true]]]"""
RULES_INRANGE = """[[(in-range ?r) [?r :res/value ?v] [?r :res/test ?t] [?t :test/range ?rg]
   [(untuple ?rg) [?lo ?hi]] [(<= ?lo ?v)] [(<= ?v ?hi)]]]"""
RULES_MUT = """[[(even-hop ?a ?b) [(identity ?a) ?b]]
  [(even-hop ?a ?b) [?a :clin/supervisor ?x] (odd-hop ?x ?b)]
  [(odd-hop ?a ?b) [?a :clin/supervisor ?x] (even-hop ?x ?b)]]"""
I1 = '#inst "2026-02-01T00:00:00.000-00:00"'
I2 = '#inst "2026-04-01T00:00:00.000-00:00"'

# ---------- basics
e("b-pat-count", "[:find (count ?p) . :where [?p :pat/mrn]]")
e("b-mrn-names", "[:find ?m ?n :where [?p :pat/mrn ?m] [?p :pat/name ?n]]")
e("b-empty-name", '[:find ?m :where [?p :pat/name ""] [?p :pat/mrn ?m]]')
e("b-unicode-name", '[:find ?m . :where [?p :pat/name "Chen Wei 陈伟"] [?p :pat/mrn ?m]]')
e("b-tests-units", "[:find ?c ?u :where [?t :test/code ?c] [?t :test/unit ?u]]")
e("b-test-range", "[:find ?c ?r :where [?t :test/code ?c] [?t :test/range ?r]]")
e("b-test-loinc", "[:find ?c ?l :where [?t :test/code ?c] [?t :test/loinc ?l]]")
e("b-loinc-const", '[:find ?c . :where [?t :test/loinc ["718-7" 7]] [?t :test/code ?c]]')
e("b-range-const", "[:find ?c :where [?t :test/range [3.5 5.1]] [?t :test/code ?c]]")
e("b-prices", "[:find ?c ?p :where [?t :test/code ?c] [?t :test/price ?p]]")
e("b-price-zero", "[:find ?c :where [?t :test/price 0.00M] [?t :test/code ?c]]")
e("b-price-whole", "[:find ?c :where [?t :test/price 15M] [?t :test/code ?c]]")
e("b-balance-all", "[:find ?m ?b :where [?p :pat/mrn ?m] [?p :pat/balance ?b]]")
e("b-balance-neg", "[:find ?m :where [?p :pat/balance ?b] [(neg? ?b)] [?p :pat/mrn ?m]]")
e("b-balance-exp", "[:find ?m ?b :where [?p :pat/balance ?b] [(== ?b 100)] [?p :pat/mrn ?m]]")
e("b-insurance", "[:find ?m ?i :where [?p :pat/insurance ?i] [?p :pat/mrn ?m]]")
e("b-insurance-big", "[:find (count ?p) . :where [?p :pat/insurance ?i] [(> ?i 1000000000000000000)]]")
e("b-uuid-lookup", '[:find ?m . :where [?p :pat/uuid #uuid "000000aa-0000-4000-8000-000000000007"] [?p :pat/mrn ?m]]')
e("b-no-uuid", "[:find ?m :where [?p :pat/mrn ?m] [(missing? $ ?p :pat/uuid)]]")
e("b-deceased-true", "[:find ?m :where [?p :pat/deceased true] [?p :pat/mrn ?m]]")
e("b-deceased-false-count", "[:find (count ?p) . :where [?p :pat/deceased false]]")
e("b-allergies", "[:find ?m ?a :where [?p :pat/allergies ?a] [?p :pat/mrn ?m]]")
e("b-allergy-empty", '[:find (count ?p) . :where [?p :pat/allergies ""]]')
e("b-spec-empty-barcode", '[:find ?t . :where [?s :spec/barcode ""] [?s :spec/type ?t]]')
e("b-spec-types", "[:find ?t (count ?s) :where [?s :spec/type ?t]]")
e("b-neg-zero-volume", "[:find ?b :where [?s :spec/volume -0.0] [?s :spec/barcode ?b]]")
e("b-zero-volume", "[:find ?b :where [?s :spec/volume 0.0] [?s :spec/barcode ?b]]")
e("b-order-zero-id", "[:find ?pr . :where [?o :order/id 0] [?o :order/priority ?pr]]")
e("b-hemolyzed", "[:find (count ?s) . :where [?s :spec/hemolyzed true]]")
e("b-critical-count", "[:find ?c (count ?r) :where [?r :res/critical ?c]]")
e("b-flags", "[:find ?f (count ?r) :where [?r :res/flag ?f]]")
e("b-comments", "[:find ?c (count ?r) :where [?r :res/comment ?c]]")
e("b-res-key", "[:find (count ?k) . :where [?r :res/key ?k]]")
e("b-panel-tests", "[:find ?pc ?tc :where [?pn :panel/code ?pc] [?pn :panel/tests ?t] [?t :test/code ?tc]]")
e("b-panel-empty-name", '[:find ?pc . :where [?pn :panel/name ""] [?pn :panel/code ?pc]]')
e("b-self-supervisor", "[:find ?n :where [?c :clin/supervisor ?c] [?c :clin/name ?n]]")
e("b-self-linked", "[:find ?m :where [?p :pat/linked ?p] [?p :pat/mrn ?m]]")
e("b-no-supervisor", "[:find ?n :where [?c :clin/name ?n] (not [?c :clin/supervisor _])]")
e("b-items-count", "[:find (count ?i) . :where [?o :order/items ?i]]")
e("b-item-status", "[:find ?s (count ?i) :where [?i :item/status ?s]]")
e("b-order-notes", "[:find ?id ?n :where [?o :order/note ?n] [?o :order/id ?id]]")
e("b-ident-attr", "[:find ?a . :where [?e :db/ident :res/flag] [?e :db/valueType ?a]]")
e("b-test-lookup-ref", "(q [:find ?n . :in $ ?t :where [?t :test/name ?n]] $ [:test/code :hgb])")
e("b-test-ident-as-code", "(q [:find ?n :in $ ?c :where [?t :test/code ?c] [?t :test/name ?n]] $ :lac)")
e("b-spec-barcode-lookup", '(q [:find ?m . :in $ ?s :where [?s :spec/patient ?p] [?p :pat/mrn ?m]] $ [:spec/barcode "BC-009973"])')
e("b-order-lookup-long", "(q [:find ?pr . :in $ ?o :where [?o :order/priority ?pr]] $ [:order/id 5007])")
e("b-res-key-lookup", "[:find ?v . :where [?s :spec/barcode \"BC-009973\"] [?t :test/code :k] [?r :res/key [?s ?t]] [?r :res/value ?v]]")

# ---------- ranges with untuple
e("rng-flag-check", """[:find ?r ?v ?lo ?hi ?f :where [?r :res/value ?v] [?r :res/test ?t] [?t :test/range ?rg]
 [(untuple ?rg) [?lo ?hi]] [?r :res/flag ?f] [(< ?v ?lo)]]""")
e("rng-above", """[:find (count ?r) . :where [?r :res/value ?v] [?r :res/test ?t] [?t :test/range ?rg]
 [(untuple ?rg) [_ ?hi]] [(> ?v ?hi)]]""")
e("rng-within", """[:find (count ?r) . :where [?r :res/value ?v] [?r :res/test ?t] [?t :test/range ?rg]
 [(untuple ?rg) [?lo ?hi]] [(<= ?lo ?v ?hi)]]""")
e("rng-flag-mismatch", """[:find ?r :where [?r :res/value ?v] [?r :res/test ?t] [?t :test/range ?rg]
 [(untuple ?rg) [?lo ?hi]] [?r :res/flag :N] [(or (< ?v ?lo) (> ?v ?hi))]]""")
e("rng-flag-mismatch2", """[:find (count ?r) . :where [?r :res/value ?v] [?r :res/test ?t] [?t :test/range ?rg]
 [(untuple ?rg) [?lo ?hi]] [?r :res/flag :N] (or [(< ?v ?lo)] [(> ?v ?hi)])]""")
e("rng-nth", """[:find ?c ?lo :where [?t :test/code ?c] [?t :test/range ?rg] [(nth ?rg 0) ?lo]]""")
e("rng-first-second", """[:find ?c ?w :where [?t :test/code ?c] [?t :test/range ?rg] [(first ?rg) ?lo] [(second ?rg) ?hi] [(- ?hi ?lo) ?w]]""")
e("rng-width-max", """[:find (max ?w) . :where [?t :test/range ?rg] [(untuple ?rg) [?lo ?hi]] [(- ?hi ?lo) ?w]]""")
e("rng-loinc-parts", """[:find ?c ?s ?n :where [?t :test/code ?c] [?t :test/loinc ?l] [(untuple ?l) [?s ?n]] [(neg? ?n)]]""")
e("rng-loinc-str", """[:find ?c ?x :where [?t :test/code ?c] [?t :test/loinc ?l] [(untuple ?l) [?s ?n]] [(str ?s "/" ?n) ?x] [(< ?n 4)]]""")
e("rng-tuple-build", """[:find ?c ?tp :where [?t :test/code ?c] [?t :test/critical-low ?a] [?t :test/critical-high ?b] [(tuple ?a ?b) ?tp]]""")
e("rng-dist-from-mid", """[:find ?r ?d :where [?r :res/test ?t] [?t :test/code :k] [?r :res/value ?v] [?t :test/range ?rg]
 [(untuple ?rg) [?lo ?hi]] [(+ ?lo ?hi) ?s] [(/ ?s 2) ?mid] [(- ?v ?mid) ?d0] [(abs ?d0) ?d]]""")
e("rng-range-pred-tuple", "[:find ?c :where [?t :test/range ?rg] [(> ?rg [10.0 0.0])] [?t :test/code ?c]]")
e("rng-critical-low", """[:find ?r ?v :where [?r :res/value ?v] [?r :res/test ?t] [?t :test/critical-low ?cl] [(< ?v ?cl)]]""")
e("rng-critical-any", """[:find (count ?r) . :where [?r :res/value ?v] [?r :res/test ?t]
 (or-join [?v ?t] (and [?t :test/critical-low ?cl] [(< ?v ?cl)]) (and [?t :test/critical-high ?ch] [(> ?v ?ch)]))]""")
e("rng-crit-vs-flag", """[:find ?r :where [?r :res/critical true] [?r :res/value ?v] [?r :res/test ?t]
 (not-join [?v ?t] [?t :test/critical-high ?ch] [(> ?v ?ch)])
 (not-join [?v ?t] [?t :test/critical-low ?cl] [(< ?v ?cl)])]""")
e("rng-rule-in-range", "(q [:find (count ?r) . :in $ % :where [?r :res/value] (in-range ?r)] $ " + RULES_INRANGE + ")")
e("rng-rule-not-in-range", "(q [:find (count ?r) . :in $ % :where [?r :res/value] (not (in-range ?r))] $ " + RULES_INRANGE + ")")
e("rng-zero-values", "[:find ?r ?c :where [?r :res/value 0.0] [?r :res/test ?t] [?t :test/code ?c]]")
e("rng-negative-values", "[:find ?c ?v :where [?r :res/value ?v] [(neg? ?v)] [?r :res/test ?t] [?t :test/code ?c]]")
e("rng-ph-exact", "[:find ?v :where [?t :test/code :ph] [?r :res/test ?t] [?r :res/value ?v]]")

# ---------- get-else defaults
e("ge-flag-default", "[:find ?r ?f :where [?r :res/value] [(get-else $ ?r :res/flag :unflagged) ?f] [(= ?f :unflagged)]]")
e("ge-crit-default", "[:find ?c (count ?r) :where [?r :res/value] [(get-else $ ?r :res/critical false) ?c]]")
e("ge-crithigh-default", "[:find ?c ?h :where [?t :test/code ?c] [(get-else $ ?t :test/critical-high ##Inf) ?h]]")
e("ge-critlow-default", "[:find ?c ?l :where [?t :test/code ?c] [(get-else $ ?t :test/critical-low -1.0) ?l]]")
e("ge-volume-default", "[:find (sum ?v) . :where [?s :spec/barcode] [(get-else $ ?s :spec/volume 0.0) ?v]]")
e("ge-note-default", '[:find ?id ?n :where [?o :order/id ?id] [(get-else $ ?o :order/note "—") ?n] [(< ?id 5012)]]')
e("ge-weight-default", "[:find ?m ?w :where [?p :pat/mrn ?m] [(get-else $ ?p :pat/weight -999.0) ?w] [(< ?w 1.0)]]")
e("ge-clin-default", '[:find ?id ?c :where [?o :order/id ?id] [(get-else $ ?o :order/clinician "none") ?c] [(string? ?c)]]')
e("ge-balance-default", "[:find ?m ?b :where [?p :pat/mrn ?m] [(get-else $ ?p :pat/insurance 0N) ?b] [(zero? ?b)] [?p :pat/sex :f]]")
e("ge-some", "[:find ?c ?a ?v :where [?t :test/code ?c] [(get-some $ ?t :test/critical-low :test/critical-high) [?a ?v]]]")
e("ge-resulted-default", '[:find (count ?r) . :where [?r :res/value] [(get-else $ ?r :res/resulted #inst "1970-01-01T00:00:00.000-00:00") ?i] [(= ?i #inst "1970-01-01T00:00:00.000-00:00")]]')
e("ge-deceased", "[:find ?d (count ?p) :where [?p :pat/mrn] [(get-else $ ?p :pat/deceased :unknown) ?d]]")
e("ge-missing-many-err", "[:find ?m :where [?p :pat/mrn ?m] [(get-else $ ?p :pat/allergies \"none\") ?a]]")

# ---------- latest result per patient/test
e("lat-max-resulted", """[:find ?m ?c (max ?i) :where [?r :res/specimen ?s] [?s :spec/patient ?p] [?p :pat/mrn ?m]
 [?r :res/test ?t] [?t :test/code ?c] [?r :res/resulted ?i] [(< ?m "MRN00300")]]""")
e("lat-join-back", """[:find ?m ?c ?v :where
 [(q [:find ?p ?t (max ?i) :where [?r :res/specimen ?s] [?s :spec/patient ?p] [?r :res/test ?t] [?r :res/resulted ?i]] $) [[?p ?t ?last]]]
 [?s :spec/patient ?p] [?r :res/specimen ?s] [?r :res/test ?t] [?r :res/resulted ?last] [?r :res/value ?v]
 [?p :pat/mrn ?m] [?t :test/code ?c] [(contains? #{:k :na :glu} ?c)]]""")
e("lat-latest-spec", """[:find ?m ?latest :where [?s :spec/patient ?p] [?p :pat/mrn ?m]
 [(q [:find (max ?c) . :in $ ?p :where [?x :spec/patient ?p] [?x :spec/collected ?c]] $ ?p) ?latest] [(< ?m "MRN00200")]]""")
e("lat-latest-per-test", """[:find ?c (max ?i) (min ?i) :where [?r :res/test ?t] [?t :test/code ?c] [?r :res/resulted ?i]]""")
e("lat-not-newer", """[:find ?m ?v :where [?t :test/code :glu] [?r :res/test ?t] [?r :res/value ?v] [?r :res/resulted ?i]
 [?r :res/specimen ?s] [?s :spec/patient ?p] [?p :pat/mrn ?m]
 (not-join [?p ?t ?i] [?s2 :spec/patient ?p] [?r2 :res/specimen ?s2] [?r2 :res/test ?t] [?r2 :res/resulted ?i2] [(> ?i2 ?i)])]""")
e("lat-max-value-per-pat", """[:find ?m (max ?v) :with ?r :where [?t :test/code :k] [?r :res/test ?t] [?r :res/value ?v]
 [?r :res/specimen ?s] [?s :spec/patient ?p] [?p :pat/mrn ?m]]""")
e("lat-inst-compare", """[:find ?b :where [?s :spec/collected ?c] [?s :spec/barcode ?b] [(> ?c #inst "2026-06-20T00:00:00.000-00:00")]]""")

# ---------- time windows
e("tw-between", f"(q [:find (count ?s) . :in $ ?from ?to :where [?s :spec/collected ?c] [(>= ?c ?from)] [(< ?c ?to)]] $ {I1} {I2})")
e("tw-tuple", f"(q [:find ?b :in $ [?from ?to] :where [?s :spec/collected ?c] [(<= ?from ?c ?to)] [?s :spec/type :csf] [?s :spec/barcode ?b]] $ [{I1} {I2}])")
e("tw-orders-stat", f"(q [:find ?id ?pl :in $ ?from :where [?o :order/placed ?pl] [(> ?pl ?from)] [?o :order/priority :stat] [?o :order/id ?id]] $ {I2})")
e("tw-turnaround", """[:find ?r ?mins :where [?r :res/resulted ?ri] [?r :res/specimen ?s] [?s :spec/collected ?ci]
 [(.getTime ?ri) ?a] [(.getTime ?ci) ?b] [(- ?a ?b) ?ms] [(quot ?ms 60000) ?mins] [(> ?mins 100)]]""")
e("tw-turnaround-avg", """[:find ?ty (avg ?mins) :where [?r :res/resulted ?ri] [?r :res/specimen ?s] [?s :spec/collected ?ci] [?s :spec/type ?ty]
 [(.getTime ?ri) ?a] [(.getTime ?ci) ?b] [(- ?a ?b) ?ms] [(/ ?ms 60000) ?mins]]""")
e("tw-before-collect", """[:find (count ?r) . :where [?r :res/resulted ?ri] [?r :res/specimen ?s] [?s :spec/collected ?ci] [(< ?ri ?ci)]]""")
e("tw-dob-old", '[:find ?m :where [?p :pat/dob ?d] [(< ?d #inst "1940-01-01T00:00:00.000-00:00")] [?p :pat/mrn ?m]]')
e("tw-dob-year", '[:find ?y (count ?p) :where [?p :pat/dob ?d] [(.getYear ?d) ?y0] [(+ ?y0 1900) ?y] [(< ?y 1960)]]')
e("tw-inst-coll", f'(q [:find ?b :in $ [?c ...] :where [?s :spec/collected ?c] [?s :spec/barcode ?b]] $ [#inst "2026-01-01T00:00:00.000-00:00" #inst "2026-02-04T05:11:00.000-00:00" #inst "2026-03-07T10:22:00.000-00:00"])')
e("tw-month-group", """[:find ?mo (count ?s) :where [?s :spec/collected ?c] [(.getMonth ?c) ?mo]]""")
e("tw-format-date", """[:find ?b ?d :where [?s :spec/type :csf] [?s :spec/collected ?c] [?s :spec/barcode ?b] [(format "%tF" ?c) ?d]]""")
e("tw-rel-windows", f"""(q [:find ?lbl (count ?s) :in $ [[?lbl ?from ?to]] :where [?s :spec/collected ?c] [(>= ?c ?from)] [(< ?c ?to)]] $
 [["Q1" #inst "2026-01-01T00:00:00.000-00:00" #inst "2026-04-01T00:00:00.000-00:00"] ["Q2" #inst "2026-04-01T00:00:00.000-00:00" #inst "2026-07-01T00:00:00.000-00:00"] ["none" {I2} {I1}]])""")

# ---------- panels with not-join
e("pn-missing-tests", """[:find ?id ?tc :where [?o :order/panel ?pn] [?o :order/id ?id] [?pn :panel/tests ?t] [?t :test/code ?tc]
 (not-join [?o ?t] [?o :order/items ?i] [?i :item/test ?t]) [(< ?id 5010)]]""")
e("pn-complete-orders", """[:find (count ?o) . :where [?o :order/panel ?pn] [?pn :panel/tests]
 (not-join [?o ?pn] [?pn :panel/tests ?t] (not-join [?o ?t] [?o :order/items ?i] [?i :item/test ?t]))]""")
e("pn-done-all", """[:find ?id :where [?o :order/id ?id] [?o :order/items]
 (not-join [?o] [?o :order/items ?i] [?i :item/status ?s] [(not= ?s :done)])]""")
e("pn-no-items", "[:find ?id :where [?o :order/id ?id] (not [?o :order/items])]")
e("pn-size", "[:find ?pc (count ?t) :where [?pn :panel/code ?pc] [?pn :panel/tests ?t]]")
e("pn-size-zero", "[:find ?pc ?n :where [?pn :panel/code ?pc] [(get-else $ ?pn :panel/tests 0) ?n]]")
e("pn-shared-tests", """[:find ?a ?b ?tc :where [?x :panel/tests ?t] [?y :panel/tests ?t] [?x :panel/code ?a] [?y :panel/code ?b] [(< (str ?a) (str ?b))] [?t :test/code ?tc]]""")
e("pn-shared-tests2", """[:find ?a ?b ?tc :where [?x :panel/tests ?t] [?y :panel/tests ?t] [?x :panel/code ?a] [?y :panel/code ?b] [(str ?a) ?sa] [(str ?b) ?sb] [(< ?sa ?sb)] [?t :test/code ?tc]]""")
e("pn-no-results-for-test", """[:find ?c :where [?t :test/code ?c] (not [_ :res/test ?t])]""")
e("pn-untested-panel-tests", """[:find ?pc ?c :where [?pn :panel/code ?pc] [?pn :panel/tests ?t] [?t :test/code ?c] (not-join [?t] [?r :res/test ?t] [?r :res/flag :H])]""")
e("pn-price-sum", "[:find ?pc (sum ?p) :where [?pn :panel/code ?pc] [?pn :panel/tests ?t] [?t :test/price ?p]]")
e("pn-price-sum-with", "[:find ?pc (sum ?p) :with ?t :where [?pn :panel/code ?pc] [?pn :panel/tests ?t] [?t :test/price ?p]]")
e("pn-in-panel-input", "(q [:find ?c :in $ ?pc :where [?pn :panel/code ?pc] [?pn :panel/tests ?t] [?t :test/code ?c]] $ :sepsis)")
e("pn-cancelled-items", """[:find ?id ?tc :where [?o :order/items ?i] [?i :item/status :cancelled] [?i :item/test ?t] [?t :test/code ?tc] [?o :order/id ?id] [(> ?id 5040)]]""")

# ---------- or-join flags
e("oj-abnormal-count", """[:find (count ?r) . :where [?r :res/value] (or-join [?r] [?r :res/flag :H] [?r :res/flag :L] [?r :res/critical true])]""")
e("oj-abnormal-rule", "(q [:find (count ?r) . :in $ % :where [?r :res/value] (abnormal ?r)] $ " + RULES_ABN + ")")
e("oj-abnormal-by-pat", """(q [:find ?m (count-distinct ?r) :in $ % :where [?r :res/specimen ?s] [?s :spec/patient ?p] [?p :pat/mrn ?m] (abnormal ?r) [(< ?m "MRN00150")]] $ """ + RULES_ABN + ")")
e("oj-flag-or-comment", """[:find ?r :where [?r :res/value] (or-join [?r] (and [?r :res/flag :H] [?r :res/critical true]) [?r :res/comment "clotted"])]""")
e("oj-or-simple", "[:find (count ?r) . :where (or [?r :res/flag :L] [?r :res/flag :H])]")
e("oj-or-and", """[:find ?b :where [?s :spec/barcode ?b] (or (and [?s :spec/type :csf] [?s :spec/hemolyzed true]) (and [?s :spec/type :urine] [?s :spec/volume 0.0]))]""")
e("oj-stat-or-crit", """[:find ?id :where [?o :order/id ?id] [?o :order/patient ?p]
 (or-join [?o ?p] [?o :order/priority :stat] (and [?s :spec/patient ?p] [?r :res/specimen ?s] [?r :res/critical true]))]""")
e("oj-not-flagged", "[:find (count ?r) . :where [?r :res/value] (not-join [?r] (or [?r :res/flag :H] [?r :res/flag :L]))]")
e("oj-unequal-err", "[:find ?r :where (or [?r :res/flag :H] [?x :res/critical true])]")
e("oj-pred-in-or", """[:find (count ?r) . :where [?r :res/value ?v] (or [(< ?v 0.0)] [(> ?v 500.0)])]""")

# ---------- :keys / :strs / :syms
e("k-report", """[:find ?mrn ?code ?value ?flag :keys mrn test value flag :where [?r :res/value ?value] [?r :res/test ?t] [?t :test/code ?code]
 [?r :res/flag ?flag] [(= ?flag :H)] [?r :res/critical true] [?r :res/specimen ?s] [?s :spec/patient ?p] [?p :pat/mrn ?mrn]]""")
e("k-strs", """[:find ?c ?n :strs code name :where [?t :test/code ?c] [?t :test/name ?n] [?t :test/unit :mmol_L]]""")
e("k-syms", """[:find ?c ?p :syms code price :where [?t :test/code ?c] [?t :test/price ?p] [(> ?p 10)]]""")
e("k-agg", """[:find ?c (count ?r) (avg ?v) :keys test n mean :where [?r :res/test ?t] [?t :test/code ?c] [?r :res/value ?v]]""")
e("k-scalar-err", "[:find ?c . :keys c :where [?t :test/code ?c]]")
e("k-count-mismatch", "[:find ?c ?n :keys c :where [?t :test/code ?c] [?t :test/name ?n]]")
e("k-pull", """[:find (pull ?t [:test/code :test/unit]) ?p :keys t price :where [?t :test/price ?p] [(< ?p 6)]]""")
e("k-ns-keys", """[:find ?c ?u :keys test/code test/unit :where [?t :test/code ?c] [?t :test/unit ?u] [?t :test/unit :g_dL]]""")

# ---------- pulls
e("pl-order-nested", "(pull [:order/id :order/priority {:order/items [:item/seq :item/status {:item/test [:test/code]}]}] [:order/id 5001])")
e("pl-order-default", "(pull [:order/id [:order/note :default \"n/a\"] [:order/charge :default 0M] {:order/clinician [:clin/name]}] [:order/id 5005])")
e("pl-order-wild", "(pull [*] [:order/id 5010])")
e("pl-order-wild-nested", "(pull [* {:order/items [*]}] [:order/id 5002])")
e("pl-patient-rev", "(pull [:pat/mrn {:spec/_patient [:spec/barcode :spec/type]}] [:pat/mrn \"MRN00037\"])")
e("pl-patient-rev-limit", "(pull [:pat/mrn [:spec/_patient :limit 2]] [:pat/mrn \"MRN00037\"])")
e("pl-as", "(pull [[:pat/mrn :as \"mrn\"] [:pat/name :as :name] [:pat/weight :as :kg :default -1.0]] [:pat/mrn \"MRN00185\"])")
e("pl-sup-recursion", "(pull [:clin/name {:clin/supervisor ...}] [:clin/npi \"NPI1007\"])")
e("pl-sup-recursion-2", "(pull [:clin/name {:clin/supervisor 2}] [:clin/npi \"NPI1008\"])")
e("pl-sup-cycle", "(pull [:clin/name {:clin/supervisor ...}] [:clin/npi \"NPI1001\"])")
e("pl-sup-self", "(pull [:clin/name {:clin/supervisor ...}] [:clin/npi \"NPI1000\"])")
e("pl-linked-cycle", "(pull [:pat/mrn {:pat/linked ...}] [:pat/mrn \"MRN00148\"])")
e("pl-rev-sup", "(pull [:clin/name {:clin/_supervisor [:clin/name]}] [:clin/npi \"NPI1003\"])")
e("pl-panel-tests", "(pull [:panel/name {:panel/tests [:test/code :test/range]}] [:panel/code :bmp])")
e("pl-panel-limit", "(pull [:panel/name [:panel/tests :limit 2]] [:panel/code :bmp])")
e("pl-empty-panel", "(pull [:panel/name [:panel/tests :default []]] [:panel/code :empty])")
e("pl-test-rev-results-limit", "(pull [:test/code {[:res/_test :limit 3] [:res/value]}] [:test/code :ph])")
e("pl-find-pull", """[:find (pull ?o [:order/id {:order/patient [:pat/mrn]} {:order/panel [:panel/code]}]) :where [?o :order/priority :stat] [?o :order/id ?id] [(< ?id 5012)]]""")
e("pl-find-pull-items", """[:find (pull ?i [:item/seq {:item/test [:test/code]} {:order/_items [:order/id]}]) :where [?i :item/status :cancelled] [?i :item/test ?t] [?t :test/code :glu]]""")
e("pl-res-key", "[:find (pull ?r [:res/key :res/value]) . :where [?r :res/uuid #uuid \"000000bb-0000-4000-8000-000000000003\"]]")
e("pl-res-uuid-notunique", "(pull [:res/value] [:res/uuid #uuid \"000000bb-0000-4000-8000-000000000003\"])")
e("pl-result-by-key", "[:find (pull ?r [:res/value :res/flag]) . :where [?s :spec/barcode \"BC-009973\"] [?r :res/specimen ?s] [?r :res/test ?t] [?t :test/code :hgb]]")
e("pl-missing", "(pull [:pat/mrn] [:pat/mrn \"NOPE\"])")
e("pl-bad-pattern", "(pull [:pat/mrn {:pat/linked}] [:pat/mrn \"MRN00148\"])")
e("pl-item-component-rev", "[:find (pull ?i [:item/seq {:order/_items [:order/id :order/priority]}]) :where [?i :item/seq 5]]")
e("pl-xform-limit-default", "(pull [[:pat/allergies :limit 1] [:pat/deceased :default :unknown]] [:pat/mrn \"MRN00037\"])")
e("pl-db-id", "(pull [:db/id] [:test/code :ph])")
e("pl-coll-find", """[:find [(pull ?t [:test/code]) ...] :where [?t :test/critical-low ?x] [(> ?x 100)]]""")

# ---------- aggregates
e("ag-count-distinct-pat", "[:find (count-distinct ?p) . :where [?s :spec/patient ?p]]")
e("ag-median-k", "[:find (median ?v) . :where [?t :test/code :k] [?r :res/test ?t] [?r :res/value ?v]]")
e("ag-variance-glu", "[:find (variance ?v) . :where [?t :test/code :glu] [?r :res/test ?t] [?r :res/value ?v]]")
e("ag-stddev-per-test", "[:find ?c (stddev ?v) :where [?r :res/test ?t] [?t :test/code ?c] [?r :res/value ?v]]")
e("ag-min3-max3", "[:find ?c (min 3 ?v) (max 3 ?v) :where [?r :res/test ?t] [?t :test/code ?c] [?r :res/value ?v]]")
e("ag-distinct-flags", "[:find ?c (distinct ?f) :where [?r :res/test ?t] [?t :test/code ?c] [?r :res/flag ?f]]")
e("ag-sum-with", "[:find ?c (sum ?v) :with ?r :where [?r :res/test ?t] [?t :test/code ?c] [?r :res/value ?v]]")
e("ag-sum-without", "[:find ?c (sum ?v) :where [?r :res/test ?t] [?t :test/code ?c] [?r :res/value ?v]]")
e("ag-count-with", "[:find ?ty (count ?v) :with ?s :where [?s :spec/type ?ty] [?s :spec/volume ?v]]")
e("ag-avg-volume", "[:find ?ty (avg ?v) :where [?s :spec/type ?ty] [?s :spec/volume ?v]]")
e("ag-avg-volume-with", "[:find ?ty (avg ?v) :with ?s :where [?s :spec/type ?ty] [?s :spec/volume ?v]]")
e("ag-sum-bigdec", "[:find (sum ?b) . :where [?p :pat/balance ?b]]")
e("ag-sum-bigdec-with", "[:find (sum ?b) . :with ?p :where [?p :pat/balance ?b]]")
e("ag-min-max-bigdec", "[:find (min ?b) (max ?b) :where [?p :pat/balance ?b]]")
e("ag-sum-charge", "[:find ?pr (sum ?c) :with ?o :where [?o :order/priority ?pr] [?o :order/charge ?c]]")
e("ag-avg-charge", "[:find (avg ?c) . :where [?o :order/charge ?c]]")
e("ag-median-charge", "[:find (median ?c) . :with ?o :where [?o :order/charge ?c]]")
e("ag-sum-bigint", "[:find (sum ?i) . :where [?p :pat/insurance ?i]]")
e("ag-max-inst", "[:find (max ?c) . :where [?s :spec/collected ?c]]")
e("ag-min-inst-n", "[:find (min 2 ?c) . :where [?s :spec/collected ?c]]")
e("ag-max-str", "[:find (max ?m) . :where [?p :pat/mrn ?m]]")
e("ag-min-kw", "[:find (min ?f) . :where [?r :res/flag ?f]]")
e("ag-count-per-clin", "[:find ?n (count ?o) :where [?o :order/clinician ?c] [?c :clin/name ?n]]")
e("ag-count-per-dept", "[:find ?d (count-distinct ?o) :where [?o :order/clinician ?c] [?c :clin/dept ?d]]")
e("ag-tests-per-spec", "[:find ?b (count ?r) :where [?r :res/specimen ?s] [?s :spec/barcode ?b] [(count ?b) ?n] [(> ?r 0)] [(< ?b \"BC-1\")]]")
e("ag-hist", "[:find ?n (count ?s) :where [?s :spec/barcode] [(q [:find (count ?r) . :in $ ?s :where [?r :res/specimen ?s]] $ ?s) ?n]]")
e("ag-variance-single", "[:find (variance ?v) . :where [?t :test/code :tsh] [?r :res/test ?t] [?r :res/value ?v] [(< ?v 0.0)]]")
e("ag-count-empty", "[:find (count ?r) . :where [?r :res/comment \"nope\"]]")
e("ag-empty-rel", "[:find ?c (count ?r) :where [?r :res/comment \"nope\"] [?r :res/test ?c]]")
e("ag-distinct-allergy", "[:find (distinct ?a) . :where [?p :pat/allergies ?a]]")
e("ag-count-allergy-sex", "[:find ?sx (count ?a) :where [?p :pat/sex ?sx] [?p :pat/allergies ?a]]")
e("ag-unknown-err", "[:find (percentile ?v 90) . :where [?r :res/value ?v]]")
e("ag-avg-weight-sex", "[:find ?sx (avg ?w) (min ?w) (max ?w) :where [?p :pat/sex ?sx] [?p :pat/weight ?w]]")
e("ag-count-crit-rate", """[:find ?c ?n ?k :where [?t :test/code ?c]
 [(q [:find (count ?r) . :in $ ?t :where [?r :res/test ?t]] $ ?t) ?n]
 [(q [:find (count ?r) . :in $ ?t :where [?r :res/test ?t] [?r :res/critical true]] $ ?t) ?k]]""")
e("ag-mixed-find", "[:find ?c (count ?r) (count-distinct ?s) (max ?v) :where [?r :res/test ?t] [?t :test/code ?c] [?r :res/specimen ?s] [?r :res/value ?v]]")
e("ag-sum-double-precise", "[:find (sum ?v) . :where [?t :test/code :ph] [?r :res/test ?t] [?r :res/value ?v]]")
e("ag-count-distinct-flag", "[:find (count-distinct ?f) . :where [?r :res/flag ?f]]")
e("ag-max-n-input", "(q [:find (max ?n ?v) . :in $ ?n :where [?r :res/value ?v]] $ 4)")

# ---------- find specs
e("fs-coll", "[:find [?c ...] :where [?t :test/unit :mmol_L] [?t :test/code ?c]]")
e("fs-tuple", "[:find [?n ?u] :where [?t :test/code :ph] [?t :test/name ?n] [?t :test/unit ?u]]")
e("fs-scalar-none", "[:find ?n . :where [?t :test/code :nope] [?t :test/name ?n]]")
e("fs-tuple-none", "[:find [?n ?u] :where [?t :test/code :nope] [?t :test/name ?n] [?t :test/unit ?u]]")
e("fs-coll-empty", "[:find [?n ...] :where [?t :test/code :nope] [?t :test/name ?n]]")
e("fs-coll-agg", "[:find [(count ?r) ...] :where [?r :res/flag :H]]")
e("fs-tuple-agg", "[:find [(min ?v) (max ?v)] :where [?r :res/value ?v]]")

# ---------- order-by / limit / offset
e("ob-top-values", "[:find ?r ?v :where [?r :res/value ?v] :order-by [?v :desc ?r :asc] :limit 5]")
e("ob-top-values-offset", "[:find ?r ?v :where [?r :res/value ?v] :order-by [?v :desc ?r] :limit 5 :offset 3]")
e("ob-mrn-asc", "[:find ?m ?n :where [?p :pat/mrn ?m] [?p :pat/name ?n] :order-by [?m] :limit 8]")
e("ob-name-desc", "[:find ?n ?m :where [?p :pat/mrn ?m] [?p :pat/name ?n] :order-by [?n :desc ?m :asc] :limit 10]")
e("ob-agg-col", "[:find ?c (count ?r) :where [?r :res/test ?t] [?t :test/code ?c] :order-by [?c]]")
e("ob-inst", "[:find ?b ?c :where [?s :spec/collected ?c] [?s :spec/barcode ?b] :order-by [?c :desc] :limit 4]")
e("ob-bigdec", "[:find ?m ?b :where [?p :pat/balance ?b] [?p :pat/mrn ?m] :order-by [?b ?m] :limit 7]")
e("ob-offset-only", "[:find ?c :where [?t :test/code ?c] :order-by [?c] :offset 12]")
e("ob-limit-zero", "[:find ?c :where [?t :test/code ?c] :limit 0]")
e("ob-keys-order", "[:find ?c ?p :keys code price :where [?t :test/code ?c] [?t :test/price ?p] :order-by [?p :desc ?c] :limit 3]")
e("ob-kw", "[:find ?f ?r :where [?r :res/flag ?f] [?r :res/critical true] :order-by [?f ?r]]")
e("ob-unknown-var-err", "[:find ?c :where [?t :test/code ?c] :order-by [?zz]]")
e("ob-double-neg", "[:find ?v :where [?r :res/value ?v] [(< ?v 1.0)] :order-by [?v]]")

# ---------- inputs
e("in-scalar-kw", "(q [:find (count ?r) . :in $ ?f :where [?r :res/flag ?f]] $ :H)")
e("in-coll-kw", "(q [:find ?f (count ?r) :in $ [?f ...] :where [?r :res/flag ?f]] $ [:H :L :X])")
e("in-rel", "(q [:find ?c ?lbl :in $ [[?c ?lbl]] :where [?t :test/code ?c] [?t :test/price ?p]] $ [[:k \"potassium\"] [:na \"sodium\"] [:nope \"x\"]])")
e("in-tuple", "(q [:find ?m . :in $ [?mrn ?sex] :where [?p :pat/mrn ?mrn] [?p :pat/sex ?sex] [?p :pat/name ?m]] $ [\"MRN00037\" :m])")
e("in-lookup-coll", "(q [:find ?n :in $ [?t ...] :where [?t :test/name ?n]] $ [[:test/code :k] [:test/code :na] [:test/code :nope]])")
e("in-uuid", "(q [:find ?m . :in $ ?u :where [?p :pat/uuid ?u] [?p :pat/mrn ?m]] $ #uuid \"000000aa-0000-4000-8000-000000000002\")")
e("in-bigdec", "(q [:find ?c :in $ ?pr :where [?t :test/price ?pr] [?t :test/code ?c]] $ 5.00M)")
e("in-bigdec-scale", "(q [:find ?c :in $ ?pr :where [?t :test/price ?pr] [?t :test/code ?c]] $ 5M)")
e("in-double-threshold", "(q [:find (count ?r) . :in $ ?x :where [?r :res/value ?v] [(> ?v ?x)]] $ 100)")
e("in-bool", "(q [:find (count ?r) . :in $ ?b :where [?r :res/critical ?b]] $ false)")
e("in-rel-ranges", "(q [:find ?c ?v :in $ [[?c ?lo ?hi]] :where [?t :test/code ?c] [?r :res/test ?t] [?r :res/value ?v] [(< ?lo ?v ?hi)]] $ [[:k 5.5 9.0] [:na 146.0 200.0]])")
e("in-two-db", "(q [:find ?c ?x :in $ $x :where [?t :test/code ?c] [$x ?c ?x]] $ [[:k 1] [:glu 2] [:zz 3]])")
e("in-coll-source", "(q [:find ?a ?b :in $x :where [$x ?a ?b] [(> ?b 1)]] [[:a 1] [:b 2] [:c 3]])")
e("in-rules-only", "(q [:find ?n :in $ % ?start :where (chain ?start ?s) [?s :clin/name ?n]] $ " + RULES_SUP + " [:clin/npi \"NPI1008\"])")
e("in-too-few", "(q [:find ?c :in $ ?x :where [?t :test/code ?c]] $)")
e("in-extra", "(q [:find ?c :where [?t :test/code ?c]] $ 1)")
e("in-empty-coll", "(q [:find ?c :in $ [?c ...] :where [?t :test/code ?c]] $ [])")
e("in-nil-scalar", "(q [:find ?c :in $ ?x :where [?t :test/code ?c] [(= ?x nil)]] $ nil)")
e("in-inst-scalar-eq", "(q [:find ?b :in $ ?c :where [?s :spec/collected ?c] [?s :spec/barcode ?b]] $ #inst \"2026-01-01T00:00:00.000-00:00\")")
e("in-bigint", "(q [:find ?m :in $ ?i :where [?p :pat/insurance ?i] [?p :pat/mrn ?m]] $ 44N)")
e("in-bigint-long", "(q [:find ?m :in $ ?i :where [?p :pat/insurance ?i] [?p :pat/mrn ?m]] $ 44)")
e("in-no-db", "(q [:find ?x ?y :in [?x ...] ?y :where [(* ?x ?y) ?z] [(> ?z 4)]] [1 2 3] 2)")

# ---------- rules
e("ru-chain", "(q [:find ?a ?b :in $ % :where (chain ?x ?y) [?x :clin/name ?a] [?y :clin/name ?b]] $ " + RULES_SUP + ")")
e("ru-chain-count", "(q [:find (count ?y) . :in $ % :where [?x :clin/npi \"NPI1007\"] (chain ?x ?y)] $ " + RULES_SUP + ")")
e("ru-chain-self", "(q [:find ?n :in $ % :where (chain ?x ?x) [?x :clin/name ?n]] $ " + RULES_SUP + ")")
e("ru-link", "(q [:find ?a ?b :in $ % :where (lnk ?x ?y) [?x :pat/mrn ?a] [?y :pat/mrn ?b] [(< ?a \"MRN00300\")]] $ " + RULES_LINK + ")")
e("ru-link-cycle", "(q [:find ?a :in $ % :where (lnk ?x ?x) [?x :pat/mrn ?a]] $ " + RULES_LINK + ")")
e("ru-mutual", "(q [:find ?n ?m :in $ % :where [?a :clin/npi \"NPI1007\"] (even-hop ?a ?b) [?a :clin/name ?n] [?b :clin/name ?m]] $ " + RULES_MUT + ")")
e("ru-mutual-odd", "(q [:find ?m :in $ % :where [?a :clin/npi \"NPI1008\"] (odd-hop ?a ?b) [?b :clin/name ?m]] $ " + RULES_MUT + ")")
e("ru-chain-lookup-const", "(q [:find ?n :in $ % :where (chain [:clin/npi \"NPI1005\"] ?y) [?y :clin/name ?n]] $ " + RULES_SUP + ")")
e("ru-dept-sup", """(q [:find ?d ?n :in $ % :where [?c :clin/dept ?d] (chain ?c ?s) [?s :clin/dept ?d2] [(not= ?d ?d2)] [?s :clin/name ?n]] $ """ + RULES_SUP + ")")
e("ru-pat-results", """(q [:find ?m (count ?r) :in $ % :where (pres ?p ?r) [?p :pat/mrn ?m] [(< ?m "MRN00120")]] $
 [[(pres ?p ?r) [?s :spec/patient ?p] [?r :res/specimen ?s]]])""")
e("ru-multi-body-flag", """(q [:find ?c (count ?r) :in $ % :where (sev ?r ?c)] $
 [[(sev ?r ?c) [?r :res/critical true] [(ground :critical) ?c]]
  [(sev ?r ?c) [?r :res/flag :H] [(ground :high) ?c]]
  [(sev ?r ?c) [?r :res/flag :L] [(ground :low) ?c]]])""")
e("ru-not-in-rule", """(q [:find ?m :in $ % :where [?p :pat/mrn ?m] (untested ?p)] $
 [[(untested ?p) (not-join [?p] [?s :spec/patient ?p])]])""")
e("ru-unknown-err", "(q [:find ?x :in $ % :where (nope ?x)] $ " + RULES_SUP + ")")
e("ru-arity-err", "(q [:find ?x :in $ % :where (chain ?x ?y ?z)] $ " + RULES_SUP + ")")
e("ru-inrange-pat", """(q [:find ?m (count ?r) :in $ % :where [?r :res/specimen ?s] [?s :spec/patient ?p] [?p :pat/mrn ?m] (in-range ?r) [(< ?m "MRN00100")]] $ """ + RULES_INRANGE + ")")
e("ru-depth", """(q [:find ?n ?d :in $ % :where [?a :clin/npi "NPI1007"] (depth ?a ?b 0 ?d) [?b :clin/name ?n]] $
 [[(depth ?a ?b ?d0 ?d) [?a :clin/supervisor ?b] [(inc ?d0) ?d]]
  [(depth ?a ?b ?d0 ?d) [?a :clin/supervisor ?x] [(not= ?x ?a)] [(inc ?d0) ?d1] [(< ?d1 5)] (depth ?x ?b ?d1 ?d)]])""")

# ---------- functions / string formatting
e("fn-format-report", """[:find ?line :where [?r :res/critical true] [?r :res/value ?v] [?r :res/test ?t] [?t :test/code ?c] [?t :test/unit ?u]
 [(name ?c) ?cn] [(name ?u) ?un] [(format "%s=%.2f %s" ?cn ?v ?un) ?line]]""")
e("fn-str-report", """[:find ?s :where [?r :res/flag :L] [?r :res/value ?v] [?r :res/test ?t] [?t :test/code :k] [(str "K " ?v " LOW") ?s]]""")
e("fn-upper-name", """[:find ?u :where [?t :test/name ?n] [(clojure.string/upper-case ?n) ?u]]""")
e("fn-lower-includes", """[:find ?n :where [?p :pat/name ?n] [(clojure.string/lower-case ?n) ?l] [(clojure.string/includes? ?l "ü")]]""")
e("fn-starts-with", """[:find ?m :where [?p :pat/name ?n] [(clojure.string/starts-with? ?n "Dr")] [?p :pat/mrn ?m]]""")
e("fn-mrn-num", """[:find ?m ?k :where [?p :pat/mrn ?m] [(subs ?m 3) ?d] [(parse-long ?d) ?k] [(< ?k 40)]]""")
e("fn-barcode-split", """[:find ?x :where [?s :spec/barcode ?b] [(clojure.string/split ?b #"-") ?parts] [(count ?parts) ?x]]""")
e("fn-re-find", """[:find ?b ?d :where [?s :spec/barcode ?b] [(re-find #"\\d{3}$" ?b) ?d] [(= ?d "973")]]""")
e("fn-re-matches", """[:find ?n :where [?t :test/name ?n] [(re-matches #"[A-Z][a-z]+" ?n)]]""")
e("fn-re-matches-unicode", """[:find ?n :where [?p :pat/name ?n] [(re-find #"\\p{IsHan}" ?n)]]""")
e("fn-count-name", """[:find ?n ?k :where [?p :pat/name ?n] [(count ?n) ?k] [(> ?k 13)]]""")
e("fn-name-kw", """[:find ?s :where [?t :test/unit ?u] [(name ?u) ?s]]""")
e("fn-keyword-build", """[:find ?k :where [?t :test/code ?c] [(name ?c) ?n] [(keyword "lab" ?n) ?k] [(= ?n "k")]]""")
e("fn-namespace", """[:find ?ns . :where [?r :res/flag ?f] [(namespace ?f) ?ns]]""")
e("fn-round-value", """[:find ?r ?x :where [?t :test/code :crea] [?r :res/test ?t] [?r :res/value ?v] [(* ?v 88.42) ?x0] [(Math/round ?x0) ?x]]""")
e("fn-int-div", """[:find ?c ?q :where [?t :test/code ?c] [?t :test/loinc ?l] [(second ?l) ?n] [(quot 100 ?n) ?q]]""")
e("fn-div-zero-err", """[:find ?q :where [?t :test/code :ph] [?t :test/price ?p] [(/ 1 0) ?q]]""")
e("fn-bigdec-arith", """[:find ?c ?x :where [?t :test/code ?c] [?t :test/price ?p] [(* ?p 2) ?x]]""")
e("fn-bigdec-add", """[:find ?c ?x :where [?t :test/code ?c] [?t :test/price ?p] [(+ ?p 0.50M) ?x]]""")
e("fn-bigdec-double", """[:find ?c ?x :where [?t :test/code ?c] [?t :test/price ?p] [(+ ?p 0.5) ?x]]""")
e("fn-bigdec-str", """[:find ?s :where [?t :test/price ?p] [(str "$" ?p) ?s]]""")
e("fn-bigdec-format", """[:find ?s :where [?t :test/price ?p] [(format "%.1f" ?p) ?s]]""")
e("fn-balance-str", """[:find ?s :where [?p :pat/balance ?b] [(str ?b) ?s] [(< (count ?s) 4)]]""")
e("fn-balance-str2", """[:find ?s :where [?p :pat/balance ?b] [(str ?b) ?s] [(count ?s) ?n] [(< ?n 4)]]""")
e("fn-uuid-str", """[:find ?s :where [?p :pat/uuid ?u] [?p :pat/mrn "MRN00074"] [(str ?u) ?s]]""")
e("fn-inst-str", """[:find ?s :where [?o :order/id 0] [?o :order/placed ?i] [(str ?i) ?s]]""")
e("fn-kw-str", """[:find ?s :where [?t :test/code :k] [?t :test/unit ?u] [(str ?u) ?s]]""")
e("fn-tuple-str", """[:find ?s :where [?t :test/code :k] [?t :test/range ?r] [(str ?r) ?s]]""")
e("fn-max-fn", """[:find ?c ?m :where [?t :test/code ?c] [?t :test/range ?r] [(untuple ?r) [?a ?b]] [(max ?a ?b 5.0) ?m]]""")
e("fn-bigint-arith", """[:find ?m ?x :where [?p :pat/insurance ?i] [(inc ?i) ?x] [?p :pat/mrn ?m]]""")
e("fn-bigint-str", """[:find ?s :where [?p :pat/insurance ?i] [(str ?i) ?s]]""")
e("fn-ground-rel", """[:find ?c ?lvl :where [(ground [[:k 1] [:na 2]]) [[?c ?lvl]]] [?t :test/code ?c]]""")
e("fn-ground-coll", """[:find ?n :where [(ground [:k :na :zz]) [?c ...]] [?t :test/code ?c] [?t :test/name ?n]]""")
e("fn-identity-kw", """[:find ?x :where [?t :test/code :k] [(identity ?t) ?x] [?x :test/unit ?u]]""")
e("fn-vector", """[:find ?v :where [?t :test/code :ph] [?t :test/unit ?u] [(vector ?u 1 "x") ?v]]""")
e("fn-hash-map", """[:find ?m :where [?t :test/code :ph] [?t :test/unit ?u] [(hash-map :unit ?u :n 1) ?m]]""")
e("fn-get-map", """[:find ?x :where [?t :test/code :ph] [(hash-map :a 1 :b 2) ?m] [(get ?m :b) ?x]]""")
e("fn-contains-set", """[:find ?c :where [?t :test/code ?c] [(contains? #{:k :na :ph} ?c)]]""")
e("fn-not-pred", """[:find (count ?r) . :where [?r :res/value ?v] [(not= ?v 0.0)]]""")
e("fn-pos-zero-neg", """[:find ?sg (count ?r) :where [?r :res/value ?v] [(compare ?v 0.0) ?sg]]""")
e("fn-signum", """[:find ?sg (count ?r) :where [?r :res/value ?v] [(Math/signum ?v) ?sg]]""")
e("fn-double-eq-long", """[:find (count ?r) . :where [?r :res/value ?v] [(== ?v 0)]]""")
e("fn-str-join", """[:find ?s :where [?p :pat/mrn "MRN00037"] [?p :pat/allergies ?a] [(vector ?a "x") ?v] [(clojure.string/join "," ?v) ?s]]""")
e("fn-trim", """[:find ?x :where [?o :order/note ?n] [(clojure.string/trim ?n) ?x] [(clojure.string/blank? ?x)]]""")
e("fn-replace", """[:find ?x :where [?t :test/name ?n] [(clojure.string/replace ?n "mine" "MINE") ?x] [(not= ?x ?n)]]""")
e("fn-unknown-err", """[:find ?x :where [?t :test/name ?n] [(frobnicate ?n) ?x]]""")
e("fn-abs-diff", """[:find ?r ?d :where [?r :res/value ?v] [?r :res/test ?t] [?t :test/code :na] [(- ?v 140.0) ?x] [(Math/abs ?x) ?d] [(> ?d 20.0)]]""")
e("fn-tuple-fn", """[:find ?tp :where [?t :test/code :k] [?t :test/code ?c] [?t :test/price ?p] [(tuple ?c ?p) ?tp]]""")
e("fn-nested-expr-err", """[:find ?x :where [?t :test/price ?p] [(+ (* ?p 2) 1) ?x]]""")
e("fn-min-of-kw-err", """[:find ?x :where [?t :test/code ?c] [(+ ?c 1) ?x]]""")
e("fn-pr-str", """[:find ?s :where [?t :test/code :ph] [?t :test/range ?r] [(pr-str ?r) ?s]]""")
e("fn-subs-err", """[:find ?x :where [?t :test/code :ph] [?t :test/name ?n] [(subs ?n 5) ?x]]""")
e("fn-str-unicode-count", """[:find ?c ?k :where [?t :test/name ?n] [?t :test/code ?c] [(count ?n) ?k] [(contains? #{:lac :hgb} ?c)]]""")
e("fn-re-pattern", """[:find ?n :where [(re-pattern "^[A-C]") ?re] [?p :pat/name ?n] [(re-find ?re ?n)]]""")
e("fn-format-d", """[:find ?s :where [?o :order/id ?id] [(< ?id 5003)] [(format "ORD-%06d" ?id) ?s]]""")
e("fn-format-pct", """[:find ?s . :where [(q [:find (count ?r) . :where [?r :res/critical true]] $) ?k] [(q [:find (count ?r) . :where [?r :res/value]] $) ?n] [(/ ?k ?n) ?f0] [(double ?f0) ?f] [(* ?f 100) ?p] [(format "%.1f%%" ?p) ?s]]""")
e("fn-ratio", """[:find ?f . :where [(q [:find (count ?r) . :where [?r :res/critical true]] $) ?k] [(/ ?k 176) ?f]]""")
e("fn-odd-even", """[:find ?e (count ?o) :where [?o :order/id ?id] [(even? ?id) ?e]]""")
e("fn-mod-neg", """[:find ?c ?x :where [?t :test/loinc ?l] [?t :test/code ?c] [(second ?l) ?n] [(mod ?n 4) ?x] [(rem ?n 4) ?y] [(not= ?x ?y)]]""")
e("fn-inst-before", """[:find (count ?o) . :where [?o :order/placed ?i] [?s :spec/collected ?c] [?o :order/patient ?p] [?s :spec/patient ?p] [(.before ?i ?c)]]""")

# ---------- joins / reporting
e("j-patient-orders-specs", """[:find ?m (count-distinct ?o) (count-distinct ?s) :where [?o :order/patient ?p] [?s :spec/patient ?p] [?p :pat/mrn ?m] [(< ?m "MRN00100")]]""")
e("j-clin-patients", """[:find ?cn (count-distinct ?p) :where [?o :order/clinician ?c] [?c :clin/name ?cn] [?o :order/patient ?p]]""")
e("j-order-panel-spec", """[:find ?id ?pc :where [?o :order/id ?id] [?o :order/panel ?pn] [?pn :panel/code ?pc] [?o :order/priority :asap]]""")
e("j-no-orders", """[:find ?m :where [?p :pat/mrn ?m] (not [?o :order/patient ?p])]""")
e("j-no-specs-no-orders", """[:find ?m :where [?p :pat/mrn ?m] (not [_ :order/patient ?p]) (not [_ :spec/patient ?p])]""")
e("j-deceased-with-results", """[:find ?m (count ?r) :where [?p :pat/deceased true] [?p :pat/mrn ?m] [?s :spec/patient ?p] [?r :res/specimen ?s]]""")
e("j-hemolyzed-k-high", """[:find ?b ?v :where [?s :spec/hemolyzed true] [?s :spec/barcode ?b] [?r :res/specimen ?s] [?r :res/test ?t] [?t :test/code ?c] [?r :res/value ?v] [(contains? #{:k :ldh} ?c)]]""")
e("j-allergy-penicillin", """[:find ?m ?n :where [?p :pat/allergies "penicillin"] [?p :pat/mrn ?m] [?p :pat/name ?n]]""")
e("j-same-name", """[:find ?a ?b :where [?p :pat/name ?n] [?q :pat/name ?n] [(< ?p ?q)] [?p :pat/mrn ?a] [?q :pat/mrn ?b] [(< ?a "MRN00400")]]""")
e("j-linked-both", """[:find ?a ?b :where [?x :pat/linked ?y] [?y :pat/linked ?x] [?x :pat/mrn ?a] [?y :pat/mrn ?b]]""")
e("j-order-same-day", """[:find (count ?o) . :where [?o :order/placed ?i] [?o :order/patient ?p] [?s :spec/patient ?p] [?s :spec/collected ?c] [(.getTime ?i) ?a] [(.getTime ?c) ?b] [(- ?a ?b) ?d] [(Math/abs ?d) ?ad] [(< ?ad 86400000)]]""")
e("j-res-uuid-join", """[:find ?v :where [?r :res/uuid #uuid "000000bb-0000-4000-8000-00000000000a"] [?r :res/value ?v]]""")
e("j-res-key-tuple", """[:find ?k :where [?r :res/uuid #uuid "000000bb-0000-4000-8000-000000000000"] [?r :res/key ?k]]""")
e("j-res-key-untuple", """[:find ?b ?c :where [?r :res/key ?k] [(untuple ?k) [?s ?t]] [?s :spec/barcode ?b] [?t :test/code ?c] [?r :res/critical true] [?t :test/code :plt]]""")
e("j-cartesian-small", """[:find (count ?x) . :where [?x :panel/code] [?y :panel/code]]""")
e("j-cartesian-small2", """[:find ?a ?b :where [?x :panel/code ?a] [?y :clin/dept ?b] [?y :clin/npi "NPI1000"]]""")
e("j-var-attr", """[:find ?a :where [?t :test/code :trop] [?t ?a _]]""")
e("j-var-attr-vals", """[:find ?a ?v :where [?p :pat/mrn "MRN00000"] [?p ?a ?v]]""")
e("j-attr-input", "(q [:find ?v :in $ ?a :where [?t :test/code :ph] [?t ?a ?v]] $ :test/price)")
e("j-reverse-nav", """[:find ?pc :where [?t :test/code :k] [?pn :panel/tests ?t] [?pn :panel/code ?pc]]""")
e("j-spec-no-results", """[:find (count ?s) . :where [?s :spec/barcode] (not [_ :res/specimen ?s])]""")
e("j-ref-eid-compare", """[:find (count ?r) . :where [?r :res/specimen ?s] [(> ?s ?r)]]""")
e("j-tx-attr", """[:find (count ?tx) . :where [?t :test/code _ ?tx]]""")
e("j-blank-entity", """[:find ?c :where [_ :test/code ?c] [(= ?c :ph)]]""")

# ---------- with transactions
e("w-add-result", """(with [{:res/specimen [:spec/barcode "BC-009973"] :res/test [:test/code :tsh] :res/value 2.5 :res/flag :N}]
 [:find ?c ?v :where [?s :spec/barcode "BC-009973"] [?r :res/specimen ?s] [?r :res/test ?t] [?t :test/code ?c] [?r :res/value ?v]])""")
e("w-upsert-pat", """(with [{:pat/mrn "MRN00037" :pat/name "Renamed"}] (pull [:pat/mrn :pat/name :pat/sex] [:pat/mrn "MRN00037"]))""")
e("w-upsert-uuid", """(with [{:pat/uuid #uuid "000000aa-0000-4000-8000-000000000001" :pat/weight 77.7}] (pull [:pat/mrn :pat/weight] [:pat/mrn "MRN00037"]))""")
e("w-upsert-composite", """(with [{:res/specimen [:spec/barcode "BC-009973"] :res/test [:test/code :k] :res/value 9.99}]
 [:find ?v :where [?s :spec/barcode "BC-009973"] [?t :test/code :k] [?r :res/key [?s ?t]] [?r :res/value ?v]])""")
e("w-retract-value", """(with [[:db/retract [:pat/mrn "MRN00037"] :pat/allergies "latex"]] (pull [:pat/allergies] [:pat/mrn "MRN00037"]))""")
e("w-retract-entity-order", """(with [[:db/retractEntity [:order/id 5001]]] [:find (count ?i) . :where [?i :item/seq]])""")
e("w-retract-entity-count", """(with [[:db/retractEntity [:order/id 5001]]] [:find (count ?o) . :where [?o :order/id]])""")
e("w-cas-ok", """(with [[:db/cas [:order/id 5001] :order/priority :stat :routine]] (pull [:order/priority] [:order/id 5001]))""")
e("w-cas-fail", """(with [[:db/cas [:order/id 5001] :order/priority :routine :asap]] (pull [:order/priority] [:order/id 5001]))""")
e("w-tempid-ref", """(with [{:db/id "new-t" :test/code :ferr :test/name "Ferritin" :test/range [30.0 400.0]} {:panel/code :iron :panel/tests ["new-t"]}]
 (pull [:panel/code {:panel/tests [:test/code :test/range]}] [:panel/code :iron]))""")
e("w-add-item", """(with [{:order/id 5001 :order/items [{:item/test [:test/code :tsh] :item/status :pending :item/seq 9}]}]
 [:find ?s ?c :where [?o :order/id 5001] [?o :order/items ?i] [?i :item/seq ?s] [?i :item/test ?t] [?t :test/code ?c]])""")
e("w-unique-value-conflict", """(with [{:spec/barcode "BC-009973" :spec/type :blood}] [:find (count ?s) . :where [?s :spec/barcode]])""")
e("w-identity-conflict", """(with [{:db/id [:pat/mrn "MRN00037"] :pat/uuid #uuid "000000aa-0000-4000-8000-000000000002"}] [:find ?m :where [?p :pat/mrn ?m]])""")
e("w-type-err", """(with [{:order/id 9999 :order/charge "ten"}] [:find ?c :where [?o :order/id 9999] [?o :order/charge ?c]])""")
e("w-bigdec-scale", """(with [{:order/id 9998 :order/charge 10.50M}] [:find ?c :where [?o :order/id 9998] [?o :order/charge ?c]])""")
e("w-retract-attr-then-getelse", """(with [[:db/retract [:order/id 5005] :order/note]] [:find ?n . :where [?o :order/id 5005] [(get-else $ ?o :order/note "gone") ?n]])""")
e("w-add-tuple", """(with [{:test/code :ph :test/range [7.3 7.5]}] [:find ?r . :where [?t :test/code :ph] [?t :test/range ?r]])""")
e("w-many-add", """(with [{:pat/mrn "MRN00000" :pat/allergies ["nuts" "latex"]}] [:find ?a :where [?p :pat/mrn "MRN00000"] [?p :pat/allergies ?a]])""")
e("w-retract-ref-many", """(with [[:db/retract [:panel/code :card] :panel/tests [:test/code :k]]] [:find ?c :where [?pn :panel/code :card] [?pn :panel/tests ?t] [?t :test/code ?c]])""")
e("w-new-spec-latest", """(with [{:db/id "ns" :spec/barcode "BC-NEW" :spec/patient [:pat/mrn "MRN00037"] :spec/collected #inst "2026-12-01T00:00:00.000-00:00"}
 {:res/specimen "ns" :res/test [:test/code :glu] :res/value 500.0 :res/critical true :res/resulted #inst "2026-12-01T01:00:00.000-00:00"}]
 [:find ?v . :where [?p :pat/mrn "MRN00037"] [?s :spec/patient ?p] [?r :res/specimen ?s] [?r :res/resulted ?i] [?r :res/value ?v]
 (not-join [?p ?i] [?s2 :spec/patient ?p] [?r2 :res/specimen ?s2] [?r2 :res/resulted ?i2] [(> ?i2 ?i)])])""")
e("w-lookup-missing-err", """(with [{:res/specimen [:spec/barcode "NOPE"] :res/value 1.0}] [:find (count ?r) . :where [?r :res/value]])""")
e("w-retract-component-item", """(with [[:db/retractEntity [:order/id 5002]]] [:find (count ?i) . :where [?i :item/status :done]])""")
e("w-cas-nil-new", """(with [[:db/cas [:order/id 5001] :order/note nil "new note"]] (pull [:order/note] [:order/id 5001]))""")

# ---------- deliberate errors
e("e-unbound-find", "[:find ?zz :where [?t :test/code ?c]]")
e("e-not-unbound", "[:find ?c :where (not [?x :test/unit ?u]) [?t :test/code ?c]]")
e("e-bad-clause", "[:find ?c :where [?t :test/code ?c] 42]")
e("e-pred-unbound", "[:find ?c :where [?t :test/code ?c] [(> ?zz 1)]]")
e("e-lookup-nonunique", "(pull [:pat/mrn] [:pat/name \"Ana García\"])")
e("e-lookup-ref-missing", "(q [:find ?n :in $ ?t :where [?t :test/name ?n]] $ [:test/code :nope])")
e("e-with-in-find", "[:find ?c ?r :with ?r :where [?r :res/test ?t] [?t :test/code ?c]]")
e("e-unknown-attr-pull", "(pull [{:no/such [:x]}] [:test/code :k])")
e("e-string-on-long", "[:find ?o :where [?o :order/id \"5001\"]]")

# ---------- ~20% mistakes an application writer would make
e("m-unit-string", '[:find ?c :where [?t :test/unit "mmol/L"] [?t :test/code ?c]]')
e("m-flag-string", '[:find (count ?r) . :where [?r :res/flag "H"]]')
e("m-mrn-number", "[:find ?n :where [?p :pat/mrn 37] [?p :pat/name ?n]]")
e("m-code-string-lookup", '(pull [:test/name] [:test/code "k"])')
e("m-range-long-tuple", "[:find ?c :where [?t :test/range [70 99]] [?t :test/code ?c]]")
e("m-price-double", "[:find ?c :where [?t :test/price 5.0] [?t :test/code ?c]]")
e("m-price-wrong-scale", "[:find ?c :where [?t :test/price 5M] [?t :test/code ?c]]")
e("m-date-string", '[:find (count ?s) . :where [?s :spec/collected ?c] [(> ?c "2026-03-01")]]')
e("m-count-without-group", "[:find ?m (count ?r) :where [?r :res/value] [?p :pat/mrn ?m] [(= ?m \"MRN00000\")]]")
e("m-forgot-join", "[:find (count ?v) . :where [?r :res/value ?v] [?t :test/code :k]]")
e("m-forgot-join-with", "[:find (count ?v) . :with ?r ?t :where [?r :res/value ?v] [?t :test/code :k]]")
e("m-scalar-multi", "[:find ?c . :where [?t :test/code ?c] [?t :test/unit :mmol_L]]")
e("m-or-not-join", "[:find (count ?r) . :where [?r :res/value] (or [?r :res/flag :H] [?s :spec/hemolyzed true])]")
e("m-not-all-unbound", "[:find (count ?r) . :where (not [?r :res/critical true]) [?r :res/value]]")
e("m-avg-of-kw", "[:find (avg ?f) . :where [?r :res/flag ?f]]")
e("m-sum-of-inst", "[:find (sum ?c) . :where [?s :spec/collected ?c]]")
e("m-ref-as-value", "[:find ?b :where [?s :spec/patient \"MRN00037\"] [?s :spec/barcode ?b]]")
e("m-ref-as-lookup", "[:find ?b :where [?s :spec/patient [:pat/mrn \"MRN00037\"]] [?s :spec/barcode ?b]]")
e("m-ref-as-kw", "[:find ?id :where [?o :order/panel :bmp] [?o :order/id ?id]]")
e("m-ref-ident-panel", "[:find ?id :where [?o :order/panel [:panel/code :bmp]] [?o :order/id ?id] [(< ?id 5013)]]")
e("m-untuple-wrong-arity", "[:find ?a :where [?t :test/code :k] [?t :test/range ?rg] [(untuple ?rg) [?a ?b ?c]]]")
e("m-untuple-short", "[:find ?a :where [?t :test/code :k] [?t :test/range ?rg] [(untuple ?rg) [?a]]]")
e("m-get-else-nil", "[:find ?c ?h :where [?t :test/code ?c] [(get-else $ ?t :test/critical-high nil) ?h]]")
e("m-missing-on-ref", "[:find (count ?o) . :where [?o :order/id] [(missing? $ ?o :order/clinician)]]")
e("m-keys-extra", "[:find ?c :keys code name :where [?t :test/code ?c]]")
e("m-limit-noorder", "[:find ?c :where [?t :test/code ?c] :limit 3 :offset 20]")
e("m-max-n-rel", "[:find ?c (max 2 ?v) :where [?r :res/test ?t] [?t :test/code ?c] [?r :res/value ?v] [(contains? #{:ph :inr} ?c)]]")
e("m-compare-kw-str", '[:find ?c :where [?t :test/code ?c] [(= ?c "k")]]')
e("m-inst-eq-string", '[:find ?b :where [?s :spec/collected ?c] [(= ?c "2026-01-01")] [?s :spec/barcode ?b]]')
e("m-name-nil", "[:find ?x :where [?t :test/code :ph] [(get-else $ ?t :test/critical-high nil) ?h] [(str ?h) ?x]]")
e("m-count-bool", "[:find (count ?c) . :where [?r :res/critical ?c]]")
e("m-count-distinct-bool", "[:find (count-distinct ?c) . :where [?r :res/critical ?c]]")
e("m-sum-bool-err", "[:find (sum ?c) . :where [?r :res/critical ?c]]")
e("m-range-untuple-kw", "[:find ?x :where [?t :test/code ?c] [(untuple ?c) [?x]]]")
e("m-in-coll-as-scalar", "(q [:find ?n :in $ ?c :where [?t :test/code ?c] [?t :test/name ?n]] $ [:k :na])")
e("m-in-rel-as-coll", "(q [:find ?n :in $ [?c ...] :where [?t :test/code ?c] [?t :test/name ?n]] $ [[:k] [:na]])")
e("m-string-lt", '[:find ?m :where [?p :pat/mrn ?m] [(< ?m 100)]]')
e("m-double-vs-bigdec-input", "(q [:find ?m :in $ ?b :where [?p :pat/balance ?b] [?p :pat/mrn ?m]] $ 100.0)")
e("m-balance-bigdec-input", "(q [:find ?m :in $ ?b :where [?p :pat/balance ?b] [?p :pat/mrn ?m]] $ 100.00M)")
e("m-balance-exp-input", "(q [:find ?m :in $ ?b :where [?p :pat/balance ?b] [?p :pat/mrn ?m]] $ 1E+2M)")
e("m-balance-whole-input", "(q [:find ?m :in $ ?b :where [?p :pat/balance ?b] [?p :pat/mrn ?m]] $ 0M)")
e("m-balance-neg-lit", "[:find ?m :where [?p :pat/balance -25.50M] [?p :pat/mrn ?m]]")
e("m-balance-neg-lit2", "[:find ?m :where [?p :pat/balance -25.5M] [?p :pat/mrn ?m]]")
e("m-balance-pred-eq", "[:find ?m :where [?p :pat/balance ?b] [(= ?b 12.50M)] [?p :pat/mrn ?m]]")
e("m-balance-range", "[:find (count ?p) . :where [?p :pat/balance ?b] [(>= ?b 100)] [(<= ?b 200.0)]]")
e("m-weight-long-const", "[:find ?m :where [?p :pat/weight 0] [?p :pat/mrn ?m]]")
e("m-weight-neg-long", "[:find ?m :where [?p :pat/weight -1] [?p :pat/mrn ?m]]")
e("m-order-id-double", "[:find ?pr :where [?o :order/id 5001.0] [?o :order/priority ?pr]]")
e("m-find-dup-var", "[:find ?c ?c :where [?t :test/code ?c] [?t :test/unit :pH]]")
e("m-where-empty", "[:find ?c :where]")
e("m-nil-pattern", "[:find ?m :where [?p :pat/mrn ?m] [?p :pat/weight nil]]")
e("m-pull-attr-not-in-schema", "(pull [:pat/mrn :pat/nickname] [:pat/mrn \"MRN00037\"])")
e("m-pull-eid-int", "(pull [:test/code] 999999)")
e("m-inst-long-input", "(q [:find (count ?s) . :in $ ?t :where [?s :spec/collected ?c] [(> ?c ?t)]] $ 1770000000000)")

# ---------- per-test families (parametric, application-like)
CODES = ["glu", "na", "k", "cl", "crea", "bun", "hgb", "wbc", "plt", "trop", "tsh", "alt", "inr", "lac", "ph"]
for c in CODES:
    e(f"fam-summary/{c}", f"""[:find ?n (count ?r) (min ?v) (max ?v) (median ?v) :where [?t :test/code :{c}] [?t :test/name ?n] [?r :res/test ?t] [?r :res/value ?v]]""")
for c in CODES:
    e(f"fam-outside/{c}", f"""(q [:find ?m ?v ?f :keys mrn value flag :in $ ?code :where [?t :test/code ?code] [?t :test/range ?rg] [(untuple ?rg) [?lo ?hi]]
 [?r :res/test ?t] [?r :res/value ?v] [(get-else $ ?r :res/flag :none) ?f] (not [(<= ?lo ?v ?hi)])
 [?r :res/specimen ?s] [?s :spec/patient ?p] [?p :pat/mrn ?m]] $ :{c})""")
for c in CODES:
    e(f"fam-latest/{c}", f"""(q [:find ?m ?v ?i :in $ ?code :where [?t :test/code ?code] [?r :res/test ?t] [?r :res/value ?v] [?r :res/resulted ?i]
 [?r :res/specimen ?s] [?s :spec/patient ?p] [?p :pat/mrn ?m]
 (not-join [?p ?t ?i] [?s2 :spec/patient ?p] [?r2 :res/specimen ?s2] [?r2 :res/test ?t] [?r2 :res/resulted ?i2] [(> ?i2 ?i)])] $ :{c})""")
for c in CODES:
    e(f"fam-fmt/{c}", f"""[:find ?line :where [?t :test/code :{c}] [?t :test/unit ?u] [?t :test/range ?rg] [(untuple ?rg) [?lo ?hi]] [?r :res/test ?t] [?r :res/value ?v]
 [?r :res/specimen ?s] [?s :spec/barcode ?b] [(name ?u) ?un] [(format "%s %.2f %s (%.1f-%.1f)" ?b ?v ?un ?lo ?hi) ?line]]""")
for pc in ["bmp", "cbc", "card", "liver", "sepsis", "empty"]:
    e(f"fam-panel-orders/{pc}", f"""[:find ?id (count ?i) :where [?pn :panel/code :{pc}] [?o :order/panel ?pn] [?o :order/id ?id] [?o :order/items ?i]]""")
    e(f"fam-panel-pull/{pc}", f"""[:find [(pull ?o [:order/id [:order/note :default "-"] {{:order/items [:item/seq {{:item/test [:test/code]}}]}}]) ...] :where [?pn :panel/code :{pc}] [?o :order/panel ?pn] [?o :order/id ?id] [(< ?id 5020)]]""")
for s in ["blood", "serum", "plasma", "urine", "csf"]:
    e(f"fam-spec-type/{s}", f"""(q [:find ?ty (count ?s) (avg ?v) (sum ?v) :in $ ?ty :where [?s :spec/type ?ty] [(get-else $ ?s :spec/volume 0.0) ?v]] $ :{s})""")
for d in ["er", "icu", "onc", "card", "peds"]:
    e(f"fam-dept/{d}", f"""(q [:find ?n (count-distinct ?p) :in $ % ?d :where [?c :clin/dept ?d] (chain ?x ?c) [?x :clin/name ?n] [?o :order/clinician ?x] [?o :order/patient ?p]] $ {RULES_SUP} :{d})""")
for i in [0, 1, 2, 5, 7, 9, 10, 11]:
    e(f"fam-pat-pull/{i}", f"""(pull [:pat/mrn :pat/name :pat/sex [:pat/weight :default 0.0] :pat/balance :pat/insurance :pat/allergies {{:pat/linked [:pat/mrn]}} {{[:spec/_patient :limit 2] [:spec/barcode {{:res/_specimen [:res/value :res/flag]}}]}}] [:pat/mrn "MRN{i*37:05d}"])""")

def main():
    with open(os.path.join(HERE, "queries.edn"), "w") as f:
        for n, t in Q:
            f.write(f";; @ {n}\n{t}\n")
    print(len(Q), "entries")
main()
