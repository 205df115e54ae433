#!/usr/bin/env python3
"""Writes queries.edn of the 44th unseen parity corpus (deterministic).
Emphasis: not / not-join / or / or-join nesting, several sources, and user
mistakes around them."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def add(name, text):
    E.append((name, text.strip()))


FORK = """[[(up ?r ?u) [?r :repo/forked-from ?u]]
  [(up ?r ?u) [?r :repo/forked-from ?m] (up ?m ?u)]]"""
FOL = """[[(reach ?a ?b) [?a :user/follows ?b]]
  [(reach ?a ?b) [?a :user/follows ?m] (reach ?m ?b)]]"""
MUT = """[[(even ?a ?b) [(identity ?a) ?b]]
  [(even ?a ?b) [?a :repo/forked-from ?m] (odd ?m ?b)]
  [(odd ?a ?b) [?a :repo/forked-from ?m] (even ?m ?b)]]"""
ORR = """[[(busy ?p) [?p :pr/labels :bug]]
  [(busy ?p) [?p :pr/labels :security]]
  [(quiet ?p) (not [?p :pr/comments _])]
  [(stale ?p) [?p :pr/state ?s] (or [(= ?s :open)] [(= ?s :draft)]) (not [?p :pr/approvals _])]]"""
REL = '[["alice" :lead] ["bob" :dev] ["carol" :dev] ["zed" :ghost] ["judy" :lead] ["frank" :ops]]'
REL3 = '[["alice" "quiver" 1] ["oscar" "mono" 2] ["erin" "cyc-b" 3] ["nobody" "lens" 4] ["ivan" "mono-fork" 5]]'
SCOL = '["alice" "bob" "zed" "グレース"]'

# ---------------- basics (ordinary)
add("b-logins", "[:find ?l :where [_ :user/login ?l]]")
add("b-empty-name", '[:find ?l :where [?u :user/name ""] [?u :user/login ?l]]')
add("b-unicode-name", '[:find ?l . :where [?u :user/name "グレース"] [?u :user/login ?l]]')
add("b-emoji-name", '[:find ?l . :where [?u :user/name "Judy 🦀"] [?u :user/login ?l]]')
add("b-karma-zero", "[:find ?l :where [?u :user/karma 0] [?u :user/login ?l]]")
add("b-karma-neg", "[:find ?l ?k :where [?u :user/karma ?k] [(< ?k 0)] [?u :user/login ?l]]")
add("b-rating-zero", "[:find ?l :where [?u :user/rating 0.0] [?u :user/login ?l]]")
add("b-rating-neg", "[:find ?l :where [?u :user/rating -1.5] [?u :user/login ?l]]")
add("b-uuid", '[:find ?l . :where [?u :user/uuid #uuid "00000000-0000-4000-8000-000000000005"] [?u :user/login ?l]]')
add("b-langs-rust", "[:find [?l ...] :where [?u :user/langs :rust] [?u :user/login ?l]]")
add("b-repo-size-big", "[:find ?n :where [?r :repo/size ?s] [(> ?s 1000000)] [?r :repo/name ?n]]")
add("b-repo-size-eq", "[:find ?n :where [?r :repo/size 0N] [?r :repo/name ?n]]")
add("b-pr-states", "[:find ?s (count ?p) :where [?p :pr/state ?s]]")
add("b-pr-key", '[:find ?t . :where [?r :repo/name "quiver"] [?p :pr/key [?r 3]] [?p :pr/title ?t]]')
add("b-pr-number-zero", "[:find ?n ?t :where [?p :pr/number 0] [?p :pr/repo ?r] [?r :repo/name ?n] [?p :pr/title ?t]]")
add("b-anchor-empty-path", '[:find (count ?p) . :where [?p :pr/anchor ?a] [(untuple ?a) [?path ?line]] [(= ?path "")]]')
add("b-anchor-eq", '[:find (count ?p) . :where [?p :pr/anchor ["README.md" 1]]]')
add("b-bounds", "[:find ?b :where [_ :pr/bounds ?b]]")
add("b-comment-line-neg", "[:find (count ?c) . :where [?c :comment/line ?l] [(neg? ?l)]]")
add("b-comment-empty", '[:find (count ?c) . :where [?c :comment/body ""]]')
add("b-ci-cost-neg", "[:find ?id :where [?c :ci/cost ?x] [(< ?x 0M)] [?c :ci/id ?id]]")
add("b-ci-dur-tiny", "[:find ?id :where [?c :ci/duration ?d] [(< 0.0 ?d 0.01)] [?c :ci/id ?id]]")
add("b-ci-cost-eq", "[:find (count ?c) . :where [?c :ci/cost 1.50M]]")
add("b-inst-range", '[:find (count ?p) . :where [?p :pr/created ?t] [(< ?t #inst "2022-01-01T00:00:00.000-00:00")]]')
add("b-private", "[:find [?n ...] :where [?r :repo/private true] [?r :repo/name ?n]]")
add("b-topics", "[:find ?t (count ?r) :where [?r :repo/topics ?t]]")
add("b-email-value", '[:find ?l . :where [?u :user/email "judy@rev.example"] [?u :user/login ?l]]')
add("b-self-fork", "[:find ?n :where [?r :repo/forked-from ?r] [?r :repo/name ?n]]")
add("b-self-follow", "[:find ?l :where [?u :user/follows ?u] [?u :user/login ?l]]")
add("b-unicode-repo", '[:find ?s . :where [?r :repo/name "ℵ-repo"] [?r :repo/stars ?s]]')

# ---------------- joins / predicates / functions (ordinary)
add("j-author-repo-owner", "[:find ?l :where [?p :pr/author ?u] [?p :pr/repo ?r] [?r :repo/owner ?u] [?u :user/login ?l]]")
add("j-self-approve", "[:find ?l (count ?p) :where [?p :pr/author ?u] [?p :pr/approvals ?u] [?u :user/login ?l]]")
add("j-comment-own-pr", "[:find (count ?c) . :where [?p :pr/comments ?c] [?c :comment/author ?u] [?p :pr/author ?u]]")
add("j-ci-per-repo", "[:find ?n (sum ?d) :where [?c :ci/pr ?p] [?c :ci/duration ?d] [?p :pr/repo ?r] [?r :repo/name ?n]]")
add("j-fork-owner-langs", "[:find ?n ?lang :where [?r :repo/forked-from ?u] [?r :repo/owner ?o] [?o :user/langs ?lang] [?r :repo/name ?n]]")
add("f-str-key", '[:find ?x :where [?p :pr/repo ?r] [?r :repo/name "lens"] [?p :pr/number ?n] [(str "lens#" ?n) ?x]]')
add("f-upper-login", "[:find ?x :where [?u :user/karma 42] [?u :user/login ?l] [(clojure.string/upper-case ?l) ?x]]")
add("f-count-name", "[:find ?l ?c :where [?u :user/name ?n] [(count ?n) ?c] [?u :user/login ?l]]")
add("f-re-find", '[:find ?t :where [_ :pr/title ?t] [(re-find #"^(Fix|Revert) " ?t)]]')
add("f-untuple-anchor", "[:find ?path (max ?line) :where [_ :pr/anchor ?a] [(untuple ?a) [?path ?line]]]")
add("f-tuple-make", '[:find ?t :where [?u :user/login "alice"] [?u :user/karma ?k] [(tuple ?k "x") ?t]]')
add("f-getelse-admin", "[:find ?l ?a :where [?u :user/login ?l] [(get-else $ ?u :user/admin :unknown) ?a]]")
add("f-getelse-rating", "[:find ?l ?r :where [?u :user/login ?l] [(get-else $ ?u :user/rating -99.0) ?r]]")
add("f-getelse-fork", "[:find ?n ?f :where [?r :repo/name ?n] [(get-else $ ?r :repo/forked-from 0) ?f] [(= ?f 0)]]")
add("f-getsome", "[:find ?l ?v :where [?u :user/login ?l] [(get-some $ ?u :user/rating :user/karma) [_ ?v]]]")
add("f-missing-email", "[:find [?l ...] :where [?u :user/login ?l] [(missing? $ ?u :user/email)]]")
add("f-cost-sum-bigdec", "[:find (sum ?x) . :where [_ :ci/cost ?x]]")
add("f-dur-avg", "[:find (avg ?d) . :where [_ :ci/duration ?d]]")
add("f-inst-ms", '[:find ?ms . :where [?u :user/login "alice"] [?u :user/joined ?t] [(.getTime ?t) ?ms]]')
add("f-size-plus", '[:find ?x . :where [?r :repo/name "quiver"] [?r :repo/size ?s] [(+ ?s 1) ?x]]')
add("f-kw-name", "[:find ?x :where [_ :pr/labels ?l] [(name ?l) ?x]]")
add("f-subs-title", "[:find ?x :where [_ :pr/title ?t] [(count ?t) ?n] [(> ?n 10)] [(subs ?t 0 3) ?x]]")
add("f-mod-loc", "[:find ?m (count ?p) :where [?p :pr/loc ?l] [(mod ?l 3) ?m]]")
add("f-ground-coll", "[:find ?l :where [(ground [\"alice\" \"zed\"]) [?l ...]] [?u :user/login ?l]]")
add("f-ground-rel", "[:find ?l ?x :where [(ground [[\"bob\" 1] [\"judy\" 2]]) [[?l ?x]]] [_ :user/login ?l]]")

# ---------------- aggregates / find specs / order
add("a-count-distinct", "[:find (count-distinct ?a) . :where [_ :pr/author ?a]]")
add("a-median-loc", "[:find (median ?l) . :where [_ :pr/loc ?l]]")
add("a-variance-dur", "[:find (variance ?d) . :where [_ :ci/duration ?d]]")
add("a-stddev-karma", "[:find (stddev ?k) . :where [_ :user/karma ?k]]")
add("a-distinct-labels", "[:find (distinct ?l) . :where [_ :pr/labels ?l]]")
add("a-min-n", "[:find (min 3 ?s) . :where [_ :repo/stars ?s]]")
add("a-max-n-with", "[:find (max 3 ?k) . :with ?u :where [?u :user/karma ?k]]")
add("a-sum-with", "[:find (sum ?k) . :with ?u :where [?u :user/karma ?k]]")
add("a-sum-nowith", "[:find (sum ?k) . :where [?u :user/karma ?k]]")
add("a-count-per-state-repo", "[:find ?n ?s (count ?p) :where [?p :pr/repo ?r] [?r :repo/name ?n] [?p :pr/state ?s]]")
add("a-min-inst", "[:find (min ?t) . :where [_ :pr/created ?t]]")
add("a-max-cost", "[:find (max ?c) . :where [_ :ci/cost ?c]]")
add("a-avg-bigint", "[:find (count ?s) . :where [_ :repo/size ?s]]")
add("fs-keys", "[:find ?l ?k :keys login karma :where [?u :user/login ?l] [?u :user/karma ?k] [(> ?k 100)]]")
add("fs-strs", "[:find ?l ?k :strs l k :where [?u :user/login ?l] [?u :user/karma ?k] [(< ?k 1)]]")
add("fs-syms", "[:find ?n ?s :syms n s :where [?r :repo/name ?n] [?r :repo/stars ?s] [(> ?s 100)]]")
add("fs-tuple", '[:find [?l ?k] :where [?u :user/login "heidi"] [?u :user/login ?l] [?u :user/karma ?k]]')
add("o-order-limit", "[:find ?n ?s :where [?r :repo/name ?n] [?r :repo/stars ?s] :order-by [?s :desc ?n] :limit 4]")
add("o-order-offset", "[:find ?l ?k :where [?u :user/login ?l] [?u :user/karma ?k] :order-by [?k ?l] :offset 3 :limit 3]")

# ---------------- inputs
add("i-scalar", '(q [:find ?k . :in $ ?l :where [?u :user/login ?l] [?u :user/karma ?k]] $ "erin")')
add("i-tuple", '(q [:find ?p . :in $ [?rn ?n] :where [?r :repo/name ?rn] [?p :pr/repo ?r] [?p :pr/number ?n]] $ ["quiver" 2])')
add("i-coll", f'(q [:find ?l ?k :in $ [?l ...] :where [?u :user/login ?l] [?u :user/karma ?k]] $ {SCOL})')
add("i-rel", f'(q [:find ?l ?role :in $ [[?l ?role]] :where [?u :user/login ?l]] $ {REL})')
add("i-lookup", '(q [:find ?n . :in $ ?u :where [?u :user/name ?n]] $ [:user/login "grace"])')
add("i-lookup-uuid", '(q [:find ?l . :in $ ?u :where [?u :user/login ?l]] $ [:user/uuid #uuid "00000000-0000-4000-8000-000000000007"])')
add("i-lookup-prkey", '(q [:find ?t . :in $ ?r :where [?p :pr/key [?r 1]] [?p :pr/title ?t]] $ [:repo/name "mono"])')
add("i-pr-key-lookup", '(q [:find ?s . :in $ ?p :where [?p :pr/state ?s]] $ [:pr/key [[:repo/name "quiver"] 1]])')

# ---------------- pull
add("pl-wild-user", '(pull [*] [:user/login "bob"])')
add("pl-pr-nested", '(pull [:pr/title :pr/state {:pr/comments [:comment/body :comment/line {:comment/author [:user/login]}]}] [:pr/key [[:repo/name "lens"] 1]])')
add("pl-reverse-forks", '(pull [:repo/name {:repo/_forked-from [:repo/name]}] [:repo/name "mono"])')
add("pl-recursion-fork", '(pull [:repo/name {:repo/forked-from ...}] [:repo/name "cyc-a"])')
add("pl-recursion-self", '(pull [:repo/name {:repo/forked-from ...}] [:repo/name "selfie"])')
add("pl-follow-depth", '(pull [:user/login {:user/follows 2}] [:user/login "alice"])')
add("pl-limit-default-as", '(pull [(:user/langs :limit 1) (:user/admin :default :n-a) (:user/name :as "nm")] [:user/login "heidi"])')
add("pl-find", '[:find (pull ?u [:user/login (:user/rating :default 0.0)]) :where [?u :user/karma 42]]')
add("pl-reverse-author", '(pull [:user/login (:pr/_author :limit 2)] [:user/login "mallory"])')
add("pl-comp-wild", '[:find (pull ?c [*]) :where [?p :pr/key ?k] [?p :pr/comments ?c] [?c :comment/line 100]]')

# ---------------- with transactions
add("w-upsert-login", '(with [{:user/login "bob" :user/karma 1}] [:find ?k . :where [?u :user/login "bob"] [?u :user/karma ?k]])')
add("w-retract-label", '(with [[:db/retract [:pr/key [[:repo/name "quiver"] 2]] :pr/labels :feature]] [:find ?l :where [?p :pr/key ?k] [?p :pr/number 2] [?p :pr/repo ?r] [?r :repo/name "quiver"] [?p :pr/labels ?l]])')
add("w-cas-ok", '(with [[:db/cas [:user/login "dave"] :user/karma 42 43]] [:find ?k . :where [?u :user/login "dave"] [?u :user/karma ?k]])')
add("w-cas-bad", '(with [[:db/cas [:user/login "dave"] :user/karma 41 43]] [:find ?k . :where [?u :user/login "dave"] [?u :user/karma ?k]])')
add("w-tempid-pr", '(with [{:db/id "n" :pr/repo [:repo/name "lens"] :pr/number 99 :pr/state :open :pr/title "new"}] [:find ?t . :where [?p :pr/key ?k] [?p :pr/number 99] [?p :pr/title ?t]])')
add("w-key-upsert", '(with [{:pr/repo [:repo/name "lens"] :pr/number 1 :pr/title "upserted"} ] [:find ?t :where [?r :repo/name "lens"] [?p :pr/repo ?r] [?p :pr/title ?t]])')
add("w-retract-entity-comp", '(with [[:db/retractEntity [:pr/key [[:repo/name "lens"] 1]]]] [:find (count ?c) . :where [?c :comment/body]])')
add("w-retract-fork-not", '(with [[:db/retract [:repo/name "cyc-a"] :repo/forked-from [:repo/name "cyc-c"]]] (q [:find ?n :in $ % :where [?r :repo/name ?n] (not (up ?r ?r))] $ ' + FORK + '))')

# ---------------- NOT / NOT-JOIN / OR / OR-JOIN (ordinary)
NEG = [
 ("n-no-email", "[:find ?l :where [?u :user/login ?l] (not [?u :user/email _])]"),
 ("n-no-langs", "[:find ?l :where [?u :user/login ?l] (not [?u :user/langs])]"),
 ("n-not-rust", "[:find ?l :where [?u :user/login ?l] (not [?u :user/langs :rust])]"),
 ("n-not-two", "[:find ?l :where [?u :user/login ?l] (not [?u :user/langs :rust] [?u :user/langs :go])]"),
 ("n-not-pred", "[:find ?l :where [?u :user/karma ?k] (not [(pos? ?k)]) [?u :user/login ?l]]"),
 ("n-not-fn-bind", "[:find ?l :where [?u :user/login ?l] [?u :user/name ?n] (not [(count ?n) ?c] [(< ?c 5)])]"),
 ("n-not-join-approved", "[:find ?t :where [?p :pr/title ?t] (not-join [?p] [?p :pr/approvals ?a] [?a :user/admin true])]"),
 ("n-not-join-comment", "[:find (count ?p) . :where [?p :pr/state :merged] (not-join [?p] [?p :pr/comments ?c] [?c :comment/resolved false])]"),
 ("n-not-join-two", "[:find ?l :where [?u :user/login ?l] [?r :repo/owner ?u] (not-join [?u ?r] [?p :pr/repo ?r] [?p :pr/author ?u])]"),
 ("n-not-nested-not", "[:find ?l :where [?u :user/login ?l] (not [?u :user/langs :rust] (not [?u :user/admin true]))]"),
 ("n-not-join-nested-or", "[:find (count ?p) . :where [?p :pr/state ?s] (not-join [?p] (or [?p :pr/labels :bug] [?p :pr/labels :perf]))]"),
 ("n-or-simple", "[:find ?n :where [?r :repo/name ?n] (or [?r :repo/private true] [?r :repo/stars 0])]"),
 ("n-or-and", "[:find ?n :where [?r :repo/name ?n] (or (and [?r :repo/private false] [?r :repo/topics :db]) [?r :repo/stars -3])]"),
 ("n-or-pred", "[:find ?l :where [?u :user/karma ?k] (or [(> ?k 200)] [(< ?k 0)]) [?u :user/login ?l]]"),
 ("n-or-join-fn", "[:find ?l ?x :where [?u :user/login ?l] (or-join [?u ?x] (and [?u :user/rating ?r] [(* ?r 2) ?x]) (and (not [?u :user/rating]) [(ground -1.0) ?x]))]"),
 ("n-or-join-not", "[:find (count ?p) . :where [?p :pr/state _] (or-join [?p] [?p :pr/draft true] (not [?p :pr/loc]))]"),
 ("n-or-join-required", "[:find ?t :where [?p :pr/title ?t] [?p :pr/number 1] (or-join [[?p]] [?p :pr/labels :docs] [?p :pr/state :closed])]"),
 ("n-or-with-rule", "(q [:find (count ?p) . :in $ % :where [?p :pr/state _] (or (busy ?p) (quiet ?p))] $ " + ORR + ")"),
 ("n-not-rule", "(q [:find (count ?p) . :in $ % :where [?p :pr/state _] (not (busy ?p))] $ " + ORR + ")"),
 ("n-stale-rule", "(q [:find ?t :in $ % :where [?p :pr/title ?t] (stale ?p)] $ " + ORR + ")"),
 ("n-not-stale", "(q [:find (count ?p) . :in $ % :where [?p :pr/state :open] (not (stale ?p))] $ " + ORR + ")"),
 ("n-or-rule-not-inside", "(q [:find (count ?p) . :in $ % :where [?p :pr/state _] (or (and (busy ?p) (not [?p :pr/draft true])) [?p :pr/loc 0])] $ " + ORR + ")"),
 ("n-not-up-cycle", "(q [:find ?n :in $ % :where [?r :repo/name ?n] [?r :repo/forked-from _] (not (up ?r ?r))] $ " + FORK + ")"),
 ("n-up-cycle", "(q [:find ?n :in $ % :where [?r :repo/name ?n] (up ?r ?r)] $ " + FORK + ")"),
 ("n-reach-not-back", "(q [:find ?a ?b :in $ % :where [?x :user/login ?a] [?y :user/login ?b] (reach ?x ?y) (not (reach ?y ?x))] $ " + FOL + ")"),
 ("n-mut-even", "(q [:find ?n ?m :in $ % :where [?r :repo/name ?n] (even ?r ?x) [?x :repo/name ?m]] $ " + MUT + ")"),
 ("n-mut-not-odd", "(q [:find ?n :in $ % :where [?r :repo/name ?n] (not (odd ?r ?r))] $ " + MUT + ")"),
 ("n-or-nested-or", "[:find ?l :where [?u :user/login ?l] (or [?u :user/admin true] (or [?u :user/karma 0] [?u :user/karma 42]))]"),
 ("n-or-join-nested-not-join", "[:find ?n :where [?r :repo/name ?n] (or-join [?r] [?r :repo/stars 0] (not-join [?r] [?p :pr/repo ?r] [?p :pr/state :open]))]"),
 ("n-not-or-inside", "[:find ?n :where [?r :repo/name ?n] (not (or [?r :repo/private true] [?r :repo/topics :test]))]"),
 ("n-not-join-get-else", "[:find ?l :where [?u :user/login ?l] (not-join [?u] [(get-else $ ?u :user/admin false) ?a] [(true? ?a)])]"),
 ("n-or-getelse", "[:find ?l :where [?u :user/login ?l] (or [(get-else $ ?u :user/rating 0.0) 0.0] [?u :user/karma 0])]"),
 ("n-not-missing", "[:find ?l :where [?u :user/login ?l] (not [(missing? $ ?u :user/rating)]) (not [(missing? $ ?u :user/admin)])]"),
 ("n-or-join-tuple", "[:find ?path :where [?p :pr/anchor ?a] [(untuple ?a) [?path ?line]] (or-join [?line] [(= ?line 0)] [(> ?line 200)])]"),
 ("n-not-comp", "[:find (count ?p) . :where [?p :pr/state _] (not [?p :pr/comments ?c] [?c :comment/body \"LGTM\"])]"),
 ("n-or-inst", "[:find (count ?p) . :where [?p :pr/created ?t] (or [(< ?t #inst \"2021-01-01T00:00:00.000-00:00\")] [?p :pr/state :draft])]"),
 ("n-or-bigdec", "[:find ?id :where [?c :ci/id ?id] [?c :ci/cost ?x] (or [(= ?x 0M)] [(< ?x 0M)])]"),
 ("n-not-bigint", "[:find ?n :where [?r :repo/name ?n] (not [?r :repo/size ?s] [(> ?s 5)])]"),
 ("n-or-join-3", "[:find ?l :where [?u :user/login ?l] (or-join [?u] [?r :repo/owner ?u] [?p :pr/author ?u] [?c :comment/author ?u])]"),
 ("n-not-join-3", "[:find ?l :where [?u :user/login ?l] (not-join [?u] [?p :pr/approvals ?u]) (not-join [?u] [?c :comment/author ?u])]"),
 ("n-not-ci-fail", "[:find (count ?p) . :where [?p :pr/state :merged] (not-join [?p] [?c :ci/pr ?p] [?c :ci/ok false])]"),
 ("n-or-kw-const", "[:find ?s (count ?p) :where [?p :pr/state ?s] (or [(= ?s :open)] [(= ?s :merged)] [(= ?s :nope)])]"),
 ("n-or-join-both-bound", "[:find ?a ?b :where [?x :user/login ?a] [?y :user/login ?b] (or-join [?x ?y] [?x :user/follows ?y] [?y :user/follows ?x]) [(< ?a ?b)]]"),
 ("n-not-self-approve", "[:find (count ?p) . :where [?p :pr/author ?u] (not [?p :pr/approvals ?u])]"),
 ("n-not-fn-str", "[:find ?t :where [?p :pr/title ?t] (not [(clojure.string/includes? ?t \"e\")])]"),
 ("n-or-and-not", "[:find ?l :where [?u :user/login ?l] (or (and [?u :user/admin false] (not [?u :user/langs :rust])) [?u :user/name \"\"])]"),
 ("n-or-join-ground", "[:find ?l ?tier :where [?u :user/login ?l] [?u :user/karma ?k] (or-join [?k ?tier] (and [(>= ?k 100)] [(ground :high) ?tier]) (and [(< ?k 100)] [(ground :low) ?tier]))]"),
 ("n-not-double", "[:find ?l :where [?u :user/login ?l] [?u :user/rating ?r] (not [(== ?r 4.5)])]"),
 ("n-or-uuid", "[:find ?l :where [?u :user/login ?l] (or [?u :user/uuid #uuid \"00000000-0000-4000-8000-000000000001\"] [?u :user/uuid #uuid \"00000000-0000-4000-8000-000000000011\"])]"),
 ("n-not-join-fork-owner", "[:find ?n :where [?r :repo/name ?n] [?r :repo/forked-from ?u] (not-join [?u] [?u :repo/owner ?o] [?o :user/admin true])]"),
]
for n, q in NEG:
    add(n, q)

# ---------------- several sources (ordinary)
SRC = [
 ("s-rel-join", f"(q [:find ?l ?role ?k :in $ $2 :where [$2 ?l ?role] [?u :user/login ?l] [?u :user/karma ?k]] $ {REL})"),
 ("s-rel-only", f"(q [:find ?l :in $ $2 :where [$2 ?l :dev]] $ {REL})"),
 ("s-rel-not-in-db", f"(q [:find ?l :in $ $2 :where [$2 ?l _] (not [?u :user/login ?l])] $ {REL})"),
 ("s-db-not-in-rel", f"(q [:find ?l :in $ $2 :where [?u :user/login ?l] (not [$2 ?l _])] $ {REL})"),
 ("s-src-not", f"(q [:find ?l :in $ $2 :where [?u :user/login ?l] ($2 not [?l :lead])] $ {REL})"),
 ("s-src-not-join", f"(q [:find ?l :in $ $2 :where [?u :user/login ?l] ($2 not-join [?l] [?l ?r] [(= ?r :ghost)])] $ {REL})"),
 ("s-src-or", f"(q [:find ?l :in $ $2 :where ($2 or [?l :lead] [?l :ops])] $ {REL})"),
 ("s-src-or-join", f"(q [:find ?l :in $ $2 :where [?u :user/login ?l] ($2 or-join [?l] [?l :lead] [?l :dev])] $ {REL})"),
 ("s-or-mixed", f"(q [:find ?l :in $ $2 :where [?u :user/login ?l] (or [$2 ?l :lead] [?u :user/admin true])] $ {REL})"),
 ("s-or-join-mixed", f"(q [:find ?l :in $ $2 :where [?u :user/login ?l] (or-join [?l ?u] [$2 ?l :dev] (and [?u :user/karma ?k] [(> ?k 500)]))] $ {REL})"),
 ("s-rel3-join", f"(q [:find ?l ?rn ?x :in $ $2 :where [$2 ?l ?rn ?x] [?r :repo/name ?rn] [?r :repo/owner ?o] [?o :user/login ?l]] $ {REL3})"),
 ("s-rel3-mismatch", f"(q [:find ?l ?rn :in $ $2 :where [$2 ?l ?rn _] [?r :repo/name ?rn] (not [?r :repo/owner ?o] [?o :user/login ?l])] $ {REL3})"),
 ("s-rel3-getelse", f"(q [:find ?rn ?f :in $ $2 :where [$2 _ ?rn _] [?r :repo/name ?rn] [(get-else $ ?r :repo/forked-from :none) ?f]] $ {REL3})"),
 ("s-rel3-pull", f"(q [:find (pull ?r [:repo/name :repo/stars]) :in $ $2 :where [$2 \"oscar\" ?rn _] [?r :repo/name ?rn]] $ {REL3})"),
 ("s-rel-pred", f"(q [:find ?l ?x :in $ $2 :where [$2 ?l ?rn ?x] [(even? ?x)]] $ {REL3})"),
 ("s-two-rels", f"(q [:find ?l ?role ?rn :in $2 $3 :where [$2 ?l ?role] [$3 ?l ?rn _]] {REL} {REL3})"),
 ("s-two-rels-not", f"(q [:find ?l :in $2 $3 :where [$2 ?l _] (not [$3 ?l _ _])] {REL} {REL3})"),
 ("s-db-as-2", "(q [:find ?l :in $1 $2 :where [$2 ?u :user/karma 0] [$2 ?u :user/login ?l]] [] $)"),
 ("s-rel-rule", f"(q [:find ?a ?b :in $ $2 % :where [$2 ?a :lead] [?x :user/login ?a] (reach ?x ?y) [?y :user/login ?b]] $ {REL} {FOL})"),
 ("s-rel-count", f"(q [:find ?role (count ?l) :in $ $2 :where [$2 ?l ?role]] $ {REL})"),
 ("s-rel-or-and", f"(q [:find ?l :in $ $2 :where [$2 ?l ?role] (or (and [(= ?role :dev)] [?u :user/login ?l] [?u :user/karma ?k] [(< ?k 0)]) [(= ?role :ops)])] $ {REL})"),
 ("s-rel-not-join-db", f"(q [:find ?l :in $ $2 :where [$2 ?l ?role] (not-join [?l] [?u :user/login ?l] [?u :user/langs :rust])] $ {REL})"),
 ("s-rel-nested", f"(q [:find ?l :in $ $2 :where [?u :user/login ?l] (not (or [$2 ?l :lead] (and [$2 ?l :dev] [?u :user/admin false])))] $ {REL})"),
 ("s-rel-keys", f"(q [:find ?l ?role :keys who role :in $ $2 :where [$2 ?l ?role] [_ :user/login ?l]] $ {REL})"),
 ("s-rel-fn", f"(q [:find ?l ?s :in $ $2 :where [$2 ?l ?role] [(name ?role) ?rn] [(str ?l \"/\" ?rn) ?s]] $ {REL})"),
 ("s-rel-empty", "(q [:find ?l :in $ $2 :where [?u :user/login ?l] (not [$2 ?l _])] $ [])"),
 ("s-rel-empty-join", "(q [:find ?l :in $ $2 :where [$2 ?l _] [?u :user/login ?l]] $ [])"),
 ("s-src-not-db", f"(q [:find ?l :in $2 $ :where [$2 ?l ?role] ($ not [?u :user/login ?l])] {REL} $)"),
 ("s-rel-ident-kw", "(q [:find ?n :in $ $2 :where [$2 ?rn ?t] [?r :repo/name ?rn] [?r :repo/topics ?t] [?r :repo/name ?n]] $ [[\"quiver\" :db] [\"mono\" :rust] [\"cyc-c\" :cycle]])"),
 ("s-rel-numbers", "(q [:find ?n ?t :in $ $2 :where [$2 ?rn ?num] [?r :repo/name ?rn] [?p :pr/key [?r ?num]] [?p :pr/title ?t] [?r :repo/name ?n]] $ [[\"quiver\" 1] [\"quiver\" 40] [\"lens\" 0]])"),
 ("s-rel-bigdec", "(q [:find ?id :in $ $2 :where [$2 ?lim] [?c :ci/cost ?x] [(> ?x ?lim)] [?c :ci/id ?id]] $ [[10M]])"),
 ("s-rel-or-join-src-var", f"(q [:find ?l :in $ $2 :where [?u :user/login ?l] (or-join [?l] [$2 ?l :lead] (and [$2 ?l :dev] [(= ?l \"bob\")]))] $ {REL})"),
]
for n, q in SRC:
    add(n, q)

# ---------------- MISTAKES (about 30%)
MIS = [
 # not with all variables unbound
 ("m-not-unbound", "[:find ?l :where [?u :user/login ?l] (not [?x :user/admin true])]"),
 ("m-not-unbound-first", "[:find ?l :where (not [?u :user/admin true]) [?u :user/login ?l]]"),
 ("m-not-only", "[:find ?x :where (not [?x :user/admin true])]"),
 ("m-not-unbound-pred", "[:find ?l :where [?u :user/login ?l] (not [(> ?k 5)])]"),
 ("m-not-unbound-src", f"(q [:find ?l :in $ $2 :where [?u :user/login ?l] (not [$2 ?x :ghost])] $ {REL})"),
 ("m-not-unbound-src2", f"(q [:find ?l :in $ $2 :where [?u :user/login ?l] ($2 not [?x :lead])] $ {REL})"),
 # not-join naming a variable absent from its body
 ("m-notjoin-absent", "[:find ?l :where [?u :user/login ?l] (not-join [?u ?zz] [?u :user/admin true])]"),
 ("m-notjoin-absent-only", "[:find ?l :where [?u :user/login ?l] (not-join [?zz] [?u :user/admin true])]"),
 ("m-notjoin-unbound-var", "[:find ?l :where [?u :user/login ?l] (not-join [?x] [?x :user/admin true])]"),
 ("m-notjoin-empty-vars", "[:find ?l :where [?u :user/login ?l] (not-join [] [?x :user/admin true])]"),
 ("m-notjoin-nonvec", "[:find ?l :where [?u :user/login ?l] (not-join ?u [?u :user/admin true])]"),
 ("m-notjoin-body-empty", "[:find ?l :where [?u :user/login ?l] (not-join [?u])]"),
 # or branches binding different variables
 ("m-or-diff-vars", "[:find ?l :where [?u :user/login ?l] (or [?u :user/karma ?k] [?u :user/rating ?r])]"),
 ("m-or-diff-vars-one", "[:find ?l :where [?u :user/login ?l] (or [?u :user/admin true] [?x :user/karma 0])]"),
 ("m-or-diff-and", "[:find ?l :where [?u :user/login ?l] (or (and [?u :user/karma ?k] [(> ?k 0)]) [?u :user/admin true])]"),
 ("m-or-diff-src", f"(q [:find ?l :in $ $2 :where [?u :user/login ?l] (or [$2 ?l ?role] [?u :user/admin true])] $ {REL})"),
 ("m-or-diff-nested", "[:find ?l :where [?u :user/login ?l] (or [?u :user/admin true] (or [?u :user/karma ?k] [?u :user/karma 0]))]"),
 ("m-or-diff-not", "[:find ?l :where [?u :user/login ?l] (or [?u :user/admin true] (not [?u :user/karma ?k]))]"),
 # or-join with an empty variable vector
 ("m-orjoin-empty", "[:find ?l :where [?u :user/login ?l] (or-join [] [?x :user/admin true] [?y :user/karma 999])]"),
 ("m-orjoin-empty-only", "[:find ?l :where (or-join [] [?x :user/admin true]) [_ :user/login ?l]]"),
 ("m-orjoin-empty-false", "[:find ?l :where [?u :user/login ?l] (or-join [] [?x :user/karma 123456])]"),
 ("m-orjoin-absent", "[:find ?l :where [?u :user/login ?l] (or-join [?u ?q] [?u :user/admin true] [?u :user/karma 0])]"),
 ("m-orjoin-nonvec", "[:find ?l :where [?u :user/login ?l] (or-join ?u [?u :user/admin true])]"),
 ("m-orjoin-nobranch", "[:find ?l :where [?u :user/login ?l] (or-join [?u])]"),
 ("m-or-nobranch", "[:find ?l :where [?u :user/login ?l] (or)]"),
 ("m-orjoin-required-unbound", "[:find ?l :where (or-join [[?u]] [?u :user/admin true]) [?u :user/login ?l]]"),
 # pattern on $3 not in :in
 ("m-src3-missing", f"(q [:find ?l :in $ $2 :where [$3 ?l _]] $ {REL})"),
 ("m-src3-in-not", f"(q [:find ?l :in $ $2 :where [?u :user/login ?l] (not [$3 ?l _])] $ {REL})"),
 ("m-src3-or", f"(q [:find ?l :in $ $2 :where [?u :user/login ?l] ($3 or [?l :lead] [?l :dev])] $ {REL})"),
 ("m-src2-no-in", "[:find ?l :where [$2 ?l _]]"),
 ("m-src2-not-no-in", "[:find ?l :where [?u :user/login ?l] ($2 not [?l :x])]"),
 ("m-src-getelse-2", f"(q [:find ?l ?a :in $ $2 :where [?u :user/login ?l] [(get-else $2 ?u :user/admin :no) ?a]] $ {REL})"),
 ("m-src-missing-2", f"(q [:find ?l :in $ $2 :where [?u :user/login ?l] [(missing? $2 ?u :user/admin)]] $ {REL})"),
 # source given fewer columns than the pattern
 ("m-rel-short", "(q [:find ?l ?r ?x :in $ $2 :where [$2 ?l ?r ?x]] $ [[\"alice\" :lead] [\"bob\" :dev]])"),
 ("m-rel-short-const", "(q [:find ?l :in $ $2 :where [$2 ?l :lead 1]] $ [[\"alice\" :lead] [\"bob\" :dev]])"),
 ("m-rel-short-not", "(q [:find ?l :in $ $2 :where [?u :user/login ?l] (not [$2 ?l _ _ _])] $ [[\"alice\" :lead]])"),
 ("m-rel-ragged", "(q [:find ?l ?r :in $ $2 :where [$2 ?l ?r]] $ [[\"alice\" :lead] [\"bob\"] [\"carol\" :dev :x]])"),
 ("m-rel-scalars", "(q [:find ?l :in $ $2 :where [$2 ?l]] $ [\"alice\" \"bob\"])"),
 ("m-rel-one-col-2", "(q [:find ?l ?r :in $ $2 :where [$2 ?l ?r]] $ [[\"alice\"] [\"bob\"]])"),
 ("m-rel-long-row", "(q [:find ?l :in $ $2 :where [$2 ?l]] $ [[\"alice\" :lead] [\"bob\" :dev]])"),
 ("m-rel-map", "(q [:find ?l :in $ $2 :where [$2 ?l _]] $ {\"alice\" :lead})"),
 ("m-rel-set", "(q [:find ?l ?r :in $ $2 :where [$2 ?l ?r]] $ #{[\"alice\" :lead] [\"bob\" :dev]})"),
 ("m-rel-list-rows", "(q [:find ?l ?r :in $ $2 :where [$2 ?l ?r]] $ [(\"alice\" :lead)])"),
 ("m-rel-nil-val", "(q [:find ?l ?r :in $ $2 :where [$2 ?l ?r]] $ [[\"alice\" nil] [\"bob\" :dev]])"),
 ("m-rel-nil-match", "(q [:find ?l :in $ $2 :where [$2 ?l nil]] $ [[\"alice\" nil] [\"bob\" :dev]])"),
 # and outside or
 ("m-and-outside", "[:find ?l :where [?u :user/login ?l] (and [?u :user/admin true])]"),
 ("m-and-top", "[:find ?l :where (and [?u :user/login ?l] [?u :user/karma 0])]"),
 ("m-and-in-not", "[:find ?l :where [?u :user/login ?l] (not (and [?u :user/admin true]))]"),
 ("m-and-in-notjoin", "[:find ?l :where [?u :user/login ?l] (not-join [?u] (and [?u :user/admin true] [?u :user/karma 300]))]"),
 ("m-and-empty-or", "[:find ?l :where [?u :user/login ?l] (or (and) [?u :user/admin true])]"),
 ("m-and-src", f"(q [:find ?l :in $ $2 :where ($2 and [?l :lead])] $ {REL})"),
 # not wrapping nothing
 ("m-not-empty", "[:find ?l :where [?u :user/login ?l] (not)]"),
 ("m-not-empty-src", f"(q [:find ?l :in $ $2 :where [?u :user/login ?l] ($2 not)] $ {REL})"),
 ("m-not-nil", "[:find ?l :where [?u :user/login ?l] (not nil)]"),
 ("m-not-vector-vector", "[:find ?l :where [?u :user/login ?l] (not [[?u :user/admin true]])]"),
 ("m-not-keyword", "[:find ?l :where [?u :user/login ?l] (not :user/admin)]"),
 ("m-not-list-pattern", "[:find ?l :where [?u :user/login ?l] (not (?u :user/admin true))]"),
 ("m-or-single", "[:find ?l :where [?u :user/login ?l] (or [?u :user/admin true])]"),
 ("m-not-not", "[:find ?l :where [?u :user/login ?l] (not (not [?u :user/admin true]))]"),
 ("m-not-join-not-join", "[:find ?l :where [?u :user/login ?l] (not-join [?u] (not-join [?u] [?u :user/admin true]))]"),
 # other plausible mistakes
 ("m-not-binds-find", "[:find ?l ?k :where [?u :user/login ?l] (not [?u :user/karma ?k])]"),
 ("m-orjoin-find-inner", "[:find ?l ?k :where [?u :user/login ?l] (or-join [?u] [?u :user/karma ?k] [?u :user/admin true])]"),
 ("m-rule-not-in", "[:find ?n :where [?r :repo/name ?n] (up ?r ?x)]"),
 ("m-rule-no-percent", "(q [:find ?n :in $ :where [?r :repo/name ?n] (up ?r ?x)] $ " + FORK + ")"),
 ("m-rule-src-prefix", f"(q [:find ?n :in $ % :where [?r :repo/name ?n] ($ up ?r ?x)] $ {FORK})"),
 ("m-rule-src2", f"(q [:find ?a :in $ $2 % :where [$2 ?a _] ($2 reach ?a ?b)] $ {REL} {FOL})"),
 ("m-find-unbound", "[:find ?l ?zz :where [?u :user/login ?l]]"),
 ("m-in-dup", "(q [:find ?l :in $ ?l ?l :where [?u :user/login ?l]] $ \"bob\" \"bob\")"),
 ("m-fn-unbound", "[:find ?l :where [?u :user/login ?l] [(> ?k 3)]]"),
 ("m-or-pred-unbound", "[:find ?l :where (or [(> ?k 3)] [(< ?k 0)]) [?u :user/karma ?k] [?u :user/login ?l]]"),
 ("m-not-before-bind", "[:find ?l :where (not [?u :user/admin true]) [?u :user/login ?l] [?u :user/karma 0]]"),
 ("m-wrong-attr-type", "[:find ?l :where [?u :user/karma \"42\"] [?u :user/login ?l]]"),
 ("m-unknown-attr", "[:find ?l :where [?u :user/nick ?n] [?u :user/login ?l]]"),
 ("m-not-unknown-attr", "[:find ?l :where [?u :user/login ?l] (not [?u :user/nick _])]"),
 ("m-or-unknown-attr", "[:find ?l :where [?u :user/login ?l] (or [?u :user/nick \"x\"] [?u :user/karma 0])]"),
 ("m-getelse-nil-default", "[:find ?l ?a :where [?u :user/login ?l] [(get-else $ ?u :user/admin nil) ?a]]"),
 ("m-getelse-many", "[:find ?l ?a :where [?u :user/login ?l] [(get-else $ ?u :user/langs :none) ?a]]"),
 ("m-getelse-src-missing", "[:find ?l ?a :where [?u :user/login ?l] [(get-else ?u :user/admin false) ?a]]"),
 ("m-pull-src2", f"(q [:find (pull $2 ?l [*]) :in $ $2 :where [$2 ?l _]] $ {REL})"),
 ("m-pull-unbound", "[:find (pull ?zz [*]) :where [?u :user/login \"bob\"]]"),
 ("m-in-missing-input", f"(q [:find ?l :in $ $2 :where [$2 ?l _]] $)"),
 ("m-in-extra-input", f"(q [:find ?l :in $ :where [?u :user/login ?l]] $ {REL})"),
 ("m-src-var-as-input-scalar", "(q [:find ?l :in $ $2 :where [$2 ?l _]] $ \"alice\")"),
 ("m-src-number", "(q [:find ?l :in $ $2 :where [$2 ?l _]] $ 42)"),
 ("m-src-nil", "(q [:find ?l :in $ $2 :where [$2 ?l _]] $ nil)"),
 ("m-not-src-var", f"(q [:find ?l :in $ $2 :where [?u :user/login ?l] (not [?l ?r] [$2 ?l ?r])] $ {REL})"),
 ("m-no-default-src", f"(q [:find ?l :in $2 :where [?u :user/login ?l]] {REL})"),
 ("m-no-default-src-not", f"(q [:find ?l :in $2 :where [$2 ?l _] (not [?u :user/login ?l])] {REL})"),
 ("m-or-join-src-wrong", f"(q [:find ?l :in $ $2 :where [?u :user/login ?l] ($2 or-join [?l] [?u :user/admin true] [?l :lead])] $ {REL})"),
 ("m-not-join-rule-var", "(q [:find ?n :in $ % :where [?r :repo/name ?n] (not-join [?zz] (up ?r ?zz))] $ " + FORK + ")"),
 ("m-or-rule-diff", "(q [:find ?n :in $ % :where [?r :repo/name ?n] (or (up ?r ?x) [?r :repo/stars 0])] $ " + FORK + ")"),
 ("m-or-join-rule", "(q [:find ?n :in $ % :where [?r :repo/name ?n] (or-join [?r] (up ?r ?x) [?r :repo/stars 0])] $ " + FORK + ")"),
 ("m-limit-neg-offset", "[:find ?l :where [_ :user/login ?l] :order-by [?l] :offset -1]"),
 ("m-order-by-unknown", "[:find ?l :where [_ :user/login ?l] :order-by [?k]]"),
 ("m-keys-count", "[:find ?l ?k :keys a :where [?u :user/login ?l] [?u :user/karma ?k]]"),
 ("m-not-rule-unbound", "(q [:find (count ?p) . :in $ % :where (not (busy ?p)) [?p :pr/state _]] $ " + ORR + ")"),
 ("m-or-src-const-not-in", "[:find ?l :where [?u :user/login ?l] (or [$ ?u :user/admin true] [$2 ?u :user/admin true])]"),
 ("m-not-fn-nobind-unbound", "[:find ?l :where [?u :user/login ?l] (not [(ground 5) ?x])]"),
 ("m-not-ground", "[:find ?l :where [?u :user/login ?l] (not [(ground \"bob\") ?l])]"),
 ("m-or-join-ground-unbound", "[:find ?l ?x :where [?u :user/login ?l] (or-join [?x] [(ground 1) ?x] [(ground 2) ?x])]"),
 ("m-not-join-dup-vars", "[:find ?l :where [?u :user/login ?l] (not-join [?u ?u] [?u :user/admin true])]"),
 ("m-or-join-dup-vars", "[:find ?l :where [?u :user/login ?l] (or-join [?u ?u] [?u :user/admin true] [?u :user/karma 0])]"),
 ("m-src-in-rule-body", "(q [:find ?l :in $ $2 % :where [?u :user/login ?l] (lead? ?l)] $ " + REL + " [[(lead? ?l) [$2 ?l :lead]]])"),
 ("m-rel-const-col", "(q [:find ?r :in $ $2 :where [$2 \"alice\" ?r]] $ " + REL + ")"),
 ("m-rel-bind-twice", "(q [:find ?x :in $ $2 :where [$2 ?x ?x]] $ [[1 1] [1 2] [:a :a]])"),
 ("m-rel-tx-pos", "(q [:find ?x ?t :in $ $2 :where [$2 ?x _ _ ?t]] $ [[1 2 3 4] [5 6 7 8]])"),
 ("m-rel-5col", "(q [:find ?x ?e :in $ $2 :where [$2 ?x _ _ _ ?e]] $ [[1 2 3 4 5 6]])"),
]
for n, q in MIS:
    add(n, q)

# ---------------- deliberate errors
add("e-div0", "[:find ?x :where [?u :user/karma 0] [(/ 1 0) ?x]]")
add("e-unknown-fn", "[:find ?x :where [?u :user/karma ?k] [(frobnicate ?k) ?x]]")
add("e-unknown-agg", "[:find (frob ?k) :where [?u :user/karma ?k]]")
add("e-cas-type", '(with [[:db/cas [:user/login "bob"] :user/karma "0" 1]] [:find ?k . :where [?u :user/login "bob"] [?u :user/karma ?k]])')
add("e-unique-conflict", '(with [{:db/id "x" :user/email "bob@rev.example" :user/login "newbie"}] [:find ?l :where [?u :user/email "bob@rev.example"] [?u :user/login ?l]])')
add("e-pr-key-conflict", '(with [[:db/add [:pr/key [[:repo/name "lens"] 1]] :pr/number 0]] [:find ?t :where [?p :pr/number 0] [?p :pr/title ?t]])')
add("e-lookup-none", '(pull [*] [:user/login "zed"])')
add("e-lookup-nonunique", '(pull [*] [:user/name "Bob"])')
add("e-pull-bad", "(pull [:user/login {:user/follows}] 1)")
add("e-q-no-find", "[:where [?u :user/login ?l]]")
add("e-not-a-query", "(q 42)")
add("e-rules-bad", "(q [:find ?x :in $ % :where (r ?x)] $ [[r ?x]])")
add("e-nth-range", "[:find ?x :where [?u :user/login \"bob\"] [(nth [1 2] 5) ?x]]")
add("e-subs-range", "[:find ?x :where [?u :user/name \"Bob\"] [?u :user/name ?n] [(subs ?n 10) ?x]]")
add("e-retract-entity-missing", '(with [[:db/retractEntity [:user/login "zed"]]] [:find (count ?u) . :where [?u :user/login]])')
add("e-tuple-bad-arity", '(with [{:db/id "n" :pr/anchor ["x" 1 2]}] [:find ?a :where [_ :pr/anchor ?a]])')

# ---------------- more ordinary / with / pull mixing several sources & negation
add("w-add-follow-reach", '(with [[:db/add [:user/login "erin"] :user/follows [:user/login "alice"]]] (q [:find [?b ...] :in $ % :where [?a :user/login "erin"] (reach ?a ?x) [?x :user/login ?b]] $ ' + FOL + '))')
add("w-retract-approvals-stale", '(with [[:db/retract [:pr/key [[:repo/name "quiver"] 1]] :pr/state :open]] (q [:find ?t :in $ % :where [?r :repo/name "quiver"] [?p :pr/repo ?r] [?p :pr/title ?t] (stale ?p)] $ ' + ORR + '))')
add("w-new-user-not", '(with [{:user/login "zoe" :user/karma 1}] [:find ?l :where [?u :user/login ?l] (not [?u :user/email])])')
add("w-comp-retract-count", '(with [[:db/retractEntity [:pr/key [[:repo/name "quiver"] 4]]]] [:find (count ?p) . :where [?p :pr/comments]])')
add("w-upsert-uuid", '(with [{:user/uuid #uuid "00000000-0000-4000-8000-000000000003" :user/name "David"}] [:find ?n . :where [?u :user/login "dave"] [?u :user/name ?n]])')
add("w-fork-break-cycle-even", '(with [[:db/retract [:repo/name "cyc-b"] :repo/forked-from [:repo/name "cyc-a"]]] (q [:find ?n ?m :in $ % :where [?r :repo/name ?n] (even ?r ?x) [?x :repo/name ?m] [(not= ?r ?x)]] $ ' + MUT + '))')
add("w-label-add-or", '(with [[:db/add [:pr/key [[:repo/name "lens"] 1]] :pr/labels :security]] (q [:find (count ?p) . :in $ % :where [?p :pr/state _] (busy ?p)] $ ' + ORR + '))')
add("w-rel-after-tx", f'(with [{{:user/login "zed" :user/karma 3}}] (q [:find ?l ?k :in $ $2 :where [$2 ?l _] [?u :user/login ?l] [?u :user/karma ?k]] $ {REL}))')
add("pl-pr-wild", '(pull [* {:pr/repo [:repo/name]}] [:pr/key [[:repo/name "mono-fork2"] 1]])')
add("pl-reverse-approvals", '(pull [:user/login {(:pr/_approvals :limit 3) [:pr/number]}] [:user/login "alice"])')
add("pl-follows-rec", '(pull [:user/login {:user/follows ...}] [:user/login "oscar"])')
add("pl-rev-comp", '[:find (pull ?c [:comment/line {:pr/_comments [:pr/number]}]) :where [?c :comment/line 42]]')

# ---------------- parameterised families (mixed)
USERS = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy", "mallory", "oscar"]
REPOS = ["quiver", "quiver-fork", "lens", "cyc-a", "cyc-b", "cyc-c", "selfie", "mono", "mono-fork", "mono-fork2", "ℵ-repo"]
for u in USERS:
    add(f"fam-u-reach-{u}", f'(q [:find [?b ...] :in $ % ?l :where [?a :user/login ?l] (reach ?a ?x) [?x :user/login ?b]] $ {FOL} "{u}")')
    pass  # add(f"fam-u-notjoin-{u}", f'(q [:find (count ?p) . :in $ ?l :where [?u :user/login ?l] [?p :pr/author ?u] (not-join [?p] [?p :pr/approvals ?a] [(not= ?a ?u)])] $ "{u}")')
    add(f"fam-u-or-{u}", f'(q [:find ?t :in $ ?l :where [?u :user/login ?l] (or-join [?p ?u] [?p :pr/author ?u] (and [?p :pr/comments ?c] [?c :comment/author ?u])) [?p :pr/title ?t] (not [?p :pr/state :closed])] $ "{u}")')
    add(f"fam-u-rel-{u}", f'(q [:find ?role . :in $ $2 ?l :where [?u :user/login ?l] (or-join [?l ?role] [$2 ?l ?role] (and (not [$2 ?l _]) [(ground :none) ?role]))] $ {REL} "{u}")')
    add(f"fam-u-mis-{u}", f'(q [:find ?t :in $ ?l :where [?u :user/login ?l] (or [?p :pr/author ?u] [?p :pr/approvals ?u]) [?p :pr/title ?t]] $ "{u}")')
    add(f"fam-u-mis2-{u}", f'(q [:find ?l2 :in $ ?l :where [?u :user/login ?l] (not-join [?v] [?u :user/follows ?v]) [?w :user/login ?l2]] $ "{u}")')
for r in REPOS:
    add(f"fam-r-up-{r}", f'(q [:find [?n ...] :in $ % ?rn :where [?r :repo/name ?rn] (up ?r ?u) [?u :repo/name ?n]] $ {FORK} "{r}")')
    add(f"fam-r-open-nolabel-{r}", f'(q [:find ?num :in $ ?rn :where [?r :repo/name ?rn] [?p :pr/repo ?r] [?p :pr/number ?num] (not [?p :pr/labels _]) (or [?p :pr/state :open] [?p :pr/state :draft])] $ "{r}")')
    pass  # add(f"fam-r-ci-{r}", f'(q [:find (sum ?c) (count ?x) :in $ ?rn :where [?r :repo/name ?rn] [?p :pr/repo ?r] [?x :ci/pr ?p] [?x :ci/cost ?c] (not [?x :ci/ok false])] $ "{r}")')
    add(f"fam-r-rel3-{r}", f'(q [:find ?l :in $ $2 ?rn :where [$2 ?l ?rn _] (not-join [?rn ?l] [?r :repo/name ?rn] [?r :repo/owner ?o] [?o :user/login ?l])] $ {REL3} "{r}")')
    add(f"fam-r-mis-{r}", f'(q [:find ?num :in $ ?rn :where [?r :repo/name ?rn] [?p :pr/repo ?r] [?p :pr/number ?num] (or-join [] [?p :pr/labels :bug])] $ "{r}")')
    add(f"fam-r-mis2-{r}", f'(q [:find ?n :in $ ?rn :where [?r :repo/name ?rn] (or [?r :repo/forked-from ?f] [?r :repo/private true]) [?r :repo/stars ?n]] $ "{r}")')
for st in [":open", ":merged", ":closed", ":draft", ":gone"]:
    pass  # add(f"fam-s-count-{st[1:]}", f"(q [:find (count ?p) . :in $ ?s :where [?p :pr/state ?s] (not [?p :pr/draft true])] $ {st})")
    add(f"fam-s-or-labels-{st[1:]}", f"(q [:find ?l (count ?p) :in $ ?s :where [?p :pr/state ?s] [?p :pr/labels ?l] (or [(= ?l :bug)] [(= ?l :docs)] (and [(= ?l :perf)] [?p :pr/loc ?c] [(> ?c 100)]))] $ {st})")
    add(f"fam-s-mis-{st[1:]}", f"(q [:find (count ?p) . :in $ ?s :where [?p :pr/state ?s] (not [?q :pr/state ?s])] $ {st})")
for lab in [":bug", ":feature", ":docs", ":perf", ":security", ":wontfix"]:
    add(f"fam-l-notjoin-{lab[1:]}", f"(q [:find (count ?p) . :in $ ?lab :where [?p :pr/labels ?lab] (not-join [?p ?lab] [?p :pr/labels ?o] [(not= ?o ?lab)])] $ {lab})")
    pass  # add(f"fam-l-rel-{lab[1:]}", f"(q [:find ?who :in $ $2 ?lab :where [?p :pr/labels ?lab] [?p :pr/author ?u] [?u :user/login ?who] ($2 or-join [?who] [?who :lead] [?who :dev])] $ {REL} {lab})")

with open(os.path.join(HERE, "queries.edn"), "w") as f:
    for name, text in E:
        f.write(f";; @ {name}\n{text}\n\n")
print(len(E), "entries")
