//! `edn`: every form prints exactly one EDN value on one line, readable by
//! Quiver's own reader.
//!
//! Relations are sets of vectors (`#{[…] …}`), or vectors of vectors when
//! order or multiplicity matter; collections are vectors; scalars are the
//! value; tuples vectors; empty scalar and tuple results `nil`; `:keys`
//! results vectors of maps. `explain` prints its plan as one string.

use quiver_query::edn::Value;

use super::Outcome;

/// The outcome as one line of EDN.
pub fn render(outcome: &Outcome) -> String {
    let value = match outcome {
        Outcome::Query(q) => q.result.to_value(),
        Outcome::Value(v) => v.clone(),
        Outcome::Text(t) => Value::string(t),
    };
    format!("{value}\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::QueryResult;
    use crate::output::fixtures::{output, relation, row, v};
    use quiver_query::edn::read_value;

    fn edn(outcome: Outcome) -> String {
        render(&outcome)
    }

    #[test]
    fn result_shapes() {
        let rel = relation(&["?n", "?a"], &["[\"b\" 2]", "[\"a\" 1.0]"], false);
        assert_eq!(edn(Outcome::Query(rel)), "#{[\"a\" 1.0] [\"b\" 2]}\n");
        let ordered = relation(&["?n"], &["[\"b\"]", "[\"a\"]", "[\"b\"]"], true);
        assert_eq!(edn(Outcome::Query(ordered)), "[[\"b\"] [\"a\"] [\"b\"]]\n");
        let cases = [
            (QueryResult::Collection(row("[3 1 2]").into()), "[3 1 2]"),
            (QueryResult::Scalar(Some(v("7.0"))), "7.0"),
            (QueryResult::Tuple(Some(row("[1 :a]"))), "[1 :a]"),
            (
                QueryResult::Maps {
                    keys: row("[:name :age]"),
                    rows: vec![row("[\"Ivan\" 37]")].into(),
                },
                "[{:age 37, :name \"Ivan\"}]",
            ),
        ];
        for (result, want) in cases {
            assert_eq!(
                edn(Outcome::Query(output(&["?x"], result))),
                format!("{want}\n")
            );
        }
    }

    #[test]
    fn empty_results() {
        let cases = [
            (
                QueryResult::Relation {
                    rows: vec![].into(),
                    ordered: false,
                },
                "#{}",
            ),
            (
                QueryResult::Relation {
                    rows: vec![].into(),
                    ordered: true,
                },
                "[]",
            ),
            (QueryResult::Collection(vec![].into()), "[]"),
            (QueryResult::Scalar(None), "nil"),
            (QueryResult::Tuple(None), "nil"),
            (
                QueryResult::Maps {
                    keys: row("[:a]"),
                    rows: vec![].into(),
                },
                "[]",
            ),
        ];
        for (result, want) in cases {
            assert_eq!(
                edn(Outcome::Query(output(&["?x"], result))),
                format!("{want}\n")
            );
        }
    }

    #[test]
    fn doubles_keep_a_decimal_point_and_longs_do_not() {
        let rel = relation(&["?x", "?y"], &["[3.0 3]", "[1e300 -0.0]"], true);
        assert_eq!(edn(Outcome::Query(rel)), "[[3.0 3] [1e300 -0.0]]\n");
    }

    #[test]
    fn every_value_prints_on_one_line_and_reads_back() {
        for value in crate::output::fixtures::every_type() {
            let text = edn(Outcome::Value(value.clone()));
            assert_eq!(text.lines().count(), 1, "{text}");
            let back = read_value(text.trim_end()).unwrap();
            assert_eq!(back.to_string(), value.to_string());
        }
    }

    #[test]
    fn explain_text_is_one_string() {
        assert_eq!(
            edn(Outcome::Text("plan\n  scan".into())),
            "\"plan\\n  scan\"\n"
        );
    }
}
