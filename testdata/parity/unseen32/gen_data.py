#!/usr/bin/env python3
"""Writes schema.edn and data.edn of the thirty-second unseen parity corpus.

A continuous-integration service: repositories (string slug identity, uuid
identity, a fork graph with a self-loop, cardinality-many string labels,
component runners), pipelines (unique-value webhook, keyword trigger),
jobs (string key identity, a needs-DAG with one cycle and one
self-dependency, double flaky rates, keyword tags), runs (composite
:db/tupleAttrs [:run/pipeline :run/number] identity, keyword statuses,
start/end instants, double durations, bigdec costs, a homogeneous long
version tuple, a heterogeneous [keyword string long] env tuple, component
steps, a retry-of chain), artifacts (bigint sizes incl. 0N, negative and
huge). Deterministic.
"""
import os, random, datetime
HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(32)

SCHEMA = """{:repo/slug {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :repo/uid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :repo/name {:db/valueType :db.type/string}
 :repo/stars {:db/valueType :db.type/long}
 :repo/private {:db/valueType :db.type/boolean}
 :repo/labels {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :repo/forked-from {:db/valueType :db.type/ref}
 :repo/created {:db/valueType :db.type/instant}
 :repo/lang {:db/valueType :db.type/keyword}
 :repo/runners {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :runner/name {:db/valueType :db.type/string}
 :runner/os {:db/valueType :db.type/keyword}
 :runner/cpus {:db/valueType :db.type/long}
 :runner/tags {:db/valueType :db.type/string :db/cardinality :db.cardinality/many}
 :runner/spot {:db/valueType :db.type/boolean}
 :pipeline/name {:db/valueType :db.type/string}
 :pipeline/repo {:db/valueType :db.type/ref}
 :pipeline/webhook {:db/valueType :db.type/string :db/unique :db.unique/value}
 :pipeline/trigger {:db/valueType :db.type/keyword}
 :pipeline/enabled {:db/valueType :db.type/boolean}
 :job/key {:db/valueType :db.type/string :db/unique :db.unique/identity}
 :job/name {:db/valueType :db.type/string}
 :job/pipeline {:db/valueType :db.type/ref}
 :job/needs {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many}
 :job/timeout {:db/valueType :db.type/long}
 :job/flaky {:db/valueType :db.type/double}
 :job/tags {:db/valueType :db.type/keyword :db/cardinality :db.cardinality/many}
 :job/image {:db/valueType :db.type/string}
 :job/optional {:db/valueType :db.type/boolean}
 :run/pipeline {:db/valueType :db.type/ref}
 :run/number {:db/valueType :db.type/long}
 :run/pipeline+number {:db/valueType :db.type/tuple :db/tupleAttrs [:run/pipeline :run/number] :db/unique :db.unique/identity}
 :run/uid {:db/valueType :db.type/uuid :db/unique :db.unique/identity}
 :run/status {:db/valueType :db.type/keyword}
 :run/started {:db/valueType :db.type/instant}
 :run/ended {:db/valueType :db.type/instant}
 :run/duration {:db/valueType :db.type/double}
 :run/cost {:db/valueType :db.type/bigdec}
 :run/commit {:db/valueType :db.type/string}
 :run/branch {:db/valueType :db.type/string}
 :run/cached {:db/valueType :db.type/boolean}
 :run/retry-of {:db/valueType :db.type/ref}
 :run/version {:db/valueType :db.type/tuple :db/tupleType :db.type/long}
 :run/env {:db/valueType :db.type/tuple :db/tupleTypes [:db.type/keyword :db.type/string :db.type/long]}
 :run/steps {:db/valueType :db.type/ref :db/cardinality :db.cardinality/many :db/isComponent true}
 :run/job {:db/valueType :db.type/ref}
 :step/name {:db/valueType :db.type/string}
 :step/exit {:db/valueType :db.type/long}
 :step/secs {:db/valueType :db.type/double}
 :artifact/run {:db/valueType :db.type/ref}
 :artifact/name {:db/valueType :db.type/string}
 :artifact/size {:db/valueType :db.type/bigint}
 :artifact/sha {:db/valueType :db.type/string :db/unique :db.unique/value}
 :artifact/kind {:db/valueType :db.type/keyword}}
"""

def s(x):
    return '"' + x.replace("\\", "\\\\").replace('"', '\\"') + '"'

def inst(dt):
    return '#inst "%s"' % (dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03d-00:00" % (dt.microsecond // 1000))

def uid(n, k):
    return '#uuid "%08d-0000-4000-8000-%012d"' % (k, n)

REPOS = [("acme/api", "API", 1200, False, ":rust"), ("acme/web", "Web front", 340, False, ":typescript"),
         ("acme/infra", "Infra ☁", 0, True, ":hcl"), ("acme/docs", "", 15, False, None),
         ("zoë/notes", "Zoë's notes", 7, True, ":clojure"), ("acme/api-fork", "API fork", -1, False, ":rust"),
         ("李/工具", "工具", 88, False, ":go"), ("acme/mono", "Monorepo", 5000, True, ":java"),
         ("acme/legacy", "Legacy \"old\"", 2, None, ":java"), ("solo/self", "self", 1, False, ":rust")]
FORKS = {"acme/api-fork": "acme/api", "acme/mono": "acme/api-fork", "solo/self": "solo/self",
         "zoë/notes": "acme/docs"}
LABELS = ["backend", "frontend", "infra", "docs", "", "légacy", "hot", "Backend"]
out = []
for i, (slug, name, stars, priv, lang) in enumerate(REPOS):
    p = ['{:db/id "r%d" :repo/slug %s :repo/uid %s :repo/name %s :repo/stars %d' % (i, s(slug), uid(i, 1), s(name), stars)]
    if priv is not None:
        p.append(":repo/private %s" % ("true" if priv else "false"))
    if lang:
        p.append(":repo/lang %s" % lang)
    p.append(":repo/created %s" % inst(datetime.datetime(2015 + i % 9, 1 + (i * 5) % 12, 1 + (i * 7) % 28, (i * 3) % 24, 0, 0)))
    labs = [l for j, l in enumerate(LABELS) if (i * 5 + 3) >> j & 1 and j < 8]
    if i != 3:
        p.append(":repo/labels [%s]" % " ".join(s(l) for l in labs))
    runners = []
    for k in range(i % 4):
        os_ = [":linux", ":macos", ":windows", ":linux"][(i + k) % 4]
        tags = ["gpu", "arm64", "x86", "large"][: (i + k) % 4]
        rp = '{:runner/name %s :runner/os %s :runner/cpus %d' % (s("%s-runner-%d" % (slug.split("/")[-1], k)), os_, [2, 4, 0, 16, 64][(i + k) % 5])
        if tags:
            rp += " :runner/tags [%s]" % " ".join(s(t) for t in tags)
        if k != 2:
            rp += " :runner/spot %s" % ("true" if (i + k) % 2 else "false")
        runners.append(rp + "}")
    if runners:
        p.append(":repo/runners [%s]" % " ".join(runners))
    out.append(" ".join(p) + "}")
slugidx = {r[0]: i for i, r in enumerate(REPOS)}
for a, b in FORKS.items():
    out.append('{:db/id "r%d" :repo/forked-from "r%d"}' % (slugidx[a], slugidx[b]))

# pipelines: 2 per repo (except docs: 1)
PIPES = []
for i, r in enumerate(REPOS):
    for k, pname in enumerate(["ci", "release"]):
        if i == 3 and k == 1:
            continue
        PIPES.append((i, pname, len(PIPES)))
TRIG = [":push", ":pr", ":schedule", ":manual", ":tag"]
for (ri, pname, pi) in PIPES:
    p = ['{:db/id "p%d" :pipeline/name %s :pipeline/repo "r%d"' % (pi, s(pname if pi != 7 else "ci ✓"), ri)]
    if pi % 5 != 4:
        p.append(":pipeline/webhook %s" % s("https://hooks.example/%d" % pi))
    p.append(":pipeline/trigger %s" % TRIG[(pi * 3) % 5])
    if pi % 6 != 5:
        p.append(":pipeline/enabled %s" % ("false" if pi % 4 == 3 else "true"))
    out.append(" ".join(p) + "}")

# jobs: per pipeline a chain build -> test -> lint -> deploy, etc.
JOBN = ["checkout", "build", "test", "lint", "package", "deploy"]
jobs = []
for (ri, pname, pi) in PIPES:
    n = 3 + (pi % 4)
    for j in range(n):
        key = "%s/%s/%s" % (REPOS[ri][0], pname, JOBN[j])
        jid = "j%d_%d" % (pi, j)
        p = ['{:db/id "%s" :job/key %s :job/name %s :job/pipeline "p%d"' % (jid, s(key), s(JOBN[j]), pi)]
        if (pi + j) % 5 != 4:
            p.append(":job/timeout %d" % [60, 0, 300, 1800, -1, 600][(pi + j) % 6])
        if j >= 2:
            p.append(":job/flaky %r" % [0.0, 0.05, 0.125, 0.5, 1.0, 0.333][(pi * 2 + j) % 6])
        tags = [t for k, t in enumerate([":fast", ":slow", ":docker", ":needs-secrets"]) if (pi + j * 3) >> k & 1]
        if tags:
            p.append(":job/tags [%s]" % " ".join(tags))
        if j != 0:
            p.append(":job/image %s" % s(["rust:1.80", "node:20", "", "alpine:3", "ubuntu:24.04"][(pi + j) % 5]))
        if j == n - 1 and pi % 3 == 0:
            p.append(":job/optional true")
        elif j == 1:
            p.append(":job/optional false")
        deps = []
        if j >= 1:
            deps.append('"j%d_%d"' % (pi, j - 1))
        if j >= 3 and pi % 2 == 0:
            deps.append('"j%d_%d"' % (pi, j - 3))
        if deps:
            p.append(":job/needs [%s]" % " ".join(deps))
        out.append(" ".join(p) + "}")
        jobs.append((pi, j, jid))
# a cycle: in pipeline 1, checkout needs lint (lint -> test -> build -> checkout -> lint)
out.append('{:db/id "j1_0" :job/needs ["j1_3"]}')
# a self-dependency: pipeline 4 test needs itself
out.append('{:db/id "j4_2" :job/needs ["j4_2"]}')
# a cross-pipeline dependency (j0_2 is pipeline 0's last job)
out.append('{:db/id "j2_1" :job/needs ["j0_2"]}')

STAT = [":success", ":success", ":success", ":failed", ":success", ":cancelled", ":running", ":success", ":failed", ":skipped"]
base = datetime.datetime(2026, 10, 1, 8, 0, 0)
nrun = 0
for (ri, pname, pi) in PIPES:
    for num in range(1 + (pi * 7) % 9):
        t = nrun
        nrun += 1
        st = STAT[(t * 3 + pi) % 10]
        p = ['{:db/id "run%d" :run/pipeline "p%d" :run/number %d :run/uid %s :run/status %s' % (t, pi, num if pi != 6 else num - 2, uid(t, 7), st)]
        start = base + datetime.timedelta(minutes=97 * t + (t * t) % 31, milliseconds=(t * 137) % 1000)
        if st != ":skipped":
            p.append(":run/started %s" % inst(start))
        if st in (":success", ":failed", ":cancelled"):
            dur = [0.0, 12.5, 61.25, 300.0, 1234.5, 7.75, 3600.0, 0.001][t % 8]
            p.append(":run/ended %s" % inst(start + datetime.timedelta(seconds=dur)))
            p.append(":run/duration %r" % dur)
            p.append(":run/cost %sM" % ["0.00", "0.12", "1.50", "12.345", "0.12", "-0.50", "100", "3.0"][t % 8])
        p.append(":run/commit %s" % s("%07x" % ((t * 2654435761) % (16 ** 7))))
        p.append(":run/branch %s" % s(["main", "main", "dev", "feature/ü", "", "main", "release/1.0"][t % 7]))
        if t % 4 != 3:
            p.append(":run/cached %s" % ("true" if t % 3 == 0 else "false"))
        if num > 0 and st != ":skipped" and t % 3 == 1:
            p.append(':run/retry-of "run%d"' % (t - 1))
        if t % 5 != 4:
            p.append(":run/version [%d %d %d]" % (1 + t % 3, t % 5, (t * 7) % 11 - (1 if t == 10 else 0) * 20))
        if t % 3 != 2:
            p.append(":run/env [%s %s %d]" % ([":prod", ":staging", ":dev"][t % 3], s(["eu-west", "us-east", "", "ап-юг"][t % 4]), [1, 0, -2, 3][t % 4]))
        pj = [x for x in jobs if x[0] == pi]
        p.append(':run/job "%s"' % pj[t % len(pj)][2])
        steps = []
        for k in range(t % 4):
            steps.append('{:step/name %s :step/exit %d :step/secs %r}' % (s(["setup", "compile", "test", "upload"][k]), [0, 0, 1, -1, 137, 0][(t + k) % 6], [0.5, 2.25, 0.0, 90.0, 12.0][(t + k) % 5]))
        if steps:
            p.append(":run/steps [%s]" % " ".join(steps))
        out.append(" ".join(p) + "}")
        if st == ":success" and t % 2 == 0:
            for a in range(1 + t % 3):
                size = [0, 1024, 1048576, -1, 98765432109876543210, 512, 1024][(t + a) % 7]
                ap = ['{:artifact/run "run%d" :artifact/name %s :artifact/size %dN :artifact/kind %s' % (
                    t, s(["app.tar.gz", "report.xml", "coverage.html", "bin"][a + (t % 2)]), size, [":binary", ":report", ":log"][(t + a) % 3])]
                if (t + a) % 4 != 1:
                    ap.append(":artifact/sha %s" % s("sha-%05d-%d" % (t, a)))
                out.append(" ".join(ap) + "}")

open(os.path.join(HERE, "schema.edn"), "w").write(SCHEMA)
open(os.path.join(HERE, "data.edn"), "w").write("[" + "\n ".join(out) + "]\n")
