/**
 * Precompiled execution (docs/read-path.md; measured in docs/history/2026-11-26-read-path-compiled.md): the operations the server
 * knows in advance — the REST layer's prepared documents and the client's
 * persisted operations — run as JavaScript generated once per document by
 * graphql-jit instead of through graphql-js's interpretive execute.
 *
 * It is an envelop plugin placed first in the chain, so everything after it
 * keeps its meaning: the hostile-input and authentication refusals replace
 * the execute function after this one does (theirs win), the unit of work
 * wraps whichever function is current, errors are translated and masked on
 * the result as before.
 *
 * Documents marked compilable (markCompilable: the REST layer's and the
 * persisted ones) are compiled on first use and kept as long as their
 * document. Any other text (GraphiQL, an API consumer's own query) runs
 * interpretively until it has been executed HOT_AFTER times — yoga's parse
 * cache hands back the same document object for the same text, so a text
 * sent again is recognised without hashing — and is then compiled too; at
 * most HOT_LIMIT such texts keep their generated code (least recently used
 * dropped first), so arbitrary queries can never fill memory with it, and a
 * text sent once never costs a compilation. Queries only: mutations keep
 * graphql-js's serial execution inside their unit of work.
 *
 * Object-type authorization: Pothos's scope-auth checks a type's scopes in
 * `isTypeOf(value, context, info)` (runScopesOnType). graphql-jit calls
 * isTypeOf with the value alone, so for compilation the check is moved into
 * the resolver of every field that returns such a type: it runs on each
 * object the resolver returns, with the request's context, and throws
 * exactly as graphql-js's completeObjectValue would. That is done on a copy
 * of the schema made once for compiling (compileSchemaOf); the live schema,
 * which graphql-js executes and yoga validates against, is never changed. A document
 * that reaches such a type through an interface or union (node(id)) is not
 * compiled: its check would depend on the resolved type.
 */
import {
  BREAK,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  getNamedType,
  getNullableType,
  GraphQLError,
  isAbstractType,
  isListType,
  isObjectType,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLIsTypeOfFn,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type FieldNode,
  type GraphQLType,
  type SelectionSetNode,
  Kind,
  getOperationAST,
  lexicographicSortSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import type { Ctx } from '../kernel/context.ts';
import { fastReads } from '../read/index.ts';
import { asksIntrospection } from './plugins.ts';

type Run = (args: ExecutionArgs) => Promise<ExecutionResult> | ExecutionResult;

/** Documents the server knows in advance (REST routes, persisted operations). */
const compilable = new WeakSet<DocumentNode>();
/** Per document and operation name: its compiled runner, or null when it cannot be compiled. */
const compiled = new WeakMap<DocumentNode, Map<string, Run | null>>();

/** Executions of a text before it is compiled: the second one, so a query sent once never pays for compilation. */
export const HOT_AFTER = 2;
/** How many such texts keep their generated code (each a few kilobytes to a few hundred). */
export const HOT_LIMIT = 200;
/** Executions so far of texts not yet compiled. */
const seen = new WeakMap<DocumentNode, number>();
/** The compiled texts that are not marked compilable, least recently used first (a Map keeps insertion order). */
const hot = new Map<DocumentNode, true>();

/** Whether a text that is not marked compilable has become hot enough to compile (and keeps it in the bounded set). */
function admitHot(document: DocumentNode): boolean {
  if (hot.has(document)) {
    hot.delete(document);
    hot.set(document, true);
    return true;
  }
  const count = (seen.get(document) ?? 0) + 1;
  if (count < HOT_AFTER) {
    seen.set(document, count);
    return false;
  }
  seen.delete(document);
  hot.set(document, true);
  if (hot.size > HOT_LIMIT) {
    const oldest = hot.keys().next().value!;
    hot.delete(oldest);
    compiled.delete(oldest);
  }
  return true;
}

/** How many texts outside the compilable ones hold generated code now (for tests). */
export function hotCompiledCount(): number {
  return hot.size;
}

export function markCompilable(document: DocumentNode): void {
  compilable.add(document);
}


function isList(type: GraphQLType): boolean {
  return isListType(getNullableType(type));
}

/** Runs a type's isTypeOf on a resolved value (each item of a list), with the request's context, as graphql-js would. */
function checked(resolve: GraphQLFieldResolver<unknown, unknown>, type: GraphQLObjectType, isTypeOf: GraphQLIsTypeOfFn<unknown, unknown>, list: boolean): GraphQLFieldResolver<unknown, unknown> {
  const check = (value: unknown, context: unknown, info: GraphQLResolveInfo) => {
    if (value === null || value === undefined) return value;
    const ok = isTypeOf(value, context, info);
    // Every isTypeOf of this schema answers synchronously; a promise here would be an unchecked row, so refuse.
    if (ok !== true && ok !== false) throw new Error(`isTypeOf of ${type.name} answered asynchronously; compiled execution cannot check it`);
    if (!ok) throw new GraphQLError(`Expected value of type "${type.name}" but got: ${typeof value}.`);
    return value;
  };
  const all = (value: unknown, context: unknown, info: GraphQLResolveInfo) => {
    if (!list) return check(value, context, info);
    if (value === null || value === undefined) return value;
    for (const item of value as Iterable<unknown>) check(item, context, info);
    return value;
  };
  return (source, args, context, info) => {
    const value = resolve(source, args, context, info);
    return value instanceof Promise ? value.then((v) => all(v, context, info)) : all(value, context, info);
  };
}

/** Whether a document's fields reach an object type with isTypeOf through an abstract type (then it is not compiled). */
function reachesCheckedThroughAbstract(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  let found = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const named = getNamedType(typeInfo.getType() ?? undefined);
        if (named && isAbstractType(named) && schema.getPossibleTypes(named).some((p) => typeof p.isTypeOf === 'function')) {
          found = true;
          return BREAK;
        }
        return undefined;
      },
    }),
  );
  return found;
}

/**
 * The schema graphql-jit compiles against, made once per live schema: a copy (graphql-js's lexicographicSortSchema
 * rebuilds every type from its config: the same resolvers, isTypeOf functions and extensions; the order of fields
 * does not reach an answer, whose order is the document's) in which each object type's isTypeOf is moved into the
 * resolvers of the fields that return the type (checked above).
 */
const compileSchemas = new WeakMap<GraphQLSchema, GraphQLSchema>();
function compileSchemaOf(schema: GraphQLSchema): GraphQLSchema {
  let copy = compileSchemas.get(schema);
  if (copy) return copy;
  copy = lexicographicSortSchema(schema);
  const types = Object.values(copy.getTypeMap()).filter(isObjectType);
  const checks = new Map<GraphQLObjectType, GraphQLIsTypeOfFn<unknown, unknown>>();
  for (const type of types) {
    if (typeof type.isTypeOf !== 'function') continue;
    checks.set(type, type.isTypeOf);
    (type as { isTypeOf?: unknown }).isTypeOf = undefined;
  }
  for (const type of types) {
    for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
      const target = getNamedType(field.type);
      const isTypeOf = isObjectType(target) ? checks.get(target) : undefined;
      if (!isTypeOf) continue;
      field.resolve = checked(field.resolve ?? ((source: unknown) => (source as Record<string, unknown> | null | undefined)?.[field.name]), target as GraphQLObjectType, isTypeOf, isList(field.type));
    }
  }
  compileSchemas.set(schema, copy);
  return copy;
}

/** Compiles one operation against the compile schema (isTypeOf checks in resolvers); null when it cannot be compiled. */
function compileOperation(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): Run | null {
  const op = getOperationAST(document, operationName);
  if (!op || op.operation !== 'query') return null;
  // Introspection (GraphiQL's schema query) stays on graphql-js, whose introspection the guard was written against.
  if (asksIntrospection(document)) return null;
  if (reachesCheckedThroughAbstract(schema, document)) return null;
  const result = compileQuery(compileSchemaOf(schema), document, operationName);
  if (!isCompiledQuery(result)) return null;
  const query = (result as CompiledQuery).query;
  return (args) => {
    const out = query(args.rootValue, args.contextValue, args.variableValues ?? {}) as Promise<ExecutionResult> | ExecutionResult;
    return out instanceof Promise ? out.then((r) => located(r, document)) : located(out, document);
  };
}

/**
 * graphql-jit's errors carry locations but no AST nodes, and yoga rebuilds errors from their nodes:
 * they are made graphql-js errors again, located at the field nodes their path names (only when there
 * are errors: an answer without them is returned as it is).
 */
function located(result: ExecutionResult, document: DocumentNode): ExecutionResult {
  if (!result.errors?.length) return result;
  return {
    ...result,
    errors: result.errors.map((err) => {
      const nodes = err.path ? fieldNodesAt(document, err.path) : undefined;
      return new GraphQLError(err.message, { nodes: nodes?.length ? nodes : undefined, path: err.path, originalError: err.originalError ?? undefined, extensions: err.extensions });
    }),
  };
}

/** The field nodes of the operation at a response path (through fragments), as graphql-js locates an error. */
function fieldNodesAt(document: DocumentNode, path: ReadonlyArray<string | number>): FieldNode[] {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const op = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  let sets: SelectionSetNode[] = op ? [op.selectionSet] : [];
  let found: FieldNode[] = [];
  const fieldsOf = (set: SelectionSetNode, key: string, into: FieldNode[]) => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD && (sel.alias ?? sel.name).value === key) into.push(sel);
      else if (sel.kind === Kind.INLINE_FRAGMENT) fieldsOf(sel.selectionSet, key, into);
      else if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(sel.name.value);
        if (fragment) fieldsOf(fragment.selectionSet, key, into);
      }
    }
  };
  for (const key of path) {
    if (typeof key === 'number') continue;
    found = [];
    for (const set of sets) fieldsOf(set, key, found);
    sets = found.flatMap((f) => (f.selectionSet ? [f.selectionSet] : []));
  }
  return found;
}

/** The compiled runner of a compilable document (compiled on first use), or null to run it interpretively. */
export function compiledRunner(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): Run | null {
  if (!compilable.has(document) && !(getOperationAST(document, operationName ?? undefined)?.operation === 'query' && admitHot(document))) return null;
  let byName = compiled.get(document);
  if (!byName) compiled.set(document, (byName = new Map()));
  const key = operationName ?? '';
  let run = byName.get(key);
  if (run === undefined) {
    try {
      run = compileOperation(schema, document, operationName ?? undefined);
    } catch (err) {
      console.error('[graphql] compiling an operation failed; it runs interpretively', err);
      run = null;
    }
    byName.set(key, run);
  }
  return run;
}

/** The envelop plugin: first in the chain, so later refusals and the unit of work keep their meaning. */
export function compiledExecution(): Plugin<Ctx> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      // Part of the fast read path: off with it (FAST_READS=0, server/read/index.ts).
      if (!fastReads()) return;
      const run = compiledRunner(args.schema, args.document, args.operationName);
      if (!run) return;
      // A request error (variables that do not coerce: errors and no data at all) is answered by the
      // interpretive execute, so its message, locations and HTTP status are graphql-js's, as before.
      const interpreted = executeFn as Run;
      setExecuteFn(((a: ExecutionArgs) => {
        const out = run(a);
        const settle = (r: ExecutionResult) => (r.errors?.length && r.data === undefined ? interpreted(a) : r);
        return out instanceof Promise ? out.then(settle) : settle(out);
      }) as never);
    },
  };
}
