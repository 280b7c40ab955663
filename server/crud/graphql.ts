/**
 * Builds an entity's GraphQL surface from its declaration: the node type,
 * its filter and input types, and the six generic fields, each guarded by
 * its permission string module:entity:action.
 */
import { queryFromInfo } from '@pothos/plugin-prisma';
import { resolveOffsetConnection, encodeGlobalID } from '@pothos/plugin-relay';
import type { ObjectRef } from '@pothos/core';
import { builder, SortOrder } from '../builder.ts';
import { modelInfo, scalarFields, type FieldInfo } from './datamodel.ts';
import { actionsOf, entities, entityByModel, fieldNameOf, operationField, operationKind, operationPerm, permOf, type EntityDecl, type EntityFieldBuilder, type OperationDecl, type OperationFieldBuilder, type Types } from './entity.ts';
import { sensitive } from '../audit/sensitive.ts';
import { mayReadPersonal, personal } from './personal.ts';
import type { Ctx } from '../kernel/context.ts';
import type { GraphQLResolveInfo } from 'graphql';
import { declaredServerManaged, fixedFields, readableFields, writableFields } from './validate.ts';
import { addRow, deleteRows, findInfo, findList, findPage, MAX_PAGE_SIZE, updateRow } from './service.ts';
import { rowScope } from './where.ts';
import { isSelected, narrowQuery } from './select.ts';
import { DEFAULT_CONNECTION_SIZE } from './connection-args.ts';
import { maskedValue } from './json-secrets.ts';
import { rowIdOf } from './ids.ts';
import { lookupField } from './lookups.ts';
import { translatedColumnField, TRANSLATIONS, TRANSLATIONS_SHAPE } from './translations.ts';
import { enumOf, FILE_LIST, REST_FORM, REST_SKIP, type RestForm, type Shape } from './shapes.ts';
import { uploadKindOf } from '../files/columns.ts';
import { rowColumns } from './select.ts';
import { allEdges, edgeField, readPermsOf } from './relations.ts';
import { KEYWORD_DESCRIPTION, LIKE_DESCRIPTION } from './literal.ts';

export function graphqlTypeOf(f: Pick<FieldInfo, 'type'>): string {
  switch (f.type) {
    case 'Int':
      return 'Int';
    case 'Float':
      return 'Float';
    case 'Boolean':
      return 'Boolean';
    case 'DateTime':
      return 'DateTime';
    case 'Json':
      return 'JSON';
    case 'Decimal':
      return 'Decimal';
    default:
      return 'String';
  }
}

const refs = new Map<string, any>();
const filterRefs = new Map<string, any>();

/** The filter input type of an entity's lists (null when it declares no filters), for operations that take the list's arguments (export). */
export function entityFilterRef(type: string): any {
  return filterRefs.get(type) ?? null;
}

/**
 * The Pothos ref of an entity's node type, for modules that add fields
 * pointing at it: its rows are the entity's Prisma rows (loosely typed).
 */
export function entityRef(type: string): ObjectRef<Types, object> {
  const ref = refs.get(type);
  if (!ref) throw new Error(`Entity type ${type} is not registered`);
  return ref;
}

function filterInput(decl: EntityDecl) {
  const f = decl.filters;
  const fields = modelInfo(decl.model).byName;
  const names = [...(f?.eq ?? []), ...(f?.like ?? [])];
  if (names.length === 0 && !(f?.in?.length)) return null;
  return builder.inputType(`${decl.type}Filter`, {
    description: `Filters of the ${decl.type} lists`,
    fields: (t) => ({
      ...Object.fromEntries(
        [...new Set(names)].map((name) => {
          const col = fields.get(name);
          if (!col) throw new Error(`${decl.type}: filter ${name} is not a column`);
          const like = f?.like?.includes(name);
          return [name, t.field({ type: (like ? 'String' : graphqlTypeOf(col)) as any, required: false, description: like ? LIKE_DESCRIPTION : 'equals' })];
        }),
      ),
      ...Object.fromEntries(
        (f?.in ?? []).map(({ name, column }) => {
          const col = fields.get(column);
          if (!col) throw new Error(`${decl.type}: filter ${name} targets unknown column ${column}`);
          return [name, t.field({ type: [graphqlTypeOf(col)] as any, required: false, description: `${column} in list` })];
        }),
      ),
    }),
  });
}

/** How a write treats a column of its input: taken, judged (read-only), or ignored (server-managed). */
type InputRole = 'writable' | 'fixed' | 'managed';

/**
 * The columns of a write input: the writable ones, the read-only ones a
 * client may send back (judged), and the declared server-managed ones
 * (accepted and ignored, so a client echoing a row is never refused for
 * them; secret ones are never output, so never echoed, and not offered).
 */
function inputColumns(decl: EntityDecl, mode: 'Add' | 'Update'): { f: FieldInfo; role: InputRole }[] {
  const fixed = fixedFields(decl, mode === 'Add' ? 'add' : 'update');
  const fixedNames = new Set(fixed.map((f) => f.name));
  const managed = declaredServerManaged(decl).filter((f) => !decl.secret?.includes(f.name));
  return [
    ...writableFields(decl).filter((f) => !fixedNames.has(f.name)).map((f) => ({ f, role: 'writable' as const })),
    ...fixed.map((f) => ({ f, role: 'fixed' as const })),
    ...managed.map((f) => ({ f, role: 'managed' as const })),
  ];
}

function inputDescription(decl: EntityDecl, f: FieldInfo, role: InputRole): string | undefined {
  const doc = f.doc || f.name;
  if (role === 'managed') return `${doc} (server-managed: ignored, neither stored nor refused; the answer shows the server's value)`;
  // Read-only columns are accepted so a write never drops them in silence: unchanged, through the entity's transition, or refused.
  if (role === 'fixed') return `${doc} (read-only: ${decl.transitions?.[f.name] ? 'a change runs the same transition as its operation' : 'accepted only unchanged'})`;
  return f.doc || undefined;
}

function writeInput(decl: EntityDecl, mode: 'Add' | 'Update') {
  return builder.inputType(`${decl.type}${mode}Input`, {
    fields: (t) => ({
      ...(mode === 'Update' ? { id: t.int({ required: true }) } : {}),
      ...Object.fromEntries(
        inputColumns(decl, mode).map(({ f, role }) => [
          f.name,
          t.field({
            // An ignored column takes any value: an echo is never refused, not even for its form.
            type: (role === 'managed' ? 'JSON' : graphqlTypeOf(f)) as any,
            required: false,
            description: inputDescription(decl, f, role),
            // The model lets a coercion error name the field by its translated label (rest/coerce.ts).
            extensions: { model: decl.model },
            ...(decl.secret?.includes(f.name) ? sensitive() : {}),
          }),
        ]),
      ),
      ...Object.fromEntries(
        Object.entries(decl.inputs ?? {}).map(([name, spec]) => [
          name,
          t.field({ type: (spec.list ? [spec.type] : spec.type) as any, required: false, description: spec.label }),
        ]),
      ),
    }),
  });
}

export function registerEntity(decl: EntityDecl): void {
  checkPersonalColumns(decl);
  const actions = actionsOf(decl);
  const perm = (action: string) => permOf(decl.prefix, action);
  const readPerms = (['page', 'list', 'info'] as const).filter((a) => actions.includes(a)).map(perm);
  const columns = readableFields(decl).filter((f) => f.name !== 'id');

  const ref = (builder as any).prismaNode(decl.model, {
    name: decl.type,
    description: modelInfo(decl.model).label,
    id: { field: 'id' },
    // Reading any row of this type (also through node(id)) needs one of its read permissions.
    authScopes: { perm: readPerms },
    // Checked once per row object (isTypeOf, answered from the request's scope cache), not once per
    // field of every row: a 20-row page evaluates it 20 times instead of 20 × its fields.
    runScopesOnType: true,
    // node(id) and refetches see exactly the rows the lists show: the same row scope
    // (selected community, the entity's own restriction such as department data permission).
    findUnique: async (id: string, ctx: any) => {
      const scope = await rowScope(ctx, decl);
      return { id: rowIdOf(id), ...(scope.length ? { AND: scope } : {}) };
    },
    // A row out of scope (or gone) is a null node, as Relay expects, not an error.
    nullable: true,
    fields: (t: any) => ({
      rowId: t.exposeInt('id', { description: 'Database id (the id of the REST API)' }),
      ...Object.fromEntries(
        columns.map((f) => {
          const shape = shapeOf(decl, f);
          if (f.name === decl.jsonSecrets?.column) return [f.name, t.field({ type: graphqlTypeOf(f), nullable: !f.isRequired, description: f.doc || undefined, resolve: (row: Record<string, unknown>) => maskedValue(decl, row) })];
          // A column people read answers the reader's language (crud/translations.ts).
          if (decl.translatable?.includes(f.name)) return [f.name, translatedColumnField(t, f.name, graphqlTypeOf(f), !f.isRequired, f.doc || undefined)];
          if (shape) {
            // A shaped column of rows kept from other entities (the recycle bin's) is read masked, as its JSON was.
            const within = decl.personalWithin?.columns.includes(f.name) ? decl.personalWithin : null;
            return [
              f.name,
              t.field({
                type: shape.type,
                nullable: true,
                description: shape.description ?? (f.doc || undefined),
                ...(shape.restForm ? { extensions: { [REST_FORM]: shape.restForm } } : {}),
                resolve: (row: Record<string, unknown>, _a: unknown, ctx: Ctx, info: GraphQLResolveInfo) => shape.from(within && !mayReadPersonal(ctx) ? within.mask(info.schema, row, f.name) : row[f.name]),
              }),
            ];
          }
          // Rows of other entities kept in a JSON column (the recycle bin's): their personal values masked by their own marks.
          if (decl.personalWithin?.columns.includes(f.name)) {
            const within = decl.personalWithin;
            return [f.name, t.field({ type: graphqlTypeOf(f), nullable: !f.isRequired, description: f.doc || undefined, resolve: (row: Record<string, unknown>, _a: unknown, ctx: Ctx, info: GraphQLResolveInfo) => (mayReadPersonal(ctx) ? row[f.name] : within.mask(info.schema, row, f.name)) })];
          }
          // A personal column carries its mark (crud/personal.ts masks it on every path); an owner key masks to null.
          const kind = decl.personal?.[f.name];
          if (kind) return [f.name, t.expose(f.name, { type: graphqlTypeOf(f), nullable: !f.isRequired || kind === 'ownerKey', description: f.doc || undefined, ...personal(kind) })];
          // An inline image (a data: URL) is answered whole; REST answers its bare base64 (rest/format.ts).
          const inline = decl.inlineImages?.includes(f.name) ? { extensions: { [REST_FORM]: 'bareBase64' satisfies RestForm } } : {};
          return [f.name, t.expose(f.name, { type: graphqlTypeOf(f), nullable: !f.isRequired, description: f.doc || undefined, ...inline })];
        }),
      ),
      ...enumFields(t, decl, columns),
      ...Object.fromEntries(Object.entries(decl.lookups ?? {}).map(([name, l]) => [name, lookupField(t, decl, l)])),
      ...(decl.extraFields?.(t) ?? {}),
      ...edgeFields(t, decl),
    }),
  });
  refs.set(decl.type, ref);

  const Filter = filterInput(decl);
  if (Filter) filterRefs.set(decl.type, Filter);
  const listArgs = (t: any) => ({
    ...(Filter ? { filter: t.arg({ type: Filter, required: false }) } : {}),
    keyWord: t.arg.string({ required: false, description: KEYWORD_DESCRIPTION }),
    orderBy: t.arg.string({ required: false, description: 'Column to sort by (default createTime)' }),
    sort: t.arg({ type: SortOrder, required: false }),
  });

  if (actions.includes('page')) {
    builder.queryField(fieldNameOf(decl, 'page'), (t: any) =>
      t.connection(
        {
          type: ref,
          description: `${modelInfo(decl.model).label}: one page, with totalCount (perm ${perm('page')})`,
          authScopes: { perm: perm('page') },
          args: listArgs(t),
          resolve: async (_root: unknown, args: any, ctx: any, info: any) => {
            const query = narrowQuery(decl, info, ['edges', 'node'], queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName: decl.type }));
            // The count runs beside the rows when the request asks for it (REST pages always do).
            const withCount = isSelected(info, [], 'totalCount');
            let count: () => Promise<number> = async () => 0;
            const conn = await resolveOffsetConnection({ args, defaultSize: DEFAULT_CONNECTION_SIZE, maxSize: MAX_PAGE_SIZE }, async ({ limit, offset }) => {
              // The field's node is the same object for every run of a parsed (cached) document: the page's site.
              const page = await findPage(ctx, decl, { ...args, offset, limit }, query, withCount, info.fieldNodes[0]);
              count = page.count;
              return page.rows;
            });
            return { ...conn, totalCount: () => count() };
          },
        },
        {
          name: `${decl.type}Connection`,
          fields: (c: any) => ({ totalCount: c.int({ resolve: (conn: any) => conn.totalCount() }) }),
        },
      ),
    );
  }

  if (actions.includes('list')) {
    builder.queryField(fieldNameOf(decl, 'list'), (t: any) =>
      t.prismaField({
        type: [ref],
        description: `${modelInfo(decl.model).label}: every row matching the filters (perm ${perm('list')})`,
        authScopes: { perm: perm('list') },
        args: listArgs(t),
        resolve: (query: any, _root: unknown, args: any, ctx: any, info: any) => findList(ctx, decl, args, narrowQuery(decl, info, [], query)),
      }),
    );
  }

  if (actions.includes('info')) {
    builder.queryField(fieldNameOf(decl, 'info'), (t: any) =>
      t.prismaField({
        type: ref,
        nullable: true,
        description: `${modelInfo(decl.model).label}: one row by id (perm ${perm('info')})`,
        authScopes: { perm: perm('info') },
        args: { id: t.arg.int({ required: true }) },
        resolve: (query: any, _root: unknown, args: any, ctx: any, info: any) => findInfo(ctx, decl, args.id, narrowQuery(decl, info, [], query)),
      }),
    );
  }

  const Payload = builder.objectRef<{ id: number }>(`${decl.type}Payload`).implement({
    fields: (t: any) => ({
      // Named rowId, not id: Relay treats a field called id as a record identity (a global ID).
      rowId: t.exposeInt('id', { description: 'Database id of the row written' }),
      record: t.field({ type: ref, nullable: true, resolve: (p: { id: number }, _a: unknown, ctx: any) => findInfo(ctx, decl, p.id, {}) }),
    }),
  });

  for (const mode of ['add', 'update'] as const) {
    if (!actions.includes(mode)) continue;
    const Input = writeInput(decl, mode === 'add' ? 'Add' : 'Update');
    builder.mutationField(fieldNameOf(decl, mode), (t: any) =>
      t.field({
        type: Payload,
        errors: {},
        description: `${modelInfo(decl.model).label}: ${mode} (perm ${perm(mode)})`,
        authScopes: { perm: perm(mode) },
        args: { input: t.arg({ type: Input, required: true }) },
        resolve: async (_root: unknown, { input }: any, ctx: any) => ({
          id: await (mode === 'add' ? addRow : updateRow)(ctx, decl, { ...input }),
        }),
      }),
    );
  }

  if (actions.includes('delete')) {
    const DeletePayload = builder.objectRef<{ ids: number[] }>(`${decl.type}DeletePayload`).implement({
      fields: (t: any) => ({
        ids: t.exposeIntList('ids', { description: 'Database ids deleted' }),
        deletedIds: t.idList({ description: 'Global ids deleted (for @deleteRecord)', resolve: (p: { ids: number[] }) => p.ids.map((id) => encodeGlobalID(decl.type, id)) }),
      }),
    });
    builder.mutationField(fieldNameOf(decl, 'delete'), (t: any) =>
      t.field({
        type: DeletePayload,
        errors: {},
        description: `${modelInfo(decl.model).label}: delete by ids; rows go to the recycle bin (perm ${perm('delete')})`,
        authScopes: { perm: perm('delete') },
        args: {
          ids: t.arg.intList({ required: true }),
          ...Object.fromEntries(Object.entries(decl.deleteInputs ?? {}).map(([name, spec]) => [name, t.arg({ type: spec.list ? [spec.type] : spec.type, required: false, description: spec.label })])),
        },
        resolve: async (_root: unknown, { ids, ...args }: any, ctx: any) => ({ ids: await deleteRows(ctx, decl, ids, args) }),
      }),
    );
  }
}

/** A personal column is a plain text column the entity outputs (a typed, translated or secret column could not carry the mark). */
function checkPersonalColumns(decl: EntityDecl): void {
  const readable = new Map(readableFields(decl).map((f) => [f.name, f]));
  for (const column of Object.keys(decl.personal ?? {})) {
    const f = readable.get(column);
    if (!f || f.type !== 'String' || decl.shapes?.[column] || decl.translatable?.includes(column) || decl.jsonSecrets?.column === column) {
      throw new Error(`${decl.type}: personal column ${column} must be a readable text column without a shape, translations or secrets`);
    }
  }
}

/** Pothos field-builder methods that create a field: the ones whose options get the operation's scope. */
const FIELD_CREATORS = new Set([
  'field', 'boolean', 'int', 'float', 'id', 'string', 'booleanList', 'intList', 'floatList', 'idList', 'stringList',
  'prismaField', 'prismaConnection', 'connection',
]);

/**
 * The scope of an operation, as scope-auth options (none for open
 * operations). An operation that also answers another model's rows
 * (`alsoReads`) needs one of that model's read permissions too, looked up
 * when a request asks (the model's entity may be declared after this one).
 */
export function scopeOf(decl: { prefix: string }, op: OperationDecl): Record<string, unknown> | ((...a: unknown[]) => Record<string, unknown>) | undefined {
  const perm = operationPerm(decl, op);
  if (perm && op.alsoReads) {
    const model = op.alsoReads;
    return () => ({ $all: { perm, $any: { perm: readPermsOf(model) ?? [] } } });
  }
  if (perm) return { perm };
  return (op.access ?? 'perm') === 'login' ? { loggedIn: true } : undefined;
}

/**
 * Registers an operation's GraphQL field. The field builder handed to the
 * declaration adds the operation's scope, and for mutations the typed
 * AppError result (unless the field says `errors: undefined`, keeping a plain
 * type), to whatever field it creates: a declaration cannot leave its
 * operation unguarded.
 */
export function registerOperation(decl: { prefix: string; type: string }, op: OperationDecl): void {
  if (!op.graphql) return;
  const name = operationField(decl, op);
  const kind = operationKind(op);
  const authScopes = scopeOf(decl, op);
  const wrap = (t: OperationFieldBuilder): OperationFieldBuilder =>
    new Proxy(t, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (typeof value !== 'function' || !FIELD_CREATORS.has(prop as string)) return value;
        return (opts: Record<string, unknown>, ...rest: unknown[]) =>
          value.call(target, {
            description: op.summary,
            ...opts,
            authScopes,
            ...(kind === 'mutation' && !('errors' in opts) ? { errors: {} } : {}),
            ...(op.commitOnRefusal ? { extensions: { ...(opts.extensions as object), commitOnRefusal: true } } : {}),
          }, ...rest);
      },
    });
  if (kind === 'mutation') builder.mutationField(name, (t) => op.graphql!(wrap(t)));
  else builder.queryField(name, (t) => op.graphql!(wrap(t)));
}

/** Object types of models that are reached by a relation but are no entity (a meeting's stage log, a document's versions). */
const rowTypes = new Map<string, any>();

/**
 * Creates the object types the relations need beyond the entities' node
 * types. Called once every module is registered, before the schema is built
 * (server/schema.ts): the relations are derived from all declarations.
 */
const rowExtras = new Map<string, (t: EntityFieldBuilder) => Record<string, unknown>>();

/**
 * Computed fields of a row type that has no entity (a stage log's operator
 * name): declared by the module that owns the meaning, added when the type is made.
 */
export function rowTypeFields(model: string, fields: (t: EntityFieldBuilder) => Record<string, unknown>): void {
  rowExtras.set(model, fields);
}

export function registerRelationTypes(): void {
  for (const edges of allEdges(entities()).values()) {
    for (const e of edges) {
      if (entityByModel(e.target) || rowTypes.has(e.target)) continue;
      const info = modelInfo(e.target);
      const ref = builder.objectRef<Record<string, unknown>>(e.target).implement({
        description: info.label,
        fields: (t: any) => ({
          ...Object.fromEntries(
            scalarFields(e.target)
              .filter((f) => !/token|secret|password/i.test(f.name))
              .map((f) => [f.name === 'id' ? 'rowId' : f.name, t.expose(f.name, { type: graphqlTypeOf(f), nullable: !f.isRequired, description: f.doc || undefined })]),
          ),
          ...rowExtras.get(e.target)?.(t),
          // Its own edges (a stage log's operator, a version's publisher): to entities, read with their permissions and scope.
          ...Object.fromEntries((allEdges(entities()).get(e.target) ?? []).map((edge) => [edge.name, edgeField(t, edge, entityRef(entityByModel(edge.target)!.type))])),
        }),
      });
      rowTypes.set(e.target, ref);
    }
  }
}

/** The relation fields of an entity's node type (crud/relations.ts). */
function edgeFields(t: any, decl: EntityDecl): Record<string, unknown> {
  const taken = new Set([...readableFields(decl).map((f) => f.name), 'rowId', ...Object.keys(decl.lookups ?? {})]);
  const out: Record<string, unknown> = {};
  for (const e of allEdges(entities()).get(decl.model) ?? []) {
    if (taken.has(e.name)) throw new Error(`${decl.type}: relation ${e.name} collides with a field of the same name`);
    const target = entityByModel(e.target);
    out[e.name] = edgeField(t, e, target ? entityRef(target.type) : rowTypes.get(e.target));
  }
  return out;
}

/** The typed shape of a JSON column: declared, or a file list for an upload list column. */
export function shapeOf(decl: EntityDecl, f: FieldInfo): Shape | null {
  const declared = decl.shapes?.[f.name];
  if (declared) return declared;
  // Every translatable entity's translations: one type, declared once (crud/translations.ts).
  if (f.name === TRANSLATIONS && decl.translatable?.length) return TRANSLATIONS_SHAPE;
  const kind = uploadKindOf(decl.model, f.name);
  return f.type === 'Json' && (kind === 'images' || kind === 'files') ? FILE_LIST : null;
}

/** `<column>Enum` beside every integer column with value labels: the same value as its enum (the integer stays for REST and old clients). */
function enumFields(t: any, decl: EntityDecl, columns: FieldInfo[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of columns) {
    if (f.type !== 'Int' || !f.options?.length) continue;
    const name = decl.enums?.[f.name] ?? `${decl.type}${f.name.charAt(0).toUpperCase()}${f.name.slice(1)}`;
    const values = new Set(f.options.map((o) => o.value));
    out[`${f.name}Enum`] = t.field({
      type: enumOf(f, name),
      nullable: true,
      description: `${f.label}, as its named value (${f.name} holds the same as an integer; null for a value outside the list)`,
      extensions: { ...rowColumns(f.name).extensions, [REST_SKIP]: true },
      resolve: (row: Record<string, unknown>) => (values.has(row[f.name] as number) ? row[f.name] : null),
    });
  }
  return out;
}
