/**
 * The legacy EPS listing (GET /admin/base/open/eps): every module, controller
 * prefix, route and entity column, generated from the same declarations that
 * build the routes, so it cannot drift from them.
 */
import { entities, type EntityDecl } from '../crud/entity.ts';
import { modelInfo, type FieldInfo } from '../crud/datamodel.ts';
import { readableFields } from '../crud/validate.ts';
import { allRoutes } from './routes.ts';

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
  return readableFields(decl).map((f) => ({
    propertyName: f.name,
    type: columnType(f),
    length: f.maxLength ?? '',
    comment: f.label,
    nullable: !f.isRequired,
    ...(f.options ? { dict: f.options.map((o) => o.label) } : {}),
  }));
}

export function buildEps() {
  const byPrefix = new Map<string, EntityDecl>(entities().map((e) => [`/admin/${e.prefix}`, e]));
  const controllers = new Map<string, any>();
  for (const route of allRoutes()) {
    let c = controllers.get(route.prefix);
    if (!c) {
      const decl = byPrefix.get(route.prefix);
      c = {
        module: route.module,
        info: { type: { name: route.prefix.split('/').pop(), description: decl ? modelInfo(decl.model).label : '' } },
        api: [],
        columns: decl ? columns(decl) : [],
        prefix: route.prefix,
        ...(decl ? { name: `${decl.model}Entity` } : {}),
      };
      controllers.set(route.prefix, c);
    }
    c.api.push({ method: route.method, path: route.path, summary: route.summary, dts: {}, tag: '', prefix: route.prefix, ignoreToken: !!route.ignoreToken });
  }
  const out: Record<string, any[]> = {};
  for (const c of controllers.values()) (out[c.module] ??= []).push(c);
  return out;
}
