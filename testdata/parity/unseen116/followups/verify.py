#!/usr/bin/env python3
"""Recomputes from data.edn the answers behind the unseen116 disagreements (Quiver's side)."""
import os, re
from decimal import Decimal, getcontext
from fractions import Fraction
HERE = os.path.dirname(os.path.abspath(__file__))
data = open(os.path.join(HERE, "..", "data.edn")).read()
getcontext().prec = 60

players = re.findall(r'\{:db/id "(FIDE-\d+)" :player/fide "FIDE-\d+"(.*?):player/ratings', data)
# self-coached: a coached-by list holding the player itself
selfc = [f for f, body in players if re.search(r':player/coached-by \[[^\]]*"' + f + '"', body)]
print("b-self-coached / z-self-var-count:", selfc, len(selfc))
# prizes
pr = [Decimal(m) for m in re.findall(r":player/prize (-?[0-9.]+)M", data)]
tot = sum(pr)
mean = Fraction(tot) / len(pr)
d = mean.denominator
for p in (2, 5):
    while d % p == 0:
        d //= p
print("a-prize-avg: sum", tot, "n", len(pr), "exact mean", mean, "nearest double", float(mean),
      "terminating decimal:", d == 1)
print("x-prize-eq-fn: 1500M", sum(1 for p in re.findall(r":player/prize (1500(?:\.0+)?)M", data)),
      "of which written 1500M:", len(re.findall(r":player/prize 1500M", data)))
games = re.findall(r":game/white \"(FIDE-\d+)\" :game/black \"(FIDE-\d+)\"", data)
played = {p for g in games for p in g}
print("r-not-rule-underscore: players", len(players), "who played", len(played), "never played", len(players) - len(played))
ks = re.findall(r":rating/k ([0-9.]+)", data)
print("x-k-double-eq: k values equal to 20.0 (doubles):", sum(1 for k in ks if float(k) == 20.0), "; as longs: 0 (all written as doubles)")
tours = re.findall(r":tour/start #inst", data)
print("z-inst-vs-number: tournaments with a start:", len(tours))
