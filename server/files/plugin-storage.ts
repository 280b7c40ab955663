/**
 * Storage plugins (hook `storage`, see plugins/hooks.ts): while one is
 * enabled, uploads go to the S3-compatible bucket its configuration names;
 * disabled again, they go back to the configured storage (STORAGE). The
 * plugin is looked up in the upload's own transaction at every upload, so
 * every server process follows a switch at once. Files are found where
 * they are: the configured storage first, then the bucket of every
 * installed storage plugin (enabled or not), so a switch loses no file.
 */
import type { Db } from '../kernel/context.ts';
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
      s = new S3Storage(settings);
      this.cache.set(id, s);
    }
    return s;
  }

  /** Where an upload made in this transaction goes. */
  async forUpload(db: Db): Promise<FileStorage> {
    const row = await db.pluginInfo.findFirst({ where: { hook: 'storage', status: 1 }, select: { config: true } });
    return (row && this.storageOf((row.config ?? {}) as Config)) || this.base;
  }

  /** The storage holding a key, or null. */
  async locate(key: string): Promise<FileStorage | null> {
    if (await this.base.stat(key)) return this.base;
    if (!this.db) return null;
    const rows = await this.db.pluginInfo.findMany({ where: { hook: 'storage' }, select: { config: true }, orderBy: { status: 'desc' } });
    for (const row of rows) {
      const s = this.storageOf((row.config ?? {}) as Config);
      if (s && (await s.stat(key).catch(() => null))) return s;
    }
    return null;
  }

  async close(): Promise<void> {
    for (const s of this.cache.values()) await s.close().catch(() => {});
    this.cache.clear();
  }
}
