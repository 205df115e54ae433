#!/usr/bin/env bash
# One compare_live sitting, as docs/benchmarks.md reports them: the shared
# queries cold (every cache off on both sides) and the application
# templates as used (each side at its defaults), film-1 and people-100k.
# usage (from the project root, after `cargo build --release -p quiver-cli`):
#   bash testdata/bench/sitting.sh OUT_DIR [--reuse-datalevin]
# Datalevin's two databases are deleted first and loaded again in the same
# sitting: the mixed templates write into them, so a second sitting on the
# same databases stops on `ROW COUNTS DIFFER`. --reuse-datalevin keeps
# them (only right when nothing has written to them since they were
# loaded). Takes about 15 minutes; run it with nothing else on the machine.
set -euo pipefail
out=${1:?usage: sitting.sh OUT_DIR [--reuse-datalevin]}
mkdir -p "$out"
if [[ ${2:-} != --reuse-datalevin ]]; then
  rm -rf /tmp/quiver-bench/datalevin-film-1 /tmp/quiver-bench/datalevin-people-100k
fi
live=testdata/bench/datalevin/compare_live.py
{
  date -u +"start %F %T UTC"; uptime
  git rev-parse --short HEAD
} > "$out/meta.txt"
python3 "$live" --workload film-1 --queries '../shared/bench/queries/film_*.edn' \
  --modes no-caches --runs 15 > "$out/film-cold.txt"
python3 "$live" --workload people-100k --queries '../shared/bench/queries/people_*.edn' \
  --modes no-caches --runs 15 > "$out/people-cold.txt"
python3 "$live" --workload film-1 --queries 'testdata/bench/templates/film_t*.edn' \
  --modes defaults --runs 40 > "$out/film-templates.txt"
python3 "$live" --workload people-100k --queries 'testdata/bench/templates/people_t*.edn' \
  --modes defaults --runs 40 > "$out/people-templates.txt"
{ date -u +"end %F %T UTC"; uptime; } >> "$out/meta.txt"
