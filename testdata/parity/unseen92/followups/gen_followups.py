#!/usr/bin/env python3
"""Writes followups/queries.edn of unseen92 (written after the first run; not counted)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, "..", "gen_queries.py")).read()
ns = {"__file__": os.path.join(HERE, "..", "gen_queries.py")}
exec(src.split("# ---- basics")[0], ns)  # the rule strings
RM, ALL = ns["RM"], ns["ALL"]
E = []


def add(n, t):
    E.append((n, t))


add("fu-session-zero-eq-pred", "[:find (count ?s) . :where [?s :session/start ?a] [?s :session/end ?b] [(= ?a ?b)]]")
add("fu-session-zero-with-end", "[:find (count ?s) . :where [?s :session/start ?a] [?s :session/end ?b]]")
add("fu-session-zero-which", "[:find ?id :where [?s :session/start ?a] [?s :session/end ?b] [(= ?a ?b)] [?s :session/id ?id]]")
add("fu-manager-self-pred", "[:find ?l :where [?u :user/manager ?m] [(= ?u ?m)] [?u :user/login ?l]]")
add("fu-rule-lookup-positive", f'(q [:find ?l :in $ % :where [?u :user/login ?l] [(< ?l "u10")] (member ?u [:group/name "everyone"])] $ {RM})')
add("fu-rule-eid-positive", f'(q [:find ?l :in $ % :where [?e :group/name "everyone"] [?u :user/login ?l] [(< ?l "u10")] (member ?u ?e)] $ {RM})')
add("fu-rule-lookup-not-join", f'(q [:find ?l :in $ % :where [?u :user/login ?l] [(< ?l "u10")] (not-join [?u] [?e :group/name "everyone"] (member ?u ?e))] $ {RM})')
add("fu-rule-lookup-not-direct", f'(q [:find ?l :in $ % :where [?u :user/login ?l] [(< ?l "u10")] (not (member ?u [:group/name "admins"]))] $ {RM})')
add("fu-nonrec-lookup-not", '(q [:find ?l :in $ % :where [?u :user/login ?l] [(< ?l "u10")] (not (direct ?u [:group/name "admins"]))] $ [[(direct ?u ?g) [?u :user/groups ?g]]])')
add("fu-limit-one-offset", "[:find ?r :where [_ :role/name ?r] :order-by [?r] :limit 1 :offset 10]")
with open(os.path.join(HERE, "queries.edn"), "w") as f:
    for n, t in E:
        f.write(f";; @ {n}\n{t}\n\n")
print(len(E), "entries")
