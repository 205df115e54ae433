#!/usr/bin/env python3
"""Writes queries.edn of the 52nd unseen parity corpus (HR and payroll), deterministic.
Entries are kept below as `@ NAME` lines followed by one form."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
BODY = r'''@ b-dept-names
[:find ?n :where [_ :dept/name ?n]]
@ b-emp-count
[:find (count ?e) . :where [?e :emp/no]]
@ b-emp-nos
[:find [?n ...] :where [_ :emp/no ?n]]
@ b-name-of-1005
[:find ?n . :where [?e :emp/no 1005] [?e :emp/name ?n]]
@ b-empty-name
[:find ?no :where [?e :emp/name ""] [?e :emp/no ?no]]
@ b-email-lookup
[:find ?no . :where [?e :emp/email "bob.1001@corp.example"] [?e :emp/no ?no]]
@ b-dept-of-emp
[:find ?c . :where [?e :emp/no 1004] [?e :emp/dept ?d] [?d :dept/code ?c]]
@ b-emps-in-eng
[:find ?no :where [?d :dept/code :eng] [?e :emp/dept ?d] [?e :emp/no ?no]]
@ b-fulltime-false
[:find ?no :where [?e :emp/fulltime false] [?e :emp/no ?no]]
@ b-level-neg
[:find (count ?e) . :where [?e :emp/level -1]]
@ b-level-zero
[:find [?no ...] :where [?e :emp/level 0] [?e :emp/no ?no]]
@ b-hours-zero
[:find ?no :where [?e :emp/hours 0.0] [?e :emp/no ?no]]
@ b-hours-neg
[:find ?no ?h :where [?e :emp/hours ?h] [(< ?h 0)] [?e :emp/no ?no]]
@ b-salary-zero
[:find ?no . :where [?e :emp/salary 0.00M] [?e :emp/no ?no]]
@ b-salary-zero-noscale
[:find ?no . :where [?e :emp/salary 0M] [?e :emp/no ?no]]
@ b-salary-neg
[:find ?no ?s :where [?e :emp/salary ?s] [(neg? ?s)] [?e :emp/no ?no]]
@ b-bonus-zero
[:find (count ?e) . :where [?e :emp/bonus 0N]]
@ b-bonus-huge
[:find ?no :where [?e :emp/bonus 99999999999999999999N] [?e :emp/no ?no]]
@ b-bonus-neg
[:find ?no :where [?e :emp/bonus ?b] [(< ?b 0)] [?e :emp/no ?no]]
@ b-roles-manager
[:find [?no ...] :where [?e :emp/roles :manager] [?e :emp/no ?no]]
@ b-roles-of
[:find ?r :where [?e :emp/no 1003] [?e :emp/roles ?r]]
@ b-skills-empty-string
[:find ?no :where [?e :emp/skills ""] [?e :emp/no ?no]]
@ b-uuid-lookup
[:find ?no . :where [?e :emp/uuid #uuid "00000000-0000-4000-8000-000000001010"] [?e :emp/no ?no]]
@ b-unicode-dept
[:find ?c . :where [?d :dept/name "データ"] [?d :dept/code ?c]]
@ b-cyrillic-dept
[:find ?c :where [?d :dept/name ?n] [(clojure.string/starts-with? ?n "Юр")] [?d :dept/code ?c]]
@ b-dept-no-budget
[:find ?c :where [?d :dept/code ?c] [(missing? $ ?d :dept/budget)]]
@ b-no-email
[:find ?no :where [?e :emp/no ?no] [(missing? $ ?e :emp/email)]]
@ b-no-dept
[:find ?no :where [?e :emp/no ?no] (not [?e :emp/dept])]
@ b-no-manager
[:find ?no :where [?e :emp/no ?no] [(missing? $ ?e :emp/manager)]]
@ b-no-manager-not
[:find ?no :where [?e :emp/no ?no] (not [?e :emp/manager _])]
@ b-self-managed
[:find ?no :where [?e :emp/manager ?e] [?e :emp/no ?no]]
@ b-mutual-managers
[:find ?a ?b :where [?x :emp/manager ?y] [?y :emp/manager ?x] [(not= ?x ?y)] [?x :emp/no ?a] [?y :emp/no ?b]]
@ b-direct-reports-1000
[:find [?no ...] :where [?m :emp/no 1000] [?e :emp/manager ?m] [?e :emp/no ?no]]
@ b-direct-report-count
[:find ?mno (count ?e) :where [?e :emp/manager ?m] [?m :emp/no ?mno]]
@ b-managers-with-3plus
[:find ?mno ?c :where [?m :emp/no ?mno] [(q [:find (count ?x) . :in $ ?m :where [?x :emp/manager ?m]] $ ?m) ?c] [(>= ?c 2)]]
@ b-dept-head
[:find ?c ?no :where [?d :dept/head ?h] [?d :dept/code ?c] [?h :emp/no ?no]]
@ b-dept-parent-name
[:find ?c ?pc :where [?d :dept/parent ?p] [?d :dept/code ?c] [?p :dept/code ?pc]]
@ b-terminated
[:find ?no :where [?e :emp/terminated _] [?e :emp/no ?no]]
@ b-mentors
[:find ?a ?b :where [?x :emp/mentors ?y] [?x :emp/no ?a] [?y :emp/no ?b]]
@ b-leave-count
[:find (count ?l) . :where [_ :emp/leave ?l]]
@ b-leave-status-approved
[:find (count ?l) . :where [?l :leave/status :approved]]
@ b-leave-days-neg
[:find ?no ?d :where [?e :emp/leave ?l] [?l :leave/days ?d] [(< ?d 0)] [?e :emp/no ?no]]
@ b-no-leave
[:find (count ?e) . :where [?e :emp/no] (not [?e :emp/leave])]
@ b-review-periods
[:find [?p ...] :where [_ :review/period ?p]]
@ b-review-composite
[:find ?t :where [?r :review/emp ?e] [?e :emp/no 1002] [?r :review/emp+period ?t]]
@ b-review-ym
[:find ?ym :where [?r :review/ym ?ym]]
@ b-review-ym-const
[:find (count ?r) . :where [?r :review/ym [2024 6]]]
@ b-review-grade-const
[:find ?no :where [?r :review/grade [:a -2]] [?r :review/emp ?e] [?e :emp/no ?no]]
@ b-pay-ym
[:find (count ?p) . :where [?p :pay/ym [2025 2]]]
@ j-emp-dept-name
[:find ?no ?dn :where [?e :emp/no ?no] [?e :emp/dept ?d] [?d :dept/name ?dn] [(< ?no 1010)]]
@ j-manager-name
[:find ?n ?mn :where [?e :emp/no 1010] [?e :emp/name ?n] [?e :emp/manager ?m] [?m :emp/name ?mn]]
@ j-grand-manager
[:find ?g . :where [?e :emp/no 1040] [?e :emp/manager ?m] [?m :emp/manager ?gm] [?gm :emp/no ?g]]
@ j-same-dept-as-manager
[:find ?no :where [?e :emp/manager ?m] [?e :emp/dept ?d] [?m :emp/dept ?d] [?e :emp/no ?no]]
@ j-reports-earning-more
[:find ?no ?mno :where [?e :emp/manager ?m] [(not= ?e ?m)] [?e :emp/salary ?s] [?m :emp/salary ?ms] [(> ?s ?ms)] [?e :emp/no ?no] [?m :emp/no ?mno]]
@ j-dept-head-in-dept
[:find ?c :where [?d :dept/head ?h] [?h :emp/dept ?d] [?d :dept/code ?c]]
@ j-reviews-of-dept
[:find (count ?r) . :where [?d :dept/code :eng] [?e :emp/dept ?d] [?r :review/emp ?e]]
@ j-payslip-dept
[:find ?c (count ?p) :where [?p :pay/emp ?e] [?e :emp/dept ?d] [?d :dept/code ?c]]
@ j-leave-kind-of-emp
[:find ?k ?s :where [?e :emp/no 1002] [?e :emp/leave ?l] [?l :leave/kind ?k] [?l :leave/status ?s]]
@ j-mentor-same-dept
[:find ?a ?b :where [?x :emp/mentors ?y] [?x :emp/dept ?d] [?y :emp/dept ?d] [?x :emp/no ?a] [?y :emp/no ?b]]
@ j-reverse-leave-owner
[:find ?no :where [?l :leave/kind :parental] [?e :emp/leave ?l] [?e :emp/no ?no]]
@ p-salary-band
[:find ?no :where [?e :emp/salary ?s] [(>= ?s 100000M)] [(< ?s 120000M)] [?e :emp/no ?no]]
@ p-salary-band-double
[:find (count ?e) . :where [?e :emp/salary ?s] [(> ?s 100000.0)]]
@ p-salary-band-long
[:find (count ?e) . :where [?e :emp/salary ?s] [(> ?s 100000)]]
@ p-hours-range
[:find ?no :where [?e :emp/hours ?h] [(<= 37.5 ?h 40.0)] [?e :emp/no ?no]]
@ p-hired-before-2005
[:find ?no :where [?e :emp/hired ?h] [(< ?h #inst "2005-01-01T00:00:00.000-00:00")] [?e :emp/no ?no]]
@ p-hired-between
[:find (count ?e) . :where [?e :emp/hired ?h] [(<= #inst "2010-01-01T00:00:00.000-00:00" ?h)] [(< ?h #inst "2015-01-01T00:00:00.000-00:00")]]
@ p-level-not-zero
[:find (count ?e) . :where [?e :emp/level ?l] [(not= ?l 0)]]
@ p-email-domain
[:find (count ?e) . :where [?e :emp/email ?m] [(clojure.string/ends-with? ?m "@corp.example")]]
@ p-name-includes
[:find ?n :where [_ :emp/name ?n] [(clojure.string/includes? ?n "ü")]]
@ p-name-regex
[:find ?n :where [_ :emp/name ?n] [(re-find #"^[A-D]\w+ S" ?n)]]
@ p-name-regex-unicode
[:find ?n :where [_ :emp/name ?n] [(re-matches #".* 王" ?n)]]
@ p-even-no
[:find (count ?e) . :where [?e :emp/no ?n] [(even? ?n)]]
@ p-bonus-pos
[:find (count ?e) . :where [?e :emp/bonus ?b] [(pos? ?b)]]
@ p-bonus-zero?
[:find (count ?e) . :where [?e :emp/bonus ?b] [(zero? ?b)]]
@ p-score-eq
[:find (count ?r) . :where [?r :review/score ?s] [(== ?s 4)]]
@ p-score-gt-int
[:find (count ?r) . :where [?r :review/score ?s] [(> ?s 4)]]
@ p-nil-pred
[:find (count ?e) . :where [?e :emp/no] [(get-else $ ?e :emp/terminated nil) ?t] [(nil? ?t)]]
@ p-leave-long-days
[:find ?no ?d :where [?e :emp/leave ?l] [?l :leave/days ?d] [(>= ?d 14)] [?e :emp/no ?no]]
@ p-tuple-range
[:find (count ?r) . :where [?r :review/ym ?ym] [(>= ?ym [2024 6])]]
@ p-keyword-compare
[:find ?k :where [_ :leave/kind ?k] [(> ?k :parental)]]
@ p-string-compare
[:find ?n :where [_ :dept/name ?n] [(< ?n "H")]]
@ f-name-upper
[:find ?u :where [?e :emp/no 1003] [?e :emp/name ?n] [(clojure.string/upper-case ?n) ?u]]
@ f-name-split
[:find ?first :where [?e :emp/no ?no] [(< ?no 1005)] [?e :emp/name ?n] [(clojure.string/split ?n #" ") [?first ?last]]]
@ f-name-count
[:find ?no ?len :where [?e :emp/no ?no] [(> ?no 1055)] [?e :emp/name ?n] [(count ?n) ?len]]
@ f-email-local
[:find ?l :where [?e :emp/no 1002] [?e :emp/email ?m] [(clojure.string/index-of ?m "@") ?i] [(subs ?m 0 ?i) ?l]]
@ f-str-concat
[:find ?s :where [?e :emp/no 1001] [?e :emp/name ?n] [?e :emp/no ?no] [(str ?n " #" ?no) ?s]]
@ f-salary-monthly
[:find ?m . :where [?e :emp/no 1001] [?e :emp/salary ?s] [(/ ?s 12M) ?m]]
@ f-salary-monthly-long
[:find ?m . :where [?e :emp/no 1001] [?e :emp/salary ?s] [(/ ?s 12) ?m]]
@ f-salary-raise-pct
[:find ?no ?n :where [?e :emp/no ?no] [(< ?no 1004)] [?e :emp/salary ?s] [(* ?s 1.05M) ?n]]
@ f-salary-plus-bonus
[:find ?t . :where [?e :emp/no 1004] [?e :emp/salary ?s] [?e :emp/bonus ?b] [(+ ?s ?b) ?t]]
@ f-bonus-times
[:find ?t . :where [?e :emp/no 1005] [?e :emp/bonus ?b] [(* ?b 2) ?t]]
@ f-hours-weekly-to-year
[:find ?no ?y :where [?e :emp/no ?no] [(< ?no 1007)] [?e :emp/hours ?h] [(* ?h 52) ?y]]
@ f-hired-year
[:find ?no ?ms :where [?e :emp/no ?no] [(< ?no 1003)] [?e :emp/hired ?h] [(.getTime ?h) ?ms]]
@ f-inst-ms-inst
[:find ?no :where [?e :emp/hired ?h] [(inst-ms ?h) ?ms] [(< ?ms 1000000000000)] [?e :emp/no ?no]]
@ f-tenure-days
[:find ?no ?days :in $ ?now :where [?e :emp/no ?no] [(< ?no 1004)] [?e :emp/hired ?h] [(inst-ms ?h) ?a] [(inst-ms ?now) ?b] [(- ?b ?a) ?d] [(quot ?d 86400000) ?days]]
@ f-get-else-term
[:find ?no ?t :where [?e :emp/no ?no] [(< ?no 1006)] [(get-else $ ?e :emp/terminated #inst "9999-12-31T00:00:00.000-00:00") ?t]]
@ f-get-else-hours
[:find ?no ?h :where [?e :emp/no ?no] [(get-else $ ?e :emp/hours -99.0) ?h] [(= ?h -99.0)]]
@ f-get-some
[:find ?no ?a ?v :where [?e :emp/no ?no] [(< ?no 1020)] [(> ?no 1015)] [(get-some $ ?e :emp/email :emp/name) [?a ?v]]]
@ f-tuple-fn
[:find ?t :where [?e :emp/no 1003] [?e :emp/level ?l] [?e :emp/hours ?h] [(tuple ?l ?h) ?t]]
@ f-untuple
[:find ?y ?m :where [?r :review/ym ?ym] [(untuple ?ym) [?y ?m]] [(> ?m 9)]]
@ f-untuple-grade
[:find ?k (count ?r) :where [?r :review/grade ?g] [(untuple ?g) [?k ?n]]]
@ f-ground-rel
[:find ?c ?x :where [(ground [[:eng 1] [:ops 2]]) [[?c ?x]]] [?d :dept/code ?c]]
@ f-identity-kw
[:find ?k . :where [(identity :x/y) ?k]]
@ f-keyword-name
[:find ?n :where [_ :emp/roles ?r] [(name ?r) ?n]]
@ f-keyword-ns
[:find ?ns . :where [?e :emp/no 1000] [?e :emp/dept ?d] [(namespace :dept/code) ?ns]]
@ f-str-kw
[:find ?s :where [_ :leave/status ?k] [(str ?k) ?s]]
@ f-max-fn
[:find ?no ?m :where [?e :emp/no ?no] [(< ?no 1004)] [?e :emp/hours ?h] [(max ?h 38.0) ?m]]
@ f-min-bigdec
[:find ?m . :where [?e :emp/no 1001] [?e :emp/salary ?s] [(min ?s 50000M) ?m]]
@ f-abs-hours
[:find ?a . :where [?e :emp/hours -1.5] [(abs -1.5) ?a]]
@ f-int-double
[:find ?i :where [?e :emp/no 1004] [?e :emp/hours ?h] [(int ?h) ?i]]
@ f-double-bigdec
[:find ?d . :where [?e :emp/no 1002] [?e :emp/salary ?s] [(double ?s) ?d]]
@ f-bigdec-of-long
[:find ?d . :where [?e :emp/no 1002] [?e :emp/level ?l] [(bigdec ?l) ?d]]
@ f-long-of-bigdec
[:find ?d . :where [?e :emp/no 1002] [?e :emp/salary ?s] [(long ?s) ?d]]
@ f-rem-no
[:find ?r (count ?e) :where [?e :emp/no ?no] [(rem ?no 7) ?r]]
@ f-format-salary
[:find ?s . :where [?e :emp/no 1003] [?e :emp/salary ?x] [(format "%.1f" ?x) ?s]]
@ f-format-name-pad
[:find ?s . :where [?e :emp/no 1003] [?e :emp/name ?n] [(format "%-20s|" ?n) ?s]]
@ f-lower-email-eq
[:find ?no :where [?e :emp/email ?m] [(clojure.string/lower-case ?m) ?l] [(= ?l "olga.1014@corp.example")] [?e :emp/no ?no]]
@ f-join-roles
[:find ?s . :where [(clojure.string/join "," ["a" "b" "c"]) ?s]]
@ f-re-groups
[:find ?y ?m :where [?e :emp/no 1001] [?e :emp/email ?x] [(re-find #"(\w+)\.(\d+)@" ?x) [_ ?y ?m]]]
@ f-compare-names
[:find (count ?a) . :where [?a :emp/no 1001] [?b :emp/no 1002] [?a :emp/name ?x] [?b :emp/name ?y] [(compare ?x ?y) ?c] [(neg? ?c)]]
@ f-vector
[:find ?v :where [?e :emp/no 1000] [?e :emp/level ?l] [(vector ?l "x") ?v]]
@ f-hash-map
[:find ?m . :where [?e :emp/no 1000] [?e :emp/level ?l] [(hash-map :level ?l) ?m]]
@ f-contains-set
[:find ?no :where [?e :emp/no ?no] [(contains? #{1001 1005 1999} ?no)]]
@ f-not-empty-str
[:find (count ?n) . :where [_ :emp/skills ?n] [(not= ?n "")]]
@ f-blank
[:find ?no :where [?e :emp/name ?n] [(clojure.string/blank? ?n)] [?e :emp/no ?no]]
@ f-reverse-str
[:find ?r . :where [?d :dept/code :ops] [?d :dept/name ?n] [(clojure.string/reverse ?n) ?r]]
@ f-bigint-inc
[:find ?x . :where [?e :emp/bonus 99999999999999999999N] [?e :emp/no 1005] [?e :emp/bonus ?b] [(inc ?b) ?x]]
@ f-bigdec-sub
[:find ?x . :where [?d :dept/code :sales] [?d :dept/budget ?b] [(- ?b 0.75M) ?x]]
@ f-bigdec-quot
[:find ?x . :where [?d :dept/code :eng] [?d :dept/budget ?b] [(quot ?b 7) ?x]]
@ f-bigdec-compare-zero
[:find ?c :where [?d :dept/budget ?b] [(= ?b 0M)] [?d :dept/code ?c]]
@ f-bigdec-==-zero
[:find ?c :where [?d :dept/budget ?b] [(== ?b 0)] [?d :dept/code ?c]]
@ f-uuid-str
[:find ?s . :where [?e :emp/no 1007] [?e :emp/uuid ?u] [(str ?u) ?s]]
@ f-uuid-fn
[:find ?no . :where [(uuid "00000000-0000-4000-8000-000000001011") ?u] [?e :emp/uuid ?u] [?e :emp/no ?no]]
@ r-all-reports-1000
(q [:find [?no ...] :in $ % ?m :where (reports ?e ?m) [?e :emp/no ?no]] $ [[(reports ?e ?m) [?e :emp/manager ?m]] [(reports ?e ?m) [?e :emp/manager ?x] (reports ?x ?m)]] [:emp/no 1001])
@ r-all-reports-count
(q [:find ?mno (count ?e) :in $ % :where (reports ?e ?m) [?m :emp/no ?mno] [(< ?mno 1006)]] $ [[(reports ?e ?m) [?e :emp/manager ?m]] [(reports ?e ?m) [?e :emp/manager ?x] (reports ?x ?m)]])
@ r-chain-up
(q [:find [?mno ...] :in $ % :where [?e :emp/no 1047] (reports ?e ?m) [?m :emp/no ?mno]] $ [[(reports ?e ?m) [?e :emp/manager ?m]] [(reports ?e ?m) [?e :emp/manager ?x] (reports ?x ?m)]])
@ r-chain-up-cycle
(q [:find [?mno ...] :in $ % :where [?e :emp/no 1043] (reports ?e ?m) [?m :emp/no ?mno]] $ [[(reports ?e ?m) [?e :emp/manager ?m]] [(reports ?e ?m) [?e :emp/manager ?x] (reports ?x ?m)]])
@ r-self-loop-reach
(q [:find ?mno :in $ % :where [?e :emp/no 1050] (reports ?e ?m) [?m :emp/no ?mno]] $ [[(reports ?e ?m) [?e :emp/manager ?m]] [(reports ?e ?m) [?e :emp/manager ?x] (reports ?x ?m)]])
@ r-in-own-chain
(q [:find [?no ...] :in $ % :where (reports ?e ?e) [?e :emp/no ?no]] $ [[(reports ?e ?m) [?e :emp/manager ?m]] [(reports ?e ?m) [?e :emp/manager ?x] (reports ?x ?m)]])
@ r-depth
(q [:find ?no ?d :in $ % :where [?e :emp/no ?no] [(> ?no 1044)] (depth ?e ?d)] $ [[(depth ?e ?d) [?e :emp/no] [(missing? $ ?e :emp/manager)] [(ground 0) ?d]] [(depth ?e ?d) [?e :emp/manager ?m] [(not= ?e ?m)] (depth ?m ?d0) [(inc ?d0) ?d] [(< ?d 12)]]])
@ r-max-depth
(q [:find (max ?d) . :in $ % :where (depth ?e ?d)] $ [[(depth ?e ?d) [?e :emp/no] [(missing? $ ?e :emp/manager)] [(ground 0) ?d]] [(depth ?e ?d) [?e :emp/manager ?m] [(not= ?e ?m)] (depth ?m ?d0) [(inc ?d0) ?d] [(< ?d 12)]]])
@ r-top-level-roots
(q [:find [?no ...] :in $ % :where (root ?e) [?e :emp/no ?no]] $ [[(root ?e) [?e :emp/no] (not [?e :emp/manager])]])
@ r-skip-level
(q [:find ?no ?gno :in $ % :where (skip ?e ?g) [?e :emp/no ?no] [?g :emp/no ?gno] [(< ?no 1012)]] $ [[(skip ?e ?g) [?e :emp/manager ?m] [?m :emp/manager ?g]]])
@ r-dept-tree
(q [:find ?c :in $ % :where [?top :dept/code :eng] (sub ?d ?top) [?d :dept/code ?c]] $ [[(sub ?d ?t) [?d :dept/parent ?t]] [(sub ?d ?t) [?d :dept/parent ?x] (sub ?x ?t)]])
@ r-headcount-subtree
(q [:find (count ?e) . :in $ % :where [?top :dept/code :eng] (within ?d ?top) [?e :emp/dept ?d]] $ [[(within ?d ?t) [(identity ?t) ?d]] [(within ?d ?t) [?d :dept/parent ?x] (within ?x ?t)]])
@ r-or-rule
(q [:find (count ?e) . :in $ % :where (senior ?e)] $ [[(senior ?e) [?e :emp/roles :lead]] [(senior ?e) [?e :emp/roles :manager]]])
@ r-mutual-even-odd
(q [:find ?no ?k :in $ % :where [?top :emp/no 1000] (even ?e ?top) [?e :emp/no ?no] [(< ?no 1016)] [(ground :even) ?k]] $ [[(even ?e ?t) [?e :emp/manager ?t]  [(ground false) ?z] [(false? true)]] [(even ?e ?t) [?e :emp/manager ?m] (odd ?m ?t)] [(odd ?e ?t) [?e :emp/manager ?t]] [(odd ?e ?t) [?e :emp/manager ?m] (even ?m ?t)]])
@ r-mutual-odd
(q [:find [?no ...] :in $ % :where [?top :emp/no 1000] (odd ?e ?top) [?e :emp/no ?no]] $ [[(even ?e ?t) [?e :emp/manager ?m] (odd ?m ?t)] [(odd ?e ?t) [?e :emp/manager ?t]] [(odd ?e ?t) [?e :emp/manager ?m] (even ?m ?t)]])
@ r-mentor-or-manager
(q [:find (count ?x) . :in $ % :where [?e :emp/no 1003] (guide ?e ?x)] $ [[(guide ?e ?x) [?e :emp/manager ?x]] [(guide ?e ?x) [?e :emp/mentors ?x]] [(guide ?e ?x) [?e :emp/mentors ?y] (guide ?y ?x)] [(guide ?e ?x) [?e :emp/manager ?y] (guide ?y ?x)]])
@ r-rule-with-pred
(q [:find ?no :in $ % ?min :where (paid-over ?e ?min) [?e :emp/no ?no]] $ [[(paid-over ?e ?m) [?e :emp/salary ?s] [(> ?s ?m)]]] 125000M)
@ r-rule-const-arg
(q [:find ?no :in $ % :where (in-dept ?e :hr) [?e :emp/no ?no]] $ [[(in-dept ?e ?c) [?d :dept/code ?c] [?e :emp/dept ?d]]])
@ r-rule-not
(q [:find (count ?e) . :in $ % :where [?e :emp/no] (no-leave ?e)] $ [[(no-leave ?e) (not [?e :emp/leave])]])
@ r-rule-not-join
(q [:find (count ?m) . :in $ % :where (leaf ?m)] $ [[(leaf ?m) [?m :emp/no] (not-join [?m] [?x :emp/manager ?m])]])
@ r-peers
(q [:find ?bn :in $ % :where [?a :emp/no 1010] (peer ?a ?b) [?b :emp/no ?bn]] $ [[(peer ?a ?b) [?a :emp/manager ?m] [?b :emp/manager ?m] [(not= ?a ?b)]]])
@ n-not-terminated
[:find (count ?e) . :where [?e :emp/no] (not [?e :emp/terminated])]
@ n-not-manager-role
[:find (count ?e) . :where [?e :emp/roles] (not [?e :emp/roles :manager])]
@ n-not-join-no-reports
[:find (count ?m) . :where [?m :emp/no] (not-join [?m] [?x :emp/manager ?m])]
@ n-not-join-no-approved-leave
[:find (count ?e) . :where [?e :emp/leave] (not-join [?e] [?e :emp/leave ?l] [?l :leave/status :approved])]
@ n-not-two-clauses
[:find (count ?e) . :where [?e :emp/dept ?d] (not [?d :dept/code :eng] [?e :emp/fulltime true])]
@ n-not-pred
[:find (count ?e) . :where [?e :emp/salary ?s] (not [(> ?s 50000M)])]
@ n-or-roles
[:find (count ?e) . :where (or [?e :emp/roles :auditor] [?e :emp/roles :intern])]
@ n-or-join
[:find (count ?e) . :where [?e :emp/no] (or-join [?e] (and [?e :emp/leave ?l] [?l :leave/kind :sick]) [?e :emp/terminated _])]
@ n-or-and
[:find ?no :where [?e :emp/no ?no] (or (and [?e :emp/level 5] [?e :emp/fulltime true]) (and [?e :emp/level -1] [?e :emp/fulltime false]))]
@ n-or-unequal
[:find ?no :where (or [?e :emp/no ?no] [?e :emp/level ?l])]
@ n-not-unbound
[:find ?no :where (not [?e :emp/terminated]) [?e :emp/no ?no]]
@ n-or-join-bound
[:find ?no :in $ ?lvl :where [?e :emp/no ?no] (or-join [?e ?lvl] [?e :emp/level ?lvl] [?e :emp/hours 0.0])]
@ n-nested-not-or
[:find (count ?e) . :where [?e :emp/no] (not (or [?e :emp/fulltime true] [?e :emp/level 0]))]
@ a-headcount-per-dept
[:find ?c (count ?e) :where [?e :emp/dept ?d] [?d :dept/code ?c]]
@ a-avg-salary-per-dept
[:find ?c (avg ?s) :where [?e :emp/dept ?d] [?d :dept/code ?c] [?e :emp/salary ?s]]
@ a-avg-salary-with
[:find ?c (avg ?s) :with ?e :where [?e :emp/dept ?d] [?d :dept/code ?c] [?e :emp/salary ?s]]
@ a-sum-salary-with
[:find (sum ?s) . :with ?e :where [?e :emp/salary ?s]]
@ a-sum-salary-nowith
[:find (sum ?s) . :where [?e :emp/salary ?s]]
@ a-sum-bonus
[:find (sum ?b) . :with ?e :where [?e :emp/bonus ?b]]
@ a-sum-hours
[:find (sum ?h) . :with ?e :where [?e :emp/hours ?h]]
@ a-avg-hours
[:find (avg ?h) . :with ?e :where [?e :emp/hours ?h]]
@ a-min-max-salary
[:find [(min ?s) (max ?s)] :where [_ :emp/salary ?s]]
@ a-min-max-hired
[:find [(min ?h) (max ?h)] :where [_ :emp/hired ?h]]
@ a-max-n-salary
[:find (max 3 ?s) . :where [_ :emp/salary ?s]]
@ a-min-n-bonus
[:find (min 2 ?b) . :where [_ :emp/bonus ?b]]
@ a-count-distinct-roles
[:find (count-distinct ?r) . :where [_ :emp/roles ?r]]
@ a-distinct-levels
[:find (distinct ?l) . :where [_ :emp/level ?l]]
@ a-median-score
[:find (median ?s) . :with ?r :where [?r :review/score ?s]]
@ a-variance-score
[:find (variance ?s) . :with ?r :where [?r :review/score ?s]]
@ a-stddev-hours
[:find (stddev ?h) . :with ?e :where [?e :emp/hours ?h]]
@ a-avg-score-per-period
[:find ?p (avg ?s) :with ?r :where [?r :review/period ?p] [?r :review/score ?s]]
@ a-leave-days-per-status
[:find ?st (sum ?d) :with ?l :where [?l :leave/status ?st] [?l :leave/days ?d]]
@ a-leave-days-per-emp-top
[:find ?no (sum ?d) :with ?l :where [?e :emp/leave ?l] [?l :leave/days ?d] [?e :emp/no ?no] [(< ?no 1010)]]
@ a-payroll-total-month
[:find ?ym (sum ?g) :with ?p :where [?p :pay/ym ?ym] [?p :pay/gross ?g]]
@ a-payroll-net-total
[:find (sum ?n) . :with ?p :where [?p :pay/net ?n]]
@ a-count-per-role
[:find ?r (count ?e) :where [?e :emp/roles ?r]]
@ a-count-mixed
[:find ?c (count ?e) (min ?s) (max ?s) :where [?e :emp/dept ?d] [?d :dept/code ?c] [?e :emp/salary ?s]]
@ a-count-empty
[:find (count ?e) . :where [?e :emp/no 9999]]
@ a-sum-empty
[:find (sum ?s) . :where [?e :emp/no 9999] [?e :emp/salary ?s]]
@ a-avg-bigdec-dept
[:find (avg ?b) . :where [_ :dept/budget ?b]]
@ a-median-salary
[:find (median ?s) . :with ?e :where [?e :emp/salary ?s]]
@ a-variance-bonus
[:find (variance ?b) . :with ?e :where [?e :emp/bonus ?b] [(< ?b 1000000)]]
@ a-distinct-kinds-per-emp
[:find ?no (distinct ?k) :where [?e :emp/leave ?l] [?l :leave/kind ?k] [?e :emp/no ?no] [(< ?no 1009)]]
@ a-count-reports-per-dept
[:find ?c (count-distinct ?m) :where [?e :emp/manager ?m] [?m :emp/dept ?d] [?d :dept/code ?c]]
@ a-max-score-per-emp-order
[:find ?no (max ?s) :where [?r :review/emp ?e] [?r :review/score ?s] [?e :emp/no ?no] :order-by [?no] :limit 5]
@ a-sum-with-keys
[:find ?c (sum ?s) :keys dept total :with ?e :where [?e :emp/dept ?d] [?d :dept/code ?c] [?e :emp/salary ?s]]
@ a-avg-level
[:find (avg ?l) . :with ?e :where [?e :emp/level ?l]]
@ a-sum-distinct-nowith
[:find (sum ?l) . :where [?e :emp/level ?l]]
@ a-min-string
[:find (min ?n) . :where [_ :emp/name ?n]]
@ a-max-keyword
[:find (max ?k) . :where [_ :leave/status ?k]]
@ a-count-tuple
[:find ?ym (count ?r) :where [?r :review/ym ?ym]]
@ s-scalar
[:find ?s . :where [?e :emp/no 1009] [?e :emp/salary ?s]]
@ s-coll
[:find [?c ...] :where [_ :dept/code ?c]]
@ s-tuple
[:find [?no ?n ?s] :where [?e :emp/no 1009] [?e :emp/no ?no] [?e :emp/name ?n] [?e :emp/salary ?s]]
@ s-keys
[:find ?no ?n :keys no name :where [?e :emp/no ?no] [?e :emp/name ?n] [(< ?no 1004)]]
@ s-strs
[:find ?no ?h :strs no hours :where [?e :emp/no ?no] [?e :emp/hours ?h] [(< ?no 1003)]]
@ s-syms
[:find ?c ?b :syms code budget :where [?d :dept/code ?c] [?d :dept/budget ?b]]
@ s-keys-scalar
[:find ?no :keys no :where [?e :emp/no ?no] [(= ?no 1000)]]
@ s-keys-count-mismatch
[:find ?no ?n :keys no :where [?e :emp/no ?no] [?e :emp/name ?n]]
@ s-tuple-empty
[:find [?no ?n] :where [?e :emp/no 9999] [?e :emp/name ?n] [?e :emp/no ?no]]
@ s-coll-agg
[:find [(count ?e) ...] :where [?e :emp/no]]
@ s-find-pull-rel
[:find (pull ?e [:emp/no :emp/name]) :where [?e :emp/no ?no] [(< ?no 1003)]]
@ s-find-pull-coll
[:find [(pull ?d [:dept/code]) ...] :where [?d :dept/parent _]]
@ s-find-pull-scalar
[:find (pull ?e [:emp/name {:emp/manager [:emp/no]}]) . :where [?e :emp/no 1010]]
@ o-top-earners
[:find ?no ?s :where [?e :emp/no ?no] [?e :emp/salary ?s] :order-by [?s :desc] :limit 5]
@ o-bottom-earners
[:find ?no ?s :where [?e :emp/no ?no] [?e :emp/salary ?s] :order-by [?s] :limit 3]
@ o-offset
[:find ?no ?s :where [?e :emp/no ?no] [?e :emp/salary ?s] :order-by [?s :desc ?no] :limit 3 :offset 2]
@ o-by-hired
[:find ?no ?h :where [?e :emp/no ?no] [?e :emp/hired ?h] [(> ?no 1050)] :order-by [?h ?no]]
@ o-by-name
[:find ?n ?no :where [?e :emp/no ?no] [?e :emp/name ?n] [(< ?no 1012)] :order-by [?n :asc ?no :desc]]
@ o-by-count
[:find ?c ?cnt :where [?e :emp/dept ?d] [?d :dept/code ?c] [(identity ?e) ?x] [(count ?c) ?cnt] :order-by [?cnt ?c]]
@ o-limit-only
[:find (count ?x) . :where [?x :emp/no] :limit 1]
@ o-limit-no-order
[:find ?no :where [?e :emp/no ?no] [(< ?no 1003)] :limit 10]
@ o-offset-past-end
[:find ?no :where [?e :emp/no ?no] :order-by [?no] :offset 100]
@ o-top-bonus-bigint
[:find ?no ?b :where [?e :emp/no ?no] [?e :emp/bonus ?b] :order-by [?b :desc ?no] :limit 4]
@ o-keys-order
[:find ?no ?s :keys no salary :where [?e :emp/no ?no] [?e :emp/salary ?s] :order-by [?s :desc] :limit 2]
@ o-order-dept-headcount
[:find ?c (count ?e) :where [?e :emp/dept ?d] [?d :dept/code ?c] :order-by [?c]]
@ o-order-unknown-var
[:find ?no :where [?e :emp/no ?no] :order-by [?zz]]
@ i-salary-band-input
(q [:find ?no :in $ ?lo ?hi :where [?e :emp/salary ?s] [(<= ?lo ?s)] [(< ?s ?hi)] [?e :emp/no ?no]] $ 60000M 70000M)
@ i-salary-band-long-input
(q [:find (count ?e) . :in $ ?lo :where [?e :emp/salary ?s] [(>= ?s ?lo)]] $ 100000)
@ i-active-at
(q [:find (count ?e) . :in $ ?now :where [?e :emp/hired ?h] [(<= ?h ?now)] (not-join [?e ?now] [?e :emp/terminated ?t] [(<= ?t ?now)])] $ #inst "2024-06-01T00:00:00.000-00:00")
@ i-terminated-before
(q [:find ?no ?t :in $ ?now :where [?e :emp/terminated ?t] [(< ?t ?now)] [?e :emp/no ?no]] $ #inst "2024-06-01T00:00:00.000-00:00")
@ i-terminated-after
(q [:find [?no ...] :in $ ?now :where [?e :emp/terminated ?t] [(>= ?t ?now)] [?e :emp/no ?no]] $ #inst "2024-06-01T00:00:00.000-00:00")
@ i-tuple-input
(q [:find ?n . :in $ [?no ?attr] :where [?e :emp/no ?no] [?e ?attr ?n]] $ [1004 :emp/name])
@ i-coll-input
(q [:find ?n :in $ [?no ...] :where [?e :emp/no ?no] [?e :emp/name ?n]] $ [1001 1002 1003 4242])
@ i-coll-keyword-input
(q [:find (count ?e) . :in $ [?r ...] :where [?e :emp/roles ?r]] $ [:admin :auditor])
@ i-rel-input
(q [:find ?no ?pct :in $ [[?no ?pct]] :where [?e :emp/no ?no]] $ [[1001 5] [1002 10] [7777 1]])
@ i-rel-raise
(q [:find ?no ?new :in $ [[?no ?pct]] :where [?e :emp/no ?no] [?e :emp/salary ?s] [(/ ?pct 100M) ?f] [(inc ?f) ?m] [(* ?s ?m) ?new]] $ [[1001 5M] [1002 10M]])
@ i-lookup-ref-input
(q [:find ?n . :in $ ?e :where [?e :emp/name ?n]] $ [:emp/no 1006])
@ i-lookup-ref-email
(q [:find ?no . :in $ ?e :where [?e :emp/no ?no]] $ [:emp/email "giulia.1006@corp.example"])
@ i-lookup-ref-uuid
(q [:find ?no . :in $ ?e :where [?e :emp/no ?no]] $ [:emp/uuid #uuid "00000000-0000-4000-8000-000000001020"])
@ i-lookup-ref-as-value
(q [:find [?no ...] :in $ ?m :where [?e :emp/manager ?m] [?e :emp/no ?no]] $ [:emp/no 1001])
@ i-lookup-coll
(q [:find ?no :in $ [?e ...] :where [?e :emp/no ?no]] $ [[:emp/no 1001] [:emp/no 1002]])
@ i-dept-kw-input
(q [:find (count ?e) . :in $ ?c :where [?d :dept/code ?c] [?e :emp/dept ?d]] $ :data)
@ i-dept-ident-lookup
(q [:find (count ?e) . :in $ ?d :where [?e :emp/dept ?d]] $ [:dept/code :data])
@ i-scalar-bigint
(q [:find ?no :in $ ?b :where [?e :emp/bonus ?b] [?e :emp/no ?no]] $ 250000N)
@ i-scalar-long-on-bigint
(q [:find (count ?e) . :in $ ?b :where [?e :emp/bonus ?b]] $ 12000)
@ i-scalar-double-hours
(q [:find (count ?e) . :in $ ?h :where [?e :emp/hours ?h]] $ 40.0)
@ i-scalar-long-on-double
(q [:find (count ?e) . :in $ ?h :where [?e :emp/hours ?h]] $ 40)
@ i-uuid-input
(q [:find ?no . :in $ ?u :where [?e :emp/uuid ?u] [?e :emp/no ?no]] $ #uuid "00000000-0000-4000-8000-000000001030")
@ i-two-sources
(q [:find ?no ?bonus :in $ $b :where [?e :emp/no ?no] [$b ?no ?bonus]] $ [[1001 1] [1002 2]])
@ i-fn-input
(q [:find ?no :in $ ?f :where [?e :emp/no ?no] [(< ?no 1003)]] $ inc)
@ i-rules-and-input
(q [:find (count ?e) . :in $ % ?mno :where [?m :emp/no ?mno] (reports ?e ?m)] $ [[(reports ?e ?m) [?e :emp/manager ?m]] [(reports ?e ?m) [?e :emp/manager ?x] (reports ?x ?m)]] 1002)
@ i-period-tuple-lookup
(q [:find ?s . :in $ ?r :where [?r :review/score ?s]] $ [:review/emp+period [[:emp/no 1002] "2024-Q1"]])
@ i-period-tuple-eid
(q [:find ?s . :in $ ?no :where [?e :emp/no ?no] [(tuple ?e "2024-Q1") ?t] [?r :review/emp+period ?t] [?r :review/score ?s]] $ 1002)
@ i-ym-input
(q [:find (count ?p) . :in $ ?ym :where [?p :pay/ym ?ym]] $ [2025 3])
@ i-coll-empty
(q [:find ?n :in $ [?no ...] :where [?e :emp/no ?no] [?e :emp/name ?n]] $ [])
@ i-nil-scalar
(q [:find (count ?e) . :in $ ?x :where [?e :emp/no] [(nil? ?x)]] $ nil)
@ i-missing-input
(q [:find ?no :in $ ?a ?b :where [?e :emp/no ?no]] $ 1)
@ pl-wildcard-emp
(pull [*] [:emp/no 1003])
@ pl-wildcard-dept
(pull [*] [:dept/code :hr])
@ pl-fields
(pull [:emp/name :emp/salary :emp/bonus :emp/hours] [:emp/no 1005])
@ pl-nested-manager
(pull [:emp/no {:emp/manager [:emp/no {:emp/manager [:emp/no]}]}] [:emp/no 1020])
@ pl-reverse-reports
(pull [:emp/no {:emp/_manager [:emp/no]}] [:emp/no 1001])
@ pl-reverse-reports-limit
(pull [:emp/no {(:emp/_manager :limit 1) [:emp/no]}] [:emp/no 1000])
@ pl-reverse-dept
(pull [:dept/code {:emp/_dept [:emp/no]}] [:dept/code :hr])
@ pl-recursion-down
(pull [:emp/no {:emp/_manager ...}] [:emp/no 1003])
@ pl-recursion-depth
(pull [:emp/no {:emp/_manager 2}] [:emp/no 1001])
@ pl-recursion-up
(pull [:emp/no {:emp/manager ...}] [:emp/no 1049])
@ pl-recursion-cycle
(pull [:emp/no {:emp/manager ...}] [:emp/no 1043])
@ pl-recursion-self
(pull [:emp/no {:emp/manager ...}] [:emp/no 1050])
@ pl-component-leave
(pull [:emp/no {:emp/leave [:leave/kind :leave/days :leave/status]}] [:emp/no 1002])
@ pl-wildcard-component
(pull [*] [:emp/no 1005])
@ pl-default
(pull [:emp/no [:emp/terminated :default :active] [:emp/email :default "none"]] [:emp/no 1017])
@ pl-as
(pull [[:emp/no :as :id] [:emp/name :as "name"]] [:emp/no 1001])
@ pl-roles-limit
(pull [[:emp/roles :limit 1]] [:emp/no 1000])
@ pl-skills
(pull [:emp/skills] [:emp/no 1001])
@ pl-mentors
(pull [{:emp/mentors [:emp/no :emp/name]}] [:emp/no 1003])
@ pl-reverse-mentors
(pull [:emp/no :emp/_mentors] [:emp/no 1004])
@ pl-reverse-component
(pull [:leave/kind :emp/_leave] 100)
@ pl-review-wild
(pull [*] [:review/emp+period [[:emp/no 1000] "2024-Q1"]])
@ pl-dept-head-nested
(pull [:dept/name {:dept/head [:emp/name {:emp/dept [:dept/code]}]} {:dept/parent [:dept/code]}] [:dept/code :eng])
@ pl-missing-entity
(pull [*] [:emp/no 9999])
@ pl-eid
(pull [:dept/code] 1)
@ pl-uuid-lookup
(pull [:emp/no] [:emp/uuid #uuid "00000000-0000-4000-8000-000000001044"])
@ pl-email-lookup
(pull [:emp/no :emp/salary] [:emp/email "tariq.1019@corp.example"])
@ pl-db-id
(pull [:db/id :emp/no] [:emp/no 1000])
@ pl-limit-nil
(pull [:emp/no {(:emp/_manager :limit nil) [:emp/no]}] [:emp/no 1000])
@ pl-find-keys
[:find ?no (pull ?e [:emp/name]) :keys no emp :where [?e :emp/no ?no] [(< ?no 1002)]]
@ pl-find-reverse-dept
[:find (pull ?d [:dept/code {:emp/_dept [:emp/no]}]) . :where [?d :dept/code :legal]]
@ pl-find-org-chart
[:find (pull ?e [:emp/no {:emp/_manager [:emp/no {:emp/_manager [:emp/no]}]}]) . :where [?e :emp/no 1002]]
@ pl-unknown-attr
(pull [:emp/nope] [:emp/no 1000])
@ pl-bad-pattern
(pull [{:emp/manager}] [:emp/no 1000])
@ w-hire
(with [{:emp/no 2000 :emp/name "New Hire" :emp/email "new@corp.example" :emp/dept [:dept/code :eng] :emp/manager [:emp/no 1001] :emp/salary 55000.00M}] [:find ?n ?c :where [?e :emp/no 2000] [?e :emp/name ?n] [?e :emp/dept ?d] [?d :dept/code ?c]])
@ w-hire-headcount
(with [{:emp/no 2000 :emp/name "New Hire" :emp/dept [:dept/code :eng]}] [:find ?c (count ?e) :where [?e :emp/dept ?d] [?d :dept/code ?c]])
@ w-hire-nested-leave
(with [{:emp/no 2001 :emp/name "Nested" :emp/leave [{:leave/kind :vacation :leave/days 3 :leave/status :pending}]}] (pull [:emp/no {:emp/leave [:leave/kind :leave/days]}] [:emp/no 2001]))
@ w-hire-tempid-manager
(with [{:db/id "boss" :emp/no 2100 :emp/name "Boss"} {:emp/no 2101 :emp/name "Minion" :emp/manager "boss"}] [:find ?mn . :where [?e :emp/no 2101] [?e :emp/manager ?m] [?m :emp/name ?mn]])
@ w-hire-nested-manager-map
(with [{:emp/no 2200 :emp/name "Top" :emp/_manager [{:emp/no 2201 :emp/name "Sub"}]}] [:find ?no . :where [?e :emp/no 2201] [?e :emp/manager ?m] [?m :emp/no ?no]])
@ w-hire-then-reports
(with [{:emp/no 2300 :emp/manager [:emp/no 1041]}] (q [:find [?no ...] :in $ % :where [?m :emp/no 1042] (reports ?e ?m) [?e :emp/no ?no]] $ [[(reports ?e ?m) [?e :emp/manager ?m]] [(reports ?e ?m) [?e :emp/manager ?x] (reports ?x ?m)]]))
@ w-raise-cas
(with [[:db/cas [:emp/no 1001] :emp/salary 43779.50M 50000.00M]] [:find ?s . :where [?e :emp/no 1001] [?e :emp/salary ?s]])
@ w-raise-cas-wrong
(with [[:db/cas [:emp/no 1001] :emp/salary 1.00M 50000.00M]] [:find ?s . :where [?e :emp/no 1001] [?e :emp/salary ?s]])
@ w-raise-upsert
(with [{:emp/no 1001 :emp/salary 60000M}] [:find ?s . :where [?e :emp/no 1001] [?e :emp/salary ?s]])
@ w-raise-then-top
(with [{:emp/no 1033 :emp/salary 999999.99M}] [:find ?no ?s :where [?e :emp/no ?no] [?e :emp/salary ?s] :order-by [?s :desc] :limit 2])
@ w-terminate
(with [[:db/add [:emp/no 1005] :emp/terminated #inst "2024-03-01T00:00:00.000-00:00"]] (q [:find (count ?e) . :in $ ?now :where [?e :emp/hired ?h] [(<= ?h ?now)] (not-join [?e ?now] [?e :emp/terminated ?t] [(<= ?t ?now)])] $ #inst "2024-06-01T00:00:00.000-00:00"))
@ w-retract-entity-emp
(with [[:db/retractEntity [:emp/no 1002]]] [:find (count ?l) . :where [?l :leave/kind]])
@ w-retract-entity-dangling
(with [[:db/retractEntity [:emp/no 1002]]] [:find [?no ...] :where [?e :emp/manager ?m] [?m :emp/no 1002] [?e :emp/no ?no]])
@ w-retract-entity-reports-gone
(with [[:db/retractEntity [:emp/no 1001]]] [:find (count ?e) . :where [?e :emp/manager]])
@ w-approve-leave
(with [[:db/add 100 :leave/status :approved]] [:find ?s . :where [100 :leave/status ?s]])
@ w-approve-leave-lookup
(with [{:emp/no 1000 :emp/leave [{:leave/kind :sick :leave/days 2 :leave/status :approved}]}] [:find ?k ?s :where [?e :emp/no 1000] [?e :emp/leave ?l] [?l :leave/kind ?k] [?l :leave/status ?s]])
@ w-retract-role
(with [[:db/retract [:emp/no 1000] :emp/roles :manager]] [:find [?r ...] :where [?e :emp/no 1000] [?e :emp/roles ?r]])
@ w-add-role
(with [[:db/add [:emp/no 1000] :emp/roles :ceo]] [:find [?r ...] :where [?e :emp/no 1000] [?e :emp/roles ?r]])
@ w-email-conflict
(with [{:emp/no 2400 :emp/email "bob.1001@corp.example"}] [:find ?no :where [?e :emp/email "bob.1001@corp.example"] [?e :emp/no ?no]])
@ w-upsert-by-uuid
(with [{:emp/uuid #uuid "00000000-0000-4000-8000-000000001007" :emp/level 99}] [:find ?no ?l :where [?e :emp/level 99] [?e :emp/no ?no] [?e :emp/level ?l]])
@ w-upsert-by-email-value
(with [{:emp/email "bob.1001@corp.example" :emp/level 77}] [:find (count ?e) . :where [?e :emp/no]])
@ w-review-upsert-composite
(with [{:review/emp [:emp/no 1000] :review/period "2024-Q1" :review/score 9.5}] [:find (count ?r) . :where [?r :review/period]])
@ w-review-new-period
(with [{:review/emp [:emp/no 1000] :review/period "2025-Q1" :review/score 1.0}] [:find ?t :where [?r :review/score 1.0] [?r :review/emp+period ?t]])
@ w-change-manager-chain
(with [[:db/add [:emp/no 1050] :emp/manager [:emp/no 1000]]] (q [:find [?mno ...] :in $ % :where [?e :emp/no 1050] (reports ?e ?m) [?m :emp/no ?mno]] $ [[(reports ?e ?m) [?e :emp/manager ?m]] [(reports ?e ?m) [?e :emp/manager ?x] (reports ?x ?m)]]))
@ w-payroll-after-raise
(with [{:pay/emp [:emp/no 1000] :pay/ym [2025 4] :pay/gross 5000.00M :pay/net 3500.00M}] [:find ?ym (sum ?g) :with ?p :where [?p :pay/ym ?ym] [?p :pay/gross ?g]])
@ w-retract-component-leave
(with [[:db/retract [:emp/no 1002] :emp/leave 101]] [:find (count ?l) . :where [?l :leave/kind]])
@ w-cas-nil-terminated
(with [[:db/cas [:emp/no 1001] :emp/terminated nil #inst "2025-01-01T00:00:00.000-00:00"]] [:find ?t . :where [?e :emp/no 1001] [?e :emp/terminated ?t]])
@ w-bad-type
(with [{:emp/no 2500 :emp/salary "lots"}] [:find ?s . :where [?e :emp/no 2500] [?e :emp/salary ?s]])
@ w-retract-dept-head
(with [[:db/retract [:dept/code :eng] :dept/head [:emp/no 1001]]] (pull [:dept/code :dept/head] [:dept/code :eng]))
@ w-transfer
(with [{:emp/no 1004 :emp/dept [:dept/code :legal]}] [:find ?c (count ?e) :where [?e :emp/dept ?d] [?d :dept/code ?c] [(contains? #{:legal :data} ?c)]])
@ w-tx-fn-ident-tempid
(with [{:db/id "d" :dept/code :newdept :dept/name "New"} {:emp/no 2600 :emp/dept "d"}] (pull [:emp/no {:emp/dept [:dept/code :dept/name]}] [:emp/no 2600]))
@ w-bigint-bonus
(with [{:emp/no 1000 :emp/bonus 123456789012345678901234567890N}] [:find (sum ?b) . :with ?e :where [?e :emp/bonus ?b] [(> ?b 1000000N)]])
@ e-unknown-fn
[:find ?x :where [?e :emp/no ?n] [(frobnicate ?n) ?x]]
@ e-unbound-pred
[:find ?no :where [?e :emp/no ?no] [(> ?s 1)]]
@ e-unknown-rule
[:find ?no :where [?e :emp/no ?no] (reports ?e ?m)]
@ e-find-unbound
[:find ?zz :where [?e :emp/no ?no]]
@ e-with-in-find
[:find ?e (count ?e) :with ?e :where [?e :emp/no]]
@ e-bad-lookup
(pull [*] [:emp/name "Alice Smith"])
@ e-lookup-none
(q [:find ?n . :in $ ?e :where [?e :emp/name ?n]] $ [:emp/no 31337])
@ e-div-zero
[:find ?x . :where [?e :emp/no 1000] [?e :emp/level ?l] [(/ 10 ?l) ?x]]
@ e-bigdec-div-nonterm
[:find ?x . :where [?e :emp/no 1001] [?e :emp/salary ?s] [(/ ?s 3M) ?x]]
@ e-not-vector
(q {:find [?no] :where [[?e :emp/no ?no] [(< ?no 1002)]]})
@ e-unknown-agg
[:find (total ?s) . :where [_ :emp/salary ?s]]
@ e-subs-range
[:find ?x . :where [?e :emp/no 1033] [?e :emp/name ?n] [(subs ?n 0 3) ?x]]
@ e-count-no-arg
(q [:find ?x . :where [(count) ?x]])
@ e-retract-unknown-attr
(with [[:db/add [:emp/no 1000] :emp/shoe 42]] [:find ?x . :where [?e :emp/no 1000] [?e :emp/shoe ?x]])
'''


def main():
    out, name = [], None
    for line in BODY.splitlines():
        if line.startswith("@ "):
            name = line[2:].strip()
        elif line.strip():
            out.append(f";; @ {name}\n{line}\n")
    names = [l.split("\n")[0] for l in out]
    assert len(names) == len(set(names)), "duplicate names"
    with open(os.path.join(HERE, "queries.edn"), "w") as f:
        f.write("\n".join(out))


if __name__ == "__main__":
    main()
