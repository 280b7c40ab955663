/**
 * Events between server processes through Redis pub/sub, used instead of
 * PostgreSQL LISTEN/NOTIFY (realtime/pg-events.ts) when REDIS_URL is set.
 *
 * Two connections per app: a subscribed Redis connection may only run
 * (un)subscribe commands, so one connection SUBSCRIBEs to the channel and the
 * other PUBLISHes this process's events. A message is the JSON
 * `{"origin":<process>,"topic":<topic>,"args":[...]}`; a process skips its own
 * (they were delivered here already). No splitting: a Redis message may be
 * up to 512 MB.
 *
 * The channel is `cga:events:<key>` (eventsChannel below): one installation's
 * processes must share it and two products on one Redis must not. Pub/sub
 * channels are global to a Redis server (the /db number of the URL does not
 * separate them), so the key is REDIS_EVENTS_KEY when set, else derived from
 * the database the processes share: `<host>:<port>/<database>` of
 * DATABASE_URL (no user or password), or on the embedded database (one
 * process) its directory on this host. Processes that reach one PostgreSQL
 * under different host names must be given one REDIS_EVENTS_KEY.
 *
 * Like pg-events: the first connection must succeed (start fails otherwise);
 * later a lost connection is retried (backoff up to 5 s) and logged once, and
 * while either connection is down — or the subscription is not yet
 * re-established, or a publish timed out and no PING has been answered since
 * (Redis paused or unreachable behind a socket that looks open) — `connected` is false (the viewer cache is not trusted,
 * see auth/service.ts) and sends fail (logged by the bus). Once both are back
 * and subscribed, a `viewers` resync is delivered in this process, so caches
 * filled while events could be missed are dropped. Logs name the server as
 * `redis://host:port/db`, never the URL's user or password.
 */
import { hostname } from 'node:os';
import type { Redis, RedisOptions } from 'ioredis';
import type { Config } from '../kernel/config.ts';
import { pgConnection } from '../db/hosts.ts';
import { Confirmations } from './confirmations.ts';
import { PROCESS_ID, pubsub, type EventTransport, type Topic } from './pubsub.ts';

export const CHANNEL_PREFIX = 'cga:events:';
/** Longest wait between two reconnection attempts. */
const MAX_BACKOFF_MS = 5000;
/** A publish not answered in this time fails (the unit of work waiting on it answers anyway). */
const COMMAND_TIMEOUT_MS = 5000;

/** The channel of one installation's events (see the header). */
export function eventsChannel(config: Pick<Config, 'redisEventsKey' | 'databaseUrl' | 'dataDir'>): string {
  if (config.redisEventsKey) return CHANNEL_PREFIX + config.redisEventsKey;
  if (config.databaseUrl) {
    // A URL naming several servers (db/hosts.ts) is keyed by its first.
    const u = new URL(pgConnection(config.databaseUrl).connectionString);
    const database = decodeURIComponent(u.pathname.replace(/^\//, '')) || u.searchParams.get('dbname') || 'postgres';
    return `${CHANNEL_PREFIX}${u.hostname.toLowerCase() || 'localhost'}:${u.port || '5432'}/${database}`;
  }
  return `${CHANNEL_PREFIX}pglite:${hostname()}:${config.dataDir}`;
}

/** `redis://host:port/db` of a Redis URL: what logs and errors may show (no user, no password). */
export function redisTarget(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.hostname}:${u.port || '6379'}/${u.pathname.replace(/^\//, '') || '0'}`;
  } catch {
    return 'redis (REDIS_URL)';
  }
}

export interface RedisTransportOptions {
  /** Tells this transport's messages from others' (default: this process). */
  origin?: string;
  /** Where events of other processes and the resync after a reconnection go (default: the bus). */
  receive?: (topic: string, args: unknown) => void;
  /** Where connection losses and recoveries are reported (default: console.error). */
  log?: (line: string) => void;
}

export class RedisEventTransport implements EventTransport {
  readonly #pub: Redis;
  readonly #sub: Redis;
  readonly #origin: string;
  readonly #receive: (topic: string, args: unknown) => void;
  readonly #log: (line: string) => void;
  readonly #target: string;
  /** Both connections were up once: later losses are retried instead of failing. */
  #established = false;
  #subscribed = false;
  /** Counts the subscriber connection's losses: a SUBSCRIBE answered for an earlier connection is ignored. */
  #subGeneration = 0;
  /** Connectivity was lost since it was established: a resync is due on recovery. */
  #lost = false;
  #lastError: Error | undefined;
  #closing = false;
  /**
   * A publish went unanswered for COMMAND_TIMEOUT_MS on a connection that looks open (Redis paused, or its
   * host gone without closing the socket: the system may take many minutes to notice). Until a PING is
   * answered the transport counts as disconnected, so later changes do not each wait that long.
   */
  #stalled = false;
  #probe: NodeJS.Timeout | undefined;
  /** Confirmations of this process's CONFIRMED_TOPICS events by the other processes (realtime/confirmations.ts). */
  readonly #confirmations: Confirmations;

  private constructor(
    RedisClient: typeof Redis,
    url: string,
    readonly channel: string,
    options: RedisTransportOptions,
  ) {
    this.#origin = options.origin ?? PROCESS_ID;
    this.#receive = options.receive ?? ((topic, args) => pubsub.receive(topic, args));
    this.#log = options.log ?? ((line) => console.error(line));
    this.#target = redisTarget(url);
    this.#confirmations = new Confirmations(this.#origin, this.#log);
    const common: RedisOptions = {
      lazyConnect: true,
      // Commands fail at once while disconnected rather than waiting in a queue.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      autoResendUnfulfilledCommands: false,
      connectTimeout: 10_000,
      keepAlive: 30_000,
      // Before the first success a failure is final (the start fails and says why); later, retry with backoff.
      retryStrategy: (attempt) => (this.#established && !this.#closing ? Math.min(MAX_BACKOFF_MS, 100 * 2 ** (attempt - 1)) : null),
    };
    this.#pub = new RedisClient(url, { ...common, connectionName: 'cga-events-pub', commandTimeout: COMMAND_TIMEOUT_MS });
    // The subscription is made again by us on every 'ready', so `connected` turns true only once it holds.
    this.#sub = new RedisClient(url, { ...common, connectionName: 'cga-events-sub', autoResubscribe: false });

    for (const conn of [this.#pub, this.#sub]) {
      // Kept for the messages; never logged as is per attempt (ioredis errors name host:port, not the password).
      conn.on('error', (err: Error) => (this.#lastError = err));
      conn.on('close', () => {
        if (conn === this.#sub) {
          this.#subscribed = false;
          this.#subGeneration++;
        }
        this.#down();
      });
      conn.on('ready', () => {
        if (conn === this.#sub && this.#established) this.#subscribe();
        else this.#check();
      });
    }
    this.#sub.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.#message(message);
    });
  }

  /** Connects both connections and subscribes; the first connection must succeed. */
  static async connect(url: string, channel: string, options: RedisTransportOptions = {}): Promise<RedisEventTransport> {
    // ioredis is loaded only when REDIS_URL is set (about 20 MB of memory otherwise spent at start).
    const { Redis: RedisClient } = await import('ioredis');
    const t = new this(RedisClient, url, channel, options); // `this`: see PgEventTransport.connect
    try {
      await Promise.all([t.#pub.connect(), t.#sub.connect()]);
      await t.#sub.subscribe(channel);
    } catch (err) {
      t.#closing = true;
      t.#pub.disconnect();
      t.#sub.disconnect();
      const why = t.#lastError?.message ?? (err instanceof Error ? err.message : String(err));
      throw new Error(`could not connect to Redis at ${t.#target} (REDIS_URL) for the events between server processes: ${why}`);
    }
    t.#subscribed = true;
    t.#established = true;
    return t;
  }

  get connected(): boolean {
    return !this.#closing && !this.#stalled && this.#subscribed && this.#pub.status === 'ready' && this.#sub.status === 'ready';
  }

  #message(message: string): void {
    let event: { origin?: unknown; topic?: unknown; args?: unknown; confirm?: unknown; ack?: unknown };
    try {
      event = JSON.parse(message);
    } catch {
      return;
    }
    if (!event || typeof event !== 'object' || event.origin === this.#origin) return;
    if (typeof event.ack === 'string') {
      if (this.#confirmations.mine(event.ack)) this.#confirmations.confirm(event.ack);
      return;
    }
    if (typeof event.topic !== 'string') return;
    // Delivered synchronously (the cache taps have run) before the confirmation is sent.
    this.#receive(event.topic, event.args);
    if (typeof event.confirm === 'string' && this.connected) {
      this.#pub.publish(this.channel, JSON.stringify({ origin: this.#origin, ack: event.confirm })).catch(() => {});
    }
  }

  #subscribe(): void {
    const sub = this.#sub;
    const generation = this.#subGeneration;
    sub.subscribe(this.channel).then(
      () => {
        if (generation !== this.#subGeneration) return;
        this.#subscribed = true;
        this.#check();
      },
      (err: Error) => {
        if (this.#closing || generation !== this.#subGeneration) return;
        this.#lastError = err;
        // Start over: drop the connection; the retry strategy reconnects and 'ready' subscribes again.
        sub.disconnect(true);
      },
    );
  }

  #down(): void {
    if (this.#closing || !this.#established || this.#lost) return;
    this.#lost = true;
    this.#log(`[events] connection to Redis at ${this.#target} lost${this.#lastError ? ` (${this.#lastError.message})` : ''}; reconnecting`);
  }

  /** After a loss, once both connections are back and subscribed: announce the resync. */
  #check(): void {
    if (!this.#lost || !this.connected) return;
    this.#lost = false;
    this.#lastError = undefined;
    this.#log(`[events] reconnected to Redis at ${this.#target}`);
    // Events sent while we were away are lost: caches built from them must be rebuilt.
    this.#receive('viewers', [{ reason: 'resync' }]);
  }

  async send(topic: Topic, args: unknown[], confirm = false): Promise<void> {
    if (!this.connected) throw new Error(`not connected to Redis at ${this.#target}`);
    const request = confirm ? this.#confirmations.open() : undefined;
    let receivers: number;
    try {
      receivers = await this.#pub.publish(this.channel, JSON.stringify({ origin: this.#origin, topic, args, confirm: request?.id }));
    } catch (err) {
      request?.cancel();
      if (err instanceof Error && /timed out/i.test(err.message)) this.#stall(err);
      throw err;
    }
    // Redis counts every subscribed connection, this process's own among them.
    if (request) await request.wait(receivers - 1, topic);
  }

  /** Counts as disconnected until Redis answers a PING (asked every second); then the usual resync. */
  #stall(err: Error): void {
    if (this.#stalled || this.#closing) return;
    this.#stalled = true;
    this.#lastError = err;
    this.#down();
    const ask = () => {
      this.#probe = undefined;
      if (this.#closing || !this.#stalled) return;
      this.#pub.ping().then(
        () => {
          this.#stalled = false;
          this.#check();
        },
        // Unanswered again (or the connection dropped: then it reconnects by itself and the next PING answers).
        () => {},
      ).finally(() => {
        if (this.#stalled && !this.#closing) this.#probe = setTimeout(ask, 1000).unref();
      });
    };
    ask();
  }

  async close(): Promise<void> {
    if (this.#closing) return;
    this.#closing = true;
    clearTimeout(this.#probe);
    this.#confirmations.clear();
    this.#subscribed = false;
    // quit() lets a publish in flight finish; a connection that is down is just dropped.
    await Promise.all(
      [this.#pub, this.#sub].map((conn) =>
        conn.status === 'ready' ? conn.quit().then(() => undefined, () => conn.disconnect()) : Promise.resolve(conn.disconnect()),
      ),
    );
  }
}
