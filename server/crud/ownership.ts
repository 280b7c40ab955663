/**
 * Community ownership, derived from the schema so that a new model cannot be
 * forgotten: a row belongs to a community through its own `areaId` column,
 * or through a foreign key to a community-owned parent (a vote record
 * through its meeting, a reply through its advice). Declarations only add
 * what the schema cannot say (the communities themselves, app users'
 * areaIds list) or opt out with a reason. tests/server/ownership.test.ts
 * enumerates every model of the schema against this.
 */
import { models, modelInfo, type ForeignKey } from './datamodel.ts';
import { entityByModel, type WriteValues } from './entity.ts';

export type Ownership =
  | { kind: 'root' }
  | { kind: 'column'; nullable: boolean }
  | { kind: 'custom'; where(areaIds: number[]): Record<string, unknown>; communities(row: WriteValues): number[] }
  | { kind: 'parent'; via: ForeignKey }
  | { kind: 'none'; reason?: string };

const cache = new Map<string, Ownership>();

export function ownershipOf(model: string): Ownership {
  let own = cache.get(model);
  if (!own) {
    own = derive(model, new Set());
    cache.set(model, own);
  }
  return own;
}

function derive(model: string, seen: Set<string>): Ownership {
  const declared = entityByModel(model)?.community;
  if (declared) return declared.kind === 'none' ? { kind: 'none', reason: declared.reason } : declared;
  const info = modelInfo(model);
  const area = info.byName.get('areaId');
  if (area && area.kind === 'scalar') return { kind: 'column', nullable: !area.isRequired };
  seen.add(model);
  for (const fk of info.foreignKeys) {
    if (fk.target === model || seen.has(fk.target)) continue;
    if (isCommunityOwned(fk.target, seen)) return { kind: 'parent', via: fk };
  }
  return { kind: 'none' };
}

function isCommunityOwned(model: string, seen: Set<string>): boolean {
  const cached = cache.get(model);
  const own = cached ?? derive(model, new Set(seen));
  return own.kind !== 'none';
}

export function isCommunityModel(model: string): boolean {
  return ownershipOf(model).kind !== 'none';
}

/** Foreign keys of a model that point at community-owned rows: a write naming one must name a row in scope. */
export function communityForeignKeys(model: string): ForeignKey[] {
  return modelInfo(model).foreignKeys.filter((fk) => isCommunityModel(fk.target));
}

/** A column of a model holding the id of a row of `target` (on the rows matching `when`, if given). */
export interface Reference {
  column: string;
  target: string;
  when?: Record<string, number>;
  /** The column holds a JSON list of ids (a user's communities, areaIds): each must be a row in reach. */
  list?: boolean;
}

/** The reference holds for this row (its `when` columns, as the row has them). */
export function referenceApplies(ref: { when?: Record<string, number> }, row: Record<string, unknown>): boolean {
  return !ref.when || Object.entries(ref.when).every(([column, value]) => row[column] === value);
}

/**
 * Every column of a model that points at a community-owned row: its Prisma
 * foreign keys, and the columns its entity declares as pointing at one
 * without a relation (its `lookups`, e.g. userId → UserInfo, its
 * `references`, and keyword
 * lookups). A write naming one must name a row the writer may read
 * (crud/service.ts checkCommunity). The row's own community column (areaId)
 * is not a reference: it is the row's ownership, checked as such.
 */
export function communityReferences(model: string): Reference[] {
  const ownColumn = ownershipOf(model).kind === 'column' ? 'areaId' : null;
  // The areaId foreign key (to area_info) is the row's ownership too, not a reference.
  const out: Reference[] = communityForeignKeys(model)
    .filter((fk) => fk.column !== ownColumn)
    .map((fk) => ({ column: fk.column, target: fk.target }));
  const decl = entityByModel(model);
  const declared: Reference[] = [
    // A list of the row's own communities (a user's areaIds) is its scope, not a reference (crud/lookups.ts membership).
    ...Object.values({ ...decl?.lookups, ...decl?.references })
      .filter((l) => !l.membership)
      .map((l) => ({ column: l.column, target: l.model, ...(l.when ? { when: l.when } : {}), ...(l.list ? { list: true } : {}) })),
    ...(decl?.filters?.keywordLookups ?? []).map((l) => ({ column: l.column, target: l.model })),
  ];
  for (const ref of declared) {
    if (ref.column === ownColumn || !isCommunityModel(ref.target) || out.some((r) => r.column === ref.column && r.target === ref.target)) continue;
    out.push(ref);
  }
  return out;
}

/** Every model with its ownership (for the enumeration test; docs/decisions.md "Community ownership by construction"). */
export function ownershipTable(): { model: string; ownership: Ownership }[] {
  return [...models().keys()].map((model) => ({ model, ownership: ownershipOf(model) }));
}

/**
 * The community condition of a model for a set of community ids (null =
 * unrestricted). Rows of a nullable-areaId model without a community
 * (e.g. a banner for every community) are included when `includeShared`.
 */
export function communityWhereFor(model: string, ids: number[] | null, includeShared: boolean): Record<string, unknown> | null {
  if (ids === null) return null;
  const own = ownershipOf(model);
  switch (own.kind) {
    case 'root':
      return { id: { in: ids } };
    case 'column':
      return own.nullable && includeShared ? { OR: [{ areaId: { in: ids } }, { areaId: null }] } : { areaId: { in: ids } };
    case 'custom':
      return own.where(ids);
    case 'parent': {
      const parent = communityWhereFor(own.via.target, ids, includeShared);
      return parent ? { [own.via.relation]: { is: parent } } : null;
    }
    case 'none':
      return null;
  }
}
