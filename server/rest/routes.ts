/**
 * Every /admin route, built from the resource registry: the generic routes
 * of each entity and one route per declared operation. Each route is a
 * prepared GraphQL operation (so authorization stays in the schema), the
 * mapping of the legacy body to the field's arguments, and the shape of the
 * envelope's data.
 */
import { offsetToCursor } from '@pothos/plugin-relay';
import {
  getNamedType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isUnionType,
  parse,
  type DocumentNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import {
  actionsOf,
  entityByType,
  fieldNameOf,
  operationField,
  operationKind,
  operationPerm,
  permOf,
  resources,
  type Access,
  type EntityDecl,
  type OperationDecl,
  type ResourceDecl,
  type RestMapping,
  type RestValue,
  type WriteValues,
} from '../crud/entity.ts';
import { readableFields } from '../crud/validate.ts';
import { legacyListArgs } from '../crud/where.ts';
import { MAX_PAGE_SIZE } from '../crud/service.ts';
import { AppError } from '../kernel/errors.ts';
import type { MessageKey } from '../kernel/i18n/messages.ts';
import { formatPlan, type FormatPlan } from './format.ts';
import { REST_FORM, REST_SKIP } from '../crud/shapes.ts';
import { storedColumnsOf, storedTable, type StoredColumns } from './stored-json.ts';

export const DEFAULT_PAGE_SIZE = 15;
/** Pages beyond this are refused (offset must stay a 32-bit integer). */
const MAX_PAGE = 1_000_000;

export interface RouteDef {
  method: 'get' | 'post';
  /** Module of the EPS listing, e.g. 'base'. */
  module: string;
  /** Controller prefix, e.g. '/admin/base/open'. */
  prefix: string;
  /** Path under the prefix, with its leading slash. */
  path: string;
  summary: string;
  access: Access;
  /** The permission string the operation checks (null for login and open routes). */
  perm: string | null;
  document: DocumentNode;
  /** The root field the route calls, for coercing its arguments. */
  field: GraphQLField<unknown, unknown>;
  /** Legacy input → raw arguments (coerced afterwards by the field's types). */
  args(input: WriteValues): Record<string, unknown>;
  /** The envelope's data from the formatted field value (`t` translates into the caller's language). */
  data(value: RestValue, input: WriteValues, args: Record<string, unknown>, t: (key: MessageKey, params?: Record<string, unknown>) => string): unknown;
  plan: FormatPlan;
  raw?: { contentType: string; answer?: 'html' };
  /** Answers a file (crud/entity.ts RestMapping.file) instead of the envelope. */
  file?: RestMapping['file'];
  /** The field takes a File: the route also accepts a multipart/form-data body. */
  upload: boolean;
  /** Streams its file parts to temporary files (crud/entity.ts RestMapping.multipart: uploads of any size). */
  multipart?: boolean;
  /** JSON columns of the answered rows written as their stored text (rest/stored-json.ts). */
  stored?: StoredColumns;
}

const SUMMARY: Record<string, string> = { add: '新增', delete: '删除', update: '修改', info: '单个信息', list: '列表查询', page: '分页查询' };

function rootField(schema: GraphQLSchema, kind: 'query' | 'mutation', name: string): GraphQLField<unknown, unknown> {
  const root = kind === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const field = root?.getFields()[name];
  if (!field) throw new Error(`REST route refers to a missing ${kind} field ${name}`);
  return field;
}

/** Every scalar of an output type, nested objects to a small depth; entity rows answer their database id as `id`. */
export function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (isUnionType(named)) return `__typename ${named.getTypes().map((m) => `... on ${m.name} { ${selectionOf(m, depth)} }`).join(' ')}`;
  if (!isObjectType(named) && !isInterfaceType(named)) return '';
  // A file answers its URL over REST (crud/shapes.ts): nothing else of it is needed (its size would be looked up).
  if ((named.extensions as Record<string, unknown> | undefined)?.[REST_FORM] === 'url') return 'url';
  const isNode = isObjectType(named) && named.getInterfaces().some((i) => i.name === 'Node');
  const fields = named.getFields();
  const parts: string[] = [];
  for (const f of Object.values(fields)) {
    if (f.args.some((a) => isNonNullType(a.type))) continue;
    // Rows answer their database id as `id` (the GraphQL id of a node is a global id).
    if (f.name === 'id' && (isNode || fields.rowId)) continue;
    if (f.name === 'rowId') {
      parts.push('id: rowId');
      continue;
    }
    // Fields the legacy shapes never had (a column's enum twin) are not asked for.
    if ((f.extensions as Record<string, unknown> | undefined)?.[REST_SKIP]) continue;
    const inner = getNamedType(f.type);
    if (isLeafType(inner)) parts.push(f.name);
    else if (depth < 2) {
      // A row's relations (other rows, connections) are not its columns; its typed columns (shapes) are.
      const innerIsRow = isObjectType(inner) && (inner.getInterfaces().some((i) => i.name === 'Node') || /Connection$/.test(inner.name));
      if (isNode && innerIsRow) continue;
      if (/Connection$/.test(inner.name)) continue;
      const sub = selectionOf(f.type, depth + 1);
      if (sub) parts.push(`${f.name} { ${sub} }`);
    }
  }
  return parts.join(' ');
}

function documentFor(schema: GraphQLSchema, kind: 'query' | 'mutation', fieldName: string, select?: string) {
  const field = rootField(schema, kind, fieldName);
  const vars = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = select ?? selectionOf(field.type);
  const text = `${kind}${vars ? `(${vars})` : ''} { r: ${fieldName}${args ? `(${args})` : ''}${selection ? ` { ${selection} }` : ''} }`;
  return { field, document: parse(text) };
}

/** The success value of a mutation result union, or the value itself. */
function successData(value: unknown): unknown {
  return value && typeof value === 'object' && typeof (value as { __typename?: unknown }).__typename === 'string' && 'data' in value ? value.data : value;
}

/** page and size: missing, zero or negative mean the default (legacy clients send such); anything else must be a whole number up to max. */
function positiveInt(v: unknown, dflt: number, max: number, name: string): number {
  if (v === undefined || v === null || v === '') return dflt;
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n > max) throw new AppError('validation.type', { field: { label: name, name } }, 1001, name);
  return n < 1 ? dflt : n;
}

/**
 * The REST row of an entity type: `id: rowId`, its readable columns (a typed
 * column such as a count or a file list selected whole; the format plan turns
 * it back into the stored JSON), then the extra fields named.
 */
export function rowSelection(schema: GraphQLSchema, type: string, extras: string[] = [], omit: string[] = []): string {
  const decl = entityByType(type);
  if (!decl) throw new Error(`No entity type ${type}`);
  const nodeFields = (schema.getType(type) as GraphQLObjectType).getFields();
  const column = (name: string) => {
    if (/[{ ]/.test(name)) return name;
    const sub = nodeFields[name] ? selectionOf(nodeFields[name]!.type) : '';
    return sub ? `${name} { ${sub} }` : name;
  };
  return ['id: rowId', ...readableFields(decl).filter((f) => f.name !== 'id' && !omit.includes(f.name)).map((f) => column(f.name)), ...extras.map(column)].join(' ');
}

function crudRoutes(schema: GraphQLSchema, decl: EntityDecl): RouteDef[] {
  const base = { module: decl.prefix.split('/')[0]!, prefix: `/admin/${decl.prefix}`, access: 'perm' as const };
  // Columns answered as their stored text are read beside the rows, not selected (rest/stored-json.ts).
  const storedCols = storedColumnsOf(decl, schema);
  const stored = (rowsOf: StoredColumns['rowsOf']): Pick<RouteDef, 'stored'> => (storedCols.length ? { stored: { table: storedTable(decl), columns: storedCols, rowsOf } } : {});
  const rows = (extras: string[] = []) => rowSelection(schema, decl.type, extras, storedCols.map((c) => c.name));
  const routes: RouteDef[] = [];
  const route = (action: string, method: 'get' | 'post', kind: 'query' | 'mutation', select: string, rest: Pick<RouteDef, 'args' | 'data' | 'stored'>) => {
    const { field, document } = documentFor(schema, kind, fieldNameOf(decl, action), select);
    routes.push({ ...base, method, path: `/${action}`, summary: SUMMARY[action]!, perm: permOf(decl.prefix, action), field, document, plan: formatPlan(schema, document), upload: false, ...rest });
  };
  const errors = '__typename ... on AppError { code message httpStatus retryAfter details }';
  for (const action of actionsOf(decl)) {
    const success = `Mutation${fieldNameOf(decl, action).replace(/^./, (c) => c.toUpperCase())}Success`;
    switch (action) {
      case 'page':
        route('page', 'post', 'query', `totalCount totalCountExact edges { node { ${rows(decl.rest?.page)} } }`, {
          args: (body) => {
            const page = positiveInt(body.page, 1, MAX_PAGE, 'page');
            // Larger pages are served as MAX_PAGE_SIZE rows, and paged by it, so no row is skipped.
            const size = Math.min(positiveInt(body.size, DEFAULT_PAGE_SIZE, 1_000_000, 'size'), MAX_PAGE_SIZE);
            const offset = (page - 1) * size;
            if (offset > 2_000_000_000) throw new AppError('validation.type', { field: { label: 'page', name: 'page' } }, 1001, 'page');
            return { ...legacyListArgs(decl, body), first: size, after: page > 1 ? offsetToCursor(offset - 1) : null };
          },
          data: (v, input, args) => ({
            list: (v.edges as { node: unknown }[]).map((e) => e.node),
            // `totalExact: false` only for an estimated total (crud/page-total.ts): an exact answer stays the legacy one, byte for byte.
            pagination: { page: positiveInt(input.page, 1, MAX_PAGE, 'page'), size: args.first, total: v.totalCount, ...(v.totalCountExact === false ? { totalExact: false } : {}) },
          }),
          ...stored((data) => (data as { list: Record<string, unknown>[] }).list),
        });
        break;
      case 'list':
        route('list', 'post', 'query', rows(decl.rest?.page), { args: (body) => legacyListArgs(decl, body), data: (v) => v, ...stored((data) => data as Record<string, unknown>[]) });
        break;
      case 'info':
        route('info', 'get', 'query', rows(decl.rest?.info), {
          args: (q) => ({ id: q.id }),
          data: (v) => {
            if (!v) throw new AppError('validation.notFound');
            return v;
          },
          ...stored((data) => [data as Record<string, unknown>]),
        });
        break;
      case 'add':
      case 'update':
        route(action, 'post', 'mutation', `${errors} ... on ${success} { data { rowId } }`, {
          args: (body) => ({ input: body }),
          data: (v) => (action !== 'add' ? undefined : decl.rest?.addAnswersId ? v.data.rowId : { id: v.data.rowId }),
        });
        break;
      case 'delete':
        route('delete', 'post', 'mutation', `${errors} ... on ${success} { data { ids } }`, {
          args: (body) => ({
            ids: Array.isArray(body.ids) || typeof body.ids === 'string' ? body.ids : typeof body.ids === 'number' ? [body.ids] : [],
            // The entity's delete arguments (a department's deleteUser), by their names.
            ...Object.fromEntries(Object.keys(decl.deleteInputs ?? {}).filter((k) => body[k] !== undefined).map((k) => [k, body[k]])),
          }),
          data: () => undefined,
        });
        break;
    }
  }
  return routes;
}

function operationRoute(schema: GraphQLSchema, decl: ResourceDecl, op: OperationDecl): RouteDef | null {
  if (op.rest === false) return null;
  const rest = op.rest ?? {};
  const kind = operationKind(op);
  const select = typeof rest.select === 'function' ? rest.select((type, extras, omit) => rowSelection(schema, type, extras, omit)) : rest.select;
  const { field, document } = documentFor(schema, kind, operationField(decl, op), select);
  return {
    method: op.method,
    module: decl.prefix.split('/')[0]!,
    prefix: `/admin/${decl.prefix}`,
    path: `/${op.action}`,
    summary: op.summary,
    access: op.access ?? 'perm',
    perm: operationPerm(decl, op),
    field,
    document,
    plan: formatPlan(schema, document),
    args: rest.args ?? ((input) => input),
    data: rest.data ? (v, input, _args, t) => rest.data!(successData(v), input, t) : (v) => successData(v),
    raw: rest.raw,
    file: rest.file,
    upload: field.args.some((a) => getNamedType(a.type).name === 'File'),
    multipart: rest.multipart,
  };
}

/** Every route of the registry (entities' generic routes, then operations), checked against the schema. */
export function buildRoutes(schema: GraphQLSchema): RouteDef[] {
  const out: RouteDef[] = [];
  for (const decl of resources()) {
    if (decl.kind === 'entity') out.push(...crudRoutes(schema, decl));
    for (const op of decl.operations ?? []) {
      const r = operationRoute(schema, decl, op);
      if (r) out.push(r);
    }
  }
  const seen = new Set<string>();
  for (const r of out) {
    const key = routeKey(r.method, r.prefix + r.path);
    if (seen.has(key)) throw new Error(`Duplicate REST route ${key}`);
    seen.add(key);
  }
  return out;
}

export function routeKey(method: string, path: string): string {
  return `${method.toLowerCase()} ${path}`;
}
