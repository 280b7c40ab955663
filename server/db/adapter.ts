// Driver adapter factory: real PostgreSQL (DATABASE_URL, through pg) or the
// embedded PGlite database persisted under <dataDir>/pglite.
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { DriverAdapterError, type SqlDriverAdapter, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
// The embedded database's modules are loaded when it is opened: a server on PostgreSQL never needs them (about 12 MB at start).
const loadPglite = async () => (await import('@electric-sql/pglite')).PGlite;
const loadPrismaPglite = async () => (await import('pglite-prisma-adapter')).PrismaPGlite;
import type { Config } from '../kernel/config.ts';
import { startEmbeddedMaintenance, type EmbeddedMaintenance } from './embedded-maintenance.ts';
import { pgConnection } from './hosts.ts';

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
  /** Adds what `close()` also ends (the read path's own pools: server/read/index.ts bindReads). */
  onClose(fn: () => Promise<void>): void;
  /** Every SQL statement the adapters run, as it runs (tests count them; crud/service.ts promises a bounded number per list). */
  statements: StatementObserver;
  /** The pg pool Prisma's client is connected through (kind 'postgres' only; undefined before it connects): the metrics read its counts. */
  pool?: () => pg.Pool | undefined;
  /** The settings of Prisma's pg pool (kind 'postgres'): the read path opens its own pools with them (server/read/pg.ts). */
  poolConfig?: pg.PoolConfig;
  /** Each statement starts in a turn of the event loop of its own (the server's embedded database): the read path's batches do too. */
  yielding?: boolean;
}

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
  /** Whether anyone listens (the read path reports its own statements only then). */
  listening(): boolean;
  /** Reports a statement sent outside the adapters (server/read): listeners count it like Prisma's. */
  report(e: StatementEvent): void;
}

type Observed = { queryRaw: SqlDriverAdapter['queryRaw']; executeRaw: SqlDriverAdapter['executeRaw'] };

/**
 * Adapters whose statements are reported to listeners. With none listening
 * (production) the cost is one size check per statement.
 */
function observed(factory: SqlMigrationAwareDriverAdapterFactory): { factory: SqlMigrationAwareDriverAdapterFactory; statements: StatementObserver } {
  const listeners = new Set<(e: StatementEvent) => void>();
  const wrap = <T extends Observed>(target: T): T => {
    for (const method of ['queryRaw', 'executeRaw'] as const) {
      const run = (target[method] as (q: { sql: string; args?: unknown[] }) => Promise<unknown>).bind(target);
      (target as Record<string, unknown>)[method] = async (q: { sql: string; args?: unknown[] }) => {
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
  return {
    factory,
    statements: {
      listen(fn) {
        listeners.add(fn);
        return () => listeners.delete(fn);
      },
      listening: () => listeners.size > 0,
      report(e) {
        for (const fn of listeners) fn(e);
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
 * (docs/read-path.md "On the embedded database"). One turn per
 * statement lets the server read new requests and send answers in between.
 * (The read path's statements of one turn share the next: server/read/pglite.ts.)
 */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

function yieldingBetweenStatements(factory: SqlMigrationAwareDriverAdapterFactory): SqlMigrationAwareDriverAdapterFactory {
  const wrap = <T extends Observed>(target: T): T => {
    for (const method of ['queryRaw', 'executeRaw'] as const) {
      const run = (target[method] as (q: unknown) => Promise<unknown>).bind(target);
      (target as Record<string, unknown>)[method] = async (q: unknown) => {
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
  /**
   * With `memory`: the in-memory database starts from this file, a data directory written by PGlite's
   * `dumpDataDir('none')` (loaded through its `loadDataDir` option), instead of an empty one. The tests
   * migrate and seed one such snapshot per run and start every embedded app from it (tests/support/test-databases.ts).
   */
  memorySnapshot?: string;
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
  return dir === 'memory' ? memoryPglite() : openPgliteAt(dir);
}

/** A fresh in-memory PGlite holding the data directory of `tarball` (AdapterOptions.memorySnapshot). */
async function openPgliteSnapshot(tarball: string): Promise<PGlite> {
  return (await loadPglite()).create({ loadDataDir: await fs.openAsBlob(tarball), extensions: await pgliteExtensions() });
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
  adapter.executeScript = async (script: string) => {
    try {
      await client.exec(script);
    } catch (e) {
      throw asAdapterError(e);
    }
  };
  return adapter;
}

/**
 * A database error of PGlite as the driver adapter interface's documented error for PostgreSQL
 * (`DriverAdapterError` with kind 'postgres', from @prisma/driver-adapter-utils), the way Prisma's
 * adapters report a database error they do not map further; anything else as it is.
 */
function asAdapterError(e: unknown): unknown {
  const err = e as { code?: unknown; severity?: unknown; message?: unknown; detail?: unknown; column?: unknown; hint?: unknown };
  if (!(e instanceof Error) || typeof err.code !== 'string') return e;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return new DriverAdapterError({
    kind: 'postgres',
    code: err.code,
    severity: text(err.severity) ?? 'ERROR',
    message: e.message,
    detail: text(err.detail),
    column: text(err.column),
    hint: text(err.hint),
    originalCode: err.code,
    originalMessage: e.message,
  });
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
  const ends = closers();
  let opened: Promise<PGlite> | undefined;
  const open = () => (opened ??= openPglite('memory').then((p) => (handle.pglite = p)));
  const handle: AdapterHandle = {
    ...observed(new PGliteAdapterFactory(open)),
    kind: 'pglite',
    onClose: ends.onClose,
    close: async () => {
      await ends.run();
      const p = await opened?.catch(() => undefined);
      if (p && !p.closed) await p.close();
    },
  };
  return handle;
}

/** The pool settings @prisma/adapter-pg takes. */
type AdapterPoolConfig = Exclude<ConstructorParameters<typeof PrismaPg>[0], string | { connect(): unknown }>;

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
    // Several hosts and target_session_attrs in DATABASE_URL: every connection goes to the server accepting writes (db/hosts.ts).
    ...pgConnection(connectionString),
    max: max ?? (Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_POOL_MAX),
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

/** What a handle ends on close besides its own: run once, in order, each failure ignored. */
function closers(): { onClose(fn: () => Promise<void>): void; run(): Promise<void> } {
  const fns: (() => Promise<void>)[] = [];
  return {
    onClose: (fn) => void fns.push(fn),
    async run() {
      for (const fn of fns.splice(0)) await fn().catch(() => {});
    },
  };
}

export async function createAdapterFactory(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'embeddedMaintenanceMs'>>,
  options: AdapterOptions = {},
): Promise<AdapterHandle> {
  if (!options.memory && config.databaseUrl) {
    const settings = poolConfig(config.databaseUrl, options.max);
    // @prisma/adapter-pg is typed against its own, newer copy of @types/pg; the pg Client at run time is the same one.
    const factory = new PrismaPg({ ...settings, Client: settings.Client as unknown as AdapterPoolConfig['Client'] });
    const pool = adapterPools(factory);
    const ends = closers();
    return {
      ...observed(factory),
      pool,
      poolConfig: settings,
      kind: 'postgres',
      onClose: ends.onClose,
      close: ends.run,
    };
  }
  const pglite = options.memory && options.memorySnapshot ? await openPgliteSnapshot(options.memorySnapshot) : await openPglite(options.memory ? 'memory' : path.join(config.dataDir, 'pglite'));
  // PGlite has no autovacuum: its tables are analyzed and vacuumed by this (db/embedded-maintenance.ts).
  const maintenance = startEmbeddedMaintenance(pglite, { intervalMs: config.embeddedMaintenanceMs ?? 60_000 });
  const ends = closers();
  return {
    ...observed(yieldingBetweenStatements(new PGliteAdapterFactory(pglite))),
    kind: 'pglite',
    pglite,
    yielding: true,
    maintenance,
    onClose: ends.onClose,
    close: async () => {
      await ends.run();
      await maintenance.stop();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * The pool of the adapter Prisma's client is connected through, for the metrics' connection counts
 * (ops/database-metrics.ts). It reads the adapter's `client` property, which @prisma/adapter-pg does not document;
 * the metrics are its only user (the read path has pools of its own: server/read/pg.ts). Each adapter the factory connects owns a pool of its own (Prisma's adapter ends it on dispose, which is
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
