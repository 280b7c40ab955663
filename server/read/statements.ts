/**
 * What the read path knows of a statement from its text alone: the name it is prepared under and whether it runs
 * on its generic plan. The texts are built from declarations and the shape of a filter, never from values
 * (crud/raw-page.ts, crud/loaders.ts), so there are a bounded few.
 */
import { createHash } from 'node:crypto';

/** A parameterised statement for the read path (server/read/index.ts readRows). */
export type ReadStatement = {
  sql: string;
  args: unknown[];
  /** The statement changes no data (a SELECT of ours): the embedded database's generation does not move for it. */
  readOnly?: boolean;
  /** Its answer may be given again while the data has not changed (a list page's count; the embedded database only). */
  reuse?: boolean;
};

/** Runs one statement on the driver: its rows as objects. */
export type ReadRunner = (statement: ReadStatement) => Promise<Record<string, unknown>[]>;

/**
 * Whether a statement has a text filter. crud/literal.ts writes them (the one place that builds one), so it tells:
 * crud/service.ts hands its test over when it loads, before any statement is read (setTextFilterTest).
 */
let hasTextFilter: (sql: string) => boolean = () => false;

export function setTextFilterTest(test: (sql: string) => boolean): void {
  hasTextFilter = test;
  known.clear();
}

export type Prepared = { name: string; generic: boolean };
const known = new Map<string, Prepared>();

/**
 * The statement's prepared name (`d` + a hash of its text) and its plan: a statement without a text filter runs on
 * its generic plan, planned once. A list page's LIMIT and OFFSET are parameters, so PostgreSQL's plan cache never
 * prefers the generic plan on its own and plans every page again (on PostgreSQL 0.2 ms of its CPU per user page,
 * more than the page's execution; on the embedded database 0.5 ms in WASM). A text filter keeps PostgreSQL's
 * default (custom plans, planned with the pattern): a rare keyword then uses the trigram index, where the generic
 * plan walked the createTime index through all 100,000 houses (2 s). docs/read-path.md "Plans".
 */
export function preparedOf(sql: string): Prepared {
  let statement = known.get(sql);
  if (!statement) {
    const name = `d${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    known.set(sql, (statement = { name, generic: !hasTextFilter(sql) }));
  }
  return statement;
}
