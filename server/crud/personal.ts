/**
 * Residents' personal data (docs/security.md "Personal data"): owners' and
 * residents' names, phone numbers, ID numbers and owner keys are declared
 * personal once, where their field is declared —
 *
 * - an entity column: `personal: { phone: 'phone' }` in its declaration
 *   (crud/entity.ts), which crud/graphql.ts puts on the column's field;
 * - a field of a typed shape or of any other object type:
 *   `t.exposeString('ownerName', { ...personal('name') })`.
 *
 * From that one mark, one function decides on every path: a viewer who may
 * read residents (mayReadPersonal) gets the value as stored, anyone else
 * gets it masked (kernel/personal-masks.ts). The paths:
 *
 * - GraphQL, and REST (a prepared GraphQL operation), and subscriptions:
 *   maskPersonalFields wraps the resolver of every marked field of the
 *   built schema (server/schema.ts), so a field marked anywhere is covered;
 * - what reads rows without a field resolver: REST columns answered as
 *   stored JSON text (rest/stored-json.ts), exports (crud/export.ts) —
 *   through maskPersonalRow, which reads the same marks (the entity's and
 *   its shapes' types'); JSON columns holding other entities' rows (the
 *   recycle bin's, EntityDecl.personalWithin) mask those rows by their own
 *   entities' marks;
 * - documents built from rows (the credential sheet, the vote table):
 *   shownPersonal with the kind of the field they print.
 *
 * A write never stores a mask: an update that sends back the mask of the
 * stored value keeps the stored value (keepMaskedPersonal), as forms and
 * legacy clients send whole rows back. Keyword search skips personal
 * columns for a viewer who may not read them, and a filter on one is
 * refused, so a search cannot tell what the mask hides.
 */
import { defaultFieldResolver, getNamedType, isNonNullType, isObjectType, type GraphQLField, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import type { Ctx } from '../kernel/context.ts';
import { hasPerm } from '../auth/viewer.ts';
import { AppError } from '../kernel/errors.ts';
import { isPersonalKind, maskPersonal, type PersonalKind } from '../kernel/personal-masks.ts';
import { actionsOf, entities, permOf, type EntityDecl } from './entity.ts';
import { modelInfo } from './datamodel.ts';
import { fieldRef } from './validate.ts';

export { maskPersonal, PERSONAL_KINDS, type PersonalKind } from '../kernel/personal-masks.ts';

const EXTENSION = 'personal';

/** Field options marking a field personal: `t.exposeString('phone', { nullable: true, ...personal('phone') })`. */
export function personal(kind: PersonalKind, extensions: Record<string, unknown> = {}): { extensions: Record<string, unknown> } {
  return { extensions: { ...extensions, [EXTENSION]: kind } };
}

/** The personal kind a field (GraphQL or Pothos options) is marked with, or null. */
export function personalKindOf(def: { extensions?: unknown } | null | undefined): PersonalKind | null {
  const kind = (def?.extensions as Record<string, unknown> | null | undefined)?.[EXTENSION];
  return isPersonalKind(kind) ? kind : null;
}

// ---------------------------------------------------------------- the rule

const READ_ACTIONS = ['page', 'list', 'info'] as const;
let registerPerms: string[] | null = null;

/**
 * The permissions that let a viewer read residents: the read permissions
 * (page, list, info) of the entities declared `residentRegister` — the house
 * register (area:house:*) and the residents (resident:info:*), whose pages
 * show these values as they are.
 */
export function residentReadPerms(): readonly string[] {
  if (!registerPerms) {
    registerPerms = entities()
      .filter((d) => d.residentRegister)
      .flatMap((d) => READ_ACTIONS.filter((a) => actionsOf(d).includes(a)).map((a) => permOf(d.prefix, a)));
    if (registerPerms.length === 0) throw new Error('No entity is declared residentRegister: nobody could read personal data');
  }
  return registerPerms;
}

/**
 * Whether this request may read residents' personal data as stored: its
 * viewer holds a read permission of the residents' register. The community
 * half of the rule is the row scope: every value answered comes from a row
 * of the request's communities (docs/decisions.md "Community ownership by
 * construction"), and a viewer's permissions hold in every community they
 * hold, so such a viewer may open that community's resident pages too.
 * Without a viewer (a scheduled task, the owner's page) nothing is shown.
 */
export function mayReadPersonal(ctx: Pick<Ctx, 'viewer'>): boolean {
  const viewer = ctx.viewer;
  if (!viewer) return false;
  // Asked once per personal field of every row: answered once per viewer object (its permissions never change in place).
  let may = decided.get(viewer);
  if (may === undefined) decided.set(viewer, (may = hasPerm(viewer, residentReadPerms())));
  return may;
}

const decided = new WeakMap<object, boolean>();

/** A personal value as this request may read it. */
export function shownPersonal<T>(ctx: Pick<Ctx, 'viewer'>, kind: PersonalKind, value: T): T | string | null {
  return mayReadPersonal(ctx) ? value : (maskPersonal(kind, value) as T | string | null);
}

// ---------------------------------------------------------------- GraphQL

/** Every marked field of the built schema, by type name then field name (filled by maskPersonalFields). */
const marked = new Map<string, Map<string, PersonalKind>>();

const isPromiseLike = (v: unknown): v is PromiseLike<unknown> => !!v && typeof (v as PromiseLike<unknown>).then === 'function';

/**
 * Wraps the resolver of every field marked personal in the built schema:
 * the value as resolved for a viewer who may read residents, masked for
 * anyone else. Called once, after the schema is built (server/schema.ts),
 * before anything compiles a plan over it, so REST routes, GraphQL
 * documents (interpreted or compiled), subscriptions and exports' computed
 * columns all run the wrapped resolver.
 */
export function maskPersonalFields(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const kind = personalKindOf(field);
      if (!kind) continue;
      // An owner key reads as null: a non-null field could not answer it.
      if (kind === 'ownerKey' && isNonNullType(field.type)) throw new Error(`${type.name}.${field.name} is an owner key, masked as null: it must be nullable`);
      let fields = marked.get(type.name);
      if (!fields) marked.set(type.name, (fields = new Map()));
      fields.set(field.name, kind);
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, ctx: Ctx, info) => {
        const value = resolve(source, args, ctx, info);
        if (mayReadPersonal(ctx)) return value;
        return isPromiseLike(value) ? Promise.resolve(value).then((v) => maskPersonal(kind, v)) : maskPersonal(kind, value);
      };
    }
  }
}

/** The personal fields of the schema, as "Type.field" → kind (the test enumerates them). */
export function personalFields(): { type: string; field: string; kind: PersonalKind }[] {
  return [...marked].flatMap(([type, fields]) => [...fields].map(([field, kind]) => ({ type, field, kind })));
}

/**
 * A stored JSON value of an object type (a typed shape: a meeting's
 * participants), masked by the marks of that type's fields. A shape's
 * stored keys are its field names (its fields expose them), so the mark of
 * a field masks the key of the same name, in nested shapes too.
 */
export function maskShapeValue(schema: GraphQLSchema, typeName: string, value: unknown): unknown {
  const type = schema.getType(typeName);
  return isObjectType(type) ? maskByType(type, value, 0) : value;
}

function maskByType(type: GraphQLObjectType, value: unknown, depth: number): unknown {
  if (Array.isArray(value)) return value.map((v) => maskByType(type, v, depth));
  if (!value || typeof value !== 'object' || depth > 8) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
    if (!Object.hasOwn(out, field.name)) continue;
    const kind = personalKindOf(field);
    const inner = getNamedType(field.type);
    if (kind) out[field.name] = maskPersonal(kind, out[field.name]);
    else if (isObjectType(inner)) out[field.name] = maskByType(inner, out[field.name], depth + 1);
  }
  return out;
}

const holding = new WeakMap<GraphQLSchema, Map<string, boolean>>();

/** Whether an object type holds a personal field, at any depth (stored JSON columns needing a walk); answered once per type. */
export function typeHoldsPersonal(schema: GraphQLSchema, typeName: string): boolean {
  let known = holding.get(schema);
  if (!known) holding.set(schema, (known = new Map()));
  let holds = known.get(typeName);
  if (holds === undefined) known.set(typeName, (holds = holdsPersonal(schema, typeName, new Set())));
  return holds;
}

function holdsPersonal(schema: GraphQLSchema, typeName: string, seen: Set<string>): boolean {
  const type = schema.getType(typeName);
  if (!isObjectType(type) || seen.has(typeName)) return false;
  seen.add(typeName);
  return Object.values(type.getFields()).some((f) => personalKindOf(f) !== null || (isObjectType(getNamedType(f.type)) && holdsPersonal(schema, getNamedType(f.type).name, seen)));
}

/** The GraphQL type name of a shape's declared type (a Pothos ref or a list of one). */
export function shapeTypeName(type: unknown): string | null {
  const t = Array.isArray(type) ? type[0] : type;
  if (typeof t === 'string') return t;
  const name = (t as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : null;
}

// ---------------------------------------------------------------- rows without resolvers

/**
 * A row of an entity as a viewer who may not read residents sees it: its
 * personal columns masked, and its shaped JSON columns masked by their
 * types' marks. For the paths that read rows without the fields' resolvers
 * (exports, the recycle bin); answers the row itself when the request may
 * read them.
 */
export function maskPersonalRow<R extends Record<string, unknown>>(ctx: Pick<Ctx, 'viewer'>, schema: GraphQLSchema, decl: EntityDecl | undefined, row: R): R {
  return !decl || mayReadPersonal(ctx) ? row : maskedRow(schema, decl, row);
}

/** A row of an entity with its personal values masked (its columns, its shapes' marked fields, the rows it holds). */
export function maskedRow<R extends Record<string, unknown>>(schema: GraphQLSchema, decl: EntityDecl, row: R): R {
  if (!row || typeof row !== 'object') return row;
  let out: Record<string, unknown> | null = null;
  const set = (k: string, v: unknown) => ((out ??= { ...row })[k] = v);
  for (const [column, kind] of Object.entries(decl.personal ?? {})) if (Object.hasOwn(row, column)) set(column, maskPersonal(kind, row[column]));
  for (const [column, shape] of Object.entries(decl.shapes ?? {})) {
    const name = shapeTypeName(shape.type);
    if (name && Object.hasOwn(row, column) && typeHoldsPersonal(schema, name)) set(column, maskShapeValue(schema, name, row[column]));
  }
  for (const column of decl.personalWithin?.columns ?? []) if (Object.hasOwn(row, column)) set(column, decl.personalWithin!.mask(schema, row, column));
  return (out ?? row) as R;
}

// ---------------------------------------------------------------- writes and searches

/**
 * Before an update by a viewer who may not read residents: a personal
 * column sent back as the mask of its stored value (a form or a legacy
 * client saving the whole row it was shown) is left out, so the stored
 * value stays; any other value is a real change and is judged as usual.
 */
export async function keepMaskedPersonal(ctx: Ctx, decl: EntityDecl, input: Record<string, unknown>, find: (select: Record<string, true>) => Promise<Record<string, unknown> | null>): Promise<Record<string, unknown>> {
  const columns = Object.keys(decl.personal ?? {}).filter((c) => typeof input[c] === 'string' && (input[c] as string).includes('*'));
  if (columns.length === 0 || mayReadPersonal(ctx)) return input;
  const stored = await find(Object.fromEntries(columns.map((c) => [c, true])));
  if (!stored) return input;
  const out = { ...input };
  for (const c of columns) if (maskPersonal(decl.personal![c]!, stored[c]) === input[c]) delete out[c];
  return out;
}

/** The keyword columns of an entity this request may search (personal ones only for who may read them). */
export function searchableKeywordColumns(ctx: Pick<Ctx, 'viewer'>, decl: EntityDecl, columns: readonly string[]): readonly string[] {
  if (!decl.personal || mayReadPersonal(ctx)) return columns;
  return columns.filter((c) => !decl.personal![c]);
}

/** The keyword lookups this request may search: a name personal where it is declared only for who may read it. */
export function searchableLookups<L extends { model: string; field: string }>(ctx: Pick<Ctx, 'viewer'>, lookups: readonly L[]): readonly L[] {
  if (lookups.length === 0 || mayReadPersonal(ctx)) return lookups;
  return lookups.filter((l) => !entities().find((d) => d.model === l.model)?.personal?.[l.field]);
}

/** Refuses a filter on a personal column by a viewer who may not read it: its answer would tell the hidden value. */
export function assertFilterable(ctx: Pick<Ctx, 'viewer'>, decl: EntityDecl, column: string): void {
  if (!decl.personal?.[column] || mayReadPersonal(ctx)) return;
  const f = modelInfo(decl.model).byName.get(column);
  throw new AppError('personal.filter', { field: f ? fieldRef(f) : { label: column, name: column } }, 1001, column);
}
