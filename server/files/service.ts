/**
 * The one upload pipeline: every form's files (avatars, banners, notices,
 * meetings, repairs, candidates…) and the file space's documents pass
 * through `store()`: at most 9 files a request, each within the size limit
 * of the parameter `uploadMaxSize` (MB, default 100), its bytes agreeing
 * with its name's type group (files/types.ts). Every file is checked before
 * any is written; it is stored under a name the server makes
 * (<area>/<yyyymmdd>/<random>.<ext>), never one the client chose.
 *
 * Serving (`serve()`, GET /upload/<key>): public uploads (app/base/…) are
 * capability URLs — 128 random bits in the name — that <img> can show
 * without a token; private files (space/…: file-space documents, vote
 * tables) are served only with a signature the server issues to a viewer
 * who may read the row naming the file (a signed URL valid for two hours),
 * and only while that row exists and that viewer still holds its
 * community (columns.ts PRIVATE_FILE_HOLDERS): a deleted document, or a
 * viewer taken off the community, is answered at once, not when the URL
 * expires. A file is looked for only where it was stored (plugin-storage.ts):
 * a key nobody stored is answered 404 without any storage plugin being
 * asked, and a disabled plugin is never called. The headers make every answer inert:
 * the Content-Type of the checked type, nosniff, a sandboxing CSP, and a
 * download (attachment) for everything but images, audio, video and PDF.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../kernel/errors.ts';
import { asDiskFull } from '../kernel/disk-full.ts';
import type { Db, FilesPort, StoredFile, UploadArea } from '../kernel/context.ts';
import { refusalOf, type Outbound } from '../http/outbound.ts';
import { currentCommunities } from '../auth/service.ts';
import { delegate } from '../crud/tx.ts';
import { PRIVATE_FILE_HOLDERS } from './columns.ts';
import { checkType, cleanName, contentTypeOf, extensionOf, isInline } from './types.ts';
import { isValidKey, type FileStorage, type Source } from './storage.ts';
import { tempPathOf } from './multipart.ts';
import { PluginStorages } from './plugin-storage.ts';

export const MAX_FILES = 9;
export const DEFAULT_LIMIT_MB = 100;
/** The size limit parameter can go up to this (MB). */
export const MAX_LIMIT_MB = 1024;
export const LIMIT_PARAM = 'uploadMaxSize';
/** How long a signed URL of a private document serves it. */
export const SIGNED_TTL_SECONDS = 2 * 3600;
const HEAD_BYTES = 64 * 1024;
const CHUNK = 1 << 20;

export const UPLOAD_PREFIX = '/upload/';

/** What resolvers receive for a File argument (Node's File from the REST layer, yoga's File over GraphQL). */
interface BlobLike {
  name?: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

function isBlobLike(v: unknown): v is BlobLike {
  return !!v && typeof v === 'object' && typeof (v as BlobLike).size === 'number' && typeof (v as BlobLike).arrayBuffer === 'function';
}

/** Reads a file by ranges: a Node Blob (the REST layer's, backed by a temporary file) lazily; yoga's (in memory already) at once. */
function readerOf(file: BlobLike): (start: number, end: number) => Promise<Buffer> {
  if (file instanceof Blob) return async (start, end) => Buffer.from(await file.slice(start, end).arrayBuffer());
  let all: Promise<Buffer> | null = null;
  return async (start, end) => (await (all ??= file.arrayBuffer().then((b) => Buffer.from(b)))).subarray(start, end);
}

function sourceOf(file: BlobLike, read: (start: number, end: number) => Promise<Buffer>): Source {
  return {
    size: file.size,
    path: tempPathOf(file),
    open: () =>
      Readable.from(
        (async function* () {
          for (let at = 0; at < file.size; at += CHUNK) yield await read(at, Math.min(file.size, at + CHUNK));
        })(),
      ),
  };
}

function day(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}`;
}

/** The storage key of one of our file URLs (absolute or not, signed or not), or null. */
export function keyOfUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const i = url.indexOf(UPLOAD_PREFIX);
  if (i < 0) return null;
  const key = url.slice(i + UPLOAD_PREFIX.length).split(/[?#]/)[0]!;
  return isValidKey(key) ? key : null;
}

/** Every file key named anywhere in a text or JSON value (rich text, lists of URLs, recycled rows). */
export function keysIn(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (value === null || value === undefined) return out;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  for (const m of text.matchAll(/\/upload\/((?:app\/base|space)\/\d{8}\/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,10})/g)) out.add(m[1]!);
  return out;
}

function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A single `bytes=` range of a Range header: [start, end|null]; 'bad' when it cannot be served. */
function parseRange(header: string | undefined, size: number): { start: number; end: number | null } | 'bad' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'bad';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? null : Number(m[2]);
  if (start >= size || (end !== null && end < start)) return 'bad';
  return { start, end };
}

export class FilesService implements FilesPort {
  private readonly key: Buffer;
  /** Storage plugins: where uploads go while one is enabled, and where older files are found. */
  readonly plugins: PluginStorages;

  constructor(
    readonly storage: FileStorage,
    secret: string,
    private readonly db: Db | null,
    outbound: Outbound,
  ) {
    this.plugins = new PluginStorages(storage, db, outbound);
    // A key of its own, derived from the server secret: a signed file URL is no token.
    this.key = createHmac('sha256', secret).update('files:signed-url').digest();
  }

  async limitBytes(db: Db): Promise<number> {
    const row = await db.baseSysParam.findUnique({ where: { keyName: LIMIT_PARAM }, select: { data: true } }).catch(() => null);
    const mb = Number(String(row?.data ?? '').trim());
    const limit = Number.isFinite(mb) && mb > 0 ? Math.min(mb, MAX_LIMIT_MB) : DEFAULT_LIMIT_MB;
    return Math.floor(limit * 1024 * 1024);
  }

  async store(db: Db, files: unknown[], area: UploadArea): Promise<StoredFile[]> {
    if (!Array.isArray(files) || files.length === 0) throw new AppError('upload.noFile', {}, 1001, 'file');
    if (files.length > MAX_FILES) throw new AppError('upload.tooMany', { max: MAX_FILES }, 1001, 'file');
    const limit = await this.limitBytes(db);
    const mb = Math.round((limit / 1024 / 1024) * 100) / 100;
    // Every file is checked before any is written.
    const checked = [];
    for (const file of files) {
      if (!isBlobLike(file)) throw new AppError('upload.noFile', {}, 1001, 'file');
      const name = cleanName(String(file.name ?? ''));
      if (!name) throw new AppError('upload.badName', { name: String(file.name ?? '').slice(0, 60) }, 1001, 'file');
      if (file.size > limit) throw new AppError('upload.tooLarge', { name, mb }, 1001, 'file');
      const read = readerOf(file);
      const head = new Uint8Array(await read(0, Math.min(HEAD_BYTES, file.size)));
      const type = await checkType(name, head);
      if ('reason' in type) throw new AppError(type.reason === 'forbidden' ? 'upload.forbiddenType' : type.reason === 'name' ? 'upload.badName' : 'upload.typeMismatch', { name }, 1001, 'file');
      checked.push({ file, read, name, ...type });
    }
    const prefix = area === 'space' ? 'space' : 'app/base';
    const out: StoredFile[] = [];
    const { storage: target, pluginKey } = await this.plugins.forUpload(db);
    for (const c of checked) {
      const key = `${prefix}/${day()}/${randomBytes(16).toString('hex')}.${c.ext}`;
      try {
        await target.put(key, sourceOf(c.file, c.read), c.contentType);
      } catch (err) {
        // All of the request's files or none: those stored before this one go again (no row names them yet;
        // the storage removed this one's partial bytes itself).
        await Promise.all(out.map((f) => target.delete(f.key).catch(() => {})));
        // A storage plugin whose endpoint the outbound guard refuses: said so, translated.
        const refused = refusalOf(err);
        if (refused) throw new AppError('outbound.storageRefused', { reason: refused.asMessage() }, 1001, 'file');
        // A full disk: the translated DiskFullError (kernel/disk-full.ts).
        throw asDiskFull(err, `storing ${key}`);
      }
      if (pluginKey) await this.plugins.record(db, key, pluginKey);
      out.push({ url: UPLOAD_PREFIX + key, key, name: c.name, size: c.file.size, group: c.group, ext: c.ext, contentType: c.contentType });
    }
    return out;
  }

  private signature(key: string, expires: string, name: string, download: string, viewer: string): string {
    return createHmac('sha256', this.key).update(`${key}\n${expires}\n${name}\n${download}\n${viewer}`).digest('base64url').slice(0, 43);
  }

  /**
   * The URL of a private file for `viewer` (u=<their user id>, signed with
   * the rest): served while it has not expired, while a row holds the file
   * and while that viewer still holds the row's community. Without a viewer
   * the URL serves nothing.
   */
  signedUrl(url: string, viewer: { userId: number } | null, opts: { name?: string | null; download?: boolean; ttlSeconds?: number } = {}): string {
    const key = keyOfUrl(url);
    if (!key) return url;
    const expires = String(Math.floor(Date.now() / 1000) + (opts.ttlSeconds ?? SIGNED_TTL_SECONDS));
    const name = (opts.name ?? '').slice(0, 200);
    const download = opts.download ? '1' : '';
    const who = viewer ? String(viewer.userId) : '';
    const q = new URLSearchParams({ e: expires });
    if (name) q.set('n', name);
    if (download) q.set('d', download);
    if (who) q.set('u', who);
    q.set('s', this.signature(key, expires, name, download, who));
    return `${UPLOAD_PREFIX}${key}?${q}`;
  }

  private signatureValid(key: string, q: URLSearchParams): boolean {
    const expires = q.get('e') ?? '';
    if (!/^\d{1,12}$/.test(expires) || Number(expires) < Date.now() / 1000) return false;
    const expected = Buffer.from(this.signature(key, expires, q.get('n') ?? '', q.get('d') ?? '', q.get('u') ?? ''));
    const given = Buffer.from(q.get('s') ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The communities of the rows holding a private file now (none: no row names it any more). */
  private async holdersOf(key: string): Promise<number[]> {
    if (!this.db) return [];
    const url = UPLOAD_PREFIX + key;
    const found = await Promise.all(
      PRIVATE_FILE_HOLDERS.map(async (h) => {
        // ['space', 'areaId'] → { space: { select: { areaId: true } } }
        const select = h.community.reduceRight<Record<string, unknown>>((inner, name, i) => (i === h.community.length - 1 ? { [name]: true } : { [name]: { select: inner } }), {});
        const rows: Record<string, unknown>[] = await delegate(this.db!, h.model).findMany({ where: { [h.column]: url }, select, take: 10 });
        return rows.map((r) => h.community.reduce<unknown>((v, name) => (v as Record<string, unknown> | null)?.[name], r));
      }),
    );
    return found.flat().filter((v): v is number => Number.isInteger(v));
  }

  /**
   * Whether a signed private file may be served now: 404 when no row holds
   * it any more, 403 when the viewer it was signed for is gone, disabled or
   * holds none of the holders' communities; null when it may.
   */
  private async privateRefusal(key: string, params: URLSearchParams): Promise<404 | 403 | null> {
    const communities = await this.holdersOf(key);
    if (communities.length === 0) return 404;
    const userId = Number(params.get('u'));
    if (!this.db || !Number.isInteger(userId) || userId <= 0) return 403;
    const reach = await currentCommunities(this.db, userId);
    if (reach === undefined) return 403;
    if (reach !== null && !communities.some((c) => reach.includes(c))) return 403;
    return null;
  }

  /** GET/HEAD /upload/<key>: the file, with headers that keep it inert (security headers are set by the caller). */
  async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = req.url ?? '/';
    const q = raw.indexOf('?');
    const path = q < 0 ? raw : raw.slice(0, q);
    const params = new URLSearchParams(q < 0 ? '' : raw.slice(q + 1));
    const plain = (status: number, text: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
      res.end(text);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(405, 'Method Not Allowed', { allow: 'GET, HEAD' });
    // The raw path must be exactly a key we make: no dots, no encoded separators, nothing to traverse.
    const key = path.startsWith(UPLOAD_PREFIX) ? path.slice(UPLOAD_PREFIX.length) : '';
    if (!isValidKey(key)) return plain(404, 'Not Found');
    const isPrivate = key.startsWith('space/');
    const signed = params.has('s') && this.signatureValid(key, params);
    if (isPrivate && !signed) return plain(403, 'Forbidden');
    if (isPrivate) {
      const refusal = await this.privateRefusal(key, params);
      if (refusal) return plain(refusal, refusal === 404 ? 'Not Found' : 'Forbidden');
    }
    const holder = await this.plugins.holderOf(key);
    let stat: { size: number } | null = null;
    try {
      stat = holder && (await holder.stat(key));
    } catch (err) {
      // A plugin's endpoint the outbound guard refuses now (OUTBOUND_ALLOW_HOSTS changed): nothing to serve.
      const refused = refusalOf(err);
      if (!refused) throw err;
      console.error(`[files] ${key}: ${refused.message}`);
    }
    if (!holder || !stat) return plain(404, 'Not Found');
    const range = parseRange(req.headers.range, stat.size);
    if (range === 'bad') return plain(416, 'Range Not Satisfiable', { 'content-range': `bytes */${stat.size}` });
    const ext = extensionOf(key);
    const inline = isInline(ext) && !(signed && params.get('d') === '1');
    const name = (signed && params.get('n')) || key.slice(key.lastIndexOf('/') + 1);
    const headers: Record<string, string> = {
      'content-type': contentTypeOf(ext),
      'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', name),
      'accept-ranges': 'bytes',
      // Public names never change content. A private file is asked for again every time (its row may be
      // deleted, its viewer taken off the community: the answer must follow at once).
      'cache-control': isPrivate ? 'private, no-cache' : 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    };
    // Chromium's PDF viewer is a plugin, which a sandboxed document may not load: a PDF gets the CSP without `sandbox`.
    if (ext === 'pdf') headers['content-security-policy'] = String(res.getHeader('content-security-policy') ?? '').replace(/;\s*sandbox\b/, '');
    if (req.method === 'HEAD') {
      res.writeHead(200, { ...headers, 'content-length': String(stat.size) });
      res.end();
      return;
    }
    const got = await holder.get(key, range ?? undefined);
    if (!got) return plain(404, 'Not Found');
    const length = got.size === 0 ? 0 : got.end - got.start + 1;
    if (range) res.writeHead(206, { ...headers, 'content-length': String(length), 'content-range': `bytes ${got.start}-${got.end}/${got.size}` });
    else res.writeHead(200, { ...headers, 'content-length': String(length) });
    await pipeline(got.body, res).catch(() => {
      /* the client went away */
    });
  }

  /**
   * The SHA-256 (hex) of a stored file's bytes, read wherever it is kept (the
   * configured storage or a storage plugin); null when the URL names none of
   * our files or no storage holds it. The ballot record states a proxy's
   * letter of authorisation by this digest (docs/ballot-record.md). `db`:
   * the caller's transaction (where a storage plugin's file is looked up).
   */
  async sha256Of(url: string, db: Db): Promise<string | null> {
    const key = keyOfUrl(url);
    if (!key) return null;
    const holder = await this.plugins.holderOf(key, db);
    const got = holder && (await holder.get(key));
    if (!got) return null;
    const hash = createHash('sha256');
    for await (const chunk of got.body) hash.update(chunk as Buffer);
    return hash.digest('hex');
  }
}
