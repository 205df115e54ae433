//! One data pattern for one input row: picks the access path from what
//! the row binds (entity, attribute, value) and hands it to the entity-row
//! or AVE readers, or walks the whole EAV index when nothing is bound.

use super::*;

/// What one input row binds of a data pattern, and where the pattern's
/// variables go in the output row.
struct Bound<'r> {
    row: &'r [Val],
    e: Option<EntityId>,
    a: Option<AttrId>,
    /// The attribute's value type, when the attribute is known.
    ty: Option<ValueType>,
    v: Option<Val>,
    e_slot: Option<usize>,
    a_slot: Option<usize>,
    v_slot: Option<usize>,
    /// The attribute's cell, for a pattern whose attribute is a bound
    /// variable.
    a_cell: Option<(usize, Val)>,
}

impl<'s, 'db> Runner<'s, 'db> {
    /// Matches a data pattern against the indexes for one input row; an
    /// index walk that fills the batch returns where it stopped (`resume`
    /// goes on from there).
    pub(super) fn pattern(
        &mut self,
        p: &CPattern,
        row: &[Val],
        out: &mut Batch,
        resume: Option<Resume>,
    ) -> Res<Option<Resume>> {
        let Some(b) = self.bind_pattern(p, row)? else {
            return Ok(None);
        };
        match (b.e, b.a, b.v) {
            (Some(e), Some(a), Some(v)) => self.has_datom(p, &b, (e, a, v), out)?,
            (Some(e), Some(a), None) => self.entity_attr_values(&b, e, a, out)?,
            (Some(e), None, _) => self.entity_datoms(&b, e, out)?,
            (None, Some(a), Some(v)) => return self.value_entities(p, &b, (a, v), out, resume),
            (None, Some(a), None) => {
                let into = Emit {
                    row,
                    e_slot: b.e_slot,
                    a_cell: b.a_cell,
                    v: b.v_slot.map(|s| (s, Val::NIL)),
                };
                return self.ave_scan(a, &p.v_match, out, into, resume, self.batch_rows);
            }
            (None, None, _) => return self.all_data_datoms(&b, out, resume),
        }
        Ok(None)
    }

    /// What `row` binds of `p`; `None` when it binds something no datom
    /// can match (an entity or attribute that does not exist).
    fn bind_pattern<'r>(&mut self, p: &CPattern, row: &'r [Val]) -> Res<Option<Bound<'r>>> {
        let snap = self.snap;
        let e: Option<EntityId> = match (&p.e, p.e_const) {
            (Pos::Const(_), Some(None)) => return Ok(None),
            (Pos::Const(_), Some(Some(id))) => Some(id),
            (Pos::Var(s), _) if !row[*s].is_bound() => None,
            (Pos::Var(s), _) => match self.values.entity(row[*s]) {
                Some(e) => Some(e),
                None => return Ok(None),
            },
            _ => None,
        };
        let (a, ty): (Option<AttrId>, _) = match (&p.a, &p.attr) {
            (Pos::Const(_), Some(c)) => match c.id {
                Some(id) => (Some(id), c.ty),
                None => return Ok(None),
            },
            (Pos::Var(s), _) if !row[*s].is_bound() => (None, None),
            (Pos::Var(s), _) => match self.values.get(row[*s]) {
                Edn::Keyword(k) => match snap.attr_of(&k) {
                    Some(id) => (Some(id), snap.schema().get(id).and_then(|i| i.value_type)),
                    None => return Ok(None),
                },
                _ => return Ok(None),
            },
            _ => (None, None),
        };
        let slot = |pos: &Pos| {
            if let Pos::Var(s) = pos {
                Some(*s)
            } else {
                None
            }
        };
        let a_slot = slot(&p.a);
        let a_cell = match (a, a_slot) {
            (Some(a), Some(s)) => match self.attr_cell(a) {
                Some(c) => Some((s, c)),
                None => return Ok(None),
            },
            _ => None,
        };
        Ok(Some(Bound {
            row,
            e,
            a,
            ty,
            v: p.v.get(row),
            e_slot: slot(&p.e),
            a_slot,
            v_slot: slot(&p.v),
            a_cell,
        }))
    }

    /// Entity, attribute and value known: does the entity have the datom?
    fn has_datom(
        &mut self,
        p: &CPattern,
        b: &Bound<'_>,
        (e, a, v): (EntityId, AttrId, Val),
        out: &mut Batch,
    ) -> Res<()> {
        let Some(av) = self.value_av(p, a, b.ty, v)? else {
            return Ok(());
        };
        let found = self.entity_has(e, &av)?
            || match self.other_integer_key(p, a, b.ty, v)? {
                Some(other) => self.entity_has(e, &other)?,
                None => false,
            };
        if found {
            let ec = self.values.entity_cell(e);
            emit(out, b.row, b.e_slot, ec, b.a_cell, None);
        }
        Ok(())
    }

    /// Entity and attribute known: the attribute's values on the entity,
    /// from its EAV list.
    fn entity_attr_values(
        &mut self,
        b: &Bound<'_>,
        e: EntityId,
        a: AttrId,
        out: &mut Batch,
    ) -> Res<()> {
        let snap = self.snap;
        let ec = self.values.entity_cell(e);
        if !self.eav.seek_key_ascending(&e.to_be_bytes())? {
            return Ok(());
        }
        let prefix = a.to_be_bytes();
        let list = self.eav.list_dup()?;
        let mut i = list.lower_bound(&prefix);
        while let Some(av) = list.get(i).filter(|av| av.starts_with(&prefix)) {
            i += 1;
            let (_, form) = split_av(av)?;
            let val = cell(&mut self.values, snap.decode_form(form)?);
            emit(
                out,
                b.row,
                b.e_slot,
                ec,
                b.a_cell,
                b.v_slot.map(|s| (s, val)),
            );
        }
        Ok(())
    }

    /// Only the entity known: its datoms (those of the bound value, if
    /// any), from its EAV list.
    fn entity_datoms(&mut self, b: &Bound<'_>, e: EntityId, out: &mut Batch) -> Res<()> {
        let snap = self.snap;
        let ec = self.values.entity_cell(e);
        if !self.eav.seek_key_ascending(&e.to_be_bytes())? {
            return Ok(());
        }
        let list = self.eav.list_dup()?;
        for av in list.iter() {
            let (a, form) = split_av(av)?;
            let val = cell(&mut self.values, snap.decode_form(form)?);
            if b.v.is_some_and(|x| x != val) {
                continue;
            }
            let a_cell = match b.a_slot {
                Some(s) => match attr_cell(&mut self.attr_vals, &mut self.values, snap, a) {
                    Some(c) => Some((s, c)),
                    None => continue,
                },
                None => None,
            };
            emit(out, b.row, b.e_slot, ec, a_cell, b.v_slot.map(|s| (s, val)));
        }
        Ok(())
    }

    /// Attribute and value known: the entities of the AVE key — from the
    /// access cache, a shorter alternative list, or the index — in
    /// batches.
    fn value_entities(
        &mut self,
        p: &CPattern,
        b: &Bound<'_>,
        (a, v): (AttrId, Val),
        out: &mut Batch,
        resume: Option<Resume>,
    ) -> Res<Option<Resume>> {
        let Some(key) = self.value_av(p, a, b.ty, v)? else {
            return Ok(None);
        };
        let key: &[u8] = &key;
        let after = match &resume {
            Some(Resume::Key { after }) => Some(*after),
            _ => None,
        };
        let target = Emit {
            row: b.row,
            e_slot: b.e_slot,
            a_cell: b.a_cell,
            v: None,
        };
        // `[_ :a ?v]` with `?v` bound binds nothing: one entity answers it
        // (the caller keeps one row, D-969).
        let room = match (b.e_slot, b.a_cell) {
            (None, None) => out.len() + 1,
            _ => self.batch_rows,
        };
        // The access cache's list, or one read whole to keep (the second
        // time the key is read, D-351).
        if let Some(ids) = self.entities_to_walk(p, a, key, after.is_some())? {
            return Ok(emit_ids(&mut self.values, &ids, after, out, &target, room)
                .map(|after| Resume::Key { after }));
        }
        if !self.ave.seek_key_ascending(key)? {
            return Ok(None);
        }
        let resuming = matches!(resume, Some(Resume::Key { .. }));
        let this_n = self.ave.dup_count()?;
        if !resuming && !p.alts.is_empty() && this_n > ALT_THRESHOLD {
            match self.shortest_alternative(p, b.row)? {
                Shortest::Nothing => return Ok(None),
                Shortest::Alt(alt_key) => {
                    self.through_alternative(key, this_n, &alt_key, &target, out)?;
                    return Ok(None);
                }
                Shortest::This => {
                    if !self.ave.seek_key_ascending(key)? {
                        return Ok(None);
                    }
                }
            }
        }
        Ok(self
            .key_entities(key, after, out, &target, room)?
            .map(|after| Resume::Key { after }))
    }

    /// Walks the shorter alternative list `alt_key` and keeps the entities
    /// that also have this pattern's datom (`key`, `this_n` entities): by
    /// merging with this pattern's own list when reading it costs less
    /// than an EAV test an entity (D-355), else by those tests.
    fn through_alternative(
        &mut self,
        key: &[u8],
        this_n: u64,
        alt_key: &[u8],
        target: &Emit<'_>,
        out: &mut Batch,
    ) -> Res<()> {
        let alt = self.whole_list(alt_key)?;
        if this_n as f64 * entity_set::SET_NS <= alt.len() as f64 * entity_set::ROW_NS {
            let this = self.whole_list(key)?;
            let mut hint = 0;
            for &e in alt.iter() {
                if entity_set::search_from(&this, e, &mut hint) {
                    let ec = self.values.entity_cell(EntityId(e));
                    emit(out, target.row, target.e_slot, ec, target.a_cell, None);
                }
            }
            return Ok(());
        }
        for &e in alt.iter() {
            if self.entity_has(EntityId(e), key)? {
                let ec = self.values.entity_cell(EntityId(e));
                emit(out, target.row, target.e_slot, ec, target.a_cell, None);
            }
        }
        Ok(())
    }

    /// Neither entity nor attribute known: every data datom, in EAV order,
    /// in batches. Schema and transaction entities (ids from 2^61, sorted
    /// last) are not data: as in Datalevin, such a pattern does not see
    /// them (D-113).
    fn all_data_datoms(
        &mut self,
        b: &Bound<'_>,
        out: &mut Batch,
        resume: Option<Resume>,
    ) -> Res<Option<Resume>> {
        let snap = self.snap;
        let mut item = match resume {
            Some(Resume::Full { key, av }) => self
                .eav
                .seek_both(&key, &av)?
                .map(|(k, av)| (k.to_vec(), av.to_vec())),
            _ => self.eav.first()?.map(|(k, av)| (k.to_vec(), av.to_vec())),
        };
        while let Some((k, av)) = item {
            if out.len() >= self.batch_rows {
                return Ok(Some(Resume::Full { key: k, av }));
            }
            let e = entity_of(&k)?;
            if e.0 >= quiver_store::SCHEMA_BASE {
                break;
            }
            let (a, form) = split_av(&av)?;
            let val = cell(&mut self.values, snap.decode_form(form)?);
            if b.v.is_none_or(|x| x == val) {
                let a_cell = match b.a_slot {
                    Some(s) => {
                        attr_cell(&mut self.attr_vals, &mut self.values, snap, a).map(|c| (s, c))
                    }
                    None => None,
                };
                if b.a_slot.is_none() || a_cell.is_some() {
                    let ec = self.values.entity_cell(e);
                    emit(out, b.row, b.e_slot, ec, a_cell, b.v_slot.map(|s| (s, val)));
                }
            }
            self.tick()?;
            item = self.eav.next()?.map(|(k, av)| (k.to_vec(), av.to_vec()));
        }
        Ok(None)
    }

    /// The keyword of attribute `a` as a cell (`None` for an attribute
    /// without an ident).
    pub(super) fn attr_cell(&mut self, a: AttrId) -> Option<Val> {
        attr_cell(&mut self.attr_vals, &mut self.values, self.snap, a)
    }
}

/// The keyword of attribute `a` as a cell, cached per attribute.
pub(super) fn attr_cell(
    cache: &mut HashMap<AttrId, Val>,
    values: &mut Values,
    snap: &Snapshot<'_>,
    a: AttrId,
) -> Option<Val> {
    if let Some(&c) = cache.get(&a) {
        return Some(c);
    }
    let k = snap.schema().ident(a)?;
    let c = values.intern(Edn::Keyword(k.clone()));
    cache.insert(a, c);
    Some(c)
}
