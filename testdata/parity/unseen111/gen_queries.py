#!/usr/bin/env python3
"""Writes queries.edn of the unseen111 parity corpus (deterministic): farm and supply chain,
with hostile query shapes (many clauses, long or lists, deep nesting, rule chains)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def add(name, text):
    E.append((name, text.strip()))


L = lambda i: f'[:lot/id "L-{i:04d}"]'
CROPS = [":wheat", ":barley", ":maize", ":rye", ":potato", ":tomato", ":bean", ":pea", ":rapeseed", ":beet", ":clover", ":oat"]
AFTER = "[[(after ?a ?b) [?a :crop/after ?b]] [(after ?a ?b) [?a :crop/after ?m] (after ?m ?b)]]"
NEAR = "[[(near ?a ?b) [?a :farm/neighbors ?b]] [(near ?a ?b) [?a :farm/neighbors ?m] (near ?m ?b)]]"
# a chain of rules each calling the next
CHAIN = "[" + " ".join(
    [f"[(r{i} ?l ?x) (r{i+1} ?l ?x)]" for i in range(12)] +
    ["[(r12 ?l ?x) [?l :lot/field ?f] [?f :field/farm ?x]]"]) + "]"
ORIGIN = ("[[(origin ?l ?farm) [?l :lot/field ?f] [?f :field/farm ?farm]]"
          " [(organic-lot ?l) (origin ?l ?farm) [?farm :farm/organic true]]"
          " [(good-lot ?l) (organic-lot ?l) [?l :lot/grade :a]]"
          " [(good-lot ?l) [?l :lot/grade :b] (not [?l :lot/tags \"frost-damaged\"])]"
          " [(shipped-good ?s) [?s :ship/lots ?l] (good-lot ?l)]]")

# ---- basics
add("b-farms", "[:find ?i ?n :where [?f :farm/id ?i] [?f :farm/name ?n]]")
add("b-farm-below-sea", "[:find [?i ...] :where [?f :farm/elevation ?e] [(neg? ?e)] [?f :farm/id ?i]]")
add("b-farm-organic-missing", "[:find ?i :where [?f :farm/id ?i] [(missing? $ ?f :farm/organic)]]")
add("b-farm-empty-name", '[:find ?i . :where [?f :farm/name ""] [?f :farm/id ?i]]')
add("b-farm-unicode", '[:find ?r . :where [?f :farm/name "農場 さくら"] [?f :farm/region ?r]]')
add("b-farm-area-sum", "[:find (sum ?a) . :where [_ :farm/area ?a]]")
add("b-certs", "[:find ?k ?b :where [?f :farm/certs ?c] [?c :cert/kind ?k] [?c :cert/body ?b]]")
add("b-cert-empty-body", '[:find (count ?c) . :where [?c :cert/body ""]]')
add("b-fields-per-farm", "[:find ?i (count ?fl) :where [?fl :field/farm ?f] [?f :farm/id ?i]]")
add("b-field-no-ph", "[:find (count ?fl) . :where [?fl :field/no] [(missing? $ ?fl :field/ph)]]")
add("b-field-key-lookup", '[:find ?s . :where [?f :farm/id "F03"] [?fl :field/key ?k] [?fl :field/farm ?f] [?fl :field/no 2] [?fl :field/soil ?s]]')
add("b-crop-empty-name", '[:find ?c :where [?x :crop/name ""] [?x :crop/code ?c]]')
add("b-crop-families", "[:find ?fam (count ?c) :where [?c :crop/family ?fam]]")
add("b-lot-count", "[:find (count ?l) . :where [?l :lot/id]]")
add("b-lot-negative-kg", "[:find ?i ?kg :where [?l :lot/kg ?kg] [(< ?kg 0.0)] [?l :lot/id ?i]]")
add("b-lot-zero-kg", "[:find ?i :where [?l :lot/kg 0.0] [?l :lot/id ?i]]")
add("b-lot-no-grade", "[:find (count ?l) . :where [?l :lot/id] [(missing? $ ?l :lot/grade)]]")
add("b-lot-tags", "[:find ?t (count ?l) :where [?l :lot/tags ?t]]")
add("b-lot-empty-tag", '[:find (count ?l) . :where [?l :lot/tags ""]]')
add("b-lot-unicode-tag", '[:find [?i ...] :where [?l :lot/tags "有機"] [?l :lot/id ?i] [(< ?i "L-0040")]]')
add("b-lot-price-bigdec", "[:find ?i :where [?l :lot/price 4M] [?l :lot/id ?i]]")
add("b-lot-price-scale", "[:find (count ?l) . :where [?l :lot/price 1.25M]]")
add("b-lot-seeds-huge", "[:find ?i ?s :where [?l :lot/seeds ?s] [(> ?s 9223372036854775806N)] [?l :lot/id ?i]]")
add("b-lot-seeds-max", "[:find (max ?s) . :where [_ :lot/seeds ?s]]")
add("b-proc-capacity", "[:find ?i ?c :where [?p :proc/capacity ?c] [?p :proc/id ?i]]")
add("b-proc-suppliers-rev", '[:find [?pi ...] :where [?f :farm/id "F02"] [?p :proc/suppliers ?f] [?p :proc/id ?pi]]')
add("b-ship-open", "[:find (count ?s) . :where [?s :ship/id] [(missing? $ ?s :ship/arrived)]]")
add("b-ship-cold", "[:find (count ?s) . :where [?s :ship/temp ?t] [(<= ?t -10.0)]]")
add("b-ship-neg-cost", "[:find ?i ?c :where [?s :ship/cost ?c] [(neg? ?c)] [?s :ship/id ?i]]")
add("b-legs-carrier", "[:find ?c (count ?g) :where [?g :leg/carrier ?c]]")
add("b-ship-no-legs", "[:find (count ?s) . :where [?s :ship/id] (not [?s :ship/legs])]")
add("b-tests-lab", "[:find ?lab (count ?t) :where [?t :test/lab ?lab]]")
add("b-m-ok-missing", "[:find (count ?m) . :where [?m :m/analyte] [(missing? $ ?m :m/ok)]]")
add("b-m-neg", "[:find ?a (min ?v) (max ?v) :where [?m :m/analyte ?a] [?m :m/value ?v]]")
add("b-lookup-ref-pull", f"(pull [:lot/id :lot/kg :lot/price :lot/seeds {{:lot/crop [:crop/code]}} :lot/tags] {L(37)})")
add("b-pull-farm-certs", '(pull [:farm/name {:farm/certs [:cert/kind :cert/body]}] [:farm/id "F03"])')
add("b-pull-reverse", '(pull [:crop/code {:crop/_after [:crop/code]}] [:crop/code :wheat])')
add("b-pull-ship-legs", '(pull [* {:ship/legs [*]}] [:ship/id "S-014"])')

# ---- many clauses in one query
# 60 patterns: the same lot joined through a long chain of attributes, repeated
pats = []
for k in range(12):
    pats += [f"[?l :lot/field ?f{k}]", f"[?f{k} :field/farm ?fa{k}]", f"[?fa{k} :farm/id ?fid]",
             f"[?l :lot/crop ?c{k}]", f"[?c{k} :crop/code ?code]"]
add("m-60-repeat", "[:find ?fid ?code (count ?l) :where " + " ".join(pats) + "]")
# 120 clauses: patterns + predicates
pats = ["[?l :lot/kg ?kg]", "[?l :lot/id ?i]"]
for k in range(59):
    pats.append(f"[(> ?kg {k * 10.0})]")
    pats.append(f"[(not= ?i \"L-{k:04d}\")]")
add("m-120-preds", "[:find (count ?l) . :where " + " ".join(pats) + "]")
# 200 clauses: the same variable in every pattern, all true
pats = []
for k in range(100):
    pats += ["[?s :ship/id ?sid]", "[?s :ship/from ?f]"]
add("m-200-same-var", "[:find (count ?s) . :where " + " ".join(pats) + "]")
# 300 clauses: a shipment's lots each re-checked
pats = ["[?s :ship/id \"S-021\"]", "[?s :ship/lots ?l]"]
for k in range(149):
    pats += [f"[?l :lot/kg ?k{k}]", f"[(= ?k{k} ?k{(k + 1) % 149})]"]
add("m-300-eq-chain", "[:find ?l-id :where " + " ".join(pats) + " [?l :lot/id ?l-id]]")
# 80 clauses with _ everywhere
pats = []
for k in range(40):
    pats += ["[?t :test/ms _]", "[_ :test/lot ?l]"]
add("m-80-underscores", "[:find (count ?t) . :where " + " ".join(pats) + " [?t :test/lot ?l]]")
# many independent joins that return nothing (the last one empty)
pats = [f"[?l{k} :lot/id \"L-{k:04d}\"]" for k in range(50)] + ["[?x :lot/id \"L-9999\"]"]
add("m-51-cartesian-empty", "[:find ?l0 ?x :where " + " ".join(pats) + "]")
pats = [f"[?l{k} :lot/id \"L-{k:04d}\"] [?l{k} :lot/kg ?kg{k}]" for k in range(30)]
add("m-30-sum-across", "[:find ?t . :where " + " ".join(pats) + " [(+ " + " ".join(f"?kg{k}" for k in range(10)) + ") ?t]]")

# ---- long or lists
ors = " ".join(f'[?l :lot/id "L-{k:04d}"]' for k in range(0, 200, 3))
add("o-67-lot-ids", f"[:find (count ?l) . :where (or {ors})]")
ors = " ".join(f"[?c :crop/code {c}]" for c in CROPS * 5)
add("o-60-dup-branches", f"[:find (count ?c) . :where (or {ors})]")
ors = " ".join(f"(and [?l :lot/grade {g}] [?l :lot/crop ?c] [?c :crop/code {c}])" for g in [":a", ":b"] for c in CROPS)
add("o-24-and-branches", f"[:find ?code (count ?l) :where {ors.join(['(or ', ')'])} [?l :lot/crop ?c2] [?c2 :crop/code ?code]]")
ors = " ".join(f"[(= ?t {v})]" for v in [-18.5, -15.0, -14.8, -11.1, 0.0, 3.7, 7.4, 22.2, 25.9])
add("o-temp-eqs", f"[:find ?i ?t :where [?s :ship/temp ?t] (or {ors}) [?s :ship/id ?i]]")
ors = " ".join(f'[?l :lot/tags "{t}"]' for t in ["bio", "", "Öko", "有機", "nonexistent"])
add("o-tags", f"[:find (count-distinct ?l) . :where (or {ors})]")
add("o-or-join-many", "[:find (count ?s) . :where [?s :ship/id] (or-join [?s] " + " ".join(
    f"(and [?s :ship/lots ?l] [?l :lot/crop ?c] [?c :crop/code {c}])" for c in CROPS[:8]) + ")]")
add("o-empty-result", "[:find ?l :where (or " + " ".join(f'[?l :lot/id "X-{k}"]' for k in range(40)) + ")]")

# ---- deep nesting
def nest(depth):
    if depth == 0:
        return "[?l :lot/grade :a]"
    k = depth
    if depth % 3 == 0:
        return f"(or-join [?l] {nest(depth - 1)} (and [?l :lot/kg ?kg] [(> ?kg {k * 1000.0})]))"
    if depth % 3 == 1:
        return f"(or (and [?l :lot/id] {nest(depth - 1)}))"
    return f"(or (and {nest(depth - 1)} (not [?l :lot/tags \"late\"])) [?l :lot/grade :reject])"
def nest2(depth):
    # every variable local to one level has its own name; every or is an or-join on ?l
    if depth == 0:
        return "[?l :lot/grade :a]"
    k = depth
    if depth % 3 == 0:
        return f"(or-join [?l] {nest2(depth - 1)} (and [?l :lot/kg ?kg{k}] [(> ?kg{k} {k * 1000.0})]))"
    if depth % 3 == 1:
        return f"(or-join [?l] (and [?l :lot/id] {nest2(depth - 1)}))"
    return f"(or-join [?l] (and {nest2(depth - 1)} (not [?l :lot/tags \"late\"])) [?l :lot/grade :reject])"
add("n-depth-9-shared-kg", f"[:find (count ?l) . :where [?l :lot/id] {nest(9)}]")
add("n-depth-9", f"[:find (count ?l) . :where [?l :lot/id] {nest2(9)}]")
add("n-depth-15", f"[:find (count ?l) . :where [?l :lot/id] {nest2(15)}]")
add("n-not-not-not", "[:find (count ?l) . :where [?l :lot/id] (not (not-join [?l] [?l :lot/grade :a] (not [?l :lot/tags \"bio\"])))]")
add("n-not-in-or-in-not", "[:find (count ?f) . :where [?f :farm/id] (not (or-join [?f] [?f :farm/organic true] (and [?f :farm/elevation ?e] [(< ?e 0)] (not [?f :farm/certs]))))]")
add("n-or-join-in-not-join", "[:find [?i ...] :where [?s :ship/id ?i] [(< ?i \"S-020\")] (not-join [?s] [?s :ship/lots ?l] (or-join [?l] [?l :lot/grade :reject] (and [?l :lot/kg ?k] [(< ?k 0.0)])))]")
add("n-and-in-or-in-and", "[:find ?code :where [?c :crop/code ?code] (or-join [?c] (and [?c :crop/family :poaceae] (not [?c :crop/name \"\"])) (and [?c :crop/family :fabaceae] [?c :crop/after ?x] [?x :crop/family :poaceae]))]")
add("n-not-join-rev", "[:find (count ?f) . :where [?f :farm/id] (not-join [?f] [?s :ship/from ?f] [?s :ship/temp ?t] [(< ?t -15.0)])]")

# ---- rules
add("r-chain-12", f'(q [:find ?i (count ?l) :in $ % :where (r0 ?l ?x) [?x :farm/id ?i]] $ {CHAIN})')
add("r-after-closure", f"(q [:find ?b :in $ % :where [?a :crop/code :potato] (after ?a ?x) [?x :crop/code ?b]] $ {AFTER})")
add("r-after-cycle", f"(q [:find [?code ...] :in $ % :where [?a :crop/code ?code] (after ?a ?a)] $ {AFTER})")
add("r-near-closure", f'(q [:find ?i :in $ % :where [?a :farm/id "F08"] (near ?a ?x) [?x :farm/id ?i]] $ {NEAR})')
add("r-near-all", f"(q [:find (count ?a) (count ?b) :in $ % :where (near ?a ?b)] $ {NEAR})")
add("r-near-self", f"(q [:find [?i ...] :in $ % :where [?a :farm/id ?i] (near ?a ?a)] $ {NEAR})")
add("r-origin-stack", f"(q [:find (count ?s) . :in $ % :where (shipped-good ?s)] $ {ORIGIN})")
add("r-good-lots", f"(q [:find ?g (count ?l) :in $ % :where (good-lot ?l) [?l :lot/grade ?g]] $ {ORIGIN})")
add("r-not-organic", f"(q [:find (count ?l) . :in $ % :where [?l :lot/id] (not (organic-lot ?l))] $ {ORIGIN})")
add("r-rule-empty", f'(q [:find ?l :in $ % :where [?f :farm/id "F05"] (origin ?l ?f) [?l :lot/grade :a] [?l :lot/kg ?k] [(> ?k 1e9)]] $ {ORIGIN})')
add("r-rule-const-arg", f'(q [:find (count ?l) . :in $ % :where (origin ?l [:farm/id "F01"])] $ {ORIGIN})')

# ---- all-variable patterns, predicates before patterns
add("v-all-vars-lot", f"[:find ?a ?v :where [?e :lot/id \"L-0012\"] [?e ?a ?v]]")
add("v-all-vars-count", "[:find ?a (count ?e) :where [?e ?a ?v] [?e :crop/code]]")
add("v-all-vars-value", '[:find ?a :where [?e ?a "F02"]]')
add("v-attr-var-ref", '[:find ?a (count ?e) :where [?f :farm/id "F01"] [?e ?a ?f]]')
add("v-pred-first", "[:find (count ?l) . :where [(> ?kg 20000.0)] [(< ?kg 24000.0)] [?l :lot/kg ?kg]]")
add("v-fn-first", "[:find ?i ?d :where [(* ?kg 2.0) ?d] [(> ?d 49000.0)] [?l :lot/kg ?kg] [?l :lot/id ?i]]")
add("v-not-first", "[:find (count ?l) . :where (not [?l :lot/grade :a]) [?l :lot/id]]")
add("v-same-var-everywhere", "[:find ?x :where [?x :farm/neighbors ?x]]")
add("v-underscores", "[:find (count ?f) . :where [?f _ _] [?f :farm/id _]]")

# ---- arithmetic
add("a-bigint-mul", "[:find ?i ?x :where [?l :lot/seeds ?s] [(> ?s 9223372036854775806N)] [(* ?s ?s) ?x] [?l :lot/id ?i]]")
add("a-bigint-sum", "[:find (sum ?s) . :where [_ :lot/seeds ?s]]")
add("a-bigint-cap-sum", "[:find (sum ?c) . :where [_ :proc/capacity ?c]]")
add("a-bigint-plus-long", "[:find ?x . :where [?p :proc/id \"P3\"] [?p :proc/capacity ?c] [(+ ?c 1) ?x]]")
add("a-bigdec-sum", "[:find (sum ?p) . :where [_ :lot/price ?p]]")
add("a-bigdec-cost-sum", "[:find (sum ?c) . :where [_ :ship/cost ?c]]")
add("a-bigdec-mul", '[:find ?x . :where [?s :ship/id "S-011"] [?s :ship/cost ?c] [(* ?c 3.333M) ?x]]')
add("a-bigdec-times-double", '[:find ?x . :where [?s :ship/id "S-011"] [?s :ship/cost ?c] [(* ?c 1.5) ?x]]')
add("a-value-per-lot", "[:find ?i ?v :where [?l :lot/id ?i] [(< ?i \"L-0010\")] [?l :lot/kg ?kg] [?l :lot/price ?p] [(* ?kg ?p) ?v]]")
add("a-double-huge", "[:find ?x . :where [?l :lot/id \"L-0001\"] [?l :lot/kg ?k] [(* ?k 1e306) ?x]]")
add("a-double-overflow", "[:find ?x . :where [?l :lot/id \"L-0001\"] [?l :lot/kg ?k] [(* ?k 1e308) ?x]]")
add("a-double-tiny", "[:find ?x . :where [?l :lot/id \"L-0001\"] [?l :lot/kg ?k] [(/ ?k 1e308) ?y] [(/ ?y 1e10) ?x]]")
add("a-avg-kg", "[:find (avg ?k) . :where [_ :lot/kg ?k]]")
add("a-stats-moisture", "[:find (min ?m) (max ?m) (median ?m) :where [_ :lot/moisture ?m]]")
add("a-variance-temp", "[:find (variance ?t) (stddev ?t) :where [_ :ship/temp ?t]]")
add("a-long-overflow", "[:find ?x . :where [?f :farm/id \"F01\"] [?f :farm/elevation ?e] [(* ?e 9223372036854775807) ?x]]")
add("a-quot-mod", "[:find ?i ?q ?r :where [?f :farm/elevation ?e] [(quot ?e 7) ?q] [(mod ?e 7) ?r] [?f :farm/id ?i]]")
add("a-km-total", "[:find ?i (sum ?km) :where [?s :ship/legs ?g] [?g :leg/km ?km] [?s :ship/id ?i] [(< ?i \"S-008\")]]")
add("a-ratio", '[:find ?x . :where [?f :farm/id "F01"] [?f :farm/elevation ?e] [(/ ?e 3) ?x]]')

# ---- aggregates, having, order, limits, keys
add("g-top-farms-kg", "[:find ?i (sum ?kg) :where [?l :lot/kg ?kg] [?l :lot/field ?fl] [?fl :field/farm ?f] [?f :farm/id ?i] :order-by [1 :desc] :limit 3]")
add("g-having", "[:find ?code (count ?l) :where [?l :lot/crop ?c] [?c :crop/code ?code] :having [(> (count ?l) 16)]]")
add("g-keys", '[:find ?i ?n :keys id name :where [?p :proc/id ?i] [?p :proc/name ?n] [(< ?i "P4")]]')
add("g-with", "[:find (sum ?kg) . :with ?l :where [?l :lot/grade :c] [?l :lot/kg ?kg]]")
add("g-count-distinct", "[:find (count-distinct ?soil) . :where [_ :field/soil ?soil]]")
add("g-distinct-grades", "[:find (distinct ?g) . :where [_ :lot/grade ?g]]")
add("g-order-offset", "[:find ?i ?t :where [?s :ship/id ?i] [?s :ship/temp ?t] :order-by [?t ?i] :offset 5 :limit 4]")
add("g-min-instant", "[:find (min ?d) (max ?d) :where [_ :ship/departed ?d]]")
add("g-per-country", "[:find ?c (count ?s) (sum ?cost) :where [?s :ship/to ?p] [?p :proc/country ?c] [?s :ship/cost ?cost]]")
add("g-transit-hours", "[:find ?i ?h :where [?s :ship/id ?i] [(< ?i \"S-006\")] [?s :ship/departed ?d] [?s :ship/arrived ?a] [(.getTime ?d) ?dm] [(.getTime ?a) ?am] [(- ?am ?dm) ?ms] [(quot ?ms 3600000) ?h]]")
add("g-get-else", "[:find ?i ?o :where [?f :farm/id ?i] [(get-else $ ?f :farm/organic :unknown) ?o]]")
add("g-str-fns", '[:find ?u :where [?f :farm/name ?n] [(clojure.string/upper-case ?n) ?u] [(clojure.string/includes? ?u "HOF")]]')
add("g-count-str", "[:find ?n ?c :where [?f :farm/name ?n] [(count ?n) ?c]]")

# ---- inputs
add("i-coll", '(q [:find ?i ?kg :in $ [?i ...] :where [?l :lot/id ?i] [?l :lot/kg ?kg]] $ ["L-0001" "L-0002" "L-9999"])')
add("i-rel", "(q [:find ?i :in $ [[?code ?g]] :where [?c :crop/code ?code] [?l :lot/crop ?c] [?l :lot/grade ?g] [?l :lot/id ?i] [(< ?i \"L-0050\")]] $ [[:wheat :a] [:potato :b] [:nope :a]])")
add("i-tuple", "(q [:find (count ?l) . :in $ [?lo ?hi] :where [?l :lot/kg ?k] [(>= ?k ?lo)] [(< ?k ?hi)]] $ [1000.0 2000.0])")
add("i-lookup-ref", f"(q [:find ?code . :in $ ?l :where [?l :lot/crop ?c] [?c :crop/code ?code]] $ {L(5)})")
add("i-instant", '(q [:find (count ?s) . :in $ ?t :where [?s :ship/departed ?d] [(< ?d ?t)]] $ #inst "2023-01-01T00:00:00.000-00:00")')
add("i-bigdec", "(q [:find (count ?l) . :in $ ?p :where [?l :lot/price ?p]] $ 4M)")

# ---- hostile / deliberately wrong (about 20 %)
add("h-unbound-find", "[:find ?zz :where [?l :lot/id]]")
add("h-unbound-pred", "[:find ?l :where [?l :lot/id] [(> ?zz 1)]]")
add("h-unknown-fn", "[:find ?l :where [?l :lot/kg ?k] [(frobnicate ?k)]]")
add("h-missing-attr", "[:find ?l :where [?l :lot/nonexistent ?x]]")
add("h-missing-attr-count", "[:find (count ?l) . :where [?l :lot/nonexistent ?x]]")
add("h-bad-type-add", "[:find ?x :where [?f :farm/name ?n] [(+ ?n 1) ?x]]")
add("h-bad-type-cmp-kw", "[:find ?l :where [?l :lot/grade ?g] [(> ?g 1)]]")
add("h-rule-wrong-arity", f"(q [:find ?b :in $ % :where (after ?b)] $ {AFTER})")
add("h-rule-undefined", "(q [:find ?b :in $ % :where (nope ?b)] $ [])")
add("h-or-diff-vars", "[:find ?l :where (or [?l :lot/id ?x] [?l :lot/kg ?y])]")
add("h-not-unbound", '[:find ?i :where (not [?l :lot/grade :a]) ]')
add("h-empty-coll-input", "(q [:find ?i :in $ [?i ...] :where [?l :lot/id ?i]] $ [])")
add("h-empty-rel-input", "(q [:find ?i :in $ [[?i ?k]] :where [?l :lot/id ?i]] $ [])")
add("h-missing-input", "(q [:find ?i :in $ ?x :where [?l :lot/id ?i] [(= ?i ?x)]] $)")
add("h-extra-input", '(q [:find ?i :in $ :where [?l :lot/id ?i]] $ "extra")')
add("h-out-of-range-long", "(q [:find ?x . :where [(+ 9223372036854775807 1) ?x]])")
add("h-inc-max", "(q [:find ?x . :where [(inc 9223372036854775807) ?x]])")
add("h-bigint-literal", "[:find ?i :where [?l :lot/seeds 99999999999999999999999999N] [?l :lot/id ?i]]")
add("h-div-zero", '[:find ?x . :where [?f :farm/id "F04"] [?f :farm/elevation ?e] [(/ ?e 0) ?x]]')
add("h-div-zero-double", '[:find ?x . :where [?f :farm/id "F04"] [?f :farm/area ?a] [(/ ?a 0.0) ?x]]')
add("h-lookup-missing", '(pull [*] [:lot/id "L-9999"])')
add("h-lookup-nonunique", '(pull [*] [:lot/kg 0.0])')
add("h-agg-arity", "[:find (count ?l ?k) . :where [?l :lot/kg ?k]]")
add("h-find-empty", "[:find :where [?l :lot/id]]")
add("h-pattern-too-long", "[:find ?l :where [?l :lot/id ?i ?tx ?op ?extra]]")
add("h-wrong-type-value", '[:find ?l :where [?l :lot/kg "heavy"]]')

# ---- with (about 15)
add("w-new-lot", '(with [{:lot/id "L-NEW" :lot/kg 1.5 :lot/crop [:crop/code :rye] :lot/tags ["neu" ""]}] [:find ?t (count ?l) :where [?l :lot/tags ?t]])')
add("w-retract-grade", f"(with [[:db/retract {L(0)} :lot/grade]] [:find (count ?l) . :where [?l :lot/id] [(missing? $ ?l :lot/grade)]])")
add("w-upsert-farm", '(with [{:farm/id "F05" :farm/name "Neuer Hof"}] [:find ?n (count ?f) :where [?f :farm/id "F05"] [?f :farm/name ?n]])')
add("w-add-neighbor-cycle", f'(with [[:db/add [:farm/id "F08"] :farm/neighbors [:farm/id "F08"]]] (q [:find [?i ...] :in $ % :where [?a :farm/id ?i] (near ?a ?a)] $ {NEAR}))')
add("w-retract-entity-component", '(with [[:db/retractEntity [:ship/id "S-014"]]] [:find (count ?g) . :where [?g :leg/seq]])')
add("w-cas-ok", f"(with [[:db/cas {L(3)} :lot/grade :b :reject]] (pull [:lot/grade] {L(3)}))")
add("w-cas-fail", f"(with [[:db/cas {L(3)} :lot/grade :zzz :reject]] (pull [:lot/grade] {L(3)}))")
add("w-bigdec-price", f"(with [[:db/add {L(2)} :lot/price 99.990M]] [:find ?p . :where [?l :lot/id \"L-0002\"] [?l :lot/price ?p]])")
add("w-bigint-seeds", f"(with [[:db/add {L(2)} :lot/seeds 123456789012345678901234567890N]] [:find (sum ?s) . :where [_ :lot/seeds ?s]])")
add("w-new-ship-component", '(with [{:ship/id "S-NEW" :ship/from [:farm/id "F01"] :ship/legs [{:leg/seq 1 :leg/km 5.5} {:leg/seq 2 :leg/km -1.0}]}] [:find ?i (sum ?km) :where [?s :ship/id ?i] [(= ?i "S-NEW")] [?s :ship/legs ?g] [?g :leg/km ?km]])')
add("w-field-composite", '(with [{:field/farm [:farm/id "F05"] :field/no 9 :field/soil :peat}] [:find ?n ?s :where [?f :farm/id "F05"] [?fl :field/farm ?f] [?fl :field/no ?n] [?fl :field/soil ?s]])')
add("w-retract-tag", f'(with [[:db/retract {L(3)} :lot/tags "export"]] (pull [:lot/tags] {L(3)}))')
add("w-wrong-type", f'(with [[:db/add {L(4)} :lot/kg "lots"]] [:find ?k . :where [?l :lot/id "L-0004"] [?l :lot/kg ?k]])')
add("w-unknown-attr", f'(with [[:db/add {L(4)} :lot/unknown 5]] [:find ?k . :where [?l :lot/id "L-0004"] [?l :lot/unknown ?k]])')
add("w-unique-clash", '(with [{:lot/id "L-0001" :db/id "x"} {:lot/id "L-0002" :db/id "x"}] [:find (count ?l) . :where [?l :lot/id]])')
add("w-pull-after", '(with [{:crop/code :millet :crop/name "Hirse" :crop/after [[:crop/code :millet] [:crop/code :oat]]}] (pull [:crop/name {:crop/after [:crop/code]}] [:crop/code :millet]))')


def main():
    with open(os.path.join(HERE, "queries.edn"), "w") as fh:
        for name, text in E:
            fh.write(f";; @ {name}\n{text}\n\n")
    print(len(E), "entries")


if __name__ == "__main__":
    main()
