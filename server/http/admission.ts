/**
 * Requests admitted a few at a time, in arrival order — in front of the
 * embedded database (server/app.ts uses it only there).
 *
 * Why: PGlite runs one statement at a time from one FIFO queue. A page sends
 * its statements in several round trips (session check, rows and count,
 * lookups), so with 100 requests in flight each round trip of a request waits
 * behind the statements of every other request: a request's latency grows
 * with (its round trips) × (requests in flight), and which request finishes
 * first is luck — p99 of the user page at 100 connections was 4–4.6 s.
 * Admitting `limit` requests at once and queueing the rest in arrival order
 * keeps the database exactly as busy (a few requests always have a statement
 * queued) while every request waits only for those that came before it:
 * first come, first served, the tail close to the mean.
 *
 * The slot is held until the answer is sent or the connection closes
 * (`res` 'close'); a request whose client left while it waited is dropped
 * without running.
 */
import type { ServerResponse } from 'node:http';

/**
 * EMBEDDED_CONCURRENCY overrides it (0: no gate). 2 when each embedded statement had a turn of its own (4 and 8
 * then let some requests be passed by hundreds); 4 since the direct statements of one turn go into PGlite
 * together: every request still in arrival order at p99, and 7–15% more pages (docs/history/2026-11-26-read-path-floors-and-admission.md "2b. The
 * embedded database under many connections").
 */
export const DEFAULT_EMBEDDED_CONCURRENCY = 4;

export interface Admission {
  /** Runs `run` now or once a slot is free; the slot is released when `res` closes. */
  admit(res: ServerResponse, run: () => void): void;
  /** Requests waiting for a slot (for tests, logs and the metrics). */
  readonly waiting: number;
  /** Requests admitted and not yet answered (the metrics). */
  readonly active: number;
  /** The most admitted at once (0: no limit). */
  readonly limit: number;
}

export function embeddedConcurrency(env: Record<string, string | undefined> = process.env): number {
  const raw = env.EMBEDDED_CONCURRENCY;
  if (raw === undefined || raw === '') return DEFAULT_EMBEDDED_CONCURRENCY;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`EMBEDDED_CONCURRENCY must be a whole number ≥ 0 (0: no limit), not ${raw}`);
  return n;
}

export function createAdmission(limit: number): Admission {
  let active = 0;
  // A queue with a moving head: shift() of a long array copies it.
  let queue: { res: ServerResponse; run: () => void }[] = [];
  let head = 0;

  const release = () => {
    active--;
    next();
  };
  const start = (res: ServerResponse, run: () => void) => {
    active++;
    res.once('close', release);
    run();
  };
  const next = () => {
    while (active < limit && head < queue.length) {
      const item = queue[head]!;
      queue[head++] = undefined as never;
      if (head > 1024 && head * 2 > queue.length) {
        queue = queue.slice(head);
        head = 0;
      }
      // The client left while it waited: nothing to answer.
      if (item.res.destroyed || item.res.writableEnded) continue;
      start(item.res, item.run);
    }
  };

  return {
    admit(res, run) {
      if (limit <= 0 || (active < limit && head === queue.length)) return start(res, run);
      queue.push({ res, run });
    },
    get active() {
      return active;
    },
    limit,
    get waiting() {
      return queue.length - head;
    },
  };
}
