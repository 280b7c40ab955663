/**
 * What an operation will read, estimated before it runs, for every entry
 * point (GraphQL over HTTP and WebSocket, the REST layer's prepared
 * operations): the same envelop chain runs `costGuard` on every execute and
 * subscribe, with the variables of the call.
 *
 * The estimate is graphql-query-complexity's `getComplexity` (a well-kept
 * analysis that resolves arguments with the call's variables, follows
 * fragments, inline fragments and aliases, and applies @skip/@include) with
 * the estimators below, run twice: once for the cost (every field selected,
 * multiplied by the size of every list above it) and once for the rows (every
 * row of an entity selected, multiplied the same way). A list is sized by:
 *
 * - a connection: its effective page size — `first`, else `last`, else the
 *   default page size (crud/connection-args.ts DEFAULT_CONNECTION_SIZE), at
 *   most the largest page a connection serves (MAX_PAGE_SIZE: more is
 *   refused when it runs) — whether it is written in the query or comes
 *   from a variable;
 * - a list with an `ids` argument (`nodes(ids:)`): the number of ids;
 * - any other list of entity rows (`areaHouseList`, which answers every
 *   matching row, as the legacy list routes always did): priced as a page of
 *   the default size (ASSUMED_LIST_ROWS); what really runs under it is
 *   counted while it runs, and the relation rows past QUERY_MAX_ROWS are
 *   refused (crud/row-meter.ts);
 * - a list of values held in one row (a meeting's files, an election's
 *   ranking): ASSUMED_VALUE_LIST; lists of scalars are one value;
 * - the schema's own types (introspection): one.
 *
 * An operation past either limit (QUERY_MAX_COST, QUERY_MAX_ROWS) is refused
 * with QUERY_TOO_COSTLY and a translated message before anything has run.
 * Why this library and not @pothos/plugin-complexity: the Pothos plugin
 * checks inside the first root field's resolver (execution has begun, a
 * mutation's transaction is open) and needs the schema rebuilt with its
 * plugin; getComplexity judges a document and its variables from outside,
 * so one function serves every transport, and its answer can be kept.
 *
 * Kept per document (documents are reused: yoga's parse cache, persisted
 * operations, the REST routes' prepared documents) and per the values of
 * the variables the estimate depends on (those given to first, last, ids
 * — by their count — and to @skip/@include): a page asked for again costs a
 * map lookup.
 */
import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  isInterfaceType,
  visit,
  type DocumentNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { getComplexity, type ComplexityEstimator, type ComplexityEstimatorArgs } from 'graphql-query-complexity';
import { DEFAULT_CONNECTION_SIZE } from '../crud/connection-args.ts';
import { MAX_PAGE_SIZE } from '../crud/service.ts';

/** The size assumed for a list of entity rows without a size argument: a page of the default size (crud/row-meter.ts counts what runs under it). */
export const ASSUMED_LIST_ROWS = DEFAULT_CONNECTION_SIZE;
/** The size assumed for a list of values kept in one row (files, rankings, participants). */
export const ASSUMED_VALUE_LIST = 10;
/** Arguments that size what a field answers; their variables key the kept estimates. */
const SIZE_ARGUMENTS = new Set(['first', 'last', 'ids']);
/** Fields the analysis follows at most (fragments spread into fragments grow a document's tree quickly). */
const MAX_EVALUATED_NODES = 50_000;

export interface CostLimits {
  /** The largest estimated cost of one operation. */
  maxCost: number;
  /** The most entity rows one operation may be estimated to read. */
  maxRows: number;
}

export interface Estimate {
  cost: number;
  rows: number;
}

/** A field answering a Relay connection (an object with edges and pageInfo). */
function isConnectionType(type: GraphQLNamedType): boolean {
  if (!isObjectType(type)) return false;
  const fields = type.getFields();
  return 'edges' in fields && 'pageInfo' in fields;
}

/** A row of an entity: a type implementing Node (or Node itself). */
function isRowType(type: GraphQLNamedType): boolean {
  if (isInterfaceType(type)) return type.name === 'Node';
  return isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node');
}

const isSchemaType = (type: { name: string }) => type.name.startsWith('__');

function idsCount(args: Record<string, unknown>): number | null {
  return Array.isArray(args.ids) ? args.ids.length : null;
}

/** The page size a connection will serve for these arguments. */
export function connectionSize(args: Record<string, unknown>): number {
  const asked = typeof args.first === 'number' ? args.first : typeof args.last === 'number' ? args.last : DEFAULT_CONNECTION_SIZE;
  return Math.min(Math.max(asked, 0), MAX_PAGE_SIZE);
}

/** How many times a field's selection runs for one parent. */
function multiplier(parent: GraphQLCompositeType, field: GraphQLField<unknown, unknown>, args: Record<string, unknown>, isRoot: boolean): number {
  const named = getNamedType(field.type);
  if (isSchemaType(parent) || isSchemaType(named)) return 1;
  // At least once: totalCount and pageInfo are answered for a page of none too.
  if (isConnectionType(named)) return Math.max(connectionSize(args), 1);
  if (!isListType(getNullableType(field.type))) return 1;
  // A connection's edges are its page, already counted by the connection.
  if (isConnectionType(parent as GraphQLNamedType)) return 1;
  const ids = idsCount(args);
  if (ids !== null) return ids;
  if (isRowType(named) || isRoot) return ASSUMED_LIST_ROWS;
  return ASSUMED_VALUE_LIST;
}

/** Rows a field touches beside what it answers: a write naming its rows by ids (a delete of 1,000 rows). */
function touched(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): number {
  return isListType(getNullableType(field.type)) ? 0 : (idsCount(args) ?? 0);
}

function estimators(schema: GraphQLSchema): { cost: ComplexityEstimator; rows: ComplexityEstimator } {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(Boolean));
  const times = ({ type, field, args }: ComplexityEstimatorArgs) => multiplier(type, field, args, roots.has(type as never));
  return {
    // Every field answered counts one, as often as the lists above it run.
    cost: (a) => 1 + times(a) * a.childComplexity + touched(a.field, a.args),
    // Every entity row answered counts one (a to-one relation, a node, each row of a page).
    rows: (a) => times(a) * ((isRowType(getNamedType(a.field.type)) ? 1 : 0) + a.childComplexity) + touched(a.field, a.args),
  };
}

const schemaEstimators = new WeakMap<GraphQLSchema, ReturnType<typeof estimators>>();

/** Thrown for a document whose tree is too large to follow (fragments spread into fragments). */
class TooLarge extends Error {}

function estimate(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName: string | undefined): Estimate | null {
  let e = schemaEstimators.get(schema);
  if (!e) schemaEstimators.set(schema, (e = estimators(schema)));
  const run = (estimator: ComplexityEstimator) => {
    try {
      return getComplexity({ schema, query: document, variables: variables ?? {}, operationName, estimators: [estimator], maxQueryNodes: MAX_EVALUATED_NODES });
    } catch (err) {
      if (err instanceof GraphQLError && /maximum allowed number of nodes/.test(err.message)) throw new TooLarge();
      // Variables that do not coerce, an argument missing: execution refuses them with its own error before any field runs.
      return null;
    }
  };
  const cost = run(e.cost);
  const rows = cost === null ? null : run(e.rows);
  return cost === null || rows === null ? null : { cost, rows };
}

/** The variables an estimate depends on: those given (anywhere inside) to a sizing argument or to a directive. */
function sizingVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  let inside = 0;
  visit(document, {
    Argument: {
      enter(node) {
        if (SIZE_ARGUMENTS.has(node.name.value)) inside++;
      },
      leave(node) {
        if (SIZE_ARGUMENTS.has(node.name.value)) inside--;
      },
    },
    Directive: {
      enter() {
        inside++;
      },
      leave() {
        inside--;
      },
    },
    Variable(node, _key, parent) {
      // The variable's own definition names it too; only its uses count.
      if ((parent as { kind?: string } | undefined)?.kind === Kind.VARIABLE_DEFINITION) return;
      if (inside > 0) names.add(node.name.value);
    },
  });
  return [...names].sort();
}

/** What a variable contributes to the key: a list by its length (only its count sizes anything), else its value. */
function keyPart(value: unknown): string {
  if (value === undefined) return '~';
  if (Array.isArray(value)) return `#${value.length}`;
  return JSON.stringify(value);
}

interface Kept {
  variables: string[];
  estimates: Map<string, Estimate | null | 'tooLarge'>;
}

/** Kept estimates per document; a document's map holds at most this many variable combinations. */
const MAX_KEPT_PER_DOCUMENT = 64;
const kept = new WeakMap<DocumentNode, Kept>();

/** The estimate of one operation with its variables (null: its variables do not coerce; execution will say so). */
export function estimateOperation(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | null | undefined, operationName?: string | null): Estimate | null | 'tooLarge' {
  let entry = kept.get(document);
  if (!entry) kept.set(document, (entry = { variables: sizingVariables(document), estimates: new Map() }));
  const key = `${operationName ?? ''}|${entry.variables.map((v) => keyPart(variables?.[v])).join('|')}`;
  const known = entry.estimates.get(key);
  if (known !== undefined) return known;
  let found: Estimate | null | 'tooLarge';
  try {
    found = estimate(schema, document, variables ?? undefined, operationName ?? undefined);
  } catch (err) {
    if (!(err instanceof TooLarge)) throw err;
    found = 'tooLarge';
  }
  if (entry.estimates.size >= MAX_KEPT_PER_DOCUMENT) entry.estimates.delete(entry.estimates.keys().next().value!);
  entry.estimates.set(key, found);
  return found;
}

/** Whether an estimate is within the limits. */
export function withinLimits(found: Estimate | null | 'tooLarge', limits: CostLimits): boolean {
  return found !== 'tooLarge' && (found === null || (found.cost <= limits.maxCost && found.rows <= limits.maxRows));
}
