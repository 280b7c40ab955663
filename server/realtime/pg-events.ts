/**
 * Events between server processes on one PostgreSQL database, through
 * LISTEN/NOTIFY on the channel `cga_events`. Each app holds one dedicated
 * connection (outside the pool): it LISTENs, and sends this process's events
 * with pg_notify.
 *
 * A notification carries at most 8000 bytes. An event whose JSON fits is sent
 * as one notification; a larger one (a meeting's vote snapshot with many
 * items) is cut into numbered base64 parts sent by one statement — one
 * transaction, so they are delivered together, in order — and put back
 * together by the receivers. Envelope: `1|<process>|<message>|<part>|<parts>|<data>`.
 *
 * When the connection drops, the transport reconnects (backoff up to 5 s) and
 * then announces a `viewers` resync, so caches filled while events could be
 * missed are dropped; while it is down `connected` is false (the viewer cache
 * is not trusted then, see auth/service.ts) and sends fail (logged by the bus).
 */
import pg from 'pg';
import { pgConnection } from '../db/hosts.ts';
import { Confirmations } from './confirmations.ts';
import { PROCESS_ID, pubsub, type EventTransport, type Topic } from './pubsub.ts';

export const EVENTS_CHANNEL = 'cga_events';
/**
 * The events connection's application_name: `cga-events:<process>`. A sender counts the other processes listening
 * on its database by it (connections of its own process, another app of the same process, hear nothing from it).
 */
export const EVENTS_APPLICATION = `cga-events:${PROCESS_ID}`;
/** JSON up to this many bytes goes in one notification (the limit is 8000 with the envelope). */
const SINGLE_MAX = 7800;
/** Bytes of JSON per part of a long event (base64: 4/3 of it, under the limit). */
const PART_BYTES = 5700;
/** Longer events are refused (a NOTIFY queue is 8 GB, but no event of ours comes near this). */
const EVENT_MAX_BYTES = 16 * 1024 * 1024;
/** Parts of an event still incomplete after this long are dropped. */
const PARTS_TTL_MS = 30_000;

/** The notifications (payload strings) of one event; `confirm` asks the receivers to confirm it (realtime/confirmations.ts). */
export function encodeEvent(origin: string, messageId: number, topic: Topic, args: unknown[], confirm?: string): string[] {
  const json = JSON.stringify({ t: topic, a: args, c: confirm });
  const bytes = Buffer.from(json, 'utf8');
  if (bytes.length > EVENT_MAX_BYTES) throw new Error(`event ${topic} is ${bytes.length} bytes (at most ${EVENT_MAX_BYTES})`);
  if (bytes.length <= SINGLE_MAX) return [`1|${origin}|${messageId}|0|1|${json}`];
  const n = Math.ceil(bytes.length / PART_BYTES);
  return Array.from({ length: n }, (_, i) => `1|${origin}|${messageId}|${i}|${n}|${bytes.subarray(i * PART_BYTES, (i + 1) * PART_BYTES).toString('base64')}`);
}

/** The notification that confirms the event `id` of another process. */
export function encodeConfirmation(origin: string, messageId: number, id: string): string {
  return `1|${origin}|${messageId}|0|1|${JSON.stringify({ k: id })}`;
}

/**
 * Puts events back together from notifications; `onEvent` gets each complete event of another process (with the
 * id to confirm, when its sender asked), `onConfirmation` each confirmation another process sent.
 */
export class EventDecoder {
  readonly #pending = new Map<string, { parts: (string | undefined)[]; got: number; timer: NodeJS.Timeout }>();

  constructor(
    private readonly self: string,
    private readonly onEvent: (topic: string, args: unknown, confirm?: string) => void,
    private readonly onConfirmation: (id: string) => void = () => {},
  ) {}

  /** Incomplete events waiting for parts (for tests). */
  get pending(): number {
    return this.#pending.size;
  }

  push(payload: string): void {
    const fields: string[] = [];
    let from = 0;
    for (let k = 0; k < 5; k++) {
      const bar = payload.indexOf('|', from);
      if (bar < 0) return;
      fields.push(payload.slice(from, bar));
      from = bar + 1;
    }
    const [version, origin, messageId, partText, countText] = fields;
    const data = payload.slice(from);
    if (version !== '1' || origin === this.self) return;
    const part = Number(partText);
    const count = Number(countText);
    if (!Number.isInteger(part) || !Number.isInteger(count) || count < 1 || part < 0 || part >= count) return;
    if (count === 1) return this.#emit(data);
    const key = `${origin}|${messageId}`;
    let entry = this.#pending.get(key);
    if (!entry) {
      const timer = setTimeout(() => this.#pending.delete(key), PARTS_TTL_MS);
      timer.unref();
      entry = { parts: new Array(count), got: 0, timer };
      this.#pending.set(key, entry);
    }
    if (entry.parts.length !== count || entry.parts[part] !== undefined) return;
    entry.parts[part] = data;
    if (++entry.got < count) return;
    clearTimeout(entry.timer);
    this.#pending.delete(key);
    this.#emit(Buffer.concat(entry.parts.map((p) => Buffer.from(p!, 'base64'))).toString('utf8'));
  }

  #emit(json: string): void {
    let event: { t?: unknown; a?: unknown; c?: unknown; k?: unknown };
    try {
      event = JSON.parse(json);
    } catch {
      return;
    }
    if (typeof event?.k === 'string') this.onConfirmation(event.k);
    else if (typeof event?.t === 'string') this.onEvent(event.t, event.a, typeof event.c === 'string' ? event.c : undefined);
  }

  clear(): void {
    for (const { timer } of this.#pending.values()) clearTimeout(timer);
    this.#pending.clear();
  }
}

export class PgEventTransport implements EventTransport {
  connected = false;
  #client: pg.Client | null = null;
  #closing = false;
  #failures = 0;
  #messageId = 0;
  #timer: NodeJS.Timeout | undefined;
  readonly #decoder: EventDecoder;
  /** Confirmations of this process's CONFIRMED_TOPICS events by the other processes (realtime/confirmations.ts). */
  readonly #confirmations = new Confirmations(PROCESS_ID);

  private constructor(private readonly url: string) {
    this.#decoder = new EventDecoder(
      PROCESS_ID,
      (topic, args, confirm) => {
        // Delivered synchronously (the cache taps have run) before the confirmation is sent.
        pubsub.receive(topic, args);
        if (confirm) this.#confirm(confirm);
      },
      (id) => {
        if (this.#confirmations.mine(id)) this.#confirmations.confirm(id);
      },
    );
  }

  /** Connects and listens; the first connection must succeed. */
  static async connect(url: string): Promise<PgEventTransport> {
    const t = new this(url); // `this`, not the class by name: the bundle then keeps the class's own name (scripts/build-server.ts)
    await t.#open();
    return t;
  }

  async #open(): Promise<void> {
    // The server of DATABASE_URL that accepts writes, found again after a failover (db/hosts.ts).
    const { Client, connectionString } = pgConnection(this.url);
    const client = new Client({ connectionString, keepAlive: true, application_name: EVENTS_APPLICATION });
    client.on('error', (err) => this.#lost(client, err));
    client.on('end', () => this.#lost(client));
    client.on('notification', (msg) => {
      if (msg.channel === EVENTS_CHANNEL && msg.payload) this.#decoder.push(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (err) {
      client.end().catch(() => {});
      throw err;
    }
    this.#client = client;
    this.connected = true;
    this.#failures = 0;
  }

  #lost(client: pg.Client, err?: Error): void {
    if (client !== this.#client) return;
    this.#client = null;
    this.connected = false;
    this.#decoder.clear();
    client.end().catch(() => {});
    if (this.#closing) return;
    console.error(`[events] connection to PostgreSQL lost${err ? ` (${err.message})` : ''}; reconnecting`);
    this.#reconnect();
  }

  #reconnect(): void {
    const delay = Math.min(5000, 100 * 2 ** this.#failures++);
    this.#timer = setTimeout(() => {
      this.#open().then(
        () => {
          if (this.#closing) return void this.close();
          console.error('[events] reconnected to PostgreSQL');
          // Events sent while we were away are lost: caches built from them must be rebuilt.
          pubsub.receive('viewers', [{ reason: 'resync' }]);
        },
        () => {
          if (!this.#closing) this.#reconnect();
        },
      );
    }, delay);
    this.#timer.unref();
  }

  /** The last send in flight (settled, never rejected): the next one starts after it. */
  #sending: Promise<unknown> = Promise.resolve();

  /** Runs one statement on the events connection after the ones before it (pg warns that pg 9 will not queue them). */
  #run<R extends pg.QueryResultRow>(client: pg.Client, sql: string, params: unknown[]): Promise<pg.QueryResult<R>> {
    const done = this.#sending.then(() => client.query<R>(sql, params));
    this.#sending = done.catch(() => {});
    return done;
  }

  async send(topic: Topic, args: unknown[], confirm = false): Promise<void> {
    const client = this.#client;
    if (!client || !this.connected) throw new Error('not connected to PostgreSQL');
    const request = confirm ? this.#confirmations.open() : undefined;
    const payloads = encodeEvent(PROCESS_ID, ++this.#messageId, topic, args, request?.id);
    let receivers = 0;
    try {
      // One statement, one transaction: the parts are delivered together and in order. With a confirmation, the same
      // statement counts the other processes listening on this database (EVENTS_APPLICATION).
      const { rows } = await this.#run<{ receivers: number }>(
        client,
        confirm
          ? `SELECT (SELECT count(*)::int FROM pg_stat_activity WHERE starts_with(application_name, 'cga-events:') AND application_name <> $3 AND datname = current_database()) AS receivers,
                    count(*) AS parts
               FROM (SELECT pg_notify($1, p) FROM unnest($2::text[]) WITH ORDINALITY AS u(p, i) ORDER BY i) AS sent`
          : 'SELECT pg_notify($1, p) FROM unnest($2::text[]) WITH ORDINALITY AS u(p, i) ORDER BY i',
        confirm ? [EVENTS_CHANNEL, payloads, EVENTS_APPLICATION] : [EVENTS_CHANNEL, payloads],
      );
      receivers = rows[0]?.receivers ?? 0;
    } catch (err) {
      request?.cancel();
      throw err;
    }
    if (request) await request.wait(receivers, topic);
  }

  /** Confirms another process's event (best effort: its sender stops waiting after a bounded time anyway). */
  #confirm(id: string): void {
    const client = this.#client;
    if (!client || !this.connected) return;
    this.#run(client, 'SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, encodeConfirmation(PROCESS_ID, ++this.#messageId, id)]).catch(() => {});
  }

  async close(): Promise<void> {
    this.#closing = true;
    clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = null;
    this.connected = false;
    this.#decoder.clear();
    this.#confirmations.clear();
    await client?.end().catch(() => {});
  }
}
