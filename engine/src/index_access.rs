//! Index access as a Datalevin user writes it (`(datoms db :eav
//! [:person/name "Ann"] :person/age)`, `(index-range db :person/age 20
//! 30)`, `(count-datoms db nil :a nil)`), in Rust and at the REPL alike:
//! components are [`Value`]s — entities as ids, lookup refs or idents,
//! values read as their attribute's type, `nil` meaning "any". Walks are
//! lazy; counts come from DLMDB's counts in O(log n), none walks an index.

use std::ops::Bound;

use quiver_query::edn::Value as Edn;

use crate::Snapshot;
use crate::facts::Datom;
use quiver_store::Index;
use quiver_store::Pattern;
use quiver_store::Stored;
use quiver_store::{Error, Result};
use quiver_store::{Schema, from_edn};

/// Which walk of an index ([`Snapshot::walk_datoms`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Walk {
    /// `datoms`: the datoms the components prefix.
    Datoms,
    /// `seek-datoms`: from the components' place to the end of the index.
    Seek,
    /// `rseek-datoms`: from the components' place back to the start.
    RSeek,
}

/// The storage layer's walk, forwards or backwards.
enum Stream<'s> {
    /// Index order (boxed, as the walk below: both hold a cursor).
    Forward(Box<quiver_store::Datoms<'s>>),
    /// Reverse index order.
    Backward(Box<quiver_store::RDatoms<'s>>),
    /// Nothing matches (a lookup ref or ident that names no entity).
    Empty,
}

/// Datoms of an index walk, read lazily ([`Snapshot::datoms`] and the
/// like).
pub struct Datoms<'s> {
    stream: Stream<'s>,
    schema: &'s Schema,
}

impl Iterator for Datoms<'_> {
    type Item = Result<Datom>;

    fn next(&mut self) -> Option<Self::Item> {
        let d = match &mut self.stream {
            Stream::Forward(d) => d.next(),
            Stream::Backward(d) => d.next(),
            Stream::Empty => None,
        }?;
        Some(d.and_then(|d| Datom::from_stored(self.schema, &d)))
    }
}

impl Snapshot<'_> {
    /// Reads the components of `index` (`[e a v]` for EAV, `[a v e]` for
    /// AVE, `[v a]` for VAE) as the storage layer's typed ones. Trailing `nil`s
    /// are dropped (Datalevin's arities); `None` when an entity designator
    /// names no entity, so nothing can match.
    ///
    /// # Errors
    /// More than three components, a `nil` before a given component, an
    /// attribute that is not a keyword, an entity that is not an id,
    /// lookup ref or ident, or a value its attribute cannot hold.
    fn index_components(&self, index: Index, components: &[Edn]) -> Result<Option<Vec<Stored>>> {
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
                Edn::Keyword(k) => Ok(k.clone()),
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
                    Some(e) => Stored::Ref(e),
                    None => return Ok(None),
                },
                "a" => attr.clone().map(Stored::Keyword).ok_or_else(|| {
                    Error::InvalidArgument("an attribute component is missing".into())
                })?,
                "v" if index == Index::Vae => match self.resolve_eid(c)? {
                    Some(e) => Stored::Ref(e),
                    None => return Ok(None),
                },
                _ => self.value_of(c, ty)?,
            });
        }
        Ok(Some(out))
    }

    /// A value as attribute type `ty` stores it; a lookup ref or ident on a
    /// ref attribute names its entity.
    fn value_of(&self, v: &Edn, ty: Option<quiver_store::ValueType>) -> Result<Stored> {
        if ty == Some(quiver_store::ValueType::Ref)
            && matches!(v, Edn::Keyword(_) | Edn::Vector(_) | Edn::List(_))
        {
            return match self.resolve_eid(v)? {
                Some(e) => Ok(Stored::Ref(e)),
                None => Err(Error::InvalidArgument(format!("{v} names no entity"))),
            };
        }
        from_edn(v, ty)
    }

    /// Datalevin's `datoms`: the datoms of `index` whose leading components
    /// are `components` (`[e a v]` for EAV, `[a v e]` for AVE, `[v a]` for
    /// VAE, the reverse references to `v`), in index order, read lazily.
    /// Trailing `nil`s are dropped (Datalevin's arities).
    ///
    /// ```
    /// # let dir = tempfile::tempdir()?;
    /// # let db = quiver::Db::open(dir.path(), quiver::DbOptions::default())?;
    /// db.transact_edn(r#"[{:name "Ann" :age 30} {:name "Bo" :age 20}]"#)?;
    /// let snap = db.snapshot()?;
    /// let ages: Vec<String> = snap
    ///     .datoms(quiver::Index::Ave, &[quiver::Value::keyword(":age")])?
    ///     .map(|d| d.map(|d| d.to_string()))
    ///     .collect::<quiver::Result<_>>()?;
    /// assert_eq!(ages, ["[2 :age 20]", "[1 :age 30]"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// More than three components, a `nil` before a given component, an
    /// attribute that is not a keyword, an entity that is not an id,
    /// lookup ref or ident, or a value its attribute cannot hold.
    pub fn datoms(&self, index: Index, components: &[Edn]) -> Result<Datoms<'_>> {
        self.walk_datoms(Walk::Datoms, index, components)
    }

    /// Datalevin's `seek-datoms`: from the components' place in `index` to
    /// its end.
    ///
    /// # Errors
    /// As [`Snapshot::datoms`].
    pub fn seek_datoms(&self, index: Index, components: &[Edn]) -> Result<Datoms<'_>> {
        self.walk_datoms(Walk::Seek, index, components)
    }

    /// Datalevin's `rseek-datoms`: from the components' place in `index`
    /// back to its start.
    ///
    /// # Errors
    /// As [`Snapshot::datoms`].
    pub fn rseek_datoms(&self, index: Index, components: &[Edn]) -> Result<Datoms<'_>> {
        self.walk_datoms(Walk::RSeek, index, components)
    }

    /// [`Snapshot::datoms`], [`Snapshot::seek_datoms`] or
    /// [`Snapshot::rseek_datoms`], chosen by `walk`.
    ///
    /// # Errors
    /// As [`Snapshot::datoms`].
    pub fn walk_datoms(&self, walk: Walk, index: Index, components: &[Edn]) -> Result<Datoms<'_>> {
        let store = self.store();
        let stream = match self.index_components(index, components)? {
            None => Stream::Empty,
            Some(c) => match walk {
                Walk::Datoms => Stream::Forward(Box::new(store.datoms(index, &c)?)),
                Walk::Seek => Stream::Forward(Box::new(store.seek_datoms(index, &c)?)),
                Walk::RSeek => Stream::Backward(Box::new(store.rseek_datoms(index, &c)?)),
            },
        };
        Ok(Datoms {
            stream,
            schema: store.schema(),
        })
    }

    /// Datalevin's `(index-range db attr start end)`: the datoms of `attr`
    /// whose values lie between `lo` and `hi`, both inclusive, `nil` for no
    /// bound, in value order.
    ///
    /// # Errors
    /// When `attr` is not a keyword or a bound is a value the attribute
    /// cannot hold.
    pub fn index_range(&self, attr: &Edn, lo: &Edn, hi: &Edn) -> Result<Datoms<'_>> {
        let Edn::Keyword(k) = attr else {
            return Err(Error::InvalidArgument(format!(
                "{attr} is not an attribute: expected a keyword such as :person/age"
            )));
        };
        let a = k.clone();
        let ty = self.schema().by_ident(&a).and_then(|i| i.value_type);
        let bound = |v: &Edn| -> Result<Bound<Stored>> {
            Ok(match v {
                Edn::Nil => Bound::Unbounded,
                v => Bound::Included(self.value_of(v, ty)?),
            })
        };
        let store = self.store();
        Ok(Datoms {
            stream: Stream::Forward(Box::new(store.index_range(&a, bound(lo)?, bound(hi)?)?)),
            schema: store.schema(),
        })
    }

    /// Datalevin's `(count-datoms db e a v)`: the datoms matching the given
    /// components, `nil` for any, from DLMDB's counts in O(log n) (none
    /// walks an index).
    ///
    /// # Errors
    /// As [`Snapshot::datoms`].
    pub fn count_datoms(&self, e: &Edn, a: &Edn, v: &Edn) -> Result<u64> {
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
            let Some(info) = self.schema().by_ident(k) else {
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
        self.store().count(&p)
    }

    /// Datalevin's `(cardinality db attr)`: the number of distinct values
    /// `attr` holds, O(1); 0 for an attribute the schema lacks.
    ///
    /// # Errors
    /// When `attr` is not a keyword.
    pub fn cardinality(&self, attr: &Edn) -> Result<u64> {
        match attr {
            Edn::Keyword(k) => self.store().cardinality(k),
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
