/**
 * Computed "name of the referenced row" fields (areaName, userName…),
 * declared as data on an entity (`lookups`), batched per request through
 * ctx.loaders. Each names the column it reads (crud/select.ts loads only
 * selected columns) and the model it points at. That declaration is also
 * the reference the write path checks (crud/ownership.ts
 * communityReferences): a column that shows a community-owned row's name
 * must name a row the writer may read.
 *
 * Reading, a lookup of a community-owned model answers null for a row out of
 * the reader's communities (rows written before the check, or by another
 * path, show nothing of another community). A lookup that follows the row's
 * own ownership (areaName by the row's areaId) needs no condition: the row
 * is in scope, so its owner is.
 */
import { rowColumns } from './select.ts';
import { entityByModel, type EntityDecl, type Lookup } from './entity.ts';
import { personal } from './personal.ts';
import { isCommunityModel, ownershipOf, referenceApplies } from './ownership.ts';
import { communityWhere } from './where.ts';
import { localized, translatableColumns, TRANSLATIONS } from './translations.ts';
import { whenLoaded } from './loaders.ts';
import type { Ctx, LoadedRow } from '../kernel/context.ts';

// The declaration's shape lives with the other declaration types (entity.ts), which import nothing of the kit.
export type { Lookup };

export const AREA_NAME: Lookup = { model: 'AreaInfo', column: 'areaId', pick: 'name', description: '小区名称', relation: 'area' };
/** Name of the admin user in userId (creator or operator). */
export const ADMIN_USER_NAME: Lookup = { model: 'BaseSysUser', column: 'userId', pick: 'name', description: '用户', relation: 'author' };
/** Nick name of the app user (resident) in userId. */
export const APP_USER_NICK_NAME: Lookup = { model: 'UserInfo', column: 'userId', pick: 'nickName', description: '用户昵称', relation: 'appUser' };

/** The lookup reads the row's owner through the row's own ownership column. */
function followsOwnership(decl: EntityDecl, l: Lookup): boolean {
  const own = ownershipOf(decl.model);
  if (own.kind === 'column') return l.column === 'areaId' && ownershipOf(l.model).kind === 'root';
  if (own.kind === 'parent') return l.column === own.via.column && l.model === own.via.target;
  return false;
}

/** The GraphQL field of a declared lookup (crud/graphql.ts registers one per entry of `lookups`). */
// any: Pothos's field builder of a type named at run time (the entity's), which its generics cannot name
export function lookupField(t: any, decl: EntityDecl, l: Lookup) {
  const scoped = isCommunityModel(l.model) && !followsOwnership(decl, l);
  // One select object for every row, built on the first call (the registry is complete by then): the
  // loaders key their batches by the select object's identity (crud/loaders.ts keyOf).
  let select: { translated: boolean; columns: Record<string, true> } | null = null;
  // A name that is personal where it is declared (a resident's) is personal here too (crud/personal.ts).
  const kind = entityByModel(l.model)?.personal?.[l.pick];
  const columns = rowColumns(l.column, ...Object.keys(l.when ?? {}));
  return t.string({
    nullable: true,
    description: l.description,
    ...(kind ? personal(kind, columns.extensions) : columns),
    // Not async: a name folded into the page's statement is answered without a promise per row (whenLoaded).
    resolve: (row: LoadedRow, _a: unknown, ctx: Ctx) => {
      if (!referenceApplies(l, row)) return null;
      const where = scoped ? communityWhere(ctx, l.model, true) : null;
      // A translatable name (a department's) answers in the reader's language.
      if (!select) {
        const translated = translatableColumns(l.model).includes(l.pick);
        select = { translated, columns: { [l.pick]: true, ...(translated ? { [TRANSLATIONS]: true } : {}) } };
      }
      const translated = select.translated;
      return whenLoaded(ctx.loaders.byId(ctx.db, l.model, row[l.column], select.columns, where), (found: LoadedRow) => (translated ? localized(found, l.pick, ctx.lang) : found?.[l.pick]) ?? null);
    },
  });
}

/**
 * The ids a row's to-many link table holds for it (a user's role ids, a
 * role's menu ids), ascending, or by the link's own `order` column (a
 * resident's houses, in the order last saved: resident_house.position);
 * loaded for a whole page in one statement beside its rows
 * (ctx.loaders.byParent), never joined into the rows statement. The loaders
 * answer a parent's rows in no particular order (a batch, or a lookup folded
 * into the page's statement), so the order is always made here.
 */
// any: Pothos's field builder of a type named at run time (the entity's), which its generics cannot name
export function linkedIds(t: any, opts: { model: string; column: string; pick: string; description: string; order?: string }) {
  const { pick, order } = opts;
  // One object for every row (the loaders' batch key is per select object).
  const select = order ? { [pick]: true, [order]: true } : { [pick]: true };
  // By the order column, then by the id picked (links written without a place, one house each, share position 0).
  const compare = order
    ? (a: LoadedRow, b: LoadedRow) => (a[order] as number) - (b[order] as number) || (a[pick] as number) - (b[pick] as number)
    : (a: LoadedRow, b: LoadedRow) => (a[pick] as number) - (b[pick] as number);
  return t.intList({
    description: opts.description,
    ...rowColumns('id'),
    resolve: (row: LoadedRow, _a: unknown, ctx: Ctx) =>
      whenLoaded(ctx.loaders.byParent(ctx.db, opts.model, opts.column, row.id, select), (rows: LoadedRow[]) => [...rows].sort(compare).map((r: LoadedRow) => r[pick] as number)),
  });
}
