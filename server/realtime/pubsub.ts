/**
 * The event bus of subscriptions and caches. Publishers and subscribers use
 * `pubsub.publish(topic, [id,] payload)` / `pubsub.subscribe(topic[, id])`
 * (graphql-yoga's typed API). An event is delivered to this process's
 * subscribers at once and, when transports are attached, sent to the other
 * server processes: each app attaches a Redis pub/sub transport when REDIS_URL
 * is set (realtime/redis-events.ts), else on PostgreSQL a LISTEN/NOTIFY
 * transport (realtime/pg-events.ts); their events from other processes come
 * back in through `receive`. On the embedded database without REDIS_URL there
 * is one process and no transport.
 *
 * `publish` returns a promise that settles once the event has been handed to
 * every transport (it never rejects), so a unit of work can answer only
 * after other processes have been told (see kernel/unit-of-work.ts).
 */
import { randomBytes } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { shareEvent } from '../graphql/shared-events.ts';

// Every subscriber of a topic is a listener of this target: a meeting watched by
// hundreds of people is normal, not a leak (no MaxListenersExceededWarning).
const eventTarget = new EventTarget();
setMaxListeners(0, eventTarget);

export interface SessionEvent {
  reason: 'logout' | 'revoked';
  sessionId: string | null;
}

/** A meeting's voting credentials changed (modules/meeting/credential-events.ts): what happened, and when. */
export interface CredentialChange {
  meetingId: number;
  reason: string;
  at: string;
}

export type Channels = {
  /** Sessions of a user ended (logout, password change, disabled). */
  session: [userId: number, payload: SessionEvent];
  /** The counts of a meeting's vote changed (a vote, a stage move). */
  meetingVoting: [meetingId: number, payload: unknown];
  /** A meeting's voting credentials changed state (issued, reissued, bound, voted with, failed, locked). */
  meetingCredentials: [meetingId: number, payload: CredentialChange];
  /** An advice or a repair of a community was created or changed status. `seq` is unique across processes. */
  todo: [payload: { areaId: number | null; seq: string }];
  /** Users, roles or menus changed (or events may have been missed): resolved viewers must be looked up again. */
  viewers: [payload: { reason: 'changed' | 'resync' }];
  /**
   * An account wrote on the primary up to this WAL position (`lsn`, bytes as a decimal string): its reads stay on the
   * primary in every process until the replica has replayed it (db/read-routing.ts). `primary` names the database.
   */
  replicaWrite: [payload: { primary: string; session: string; lsn: string }];
};

export type Topic = Extract<keyof Channels, string>;
const TOPICS: ReadonlySet<string> = new Set<Topic>(['session', 'meetingVoting', 'meetingCredentials', 'todo', 'viewers', 'replicaWrite']);

/**
 * Events that drop what another process may answer from memory (a session's cached viewer, every viewer, a
 * session's reads on the replica). Their sender waits until every other process has applied them
 * (realtime/confirmations.ts), so a request sent anywhere after the answer sees the change.
 */
export const CONFIRMED_TOPICS: ReadonlySet<Topic> = new Set<Topic>(['session', 'viewers', 'replicaWrite']);

/**
 * Whether an event is a transport's resync: after its connection came back, events of other processes
 * may have been missed, so whatever was built from them (cached viewers, live counts on screen) must be
 * read again from the database rather than waited for (realtime/latest-stream.ts, todo.ts).
 */
export function isResync(topic: string, args: readonly unknown[]): boolean {
  return topic === 'viewers' && (args[0] as { reason?: unknown } | undefined)?.reason === 'resync';
}

/** Tells events of this process from those of others (a transport skips its own). */
export const PROCESS_ID = randomBytes(9).toString('base64url');

/** Carries events to the other server processes. */
export interface EventTransport {
  /** Sends an event; with `confirm`, resolves once the other processes confirmed it (or after a bounded wait). */
  send(topic: Topic, args: unknown[], confirm?: boolean): Promise<void>;
  /** False while the transport is reconnecting: events of other processes may be missed. */
  readonly connected: boolean;
}

type Tap = (topic: Topic, args: readonly unknown[]) => void;

const local = createPubSub<Channels>({ eventTarget: eventTarget as unknown as NonNullable<Parameters<typeof createPubSub<Channels>>[0]>['eventTarget'] });
const transports = new Set<EventTransport>();
const taps = new Set<Tap>();

function deliver(topic: Topic, args: readonly unknown[]): void {
  // Every subscriber of the topic receives this very payload: serialised once for all of them.
  const payload = args[args.length - 1];
  if (payload && typeof payload === 'object') shareEvent(payload);
  (local.publish as (topic: string, ...a: unknown[]) => void)(topic, ...args);
  for (const tap of taps) {
    try {
      tap(topic, args);
    } catch (err) {
      console.error('[pubsub] listener failed', err);
    }
  }
}

export interface Bus extends Omit<PubSub<Channels>, 'publish'> {
  /** Delivers here at once; resolves when every transport has sent it, and for CONFIRMED_TOPICS when the other processes confirmed it (never rejects). */
  publish<K extends Topic>(topic: K, ...args: Channels[K]): Promise<void>;
  /** Calls fn with every event, of this process or another (for caches); returns the unsubscribe. */
  tap(fn: Tap): () => void;
  /** Whether every attached transport is connected (no event of another process can have been missed). */
  reliable(): boolean;
  attach(transport: EventTransport): () => void;
  /** An event sent by another process (transports call this). Unknown topics are dropped. */
  receive(topic: string, args: unknown): void;
}

export const pubsub: Bus = {
  publish(topic, ...args) {
    deliver(topic, args);
    if (transports.size === 0) return Promise.resolve();
    return Promise.all(
      [...transports].map((t) =>
        t.send(topic, args, CONFIRMED_TOPICS.has(topic)).catch((err) => {
          console.error(`[pubsub] could not send a ${topic} event to the other processes:`, err instanceof Error ? err.message : err);
        }),
      ),
    ).then(() => undefined);
  },
  subscribe: local.subscribe,
  tap(fn) {
    taps.add(fn);
    return () => void taps.delete(fn);
  },
  reliable() {
    for (const t of transports) if (!t.connected) return false;
    return true;
  },
  attach(transport) {
    transports.add(transport);
    return () => void transports.delete(transport);
  },
  receive(topic, args) {
    if (!TOPICS.has(topic) || !Array.isArray(args) || args.length < 1 || args.length > 2) return;
    deliver(topic as Topic, args);
  },
};
