/**
 * The arguments of every Relay connection field (first, last, after,
 * before), checked in one place before the field runs. Pothos's offset
 * connections threw plain errors (a negative first, a cursor that is not
 * base64, last without before) that came out as INTERNAL_SERVER_ERROR, and
 * took some nonsense silently (a cursor "OffsetConnection:abc" read as NaN,
 * a negative offset reaching the page query).
 *
 * guardConnections wraps the resolver of every field of the built schema
 * whose type is a connection (an object with edges and pageInfo), however it
 * was declared (crud/graphql.ts pages today, any t.connection or
 * prismaConnection tomorrow): none can be missed. A bad argument is a
 * BadUserInputError: BAD_USER_INPUT over GraphQL, 1001 over REST, its
 * message in the caller's language.
 *
 * What is taken:
 *  - first, last: whole numbers from 0 to MAX_PAGE_SIZE (more is refused, not
 *    silently cut: the caller would miss rows without knowing);
 *  - not first and last together, and last only with before (the offset
 *    connections page backwards from a cursor, never from the unknown end);
 *  - after, before: exactly a cursor the server hands out,
 *    base64("OffsetConnection:<n>") with n a whole number from 0 to
 *    MAX_CURSOR_OFFSET (what a page's offset may be, crud/service.ts).
 */
import { offsetToCursor } from '@pothos/plugin-relay';
import { defaultFieldResolver, getNullableType, isObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';
import { BadUserInputError } from '../kernel/errors.ts';
import { MAX_PAGE_SIZE } from './service.ts';

/** The page size of a connection asked for without first or last (root pages and relations alike; graphql/cost.ts prices it). */
export const DEFAULT_CONNECTION_SIZE = 20;

/** The largest offset a cursor may name (findPage refuses offsets beyond a 32-bit integer). */
export const MAX_CURSOR_OFFSET = 2_000_000_000;

const CURSOR = /^OffsetConnection:(0|[1-9]\d{0,9})$/;
/** Longer than any cursor the server hands out (base64 of "OffsetConnection:2000000000" is 40 characters). */
const MAX_CURSOR_LENGTH = 64;

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

/** The offset a cursor names, or null when it is not exactly a cursor the server would hand out. */
export function cursorOffset(cursor: unknown): number | null {
  if (typeof cursor !== 'string' || cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH) return null;
  const m = CURSOR.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!m) return null;
  const offset = Number(m[1]);
  // Buffer decodes loosely (other alphabets, missing padding, stray characters): only the canonical text counts.
  return offset <= MAX_CURSOR_OFFSET && offsetToCursor(offset) === cursor ? offset : null;
}

/** Refuses connection arguments the connection cannot take (see the header); silent when they are fine. */
export function checkConnectionArgs(args: ConnectionArgs, maxSize = MAX_PAGE_SIZE): void {
  for (const arg of ['first', 'last'] as const) {
    const v = args[arg];
    if (v !== undefined && v !== null && !(Number.isInteger(v) && v >= 0 && v <= maxSize)) throw new BadUserInputError('connection.size', { arg, max: maxSize }, arg);
  }
  for (const arg of ['after', 'before'] as const) {
    const v = args[arg];
    if (v !== undefined && v !== null && cursorOffset(v) === null) throw new BadUserInputError('connection.cursor', { arg }, arg);
  }
  const given = (v: unknown) => v !== undefined && v !== null;
  if (given(args.first) && given(args.last)) throw new BadUserInputError('connection.firstAndLast', {}, 'last');
  if (given(args.last) && !given(args.before)) throw new BadUserInputError('connection.lastWithoutBefore', {}, 'last');
}

/** A field answering a Relay connection: its type (non-null or not) is an object type with edges and pageInfo. */
export function isConnectionField(field: GraphQLField<unknown, unknown>): boolean {
  const type = getNullableType(field.type);
  if (!isObjectType(type)) return false;
  const fields = type.getFields();
  return 'edges' in fields && 'pageInfo' in fields;
}

/** Every connection field of the schema, as "Type.field". */
export function connectionFields(schema: GraphQLSchema): { type: string; field: GraphQLField<unknown, unknown> }[] {
  const out: { type: string; field: GraphQLField<unknown, unknown> }[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) if (isConnectionField(field)) out.push({ type: type.name, field });
  }
  return out;
}

/**
 * Wraps the resolver of every connection field of the built schema with
 * checkConnectionArgs (server/schema.ts calls it once, after building). A
 * connection field without the four arguments is a declaration error,
 * refused at start.
 */
export function guardConnections(schema: GraphQLSchema): void {
  for (const { type, field } of connectionFields(schema)) {
    const names = new Set(field.args.map((a) => a.name));
    const missing = ['first', 'last', 'after', 'before'].filter((n) => !names.has(n));
    if (missing.length) throw new Error(`${type}.${field.name} answers a connection without the arguments ${missing.join(', ')}`);
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = (source, args, ctx, info) => {
      checkConnectionArgs(args as ConnectionArgs);
      return resolve(source, args, ctx, info);
    };
  }
}
