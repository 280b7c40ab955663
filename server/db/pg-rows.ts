/**
 * The direct statements' rows (db/adapter.ts pgDirect) decoded by a row
 * builder made once per prepared statement, instead of pg's own result
 * handling, which per statement copied the query's config property by
 * property and built a row template with a type-parser lookup per column,
 * and per row assigned every column by name into a copy of that template
 * (about a tenth of a list page's server CPU: docs/performance.md).
 *
 * The values are the same: each column goes through the type parser the
 * connection would use (pg's own, with the client's overrides), a NULL
 * stays null, and a column named twice keeps the last value, as pg's rows
 * do. The builder is an object literal over the statement's column names
 * (so every row has one fixed shape); names are written as JSON string
 * literals, and a name that could change an object's prototype is assigned
 * as a computed key. A builder is reused only for a row description with the
 * same names and types (a changed table re-prepares the statement under the
 * same name).
 */
import pg from 'pg';

type Field = { name: string; dataTypeID: number; format?: string };
type Parser = (text: string) => unknown;
type TypeSource = { getTypeParser(oid: number, format?: string): Parser };
type Builder = { signature: string; build: (parsers: Parser[], values: (string | null)[]) => Record<string, unknown>; parsers: Parser[] };

const builders = new Map<string, Builder>();

const signatureOf = (fields: Field[]) => fields.map((f) => `${f.dataTypeID}:${f.name}`).join('\u0000');

function builderFor(name: string, fields: Field[], types: TypeSource): Builder {
  const signature = signatureOf(fields);
  const known = builders.get(name);
  if (known && known.signature === signature) return known;
  const entries = fields.map((f, i) => {
    const key = f.name === '__proto__' ? `[${JSON.stringify(f.name)}]` : JSON.stringify(f.name);
    return `${key}: v[${i}] === null ? null : p[${i}](v[${i}])`;
  });
  // Generated from column names only (no values), each a JSON string literal: see the module comment.
  const build = new Function('p', 'v', `return {${entries.join(', ')}};`) as Builder['build'];
  const builder = { signature, build, parsers: fields.map((f) => types.getTypeParser(f.dataTypeID, f.format ?? 'text')) };
  builders.set(name, builder);
  return builder;
}

const PgQuery = (pg as unknown as { Query: new (text: string) => any }).Query;

/** A named (prepared) statement whose rows are decoded by its statement's builder; submitted with `pool.query(new DirectQuery(…))`. */
export class DirectQuery extends PgQuery {
  private builder: Builder | null = null;
  private out: Record<string, unknown>[] = [];

  constructor(name: string, text: string, values: unknown[]) {
    // The text alone: pg would otherwise copy a config object property by property.
    super(text);
    this.name = name;
    this.values = values;
  }

  handleRowDescription(msg: { fields: Field[] }): void {
    // pg's client gives every query its type overrides before submitting it.
    this.builder = builderFor(this.name, msg.fields, this._result._types ?? pg.types);
  }

  handleDataRow(msg: { fields: (string | null)[] }): void {
    if (this._canceledDueToError) return;
    try {
      this.out.push(this.builder!.build(this.builder!.parsers, msg.fields));
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
