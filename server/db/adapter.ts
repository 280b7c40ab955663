// Driver adapter factory: real PostgreSQL (DATABASE_URL, through pg) or the
// embedded PGlite database persisted under <dataDir>/pglite.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import type { Config } from '../kernel/config.ts';

export type AdapterKind = 'pglite' | 'postgres';

export interface AdapterHandle {
  /** Pass to `new PrismaClient({ adapter })` or to the migrate functions. */
  factory: SqlMigrationAwareDriverAdapterFactory;
  kind: AdapterKind;
  /** The embedded instance (kind 'pglite' only). */
  pglite?: PGlite;
  /**
   * Releases what the handle owns: closes the PGlite instance. For 'postgres'
   * the pools belong to the adapters (PrismaClient.$disconnect ends them), so
   * this is a no-op. Call after `prisma.$disconnect()`. Idempotent.
   */
  close(): Promise<void>;
}

export interface AdapterOptions {
  /** Use a throw-away in-memory PGlite instead of DATABASE_URL / <dataDir>/pglite (tests). */
  memory?: boolean;
  /** Pool size for real PostgreSQL. Default 10. */
  max?: number;
}

// A fresh PGlite runs initdb (~2.5 s); loading the data directory of a pristine
// instance takes ~0.6 s. The first in-memory instance of the process is dumped
// (~0.5 s, ~40 MB kept) and later in-memory instances start from that copy.
let pristine: Promise<Blob> | undefined;

async function memoryPglite(): Promise<PGlite> {
  if (pristine) {
    try {
      return await PGlite.create({ loadDataDir: await pristine });
    } catch {
      pristine = undefined;
    }
  }
  const pglite = await PGlite.create();
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
  if (dir === 'memory') return memoryPglite();
  const abs = path.resolve(dir);
  fs.mkdirSync(abs, { recursive: true });
  return PGlite.create(abs);
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
    return fixExecuteScript(await new PrismaPGlite(client).connect(), client);
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    const shadow = await memoryPglite();
    const adapter = fixExecuteScript(await new PrismaPGlite(shadow).connect(), shadow);
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
  const handle: AdapterHandle = {
    factory: new PGliteAdapterFactory(() => {
      opened ??= openPglite('memory').then((p) => (handle.pglite = p));
      return opened;
    }),
    kind: 'pglite',
    close: async () => {
      const p = await opened?.catch(() => undefined);
      if (p && !p.closed) await p.close();
    },
  };
  return handle;
}

export async function createAdapterFactory(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: AdapterOptions = {},
): Promise<AdapterHandle> {
  if (!options.memory && config.databaseUrl) {
    return {
      factory: new PrismaPg({ connectionString: config.databaseUrl, max: options.max ?? 10 }),
      kind: 'postgres',
      close: async () => {},
    };
  }
  const pglite = await openPglite(options.memory ? 'memory' : path.join(config.dataDir, 'pglite'));
  return {
    factory: new PGliteAdapterFactory(pglite),
    kind: 'pglite',
    pglite,
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
