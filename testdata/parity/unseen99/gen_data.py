#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the unseen99 parity corpus (deterministic).

A support-ticket system: agents (string email identity, manager ref chain with a
cycle, keyword skills many), customers (uuid identity, unique-value email, some
missing, unicode/empty names, bigdec credit incl. negative), SLAs (string identity,
bigdec penalty), tags (string identity), tickets (long number identity, keyword
status, priority long, refs to customer/assignee/sla, tags ref many, string labels
many, instants, double score incl. negative/missing, bigdec cost, bigint views,
parent ref chain incl. a cycle and a self-loop, component comments), comments.
"""
import os, random
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(99)

SCHEMA = """{:agent/email {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :agent/name {:db/valueType :db.type/string}
 :agent/level {:db/valueType :db.type/long}
 :agent/team {:db/valueType :db.type/keyword}
 :agent/manager {:db/valueType :db.type/ref}
 :agent/skills {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :agent/active {:db/valueType :db.type/boolean}
 :customer/id {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :customer/name {:db/valueType :db.type/string}
 :customer/email {:db/valueType :db.type/string :db/unique :db.unique/value}
 :customer/tier {:db/valueType :db.type/keyword}
 :customer/credit {:db/valueType :db.type/bigdec}
 :customer/since {:db/valueType :db.type/instant}
 :customer/sla {:db/valueType :db.type/ref}
 :sla/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :sla/hours {:db/valueType :db.type/long}
 :sla/penalty {:db/valueType :db.type/bigdec}
 :tag/name {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :ticket/number {:db/valueType :db.type/long :db/unique :db.unique/identity}
 :ticket/title {:db/valueType :db.type/string}
 :ticket/status {:db/valueType :db.type/keyword}
 :ticket/priority {:db/valueType :db.type/long}
 :ticket/customer {:db/valueType :db.type/ref}
 :ticket/assignee {:db/valueType :db.type/ref}
 :ticket/tags {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :ticket/labels {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :ticket/created {:db/valueType :db.type/instant}
 :ticket/closed {:db/valueType :db.type/instant}
 :ticket/score {:db/valueType :db.type/double}
 :ticket/cost {:db/valueType :db.type/bigdec}
 :ticket/views {:db/valueType :db.type/bigint}
 :ticket/parent {:db/valueType :db.type/ref}
 :ticket/comments {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :ticket/ref {:db/valueType :db.type/uuid}
 :comment/body {:db/valueType :db.type/string}
 :comment/author {:db/valueType :db.type/ref}
 :comment/at {:db/valueType :db.type/instant}
 :comment/internal {:db/valueType :db.type/boolean}
 :comment/likes {:db/valueType :db.type/long}}
"""

def s(x):
    return '"' + x.replace('\\', '\\\\').replace('"', '\\"') + '"'

def inst(day, hour=0):
    m = 1 + (day // 28) % 12
    d = 1 + day % 28
    return '#inst "2025-%02d-%02dT%02d:00:00.000-00:00"' % (m, d, hour)

out = []
SLAS = [("gold", 4, "250.00"), ("silver", 24, "99.5"), ("bronze", 72, "0"), ("none", 0, "-1.25")]
for n, h, p in SLAS:
    out.append("{:db/id %s :sla/name %s :sla/hours %d :sla/penalty %sM}" % (s("sla-" + n), s(n), h, p))
TAGS = ["billing", "login", "bug", "feature", "urgent", "mobile", "api", "überfällig", ""]
for t in TAGS:
    out.append("{:db/id %s :tag/name %s}" % (s("tag-" + t), s(t)))
AG = ["Ana Ruiz", "Bo Chen", "Chloé Martin", "Dev Patel", "Eve O'Neil", "Farid Haddad", "Gus", "Hana 山田", "Ivan", "Jo", "Kim Lee", "Lu"]
TEAMS = [":tier1", ":tier2", ":billing", ":tier1"]
SK = [":sql", ":billing", ":api", ":mobile", ":de", ":ja"]
for i, n in enumerate(AG):
    parts = ["{:db/id %s :agent/email %s :agent/name %s :agent/level %d :agent/team %s" % (
        s("ag%d" % i), s("agent%d@help.io" % i), s(n), 1 + i % 3, TEAMS[i % 4])]
    if i != 6:
        parts.append(":agent/active %s" % ("false" if i in (8, 11) else "true"))
    if i > 0:
        parts.append(":agent/manager %s" % s("ag%d" % ((i - 1) // 3)))
    sk = [SK[(i + k) % 6] for k in range(i % 3)]
    if sk:
        parts.append(":agent/skills #{%s}" % " ".join(sorted(set(sk))))
    out.append(" ".join(parts) + "}")
# manager cycle: ag0 managed by ag3 (ag3 -> ag0 -> ag3)
out.append('[:db/add "ag0" :agent/manager "ag3"]')
CN = ["Acme GmbH", "Zoë Ltd", "", "  ", "Ünïcode Co", "東京商事", "O'Brien & Sons", "beta", "Beta", "ALPHA", "alpha", "Émile", "😀 Emoji Inc", "Delta", "echo", "Foxtrot", "Golf", "Hotel", "India", "Juliet"]
TIERS = [":free", ":pro", ":enterprise"]
for i, n in enumerate(CN):
    parts = ["{:db/id %s :customer/id #uuid \"00000000-0000-4000-8000-%012d\" :customer/name %s :customer/tier %s" % (
        s("c%d" % i), i, s(n), TIERS[i % 3])]
    if i % 4 != 3:
        parts.append(":customer/email %s" % s("c%d@mail.example" % i))
    if i % 5 != 4:
        cr = ["0", "10.50", "-3.25", "1000", "0.00", "99.999"][i % 6]
        parts.append(":customer/credit %sM" % cr)
    parts.append(":customer/since %s" % inst(i * 11))
    if i % 6 != 5:
        parts.append(":customer/sla %s" % s("sla-" + SLAS[i % 4][0]))
    out.append(" ".join(parts) + "}")
STAT = [":open", ":pending", ":closed", ":resolved", ":open"]
TITLES = ["Cannot log in", "Invoice wrong", "App crashes", "Feature request: dark mode", "API 500 error",
          "Passwort vergessen", "請求書", "Slow dashboard", "", "Refund please"]
cid = 0
for t in range(1, 81):
    parts = ["{:db/id %s :ticket/number %d :ticket/title %s :ticket/status %s :ticket/priority %d" % (
        s("t%d" % t), t, s(TITLES[t % 10] + ("" if t % 10 == 8 else " #%d" % t)), STAT[t % 5], 1 + (t * 7) % 4)]
    parts.append(":ticket/customer %s" % s("c%d" % (t % 20)))
    if t % 9 != 0:
        parts.append(":ticket/assignee %s" % s("ag%d" % (t % 11)))
    tg = sorted({TAGS[(t * k) % 9] for k in range(1, 1 + t % 4)})
    if tg:
        parts.append(":ticket/tags [%s]" % " ".join(s("tag-" + x) for x in tg))
    if t % 3 == 0:
        parts.append(":ticket/labels #{%s}" % " ".join(s(x) for x in sorted({"L%d" % (t % 4), "vip" if t % 2 else "std"})))
    parts.append(":ticket/created %s" % inst(t * 3, t % 24))
    if t % 5 in (2, 3):
        parts.append(":ticket/closed %s" % inst(t * 3 + 2 + t % 7, (t + 5) % 24))
    if t % 7 != 0:
        parts.append(":ticket/score %s" % ["4.5", "-1.0", "0.0", "3.25", "5.0", "2.75", "1e3"][t % 7 - 1 if t % 7 else 0])
    if t % 4 != 1:
        parts.append(":ticket/cost %sM" % ["12.50", "0", "7.125", "100", "-2.5"][t % 5])
    if t % 6 == 0:
        parts.append(":ticket/views %dN" % (t * 1000))
    if t % 8 == 0:
        parts.append(":ticket/ref #uuid \"aaaaaaaa-0000-4000-8000-%012d\"" % t)
    if t > 10 and t % 4 == 2:
        parts.append(":ticket/parent %s" % s("t%d" % (t - 10)))
    cs = []
    for k in range(t % 4):
        cid += 1
        cs.append("{:db/id %s :comment/body %s :comment/author %s :comment/at %s :comment/internal %s :comment/likes %d}" % (
            s("cm%d" % cid), s(["Looking into it", "Any update?", "Fixed in 2.3", "Danke!", "", "ça marche"][cid % 6]),
            s("ag%d" % (cid % 12)) if cid % 3 else s("c%d" % (t % 20)), inst(t * 3 + k + 1, k), "true" if cid % 4 == 0 else "false",
            (cid * 5) % 11 - 2))
    if cs:
        parts.append(":ticket/comments [%s]" % " ".join(cs))
    out.append(" ".join(parts) + "}")
# parent cycle t12->t2? make cycle: t2 parent t22 (t22 parent t12, t12 parent t2) and self-loop t40
out.append('[:db/add "t2" :ticket/parent "t22"]')
out.append('[:db/add "t40" :ticket/parent "t40"]')
out.append('[:db/add "t12" :ticket/parent "t2"]')
open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(out) + "]\n")
print(len(out), "tx forms")
