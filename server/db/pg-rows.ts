/**
 * The direct statements' rows (db/adapter.ts pgDirect) decoded by a row
 * builder made once per prepared statement, instead of pg's own result
 * handling, which per statement copied the query's config property by
 * property and built a row template with a type-parser lookup per column,
 * and per row assigned every column by name into a copy of that template
 * (about a tenth of a list page's server CPU: docs/performance.md).
 *
 * The values are the same: each column goes through the type parser the
 * connection would use (pg's own, with the client's overrides, read once per
 * client and statement; timestamptz through db/pg-timestamp.ts's fast path in
 * front of pg's parser), a NULL stays null, and a column named twice keeps
 * the last value, as pg's rows do. The row shape is an object literal over the
 * statement's column names (so every row has one fixed shape); names are
 * written as JSON string literals, and a name that could change an object's
 * prototype is a computed key. A shape is reused only for a row description
 * with the same names and types (a changed table re-prepares the statement
 * under the same name).
 */
import { createRequire } from 'node:module';
import pg from 'pg';
import { timestamptzParser } from './pg-timestamp.ts';

type Field = { name: string; dataTypeID: number; format?: string };
type Parser = (text: string) => unknown;
type TypeSource = { getTypeParser(oid: number, format?: string): Parser };
/** A statement's row shape: its columns and the function that builds a row of them. */
export type Shape = { fields: Field[]; build: (parsers: Parser[], values: (string | null)[]) => Record<string, unknown> };
/** A shape with the parsers of one client's types (a client may override pg's parsers). */
type Builder = { shape: Shape; parsers: Parser[] };

const shapes = new Map<string, Shape>();
const buildersByTypes = new WeakMap<TypeSource, Map<string, Builder>>();

/** Whether a shape was made for these columns (compared in place: this runs once per statement sent). */
function sameFields(known: Field[], fields: Field[]): boolean {
  if (known.length !== fields.length) return false;
  for (let i = 0; i < fields.length; i++) if (known[i]!.name !== fields[i]!.name || known[i]!.dataTypeID !== fields[i]!.dataTypeID) return false;
  return true;
}

const TIMESTAMPTZ = 1184;
const generalTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ, 'text') as Parser;
const fastTimestamptz = timestamptzParser(generalTimestamptz);
/** The column's parser; pg's own timestamptz parser is read through the fast path in front of it (db/pg-timestamp.ts). */
function parserOf(types: TypeSource, f: Field): Parser {
  const parser = types.getTypeParser(f.dataTypeID, f.format ?? 'text');
  return parser === generalTimestamptz ? fastTimestamptz : parser;
}

/** The row shape of a prepared statement's columns (also the embedded database's direct statements: db/adapter.ts). */
export function shapeFor(name: string, fields: Field[]): Shape {
  const known = shapes.get(name);
  if (known && sameFields(known.fields, fields)) return known;
  const entries = fields.map((f, i) => {
    const key = f.name === '__proto__' ? `[${JSON.stringify(f.name)}]` : JSON.stringify(f.name);
    return `${key}: v[${i}] === null ? null : p[${i}](v[${i}])`;
  });
  // Generated from column names only (no values), each a JSON string literal: see the module comment.
  const build = new Function('p', 'v', `return {${entries.join(', ')}};`) as Shape['build'];
  const shape = { fields: fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })), build };
  shapes.set(name, shape);
  return shape;
}

function builderFor(name: string, fields: Field[], types: TypeSource): Builder {
  const shape = shapeFor(name, fields);
  let byName = buildersByTypes.get(types);
  if (!byName) buildersByTypes.set(types, (byName = new Map()));
  let builder = byName.get(name);
  if (builder?.shape !== shape) byName.set(name, (builder = { shape, parsers: fields.map((f) => parserOf(types, f)) }));
  return builder;
}

const PgQuery = (pg as unknown as { Query: new (text: string) => any }).Query;
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils') as { prepareValue(value: unknown): unknown };

type Connection = {
  parse(m: { text: string; name?: string; types?: unknown[] }): void;
  bind(m: { portal?: string; statement?: string; values?: unknown[] }): void;
  describe(m: { type: 'P' | 'S'; name?: string }): void;
  execute(m: { portal?: string; rows?: number }): void;
  sync(): void;
  on(event: 'parseComplete', fn: () => void): void;
  off(event: 'parseComplete', fn: () => void): void;
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
};

/** One statement of a DirectQuery: a named (prepared) statement, its values, and whether it runs on its generic plan. */
export type DirectStatement = { name: string; text: string; values: unknown[]; generic?: boolean };

/** A statement without parameters or rows, sent unnamed inside the query's own messages (before its Sync). */
function utility(connection: Connection, text: string): void {
  connection.parse({ text });
  connection.bind({});
  connection.execute({});
}
/**
 * The generic plan, and no JIT compilation for it: its LIMIT is costed as a tenth of the table, which on a table of
 * 100,000 users put the user page's generic plan above `jit_above_cost` — 14 ms of compiling for a page that runs
 * in 0.09 ms (custom plans, costed for the real limit, stay below). docs/read-path-direct.md "PostgreSQL's plans".
 */
const GENERIC_PLAN = ['SET plan_cache_mode = force_generic_plan', 'SET jit = off'];
const DEFAULT_PLAN = ['RESET plan_cache_mode', 'RESET jit'];
/** The command tags of those statements: their CommandComplete does not end one of the query's own statements. */
const UTILITY_TAGS = new Set(['SET', 'RESET']);

/**
 * One or more named (prepared) statements sent in one write and answered before one Sync, each statement's rows decoded
 * by its builder; submitted with `pool.query(new DirectQuery(…))` (or `DirectQuery.of([…])`), answered by `answer()` /
 * `answers()`. Statements sent together run one after the other on one connection: a list page's rows and count cost one
 * write, one pool checkout and one wake-up of the server instead of two (docs/read-path-direct.md "One write per page").
 * Should one fail, the ones after it are skipped by the server and the query fails as a whole.
 *
 * `generic`: the statement is bound under `plan_cache_mode = force_generic_plan` and `jit = off` (db/adapter.ts
 * genericPlanFor), set and reset by statements sent with it, before the Sync. They run in the Sync's implicit
 * transaction, so should a statement fail the setting is rolled back with it: the connection, which Prisma's
 * statements share, never keeps it.
 *
 * pg itself records a statement as parsed on this connection for any ParseComplete of the query, under the query's
 * `name` (the first statement's); the others are recorded here, in the order their ParseCompletes arrive.
 */
export class DirectQuery extends PgQuery {
  private readonly statements: DirectStatement[];
  private readonly outs: Record<string, unknown>[][];
  /** The statement whose answer is being read. */
  private current = 0;
  private builder: Builder | null = null;
  /** The Parse messages this query sent, in order (null: one of the utility statements), until their ParseComplete. */
  private parsing: (DirectStatement | null)[] = [];
  private connection: Connection | null = null;
  private readonly onParsed = () => {
    const s = this.parsing.shift();
    if (s && this.connection) {
      this.connection.parsedStatements[s.name] = s.text;
      delete this.connection.submittedNamedStatements[s.name];
    }
  };

  static of(statements: DirectStatement[]): DirectQuery {
    const first = statements[0]!;
    return new DirectQuery(first.name, first.text, first.values, first.generic, statements);
  }

  constructor(name: string, text: string, values: unknown[], generic = false, statements?: DirectStatement[]) {
    // The text alone: pg would otherwise copy a config object property by property.
    super(text);
    this.name = name;
    this.values = values;
    this.statements = statements ?? [{ name, text, values, generic }];
    this.outs = this.statements.map(() => []);
  }

  prepare(connection: Connection): void {
    let values: unknown[][];
    try {
      // Values pg could not send fail here, before anything is written: only a Sync goes, and its ReadyForQuery answers the error.
      values = this.statements.map((s) => s.values.map(prepareValue));
    } catch (err) {
      this._canceledDueToError = err;
      connection.sync();
      return;
    }
    this.connection = connection;
    const parse = (s: DirectStatement | null, text: string) => {
      connection.parse(s ? { text, name: s.name } : { text });
      if (s) connection.submittedNamedStatements[s.name] = s.text;
      this.parsing.push(s);
    };
    connection.on('parseComplete', this.onParsed);
    this.statements.forEach((s, i) => {
      const parsed = connection.parsedStatements[s.name] !== undefined || connection.submittedNamedStatements[s.name] !== undefined;
      if (!parsed) parse(s, s.text);
      if (s.generic) for (const text of GENERIC_PLAN) parse(null, text), connection.bind({}), connection.execute({});
      connection.bind({ statement: s.name, values: values[i] });
      connection.describe({ type: 'P' });
      connection.execute({});
      if (s.generic) for (const text of DEFAULT_PLAN) parse(null, text), connection.bind({}), connection.execute({});
    });
    connection.sync();
  }

  private done(): void {
    this.connection?.off('parseComplete', this.onParsed);
    // A Parse not answered was skipped (an error came first): the statement is not on the connection.
    for (const s of this.parsing) if (s && this.connection) delete this.connection.submittedNamedStatements[s.name];
    this.parsing = [];
  }

  handleError(err: unknown, connection: unknown): void {
    this.done();
    super.handleError(err, connection);
  }

  handleReadyForQuery(connection: unknown): void {
    this.done();
    super.handleReadyForQuery(connection);
  }

  handleRowDescription(msg: { fields: Field[] }): void {
    // pg's client gives every query its type overrides before submitting it.
    this.builder = builderFor(this.statements[this.current]!.name, msg.fields, this._result._types ?? pg.types);
  }

  handleCommandComplete(msg: { text: string }): void {
    if (UTILITY_TAGS.has(msg.text)) return;
    this.current++;
    this.builder = null;
  }

  handleDataRow(msg: { fields: (string | null)[] }): void {
    if (this._canceledDueToError) return;
    try {
      this.outs[this.current]!.push(this.builder!.shape.build(this.builder!.parsers, msg.fields));
    } catch (err) {
      // As pg does: the error is answered once the statement's messages are read.
      this._canceledDueToError = err;
    }
  }

  /** Each statement's rows, in the order they were given. */
  answers(): Record<string, unknown>[][] {
    return this.outs;
  }

  /** The (first) statement's rows, once it answered (`rows` is taken: pg's option of rows per portal execution). */
  answer(): Record<string, unknown>[] {
    return this.outs[0]!;
  }
}
