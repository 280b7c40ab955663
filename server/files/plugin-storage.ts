/**
 * Storage plugins (hook `storage`, see plugins/hooks.ts): while one is
 * enabled, uploads go to the S3-compatible bucket its configuration names;
 * disabled again, they go back to the configured storage (STORAGE). The
 * plugin is looked up in the upload's own transaction at every upload, so
 * every server process follows a switch at once.
 *
 * Where a file went is written down when it is stored: a file stored by a
 * plugin has a row in file_location (its key and the plugin's keyName),
 * written in the upload's transaction; every other file is in the
 * configured storage. Serving a file (files/service.ts) asks that row, not
 * the buckets: a key nobody stored is answered 404 without any plugin
 * being called, and a plugin is called only while it is installed and
 * enabled — a disabled plugin is never called at all (its files answer 404
 * until it is enabled again). Every call to a bucket goes through the
 * outbound guard (http/outbound.ts).
 */
import type { Db } from '../kernel/context.ts';
import type { Outbound } from '../http/outbound.ts';
import { S3Storage, type FileStorage } from './storage.ts';

type Config = Record<string, unknown>;

function text(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

export class PluginStorages {
  private readonly cache = new Map<string, S3Storage>();

  constructor(
    private readonly base: FileStorage,
    private readonly db: Db | null,
    private readonly outbound: Outbound,
  ) {}

  /** The bucket of a storage plugin's configuration (one client per distinct configuration). */
  storageOf(config: Config): S3Storage | null {
    const bucket = text(config.bucket);
    if (!bucket) return null;
    const endpoint = text(config.endpoint);
    const rawPrefix = text(config.prefix) ?? '';
    if (/(^|\/)\.\.?(\/|$)|^\//.test(rawPrefix)) return null;
    const prefix = rawPrefix && !rawPrefix.endsWith('/') ? `${rawPrefix}/` : rawPrefix;
    const settings = {
      kind: 's3' as const,
      bucket,
      region: text(config.region) ?? 'us-east-1',
      endpoint: endpoint && /^https?:\/\//i.test(endpoint) ? endpoint : undefined,
      accessKeyId: text(config.accessKeyId),
      secretAccessKey: text(config.secretAccessKey),
      forcePathStyle: typeof config.forcePathStyle === 'boolean' ? config.forcePathStyle : endpoint !== undefined,
      prefix,
    };
    const id = JSON.stringify(settings);
    let s = this.cache.get(id);
    if (!s) {
      s = new S3Storage(settings, this.outbound);
      this.cache.set(id, s);
    }
    return s;
  }

  /** Where an upload made in this transaction goes, and the keyName of the plugin that holds it (null: the configured storage). */
  async forUpload(db: Db): Promise<{ storage: FileStorage; pluginKey: string | null }> {
    const row = await db.pluginInfo.findFirst({ where: { hook: 'storage', status: 1 }, select: { keyName: true, config: true } });
    const storage = row && this.storageOf((row.config ?? {}) as Config);
    return storage ? { storage, pluginKey: row.keyName } : { storage: this.base, pluginKey: null };
  }

  /** Writes down, in the upload's transaction, that a plugin holds a file. */
  async record(db: Db, key: string, pluginKey: string): Promise<void> {
    await db.fileLocation.create({ data: { key, pluginKey } });
  }

  /**
   * The storage holding a key, or null: the enabled plugin its file_location
   * row names, else (no row) the configured storage. Asks no bucket. `db`:
   * the caller's transaction, when it holds one (the embedded database has a
   * single connection: a read outside the transaction would wait for it).
   */
  async holderOf(key: string, db: Db | null = this.db): Promise<FileStorage | null> {
    if (!db) return this.base;
    const at = await db.fileLocation.findUnique({ where: { key }, select: { pluginKey: true } });
    if (!at) return this.base;
    const plugin = await db.pluginInfo.findUnique({ where: { keyName: at.pluginKey }, select: { hook: true, status: true, config: true } });
    if (!plugin || plugin.hook !== 'storage' || plugin.status !== 1) return null;
    return this.storageOf((plugin.config ?? {}) as Config);
  }

  async close(): Promise<void> {
    for (const s of this.cache.values()) await s.close().catch(() => {});
    this.cache.clear();
  }
}
