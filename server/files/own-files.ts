/**
 * The file gate: a column that holds files (files/columns.ts, kinds image,
 * images, file, files) takes only files of this product — what the upload
 * pipeline answered (files/service.ts store): `/upload/<key>`, or the same
 * address absolute under this site's own base (`ctx.publicUrl`, the
 * PUBLIC_URL setting or the request's host, http/public-url.ts), which is
 * how the upload answers it. Everything else is refused with a translated
 * 1001 naming the field: `javascript:`, `data:`, other hosts, `//host`,
 * paths that are not a key the server makes (`/upload/../x`, `/admin/…`).
 *
 * Why not any http(s) address: a file column is evidence and content the
 * product keeps (a ballot's photo, a proxy's letter, a correction's proof),
 * served with our inert headers and kept by the cleanup while a row names
 * it; an outside address is none of that (it can change, vanish or serve
 * active content under our page's name).
 *
 * Every path that writes a declared column calls refuseForeignFiles with the
 * column's model: the entity kit's writes (crud/validate.ts), the vote casts
 * (meeting-flow.ts castVotesIn), the correction (objection.ts).
 */
import { AppError } from '../kernel/errors.ts';
import { modelInfo } from '../crud/datamodel.ts';
import { UPLOAD_COLUMNS, type UploadKind } from './columns.ts';
import { isValidKey } from './storage.ts';

/** `/upload/<key>`, optionally with a query (a signed URL sent back); nothing to traverse, no blanks. */
const UPLOAD_PATH = /^\/upload\/([^?#\s\\]+)(?:\?[^#\s\\]*)?$/;
/** An absolute address: scheme and authority (no user info), then the path and query. */
const ABSOLUTE = /^(https?:\/\/[^/?#\\\s@]+)(\/[^?#\s\\]*(?:\?[^#\s\\]*)?)$/i;

/**
 * The storage key a file address of ours names, or null: `/upload/<key>`,
 * or `<base>/upload/<key>` where base is this site's address (scheme, host,
 * port and path prefix compared as URLs compare them). Without a base only
 * the relative form is ours.
 */
export function ownUploadKey(url: unknown, base: string): string | null {
  if (typeof url !== 'string') return null;
  let path = url.trim();
  if (!path.startsWith('/')) {
    const m = ABSOLUTE.exec(path);
    if (!m || !base) return null;
    let site: URL;
    let origin: string;
    try {
      site = new URL(base);
      origin = new URL(m[1]!).origin;
    } catch {
      return null;
    }
    if (origin !== site.origin) return null;
    const prefix = site.pathname.replace(/\/+$/, '');
    if (!m[2]!.startsWith(`${prefix}/upload/`)) return null;
    path = m[2]!.slice(prefix.length);
  }
  const key = UPLOAD_PATH.exec(path)?.[1];
  return key && isValidKey(key) ? key : null;
}

/** The URLs of a file column's value: one URL, a JSON list (of URLs or {url} objects), or a comma-separated list. */
export function urlsInValue(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v) => (typeof v === 'object' && v !== null && 'url' in v ? urlsInValue((v as { url: unknown }).url) : urlsInValue(v)));
  if (typeof value === 'object') return 'url' in value ? urlsInValue((value as { url: unknown }).url) : [String(value)];
  const s = String(value).trim();
  if (s === '') return [];
  if (s.startsWith('[') || s.startsWith('"')) {
    try {
      return urlsInValue(JSON.parse(s));
    } catch {
      return [s];
    }
  }
  return s.includes(',') ? s.split(',').map((p) => p.trim()).filter(Boolean) : [s];
}

/** The declared file columns of a model (not the free-text ones, which may name files among other things). */
export function fileColumnsOf(model: string): [string, Exclude<UploadKind, 'text'>][] {
  return Object.entries(UPLOAD_COLUMNS[model] ?? {}).filter((e): e is [string, Exclude<UploadKind, 'text'>] => e[1] !== 'text');
}

/** How a refusal names a column: its label, translated by the caller's language. */
function fieldOf(model: string, column: string) {
  const f = modelInfo(model).byName.get(column);
  return { label: f?.label || column, name: column, model };
}

type Refuse = (key: 'upload.notOwnFile', params: Record<string, unknown>, field: string) => Error;
const plainRefusal: Refuse = (key, params, field) => new AppError(key, params, 1001, field);

/**
 * Refuses a row whose declared file columns (the ones present in `row`)
 * name anything but files of this product. `refuse` shapes the error (a
 * batch names its row); by default an AppError 1001 on the column.
 */
export function refuseForeignFiles(model: string, row: Record<string, unknown>, base: string, refuse: Refuse = plainRefusal): void {
  for (const [column] of fileColumnsOf(model)) {
    const value = row[column];
    if (value === null || value === undefined) continue;
    for (const url of urlsInValue(value)) {
      if (ownUploadKey(url, base) === null) throw refuse('upload.notOwnFile', { field: fieldOf(model, column) }, column);
    }
  }
}
