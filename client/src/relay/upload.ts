/**
 * Uploads with progress: a multipart POST through XMLHttpRequest (fetch has
 * no upload progress), with the same headers, token refresh, envelope and
 * error catalogue as every other call (transport.ts, rest.ts). Used by the
 * Upload component (base/comm/upload, the legacy fields `file` and `key`)
 * and the file space (space/info/upload).
 */
import { t } from '../i18n/index.ts';
import { RequestError } from './errors.ts';
import { requestHeaders, statusError, withRequest } from './transport.ts';

/** Large files take longer than the 30 s of ordinary calls; an upload may take up to 10 minutes. */
export const UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;
/** SPEC §2/§9: up to 9 files, size limit 100 (MB), preview 120. The server's parameter decides; these bound what is sent. */
export const MAX_FILES = 9;
export const MAX_FILE_MB = 100;
export const PREVIEW_SIZE = 120;

export interface UploadOptions {
  /** fraction sent, 0..1 */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POSTs the form to an /admin path and answers the envelope's data. */
export function postForm<T>(path: string, form: FormData, opts: UploadOptions = {}): Promise<T> {
  return withRequest({ silent: true }, (token) =>
    new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', path.startsWith('/') ? path : `/admin/${path}`);
      xhr.timeout = UPLOAD_TIMEOUT_MS;
      for (const [k, v] of Object.entries(requestHeaders(token))) xhr.setRequestHeader(k, v);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) opts.onProgress?.(e.loaded / e.total);
      };
      xhr.onload = () => {
        let envelope: { code?: number; message?: string; data?: unknown } | null = null;
        try {
          envelope = JSON.parse(xhr.responseText);
        } catch {
          /* not JSON */
        }
        const failure = statusError(xhr.status, envelope?.message);
        if (failure) return reject(failure);
        if (xhr.status < 200 || xhr.status >= 300) return reject(new RequestError(envelope?.message || t('upload.failed'), { status: xhr.status }));
        if (envelope && envelope.code === 1000) {
          opts.onProgress?.(1);
          return resolve(envelope.data as T);
        }
        reject(new RequestError(envelope?.message || t('upload.failed'), { status: xhr.status, code: envelope?.code, data: envelope?.data }));
      };
      xhr.onerror = () => reject(new RequestError(t('request.network')));
      xhr.ontimeout = () => reject(new RequestError(t('request.timeout')));
      xhr.onabort = () => reject(new RequestError(t('upload.cancelled')));
      opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    }),
  );
}

/** One file through base/comm/upload (multipart `file` and `key`, as the legacy client sends): its URL. */
export function uploadFile(file: File, opts: UploadOptions = {}): Promise<string> {
  const form = new FormData();
  form.append('key', file.name);
  form.append('file', file, file.name);
  return postForm<string>('base/comm/upload', form, opts);
}

/** Whether a file is an image by its name (SPEC §9 image group). */
export function isImageName(name: string): boolean {
  return /\.(bmp|jpe?g|png|tiff?|gif|svg|webp)$/i.test(name.split(/[?#]/)[0]!);
}
