/**
 * Helper for the legacy REST API under /admin (uploads and legacy calls), with
 * the envelope and error catalogue of SPEC §8: code 1000 → data; another code →
 * rejected with the message; a body without code → the body; HTTP 401 logs
 * out, 403/500/502 go to their pages; network errors → the network message;
 * timeout 30 s.
 */
import { t } from '../i18n/index.ts';
import { RequestError } from './errors.ts';
import { requestHeaders, statusError, timedFetch, withRequest } from './transport.ts';

export interface RestOptions {
  method?: 'GET' | 'POST';
  /** POST body: JSON, or FormData for uploads */
  data?: unknown;
  /** query parameters (GET) */
  params?: Record<string, unknown>;
  timeout?: number;
}

/** Calls that need no token (SPEC §6). */
const NO_TOKEN = ['/open/login', '/open/captcha', '/open/refreshToken', '/open/html', '/open/eps', '/comm/program', '/dict/info/types', '/plugin/info/install', '/adviceTodo', '/param/html'];
/** Calls without the progress bar (SPEC §7). */
const NO_PROGRESS = ['/upload', '/eps', '/comm/person', '/comm/permmenu', '/dict/info/data'];

const SUCCESS = 1000;

function fullUrl(url: string, params?: Record<string, unknown>): string {
  const path = url.startsWith('/') ? url : `/admin/${url}`;
  if (!params) return path;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    q.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const s = q.toString();
  return s ? `${path}${path.includes('?') ? '&' : '?'}${s}` : path;
}

export async function request<T = unknown>(url: string, options: RestOptions = {}): Promise<T> {
  const method = options.method ?? (options.data !== undefined ? 'POST' : 'GET');
  const target = fullUrl(url, method === 'GET' ? options.params : undefined);
  const opts = { public: NO_TOKEN.some((p) => target.includes(p)), silent: NO_PROGRESS.some((p) => target.includes(p)) };
  return withRequest(opts, async (token) => {
    const isForm = typeof FormData !== 'undefined' && options.data instanceof FormData;
    const headers = requestHeaders(token, method === 'POST' && !isForm ? { 'content-type': 'application/json' } : {});
    const body = method === 'POST' ? (isForm ? (options.data as FormData) : JSON.stringify(options.data ?? {})) : undefined;
    return answerOf<T>(await timedFetch(target, { method, headers, body }, options.timeout));
  });
}

/**
 * An answer's envelope: code 1000 → data; another code → rejected with the
 * message (and the envelope's data, e.g. the bad rows of an import); a body
 * without code → the body; the HTTP statuses of the catalogue.
 */
export async function answerOf<T>(res: Response): Promise<T> {
  const text = await res.text();
  let payload: unknown = text;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: the text is the body */
  }
  return envelopeData<T>(res.status, payload);
}

/** The data of a parsed answer (see answerOf); also used by the XHR upload. */
export function envelopeData<T>(status: number, payload: unknown): T {
  const envelope = payload && typeof payload === 'object' ? (payload as { code?: unknown; message?: string; data?: unknown }) : null;
  const failure = statusError(status, envelope?.message);
  if (failure) throw failure;
  if (status < 200 || status >= 300) throw new RequestError(envelope?.message || t('request.failed', { status }), { status });
  if (envelope && 'code' in envelope) {
    if (envelope.code === SUCCESS) return envelope.data as T;
    throw new RequestError(envelope.message || t('request.failed', { status }), { status, code: envelope.code as number, data: envelope.data });
  }
  return payload as T;
}

export const rest = {
  request,
  get: <T = unknown>(url: string, params?: Record<string, unknown>) => request<T>(url, { method: 'GET', params }),
  post: <T = unknown>(url: string, data?: unknown) => request<T>(url, { method: 'POST', data: data ?? {} }),
  upload: <T = unknown>(url: string, form: FormData) => request<T>(url, { method: 'POST', data: form }),
};
