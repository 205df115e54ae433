#!/usr/bin/env python3
"""Writes queries.edn of the unseen116 parity corpus (deterministic): a chess federation."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def _order_index(text):
    # :order-by over an aggregate names its :find column by index (Datalevin 1.2.8's grammar)
    m = re.search(r":order-by \[([^\]]*)\]", text)
    if not m or "(" not in m.group(1):
        return text
    f = re.search(r":find (.*?) :(?:with|in|where|keys)", text).group(1)
    cols = re.findall(r"\((?:[^()]|\([^()]*\))*\)|\?[^\s\])]+", f)
    body = re.sub(r"\((?:[^()]|\([^()]*\))*\)", lambda a: str(cols.index(a.group(0))), m.group(1))
    return text[:m.start()] + ":order-by [" + body + "]" + text[m.end():]


def add(name, text):
    E.append((name, _order_index(text.strip())))


P = lambda i: f'[:player/fide "FIDE-{1000 + 37 * i}"]'
C = lambda c: f"[:club/code :{c}]"
T = lambda t: f'[:tour/id "{t}"]'

R = ("[[(pts ?g ?p ?s) [?g :game/white ?p] [?g :game/result :white] [(ground 2) ?s]]"
     " [(pts ?g ?p ?s) [?g :game/white ?p] [?g :game/result :draw] [(ground 1) ?s]]"
     " [(pts ?g ?p ?s) [?g :game/white ?p] [?g :game/result :black] [(ground 0) ?s]]"
     " [(pts ?g ?p ?s) [?g :game/black ?p] [?g :game/result :black] [(ground 2) ?s]]"
     " [(pts ?g ?p ?s) [?g :game/black ?p] [?g :game/result :draw] [(ground 1) ?s]]"
     " [(pts ?g ?p ?s) [?g :game/black ?p] [?g :game/result :white] [(ground 0) ?s]]"
     " [(plays ?p ?g) [?g :game/white ?p]] [(plays ?p ?g) [?g :game/black ?p]]"
     " [(faced ?a ?b) [?g :game/white ?a] [?g :game/black ?b]] [(faced ?a ?b) [?g :game/black ?a] [?g :game/white ?b]]"
     " [(beat ?a ?b) [?g :game/white ?a] [?g :game/black ?b] [?g :game/result :white]]"
     " [(beat ?a ?b) [?g :game/black ?a] [?g :game/white ?b] [?g :game/result :black]]"
     " [(dominates ?a ?b) (beat ?a ?b)] [(dominates ?a ?b) (beat ?a ?x) (dominates ?x ?b)]"
     " [(lineage ?p ?c) [?p :player/coached-by ?c]] [(lineage ?p ?c) [?p :player/coached-by ?x] (lineage ?x ?c)]"
     " [(titled ?p) [?p :player/titles ?t]]"
     " [(rated ?p ?kind) [?p :player/ratings ?r] [?r :rating/kind ?kind] [?r :rating/value ?v]]"
     " [(latest ?p ?kind ?v) [?p :player/ratings ?r] [?r :rating/kind ?kind] [?r :rating/value ?v] [?r :rating/at ?t] (not-join [?p ?kind ?t] [?p :player/ratings ?r2] [?r2 :rating/kind ?kind] [?r2 :rating/at ?t2] [(> ?t2 ?t)])]]")

# ---- basics (20)
add("b-clubs", "[:find ?c ?n :where [?e :club/code ?c] [?e :club/name ?n]]")
add("b-club-empty-name", '[:find ?c . :where [?e :club/name ""] [?e :club/code ?c]]')
add("b-club-cyrillic", '[:find ?c . :where [?e :club/name "Дракон"] [?e :club/code ?c]]')
add("b-club-no-city", "[:find [?c ...] :where [?e :club/code ?c] [(missing? $ ?e :club/city)]]")
add("b-player-count", "[:find (count ?p) . :where [?p :player/fide]]")
add("b-player-empty-name", '[:find ?f . :where [?p :player/name ""] [?p :player/fide ?f]]')
add("b-no-club", "[:find (count ?p) . :where [?p :player/fide] [(missing? $ ?p :player/club)]]")
add("b-titles", "[:find ?t (count ?p) :where [?p :player/titles ?t]]")
add("b-gm-and-wgm", "[:find [?f ...] :where [?p :player/titles :gm] [?p :player/titles :wgm] [?p :player/fide ?f]]")
add("b-untitled", "[:find (count ?p) . :where [?p :player/fide] (not [?p :player/titles])]")
add("b-fed-empty", '[:find (count ?p) . :where [?p :player/fed ""]]')
add("b-fed-counts", "[:find ?f (count ?p) :where [?p :player/fed ?f]]")
add("b-prize-zero", "[:find (count ?p) . :where [?p :player/prize 0M]]")
add("b-prize-zero-scale", "[:find (count ?p) . :where [?p :player/prize 0.00M]]")
add("b-prize-1500", "[:find (count ?p) . :where [?p :player/prize 1500M]]")
add("b-prize-neg", "[:find ?f ?x :where [?p :player/prize ?x] [(neg? ?x)] [?p :player/fide ?f]]")
add("b-self-coached", "[:find ?f :where [?p :player/coached-by ?p] [?p :player/fide ?f]]")
add("b-self-coached-eq", "[:find ?f :where [?p :player/coached-by ?c] [(= ?p ?c)] [?p :player/fide ?f]]")
add("b-mutual-coach", "[:find ?a ?b :where [?x :player/coached-by ?y] [?y :player/coached-by ?x] [?x :player/fide ?a] [?y :player/fide ?b] [(< ?a ?b)]]")
add("b-results", "[:find ?r (count ?g) :where [?g :game/result ?r]]")
add("b-no-moves", "[:find (count ?g) . :where [?g :game/result] [(missing? $ ?g :game/moves)]]")
add("b-game-key", '[:find ?k . :where [?t :tour/id "T-2024-OPEN"] [?g :game/tournament ?t] [?g :game/round 3] [?g :game/board 2] [?g :game/key ?k]]')
add("b-empty-tour", "[:find ?id :where [?t :tour/id ?id] (not [_ :game/tournament ?t])]")
add("b-active-false", "[:find (count ?p) . :where [?p :player/active false]]")
add("b-k-zero", "[:find (count ?r) . :where [?r :rating/k 0.0]]")

# ---- aggregates (24)
add("a-points", f"(q [:find ?f (sum ?s) :with ?g :in $ % :where (pts ?g ?p ?s) [?p :player/fide ?f]] $ {R})")
add("a-points-nowith", f"(q [:find ?f (sum ?s) :in $ % :where (pts ?g ?p ?s) [?p :player/fide ?f] [(< ?f \"FIDE-1300\")]] $ {R})")
add("a-points-by-tour", f"(q [:find ?t (sum ?s) (count ?g) :with ?p :in $ % :where (pts ?g ?p ?s) [?g :game/tournament ?e] [?e :tour/id ?t]] $ {R})")
add("a-games-per-player", f"(q [:find ?f (count ?g) :in $ % :where (plays ?p ?g) [?p :player/fide ?f]] $ {R})")
add("a-games-per-player-distinct", f"(q [:find (count-distinct ?p) . :in $ % :where (plays ?p ?g)] $ {R})")
add("a-moves-stats", "[:find (min ?m) (max ?m) (avg ?m) (median ?m) (sum ?m) :with ?g :where [?g :game/moves ?m]]")
add("a-moves-by-result", "[:find ?r (avg ?m) (count ?m) (max 3 ?m) (min 2 ?m) :with ?g :where [?g :game/result ?r] [?g :game/moves ?m]]")
add("a-moves-nowith", "[:find (sum ?m) . :where [?g :game/moves ?m]]")
add("a-eco-count", "[:find ?e (count ?g) :where [?g :game/eco ?e]]")
add("a-eco-distinct-per-tour", "[:find ?t (count-distinct ?e) :where [?g :game/eco ?e] [?g :game/tournament ?x] [?x :tour/id ?t]]")
add("a-rating-by-kind", "[:find ?k (min ?v) (max ?v) (avg ?v) (count ?v) :with ?r :where [?r :rating/kind ?k] [?r :rating/value ?v]]")
add("a-rating-kfactor", "[:find ?k (avg ?x) (sum ?x) (variance ?x) :with ?r :where [?r :rating/kind ?k] [?r :rating/k ?x]]")
add("a-peak-rating", "[:find ?f (max ?v) :where [?p :player/ratings ?r] [?r :rating/value ?v] [?p :player/fide ?f] [(< ?f \"FIDE-1200\")]]")
add("a-top5-ratings", "[:find (max 5 ?v) . :where [_ :rating/value ?v]]")
add("a-prize-sum", "[:find (sum ?x) . :with ?p :where [?p :player/prize ?x]]")
add("a-prize-sum-nowith", "[:find (sum ?x) . :where [?p :player/prize ?x]]")
add("a-prize-avg", "[:find (avg ?x) . :with ?p :where [?p :player/prize ?x]]")
add("a-prize-by-club", "[:find ?c (sum ?x) (count ?x) :with ?p :where [?p :player/prize ?x] [?p :player/club ?e] [?e :club/code ?c]]")
add("a-prize-minmax", "[:find (min ?x) (max ?x) :where [_ :player/prize ?x]]")
add("a-fund-sum", "[:find (sum ?x) . :with ?t :where [?t :tour/fund ?x]]")
add("a-club-members-titles", "[:find ?c (count ?p) (count-distinct ?t) :where [?p :player/club ?e] [?e :club/code ?c] [?p :player/titles ?t]]")
add("a-white-score-pct", "[:find ?t (count ?g) :where [?g :game/result :white] [?g :game/tournament ?x] [?x :tour/id ?t]]")
add("a-distinct-agg", "[:find (distinct ?r) . :where [_ :game/result ?r]]")
add("a-subquery-max-wins", "[:find (max ?t) . :where [(q [:find ?p (count ?g) :where (or-join [?g ?p] (and [?g :game/white ?p] [?g :game/result :white]) (and [?g :game/black ?p] [?g :game/result :black]))] $) [[?p ?t]]]]")
add("a-subquery-top", "[:find (max 3 ?n) . :where [(q [:find ?p (count ?g) :where [?g :game/white ?p]] $) [[?p ?n]]]]")

# ---- ordering / paging (10)
add("o-standings", f"(q [:find ?f (sum ?s) :with ?g :in $ % :where (pts ?g ?p ?s) [?p :player/fide ?f] :order-by [(sum ?s) :desc ?f]] $ {R})")
add("o-standings-top5", f"(q [:find ?f (sum ?s) :with ?g :in $ % :where (pts ?g ?p ?s) [?p :player/fide ?f] :order-by [(sum ?s) :desc ?f] :limit 5] $ {R})")
add("o-standings-page2", f"(q [:find ?f (sum ?s) :with ?g :in $ % :where (pts ?g ?p ?s) [?p :player/fide ?f] :order-by [(sum ?s) :desc ?f] :limit 5 :offset 5] $ {R})")
add("o-longest-games", "[:find ?k ?m :where [?g :game/moves ?m] [?g :game/key ?k] :order-by [?m :desc ?k] :limit 4]")
add("o-shortest-offset", "[:find ?e ?m :where [?g :game/moves ?m] [?g :game/eco ?e] :order-by [?m ?e] :limit 3 :offset 2]")
add("o-names", "[:find ?n :where [_ :player/name ?n] :order-by [?n] :limit 6]")
add("o-names-desc", "[:find ?n :where [_ :player/name ?n] :order-by [?n :desc] :limit 4]")
add("o-tours-by-start", "[:find ?id ?s :where [?t :tour/id ?id] [?t :tour/start ?s] :order-by [?s :desc]]")
add("o-prize-order", "[:find ?f ?x :where [?p :player/prize ?x] [?p :player/fide ?f] :order-by [?x :desc ?f] :limit 6]")
add("o-offset-past-end", "[:find ?c :where [_ :club/code ?c] :order-by [?c] :offset 20]")
add("o-eco-count-order", "[:find ?e (count ?g) :where [?g :game/eco ?e] :order-by [(count ?g) :desc ?e] :limit 3]")

# ---- head-to-head: not / not-join / or / or-join (13)
add("h-never-white", "[:find (count ?p) . :where [?p :player/fide] (not [_ :game/white ?p])]")
add("h-never-played", "[:find [?f ...] :where [?p :player/fide ?f] (not [_ :game/white ?p]) (not [_ :game/black ?p])]")
add("h-never-played-orjoin", "[:find [?f ...] :where [?p :player/fide ?f] (not-join [?p] (or [?g :game/white ?p] [?g :game/black ?p]))]")
add("h-pair-games", '[:find ?fa ?fb (count ?g) :where [?a :player/fide ?fa] [?b :player/fide ?fb] [(< ?fa ?fb)] [(< ?fa "FIDE-1100")] (or-join [?g ?a ?b] (and [?g :game/white ?a] [?g :game/black ?b]) (and [?g :game/white ?b] [?g :game/black ?a]))]')
add("h-head-to-head", '[:find ?wr ?r :where [?a :player/fide "FIDE-1000"] (or-join [?g ?a] [?g :game/white ?a] [?g :game/black ?a]) [?g :game/result ?r] [?g :game/white ?w] [?w :player/fide ?wr]]')
add("h-wins-no-loss", f"(q [:find [?f ...] :in $ % :where [?p :player/fide ?f] (beat ?p _) (not-join [?p] (beat ?x ?p))] $ {R})")
add("h-lost-to-untitled", f"(q [:find (count-distinct ?p) . :in $ % :where (beat ?x ?p) (not [?x :player/titles])] $ {R})")
add("h-draw-or-black", "[:find (count ?g) . :where [?g :game/result ?r] (or [(= ?r :draw)] [(= ?r :black)])]")
add("h-or-same-vars", "[:find (count ?p) . :where [?p :player/fide] (or [?p :player/titles :gm] [?p :player/titles :im])]")
add("h-gm-vs-non-gm", "[:find (count ?g) . :where [?g :game/white ?w] [?g :game/black ?b] [?w :player/titles :gm] (not [?b :player/titles :gm])]")
add("h-same-club-games", "[:find ?c (count ?g) :where [?g :game/white ?w] [?g :game/black ?b] [?w :player/club ?x] [?b :player/club ?x] [?x :club/code ?c]]")
add("h-not-join-prize", "[:find (count ?p) . :where [?p :player/fide] (not-join [?p] [?p :player/prize ?x] [(pos? ?x)])]")
add("h-or-join-rating", "[:find (count ?p) . :where [?p :player/fide] (or-join [?p] (and [?p :player/ratings ?r] [?r :rating/value ?v] [(>= ?v 2800)]) [?p :player/titles :gm])]")
add("h-not-inside-or", "[:find (count ?p) . :where [?p :player/fide] (or-join [?p] (and [?p :player/club ?c] (not [?p :player/titles])) [?p :player/fed \"\"])]")

# ---- rules over the coaching graph (16)
add("r-lineage-from-cycle", f"(q [:find [?f ...] :in $ % :where [?p :player/fide \"FIDE-1000\"] (lineage ?p ?c) [?c :player/fide ?f]] $ {R})")
add("r-lineage-count", f"(q [:find (count ?c) . :in $ % :where [?p :player/fide \"FIDE-2665\"] (lineage ?p ?c)] $ {R})")
add("r-lineage-self", f"(q [:find [?f ...] :in $ % :where (lineage ?p ?p) [?p :player/fide ?f]] $ {R})")
add("r-lineage-all-pairs", f"(q [:find (count ?p) . :with ?c :in $ % :where (lineage ?p ?c)] $ {R})")
add("r-students-of", f"(q [:find (count ?p) . :in $ % ?c :where (lineage ?p ?c)] $ {R} {P(0)})")
add("r-students-of-bound", f"(q [:find ?c (count ?p) :in $ % ?c :where (lineage ?p ?c)] $ {R} {P(1)})")
add("r-coach-of", f"(q [:find [?f ...] :in $ % :where [?s :player/fide \"FIDE-1370\"] (lineage ?s ?c) [?c :player/fide ?f]] $ {R})")
add("r-lineage-lookup-two", f"(q [:find ?a ?b :in $ % ?a ?b :where (lineage ?a ?b)] $ {R} {P(27)} {P(1)})")
add("r-lineage-lookup-two-false", f"(q [:find ?a ?b :in $ % ?a ?b :where (lineage ?a ?b)] $ {R} {P(27)} {P(10)})")
add("r-titled", f"(q [:find (count ?p) . :in $ % :where [?p :player/fide] (titled ?p)] $ {R})")
add("r-rated-blitz", f"(q [:find (count ?p) . :in $ % :where (rated ?p :blitz)] $ {R})")
add("r-not-rated-blitz", f"(q [:find [?f ...] :in $ % :where [?p :player/fide ?f] (not (rated ?p :blitz)) [(< ?f \"FIDE-1300\")]] $ {R})")
add("r-latest-standard", f"(q [:find ?f ?v :in $ % :where (latest ?p :standard ?v) [?p :player/fide ?f] [(< ?f \"FIDE-1200\")]] $ {R})")
add("r-dominates-count", f"(q [:find (count ?b) . :in $ % :where [?a :player/fide \"FIDE-1000\"] (dominates ?a ?b)] $ {R})")
add("r-faced-pairs", f"(q [:find (count ?b) . :in $ % :where [?a :player/fide \"FIDE-1037\"] (faced ?a ?b)] $ {R})")
add("r-not-rule-underscore", f"(q [:find (count ?p) . :in $ % :where [?p :player/fide] (not (plays ?p _))] $ {R})")
add("r-inline-rule-once-var", "(q [:find (count ?p) . :in $ % :where (clubbed ?p)] $ [[(clubbed ?p) [?p :player/club ?c]] [(clubbed ?p) [?p :player/fed ?f] [?p :player/prize ?z]]])")

# ---- inputs (20)
add("i-scalar-title", "(q [:find (count ?p) . :in $ ?t :where [?p :player/titles ?t]] $ :gm)")
add("i-scalar-eco", "(q [:find [?k ...] :in $ ?e :where [?g :game/eco ?e] [?g :game/key ?k] [?g :game/round 1]] $ \"B90\")")
add("i-tuple-fed-title", "(q [:find [?f ...] :in $ [?fed ?t] :where [?p :player/fed ?fed] [?p :player/titles ?t] [?p :player/fide ?f]] $ [\"NOR\" :gm])")
add("i-coll-ecos", "(q [:find ?e (count ?g) :in $ [?e ...] :where [?g :game/eco ?e]] $ [\"B90\" \"C42\" \"Z99\"])")
add("i-coll-empty", "(q [:find ?e :in $ [?e ...] :where [?g :game/eco ?e]] $ [])")
add("i-rel-min", "(q [:find ?c (count ?p) :in $ [[?c ?min]] :where [?e :club/code ?c] [?p :player/club ?e] [?p :player/ratings ?r] [?r :rating/value ?v] [(>= ?v ?min)]] $ [[:kas 2500] [:pol 2000] [:nope 0]])")
add("i-lookup-player", f"(q [:find ?p ?n :in $ ?p :where [?p :player/name ?n]] $ {P(3)})")
add("i-lookup-player-pull", f"(q [:find ?p (pull ?p [:player/fide :player/titles]) :in $ ?p :where [?p :player/fide]] $ {P(3)})")
add("i-lookup-two", f"(q [:find ?a ?b ?r :in $ ?a ?b :where (or-join [?g ?a ?b] (and [?g :game/white ?a] [?g :game/black ?b]) (and [?g :game/white ?b] [?g :game/black ?a])) [?g :game/result ?r]] $ {P(0)} {P(8)})")
add("i-coll-lookups", f"(q [:find ?p (count ?g) :in $ [?p ...] :where [?g :game/white ?p]] $ [{P(0)} {P(5)} {P(59)}])")
add("i-game-key-lookup", "[:find ?r . :where [[:game/key [583 3 2]] :game/result ?r]]")
add("i-game-key-input", "(q [:find ?g ?r :in $ ?g :where [?g :game/result ?r]] $ [:game/key [583 3 2]])")
add("i-game-key-pattern", "[:find ?r . :where [?g :game/key [583 3 2]] [?g :game/result ?r]]")
add("i-game-key-tuple-input", "(q [:find ?r . :in $ ?k :where [?g :game/key ?k] [?g :game/result ?r]] $ [583 3 2])")
add("i-game-key-lookupref-inside", f"[:find ?r . :where [?g :game/key [{T('T-2024-OPEN')} 3 2]] [?g :game/result ?r]]")
add("i-game-key-pull", "(pull [:game/round :game/board :game/eco {:game/white [:player/fide]}] [:game/key [583 3 2]])")
add("i-two-sources-pull", "(q [:find (pull $o ?e [:club/name]) :in $ $o :where [$o ?e :club/code :dra]] $ $)")
add("i-rel-source", "(q [:find ?c ?lbl :in $ $l :where [$l ?c ?lbl] [?e :club/code ?c] [?e :club/founded ?y] [(< ?y 1950)]] $ [[:cap \"C\"] [:mor \"M\"] [:dra \"D\"] [:kas \"K\"]])")
add("i-bigdec-input", "(q [:find (count ?p) . :in $ ?lim :where [?p :player/prize ?x] [(<= ?x ?lim)]] $ 1500M)")
add("i-bigdec-input-eq", "(q [:find (count ?p) . :in $ ?x :where [?p :player/prize ?x]] $ 2500.50M)")
add("i-inst-input", '(q [:find (count ?r) . :in $ ?t :where [?r :rating/at ?at] [(< ?at ?t)]] $ #inst "2023-01-01T00:00:00.000-00:00")')
add("i-pull-pattern-input", f"(q [:find (pull ?p pat) . :in $ ?p pat] $ {P(10)} [:player/name {{:player/coached-by [:player/fide]}}])")
add("i-ident-input", "(q [:find ?e :in $ ?e :where [?e :club/code _]] $ :nope)")

# ---- pull (10)
add("p-player", f"(pull [:player/fide :player/name :player/titles :player/prize {{:player/club [:club/code]}}] {P(4)})")
add("p-player-star", f"(pull [*] {P(7)})")
add("p-ratings", f"(pull [:player/fide {{:player/ratings [:rating/kind :rating/value :rating/k]}}] {P(2)})")
add("p-coach-recursive", f"(pull [:player/fide {{:player/coached-by ...}}] {P(0)})")
add("p-coach-self", f"(pull [:player/fide {{:player/coached-by ...}}] {P(20)})")
add("p-coach-depth", f"(pull [:player/fide {{:player/coached-by 2}}] {P(50)})")
add("p-reverse-coach", f"(pull [:player/fide {{:player/_coached-by [:player/fide]}}] {P(20)})")
add("p-find-pull", "[:find (pull ?t [:tour/id :tour/fund {:tour/host [:club/name]}]) :where [?t :tour/rounds 6]]")
add("p-find-pull-default", "[:find (pull ?c [:club/code [:club/city :default \"?\"]]) :where [?c :club/founded ?y] [(> ?y 2000)]]")
add("p-reverse-limit", f"(pull [:tour/id {{[:game/_tournament :limit 2] [:game/round :game/board]}}] {T('T-2023-OPEN')})")
add("p-missing-entity", '(pull [:player/fide] [:player/fide "FIDE-0000"])')

# ---- strings / regex (11)
add("s-eco-prefix", "[:find ?e (count ?g) :where [?g :game/eco ?e] [(clojure.string/starts-with? ?e \"B\")]]")
add("s-eco-regex", "[:find [?e ...] :where [_ :game/eco ?e] [(re-matches #\"[CD][0-9]{2}\" ?e)]]")
add("s-eco-number", "[:find ?e ?n :where [_ :game/eco ?e] [(subs ?e 1) ?d] [(Long/parseLong ?d) ?n] [(> ?n 80)]]")
add("s-name-upper", "[:find ?u :where [?p :player/name ?n] [(clojure.string/upper-case ?n) ?u] [?p :player/fed \"RUS\"]]")
add("s-name-regex-group", "[:find ?n ?l :where [_ :player/name ?n] [(re-matches #\"(\\S+) (O'\\S+)\" ?n) [_ _ ?l]]]")
add("s-name-split", "[:find ?n ?w :where [_ :club/name ?n] [(clojure.string/split ?n #\" \") ?parts] [(count ?parts) ?w]]")
add("s-name-count", "[:find ?n ?k :where [_ :club/name ?n] [(count ?n) ?k]]")
add("s-name-blank", "[:find (count ?p) . :where [?p :player/name ?n] [(clojure.string/blank? ?n)]]")
add("s-name-includes", "[:find [?n ...] :where [_ :player/name ?n] [(clojure.string/includes? ?n \"中\")]]")
add("s-str-concat", "[:find ?s :where [?g :game/key ?k] [?g :game/round 1] [?g :game/board 1] [?g :game/white ?w] [?w :player/fide ?wf] [?g :game/result ?r] [(str ?wf \":\" ?r) ?s]]")
add("s-lower", "[:find ?l :where [_ :club/name ?n] [(clojure.string/lower-case ?n) ?l]]")
add("s-str-bigdec", "[:find ?s (count ?p) :where [?p :player/prize ?x] [(str ?x) ?s]]")

# ---- arithmetic (8)
add("x-prize-times-2", "[:find ?x ?y :where [_ :player/prize ?x] [(* ?x 2) ?y]]")
add("x-prize-eq-fn", "[:find (count ?p) . :where [?p :player/prize ?x] [(= ?x 1500M)]]")
add("x-prize-eqeq", "[:find (count ?p) . :where [?p :player/prize ?x] [(== ?x 1500)]]")
add("x-moves-ratio", "[:find ?m ?r :where [?g :game/moves ?m] [(< ?m 22)] [(/ ?m 4) ?r]]")
add("x-rating-diff", "[:find ?k ?d :where [?g :game/key ?k] [?g :game/round 1] [?g :game/white ?w] [?g :game/black ?b] [?w :player/ratings ?rw] [?rw :rating/kind :standard] [?rw :rating/at #inst \"2022-01-01T00:00:00.000-00:00\"] [?rw :rating/value ?x] [?b :player/ratings ?rb] [?rb :rating/kind :standard] [?rb :rating/at #inst \"2022-01-01T00:00:00.000-00:00\"] [?rb :rating/value ?y] [(- ?x ?y) ?d]]")
add("x-k-double-eq", "[:find (count ?r) . :where [?r :rating/k ?k] [(= ?k 20)]]")
add("x-k-double-eqeq", "[:find (count ?r) . :where [?r :rating/k ?k] [(== ?k 20)]]")
add("x-inst-year", "[:find ?id ?y :where [?t :tour/id ?id] [?t :tour/start ?s] [(.getTime ?s) ?ms] [(quot ?ms 31557600000) ?y]]")

# ---- many clauses (6)
def chain(v):
    return (f"[?g{v} :game/white ?w{v}] [?g{v} :game/black ?b{v}] [?w{v} :player/club ?cw{v}] [?b{v} :player/club ?cb{v}] "
            f"[?cw{v} :club/code ?kw{v}] [?cb{v} :club/code ?kb{v}] [?g{v} :game/tournament ?t{v}] [?t{v} :tour/id ?tid{v}] "
            f"[?g{v} :game/result ?res{v}] [?g{v} :game/eco ?eco{v}] [?g{v} :game/round ?rd{v}] [?w{v} :player/fide ?fw{v}] "
            f"[?b{v} :player/fide ?fb{v}] [?t{v} :tour/start ?st{v}]")
add("m-chain-once", f"[:find ?kw1 (count ?g1) :where {chain(1)}]")
add("m-chain-twice", f"[:find ?tid1 (count ?g2) :where {chain(1)} {chain(2)} [(= ?w1 ?b2)] [(= ?t1 ?t2)] [(< ?rd1 ?rd2)]]")
add("m-chain-thrice", f"[:find (count ?g1) . :where {chain(1)} {chain(2)} {chain(3)} [(= ?g1 ?g2)] [(= ?g2 ?g3)] [(= ?res1 :draw)]]")
fb = " ".join(f"[(+ ?x{j} {j % 5}) ?x{j + 1}]" for j in range(45))
add("m-45-fn-bindings", f"[:find (sum ?x45) . :with ?g :where [?g :game/moves ?x0] [(> ?x0 90)] {fb}]")
many_or = " ".join(f'[?g :game/eco "{e}"]' for e in ["B90", "C42", "D37", "E97", "A00", "B12", "C65", "D85", "E60", "A45", "B33", "C89", "Z00", "Z01"] * 3)
add("m-long-or-42", f"[:find (count ?g) . :where (or {many_or})]")
hop = " ".join(f"[?p{j} :player/coached-by ?p{j + 1}] [?p{j + 1} :player/born ?d{j + 1}]" for j in range(18))
add("m-coach-walk-18", f"[:find ?a ?z :where [?p0 :player/fide ?a] {hop} [?p18 :player/fide ?z]]")
or_pred = " ".join(f"[(= ?m {x})]" for x in range(20, 110, 3))
add("m-or-preds-30", f"[:find (count ?g) . :where [?g :game/moves ?m] (or {or_pred})]")

# ---- through with (13)
NEWG = '{:game/tournament [:tour/id "T-2025-NONE"] :game/round 1 :game/board 1 :game/white [:player/fide "FIDE-1000"] :game/black [:player/fide "FIDE-1037"] :game/result :black :game/eco "C42" :game/moves 33}'
add("w-new-game-points", f"(with [{NEWG}] (q [:find ?f (sum ?s) :with ?g :in $ % :where (pts ?g ?p ?s) [?p :player/fide ?f] [(contains? #{{\"FIDE-1000\" \"FIDE-1037\"}} ?f)]] $ {R}))")
add("w-new-game-key", f"(with [{NEWG}] [:find ?t ?r ?b :where [?g :game/eco \"C42\"] [?g :game/moves 33] [?g :game/key [?t ?r ?b]]])")
add("w-new-game-key-value", f"(with [{NEWG}] [:find ?k . :where [?g :game/moves 33] [?g :game/tournament ?t] [?t :tour/id \"T-2025-NONE\"] [?g :game/key ?k]])")
add("w-upsert-player", '(with [{:player/fide "FIDE-1000" :player/fed "SWE" :player/titles [:gm]}] [:find ?f (count ?p) :where [?p :player/fide "FIDE-1000"] [?p :player/fed ?f]])')
add("w-upsert-titles-many", '(with [{:player/fide "FIDE-1000" :player/titles [:cm]}] [:find [?t ...] :where [[:player/fide "FIDE-1000"] :player/titles ?t]])')
add("w-cas-result-ok", '(with [[:db/cas [:game/key [583 3 2]] :game/result :white :draw]] [:find ?r . :where [[:game/key [583 3 2]] :game/result ?r]])')
add("w-cas-result-fail", '(with [[:db/cas [:game/key [583 3 2]] :game/result :black :white]] [:find ?r . :where [[:game/key [583 3 2]] :game/result ?r]])')
add("w-retract-player-ratings", '(with [[:db/retractEntity [:player/fide "FIDE-1000"]]] [:find (count ?r) . :where [?r :rating/value]])')
add("w-retract-player-coach-edges", '(with [[:db/retractEntity [:player/fide "FIDE-1037"]]] [:find (count ?p) . :where [?p :player/coached-by]])')
add("w-break-cycle", f'(with [[:db/retract [:player/fide "FIDE-1074"] :player/coached-by [:player/fide "FIDE-1000"]]] (q [:find [?f ...] :in $ % :where (lineage ?p ?p) [?p :player/fide ?f]] $ {R}))')
add("w-add-rating-component", '(with [{:player/fide "FIDE-1111" :player/ratings [{:rating/kind :blitz :rating/value 3001 :rating/k 12.5}]}] [:find (max ?v) (count ?r) :where [[:player/fide "FIDE-1111"] :player/ratings ?r] [?r :rating/value ?v]])')
add("w-prize-scale", '(with [[:db/add [:player/fide "FIDE-1000"] :player/prize 0.000M]] [:find ?x . :where [[:player/fide "FIDE-1000"] :player/prize ?x]])')
add("w-game-key-conflict", '(with [{:game/tournament [:tour/id "T-2024-OPEN"] :game/round 3 :game/board 2 :game/result :black}] [:find (count ?g) . :where [?g :game/result]])')
add("w-moves-double", '(with [[:db/add [:game/key [583 3 2]] :game/moves 40.5]] [:find ?m . :where [[:game/key [583 3 2]] :game/moves ?m]])')
add("w-pull-after", '(with [[:db/add [:player/fide "FIDE-1000"] :player/titles :im] [:db/retract [:player/fide "FIDE-1000"] :player/titles :gm]] (pull [:player/titles] [:player/fide "FIDE-1000"]))')

# ---- hostile / mistaken (22)
add("z-unbound-find", "[:find ?x :where [?g :game/eco ?e]]")
add("z-unknown-fn", "[:find ?y :where [_ :player/name ?n] [(shout ?n) ?y]]")
add("z-rule-no-in", "[:find ?a :where (beat ?a ?b)]")
add("z-rule-wrong-arity", f"(q [:find ?a :in $ % :where (lineage ?a)] $ {R})")
add("z-unknown-rule", f"(q [:find ?a :in $ % :where (coachez ?a ?b)] $ {R})")
add("z-sum-strings", "[:find (sum ?n) . :where [_ :player/name ?n]]")
add("z-avg-keywords", "[:find (avg ?r) . :where [_ :game/result ?r]]")
add("z-lookup-nothing", '[:find ?n . :where [[:player/fide "FIDE-0000"] :player/name ?n]]')
add("z-lookup-non-unique", '[:find ?f . :where [[:player/name "Judit Polgár"] :player/fide ?f]]')
add("z-or-different-vars", "[:find (count ?p) . :where [?p :player/fide] (or [?p :player/titles ?t] [?p :player/fed ?f])]")
add("z-order-by-non-find", "[:find ?f :where [?p :player/fide ?f] [?p :player/prize ?x] :order-by [?x]]")
add("z-limit-zero", "[:find ?c :where [_ :club/code ?c] :limit 0]")
add("z-negative-offset", "[:find ?c :where [_ :club/code ?c] :offset -1]")
add("z-missing-input", "(q [:find ?p :in $ ?t :where [?p :player/titles ?t]] $)")
add("z-extra-input", "(q [:find ?p :in $ ?t :where [?p :player/titles ?t]] $ :gm :im)")
add("z-string-on-long", '[:find (count ?g) . :where [?g :game/moves "40"]]')
add("z-keyword-on-string", "[:find (count ?g) . :where [?g :game/eco :B90]]")
add("z-bigdec-vs-long", "[:find (count ?p) . :where [?p :player/prize ?x] [(> ?x 1000)]]")
add("z-divide-zero", "[:find ?y :where [?g :game/moves ?m] [(quot ?m 0) ?y]]")
add("z-inst-vs-number", "[:find (count ?t) . :where [?t :tour/start ?s] [(> ?s 0)]]")
add("z-with-in-find", "[:find ?p (count ?g) :with ?p :where [?g :game/white ?p]]")
add("z-nested-agg", "[:find (max (count ?g)) . :where [?g :game/white ?p]]")
add("z-bad-regex", "[:find ?e :where [_ :game/eco ?e] [(re-pattern \"[B\") ?re] [(re-find ?re ?e)]]")
add("z-self-var-count", "[:find (count ?p) . :where [?p :player/coached-by ?p]]")
add("z-retract-nothing", '(with [[:db/retractEntity [:player/fide "FIDE-0000"]]] [:find (count ?p) . :where [?p :player/fide]])')
add("z-agg-in-where", "[:find ?p :where [?g :game/white ?p] [(count ?g) ?n]]")


def main():
    names = [n for n, _ in E]
    assert len(names) == len(set(names)), [n for n in names if names.count(n) > 1]
    with open(os.path.join(HERE, "queries.edn"), "w") as f:
        for n, t in E:
            f.write(f";; @ {n}\n{t}\n\n")
    print(len(E), "entries")


main()
