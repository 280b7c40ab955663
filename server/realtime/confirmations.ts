/**
 * Confirmed events between server processes.
 *
 * A transport (Redis pub/sub, PostgreSQL LISTEN/NOTIFY) delivers an event in
 * order, but the sender learns only that the broker took it, not that the
 * other processes have read it. On a loaded machine the broker's write to
 * another process, or that process's turn to read its socket, can come after
 * the sender has answered its client and the client has sent its next request
 * to the other process: a token just logged out would then be served from
 * that process's viewer cache. So for the events that drop a cache entry
 * (pubsub.ts CONFIRMED_TOPICS) the sender asks every receiver to confirm, and
 * waits (at most CONFIRM_WAIT_MS) until as many confirmations arrived as the
 * broker counted receivers. Receivers confirm after the bus delivered the
 * event, which runs the cache taps synchronously.
 *
 * The waiting is on writes only (a logout, a change of rights, a write the
 * replica must replay); reads pay nothing.
 */

/** How long a sender waits for the other processes' confirmations (under kernel/unit-of-work.ts AFTER_COMMIT_WAIT_MS). */
export const CONFIRM_WAIT_MS = 1500;

interface Pending {
  /** Confirmations received so far (they may arrive before the receiver count is known). */
  got: number;
  /** Confirmations needed; unknown (Infinity) until the broker has counted the receivers. */
  needed: number;
  done: () => void;
  timer?: NodeJS.Timeout;
}

export class Confirmations {
  #seq = 0;
  readonly #pending = new Map<string, Pending>();

  constructor(
    private readonly origin: string,
    private readonly log: (line: string) => void = (line) => console.error(line),
    private readonly waitMs = CONFIRM_WAIT_MS,
  ) {}

  /** Opens a request for confirmations before the event is sent; returns its id and a wait to call once the receivers are counted. */
  open(): { id: string; wait: (receivers: number, what: string) => Promise<void>; cancel: () => void } {
    const id = `${this.origin}:${++this.#seq}`;
    let done!: () => void;
    const settled = new Promise<void>((resolve) => (done = resolve));
    const entry: Pending = { got: 0, needed: Infinity, done };
    this.#pending.set(id, entry);
    const finish = () => {
      clearTimeout(entry.timer);
      this.#pending.delete(id);
      entry.done();
    };
    return {
      id,
      cancel: finish,
      wait: (receivers, what) => {
        entry.needed = Math.max(0, receivers);
        if (entry.got >= entry.needed) {
          finish();
          return settled;
        }
        entry.timer = setTimeout(() => {
          this.log(`[events] ${entry.needed - entry.got} of ${entry.needed} other server process(es) did not confirm a ${what} event within ${this.waitMs} ms`);
          finish();
        }, this.waitMs);
        entry.timer.unref();
        return settled;
      },
    };
  }

  /** A receiver confirmed `id` (ids of other senders are ignored). */
  confirm(id: string): void {
    const entry = this.#pending.get(id);
    if (!entry) return;
    entry.got++;
    if (entry.got >= entry.needed) {
      clearTimeout(entry.timer);
      this.#pending.delete(id);
      entry.done();
    }
  }

  /** Whether an id was opened by this process (a confirmation addressed to us). */
  mine(id: string): boolean {
    return id.startsWith(`${this.origin}:`);
  }

  /** Releases every waiting sender (the transport closes). */
  clear(): void {
    for (const [id, entry] of this.#pending) {
      clearTimeout(entry.timer);
      this.#pending.delete(id);
      entry.done();
    }
  }
}
