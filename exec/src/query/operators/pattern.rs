//! One data pattern for one input row: picks the access path from what
//! the row binds (entity, attribute, value) and hands it to the entity-row
//! or AVE readers, or walks the whole EAV index when nothing is bound.

use super::*;

impl<'s, 'db> Runner<'s, 'db> {
    /// Matches a data pattern against the indexes for one input row.
    /// Matches a data pattern for one input row; an index walk that fills
    /// the batch returns where it stopped (`resume` goes on from there).
    pub(super) fn pattern(
        &mut self,
        p: &CPattern,
        row: &[Val],
        out: &mut Batch,
        resume: Option<Resume>,
    ) -> Res<Option<Resume>> {
        let snap = self.snap;
        // Entity.
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
        // Attribute.
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
        // Value.
        let v: Option<Val> = p.v.get(row);
        let e_slot = if let Pos::Var(s) = p.e { Some(s) } else { None };
        let a_slot = if let Pos::Var(s) = p.a { Some(s) } else { None };
        let v_slot = if let Pos::Var(s) = p.v { Some(s) } else { None };
        // The attribute's cell, for a pattern whose attribute is a variable.
        let a_cell = match (a, a_slot) {
            (Some(a), Some(s)) => match self.attr_cell(a) {
                Some(c) => Some((s, c)),
                None => return Ok(None),
            },
            _ => None,
        };

        match (e, a) {
            (Some(e), Some(a)) if v.is_some() => {
                // Everything is known: does the entity have the datom?
                let Some(val) = v else { return Ok(None) };
                let Some(av) = self.value_av(p, a, ty, val)? else {
                    return Ok(None);
                };
                if self.entity_has(e, &av)? {
                    let ec = self.values.entity_cell(e);
                    emit(out, row, e_slot, ec, a_cell, None);
                }
            }
            (Some(e), Some(a)) => {
                let ec = self.values.entity_cell(e);
                if !self.eav.seek_key_ascending(&e.to_be_bytes())? {
                    return Ok(None);
                }
                let prefix = a.to_be_bytes();
                let list = self.eav.list_dup()?;
                let mut i = list.lower_bound(&prefix);
                while let Some(av) = list.get(i).filter(|av| av.starts_with(&prefix)) {
                    i += 1;
                    let (_, form) = split_av(av)?;
                    let val = cell(&mut self.values, snap.decode_form(form)?);
                    emit(out, row, e_slot, ec, a_cell, v_slot.map(|s| (s, val)));
                }
            }
            (Some(e), None) => {
                let ec = self.values.entity_cell(e);
                if !self.eav.seek_key_ascending(&e.to_be_bytes())? {
                    return Ok(None);
                }
                let list = self.eav.list_dup()?;
                for av in list.iter() {
                    let (a, form) = split_av(av)?;
                    let val = cell(&mut self.values, snap.decode_form(form)?);
                    if v.is_some_and(|x| x != val) {
                        continue;
                    }
                    let a_cell = match a_slot {
                        Some(s) => {
                            match attr_cell(&mut self.attr_vals, &mut self.values, snap, a) {
                                Some(c) => Some((s, c)),
                                None => continue,
                            }
                        }
                        None => None,
                    };
                    emit(out, row, e_slot, ec, a_cell, v_slot.map(|s| (s, val)));
                }
            }
            (None, Some(a)) => {
                if let Some(v) = v {
                    let Some(key) = self.value_av(p, a, ty, v)? else {
                        return Ok(None);
                    };
                    let key: &[u8] = &key;
                    let after = match &resume {
                        Some(Resume::Key { after }) => Some(*after),
                        _ => None,
                    };
                    let target = Emit {
                        row,
                        e_slot,
                        a_cell,
                        v: None,
                    };
                    // The access cache's list, or one read whole to keep
                    // (the second time the key is read, D-351).
                    if let Some(ids) = self.entities_to_walk(p, a, key, after.is_some())? {
                        return Ok(emit_ids(
                            &mut self.values,
                            &ids,
                            after,
                            out,
                            &target,
                            self.batch_rows,
                        )
                        .map(|after| Resume::Key { after }));
                    }
                    if !self.ave.seek_key_ascending(key)? {
                        return Ok(None);
                    }
                    let resuming = matches!(resume, Some(Resume::Key { .. }));
                    let this_n = self.ave.dup_count()?;
                    if !resuming && !p.alts.is_empty() && this_n > ALT_THRESHOLD {
                        match self.shortest_alternative(p, row)? {
                            Shortest::Nothing => return Ok(None),
                            Shortest::Alt(alt_key) => {
                                // Walk the shorter list; keep the entities
                                // that also have this pattern's datom: by
                                // merging with this pattern's own list when
                                // reading it costs less than an EAV test
                                // an entity (D-355), else by those tests.
                                let alt = self.whole_list(&alt_key)?;
                                if this_n as f64 * entity_set::SET_NS
                                    <= alt.len() as f64 * entity_set::ROW_NS
                                {
                                    let this = self.whole_list(key)?;
                                    let mut hint = 0;
                                    for &e in alt.iter() {
                                        if entity_set::search_from(&this, e, &mut hint) {
                                            let ec = self.values.entity_cell(EntityId(e));
                                            emit(out, row, e_slot, ec, a_cell, None);
                                        }
                                    }
                                    return Ok(None);
                                }
                                for &e in alt.iter() {
                                    if self.entity_has(EntityId(e), key)? {
                                        let ec = self.values.entity_cell(EntityId(e));
                                        emit(out, row, e_slot, ec, a_cell, None);
                                    }
                                }
                                return Ok(None);
                            }
                            Shortest::This => {
                                if !self.ave.seek_key_ascending(key)? {
                                    return Ok(None);
                                }
                            }
                        }
                    }
                    return Ok(self
                        .key_entities(key, after, out, &target, self.batch_rows)?
                        .map(|after| Resume::Key { after }));
                } else {
                    let into = Emit {
                        row,
                        e_slot,
                        a_cell,
                        v: v_slot.map(|s| (s, Val::NIL)),
                    };
                    return self.ave_scan(a, &p.v_match, out, into, resume, self.batch_rows);
                }
            }
            (None, None) => {
                // Schema and transaction entities (ids from 2^61, sorted last)
                // are not data: as in Datalevin, a pattern with neither
                // entity nor attribute known does not see them (D-113).
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
                    if v.is_none_or(|x| x == val) {
                        let a_cell = match a_slot {
                            Some(s) => attr_cell(&mut self.attr_vals, &mut self.values, snap, a)
                                .map(|c| (s, c)),
                            None => None,
                        };
                        if a_slot.is_none() || a_cell.is_some() {
                            let ec = self.values.entity_cell(e);
                            emit(out, row, e_slot, ec, a_cell, v_slot.map(|s| (s, val)));
                        }
                    }
                    self.tick()?;
                    item = self.eav.next()?.map(|(k, av)| (k.to_vec(), av.to_vec()));
                }
            }
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
