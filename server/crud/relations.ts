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
 * A to-many connection reads only what it answers (crud/relation-sql.ts):
 * `totalCount` alone is one count grouped by parent, no row; `edges` or
 * `pageInfo` read, for every parent of the batch in one statement, the
 * requested window (first/after, last/before) plus the one row that tells
 * whether another page follows — never all the children — and the rows
 * read are metered against the request's row limit
 * (crud/row-meter.ts).
 *
 * Relations to bookkeeping rows no reader needs are listed in INTERNAL with
 * their reason; tests/server/relations.test.ts enumerates every relation of
 * the schema against this module and the printed schema.
 */
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { modelInfo, scalarFields, type FieldInfo } from './datamodel.ts';
import { actionsOf, entityByModel, permOf, type EntityDecl, type EntityFieldBuilder, type Types } from './entity.ts';
import type { ObjectRef } from '@pothos/core';
import { readableFields } from './validate.ts';
import { rowColumns, selectedNames } from './select.ts';
import { communityWhere, rowScope } from './where.ts';
import { isCommunityModel, ownershipOf, referenceApplies } from './ownership.ts';
import { ADMIN_USER_NAME, type Lookup } from './lookups.ts';
import type { Ctx } from '../kernel/context.ts';
import type { GraphQLResolveInfo } from 'graphql';
import { DEFAULT_CONNECTION_SIZE, type ConnectionArgs } from './connection-args.ts';
import { MAX_PAGE_SIZE } from './service.ts';
import { spendRows } from './row-meter.ts';
import { relationSql, type Edge, type RelationSql } from './relation-sql.ts';
import { readRows } from '../read/index.ts';

/** Relations not offered as fields, and why. */
export const INTERNAL: Record<string, string> = {
  'BaseSysLog.communities': 'bookkeeping of the communities a request worked in (the log row is scoped by them)',
  'RecycleData.areas': 'bookkeeping of the communities of a recycle entry (the entry is scoped by them)',
  'MeetingInfo.recommendations': 'who recommended whom: the recommendation counts are on the candidates and working-group members',
  'AreaInfo.assemblyRule': "the reverse of the assembly rule's areaId key (one rule per community): the rule is read by its own queries (assemblyRuleList by areaId)",
};

/** A relation of the graph (declared in crud/relation-sql.ts, which builds its statements, so that the two do not import each other). */
export type { Edge } from './relation-sql.ts';

/**
 * A link table: two foreign keys and nothing else a reader needs (user ↔ role, role ↔ menu, role ↔ department,
 * resident ↔ house). A `position` is the link's place in a list its source saved (resident_house: the order
 * houseIds answers in, crud/lookups.ts linkedIds); the connection through the table stays in id order.
 */
const LINK_BOOKKEEPING = new Set(['createTime', 'updateTime', 'position']);
function linkTable(model: string): boolean {
  const info = modelInfo(model);
  return !entityByModel(model) && info.foreignKeys.length === 2 && scalarFields(model).every((f) => f.isId || LINK_BOOKKEEPING.has(f.name) || info.foreignKeys.some((k) => k.column === f.name));
}

/** The name a lookup's relation is offered under: declared, else the lookup's name without its Name suffix. */
export function relationNameOf(lookupName: string, l: Lookup): string {
  return l.relation ?? (lookupName.replace(/(Nick)?Name$/, '') || 'ref');
}

/**
 * The declared references of an entity with the relation field each is offered under: a lookup's by its
 * relation name (relationNameOf), a reference's by its key (a reference may reuse a lookup's descriptor).
 */
export function declaredReferences(d: Pick<EntityDecl, 'lookups' | 'references'>): { name: string; lookup: Lookup }[] {
  return [
    ...Object.entries(d.lookups ?? {}).map(([name, lookup]) => ({ name: relationNameOf(name, lookup), lookup })),
    ...Object.entries(d.references ?? {}).map(([name, lookup]) => ({ name, lookup })),
  ];
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
    for (const { name, lookup: l } of declaredReferences(d)) {
      if (prismaColumns.has(l.column) && !l.when) continue;
      add({ name, source: d.model, target: l.model, kind: l.list ? 'many' : 'one', column: l.column, idList: l.list, when: l.when, description: l.description, origin: 'reference' });
    }
    // The admin who created a row (a creator entity's userId) is its author, also without a name lookup.
    if (d.creator) add({ name: 'author', source: d.model, target: 'BaseSysUser', kind: 'one', column: 'userId', description: '创建者', origin: 'reference' });
    // A community's rows, entity by entity (the reverse of the areaId reference every community-owned entity has).
    if (ownershipOf(d.model).kind === 'column' && d.plural) {
      const community = entities.find((e) => ownershipOf(e.model).kind === 'root');
      if (community) add({ name: d.plural, source: community.model, target: d.model, kind: 'many', column: 'areaId', description: `${info.label}`, origin: 'community' });
    }
  }
  // Rows without an entity that an edge reaches (a stage log): their to-one edges to entities, from the schema and ROW_REFERENCES.
  const rowModels = new Set([...out.values()].flat().map((e) => e.target).filter((m) => !entityByModel(m)));
  for (const model of rowModels) {
    const list: Edge[] = [];
    out.set(model, list);
    for (const f of modelInfo(model).fields.filter((x) => x.kind === 'object' && !x.isList && x.relationFromFields?.length === 1 && entityByModel(x.type))) {
      list.push({ name: f.name, source: model, target: f.type, kind: 'one', column: f.relationFromFields![0]!, description: f.label || f.name, origin: 'prisma' });
    }
    for (const [name, l] of Object.entries(ROW_REFERENCES[model] ?? {})) {
      list.push({ name, source: model, target: l.model, kind: 'one', column: l.column, description: l.description, origin: 'reference' });
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

/**
 * References of the models without an entity that relations reach (a
 * meeting's stage history, a document's versions…): the columns naming
 * another entity's row that the schema cannot state. Their Prisma to-one
 * relations are derived like an entity's; with these, every id column of a
 * type in the graph leads to its row (tests/server/graph-ends.test.ts).
 */
export const ROW_REFERENCES: Record<string, Record<string, Lookup>> = {
  MeetingStageLog: { user: { ...ADMIN_USER_NAME, description: '操作人' } },
  AnnouncementVersion: {
    notice: { model: 'MeetingNotice', column: 'noticeId', pick: 'title', description: '会议公告' },
    user: { ...ADMIN_USER_NAME, description: '发布人' },
  },
  SpaceVersion: { user: { ...ADMIN_USER_NAME, description: '上传人' } },
  BallotEvent: { record: { model: 'VoteRecord', column: 'recordId', pick: 'result', description: '投票记录' } },
};

/**
 * Models without an entity of their own whose rows are another entity's in
 * another form, read with that entity's read permissions wherever they are
 * reached: the ballot record states every vote record (its payload is the
 * ballot), so a reader who may see meetings but not their vote records sees
 * no ballot event either.
 */
export const READ_AS: Record<string, string> = {
  BallotEvent: 'VoteRecord',
};

/**
 * Models without an entity reached by an edge that are read with their
 * source's permission, and why (tests/server/ballot-scope.test.ts checks
 * that every such target is here or in READ_AS).
 */
export const FOLLOWS_SOURCE: Record<string, string> = {
  AnnouncementVersion: "the result announcements a meeting published, each version kept: what its residents were shown",
  MeetingStageLog: "a meeting's stage history is part of the meeting (who moved it, when)",
  SpaceVersion: "a document's earlier files are the document's (the same community and permission)",
  TaskLog: "a task's runs are the task's (what it did, when)",
};

/**
 * The read permissions of a target (any of them lets a reader follow an edge
 * to it): its entity's, or for a model without an entity the entity it is
 * read as (READ_AS); none for the others (they follow their source's).
 */
export function readPermsOf(model: string): string[] | null {
  const decl = entityByModel(READ_AS[model] ?? model);
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
export async function scopeOf(ctx: Ctx, model: string): Promise<Record<string, unknown> | null> {
  const decl = entityByModel(model);
  if (decl) {
    const parts = await rowScope(ctx, decl);
    return parts.length ? { AND: parts } : null;
  }
  return isCommunityModel(model) ? communityWhere(ctx, model, true) : null;
}

type Row = Record<string, unknown>;

/**
 * Pothos's connection field, called for a target named at run time: Pothos types it by the target's
 * literal shape, so it is called through this view (Pothos checks the options when the schema is built).
 */
interface KitConnectionField {
  connection(field: Record<string, unknown>, connection: { fields: (c: EntityFieldBuilder) => Record<string, unknown> }): unknown;
}

/** The Pothos field of an edge; `targetRef` is the target's object type. */
export function edgeField(t: EntityFieldBuilder, edge: Edge, targetRef: ObjectRef<Types, object>) {
  const perms = readPermsOf(edge.target);
  const auth = perms ? { authScopes: { perm: perms } } : {};
  if (edge.kind === 'one') {
    return t.field({
      type: targetRef,
      nullable: true,
      description: `${edge.description} (→ ${edge.target}; null when out of the reader's scope)`,
      ...auth,
      ...rowColumns(edge.column, ...Object.keys(edge.when ?? {})),
      resolve: async (row: Row, _a: unknown, ctx: Ctx) => {
        if (edge.when && !referenceApplies({ when: edge.when } as Lookup, row)) return null;
        const id = row[edge.column];
        if (typeof id !== 'number') return null;
        return ctx.loaders.byId(ctx.db, edge.target, id, targetSelect(edge.target), await scopeOf(ctx, edge.target));
      },
    });
  }
  // Rows read as another entity's (READ_AS): without that permission the field alone is refused (null and FORBIDDEN at its path), the rest of the source stays.
  const readAs = READ_AS[edge.target];
  return (t as unknown as KitConnectionField).connection(
    {
      type: targetRef,
      description: `${edge.description} (${edge.target} rows in the reader's scope, by id${readAs ? `; needs a read permission of ${readAs}: null and FORBIDDEN without one` : ''})`,
      ...(readAs ? { nullable: true } : {}),
      ...auth,
      ...rowColumns(edge.idList ? edge.column : 'id'),
      resolve: async (row: Row, args: ConnectionArgs, ctx: Ctx, info: GraphQLResolveInfo) => {
        // Only what is selected is read: totalCount alone is a count, never the rows.
        const wants = wantedParts(info);
        // A JSON list of ids names a few rows: they are loaded once, for the page and the count alike.
        let listed: Promise<Row[]> | undefined;
        const listedRows = () => (listed ??= listedOf(ctx, edge, row[edge.column]));
        // Offset cursors, as the root pages answer them: the same cursor means the same position everywhere.
        const conn = await resolveOffsetConnection({ args, defaultSize: DEFAULT_CONNECTION_SIZE, maxSize: MAX_PAGE_SIZE }, async ({ offset, limit }) => {
          if (!wants.rows) return [];
          const rows = edge.idList ? (await listedRows()).slice(offset, offset + limit) : await childPage(ctx, edge, row.id as number, offset, limit);
          spendRows(ctx, rows.length);
          return rows;
        });
        return { ...conn, totalCount: () => (edge.idList ? listedRows().then((r) => r.length) : childCount(ctx, edge, row.id as number)) };
      },
    },
    { fields: (c) => ({ totalCount: c.int({ description: 'Rows in all (in the reader’s scope)', resolve: (conn: { totalCount(): Promise<number> }) => conn.totalCount() }) }) },
  );
}

const wanted = new WeakMap<object, { rows: boolean }>();
/** Whether a connection's selection needs its rows (edges, pageInfo) or only its count; kept per field node. */
function wantedParts(info: GraphQLResolveInfo): { rows: boolean } {
  const key = info.fieldNodes.length === 1 ? info.fieldNodes[0]! : null;
  let found = key ? wanted.get(key) : undefined;
  if (!found) {
    const names = selectedNames(info, []);
    found = { rows: names.has('edges') || names.has('pageInfo') };
    if (key) wanted.set(key, found);
  }
  return found;
}

/** The statements of an edge for the reader's scope (null: not compiled, Prisma loads then); per edge and scope. */
function statementsOf(edge: Edge, where: Record<string, unknown> | null): RelationSql | null {
  let byScope = relationSqls.get(edge);
  if (!byScope) relationSqls.set(edge, (byScope = new Map()));
  const key = where ? JSON.stringify(where) : '';
  let found = byScope.get(key);
  if (found === undefined) {
    found = relationSql(edge, targetSelect(edge.target), where);
    // Scopes are per reader: a few are kept, not every one ever seen.
    if (byScope.size >= 64) byScope.clear();
    byScope.set(key, found);
  }
  return found;
}
const relationSqls = new WeakMap<Edge, Map<string, RelationSql | null>>();

/**
 * One window of a to-many edge's rows for one source row: batched with its siblings (the same edge, window and
 * scope) into one statement that reads at most `limit` rows per parent (crud/relation-sql.ts), ordered by id.
 */
async function childPage(ctx: Ctx, edge: Edge, sourceId: number, offset: number, limit: number): Promise<Row[]> {
  const where = await scopeOf(ctx, edge.target);
  const sql = statementsOf(edge, where);
  if (!sql) return (await childrenOf(ctx, edge, sourceId)).slice(offset, offset + limit);
  const key = `relation:${edge.source}.${edge.name}:${offset}:${limit}:${where ? JSON.stringify(where) : ''}`;
  const rows = await ctx.loaders.batch(ctx.db, key, sourceId, async (ids) => {
    const statement = sql.page(ids, offset, limit)!;
    const found = await readRows<Record<string, unknown>>(ctx.db, statement.sql, statement.args, { readOnly: true });
    const groups = new Map<number, Row[]>();
    for (const r of found) {
      const parent = r.__p as number;
      const list = groups.get(parent);
      if (list) list.push(sql.convert(r));
      else groups.set(parent, [sql.convert(r)]);
    }
    return groups;
  });
  return rows ?? [];
}

/** The number of a to-many edge's rows for one source row, counted in one statement for all its siblings. */
async function childCount(ctx: Ctx, edge: Edge, sourceId: number): Promise<number> {
  const where = await scopeOf(ctx, edge.target);
  const sql = statementsOf(edge, where);
  if (!sql) return (await childrenOf(ctx, edge, sourceId)).length;
  const key = `relation-count:${edge.source}.${edge.name}:${where ? JSON.stringify(where) : ''}`;
  const n = await ctx.loaders.batch(ctx.db, key, sourceId, async (ids) => {
    const statement = sql.count(ids)!;
    const found = await readRows<{ __p: number; n: number }>(ctx.db, statement.sql, statement.args, { readOnly: true });
    return new Map(found.map((r) => [r.__p, Number(r.n)]));
  });
  return n ?? 0;
}

/** Whether a to-many edge reads its windows and counts in SQL under this scope (else through Prisma, every row): tests/server/relation-pages.test.ts. */
export function compiledFor(edge: Edge, where: Record<string, unknown> | null): boolean {
  return edge.idList === true || statementsOf(edge, where) !== null;
}

/**
 * The target rows of a to-many edge for one source row, batched with its siblings, ordered by id: every one
 * of them, read through Prisma when the scope or a column cannot be written as SQL (relation-sql.ts).
 */
async function childrenOf(ctx: Ctx, edge: Edge, sourceId: number): Promise<Row[]> {
  const where = await scopeOf(ctx, edge.target);
  if (!edge.through) {
    const rows = await ctx.loaders.byParent(ctx.db, edge.target, edge.column, sourceId, targetSelect(edge.target), where);
    return [...rows].sort(byId);
  }
  const links = await ctx.loaders.byParent(ctx.db, edge.through.model, edge.through.sourceColumn, sourceId, linkSelect(edge.through.targetColumn));
  const found = await Promise.all(links.map((l) => ctx.loaders.byId(ctx.db, edge.target, l[edge.through!.targetColumn] as number | null, targetSelect(edge.target), where)));
  return found.filter((r): r is Row => !!r).sort(byId);
}

/** The rows a JSON list of ids names (in the reader's scope), batched, in the list's order. */
/** Rows in id order. */
const byId = (a: Row, b: Row) => (a.id as number) - (b.id as number);

async function listedOf(ctx: Ctx, edge: Edge, stored: unknown): Promise<Row[]> {
  const ids = Array.isArray(stored) ? stored.filter((v): v is number => Number.isInteger(v)) : [];
  const where = await scopeOf(ctx, edge.target);
  const found = await Promise.all(ids.map((id) => ctx.loaders.byId(ctx.db, edge.target, id, targetSelect(edge.target), where)));
  return found.filter((r): r is Row => !!r);
}
