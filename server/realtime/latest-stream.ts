/**
 * A subscription to the newest state of something (a meeting's live count):
 * this process holds one bus subscription per topic and id, and hands each
 * event to every local subscriber in a plain loop; each subscriber keeps at
 * most one state not yet taken. A subscriber whose socket lags gets the
 * newest state when it is ready, never a backlog, and a thousand subscribers
 * of one meeting cost one async iterator on the bus, not a thousand.
 *
 * `accept(last, next)` says whether a state may follow the last one handed
 * to this subscriber (states from two server processes may cross).
 *
 * `reread()` gives the current state from the database. After the event
 * transport lost its connection (Redis or PostgreSQL away: states published
 * by other processes meanwhile never came), the transport's resync
 * (pubsub.ts isResync) makes every hub of this process read its state again
 * once and offer it to its subscribers: what they show is current without
 * waiting for the next change, and missed events are never replayed.
 */
import { isResync, pubsub, type Channels } from './pubsub.ts';

type TopicWithId = { [K in keyof Channels]: Channels[K] extends [number, unknown] ? K : never }[keyof Channels];
type Payload<K extends TopicWithId> = Channels[K][1];

/** A subscriber's stream as its hub sees it: offered every state, and maybe able to read the state again. */
interface Sink {
  offer(value: unknown): void;
  readonly reread?: () => Promise<unknown>;
}

interface Hub {
  sinks: Set<Sink>;
  /** Reads the state again and offers it to every subscriber (one read however many subscribers). */
  resync(): void;
  stop(): void;
}

const hubs = new Map<string, Hub>();

/** One bus tap for all hubs, from the first hub on: a transport's resync re-reads every hub's state. */
let untapResync: (() => void) | null = null;
function tapResync(): void {
  untapResync ??= pubsub.tap((topic, args) => {
    if (isResync(topic, args)) for (const hub of hubs.values()) hub.resync();
  });
}

function hubOf<K extends TopicWithId>(topic: K, id: number): Hub {
  const key = `${topic}:${id}`;
  let hub = hubs.get(key);
  if (hub) return hub;
  const source = (pubsub.subscribe as (t: string, id: number) => AsyncIterableIterator<unknown>)(topic, id);
  const sinks = new Set<Sink>();
  /** A re-read runs; `again`: another resync came meanwhile (its read may predate what was missed). */
  let rereading: { again: boolean } | null = null;
  hub = {
    sinks,
    resync() {
      if (rereading) {
        rereading.again = true;
        return;
      }
      const run: { again: boolean } = (rereading = { again: true });
      void (async () => {
        while (run.again) {
          run.again = false;
          // The state is the same for every subscriber of the hub (a meeting's counts): any of them can read it.
          const reader = [...sinks].find((s) => s.reread);
          if (!reader) return;
          const state = await reader.reread!();
          if (state !== undefined) for (const sink of sinks) sink.offer(state);
        }
      })()
        .catch((err) => console.error(`[realtime] could not read the ${key} state again after a resync:`, err instanceof Error ? err.message : err))
        .finally(() => (rereading = null));
    },
    stop() {
      hubs.delete(key);
      void source.return?.();
    },
  };
  hubs.set(key, hub);
  tapResync();
  void (async () => {
    for await (const event of source) for (const sink of sinks) sink.offer(event);
  })().catch((err) => console.error(`[realtime] the ${key} stream failed`, err));
  return hub;
}

export class LatestStream<T> implements AsyncIterableIterator<T> {
  private last: T | undefined;
  private pending: { value: T } | null = null;
  private waiter: ((r: IteratorResult<T>) => void) | null = null;
  private done = false;

  constructor(
    private readonly hub: Hub,
    private readonly accept: (last: T, next: T) => boolean,
    /** The current state read afresh (after a resync); undefined when there is none (e.g. the meeting is gone). */
    readonly reread?: () => Promise<T | undefined>,
  ) {
    hub.sinks.add(this);
  }

  /** A new state: handed over at once if the subscriber waits, else kept in place of any state not yet taken. */
  offer(value: T): void {
    if (this.done || (this.last !== undefined && !this.accept(this.last, value))) return;
    this.last = value;
    const waiter = this.waiter;
    if (waiter) {
      this.waiter = null;
      waiter({ value, done: false });
    } else {
      this.pending = { value };
    }
  }

  next(): Promise<IteratorResult<T>> {
    if (this.pending) {
      const { value } = this.pending;
      this.pending = null;
      return Promise.resolve({ value, done: false });
    }
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiter = resolve));
  }

  return(): Promise<IteratorResult<T>> {
    if (!this.done) {
      this.done = true;
      this.pending = null;
      this.hub.sinks.delete(this);
      if (this.hub.sinks.size === 0) this.hub.stop();
      this.waiter?.({ value: undefined, done: true });
      this.waiter = null;
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(err?: unknown): Promise<IteratorResult<T>> {
    void this.return();
    return Promise.reject(err);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

/**
 * Subscribes this process to topic/id for one subscriber. Events published
 * from now on are offered; the caller offers the current state itself
 * (computed after subscribing, so nothing published meanwhile is missed).
 * `reread` reads that state again after a resync (see the header).
 */
export function latestStream<K extends TopicWithId>(
  topic: K,
  id: number,
  accept: (last: Payload<K>, next: Payload<K>) => boolean,
  reread?: () => Promise<Payload<K> | undefined>,
): LatestStream<Payload<K>> {
  return new LatestStream(hubOf(topic, id), accept, reread);
}
