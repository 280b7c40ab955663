/**
 * The legacy EPS listing (GET /admin/base/open/eps): every module, controller
 * prefix, route and entity column, derived from the same declarations that
 * build the routes, so it cannot drift from them.
 */
import { actionsOf, resources, type EntityDecl } from './entity.ts';
import { modelInfo, type FieldInfo } from './datamodel.ts';
import { readableFields } from './validate.ts';
import { CRUD_SUMMARY } from './permissions.ts';

function columnType(f: FieldInfo): string {
  switch (f.type) {
    case 'Int':
      return 'int';
    case 'String':
      return f.maxLength ? 'varchar' : 'text';
    case 'DateTime':
      return 'datetime';
    case 'Json':
      return 'json';
    case 'Decimal':
      return 'decimal';
    case 'Boolean':
      return 'boolean';
    default:
      return f.type.toLowerCase();
  }
}

function columns(decl: EntityDecl) {
  const fields = readableFields(decl);
  const out = fields.map((f) => ({
    propertyName: f.name,
    type: columnType(f),
    length: f.maxLength ?? '',
    comment: f.label,
    nullable: !f.isRequired,
    ...(f.options ? { dict: f.options.map((o) => o.label) } : {}),
  }));
  // Inputs that were columns of the source system keep their place: after the column the schema had before them.
  for (const [name, input] of Object.entries(decl.inputs ?? {})) {
    if (!input.epsColumn) continue;
    const column = { propertyName: name, type: 'json', length: '', comment: input.label, nullable: true };
    const after = input.epsAfter ? out.findIndex((c) => c.propertyName === input.epsAfter) : -1;
    out.splice(after >= 0 ? after + 1 : out.length, 0, column);
  }
  return out;
}

const CRUD_METHOD: Record<string, 'get' | 'post'> = { add: 'post', delete: 'post', update: 'post', info: 'get', list: 'post', page: 'post' };

/** One route of the EPS listing, as the source system's client reads it. */
interface EpsApi {
  method: string;
  path: string;
  summary: string;
  dts: Record<string, never>;
  tag: string;
  prefix: string;
  ignoreToken: boolean;
}

export function buildEps() {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const decl of resources()) {
    const prefix = `/admin/${decl.prefix}`;
    const api: EpsApi[] = [];
    const entry = (method: string, action: string, summary: string, ignoreToken: boolean) => api.push({ method, path: `/${action}`, summary, dts: {}, tag: '', prefix, ignoreToken });
    if (decl.kind === 'entity') for (const a of actionsOf(decl)) entry(CRUD_METHOD[a]!, a, CRUD_SUMMARY[a]!, false);
    for (const op of decl.operations ?? []) if (op.rest !== false) entry(op.method, op.action, op.summary, (op.access ?? 'perm') === 'open');
    if (api.length === 0) continue;
    const module = decl.prefix.split('/')[0]!;
    (out[module] ??= []).push({
      module,
      info: { type: { name: decl.prefix.split('/').pop(), description: decl.kind === 'entity' ? modelInfo(decl.model).label : '' } },
      api,
      columns: decl.kind === 'entity' ? columns(decl) : [],
      prefix,
      ...(decl.kind === 'entity' ? { name: `${decl.model}Entity` } : {}),
    });
  }
  return out;
}
