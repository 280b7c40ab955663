/**
 * The graph's edges, derived from the schema and the declarations so no
 * entity writes its own (issue "A graph an API consumer can walk"):
 *
 * - every Prisma relation of an entity: to-one (`meeting`, `advice`,
 *   `classify`…) as the target's node, to-many (`notices`, `voteItems`,
 *   `replies`…) as a Relay connection with totalCount; a to-many through a
 *   link table (a user's roles, a role's menus) skips the link row;
 * - every declared reference that the schema cannot state (a lookup such as
 *   areaName by areaId, or `references` of the declaration): to-one under
 *   its relation name (`area`, `author`, `appUser`, `department`…);
 * - the reverse of the community reference: a community's rows of each
 *   entity that names it by areaId (`AreaInfo.houses`, `.residents`…).
 *
 * Every edge reads through the target's own row scope (the reader's
 * communities, the entity's own restriction such as department data
 * permission), so nothing out of scope is reached through a relation; it
 * needs one of the target's read permissions (FORBIDDEN otherwise, like the
 * target's own fields); and it is loaded per request in batches
 * (ctx.loaders): one statement per edge and level, never one per row.
 *
 * Relations to bookkeeping rows no reader needs are listed in INTERNAL with
 * their reason; tests/server/relations.test.ts enumerates every relation of
 * the schema against this module and the printed schema.
 */
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { modelInfo, scalarFields, type FieldInfo } from './datamodel.ts';
import { actionsOf, entityByModel, permOf, type EntityDecl } from './entity.ts';
import { readableFields } from './validate.ts';
import { rowColumns } from './select.ts';
import { communityWhere, rowScope } from './where.ts';
import { isCommunityModel, ownershipOf, referenceApplies } from './ownership.ts';
import type { Lookup } from './lookups.ts';
import type { Ctx } from '../kernel/context.ts';

/** Relations not offered as fields, and why. */
export const INTERNAL: Record<string, string> = {
  'BaseSysLog.communities': 'bookkeeping of the communities a request worked in (the log row is scoped by them)',
  'RecycleData.areas': 'bookkeeping of the communities of a recycle entry (the entry is scoped by them)',
  'MeetingInfo.recommendations': 'who recommended whom: the recommendation counts are on the candidates and working-group members',
};

export interface Edge {
  /** The field name on the source type. */
  name: string;
  /** Source and target models. */
  source: string;
  target: string;
  kind: 'one' | 'many';
  /** to-one: the source's column holding the target id; to-many: the target's column holding the source id. */
  column: string;
  /** to-many through a link table: the link model, its column naming the source, and its column naming the target. */
  through?: { model: string; sourceColumn: string; targetColumn: string };
  /** The reference applies only on source rows with these values (a reply's writer is an admin user on replies). */
  when?: Record<string, number>;
  description: string;
  /** to-many by a JSON list of ids in the source's `column` (a resident's houses). */
  idList?: boolean;
  /** Where the edge comes from: 'prisma' relation, declared 'reference', or 'community' (reverse of areaId). */
  origin: 'prisma' | 'reference' | 'community';
}

/** A link table: two foreign keys and nothing else a reader needs (user ↔ role, role ↔ menu, role ↔ department). */
function linkTable(model: string): boolean {
  const info = modelInfo(model);
  return !entityByModel(model) && info.foreignKeys.length === 2 && scalarFields(model).every((f) => f.isId || f.name === 'createTime' || f.name === 'updateTime' || info.foreignKeys.some((k) => k.column === f.name));
}

/** The name a lookup's relation is offered under: declared, else the lookup's name without its Name suffix. */
export function relationNameOf(lookupName: string, l: Lookup): string {
  return l.relation ?? (lookupName.replace(/(Nick)?Name$/, '') || 'ref');
}

let cache: Map<string, Edge[]> | undefined;

/** Every edge of every entity (computed once, after all declarations are registered). */
export function allEdges(entities: EntityDecl[]): Map<string, Edge[]> {
  if (cache) return cache;
  const out = new Map<string, Edge[]>(entities.map((d) => [d.model, []]));
  const add = (e: Edge) => {
    const list = out.get(e.source)!;
    if (!list.some((x) => x.name === e.name)) list.push(e);
  };
  for (const d of entities) {
    const info = modelInfo(d.model);
    for (const f of info.fields.filter((x) => x.kind === 'object')) {
      if (INTERNAL[`${d.model}.${f.name}`]) continue;
      const label = f.label || f.name;
      if (!f.isList && f.relationFromFields?.length === 1) {
        add({ name: f.name, source: d.model, target: f.type, kind: 'one', column: f.relationFromFields[0]!, description: label, origin: 'prisma' });
      } else if (f.isList) {
        const back = backKey(d.model, f);
        if (!back) continue;
        if (linkTable(f.type)) {
          const other = modelInfo(f.type).foreignKeys.find((k) => k.column !== back.column)!;
          add({ name: f.name, source: d.model, target: other.target, kind: 'many', column: back.column, through: { model: f.type, sourceColumn: back.column, targetColumn: other.column }, description: label, origin: 'prisma' });
        } else {
          add({ name: f.name, source: d.model, target: f.type, kind: 'many', column: back.column, description: label, origin: 'prisma' });
        }
      }
    }
    const prismaColumns = new Set(info.foreignKeys.map((k) => k.column));
    for (const [name, l] of Object.entries({ ...d.lookups, ...d.references })) {
      if (prismaColumns.has(l.column) && !l.when) continue;
      add({ name: relationNameOf(name, l), source: d.model, target: l.model, kind: l.list ? 'many' : 'one', column: l.column, idList: l.list, when: l.when, description: l.description, origin: 'reference' });
    }
    // The admin who created a row (a creator entity's userId) is its author, also without a name lookup.
    if (d.creator) add({ name: 'author', source: d.model, target: 'BaseSysUser', kind: 'one', column: 'userId', description: '创建者', origin: 'reference' });
    // A community's rows, entity by entity (the reverse of the areaId reference every community-owned entity has).
    if (ownershipOf(d.model).kind === 'column' && d.plural) {
      const community = entities.find((e) => ownershipOf(e.model).kind === 'root');
      if (community) add({ name: d.plural, source: community.model, target: d.model, kind: 'many', column: 'areaId', description: `${info.label}`, origin: 'community' });
    }
  }
  cache = out;
  return out;
}

/** The foreign key of a to-many relation's target that points back at the source (matched by the relation's name when there are several). */
function backKey(source: string, f: FieldInfo): { column: string } | null {
  const target = modelInfo(f.type);
  const candidates = target.foreignKeys.filter((k) => k.target === source);
  if (candidates.length === 1) return { column: candidates[0]!.column };
  const named = candidates.find((k) => target.byName.get(k.relation)?.relationName === f.relationName);
  return named ? { column: named.column } : null;
}

/** The read permissions of a target (any of them lets a reader follow an edge to it); none for a model without an entity (it follows its source's). */
export function readPermsOf(model: string): string[] | null {
  const decl = entityByModel(model);
  if (!decl) return null;
  return (['page', 'list', 'info'] as const).filter((a) => actionsOf(decl).includes(a)).map((a) => permOf(decl.prefix, a));
}

const linkSelects = new Map<string, Record<string, true>>();
/** A link table's select of its target column; one object per column (see targetSelect). */
function linkSelect(column: string): Record<string, true> {
  let select = linkSelects.get(column);
  if (!select) linkSelects.set(column, (select = Object.freeze({ [column]: true as const })));
  return select;
}

const targetSelects = new Map<string, Record<string, true>>();
/**
 * The columns loaded for a target row: every column a reader may see (the node type's fields and computed
 * fields read from them); one object per model (the loaders key their batches by the select object).
 */
export function targetSelect(model: string): Record<string, true> {
  let select = targetSelects.get(model);
  if (!select) {
    const decl = entityByModel(model);
    const fields = decl ? readableFields(decl) : scalarFields(model);
    targetSelects.set(model, (select = Object.freeze(Object.fromEntries(fields.map((f) => [f.name, true as const])))));
  }
  return select;
}

/** The reader's scope of a target's rows, as a where (null: none). */
async function scopeOf(ctx: Ctx, model: string): Promise<Record<string, unknown> | null> {
  const decl = entityByModel(model);
  if (decl) {
    const parts = await rowScope(ctx, decl);
    return parts.length ? { AND: parts } : null;
  }
  return isCommunityModel(model) ? communityWhere(ctx, model, true) : null;
}

/** The Pothos field of an edge; `targetRef` is the target's object type. */
export function edgeField(t: any, edge: Edge, targetRef: any) {
  const perms = readPermsOf(edge.target);
  const auth = perms ? { authScopes: { perm: perms } } : {};
  if (edge.kind === 'one') {
    return t.field({
      type: targetRef,
      nullable: true,
      description: `${edge.description} (→ ${edge.target}; null when out of the reader's scope)`,
      ...auth,
      ...rowColumns(edge.column, ...Object.keys(edge.when ?? {})),
      resolve: async (row: any, _a: unknown, ctx: Ctx) => {
        if (edge.when && !referenceApplies({ when: edge.when } as Lookup, row)) return null;
        const id = row[edge.column];
        if (typeof id !== 'number') return null;
        return ctx.loaders.byId(ctx.db, edge.target, id, targetSelect(edge.target), await scopeOf(ctx, edge.target));
      },
    });
  }
  return t.connection(
    {
      type: targetRef,
      description: `${edge.description} (${edge.target} rows in the reader's scope, by id)`,
      ...auth,
      ...rowColumns(edge.idList ? edge.column : 'id'),
      resolve: async (row: any, args: any, ctx: Ctx) => {
        const rows = edge.idList ? await listedOf(ctx, edge, row[edge.column]) : await childrenOf(ctx, edge, row.id);
        // Offset cursors, as the root pages answer them: the same cursor means the same position everywhere.
        const conn = await resolveOffsetConnection({ args, defaultSize: 20, maxSize: 1000 }, ({ offset, limit }) => rows.slice(offset, offset + limit));
        return { ...conn, totalCount: rows.length };
      },
    },
    { fields: (c: any) => ({ totalCount: c.int({ description: 'Rows in all (in the reader’s scope)', resolve: (conn: any) => conn.totalCount }) }) },
  );
}

/** The target rows of a to-many edge for one source row, batched with its siblings, ordered by id. */
async function childrenOf(ctx: Ctx, edge: Edge, sourceId: number): Promise<any[]> {
  const where = await scopeOf(ctx, edge.target);
  if (!edge.through) {
    const rows = await ctx.loaders.byParent(ctx.db, edge.target, edge.column, sourceId, targetSelect(edge.target), where);
    return [...rows].sort((a, b) => a.id - b.id);
  }
  const links = await ctx.loaders.byParent(ctx.db, edge.through.model, edge.through.sourceColumn, sourceId, linkSelect(edge.through.targetColumn));
  const found = await Promise.all(links.map((l: any) => ctx.loaders.byId(ctx.db, edge.target, l[edge.through!.targetColumn], targetSelect(edge.target), where)));
  return found.filter(Boolean).sort((a: any, b: any) => a.id - b.id);
}

/** The rows a JSON list of ids names (in the reader's scope), batched, in the list's order. */
async function listedOf(ctx: Ctx, edge: Edge, stored: unknown): Promise<any[]> {
  const ids = Array.isArray(stored) ? stored.filter((v): v is number => Number.isInteger(v)) : [];
  const where = await scopeOf(ctx, edge.target);
  const found = await Promise.all(ids.map((id) => ctx.loaders.byId(ctx.db, edge.target, id, targetSelect(edge.target), where)));
  return found.filter(Boolean);
}
