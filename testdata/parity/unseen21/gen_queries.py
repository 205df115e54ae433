#!/usr/bin/env python3
"""Writes queries.edn of the twenty-first unseen parity corpus (a clinic; deterministic)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def add(name, text):
    E.append((name, text.strip()))


def I(s):
    return f'#inst "{s}:00.000-00:00"'


DAY = {"house": "2026-03-01", "ногов": "2026-03-19", "cuddy": "2026-03-04", "yamada": "2026-03-22",
       "muller": "2026-03-25", "nobody": "2026-03-01", "okafor": "2026-05-03"}
REF = """[[(refers ?a ?b) [?a :doctor/refers ?b]]
  [(refers ?a ?b) [?a :doctor/refers ?m] (refers ?m ?b)]]"""
HOPS = """[[(hop ?a ?b ?k) [(> ?k 0)] [?a :doctor/refers ?b]]
  [(hop ?a ?b ?k) [(> ?k 1)] [?a :doctor/refers ?m] [(dec ?k) ?k1] (hop ?m ?b ?k1)]]"""
WITHIN2 = """[[(r1 ?a ?b) [?a :doctor/refers ?b]]
  [(r2 ?a ?b) (r1 ?a ?b)]
  [(r2 ?a ?b) (r1 ?a ?m) (r1 ?m ?b)]]"""
FOLLOW = """[[(has-followup ?a) [?a :appt/followup ?f]]
  [(has-followup ?a) [?a :appt/status :status/scheduled]]]"""
SEEN = """[[(seen-by ?p ?d) [?a :appt/patient ?p] [?a :appt/doctor ?d] [?a :appt/status :status/completed]]]"""
FCHAIN = """[[(chain ?a ?b) [?a :appt/followup ?b]]
  [(chain ?a ?b) [?a :appt/followup ?m] (chain ?m ?b)]]"""
MUT = """[[(even-ref ?a ?b) [(identity ?a) ?b]]
  [(even-ref ?a ?b) [?a :doctor/refers ?m] (odd-ref ?m ?b)]
  [(odd-ref ?a ?b) [?a :doctor/refers ?m] (even-ref ?m ?b)]]"""
BUSY = """[[(busy ?d ?from ?to) [?a :appt/doctor ?d] [?a :appt/start ?s] [(<= ?from ?s)] [(< ?s ?to)]
            (not [?a :appt/status :status/cancelled])]]"""
SPEC = """[[(specialist ?d ?s) [?d :doctor/specialties ?s]]
  [(covers ?p ?s) [?a :appt/patient ?p] [?a :appt/doctor ?d] (specialist ?d ?s)]]"""

# ---------------------------------------------------------------- basics
add("b-doctor-names", "[:find ?n :where [_ :doctor/name ?n]]")
add("b-patient-count", "[:find (count ?p) . :where [?p :patient/mrn]]")
add("b-appt-count", "[:find (count ?a) . :where [?a :appt/id]]")
add("b-rx-count", "[:find (count ?r) . :where [?r :rx/drug]]")
add("b-specialties", "[:find [?s ...] :where [_ :doctor/specialties ?s]]")
add("b-specialty-cardiology", "[:find ?n :where [?d :doctor/specialties :cardiology] [?d :doctor/name ?n]]")
add("b-status-labels", "[:find ?k ?l :where [?s :status/label ?l] [?s :db/ident ?k]]")
add("b-appt-status-ident", '[:find ?k . :where [?a :appt/id "A-0003"] [?a :appt/status ?s] [?s :db/ident ?k]]')
add("b-appt-status-const", "[:find (count ?a) . :where [?a :appt/status :status/completed]]")
add("b-appt-status-final", "[:find (count ?a) . :where [?a :appt/status ?s] [?s :status/final true]]")
add("b-empty-name", '[:find ?m :where [?p :patient/name ""] [?p :patient/mrn ?m]]')
add("b-unicode-doctor", '[:find ?npi . :where [?d :doctor/name "山田 花子"] [?d :doctor/npi ?npi]]')
add("b-unicode-code", "[:find ?n . :where [?d :doctor/code :doc/ногов] [?d :doctor/name ?n]]")
add("b-allergy-unicode", '[:find ?m :where [?p :patient/allergies "花粉"] [?p :patient/mrn ?m]]')
add("b-allergy-empty", '[:find (count ?p) . :where [?p :patient/allergies ""]]')
add("b-allergy-accent", '[:find ?m :where [?p :patient/allergies "éclair glaze"] [?p :patient/mrn ?m]]')
add("b-allergies-all", "[:find ?a :where [_ :patient/allergies ?a]]")
add("b-coverage-values", "[:find ?c :where [_ :patient/coverage ?c]]")
add("b-coverage-eq", "[:find ?m :where [?p :patient/coverage [:gold 80]] [?p :patient/mrn ?m]]")
add("b-coverage-none0", "[:find (count ?p) . :where [?p :patient/coverage [:none 0]]]")
add("b-vitals-values", "[:find ?v :where [_ :appt/vitals ?v]]")
add("b-weight-zero", "[:find ?m :where [?p :patient/weight 0.0] [?p :patient/mrn ?m]]")
add("b-weight-neg", "[:find ?m ?w :where [?p :patient/weight ?w] [(< ?w 0)] [?p :patient/mrn ?m]]")
add("b-balance-zero", "[:find (count ?p) . :where [?p :patient/balance 0.00M]]")
add("b-balance-zero-scale", "[:find (count ?p) . :where [?p :patient/balance 0M]]")
add("b-balance-1000", "[:find (count ?p) . :where [?p :patient/balance 1000M]]")
add("b-rate-neg", "[:find ?n :where [?d :doctor/rate ?r] [(neg? ?r)] [?d :doctor/name ?n]]")
add("b-charges-all", "[:find (count ?c) . :where [_ :patient/charges ?c]]")
add("b-uuid-lookup", '[:find ?m . :where [?p :patient/uuid #uuid "00005eed-0000-0000-0000-000000003dde"] [?p :patient/mrn ?m]]')
add("b-born-eq", '[:find ?m :where [?p :patient/born #inst "1940-01-01T00:00:00.000-00:00"] [?p :patient/mrn ?m]]')
add("b-appt-start-eq", f'[:find ?id :where [?a :appt/start {I("2026-03-01T08:00")}] [?a :appt/id ?id]]')
add("b-minutes-zero", "[:find ?id :where [?a :appt/minutes 0] [?a :appt/id ?id]]")
add("b-telehealth-true", "[:find (count ?a) . :where [?a :appt/telehealth true]]")
add("b-telehealth-false", "[:find (count ?a) . :where [?a :appt/telehealth false]]")
add("b-notes-empty", '[:find (count ?a) . :where [?a :appt/notes ""]]')
add("b-notes-all", "[:find ?n :where [_ :appt/notes ?n]]")
add("b-room-equipment", "[:find ?r ?e :where [?x :room/equipment ?e] [?x :room/name ?r]]")
add("b-flags", "[:find ?f (count ?p) :where [?p :patient/flags ?f]]")
add("b-senior-false", "[:find ?n :where [?d :doctor/senior false] [?d :doctor/name ?n]]")
add("b-years-neg", "[:find ?n ?y :where [?d :doctor/years ?y] [(<= ?y 0)] [?d :doctor/name ?n]]")
add("b-inactive", "[:find ?m :where [?p :patient/active false] [?p :patient/mrn ?m]]")
add("b-self-refer", "[:find ?n :where [?d :doctor/refers ?d] [?d :doctor/name ?n]]")
add("b-followup-self", "[:find ?id :where [?a :appt/followup ?a] [?a :appt/id ?id]]")
add("b-rx-generic-false", "[:find ?drug :where [?r :rx/generic false] [?r :rx/drug ?drug]]")
add("b-rx-neg-refills", "[:find (count ?r) . :where [?r :rx/refills -1]]")
add("b-rx-cost-neg", "[:find (count ?r) . :where [?r :rx/cost ?c] [(< ?c 0)]]")
add("b-rx-dose-zero", "[:find (count ?r) . :where [?r :rx/dose 0.0]]")
add("b-composite-count", "[:find (count ?k) . :where [_ :appt/doctor+start ?k]]")
add("b-wildcard-attr", '[:find ?attr :where [?p :patient/mrn "MRN-0000"] [?p ?attr _]]')
add("b-room-tele", '[:find ?n :where [?r :room/name "Tele"] [?d :doctor/room ?r] [?d :doctor/name ?n]]')

# ---------------------------------------------------------------- day schedule (parameterised)
SCHED = """[:find ?id ?start ?mins ?pname
 :in $ ?doc ?from ?to
 :where [?d :doctor/code ?doc] [?a :appt/doctor ?d] [?a :appt/start ?start]
        [(<= ?from ?start)] [(< ?start ?to)]
        [?a :appt/id ?id] [?a :appt/minutes ?mins]
        [?a :appt/patient ?p] [?p :patient/name ?pname]
 :order-by [?start]]"""
for doc, day in DAY.items():
    add(f"s-schedule/{doc}", f'(q {SCHED} $ :doc/{doc} {I(day + "T00:00")} {I(day + "T23:59")})')
add("s-schedule/empty-range", f'(q {SCHED} $ :doc/house {I("2026-03-01T12:00")} {I("2026-03-01T12:00")})')
add("s-schedule/all-time", f'(q {SCHED} $ :doc/muller {I("2000-01-01T00:00")} {I("2100-01-01T00:00")})')
add("s-schedule/unknown-doc", f'(q {SCHED} $ :doc/zhivago {I("2026-03-01T00:00")} {I("2026-03-02T00:00")})')
add("s-schedule-lookup", f'''(q [:find ?id ?start :in $ ?d ?from ?to
 :where [?a :appt/doctor ?d] [?a :appt/start ?start] [(<= ?from ?start)] [(< ?start ?to)] [?a :appt/id ?id]]
 $ [:doctor/npi 1000001] {I("2026-03-01T00:00")} {I("2026-03-02T00:00")})''')
add("s-schedule-status", f'''(q [:find ?id ?st :in $ ?doc ?from ?to
 :where [?d :doctor/code ?doc] [?a :appt/doctor ?d] [?a :appt/start ?s] [(<= ?from ?s)] [(< ?s ?to)]
        [?a :appt/id ?id] [(get-else $ ?a :appt/status :unknown) ?sv]
        [(ground ?sv) ?st]]
 $ :doc/house {I("2026-03-01T00:00")} {I("2026-06-01T00:00")})''')
add("s-schedule-status-ident", f'''(q [:find ?id ?k :in $ ?doc ?from ?to
 :where [?d :doctor/code ?doc] [?a :appt/doctor ?d] [?a :appt/start ?s] [(<= ?from ?s)] [(< ?s ?to)]
        [?a :appt/id ?id] [?a :appt/status ?st] [?st :db/ident ?k]]
 $ :doc/ногов {I("2026-03-01T00:00")} {I("2026-04-01T00:00")})''')
add("s-schedule-end", f'''(q [:find ?id ?end-ms :in $ ?doc ?from ?to
 :where [?d :doctor/code ?doc] [?a :appt/doctor ?d] [?a :appt/start ?s] [(<= ?from ?s)] [(< ?s ?to)]
        [?a :appt/minutes ?m] [?a :appt/id ?id]
        [(.getTime ?s) ?ms] [(* ?m 60000) ?dur] [(+ ?ms ?dur) ?end-ms]]
 $ :doc/house {I("2026-03-01T00:00")} {I("2026-03-02T00:00")})''')
add("s-overlaps", """[:find ?id1 ?id2
 :where [?a :appt/doctor ?d] [?b :appt/doctor ?d] [(!= ?a ?b)]
        [?a :appt/start ?s1] [?b :appt/start ?s2] [(< ?s1 ?s2)]
        [?a :appt/minutes ?m] [(.getTime ?s1) ?t1] [(.getTime ?s2) ?t2]
        [(- ?t2 ?t1) ?gap] [(* ?m 60000) ?len] [(< ?gap ?len)]
        [?a :appt/id ?id1] [?b :appt/id ?id2]]""")
add("s-gap-90min", """[:find (count ?a) .
 :where [?a :appt/doctor ?d] [?b :appt/doctor ?d] [?a :appt/start ?s1] [?b :appt/start ?s2]
        [(.getTime ?s1) ?t1] [(.getTime ?s2) ?t2] [(- ?t2 ?t1) ?g] [(< 0 ?g 5400001)]]""")
for doc, day in [("house", "2026-03-01"), ("ногов", "2026-03-19"), ("nobody", "2026-03-01"), ("adams", "2026-04-01")]:
    slots = " ".join(I(f"{day}T{h:02d}:00") for h in range(8, 17))
    add(f"s-free-slots/{doc}", f'''(q [:find [?slot ...] :in $ ?doc [?slot ...]
 :where [?d :doctor/code ?doc]
        (not-join [?d ?slot] [?a :appt/doctor ?d] [?a :appt/start ?slot]
                  (not [?a :appt/status :status/cancelled]))]
 $ :doc/{doc} [{slots}])''')
add("s-free-slots-count", f'''(q [:find ?doc (count ?slot) :in $ [?slot ...]
 :where [?d :doctor/code ?doc]
        (not-join [?d ?slot] [?a :appt/doctor ?d] [?a :appt/start ?slot])]
 $ [{" ".join(I(f"2026-03-01T{h:02d}:00") for h in (8, 10, 12))}])''')
add("s-free-slots-rule", f'''(q [:find ?n :in $ % ?from ?to
 :where [?d :doctor/name ?n] [?d :doctor/specialties :cardiology] (not (busy ?d ?from ?to))]
 $ {BUSY} {I("2026-03-19T00:00")} {I("2026-03-20T00:00")})''')
add("s-busy-rule-count", f'''(q [:find ?n :in $ % ?from ?to
 :where [?d :doctor/name ?n] (busy ?d ?from ?to)]
 $ {BUSY} {I("2026-03-01T00:00")} {I("2026-03-05T00:00")})''')
add("s-telehealth-day", f'''(q [:find ?id ?tele :in $ ?from ?to
 :where [?a :appt/start ?s] [(<= ?from ?s)] [(< ?s ?to)] [?a :appt/id ?id]
        [(get-else $ ?a :appt/telehealth false) ?tele]]
 $ {I("2026-03-19T00:00")} {I("2026-03-20T00:00")})''')
add("s-day-by-room", f'''(q [:find ?room (count ?a) :in $ ?from ?to
 :where [?a :appt/start ?s] [(<= ?from ?s)] [(< ?s ?to)] [?a :appt/doctor ?d] [?d :doctor/room ?r] [?r :room/name ?room]]
 $ {I("2026-03-01T00:00")} {I("2026-04-01T00:00")})''')
add("s-morning", """[:find (count ?a) . :where [?a :appt/start ?s] [(.getTime ?s) ?ms]
 [(quot ?ms 3600000) ?h] [(mod ?h 24) ?hod] [(< ?hod 12)]]""")
add("s-half-hours", """[:find ?id :where [?a :appt/start ?s] [(.getTime ?s) ?ms] [(mod ?ms 3600000) ?r] [(= ?r 1800000)]
 [?a :appt/doctor ?d] [?d :doctor/code :doc/house] [?a :appt/id ?id]]""")

# ---------------------------------------------------------------- patient history
HIST = """[:find (pull ?a [:appt/id :appt/start {:appt/doctor [:doctor/name]} {:appt/status [:db/ident]} {:appt/rx [:rx/drug :rx/dose :rx/cost]}])
 :in $ ?mrn :where [?p :patient/mrn ?mrn] [?a :appt/patient ?p]]"""
for mrn in ["MRN-0000", "MRN-0554", "MRN-0517", "MRN-9999", "MRN-0481"]:
    add(f"h-history/{mrn}", f'(q {HIST} $ "{mrn}")')
add("h-history-lookup", """(q [:find ?id ?s :in $ ?p :where [?a :appt/patient ?p] [?a :appt/id ?id] [?a :appt/start ?s] :order-by [?s :desc]]
 $ [:patient/mrn "MRN-0554"])""")
add("h-history-uuid", """(q [:find [?id ...] :in $ ?u :where [?p :patient/uuid ?u] [?a :appt/patient ?p] [?a :appt/id ?id]]
 $ #uuid "00005eed-0000-0000-0000-000000000000")""")
add("h-history-phone", """(q [:find ?id ?n :in $ ?ph :where [?p :patient/phone ?ph] [?a :appt/patient ?p] [?a :appt/id ?id]
 [?a :appt/doctor ?d] [?d :doctor/name ?n]] $ "+1-555-1169")""")
add("h-rx-list", """(q [:find ?drug ?dose ?cost :in $ ?mrn :where [?p :patient/mrn ?mrn] [?a :appt/patient ?p] [?a :appt/rx ?r]
 [?r :rx/drug ?drug] [?r :rx/dose ?dose] [?r :rx/cost ?cost]] $ "MRN-0554")""")
add("h-rx-total", """(q [:find (sum ?cost) . :in $ ?mrn :with ?r :where [?p :patient/mrn ?mrn] [?a :appt/patient ?p] [?a :appt/rx ?r]
 [?r :rx/cost ?cost]] $ "MRN-0554")""")
add("h-rx-total-nowith", """(q [:find (sum ?cost) . :in $ ?mrn :where [?p :patient/mrn ?mrn] [?a :appt/patient ?p] [?a :appt/rx ?r]
 [?r :rx/cost ?cost]] $ "MRN-0554")""")
add("h-last-visit", """(q [:find (max ?s) . :in $ ?mrn :where [?p :patient/mrn ?mrn] [?a :appt/patient ?p] [?a :appt/start ?s]] $ "MRN-0000")""")
add("h-first-visit", """(q [:find (min ?s) . :in $ ?mrn :where [?p :patient/mrn ?mrn] [?a :appt/patient ?p] [?a :appt/start ?s]] $ "MRN-0000")""")
add("h-last-visit-none", """(q [:find (max ?s) . :in $ ?mrn :where [?p :patient/mrn ?mrn] [?a :appt/patient ?p] [?a :appt/start ?s]] $ "MRN-0517")""")
add("h-doctors-seen", """(q [:find [?n ...] :in $ ?mrn :where [?p :patient/mrn ?mrn] [?a :appt/patient ?p] [?a :appt/doctor ?d] [?d :doctor/name ?n]] $ "MRN-0554")""")
add("h-allergy-conflict", """[:find ?m ?drug :where [?p :patient/allergies ?al] [?a :appt/patient ?p] [?a :appt/rx ?r] [?r :rx/drug ?drug]
 [(clojure.string/lower-case ?drug) ?ld] [(= ?al ?ld)] [?p :patient/mrn ?m]]""")
add("h-allergy-includes", """[:find ?m ?al ?drug :where [?p :patient/allergies ?al] [(not= ?al "")] [?a :appt/patient ?p] [?a :appt/rx ?r] [?r :rx/drug ?drug]
 [(clojure.string/includes? ?drug ?al)] [?p :patient/mrn ?m]]""")
add("h-pull-patient", '(pull [:patient/name :patient/allergies :patient/coverage {:patient/primary [:doctor/name :doctor/specialties]}] [:patient/mrn "MRN-0037"])')
add("h-pull-patient-rev", '(pull [:patient/name {:appt/_patient [:appt/id {:appt/status [:db/ident]}]}] [:patient/mrn "MRN-0000"])')
add("h-pull-patient-rev-limit", '(pull [:patient/name (:appt/_patient :limit 2)] [:patient/mrn "MRN-0554"])')
add("h-pull-wild", '(pull [*] [:patient/mrn "MRN-0074"])')
add("h-pull-appt-wild", '(pull [*] [:appt/id "A-0005"])')
add("h-pull-appt-nested-wild", '(pull [:appt/id {:appt/rx [*]}] [:appt/id "A-0005"])')
add("h-pull-missing-default", '(pull [:patient/name (:patient/phone :default "n/a") (:patient/born :default :unknown)] [:patient/mrn "MRN-0185"])')
add("h-pull-as", '(pull [[:patient/name :as "name"] [:patient/mrn :as :id]] [:patient/mrn "MRN-0111"])')
add("h-pull-uuid", '(pull [:patient/mrn :patient/name] [:patient/uuid #uuid "00005eed-0000-0000-0000-000000003dde"])')
add("h-pull-phone-unique-value", '(pull [:patient/mrn] [:patient/phone "+1-555-1000"])')
add("h-pull-nothing", '(pull [:patient/name] [:patient/mrn "MRN-NOPE"])')
add("h-pull-status-ident", '(pull [:status/label :status/rank] :status/no-show)')
add("h-pull-status-rev-limit", '(pull [:db/ident (:appt/_status :limit 3)] :status/cancelled)')
add("h-pull-followup-rec", '(pull [:appt/id {:appt/followup ...}] [:appt/id "A-0003"])')
add("h-pull-followup-rec-self", '(pull [:appt/id {:appt/followup ...}] [:appt/id "A-0100"])')
add("h-pull-followup-depth", '(pull [:appt/id {:appt/followup 1}] [:appt/id "A-0003"])')
add("h-pull-refers-rec", '(pull [:doctor/name {:doctor/refers ...}] [:doctor/code :doc/house])')
add("h-pull-refers-depth2", '(pull [:doctor/name {:doctor/refers 2}] [:doctor/code :doc/cuddy])')
add("h-pull-refers-self", '(pull [:doctor/name {:doctor/refers ...}] [:doctor/code :doc/cameron])')
add("h-pull-refers-rev", '(pull [:doctor/name {:doctor/_refers [:doctor/name]}] [:doctor/code :doc/wilson])')
add("h-pull-rx-rev-component", """[:find (pull ?r [:rx/drug {:appt/_rx [:appt/id]}]) :where [?a :appt/id "A-0005"] [?a :appt/rx ?r]]""")
add("h-pull-limit-many", '(pull [(:doctor/specialties :limit 1) :doctor/name] [:doctor/code :doc/yamada])')
add("h-pull-no-specialties", '(pull [:doctor/name :doctor/specialties] [:doctor/code :doc/nobody])')
add("h-pull-default-many", '(pull [:doctor/name (:doctor/specialties :default [:general])] [:doctor/code :doc/nobody])')
add("h-pull-xform", '(pull [[:doctor/rate :xform str]] [:doctor/code :doc/muller])')
add("h-pull-coverage-tuple", '(pull [:patient/coverage] [:patient/mrn "MRN-0000"])')
add("h-pull-composite", '(pull [:appt/doctor+start :appt/id] [:appt/id "A-0000"])')
add("h-pull-db-id", '(pull [:db/id :room/name] [:room/name "Tele"])')
add("h-pull-room-rev", '(pull [:room/name {:doctor/_room [:doctor/name]}] [:room/name "A-101"])')
add("h-find-pull-many", """[:find (pull ?d [:doctor/name :doctor/npi]) ?c :where [?d :doctor/code ?c] [?d :doctor/senior true]]""")
add("h-find-pull-input-pattern", """(q [:find (pull ?p pat) . :in $ ?m pat :where [?p :patient/mrn ?m]] $ "MRN-0037" [:patient/name {:patient/primary [:doctor/code]}])""")

# ---------------------------------------------------------------- aggregates per doctor / specialty / month
add("a-per-doctor", "[:find ?n (count ?a) :where [?a :appt/doctor ?d] [?d :doctor/name ?n]]")
add("a-per-doctor-top3", "[:find ?n (count ?a) :where [?a :appt/doctor ?d] [?d :doctor/name ?n] :order-by [1 :desc 0] :limit 3]")
add("a-per-doctor-top3-offset", "[:find ?n (count ?a) :where [?a :appt/doctor ?d] [?d :doctor/name ?n] :order-by [1 :desc 0] :limit 3 :offset 3]")
add("a-minutes-per-doctor", "[:find ?n (sum ?m) :where [?a :appt/doctor ?d] [?d :doctor/name ?n] [?a :appt/minutes ?m] :order-by [1 :desc 0]]")
add("a-minutes-per-doctor-with", "[:find ?n (sum ?m) :with ?a :where [?a :appt/doctor ?d] [?d :doctor/name ?n] [?a :appt/minutes ?m] :order-by [1 :desc 0]]")
add("a-per-specialty", "[:find ?s (count ?a) :where [?a :appt/doctor ?d] [?d :doctor/specialties ?s] :order-by [1 :desc 0]]")
add("a-per-specialty-distinct-patients", "[:find ?s (count-distinct ?p) :where [?a :appt/doctor ?d] [?d :doctor/specialties ?s] [?a :appt/patient ?p] :order-by [1 :desc 0] :limit 5]")
add("a-per-status", "[:find ?k (count ?a) :where [?a :appt/status ?s] [?s :db/ident ?k] :order-by [?k]]")
MONTHS = f'[[:mar {I("2026-03-01T00:00")} {I("2026-04-01T00:00")}] [:apr {I("2026-04-01T00:00")} {I("2026-05-01T00:00")}] [:may {I("2026-05-01T00:00")} {I("2026-06-01T00:00")}]]'
add("a-per-month", f"""(q [:find ?mo (count ?a) :in $ [[?mo ?from ?to]]
 :where [?a :appt/start ?s] [(<= ?from ?s)] [(< ?s ?to)]] $ {MONTHS})""")
add("a-per-month-doctor", f"""(q [:find ?mo ?n (sum ?m) :in $ [[?mo ?from ?to]] :with ?a
 :where [?a :appt/start ?s] [(<= ?from ?s)] [(< ?s ?to)] [?a :appt/doctor ?d] [?d :doctor/name ?n] [?a :appt/minutes ?m]
 :order-by [?mo 2 :desc] :limit 6] $ {MONTHS})""")
add("a-per-month-completed", f"""(q [:find ?mo (count ?a) :in $ [[?mo ?from ?to]] ?st
 :where [?a :appt/start ?s] [(<= ?from ?s)] [(< ?s ?to)] [?a :appt/status ?st]] $ {MONTHS} :status/completed)""")
add("a-per-month-rx-cost", f"""(q [:find ?mo (sum ?c) :in $ [[?mo ?from ?to]] :with ?r
 :where [?a :appt/start ?s] [(<= ?from ?s)] [(< ?s ?to)] [?a :appt/rx ?r] [?r :rx/cost ?c]] $ {MONTHS})""")
add("a-revenue-per-doctor", """[:find ?n (sum ?fee) :with ?a
 :where [?a :appt/doctor ?d] [?d :doctor/name ?n] [?d :doctor/rate ?rate] [?a :appt/minutes ?m]
        [(/ ?m 60) ?h] [(* ?rate ?h) ?fee]]""")
add("a-revenue-bigdec", """[:find ?n (sum ?fee) :with ?a
 :where [?a :appt/doctor ?d] [?d :doctor/name ?n] [?d :doctor/rate ?rate] [?a :appt/minutes ?m]
        [(bigdec ?m) ?bm] [(* ?rate ?bm) ?fee] :order-by [1 :desc] :limit 4]""")
add("a-top-rx-cost", "[:find (max 5 ?c) . :where [_ :rx/cost ?c]]")
add("a-bottom-rx-cost", "[:find (min 3 ?c) . :where [_ :rx/cost ?c]]")
add("a-top-rx-cost-with", "[:find (max 5 ?c) . :with ?r :where [?r :rx/cost ?c]]")
add("a-top-cost-per-drug", "[:find ?drug (max 2 ?c) :where [?r :rx/drug ?drug] [?r :rx/cost ?c]]")
add("a-top-n-input", "(q [:find (max ?n ?c) . :in $ ?n :where [_ :rx/cost ?c]] $ 3)")
add("a-top-n-input-big", "(q [:find (max ?n ?c) . :in $ ?n :where [_ :rx/cost ?c]] $ 100)")
add("a-dose-stats", "[:find (min ?d) (max ?d) (avg ?d) (median ?d) :with ?r :where [?r :rx/dose ?d]]")
add("a-dose-variance", "[:find (variance ?d) (stddev ?d) :with ?r :where [?r :rx/dose ?d]]")
add("a-minutes-median", "[:find (median ?m) . :with ?a :where [?a :appt/minutes ?m]]")
add("a-minutes-median-distinct", "[:find (median ?m) . :where [?a :appt/minutes ?m]]")
add("a-minutes-distinct", "[:find (distinct ?m) . :where [_ :appt/minutes ?m]]")
add("a-minutes-avg-per-status", "[:find ?k (avg ?m) :with ?a :where [?a :appt/status ?s] [?s :db/ident ?k] [?a :appt/minutes ?m]]")
add("a-weight-stats", "[:find (avg ?w) (stddev ?w) (variance ?w) :with ?p :where [?p :patient/weight ?w]]")
add("a-balance-sum", "[:find (sum ?b) . :with ?p :where [?p :patient/balance ?b]]")
add("a-balance-avg", "[:find (avg ?b) . :with ?p :where [?p :patient/balance ?b]]")
add("a-balance-median", "[:find (median ?b) . :with ?p :where [?p :patient/balance ?b]]")
add("a-charges-sum", "[:find (sum ?c) . :with ?p :where [?p :patient/charges ?c]]")
add("a-charges-max", "[:find (max ?c) . :where [_ :patient/charges ?c]]")
add("a-rate-avg", "[:find (avg ?r) . :with ?d :where [?d :doctor/rate ?r]]")
add("a-rate-max2", "[:find (max 2 ?r) . :where [_ :doctor/rate ?r]]")
add("a-born-min-max", "[:find (min ?b) (max ?b) :where [_ :patient/born ?b]]")
add("a-count-distinct-drugs", "[:find (count-distinct ?drug) . :where [_ :rx/drug ?drug]]")
add("a-count-vs-distinct", "[:find (count ?drug) (count-distinct ?drug) :with ?r :where [?r :rx/drug ?drug]]")
add("a-allergy-counts", "[:find ?al (count ?p) :where [?p :patient/allergies ?al] :order-by [1 :desc 0]]")
add("a-patients-per-plan", "[:find ?plan (count ?p) :where [?p :patient/coverage ?c] [(first ?c) ?plan] :order-by [?plan]]")
add("a-avg-pct-per-plan", "[:find ?plan (avg ?pct) :with ?p :where [?p :patient/coverage ?c] [(untuple ?c) [?plan ?pct]]]")
add("a-having-busy", "[:find ?n (count ?a) :where [?a :appt/doctor ?d] [?d :doctor/name ?n] :having [(> (count ?a) 19)]]")
add("a-having-sum", "[:find ?n :where [?a :appt/doctor ?d] [?d :doctor/name ?n] [?a :appt/minutes ?m] :having [(>= (sum ?m) 700)]]")
add("a-having-frequent-patient", "[:find ?m (count ?a) :where [?a :appt/patient ?p] [?p :patient/mrn ?m] :having [(>= (count ?a) 5)] :order-by [1 :desc 0]]")
add("a-noshow-rate", """[:find ?n (count ?a) :in $ :where [?a :appt/doctor ?d] [?d :doctor/name ?n] [?a :appt/status :status/no-show] :order-by [1 :desc 0] :limit 3]""")
add("a-find-expr", "[:find (- (max ?m) (min ?m)) . :where [_ :appt/minutes ?m]]")
add("a-find-expr-per-doc", "[:find ?n (* 1.0 (/ (sum ?m) (count ?a))) :with ?a :where [?a :appt/doctor ?d] [?d :doctor/name ?n] [?a :appt/minutes ?m]]")
add("a-custom-vec-count", "[:find ?k (count ?a) (count-distinct ?p) :where [?a :appt/status ?s] [?s :db/ident ?k] [?a :appt/patient ?p]]")
add("a-count-empty", "[:find (count ?a) . :where [?a :appt/minutes 999]]")
add("a-sum-empty", "[:find (sum ?m) . :where [?a :appt/minutes ?m] [(> ?m 999)]]")
add("a-group-empty", "[:find ?d (count ?a) :where [?a :appt/doctor ?d] [?a :appt/minutes 999]]")
add("a-rx-per-appt-max", "[:find (max ?n) . :where [(ground 0) ?z] [?a :appt/id] [(get-else $ ?a :appt/notes \"-\") ?x] [(count ?x) ?n]]")
add("a-refills-sum-per-generic", "[:find ?g (sum ?r) :with ?x :where [?x :rx/generic ?g] [?x :rx/refills ?r]]")
add("a-dose-sum-per-drug", "[:find ?drug (sum ?d) :with ?r :where [?r :rx/drug ?drug] [?r :rx/dose ?d] :order-by [1 :desc] :limit 4]")
add("a-avg-visits-per-patient", "[:find (avg ?c) . :where [(ground 1) ?one] [?p :patient/mrn] [(datalevin.query/count ?p) ?c]]")

# ---------------------------------------------------------------- rules: referrals, follow-ups
add("r-refers-house", f'(q [:find [?n ...] :in $ % ?c :where [?d :doctor/code ?c] (refers ?d ?x) [?x :doctor/name ?n]] $ {REF} :doc/house)')
add("r-refers-cuddy", f'(q [:find (count ?x) . :in $ % ?c :where [?d :doctor/code ?c] (refers ?d ?x)] $ {REF} :doc/cuddy)')
add("r-refers-self-reach", f'[:find ?n :in $ % :where (refers ?d ?d) [?d :doctor/name ?n]]'.replace("[:find", "(q [:find") + f" $ {REF})")
add("r-refers-to-adams", f'(q [:find ?n :in $ % :where [?t :doctor/code :doc/adams] (refers ?d ?t) [?d :doctor/name ?n]] $ {REF})')
add("r-refers-none", f'(q [:find ?n :in $ % :where [?d :doctor/name ?n] (not (refers ?d ?x))] $ {REF})'.replace("(not (refers ?d ?x))", "(not-join [?d] (refers ?d ?x))"))
add("r-refers-all-pairs", f"(q [:find (count ?a) . :in $ % :where (refers ?a ?b)] $ {REF})")
add("r-refers-pairs-distinct", f"(q [:find ?a ?b :in $ % :where (refers ?a ?b) [?a :doctor/code :doc/wilson]] $ {REF})")
add("r-refers-ident-const", f"(q [:find ?n :in $ % :where (refers [:doctor/code :doc/chase] ?x) [?x :doctor/name ?n]] $ {REF})")
for k in [0, 1, 2, 3, 5]:
    add(f"r-hop-depth/{k}", f'(q [:find [?n ...] :in $ % ?c ?k :where [?d :doctor/code ?c] (hop ?d ?x ?k) [?x :doctor/name ?n]] $ {HOPS} :doc/cuddy {k})')
add("r-within2", f'(q [:find [?n ...] :in $ % :where [?d :doctor/code :doc/yamada] (r2 ?d ?x) [?x :doctor/name ?n]] $ {WITHIN2})')
add("r-within2-count", f'(q [:find ?c (count ?x) :in $ % :where [?d :doctor/code ?c] (r2 ?d ?x)] $ {WITHIN2})')
add("r-mutual-even", f'(q [:find [?n ...] :in $ % :where [?d :doctor/code :doc/house] (even-ref ?d ?x) [?x :doctor/name ?n]] $ {MUT})')
add("r-mutual-odd", f'(q [:find [?n ...] :in $ % :where [?d :doctor/code :doc/yamada] (odd-ref ?d ?x) [?x :doctor/name ?n]] $ {MUT})')
add("r-no-followup", f'''(q [:find ?id :in $ % ?doc :where [?d :doctor/code ?doc] [?a :appt/doctor ?d] [?a :appt/status :status/completed]
 (not (has-followup ?a)) [?a :appt/id ?id]] $ {FOLLOW} :doc/house)''')
add("r-patients-no-followup", f'''(q [:find (count ?p) . :in $ % :where [?p :patient/mrn]
 (not-join [?p] [?a :appt/patient ?p] (has-followup ?a))] $ {FOLLOW})''')
add("r-seen-by", f'(q [:find ?m :in $ % ?c :where [?d :doctor/code ?c] (seen-by ?p ?d) [?p :patient/mrn ?m]] $ {SEEN} :doc/okafor)')
add("r-never-seen-by-primary", f'''(q [:find ?m :in $ % :where [?p :patient/primary ?d] (not (seen-by ?p ?d)) [?p :patient/mrn ?m]] $ {SEEN})''')
add("r-followup-chain", f'(q [:find [?id ...] :in $ % ?start :where [?a :appt/id ?start] (chain ?a ?b) [?b :appt/id ?id]] $ {FCHAIN} "A-0003")')
add("r-followup-chain-self", f'(q [:find [?id ...] :in $ % :where [?a :appt/id "A-0100"] (chain ?a ?b) [?b :appt/id ?id]] $ {FCHAIN})')
add("r-followup-chain-count", f"(q [:find (count ?b) . :in $ % :where (chain ?a ?b)] $ {FCHAIN})")
add("r-covers", f'(q [:find [?s ...] :in $ % ?m :where [?p :patient/mrn ?m] (covers ?p ?s)] $ {SPEC} "MRN-0554")')
add("r-covers-count", f"(q [:find ?s (count-distinct ?p) :in $ % :where (covers ?p ?s) :order-by [1 :desc 0]] $ {SPEC})")
add("r-refers-agg-pull", f'''(q [:find (pull ?d [:doctor/name]) (count ?x) :in $ % :where [?d :doctor/senior true] (refers ?d ?x)] $ {REF})''')
add("r-refers-specialty", f'''(q [:find ?s (count-distinct ?x) :in $ % :where [?d :doctor/code :doc/cuddy] (refers ?d ?x) [?x :doctor/specialties ?s] :order-by [?s]] $ {REF})''')
add("r-refer-back", f'(q [:find ?a ?b :in $ % :where (refers ?a ?b) (refers ?b ?a) [?a :doctor/code :doc/okafor]] $ {REF})')
add("r-rule-in-or", f'''(q [:find ?n :in $ % :where [?d :doctor/name ?n] (or (refers ?d [:doctor/code :doc/adams]) [?d :doctor/senior true])] $ {REF})''')
add("r-rule-or-join", f'''(q [:find ?n :in $ % :where [?d :doctor/name ?n] (or-join [?d] (refers ?d ?x) [?d :doctor/years 0])] $ {REF})''')
add("r-patients-referred-specialist", f'''(q [:find ?m :in $ % :where [?p :patient/primary ?d] [?d :doctor/code :doc/house] (refers ?d ?x) [?x :doctor/specialties :cardiology] [?p :patient/mrn ?m]] $ {REF})''')
add("r-rule-and-agg-and-pull", f'''(q [:find (pull ?x [:doctor/code]) (count-distinct ?p) :in $ % :where [?d :doctor/code :doc/house] (refers ?d ?x) [?a :appt/doctor ?x] [?a :appt/patient ?p]] $ {REF})''')

# ---------------------------------------------------------------- predicates and functions
add("p-minutes-range", "[:find (count ?a) . :where [?a :appt/minutes ?m] [(<= 20 ?m 45)]]")
add("p-minutes-not-eq", "[:find (count ?a) . :where [?a :appt/minutes ?m] [(not= ?m 30)]]")
add("p-dose-zero-pos", "[:find ?z (count ?r) :where [?r :rx/dose ?d] [(zero? ?d) ?z]]")
add("p-rate-gt", "[:find ?n :where [?d :doctor/rate ?r] [(> ?r 250)] [?d :doctor/name ?n]]")
add("p-rate-gt-bigdec", "[:find ?n :where [?d :doctor/rate ?r] [(> ?r 250.00M)] [?d :doctor/name ?n]]")
add("p-rate-between-double", "[:find ?n :where [?d :doctor/rate ?r] [(<= 199.99 ?r 240.1)] [?d :doctor/name ?n]]")
add("p-cost-eq-long", "[:find (count ?r) . :where [?r :rx/cost ?c] [(== ?c 45)]]")
add("p-instant-lt", f'[:find (count ?p) . :where [?p :patient/born ?b] [(< ?b {I("1970-01-01T00:00")})]]')
add("p-instant-compare", f'[:find (count ?a) . :where [?a :appt/start ?s] [(compare ?s {I("2026-04-01T00:00")}) ?c] [(neg? ?c)]]')
add("p-string-starts", '[:find ?n :where [?d :doctor/name ?n] [(clojure.string/starts-with? ?n "J")]]')
add("p-string-ends", '[:find ?m :where [?p :patient/name ?n] [(clojure.string/ends-with? ?n "ễn")] [?p :patient/mrn ?m]]')
add("p-regex-phone", '[:find (count ?p) . :where [?p :patient/phone ?ph] [(re-matches #"\\+1-555-1[0-3]\\d\\d" ?ph)]]')
add("p-regex-find-drug", '[:find ?d :where [_ :rx/drug ?d] [(re-find #"(?i)^[a-l]" ?d)]]')
add("p-regex-unicode", '[:find ?n :where [_ :patient/name ?n] [(re-find #"[À-ž]" ?n)]]')
add("p-re-pattern-input", '(q [:find ?d :in $ ?re :where [_ :rx/drug ?d] [(re-pattern ?re) ?p] [(re-find ?p ?d)]] $ "in$")')
add("p-blank-name", "[:find ?m :where [?p :patient/name ?n] [(clojure.string/blank? ?n)] [?p :patient/mrn ?m]]")
add("p-keyword-ns", "[:find ?c :where [_ :doctor/code ?c] [(namespace ?c) ?ns] [(= ?ns \"doc\")] [(name ?c) ?nm] [(> (count ?nm) 5)]]")
add("p-keyword-name", "[:find ?nm :where [_ :doctor/code ?c] [(name ?c) ?nm] [(count ?nm) ?l] [(>= ?l 6)]]")
add("p-kw-compare", "[:find ?s :where [_ :doctor/specialties ?s] [(compare ?s :f) ?c] [(< ?c 0)]]")
add("p-uuid-str", "[:find ?s :where [?p :patient/mrn \"MRN-0037\"] [?p :patient/uuid ?u] [(str ?u) ?s]]")
add("p-bool-not", "[:find (count ?p) . :where [?p :patient/active ?a] [(not ?a)]]")
add("p-true-pred", "[:find (count ?p) . :where [?p :patient/active ?a] [(true? ?a)]]")
add("p-contains-set", '[:find ?n :where [?d :doctor/specialties ?s] [(contains? #{:oncology :neurology} ?s)] [?d :doctor/name ?n]]')
add("p-charges-neg", "[:find ?m ?c :where [?p :patient/charges ?c] [(neg? ?c)] [?p :patient/mrn ?m]]")
add("p-charges-gt", "[:find (count ?p) . :where [?p :patient/charges ?c] [(> ?c 500000N)]]")
add("p-vitals-fever", "[:find ?id ?t :where [?a :appt/vitals ?v] [(first ?v) ?t] [(>= ?t 38.0)] [?a :appt/id ?id]]")
add("p-vitals-nth", "[:find (max ?hr) . :where [_ :appt/vitals ?v] [(nth ?v 1) ?hr]]")
add("p-vitals-untuple", "[:find ?t ?hr :where [_ :appt/vitals ?v] [(untuple ?v) [?t ?hr]] [(> ?hr 100)]]")
add("p-coverage-second", "[:find ?m :where [?p :patient/coverage ?c] [(second ?c) ?pct] [(= ?pct 100)] [?p :patient/mrn ?m]]")
add("p-coverage-tuple-fn", "[:find ?m :where [?p :patient/mrn ?m] [(tuple :silver 70) ?c] [?p :patient/coverage ?c]]")
add("p-composite-tuple-lookup", f'''(q [:find ?id . :in $ ?doc ?t :where [?d :doctor/code ?doc] [(tuple ?d ?t) ?k] [?a :appt/doctor+start ?k] [?a :appt/id ?id]]
 $ :doc/house {I("2026-03-01T10:00")})''')
add("p-composite-untuple", "[:find ?n ?s :where [?a :appt/id \"A-0007\"] [?a :appt/doctor+start ?k] [(untuple ?k) [?d ?s]] [?d :doctor/name ?n]]")
add("f-str-concat", '[:find ?s :where [?d :doctor/code :doc/house] [?d :doctor/name ?n] [?d :doctor/npi ?i] [(str ?n " #" ?i) ?s]]')
add("f-str-rate", '[:find ?s :where [?d :doctor/rate ?r] [(str ?r) ?s]]')
add("f-str-dose", '[:find ?s :where [_ :rx/dose ?d] [(str ?d) ?s]]')
add("f-str-kw", '[:find ?s :where [_ :doctor/specialties ?k] [(str ?k) ?s] [(clojure.string/includes? ?s "ology")]]')
add("f-subs-mrn", '[:find ?x :where [_ :patient/mrn ?m] [(subs ?m 4) ?x] [(clojure.string/starts-with? ?x "00")]]')
add("f-upper-name", '[:find ?u :where [?d :doctor/code :doc/muller] [?d :doctor/name ?n] [(clojure.string/upper-case ?n) ?u]]')
add("f-upper-cyrillic", '[:find ?u :where [?d :doctor/code :doc/ногов] [?d :doctor/name ?n] [(clojure.string/upper-case ?n) ?u]]')
add("f-lower-greek", '[:find ?u . :where [(ground "ΣΑΣ") ?n] [(clojure.string/lower-case ?n) ?u]]')
add("f-split-name", '[:find ?last :where [_ :doctor/name ?n] [(clojure.string/split ?n #" ") [?first ?last]]]')
add("f-join", '[:find ?s . :where [(ground ["a" "b" "c"]) ?v] [(clojure.string/join "-" ?v) ?s]]')
add("f-replace", '[:find ?s :where [_ :patient/phone ?p] [(clojure.string/replace ?p "-" "") ?s] [(clojure.string/ends-with? ?s "0")]]')
add("f-trim-notes", '[:find ?t :where [_ :appt/notes ?n] [(clojure.string/trim ?n) ?t] [(= ?t ?n)]]')
add("f-count-unicode", '[:find ?n ?c :where [_ :doctor/name ?n] [(count ?n) ?c] [(< ?c 8)]]')
add("f-quot-minutes", "[:find ?h (count ?a) :where [?a :appt/minutes ?m] [(quot ?m 30) ?h]]")
add("f-mod-neg", "[:find ?m ?r :where [_ :patient/charges ?m] [(neg? ?m)] [(mod ?m 7) ?r]]")
add("f-rem-neg", "[:find ?m ?r :where [_ :patient/charges ?m] [(neg? ?m)] [(rem ?m 7) ?r]]")
add("f-rate-times", "[:find ?n ?x :where [?d :doctor/rate ?r] [(* ?r 2) ?x] [?d :doctor/name ?n]]")
add("f-rate-plus-double", "[:find ?x :where [?d :doctor/code :doc/cuddy] [?d :doctor/rate ?r] [(+ ?r 0.5) ?x]]")
add("f-rate-div", "[:find ?x :where [?d :doctor/code :doc/cuddy] [?d :doctor/rate ?r] [(/ ?r 2) ?x]]")
add("f-dose-int", "[:find ?i :where [_ :rx/dose ?d] [(int ?d) ?i]]")
add("f-dose-long", "[:find ?i :where [_ :rx/dose ?d] [(long ?d) ?i]]")
add("f-min-max-fn", "[:find ?x :where [?d :doctor/years ?y] [(max ?y 0) ?a] [(min ?a 10) ?x]]")
add("f-abs-years", "[:find ?x :where [_ :doctor/years ?y] [(abs ?y) ?x]]")
add("f-inst-ms", "[:find ?ms . :where [?a :appt/id \"A-0000\"] [?a :appt/start ?s] [(.getTime ?s) ?ms]]")
add("f-inst-str", "[:find ?x . :where [?a :appt/id \"A-0000\"] [?a :appt/start ?s] [(str ?s) ?x]]")
add("f-inst-compare-eq", f'[:find ?id :where [?a :appt/start ?s] [(= ?s {I("2026-03-19T14:00")})] [?a :appt/id ?id]]')
add("f-get-else-phone", '[:find ?m ?ph :where [?p :patient/mrn ?m] [(get-else $ ?p :patient/phone "none") ?ph] [(= ?ph "none")]]')
add("f-get-else-weight", '[:find (count ?p) . :where [?p :patient/mrn] [(get-else $ ?p :patient/weight -1.0) ?w] [(< ?w 0)]]')
add("f-get-some", '[:find ?m ?v :where [?p :patient/mrn ?m] [(get-some $ ?p :patient/phone :patient/mrn) [?a ?v]] [(= ?a :patient/mrn)]]')
add("f-missing-born", "[:find ?m :where [?p :patient/mrn ?m] [(missing? $ ?p :patient/born)]]")
add("f-missing-status", "[:find ?id :where [?a :appt/id ?id] [(missing? $ ?a :appt/status)]]")
add("f-missing-primary-and-balance", "[:find ?m :where [?p :patient/mrn ?m] [(missing? $ ?p :patient/primary)] [(missing? $ ?p :patient/balance)]]")
add("f-identity-tuple", "[:find ?x ?y :where [(ground [1 2]) [?x ?y]]]")
add("f-ground-coll", "[:find ?x :where [(ground [:a :b :a]) [?x ...]]]")
add("f-ground-rel", "[:find ?x ?y :where [(ground [[1 :a] [2 :b]]) [[?x ?y]]]]")
add("f-vector-fn", '[:find ?v . :where [(vector 1 "a" :b) ?v]]')
add("f-hash-map-fn", "[:find ?m . :where [(hash-map :a 1) ?m]]")
add("f-keyword-fn", '[:find ?k . :where [(keyword "status" "done") ?k]]')
add("f-symbol-name", '[:find ?s . :where [(symbol "x") ?y] [(name ?y) ?s]]')
add("f-inc-dec", "[:find ?x ?y :where [?d :doctor/code :doc/muller] [?d :doctor/years ?z] [(inc ?z) ?x] [(dec ?z) ?y]]")
add("f-even-odd", "[:find ?e (count ?a) :where [?a :appt/minutes ?m] [(even? ?m) ?e]]")
add("f-format", '[:find ?s :where [?d :doctor/code :doc/house] [?d :doctor/npi ?n] [(format "NPI-%08d" ?n) ?s]]')
add("f-format-double", '[:find ?s :where [_ :appt/vitals ?v] [(first ?v) ?t] [(format "%.1f" ?t) ?s]]')
add("f-str-nil-get-else", '[:find ?s :where [?a :appt/id "A-0000"] [(get-else $ ?a :appt/notes "") ?n] [(str "[" ?n "]") ?s]]')
add("f-empty-str-count", '[:find ?c :where [_ :appt/notes ?n] [(count ?n) ?c]]')
add("f-bigint-plus", "[:find ?x :where [_ :patient/charges ?c] [(neg? ?c)] [(+ ?c 1) ?x]]")
add("f-bigdec-scale", "[:find ?s :where [?d :doctor/code :doc/muller] [?d :doctor/rate ?r] [(str ?r) ?s]]")
add("f-type-of-values", "[:find ?t :where [?p :patient/mrn \"MRN-0000\"] [?p ?a ?v] [(type ?v) ?t]]")
add("f-bigdec-fn", "[:find ?x . :where [(bigdec 2.5) ?x]]")
add("f-double-fn", "[:find ?x :where [?d :doctor/rate ?r] [(double ?r) ?x] [(> ?x 300)]]")
add("f-not-empty", "[:find (count ?a) . :where [?a :appt/notes ?n] [(not-empty ?n) ?x]]")
add("f-seq-empty", "[:find (count ?a) . :where [?a :appt/notes ?n] [(empty? ?n)]]")

# ---------------------------------------------------------------- not / or
add("n-no-rx", "[:find (count ?a) . :where [?a :appt/id] (not [?a :appt/rx _])]")
add("n-not-cancelled", "[:find (count ?a) . :where [?a :appt/id] (not [?a :appt/status :status/cancelled])]")
add("n-never-seen", "[:find ?m :where [?p :patient/mrn ?m] (not [_ :appt/patient ?p])]")
add("n-never-seen-join", "[:find ?m :where [?p :patient/mrn ?m] (not-join [?p] [?a :appt/patient ?p])]")
add("n-doctor-no-appts", "[:find ?n :where [?d :doctor/name ?n] (not-join [?d] [?a :appt/doctor ?d])]")
add("n-doctor-no-completed", "[:find ?n :where [?d :doctor/name ?n] (not-join [?d] [?a :appt/doctor ?d] [?a :appt/status :status/completed])]")
add("n-nested-not", "[:find (count ?a) . :where [?a :appt/id] (not [?a :appt/rx ?r] (not [?r :rx/generic true]))]")
add("n-not-pred", "[:find (count ?a) . :where [?a :appt/minutes ?m] (not [(> ?m 30)])]")
add("n-not-referred-to", "[:find ?n :where [?d :doctor/name ?n] (not [_ :doctor/refers ?d])]")
add("n-no-allergy", "[:find (count ?p) . :where [?p :patient/mrn] (not [?p :patient/allergies _])]")
add("n-allergy-not-peanuts", '[:find (count ?p) . :where [?p :patient/allergies _] (not [?p :patient/allergies "peanuts"])]')
add("o-or-status", "[:find (count ?a) . :where (or [?a :appt/status :status/cancelled] [?a :appt/status :status/no-show])]")
add("o-or-and", "[:find ?id :where [?a :appt/id ?id] (or (and [?a :appt/telehealth true] [?a :appt/minutes 60]) [?a :appt/minutes 0])]")
add("o-or-join-patient", "[:find ?m :where [?p :patient/mrn ?m] (or-join [?p] [?p :patient/flags :vip] (and [?a :appt/patient ?p] [?a :appt/minutes 0]))]")
add("o-or-join-two", "[:find ?id ?x :where [?a :appt/id ?id] (or-join [?a ?x] (and [?a :appt/notes ?x] [(= ?x \"BP high\")]) (and [?a :appt/minutes 0] [(ground \"zero\") ?x]))]")
add("o-or-not", "[:find (count ?p) . :where [?p :patient/mrn] (or (not [?p :patient/phone _]) [?p :patient/active false])]")
add("o-or-specialty", "[:find ?n :where [?d :doctor/name ?n] (or [?d :doctor/specialties :pediatrics] [?d :doctor/specialties :oncology])]")
add("o-or-pred", "[:find (count ?r) . :where [?r :rx/dose ?d] (or [(< ?d 1.0)] [(> ?d 500.0)])]")
add("o-not-or", "[:find ?n :where [?d :doctor/name ?n] (not (or [?d :doctor/senior true] [?d :doctor/specialties :pediatrics]))]")

# ---------------------------------------------------------------- joins
add("j-patient-primary-seen", "[:find ?m :where [?p :patient/primary ?d] [?a :appt/patient ?p] [?a :appt/doctor ?d] [?p :patient/mrn ?m]]")
add("j-same-day-two-doctors", """[:find ?m :where [?a :appt/patient ?p] [?b :appt/patient ?p] [(!= ?a ?b)] [?a :appt/doctor ?d1] [?b :appt/doctor ?d2] [(!= ?d1 ?d2)]
 [?a :appt/start ?s1] [?b :appt/start ?s2] [(.getTime ?s1) ?t1] [(.getTime ?s2) ?t2] [(quot ?t1 86400000) ?day] [(quot ?t2 86400000) ?day] [?p :patient/mrn ?m]]""")
add("j-room-floor-appts", "[:find ?f (count ?a) :where [?a :appt/doctor ?d] [?d :doctor/room ?r] [?r :room/floor ?f]]")
add("j-ecg-room-doctors", "[:find ?n :where [?r :room/equipment :ecg] [?d :doctor/room ?r] [?d :doctor/name ?n]]")
add("j-rx-generic-by-doc", "[:find ?n (count ?r) :where [?a :appt/doctor ?d] [?a :appt/rx ?r] [?r :rx/generic false] [?d :doctor/name ?n]]")
add("j-shared-specialty", "[:find ?a ?b :where [?x :doctor/specialties ?s] [?y :doctor/specialties ?s] [(< ?a ?b)] [?x :doctor/code ?a] [?y :doctor/code ?b]]")
add("j-shared-specialty-str", "[:find ?a ?b :where [?x :doctor/specialties ?s] [?y :doctor/specialties ?s] [?x :doctor/name ?a] [?y :doctor/name ?b] [(compare ?a ?b) ?c] [(neg? ?c)]]")
add("j-refer-same-room", "[:find ?n1 ?n2 :where [?a :doctor/refers ?b] [?a :doctor/room ?r] [?b :doctor/room ?r] [?a :doctor/name ?n1] [?b :doctor/name ?n2]]")
add("j-patient-doctor-unicode", "[:find ?pn :where [?d :doctor/code :doc/yamada] [?a :appt/doctor ?d] [?a :appt/patient ?p] [?p :patient/name ?pn] [(re-find #\"[^\\x00-\\x7F]\" ?pn)]]")
add("j-followup-other-doctor", "[:find ?id1 ?id2 :where [?a :appt/followup ?b] [?a :appt/doctor ?d1] [?b :appt/doctor ?d2] [(not= ?d1 ?d2)] [?a :appt/id ?id1] [?b :appt/id ?id2]]")
add("j-followup-before", "[:find ?id1 :where [?a :appt/followup ?b] [?a :appt/start ?s1] [?b :appt/start ?s2] [(> ?s1 ?s2)] [?a :appt/id ?id1]]")
add("j-vip-rx", "[:find ?m ?drug :where [?p :patient/flags :vip] [?a :appt/patient ?p] [?a :appt/rx ?r] [?r :rx/drug ?drug] [?p :patient/mrn ?m]]")

# ---------------------------------------------------------------- find specs and return maps
add("fs-keys", '[:find ?n ?npi :keys name npi :where [?d :doctor/name ?n] [?d :doctor/npi ?npi] [(< ?npi 1000004)]]')
add("fs-strs", '[:find ?m ?w :strs mrn weight :where [?p :patient/mrn ?m] [?p :patient/weight ?w] [(<= ?w 0)]]')
add("fs-syms", '[:find ?k ?l :syms status label :where [?s :status/label ?l] [?s :db/ident ?k]]')
add("fs-keys-tuple", '[:find [?n ?npi] :keys name npi :where [?d :doctor/code :doc/house] [?d :doctor/name ?n] [?d :doctor/npi ?npi]]')
add("fs-keys-agg", '[:find ?n (count ?a) :keys doctor visits :where [?a :appt/doctor ?d] [?d :doctor/name ?n] [(clojure.string/starts-with? ?n "G")]]')
add("fs-scalar-pull", '[:find (pull ?d [:doctor/name]) . :where [?d :doctor/npi 1000003]]')
add("fs-coll-pull", '[:find [(pull ?r [:room/name]) ...] :where [?r :room/floor 2]]')
add("fs-tuple-agg", '[:find [(min ?m) (max ?m) (count ?m)] :where [_ :appt/minutes ?m]]')
add("fs-scalar-no-row", '[:find ?n . :where [?d :doctor/npi 1] [?d :doctor/name ?n]]')
add("fs-coll-dup", '[:find [?m ...] :with ?a :where [?a :appt/minutes ?m]]')
add("fs-map-form", '{:find [?n] :in [$ ?c] :where [[?d :doctor/code ?c] [?d :doctor/name ?n]]}')
add("fs-map-form-q", '(q {:find [?n] :in [$ ?c] :where [[?d :doctor/code ?c] [?d :doctor/name ?n]]} $ :doc/wilson)')
add("fs-keys-input", '(q [:find ?id ?m :keys id minutes :in $ ?doc :where [?d :doctor/code ?doc] [?a :appt/doctor ?d] [?a :appt/id ?id] [?a :appt/minutes ?m] [(> ?m 45)]] $ :doc/chase)')

# ---------------------------------------------------------------- order / limit / offset
add("ob-patients-name", "[:find ?n ?m :where [?p :patient/name ?n] [?p :patient/mrn ?m] :order-by [?n ?m] :limit 10]")
add("ob-patients-name-desc", "[:find ?n ?m :where [?p :patient/name ?n] [?p :patient/mrn ?m] :order-by [?n :desc ?m] :limit 10 :offset 5]")
add("ob-born", "[:find ?m ?b :where [?p :patient/born ?b] [?p :patient/mrn ?m] :order-by [?b] :limit 5]")
add("ob-born-desc", "[:find ?m ?b :where [?p :patient/born ?b] [?p :patient/mrn ?m] :order-by [?b :desc] :limit 5]")
add("ob-rate", "[:find ?n ?r :where [?d :doctor/rate ?r] [?d :doctor/name ?n] :order-by [?r :desc]]")
add("ob-charges", "[:find ?m ?c :where [?p :patient/charges ?c] [?p :patient/mrn ?m] :order-by [?c] :limit 4]")
add("ob-weight", "[:find ?m ?w :where [?p :patient/weight ?w] [?p :patient/mrn ?m] :order-by [?w ?m] :limit 6]")
add("ob-coverage", "[:find ?m ?c :where [?p :patient/coverage ?c] [?p :patient/mrn ?m] :order-by [?c :desc ?m] :limit 8]")
add("ob-kw", "[:find ?s :where [_ :doctor/specialties ?s] :order-by [?s :desc]]")
add("ob-uuid", "[:find ?u :where [_ :patient/uuid ?u] :order-by [?u :desc] :limit 3]")
add("ob-bool", "[:find ?a ?m :where [?p :patient/active ?a] [?p :patient/mrn ?m] :order-by [?a ?m] :limit 3]")
add("ob-unicode-names", "[:find ?n :where [_ :doctor/name ?n] :order-by [?n]]")
add("ob-limit-input", "(q [:find ?id ?s :in $ ?n :where [?a :appt/start ?s] [?a :appt/id ?id] :order-by [?s :desc ?id] :limit ?n] $ 4)")
add("ob-offset-input", "(q [:find ?id ?s :in $ ?n ?o :where [?a :appt/start ?s] [?a :appt/id ?id] :order-by [?s ?id] :limit ?n :offset ?o] $ 3 200)")
add("ob-offset-past-end", "[:find ?n :where [_ :doctor/name ?n] :order-by [?n] :offset 50]")
add("ob-limit-no-order", "[:find (count ?x) . :where [(ground [1]) [?x ...]]]")
add("ob-index-cols", "[:find ?n ?y :where [?d :doctor/name ?n] [?d :doctor/years ?y] :order-by [1 :desc 0]]")
add("ob-limit-neg", "[:find ?n :where [_ :doctor/name ?n] :order-by [?n] :limit -1]")
add("ob-pull-order", "[:find (pull ?d [:doctor/code]) ?y :where [?d :doctor/years ?y] :order-by [?y :desc] :limit 3]")
add("ob-agg-order-limit-month", f"""(q [:find ?mo ?n (count ?a) :in $ [[?mo ?from ?to]]
 :where [?a :appt/start ?s] [(<= ?from ?s)] [(< ?s ?to)] [?a :appt/doctor ?d] [?d :doctor/name ?n] [?a :appt/status :status/completed]
 :order-by [2 :desc ?mo ?n] :limit 5] $ {MONTHS})""")

# ---------------------------------------------------------------- inputs of every form
add("i-scalar-kw", "(q [:find ?n :in $ ?s :where [?d :doctor/specialties ?s] [?d :doctor/name ?n]] $ :emergency)")
add("i-coll-kw", "(q [:find ?n :in $ [?s ...] :where [?d :doctor/specialties ?s] [?d :doctor/name ?n]] $ [:emergency :oncology])")
add("i-coll-empty", "(q [:find ?n :in $ [?s ...] :where [?d :doctor/specialties ?s] [?d :doctor/name ?n]] $ [])")
add("i-coll-all", "(q [:find (count ?d) . :in $ [?s ...] :where [?d :doctor/specialties ?s]] $ [:diagnostics :nephrology :endocrinology :administration :oncology :neurology :surgery :intensive-care :immunology :emergency :cardiology :pediatrics :orthopedics])")
add("i-coll-one", "(q [:find ?n :in $ [?s ...] :where [?d :doctor/specialties ?s] [?d :doctor/name ?n]] $ [:orthopedics])")
add("i-tuple", '(q [:find ?id :in $ [?doc ?mins] :where [?d :doctor/code ?doc] [?a :appt/doctor ?d] [?a :appt/minutes ?mins] [?a :appt/id ?id]] $ [:doc/wilson 30])')
add("i-relation", '(q [:find ?m ?al :in $ [[?m ?al]] :where [?p :patient/mrn ?m] [?p :patient/allergies ?al]] $ [["MRN-0037" "penicillin"] ["MRN-0074" "latex"] ["MRN-0111" "peanuts"] ["MRN-9999" "x"]])')
add("i-relation-empty", '(q [:find ?m :in $ [[?m ?al]] :where [?p :patient/mrn ?m] [?p :patient/allergies ?al]] $ [])')
add("i-lookup-coll", '(q [:find ?n :in $ [?d ...] :where [?d :doctor/name ?n]] $ [[:doctor/npi 1000001] [:doctor/code :doc/ногов] [:doctor/npi 1000012]])')
add("i-lookup-missing", '(q [:find ?n :in $ ?d :where [?d :doctor/name ?n]] $ [:doctor/npi 42])')
add("i-lookup-unique-value", '(q [:find ?m . :in $ ?p :where [?p :patient/mrn ?m]] $ [:patient/phone "+1-555-1013"])')
add("i-lookup-uuid", '(q [:find ?m . :in $ ?p :where [?p :patient/mrn ?m]] $ [:patient/uuid #uuid "00005eed-0000-0000-0000-000000000000"])')
add("i-lookup-as-value", '(q [:find ?id :in $ ?p :where [?a :appt/patient ?p] [?a :appt/id ?id]] $ [:patient/mrn "MRN-0074"])')
add("i-ident-input", "(q [:find (count ?a) . :in $ ?st :where [?a :appt/status ?st]] $ :status/checked-in)")
add("i-ident-coll", "(q [:find ?st (count ?a) :in $ [?st ...] :where [?a :appt/status ?st]] $ [:status/cancelled :status/no-show])")
add("i-many-forms", f'''(q [:find ?id ?drug :in $ ?doc [?st ...] [?from ?to] [[?drug ?min-dose]]
 :where [?d :doctor/code ?doc] [?a :appt/doctor ?d] [?a :appt/status ?st] [?a :appt/start ?s] [(<= ?from ?s)] [(< ?s ?to)]
        [?a :appt/rx ?r] [?r :rx/drug ?drug] [?r :rx/dose ?dose] [(>= ?dose ?min-dose)] [?a :appt/id ?id]]
 $ :doc/house [:status/completed :status/checked-in] [{I("2026-03-01T00:00")} {I("2026-06-01T00:00")}] [["amoxicillin" 0.0] ["metformin" 100.0] ["Zoloft" 0.0] ["ibuprofen" 1.0] ["lisinopril" 0.0] ["Lipitor" 0.0] ["atorvastatin" 0.0] ["prednisone" 0.0] ["insulin glargine" 0.0] ["warfarin" 0.0] ["ácido fólico" 0.0]])''')
add("i-many-forms-nothing", f'''(q [:find ?id :in $ ?doc [?st ...] [?from ?to]
 :where [?d :doctor/code ?doc] [?a :appt/doctor ?d] [?a :appt/status ?st] [?a :appt/start ?s] [(<= ?from ?s)] [(< ?s ?to)] [?a :appt/id ?id]]
 $ :doc/house [:status/completed] [{I("2027-01-01T00:00")} {I("2027-02-01T00:00")}])''')
add("i-many-forms-everything", f'''(q [:find (count ?a) . :in $ [?st ...] [?from ?to]
 :where [?a :appt/status ?st] [?a :appt/start ?s] [(<= ?from ?s)] [(< ?s ?to)]]
 $ [:status/completed :status/scheduled :status/cancelled :status/no-show :status/checked-in] [{I("2000-01-01T00:00")} {I("2100-01-01T00:00")}])''')
add("i-bigdec-input", "(q [:find ?n :in $ ?r :where [?d :doctor/rate ?r] [?d :doctor/name ?n]] $ 350.00M)")
add("i-bigdec-input-scale", "(q [:find ?n :in $ ?r :where [?d :doctor/rate ?r] [?d :doctor/name ?n]] $ 350M)")
add("i-double-input", "(q [:find (count ?r) . :in $ ?d :where [?r :rx/dose ?d]] $ 12.5)")
add("i-bool-input", "(q [:find (count ?p) . :in $ ?b :where [?p :patient/active ?b]] $ false)")
add("i-inst-input", f'(q [:find ?id . :in $ ?t :where [?a :appt/start ?t] [?a :appt/doctor ?d] [?d :doctor/code :doc/cuddy] [?a :appt/id ?id]] $ {I("2026-03-04T09:30")})')
add("i-uuid-input", '(q [:find ?m . :in $ ?u :where [?p :patient/uuid ?u] [?p :patient/mrn ?m]] $ #uuid "00005eed-0000-0000-0000-000000001ef0")')
add("i-tuple-value-input", "(q [:find (count ?p) . :in $ ?c :where [?p :patient/coverage ?c]] $ [:medicaid 60])")
add("i-rules-only", f'(q [:find (count ?b) . :in $ % :where [?a :doctor/code :doc/chase] (refers ?a ?b)] $ {REF})')
add("i-nil-scalar-pred", '(q [:find (count ?a) . :in $ ?x :where [?a :appt/notes ?n] [(= ?n ?x)]] $ "")')
add("i-two-colls", '(q [:find ?m ?al :in $ [?m ...] [?al ...] :where [?p :patient/mrn ?m] [?p :patient/allergies ?al]] $ ["MRN-0037" "MRN-0111" "MRN-0148"] ["penicillin" "peanuts" "latex" "pollen"])')
add("i-no-db", '(q [:find ?x ?y :in [?x ...] ?y :where [(* ?x ?y) ?z] [(> ?z 5)]] [1 2 3 4] 2)')
add("i-limit-offset-map", '(q {:find [?n] :in [$ ?l] :where [[_ :doctor/name ?n]] :order-by [?n] :limit ?l} $ 2)')

# ---------------------------------------------------------------- mixed application queries
add("m-doctor-dashboard", f'''(q [:find (pull ?d [:doctor/name :doctor/specialties]) (count ?a) (sum ?m)
 :in $ % ?from ?to :with ?a
 :where [?a :appt/doctor ?d] [?a :appt/start ?s] [(<= ?from ?s)] [(< ?s ?to)] [?a :appt/minutes ?m]
        (not (busy ?d {I("2026-05-19T00:00")} {I("2026-05-20T00:00")}))]
 $ {BUSY} {I("2026-03-01T00:00")} {I("2026-04-01T00:00")})''')
add("m-specialty-referral-load", f'''(q [:find ?s (count-distinct ?a) :in $ % ?root
 :where [?r :doctor/code ?root] (refers ?r ?d) [?d :doctor/specialties ?s] [?a :appt/doctor ?d]
 :order-by [1 :desc ?s] :limit 4] $ {REF} :doc/cuddy)''')
add("m-patients-due", f'''(q [:find ?m ?last :in $ ?cutoff
 :where [?p :patient/mrn ?m] [?p :patient/active true] [?a :appt/patient ?p] [?a :appt/start ?last]
 (not-join [?p ?last] [?b :appt/patient ?p] [?b :appt/start ?s2] [(> ?s2 ?last)])
 [(< ?last ?cutoff)]] $ {I("2026-03-15T00:00")})''')
add("m-costly-patients", """[:find ?m (sum ?c) :with ?r
 :where [?p :patient/mrn ?m] [?a :appt/patient ?p] [?a :appt/rx ?r] [?r :rx/cost ?c]
 :order-by [1 :desc ?m] :limit 5]""")
add("m-costly-patients-coverage", """[:find ?m ?plan (sum ?c) :with ?r
 :where [?p :patient/mrn ?m] [?p :patient/coverage ?cv] [(first ?cv) ?plan] [?a :appt/patient ?p] [?a :appt/rx ?r] [?r :rx/cost ?c]
 :having [(> (sum ?c) 1000)]]""")
add("m-out-of-pocket", """[:find ?m ?pct ?cost ?oop
 :where [?p :patient/mrn ?m] [?p :patient/coverage ?cv] [(second ?cv) ?pct] [?a :appt/patient ?p] [?a :appt/rx ?r] [?r :rx/cost ?cost]
        [(- 100 ?pct) ?rest] [(* ?cost ?rest) ?x] [(/ ?x 100) ?oop] [(> ?cost 1000)]]""")
add("m-patient-card", """(q [:find (pull ?p [:patient/name :patient/phone]) ?n (count ?a)
 :in $ ?m :where [?p :patient/mrn ?m] [?a :appt/patient ?p] [?a :appt/doctor ?d] [?d :doctor/name ?n]] $ "MRN-0554")""")
add("m-drug-prescribers", """(q [:find ?n (count ?r) (sum ?dose) :in $ ?drug :with ?r
 :where [?r :rx/drug ?drug] [?a :appt/rx ?r] [?a :appt/doctor ?d] [?d :doctor/name ?n] [?r :rx/dose ?dose]
 :order-by [1 :desc ?n]] $ "warfarin")""")
add("m-drug-prescribers-none", """(q [:find ?n (count ?r) :in $ ?drug :where [?r :rx/drug ?drug] [?a :appt/rx ?r] [?a :appt/doctor ?d] [?d :doctor/name ?n]] $ "aspirin")""")
add("m-cancelled-rate", """[:find ?n ?c ?t :where [?d :doctor/name ?n]
 [(datalevin.query/count ?d) ?z] [(ground 0) ?c] [(ground 0) ?t]]""")
add("m-allergic-to-prescribed", """[:find ?m ?al :where [?a :appt/patient ?p] [?a :appt/rx ?r] [?r :rx/drug ?d] [?p :patient/allergies ?al]
 [(clojure.string/lower-case ?d) ?ld] [(clojure.string/lower-case ?al) ?la] [(not= ?la "")] [(clojure.string/includes? ?ld ?la)] [?p :patient/mrn ?m]]""")
add("m-interpreter-unicode", """[:find ?m ?n :where [?p :patient/flags :interpreter] [?p :patient/name ?n] [?p :patient/mrn ?m]]""")
add("m-peds-minors", """[:find ?m :where [?p :patient/flags :minor] [?a :appt/patient ?p] [?a :appt/doctor ?d] [?d :doctor/specialties :pediatrics] [?p :patient/mrn ?m]]""")
add("m-first-visit-per-patient", """[:find ?m (min ?s) :where [?p :patient/mrn ?m] [?a :appt/patient ?p] [?a :appt/start ?s] :order-by [1 ?m] :limit 5]""")
add("m-latest-vitals", """[:find ?id ?v :where [?a :appt/vitals ?v] [?a :appt/start ?s] [?a :appt/id ?id] :order-by [?s :desc] :limit 3]""")
add("m-doctor-patient-count-having", """[:find ?n (count-distinct ?p) :where [?a :appt/doctor ?d] [?a :appt/patient ?p] [?d :doctor/name ?n]
 :having [(> (count-distinct ?p) 15)] :order-by [1 :desc]]""")
add("m-rules-agg-pull", f'''(q [:find (pull ?x [:doctor/name {{:doctor/room [:room/name]}}]) (count ?a) (max ?m)
 :in $ % ?c :where [?d :doctor/code ?c] (refers ?d ?x) [?a :appt/doctor ?x] [?a :appt/minutes ?m]] $ {REF} :doc/wilson)''')

# ---------------------------------------------------------------- with transactions
NEW_APPT = f'{{:appt/id "A-9000" :appt/patient [:patient/mrn "MRN-0517"] :appt/doctor [:doctor/code :doc/house] :appt/start {I("2026-03-01T09:00")} :appt/minutes 30 :appt/status :status/scheduled}}'
add("w-book", f'(with [{NEW_APPT}] (q {SCHED} $ :doc/house {I("2026-03-01T00:00")} {I("2026-03-02T00:00")}))')
add("w-book-free-slots", f'''(with [{NEW_APPT}] (q [:find [?slot ...] :in $ ?doc [?slot ...]
 :where [?d :doctor/code ?doc] (not-join [?d ?slot] [?a :appt/doctor ?d] [?a :appt/start ?slot])]
 $ :doc/house [{" ".join(I(f"2026-03-01T{h:02d}:00") for h in range(8, 12))}]))''')
add("w-book-composite-conflict", f'(with [{{:appt/id "A-9001" :appt/doctor [:doctor/code :doc/house] :appt/start {I("2026-03-01T08:00")} :appt/minutes 10}}] (pull [:appt/id :appt/minutes] [:appt/id "A-0000"]))')
add("w-book-status-ident-pull", f'(with [{NEW_APPT}] (pull [:appt/id {{:appt/status [:db/ident :status/label]}} {{:appt/patient [:patient/name]}}] [:appt/id "A-9000"]))')
add("w-cancel", '(with [[:db/add [:appt/id "A-0000"] :appt/status :status/cancelled]] (pull [{:appt/status [:db/ident]}] [:appt/id "A-0000"]))')
add("w-cancel-count", '(with [[:db/add [:appt/id "A-0000"] :appt/status :status/cancelled] [:db/add [:appt/id "A-0011"] :appt/status :status/cancelled]] [:find (count ?a) . :where [?a :appt/status :status/cancelled]])')
add("w-upsert-patient", '(with [{:patient/mrn "MRN-0000" :patient/phone "+1-555-7777"}] (pull [:patient/name :patient/phone] [:patient/mrn "MRN-0000"]))')
add("w-upsert-patient-count", '(with [{:patient/mrn "MRN-0000" :patient/name "Anna S."}] [:find (count ?p) . :where [?p :patient/mrn]])')
add("w-upsert-uuid", '(with [{:patient/uuid #uuid "00005eed-0000-0000-0000-000000000000" :patient/weight 55.5}] (pull [:patient/mrn :patient/weight] [:patient/mrn "MRN-0000"]))')
add("w-new-patient-tempid", '(with [{:db/id "np" :patient/mrn "MRN-5000" :patient/name "Zoë Ünal"} {:appt/id "A-9100" :appt/patient "np" :appt/doctor [:doctor/npi 1000007] :appt/minutes 15}] (pull [:patient/name {:appt/_patient [:appt/id :appt/minutes]}] [:patient/mrn "MRN-5000"]))')
add("w-phone-conflict", '(with [{:patient/mrn "MRN-0037" :patient/phone "+1-555-1000"}] (pull [:patient/phone] [:patient/mrn "MRN-0037"]))')
add("w-add-allergy", '(with [[:db/add [:patient/mrn "MRN-0000" ] :patient/allergies "kiwi"]] (pull [:patient/allergies] [:patient/mrn "MRN-0000"]))')
add("w-retract-allergy", '(with [[:db/retract [:patient/mrn "MRN-0037"] :patient/allergies "pollen"]] (pull [:patient/allergies] [:patient/mrn "MRN-0037"]))')
add("w-retract-allergy-absent", '(with [[:db/retract [:patient/mrn "MRN-0037"] :patient/allergies "nope"]] (pull [:patient/allergies] [:patient/mrn "MRN-0037"]))')
add("w-retract-appt-component", '(with [[:db/retractEntity [:appt/id "A-0005"]]] [:find (count ?r) . :where [?r :rx/drug]])')
add("w-retract-appt-pull", '(with [[:db/retractEntity [:appt/id "A-0005"]]] (pull [:appt/id] [:appt/id "A-0005"]))')
add("w-retract-rx-one", '(with [[:db/retract [:appt/id "A-0005"] :appt/rx [:appt/id "A-0005"]]] [:find (count ?r) . :where [?r :rx/drug]])')
add("w-retract-doctor-refs", '(with [[:db/retractEntity [:doctor/code :doc/foreman]]] (pull [:doctor/name {:doctor/refers [:doctor/name]}] [:doctor/code :doc/house]))')
add("w-retract-doctor-appts", '(with [[:db/retractEntity [:doctor/code :doc/muller]]] [:find (count ?a) . :where [?a :appt/id] (not [?a :appt/doctor _])])')
add("w-cas-ok", '(with [[:db/cas [:appt/id "A-0001"] :appt/minutes 30 45]] (pull [:appt/minutes] [:appt/id "A-0001"]))')
add("w-cas-fail", '(with [[:db/cas [:appt/id "A-0001"] :appt/minutes 31 45]] (pull [:appt/minutes] [:appt/id "A-0001"]))')
add("w-cas-nil-status", '(with [[:db/cas [:appt/id "A-0018"] :appt/status nil :status/scheduled]] (pull [{:appt/status [:db/ident]}] [:appt/id "A-0018"]))')
add("w-cas-bigdec", '(with [[:db/cas [:doctor/code :doc/muller] :doctor/rate 0.00M 99.00M]] (pull [:doctor/rate] [:doctor/code :doc/muller]))')
add("w-retract-attribute", '(with [[:db.fn/retractAttribute [:patient/mrn "MRN-0037"] :patient/allergies]] (pull [:patient/mrn :patient/allergies] [:patient/mrn "MRN-0037"]))')
add("w-add-referral-cycle", f'(with [[:db/add [:doctor/code :doc/adams] :doctor/refers [:doctor/code :doc/cuddy]]] (q [:find (count ?x) . :in $ % :where [?d :doctor/code :doc/adams] (refers ?d ?x)] $ {REF}))')
add("w-remove-self-ref", f'(with [[:db/retract [:doctor/code :doc/cameron] :doctor/refers [:doctor/code :doc/cameron]]] (q [:find ?n :in $ % :where (refers ?d ?d) [?d :doctor/name ?n]] $ {REF}))')
add("w-followup-new", f'(with [{{:db/id "f" :appt/id "A-9200" :appt/doctor [:doctor/code :doc/house] :appt/start {I("2026-06-01T08:00")} :appt/minutes 15}} [:db/add [:appt/id "A-0000"] :appt/followup "f"]] (q [:find ?id . :where [?a :appt/id "A-0000"] [?a :appt/followup ?f] [?f :appt/id ?id]]))')
add("w-coverage-update", '(with [[:db/add [:patient/mrn "MRN-0000"] :patient/coverage [:platinum 95]]] [:find ?c . :where [?p :patient/mrn "MRN-0000"] [?p :patient/coverage ?c]])')
add("w-vitals-update", '(with [[:db/add [:appt/id "A-0002"] :appt/vitals [37.2 72.0]]] [:find ?v . :where [?a :appt/id "A-0002"] [?a :appt/vitals ?v]])')
add("w-new-rx-component", '(with [{:appt/id "A-0000" :appt/rx [{:rx/drug "new" :rx/dose 1.5 :rx/cost 2.50M :rx/refills 0 :rx/generic true}]}] (pull [{:appt/rx [:rx/drug :rx/cost]}] [:appt/id "A-0000"]))')
add("w-move-appt-composite", f'(with [[:db/add [:appt/id "A-0000"] :appt/start {I("2026-03-01T08:30")}]] [:find ?s . :where [?a :appt/id "A-0000"] [?a :appt/doctor+start ?k] [(second ?k) ?s]])')
add("w-specialty-add-remove", '(with [[:db/add [:doctor/code :doc/nobody] :doctor/specialties :general] [:db/retract [:doctor/code :doc/house] :doctor/specialties :nephrology]] [:find ?c ?s :where [?d :doctor/specialties ?s] [?d :doctor/code ?c] [(contains? #{:doc/nobody :doc/house} ?c)]])')
add("w-bigint-charges", '(with [[:db/add [:patient/mrn "MRN-0000"] :patient/charges 12345678901234567890N]] [:find ?c . :where [?p :patient/mrn "MRN-0000"] [?p :patient/charges ?c]])')
add("w-new-status-ident", '(with [{:db/ident :status/rescheduled :status/label "Rescheduled" :status/rank 6 :status/final false} [:db/add [:appt/id "A-0001"] :appt/status :status/rescheduled]] [:find ?l . :where [?a :appt/id "A-0001"] [?a :appt/status ?s] [?s :status/label ?l]])')
add("w-upsert-by-composite-id", '(with [{:appt/id "A-0001" :appt/minutes 90 :appt/notes "extended"}] [:find ?m ?n :where [?a :appt/id "A-0001"] [?a :appt/minutes ?m] [?a :appt/notes ?n]])')
add("w-retract-phone-readd", '(with [[:db/retract [:patient/mrn "MRN-0000"] :patient/phone "+1-555-1000"] [:db/add [:patient/mrn "MRN-0037"] :patient/phone "+1-555-1000"]] [:find ?m . :where [?p :patient/phone "+1-555-1000"] [?p :patient/mrn ?m]])')
add("w-unique-identity-tempid-merge", '(with [{:db/id "x" :patient/mrn "MRN-0074" :patient/flags [:vip]} {:db/id "y" :patient/mrn "MRN-0074" :patient/flags [:wheelchair]}] (pull [:patient/flags] [:patient/mrn "MRN-0074"]))')
add("w-retract-status-entity", '(with [[:db/retractEntity :status/no-show]] [:find (count ?a) . :where [?a :appt/status ?s] [?s :db/ident :status/no-show]])')
add("w-nested-map-ref", '(with [{:appt/id "A-9300" :appt/doctor {:doctor/npi 2000001 :doctor/name "New Doc" :doctor/code :doc/new} :appt/minutes 5}] (pull [:appt/id {:appt/doctor [:doctor/name :doctor/code]}] [:appt/id "A-9300"]))')

# ---------------------------------------------------------------- parameterised batches (same shape, many inputs)
for code in ["house", "cuddy", "wilson", "ногов", "nobody", "adams", "nope"]:
    add(f"x-doc-stats/{code}", f"""(q [:find [(count ?a) (sum ?m) (avg ?m)] :in $ ?c :with ?a
 :where [?d :doctor/code ?c] [?a :appt/doctor ?d] [?a :appt/minutes ?m]] $ :doc/{code})""")
for sp in ["cardiology", "pediatrics", "neurology", "dermatology", "emergency"]:
    add(f"x-specialty-patients/{sp}", f"""(q [:find (count-distinct ?p) . :in $ ?s :where [?d :doctor/specialties ?s] [?a :appt/doctor ?d] [?a :appt/patient ?p]] $ :{sp})""")
for st in ["scheduled", "completed", "cancelled", "no-show", "checked-in"]:
    add(f"x-status-by-doctor/{st}", f"""(q [:find ?n (count ?a) :in $ ?st :where [?a :appt/status ?st] [?a :appt/doctor ?d] [?d :doctor/name ?n] :order-by [1 :desc ?n] :limit 3] $ :status/{st})""")
for mrn in ["MRN-0000", "MRN-0037", "MRN-0185", "MRN-0517", "MRN-0961", "MRN-0629"]:
    add(f"x-patient-summary/{mrn}", f"""(q [:find ?name (count ?a) (max ?s) :in $ ?mrn
 :where [?p :patient/mrn ?mrn] [?p :patient/name ?name] [?a :appt/patient ?p] [?a :appt/start ?s]] $ "{mrn}")""")
    add(f"x-patient-allergies/{mrn}", f"""(q [:find [?al ...] :in $ ?p :where [?p :patient/allergies ?al]] $ [:patient/mrn "{mrn}"])""")
for plan in ["gold", "silver", "bronze", "medicaid", "none", "platinum"]:
    add(f"x-plan-patients/{plan}", f"""(q [:find ?m ?pct :in $ ?plan :where [?p :patient/coverage ?c] [(untuple ?c) [?pl ?pct]] [(= ?pl ?plan)] [?p :patient/mrn ?m] :order-by [?m] :limit 4] $ :{plan})""")
for drug in ["warfarin", "Zoloft", "ácido fólico", "insulin glargine", "none"]:
    add(f"x-drug-cost/{drug.replace(' ', '_')}", f"""(q [:find [(min ?c) (max ?c) (count ?r)] :in $ ?drug :where [?r :rx/drug ?drug] [?r :rx/cost ?c]] $ "{drug}")""")
for day in ["2026-03-01", "2026-03-19", "2026-04-26", "2026-05-31"]:
    add(f"x-day-count/{day}", f"""(q [:find ?n (count ?a) :in $ ?from ?to :where [?a :appt/start ?s] [(<= ?from ?s)] [(< ?s ?to)] [?a :appt/doctor ?d] [?d :doctor/name ?n]]
 $ {I(day + "T00:00")} {I(day + "T23:59")})""")
for k in [1, 2, 3]:
    add(f"x-top-patients-rx/{k}", f"""(q [:find ?m (count ?r) :in $ ?k :where [?a :appt/patient ?p] [?a :appt/rx ?r] [?p :patient/mrn ?m] :order-by [1 :desc ?m] :limit ?k] $ {k})""")
for floor in [0, 1, 2, 3, 9]:
    add(f"x-floor-doctors/{floor}", f"""(q [:find [?n ...] :in $ ?f :where [?r :room/floor ?f] [?d :doctor/room ?r] [?d :doctor/name ?n]] $ {floor})""")
for n in [1, 3, 10]:
    add(f"x-max-n-dose/{n}", f"""(q [:find ?drug (max ?n ?d) :in $ ?n :where [?r :rx/drug ?drug] [?r :rx/dose ?d] [(contains? #{{"warfarin" "Zoloft"}} ?drug)]] $ {n})""")
    add(f"x-min-n-minutes/{n}", f"""(q [:find (min ?n ?m) . :in $ ?n :with ?a :where [?a :appt/minutes ?m]] $ {n})""")
for yrs in [-1, 0, 10, 100]:
    add(f"x-doctors-years-ge/{yrs}", f"""(q [:find (count ?d) . :in $ ?y :where [?d :doctor/years ?x] [(>= ?x ?y)]] $ {yrs})""")
for pat in ["^A", "ø|ö", "^$", "(?i)ANNA", "\\\\s"]:
    add(f"x-name-regex/{len(E)}", f"""(q [:find (count ?p) . :in $ ?re :where [?p :patient/name ?n] [(re-pattern ?re) ?rx] [(re-find ?rx ?n)]] $ "{pat}")""")
for doc in ["house", "chase", "okafor", "adams", "muller"]:
    add(f"x-referral-reach/{doc}", f"""(q [:find (count ?x) . :in $ % ?c :where [?d :doctor/code ?c] (refers ?d ?x)] $ {REF} :doc/{doc})""")
    add(f"x-referred-by/{doc}", f"""(q [:find [?c ...] :in $ % ?t :where [?x :doctor/code ?t] (refers ?d ?x) [?d :doctor/code ?c]] $ {REF} :doc/{doc})""")
for m in [0, 15, 30, 45, 60, 90]:
    add(f"x-appts-minutes/{m}", f"""(q [:find (count ?a) . :in $ ?m :where [?a :appt/minutes ?m]] $ {m})""")
for fl in ["vip", "interpreter", "wheelchair", "minor", "fall-risk"]:
    add(f"x-flag-appts/{fl}", f"""(q [:find ?m (count ?a) :in $ ?f :where [?p :patient/flags ?f] [?p :patient/mrn ?m] [?a :appt/patient ?p] :order-by [?m]] $ :{fl})""")
for w in [0.0, 50.0, 100.0, -5.0]:
    add(f"x-weight-above/{w}", f"""(q [:find (count ?p) . :in $ ?w :where [?p :patient/weight ?x] [(> ?x ?w)]] $ {w})""")
for eq in ["ecg", "mri", "xray", "scale", "none"]:
    add(f"x-equipment-appts/{eq}", f"""(q [:find (count ?a) . :in $ ?e :where [?r :room/equipment ?e] [?d :doctor/room ?r] [?a :appt/doctor ?d]] $ :{eq})""")
for k in [1, 2, 4]:
    add(f"x-within-hops-count/{k}", f"""(q [:find ?c (count ?x) :in $ % ?k :where [?d :doctor/code ?c] (hop ?d ?x ?k) :order-by [?c]] $ {HOPS} {k})""")

# ---------------------------------------------------------------- errors (deliberate)
add("e-unknown-attr-fn", "[:find ?x :where [?a :appt/minutes ?m] [(frobnicate ?m) ?x]]")
add("e-unbound-find", "[:find ?zz :where [?a :appt/minutes ?m]]")
add("e-unknown-rule", "[:find ?x :in $ % :where (nope ?x)]")
add("e-div-zero", "[:find ?x :where [?a :appt/minutes 0] [(/ 60 0) ?x]]")
add("e-too-few-inputs", "(q [:find ?n :in $ ?c :where [?d :doctor/code ?c] [?d :doctor/name ?n]] $)")
add("e-too-many-inputs", "(q [:find ?n :in $ ?c :where [?d :doctor/code ?c] [?d :doctor/name ?n]] $ :doc/house :doc/cuddy)")
add("e-lookup-non-unique", '(q [:find ?m :in $ ?p :where [?p :patient/mrn ?m]] $ [:patient/name "Anna Smith"])')
add("e-pull-bad-pattern", '(pull [:patient/name {:patient/primary}] [:patient/mrn "MRN-0000"])')
add("e-tx-wrong-type", '(with [[:db/add [:appt/id "A-0000"] :appt/minutes "thirty"]] [:find ?m . :where [?a :appt/id "A-0000"] [?a :appt/minutes ?m]])')
add("e-tx-unique-value-conflict", '(with [[:db/add [:patient/mrn "MRN-0037"] :patient/phone "+1-555-1000"]] [:find ?m :where [?p :patient/phone "+1-555-1000"] [?p :patient/mrn ?m]])')
add("e-subs-range", '[:find ?x :where [_ :patient/mrn ?m] [(subs ?m 20) ?x]]')
add("e-or-unequal", "[:find ?a :where [?a :appt/id] (or [?a :appt/minutes ?m] [?a :appt/notes ?n])]")
add("e-not-no-shared", "[:find ?a :where [?a :appt/id] (not [?x :appt/minutes 0])]")
add("e-unknown-aggregate", "[:find (avrg ?m) . :where [_ :appt/minutes ?m]]")
add("e-with-in-find", "[:find ?a (count ?m) :with ?a :where [?a :appt/minutes ?m]]")
add("e-tuple-wrong-arity", "(with [[:db/add [:patient/mrn \"MRN-0000\"] :patient/coverage [:gold]]] [:find ?c . :where [?p :patient/mrn \"MRN-0000\"] [?p :patient/coverage ?c]])")
add("e-cas-on-missing-entity", '(with [[:db/cas [:appt/id "A-NOPE"] :appt/minutes 30 45]] [:find (count ?a) . :where [?a :appt/id]])')
add("e-rule-arity", f'(q [:find ?x :in $ % :where (refers ?x)] $ {REF})')
add("e-max-n-zero", "[:find (max 0 ?c) . :where [_ :rx/cost ?c]]")
add("e-nth-out", "[:find ?x :where [_ :appt/vitals ?v] [(nth ?v 5) ?x]]")
add("e-bad-order-var", "[:find ?n :where [_ :doctor/name ?n] :order-by [?zz]]")
add("e-retract-entity-missing", '(with [[:db/retractEntity [:patient/mrn "MRN-NOPE"]]] [:find (count ?p) . :where [?p :patient/mrn]])')

# keep at most two entries of each parameterised x- batch (the corpus's size budget)
_seen = {}
_keep = []
for name, text in E:
    if name.startswith("x-"):
        g = name.split("/")[0]
        _seen[g] = _seen.get(g, 0) + 1
        if _seen[g] > 2:
            continue
    _keep.append((name, text))
E[:] = _keep

with open(os.path.join(HERE, "queries.edn"), "w") as f:
    for name, text in E:
        f.write(f";; @ {name}\n{text}\n\n")
print(len(E), "entries")
