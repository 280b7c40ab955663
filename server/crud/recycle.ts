/**
 * The recycle bin. A delete copies the rows, and the rows that go with them
 * (children the database deletes in cascade, such as a meeting's notices and
 * votes or a user's role links), into one recycle entry. The entry keeps
 * every community of what it holds (recycle_data_area: an app user's whole
 * areaIds list, the communities of its children) and the data-permission
 * department, and is seen only by who holds all those communities. An entry
 * without a community is seen by everyone with the read permission only when
 * its model is declared to belong to no community, else only by who holds
 * every community: "no community" is a declared fact, never a fallback.
 * Secret columns (password hashes) are kept apart in a column that is never
 * output, only read back by a restore. A restore is a write: it needs the
 * entity's add permission, and entries that hold access-control rows (users,
 * roles, menus, departments and their links) are restored by the superuser
 * only. It puts everything back with its original ids and links, in one
 * transaction, or refuses cleanly.
 */
import { AppError } from '../kernel/errors.ts';
import type { Ctx } from '../kernel/context.ts';
import { hasPerm } from '../auth/viewer.ts';
import { afterCommit } from '../kernel/unit-of-work.ts';
import { entities, entityByModel, entityByType, permOf, type EntityDecl } from './entity.ts';
import { delegate, type Row, type Tx } from './tx.ts';
import { models } from './datamodel.ts';
import { ownershipOf } from './ownership.ts';
import { holdsEveryCommunity } from './where.ts';
import { isAccessControlModel } from './access-control.ts';
import { toJsonSafe } from './json.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { joinSecrets, splitJsonSecrets } from './json-secrets.ts';
import { dependencyOrder, type RestoreRow } from './restore-order.ts';
import { maskedRow } from './personal.ts';
import type { GraphQLSchema } from 'graphql';
import { getKeepDays } from '../audit/log.ts';
import type { Db } from '../kernel/context.ts';
import { judgeFrozenRows } from './freeze.ts';

/** Rows of another model deleted (or unlinked) with the entry's rows. */
interface Related {
  model: string;
  /** cascade: the rows were deleted with their parent; unlink: their key column was set to null. */
  how: 'cascade' | 'unlink';
  column: string;
  rows: Row[];
}

export interface RecycleInfo {
  model: string;
  type: string;
  prefix: string;
  related: Related[];
}

/** Models whose rows point at `model`, with the key column and what a delete does to them. */
function referrers(model: string) {
  const out: { model: string; column: string; onDelete: string }[] = [];
  for (const info of models().values()) for (const fk of info.foreignKeys) if (fk.target === model && info.name !== model) out.push({ model: info.name, column: fk.column, onDelete: fk.onDelete });
  return out;
}

async function collectRelated(tx: Tx, model: string, ids: number[], out: Related[], depth = 0): Promise<void> {
  if (ids.length === 0 || depth > 4) return;
  for (const ref of referrers(model)) {
    if (ref.onDelete !== 'Cascade' && ref.onDelete !== 'SetNull') continue;
    const rows: Row[] = await delegate(tx, ref.model).findMany({ where: { [ref.column]: { in: ids } } });
    if (rows.length === 0) continue;
    out.push({ model: ref.model, how: ref.onDelete === 'Cascade' ? 'cascade' : 'unlink', column: ref.column, rows });
    if (ref.onDelete === 'Cascade') await collectRelated(tx, ref.model, rows.map((r) => r.id), out, depth + 1);
  }
}

/** Splits secret columns, and secrets inside JSON columns, off rows: [rows without secrets, secrets by id]. */
function splitSecrets(model: string, rows: Row[]): [Row[], Record<string, Row>] {
  const decl = entityByModel(model);
  const secret = decl?.secret ?? [];
  if (secret.length === 0 && !decl?.jsonSecrets) return [rows, {}];
  const secrets: Record<string, Row> = {};
  const clean = rows.map((r) => {
    const [copy, json] = splitJsonSecrets(decl, { ...r });
    const own = { ...Object.fromEntries(secret.map((c) => [c, r[c]])), ...(json ?? {}) };
    if (Object.keys(own).length) secrets[r.id] = own;
    for (const c of secret) delete copy[c];
    return copy;
  });
  return [clean, secrets];
}

/**
 * The communities rows belong to, following ownership.ts: a community row is
 * its own, a column row has its areaId (none when shared by all), a custom
 * row says (an app user's areaIds), a child has its parent's. Memoised per
 * delete: the cascade children of a meeting all ask for the same meeting.
 */
class CommunityResolver {
  private known = new Map<string, Promise<number[]>>();
  constructor(private readonly tx: Tx) {}

  of(model: string, row: Row): Promise<number[]> {
    const key = `${model}:${row.id}`;
    let p = typeof row.id === 'number' ? this.known.get(key) : undefined;
    if (!p) {
      p = this.compute(model, row);
      if (typeof row.id === 'number') this.known.set(key, p);
    }
    return p;
  }

  private async compute(model: string, row: Row): Promise<number[]> {
    const own = ownershipOf(model);
    switch (own.kind) {
      case 'root':
        return [row.id];
      case 'column':
        return typeof row.areaId === 'number' ? [row.areaId] : [];
      case 'custom':
        return own.communities(row);
      case 'none':
        return [];
      case 'parent': {
        const parentId = row[own.via.column];
        if (typeof parentId !== 'number') return [];
        const key = `${own.via.target}:${parentId}`;
        const known = this.known.get(key);
        if (known) return known;
        const parent = await delegate(this.tx, own.via.target).findUnique({ where: { id: parentId } });
        // A missing parent leaves the row without a community: then only who holds every community sees it.
        return parent ? this.of(own.via.target, parent) : [];
      }
    }
  }

  async ofAll(model: string, rows: Row[], into: Set<number>): Promise<void> {
    for (const row of rows) for (const c of await this.of(model, row)) into.add(c);
  }
}

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/** Copies the rows about to be deleted into the recycle bin, one entry per set of communities and department. */
export async function captureDeleted(ctx: Ctx, tx: Tx, decl: EntityDecl, rows: Row[]): Promise<void> {
  const communities = new CommunityResolver(tx);
  const groups = new Map<string, { areaIds: number[]; departmentId: number | null; rows: Row[] }>();
  for (const row of rows) {
    const areaIds = sorted(await communities.of(decl.model, row));
    const departmentId = decl.dataPermissionColumn ? ((row[decl.dataPermissionColumn] as number | null | undefined) ?? null) : null;
    const key = `${areaIds.join(',')}:${departmentId}`;
    const g = groups.get(key) ?? { areaIds, departmentId, rows: [] as Row[] };
    g.rows.push(row);
    groups.set(key, g);
  }
  for (const g of groups.values()) {
    const related: Related[] = [];
    await collectRelated(tx, decl.model, g.rows.map((r) => r.id), related);
    // The rows that go with them count too: a restore writes them back (or re-links them).
    const areaIds = new Set(g.areaIds);
    for (const r of related) await communities.ofAll(r.model, r.rows, areaIds);
    const entryAreas = sorted(areaIds);
    const [clean, secrets] = splitSecrets(decl.model, g.rows);
    const relatedSecrets: Record<string, Record<string, Row>> = {};
    const relatedClean = related.map((r) => {
      const [rowsClean, s] = splitSecrets(r.model, r.rows);
      if (Object.keys(s).length) relatedSecrets[r.model] = { ...(relatedSecrets[r.model] ?? {}), ...s };
      return { ...r, rows: rowsClean };
    });
    const hasSecrets = Object.keys(secrets).length > 0 || Object.keys(relatedSecrets).length > 0;
    await tx.recycleData.create({
      data: {
        entityInfo: toJsonSafe({ model: decl.model, type: decl.type, prefix: decl.prefix, related: relatedClean }) as Prisma.InputJsonValue,
        entityType: decl.type,
        // For display (the legacy page row): the entry's one community; null for none or several. The scope reads `areas`.
        areaId: entryAreas.length === 1 ? entryAreas[0]! : null,
        areas: { create: entryAreas.map((communityId) => ({ communityId })) },
        departmentId: g.departmentId,
        userId: ctx.viewer?.userId ?? null,
        data: toJsonSafe(clean) as Prisma.InputJsonValue,
        secrets: hasSecrets ? (toJsonSafe({ [decl.model]: secrets, ...relatedSecrets }) as Prisma.InputJsonValue) : undefined,
        url: (ctx.restPath ?? `graphql:${decl.type}Delete`).slice(0, 255),
        params: { ids: g.rows.map((r) => r.id as number) },
        count: g.rows.length,
      },
    });
  }
}

/**
 * A recycle entry's kept rows with their personal values masked, for a
 * viewer who may not read residents (recycle/data's personalWithin): `data`
 * holds rows of the entry's entity, `entityInfo` the rows that went with
 * them, each masked by its own entity's marks (crud/personal.ts). What a
 * restore writes back is the entry as stored, never this.
 */
export function maskRecycledPersonal(schema: GraphQLSchema, entry: Record<string, unknown>, column: string): unknown {
  const value = entry[column];
  const rowsOf = (model: unknown, rows: unknown) => {
    const decl = typeof model === 'string' ? entityByModel(model) : undefined;
    return decl && Array.isArray(rows) ? rows.map((r) => maskedRow(schema, decl, r)) : rows;
  };
  if (column === 'data') return rowsOf((entry.entityInfo as Partial<RecycleInfo> | null)?.model, value);
  if (column !== 'entityInfo' || !value || typeof value !== 'object' || !Array.isArray((value as RecycleInfo).related)) return value;
  return { ...value, related: (value as RecycleInfo).related.map((r) => (r && typeof r === 'object' ? { ...r, rows: rowsOf(r.model, r.rows) } : r)) };
}

/** The community condition of recycle entries (recycle/data's declared ownership): every community of the entry is one of `areaIds`. */
export function entriesCoveredBy(areaIds: number[]): Record<string, unknown> {
  // `every` also holds for entries without a community; recycleScope says who sees those.
  return { areas: { every: { communityId: { in: areaIds } } } };
}

/**
 * What recycle entries a viewer may see, besides their communities
 * (entriesCoveredBy): entries of entities they may read, for entities under
 * department data permission of departments they cover; and entries without
 * a community only of models declared to belong to none, unless the viewer
 * holds every community (they may see a banner shared by all, say).
 */
export async function recycleScope(ctx: Ctx, departments: number[] | null): Promise<Record<string, unknown> | null> {
  const viewer = ctx.viewer;
  if (!viewer) return { id: -1 };
  if (viewer.isSuper) return null;
  const readable = entities().filter((e) => ['page', 'list', 'info'].some((a) => hasPerm(viewer, permOf(e.prefix, a))));
  const plain = readable.filter((e) => !e.dataPermissionColumn).map((e) => e.type);
  const byDepartment = readable.filter((e) => e.dataPermissionColumn).map((e) => e.type);
  const or: Record<string, unknown>[] = [{ entityType: { in: plain } }];
  if (byDepartment.length) or.push({ entityType: { in: byDepartment }, ...(departments ? { departmentId: { in: departments } } : {}) });
  if (await holdsEveryCommunity(ctx)) return { OR: or };
  const ofNoCommunity = entities().filter((e) => ownershipOf(e.model).kind === 'none').map((e) => e.type);
  return { AND: [{ OR: or }, { OR: [{ areas: { some: {} } }, { entityType: { in: ofNoCommunity } }] }] };
}

/**
 * A restore is a write, refused before anything is written: it needs the add
 * permission of the entry's entity; and an entry holding access-control rows
 * (crud/access-control.ts: a role with its menu links, a user with its role
 * links...) is restored by the superuser only. Replaying such a restore
 * through the grant rules (base/grants.ts) instead would have to judge every
 * link row against what the viewer holds now; refusing is simpler and safe,
 * and what a non-super user may grant they can grant again by adding it.
 * The communities are checked by the scope the entries were read through
 * (the viewer holds every community of each entry).
 */
function assertRestorable(ctx: Ctx, decl: EntityDecl, info: RecycleInfo): { accessControl: boolean } {
  const accessControl = [decl.model, ...(info.related ?? []).map((r) => r.model)].some(isAccessControlModel);
  const viewer = ctx.viewer;
  if (viewer?.isSuper) return { accessControl };
  if (accessControl) throw new AppError('recycle.accessControl');
  if (!hasPerm(viewer, permOf(decl.prefix, 'add'))) throw new AppError('recycle.addPermission');
  return { accessControl };
}

/** Converts a stored JSON value back for a column (dates from ISO strings). */
function revive(model: string, row: Row): Row {
  const info = models().get(model)!;
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    const f = info.byName.get(k);
    if (!f || f.kind === 'object') continue;
    out[k] = f.type === 'DateTime' && typeof v === 'string' ? new Date(v) : f.type === 'Json' && v === null ? undefined : v;
  }
  return out;
}

function withSecrets(model: string, rows: Row[], secrets: Record<string, Record<string, Row>> | null): Row[] {
  const s = secrets?.[model] ?? {};
  const decl = entityByModel(model);
  return rows.map((r) => joinSecrets(decl, r, s[r.id]));
}

/** Refuses, before anything is written, rows whose ids are taken again. */
async function assertIdsFree(tx: Tx, rows: RestoreRow[]): Promise<void> {
  const byModel = new Map<string, unknown[]>();
  for (const { model, row } of rows) if (row.id !== undefined) byModel.set(model, [...(byModel.get(model) ?? []), row.id]);
  for (const [model, ids] of byModel) {
    const taken = await delegate(tx, model).findMany<{ id: number }>({ where: { id: { in: ids } }, select: { id: true } });
    if (taken.length) throw new AppError('recycle.idTaken', { ids: taken.map((t: { id: number }) => t.id).join(', ') });
  }
}

/** Writes the rows of a restore, every row after those it names (crud/restore-order.ts); a run of one model's rows in one statement. */
async function insertInOrder(tx: Tx, rows: RestoreRow[]): Promise<void> {
  await assertIdsFree(tx, rows);
  const ordered = dependencyOrder(rows);
  for (let i = 0; i < ordered.length; ) {
    const model = ordered[i]!.model;
    let j = i;
    while (j < ordered.length && ordered[j]!.model === model) j++;
    await delegate(tx, model).createMany({ data: ordered.slice(i, j).map((r) => revive(model, r.row)) });
    i = j;
  }
}

/** Restores recycle entries (the caller has read them through the recycle scope); answers how many rows came back. */
export async function restoreEntries(ctx: Ctx, entries: { id: number; entityInfo: unknown; data: unknown; secrets: unknown }[]): Promise<number> {
  const tx = ctx.db;
  const checked = entries.map((entry) => {
    const info = entry.entityInfo as RecycleInfo;
    const decl = entityByType(info?.type ?? '');
    if (!decl || decl.model !== info.model || !Array.isArray(entry.data)) throw new AppError('recycle.cannotRestore');
    return { entry, info, decl, ...assertRestorable(ctx, decl, info) };
  });
  // What a stage froze since the delete (crud/freeze.ts), then the entities' own refusals (lists closed since), before anything is written.
  for (const { entry, decl } of checked) {
    const rows = (entry.data as Row[]).map((r) => revive(decl.model, r));
    await judgeFrozenRows(tx, decl, rows);
    await decl.hooks?.beforeRestore?.(ctx, tx, rows);
  }
  let restored = 0;
  let accessChanged = false;
  // Every row of every entry (and the rows deleted with them), written parents first whatever order the entries came in.
  const rows: RestoreRow[] = [];
  for (const { entry, info, decl } of checked) {
    const secrets = (entry.secrets ?? null) as Record<string, Record<string, Row>> | null;
    rows.push(...withSecrets(decl.model, entry.data as Row[], secrets).map((row) => ({ model: decl.model, row })));
    for (const rel of info.related ?? []) if (rel.how === 'cascade') rows.push(...withSecrets(rel.model, rel.rows, secrets).map((row) => ({ model: rel.model, row })));
  }
  await insertInOrder(tx, rows);
  // Re-link rows that were unlinked by the deletes and still exist unlinked (to rows now back).
  for (const { info } of checked) {
    for (const rel of info.related ?? []) {
      if (rel.how === 'cascade') continue;
      for (const row of rel.rows) await delegate(tx, rel.model).updateMany({ where: { id: row.id, [rel.column]: null }, data: { [rel.column]: row[rel.column] } });
    }
  }
  // The follow-ups see everything the restore brought back.
  for (const { entry, decl, accessControl } of checked) {
    await decl.hooks?.afterRestore?.(ctx, tx, (entry.data as Row[]).map((r) => Number(r.id)));
    await tx.recycleData.delete({ where: { id: entry.id } });
    restored += (entry.data as Row[]).length;
    accessChanged ||= accessControl;
  }
  // A restored role or user changes who may do what: cached viewers are dropped, as after any write of them.
  if (accessChanged) afterCommit(tx, () => ctx.auth.invalidateViewers());
  return restored;
}

/** The parameter (base/sys/param keyName) that says how many days recycle entries are kept. */
export const RECYCLE_KEEP_PARAM = 'recycleKeepDays';
const MAX_KEEP_DAYS = 100_000;

/**
 * Days a recycle entry is kept: the parameter recycleKeepDays when it holds
 * a whole number from 1 to 100000, else the request log's kept days (one
 * retention setting unless the recycle bin is given its own).
 */
export async function recycleKeepDays(db: Db): Promise<number> {
  const param = await db.baseSysParam.findUnique({ where: { keyName: RECYCLE_KEEP_PARAM }, select: { data: true } });
  const text = param?.data?.trim() ?? '';
  const n = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_KEEP_DAYS ? n : getKeepDays(db);
}

/** Deletes recycle entries older than the kept days (daily housekeeping); returns how many. */
export async function purgeOldRecycle(db: Db, now = new Date()): Promise<number> {
  const days = await recycleKeepDays(db);
  const { count } = await db.recycleData.deleteMany({ where: { createTime: { lt: new Date(now.getTime() - days * 86400_000) } } });
  return count;
}
