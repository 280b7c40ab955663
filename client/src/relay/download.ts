/**
 * Downloads of files the server writes (list exports, import templates): the
 * answer is read as a Blob, so the rows never pass through the list queries.
 * Same headers, token refresh and error catalogue as every call; a refusal
 * comes back as the JSON envelope and rejects with its message.
 */
import { answerOf } from './rest.ts';
import { RequestError } from './errors.ts';
import { requestHeaders, timedFetch, withRequest } from './transport.ts';
import { t } from '../i18n/index.ts';

/** Time until the server starts answering (the file itself may take longer to arrive). */
const START_TIMEOUT_MS = 60_000;

export interface DownloadedFile {
  blob: Blob;
  /** the name the server gives (Content-Disposition), if any */
  fileName: string | null;
}

/** The file name of a Content-Disposition header (RFC 6266: filename* first). */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      /* a broken encoding: the plain name below */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain ? plain[1]!.trim() : null;
}

/** GETs (no body) or POSTs (a JSON body) an /admin path that answers a file. */
export function downloadFile(path: string, body?: unknown): Promise<DownloadedFile> {
  return withRequest({}, async (token) => {
    const headers = requestHeaders(token, body === undefined ? {} : { 'content-type': 'application/json' });
    const url = path.startsWith('/') ? path : `/admin/${path}`;
    const res = await timedFetch(url, body === undefined ? { method: 'GET', headers } : { method: 'POST', headers, body: JSON.stringify(body) }, START_TIMEOUT_MS);
    const type = res.headers.get('content-type') ?? '';
    if (!res.ok || type.includes('application/json')) {
      await answerOf(res); // rejects with the refusal
      throw new RequestError(t('request.failed', { status: res.status }), { status: res.status });
    }
    try {
      return { blob: await res.blob(), fileName: dispositionName(res.headers.get('content-disposition')) };
    } catch {
      // the server cut the answer (a failure midway): the file would be short
      throw new RequestError(t('request.network'));
    }
  });
}
