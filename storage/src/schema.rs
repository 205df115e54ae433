//! The schema: interned attributes and their properties.
//!
//! Attributes are keywords interned to [`AttrId`]s (the interning table lives
//! in the `meta` db). An attribute's properties (`:db/valueType`,
//! `:db/cardinality`, `:db/unique`, `:db/isComponent`, `:db/doc`,
//! `:db/tupleTypes`, `:db/tupleType`, `:db/tupleAttrs`) are ordinary datoms on the entity whose `:db/ident` is
//! the attribute's keyword, as in Datomic, so schema is queryable and
//! changes go through transactions. [`Schema`] is the in-memory view built
//! from them. Attributes used without a schema entity are allowed (as in
//! DataScript and Datalevin): they are cardinality-one and store each value
//! with its own type.

use rustc_hash::FxHashMap;

use crate::ids::{AttrId, EntityId};
use crate::value::{Keyword, Stored, ValueType};

/// `:db/ident`: an entity's keyword name (unique identity).
pub const DB_IDENT: AttrId = AttrId(1);
/// `:db/valueType`
pub const DB_VALUE_TYPE: AttrId = AttrId(2);
/// `:db/cardinality`
pub const DB_CARDINALITY: AttrId = AttrId(3);
/// `:db/unique`
pub const DB_UNIQUE: AttrId = AttrId(4);
/// `:db/isComponent`
pub const DB_IS_COMPONENT: AttrId = AttrId(5);
/// `:db/doc`
pub const DB_DOC: AttrId = AttrId(6);
/// `:db/tupleTypes`
pub const DB_TUPLE_TYPES: AttrId = AttrId(7);
/// `:db/txInstant`: when a transaction committed (on the tx entity).
pub const DB_TX_INSTANT: AttrId = AttrId(8);
/// `:db/tupleAttrs`: the component attributes of a composite tuple.
pub const DB_TUPLE_ATTRS: AttrId = AttrId(9);
/// `:db/tupleType`: the one type of every element of a homogeneous tuple
/// (any length), as Datalevin's `:db/tupleType` (D-857).
pub const DB_TUPLE_TYPE: AttrId = AttrId(10);
/// The first id given to a user attribute; ids below are built in.
pub const FIRST_USER_ATTR: AttrId = AttrId(16);

/// Whether an attribute holds one value per entity or a set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Cardinality {
    /// `:db.cardinality/one`: a new value replaces the old one.
    #[default]
    One,
    /// `:db.cardinality/many`: values accumulate in a set.
    Many,
}

/// A uniqueness constraint.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Unique {
    /// `:db.unique/value`: a second entity asserting the value is an error.
    Value,
    /// `:db.unique/identity`: a tempid asserting the value resolves to the
    /// entity holding it (upsert).
    Identity,
}

/// One attribute's properties.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttrInfo {
    /// The interned id.
    pub id: AttrId,
    /// The keyword.
    pub ident: Keyword,
    /// The entity carrying the schema datoms, if the attribute has one.
    pub entity: Option<EntityId>,
    /// `None`: untyped, each value keeps its own type.
    pub value_type: Option<ValueType>,
    /// One or many.
    pub cardinality: Cardinality,
    /// Uniqueness, if any.
    pub unique: Option<Unique>,
    /// Whether referenced entities are components (retracted with the owner).
    pub is_component: bool,
    /// Documentation.
    pub doc: Option<String>,
    /// Element types of a `:db.type/tuple` attribute.
    pub tuple_types: Option<Vec<ValueType>>,
    /// The type of every element of a homogeneous `:db.type/tuple`
    /// attribute (`:db/tupleType`), whatever its length.
    pub tuple_type: Option<ValueType>,
    /// Components of a composite tuple attribute (`:db/tupleAttrs`): its
    /// value is kept equal to the tuple of their values (D-114).
    pub tuple_attrs: Option<Vec<Keyword>>,
}

impl AttrInfo {
    /// An untyped, cardinality-one attribute without a schema entity.
    pub fn untyped(id: AttrId, ident: Keyword) -> Self {
        AttrInfo {
            id,
            ident,
            entity: None,
            value_type: None,
            cardinality: Cardinality::One,
            unique: None,
            is_component: false,
            doc: None,
            tuple_types: None,
            tuple_type: None,
            tuple_attrs: None,
        }
    }

    /// Whether values are entity references.
    pub fn is_ref(&self) -> bool {
        self.value_type == Some(ValueType::Ref)
    }

    /// Whether the attribute holds many values per entity.
    pub fn is_many(&self) -> bool {
        self.cardinality == Cardinality::Many
    }

    /// The properties that decide how data is stored and checked, for
    /// comparing a changed definition with the old one.
    pub(crate) fn same_definition(&self, other: &AttrInfo) -> bool {
        self.value_type == other.value_type
            && self.cardinality == other.cardinality
            && self.unique == other.unique
            && self.is_component == other.is_component
            && self.doc == other.doc
            && self.tuple_types == other.tuple_types
            && self.tuple_type == other.tuple_type
            && self.tuple_attrs == other.tuple_attrs
    }
}

/// The in-memory schema: every interned attribute by id and by keyword.
#[derive(Debug, Clone, Default)]
pub struct Schema {
    attrs: Vec<Option<AttrInfo>>,
    /// Fx-hashed: looked up once per datom on the write path (SipHash was
    /// 1.3 % of an import).
    by_ident: FxHashMap<Keyword, AttrId>,
    by_entity: FxHashMap<EntityId, AttrId>,
}

fn builtin(id: AttrId, name: &str, value_type: ValueType, unique: Option<Unique>) -> AttrInfo {
    AttrInfo {
        value_type: Some(value_type),
        unique,
        ..AttrInfo::untyped(id, Keyword::new(Some("db"), name))
    }
}

impl Schema {
    /// The schema of an empty database: only the built-in attributes.
    pub fn builtin() -> Self {
        let mut s = Schema::default();
        for info in [
            builtin(
                DB_IDENT,
                "ident",
                ValueType::Keyword,
                Some(Unique::Identity),
            ),
            builtin(DB_VALUE_TYPE, "valueType", ValueType::Keyword, None),
            builtin(DB_CARDINALITY, "cardinality", ValueType::Keyword, None),
            builtin(DB_UNIQUE, "unique", ValueType::Keyword, None),
            builtin(DB_IS_COMPONENT, "isComponent", ValueType::Boolean, None),
            builtin(DB_DOC, "doc", ValueType::String, None),
            builtin(DB_TUPLE_TYPES, "tupleTypes", ValueType::Tuple, None),
            builtin(DB_TX_INSTANT, "txInstant", ValueType::Instant, None),
            builtin(DB_TUPLE_ATTRS, "tupleAttrs", ValueType::Tuple, None),
            builtin(DB_TUPLE_TYPE, "tupleType", ValueType::Keyword, None),
        ] {
            s.insert(info);
        }
        s
    }

    /// Whether `id` is one of the schema-defining attributes
    /// (`:db/valueType` … `:db/tupleTypes`, `:db/tupleAttrs`,
    /// `:db/tupleType`).
    pub fn is_schema_attr(id: AttrId) -> bool {
        (DB_VALUE_TYPE.0..=DB_TUPLE_TYPES.0).contains(&id.0)
            || id == DB_TUPLE_ATTRS
            || id == DB_TUPLE_TYPE
    }

    /// The composite tuple attributes that `a` is a component of.
    pub fn composites_of(&self, a: AttrId) -> Vec<AttrId> {
        let Some(ident) = self.ident(a) else {
            return Vec::new();
        };
        self.iter()
            .filter(|c| c.tuple_attrs.as_ref().is_some_and(|ts| ts.contains(ident)))
            .map(|c| c.id)
            .collect()
    }

    /// Whether any attribute is a composite tuple.
    pub fn has_composites(&self) -> bool {
        self.iter().any(|c| c.tuple_attrs.is_some())
    }

    /// Adds or replaces an attribute.
    pub(crate) fn insert(&mut self, info: AttrInfo) {
        let i = info.id.0 as usize;
        if self.attrs.len() <= i {
            self.attrs.resize(i + 1, None);
        }
        if let Some(old) = &self.attrs[i] {
            if let Some(e) = old.entity {
                self.by_entity.remove(&e);
            }
            self.by_ident.remove(&old.ident);
        }
        self.by_ident.insert(info.ident.clone(), info.id);
        if let Some(e) = info.entity {
            self.by_entity.insert(e, info.id);
        }
        self.attrs[i] = Some(info);
    }

    /// The attribute with this id.
    pub fn get(&self, id: AttrId) -> Option<&AttrInfo> {
        self.attrs.get(id.0 as usize).and_then(Option::as_ref)
    }

    /// The id interned for a keyword.
    pub fn id_of(&self, ident: &Keyword) -> Option<AttrId> {
        self.by_ident.get(ident).copied()
    }

    /// The attribute a keyword names.
    pub fn by_ident(&self, ident: &Keyword) -> Option<&AttrInfo> {
        self.id_of(ident).and_then(|id| self.get(id))
    }

    /// The attribute whose schema datoms live on entity `e`.
    pub fn by_entity(&self, e: EntityId) -> Option<&AttrInfo> {
        self.by_entity.get(&e).and_then(|id| self.get(*id))
    }

    /// The keyword of an attribute id.
    pub fn ident(&self, id: AttrId) -> Option<&Keyword> {
        self.get(id).map(|a| &a.ident)
    }

    /// Every attribute, by ascending id.
    pub fn iter(&self) -> impl Iterator<Item = &AttrInfo> {
        self.attrs.iter().flatten()
    }

    /// The next id to intern a keyword with.
    pub(crate) fn next_id(&self) -> AttrId {
        AttrId((self.attrs.len() as u32).max(FIRST_USER_ATTR.0))
    }
}

/// Parses `:db.cardinality/one|many`.
pub(crate) fn cardinality_of(v: &Stored) -> Option<Cardinality> {
    match v {
        Stored::Keyword(k) if k.namespace() == Some("db.cardinality") => match k.name() {
            "one" => Some(Cardinality::One),
            "many" => Some(Cardinality::Many),
            _ => None,
        },
        _ => None,
    }
}

/// Parses `:db.unique/value|identity`.
pub(crate) fn unique_of(v: &Stored) -> Option<Unique> {
    match v {
        Stored::Keyword(k) if k.namespace() == Some("db.unique") => match k.name() {
            "value" => Some(Unique::Value),
            "identity" => Some(Unique::Identity),
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtins_are_interned() {
        let s = Schema::builtin();
        assert_eq!(s.id_of(&Keyword::parse(":db/ident")), Some(DB_IDENT));
        assert_eq!(s.next_id(), FIRST_USER_ATTR);
        assert!(Schema::is_schema_attr(DB_DOC));
        assert!(!Schema::is_schema_attr(DB_IDENT));
        assert_eq!(
            cardinality_of(&Stored::keyword(":db.cardinality/many")),
            Some(Cardinality::Many)
        );
        assert_eq!(unique_of(&Stored::keyword(":db.unique/nope")), None);
    }
}
