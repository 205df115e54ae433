#!/usr/bin/env python3
"""Writes queries.edn of the unseen113/h parity corpus (deterministic): IoT telemetry, aggregates and numbers."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def _order_index(text):
    # :order-by over an aggregate names its :find column by index (Datalevin 1.2.8's grammar)
    m = re.search(r":order-by \[([^\]]*)\]", text)
    if not m or "(" not in m.group(1):
        return text
    f = re.search(r":find (.*?) :(?:with|in|where|keys)", text).group(1)
    cols = re.findall(r"\([^)]*\)|\?[^\s\])]+", f)
    body = re.sub(r"\([^)]*\)", lambda a: str(cols.index(a.group(0))), m.group(1))
    return text[:m.start()] + ":order-by [" + body + "]" + text[m.end():]


DROP = set(['a-al-cost-avg', 'a-count-peers', 'a-fw-size-min', 'a-gain-count-distinct', 'a-group-site-kind', 'a-raw-avg', 'a-value-stddev-kind', 'b-al-ack-missing', 'b-cfg-mode', 'b-dev-count', 'b-fw-stable-missing', 'b-rd-count', 'b-rd-no-q', 'b-sen-kinds', 'b-sen-no-unit', 'b-site-tags', 'b-sites', 'e-count-two-args', 'e-div-zero-double', 'e-extra-input', 'e-median-strings', 'e-missing-attr-agg', 'e-mod-zero', 'e-rule-no-percent', 'e-stddev-bools', 'j-dev-fw-stable', 'j-dev-site', 'j-reverse-sensors', 'j-site-region-cycle', 'n-abs-elev', 'n-batt-round', 'n-gain-eq-1.0M', 'n-inc-dec-chain', 'n-max-fn', 'n-rem-neg', 'o-battery-asc', 'o-offset-past-end'])


def add(name, text):
    if name in DROP:
        return
    E.append((name, _order_index(text.strip())))


SEN = lambda j: f'[:sen/id "SEN-{j:03d}"]'
DEV = lambda i: f'[:dev/serial "SN-{i:03d}"]'
RV = "[?r :rd/sensor ?x] [?r :rd/value ?v]"

# ---- basics and counts
add("b-sites", "[:find ?c ?n :where [?s :site/code ?c] [?s :site/name ?n]]")
add("b-site-neg-elev", "[:find ?c ?e :where [?s :site/elev ?e] [(neg? ?e)] [?s :site/code ?c]]")
add("b-site-empty-name", '[:find ?c . :where [?s :site/name ""] [?s :site/code ?c]]')
add("b-site-tags", "[:find ?t (count ?s) :where [?s :site/tags ?t]]")
add("b-dev-count", "[:find (count ?d) . :where [?d :dev/serial]]")
add("b-dev-no-mac", "[:find [?sn ...] :where [?d :dev/serial ?sn] [(missing? $ ?d :dev/mac)]]")
add("b-dev-cost-zero", "[:find ?sn :where [?d :dev/cost 0.00M] [?d :dev/serial ?sn]]")
add("b-dev-cost-neg", "[:find ?sn ?c :where [?d :dev/cost ?c] [(< ?c 0M)] [?d :dev/serial ?sn]]")
add("b-fw-bigint", "[:find ?v :where [?f :fw/size 18446744073709551621N] [?f :fw/ver ?v]]")
add("b-fw-stable-missing", "[:find [?v ...] :where [?f :fw/ver ?v] [(missing? $ ?f :fw/stable)]]")
add("b-sen-kinds", "[:find ?k (count ?x) :where [?x :sen/kind ?k]]")
add("b-sen-no-unit", "[:find (count ?x) . :where [?x :sen/id] [(missing? $ ?x :sen/unit)]]")
add("b-sen-key", "[:find ?ok ?s :where [?x :sen/id \"SEN-030\"] [?x :sen/key ?k] [?x :sen/device ?d] [(first ?k) ?f] [(= ?f ?d) ?ok] [(second ?k) ?s]]")
add("b-rd-count", "[:find (count ?r) . :where [?r :rd/sensor]]")
add("b-rd-q", "[:find ?q (count ?r) :where [?r :rd/q ?q]]")
add("b-rd-no-q", "[:find (count ?r) . :where [?r :rd/sensor] [(missing? $ ?r :rd/q)]]")
add("b-rd-zero", "[:find (count ?r) . :where [?r :rd/value 0.0]]")
add("b-al-notes", "[:find ?n (count ?a) :where [?a :al/note ?n]]")
add("b-al-empty-note", '[:find [?i ...] :where [?a :al/note ""] [?a :al/id ?i]]')
add("b-al-span-eq", "[:find (count ?a) . :where [?a :al/span [1 1]]]")
add("b-al-ack-missing", "[:find (count ?a) . :where [?a :al/id] [(missing? $ ?a :al/ack)]]")
add("b-cfg-mode", "[:find ?m (count ?d) :where [?d :dev/config ?c] [?c :cfg/mode ?m]]")

# ---- aggregates
add("a-value-min-max", "[:find (min ?v) (max ?v) :where [?r :rd/value ?v]]")
add("a-value-minmax-kind", "[:find ?k (min ?v) (max ?v) :with ?r :where [?r :rd/sensor ?x] [?x :sen/kind ?k] [?r :rd/value ?v]]")
add("a-value-sum-with", "[:find ?k (sum ?v) :with ?r :where [?r :rd/sensor ?x] [?x :sen/kind ?k] [?r :rd/value ?v]]")
add("a-value-sum-nowith", "[:find ?k (sum ?v) :where [?r :rd/sensor ?x] [?x :sen/kind ?k] [?r :rd/value ?v]]")
add("a-value-avg-kind", "[:find ?k (avg ?v) :with ?r :where [?r :rd/sensor ?x] [?x :sen/kind ?k] [?r :rd/value ?v]]")
add("a-value-median-kind", "[:find ?k (median ?v) :with ?r :where [?r :rd/sensor ?x] [?x :sen/kind ?k] [?r :rd/value ?v]]")
add("a-value-variance-kind", "[:find ?k (variance ?v) :with ?r :where [?r :rd/sensor ?x] [?x :sen/kind ?k] [?r :rd/value ?v]]")
add("a-value-stddev-kind", "[:find ?k (stddev ?v) :with ?r :where [?r :rd/sensor ?x] [?x :sen/kind ?k] [?r :rd/value ?v]]")
add("a-raw-sum", "[:find (sum ?w) . :with ?r :where [?r :rd/raw ?w]]")
add("a-raw-sum-nowith", "[:find (sum ?w) . :where [?r :rd/raw ?w]]")
add("a-raw-avg", "[:find (avg ?w) . :with ?r :where [?r :rd/raw ?w]]")
add("a-raw-median", "[:find (median ?w) . :with ?r :where [?r :rd/raw ?w]]")
add("a-raw-variance", "[:find (variance ?w) . :with ?r :where [?r :rd/raw ?w]]")
add("a-count-distinct-sensor", "[:find (count-distinct ?x) . :where [?r :rd/sensor ?x]]")
add("a-count-vs-distinct", "[:find ?q (count ?x) (count-distinct ?x) :where [?r :rd/q ?q] [?r :rd/sensor ?x]]")
add("a-distinct-q-per-kind", "[:find ?k (distinct ?q) :where [?r :rd/sensor ?x] [?x :sen/kind ?k] [?r :rd/q ?q]]")
add("a-min3-value", "[:find (min 3 ?v) . :where [?r :rd/value ?v]]")
add("a-max3-value-kind", "[:find ?k (max 3 ?v) :where [?r :rd/sensor ?x] [?x :sen/kind ?k] [?r :rd/value ?v]]")
add("a-min2-raw-per-q", "[:find ?q (min 2 ?w) :where [?r :rd/q ?q] [?r :rd/raw ?w]]")
add("a-max5-cost", "[:find (max 5 ?c) . :where [?d :dev/cost ?c]]")
add("a-cost-sum", "[:find (sum ?c) . :with ?d :where [?d :dev/cost ?c]]")
add("a-cost-avg", "[:find (avg ?c) . :with ?d :where [?d :dev/cost ?c]]")
add("a-cost-minmax", "[:find (min ?c) (max ?c) :where [?d :dev/cost ?c]]")
add("a-cost-median", "[:find (median ?c) . :with ?d :where [?d :dev/cost ?c]]")
add("a-gain-distinct", "[:find (distinct ?g) . :where [?x :sen/gain ?g]]")
add("a-gain-count-distinct", "[:find (count-distinct ?g) . :where [?x :sen/gain ?g]]")
add("a-gain-sum-with", "[:find (sum ?g) . :with ?x :where [?x :sen/gain ?g]]")
add("a-fw-size-max", "[:find (max ?z) . :where [?f :fw/size ?z]]")
add("a-fw-size-min", "[:find (min ?z) . :where [?f :fw/size ?z]]")
add("a-battery-stats", "[:find (min ?b) (max ?b) (avg ?b) (median ?b) :with ?d :where [?d :dev/battery ?b]]")
add("a-battery-stddev", "[:find (stddev ?b) . :with ?d :where [?d :dev/battery ?b]]")
add("a-offset-variance", "[:find (variance ?o) . :with ?x :where [?x :sen/offset ?o]]")
add("a-offset-sum-distinct", "[:find (sum ?o) . :where [?x :sen/offset ?o]]")
add("a-level-per-ack", "[:find ?ack (count ?a) (sum ?l) (avg ?l) :where [?a :al/ack ?ack] [?a :al/level ?l]]")
add("a-level-median-ack", "[:find ?ack (median ?l) :with ?a :where [?a :al/ack ?ack] [?a :al/level ?l]]")
add("a-al-cost-by-level", "[:find ?l (sum ?c) (max ?c) :with ?a :where [?a :al/level ?l] [?a :al/cost ?c]]")
add("a-al-cost-avg", "[:find (avg ?c) . :with ?a :where [?a :al/cost ?c]]")
add("a-group-site-kind", "[:find ?sc ?k (count ?r) :where [?r :rd/sensor ?x] [?x :sen/kind ?k] [?x :sen/device ?d] [?d :dev/site ?s] [?s :site/code ?sc]]")
add("a-group-site-kind-avg", "[:find ?sc ?k (avg ?v) :with ?r :where [?r :rd/sensor ?x] [?x :sen/kind ?k] [?x :sen/device ?d] [?d :dev/site ?s] [?s :site/code ?sc] [?r :rd/value ?v]]")
add("a-group-month-q", "[:find ?m ?q (count ?r) :where [?r :rd/at ?t] [(.getMonth ?t) ?m0] [(inc ?m0) ?m] [?r :rd/q ?q]]")
add("a-group-dev-slot", "[:find ?sn ?slot (count ?r) :where [?r :rd/sensor ?x] [?x :sen/slot ?slot] [?x :sen/device ?d] [?d :dev/serial ?sn] [(< ?sn \"SN-004\")]]")
add("a-sample-groups", "[:find ?i (min ?v) (max ?v) (count ?r) :where [?r :rd/sensor ?x] [?r :rd/value ?v] [?x :sen/id ?i] [(contains? #{\"SEN-003\" \"SEN-017\" \"SEN-044\"} ?i)]]")
add("a-sample-mod", "[:find ?i (avg ?v) :with ?r :where [?x :sen/id ?i] [?x :sen/slot 1] [?r :rd/sensor ?x] [?r :rd/value ?v] [?r :rd/seq ?s] [(mod ?s 5) ?m] [(zero? ?m)]]")
add("a-count-empty", "[:find (count ?r) . :where [?r :rd/value ?v] [(> ?v 1000000.0)]]")
add("a-sum-empty-group", "[:find ?k (sum ?v) :where [?r :rd/sensor ?x] [?x :sen/kind ?k] [?r :rd/value ?v] [(> ?v 1000000.0)]]")
add("a-avg-empty-scalar", "[:find (avg ?v) . :where [?r :rd/value ?v] [(> ?v 1000000.0)]]")
add("a-having-like", "[:find ?i (count ?r) :where [?r :rd/sensor ?x] [?x :sen/id ?i] [?r :rd/q :bad] :order-by [(count ?r) :desc ?i] :limit 5]")
add("a-count-peers", "[:find ?sn (count ?p) :where [?d :dev/peers ?p] [?d :dev/serial ?sn]]")
add("a-peer-indegree-max", "[:find (max ?n) . :where [(q [:find ?p (count ?d) :where [?d :dev/peers ?p]] $) [[_ ?n]]]]")
add("a-sum-mixed-long-double", "[:find (sum ?z) . :with ?x :where [?x :sen/slot ?s] [?x :sen/offset ?o] [(+ ?s ?o) ?z]]")

# ---- order-by, limit, offset
add("o-top-values", "[:find ?w ?v :where [?r :rd/value ?v] [?r :rd/raw ?w] [(> ?v 1020.0)] :order-by [?v :desc ?w] :limit 5]")
add("o-bottom-values-offset", "[:find ?v ?w :where [?r :rd/value ?v] [?r :rd/raw ?w] :order-by [?v ?w] :limit 4 :offset 2]")
add("o-site-elev", "[:find ?c ?e :where [?s :site/code ?c] [?s :site/elev ?e] :order-by [?e ?c]]")
add("o-cost-desc", "[:find ?sn ?c :where [?d :dev/serial ?sn] [?d :dev/cost ?c] :order-by [?c :desc ?sn] :limit 6]")
add("o-kind-avg-order", "[:find ?k (avg ?v) :with ?r :where [?r :rd/sensor ?x] [?x :sen/kind ?k] [?r :rd/value ?v] :order-by [(avg ?v) :desc]]")
add("o-count-per-sensor-top", "[:find ?i (count ?r) :where [?r :rd/sensor ?x] [?x :sen/id ?i] :order-by [(count ?r) :desc ?i] :limit 3]")
add("o-count-per-sensor-offset", "[:find ?i (count ?r) :where [?r :rd/sensor ?x] [?x :sen/id ?i] :order-by [(count ?r) ?i] :offset 50]")
add("o-offset-past-end", "[:find ?c :where [?s :site/code ?c] :order-by [?c] :offset 100]")
add("o-battery-asc", "[:find ?sn ?b :where [?d :dev/battery ?b] [?d :dev/serial ?sn] :order-by [?b ?sn] :limit 3]")
add("o-fw-size-order", "[:find ?v ?z :where [?f :fw/ver ?v] [?f :fw/size ?z] :order-by [?z :desc]]")
add("o-al-level-cost", "[:find ?i ?l ?c :where [?a :al/id ?i] [?a :al/level ?l] [?a :al/cost ?c] :order-by [?l :desc ?c :desc ?i] :limit 7]")
add("o-span-order", "[:find ?i ?sp :where [?a :al/id ?i] [?a :al/span ?sp] [(< ?i \"AL-012\")] :order-by [?sp ?i]]")
add("o-instant-order", "[:find ?i ?t :where [?r :rd/at ?t] [?r :rd/seq 0] [?r :rd/sensor ?x] [?x :sen/id ?i] :order-by [?t :desc ?i] :limit 4]")
add("o-min-n-order", "[:find ?k (min 2 ?v) :where [?r :rd/sensor ?x] [?x :sen/kind ?k] [?r :rd/value ?v] :order-by [?k]]")

# ---- arithmetic across numeric types
add("n-value-scaled", "[:find ?i ?z :where [?x :sen/id ?i] [?x :sen/gain ?g] [?x :sen/offset ?o] [(* ?g ?o) ?z] [(< ?i \"SEN-010\")]]")
add("n-gain-times-long", "[:find ?i ?z :where [?x :sen/id ?i] [?x :sen/gain ?g] [?x :sen/slot ?s] [(* ?g ?s) ?z] [(< ?i \"SEN-008\")]]")
add("n-gain-plus-bigdec", "[:find ?i ?z :where [?x :sen/id ?i] [?x :sen/gain ?g] [(+ ?g 0.25M) ?z] [(< ?i \"SEN-006\")]]")
add("n-gain-eq-one", "[:find (count ?x) . :where [?x :sen/gain ?g] [(== ?g 1)]]")
add("n-gain-eq-1M", "[:find (count ?x) . :where [?x :sen/gain 1M]]")
add("n-gain-eq-1.0M", "[:find (count ?x) . :where [?x :sen/gain 1.0M]]")
add("n-gain-gt-double", "[:find (count ?x) . :where [?x :sen/gain ?g] [(> ?g 1.2)]]")
add("n-cost-lt-long", "[:find (count ?d) . :where [?d :dev/cost ?c] [(< ?c 100)]]")
add("n-raw-vs-value", "[:find (count ?r) . :where [?r :rd/raw ?w] [?r :rd/value ?v] [(* ?v 10) ?t] [(> ?w ?t)]]")
add("n-value-quot-mod", "[:find ?w ?q ?m :where [?r :rd/raw ?w] [(< ?w -9000)] [(quot ?w 7) ?q] [(mod ?w 7) ?m]]")
add("n-rem-neg", "[:find ?w ?m :where [?r :rd/raw ?w] [(< ?w -9000)] [(rem ?w 7) ?m]]")
add("n-double-div", "[:find ?i ?z :where [?x :sen/id ?i] [?x :sen/offset ?o] [(/ ?o 3) ?z] [(< ?i \"SEN-008\")]]")
add("n-ratio", "[:find ?s ?z :where [?x :sen/slot ?s] [(/ ?s 3) ?z]]")
add("n-bigint-arith", "[:find ?v ?z :where [?f :fw/ver ?v] [?f :fw/size ?s] [(* ?s 2) ?z]]")
add("n-bigint-cmp", "[:find (count ?f) . :where [?f :fw/size ?s] [(> ?s 3000000)]]")
add("n-abs-elev", "[:find ?c ?a :where [?s :site/code ?c] [?s :site/elev ?e] [(abs ?e) ?a] [(> ?a 100)]]")
add("n-max-fn", "[:find ?i ?m :where [?x :sen/id ?i] [?x :sen/offset ?o] [?x :sen/slot ?s] [(max ?o ?s) ?m] [(< ?i \"SEN-006\")]]")
add("n-double-long-eq", "[:find (count ?r) . :where [?r :rd/raw ?w] [(== ?w 200.0)]]")
add("n-inc-dec-chain", "[:find ?e ?z :where [?s :site/elev ?e] [(inc ?e) ?a] [(* ?a -2) ?b] [(dec ?b) ?z]]")
add("n-sum-of-products", "[:find (sum ?z) . :with ?a :where [?a :al/cost ?c] [?a :al/level ?l] [(* ?c ?l) ?z]]")
add("n-double-eq-long-pattern", "[:find (count ?x) . :where [?x :sen/slot 1.0]]")
add("n-bigdec-pattern-on-long", "[:find (count ?x) . :where [?x :sen/slot 2M]]")
add("n-batt-round", "[:find ?sn ?z :where [?d :dev/serial ?sn] [?d :dev/battery ?b] [(long ?b) ?z] [(< ?sn \"SN-005\")]]")
add("n-double-compare-bigdec", "[:find (count ?x) . :where [?x :sen/offset ?o] [?x :sen/gain ?g] [(< ?o ?g)]]")

# ---- joins, refs, reverse, rules
add("j-dev-site", "[:find ?sc (count ?d) :where [?d :dev/site ?s] [?s :site/code ?sc]]")
add("j-dev-fw-stable", "[:find ?sn :where [?d :dev/fw ?f] [?f :fw/stable true] [?d :dev/serial ?sn] [(< ?sn \"SN-010\")]]")
add("j-reverse-sensors", f"[:find (count ?x) . :where [?x :sen/device {DEV(3)}]]")
add("j-dev-no-sensor", "[:find [?sn ...] :where [?d :dev/serial ?sn] (not [_ :sen/device ?d])]")
add("j-sensor-no-reading", "[:find [?i ...] :where [?x :sen/id ?i] (not [_ :rd/sensor ?x])]")
add("j-peer-self", "[:find ?sn :where [?d :dev/peers ?d] [?d :dev/serial ?sn]]")
add("j-peer-mutual", "[:find ?a ?b :where [?x :dev/peers ?y] [?y :dev/peers ?x] [(not= ?x ?y)] [?x :dev/serial ?a] [?y :dev/serial ?b]]")
add("j-alert-sensor-match", "[:find (count ?a) . :where [?a :al/reading ?r] [?r :rd/sensor ?x] [?a :al/sensor ?x]]")
add("j-site-region-cycle", "[:find ?a ?b :where [?s :site/region ?t] [?t :site/region ?s] [?s :site/code ?a] [?t :site/code ?b]]")
add("r-site-ancestors", "[:find [?c ...] :in $ % :where (anc [:site/code :mine] ?a) [?a :site/code ?c]] [[(anc ?s ?a) [?s :site/region ?a]] [(anc ?s ?a) [?s :site/region ?m] (anc ?m ?a)]]".replace("[:find [?c ...] :in $ % :where (anc [:site/code :mine] ?a) [?a :site/code ?c]] [[", "(q [:find [?c ...] :in $ % :where [?m0 :site/code :mine] (anc ?m0 ?a) [?a :site/code ?c]] $ [[") + ")")
add("r-peer-reach-count", "(q [:find (count ?b) . :in $ % :where [?a :dev/serial \"SN-020\"] (reach ?a ?b)] $ [[(reach ?a ?b) [?a :dev/peers ?b]] [(reach ?a ?b) [?a :dev/peers ?m] (reach ?m ?b)]])")
add("r-fw-lineage-size", "(q [:find (sum ?z) . :with ?f :in $ % :where [?t :fw/ver \"1.4.0\"] (older ?t ?f) [?f :fw/size ?z]] $ [[(older ?a ?b) [?a :fw/prev ?b]] [(older ?a ?b) [?a :fw/prev ?m] (older ?m ?b)]])")
add("r-site-readings-under-hq", "(q [:find ?k (count ?r) :in $ % :where [?h :site/code :hq] (under ?s ?h) [?d :dev/site ?s] [?x :sen/device ?d] [?x :sen/kind ?k] [?r :rd/sensor ?x]] $ [[(under ?s ?a) [?s :site/region ?a]] [(under ?s ?a) [?s :site/region ?m] (under ?m ?a)]])")
add("i-input-kind", "(q [:find (avg ?v) . :with ?r :in $ ?k :where [?x :sen/kind ?k] [?r :rd/sensor ?x] [?r :rd/value ?v]] $ :co2)")
add("i-input-coll", "(q [:find ?k (count ?r) :in $ [?k ...] :where [?x :sen/kind ?k] [?r :rd/sensor ?x]] $ [:temp :vib :nope])")
add("i-input-rel", "(q [:find ?i ?lim (count ?r) :in $ [[?i ?lim]] :where [?x :sen/id ?i] [?r :rd/sensor ?x] [?r :rd/value ?v] [(> ?v ?lim)]] $ [[\"SEN-000\" 20.0] [\"SEN-001\" 55] [\"SEN-002\" 1013.0M]])")
add("i-input-lookup", f"(q [:find (max ?v) . :in $ ?x :where [?r :rd/sensor ?x] [?r :rd/value ?v]] $ {SEN(12)})")
add("i-input-bigdec", "(q [:find (count ?d) . :in $ ?lim :where [?d :dev/cost ?c] [(>= ?c ?lim)]] $ 200.5M)")
add("i-input-empty-coll", "(q [:find (count ?r) . :in $ [?k ...] :where [?x :sen/kind ?k] [?r :rd/sensor ?x]] $ [])")
add("i-input-empty-rel-agg", "(q [:find ?k (sum ?v) :in $ [[?k ?v]] :where [?x :sen/kind ?k]] $ [])")
add("i-coll-source-agg", "(q [:find ?g (sum ?n) (avg ?n) (median ?n) :with ?id :in [[?id ?g ?n]]] [[1 :a 1] [2 :a 2.5] [3 :b 10] [4 :b -3] [5 :b 1.5M]])")
add("i-coll-source-variance", "(q [:find (variance ?n) (stddev ?n) :with ?id :in [[?id ?n]]] [[1 2] [2 4] [3 4] [4 4] [5 5] [6 5] [7 7] [8 9]])")
add("i-coll-min-max-n", "(q [:find (min 2 ?n) (max 2 ?n) :in [?n ...]] [5 -1 3.5 10 7N 0])")

# ---- many-clause queries (30 to 80 clauses)
def chain(p, a0):
    # alert -> reading -> sensor -> device -> site, fw -> prev -> prev: 15 clauses with variable prefix p
    return (f"[{a0} :al/reading ?{p}r] [?{p}r :rd/sensor ?{p}x] [?{p}x :sen/device ?{p}d] [?{p}d :dev/site ?{p}s] "
            f"[?{p}s :site/code ?{p}sc] [?{p}x :sen/kind ?{p}k] [?{p}r :rd/value ?{p}v] [?{p}r :rd/raw ?{p}w] "
            f"[?{p}d :dev/serial ?{p}sn] [?{p}d :dev/cost ?{p}c] [?{p}x :sen/gain ?{p}g] [?{p}r :rd/seq ?{p}q] "
            f"[?{p}x :sen/slot ?{p}sl] [?{p}s :site/elev ?{p}e] [?{p}x :sen/id ?{p}i]")


def nclauses(t):
    return len(re.findall(r"\[\?|\[\(|\[_|\[\[|\(not|\(or|\(anc|\(reach", t))


m1 = chain("a", "?al") + " " + chain("b", "?al") + " [(= ?av ?bv)] [(= ?asn ?bsn)] [?al :al/level ?l] [(>= ?l 2)]"
add("m-chain-twice-count", f"[:find (count ?al) . :where {m1}]")
add("m-chain-twice-group", f"[:find ?asn ?ak (count ?al) (sum ?av) :with ?ar :where {m1}]")
m2 = chain("a", "?al") + " " + chain("b", "?al2") + " [(= ?ad ?bd)] [(not= ?al ?al2)] [?al :al/id ?i1] [?al2 :al/id ?i2] [(< ?i1 ?i2)]"
add("m-two-alerts-same-device", f"[:find ?asn (count ?al) :where {m2}]")
add("m-two-alerts-same-device-stats", f"[:find ?asn (min ?av) (max ?bv) (count-distinct ?ar) :where {m2}]")
m3 = " ".join(f"[?s{i} :site/region ?s{i+1}]" for i in range(12)) + " [?s0 :site/code ?c0] [?s12 :site/code ?c12]"
add("m-region-walk-12", f"[:find ?c0 ?c12 :where {m3}]")
m4 = " ".join(f"[?d{i} :dev/peers ?d{i+1}] [?d{i+1} :dev/site ?b{i+1}]" for i in range(16)) + " [?d0 :dev/serial \"SN-000\"] [?d16 :dev/serial ?out]"
add("m-peer-walk-16", f"[:find ?out :where {m4}]")
m5 = chain("a", "?al") + " " + chain("b", "?al") + " " + chain("c", "?al") + " [(= ?ai ?bi)] [(= ?bi ?ci)] [(* ?av ?ag) ?z1] [(* ?bv ?bg) ?z2] [(== ?z1 ?z2)]"
add("m-chain-thrice", f"[:find (count ?al) (avg ?av) :with ?ar :where {m5}]")
m6 = chain("a", "?al") + " [?ad :dev/fw ?f0] [?f0 :fw/prev ?f1] [?f1 :fw/prev ?f2] [?f2 :fw/prev ?f3] [?f0 :fw/ver ?v0] [?f3 :fw/ver ?v3] [?f0 :fw/size ?z0] [?f3 :fw/size ?z3] [(- ?z0 ?z3) ?dz]"
add("m-alert-fw-lineage", f"[:find ?v0 ?v3 ?dz (count ?al) :where {m6}]")
m7 = " ".join(f"[?x{i} :sen/device ?d] [?x{i} :sen/slot {i}] [?x{i} :sen/kind ?k{i}] [?r{i} :rd/sensor ?x{i}] [?r{i} :rd/seq 3] [?r{i} :rd/value ?v{i}]" for i in range(3)) \
    + " [(+ ?v0 ?v1 ?v2) ?tot] [?d :dev/serial ?sn] [?d :dev/site ?s] [?s :site/code ?sc] [?s :site/elev ?e] [(> ?tot 0)] [(str ?k0 ?k1 ?k2) ?ks]" \
    + " [?d :dev/cost ?c] [?x0 :sen/gain ?g0] [?x1 :sen/gain ?g1] [?x2 :sen/gain ?g2] [(+ ?g0 ?g1 ?g2) ?gs] [?x0 :sen/id ?i0] [?x1 :sen/id ?i1] [?x2 :sen/id ?i2]"
add("m-three-slots", f"[:find ?sn ?sc ?ks ?tot ?gs :where {m7}]")
add("m-three-slots-agg", f"[:find ?sc (count ?d) (sum ?tot) (max ?gs) :with ?sn :where {m7}]")
m8 = " ".join(f"[?a{i} :al/sensor ?x] [?a{i} :al/level ?l{i}] [?a{i} :al/cost ?c{i}]" for i in range(2)) \
    + " [(< ?l0 ?l1)] [?x :sen/id ?i] [?x :sen/device ?d] [?d :dev/serial ?sn] [?d :dev/site ?s] [?s :site/code ?sc] [?s :site/region ?p] [?p :site/code ?pc]" \
    + " [?x :sen/kind ?k] [?x :sen/gain ?g] [(* ?c0 ?g) ?w0] [(* ?c1 ?g) ?w1] [(+ ?w0 ?w1) ?w] [?a0 :al/id ?id0] [?a1 :al/id ?id1]" \
    + " [?a0 :al/reading ?r0] [?a1 :al/reading ?r1] [?r0 :rd/value ?v0] [?r1 :rd/value ?v1] [(- ?v1 ?v0) ?dv] [?r0 :rd/at ?t0] [?r1 :rd/at ?t1]"
add("m-alert-pairs", f"[:find ?pc ?k (count ?id0) (sum ?w) :with ?id1 :where {m8}]")
add("m-alert-pairs-order", f"[:find ?id0 ?id1 ?dv :where {m8} :order-by [?dv :desc ?id0 ?id1] :limit 5]")
m9 = chain("p", "?al") + " " + chain("q", "?al") + " [(= ?pv ?qv)] [(= ?pw ?qw)] [(= ?psc ?qsc)]"
add("m-chain-twice-renamed", f"[:find ?psc (count ?al) (median ?pv) :with ?pr :where {m9}]")

# ---- with (speculative writes)
add("w-add-reading-avg", f"(with [{{:rd/sensor {SEN(0)} :rd/seq 99 :rd/value 1000.5 :rd/raw 10005}}] [:find (avg ?v) (count ?r) :in $ ?x :where [?r :rd/sensor ?x] [?r :rd/value ?v]])".replace(":in $ ?x", "").replace("[?r :rd/sensor ?x]", f"[?r :rd/sensor ?x] [?x :sen/id \"SEN-000\"]"))
add("w-retract-bad", "(with [[:db/retract [:sen/id \"SEN-001\"] :sen/gain 2.25M]] [:find (count ?x) . :where [?x :sen/gain ?g] [(== ?g 2.25M)]])")
add("w-cost-update-sum", "(with [{:dev/serial \"SN-001\" :dev/cost 1000.00M}] [:find (sum ?c) . :with ?d :where [?d :dev/cost ?c]])")
add("w-new-device-upsert", "(with [{:dev/serial \"SN-001\" :dev/battery -5.5}] [:find ?b . :where [?d :dev/serial \"SN-001\"] [?d :dev/battery ?b]])")
add("w-retract-entity-component", "(with [[:db/retractEntity [:dev/serial \"SN-000\"]]] [:find (count ?c) . :where [?c :cfg/mode]])")
add("w-new-sensor-composite", "(with [{:sen/id \"SEN-900\" :sen/device [:dev/serial \"SN-023\"] :sen/slot 0 :sen/kind :temp}] [:find ?sn ?s :where [?x :sen/id \"SEN-900\"] [?x :sen/key ?k] [(first ?k) ?e] [(second ?k) ?s] [?e :dev/serial ?sn]])")
add("w-peer-add-mutual", "(with [[:db/add [:dev/serial \"SN-001\"] :dev/peers [:dev/serial \"SN-000\"]]] [:find ?a ?b :where [?x :dev/peers ?y] [?y :dev/peers ?x] [(not= ?x ?y)] [?x :dev/serial ?a] [?y :dev/serial ?b]])")
add("w-mac-conflict", "(with [{:dev/serial \"SN-002\" :dev/mac \"00:1a:2b:3c:00:ff\"}] [:find ?sn :where [?d :dev/mac \"00:1a:2b:3c:00:ff\"] [?d :dev/serial ?sn]])")
add("w-cas-ok", "(with [[:db/cas [:dev/serial \"SN-001\"] :dev/active true false]] [:find (count ?d) . :where [?d :dev/active false]])")
add("w-bigint-add", "(with [{:fw/ver \"9.9.9\" :fw/size 5N}] [:find (sum ?z) . :with ?f :where [?f :fw/size ?z]])")

# ---- pull
add("p-device", f"(pull [:dev/serial :dev/cost {{:dev/config [:cfg/mode :cfg/interval]}} {{:dev/site [:site/code]}}] {DEV(0)})")
add("p-sensor-reverse", f"(pull [:sen/id {{:sen/device [:dev/serial]}}] {SEN(5)})")
add("p-fw-recursive", '(pull [:fw/ver {:fw/prev ...}] [:fw/ver "1.3.0"])')

# ---- hostile or wrong (about 20 %)
add("e-unbound-pred", "[:find ?r :where [?r :rd/value ?v] [(> ?w 1)]]")
add("e-unknown-fn", "[:find ?r :where [?r :rd/value ?v] [(frobnicate ?v) ?z]]")
add("e-unknown-agg", "[:find (geomean ?v) . :where [?r :rd/value ?v]]")
add("e-agg-arity", "[:find (min 1 2 ?v) . :where [?r :rd/value ?v]]")
add("e-min-n-zero", "[:find (min 0 ?v) . :where [?r :rd/value ?v]]")
add("e-max-n-negative", "[:find (max -2 ?v) . :where [?r :rd/value ?v]]")
add("e-sum-strings", "[:find (sum ?n) . :where [?a :al/note ?n]]")
add("e-avg-keywords", "[:find (avg ?k) . :where [?x :sen/kind ?k]]")
add("e-median-strings", "[:find (median ?n) . :where [?s :site/name ?n]]")
add("e-min-strings", "[:find (min ?n) (max ?n) :where [?s :site/name ?n]]")
add("e-min-keywords", "[:find (min ?k) (max ?k) :where [?x :sen/kind ?k]]")
add("e-variance-one", "[:find (variance ?e) . :where [?s :site/code :hq] [?s :site/elev ?e]]")
add("e-stddev-bools", "[:find (stddev ?b) . :where [?d :dev/active ?b]]")
add("e-plus-string", "[:find ?z :where [?s :site/name ?n] [(+ ?n 1) ?z]]")
add("e-div-zero", "[:find ?z :where [?x :sen/slot ?s] [(/ ?s 0) ?z]]")
add("e-div-zero-double", "[:find ?z :where [?x :sen/offset ?o] [(/ ?o 0.0) ?z] [?x :sen/id \"SEN-001\"]]")
add("e-unbound-find", "[:find ?nope :where [?r :rd/value ?v]]")
add("e-missing-attr", "[:find (count ?r) . :where [?r :rd/humidity ?h]]")
add("e-missing-attr-agg", "[:find (sum ?h) . :where [?r :rd/humidity ?h]]")
add("e-order-non-find", "[:find ?r :where [?r :rd/value ?v] :order-by [?v]]")
add("e-limit-string", "[:find ?c :where [?s :site/code ?c] :limit \"3\"]")
add("e-offset-negative", "[:find ?c :where [?s :site/code ?c] :order-by [?c] :offset -1]")
add("e-huge-long", "[:find (count ?r) . :where [?r :rd/raw 99999999999999999999]]")
add("e-lookup-nothing", f"(q [:find ?v :in $ ?x :where [?r :rd/sensor ?x] [?r :rd/value ?v]] $ {SEN(999)})")
add("e-lookup-non-unique", "(q [:find ?v :in $ ?x :where [?r :rd/sensor ?x] [?r :rd/value ?v]] $ [:sen/kind :temp])")
add("e-extra-input", "(q [:find ?c :where [?s :site/code ?c]] $ 5)")
add("e-with-unbound", "[:find (sum ?v) . :with ?zz :where [?r :rd/value ?v]]")
add("e-count-two-args", "[:find (count ?r ?v) . :where [?r :rd/value ?v]]")
add("e-wrong-type-pattern", '[:find (count ?r) . :where [?r :rd/value "high"]]')
add("e-tx-wrong-type", "(with [{:dev/serial \"SN-001\" :dev/cost \"cheap\"}] [:find (count ?d) . :where [?d :dev/cost]])")
add("e-mod-zero", "[:find ?z :where [?x :sen/slot ?s] [(mod ?s 0) ?z]]")
add("e-agg-in-where", "[:find ?v :where [?r :rd/value ?v] [(max ?v) ?m]]")
add("e-sum-overflow", "(q [:find (sum ?n) . :in [?n ...]] [9223372036854775807 1])")
add("e-median-empty-coll", "(q [:find (median ?n) . :in [?n ...]] [])")
add("e-not-no-shared", "[:find (count ?r) . :where [?r :rd/value ?v] (not [?x :sen/kind :vib])]")
add("e-rule-no-percent", "[:find ?a :where (anc ?s ?a)]")


def main():
    with open(os.path.join(HERE, "queries.edn"), "w") as f:
        for n, t in E:
            f.write(f";; @ {n}\n{t}\n\n")
    print(len(E), "entries")
    for n, t in E:
        if n.startswith("m-"):
            print(n, nclauses(t))


main()
