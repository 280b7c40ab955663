// Driver adapter factory: real PostgreSQL (DATABASE_URL, through pg) or the
// embedded PGlite database persisted under <dataDir>/pglite.
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
// The embedded database's modules are loaded when it is opened: a server on PostgreSQL never needs them (about 12 MB at start).
const loadPglite = async () => (await import('@electric-sql/pglite')).PGlite;
const loadPrismaPglite = async () => (await import('pglite-prisma-adapter')).PrismaPGlite;
import type { Config } from '../kernel/config.ts';
import { startEmbeddedMaintenance, type EmbeddedMaintenance } from './embedded-maintenance.ts';
import { hasTextFilter } from '../crud/literal.ts';
import { dataRows, joined } from './pglite-wire.ts';
import { DirectQuery, shapeFor, type Shape } from './pg-rows.ts';
import { timestamptzParser } from './pg-timestamp.ts';
import { asRead, generationOf, watchWrites } from './embedded-writes.ts';

const TIMESTAMPTZ = 1184;
/**
 * A statement's row shape with PGlite's parsers for its columns (a column without one answers its text). A
 * timestamptz column is read through db/pg-timestamp.ts's fast path in front of PGlite's parser (`new Date(text)`,
 * V8's general date parser: a twentieth of the embedded user page's server CPU); both give the same Date
 * (tests/server/pg-timestamp.test.ts), and any form the fast path does not read goes to PGlite's.
 */
function decoderOf(name: string, fields: { name: string; dataTypeID: number }[], parsers: Record<number, (v: string, typeId: number) => unknown>) {
  return {
    shape: shapeFor(name, fields),
    parsers: fields.map((f) => {
      const parse = parsers[f.dataTypeID];
      if (!parse) return (text: string) => text;
      const general = (text: string) => parse(text, f.dataTypeID);
      return f.dataTypeID === TIMESTAMPTZ ? timestamptzParser(general) : general;
    }),
  };
}

export type AdapterKind = 'pglite' | 'postgres';

export interface AdapterHandle {
  /** Pass to `new PrismaClient({ adapter })` or to the migrate functions. */
  factory: SqlMigrationAwareDriverAdapterFactory;
  kind: AdapterKind;
  /** The embedded instance (kind 'pglite' only). */
  pglite?: PGlite;
  /** Its autovacuum (kind 'pglite' only, db/embedded-maintenance.ts). */
  maintenance?: EmbeddedMaintenance;
  /**
   * Releases what the handle owns: closes the PGlite instance. For 'postgres'
   * the pools belong to the adapters (PrismaClient.$disconnect ends them), so
   * this is a no-op. Call after `prisma.$disconnect()`. Idempotent.
   */
  close(): Promise<void>;
  /** Every SQL statement the adapters run, as it runs (tests count them; crud/service.ts promises a bounded number per list). */
  statements: StatementObserver;
  /**
   * Runs one read statement straight on the driver (the pg pool, or PGlite), outside Prisma's client and
   * outside any transaction: rows as objects, every column type converted as Prisma converts it for the
   * types the read path sends this way (db/direct.ts says which). Reported to `statements` like the rest.
   */
  direct: DirectRunner;
  /** The pg pool Prisma's client is connected through (kind 'postgres' only; undefined before it connects): the metrics read its counts. */
  pool?: () => pg.Pool | undefined;
}

/** A parameterised read statement (db/direct.ts). */
export type DirectSql = {
  sql: string;
  args: unknown[];
  /** The statement changes no data (a SELECT of ours). */
  readOnly?: boolean;
  /** Its answer may be given again while the data has not changed (a count; the embedded database only: db/embedded-writes.ts). */
  reuse?: boolean;
};
/**
 * Parameterised read statements run on the driver itself (db/direct.ts), each one's rows in the order given; statements
 * given together are sent together (one write, one connection) where the driver can. Null: the driver is not connected.
 */
export type DirectRunner = (statements: DirectSql[]) => Promise<Record<string, unknown>[][] | null>;

/** One statement run through a driver adapter: its text, when it was issued and when it answered (performance.now()). */
export interface StatementEvent {
  sql: string;
  /** Its bound parameters, as the driver adapter received them (tests EXPLAIN the statement with them). */
  args: unknown[];
  start: number;
  end: number;
}

export interface StatementObserver {
  /** Calls `fn` after each statement; returns the function that stops it. */
  listen(fn: (e: StatementEvent) => void): () => void;
}

type Observed = { queryRaw: SqlDriverAdapter['queryRaw']; executeRaw: SqlDriverAdapter['executeRaw'] };

/**
 * Adapters whose statements are reported to listeners. With none listening
 * (production) the cost is one size check per statement.
 */
function observed(factory: SqlMigrationAwareDriverAdapterFactory, run: DirectRunner): { factory: SqlMigrationAwareDriverAdapterFactory; statements: StatementObserver; direct: DirectRunner } {
  const listeners = new Set<(e: StatementEvent) => void>();
  const wrap = <T extends Observed>(target: T): T => {
    for (const method of ['queryRaw', 'executeRaw'] as const) {
      const run = (target[method] as (q: { sql: string; args?: unknown[] }) => Promise<unknown>).bind(target);
      (target as any)[method] = async (q: { sql: string; args?: unknown[] }) => {
        if (listeners.size === 0) return run(q);
        const start = performance.now();
        try {
          return await run(q);
        } finally {
          const e = { sql: q.sql, args: q.args ?? [], start, end: performance.now() };
          for (const fn of listeners) fn(e);
        }
      };
    }
    return target;
  };
  const wrapAdapter = (adapter: SqlDriverAdapter): SqlDriverAdapter => {
    wrap(adapter);
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (...args) => wrap(await startTransaction(...args));
    return adapter;
  };
  const connect = factory.connect.bind(factory);
  factory.connect = async () => wrapAdapter(await connect());
  const direct: DirectRunner = async (statements) => {
    if (listeners.size === 0) return run(statements);
    const start = performance.now();
    let rows: Awaited<ReturnType<DirectRunner>> | undefined;
    try {
      return (rows = await run(statements));
    } finally {
      // null: not run here (the caller sends them through Prisma, which reports them). Statements sent together share their times.
      if (rows !== null) {
        const end = performance.now();
        for (const { sql, args } of statements) for (const fn of listeners) fn({ sql, args, start, end });
      }
    }
  };
  return {
    factory,
    direct,
    statements: {
      listen(fn) {
        listeners.add(fn);
        return () => listeners.delete(fn);
      },
    },
  };
}

/**
 * The embedded database's statements each start in a turn of the event loop of
 * their own (setImmediate). PGlite runs a statement synchronously in this
 * thread and hands its queue on through promise jobs, so without this a busy
 * queue ran as one chain of promise jobs and no socket was read or written
 * until it was empty: requests arriving meanwhile waited seconds
 * (docs/read-path.md, "A loop turn per statement"). One turn per
 * statement lets the server read new requests and send answers in between.
 * (The direct path's statements of one turn share the next: pgliteDirect drain.)
 */
const yieldOff = () => process.env.EMBEDDED_YIELD === '0';
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

function yieldingBetweenStatements(factory: SqlMigrationAwareDriverAdapterFactory): SqlMigrationAwareDriverAdapterFactory {
  if (yieldOff()) return factory;
  const wrap = <T extends Observed>(target: T): T => {
    for (const method of ['queryRaw', 'executeRaw'] as const) {
      const run = (target[method] as (q: unknown) => Promise<unknown>).bind(target);
      (target as any)[method] = async (q: unknown) => {
        await turn();
        return run(q);
      };
    }
    return target;
  };
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = wrap(await connect());
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (...args) => wrap(await startTransaction(...args));
    return adapter;
  };
  return factory;
}

export interface AdapterOptions {
  /** Use a throw-away in-memory PGlite instead of DATABASE_URL / <dataDir>/pglite (tests). */
  memory?: boolean;
  /** Pool size for real PostgreSQL. Default DATABASE_POOL_MAX, else 10 (see poolConfig). */
  max?: number;
}

// A fresh PGlite runs initdb (~2.5 s); loading the data directory of a pristine
// instance takes ~0.6 s. The first in-memory instance of the process is dumped
// (~0.5 s, ~40 MB kept) and later in-memory instances start from that copy.
let pristine: Promise<Blob> | undefined;

/**
 * Extensions compiled into every embedded database: pg_trgm serves the
 * trigram indexes of text search (db/keyword-indexes.ts). Its files are
 * unpacked into each instance when it starts; `CREATE EXTENSION` installs it
 * in the database.
 */
const pgliteExtensions = async () => ({ pg_trgm: (await import('@electric-sql/pglite/contrib/pg_trgm')).pg_trgm });

async function memoryPglite(): Promise<PGlite> {
  if (pristine) {
    try {
      return await (await loadPglite()).create({ loadDataDir: await pristine, extensions: await pgliteExtensions() });
    } catch {
      pristine = undefined;
    }
  }
  const pglite = await (await loadPglite()).create({ extensions: await pgliteExtensions() });
  if (!pristine) {
    const dump = pglite.dumpDataDir('none') as Promise<Blob>;
    pristine = dump;
    dump.catch(() => {
      if (pristine === dump) pristine = undefined;
    });
    await dump.catch(() => {});
  }
  return pglite;
}

/** Opens (creating if needed) a PGlite database in `dir`, or a fresh empty one in memory with 'memory'. */
export async function openPglite(dir: string | 'memory'): Promise<PGlite> {
  const pglite = dir === 'memory' ? await memoryPglite() : await openPgliteAt(dir);
  // Every message into it from now on moves its generation on (a list page's count is reused until then).
  watchWrites(pglite);
  return pglite;
}

async function openPgliteAt(dir: string): Promise<PGlite> {
  const abs = path.resolve(dir);
  fs.mkdirSync(abs, { recursive: true });
  return (await loadPglite()).create(abs, { extensions: await pgliteExtensions() });
}

/**
 * pglite-prisma-adapter 0.7.2 has two flaws this wrapper fixes:
 * - `executeScript` does not await `exec`, so a failing migration script is
 *   reported as applied and its error becomes an unhandled rejection;
 * - `connectToShadowDb` creates an in-memory PGlite that is never closed.
 */
class PGliteAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = 'postgres' as const;
  readonly adapterName = 'pglite-prisma-adapter';
  readonly #client: () => Promise<PGlite>;

  constructor(client: PGlite | (() => Promise<PGlite>)) {
    this.#client = typeof client === 'function' ? client : async () => client;
  }

  async connect(): Promise<SqlDriverAdapter> {
    const client = await this.#client();
    return fixExecuteScript(await new (await loadPrismaPglite())(client).connect(), client);
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    const shadow = await memoryPglite();
    const adapter = fixExecuteScript(await new (await loadPrismaPglite())(shadow).connect(), shadow);
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await dispose();
      if (!shadow.closed) await shadow.close();
    };
    return adapter;
  }
}

function fixExecuteScript(adapter: SqlDriverAdapter, client: PGlite): SqlDriverAdapter {
  const onError = (adapter as unknown as { onError(e: unknown): never }).onError.bind(adapter);
  adapter.executeScript = async (script: string) => {
    try {
      await client.exec(script);
    } catch (e) {
      onError(e);
    }
  };
  return adapter;
}

/** Wraps an existing PGlite instance (not closed by the factory). */
export function pgliteAdapterFactory(pglite: PGlite): SqlMigrationAwareDriverAdapterFactory {
  return new PGliteAdapterFactory(pglite);
}

/**
 * A factory over a throw-away in-memory PGlite that is only started when
 * something connects to it (shadow databases are separate instances).
 */
export function lazyMemoryAdapterFactory(): AdapterHandle {
  let opened: Promise<PGlite> | undefined;
  const open = () => (opened ??= openPglite('memory').then((p) => (handle.pglite = p)));
  const handle: AdapterHandle = {
    ...observed(new PGliteAdapterFactory(open), pgliteDirect(open, false)),
    kind: 'pglite',
    close: async () => {
      const p = await opened?.catch(() => undefined);
      if (p && !p.closed) await p.close();
    },
  };
  return handle;
}

/** Connections per process to real PostgreSQL (DATABASE_POOL_MAX overrides). */
export const DEFAULT_POOL_MAX = 10;

/**
 * The pg pool: at most `max` connections (docs/performance.md "PostgreSQL pool": a page
 * uses two at once, rows and count, and 2-core PostgreSQL serves best with
 * few busy backends), idle ones kept 30 s so bursts reuse them instead of
 * reconnecting, TCP keep-alive so a connection cut by a restart or a NAT is
 * noticed, and a bounded wait for a connection (a request gets a clear
 * error instead of hanging when the database is unreachable or every
 * connection is held for 10 s).
 */
export function poolConfig(connectionString: string, max?: number) {
  const fromEnv = Number(process.env.DATABASE_POOL_MAX);
  return {
    connectionString,
    max: max ?? (Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_POOL_MAX),
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

export async function createAdapterFactory(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'embeddedMaintenanceMs'>>,
  options: AdapterOptions = {},
): Promise<AdapterHandle> {
  if (!options.memory && config.databaseUrl) {
    const factory = new PrismaPg(poolConfig(config.databaseUrl, options.max));
    const pool = adapterPools(factory);
    return {
      ...observed(factory, pgDirect(pool)),
      pool,
      kind: 'postgres',
      close: async () => {},
    };
  }
  const pglite = await openPglite(options.memory ? 'memory' : path.join(config.dataDir, 'pglite'));
  // PGlite has no autovacuum: its tables are analyzed and vacuumed by this (db/embedded-maintenance.ts).
  const maintenance = startEmbeddedMaintenance(pglite, { intervalMs: config.embeddedMaintenanceMs ?? 60_000 });
  return {
    ...observed(yieldingBetweenStatements(new PGliteAdapterFactory(pglite)), pgliteDirect(async () => pglite, !yieldOff())),
    kind: 'pglite',
    pglite,
    maintenance,
    close: async () => {
      await maintenance.stop();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * Each statement text is prepared once per connection (a named statement): PostgreSQL parses it once, and plans
 * it once when it runs on its generic plan (below). The texts are built from declarations and the shape of the
 * filter (never from values), so there are a bounded few.
 */
type Statement = { name: string; generic: boolean };
const statements = new Map<string, Statement>();
const statementOf = (sql: string): Statement => {
  let statement = statements.get(sql);
  if (!statement) {
    const name = `d${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statements.set(sql, (statement = { name, generic: genericPlanFor(sql) }));
  }
  return statement;
};

/**
 * Whether a direct statement runs on its generic plan (`plan_cache_mode = force_generic_plan`, set and undone
 * around it on its own connection, both databases): one without a text filter. A list page's LIMIT and OFFSET
 * are parameters, so PostgreSQL's plan cache never prefers the generic plan on its own and plans every page
 * again — on PostgreSQL 0.2 ms of its CPU per user page, more than the page's execution (0.07 ms), on the
 * embedded database 0.5 ms in WASM. A text filter (crud/literal.ts hasTextFilter) keeps the default (custom
 * plans, planned with the pattern, unless PostgreSQL finds the generic one no dearer): a rare keyword uses the
 * trigram index, where the generic plan (the pattern's selectivity unknown) walked the createTime index through
 * all 100,000 houses (2 s). Prisma's statements, which share the connections, keep PostgreSQL's default.
 * docs/read-path-direct.md "The embedded database's plans" and "PostgreSQL's plans"; GENERIC_PLANS=0 leaves
 * every statement on the default (for measuring).
 */
function genericPlanFor(sql: string): boolean {
  return process.env.GENERIC_PLANS !== '0' && !hasTextFilter(sql);
}

/**
 * The pool of the adapter Prisma's client is connected through: the direct statements share its connections.
 * Each adapter the factory connects owns a pool of its own (Prisma's adapter ends it on dispose, which is
 * also what releases the migrations' session-level advisory lock: a pool of ours kept alive would keep that
 * lock and stop a second process from migrating). The latest adapter still connected is the client's:
 * the migrations connect and dispose theirs before the client connects.
 */
function adapterPools(factory: PrismaPg): () => pg.Pool | undefined {
  const live: pg.Pool[] = [];
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    const pool = (adapter as unknown as { client?: pg.Pool }).client;
    if (pool instanceof pg.Pool) {
      live.push(pool);
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        live.splice(live.indexOf(pool) >>> 0, 1);
        await dispose();
      };
    }
    return adapter;
  };
  return () => live[live.length - 1];
}

/** Without a connected adapter (nothing has asked Prisma yet) the statement goes through it: directRows falls back. */
function pgDirect(pool: () => pg.Pool | undefined): DirectRunner {
  return async (statements) => {
    const p = pool();
    if (!p) return null;
    const query = DirectQuery.of(statements.map(({ sql, args }) => ({ ...statementOf(sql), text: sql, values: args })));
    // pg-pool hands a submittable query to the client as it is (its types list only configs and texts).
    await p.query(query as unknown as pg.QueryConfig);
    return query.answers();
  };
}

/**
 * The embedded database's direct statements, prepared once (a named statement of the session) and then
 * run with one call into PGlite per statement — bind, execute and sync in one message buffer — where
 * PGlite's own `query` sends parse, describe, bind, describe and execute as five calls and has the
 * statement parsed and planned on every page (docs/read-path-direct.md). Values are serialized and
 * columns parsed by PGlite's own serializers and parsers, as `query` does. Like `query`, a statement
 * waits for any transaction in progress (PGlite is one session) and for the statement before it.
 */
function pgliteDirect(open: () => Promise<PGlite>, yielding: boolean): DirectRunner {
  type Prepared = { name: string; paramTypes: number[]; fields: { name: string; dataTypeID: number }[]; generic: boolean };
  type Session = PGlite & {
    _runExclusiveTransaction?<T>(fn: () => Promise<T>): Promise<T>;
    _runExclusiveQuery?<T>(fn: () => Promise<T>): Promise<T>;
    serializers: Record<number, (v: unknown) => string>;
    parsers: Record<number, (v: string, typeId: number) => unknown>;
  };
  /** A statement asked for, waiting for its batch (drain below); then its prepared form and its answer's bytes. */
  type Job = {
    sql: string;
    args: unknown[];
    read: boolean;
    answered?: () => void;
    resolve(rows: Record<string, unknown>[]): void;
    reject(error: unknown): void;
    statement?: Promise<Prepared>;
    prepared?: Prepared;
    answer: Uint8Array | null;
    error: unknown;
  };
  const queue: Job[] = [];
  /** At most this many statements per batch (the rest go in the next turn): a bound on how long one batch holds the thread. */
  const BATCH_MAX = 64;
  /**
   * A statement without a text filter runs on its generic plan (genericPlanFor above): the setting is made
   * and undone around it in the same call into PGlite, so Prisma's statements, which share the session,
   * keep PostgreSQL's default.
   */
  let planGeneric: Uint8Array;
  let planDefault: Uint8Array;
  const prepared = new Map<string, Promise<Prepared>>();
  /** Per prepared statement: its row shape and its columns' parsers (the session's parsers do not change). */
  const decoded = new WeakMap<Promise<Prepared>, { shape: Shape; parsers: ((text: string) => unknown)[] }>();
  let serialize: typeof import('@electric-sql/pglite').protocol.serialize | undefined;
  let Parser: typeof import('@electric-sql/pglite').protocol.Parser;
  /**
   * Answers of `reuse` statements by text and arguments, with the generation they were read at
   * (db/embedded-writes.ts): a list page's count is given again until anything else reaches the database.
   * Bounded: emptied when full.
   */
  const reusable = new Map<string, { generation: number; rows: Record<string, unknown>[] }>();
  const REUSABLE_MAX = 500;
  /** The statements one after the other (each waits for any transaction in progress, as PGlite's own query does). */
  const all: DirectRunner = async (statements) => {
    const answers: Record<string, unknown>[][] = [];
    for (const statement of statements) {
      const rows = statement.reuse && statement.readOnly && process.env.EMBEDDED_REUSE !== '0' ? await reused(statement) : await one(statement.sql, statement.args, statement.readOnly === true);
      if (!rows) return null;
      answers.push(rows);
    }
    return answers;
  };
  return all;

  async function reused({ sql, args }: DirectSql): Promise<Record<string, unknown>[] | null> {
    const pglite = await open();
    const key = `${sql}\u0000${JSON.stringify(args, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))}`;
    const known = reusable.get(key);
    const now = generationOf(pglite);
    if (known && now !== null && known.generation === now) return known.rows.map((row) => ({ ...row }));
    let readAt: number | null = null;
    const rows = await one(sql, args, true, () => (readAt = generationOf(pglite)));
    if (rows && readAt !== null) {
      if (reusable.size >= REUSABLE_MAX) reusable.clear();
      reusable.set(key, { generation: readAt, rows: rows.map((row) => ({ ...row })) });
    }
    return rows;
  }

  /** `read`: the statement changes no data; `answered`: called when it has answered, before anything else can reach the database. */
  async function one(sql: string, args: unknown[], read: boolean, answered?: () => void): Promise<Record<string, unknown>[] | null> {
    const pglite = (await open()) as Session;
    // A PGlite without these (another version) answers through its public query.
    // EMBEDDED_PREPARED=0 does the same (for measuring the difference).
    if (process.env.EMBEDDED_PREPARED === '0' || !pglite._runExclusiveTransaction || !pglite._runExclusiveQuery) {
      if (yielding) await turn();
      return (await pglite.query<Record<string, unknown>>(sql, args as unknown[])).rows;
    }
    return new Promise((resolve, reject) => {
      queue.push({ sql, args, read, answered, resolve, reject, answer: null, error: undefined });
      if (queue.length === 1) (yielding ? setImmediate : queueMicrotask)(() => void drain(pglite));
    });
  }

  /**
   * The statements asked for since the last turn of the event loop, sent into PGlite one after the other with
   * nothing in between, then decoded, then answered. Sent one per turn, each statement's call into the WASM
   * backend alternated with the JavaScript of its request (decoding, resolving, serializing, writing), and the
   * backend's machine code ran cold: the user page's statement took 185–190 µs under load against 110 µs for the
   * same message sent in a loop in the same process (docs/read-path-direct.md "Statements in batches on the
   * embedded database"). The batch waits for a transaction in progress once (as PGlite's own query does per
   * statement), and each statement still waits for the turn of the event loop after it was asked for.
   */
  async function drain(pglite: Session): Promise<void> {
    const batch = queue.splice(0, BATCH_MAX);
    if (queue.length) (yielding ? setImmediate : queueMicrotask)(() => void drain(pglite));
    try {
      if (!serialize) {
        ({ serialize, Parser } = (await import('@electric-sql/pglite')).protocol);
        planGeneric = serialize.query('SET plan_cache_mode = force_generic_plan');
        planDefault = serialize.query('RESET plan_cache_mode');
      }
      await pglite._runExclusiveTransaction!(() =>
        pglite._runExclusiveQuery!(async () => {
          // A statement not yet prepared on the session is prepared first (once per text: awaited, rare).
          for (const job of batch) {
            job.statement = preparedStatement(pglite, job.sql, job.read);
            job.prepared = await job.statement.catch((error: unknown) => void (job.error = error) as undefined);
          }
          // Then every statement of the batch, back to back: each call is synchronous.
          const sent = batch.map((job) => {
            if (job.error !== undefined) return null;
            try {
              return send(pglite, job, job.prepared!);
            } catch (error) {
              // A value its column's serializer refuses: this statement's error, the others go on.
              job.error = error;
              return null;
            }
          });
          // A call that failed inside PGlite rejects its promise (it is an async function): that statement's error.
          for (const [i, call] of sent.entries()) await call?.catch((error: unknown) => void (batch[i]!.error = error));
        }),
      );
    } catch (error) {
      for (const job of batch) if (job.error === undefined && job.answer === null) job.error = error;
    }
    try {
      // As PGlite's query does after a statement outside a transaction (once for the batch).
      await pglite.syncToFs();
    } catch (error) {
      // A write is not answered as done unless it was kept.
      for (const job of batch) if (job.error === undefined && !job.read) job.error = error;
    }
    for (const job of batch) {
      if (job.error !== undefined) job.reject(job.error);
      else {
        try {
          job.resolve(decode(pglite, job));
        } catch (error) {
          job.reject(error);
        }
      }
    }
  }

  /** The statement prepared on the session (a named statement), its parameter and column types. */
  function preparedStatement(pglite: Session, sql: string, read: boolean): Promise<Prepared> {
    let statement = prepared.get(sql);
    if (!statement) {
      const wire = serialize!;
      const { name, generic } = statementOf(sql);
      const prepare = () => pglite.execProtocolStream(joined([wire.parse({ name, text: sql }), wire.describe({ type: 'S', name }), wire.sync()]), { syncToFs: false });
      // Preparing changes no data either.
      statement = (read ? asRead(pglite, prepare) : prepare()).then((messages: any[]) => ({
        name,
        generic,
        paramTypes: messages.find((m) => m.name === 'parameterDescription')?.dataTypeIDs ?? [],
        fields: (messages.find((m) => m.name === 'rowDescription')?.fields ?? []).map((f: any) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      }));
      prepared.set(sql, statement);
      statement.catch(() => prepared.delete(sql));
    }
    return statement;
  }

  /** Binds, executes and syncs the statement in one call into PGlite; keeps the answer's bytes. The call's promise (settled). */
  function send(pglite: Session, job: Job, { name, paramTypes, generic }: Prepared): Promise<void> {
    const wire = serialize!;
    const values = (job.args as unknown[]).map((v, i) => {
      if (v === null || v === undefined) return null;
      const serializer = pglite.serializers[paramTypes[i]!];
      return serializer ? serializer(v) : String(v);
    });
    const run = [wire.bind({ statement: name, values }), wire.execute({}), wire.sync()];
    const message = joined(generic ? [planGeneric, ...run, planDefault] : run);
    const chunks: Uint8Array[] = [];
    // The chunks are views of PGlite's memory, valid during the call only: copied. The message is sent within the
    // synchronous part of the call (the promise it answers settles with nothing left to do: syncToFs is off).
    const start = () => pglite.execProtocolRawStream(message, { syncToFs: false, onRawData: (chunk: Uint8Array) => void chunks.push(chunk.slice()) });
    const call = job.read ? asRead(pglite, start) : start();
    job.answered?.();
    job.answer = joined(chunks);
    return call;
  }

  /** The rows of an answer through the statement's decoder, or PGlite's error for it. */
  function decode(pglite: Session, job: Job): Record<string, unknown>[] {
    const answer = job.answer!;
    const rows = dataRows(answer);
    if (!rows) {
      // An error (or an answer this reader does not know): PGlite's parser reads it and its error is thrown.
      let error: unknown = new Error('the embedded database answered a statement with something unreadable');
      new Parser().parse(answer, (m: any) => {
        if (m instanceof Error && !(error instanceof Error && 'code' in error)) error = m;
      });
      throw error;
    }
    // PGlite's own parsers, through the statement's row shape (db/pg-rows.ts): one object literal per row instead
    // of a property added per column.
    const statement = job.statement!;
    const { name, fields } = job.prepared!;
    const built = (decoded.get(statement) ?? decoded.set(statement, decoderOf(name, fields, pglite.parsers)).get(statement))!;
    const out: Record<string, unknown>[] = new Array(rows.length);
    for (let r = 0; r < rows.length; r++) out[r] = built.shape.build(built.parsers, rows[r]!);
    return out;
  }
}
