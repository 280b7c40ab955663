/**
 * Two communities full of data for isolation tests: one row of every
 * community-owned model in community A and in community B, built from the
 * schema itself (so a new model is covered without touching this file).
 * Every text column of B's rows carries the marker MARKB, so any answer that
 * leaks one of them is easy to spot; a snapshot of B's rows proves nothing
 * was changed or added there.
 */
import { validValueFor } from './valid-values.ts';
import { isRequiredByRules } from '../../server/core/field-rules.ts';
import { createHash } from 'node:crypto';
import { models, type FieldInfo } from '../../server/crud/datamodel.ts';
import { ownershipOf, communityWhereFor, communityForeignKeys, communityReferences, referenceApplies } from '../../server/crud/ownership.ts';
import { delegate } from '../../server/crud/tx.ts';
import { entities } from '../../server/crud/entity.ts';
import { writableFields } from '../../server/crud/validate.ts';
import type { Db } from '../../server/kernel/context.ts';

export const MARK_B = 'MARKB';

export interface Communities {
  A: number;
  B: number;
  /** The row created for each model in each community. */
  rows: Record<'A' | 'B', Record<string, number>>;
}

function value(f: FieldInfo, marker: string, n: number): unknown {
  switch (f.type) {
    case 'String': {
      const text = `${marker}_${f.name}_${n}`;
      return f.maxLength ? text.slice(0, Math.max(1, f.maxLength)) : text;
    }
    case 'Int':
      return f.options ? f.options[0]!.value : 1;
    case 'Decimal':
      return '12.50';
    case 'Float':
      return 1.5;
    case 'Boolean':
      return false;
    case 'DateTime':
      return new Date();
    case 'Json':
      return [marker];
    default:
      return undefined;
  }
}

/** Community-owned models, parents before children. */
export function communityModelsInOrder(): string[] {
  // Recycle entries (and their community rows) are made below, as a delete would leave them.
  const owned = [...models().keys()].filter((m) => {
    const own = ownershipOf(m);
    return own.kind !== 'none' && own.kind !== 'root' && m !== 'RecycleData' && !(own.kind === 'parent' && own.via.target === 'RecycleData');
  });
  const done: string[] = [];
  while (done.length < owned.length) {
    const before = done.length;
    for (const m of owned) {
      if (done.includes(m)) continue;
      const needs = communityForeignKeys(m).filter((fk) => fk.target !== m && fk.required && owned.includes(fk.target)).map((fk) => fk.target);
      if (needs.every((n) => done.includes(n))) done.push(m);
    }
    if (done.length === before) throw new Error(`cannot order ${owned.filter((m) => !done.includes(m)).join(', ')}`);
  }
  return done;
}

async function createCommunityRows(db: Db, areaId: number, marker: string, counter: { n: number }): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const model of communityModelsInOrder()) {
    const info = models().get(model)!;
    const fkColumns = new Map(info.foreignKeys.map((fk) => [fk.column, fk]));
    // Declared references (a correction's house and item): a required one names the side's own row when there is one.
    const refColumns = new Map(communityReferences(model).filter((r) => !r.list && !r.when).map((r) => [r.column, r.target]));
    const data: Record<string, unknown> = {};
    for (const f of info.fields) {
      if (f.kind === 'object' || f.isId || f.isUpdatedAt || f.name === 'createTime' || f.name === 'updateTime') continue;
      // The row's community (a foreign key to area_info too): the side's own.
      if (f.name === 'areaId') {
        data.areaId = areaId;
        continue;
      }
      const fk = fkColumns.get(f.name);
      if (fk) {
        if (fk.target !== model && ids[fk.target] !== undefined) data[f.name] = ids[fk.target];
        continue;
      }
      if (f.name === 'areaIds') data.areaIds = [areaId];
      // Keys to rows of no community (creators, operators, app users) may stay empty; a required one gets any id.
      else if (f.name.endsWith('Id') && f.type === 'Int') {
        const target = refColumns.get(f.name);
        if (f.isRequired) data[f.name] = target !== undefined && ids[target] !== undefined ? ids[target] : ++counter.n;
        continue;
      }
      else data[f.name] = value(f, marker, ++counter.n);
    }
    const row = await delegate(db, model).create({ data, select: { id: true } });
    ids[model] = row.id;
  }
  return ids;
}

/** Creates communities A and B (A may exist already: the seeded demo community) with a row of every community-owned model. */
export async function seedCommunities(db: Db, areaA?: number): Promise<Communities> {
  const A = areaA ?? (await db.areaInfo.create({ data: { name: '甲小区' } })).id;
  const B = (await db.areaInfo.create({ data: { name: `${MARK_B}_乙小区` } })).id;
  const counter = { n: 0 };
  const rows = { A: await createCommunityRows(db, A, 'MARKA', counter), B: await createCommunityRows(db, B, MARK_B, counter) };
  // A recycle entry of each community, as a delete there would have left it.
  for (const [c, areaId] of [['A', A], ['B', B]] as const) {
    const r = await db.recycleData.create({
      data: { entityInfo: { model: 'AreaHouse', type: 'AreaHouse', prefix: 'area/house', related: [] }, entityType: 'AreaHouse', areaId, areas: { create: [{ communityId: areaId }] }, data: [{ id: 900000 + areaId, areaId, ownerName: `${c === 'B' ? MARK_B : 'MARKA'}_recycled` }], count: 1 },
    });
    rows[c].RecycleData = r.id;
  }
  return { A, B, rows };
}

/** A digest of every row of community B (all community-owned models, and B itself). */
export async function snapshotOf(db: Db, community: number): Promise<string> {
  const parts: unknown[] = [];
  for (const model of [...models().keys()].sort()) {
    const own = ownershipOf(model);
    if (own.kind === 'none') continue;
    const where = model === 'RecycleData' ? { areaId: community } : communityWhereFor(model, [community], false);
    const rows = await delegate(db, model).findMany({ where: where ?? {}, orderBy: { id: 'asc' } });
    parts.push(model, rows.map((r: Record<string, unknown>) => ({ ...r, updateTime: undefined })));
  }
  return createHash('sha256')
    .update(JSON.stringify(parts, (_k, v) => (typeof v === 'bigint' ? String(v) : v)))
    .digest('hex');
}

/**
 * The invariant that no write may break: every row and every community-owned
 * row it points at (a parent by a relation, an app user by a declared
 * lookup) are in the same community; a row of several communities (an app
 * user) must include the row's. Answers the offending rows.
 */
export async function crossCommunityLinks(db: Db): Promise<string[]> {
  const bad: string[] = [];
  const communityOf = async (model: string, id: number): Promise<number | null> => {
    const own = ownershipOf(model);
    if (own.kind === 'root') return id;
    const row = await delegate(db, model).findUnique({ where: { id } });
    if (!row) return null;
    if (own.kind === 'column') return row.areaId ?? null;
    if (own.kind === 'parent') return row[own.via.column] == null ? null : communityOf(own.via.target, row[own.via.column]);
    return null;
  };
  for (const model of models().keys()) {
    const fks = communityReferences(model);
    if (fks.length === 0) continue;
    const columns = fks.flatMap((f) => [f.column, ...Object.keys(f.when ?? {})]);
    const rows = await delegate(db, model).findMany({ select: { id: true, ...Object.fromEntries(columns.map((c) => [c, true])) } });
    for (const row of rows) {
      const communities = new Set<number>();
      const self = ownershipOf(model).kind === 'column' ? await communityOf(model, row.id) : null;
      if (self !== null) communities.add(self);
      let outside = false;
      for (const fk of fks) if (row[fk.column] != null && referenceApplies(fk, row)) {
        // A list reference (a resident's houses) names each of its rows.
        const ids: unknown[] = fk.list ? (Array.isArray(row[fk.column]) ? row[fk.column] : []) : [row[fk.column]];
        for (const refId of ids.filter((v): v is number => Number.isInteger(v))) {
          const c = await communityOf(fk.target, refId);
          if (c !== null) communities.add(c);
          if (self !== null && ownershipOf(fk.target).kind === 'custom') {
            const where = communityWhereFor(fk.target, [self], false);
            if ((await delegate(db, fk.target).count({ where: { AND: [{ id: refId }, where] } })) === 0) outside = true;
          }
        }
      }
      if (communities.size > 1 || outside) bad.push(`${model}#${row.id}`);
    }
  }
  return bad;
}

/** The id of a side's row of a model (the community itself for communities). */
export function idOn(c: Communities, side: 'A' | 'B', model: string): number {
  return model === 'AreaInfo' ? c[side] : c.rows[side][model]!;
}

/**
 * A valid add/update body of the model's entity in community `side`: every
 * writable column filled, its areaId, and every community-owned row it
 * names (relations and declared references) taken from community `parents`.
 */
export function writeBody(c: Communities, model: string, side: 'A' | 'B', parents: 'A' | 'B' = side): Record<string, unknown> {
  const decl = entities().find((e) => e.model === model)!;
  const body: Record<string, unknown> = {};
  for (const f of writableFields(decl)) {
    // A column with a format, range or URL rule gets a value that keeps it; the body passes validation.
    const valid = validValueFor(model, f, decl.rules?.[f.name], 1);
    if (valid) {
      body[f.name] = valid.value;
      continue;
    }
    if (f.type === 'String') body[f.name] = `${f.name}x`.slice(0, f.maxLength ?? 20);
    else if (f.type === 'Int') body[f.name] = f.options ? f.options[0]!.value : 1;
    else if (f.type === 'Decimal') body[f.name] = '10.5';
    else if (f.type === 'Boolean') body[f.name] = false;
    // A list a rule requires (a resident's roles): one value.
    else if (f.type === 'Json' && isRequiredByRules(decl.rules, f.name)) body[f.name] = [1];
  }
  if (ownershipOf(model).kind === 'column') body.areaId = c[side];
  if (model === 'UserInfo') body.areaIds = [c[side]];
  for (const ref of communityReferences(model)) {
    // Columns the server keeps (a repair's meeting, a meeting notice's residents' notice) are not the client's to send.
    if (decl.readOnly?.includes(ref.column) || decl.serverManaged?.includes(ref.column)) continue;
    body[ref.column] = ref.list ? [idOn(c, parents, ref.target)] : idOn(c, parents, ref.target);
    Object.assign(body, ref.when);
  }
  delete body.password;
  return body;
}
