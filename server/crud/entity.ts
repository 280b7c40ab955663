/**
 * The one declaration of an entity's API facts. Storage facts (types,
 * lengths, nullability, defaults, labels) come from the Prisma schema via
 * datamodel.ts; everything else an entity exposes is said here once and
 * drives the GraphQL type and fields, the /admin REST routes, the EPS listing,
 * the permission strings of the menu seed and the client's list screens.
 */
import type { Ctx } from '../context.ts';
import type { Tx } from './tx.ts';
import type { MessageKey } from '../i18n/messages.ts';

export const CRUD_ACTIONS = ['add', 'delete', 'update', 'info', 'list', 'page'] as const;
export type CrudAction = (typeof CRUD_ACTIONS)[number];

export type WriteMode = 'add' | 'update';

/** A declarative input rule, checked by the server and shipped to the client forms. */
export type FieldRule =
  | { kind: 'length'; min: number; max: number; message: MessageKey }
  | { kind: 'pattern'; pattern: string; message: MessageKey };

/** Checks a non-blank value against a rule; returns the message key when it fails. */
export function ruleFails(rule: FieldRule, value: unknown): MessageKey | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  if (rule.kind === 'length') {
    const n = [...text].length;
    return n < rule.min || n > rule.max ? rule.message : null;
  }
  return new RegExp(rule.pattern).test(text) ? null : rule.message;
}

/** An input that is not a column, e.g. a user's roleIdList. */
export interface ExtraInput {
  type: 'Int' | 'String' | 'Boolean' | 'JSON';
  list?: boolean;
  label: string;
  requiredOnAdd?: boolean;
}

/** A non-CRUD route of the entity, e.g. POST /admin/base/sys/user/move. */
export interface ExtraRoute {
  /** Path under the entity prefix, with its leading slash: '/move'. */
  path: string;
  method: 'get' | 'post';
  /** The permission action (the last segment of module:entity:action); null = any logged-in user. */
  perm: string | null;
  summary: string;
  /** The prepared GraphQL operation this route runs. */
  document: string;
  /** Builds the operation's variables from the request's body (POST) or query (GET). */
  variables(input: Record<string, unknown>): Record<string, unknown>;
  /** Picks the envelope's data out of the operation's result. */
  result(data: Record<string, any>): unknown;
  /** Open routes need no token. */
  ignoreToken?: boolean;
}

export interface EntityFilters {
  /** Exact match on a column, sent as the column's name. */
  eq?: string[];
  /** Contains match on a column, sent as the column's name. */
  like?: string[];
  /** Columns searched by keyWord (case-insensitive contains, any of). */
  keyword?: string[];
  /** Array filters: `<name>` sent as a list, matched with IN on the column. */
  in?: { name: string; column: string }[];
}

export interface EntityHooks {
  /** Validates and adjusts the column data before a write. Throw AppError to refuse. */
  beforeWrite?(ctx: Ctx, tx: Tx, data: Record<string, any>, mode: WriteMode, input: Record<string, any>): Promise<void> | void;
  /** Writes what belongs to the row but is not a column (relations), in the same transaction. */
  afterWrite?(ctx: Ctx, tx: Tx, id: number, input: Record<string, any>, mode: WriteMode): Promise<void> | void;
  beforeDelete?(ctx: Ctx, tx: Tx, ids: number[]): Promise<void> | void;
  afterDelete?(ctx: Ctx, tx: Tx, ids: number[]): Promise<void> | void;
}

export interface EntityDecl {
  /** Prisma model name. */
  model: string;
  /** GraphQL type name; field names derive from it (sysUserPage, sysUserAdd…). */
  type: string;
  /** REST prefix under /admin and permission prefix: 'base/sys/user' → base:sys:user:<action>. */
  prefix: string;
  /** Generic actions offered (default: all six). */
  actions?: readonly CrudAction[];
  /** Columns never output (e.g. password). */
  hidden?: string[];
  /** Columns output but never accepted as input (besides id, createTime, updateTime). */
  readOnly?: string[];
  filters?: EntityFilters;
  /** Rows belong to a community (areaId) and follow the selected community. */
  areaScoped?: boolean;
  /** The userId column records the admin who created the row (set on add, read-only). */
  creator?: boolean;
  /** Deleted rows are copied to the recycle bin (default true). */
  recycle?: boolean;
  defaultOrder?: { field: string; sort: 'asc' | 'desc' };
  /** Columns left unchanged when an update sends them blank (e.g. password). */
  keepWhenBlank?: string[];
  /** Extra non-column inputs accepted by add/update. */
  inputs?: Record<string, ExtraInput>;
  /**
   * Extra rules on input (beyond lengths, types and required columns). They
   * are data, not code, so the client's forms check exactly the same rules.
   */
  rules?: Record<string, FieldRule>;
  hooks?: EntityHooks;
  /** Extra output fields of the GraphQL type (computed), defined with the Pothos field builder. */
  extraFields?: (t: any) => Record<string, any>;
  /** Extra output fields the REST page/list rows and info include (they must be GraphQL fields). */
  rest?: { page?: string[]; info?: string[] };
  /** Row-level restriction applied to every read, update and delete of this entity. */
  scope?(ctx: Ctx): Promise<Record<string, unknown> | null> | Record<string, unknown> | null;
  extraRoutes?: ExtraRoute[];
  /** Extra GraphQL queries/mutations of this entity (registered with the builder directly). */
}

const registry = new Map<string, EntityDecl>();

export function defineEntity(decl: EntityDecl): EntityDecl {
  if (registry.has(decl.type)) throw new Error(`Entity ${decl.type} declared twice`);
  registry.set(decl.type, decl);
  return decl;
}

export function entities(): EntityDecl[] {
  return [...registry.values()];
}

export function entityByType(type: string): EntityDecl | undefined {
  return registry.get(type);
}

/** 'base/sys/user' + 'page' → 'base:sys:user:page'. */
export function permOf(prefix: string, action: string): string {
  return `${prefix.replaceAll('/', ':')}:${action}`;
}

export function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

export function actionsOf(decl: EntityDecl): readonly CrudAction[] {
  return decl.actions ?? CRUD_ACTIONS;
}

/** GraphQL field name of an action: sysUser + Page. */
export function fieldNameOf(decl: EntityDecl, action: string): string {
  return lowerFirst(decl.type) + action.charAt(0).toUpperCase() + action.slice(1);
}
