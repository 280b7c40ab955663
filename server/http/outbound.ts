/**
 * The one door for the server's outbound HTTP: the notify plugin's webhook,
 * storage plugins' and STORAGE=s3's S3 endpoints (through the AWS SDK), and
 * the AI coding helper's endpoint. Every such call goes out through an
 * `Outbound` (one per configuration, `outboundOf(config)`), which refuses a
 * destination inside this server or its network (SSRF):
 *
 * - only http: and https: URLs;
 * - names of the machine itself (localhost, *.localhost) and of cloud
 *   metadata services (metadata.google.internal, …);
 * - every address the host resolves to (the host itself when it is an IP
 *   literal, in any spelling the URL parser accepts: 2130706433,
 *   0x7f000001, [::ffff:127.0.0.1] …) must be a public unicast address:
 *   loopback, RFC 1918 private, CGNAT 100.64/10, link-local 169.254/16 (the
 *   metadata address 169.254.169.254) and fe80::/10, unique-local fc00::/7,
 *   unspecified, multicast, broadcast, documentation and other reserved
 *   ranges are refused, and so are IPv6 forms carrying such an IPv4 address
 *   (IPv4-mapped ::ffff:0:0/96, NAT64 64:ff9b::/96, 6to4 2002::/16);
 *
 * unless the administrator allows the host: OUTBOUND_ALLOW_HOSTS, a comma
 * list of `host`, `host:port` (`[v6]:port`) or CIDR ranges (`10.0.0.0/8`,
 * `fd00::/8`) read by kernel/config.ts.
 *
 * Checked twice: when a URL is saved (`check`, with a translated reason) and
 * at every connection. At connection time the host is resolved once, every
 * address is checked, and the socket connects only to the addresses that
 * were checked (a `lookup` that answers them), so a DNS answer that changes
 * between the check and the connection (DNS rebinding) reaches nothing new.
 * The check sits in the agents' createConnection, below every client (our
 * `fetch`, the AWS SDK), so no call can pass beside it; and redirects are
 * never followed (a 3xx is answered as it is), so no hop escapes it.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Readable } from 'node:stream';
import type { Duplex } from 'node:stream';
import {
  OutboundRefused,
  allowedAddress,
  allowedByName,
  defaultPort,
  forbiddenRange,
  nameRefusal,
  normalHost,
  parseOutboundUrl,
  type AllowEntry,
} from '../kernel/outbound-address.ts';

// The destination rules (kernel/outbound-address.ts) are part of this door's API.
export { OutboundRefused, forbiddenRange, literalRefusal, parseAllowList, parseOutboundUrl, refusalOf } from '../kernel/outbound-address.ts';
export type { AllowEntry, RangeKind, RefusalReason } from '../kernel/outbound-address.ts';

// ---------------------------------------------------------------------------
// The guard
// ---------------------------------------------------------------------------

export type Lookup = (host: string) => Promise<dns.LookupAddress[]>;

const systemLookup: Lookup = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

export interface OutboundOptions {
  /** Name resolution (tests answer names of their own); the system resolver by default. */
  lookup?: Lookup;
}

export interface OutboundInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  signal?: AbortSignal;
}

type ConnectCallback = (err: Error | null, socket?: Duplex) => void;
/** The options an agent opens a connection with: the socket's, and the request's host, protocol and default port. */
type ConnectOptions = net.TcpNetConnectOpts & { hostname?: string | null; protocol?: string | null; defaultPort?: number | string };

/** A lookup answering only the addresses already checked (family permitting), whatever the name resolves to now. */
function pinnedLookup(addresses: readonly dns.LookupAddress[]) {
  // any: Node's lookup callback is called in two shapes (an error alone; or an address and its family, or the list), which one function type cannot state.
  return (hostname: string, options: dns.LookupOptions | number | ((...a: any[]) => void), callback?: (...a: any[]) => void) => {
    const cb = (typeof options === 'function' ? options : callback)!;
    const opts = typeof options === 'object' ? options : typeof options === 'number' ? { family: options } : {};
    const list = opts.family === 4 || opts.family === 6 ? addresses.filter((a) => a.family === opts.family) : addresses;
    if (list.length === 0) return cb(Object.assign(new Error(`no checked address of ${hostname} in family ${opts.family}`), { code: 'ENOTFOUND' }));
    if (opts.all) cb(null, list.map((a) => ({ address: a.address, family: a.family })));
    else cb(null, list[0]!.address, list[0]!.family);
  };
}

export class Outbound {
  private readonly lookup: Lookup;
  /** Agents whose every connection is checked and pinned; the AWS SDK is given these too. */
  readonly httpAgent: http.Agent;
  readonly httpsAgent: https.Agent;

  constructor(
    readonly allow: readonly AllowEntry[],
    options: OutboundOptions = {},
  ) {
    this.lookup = options.lookup ?? systemLookup;
    const guard = this;
    // createConnection is where both agents open a socket: the host is resolved and checked there, and the
    // socket told to use the checked addresses only. The callback form lets the check be asynchronous.
    class GuardedHttpAgent extends http.Agent {
      override createConnection(options: ConnectOptions, callback: ConnectCallback): Duplex | undefined {
        guard.connectWith(options, callback, (o) => super.createConnection(o) as Duplex);
        return undefined;
      }
    }
    class GuardedHttpsAgent extends https.Agent {
      override createConnection(options: ConnectOptions, callback: ConnectCallback): Duplex | undefined {
        guard.connectWith(options, callback, (o) => super.createConnection(o) as Duplex);
        return undefined;
      }
    }
    this.httpAgent = new GuardedHttpAgent({ keepAlive: true });
    this.httpsAgent = new GuardedHttpsAgent({ keepAlive: true });
  }

  /**
   * The addresses a connection to host:port may use: all of them checked (or
   * the host allowed by the administrator). Refuses with OutboundRefused.
   */
  async addressesFor(rawHost: string, port: number): Promise<dns.LookupAddress[]> {
    const host = normalHost(rawHost);
    const refused = nameRefusal(this.allow, host, port);
    if (refused) throw refused;
    const family = net.isIP(host);
    const addresses = family ? [{ address: host, family }] : await this.lookup(host);
    if (addresses.length === 0) throw Object.assign(new Error(`${host} has no address`), { code: 'ENOTFOUND' });
    if (!allowedByName(this.allow, host, port)) {
      // Every answer is checked, not only the first: a name may mix a public address with an internal one.
      for (const a of addresses) {
        const range = forbiddenRange(a.address);
        if (range && !allowedAddress(this.allow, a.address)) throw new OutboundRefused('forbiddenAddress', { host, address: a.address, range });
      }
    }
    return addresses;
  }

  private connectWith(options: ConnectOptions, callback: ConnectCallback, open: (options: ConnectOptions) => Duplex): void {
    const host = String(options.host ?? options.hostname ?? 'localhost');
    const port = Number(options.port) || (options.protocol === 'https:' || options.defaultPort === 443 ? 443 : 80);
    this.addressesFor(host, port).then(
      (addresses) => {
        let socket: Duplex;
        try {
          // An IP literal is connected to as it is (it was the address checked); a name through the pinned lookup.
          socket = open({ ...options, lookup: pinnedLookup(addresses) });
        } catch (err) {
          return callback(err as Error);
        }
        callback(null, socket);
      },
      (err) => callback(err as Error),
    );
  }

  /**
   * Save-time check of a URL the server will call: null when it may be
   * called, else the refusal. A name that does not resolve now is not
   * refused (DNS may be down, or the name made later); it is checked again
   * at every call.
   */
  async check(url: string): Promise<OutboundRefused | null> {
    let u: URL;
    try {
      u = parseOutboundUrl(url);
    } catch (err) {
      return err as OutboundRefused;
    }
    try {
      await this.addressesFor(u.hostname, u.port ? Number(u.port) : defaultPort(u.protocol));
      return null;
    } catch (err) {
      if (err instanceof OutboundRefused) return err;
      return null;
    }
  }

  /**
   * An HTTP request through the guard, answered as a fetch Response. No
   * redirect is followed: a 3xx comes back as it is. Rejects with
   * OutboundRefused when the destination is refused, with the signal's
   * reason when it aborts (as fetch does).
   */
  async fetch(url: string, init: OutboundInit = {}): Promise<Response> {
    const u = parseOutboundUrl(url);
    const signal = init.signal;
    signal?.throwIfAborted();
    const method = (init.method ?? 'GET').toUpperCase();
    const isHttps = u.protocol === 'https:';
    return new Promise<Response>((resolve, reject) => {
      const req = (isHttps ? https : http).request(u, { method, headers: init.headers, agent: isHttps ? this.httpsAgent : this.httpAgent, signal }, (res) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (Array.isArray(value)) for (const v of value) headers.append(name, v);
          else if (value !== undefined) headers.set(name, value);
        }
        const status = res.statusCode ?? 0;
        const noBody = method === 'HEAD' || status === 204 || status === 205 || status === 304;
        if (noBody) res.resume();
        try {
          resolve(new Response(noBody ? null : (Readable.toWeb(res) as unknown as ReadableStream), { status, statusText: res.statusMessage ?? '', headers }));
        } catch (err) {
          // A status fetch cannot represent (outside 200–599).
          res.destroy();
          reject(err);
        }
      });
      req.on('error', (err) => reject(signal?.aborted ? signal.reason : err));
      req.end(init.body);
    });
  }

  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}

const instances = new WeakMap<object, Outbound>();

/**
 * The guard of a configuration (one per loaded configuration, so every
 * server in a process keeps its own allow list; tests run several).
 */
export function outboundOf(config: { readonly outboundAllow: readonly AllowEntry[] }): Outbound {
  let o = instances.get(config);
  if (!o) {
    o = new Outbound(config.outboundAllow);
    instances.set(config, o);
  }
  return o;
}

/** Closes the guard's agents (their idle keep-alive sockets) when the server stops. */
export function closeOutbound(config: object): void {
  instances.get(config)?.close();
  instances.delete(config);
}
