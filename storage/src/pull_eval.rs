//! Pull: the Datomic pull grammar over a [`Snapshot`].
//!
//! A parsed [`PullPattern`] is first *prepared* against the schema
//! ([`PreparedPull`]): attribute keywords are resolved to ids once, with the
//! flags pulling needs (cardinality, ref, component), so that pulling many
//! entities with one pattern — `(pull ?e [...])` in a query's `:find` runs
//! once per distinct entity — does no keyword lookups. Each entity is then
//! read with one EAV `list_dup`, decoding only the attributes the pattern
//! names (all of them under `*`).
//!
//! Semantics follow DataScript and Datalevin (docs/pull-and-tx.md):
//! * a result is a map keyed by attribute keyword (or the `:as` alias);
//!   missing attributes are omitted, and an entity with nothing to show
//!   pulls as `nil`;
//! * cardinality-many attributes and non-component reverse refs give
//!   vectors, capped at `:limit` (default 1000; `:limit nil` for all);
//! * refs without a nested pattern give `{:db/id n}`, except components,
//!   which are pulled whole (as `*`);
//! * recursion (`...` or a depth) repeats the enclosing pattern; an entity
//!   already on the current path is cut to `{:db/id n}`;
//! * a result nests at most [`MAX_PULL_DEPTH`] levels (maps and vectors):
//!   deeper is an error naming the entity and the limit, so that every
//!   result Quiver prints its own reader reads back (D-742).
//!
//! ```
//! use quiver::{Db, DbOptions};
//! use quiver_query::{edn::Value, pull_pattern::parse_pull};
//! let dir = tempfile::tempdir()?;
//! let db = Db::open(dir.path(), DbOptions::default())?;
//! let report = db.transact_edn(r#"[{:db/id "a" :name "Ann" :age 41}]"#)?;
//! let ann = report.tempid("a").unwrap();
//! let pattern = parse_pull("[:name]")?;
//! let pulled = db.pull(&pattern, &Value::from(ann))?;
//! assert_eq!(pulled.to_string(), r#"{:name "Ann"}"#);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::collections::{BTreeMap, HashSet};
use std::sync::Arc;

use quiver_query::edn::Value as Edn;
use quiver_query::pull_pattern::{
    AttrSpec, PullElement, PullLimit, PullPattern, PullSub, Recursion,
};

use crate::encoding::encode;
use crate::error::{Error, Result};
use crate::ids::{AttrId, EntityId};
use crate::schema::{AttrInfo, Schema};
use crate::snapshot::Snapshot;
use crate::store::split_av;
use crate::typing::{from_edn, to_edn};
use crate::value::{Keyword, Stored};

/// Values of a cardinality-many attribute (or reverse ref) pulled when the
/// pattern gives no `:limit` (Datomic's default).
pub const DEFAULT_LIMIT: usize = 1000;

/// The deepest a pulled value may nest (maps and vectors), a little under
/// the EDN reader's limit ([`quiver_query::edn::DEFAULT_MAX_DEPTH`]) so a
/// result holding pulls (a set of tuples, a map of keys) still reads
/// back; a recursive pull over a longer chain is an error (D-742).
pub const MAX_PULL_DEPTH: usize = quiver_query::edn::MAX_VALUE_DEPTH;

/// A pull pattern resolved against a schema, ready to pull any number of
/// entities of a [`Snapshot`] with that schema.
///
/// ```
/// use std::sync::Arc;
/// use quiver_query::pull_pattern::parse_pull;
/// use quiver_store::{DbOptions, EntityId, PreparedPull, Snapshot, Store};
/// let dir = tempfile::tempdir()?;
/// # {
/// #     let db = quiver::Db::open(dir.path(), quiver::DbOptions::default())?;
/// #     db.transact_edn(r#"[{:db/id 7 :name "Ann"}]"#)?;
/// # }
/// // The storage layer's snapshot (the facade's `quiver::Snapshot::pull`
/// // prepares and pulls in one call).
/// let store = Store::open(dir.path(), DbOptions::default())?;
/// let txn = store.env().read_txn()?;
/// let schema = Arc::new(store.load_schema(&txn)?);
/// let snap = Snapshot::new(&store, txn, schema);
/// let prepared: PreparedPull = snap.prepare_pull(&parse_pull("[:db/id :name]")?);
/// let pulled = snap.pull_entity(&prepared, EntityId(7))?;
/// assert_eq!(pulled.to_string(), r#"{:name "Ann", :db/id 7}"#);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct PreparedPull {
    /// Why the pattern cannot be pulled against this schema (a map spec on
    /// an attribute that is not a ref, `:limit` on a cardinality-one
    /// attribute): reported by every pull rather than ignored.
    problem: Option<String>,
    root: Pat,
    /// `[*]`, for components pulled whole.
    component: Pat,
    /// Number of recursion items (the size of the depth counters).
    recursions: usize,
}

impl PreparedPull {
    /// Whether the pattern can be pulled against this schema: the error
    /// every pull of it gives (a map spec on an attribute that is not a
    /// ref, `:limit` on a cardinality-one attribute …), to report before
    /// any entity is pulled — a query with no rows too, as Datalevin
    /// checks the pattern when it parses the query (D-931).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] naming the element and its position.
    pub fn check(&self) -> Result<()> {
        match &self.problem {
            Some(problem) => Err(Error::InvalidArgument(format!("pull pattern at {problem}"))),
            None => Ok(()),
        }
    }
}

/// One (sub-)pattern.
#[derive(Debug, Clone)]
struct Pat {
    items: Vec<Item>,
    /// Whether `*` appears.
    wildcard: bool,
    /// Forward attributes named explicitly: `*` leaves them to their item.
    explicit: Vec<AttrId>,
    /// Every forward attribute to decode from the row (sorted; unused under `*`).
    wanted: Vec<AttrId>,
}

/// One attribute (or `:db/id`) of a pattern.
#[derive(Debug, Clone)]
struct Item {
    /// The result key: the name as written, or the `:as` alias.
    key: Edn,
    target: Target,
    /// `None`: no limit.
    limit: Option<usize>,
    default: Option<Edn>,
    /// `:xform`: the built-in applied to the pulled value.
    xform: Option<Xform>,
    sub: Sub,
}

/// An `:xform` function: the built-in, or the name the parser let through
/// that is not one (an [`AttrSpec`] built by hand).
#[derive(Debug, Clone)]
enum Xform {
    Builtin(&'static quiver_query::builtins::Builtin),
    Unknown(String),
}

#[derive(Debug, Clone)]
enum Target {
    /// `:db/id`.
    DbId,
    /// An interned attribute.
    Attr(AttrFlags),
    /// An attribute the schema does not know: always absent.
    Unknown,
}

#[derive(Debug, Clone, Copy)]
struct AttrFlags {
    id: AttrId,
    many: bool,
    is_ref: bool,
    component: bool,
    reverse: bool,
}

#[derive(Debug, Clone)]
enum Sub {
    /// No nested pattern.
    Plain,
    /// A nested pattern for the referenced entities.
    Pattern(Box<Pat>),
    /// Repeat the enclosing pattern: counter slot and maximum depth.
    Recurse { slot: usize, max: Option<u64> },
}

impl PreparedPull {
    /// Resolves `pattern` against `schema`. Attributes the schema does not
    /// know are kept as always absent (so `:default` still applies).
    pub fn new(schema: &Schema, pattern: &PullPattern) -> PreparedPull {
        let mut recursions = 0;
        let mut problem = None;
        let root = prepare(schema, pattern, &mut recursions, &mut problem);
        let component = Pat {
            items: Vec::new(),
            wildcard: true,
            explicit: Vec::new(),
            wanted: Vec::new(),
        };
        PreparedPull {
            problem,
            root,
            component,
            recursions,
        }
    }
}

fn prepare(
    schema: &Schema,
    pattern: &PullPattern,
    recursions: &mut usize,
    problem: &mut Option<String>,
) -> Pat {
    let mut pat = Pat {
        items: Vec::with_capacity(pattern.elements.len()),
        wildcard: false,
        explicit: Vec::new(),
        wanted: Vec::new(),
    };
    for element in &pattern.elements {
        let (spec, sub) = match element {
            PullElement::Wildcard(_) => {
                pat.wildcard = true;
                continue;
            }
            PullElement::Attr(spec) => (spec, Sub::Plain),
            PullElement::Join { attr, sub, .. } => {
                let sub = match sub {
                    PullSub::Pattern(p) => {
                        Sub::Pattern(Box::new(prepare(schema, p, recursions, problem)))
                    }
                    PullSub::Recurse(r) => {
                        *recursions += 1;
                        Sub::Recurse {
                            slot: *recursions - 1,
                            max: match r {
                                Recursion::Unbounded => None,
                                Recursion::Depth(n) => Some(*n),
                            },
                        }
                    }
                };
                (attr, sub)
            }
        };
        let item = item(schema, spec, sub);
        if problem.is_none() {
            *problem = check(&item, spec);
        }
        if let Target::Attr(f) = &item.target
            && !f.reverse
        {
            pat.explicit.push(f.id);
        }
        pat.items.push(item);
    }
    pat.explicit.sort_unstable();
    pat.explicit.dedup();
    pat.wanted = pat.explicit.clone();
    pat
}

fn item(schema: &Schema, spec: &AttrSpec, sub: Sub) -> Item {
    let attr = spec.attr.clone();
    let target = if !spec.reverse && attr.namespace() == Some("db") && attr.name() == "id" {
        Target::DbId
    } else {
        match schema.by_ident(&attr) {
            Some(info) => Target::Attr(flags(info, spec.reverse)),
            None => Target::Unknown,
        }
    };
    let many = match &target {
        Target::Attr(f) => f.many || (f.reverse && !f.component),
        _ => false,
    };
    let limit = match spec.options.limit {
        Some(PullLimit::Count(n)) => Some(usize::try_from(n).unwrap_or(usize::MAX)),
        Some(PullLimit::Unlimited) => None,
        None if many => Some(DEFAULT_LIMIT),
        None => None,
    };
    Item {
        key: spec
            .options
            .alias
            .clone()
            .unwrap_or_else(|| Edn::Keyword(spec.name.clone())),
        target,
        limit,
        default: spec.options.default.clone(),
        xform: spec.options.xform.as_ref().map(|f| {
            quiver_query::builtins::lookup(f.as_str())
                .map_or_else(|| Xform::Unknown(f.to_string()), Xform::Builtin)
        }),
        sub,
    }
}

/// What Datalevin refuses about an item once the schema is known: a map
/// spec (nested pattern or recursion) on an attribute that is not a ref, a
/// reverse reference through one, and `:limit` on a cardinality-one
/// attribute. An attribute the schema does not know is absent, except
/// that a map spec on one (a nested pattern or recursion, forward or
/// reverse) is refused as on a known attribute that is not a ref, as
/// Datalevin refuses it (D-931): a misspelt ref would drop its key.
fn check(item: &Item, spec: &AttrSpec) -> Option<String> {
    let at = spec.span.start;
    let f = match &item.target {
        Target::Attr(f) => f,
        Target::Unknown if !matches!(item.sub, Sub::Plain) => {
            return Some(format!(
                "{}:{}: {} is not an attribute of the schema, so it cannot have a nested pattern or recursion in a pull map spec (a :db.type/ref attribute is needed)",
                at.line, at.col, spec.attr
            ));
        }
        _ => return None,
    };
    if !matches!(item.sub, Sub::Plain) && !f.is_ref {
        return Some(format!(
            "{}:{}: {} is not a :db.type/ref attribute, so it cannot have a nested pattern or recursion in a pull map spec",
            at.line, at.col, spec.name
        ));
    }
    if f.reverse && !f.is_ref {
        return Some(format!(
            "{}:{}: {} is a reverse reference, but {} is not a :db.type/ref attribute",
            at.line, at.col, spec.name, spec.attr
        ));
    }
    if spec.options.limit.is_some() && !f.reverse && !f.many {
        return Some(format!(
            "{}:{}: :limit needs a :db.cardinality/many attribute, and {} is cardinality one",
            at.line, at.col, spec.name
        ));
    }
    None
}

fn flags(info: &AttrInfo, reverse: bool) -> AttrFlags {
    AttrFlags {
        id: info.id,
        many: info.is_many(),
        is_ref: info.is_ref(),
        component: info.is_component,
        reverse,
    }
}

/// State of one pull: the entities on the current recursion path and the
/// depth of each recursion item.
struct Walk<'p, 's, 'db> {
    snap: &'s Snapshot<'db>,
    prepared: &'p PreparedPull,
    path: HashSet<EntityId>,
    depth: Vec<u64>,
    /// How deep the map being pulled nests in the result.
    level: usize,
    /// The EAV cursor, opened at the first entity read and reused for
    /// every other (each open allocates).
    eav: Option<quiver_kv::Cursor<'s>>,
}

/// The values of one attribute of an entity, before rendering.
enum Found {
    Values(Vec<Stored>),
    Entities(Vec<EntityId>),
}

impl<'p, 's> Walk<'p, 's, '_> {
    /// Pulls `pat` from `e`; `None` when nothing matched.
    fn entity(&mut self, pat: &'p Pat, e: EntityId) -> Result<Option<Edn>> {
        if self.level >= MAX_PULL_DEPTH {
            return Err(Error::InvalidArgument(format!(
                "pull: the result nests deeper than {MAX_PULL_DEPTH} levels at entity {e}; give the recursion a depth (e.g. {{:next 100}} instead of {{:next ...}})",
                e = e.0
            )));
        }
        let row = self.row(e, pat)?;
        let mut out: BTreeMap<Edn, Edn> = BTreeMap::new();
        if pat.wildcard {
            out.insert(db_id_key(), id_edn(e));
            let mut i = 0;
            while i < row.len() {
                let a = row[i].0;
                let end = i + row[i..].iter().take_while(|(b, _)| *b == a).count();
                if pat.explicit.binary_search(&a).is_err() {
                    let info = self.snap.attr(a)?;
                    let f = flags(info, false);
                    let key = Edn::Keyword(info.ident.clone());
                    // One plain value: no reference to follow, so no
                    // vector to build (most of a wildcard's attributes).
                    if end == i + 1 && !f.many && !matches!(row[i].1, Stored::Ref(_)) {
                        out.insert(key, to_edn(&row[i].1));
                        i = end;
                        continue;
                    }
                    let limit = f.many.then_some(DEFAULT_LIMIT);
                    let values = values_of(&row[i..end], limit);
                    if let Some(v) = self.render(pat, f, &Sub::Plain, Found::Values(values))? {
                        out.insert(key, v);
                    }
                }
                i = end;
            }
        }
        for item in &pat.items {
            let rendered = match &item.target {
                Target::DbId => Some(id_edn(e)),
                Target::Unknown => None,
                Target::Attr(f) if f.reverse => {
                    let mut holders = self.snap.reverse_refs(e, f.id)?;
                    if let Some(n) = item.limit {
                        holders.truncate(n);
                    }
                    self.render(pat, *f, &item.sub, Found::Entities(holders))?
                }
                Target::Attr(f) => {
                    let start = row.partition_point(|(a, _)| *a < f.id);
                    let end = start + row[start..].iter().take_while(|(a, _)| *a == f.id).count();
                    let values = values_of(&row[start..end], item.limit);
                    self.render(pat, *f, &item.sub, Found::Values(values))?
                }
            };
            // As Datalevin: `:xform` sees the pulled value, or `nil` when
            // there is none and no `:default` (which it never sees); a
            // `nil` result leaves the key out.
            let value = match (rendered, &item.default, &item.xform) {
                (Some(v), _, Some(f)) => transform(f, item, v)?,
                (Some(v), _, None) => v,
                (None, Some(d), _) => d.clone(),
                // Only on an entity that exists (a pull of nothing is nil).
                (None, None, Some(f)) if !row.is_empty() || self.exists(e)? => {
                    transform(f, item, Edn::Nil)?
                }
                (None, None, _) => Edn::Nil,
            };
            if value != Edn::Nil {
                out.insert(item.key.clone(), value);
            }
        }
        Ok((!out.is_empty()).then(|| Edn::Map(Arc::new(out))))
    }

    /// Whether `e` has any datom.
    fn exists(&mut self, e: EntityId) -> Result<bool> {
        Ok(self.eav()?.seek_key(&e.to_be_bytes())?.is_some())
    }

    /// The walk's EAV cursor.
    fn eav(&mut self) -> Result<&mut quiver_kv::Cursor<'s>> {
        let cur = match self.eav.take() {
            Some(c) => c,
            None => self.snap.txn.cursor(self.snap.store.eav)?,
        };
        Ok(self.eav.insert(cur))
    }

    /// The entity's datoms that `pat` needs, in attribute order.
    fn row(&mut self, e: EntityId, pat: &Pat) -> Result<Vec<(AttrId, Stored)>> {
        let snap = self.snap;
        let mut row = Vec::new();
        if !pat.wildcard && pat.wanted.is_empty() {
            return Ok(row);
        }
        let cur = self.eav()?;
        if cur.seek_key(&e.to_be_bytes())?.is_none() {
            return Ok(row);
        }
        let list = cur.list_dup()?;
        for av in list.iter() {
            let (a, form) = split_av(av)?;
            if pat.wildcard || pat.wanted.binary_search(&a).is_ok() {
                row.push((a, snap.store.decode_form(&snap.txn, form)?));
            }
        }
        Ok(row)
    }

    /// Renders the values of one attribute; `None` when there is nothing
    /// to show (absent, or every referenced entity pulled as `nil`).
    fn render(
        &mut self,
        pat: &'p Pat,
        f: AttrFlags,
        sub: &'p Sub,
        found: Found,
    ) -> Result<Option<Edn>> {
        let single = if f.reverse { f.component } else { !f.many };
        let mut out = Vec::new();
        // A single value is one level below its map, a vector's elements two.
        let down = if single { 1 } else { 2 };
        self.level += down;
        let result = self.render_into(pat, f, sub, found, &mut out);
        self.level -= down;
        result?;
        Ok(if out.is_empty() {
            None
        } else if single {
            out.into_iter().next()
        } else {
            Some(Edn::Vector(out.into()))
        })
    }

    /// Renders each value of `found` into `out`.
    fn render_into(
        &mut self,
        pat: &'p Pat,
        f: AttrFlags,
        sub: &'p Sub,
        found: Found,
        out: &mut Vec<Edn>,
    ) -> Result<()> {
        match found {
            Found::Values(values) => {
                for v in values {
                    let shown = match v {
                        Stored::Ref(r) => self.entity_value(pat, f, sub, r)?,
                        other => Some(to_edn(&other)),
                    };
                    out.extend(shown);
                }
            }
            Found::Entities(ids) => {
                for r in ids {
                    out.extend(self.entity_value(pat, f, sub, r)?);
                }
            }
        }
        Ok(())
    }

    /// One referenced entity, per the item's sub-pattern.
    fn entity_value(
        &mut self,
        pat: &'p Pat,
        f: AttrFlags,
        sub: &'p Sub,
        r: EntityId,
    ) -> Result<Option<Edn>> {
        match sub {
            Sub::Plain if f.component && !f.reverse => {
                let component = &self.prepared.component;
                self.enter(r, |w| w.entity(component, r))
            }
            Sub::Plain => Ok(Some(db_id_map(r))),
            Sub::Pattern(p) => quiver_query::stack::deep(|| self.entity(p, r)),
            Sub::Recurse { slot, max } => {
                // As Datalevin: an entity on the path is cut to its id
                // even where the depth is used up (checked first).
                if self.path.contains(&r) {
                    return Ok(Some(db_id_map(r)));
                }
                let depth = self.depth[*slot];
                if max.is_some_and(|m| depth >= m) {
                    return Ok(None);
                }
                self.depth[*slot] += 1;
                let out = self.enter(r, |w| w.entity(pat, r));
                self.depth[*slot] -= 1;
                out
            }
        }
    }

    /// Pulls `r` with it on the path; an entity already on the path is cut
    /// to `{:db/id r}` (cycles).
    fn enter(
        &mut self,
        r: EntityId,
        f: impl FnOnce(&mut Self) -> Result<Option<Edn>>,
    ) -> Result<Option<Edn>> {
        if !self.path.insert(r) {
            return Ok(Some(db_id_map(r)));
        }
        let out = quiver_query::stack::deep(|| f(self));
        self.path.remove(&r);
        out
    }
}

/// Applies an `:xform` function to a pulled value.
fn transform(f: &Xform, item: &Item, v: Edn) -> Result<Edn> {
    match f {
        Xform::Builtin(b) => b.call(&[v]).map_err(|e| {
            Error::InvalidArgument(format!("pull :xform {} on {}: {e}", b.name, item.key))
        }),
        Xform::Unknown(name) => Err(Error::InvalidArgument(format!(
            "pull :xform {name} on {}: not a built-in function",
            item.key
        ))),
    }
}

fn values_of(group: &[(AttrId, Stored)], limit: Option<usize>) -> Vec<Stored> {
    let n = limit.map_or(group.len(), |l| l.min(group.len()));
    group[..n].iter().map(|(_, v)| v.clone()).collect()
}

fn id_edn(e: EntityId) -> Edn {
    // Entity ids are below 2^63 (ids.rs), so they fit a long.
    Edn::Long(i64::try_from(e.0).unwrap_or(i64::MAX))
}

/// `:db/id`, made once: a pull writes it for every entity and every
/// reference it shows as `{:db/id n}`, and a clone is a reference count.
fn db_id_key() -> Edn {
    static KEY: std::sync::OnceLock<Edn> = std::sync::OnceLock::new();
    KEY.get_or_init(|| Edn::keyword("db/id")).clone()
}

fn db_id_map(e: EntityId) -> Edn {
    Edn::map([(db_id_key(), id_edn(e))])
}

impl Snapshot<'_> {
    /// Resolves `pattern` against this snapshot's schema, for
    /// [`Snapshot::pull_entity`].
    pub fn prepare_pull(&self, pattern: &PullPattern) -> PreparedPull {
        PreparedPull::new(&self.schema, pattern)
    }

    /// Pulls a prepared pattern from entity `e`: a map, or `nil` when
    /// nothing matched. `prepared` must come from a snapshot with the same
    /// schema (the same snapshot, typically).
    pub fn pull_entity(&self, prepared: &PreparedPull, e: EntityId) -> Result<Edn> {
        prepared.check()?;
        let mut walk = Walk {
            snap: self,
            prepared,
            path: HashSet::new(),
            depth: vec![0; prepared.recursions],
            level: 0,
            eav: None,
        };
        Ok(walk.entity(&prepared.root, e)?.unwrap_or(Edn::Nil))
    }

    /// Pulls `pattern` from the entity `eid` names: an id (long), a lookup
    /// ref `[:attr value]` or an ident keyword. `nil` when the entity does
    /// not exist or nothing matched.
    pub fn pull(&self, pattern: &PullPattern, eid: &Edn) -> Result<Edn> {
        let prepared = self.prepare_pull(pattern);
        match self.pull_target(eid)? {
            Some(e) => self.pull_entity(&prepared, e),
            None => Ok(Edn::Nil),
        }
    }

    /// Pulls `pattern` from each entity of `eids` (as [`Snapshot::pull`]),
    /// in order.
    pub fn pull_many(&self, pattern: &PullPattern, eids: &[Edn]) -> Result<Vec<Edn>> {
        let prepared = self.prepare_pull(pattern);
        eids.iter()
            .map(|eid| match self.pull_target(eid)? {
                Some(e) => self.pull_entity(&prepared, e),
                None => Ok(Edn::Nil),
            })
            .collect()
    }

    /// The entity a pull reads: [`Self::resolve_eid`]'s, except that 0 is
    /// read as an id no entity holds (`(pull [*] 0)` is `{:db/id 0}`, a
    /// `:default` applies), as Datalevin pulls it (D-921).
    fn pull_target(&self, eid: &Edn) -> Result<Option<EntityId>> {
        match eid {
            Edn::Long(0) => Ok(Some(EntityId(0))),
            other => self.resolve_eid(other),
        }
    }

    /// The entity an EDN entity designator names: a positive long, a lookup
    /// ref `[:unique-attr value]` or an ident keyword. `None` when a lookup
    /// ref or ident finds nothing, and for 0 (no entity has it, D-882;
    /// a pull reads it as an unused id, D-921); an error for anything else.
    pub fn resolve_eid(&self, eid: &Edn) -> Result<Option<EntityId>> {
        match eid {
            Edn::Long(0) => Ok(None),
            Edn::Long(n) if *n > 0 => Ok(Some(EntityId(n.unsigned_abs()))),
            Edn::Keyword(k) => self.entid(k),
            Edn::Vector(items) | Edn::List(items) => match &items[..] {
                [Edn::Keyword(a), v] => self.lookup(a, v),
                _ => Err(bad_eid(eid)),
            },
            _ => Err(bad_eid(eid)),
        }
    }

    fn lookup(&self, a: &Keyword, v: &Edn) -> Result<Option<EntityId>> {
        // No such attribute: not unique either, the same error (D-874).
        let Some(info) = self.schema.by_ident(a).filter(|i| i.unique.is_some()) else {
            return Err(Error::InvalidArgument(format!(
                "lookup ref [{a} {v}]: {a} is not :db/unique, so it cannot identify an entity"
            )));
        };
        // No entity holds nil: `[:a nil]` names none (D-906).
        if matches!(v, Edn::Nil) {
            return Ok(None);
        }
        let value = from_edn(v, info.value_type)?;
        self.store
            .unique_holder(&self.txn, info.id, &encode(&value))
    }
}

fn bad_eid(eid: &Edn) -> Error {
    Error::InvalidArgument(format!(
        "{eid} is not an entity: expected a positive id, a lookup ref [:attr value] or an ident keyword"
    ))
}
