#!/usr/bin/env python3
"""Writes queries.edn of the seventieth unseen parity corpus (deterministic).
Emphasis: rules and graph reachability as a journey planner writes them."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def add(name, text):
    E.append((name, text.strip()))


def rq(name, query, rules, *inputs):
    ins = " ".join(inputs)
    add(name, f"(q {query} $ {rules}{(' ' + ins) if ins else ''})")


REACH = """[[(reach ?a ?b) [?a :stop/next ?b]]
  [(reach ?a ?b) [?a :stop/next ?m] (reach ?m ?b)]]"""
HOPS = """[[(hops ?a ?b ?n) [?a :stop/next ?b] [(ground 1) ?n]]
  [(hops ?a ?b ?n) [?a :stop/next ?m] (hops ?m ?b ?k) [(inc ?k) ?n] [(<= ?n 4)]]]"""
CONN = """[[(link ?a ?b) [?a :stop/next ?b]]
  [(link ?a ?b) [?a :stop/transfer ?b]]
  [(conn ?a ?b) (link ?a ?b)]
  [(conn ?a ?b) (link ?a ?m) (conn ?m ?b)]]"""
PARITY = """[[(odd ?a ?b) [?a :stop/next ?b]]
  [(odd ?a ?b) [?a :stop/next ?m] (even ?m ?b)]
  [(even ?a ?b) [?a :stop/next ?m] (odd ?m ?b)]]"""
RIDEWALK = """[[(ride ?a ?b) [?a :stop/next ?b]]
  [(ride ?a ?b) (walk ?a ?m) (ride ?m ?b)]
  [(walk ?a ?b) [?a :stop/transfer ?b]]
  [(walk ?a ?b) (ride ?a ?m) (walk ?m ?b)]]"""
MULTI = """[[(hop ?a ?b) [?a :stop/next ?b]]
  [(hop ?a ?b) [?a :stop/transfer ?b]]
  [(hop ?a ?b) [?a :stop/parent ?b]]
  [(hop ?a ?b) [?b :stop/parent ?a]]
  [(tc ?a ?b) (hop ?a ?b)]
  [(tc ?a ?b) (hop ?a ?m) (tc ?m ?b)]]"""
REQ = """[[(fwd [?a] ?b) [?a :stop/next ?b]]
  [(fwd [?a] ?b) [?a :stop/next ?m] (fwd ?m ?b)]]"""
STEP = """[[(step-free ?s) (or-join [?s] [?s :stop/accessible true] (and [?s :stop/parent ?p] [?p :stop/accessible true]))]]"""
DEAD = """[[(dead-end ?s) [?s :stop/code] (not-join [?s] [?s :stop/next _])]]"""
SERVED = """[[(served ?s ?mode) [?r :route/stops ?s] [?r :route/mode ?mode]]
  [(served-col ?s ?c) [?r :route/stops ?s] [?r :route/colour ?c]]]"""
ONROUTE = """[[(on-route ?r ?a ?b) [?r :route/stops ?a] [?r :route/stops ?b] [(not= ?a ?b)]]
  [(change ?a ?b) (on-route ?r ?a ?b)]
  [(change ?a ?b) (on-route ?r ?a ?m) (change ?m ?b)]]"""
DEPTH = """[[(depth ?a ?b ?d) [?a :stop/next ?b] [(ground 1) ?d]]
  [(depth ?a ?b ?d) [?a :stop/next ?m] (depth ?m ?b ?d0) [(inc ?d0) ?d] [(< ?d 6)]]]"""
REV = """[[(back ?b ?a) [?a :stop/next ?b]]
  [(back ?b ?a) [?m :stop/next ?b] (back ?m ?a)]]"""

codes = [f"S{i:02d}" for i in range(20)]

# ---- reachability from every stop (forward, backward, hop-bounded, connected)
for c in codes:
    rq(f"reach-from-{c}", f'[:find ?to :in $ % ?from :where [?a :stop/code ?from] (reach ?a ?b) [?b :stop/code ?to]]', REACH, f'"{c}"')
for c in codes[::2]:
    rq(f"reach-to-{c}", f'[:find ?from :in $ % ?to :where [?b :stop/code ?to] (reach ?a ?b) [?a :stop/code ?from]]', REACH, f'"{c}"')
for c in codes[::2]:
    rq(f"hops-min-{c}", f'[:find ?to (min ?n) :in $ % ?from :where [?a :stop/code ?from] (hops ?a ?b ?n) [?b :stop/code ?to]]', HOPS, f'"{c}"')
for c in codes[1::2]:
    rq(f"conn-count-{c}", f'[:find (count-distinct ?b) . :in $ % ?from :where [?a :stop/code ?from] (conn ?a ?b)]', CONN, f'"{c}"')
for c in codes[::3]:
    rq(f"tc-multi-{c}", f'[:find [?to ...] :in $ % ?from :where [?a :stop/code ?from] (tc ?a ?b) [?b :stop/code ?to]]', MULTI, f'"{c}"')
for c in codes[::4]:
    rq(f"odd-{c}", f'[:find ?to :in $ % ?from :where [?a :stop/code ?from] (odd ?a ?b) [?b :stop/code ?to]]', PARITY, f'"{c}"')
    rq(f"even-{c}", f'[:find ?to :in $ % ?from :where [?a :stop/code ?from] (even ?a ?b) [?b :stop/code ?to]]', PARITY, f'"{c}"')
for c in codes[::3]:
    rq(f"ridewalk-{c}", f'[:find ?to :in $ % ?from :where [?a :stop/code ?from] (ride ?a ?b) [?b :stop/code ?to]]', RIDEWALK, f'"{c}"')
for c in codes[::5]:
    rq(f"req-fwd-{c}", f'[:find ?to :in $ % ?from :where [?a :stop/code ?from] (fwd ?a ?b) [?b :stop/code ?to]]', REQ, f'"{c}"')
    rq(f"back-{c}", f'[:find ?to :in $ % ?from :where [?a :stop/code ?from] (back ?a ?b) [?b :stop/code ?to]]', REV, f'"{c}"')

# ---- rules: bound/unbound in every position
rq("reach-all-pairs-count", "[:find (count ?a) . :in $ % :where (reach ?a ?b)]", REACH)
rq("reach-all-pairs", "[:find ?x ?y :in $ % :where (reach ?a ?b) [?a :stop/code ?x] [?b :stop/code ?y]]", REACH)
rq("reach-self-cycles", "[:find ?x :in $ % :where (reach ?a ?a) [?a :stop/code ?x]]", REACH)
rq("reach-both-bound", '[:find ?ok . :in $ % :where [?a :stop/code "S00"] [?b :stop/code "S17"] (reach ?a ?b) [(ground true) ?ok]]', REACH)
rq("reach-both-bound-no", '[:find ?ok . :in $ % :where [?a :stop/code "S17"] [?b :stop/code "S00"] (reach ?a ?b) [(ground true) ?ok]]', REACH)
rq("reach-lookup-first", '[:find ?to :in $ % :where (reach [:stop/code "S05"] ?b) [?b :stop/code ?to]]', REACH)
rq("reach-lookup-second", '[:find ?from :in $ % :where (reach ?a [:stop/code "S17"]) [?a :stop/code ?from]]', REACH)
rq("reach-lookup-input", '[:find ?to :in $ % ?a :where (reach ?a ?b) [?b :stop/code ?to]]', REACH, '[:stop/code "S12"]')
rq("reach-coll-input", '[:find ?from ?to :in $ % [?from ...] :where [?a :stop/code ?from] (reach ?a ?b) [?b :stop/code ?to]]', REACH, '["S07" "S04" "S19"]')
rq("reach-rel-input", '[:find ?from :in $ % [[?from ?to]] :where [?a :stop/code ?from] [?b :stop/code ?to] (reach ?a ?b)]', REACH, '[["S00" "S18"] ["S18" "S00"] ["S04" "S13"] ["S10" "S10"] ["S13" "S13"]]')
rq("reach-tuple-input", '[:find ?ok . :in $ % [?x ?y] :where [?a :stop/code ?x] [?b :stop/code ?y] (reach ?a ?b) [(ground :yes) ?ok]]', REACH, '["S06" "S05"]')
rq("reach-distinct", '[:find (distinct ?to) . :in $ % :where [?a :stop/code "S14"] (reach ?a ?b) [?b :stop/code ?to]]', REACH)
rq("reach-count-per", '[:find ?x (count ?b) :in $ % :where [?a :stop/code ?x] (reach ?a ?b)]', REACH)
rq("reach-count-distinct-per", '[:find ?x (count-distinct ?b) :in $ % :where [?a :stop/code ?x] (reach ?a ?b)]', REACH)
rq("reach-max-zone", '[:find ?x (max ?z) :in $ % :where [?a :stop/code ?x] (reach ?a ?b) [?b :stop/zone ?z]]', REACH)
rq("reach-twice", '[:find ?mid :in $ % :where [?a :stop/code "S00"] [?c :stop/code "S17"] (reach ?a ?m) (reach ?m ?c) [?m :stop/code ?mid]]', REACH)
rq("reach-twice-diff", '[:find ?x :in $ % :where [?a :stop/code "S05"] [?b :stop/code "S07"] (reach ?a ?m) (reach ?b ?m) [?m :stop/code ?x]]', REACH)
rq("reach-not", '[:find ?x :in $ % :where [?s :stop/code ?x] [?o :stop/code "S00"] (not (reach ?o ?s))]', REACH)
rq("reach-not-join", '[:find ?x :in $ % :where [?s :stop/code ?x] (not-join [?s] [?o :stop/code "S14"] (reach ?s ?o))]', REACH)
rq("reach-or", '[:find ?x :in $ % :where [?s :stop/code ?x] (or (reach ?s ?s) [?s :stop/transfer ?s])]', REACH)
rq("reach-or-join", '[:find ?x :in $ % :where [?s :stop/code ?x] (or-join [?s] (and [?o :stop/code "S09"] (reach ?s ?o)) [?s :stop/zone 3])]', REACH)
rq("reach-accessible-dest", '[:find ?to :in $ % :where [?a :stop/code "S12"] (reach ?a ?b) [?b :stop/accessible true] [?b :stop/code ?to]]', REACH)
rq("reach-sum-elev", '[:find (sum ?e) . :in $ % :where [?a :stop/code "S14"] (reach ?a ?b) [?b :stop/elevation ?e]]', REACH)
rq("reach-with-sum-elev", '[:find (sum ?e) . :with ?b :in $ % :where [?a :stop/code "S14"] (reach ?a ?b) [?b :stop/elevation ?e]]', REACH)
rq("reach-avg-zone", '[:find (avg ?z) . :in $ % :where [?a :stop/code "S00"] (reach ?a ?b) [?b :stop/zone ?z]]', REACH)
rq("reach-median-elev", '[:find (median ?e) . :with ?b :in $ % :where [?a :stop/code "S00"] (reach ?a ?b) [?b :stop/elevation ?e]]', REACH)
rq("reach-variance", '[:find (variance ?e) . :with ?b :in $ % :where [?a :stop/code "S12"] (reach ?a ?b) [?b :stop/elevation ?e]]', REACH)
rq("reach-stddev", '[:find (stddev ?e) . :with ?b :in $ % :where [?a :stop/code "S12"] (reach ?a ?b) [?b :stop/elevation ?e]]', REACH)
rq("reach-min-n", '[:find (min 3 ?e) . :in $ % :where [?a :stop/code "S00"] (reach ?a ?b) [?b :stop/elevation ?e]]', REACH)
rq("reach-max-n", '[:find (max 2 ?to) . :in $ % :where [?a :stop/code "S00"] (reach ?a ?b) [?b :stop/code ?to]]', REACH)
rq("reach-keys", '[:find ?from ?to :keys from to :in $ % :where [?a :stop/code "S05"] (reach ?a ?b) [?a :stop/code ?from] [?b :stop/code ?to]]', REACH)
rq("reach-order-limit", '[:find ?to ?z :in $ % :where [?a :stop/code "S00"] (reach ?a ?b) [?b :stop/code ?to] [?b :stop/zone ?z] :order-by [?z :desc ?to] :limit 5]', REACH)
rq("reach-order-offset", '[:find ?to :in $ % :where [?a :stop/code "S00"] (reach ?a ?b) [?b :stop/code ?to] :order-by [?to] :offset 3 :limit 4]', REACH)
rq("hops-exact-2", '[:find ?to :in $ % :where [?a :stop/code "S00"] (hops ?a ?b 2) [?b :stop/code ?to]]', HOPS)
rq("hops-bound-n-input", '[:find ?to :in $ % ?n :where [?a :stop/code "S14"] (hops ?a ?b ?n) [?b :stop/code ?to]]', HOPS, "3")
rq("hops-all-count", '[:find (count ?n) . :in $ % :where (hops ?a ?b ?n)]', HOPS)
rq("hops-max", '[:find (max ?n) . :in $ % :where (hops ?a ?b ?n)]', HOPS)
rq("hops-histogram", '[:find ?n (count ?b) :in $ % :where [?a :stop/code "S00"] (hops ?a ?b ?n)]', HOPS)
rq("hops-bound-dest", '[:find ?from ?n :in $ % :where [?b :stop/code "S17"] (hops ?a ?b ?n) [?a :stop/code ?from]]', HOPS)
rq("hops-pred-after", '[:find ?to :in $ % :where [?a :stop/code "S01"] (hops ?a ?b ?n) [(> ?n 2)] [?b :stop/code ?to]]', HOPS)
rq("depth-bound", '[:find ?to :in $ % :where [?a :stop/code "S04"] (depth ?a ?b 3) [?b :stop/code ?to]]', DEPTH)
rq("depth-min", '[:find ?to (min ?d) :in $ % :where [?a :stop/code "S03"] (depth ?a ?b ?d) [?b :stop/code ?to]]', DEPTH)
rq("conn-cycle-members", '[:find ?x :in $ % :where (conn ?a ?a) [?a :stop/code ?x]]', CONN)
rq("conn-bound-both", '[:find ?ok . :in $ % :where [?a :stop/code "S16"] [?b :stop/code "S05"] (conn ?a ?b) [(ground 1) ?ok]]', CONN)
rq("conn-link-direct", '[:find ?x ?y :in $ % :where (link ?a ?b) [?a :stop/code ?x] [?b :stop/code ?y] [?a :stop/zone 0]]', CONN)
rq("conn-unreached", '[:find ?x :in $ % :where [?s :stop/code ?x] (not-join [?s] [?o :stop/code "S00"] (conn ?o ?s))]', CONN)
rq("tc-count-per", '[:find ?x (count-distinct ?b) :in $ % :where [?a :stop/code ?x] (tc ?a ?b)]', MULTI)
rq("parity-both", '[:find ?x :in $ % :where [?a :stop/code "S00"] (odd ?a ?b) (even ?a ?b) [?b :stop/code ?x]]', PARITY)
rq("parity-odd-self", '[:find ?x :in $ % :where (odd ?a ?a) [?a :stop/code ?x]]', PARITY)
rq("parity-even-self", '[:find ?x :in $ % :where (even ?a ?a) [?a :stop/code ?x]]', PARITY)
rq("ridewalk-walk", '[:find ?x ?y :in $ % :where [?a :stop/code "S05"] (walk ?a ?b) [?a :stop/code ?x] [?b :stop/code ?y]]', RIDEWALK)
rq("ridewalk-count", '[:find (count ?b) . :in $ % :where (walk ?a ?b)]', RIDEWALK)
rq("step-free", '[:find ?x :in $ % :where [?s :stop/code ?x] (step-free ?s)]', STEP)
rq("step-free-not", '[:find ?x :in $ % :where [?s :stop/code ?x] (not (step-free ?s))]', STEP)
rq("dead-end", '[:find ?x :in $ % :where (dead-end ?s) [?s :stop/code ?x]]', DEAD)
rq("dead-end-count", '[:find (count ?s) . :in $ % :where (dead-end ?s)]', DEAD)
rq("served-mode", '[:find ?x :in $ % :where (served ?s :tram) [?s :stop/code ?x]]', SERVED)
rq("served-mode-input", '[:find ?x :in $ % ?m :where (served ?s ?m) [?s :stop/code ?x]]', SERVED, ":bus")
rq("served-modes-per", '[:find ?x (count-distinct ?m) :in $ % :where [?s :stop/code ?x] (served ?s ?m)]', SERVED)
rq("served-lookup", '[:find ?m :in $ % :where (served [:stop/code "S09"] ?m)]', SERVED)
rq("served-col-two", '[:find ?x :in $ % :where (served-col ?s :blue) (served-col ?s :red) [?s :stop/code ?x]]', SERVED)
rq("served-col-coll", '[:find ?x ?c :in $ % [?c ...] :where (served-col ?s ?c) [?s :stop/code ?x]]', SERVED, "[:green :purple :pink]")
rq("change-from-S07", '[:find ?to :in $ % :where [?a :stop/code "S07"] (change ?a ?b) [?b :stop/code ?to]]', ONROUTE)
rq("change-count", '[:find (count ?b) . :in $ % :where [?a :stop/code "S11"] (change ?a ?b)]', ONROUTE)
rq("on-route-bound-route", '[:find ?x ?y :in $ % :where [?r :route/id :r6] (on-route ?r ?a ?b) [?a :stop/code ?x] [?b :stop/code ?y]]', ONROUTE)
rq("on-route-routes-between", '[:find ?rid :in $ % :where [?a :stop/code "S01"] [?b :stop/code "S12"] (on-route ?r ?a ?b) [?r :route/id ?rid]]', ONROUTE)
rq("reach-route-stop", '[:find ?rid :in $ % :where [?a :stop/code "S10"] [?r :route/stops ?s] (reach ?s ?a) [?r :route/id ?rid]]', REACH)
rq("reach-count-agg-by-route", '[:find ?rid (count-distinct ?b) :in $ % :where [?r :route/id ?rid] [?r :route/stops ?s] (reach ?s ?b)]', REACH)
rq("reach-trip-headsign", '[:find ?h :in $ % :where [?a :stop/code "S07"] (reach ?a ?b) [?b :stop/name ?h0] [?t :trip/headsign ?h0] [?t :trip/id ?h]]', REACH)
rq("rule-inline-sugar", '[:find ?x :in $ % :where [?s :stop/code ?x] (zoned ?s 2)]', '[[(zoned ?s ?z) [?s :stop/zone ?z]]]')
rq("rule-several-bases", '[:find ?x :in $ % :where (notable ?s) [?s :stop/code ?x]]', '[[(notable ?s) [?s :stop/elevation ?e] [(< ?e -20)]] [(notable ?s) [?s :stop/walk ?w] [(> ?w 20)]] [(notable ?s) [?s :stop/name ""]]]')
rq("rule-constant-arg", '[:find ?x :in $ % :where (has-name ?s "Zoo") [?s :stop/code ?x]]', '[[(has-name ?s ?n) [?s :stop/name ?n]]]')
rq("rule-fn-inside", '[:find ?x ?km :in $ % :where [?s :stop/code ?x] (lat-band ?s ?km)]', '[[(lat-band ?s ?b) [?s :stop/coords ?c] [(nth ?c 1) ?lat] [(* ?lat 10) ?t] [(long ?t) ?b]]]')
rq("rule-get-else", '[:find ?x ?w :in $ % :where [?s :stop/code ?x] (walk-or-zero ?s ?w)]', '[[(walk-or-zero ?s ?w) [(get-else $ ?s :stop/walk 0) ?w]]]')
rq("rule-missing", '[:find ?x :in $ % :where [?s :stop/code ?x] (unnamed ?s)]', '[[(unnamed ?s) [(missing? $ ?s :stop/name)]] [(unnamed ?s) [?s :stop/name ""]]]')
rq("rule-calls-rule-agg", '[:find ?x (count ?b) :in $ % :where [?a :stop/code ?x] [?a :stop/zone 0] (reach ?a ?b)]', REACH)
rq("rule-req-bound-later", '[:find ?to :in $ % :where (fwd ?a ?b) [?a :stop/code "S04"] [?b :stop/code ?to]]', REQ)
rq("rule-two-rulesets", '[:find ?x :in $ % :where [?a :stop/code "S03"] (reach ?a ?b) (dead-end ?b) [?b :stop/code ?x]]',
   '[[(reach ?a ?b) [?a :stop/next ?b]] [(reach ?a ?b) [?a :stop/next ?m] (reach ?m ?b)] [(dead-end ?s) [?s :stop/code] (not-join [?s] [?s :stop/next _])]]')
rq("rule-ground-collection", '[:find ?x :in $ % :where (wanted ?c) [?s :stop/code ?c] [?s :stop/name ?x]]', '[[(wanted ?c) [(ground ["S01" "S03" "S99"]) [?c ...]]]]')
rq("rule-trip-delayed", '[:find ?t :in $ % :where (late ?tr) [?tr :trip/id ?t]]', '[[(late ?t) [?t :trip/delay ?d] [(> ?d 10)]]]')
rq("rule-early-or-late-agg", '[:find ?rid (count ?t) :in $ % :where [?r :route/id ?rid] [?t :trip/route ?r] (off-time ?t)]', '[[(off-time ?t) [?t :trip/delay ?d] [(> ?d 5)]] [(off-time ?t) [?t :trip/delay ?d] [(< ?d -1)]]]')
rq("rule-days", '[:find ?t :in $ % :where (weekend ?tr) [?tr :trip/id ?t]]', '[[(weekend ?t) [?t :trip/days :sat]] [(weekend ?t) [?t :trip/days :sun]]]')
rq("rule-no-days", '[:find (count ?tr) . :in $ % :where (no-days ?tr)]', '[[(no-days ?t) [?t :trip/id] (not [?t :trip/days])]]')
rq("rule-stop-time-trip", '[:find ?tid (min ?m) (max ?m) :in $ % :where (visits ?t "S09" ?m) [?t :trip/id ?tid]]', '[[(visits ?t ?code ?m) [?x :st/trip ?t] [?x :st/at ?at] [(nth ?at 0) ?code] [(nth ?at 1) ?m]]]')
rq("rule-stop-time-untuple", '[:find ?code (count ?x) :in $ % :where (at ?x ?code ?m) [(< ?m 400)]]', '[[(at ?x ?c ?m) [?x :st/at ?at] [(untuple ?at) [?c ?m]]]]')
rq("rule-holiday", '[:find ?r :in $ % :where (holiday ?c ?r) [?c :cal/id "weekday"]]', '[[(holiday ?c ?r) [?c :cal/exceptions ?e] [?e :exc/reason ?r] [?e :exc/added false]]]')
rq("rule-fare-zone", '[:find ?f :in $ % :where (covers ?fa 3) [?fa :fare/code ?f]]', '[[(covers ?f ?z) [?f :fare/zones ?z]]]')
rq("rule-fare-cheaper", '[:find ?a ?b :in $ % :where (cheaper ?x ?y) [?x :fare/code ?a] [?y :fare/code ?b]]', '[[(cheaper ?x ?y) [?x :fare/price ?p] [?y :fare/price ?q] [(< ?p ?q)]]]')
rq("rule-vehicle-odometer", '[:find ?p :in $ % :where (worn ?v) [?v :veh/plate ?p]]', '[[(worn ?v) [?v :veh/odometer ?o] [(> ?o 100000)]]]')
rq("rule-parent-chain", '[:find ?x ?y :in $ % :where (anc ?a ?b) [?a :stop/code ?x] [?b :stop/code ?y]]', '[[(anc ?a ?b) [?a :stop/parent ?b]] [(anc ?a ?b) [?a :stop/parent ?m] (anc ?m ?b)]]')
rq("rule-reach-via-trip", '[:find ?to :in $ % :where [?t :trip/id "r3-t0"] (trip-stop ?t ?s) [?s :stop/code ?to]]', '[[(trip-stop ?t ?s) [?x :st/trip ?t] [?x :st/stop ?s]]]')
rq("rule-trip-next-stop", '[:find ?a ?b :in $ % :where [?t :trip/id "r1-t1"] (succ ?t ?x ?y) [?x :stop/code ?a] [?y :stop/code ?b]]', '[[(succ ?t ?a ?b) [?p :st/trip ?t] [?p :st/seq ?i] [?p :st/stop ?a] [(inc ?i) ?j] [?q :st/trip ?t] [?q :st/seq ?j] [?q :st/stop ?b]]]')
rq("rule-timetable-journey", '[:find ?tid ?dep ?arr :in $ % :where (leg ?t "S07" "S09" ?dep ?arr) [?t :trip/id ?tid]]', '[[(leg ?t ?from ?to ?d ?a) [?p :st/trip ?t] [?p :st/at [?from ?d]] [?q :st/trip ?t] [?q :st/at [?to ?a]] [(< ?d ?a)]]]')
rq("rule-timetable-journey-bind", '[:find ?tid ?dep ?arr :in $ % :where (leg ?t "S07" "S09" ?dep ?arr) [?t :trip/id ?tid]]', '[[(leg ?t ?from ?to ?d ?a) [?p :st/trip ?t] [?p :st/at ?pa] [(untuple ?pa) [?from ?d]] [?q :st/trip ?t] [?q :st/at ?qa] [(untuple ?qa) [?to ?a]] [(< ?d ?a)]]]')
rq("rule-inc-depth-bound", '[:find ?to :in $ % :where [?a :stop/code "S14"] (depth ?a ?b 2) [?b :stop/code ?to]]', DEPTH)
rq("rule-depth-all", '[:find ?d (count ?b) :in $ % :where [?a :stop/code "S14"] (depth ?a ?b ?d)]', DEPTH)

# ---- rule mistakes (~20% of rules)
rq("e-rule-arity", '[:find ?x :in $ % :where (reach ?a) [?a :stop/code ?x]]', REACH)
rq("e-rule-arity-more", '[:find ?x :in $ % :where (reach ?a ?b ?c) [?a :stop/code ?x]]', REACH)
rq("e-rule-unbound-head", '[:find ?x :in $ % :where (bad ?a ?b) [?a :stop/code ?x]]', '[[(bad ?a ?b) [?a :stop/next ?c]]]')
rq("e-rule-undefined", '[:find ?x :in $ % :where (nope ?a) [?a :stop/code ?x]]', REACH)
rq("e-rule-as-fn", '[:find ?x :in $ % :where [?a :stop/code ?x] [(reach ?a ?a)]]', REACH)
rq("e-rule-as-fn-bind", '[:find ?x :in $ % :where [?a :stop/code ?x] [(reach ?a) ?b]]', REACH)
rq("rule-no-base-terminates", '[:find ?x :in $ % :where (inf ?a ?b) [?a :stop/code ?x]]', '[[(inf ?a ?b) [?a :stop/next ?m] (inf ?m ?b)]]')
rq("rule-self-only-terminates", '[:find (count ?a) . :in $ % :where [?a :stop/code] (loop ?a)]', '[[(loop ?a) (loop ?a)]]')
add("e-rule-no-rules-input", '[:find ?x :where (reach ?a ?b) [?a :stop/code ?x]]')
rq("e-rule-req-unbound", '[:find ?x ?y :in $ % :where (fwd ?a ?b) [?a :stop/code ?x] [?b :stop/code ?y]]', REQ)
rq("e-rule-head-dup-var", '[:find ?x :in $ % :where (same ?a ?a) [?a :stop/code ?x]]', '[[(same ?x ?x) [?x :stop/next ?x]]]')
rq("e-rule-or-unequal", '[:find ?x :in $ % :where (either ?a) [?a :stop/code ?x]]', '[[(either ?s) (or [?s :stop/zone 0] [?t :stop/zone 1])]]')
rq("e-rule-not-unbound", '[:find ?x :in $ % :where (lonely ?a) [?a :stop/code ?x]]', '[[(lonely ?s) (not [?s :stop/next ?t])]]')
rq("e-rule-bad-body", '[:find ?x :in $ % :where (odd1 ?a) [?a :stop/code ?x]]', '[[(odd1 ?s) 42]]')
rq("e-rule-not-a-list", '[:find ?x :in $ % :where (r ?a) [?a :stop/code ?x]]', '[(r ?a) [?a :stop/zone 1]]')
rq("e-rule-vector-name", '[:find ?x :in $ % :where (r ?a) [?a :stop/code ?x]]', '[[[r ?a] [?a :stop/zone 1]]]')
rq("rule-unused-ruleset", '[:find (count ?a) . :in $ % :where [?a :stop/zone 1]]', REACH)
rq("e-rule-wrong-var-head", '[:find ?x :in $ % :where (r ?a) [?a :stop/code ?x]]', '[[(r "a") [?a :stop/zone 1]]]')
rq("e-rule-recur-arity", '[:find ?x :in $ % :where (rr ?a ?b) [?a :stop/code ?x]]', '[[(rr ?a ?b) [?a :stop/next ?b]] [(rr ?a ?b) [?a :stop/next ?m] (rr ?m)]]')

# ---- basics
B = [
 ("b-stop-count", "[:find (count ?s) . :where [?s :stop/code]]"),
 ("b-stop-names", "[:find ?n :where [_ :stop/name ?n]]"),
 ("b-empty-name", '[:find ?c :where [?s :stop/name ""] [?s :stop/code ?c]]'),
 ("b-no-name", "[:find ?c :where [?s :stop/code ?c] [(missing? $ ?s :stop/name)]]"),
 ("b-ja-names", "[:find ?c ?j :where [?s :stop/name-ja ?j] [?s :stop/code ?c]]"),
 ("b-unicode-eq", '[:find ?c . :where [?s :stop/name-ja "スタジアム"] [?s :stop/code ?c]]'),
 ("b-unicode-omega", '[:find ?c . :where [?s :stop/name "Ω Plaza"] [?s :stop/code ?c]]'),
 ("b-coords", "[:find ?c ?xy :where [?s :stop/coords ?xy] [?s :stop/code ?c]]"),
 ("b-coords-zero", "[:find ?c :where [?s :stop/coords [0.0 0.0]] [?s :stop/code ?c]]"),
 ("b-coords-neg", "[:find ?c :where [?s :stop/coords [-0.25 -1.5]] [?s :stop/code ?c]]"),
 ("b-zone0", "[:find [?c ...] :where [?s :stop/zone 0] [?s :stop/code ?c]]"),
 ("b-neg-elev", "[:find ?c ?e :where [?s :stop/elevation ?e] [(< ?e 0)] [?s :stop/code ?c]]"),
 ("b-accessible-false", "[:find ?c :where [?s :stop/accessible false] [?s :stop/code ?c]]"),
 ("b-accessible-missing", "[:find ?c :where [?s :stop/code ?c] (not [?s :stop/accessible])]"),
 ("b-uuid", '[:find ?c . :where [?s :stop/uuid #uuid "5e000000-0000-4000-8000-000000000007"] [?s :stop/code ?c]]'),
 ("b-route-colours", "[:find ?c (count ?r) :where [?r :route/colour ?c]]"),
 ("b-route-night", "[:find ?id ?n :where [?r :route/id ?id] [?r :route/night ?n]]"),
 ("b-route-night-missing", "[:find ?id :where [?r :route/id ?id] [(get-else $ ?r :route/night :unknown) ?n] [(= ?n :unknown)]]"),
 ("b-fare-prices", "[:find ?f ?p :where [?x :fare/code ?f] [?x :fare/price ?p]]"),
 ("b-fare-free", "[:find ?f :where [?x :fare/price 0.00M] [?x :fare/code ?f]]"),
 ("b-fare-free-scale", "[:find ?f :where [?x :fare/price 0M] [?x :fare/code ?f]]"),
 ("b-fare-6.5", "[:find ?f :where [?x :fare/price 6.5M] [?x :fare/code ?f]]"),
 ("b-fare-conc-scale", "[:find ?f ?c :where [?x :fare/concession ?c] [?x :fare/code ?f]]"),
 ("b-fare-zones", "[:find ?f (count ?z) :where [?x :fare/zones ?z] [?x :fare/code ?f]]"),
 ("b-veh-odo", "[:find ?p ?o :where [?v :veh/plate ?p] [?v :veh/odometer ?o]]"),
 ("b-veh-odo-big", "[:find ?p :where [?v :veh/odometer 9999999999999999999N] [?v :veh/plate ?p]]"),
 ("b-veh-odo-zero", "[:find ?p :where [?v :veh/odometer 0N] [?v :veh/plate ?p]]"),
 ("b-veh-cap0", "[:find ?p :where [?v :veh/capacity 0] [?v :veh/plate ?p]]"),
 ("b-veh-uuid", '[:find ?p . :where [?v :veh/uuid #uuid "7e000000-0000-4000-9000-000000000003"] [?v :veh/plate ?p]]'),
 ("b-cal-start", "[:find ?id ?s :where [?c :cal/id ?id] [?c :cal/start ?s]]"),
 ("b-cal-old", '[:find ?r :where [?c :cal/id "old"] [?c :cal/exceptions ?e] [?e :exc/reason ?r]]'),
 ("b-exc-inst", '[:find ?r :where [?e :exc/date #inst "1970-01-01T00:00:00.000-00:00"] [?e :exc/reason ?r]]'),
 ("b-trip-count", "[:find (count ?t) . :where [?t :trip/id]]"),
 ("b-trip-days", "[:find ?d (count ?t) :where [?t :trip/days ?d]]"),
 ("b-trip-delay-neg", "[:find ?id ?d :where [?t :trip/delay ?d] [(neg? ?d)] [?t :trip/id ?id]]"),
 ("b-trip-delay-zero", "[:find (count ?t) . :where [?t :trip/delay 0]]"),
 ("b-trip-novehicle", "[:find ?id :where [?t :trip/id ?id] (not [?t :trip/vehicle])]"),
 ("b-trip-load-negzero", "[:find ?id :where [?t :trip/load -0.0] [?t :trip/id ?id]]"),
 ("b-trip-load-zero", "[:find (count ?t) . :where [?t :trip/load 0.0]]"),
 ("b-st-count", "[:find (count ?x) . :where [?x :st/seq]]"),
 ("b-st-at-eq", '[:find ?id :where [?x :st/at ["S09" 340]] [?x :st/trip ?t] [?t :trip/id ?id]]'),
 ("b-st-composite", '[:find (count ?x) . :where [?x :st/trip+seq ?v]]'),
 ("b-st-composite-lookup", '[:find ?s . :where [?t :trip/id "r2-t3"] [?x :st/trip+seq ?tp] [(= ?tp [?t 0])] [?x :st/stop ?st] [?st :stop/code ?s]]'),
 ("b-st-nopickup", "[:find (count ?x) . :where [?x :st/pickup false]]"),
]
for n, q in B:
    add(n, q)

# ---- joins, predicates, functions
F = [
 ("j-route-stops", "[:find ?id ?c :where [?r :route/id ?id] [?r :route/stops ?s] [?s :stop/code ?c]]"),
 ("j-route-fare", "[:find ?id ?p :where [?r :route/id ?id] [?r :route/fare ?f] [?f :fare/price ?p]]"),
 ("j-trip-veh", "[:find ?id ?pl :where [?t :trip/id ?id] [?t :trip/vehicle ?v] [?v :veh/plate ?pl] [?t :trip/delay ?d] [(> ?d 10)]]"),
 ("j-shared-stops", "[:find ?a ?b :where [?r1 :route/id ?a] [?r2 :route/id ?b] [(< ?a ?b)] [?r1 :route/stops ?s] [?r2 :route/stops ?s]]"),
 ("j-self-loop", "[:find ?c :where [?s :stop/next ?s] [?s :stop/code ?c]]"),
 ("j-two-cycle", "[:find ?a ?b :where [?x :stop/next ?y] [?y :stop/next ?x] [?x :stop/code ?a] [?y :stop/code ?b]]"),
 ("j-transfer-self", "[:find ?c :where [?s :stop/transfer ?s] [?s :stop/code ?c]]"),
 ("j-trip-stoptimes", '[:find ?seq ?c ?m :where [?t :trip/id "r5-t1"] [?x :st/trip ?t] [?x :st/seq ?seq] [?x :st/at ?at] [(untuple ?at) [?c ?m]]]'),
 ("j-veh-lowfloor-accessible", "[:find ?id :where [?t :trip/vehicle ?v] [?v :veh/low-floor true] [?t :trip/route ?r] [?r :route/stops ?s] [?s :stop/accessible true] [?t :trip/id ?id]]"),
 ("p-str-starts", '[:find ?c :where [?s :stop/name ?n] [(clojure.string/starts-with? ?n "S")] [?s :stop/code ?c]]'),
 ("p-str-includes", '[:find ?n :where [_ :stop/name-fr ?n] [(clojure.string/includes? ?n "é")]]'),
 ("p-upper", "[:find ?u :where [_ :stop/name ?n] [(clojure.string/upper-case ?n) ?u]]"),
 ("p-lower-fr", "[:find ?u :where [_ :stop/name-fr ?n] [(clojure.string/lower-case ?n) ?u]]"),
 ("p-count-ja", "[:find ?j ?k :where [_ :stop/name-ja ?j] [(count ?j) ?k]]"),
 ("p-subs", "[:find ?x :where [_ :route/name ?n] [(subs ?n 0 3) ?x]]"),
 ("p-re-find", '[:find ?n :where [_ :route/name ?n] [(re-find #"\\d+" ?n) ?d] [(some? ?d)]]'),
 ("p-re-matches", '[:find ?c :where [_ :stop/code ?c] [(re-matches #"S1[0-4]" ?c)]]'),
 ("p-re-seq", '[:find ?n ?ws :where [_ :route/name ?n] [(re-seq #"\\w+" ?n) ?ws]]'),
 ("p-split", '[:find ?p :where [_ :veh/plate ?pl] [(clojure.string/split ?pl #"-") ?p]]'),
 ("p-split-nth", '[:find ?num :where [_ :veh/plate ?pl] [(clojure.string/split ?pl #"-") ?p] [(nth ?p 1) ?s] [(parse-long ?s) ?num] [(even? ?num)]]'),
 ("p-str-concat", '[:find ?x :where [?r :route/id ?id] [?r :route/colour ?c] [(name ?c) ?cn] [(str ?cn "/" ?id) ?x]]'),
 ("p-keyword-ns", '[:find ?x :where [_ :route/id ?id] [(namespace ?id) ?x]]'),
 ("p-keyword-make", '[:find ?k :where [_ :route/mode ?m] [(name ?m) ?n] [(keyword "mode" ?n) ?k]]'),
 ("p-dist", '[:find ?c ?d :where [?s :stop/coords ?xy] [?s :stop/code ?c] [(nth ?xy 0) ?x] [(nth ?xy 1) ?y] [(* ?x ?x) ?x2] [(* ?y ?y) ?y2] [(+ ?x2 ?y2) ?d2] [(Math/sqrt ?d2) ?d]]'),
 ("p-abs-delay", "[:find ?id ?a :where [?t :trip/id ?id] [?t :trip/delay ?d] [(abs ?d) ?a] [(> ?a 5)]]"),
 ("p-minutes-hhmm", '[:find ?hh :where [?x :st/at ?at] [(nth ?at 1) ?m] [(quot ?m 60) ?h] [(mod ?m 60) ?mm] [(format "%02d:%02d" ?h ?mm) ?hh] [(< ?m 320)]]'),
 ("p-minutes-rem-neg", "[:find ?r . :where [(rem -7 3) ?r]]"),
 ("p-bigdec-mul", "[:find ?f ?x :where [?fa :fare/price ?p] [?fa :fare/code ?f] [(* ?p 2) ?x]]"),
 ("p-bigdec-add", "[:find ?f ?x :where [?fa :fare/price ?p] [?fa :fare/concession ?c] [?fa :fare/code ?f] [(+ ?p ?c) ?x]]"),
 ("p-bigdec-sub", "[:find ?f ?x :where [?fa :fare/price ?p] [?fa :fare/concession ?c] [?fa :fare/code ?f] [(- ?p ?c) ?x]]"),
 ("p-bigdec-div", "[:find ?f ?x :where [?fa :fare/price ?p] [?fa :fare/code ?f] [(/ ?p 4) ?x] [(not= ?f :night)]]"),
 ("p-bigdec-cmp", "[:find ?f :where [?fa :fare/price ?p] [(> ?p 3.0M)] [?fa :fare/code ?f]]"),
 ("p-bigdec-cmp-long", "[:find ?f :where [?fa :fare/price ?p] [(>= ?p 5)] [?fa :fare/code ?f]]"),
 ("p-bigint-add", "[:find ?p ?x :where [?v :veh/odometer ?o] [?v :veh/plate ?p] [(+ ?o 1) ?x]]"),
 ("p-bigint-cmp", "[:find ?p :where [?v :veh/odometer ?o] [(< ?o 100)] [?v :veh/plate ?p]]"),
 ("p-inst-cmp", '[:find ?id :where [?c :cal/end ?e] [(< ?e #inst "2026-09-01T00:00:00.000-00:00")] [?c :cal/id ?id]]'),
 ("p-inst-ms", "[:find ?id ?ms :where [?c :cal/start ?s] [(.getTime ?s) ?ms] [?c :cal/id ?id]]"),
 ("p-inst-span-days", "[:find ?id ?d :where [?c :cal/id ?id] [?c :cal/start ?s] [?c :cal/end ?e] [(.getTime ?s) ?a] [(.getTime ?e) ?b] [(- ?b ?a) ?ms] [(quot ?ms 86400000) ?d]]"),
 ("p-double-load", "[:find ?id :where [?t :trip/load ?l] [(>= ?l 1.0)] [?t :trip/id ?id]]"),
 ("p-double-negzero-eq", "[:find (count ?t) . :where [?t :trip/load ?l] [(== ?l 0)]]"),
 ("p-zero-double-str", "[:find ?s :where [_ :trip/load ?l] [(str ?l) ?s]]"),
 ("p-uuid-str", '[:find ?s :where [?v :veh/plate "TR-100"] [?v :veh/uuid ?u] [(str ?u) ?s]]'),
 ("p-tuple-fn", '[:find ?t :where [?s :stop/code ?c] [?s :stop/zone ?z] [(tuple ?c ?z) ?t] [(< ?z 1)]]'),
 ("p-tuple-cmp", '[:find ?c :where [?s :stop/coords ?xy] [(nth ?xy 0) ?x] [(< ?x -0.05)] [?s :stop/code ?c]]'),
 ("p-ground-rel", '[:find ?c ?w :where [(ground [["S00" 1] ["S05" 2] ["S99" 3]]) [[?c ?w]]] [?s :stop/code ?c]]'),
 ("p-identity", "[:find ?x :where [_ :route/mode ?m] [(identity ?m) ?x]]"),
 ("p-contains-set", '[:find ?c :where [?s :stop/code ?c] [(contains? #{"S01" "S02" "S50"} ?c)]]'),
 ("p-get-some", '[:find ?c ?v :where [?s :stop/code ?c] [(get-some $ ?s :stop/name :stop/name-fr) [?a ?v]] [?s :stop/zone 3]]'),
 ("p-get-some-attr", '[:find ?c ?a :where [?s :stop/code ?c] [(get-some $ ?s :stop/name-fr :stop/name-ja) [?a ?v]]]'),
 ("p-str-join", '[:find ?j . :where [(ground ["a" "b" "c"]) ?v] [(clojure.string/join "-" ?v) ?j]]'),
 ("p-max-fn", "[:find ?m :where [?t :trip/delay ?d] [(max ?d 0) ?m]]"),
 ("p-compare-str", '[:find ?c :where [?s :stop/name ?n] [(compare ?n "M") ?r] [(neg? ?r)] [?s :stop/code ?c]]'),
 ("p-not-eq-kw", "[:find ?id :where [?r :route/id ?id] [?r :route/colour ?c] [(not= ?c :blue)]]"),
 ("p-range-zone", "[:find ?c :where [?s :stop/zone ?z] [(<= 1 ?z 2)] [?s :stop/code ?c]]"),
 ("p-str-blank", "[:find ?c :where [?s :stop/name-fr ?n] [(clojure.string/blank? ?n)] [?s :stop/code ?c]]"),
 ("p-reverse", "[:find ?r :where [_ :stop/name-ja ?n] [(clojure.string/reverse ?n) ?r]]"),
 ("p-type", "[:find ?t :where [_ :fare/price ?p] [(type ?p) ?t]]"),
 ("p-double-div", "[:find ?x . :where [(/ 7 2) ?x]]"),
 ("p-ratio", "[:find ?x . :where [(/ 10 4) ?x]]"),
 ("p-inc-long-max", "[:find ?x . :where [(inc 9223372036854775806) ?x]]"),
 ("p-vec-count", "[:find ?c ?n :where [?r :route/id ?c] [(ground 3) ?n]]"),
]
for n, q in F:
    add(n, q)
add("p-nodb-fn", '(q [:find ?x . :where [(str "tram" 7) ?x]])')
add("p-nodb-ground", '(q [:find ?x ?y :where [(ground [1 2]) [?x ?y]]])')
add("e-nodb-bare", '[:find ?x . :where [(str "tram" 7) ?x]]')

# ---- not / or
N = [
 ("n-no-transfer", "[:find ?c :where [?s :stop/code ?c] (not [?s :stop/transfer _])]"),
 ("n-not-join-route", "[:find ?c :where [?s :stop/code ?c] (not-join [?s] [?r :route/stops ?s])]"),
 ("n-not-join-two", "[:find ?c :where [?s :stop/code ?c] (not-join [?s] [?r :route/stops ?s] [?r :route/mode :metro])]"),
 ("n-or-zone", "[:find ?c :where [?s :stop/code ?c] (or [?s :stop/zone 0] [?s :stop/zone 3])]"),
 ("n-or-and", "[:find ?c :where [?s :stop/code ?c] (or (and [?s :stop/zone 1] [?s :stop/accessible true]) [?s :stop/walk 0])]"),
 ("n-or-join-route", "[:find ?c :where [?s :stop/code ?c] (or-join [?s] (and [?r :route/stops ?s] [?r :route/mode :ferry]) [?s :stop/transfer ?s])]"),
 ("n-not-or", "[:find ?c :where [?s :stop/code ?c] (not (or [?s :stop/zone 0] [?s :stop/zone 1]))]"),
 ("n-nested-not", "[:find ?id :where [?r :route/id ?id] (not-join [?r] [?r :route/stops ?s] (not [?s :stop/accessible true]))]"),
 ("n-trip-not-weekday", "[:find (count ?t) . :where [?t :trip/id] (not [?t :trip/days :mon])]"),
 ("n-or-days", "[:find (count-distinct ?t) . :where (or [?t :trip/days :sat] [?t :trip/days :fri])]"),
 ("e-or-unequal", "[:find ?c :where [?s :stop/code ?c] (or [?s :stop/zone 0] [?x :stop/zone 1])]"),
 ("e-not-unbound", "[:find ?c :where (not [?s :stop/zone 0]) [?s :stop/code ?c]]"),
]
for n, q in N:
    add(n, q)

# ---- aggregates and find specs
A = [
 ("a-zone-counts", "[:find ?z (count ?s) :where [?s :stop/zone ?z]]"),
 ("a-delay-stats", "[:find (min ?d) (max ?d) (sum ?d) (avg ?d) :with ?t :where [?t :trip/delay ?d]]"),
 ("a-delay-median", "[:find (median ?d) . :with ?t :where [?t :trip/delay ?d]]"),
 ("a-delay-var", "[:find (variance ?d) . :with ?t :where [?t :trip/delay ?d]]"),
 ("a-delay-sd", "[:find (stddev ?d) . :with ?t :where [?t :trip/delay ?d]]"),
 ("a-delay-distinct", "[:find (distinct ?d) . :where [_ :trip/delay ?d]]"),
 ("a-delay-min3", "[:find (min 3 ?d) . :where [_ :trip/delay ?d]]"),
 ("a-delay-max3", "[:find (max 3 ?d) . :where [_ :trip/delay ?d]]"),
 ("a-route-delay", "[:find ?id (avg ?d) (max ?d) :with ?t :where [?r :route/id ?id] [?t :trip/route ?r] [?t :trip/delay ?d]]"),
 ("a-fare-sum", "[:find (sum ?p) . :where [_ :fare/price ?p]]"),
 ("a-fare-avg", "[:find (avg ?p) . :where [_ :fare/price ?p]]"),
 ("a-fare-min-max", "[:find (min ?p) (max ?p) :where [_ :fare/price ?p]]"),
 ("a-fare-median", "[:find (median ?p) . :where [_ :fare/price ?p]]"),
 ("a-odo-sum", "[:find (sum ?o) . :with ?v :where [?v :veh/odometer ?o]]"),
 ("a-odo-max", "[:find (max ?o) . :where [_ :veh/odometer ?o]]"),
 ("a-odo-distinct", "[:find (count-distinct ?o) . :where [_ :veh/odometer ?o]]"),
 ("a-load-avg", "[:find (avg ?l) . :with ?t :where [?t :trip/load ?l]]"),
 ("a-load-distinct", "[:find (distinct ?l) . :where [_ :trip/load ?l]]"),
 ("a-inst-min", "[:find (min ?s) . :where [_ :cal/start ?s]]"),
 ("a-inst-max", "[:find (max ?e) . :where [_ :cal/end ?e]]"),
 ("a-name-min", "[:find (min ?n) . :where [_ :stop/name ?n]]"),
 ("a-name-max2", "[:find (max 2 ?n) . :where [_ :stop/name-ja ?n]]"),
 ("a-kw-min", "[:find (min ?c) . :where [_ :route/colour ?c]]"),
 ("a-count-route-stops", "[:find ?id (count ?s) :where [?r :route/id ?id] [?r :route/stops ?s]]"),
 ("a-keys", "[:find ?id ?n :keys route stops :where [?r :route/id ?id] [?r :route/stops ?s] [(ground 1) ?n]]"),
 ("a-strs", "[:find ?c ?z :strs code zone :where [?s :stop/code ?c] [?s :stop/zone ?z] [?s :stop/elevation ?e] [(> ?e 40)]]"),
 ("a-syms", "[:find ?c ?z :syms code zone :where [?s :stop/code ?c] [?s :stop/zone ?z] [?s :stop/walk 20]]"),
 ("a-keys-agg", "[:find ?z (count ?s) :keys zone n :where [?s :stop/zone ?z]]"),
 ("a-tuple-find", '[:find [?c ?z] :where [?s :stop/code "S13"] [?s :stop/code ?c] [?s :stop/zone ?z]]'),
 ("a-scalar-none", '[:find ?c . :where [?s :stop/code "S99"] [?s :stop/code ?c]]'),
 ("a-coll-none", '[:find [?c ...] :where [?s :stop/code "S99"] [?s :stop/code ?c]]'),
 ("a-count-none", '[:find (count ?s) . :where [?s :stop/code "S99"]]'),
 ("a-order-elev", "[:find ?c ?e :where [?s :stop/code ?c] [?s :stop/elevation ?e] :order-by [?e :desc ?c]]"),
 ("a-order-limit", "[:find ?id ?d :where [?t :trip/id ?id] [?t :trip/delay ?d] :order-by [?d ?id] :limit 5]"),
 ("a-order-offset", "[:find ?id ?d :where [?t :trip/id ?id] [?t :trip/delay ?d] :order-by [?d :desc ?id :asc] :offset 40]"),
 ("a-order-index", "[:find ?c ?z :where [?s :stop/code ?c] [?s :stop/zone ?z] :order-by [1 :desc 0] :limit 6]"),
 ("a-order-agg", "[:find ?z (count ?s) :where [?s :stop/zone ?z] :order-by [?z :desc]]"),
 ("a-limit-only", "[:find (count ?c) . :where [?s :stop/code ?c]]"),
 ("a-order-unicode", "[:find ?n :where [_ :stop/name-ja ?n] :order-by [?n]]"),
 ("a-order-bigdec", "[:find ?f ?p :where [?x :fare/code ?f] [?x :fare/price ?p] :order-by [?p :desc]]"),
 ("a-order-inst", "[:find ?id ?s :where [?c :cal/id ?id] [?c :cal/start ?s] :order-by [?s]]"),
 ("a-find-expr-div", "[:find ?id (/ (sum ?d) (count ?t)) :where [?r :route/id ?id] [?t :trip/route ?r] [?t :trip/delay ?d]]"),
 ("e-agg-unknown", "[:find (mode ?d) . :where [_ :trip/delay ?d]]"),
 ("e-with-in-find", "[:find ?t (sum ?d) :with ?t :where [?t :trip/delay ?d]]"),
]
for n, q in A:
    add(n, q)

# ---- inputs
I = [
 ("i-scalar", '(q [:find ?n . :in $ ?c :where [?s :stop/code ?c] [?s :stop/name ?n]] $ "S08")'),
 ("i-scalar-kw", "(q [:find [?id ...] :in $ ?col :where [?r :route/colour ?col] [?r :route/id ?id]] $ :blue)"),
 ("i-coll", '(q [:find ?n :in $ [?c ...] :where [?s :stop/code ?c] [?s :stop/name-fr ?n]] $ ["S01" "S11" "S12" "S42"])'),
 ("i-coll-empty", "(q [:find ?n :in $ [?c ...] :where [?s :stop/code ?c] [?s :stop/name ?n]] $ [])"),
 ("i-tuple", '(q [:find ?id :in $ [?m ?c] :where [?r :route/mode ?m] [?r :route/colour ?c] [?r :route/id ?id]] $ [:metro :blue])'),
 ("i-rel", '(q [:find ?id ?w :in $ [[?m ?w]] :where [?r :route/mode ?m] [?r :route/id ?id]] $ [[:bus 1] [:tram 2] [:rail 3] [:boat 4]])'),
 ("i-lookup-ref", '(q [:find ?z . :in $ ?s :where [?s :stop/zone ?z]] $ [:stop/code "S07"])'),
 ("i-lookup-uuid", '(q [:find ?p . :in $ ?v :where [?v :veh/plate ?p]] $ [:veh/uuid #uuid "7e000000-0000-4000-9000-000000000006"])'),
 ("i-lookup-kw", "(q [:find ?n . :in $ ?r :where [?r :route/name ?n]] $ [:route/id :r5])"),
 ("i-lookup-coll", '(q [:find ?z :in $ [?s ...] :where [?s :stop/zone ?z]] $ [[:stop/code "S01"] [:stop/code "S02"]])'),
 ("i-lookup-value-unique", '(q [:find ?c . :in $ ?u :where [?s :stop/uuid ?u] [?s :stop/code ?c]] $ #uuid "5e000000-0000-4000-8000-000000000019")'),
 ("i-bigdec", "(q [:find ?f :in $ ?p :where [?x :fare/price ?p] [?x :fare/code ?f]] $ 3.75M)"),
 ("i-bigint", "(q [:find ?p :in $ ?o :where [?v :veh/odometer ?o] [?v :veh/plate ?p]] $ 125000N)"),
 ("i-inst", '(q [:find ?id :in $ ?d :where [?c :cal/start ?s] [(> ?s ?d)] [?c :cal/id ?id]] $ #inst "2026-01-04T00:00:00.000-00:00")'),
 ("i-double-tuple", "(q [:find ?c :in $ ?xy :where [?s :stop/coords ?xy] [?s :stop/code ?c]] $ [0.0 0.0])"),
 ("i-hetero-tuple", '(q [:find ?tid :in $ ?at :where [?x :st/at ?at] [?x :st/trip ?t] [?t :trip/id ?tid]] $ ["S00" 300])'),
 ("i-two-sources", '(q [:find ?c ?label :in $ $labels :where [$labels ?code ?label] [?s :stop/code ?code] [?s :stop/zone ?c]] $ [["S01" "one"] ["S02" "two"] ["S77" "x"]])'),
 ("i-bool", "(q [:find (count ?s) . :in $ ?b :where [?s :stop/accessible ?b]] $ false)"),
 ("i-days-coll", "(q [:find ?d (count ?t) :in $ [?d ...] :where [?t :trip/days ?d]] $ [:sat :sun :xyz])"),
 ("e-input-missing", '(q [:find ?n :in $ ?c :where [?s :stop/code ?c] [?s :stop/name ?n]] $)'),
 ("e-input-extra", '(q [:find ?n :in $ ?c :where [?s :stop/code ?c] [?s :stop/name ?n]] $ "S01" "S02")'),
 ("e-lookup-nothing", '(q [:find ?z . :in $ ?s :where [?s :stop/zone ?z]] $ [:stop/code "S99"])'),
 ("e-lookup-nonunique", '(q [:find ?z . :in $ ?s :where [?s :stop/zone ?z]] $ [:stop/name "Zoo"])'),
]
for n, q in I:
    add(n, q)

# ---- pull
P = [
 ("pl-stop-wild", '(pull [*] [:stop/code "S04"])'),
 ("pl-stop-attrs", '(pull [:stop/code :stop/name :stop/coords :stop/zone] [:stop/code "S17"])'),
 ("pl-stop-next", '(pull [:stop/code {:stop/next [:stop/code]}] [:stop/code "S14"])'),
 ("pl-stop-reverse", '(pull [:stop/code {:stop/_next [:stop/code]}] [:stop/code "S17"])'),
 ("pl-stop-reverse-route", '(pull [{:route/_stops [:route/id]}] [:stop/code "S09"])'),
 ("pl-recursive-next", '(pull [:stop/code {:stop/next ...}] [:stop/code "S07"])'),
 ("pl-recursive-cycle", '(pull [:stop/code {:stop/next ...}] [:stop/code "S05"])'),
 ("pl-recursive-depth", '(pull [:stop/code {:stop/next 2}] [:stop/code "S00"])'),
 ("pl-recursive-self", '(pull [:stop/code {:stop/next ...}] [:stop/code "S13"])'),
 ("pl-default", '(pull [:stop/code [:stop/name-ja :default "—"] [:stop/walk :default 0]] [:stop/code "S04"])'),
 ("pl-as", '(pull [[:stop/code :as :code] [:stop/name :as "name"]] [:stop/code "S03"])'),
 ("pl-limit", '(pull [[:route/stops :limit 2]] [:route/id :r5])'),
 ("pl-limit-nil", '(pull [[:route/stops :limit nil]] [:route/id :r5])'),
 ("pl-route-nested", "(pull [:route/id {:route/fare [:fare/code :fare/price :fare/zones]}] [:route/id :r4])"),
 ("pl-cal-component", '(pull [:cal/id {:cal/exceptions [:exc/reason :exc/date :exc/added]}] [:cal/id "weekday"])'),
 ("pl-cal-wild", '(pull [*] [:cal/id "old"])'),
 ("pl-veh", '(pull [*] [:veh/uuid #uuid "7e000000-0000-4000-9000-000000000002"])'),
 ("pl-trip", '(pull [:trip/id :trip/days :trip/delay {:trip/vehicle [:veh/plate]} {:trip/route [:route/id]}] [:trip/id "r2-t0"])'),
 ("pl-missing", '(pull [:stop/code] [:stop/code "S99"])'),
 ("pl-reverse-component", '(pull [:exc/reason {:cal/_exceptions [:cal/id]}] [:cal/id "weekday"])'),
 ("pl-find", '(q [:find (pull ?s [:stop/code :stop/zone]) :where [?s :stop/elevation ?e] [(> ?e 45)]] $)'),
 ("pl-find-scalar", '(q [:find (pull ?r [:route/name {:route/fare [:fare/code]}]) . :where [?r :route/id :r7]] $)'),
 ("pl-find-coll", '(q [:find [(pull ?t [:trip/id :trip/delay]) ...] :where [?t :trip/route ?r] [?r :route/id :r6]] $)'),
 ("pl-find-rule", "(q [:find [(pull ?b [:stop/code]) ...] :in $ % :where [?a :stop/code \"S15\"] (reach ?a ?b)] $ " + REACH + ")"),
 ("pl-st-tuple", '(q [:find (pull ?x [:st/at :st/seq :st/trip+seq]) . :where [?t :trip/id "r3-t2"] [?x :st/trip ?t] [?x :st/seq 1]] $)'),
 ("pl-reverse-trip", '(pull [:veh/plate {:trip/_vehicle [:trip/id]}] [:veh/plate "TR-107"])'),
 ("pl-transfer-rec", '(pull [:stop/code {:stop/transfer ...}] [:stop/code "S09"])'),
 ("e-pl-bad", '(pull [:stop/code {:stop/next}] [:stop/code "S00"])'),
]
for n, q in P:
    add(n, q)

# ---- with transactions
W = [
 ("w-new-stop", '(with [{:stop/code "S20" :stop/name "New" :stop/zone 2}] [:find ?n :where [?s :stop/zone 2] [?s :stop/name ?n]])'),
 ("w-upsert-stop", '(with [{:stop/code "S10" :stop/name "Bridge End"}] [:find ?n . :where [?s :stop/code "S10"] [?s :stop/name ?n]])'),
 ("w-add-link-reach", '(with [{:stop/code "S10" :stop/next [:stop/code "S00"]}] (q [:find (count ?b) . :in $ % :where [?a :stop/code "S07"] (reach ?a ?b)] $ ' + REACH + '))'),
 ("w-retract-link", '(with [[:db/retract [:stop/code "S03"] :stop/next [:stop/code "S12"]]] (q [:find ?to :in $ % :where [?a :stop/code "S00"] (reach ?a ?b) [?b :stop/code ?to]] $ ' + REACH + '))'),
 ("w-retract-entity-stop", '(with [[:db/retractEntity [:stop/code "S14"]]] (q [:find ?to :in $ % :where [?a :stop/code "S12"] (reach ?a ?b) [?b :stop/code ?to]] $ ' + REACH + '))'),
 ("w-retract-component", '(with [[:db/retractEntity [:cal/id "weekday"]]] [:find (count ?e) . :where [?e :exc/reason]])'),
 ("w-cas-ok", '(with [[:db/cas [:stop/code "S01"] :stop/zone 1 5]] [:find ?z . :where [?s :stop/code "S01"] [?s :stop/zone ?z]])'),
 ("e-w-cas-fail", '(with [[:db/cas [:stop/code "S01"] :stop/zone 2 5]] [:find ?z . :where [?s :stop/code "S01"] [?s :stop/zone ?z]])'),
 ("w-cas-nil", '(with [[:db/cas [:stop/code "S01"] :stop/walk nil 3]] [:find ?w . :where [?s :stop/code "S01"] [?s :stop/walk ?w]])'),
 ("w-tempid-route", '(with [{:db/id "r" :route/id :r8 :route/colour :red :route/stops ["s"]} {:db/id "s" :stop/code "S30" :stop/next [:stop/code "S00"]}] (q [:find ?to :in $ % :where [?a :stop/code "S30"] (reach ?a ?b) [?b :stop/code ?to]] $ ' + REACH + '))'),
 ("w-fare-bigdec", '(with [{:fare/code :zone1 :fare/price 2.60M}] [:find ?p . :where [?f :fare/code :zone1] [?f :fare/price ?p]])'),
 ("w-fare-same-number", '(with [{:fare/code :zone1 :fare/price 2.5M}] [:find ?p . :where [?f :fare/code :zone1] [?f :fare/price ?p]])'),
 ("w-days-add", '(with [{:trip/id "r1-t0" :trip/days [:sun]}] [:find [?d ...] :where [?t :trip/id "r1-t0"] [?t :trip/days ?d]])'),
 ("w-days-retract", '(with [[:db/retract [:trip/id "r1-t0"] :trip/days :mon]] [:find [?d ...] :where [?t :trip/id "r1-t0"] [?t :trip/days ?d]])'),
 ("w-composite-upsert", '(with [{:st/trip [:trip/id "r3-t0"] :st/seq 0 :st/pickup false}] [:find (count ?x) . :where [?x :st/pickup false]])'),
 ("e-w-unique-value", '(with [{:veh/uuid #uuid "7e000000-0000-4000-9000-000000000099" :veh/plate "TR-100"}] [:find (count ?v) . :where [?v :veh/plate]])'),
 ("w-self-transfer", '(with [[:db/add [:stop/code "S10"] :stop/transfer [:stop/code "S10"]]] [:find ?c :where [?s :stop/transfer ?s] [?s :stop/code ?c]])'),
 ("w-delay-update", '(with [{:trip/id "r1-t0" :trip/delay -30}] [:find (min ?d) . :where [_ :trip/delay ?d]])'),
 ("e-w-wrong-type", '(with [{:stop/code "S01" :stop/zone "one"}] [:find ?z . :where [?s :stop/code "S01"] [?s :stop/zone ?z]])'),
 ("w-pull-after", '(with [{:stop/code "S11" :stop/next [[:stop/code "S11"] [:stop/code "S19"]]}] (pull [:stop/code {:stop/next [:stop/code]}] [:stop/code "S11"]))'),
]
for n, q in W:
    add(n, q)

# ---- more deliberate errors
X = [
 ("e-unknown-fn", "[:find ?x :where [_ :stop/code ?c] [(nonsense ?c) ?x]]"),
 ("e-div-zero", "[:find ?x . :where [_ :veh/capacity ?c] [(/ 100 ?c) ?x]]"),
 ("e-find-unbound", "[:find ?zz :where [?s :stop/code ?c]]"),
 ("e-bad-pattern", "[:find ?c :where [?s]]"),
 ("e-nth-oob", "[:find ?x :where [_ :stop/coords ?xy] [(nth ?xy 5) ?x]]"),
 ("e-subs-oob", "[:find ?x :where [_ :stop/code ?c] [(subs ?c 2 9) ?x]]"),
]
for n, q in X:
    add(n, q)

with open(os.path.join(HERE, "queries.edn"), "w") as f:
    for n, t in E:
        f.write(f";; @ {n}\n{t}\n")
print(len(E), "entries")
