#!/usr/bin/env python3
"""Runs the film comparison queries with DuckDB over the Parquet tables
that `quiver export --format parquet` wrote, printing each query's rows as
CSV after a `== NAME` line (rows in any order; the test sorts them).

Usage: film_queries.py TABLES_DIR
Exits 3 when the duckdb package is missing (the test decides whether
that is a failure)."""

import csv
import sys

try:
    import duckdb
except ImportError:
    sys.exit(3)

QUERIES = {
    # movie ⋈ cast ⋈ person: directors of movies from 2000 on.
    "directors": """
        SELECT DISTINCT m.title, p.name, m.year
        FROM "cast" c
        JOIN movie m ON c.movie = m.eid
        JOIN person p ON c.person = p.eid
        WHERE c.role = 'director' AND m.year >= 2000
    """,
    # An aggregate: movies and summed rating per genre.
    "genres": """
        SELECT genre, count(*), sum(rating)
        FROM movie
        WHERE genre IS NOT NULL AND rating IS NOT NULL
        GROUP BY genre
    """,
    # A cardinality-many list column, unnested: movies per keyword text.
    "keywords": """
        SELECT k.text, count(*)
        FROM (SELECT eid, unnest(keywords) AS kw FROM movie) mk
        JOIN keyword k ON k.eid = mk.kw
        GROUP BY k.text
    """,
}


def main():
    tables = sys.argv[1]
    con = duckdb.connect()
    for name in ["cast", "movie", "person", "keyword"]:
        con.execute(
            f"CREATE VIEW \"{name}\" AS SELECT * FROM read_parquet('{tables}/{name}.parquet')"
        )
    out = csv.writer(sys.stdout, lineterminator="\n")
    for name, sql in QUERIES.items():
        print(f"== {name}", flush=True)
        for row in con.execute(sql).fetchall():
            out.writerow(row)
        sys.stdout.flush()


if __name__ == "__main__":
    main()
