#!/usr/bin/env python3
"""Writes queries.edn of the unseen95 parity corpus (deterministic): a booking calendar."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
E = []


def add(name, text):
    E.append((name, text.strip()))


DAY = 86400000
OVL = "[[(overlaps ?a ?b) [?a :booking/room ?r] [?b :booking/room ?r] [(!= ?a ?b)] [?a :booking/start ?s1] [?a :booking/end ?e1] [?b :booking/start ?s2] [?b :booking/end ?e2] [(< ?s1 ?e2)] [(< ?s2 ?e1)]]]"
MGR = "[[(reports ?a ?b) [?a :person/manager ?b]] [(reports ?a ?b) [?a :person/manager ?m] (reports ?m ?b)]]"
FOL = "[[(chain ?a ?b) [?a :booking/follows ?b]] [(chain ?a ?b) [?a :booking/follows ?m] (chain ?m ?b)]]"
BR = lambda i: f'[:booking/id "B{i:03d}"]'

# ---- basic patterns
add("b-rooms", "[:find ?c ?n :where [?r :room/code ?c] [?r :room/name ?n]]")
add("b-room-count", "[:find (count ?r) . :where [?r :room/code]]")
add("b-booking-count", "[:find (count ?b) . :where [?b :booking/id]]")
add("b-room-empty-name", '[:find ?c . :where [?r :room/name ""] [?r :room/code ?c]]')
add("b-room-tz", "[:find ?c ?tz :where [?r :room/tz ?tz] [?r :room/code ?c]]")
add("b-room-features", "[:find ?f (count ?r) :where [?r :room/features ?f]]")
add("b-room-no-features", "[:find ?c :where [?r :room/code ?c] [(missing? $ ?r :room/features)]]")
add("b-room-opened", "[:find ?c ?o :where [?r :room/opened ?o] [?r :room/code ?c]]")
add("b-room-opened-eq", '[:find ?c . :where [?r :room/opened #inst "1969-07-20T20:17:00.000-00:00"] [?r :room/code ?c]]')
add("b-room-opened-eq-offset", '[:find ?c . :where [?r :room/opened #inst "1969-07-20T22:17:00.000+02:00"] [?r :room/code ?c]]')
add("b-room-opened-eq-offset2", '[:find ?c . :where [?r :room/opened #inst "1969-07-20T15:17-05:00"] [?r :room/code ?c]]')
add("b-room-opened-eq-ms", '[:find ?c . :where [?r :room/opened #inst "1999-12-31T23:59:59.999Z"] [?r :room/code ?c]]')
add("b-room-opened-eq-ms-wrong", '[:find ?c . :where [?r :room/opened #inst "1999-12-31T23:59:59.998Z"] [?r :room/code ?c]]')
add("b-room-opened-date-only", '[:find ?c . :where [?r :room/opened #inst "2020-02-29"] [?r :room/code ?c]]')
add("b-room-opened-epoch", '[:find ?c . :where [?r :room/opened #inst "1970-01-01T00:00:00Z"] [?r :room/code ?c]]')
add("b-room-rate-zero", "[:find ?c :where [?r :room/rate 0.00M] [?r :room/code ?c]]")
add("b-room-rate-neg", "[:find ?c ?x :where [?r :room/rate ?x] [(neg? ?x)] [?r :room/code ?c]]")
add("b-room-area-negzero", "[:find ?c :where [?r :room/area -0.0] [?r :room/code ?c]]")
add("b-room-floor-neg", "[:find ?c . :where [?r :room/floor -1] [?r :room/code ?c]]")
add("b-person-names", "[:find ?e ?n :where [?p :person/email ?e] [?p :person/name ?n]]")
add("b-person-born", "[:find ?e ?b :where [?p :person/born ?b] [?p :person/email ?e]]")
add("b-person-no-born", "[:find ?e :where [?p :person/email ?e] [(missing? $ ?p :person/born)]]")
add("b-person-born-eq-last-ms-1969", '[:find ?e . :where [?p :person/born #inst "1969-12-31T23:59:59.999-00:00"] [?p :person/email ?e]]')
add("b-person-born-eq-first-ms-1970", '[:find ?e . :where [?p :person/born #inst "1970-01-01T00:00:00.001-00:00"] [?p :person/email ?e]]')
add("b-person-born-1900", '[:find ?e . :where [?p :person/born #inst "1900-01-01"] [?p :person/email ?e]]')
add("b-booking-starts-far-future", '[:find ?i . :where [?b :booking/start #inst "2999-12-31T23:59:59.999-00:00"] [?b :booking/id ?i]]')
add("b-booking-starts-1901", '[:find ?i . :where [?b :booking/start #inst "1901-01-01T00:00:00Z"] [?b :booking/id ?i]]')
add("b-booking-starts-offset", '[:find ?i . :where [?b :booking/start #inst "2025-01-31T18:30:00.000-05:00"] [?b :booking/id ?i]]')
add("b-booking-of-room", '[:find ?i :where [?r :room/code "R-202"] [?b :booking/room ?r] [?b :booking/id ?i]]')
add("b-booking-status", "[:find ?s (count ?b) :where [?b :booking/status ?s]]")
add("b-booking-tags", "[:find ?t (count ?b) :where [?b :booking/tags ?t]]")
add("b-booking-no-attendees", "[:find ?i :where [?b :booking/id ?i] [(missing? $ ?b :booking/attendees)]]")
add("b-booking-attendees-neg", "[:find ?i :where [?b :booking/attendees -1] [?b :booking/id ?i]]")
add("b-booking-empty-title", '[:find (count ?b) . :where [?b :booking/title ""]]')
add("b-booking-unicode-title", '[:find ?i :where [?b :booking/title "会議"] [?b :booking/id ?i]]')
add("b-booking-uuid", '[:find ?i . :where [?b :booking/uuid #uuid "00000000-0000-4000-8000-000000000066"] [?b :booking/id ?i]]')
add("b-booking-seq", "[:find ?i ?q :where [?b :booking/seq ?q] [?b :booking/id ?i]]")
add("b-booking-cost-1e2", "[:find ?i :where [?b :booking/cost 100M] [?b :booking/id ?i]]")
add("b-booking-cost-values", "[:find [?c ...] :where [_ :booking/cost ?c]]")
add("b-series", "[:find ?n ?e ?f :where [?s :series/name ?n] [?s :series/every ?e] [?s :series/first ?f]]")
add("b-series-no-until", "[:find ?n . :where [?s :series/name ?n] [(missing? $ ?s :series/until)]]")
add("b-cancel-count", "[:find (count ?c) . :where [?c :cancel/booking]]")
add("b-cancel-reasons", "[:find ?r :where [_ :cancel/reason ?r]]")
add("b-reminders", "[:find ?i (count ?r) :where [?b :booking/reminders ?r] [?b :booking/id ?i]]")
add("b-reminder-eq", '[:find ?i . :where [?b :booking/reminders #inst "2025-01-07T11:20:00.000-00:00"] [?b :booking/id ?i]]')
add("b-notes", "[:find ?t (count ?n) :where [?n :note/text ?t]]")
add("b-starts-set", "[:find [?s ...] :where [?b :booking/room [:room/code \"R-102\"]] [?b :booking/start ?s]]")
add("b-start-end-tuple", '[:find ?s ?e :where [?b :booking/id "B062"] [?b :booking/start ?s] [?b :booking/end ?e]]')
add("b-scalar-end", '[:find ?e . :where [?b :booking/id "B063"] [?b :booking/end ?e]]')
add("b-entity-attrs", '[:find ?a :where [?b :booking/id "B010"] [?b ?attr] [?attr :db/ident ?a]]')
add("b-attr-of-inst", '[:find ?a :where [?b :booking/id "B002"] [?b ?x ?v] [(inst? ?v)] [?x :db/ident ?a]]')

# ---- joins
add("j-booking-room-name", "[:find ?i ?rn :where [?b :booking/id ?i] [(> ?i \"B059\")] [?b :booking/room ?r] [?r :room/name ?rn]]")
add("j-owner-bookings", "[:find ?n (count ?b) :where [?b :booking/owner ?p] [?p :person/name ?n]]")
add("j-guest-bookings", "[:find ?e (count ?b) :where [?b :booking/guests ?p] [?p :person/email ?e]]")
add("j-owner-is-guest", "[:find ?i :where [?b :booking/owner ?p] [?b :booking/guests ?p] [?b :booking/id ?i]]")
add("j-manager-name", "[:find ?n ?mn :where [?p :person/manager ?m] [?p :person/name ?n] [?m :person/name ?mn]]")
add("j-manager-cycle", "[:find ?e :where [?p :person/manager ?m] [?m :person/manager ?p] [?p :person/email ?e]]")
add("j-cancel-booking", "[:find ?i ?r :where [?c :cancel/booking ?b] [?c :cancel/reason ?r] [?b :booking/id ?i]]")
add("j-cancel-by-owner", "[:find ?i :where [?c :cancel/booking ?b] [?c :cancel/by ?p] [?b :booking/owner ?p] [?b :booking/id ?i]]")
add("j-cancel-before-start", "[:find (count ?c) . :where [?c :cancel/booking ?b] [?c :cancel/at ?a] [?b :booking/start ?s] [(< ?a ?s)]]")
add("j-cancel-hours-before", "[:find ?i ?h :where [?c :cancel/booking ?b] [?c :cancel/at ?a] [?b :booking/start ?s] [(.getTime ?a) ?am] [(.getTime ?s) ?sm] [(- ?sm ?am) ?d] [(quot ?d 3600000) ?h] [?b :booking/id ?i]]")
add("j-series-bookings", "[:find ?n (count ?b) :where [?b :booking/series ?s] [?s :series/name ?n]]")
add("j-series-first-match", "[:find ?n ?i :where [?s :series/first ?f] [?b :booking/series ?s] [?b :booking/start ?f] [?s :series/name ?n] [?b :booking/id ?i]]")
add("j-follows", "[:find ?a ?b :where [?x :booking/follows ?y] [?x :booking/id ?a] [?y :booking/id ?b] [(< ?a \"B020\")]]")
add("j-follows-cycle", "[:find ?a :where [?x :booking/follows ?y] [?y :booking/follows ?x] [?x :booking/id ?a]]")
add("j-follows-after", "[:find (count ?x) . :where [?x :booking/follows ?y] [?x :booking/start ?s1] [?y :booking/start ?s2] [(> ?s1 ?s2)]]")
add("j-note-before-start", "[:find ?i ?t :where [?b :booking/notes ?n] [?n :note/at ?a] [?b :booking/start ?s] [(< ?a ?s)] [?n :note/text ?t] [?b :booking/id ?i] [(< ?i \"B020\")]]")
add("j-same-start", "[:find ?a ?b :where [?x :booking/start ?s] [?y :booking/start ?s] [(< ?a ?b)] [?x :booking/id ?a] [?y :booking/id ?b]]")
add("j-same-start-room", "[:find ?a ?b :where [?x :booking/start ?s] [?y :booking/start ?s] [?x :booking/room ?r] [?y :booking/room ?r] [?x :booking/id ?a] [?y :booking/id ?b] [(< ?a ?b)]]")
add("j-end-is-start", "[:find ?a ?b :where [?x :booking/end ?t] [?y :booking/start ?t] [?x :booking/id ?a] [?y :booking/id ?b]]")
add("j-end-is-start-same-room", "[:find ?a ?b :where [?x :booking/end ?t] [?y :booking/start ?t] [?x :booking/room ?r] [?y :booking/room ?r] [?x :booking/id ?a] [?y :booking/id ?b]]")
add("j-reminder-is-start", "[:find ?a ?b :where [?x :booking/reminders ?t] [?y :booking/start ?t] [?x :booking/id ?a] [?y :booking/id ?b]]")
add("j-room-tz-person-tz", "[:find ?c ?e :where [?r :room/tz ?tz] [?p :person/tz ?tz] [?r :room/code ?c] [?p :person/email ?e]]")
add("j-born-before-room", "[:find ?e ?c :where [?p :person/born ?pb] [?r :room/opened ?o] [(< ?pb ?o)] [(< ?o #inst \"1970-01-01\")] [?p :person/email ?e] [?r :room/code ?c]]")

# ---- overlaps
add("o-overlaps-all", "[:find ?a ?b :where [?x :booking/room ?r] [?y :booking/room ?r] [?x :booking/start ?s1] [?x :booking/end ?e1] [?y :booking/start ?s2] [?y :booking/end ?e2] [(< ?s1 ?e2)] [(< ?s2 ?e1)] [?x :booking/id ?a] [?y :booking/id ?b] [(< ?a ?b)]]")
add("o-overlaps-count", "[:find (count ?x) . :where [?x :booking/room ?r] [?y :booking/room ?r] [(!= ?x ?y)] [?x :booking/start ?s1] [?x :booking/end ?e1] [?y :booking/start ?s2] [?y :booking/end ?e2] [(< ?s1 ?e2)] [(< ?s2 ?e1)]]")
add("o-overlaps-rule", f"[:find ?a ?b :in $ % :where (overlaps ?x ?y) [?x :booking/id ?a] [?y :booking/id ?b] [(< ?a ?b)]]", )
E[-1] = ("o-overlaps-rule", f"(q '[:find ?a ?b :in $ % :where (overlaps ?x ?y) [?x :booking/id ?a] [?y :booking/id ?b] [(< ?a ?b)]] $ '{OVL})")
add("o-overlaps-per-room", f"(q '[:find ?c (count-distinct ?x) :in $ % :where (overlaps ?x ?y) [?x :booking/room ?r] [?r :room/code ?c]] $ '{OVL})")
add("o-overlaps-confirmed", "[:find ?a ?b :where [?x :booking/status :confirmed] [?y :booking/status :confirmed] [?x :booking/room ?r] [?y :booking/room ?r] [?x :booking/start ?s1] [?x :booking/end ?e1] [?y :booking/start ?s2] [?y :booking/end ?e2] [(< ?s1 ?e2)] [(< ?s2 ?e1)] [?x :booking/id ?a] [?y :booking/id ?b] [(< ?a ?b)]]")
add("o-overlaps-compare", "[:find ?a ?b :where [?x :booking/room ?r] [?y :booking/room ?r] [?x :booking/start ?s1] [?x :booking/end ?e1] [?y :booking/start ?s2] [?y :booking/end ?e2] [(compare ?s1 ?e2) ?c1] [(neg? ?c1)] [(compare ?s2 ?e1) ?c2] [(neg? ?c2)] [?x :booking/id ?a] [?y :booking/id ?b] [(< ?a ?b)]]")
add("o-overlaps-ms", "[:find ?a ?b :where [?x :booking/room ?r] [?y :booking/room ?r] [?x :booking/start ?s1] [?x :booking/end ?e1] [?y :booking/start ?s2] [?y :booking/end ?e2] [(.getTime ?s1) ?a1] [(.getTime ?e1) ?b1] [(.getTime ?s2) ?a2] [(.getTime ?e2) ?b2] [(< ?a1 ?b2)] [(< ?a2 ?b1)] [?x :booking/id ?a] [?y :booking/id ?b] [(< ?a ?b)]]")
add("o-touching", "[:find ?a ?b :where [?x :booking/room ?r] [?y :booking/room ?r] [?x :booking/end ?e] [?y :booking/start ?s] [(= ?e ?s)] [?x :booking/id ?a] [?y :booking/id ?b]]")
add("o-touching-compare", "[:find ?a ?b :where [?x :booking/room ?r] [?y :booking/room ?r] [?x :booking/end ?e] [?y :booking/start ?s] [(compare ?e ?s) ?cmp] [(zero? ?cmp)] [?x :booking/id ?a] [?y :booking/id ?b]]")
add("o-contained", "[:find ?a ?b :where [?x :booking/room ?r] [?y :booking/room ?r] [(!= ?x ?y)] [?x :booking/start ?s1] [?x :booking/end ?e1] [?y :booking/start ?s2] [?y :booking/end ?e2] [(<= ?s1 ?s2)] [(>= ?e1 ?e2)] [?x :booking/id ?a] [?y :booking/id ?b]]")
add("o-identical", "[:find ?a ?b :where [?x :booking/start ?s] [?y :booking/start ?s] [?x :booking/end ?e] [?y :booking/end ?e] [?x :booking/room ?r] [?y :booking/room ?r] [?x :booking/id ?a] [?y :booking/id ?b] [(< ?a ?b)]]")
add("o-free-rooms", """(q '[:find ?c :in $ ?from ?to :where [?r :room/code ?c]
 (not-join [?r ?from ?to] [?b :booking/room ?r] [?b :booking/start ?s] [?b :booking/end ?e] [(< ?s ?to)] [(< ?from ?e)])]
 $ #inst "2025-01-06T09:00:00Z" #inst "2025-01-06T10:00:00Z")""")
add("o-free-rooms-night", """(q '[:find ?c :in $ ?from ?to :where [?r :room/code ?c]
 (not-join [?r ?from ?to] [?b :booking/room ?r] [?b :booking/start ?s] [?b :booking/end ?e] [(< ?s ?to)] [(< ?from ?e)])]
 $ #inst "2025-01-01T00:00:00.000+01:00" #inst "2025-01-01T02:00:00.000+01:00")""")
add("o-busy-at", """(q '[:find ?i :in $ ?t :where [?b :booking/start ?s] [(<= ?s ?t)] [?b :booking/end ?e] [(< ?t ?e)] [?b :booking/id ?i]] $ #inst "2025-01-06T09:30:00Z")""")
add("o-busy-at-midnight", """(q '[:find ?i :in $ ?t :where [?b :booking/start ?s] [(<= ?s ?t)] [?b :booking/end ?e] [(< ?t ?e)] [?b :booking/id ?i]] $ #inst "2025-02-01T00:00:00Z")""")
add("o-busy-at-epoch", """(q '[:find ?i :in $ ?t :where [?b :booking/start ?s] [(<= ?s ?t)] [?b :booking/end ?e] [(< ?t ?e)] [?b :booking/id ?i]] $ #inst "1970-01-01T00:00:00Z")""")
add("o-busy-at-leap", """(q '[:find ?i :in $ ?t :where [?b :booking/start ?s] [(<= ?s ?t)] [?b :booking/end ?e] [(< ?t ?e)] [?b :booking/id ?i]] $ #inst "2024-03-01T00:30:00+00:00")""")
add("o-busy-at-end-exclusive", """(q '[:find ?i :in $ ?t :where [?b :booking/start ?s] [(<= ?s ?t)] [?b :booking/end ?e] [(< ?t ?e)] [?b :booking/id ?i]] $ #inst "2025-01-06T10:00:00Z")""")
add("o-conflict-candidate", """(q '[:find ?i :in $ ?code ?from ?to :where [?r :room/code ?code] [?b :booking/room ?r] [?b :booking/start ?s] [?b :booking/end ?e] [(< ?s ?to)] [(< ?from ?e)] [?b :booking/id ?i]] $ "R-101" #inst "2025-01-06T08:45:00Z" #inst "2025-01-06T09:15:00Z")""")
add("o-conflict-candidate-offset", """(q '[:find ?i :in $ ?code ?from ?to :where [?r :room/code ?code] [?b :booking/room ?r] [?b :booking/start ?s] [?b :booking/end ?e] [(< ?s ?to)] [(< ?from ?e)] [?b :booking/id ?i]] $ "R-101" #inst "2025-01-06T09:45:00+01:00" #inst "2025-01-06T10:15:00+01:00")""")
add("o-crosses-midnight", "[:find ?i :where [?b :booking/start ?s] [?b :booking/end ?e] [(.getTime ?s) ?a] [(.getTime ?e) ?z] [(quot ?a 86400000) ?d1] [(quot ?z 86400000) ?d2] [(!= ?d1 ?d2)] [?b :booking/id ?i]]")
add("o-crosses-midnight-floor", "[:find ?i :where [?b :booking/start ?s] [?b :booking/end ?e] [(.getTime ?s) ?a] [(.getTime ?e) ?z] [(dec ?z) ?z1] [(Math/floorDiv ?a 86400000) ?d1] [(Math/floorDiv ?z1 86400000) ?d2] [(< ?d1 ?d2)] [?b :booking/id ?i]]")
add("o-not-overlap-guest", "[:find ?e :where [?p :person/email ?e] (not-join [?p] [?b :booking/guests ?p] [?b :booking/start ?s] [(< ?s #inst \"2025-01-07\")] [(>= ?s #inst \"2025-01-06\")])]")
add("o-person-double-booked", "[:find ?e ?a ?b :where [?x :booking/owner ?p] [?y :booking/owner ?p] [?x :booking/start ?s1] [?x :booking/end ?e1] [?y :booking/start ?s2] [?y :booking/end ?e2] [(< ?s1 ?e2)] [(< ?s2 ?e1)] [?x :booking/id ?a] [?y :booking/id ?b] [(< ?a ?b)] [?p :person/email ?e]]")
add("o-overlap-with-input", """(q '[:find ?i :in $ [?from ?to] :where [?b :booking/start ?s] [?b :booking/end ?e] [(< ?s ?to)] [(< ?from ?e)] [?b :booking/id ?i]] $ [#inst "1969-12-31T23:30:00Z" #inst "1970-01-01T00:30:00Z"])""")
add("o-overlap-windows", """(q '[:find ?w (count ?b) :in $ [[?w ?from ?to]] :where [?b :booking/start ?s] [?b :booking/end ?e] [(< ?s ?to)] [(< ?from ?e)]] $ [[:mon #inst "2025-01-06" #inst "2025-01-07"] [:tue #inst "2025-01-07" #inst "2025-01-08"] [:old #inst "1900-01-01" #inst "1970-01-01"] [:none #inst "2026-01-01" #inst "2026-01-02"]])""")

# ---- predicates and functions on instants
add("p-before-1970", "[:find ?i :where [?b :booking/start ?s] [(< ?s #inst \"1970-01-01T00:00:00Z\")] [?b :booking/id ?i]]")
add("p-after-2100", "[:find ?i :where [?b :booking/start ?s] [(> ?s #inst \"2100-01-01\")] [?b :booking/id ?i]]")
add("p-jan-6", "[:find (count ?b) . :where [?b :booking/start ?s] [(>= ?s #inst \"2025-01-06\")] [(< ?s #inst \"2025-01-07\")]]")
add("p-jan-6-zurich", "[:find (count ?b) . :where [?b :booking/start ?s] [(>= ?s #inst \"2025-01-06T00:00:00+01:00\")] [(< ?s #inst \"2025-01-07T00:00:00+01:00\")]]")
add("p-between-inclusive", "[:find ?i :where [?b :booking/start ?s] [(<= #inst \"2025-01-06T08:00:00Z\" ?s #inst \"2025-01-06T09:00:00Z\")] [?b :booking/id ?i]]")
add("p-compare-pos", "[:find (count ?b) . :where [?b :booking/start ?s] [(compare ?s #inst \"2025-01-10\") ?c] [(pos? ?c)]]")
add("p-compare-value", "[:find ?i ?c :where [?b :booking/id ?i] [(> ?i \"B060\")] [?b :booking/start ?s] [(compare ?s #inst \"2025-01-01\") ?c]]")
add("p-eq-inst", "[:find ?i :where [?b :booking/start ?s] [(= ?s #inst \"2025-01-06T09:00:00.000-00:00\")] [?b :booking/id ?i]]")
add("p-eq-inst-offset", "[:find ?i :where [?b :booking/start ?s] [(= ?s #inst \"2025-01-06T10:00:00.000+01:00\")] [?b :booking/id ?i]]")
add("p-not-eq-inst", "[:find (count ?b) . :where [?b :booking/start ?s] [(not= ?s #inst \"2025-01-06T09:00:00.000-00:00\")]]")
add("p-end-after-start", "[:find (count ?b) . :where [?b :booking/start ?s] [?b :booking/end ?e] [(< ?s ?e)]]")
add("p-duration-min", "[:find ?i ?m :where [?b :booking/id ?i] [(> ?i \"B059\")] [?b :booking/start ?s] [?b :booking/end ?e] [(.getTime ?s) ?a] [(.getTime ?e) ?z] [(- ?z ?a) ?d] [(/ ?d 60000) ?m]]")
add("p-duration-quot", "[:find ?i ?m :where [?b :booking/id ?i] [(< ?i \"B012\")] [?b :booking/start ?s] [?b :booking/end ?e] [(.getTime ?s) ?a] [(.getTime ?e) ?z] [(- ?z ?a) ?d] [(quot ?d 60000) ?m]]")
add("p-duration-inst-ms", "[:find ?i ?d :where [?b :booking/id ?i] [(> ?i \"B059\")] [?b :booking/start ?s] [?b :booking/end ?e] [(inst-ms ?s) ?a] [(inst-ms ?e) ?z] [(- ?z ?a) ?d]]")
add("p-long-bookings", "[:find ?i :where [?b :booking/start ?s] [?b :booking/end ?e] [(.getTime ?s) ?a] [(.getTime ?e) ?z] [(- ?z ?a) ?d] [(>= ?d 7200000)] [?b :booking/id ?i]]")
add("p-short-bookings", "[:find ?i :where [?b :booking/start ?s] [?b :booking/end ?e] [(.getTime ?s) ?a] [(.getTime ?e) ?z] [(- ?z ?a) ?d] [(< ?d 900000)] [?b :booking/id ?i]]")
add("p-get-time", "[:find ?i ?ms :where [?b :booking/id ?i] [(> ?i \"B060\")] [?b :booking/start ?s] [(.getTime ?s) ?ms]]")
add("p-inst-ms", "[:find ?i ?ms :where [?b :booking/id ?i] [(> ?i \"B060\")] [?b :booking/start ?s] [(inst-ms ?s) ?ms]]")
add("p-neg-ms", "[:find ?i ?ms :where [?b :booking/start ?s] [(.getTime ?s) ?ms] [(neg? ?ms)] [?b :booking/id ?i]]")
add("p-ms-of-born", "[:find ?e ?ms :where [?p :person/born ?b] [(inst-ms ?b) ?ms] [?p :person/email ?e]]")
add("p-day-bucket", "[:find ?d (count ?b) :where [?b :booking/start ?s] [(.getTime ?s) ?ms] [(quot ?ms 86400000) ?d]]")
add("p-day-bucket-neg-quot", "[:find ?i ?d :where [?b :booking/start ?s] [(.getTime ?s) ?ms] [(neg? ?ms)] [(quot ?ms 86400000) ?d] [?b :booking/id ?i]]")
add("p-day-bucket-floor", "[:find ?i ?d :where [?b :booking/start ?s] [(.getTime ?s) ?ms] [(neg? ?ms)] [(Math/floorDiv ?ms 86400000) ?d] [?b :booking/id ?i]]")
add("p-hour-of-day", "[:find ?h (count ?b) :where [?b :booking/start ?s] [(.getTime ?s) ?ms] [(mod ?ms 86400000) ?t] [(quot ?t 3600000) ?h]]")
add("p-hour-of-day-rem", "[:find ?i ?h :where [?b :booking/start ?s] [(.getTime ?s) ?ms] [(neg? ?ms)] [(rem ?ms 86400000) ?t] [(quot ?t 3600000) ?h] [?b :booking/id ?i]]")
add("p-minute-aligned", "[:find (count ?b) . :where [?b :booking/start ?s] [(.getTime ?s) ?ms] [(mod ?ms 60000) ?r] [(zero? ?r)]]")
add("p-not-minute-aligned", "[:find ?i :where [?b :booking/start ?s] [(.getTime ?s) ?ms] [(mod ?ms 60000) ?r] [(pos? ?r)] [?b :booking/id ?i]]")
add("p-ms-part", "[:find ?i ?r :where [?b :booking/start ?s] [(.getTime ?s) ?ms] [(mod ?ms 1000) ?r] [(pos? ?r)] [?b :booking/id ?i]]")
add("p-str-inst", "[:find ?i ?x :where [?b :booking/id ?i] [(> ?i \"B060\")] [?b :booking/start ?s] [(str ?s) ?x]]")
add("p-pr-str-inst", "[:find ?i ?x :where [?b :booking/id ?i] [(> ?i \"B060\")] [?b :booking/start ?s] [(pr-str ?s) ?x]]")
add("p-str-inst-concat", "[:find ?x . :where [?b :booking/id \"B063\"] [?b :booking/start ?s] [?b :booking/end ?e] [(str ?s \" → \" ?e) ?x]]")
add("p-str-inst-subs", "[:find ?d (count ?b) :where [?b :booking/start ?s] [(str ?s) ?x] [(subs ?x 0 10) ?d] [(clojure.string/starts-with? ?d \"2025-01-0\")]]")
add("p-str-inst-year", "[:find ?y :where [?b :booking/start ?s] [(pr-str ?s) ?x] [(subs ?x 7 11) ?y]]")
add("p-str-born", "[:find ?e ?x :where [?p :person/born ?b] [(str ?b) ?x] [?p :person/email ?e]]")
add("p-str-opened", "[:find ?c ?x :where [?r :room/opened ?o] [(pr-str ?o) ?x] [?r :room/code ?c]]")
add("p-inst-pred", "[:find (count ?v) . :where [_ :booking/start ?v] [(inst? ?v)]]")
add("p-type-inst", "[:find ?t . :where [?b :booking/id \"B001\"] [?b :booking/start ?s] [(type ?s) ?t]]")
add("p-inst-max-fn", "[:find ?x . :where [?b :booking/id \"B001\"] [?b :booking/start ?s] [?b :booking/end ?e] [(max ?s ?e) ?x]]")
add("p-instant-ms-arith", "[:find ?i ?x :where [?b :booking/id ?i] [(> ?i \"B064\")] [?b :booking/start ?s] [(inst-ms ?s) ?ms] [(+ ?ms 3600000) ?x]]")
add("p-to-date", "[:find ?x . :where [?b :booking/id \"B002\"] [?b :booking/start ?s] [(.getTime ?s) ?ms] [(+ ?ms 60000) ?y] [(java.util.Date. ?y) ?x]]")
add("p-cost-pos", "[:find (count ?b) . :where [?b :booking/cost ?c] [(pos? ?c)]]")
add("p-cost-sum-row", "[:find ?i ?x :where [?b :booking/id ?i] [(< ?i \"B006\")] [?b :booking/cost ?c] [(+ ?c 0.5M) ?x]]")
add("p-rate-hours", "[:find ?i ?x :where [?b :booking/id ?i] [(> ?i \"B060\")] [?b :booking/room ?r] [?r :room/rate ?rate] [?b :booking/start ?s] [?b :booking/end ?e] [(.getTime ?s) ?a] [(.getTime ?e) ?z] [(- ?z ?a) ?d] [(quot ?d 60000) ?m] [(* ?rate ?m) ?x]]")
add("p-title-upper", "[:find ?u :where [_ :booking/title ?t] [(clojure.string/upper-case ?t) ?u]]")
add("p-title-blank", "[:find (count ?b) . :where [?b :booking/title ?t] [(clojure.string/blank? ?t)]]")
add("p-title-includes", "[:find ?t :where [_ :booking/title ?t] [(clojure.string/includes? ?t \"&\")]]")
add("p-tz-split", "[:find ?region (count ?r) :where [?r :room/tz ?tz] [(clojure.string/split ?tz #\"/\") [?region]]]")
add("p-tz-region-city", "[:find ?region ?city :where [_ :person/tz ?tz] [(clojure.string/split ?tz #\"/\") [?region ?city]]]")
add("p-tz-re", "[:find ?e :where [?p :person/tz ?tz] [(re-matches #\"Europe/.*\" ?tz)] [?p :person/email ?e]]")
add("p-tz-count", "[:find ?tz ?n :where [_ :person/tz ?tz] [(count ?tz) ?n]]")
add("p-email-local", "[:find ?l :where [_ :person/email ?e] [(clojure.string/index-of ?e \"@\") ?k] [(subs ?e 0 ?k) ?l]]")
add("p-name-reverse", "[:find ?r :where [_ :person/name ?n] [(clojure.string/reverse ?n) ?r]]")
add("p-uuid-str", "[:find ?x . :where [?b :booking/id \"B066\"] [?b :booking/uuid ?u] [(str ?u) ?x]]")
add("p-seq-mod", "[:find ?i ?m :where [?b :booking/seq ?q] [(mod ?q 7) ?m] [?b :booking/id ?i]]")
add("p-tags-name", "[:find ?n :where [_ :booking/tags ?t] [(name ?t) ?n]]")
add("p-status-kw", "[:find ?i :where [?b :booking/status ?s] [(= ?s :cancelled)] [?b :booking/id ?i] [(< ?i \"B020\")]]")
add("p-attendees-ratio", "[:find ?i ?x :where [?b :booking/id ?i] [(< ?i \"B008\")] [?b :booking/attendees ?a] [?b :booking/room ?r] [?r :room/capacity ?c] [(/ ?a ?c) ?x]]")
add("p-attendees-over-cap", "[:find ?i :where [?b :booking/attendees ?a] [?b :booking/room ?r] [?r :room/capacity ?c] [(> ?a ?c)] [?b :booking/id ?i]]")
add("p-area-double", "[:find ?c ?x :where [?r :room/area ?a] [(* ?a 2.5) ?x] [?r :room/code ?c]]")
add("p-ground", "(q [:find ?t . :where [(ground #inst \"2025-05-05T05:05:05.005Z\") ?t]])")
add("p-ground-coll", "(q [:find ?t :where [(ground [#inst \"2025-01-01\" #inst \"1969-01-01\"]) [?t ...]]])")
add("p-identity-inst", "[:find ?x . :where [?b :booking/id \"B065\"] [?b :booking/start ?s] [(identity ?s) ?x]]")
add("p-vector-of-insts", "[:find ?v . :where [?b :booking/id \"B061\"] [?b :booking/start ?s] [?b :booking/end ?e] [(vector ?s ?e) ?v]]")
add("p-tuple-of-insts", "[:find ?v . :where [?b :booking/id \"B062\"] [?b :booking/start ?s] [?b :booking/end ?e] [(tuple ?s ?e) ?v]]")
add("p-untuple-insts", "(q [:find ?a ?z :where [(ground [#inst \"2025-01-01\" #inst \"2025-01-02\"]) ?t] [(untuple ?t) [?a ?z]]])")
add("p-sort-insts", "[:find ?v . :where [?b :booking/id \"B011\"] [?b :booking/start ?s] [?b :booking/end ?e] [(vector ?e ?s) ?x] [(sort ?x) ?v]]")
add("p-distinct-insts", "[:find ?v . :where [?b :booking/id \"B011\"] [?b :booking/start ?s] [(vector ?s ?s) ?x] [(distinct ?x) ?v]]")
add("p-set-insts", "[:find ?v . :where [?b :booking/id \"B011\"] [?b :booking/start ?s] [(hash-set ?s ?s) ?v]]")
add("p-min-inst-fn", "(q [:find ?x . :where [(ground [#inst \"2025-01-01\" #inst \"1969-01-01\" #inst \"2999-01-01\"]) ?v] [(sort ?v) ?s] [(first ?s) ?x]])")
add("p-count-coll", "(q [:find ?n . :where [(ground [#inst \"2025-01-01\" #inst \"2025-01-01T00:00:00+00:00\"]) ?v] [(distinct ?v) ?d] [(count ?d) ?n]])")
add("p-inst-in-map", "[:find ?m . :where [?b :booking/id \"B063\"] [?b :booking/start ?s] [(hash-map :start ?s) ?m]]")
add("p-get-map-inst", "[:find ?x . :where [?b :booking/id \"B063\"] [?b :booking/start ?s] [(hash-map :start ?s) ?m] [(get ?m :start) ?x]]")
add("p-contains-inst", "[:find ?i :where [(ground #{#inst \"2025-01-06T09:00:00Z\" #inst \"1901-01-01\"}) ?set] [?b :booking/start ?s] [(contains? ?set ?s)] [?b :booking/id ?i]]")
add("p-get-else-att", "[:find ?i ?a :where [?b :booking/id ?i] [(< ?i \"B015\")] [(get-else $ ?b :booking/attendees 0) ?a]]")
add("p-get-else-inst", "[:find ?e ?b :where [?p :person/email ?e] [(get-else $ ?p :person/born #inst \"1970-01-01\") ?b]]")
add("p-get-some", "[:find ?e ?v :where [?p :person/email ?e] [(get-some $ ?p :person/born :person/tz) [?a ?v]]]")
add("p-missing-end", "[:find (count ?b) . :where [?b :booking/id] [(missing? $ ?b :booking/end)]]")
add("p-reminder-gap", "[:find ?i ?min :where [?b :booking/reminders ?r] [?b :booking/start ?s] [(.getTime ?s) ?a] [(.getTime ?r) ?z] [(- ?a ?z) ?d] [(quot ?d 60000) ?min] [?b :booking/id ?i] [(< ?i \"B010\")]]")
add("p-note-gap-ms", "[:find ?i ?d :where [?b :booking/notes ?n] [?n :note/at ?a] [?b :booking/start ?s] [(inst-ms ?s) ?x] [(inst-ms ?a) ?y] [(- ?x ?y) ?d] [?b :booking/id ?i]]")
add("p-if-fn", "[:find ?i ?k :where [?b :booking/id ?i] [(< ?i \"B006\")] [?b :booking/start ?s] [(< ?s #inst \"2025-01-07\") ?early] [(if ?early :early :late) ?k]]")
E[-1] = ("p-bool-fn", "[:find ?i ?early :where [?b :booking/id ?i] [(< ?i \"B006\")] [?b :booking/start ?s] [(< ?s #inst \"2025-01-07\") ?early]]")
add("p-str-join-tags", "[:find ?i ?x :where [?b :booking/id ?i] [(< ?i \"B006\")] [?b :booking/start ?s] [?b :booking/title ?t] [(str ?t \"@\" ?s) ?x]]")
add("p-format-ms", "[:find ?x . :where [?b :booking/id \"B067\"] [?b :booking/start ?s] [(.getTime ?s) ?ms] [(format \"%d ms\" ?ms) ?x]]")
add("p-long-div-double", "[:find ?i ?h :where [?b :booking/id ?i] [(> ?i \"B060\")] [?b :booking/start ?s] [?b :booking/end ?e] [(.getTime ?s) ?a] [(.getTime ?e) ?z] [(- ?z ?a) ?d] [(/ ?d 3600000.0) ?h]]")

# ---- aggregates
add("a-min-start", "[:find (min ?s) . :where [_ :booking/start ?s]]")
add("a-max-start", "[:find (max ?s) . :where [_ :booking/start ?s]]")
add("a-min-max-start", "[:find (min ?s) (max ?s) :where [_ :booking/start ?s]]")
add("a-min-end-per-room", "[:find ?c (min ?e) :where [?b :booking/end ?e] [?b :booking/room ?r] [?r :room/code ?c]]")
add("a-max-end-per-room", "[:find ?c (max ?e) :where [?b :booking/end ?e] [?b :booking/room ?r] [?r :room/code ?c]]")
add("a-min-born", "[:find (min ?b) . :where [_ :person/born ?b]]")
add("a-max-born", "[:find (max ?b) . :where [_ :person/born ?b]]")
add("a-min-opened", "[:find (min ?o) (max ?o) :where [_ :room/opened ?o]]")
add("a-count-distinct-start", "[:find (count-distinct ?s) . :where [_ :booking/start ?s]]")
add("a-count-start", "[:find (count ?s) . :where [_ :booking/start ?s]]")
add("a-count-with", "[:find (count ?s) . :with ?b :where [?b :booking/start ?s]]")
add("a-count-distinct-end-room", "[:find ?c (count-distinct ?e) :where [?b :booking/end ?e] [?b :booking/room ?r] [?r :room/code ?c]]")
add("a-distinct-starts-room", "[:find ?c (distinct ?s) :where [?b :booking/start ?s] [?b :booking/room ?r] [?r :room/code ?c] [(< ?s #inst \"2000-01-01\")]]")
add("a-distinct-day", "[:find (distinct ?d) . :where [_ :booking/start ?s] [(.getTime ?s) ?ms] [(quot ?ms 86400000) ?d]]")
add("a-min-n", "[:find (min 3 ?s) . :where [_ :booking/start ?s]]")
add("a-max-n", "[:find (max 3 ?s) . :where [_ :booking/start ?s]]")
add("a-min-n-room", "[:find ?c (min 2 ?s) :where [?b :booking/start ?s] [?b :booking/room ?r] [?r :room/code ?c]]")
add("a-sum-duration", "[:find (sum ?d) . :with ?b :where [?b :booking/start ?s] [?b :booking/end ?e] [(.getTime ?s) ?a] [(.getTime ?e) ?z] [(- ?z ?a) ?d]]")
add("a-sum-duration-room", "[:find ?c (sum ?m) :with ?b :where [?b :booking/room ?r] [?r :room/code ?c] [?b :booking/start ?s] [?b :booking/end ?e] [(.getTime ?s) ?a] [(.getTime ?e) ?z] [(- ?z ?a) ?d] [(quot ?d 60000) ?m]]")
add("a-sum-duration-no-with", "[:find ?c (sum ?m) :where [?b :booking/room ?r] [?r :room/code ?c] [?b :booking/start ?s] [?b :booking/end ?e] [(.getTime ?s) ?a] [(.getTime ?e) ?z] [(- ?z ?a) ?d] [(quot ?d 60000) ?m]]")
add("a-avg-duration", "[:find (avg ?m) . :with ?b :where [?b :booking/start ?s] [?b :booking/end ?e] [(.getTime ?s) ?a] [(.getTime ?e) ?z] [(- ?z ?a) ?d] [(quot ?d 60000) ?m]]")
add("a-median-duration", "[:find (median ?m) . :with ?b :where [?b :booking/start ?s] [?b :booking/end ?e] [(.getTime ?s) ?a] [(.getTime ?e) ?z] [(- ?z ?a) ?d] [(quot ?d 60000) ?m]]")
add("a-max-duration", "[:find (max ?d) . :where [?b :booking/start ?s] [?b :booking/end ?e] [(.getTime ?s) ?a] [(.getTime ?e) ?z] [(- ?z ?a) ?d]]")
add("a-min-duration-room", "[:find ?c (min ?d) :where [?b :booking/room ?r] [?r :room/code ?c] [?b :booking/start ?s] [?b :booking/end ?e] [(.getTime ?s) ?a] [(.getTime ?e) ?z] [(- ?z ?a) ?d]]")
add("a-per-day", "[:find ?d (count ?b) :where [?b :booking/start ?s] [(>= ?s #inst \"2025-01-06\")] [(< ?s #inst \"2025-01-20\")] [(.getTime ?s) ?ms] [(quot ?ms 86400000) ?d]]")
add("a-per-day-str", "[:find ?d (count ?b) :where [?b :booking/start ?s] [(str ?s) ?x] [(subs ?x 0 10) ?d]]")
add("a-per-month", "[:find ?m (count ?b) :where [?b :booking/start ?s] [(pr-str ?s) ?x] [(subs ?x 7 14) ?m]]")
add("a-first-per-day", "[:find ?d (min ?s) :where [?b :booking/start ?s] [(.getTime ?s) ?ms] [(quot ?ms 86400000) ?d] [(> ?d 20000)] [(< ?d 20200)]]")
add("a-last-end-per-owner", "[:find ?e (max ?end) :where [?b :booking/owner ?p] [?b :booking/end ?end] [?p :person/email ?e]]")
add("a-first-per-owner-under-2100", "[:find ?e (min ?s) (max ?s) :where [?b :booking/owner ?p] [?b :booking/start ?s] [(< ?s #inst \"2100-01-01\")] [?p :person/email ?e]]")
add("a-count-per-status", "[:find ?st (count ?b) (min ?s) :where [?b :booking/status ?st] [?b :booking/start ?s]]")
add("a-min-reminder", "[:find ?i (min ?r) (count ?r) :where [?b :booking/reminders ?r] [?b :booking/id ?i] [(< ?i \"B020\")]]")
add("a-count-distinct-reminders", "[:find (count-distinct ?r) . :where [_ :booking/reminders ?r]]")
add("a-sum-cost", "[:find (sum ?c) . :with ?b :where [?b :booking/cost ?c]]")
add("a-sum-cost-room", "[:find ?rc (sum ?c) :with ?b :where [?b :booking/cost ?c] [?b :booking/room ?r] [?r :room/code ?rc]]")
add("a-max-cost", "[:find (max ?c) (min ?c) :where [_ :booking/cost ?c]]")
add("a-avg-attendees", "[:find (avg ?a) . :with ?b :where [?b :booking/attendees ?a]]")
add("a-median-attendees", "[:find (median ?a) . :with ?b :where [?b :booking/attendees ?a]]")
add("a-median-start-ms", "[:find (median ?ms) . :with ?b :where [?b :booking/start ?s] [(.getTime ?s) ?ms]]")
add("a-sum-area", "[:find (sum ?a) . :with ?r :where [?r :room/area ?a]]")
add("a-count-guests", "[:find ?i (count ?g) :where [?b :booking/guests ?g] [?b :booking/id ?i] [(> ?i \"B060\")]]")
add("a-count-distinct-owners-room", "[:find ?c (count-distinct ?p) :where [?b :booking/owner ?p] [?b :booking/room ?r] [?r :room/code ?c]]")
add("a-cancel-latest", "[:find (max ?a) . :where [_ :cancel/at ?a]]")
add("a-cancel-earliest-reason", "[:find ?r (min ?a) :where [?c :cancel/reason ?r] [?c :cancel/at ?a]]")
add("a-max-seq", "[:find (max ?q) (sum ?q) :where [_ :booking/seq ?q]]")
add("a-rand-one", "[:find (count ?b) (min ?s) :where [?b :booking/room [:room/code \"R-B1\"]] [?b :booking/start ?s]]")
add("a-distinct-tz", "[:find (distinct ?tz) . :where [_ :person/tz ?tz]]")
add("a-count-empty", "[:find (count ?b) . :where [?b :booking/start ?s] [(> ?s #inst \"3000-01-01\")]]")
add("a-min-empty", "[:find (min ?s) . :where [?b :booking/start ?s] [(> ?s #inst \"3000-01-01\")]]")
add("a-max-with-tuple", "[:find ?c (max ?s) (count ?b) :where [?b :booking/room ?r] [?r :room/code ?c] [?b :booking/start ?s] [(< ?s #inst \"2025-01-08\")]]")
add("a-min-notes-at", "[:find (min ?a) (max ?a) :where [_ :note/at ?a]]")

# ---- order-by / limit / offset
for k, (q, extra) in enumerate([
        ("[:find ?s ?i :where [?b :booking/start ?s] [?b :booking/id ?i]]", ":order-by [?s] :limit 5"),
        ("[:find ?s ?i :where [?b :booking/start ?s] [?b :booking/id ?i]]", ":order-by [?s :desc] :limit 5"),
        ("[:find ?s ?i :where [?b :booking/start ?s] [?b :booking/id ?i]]", ":order-by [?s ?i] :limit 6 :offset 3"),
        ("[:find ?e ?i :where [?b :booking/end ?e] [?b :booking/id ?i]]", ":order-by [?e :desc ?i] :limit 4"),
        ("[:find ?s :where [_ :booking/start ?s]]", ":order-by [?s] :limit 3"),
        ("[:find ?s :where [_ :booking/start ?s]]", ":order-by [?s :desc] :limit 3"),
        ("[:find ?b ?e :where [?p :person/born ?b] [?p :person/email ?e]]", ":order-by [?b]"),
        ("[:find ?b ?e :where [?p :person/born ?b] [?p :person/email ?e]]", ":order-by [?b :desc] :limit 2"),
        ("[:find ?o ?c :where [?r :room/opened ?o] [?r :room/code ?c]]", ":order-by [?o]"),
        ("[:find ?o ?c :where [?r :room/opened ?o] [?r :room/code ?c]]", ":order-by [?o :desc] :offset 2 :limit 2"),
        ("[:find ?i ?s :where [?b :booking/room [:room/code \"R-101\"]] [?b :booking/start ?s] [?b :booking/id ?i]]", ":order-by [?s] :limit 4"),
        ("[:find ?i ?s :where [?b :booking/room [:room/code \"R-101\"]] [?b :booking/start ?s] [?b :booking/id ?i]]", ":order-by [?s :desc ?i :desc] :limit 4"),
        ("[:find ?i ?s :where [?b :booking/start ?s] [(>= ?s #inst \"2025-01-06\")] [?b :booking/id ?i]]", ":order-by [?s ?i] :limit 5"),
        ("[:find ?i ?s :where [?b :booking/start ?s] [(< ?s #inst \"2025-01-06\")] [?b :booking/id ?i]]", ":order-by [?s :desc]"),
        ("[:find ?r ?i :where [?b :booking/reminders ?r] [?b :booking/id ?i]]", ":order-by [?r ?i] :limit 5"),
        ("[:find ?a ?i :where [?c :cancel/at ?a] [?c :cancel/booking ?b] [?b :booking/id ?i]]", ":order-by [?a :desc] :limit 3"),
        ("[:find ?i ?d :where [?b :booking/start ?s] [?b :booking/end ?e] [(.getTime ?s) ?x] [(.getTime ?e) ?y] [(- ?y ?x) ?d] [?b :booking/id ?i]]", ":order-by [?d :desc ?i] :limit 5"),
        ("[:find ?c (count ?b) :where [?b :booking/room ?r] [?r :room/code ?c]]", ":order-by [1 :desc 0]"),
        ("[:find ?c (max ?s) :where [?b :booking/room ?r] [?r :room/code ?c] [?b :booking/start ?s]]", ":order-by [1]"),
        ("[:find ?c (min ?s) :where [?b :booking/room ?r] [?r :room/code ?c] [?b :booking/start ?s]]", ":order-by [1 :desc] :limit 2"),
        ("[:find ?s ?i :where [?b :booking/start ?s] [?b :booking/id ?i]]", ":order-by [?s] :offset 68"),
        ("[:find ?s ?i :where [?b :booking/start ?s] [?b :booking/id ?i]]", ":order-by [?s] :limit 0"),
        ("[:find ?s ?i :where [?b :booking/start ?s] [?b :booking/id ?i]]", ":order-by [?s] :offset 100 :limit 3"),
        ("[:find ?e ?s :where [?b :booking/start ?s] [?b :booking/owner ?p] [?p :person/email ?e]]", ":order-by [?e ?s :desc] :limit 6"),
        ("[:find ?t ?s :where [?b :booking/title ?t] [?b :booking/start ?s]]", ":order-by [?t ?s] :limit 6"),
        ("[:find ?at ?i :where [?b :booking/notes ?n] [?n :note/at ?at] [?b :booking/id ?i]]", ":order-by [?at] :limit 4"),
        ("[:find ?s ?i :where [?b :booking/start ?s] [(< ?s #inst \"1970-01-01\")] [?b :booking/id ?i]]", ":order-by [?s]"),
        ("[:find ?c ?s :where [?b :booking/cost ?c] [?b :booking/start ?s]]", ":order-by [?c ?s :desc] :limit 5"),
]):
    add(f"ob-{k:02d}", q[:-1] + " " + extra + "]")
add("l-limit-no-order", "[:find ?s :where [_ :booking/start ?s] :limit 500]")
add("l-limit-count", "[:find (count ?s) . :where [_ :booking/start ?s] :limit 2]")

# ---- or / or-join / not / not-join
add("o-or-status", "[:find (count ?b) . :where (or [?b :booking/status :cancelled] [?b :booking/status :tentative])]")
add("o-or-time", "[:find ?i :where [?b :booking/start ?s] (or [(< ?s #inst \"1970-01-01\")] [(> ?s #inst \"2100-01-01\")]) [?b :booking/id ?i]]")
add("o-or-join-owner-guest", "[:find ?i :where [?p :person/email \"fay@x.org\"] (or-join [?b ?p] [?b :booking/owner ?p] [?b :booking/guests ?p]) [?b :booking/id ?i] [(< ?i \"B020\")]]")
add("o-or-join-cancelled", "[:find (count ?b) . :where [?b :booking/id] (or-join [?b] [?b :booking/status :cancelled] [?c :cancel/booking ?b])]")
add("o-not-cancelled", "[:find (count ?b) . :where [?b :booking/id] (not [?c :cancel/booking ?b])]")
add("o-not-status-and-record", "[:find ?i :where [?b :booking/status :cancelled] (not [_ :cancel/booking ?b]) [?b :booking/id ?i]]")
add("o-record-not-status", "[:find ?i :where [_ :cancel/booking ?b] (not [?b :booking/status :cancelled]) [?b :booking/id ?i]]")
add("o-not-join-later", "[:find ?i :where [?b :booking/room [:room/code \"R-202\"]] [?b :booking/start ?s] (not-join [?s] [?o :booking/room [:room/code \"R-202\"]] [?o :booking/start ?t] [(> ?t ?s)]) [?b :booking/id ?i]]")
add("o-not-join-earliest", "[:find ?i ?s :where [?b :booking/start ?s] (not-join [?s] [_ :booking/start ?t] [(< ?t ?s)]) [?b :booking/id ?i]]")
add("o-not-join-latest-per-room", "[:find ?c ?i :where [?b :booking/room ?r] [?b :booking/start ?s] (not-join [?r ?s] [?o :booking/room ?r] [?o :booking/start ?t] [(> ?t ?s)]) [?r :room/code ?c] [?b :booking/id ?i]]")
add("o-not-pred", "[:find (count ?b) . :where [?b :booking/start ?s] (not [(< ?s #inst \"2025-01-10\")])]")
add("o-or-and", "[:find ?i :where [?b :booking/id ?i] (or (and [?b :booking/status :confirmed] [?b :booking/attendees 11]) (and [?b :booking/status :tentative] [?b :booking/attendees -1]))]")
add("o-not-guests", "[:find (count ?b) . :where [?b :booking/id] (not [?b :booking/guests _])]")
add("o-room-never-booked-1969", "[:find ?c :where [?r :room/code ?c] (not-join [?r] [?b :booking/room ?r] [?b :booking/start ?s] [(< ?s #inst \"1970-01-01\")])]")
add("o-person-no-booking", "[:find ?e :where [?p :person/email ?e] (not [_ :booking/owner ?p]) ]")
add("o-or-join-reminder", "[:find ?i :where [?b :booking/id ?i] (or-join [?b] (and [?b :booking/reminders ?r] [(< ?r #inst \"2025-01-06T08:00:00Z\")]) [?b :booking/start #inst \"1901-01-01\"])]")

# ---- rules
add("r-reports-to", f"(q '[:find ?e :in $ % :where [?m :person/email \"ana@x.org\"] (reports ?p ?m) [?p :person/email ?e]] $ '{MGR})")
add("r-reports-cycle", f"(q '[:find ?e ?m :in $ % :where (reports ?p ?x) [?p :person/email ?e] [?x :person/email ?m] [(= ?p ?x)]] $ '{MGR})")
add("r-reports-all", f"(q '[:find (count ?p) . :in $ % :where (reports ?p ?m)] $ '{MGR})")
add("r-chain", f"(q '[:find ?b :in $ % :where [?x :booking/id \"B030\"] (chain ?x ?y) [?y :booking/id ?b]] $ '{FOL})")
add("r-chain-cycle", f"(q '[:find ?b :in $ % :where [?x :booking/id \"B000\"] (chain ?x ?y) [?y :booking/id ?b]] $ '{FOL})")
add("r-chain-starts", f"(q '[:find ?b ?s :in $ % :where [?x :booking/id \"B048\"] (chain ?x ?y) [?y :booking/id ?b] [?y :booking/start ?s]] $ '{FOL})")
add("r-chain-min", f"(q '[:find (min ?s) . :in $ % :where [?x :booking/id \"B054\"] (chain ?x ?y) [?y :booking/start ?s]] $ '{FOL})")
add("r-in-window", "(q '[:find ?i :in $ % :where (in-window ?b #inst \"2025-01-31\" #inst \"2025-02-02\") [?b :booking/id ?i]] $ '[[(in-window ?b ?from ?to) [?b :booking/start ?s] [(>= ?s ?from)] [(< ?s ?to)]]])")
add("r-in-window-or", "(q '[:find ?i :in $ % :where (edge ?b) [?b :booking/id ?i]] $ '[[(edge ?b) [?b :booking/start ?s] [(< ?s #inst \"1970-01-01\")]] [(edge ?b) [?b :booking/end ?e] [(> ?e #inst \"2999-01-01\")]]])")
add("r-overlaps-with", f"(q '[:find ?o :in $ % ?id :where [?x :booking/id ?id] (overlaps ?x ?y) [?y :booking/id ?o]] $ '{OVL} \"B068\")")
add("r-busy-person", "(q '[:find ?i :in $ % ?e :where [?p :person/email ?e] (involved ?b ?p) [?b :booking/start ?s] [(< ?s #inst \"2025-01-07\")] [?b :booking/id ?i]] $ '[[(involved ?b ?p) [?b :booking/owner ?p]] [(involved ?b ?p) [?b :booking/guests ?p]]] \"hal@x.org\")")
add("r-duration-rule", "(q '[:find ?i ?m :in $ % :where (dur ?b ?m) [(> ?m 119)] [?b :booking/id ?i]] $ '[[(dur ?b ?m) [?b :booking/start ?s] [?b :booking/end ?e] [(.getTime ?s) ?x] [(.getTime ?e) ?y] [(- ?y ?x) ?d] [(quot ?d 60000) ?m]]])")
add("r-day-rule", "(q '[:find ?d (count ?b) :in $ % :where (day ?b ?d) [(< ?d 0)]] $ '[[(day ?b ?d) [?b :booking/start ?s] [(.getTime ?s) ?ms] [(quot ?ms 86400000) ?d]]])")

# ---- inputs
add("i-scalar-inst", "(q '[:find ?i :in $ ?t :where [?b :booking/start ?t] [?b :booking/id ?i]] $ #inst \"2024-12-31T23:00:00Z\")")
add("i-scalar-inst-offset", "(q '[:find ?i :in $ ?t :where [?b :booking/start ?t] [?b :booking/id ?i]] $ #inst \"2025-01-01T00:00:00+01:00\")")
add("i-scalar-inst-range", "(q '[:find (count ?b) . :in $ ?from :where [?b :booking/start ?s] [(>= ?s ?from)]] $ #inst \"2025-01-10T12:00:00.500Z\")")
add("i-scalar-ms", "(q '[:find ?i :in $ ?ms :where [?b :booking/start ?s] [(.getTime ?s) ?x] [(= ?x ?ms)] [?b :booking/id ?i]] $ -3600000)")
add("i-scalar-pre1970", "(q '[:find ?i :in $ ?t :where [?b :booking/start ?s] [(< ?s ?t)] [?b :booking/id ?i]] $ #inst \"1969-12-31T23:30:00Z\")")
add("i-tuple-range", "(q '[:find ?i :in $ [?from ?to] :where [?b :booking/start ?s] [(>= ?s ?from)] [(< ?s ?to)] [?b :booking/id ?i]] $ [#inst \"2025-01-15\" #inst \"2025-01-16\"])")
add("i-tuple-code-inst", "(q '[:find ?i :in $ [?code ?t] :where [?r :room/code ?code] [?b :booking/room ?r] [?b :booking/start ?s] [(< ?s ?t)] [?b :booking/id ?i]] $ [\"R-102\" #inst \"2025-01-07\"])")
add("i-coll-insts", "(q '[:find ?i :in $ [?t ...] :where [?b :booking/start ?t] [?b :booking/id ?i]] $ [#inst \"1901-01-01\" #inst \"2025-03-30T00:59:59.999Z\" #inst \"2000-01-01\"])")
add("i-coll-insts-set", "(q '[:find ?i :in $ [?t ...] :where [?b :booking/end ?t] [?b :booking/id ?i]] $ #{#inst \"2025-02-01T01:00:00Z\" #inst \"1970-01-01T01:00:00Z\"})")
add("i-coll-codes", "(q '[:find ?c (count ?b) :in $ [?c ...] :where [?r :room/code ?c] [?b :booking/room ?r]] $ [\"R-101\" \"R-B1\" \"nope\"])")
add("i-coll-empty", "(q '[:find ?i :in $ [?t ...] :where [?b :booking/start ?t] [?b :booking/id ?i]] $ [])")
add("i-rel-windows", "(q '[:find ?label ?i :in $ [[?label ?from ?to]] :where [?b :booking/start ?s] [(>= ?s ?from)] [(< ?s ?to)] [?b :booking/id ?i]] $ [[\"pre-epoch\" #inst \"1900-01-01\" #inst \"1970-01-01\"] [\"future\" #inst \"2500-01-01\" #inst \"3000-01-01\"]])")
add("i-rel-room-time", "(q '[:find ?i :in $ [[?code ?t]] :where [?r :room/code ?code] [?b :booking/room ?r] [?b :booking/start ?s] [?b :booking/end ?e] [(<= ?s ?t)] [(< ?t ?e)] [?b :booking/id ?i]] $ [[\"R-101\" #inst \"2025-01-06T09:30:00Z\"] [\"R-201\" #inst \"2024-03-01T00:00:00Z\"] [\"R-202\" #inst \"1970-01-01T00:59:59.999Z\"]])")
add("i-lookup-ref", "(q '[:find ?s . :in $ ?b :where [?b :booking/start ?s]] $ [:booking/id \"B064\"])")
add("i-lookup-ref-uuid", "(q '[:find ?s . :in $ ?b :where [?b :booking/start ?s]] $ [:booking/uuid #uuid \"00000000-0000-4000-8000-000000000065\"])")
add("i-lookup-coll", "(q '[:find ?i ?s :in $ [?b ...] :where [?b :booking/start ?s] [?b :booking/id ?i]] $ [[:booking/id \"B060\"] [:booking/id \"B061\"]])")
add("i-lookup-room", "(q '[:find (min ?s) . :in $ ?r :where [?b :booking/room ?r] [?b :booking/start ?s]] $ [:room/code \"R-301\"])")
add("i-two-insts", "(q '[:find ?i :in $ ?a ?z :where [?b :booking/start ?s] [?b :booking/end ?e] [(<= ?a ?s)] [(<= ?e ?z)] [?b :booking/id ?i]] $ #inst \"2025-01-31T00:00:00Z\" #inst \"2025-02-02T00:00:00Z\")")
add("i-inst-fn-input", "(q '[:find ?x . :in $ ?t :where [(.getTime ?t) ?x]] $ #inst \"1969-07-20T20:17:40.000-00:00\")")
add("i-inst-str-input", "(q '[:find ?x . :in ?t :where [(str ?t) ?x]] #inst \"2025-01-06T10:00:00.000+01:00\")")
add("i-no-db", "(q '[:find ?d . :in ?a ?z :where [(.getTime ?a) ?x] [(.getTime ?z) ?y] [(- ?y ?x) ?d]] #inst \"1969-12-31\" #inst \"1970-01-02\")")
add("i-compare-inputs", "(q '[:find ?c . :in ?a ?z :where [(compare ?a ?z) ?c]] #inst \"2025-01-01T00:00:00Z\" #inst \"2025-01-01T01:00:00+01:00\")")
add("i-eq-inputs-offset", "(q '[:find ?c . :in ?a ?z :where [(= ?a ?z) ?c]] #inst \"2025-01-01T00:00:00Z\" #inst \"2025-01-01T01:00:00+01:00\")")
add("i-rel-empty", "(q '[:find ?i :in $ [[?a ?z]] :where [?b :booking/start ?s] [(< ?a ?s ?z)] [?b :booking/id ?i]] $ [])")
add("i-rule-and-inst", f"(q '[:find ?o :in $ % ?from ?to :where [?x :booking/start ?s] [(>= ?s ?from)] [(< ?s ?to)] (overlaps ?x ?y) [?y :booking/id ?o]] $ '{OVL} #inst \"2025-01-06\" #inst \"2025-01-07\")")
add("i-scalar-tags", "(q '[:find ?i :in $ ?t :where [?b :booking/tags ?t] [?b :booking/start ?s] [(< ?s #inst \"2025-01-07\")] [?b :booking/id ?i]] $ :urgent)")
add("i-coll-uuids", "(q '[:find ?i :in $ [?u ...] :where [?b :booking/uuid ?u] [?b :booking/id ?i]] $ [#uuid \"00000000-0000-4000-8000-000000000001\" #uuid \"00000000-0000-4000-8000-000000000099\"])")

# ---- pull
add("pl-find-booking", '[:find (pull ?b [:booking/id :booking/start :booking/end]) . :where [?b :booking/id "B063"]]')
add("pl-find-room", '[:find (pull ?b [:booking/id {:booking/room [:room/code :room/opened]}]) . :where [?b :booking/id "B064"]]')
add("pl-find-many", '[:find [(pull ?b [:booking/id :booking/start]) ...] :where [?b :booking/start ?s] [(< ?s #inst "1970-01-01")]]')
add("pl-standalone", '(pull [:booking/id :booking/start :booking/end :booking/reminders] [:booking/id "B001"])')
add("pl-standalone-star", '(pull [*] [:booking/id "B002"])')
add("pl-notes-component", '(pull [:booking/id {:booking/notes [:note/text :note/at]}] [:booking/id "B010"])')
add("pl-reverse-room", '(pull [:room/code {:booking/_room [:booking/id]}] [:room/code "R-B1"])')
add("pl-reverse-limit", '(pull [:room/code {(:booking/_room :limit 3) [:booking/id]}] [:room/code "R-101"])')
add("pl-reminders-limit", '(pull [(:booking/reminders :limit 2)] [:booking/id "B006"])')
add("pl-as", '(pull [[:booking/start :as :from] [:booking/end :as :to]] [:booking/id "B066"])')
add("pl-default", '(pull [:booking/id [:booking/attendees :default 0] [:booking/seq :default -1]] [:booking/id "B004"])')
add("pl-default-inst", '(pull [:person/email [:person/born :default #inst "1970-01-01"]] [:person/email "dee@x.org"])')
add("pl-manager-recursive", '(pull [:person/email {:person/manager ...}] [:person/email "fay@x.org"])')
add("pl-manager-cycle", '(pull [:person/email {:person/manager ...}] [:person/email "gus@x.org"])')
add("pl-follows-depth", '(pull [:booking/id {:booking/follows 2}] [:booking/id "B048"])')
add("pl-follows-cycle", '(pull [:booking/id {:booking/follows ...}] [:booking/id "B000"])')
add("pl-reverse-owner", '(pull [:person/email {(:booking/_owner :limit 2) [:booking/id :booking/start]}] [:person/email "eve@x.org"])')
add("pl-missing", '(pull [:booking/id :booking/attendees] [:booking/id "B013"])')
add("pl-find-in-input", "(q '[:find (pull ?b [:booking/id :booking/end]) :in $ [?b ...]] $ [[:booking/id \"B061\"] [:booking/id \"B062\"]])")
add("pl-find-var-pattern", "(q '[:find (pull ?b ?p) . :in $ ?p :where [?b :booking/id \"B067\"]] $ [:booking/start :booking/end])")
add("pl-guests", '(pull [:booking/id {:booking/guests [:person/email :person/born]}] [:booking/id "B062"])')
add("pl-series", '[:find (pull ?s [:series/name :series/first :series/until {:booking/_series [:booking/id]}]) :where [?s :series/name "standup"]]')
add("pl-cancel", '[:find (pull ?c [:cancel/at :cancel/reason {:cancel/booking [:booking/id :booking/start]}]) :where [?c :cancel/booking [:booking/id "B003"]]]')
add("pl-xform-none", '(pull [:room/code :room/features :room/rate :room/area] [:room/code "R-301"])')
add("pl-missing-entity", '(pull [:booking/id] [:booking/id "B999"])')
add("pl-db-id", '(pull [:db/id :booking/id] [:booking/id "B065"])')

# ---- writes then reads
MOVE = '[{:booking/id "B068" :booking/start #inst "2025-01-06T11:00:00Z" :booking/end #inst "2025-01-06T12:00:00Z"}]'
add("w-move-then-start", f'(with {MOVE} [:find ?s ?e :where [?b :booking/id "B068"] [?b :booking/start ?s] [?b :booking/end ?e]])')
add("w-move-then-overlaps", f'(with {MOVE} (q \'[:find ?o :in $ % ?id :where [?x :booking/id ?id] (overlaps ?x ?y) [?y :booking/id ?o]] $ \'{OVL} "B068"))')
add("w-move-count-distinct", f'(with {MOVE} [:find (count-distinct ?s) . :where [_ :booking/start ?s]])')
add("w-move-offset", '(with [{:booking/id "B069" :booking/start #inst "2025-01-06T12:00:00.000+02:00"}] [:find ?s . :where [?b :booking/id "B069"] [?b :booking/start ?s]])')
add("w-move-offset-eq", '(with [{:booking/id "B069" :booking/start #inst "2025-01-06T12:00:00.000+02:00"}] [:find ?i :where [?b :booking/start #inst "2025-01-06T10:00:00Z"] [?b :booking/id ?i]])')
add("w-add-overlap", '(with [{:booking/id "N1" :booking/room [:room/code "R-202"] :booking/start #inst "1969-12-31T23:30:00Z" :booking/end #inst "1970-01-01T00:15:00Z"}] [:find ?a ?b :where [?x :booking/room ?r] [?y :booking/room ?r] [?x :booking/start ?s1] [?x :booking/end ?e1] [?y :booking/start ?s2] [?y :booking/end ?e2] [(< ?s1 ?e2)] [(< ?s2 ?e1)] [?x :booking/id ?a] [?y :booking/id ?b] [(< ?a ?b)] [?r :room/code "R-202"]])')
add("w-add-overlap-ms", '(with [{:booking/id "N2" :booking/room [:room/code "R-201"] :booking/start #inst "2025-03-30T01:00:01.998Z" :booking/end #inst "2025-03-30T01:05:00Z"}] [:find ?b :where [?x :booking/id "N2"] [?x :booking/room ?r] [?y :booking/room ?r] [(!= ?x ?y)] [?x :booking/start ?s1] [?x :booking/end ?e1] [?y :booking/start ?s2] [?y :booking/end ?e2] [(< ?s1 ?e2)] [(< ?s2 ?e1)] [?y :booking/id ?b]])')
add("w-add-touching", '(with [{:booking/id "N3" :booking/room [:room/code "R-201"] :booking/start #inst "2025-03-30T01:01:59.999Z" :booking/end #inst "2025-03-30T02:00:00Z"}] [:find ?b :where [?x :booking/id "N3"] [?x :booking/room ?r] [?y :booking/room ?r] [(!= ?x ?y)] [?x :booking/start ?s1] [?x :booking/end ?e1] [?y :booking/start ?s2] [?y :booking/end ?e2] [(< ?s1 ?e2)] [(< ?s2 ?e1)] [?y :booking/id ?b]])')
add("w-cancel-retract-entity", '(with [[:db.fn/retractEntity [:booking/id "B068"]]] [:find (count ?b) . :where [?b :booking/id]])')
add("w-cancel-retract-notes", '(with [[:db.fn/retractEntity [:booking/id "B010"]]] [:find (count ?n) . :where [?n :note/text]])')
add("w-cancel-retract-refs", '(with [[:db.fn/retractEntity [:booking/id "B003"]]] [:find (count ?c) . :where [?c :cancel/booking]])')
add("w-cancel-status", '(with [{:booking/id "B068" :booking/status :cancelled} {:cancel/booking [:booking/id "B068"] :cancel/at #inst "2025-01-05T12:00:00Z" :cancel/reason "moved"}] [:find ?i :where [?b :booking/status :cancelled] [?c :cancel/booking ?b] [?c :cancel/at ?a] [(> ?a #inst "2025-01-05")] [?b :booking/id ?i]])')
add("w-cancel-then-free", '(with [[:db.fn/retractEntity [:booking/id "B068"]] [:db.fn/retractEntity [:booking/id "B069"]]] (q \'[:find ?c :in $ ?from ?to :where [?r :room/code ?c] (not-join [?r ?from ?to] [?b :booking/room ?r] [?b :booking/start ?s] [?b :booking/end ?e] [(< ?s ?to)] [(< ?from ?e)])] $ #inst "2025-01-06T09:00:00Z" #inst "2025-01-06T10:00:00Z"))')
add("w-cas-start-ok", '(with [[:db/cas [:booking/id "B001"] :booking/start #inst "2025-01-07T11:30:00.000-00:00" #inst "2025-01-07T12:00:00.000-00:00"]] [:find ?s . :where [?b :booking/id "B001"] [?b :booking/start ?s]])')
add("w-cas-start-offset", '(with [[:db/cas [:booking/id "B001"] :booking/start #inst "2025-01-07T12:30:00.000+01:00" #inst "2025-01-07T12:00:00.000-00:00"]] [:find ?s . :where [?b :booking/id "B001"] [?b :booking/start ?s]])')
add("w-retract-end", '(with [[:db/retract [:booking/id "B002"] :booking/end #inst "2025-01-08T16:00:00.000-00:00"]] [:find ?i :where [?b :booking/id ?i] [(missing? $ ?b :booking/end)]])')
add("w-retract-reminder", '(with [[:db/retract [:booking/id "B001"] :booking/reminders #inst "2025-01-07T11:20:00.000-00:00"]] [:find ?r :where [?b :booking/id "B001"] [?b :booking/reminders ?r]])')
add("w-add-reminder", '(with [[:db/add [:booking/id "B001"] :booking/reminders #inst "2025-01-07T11:29:59.999Z"]] [:find (max ?r) (count ?r) :where [?b :booking/id "B001"] [?b :booking/reminders ?r]])')
add("w-tempid-new-room", '(with [{:db/id "nr" :room/code "R-NEW" :room/opened #inst "1969-06-01"} {:booking/id "N4" :booking/room "nr" :booking/start #inst "1969-06-02T10:00:00Z" :booking/end #inst "1969-06-02T11:00:00Z"}] [:find ?c ?s :where [?b :booking/id "N4"] [?b :booking/room ?r] [?r :room/code ?c] [?b :booking/start ?s]])')
add("w-upsert-uuid", '(with [{:booking/id "B005" :booking/title "moved"}] [:find ?t ?s :where [?b :booking/id "B005"] [?b :booking/title ?t] [?b :booking/start ?s]])')
add("w-upsert-room-identity", '(with [{:room/code "R-202" :room/opened #inst "2025-01-01T00:00:00Z"}] [:find (min ?o) (count ?r) :where [?r :room/opened ?o]])')
add("w-component-add-note", '(with [{:booking/id "B011" :booking/notes [{:note/text "late" :note/at #inst "2025-01-01T00:00:00Z"}]}] [:find ?t ?a :where [?b :booking/id "B011"] [?b :booking/notes ?n] [?n :note/text ?t] [?n :note/at ?a]])')
add("w-order-after-move", f'(with {MOVE} [:find ?s ?i :where [?b :booking/start ?s] [?b :booking/id ?i] [(< ?s #inst "2025-01-07")] :order-by [?s :desc] :limit 3])')
add("w-min-after-add", '(with [{:booking/id "N5" :booking/room [:room/code "R-101"] :booking/start #inst "1850-01-01T00:00:00Z" :booking/end #inst "1850-01-01T01:00:00Z"}] [:find (min ?s) . :where [_ :booking/start ?s]])')
add("w-pull-after-move", f'(with {MOVE} (pull [:booking/id :booking/start :booking/end] [:booking/id "B068"]))')
add("w-series-retract", '(with [[:db/retract [:booking/id "B000"] :booking/series [:series/name "standup"]]] [:find (count ?b) . :where [?b :booking/series [:series/name "standup"]]])')
add("w-manager-change", f'(with [{{:person/email "hal@x.org" :person/manager [:person/email "ana@x.org"]}}] (q \'[:find ?e :in $ % :where [?m :person/email "ana@x.org"] (reports ?p ?m) [?p :person/email ?e]] $ \'{MGR}))')
add("e-cas-wrong", '(with [[:db/cas [:booking/id "B001"] :booking/start #inst "2000-01-01" #inst "2025-01-07T12:00:00.000-00:00"]] [:find ?s . :where [?b :booking/id "B001"] [?b :booking/start ?s]])')

# ---- errors
add("e-unbound-find", "[:find ?x :where [?b :booking/id]]")
add("e-inst-bad-literal", '[:find ?b :where [?b :booking/start #inst "2025-13-01"]]')
add("e-bad-input-count", "(q '[:find ?i :in $ ?t :where [?b :booking/start ?t] [?b :booking/id ?i]] $)")
add("e-unknown-fn", "[:find ?x :where [?b :booking/start ?s] [(no-such-fn ?s) ?x]]")
add("e-wrong-type-tx", '(with [{:booking/id "B001" :booking/start "2025-01-01"}] [:find ?s . :where [?b :booking/id "B001"] [?b :booking/start ?s]])')
add("e-lookup-missing", "(q '[:find ?s :in $ ?b :where [?b :booking/start ?s]] $ [:booking/id \"nope\"])")
add("e-not-join-unbound", "[:find ?i :where [?b :booking/id ?i] (not-join [?z] [?z :booking/start ?s])]")
add("e-or-vars-mismatch", "[:find ?i :where [?b :booking/id ?i] (or [?b :booking/start ?s] [?b :booking/end ?e])]")
add("e-cas-type", '(with [[:db/cas [:booking/id "B001"] :booking/start 5 #inst "2025-01-01"]] [:find ?s . :where [?b :booking/id "B001"] [?b :booking/start ?s]])')
add("e-getTime-on-string", "[:find ?x :where [?b :booking/title ?t] [(.getTime ?t) ?x]]")
add("e-rule-missing", "[:find ?i :where (nope ?b) [?b :booking/id ?i]]")
add("e-pull-bad-pattern", '(pull [:booking/id {:booking/room}] [:booking/id "B001"])')
add("e-unique-conflict", '(with [{:booking/id "N9" :booking/uuid #uuid "00000000-0000-4000-8000-000000000001"}] [:find ?i :where [?b :booking/uuid #uuid "00000000-0000-4000-8000-000000000001"] [?b :booking/id ?i]])')
add("e-find-no-where", "[:find ?x :in $ ?y]")

# ---- families: conflicts of one booking, occupancy per room per day, busy-at instants
for i in (0, 7, 14, 33, 60, 61, 62, 63, 64, 65, 66, 67, 69, 70, 71, 73, 74, 76):
    add(f"f-conflicts-B{i:03d}", f"(q '[:find ?o :in $ ?id :where [?x :booking/id ?id] [?x :booking/room ?r] [?y :booking/room ?r] [(!= ?x ?y)] [?x :booking/start ?s1] [?x :booking/end ?e1] [?y :booking/start ?s2] [?y :booking/end ?e2] [(< ?s1 ?e2)] [(< ?s2 ?e1)] [?y :booking/id ?o]] $ \"B{i:03d}\")")
for code in ("R-101", "R-102", "R-201", "R-202", "R-301", "R-B1"):
    add(f"f-room-days-{code}", f"[:find ?d (count ?b) (min ?s) :where [?r :room/code \"{code}\"] [?b :booking/room ?r] [?b :booking/start ?s] [(.getTime ?s) ?ms] [(quot ?ms {DAY}) ?d]]")
    add(f"f-room-minutes-{code}", f"[:find (sum ?m) . :with ?b :where [?r :room/code \"{code}\"] [?b :booking/room ?r] [?b :booking/start ?s] [?b :booking/end ?e] [(inst-ms ?s) ?x] [(inst-ms ?e) ?y] [(- ?y ?x) ?d] [(quot ?d 60000) ?m]]")
    add(f"f-room-next-{code}", f"(q '[:find ?s ?i :in $ ?code ?now :where [?r :room/code ?code] [?b :booking/room ?r] [?b :booking/start ?s] [(>= ?s ?now)] [?b :booking/id ?i] :order-by [?s] :limit 2] $ \"{code}\" #inst \"2025-01-10T00:00:00Z\")")
for t in ("2025-01-06T08:00:00Z", "2025-01-06T08:59:59.999Z", "2025-01-08T12:15:00+01:00", "2024-12-31T23:59:59.999Z",
          "2025-01-01T00:00:00Z", "1969-07-20T20:17:40Z", "1969-12-31T23:59:59.999-00:00", "1901-01-01T00:30:00Z",
          "2999-12-31T23:59:59.999Z", "2025-03-30T01:00:01Z", "2024-02-29T23:59:59Z", "2025-01-15T14:30:00.000-05:00"):
    add(f"f-busy-{t}", f"(q '[:find ?i :in $ ?t :where [?b :booking/start ?s] [(<= ?s ?t)] [?b :booking/end ?e] [(> ?e ?t)] [?b :booking/id ?i]] $ #inst \"{t}\")")
for k, (a, z) in enumerate([("2025-01-06", "2025-01-08"), ("2025-01-31T23:00:00Z", "2025-02-01T00:30:00Z"),
                            ("1969-01-01", "1970-12-31"), ("2025-01-13T00:00:00+14:00", "2025-01-14T00:00:00-12:00"),
                            ("2025-01-01", "2025-01-01"), ("1800-01-01", "2025-01-01")]):
    add(f"f-window-count-{k}", f"(q '[:find (count ?b) (min ?s) (max ?s) :in $ ?a ?z :where [?b :booking/start ?s] [(>= ?s ?a)] [(< ?s ?z)]] $ #inst \"{a}\" #inst \"{z}\")")
for e in ("ana@x.org", "chen@x.org", "dee@x.org", "eve@x.org", "gus@x.org"):
    add(f"f-agenda-{e}", f"(q '[:find ?s ?i ?c :in $ ?e :where [?p :person/email ?e] (or-join [?b ?p] [?b :booking/owner ?p] [?b :booking/guests ?p]) [?b :booking/start ?s] [?b :booking/id ?i] [?b :booking/room ?r] [?r :room/code ?c] :order-by [?s] :limit 4] $ \"{e}\")")
for k, ms in enumerate([0, -1, 1, -86400000, 1736150400000, 32503680000000, -2177452800000]):
    add(f"f-busy-ms-{k}", f"(q '[:find ?i :in $ ?ms :where [?b :booking/start ?s] [?b :booking/end ?e] [(inst-ms ?s) ?x] [(inst-ms ?e) ?y] [(<= ?x ?ms)] [(< ?ms ?y)] [?b :booking/id ?i]] $ {ms})")


def main():
    names = [n for n, _ in E]
    assert len(names) == len(set(names)), [n for n in names if names.count(n) > 1]
    with open(os.path.join(HERE, "queries.edn"), "w") as f:
        for n, t in E:
            t = t.replace("(q '", "(q ").replace(" '[[", " [[")
            f.write(f";; @ {n}\n{t}\n\n")
    print(len(E), "entries")


if __name__ == "__main__":
    main()
