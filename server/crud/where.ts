/**
 * Where-clauses of an entity: its declared filters and keyword search, and
 * the row-level scope (the request's communities, the entity's own
 * restriction such as department data permission) that every read, update
 * and delete goes through.
 */
import { AppError } from '../kernel/errors.ts';
import type { Ctx } from '../kernel/context.ts';
import type { EntityDecl } from './entity.ts';
import { modelInfo } from './datamodel.ts';
import { communityWhereFor, ownershipOf } from './ownership.ts';
import { delegate } from './tx.ts';
import { containsText, searchedText } from './literal.ts';
import { assertFilterable, searchableKeywordColumns, searchableLookups } from './personal.ts';

export interface ListArgs {
  filter?: Record<string, unknown> | null;
  keyWord?: string | null;
}

/**
 * The communities a request works in: the selected one (which must be the
 * viewer's), else all of the viewer's; null = unrestricted (the superuser
 * without a selection). Without a viewer: none.
 */
export function requestCommunities(ctx: Ctx): number[] | null {
  const allowed = ctx.viewer ? ctx.viewer.areaIds : [];
  if (ctx.selectAreaId !== null) {
    if (allowed && !allowed.includes(ctx.selectAreaId)) throw new AppError('area.notAllowed');
    return [ctx.selectAreaId];
  }
  return allowed;
}

/**
 * The communities recorded on a request's log row: requestCommunities, or
 * none when it has none or refuses the selection (such a row is then seen
 * only by a viewer of every community).
 */
export function loggedCommunities(ctx: Ctx): number[] | null {
  try {
    return requestCommunities(ctx);
  } catch {
    return null;
  }
}

export type ScopePurpose = 'read' | 'write';

/**
 * Row scope: every condition a row must meet to be seen (read) or changed
 * (write) by this request. Rows shared by every community (a nullable
 * areaId left empty) are readable by all but writable only by a viewer who
 * holds every community.
 */
export async function rowScope(ctx: Ctx, decl: EntityDecl, purpose: ScopePurpose = 'read'): Promise<Record<string, unknown>[]> {
  const parts: Record<string, unknown>[] = [];
  const shared = purpose === 'read' || (await holdsEveryCommunity(ctx));
  const area = communityWhere(ctx, decl.model, shared);
  if (area) parts.push(area);
  const own = decl.scope ? await decl.scope(ctx) : null;
  if (own) parts.push(own);
  return parts;
}

/**
 * The community condition of a model's rows for this request (null =
 * unrestricted, or a model of no community): the rows of its
 * communities, and when `shared` those of every community.
 */
export function communityWhere(ctx: Ctx, model: string, shared: boolean): Record<string, unknown> | null {
  // Called first for every model: a selected community the viewer does not hold is refused everywhere.
  const communities = requestCommunities(ctx);
  // The list of communities itself shows all of the viewer's, whichever is selected.
  const ids = ownershipOf(model).kind === 'root' ? (ctx.viewer ? ctx.viewer.areaIds : []) : communities;
  return communityWhereFor(model, ids, shared);
}

const holdsAll = new WeakMap<Ctx, Promise<boolean>>();

/** The superuser, or a user whose communities include every community there is. */
export function holdsEveryCommunity(ctx: Ctx): Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer) return Promise.resolve(false);
  if (viewer.areaIds === null) return Promise.resolve(true);
  let p = holdsAll.get(ctx);
  if (!p) {
    const mine = viewer.areaIds;
    p = ctx.db.areaInfo.count({ where: { id: { notIn: mine } } }).then((n: number) => n === 0);
    holdsAll.set(ctx, p);
  }
  return p;
}

export async function listWhere(ctx: Ctx, decl: EntityDecl, args: ListArgs): Promise<Record<string, unknown>> {
  const and: Record<string, unknown>[] = await rowScope(ctx, decl);
  if (decl.hiddenFromLists) and.push({ NOT: decl.hiddenFromLists });
  const filter = args.filter ?? {};
  const fields = modelInfo(decl.model).byName;
  for (const name of decl.filters?.eq ?? []) {
    const v = filter[name];
    // An explicit null asks for rows without a value (e.g. parentId: null → the top of a tree).
    if (v === null && Object.prototype.hasOwnProperty.call(filter, name)) and.push({ [name]: null });
    else if (v !== undefined && v !== null && v !== '') {
      assertFilterable(ctx, decl, name);
      and.push({ [name]: v });
    }
  }
  for (const name of decl.filters?.like ?? []) {
    const v = filter[name];
    if (typeof v === 'string' && v !== '') {
      // What a personal column holds is not searchable by who may not read it (crud/personal.ts).
      assertFilterable(ctx, decl, name);
      and.push({ [name]: containsText(searchedText(v, name)) });
    }
  }
  for (const { name, column } of decl.filters?.in ?? []) {
    const v = filter[name];
    if (Array.isArray(v) && v.length > 0) and.push({ [column]: { in: v } });
  }
  const kw = args.keyWord?.trim();
  if (kw) searchedText(kw, 'keyWord');
  if (kw && (decl.filters?.keyword?.length || decl.filters?.keywordLookups?.length)) {
    // Personal columns are searched only for who may read them: a match would tell what the mask hides (crud/personal.ts).
    const or: Record<string, unknown>[] = searchableKeywordColumns(ctx, decl, decl.filters.keyword ?? []).map((name) =>
      fields.get(name)?.type === 'String' ? { [name]: containsText(kw) } : { [name]: /^\d{1,9}$/.test(kw) ? Number(kw) : -1 },
    );
    for (const l of searchableLookups(ctx, decl.filters.keywordLookups ?? [])) {
      // Only rows the reader may see are matched: a name of another community finds nothing.
      const scope = communityWhere(ctx, l.model, true);
      const ids = await delegate(ctx.db, l.model).findMany<{ id: number }>({
        where: { AND: [{ [l.field]: containsText(kw) }, ...(scope ? [scope] : [])] },
        select: { id: true },
        take: 1000,
      });
      if (ids.length) or.push({ [l.column]: { in: ids.map((r: { id: number }) => r.id) } });
    }
    and.push(or.length ? { OR: or } : { id: -1 });
  }
  return and.length === 0 ? {} : and.length === 1 ? and[0]! : { AND: and };
}

/**
 * The list arguments of a legacy body (page, list and export take them
 * alike): filters arrive at the top level of the body ('' and null mean
 * "not filtered"), keyWord, order (the column) and sort (asc|desc).
 */
export function legacyListArgs(decl: EntityDecl, body: Record<string, unknown>) {
  const f = decl.filters;
  let filter: Record<string, unknown> | null = null;
  if (f) {
    const out: Record<string, unknown> = {};
    for (const name of [...(f.eq ?? []), ...(f.like ?? []), ...(f.in ?? []).map((i) => i.name)]) {
      const v = body[name];
      if (v === undefined || v === null || v === '') continue;
      out[name] = v;
    }
    if (Object.keys(out).length) filter = out;
  }
  const sort = typeof body.sort === 'string' ? body.sort.toLowerCase() : '';
  return {
    filter,
    keyWord: body.keyWord === undefined || body.keyWord === null || body.keyWord === '' ? null : body.keyWord,
    orderBy: body.order ? body.order : null,
    sort: sort === 'asc' || sort === 'desc' ? sort : null,
  };
}
