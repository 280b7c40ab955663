/**
 * The session query the page sent before the app's code ran (client/session-prefetch.ts
 * writes the script that sends it). The first GraphQL request of the page
 * takes it when it is the same request — body and headers identical, so the
 * same operation with the same token, language and community — and any first
 * request drops it: it is used once, right at the start, or never.
 */
interface Prefetch {
  body: string;
  headers: Record<string, string>;
  response: Promise<Response>;
}

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) => {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && a[k] === b[k]);
};

export function takePrefetched(body: string, headers: Record<string, string>): Promise<Response> | null {
  const w = globalThis as { __sessionPrefetch?: Prefetch };
  const p = w.__sessionPrefetch;
  if (!p) return null;
  delete w.__sessionPrefetch;
  return p.body === body && sameHeaders(p.headers, headers) ? p.response : null;
}
