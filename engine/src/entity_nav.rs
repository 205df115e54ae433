//! Entity navigation as Datalevin's `entity` offers it: an
//! [`EntityHandle`] bound to a [`Snapshot`] reads an attribute only when
//! asked ([`EntityHandle::get`]), follows references to other handles,
//! finds the entities referring to it through a reverse attribute
//! (`:person/_manager`), and [`touch`](EntityHandle::touch)es: everything
//! at once, as Datalevin prints a touched entity. [`Snapshot::entity`]
//! stays the eager read.

use std::collections::HashSet;

use quiver_query::edn::Value as Edn;

use crate::Snapshot;
use crate::facts::Entity;
use quiver_query::edn::Keyword;
use quiver_store::EntityId;
use quiver_store::Index;
use quiver_store::Result;
use quiver_store::{Stored, to_edn};

/// Components touched inside one another at most (a deeper chain prints
/// as `{:db/id n}`), as pull bounds its recursion.
const MAX_TOUCH_DEPTH: usize = quiver_store::MAX_PULL_DEPTH;

/// An entity of a snapshot, read lazily: nothing is read until an
/// attribute is asked for. Cheap to copy.
///
/// ```
/// # let dir = tempfile::tempdir()?;
/// # let db = quiver::Db::open(dir.path(), quiver::DbOptions::default())?;
/// db.transact_edn(r#"[{:db/ident :boss :db/valueType :db.type/ref}]"#)?;
/// let r = db.transact_edn(r#"[{:db/id "a" :name "Ann"} {:name "Bo" :boss "a"}]"#)?;
/// let snap = db.snapshot()?;
/// let ann = snap.entity_handle(r.tempid("a").unwrap());
/// let staff = ann.refs(":_boss")?;
/// assert_eq!(staff.len(), 1);
/// assert_eq!(staff[0].get(":name")?, Some(quiver::Field::Value(quiver::Value::from("Bo")).into()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy)]
pub struct EntityHandle<'s> {
    snap: &'s Snapshot<'s>,
    id: EntityId,
}

impl std::fmt::Debug for EntityHandle<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{{:db/id {}}}", self.id.0)
    }
}

impl PartialEq for EntityHandle<'_> {
    /// Handles are equal when they name one entity (of snapshots of one
    /// commit: the caller keeps to one snapshot).
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}

/// One value of an attribute read through an [`EntityHandle`].
#[derive(Debug, Clone, PartialEq)]
pub enum Field<'s> {
    /// A plain value.
    Value(Edn),
    /// A referenced (or, through a reverse attribute, referring) entity.
    Entity(EntityHandle<'s>),
}

/// An attribute's value(s) read through an [`EntityHandle`].
#[derive(Debug, Clone, PartialEq)]
pub enum Got<'s> {
    /// A cardinality-one attribute, or the reverse of a component
    /// attribute (one owner).
    One(Field<'s>),
    /// A cardinality-many attribute's values in index order, or the
    /// entities referring through a reverse attribute.
    Many(Vec<Field<'s>>),
}

impl<'s> From<Field<'s>> for Got<'s> {
    fn from(f: Field<'s>) -> Self {
        Got::One(f)
    }
}

impl<'s> Field<'s> {
    /// As Datalevin prints it: a value, or `{:db/id n}` for an entity.
    pub fn to_edn(&self) -> Edn {
        match self {
            Field::Value(v) => v.clone(),
            Field::Entity(h) => id_map(h.id),
        }
    }
}

impl<'s> Got<'s> {
    /// As Datalevin prints it: a value, or a set for several.
    pub fn to_edn(&self) -> Edn {
        match self {
            Got::One(f) => f.to_edn(),
            Got::Many(fs) => Edn::set(fs.iter().map(Field::to_edn)),
        }
    }

    /// The entities among the values.
    pub fn entities(&self) -> Vec<EntityHandle<'s>> {
        let fields: &[Field<'s>] = match self {
            Got::One(f) => std::slice::from_ref(f),
            Got::Many(fs) => fs,
        };
        fields
            .iter()
            .filter_map(|f| match f {
                Field::Entity(h) => Some(*h),
                Field::Value(_) => None,
            })
            .collect()
    }
}

impl<'s> Snapshot<'s> {
    /// A lazy handle on entity `id` (whether or not it has datoms, as
    /// Datalevin's `entity` for an id).
    pub fn entity_handle(&'s self, id: EntityId) -> EntityHandle<'s> {
        EntityHandle { snap: self, id }
    }
}

impl<'s> EntityHandle<'s> {
    /// The entity id.
    pub fn id(&self) -> EntityId {
        self.id
    }

    /// Whether the entity has any datom (one O(log n) count).
    pub fn exists(&self) -> Result<bool> {
        Ok(self
            .snap
            .store()
            .count_datoms(Index::Eav, &[Stored::Ref(self.id)])?
            > 0)
    }

    /// The value(s) of `attr` (`":person/name"`), read now from the EAV
    /// index (only this attribute's datoms). A reverse attribute
    /// (`":person/_manager"`) gives the entities whose `:person/manager`
    /// refers to this one: one for a component attribute, else all of
    /// them. Ref values come as [`Field::Entity`]. `None` when there is
    /// none, or the attribute is unknown (or, reversed, not a ref).
    pub fn get(&self, attr: &str) -> Result<Option<Got<'s>>> {
        let k = Keyword::parse(attr);
        if let Some(forward) = reverse_of(&k) {
            let Some(info) = self.snap.schema().by_ident(&forward) else {
                return Ok(None);
            };
            if !info.is_ref() {
                return Ok(None);
            }
            let owners: Vec<Field<'s>> = self
                .snap
                .store()
                .reverse_refs(self.id, info.id)?
                .into_iter()
                .map(|e| Field::Entity(self.snap.entity_handle(e)))
                .collect();
            return Ok(match owners.len() {
                0 => None,
                _ if info.is_component => owners.into_iter().next().map(Got::One),
                _ => Some(Got::Many(owners)),
            });
        }
        let Some(info) = self.snap.schema().by_ident(&k) else {
            return Ok(None);
        };
        let (many, is_ref) = (info.is_many(), info.is_ref());
        let mut fields = Vec::new();
        for d in self
            .snap
            .store()
            .datoms(Index::Eav, &[Stored::Ref(self.id), Stored::Keyword(k)])?
        {
            let v = d?.v;
            fields.push(match v {
                Stored::Ref(e) if is_ref => Field::Entity(self.snap.entity_handle(e)),
                v => Field::Value(to_edn(&v)),
            });
        }
        Ok(match fields.len() {
            0 => None,
            _ if many => Some(Got::Many(fields)),
            _ => fields.into_iter().next().map(Got::One),
        })
    }

    /// The entities `attr` leads to: the referenced ones of a ref
    /// attribute, or the referring ones of a reverse attribute
    /// (`":person/_manager"`); empty for anything else.
    pub fn refs(&self, attr: &str) -> Result<Vec<EntityHandle<'s>>> {
        Ok(self.get(attr)?.map(|g| g.entities()).unwrap_or_default())
    }

    /// Every attribute at once (the eager [`Snapshot::entity`]); `None`
    /// when the entity has no datoms.
    pub fn touch(&self) -> Result<Option<Entity>> {
        self.snap.entity(self.id)
    }

    /// The entity as Datalevin prints it touched: `{:db/id n, :attr v …}`,
    /// cardinality-many values as sets, references as `{:db/id n}`,
    /// components touched in turn (Datalevin's `touch`); `nil` when the
    /// entity has no datoms.
    pub fn touch_edn(&self) -> Result<Edn> {
        let mut path = HashSet::new();
        Ok(self.touched(&mut path, 0)?.unwrap_or(Edn::Nil))
    }

    fn touched(&self, path: &mut HashSet<EntityId>, depth: usize) -> Result<Option<Edn>> {
        let Some(entity) = self.snap.store().entity(self.id)? else {
            return Ok(None);
        };
        path.insert(self.id);
        let mut entries = vec![(Edn::keyword("db/id"), Edn::Long(self.id.0 as i64))];
        for (k, value) in &entity.attrs {
            let info = self.snap.schema().by_ident(k);
            let component = info.is_some_and(|i| i.is_component && i.is_ref());
            let is_ref = info.is_some_and(|i| i.is_ref());
            let mut one = |v: &Stored| -> Result<Edn> {
                match v {
                    Stored::Ref(e) if component && depth < MAX_TOUCH_DEPTH && !path.contains(e) => {
                        let h = self.snap.entity_handle(*e);
                        Ok(h.touched(path, depth + 1)?.unwrap_or_else(|| id_map(*e)))
                    }
                    Stored::Ref(e) if is_ref => Ok(id_map(*e)),
                    v => Ok(to_edn(v)),
                }
            };
            let edn = match value {
                quiver_store::AttrValue::One(v) => one(v)?,
                quiver_store::AttrValue::Many(vs) => {
                    Edn::set(vs.iter().map(&mut one).collect::<Result<Vec<_>>>()?)
                }
            };
            entries.push((Edn::Keyword(k.clone()), edn));
        }
        path.remove(&self.id);
        Ok(Some(Edn::map(entries)))
    }
}

/// `:ns/_name` → `:ns/name`; `None` for a forward attribute.
fn reverse_of(k: &Keyword) -> Option<Keyword> {
    let name = k.name().strip_prefix('_')?;
    (!name.is_empty()).then(|| Keyword::new(k.namespace(), name))
}

fn id_map(e: EntityId) -> Edn {
    Edn::map([(
        Edn::keyword("db/id"),
        Edn::Long(i64::try_from(e.0).unwrap_or(i64::MAX)),
    )])
}
