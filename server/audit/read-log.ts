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
import { communitiesOf, logColumns, type LogEntry } from './log.ts';
import { directRows } from '../db/direct.ts';
import { modelInfo } from '../crud/datamodel.ts';

/**
 * A batch as one statement of arrays (unnest), sent on the driver (db/direct.ts): Prisma's createMany
 * compiled every batch of 200 rows anew in its query compiler, about a tenth of the server's CPU under a
 * page load (docs/read-path-direct.md). createTime and updateTime are the columns' defaults (now()).
 */
const col = (model: string, field: string) => `"${modelInfo(model).byName.get(field)!.dbName}"`;
const insertLogs = () => `INSERT INTO "public"."${modelInfo('BaseSysLog').table}" (${['userId', 'action', 'ip', 'params'].map((f) => col('BaseSysLog', f)).join(', ')})
  SELECT u, a, i, p::jsonb FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS x(u, a, i, p) RETURNING ${col('BaseSysLog', 'id')} AS id`;
const insertLogCommunities = () => `INSERT INTO "public"."${modelInfo('BaseSysLogCommunity').table}" (${col('BaseSysLogCommunity', 'logId')}, ${col('BaseSysLogCommunity', 'communityId')})
  SELECT l, c FROM unnest($1::int[], $2::int[]) AS x(l, c)`;

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

  /**
   * One insert per distinct set of communities in the batch (a batch holds
   * few: most requests work in one community), then one insert of the
   * communities of all the rows it created, whatever order they come back in.
   * No transaction (it would queue behind mutations on the embedded
   * database): should the second insert fail, its rows are left without
   * communities, which hides them from everyone but a viewer of every community.
   */
  async function writeBatch(rows: LogEntry[]): Promise<void> {
    const groups = new Map<string, { ids: number[]; rows: LogEntry[] }>();
    for (const e of rows) {
      const ids = communitiesOf(e);
      const key = ids.join(',');
      const g = groups.get(key) ?? { ids, rows: [] };
      g.rows.push(e);
      groups.set(key, g);
    }
    for (const { ids, rows: group } of groups.values()) {
      const data = group.map(logColumns);
      const created = await directRows<{ id: number }>(db, insertLogs(), [
        data.map((d) => d.userId),
        data.map((d) => d.action),
        data.map((d) => d.ip),
        data.map((d) => JSON.stringify(d.params)),
      ]);
      if (ids.length === 0) continue;
      const logIds = created.flatMap(({ id }) => ids.map(() => id));
      await directRows(db, insertLogCommunities(), [logIds, created.flatMap(() => ids)]);
    }
  }

  /**
   * Writes the entries there when the flush began, and stops. Entries pushed meanwhile wait for the next
   * trigger (the batch size or the timer): a loop until the buffer was empty wrote, under load, every entry
   * that arrived during the previous insert — batches of one or two rows, 7,239 inserts for ~10,000 REST
   * pages on the embedded database, where each costs ~180 µs of the server's own thread.
   */
  async function writeSome(): Promise<void> {
    let left = buffer.length;
    while (left > 0) {
      const rows = buffer.splice(0, Math.min(left, 1000));
      left -= rows.length;
      try {
        await writeBatch(rows);
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
