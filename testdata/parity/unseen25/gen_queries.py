#!/usr/bin/env python3
"""Writes queries.edn of the twenty-fifth unseen parity corpus (deterministic).
Emphasis: transactions and pull as an application uses them (`with`).
Books b0-b19 (ISBN "978-00II"), customers c0-c29 (e-mail "cI@shop.example"),
orders 1000-1119 (:order/no), lines keyed by [order-eid line-no]."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def add(name, text):
    E.append((name, text.strip()))


def C(i):
    return f'[:cust/email "c{i}@shop.example"]'


def B(i):
    return f'[:book/isbn "978-{i:04d}"]'


def O(n):
    return f"[:order/no {n}]"


def W(tx, form):
    return f"(with {tx} {form})"


REF = """[[(refd ?a ?b) [?a :cust/referrer ?b]]
  [(refd ?a ?b) [?a :cust/referrer ?m] (refd ?m ?b)]]"""
EVODD = """[[(ev ?a ?b) [?a :cust/referrer ?m] (od ?m ?b)]
  [(od ?a ?b) [?a :cust/referrer ?b]]
  [(od ?a ?b) [?a :cust/referrer ?m] (ev ?m ?b)]]"""
BOUGHT = """[[(bought ?c ?b) [?o :order/customer ?c] [?o :order/lines ?l] [?l :line/book ?b]]
  [(returned ?c ?b) [?o :order/customer ?c] [?o :order/lines ?l] [?l :line/book ?b] [?l :line/qty ?q] [(< ?q 0)]]
  [(kept ?c ?b) (bought ?c ?b) (not (returned ?c ?b))]]"""
SEQ = """[[(after ?a ?b) [?a :book/sequel ?b]]
  [(after ?a ?b) [?a :book/sequel ?m] (after ?m ?b)]]"""
U0 = '#uuid "00000000-0000-4000-8000-000000000000"'
U3 = '#uuid "00000000-0000-4000-8000-000000000003"'
UNEW = '#uuid "11111111-2222-4333-8444-555555555555"'
T2025 = '#inst "2025-01-01T00:00:00.000-00:00"'
T2024 = '#inst "2024-01-01T00:00:00.000-00:00"'
EPOCH = '#inst "1970-01-01T00:00:00.000-00:00"'

# ---------------- basics
add("b-titles", "[:find ?t :where [_ :book/title ?t]]")
add("b-empty-title", '[:find ?i . :where [?b :book/title ""] [?b :book/isbn ?i]]')
add("b-unicode-title", '[:find ?i . :where [?b :book/title "百年孤独"] [?b :book/isbn ?i]]')
add("b-price-zero", "[:find ?i :where [?b :book/price 0.00M] [?b :book/isbn ?i]]")
add("b-price-whole", "[:find ?i :where [?b :book/price 5M] [?b :book/isbn ?i]]")
add("b-price-all", "[:find ?p :where [_ :book/price ?p]]")
add("b-stock-neg", "[:find ?i ?s :where [?b :book/stock ?s] [(< ?s 0)] [?b :book/isbn ?i]]")
add("b-stock-zero-count", "[:find (count ?b) . :where [?b :book/stock 0]]")
add("b-rating-zero", "[:find ?t :where [?b :book/rating 0.0] [?b :book/title ?t]]")
add("b-genres-kids", "[:find ?t :where [?b :book/genres :kids] [?b :book/title ?t]]")
add("b-genre-all", "[:find [?g ...] :where [_ :book/genres ?g]]")
add("b-dims-all", "[:find ?d :where [_ :book/dims ?d]]")
add("b-dims-const", "[:find ?i :where [?b :book/dims [18.0 11.0]] [?b :book/isbn ?i]]")
add("b-ebook-false", "[:find (count ?b) . :where [?b :book/ebook false]]")
add("b-cust-names", "[:find ?n :where [_ :cust/name ?n]]")
add("b-cust-empty-name", '[:find ?e . :where [?c :cust/name ""] [?c :cust/email ?e]]')
add("b-cust-gift", f"[:find ?e . :where [?c :cust/gift {U3}] [?c :cust/email ?e]]")
add("b-cust-gift-count", "[:find (count ?g) . :where [_ :cust/gift ?g]]")
add("b-cust-handle", '[:find ?e . :where [?c :cust/handle "@ada0"] [?c :cust/email ?e]]')
add("b-points-zero", "[:find ?e :where [?c :cust/points 0N] [?c :cust/email ?e]]")
add("b-points-all", "[:find ?p :where [_ :cust/points ?p]]")
add("b-vip-true", "[:find (count ?c) . :where [?c :cust/vip true]]")
add("b-tier-gold", "[:find ?e :where [?c :cust/tier :gold] [?c :cust/email ?e]]")
add("b-tags-empty", '[:find ?e :where [?c :cust/tags ""] [?c :cust/email ?e]]')
add("b-tags-unicode", '[:find ?e :where [?c :cust/tags "bücherwurm"] [?c :cust/email ?e]]')
add("b-joined-epoch", f"[:find ?e . :where [?c :cust/joined {EPOCH}] [?c :cust/email ?e]]")
add("b-cities", "[:find ?c :where [_ :addr/city ?c]]")
add("b-addr-nozip", "[:find (count ?a) . :where [?a :addr/city] [(missing? $ ?a :addr/zip)]]")
add("b-order-status", "[:find ?s (count ?o) :where [?o :order/status ?s]]")
add("b-order-epoch", f"[:find ?n . :where [?o :order/placed {EPOCH}] [?o :order/no ?n]]")
add("b-order-neg-discount", "[:find (count ?o) . :where [?o :order/discount -0.05]]")
add("b-order-notes", "[:find ?n :where [_ :order/note ?n]]")
add("b-order-gifts", "[:find ?g :where [_ :order/gift ?g]]")
add("b-ship-all-count", "[:find (count ?s) . :where [_ :order/ship ?s]]")
add("b-ship-one", "[:find ?s . :where [?o :order/no 1002] [?o :order/ship ?s]]")
add("b-line-key-count", "[:find (count ?k) . :where [_ :line/key ?k]]")
add("b-line-qty-zero", "[:find (count ?l) . :where [?l :line/qty 0]]")
add("b-line-qty-neg", "[:find (count ?l) . :where [?l :line/qty -1]]")
add("b-cart-owner", "[:find ?e :where [_ :cart/owner ?c] [?c :cust/email ?e]]")
add("b-item-qty", "[:find ?q (count ?i) :where [?i :item/qty ?q]]")
add("b-sequel-self", "[:find ?t :where [?b :book/sequel ?b] [?b :book/title ?t]]")
add("b-referrer-self", "[:find ?e :where [?c :cust/referrer ?c] [?c :cust/email ?e]]")
add("b-attrs-of-order", "[:find ?a :where [?o :order/no 1002] [?o ?a _]]")
add("b-scalar-none", '[:find ?t . :where [?b :book/isbn "nope"] [?b :book/title ?t]]')
add("b-tuple-find", "[:find [?s ?n] :where [?o :order/no 1005] [?o :order/status ?s] [?o :order/customer ?c] [?c :cust/name ?n]]")
add("b-lookup-in-pattern", f'[:find ?t . :where [{B(4)} :book/title ?t]]')
add("b-lookup-as-value", f'[:find ?n :where [?o :order/customer {C(7)}] [?o :order/no ?n]]')

# ---------------- joins
add("j-order-cust-name", "[:find ?n ?name :where [?o :order/no ?n] [(< ?n 1006)] [?o :order/customer ?c] [?c :cust/name ?name]]")
add("j-line-book-title", "[:find ?n ?k ?t :where [?o :order/no ?n] [(< ?n 1004)] [?l :line/order ?o] [?l :line/no ?k] [?l :line/book ?b] [?b :book/title ?t]]")
add("j-lines-via-component", "[:find (count ?l) . :where [?o :order/status :returned] [?o :order/lines ?l]]")
add("j-lines-match-order", "[:find (count ?l) . :where [?o :order/lines ?l] [?l :line/order ?o]]")
add("j-cust-city", "[:find ?e ?city :where [?c :cust/email ?e] [?c :cust/addresses ?a] [?a :addr/primary true] [?a :addr/city ?city]]")
add("j-fav-ordered", "[:find ?e ?t :where [?c :cust/favorites ?b] [?o :order/customer ?c] [?o :order/lines ?l] [?l :line/book ?b] [?c :cust/email ?e] [?b :book/title ?t]]")
add("j-cart-book-titles", "[:find ?e ?t ?q :where [?k :cart/owner ?c] [?k :cart/items ?i] [?i :item/book ?b] [?i :item/qty ?q] [?b :book/title ?t] [?c :cust/email ?e]]")
add("j-referrer-tier", "[:find ?t1 ?t2 (count ?c) :where [?c :cust/referrer ?r] [?c :cust/tier ?t1] [?r :cust/tier ?t2]]")
add("j-same-city-pairs", "[:find (count ?c1) . :where [?c1 :cust/addresses ?a1] [?a1 :addr/city ?x] [?c2 :cust/addresses ?a2] [?a2 :addr/city ?x] [(< ?c1 ?c2)]]")
add("j-price-mismatch", "[:find (count ?l) . :where [?l :line/book ?b] [?l :line/price ?p] [?b :book/price ?p]]")
add("j-status-carrier", "[:find ?s ?car (count ?o) :where [?o :order/status ?s] [?o :order/ship ?sh] [(first ?sh) ?car]]")
add("j-two-genres", "[:find ?t :where [?b :book/genres :fiction] [?b :book/genres :scifi] [?b :book/title ?t]]")
add("j-cust-orders-books-distinct", "[:find ?e (count-distinct ?b) :where [?c :cust/email ?e] [?o :order/customer ?c] [?o :order/lines ?l] [?l :line/book ?b] [(< ?c 26)]]")
add("j-cross-cart-order", "[:find ?e :where [?k :cart/owner ?c] [?k :cart/items ?i] [?i :item/book ?b] [?o :order/customer ?c] [?o :order/lines ?l] [?l :line/book ?b] [?c :cust/email ?e]]")
add("j-sequel-titles", "[:find ?t1 ?t2 :where [?a :book/sequel ?b] [?a :book/title ?t1] [?b :book/title ?t2]]")

# ---------------- predicates
add("p-price-gt", "[:find ?i :where [?b :book/price ?p] [(> ?p 20M)] [?b :book/isbn ?i]]")
add("p-price-between", "[:find ?t :where [?b :book/price ?p] [(<= 5M ?p)] [(< ?p 13M)] [?b :book/title ?t]]")
add("p-rating-ge", "[:find ?t :where [?b :book/rating ?r] [(>= ?r 4.5)] [?b :book/title ?t]]")
add("p-discount-pos", "[:find (count ?o) . :where [?o :order/discount ?d] [(pos? ?d)]]")
add("p-discount-zero", "[:find (count ?o) . :where [?o :order/discount ?d] [(zero? ?d)]]")
add("p-qty-neg", "[:find ?n :where [?l :line/qty ?q] [(neg? ?q)] [?l :line/order ?o] [?o :order/no ?n] [(< ?n 1030)]]")
add("p-placed-after", f"[:find (count ?o) . :where [?o :order/placed ?t] [(> ?t {T2025})]]")
add("p-placed-before-2024", f"[:find ?n :where [?o :order/placed ?t] [(< ?t {T2024})] [?o :order/no ?n]]")
add("p-joined-between", f"[:find ?e :where [?c :cust/joined ?j] [(<= #inst \"2020-01-01T00:00:00.000-00:00\" ?j)] [(< ?j #inst \"2021-01-01T00:00:00.000-00:00\")] [?c :cust/email ?e]]")
add("p-not-eq-status", "[:find (count ?o) . :where [?o :order/status ?s] [(not= ?s :cancelled)]]")
add("p-kw-compare", "[:find ?s :where [_ :order/status ?s] [(compare ?s :paid) ?x] [(neg? ?x)]]")
add("p-string-lt", '[:find ?t :where [_ :book/title ?t] [(< (compare ?t "F") 0)]]')
add("p-string-compare", '[:find ?t :where [_ :book/title ?t] [(compare ?t "F") ?x] [(< ?x 0)]]')
add("p-starts-with", '[:find ?e :where [?c :cust/email ?e] [(clojure.string/starts-with? ?e "c1")]]')
add("p-ends-with-name", '[:find ?n :where [_ :cust/name ?n] [(clojure.string/ends-with? ?n "z")]]')
add("p-includes-zip", '[:find ?z :where [_ :addr/zip ?z] [(clojure.string/includes? ?z "9")]]')
add("p-blank-title", "[:find ?i :where [?b :book/title ?t] [(clojure.string/blank? ?t)] [?b :book/isbn ?i]]")
add("p-regex-handle", '[:find ?h :where [_ :cust/handle ?h] [(re-find #"^@[a-z]+1\\d$" ?h)]]')
add("p-regex-unicode", '[:find ?n :where [_ :cust/name ?n] [(re-find #"[^\\x00-\\x7F]" ?n)]]')
add("p-points-gt", "[:find ?e :where [?c :cust/points ?p] [(> ?p 100)] [?c :cust/email ?e]]")
add("p-bool-pred", "[:find (count ?b) . :where [?b :book/ebook ?x] [(true? ?x)]]")
add("p-uuid-eq", f"[:find ?e :where [?c :cust/gift ?g] [(= ?g {U0})] [?c :cust/email ?e]]")
add("p-tuple-nth", '[:find ?n :where [?o :order/ship ?s] [(nth ?s 0) ?c] [(= ?c :ups)] [?o :order/no ?n] [(< ?n 1030)]]')
add("p-ident-eq-eid", "[:find ?n :where [?o :order/customer ?c] [?c :cust/referrer ?c] [?o :order/no ?n]]")
add("p-chain-lt", "[:find ?s :where [_ :book/stock ?s] [(< -5 ?s 5)]]")
add("p-even-line", "[:find (count ?l) . :where [?l :line/no ?k] [(even? ?k)]]")
add("p-dims-tall", "[:find ?t :where [?b :book/dims ?d] [(first ?d) ?h] [(> ?h 20.0)] [?b :book/title ?t]]")

# ---------------- functions
add("f-line-total", "[:find ?n ?k ?tot :where [?o :order/no ?n] [(< ?n 1005)] [?l :line/order ?o] [?l :line/no ?k] [?l :line/qty ?q] [?l :line/price ?p] [(* ?q ?p) ?tot]]")
add("f-order-total", "[:find ?n (sum ?tot) :with ?l :where [?o :order/no ?n] [(< ?n 1010)] [?o :order/lines ?l] [?l :line/qty ?q] [?l :line/price ?p] [(* ?q ?p) ?tot]]")
add("f-discounted", "[:find ?n ?x :where [?o :order/no ?n] [(< ?n 1008)] [?o :order/discount ?d] [(- 1.0 ?d) ?x]]")
add("f-bigdec-add", "[:find ?t ?x :where [?b :book/price ?p] [(+ ?p 0.01M) ?x] [?b :book/title ?t] [?b :book/isbn \"978-0001\"]]")
add("f-bigdec-times-double", "[:find ?x . :where [?b :book/isbn \"978-0000\"] [?b :book/price ?p] [(* ?p 0.5) ?x]]")
add("f-bigdec-divide", "[:find ?x . :where [?b :book/isbn \"978-0003\"] [?b :book/price ?p] [(/ ?p 2) ?x]]")
add("f-bigint-inc", "[:find ?e ?x :where [?c :cust/points ?p] [(inc ?p) ?x] [?c :cust/email ?e] [(< ?c 26)]]")
add("f-str-concat", '[:find ?s :where [?o :order/no ?n] [(< ?n 1003)] [?o :order/status ?st] [(str "#" ?n "-" ?st) ?s]]')
add("f-name-kw", "[:find ?k :where [_ :order/status ?s] [(name ?s) ?k]]")
add("f-namespace-nil", "[:find ?k :where [_ :cust/tier ?s] [(namespace ?s) ?k]]")
add("f-upper-name", "[:find ?u :where [_ :cust/name ?n] [(clojure.string/upper-case ?n) ?u] [(clojure.string/starts-with? ?u \"É\")]]")
add("f-count-str", "[:find ?t ?c :where [_ :book/title ?t] [(count ?t) ?c] [(< ?c 5)]]")
add("f-subs-isbn", "[:find ?x :where [_ :book/isbn ?i] [(subs ?i 4) ?x] [(< ?i \"978-0004\")]]")
add("f-split-email", '[:find ?u :where [?c :cust/email ?e] [(clojure.string/split ?e #"@") [?u ?d]] [(< ?c 24)]]')
add("f-replace", '[:find ?x :where [_ :book/isbn ?i] [(clojure.string/replace ?i "978-" "ISBN ") ?x] [(clojure.string/ends-with? ?i "1")]]')
add("f-inst-ms", "[:find ?n ?ms :where [?o :order/placed ?t] [(inst-ms ?t) ?ms] [?o :order/no ?n] [(< ?n 1002)]]")
add("f-gettime", "[:find ?ms . :where [?o :order/no 1000] [?o :order/placed ?t] [(.getTime ?t) ?ms]]")
add("f-get-else-discount", "[:find ?n ?d :where [?o :order/no ?n] [(< ?n 1008)] [(get-else $ ?o :order/discount 0.0) ?d]]")
add("f-get-else-note", "[:find ?n ?d :where [?o :order/no ?n] [(< ?n 1012)] [(get-else $ ?o :order/note \"-\") ?d]]")
add("f-get-else-bigdec", "[:find ?t ?r :where [?b :book/title ?t] [(get-else $ ?b :book/rating -1.0) ?r] [(< ?r 0)]]")
add("f-get-else-bigint", "[:find ?e ?p :where [?c :cust/email ?e] [(get-else $ ?c :cust/points 0N) ?p] [(missing? $ ?c :cust/points)]]")
add("f-get-some", "[:find ?e ?a ?v :where [?c :cust/email ?e] [(< ?c 25)] [(get-some $ ?c :cust/handle :cust/name) [?a ?v]]]")
add("f-missing-vip", "[:find ?e :where [?c :cust/email ?e] [(missing? $ ?c :cust/vip)]]")
add("f-missing-ship", "[:find (count ?o) . :where [?o :order/status :delivered] [(missing? $ ?o :order/ship)]]")
add("f-untuple-ship", "[:find ?car ?trk :where [?o :order/no 1003] [?o :order/ship ?s] [(untuple ?s) [?car ?trk ?at]]]")
add("f-untuple-key", "[:find ?k :where [?o :order/no 1002] [?l :line/order ?o] [?l :line/key ?t] [(untuple ?t) [_ ?k]]]")
add("f-tuple-make", "[:find ?t :where [?o :order/no 1001] [?o :order/status ?s] [?o :order/customer ?c] [(tuple ?s ?c) ?t]]")
add("f-ground-coll", "[:find ?t :where [(ground [:paid :shipped]) [?s ...]] [?o :order/status ?s] [?o :order/no 1001] [?o :order/no ?t]]")
add("f-ground-rel", "[:find ?x ?y :where [(ground [[1 :a] [2 :b]]) [[?x ?y]]]]")
add("f-identity", "[:find ?x . :where [?b :book/isbn \"978-0005\"] [(identity ?b) ?y] [?y :book/title ?x]]")
add("f-keyword-make", '[:find ?k :where [_ :cust/tier ?t] [(name ?t) ?n] [(keyword "tier" ?n) ?k]]')
add("f-quot-mod", "[:find ?n ?q ?m :where [?o :order/no ?n] [(< ?n 1004)] [(quot ?n 7) ?q] [(mod ?n 7) ?m]]")
add("f-max-fn", "[:find ?x :where [?l :line/qty ?q] [(max ?q 0) ?x]]")
add("f-abs", "[:find ?x :where [_ :book/stock ?s] [(abs ?s) ?x]]")
add("f-double-round", "[:find ?r :where [_ :book/rating ?x] [(* ?x 2) ?y] [(long ?y) ?r]]")
add("f-str-bigdec", "[:find ?s :where [_ :book/price ?p] [(str ?p) ?s]]")
add("f-str-bigint", "[:find ?s :where [_ :cust/points ?p] [(str ?p) ?s]]")
add("f-str-uuid", f"[:find ?s . :where [?c :cust/gift {U3}] [(str ?c) ?x] [?c :cust/gift ?g] [(str ?g) ?s]]")
add("f-format", '[:find ?s :where [?o :order/no ?n] [(< ?n 1003)] [(format "ORD-%06d" ?n) ?s]]')
add("f-vector-fn", "[:find ?v :where [?o :order/no 1004] [?o :order/status ?s] [(vector ?s 1) ?v]]")
add("f-count-lines", "[:find ?n ?c :where [?o :order/no ?n] [(< ?n 1006)] [(get-else $ ?o :order/note \"\") ?x] [(count ?x) ?c]]")
add("f-contains-set", "[:find ?t :where [?b :book/title ?t] [(contains? #{\"Dune\" \"Emma\" \"Nope\"} ?t)]]")
add("f-nil-result", "[:find ?x :where [?c :cust/email \"c0@shop.example\"] [(get-else $ ?c :cust/handle \"none\") ?x]]")
add("f-ident-attr-fn", "[:find ?a :where [?o :order/no 1000] [?o ?at _] [(namespace ?at) ?a]]")
add("f-min-fn-inst", f"[:find ?x :where [?o :order/no 1001] [?o :order/placed ?t] [(compare ?t {T2024}) ?x]]")

# ---------------- not / or
add("n-not-vip", "[:find (count ?c) . :where [?c :cust/email] (not [?c :cust/vip true])]")
add("n-never-ordered", "[:find ?e :where [?c :cust/email ?e] (not [_ :order/customer ?c])]")
add("n-not-join-returned", "[:find ?e :where [?c :cust/email ?e] (not-join [?c] [?o :order/customer ?c] [?o :order/status :returned])]")
add("n-books-never-sold", "[:find ?t :where [?b :book/title ?t] (not [_ :line/book ?b])]")
add("n-books-not-in-cart", "[:find (count ?b) . :where [?b :book/isbn] (not-join [?b] [?i :item/book ?b] [?i :item/qty ?q] [(pos? ?q)])]")
add("n-or-status", "[:find (count ?o) . :where (or [?o :order/status :returned] [?o :order/status :cancelled])]")
add("n-or-join-gift", "[:find ?e :where [?c :cust/email ?e] (or-join [?c] [?c :cust/gift _] (and [?o :order/customer ?c] [?o :order/gift _]))]")
add("n-or-and", "[:find ?n :where [?o :order/no ?n] [(< ?n 1030)] (or (and [?o :order/status :paid] [?o :order/discount 0.0]) [?o :order/note \"\"])]")
add("n-not-or", "[:find (count ?b) . :where [?b :book/isbn] (not (or [?b :book/genres :kids] [?b :book/genres :poetry]))]")
add("n-or-join-nested-not", "[:find ?e :where [?c :cust/email ?e] [?c :cust/tier :gold] (or-join [?c] (not [?c :cust/vip _]) [?c :cust/points 0N])]")
add("n-not-with-pred", "[:find (count ?o) . :where [?o :order/no] (not [?o :order/discount ?d] [(> ?d 0.2)])]")
add("n-not-join-two", "[:find ?t :where [?b :book/title ?t] [?c :cust/email \"c1@shop.example\"] (not-join [?b ?c] [?c :cust/favorites ?b])]")
add("n-or-missing-attr", "[:find (count ?a) . :where [?a :addr/city] (or [?a :addr/zip \"00000\"] [(missing? $ ?a :addr/zip)])]")
add("n-nested-not-not", "[:find ?e :where [?c :cust/email ?e] (not (not [?c :cust/tier :platinum]))]")
add("n-or-join-ref", "[:find (count ?c) . :where [?c :cust/email] (or-join [?c] [?c :cust/referrer ?c] [?x :cust/referrer ?c])]")
add("n-not-cart-owner", "[:find (count ?c) . :where [?c :cust/email] (not [_ :cart/owner ?c])]")

# ---------------- rules
add("r-refd-from-c9", f"(q [:find ?e :in $ % ?c :where (refd ?c ?r) [?r :cust/email ?e]] $ {REF} {C(9)})")
add("r-refd-from-c0", f"(q [:find ?e :in $ % ?c :where (refd ?c ?r) [?r :cust/email ?e]] $ {REF} {C(0)})")
add("r-refd-cycle", f"(q [:find ?e :in $ % :where [?c :cust/email \"c1@shop.example\"] (refd ?c ?r) [?r :cust/email ?e]] $ {REF})")
add("r-refd-count-all", f"(q [:find (count ?r) . :in $ % :where (refd ?c ?r)] $ {REF})")
add("r-refd-into", f"(q [:find ?e :in $ % :where (refd ?c ?r) [?r :cust/email \"c2@shop.example\"] [?c :cust/email ?e]] $ {REF})")
add("r-refd-self-reach", f"(q [:find ?e :in $ % :where (refd ?c ?c) [?c :cust/email ?e]] $ {REF})")
add("r-evodd-c9", f"(q [:find ?e :in $ % :where [?c :cust/email \"c9@shop.example\"] (ev ?c ?r) [?r :cust/email ?e]] $ {EVODD})")
add("r-evodd-od-c20", f"(q [:find ?e :in $ % :where [?c :cust/email \"c19@shop.example\"] (od ?c ?r) [?r :cust/email ?e]] $ {EVODD})")
add("r-kept", f"(q [:find ?t :in $ % ?c :where (kept ?c ?b) [?b :book/title ?t]] $ {BOUGHT} {C(7)})")
add("r-returned-any", f"(q [:find (count ?c) . :in $ % :where (returned ?c ?b)] $ {BOUGHT})")
add("r-bought-not-kept", f"(q [:find ?e ?t :in $ % :where (returned ?c ?b) (not (kept ?c ?b)) [?c :cust/email ?e] [?b :book/title ?t] [(< ?c 30)]] $ {BOUGHT})")
add("r-seq", f"(q [:find ?t1 ?t2 :in $ % :where (after ?a ?b) [?a :book/title ?t1] [?b :book/title ?t2]] $ {SEQ})")
add("r-rule-const-lookup", f"(q [:find ?e :in $ % :where (refd ?c {C(3)}) [?c :cust/email ?e]] $ {REF})")
add("r-rule-in-or", f"(q [:find ?e :in $ % :where [?c :cust/email ?e] (or (refd ?c {C(0)}) [?c :cust/tier :platinum])] $ {REF})")
add("r-rule-in-not", f"(q [:find (count ?c) . :in $ % :where [?c :cust/email] (not (refd ?c {C(1)}))] $ {REF})")
add("r-rule-depth", """(q [:find ?e ?d :in $ % :where [?c :cust/email "c29@shop.example"] (hop ?c ?r ?d) [?r :cust/email ?e]] $
 [[(hop ?a ?b ?d) [?a :cust/referrer ?b] [(ground 1) ?d]]
  [(hop ?a ?b ?d) [?a :cust/referrer ?m] [(!= ?m ?a)] (hop ?m ?b ?d0) [(inc ?d0) ?d] [(< ?d 6)]]])""")
add("r-rule-multi-body", """(q [:find ?e :in $ % :where (bigspender ?c) [?c :cust/email ?e]] $
 [[(bigspender ?c) [?o :order/customer ?c] [?o :order/lines ?l] [?l :line/qty ?q] [(>= ?q 5)]]
  [(bigspender ?c) [?c :cust/tier :platinum] [?c :cust/vip true]]])""")
add("r-rule-two-args-bound", f"(q [:find ?x . :in $ % :where [?a :cust/email \"c9@shop.example\"] [?b :cust/email \"c1@shop.example\"] (refd ?a ?b) [(ground true) ?x]] $ {REF})")
add("r-rule-required", """(q [:find ?t :in $ % :where [?b :book/isbn "978-0004"] (sq ?b ?t)] $
 [[(sq [?b] ?t) [?b :book/sequel ?s] [?s :book/title ?t]]])""")
add("r-rule-fn-in-body", """(q [:find ?n ?tot :in $ % :where [?o :order/no ?n] [(< ?n 1005)] (ototal ?o ?tot)] $
 [[(ototal ?o ?tot) [?o :order/lines ?l] [?l :line/qty ?q] [?l :line/price ?p] [(* ?q ?p) ?tot]]])""")

# ---------------- aggregates
add("a-count-orders", "[:find (count ?o) . :where [?o :order/no]]")
add("a-count-by-cust", "[:find ?e (count ?o) :where [?o :order/customer ?c] [?c :cust/email ?e]]")
add("a-sum-qty", "[:find (sum ?q) . :with ?l :where [?l :line/qty ?q]]")
add("a-sum-qty-nowith", "[:find (sum ?q) . :where [?l :line/qty ?q]]")
add("a-sum-price", "[:find (sum ?p) . :with ?b :where [?b :book/price ?p]]")
add("a-avg-price", "[:find (avg ?p) . :with ?b :where [?b :book/price ?p]]")
add("a-avg-rating", "[:find (avg ?r) . :with ?b :where [?b :book/rating ?r]]")
add("a-median-stock", "[:find (median ?s) . :with ?b :where [?b :book/stock ?s]]")
add("a-median-price", "[:find (median ?p) . :with ?b :where [?b :book/price ?p]]")
add("a-variance-rating", "[:find (variance ?r) . :with ?b :where [?b :book/rating ?r]]")
add("a-stddev-discount", "[:find (stddev ?d) . :with ?o :where [?o :order/discount ?d]]")
add("a-min-max-placed", "[:find (min ?t) (max ?t) :where [_ :order/placed ?t]]")
add("a-min-max-price", "[:find (min ?p) (max ?p) :where [_ :book/price ?p]]")
add("a-min-max-points", "[:find (min ?p) (max ?p) :where [_ :cust/points ?p]]")
add("a-min-max-kw", "[:find (min ?s) (max ?s) :where [_ :order/status ?s]]")
add("a-min-max-str", "[:find (min ?t) (max ?t) :where [_ :book/title ?t]]")
add("a-min-n", "[:find (min 3 ?s) . :with ?b :where [?b :book/stock ?s]]")
add("a-max-n", "[:find (max 3 ?p) . :where [_ :book/price ?p]]")
add("a-max-n-by-group", "[:find ?s (max 2 ?n) :where [?o :order/status ?s] [?o :order/no ?n]]")
add("a-distinct-qty", "[:find (distinct ?q) . :where [_ :line/qty ?q]]")
add("a-count-distinct-books", "[:find (count-distinct ?b) . :where [_ :line/book ?b]]")
add("a-count-distinct-by-status", "[:find ?s (count-distinct ?c) :where [?o :order/status ?s] [?o :order/customer ?c]]")
add("a-sum-by-status", "[:find ?s (sum ?q) :with ?l :where [?o :order/status ?s] [?o :order/lines ?l] [?l :line/qty ?q]]")
add("a-revenue-by-status", "[:find ?s (sum ?t) :with ?l :where [?o :order/status ?s] [?o :order/lines ?l] [?l :line/qty ?q] [?l :line/price ?p] [(* ?q ?p) ?t]]")
add("a-count-tags", "[:find ?t (count ?c) :where [?c :cust/tags ?t]]")
add("a-count-genres", "[:find ?g (count ?b) :where [?b :book/genres ?g]]")
add("a-avg-discount-by-status", "[:find ?s (avg ?d) :with ?o :where [?o :order/status ?s] [?o :order/discount ?d]]")
add("a-multi-agg", "[:find ?s (count ?l) (sum ?q) (min ?q) (max ?q) :with ?l :where [?o :order/status ?s] [?o :order/lines ?l] [?l :line/qty ?q]]")
add("a-count-empty", "[:find (count ?o) . :where [?o :order/status :nope]]")
add("a-sum-empty", "[:find (sum ?q) . :where [?l :line/qty ?q] [(> ?q 100)]]")
add("a-agg-group-empty", "[:find ?s (count ?o) :where [?o :order/status ?s] [(= ?s :nope)]]")
add("a-count-points-bigint", "[:find (count ?p) . :where [_ :cust/points ?p]]")
add("a-sum-points", "[:find (sum ?p) . :with ?c :where [?c :cust/points ?p]]")
add("a-median-discount", "[:find (median ?d) . :with ?o :where [?o :order/discount ?d]]")
add("a-variance-qty", "[:find (variance ?q) . :with ?l :where [?l :line/qty ?q]]")
add("a-count-per-line-no", "[:find ?k (count ?l) :where [?l :line/no ?k]]")
add("a-distinct-carriers", "[:find (distinct ?c) . :where [_ :order/ship ?s] [(first ?s) ?c]]")
add("a-max-tuple", "[:find (max ?s) . :where [_ :order/ship ?s]]")
add("a-min-dims", "[:find (min ?d) . :where [_ :book/dims ?d]]")
add("a-count-with-nil-pull", "[:find ?s (count ?o) (pull ?c [:cust/name]) :where [?o :order/status ?s] [?o :order/customer ?c] [?c :cust/email \"c7@shop.example\"]]")
add("a-find-expr", "[:find ?s (- (max ?n) (min ?n)) :where [?o :order/status ?s] [?o :order/no ?n]]")
add("a-having", "[:find ?e (count ?o) :where [?o :order/customer ?c] [?c :cust/email ?e] :having [(> (count ?o) 5)]]")

# ---------------- find specs
add("s-coll", "[:find [?t ...] :where [?b :book/genres :poetry] [?b :book/title ?t]]")
add("s-scalar", "[:find ?n . :where [?c :cust/email \"c5@shop.example\"] [?c :cust/name ?n]]")
add("s-tuple", "[:find [?n ?t ?p] :where [?c :cust/email \"c5@shop.example\"] [?c :cust/name ?n] [?c :cust/tier ?t] [?c :cust/points ?p]]")
add("s-keys", "[:find ?n ?s :keys no status :where [?o :order/no ?n] [(< ?n 1004)] [?o :order/status ?s]]")
add("s-strs", "[:find ?n ?s :strs no status :where [?o :order/no ?n] [(< ?n 1003)] [?o :order/status ?s]]")
add("s-syms", "[:find ?n ?s :syms no status :where [?o :order/no ?n] [(< ?n 1003)] [?o :order/status ?s]]")
add("s-keys-tuple", "[:find [?n ?s] :keys no status :where [?o :order/no 1002] [?o :order/no ?n] [?o :order/status ?s]]")
add("s-keys-agg", "[:find ?s (count ?o) :keys status n :where [?o :order/status ?s]]")
add("s-keys-pull", "[:find (pull ?c [:cust/name]) ?e :keys who email :where [?c :cust/email ?e] [(< ?c 24)]]")
add("s-coll-pull", "[:find [(pull ?b [:book/title :book/price]) ...] :where [?b :book/genres :kids]]")
add("s-scalar-pull", f"[:find (pull ?b [:book/title]) . :where [?b :book/isbn \"978-0009\"]]")
add("s-tuple-agg", "[:find [(min ?p) (max ?p) (count ?p)] :where [_ :book/price ?p]]")
add("s-scalar-empty", "[:find ?x . :where [?c :cust/email \"zz\"] [?c :cust/name ?x]]")
add("s-coll-empty", "[:find [?x ...] :where [?c :cust/email \"zz\"] [?c :cust/name ?x]]")

# ---------------- order / limit
add("o-order-price", "[:find ?t ?p :where [?b :book/title ?t] [?b :book/price ?p] :order-by [?p ?t]]")
add("o-order-desc-limit", "[:find ?n ?t :where [?o :order/no ?n] [?o :order/placed ?t] :order-by [?t :desc ?n] :limit 5]")
add("o-order-offset", "[:find ?e :where [?c :cust/email ?e] :order-by [?e] :limit 4 :offset 3]")
add("o-order-agg", "[:find ?s (count ?o) :where [?o :order/status ?s] :order-by [?s]]")
add("o-limit-only", "[:find (count ?x) . :where [?x :book/isbn]]")
add("o-order-points", "[:find ?e ?p :where [?c :cust/points ?p] [?c :cust/email ?e] :order-by [?p :desc ?e]]")
add("o-order-kw", "[:find ?s :where [_ :order/status ?s] :order-by [?s :desc]]")
add("o-order-uuid", "[:find ?g :where [_ :cust/gift ?g] :order-by [?g :desc] :limit 3]")

# ---------------- inputs
add("i-scalar", "(q [:find ?n :in $ ?s :where [?o :order/status ?s] [?o :order/no ?n] [(< ?n 1020)]] $ :returned)")
add("i-tuple", "(q [:find ?n :in $ [?s ?c] :where [?o :order/status ?s] [?o :order/customer ?c] [?o :order/no ?n]] $ [:paid [:cust/email \"c7@shop.example\"]])")
add("i-coll", "(q [:find ?t :in $ [?i ...] :where [?b :book/isbn ?i] [?b :book/title ?t]] $ [\"978-0001\" \"978-0002\" \"978-9999\"])")
add("i-rel", "(q [:find ?t ?q :in $ [[?i ?q]] :where [?b :book/isbn ?i] [?b :book/title ?t]] $ [[\"978-0004\" 2] [\"978-0005\" 0]])")
add("i-lookup", f"(q [:find ?n :in $ ?c :where [?o :order/customer ?c] [?o :order/no ?n]] $ {C(14)})")
add("i-lookup-coll", f"(q [:find ?e (count ?o) :in $ [?c ...] :where [?o :order/customer ?c] [?c :cust/email ?e]] $ [{C(14)} {C(21)}])")
add("i-lookup-uuid", f"(q [:find ?e . :in $ ?c :where [?c :cust/email ?e]] $ [:cust/gift {U3}])")
add("i-bigdec", "(q [:find ?t :in $ ?p :where [?b :book/price ?p] [?b :book/title ?t]] $ 19.99M)")
add("i-inst", f"(q [:find (count ?o) . :in $ ?t :where [?o :order/placed ?p] [(< ?p ?t)]] $ {T2025})")
add("i-uuid", f"(q [:find ?e :in $ ?g :where [?c :cust/gift ?g] [?c :cust/email ?e]] $ {U0})")
add("i-tuple-value", "(q [:find ?t :in $ ?d :where [?b :book/dims ?d] [?b :book/title ?t]] $ [19.5 11.75])")
add("i-coll-kw", "(q [:find ?s (count ?o) :in $ [?s ...] :where [?o :order/status ?s]] $ [:paid :pending :nope])")
add("i-rel-with-fn", "(q [:find ?n ?x :in $ [[?n ?f]] :where [?o :order/no ?n] [?o :order/discount ?d] [(* ?d ?f) ?x]] $ [[1001 2.0] [1004 10.0]])")
add("i-pull-pattern", f"(q [:find (pull ?c ?pat) . :in $ ?c ?pat] $ {C(5)} [:cust/name :cust/tier])")
add("i-empty-coll", "(q [:find ?t :in $ [?i ...] :where [?b :book/isbn ?i] [?b :book/title ?t]] $ [])")
add("i-two-scalars", "(q [:find (count ?o) . :in $ ?lo ?hi :where [?o :order/no ?n] [(<= ?lo ?n)] [(< ?n ?hi)]] $ 1010 1020)")
add("i-bool", "(q [:find (count ?b) . :in $ ?x :where [?b :book/ebook ?x]] $ true)")
add("i-ident-kw-value", "(q [:find (count ?c) . :in $ ?t :where [?c :cust/tier ?t]] $ :silver)")
add("i-eid-scalar", "(q [:find ?t . :in $ ?b :where [?b :book/title ?t]] $ 5)")
add("i-pull-many-equiv", f"(q [:find [(pull ?c [:cust/name :cust/tier]) ...] :in $ [?c ...]] $ [{C(1)} {C(2)} {C(3)}])")

# ---------------- pull
add("pl-wildcard-book", f"(pull [*] {B(4)})")
add("pl-wildcard-order", f"(pull [*] {O(1002)})")
add("pl-wildcard-cust", f"(pull [*] {C(1)})")
add("pl-wildcard-plus-nested", f"(pull [* {{:order/lines [:line/no :line/qty {{:line/book [:book/title]}}]}}] {O(1002)})")
add("pl-wildcard-plus-ref", f"(pull [* {{:order/customer [:cust/name]}}] {O(1001)})")
add("pl-nested-components", f"(pull [:order/no {{:order/lines [:line/no :line/price]}}] {O(1007)})")
add("pl-nested-no-lines", f"(pull [:order/no {{:order/lines [:line/no]}}] {O(1003)})")
add("pl-reverse", f"(pull [:cust/name {{:order/_customer [:order/no]}}] {C(7)})")
add("pl-reverse-limit", f"(pull [:cust/name {{(:order/_customer :limit 2) [:order/no]}}] {C(7)})")
add("pl-reverse-limit-vec", f"(pull [:cust/name {{[:order/_customer :limit 1] [:order/status]}}] {C(7)})")
add("pl-reverse-component", f"(pull [:addr/city {{:cust/_addresses [:cust/email]}}] [:addr/zip \"00173\"])")
add("pl-reverse-as", f"(pull [[:order/_customer :as :orders]] {C(14)})")
add("pl-reverse-plain", f"(pull [:order/_customer] {C(14)})")
add("pl-default-string", f"(pull [[:order/note :default \"none\"]] {O(1001)})")
add("pl-default-long", f"(pull [[:book/stock :default -1] [:book/rating :default 0.0]] {B(5)})")
add("pl-default-bigdec", f"(pull [[:line/price :default 0M] :line/qty] {O(1001)})")
add("pl-default-bigint", f"(pull [[:cust/points :default 0N] :cust/name] {C(10)})")
add("pl-default-kw", f"(pull [[:cust/tier :default :none] [:cust/vip :default false]] {C(4)})")
add("pl-default-inst", f"(pull [[:order/placed :default {EPOCH}] [:order/gift :default {U0}]] {O(1001)})")
add("pl-default-tuple", f"(pull [[:book/dims :default [0.0 0.0]]] {B(3)})")
add("pl-default-many", f"(pull [[:cust/tags :default []] :cust/email] {C(2)})")
add("pl-default-present", f"(pull [[:cust/tier :default :none]] {C(5)})")
add("pl-as-rename", f"(pull [[:book/title :as :t] [:book/price :as \"price\"]] {B(1)})")
add("pl-as-default", f"(pull [[:book/rating :as :r :default -1.0]] {B(5)})")
add("pl-limit-many", f"(pull [[:cust/tags :limit 1]] {C(1)})")
add("pl-limit-nil", f"(pull [[:cust/favorites :limit nil]] {C(1)})")
add("pl-recursion-depth", f"(pull [:cust/email {{:cust/referrer 2}}] {C(29)})")
add("pl-recursion-dots", f"(pull [:cust/email {{:cust/referrer ...}}] {C(29)})")
add("pl-recursion-cycle", f"(pull [:cust/email {{:cust/referrer ...}}] {C(1)})")
add("pl-recursion-self", f"(pull [:cust/email {{:cust/referrer ...}}] {C(0)})")
add("pl-recursion-reverse", f"(pull [:cust/email {{:cust/_referrer 2}}] {C(3)})")
add("pl-recursion-sequel-self", f"(pull [:book/title {{:book/sequel ...}}] {B(12)})")
add("pl-lookup-uuid", f"(pull [:cust/email] [:cust/gift {U3}])")
add("pl-lookup-handle", '(pull [:cust/email] [:cust/handle "@ada0"])')
add("pl-missing-entity", f"(pull [*] {C(99)})")
add("pl-missing-eid", "(pull [*] 99999)")
add("pl-missing-attrs", f"(pull [:cust/vip :cust/gift] {C(4)})")
add("pl-db-id", f"(pull [:db/id :book/title] {B(0)})")
add("pl-composite-key", f"(pull [:line/no :line/key] {O(1001)})")
add("pl-line-by-key", "[:find (pull ?l [:line/qty {:line/book [:book/isbn]}]) . :where [?o :order/no 1002] [?l :line/key ?k] [?l :line/order ?o] [?l :line/no 2]]")
add("pl-ship-tuple", f"(pull [:order/ship] {O(1002)})")
add("pl-component-wildcard", f"(pull [{{:cust/addresses [*]}}] {C(1)})")
add("pl-cart", f"(pull [{{:cart/owner [:cust/email]}} {{:cart/items [:item/qty {{:item/book [:book/title]}}]}}] [:cart/owner {C(2)}])")
add("pl-nested-reverse-in-component", f"(pull [{{:order/lines [:line/no {{:line/order [:order/no]}}]}}] {O(1002)})")
add("pl-find-beside-agg", "[:find (pull ?c [:cust/email]) (count ?o) :where [?o :order/customer ?c] [?o :order/status :returned]]")
add("pl-find-beside-sum", "[:find (pull ?b [:book/title]) (sum ?q) :with ?l :where [?l :line/book ?b] [?l :line/qty ?q] [?b :book/genres :poetry]]")
add("pl-find-coll-nested", "[:find [(pull ?o [:order/no {:order/customer [:cust/tier]}]) ...] :where [?o :order/note _]]")
add("pl-xform", f"(pull [[:book/price :xform str]] {B(1)})")
add("pl-attr-ns-wild", f"(pull [:book/genres :book/dims] {B(7)})")
add("pl-two-reverse", f"(pull [{{:line/_book [:line/qty]}} {{:item/_book [:item/qty]}}] {B(3)})")
add("pl-favorites-nested", f"(pull [{{:cust/favorites [:book/title {{:book/sequel [:book/title]}}]}}] {C(1)})")
add("pl-ident-attr", f"(pull [:db/ident] {B(0)})")

# ---------------- with: upserts
NEWC = '{:cust/email "new@shop.example" :cust/name "Nova" :cust/tier :bronze :cust/points 0N}'
add("w-new-cust", W(f"[{NEWC}]", '(pull [:cust/name :cust/tier :cust/points] [:cust/email "new@shop.example"])'))
add("w-upsert-existing", W(f'[{{:cust/email "c5@shop.example" :cust/name "Renamed"}}]', f"(pull [:cust/name :cust/tier] {C(5)})"))
add("w-upsert-count", W(f'[{{:cust/email "c5@shop.example" :cust/name "Renamed"}}]', "[:find (count ?c) . :where [?c :cust/email]]"))
add("w-upsert-by-uuid", W(f'[{{:cust/gift {U3} :cust/name "Via Gift"}}]', f"(pull [:cust/email :cust/name] [:cust/gift {U3}])"))
add("w-upsert-two-keys-same", W(f'[{{:cust/gift {U3} :cust/email "c3@shop.example" :cust/tier :gold}}]', f"(pull [:cust/tier] {C(3)})"))
add("w-upsert-two-keys-conflict", W(f'[{{:cust/gift {U3} :cust/email "c6@shop.example" :cust/tier :gold}}]', f"(pull [:cust/tier] {C(3)})"))
add("w-upsert-many-add", W(f'[{{:cust/email "c1@shop.example" :cust/tags ["gift"]}}]', f"(pull [:cust/tags] {C(1)})"))
add("w-upsert-list-form", W('[[:db/add "x" :cust/email "c8@shop.example"] [:db/add "x" :cust/name "List Form"]]', f"(pull [:cust/name] {C(8)})"))
add("w-tempid-shared", W('[{:db/id "n" :cust/email "n@shop.example" :cust/name "N"} {:order/no 5000 :order/customer "n" :order/status :pending} {:order/no 5001 :order/customer "n" :order/status :paid}]',
                        '(pull [:cust/name {:order/_customer [:order/no :order/status]}] [:cust/email "n@shop.example"])'))
add("w-tempid-upserted-shared", W(f'[{{:db/id "n" :cust/email "c9@shop.example" :cust/name "Nine"}} {{:order/no 5000 :order/customer "n" :order/status :pending}}]',
                                 '[:find ?e ?nm . :where [?o :order/no 5000] [?o :order/customer ?c] [?c :cust/email ?e] [?c :cust/name ?nm]]'))
add("w-tempid-shared-count", W(f'[{{:db/id "n" :cust/email "c9@shop.example"}} {{:order/no 5000 :order/customer "n"}}]',
                              f'(q [:find (count ?o) . :in $ ?c :where [?o :order/customer ?c]] $ {C(9)})'))
add("w-nested-component", W('[{:order/no 5000 :order/customer [:cust/email "c2@shop.example"] :order/status :pending :order/lines [{:line/no 1 :line/qty 2 :line/price 9.99M :line/book [:book/isbn "978-0003"]} {:line/no 2 :line/qty -1 :line/price 0M :line/book [:book/isbn "978-0004"]}]}]',
                            '(pull [:order/no {:order/lines [:line/no :line/qty :line/price {:line/book [:book/title]}]}] [:order/no 5000])'))
add("w-nested-component-count", W('[{:order/no 5000 :order/lines [{:line/no 1 :line/qty 2} {:line/no 2 :line/qty 3}]}]',
                                  '[:find (sum ?q) . :with ?l :where [?o :order/no 5000] [?o :order/lines ?l] [?l :line/qty ?q]]'))
add("w-nested-ref-unique", W('[{:order/no 5000 :order/customer {:cust/email "c4@shop.example" :cust/name "Via Nested"}}]',
                             f"(pull [:cust/name {{:order/_customer [:order/no]}}] {C(4)})"))
add("w-nested-ref-unique-new", W('[{:order/no 5000 :order/customer {:cust/email "nested@shop.example"}}]',
                                 '[:find ?e . :where [?o :order/no 5000] [?o :order/customer ?c] [?c :cust/email ?e]]'))
add("w-nested-ref-no-unique", W('[{:order/no 5000 :order/customer {:cust/name "Anon"}}]',
                                '[:find ?n . :where [?o :order/no 5000] [?o :order/customer ?c] [?c :cust/name ?n]]'))
add("w-reverse-key", W(f'[{{:cust/email "rev@shop.example" :order/_customer [{O(1000)} {O(1001)}]}}]',
                       '(pull [:cust/email {:order/_customer [:order/no]}] [:cust/email "rev@shop.example"])'))
add("w-reverse-key-single", W(f'[{{:db/id {C(0)} :order/_customer {O(1005)}}}]',
                              f"[:find ?e . :where [?o :order/no 1005] [?o :order/customer ?c] [?c :cust/email ?e]]"))
add("w-reverse-key-component", W(f'[{{:cust/email "c2@shop.example" :cust/_referrer [{C(5)}]}}]',
                                 f"(pull [{{:cust/referrer [:cust/email]}}] {C(5)})"))
add("w-lookup-dbid", W(f'[{{:db/id {B(2)} :book/title "Untitled"}}]', f"(pull [:book/title] {B(2)})"))
add("w-lookup-ref-value", W(f'[{{:order/no 5000 :order/customer {C(11)}}}]', "[:find ?e . :where [?o :order/no 5000] [?o :order/customer ?c] [?c :cust/email ?e]]"))
add("w-lookup-in-add", W(f'[[:db/add {O(1004)} :order/status :paid]]', f"(pull [:order/status] {O(1004)})"))
add("w-lookup-ref-value-list", W(f'[[:db/add {C(12)} :cust/referrer {C(12)}]]', f"(pull [{{:cust/referrer [:cust/email]}}] {C(12)})"))
add("w-lookup-nothing", W(f'[[:db/add {C(77)} :cust/name "x"]]', "[:find (count ?c) . :where [?c :cust/email]]"))
add("w-upsert-composite-key", W('[[:db/add "l" :line/order 5000] ]', "[:find (count ?l) . :where [?l :line/order]]"))

# ---------------- with: retractions
add("w-retract-entity-order", W(f"[[:db/retractEntity {O(1002)}]]", "[:find (count ?l) . :where [?l :line/no]]"))
add("w-retract-entity-order-lines-gone", W(f"[[:db/retractEntity {O(1002)}]]", "[:find ?n :where [?o :order/no ?n] [(< ?n 1004)]]"))
add("w-retract-entity-cust-addrs", W(f"[[:db/retractEntity {C(1)}]]", "[:find (count ?a) . :where [?a :addr/city]]"))
add("w-retract-entity-cust-dangling", W(f"[[:db/retractEntity {C(7)}]]", "[:find (count ?o) . :where [?o :order/customer]]"))
add("w-retract-entity-referrer", W(f"[[:db/retractEntity {C(2)}]]", f"(pull [:cust/email {{:cust/referrer [:cust/email]}}] {C(1)})"))
add("w-retract-entity-pull", W(f"[[:db/retractEntity {C(2)}]]", f"(pull [*] {C(2)})"))
add("w-retract-entity-cart", W(f"[[:db/retractEntity [:cart/owner {C(0)}]]]", "[:find (count ?i) . :where [?i :item/qty]]"))
add("w-retract-one-many", W(f'[[:db/retract {C(1)} :cust/tags "student"]]', f"(pull [:cust/tags] {C(1)})"))
add("w-retract-whole-attr", W(f"[[:db/retract {C(1)} :cust/tags]]", f"(pull [:cust/email :cust/tags] {C(1)})"))
add("w-retract-whole-component", W(f"[[:db/retract {C(1)} :cust/addresses]]", "[:find (count ?a) . :where [?a :addr/city]]"))
add("w-retract-wrong-value", W(f'[[:db/retract {C(1)} :cust/name "Not The Name"]]', f"(pull [:cust/name] {C(1)})"))
add("w-retract-scalar", W(f"[[:db/retract {O(1000)} :order/discount 0.0]]", f"(pull [:order/discount] {O(1000)})"))
add("w-retract-tuple", W(f"[[:db/retract {O(1002)} :order/ship]]", f"(pull [:order/no :order/ship] {O(1002)})"))
add("w-add-retract-many-same-tx", W(f'[[:db/add {C(1)} :cust/tags "gift"] [:db/retract {C(1)} :cust/tags "student"] [:db/add {C(1)} :cust/tags "zz"]]', f"(pull [:cust/tags] {C(1)})"))
add("w-add-and-retract-same", W(f'[[:db/add {C(3)} :cust/tags "x"] [:db/retract {C(3)} :cust/tags "x"]]', f"(pull [:cust/tags] {C(3)})"))
add("w-retract-line-component-from-order", W(f"[[:db/retractEntity [:line/key [[:order/no 1002] 1]]]]", "[:find (count ?l) . :where [?l :line/no]]"))
add("w-retract-ref-value", W(f"[[:db/retract {C(5)} :cust/referrer {C(2)}]]", f"(pull [:cust/referrer] {C(5)})"))
add("w-retract-fav-one", W(f"[[:db/retract {C(1)} :cust/favorites {B(4)}]]", f"(pull [{{:cust/favorites [:book/isbn]}}] {C(1)})"))
add("w-retract-missing-entity", W(f"[[:db/retractEntity {C(88)}]]", "[:find (count ?c) . :where [?c :cust/email]]"))
add("w-retract-then-readd", W(f'[[:db/retract {B(0)} :book/genres :fiction] [:db/add {B(0)} :book/genres :kids]]', f"(pull [:book/genres] {B(0)})"))

# ---------------- with: cas
add("w-cas-ok", W(f"[[:db.fn/cas {O(1000)} :order/status :pending :paid]]", f"(pull [:order/status] {O(1000)})"))
add("w-cas-fail", W(f"[[:db.fn/cas {O(1000)} :order/status :shipped :paid]]", f"(pull [:order/status] {O(1000)})"))
add("w-cas-nil-ok", W(f'[[:db.fn/cas {O(1001)} :order/note nil "new note"]]', f"(pull [:order/note] {O(1001)})"))
add("w-cas-nil-fail", W(f'[[:db.fn/cas {O(1000)} :order/note nil "new note"]]', f"(pull [:order/note] {O(1000)})"))
add("w-cas-bigdec", W(f"[[:db.fn/cas {B(1)} :book/price 0.00M 1.00M]]", f"(pull [:book/price] {B(1)})"))
add("w-cas-bigdec-scale", W(f"[[:db.fn/cas {B(1)} :book/price 0M 1.00M]]", f"(pull [:book/price] {B(1)})"))
add("w-cas-bigint", W(f"[[:db.fn/cas {C(1)} :cust/points -50N 10N]]", f"(pull [:cust/points] {C(1)})"))
add("w-cas-long-stock", W(f"[[:db.fn/cas {B(3)} :book/stock -2 0]]", f"(pull [:book/stock] {B(3)})"))
add("w-cas-double", W(f"[[:db.fn/cas {O(1001)} :order/discount 0.1 0.2]]", f"(pull [:order/discount] {O(1001)})"))
add("w-cas-db-cas", W(f"[[:db/cas {O(1000)} :order/status :pending :cancelled]]", f"(pull [:order/status] {O(1000)})"))
add("w-cas-ref", W(f"[[:db.fn/cas {C(5)} :cust/referrer {C(2)} {C(0)}]]", f"(pull [{{:cust/referrer [:cust/email]}}] {C(5)})"))
add("w-cas-ref-eid-old", W(f"[[:db.fn/cas {C(5)} :cust/referrer [:cust/email \"c1@shop.example\"] {C(0)}]]", f"(pull [{{:cust/referrer [:cust/email]}}] {C(5)})"))
add("w-cas-two-in-tx", W(f"[[:db.fn/cas {O(1000)} :order/status :pending :paid] [:db.fn/cas {O(1001)} :order/status :paid :shipped]]", "[:find ?n ?s :where [?o :order/no ?n] [(< ?n 1002)] [?o :order/status ?s]]"))
add("w-cas-uuid", W(f"[[:db.fn/cas {C(3)} :cust/gift {U3} {UNEW}]]", f"(pull [:cust/email] [:cust/gift {UNEW}])"))
add("w-cas-inst", W(f"[[:db.fn/cas {O(1000)} :order/placed {EPOCH} {T2025}]]", f"(pull [:order/placed] {O(1000)})"))

# ---------------- with: unique conflicts and errors in tx
add("w-unique-value-conflict", W(f'[[:db/add {C(1)} :cust/handle "@ada0"]]', f"(pull [:cust/handle] {C(1)})"))
add("w-unique-value-new-entity", W('[{:cust/email "dup@shop.example" :cust/handle "@ada0"}]', "[:find (count ?c) . :where [?c :cust/email]]"))
add("w-unique-value-own", W(f'[[:db/add {C(0)} :cust/handle "@ada0"]]', f"(pull [:cust/handle] {C(0)})"))
add("w-unique-value-swap", W(f'[[:db/retract {C(0)} :cust/handle "@ada0"] [:db/add {C(1)} :cust/handle "@ada0"]]', '(pull [:cust/email] [:cust/handle "@ada0"])'))
add("w-unique-cart-owner-conflict", W(f'[{{:cart/owner {C(0)} :cart/updated {T2025}}}]', "[:find (count ?k) . :where [?k :cart/owner]]"))
add("w-identity-change-conflict", W(f'[[:db/add {C(1)} :cust/email "c2@shop.example"]]', f"(pull [:cust/name] {C(2)})"))
add("w-identity-change-ok", W(f'[[:db/add {C(1)} :cust/email "renamed@shop.example"]]', '(pull [:cust/name] [:cust/email "renamed@shop.example"])'))
add("w-composite-key-conflict", W(f"[{{:line/order {O(1002)} :line/no 3 :line/qty 1}} [:db/add [:line/key [[:order/no 1002] 1]] :line/no 2]]", "[:find (count ?l) . :where [?l :line/no]]"))
add("w-composite-new-line", W("[{:db/id \"l\" :line/order [:order/no 1003] :line/no 1 :line/qty 4 :line/price 2.50M} [:db/add [:order/no 1003] :order/lines \"l\"]]",
                              "(pull [:order/no {:order/lines [:line/no :line/qty :line/key]}] [:order/no 1003])"))
add("w-composite-upsert-by-key", W("[{:line/key [1021 1] :line/qty 99}]", "[:find (count ?l) . :where [?l :line/qty 99]]"))
add("w-wrong-type", W(f'[[:db/add {C(1)} :cust/points "many"]]', f"(pull [:cust/points] {C(1)})"))
add("w-wrong-type-kw", W(f'[[:db/add {O(1000)} :order/status "paid"]]', f"(pull [:order/status] {O(1000)})"))
add("w-unknown-attr", W(f'[[:db/add {C(1)} :cust/nope 1]]', f"(pull [:cust/name] {C(1)})"))
add("w-ship-tuple-add", W(f'[[:db/add {O(1000)} :order/ship [:dhl "TRK-NEW" {T2025}]]]', f"(pull [:order/ship] {O(1000)})"))
add("w-ship-tuple-bad-arity", W(f'[[:db/add {O(1000)} :order/ship [:dhl "TRK-NEW"]]]', f"(pull [:order/ship] {O(1000)})"))
add("w-ship-tuple-query", W(f'[[:db/add {O(1000)} :order/ship [:fedex "" {EPOCH}]]]', "[:find ?c ?t :where [?o :order/ship [?c ?t ?at]]]"))
add("w-ship-tuple-const", W(f'[[:db/add {O(1000)} :order/ship [:fedex "" {EPOCH}]]]', f'[:find ?n . :where [?o :order/ship [:fedex "" {EPOCH}]] [?o :order/no ?n]]'))

# ---------------- with: then read
add("w-place-order-then-total", W('[{:db/id "o" :order/no 6000 :order/customer [:cust/email "c3@shop.example"] :order/status :pending :order/placed #inst "2026-01-01T00:00:00.000-00:00" :order/lines [{:line/no 1 :line/qty 2 :line/price 12.99M :line/book [:book/isbn "978-0000"]} {:line/no 2 :line/qty 1 :line/price 5M :line/book [:book/isbn "978-0002"]}]}]',
                                  "[:find (sum ?t) . :with ?l :where [?o :order/no 6000] [?o :order/lines ?l] [?l :line/qty ?q] [?l :line/price ?p] [(* ?q ?p) ?t]]"))
add("w-place-order-keys", W('[{:order/no 6000 :order/lines [{:line/no 1 :line/qty 2} {:line/no 2 :line/qty 1}]}]',
                            "[:find ?k :where [?o :order/no 6000] [?l :line/order ?o] [?l :line/key ?k]]"))
add("w-place-order-keys-explicit", W('[{:db/id "o" :order/no 6000 :order/lines ["l1" "l2"]} {:db/id "l1" :line/order "o" :line/no 1 :line/qty 2} {:db/id "l2" :line/order "o" :line/no 2 :line/qty 1}]',
                                     "[:find ?no ?q :where [?o :order/no 6000] [?l :line/order ?o] [?l :line/key [?o ?no]] [?l :line/qty ?q]]"))
add("w-place-order-latest", W('[{:order/no 6000 :order/customer [:cust/email "c3@shop.example"] :order/placed #inst "2026-01-01T00:00:00.000-00:00"}]',
                              f"(q [:find (max ?t) . :in $ ?c :where [?o :order/customer ?c] [?o :order/placed ?t]] $ {C(3)})"))
add("w-return-line", W("[[:db/add [:line/key [[:order/no 1001] 1]] :line/qty -2]]", "[:find ?q . :where [?o :order/no 1001] [?l :line/order ?o] [?l :line/no 1] [?l :line/qty ?q]]"))
add("w-points-bump", W(f"[[:db/add {C(2)} :cust/points 1300N]]", f"(pull [:cust/points] {C(2)})"))
add("w-points-sum-after", W(f"[[:db/add {C(1)} :cust/points 50N]]", "[:find (sum ?p) . :with ?c :where [?c :cust/points ?p]]"))
add("w-cart-add-item", W(f'[{{:db/id [:cart/owner {C(2)}] :cart/items [{{:item/book {B(9)} :item/qty 1}}]}}]', f"[:find (count ?i) . :where [?k :cart/owner {C(2)}] [?k :cart/items ?i]]"))
add("w-cart-new", W(f'[{{:cart/owner {C(1)} :cart/items [{{:item/book {B(1)} :item/qty 2}}] :cart/updated {T2025}}}]', f"(pull [* {{:cart/items [:item/qty]}}] [:cart/owner {C(1)}])"))
add("w-cart-checkout", W(f'[[:db/retractEntity [:cart/owner {C(2)}]] {{:order/no 7000 :order/customer {C(2)} :order/status :pending}}]', f"(pull [{{:order/_customer [:order/no]}} {{:cart/_owner [:cart/updated]}}] {C(2)})"))
add("w-referral-new", W(f'[{{:cust/email "ref@shop.example" :cust/referrer {C(29)}}}]', f"(q [:find ?e :in $ % :where [?c :cust/email \"ref@shop.example\"] (refd ?c ?r) [?r :cust/email ?e]] $ {REF})"))
add("w-referral-break-cycle", W(f'[[:db/retract {C(1)} :cust/referrer {C(2)}]]', f"(q [:find ?e :in $ % :where [?c :cust/email \"c2@shop.example\"] (refd ?c ?r) [?r :cust/email ?e]] $ {REF})"))
add("w-fav-add-many", W(f'[{{:db/id {C(2)} :cust/favorites [{B(1)} {B(2)}]}}]', f"(pull [{{:cust/favorites [:book/isbn]}}] {C(2)})"))
add("w-fav-list-add", W(f'[[:db/add {C(2)} :cust/favorites {B(1)}] [:db/add {C(2)} :cust/favorites {B(1)}]]', f"(pull [{{:cust/favorites [:book/isbn]}}] {C(2)})"))
add("w-card-one-replace", W(f'[[:db/add {C(1)} :cust/tier :gold]]', "[:find ?t (count ?c) :where [?c :cust/tier ?t]]"))
add("w-card-one-two-values", W(f'[[:db/add {C(1)} :cust/tier :gold] [:db/add {C(1)} :cust/tier :silver]]', f"(pull [:cust/tier] {C(1)})"))
add("w-tempid-resolve-both", W('[{:db/id "a" :cust/email "a@shop.example" :cust/referrer "b"} {:db/id "b" :cust/email "b@shop.example" :cust/referrer "a"}]',
                               '(pull [:cust/email {:cust/referrer [:cust/email {:cust/referrer [:cust/email]}]}] [:cust/email "a@shop.example"])'))
add("w-empty-tx", W("[]", "[:find (count ?c) . :where [?c :cust/email]]"))
add("w-with-q-input", W(f'[[:db/add {O(1003)} :order/status :returned]]', "(q [:find (count ?o) . :in $ ?s :where [?o :order/status ?s]] $ :returned)"))
add("w-with-rule", W(f'[[:db/add {B(5)} :book/sequel {B(6)}]]', f"(q [:find ?t :in $ % :where [?a :book/isbn \"978-0004\"] (after ?a ?b) [?b :book/title ?t]] $ {SEQ})"))
add("w-retract-entity-book-refs", W(f"[[:db/retractEntity {B(3)}]]", "[:find (count ?l) . :where [?l :line/book]]"))
add("w-retract-entity-book-pull-order", W(f"[[:db/retractEntity {B(5)}]]", f"(pull [{{:order/lines [:line/no {{:line/book [:book/title]}}]}}] {O(1000)})"))
add("w-addr-replace-component", W(f'[{{:db/id {C(0)} :cust/addresses [{{:addr/city "Paris" :addr/primary true}}]}}]', f"(pull [{{:cust/addresses [:addr/city :addr/primary]}}] {C(0)})"))
add("w-nested-component-reverse-pull", W('[{:order/no 5000 :order/lines [{:line/no 1 :line/qty 7}]}]', "[:find ?n . :where [?l :line/qty 7] [?o :order/lines ?l] [?o :order/no ?n]]"))
add("w-explicit-eid-neg-tempid", W('[[:db/add -1 :cust/email "neg@shop.example"] [:db/add -1 :cust/tier :gold]]', '(pull [:cust/tier] [:cust/email "neg@shop.example"])'))
add("w-string-tempid-ref-list", W('[[:db/add "c" :cust/email "t@shop.example"] [:db/add "o" :order/no 5555] [:db/add "o" :order/customer "c"]]', '(pull [:order/no {:order/customer [:cust/email]}] [:order/no 5555])'))
add("w-retract-attr-many-then-add", W(f'[[:db/retract {C(1)} :cust/tags] [:db/add {C(1)} :cust/tags "fresh"]]', f"(pull [:cust/tags] {C(1)})"))
add("w-status-history", W(f"[[:db/add {O(1000)} :order/status :paid] [:db/add {O(1001)} :order/status :paid]]", "[:find ?s (count ?o) :where [?o :order/status ?s]]"))
add("w-discount-aggregate", W(f"[[:db/add {O(1002)} :order/discount 0.9]]", "[:find (max ?d) . :where [_ :order/discount ?d]]"))

# ---------------- errors
add("e-unknown-fn", "[:find ?x :where [_ :book/title ?t] [(no-such-fn ?t) ?x]]")
add("e-unbound-pred", "[:find ?t :where [_ :book/title ?t] [(> ?zz 1)]]")
add("e-find-unbound", "[:find ?zz :where [_ :book/title ?t]]")
add("e-or-unequal", "[:find ?c :where (or [?c :cust/tier :gold] [?x :cust/vip true])]")
add("e-div-zero", "[:find ?x :where [?b :book/isbn \"978-0000\"] [?b :book/stock ?s] [(/ 10 ?s) ?x]]")
add("e-pull-bad-attr-opt", f"(pull [(:cust/tags :limitt 1)] {C(1)})")
add("e-lookup-nonunique", '(pull [*] [:cust/name "Ada Lovelace"])')
add("e-too-few-inputs", "(q [:find ?t :in $ ?i :where [?b :book/isbn ?i] [?b :book/title ?t]] $)")
add("e-agg-unknown", "[:find (frobnicate ?p) . :where [_ :book/price ?p]]")
add("e-rule-missing", "(q [:find ?x :in $ % :where (nope ?x)] $ [[(yes ?x) [?x :book/isbn]]])")
add("e-not-unbound", "[:find ?t :where [_ :book/title ?t] (not [?zz :book/stock 0])]")
add("e-retract-entity-bad", W("[[:db/retractEntity \"nobody\"]]", "[:find (count ?c) . :where [?c :cust/email]]"))
add("e-tx-bad-op", W(f"[[:db/frobnicate {C(1)} :cust/name \"x\"]]", f"(pull [:cust/name] {C(1)})"))
add("e-cas-wrong-arity", W(f"[[:db.fn/cas {O(1000)} :order/status :pending]]", f"(pull [:order/status] {O(1000)})"))
add("e-subs-range", "[:find ?x :where [?b :book/isbn \"978-0000\"] [?b :book/title ?t] [(subs ?t 50) ?x]]")
add("e-order-by-not-find", "[:find ?t :where [?b :book/title ?t] [?b :book/stock ?s] :order-by [?s]]")
add("e-keys-count", "[:find ?a ?b :keys x :where [?a :book/stock ?b]]")
add("e-with-in-find", "[:find ?b ?p :with ?b :where [?b :book/price ?p]]")

# ---------------- parameterised (a few)
for i in (0, 15):
    add(f"x-cust-pull/{i}", f"(pull [:cust/name :cust/tier [:cust/points :default 0N] {{:cust/addresses [:addr/city]}} {{(:order/_customer :limit 3) [:order/no :order/status]}}] {C(i)})")
for i in (1, 11):
    add(f"x-book-pull/{i}", f"(pull [* {{:line/_book [:line/qty]}} [:book/rating :default -1.0]] {B(i)})")
for n in (1000, 1040, 1080):
    add(f"x-order-pull/{n}", f"(pull [:order/no :order/status [:order/discount :default 0.0] {{:order/customer [:cust/email]}} {{:order/lines [:line/no :line/qty]}}] {O(n)})")
for n in (1003, 1043, 1083):
    add(f"x-order-retract/{n}", W(f"[[:db/retractEntity {O(n)}]]", "[:find (count ?l) . :where [?l :line/qty]]"))
for st in ["pending", "paid", "shipped", "delivered", "returned", "cancelled"]:
    add(f"x-status-cust/{st}", f"(q [:find ?e (count ?o) :in $ ?s :where [?o :order/status ?s] [?o :order/customer ?c] [?c :cust/email ?e] :order-by [?e] :limit 3] $ :{st})")
for t in ["bronze", "silver", "gold", "platinum"]:
    add(f"x-tier-points/{t}", f"(q [:find (count ?c) (min ?p) :in $ ?t :where [?c :cust/tier ?t] [?c :cust/points ?p]] $ :{t})")

def main():
    names = [n for n, _ in E]
    assert len(names) == len(set(names)), [n for n in names if names.count(n) > 1]
    with open(os.path.join(HERE, "queries.edn"), "w") as f:
        for n, t in E:
            f.write(f";; @ {n}\n{t}\n\n")
    print(len(E))


if __name__ == "__main__":
    main()
