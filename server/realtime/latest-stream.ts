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
 */
import { pubsub, type Channels } from './pubsub.ts';

type TopicWithId = { [K in keyof Channels]: Channels[K] extends [number, unknown] ? K : never }[keyof Channels];
type Payload<K extends TopicWithId> = Channels[K][1];

interface Hub {
  sinks: Set<LatestStream<any>>;
  stop(): void;
}

const hubs = new Map<string, Hub>();

function hubOf<K extends TopicWithId>(topic: K, id: number): Hub {
  const key = `${topic}:${id}`;
  let hub = hubs.get(key);
  if (hub) return hub;
  const source = (pubsub.subscribe as (t: string, id: number) => AsyncIterableIterator<unknown>)(topic, id);
  const sinks = new Set<LatestStream<any>>();
  hub = {
    sinks,
    stop() {
      hubs.delete(key);
      void source.return?.();
    },
  };
  hubs.set(key, hub);
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
 */
export function latestStream<K extends TopicWithId>(topic: K, id: number, accept: (last: Payload<K>, next: Payload<K>) => boolean): LatestStream<Payload<K>> {
  return new LatestStream(hubOf(topic, id), accept);
}
