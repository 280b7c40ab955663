/**
 * Where-clauses of an entity: its declared filters and keyword search, and
 * the row-level scope (selected community, the entity's own restriction)
 * that every read, update and delete goes through.
 */
import { AppError } from '../errors.ts';
import type { Ctx } from '../context.ts';
import type { EntityDecl } from './entity.ts';
import { modelInfo } from './datamodel.ts';

export interface ListArgs {
  filter?: Record<string, unknown> | null;
  keyWord?: string | null;
}

/** The community condition of an area-scoped entity for this request. */
export function areaCondition(ctx: Ctx, decl: EntityDecl): Record<string, unknown> | null {
  if (!decl.areaScoped) return null;
  const allowed = ctx.viewer?.areaIds ?? null;
  if (ctx.selectAreaId !== null) {
    if (allowed && !allowed.includes(ctx.selectAreaId)) throw new AppError('area.notAllowed');
    return { areaId: ctx.selectAreaId };
  }
  return allowed ? { areaId: { in: allowed } } : null;
}

/** Row scope: every condition a row must meet to be seen or touched by this request. */
export async function rowScope(ctx: Ctx, decl: EntityDecl): Promise<Record<string, unknown>[]> {
  const parts: Record<string, unknown>[] = [];
  const area = areaCondition(ctx, decl);
  if (area) parts.push(area);
  const own = decl.scope ? await decl.scope(ctx) : null;
  if (own) parts.push(own);
  return parts;
}

export async function listWhere(ctx: Ctx, decl: EntityDecl, args: ListArgs): Promise<Record<string, unknown>> {
  const and: Record<string, unknown>[] = await rowScope(ctx, decl);
  const filter = args.filter ?? {};
  const fields = modelInfo(decl.model).byName;
  for (const name of decl.filters?.eq ?? []) {
    const v = filter[name];
    // An explicit null asks for rows without a value (e.g. parentId: null → the top of a tree).
    if (v === null && Object.prototype.hasOwnProperty.call(filter, name)) and.push({ [name]: null });
    else if (v !== undefined && v !== null && v !== '') and.push({ [name]: v });
  }
  for (const name of decl.filters?.like ?? []) {
    const v = filter[name];
    if (typeof v === 'string' && v !== '') and.push({ [name]: { contains: v, mode: 'insensitive' } });
  }
  for (const { name, column } of decl.filters?.in ?? []) {
    const v = filter[name];
    if (Array.isArray(v) && v.length > 0) and.push({ [column]: { in: v } });
  }
  const kw = args.keyWord?.trim();
  if (kw && decl.filters?.keyword?.length) {
    and.push({
      OR: decl.filters.keyword.map((name) =>
        fields.get(name)?.type === 'String' ? { [name]: { contains: kw, mode: 'insensitive' } } : { [name]: Number(kw) || -1 },
      ),
    });
  }
  return and.length === 0 ? {} : and.length === 1 ? and[0]! : { AND: and };
}
