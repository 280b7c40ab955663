/**
 * The one declaration of a resource's API facts. A resource is an entity
 * (a Prisma model with generic CRUD) or a controller (a prefix with
 * operations only, such as base/open or comm/count). Storage facts (types,
 * lengths, nullability, defaults, labels) come from the Prisma schema via
 * datamodel.ts; everything else is said here once and drives the GraphQL
 * fields, the /admin REST routes, the EPS listing, the permission buttons of
 * the menu seed and the client's list screens.
 */
import type { Ctx } from '../kernel/context.ts';
import type { Tx } from './tx.ts';
import type { MessageKey } from '../kernel/i18n/messages.ts';
import type { ModelLabels } from '../kernel/i18n/labels.ts';
import type { Types } from '../schema-types.ts';

export type { Types };

/**
 * The field builder an operation's `graphql` is given: Pothos's root field
 * builder of the schema (a QueryFieldBuilder or MutationFieldBuilder, by the
 * operation's kind), so resolvers get a typed `ctx: Ctx` and typed args.
 */
export type OperationFieldBuilder = PothosSchemaTypes.RootFieldBuilder<Types, Types['Root'], 'Query' | 'Mutation'>;

/** The field an operation's `graphql` answers. */
export type OperationFieldRef = PothosSchemaTypes.FieldRef<Types, unknown, 'Query' | 'Mutation'>;

/**
 * The field builder of an entity's object type (its `extraFields`): the row
 * is the entity's Prisma row with the columns the field asks for (rowColumns),
 * typed loosely; the context is Ctx.
 */
// any: the row's type is its model's, named at run time; Pothos's `expose` needs the parent's keys typed to accept a column name.
export type EntityFieldBuilder = PothosSchemaTypes.ObjectFieldBuilder<Types, any>;

/**
 * A GraphQL field's value as the REST layer receives it (rest/routes.ts): the
 * operation's result, whose shape its GraphQL field declares.
 * any: each operation's `data`/`file` reads its own field's shape; typing them
 * would make every RestMapping generic over its field's result type.
 */
export type RestValue = any;

/**
 * A computed "name of the referenced row" field (areaName, userName…) of an
 * entity's `lookups`; read by crud/lookups.ts, which holds the common ones
 * (AREA_NAME…) and explains how they are batched and scoped.
 */
export interface Lookup {
  /** The model the column points at. */
  model: string;
  /** The column of this row holding its id. */
  column: string;
  /** The column of the referenced row answered. */
  pick: string;
  description: string;
  /**
   * Only on rows whose columns hold these values: a column that points at
   * different models by the row's type (a reply's userId is the staff user
   * of a reply, the app user of a message). Elsewhere the lookup is null and
   * the column is no reference to this model.
   */
  when?: Record<string, number>;
  /** The name the referenced row is offered under as a relation field (crud/relations.ts; default: the lookup's name without Name). */
  relation?: string;
  /** The column holds a JSON list of ids (references only): a to-many relation, each id checked on write. */
  list?: boolean;
  /**
   * The column lists the communities the row itself belongs to or works in (a
   * user's areaIds): a relation field only. Such a list is the row's own
   * scope, judged by its ownership and the grant rules, not rows it names:
   * the write check of references (one community for a row and everything
   * it names) does not apply to it.
   */
  membership?: true;
}

/** How a shaped column is answered: its GraphQL type, and its value from what is stored. */
export interface Shape {
  type: unknown;
  description?: string;
  /** The answer from the stored JSON (a wrong-shaped legacy value becomes null or an empty list, never an error). */
  from(stored: unknown): unknown;
  /**
   * 'stored': REST answers the column's stored JSON text as it is, read
   * beside the row and never walked field by field (rest/stored-json.ts) —
   * for a column large enough that walking it is the cost of a page (a
   * meeting's frozen electorate), or whose stored JSON may hold more than
   * its type answers (a template's custom fields, a resident's roles as
   * numbers or texts). GraphQL still answers it typed.
   */
  rest?: 'stored';
  /** A column too large for the client's list rows: they leave it out, the screens that need it ask for it (crud/meta.ts). */
  bulky?: true;
  /**
   * The field's own REST form (rest/format.ts), when the typed answer is
   * not the stored JSON's form: 'translations' turns a row's list of
   * translations back into the language → column → text object it stores.
   */
  restForm?: RestForm;
}

/**
 * 'url': a file answered as its URL; 'omitNulls': an object shape without its
 * absent keys (both on types); 'bareBase64' (on a field): an inline image's
 * data: URL answered as its bare base64, as the source system stored a
 * plugin's logo (its client adds the prefix); 'translations' (on a field):
 * a list of { language, field, text } answered as the object
 * language → field → text the row stores (crud/translations.ts).
 */
export type RestForm = 'url' | 'omitNulls' | 'bareBase64' | 'translations';

export const CRUD_ACTIONS = ['add', 'delete', 'update', 'info', 'list', 'page'] as const;
export type CrudAction = (typeof CRUD_ACTIONS)[number];

export type WriteMode = 'add' | 'update';

export type { FieldRule, OrderRule, UniqueRule } from '../core/field-rules.ts';
import type { FieldRule, OrderRule, UniqueRule } from '../core/field-rules.ts';

/**
 * A write's values by column (its data) or as sent (its input), as the hooks
 * and transitions see them.
 * any: each entity's hooks read their own columns with their own types, while
 * one record type serves every entity (typing them would make every hook
 * generic over Prisma's per-model types); the write checked each value
 * against its column first (crud/validate.ts).
 */
export type WriteValues = Record<string, any>;

/**
 * A read-only column that a write may still ask to change, applied through
 * the entity's own rules (a status through its state machine): `apply` runs
 * in the write's transaction after the other columns were written, with the
 * value as stored before and the one asked for, and refuses an illegal move
 * with a translated AppError. Without one, a changed read-only column is
 * refused with 1001 naming it (crud/service.ts), never dropped.
 */
export interface Transition {
  apply(ctx: Ctx, tx: Tx, id: number, from: unknown, to: unknown, input: WriteValues): Promise<void>;
  /** Other read-only columns the move takes from the input (a repair's handling note). */
  with?: string[];
}

/**
 * One rule of a Freeze: from stage `from` on (the stage value, compared ≥),
 * these columns keep their values, or (`rows`) no row is added, deleted,
 * restored or moved under a parent at that stage.
 */
export interface FreezeRule {
  from: number;
  columns?: string[];
  rows?: boolean;
  /** Why, in the reader's language; `{field}` names the column of a column rule. */
  message: MessageKey;
}

/**
 * What freezes an entity's columns: the stage is the row's own `column`, or
 * that column of the row `via` names (a vote item's meeting's status).
 */
export interface Freeze {
  stage: { column: string; via?: { column: string; model: string } };
  rules: FreezeRule[];
}

/** An input that is not a column, e.g. a user's roleIdList. */
export interface ExtraInput {
  type: 'Int' | 'String' | 'Boolean' | 'JSON';
  list?: boolean;
  label: string;
  requiredOnAdd?: boolean;
  /**
   * Listed among the entity's EPS columns as the JSON column it was in the
   * source system (a resident's houseIds, now the link table resident_house),
   * so the listing the source's client reads does not change.
   */
  epsColumn?: boolean;
  /** The column an EPS-listed input comes after (its place in the source's table). */
  epsAfter?: string;
}

/**
 * Who may call an operation: `perm` needs the permission module:entity:action
 * (or `perm` given explicitly), `login` any logged-in user, `open` nobody.
 */
export type Access = 'perm' | 'login' | 'open';

/**
 * A file answered instead of the JSON envelope (a template, an export):
 * the REST layer sends it with Content-Disposition: attachment.
 */
export interface FileAnswer {
  /** Shown to the user (any language); sent as filename*=UTF-8''… with an ASCII fallback. */
  fileName: string;
  contentType: string;
  /** The whole body (small files), or a writer that streams it into the answer (large exports). */
  body: Buffer | ((out: NodeJS.WritableStream) => Promise<void>);
}

/** How the legacy REST route of an operation maps to its GraphQL field. */
export interface RestMapping {
  /** Legacy body (POST) or query (GET) → the field's arguments (default: the input itself). */
  args?(input: WriteValues): Record<string, unknown>;
  /**
   * The envelope's data from the field's (formatted) value; default: the value, or `data` of a success result.
   * `t` translates a message key into the caller's language. For a raw route it gives the body (a string),
   * or a RawAnswer with its own HTTP status (e.g. a 404 page).
   */
  data?(value: RestValue, input: WriteValues, t: (key: MessageKey, params?: Record<string, unknown>) => string): unknown;
  /**
   * Selection set of the field's output (default: every scalar, derived from
   * the schema). A function is given `rows(type, extras, omit)`: the REST row
   * selection of an entity type (its columns, typed ones whole, plus extras).
   */
  select?: string | ((rows: (type: string, extras?: string[], omit?: string[]) => string) => string);
  /**
   * Answer something other than the JSON envelope (e.g. an HTML page), with
   * this Content-Type; `answer` names its Content-Security-Policy
   * (http/security.ts; default the API's, under which nothing runs).
   */
  raw?: { contentType: string; answer?: 'html' };
  /**
   * Answer a file built from the field's (successful) value, after its unit
   * of work committed. The request's context is passed for the rows a
   * stream reads (the same viewer, community and language).
   */
  file?(value: RestValue, ctx: Ctx): FileAnswer | Promise<FileAnswer>;
  /**
   * The route takes multipart/form-data (uploads): the text fields arrive as
   * the input's keys and every file part, whatever its field name, as
   * `files` (File[]); files are streamed to temporary files, cut past the
   * upload size limit (files/multipart.ts).
   */
  multipart?: boolean;
}

/** A raw route's answer with its own status. */
export interface RawAnswer {
  status: number;
  body: string;
}

/**
 * An operation beyond the generic six, declared as data: its GraphQL field
 * (`<type><Action>` unless `field` says otherwise), its permission string
 * (module:entity:action), its REST route ({prefix}/{action}), its EPS entry
 * and its seeded permission button all derive from this one statement.
 */
export interface OperationDecl {
  /** The REST path segment and the permission action, e.g. 'move'. */
  action: string;
  method: 'get' | 'post';
  /** zh-cn summary: EPS and the permission button's name. */
  summary: string;
  access?: Access;
  /** A permission string other than this operation's own (e.g. the page permission for a read). */
  perm?: string;
  /**
   * The model whose rows the answer holds beyond the operation's own (a
   * vote table, an owner's ballot trail: vote records and their ballot
   * events): the caller needs one of that model's read permissions as well
   * (crud/relations.ts readPermsOf), else FORBIDDEN (REST 403, code 1001).
   */
  alsoReads?: string;
  /** GraphQL field name when it is not derived (e.g. 'person'). */
  field?: string;
  /** Default: GET → query, POST → mutation. */
  kind?: 'query' | 'mutation';
  /**
   * The Pothos field: `(t) => t.field({ type, args, resolve })`. Its scope
   * (from access/perm) is added by the machinery, and mutations get the
   * typed AppError result; the declaration cannot forget either. Without
   * it the operation is another route to a field declared elsewhere (`field`).
   */
  graphql?(t: OperationFieldBuilder): OperationFieldRef;
  /** Refused mutations still commit what they wrote (a failed login is counted, a reused refresh token revokes its session). */
  commitOnRefusal?: boolean;
  /** false: GraphQL only, no REST route. */
  rest?: RestMapping | false;
}

export interface EntityFilters {
  /** Exact match on a column, sent as the column's name. */
  eq?: string[];
  /** Contains match on a column, sent as the column's name. */
  like?: string[];
  /** Columns searched by keyWord (case-insensitive contains, any of). */
  keyword?: string[];
  /** keyWord also matches a name of a row this one points at (e.g. the resident's nick name by userId). */
  keywordLookups?: { column: string; model: string; field: string }[];
  /** Array filters: `<name>` sent as a list, matched with IN on the column. */
  in?: { name: string; column: string }[];
}

export type GuardPhase = 'before' | 'after';

export interface EntityHooks {
  /** Validates and adjusts the column data before a write. Throw AppError to refuse. */
  beforeWrite?(ctx: Ctx, tx: Tx, data: WriteValues, mode: WriteMode, input: WriteValues): Promise<void> | void;
  /** Writes what belongs to the row but is not a column (relations), in the same transaction. */
  afterWrite?(ctx: Ctx, tx: Tx, id: number, input: WriteValues, mode: WriteMode): Promise<void> | void;
  /** The rows a delete of these ids takes with it, of the same model (a menu's sub-menus); they are recycled together. */
  expandDelete?(ctx: Ctx, tx: Tx, ids: number[]): Promise<number[]>;
  /** `args`: the entity's deleteInputs the delete was sent (a department's `deleteUser`). */
  beforeDelete?(ctx: Ctx, tx: Tx, ids: number[], args: Record<string, unknown>): Promise<void> | void;
  afterDelete?(ctx: Ctx, tx: Tx, ids: number[], args: Record<string, unknown>): Promise<void> | void;
  /**
   * Refuses bringing these rows back from the recycle bin now (crud/recycle.ts):
   * a restore is an add of rows as they were, so what a list closed since the
   * delete forbids (an election's candidates, a meeting's vote items) it
   * forbids too. Called before anything of the restore is written.
   */
  beforeRestore?(ctx: Ctx, tx: Tx, rows: WriteValues[]): Promise<void> | void;
  /** Brings what depends on the rows up to date once they are back (as afterWrite does after a write). */
  afterRestore?(ctx: Ctx, tx: Tx, ids: number[]): Promise<void> | void;
}

/**
 * How a model belongs to a community, when the schema alone cannot say it
 * (crud/ownership.ts derives the rest: an areaId column, or a relation to a
 * community-owned parent).
 */
export type CommunityOwnership =
  /** The rows are the communities (area/info). */
  | { kind: 'root' }
  /**
   * Rows name their communities some other way (app users: an areaIds list):
   * `where` selects the rows of some communities, `communities` reads them
   * off a row (the recycle bin keeps them with a deleted row).
   */
  | { kind: 'custom'; where(areaIds: number[]): Record<string, unknown>; communities(row: WriteValues): number[] }
  /** Not community data although it has an areaId-like key; the reason is required. */
  | { kind: 'none'; reason: string };

export interface ControllerDecl {
  /** REST prefix under /admin and permission prefix: 'comm/count' → comm:count:<action>. */
  prefix: string;
  /** GraphQL type-name stem; operation fields derive from it (commCountSummary…). */
  type: string;
  operations: OperationDecl[];
}

export interface EntityDecl extends Omit<ControllerDecl, 'operations'> {
  /** Prisma model name. */
  model: string;
  /**
   * The entity's zh-tw and en names — its own and each field's (`field`,
   * `field.value` for an enumerated value, extra output fields and inputs
   * too) — beside it; zh-cn is the `///` label in prisma/schema.prisma.
   * defineEntity registers them (kernel/i18n/labels.ts); tests/server/labels.test.ts
   * fails when one is missing.
   */
  labels: ModelLabels;
  /** Generic actions offered (default: all six). */
  actions?: readonly CrudAction[];
  /** Columns never output (e.g. a password hash); they are also kept out of logs and the recycle bin's answers. */
  secret?: string[];
  /**
   * Residents' personal data in this entity's columns (column → 'name' |
   * 'phone' | 'idCard' | 'ownerKey'): shown as stored only to a viewer who
   * may read residents, masked to anyone else on every path — GraphQL and
   * REST fields, exports, the recycle bin —, kept when an update sends the
   * mask back, not searched by others (crud/personal.ts). Fields of typed
   * shapes and other object types are marked with `personal(kind)`.
   */
  personal?: Record<string, import('../kernel/personal-masks.ts').PersonalKind>;
  /**
   * JSON columns holding rows of other entities (the recycle bin's deleted
   * rows): for a viewer who may not read residents, `mask` answers such a
   * column with those rows' personal values masked by their own entities'
   * marks (crud/personal.ts maskedRow); `reads` are the columns it needs
   * besides (loaded with the column, as jsonSecrets' are).
   */
  personalWithin?: { columns: string[]; reads: string[]; mask(schema: import('graphql').GraphQLSchema, row: Record<string, unknown>, column: string): unknown };
  /**
   * This entity is a register of residents (the houses with their owners,
   * the residents): its read permissions (page, list, info) are what lets a
   * viewer read personal data as stored everywhere (crud/personal.ts).
   */
  residentRegister?: boolean;
  /**
   * Secret keys inside a JSON column, per row (a plugin's password
   * settings): `keys(row)` names them from the columns listed in `reads`.
   * Output masked, kept when an update sends the mask back, redacted in the
   * request log, kept apart in the recycle bin (crud/json-secrets.ts).
   */
  jsonSecrets?: { column: string; reads: string[]; keys(row: Record<string, unknown>): string[] };
  /**
   * Columns output but never taken from the client, and judged when sent
   * (crud/service.ts judgeFixed): the value stored is accepted, a different
   * one goes through the entity's transition or is refused naming the
   * column. For what a client may mean to set (a status, an author).
   */
  readOnly?: string[];
  /**
   * Columns only the server writes, as a consequence of something else: a
   * schedule or a run (a task's nextRunTime, runCount), a lock, a count, a
   * hash, the time something happened, an id it assigned, a package
   * installed. Output, and dropped from every write's input before anything
   * is judged: never stored, never a reason to refuse. Clients that send
   * whole rows back echo them, stale once the server moved them. `id`,
   * `createTime` and `updateTime` are server-managed on every entity
   * (crud/validate.ts serverManagedColumns; docs/security.md "No silent drops").
   */
  serverManaged?: string[];
  filters?: EntityFilters;
  /** Ownership the schema cannot express (see CommunityOwnership). */
  community?: CommunityOwnership;
  /** The userId column records the admin who created the row (set on add, read-only). */
  creator?: boolean;
  /** Deleted rows are copied to the recycle bin (default true). */
  recycle?: boolean;
  /** The column the recycle bin keeps for the department data permission (users: departmentId; departments: id). */
  dataPermissionColumn?: string;
  defaultOrder?: { field: string; sort: 'asc' | 'desc' };
  /** Columns left unchanged when an update sends them blank (e.g. password). */
  keepWhenBlank?: string[];
  /** Extra non-column inputs accepted by add/update. */
  inputs?: Record<string, ExtraInput>;
  /**
   * Arguments of the delete beside the ids (a department's `deleteUser`):
   * GraphQL arguments of `<type>Delete`, body keys of the REST `delete`,
   * given to the delete hooks.
   */
  deleteInputs?: Record<string, ExtraInput>;
  /**
   * Field rules beyond the schema's types, lengths and NOT NULL columns
   * (required, formats, ranges, patterns: core/field-rules.ts). They are
   * data, not code: the same declaration is enforced on every write (REST,
   * GraphQL, imports, restores of edited rows) and printed for the client's
   * forms, which judge them with the same functions.
   */
  rules?: Record<string, FieldRule | FieldRule[]>;
  /** Ends that must come after their starts, judged on the row as it will be stored (crud/service.ts). */
  order?: OrderRule[];
  /** Values that identify a row among its siblings, kept in a key column with a database unique index. */
  unique?: UniqueRule[];
  /**
   * Rich-text columns: sanitized on every write by the one sanitizer
   * (kernel/rich-text.ts), whatever path writes them. Columns holding URLs
   * need no list: upload columns (files/columns.ts) and `format: 'url' | 'link'`
   * rules are checked by the URL gate.
   */
  richText?: string[];
  /**
   * The allow list of this entity's rich-text columns (kernel/rich-text.ts):
   * 'notice' (default), or 'ballot' for the texts owners read on the ballot
   * page (meetings and vote items), which the owner's state sanitizes again
   * on output.
   */
  richTextProfile?: import('../kernel/rich-text.ts').RichTextProfile;
  /**
   * Columns people read in their own language (names, remarks): every read
   * (GraphQL and REST rows, lookups, exports, trees) answers the reader's
   * translation from the row's `i18n` JSON column, the column's own text
   * where there is none; writes keep what the reader saw in its place
   * (crud/translations.ts). The model needs an `i18n Json?` column.
   */
  translatable?: string[];
  /**
   * Columns set on add and fixed afterwards (who wrote a reply, whether it is
   * a reply or a resident's message): an update may send them back unchanged,
   * a different value is refused naming the column.
   */
  fixedAfterAdd?: string[];
  /**
   * Columns (and rows) frozen from a stage on: what owners vote on once
   * voting opens, the result once counted (crud/freeze.ts). Judged on every
   * generic write — REST and GraphQL add, update and delete, the recycle
   * bin's restore — against the stored row: a frozen column sent unchanged
   * is accepted, a change is refused with the rule's message naming the
   * column, and a rule freezing the rows refuses adding, deleting and
   * restoring them. The process's own writes (counting, corrections) go
   * around it on purpose.
   */
  frozen?: Freeze;
  /** Read-only columns an update may change through the entity's own rules (see Transition). */
  transitions?: Record<string, Transition>;
  /**
   * Columns whose values come from a dictionary (column → dictionary type
   * key, e.g. `{ type: 'goodsType' }`): screens show, filter and choose them by
   * the dictionary's names, and exports write the names.
   */
  dicts?: Record<string, string>;
  hooks?: EntityHooks;
  /**
   * Who may change a row at all, beyond the permission and the row scope
   * (rows that carry rights: users, roles). Every generic write calls it in
   * its transaction: before an update or delete with the rows it touches
   * (before an add with none), and after an add or update with the row as
   * written, so a refusal rolls the write back. Operations that write such
   * rows go through updateRow/deleteRows, never around it.
   */
  guard?(ctx: Ctx, tx: Tx, ids: number[], phase: GuardPhase): Promise<void>;
  /**
   * Output fields naming the row a column points at (areaName, userNickName:
   * crud/lookups.ts). The declaration is also the column's reference: when
   * the model is community-owned, a write must name a row in the writer's
   * communities, and a read shows nothing of a row out of the reader's.
   */
  lookups?: Record<string, Lookup>;
  /**
   * References the schema cannot state and no name field shows (a meeting's
   * related repair or election by relationType): offered as relation fields
   * under their keys (crud/relations.ts), and checked on write like lookups.
   * `pick` is unused here.
   */
  references?: Record<string, Lookup>;
  /**
   * The name of this entity's rows as a list (houses, residents): a
   * community offers its rows of this entity under it (AreaInfo.houses).
   */
  plural?: string;
  /**
   * Text columns holding an image inline as a data: URL (a plugin's logo):
   * GraphQL answers the data URL, REST the bare base64 after its
   * `;base64,`, as the source system did (its client adds the prefix).
   */
  inlineImages?: string[];
  /**
   * JSON columns that hold a shape the product defines, answered typed
   * (crud/shapes.ts): an object type or a typed list instead of JSON. Upload
   * list columns are file lists without saying so (files/columns.ts).
   */
  shapes?: Record<string, Shape>;
  /** Enum type names of columns with value labels, where not `<Type><Column>` (columns sharing one enum, such as the meeting stages). */
  enums?: Record<string, string>;
  /** Extra output fields of the GraphQL type (computed), defined with the Pothos field builder. */
  extraFields?: (t: EntityFieldBuilder) => Record<string, unknown>;
  /**
   * REST specifics: extra output fields the page/list rows and info include
   * (they must be GraphQL fields); `addAnswersId`: the add answers the new id
   * itself (`data: 2`, the legacy user add) instead of `{ id }`.
   */
  rest?: { page?: string[]; info?: string[]; addAnswersId?: boolean };
  /**
   * Rows lists, pages and exports leave out (a Prisma where of the rows to
   * hide), over REST and GraphQL alike; info, update and delete still find
   * them (and refuse by their own rules). The legacy user list never shows
   * the super user.
   */
  hiddenFromLists?: Record<string, unknown>;
  /** Row-level restriction applied to every read, update and delete of this entity (e.g. department data permission). */
  scope?(ctx: Ctx): Promise<Record<string, unknown> | null> | Record<string, unknown> | null;
  /** Operations beyond the generic six. */
  operations?: OperationDecl[];
}

export type ResourceDecl = (EntityDecl & { kind: 'entity' }) | (ControllerDecl & { kind: 'controller' });

const entityRegistry = new Map<string, EntityDecl>();
const resourceRegistry = new Map<string, ResourceDecl>();

/** Records a declaration (crud/define.ts also builds its GraphQL surface). */
export function registerDecl<D extends EntityDecl | ControllerDecl>(decl: D, kind: ResourceDecl['kind']): D {
  if (resourceRegistry.has(decl.prefix)) throw new Error(`Resource ${decl.prefix} declared twice`);
  for (const other of resourceRegistry.values()) if (other.type === decl.type) throw new Error(`Type ${decl.type} declared twice`);
  const stored = Object.assign(decl, { kind }) as unknown as ResourceDecl;
  resourceRegistry.set(decl.prefix, stored);
  if (stored.kind === 'entity') entityRegistry.set(decl.type, stored);
  return decl;
}

export function entities(): EntityDecl[] {
  return [...entityRegistry.values()];
}

export function resources(): ResourceDecl[] {
  return [...resourceRegistry.values()];
}

export function entityByType(type: string): EntityDecl | undefined {
  return entityRegistry.get(type);
}

export function entityByModel(model: string): EntityDecl | undefined {
  for (const e of entityRegistry.values()) if (e.model === model) return e;
  return undefined;
}

/** 'base/sys/user' + 'page' → 'base:sys:user:page'. */
export function permOf(prefix: string, action: string): string {
  return `${prefix.replaceAll('/', ':')}:${action}`;
}

export function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

export function upperFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function actionsOf(decl: EntityDecl): readonly CrudAction[] {
  return decl.actions ?? CRUD_ACTIONS;
}

/** GraphQL field name of an action: sysUser + Page. */
export function fieldNameOf(decl: { type: string }, action: string): string {
  return lowerFirst(decl.type) + upperFirst(action);
}

export function operationField(decl: { type: string }, op: OperationDecl): string {
  return op.field ?? fieldNameOf(decl, op.action);
}

export function operationKind(op: OperationDecl): 'query' | 'mutation' {
  return op.kind ?? (op.method === 'get' ? 'query' : 'mutation');
}

/** The permission an operation needs, or null (login or open). */
export function operationPerm(decl: { prefix: string }, op: OperationDecl): string | null {
  if ((op.access ?? 'perm') !== 'perm') return null;
  return op.perm ?? permOf(decl.prefix, op.action);
}

export function operationsOf(decl: ResourceDecl): OperationDecl[] {
  return decl.operations ?? [];
}
