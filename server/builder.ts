/**
 * The Pothos builder: plugin order, shared scalars and the error types. It
 * defines no entity types (those live in modules/).
 */
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import type { SchemaTypes } from './schema-types.ts';
import { getDatamodel } from './generated/pothos-types.ts';
import { unauthenticatedKey, type Ctx } from './kernel/context.ts';
import { hasPerm } from './auth/viewer.ts';
import { AppError, TooManyAttemptsError, authError, markAnsweredAsResult } from './kernel/errors.ts';
import { decodeNodeId } from './crud/ids.ts';
import { isoTime } from './kernel/time.ts';

/** An uploaded file: the File of a GraphQL multipart request (yoga) or of a REST multipart body. */
export interface UploadedFile {
  name: string;
  size: number;
  type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

function isUploadedFile(v: unknown): v is UploadedFile {
  return typeof v === 'object' && v !== null && typeof (v as UploadedFile).arrayBuffer === 'function' && typeof (v as UploadedFile).size === 'number';
}

export const builder = new SchemaBuilder<SchemaTypes>({
  // scope-auth must come first so its checks wrap every other plugin's resolvers.
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      loggedIn: !!ctx.viewer,
      perm: (perm) => hasPerm(ctx.viewer, perm),
    }),
    unauthorizedError: (_parent, ctx) =>
      ctx.viewer
        ? authError('FORBIDDEN', ctx.t('auth.forbidden'))
        : authError('UNAUTHENTICATED', ctx.t(unauthenticatedKey(ctx.authState))),
  },
  // A refusal answered as a typed AppError result rolls its mutation back (server/schema.ts records it on the request's unit of work).
  // A refusal answered as a result is also counted in the metrics' errors by code (kernel/metrics.ts).
  errors: { defaultTypes: [AppError], onResolvedError: (err) => markAnsweredAsResult(err) },
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // Every global id (node, nodes) is validated here: a malformed one is a translated 1001, not a database error.
    decodeGlobalID: decodeNodeId,
  },
});

builder.addScalarType(
  'DateTime',
  new GraphQLScalarType({
    name: 'DateTime',
    description: 'ISO 8601 date-time',
    serialize: (v) => (v instanceof Date ? isoTime(v) : new Date(String(v)).toISOString()),
    parseValue: (v) => {
      const d = new Date(String(v));
      if (Number.isNaN(d.getTime())) throw new TypeError('Invalid DateTime');
      return d;
    },
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING) throw new TypeError('DateTime must be a string');
      const d = new Date(ast.value);
      if (Number.isNaN(d.getTime())) throw new TypeError('Invalid DateTime');
      return d;
    },
  }),
);

function literalToJs(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map(literalToJs);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalToJs(f.value)]));
    default:
      return undefined;
  }
}

builder.addScalarType(
  'JSON',
  new GraphQLScalarType({ name: 'JSON', description: 'Any JSON value', serialize: (v) => v, parseValue: (v) => v, parseLiteral: literalToJs }),
);

builder.addScalarType(
  'Decimal',
  new GraphQLScalarType({
    name: 'Decimal',
    description: 'Exact decimal number, as a string',
    serialize: (v) => String(v),
    parseValue: (v) => {
      const s = String(v).trim();
      if (!/^-?\d+(\.\d+)?$/.test(s)) throw new TypeError('Invalid Decimal');
      return s;
    },
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING && ast.kind !== Kind.INT && ast.kind !== Kind.FLOAT) throw new TypeError('Invalid Decimal');
      return ast.value;
    },
  }),
);

/** An uploaded file: a part of a multipart request (GraphQL multipart request spec, or the legacy REST upload). */
builder.addScalarType(
  'File',
  new GraphQLScalarType({
    name: 'File',
    description: 'A file sent as a part of a multipart/form-data request (input only)',
    serialize: () => {
      throw new TypeError('File is an input type');
    },
    parseValue: (v) => {
      if (v && typeof v === 'object' && typeof (v as Blob).size === 'number' && typeof (v as Blob).arrayBuffer === 'function') return v as File;
      throw new TypeError('Expected a file of a multipart request');
    },
    parseLiteral: () => {
      throw new TypeError('A file is sent as a part of a multipart request');
    },
  }),
);

/** The typed error of mutations: a translated message and the legacy code. */
export const AppErrorRef = builder.objectType(AppError, {
  name: 'AppError',
  description: 'A business or validation error, translated into the caller language',
  fields: (t) => ({
    code: t.exposeInt('code'),
    message: t.string({ resolve: (err, _args, ctx) => ctx.t(err.key, err.params) }),
    field: t.string({ nullable: true, resolve: (err) => err.field ?? null }),
    httpStatus: t.int({ description: 'HTTP status the REST layer answers with', resolve: (err) => err.httpStatus }),
    retryAfter: t.int({
      nullable: true,
      description: 'Seconds to wait before trying again (too many failed logins)',
      resolve: (err) => (err instanceof TooManyAttemptsError ? err.retryAfterSeconds : null),
    }),
    details: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Structured facts of the refusal in the caller language, e.g. the bad rows of an import ({ total, rows: [{ row, messages, fields }] })',
      resolve: (err) => err.details ?? null,
    }),
  }),
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

export const SortOrder = builder.enumType('SortOrder', { values: ['asc', 'desc'] as const });
