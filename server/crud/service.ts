/**
 * The generic data operations behind every entity's page, list, info, add,
 * update and delete. Writes run in one transaction with the entity's hooks
 * and, for deletes, the recycle-bin copy.
 */
import { AppError } from '../errors.ts';
import type { Ctx } from '../context.ts';
import type { EntityDecl, WriteMode } from './entity.ts';
import { delegate, type Tx } from './tx.ts';
import { listWhere, rowScope, type ListArgs } from './where.ts';
import { buildWriteData, fieldRef, JSON_NULL, readableFields } from './validate.ts';
import { modelInfo } from './datamodel.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { toJsonSafe } from './json.ts';

export const MAX_PAGE_SIZE = 1000;

/** Writes to these models change who may do what: cached viewers are dropped after them. */
const AUTH_MODELS = new Set(['BaseSysUser', 'BaseSysRole', 'BaseSysMenu', 'BaseSysDepartment']);
function afterAuthChange(ctx: Ctx, decl: EntityDecl): void {
  if (AUTH_MODELS.has(decl.model)) ctx.auth.invalidateViewers();
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

export async function findPage(
  ctx: Ctx,
  decl: EntityDecl,
  args: ListArgs & OrderArgs & { offset: number; limit: number },
  query: Record<string, unknown>,
) {
  if (args.limit < 1 || args.limit > MAX_PAGE_SIZE + 1) throw new AppError('validation.pageSize', { max: MAX_PAGE_SIZE });
  const where = await listWhere(ctx, decl, args);
  const rows = await delegate(ctx.db, decl.model).findMany({
    ...query,
    where,
    orderBy: orderOf(decl, args),
    skip: args.offset,
    take: args.limit,
  });
  return { rows, count: () => delegate(ctx.db, decl.model).count({ where }) as Promise<number> };
}

export async function findList(ctx: Ctx, decl: EntityDecl, args: ListArgs & OrderArgs, query: Record<string, unknown>) {
  const where = await listWhere(ctx, decl, args);
  return delegate(ctx.db, decl.model).findMany({ ...query, where, orderBy: orderOf(decl, args) });
}

export async function findInfo(ctx: Ctx, decl: EntityDecl, id: number, query: Record<string, unknown>) {
  const scope = await rowScope(ctx, decl);
  return delegate(ctx.db, decl.model).findFirst({ ...query, where: { AND: [{ id }, ...scope] } });
}

function dbValues(data: Record<string, any>): Record<string, any> {
  for (const [k, v] of Object.entries(data)) if (v === JSON_NULL) data[k] = Prisma.DbNull;
  return data;
}

/** The columns of a unique violation: from the driver adapter's constraint, Prisma's target, or its message. */
function uniqueViolationFields(decl: EntityDecl, err: InstanceType<typeof Prisma.PrismaClientKnownRequestError>): string[] {
  const meta = (err.meta ?? {}) as any;
  const constraint = meta.driverAdapterError?.cause?.constraint;
  const fields = constraint?.fields ?? meta.target;
  // Mixed-case columns come back quoted ("keyName").
  if (Array.isArray(fields)) return fields.map((f) => String(f).replace(/"/g, ''));
  // PostgreSQL through adapter-pg names only the index: <table>_<column>_key.
  if (typeof constraint?.index === 'string') {
    const info = modelInfo(decl.model);
    return info.fields.filter((f) => constraint.index === `${info.table}_${f.name}_key`).map((f) => f.name);
  }
  const m = /fields: \(([^)]*)\)/.exec(err.message);
  return m ? m[1]!.split(',').map((s) => s.replace(/[`\s]/g, '')) : [];
}

/** Prisma's unique-violation error → a translated "already exists" naming the column; a broken link → "not found". */
function translateWriteError(decl: EntityDecl, err: unknown): never {
  if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') {
    const f = modelInfo(decl.model).fields.find((x) => x.isUnique && uniqueViolationFields(decl, err).includes(x.name));
    throw new AppError('validation.unique', { field: f ? fieldRef(f) : { label: '', name: '' } }, 1001, f?.name);
  }
  // A link to a row that does not exist (e.g. a role id in roleIdList), or a row gone meanwhile.
  if (err instanceof Prisma.PrismaClientKnownRequestError && (err.code === 'P2003' || err.code === 'P2025')) {
    throw new AppError('validation.notFound');
  }
  throw err;
}

async function write(ctx: Ctx, decl: EntityDecl, input: Record<string, unknown>, mode: WriteMode): Promise<number> {
  // A new row of a community entity belongs to the selected community unless it names one.
  if (decl.areaScoped && mode === 'add' && (input.areaId === undefined || input.areaId === null) && ctx.selectAreaId !== null) {
    input = { ...input, areaId: ctx.selectAreaId };
  }
  const { data, extras } = buildWriteData(decl, input, mode);
  const id = mode === 'update' ? Number(input.id) : undefined;
  if (mode === 'update' && (!Number.isInteger(id) || id! <= 0)) throw new AppError('validation.required', { field: { label: 'id', name: 'id' } }, 1001, 'id');
  if (decl.creator && mode === 'add') data.userId = ctx.viewer?.userId ?? null;
  if (decl.areaScoped) {
    const allowed = ctx.viewer?.areaIds ?? null;
    if (data.areaId !== undefined && data.areaId !== null && allowed && !allowed.includes(data.areaId)) throw new AppError('area.notAllowed');
  }
  // Resolved before the transaction opens: the scope reads ctx.db, which on the
  // single-connection embedded database would wait for this very transaction.
  const scope = mode === 'update' ? await rowScope(ctx, decl) : [];
  try {
    return await ctx.db.$transaction(async (tx: Tx) => {
      const model = delegate(tx, decl.model);
      if (mode === 'update') {
        const exists = await model.findFirst({ where: { AND: [{ id }, ...scope] }, select: { id: true } });
        if (!exists) throw new AppError('validation.notFound');
      }
      await decl.hooks?.beforeWrite?.(ctx, tx, data, mode, { ...input, ...extras });
      let rowId: number;
      if (mode === 'add') {
        const row = await model.create({ data: dbValues(data), select: { id: true } });
        rowId = row.id;
      } else {
        if (Object.keys(data).length > 0) await model.update({ where: { id }, data: dbValues(data), select: { id: true } });
        rowId = id!;
      }
      await decl.hooks?.afterWrite?.(ctx, tx, rowId, { ...input, ...extras }, mode);
      return rowId;
    }).finally(() => afterAuthChange(ctx, decl));
  } catch (err) {
    translateWriteError(decl, err);
  }
}

export const addRow = (ctx: Ctx, decl: EntityDecl, input: Record<string, unknown>) => write(ctx, decl, input, 'add');
export const updateRow = (ctx: Ctx, decl: EntityDecl, input: Record<string, unknown>) => write(ctx, decl, input, 'update');

/** Deletes the rows (within scope) and returns the ids deleted; deleted rows go to the recycle bin. */
export async function deleteRows(ctx: Ctx, decl: EntityDecl, rawIds: unknown[]): Promise<number[]> {
  const ids = [...new Set(rawIds.map(Number))];
  if (ids.length === 0 || ids.some((n) => !Number.isInteger(n) || n <= 0)) {
    throw new AppError('validation.required', { field: { label: 'ids', name: 'ids' } }, 1001, 'ids');
  }
  const scope = await rowScope(ctx, decl);
  return ctx.db.$transaction(async (tx: Tx) => {
    const model = delegate(tx, decl.model);
    const rows = await model.findMany({ where: { AND: [{ id: { in: ids } }, ...scope] } });
    const found = rows.map((r: { id: number }) => r.id);
    if (found.length === 0) return [];
    await decl.hooks?.beforeDelete?.(ctx, tx, found);
    await model.deleteMany({ where: { id: { in: found } } });
    await decl.hooks?.afterDelete?.(ctx, tx, found);
    if (decl.recycle !== false) {
      await tx.recycleData.create({
        data: {
          entityInfo: { model: decl.model, type: decl.type, prefix: decl.prefix },
          userId: ctx.viewer?.userId ?? null,
          data: toJsonSafe(rows) as any,
          url: ctx.restPath ?? `graphql:${decl.type}Delete`,
          params: { ids } as any,
          count: rows.length,
        },
      });
    }
    return found;
  }).finally(() => afterAuthChange(ctx, decl));
}
