/**
 * Log rows of reads (and of calls refused before they ran) are written in
 * batches off the request's path: a bounded buffer flushed every half
 * second or every 200 entries with one multi-row insert, and on shutdown.
 * A mutation's log row never goes through here: it is written in the
 * mutation's own transaction (unit-of-work.ts). When the buffer is full
 * (the database is far behind), further read entries are counted and
 * dropped rather than holding memory without bound.
 */
import type { Db } from '../kernel/context.ts';
import { storable, type LogEntry } from './log.ts';

export interface ReadLog {
  push(entry: LogEntry): void;
  /** Writes what is buffered (also on shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
  readonly dropped: number;
}

export function createReadLog(db: Db, options: { max?: number; batch?: number; intervalMs?: number } = {}): ReadLog {
  const max = options.max ?? 10_000;
  const batch = options.batch ?? 200;
  const buffer: LogEntry[] = [];
  let dropped = 0;
  let flushing: Promise<void> | null = null;
  let closed = false;

  async function writeSome(): Promise<void> {
    while (buffer.length) {
      const rows = buffer.splice(0, 1000);
      try {
        await db.baseSysLog.createMany({
          data: rows.map((e) => ({ userId: e.userId, action: String(storable(e.action)).slice(0, 1000), ip: e.ip.slice(0, 50), params: (storable(e.params) ?? {}) as any })),
        });
      } catch (err) {
        console.error('[log] batch write failed', err);
      }
    }
  }

  function flush(): Promise<void> {
    if (!flushing) flushing = writeSome().finally(() => (flushing = null));
    return flushing;
  }

  const timer = setInterval(() => void flush(), options.intervalMs ?? 500);
  timer.unref();

  return {
    push(entry) {
      if (closed) return;
      if (buffer.length >= max) {
        dropped++;
        if (dropped === 1 || dropped % 1000 === 0) console.warn(`[log] read log buffer full: ${dropped} entries dropped`);
        return;
      }
      buffer.push(entry);
      if (buffer.length >= batch) void flush();
    },
    flush: async () => {
      await flushing;
      await flush();
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await flushing;
      await flush();
    },
    get dropped() {
      return dropped;
    },
  };
}
