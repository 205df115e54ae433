#!/usr/bin/env python3
"""Writes queries.edn of the unseen90 parity corpus (deterministic): retail sales analytics,
with the emphasis on numbers at their edges."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def add(name, text):
    E.append((name, text.strip()))


ANCHOR = '[?s0 :store/code "S1"]'
CAT = "[[(under ?c ?a) [?c :cat/parent ?a]] [(under ?c ?a) [?c :cat/parent ?m] (under ?m ?a)]]"
REL = "[[(reach ?a ?b) [?a :product/related ?b]] [(reach ?a ?b) [?a :product/related ?m] (reach ?m ?b)]]"

# ---- basics
add("b-currencies", "[:find ?c ?r :where [?x :cur/code ?c] [?x :cur/rate ?r]]")
add("b-stores", "[:find ?c ?n :where [?s :store/code ?c] [?s :store/name ?n]]")
add("b-store-empty-name", '[:find ?c . :where [?s :store/name ""] [?s :store/code ?c]]')
add("b-store-unicode", '[:find ?r . :where [?s :store/name "東京 銀座"] [?s :store/region ?r]]')
add("b-store-no-opened", "[:find ?c :where [?s :store/code ?c] [(missing? $ ?s :store/opened)]]")
add("b-store-sqm", "[:find ?c ?q :where [?s :store/code ?c] [?s :store/sqm ?q]]")
add("b-store-sqm-1000", "[:find ?c :where [?s :store/sqm 1000.0] [?s :store/code ?c]]")
add("b-store-sqm-long", "[:find ?c :where [?s :store/sqm 1000] [?s :store/code ?c]]")
add("b-store-staff-neg", "[:find ?c :where [?s :store/staff ?n] [(neg? ?n)] [?s :store/code ?c]]")
add("b-product-count", "[:find (count ?p) . :where [?p :product/sku]]")
add("b-prices", "[:find ?k ?p :where [?e :product/sku ?k] [?e :product/price ?p]]")
add("b-price-eq-10", "[:find ?k :where [?e :product/price 10M] [?e :product/sku ?k]]")
add("b-price-eq-10.00", "[:find ?k :where [?e :product/price 10.00M] [?e :product/sku ?k]]")
add("b-price-eq-7", "[:find ?k :where [?e :product/price 7M] [?e :product/sku ?k]]")
add("b-price-eq-zero", "[:find ?k :where [?e :product/price 0M] [?e :product/sku ?k]]")
add("b-price-missing", "[:find ?k :where [?e :product/sku ?k] [(missing? $ ?e :product/price)]]")
add("b-weights", "[:find ?k ?w :where [?e :product/sku ?k] [?e :product/weight ?w]]")
add("b-weight-1e10", "[:find ?k :where [?e :product/weight 1.0E10] [?e :product/sku ?k]]")
add("b-weight-neg-zero", "[:find ?k :where [?e :product/weight -0.0] [?e :product/sku ?k]]")
add("b-weight-zero", "[:find ?k :where [?e :product/weight 0.0] [?e :product/sku ?k]]")
add("b-stock-zero", "[:find ?k :where [?e :product/stock 0] [?e :product/sku ?k]]")
add("b-stock-big", "[:find ?k ?s :where [?e :product/stock ?s] [(> ?s 1000000)] [?e :product/sku ?k]]")
add("b-tags", "[:find ?t (count ?e) :where [?e :product/tags ?t]]")
add("b-adjustments", "[:find ?k ?a :where [?e :product/adjustments ?a] [?e :product/sku ?k]]")
add("b-uuid", '[:find ?k . :where [?e :product/id #uuid "00000000-0000-4000-8000-000000000012"] [?e :product/sku ?k]]')
add("b-sale-count", "[:find (count ?s) . :where [?s :sale/id]]")
add("b-sale-qty-zero", "[:find (count ?s) . :where [?s :sale/qty 0]]")
add("b-sale-disc-neg", "[:find ?i ?d :where [?s :sale/discount ?d] [(< ?d 0)] [?s :sale/id ?i] [(< ?i \"L0040\")]]")
add("b-sale-no-disc", "[:find [?i ...] :where [?s :sale/id ?i] [(missing? $ ?s :sale/discount)] [(< ?i \"L0100\")]]")
add("b-sale-inst", '[:find ?i :where [?s :sale/at #inst "2024-02-06T05:05:00.000-00:00"] [?s :sale/id ?i]]')
add("b-channels", "[:find ?c (count ?s) :where [?s :sale/channel ?c]]")
add("b-returns", "[:find ?r ?q :where [?x :ret/id ?r] [?x :ret/qty ?q]]")
add("b-return-empty-reason", '[:find (count ?x) . :where [?x :ret/reason ""]]')
add("b-targets", "[:find ?c ?m ?a :where [?t :target/store ?s] [?s :store/code ?c] [?t :target/month ?m] [?t :target/amount ?a] [(< ?m 4)]]")
add("b-target-units-bigint", "[:find ?c ?m :where [?t :target/units 17N] [?t :target/month ?m] [?t :target/store ?s] [?s :store/code ?c]]")
add("b-target-units-long", "[:find ?c ?m :where [?t :target/units 17] [?t :target/month ?m] [?t :target/store ?s] [?s :store/code ?c]]")
add("b-target-key", '[:find ?a . :where [?s :store/code "S2"] [?t :target/key ?k] [(first ?k) ?s] [(second ?k) ?m] [(= ?m 3)] [?t :target/amount ?a]]')
add("b-target-amount-1e3", "[:find (count ?t) . :where [?t :target/amount 1E+3M]]")
add("b-target-amount-1000", "[:find (count ?t) . :where [?t :target/amount 1000M]]")
add("b-cat-tree", "[:find ?c ?p :where [?x :cat/name ?c] [?x :cat/parent ?y] [?y :cat/name ?p]]")
add("b-parts", "[:find ?n ?q :where [?p :part/name ?n] [?p :part/qty ?q]]")

# ---- arithmetic on constants (anchored)
ARITH = [
    ("add-long-double", "(+ 1 2.5)"), ("add-long-bigdec", "(+ 1 2.50M)"), ("add-double-bigdec", "(+ 1.5 2.5M)"),
    ("add-ratio", "(+ 1/2 1/3)"), ("add-ratio-long", "(+ 1/2 1/2)"), ("add-ratio-double", "(+ 1/2 0.5)"),
    ("sub-neg", "(- 3 10)"), ("sub-unary", "(- 5)"), ("sub-bigdec", "(- 1.10M 0.1M)"), ("sub-double", "(- 0.3 0.1)"),
    ("mul-long-double", "(* 3 0.1)"), ("mul-bigdec-scale", "(* 1.50M 2.0M)"), ("mul-bigdec-long", "(* 9.99M 3)"),
    ("mul-bigdec-double", "(* 9.99M 0.5)"), ("mul-zero", "(* 0 -1.5)"),
    ("div-ratio", "(/ 7 2)"), ("div-double", "(/ 7 2.0)"), ("div-exact", "(/ 8 2)"), ("div-neg-ratio", "(/ -7 14)"),
    ("div-unary", "(/ 4)"), ("div-double-zero", "(/ 1.0 0)"), ("div-neg-double-zero", "(/ -1 0.0)"),
    ("div-bigdec-exact", "(/ 10M 4)"), ("div-bigdec-double", "(/ 1M 4.0)"),
    ("quot-neg", "(quot -7 2)"), ("rem-neg", "(rem -7 2)"), ("mod-neg", "(mod -7 2)"), ("mod-neg-div", "(mod 7 -2)"),
    ("rem-neg-div", "(rem 7 -2)"), ("quot-double", "(quot 7.5 2)"), ("rem-double", "(rem 7.5 2)"), ("mod-double-neg", "(mod -7.5 2)"),
    ("quot-bigdec", "(quot 7.5M 2)"), ("rem-bigdec", "(rem -7.5M 2)"), ("mod-bigdec", "(mod -7.5M 2)"),
    ("quot-neg-double", "(quot -0.5 10)"), ("mod-zero", "(mod 0 5)"), ("mod-double-frac", "(mod 5.5 1.5)"),
    ("inc-long", "(inc 9)"), ("inc-double", "(inc 0.5)"), ("dec-bigdec", "(dec 1.00M)"), ("inc-ratio", "(inc 1/2)"),
    ("abs-neg", "(abs -5)"), ("abs-double", "(abs -0.25)"), ("abs-bigdec", "(abs -1.50M)"),
    ("max-kinds", "(max 1 2.5 2)"), ("min-kinds", "(min 3 1.5M 2)"), ("max-ratio", "(max 1/3 0.3)"), ("min-long-double-eq", "(min 1 1.0)"),
    ("double-conv", "(double 7/2)"), ("double-bigdec", "(double 1.25M)"), ("long-double", "(long 3.99)"), ("long-neg-double", "(long -3.99)"),
    ("long-ratio", "(long 7/2)"), ("int-double", "(int 2.7)"), ("bigdec-long", "(bigdec 5)"), ("bigdec-double", "(bigdec 0.1)"),
    ("bigint-long", "(bigint 42)"), ("bigint-double", "(bigint 3.7)"), ("num-long", "(num 3)"),
    ("promote-add", "(+' 9223372036854775807 1)"), ("promote-mul", "(*' 9223372036854775807 2)"),
    ("bigint-add", "(+ 1N 2)"), ("bigint-mul-double", "(* 2N 1.5)"), ("long-max-plus-double", "(+ 9223372036854775807 1.0)"),
    ("str-double", "(str 1.0E10)"), ("str-bigdec", "(str 0.1M)"), ("str-double-small", "(str 0.0001)"), ("str-ratio", "(str 1/3)"),
    ("str-bigint", "(str 5N)"), ("str-neg-zero", "(str -0.0)"), ("str-double-int", "(str 100.0)"), ("str-big-double", "(str 1.5E7)"),
    ("str-bigdec-exp", "(str 1E+2M)"), ("str-double-1e7", "(str 1.0E7)"), ("str-double-1e-3", "(str 0.001)"),
    ("fmt-d", '(format "%d" 42)'), ("fmt-2f", '(format "%.2f" 3.14159)'), ("fmt-2f-bigdec", '(format "%.2f" 2.005M)'),
    ("fmt-s-double", '(format "%s" 1.5)'), ("fmt-comma", '(format "%,d" 1234567)'), ("fmt-neg-d", '(format "%05d" -42)'),
    ("fmt-s-bigdec", '(format "%s|%s" 1.50M 2)'), ("fmt-2f-neg", '(format "%.2f" -0.005)'), ("fmt-d-bigint", '(format "%d" 12N)'),
    ("eq-long-double", "(= 1 1.0)"), ("numeq-long-double", "(== 1 1.0)"), ("lt-long-bigdec", "(< 1 1.5M)"),
    ("eq-bigdec-scale", "(= 1.0M 1.00M)"), ("numeq-bigdec-scale", "(== 1.0M 1.00M)"), ("eq-ratio-double", "(= 1/2 0.5)"),
    ("numeq-ratio-double", "(== 1/2 0.5)"), ("compare-kinds", "(compare 1 1.5)"), ("eq-long-bigint", "(= 1 1N)"),
    ("zero-double", "(zero? 0.0)"), ("zero-neg", "(zero? -0.0)"), ("zero-bigdec", "(zero? 0.000M)"), ("pos-bigdec", "(pos? 0.01M)"),
    ("neg-ratio", "(neg? -1/3)"), ("even-neg", "(even? -4)"), ("odd-neg", "(odd? -3)"), ("even-zero", "(even? 0)"),
    ("ge-chain", "(>= 3 2.5 2.5M 1)"), ("lt-chain-false", "(< 1 2 2)"), ("not-eq-kinds", "(not= 1 1.0)"),
]
for n, ex in ARITH:
    add(f"p-{n}", f"[:find ?x . :where {ANCHOR} [{ex} ?x]]")

# ---- arithmetic on data
add("p-line-value", "[:find ?i ?v :where [?s :sale/id ?i] [(< ?i \"L0012\")] [?s :sale/product ?p] [?p :product/price ?pr] [?s :sale/qty ?q] [(* ?pr ?q) ?v]]")
add("p-line-net", "[:find ?i ?n :where [?s :sale/id ?i] [(< ?i \"L0012\")] [?s :sale/total ?t] [?s :sale/discount ?d] [(- 1 ?d) ?f] [(* ?t ?f) ?n]]")
add("p-weight-per-unit", "[:find ?k ?r :where [?e :product/sku ?k] [?e :product/weight ?w] [?e :product/stock ?s] [(pos? ?s)] [(/ ?w ?s) ?r]]")
add("p-stock-quot", "[:find ?k ?b :where [?e :product/sku ?k] [?e :product/stock ?s] [(quot ?s 4) ?b] [(< ?s 1000)]]")
add("p-stock-mod-neg", "[:find ?k ?m ?r :where [?e :product/sku ?k] [?e :product/stock ?s] [(< ?s 1)] [(mod ?s 3) ?m] [(rem ?s 3) ?r]]")
add("p-price-quot", "[:find ?k ?q :where [?e :product/sku ?k] [?e :product/price ?p] [(quot ?p 3) ?q]]")
add("p-price-rem", "[:find ?k ?r :where [?e :product/sku ?k] [?e :product/price ?p] [(rem ?p 1) ?r]]")
add("p-price-double", "[:find ?k ?d :where [?e :product/sku ?k] [?e :product/price ?p] [(double ?p) ?d]]")
add("p-price-long", "[:find ?k ?d :where [?e :product/sku ?k] [?e :product/price ?p] [(long ?p) ?d]]")
add("p-price-str", "[:find ?k ?d :where [?e :product/sku ?k] [?e :product/price ?p] [(str ?p) ?d]]")
add("p-price-format", "[:find ?k ?d :where [?e :product/sku ?k] [?e :product/price ?p] [(format \"%.2f\" ?p) ?d]]")
add("p-weight-str", "[:find ?k ?d :where [?e :product/sku ?k] [?e :product/weight ?w] [(str ?w) ?d]]")
add("p-weight-format", "[:find ?k ?d :where [?e :product/sku ?k] [?e :product/weight ?w] [(format \"%.3f kg\" ?w) ?d]]")
add("p-stock-format-comma", "[:find ?k ?d :where [?e :product/sku ?k] [?e :product/stock ?s] [(format \"%,d\" ?s) ?d]]")
add("p-price-gt-long", "[:find ?k :where [?e :product/sku ?k] [?e :product/price ?p] [(> ?p 20)]]")
add("p-price-gt-double", "[:find ?k :where [?e :product/sku ?k] [?e :product/price ?p] [(> ?p 9.99)]]")
add("p-price-eq-fn", "[:find ?k :where [?e :product/sku ?k] [?e :product/price ?p] [(= ?p 10)]]")
add("p-price-numeq-fn", "[:find ?k :where [?e :product/sku ?k] [?e :product/price ?p] [(== ?p 10)]]")
add("p-price-zero", "[:find ?k :where [?e :product/sku ?k] [?e :product/price ?p] [(zero? ?p)]]")
add("p-weight-zero", "[:find ?k :where [?e :product/sku ?k] [?e :product/weight ?w] [(zero? ?w)]]")
add("p-weight-eq-long", "[:find ?k :where [?e :product/sku ?k] [?e :product/weight ?w] [(== ?w 1)]]")
add("p-stock-even", "[:find ?k :where [?e :product/sku ?k] [?e :product/stock ?s] [(even? ?s)] [(< ?s 100)]]")
add("p-stock-odd-neg", "[:find ?k :where [?e :product/sku ?k] [?e :product/stock ?s] [(odd? ?s)] [(neg? ?s)]]")
add("p-stock-overflow", "[:find ?k ?x :where [?e :product/sku ?k] [?e :product/stock ?s] [(> ?s 1000000)] [(* ?s 2) ?x]]")
add("p-stock-overflow-promote", "[:find ?k ?x :where [?e :product/sku ?k] [?e :product/stock ?s] [(> ?s 1000000)] [(*' ?s 8) ?x]]")
add("p-stock-inc-dec", "[:find ?k ?a ?b :where [?e :product/sku ?k] [?e :product/stock ?s] [(< ?s 1)] [(inc ?s) ?a] [(dec ?s) ?b]]")
add("p-rate-convert", "[:find ?c ?v :where [?x :cur/code ?c] [?x :cur/rate ?r] [(* 100 ?r) ?v]]")
add("p-rate-inverse", "[:find ?c ?v :where [?x :cur/code ?c] [?x :cur/rate ?r] [(/ 1 ?r) ?v]]")
add("p-rate-bigdec", "[:find ?c ?v :where [?x :cur/code ?c] [?x :cur/rate ?r] [(bigdec ?r) ?v]]")
add("p-rate-long", "[:find ?c ?v :where [?x :cur/code ?c] [?x :cur/rate ?r] [(long ?r) ?v]]")
add("p-total-in-cur", "[:find ?i ?v :where [?s :sale/id ?i] [(< ?i \"L0010\")] [?s :sale/total ?t] [?s :sale/store ?st] [?st :store/currency ?c] [?c :cur/rate ?r] [(* ?t ?r) ?v]]")
add("p-disc-pct", "[:find ?d ?p :where [_ :sale/discount ?d] [(* ?d 100) ?p]]")
add("p-disc-abs", "[:find ?d ?a :where [_ :sale/discount ?d] [(abs ?d) ?a]]")
add("p-disc-max-min", "[:find ?d ?a ?b :where [_ :sale/discount ?d] [(max ?d 0) ?a] [(min ?d 0.2M) ?b]]")
add("p-qty-abs", "[:find ?q ?a :where [_ :sale/qty ?q] [(abs ?q) ?a]]")
add("p-target-half", "[:find ?a ?h :where [_ :target/amount ?a] [(/ ?a 2) ?h]]")
add("p-target-third", "[:find ?a ?h :where [_ :target/amount ?a] [(/ ?a 3) ?h]]")
add("p-target-units-mul", "[:find ?u ?x :where [_ :target/units ?u] [(< ?u 0)] [(* ?u 2) ?x]]")
add("p-target-units-double", "[:find ?u ?x :where [_ :target/units ?u] [(< ?u 0)] [(double ?u) ?x]]")
add("p-units-even", "[:find (count ?u) . :where [_ :target/units ?u] [(even? ?u)]]")
add("p-refund-neg", "[:find ?r ?f :where [?x :ret/refund ?f] [(neg? ?f)] [?x :ret/id ?r]]")
add("p-refund-zero", "[:find ?r :where [?x :ret/refund ?f] [(zero? ?f)] [?x :ret/id ?r]]")
add("p-ret-qty-neg", "[:find ?r ?q :where [?x :ret/qty ?q] [(neg? ?q)] [?x :ret/id ?r]]")
add("p-sqm-per-staff", "[:find ?c ?r :where [?s :store/code ?c] [?s :store/sqm ?q] [?s :store/staff ?n] [(not= ?n 0)] [(/ ?q ?n) ?r]]")
add("p-staff-ratio", "[:find ?c ?r :where [?s :store/code ?c] [?s :store/staff ?n] [(not= ?n 0)] [(/ 100 ?n) ?r]]")
add("p-str-upper", "[:find ?c ?u :where [?s :store/code ?c] [?s :store/name ?n] [(clojure.string/upper-case ?n) ?u]]")
add("p-str-blank", "[:find ?c :where [?s :store/code ?c] [?s :store/name ?n] [(clojure.string/blank? ?n)]]")
add("p-str-count", "[:find ?c ?l :where [?s :store/code ?c] [?s :store/name ?n] [(count ?n) ?l]]")
add("p-str-starts", '[:find ?k :where [?e :product/name ?n] [(clojure.string/starts-with? ?n "Grü")] [?e :product/sku ?k]]')
add("p-str-includes", '[:find ?k :where [?e :product/name ?n] [(clojure.string/includes? ?n " 1")] [?e :product/sku ?k]]')
add("p-str-split", '[:find ?n ?w :where [?e :product/name ?n] [(clojure.string/split ?n #" ") ?ws] [(first ?ws) ?w] [(< ?n "D")]]')
add("p-str-join-nums", '[:find ?x . :where ' + ANCHOR + ' [(clojure.string/join "," [1 2.5 3M]) ?x]]')
add("p-subs", "[:find ?k ?s :where [?e :product/sku ?k] [(subs ?k 4) ?s] [(< ?k \"SKU-005\")]]")
add("p-parse-long", '[:find ?k ?n :where [?e :product/sku ?k] [(subs ?k 4) ?s] [(parse-long ?s) ?n] [(< ?n 4)]]')
add("p-parse-double", '[:find ?x . :where ' + ANCHOR + ' [(parse-double "1.5e3") ?x]]')
add("p-kw-name", "[:find ?c ?n :where [_ :cur/code ?c] [(name ?c) ?n]]")
add("p-region-str", "[:find ?c ?r :where [?s :store/code ?c] [?s :store/region ?k] [(str ?k) ?r]]")
add("p-inst-compare", '[:find (count ?s) . :where [?s :sale/at ?t] [(< ?t #inst "2024-03-01T00:00:00.000-00:00")]]')
add("p-month-bucket", "[:find ?b (count ?s) :where [?s :sale/month ?m] [(quot ?m 4) ?b]]")
add("p-qty-bucket", "[:find ?b (count ?s) :where [?s :sale/qty ?q] [(quot ?q 10) ?b]]")
add("p-qty-mod-bucket", "[:find ?b (count ?s) :where [?s :sale/qty ?q] [(mod ?q 3) ?b]]")
add("p-disc-double-key", "[:find ?d (count ?s) :where [?s :sale/discount ?x] [(* 1.0 ?x) ?d]]")
add("p-price-bucket-long", "[:find ?b (count ?e) :where [?e :product/price ?p] [(long ?p) ?l] [(quot ?l 10) ?b]]")
add("p-total-sign", "[:find ?sg (count ?s) :where [?s :sale/total ?t] [(compare ?t 0) ?sg]]")
add("p-ground-num", "[:find ?x ?y :where " + ANCHOR + " [(ground 2.50M) ?x] [(ground 1/4) ?y]]")
add("p-vals-tuple", "[:find ?a ?b :where " + ANCHOR + " [(vector 1 2.0) [?a ?b]]]")
add("p-identity-bigint", "[:find ?x . :where " + ANCHOR + " [(identity 123456789012345678901234567890N) ?x]]")
add("p-range", "[:find ?x :where " + ANCHOR + " [(range 0 1 0.25) [?x ...]]]")
add("p-sum-fn", "[:find ?x . :where " + ANCHOR + " [(reduce + [1 2.5 1/2]) ?x]]")
add("p-apply-max", "[:find ?x . :where " + ANCHOR + " [(apply max [3 1.5M 7/2]) ?x]]")

# ---- joins
add("j-sale-store-product", "[:find ?i ?c ?k :where [?s :sale/id ?i] [(< ?i \"L0010\")] [?s :sale/store ?st] [?st :store/code ?c] [?s :sale/product ?p] [?p :product/sku ?k]]")
add("j-store-currency", "[:find ?c ?cur ?r :where [?s :store/code ?c] [?s :store/currency ?x] [?x :cur/code ?cur] [?x :cur/rate ?r]]")
add("j-returns-store", "[:find ?c (count ?r) :where [?r :ret/sale ?s] [?s :sale/store ?st] [?st :store/code ?c]]")
add("j-product-cat", "[:find ?k ?c :where [?p :product/sku ?k] [?p :product/cat ?x] [?x :cat/name ?c] [(< ?k \"SKU-008\")]]")
add("j-sales-by-region", "[:find ?r (count ?s) :where [?s :sale/store ?st] [?st :store/region ?r]]")
add("j-target-vs-sales", "[:find ?c ?m ?a (count ?s) :where [?t :target/store ?st] [?t :target/month ?m] [?t :target/amount ?a] [?st :store/code ?c] [?s :sale/store ?st] [?s :sale/month ?m] [(< ?m 3)]]")
add("j-same-price", "[:find ?a ?b :where [?x :product/price ?p] [?y :product/price ?p] [?x :product/sku ?a] [?y :product/sku ?b] [(< ?a ?b)]]")
add("j-same-weight", "[:find ?a ?b :where [?x :product/weight ?w] [?y :product/weight ?w] [?x :product/sku ?a] [?y :product/sku ?b] [(< ?a ?b)]]")
add("j-price-eq-numeric", "[:find ?a ?b :where [?x :product/price ?p] [?y :product/price ?q] [(== ?p ?q)] [?x :product/sku ?a] [?y :product/sku ?b] [(< ?a ?b)]]")
add("j-related", "[:find ?a ?b :where [?x :product/related ?y] [?x :product/sku ?a] [?y :product/sku ?b]]")
add("j-reverse-related", "[:find ?a ?b :where [?y :product/_related ?x] [?x :product/sku ?a] [?y :product/sku ?b]]")
add("j-parts", "[:find ?k (count ?pt) :where [?p :product/parts ?pt] [?p :product/sku ?k]]")
add("j-weight-vs-stock", "[:find ?k :where [?p :product/sku ?k] [?p :product/weight ?w] [?p :product/stock ?s] [(> ?w ?s)]]")
add("j-tag-pair", "[:find ?k :where [?p :product/tags :organic] [?p :product/tags :fragile] [?p :product/sku ?k]]")
add("j-no-sales-product", "[:find ?k :where [?p :product/sku ?k] (not-join [?p] [?s :sale/product ?p] [_ :ret/sale ?s])]")

# ---- aggregates
AGGS = ["sum", "avg", "median", "variance", "stddev", "min", "max", "count", "count-distinct"]
for ag in AGGS:
    add(f"a-{ag}-qty", f"[:find ({ag} ?q) . :where [_ :sale/qty ?q]]")
    add(f"a-{ag}-qty-with", f"[:find ({ag} ?q) . :with ?s :where [?s :sale/qty ?q]]")
    add(f"a-{ag}-disc-with", f"[:find ({ag} ?d) . :with ?s :where [?s :sale/discount ?d]]")
    add(f"a-{ag}-total-with", f"[:find ({ag} ?t) . :with ?s :where [?s :sale/total ?t]]")
    add(f"a-{ag}-price-by-cat", f"[:find ?c ({ag} ?p) :with ?e :where [?e :product/price ?p] [?e :product/cat ?x] [?x :cat/name ?c]]")
    if ag in ("sum", "avg", "median", "min", "max"):
        add(f"a-{ag}-weight", f"[:find ({ag} ?w) . :with ?e :where [?e :product/weight ?w]]")
    add(f"a-{ag}-single", f'[:find ({ag} ?p) . :where [?e :product/sku "SKU-001"] [?e :product/price ?p]]')
    add(f"a-{ag}-empty", f'[:find ({ag} ?p) . :where [?e :product/sku "NOPE"] [?e :product/price ?p]]')
    if ag not in ("count", "count-distinct"):
        add(f"a-{ag}-units", f"[:find ?c ({ag} ?u) :with ?t :where [?t :target/units ?u] [?t :target/store ?s] [?s :store/code ?c]]")
    if ag not in ("count", "count-distinct", "median"):
        add(f"a-{ag}-amount", f"[:find ?c ({ag} ?a) :with ?t :where [?t :target/amount ?a] [?t :target/store ?s] [?s :store/code ?c]]")
add("a-sum-by-store-total", "[:find ?c (sum ?t) :with ?s :where [?s :sale/store ?st] [?st :store/code ?c] [?s :sale/total ?t]]")
add("a-sum-no-with", "[:find ?c (sum ?t) :where [?s :sale/store ?st] [?st :store/code ?c] [?s :sale/total ?t]]")
add("a-avg-qty-by-channel", "[:find ?ch (avg ?q) :with ?s :where [?s :sale/channel ?ch] [?s :sale/qty ?q]]")
add("a-median-disc-by-store", "[:find ?c (median ?d) :with ?s :where [?s :sale/store ?st] [?st :store/code ?c] [?s :sale/discount ?d]]")
add("a-distinct-disc", "[:find (distinct ?d) . :where [_ :sale/discount ?d]]")
add("a-distinct-price-by-cat", "[:find ?c (distinct ?p) :where [?e :product/price ?p] [?e :product/cat ?x] [?x :cat/name ?c]]")
add("a-min-max-mixed", "[:find (min ?v) (max ?v) :where " + ANCHOR + " [(ground [1 2.5 3M 1/2]) [?v ...]]]")
add("a-sum-mixed", "[:find (sum ?v) . :where " + ANCHOR + " [(ground [1 2.5 3M]) [?v ...]]]")
add("a-sum-long-bigdec", "[:find (sum ?v) . :where " + ANCHOR + " [(ground [1 2 3.50M]) [?v ...]]]")
add("a-avg-longs", "[:find (avg ?v) . :where " + ANCHOR + " [(ground [1 2]) [?v ...]]]")
add("a-avg-bigdec", "[:find (avg ?v) . :where " + ANCHOR + " [(ground [1.00M 2.00M 4M]) [?v ...]]]")
add("a-median-even", "[:find (median ?v) . :where " + ANCHOR + " [(ground [1 2 3 4]) [?v ...]]]")
add("a-variance-one", "[:find (variance ?v) . :where " + ANCHOR + " [(ground [5]) [?v ...]]]")
add("a-count-distinct-kinds", "[:find (count-distinct ?v) . :where " + ANCHOR + " [(ground [1 1.0 1M 1N]) [?v ...]]]")
add("a-min-n", "[:find (min 3 ?q) . :where [_ :sale/qty ?q]]")
add("a-max-n", "[:find (max 3 ?p) . :where [_ :product/price ?p]]")
add("a-sample-count", "[:find (count ?x) . :where " + ANCHOR + " [(ground [1 2 3]) [?x ...]]]")
add("a-rand-count", "[:find ?c (count ?s) :where [?s :sale/store ?st] [?st :store/code ?c] [?s :sale/qty ?q] [(pos? ?q)]]")
add("a-revenue-bucket", "[:find ?b (sum ?t) :with ?s :where [?s :sale/total ?t] [?s :sale/month ?m] [(quot ?m 3) ?b]]")
add("a-qty-by-discount-key", "[:find ?d (sum ?q) :with ?s :where [?s :sale/discount ?d] [?s :sale/qty ?q]]")
add("a-stock-sum-overflow", "[:find (sum ?s) . :with ?e :where [?e :product/stock ?s]]")
add("a-refund-sum", "[:find (sum ?f) (count ?f) :with ?x :where [?x :ret/refund ?f]]")
add("a-ret-count-by-reason", "[:find ?r (count ?x) :where [?x :ret/reason ?r]]")
add("a-count-stores-per-region", "[:find ?r (count ?s) (count-distinct ?cur) :where [?s :store/region ?r] [?s :store/currency ?cur]]")
add("a-multi-aggs", "[:find ?c (min ?q) (max ?q) (sum ?q) (count ?q) :with ?s :where [?s :sale/store ?st] [?st :store/code ?c] [?s :sale/qty ?q]]")
add("a-agg-tuple-find", '[:find [(min ?q) (max ?q)] :where [_ :sale/qty ?q]]')
add("a-sum-neg-zero", "[:find (sum ?w) . :where " + ANCHOR + " [(ground [-0.0 0.0]) [?w ...]]]")
add("a-sum-adjust", "[:find ?k (sum ?a) :with ?e :where [?e :product/adjustments ?a] [?e :product/sku ?k]]")

# ---- order-by / limit / offset
add("o-price-desc", "[:find ?k ?p :where [?e :product/sku ?k] [?e :product/price ?p] :order-by [?p :desc ?k :asc]]")
add("o-price-asc-limit", "[:find ?k ?p :where [?e :product/sku ?k] [?e :product/price ?p] :order-by [?p ?k] :limit 5]")
add("o-weight-asc", "[:find ?k ?w :where [?e :product/sku ?k] [?e :product/weight ?w] :order-by [?w ?k]]")
add("o-weight-desc-offset", "[:find ?k ?w :where [?e :product/sku ?k] [?e :product/weight ?w] :order-by [?w :desc ?k] :limit 4 :offset 2]")
add("o-stock-asc", "[:find ?k ?s :where [?e :product/sku ?k] [?e :product/stock ?s] :order-by [?s ?k] :limit 8]")
add("o-disc-desc", "[:find ?i ?d :where [?s :sale/id ?i] [?s :sale/discount ?d] :order-by [?d :desc ?i] :limit 10]")
add("o-total-asc", "[:find ?i ?t :where [?s :sale/id ?i] [?s :sale/total ?t] :order-by [?t ?i] :limit 10]")
add("o-total-desc-offset", "[:find ?i ?t :where [?s :sale/id ?i] [?s :sale/total ?t] :order-by [?t :desc ?i :desc] :limit 6 :offset 20]")
add("o-rev-by-store", "[:find ?c (sum ?t) :with ?s :where [?s :sale/store ?st] [?st :store/code ?c] [?s :sale/total ?t] :order-by [1 :desc]]")
add("o-qty-by-month", "[:find ?m (sum ?q) :with ?s :where [?s :sale/month ?m] [?s :sale/qty ?q] :order-by [?m]]")
add("o-mixed-computed", "[:find ?k ?v :where [?e :product/sku ?k] [?e :product/price ?p] [?e :product/weight ?w] [(* ?p ?w) ?v] :order-by [?v :desc ?k] :limit 7]")
add("o-units-asc", "[:find ?c ?m ?u :where [?t :target/units ?u] [?t :target/month ?m] [?t :target/store ?s] [?s :store/code ?c] :order-by [?u ?c ?m] :limit 6]")
add("o-amount-desc", "[:find ?c ?m ?a :where [?t :target/amount ?a] [?t :target/month ?m] [?t :target/store ?s] [?s :store/code ?c] :order-by [?a :desc ?c ?m] :limit 8]")
add("o-sqm", "[:find ?c ?q :where [?s :store/code ?c] [?s :store/sqm ?q] :order-by [?q]]")
add("o-offset-past-end", "[:find ?c :where [?s :store/code ?c] :order-by [?c] :offset 10]")
add("o-limit-zero", "[:find ?c :where [?s :store/code ?c] :order-by [?c] :limit 0]")
add("o-rate-desc", "[:find ?c ?r :where [?x :cur/code ?c] [?x :cur/rate ?r] :order-by [?r :desc]]")
add("o-inst-latest", "[:find ?i ?t :where [?s :sale/id ?i] [?s :sale/at ?t] :order-by [?t :desc ?i] :limit 3]")
add("o-ret-refund", "[:find ?r ?f :where [?x :ret/id ?r] [?x :ret/refund ?f] :order-by [?f ?r]]")

# ---- or / not
add("o-or-channel", "[:find (count ?s) . :where (or [?s :sale/channel :web] [?s :sale/channel :app])]")
add("o-or-neg", "[:find ?i :where [?s :sale/id ?i] [(< ?i \"L0030\")] (or-join [?s] (and [?s :sale/qty ?q] [(neg? ?q)]) (and [?s :sale/discount ?d] [(neg? ?d)]))]")
add("o-or-join-price", "[:find ?k :where [?e :product/sku ?k] (or-join [?e] (and [?e :product/price ?p] [(< ?p 1)]) (and [?e :product/weight ?w] [(> ?w 10)]))]")
add("o-not-zero-stock", "[:find (count ?e) . :where [?e :product/sku] (not [?e :product/stock 0])]")
add("o-not-join-returned", "[:find (count ?s) . :where [?s :sale/id] (not-join [?s] [?r :ret/sale ?s])]")
add("o-not-join-returned-qty", "[:find (sum ?q) . :with ?s :where [?s :sale/qty ?q] (not-join [?s] [?r :ret/sale ?s] [?r :ret/qty ?rq] [(pos? ?rq)])]")
add("o-not-pred", "[:find ?k :where [?e :product/sku ?k] [?e :product/price ?p] (not [(pos? ?p)])]")
add("o-or-stores-no-target", "[:find ?c :where [?s :store/code ?c] (not [_ :target/store ?s])]")
add("o-or-join-region", "[:find ?c :where [?s :store/code ?c] (or-join [?s] [?s :store/region :asia] (and [?s :store/sqm ?q] [(< ?q 1)]))]")

# ---- rules
add("r-under-root", f'(q [:find [?n ...] :in $ % :where [?r :cat/name "root"] (under ?c ?r) [?c :cat/name ?n]] $ {CAT})')
add("r-products-under-food", f'(q [:find (count ?p) . :in $ % :where [?f :cat/name "food"] [?p :product/cat ?c] (or [(= ?c ?f)] (under ?c ?f))] $ {CAT})')
add("r-revenue-under-drinks", f'(q [:find (sum ?t) . :in $ % :with ?s :where [?d :cat/name "drinks"] [?p :product/cat ?c] (or [(= ?c ?d)] (under ?c ?d)) [?s :sale/product ?p] [?s :sale/total ?t]] $ {CAT})')
add("r-reach-cycle", f'(q [:find ?a ?b :in $ % :where (reach ?x ?y) [?x :product/sku ?a] [?y :product/sku ?b] [(< ?a "SKU-004")]] $ {REL})')
add("r-reach-self", f'(q [:find [?a ...] :in $ % :where (reach ?x ?x) [?x :product/sku ?a]] $ {REL})')
add("r-nonrec-rule", '(q [:find ?k :in $ % :where (cheap ?e) [?e :product/sku ?k]] $ [[(cheap ?e) [?e :product/price ?p] [(< ?p 3)]]])')
add("r-rule-multi-body", '(q [:find ?i :in $ % :where (odd-line ?s) [?s :sale/id ?i] [(< ?i "L0025")]] $ [[(odd-line ?s) [?s :sale/qty ?q] [(odd? ?q)]] [(odd-line ?s) [?s :sale/discount ?d] [(neg? ?d)]]])')
add("r-rule-depth", f'(q [:find ?n (count ?a) :in $ % :where [?c :cat/name ?n] (under ?c ?a)] $ {CAT})')

# ---- inputs
add("i-scalar-bigdec", "(q [:find ?k :in $ ?p :where [?e :product/price ?p] [?e :product/sku ?k]] $ 10.50M)")
add("i-scalar-double", "(q [:find ?k :in $ ?w :where [?e :product/weight ?w] [?e :product/sku ?k]] $ 0.25)")
add("i-scalar-long-to-double", "(q [:find ?k :in $ ?w :where [?e :product/weight ?w] [?e :product/sku ?k]] $ 1)")
add("i-scalar-ratio", "(q [:find ?x . :in $ ?r :where " + ANCHOR + " [(* ?r 4) ?x]] $ 3/4)")
add("i-tuple", "(q [:find ?k :in $ [?lo ?hi] :where [?e :product/price ?p] [(<= ?lo ?p)] [(< ?p ?hi)] [?e :product/sku ?k]] $ [2 10.5M])")
add("i-coll", "(q [:find ?k ?s :in $ [?s ...] :where [?e :product/stock ?s] [?e :product/sku ?k]] $ [0 -1 -3])")
add("i-coll-doubles", "(q [:find (count ?s) . :in $ [?d ...] :where [?s :sale/discount ?d]] $ [0.0 -0.05 1.0])")
add("i-relation", "(q [:find ?c ?v :in $ [[?c ?f]] :where [?x :cur/code ?c] [?x :cur/rate ?r] [(* ?r ?f) ?v]] $ [[:EUR 2] [:USD 0.5] [:JPY 1000M]])")
add("i-lookup-ref", '(q [:find ?n . :in $ ?s :where [?s :store/name ?n]] $ [:store/code "S4"])')
add("i-lookup-coll", '(q [:find ?c (count ?x) :in $ [?s ...] :where [?x :sale/store ?s] [?s :store/code ?c]] $ [[:store/code "S1"] [:store/code "S6"]])')
add("i-empty-coll", "(q [:find ?k :in $ [?s ...] :where [?e :product/stock ?s] [?e :product/sku ?k]] $ [])")
add("i-fn-input", "(q [:find ?k :in $ ?lim :where [?e :product/stock ?s] [(< ?s ?lim)] [?e :product/sku ?k]] $ 0.5)")
add("i-month-rel", '(q [:find ?m ?a :in $ ?st [?m ...] :where [?t :target/store ?st] [?t :target/month ?m] [?t :target/amount ?a]] $ [:store/code "S3"] [1 3 4 5])')
add("i-bigint-input", "(q [:find ?m :in $ ?u :where [?t :target/units ?u] [?t :target/month ?m]] $ 17N)")

# ---- pull
add("pl-product", '(pull [:product/sku :product/price :product/weight :product/stock :product/tags] [:product/sku "SKU-005"])')
add("pl-product-star", '(pull [*] [:product/sku "SKU-013"])')
add("pl-parts", '(pull [:product/sku {:product/parts [:part/name :part/qty]}] [:product/sku "SKU-009"])')
add("pl-related-recursive", '(pull [:product/sku {:product/related ...}] [:product/sku "SKU-001"])')
add("pl-related-limit", '(pull [:product/sku {:product/related 1}] [:product/sku "SKU-000"])')
add("pl-cat-parents", '(pull [:cat/name {:cat/parent ...}] [:cat/name "coffee"])')
add("pl-cat-children", '(pull [:cat/name {:cat/_parent [:cat/name]}] [:cat/name "drinks"])')
add("pl-store-currency", '(pull [:store/name {:store/currency [:cur/code :cur/rate]}] [:store/code "S4"])')
add("pl-default", '(pull [:store/code [:store/opened :default "never"] [:store/sqm :as :area]] [:store/code "S5"])')
add("pl-limit-tags", '(pull [[:product/tags :limit 1]] [:product/sku "SKU-000"])')
add("pl-target", '(pull [:target/month :target/amount :target/units :target/key] [:target/key [[:store/code "S1"] 5]])' if False else '[:find (pull ?t [:target/month :target/amount :target/units]) . :where [?s :store/code "S2"] [?t :target/store ?s] [?t :target/month 5]]')
add("pl-find-sales", '[:find (pull ?s [:sale/id :sale/qty :sale/discount :sale/total]) :where [?s :sale/id ?i] [(< ?i "L0006")]]')
add("pl-find-returns", '[:find (pull ?r [:ret/id :ret/refund {:ret/sale [:sale/id :sale/total]}]) :where [?r :ret/qty ?q] [(neg? ?q)]]')
add("pl-reverse-sales", '(pull [:store/code {[:sale/_store :limit 3] [:sale/id]}] [:store/code "S5"])')
add("pl-missing-entity", '(pull [:product/sku] [:product/sku "NOPE"])')
add("pl-uuid-lookup", '(pull [:product/sku :product/price] [:product/id #uuid "00000000-0000-4000-8000-000000000014"])')
for i in range(0, 30, 6):
    add(f"pl-g-{i}", f'(pull [:product/sku :product/price :product/weight :product/stock :product/adjustments {{:product/cat [:cat/name]}}] [:product/sku "SKU-{i:03d}"])')

# ---- writes
add("w-upsert-price", '(with [{:product/sku "SKU-001" :product/price 11.000M}] [:find ?p . :where [?e :product/sku "SKU-001"] [?e :product/price ?p]])')
add("w-stock-adjust", '(with [[:db/add [:product/sku "SKU-000"] :product/stock -5]] [:find ?s . :where [?e :product/sku "SKU-000"] [?e :product/stock ?s]])')
add("w-cas-ok", '(with [[:db/cas [:product/sku "SKU-002"] :product/stock -3 0]] [:find ?s . :where [?e :product/sku "SKU-002"] [?e :product/stock ?s]])')
add("w-cas-fail", '(with [[:db/cas [:product/sku "SKU-002"] :product/stock 99 0]] [:find ?s . :where [?e :product/sku "SKU-002"] [?e :product/stock ?s]])')
add("w-cas-bigdec", '(with [[:db/cas [:product/sku "SKU-001"] :product/price 10M 12M]] [:find ?s . :where [?e :product/sku "SKU-001"] [?e :product/price ?s]])')
add("w-cas-bigdec-scale", '(with [[:db/cas [:product/sku "SKU-001"] :product/price 10.00M 12M]] [:find ?s . :where [?e :product/sku "SKU-001"] [?e :product/price ?s]])')
add("w-cas-double", '(with [[:db/cas [:product/sku "SKU-001"] :product/weight 1.0 2.0]] [:find ?s . :where [?e :product/sku "SKU-001"] [?e :product/weight ?s]])')
add("w-retract-entity", '(with [[:db.fn/retractEntity [:product/sku "SKU-009"]]] [:find (count ?p) . :where [?p :part/name]])')
add("w-retract-attr", '(with [[:db/retract [:product/sku "SKU-000"] :product/adjustments]] [:find ?a :where [?e :product/sku "SKU-000"] [?e :product/adjustments ?a]])')
add("w-retract-value", '(with [[:db/retract [:product/sku "SKU-004"] :product/adjustments 8]] [:find ?a :where [?e :product/sku "SKU-004"] [?e :product/adjustments ?a]])')
add("w-new-sale-tempid", '(with [{:db/id "n" :sale/id "NEW1" :sale/store [:store/code "S5"] :sale/product [:product/sku "SKU-003"] :sale/qty 2 :sale/total 19.98M :sale/discount -0.0}] [:find ?c (sum ?t) :with ?s :where [?st :store/code "S5"] [?s :sale/store ?st] [?st :store/code ?c] [?s :sale/total ?t]])')
add("w-new-return-ref", '(with [{:ret/id "RX" :ret/sale {:sale/id "L0002"} :ret/qty 1 :ret/refund 0.50M}] [:find ?i ?f :where [?r :ret/id "RX"] [?r :ret/sale ?s] [?s :sale/id ?i] [?r :ret/refund ?f]])')
add("w-target-upsert-tuple", '(with [{:target/store [:store/code "S1"] :target/month 1 :target/amount 5.5M}] [:find ?a (count ?t) :where [?t :target/store ?s] [?s :store/code "S1"] [?t :target/month 1] [?t :target/amount ?a]])')
add("w-bigint-units", '(with [{:target/store [:store/code "S5"] :target/month 2 :target/amount 0M :target/units 99999999999999999999N}] [:find ?u . :where [?s :store/code "S5"] [?t :target/store ?s] [?t :target/units ?u]])')
add("w-tag-add-many", '(with [[:db/add [:product/sku "SKU-005"] :product/tags :clearance]] [:find [?t ...] :where [?e :product/sku "SKU-005"] [?e :product/tags ?t]])')
add("w-component-add", '(with [{:product/sku "SKU-009" :product/parts [{:part/name "extra" :part/qty -2}]}] [:find (sum ?q) . :with ?pt :where [?e :product/sku "SKU-009"] [?e :product/parts ?pt] [?pt :part/qty ?q]])')
add("w-related-cycle", '(with [[:db/add [:product/sku "SKU-010"] :product/related [:product/sku "SKU-000"]]] [:find [?b ...] :where [?x :product/sku "SKU-010"] [?x :product/related ?y] [?y :product/sku ?b]])')
add("w-rate-change-read", '(with [{:cur/code :JPY :cur/rate 0.0065}] [:find ?c ?v :where [?x :cur/code ?c] [?x :cur/rate ?r] [(* 1000 ?r) ?v]])')
add("w-then-pull", '(with [{:product/sku "SKU-NEW" :product/price 0.001M :product/weight 1.0E-3 :product/stock -7}] (pull [*] [:product/sku "SKU-NEW"]))')
add("w-retract-then-agg", '(with [[:db.fn/retractEntity [:store/code "S6"]]] [:find (count ?s) . :where [?s :sale/store ?st] [?st :store/code]])')
for i in range(4):
    add(f"w-g-upsert-stock-{i}", f'(with [{{:product/sku "SKU-{i * 3:03d}" :product/stock {(i - 5) * 1000}}}] [:find (sum ?s) . :with ?e :where [?e :product/stock ?s] [(< ?s 1000000)]])')

# ---- errors
add("e-overflow-mul", "[:find ?x . :where " + ANCHOR + " [(* 9223372036854775807 2) ?x]]")
add("e-overflow-add", "[:find ?x . :where " + ANCHOR + " [(+ 9223372036854775807 1) ?x]]")
add("e-overflow-inc", "[:find ?x . :where " + ANCHOR + " [(inc 9223372036854775807) ?x]]")
add("e-overflow-neg", "[:find ?x . :where " + ANCHOR + " [(- -9223372036854775808 1) ?x]]")
add("e-div-zero-long", "[:find ?x . :where " + ANCHOR + " [(/ 1 0) ?x]]")
add("e-div-zero-bigdec", "[:find ?x . :where " + ANCHOR + " [(/ 1M 0) ?x]]")
add("e-bigdec-nonterminating", "[:find ?x . :where " + ANCHOR + " [(/ 1M 3) ?x]]")
add("e-quot-zero", "[:find ?x . :where " + ANCHOR + " [(quot 5 0) ?x]]")
add("e-mod-zero", "[:find ?x . :where " + ANCHOR + " [(mod 5 0) ?x]]")
add("e-format-d-double", '[:find ?x . :where ' + ANCHOR + ' [(format "%d" 1.5) ?x]]')
add("e-unbound-find", "[:find ?x :where [?e :product/sku ?k]]")
add("e-unknown-fn", "[:find ?x . :where " + ANCHOR + " [(no-such-fn 1) ?x]]")
add("e-not-unbound", "[:find ?k :where [?e :product/sku ?k] (not [?x :sale/qty ?q] [(< ?q ?zz)])]")
add("e-tx-wrong-type", '(with [{:product/sku "SKU-001" :product/stock "many"}] [:find ?s . :where [?e :product/sku "SKU-001"] [?e :product/stock ?s]])')
add("e-cas-missing", '(with [[:db/cas [:product/sku "NOPE"] :product/stock 1 2]] [:find (count ?e) . :where [?e :product/sku]])')
add("e-lookup-missing", '(q [:find ?n . :in $ ?s :where [?s :store/name ?n]] $ [:store/code "S99"])')
add("e-sum-strings", "[:find (sum ?n) . :where [_ :store/name ?n]]")
add("e-plus-string", '[:find ?x . :where ' + ANCHOR + ' [(+ 1 "2") ?x]]')
add("e-long-huge-bigint", "[:find ?x . :where " + ANCHOR + " [(long 99999999999999999999N) ?x]]")

# ---- generated analyst reports for volume
for st in ["S1", "S2", "S3", "S4", "S5", "S6"]:
    add(f"g-store-rev-{st}", f'[:find (sum ?t) . :with ?s :where [?x :store/code "{st}"] [?s :sale/store ?x] [?s :sale/total ?t]]')
    add(f"g-store-avg-disc-{st}", f'[:find (avg ?d) . :with ?s :where [?x :store/code "{st}"] [?s :sale/store ?x] [?s :sale/discount ?d]]')
    add(f"g-store-qty-stats-{st}", f'[:find (min ?q) (max ?q) (median ?q) :with ?s :where [?x :store/code "{st}"] [?s :sale/store ?x] [?s :sale/qty ?q]]')
    if st in ("S1", "S4"):
        add(f"g-store-month-{st}", f'[:find ?m (count ?s) :where [?x :store/code "{st}"] [?s :sale/store ?x] [?s :sale/month ?m] [(even? ?m)]]')
    add(f"g-store-net-{st}", f'[:find (sum ?n) . :with ?s :where [?x :store/code "{st}"] [?s :sale/store ?x] [?s :sale/qty ?q] [?s :sale/product ?p] [?p :product/price ?pr] [(* ?pr ?q) ?n]]')
    if st in ("S1", "S6"):
        add(f"g-store-fmt-{st}", f'[:find ?i ?f :where [?x :store/code "{st}"] [?s :sale/store ?x] [?s :sale/id ?i] [(< ?i "L0030")] [?s :sale/discount ?d] [(* 100 ?d) ?p] [(format "%s: %.1f%%" ?i ?p) ?f]]')
for m in range(1, 13, 2):
    add(f"g-month-{m}", f"[:find ?c (sum ?q) (count-distinct ?p) :with ?s :where [?s :sale/month {m}] [?s :sale/qty ?q] [?s :sale/product ?p] [?s :sale/store ?x] [?x :store/code ?c]]")
    add(f"g-month-target-{m}", f"[:find ?c ?a ?h :where [?t :target/month {m}] [?t :target/amount ?a] [?t :target/store ?x] [?x :store/code ?c] [(* ?a 1.1) ?h]]")
for i in range(1, 16, 2):
    add(f"g-sku-sales-{i}", f'[:find (sum ?q) (count ?q) (avg ?q) :with ?s :where [?p :product/sku "SKU-{i:03d}"] [?s :sale/product ?p] [?s :sale/qty ?q]]')
for r in range(0, 10, 2):
    add(f"g-ret-{r}", f'[:find ?i ?q ?rq ?left :where [?x :ret/id "R{r:02d}"] [?x :ret/sale ?s] [?s :sale/id ?i] [?s :sale/qty ?q] [?x :ret/qty ?rq] [(- ?q ?rq) ?left]]')

with open(os.path.join(HERE, "queries.edn"), "w") as f:
    for n, t in E:
        f.write(f";; @ {n}\n{t}\n\n")
print(len(E), "entries")
