/**
 * Builds an entity's GraphQL surface from its declaration: the node type,
 * its filter and input types, and the six generic fields, each guarded by
 * its permission string module:entity:action.
 */
import { queryFromInfo } from '@pothos/plugin-prisma';
import { resolveOffsetConnection, encodeGlobalID } from '@pothos/plugin-relay';
import type { ArgBuilder, InputObjectRef, ObjectRef } from '@pothos/core';
import type { ConnectionArgs } from './connection-args.ts';
import type { ScalarName } from '../schema-types.ts';
import { builder, SortOrder } from '../builder.ts';
import { modelInfo, scalarFields, type FieldInfo } from './datamodel.ts';
import { actionsOf, entities, entityByModel, fieldNameOf, operationField, operationKind, operationPerm, permOf, type EntityDecl, type EntityFieldBuilder, type OperationDecl, type OperationFieldBuilder, type OperationFieldRef, type Types } from './entity.ts';
import { sensitive } from '../audit/sensitive.ts';
import { mayReadPersonal, personal } from './personal.ts';
import type { Ctx } from '../kernel/context.ts';
import type { GraphQLResolveInfo } from 'graphql';
import { declaredServerManaged, fixedFields, readableFields, writableFields } from './validate.ts';
import { addRow, deleteRows, findInfo, findList, findPage, MAX_PAGE_SIZE, updateRow, type OrderArgs } from './service.ts';
import type { PageTotal } from './page-total.ts';
import { rowScope, type ListArgs } from './where.ts';
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

export function graphqlTypeOf(f: Pick<FieldInfo, 'type'>): ScalarName {
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

/** An entity's row as the kit's resolvers see it: its Prisma row, the columns the field asked for. */
type Row = Record<string, unknown>;
/** An entity's node type: Prisma rows of a model named at run time. */
type NodeRef = ObjectRef<Types, Row>;
/** The filter input type of an entity's lists. */
type FilterRef = InputObjectRef<Types, Record<string, unknown>>;

const refs = new Map<string, NodeRef>();
const filterRefs = new Map<string, FilterRef>();

/**
 * The parts of Pothos's builders the kit calls for types and fields named at run time (an entity's model and
 * type come from its declaration): Pothos types these methods by literal model and type names, so the kit
 * calls them through this view, whose options Pothos still checks when the schema is built.
 */
interface KitBuilder {
  prismaNode(model: string, options: Record<string, unknown>): NodeRef;
}
interface KitRootFields {
  connection(field: Record<string, unknown>, connection: { name: string; fields: (c: EntityFieldBuilder) => Record<string, unknown> }): OperationFieldRef;
  prismaField(field: Record<string, unknown>): OperationFieldRef;
  field(field: Record<string, unknown>): OperationFieldRef;
  arg: ArgBuilder<Types>;
}
/** Pothos's `field` for a type held as a value of its own (a shape's or an enum's ref, declared `unknown`). */
interface KitObjectFields {
  field(field: Record<string, unknown>): unknown;
}
/** Pothos's `implement` of an object type whose fields are made for a model named at run time. */
interface KitObjectRef {
  implement(options: { description?: string; fields: (t: EntityFieldBuilder) => Record<string, unknown> }): unknown;
}
const kitBuilder = builder as unknown as KitBuilder;
const kitObjectFields = (t: EntityFieldBuilder) => t as unknown as KitObjectFields;
const kitFields = (t: OperationFieldBuilder) => t as unknown as KitRootFields;
/** The arguments of an entity's page and list fields. */
type ListFieldArgs = ListArgs & OrderArgs;

/** The filter input type of an entity's lists (null when it declares no filters), for operations that take the list's arguments (export). */
export function entityFilterRef(type: string): FilterRef | null {
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

function filterInput(decl: EntityDecl): FilterRef | null {
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
          return [name, t.field({ type: like ? 'String' : graphqlTypeOf(col), required: false, description: like ? LIKE_DESCRIPTION : 'equals' })];
        }),
      ),
      ...Object.fromEntries(
        (f?.in ?? []).map(({ name, column }) => {
          const col = fields.get(column);
          if (!col) throw new Error(`${decl.type}: filter ${name} targets unknown column ${column}`);
          return [name, t.field({ type: [graphqlTypeOf(col)], required: false, description: `${column} in list` })];
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
            type: role === 'managed' ? 'JSON' : graphqlTypeOf(f),
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
          // The model lets a coercion error name the input by its translated label, as a column's (rest/coerce.ts).
          spec.list
            ? t.field({ type: [spec.type], required: false, description: spec.label, extensions: { model: decl.model } })
            : t.field({ type: spec.type, required: false, description: spec.label, extensions: { model: decl.model } }),
        ]),
      ),
    }),
  });
}

export function registerEntity(decl: EntityDecl): void {
  checkPersonalColumns(decl);
  const actions = actionsOf(decl);
  const ref = nodeType(decl, actions);
  refs.set(decl.type, ref);

  const Filter = filterInput(decl);
  if (Filter) filterRefs.set(decl.type, Filter);
  const listArgs = (t: KitRootFields) => ({
    ...(Filter ? { filter: t.arg({ type: Filter, required: false }) } : {}),
    keyWord: t.arg.string({ required: false, description: KEYWORD_DESCRIPTION }),
    orderBy: t.arg.string({ required: false, description: 'Column to sort by (default createTime)' }),
    sort: t.arg({ type: SortOrder, required: false }),
  });

  if (actions.includes('page')) registerPage(decl, ref, listArgs);
  if (actions.includes('list')) registerList(decl, ref, listArgs);
  if (actions.includes('info')) registerInfo(decl, ref);
  registerWrites(decl, ref, actions);
  if (actions.includes('delete')) registerDelete(decl);
}

/** The permission string of one of the entity's actions (module:entity:action). */
const permOfDecl = (decl: EntityDecl, action: string) => permOf(decl.prefix, action);

/** The entity's node type: its readable columns, enums, lookups, extra fields and relations. */
function nodeType(decl: EntityDecl, actions: readonly string[]): NodeRef {
  const readPerms = (['page', 'list', 'info'] as const).filter((a) => actions.includes(a)).map((a) => permOfDecl(decl, a));
  const columns = readableFields(decl).filter((f) => f.name !== 'id');
  return kitBuilder.prismaNode(decl.model, {
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
    findUnique: async (id: string, ctx: Ctx) => {
      const scope = await rowScope(ctx, decl);
      return { id: rowIdOf(id), ...(scope.length ? { AND: scope } : {}) };
    },
    // A row out of scope (or gone) is a null node, as Relay expects, not an error.
    nullable: true,
    fields: (t: EntityFieldBuilder) => ({
      rowId: t.exposeInt('id', { description: 'Database id (the id of the REST API)' }),
      ...Object.fromEntries(columns.map((f) => [f.name, columnField(t, decl, f)])),
      ...enumFields(t, decl, columns),
      ...Object.fromEntries(Object.entries(decl.lookups ?? {}).map(([name, l]) => [name, lookupField(t, decl, l)])),
      ...(decl.extraFields?.(t) ?? {}),
      ...edgeFields(t, decl),
    }),
  });
}

/** The field of one readable column on the node type: masked, translated, shaped, personal or plain. */
function columnField(t: EntityFieldBuilder, decl: EntityDecl, f: FieldInfo) {
  const shape = shapeOf(decl, f);
  if (f.name === decl.jsonSecrets?.column) return t.field({ type: graphqlTypeOf(f), nullable: !f.isRequired, description: f.doc || undefined, resolve: (row: Row) => maskedValue(decl, row) });
  // A column people read answers the reader's language (crud/translations.ts).
  if (decl.translatable?.includes(f.name)) return translatedColumnField(t, f.name, graphqlTypeOf(f), !f.isRequired, f.doc || undefined);
  if (shape) {
    // A shaped column of rows kept from other entities (the recycle bin's) is read masked, as its JSON was.
    const within = decl.personalWithin?.columns.includes(f.name) ? decl.personalWithin : null;
    return kitObjectFields(t).field({
      type: shape.type,
      nullable: true,
      description: shape.description ?? (f.doc || undefined),
      ...(shape.restForm ? { extensions: { [REST_FORM]: shape.restForm } } : {}),
      resolve: (row: Row, _a: unknown, ctx: Ctx, info: GraphQLResolveInfo) => shape.from(within && !mayReadPersonal(ctx) ? within.mask(info.schema, row, f.name) : row[f.name]),
    });
  }
  // Rows of other entities kept in a JSON column (the recycle bin's): their personal values masked by their own marks.
  if (decl.personalWithin?.columns.includes(f.name)) {
    const within = decl.personalWithin;
    return t.field({ type: graphqlTypeOf(f), nullable: !f.isRequired, description: f.doc || undefined, resolve: (row: Row, _a: unknown, ctx: Ctx, info: GraphQLResolveInfo) => (mayReadPersonal(ctx) ? row[f.name] : within.mask(info.schema, row, f.name)) });
  }
  // A personal column carries its mark (crud/personal.ts masks it on every path); an owner key masks to null.
  const kind = decl.personal?.[f.name];
  if (kind) return t.expose(f.name, { type: graphqlTypeOf(f), nullable: !f.isRequired || kind === 'ownerKey', description: f.doc || undefined, ...personal(kind) });
  // An inline image (a data: URL) is answered whole; REST answers its bare base64 (rest/format.ts).
  const inline = decl.inlineImages?.includes(f.name) ? { extensions: { [REST_FORM]: 'bareBase64' satisfies RestForm } } : {};
  return t.expose(f.name, { type: graphqlTypeOf(f), nullable: !f.isRequired, description: f.doc || undefined, ...inline });
}

type ListArgsOf = (t: KitRootFields) => Record<string, unknown>;

/** `<entity>Page`: one page of rows, with totalCount. */
function registerPage(decl: EntityDecl, ref: NodeRef, listArgs: ListArgsOf): void {
  const perm = permOfDecl(decl, 'page');
  builder.queryField(fieldNameOf(decl, 'page'), (root) => {
    const t = kitFields(root);
    return t.connection(
      {
        type: ref,
        description: `${modelInfo(decl.model).label}: one page, with totalCount (perm ${perm})`,
        authScopes: { perm },
        args: listArgs(t),
        resolve: async (_root: unknown, args: ListFieldArgs & ConnectionArgs, ctx: Ctx, info: GraphQLResolveInfo) => {
          const query = narrowQuery(decl, info, ['edges', 'node'], queryFromInfo({ context: ctx, info, path: ['edges', 'node'], typeName: decl.type }));
          // The count runs beside the rows when the request asks for it (REST pages always do).
          const withCount = isSelected(info, [], 'totalCount') || isSelected(info, [], 'totalCountExact');
          let count: () => Promise<PageTotal> = async () => ({ n: 0, exact: true });
          const conn = await resolveOffsetConnection({ args, defaultSize: DEFAULT_CONNECTION_SIZE, maxSize: MAX_PAGE_SIZE }, async ({ limit, offset }) => {
            // The field's node is the same object for every run of a parsed (cached) document: the page's site.
            const page = await findPage(ctx, decl, { ...args, offset, limit }, query, withCount, info.fieldNodes[0]);
            count = page.count;
            return page.rows;
          });
          // One count answers both fields (findPage keeps its promise).
          return { ...conn, total: () => count() };
        },
      },
      {
        name: `${decl.type}Connection`,
        fields: (c) => ({
          totalCount: c.int({
            description: 'Rows matching the filters; past KEYWORD_TOTAL_EXACT_UP_TO rows of a text search (keyWord, like filters) an estimate, with totalCountExact false',
            resolve: async (conn: { total(): Promise<PageTotal> }) => (await conn.total()).n,
          }),
          totalCountExact: c.boolean({
            description: 'Whether totalCount is the exact count (false: a text search matched more than KEYWORD_TOTAL_EXACT_UP_TO rows, and totalCount is the database planner’s estimate, at least that bound + 1)',
            resolve: async (conn: { total(): Promise<PageTotal> }) => (await conn.total()).exact,
          }),
        }),
      },
    );
  });
}

/** `<entity>List`: every row matching the filters. */
function registerList(decl: EntityDecl, ref: NodeRef, listArgs: ListArgsOf): void {
  const perm = permOfDecl(decl, 'list');
  builder.queryField(fieldNameOf(decl, 'list'), (root) => {
    const t = kitFields(root);
    return t.prismaField({
      type: [ref],
      description: `${modelInfo(decl.model).label}: every row matching the filters (perm ${perm})`,
      authScopes: { perm },
      args: listArgs(t),
      resolve: (query: Row, _root: unknown, args: ListFieldArgs, ctx: Ctx, info: GraphQLResolveInfo) => findList(ctx, decl, args, narrowQuery(decl, info, [], query)),
    });
  });
}

/** `<entity>Info`: one row by id. */
function registerInfo(decl: EntityDecl, ref: NodeRef): void {
  const perm = permOfDecl(decl, 'info');
  builder.queryField(fieldNameOf(decl, 'info'), (root) => {
    const t = kitFields(root);
    return t.prismaField({
      type: ref,
      nullable: true,
      description: `${modelInfo(decl.model).label}: one row by id (perm ${perm})`,
      authScopes: { perm },
      args: { id: t.arg.int({ required: true }) },
      resolve: (query: Row, _root: unknown, args: { id: number }, ctx: Ctx, info: GraphQLResolveInfo) => findInfo(ctx, decl, args.id, narrowQuery(decl, info, [], query)),
    });
  });
}

/** `<entity>Add` and `<entity>Update`, answering the row written (`<entity>Payload`). */
function registerWrites(decl: EntityDecl, ref: NodeRef, actions: readonly string[]): void {
  const Payload = builder.objectRef<{ id: number }>(`${decl.type}Payload`).implement({
    fields: (t) => ({
      // Named rowId, not id: Relay treats a field called id as a record identity (a global ID).
      rowId: t.exposeInt('id', { description: 'Database id of the row written' }),
      record: t.field({ type: ref, nullable: true, resolve: (p, _a, ctx) => findInfo(ctx, decl, p.id, {}) as Promise<Row | null> }),
    }),
  });

  for (const mode of ['add', 'update'] as const) {
    if (!actions.includes(mode)) continue;
    const Input = writeInput(decl, mode === 'add' ? 'Add' : 'Update');
    const perm = permOfDecl(decl, mode);
    builder.mutationField(fieldNameOf(decl, mode), (t) =>
      t.field({
        type: Payload,
        errors: {},
        description: `${modelInfo(decl.model).label}: ${mode} (perm ${perm})`,
        authScopes: { perm },
        args: { input: t.arg({ type: Input, required: true }) },
        resolve: async (_root, { input }, ctx) => ({
          id: await (mode === 'add' ? addRow : updateRow)(ctx, decl, { ...input }),
        }),
      }),
    );
  }
}

/** `<entity>Delete`: rows by ids to the recycle bin, answering their database and global ids. */
function registerDelete(decl: EntityDecl): void {
  const perm = permOfDecl(decl, 'delete');
  const DeletePayload = builder.objectRef<{ ids: number[] }>(`${decl.type}DeletePayload`).implement({
    fields: (t) => ({
      ids: t.exposeIntList('ids', { description: 'Database ids deleted' }),
      deletedIds: t.idList({ description: 'Global ids deleted (for @deleteRecord)', resolve: (p) => p.ids.map((id) => encodeGlobalID(decl.type, id)) }),
    }),
  });
  builder.mutationField(fieldNameOf(decl, 'delete'), (root) => {
    const t = kitFields(root);
    return t.field({
      type: DeletePayload,
      errors: {},
      description: `${modelInfo(decl.model).label}: delete by ids; rows go to the recycle bin (perm ${perm})`,
      authScopes: { perm },
      args: {
        ids: t.arg.intList({ required: true }),
        ...Object.fromEntries(Object.entries(decl.deleteInputs ?? {}).map(([name, spec]) => [name, spec.list ? t.arg({ type: [spec.type], required: false, description: spec.label }) : t.arg({ type: spec.type, required: false, description: spec.label })])),
      },
      resolve: async (_root: unknown, { ids, ...args }: { ids: number[] } & Record<string, unknown>, ctx: Ctx) => ({ ids: await deleteRows(ctx, decl, ids, args) }),
    });
  });
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
const rowTypes = new Map<string, ObjectRef<Types, Row>>();

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
      const ref = builder.objectRef<Row>(e.target);
      (ref as unknown as KitObjectRef).implement({
        description: info.label,
        fields: (t) => ({
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
function edgeFields(t: EntityFieldBuilder, decl: EntityDecl): Record<string, unknown> {
  const taken = new Set([...readableFields(decl).map((f) => f.name), 'rowId', ...Object.keys(decl.lookups ?? {})]);
  const out: Record<string, unknown> = {};
  for (const e of allEdges(entities()).get(decl.model) ?? []) {
    if (taken.has(e.name)) throw new Error(`${decl.type}: relation ${e.name} collides with a field of the same name`);
    const target = entityByModel(e.target);
    out[e.name] = edgeField(t, e, target ? entityRef(target.type) : rowTypes.get(e.target)!);
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
function enumFields(t: EntityFieldBuilder, decl: EntityDecl, columns: FieldInfo[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of columns) {
    if (f.type !== 'Int' || !f.options?.length) continue;
    const name = decl.enums?.[f.name] ?? `${decl.type}${f.name.charAt(0).toUpperCase()}${f.name.slice(1)}`;
    const values = new Set(f.options.map((o) => o.value));
    out[`${f.name}Enum`] = kitObjectFields(t).field({
      type: enumOf(f, name),
      nullable: true,
      description: `${f.label}, as its named value (${f.name} holds the same as an integer; null for a value outside the list)`,
      extensions: { ...rowColumns(f.name).extensions, [REST_SKIP]: true },
      resolve: (row: Row) => (values.has(row[f.name] as number) ? row[f.name] : null),
    });
  }
  return out;
}
