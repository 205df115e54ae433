#!/usr/bin/env python3
"""Writes queries.edn of the unseen110 parity corpus (deterministic): music streaming,
application-style queries (one shape, many parameters), paging, pull beside
aggregates, rules with bound/free arguments, writes with `with`, hostile entries."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def add(name, text):
    E.append((name, text.strip()))


A = lambda i: f'[:artist/id "AR{i:02d}"]'
U = lambda i: f'[:user/handle "@user{i:02d}"]'
T = lambda i: f'[:track/id "TR{i:04d}"]'
INF = "[[(infl ?a ?b) [?a :artist/influenced-by ?b]] [(infl ?a ?b) [?a :artist/influenced-by ?m] (infl ?m ?b)]]"
FOL = "[[(reach ?a ?b) [?a :user/follows ?b]] [(reach ?a ?b) [?a :user/follows ?m] (reach ?m ?b)]]"
BY = "[[(by ?t ?ar) [?al :album/tracks ?t] [?al :album/artist ?ar]]]"
HEARD = ("[[(by ?t ?ar) [?al :album/tracks ?t] [?al :album/artist ?ar]]"
         " [(heard ?u ?ar) [?l :listen/user ?u] [?l :listen/track ?t] (by ?t ?ar)]]")
LONG = "[[(long-track ?t ?min) [?t :track/duration ?d] [(>= ?d ?min)]]]"

# ---- basics
add("b-artist-count", "[:find (count ?a) . :where [?a :artist/id]]")
add("b-artist-empty-name", '[:find ?i . :where [?a :artist/name ""] [?a :artist/id ?i]]')
add("b-artist-no-country", "[:find [?i ...] :where [?a :artist/id ?i] [(missing? $ ?a :artist/country)]]")
add("b-artist-genres", "[:find ?g (count ?a) :where [?a :artist/genres ?g]]")
add("b-artist-unicode", '[:find ?i . :where [?a :artist/name "坂本龍一"] [?a :artist/id ?i]]')
add("b-artist-emoji", '[:find ?n . :where [?a :artist/id "AR24"] [?a :artist/name ?n]]')
add("b-track-no-bpm", "[:find (count ?t) . :where [?t :track/id] [(missing? $ ?t :track/bpm)]]")
add("b-track-neg-gain", "[:find (count ?t) . :where [?t :track/gain ?g] [(neg? ?g)]]")
add("b-track-gain-minmax", "[:find (min ?g) (max ?g) :where [_ :track/gain ?g]]")
add("b-track-plays-big", "[:find ?i :where [?t :track/plays ?p] [(> ?p 900000)] [?t :track/id ?i]]")
add("b-track-plays-max", "[:find (max ?p) . :where [_ :track/plays ?p]]")
add("b-track-empty-title", '[:find (count ?t) . :where [?t :track/title ""]]')
add("b-track-quote-title", '[:find (count ?t) . :where [?t :track/title ?x] [(clojure.string/includes? ?x "\\"live\\"")]]')
add("b-track-loudness", "[:find ?i ?l :where [?t :track/loudness ?l] [?t :track/id ?i] [(< ?i \"TR0040\")]]")
add("b-track-loudness-const", "[:find [?i ...] :where [?t :track/loudness [-30.0 -21.5]] [?t :track/id ?i]]")
add("b-album-price-free", "[:find (count ?a) . :where [?a :album/price 0.00M]]")
add("b-album-price-sum", "[:find (sum ?p) . :where [_ :album/price ?p]]")
add("b-album-no-year", "[:find [?i ...] :where [?a :album/id ?i] [(missing? $ ?a :album/year)]]")
add("b-user-neg-balance", "[:find (count ?u) . :where [?u :user/balance ?b] [(neg? ?b)]]")
add("b-user-plans", "[:find ?p (count ?u) :where [?u :user/plan ?p]]")
add("b-user-no-plan", "[:find [?h ...] :where [?u :user/handle ?h] [(missing? $ ?u :user/plan)]]")
add("b-listen-skipped", "[:find ?s (count ?l) :where [?l :listen/skipped ?s]]")
add("b-listen-ms-sum", "[:find (sum ?m) . :where [_ :listen/ms ?m]]")
add("b-royalty-neg", "[:find (count ?r) . :where [?r :royalty/amount ?x] [(neg? ?x)]]")
add("b-royalty-month-sum", "[:find ?m (sum ?x) :where [?r :royalty/month ?m] [?r :royalty/amount ?x]]")

# ---- same shape, many parameters (scalar)
for i in (0, 3, 7, 12, 20, 22, 24, 99):
    add(f"s-albums-of/AR{i:02d}", f'(q [:find [?t ...] :in $ ?aid :where [?ar :artist/id ?aid] [?al :album/artist ?ar] [?al :album/title ?t]] $ "AR{i:02d}")')
for i in (0, 5, 17, 36, 39):
    add(f"s-listens-of/{i}", f'(q [:find (count ?l) . :in $ ?u :where [?l :listen/user ?u]] $ {U(i)})')
for y in (1970, 1981, 2000, 2024, -1):
    add(f"s-albums-since/{y}", f"(q [:find (count ?a) . :in $ ?y :where [?a :album/year ?v] [(>= ?v ?y)]] $ {y})")
for g in (":pop", ":jazz", ":kpop", ":polka"):
    add(f"s-genre/{g[1:]}", f"(q [:find [?i ...] :in $ ?g :where [?a :artist/genres ?g] [?a :artist/id ?i]] $ {g})")
for p in ("0.00M", "1.50M", "1.5M", "9.99M"):
    add(f"s-price/{p}", f"(q [:find (count ?a) . :in $ ?p :where [?a :album/price ?p]] $ {p})")
for b in (-10.0, 0.5, 3.0):
    add(f"s-gain-above/{b}", f"(q [:find (count ?t) . :in $ ?b :where [?t :track/gain ?g] [(> ?g ?b)]] $ {b!r})")

# ---- collection, tuple, relation inputs
add("i-coll-artists", f'(q [:find ?i (count ?al) :in $ [?a ...] :where [?al :album/artist ?a] [?a :artist/id ?i]] $ [{A(0)} {A(1)} {A(21)}])')
add("i-coll-handles", '(q [:find [?n ...] :in $ [?h ...] :where [?u :user/handle ?h] [?u :user/name ?n]] $ ["@user01" "@user03" "@nobody"])')
add("i-coll-empty", "(q [:find ?n :in $ [?h ...] :where [?u :user/handle ?h] [?u :user/name ?n]] $ [])")
add("i-coll-plans", "(q [:find (count ?u) . :in $ [?p ...] :where [?u :user/plan ?p]] $ [:free :student])")
add("i-tuple-range", "(q [:find (count ?t) . :in $ [?lo ?hi] :where [?t :track/duration ?d] [(<= ?lo ?d)] [(< ?d ?hi)]] $ [120 240])")
add("i-tuple-range-empty", "(q [:find (count ?t) . :in $ [?lo ?hi] :where [?t :track/duration ?d] [(<= ?lo ?d)] [(< ?d ?hi)]] $ [300 100])")
add("i-rel-user-month", '(q [:find ?h ?n :in $ [[?h ?mo]] :where [?u :user/handle ?h] [?l :listen/user ?u] [?l :listen/at ?at] [(.getMonth ?at) ?m0] [(inc ?m0) ?mo] [?l :listen/id ?n]] $ [["@user00" 1] ["@user05" 8] ["@user99" 3]])')
add("i-rel-artist-month", f'(q [:find ?m ?x :in $ [[?a ?m]] :where [?r :royalty/artist ?a] [?r :royalty/month ?m] [?r :royalty/amount ?x]] $ [[{A(0)} "2025-01"] [{A(1)} "2025-03"] [{A(5)} "2030-01"]])')
add("i-rel-empty", "(q [:find ?x :in $ [[?a ?x]] :where [?a :artist/id]] $ [])")
add("i-lookup-scalar", f"(q [:find ?n . :in $ ?a :where [?a :artist/name ?n]] $ {A(1)})")
add("i-lookup-missing", '(q [:find ?n . :in $ ?a :where [?a :artist/name ?n]] $ [:artist/id "AR77"])')
add("i-lookup-isrc", '(q [:find ?i . :in $ ?t :where [?t :track/id ?i]] $ [:track/isrc "ISRC-00097"])')
add("i-royalty-key", f'(q [:find ?x . :in $ ?k :where [?r :royalty/key ?k] [?r :royalty/amount ?x]] $ [{A(2)} "2025-01"])')

add("i-royalty-key-tuple", '(q [:find ?x . :in $ ?aid ?m :where [?a :artist/id ?aid] [(tuple ?a ?m) ?k] [?r :royalty/key ?k] [?r :royalty/amount ?x]] $ "AR02" "2025-01")')
add("i-royalty-key-tuple-none", '(q [:find ?x . :in $ ?aid ?m :where [?a :artist/id ?aid] [(tuple ?a ?m) ?k] [?r :royalty/key ?k] [?r :royalty/amount ?x]] $ "AR02" "2031-01")')

# ---- paging checked against the unpaged answer
PG = "[:find ?h ?c :where [?u :user/handle ?h] [?l :listen/user ?u] [(count ?l) ?c0] :order-by [?c :desc]]"
base = "[:find ?i ?d :where [?t :track/id ?i] [?t :track/duration ?d] [(< ?d 100)] :order-by [?d :desc ?i] "
add("o-short-all", base + "]")
for lim, off in ((5, None), (5, 5), (5, 10), (3, 100), (100, None), (1, 0)):
    name = f"o-short-l{lim}" + (f"-o{off}" if off is not None else "")
    add(name, base + f":limit {lim}" + (f" :offset {off}" if off is not None else "") + "]")
add("o-short-offset-only", base + ":offset 20]")
add("o-albums-year", "[:find ?y ?i :where [?a :album/id ?i] [?a :album/year ?y] :order-by [?y ?i] :limit 7]")
add("o-albums-year-all", "[:find ?y ?i :where [?a :album/id ?i] [?a :album/year ?y] :order-by [?y ?i]]")
add("o-users-age-desc", "[:find ?h ?a :where [?u :user/handle ?h] [?u :user/age ?a] :order-by [?a :desc ?h :asc] :limit 5 :offset 2]")
add("o-users-age-all", "[:find ?h ?a :where [?u :user/handle ?h] [?u :user/age ?a] :order-by [?a :desc ?h :asc]]")
add("o-listens-count", "[:find ?h (count ?l) :where [?l :listen/user ?u] [?u :user/handle ?h] :order-by [1 :desc 0] :limit 5]")
add("o-listens-count-all", "[:find ?h (count ?l) :where [?l :listen/user ?u] [?u :user/handle ?h] :order-by [1 :desc 0]]")
add("o-balance", "[:find ?h ?b :where [?u :user/handle ?h] [?u :user/balance ?b] :order-by [?b ?h] :limit 4]")
add("o-joined", "[:find ?h ?j :where [?u :user/handle ?h] [?u :user/joined ?j] :order-by [?j :desc] :limit 3 :offset 1]")
add("o-names-unicode", "[:find ?n :where [?a :artist/name ?n] :order-by [?n]]")
add("o-listen-at-page", "[:find ?i ?at :where [?l :listen/id ?i] [?l :listen/at ?at] [(< ?at #inst \"2025-02-01\")] :order-by [?at ?i] :limit 4 :offset 4]")
add("o-listen-at-all", "[:find ?i ?at :where [?l :listen/id ?i] [?l :listen/at ?at] [(< ?at #inst \"2025-02-01\")] :order-by [?at ?i]]")

# ---- pull beside aggregates, pull forms
add("p-artist-albums-count", "[:find (pull ?a [:artist/id :artist/name]) (count ?al) :where [?al :album/artist ?a] [?a :artist/country :is]]")
add("p-album-trackcount", "[:find (pull ?al [:album/id :album/year]) (count ?t) :where [?al :album/tracks ?t] [?al :album/id ?i] [(< ?i \"AL05\")]]")
add("p-user-listen-ms", "[:find (pull ?u [:user/handle {:user/fav-artists [:artist/id]}]) (sum ?ms) :where [?l :listen/user ?u] [?l :listen/ms ?ms] [?u :user/plan :family]]")
add("p-album-components", f'(pull [:album/id {{:album/tracks [:track/no :track/title]}}] [:album/id "AL03"])')
add("p-track-reverse", f"(pull [:track/id {{:album/_tracks [:album/id]}} {{:entry/_track [:entry/pos]}}] {T(3)})")
add("p-artist-reverse-albums", f"(pull [:artist/name {{:album/_artist [:album/id]}}] {A(14)})")
add("p-artist-recursive", f"(pull [:artist/id {{:artist/influenced-by ...}}] {A(12)})")
add("p-artist-recursive-2", f"(pull [:artist/id {{:artist/influenced-by 2}}] {A(0)})")
add("p-user-star", f"(pull [*] {U(3)})")
add("p-playlist-entries", '(pull [:playlist/name {:playlist/entries [:entry/pos {:entry/track [:track/id]}]}] [:playlist/id "PL08"])')
add("p-default", f'(pull [:artist/id [:artist/country :default :unknown]] {A(3)})')
add("p-missing-entity", '(pull [:artist/id] [:artist/id "NOPE"])')
add("p-limit-follows", f"(pull [:user/handle {{[:user/follows :limit 1] [:user/handle]}}] {U(0)})")
add("p-find-pull-coll", "[:find [(pull ?u [:user/handle :user/plan]) ...] :where [?u :user/age ?a] [(> ?a 70)]]")
add("p-royalty-tuple", f'(pull [:royalty/key :royalty/amount] [:royalty/key [{A(4)} "2025-02"]])')

# ---- rules, some arguments bound, some free
for i in (0, 1, 12, 24):
    add(f"r-influences/AR{i:02d}", f"(q [:find [?i ...] :in $ % ?a :where (infl ?a ?b) [?b :artist/id ?i]] $ {INF} {A(i)})")
    add(f"r-influenced-by/AR{i:02d}", f"(q [:find [?i ...] :in $ % ?b :where (infl ?a ?b) [?a :artist/id ?i]] $ {INF} {A(i)})")
add("r-infl-free-count", f"(q [:find (count ?a) . :in $ % :where (infl ?a ?b)] $ {INF})")
add("r-infl-cycle", f"(q [:find [?i ...] :in $ % :where (infl ?a ?a) [?a :artist/id ?i]] $ {INF})")
add("r-infl-both-bound", f"(q [:find ?x . :in $ % ?a ?b :where (infl ?a ?b) [(ground true) ?x]] $ {INF} {A(0)} {A(1)})")
for i in (0, 1, 2, 38, 39):
    add(f"r-reach/user{i}", f"(q [:find (count ?b) . :in $ % ?a :where (reach ?a ?b)] $ {FOL} {U(i)})")
add("r-reach-eid-start", f"(q [:find (count ?b) . :in $ % ?h :where [?a :user/handle ?h] (reach ?a ?b)] $ {FOL} \"@user00\")")
add("r-heard-artist", f"(q [:find [?h ...] :in $ % ?ar :where (heard ?u ?ar) [?u :user/handle ?h]] $ {HEARD} {A(0)})")
add("r-heard-user", f"(q [:find (count ?ar) . :in $ % ?u :where (heard ?u ?ar)] $ {HEARD} {U(0)})")
add("r-by-free", f"(q [:find ?i (count ?t) :in $ % :where (by ?t ?ar) [?ar :artist/id ?i]] $ {BY})")
for m in (200, 400, 1000):
    add(f"r-long-track/{m}", f"(q [:find (count ?t) . :in $ % ?m :where (long-track ?t ?m)] $ {LONG} {m})")
add("r-not-heard", f"(q [:find (count ?u) . :in $ % ?ar :where [?u :user/handle] (not (heard ?u ?ar))] $ {HEARD} {A(0)})")
add("r-fav-not-heard", f"(q [:find ?h ?i :in $ % :where [?u :user/fav-artists ?ar] (not (heard ?u ?ar)) [?u :user/handle ?h] [?ar :artist/id ?i] [(< ?h \"@user05\")]] $ {HEARD})")

# ---- joins, negation, or, functions
add("j-mutual-follow", "[:find ?a ?b :where [?x :user/follows ?y] [?y :user/follows ?x] [?x :user/handle ?a] [?y :user/handle ?b] [(< ?a ?b)]]")
add("j-playlist-own-artist", "[:find (count ?p) . :where [?p :playlist/entries ?e] [?e :entry/track ?t] [?al :album/tracks ?t] [?al :album/artist ?ar] [?p :playlist/owner ?u] [?u :user/fav-artists ?ar]]")
add("j-never-listened", "[:find (count ?t) . :where [?t :track/id] (not [_ :listen/track ?t])]")
add("j-never-in-playlist", "[:find (count ?t) . :where [?t :track/id] (not-join [?t] [?e :entry/track ?t])]")
add("j-or-plan", "[:find (count ?u) . :where [?u :user/handle] (or [?u :user/plan :premium] [?u :user/plan :family])]")
add("j-or-join-heavy", "[:find (count ?u) . :where [?u :user/handle] (or-join [?u] [?u :user/plan :premium] (and [?l :listen/user ?u] [?l :listen/ms ?m] [(> ?m 390000)]))]")
add("j-get-else-plan", "[:find ?p (count ?u) :where [?u :user/handle] [(get-else $ ?u :user/plan :none) ?p]]")
add("j-get-some", "[:find ?i ?v :where [?a :artist/id ?i] [(get-some $ ?a :artist/country :artist/formed) [?k ?v]] [(< ?i \"AR05\")]]")
add("j-playlist-last", "[:find ?i (max ?pos) :where [?p :playlist/id ?i] [?p :playlist/entries ?e] [?e :entry/pos ?pos]]")
add("j-playlist-empty", "[:find [?i ...] :where [?p :playlist/id ?i] [(missing? $ ?p :playlist/entries)]]")
add("j-listen-hour", "[:find ?h (count ?l) :where [?l :listen/at ?at] [(.getHours ?at) ?h] [(< ?h 3)]]")
add("j-isrc-prefix", "[:find (count ?t) . :where [?t :track/isrc ?x] [(clojure.string/starts-with? ?x \"ISRC-0\")]]")
add("j-title-upper", "[:find ?u . :where [?t :track/id \"TR0001\"] [?t :track/title ?x] [(clojure.string/upper-case ?x) ?u]]")
add("j-balance-total-plan", "[:find ?p (sum ?b) :where [?u :user/plan ?p] [?u :user/balance ?b]]")
add("j-balance-avg", "[:find (avg ?b) . :where [_ :user/balance ?b]]")
add("j-bpm-avg-median", "[:find (avg ?b) (median ?b) :where [_ :track/bpm ?b]]")
add("j-dur-stats", "[:find (min ?d) (max ?d) (count-distinct ?d) :where [_ :track/duration ?d]]")
add("j-with-sum", "[:find (sum ?d) . :with ?t :where [?al :album/artist [:artist/id \"AR00\"]] [?al :album/tracks ?t] [?t :track/duration ?d]]")
add("j-nowith-sum", "[:find (sum ?d) . :where [?al :album/artist [:artist/id \"AR00\"]] [?al :album/tracks ?t] [?t :track/duration ?d]]")
add("j-keys", "[:find ?h ?p :keys handle plan :where [?u :user/handle ?h] [?u :user/plan ?p] [?u :user/age 13]]")
add("j-distinct-genres", "[:find (distinct ?g) . :where [?a :artist/country :is] [?a :artist/genres ?g]]")
add("j-having-ish", "[:find ?i (count ?t) :where [?al :album/id ?i] [?al :album/tracks ?t] [(< ?i \"AL06\")]]")
add("j-royalty-total-artist", "[:find ?n (sum ?x) :where [?r :royalty/artist ?a] [?r :royalty/amount ?x] [?a :artist/name ?n] [?a :artist/country :gb]]")
add("j-instant-range", '[:find (count ?l) . :where [?l :listen/at ?at] [(>= ?at #inst "2025-06-01")] [(< ?at #inst "2025-07-01")]]')
add("j-joined-before", '[:find [?h ...] :where [?u :user/joined ?j] [(< ?j #inst "2016-01-01")] [?u :user/handle ?h]]')
add("j-explicit-false", "[:find (count ?t) . :where [?t :track/explicit false]]")
add("j-bool-missing", "[:find (count ?t) . :where [?t :track/id] [(missing? $ ?t :track/explicit)]]")
add("j-bigint-sum", "[:find (sum ?p) . :where [?t :track/plays ?p] [?t :track/no 1]]")

# ---- writes (with), each followed by a query that must see the write
W = []
W.append(("w-new-artist", '[{:artist/id "AR99" :artist/name "Новый" :artist/genres [:folk :jazz]}]', '[:find [?g ...] :where [?a :artist/id "AR99"] [?a :artist/genres ?g]]'))
W.append(("w-upsert-artist", '[{:artist/id "AR03" :artist/name "Named now"}]', '[:find ?n (count ?a) :where [?a :artist/id "AR03"] [?a :artist/name ?n]]'))
W.append(("w-add-genre", f"[[:db/add {A(7)} :artist/genres :ambient]]", f"(pull [:artist/genres] {A(7)})"))
W.append(("w-retract-genre", f"[[:db/retract {A(1)} :artist/genres :pop]]", f"(pull [:artist/genres] {A(1)})"))
W.append(("w-retract-attr", f"[[:db/retract {A(2)} :artist/genres]]", f"(pull [:artist/id :artist/genres] {A(2)})"))
W.append(("w-add-follow", f"[[:db/add {U(2)} :user/follows {U(0)}]]", f"(q [:find (count ?b) . :in $ % ?a :where (reach ?a ?b)] $ {FOL} {U(2)})"))
W.append(("w-cycle-infl", f"[[:db/add {A(3)} :artist/influenced-by {A(3)}]]", f"(q [:find [?i ...] :in $ % :where (infl ?a ?a) [?a :artist/id ?i]] $ {INF})"))
W.append(("w-new-listen", f'[{{:listen/id "LS9999" :listen/user {U(38)} :listen/track {T(0)} :listen/at #inst "2026-01-01T00:00:00.000-00:00" :listen/ms 1000}}]', f"(q [:find (count ?l) . :in $ ?u :where [?l :listen/user ?u]] $ {U(38)})"))
W.append(("w-playlist-append", '[{:db/id [:playlist/id "PL01"] :playlist/entries [{:entry/track [:track/id "TR0005"] :entry/pos 1}]}]', '[:find ?pos ?ti :where [?p :playlist/id "PL01"] [?p :playlist/entries ?e] [?e :entry/pos ?pos] [?e :entry/track ?t] [?t :track/id ?ti] :order-by [?pos]]'))
W.append(("w-retract-playlist", '[[:db/retractEntity [:playlist/id "PL08"]]]', "[:find (count ?e) . :where [?e :entry/pos]]"))
W.append(("w-retract-album-components", '[[:db/retractEntity [:album/id "AL00"]]]', "[:find (count ?t) . :where [?t :track/id]]"))
W.append(("w-retract-artist-refs", f"[[:db/retractEntity {A(0)}]]", "[:find (count ?al) . :where [?al :album/artist]]"))
W.append(("w-cas-plan", f"[[:db/cas {U(0)} :user/plan :free :premium]]", f"(pull [:user/plan] {U(0)})"))
W.append(("w-cas-stale", f"[[:db/cas {U(1)} :user/plan :free :premium]]", f"(pull [:user/plan] {U(1)})"))
W.append(("w-cas-nil", f"[[:db/cas {U(5)} :user/plan nil :free]]", f"(pull [:user/plan] {U(5)})"))
W.append(("w-balance-bigdec", f"[[:db/add {U(0)} :user/balance -0.01M]]", "[:find (count ?u) . :where [?u :user/balance ?b] [(neg? ?b)]]"))
W.append(("w-plays-bigint", f"[[:db/add {T(0)} :track/plays 12345678901234567890N]]", f"(pull [:track/plays] {T(0)})"))
W.append(("w-isrc-conflict", f'[[:db/add {T(1)} :track/isrc "ISRC-00000"]]', f"(pull [:track/isrc] {T(1)})"))
W.append(("w-isrc-new", f'[[:db/add {T(6)} :track/isrc "ISRC-NEW"]]', '(q [:find ?i . :in $ ?t :where [?t :track/id ?i]] $ [:track/isrc "ISRC-NEW"])'))
W.append(("w-royalty-upsert", f'[{{:royalty/artist {A(2)} :royalty/month "2025-01" :royalty/amount 1.00M}}]', f'[:find ?x (count ?r) :where [?r :royalty/artist {A(2)}] [?r :royalty/month "2025-01"] [?r :royalty/amount ?x]]'))
W.append(("w-royalty-new-month", f'[{{:royalty/artist {A(2)} :royalty/month "2025-04" :royalty/amount 2.50M}}]', f'(q [:find ?x . :in $ ?k :where [?r :royalty/key ?k] [?r :royalty/amount ?x]] $ [{A(2)} "2025-04"])'))
W.append(("w-tuple-write", f"[[:db/add {T(1)} :track/loudness [-1.0 -0.5]]]", "[:find [?i ...] :where [?t :track/loudness [-1.0 -0.5]] [?t :track/id ?i]]"))
W.append(("w-unicode-name", f'[[:db/add {U(3)} :user/name "💿 Ωmega"]]', "[:find ?h . :where [?u :user/name \"💿 Ωmega\"] [?u :user/handle ?h]]"))
W.append(("w-empty-string", f'[[:db/add {A(0)} :artist/name ""]]', '[:find (count ?a) . :where [?a :artist/name ""]]'))
W.append(("w-new-user-follow-tempid", '[{:db/id "n" :user/handle "@new" :user/follows [[:user/handle "@user00"]]} {:db/id "m" :user/handle "@new2" :user/follows ["n"]}]', f"(q [:find (count ?b) . :in $ % ?a :where (reach ?a ?b)] $ {FOL} [:user/handle \"@new2\"])"))
W.append(("w-retract-then-page", '[[:db/retractEntity [:track/id "TR0001"]]]', base + ":limit 5]"))
W.append(("w-instant-listen", f'[[:db/add [:listen/id "LS0000"] :listen/at #inst "1999-12-31T23:59:59.000-00:00"]]', "[:find ?i ?at :where [?l :listen/id ?i] [?l :listen/at ?at] :order-by [?at] :limit 1]"))
W.append(("w-neg-age", f"[[:db/add {U(1)} :user/age -5]]", "[:find (min ?a) . :where [_ :user/age ?a]]"))
W.append(("w-double-bpm", f"[[:db/add {T(5)} :track/bpm 1.0E-5]]", "[:find (min ?b) . :where [_ :track/bpm ?b]]"))
W.append(("w-add-then-pull-agg", f'[{{:album/id "AL99" :album/artist {A(1)} :album/tracks [{{:track/id "TRX1" :track/duration 10}} {{:track/id "TRX2" :track/duration 20}}]}}]', '[:find (pull ?al [:album/id]) (sum ?d) :where [?al :album/id "AL99"] [?al :album/tracks ?t] [?t :track/duration ?d]]'))
W.append(("w-bad-type", f'[[:db/add {U(0)} :user/age "old"]]', f"(pull [:user/age] {U(0)})"))
W.append(("w-unknown-attr-ref", f"[[:db/add {U(0)} :user/follows [:user/handle \"@ghost\"]]]", f"(pull [:user/follows] {U(0)})"))
for n, tx, qq in W:
    add(n, f"(with {tx} {qq})")

# ---- hostile / wrong (both should refuse or both answer)
add("e-unbound-pred", "[:find ?a :where [?a :artist/id] [(> ?x 3)]]")
add("e-unbound-find", "[:find ?zz :where [?a :artist/id]]")
add("e-unknown-fn", "[:find ?a :where [?a :artist/formed ?f] [(frobnicate ?f)]]")
add("e-rule-missing", "[:find ?a :where (infl ?a ?b)]")
add("e-rule-arity", f"(q [:find ?a :in $ % :where (infl ?a)] $ {INF})")
add("e-extra-input", '(q [:find ?a :in $ :where [?a :artist/id]] $ "x")')
add("e-missing-input", "(q [:find ?a :in $ ?x :where [?a :artist/formed ?x]] $)")
add("e-bad-type-scalar", '(q [:find ?a :in $ ?x :where [?a :artist/formed ?x]] $ "1950")')
add("e-missing-attr", "[:find ?a :where [?a :artist/nonexistent ?x]]")
add("e-out-of-range", "[:find ?a :where [?a :artist/formed 99999999999999999999]]")
add("e-huge-limit", "[:find ?i :where [?a :artist/id ?i] :order-by [?i] :limit 9223372036854775807 :offset 23]")
add("e-negative-offset", "[:find ?i :where [?a :artist/id ?i] :order-by [?i] :limit 2 :offset -1]")
add("e-lookup-nonunique", '(q [:find ?n . :in $ ?a :where [?a :artist/name ?n]] $ [:artist/name "Queen"])')
add("e-div-zero", "[:find ?x :where [?t :track/id \"TR0000\"] [?t :track/duration ?d] [(/ ?d 0) ?x]]")
add("e-or-unequal", "[:find ?a :where [?a :artist/id] (or [?a :artist/country ?c] [?a :artist/formed ?f])]")
add("e-not-no-shared", "[:find ?a :where [?a :artist/id] (not [?b :user/plan :free])]")
add("e-bad-aggregate", "[:find (frob ?d) :where [_ :track/duration ?d]]")
add("e-pull-bad-pattern", f"(pull [{{:artist/influenced-by}}] {A(0)})")
add("e-str-vs-long", '[:find (count ?t) . :where [?t :track/duration ?d] [(> ?d "100")]]')
add("e-in-nothing-coll", "(q [:find ?i :in $ [?g ...] :where [?a :artist/genres ?g] [?a :artist/id ?i]] $ [:nope :zilch])")
add("e-lookup-input-missing-rule", f"(q [:find (count ?b) . :in $ % ?a :where (reach ?a ?b)] $ {FOL} [:user/handle \"@ghost\"])")
add("e-with-bad-tx", "(with [[:db/add]] [:find (count ?a) . :where [?a :artist/id]])")
add("e-order-by-unknown", "[:find ?i :where [?a :artist/id ?i] :order-by [?zz]]")
add("e-limit-string", '[:find ?i :where [?a :artist/id ?i] :limit "3"]')
add("e-tuple-wrong-arity-input", "(q [:find (count ?t) . :in $ [?lo ?hi] :where [?t :track/duration ?d] [(<= ?lo ?d)] [(< ?d ?hi)]] $ [120])")

with open(os.path.join(HERE, "queries.edn"), "w") as f:
    for n, t in E:
        f.write(f";; @ {n}\n{t}\n\n")
print(len(E), "entries;", len(W), "with")
