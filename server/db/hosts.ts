/**
 * DATABASE_URL naming several servers, read the way libpq reads it:
 *
 *   postgresql://user:password@10.0.0.1:5432,10.0.0.2:5432/db?target_session_attrs=read-write
 *
 * node-postgres (pg 8 and its pg-connection-string) takes one host and throws on a list, and has no
 * target_session_attrs. This module reads both and hands every pg pool and client of the process the same
 * connection settings (`pgConnection`): a connection string naming one host, which pg parses as before, and
 * a Client class — pg-pool's documented `Client` option, also usable as `new Client(config)` — whose
 * `connect()` picks the server. With several hosts it tries them in the order written, as libpq does; with
 * `target_session_attrs=read-write` (or `primary`) a server must also accept writes (libpq's check:
 * `transaction_read_only` off, or not in recovery) or the next one is tried. The server found is remembered
 * for the URL in this process, so the next connections go straight to it and are checked as they open; when
 * a connection to it breaks (the server went away: a failover) or a new one fails, the list is tried again
 * from the start. While no server qualifies, connecting fails with SQLSTATE 08001, which the transports
 * answer as the retryable "database unavailable" (kernel/errors.ts isDatabaseUnavailable). See
 * docs/operations.md "Failover".
 *
 * A URL with one host and no target_session_attrs gets pg's own Client, unchanged.
 */
import pg from 'pg';

export interface DatabaseHost {
  host: string;
  port: number;
  /** The URL with only this host: what pg parses for a connection to it. */
  url: string;
}

/** libpq's target_session_attrs values this module implements. */
export type SessionAttrs = 'any' | 'read-write' | 'primary';

export interface DatabaseTarget {
  hosts: DatabaseHost[];
  sessionAttrs: SessionAttrs;
}

// scheme, userinfo (up to its '@'), the host list, the rest (path, query, fragment).
const URL_SHAPE = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)(.*)$/s;
const SUPPORTED_ATTRS: readonly string[] = ['any', 'read-write', 'primary'];

/** One entry of the host list: `host`, `host:port`, `[v6]` or `[v6]:port` (no port: 5432, libpq's default). */
function hostOf(entry: string): { host: string; hostText: string; port: number } {
  const m = /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(entry);
  if (!m) throw new Error(`Invalid DATABASE_URL: cannot read the host "${entry}"`);
  const hostText = m[1] || 'localhost';
  const port = m[2] ? Number(m[2]) : 5432;
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Invalid DATABASE_URL: bad port in "${entry}"`);
  return { host: hostText.replace(/^\[|\]$/g, ''), hostText, port };
}

/** The URL's query without target_session_attrs (pg has no such setting), and that setting's value. */
function splitAttrs(rest: string): { rest: string; attrs: string } {
  const q = rest.indexOf('?');
  if (q < 0) return { rest, attrs: 'any' };
  const hash = rest.indexOf('#', q);
  const query = rest.slice(q + 1, hash < 0 ? undefined : hash);
  const params = new URLSearchParams(query);
  const attrs = params.get('target_session_attrs') ?? 'any';
  params.delete('target_session_attrs');
  const kept = params.toString();
  return { rest: rest.slice(0, q) + (kept ? `?${kept}` : '') + (hash < 0 ? '' : rest.slice(hash)), attrs };
}

/**
 * The servers a postgres:// URL names and what a session must be. Throws a clear error for a malformed host
 * list or a target_session_attrs this module does not implement (read-only, standby, prefer-standby:
 * the product writes).
 */
export function databaseTarget(url: string): DatabaseTarget {
  const m = URL_SHAPE.exec(url);
  if (!m) throw new Error('Invalid DATABASE_URL: must start with postgres:// or postgresql://');
  const [, scheme, user = '', list, after] = m as unknown as [string, string, string | undefined, string, string];
  const { rest, attrs } = splitAttrs(after);
  if (!SUPPORTED_ATTRS.includes(attrs)) throw new Error(`Invalid DATABASE_URL: target_session_attrs=${attrs} is not supported (any, read-write or primary)`);
  const hosts = list.split(',').map((entry) => {
    const h = hostOf(entry.trim());
    return { host: h.host, port: h.port, url: `${scheme}${user}${h.hostText}:${h.port}${rest}` };
  });
  return { hosts, sessionAttrs: attrs as SessionAttrs };
}

/** No server of the URL could be connected to and accepts the session asked for: a connection failure (class 08) to its users. */
export class NoServerError extends Error {
  /** SQLSTATE sqlclient_unable_to_establish_sqlconnection: kernel/errors.ts reads it as "database unavailable". */
  readonly code = '08001';
  readonly severity = 'FATAL';
  constructor(readonly tried: string[]) {
    super(`no server of DATABASE_URL accepts a read-write session (tried ${tried.join(', ')})`);
    this.name = 'NoServerError';
  }
}

/** Whether a connected session is what `attrs` asks for: libpq's checks (`SHOW transaction_read_only`, `pg_is_in_recovery()`). */
async function qualifies(client: pg.Client, attrs: SessionAttrs): Promise<boolean> {
  if (attrs === 'any') return true;
  const { rows } = await client.query<{ standby: boolean; readOnly: boolean }>(`SELECT pg_is_in_recovery() AS standby, current_setting('transaction_read_only') = 'on' AS "readOnly"`);
  const row = rows[0]!;
  return attrs === 'primary' ? !row.standby : !row.readOnly;
}

/**
 * The server of one URL that connections go to, for this process: the one found last, else the first of
 * the list that qualifies, found by opening a connection of its own to each in turn (one search at a
 * time; connections arriving meanwhile wait for it).
 */
class ServerChoice {
  #current: DatabaseHost | undefined;
  #search: Promise<DatabaseHost> | undefined;

  constructor(readonly target: DatabaseTarget) {}

  /** Where the next connection goes; `config` is the connecting client's own (timeouts, options). */
  next(config: pg.ClientConfig): Promise<DatabaseHost> {
    if (this.#current) return Promise.resolve(this.#current);
    this.#search ??= this.#find(config).finally(() => (this.#search = undefined));
    return this.#search;
  }

  /** A connection to `host` broke or could not open, or it no longer qualifies: search again next time. */
  lost(host: DatabaseHost): void {
    if (this.#current === host) this.#current = undefined;
  }

  async #find(config: pg.ClientConfig): Promise<DatabaseHost> {
    const tried: string[] = [];
    for (const host of this.target.hosts) {
      tried.push(`${host.host}:${host.port}`);
      const probe = new pg.Client({ ...config, connectionString: host.url });
      probe.on('error', () => {});
      try {
        await probe.connect();
        if (await qualifies(probe, this.target.sessionAttrs)) {
          this.#current = host;
          return host;
        }
      } catch {
        // Unreachable, refusing connections, or shutting down: the next one.
      } finally {
        await probe.end().catch(() => {});
      }
    }
    throw new NoServerError(tried);
  }
}

/**
 * A pg Client that connects to the server `choice` names, checks it still qualifies, and tells `choice`
 * when the connection breaks. Everything else is pg's Client.
 */
function followingClient(choice: ServerChoice): typeof pg.Client {
  return class FollowingClient extends pg.Client {
    readonly #config: pg.ClientConfig;

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.#config = typeof config === 'string' ? { connectionString: config } : { ...config };
    }

    override connect(): Promise<void>;
    override connect(callback: (err: Error) => void): void;
    override connect(callback?: (err: Error) => void): Promise<void> | void {
      const connected = this.#connectToChosen();
      if (!callback) return connected;
      // pg-pool connects with a callback: called with no error once connected.
      connected.then(() => (callback as (err: Error | null) => void)(null), callback);
    }

    async #connectToChosen(): Promise<void> {
      const host = await choice.next(this.#config);
      // pg-pool's connection timeout destroys the socket it gave us; it may fire while the server was searched.
      if (this.connection.stream.destroyed) throw new Error('timeout expired');
      this.host = host.host;
      this.port = host.port;
      try {
        await super.connect();
        if (!(await qualifies(this, choice.target.sessionAttrs))) {
          await this.end().catch(() => {});
          throw new NoServerError([`${host.host}:${host.port}`]);
        }
      } catch (err) {
        choice.lost(host);
        throw err;
      }
      // Emitted when the connection breaks (not on end()): the server went away, the next connection searches.
      this.on('error', () => choice.lost(host));
    }
  };
}

export interface PgConnection {
  /** What pg parses: DATABASE_URL with its first host and without target_session_attrs. */
  connectionString: string;
  /** pg's Client, or one that follows the URL's servers (pg-pool's `Client` option; or `new Client(config)`). */
  Client: typeof pg.Client;
}

const connections = new Map<string, PgConnection>();

/**
 * The connection settings of a postgres:// URL for pg: spread into every `pg.Pool` config, and construct
 * single clients with its `Client`. One per URL in the process, so all its pools share what was learned
 * about the servers. Anything that is not a postgres:// URL (or names one host without
 * target_session_attrs) is passed through to pg unchanged.
 */
export function pgConnection(url: string): PgConnection {
  let c = connections.get(url);
  if (c) return c;
  if (!URL_SHAPE.test(url)) return { connectionString: url, Client: pg.Client };
  const target = databaseTarget(url);
  c = target.hosts.length === 1 && target.sessionAttrs === 'any' ? { connectionString: url, Client: pg.Client } : { connectionString: target.hosts[0]!.url, Client: followingClient(new ServerChoice(target)) };
  connections.set(url, c);
  return c;
}
