/** The generic /admin routes of every entity, derived from its declaration. */
import { offsetToCursor } from '@pothos/plugin-relay';
import { actionsOf, entities, fieldNameOf, permOf, type EntityDecl } from '../crud/entity.ts';
import { modelInfo } from '../crud/datamodel.ts';
import { readableFields, writableFields } from '../crud/validate.ts';
import { AppError } from '../errors.ts';
import type { RouteDef } from './registry.ts';
import { rowFormatter } from './format.ts';
import { MAX_PAGE_SIZE } from '../crud/service.ts';

export const DEFAULT_PAGE_SIZE = 15;
const ERRORS = '__typename ... on AppError { code message httpStatus retryAfter }';

const SUMMARY: Record<string, string> = { add: '新增', delete: '删除', update: '修改', info: '单个信息', list: '列表查询', page: '分页查询' };

function selection(decl: EntityDecl, extras: string[] = []): string {
  return ['id: rowId', ...readableFields(decl).filter((f) => f.name !== 'id').map((f) => f.name), ...extras].join(' ');
}

function positiveInt(v: unknown, dflt: number): number {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : dflt;
}

/** Legacy list filters arrive at the top level of the body. */
function filterOf(decl: EntityDecl, body: Record<string, any>): Record<string, unknown> | null {
  const f = decl.filters;
  if (!f) return null;
  const out: Record<string, unknown> = {};
  const fields = modelInfo(decl.model).byName;
  for (const name of [...(f.eq ?? []), ...(f.like ?? [])]) {
    const v = body[name];
    if (v === undefined || v === null || v === '') continue;
    const col = fields.get(name)!;
    out[name] = f.like?.includes(name) ? String(v) : coerceScalar(col.type, v, name, col.label);
  }
  for (const { name, column } of f.in ?? []) {
    const v = body[name];
    if (v === undefined || v === null || v === '') continue;
    const list = Array.isArray(v) ? v : String(v).split(',');
    const col = fields.get(column)!;
    out[name] = list.map((x) => coerceScalar(col.type, x, name, col.label));
  }
  return Object.keys(out).length ? out : null;
}

/** Clients often send numbers as strings; accept '1' for an Int, refuse 'abc' with a clear error naming the field by its label. */
function coerceScalar(type: string, v: unknown, name: string, label = name): unknown {
  if (type === 'Int' || type === 'Float') {
    const n = typeof v === 'string' ? Number(v) : v;
    if (typeof n !== 'number' || Number.isNaN(n) || (type === 'Int' && !Number.isInteger(n))) {
      throw new AppError('validation.type', { field: { label, name } }, 1001, name);
    }
    return n;
  }
  if (type === 'Boolean') {
    if (v === true || v === 1 || v === '1' || v === 'true') return true;
    if (v === false || v === 0 || v === '0' || v === 'false') return false;
    throw new AppError('validation.type', { field: { label, name } }, 1001, name);
  }
  if (type === 'Decimal') return String(v);
  if (type === 'String' && typeof v !== 'string' && typeof v !== 'object') return String(v);
  return v;
}

function listVariables(decl: EntityDecl, body: Record<string, any>) {
  const sort = String(body.sort ?? '').toLowerCase();
  return {
    filter: filterOf(decl, body),
    keyWord: body.keyWord === undefined || body.keyWord === null ? null : String(body.keyWord),
    orderBy: body.order ? String(body.order) : null,
    sort: sort === 'asc' || sort === 'desc' ? sort : null,
  };
}

/** Keeps the input fields the entity accepts (legacy clients send whole rows back, with extra keys). */
function inputOf(decl: EntityDecl, body: Record<string, any>, mode: 'add' | 'update') {
  const input: Record<string, unknown> = {};
  for (const f of writableFields(decl)) {
    if (body[f.name] === undefined) continue;
    const v = body[f.name];
    input[f.name] = v === null || (v === '' && f.type !== 'String') ? null : coerceScalar(f.type, v, f.name, f.label);
  }
  for (const [name, spec] of Object.entries(decl.inputs ?? {})) {
    if (body[name] === undefined) continue;
    const v = body[name];
    input[name] =
      v === null
        ? null
        : spec.list
          ? (Array.isArray(v) ? v : String(v).split(',').filter(Boolean)).map((x) => coerceScalar(spec.type, x, name, spec.label))
          : coerceScalar(spec.type, v, name, spec.label);
  }
  if (mode === 'update') input.id = coerceScalar('Int', body.id, 'id');
  return input;
}

export function crudRoutes(decl: EntityDecl): RouteDef[] {
  const base = { module: decl.prefix.split('/')[0]!, prefix: `/admin/${decl.prefix}` };
  const format = rowFormatter(decl.model);
  const Type = decl.type;
  const filterVar = decl.filters && (decl.filters.eq?.length || decl.filters.like?.length || decl.filters.in?.length) ? `$filter: ${Type}Filter, ` : '';
  const filterArg = filterVar ? 'filter: $filter, ' : '';
  const listParams = `${filterVar}$keyWord: String, $orderBy: String, $sort: SortOrder`;
  const listArgs = `${filterArg}keyWord: $keyWord, orderBy: $orderBy, sort: $sort`;
  const routes: RouteDef[] = [];
  for (const action of actionsOf(decl)) {
    const field = fieldNameOf(decl, action);
    const common = { ...base, path: `/${action}`, summary: SUMMARY[action]!, perm: permOf(decl.prefix, action) };
    switch (action) {
      case 'page':
        routes.push({
          ...common,
          method: 'post',
          document: `query($first: Int!, $after: String, ${listParams}) { r: ${field}(first: $first, after: $after, ${listArgs}) { totalCount edges { node { ${selection(decl, decl.rest?.page)} } } } }`,
          variables: (body) => {
            const page = positiveInt(body.page, 1);
            // Larger pages are served as MAX_PAGE_SIZE rows, and paged by it, so no row is skipped.
            const size = Math.min(positiveInt(body.size, DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
            return { ...listVariables(decl, body), first: size, after: page > 1 ? offsetToCursor((page - 1) * size - 1) : null, __page: page };
          },
          result: (d, vars) => ({
            list: d.r.edges.map((e: any) => format(e.node)),
            pagination: { page: vars.__page, size: vars.first, total: d.r.totalCount },
          }),
        });
        break;
      case 'list':
        routes.push({
          ...common,
          method: 'post',
          document: `query(${listParams}) { r: ${field}(${listArgs}) { ${selection(decl, decl.rest?.page)} } }`,
          variables: (body) => listVariables(decl, body),
          result: (d) => d.r.map(format),
        });
        break;
      case 'info':
        routes.push({
          ...common,
          method: 'get',
          document: `query($id: Int!) { r: ${field}(id: $id) { ${selection(decl, decl.rest?.info)} } }`,
          variables: (q) => ({ id: coerceScalar('Int', q.id, 'id') }),
          result: (d) => {
            if (!d.r) throw new AppError('validation.notFound');
            return format(d.r);
          },
        });
        break;
      case 'add':
      case 'update':
        routes.push({
          ...common,
          method: 'post',
          document: `mutation($input: ${Type}${action === 'add' ? 'Add' : 'Update'}Input!) { r: ${field}(input: $input) { ${ERRORS} ... on Mutation${field.charAt(0).toUpperCase() + field.slice(1)}Success { data { rowId } } } }`,
          variables: (body) => ({ input: inputOf(decl, body, action) }),
          result: (d) => (action === 'add' ? { id: d.r.data.rowId } : undefined),
        });
        break;
      case 'delete':
        routes.push({
          ...common,
          method: 'post',
          document: `mutation($ids: [Int!]!) { r: ${field}(ids: $ids) { ${ERRORS} ... on Mutation${field.charAt(0).toUpperCase() + field.slice(1)}Success { data { ids } } } }`,
          variables: (body) => {
            const raw = Array.isArray(body.ids) ? body.ids : typeof body.ids === 'string' || typeof body.ids === 'number' ? String(body.ids).split(',') : [];
            return { ids: raw.map((x: unknown) => coerceScalar('Int', x, 'ids')) };
          },
          result: () => undefined,
        });
        break;
    }
  }
  return routes;
}

export function allCrudRoutes(): RouteDef[] {
  return entities().flatMap(crudRoutes);
}
