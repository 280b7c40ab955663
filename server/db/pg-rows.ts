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

/** A setting's statement, prepared once per connection like the reads (named), then only bound and executed. */
const utility = (name: string, text: string): DirectStatement => ({ name, text, values: [] });
/**
 * The generic plan, and no JIT compilation for it: its LIMIT is costed as a tenth of the table, which on a table of
 * 100,000 users put the user page's generic plan above `jit_above_cost` — 14 ms of compiling for a page that runs
 * in 0.09 ms (custom plans, costed for the real limit, stay below). docs/read-path-direct.md "PostgreSQL's plans".
 */
const GENERIC_PLAN = [utility('cga_generic_plans', 'SET plan_cache_mode = force_generic_plan'), utility('cga_jit_off', 'SET jit = off')];
const DEFAULT_PLAN = [utility('cga_default_plans', 'RESET plan_cache_mode'), utility('cga_jit_default', 'RESET jit')];
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
 * genericPlanFor), set and reset by statements sent with it, before the Sync (once for consecutive statements that
 * need it; prepared once per connection like the reads). `SET LOCAL` would need a transaction block, which the
 * extended protocol's implicit transaction is not (PostgreSQL warns and ignores it). They run in the Sync's implicit
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
  /** The Parse messages this query sent, in order, until their ParseComplete. */
  private parsing: DirectStatement[] = [];
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
    // `new this`: naming the class inside its own body makes esbuild rename it (tests/server/compiled-server.test.ts).
    return new this(first.name, first.text, first.values, first.generic, statements);
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
    connection.on('parseComplete', this.onParsed);
    const parseOnce = (s: DirectStatement) => {
      if (connection.parsedStatements[s.name] !== undefined || connection.submittedNamedStatements[s.name] !== undefined) return;
      connection.parse({ text: s.text, name: s.name });
      connection.submittedNamedStatements[s.name] = s.text;
      this.parsing.push(s);
    };
    const run = (s: DirectStatement, values: unknown[], describe: boolean) => {
      parseOnce(s);
      connection.bind({ statement: s.name, values });
      if (describe) connection.describe({ type: 'P' });
      connection.execute({});
    };
    // The first statement's Parse (when needed) goes before anything else: pg marks the query's name parsed on any ParseComplete.
    parseOnce(this.statements[0]!);
    // The settings change only where the next statement needs the other mode: statements sent together under one setting share it.
    let generic = false;
    this.statements.forEach((s, i) => {
      if (!!s.generic !== generic) for (const u of (generic = !!s.generic) ? GENERIC_PLAN : DEFAULT_PLAN) run(u, [], false);
      run(s, values[i]!, true);
    });
    if (generic) for (const u of DEFAULT_PLAN) run(u, [], false);
    connection.sync();
  }

  private done(): void {
    this.connection?.off('parseComplete', this.onParsed);
    // A Parse not answered was skipped (an error came first): the statement is not on the connection.
    for (const s of this.parsing) if (this.connection) delete this.connection.submittedNamedStatements[s.name];
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
