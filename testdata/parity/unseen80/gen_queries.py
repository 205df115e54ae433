#!/usr/bin/env python3
"""Writes queries.edn of the unseen80 parity corpus (dependency graph;
emphasis on recursion and negation at scale). Deterministic."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def add(name, text):
    E.append((name, text.strip()))


def uid(v):
    c = v // 100
    return '#uuid "%08x-0000-4000-8000-%012x"' % (c, v)


def S(var, v):
    return "[%s :ver/checksum %s]" % (var, uid(v))


REACH = """[[(reach ?a ?b) [?a :ver/deps ?b]]
  [(reach ?a ?b) [?a :ver/deps ?x] (reach ?x ?b)]]"""
REACHL = """[[(reachl ?a ?b) [?a :ver/deps ?b]]
  [(reachl ?a ?b) (reachl ?a ?x) [?x :ver/deps ?b]]]"""
OKREACH = """[[(ok ?a ?b) [?a :ver/deps ?b] (not [?b :ver/yanked true])]
  [(ok ?a ?b) [?a :ver/deps ?x] (not [?x :ver/yanked true]) (ok ?x ?b)]]"""
OKREACH_NJ = """[[(okj ?a ?b) [?a :ver/deps ?b] (not-join [?b] [?b :ver/yanked true])]
  [(okj ?a ?b) [?a :ver/deps ?x] (not-join [?x] [?x :ver/yanked true]) (okj ?x ?b)]]"""
LINK = """[[(anyreach ?a ?b) (or-join [?a ?b] [?a :ver/deps ?b] [?a :ver/devdeps ?b])]
  [(anyreach ?a ?b) (or-join [?a ?x] [?a :ver/deps ?x] [?a :ver/devdeps ?x]) (anyreach ?x ?b)]]"""
MUT = """[[(even ?a ?b) [(identity ?a) ?b]]
  [(even ?a ?b) [?a :ver/deps ?x] (odd ?x ?b)]
  [(odd ?a ?b) [?a :ver/deps ?x] (even ?x ?b)]]"""
DEPTH = """[[(within ?a ?b ?d) [?a :ver/deps ?b] [(ground 1) ?d]]
  [(within ?a ?b ?d) [?a :ver/deps ?x] (within ?x ?b ?d0) [(< ?d0 3)] [(inc ?d0) ?d]]]"""
RDEP = """[[(usedby ?b ?a) [?a :ver/deps ?b]]
  [(usedby ?b ?a) [?x :ver/deps ?b] (usedby ?x ?a)]]"""
SAMEPKG = """[[(sibling ?a ?b) [?a :ver/pkg ?p] [?b :ver/pkg ?p] [(not= ?a ?b)]]]"""

STARTS = [99, 75, 150, 199, 333, 420, 599, 1099, 1250, 2499, 1799]
ENDS = [0, 5, 100, 400, 2000]

# ---------------- basics ----------------
add("b-lic-names", "[:find ?n :where [?l :lic/name ?n]]")
add("b-lic-ident", "[:find ?n . :where [:lic/mit :lic/name ?n]]")
add("b-osi-false", "[:find [?k ...] :where [?l :lic/osi false] [?l :db/ident ?k]]")
add("b-pkg-count", "[:find (count ?p) . :where [?p :pkg/name]]")
add("b-ver-count", "[:find (count ?v) . :where [?v :ver/semver]]")
add("b-empty-name", "[:find ?e :where [?p :pkg/name \"\"] [?p :pkg/eco ?e]]")
add("b-unicode-pkg", "[:find ?d . :where [?p :pkg/name \"ünïcødé-pkg\"] [?p :pkg/downloads ?d]]")
add("b-zero-downloads", "[:find (count ?p) . :where [?p :pkg/downloads 0]]")
add("b-neg-downloads", "[:find ?n :where [?p :pkg/downloads ?d] [(< ?d 0)] [?p :pkg/name ?n]]")
add("b-eco-kw", "[:find (count ?p) . :where [?p :pkg/eco :crates]]")
add("b-yanked-count", "[:find (count ?v) . :where [?v :ver/yanked true]]")
add("b-notyanked-false", "[:find (count ?v) . :where [?v :ver/yanked false]]")
add("b-score-zero", "[:find (count ?v) . :where [?v :ver/score 0.0]]")
add("b-score-neg", "[:find (count ?v) . :where [?v :ver/score -1.5]]")
add("b-size-scale", "[:find (count ?v) . :where [?v :ver/size 12.50M]]")
add("b-size-scale-other", "[:find (count ?v) . :where [?v :ver/size 12.5M]]")
add("b-size-zero", "[:find (count ?v) . :where [?v :ver/size 0M]]")
add("b-uuid-lookup", "[:find ?s . :where %s [?v :ver/semver ?s]]" % S("?v", 333))
add("b-triple-neg", "[:find (count ?v) . :where [?v :ver/triple ?t] [(untuple ?t) [?a ?b ?c]] [(neg? ?c)]]")
add("b-meta-kw", "[:find ?k (count ?v) :where [?v :ver/meta ?m] [(untuple ?m) [?k ?n]]]")
add("b-meta-const", "[:find (count ?v) . :where [?v :ver/meta [:beta 3]]]")
add("b-composite-key", "[:find ?k . :where [?p :pkg/name \"left-pad\"] [?v :ver/pkg ?p] [?v :ver/key ?k] [?v :ver/semver ?s] [(= ?s \"0.0.0\")]]")
add("b-composite-count", "[:find (count ?k) . :where [_ :ver/key ?k]]")
add("b-changelog-empty", "[:find (count ?c) . :where [?c :cl/text \"\"]]")
add("b-changelog-unicode", "[:find ?l :where [?c :cl/text \"Ünïcode fix\"] [?c :cl/lines ?l]]")
add("b-maint-noemail", "[:find (count ?m) . :where [?m :m/name] (not [?m :m/email])]")
add("b-maint-zero-karma", "[:find ?n :where [?m :m/karma 0] [?m :m/name ?n]]")
add("b-maint-empty-name", "[:find ?e :where [?m :m/name \"\"] [?m :m/email ?e]]")
add("b-bigint-total", "[:find ?t . :where [?p :pkg/name \"pkg-040\"] [?p :pkg/total ?t]]")
add("b-tags-empty", "[:find (count ?p) . :where [?p :pkg/tags \"\"]]")
add("b-tags-cjk", "[:find (count ?p) . :where [?p :pkg/tags \"日本\"]]")
add("b-deprecated", "[:find ?n :where [?p :pkg/deprecated true] [?p :pkg/name ?n]]")
add("b-released-one", "[:find ?r . :where %s [?v :ver/released ?r]]" % S("?v", 1234))
add("b-selfloop", "[:find ?s :where [?v :ver/deps ?v] [?v :ver/semver ?s]]")
add("b-selfloop-count", "[:find (count ?v) . :where [?v :ver/deps ?v]]")
add("b-license-ident-join", "[:find ?k (count ?v) :where [?v :ver/license ?l] [?l :db/ident ?k]]")
add("b-license-const", "[:find (count ?v) . :where [?v :ver/license :lic/gpl3]]")
add("b-no-license", "[:find (count ?v) . :where [?v :ver/semver] (not [?v :ver/license])]")
add("b-rc-versions", "[:find (count ?v) . :where [?v :ver/semver ?s] [(clojure.string/ends-with? ?s \"-rc.1\")]]")
add("b-dev-deps-count", "[:find (count ?b) . :where [_ :ver/devdeps ?b]]")

# ---------------- joins ----------------
add("j-pkg-maint-email", "[:find ?e :where [?p :pkg/name \"pkg-100\"] [?p :pkg/maintainers ?m] [?m :m/email ?e]]")
add("j-maint-pkgs", "[:find (count ?p) . :where [?m :m/email \"dev3@example.org\"] [?p :pkg/maintainers ?m]]")
add("j-ver-pkg-eco", "[:find ?e (count ?v) :where [?v :ver/pkg ?p] [?p :pkg/eco ?e]]")
add("j-dep-cross-pkg", "[:find (count ?a) . :where [?a :ver/deps ?b] [?a :ver/pkg ?p] [?b :ver/pkg ?p]]")
add("j-dep-cross-eco", "[:find ?ea ?eb :where [?a :ver/deps ?b] [?a :ver/pkg ?pa] [?b :ver/pkg ?pb] [?pa :pkg/eco ?ea] [?pb :pkg/eco ?eb] [(not= ?ea ?eb)]]")
add("j-yanked-deps-on", "[:find (count ?a) . :where [?a :ver/deps ?b] [?b :ver/yanked true]]")
add("j-yanked-dependents-distinct", "[:find (count-distinct ?a) . :where [?a :ver/deps ?b] [?b :ver/yanked true]]")
add("j-lic-osi-star", "[:find ?ln (count ?v) :where [?v :ver/license ?l] [?l :lic/osi true] [?l :lic/name ?ln] [?v :ver/yanked false]]")
add("j-star-ver", "[:find ?n ?s ?sc ?sz :where [?p :pkg/name ?n] [?v :ver/pkg ?p] [?v :ver/semver ?s] [?v :ver/score ?sc] [?v :ver/size ?sz] [?v :ver/license :lic/mit] [(> ?sc 9.0)]]")
add("j-two-maint-shared", "[:find (count ?p) . :where [?p :pkg/maintainers ?m1] [?p :pkg/maintainers ?m2] [(< ?m1 ?m2)]]")
add("j-changelog-ver", "[:find ?s ?t :where [?v :ver/changelog ?c] [?c :cl/text ?t] [?c :cl/lines 6] [?v :ver/semver ?s]]")

# ---------------- predicates & functions ----------------
add("f-semver-major", "[:find ?maj (count ?v) :where [?v :ver/semver ?s] [(clojure.string/split ?s #\"\\.\") ?parts] [(first ?parts) ?maj]]")
add("f-semver-regex", "[:find (count ?v) . :where [?v :ver/semver ?s] [(re-matches #\"\\d+\\.\\d+\\.\\d+\" ?s)]]")
add("f-semver-regex-groups", "[:find ?mi . :where %s [?v :ver/semver ?s] [(re-find #\"^(\\d+)\\.(\\d+)\" ?s) [_ _ ?mi]]]" % S("?v", 777))
add("f-triple-sum", "[:find (max ?t) . :where [?v :ver/triple ?tr] [(untuple ?tr) [?a ?b ?c]] [(+ ?a ?b ?c) ?t]]")
add("f-year-released", "[:find ?y (count ?v) :where [?v :ver/released ?r] [(.getTime ?r) ?ms] [(quot ?ms 31557600000) ?y0] [(+ 1970 ?y0) ?y]]")
add("f-inst-cmp", "[:find (count ?v) . :where [?v :ver/released ?r] [(< ?r #inst \"2012-01-01T00:00:00.000-00:00\")]]")
add("f-bigint-mul", "[:find ?x . :where [?p :pkg/name \"pkg-040\"] [?p :pkg/total ?t] [(* ?t 3) ?x]]")
add("f-bigint-range", "[:find (count ?p) . :where [?p :pkg/total ?t] [(> ?t 100000000000)]]")
add("f-bigdec-add", "[:find ?x :where [?v :ver/size ?s] [(+ ?s 0.5M) ?x]]")
add("f-bigdec-neg", "[:find (count ?v) . :where [?v :ver/size ?s] [(neg? ?s)]]")
add("f-score-round", "[:find ?r :where [?v :ver/score ?s] [(* ?s 100.0) ?x] [(Math/round ?x) ?r]]")
add("f-email-domain", "[:find ?d :where [?m :m/email ?e] [(clojure.string/index-of ?e \"@\") ?i] [(inc ?i) ?j] [(subs ?e ?j) ?d]]")
add("f-name-upper", "[:find ?u :where [?m :m/name ?n] [(< (count ?n) 3)] [(clojure.string/upper-case ?n) ?u]]")
add("f-name-count", "[:find ?n ?c :where [?m :m/name ?n] [(count ?n) ?c] [(<= ?c 2)]]")
add("f-name-short", "[:find ?n ?c :where [?m :m/name ?n] [(count ?n) ?c] [(< ?c 3)]]")
add("f-pkg-starts", "[:find (count ?p) . :where [?p :pkg/name ?n] [(clojure.string/starts-with? ?n \"pkg-1\")]]")
add("f-str-concat", "[:find ?x . :where [?p :pkg/name \"left-pad\"] [?p :pkg/eco ?e] [(str ?e \"/\" \"left-pad\") ?x]]")
add("f-kw-name", "[:find ?n :where [_ :pkg/eco ?e] [(name ?e) ?n]]")
add("f-get-else-score", "[:find ?s ?sc :where [?v :ver/pkg ?p] [?p :pkg/name \"left-pad\"] [?v :ver/semver ?s] [(get-else $ ?v :ver/score -99.0) ?sc]]")
add("f-get-some", "[:find ?v ?a ?x :where %s [(get-some $ ?v :ver/size :ver/score :ver/semver) [?a ?x]]]" % S("?v", 1001))
add("f-missing-total", "[:find (count ?p) . :where [?p :pkg/name] [(missing? $ ?p :pkg/total)]]")
add("f-ground-coll", "[:find ?n :where [(ground [\"left-pad\" \"pkg-003\" \"nope\"]) [?n ...]] [?p :pkg/name ?n]]")
add("f-tuple-build", "[:find ?t :where [?p :pkg/name \"left-pad\"] [?v :ver/pkg ?p] [?v :ver/semver ?s] [?v :ver/triple ?tr] [(tuple ?s ?tr) ?t]]")
add("f-compare-semver", "[:find (count ?a) . :where [?a :ver/deps ?b] [?a :ver/semver ?sa] [?b :ver/semver ?sb] [(compare ?sa ?sb) ?c] [(pos? ?c)]]")
add("f-score-range", "[:find (count ?v) . :where [?v :ver/score ?s] [(<= -1.5 ?s 3.4)]]")
add("f-uuid-str", "[:find ?s . :where %s [(str ?c) ?s]]" % ("[?v :ver/checksum ?c] " + S("?v", 42)))
add("f-karma-mod", "[:find ?r (count ?m) :where [?m :m/karma ?k] [(mod ?k 3) ?r]]")
add("f-karma-rem", "[:find ?r (count ?m) :where [?m :m/karma ?k] [(rem ?k 3) ?r]]")
add("f-format", "[:find ?s :where [?v :ver/score ?x] [(> ?x 9.0)] [?v :ver/pkg ?p] [?p :pkg/name \"pkg-025\"] [(format \"%.2f\" ?x) ?s]]")
add("f-long-double-cmp", "[:find (count ?v) . :where [?v :ver/score ?s] [(= ?s 5)]]")
add("f-long-double-eqeq", "[:find (count ?v) . :where [?v :ver/score ?s] [(== ?s 5)]]")
add("f-abs-triple", "[:find (count ?v) . :where [?v :ver/triple [?a ?b -1]]]")

# ---------------- negation ----------------
add("n-pkgs-no-versions", "[:find (count ?p) . :where [?p :pkg/name] (not [_ :ver/pkg ?p])]")
add("n-pkgs-no-versions-nj", "[:find (count ?p) . :where [?p :pkg/name] (not-join [?p] [?v :ver/pkg ?p])]")
add("n-leaf-versions", "[:find (count ?v) . :where [?v :ver/semver] (not [?v :ver/deps _])]")
add("n-unused-versions", "[:find (count ?v) . :where [?v :ver/semver] (not [_ :ver/deps ?v])]")
add("n-no-yanked-dep", "[:find (count ?a) . :where [?a :ver/deps _] (not-join [?a] [?a :ver/deps ?b] [?b :ver/yanked true])]")
add("n-pkg-all-unyanked", "[:find (count ?p) . :where [?p :pkg/name] [_ :ver/pkg ?p] (not-join [?p] [?v :ver/pkg ?p] [?v :ver/yanked true])]")
add("n-or-yanked-or-neg", "[:find (count ?v) . :where [?v :ver/semver] (or-join [?v] [?v :ver/yanked true] (and [?v :ver/score ?s] [(< ?s 0)]))]")
add("n-or-join-lic", "[:find (count ?v) . :where [?v :ver/semver] (or-join [?v] [?v :ver/license :lic/prop] [?v :ver/license :lic/unlicense])]")
add("n-not-or", "[:find (count ?v) . :where [?v :ver/semver] (not (or [?v :ver/yanked true] [?v :ver/yanked false]))]")
add("n-double-not", "[:find (count ?v) . :where [?v :ver/semver] (not (not [?v :ver/yanked true]))]")
add("n-not-dep-same-pkg", "[:find (count ?a) . :where [?a :ver/deps ?b] (not-join [?a ?b] [?a :ver/pkg ?p] [?b :ver/pkg ?p])]")
add("n-maint-no-pkgs", "[:find (count ?m) . :where [?m :m/name] (not [_ :pkg/maintainers ?m])]")
add("n-not-osi", "[:find (count ?v) . :where [?v :ver/license ?l] (not [?l :lic/osi true])]")
add("n-or-join-pkg-attr", "[:find (count ?p) . :where [?p :pkg/name] (or-join [?p] [?p :pkg/deprecated true] (and [?p :pkg/downloads ?d] [(> ?d 999000)]))]")

# ---------------- recursion (emphasis) ----------------
for v in STARTS:
    add("r-reach-count/%d" % v, "(q [:find (count ?b) . :in $ %% :where %s (reach ?s ?b)] $ %s)" % (S("?s", v), REACH))
    add("r-reachl-count/%d" % v, "(q [:find (count ?b) . :in $ %% :where %s (reachl ?s ?b)] $ %s)" % (S("?s", v), REACHL))
    add("r-ok-count/%d" % v, "(q [:find (count ?b) . :in $ %% :where %s (ok ?s ?b)] $ %s)" % (S("?s", v), OKREACH))
    add("r-okj-count/%d" % v, "(q [:find (count ?b) . :in $ %% :where %s (okj ?s ?b)] $ %s)" % (S("?s", v), OKREACH_NJ))
    add("r-any-count/%d" % v, "(q [:find (count ?b) . :in $ %% :where %s (anyreach ?s ?b)] $ %s)" % (S("?s", v), LINK))
for v in STARTS[:7]:
    add("r-even-count/%d" % v, "(q [:find (count ?b) . :in $ %% :where %s (even ?s ?b)] $ %s)" % (S("?s", v), MUT))
    add("r-odd-count/%d" % v, "(q [:find (count ?b) . :in $ %% :where %s (odd ?s ?b)] $ %s)" % (S("?s", v), MUT))
    add("r-depth-hist/%d" % v, "(q [:find ?d (count-distinct ?b) :in $ %% :where %s (within ?s ?b ?d)] $ %s)" % (S("?s", v), DEPTH))
    add("r-depth-min/%d" % v, "(q [:find (min ?d) (count-distinct ?b) :in $ %% :where %s (within ?s ?b ?d)] $ %s)" % (S("?s", v), DEPTH))
for v in ENDS:
    add("r-usedby-count/%d" % v, "(q [:find (count ?a) . :in $ %% :where %s (usedby ?e ?a)] $ %s)" % (S("?e", v), RDEP))
    add("r-reach-to-count/%d" % v, "(q [:find (count ?a) . :in $ %% :where %s (reach ?a ?e)] $ %s)" % (S("?e", v), REACH))
    add("r-reachl-to-count/%d" % v, "(q [:find (count ?a) . :in $ %% :where %s (reachl ?a ?e)] $ %s)" % (S("?e", v), REACHL))
    add("r-ok-to-count/%d" % v, "(q [:find (count ?a) . :in $ %% :where %s (ok ?a ?e)] $ %s)" % (S("?e", v), OKREACH))
# reach pairs: bound start and bound end both
pairs = [(99, 0), (99, 50), (75, 90), (50, 90), (90, 50), (420, 400), (150, 199), (1250, 1200), (120, 120), (199, 99), (400, 399)]
for a, b in pairs:
    add("r-pair/%d-%d" % (a, b), "(q [:find ?x . :in $ %% :where %s %s (reach ?s ?e) [(ground true) ?x]] $ %s)" % (S("?s", a), S("?e", b), REACH))
    add("r-pair-ok/%d-%d" % (a, b), "(q [:find ?x . :in $ %% :where %s %s (ok ?s ?e) [(ground true) ?x]] $ %s)" % (S("?s", a), S("?e", b), OKREACH))
# cycle membership
for v in [50, 60, 90, 550, 1050, 1090, 120, 720]:
    add("r-on-cycle/%d" % v, "(q [:find ?s . :in $ %% :where %s (reach ?v ?v) [?v :ver/semver ?s]] $ %s)" % (S("?v", v), REACH))
add("r-cycle-members", "(q [:find (count ?v) . :in $ %% :where [?v :ver/checksum ?c] [(< ?v 2000000)] (reach ?v ?v)] $ %s)" % REACH)
# rules called twice with different bound args
for a, b in [(99, 75), (250, 199), (1099, 1050), (2499, 2450)]:
    add("r-common-deps/%d-%d" % (a, b), "(q [:find (count ?x) . :in $ %% :where %s %s (reach ?s1 ?x) (reach ?s2 ?x)] $ %s)" % (S("?s1", a), S("?s2", b), REACH))
    add("r-only-first/%d-%d" % (a, b), "(q [:find (count ?x) . :in $ %% :where %s %s (reach ?s1 ?x) (not (reach ?s2 ?x))] $ %s)" % (S("?s1", a), S("?s2", b), REACH))
    add("r-only-first-nj/%d-%d" % (a, b), "(q [:find (count ?x) . :in $ %% :where %s %s (reach ?s1 ?x) (not-join [?s2 ?x] (reach ?s2 ?x))] $ %s)" % (S("?s1", a), S("?s2", b), REACH))
# rule result joined with large stars
for v in [99, 599, 1799]:
    add("r-star-lic/%d" % v, "(q [:find ?ln (count ?b) :in $ %% :where %s (reach ?s ?b) [?b :ver/license ?l] [?l :lic/name ?ln] [?b :ver/pkg ?p] [?p :pkg/eco ?e] [?b :ver/released ?r]] $ %s)" % (S("?s", v), REACH))
    add("r-star-maint/%d" % v, "(q [:find (count-distinct ?m) . :in $ %% :where %s (reach ?s ?b) [?b :ver/pkg ?p] [?p :pkg/maintainers ?m] [?m :m/email _]] $ %s)" % (S("?s", v), REACH))
    add("r-star-score/%d" % v, "(q [:find (max ?sc) (min ?sc) (count ?b) :in $ %% :where %s (reach ?s ?b) [?b :ver/score ?sc] [?b :ver/semver ?sv]] $ %s)" % (S("?s", v), REACH))
    add("r-star-size-sum/%d" % v, "(q [:find (sum ?sz) . :in $ %% :where %s (reach ?s ?b) [?b :ver/size ?sz]] $ %s)" % (S("?s", v), REACH))
    add("r-star-yanked-pkgs/%d" % v, "(q [:find (count-distinct ?p) . :in $ %% :where %s (reach ?s ?b) [?b :ver/yanked true] [?b :ver/pkg ?p]] $ %s)" % (S("?s", v), REACH))
    add("r-distinct-pkgs/%d" % v, "(q [:find (count-distinct ?p) (count ?b) :in $ %% :where %s (reach ?s ?b) [?b :ver/pkg ?p]] $ %s)" % (S("?s", v), REACH))
    add("r-median-score/%d" % v, "(q [:find (median ?sc) . :in $ %% :where %s (reach ?s ?b) [?b :ver/score ?sc]] $ %s)" % (S("?s", v), REACH))
    add("r-variance-karma/%d" % v, "(q [:find (variance ?k) (stddev ?k) :in $ %% :where %s (reach ?s ?b) [?b :ver/pkg ?p] [?p :pkg/maintainers ?m] [?m :m/karma ?k]] $ %s)" % (S("?s", v), REACH))
    add("r-with-downloads/%d" % v, "(q [:find (sum ?d) . :with ?p :in $ %% :where %s (reach ?s ?b) [?b :ver/pkg ?p] [?p :pkg/downloads ?d]] $ %s)" % (S("?s", v), REACH))
    add("r-semver-top3/%d" % v, "(q [:find (max 3 ?sv) . :in $ %% :where %s (reach ?s ?b) [?b :ver/semver ?sv]] $ %s)" % (S("?s", v), REACH))
    add("r-semver-bottom3/%d" % v, "(q [:find (min 3 ?sv) . :in $ %% :where %s (reach ?s ?b) [?b :ver/semver ?sv]] $ %s)" % (S("?s", v), REACH))
    add("r-distinct-lic/%d" % v, "(q [:find (distinct ?k) . :in $ %% :where %s (reach ?s ?b) [?b :ver/license ?l] [?l :db/ident ?k]] $ %s)" % (S("?s", v), REACH))
# equivalence: rule vs inline for non-recursive
add("r-sibling-rule", "(q [:find (count ?b) . :in $ %% :where %s (sibling ?a ?b)] $ %s)" % (S("?a", 333), SAMEPKG))
add("r-sibling-inline", "[:find (count ?b) . :where %s [?a :ver/pkg ?p] [?b :ver/pkg ?p] [(not= ?a ?b)]]" % S("?a", 333))
add("r-sibling-all-rule", "(q [:find (count ?a) . :in $ %% :where [?a :ver/yanked true] (sibling ?a ?b) [?b :ver/yanked true]] $ %s)" % SAMEPKG)
add("r-sibling-all-inline", "[:find (count ?a) . :where [?a :ver/yanked true] [?a :ver/pkg ?p] [?b :ver/pkg ?p] [(not= ?a ?b)] [?b :ver/yanked true]]")
# reach with results listed (limited)
for v in [75, 120, 190, 2410]:
    add("r-reach-list/%d" % v, "(q [:find ?sv ?n :in $ %% :where %s (reach ?s ?b) [?b :ver/semver ?sv] [?b :ver/pkg ?p] [?p :pkg/name ?n] [(> ?b 0)]] $ %s)" % (S("?s", v), REACH))
# order-by / limit over rule results
for v in [99, 1250]:
    add("r-order-limit/%d" % v, "(q {:find [?n ?sv] :in [$ %%] :where [%s (reach ?s ?b) [?b :ver/semver ?sv] [?b :ver/pkg ?p] [?p :pkg/name ?n]] :order-by [?n :asc ?sv :desc] :limit 7 :offset 3} $ %s)" % (S("?s", v), REACH))
    add("r-order-count/%d" % v, "(q {:find [?n (count ?b)] :in [$ %%] :where [%s (reach ?s ?b) [?b :ver/pkg ?p] [?p :pkg/name ?n]] :order-by [?n :desc] :limit 5} $ %s)" % (S("?s", v), REACH))
# pull of rule-found entities
for v in [75, 199, 2410]:
    add("r-pull-found/%d" % v, "(q [:find (pull ?b [:ver/semver {:ver/pkg [:pkg/name]} {:ver/license [:db/ident]}]) :in $ %% :where %s (reach ?s ?b) [?b :ver/yanked true]] $ %s)" % (S("?s", v), REACH))
    add("r-pull-limit/%d" % v, "(q [:find (pull ?b [:ver/semver (:ver/deps :limit 2)]) :in $ %% :where %s (ok ?s ?b) [?b :ver/score 9.8]] $ %s)" % (S("?s", v), OKREACH))
# rules inside or / not in the query
add("r-in-or", "(q [:find (count ?b) . :in $ %% :where (or-join [?b] (and %s (reach ?s ?b)) (and %s (reach ?t ?b)))] $ %s)" % (S("?s", 75), S("?t", 150), REACH))
add("r-reach-and-usedby", "(q [:find (count ?x) . :in $ %% :where %s %s (reach ?s ?x) (usedby ?e ?x)] $ %s)" % (S("?s", 99), S("?e", 10), REACH[:-1] + "\n  " + RDEP[1:]))
add("r-three-rules", "(q [:find (count ?b) . :in $ %% :where %s (reach ?s ?b) (ok ?s ?b) (anyreach ?s ?b)] $ %s)" % (S("?s", 599), REACH[:-1] + "\n  " + OKREACH[1:-1] + "\n  " + LINK[1:]))
add("r-reach-minus-ok", "(q [:find (count ?b) . :in $ %% :where %s (reach ?s ?b) (not (ok ?s ?b))] $ %s)" % (S("?s", 599), REACH[:-1] + "\n  " + OKREACH[1:]))
# recursion on maintainers->pkgs->versions
COWORK = """[[(cowork ?a ?b) [?p :pkg/maintainers ?a] [?p :pkg/maintainers ?b]]
  [(cowork ?a ?b) [?p :pkg/maintainers ?a] [?p :pkg/maintainers ?x] (cowork ?x ?b)]]"""
for m in [3, 10, 77]:
    add("r-cowork/%d" % m, "(q [:find (count ?b) . :in $ %% ?e :where [?a :m/email ?e] (cowork ?a ?b)] $ %s \"dev%d@example.org\")" % (COWORK, m))
# depth-limited with explicit bound via input
DEPTHN = """[[(upto ?a ?b ?n) [?a :ver/deps ?b]]
  [(upto ?a ?b ?n) [(> ?n 1)] [?a :ver/deps ?x] [(dec ?n) ?m] (upto ?x ?b ?m)]]"""
for v in [99, 599]:
    for n in [1, 2, 4]:
        add("r-upto/%d-%d" % (v, n), "(q [:find (count ?b) . :in $ %% ?n :where %s (upto ?s ?b ?n)] $ %s %d)" % (S("?s", v), DEPTHN, n))
# left vs right vs within depth-limited (should equal reach when depth large)
add("r-within-vs-upto", "(q [:find (count-distinct ?b) . :in $ %% :where %s (within ?s ?b ?d)] $ %s)" % (S("?s", 50), DEPTH))
add("r-upto-3-50", "(q [:find (count ?b) . :in $ %% :where %s (upto ?s ?b 3)] $ %s)" % (S("?s", 50), DEPTHN))
# pkg-level reach: packages reachable from a package name
PKGREACH = """[[(pdep ?p ?q) [?v :ver/pkg ?p] [?v :ver/deps ?w] [?w :ver/pkg ?q]]
  [(preach ?p ?q) (pdep ?p ?q)]
  [(preach ?p ?q) (pdep ?p ?x) (preach ?x ?q)]]"""
for n in ["left-pad", "pkg-025", "pkg-199", "pkg-050", ""]:
    add("r-preach/%s" % (n or "empty"), "(q [:find (count ?q) . :in $ %% ?n :where [?p :pkg/name ?n] (preach ?p ?q)] $ %s %s)" % (PKGREACH, '"%s"' % n))
add("r-preach-self", "(q [:find (count ?p) . :in $ % :where [?p :pkg/eco :npm] (preach ?p ?p)] $ " + PKGREACH + ")")

# ---------------- aggregates ----------------
add("a-score-stats", "[:find (avg ?s) (median ?s) (variance ?s) (stddev ?s) :where [?v :ver/score ?s]]")
add("a-score-with", "[:find (sum ?s) :with ?v :where [?v :ver/score ?s]]")
add("a-score-nowith", "[:find (sum ?s) :where [?v :ver/score ?s]]")
add("a-score-distinct", "[:find (distinct ?s) . :where [?v :ver/score ?s]]")
add("a-size-distinct", "[:find (distinct ?s) . :where [?v :ver/size ?s]]")
add("a-size-max-min", "[:find (max ?s) (min ?s) :where [?v :ver/size ?s]]")
add("a-size-sum", "[:find (sum ?s) . :with ?v :where [?v :ver/size ?s]]")
add("a-total-sum", "[:find (sum ?t) . :with ?p :where [?p :pkg/total ?t]]")
add("a-total-max", "[:find (max 2 ?t) . :where [?p :pkg/total ?t]]")
add("a-downloads-avg-eco", "[:find ?e (avg ?d) (count ?p) :where [?p :pkg/eco ?e] [?p :pkg/downloads ?d]]")
add("a-released-minmax", "[:find (min ?r) (max ?r) :where [?v :ver/released ?r]]")
add("a-deps-per-ver-max", "[:find (max ?c) . :where [?a :ver/semver] [(get-else $ ?a :ver/license :none) ?x] [?a :ver/triple ?t] [(count ?t) ?c]]")
add("a-count-deps-top", "[:find ?a (count ?b) :where [?a :ver/deps ?b] [?a :ver/checksum ?c] [(= ?c %s)]]" % uid(1999))
add("a-karma-median", "[:find (median ?k) . :where [?m :m/karma ?k]]")
add("a-karma-var", "[:find (variance ?k) . :with ?m :where [?m :m/karma ?k]]")
add("a-karma-minmax-n", "[:find (min 3 ?k) (max 3 ?k) :where [?m :m/karma ?k]]")
add("a-semver-count-distinct", "[:find (count-distinct ?s) . :where [_ :ver/semver ?s]]")
add("a-eco-count-distinct-lic", "[:find ?e (count-distinct ?l) :where [?p :pkg/eco ?e] [?v :ver/pkg ?p] [?v :ver/license ?l]]")
add("a-tags-per-pkg", "[:find ?n (count ?t) :where [?p :pkg/name ?n] [?p :pkg/tags ?t] [(contains? #{\"left-pad\" \"pkg-003\" \"pkg-011\"} ?n)]]")
add("a-empty-agg", "[:find (count ?v) . :where [?v :ver/score 123.0]]")
add("a-empty-agg-rel", "[:find ?e (count ?v) :where [?v :ver/score 123.0] [?v :ver/pkg ?p] [?p :pkg/eco ?e]]")
add("a-sum-empty", "[:find (sum ?s) . :where [?v :ver/score 123.0] [?v :ver/score ?s]]")
add("a-meta-sum", "[:find ?k (sum ?n) :with ?v :where [?v :ver/meta ?m] [(untuple ?m) [?k ?n]]]")
add("a-avg-bigdec", "[:find (avg ?s) . :where [?v :ver/size ?s]]")
add("a-median-bigdec", "[:find (median ?s) . :with ?v :where [?v :ver/size ?s]]")

# ---------------- find specs ----------------
add("fs-keys", "[:find ?n ?e :keys name eco :where [?p :pkg/name ?n] [?p :pkg/eco ?e] [(contains? #{\"left-pad\" \"\"} ?n)]]")
add("fs-strs", "[:find ?n ?d :strs name downloads :where [?p :pkg/name ?n] [?p :pkg/downloads ?d] [(< ?d 0)]]")
add("fs-syms", "[:find ?k ?c :syms lic n :where [?v :ver/license ?l] [?l :db/ident ?k] [(ground 1) ?c] [(= ?k :lic/unlicense)]]")
add("fs-tuple", "[:find [?n ?e] :where [?p :pkg/name \"left-pad\"] [?p :pkg/name ?n] [?p :pkg/eco ?e]]")
add("fs-coll-kw", "[:find [?e ...] :where [_ :pkg/eco ?e]]")
add("fs-scalar-agg-keys", "[:find (count ?v) (max ?s) :keys n top :where [?v :ver/score ?s]]")

# ---------------- order-by / limit ----------------
add("o-downloads-top", "{:find [?n ?d] :where [[?p :pkg/name ?n] [?p :pkg/downloads ?d]] :order-by [?d :desc ?n :asc] :limit 5}")
add("o-downloads-bottom", "{:find [?n ?d] :where [[?p :pkg/name ?n] [?p :pkg/downloads ?d]] :order-by [?d ?n] :limit 5}")
add("o-offset", "{:find [?n] :where [[?p :pkg/name ?n]] :order-by [?n] :limit 4 :offset 690}")
add("o-offset-past", "{:find [?n] :where [[?p :pkg/name ?n]] :order-by [?n] :offset 5000}")
add("o-vector-form", "[:find ?n ?k :where [?m :m/name ?n] [?m :m/karma ?k] :order-by [?k :desc ?n :asc] :limit 6]")
add("o-released-latest", "[:find ?s ?r :where [?v :ver/semver ?s] [?v :ver/released ?r] :order-by [?r :desc ?s :asc] :limit 3]")
add("o-size-order", "[:find ?sz (count ?v) :where [?v :ver/size ?sz] :order-by [?sz]]")
add("o-unicode-names", "[:find ?n :where [?m :m/name ?n] [(< (count ?n) 6)] :order-by [?n :desc]]")

# ---------------- inputs ----------------
add("i-scalar", "(q [:find ?d . :in $ ?n :where [?p :pkg/name ?n] [?p :pkg/downloads ?d]] $ \"pkg-123\")")
add("i-tuple", "(q [:find ?v . :in $ [?n ?s] :where [?p :pkg/name ?n] [?v :ver/pkg ?p] [?v :ver/semver ?s]] $ [\"left-pad\" \"0.0.0\"])")
add("i-coll", "(q [:find ?n (count ?v) :in $ [?n ...] :where [?p :pkg/name ?n] [?v :ver/pkg ?p]] $ [\"left-pad\" \"pkg-003\" \"\" \"zzz\"])")
add("i-rel", "(q [:find ?n ?s ?y :in $ [[?n ?s]] :where [?p :pkg/name ?n] [?v :ver/pkg ?p] [?v :ver/semver ?s] [(get-else $ ?v :ver/yanked :unset) ?y]] $ [[\"left-pad\" \"0.0.0\"] [\"pkg-025\" \"1.3.2\"] [\"nope\" \"1.0.0\"]])")
add("i-lookup-ref", "(q [:find ?s . :in $ ?v :where [?v :ver/semver ?s]] $ [:ver/checksum %s])" % uid(1500))
add("i-lookup-pkg", "(q [:find (count ?v) . :in $ ?p :where [?v :ver/pkg ?p]] $ [:pkg/name \"left-pad\"])")
add("i-lookup-coll", "(q [:find ?n :in $ [?p ...] :where [?p :pkg/name ?n]] $ [[:pkg/name \"left-pad\"] [:pkg/name \"pkg-010\"]])")
add("i-composite-lookup", "(q [:find ?s . :in $ ?v :where [?v :ver/checksum ?s]] $ [:ver/key [%d \"0.0.0\"]])" % 159)
add("i-kw-input", "(q [:find (count ?v) . :in $ ?l :where [?v :ver/license ?l]] $ :lic/bsd3)")
add("i-inst-input", "(q [:find (count ?v) . :in $ ?t :where [?v :ver/released ?r] [(> ?r ?t)]] $ #inst \"2023-06-01T00:00:00.000-00:00\")")
add("i-uuid-input", "(q [:find ?s . :in $ ?u :where [?v :ver/checksum ?u] [?v :ver/semver ?s]] $ %s)" % uid(2222))
add("i-bigint-input", "(q [:find ?n :in $ ?t :where [?p :pkg/total ?t] [?p :pkg/name ?n]] $ 0N)")
add("i-bigdec-input", "(q [:find (count ?v) . :in $ ?s :where [?v :ver/size ?s]] $ 1024.000M)")
add("i-rules-and-scalar", "(q [:find (count ?b) . :in $ %% ?u :where [?s :ver/checksum ?u] (reach ?s ?b)] $ %s %s)" % (REACH, uid(1799)))
add("i-rules-coll-starts", "(q [:find (count-distinct ?b) . :in $ %% [?u ...] :where [?s :ver/checksum ?u] (reach ?s ?b)] $ %s [%s %s %s])" % (REACH, uid(99), uid(199), uid(299)))
add("i-rules-rel-pairs", "(q [:find ?u1 ?u2 :in $ %% [[?u1 ?u2]] :where [?a :ver/checksum ?u1] [?b :ver/checksum ?u2] (reach ?a ?b)] $ %s [[%s %s] [%s %s] [%s %s]])" % (REACH, uid(99), uid(0), uid(0), uid(99), uid(50), uid(90)))
add("i-two-sources", "(q [:find ?n ?w :in $ $w :where [?p :pkg/name ?n] [$w ?n ?w]] $ [[\"left-pad\" 1] [\"pkg-003\" 2] [\"x\" 3]])")
add("i-empty-coll", "(q [:find ?n :in $ [?n ...] :where [?p :pkg/name ?n]] $ [])")

# ---------------- pull ----------------
add("p-pkg-wild", "(pull [*] [:pkg/name \"left-pad\"])")
add("p-pkg-maint", "(pull [:pkg/name {:pkg/maintainers [:m/name :m/email]}] [:pkg/name \"pkg-100\"])")
add("p-ver-nested", "(pull [:ver/semver :ver/triple :ver/meta {:ver/pkg [:pkg/name :pkg/eco]} {:ver/license [:db/ident :lic/name]}] [:ver/checksum %s])" % uid(1501))
add("p-ver-deps-limit", "(pull [:ver/semver {(:ver/deps :limit 2) [:ver/semver]}] [:ver/checksum %s])" % uid(99))
add("p-ver-deps-recursive", "(pull [:ver/semver {:ver/deps 2}] [:ver/checksum %s])" % uid(3))
add("p-ver-deps-recursive-cycle", "(pull [:db/id {:ver/deps ...}] [:ver/checksum %s])" % uid(120))
add("p-reverse-pkg", "(pull [:pkg/name {(:ver/_pkg :limit 3) [:ver/semver]}] [:pkg/name \"left-pad\"])")
add("p-reverse-deps", "(pull [(:ver/_deps :limit 4)] [:ver/checksum %s])" % uid(0))
add("p-default", "(pull [:pkg/name (:pkg/total :default -1) (:pkg/deprecated :default false)] [:pkg/name \"pkg-003\"])")
add("p-as", "(pull [[:pkg/name :as \"n\"] [:pkg/downloads :as :dl]] [:pkg/name \"left-pad\"])")
add("p-component", "(pull [:ver/semver {:ver/changelog [*]}] [:ver/checksum %s])" % uid(40))
add("p-component-wild", "(pull [*] [:ver/checksum %s])" % uid(20))
add("p-missing", "(pull [*] [:pkg/name \"nope\"])")
add("p-lic-ident", "(pull [*] :lic/mit)")
add("p-reverse-license-limit", "(pull [:db/ident (:ver/_license :limit 0)] :lic/prop)")
add("p-maint-reverse", "(pull [:m/name {:pkg/_maintainers [:pkg/name]}] [:m/email \"dev5@example.org\"])")
add("p-find-pull-maint", "[:find (pull ?m [:m/name :m/karma]) :where [?m :m/karma ?k] [(< ?k -45)]]")
add("p-find-pull-coll", "[:find [(pull ?p [:pkg/name]) ...] :where [?p :pkg/deprecated true]]")
add("p-devdeps", "(pull [:ver/semver {:ver/devdeps [:ver/semver]}] [:ver/checksum %s])" % uid(16))

# ---------------- with transactions ----------------
add("w-upsert-pkg", "(with [{:pkg/name \"left-pad\" :pkg/downloads 1}] [:find ?d . :where [?p :pkg/name \"left-pad\"] [?p :pkg/downloads ?d]])")
add("w-new-pkg-tempid", "(with [{:db/id \"x\" :pkg/name \"brand-new\" :pkg/eco :npm} {:db/id \"y\" :ver/pkg \"x\" :ver/semver \"1.0.0\" :ver/deps [[:ver/checksum %s]]}] [:find ?k . :where [?v :ver/semver \"1.0.0\"] [?v :ver/pkg ?p] [?p :pkg/name \"brand-new\"] [?v :ver/key ?k0] [(second ?k0) ?k]])" % uid(5))
add("w-new-dep-reach", "(with [[:db/add [:ver/checksum %s] :ver/deps [:ver/checksum %s]]] (q [:find (count ?b) . :in $ %% :where %s (reach ?s ?b)] $ %s))" % (uid(0), uid(99), S("?s", 0), REACH))
add("w-retract-dep", "(with [[:db/retract [:ver/checksum %s] :ver/deps [:ver/checksum %s]]] (q [:find ?x . :in $ %% :where %s %s (reach ?s ?e) [(ground true) ?x]] $ %s))" % (uid(90), uid(50), S("?s", 50), S("?e", 90), REACH))
add("w-yank-then-ok", "(with [[:db/add [:ver/checksum %s] :ver/yanked true]] (q [:find (count ?b) . :in $ %% :where %s (ok ?s ?b)] $ %s))" % (uid(98), S("?s", 99), OKREACH))
add("w-cas-ok", "(with [[:db/cas [:pkg/name \"pkg-003\"] :pkg/eco :maven :pypi]] [:find ?e . :where [?p :pkg/name \"pkg-003\"] [?p :pkg/eco ?e]])")
add("w-cas-fail", "(with [[:db/cas [:pkg/name \"pkg-003\"] :pkg/eco :npm :pypi]] [:find ?e . :where [?p :pkg/name \"pkg-003\"] [?p :pkg/eco ?e]])")
add("w-retract-entity-component", "(with [[:db/retractEntity [:ver/checksum %s]]] [:find (count ?c) . :where [?c :cl/text]])" % uid(40))
add("w-retract-entity-deps", "(with [[:db/retractEntity [:ver/checksum %s]]] [:find (count ?a) . :where [?a :ver/deps ?b]])" % uid(98))
add("w-unique-value-conflict", "(with [{:m/name \"dup\" :m/email \"dev3@example.org\"}] [:find (count ?m) . :where [?m :m/name]])")
add("w-upsert-uuid", "(with [{:ver/checksum %s :ver/score 1.25}] [:find ?s . :where %s [?v :ver/score ?s]])" % (uid(7), S("?v", 7)))
add("w-composite-upsert", "(with [{:ver/pkg [:pkg/name \"\"] :ver/semver \"0.0.0\" :ver/yanked true}] [:find (count ?v) . :where [?v :ver/pkg ?p] [?p :pkg/name \"\"]])")
add("w-card-many-add", "(with [[:db/add [:pkg/name \"left-pad\"] :pkg/tags \"new\"] [:db/add [:pkg/name \"left-pad\"] :pkg/tags \"new\"]] [:find [?t ...] :where [?p :pkg/name \"left-pad\"] [?p :pkg/tags ?t]])")
add("w-retract-tag", "(with [[:db/retract [:pkg/name \"pkg-003\"] :pkg/tags \"cli\"]] [:find [?t ...] :where [?p :pkg/name \"pkg-003\"] [?p :pkg/tags ?t]])")
add("w-new-cycle", "(with [[:db/add [:ver/checksum %s] :ver/deps [:ver/checksum %s]]] (q [:find (count ?v) . :in $ %% :where [?v :ver/checksum ?c] (reach ?v ?v) [?v :ver/pkg ?p] [?p :pkg/eco :npm]] $ %s))" % (uid(0), uid(99), REACH))
add("w-bigint-add", "(with [{:pkg/name \"left-pad\" :pkg/total 123456789012345678901234567890N}] [:find ?t . :where [?p :pkg/name \"left-pad\"] [?p :pkg/total ?t]])")
add("w-bigdec-scale", "(with [{:ver/checksum %s :ver/size 7.10M}] [:find ?s . :where %s [?v :ver/size ?s]])" % (uid(1), S("?v", 1)))
add("w-retract-attr", "(with [[:db/retract [:pkg/name \"left-pad\"] :pkg/downloads]] [:find (count ?p) . :where [?p :pkg/name \"left-pad\"] [?p :pkg/downloads _]])")
add("w-tuple-meta", "(with [{:ver/checksum %s :ver/meta [:gamma -7]}] [:find ?m . :where %s [?v :ver/meta ?m]])" % (uid(2), S("?v", 2)))
add("w-nested-changelog", "(with [{:ver/checksum %s :ver/changelog {:cl/text \"new\" :cl/lines 1}}] [:find (count ?c) . :where [?c :cl/text]])" % (uid(3)))

# ---------------- errors ----------------
add("e-unknown-rule", "(q [:find ?b :in $ % :where (nope ?a ?b)] $ " + REACH + ")")
add("e-unbound-pred", "[:find ?n :where [(> ?x 1)] [?p :pkg/name ?n]]")
add("e-or-unequal", "[:find ?v :where [?v :ver/semver ?s] (or [?v :ver/yanked true] [?x :ver/yanked true])]")
add("e-bad-lookup", "(pull [*] [:pkg/eco :npm])")
add("e-unknown-fn", "[:find ?x :where [?p :pkg/name ?n] [(frobnicate ?n) ?x]]")
add("e-div-zero", "[:find ?x :where [?m :m/karma 0] [(/ 1 0) ?x]]")
add("e-cas-wrong", "(with [[:db/cas [:pkg/name \"left-pad\"] :pkg/downloads -1 5]] [:find ?d . :where [?p :pkg/name \"left-pad\"] [?p :pkg/downloads ?d]])")
add("e-string-on-long", "(with [{:pkg/name \"left-pad\" :pkg/downloads \"many\"}] [:find ?d . :where [?p :pkg/name \"left-pad\"] [?p :pkg/downloads ?d]])")
add("e-too-few-inputs", "(q [:find ?n :in $ ?x :where [?p :pkg/name ?x] [?p :pkg/eco ?n]])")
add("e-not-unbound", "[:find ?v :where (not [?v :ver/yanked true])]")
add("e-rule-arity", "(q [:find ?b :in $ %% :where %s (reach ?s ?b ?c)] $ %s)" % (S("?s", 1), REACH))
add("e-with-in-find", "[:find ?v (count ?s) :with ?v :where [?v :ver/score ?s]]")
add("e-unique-identity-upsert-conflict", "(with [{:pkg/name \"left-pad\" :ver/checksum %s}] [:find ?x . :where [?x :pkg/name \"left-pad\"]])" % uid(9))
add("e-pull-bad-pattern", "(pull [:pkg/name {:pkg/maintainers}] [:pkg/name \"left-pad\"])")
add("e-bare-no-db", "[:find ?x :where [(ground 1) ?x]]")
add("e-ok-bare-no-db", "(q [:find ?x :where [(ground 1) ?x]])")
add("e-order-by-unknown", "{:find [?n] :where [[?p :pkg/name ?n]] :order-by [?zz] :limit 2}")

# ---------------- mistakes on purpose (~20%-ish in recursion area): wrong/odd formulations ----------------
add("m-reach-unbound-limited", "(q [:find (count ?b) . :in $ %% :where [?s :ver/checksum %s] [?b :ver/checksum _] (reach ?s ?b)] $ %s)" % (uid(75), REACH))
add("m-ok-yanked-start", "(q [:find (count ?b) . :in $ %% :where [?s :ver/yanked true] [?s :ver/checksum ?c] [(= ?c %s)] (ok ?s ?b)] $ %s)" % (uid(4), OKREACH))
add("m-within-no-limit-dag", "(q [:find (max ?d) . :in $ %% :where %s (within ?s ?b ?d)] $ %s)" % (S("?s", 399), DEPTH))
add("m-reach-ident-start", "(q [:find (count ?b) . :in $ %% :where (reach :lic/mit ?b)] $ %s)" % REACH)
add("m-mut-self", "(q [:find ?b :in $ %% :where %s (even ?s ?b) (odd ?s ?b)] $ %s)" % (S("?s", 120), MUT))
add("m-anyreach-both-bound", "(q [:find ?x . :in $ %% :where %s %s (anyreach ?s ?e) [(ground :yes) ?x]] $ %s)" % (S("?s", 99), S("?e", 96), LINK))
add("m-reach-string-arg", "(q [:find (count ?b) . :in $ %% :where (reach \"v1\" ?b)] $ %s)" % REACH)
add("m-reach-lookup-arg", "(q [:find (count ?b) . :in $ %% :where (reach [:ver/checksum %s] ?b)] $ %s)" % (uid(10), REACH))
add("m-preach-count-pairs", "(q [:find (count ?q) . :in $ %% :where [?p :pkg/name \"pkg-075\"] (pdep ?p ?q)] $ %s)" % PKGREACH)
add("m-not-rule-unbound", "(q [:find (count ?v) . :in $ %% :where [?v :ver/yanked true] (not (reach ?v ?w))] $ %s)" % REACH)
add("m-upto-zero", "(q [:find (count ?b) . :in $ %% :where %s (upto ?s ?b 0)] $ %s)" % (S("?s", 99), DEPTHN))
add("m-upto-double", "(q [:find (count ?b) . :in $ %% :where %s (upto ?s ?b 2.5)] $ %s)" % (S("?s", 99), DEPTHN))
add("m-count-distinct-tuple", "[:find (count-distinct ?t) . :where [_ :ver/triple ?t]]")
add("m-sum-strings", "[:find (sum ?s) . :where [_ :ver/semver ?s]]")
add("m-avg-kw", "[:find (avg ?e) . :where [_ :pkg/eco ?e]]")
add("m-median-inst", "[:find (median ?r) . :where [_ :ver/released ?r]]")
add("m-max-tuple", "[:find (max ?t) . :where [_ :ver/triple ?t]]")
add("m-min-uuid", "[:find (min ?u) . :where [_ :ver/checksum ?u]]")

with open(os.path.join(HERE, "queries.edn"), "w") as f:
    for n, t in E:
        f.write(";; @ %s\n%s\n\n" % (n, t))
print(len(E))
