/**
 * The address this site is reached at, for answers that must be absolute
 * (upload URLs: the source system's web client loads them from its own
 * origin, where only its API path is proxied to us). PUBLIC_URL when set;
 * else the scheme, host and path prefix a reverse proxy forwarded
 * (X-Forwarded-Proto, X-Forwarded-Host, X-Forwarded-Prefix), else the
 * request's own Host over http. The forwarded headers only shape the
 * caller's own answer (a URL it could have written itself), so they are
 * read without TRUST_PROXY; values that are no host or path are ignored.
 */
import type { Config } from '../kernel/config.ts';

const HOST = /^(?:[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;
const PREFIX = /^(?:\/[A-Za-z0-9._~-]+)+$/;

function first(value: string | null): string | undefined {
  const v = value?.split(',')[0]?.trim();
  return v ? v : undefined;
}

/** The site's base address without a trailing slash, or '' when the request names no usable host (the URL stays relative). */
export function publicBase(config: Pick<Config, 'publicUrl'>, headers: { get(name: string): string | null }): string {
  if (config.publicUrl) return config.publicUrl;
  const proto = first(headers.get('x-forwarded-proto'))?.toLowerCase();
  const scheme = proto === 'https' || proto === 'http' ? proto : 'http';
  const forwarded = first(headers.get('x-forwarded-host'));
  const host = forwarded && HOST.test(forwarded) ? forwarded : first(headers.get('host'));
  if (!host || !HOST.test(host)) return '';
  const prefix = first(headers.get('x-forwarded-prefix'))?.replace(/\/+$/, '');
  return `${scheme}://${host}${prefix && PREFIX.test(prefix) ? prefix : ''}`;
}
