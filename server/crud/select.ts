/**
 * The columns a read loads: those the request selects, never a secret one.
 *
 * Pothos hands the generic resolvers a query in include mode (every scalar
 * column, plus the relations the selection needs). This turns it into a
 * `select` of the selected columns: an exposed column loads itself, a
 * computed field loads the columns it names with `rowColumns(...)` (the
 * lookups of crud/lookups.ts do), a field built on a relation selection
 * comes with the relations Pothos planned, and any other computed field
 * loads every readable column (a field that forgets to say what it reads
 * still gets its row). Secret columns (EntityDecl.secret) are never loaded.
 */
import { Kind, type GraphQLObjectType, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { EntityDecl } from './entity.ts';
import { readableFields } from './validate.ts';
import { TRANSLATIONS } from './translations.ts';

const COLUMNS = 'rowColumns';

/** Field options of a computed field that reads these columns of its row (merge into t.field({...})). */
export function rowColumns(...columns: string[]): { extensions: Record<string, unknown> } {
  return { extensions: { [COLUMNS]: columns } };
}

/** The names selected at `path` below the resolver's field (fragments followed; @skip/@include counted as selected). */
export function selectedNames(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, path: readonly string[]): Set<string> {
  const out = new Set<string>();
  const walk = (set: SelectionSetNode | undefined, depth: number) => {
    if (!set) return;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        if (depth === path.length) out.add(sel.name.value);
        else if (sel.name.value === path[depth]) walk(sel.selectionSet, depth + 1);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        walk(sel.selectionSet, depth);
      } else {
        walk(info.fragments[sel.name.value]?.selectionSet, depth);
      }
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet, 0);
  return out;
}

const readable = new WeakMap<EntityDecl, Set<string>>();
function readableColumns(decl: EntityDecl): Set<string> {
  let set = readable.get(decl);
  if (!set) readable.set(decl, (set = new Set(readableFields(decl).map((f) => f.name))));
  return set;
}

/** Plans per selection node: a REST route's document (and a cached GraphQL document) is planned once. */
const plans = new WeakMap<object, Record<string, true>>();

function columnsFor(decl: EntityDecl, info: GraphQLResolveInfo, path: readonly string[]): Record<string, true> {
  const key = info.fieldNodes.length === 1 ? info.fieldNodes[0]! : null;
  const cached = key && plans.get(key);
  if (cached) return cached;
  const columns = readableColumns(decl);
  const fields = (info.schema.getType(decl.type) as GraphQLObjectType).getFields();
  const select: Record<string, true> = { id: true };
  let all = false;
  for (const name of selectedNames(info, path)) {
    if (columns.has(name)) {
      select[name] = true;
      // A JSON column with secrets is masked by what other columns say (EntityDecl.jsonSecrets).
      if (name === decl.jsonSecrets?.column) for (const c of decl.jsonSecrets.reads) if (columns.has(c)) select[c] = true;
      // A JSON column holding other entities' rows masks them by what other columns say (EntityDecl.personalWithin).
      if (decl.personalWithin?.columns.includes(name)) for (const c of decl.personalWithin.reads) if (columns.has(c)) select[c] = true;
      // A translatable column answers from the row's translations (crud/translations.ts).
      if (decl.translatable?.includes(name)) select[TRANSLATIONS] = true;
      continue;
    }
    const field = fields[name];
    if (!field || name === 'id' || name === 'rowId') continue;
    const ext = field.extensions as Record<string, unknown>;
    if (Array.isArray(ext[COLUMNS])) {
      for (const c of ext[COLUMNS] as string[]) if (columns.has(c)) select[c] = true;
    } else if (!ext.pothosPrismaSelect) {
      all = true;
    }
  }
  if (all) for (const c of columns) select[c] = true;
  // A field node belongs to one document (its fragments included): the plan holds for every request of it.
  if (key) plans.set(key, select);
  return select;
}

/** The Pothos query of a read (include mode) as a select of the columns the request needs and the relations it planned. */
export function narrowQuery(decl: EntityDecl, info: GraphQLResolveInfo | undefined, path: readonly string[], query: Record<string, unknown>): Record<string, unknown> {
  if (!info) return query;
  const select: Record<string, unknown> = { ...columnsFor(decl, info, path) };
  if (query.include) Object.assign(select, query.include);
  if (query.select) Object.assign(select, query.select);
  const { include: _i, select: _s, ...rest } = query;
  return { ...rest, select };
}

/** Whether `name` is selected at `path` below the resolver's field (e.g. a connection's totalCount). */
export function isSelected(info: GraphQLResolveInfo, path: readonly string[], name: string): boolean {
  return selectedNames(info, path).has(name);
}
