//! Index access with EDN arguments, as a Datalevin user writes them
//! (`(datoms db :eav [:person/name "Ann"] :person/age)`,
//! `(index-range db :person/age 20 30)`, `(count-datoms db nil :a nil)`):
//! entities given as ids, lookup refs or idents, values read as their
//! attribute's type, `nil` meaning "any". The typed iterators and counts
//! are [`Snapshot::datoms`](quiver_store::Snapshot::datoms), [`Snapshot::index_range`](quiver_store::Snapshot::index_range),
//! [`Snapshot::count_datoms`](quiver_store::Snapshot::count_datoms); this module only turns EDN into their
//! arguments, so the REPL's forms and an embedder share one reading.

use std::ops::Bound;

use quiver_query::edn::Value as Edn;

use crate::Snapshot;
use quiver_store::Pattern;
use quiver_store::Value;
use quiver_store::{Datom, Index};
use quiver_store::{Datoms, RDatoms};
use quiver_store::{Error, Result};
use quiver_store::{from_edn, keyword_of, to_edn};

/// Which walk of an index ([`Snapshot::datoms_edn`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Walk {
    /// `datoms`: the datoms the components prefix.
    Datoms,
    /// `seek-datoms`: from the components' place to the end of the index.
    Seek,
    /// `rseek-datoms`: from the components' place back to the start.
    RSeek,
}

/// Datoms forwards or backwards; see [`Snapshot::datoms_edn`].
pub enum DatomWalk<'s> {
    /// Index order (boxed: the forward walk's plan is the larger).
    Forward(Box<Datoms<'s>>),
    /// Reverse index order.
    Backward(RDatoms<'s>),
    /// Nothing matches (a lookup ref or ident that names no entity).
    Empty,
}

impl Iterator for DatomWalk<'_> {
    type Item = Result<Datom>;

    fn next(&mut self) -> Option<Self::Item> {
        match self {
            DatomWalk::Forward(d) => d.next(),
            DatomWalk::Backward(d) => d.next(),
            DatomWalk::Empty => None,
        }
    }
}

impl Snapshot<'_> {
    /// A datom as Datalevin prints its contents: `[e :attr v]` (refs as
    /// entity ids).
    pub fn datom_edn(&self, d: &Datom) -> Result<Edn> {
        let a = self.attr(d.a)?;
        Ok(Edn::vector([
            Edn::Long(d.e.0 as i64),
            Edn::Keyword(quiver_store::edn_keyword(&a.ident)),
            to_edn(&d.v),
        ]))
    }

    /// Reads EDN components of `index` (`[e a v]` for EAV, `[a v e]` for
    /// AVE) as the typed ones [`Snapshot::datoms`](quiver_store::Snapshot::datoms) takes. Trailing `nil`s
    /// are dropped (Datalevin's arities); `None` when an entity designator
    /// names no entity, so nothing can match.
    ///
    /// # Errors
    /// More than three components, a `nil` before a given component, an
    /// attribute that is not a keyword, an entity that is not an id,
    /// lookup ref or ident, or a value its attribute cannot hold.
    pub fn index_components(&self, index: Index, components: &[Edn]) -> Result<Option<Vec<Value>>> {
        let mut given = components;
        while let [rest @ .., Edn::Nil] = given {
            given = rest;
        }
        if let Some(i) = given.iter().position(|c| *c == Edn::Nil) {
            return Err(Error::InvalidArgument(format!(
                "component {} is nil but a later one is given: components are a prefix of the index order",
                i + 1
            )));
        }
        let names: &[&str] = match index {
            Index::Eav => &["e", "a", "v"],
            Index::Ave => &["a", "v", "e"],
            Index::Vae => &["v", "a"],
        };
        if given.len() > names.len() {
            return Err(Error::InvalidArgument(format!(
                "{} takes at most {} components ({}), not {}",
                index_name(index),
                names.len(),
                names.join(" "),
                given.len()
            )));
        }
        let attr = given
            .iter()
            .zip(names)
            .find(|(_, n)| **n == "a")
            .map(|(c, _)| match c {
                Edn::Keyword(k) => Ok(keyword_of(k)),
                other => Err(Error::InvalidArgument(format!(
                    "{other} is not an attribute: expected a keyword such as :person/name"
                ))),
            })
            .transpose()?;
        let ty = attr
            .as_ref()
            .and_then(|a| self.schema().by_ident(a))
            .and_then(|i| i.value_type);
        let mut out = Vec::with_capacity(given.len());
        for (c, name) in given.iter().zip(names) {
            out.push(match *name {
                "e" => match self.resolve_eid(c)? {
                    Some(e) => Value::Ref(e),
                    None => return Ok(None),
                },
                "a" => attr.clone().map(Value::Keyword).ok_or_else(|| {
                    Error::InvalidArgument("an attribute component is missing".into())
                })?,
                "v" if index == Index::Vae => match self.resolve_eid(c)? {
                    Some(e) => Value::Ref(e),
                    None => return Ok(None),
                },
                _ => self.value_of(c, ty)?,
            });
        }
        Ok(Some(out))
    }

    /// A value as attribute type `ty` stores it; a lookup ref or ident on a
    /// ref attribute names its entity.
    fn value_of(&self, v: &Edn, ty: Option<quiver_store::ValueType>) -> Result<Value> {
        if ty == Some(quiver_store::ValueType::Ref)
            && matches!(v, Edn::Keyword(_) | Edn::Vector(_) | Edn::List(_))
        {
            return match self.resolve_eid(v)? {
                Some(e) => Ok(Value::Ref(e)),
                None => Err(Error::InvalidArgument(format!("{v} names no entity"))),
            };
        }
        from_edn(v, ty)
    }

    /// `datoms`, `seek-datoms` or `rseek-datoms` over EAV or AVE with EDN
    /// components (see [`Snapshot::index_components`]), read lazily.
    ///
    /// ```
    /// # let dir = tempfile::tempdir()?;
    /// # let db = quiver::Db::open(dir.path(), quiver::DbOptions::default())?;
    /// db.transact_edn(r#"[{:name "Ann" :age 30} {:name "Bo" :age 20}]"#)?;
    /// let snap = db.snapshot()?;
    /// let kw = |s: &str| quiver::edn::Value::keyword(s);
    /// let walk = snap.datoms_edn(quiver::Walk::Datoms, quiver::Index::Ave, &[kw("age")])?;
    /// let ages: Vec<String> = walk
    ///     .map(|d| snap.datom_edn(&d?).map(|v| v.to_string()))
    ///     .collect::<quiver::Result<_>>()?;
    /// assert_eq!(ages, ["[2 :age 20]", "[1 :age 30]"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`Snapshot::index_components`]; VAE is read through the typed
    /// [`Snapshot::datoms`](quiver_store::Snapshot::datoms) only.
    pub fn datoms_edn(
        &self,
        walk: Walk,
        index: Index,
        components: &[Edn],
    ) -> Result<DatomWalk<'_>> {
        if index == Index::Vae {
            return Err(Error::InvalidArgument(
                "index access reads :eav or :ave".into(),
            ));
        }
        let Some(c) = self.index_components(index, components)? else {
            return Ok(DatomWalk::Empty);
        };
        Ok(match walk {
            Walk::Datoms => DatomWalk::Forward(Box::new(self.datoms(index, &c)?)),
            Walk::Seek => DatomWalk::Forward(Box::new(self.seek_datoms(index, &c)?)),
            Walk::RSeek => DatomWalk::Backward(self.rseek_datoms(index, &c)?),
        })
    }

    /// `index-range` with EDN bounds: the datoms of `attr` whose values lie
    /// between `lo` and `hi`, both inclusive, `nil` for no bound
    /// (Datalevin's `(index-range db attr start end)`).
    ///
    /// # Errors
    /// When `attr` is not a keyword or a bound is a value the attribute
    /// cannot hold.
    pub fn index_range_edn(&self, attr: &Edn, lo: &Edn, hi: &Edn) -> Result<Datoms<'_>> {
        let Edn::Keyword(k) = attr else {
            return Err(Error::InvalidArgument(format!(
                "{attr} is not an attribute: expected a keyword such as :person/age"
            )));
        };
        let a = keyword_of(k);
        let ty = self.schema().by_ident(&a).and_then(|i| i.value_type);
        let bound = |v: &Edn| -> Result<Bound<Value>> {
            Ok(match v {
                Edn::Nil => Bound::Unbounded,
                v => Bound::Included(self.value_of(v, ty)?),
            })
        };
        self.index_range(&a, bound(lo)?, bound(hi)?)
    }

    /// Datalevin's `(count-datoms db e a v)`: the datoms matching the given
    /// components, `nil` for any, from DLMDB's counts (see
    /// [`Snapshot::count`](quiver_store::Snapshot::count) for each shape's cost; none walks an index).
    ///
    /// # Errors
    /// As [`Snapshot::index_components`].
    pub fn count_datoms_edn(&self, e: &Edn, a: &Edn, v: &Edn) -> Result<u64> {
        let mut p = Pattern::any();
        if *e != Edn::Nil {
            match self.resolve_eid(e)? {
                Some(id) => p = p.with_e(id),
                None => return Ok(0),
            }
        }
        let mut ty = None;
        if *a != Edn::Nil {
            let Edn::Keyword(k) = a else {
                return Err(Error::InvalidArgument(format!(
                    "{a} is not an attribute: expected a keyword such as :person/name"
                )));
            };
            let Some(info) = self.schema().by_ident(&keyword_of(k)) else {
                return Ok(0);
            };
            ty = info.value_type;
            p = p.with_a(info.id);
        }
        if *v != Edn::Nil {
            p = p.with_v(match self.value_of(v, ty) {
                Ok(v) => v,
                // A lookup ref that names nothing matches nothing.
                Err(_) if ty == Some(quiver_store::ValueType::Ref) => return Ok(0),
                Err(e) => return Err(e),
            });
        }
        self.count(&p)
    }

    /// Datalevin's `(cardinality db attr)` with an EDN attribute.
    ///
    /// # Errors
    /// When `attr` is not a keyword.
    pub fn cardinality_edn(&self, attr: &Edn) -> Result<u64> {
        match attr {
            Edn::Keyword(k) => self.cardinality(&keyword_of(k)),
            other => Err(Error::InvalidArgument(format!(
                "{other} is not an attribute: expected a keyword such as :person/name"
            ))),
        }
    }
}

/// `:eav`, `:ave`, `:vae`.
fn index_name(index: Index) -> &'static str {
    match index {
        Index::Eav => ":eav",
        Index::Ave => ":ave",
        Index::Vae => ":vae",
    }
}

/// The index an EDN keyword names: `:eav`/`:eavt`, `:ave`/`:avet`
/// (Datalevin's names and Datomic's).
///
/// # Errors
/// Any other value, naming the accepted ones.
pub fn index_of(name: &Edn) -> Result<Index> {
    match name {
        Edn::Keyword(k) if k.namespace().is_none() => match k.name() {
            "eav" | "eavt" => Ok(Index::Eav),
            "ave" | "avet" => Ok(Index::Ave),
            _ => Err(bad_index(name)),
        },
        _ => Err(bad_index(name)),
    }
}

fn bad_index(name: &Edn) -> Error {
    Error::InvalidArgument(format!("{name} is not an index: expected :eav or :ave"))
}
