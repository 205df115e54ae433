#!/usr/bin/env python3
"""Writes queries.edn of the fortieth unseen parity corpus (deterministic).
Emphasis: arithmetic and aggregates over mixed numbers (long, double,
bigint, bigdec), and the mistakes users make with them."""
import os
import re
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def add(name, text):
    E.append((name, text.strip()))


def q(name, text):  # a query reading no database
    add(name, f"(q {text})")


RIV = """[[(riv ?a ?b) [?a :team/rival ?b]]
  [(riv ?a ?b) [?a :team/rival ?m] (riv ?m ?b)]]"""
SELL = """[[(sells ?a ?b) [?a :team/sells-to ?b]]
  [(sells ?a ?b) [?a :team/sells-to ?m] (sells ?m ?b)]]"""
MENT = """[[(ment ?a ?b) [?a :player/mentor ?b]]
  [(ment ?a ?b) [?a :player/mentor ?m] (ment ?m ?b)]]"""
EO = """[[(even-hop ?a ?b) [?a :team/sells-to ?b] [(identity ?a) ?x] [(identity ?b) ?y] [(!= ?x ?y)] [?b :team/code]]
  [(even-hop ?a ?b) [?a :team/sells-to ?m] (odd-hop ?m ?b)]
  [(odd-hop ?a ?b) [?a :team/sells-to ?b]]
  [(odd-hop ?a ?b) [?a :team/sells-to ?m] (even-hop ?m ?b)]]"""
GOALS = """[[(scored ?p ?g) [?s :stat/player ?p] [?s :stat/goals ?g] [(pos? ?g)]]]"""

# ---------------- basics (ordinary)
add("b-team-names", "[:find ?n :where [_ :team/name ?n]]")
add("b-team-codes", "[:find [?c ...] :where [_ :team/code ?c]]")
add("b-empty-city", '[:find ?n :where [?t :team/city ""] [?t :team/name ?n]]')
add("b-unicode-team", '[:find ?c . :where [?t :team/name "Żółte Osy"] [?t :team/code ?c]]')
add("b-jersey-zero", "[:find ?n :where [?p :player/jersey 0] [?p :player/name ?n]]")
add("b-positions-gk", "[:find (count ?p) . :where [?p :player/positions :gk]]")
add("b-positions-all", "[:find ?pos (count ?p) :where [?p :player/positions ?pos]]")
add("b-colors", "[:find ?c (count ?t) :where [?t :team/colors ?c]]")
add("b-no-colors", "[:find ?n :where [?t :team/name ?n] (not [?t :team/colors])]")
add("b-score-tuple", "[:find ?id ?s :where [?m :match/id ?id] [?m :match/score ?s] [(< ?id 1006)]]")
add("b-score-eq", "[:find (count ?m) . :where [?m :match/score [0 0]]]")
add("b-score-untuple", "[:find ?id ?h ?a :where [?m :match/score ?s] [(untuple ?s) [?h ?a]] [(> ?h ?a)] [?m :match/id ?id]]")
add("b-contract", "[:find ?k ?y (count ?p) :where [?p :player/contract ?c] [(untuple ?c) [?k ?y]]]")
add("b-contract-eq", "[:find (count ?p) . :where [?p :player/contract [:pro 2024]]]")
add("b-composite", "[:find ?ts :where [?r :reg/team+season ?ts] [?r :reg/season 2024]]")
add("b-composite-count", "[:find (count ?r) . :where [?r :reg/team+season]]")
add("b-referee", "[:find ?n (count ?m) :where [?m :match/referee ?r] [?r :referee/name ?n]]")
add("b-inst-before", '[:find (count ?m) . :where [?m :match/date ?d] [(< ?d #inst "2024-04-01T00:00:00.000-00:00")]]')
add("b-uuid", '[:find ?n . :where [?p :player/uuid #uuid "00000000-0000-4000-8000-000000000007"] [?p :player/name ?n]]')
add("b-no-email", "[:find (count ?p) . :where [?p :player/name] [(missing? $ ?p :player/email)]]")
add("b-inactive", "[:find ?n :where [?p :player/active false] [?p :player/name ?n]]")
add("b-self-rival", "[:find ?n :where [?t :team/rival ?t] [?t :team/name ?n]]")
add("b-self-sell", "[:find ?n :where [?t :team/sells-to ?t] [?t :team/name ?n]]")
add("b-mentor-self", "[:find ?n :where [?p :player/mentor ?p] [?p :player/name ?n]]")
add("b-founded-0", "[:find ?n :where [?t :team/founded 0] [?t :team/name ?n]]")

# ---------------- joins
add("j-home-wins", "[:find ?n (count ?m) :where [?m :match/home ?t] [?m :match/score ?s] [(first ?s) ?h] [(second ?s) ?a] [(> ?h ?a)] [?t :team/name ?n]]")
add("j-goals-by-team", "[:find ?n (sum ?g) :with ?s :where [?s :stat/goals ?g] [?s :stat/player ?p] [?p :player/team ?t] [?t :team/name ?n]]")
add("j-rival-names", "[:find ?a ?b :where [?x :team/rival ?y] [?x :team/name ?a] [?y :team/name ?b]]")
add("j-transfer-path", "[:find ?pn ?fn ?tn :where [?tr :transfer/player ?p] [?tr :transfer/from ?f] [?tr :transfer/to ?t] [?p :player/name ?pn] [?f :team/name ?fn] [?t :team/name ?tn]]")
add("j-same-jersey-team", "[:find (count ?a) . :where [?a :player/team ?t] [?b :player/team ?t] [?a :player/jersey ?j] [?b :player/jersey ?j] [(< ?a ?b)]]")
add("j-derby", "[:find ?id :where [?m :match/home ?h] [?m :match/away ?a] [?h :team/rival ?a] [?m :match/id ?id]]")
add("j-player-match-minutes", "[:find ?n (sum ?min) :with ?s :where [?s :stat/player ?p] [?s :stat/minutes ?min] [?p :player/name ?n] [?p :player/jersey 7]]")

# ---------------- aggregates over numbers (numeric)
for attr in [":player/height", ":player/salary", ":player/caps", ":match/attendance",
             ":match/revenue", ":match/possession", ":stat/xg", ":player/bonus"]:
    a = attr.split("/")[1]
    add(f"ag-sum-min-max-{a}", f"[:find (sum ?v) (min ?v) (max ?v) :with ?e :where [?e {attr} ?v]]")
    add(f"ag-avg-median-var-sd-{a}", f"[:find (avg ?v) (median ?v) (variance ?v) (stddev ?v) :with ?e :where [?e {attr} ?v]]")
    add(f"ag-count-vs-cd-{a}", f"[:find (count ?v) (count-distinct ?v) (distinct ?v) :where [_ {attr} ?v]]")
    if attr in (":player/height", ":player/salary", ":player/caps", ":match/possession"):
        add(f"ag-minmax-n-{a}", f"[:find (min 3 ?v) (max 3 ?v) :with ?e :where [?e {attr} ?v]]")
add("ag-sum-nowith-goals", "[:find (sum ?g) . :where [_ :stat/goals ?g]]")
add("ag-sum-with-goals", "[:find (sum ?g) . :with ?s :where [?s :stat/goals ?g]]")
add("ag-avg-nowith-xg", "[:find (avg ?x) . :where [_ :stat/xg ?x]]")
add("ag-median-nowith-poss", "[:find (median ?x) . :where [_ :match/possession ?x]]")
add("ag-per-round", "[:find ?r (sum ?a) (avg ?p) :with ?m :where [?m :match/round ?r] [?m :match/attendance ?a] [?m :match/possession ?p]]")
add("ag-rev-per-neutral", "[:find ?nu (sum ?r) (count ?m) :with ?m :where [?m :match/neutral ?nu] [?m :match/revenue ?r]]")
add("ag-sum-mixed-ld", "[:find (sum ?v) . :with ?s :where [?s :stat/goals ?g] [?s :stat/xg ?x] [(+ ?g ?x) ?v]]")
add("ag-sum-mixed-lbd", "[:find (sum ?v) . :with ?p :where [?p :player/jersey ?j] [?p :player/salary ?s] [(* ?j ?s) ?v]]")
add("ag-sum-mixed-lbi", "[:find (sum ?v) . :with ?p :where [?p :player/jersey ?j] [?p :player/caps ?c] [(+ ?j ?c) ?v]]")
add("ag-max-mixed-kinds", "[:find (max ?v) . :where (or [_ :player/height ?v] [_ :player/jersey ?v])]")
add("ag-min-mixed-kinds", "[:find (min ?v) . :where (or [_ :player/salary ?v] [_ :stat/xg ?v])]")
add("ag-sum-mixed-or", "[:find (sum ?v) . :with ?e :where (or [?e :player/salary ?v] [?e :player/height ?v])]")
add("ag-avg-mixed-or", "[:find (avg ?v) . :with ?e :where (or [?e :player/caps ?v] [?e :player/jersey ?v])]")
add("ag-median-mixed-or", "[:find (median ?v) . :with ?e :where (or [?e :player/caps ?v] [?e :player/height ?v])]")
add("ag-distinct-mixed-or", "[:find (count-distinct ?v) . :where (or [_ :player/jersey ?v] [_ :stat/minutes ?v] [_ :player/height ?v])]")
add("ag-bonus-sum-overflow", "[:find (sum ?b) . :with ?p :where [?p :player/bonus ?b]]")
add("ag-bonus-sum-pos", "[:find (sum ?b) . :with ?p :where [?p :player/bonus ?b] [(pos? ?b)]]")
add("ag-bonus-avg", "[:find (avg ?b) . :with ?p :where [?p :player/bonus ?b] [(< ?b 1000)]]")
add("ag-count-with-vs-not", "[:find (count ?g) (count-distinct ?g) :with ?s :where [?s :stat/goals ?g]]")
add("ag-team-points", "[:find ?n (sum ?pts) (min ?pts) (max ?pts) :where [?r :reg/team ?t] [?r :reg/points ?pts] [?t :team/name ?n]]")
add("ag-team-points-with", "[:find ?n (sum ?pts) :with ?r :where [?r :reg/team ?t] [?r :reg/points ?pts] [?t :team/name ?n]]")
add("ag-fee-sum-by-season", "[:find ?s (sum ?f) (avg ?f) :with ?r :where [?r :reg/season ?s] [?r :reg/fee ?f]]")
add("ag-transfer-fees", "[:find (sum ?f) (min ?f) (max ?f) (count-distinct ?f) :with ?tr :where [?tr :transfer/fee ?f]]")
add("ag-transfer-median", "[:find (median ?f) . :with ?tr :where [?tr :transfer/fee ?f]]")
add("ag-salary-by-team", "[:find ?n (sum ?s) (count ?p) :with ?p :where [?p :player/team ?t] [?p :player/salary ?s] [?t :team/name ?n]]")
add("ag-height-stddev-team", "[:find ?n (stddev ?h) :with ?p :where [?p :player/team ?t] [?p :player/height ?h] [?t :team/code ?n]]")
add("ag-xg-variance-player", "[:find ?n (variance ?x) :with ?s :where [?s :stat/player ?p] [?s :stat/xg ?x] [?p :player/jersey 14] [?p :player/name ?n]]")
add("ag-goal-diff", "[:find (sum ?d) (min ?d) (max ?d) :with ?m :where [?m :match/score ?s] [(untuple ?s) [?h ?a]] [(- ?h ?a) ?d]]")
add("ag-avg-of-ratios", "[:find (avg ?r) . :with ?m :where [?m :match/score ?s] [(untuple ?s) [?h ?a]] [(pos? ?a)] [(/ ?h ?a) ?r]]")
add("ag-sum-of-ratios", "[:find (sum ?r) . :with ?m :where [?m :match/score ?s] [(untuple ?s) [?h ?a]] [(pos? ?a)] [(/ ?h ?a) ?r]]")
add("ag-median-of-ratios", "[:find (median ?r) . :with ?m :where [?m :match/score ?s] [(untuple ?s) [?h ?a]] [(pos? ?a)] [(/ ?h ?a) ?r]]")
add("ag-max-ratio", "[:find (max ?r) (min ?r) :with ?m :where [?m :match/score ?s] [(untuple ?s) [?h ?a]] [(pos? ?a)] [(/ ?h ?a) ?r]]")
add("ag-distinct-ratios", "[:find (distinct ?r) . :where [?m :match/score ?s] [(untuple ?s) [?h ?a]] [(pos? ?a)] [(/ ?h ?a) ?r]]")
add("ag-min-n-ratios", "[:find (min 2 ?r) . :where [?m :match/score ?s] [(untuple ?s) [?h ?a]] [(pos? ?a)] [(/ ?h ?a) ?r]]")
add("ag-sum-bigdec-times-double", "[:find (sum ?v) . :with ?m :where [?m :match/revenue ?r] [?m :match/possession ?p] [(* ?r ?p) ?v]]")
add("ag-possession-zero-kinds", "[:find (count ?m) . :where [?m :match/possession ?p] [(zero? ?p)]]")
add("ag-possession-neg-zero", "[:find (count ?m) . :where [?m :match/possession -0.0]]")
add("ag-possession-zero", "[:find (count ?m) . :where [?m :match/possession 0.0]]")
add("ag-possession-tiny", "[:find ?id :where [?m :match/possession ?p] [(pos? ?p)] [(< ?p 1.0E-100)] [?m :match/id ?id]]")
add("ag-min-possession-pos", "[:find (min ?p) . :where [_ :match/possession ?p] [(pos? ?p)]]")
add("ag-sum-tiny", "[:find (sum ?p) . :with ?m :where [?m :match/possession ?p] [(< ?p 1.0)]]")
add("ag-att-over-long", "[:find ?id :where [?m :match/attendance ?a] [(> ?a 9223372036854775807)] [?m :match/id ?id]]")
add("ag-att-sum-small", "[:find (sum ?a) . :with ?m :where [?m :match/attendance ?a] [(< ?a 10000)]]")
add("ag-caps-big", "[:find (count ?p) . :where [?p :player/caps ?c] [(> ?c 1000000)]]")
add("ag-count-missing-att", "[:find (count ?m) . :where [?m :match/id] [(missing? $ ?m :match/attendance)]]")
add("ag-group-by-kind", "[:find ?t (count ?v) :where [_ :player/salary ?v] [(type ?v) ?t0] [(str ?t0) ?t]]")

# ---------------- arithmetic functions (numeric)
ARITH = [
    ("plus-long-double", "(+ 1 2.5)"), ("plus-long-bigint", "(+ 1 2N)"), ("plus-long-bigdec", "(+ 1 2.50M)"),
    ("plus-bigint-double", "(+ 10N 0.5)"), ("plus-bigdec-double", "(+ 1.5M 0.25)"), ("plus-bigdec-bigint", "(+ 1.5M 2N)"),
    ("plus-ratio", "(+ 1/3 1/6)"), ("plus-ratio-double", "(+ 1/3 0.5)"), ("plus-ratio-bigdec", "(+ 1/4 1.5M)"),
    ("minus-neg-zero", "(- -0.0 0.0)"), ("minus-one-arg", "(- 5N)"), ("times-ratio-int", "(* 2/3 3)"),
    ("div-long", "(/ 10 4)"), ("div-exact", "(/ 12 4)"), ("div-neg", "(/ -7 2)"), ("div-double", "(/ 10 4.0)"),
    ("div-bigint", "(/ 10N 4)"), ("div-bigdec-exact", "(/ 10M 4)"), ("div-one-arg", "(/ 4)"), ("div-one-arg-double", "(/ 0.5)"),
    ("div-zero-long", "(/ 1 0)"), ("div-zero-double", "(/ 1.0 0)"), ("div-zero-double2", "(/ 1 0.0)"),
    ("div-zero-negdouble", "(/ -1.0 0.0)"), ("div-zero-zero-double", "(/ 0.0 0.0)"), ("div-zero-bigdec", "(/ 1M 0)"),
    ("div-zero-bigint", "(/ 1N 0)"), ("div-neg-zero", "(/ 1.0 -0.0)"),
    ("quot-neg", "(quot -7 2)"), ("rem-neg", "(rem -7 2)"), ("mod-neg", "(mod -7 2)"), ("mod-neg-divisor", "(mod 7 -2)"),
    ("quot-double", "(quot 7.5 2)"), ("rem-double", "(rem 7.5 2)"), ("mod-double", "(mod -7.5 2)"),
    ("quot-bigint", "(quot 100000000000000000000N 3)"), ("mod-bigint", "(mod -100000000000000000000N 7)"),
    ("quot-bigdec", "(quot 7.5M 2)"), ("rem-bigdec", "(rem 7.5M 2)"), ("mod-bigdec", "(mod -7.5M 2)"),
    ("quot-zero", "(quot 1 0)"), ("rem-zero", "(rem 1 0)"), ("mod-zero", "(mod 1 0)"), ("mod-zero-double", "(mod 1.0 0)"),
    ("quot-zero-double", "(quot 1.0 0.0)"),
    ("plus-overflow", "(+ 9223372036854775807 1)"), ("minus-overflow", "(- -9223372036854775808 1)"),
    ("inc-overflow", "(inc 9223372036854775807)"), ("dec-overflow", "(dec -9223372036854775808)"),
    ("times-overflow", "(* 4294967296 4294967296)"), ("times-overflow-neg", "(* -9223372036854775808 -1)"),
    ("neg-min", "(- -9223372036854775808)"), ("plus-prime-overflow", "(+' 9223372036854775807 1)"),
    ("times-prime-overflow", "(*' 4294967296 4294967296)"), ("inc-prime-overflow", "(inc' 9223372036854775807)"),
    ("dec-prime-overflow", "(dec' -9223372036854775808)"), ("minus-prime-overflow", "(-' -9223372036854775808 1)"),
    ("plus-prime-nooverflow", "(+' 1 2)"), ("plus-prime-double", "(+' 1 2.5)"),
    ("plus-big-double", "(+ 9223372036854775807 1.0)"), ("plus-bigint-min", "(+ 9223372036854775807N 1)"),
    ("times-bigint-long", "(* 99999999999999999999N 10)"), ("times-bigdec-scale", "(* 1.10M 1.10M)"),
    ("plus-bigdec-scale", "(+ 1.10M 2.0M)"), ("minus-bigdec-scale", "(- 1.10M 1.1M)"),
    ("abs-neg-zero", "(abs -0.0)"), ("abs-bigdec", "(abs -2.50M)"), ("abs-bigint", "(abs -5N)"), ("abs-ratio", "(abs -1/3)"),
    ("max-mixed", "(max 1 2.0 3N)"), ("min-mixed", "(min 1 2.0 0.5M)"), ("max-equal-kinds", "(max 1 1.0)"),
    ("min-equal-kinds", "(min 1.0 1)"), ("max-neg-zero", "(max -0.0 0.0)"), ("min-neg-zero", "(min 0.0 -0.0)"),
    ("max-nan", "(max 1 ##NaN)"), ("min-nan-first", "(min ##NaN 1)"),
    ("inc-double", "(inc 0.5)"), ("inc-bigdec", "(inc 1.50M)"), ("inc-bigint", "(inc 9223372036854775807N)"), ("inc-ratio", "(inc 1/2)"),
    ("dec-bigdec", "(dec 0M)"),
    ("int-cast-double", "(int 3.99)"), ("int-cast-neg", "(int -3.99)"), ("long-cast-bigdec", "(long 3.99M)"),
    ("long-cast-bigint-big", "(long 99999999999999999999N)"), ("int-cast-big", "(int 9223372036854775807)"),
    ("double-cast-bigdec", "(double 1.10M)"), ("double-cast-ratio", "(double 1/3)"), ("double-cast-bigint", "(double 99999999999999999999N)"),
    ("bigint-cast-double", "(bigint 3.99)"), ("bigint-cast-bigdec", "(bigint 12.5M)"), ("bigint-cast-long", "(bigint 5)"),
    ("bigdec-cast-double", "(bigdec 0.1)"), ("bigdec-cast-long", "(bigdec 5)"), ("bigdec-cast-ratio", "(bigdec 1/4)"),
    ("bigdec-cast-ratio-nonterm", "(bigdec 1/3)"), ("bigdec-cast-bigint", "(bigdec 5N)"),
    ("long-cast-double-huge", "(long 1.0E20)"), ("long-cast-inf", "(long ##Inf)"), ("int-cast-ratio", "(int 7/2)"),
    ("double-cast-string", '(double "1.5")'), ("long-cast-string", '(long "7")'),
    ("num-eq-long-double", "(= 1 1.0)"), ("num-eqeq-long-double", "(== 1 1.0)"), ("num-eq-long-bigint", "(= 1 1N)"),
    ("num-eq-bigdec-scale", "(= 1.0M 1.00M)"), ("num-eqeq-bigdec-scale", "(== 1.0M 1.00M)"), ("num-eq-long-bigdec", "(= 1 1M)"),
    ("num-eqeq-long-bigdec", "(== 1 1M)"), ("num-eq-ratio-double", "(= 1/2 0.5)"), ("num-eqeq-ratio-double", "(== 1/2 0.5)"),
    ("num-eq-zeros", "(= 0.0 -0.0)"), ("num-eqeq-zeros", "(== 0.0 -0.0)"), ("num-eq-nan", "(= ##NaN ##NaN)"),
    ("num-eqeq-nan", "(== ##NaN ##NaN)"), ("num-noteq-kinds", "(not= 1 1.0)"), ("num-eqeq-three", "(== 1 1.0 1N 1M)"),
    ("lt-bigint-double", "(< 99999999999999999999N 1.0E20)"), ("lt-bigint-double2", "(< 9223372036854775807N 9.223372036854775807E18)"),
    ("lt-bigdec-long", "(< 0.5M 1)"), ("lt-ratio-bigdec", "(< 1/3 0.3333M)"), ("lt-chain", "(< 1 1.5 2N 2.5M)"),
    ("lt-long-precision", "(< 9007199254740992 9007199254740993.0)"), ("eqeq-long-precision", "(== 9007199254740993 9007199254740992.0)"),
    ("gt-neg-zero", "(> 0.0 -0.0)"), ("ge-mixed", "(>= 2M 2.0 2N 2)"), ("compare-long-double", "(compare 1 1.0)"),
    ("compare-bigdec-long", "(compare 2.5M 2)"), ("compare-ratio", "(compare 1/3 0.3)"), ("compare-nan", "(compare ##NaN 1)"),
    ("zero-bigdec", "(zero? 0.000M)"), ("zero-neg", "(zero? -0.0)"), ("pos-bigint", "(pos? 1N)"), ("neg-bigdec", "(neg? -0.01M)"),
    ("even-bigint", "(even? 100000000000000000000N)"), ("odd-neg", "(odd? -3)"), ("even-double", "(even? 2.0)"),
    ("number-ratio", "(number? 1/2)"), ("integer-bigint", "(integer? 5N)"), ("integer-double", "(integer? 5.0)"),
    ("ratio-q", "(ratio? 4/2)"), ("decimal-q", "(decimal? 1.5M)"), ("float-q", "(float? 1.5)"), ("rational-bigdec", "(rational? 1.5M)"),
    ("type-ratio", "(type 1/3)"), ("type-bigint-lit", "(type 5N)"), ("type-sum-bigint", "(type (+ 5N 1))"),
    ("str-double", "(str 1.0)"), ("str-bigdec", "(str 1.50M)"), ("str-bigint", "(str 5N)"), ("str-ratio", "(str 2/4)"),
    ("str-neg-zero", "(str -0.0)"), ("str-tiny", "(str 1.0E-300)"), ("str-big-double", "(str 1.0E21)"), ("str-e7", "(str 1.0E7)"),
    ("str-e-3", "(str 0.001)"), ("str-e-4", "(str 1.0E-4)"), ("str-inf", "(str ##Inf)"), ("str-nan", "(str ##NaN)"),
    ("format-d", '(format "%d" 42)'), ("format-d-bigint", '(format "%d" 99999999999999999999N)'), ("format-s-double", '(format "%s" 0.1)'),
    ("format-3f", '(format "%.3f" 2.0005)'), ("format-3f-bigdec", '(format "%.3f" 1.0005M)'), ("format-e", '(format "%e" 12345.678)'),
    ("format-e-bigdec", '(format "%.2e" 12345.678M)'), ("format-x", '(format "%x" 255)'), ("format-x-neg", '(format "%x" -1)'),
    ("format-x-bigint", '(format "%x" 99999999999999999999N)'), ("format-08d", '(format "%08d" -42)'), ("format-comma", '(format "%,d" 1234567)'),
    ("format-plus", '(format "%+.1f" 0.05)'), ("format-d-double", '(format "%d" 1.0)'), ("format-f-long", '(format "%.2f" 3)'),
    ("format-s-ratio", '(format "%s" 1/3)'), ("format-g", '(format "%g" 0.0001234)'), ("format-multi", '(format "%d-%s-%.1f" 1 2N 3.25)'),
    ("format-o", '(format "%o" 8)'), ("format-pct", '(format "%d%%" 50)'),
]
SOLO = re.compile(r"zero|overflow|string|nan|inf|huge|nonterm|one-arg|format-x|format-d-double")
pend = []
for name, form in ARITH:
    if SOLO.search(name):
        q(f"fn-{name}", f"[:find ?r . :where [{form} ?r]]")
    else:
        pend.append((name, form))
        if len(pend) == 5:
            ns, fs = zip(*pend)
            vs = ["?a", "?b", "?c", "?d", "?e"]
            q("fn-" + ns[0] + "".join("+" + n.split("-", 1)[-1] for n in ns[1:]),
              "[:find " + " ".join(vs) + " :where " + " ".join(f"[{f} {v}]" for f, v in zip(fs, vs)) + "]")
            pend = []
for n1, f1 in pend:
    q(f"fn-{n1}", f"[:find ?r . :where [{f1} ?r]]")

# arithmetic on stored values
add("fa-att-plus-one", "[:find ?id ?x :where [?m :match/attendance ?a] [(+ ?a 1) ?x] [?m :match/id ?id] [(< ?id 1010)]]")
add("fa-att-times-double", "[:find ?id ?x :where [?m :match/attendance ?a] [(* ?a 0.5) ?x] [?m :match/id ?id] [(< ?id 1008)]]")
add("fa-att-div", "[:find ?id ?x :where [?m :match/attendance ?a] [(/ ?a 4) ?x] [?m :match/id ?id] [(< ?id 1008)]]")
add("fa-rev-per-head", "[:find ?id ?x :where [?m :match/attendance ?a] [(pos? ?a)] [?m :match/revenue ?r] [(/ ?r ?a) ?x] [?m :match/id ?id] [(< ?id 1012)]]")
add("fa-rev-div-double", "[:find ?id ?x :where [?m :match/revenue ?r] [(/ ?r 2.0) ?x] [?m :match/id ?id] [(< ?id 1007)]]")
add("fa-rev-div-zero", "[:find ?id ?x :where [?m :match/revenue ?r] [(/ ?r 0) ?x] [?m :match/id ?id]]")
add("fa-rev-div-zero-double", "[:find ?x :where [?m :match/revenue ?r] [(double ?r) ?d] [(/ ?d 0) ?x]]")
add("fa-poss-div-zero", "[:find ?x :where [_ :match/possession ?p] [(/ ?p 0.0) ?x]]")
add("fa-poss-div-zero-long", "[:find ?x :where [_ :match/possession ?p] [(/ ?p 0) ?x]]")
add("fa-goals-div-zero", "[:find ?x :where [?m :match/score ?s] [(untuple ?s) [?h ?a]] [(/ ?h ?a) ?x]]")
add("fa-goals-quot", "[:find ?h ?a ?q ?r ?md :where [?m :match/score ?s] [(untuple ?s) [?h ?a]] [(pos? ?a)] [(quot ?h ?a) ?q] [(rem ?h ?a) ?r] [(mod (- ?h) ?a) ?md]]")
add("fa-bonus-inc", "[:find ?x :where [_ :player/bonus ?b] [(inc ?b) ?x]]")
add("fa-bonus-inc-prime", "[:find ?x :where [_ :player/bonus ?b] [(inc' ?b) ?x]]")
add("fa-bonus-times", "[:find ?x :where [_ :player/bonus ?b] [(* ?b 2) ?x]]")
add("fa-bonus-times-prime", "[:find ?x :where [_ :player/bonus ?b] [(*' ?b 2) ?x]]")
add("fa-bonus-neg", "[:find ?x :where [_ :player/bonus ?b] [(- ?b) ?x]]")
add("fa-bonus-double", "[:find ?x :where [_ :player/bonus ?b] [(double ?b) ?x]]")
add("fa-bonus-plus-double", "[:find ?x :where [_ :player/bonus ?b] [(+ ?b 0.5) ?x]]")
add("fa-caps-times-salary", "[:find ?x :where [?p :player/caps ?c] [?p :player/salary ?s] [(* ?c ?s) ?x] [?p :player/jersey ?j] [(< ?j 8)]]")
add("fa-caps-plus-height", "[:find ?x :where [?p :player/caps ?c] [?p :player/height ?h] [(+ ?c ?h) ?x]]")
add("fa-caps-eq-jersey", "[:find (count ?p) . :where [?p :player/caps ?c] [?p :player/jersey ?j] [(== ?c ?j)]]")
add("fa-caps-eq-jersey-eq", "[:find (count ?p) . :where [?p :player/caps ?c] [?p :player/jersey ?j] [(= ?c ?j)]]")
add("fa-salary-eq-1000", "[:find (count ?p) . :where [?p :player/salary ?s] [(= ?s 1000M)]]")
add("fa-salary-eqeq-1000", "[:find (count ?p) . :where [?p :player/salary ?s] [(== ?s 1000)]]")
add("fa-salary-pattern-1000", "[:find (count ?p) . :where [?p :player/salary 1000M]]")
add("fa-salary-pattern-1000-00", "[:find (count ?p) . :where [?p :player/salary 1000.00M]]")
add("fa-salary-lt-double", "[:find (count ?p) . :where [?p :player/salary ?s] [(< ?s 333.3335)]]")
add("fa-salary-gt-bigint", "[:find (count ?p) . :where [?p :player/salary ?s] [(> ?s 999N)]]")
add("fa-height-eq-long", "[:find (count ?p) . :where [?p :player/height ?h] [(= ?h 2)]]")
add("fa-height-eqeq-long", "[:find (count ?p) . :where [?p :player/height ?h] [(== ?h 2)]]")
add("fa-height-pattern-long", "[:find (count ?p) . :where [?p :player/height 2]]")
add("fa-height-ratio", "[:find (count ?p) . :where [?p :player/height ?h] [(< ?h 11/6)]]")
add("fa-xg-neg-zero-eq", "[:find (count ?s) . :where [?s :stat/xg ?x] [(== ?x 0)]]")
add("fa-xg-neg-zero-pattern", "[:find (count ?s) . :where [?s :stat/xg -0.0]]")
add("fa-xg-zero-pattern-long", "[:find (count ?s) . :where [?s :stat/xg 0]]")
add("fa-att-pattern-long", "[:find (count ?m) . :where [?m :match/attendance 150]]")
add("fa-att-pattern-double", "[:find (count ?m) . :where [?m :match/attendance 150.0]]")
add("fa-att-lt-double", "[:find (count ?m) . :where [?m :match/attendance ?a] [(< ?a 150.5)]]")
add("fa-att-eqeq-bigdec", "[:find (count ?m) . :where [?m :match/attendance ?a] [(== ?a 150.0M)]]")
add("fa-rev-pattern-scale", "[:find (count ?m) . :where [?m :match/revenue 1500.50M]]")
add("fa-rev-eqeq-double", "[:find (count ?m) . :where [?m :match/revenue ?r] [(== ?r 1500.5)]]")
add("fa-rev-compare-neg", "[:find ?r :where [_ :match/revenue ?r] [(neg? ?r)]]")
add("fa-budget-str", "[:find ?s :where [_ :team/budget ?b] [(str ?b) ?s]]")
add("fa-budget-format", '[:find ?s :where [_ :team/budget ?b] [(format "%.2f" ?b) ?s]]')
add("fa-budget-long", "[:find ?x :where [_ :team/budget ?b] [(long ?b) ?x]]")
add("fa-budget-double", "[:find ?x :where [_ :team/budget ?b] [(double ?b) ?x]]")
add("fa-budget-bigint", "[:find ?x :where [_ :team/budget ?b] [(bigint ?b) ?x]]")
add("fa-budget-quot", "[:find ?x :where [_ :team/budget ?b] [(quot ?b 1000) ?x]]")
add("fa-budget-mod", "[:find ?x :where [_ :team/budget ?b] [(mod ?b 7) ?x]]")
add("fa-att-str", "[:find ?s :where [_ :match/attendance ?a] [(str ?a) ?s]]")
add("fa-att-format-d", '[:find ?s :where [_ :match/attendance ?a] [(format "%d" ?a) ?s]]')
add("fa-att-format-x", '[:find ?s :where [_ :match/attendance ?a] [(format "%x" ?a) ?s]]')
add("fa-poss-str", "[:find ?s :where [_ :match/possession ?p] [(str ?p) ?s]]")
add("fa-poss-format-e", '[:find ?s :where [_ :match/possession ?p] [(format "%.3e" ?p) ?s]]')
add("fa-poss-format-f", '[:find ?s :where [_ :match/possession ?p] [(format "%.3f" ?p) ?s]]')
add("fa-poss-bigdec", "[:find ?x :where [_ :match/possession ?p] [(bigdec ?p) ?x] [(< ?p 1.0)]]")
add("fa-poss-long", "[:find ?x :where [_ :match/possession ?p] [(long ?p) ?x]]")
add("fa-poss-rationalize", "[:find ?x :where [_ :match/possession ?p] [(rationalize ?p) ?x] [(> ?p 60)]]")
add("fa-xg-round", "[:find ?x :where [_ :stat/xg ?g] [(* ?g 100) ?y] [(Math/round ?y) ?x]]")
add("fa-xg-floor", "[:find ?x :where [_ :stat/xg ?g] [(Math/floor ?g) ?x]]")
add("fa-height-sqrt", "[:find ?x :where [_ :player/height ?h] [(Math/sqrt ?h) ?x]]")
add("fa-pow", "(q [:find ?x . :where [(Math/pow 2 62) ?x]])")
add("fa-salary-scale", "[:find ?s ?sc :where [_ :player/salary ?s] [(.scale ?s) ?sc]]")
add("fa-jersey-bit", "[:find ?j ?x :where [_ :player/jersey ?j] [(* ?j ?j ?j) ?x] [(> ?j 20)]]")
add("fa-min-max-fn-stored", "[:find ?id ?x ?y :where [?m :match/score ?s] [(untuple ?s) [?h ?a]] [(max ?h ?a 1.5) ?x] [(min ?h ?a 0.5M) ?y] [?m :match/id ?id] [(< ?id 1006)]]")
add("fa-apply-plus", "[:find ?id ?t :where [?m :match/score ?s] [(apply + ?s) ?t] [?m :match/id ?id] [(< ?id 1005)]]")
add("fa-apply-max", "[:find ?id ?t :where [?m :match/score ?s] [(apply max ?s) ?t] [?m :match/id ?id] [(< ?id 1005)]]")
add("fa-reduce-sum", "[:find ?t . :where [?m :match/id 1003] [?m :match/score ?s] [(reduce + 0.5 ?s) ?t]]")

# ---------------- order-by / limit (numeric)
add("o-att-desc", "[:find ?id ?a :where [?m :match/attendance ?a] [?m :match/id ?id] :order-by [[?a :desc] ?id] :limit 6]")
add("o-poss-asc", "[:find ?id ?p :where [?m :match/possession ?p] [?m :match/id ?id] :order-by [?p ?id] :limit 8]")
add("o-rev-asc", "[:find ?id ?r :where [?m :match/revenue ?r] [?m :match/id ?id] :order-by [?r ?id]]")
add("o-mixed-col", "[:find ?e ?v :where (or [?e :player/salary ?v] [?e :player/height ?v]) [?e :player/jersey 0] :order-by [?v ?e]]")
add("o-salary-offset", "[:find ?p ?s :where [?p :player/salary ?s] :order-by [[?s :desc] ?p] :limit 3 :offset 2]")
add("o-bonus-desc", "[:find ?n ?b :where [?p :player/bonus ?b] [?p :player/name ?n] :order-by [[?b :desc] ?n] :limit 5]")
add("o-caps-asc", "[:find ?c (count ?p) :where [?p :player/caps ?c] :order-by [?c]]")
add("o-ratio-col", "[:find ?id ?r :where [?m :match/score ?s] [(untuple ?s) [?h ?a]] [(pos? ?a)] [(/ ?h ?a) ?r] [?m :match/id ?id] :order-by [[?r :desc] ?id] :limit 5]")

# ---------------- inputs carrying numbers (numeric)
add("in-scalar-long-on-double", "(q [:find (count ?p) . :in $ ?h :where [?p :player/height ?h]] $ 2)")
add("in-scalar-double-on-long", "(q [:find (count ?p) . :in $ ?j :where [?p :player/jersey ?j]] $ 7.0)")
add("in-scalar-bigint-on-long", "(q [:find (count ?p) . :in $ ?j :where [?p :player/jersey ?j]] $ 7N)")
add("in-scalar-bigdec-on-long", "(q [:find (count ?p) . :in $ ?j :where [?p :player/jersey ?j]] $ 7M)")
add("in-scalar-long-on-bigint", "(q [:find (count ?p) . :in $ ?c :where [?p :player/caps ?c]] $ 12)")
add("in-scalar-negzero-on-double", "(q [:find (count ?m) . :in $ ?x :where [?m :match/possession ?x]] $ -0.0)")
add("in-scalar-long-on-bigdec", "(q [:find (count ?p) . :in $ ?s :where [?p :player/salary ?s]] $ 1000M)")
add("in-coll-mixed-jersey", "(q [:find ?j (count ?p) :in $ [?j ...] :where [?p :player/jersey ?j]] $ [7 14.0 21N 0])")
add("in-coll-mixed-height", "(q [:find ?h (count ?p) :in $ [?h ...] :where [?p :player/height ?h]] $ [2 1.8 1.925])")
add("in-coll-pred-mixed", "(q [:find ?x (count ?p) :in $ [?x ...] :where [?p :player/jersey ?j] [(== ?j ?x)]] $ [7 14.0 21N 0M])")
add("in-tuple-range", "(q [:find (count ?m) . :in $ [?lo ?hi] :where [?m :match/attendance ?a] [(<= ?lo ?a ?hi)]] $ [0 150.0])")
add("in-rel-kinds", "(q [:find ?k ?n :in $ [[?k ?x]] :where [?m :match/possession ?x] [?m :match/id ?n]] $ [[:zero 0.0] [:negzero -0.0] [:tiny 1.0E-300] [:half 50]])")
add("in-rel-threshold", "(q [:find ?lbl (count ?p) :in $ [[?lbl ?min]] :where [?p :player/salary ?s] [(>= ?s ?min)]] $ [[:a 0] [:b 1000.0] [:c 333.333M] [:d 2N]])")
add("in-lookup-ref", '(q [:find ?n . :in $ ?t :where [?t :team/name ?n]] $ [:team/name "Red Lions"])')
add("in-lookup-ref-match", "(q [:find ?s . :in $ ?m :where [?m :match/score ?s]] $ [:match/id 1004])")
add("in-lookup-ref-match-double", "(q [:find ?s . :in $ ?m :where [?m :match/score ?s]] $ [:match/id 1004.0])")
add("in-composite-lookup", "(q [:find ?pts . :in $ ?r :where [?r :reg/points ?pts]] $ [:reg/team+season [1 2024]])")
add("in-ground-mixed", "(q [:find ?x ?n :where [(ground [0 0.0 -0.0 0N 0M]) [?x ...]] [?m :match/possession ?x] [?m :match/id ?n]])")
add("in-ground-rel", "[:find ?a ?c :where [(ground [[150 :int] [150.0 :dbl] [150N :big]]) [[?a ?c]]] [?m :match/attendance ?a]]")
add("in-scalar-ratio", "(q [:find (count ?p) . :in $ ?x :where [?p :player/height ?h] [(> ?h ?x)]] $ 9/5)")
add("in-scalar-sum-input", "(q [:find ?t . :in [?x ...] :where [(ground 0) ?t]] [1 2])")
add("in-coll-agg", "(q [:find (sum ?x) (avg ?x) (median ?x) :in [?x ...]] [1 2.5 3N 4.5M])")
add("in-coll-agg-with", "(q [:find (sum ?x) . :with ?i :in [[?i ?x]]] [[1 1] [2 1] [3 1.0] [4 1N]])")
add("in-coll-distinct-kinds", "(q [:find (count-distinct ?x) . :in [?x ...]] [1 1.0 1N 1M 1.00M])")
add("in-coll-distinct-fn", "(q [:find (distinct ?x) . :in [?x ...]] [1 1.0 1N 1M 0.0 -0.0])")
add("in-coll-variance", "(q [:find (variance ?x) (stddev ?x) :with ?i :in [[?i ?x]]] [[1 2] [2 4] [3 4] [4 4] [5 5] [6 5] [7 7] [8 9]])")
add("in-coll-median-even", "(q [:find (median ?x) . :in [?x ...]] [1 2 3 4])")
add("in-coll-median-bigdec", "(q [:find (median ?x) . :in [?x ...]] [1.5M 2.5M 3M 10M])")
add("in-coll-max-n-mixed", "(q [:find (max 2 ?x) (min 2 ?x) . :in [?x ...]] [1 2.5 3N 0.5M])")
add("in-coll-max-n-mixed-rel", "(q [:find (max 2 ?x) (min 2 ?x) :in [?x ...]] [1 2.5 3N 0.5M])")
add("in-coll-sum-overflow", "(q [:find (sum ?x) . :in [?x ...]] [9223372036854775807 1])")
add("in-coll-sum-bigint-long", "(q [:find (sum ?x) . :in [?x ...]] [9223372036854775807N 1])")
add("in-coll-avg-long", "(q [:find (avg ?x) . :in [?x ...]] [1 2])")
add("in-coll-avg-bigint", "(q [:find (avg ?x) . :in [?x ...]] [1N 2N])")
add("in-coll-sum-ratio", "(q [:find (sum ?x) . :in [?x ...]] [1/3 1/6])")
add("in-coll-sum-empty", "(q [:find (sum ?x) . :in [?x ...]] [])")
add("in-coll-count-empty", "(q [:find (count ?x) . :in [?x ...]] [])")
add("in-coll-sum-negzero", "(q [:find (sum ?x) . :in [?x ...]] [-0.0])")
add("in-coll-min-nan", "(q [:find (min ?x) (max ?x) :in [?x ...]] [1.0 ##NaN 3.0])")

# ---------------- mistakes with numbers (numeric + mistake)
add("mx-sum-string", "[:find (sum ?n) . :where [_ :team/name ?n]]")
add("mx-avg-keyword", "[:find (avg ?c) . :where [_ :team/code ?c]]")
add("mx-median-bool", "[:find (median ?a) . :where [_ :player/active ?a]]")
add("mx-variance-inst", "[:find (variance ?d) . :where [_ :match/date ?d]]")
add("mx-sum-tuple", "[:find (sum ?s) . :where [_ :match/score ?s]]")
add("mx-min-tuple", "[:find (min ?s) . :where [_ :match/score ?s]]")
add("mx-max-string", "[:find (max ?n) . :where [_ :team/name ?n]]")
add("mx-min-keyword", "[:find (min ?c) . :where [_ :team/code ?c]]")
add("mx-max-inst", "[:find (max ?d) . :where [_ :match/date ?d]]")
add("mx-max-uuid", "[:find (max ?u) . :where [_ :player/uuid ?u]]")
add("mx-sum-mixed-string", "[:find (sum ?v) . :where (or [_ :player/jersey ?v] [_ :team/city ?v])]")
add("mx-max-mixed-string", "[:find (max ?v) . :where (or [_ :player/jersey ?v] [_ :team/city ?v])]")
add("mx-agg-in-where", "[:find ?x :where [_ :stat/goals ?g] [(sum ?g) ?x]]")
add("mx-count-in-where", "[:find ?x :where [_ :stat/goals ?g] [(count ?g) ?x]]")
add("mx-max-in-where", "[:find ?x :where [_ :stat/goals ?g] [(max ?g) ?x]]")
add("mx-avg-in-where", "[:find ?x :where [_ :stat/goals ?g] [(avg ?g) ?x]]")
add("mx-sum-unbound", "[:find (sum ?x) . :where [_ :stat/goals ?g]]")
add("mx-count-unbound", "[:find (count ?x) . :where [_ :stat/goals ?g]]")
add("mx-max-arity3", "[:find (max 1 2 ?g) . :where [_ :stat/goals ?g]]")
add("mx-max-no-arg", "[:find (max) . :where [_ :stat/goals ?g]]")
add("mx-sum-two-args", "[:find (sum ?g ?g) . :where [_ :stat/goals ?g]]")
add("mx-median-two-args", "[:find (median 2 ?g) . :where [_ :stat/goals ?g]]")
add("mx-max-n-neg", "[:find (max -1 ?g) . :where [_ :stat/goals ?g]]")
add("mx-max-n-zero", "[:find (max 0 ?g) . :where [_ :stat/goals ?g]]")
add("mx-max-n-string", '[:find (max "2" ?g) . :where [_ :stat/goals ?g]]')
add("mx-min-n-huge", "[:find (min 1000 ?g) . :where [?s :stat/goals ?g] [?s :stat/minutes 120]]")
add("mx-limit-string", '[:find ?g :where [_ :stat/goals ?g] :limit "3"]')
add("mx-limit-double", "[:find ?g :where [_ :stat/goals ?g] :limit 2.0]")
add("mx-offset-string", '[:find ?g :where [_ :stat/goals ?g] :offset "1"]')
add("mx-offset-neg", "[:find ?g :where [_ :stat/goals ?g] :order-by [?g] :offset -1]")
add("mx-limit-bigint", "[:find ?g :where [_ :stat/goals ?g] :order-by [?g] :limit 2N]")
add("mx-order-by-agg", "[:find ?g (count ?s) :where [?s :stat/goals ?g] :order-by [(count ?s)]]")
add("mx-order-by-unknown", "[:find ?g :where [?s :stat/goals ?g] :order-by [?x]]")
add("mx-order-by-bad-dir", "[:find ?g :where [?s :stat/goals ?g] :order-by [[?g :down]]]")
add("mx-plus-string", '(q [:find ?x . :where [(+ 1 "2") ?x]])')
add("mx-plus-nil", "(q [:find ?x . :where [(+ 1 nil) ?x]])")
add("mx-plus-keyword-stored", "[:find ?x :where [_ :team/code ?c] [(+ ?c 1) ?x]]")
add("mx-inc-string", '(q [:find ?x . :where [(inc "1") ?x]])')
add("mx-lt-string-num", '(q [:find ?x . :where [(< 1 "2") ?x]])')
add("mx-lt-kw", "(q [:find ?x . :where [(< :a :b) ?x]])")
add("mx-compare-string-num", '(q [:find ?x . :where [(compare 1 "a") ?x]])')
add("mx-eqeq-string", '(q [:find ?x . :where [(== 1 "1") ?x]])')
add("mx-eq-string-num", '(q [:find ?x . :where [(= 1 "1") ?x]])')
add("mx-zero-nil", "(q [:find ?x . :where [(zero? nil) ?x]])")
add("mx-pos-string", '(q [:find ?x . :where [(pos? "1") ?x]])')
add("mx-even-double", "(q [:find ?x . :where [(even? 2.5) ?x]])")
add("mx-quot-string", '(q [:find ?x . :where [(quot 7 "2") ?x]])')
add("mx-mod-nil", "(q [:find ?x . :where [(mod 7 nil) ?x]])")
add("mx-long-nil", "(q [:find ?x . :where [(long nil) ?x]])")
add("mx-bigdec-string", '(q [:find ?x . :where [(bigdec "1.5") ?x]])')
add("mx-bigint-string", '(q [:find ?x . :where [(bigint "12") ?x]])')
add("mx-double-kw", "(q [:find ?x . :where [(double :a) ?x]])")
add("mx-int-string", '(q [:find ?x . :where [(int "5") ?x]])')
add("mx-format-d-double", '(q [:find ?x . :where [(format "%d" 1.5) ?x]])')
add("mx-format-f-string", '(q [:find ?x . :where [(format "%.2f" "1") ?x]])')
add("mx-format-x-double", '(q [:find ?x . :where [(format "%x" 2.0) ?x]])')
add("mx-format-missing-arg", '(q [:find ?x . :where [(format "%d %d" 1) ?x]])')
add("mx-format-extra-arg", '(q [:find ?x . :where [(format "%d" 1 2) ?x]])')
add("mx-format-bad-spec", '(q [:find ?x . :where [(format "%q" 1) ?x]])')
add("mx-format-d-bigdec", '(q [:find ?x . :where [(format "%d" 10M) ?x]])')
add("mx-format-e-long", '(q [:find ?x . :where [(format "%e" 10) ?x]])')
add("mx-div-no-args", "(q [:find ?x . :where [(/) ?x]])")
add("mx-minus-no-args", "(q [:find ?x . :where [(-) ?x]])")
add("mx-plus-no-args", "(q [:find ?x . :where [(+) ?x]])")
add("mx-times-no-args", "(q [:find ?x . :where [(*) ?x]])")
add("mx-max-one-arg-fn", "(q [:find ?x . :where [(max 5) ?x]])")
add("mx-max-no-arg-fn", "(q [:find ?x . :where [(max) ?x]])")
add("mx-inc-two", "(q [:find ?x . :where [(inc 1 2) ?x]])")
add("mx-quot-one", "(q [:find ?x . :where [(quot 7) ?x]])")
add("mx-abs-two", "(q [:find ?x . :where [(abs 1 2) ?x]])")
add("mx-bind-scalar-to-coll", "(q [:find ?x :where [(+ 1 2) [?x ...]]])")
add("mx-bind-scalar-to-tuple", "(q [:find ?x :where [(+ 1 2) [?x ?y]]])")
add("mx-pred-not-bool", "[:find (count ?p) . :where [?p :player/jersey ?j] [(+ ?j 1)]]")
add("mx-pred-returns-num-zero", "[:find (count ?p) . :where [?p :player/jersey ?j] [(- ?j ?j)]]")
add("mx-sum-of-count", "[:find (sum (count ?x)) . :where [_ :stat/goals ?x]]")
add("mx-agg-nested-fn", "[:find (sum (+ ?x 1)) . :where [_ :stat/goals ?x]]")
add("mx-agg-constant", "[:find (sum 1) . :where [_ :stat/goals ?x]]")
add("mx-with-unbound", "[:find (sum ?g) . :with ?zz :where [_ :stat/goals ?g]]")
add("mx-with-in-find", "[:find ?s (sum ?g) :with ?s :where [?s :stat/goals ?g]]")
add("mx-count-distinct-two", "[:find (count-distinct ?g ?s) . :where [?s :stat/goals ?g]]")
add("mx-unknown-agg", "[:find (total ?g) . :where [_ :stat/goals ?g]]")
add("mx-unknown-agg-mean", "[:find (mean ?g) . :where [_ :stat/goals ?g]]")
add("mx-stdev-typo", "[:find (stdev ?g) . :where [_ :stat/goals ?g]]")
add("mx-avg-empty", "[:find (avg ?g) . :where [_ :stat/goals ?g] [(> ?g 100)]]")
add("mx-sum-empty-rel", "[:find (sum ?g) :where [_ :stat/goals ?g] [(> ?g 100)]]")
add("mx-variance-one", "[:find (variance ?g) . :where [?m :match/id 1000] [?m :match/round ?g]]")
add("mx-stddev-one", "[:find (stddev ?g) . :where [?m :match/id 1000] [?m :match/round ?g]]")
add("mx-median-one-bigint", "[:find (median ?a) . :where [?m :match/id 1002] [?m :match/attendance ?a]]")
add("mx-sum-nil-input", "(q [:find (sum ?x) . :in [?x ...]] [1 nil 2])")
add("mx-max-nil-input", "(q [:find (max ?x) . :in [?x ...]] [1 nil 2])")
add("mx-sum-string-input", '(q [:find (sum ?x) . :in [?x ...]] [1 "2"])')
add("mx-min-mixed-input", '(q [:find (min ?x) . :in [?x ...]] [1 :a])')
add("mx-count-nil-input", "(q [:find (count ?x) (count-distinct ?x) :in [?x ...]] [1 nil nil 2])")
add("mx-avg-string-stored", "[:find ?c (avg ?n) :where [?t :team/code ?c] [?t :team/name ?n]]")
add("mx-pattern-string-on-long", '[:find (count ?p) . :where [?p :player/jersey "7"]]')
add("mx-pattern-kw-on-double", "[:find (count ?p) . :where [?p :player/height :tall]]")
add("mx-pattern-ratio-on-double", "[:find (count ?p) . :where [?p :player/height 9/5]]")
add("mx-pattern-ratio-on-long", "[:find (count ?p) . :where [?p :player/jersey 14/2]]")
add("mx-pattern-double-on-bigdec", "[:find (count ?p) . :where [?p :player/salary 1000.0]]")
add("mx-pattern-nan", "[:find (count ?m) . :where [?m :match/possession ##NaN]]")
add("mx-tuple-wrong-arity", "[:find (count ?m) . :where [?m :match/score [0 0 0]]]")
add("mx-tuple-double-on-long", "[:find (count ?m) . :where [?m :match/score [0.0 0]]]")
add("mx-untuple-wrong", "[:find ?h :where [_ :match/score ?s] [(untuple ?s) [?h]]]")
add("mx-untuple-number", "[:find ?h :where [_ :match/round ?s] [(untuple ?s) [?h ?a]]]")
add("mx-first-of-number", "[:find ?h :where [_ :match/round ?s] [(first ?s) ?h]]")
add("mx-nth-tuple-oob", "[:find ?h :where [_ :match/score ?s] [(nth ?s 2) ?h]]")
add("mx-get-tuple", "[:find ?h :where [?m :match/id 1001] [?m :match/score ?s] [(get ?s 1) ?h]]")
add("mx-find-twice", "[:find ?g ?g :where [_ :stat/goals ?g]]")
add("mx-in-not-used", "(q [:find ?g :in $ ?x :where [_ :match/round ?g]] $ 3)")
add("mx-missing-input", "(q [:find ?g :in $ ?x :where [_ :match/round ?g] [(> ?g ?x)]] $)")
add("mx-range-string-attr", '[:find (count ?p) . :where [?p :player/name ?n] [(> ?n 5)]]')
add("mx-ground-var", "[:find ?x :where [(ground ?y) ?x]]")
add("mx-keys-count-mismatch", "[:find ?a ?b :keys a :where [?m :match/score ?s] [(untuple ?s) [?a ?b]]]")
add("mx-keys-agg", "[:find ?r (sum ?a) :keys round total :with ?m :where [?m :match/round ?r] [?m :match/attendance ?a]]")
add("mx-strs-agg", '[:find ?r (avg ?p) :strs round poss :with ?m :where [?m :match/round ?r] [?m :match/possession ?p]]')
add("mx-double-neg-zero-key", "(q [:find ?x (count ?i) :in [[?i ?x]]] [[1 0.0] [2 -0.0] [3 0]])")

# ---------------- predicates, functions, strings (ordinary)
add("p-name-starts", '[:find ?n :where [_ :player/name ?n] [(clojure.string/starts-with? ?n "Gül")]]')
add("p-name-regex", '[:find ?n :where [_ :team/name ?n] [(re-find #"^[A-Z][a-z]+ [A-Z]" ?n)]]')
add("p-name-count", "[:find ?n ?c :where [_ :team/name ?n] [(count ?n) ?c]]")
add("p-city-blank", "[:find ?n :where [?t :team/city ?c] [(clojure.string/blank? ?c)] [?t :team/name ?n]]")
add("p-name-upper", "[:find ?u :where [_ :team/name ?n] [(clojure.string/upper-case ?n) ?u]]")
add("p-code-name", "[:find ?s :where [_ :team/code ?c] [(name ?c) ?s]]")
add("p-str-join", '[:find ?s :where [?t :team/code :red] [?t :team/colors ?c] [(str "col:" ?c) ?s]]')
add("p-inst-ms", "[:find ?ms . :where [?m :match/id 1000] [?m :match/date ?d] [(.getTime ?d) ?ms]]")
add("p-inst-diff-days", "[:find ?days . :where [?a :match/id 1000] [?b :match/id 1001] [?a :match/date ?x] [?b :match/date ?y] [(.getTime ?x) ?xm] [(.getTime ?y) ?ym] [(- ?ym ?xm) ?d] [(quot ?d 86400000) ?days]]")
add("p-get-else-bonus", "[:find ?n ?b :where [?p :player/jersey 4] [?p :player/name ?n] [(get-else $ ?p :player/bonus -1) ?b]]")
add("p-get-else-caps-bigint", "[:find ?b (count ?p) :where [?p :player/name] [(get-else $ ?p :player/caps 0N) ?b]]")
add("p-get-some", "[:find ?v (count ?p) :where [?p :player/name] [(get-some $ ?p :player/bonus :player/jersey) [?a ?v]] [(< ?v 10)]]")
add("p-uuid-str", '[:find ?s . :where [?p :player/jersey 21] [?p :player/uuid ?u] [(str ?u) ?s] [(clojure.string/ends-with? ?s "3")]]')
add("p-tuple-fn", "[:find ?t :where [?m :match/id 1001] [?m :match/round ?r] [?m :match/possession ?p] [(tuple ?r ?p) ?t]]")
add("p-vector-fn", "[:find ?t :where [?m :match/id 1001] [?m :match/score ?s] [(vec ?s) ?t]]")
add("p-contains-set", "[:find (count ?p) . :where [?p :player/jersey ?j] [(contains? #{0 7 14.0} ?j)]]")
add("p-contains-set-double", "[:find (count ?p) . :where [?p :player/height ?h] [(contains? #{2 1.8} ?h)]]")
add("p-identical-num", "(q [:find ?x . :where [(identical? 1 1) ?x]])")
add("p-hash-kinds", "(q [:find ?a ?b :where [(hash 1) ?a] [(hash 1.0) ?b]])")
add("p-str-concat-nums", "(q [:find ?x . :where [(str 1 1.0 1N 1M 1/2 nil) ?x]])")
add("p-pr-str-nums", "(q [:find ?x . :where [(pr-str 1N 1M 1/2 -0.0) ?x]])")
add("p-parse-long", '(q [:find ?x . :where [(parse-long "9223372036854775808") ?x]])')
add("p-parse-double", '(q [:find ?x . :where [(parse-double "1e-300") ?x]])')
add("p-read-string", '(q [:find ?x . :where [(read-string "1.50M") ?x]])')
add("p-subs-num", '(q [:find ?x . :where [(str 3.14159) ?s] [(subs ?s 0 4) ?x]])')
add("p-num-to-str-len", "(q [:find ?x . :where [(str 99999999999999999999N) ?s] [(count ?s) ?x]])")

# ---------------- not / or (ordinary)
add("n-no-goals-players", "[:find (count ?p) . :where [?p :player/name] (not-join [?p] [?s :stat/player ?p] [?s :stat/goals ?g] [(pos? ?g)])]")
add("n-no-stats", "[:find ?n :where [?p :player/name ?n] (not [_ :stat/player ?p])]")
add("n-or-home-away", '[:find (count ?m) . :where [?t :team/name "Red Lions"] (or [?m :match/home ?t] [?m :match/away ?t])]')
add("n-or-join-kinds", "[:find ?e :where [?e :player/jersey 0] (or-join [?e] [?e :player/bonus 0] [?e :player/caps 0N] [?e :player/salary 0M])]")
add("n-not-neg", "[:find (count ?m) . :where [?m :match/revenue ?r] (not [(neg? ?r)])]")
add("n-not-zero-poss", "[:find (count ?m) . :where [?m :match/possession ?p] (not [(zero? ?p)])]")
add("n-or-and", "[:find (count ?m) . :where [?m :match/score ?s] (or (and [(untuple ?s) [?h ?a]] [(= ?h ?a)]) [?m :match/neutral true])]")
add("n-not-rival", "[:find ?n :where [?t :team/name ?n] (not [?t :team/rival _])]")
add("n-not-join-transfer", "[:find ?n :where [?t :team/name ?n] (not-join [?t] [?x :transfer/to ?t])]")

# ---------------- rules (ordinary)
add("r-rival-closure", f"(q [:find ?a ?b :in $ % :where (riv ?x ?y) [?x :team/code ?a] [?y :team/code ?b]] $ {RIV})")
add("r-sells-closure-red", f'(q [:find [?c ...] :in $ % :where [?t :team/code :red] (sells ?t ?u) [?u :team/code ?c]] $ {SELL})')
add("r-sells-self", f"(q [:find [?c ...] :in $ % :where (sells ?t ?t) [?t :team/code ?c]] $ {SELL})")
add("r-sells-count", f"(q [:find ?c (count ?u) :in $ % :where (sells ?t ?u) [?t :team/code ?c]] $ {SELL})")
add("r-mentor-closure", f"(q [:find (count ?b) . :in $ % :where [?a :player/jersey 0] (ment ?a ?b)] $ {MENT})")
add("r-mentor-all", f"(q [:find ?a (count ?b) :in $ % :where (ment ?x ?b) [?x :player/name ?a]] $ {MENT})")
add("r-even-odd", f"(q [:find ?a ?b :in $ % :where (even-hop ?x ?y) [?x :team/code ?a] [?y :team/code ?b]] $ {EO})")
add("r-scored", f"(q [:find ?n (sum ?g) :with ?s :in $ % :where (scored ?p ?g) [?p :player/name ?n] [?s :stat/player ?p]] $ {GOALS})")
add("r-scored-sum", f"(q [:find (sum ?g) . :in $ % :where (scored ?p ?g)] $ {GOALS})")
add("r-rule-numeric", "(q [:find ?id ?d :in $ % :where (margin ?m ?d) [(> ?d 1)] [?m :match/id ?id]] $ [[(margin ?m ?d) [?m :match/score ?s] [(untuple ?s) [?h ?a]] [(- ?h ?a) ?x] [(abs ?x) ?d]]])")
add("r-rule-ratio", "(q [:find ?id ?r :in $ % :where (ratio ?m ?r) [?m :match/id ?id] [(< ?id 1010)]] $ [[(ratio ?m ?r) [?m :match/score ?s] [(untuple ?s) [?h ?a]] [(pos? ?a)] [(/ ?h ?a) ?r]]])")
add("r-rule-constant-num", f"(q [:find ?c . :in $ % :where (sells ?t ?u) [?u :team/founded 0] [?t :team/code :tokyo] [?u :team/code ?c]] $ {SELL})")
add("r-rule-bigdec-arg", "(q [:find ?n :in $ % :where (paid ?p 1000M) [?p :player/name ?n] [?p :player/jersey ?j] [(< ?j 3)]] $ [[(paid ?p ?s) [?p :player/salary ?s]]])")
add("r-rule-long-arg-bigdec", "(q [:find (count ?p) . :in $ % :where (paid ?p 1000)] $ [[(paid ?p ?s) [?p :player/salary ?s]]])")

# ---------------- find specs and maps (ordinary)
add("fs-keys", "[:find ?id ?a :keys id att :where [?m :match/id ?id] [?m :match/attendance ?a] [(< ?id 1004)]]")
add("fs-syms", "[:find ?id ?r :syms id rev :where [?m :match/id ?id] [?m :match/revenue ?r] [(< ?id 1003)]]")
add("fs-tuple-aggs", "[:find [(sum ?g) (count ?g) (avg ?g)] :with ?s :where [?s :stat/goals ?g]]")
add("fs-coll-agg", "[:find [(max ?g) ...] :where [_ :stat/goals ?g]]")
add("fs-map-form", "{:find [?c (count ?p)] :where [[?p :player/caps ?c]]}")

# ---------------- pull (ordinary)
add("pl-team-wild", '(pull [*] [:team/name "Red Lions"])')
add("pl-team-budget", '(pull [:team/name :team/budget :team/colors] [:team/name "Żółte Osy"])')
add("pl-match", "(pull [:match/id :match/score :match/attendance :match/revenue :match/possession {:match/referee [*]}] [:match/id 1003])")
add("pl-match-neg-zero", "(pull [:match/possession] [:match/id 1002])")
add("pl-match-tiny", "(pull [:match/possession :match/attendance] [:match/id 1003])")
add("pl-rival-nested", '(pull [:team/name {:team/rival [:team/name {:team/rival [:team/name]}]}] [:team/name "Żółte Osy"])')
add("pl-rival-recursive", '(pull [:team/code {:team/rival ...}] [:team/name "Żółte Osy"])')
add("pl-sells-recursive", '(pull [:team/code {:team/sells-to ...}] [:team/name "Red Lions"])')
add("pl-sells-limit-depth", '(pull [:team/code {:team/sells-to 2}] [:team/name "Black Cats"])')
add("pl-reverse-team", '(pull [:team/name {:player/_team [:player/jersey]}] [:team/name "Grey Owls"])')
add("pl-default", "(pull [:player/name [:player/bonus :default -1] [:player/caps :default 0N]] [:player/uuid #uuid \"00000000-0000-4000-8000-000000000003\"])")
add("pl-as", "(pull [[:player/salary :as :pay] [:player/height :as \"h\"]] [:player/uuid #uuid \"00000000-0000-4000-8000-000000000002\"])")
add("pl-limit-pos", "(pull [(:player/positions :limit 1)] [:player/uuid #uuid \"00000000-0000-4000-8000-000000000033\"])")
add("pl-composite", "(pull [*] [:reg/team+season [1 2022]])")
add("pl-contract", "(pull [:player/contract :player/bonus] [:player/uuid #uuid \"00000000-0000-4000-8000-000000000004\"])")
add("pl-find", "[:find (pull ?m [:match/id :match/score]) :where [?m :match/attendance 9223372036854775808N]]")
add("pl-find-bonus", "[:find (pull ?p [:player/name :player/bonus]) :where [?p :player/bonus ?b] [(> ?b 1000000)]]")
add("pl-mentor-recursive", "(pull [:player/jersey {:player/mentor ...}] [:player/uuid #uuid \"00000000-0000-4000-8000-000000000000\"])")
add("pl-reverse-transfer", '(pull [:team/code {:transfer/_to [:transfer/fee]}] [:team/name "Red Lions"])')

# ---------------- with transactions (ordinary + numeric)
add("w-upsert-team-budget", '(with [{:team/name "Red Lions" :team/budget 1.5M}] [:find (sum ?b) . :with ?t :where [?t :team/budget ?b]])')
add("w-add-match-overflow-att", "(with [{:match/id 2000 :match/attendance 1N :match/revenue 0.5M :match/possession 1.0E-300}] [:find (count ?m) (sum ?a) :with ?m :where [?m :match/attendance ?a]])")
add("w-long-on-bigint-attr", "(with [{:match/id 2001 :match/attendance 5}] [:find ?a . :where [?m :match/id 2001] [?m :match/attendance ?a]])")
add("w-long-on-double-attr", "(with [{:match/id 2002 :match/possession 5}] [:find ?a . :where [?m :match/id 2002] [?m :match/possession ?a]])")
add("w-double-on-long-attr", "(with [{:match/id 2003 :match/round 5.0}] [:find ?a . :where [?m :match/id 2003] [?m :match/round ?a]])")
add("w-long-on-bigdec-attr", "(with [{:match/id 2004 :match/revenue 5}] [:find ?a . :where [?m :match/id 2004] [?m :match/revenue ?a]])")
add("w-bigint-on-long-attr", "(with [{:match/id 2005 :match/round 5N}] [:find ?a . :where [?m :match/id 2005] [?m :match/round ?a]])")
add("w-neg-zero-then-query", "(with [{:match/id 2006 :match/possession -0.0}] [:find (count ?m) . :where [?m :match/possession 0.0]])")
add("w-cas-bigdec-scale", '(with [[:db/cas [:team/name "Red Lions"] :team/budget 125000.5M 1M]] [:find ?b . :where [?t :team/name "Red Lions"] [?t :team/budget ?b]])')
add("w-cas-bigdec-same", '(with [[:db/cas [:team/name "Red Lions"] :team/budget 125000.50M 1M]] [:find ?b . :where [?t :team/name "Red Lions"] [?t :team/budget ?b]])')
add("w-cas-long-on-double", "(with [[:db/cas [:match/id 1000] :match/possession 50 1.0]] [:find ?b . :where [?m :match/id 1000] [?m :match/possession ?b]])")
add("w-cas-bigint", "(with [[:db/cas [:match/id 1001] :match/attendance 150N 151N]] [:find ?b . :where [?m :match/id 1001] [?m :match/attendance ?b]])")
add("w-cas-long-on-bigint", "(with [[:db/cas [:match/id 1001] :match/attendance 150 151N]] [:find ?b . :where [?m :match/id 1001] [?m :match/attendance ?b]])")
add("w-retract-score", "(with [[:db/retract [:match/id 1000] :match/score [0 1]]] [:find ?s . :where [?m :match/id 1000] [?m :match/score ?s]])")
add("w-retract-entity-component", "(with [[:db/retractEntity [:match/id 1000]]] [:find (count ?r) . :where [?r :referee/name]])")
add("w-composite-upsert", '(with [{:reg/team [:team/name "Red Lions"] :reg/season 2022 :reg/points 99}] [:find ?p . :where [?t :team/name "Red Lions"] [?r :reg/team ?t] [?r :reg/season 2022] [?r :reg/points ?p]])')
add("w-composite-new", '(with [{:reg/team [:team/name "Red Lions"] :reg/season 2030 :reg/points 1}] [:find (count ?r) . :where [?r :reg/team+season]])')
add("w-tempid-transfer", '(with [{:db/id "x" :player/name "New" :player/jersey 99 :player/team [:team/name "Grey Owls"]} {:transfer/player "x" :transfer/from [:team/name "Grey Owls"] :transfer/to [:team/name "Red Lions"] :transfer/fee 1M}] [:find (sum ?f) . :with ?tr :where [?tr :transfer/fee ?f]])')
add("w-max-long", "(with [{:match/id 2010 :match/round 9223372036854775807}] [:find ?x . :where [?m :match/id 2010] [?m :match/round ?r] [(inc ?r) ?x]])")
add("w-unique-value-conflict", '(with [{:player/uuid #uuid "00000000-0000-4000-8000-000000000001" :player/email "p2@league.example"}] [:find (count ?p) . :where [?p :player/email]])')
add("w-add-colors", '(with [[:db/add [:team/name "Grey Owls"] :team/colors :pink]] [:find [?c ...] :where [?t :team/name "Grey Owls"] [?t :team/colors ?c]])')
add("w-upsert-via-code", '(with [{:team/name "Blue Herons" :team/founded 1922}] [:find ?f . :where [?t :team/code :blue] [?t :team/founded ?f]])')
add("w-bigdec-sum-after", "(with [{:match/id 2011 :match/revenue 0.009M}] [:find (sum ?r) . :with ?m :where [?m :match/revenue ?r] [(< ?r 1)]])")
add("w-neg-long-att", "(with [{:match/id 2012 :match/attendance -9223372036854775809N}] [:find (min ?a) . :where [_ :match/attendance ?a]])")

# ---------------- deliberate errors (ordinary)
add("e-unknown-fn", "[:find ?x :where [_ :stat/goals ?g] [(frobnicate ?g) ?x]]")
add("e-unknown-rule", "[:find ?x :where (nope ?x)]")
add("e-unbound-pred", "[:find ?g :where [_ :stat/goals ?g] [(> ?zz 1)]]")
add("e-not-unbound", "[:find ?g :where (not [?x :stat/goals ?g])]")
add("e-or-unequal", "[:find ?g :where (or [?s :stat/goals ?g] [?s :stat/assists ?h])]")
add("e-pull-bad-lookup", '(pull [*] [:team/name "Nobody FC"])')
add("e-lookup-nonunique", "(pull [*] [:match/round 1])")
add("e-find-unbound", "[:find ?zz :where [_ :stat/goals ?g]]")
add("e-bad-find", "[:find :where [_ :stat/goals ?g]]")
add("e-where-not-vector", "[:find ?g :where (:stat/goals ?g)]")

# ---------------- parameterised families (mostly numeric)
for r in range(1, 6):
    add(f"fam-round-{r}", f"[:find (sum ?a) (avg ?p) (median ?p) (max ?r) (count ?m) :with ?m :where [?m :match/round {r}] [?m :match/attendance ?a] [?m :match/possession ?p] [?m :match/revenue ?r]]")
    pass  # add(f"fam-round-goals-{r}", f"[:find (sum ?h) (sum ?a) (avg ?h) :with ?m :where [?m :match/round {r}] [?m :match/score ?s] [(untuple ?s) [?h ?a]]]")
for code in ["red", "blue", "green", "yellow", "black", "oster", "tokyo", "grey"]:
    add(f"fam-team-sal-{code}", f"[:find (sum ?s) (avg ?s) (min ?s) (max ?s) :with ?p :where [?t :team/code :{code}] [?p :player/team ?t] [?p :player/salary ?s]]")
    pass  # add(f"fam-team-caps-{code}", f"[:find (sum ?c) (median ?c) (count-distinct ?c) :with ?p :where [?t :team/code :{code}] [?p :player/team ?t] [?p :player/caps ?c]]")
    pass  # add(f"fam-team-height-{code}", f"[:find (avg ?h) (variance ?h) :with ?p :where [?t :team/code :{code}] [?p :player/team ?t] [?p :player/height ?h]]")
    pass  # add(f"fam-team-xg-{code}", f"[:find (sum ?x) (max 2 ?x) :with ?s :where [?t :team/code :{code}] [?p :player/team ?t] [?s :stat/player ?p] [?s :stat/xg ?x]]")
    pass  # add(f"fam-team-budget-per-player-{code}", f"[:find ?x . :where [?t :team/code :{code}] [?t :team/budget ?b] [(ground 8) ?n] [(/ ?b ?n) ?x]]")
    pass  # add(f"fam-team-points-ratio-{code}", f"[:find ?s ?x :where [?t :team/code :{code}] [?r :reg/team ?t] [?r :reg/season ?s] [?r :reg/points ?p] [(/ ?p 3) ?x]]")
for j in [0, 7, 14, 21, 3]:
    add(f"fam-jersey-bonus-{j}", f"[:find ?n ?x :where [?p :player/jersey {j}] [?p :player/name ?n] [?p :player/bonus ?b] [(* ?b 3) ?x]]")
    pass  # add(f"fam-jersey-bonus-prime-{j}", f"[:find (sum ?x) . :with ?p :where [?p :player/jersey {j}] [?p :player/bonus ?b] [(*' ?b 3) ?x]]")
for m in [1000, 1003, 1009, 1017, 1026, 1035]:
    pass  # add(f"fam-match-calc-{m}", f"[:find ?x ?y ?z :where [?m :match/id {m}] [?m :match/attendance ?a] [?m :match/possession ?p] [?m :match/revenue ?r] [(+ ?a ?p) ?x] [(* ?r ?a) ?y] [(- ?r ?p) ?z]]")
    add(f"fam-match-fmt-{m}", f'[:find ?s . :where [?m :match/id {m}] [?m :match/possession ?p] [?m :match/revenue ?r] [(format "%.4f|%s|%10.2e" ?p ?r ?p) ?s]]')
    pass  # add(f"fam-match-stats-{m}", f"[:find (sum ?g) (sum ?x) (avg ?min) :with ?s :where [?m :match/id {m}] [?s :stat/match ?m] [?s :stat/goals ?g] [?s :stat/xg ?x] [?s :stat/minutes ?min]]")
for season in [2022, 2023, 2024]:
    add(f"fam-season-{season}", f"[:find (sum ?pts) (avg ?pts) (median ?f) (stddev ?pts) :with ?r :where [?r :reg/season {season}] [?r :reg/points ?pts] [?r :reg/fee ?f]]")

with open(os.path.join(HERE, "queries.edn"), "w") as f:
    for name, text in E:
        f.write(f";; @ {name}\n{text}\n\n")
print(len(E), "entries")
