#!/usr/bin/env python3
"""Writes queries.edn of the thirty-second unseen parity corpus (deterministic).
Emphasis: query logic and planner independence: deep nesting of or / or-join /
and / not / not-join, rules inside not and or-join, multi-body rules some
bodies using not, predicates between a branch's clauses, and the same query
written with its :where clauses (and rule bodies) in different orders
(x-NAME-orderN entries, which must agree with each other on each engine)."""
import os, itertools
HERE = os.path.dirname(os.path.abspath(__file__))
E = []
def add(name, text):
    E.append((name, text.strip()))

def orders(name, head, clauses, perms, tail="", wrap=None):
    """The same query with its :where clauses in the orders `perms`."""
    for k, p in enumerate(perms, 1):
        body = " ".join(clauses[i] for i in p)
        q = "%s :where %s%s]" % (head, body, (" " + tail) if tail else "")
        add("x-%s-order%d" % (name, k), wrap % q if wrap else q)

DEP = """[[(dep ?a ?b) [?a :job/needs ?b]]
  [(dep ?a ?b) [?a :job/needs ?m] (dep ?m ?b)]]"""
DEP_R = """[[(dep ?a ?b) (dep ?m ?b) [?a :job/needs ?m]]
  [(dep ?a ?b) [?a :job/needs ?b]]]"""
DEP_R2 = """[[(dep ?a ?b) [?a :job/needs ?m] (dep ?m ?b)]
  [(dep ?a ?b) [?a :job/needs ?b]]]"""
FORK = """[[(upstream ?r ?u) [?r :repo/forked-from ?u]]
  [(upstream ?r ?u) [?r :repo/forked-from ?m] (upstream ?m ?u)]]"""
RETRY = """[[(orig ?r ?o) [?r :run/retry-of ?o]]
  [(orig ?r ?o) [?r :run/retry-of ?m] (orig ?m ?o)]]"""
HEALTHY = """[[(healthy ?r) [?r :run/status :success] (not [?r :run/cached true])]
  [(healthy ?r) [?r :run/status :skipped]]
  [(healthy ?r) [?r :run/cached true] (not-join [?r] [?r :run/steps ?s] [?s :step/exit ?x] [(not= ?x 0)])]]"""
HEALTHY_R = """[[(healthy ?r) (not-join [?r] [?s :step/exit ?x] [?r :run/steps ?s] [(not= ?x 0)]) [?r :run/cached true]]
  [(healthy ?r) [?r :run/status :skipped]]
  [(healthy ?r) (not [?r :run/cached true]) [?r :run/status :success]]]"""
BROKEN = """[[(broken ?j) [?r :run/job ?j] [?r :run/status :failed]]
  [(broken ?j) [?j :job/flaky ?f] [(>= ?f 0.5)]]
  [(broken ?j) [?j :job/needs ?d] (broken ?d)]]"""
EVODD = """[[(even-dep ?a ?b) [(identity ?a) ?b]]
  [(even-dep ?a ?b) [?a :job/needs ?m] (odd-dep ?m ?b)]
  [(odd-dep ?a ?b) [?a :job/needs ?m] (even-dep ?m ?b)]]"""
DEPTH = """[[(depth ?j ?d) [?j :job/name _] (not [?j :job/needs _]) [(ground 0) ?d]]
  [(depth ?j ?d) [?j :job/needs ?p] (depth ?p ?d0) [(inc ?d0) ?d] [(< ?d 8)]]]"""
OWNED = """[[(owned ?x ?repo) [?x :pipeline/repo ?repo]]
  [(owned ?x ?repo) [?x :job/pipeline ?p] (owned ?p ?repo)]
  [(owned ?x ?repo) [?x :run/pipeline ?p] (owned ?p ?repo)]
  [(owned ?x ?repo) [?x :artifact/run ?r] (owned ?r ?repo)]]"""
def kq(k):
    return '"%s"' % k

# ---------------------------------------------------------------- basics
add("b-slugs", "[:find [?s ...] :where [_ :repo/slug ?s]]")
add("b-repo-count", "[:find (count ?r) . :where [?r :repo/slug]]")
add("b-pipe-count", "[:find (count ?p) . :where [?p :pipeline/name]]")
add("b-job-count", "[:find (count ?j) . :where [?j :job/key]]")
add("b-run-count", "[:find (count ?r) . :where [?r :run/uid]]")
add("b-art-count", "[:find (count ?a) . :where [?a :artifact/name]]")
add("b-step-count", "[:find (count ?s) . :where [?s :step/name]]")
add("b-runner-count", "[:find (count ?r) . :where [?r :runner/name]]")
add("b-unicode-slug", '[:find ?n . :where [?r :repo/slug "李/工具"] [?r :repo/name ?n]]')
add("b-umlaut-slug", '[:find ?n . :where [?r :repo/slug "zoë/notes"] [?r :repo/name ?n]]')
add("b-empty-name", '[:find ?s :where [?r :repo/name ""] [?r :repo/slug ?s]]')
add("b-quote-name", '[:find ?s . :where [?r :repo/name "Legacy \\"old\\""] [?r :repo/slug ?s]]')
add("b-stars-zero", "[:find ?s :where [?r :repo/stars 0] [?r :repo/slug ?s]]")
add("b-stars-neg", "[:find ?s :where [?r :repo/stars -1] [?r :repo/slug ?s]]")
add("b-private", "[:find ?s :where [?r :repo/private true] [?r :repo/slug ?s]]")
add("b-public", "[:find ?s :where [?r :repo/private false] [?r :repo/slug ?s]]")
add("b-lang-kw", "[:find ?l (count ?r) :where [?r :repo/lang ?l]]")
add("b-labels", "[:find ?l (count ?r) :where [?r :repo/labels ?l]]")
add("b-label-empty", '[:find ?s :where [?r :repo/labels ""] [?r :repo/slug ?s]]')
add("b-label-accent", '[:find ?s :where [?r :repo/labels "légacy"] [?r :repo/slug ?s]]')
add("b-label-case", '[:find ?s :where [?r :repo/labels "Backend"] [?r :repo/slug ?s]]')
add("b-uid", '[:find ?s . :where [?r :repo/uid #uuid "00000001-0000-4000-8000-000000000004"] [?r :repo/slug ?s]]')
add("b-created-inst", '[:find ?s :where [?r :repo/created #inst "2015-01-01T00:00:00.000-00:00"] [?r :repo/slug ?s]]')
add("b-triggers", "[:find ?t (count ?p) :where [?p :pipeline/trigger ?t]]")
add("b-webhook-uv", '[:find ?n . :where [?p :pipeline/webhook "https://hooks.example/3"] [?p :pipeline/name ?n]]')
add("b-pipe-check", '[:find ?p . :where [?p :pipeline/name "ci ✓"]]')
add("b-statuses", "[:find ?s (count ?r) :where [?r :run/status ?s]]")
add("b-cost-zero", "[:find (count ?r) . :where [?r :run/cost 0.00M]]")
add("b-cost-zero-scale", "[:find (count ?r) . :where [?r :run/cost 0M]]")
add("b-cost-neg", "[:find (count ?r) . :where [?r :run/cost -0.50M]]")
add("b-cost-100", "[:find (count ?r) . :where [?r :run/cost 100M]]")
add("b-duration-zero", "[:find (count ?r) . :where [?r :run/duration 0.0]]")
add("b-duration-tiny", "[:find (count ?r) . :where [?r :run/duration 0.001]]")
add("b-branch-empty", '[:find (count ?r) . :where [?r :run/branch ""]]')
add("b-branch-unicode", '[:find (count ?r) . :where [?r :run/branch "feature/ü"]]')
add("b-version-tuple", "[:find (count ?r) . :where [?r :run/version [1 0 0]]]")
add("b-versions-all", "[:find ?v :where [_ :run/version ?v]]")
add("b-env-all", "[:find ?e :where [_ :run/env ?e]]")
add("b-env-const", '[:find (count ?r) . :where [?r :run/env [:prod "eu-west" 1]]]')
add("b-env-cyr", '[:find ?n :where [?r :run/env [:staging "ап-юг" 3]] [?r :run/number ?n]]')
add("b-number-neg", "[:find ?n :where [?r :run/number ?n] [(< ?n 0)]]")
add("b-composite-all-count", "[:find (count ?k) . :where [_ :run/pipeline+number ?k]]")
add("b-step-exit-neg", "[:find (count ?s) . :where [?s :step/exit -1]]")
add("b-step-137", "[:find ?n (count ?s) :where [?s :step/exit 137] [?s :step/name ?n]]")
add("b-art-kinds", "[:find ?k (count ?a) :where [?a :artifact/kind ?k]]")
add("b-job-names", "[:find ?n (count ?j) :where [?j :job/name ?n]]")
add("b-job-tags", "[:find ?t (count ?j) :where [?j :job/tags ?t]]")
add("b-images", "[:find ?i (count ?j) :where [?j :job/image ?i]]")
add("b-timeout-neg", "[:find ?k :where [?j :job/timeout -1] [?j :job/key ?k]]")
add("b-optional", "[:find ?o (count ?j) :where [?j :job/optional ?o]]")
add("b-runner-os", "[:find ?o (count ?r) :where [?r :runner/os ?o]]")
add("b-runner-tags", "[:find ?t (count ?r) :where [?r :runner/tags ?t]]")
add("b-self-fork", "[:find ?s :where [?r :repo/forked-from ?r] [?r :repo/slug ?s]]")
add("b-self-need", "[:find ?k :where [?j :job/needs ?j] [?j :job/key ?k]]")
add("b-flaky-one", "[:find ?k :where [?j :job/flaky 1.0] [?j :job/key ?k]]")

# ---------------------------------------------------------------- joins
add("j-job-repo", '[:find ?k ?s :where [?j :job/key ?k] [?j :job/name "deploy"] [?j :job/pipeline ?p] [?p :pipeline/repo ?r] [?r :repo/slug ?s]]')
add("j-run-repo-count", "[:find ?s (count ?run) :where [?run :run/pipeline ?p] [?p :pipeline/repo ?r] [?r :repo/slug ?s]]")
add("j-art-repo", "[:find ?s (count ?a) :where [?a :artifact/run ?run] [?run :run/pipeline ?p] [?p :pipeline/repo ?r] [?r :repo/slug ?s]]")
add("j-fork-names", "[:find ?a ?b :where [?x :repo/forked-from ?y] [?x :repo/slug ?a] [?y :repo/slug ?b]]")
add("j-needs-names", '[:find ?a ?b :where [?x :job/needs ?y] [?x :job/key ?a] [?y :job/key ?b] [(clojure.string/starts-with? ?a "acme/api/")]]')
add("j-cross-pipeline", "[:find ?a ?b :where [?x :job/needs ?y] [?x :job/pipeline ?p] [?y :job/pipeline ?q] [(not= ?p ?q)] [?x :job/key ?a] [?y :job/key ?b]]")
add("j-run-job-other-pipe", "[:find (count ?r) . :where [?r :run/job ?j] [?j :job/pipeline ?p] [?r :run/pipeline ?p]]")
add("j-retry-pairs", "[:find ?n1 ?n2 :where [?r :run/retry-of ?o] [?r :run/number ?n1] [?o :run/number ?n2] [?r :run/pipeline ?p] [?p :pipeline/name \"release\"]]")
add("j-runner-repo", "[:find ?s ?n :where [?r :repo/runners ?x] [?x :runner/name ?n] [?r :repo/slug ?s] [?x :runner/os :linux]]")
add("j-same-commit-prefix", '[:find (count ?r) . :where [?r :run/commit ?c] [(subs ?c 0 1) ?h] [(= ?h "0")]]')
add("j-steps-of-failed", "[:find ?n (count ?s) :where [?r :run/status :failed] [?r :run/steps ?s] [?s :step/name ?n]]")
add("j-two-attr-same-var", "[:find ?s :where [?r :repo/slug ?s] [?r :repo/name ?s]]")

# ---------------------------------------------------------------- predicates
add("p-long-dur", "[:find (count ?r) . :where [?r :run/duration ?d] [(> ?d 60.0)]]")
add("p-dur-range", "[:find ?d :where [_ :run/duration ?d] [(<= 10 ?d 400)]]")
add("p-cost-gt", "[:find (count ?r) . :where [?r :run/cost ?c] [(> ?c 1.00M)]]")
add("p-cost-neg", "[:find ?c :where [_ :run/cost ?c] [(neg? ?c)]]")
add("p-cost-zero?", "[:find (count ?r) . :where [?r :run/cost ?c] [(zero? ?c)]]")
add("p-stars-pos", "[:find ?s :where [?r :repo/stars ?n] [(pos? ?n)] [?r :repo/slug ?s]]")
add("p-started-after", '[:find (count ?r) . :where [?r :run/started ?t] [(> ?t #inst "2026-10-05T00:00:00.000-00:00")]]')
add("p-ended-before-started", "[:find (count ?r) . :where [?r :run/started ?s] [?r :run/ended ?e] [(< ?e ?s)]]")
add("p-ended-eq-started", "[:find (count ?r) . :where [?r :run/started ?s] [?r :run/ended ?e] [(= ?e ?s)]]")
add("p-flaky-range", "[:find ?f (count ?j) :where [?j :job/flaky ?f] [(< 0.0 ?f 1.0)]]")
add("p-not=-kw", "[:find (count ?r) . :where [?r :run/status ?s] [(not= ?s :success)]]")
add("p-kw-cmp", "[:find ?s :where [_ :run/status ?s] [(compare ?s :m) ?c] [(neg? ?c)]]")
add("p-str-cmp", '[:find ?s :where [_ :repo/slug ?s] [(> ?s "acme/m")]]')
add("p-uuid-cmp", '[:find (count ?r) . :where [?r :run/uid ?u] [(> ?u #uuid "00000007-0000-4000-8000-000000000050")]]')
add("p-version-cmp", "[:find ?v :where [_ :run/version ?v] [(> ?v [2 3 0])]]")
add("p-even-number", "[:find (count ?r) . :where [?r :run/number ?n] [(even? ?n)]]")
add("p-odd-neg", "[:find ?n :where [_ :run/number ?n] [(odd? ?n)] [(< ?n 1)]]")
add("p-timeout-zero", "[:find ?k :where [?j :job/timeout 0] [?j :job/key ?k] [(clojure.string/ends-with? ?k \"build\")]]")
add("p-bigint-pos", "[:find (count ?a) . :where [?a :artifact/size ?s] [(pos? ?s)]]")
add("p-bigint-zero", "[:find (count ?a) . :where [?a :artifact/size ?s] [(zero? ?s)]]")
add("p-regex-slug", '[:find ?s :where [_ :repo/slug ?s] [(re-find #"^acme/[a-z]+$" ?s)]]')
add("p-regex-commit", '[:find (count ?r) . :where [?r :run/commit ?c] [(re-matches #"[0-9]+" ?c)]]')
add("p-regex-img", '[:find ?i :where [_ :job/image ?i] [(re-find #":\\d+$" ?i)]]')
add("p-inst-ms", "[:find (count ?r) . :where [?r :run/started ?t] [(.getTime ?t) ?ms] [(= 0 (mod ?ms 1000))]]")

# ---------------------------------------------------------------- functions
add("f-dur-min", "[:find ?d ?m :where [_ :run/duration ?d] [(/ ?d 60.0) ?m]]")
add("f-dur-quot", "[:find ?d ?q :where [_ :run/duration ?d] [(quot ?d 60) ?q]]")
add("f-cost-x2", "[:find ?c ?x :where [_ :run/cost ?c] [(* ?c 2) ?x]]")
add("f-cost-plus", "[:find ?x :where [_ :run/cost ?c] [(+ ?c 0.005M) ?x]]")
add("f-cost-str", "[:find ?s :where [_ :run/cost ?c] [(str ?c) ?s]]")
add("f-size-inc", "[:find ?x :where [_ :artifact/size ?s] [(inc ?s) ?x]]")
add("f-size-str", "[:find ?x :where [_ :artifact/size ?s] [(str ?s) ?x]]")
add("f-ms-diff", "[:find ?n ?ms :where [?r :run/started ?s] [?r :run/ended ?e] [?r :run/number ?n] [?r :run/pipeline ?p] [?p :pipeline/name \"release\"] [(.getTime ?s) ?a] [(.getTime ?e) ?b] [(- ?b ?a) ?ms]]")
add("f-ms-vs-dur", "[:find (count ?r) . :where [?r :run/started ?s] [?r :run/ended ?e] [?r :run/duration ?d] [(.getTime ?s) ?a] [(.getTime ?e) ?b] [(- ?b ?a) ?ms] [(* ?d 1000) ?dm] [(long ?dm) ?dl] [(not= ?ms ?dl)]]")
add("f-slug-split", '[:find ?o (count ?r) :where [?r :repo/slug ?s] [(clojure.string/split ?s #"/") [?o ?n]]]')
add("f-slug-owner-index", '[:find ?s ?i :where [_ :repo/slug ?s] [(clojure.string/index-of ?s "/") ?i]]')
add("f-key-last", '[:find ?k ?x :where [?j :job/key ?k] [?j :job/name "lint"] [(clojure.string/last-index-of ?k "/") ?i] [(subs ?k ?i) ?x]]')
add("f-upper-name", "[:find ?u :where [_ :repo/name ?n] [(clojure.string/upper-case ?n) ?u]]")
add("f-count-name", "[:find ?n ?c :where [_ :repo/name ?n] [(count ?n) ?c]]")
add("f-kw-name", "[:find ?n :where [_ :run/status ?s] [(name ?s) ?n]]")
add("f-kw-ns", "[:find ?n :where [_ :job/tags ?s] [(namespace ?s) ?n]]")
add("f-keyword-make", '[:find ?k :where [_ :job/name ?n] [(keyword "job" ?n) ?k]]')
add("f-str-concat", '[:find ?x :where [?r :repo/slug ?s] [?r :repo/stars ?n] [(str ?s "#" ?n) ?x]]')
add("f-format", '[:find ?x :where [?r :run/duration ?d] [(format "%.1f s" ?d) ?x]]')
add("f-format-cost", '[:find ?x :where [_ :run/cost ?c] [(format "$%s" ?c) ?x]]')
add("f-get-else-private", "[:find ?s ?p :where [?r :repo/slug ?s] [(get-else $ ?r :repo/private :unknown) ?p]]")
add("f-get-else-lang", "[:find ?s ?l :where [?r :repo/slug ?s] [(get-else $ ?r :repo/lang :none) ?l]]")
add("f-get-some", "[:find ?k ?a ?v :where [?j :job/key ?k] [(get-some $ ?j :job/flaky :job/timeout) [?a ?v]] [(clojure.string/starts-with? ?k \"acme/web\")]]")
add("f-missing-timeout", "[:find ?k :where [?j :job/key ?k] [(missing? $ ?j :job/timeout)]]")
add("f-missing-cost", "[:find ?s (count ?r) :where [?r :run/status ?s] [(missing? $ ?r :run/cost)]]")
add("f-untuple-version", "[:find ?maj (count ?r) :where [?r :run/version ?v] [(untuple ?v) [?maj ?min ?pat]]]")
add("f-untuple-env", "[:find ?reg :where [_ :run/env ?e] [(untuple ?e) [_ ?reg _]]]")
add("f-nth-env", "[:find ?x :where [_ :run/env ?e] [(nth ?e 2) ?x]]")
add("f-tuple-make", "[:find ?t :where [?r :run/number ?n] [?r :run/status :failed] [(tuple ?n :failed) ?t]]")
add("f-composite-untuple", "[:find ?n :where [_ :run/pipeline+number ?k] [(untuple ?k) [?p ?n]] [(< ?n 0)]]")
add("f-composite-get", "[:find (count ?r) . :where [?r :run/pipeline+number ?k] [?r :run/pipeline ?p] [?r :run/number ?n] [(tuple ?p ?n) ?k2] [(= ?k ?k2)]]")
add("f-ground-coll", "[:find ?s :where [(ground [:failed :cancelled]) [?s ...]] [_ :run/status ?s]]")
add("f-ground-rel", "[:find ?s ?label :where [(ground [[:failed \"red\"] [:success \"green\"] [:nope \"x\"]]) [[?s ?label]]] [_ :run/status ?s]]")
add("f-identity-kw", "[:find ?x . :where [(identity :a/b) ?x]]")
add("f-max-fn", "[:find ?x :where [?r :run/duration ?d] [?r :run/status :failed] [(max ?d 100.0) ?x]]")
add("f-min-fn-mixed", "[:find ?x :where [?j :job/timeout ?t] [(min ?t 100) ?x]]")
add("f-abs-number", "[:find ?x :where [_ :run/number ?n] [(abs ?n) ?x]]")
add("f-rem-neg", "[:find ?n ?x :where [_ :run/number ?n] [(rem ?n 3) ?x] [(< ?n 0)]]")
add("f-mod-neg", "[:find ?n ?x :where [_ :run/number ?n] [(mod ?n 3) ?x] [(< ?n 0)]]")
add("f-double-long", "[:find ?x :where [_ :run/duration ?d] [(long ?d) ?x]]")
add("f-bigdec-double", "[:find ?x :where [_ :run/cost ?c] [(double ?c) ?x]]")
add("f-compare-kw", "[:find ?a ?b ?c :where [(ground [:a :b]) [?a ?b]] [(compare ?a ?b) ?c]]")
add("f-str-nil", "[:find ?x . :where [(str nil \"a\" nil) ?x]]")
add("f-subs-unicode", '[:find ?x :where [?r :repo/slug ?s] [(clojure.string/includes? ?s "/")] [(count ?s) ?c] [(> ?c 3)] [(subs ?s 0 3) ?x]]')
add("f-replace-regex", '[:find ?x :where [_ :repo/slug ?s] [(clojure.string/replace ?s #"[aeiou]" "_") ?x]]')
add("f-join-labels", '[:find ?s ?x :where [?r :repo/slug ?s] [(ground ", ") ?sep] [(clojure.string/join ?sep [?s "x"]) ?x]]')
add("f-reverse", "[:find ?x :where [_ :runner/name ?n] [(clojure.string/reverse ?n) ?x]]")
add("f-capitalize", "[:find ?x :where [_ :job/name ?n] [(clojure.string/capitalize ?n) ?x]]")
add("f-blank-image", "[:find (count ?j) . :where [?j :job/image ?i] [(clojure.string/blank? ?i)]]")
add("f-inst-str", "[:find ?x :where [?r :repo/slug \"acme/api\"] [?r :repo/created ?t] [(str ?t) ?x]]")
add("f-uuid-str", "[:find ?x :where [?r :repo/slug \"acme/web\"] [?r :repo/uid ?u] [(str ?u) ?x]]")
add("f-inc-bigint-huge", "[:find ?x :where [_ :artifact/size ?s] [(> ?s 1000000000000N)] [(* ?s 2) ?x]]")
add("f-boolean-not", "[:find ?s ?x :where [?r :repo/slug ?s] [?r :repo/private ?p] [(not ?p) ?x]]")
add("f-vector-fn", "[:find ?x :where [?r :repo/stars ?n] [(vector ?n :s) ?x] [(> ?n 100)]]")
add("f-hash-map", "[:find ?x :where [?r :repo/stars ?n] [(> ?n 1000)] [(hash-map :n ?n) ?x]]")
add("f-list-count", "[:find ?x . :where [(list 1 2 3) ?l] [(count ?l) ?x]]")
add("f-contains-set", "[:find ?s :where [_ :run/status ?s] [(contains? #{:failed :skipped} ?s)]]")
add("f-set-fn", "[:find ?s :where [_ :run/status ?s] [(#{:failed :running} ?s)]]")
add("f-double-nan", "[:find ?x . :where [(/ 0.0 0.0) ?n] [(Double/isNaN ?n) ?x]]")
add("f-long-div-zero", "[:find ?x . :where [(quot 7 -2) ?x]]")
add("f-ratio", "[:find ?x . :where [(/ 6 4) ?x]]")

# ---------------------------------------------------------------- not / or basics
add("n-no-runs", "[:find ?n :where [?p :pipeline/name ?n] (not [_ :run/pipeline ?p])]")
add("n-no-runs-count", "[:find (count ?p) . :where [?p :pipeline/name] (not-join [?p] [?r :run/pipeline ?p])]")
add("n-no-artifacts-success", "[:find (count ?r) . :where [?r :run/status :success] (not [_ :artifact/run ?r])]")
add("n-no-labels", "[:find ?s :where [?r :repo/slug ?s] (not [?r :repo/labels])]")
add("n-no-steps-failing", "[:find (count ?r) . :where [?r :run/steps] (not-join [?r] [?r :run/steps ?s] [?s :step/exit ?x] [(not= 0 ?x)])]")
add("n-job-not-needed", "[:find ?k :where [?j :job/key ?k] (not [_ :job/needs ?j]) [?j :job/name \"checkout\"]]")
add("n-not-two", "[:find (count ?r) . :where [?r :run/uid] (not [?r :run/status :success]) (not [?r :run/status :failed])]")
add("o-status-or", "[:find (count ?r) . :where (or [?r :run/status :failed] [?r :run/status :cancelled])]")
add("o-or-and", "[:find (count ?r) . :where [?r :run/status ?s] (or (and [(= ?s :success)] [?r :run/cached true]) [(= ?s :failed)])]")
add("o-or-join-runner", "[:find ?s :where [?r :repo/slug ?s] (or-join [?r] (and [?r :repo/runners ?x] [?x :runner/os :macos]) [?r :repo/private true])]")
add("o-or-missing", "[:find ?s :where [?r :repo/slug ?s] (or [?r :repo/lang :rust] [(missing? $ ?r :repo/lang)])]")

# ---------------------------------------------------------------- deep nesting (3-4 levels)
add("d-not-or-and", """[:find ?k :where [?j :job/key ?k] [?j :job/pipeline ?p]
  (not (or (and [?j :job/timeout ?t] [(> ?t 100)])
           (and [?j :job/flaky ?f] (not [(< ?f 0.2)]))))
  [?p :pipeline/trigger :push]]""")
add("d-or-not-join", """[:find ?k :where [?j :job/key ?k]
  (or-join [?j]
    (and [?j :job/name "deploy"] (not-join [?j] [?r :run/job ?j] [?r :run/status :success]))
    (and [?j :job/name "test"] (not [?j :job/tags :fast]) (not [?j :job/tags :slow])))]""")
add("d-not-not", "[:find ?s :where [?r :repo/slug ?s] (not (not [?r :repo/private true]))]")
add("d-not-not-not", "[:find ?s :where [?r :repo/slug ?s] (not (not (not [?r :repo/private true])))]")
add("d-not-join-or-and-not", """[:find ?n :where [?p :pipeline/name ?n] [?p :pipeline/repo ?repo]
  (not-join [?p]
    [?r :run/pipeline ?p]
    (or (and [?r :run/status :failed] (not [?r :run/cached true]))
        (and [?r :run/status :cancelled] [?r :run/duration ?d] [(> ?d 100.0)])))
  [?repo :repo/private false]]""")
add("d-four-level", """[:find ?s :where [?repo :repo/slug ?s]
  (or-join [?repo]
    (and [?p :pipeline/repo ?repo]
         (not-join [?p]
           [?r :run/pipeline ?p]
           (or (and [?r :run/status :failed] (not [?r :run/cached false]))
               [?r :run/status :running])))
    (and [?repo :repo/stars ?n] [(< ?n 1)]))]""")
add("d-four-level-count", """[:find (count ?repo) . :where [?repo :repo/slug ?s]
  (not (or-join [?repo]
    (and [?p :pipeline/repo ?repo]
         (not-join [?p] [?r :run/pipeline ?p] (or [?r :run/status :success] (and [?r :run/status :skipped] (not [?r :run/cached true])))))
    [?repo :repo/private true]))]""")
add("d-or-in-not-in-or", """[:find (count ?r) . :where [?r :run/status ?st]
  (or (and [(= ?st :success)] (not (or [?r :run/branch "main"] [?r :run/branch ""])))
      (and [(= ?st :failed)] (not (and [?r :run/cached ?c] [(true? ?c)]))))]""")
add("d-and-chain", """[:find ?k :where [?j :job/key ?k]
  (or (and [?j :job/name "test"] (and [?j :job/flaky ?f] (and [(> ?f 0.1)] [(< ?f 0.6)])))
      (and [?j :job/name "lint"] [?j :job/optional false]))]""")
add("d-pred-between", """[:find ?n :where [?r :run/number ?n]
  (or-join [?r]
    (and [?r :run/duration ?d] [(> ?d 10.0)] [?r :run/cost ?c] [(< ?c 1M)] [?r :run/status :success])
    (and [?r :run/version ?v] [(first ?v) ?maj] [(= ?maj 3)] [?r :run/env ?e] [(last ?e) ?x] [(neg? ?x)]))]""")
add("d-not-join-rule", """(q [:find ?k :in $ %% :where [?j :job/key ?k] [?j :job/name "deploy"]
  (not-join [?j] (dep ?j ?x) [?x :job/name "lint"])] $ %s)""" % DEP)
add("d-not-rule-healthy", "(q [:find (count ?r) . :in $ %% :where [?r :run/uid] (not (healthy ?r))] $ %s)" % HEALTHY)
add("d-rule-in-or-join", """(q [:find ?s :in $ %% :where [?repo :repo/slug ?s]
  (or-join [?repo] (upstream ?repo ?u) (upstream ?u ?repo))] $ %s)""" % FORK)
add("d-rule-in-or-join-not", """(q [:find ?s :in $ %% :where [?repo :repo/slug ?s]
  (or-join [?repo] (and [?repo :repo/private true] (not (upstream ?repo ?u))) (upstream ?repo ?repo))] $ %s)""" % FORK)
add("d-not-join-two-vars", """[:find ?a ?b :where [?x :job/needs ?y] [?x :job/key ?a] [?y :job/key ?b]
  (not-join [?x ?y] [?x :job/pipeline ?p] [?y :job/pipeline ?p])]""")
add("d-or-join-two-vars", """[:find ?n ?st :where [?r :run/number ?n] [?r :run/status ?st] [?r :run/pipeline ?p]
  (or-join [?p ?st] (and [?p :pipeline/trigger :tag] [(= ?st :success)]) (and [?p :pipeline/enabled false] [(= ?st :failed)]))]""")
add("d-not-in-rule-body", "(q [:find ?k :in $ %% :where (broken ?j) [?j :job/key ?k] (not [?j :job/optional true])] $ %s)" % BROKEN)
add("d-triple-not-join", """[:find (count ?p) . :where [?p :pipeline/name]
  (not-join [?p] [?j :job/pipeline ?p]
    (not-join [?j] [?j :job/needs ?d]
      (not-join [?d] [?d :job/timeout ?t] [(pos? ?t)])))]""")
add("d-or-three-branches-pred", """[:find ?k :where [?j :job/key ?k] [?j :job/pipeline ?p] [?p :pipeline/name "release"]
  (or (and [?j :job/timeout ?t] [(zero? ?t)])
      (and [?j :job/image ?i] [(= ?i "")])
      (and [?j :job/tags :needs-secrets] [?j :job/optional true]))]""")

# ---------------------------------------------------------------- order variants (planner independence)
orders("pipe-fail", "[:find ?s ?n", ['[?r :run/status :failed]', '[?r :run/pipeline ?p]', '[?p :pipeline/repo ?repo]', '[?repo :repo/slug ?s]', '[?p :pipeline/name ?n]'],
       [(0, 1, 2, 3, 4), (3, 2, 4, 1, 0), (4, 3, 0, 2, 1)], wrap=None)
E[-3:] = [(n, q.replace("[:find ?s ?n :where", "[:find ?s ?n :where")) for n, q in E[-3:]]
orders("pred-first", "[:find ?k", ['[(> ?t 100)]', '[?j :job/timeout ?t]', '[?j :job/key ?k]'], [(1, 2, 0), (0, 1, 2), (2, 0, 1)])
orders("not-first", "[:find ?s", ['(not [?r :repo/private true])', '[?r :repo/slug ?s]'], [(1, 0), (0, 1)])
orders("not-join-pos", "[:find ?n", ['[?p :pipeline/name ?n]', '(not-join [?p] [?r :run/pipeline ?p] [?r :run/status :failed])', '[?p :pipeline/enabled true]'], [(0, 1, 2), (1, 0, 2), (2, 1, 0)])
orders("or-pos", "[:find (count ?r) .", ['[?r :run/duration ?d]', '(or [(> ?d 1000.0)] [?r :run/status :failed])', '[?r :run/cached false]'], [(0, 1, 2), (1, 0, 2), (2, 1, 0)])
orders("or-join-pos", "[:find ?s", ['[?repo :repo/slug ?s]', '(or-join [?repo] [?repo :repo/lang :java] (and [?p :pipeline/repo ?repo] [?p :pipeline/trigger :tag]))', '[?repo :repo/stars ?n]', '[(>= ?n 0)]'], [(0, 1, 2, 3), (1, 3, 2, 0), (3, 2, 1, 0)])
orders("fn-chain", "[:find ?s ?x", ['[?r :repo/slug ?s]', '[?r :repo/stars ?n]', '[(* ?n 2) ?m]', '[(+ ?m 1) ?x]', '[(> ?x 10)]'], [(0, 1, 2, 3, 4), (4, 3, 2, 1, 0), (1, 2, 3, 4, 0)])
orders("get-else", "[:find ?s ?l", ['[?r :repo/slug ?s]', '[(get-else $ ?r :repo/lang :none) ?l]', '[(not= ?l :java)]'], [(0, 1, 2), (1, 0, 2), (2, 1, 0)])
orders("missing", "[:find ?k", ['[?j :job/key ?k]', '[(missing? $ ?j :job/flaky)]', '[?j :job/name "deploy"]'], [(0, 1, 2), (1, 2, 0), (2, 0, 1)])
orders("art-size", "[:find ?s (sum ?z)", ['[?a :artifact/size ?z]', '[?a :artifact/run ?run]', '[?run :run/pipeline ?p]', '[?p :pipeline/repo ?r]', '[?r :repo/slug ?s]', '[(>= ?z 0)]'], [(0, 1, 2, 3, 4, 5), (4, 3, 2, 1, 0, 5), (5, 0, 4, 1, 3, 2)], tail=":with ?a")
orders("two-nots", "[:find (count ?j) .", ['[?j :job/key]', '(not [?j :job/tags :fast])', '(not-join [?j] [?j :job/needs ?d] [?d :job/name "build"])'], [(0, 1, 2), (2, 1, 0), (1, 0, 2)])
orders("ground-join", "[:find ?s ?c", ['[(ground [:failed :cancelled :running]) [?s ...]]', '[?r :run/status ?s]', '[(count ?s) ?c0]', '[?r :run/cost ?c]'], [(0, 1, 3), (3, 1, 0), (1, 0, 3)])
orders("tuple-build", "[:find ?k", ['[?r :run/pipeline ?p]', '[?r :run/number ?n]', '[(tuple ?p ?n) ?k]', '[?r2 :run/pipeline+number ?k]', '[?r2 :run/status :success]'], [(0, 1, 2, 3, 4), (4, 3, 0, 1, 2), (3, 4, 1, 0, 2)])
orders("deep-nest", "[:find ?s", ['[?repo :repo/slug ?s]', """(not-join [?repo] [?p :pipeline/repo ?repo] (not-join [?p] [?r :run/pipeline ?p] (or [?r :run/status :success] [?r :run/status :skipped])))""", '[?repo :repo/created ?t]', '[(< ?t #inst "2022-01-01")]'], [(0, 1, 2, 3), (1, 3, 2, 0), (2, 3, 0, 1)])
orders("steps-sum", "[:find ?st (sum ?x)", ['[?r :run/status ?st]', '[?r :run/steps ?s]', '[?s :step/secs ?x]', '[(pos? ?x)]'], [(0, 1, 2, 3), (2, 3, 1, 0), (3, 2, 0, 1)], tail=":with ?s")
orders("cross-join", "[:find (count ?a) .", ['[?a :repo/stars ?x]', '[?b :repo/stars ?y]', '[(< ?x ?y)]'], [(0, 1, 2), (2, 0, 1), (1, 2, 0)])
orders("env-region", "[:find ?reg (count ?r)", ['[?r :run/env ?e]', '[(untuple ?e) [?kind ?reg ?n]]', '[(= ?kind :prod)]', '[?r :run/status ?st]', '[(not= ?st :running)]'], [(0, 1, 2, 3, 4), (3, 4, 0, 1, 2), (2, 4, 1, 0, 3)])

# rules with bodies reordered
for name, hd, body in [("dep-closure", "[:find ?a ?b :in $ %", "(dep ?x ?y) [?x :job/key ?a] [?y :job/key ?b] [?x :job/pipeline ?p] [?p :pipeline/repo ?r] [?r :repo/slug \"acme/web\"]"),
                       ("dep-count", "[:find (count ?y) . :in $ %", "[?x :job/key \"acme/api/ci/test\"] (dep ?x ?y)"),
                       ("dep-cycle", "[:find ?a :in $ %", "(dep ?x ?x) [?x :job/key ?a]"),
                       ("dep-reverse", "[:find ?a :in $ %", "[?y :job/key \"acme/infra/ci/build\"] (dep ?x ?y) [?x :job/key ?a]")]:
    for k, R in enumerate([DEP, DEP_R, DEP_R2], 1):
        add("x-r-%s-order%d" % (name, k), "(q %s :where %s] $ %s)" % (hd, body, R))
for k, R in enumerate([HEALTHY, HEALTHY_R], 1):
    add("x-r-healthy-order%d" % k, "(q [:find ?st (count ?r) :in $ %% :where (healthy ?r) [?r :run/status ?st]] $ %s)" % R)
    add("x-r-healthy-not-order%d" % k, "(q [:find (count ?r) . :in $ %% :where [?r :run/uid] (not (healthy ?r))] $ %s)" % R)
    add("x-r-healthy-pipe-order%d" % k, "(q [:find ?n :in $ %% :where [?p :pipeline/name ?n] (not-join [?p] [?r :run/pipeline ?p] (not (healthy ?r)))] $ %s)" % R)
BROKEN_R = """[[(broken ?j) (broken ?d) [?j :job/needs ?d]]
  [(broken ?j) [(>= ?f 0.5)] [?j :job/flaky ?f]]
  [(broken ?j) [?r :run/status :failed] [?r :run/job ?j]]]"""
for k, R in enumerate([BROKEN, BROKEN_R], 1):
    add("x-r-broken-order%d" % k, "(q [:find ?k :in $ %% :where (broken ?j) [?j :job/key ?k]] $ %s)" % R)
    add("x-r-broken-not-order%d" % k, "(q [:find (count ?j) . :in $ %% :where [?j :job/key] (not (broken ?j))] $ %s)" % R)
OWNED_R = """[[(owned ?x ?repo) [?x :artifact/run ?r] (owned ?r ?repo)]
  [(owned ?x ?repo) (owned ?p ?repo) [?x :run/pipeline ?p]]
  [(owned ?x ?repo) [?x :job/pipeline ?p] (owned ?p ?repo)]
  [(owned ?x ?repo) [?x :pipeline/repo ?repo]]]"""
for k, R in enumerate([OWNED, OWNED_R], 1):
    add("x-r-owned-order%d" % k, "(q [:find ?s (count ?x) :in $ %% :where (owned ?x ?repo) [?repo :repo/slug ?s]] $ %s)" % R)
    add("x-r-owned-art-order%d" % k, "(q [:find (count ?x) . :in $ %% :where [?x :artifact/name] [?repo :repo/slug \"acme/api\"] (owned ?x ?repo)] $ %s)" % R)
FORK_R = """[[(upstream ?r ?u) (upstream ?m ?u) [?r :repo/forked-from ?m]]
  [(upstream ?r ?u) [?r :repo/forked-from ?u]]]"""
for k, R in enumerate([FORK, FORK_R], 1):
    add("x-r-upstream-order%d" % k, "(q [:find ?a ?b :in $ %% :where (upstream ?x ?y) [?x :repo/slug ?a] [?y :repo/slug ?b]] $ %s)" % R)
    add("x-r-upstream-not-order%d" % k, "(q [:find ?a :in $ %% :where [?x :repo/slug ?a] (not-join [?x] (upstream ?x ?y) [?y :repo/private true])] $ %s)" % R)
RETRY_R = """[[(orig ?r ?o) (orig ?m ?o) [?r :run/retry-of ?m]]
  [(orig ?r ?o) [?r :run/retry-of ?o]]]"""
for k, R in enumerate([RETRY, RETRY_R], 1):
    add("x-r-orig-order%d" % k, "(q [:find ?n ?m :in $ %% :where (orig ?r ?o) [?r :run/number ?n] [?o :run/number ?m] [?r :run/pipeline ?p] [?p :pipeline/name \"release\"]] $ %s)" % R)
EVODD_R = """[[(odd-dep ?a ?b) [?a :job/needs ?m] (even-dep ?m ?b)]
  [(even-dep ?a ?b) (odd-dep ?m ?b) [?a :job/needs ?m]]
  [(even-dep ?a ?b) [(identity ?a) ?b]]]"""
for k, R in enumerate([EVODD, EVODD_R], 1):
    add("x-r-evodd-order%d" % k, "(q [:find ?a ?b :in $ %% :where [?x :job/key \"acme/api/release/lint\"] (odd-dep ?x ?y) [?x :job/name ?a] [?y :job/name ?b]] $ %s)" % R)
    add("x-r-evodd-even-order%d" % k, "(q [:find (count ?y) . :in $ %% :where [?x :job/key \"acme/web/ci/package\"] (even-dep ?x ?y)] $ %s)" % R)
# nested not/or with rules in different orders
NESTQ = ["[?j :job/key ?k]", "[?j :job/pipeline ?p]", "(or-join [?j] (and (dep ?j ?x) [?x :job/name \"build\"] (not [?x :job/optional false])) (and [?j :job/name \"checkout\"] (not (dep ?j ?z))))", "[?p :pipeline/enabled true]"]
for k, p in enumerate([(0, 1, 2, 3), (2, 3, 1, 0), (3, 2, 0, 1)], 1):
    add("x-nest-rule-order%d" % k, "(q [:find ?k :in $ %% :where %s] $ %s)" % (" ".join(NESTQ[i] for i in p), [DEP, DEP_R, DEP_R2][k - 1]))

# ---------------------------------------------------------------- rules
add("r-dep-all", "(q [:find (count ?a) . :in $ %% :where (dep ?a ?b)] $ %s)" % DEP)
add("r-dep-self", "(q [:find ?k :in $ %% :where (dep ?j ?j) [?j :job/key ?k]] $ %s)" % DEP)
add("r-dep-bound-both", '(q [:find ?x . :in $ %% ?a ?b :where (dep ?a ?b) [(ground true) ?x]] $ %s [:job/key "acme/web/ci/package"] [:job/key "acme/api/ci/checkout"])' % DEP)
add("r-dep-scalar-in", '(q [:find ?k :in $ %% ?key :where [?a :job/key ?key] (dep ?a ?b) [?b :job/key ?k]] $ %s "acme/web/ci/build")' % DEP)
add("r-depth", "(q [:find ?k ?d :in $ %% :where [?j :job/pipeline ?p] [?p :pipeline/name \"ci\"] [?p :pipeline/repo ?r] [?r :repo/slug \"acme/docs\"] (depth ?j ?d) [?j :job/key ?k]] $ %s)" % DEPTH)
add("r-evodd", '(q [:find ?b :in $ %% :where [?a :job/key "acme/web/ci/package"] (even-dep ?a ?x) [?x :job/name ?b]] $ %s)' % EVODD)
add("r-broken", "(q [:find (count ?j) . :in $ %% :where (broken ?j)] $ %s)" % BROKEN)
add("r-owned-count", "(q [:find (count ?x) . :in $ %% :where (owned ?x ?r)] $ %s)" % OWNED)
add("r-upstream-self", "(q [:find ?a :in $ %% :where (upstream ?x ?x) [?x :repo/slug ?a]] $ %s)" % FORK)
add("r-rule-const-kw", "(q [:find ?k :in $ % :where (st ?r :failed) [?r :run/job ?j] [?j :job/key ?k]] $ [[(st ?r ?s) [?r :run/status ?s]]])")
add("r-rule-two-bodies-not", """(q [:find ?s :in $ % :where [?r :repo/slug ?s] (quiet ?r)] $
 [[(quiet ?r) [?r :repo/stars ?n] [(< ?n 10)] (not [?r :repo/private true])]
  [(quiet ?r) (not [?r :repo/labels _]) [?r :repo/slug _]]])""")
add("r-rule-calls-rule-in-not", """(q [:find ?k :in $ % :where [?j :job/key ?k] [?j :job/name "deploy"] (safe ?j)] $
 [[(risky ?j) [?j :job/tags :needs-secrets]]
  [(risky ?j) [?j :job/flaky ?f] [(> ?f 0.3)]]
  [(safe ?j) (not (risky ?j)) (not-join [?j] [?j :job/needs ?d] (risky ?d))]])""")
add("r-rule-or-join-inside", """(q [:find (count ?r) . :in $ % :where (notable ?r)] $
 [[(notable ?r) [?r :run/uid] (or-join [?r] [?r :run/status :failed] (and [?r :run/duration ?d] [(> ?d 1000.0)]))]])""")
add("r-rule-pred-between", """(q [:find ?n :in $ % :where (slowish ?r) [?r :run/number ?n] [?r :run/status :success]] $
 [[(slowish ?r) [?r :run/duration ?d] [(> ?d 50.0)] [?r :run/cost ?c] [(< ?c 5M)]]])""")
add("r-rule-fn-result", """(q [:find ?s ?x :in $ % :where [?r :repo/slug ?s] (score ?r ?x)] $
 [[(score ?r ?x) [?r :repo/stars ?n] [(* ?n 2) ?x]]
  [(score ?r ?x) [?r :repo/private true] [(ground -1) ?x]]])""")
add("r-rule-in-not-join-two", """(q [:find ?a :in $ %% :where [?x :job/key ?a] [?x :job/name "package"]
 (not-join [?x] (dep ?x ?y) [?y :job/flaky ?f] [(> ?f 0.2)])] $ %s)""" % DEP)
add("r-rule-unbound-head", "(q [:find ?x :in $ % :where (r ?x)] $ [[(r ?x) [?e :repo/slug \"acme/api\"]]])")
add("r-mutual-unbound", "(q [:find (count ?a) . :in $ %% :where (odd-dep ?a ?b)] $ %s)" % EVODD)

# ---------------------------------------------------------------- aggregates
add("a-count-distinct", "[:find (count-distinct ?s) . :where [_ :run/status ?s]]")
add("a-distinct-status", "[:find (distinct ?s) . :where [_ :run/status ?s]]")
add("a-median-dur", "[:find (median ?d) . :where [_ :run/duration ?d]]")
add("a-median-dur-with", "[:find (median ?d) . :with ?r :where [?r :run/duration ?d]]")
add("a-variance", "[:find (variance ?d) . :with ?r :where [?r :run/duration ?d]]")
add("a-stddev", "[:find (stddev ?d) . :with ?r :where [?r :run/duration ?d]]")
add("a-avg-stars", "[:find (avg ?n) . :with ?r :where [?r :repo/stars ?n]]")
add("a-sum-cost", "[:find (sum ?c) . :with ?r :where [?r :run/cost ?c]]")
add("a-sum-cost-noWith", "[:find (sum ?c) . :where [?r :run/cost ?c]]")
add("a-avg-cost", "[:find (avg ?c) . :with ?r :where [?r :run/cost ?c]]")
add("a-max-cost", "[:find (max ?c) (min ?c) :where [_ :run/cost ?c]]")
add("a-max-n", "[:find (max 3 ?d) . :where [_ :run/duration ?d]]")
add("a-min-n", "[:find (min 2 ?c) . :where [_ :run/cost ?c]]")
add("a-max-inst", "[:find (max ?t) . :where [_ :run/started ?t]]")
add("a-min-kw", "[:find (min ?s) . :where [_ :run/status ?s]]")
add("a-max-str", "[:find (max ?s) . :where [_ :repo/slug ?s]]")
add("a-max-tuple", "[:find (max ?v) . :where [_ :run/version ?v]]")
add("a-sum-bigint", "[:find (sum ?s) . :with ?a :where [?a :artifact/size ?s]]")
add("a-max-bigint", "[:find (max ?s) . :where [_ :artifact/size ?s]]")
add("a-per-status", "[:find ?st (count ?r) (avg ?d) (max ?d) :where [?r :run/status ?st] [?r :run/duration ?d]]")
add("a-per-pipe-median", "[:find ?n (median ?d) :with ?r :where [?r :run/pipeline ?p] [?p :pipeline/name ?n] [?r :run/duration ?d]]")
add("a-count-empty", "[:find (count ?r) . :where [?r :run/status :nope]]")
add("a-sum-empty", "[:find (sum ?d) . :where [?r :run/status :nope] [?r :run/duration ?d]]")
add("a-count-empty-rel", "[:find ?s (count ?r) :where [?r :run/status :nope] [?r :run/branch ?s]]")
add("a-distinct-tags", "[:find ?p (distinct ?t) :where [?j :job/pipeline ?p0] [?p0 :pipeline/name ?p] [?j :job/tags ?t]]")
add("a-count-with", "[:find ?b (count ?b) :with ?r :where [?r :run/branch ?b]]")
add("a-variance-single", "[:find (variance ?n) . :where [?r :repo/slug \"acme/api\"] [?r :repo/stars ?n]]")
add("a-stddev-longs", "[:find (stddev ?n) . :with ?r :where [?r :repo/stars ?n]]")
add("a-avg-flaky-per-name", "[:find ?n (avg ?f) :with ?j :where [?j :job/name ?n] [?j :job/flaky ?f]]")
add("a-having-like", "[:find ?s (count ?r) :where [?r :run/pipeline ?p] [?p :pipeline/repo ?repo] [?repo :repo/slug ?s] [?r :run/status :failed]]")
add("a-find-expr", "[:find ?st (- (max ?d) (min ?d)) :where [?r :run/status ?st] [?r :run/duration ?d]]")
add("a-count-inside-nested", "[:find (count ?j) . :where [?j :job/key] (not (or [?j :job/tags :fast] (and [?j :job/flaky ?f] [(> ?f 0.1)])))]")
add("a-distinct-labels-all", "[:find (distinct ?l) . :where [_ :repo/labels ?l]]")
add("a-count-distinct-per", "[:find ?st (count-distinct ?b) :where [?r :run/status ?st] [?r :run/branch ?b]]")
add("a-sum-steps", "[:find ?n (sum ?x) :with ?s :where [?s :step/name ?n] [?s :step/secs ?x]]")
add("a-min-max-exit", "[:find (min ?x) (max ?x) :where [_ :step/exit ?x]]")

# ---------------------------------------------------------------- find specs and return maps
add("k-keys", "[:find ?s ?n :keys slug stars :where [?r :repo/slug ?s] [?r :repo/stars ?n] [(> ?n 100)]]")
add("k-strs", "[:find ?st ?c :strs status total :where [?r :run/status ?st] [(count ?st) ?c]]")
add("k-syms", "[:find ?s :syms slug :where [?r :repo/slug ?s] [?r :repo/private true]]")
add("k-keys-agg", "[:find ?st (count ?r) :keys status n :where [?r :run/status ?st]]")
add("k-tuple-find", "[:find [?s ?n] :where [?r :repo/slug ?s] [?r :repo/stars ?n] [(= ?n 1200)]]")
add("k-scalar-none", "[:find ?s . :where [?r :repo/slug ?s] [?r :repo/stars 999]]")
add("k-coll-none", "[:find [?s ...] :where [?r :repo/slug ?s] [?r :repo/stars 999]]")
add("k-tuple-agg", "[:find [(min ?n) (max ?n)] :where [_ :repo/stars ?n]]")
add("k-coll-agg", "[:find [(count ?r) ...] :where [?r :run/status _]]")
add("k-keys-scalar-map", "{:find [?s ?n] :keys [slug stars] :where [[?r :repo/slug ?s] [?r :repo/stars ?n] [(< ?n 1)]]}")
add("k-map-form-in", '(q {:find [?n] :in [$ ?s] :where [[?r :repo/slug ?s] [?r :repo/name ?n]]} $ "acme/web")')

# ---------------------------------------------------------------- order / limit / offset
add("o-order-stars", "[:find ?s ?n :where [?r :repo/slug ?s] [?r :repo/stars ?n] :order-by [?n :desc]]")
add("o-order-limit", "[:find ?s ?n :where [?r :repo/slug ?s] [?r :repo/stars ?n] :order-by [?n] :limit 3]")
add("o-order-two", "[:find ?st ?d :where [?r :run/status ?st] [?r :run/duration ?d] :order-by [?st ?d :desc] :limit 8]")
add("o-order-offset", "[:find ?c :where [?r :run/commit ?c] :order-by [?c] :limit 5 :offset 10]")
add("o-order-inst", "[:find ?n ?t :where [?r :run/number ?n] [?r :run/started ?t] [?r :run/pipeline ?p] [?p :pipeline/name \"release\"] :order-by [?t :desc] :limit 4]")
add("o-order-agg-find", "[:find ?st (count ?r) :where [?r :run/status ?st] :order-by [?st]]")
add("o-order-kw", "[:find ?k :where [_ :runner/os ?k] :order-by [?k :desc]]")
add("o-order-str-unicode", "[:find ?s :where [_ :repo/slug ?s] :order-by [?s]]")
add("o-order-bigdec", "[:find ?c :where [_ :run/cost ?c] :order-by [?c]]")
add("o-order-bigint", "[:find ?z :where [_ :artifact/size ?z] :order-by [?z :desc]]")
add("o-order-tuple", "[:find ?v :where [_ :run/version ?v] :order-by [?v] :limit 6]")
add("o-offset-only", "[:find ?s :where [_ :repo/slug ?s] :order-by [?s] :offset 7]")
add("o-limit-big", "[:find ?s :where [_ :repo/slug ?s] :order-by [?s :desc] :limit 100]")
add("o-order-nested-not", "[:find ?k :where [?j :job/key ?k] (not (or [?j :job/tags :fast] [?j :job/tags :slow])) :order-by [?k] :limit 5]")

# ---------------------------------------------------------------- inputs
add("i-scalar", '(q [:find ?n . :in $ ?s :where [?r :repo/slug ?s] [?r :repo/name ?n]] $ "zoë/notes")')
add("i-tuple", '(q [:find ?n :in $ [?p ?st] :where [?pp :pipeline/name ?p] [?r :run/pipeline ?pp] [?r :run/status ?st] [?r :run/number ?n]] $ ["release" :failed])')
add("i-coll", "(q [:find ?st (count ?r) :in $ [?st ...] :where [?r :run/status ?st]] $ [:failed :skipped :nope])")
add("i-rel", '(q [:find ?s ?label :in $ [[?s ?label]] :where [?r :repo/slug ?s]] $ [["acme/api" "A"] ["nope/x" "N"] ["李/工具" "T"]])')
add("i-lookup-ref", '(q [:find ?n . :in $ ?r :where [?r :repo/name ?n]] $ [:repo/slug "acme/infra"])')
add("i-lookup-uuid", '(q [:find ?s . :in $ ?r :where [?r :repo/slug ?s]] $ [:repo/uid #uuid "00000001-0000-4000-8000-000000000007"])')
add("i-lookup-coll", '(q [:find ?s :in $ [?r ...] :where [?r :repo/slug ?s]] $ [[:repo/slug "acme/api"] [:repo/slug "solo/self"]])')
add("i-lookup-as-value", '(q [:find ?n :in $ ?r :where [?p :pipeline/repo ?r] [?p :pipeline/name ?n]] $ [:repo/slug "acme/api"])')
add("i-lookup-job-rule", '(q [:find ?k :in $ %% ?a :where (dep ?a ?b) [?b :job/key ?k]] $ %s [:job/key "acme/api/ci/test"])' % DEP)
add("i-lookup-unique-value", '(q [:find ?n . :in $ ?p :where [?p :pipeline/name ?n]] $ [:pipeline/webhook "https://hooks.example/0"])')
add("i-double-in", "(q [:find (count ?r) . :in $ ?min :where [?r :run/duration ?d] [(>= ?d ?min)]] $ 61.25)")
add("i-bigdec-in", "(q [:find (count ?r) . :in $ ?c :where [?r :run/cost ?c]] $ 0.12M)")
add("i-bigdec-in-scale", "(q [:find (count ?r) . :in $ ?c :where [?r :run/cost ?c]] $ 3M)")
add("i-inst-in", '(q [:find (count ?r) . :in $ ?t :where [?r :run/started ?s] [(< ?s ?t)]] $ #inst "2026-10-03T00:00:00.000-00:00")')
add("i-kw-coll-pred", "(q [:find ?s :in $ [?k ...] :where [?r :repo/lang ?l] [(= ?l ?k)] [?r :repo/slug ?s]] $ [:rust :go])")
add("i-tuple-value", "(q [:find (count ?r) . :in $ ?v :where [?r :run/version ?v]] $ [2 1 1])")
add("i-env-tuple-value", '(q [:find ?n :in $ ?e :where [?r :run/env ?e] [?r :run/number ?n]] $ [:dev "us-east" 0])')
add("i-rel-join-agg", '(q [:find ?st (sum ?w) :with ?r :in $ [[?st ?w]] :where [?r :run/status ?st]] $ [[:failed 10] [:success 1] [:cancelled 5]])')
add("i-empty-coll", "(q [:find ?s :in $ [?s ...] :where [_ :repo/slug ?s]] $ [])")
add("i-empty-rel", "(q [:find ?s :in $ [[?s ?x]] :where [_ :repo/slug ?s]] $ [])")
add("i-nodb", "(q [:find ?y :in [?x ...] :where [(* ?x ?x) ?y]] [1 -2 3])")
add("i-two-scalars", '(q [:find ?n :in $ ?lo ?hi :where [?r :repo/stars ?n] [(<= ?lo ?n ?hi)]] $ 0 100)')
add("i-composite-lookup", '(q [:find ?st . :in $ ?p :where [?pp :pipeline/webhook ?p] [?r :run/pipeline ?pp] [?r :run/number 0] [?r :run/status ?st]] $ "https://hooks.example/2")')
add("i-collection-of-tuples-fn", "(q [:find ?a ?b :in [[?a ?b]] :where [(< ?a ?b)]] [[1 2] [3 2] [0 0]])")

# ---------------------------------------------------------------- pull
add("pl-repo-wild", '(pull [*] [:repo/slug "acme/web"])')
add("pl-repo-runners", '(pull [:repo/slug {:repo/runners [:runner/name :runner/os :runner/tags]}] [:repo/slug "acme/infra"])')
add("pl-repo-reverse-pipes", '(pull [:repo/slug {:pipeline/_repo [:pipeline/name :pipeline/trigger]}] [:repo/slug "acme/api"])')
add("pl-fork-recursive", '(pull [:repo/slug {:repo/forked-from ...}] [:repo/slug "acme/mono"])')
add("pl-fork-self-recursive", '(pull [:repo/slug {:repo/forked-from ...}] [:repo/slug "solo/self"])')
add("pl-fork-reverse-rec", '(pull [:repo/slug {:repo/_forked-from ...}] [:repo/slug "acme/api"])')
add("pl-job-needs-rec", '(pull [:job/key {:job/needs ...}] [:job/key "acme/web/ci/package"])')
add("pl-job-needs-cycle", '(pull [:job/name {:job/needs ...}] [:job/key "acme/web/ci/checkout"])')
add("pl-job-needs-depth", '(pull [:job/name {:job/needs 2}] [:job/key "acme/api/release/lint"])')
add("pl-job-self", '(pull [:job/name {:job/needs ...}] [:job/key "acme/infra/ci/test"])')
add("pl-default", '(pull [:repo/slug (:repo/lang :default :none) (:repo/private :default "?")] [:repo/slug "acme/docs"])')
add("pl-as", '(pull [(:repo/slug :as :id) (:repo/stars :as "stars")] [:repo/slug "acme/api"])')
add("pl-limit-labels", '(pull [(:repo/labels :limit 1)] [:repo/slug "acme/infra"])')
add("pl-limit-nil", '(pull [(:repo/labels :limit nil)] [:repo/slug "acme/infra"])')
add("pl-missing-attr", '(pull [:repo/lang] [:repo/slug "acme/docs"])')
add("pl-nothing", '(pull [*] [:repo/slug "no/such"])')
add("pl-run-steps", "(pull [:run/number {:run/steps [:step/name :step/exit]}] [:run/uid #uuid \"00000007-0000-4000-8000-000000000011\"])")
add("pl-run-wild-tuples", "(pull [:run/version :run/env :run/pipeline+number] [:run/uid #uuid \"00000007-0000-4000-8000-000000000000\"])")
add("pl-run-retry-chain", "(pull [:run/number {:run/retry-of ...}] [:run/uid #uuid \"00000007-0000-4000-8000-000000000002\"])")
add("pl-artifact-back", "(pull [:run/number {:artifact/_run [:artifact/name :artifact/size]}] [:run/uid #uuid \"00000007-0000-4000-8000-000000000000\"])")
add("pl-in-find", '[:find (pull ?r [:repo/slug :repo/stars]) :where [?r :repo/lang :java]]')
add("pl-in-find-nested", '[:find (pull ?j [:job/name {:job/pipeline [:pipeline/name {:pipeline/repo [:repo/slug]}]}]) . :where [?j :job/key "李/工具/release/build"]]')
add("pl-find-keys", '[:find ?s (pull ?r [:repo/lang]) :keys slug info :where [?r :repo/slug ?s] [?r :repo/stars ?n] [(> ?n 1000)]]')
add("pl-component-reverse", "(pull [:runner/name {:repo/_runners [:repo/slug]}] [:runner/name \"infra-runner-0\"])")
add("pl-wild-nested", '(pull [:repo/slug {:repo/runners [*]}] [:repo/slug "acme/web"])')
add("pl-id-only", '(pull [:db/id] [:repo/slug "acme/api"])')
add("pl-pattern-input", '(q [:find (pull ?r pat) . :in $ pat :where [?r :repo/slug "solo/self"]] $ [:repo/name {:repo/forked-from [:repo/slug]}])')
add("pl-limit-reverse-many", '(pull [:pipeline/name {(:run/_pipeline :limit 2) [:run/number]}] [:pipeline/webhook "https://hooks.example/1"])')

# ---------------------------------------------------------------- with transactions
add("w-upsert-repo", '(with [{:repo/slug "acme/api" :repo/stars 1300}] (pull [:repo/slug :repo/stars :repo/name] [:repo/slug "acme/api"]))')
add("w-upsert-uid", '(with [{:repo/uid #uuid "00000001-0000-4000-8000-000000000001" :repo/name "Web!"}] [:find ?n . :where [?r :repo/slug "acme/web"] [?r :repo/name ?n]])')
add("w-new-repo-tempid", '(with [{:db/id "n" :repo/slug "new/one" :repo/stars 3} {:pipeline/name "ci" :pipeline/repo "n" :pipeline/trigger :push}] [:find ?n ?t :where [?r :repo/slug "new/one"] [?p :pipeline/repo ?r] [?p :pipeline/name ?n] [?p :pipeline/trigger ?t]])')
add("w-retract-label", '(with [[:db/retract [:repo/slug "acme/infra"] :repo/labels "infra"]] (pull [:repo/labels] [:repo/slug "acme/infra"]))')
add("w-add-label", '(with [[:db/add [:repo/slug "acme/docs"] :repo/labels "new"]] (pull [:repo/labels] [:repo/slug "acme/docs"]))')
add("w-retract-entity-component", '(with [[:db/retractEntity [:repo/slug "acme/infra"]]] [:find (count ?x) . :where [?x :runner/name]])')
add("w-retract-entity-refs", '(with [[:db/retractEntity [:repo/slug "acme/api"]]] [:find ?s :where [?r :repo/forked-from ?u] [?r :repo/slug ?s]])')
add("w-cas-ok", '(with [[:db/cas [:repo/slug "acme/web"] :repo/stars 340 341]] [:find ?n . :where [?r :repo/slug "acme/web"] [?r :repo/stars ?n]])')
add("w-cas-fail", '(with [[:db/cas [:repo/slug "acme/web"] :repo/stars 1 2]] [:find ?n . :where [?r :repo/slug "acme/web"] [?r :repo/stars ?n]])')
add("w-cas-nil", '(with [[:db/cas [:repo/slug "acme/docs"] :repo/lang nil :markdown]] [:find ?l . :where [?r :repo/slug "acme/docs"] [?r :repo/lang ?l]])')
add("w-new-run-composite", '(with [{:run/pipeline [:pipeline/webhook "https://hooks.example/0"] :run/number 99 :run/status :success}] [:find ?st . :where [?p :pipeline/webhook "https://hooks.example/0"] [?r :run/pipeline ?p] [?r :run/number 99] [?r :run/status ?st]])')
add("w-composite-key-value", '(with [{:run/pipeline [:pipeline/webhook "https://hooks.example/0"] :run/number 99 :run/status :success}] [:find ?n . :where [?p :pipeline/webhook "https://hooks.example/0"] [?r :run/pipeline+number ?k] [(untuple ?k) [?p ?n]] [(= ?n 99)]])')
add("w-composite-upsert-existing", '(with [{:run/pipeline [:pipeline/webhook "https://hooks.example/0"] :run/number 0 :run/branch "hotfix"}] [:find ?b (count ?r) :where [?p :pipeline/webhook "https://hooks.example/0"] [?r :run/pipeline ?p] [?r :run/number 0] [?r :run/branch ?b]])')
add("w-add-need-cycle", '(with [[:db/add [:job/key "acme/web/ci/checkout"] :job/needs [:job/key "acme/web/ci/package"]]] (q [:find ?k :in $ %% :where (dep ?j ?j) [?j :job/key ?k]] $ %s))' % DEP)
add("w-retract-need", '(with [[:db/retract [:job/key "acme/infra/ci/test"] :job/needs [:job/key "acme/infra/ci/test"]]] [:find ?k :where [?j :job/needs ?j] [?j :job/key ?k]])')
add("w-component-nested-new", '(with [{:repo/slug "acme/docs" :repo/runners [{:runner/name "docs-r" :runner/os :linux :runner/cpus 1}]}] (pull [{:repo/runners [:runner/name :runner/cpus]}] [:repo/slug "acme/docs"]))')
add("w-retract-attr", '(with [[:db.fn/retractAttribute [:repo/slug "acme/infra"] :repo/labels]] (pull [:repo/slug :repo/labels] [:repo/slug "acme/infra"]))')
add("w-reverse-map", '(with [{:repo/slug "new/two" :pipeline/_repo [{:pipeline/name "nightly"}]}] [:find ?n :where [?r :repo/slug "new/two"] [?p :pipeline/repo ?r] [?p :pipeline/name ?n]])')
add("w-bigdec-cost", '(with [{:run/uid #uuid "00000007-0000-4000-8000-000000000000" :run/cost 2.50M}] [:find ?c . :where [?r :run/uid #uuid "00000007-0000-4000-8000-000000000000"] [?r :run/cost ?c]])')
add("w-bigint-size", '(with [{:artifact/name "huge" :artifact/size 123456789012345678901234567890N}] [:find ?s . :where [?a :artifact/name "huge"] [?a :artifact/size ?s]])')
add("w-unique-value-conflict", '(with [{:pipeline/name "x" :pipeline/webhook "https://hooks.example/0"}] [:find (count ?p) . :where [?p :pipeline/name]])')
add("w-retract-then-query-not", '(with [[:db/retractEntity [:job/key "acme/api/ci/checkout"]]] [:find ?k :where [?j :job/key ?k] [?j :job/name "build"] (not [?j :job/needs _])])')
add("w-new-dep-rule", '(with [{:job/key "x/new" :job/name "new" :job/needs [[:job/key "acme/api/ci/test"]]}] (q [:find (count ?b) . :in $ %% :where [?a :job/key "x/new"] (dep ?a ?b)] $ %s))' % DEP)
add("w-tuple-version", '(with [{:run/uid #uuid "00000007-0000-4000-8000-000000000001" :run/version [9 9 9]}] [:find ?v . :where [?r :run/uid #uuid "00000007-0000-4000-8000-000000000001"] [?r :run/version ?v]])')
add("w-env-hetero", '(with [{:run/uid #uuid "00000007-0000-4000-8000-000000000001" :run/env [:qa "ü" -7]}] [:find ?e . :where [?r :run/uid #uuid "00000007-0000-4000-8000-000000000001"] [?r :run/env ?e]])')
add("w-two-tempids-same-slug", '(with [{:db/id "a" :repo/slug "dup/x" :repo/stars 1} {:db/id "b" :repo/slug "dup/x" :repo/name "D"}] (pull [:repo/stars :repo/name] [:repo/slug "dup/x"]))')
add("w-retract-component-step", '(with [[:db/retractEntity [:run/uid #uuid "00000007-0000-4000-8000-000000000011"]]] [:find (count ?s) . :where [?s :step/name]])')

# ---------------------------------------------------------------- deliberate errors
add("e-unbound-find", "[:find ?x :where [?r :repo/slug ?s]]")
add("e-or-unequal", "[:find ?s :where [?r :repo/slug ?s] (or [?r :repo/stars ?n] [?r :repo/lang ?l])]")
add("e-not-no-shared", "[:find ?s :where [?r :repo/slug ?s] (not [?z :repo/stars 0])]")
add("e-unknown-rule", "(q [:find ?x :in $ % :where (nope ?x)] $ [[(r ?x) [?x :repo/slug _]]])")
add("e-unknown-fn", "[:find ?x :where [_ :repo/stars ?n] [(frobnicate ?n) ?x]]")
add("e-div-zero", "[:find ?x :where [_ :repo/stars ?n] [(/ ?n 0) ?x]]")
add("e-lookup-missing", '(q [:find ?n :in $ ?r :where [?r :repo/name ?n]] $ [:repo/slug "no/such"])')
add("e-lookup-nonunique", '(q [:find ?n :in $ ?r :where [?r :repo/name ?n]] $ [:repo/name "API"])')
add("e-unique-conflict", '(with [{:repo/slug "acme/api" :repo/uid #uuid "00000001-0000-4000-8000-000000000001"}] [:find ?s :where [_ :repo/slug ?s]])')
add("e-wrong-type-tx", '(with [{:repo/slug "acme/api" :repo/stars "many"}] [:find ?n :where [_ :repo/stars ?n]])')
add("e-too-few-inputs", "(q [:find ?s :in $ ?x :where [?r :repo/slug ?s] [?r :repo/stars ?x]] $)")
add("e-bad-pull-pattern", '(pull [:repo/slug {:repo/runners}] [:repo/slug "acme/api"])')
add("e-not-join-unbound", "[:find ?s :where [?r :repo/slug ?s] (not-join [?q] [?q :repo/stars 0])]")
add("e-rule-arity", "(q [:find ?a :in $ %% :where (dep ?a)] $ %s)" % DEP)
add("e-subs-range", "[:find ?x :where [_ :repo/slug ?s] [(subs ?s 0 100) ?x]]")
add("e-agg-unknown", "[:find (average ?n) . :where [_ :repo/stars ?n]]")
add("e-cas-tuple", '(with [[:db/cas [:repo/slug "acme/web"] :repo/labels "docs" "x"]] [:find ?l :where [_ :repo/labels ?l]])')
add("e-with-in-find", "[:find ?r (count ?s) :with ?r :where [?r :repo/slug ?s]]")
add("e-inst-arith", "[:find ?x :where [_ :run/started ?t] [(+ ?t 1) ?x]]")

# ---------------------------------------------------------------- parameterised (per pipeline / status / repo)
SLUGS = ["acme/api", "acme/web", "acme/infra", "acme/docs", "zoë/notes", "acme/api-fork", "李/工具", "acme/mono", "acme/legacy", "solo/self"]
for i, sl in enumerate(SLUGS):
    add("m-repo-runs/%d" % i, '(q [:find ?st (count ?r) :in $ ?s :where [?repo :repo/slug ?s] [?p :pipeline/repo ?repo] [?r :run/pipeline ?p] [?r :run/status ?st]] $ %s)' % kq(sl))
    add("m-repo-jobs-nodeps/%d" % i, '(q [:find ?k :in $ ?s :where [?repo :repo/slug ?s] [?p :pipeline/repo ?repo] [?j :job/pipeline ?p] [?j :job/key ?k] (not [?j :job/needs _])] $ %s)' % kq(sl))
    add("m-repo-upstream/%d" % i, '(q [:find ?u :in $ %% ?s :where [?r :repo/slug ?s] (upstream ?r ?x) [?x :repo/slug ?u]] $ %s %s)' % (FORK, kq(sl)))
    add("m-repo-cost/%d" % i, '(q [:find (sum ?c) . :with ?r :in $ ?s :where [?repo :repo/slug ?s] [?p :pipeline/repo ?repo] [?r :run/pipeline ?p] [?r :run/cost ?c]] $ %s)' % kq(sl))
for st in [":success", ":failed", ":cancelled", ":running", ":skipped"]:
    add("m-status-dur/%s" % st[1:], "(q [:find (avg ?d) (count ?r) :in $ ?st :where [?r :run/status ?st] [?r :run/duration ?d]] $ %s)" % st)
    add("m-status-nested/%s" % st[1:], """(q [:find (count ?r) . :in $ ?st :where [?r :run/status ?st]
  (not-join [?r] (or [?r :run/cached true] (and [?r :run/branch ?b] (not [(= ?b "main")]))))] $ %s)""" % st)
    add("m-status-rule/%s" % st[1:], "(q [:find (count ?r) . :in $ %% ?st :where [?r :run/status ?st] (healthy ?r)] $ %s %s)" % (HEALTHY, st))
for j in ["acme/api/ci/test", "acme/web/ci/package", "acme/api/release/lint", "acme/infra/ci/test", "acme/web/release/deploy", "acme/mono/ci/package", "acme/api-fork/release/build", "zoë/notes/ci/lint"]:
    add("m-job-deps/%s" % j.replace("/", "_"), '(q [:find ?k :in $ %% ?key :where [?a :job/key ?key] (dep ?a ?b) [?b :job/key ?k]] $ %s %s)' % (DEP, kq(j)))
    add("m-job-dependents/%s" % j.replace("/", "_"), '(q [:find (count ?a) . :in $ %% ?key :where [?b :job/key ?key] (dep ?a ?b)] $ %s %s)' % (DEP_R, kq(j)))
    add("m-job-pull/%s" % j.replace("/", "_"), '(pull [:job/name :job/timeout (:job/flaky :default -1.0) {:job/needs [:job/name]}] [:job/key %s])' % kq(j))
for n in [0, 1, 3, 5, 10, 50]:
    add("m-top-n/%d" % n, "(q [:find ?s ?n :in $ ?lim :where [?r :repo/slug ?s] [?r :repo/stars ?n] [(>= ?n ?lim)]] $ %d)" % n)
for thr in [0.0, 0.05, 0.2, 0.5, 1.0]:
    add("m-flaky-nested/%r" % thr, """(q [:find ?k :in $ ?t :where [?j :job/key ?k]
  (or-join [?j ?t] (and [?j :job/flaky ?f] [(>= ?f ?t)] (not [?j :job/optional true]))
                   (and [(missing? $ ?j :job/flaky)] [?j :job/timeout ?to] [(< ?to 0)]))] $ %r)""" % thr)

# trimmed to the brief's 350-450 entries (decided before any run)
DROP_PREFIX = ("m-repo-runs/", "m-repo-jobs-nodeps/", "m-repo-cost/", "m-status-dur/", "m-status-rule/",
               "m-job-dependents/", "m-job-pull/", "m-top-n/",
               "b-repo-count", "b-pipe-count", "b-runner-count", "b-umlaut-slug", "b-public", "b-cost-zero-scale",
               "b-duration-tiny", "b-branch-unicode", "b-timeout-neg", "b-runner-tags",
               "f-dur-min", "f-cost-plus", "f-size-str", "f-kw-name", "f-keyword-make", "f-get-else-private",
               "f-nth-env", "f-abs-number", "f-double-long", "f-compare-kw", "f-reverse", "f-capitalize",
               "f-uuid-str", "f-list-count", "f-ratio",
               "a-sum-cost-noWith", "a-min-kw", "a-count-empty-rel", "a-stddev-longs", "a-count-with")
E[:] = [(n, q) for n, q in E if not any(n == d or (d.endswith("/") and n.startswith(d)) for d in DROP_PREFIX)]

out = []
for n, q in E:
    out.append(";; @ %s\n%s\n" % (n, q))
open(os.path.join(HERE, "queries.edn"), "w").write("\n".join(out))
print(len(E), "entries")
