#!/usr/bin/env python3
"""Writes queries.edn of the sixteenth unseen parity corpus (deterministic).
Emphasis: rules and recursion over a commit DAG with merges, a parent
cycle and a self-parent, a directory tree and a mentor graph."""
import os, re
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = open(os.path.join(HERE, "data.edn")).read()
UUID = {}
SHA = {}
for m in re.finditer(r':db/id "c-(\w+)-(\d+)" :commit/sha "(\w+)" :commit/repo "r-\w+" :commit/id #uuid "([-0-9a-f]+)"', DATA):
    UUID[(m.group(1), int(m.group(2)))] = m.group(4)
    SHA[(m.group(1), int(m.group(2)))] = m.group(3)
E = []


def add(name, text):
    E.append((name, text.strip()))


def cid(r, i):
    return f'[:commit/id #uuid "{UUID[(r, i)]}"]'


def cp(v, r, i):
    return f'[{v} :commit/id #uuid "{UUID[(r, i)]}"]'


ANC = """[[(anc ?c ?a) [?c :commit/parents ?a]]
  [(anc ?c ?a) [?c :commit/parents ?m] (anc ?m ?a)]]"""
DESC = """[[(desc ?a ?d) [?d :commit/parents ?a]]
  [(desc ?a ?d) [?m :commit/parents ?a] (desc ?m ?d)]]"""
ANCL = """[[(anc ?c ?a) [?c :commit/parents ?a]]
  [(anc ?c ?a) (anc ?c ?m) [?m :commit/parents ?a]]]"""
ANCS = """[[(anc ?c ?a) [?c :commit/parents ?a]]
  [(anc ?c ?a) [?c :commit/parents ?m] (anc ?m ?a)]
  [(anc* ?c ?a) [?c :commit/sha _] [(identity ?c) ?a]]
  [(anc* ?c ?a) (anc ?c ?a)]]"""
MUT = """[[(odd-anc ?c ?a) [?c :commit/parents ?a]]
  [(odd-anc ?c ?a) [?c :commit/parents ?m] (even-anc ?m ?a)]
  [(even-anc ?c ?a) [?c :commit/parents ?m] (odd-anc ?m ?a)]]"""
DEPTH = """[[(adepth ?c ?a ?d) [?c :commit/parents ?a] [(ground 1) ?d]]
  [(adepth ?c ?a ?d) [?c :commit/parents ?m] (adepth ?m ?a ?d0) [(inc ?d0) ?d] [(<= ?d 3)]]]"""
DIR = """[[(under ?d ?x) [?d :dir/children ?x]]
  [(under ?d ?x) [?d :dir/children ?m] (under ?m ?x)]
  [(sub* ?d ?x) [?d :dir/path _] [(identity ?d) ?x]]
  [(sub* ?d ?x) (under ?d ?x)]]"""
MENT = """[[(mentored ?a ?b) [?a :author/mentor ?b]]
  [(mentored ?a ?b) [?a :author/mentor ?m] (mentored ?m ?b)]]"""
LVL3 = """[[(lvl1 ?c ?r) [?c :commit/repo ?r]]
  [(lvl2 ?c ?n) (lvl1 ?c ?r) [?r :repo/name ?n]]
  [(lvl3 ?c ?n ?a) (lvl2 ?c ?n) [?c :commit/author ?u] [?u :author/email ?a]]]"""

Q = "quiver"
L = "lattice"
B = "broken"

# ================= basics
add("b-repo-names", "[:find ?n :where [_ :repo/name ?n]]")
add("b-repo-keys", "[:find [?k ...] :where [_ :repo/key ?k]]")
add("b-commit-count", "[:find (count ?c) . :where [?c :commit/sha]]")
add("b-commit-per-repo", "[:find ?n (count ?c) :where [?c :commit/repo ?r] [?r :repo/name ?n]]")
add("b-empty-msg", '[:find ?s :where [?c :commit/msg ""] [?c :commit/sha ?s]]')
add("b-empty-msg-count", '[:find (count ?c) . :where [?c :commit/msg ""]]')
add("b-unicode-msg", '[:find ?s :where [?c :commit/msg "修正: バグを直す"] [?c :commit/seq ?s]]')
add("b-emoji-msg", '[:find (count ?c) . :where [?c :commit/msg "fix: 🐛 crash on empty input"]]')
add("b-author-unicode", '[:find ?e . :where [?a :author/name "山田 由紀"] [?a :author/email ?e]]')
add("b-author-empty-name", '[:find ?h :where [?a :author/name ""] [?a :author/handle ?h]]')
add("b-negative-stars", "[:find ?n :where [?r :repo/stars ?s] [(neg? ?s)] [?r :repo/name ?n]]")
add("b-zero-stars", "[:find ?n :where [?r :repo/stars 0] [?r :repo/name ?n]]")
add("b-score-zero", "[:find ?n :where [?r :repo/score 0.0] [?r :repo/name ?n]]")
add("b-private", "[:find ?n :where [?r :repo/private true] [?r :repo/name ?n]]")
add("b-topics", "[:find ?t :where [_ :repo/topics ?t]]")
add("b-topic-datalog", '[:find ?n :where [?r :repo/topics "datalog"] [?r :repo/name ?n]]')
add("b-fork-of", "[:find ?a ?b :where [?x :repo/fork-of ?y] [?x :repo/name ?a] [?y :repo/name ?b]]")
add("b-karma-zero", "[:find ?h :where [?a :author/karma 0M] [?a :author/handle ?h]]")
add("b-karma-neg", "[:find ?h ?k :where [?a :author/karma ?k] [(neg? ?k)] [?a :author/handle ?h]]")
add("b-bot-authors", "[:find ?h :where [?a :author/bot true] [?a :author/handle ?h]]")
add("b-kind-ident-ref", "[:find (count ?c) . :where [?c :commit/kind :kind/merge]]")
add("b-kind-labels", "[:find ?l (count ?c) :where [?c :commit/kind ?k] [?k :kind/label ?l]]")
add("b-labels-many", "[:find ?l (count ?c) :where [?c :commit/labels ?l]]")
add("b-stat-tuple", f"[:find ?st . :where {cp('?c', Q, 7)} [?c :commit/stat ?st]]")
add("b-stat-eq", "[:find (count ?c) . :where [?c :commit/stat [:perf 0 0]]]")
add("b-version-tuple", "[:find ?n ?v :where [?t :tag/version ?v] [?t :tag/name ?n]]")
add("b-version-eq", "[:find ?n :where [?t :tag/version [1 0 0]] [?t :tag/name ?n]]")
add("b-version-one-elem", "[:find ?n :where [?t :tag/version [1]] [?t :tag/name ?n]]")
add("b-lines-tuple", "[:find (count ?f) . :where [?f :file/lines [1 1]]]")
add("b-composite-count", "[:find (count ?t) . :where [_ :commit/repo+sha ?t]]")
add("b-shared-sha", "[:find ?s :where [?c1 :commit/sha ?s] [?c2 :commit/sha ?s] [(not= ?c1 ?c2)]]")
add("b-bigint-size", "[:find ?n ?s :where [?r :repo/size ?s] [?r :repo/name ?n]]")
add("b-bigsize-files", "[:find ?n ?b :where [?f :file/bigsize ?b] [?f :file/name ?n]]")
add("b-zero-size", "[:find (count ?f) . :where [?f :file/size 0]]")
add("b-uuid-repo", '[:find ?n . :where [?r :repo/uuid #uuid "00000000-0000-4000-8000-000000000003"] [?r :repo/name ?n]]')
add("b-inst-repo", '[:find ?n :where [?r :repo/created #inst "2024-12-31T23:59:59.999-00:00"] [?r :repo/name ?n]]')
add("b-self-parent", "[:find ?s :where [?c :commit/parents ?c] [?c :commit/sha ?s]]")
add("b-self-mentor", "[:find ?h :where [?a :author/mentor ?a] [?a :author/handle ?h]]")
add("b-self-child-dir", "[:find ?p :where [?d :dir/children ?d] [?d :dir/path ?p]]")
add("b-roots", "[:find ?n ?s :where [?c :commit/seq ?s] [?c :commit/repo ?r] [?r :repo/name ?n] [(missing? $ ?c :commit/parents)]]")
add("b-missing-dels", "[:find ?s :where [?c :commit/seq ?s] [(missing? $ ?c :commit/dels)]]")
add("b-neg-dels", "[:find ?s ?d :where [?c :commit/dels ?d] [(< ?d 0)] [?c :commit/seq ?s]]")
add("b-branches", "[:find ?rn ?bn :where [?b :branch/name ?bn] [?b :branch/repo ?r] [?r :repo/name ?rn]]")
add("b-protected", "[:find ?bn :where [?b :branch/protected true] [?b :branch/name ?bn]]")
add("b-note-empty", '[:find ?tn :where [?t :tag/note ?n] [?n :note/text ""] [?t :tag/name ?tn]]')
add("b-note-weights", "[:find ?w :where [_ :note/weight ?w]]")
add("b-modes", "[:find ?m (count ?f) :where [?f :file/mode ?m]]")
add("b-exec-files", "[:find (count ?f) . :where [?f :file/exec true]]")
add("b-ratios", "[:find ?r :where [_ :file/ratio ?r]]")
add("b-attr-var-commit", f"[:find ?a :where {cp('?c', B, 9)} [?c ?a _]]")

# ================= joins
add("j-commit-author-repo", "[:find ?rn ?h (count ?c) :where [?c :commit/author ?a] [?a :author/handle ?h] [?c :commit/repo ?r] [?r :repo/name ?rn]]")
add("j-branch-head-msg", "[:find ?bn ?m :where [?b :branch/head ?c] [?c :commit/msg ?m] [?b :branch/name ?bn]]")
add("j-tag-target-author", "[:find ?tn ?h :where [?t :tag/target ?c] [?c :commit/author ?a] [?a :author/handle ?h] [?t :tag/name ?tn]]")
add("j-merge-parents-authors", "[:find ?s ?h1 ?h2 :where [?c :commit/kind :kind/merge] [?c :commit/parents ?p1] [?c :commit/parents ?p2] [(< ?p1 ?p2)] [?p1 :commit/author ?a1] [?p2 :commit/author ?a2] [?a1 :author/handle ?h1] [?a2 :author/handle ?h2] [?c :commit/seq ?s]]")
add("j-self-authored-parent", "[:find ?s :where [?c :commit/parents ?p] [?c :commit/author ?a] [?p :commit/author ?a] [?c :commit/seq ?s]]")
add("j-touches-dir", "[:find ?p (count ?c) :where [?c :commit/touches ?f] [?d :dir/files ?f] [?d :dir/path ?p]]")
add("j-touches-other-repo", "[:find (count ?c) . :where [?c :commit/touches ?f] [?d :dir/files ?f] [?d :dir/repo ?r1] [?c :commit/repo ?r2] [(not= ?r1 ?r2)]]")
add("j-fork-shared", "[:find ?s :where [?l :repo/fork-of ?q] [?c1 :commit/repo ?l] [?c2 :commit/repo ?q] [?c1 :commit/sha ?s] [?c2 :commit/sha ?s]]")
add("j-mentor-names", "[:find ?a ?b :where [?x :author/mentor ?y] [?x :author/handle ?a] [?y :author/handle ?b]]")
add("j-mentor-mutual", "[:find ?a ?b :where [?x :author/mentor ?y] [?y :author/mentor ?x] [?x :author/handle ?a] [?y :author/handle ?b]]")
add("j-dir-child-names", "[:find ?a ?b :where [?x :dir/children ?y] [?x :dir/name ?a] [?y :dir/name ?b]]")
add("j-dir-files-repo", "[:find ?rn (count ?f) :where [?d :dir/files ?f] [?d :dir/repo ?r] [?r :repo/name ?rn]]")
add("j-same-msg-across-repos", "[:find ?m :where [?c1 :commit/msg ?m] [?c2 :commit/msg ?m] [?c1 :commit/repo ?r1] [?c2 :commit/repo ?r2] [(not= ?r1 ?r2)]]")
add("j-tag-branch-same-commit", "[:find ?tn ?bn :where [?t :tag/target ?c] [?b :branch/head ?c] [?t :tag/name ?tn] [?b :branch/name ?bn]]")
add("j-grandparent", f"[:find ?s :where {cp('?c', Q, 20)} [?c :commit/parents ?p] [?p :commit/parents ?g] [?g :commit/seq ?s]]")
add("j-two-parent-same-author", "[:find (count ?c) . :where [?c :commit/parents ?p1] [?c :commit/parents ?p2] [(not= ?p1 ?p2)] [?p1 :commit/author ?a] [?p2 :commit/author ?a]]")

# ================= predicates
add("p-adds-range", "[:find (count ?c) . :where [?c :commit/adds ?a] [(< 50 ?a 100)]]")
add("p-adds-chain3", "[:find (count ?c) . :where [?c :commit/adds ?a] [?c :commit/dels ?d] [(< ?d ?a 150)]]")
add("p-adds-eq-dels", "[:find ?s :where [?c :commit/adds ?a] [?c :commit/dels ?a] [?c :commit/seq ?s]]")
add("p-not-eq-multi", "[:find (count ?c) . :where [?c :commit/adds ?a] [?c :commit/dels ?d] [(not= ?a ?d 0)]]")
add("p-coverage-neg", "[:find (count ?c) . :where [?c :commit/coverage ?v] [(neg? ?v)]]")
add("p-coverage-100", "[:find (count ?c) . :where [?c :commit/coverage ?v] [(== ?v 100)]]")
add("p-coverage-eq-long", "[:find (count ?c) . :where [?c :commit/coverage ?v] [(= ?v 100)]]")
add("p-time-before", '[:find (count ?c) . :where [?c :commit/time ?t] [(< ?t #inst "2020-01-01T00:00:00.000-00:00")]]')
add("p-time-compare", "[:find ?s :where [?c :commit/parents ?p] [?c :commit/time ?t1] [?p :commit/time ?t2] [(> ?t2 ?t1)] [?c :commit/seq ?s] [?c :commit/repo ?r] [?r :repo/name \"quiver\"]]")
add("p-karma-gt", "[:find ?h :where [?a :author/karma ?k] [(> ?k 5M)] [?a :author/handle ?h]]")
add("p-karma-gt-long", "[:find ?h :where [?a :author/karma ?k] [(> ?k 5)] [?a :author/handle ?h]]")
add("p-karma-zero?", "[:find ?h :where [?a :author/karma ?k] [(zero? ?k)] [?a :author/handle ?h]]")
add("p-ratio-pos", "[:find (count ?f) . :where [?f :file/ratio ?r] [(pos? ?r)]]")
add("p-sha-starts", '[:find ?s :where [?c :commit/sha ?s] [(clojure.string/starts-with? ?s "a")]]')
add("p-msg-includes", '[:find (count ?c) . :where [?c :commit/msg ?m] [(clojure.string/includes? ?m "fix")]]')
add("p-msg-blank", "[:find (count ?c) . :where [?c :commit/msg ?m] [(clojure.string/blank? ?m)]]")
add("p-msg-re", '[:find ?m :where [_ :commit/msg ?m] [(re-find #"^[A-Z][a-z]+ " ?m)]]')
add("p-msg-re-unicode", '[:find ?m :where [_ :commit/msg ?m] [(re-find #"[^\\x00-\\x7F]" ?m)]]')
add("p-handle-kw-eq", "[:find ?e :where [?a :author/handle ?h] [(= ?h :zoe)] [?a :author/email ?e]]")
add("p-label-in-set", "[:find ?s :where [?c :commit/labels ?l] [(contains? #{:release :perf} ?l)] [?c :commit/seq ?s] [?c :commit/repo ?r] [?r :repo/key :b]]")
add("p-even-seq", "[:find (count ?c) . :where [?c :commit/seq ?s] [(even? ?s)]]")
add("p-bigsize-gt", "[:find ?n :where [?f :file/bigsize ?b] [(> ?b 5000010000N)] [?f :file/name ?n]]")
add("p-size-between", "[:find (count ?f) . :where [?f :file/size ?s] [(<= 100 ?s)] [(<= ?s 1000)]]")
add("p-pred-on-tuple", "[:find ?n :where [?t :tag/version ?v] [(> (count ?v) 1)] [?t :tag/name ?n]]")
add("p-signed-false", "[:find (count ?c) . :where [?c :commit/signed false]]")
add("p-signed-missing", "[:find (count ?c) . :where [?c :commit/sha] [(missing? $ ?c :commit/signed)]]")
add("p-identical-kw", "[:find ?h :where [?a :author/handle ?h] [(identical? ?h :ada)]]")
add("p-neg-in-range", "[:find ?n :where [?r :repo/stars ?s] [(<= -1 ?s 3)] [?r :repo/name ?n]]")

# ================= functions
add("f-sha-prefix", f"[:find ?p . :where {cp('?c', Q, 3)} [?c :commit/sha ?s] [(subs ?s 0 7) ?p]]")
add("f-msg-count-emoji", '[:find ?n . :where [?c :commit/msg "fix: 🐛 crash on empty input"] [(count ?m) ?n] [?c :commit/msg ?m]]')
add("f-upper-msg", '[:find ?u :where [?c :commit/msg ?m] [(clojure.string/upper-case ?m) ?u] [(clojure.string/starts-with? ?m "Über")]]')
add("f-kw-name", "[:find ?n :where [_ :commit/labels ?l] [(name ?l) ?n]]")
add("f-kw-ns", "[:find ?ns :where [_ :commit/kind ?k] [?k :db/ident ?i] [(namespace ?i) ?ns]]")
add("f-kw-make", '[:find ?k :where [?r :repo/name ?n] [(keyword "repo" ?n) ?k]]')
add("f-str-join", '[:find ?s . :where [(ground ["a" "b" "c"]) ?v] [(clojure.string/join "-" ?v) ?s]]')
add("f-str-join-nosep", '[:find ?s . :where [(ground [1 2 3]) ?v] [(clojure.string/join ?v) ?s]]')
add("f-split-path", '[:find ?parts :where [?d :dir/path "/q/src/engine/"] [?d :dir/path ?p] [(clojure.string/split ?p #"/") ?parts]]')
add("f-path-depth", '[:find ?p ?n :where [_ :dir/path ?p] [(re-seq #"/" ?p) ?xs] [(count ?xs) ?n]]')
add("f-churn", "[:find ?s ?ch :where [?c :commit/repo ?r] [?r :repo/key :b] [?c :commit/seq ?s] [?c :commit/adds ?a] [?c :commit/dels ?d] [(+ ?a ?d) ?ch]]")
add("f-net", "[:find (sum ?n) . :with ?c :where [?c :commit/adds ?a] [?c :commit/dels ?d] [(- ?a ?d) ?n]]")
add("f-ratio-div", f"[:find ?x . :where {cp('?c', Q, 7)} [?c :commit/adds ?a] [?c :commit/dels ?d] [(/ ?a ?d) ?x]]")
add("f-quot-neg", "[:find ?q ?r ?m :where [(ground -7) ?x] [(quot ?x 2) ?q] [(rem ?x 2) ?r] [(mod ?x 2) ?m]]")
add("f-max-min-args", "[:find ?mx ?mn :where [(ground 3) ?a] [(max ?a 9 -2) ?mx] [(min ?a 9 -2) ?mn]]")
add("f-inst-ms", '[:find ?ms . :where [?r :repo/name "empty"] [?r :repo/created ?t] [(inst-ms ?t) ?ms]]')
add("f-gettime-diff", f"[:find ?d . :where {cp('?c', Q, 10)} [?c :commit/parents ?p] [?c :commit/time ?t1] [?p :commit/time ?t2] [(.getTime ?t1) ?a] [(.getTime ?t2) ?b] [(- ?a ?b) ?d] [?p :commit/seq 7]]")
add("f-str-kw", "[:find ?s :where [_ :commit/labels ?l] [(str ?l) ?s]]")
add("f-str-bigint", '[:find ?s . :where [?r :repo/name "quiver"] [?r :repo/size ?z] [(str ?z) ?s]]')
add("f-str-bigdec", "[:find ?s :where [_ :author/karma ?k] [(str ?k) ?s]]")
add("f-str-uuid", '[:find ?s . :where [?r :repo/name "broken"] [?r :repo/uuid ?u] [(str ?u) ?s]]')
add("f-str-tuple", "[:find ?s :where [_ :tag/version ?v] [(str ?v) ?s]]")
add("f-nth-tuple", "[:find ?n ?maj :where [?t :tag/version ?v] [(nth ?v 0) ?maj] [?t :tag/name ?n]]")
add("f-get-tuple", "[:find ?n ?x :where [?t :tag/version ?v] [(get ?v 2) ?x] [?t :tag/name ?n]]")
add("f-untuple-stat", "[:find ?k (sum ?a) :with ?c :where [?c :commit/stat ?st] [(untuple ?st) [?k ?a _]]]")
add("f-tuple-make", f"[:find ?t . :where {cp('?c', Q, 5)} [?c :commit/seq ?s] [?c :commit/adds ?a] [(tuple ?s ?a) ?t]]")
add("f-get-else-name", "[:find ?e ?n :where [?a :author/email ?e] [(get-else $ ?a :author/name \"?\") ?n]]")
add("f-get-else-dels", "[:find ?s ?d :where [?c :commit/repo ?r] [?r :repo/key :b] [?c :commit/seq ?s] [(get-else $ ?c :commit/dels -1) ?d]]")
add("f-get-some", "[:find ?e ?v :where [?a :author/email ?e] [(get-some $ ?a :author/name :author/handle) [_ ?v]]]")
add("f-get-some-attr", "[:find ?e ?at :where [?a :author/email ?e] [(get-some $ ?a :author/karma :author/handle) [?at _]]]")
add("f-bigdec-mul", "[:find ?h ?x :where [?a :author/karma ?k] [(* ?k 2) ?x] [?a :author/handle ?h]]")
add("f-bigdec-add", "[:find ?h ?x :where [?a :author/karma ?k] [(+ ?k 0.5M) ?x] [?a :author/handle ?h]]")
add("f-bigint-add", "[:find ?n ?x :where [?r :repo/size ?s] [(+ ?s 1) ?x] [?r :repo/name ?n]]")
add("f-double-cast", "[:find ?n ?x :where [?r :repo/stars ?s] [(double ?s) ?x] [?r :repo/name ?n]]")
add("f-long-cast", "[:find ?x :where [_ :file/ratio ?r] [(long ?r) ?x]]")
add("f-format", '[:find ?s :where [?t :tag/version ?v] [(nth ?v 0) ?a] [(nth ?v 1) ?b] [(format "%d.%d" ?a ?b) ?s]]')
add("f-format-pad", '[:find ?s :where [?c :commit/repo ?r] [?r :repo/key :b] [?c :commit/seq ?n] [(format "%03d" ?n) ?s]]')
add("f-replace", '[:find ?x :where [_ :dir/path ?p] [(clojure.string/replace ?p "/" ".") ?x]]')
add("f-replace-re", '[:find ?x :where [_ :file/name ?p] [(clojure.string/replace ?p #"\\.[a-z]+$" "") ?x]]')
add("f-index-of", '[:find ?n ?i :where [_ :file/name ?n] [(clojure.string/index-of ?n ".") ?i]]')
add("f-ends-with", '[:find (count ?f) . :where [?f :file/name ?n] [(clojure.string/ends-with? ?n ".rs")]]')
add("f-reverse-str", '[:find ?x . :where [?r :repo/name "lattice"] [?r :repo/name ?n] [(clojure.string/reverse ?n) ?x]]')
add("f-trim-capital", '[:find ?x :where [(ground ["  ab " "cD"]) [?s ...]] [(clojure.string/trim ?s) ?t] [(clojure.string/capitalize ?t) ?x]]')
add("f-re-matches-groups", '[:find ?maj ?min :where [_ :tag/name ?n] [(re-matches #"v(\\d+)\\.(\\d+)\\.\\d+" ?n) [_ ?maj ?min]]]')
add("f-parse-long", '[:find ?x :where [_ :tag/name ?n] [(re-find #"\\d+$" ?n) ?d] [(parse-long ?d) ?x]]')
add("f-ground-coll", "[:find ?x :where [(ground [3 1 2 3]) [?x ...]]]")
add("f-ground-rel", "[:find ?a ?b :where [(ground [[1 :a] [2 :b] [1 :a]]) [[?a ?b]]]]")
add("f-identity-bind", "[:find ?y :where [?r :repo/key ?k] [(identity ?k) ?y]]")
add("f-vector-fn", "[:find ?v :where [?r :repo/stars ?s] [(vector ?s 0) ?v]]")
add("f-abs-dels", "[:find ?x :where [_ :commit/dels ?d] [(< ?d 0)] [(abs ?d) ?x]]")
add("f-dec-inc", "[:find ?a ?b :where [(ground 0) ?z] [(dec ?z) ?a] [(inc ?z) ?b]]")
add("f-compare-str", '[:find ?x :where [?r :repo/name ?n] [(compare ?n "lattice") ?x]]')
add("f-type-tuple", "[:find ?t . :where [?x :tag/name \"v1.0.0\"] [?x :tag/version ?v] [(type ?v) ?t]]")
add("f-count-set", "[:find ?n (count ?l) :where [?c :commit/seq ?n] [?c :commit/repo ?r] [?r :repo/key :b] [?c :commit/labels ?l]]")
add("f-boolean-bind-false", "[:find ?x :where [(ground 4) ?n] [(odd? ?n) ?x]]")
add("f-nil-from-get", "[:find ?x :where [(ground {:a 1}) ?m] [(get ?m :b) ?x]]")
add("f-str-multi", '[:find ?s :where [?b :branch/name ?bn] [?b :branch/repo ?r] [?r :repo/name ?rn] [(str ?rn "@" ?bn) ?s]]')
add("f-min-kw", "[:find (min ?l) . :where [_ :commit/labels ?l]]")
add("f-max-str", "[:find (max ?m) . :where [_ :commit/msg ?m]]")
add("f-like", '[:find ?n :where [_ :file/name ?n] [(like ?n "test_%")]]')

# ================= not / or
add("n-not-merge", "[:find (count ?c) . :where [?c :commit/sha] (not [?c :commit/kind :kind/merge])]")
add("n-leaf-commits", "[:find ?rn ?s :where [?c :commit/seq ?s] [?c :commit/repo ?r] [?r :repo/name ?rn] (not [_ :commit/parents ?c])]")
add("n-not-join-tagged", "[:find (count ?c) . :where [?c :commit/sha] (not-join [?c] [?t :tag/target ?c])]")
add("n-not-join-branch", "[:find ?s :where [?c :commit/repo ?r] [?r :repo/key :l] [?c :commit/seq ?s] [(> ?s 25)] (not-join [?c] [?b :branch/head ?c])]")
add("n-not-two-clauses", "[:find (count ?c) . :where [?c :commit/adds ?a] (not [?c :commit/signed true] [?c :commit/labels :bug])]")
add("n-not-nested-or", "[:find (count ?c) . :where [?c :commit/sha] (not (or [?c :commit/labels :bug] [?c :commit/labels :feat]))]")
add("n-or-labels", "[:find (count ?c) . :where (or [?c :commit/labels :docs] [?c :commit/labels :test])]")
add("n-or-join-author", "[:find ?h :where [?a :author/handle ?h] (or-join [?a] [?c :commit/author ?a] [?a :author/mentor ?a])]")
add("n-or-and", "[:find (count ?c) . :where [?c :commit/adds ?a] (or (and [?c :commit/signed true] [(> ?a 100)]) [?c :commit/kind :kind/merge])]")
add("n-or-join-nested-not", "[:find ?h :where [?a :author/handle ?h] (or-join [?a] (and [?a :author/bot false] (not [?a :author/mentor _])) [?a :author/karma 0M])]")
add("n-not-author-without-commit", "[:find ?h :where [?a :author/handle ?h] (not [_ :commit/author ?a])]")
add("n-not-join-grand", "[:find (count ?c) . :where [?c :commit/parents ?p] (not-join [?p] [?p :commit/parents ?g] [?g :commit/kind :kind/merge])]")
add("n-not-dir-child", "[:find ?p :where [?d :dir/path ?p] (not [_ :dir/children ?d])]")
add("n-or-join-two-vars", "[:find ?a ?b :where [?x :dir/name ?a] (or-join [?x ?b] [?x :dir/children ?y] [?y :dir/name ?b] (and [?x :dir/files ?f] [?f :file/name ?b]))]")
add("n-or-kind-const", "[:find ?l (count ?c) :where [?c :commit/labels ?l] (or [?c :commit/kind :kind/fix] [?c :commit/kind :kind/chore])]")
add("n-not-not", "[:find (count ?c) . :where [?c :commit/sha] (not (not [?c :commit/signed true]))]")
add("n-or-missing", "[:find ?e :where [?a :author/email ?e] (or [(missing? $ ?a :author/name)] [?a :author/name \"\"])]")
add("n-not-pred", "[:find (count ?f) . :where [?f :file/size ?s] (not [(< ?s 1000)])]")
add("n-or-join-bound-input", "(q [:find ?s :in $ ?k :where [?c :commit/seq ?s] [?c :commit/repo ?r] [?r :repo/key ?k] (or-join [?c] [?c :commit/labels :chore] [?c :commit/adds 0])] $ :b)")

# ================= rules (emphasis)
def rq(name, find_where, rules, *inputs, ins=""):
    add(name, f"(q [:find {find_where.split(' :where ')[0]} :in $ %{(' ' + ins) if ins else ''} :where {find_where.split(' :where ')[1]}] $ {rules}{''.join(' ' + i for i in inputs)})")

# transitive closure, bound start
for (r, i) in [(Q, 9), (Q, 30), (Q, 45), (Q, 59), (L, 15), (B, 3), (B, 9), (B, 0)]:
    rq(f"r-anc-count-{r[0]}{i}", f"(count ?a) . :where {cp('?c', r, i)} (anc ?c ?a)", ANC)
for (r, i) in [(Q, 0), (Q, 16), (Q, 30), (L, 5), (B, 3), (B, 0)]:
    rq(f"r-desc-seqs-{r[0]}{i}", f"[?s ...] :where {cp('?a', r, i)} (desc ?a ?d) [?d :commit/seq ?s]", DESC)
# left-recursive form
for (r, i) in [(Q, 45), (B, 8), (L, 25)]:
    rq(f"r-anc-left-{r[0]}{i}", f"[?s ...] :where {cp('?c', r, i)} (anc ?c ?a) [?a :commit/seq ?s]", ANCL)
# end bound (who has X as ancestor) with anc
for (r, i) in [(Q, 30), (Q, 7), (B, 5), (L, 7)]:
    rq(f"r-anc-endbound-{r[0]}{i}", f"(count ?c) . :where {cp('?a', r, i)} (anc ?c ?a)", ANC)
# both bound
for (r, i, j) in [(Q, 59, 30), (Q, 29, 30), (B, 3, 3), (B, 9, 9), (B, 0, 9), (B, 7, 4), (L, 34, 14)]:
    rq(f"r-anc-both-{r[0]}{i}-{j}", f"?x . :where {cp('?c', r, i)} {cp('?a', r, j)} (anc ?c ?a) [(ground true) ?x]", ANC)
# neither bound
rq("r-anc-all-count", "(count ?c) . :where (anc ?c ?a)", ANC)
rq("r-anc-pairs-count-per-repo", "?n (count ?a) :with ?c :where (anc ?c ?a) [?c :commit/repo ?r] [?r :repo/name ?n]", ANC)
rq("r-anc-self-cycle", "?s :where (anc ?c ?c) [?c :commit/seq ?s]", ANC)
rq("r-anc-self-cycle-eq", "?s :where (anc ?c ?a) [(= ?c ?a)] [?c :commit/seq ?s]", ANC)
rq("r-desc-all-count", "(count ?d) . :where (desc ?a ?d)", DESC)
rq("r-anc-desc-agree", "(count ?c) . :where (anc ?c ?a) (desc ?a ?c)", f"{ANC[:-1]} {DESC[1:]}")
# inputs as lookup refs / scalars
rq("r-anc-lookup-input", "[?s ...] :where (anc ?c ?a) [?a :commit/seq ?s]", ANC, cid(Q, 10), ins="?c")
rq("r-anc-lookup-both", "?x . :where (anc ?c ?a) [(ground 1) ?x]", ANC, cid(Q, 50), cid(Q, 3), ins="?c ?a")
rq("r-anc-lookup-const-call", f"[?s ...] :where (anc {cid(Q, 9)} ?a) [?a :commit/seq ?s]", ANC)
rq("r-anc-coll-input", "?sc (count ?a) :where (anc ?c ?a) [?c :commit/seq ?sc]", ANC, f"[{cid(Q, 5)} {cid(Q, 6)} {cid(B, 9)}]", ins="[?c ...]")
rq("r-anc-sha-input", '?s :where [?r :repo/name "quiver"] [?c :commit/repo ?r] [?c :commit/sha ?h] (anc ?c ?a) [?a :commit/seq ?s]', ANC, f'"{SHA[(Q, 8)]}"', ins="?h")
rq("r-anc-sha-const-fork", f'?rn ?s :where [?c :commit/sha "{SHA[(Q, 4)]}"] (anc ?c ?a) [?a :commit/seq ?s] [?c :commit/repo ?r] [?r :repo/name ?rn]', ANC)
# underscore
rq("r-anc-underscore", "(count ?c) . :where [?c :commit/sha] (anc ?c _)", ANC)
rq("r-anc-underscore-first", "(count ?a) . :where [?a :commit/sha] (anc _ ?a)", ANC)
rq("r-desc-underscore", "(count ?a) . :where [?a :commit/sha] (desc ?a _)", DESC)
# required-binding head
REQ = """[[(anc-of [?c] ?a) [?c :commit/parents ?a]]
  [(anc-of [?c] ?a) [?c :commit/parents ?m] (anc-of ?m ?a)]]"""
rq("r-req-head-bound", f"[?s ...] :where {cp('?c', Q, 16)} (anc-of ?c ?a) [?a :commit/seq ?s]", REQ)
rq("r-req-head-cycle", f"[?s ...] :where {cp('?c', B, 4)} (anc-of ?c ?a) [?a :commit/seq ?s]", REQ)
rq("r-req-head-unbound", "(count ?a) . :where (anc-of ?c ?a)", REQ)
rq("r-req-head-branch", "?bn (count ?a) :where [?b :branch/name ?bn] [?b :branch/head ?c] (anc-of ?c ?a)", REQ)
# source prefix
rq("r-src-prefix", f"(count ?a) . :where {cp('?c', Q, 40)} ($ anc ?c ?a)", ANC)
rq("r-src-prefix-named", f"(count ?a) . :where {cp('?c', Q, 40)} ($h anc ?c ?a)", ANC, "$", ins="$h")
# mutual recursion
for (r, i) in [(Q, 10), (B, 9), (B, 4)]:
    rq(f"r-mut-odd-{r[0]}{i}", f"[?s ...] :where {cp('?c', r, i)} (odd-anc ?c ?a) [?a :commit/seq ?s]", MUT)
    rq(f"r-mut-even-{r[0]}{i}", f"[?s ...] :where {cp('?c', r, i)} (even-anc ?c ?a) [?a :commit/seq ?s]", MUT)
rq("r-mut-both-parity", "(count ?a) . :where [?c :commit/seq 9] [?c :commit/repo ?r] [?r :repo/key :b] (odd-anc ?c ?a) (even-anc ?c ?a)", MUT)
rq("r-mut-counts", "?k (count ?c) :where (or-join [?c ?k] (and (odd-anc ?c _) [(ground :odd) ?k]) (and (even-anc ?c _) [(ground :even) ?k]))", MUT)
MUT2 = """[[(ev ?c) [?c :commit/sha] (not [?c :commit/parents _])]
  [(ev ?c) [?c :commit/parents ?p] (od ?p)]
  [(od ?c) [?c :commit/parents ?p] (ev ?p)]]"""
rq("r-mut-unary-ev", '[?s ...] :where [?r :repo/name "quiver"] [?c :commit/repo ?r] (ev ?c) [?c :commit/seq ?s]', MUT2)
rq("r-mut-unary-od-broken", '[?s ...] :where [?r :repo/name "broken"] [?c :commit/repo ?r] (od ?c) [?c :commit/seq ?s]', MUT2)
rq("r-mut-unary-both", '(count ?c) . :where (ev ?c) (od ?c)', MUT2)
MUTID = """[[(ev* ?a ?b) [?a :commit/sha] [(identity ?a) ?b]]
  [(ev* ?a ?b) [?a :commit/parents ?m] (od* ?m ?b)]
  [(od* ?a ?b) [?a :commit/parents ?m] (ev* ?m ?b)]]"""
rq("r-mut-identity-base", f"[?s ...] :where {cp('?c', Q, 12)} (od* ?c ?a) [?a :commit/seq ?s]", MUTID)
# depth counter
for (r, i) in [(Q, 20), (B, 9), (L, 15)]:
    rq(f"r-depth-{r[0]}{i}", f"?s ?d :where {cp('?c', r, i)} (adepth ?c ?a ?d) [?a :commit/seq ?s]", DEPTH)
DEPTHP = """[[(hop ?c ?a ?d) [?c :commit/parents ?a] [(ground 1) ?d]]
  [(hop ?c ?a ?d) [?c :commit/parents ?m] (hop ?m ?a ?d0) [(+ ?d0 1) ?d] [(< ?d 4)]]]"""
rq("r-depth-plus-min", f"?s (min ?d) :where {cp('?c', Q, 28)} (hop ?c ?a ?d) [?a :commit/seq ?s]", DEPTHP)
rq("r-depth-exact-2", f"[?s ...] :where {cp('?c', Q, 28)} (hop ?c ?a 2) [?a :commit/seq ?s]", DEPTHP)
rq("r-depth-cycle-bounded", f"?d (count ?a) :where {cp('?c', B, 3)} (hop ?c ?a ?d)", DEPTHP)
# LCA
def lca(name, r, i, j):
    rq(name, f"[?s ...] :where {cp('?x', r, i)} {cp('?y', r, j)} (anc* ?x ?a) (anc* ?y ?a) (not-join [?x ?y ?a] (anc* ?x ?b) (anc* ?y ?b) (anc ?b ?a)) [?a :commit/seq ?s]", ANCS)
for (r, i, j) in [(Q, 12, 13), (Q, 18, 22), (Q, 45, 46), (Q, 33, 36), (Q, 29, 30), (Q, 31, 34), (L, 24, 26), (Q, 10, 10)]:
    lca(f"r-lca-{r[0]}{i}-{j}", r, i, j)
rq("r-common-anc-count", f"(count ?a) . :where {cp('?x', Q, 50)} {cp('?y', Q, 54)} (anc ?x ?a) (anc ?y ?a)", ANC)
rq("r-merge-base-via-input", "[?s ...] :where (anc* ?x ?a) (anc* ?y ?a) (not-join [?x ?y ?a] (anc* ?x ?b) (anc* ?y ?b) (anc ?b ?a)) [?a :commit/seq ?s]", ANCS, cid(L, 23), cid(L, 25), ins="?x ?y")
# directory size
for p in ["/q/", "/q/src/", "/l/", "/l/empty/", "/b/"]:
    rq(f"r-dir-size{p.replace('/', '-')}", f"(sum ?s) . :with ?f :where [?d :dir/path \"{p}\"] (sub* ?d ?x) [?x :dir/files ?f] [?f :file/size ?s]", DIR)
rq("r-dir-size-noWith", "(sum ?s) . :where [?d :dir/path \"/q/\"] (sub* ?d ?x) [?x :dir/files ?f] [?f :file/size ?s]", DIR)
rq("r-dir-size-all", "?p (sum ?s) :with ?f :where [?d :dir/path ?p] (sub* ?d ?x) [?x :dir/files ?f] [?f :file/size ?s]", DIR)
rq("r-dir-count-files", "?p (count ?f) :where [?d :dir/path ?p] (sub* ?d ?x) [?x :dir/files ?f]", DIR)
rq("r-dir-bigsize", "?p (sum ?b) :with ?f :where [?d :dir/path ?p] (under ?d ?x) [?x :dir/files ?f] [?f :file/bigsize ?b]", DIR)
rq("r-dir-under-cycle", '[?p ...] :where [?d :dir/path "/b/a/"] (under ?d ?x) [?x :dir/path ?p]', DIR)
rq("r-dir-above", '[?p ...] :where [?x :dir/path "/q/src/engine/index/btree/"] (under ?d ?x) [?d :dir/path ?p]', DIR)
rq("r-dir-depth-max", "?p (max ?s) :with ?f :where [?d :dir/path ?p] [?d :dir/repo ?r] [?r :repo/key :q] (sub* ?d ?x) [?x :dir/files ?f] [?f :file/size ?s]", DIR)
rq("r-dir-no-files-subtree", "[?p ...] :where [?d :dir/path ?p] (not-join [?d] (sub* ?d ?x) [?x :dir/files _])", DIR)
# mentor graph
rq("r-mentor-closure", "?a ?b :where (mentored ?x ?y) [?x :author/handle ?a] [?y :author/handle ?b]", MENT)
rq("r-mentor-const-kw", "[?h ...] :where [?x :author/handle :olga] (mentored ?x ?y) [?y :author/handle ?h]", MENT)
rq("r-mentor-lookup-const", "[?h ...] :where (mentored [:author/email \"olga@vcs.example\"] ?y) [?y :author/handle ?h]", MENT)
rq("r-mentor-lookup-handle", "[?h ...] :where (mentored [:author/handle :mei] ?y) [?y :author/handle ?h]", MENT)
rq("r-mentor-self-reach", "[?h ...] :where (mentored ?x ?x) [?x :author/handle ?h]", MENT)
rq("r-mentor-end-bound", "[?h ...] :where (mentored ?x [:author/email \"ada@vcs.example\"]) [?x :author/handle ?h]", MENT)
rq("r-mentor-not-join", "[?h ...] :where [?x :author/handle ?h] (not-join [?x] (mentored ?x ?y) [?y :author/bot true])", MENT)
rq("r-mentor-count-agg", "?h (count ?y) :where (mentored ?x ?y) [?x :author/handle ?h]", MENT)
# several bodies, some non-recursive
REL = """[[(linked ?a ?b) [?a :commit/parents ?b]]
  [(linked ?a ?b) [?t :tag/target ?a] [?t :tag/repo ?r] [?b :commit/repo ?r] [?b :commit/seq 0]]
  [(linked ?a ?b) [?a :commit/parents ?m] (linked ?m ?b)]]"""
rq("r-multi-body", f"[?s ...] :where {cp('?c', Q, 30)} (linked ?c ?b) [?b :commit/seq ?s]", REL)
rq("r-multi-body-count", "(count ?b) . :with ?a :where (linked ?a ?b)", REL)
# rules using not / not-join / or / or-join / pred / fn in bodies
RN = """[[(unsigned-anc ?c ?a) (anc ?c ?a) (not [?a :commit/signed true])]
  [(anc ?c ?a) [?c :commit/parents ?a]]
  [(anc ?c ?a) [?c :commit/parents ?m] (anc ?m ?a)]]"""
rq("r-body-not", f"[?s ...] :where {cp('?c', Q, 25)} (unsigned-anc ?c ?a) [?a :commit/seq ?s]", RN)
RNJ = """[[(anc-untagged ?c ?a) [?c :commit/parents ?a] (not-join [?a] [_ :tag/target ?a])]
  [(anc-untagged ?c ?a) [?c :commit/parents ?m] (not-join [?m] [_ :tag/target ?m]) (anc-untagged ?m ?a)]]"""
rq("r-body-not-join-stop-at-tag", f"[?s ...] :where {cp('?c', Q, 59)} (anc-untagged ?c ?a) [?a :commit/seq ?s]", RNJ)
RO = """[[(touchy ?c) (or [?c :commit/labels :bug] [?c :commit/labels :perf])]
  [(touchy-anc ?c ?a) [?c :commit/parents ?a] (touchy ?a)]
  [(touchy-anc ?c ?a) [?c :commit/parents ?m] (touchy-anc ?m ?a)]]"""
rq("r-body-or", f"[?s ...] :where {cp('?c', Q, 20)} (touchy-anc ?c ?a) [?a :commit/seq ?s]", RO)
ROJ = """[[(near ?a ?b) (or-join [?a ?b] [?a :commit/parents ?b] [?b :commit/parents ?a])]
  [(conn ?a ?b) (near ?a ?b)]
  [(conn ?a ?b) (near ?a ?m) (conn ?m ?b)]]"""
rq("r-body-or-join-undirected", f"(count ?b) . :where {cp('?a', Q, 0)} (conn ?a ?b)", ROJ)
rq("r-body-or-join-broken", f"[?s ...] :where {cp('?a', B, 0)} (conn ?a ?b) [?b :commit/seq ?s]", ROJ)
RP = """[[(big-anc ?c ?a) [?c :commit/parents ?a] [?a :commit/adds ?n] [(> ?n 100)]]
  [(big-anc ?c ?a) [?c :commit/parents ?m] (big-anc ?m ?a)]]"""
rq("r-body-pred", f"[?s ...] :where {cp('?c', Q, 30 + 29)} (big-anc ?c ?a) [?a :commit/seq ?s]", RP)
RF = """[[(gap ?c ?a ?g) [?c :commit/parents ?a] [?c :commit/seq ?x] [?a :commit/seq ?y] [(- ?x ?y) ?g]]]"""
rq("r-body-fn", "?g (count ?c) :where (gap ?c ?a ?g)", RF)
rq("r-body-fn-const", "[?s ...] :where (gap ?c ?a 3) [?c :commit/seq ?s]", RF)
rq("r-body-fn-neg-const", "[?s ...] :where (gap ?c ?a -2) [?c :commit/seq ?s]", RF)
# constants in rule calls
RK = """[[(labelled ?c ?l) [?c :commit/labels ?l]]]"""
rq("r-const-kw", "(count ?c) . :where (labelled ?c :release)", RK)
RS = """[[(in-repo ?c ?n) [?c :commit/repo ?r] [?r :repo/name ?n]]]"""
rq("r-const-str", '(count ?c) . :where (in-repo ?c "lattice")', RS)
rq("r-const-str-unicode", '(count ?c) . :where (in-repo ?c "ü")', RS)
RN2 = """[[(at-seq ?c ?s) [?c :commit/seq ?s]]]"""
rq("r-const-num", "?rn :where (at-seq ?c 33) [?c :commit/repo ?r] [?r :repo/name ?rn]", RN2)
rq("r-const-num-double", "?rn :where (at-seq ?c 33.0) [?c :commit/repo ?r] [?r :repo/name ?rn]", RN2)
RI = """[[(of-kind ?c ?k) [?c :commit/kind ?k]]]"""
rq("r-const-ident", "(count ?c) . :where (of-kind ?c :kind/merge)", RI)
rq("r-const-ident-eid", "(count ?c) . :where [?k :db/ident :kind/merge] (of-kind ?c ?k)", RI)
RB = """[[(signed-as ?c ?b) [?c :commit/signed ?b]]]"""
rq("r-const-bool", "(count ?c) . :where (signed-as ?c false)", RB)
RU = """[[(by ?c ?a) [?c :commit/author ?a]]]"""
rq("r-const-lookup", '(count ?c) . :where (by ?c [:author/email "zoe@vcs.example"])', RU)
rq("r-const-lookup-ok", '(count ?c) . :where (by ?c [:author/email "emoji@vcs.example"])', RU)
rq("r-const-lookup-handle", "(count ?c) . :where (by ?c [:author/handle :jose])", RU)
RD = """[[(at-time ?c ?t) [?c :commit/time ?t]]]"""
rq("r-const-inst", '?s :where (at-time ?c #inst "2019-01-01T00:00:00.000-00:00") [?c :commit/seq ?s]', RD)
RT = """[[(ver ?t ?v) [?t :tag/version ?v]]]"""
rq("r-const-tuple", "?n :where (ver ?t [0 1 0]) [?t :tag/name ?n]", RT)
RBD = """[[(karma ?a ?k) [?a :author/karma ?k]]]"""
rq("r-const-bigdec", "?h :where (karma ?a -2.5M) [?a :author/handle ?h]", RBD)
rq("r-const-bigdec-scale", "?h :where (karma ?a 12.50M) [?a :author/handle ?h]", RBD)
# three levels deep
rq("r-lvl3", "?n (count ?c) :where (lvl3 ?c ?n ?a)", LVL3)
rq("r-lvl3-const", '?a :where (lvl3 ?c "broken" ?a)', LVL3)
rq("r-lvl3-bound-email", '?n (count ?c) :where (lvl3 ?c ?n "grace@vcs.example")', LVL3)
DEEP = """[[(p1 ?c ?a) [?c :commit/parents ?a]]
  [(p2 ?c ?a) (p1 ?c ?m) (p1 ?m ?a)]
  [(p3 ?c ?a) (p2 ?c ?m) (p1 ?m ?a)]
  [(p4 ?c ?a) (p3 ?c ?m) (not-join [?m] (p1 ?m ?m))]]"""
rq("r-deep-p3", f"[?s ...] :where {cp('?c', Q, 20)} (p3 ?c ?a) [?a :commit/seq ?s]", DEEP)
rq("r-deep-p3-cycle", f"[?s ...] :where {cp('?c', B, 9)} (p3 ?c ?a) [?a :commit/seq ?s]", DEEP)
rq("r-deep-p4", f"(count ?a) . :where (p4 ?c ?a)", DEEP)
# rule results into not-join and aggregates
rq("r-not-join-unreachable-from-main", '[?s ...] :where [?r :repo/name "quiver"] [?c :commit/repo ?r] [?c :commit/seq ?s] [?b :branch/repo ?r] [?b :branch/name "main"] [?b :branch/head ?h] (not-join [?h ?c] (anc ?h ?c)) [(not= ?h ?c)]', ANC)
rq("r-not-join-not-in-any-branch", "[?s ...] :where [?c :commit/seq ?s] [?c :commit/repo ?r] [?r :repo/key :q] (not-join [?c] [?b :branch/head ?h] (anc ?h ?c)) (not [_ :branch/head ?c])", ANC)
rq("r-agg-anc-per-branch", "?rn ?bn (count ?a) :where [?b :branch/name ?bn] [?b :branch/repo ?r] [?r :repo/name ?rn] [?b :branch/head ?h] (anc ?h ?a)", ANC)
rq("r-agg-anc-adds", f"(sum ?n) . :with ?a :where {cp('?c', Q, 59)} (anc ?c ?a) [?a :commit/adds ?n]", ANC)
rq("r-agg-anc-authors", f"(count-distinct ?u) . :where {cp('?c', Q, 59)} (anc ?c ?a) [?a :commit/author ?u]", ANC)
rq("r-agg-anc-median", f"(median ?n) . :where {cp('?c', Q, 40)} (anc ?c ?a) [?a :commit/adds ?n]", ANC)
rq("r-agg-anc-distinct-labels", f"(distinct ?l) . :where {cp('?c', L, 34)} (anc ?c ?a) [?a :commit/labels ?l]", ANC)
rq("r-agg-max-anc", "(max ?n) . :where [?c :commit/sha] [(ground 1) ?n]", ANC)
rq("r-agg-top-ancestry", "?s (count ?a) :where [?c :commit/repo ?r] [?r :repo/key :b] [?c :commit/seq ?s] (anc ?c ?a)", ANC)
rq("r-agg-min-n-anc", f"(min 3 ?s) . :where {cp('?c', Q, 45)} (anc ?c ?a) [?a :commit/seq ?s]", ANC)
rq("r-agg-max-n-anc", f"(max 3 ?s) . :where {cp('?c', Q, 45)} (anc ?c ?a) [?a :commit/seq ?s]", ANC)
rq("r-having-like-filter", "?s ?n :where [?c :commit/repo ?r] [?r :repo/key :l] [?c :commit/seq ?s] [(> ?s 30)] (anc ?c ?a) [(ground 0) ?n]", ANC)
# rules in or / not at the query level
rq("r-in-or", f"(count ?a) . :where {cp('?c', Q, 30 + 10)} (or (anc ?c ?a) (desc ?c ?a))", f"{ANC[:-1]} {DESC[1:]}")
rq("r-in-not", f"(count ?a) . :where {cp('?c', Q, 40)} [?a :commit/repo ?r] [?c :commit/repo ?r] (not (anc ?c ?a)) (not (desc ?c ?a))", f"{ANC[:-1]} {DESC[1:]}")
rq("r-in-not-underscore", "[?s ...] :where [?c :commit/seq ?s] [?c :commit/repo ?r] [?r :repo/key :b] (not (anc ?c _))", ANC)
rq("r-in-or-join", f"(count ?x) . :where {cp('?c', L, 20)} (or-join [?c ?x] (anc ?c ?x) (desc ?c ?x))", f"{ANC[:-1]} {DESC[1:]}")
# recursion over the self loop and cycle must terminate, and queries combining both dirs
rq("r-desc-of-self-loop", f"[?s ...] :where {cp('?a', B, 9)} (desc ?a ?d) [?d :commit/seq ?s]", DESC)
rq("r-anc-of-cycle-member", f"[?s ...] :where {cp('?c', B, 5)} (anc ?c ?a) [?a :commit/seq ?s]", ANC)
rq("r-cycle-members", "[?s ...] :where (anc ?c ?a) (anc ?a ?c) [?c :commit/seq ?s] [?c :commit/repo ?r] [?r :repo/key :b]", ANC)
# reachability between branches
rq("r-branch-contains", '?b1 ?b2 :where [?x :branch/repo ?r] [?y :branch/repo ?r] [?r :repo/name "quiver"] [?x :branch/head ?h1] [?y :branch/head ?h2] (anc ?h1 ?h2) [?x :branch/name ?b1] [?y :branch/name ?b2]', ANC)
rq("r-tag-reachable-from-main", '[?tn ...] :where [?b :branch/name "main"] [?b :branch/repo ?r] [?r :repo/key :q] [?b :branch/head ?h] [?t :tag/target ?c] (anc ?h ?c) [?t :tag/name ?tn]', ANC)
# rules with relation input of starts
rq("r-rel-input", "?sc ?s :where [?c :commit/seq ?sc] [?c :commit/repo ?r] [?r :repo/name ?rn] (anc ?c ?a) [?a :commit/seq ?s] [(<= ?s 1)]", ANC, '[["quiver" 2] ["broken" 1] ["lattice" 3]]', ins="[[?rn ?sc]]")
# rule with fewer bodies
rq("r-empty-result-rule", "?s :where (anc ?c ?a) [?a :commit/seq 1000] [?c :commit/seq ?s]", ANC)
rq("r-rule-defined-twice-same", f"(count ?a) . :where {cp('?c', Q, 8)} (anc ?c ?a)", ANC[:-1] + " [(anc ?c ?a) [?c :commit/parents ?a]]]")
# rules passing constants down (rule with constant in body call)
RCC = """[[(root-of ?c ?rt) (anc ?c ?rt) (not [?rt :commit/parents _])]
  [(anc ?c ?a) [?c :commit/parents ?a]]
  [(anc ?c ?a) [?c :commit/parents ?m] (anc ?m ?a)]]"""
rq("r-root-of", "?rn ?s (count ?c) :where (root-of ?c ?rt) [?rt :commit/seq ?s] [?rt :commit/repo ?r] [?r :repo/name ?rn]", RCC)
rq("r-root-of-const-start", f"[?s ...] :where (root-of {cid(Q, 59)} ?rt) [?rt :commit/seq ?s]", RCC)
# author collaboration via ancestry
rq("r-authors-in-history", f"[?h ...] :where {cp('?c', B, 9)} (anc ?c ?a) [?a :commit/author ?u] [?u :author/handle ?h]", ANC)
rq("r-ancestor-by-mentor", "?h1 ?h2 :where (mentored ?x ?y) [?c :commit/author ?x] [?c :commit/parents ?p] [?p :commit/author ?y] [?x :author/handle ?h1] [?y :author/handle ?h2]", MENT)

# ================= aggregates
add("a-count-distinct-authors", "[:find ?rn (count-distinct ?a) :where [?c :commit/author ?a] [?c :commit/repo ?r] [?r :repo/name ?rn]]")
add("a-sum-adds", "[:find ?rn (sum ?a) :with ?c :where [?c :commit/adds ?a] [?c :commit/repo ?r] [?r :repo/name ?rn]]")
add("a-sum-adds-nowith", "[:find ?rn (sum ?a) :where [?c :commit/adds ?a] [?c :commit/repo ?r] [?r :repo/name ?rn]]")
add("a-avg-coverage", "[:find ?rn (avg ?v) :with ?c :where [?c :commit/coverage ?v] [?c :commit/repo ?r] [?r :repo/name ?rn]]")
add("a-median-adds", "[:find (median ?a) . :with ?c :where [?c :commit/adds ?a]]")
add("a-median-dels-broken", "[:find (median ?d) . :with ?c :where [?c :commit/dels ?d] [?c :commit/repo ?r] [?r :repo/key :b]]")
add("a-variance-adds", "[:find ?rn (variance ?a) :with ?c :where [?c :commit/adds ?a] [?c :commit/repo ?r] [?r :repo/name ?rn]]")
add("a-stddev-sizes", "[:find (stddev ?s) . :with ?f :where [?f :file/size ?s]]")
add("a-distinct-modes", "[:find (distinct ?m) . :where [_ :file/mode ?m]]")
add("a-min-max-n", "[:find (min 2 ?a) (max 2 ?a) :where [?c :commit/adds ?a]]")
add("a-max-n-strings", "[:find (max 3 ?m) . :where [_ :commit/msg ?m]]")
add("a-min-inst", "[:find (min ?t) . :where [_ :commit/time ?t]]")
add("a-max-inst-per-repo", "[:find ?rn (max ?t) :where [?c :commit/time ?t] [?c :commit/repo ?r] [?r :repo/name ?rn]]")
add("a-sum-bigdec", "[:find (sum ?k) . :with ?a :where [?a :author/karma ?k]]")
add("a-avg-bigdec", "[:find (avg ?k) . :with ?a :where [?a :author/karma ?k]]")
add("a-max-bigdec", "[:find (max ?k) (min ?k) :where [_ :author/karma ?k]]")
add("a-sum-bigint", "[:find (sum ?b) . :with ?f :where [?f :file/bigsize ?b]]")
add("a-max-bigint", "[:find (max ?s) . :where [_ :repo/size ?s]]")
add("a-count-empty", "[:find (count ?c) . :where [?c :commit/seq 9999]]")
add("a-sum-empty", "[:find (sum ?a) . :where [?c :commit/seq 9999] [?c :commit/adds ?a]]")
add("a-count-per-label-kind", "[:find ?k ?l (count ?c) :where [?c :commit/labels ?l] [?c :commit/kind ?ki] [?ki :db/ident ?k]]")
add("a-count-parents", "[:find ?n (count ?c) :where [?c :commit/sha] [(get-else $ ?c :commit/seq -1) ?x] [(ground 1) ?n]]")
add("a-merges-per-author", "[:find ?h (count ?c) :where [?c :commit/kind :kind/merge] [?c :commit/author ?a] [?a :author/handle ?h]]")
add("a-parent-count-dist", "[:find ?np (count ?c) :where [?c :commit/sha] [(ground 0) ?np] (not [?c :commit/parents _])]")
add("a-find-expr-mixed", "[:find ?rn (min ?s) (max ?s) (count ?c) :where [?c :commit/seq ?s] [?c :commit/repo ?r] [?r :repo/name ?rn]]")
add("a-count-vs-count-distinct", "[:find (count ?a) (count-distinct ?a) :with ?c :where [?c :commit/author ?a]]")
add("a-avg-ratio", "[:find (avg ?r) . :with ?f :where [?f :file/ratio ?r]]")
add("a-sum-ratio-per-mode", "[:find ?m (sum ?r) :with ?f :where [?f :file/mode ?m] [?f :file/ratio ?r]]")
add("a-variance-one", "[:find (variance ?s) . :with ?r :where [?r :repo/name \"quiver\"] [?r :repo/stars ?s]]")
add("a-stddev-stars", "[:find (stddev ?s) . :with ?r :where [?r :repo/stars ?s]]")
add("a-median-even", "[:find (median ?s) . :with ?r :where [?r :repo/stars ?s]]")
add("a-having", "[:find ?h (count ?c) :where [?c :commit/author ?a] [?a :author/handle ?h] :having [(> (count ?c) 10)]]")
add("a-distinct-tuples", "[:find (distinct ?v) . :where [_ :tag/version ?v]]")
add("a-count-tuple-values", "[:find (count-distinct ?st) . :where [_ :commit/stat ?st]]")
add("a-max-tuple", "[:find (max ?v) . :where [_ :tag/version ?v]]")
add("a-sum-with-two", "[:find (sum ?a) . :with ?c ?r :where [?c :commit/adds ?a] [?c :commit/repo ?r]]")

# ================= find specs / return maps
add("s-scalar-nil", '[:find ?m . :where [?c :commit/sha "nope"] [?c :commit/msg ?m]]')
add("s-tuple-find", f"[:find [?s ?m] :where {cp('?c', Q, 2)} [?c :commit/seq ?s] [?c :commit/msg ?m]]")
add("s-keys", f"[:find ?s ?m :keys seq msg :where [?c :commit/repo ?r] [?r :repo/key :b] [?c :commit/seq ?s] [?c :commit/msg ?m]]")
add("s-strs", "[:find ?n ?k :strs name key :where [?r :repo/name ?n] [?r :repo/key ?k]]")
add("s-syms", "[:find ?n ?s :syms n s :where [?r :repo/name ?n] [?r :repo/stars ?s]]")
add("s-keys-tuple", f"[:find [?s ?m] :keys seq msg :where {cp('?c', Q, 4)} [?c :commit/seq ?s] [?c :commit/msg ?m]]")
add("s-keys-agg", "[:find ?rn (count ?c) :keys repo n :where [?c :commit/repo ?r] [?r :repo/name ?rn]]")
add("s-coll-kw", "[:find [?h ...] :where [?a :author/bot false] [?a :author/handle ?h]]")
add("s-pull-find", "[:find (pull ?r [:repo/name :repo/stars]) :where [?r :repo/private true]]")
add("s-pull-find-scalar", '[:find (pull ?t [:tag/name {:tag/note [:note/text]}]) . :where [?t :tag/name "v1.0.1"]]')
add("s-find-const-fn", "[:find ?x . :where [(ground :ok) ?x]]")
add("s-map-form", "{:find [?n] :where [[?r :repo/name ?n] [?r :repo/stars ?s] [(> ?s 0)]]}")
add("s-map-form-keys", "{:find [?n ?s] :keys [name stars] :where [[?r :repo/name ?n] [?r :repo/stars ?s]]}")

# ================= order / limit
add("o-order-seq-desc", "[:find ?s ?m :where [?c :commit/repo ?r] [?r :repo/key :b] [?c :commit/seq ?s] [?c :commit/msg ?m] :order-by [?s :desc]]")
add("o-order-limit", "[:find ?h ?k :where [?a :author/karma ?k] [?a :author/handle ?h] :order-by [?k :desc] :limit 3]")
add("o-order-offset", "[:find ?h ?k :where [?a :author/karma ?k] [?a :author/handle ?h] :order-by [?k] :offset 8]")
add("o-limit-offset-asc", "[:find ?p :where [_ :dir/path ?p] :order-by [?p] :limit 4 :offset 2]")
add("o-order-two-keys", "[:find ?rn ?s :where [?c :commit/seq ?s] [?c :commit/repo ?r] [?r :repo/name ?rn] [(< ?s 3)] :order-by [?rn :desc ?s :asc]]")
add("o-order-agg-var", "[:find ?h ?n :where [?a :author/handle ?h] [(ground 1) ?n] :order-by [?h]]")
add("o-order-inst", "[:find ?n ?t :where [?r :repo/name ?n] [?r :repo/created ?t] :order-by [?t :desc]]")
add("o-order-uuid", "[:find ?u :where [_ :repo/uuid ?u] :order-by [?u :desc] :limit 2]")
add("o-limit-only", "[:find ?n :where [_ :repo/name ?n] :limit 100]")
add("o-order-unicode", "[:find ?n :where [_ :author/name ?n] :order-by [?n]]")
add("o-order-bigdec", "[:find ?h ?k :where [?a :author/karma ?k] [?a :author/handle ?h] :order-by [?k ?h]]")

# ================= inputs
add("i-scalar", '(q [:find ?s :in $ ?n :where [?r :repo/name ?n] [?c :commit/repo ?r] [?c :commit/seq ?s] [(< ?s 2)]] $ "lattice")')
add("i-tuple", '(q [:find ?m . :in $ [?n ?s] :where [?r :repo/name ?n] [?c :commit/repo ?r] [?c :commit/seq ?s] [?c :commit/msg ?m]] $ ["quiver" 6])')
add("i-coll", '(q [:find ?h :in $ [?e ...] :where [?a :author/email ?e] [?a :author/handle ?h]] $ ["ada@vcs.example" "nobody@x" "mei@vcs.example"])')
add("i-rel", '(q [:find ?n ?m :in $ [[?n ?s]] :where [?r :repo/name ?n] [?c :commit/repo ?r] [?c :commit/seq ?s] [?c :commit/msg ?m]] $ [["broken" 2] ["broken" 3] ["empty" 0]])')
add("i-lookup-ref", '(q [:find ?h . :in $ ?a :where [?a :author/handle ?h]] $ [:author/email "yuki@vcs.example"])')
add("i-lookup-ref-uuid", f"(q [:find ?m . :in $ ?c :where [?c :commit/msg ?m]] $ {cid(L, 3)})")
add("i-lookup-ref-unique-value", "(q [:find ?e . :in $ ?a :where [?a :author/email ?e]] $ [:author/handle :olga])")
add("i-lookup-coll", '(q [:find ?h :in $ [?a ...] :where [?a :author/handle ?h]] $ [[:author/email "ada@vcs.example"] [:author/email "grace@vcs.example"]])')
add("i-kw-input", "(q [:find (count ?c) . :in $ ?l :where [?c :commit/labels ?l]] $ :perf)")
add("i-kw-coll", "(q [:find ?l (count ?c) :in $ [?l ...] :where [?c :commit/labels ?l]] $ [:perf :bug :nope])")
add("i-bigdec-input", "(q [:find ?h :in $ ?k :where [?a :author/karma ?k] [?a :author/handle ?h]] $ 99.75M)")
add("i-bigint-input", '(q [:find ?n :in $ ?s :where [?r :repo/size ?s] [?r :repo/name ?n]] $ 0N)')
add("i-inst-input", '(q [:find (count ?c) . :in $ ?t :where [?c :commit/time ?x] [(< ?x ?t)]] $ #inst "2021-01-01T00:00:00.000-00:00")')
add("i-uuid-input", '(q [:find ?n . :in $ ?u :where [?r :repo/uuid ?u] [?r :repo/name ?n]] $ #uuid "00000000-0000-4000-8000-000000000002")')
add("i-tuple-attr-input", "(q [:find ?n :in $ ?v :where [?t :tag/version ?v] [?t :tag/name ?n]] $ [0 1 0])")
add("i-composite-input", '(q [:find ?m . :in $ ?r ?s :where [(tuple ?r ?s) ?k] [?c :commit/repo+sha ?k] [?c :commit/msg ?m]] $ [:repo/name "lattice"] "' + SHA[(L, 2)] + '")')
add("i-empty-coll", "(q [:find ?h :in $ [?e ...] :where [?a :author/email ?e] [?a :author/handle ?h]] $ [])")
add("i-empty-rel", "(q [:find ?h :in $ [[?e ?x]] :where [?a :author/email ?e] [?a :author/handle ?h]] $ [])")
add("i-no-db", "(q [:find ?x ?y :in [?x ...] [?y ...] :where [(< ?x ?y)]] [1 2 3] [2 3])")
add("i-two-db", '(q [:find ?n :in $a $b :where [$a ?r :repo/name ?n] [$b ?r2 :repo/name ?n]] $ $)')
add("i-rules-and-scalar", f"(q [:find (count ?a) . :in $ % ?c :where (anc ?c ?a)] $ {ANC} {cid(Q, 34)})")
add("i-nil-scalar", "(q [:find (count ?c) . :in $ ?x :where [?c :commit/signed ?x]] $ nil)")
add("i-double-for-long", "(q [:find (count ?c) . :in $ ?s :where [?c :commit/seq ?s]] $ 3.0)")
add("i-long-coll-join", "(q [:find ?s :in $ [?s ...] :where [?c :commit/seq ?s] [?c :commit/repo ?r] [?r :repo/key :b]] $ [1 3 5 99])")
add("i-map-lookup-kw", '(q [:find ?s . :in $ ?k :where [?r :repo/key ?k] [?r :repo/stars ?s]] $ :l)')

# ================= pull
add("pl-wildcard-repo", '(pull [*] [:repo/name "broken"])')
add("pl-wildcard-commit", f"(pull [*] {cid(B, 9)})")
add("pl-nested-parents", f"(pull [:commit/seq {{:commit/parents [:commit/seq {{:commit/parents [:commit/seq]}}]}}] {cid(Q, 45)})")
add("pl-recursive-parents", f"(pull [:commit/seq {{:commit/parents ...}}] {cid(Q, 8)})")
add("pl-recursive-limit", f"(pull [:commit/seq {{:commit/parents 2}}] {cid(Q, 20)})")
add("pl-recursive-cycle", f"(pull [:commit/seq {{:commit/parents ...}}] {cid(B, 4)})")
add("pl-recursive-self", f"(pull [:commit/seq {{:commit/parents ...}}] {cid(B, 9)})")
add("pl-reverse-parents", f"(pull [:commit/seq {{:commit/_parents [:commit/seq]}}] {cid(Q, 16)})")
add("pl-reverse-recursive", f"(pull [:commit/seq {{:commit/_parents ...}}] {cid(B, 6)})")
add("pl-dir-tree", '(pull [:dir/name {:dir/children ...} {:dir/files [:file/name :file/size]}] [:dir/path "/q/src/"])')
add("pl-dir-cycle", '(pull [:dir/name {:dir/children ...}] [:dir/path "/b/"])')
add("pl-limit", '(pull [(:repo/topics :limit 2)] [:repo/name "quiver"])')
add("pl-limit-nil", '(pull [:repo/name (:dir/_repo :limit 2)] [:repo/name "lattice"])')
add("pl-default", '(pull [(:author/name :default "unknown") :author/handle] [:author/email "anon@vcs.example"])')
add("pl-default-present", '(pull [(:author/name :default "unknown")] [:author/email "ada@vcs.example"])')
add("pl-as", '(pull [(:repo/name :as "n") (:repo/stars :as :s)] [:repo/key :q])')
add("pl-as-nested", f"(pull [(:commit/seq :as :n) {{(:commit/author :as :who) [(:author/handle :as :h)]}}] {cid(Q, 3)})")
add("pl-component", '(pull [:tag/name :tag/note] [:tag/repo+name [17 "v0.1.0"]])')
add("pl-component-wild", "(pull [*] [:dir/path \"/l/bin/\"])")
add("pl-reverse-component", "(pull [:note/text :tag/_note] 99999)")
add("pl-mentor-recursive", '(pull [:author/handle {:author/mentor ...}] [:author/email "mei@vcs.example"])')
add("pl-mentor-self", '(pull [:author/handle {:author/mentor ...}] [:author/handle :grace])')
add("pl-reverse-author", '(pull [:author/handle {(:commit/_author :limit 3) [:commit/seq]}] [:author/email "anon@vcs.example"])')
add("pl-ident-ref", f"(pull [:commit/seq :commit/kind] {cid(Q, 45)})")
add("pl-ident-ref-nested", f"(pull [{{:commit/kind [:db/ident :kind/label]}}] {cid(Q, 45)})")
add("pl-tuple-attrs", f"(pull [:commit/stat :commit/repo+sha] {cid(B, 0)})")
add("pl-missing", '(pull [*] [:repo/name "nope"])')
add("pl-in-query-many", "[:find (pull ?b [:branch/name {:branch/head [:commit/seq]}]) :where [?b :branch/protected true]]")
add("pl-uuid-lookup", '(pull [:repo/name] [:repo/uuid #uuid "00000000-0000-4000-8000-000000000004"])')
add("pl-xform-like-default-nested", f"(pull [{{(:commit/touches :limit 1) [:file/name (:file/size :default -1)]}}] {cid(Q, 30)})")
add("pl-kind-reverse", "(pull [:kind/label {(:commit/_kind :limit 2) [:commit/seq]}] :kind/fix)")

# ================= with
add("w-add-commit-anc", "(with [{:db/id \"n\" :commit/sha \"new1\" :commit/repo [:repo/name \"broken\"] :commit/parents [" + cid(B, 0) + "] :commit/seq 100}] " + f"(q [:find (count ?a) . :in $ % :where [?c :commit/sha \"new1\"] (anc ?c ?a)] $ {ANC}))")
add("w-break-cycle", f"(with [[:db/retract {cid(B, 3)} :commit/parents {cid(B, 7)}]] (q [:find [?s ...] :in $ % :where {cp('?c', B, 8)} (anc ?c ?a) [?a :commit/seq ?s]] $ {ANC}))")
add("w-add-self-loop", f"(with [[:db/add {cid(Q, 5)} :commit/parents {cid(Q, 5)}]] (q [:find (count ?a) . :in $ % :where {cp('?c', Q, 5)} (anc ?c ?a)] $ {ANC}))")
add("w-upsert-author", '(with [{:author/email "ada@vcs.example" :author/name "Ada King"}] (pull [:author/name :author/handle] [:author/email "ada@vcs.example"]))')
add("w-upsert-composite", f'(with [{{:commit/repo [:repo/name "broken"] :commit/sha "{SHA[(B, 2)]}" :commit/msg "rewritten"}}] (q [:find ?m . :where {cp("?c", B, 2)} [?c :commit/msg ?m]]))')
add("w-upsert-composite-new", '(with [{:commit/repo [:repo/name "empty"] :commit/sha "abc" :commit/msg "first"}] (q [:find ?m ?s :where [?r :repo/name "empty"] [?c :commit/repo ?r] [?c :commit/msg ?m] [?c :commit/sha ?s]]))')
add("w-cas-ok", '(with [[:db/cas [:repo/name "quiver"] :repo/stars 420 421]] (pull [:repo/stars] [:repo/name "quiver"]))')
add("w-cas-fail", '(with [[:db/cas [:repo/name "quiver"] :repo/stars 1 2]] (pull [:repo/stars] [:repo/name "quiver"]))')
add("w-cas-nil-absent", '(with [[:db/cas [:author/email "anon@vcs.example"] :author/karma nil 1M]] (pull [:author/karma] [:author/email "anon@vcs.example"]))')
add("w-retract-entity-component", '(with [[:db/retractEntity [:tag/repo+name [17 "v0.2.0"]]]] (q [:find (count ?n) . :where [?n :note/text]]))')
add("w-retract-dir-components", '(with [[:db/retractEntity [:dir/path "/q/src/engine/storage/"]]] (q [:find (count ?f) . :where [?f :file/name]]))')
add("w-retract-dir-children-dangling", '(with [[:db/retractEntity [:dir/path "/b/a/x/"]]] (q [:find ?p ?c :where [?d :dir/children ?x] [?d :dir/path ?p] [?x :dir/path ?c]]))')
add("w-retract-parent-value", f"(with [[:db/retract {cid(Q, 45)} :commit/parents {cid(Q, 33)}]] (pull [{{:commit/parents [:commit/seq]}}] {cid(Q, 45)}))")
add("w-tempid-two-commits", '(with [{:db/id "x" :commit/sha "x1" :commit/repo [:repo/name "empty"] :commit/seq 0} {:db/id "y" :commit/sha "y1" :commit/repo [:repo/name "empty"] :commit/seq 1 :commit/parents ["x"]}] ' + f"(q [:find ?s ?ps :in $ % :where [?r :repo/name \"empty\"] [?c :commit/repo ?r] [?c :commit/seq ?s] (anc ?c ?p) [?p :commit/seq ?ps]] $ {ANC}))")
add("w-add-mentor-cycle", '(with [[:db/add [:author/email "bot@vcs.example"] :author/mentor [:author/email "ci@vcs.example"]]] ' + f"(q [:find [?h ...] :in $ % :where [?x :author/handle :bot] (mentored ?x ?y) [?y :author/handle ?h]] $ {MENT}))")
add("w-add-dir-child", '(with [[:db/add [:dir/path "/l/empty/"] :dir/children [:dir/path "/q/docs/"]]] ' + f"(q [:find (sum ?s) . :with ?f :in $ % :where [?d :dir/path \"/l/\"] (sub* ?d ?x) [?x :dir/files ?f] [?f :file/size ?s]] $ {DIR}))")
add("w-retract-attr", '(with [[:db.fn/retractAttribute [:repo/name "quiver"] :repo/topics]] (pull [:repo/name :repo/topics] [:repo/name "quiver"]))')
add("w-unique-value-conflict", '(with [{:author/email "new@vcs.example" :author/handle :ada}] (q [:find (count ?a) . :where [?a :author/email]]))')
add("w-unique-identity-upsert-uuid", '(with [{:repo/uuid #uuid "00000000-0000-4000-8000-000000000004" :repo/stars 99}] (pull [:repo/name :repo/stars] [:repo/name "empty"]))')
add("w-tuple-value", '(with [{:tag/name "v2" :tag/repo [:repo/name "empty"] :tag/version [2 0 0 1]}] (q [:find ?v . :where [?t :tag/name "v2"] [?t :tag/version ?v]]))')
add("w-hetero-tuple", f"(with [[:db/add {cid(Q, 1)} :commit/stat [:docs -1 0]]] (q [:find ?st . :where {cp('?c', Q, 1)} [?c :commit/stat ?st]]))")
add("w-label-many-add", f"(with [[:db/add {cid(Q, 0)} :commit/labels :root]] (q [:find [?l ...] :where {cp('?c', Q, 0)} [?c :commit/labels ?l]]))")
add("w-reverse-map", '(with [{:db/id "z" :commit/sha "zz" :commit/repo [:repo/name "empty"] :branch/_head {:branch/name "tip" :branch/repo [:repo/name "empty"]}}] (q [:find ?b ?s :where [?x :branch/head ?c] [?x :branch/name ?b] [?c :commit/sha ?s] [?x :branch/repo ?r] [?r :repo/name "empty"]]))')
add("w-nested-component-map", '(with [{:tag/name "n1" :tag/repo [:repo/name "empty"] :tag/note {:note/text "nested" :note/weight 1.25M}}] (pull [:tag/name {:tag/note [:note/text :note/weight]}] [:tag/repo+name [' + "20" + ' "n1"]]))')
add("w-retract-with-rule", f"(with [[:db/retractEntity {cid(Q, 30)}]] (q [:find (count ?c) . :in $ % :where [?c :commit/repo ?r] [?r :repo/key :q] (not-join [?c] (anc ?c ?a) [?a :commit/parents _] ) ] $ {ANC}))")
add("w-retract-merge-lca", f"(with [[:db/retract {cid(Q, 46)} :commit/parents {cid(Q, 37)}]] (q [:find [?s ...] :in $ % :where {cp('?x', Q, 45)} {cp('?y', Q, 46)} (anc* ?x ?a) (anc* ?y ?a) (not-join [?x ?y ?a] (anc* ?x ?b) (anc* ?y ?b) (anc ?b ?a)) [?a :commit/seq ?s]] $ {ANCS}))")
add("w-cas-bigint", '(with [[:db/cas [:repo/name "lattice"] :repo/size 0N 10N]] (q [:find ?s . :where [?r :repo/name "lattice"] [?r :repo/size ?s]]))')
add("w-cas-bigdec", '(with [[:db/cas [:author/email "ada@vcs.example"] :author/karma 12.5M 13M]] (q [:find ?k . :where [?a :author/handle :ada] [?a :author/karma ?k]]))')
add("w-upsert-change-composite-part", f'(with [[:db/add {cid(L, 0)} :commit/sha "changed"]] (q [:find ?t . :where {cp("?c", L, 0)} [?c :commit/repo+sha ?t] [?r :repo/name "lattice"]]))')

# ================= errors (deliberate)
add("e-unknown-rule", f"(q [:find ?a :in $ % :where (ancestor ?c ?a)] $ {ANC})")
add("e-rule-wrong-arity", f"(q [:find ?a :in $ % :where (anc ?c ?a ?x)] $ {ANC})")
add("e-unbound-not", "[:find ?c :where (not [?c :commit/signed true])]")
add("e-or-unequal", "[:find ?c :where [?c :commit/sha] (or [?c :commit/labels ?l] [?c :commit/adds ?a])]")
add("e-unknown-fn", "[:find ?x :where [?c :commit/adds ?a] [(frobnicate ?a) ?x]]")
add("e-lookup-nothing", '(pull [*] [:author/email "nobody@vcs.example"])')
add("e-lookup-nonunique", '(q [:find ?m :in $ ?c :where [?c :commit/msg ?m]] $ [:commit/msg "WIP"])')
add("e-div-zero", "[:find ?x :where [?c :commit/adds 0] [?c :commit/seq ?s] [(/ ?s 0) ?x]]")
add("e-bad-find", "[:find :where [?c :commit/sha]]")
add("e-with-unique-conflict", '(with [{:db/id "a" :repo/name "dup" :repo/key :q}] (q [:find ?n :where [_ :repo/name ?n]]))')
add("e-with-type-mismatch", '(with [[:db/add [:repo/name "quiver"] :repo/stars "many"]] (q [:find ?s . :where [?r :repo/name "quiver"] [?r :repo/stars ?s]]))')
add("e-with-cas-wrong", '(with [[:db/cas [:repo/name "empty"] :repo/stars 4 5]] (q [:find ?s . :where [?r :repo/name "empty"] [?r :repo/stars ?s]]))')
add("e-rule-not-vector", "(q [:find ?a :in $ % :where (anc ?c ?a)] $ 42)")
add("e-missing-input", "(q [:find ?n :in $ ?x :where [?r :repo/name ?x] [?r :repo/stars ?n]] $)")
add("e-subs-range", '[:find ?x :where [?r :repo/name "empty"] [?r :repo/name ?n] [(subs ?n 3 10) ?x]]')
add("e-bad-pull-pattern", '(pull [{:commit/parents}] [:repo/name "quiver"])')
add("e-unknown-aggregate", "[:find (frob ?a) :where [_ :commit/adds ?a]]")
add("e-rule-head-dup-var", "(q [:find ?a :in $ % :where (same ?a ?a)] $ [[(same ?x ?x) [?x :commit/sha]]])")
add("e-not-join-unbound-var", "[:find ?c :where [?c :commit/sha] (not-join [?zz] [?zz :commit/adds 0])]")
add("e-nth-range", "[:find ?x :where [_ :tag/version ?v] [(nth ?v 5) ?x]]")
add("e-lookup-tuple-bad", '(pull [*] [:commit/repo+sha ["quiver" "abc"]])')

# ================= parameterised: per-commit ancestor counts via both directions & misc
for r, n in [(Q, 60), (B, 10)]:
    for i in range(0, n, 6 if r == Q else 2):
        rq(f"x-anc-desc-{r[0]}{i}", f"?k (count ?o) :where {cp('?c', r, i)} (or-join [?c ?o ?k] (and (anc ?c ?o) [(ground :anc) ?k]) (and (desc ?c ?o) [(ground :desc) ?k]))", f"{ANC[:-1]} {DESC[1:]}")
for (r, i) in [(Q, 59), (Q, 45), (L, 34), (L, 23)]:
    rq(f"x-path-len-min-{r[0]}{i}", f"?s (min ?d) :where {cp('?c', r, i)} (hop ?c ?a ?d) [?a :commit/seq ?s]", DEPTHP)
for h in [":ada", ":grace", ":zoe", ":bot", ":anon"]:
    rq(f"x-author-history-{h[1:]}", f"?rn (count ?c) :where [?u :author/handle {h}] [?c :commit/author ?u] [?c :commit/repo ?r] [?r :repo/name ?rn] (not-join [?c] (anc ?c ?a) [?a :commit/author ?u2] [?u2 :author/bot true])", ANC)
for p in sorted(set(re.findall(r':dir/path "([^"]+)"', DATA)))[::4]:
    add(f"x-dir-files{p.replace('/', '-')}", f'[:find ?n ?s :where [?d :dir/path "{p}"] [?d :dir/files ?f] [?f :file/name ?n] [(get-else $ ?f :file/size -1) ?s]]')

DROP = set("""b-repo-keys b-emoji-msg b-score-zero b-topics b-karma-zero b-bot-authors b-lines-tuple b-zero-size
 b-inst-repo b-note-weights b-modes b-ratios j-dir-child-names j-mentor-names j-dir-files-repo j-tag-branch-same-commit
 p-ratio-pos p-signed-false p-even-seq p-size-between p-identical-kw p-neg-in-range p-msg-includes p-adds-range
 f-kw-name f-str-join-nosep f-dec-inc f-vector-fn f-identity-bind f-ground-coll f-abs-dels f-str-kw f-ends-with
 f-count-set f-min-kw f-max-str f-double-cast f-index-of f-upper-msg
 a-max-inst-per-repo a-count-empty a-count-parents a-parent-count-dist a-avg-ratio a-sum-with-two a-variance-one a-count-tuple-values
 pl-default-present pl-limit pl-uuid-lookup pl-component-wild pl-reverse-component i-kw-input i-uuid-input i-empty-rel i-map-lookup-kw
 o-limit-only s-coll-kw s-find-const-fn n-or-labels n-not-pred
 r-anc-endbound-q7 r-anc-endbound-l7 x-anc-desc-q6 x-anc-desc-q18 x-anc-desc-q42 x-anc-desc-b2 x-path-len-min-q45 x-path-len-min-l23
 x-author-history-grace x-dir-files-l-bin- x-dir-files-q-src-query- b-topic-datalog f-str-multi a-min-inst pl-limit-nil""".split())
E = [e for e in E if e[0] not in DROP]
with open(os.path.join(HERE, "queries.edn"), "w") as f:
    for n, t in E:
        f.write(f";; @ {n}\n{t}\n\n")
print(len(E), "entries")
