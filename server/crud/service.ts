/**
 * The generic data operations behind every entity's page, list, info, add,
 * update and delete. Every read and write goes through the row scope
 * (communities, data permission); a write that names a community-owned
 * parent must name one in scope. Deletes copy the rows (and the rows that go
 * with them) to the recycle bin. Writes run in the request's unit of work
 * (audit/unit-of-work.ts), so a mutation commits with its log row or not at all.
 */
import { AppError } from '../kernel/errors.ts';
import { assertInput } from '../kernel/text-input.ts';
import type { Ctx } from '../kernel/context.ts';
import { afterCommit } from '../kernel/unit-of-work.ts';
import type { EntityDecl, WriteMode, WriteValues } from './entity.ts';
import { orderBroken } from '../core/field-rules.ts';
import { checkUnique, uniqueError } from './unique.ts';
import { sameValue } from './same-value.ts';
import { columnsForFreeze, judgeFrozenRows, judgeFrozenWrite } from './freeze.ts';
import { delegate, type Row, type Tx } from './tx.ts';
import { holdsEveryCommunity, listWhere, requestCommunities, rowScope, type ListArgs } from './where.ts';
import { buildWriteData, fieldRef, JSON_NULL, readableFields, withoutServerManaged } from './validate.ts';
import { modelInfo } from './datamodel.ts';
import { communityReferences, communityWhereFor, ownershipOf, referenceApplies, type Reference } from './ownership.ts';
import { isRowId } from './ids.ts';
import { captureDeleted } from './recycle.ts';
import { AUTH_MODELS } from './access-control.ts';
import { keepMaskedSecrets } from './json-secrets.ts';
import { keepMaskedPersonal } from './personal.ts';
import { applyTranslations, columnsForTranslations } from './translations.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { rawPagePlan } from './raw-page.ts';
import { foldedAnswers, foldsOf, foldSql } from './loaders.ts';
import { fastReads, readRows } from '../read/index.ts';
import { setTextFilterTest } from '../read/statements.ts';
import { sqlHasTextFilter } from './literal.ts';
import { pageTotal, type PageTotal } from './page-total.ts';

// The read path plans a statement with a text filter per call; the one place that writes them says which those are.
setTextFilterTest(sqlHasTextFilter);

export const MAX_PAGE_SIZE = 1000;

/** Writes to these models change who may do what: cached viewers are dropped after them. */
function afterAuthChange(ctx: Ctx, decl: EntityDecl): void {
  if (AUTH_MODELS.has(decl.model)) afterCommit(ctx.db, () => ctx.auth.invalidateViewers());
}

export interface OrderArgs {
  orderBy?: string | null;
  sort?: 'asc' | 'desc' | null;
}

export function orderOf(decl: EntityDecl, args: OrderArgs): Record<string, 'asc' | 'desc'>[] {
  const field = args.orderBy || decl.defaultOrder?.field || 'createTime';
  const sort = args.sort ?? (args.orderBy ? 'desc' : decl.defaultOrder?.sort ?? 'desc');
  if (!readableFields(decl).some((f) => f.name === field && f.type !== 'Json')) throw new AppError('validation.invalidSort');
  // id breaks ties so paging is stable.
  return field === 'id' ? [{ id: sort }] : [{ [field]: sort }, { id: sort }];
}

/**
 * One page of rows and, beside it, their count: both statements are sent at
 * once (on PostgreSQL they run on two connections in parallel); `count()`
 * answers the count already under way. Without `withCount` it is only
 * counted when asked. The count of a page searched by text is exact up to a
 * bound and a marked estimate past it (crud/page-total.ts).
 */
export async function findPage(
  ctx: Ctx,
  decl: EntityDecl,
  args: ListArgs & OrderArgs & { offset: number; limit: number },
  query: Record<string, unknown>,
  withCount = false,
  /** The document's field asking for the page (the same selection on every call): its lookups are folded into the rows statement (crud/loaders.ts Fold). */
  site?: object,
) {
  if (args.limit < 1 || args.limit > MAX_PAGE_SIZE + 1) throw new AppError('validation.pageSize', { max: MAX_PAGE_SIZE });
  if (!Number.isSafeInteger(args.offset) || args.offset < 0 || args.offset > 2147483647) throw new AppError('validation.pageSize', { max: MAX_PAGE_SIZE });
  const where = await listWhere(ctx, decl, args);
  const orderBy = orderOf(decl, args);
  const model = delegate(ctx.db, decl.model);
  // Plain columns under a plain condition: two statements built from the datamodel, sent on the driver (crud/raw-page.ts,
  // server/read). With the read path off (FAST_READS=0), Prisma's findMany and count.
  const folds = site && fastReads() ? foldsOf(site).flatMap((fold) => {
    const sql = foldSql(fold);
    return sql ? [{ fold, sql }] : [];
  }) : [];
  const raw = fastReads() ? rawPagePlan(decl.model, query, where, orderBy, folds.map((f) => f.sql)) : null;
  const countRows = (): Promise<PageTotal> => pageTotal(ctx, decl.model, where, raw);
  // Prisma queries start when awaited (then): start both before waiting for either; on the driver they run on two connections in parallel.
  const rows: Promise<Row[]> = raw
    ? readRows<Row>(ctx.db, raw.rows, [...raw.params, args.limit, args.offset], { readOnly: true })
    : model.findMany({ ...query, where, orderBy, skip: args.offset, take: args.limit }).then((r) => r);
  let counted: Promise<PageTotal> | null = withCount ? countRows() : null;
  // A failed count surfaces where it is awaited (totalCount), not as an unhandled rejection when the rows fail first.
  counted?.catch(() => {});
  const loaded = await rows;
  if (raw && site) ctx.loaders.notePage(ctx.db, site, loaded, foldedAnswers(folds.map((f) => f.fold), loaded, (i) => `__f${i}`));
  return { rows: loaded, count: () => (counted ??= countRows()) };
}

export async function findList(ctx: Ctx, decl: EntityDecl, args: ListArgs & OrderArgs, query: Record<string, unknown>) {
  const where = await listWhere(ctx, decl, args);
  return delegate(ctx.db, decl.model).findMany({ ...query, where, orderBy: orderOf(decl, args) });
}

export async function findInfo(ctx: Ctx, decl: EntityDecl, id: number, query: Record<string, unknown>) {
  if (!isRowId(id)) return null;
  const scope = await rowScope(ctx, decl);
  return delegate(ctx.db, decl.model).findFirst({ ...query, where: { AND: [{ id }, ...scope] } });
}

function dbValues(data: Record<string, unknown>): Record<string, unknown> {
  for (const [k, v] of Object.entries(data)) if (v === JSON_NULL) data[k] = Prisma.DbNull;
  return data;
}

/** The columns of a unique violation: from the driver adapter's constraint, Prisma's target, or its message. */
/** What Prisma's unique-violation error tells of the constraint (its meta, by the driver adapter or Prisma itself). */
interface UniqueViolationMeta {
  target?: unknown;
  driverAdapterError?: { cause?: { constraint?: { fields?: unknown; index?: unknown } } };
}

function uniqueViolationFields(decl: EntityDecl, err: InstanceType<typeof Prisma.PrismaClientKnownRequestError>): string[] {
  const meta = (err.meta ?? {}) as UniqueViolationMeta;
  const constraint = meta.driverAdapterError?.cause?.constraint;
  const fields = constraint?.fields ?? meta.target;
  // Mixed-case columns come back quoted ("keyName").
  if (Array.isArray(fields)) return fields.map((f) => String(f).replace(/"/g, ''));
  // PostgreSQL through adapter-pg names only the index: <table>_<column>_key.
  if (typeof constraint?.index === 'string') {
    const info = modelInfo(decl.model);
    return info.fields.filter((f) => constraint!.index === `${info.table}_${f.name}_key`).map((f) => f.name);
  }
  const m = /fields: \(([^)]*)\)/.exec(err.message);
  return m ? m[1]!.split(',').map((s) => s.replace(/[`\s]/g, '')) : [];
}

/** Prisma's unique-violation error → a translated "already exists" naming the column; a broken link → "not found" or "in use". */
export function translateWriteError(decl: EntityDecl, err: unknown, deleting = false): never {
  if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') {
    // Two writes of the same identifying values at once: the key column's unique index refused the second.
    const violated = uniqueViolationFields(decl, err);
    const index = String(((err.meta ?? {}) as UniqueViolationMeta).driverAdapterError?.cause?.constraint?.index ?? '') + err.message;
    const rule = decl.unique?.find((u) => violated.includes(u.key) || index.includes(u.key));
    if (rule) throw uniqueError(decl, rule, null);
    const f = modelInfo(decl.model).fields.find((x) => x.isUnique && uniqueViolationFields(decl, err).includes(x.name));
    throw new AppError('validation.unique', { field: f ? fieldRef(f) : { label: '', name: '' } }, 1001, f?.name);
  }
  // Deleting a row others still point at (e.g. a file category with documents).
  if (deleting && err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2003') throw new AppError('validation.inUse');
  // A link to a row that does not exist (e.g. a role id in roleIdList), or a row gone meanwhile.
  if (err instanceof Prisma.PrismaClientKnownRequestError && (err.code === 'P2003' || err.code === 'P2025')) {
    throw new AppError('validation.notFound');
  }
  throw err;
}

/** The community a row belongs to (following parents), or null when it has none. */
export async function communityOfRow(tx: Tx, model: string, id: number): Promise<number | null> {
  const own = ownershipOf(model);
  if (own.kind === 'root') return id;
  if (own.kind === 'column') return ((await delegate(tx, model).findUnique({ where: { id }, select: { areaId: true } }))?.areaId as number | null | undefined) ?? null;
  if (own.kind === 'parent') {
    const row = await delegate(tx, model).findUnique({ where: { id }, select: { [own.via.column]: true } });
    const parentId = row?.[own.via.column];
    return typeof parentId === 'number' ? communityOfRow(tx, own.via.target, parentId) : null;
  }
  return null;
}

/**
 * The referenced row, if the request may read it (its communities, shared
 * rows included): what a write may name. Out of scope and missing alike
 * answer null, so a refusal never tells whether an id exists elsewhere.
 */
export async function referencedInScope(ctx: Ctx, tx: Tx, ref: Reference, id: unknown): Promise<boolean> {
  return referencedWithin(tx, ref, id, requestCommunities(ctx));
}

/** The referenced row exists among the rows of these communities (null: any), shared rows included. */
async function referencedWithin(tx: Tx, ref: Reference, id: unknown, communities: number[] | null): Promise<boolean> {
  if (!isRowId(id)) return false;
  const scope = communityWhereFor(ref.target, communities, true);
  return !!(await delegate(tx, ref.target).findFirst({ where: { AND: [{ id }, ...(scope ? [scope] : [])] }, select: { id: true } }));
}

/** Shown at most in a refusal that lists the communities to choose from. */
const CHOICES_SHOWN = 10;

/**
 * A new row of a community entity belongs to the community of the parent it
 * names (a reply to its advice's), else to the selected community, unless the
 * input names one itself (checked in checkCommunity). Only a parent the
 * request may read counts; another is refused by checkCommunity as not found.
 * With neither (a client that sends no selectAreaId, such as the source
 * system's web client), the user's only community; a user of several is
 * refused with the names to choose from. A row shared by every community
 * (an areaId column that may be empty) is still what a user holding every
 * community gets by naming none.
 */
async function prefillCommunity(ctx: Ctx, decl: EntityDecl, input: Record<string, unknown>): Promise<Record<string, unknown>> {
  if (ownershipOf(decl.model).kind !== 'column' || (input.areaId !== undefined && input.areaId !== null)) return input;
  for (const ref of communityReferences(decl.model)) {
    const parentId = input[ref.column];
    if (await referencedInScope(ctx, ctx.db, ref, parentId)) {
      const area = await communityOfRow(ctx.db, ref.target, parentId as number);
      if (area !== null) return { ...input, areaId: area };
    }
  }
  if (input.areaId === undefined && ctx.selectAreaId !== null) return { ...input, areaId: ctx.selectAreaId };
  if (!ctx.viewer) return input;
  if (!modelInfo(decl.model).byName.get('areaId')?.isRequired && (await holdsEveryCommunity(ctx))) return input;
  const ids = ctx.viewer.areaIds;
  const mine: { id: number; name: string }[] = await ctx.db.areaInfo.findMany({
    where: ids === null ? {} : { id: { in: ids } },
    orderBy: { id: 'asc' },
    select: { id: true, name: true },
    take: CHOICES_SHOWN + 1,
  });
  if (mine.length === 1) return { ...input, areaId: mine[0]!.id };
  if (mine.length === 0) throw new AppError('area.noneHeld', {}, 1001, 'areaId');
  const names = mine.slice(0, CHOICES_SHOWN).map((a) => a.name);
  throw new AppError('area.choose', { names: mine.length > CHOICES_SHOWN ? [...names, '…'] : names }, 1001, 'areaId');
}

/** The columns a reference's `when` reads, as the row will hold them: sent, else stored, else the schema's default. */
async function rowAfterWrite(decl: EntityDecl, tx: Tx, data: Record<string, unknown>, id: number | undefined, refs: Reference[]): Promise<Record<string, unknown>> {
  const columns = [...new Set(refs.flatMap((r) => Object.keys(r.when ?? {})))].filter((c) => data[c] === undefined);
  if (columns.length === 0) return data;
  const select = Object.fromEntries(columns.map((c) => [c, true]));
  const stored = id !== undefined ? await delegate(tx, decl.model).findUnique({ where: { id }, select }) : null;
  const info = modelInfo(decl.model);
  return { ...Object.fromEntries(columns.map((c) => [c, info.byName.get(c)?.default])), ...stored, ...data };
}

/**
 * The community rules of a write: the row's own community must be one the
 * viewer holds (an empty one, shared by every community, only for a viewer
 * who holds them all), and every community-owned row it names (a parent by
 * a relation, an app user by a declared lookup: ownership.ts
 * communityReferences) must be a row the request may read, in the same
 * community as the row.
 */
async function checkCommunity(ctx: Ctx, decl: EntityDecl, tx: Tx, data: WriteValues, id: number | undefined): Promise<void> {
  const own = ownershipOf(decl.model);
  const allowed = ctx.viewer ? ctx.viewer.areaIds : [];
  if (own.kind === 'column' && data.areaId !== undefined) {
    if (data.areaId === null) {
      if (!(await holdsEveryCommunity(ctx))) throw new AppError('area.sharedNotAllowed', {}, 1001, 'areaId');
    } else if (allowed && !allowed.includes(data.areaId)) {
      throw new AppError('area.notAllowed', {}, 1001, 'areaId');
    }
  }
  // A new community is created by the superuser (nobody else would hold it afterwards).
  if (own.kind === 'root' && id === undefined && allowed !== null) throw new AppError('area.createNotAllowed');
  const sent = communityReferences(decl.model).filter((ref) => data[ref.column] !== undefined && data[ref.column] !== null);
  if (sent.length === 0) return;
  const row = await rowAfterWrite(decl, tx, data, id, sent);
  const named = sent.filter((ref) => referenceApplies(ref, row));
  if (named.length === 0) return;
  const communities = new Set<number>();
  // A list reference (a user's communities, areaIds) names each of its rows.
  const idsOf = (ref: Reference): unknown[] => (ref.list ? (Array.isArray(data[ref.column]) ? data[ref.column] : []) : [data[ref.column]]);
  for (const ref of named) {
    for (const refId of idsOf(ref)) {
      if (!(await referencedInScope(ctx, tx, ref, refId))) throw new AppError('validation.notFound', {}, 1001, ref.column);
      const area = await communityOfRow(tx, ref.target, refId as number);
      if (area !== null) communities.add(area);
    }
  }
  // The row and every row it names live in one community.
  const rowArea = own.kind === 'column' && data.areaId !== undefined ? data.areaId : id !== undefined ? await communityOfRow(tx, decl.model, id) : null;
  const mismatch = () => new AppError('area.parentMismatch', {}, 1001, own.kind === 'column' ? 'areaId' : named[0]!.column);
  if (rowArea !== null) {
    communities.add(rowArea);
    // Rows of several communities (app users: an areaIds list) have no single one: they must include the row's.
    for (const ref of named.filter((r) => ownershipOf(r.target).kind === 'custom')) {
      for (const refId of idsOf(ref)) if (!(await referencedWithin(tx, ref, refId, [rowArea]))) throw mismatch();
    }
  }
  if (communities.size > 1) throw mismatch();
}

/** The stored columns the row rules of a write need (fixed columns, order and unique rules). */
function columnsForRules(decl: EntityDecl, fixed: Record<string, unknown>): string[] {
  return [
    ...Object.keys(fixed),
    ...(decl.order ?? []).flatMap((o) => [o.start, o.end]),
    ...(decl.unique ?? []).flatMap((u) => [...u.fields, ...(u.within ? [u.within] : []), u.key]),
    ...columnsForTranslations(decl),
    ...columnsForFreeze(decl),
  ];
}

/**
 * Read-only columns sent with a write: the same value is accepted (legacy
 * clients send whole rows back), a different one goes through the entity's
 * transition or is refused naming the column, never dropped in silence.
 * Answers the transitions to run once the row is written.
 */
function judgeFixed(decl: EntityDecl, fixed: Record<string, unknown>, stored: Record<string, unknown> | null, mode: WriteMode): { column: string; from: unknown; to: unknown }[] {
  const info = modelInfo(decl.model);
  const moves: { column: string; from: unknown; to: unknown }[] = [];
  for (const [column, sent] of Object.entries(fixed)) {
    const f = info.byName.get(column)!;
    const before = mode === 'add' ? f.default ?? null : stored?.[column];
    if (!sameValue(f.type, sent, before) && mode === 'update' && decl.transitions?.[column]) moves.push({ column, from: before, to: sent });
  }
  // Columns a move carries (a repair's handling note) change with it, not on their own.
  const carried = new Set(moves.flatMap((m) => decl.transitions![m.column]!.with ?? []));
  for (const [column, sent] of Object.entries(fixed)) {
    const f = info.byName.get(column)!;
    const before = mode === 'add' ? f.default ?? null : stored?.[column];
    if (sameValue(f.type, sent, before) || moves.some((m) => m.column === column) || carried.has(column)) continue;
    throw new AppError('validation.readOnly', { field: fieldRef(f) }, 1001, column);
  }
  return moves;
}

/** Ends after their starts, on the row as it will be stored. */
function checkOrder(decl: EntityDecl, data: Record<string, unknown>, row: Record<string, unknown>): void {
  const info = modelInfo(decl.model);
  for (const rule of decl.order ?? []) {
    // Judged when the write sets either side: an edit of a meeting's name is not held up by dates stored before the rule.
    if (data[rule.start] === undefined && data[rule.end] === undefined) continue;
    if (orderBroken(rule, row[rule.start], row[rule.end])) {
      throw new AppError('validation.endBeforeStart', { field: fieldRef(info.byName.get(rule.end)!), start: fieldRef(info.byName.get(rule.start)!) }, 1001, rule.end);
    }
  }
}

/** A row the request may change, with the chosen columns; null when it is not one (the write then refuses it as usual). */
async function findInScope(ctx: Ctx, decl: EntityDecl, rawId: unknown, select: Record<string, true>): Promise<Record<string, unknown> | null> {
  const id = Number(rawId);
  if (!isRowId(id)) return null;
  const scope = await rowScope(ctx, decl, 'write');
  return delegate(ctx.db, decl.model).findFirst({ where: { AND: [{ id }, ...scope] }, select });
}

async function write(ctx: Ctx, decl: EntityDecl, rawInput: Record<string, unknown>, mode: WriteMode): Promise<number> {
  // Server-managed columns (a task's schedule, counters, locks…) are dropped before anything is judged: echoes, not requests.
  const sent = withoutServerManaged(decl, rawInput);
  // A personal value sent back as the mask it was shown as keeps the stored value (crud/personal.ts).
  const input = mode === 'add' ? await prefillCommunity(ctx, decl, sent) : await keepMaskedPersonal(ctx, decl, sent, (select) => findInScope(ctx, decl, sent.id, select));
  const { data, extras, fixed } = buildWriteData(decl, input, mode, { origin: ctx.publicUrl });
  const id = mode === 'update' ? Number(input.id) : undefined;
  if (mode === 'update' && !isRowId(id)) throw new AppError('validation.required', { field: { label: 'id', name: 'id' } }, 1001, 'id');
  const tx = ctx.db;
  try {
    let stored: Row | null = null;
    if (mode === 'update') {
      const scope = await rowScope(ctx, decl, 'write');
      const select = Object.fromEntries(['id', ...columnsForRules(decl, fixed)].map((c) => [c, true]));
      stored = await delegate(tx, decl.model).findFirst({ where: { AND: [{ id }, ...scope] }, select });
      if (!stored) throw new AppError('validation.notFound');
    }
    // What a stage froze (crud/freeze.ts): refused with the reason before any other rule of the write.
    await judgeFrozenWrite(tx, decl, mode, { ...fixed, ...data }, stored);
    const moves = judgeFixed(decl, fixed, stored, mode);
    // Translatable columns: what the reader saw translated stays a translation (crud/translations.ts).
    applyTranslations(decl, data, stored, mode, ctx.lang);
    // Author and creator columns are the server's: the logged-in user on add.
    if (decl.creator && mode === 'add') data.userId = ctx.viewer?.userId ?? null;
    const after = { ...stored, ...data };
    checkOrder(decl, data, after);
    await checkCommunity(ctx, decl, tx, data, id);
    await decl.guard?.(ctx, tx, id === undefined ? [] : [id], 'before');
    await keepMaskedSecrets(ctx, decl, tx, data, id);
    await decl.hooks?.beforeWrite?.(ctx, tx, data, mode, { ...input, ...extras });
    await checkUnique(decl, tx, data, { ...stored, ...data }, id);
    // The row as it will be stored, after hooks and parsed JSON texts: no text the database cannot hold (kernel/text-input.ts).
    assertInput(data);
    const model = delegate(tx, decl.model);
    let rowId: number;
    if (mode === 'add') {
      rowId = (await model.create({ data: dbValues(data), select: { id: true } })).id as number;
    } else {
      if (Object.keys(data).length > 0) await model.update({ where: { id }, data: dbValues(data), select: { id: true } });
      rowId = id!;
    }
    await decl.hooks?.afterWrite?.(ctx, tx, rowId, { ...input, ...extras }, mode);
    for (const move of moves) await decl.transitions![move.column]!.apply(ctx, tx, rowId, move.from, move.to, { ...input, ...fixed });
    await decl.guard?.(ctx, tx, [rowId], 'after');
    afterAuthChange(ctx, decl);
    return rowId;
  } catch (err) {
    translateWriteError(decl, err);
  }
}

export const addRow = (ctx: Ctx, decl: EntityDecl, input: Record<string, unknown>) => write(ctx, decl, input, 'add');
export const updateRow = (ctx: Ctx, decl: EntityDecl, input: Record<string, unknown>) => write(ctx, decl, input, 'update');

/** Deletes the rows (within scope) and returns the ids deleted; deleted rows go to the recycle bin. `args`: the entity's deleteInputs sent. */
export async function deleteRows(ctx: Ctx, decl: EntityDecl, rawIds: unknown[], args: Record<string, unknown> = {}): Promise<number[]> {
  const ids = [...new Set(rawIds.map(Number))];
  if (ids.length === 0 || ids.length > MAX_PAGE_SIZE || ids.some((n) => !isRowId(n))) {
    throw new AppError('validation.required', { field: { label: 'ids', name: 'ids' } }, 1001, 'ids');
  }
  const scope = await rowScope(ctx, decl, 'write');
  const tx = ctx.db;
  const model = delegate(tx, decl.model);
  let rows = await model.findMany({ where: { AND: [{ id: { in: ids } }, ...scope] } });
  if (rows.length === 0) return [];
  if (decl.hooks?.expandDelete) {
    const all = [...new Set([...rows.map((r) => r.id as number), ...(await decl.hooks.expandDelete(ctx, tx, rows.map((r) => r.id as number)))])];
    rows = await model.findMany({ where: { id: { in: all } } });
  }
  const found: number[] = rows.map((r) => r.id as number);
  try {
    await judgeFrozenRows(tx, decl, rows);
    await decl.guard?.(ctx, tx, found, 'before');
    await decl.hooks?.beforeDelete?.(ctx, tx, found, args);
    if (decl.recycle !== false) await captureDeleted(ctx, tx, decl, rows);
    await model.deleteMany({ where: { id: { in: found } } });
    await decl.hooks?.afterDelete?.(ctx, tx, found, args);
  } catch (err) {
    translateWriteError(decl, err, true);
  }
  afterAuthChange(ctx, decl);
  return found;
}
