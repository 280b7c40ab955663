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
  execute(m: { portal?: string; rows?: number }): void;
  sync(): void;
  submittedNamedStatements: Record<string, string>;
};

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

/**
 * A named (prepared) statement whose rows are decoded by its statement's builder; submitted with `pool.query(new DirectQuery(…))`.
 * `generic`: the statement is bound under `plan_cache_mode = force_generic_plan` and `jit = off` (db/adapter.ts genericPlanFor), set and reset
 * by statements sent with it before its Sync, in the same write. They run in the Sync's implicit transaction, so should the
 * statement fail the setting is rolled back with it: the connection, which Prisma's statements share, never keeps it.
 */
export class DirectQuery extends PgQuery {
  private builder: Builder | null = null;
  private out: Record<string, unknown>[] = [];
  private resetPlanMode = false;

  constructor(name: string, text: string, values: unknown[], private readonly generic = false) {
    // The text alone: pg would otherwise copy a config object property by property.
    super(text);
    this.name = name;
    this.values = values;
  }

  prepare(connection: Connection): void {
    if (this.generic) {
      try {
        // Values pg could not send fail here, before anything is written (pg's own failure path would Sync the SET alone).
        this.values = this.values.map(prepareValue);
        // The statement's own Parse first: pg takes any ParseComplete as this statement's.
        if (!this.hasBeenParsed(connection)) {
          connection.parse({ text: this.text, name: this.name });
          connection.submittedNamedStatements[this.name] = this.text;
        }
        for (const text of GENERIC_PLAN) utility(connection, text);
        this.resetPlanMode = true;
      } catch {
        // pg's own path answers the error.
      }
    }
    super.prepare(connection);
  }

  _getRows(connection: Connection, rows?: number): void {
    if (!this.resetPlanMode) return super._getRows(connection, rows);
    connection.execute({ portal: this.portal, rows });
    for (const text of DEFAULT_PLAN) utility(connection, text);
    connection.sync();
  }

  handleRowDescription(msg: { fields: Field[] }): void {
    // pg's client gives every query its type overrides before submitting it.
    this.builder = builderFor(this.name, msg.fields, this._result._types ?? pg.types);
  }

  handleDataRow(msg: { fields: (string | null)[] }): void {
    if (this._canceledDueToError) return;
    try {
      this.out.push(this.builder!.shape.build(this.builder!.parsers, msg.fields));
    } catch (err) {
      // As pg does: the error is answered once the statement's messages are read.
      this._canceledDueToError = err;
    }
  }

  /** The rows, once the statement answered (`rows` is taken: pg's option of rows per portal execution). */
  answer(): Record<string, unknown>[] {
    return this.out;
  }
}
