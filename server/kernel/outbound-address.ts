/**
 * Which destinations an outbound call may reach, decided without the network:
 * the allow list (OUTBOUND_ALLOW_HOSTS), the refused address ranges and
 * names, and what a URL alone tells (its scheme, an IP-literal host). The
 * guard that resolves and connects is server/http/outbound.ts, the one door
 * for outbound HTTP; these rules sit in the kernel because kernel/config.ts
 * checks OUTBOUND_ALLOW_HOSTS, AI_BASE_URL and S3_ENDPOINT with them at start-up.
 */
import net from 'node:net';

/** One entry of OUTBOUND_ALLOW_HOSTS: a host (any port, or one) or a range of addresses. */
export type AllowEntry = { readonly host: string; readonly port: number | null } | { readonly cidr: string; readonly family: 4 | 6; readonly address: string; readonly bits: number };

export type RefusalReason = 'badUrl' | 'scheme' | 'localName' | 'metadataHost' | 'forbiddenIp' | 'forbiddenAddress';

/** The kinds of address refused, named in messages (outbound.range.* in the catalogue). */
export type RangeKind = 'loopback' | 'private' | 'sharedCgnat' | 'linkLocal' | 'uniqueLocal' | 'unspecified' | 'multicast' | 'broadcast' | 'reserved';

const REFUSED = Symbol.for('app.OutboundRefused');

/** A destination the guard refuses; `reason` and `params` make its translated message (outbound.* keys). */
export class OutboundRefused extends Error {
  readonly [REFUSED] = true;
  readonly code = 'EOUTBOUND_REFUSED';
  constructor(
    readonly reason: RefusalReason,
    readonly params: { host?: string; address?: string; range?: RangeKind } = {},
  ) {
    const where = `${params.host ? `: ${params.host}` : ''}${params.address && params.address !== params.host ? ` → ${params.address}` : ''}${params.range ? `, ${params.range}` : ''}`;
    super(`outbound call refused (${reason}${where})${reason === 'badUrl' || reason === 'scheme' ? '' : '; an administrator may allow the host with OUTBOUND_ALLOW_HOSTS'}`);
    this.name = 'OutboundRefused';
  }

  /** The catalogue key of the reason. */
  get key(): `outbound.${RefusalReason}` {
    return `outbound.${this.reason}`;
  }

  /** The refusal as a message inside a message (kernel/i18n/messages.ts translate: {key, params}), the range named too. */
  asMessage(): { key: string; params: Record<string, unknown> } {
    const { range, ...rest } = this.params;
    return { key: this.key, params: { host: '', address: '', ...rest, ...(range ? { range: { key: `outbound.range.${range}` } } : {}) } };
  }

  // An error crossing the AWS SDK's retry wrappers keeps its own properties, so the brand is one.
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[REFUSED] === true;
  }
}

/** The refusal behind an error (the error itself, or its cause), or null. */
export function refusalOf(err: unknown): OutboundRefused | null {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) if (e instanceof OutboundRefused) return e;
  return null;
}

// ---------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------

export function v4ToBigint(address: string): bigint {
  return address.split('.').reduce((n, part) => (n << 8n) | BigInt(Number(part)), 0n);
}

/** An IPv6 address (zone and embedded dotted quad allowed) as a 128-bit number, or null. */
export function v6ToBigint(address: string): bigint | null {
  let a = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (net.isIPv6(a) === false) return null;
  // A trailing dotted quad becomes two groups.
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (quad) {
    const n = Number(v4ToBigint(quad[1]!));
    a = a.slice(0, -quad[1]!.length) + `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = a.includes('::') ? a.split('::') : [a, null];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === null ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  if (groups.length !== 8) return null;
  return groups.reduce((n, g) => (n << 16n) | BigInt(parseInt(g || '0', 16)), 0n);
}

function inRange(value: bigint, base: bigint, bits: number, width: number): boolean {
  const shift = BigInt(width - bits);
  return value >> shift === base >> shift;
}

const V4_RANGES: [string, number, RangeKind][] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'sharedCgnat'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'linkLocal'],
  ['172.16.0.0', 12, 'private'],
  // IETF protocol assignments (and 192.0.0.192, a cloud's metadata), documentation, 6to4 relays, benchmarking.
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['255.255.255.255', 32, 'broadcast'],
  ['240.0.0.0', 4, 'reserved'],
];
const V4_TABLE = V4_RANGES.map(([a, bits, kind]) => ({ base: v4ToBigint(a), bits, kind }));

function v4Kind(value: bigint): RangeKind | null {
  for (const r of V4_TABLE) if (inRange(value, r.base, r.bits, 32)) return r.kind;
  return null;
}

const v6 = (a: string) => v6ToBigint(a)!;

/**
 * Why an address may not be called, or null for a public unicast address.
 * IPv6 is allowed only within global unicast 2000::/3, minus its special
 * blocks; forms that carry an IPv4 address are judged by that address.
 */
export function forbiddenRange(address: string): RangeKind | null {
  if (net.isIPv4(address)) return v4Kind(v4ToBigint(address));
  const value = v6ToBigint(address);
  if (value === null) return 'reserved';
  const low32 = value & 0xffffffffn;
  if (value === 0n) return 'unspecified';
  if (value === 1n) return 'loopback';
  // IPv4-mapped ::ffff:a.b.c.d and NAT64 64:ff9b::a.b.c.d reach the IPv4 address they carry.
  if (inRange(value, v6('::ffff:0:0'), 96, 128) || inRange(value, v6('64:ff9b::'), 96, 128)) return v4Kind(low32);
  // 6to4: 2002:AABB:CCDD::/48 is the IPv4 address AA.BB.CC.DD.
  if (inRange(value, v6('2002::'), 16, 128)) return v4Kind((value >> 80n) & 0xffffffffn);
  if (inRange(value, v6('fc00::'), 7, 128)) return 'uniqueLocal';
  if (inRange(value, v6('fe80::'), 10, 128)) return 'linkLocal';
  if (inRange(value, v6('ff00::'), 8, 128)) return 'multicast';
  if (!inRange(value, v6('2000::'), 3, 128)) return 'reserved';
  // IETF protocol assignments (Teredo 2001::/32 …), documentation.
  if (inRange(value, v6('2001::'), 23, 128) || inRange(value, v6('2001:db8::'), 32, 128) || inRange(value, v6('3fff::'), 20, 128)) return 'reserved';
  return null;
}

/** Cloud metadata services reachable by name (their addresses are refused as link-local or private anyway). */
const METADATA_HOSTS = new Set(['metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data', 'instance-data.ec2.internal', 'metadata.tencentyun.com', 'metadata.azure.internal']);

/** A URL's or agent's host as compared: lower case, no brackets, no trailing dot, an IPv4-mapped IPv6 address as the IPv4 one. */
export function normalHost(host: string): string {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  const value = net.isIPv6(h) ? v6ToBigint(h) : null;
  if (value !== null && value >> 32n === 0xffffn) return [24n, 16n, 8n, 0n].map((s) => String((value >> s) & 255n)).join('.');
  return h;
}

// ---------------------------------------------------------------------------
// The allow list
// ---------------------------------------------------------------------------

/** Parses OUTBOUND_ALLOW_HOSTS; throws (naming the entry) on a malformed one. */
export function parseAllowList(raw: string | undefined): AllowEntry[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
    .map((entry): AllowEntry => {
      const bad = () => new Error(`Invalid OUTBOUND_ALLOW_HOSTS entry "${entry}": expected host, host:port, [ipv6]:port or an address range such as 10.0.0.0/8`);
      const slash = entry.indexOf('/');
      if (slash >= 0) {
        const address = entry.slice(0, slash).replace(/^\[|\]$/g, '');
        const bits = Number(entry.slice(slash + 1));
        const family = net.isIPv4(address) ? 4 : net.isIPv6(address) ? 6 : 0;
        if (!family || !/^\d{1,3}$/.test(entry.slice(slash + 1)) || bits > (family === 4 ? 32 : 128)) throw bad();
        return { cidr: entry, family, address, bits };
      }
      if (net.isIPv6(entry)) return { host: normalHost(entry), port: null };
      let u: URL;
      try {
        // The URL parser spells a host as every URL naming it will (lower case, IPv4 in dotted decimal, punycode).
        u = new URL(`http://${entry}`);
      } catch {
        throw bad();
      }
      if (!u.hostname || u.username || u.password || u.pathname !== '/' || u.search || u.hash) throw bad();
      return { host: normalHost(u.hostname), port: u.port ? Number(u.port) : /:\d+$/.test(entry) ? 80 : null };
    });
}

export function allowedByName(allow: readonly AllowEntry[], host: string, port: number): boolean {
  return allow.some((e) => 'host' in e && e.host === host && (e.port === null || e.port === port));
}

export function allowedAddress(allow: readonly AllowEntry[], address: string): boolean {
  const family = net.isIPv4(address) ? 4 : 6;
  const value = family === 4 ? v4ToBigint(address) : v6ToBigint(address);
  if (value === null) return false;
  return allow.some((e) => 'cidr' in e && e.family === family && inRange(value, family === 4 ? v4ToBigint(e.address) : v6(e.address), e.bits, family === 4 ? 32 : 128));
}

// ---------------------------------------------------------------------------
// URLs
// ---------------------------------------------------------------------------

export function defaultPort(protocol: string): number {
  return protocol === 'https:' ? 443 : 80;
}

/** A URL the guard may call: http(s), with a host; refuses otherwise. */
export function parseOutboundUrl(url: string): URL {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new OutboundRefused('badUrl');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new OutboundRefused('scheme', { host: u.protocol.replace(/:$/, '') });
  if (!u.hostname) throw new OutboundRefused('badUrl');
  return u;
}

/** The refusals decided by the name alone (no DNS). */
export function nameRefusal(allow: readonly AllowEntry[], host: string, port: number): OutboundRefused | null {
  if (allowedByName(allow, host, port)) return null;
  if (host === 'localhost' || host.endsWith('.localhost')) return new OutboundRefused('localName', { host });
  if (METADATA_HOSTS.has(host)) return new OutboundRefused('metadataHost', { host });
  if (net.isIP(host)) {
    const range = forbiddenRange(host);
    if (range && !allowedAddress(allow, host)) return new OutboundRefused('forbiddenIp', { host, address: host, range });
  }
  return null;
}

/**
 * What can be told of a URL without DNS (kernel/config.ts checks AI_BASE_URL
 * and S3_ENDPOINT so at start-up): its scheme, and a host that is an
 * address or a name refused by itself. Null when nothing is wrong so far.
 */
export function literalRefusal(url: string, allow: readonly AllowEntry[]): OutboundRefused | null {
  let u: URL;
  try {
    u = parseOutboundUrl(url);
  } catch (err) {
    return err as OutboundRefused;
  }
  return nameRefusal(allow, normalHost(u.hostname), u.port ? Number(u.port) : defaultPort(u.protocol));
}
