/**
 * Where a read goes when DATABASE_READ_URL names a streaming replica (docs/read-replica.md): the one place that
 * decides. Its user is the GraphQL plugin of graphql/read-replica.ts, which runs a query operation on the
 * replica's client and everything else (mutations and their transactions, subscriptions) on the primary's.
 *
 * - A poller asks the replica, every second, how far it has replayed (`pg_last_wal_replay_lsn()`) and the primary
 *   how far it has written (`pg_current_wal_lsn()`): the difference is the lag (bytes and seconds, metrics).
 * - Read-your-writes: after a session's write, the primary's WAL position is remembered for that session; its
 *   reads go to the primary until the replica has replayed past it. Until the position is known (it is asked
 *   after the commit, before the mutation answers) the session reads the primary too.
 * - Failback: a replica that fails the poller or a read (unreachable, connection lost, not a standby) is away:
 *   reads go to the primary until the poller finds it again. The read that failed is answered by the primary.
 * - Lag bound: a replica more than DATABASE_READ_MAX_LAG seconds behind serves no reads until it catches up.
 *
 * Each process polls on its own and remembers its sessions' writes; a write's position is also announced to the
 * other processes (server/app.ts, on the event bus), which remember it as it arrives: docs/read-replica.md
 * "Several processes" says what that guarantees and what not.
 */
import pg from 'pg';
import type { Db } from './client.ts';
import { pgConnection } from './hosts.ts';
import { isDatabaseUnavailable } from '../kernel/errors.ts';
import { registerReplica } from '../kernel/metrics.ts';

/** How often the replica's replay position and the primary's WAL position are read. */
export const REPLICA_POLL_MS = 1000;
/** How long a poll's connection and statement may take before the replica counts as away. */
const POLL_TIMEOUT_MS = 2000;
/** The most WAL positions the lag in seconds is measured from (an hour of polls). */
const MAX_SAMPLES = 3600;
/** How long a session whose write position could not be read reads the primary. */
const UNKNOWN_WRITE_MS = 10_000;

/** A WAL position (`pg_lsn` text 'X/Y') as a number of bytes. */
export function lsnBytes(text: string): bigint {
  const [hi, lo] = text.split('/');
  return (BigInt(`0x${hi}`) << 32n) | BigInt(`0x${lo}`);
}

/** SQLSTATEs of a statement a standby refuses that the primary answers: a write (25006), a recovery conflict (40001). */
const STANDBY_REFUSAL = new Set(['25006', '40001']);

function standbyRefusal(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 6) return false;
  const e = error as { code?: unknown; originalCode?: unknown; message?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown }; originalError?: unknown };
  if ((typeof e.code === 'string' && STANDBY_REFUSAL.has(e.code)) || (typeof e.originalCode === 'string' && STANDBY_REFUSAL.has(e.originalCode))) return true;
  if (typeof e.message === 'string' && /read-only transaction|conflict with recovery/.test(e.message)) return true;
  return [e.cause, e.meta?.driverAdapterError, e.originalError].some((inner) => inner !== error && standbyRefusal(inner, depth + 1));
}

/** What became of a read that failed on the replica: `away` — the replica is gone; `refused` — only this statement. */
export function replicaFailure(error: unknown): 'away' | 'refused' | null {
  if (isDatabaseUnavailable(error)) return 'away';
  return standbyRefusal(error) ? 'refused' : null;
}

export interface ReplicaState {
  up: boolean;
  /** Bytes of WAL written by the primary the replica has not replayed, as of the last poll (null before one). */
  lagBytes: number | null;
  lagSeconds: number | null;
}

export interface ReadRouting {
  /** The replica's client for a read by `session` (an account's key), or null: read on the primary. */
  readDb(session: string | null): Db | null;
  /**
   * A session wrote on the primary: its reads stay there until the replica has replayed the write. Resolves once the
   * write's position is known and announced to the other processes (never rejects; at most the poll timeout).
   */
  noteWrite(session: string): Promise<void>;
  /** A session wrote up to `lsn` in another process (ReadRoutingOptions.announce there): the same, from that position. */
  noteWriteAt(session: string, lsn: bigint): void;
  /**
   * Calls `fn` once when the replica is next marked away (by the poller or a failed read); returns the function
   * that forgets it. A read on a replica that stopped answering (no error, no answer: a partition, a frozen server)
   * is abandoned for the primary when the poller times out (graphql/read-replica.ts).
   */
  onAway(fn: () => void): () => void;
  /** A read failed on the replica: whether to answer it from the primary (and, for a lost replica, mark it away). */
  failed(error: unknown): boolean;
  /** One poll now (the poller's own, for tests that need the state at once). */
  poll(): Promise<void>;
  state(): ReplicaState;
  close(): Promise<void>;
}

export interface ReadRoutingOptions {
  /** DATABASE_URL (a host list with target_session_attrs is read as db/hosts.ts reads it). */
  primaryUrl: string;
  /** DATABASE_READ_URL. */
  replicaUrl: string;
  /** The Prisma client on the replica (its reads bound to the read path by the caller: server/app.ts). */
  replica: Db;
  /** DATABASE_READ_MAX_LAG (0: no bound). */
  maxLagSeconds: number;
  /** Told each session write's WAL position once known, for the other server processes (server/app.ts sends it on the event bus). */
  announce?: (session: string, lsn: bigint) => Promise<void>;
  /** Told once each time the replica goes away or comes back (the server log). */
  log?: (message: string) => void;
}

/** A pool of the poller's own: its statements are not the app's (no statement listener counts them), and a replica that hangs delays only the poller. */
function pollerPool(url: string): pg.Pool {
  const pool = new pg.Pool({ ...pgConnection(url), max: 1, connectionTimeoutMillis: POLL_TIMEOUT_MS, query_timeout: POLL_TIMEOUT_MS, idleTimeoutMillis: 0, keepAlive: true });
  pool.on('error', () => {});
  return pool;
}

/**
 * The lag in seconds, from the primary's WAL positions as earlier polls saw them (oldest first, those the replica has
 * not replayed yet): the age of the oldest — how long ago the primary had written WAL the replica still has not
 * replayed, to a poll's precision. Not `now() - pg_last_xact_replay_timestamp()`: after a quiet hour that says an
 * hour the moment a new write arrives, although the replica is milliseconds behind.
 */
function lagClock() {
  const unreplayed: { at: number; lsn: bigint }[] = [];
  return {
    secondsBehind(now: number, written: bigint, replayedUpTo: bigint): number {
      while (unreplayed.length > 0 && unreplayed[0]!.lsn <= replayedUpTo) unreplayed.shift();
      const last = unreplayed[unreplayed.length - 1];
      if (written > replayedUpTo && (!last || last.lsn < written)) unreplayed.push({ at: now, lsn: written });
      // A replica stuck for hours: the oldest is kept (it is the lag), the ones after it thinned.
      if (unreplayed.length > MAX_SAMPLES) unreplayed.splice(1, 1);
      return unreplayed.length > 0 ? (now - unreplayed[0]!.at) / 1000 : 0;
    },
    reset: () => void (unreplayed.length = 0),
  };
}

/** Per session: the primary's WAL position after its latest write (null: being asked, until `until`). */
function sessionWrites() {
  const writes = new Map<string, { lsn: bigint | null; until: number }>();
  return {
    /** Whether the session has a write the replica (replayed up to `replayed`) may not have yet. */
    pending(session: string, replayed: bigint): boolean {
      const write = writes.get(session);
      if (!write) return false;
      if (write.lsn !== null ? write.lsn <= replayed : Date.now() > write.until) {
        writes.delete(session);
        return false;
      }
      return true;
    },
    /** A write of this process: pending until `settle` gives its position. */
    begin(session: string) {
      const entry = { lsn: null as bigint | null, until: Date.now() + UNKNOWN_WRITE_MS };
      writes.set(session, entry);
      return (lsn: bigint) => {
        if (writes.get(session) === entry) entry.lsn = lsn;
      };
    },
    /** A write of another process, at `lsn`: a write of this process still being asked for its position, or one further on, stands. */
    at(session: string, lsn: bigint) {
      const known = writes.get(session);
      if (known && (known.lsn === null || known.lsn >= lsn)) return;
      writes.set(session, { lsn, until: 0 });
    },
  };
}

/**
 * The routing of one app. The poller starts at once; the replica serves no read before its first successful poll.
 */
export function createReadRouting(options: ReadRoutingOptions): ReadRouting {
  const { replica, maxLagSeconds, log = (m) => console.warn(m) } = options;
  const primaryPool = pollerPool(options.primaryUrl);
  const replicaPool = pollerPool(options.replicaUrl);

  let up = false;
  let replayed: bigint | null = null;
  let lagBytes: number | null = null;
  let lagSeconds: number | null = null;
  const writes = sessionWrites();
  const clock = lagClock();
  let closed = false;
  let served = false;

  const awayListeners = new Set<() => void>();
  const setUp = (value: boolean, why?: string) => {
    // Away, its position and lag are unknown until a poll answers again.
    if (!value) {
      replayed = null;
      lagBytes = lagSeconds = null;
      clock.reset();
    }
    if (value === up) return;
    up = value;
    if (value) served = true;
    else for (const fn of [...awayListeners]) fn();
    log(value ? `[replica] DATABASE_READ_URL serves reads${served ? ' again' : ''}` : `[replica] DATABASE_READ_URL is away (${why ?? 'unknown'}): reads go to the primary`);
  };

  async function poll(): Promise<void> {
    try {
      const [standby, primary] = await Promise.all([
        replicaPool.query<{ standby: boolean; replay: string | null }>('SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replay'),
        primaryPool.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn'),
      ]);
      const row = standby.rows[0]!;
      // A server out of recovery is no replica of the primary (promoted, or the wrong server): its data may have
      // parted from the primary's, so it serves no reads.
      if (!row.standby || row.replay === null) return setUp(false, 'not a standby in recovery');
      replayed = lsnBytes(row.replay);
      const written = lsnBytes(primary.rows[0]!.lsn);
      lagBytes = written > replayed ? Number(written - replayed) : 0;
      lagSeconds = clock.secondsBehind(performance.now(), written, replayed);
      setUp(true);
    } catch (err) {
      // The primary unreachable says nothing of the replica, but its lag is then unknown: reads keep to the primary's
      // own fate (a failover, db/hosts.ts) rather than read data of unknown age.
      setUp(false, (err as Error)?.message ?? String(err));
    }
  }

  let polling: Promise<void> | null = null;
  const tick = () => {
    if (closed || polling) return;
    polling = poll().finally(() => (polling = null));
  };
  const timer = setInterval(tick, REPLICA_POLL_MS);
  timer.unref();
  tick();

  const unregister = registerReplica({ read: () => ({ up, lagSeconds, lagBytes }) });

  return {
    readDb(session) {
      if (!up || replayed === null) return null;
      if (maxLagSeconds > 0 && (lagSeconds ?? 0) > maxLagSeconds) return null;
      if (session !== null && writes.pending(session, replayed)) return null;
      return replica;
    },
    noteWrite(session) {
      const settle = writes.begin(session);
      // The position after the commit: the write's commit record ends at or before it.
      return primaryPool.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn').then(
        async (r) => {
          const lsn = lsnBytes(r.rows[0]!.lsn);
          settle(lsn);
          await options.announce?.(session, lsn).catch(() => {});
        },
        () => {},
      );
    },
    noteWriteAt: writes.at,
    onAway(fn) {
      const once = () => {
        awayListeners.delete(once);
        fn();
      };
      awayListeners.add(once);
      return () => void awayListeners.delete(once);
    },
    failed(error) {
      const failure = replicaFailure(error);
      if (failure === 'away') setUp(false, (error as Error)?.message ?? String(error));
      return failure !== null;
    },
    poll: async () => {
      await polling;
      await poll();
    },
    state: () => ({ up, lagBytes, lagSeconds }),
    async close() {
      closed = true;
      clearInterval(timer);
      unregister();
      await polling?.catch(() => {});
      await Promise.all([primaryPool.end().catch(() => {}), replicaPool.end().catch(() => {})]);
    },
  };
}
