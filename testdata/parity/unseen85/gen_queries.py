#!/usr/bin/env python3
"""Writes queries.edn of the unseen85 parity corpus (deterministic): course registration, pull-heavy."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def add(name, text):
    E.append((name, text.strip()))


C = lambda c: f'[:course/code "{c}"]'
S = lambda i: f'[:student/id "S{i:03d}"]'
SEC = lambda s: f'[:section/id "{s}"]'
ENR = lambda n: f'[:enrol/id "E{n:04d}"]'
PRE = "[[(needs ?c ?p) [?c :course/prereqs ?p]] [(needs ?c ?p) [?c :course/prereqs ?m] (needs ?m ?p)]]"
TAUGHT = "[[(teaches ?i ?c) [?c :course/sections ?s] [?s :section/instructor ?i]]]"
ACTIVE = "[[(active ?e) [?e :enrol/status :status/enrolled]] [(active ?e) [?e :enrol/status :status/waitlisted]]]"

# ---- basics
add("b-depts", "[:find ?c ?n :where [?d :dept/code ?c] [?d :dept/name ?n]]")
add("b-dept-budget", "[:find ?c ?b :where [?d :dept/code ?c] [?d :dept/budget ?b]]")
add("b-dept-budget-neg", "[:find ?c :where [?d :dept/budget ?b] [(neg? ?b)] [?d :dept/code ?c]]")
add("b-dept-budget-zero", "[:find ?c :where [?d :dept/budget 0.00M] [?d :dept/code ?c]]")
add("b-dept-no-head", "[:find ?c :where [?d :dept/code ?c] [(missing? $ ?d :dept/head)]]")
add("b-course-count", "[:find (count ?c) . :where [?c :course/code]]")
add("b-course-titles", "[:find [?t ...] :where [_ :course/title ?t]]")
add("b-course-unicode", '[:find ?c . :where [?e :course/title "Phonetics 音声学"] [?e :course/code ?c]]')
add("b-course-level", "[:find ?c :where [?e :course/level 400] [?e :course/code ?c]]")
add("b-course-credits-eq", "[:find ?c :where [?e :course/credits 4.0M] [?e :course/code ?c]]")
add("b-course-credits-zero", "[:find ?c :where [?e :course/credits ?cr] [(zero? ?cr)] [?e :course/code ?c]]")
add("b-course-tags", "[:find ?t (count ?c) :where [?c :course/tags ?t]]")
add("b-course-no-tags", "[:find ?c :where [?e :course/code ?c] [(missing? $ ?e :course/tags)]]")
add("b-course-no-sections", "[:find ?c :where [?e :course/code ?c] [(missing? $ ?e :course/sections)]]")
add("b-course-self-prereq", "[:find ?c :where [?e :course/prereqs ?e] [?e :course/code ?c]]")
add("b-section-ids", "[:find [?s ...] :where [_ :section/id ?s]]")
add("b-section-cap-zero", "[:find ?s :where [?e :section/capacity 0] [?e :section/id ?s]]")
add("b-section-days", "[:find ?d (count ?s) :where [?s :section/days ?d]]")
add("b-section-no-room", "[:find ?s :where [?e :section/id ?s] [(missing? $ ?e :section/room)]]")
add("b-section-no-instr", "[:find ?s :where [?e :section/id ?s] [(missing? $ ?e :section/instructor)]]")
add("b-instr-ranks", "[:find ?r (count ?i) :where [?i :instructor/rank ?r]]")
add("b-instr-empty-name", '[:find ?id :where [?i :instructor/name ""] [?i :instructor/id ?id]]')
add("b-instr-no-salary", "[:find ?id :where [?i :instructor/id ?id] [(missing? $ ?i :instructor/salary)]]")
add("b-instr-salary", "[:find ?id ?s :where [?i :instructor/salary ?s] [?i :instructor/id ?id]]")
add("b-student-count", "[:find (count ?s) . :where [?s :student/id]]")
add("b-student-emails", "[:find (count ?e) . :where [_ :student/email ?e]]")
add("b-student-no-email", "[:find [?id ...] :where [?s :student/id ?id] [(missing? $ ?s :student/email)]]")
add("b-student-no-gpa", "[:find ?id :where [?s :student/id ?id] [(missing? $ ?s :student/gpa)]]")
add("b-student-gpa-zero", "[:find ?id :where [?s :student/gpa 0.0] [?s :student/id ?id]]")
add("b-student-gpa-4", "[:find (count ?s) . :where [?s :student/gpa 4.0]]")
add("b-student-year", "[:find ?y (count ?s) :where [?s :student/year ?y]]")
add("b-student-langs", "[:find ?l (count ?s) :where [?s :student/langs ?l]]")
add("b-student-uuid", '[:find ?id . :where [?s :student/uuid #uuid "5eed0000-0000-4000-8000-000000000007"] [?s :student/id ?id]]')
add("b-student-emoji", '[:find ?id :where [?s :student/name ?n] [(clojure.string/includes? ?n "🎓")] [?s :student/id ?id]]')
add("b-student-balance", "[:find ?b (count ?s) :where [?s :student/balance ?b]]")
add("b-student-balance-zero", "[:find (count ?s) . :where [?s :student/balance 0N]]")
add("b-student-no-major", "[:find [?id ...] :where [?s :student/id ?id] [(missing? $ ?s :student/major)]]")
add("b-student-born", '[:find ?id :where [?s :student/born #inst "1999-02-06T08:01:00.000-00:00"] [?s :student/id ?id]]')
add("b-enrol-count", "[:find (count ?e) . :where [?e :enrol/id]]")
add("b-enrol-status", "[:find ?k (count ?e) :where [?e :enrol/status ?s] [?s :db/ident ?k]]")
add("b-enrol-status-ident", "[:find (count ?e) . :where [?e :enrol/status :status/dropped]]")
add("b-enrol-status-lookup", "[:find (count ?e) . :where [?e :enrol/status [:db/ident :status/completed]]]")
add("b-enrol-no-grade", "[:find (count ?e) . :where [?e :enrol/id] [(missing? $ ?e :enrol/grade)]]")
add("b-enrol-grade-zero", "[:find [?id ...] :where [?e :enrol/grade 0.0] [?e :enrol/id ?id]]")
add("b-enrol-credits-half", "[:find (count ?e) . :where [?e :enrol/credits 0.5M]]")
add("b-enrol-credits-scale", "[:find (count ?e) . :where [?e :enrol/credits 2.5M]]")
add("b-rooms", "[:find ?c ?b ?n :where [?r :room/code ?c] [?r :room/building ?b] [?r :room/capacity ?n]]")
add("b-room-empty-building", '[:find ?c :where [?r :room/building ""] [?r :room/code ?c]]')
add("b-room-features", "[:find ?f (count ?r) :where [?r :room/features ?f]]")
add("b-terms", "[:find ?c ?n ?s :where [?t :term/code ?c] [?t :term/name ?n] [?t :term/starts ?s]]")
add("b-statuses", '[:find ?k :where [?s :db/ident ?k] [(namespace ?k) ?ns] [(= ?ns "status")]]')
add("b-ident-entity", "[:find ?e . :where [?e :db/ident :status/waitlisted] [(some? ?e)]]")
add("b-entity-attrs-course", '[:find ?a :where [?e :course/code "CS450"] [?e ?a _]]')
add("b-section-component-of", '[:find ?c . :where [?e :course/sections ?s] [?s :section/id "MATH100-03"] [?e :course/code ?c]]')

# ---- joins
add("j-course-dept", "[:find ?c ?d :where [?e :course/code ?c] [?e :course/department ?x] [?x :dept/code ?d]]")
add("j-dept-course-count", "[:find ?d (count ?c) :where [?c :course/department ?x] [?x :dept/code ?d]]")
add("j-course-prereq-codes", "[:find ?c ?p :where [?e :course/prereqs ?x] [?e :course/code ?c] [?x :course/code ?p]]")
add("j-prereq-cross-dept", "[:find ?c ?p :where [?e :course/prereqs ?x] [?e :course/department ?d1] [?x :course/department ?d2] [(not= ?d1 ?d2)] [?e :course/code ?c] [?x :course/code ?p]]")
add("j-section-instr", "[:find ?s ?n :where [?e :section/id ?s] [?e :section/instructor ?i] [?i :instructor/name ?n]]")
add("j-section-room-building", '[:find ?s :where [?e :section/room ?r] [?r :room/building "Atrium"] [?e :section/id ?s]]')
add("j-section-term", "[:find ?t (count ?s) :where [?s :section/term ?x] [?x :term/code ?t]]")
add("j-instr-dept-course", "[:find ?n ?c :where [?c0 :course/sections ?s] [?s :section/instructor ?i] [?i :instructor/dept ?d] [?c0 :course/department ?d] [?i :instructor/name ?n] [?c0 :course/code ?c]]")
add("j-instr-outside-dept", "[:find ?n ?c :where [?c0 :course/sections ?s] [?s :section/instructor ?i] [?i :instructor/dept ?d] [?c0 :course/department ?d2] [(not= ?d ?d2)] [?i :instructor/name ?n] [?c0 :course/code ?c]]")
add("j-student-courses", '[:find ?c :where [?st :student/id "S007"] [?e :enrol/student ?st] [?e :enrol/section ?s] [?co :course/sections ?s] [?co :course/code ?c]]')
add("j-course-roster", '[:find ?id :where [?co :course/code "MATH100"] [?co :course/sections ?s] [?e :enrol/section ?s] [?e :enrol/student ?st] [?st :student/id ?id]]')
add("j-advisor-students", "[:find ?n (count ?s) :where [?s :student/advisor ?i] [?i :instructor/name ?n]]")
add("j-advisee-in-own-section", "[:find ?id ?sid :where [?st :student/advisor ?i] [?e :enrol/student ?st] [?e :enrol/section ?s] [?s :section/instructor ?i] [?st :student/id ?id] [?s :section/id ?sid]]")
add("j-major-vs-course-dept", "[:find (count ?e) . :where [?e :enrol/student ?st] [?st :student/major ?d] [?e :enrol/section ?s] [?c :course/sections ?s] [?c :course/department ?d]]")
add("j-two-students-same-section", '[:find ?b :where [?a :student/id "S005"] [?e1 :enrol/student ?a] [?e1 :enrol/section ?s] [?e2 :enrol/section ?s] [?e2 :enrol/student ?x] [(not= ?x ?a)] [?x :student/id ?b]]')
add("j-dept-head-name", "[:find ?d ?n :where [?x :dept/head ?i] [?x :dept/code ?d] [?i :instructor/name ?n]]")
add("j-head-teaches", "[:find ?d ?sid :where [?x :dept/head ?i] [?s :section/instructor ?i] [?x :dept/code ?d] [?s :section/id ?sid]]")
add("j-room-over-cap", "[:find ?sid ?cap ?rc :where [?s :section/room ?r] [?s :section/capacity ?cap] [?r :room/capacity ?rc] [(> ?cap ?rc)] [?s :section/id ?sid]]")
add("j-term-enrolments", "[:find ?t (count ?e) :where [?e :enrol/section ?s] [?s :section/term ?x] [?x :term/name ?t]]")
add("j-mutual-prereq", "[:find ?a ?b :where [?x :course/prereqs ?y] [?y :course/prereqs ?x] [?x :course/code ?a] [?y :course/code ?b]]")
add("j-instr-no-advisees", "[:find ?id :where [?i :instructor/id ?id] (not [_ :student/advisor ?i])]")
add("j-enrol-grade-by-course", '[:find ?id ?g :where [?c :course/code "CS101"] [?c :course/sections ?s] [?e :enrol/section ?s] [?e :enrol/grade ?g] [?e :enrol/id ?id]]')

# ---- predicates and functions
add("p-gpa-range", "[:find (count ?s) . :where [?s :student/gpa ?g] [(>= ?g 3.0)] [(< ?g 3.8)]]")
add("p-gpa-gt-long", "[:find (count ?s) . :where [?s :student/gpa ?g] [(> ?g 2)]]")
add("p-level-between", "[:find ?c :where [?e :course/level ?l] [(<= 200 ?l 300)] [?e :course/code ?c]]")
add("p-credits-gt", "[:find ?c :where [?e :course/credits ?cr] [(> ?cr 3.5M)] [?e :course/code ?c]]")
add("p-credits-gt-long", "[:find ?c :where [?e :course/credits ?cr] [(>= ?cr 4)] [?e :course/code ?c]]")
add("p-credits-add", '[:find ?c ?x :where [?e :course/code ?c] [(clojure.string/starts-with? ?c "CS")] [?e :course/credits ?cr] [(+ ?cr 0.25M) ?x]]')
add("p-credits-mult-long", '[:find ?c ?x :where [?e :course/code ?c] [(clojure.string/starts-with? ?c "MATH")] [?e :course/credits ?cr] [(* ?cr 2) ?x]]')
add("p-credits-times-double", '[:find ?c ?x :where [?e :course/code ?c] [(clojure.string/starts-with? ?c "PHIL")] [?e :course/credits ?cr] [(* ?cr 1.5) ?x]]')
add("p-grade-points", "[:find ?id ?x :where [?e :enrol/grade ?g] [?e :enrol/credits ?cr] [(* ?g ?cr) ?x] [?e :enrol/id ?id] [(< ?id \"E0015\")]]")
add("p-code-prefix", '[:find ?c :where [_ :course/code ?c] [(clojure.string/starts-with? ?c "MATH")]]')
add("p-code-re", '[:find ?c :where [_ :course/code ?c] [(re-matches #"[A-Z]+[0-9]0[0-9]" ?c)]]')
add("p-code-re-groups", '[:find ?d ?n :where [_ :course/code ?c] [(re-find #"^([A-Z]+)(\\d+)$" ?c) [_ ?d ?n]] [(= ?d "PHIL")]]')
add("p-title-lower", '[:find ?l :where [?e :course/code "PHIL300"] [?e :course/title ?t] [(clojure.string/lower-case ?t) ?l]]')
add("p-title-upper", '[:find ?u :where [?e :course/code "LING101"] [?e :course/title ?t] [(clojure.string/upper-case ?t) ?u]]')
add("p-title-includes", '[:find ?c :where [?e :course/title ?t] [(clojure.string/includes? ?t "a")] [(clojure.string/includes? ?t ":")] [?e :course/code ?c]]')
add("p-title-count", "[:find ?c ?n :where [?e :course/title ?t] [(count ?t) ?n] [(< ?n 8)] [?e :course/code ?c]]")
add("p-title-split", '[:find ?w :where [?e :course/code "CS450"] [?e :course/title ?t] [(clojure.string/split ?t #" ") [?w ...]]]')
add("p-title-subs", '[:find ?c ?p :where [?e :course/title ?t] [(subs ?t 0 3) ?p] [?e :course/code ?c] [(clojure.string/starts-with? ?c "C")]]')
add("p-title-replace", '[:find ?r . :where [?e :course/code "CS450"] [?e :course/title ?t] [(clojure.string/replace ?t ":" " -") ?r]]')
add("p-title-join", '[:find ?j . :where [?e :course/code "CS202"] [?e :course/title ?t] [(clojure.string/split ?t #" ") ?ws] [(clojure.string/join "_" ?ws) ?j]]')
add("p-email-domain", "[:find ?d (count ?s) :where [?s :student/email ?e] [(clojure.string/split ?e #\"@\") [_ ?d]]]")
add("p-email-re", '[:find ?id :where [?s :student/email ?e] [(re-find #"^s1\\d@uni\\.de$" ?e)] [?s :student/id ?id]]')
add("p-email-ends", '[:find (count ?s) . :where [?s :student/email ?e] [(clojure.string/ends-with? ?e ".ac.uk")]]')
add("p-name-blank", "[:find ?id :where [?s :student/name ?n] [(clojure.string/blank? ?n)] [?s :student/id ?id]]")
add("p-name-short", "[:find ?id ?n :where [?s :student/name ?n] [(count ?n) ?k] [(< ?k 5)] [?s :student/id ?id]]")
add("p-name-trim", '[:find ?x :where [?s :student/id "S020"] [?s :student/name ?n] [(clojure.string/trim ?n) ?x]]')
add("p-name-first-char", "[:find ?ch (count ?s) :where [?s :student/name ?n] [(seq ?n) ?cs] [(first ?cs) ?ch] [(str ?ch) ?x] [(= ?x \"Z\")]]")
add("p-instr-reverse", '[:find ?r . :where [?i :instructor/id "i05"] [?i :instructor/name ?n] [(clojure.string/reverse ?n) ?r]]')
add("p-born-before", '[:find (count ?s) . :where [?s :student/born ?b] [(< ?b #inst "2000-01-01")]]')
add("p-born-ms", '[:find ?id ?ms :where [?s :student/born ?b] [(.getTime ?b) ?ms] [?s :student/id ?id] [(< ?id "S003")]]')
add("p-term-length-days", "[:find ?c ?d :where [?t :term/code ?c] [?t :term/starts ?s] [?t :term/ends ?e] [(.getTime ?s) ?a] [(.getTime ?e) ?b] [(- ?b ?a) ?ms] [(quot ?ms 86400000) ?d]]")
add("p-enrol-in-term", "[:find (count ?e) . :where [?e :enrol/at ?at] [?t :term/code :f24] [?t :term/starts ?s] [?t :term/ends ?en] [(>= ?at ?s)] [(<= ?at ?en)]]")
add("p-uuid-str", '[:find ?x . :where [?s :student/id "S010"] [?s :student/uuid ?u] [(str ?u) ?x]]')
add("p-keyword-name", "[:find ?n :where [_ :course/tags ?t] [(name ?t) ?n]]")
add("p-keyword-ns", "[:find ?ns . :where [_ :enrol/status ?s] [?s :db/ident ?k] [(namespace ?k) ?ns]]")
add("p-keyword-build", '[:find ?k :where [_ :dept/code ?c] [(name ?c) ?n] [(str "dept-" ?n) ?x] [(keyword "org" ?x) ?k]]')
add("p-get-else-gpa", '[:find ?id ?g :where [?s :student/id ?id] [(< ?id "S016")] [(get-else $ ?s :student/gpa -1.0) ?g]]')
add("p-get-else-email", '[:find ?id ?m :where [?s :student/id ?id] [(get-else $ ?s :student/email "none") ?m] [(= ?m "none")]]')
add("p-get-else-room", '[:find ?sid ?r :where [?s :section/id ?sid] [(clojure.string/starts-with? ?sid "LING")] [(get-else $ ?s :section/room :none) ?r]]')
add("p-get-some", '[:find ?id ?a ?v :where [?s :student/id ?id] [(< ?id "S006")] [(get-some $ ?s :student/email :student/name) [?a ?v]]]')
add("p-bigint-cmp", "[:find (count ?s) . :where [?s :student/balance ?b] [(> ?b 1000)]]")
add("p-bigint-str2", "[:find ?x :where [?s :student/balance ?b] [(str ?b) ?x] [(count ?x) ?n] [(> ?n 5)]]")
add("p-bigdec-neg", "[:find ?c ?x :where [?d :dept/budget ?b] [(- ?b) ?x] [?d :dept/code ?c]]")
add("p-bigdec-div", "[:find ?c ?x :where [?d :dept/budget ?b] [(/ ?b 4) ?x] [?d :dept/code ?c] [(not= ?c :ling)]]")
add("p-bigdec-compare-eq", '[:find ?c :where [?e :course/credits ?cr] [(== ?cr 4)] [?e :course/code ?c]]')
add("p-bigdec-eq-scale", '[:find ?c :where [?e :course/credits ?cr] [(= ?cr 4M)] [?e :course/code ?c]]')
add("p-gpa-round", '[:find ?id ?r :where [?s :student/gpa ?g] [(* ?g 10) ?x] [(Math/round ?x) ?r] [?s :student/id ?id] [(< ?id "S004")]]')
add("p-gpa-quot-mod", '[:find ?y ?q ?m :where [?s :student/year ?y] [(quot ?y 2) ?q] [(mod ?y 2) ?m]]')
add("p-neg-mod", "[:find ?x ?r :where [?s :student/balance ?b] [(== ?b -250)] [(long ?b) ?x] [(rem ?x 7) ?r]]")
add("p-max-min-fn", '[:find ?c ?m :where [?e :course/code ?c] [?e :course/level ?l] [(max ?l 250) ?m] [(clojure.string/starts-with? ?c "CS")]]')
add("p-contains-set", '[:find ?c :where [?e :course/code ?c] [(contains? #{"CS101" "MATH100" "NOPE"} ?c)]]')
add("p-ground-set", "[:find ?c :where [(ground [\"CS101\" \"LING999\"]) [?c ...]] [?e :course/code ?c]]")
add("p-identity-tuple", "(q [:find ?x :where [(tuple 1 \"a\" :b) ?x]])")
add("p-str-concat", '[:find ?x :where [?e :section/id ?s] [(clojure.string/starts-with? ?s "CS2")] [?e :section/capacity ?c] [(str ?s ":" ?c) ?x]]')
add("p-format", '[:find ?x :where [?s :student/id ?id] [(< ?id "S003")] [?s :student/year ?y] [(format "%s/Y%02d" ?id ?y) ?x]]')
add("p-format-float", '[:find ?x :where [?s :student/id "S001"] [?s :student/gpa ?g] [(format "%.1f" ?g) ?x]]')
add("p-nil-check", "[:find (count ?s) . :where [?s :student/id] [(get-else $ ?s :student/advisor :none) ?a] [(= ?a :none)]]")
add("p-even-year", "[:find (count ?s) . :where [?s :student/year ?y] [(even? ?y)]]")
add("p-pos-balance", "[:find (count ?s) . :where [?s :student/balance ?b] [(pos? ?b)]]")
add("p-abs-budget", "[:find ?c ?a :where [?d :dept/budget ?b] [(abs ?b) ?a] [?d :dept/code ?c]]")
add("p-inc-level", "[:find ?c ?n :where [?e :course/level 900] [?e :course/level ?l] [(inc ?l) ?n] [?e :course/code ?c]]")
add("p-compare-str", '[:find ?c :where [?e :course/code ?c] [(compare ?c "CS301") ?x] [(neg? ?x)]]')
add("p-bigint-big", "[:find ?id :where [?s :student/balance ?b] [(> ?b 10000000000000000000N)] [?s :student/id ?id] [(< ?id \"S008\")]]")

# ---- aggregates
add("a-count-distinct-term", "[:find (count-distinct ?t) . :where [?s :section/term ?t]]")
add("a-sum-credits", "[:find (sum ?cr) . :with ?c :where [?c :course/credits ?cr]]")
add("a-sum-credits-dept", "[:find ?d (sum ?cr) :with ?c :where [?c :course/credits ?cr] [?c :course/department ?x] [?x :dept/code ?d]]")
add("a-sum-credits-noswith", "[:find (sum ?cr) . :where [?c :course/credits ?cr]]")
add("a-avg-gpa", "[:find (avg ?g) . :with ?s :where [?s :student/gpa ?g]]")
add("a-avg-gpa-year", "[:find ?y (avg ?g) :with ?s :where [?s :student/gpa ?g] [?s :student/year ?y]]")
add("a-min-max-gpa", "[:find (min ?g) (max ?g) :where [?s :student/gpa ?g]]")
add("a-median-gpa", "[:find (median ?g) . :with ?s :where [?s :student/gpa ?g]]")
add("a-median-level", "[:find (median ?l) . :with ?c :where [?c :course/level ?l]]")
add("a-distinct-tags", "[:find (distinct ?t) . :where [_ :course/tags ?t]]")
add("a-count-enrol-section", "[:find ?sid (count ?e) :where [?e :enrol/section ?s] [?s :section/id ?sid]]")
add("a-count-enrol-course", "[:find ?c (count ?e) :where [?e :enrol/section ?s] [?co :course/sections ?s] [?co :course/code ?c]]")
add("a-sum-enrol-credits", "[:find ?id (sum ?cr) :with ?e :where [?e :enrol/student ?s] [?e :enrol/credits ?cr] [?s :student/id ?id] [(< ?id \"S010\")]]")
add("a-avg-grade", "[:find (avg ?g) . :with ?e :where [?e :enrol/grade ?g]]")
add("a-avg-grade-course", "[:find ?c (avg ?g) :with ?e :where [?e :enrol/grade ?g] [?e :enrol/section ?s] [?co :course/sections ?s] [?co :course/code ?c]]")
add("a-max-grade-student", "[:find ?id (max ?g) :where [?e :enrol/grade ?g] [?e :enrol/student ?s] [?s :student/id ?id]]")
add("a-min-credits", "[:find (min ?cr) . :where [_ :enrol/credits ?cr]]")
add("a-max-credits", "[:find (max ?cr) . :where [_ :course/credits ?cr]]")
add("a-count-students-major", "[:find ?d (count ?s) :where [?s :student/major ?x] [?x :dept/code ?d]]")
add("a-count-distinct-students-course", "[:find ?c (count-distinct ?st) :where [?e :enrol/student ?st] [?e :enrol/section ?s] [?co :course/sections ?s] [?co :course/code ?c]]")
add("a-sum-budget", "[:find (sum ?b) . :with ?d :where [?d :dept/budget ?b]]")
add("a-avg-budget", "[:find (avg ?b) . :with ?d :where [?d :dept/budget ?b]]")
add("a-sum-balance", "[:find (sum ?b) . :with ?s :where [?s :student/balance ?b]]")
add("a-max-balance", "[:find (max ?b) . :where [?s :student/balance ?b]]")
add("a-min-max-born", "[:find (min ?b) (max ?b) :where [_ :student/born ?b]]")
add("a-min-max-code", "[:find (min ?c) (max ?c) :where [_ :course/code ?c]]")
add("a-count-rows", "[:find (count ?s) (count-distinct ?y) :where [?s :student/year ?y]]")
add("a-min-n", "[:find (min 3 ?g) . :with ?s :where [?s :student/gpa ?g]]")
add("a-max-n", "[:find (max 2 ?l) . :where [_ :course/level ?l]]")
add("a-ground-count", "(q [:find (count ?x) . :where [(ground [1 2 3]) [?x ...]]])")
add("a-sample-count", "[:find ?c (count ?t) :where [?e :course/code ?c] [?e :course/tags ?t]]")
add("a-variance-gpa", "[:find (variance ?g) (stddev ?g) :with ?s :where [?s :student/gpa ?g]]")
add("a-sum-capacity-term", "[:find ?t (sum ?cap) :with ?s :where [?s :section/capacity ?cap] [?s :section/term ?x] [?x :term/code ?t]]")
add("a-sum-capacity-nowith", "[:find ?t (sum ?cap) :where [?s :section/capacity ?cap] [?s :section/term ?x] [?x :term/code ?t]]")
add("a-count-prereqs", "[:find ?c (count ?p) :where [?e :course/prereqs ?p] [?e :course/code ?c]]")
add("a-agg-empty", "[:find (count ?s) . :where [?s :student/gpa 9.9]]")
add("a-agg-empty-rel", "[:find ?y (count ?s) :where [?s :student/gpa 9.9] [?s :student/year ?y]]")
add("a-sum-empty", "[:find (sum ?g) . :where [?s :student/gpa 9.9] [?s :student/gpa ?g]]")
add("a-count-status-course", "[:find ?c ?k (count ?e) :where [?e :enrol/status ?st] [?st :db/ident ?k] [?e :enrol/section ?s] [?co :course/sections ?s] [?co :course/code ?c] [(clojure.string/starts-with? ?c \"MATH\")]]")
add("a-find-map-agg", "[:find ?d (count ?c) :keys dept n :where [?c :course/department ?x] [?x :dept/code ?d]]")
add("a-find-map-keys", "[:find ?c ?l :keys code level :where [?e :course/code ?c] [?e :course/level ?l] [(> ?l 300)]]")
add("a-find-map-strs", "[:find ?c ?l :strs code level :where [?e :course/code ?c] [?e :course/level ?l] [(> ?l 300)]]")
add("a-find-map-syms", "[:find ?c :syms code :where [?e :course/code ?c] [?e :course/level 100]]")

# ---- order-by / limit / offset
add("o-students-by-gpa", "[:find ?id ?g :where [?s :student/gpa ?g] [?s :student/id ?id] :order-by [?g :desc ?id] :limit 6]")
add("o-courses-by-credits", "[:find ?c ?cr :where [?e :course/credits ?cr] [?e :course/code ?c] :order-by [?cr ?c]]")
add("o-courses-offset", "[:find ?c :where [_ :course/code ?c] :order-by [?c] :limit 4 :offset 5]")
add("o-offset-past-end", "[:find ?c :where [_ :course/code ?c] :order-by [?c] :offset 40]")
add("o-limit-zero", "[:find ?c :where [_ :course/code ?c] :order-by [?c] :limit 0]")
add("o-born-desc", "[:find ?id ?b :where [?s :student/born ?b] [?s :student/id ?id] :order-by [?b :desc] :limit 5]")
add("o-names-unicode", "[:find ?n :where [_ :student/name ?n] :order-by [?n] :limit 8]")
add("o-names-unicode-desc", "[:find ?n :where [_ :student/name ?n] :order-by [?n :desc] :limit 5]")
add("o-agg-order", "[:find ?sid (count ?e) :where [?e :enrol/section ?s] [?s :section/id ?sid] :order-by [?e :desc ?sid] :limit 5]")
add("o-budget-order", "[:find ?c ?b :where [?d :dept/budget ?b] [?d :dept/code ?c] :order-by [?b]]")
add("o-balance-order", "[:find ?id ?b :where [?s :student/balance ?b] [?s :student/id ?id] [(< ?id \"S008\")] :order-by [?b :desc ?id]]")
add("o-title-order", "[:find ?t :where [_ :course/title ?t] :order-by [?t :desc]]")
add("o-grade-order", "[:find ?id ?g :where [?e :enrol/grade ?g] [?e :enrol/id ?id] :order-by [?g ?id] :limit 7 :offset 2]")
add("o-keyword-order", "[:find ?k :where [_ :instructor/rank ?k] :order-by [?k]]")
add("o-two-keys", "[:find ?y ?id :where [?s :student/year ?y] [?s :student/id ?id] [(< ?id \"S012\")] :order-by [?y :desc ?id :asc]]")
add("o-limit-only", "[:find (count ?c) . :where [?c :course/code] :limit 1]")
add("o-order-with-pull", "[:find ?c (pull ?e [:course/title]) :where [?e :course/code ?c] [?e :course/level 100] :order-by [?c]]")

# ---- or / not
add("n-students-no-enrol", "[:find ?id :where [?s :student/id ?id] (not [_ :enrol/student ?s])]")
add("n-courses-no-prereq", "[:find ?c :where [?e :course/code ?c] (not [?e :course/prereqs _])]")
add("n-not-prereq-of-any", "[:find ?c :where [?e :course/code ?c] (not [_ :course/prereqs ?e])]")
add("n-not-join-completed", "[:find (count ?s) . :where [?s :student/id] (not-join [?s] [?e :enrol/student ?s] [?e :enrol/status :status/completed])]")
add("n-not-join-taught-by-prof", "[:find ?c :where [?co :course/code ?c] (not-join [?co] [?co :course/sections ?s] [?s :section/instructor ?i] [?i :instructor/rank :professor])]")
add("n-or-status", "[:find (count ?e) . :where (or [?e :enrol/status :status/enrolled] [?e :enrol/status :status/waitlisted])]")
add("n-or-and", "[:find ?id :where [?s :student/id ?id] (or-join [?s] (and [?s :student/year 5] [?s :student/gpa ?g] [(> ?g 3.5)]) [?s :student/gpa 0.0])]")
add("n-or-join", "[:find ?c :where [?e :course/code ?c] (or-join [?e] [?e :course/tags :datalog] (and [?e :course/level ?l] [(>= ?l 900)]))]")
add("n-or-join-two", "[:find ?c :where [?e :course/code ?c] (or-join [?e] (and [?e :course/prereqs ?p] [?p :course/code \"MATH210\"]) [?e :course/tags :systems])]")
add("n-not-or", "[:find ?id :where [?s :student/id ?id] [?s :student/year 1] (not (or [?s :student/gpa 3.7] [?s :student/gpa 4.0]))]")
add("n-not-pred", "[:find (count ?s) . :where [?s :student/gpa ?g] (not [(>= ?g 2.0)])]")
add("n-or-missing", "[:find ?id :where [?s :student/id ?id] (or [(missing? $ ?s :student/email)] [(missing? $ ?s :student/gpa)])]")
add("n-not-dropped-all", "[:find ?id :where [?e :enrol/student ?s] [?s :student/id ?id] (not-join [?s] [?e2 :enrol/student ?s] (not [?e2 :enrol/status :status/dropped]))]")
add("n-room-unused", "[:find ?c :where [?r :room/code ?c] (not [_ :section/room ?r])]")
add("n-instr-not-teaching", "[:find ?id :where [?i :instructor/id ?id] (not [_ :section/instructor ?i])]")
add("n-or-join-prereq-either", "[:find ?c :where [?e :course/code ?c] (or-join [?e] [?e :course/prereqs ?e] [?x :course/prereqs ?e])]")
add("n-not-nested", "[:find ?c :where [?d :dept/code ?c] (not [?co :course/department ?d] (not [?co :course/sections _]))]")

# ---- rules
add("r-prereq-closure", f'(q [:find ?p :in $ % ?c :where (needs ?c ?p)] $ {PRE} "CS401")'.replace('?p :in $ % ?c :where (needs ?c ?p)', '?pc :in $ % ?cc :where [?c :course/code ?cc] (needs ?c ?p) [?p :course/code ?pc]'))
add("r-prereq-cycle", f'(q [:find ?pc :in $ % :where [?c :course/code "MATH220"] (needs ?c ?p) [?p :course/code ?pc]] $ {PRE})')
add("r-prereq-self", f"(q [:find ?cc :in $ % :where (needs ?c ?c) [?c :course/code ?cc]] $ {PRE})")
add("r-prereq-self-pred", f"(q [:find ?cc :in $ % :where (needs ?c ?p) [(= ?c ?p)] [?c :course/code ?cc]] $ {PRE})")
add("r-prereq-count", f"(q [:find ?cc (count ?p) :in $ % :where (needs ?c ?p) [?c :course/code ?cc]] $ {PRE})")
add("r-prereq-pairs", f"(q [:find (count ?c) . :in $ % :where (needs ?c ?p)] $ {PRE})")
add("r-prereq-pairs-with", f"(q [:find (count ?c) . :with ?p :in $ % :where (needs ?c ?p)] $ {PRE})")
add("r-prereq-reverse", f'(q [:find ?cc :in $ % :where [?p :course/code "CS101"] (needs ?c ?p) [?c :course/code ?cc]] $ {PRE})')
add("r-prereq-lookup-both", f'(q [:find ?x . :in $ % ?a ?b :where (needs ?a ?b) [(ground true) ?x]] $ {PRE} {C("CS450")} {C("CS101")})')
add("r-prereq-lookup-one", f'(q [:find ?pc :in $ % ?a :where (needs ?a ?p) [?p :course/code ?pc]] $ {PRE} {C("PHIL300")})')
add("r-teaches", f'(q [:find ?n ?cc :in $ % :where (teaches ?i ?c) [?i :instructor/name ?n] [?c :course/code ?cc] [(clojure.string/starts-with? ?cc "CS")]] $ {TAUGHT})')
add("r-active", f"(q [:find (count ?e) . :in $ % :where (active ?e)] $ {ACTIVE})")
add("r-active-not", f"(q [:find (count ?e) . :in $ % :where [?e :enrol/id] (not (active ?e))] $ {ACTIVE})")
add("r-active-student", f"(q [:find ?id :in $ % :where [?s :student/year 5] [?e :enrol/student ?s] (active ?e) [?s :student/id ?id]] $ {ACTIVE})")
add("r-can-take", f'(q [:find ?cc :in $ % ?sid :where [?s :student/id ?sid] [?c :course/code ?cc] (not-join [?c ?s] [?c :course/prereqs ?p] (not-join [?p ?s] [?p :course/sections ?x] [?e :enrol/section ?x] [?e :enrol/student ?s] [?e :enrol/status :status/completed]))] $ {PRE} "S003")')
add("r-same-dept-rule", "(q [:find ?a ?b :in $ % :where (same-dept ?x ?y) [?x :course/code ?a] [?y :course/code ?b] [(< ?a ?b)] [?x :course/level 400]] $ [[(same-dept ?x ?y) [?x :course/department ?d] [?y :course/department ?d]]])")
add("r-depth-limited", "(q [:find ?pc :in $ % :where [?c :course/code \"CS401\"] (two ?c ?p) [?p :course/code ?pc]] $ [[(two ?a ?b) [?a :course/prereqs ?b]] [(two ?a ?b) [?a :course/prereqs ?m] [?m :course/prereqs ?b]]])")
add("r-mutual", "(q [:find ?pc :in $ % :where [?c :course/code \"CS401\"] (odd ?c ?p) [?p :course/code ?pc]] $ [[(odd ?a ?b) [?a :course/prereqs ?b]] [(odd ?a ?b) [?a :course/prereqs ?m] (even ?m ?b)] [(even ?a ?b) [?a :course/prereqs ?m] (odd ?m ?b)]])")
add("r-rule-with-pred", "(q [:find ?id :in $ % :where (honours ?s) [?s :student/id ?id]] $ [[(honours ?s) [?s :student/gpa ?g] [(>= ?g 3.7)] [?s :student/year ?y] [(>= ?y 3)]]])")
add("r-rule-or", "(q [:find (count ?s) . :in $ % :where (flag ?s)] $ [[(flag ?s) [?s :student/gpa 0.0]] [(flag ?s) [?s :student/balance ?b] [(neg? ?b)]]])")
add("r-dept-of-section", "(q [:find ?sid ?d :in $ % :where (sec-dept ?s ?x) [?s :section/id ?sid] [?x :dept/code ?d] [(clojure.string/starts-with? ?sid \"PHIL\")]] $ [[(sec-dept ?s ?d) [?c :course/sections ?s] [?c :course/department ?d]]])")

# ---- inputs
add("i-scalar-code", '(q [:find ?t . :in $ ?c :where [?e :course/code ?c] [?e :course/title ?t]] $ "CS301")')
add("i-scalar-kw", "(q [:find ?n . :in $ ?d :where [?x :dept/code ?d] [?x :dept/name ?n]] $ :math)")
add("i-scalar-bigdec", "(q [:find ?c :in $ ?cr :where [?e :course/credits ?cr] [?e :course/code ?c]] $ 3.0M)")
add("i-scalar-double", "(q [:find (count ?s) . :in $ ?g :where [?s :student/gpa ?g]] $ 3.7)")
add("i-scalar-inst", '(q [:find (count ?s) . :in $ ?t :where [?s :student/born ?b] [(> ?b ?t)]] $ #inst "2003-06-01")')
add("i-scalar-uuid", '(q [:find ?id . :in $ ?u :where [?s :student/uuid ?u] [?s :student/id ?id]] $ #uuid "5eed0000-0000-4000-8000-000000000040")')
add("i-scalar-lookup", f"(q [:find ?t . :in $ ?e :where [?e :course/title ?t]] $ {C('MATH230')})")
add("i-scalar-lookup-ref-attr", f"(q [:find ?cc :in $ ?p :where [?c :course/prereqs ?p] [?c :course/code ?cc]] $ {C('CS301')})")
add("i-scalar-lookup-student", f"(q [:find ?sid :in $ ?st :where [?e :enrol/student ?st] [?e :enrol/section ?s] [?s :section/id ?sid]] $ {S(9)})")
add("i-scalar-lookup-uuid", '(q [:find ?id . :in $ ?s :where [?s :student/id ?id]] $ [:student/uuid #uuid "5eed0000-0000-4000-8000-000000000011"])')
add("i-scalar-lookup-kw", "(q [:find ?c :in $ ?d :where [?e :course/department ?d] [?e :course/code ?c]] $ [:dept/code :phil])")
add("i-scalar-ident", "(q [:find (count ?e) . :in $ ?st :where [?e :enrol/status ?st]] $ :status/waitlisted)")
add("i-tuple", '(q [:find ?c :in $ [?lo ?hi] :where [?e :course/level ?l] [(>= ?l ?lo)] [(< ?l ?hi)] [?e :course/code ?c]] $ [200 300])')
add("i-tuple-lookups", f"(q [:find ?x . :in $ [?a ?b] :where [?a :course/prereqs ?b] [(ground :yes) ?x]] $ [{C('CS301')} {C('CS202')}])")
add("i-tuple-lookup-mixed", f'(q [:find ?g :in $ [?s ?sec] :where [?e :enrol/student ?s] [?e :enrol/section ?sec] [?e :enrol/status ?st] [?st :db/ident ?g]] $ [{S(1)} {SEC("CS202-01")}])')
add("i-coll-codes", '(q [:find ?t :in $ [?c ...] :where [?e :course/code ?c] [?e :course/title ?t]] $ ["CS101" "LING101" "NOPE"])')
add("i-coll-lookups", f"(q [:find ?c :in $ [?e ...] :where [?e :course/code ?c]] $ [{C('CS101')} {C('MATH210')}])")
add("i-coll-lookup-students", f"(q [:find ?id ?n :in $ [?s ...] :where [?s :student/id ?id] [?s :student/name ?n]] $ [{S(0)} {S(23)} {S(47)}])")
add("i-coll-lookup-ref-value", f"(q [:find ?cc :in $ [?p ...] :where [?c :course/prereqs ?p] [?c :course/code ?cc]] $ [{C('CS101')} {C('MATH220')}])")
add("i-coll-lookup-one-missing", f"(q [:find ?c :in $ [?e ...] :where [?e :course/code ?c]] $ [{C('CS101')} {C('ZZ999')}])")
add("i-coll-kw", "(q [:find ?c :in $ [?t ...] :where [?e :course/tags ?t] [?e :course/code ?c]] $ [:datalog :systems])")
add("i-coll-empty", "(q [:find ?c :in $ [?t ...] :where [?e :course/tags ?t] [?e :course/code ?c]] $ [])")
add("i-coll-idents", "(q [:find (count ?e) . :in $ [?st ...] :where [?e :enrol/status ?st]] $ [:status/dropped :status/completed])")
add("i-rel", '(q [:find ?c ?min :in $ [[?c ?min]] :where [?e :course/code ?c] [?e :course/level ?l] [(>= ?l ?min)]] $ [["CS101" 100] ["CS401" 500] ["MATH100" 50]])')
add("i-rel-lookups", f'(q [:find ?id ?sid :in $ [[?s ?sec]] :where [?e :enrol/student ?s] [?e :enrol/section ?sec] [?s :student/id ?id] [?sec :section/id ?sid]] $ [[{S(1)} {SEC("CS202-01")}] [{S(2)} {SEC("CS101-01")}] [{S(3)} {SEC("MATH100-02")}]])')
add("i-rel-lookup-join", f'(q [:find ?cc ?label :in $ [[?c ?label]] :where [?c :course/code ?cc]] $ [[{C("CS101")} "intro"] [{C("CS450")} "db"]])')
add("i-rel-mixed-types", '(q [:find ?c ?x :in $ [[?c ?x]] :where [?e :course/code ?c]] $ [["CS101" 1.5M] ["CS202" -7] ["MATH100" "é"]])')
add("i-rules-and-coll", f'(q [:find ?pc :in $ % [?cc ...] :where [?c :course/code ?cc] (needs ?c ?p) [?p :course/code ?pc]] $ {PRE} ["PHIL100" "MATH100"])')
add("i-rule-lookup-input", f'(q [:find ?pc :in $ % ?c :where (needs ?c ?p) [?p :course/code ?pc]] $ {PRE} {C("MATH230")})')
add("i-pull-pattern-input", f"(q [:find (pull ?e pat) . :in $ pat ?e] $ [:course/code :course/level] {C('CS202')})")
add("i-pull-pattern-input-var", f"(q [:find (pull ?e ?pat) . :in $ ?pat ?e] $ [:course/code {{:course/department [:dept/code]}}] {C('LING101')})")
add("i-scalar-nil-missing", "(q [:find ?c :in $ ?t :where [?e :course/tags ?t] [?e :course/code ?c]] $ :nope)")
add("i-eid-number-ident", "(q [:find ?k . :in $ ?e :where [?e :db/ident ?k]] $ :status/dropped)")
add("i-two-sources-coll", '(q [:find ?c ?lab :in $ $2 :where [$2 ?c ?lab] [?e :course/code ?c]] $ [["CS101" "first"] ["ZZ" "none"] ["MATH210" "loop"]])')

# ---- pull: standalone
PULLS = [
    ("pl-course-basic", "[:course/code :course/title :course/credits :course/level]", C("CS301")),
    ("pl-course-wild", "[*]", C("CS202")),
    ("pl-course-wild-nested-dept", "[* {:course/department [:dept/code :dept/name]}]", C("MATH220")),
    ("pl-course-wild-nested-sections", "[* {:course/sections [*]}]", C("LING101")),
    ("pl-course-sections-component", "[:course/code :course/sections]", C("MATH100")),
    ("pl-course-sections-ids", "[:course/code {:course/sections [:section/id :section/capacity]}]", C("MATH100")),
    ("pl-course-sections-deep", "[{:course/sections [:section/id {:section/instructor [:instructor/name {:instructor/dept [:dept/code]}]} {:section/room [:room/code :room/features]} {:section/term [:term/code :term/starts]}]}]", C("CS101")),
    ("pl-course-prereqs", "[:course/code {:course/prereqs [:course/code]}]", C("CS450")),
    ("pl-course-prereqs-plain", "[:course/code :course/prereqs]", C("CS450")),
    ("pl-prereq-rec", "[:course/code {:course/prereqs ...}]", C("CS401")),
    ("pl-prereq-rec-cycle", "[:course/code {:course/prereqs ...}]", C("MATH210")),
    ("pl-prereq-rec-self", "[:course/code {:course/prereqs ...}]", C("PHIL100")),
    ("pl-prereq-rec-cross", "[:course/code {:course/prereqs ...}]", C("PHIL300")),
    ("pl-prereq-depth-1", "[:course/code {:course/prereqs 1}]", C("CS401")),
    ("pl-prereq-depth-2", "[:course/code {:course/prereqs 2}]", C("CS401")),
    ("pl-prereq-depth-3-cycle", "[:course/code {:course/prereqs 3}]", C("MATH220")),
    ("pl-prereq-depth-5-cycle", "[:course/code {:course/prereqs 5}]", C("MATH230")),
    ("pl-prereq-rec-title", "[:course/code :course/level {:course/prereqs ...}]", C("CS202")),
    ("pl-prereq-reverse", "[:course/code {:course/_prereqs [:course/code]}]", C("CS101")),
    ("pl-prereq-reverse-rec", "[:course/code {:course/_prereqs ...}]", C("CS101")),
    ("pl-prereq-reverse-cycle", "[:course/code {:course/_prereqs ...}]", C("MATH220")),
    ("pl-prereq-reverse-depth", "[:course/code {:course/_prereqs 1}]", C("MATH210")),
    ("pl-prereq-limit", "[:course/code {[:course/prereqs :limit 1] [:course/code]}]", C("CS450")),
    ("pl-prereq-limit-list", "[:course/code {(:course/prereqs :limit 1) [:course/code]}]", C("CS301")),
    ("pl-prereq-limit-nil", "[:course/code [:course/prereqs :limit nil]]", C("CS450")),
    ("pl-prereq-as", "[:course/code {[:course/prereqs :as :requires] [:course/code]}]", C("CS202")),
    ("pl-prereq-as-limit", "[{[:course/prereqs :as \"needs\" :limit 1] [[:course/code :as :c]]}]", C("CS202")),
    ("pl-dept-reverse", "[:dept/name {:course/_department [:course/code]}]", "[:dept/code :phil]"),
    ("pl-dept-reverse-limit", "[:dept/code {[:course/_department :limit 2] [:course/code]}]", "[:dept/code :cs]"),
    ("pl-dept-reverse-as", "[:dept/code {[:course/_department :as :courses] [:course/code]}]", "[:dept/code :ling]"),
    ("pl-dept-reverse-plain", "[:dept/code :course/_department]", "[:dept/code :math]"),
    ("pl-dept-reverse-limit-list", "[(:course/_department :limit 1)]", "[:dept/code :math]"),
    ("pl-dept-reverse-instr", "[:dept/code {:instructor/_dept [:instructor/id {:section/_instructor [:section/id]}]}]", "[:dept/code :phil]"),
    ("pl-dept-head", "[:dept/code {:dept/head [:instructor/name :instructor/rank]}]", "[:dept/code :math]"),
    ("pl-dept-head-missing", "[:dept/code {:dept/head [:instructor/name]}]", "[:dept/code :ling]"),
    ("pl-dept-head-default", "[:dept/code [:dept/head :default :none]]", "[:dept/code :ling]"),
    ("pl-dept-budget-as", "[[:dept/budget :as :money] [:dept/name :as \"name\"]]", "[:dept/code :ling]"),
    ("pl-dept-wild", "[*]", "[:dept/code :cs]"),
    ("pl-section-reverse-component", "[:section/id {:course/_sections [:course/code]}]", SEC("CS450-02")),
    ("pl-section-reverse-component-plain", "[:section/id :course/_sections]", SEC("CS450-02")),
    ("pl-section-wild", "[*]", SEC("MATH100-03")),
    ("pl-section-default-room", "[:section/id [:section/room :default \"TBA\"]]", SEC("LING101-02")),
    ("pl-section-default-instr", "[:section/id (:section/instructor :default :staff)]", SEC("MATH100-03")),
    ("pl-section-enrols", "[:section/id {:enrol/_section [:enrol/id {:enrol/status [:db/ident]}]}]", SEC("PHIL100-01")),
    ("pl-section-enrols-limit", "[:section/id {[:enrol/_section :limit 2] [:enrol/id]}]", SEC("CS101-01")),
    ("pl-section-days-limit", "[:section/id [:section/days :limit 1]]", SEC("CS201-01")),
    ("pl-section-days", "[:section/id :section/days]", SEC("CS201-01")),
    ("pl-instr-wild", "[*]", '[:instructor/id "i07"]'),
    ("pl-instr-no-salary-default", "[:instructor/name [:instructor/salary :default 0M]]", '[:instructor/id "i05"]'),
    ("pl-instr-advisees", "[:instructor/name {:student/_advisor [:student/id]}]", '[:instructor/id "i06"]'),
    ("pl-instr-advisees-limit", "[:instructor/name {[:student/_advisor :limit 3] [:student/id]}]", '[:instructor/id "i02"]'),
    ("pl-instr-teaches", "[:instructor/id {:section/_instructor [:section/id {:course/_sections [:course/code]}]}]", '[:instructor/id "i03"]'),
    ("pl-student-basic", "[:student/id :student/name :student/email :student/gpa :student/year]", S(1)),
    ("pl-student-missing-email", "[:student/id :student/email]", S(4)),
    ("pl-student-default-email", "[:student/id [:student/email :default \"n/a\"] [:student/gpa :default -1.0]]", S(4)),
    ("pl-student-default-gpa", "[:student/id (:student/gpa :default 0.0)]", S(7)),
    ("pl-student-wild", "[*]", S(3)),
    ("pl-student-wild-nested", "[* {:student/advisor [:instructor/name] :student/major [:dept/code]}]", S(6)),
    ("pl-student-langs-limit", "[:student/id [:student/langs :limit 2]]", S(2)),
    ("pl-student-enrols", "[:student/id {:enrol/_student [:enrol/id :enrol/grade :enrol/credits {:enrol/status [:db/ident]} {:enrol/section [:section/id]}]}]", S(3)),
    ("pl-student-enrols-deep", "[{:enrol/_student [{:enrol/section [{:course/_sections [:course/code {:course/department [:dept/name]}]}]}]}]", S(7)),
    ("pl-student-by-uuid", "[:student/id :student/name]", '[:student/uuid #uuid "5eed0000-0000-4000-8000-000000000020"]'),
    ("pl-student-by-email", "[:student/id]", '[:student/email "s13@uni.ac.uk"]'),
    ("pl-student-balance", "[:student/id :student/balance]", S(3)),
    ("pl-student-big-balance", "[:student/id :student/balance]", S(11)),
    ("pl-enrol-wild", "[*]", ENR(5)),
    ("pl-enrol-nested", "[:enrol/id {:enrol/student [:student/name] :enrol/section [:section/id {:section/term [:term/name]}] :enrol/status [:db/ident]}]", ENR(9)),
    ("pl-enrol-status-plain", "[:enrol/status]", ENR(9)),
    ("pl-enrol-as-all", "[[:enrol/id :as :id] [:enrol/grade :as :g :default :ungraded] {[:enrol/status :as :st] [[:db/ident :as :k]]}]", ENR(2)),
    ("pl-status-ident-entity", "[:db/ident {:enrol/_status [:enrol/id]}]", ":status/waitlisted"),
    ("pl-status-ident-limit", "[:db/ident {[:enrol/_status :limit 3] [:enrol/id]}]", ":status/completed"),
    ("pl-status-lookup-ident", "[:db/ident]", "[:db/ident :status/dropped]"),
    ("pl-term-reverse", "[:term/name {:section/_term [:section/id]}]", "[:term/code :u25]"),
    ("pl-room-reverse", "[:room/code {:section/_room [:section/id]}]", '[:room/code "C-LAB"]'),
    ("pl-room-empty", "[*]", '[:room/code "ONLINE"]'),
    ("pl-room-unused-reverse", "[:room/code :section/_room]", '[:room/code "B-001"]'),
    ("pl-missing-lookup", "[*]", C("XX000")),
    ("pl-missing-lookup-attrs", "[:course/code]", C("XX000")),
    ("pl-missing-eid", "[:course/code]", "987654321"),
    ("pl-missing-eid-wild", "[*]", "987654321"),
    ("pl-missing-eid-default", "[[:course/code :default \"?\"]]", "987654321"),
    ("pl-unknown-attr", "[:course/code :course/nope]", C("CS101")),
    ("pl-id-only", "[:db/id]", C("CS101")),
    ("pl-empty-pattern", "[]", C("CS101")),
    ("pl-xform-none", "[:course/code [:course/credits :xform str]]", C("CS101")),
    ("pl-nested-wild-prereq", "[:course/code {:course/prereqs [*]}]", C("MATH220")),
    ("pl-nested-rec-and-limit", "[:course/code {[:course/prereqs :limit 1] ...}]", C("CS450")),
    ("pl-two-reverse", "[:course/code {:course/_prereqs [:course/code]} {:course/department [{:course/_department [:course/code]}]}]", C("PHIL100")),
    ("pl-string-attr", "[\"*\"]", C("LING999")),
    ("pl-rec-dept-head", "[:course/code {:course/department [:dept/code {:dept/head [:instructor/name {:instructor/dept [:dept/code]}]}]}]", C("CS201")),
]
for name, pat, eid in PULLS:
    add(name, f"(pull {pat} {eid})")

# ---- pull in :find
add("pf-course-level", "[:find (pull ?e [:course/code :course/credits]) :where [?e :course/level 200]]")
add("pf-with-scalar", "[:find ?c (pull ?e [:course/title]) :where [?e :course/code ?c] [?e :course/level 300]]")
add("pf-with-two-pulls", '[:find (pull ?s [:section/id]) (pull ?i [:instructor/name]) :where [?c :course/code "CS201"] [?c :course/sections ?s] [?s :section/instructor ?i]]')
add("pf-scalar-find", '[:find (pull ?e [:course/code {:course/prereqs ...}]) . :where [?e :course/code "CS301"]]')
add("pf-coll-find", '[:find [(pull ?e [:course/code]) ...] :where [?e :course/department ?d] [?d :dept/code :phil]]')
add("pf-tuple-find", '[:find [?c (pull ?e [:course/level])] :where [?e :course/code ?c] [(= ?c "LING999")]]')
add("pf-order-by", "[:find ?c (pull ?e [:course/title :course/level]) :where [?e :course/code ?c] :order-by [?c :desc] :limit 4]")
add("pf-order-by-level", "[:find ?l ?c (pull ?e [:course/code]) :where [?e :course/code ?c] [?e :course/level ?l] :order-by [?l ?c] :offset 10]")
add("pf-with-agg", "[:find (pull ?d [:dept/code]) (count ?c) :where [?c :course/department ?d]]")
add("pf-reverse-in-find", '[:find (pull ?d [:dept/code {:course/_department [:course/code]}]) :where [?d :dept/code :ling]]')
add("pf-wild-nested-in-find", '[:find (pull ?e [* {:enrol/status [:db/ident]}]) :where [?e :enrol/id "E0003"]]')
add("pf-component-whole", '[:find (pull ?c [:course/code {:course/sections [*]}]) :where [?c :course/code "CS450"]]')
add("pf-pull-ident-input", '(q [:find (pull ?st [:db/ident]) :in $ ?st] $ :status/enrolled)')
add("pf-pull-lookup-input", f"(q [:find (pull ?s [:student/name {{:student/major [:dept/code]}}]) . :in $ ?s] $ {S(12)})")
add("pf-pull-coll-lookup", f"(q [:find (pull ?s [:student/id]) :in $ [?s ...]] $ [{S(1)} {S(2)}])")
add("pf-pull-keys", '[:find ?c (pull ?e [:course/level]) :keys code info :where [?e :course/code ?c] [?e :course/tags :datalog]]')
add("pf-pull-equal-maps", "[:find (pull ?e [:course/level]) :where [?e :course/level 100]]")
add("pf-pull-limit-reverse", '[:find (pull ?st [:db/ident {[:enrol/_status :limit 2] [:enrol/id]}]) . :where [?st :db/ident :status/dropped]]')
add("pf-pull-missing-attr", "[:find (pull ?s [:student/id :student/gpa]) :where [?s :student/id ?id] [(missing? $ ?s :student/gpa)] [(< ?id \"S020\")]]")
add("pf-pull-default-in-find", "[:find (pull ?s [:student/id [:student/email :default :none]]) :where [?s :student/id ?id] [(missing? $ ?s :student/email)] [(< ?id \"S020\")]]")
add("pf-pull-depth-find", '[:find (pull ?c [:course/code {:course/prereqs 2}]) . :where [?c :course/code "PHIL300"]]')
add("pf-pull-order-gpa", "[:find ?g (pull ?s [:student/id]) :where [?s :student/gpa ?g] [?s :student/year 2] :order-by [?g :desc]]")

# ---- writes through with
add("w-enrol-new", f'(with [{{:enrol/id "E9001" :enrol/student {S(4)} :enrol/section {SEC("CS401-01")} :enrol/status :status/enrolled :enrol/credits 5M :enrol/at #inst "2025-01-10"}}] (pull [:enrol/id {{:enrol/student [:student/id]}} {{:enrol/section [:section/id]}} {{:enrol/status [:db/ident]}} :enrol/credits] [:enrol/id "E9001"]))')
add("w-enrol-new-count", f'(with [{{:enrol/id "E9001" :enrol/student {S(4)} :enrol/section {SEC("CS401-01")} :enrol/status :status/enrolled}}] [:find (count ?e) . :where [?e :enrol/section {SEC("CS401-01")}]])')
add("w-enrol-tempid-student", f'(with [{{:db/id "new" :student/id "S900" :student/name "Neu Ö" :student/email "neu@uni.edu"}} {{:enrol/id "E9002" :enrol/student "new" :enrol/section {SEC("LING101-01")} :enrol/status :status/waitlisted}}] (pull [:student/id {{:enrol/_student [:enrol/id {{:enrol/status [:db/ident]}}]}}] [:student/id "S900"]))')
add("w-enrol-nested-student", f'(with [{{:enrol/id "E9003" :enrol/student {{:student/id "S901" :student/name "Nested"}} :enrol/section {SEC("CS101-02")} :enrol/status :status/enrolled}}] (pull [:student/name {{:enrol/_student [:enrol/id]}}] [:student/id "S901"]))')
add("w-drop", f'(with [[:db/add {ENR(1)} :enrol/status :status/dropped] [:db/retract {ENR(1)} :enrol/credits 4.0M]] (pull [:enrol/id {{:enrol/status [:db/ident]}} :enrol/credits] {ENR(1)}))')
add("w-drop-count", f'(with [[:db/add {ENR(1)} :enrol/status :status/dropped]] [:find (count ?e) . :where [?e :enrol/status :status/dropped]])')
add("w-drop-retract-any-credits", f'(with [[:db/retract {ENR(2)} :enrol/credits]] (pull [:enrol/id [:enrol/credits :default :none]] {ENR(2)}))')
add("w-grade-upsert", f'(with [{{:enrol/id "E0003" :enrol/grade 3.3 :enrol/status :status/completed}}] (pull [:enrol/id :enrol/grade {{:enrol/status [:db/ident]}}] {ENR(3)}))')
add("w-cas-status", f'(with [[:db/cas {ENR(4)} :enrol/status :status/waitlisted :status/enrolled]] (pull [{{:enrol/status [:db/ident]}}] {ENR(4)}))')
add("w-cas-grade-double", f'(with [[:db/cas {ENR(7)} :enrol/grade 4.0 3.7]] (pull [:enrol/grade] {ENR(7)}))')
add("w-cas-credits-bigdec", f'(with [[:db/cas {C("CS101")} :course/credits 4.0M 4.5M]] (pull [:course/credits] {C("CS101")}))')
add("w-cas-nil-new", f'(with [[:db/cas {S(7)} :student/gpa nil 2.5]] (pull [:student/id :student/gpa] {S(7)}))')
add("w-retract-component-section", f'(with [[:db/retractEntity {SEC("MATH100-03")}]] (pull [:course/code {{:course/sections [:section/id]}}] {C("MATH100")}))')
add("w-retract-component-enrols", f'(with [[:db/retractEntity {SEC("MATH100-01")}]] [:find (count ?e) . :where [?e :enrol/section ?s] [?s :section/id ?sid] [(clojure.string/starts-with? ?sid "MATH100")]])')
add("w-retract-course-cascade", f'(with [[:db/retractEntity {C("LING101")}]] [:find ?sid :where [_ :section/id ?sid] [(clojure.string/starts-with? ?sid "LING")]])')
add("w-retract-course-cascade-enrol-dangling", f'(with [[:db/retractEntity {C("LING101")}]] [:find (count ?e) . :where [?e :enrol/section ?s] [(missing? $ ?s :section/id)]])')
add("w-retract-course-prereq-refs", f'(with [[:db/retractEntity {C("CS101")}]] (pull [:course/code {{:course/prereqs [:course/code]}}] {C("CS201")}))')
add("w-retract-component-ref", f'(with [[:db/retract {C("CS201")} :course/sections {SEC("CS201-02")}]] [:find ?sid :where [?c :course/code "CS201"] [?c :course/sections ?s] [?s :section/id ?sid]])')
add("w-retract-component-ref-orphan", f'(with [[:db/retract {C("CS201")} :course/sections {SEC("CS201-02")}]] (pull [:section/id :course/_sections] {SEC("CS201-02")}))')
add("w-move-section", f'(with [[:db/retract {C("CS201")} :course/sections {SEC("CS201-02")}] [:db/add {C("CS450")} :course/sections {SEC("CS201-02")}]] (pull [:course/code {{:course/sections [:section/id]}}] {C("CS450")}))')
add("w-move-section-reverse", f'(with [[:db/retract {C("CS201")} :course/sections {SEC("CS201-02")}] [:db/add {C("CS450")} :course/sections {SEC("CS201-02")}]] (pull [:section/id {{:course/_sections [:course/code]}}] {SEC("CS201-02")}))')
add("w-move-section-no-retract", f'(with [[:db/add {C("CS450")} :course/sections {SEC("CS201-02")}]] (pull [:section/id {{:course/_sections [:course/code]}}] {SEC("CS201-02")}))')
add("w-add-section-nested", f'(with [{{:course/code "CS401" :course/sections [{{:section/id "CS401-02" :section/capacity 12 :section/term [:term/code :u25]}}]}}] (pull [:course/code {{:course/sections [:section/id :section/capacity {{:section/term [:term/code]}}]}}] {C("CS401")}))')
add("w-add-prereq-cycle", f'(with [[:db/add {C("CS101")} :course/prereqs {C("CS401")}]] (pull [:course/code {{:course/prereqs ...}}] {C("CS301")}))')
add("w-add-prereq-cycle-rule", f'(with [[:db/add {C("CS101")} :course/prereqs {C("CS401")}]] (q [:find ?cc :in $ % :where (needs ?c ?c) [?c :course/code ?cc]] $ {PRE}))')
add("w-reverse-key-map", f'(with [{{:dept/code :phil :course/_department [{C("LING999")}]}}] (pull [:dept/code {{:course/_department [:course/code]}}] [:dept/code :phil]))')
add("w-new-course-tempid-prereq", f'(with [{{:db/id "x" :course/code "CS500" :course/prereqs [{C("CS450")} "y"]}} {{:db/id "y" :course/code "CS499" :course/prereqs ["x"]}}] (pull [:course/code {{:course/prereqs ...}}] {C("CS500")}))')
add("w-upsert-student-email", f'(with [{{:student/id "S001" :student/email "new1@uni.edu"}}] [:find ?e . :where [{S(1)} :student/email ?e]])')
add("w-upsert-by-uuid", '(with [{:student/uuid #uuid "5eed0000-0000-4000-8000-000000000002" :student/name "Renamed"}] (pull [:student/id :student/name] [:student/id "S002"]))')
add("w-retract-email-then-reuse", f'(with [[:db/retract {S(0)} :student/email "s0@uni.edu"] {{:student/id "S902" :student/email "s0@uni.edu"}}] [:find ?id :where [?s :student/email "s0@uni.edu"] [?s :student/id ?id]])')
add("w-retract-entity-student", f'(with [[:db.fn/retractEntity {S(3)}]] [:find (count ?e) . :where [?e :enrol/student ?s] [(missing? $ ?s :student/id)]])')
add("w-retract-entity-student-pull", f'(with [[:db/retractEntity {S(3)}]] (pull [*] {S(5)}))')
add("w-retract-attr", f'(with [[:db.fn/retractAttribute {S(1)} :student/langs]] (pull [:student/id :student/langs] {S(1)}))')
add("w-many-add", f'(with [[:db/add {C("CS101")} :course/tags :popular] [:db/add {C("CS101")} :course/tags :core]] (pull [:course/tags] {C("CS101")}))')
add("w-many-map-vector", f'(with [{{:course/code "LING999" :course/tags [:new :research]}}] (pull [:course/code :course/tags] {C("LING999")}))')
add("w-ident-in-map-status", f'(with [{{:enrol/id "E0006" :enrol/status :status/completed :enrol/grade 2.7}}] [:find ?k ?g :where [?e :enrol/id "E0006"] [?e :enrol/status ?s] [?s :db/ident ?k] [?e :enrol/grade ?g]])')
add("w-new-status-ident", '(with [{:db/ident :status/audit} {:enrol/id "E0008" :enrol/status :status/audit}] [:find ?k (count ?e) :where [?e :enrol/status ?s] [?s :db/ident ?k]])')
add("w-bigint-balance", f'(with [[:db/add {S(0)} :student/balance 123456789012345678901234567890N]] (pull [:student/balance] {S(0)}))')
add("w-then-agg", f'(with [[:db/add {ENR(1)} :enrol/grade 4.0] [:db/add {ENR(2)} :enrol/grade 0.0]] [:find (count ?g) . :with ?e :where [?e :enrol/grade ?g]])')
add("w-head-change", '(with [[:db/add [:dept/code :ling] :dept/head [:instructor/id "i06"]]] (pull [:dept/code {:dept/head [:instructor/name]}] [:dept/code :ling]))')
add("w-tempid-negative", '(with [[:db/add -1 :room/code "D-404"] [:db/add -1 :room/capacity 12] [:db/add -1 :room/features :lab]] (pull [*] [:room/code "D-404"]))')
add("w-tempid-section-to-room", '(with [{:db/id "r" :room/code "E-1"} {:section/id "CS101-01" :section/room "r"}] (pull [:section/id {:section/room [:room/code]}] [:section/id "CS101-01"]))')
add("w-then-rule", f'(with [[:db/retract {C("MATH210")} :course/prereqs {C("MATH230")}]] (q [:find ?pc :in $ % :where [?c :course/code "MATH220"] (needs ?c ?p) [?p :course/code ?pc]] $ {PRE}))')
add("w-then-recursive-pull", f'(with [[:db/retract {C("MATH210")} :course/prereqs {C("MATH230")}]] (pull [:course/code {{:course/prereqs ...}}] {C("MATH230")}))')
add("w-enrol-into-removed", f'(with [[:db/retractEntity {SEC("CS401-01")}] {{:enrol/id "E9009" :enrol/status :status/enrolled}}] (pull [:course/code :course/sections] {C("CS401")}))')
add("w-cas-on-lookup-many", f'(with [[:db/cas {S(2)} :student/year 3 4]] [:find ?y . :where [{S(2)} :student/year ?y]])')
add("w-swap-emails", f'(with [[:db/retract {S(0)} :student/email "s0@uni.edu"] [:db/retract {S(1)} :student/email "s1@uni.ac.uk"] [:db/add {S(0)} :student/email "s1@uni.ac.uk"] [:db/add {S(1)} :student/email "s0@uni.edu"]] [:find ?id ?m :where [?s :student/email ?m] [?s :student/id ?id] [(contains? #{{"S000" "S001"}} ?id)]])')
add("w-add-same-value", f'(with [[:db/add {C("CS101")} :course/level 100]] [:find (count ?c) . :where [?c :course/level 100]])')
add("w-unicode-write", f'(with [{{:student/id "S903" :student/name "Ђорђе 👩‍🎓" :student/email ""}}] [:find ?n ?m :where [?s :student/id "S903"] [?s :student/name ?n] [?s :student/email ?m]])')

# ---- errors (should fail on both)
add("e-email-taken", f'(with [{{:student/id "S904" :student/email "s1@uni.ac.uk"}}] [:find (count ?s) . :where [?s :student/id]])')
add("e-cas-stale", f'(with [[:db/cas {ENR(4)} :enrol/status :status/completed :status/dropped]] [:find (count ?e) . :where [?e :enrol/id]])')
add("e-lookup-nothing-tx", f'(with [[:db/add {C("ZZ1")} :course/level 1]] [:find (count ?e) . :where [?e :course/code]])')
add("e-lookup-non-unique", '(pull [*] [:course/title "Logic"])')
add("e-lookup-input-nothing", f"(q [:find ?t . :in $ ?e :where [?e :course/title ?t]] $ {C('ZZ1')})")
add("e-wrong-type-level", f'(with [[:db/add {C("CS101")} :course/level "high"]] [:find (count ?c) . :where [?c :course/code]])')
add("e-wrong-type-uuid", f'(with [[:db/add {S(1)} :student/uuid "not-a-uuid"]] [:find (count ?s) . :where [?s :student/id]])')
add("e-unknown-status", f'(with [[:db/add {ENR(1)} :enrol/status :status/lost]] [:find (count ?e) . :where [?e :enrol/id]])')
add("e-unbound-pred", "[:find ?c :where [?e :course/code ?c] [(> ?x 3)]]")
add("e-unknown-fn", "[:find ?c :where [?e :course/code ?c] [(no-such-fn ?c) ?x]]")
add("e-unknown-rule", "[:find ?c :where [?e :course/code ?c] (no-such-rule ?e)]")
add("e-or-unequal", "[:find ?c :where [?e :course/code ?c] (or [?e :course/level ?l] [?e :course/tags ?t])]")
add("e-too-few-inputs", '(q [:find ?c :in $ ?x ?y :where [?e :course/code ?c]] $ "a")')
add("e-too-many-inputs", '(q [:find ?c :in $ ?x :where [?e :course/code ?c]] $ "a" "b")')
add("e-pull-bad-pattern", f'(pull [{{:course/prereqs}}] {C("CS101")})')
add("e-div-zero", "[:find ?x :where [?e :course/level ?l] [(/ ?l 0) ?x]]")
add("e-find-unbound", "[:find ?z :where [?e :course/code ?c]]")
add("e-not-join-unbound", "[:find ?c :where (not-join [?e] [?e :course/level 100]) [?e :course/code ?c]]")
add("e-pull-map-on-nonref", f'(pull [{{:course/title [:x]}}] {C("CS101")})')
add("e-limit-on-one", f'(pull [[:course/title :limit 2]] {C("CS101")})')
add("e-retract-entity-nothing", f'(with [[:db/retractEntity {C("ZZ1")}]] [:find (count ?c) . :where [?c :course/code]])')
add("e-tempid-value-only", '(with [[:db/add "a" :course/prereqs "b"] [:db/add "a" :course/code "NEWX"]] [:find (count ?c) . :where [?c :course/code]])')
add("e-credits-double", f'(with [[:db/add {C("CS101")} :course/credits 4.5]] [:find (count ?c) . :where [?c :course/code]])')
add("e-missing-in", "[:find ?c :in $ ?code :where [?e :course/code ?code] [?e :course/code ?c]]")
add("e-having-unknown", "[:find ?c :where [?e :course/code ?c] :having [(> ?n 1)]]")
add("e-bad-find", "[:find :where [?e :course/code ?c]]")
add("e-collection-for-scalar", '(q [:find ?t :in $ ?c :where [?e :course/code ?c] [?e :course/title ?t]] $ ["CS101" "CS201"])')
add("w-section-upsert-nested", f'(with [{{:db/id "s1" :section/id "CS101-01"}} {{:course/code "CS202" :course/sections [{{:db/id "s2" :section/id "CS101-01" :section/capacity 1}}]}}] [:find (count ?s) . :where [?s :section/id]])')

# ---- extra read queries (registration screens)
for i in (0, 5, 13, 22, 31, 47):
    add(f"x-transcript-{i}", f'(q [:find ?c ?g ?k :in $ ?s :where [?e :enrol/student ?s] [?e :enrol/section ?x] [?co :course/sections ?x] [?co :course/code ?c] [?e :enrol/status ?st] [?st :db/ident ?k] [(get-else $ ?e :enrol/grade -1.0) ?g]] $ {S(i)})')
for code in ("CS101", "CS301", "MATH210", "PHIL100", "LING999"):
    add(f"x-course-card-{code}", f"(pull [:course/code :course/title [:course/credits :as :cr] {{:course/department [:dept/name]}} {{[:course/prereqs :limit 5] [:course/code]}} {{[:course/_prereqs :as :unlocks] [:course/code]}} {{:course/sections [:section/id {{:section/term [:term/code]}} [:section/capacity :default 0]]}}] {C(code)})")
for sid in ("CS101-01", "CS202-01", "MATH100-02", "LING101-02", "PHIL300-01"):
    add(f"x-section-fill-{sid}", f'(q [:find ?cap (count ?e) :in $ ?s :where [?s :section/capacity ?cap] [?e :enrol/section ?s] (not [?e :enrol/status :status/dropped])] $ {SEC(sid)})')
for t in ("f24", "s25", "u25"):
    add(f"x-term-load-{t}", f"(q [:find ?n (count ?s) :in $ ?t :where [?s :section/term ?t] [?s :section/instructor ?i] [?i :instructor/name ?n]] $ [:term/code :{t}])")
    add(f"x-term-pull-{t}", f"[:find (pull ?s [:section/id {{:section/room [:room/code]}}]) :where [?t :term/code :{t}] [?s :section/term ?t] [?s :section/capacity ?c] [(> ?c 20)]]")
for d in ("cs", "math", "phil", "ling"):
    add(f"x-dept-gpa-{d}", f"(q [:find (avg ?g) . :with ?s :in $ ?d :where [?s :student/major ?d] [?s :student/gpa ?g]] $ [:dept/code :{d}])")
    add(f"x-dept-pull-{d}", f"(pull [:dept/name {{:course/_department [:course/code {{:course/sections [:section/id]}}]}} {{:student/_major [:student/id]}}] [:dept/code :{d}])")
for lv in (100, 200, 300, 400):
    add(f"x-level-credits-{lv}", f"(q [:find ?c ?cr :in $ ?lv :where [?e :course/level ?lv] [?e :course/credits ?cr] [?e :course/code ?c]] $ {lv})")
for yr in (1, 3, 5):
    add(f"x-year-status-{yr}", f"(q [:find ?k (count ?e) :in $ ?y :where [?s :student/year ?y] [?e :enrol/student ?s] [?e :enrol/status ?st] [?st :db/ident ?k]] $ {yr})")
for i in (2, 9, 18, 27, 40):
    add(f"x-student-pull-find-{i}", f'[:find (pull ?s [:student/id [:student/gpa :default 0.0] {{:student/advisor [:instructor/id]}} {{[:enrol/_student :limit 2] [:enrol/id]}}]) . :where [?s :student/id "S{i:03d}"]]')
for code in ("CS401", "CS450", "PHIL300", "MATH230"):
    add(f"x-prereq-depth-find-{code}", f'(q [:find (count ?p) . :in $ % ?c :where (needs ?c ?p)] $ {PRE} {C(code)})')
for st in ("enrolled", "dropped", "waitlisted", "completed"):
    add(f"x-status-pull-{st}", f"[:find ?id (pull ?e [{{:enrol/student [:student/id]}}]) :where [?e :enrol/status :status/{st}] [?e :enrol/id ?id] [(< ?id \"E0030\")] :order-by [?id] :limit 3]")

seen = set()
for n, _ in E:
    assert n not in seen, n
    seen.add(n)
with open(os.path.join(HERE, "queries.edn"), "w") as f:
    for n, t in E:
        f.write(f";; @ {n}\n{t}\n\n")
print(len(E), "entries")
