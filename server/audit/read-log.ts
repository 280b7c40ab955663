/**
 * Log rows of reads (and of calls refused before they ran) are written in
 * batches off the request's path: a bounded buffer flushed every half
 * second or every 200 entries with one multi-row insert, and on shutdown.
 * A mutation's log row never goes through here: it is written in the
 * mutation's own transaction (unit-of-work.ts). When the buffer is full
 * (the database is far behind), further read entries are counted and
 * dropped, loudly, rather than holding memory without bound.
 *
 * One entry never costs the others theirs: a batch the database refuses is
 * tried again (RETRIES times, with a pause), then row by row; a row refused
 * on its own is written with its arguments replaced by a note saying why
 * (log.ts unstorableNote). Rows that still could not be written — the
 * database is away — go back to the buffer for the next flush.
 */
import type { Db } from '../kernel/context.ts';
import { isDatabaseUnavailable } from '../kernel/errors.ts';
import { isDiskFull } from '../kernel/disk-full.ts';
import { communitiesOf, logColumns, unstorableNote, type LogEntry } from './log.ts';
import { readRows } from '../read/index.ts';
import { modelInfo } from '../crud/datamodel.ts';
import { auditBatches, auditDropped } from '../kernel/metrics.ts';

/**
 * A batch as one statement of arrays (unnest), sent on the driver (server/read): Prisma's createMany
 * compiled every batch of 200 rows anew in its query compiler, about a tenth of the server's CPU under a
 * page load (docs/history/2026-11-27-read-path-direct.md). createTime and updateTime are the columns' defaults (now()).
 */
const col = (model: string, field: string) => `"${modelInfo(model).byName.get(field)!.dbName}"`;
const insertLogs = () => `INSERT INTO "public"."${modelInfo('BaseSysLog').table}" (${['userId', 'action', 'ip', 'params', 'requestId'].map((f) => col('BaseSysLog', f)).join(', ')})
  SELECT u, a, i, p::jsonb, r FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[]) AS x(u, a, i, p, r) RETURNING ${col('BaseSysLog', 'id')} AS id`;
/** The rows and their communities in one statement, so a batch is written whole or not at all (and can be tried again). */
const insertLogsWithCommunities = () => `WITH l AS (${insertLogs()})
  INSERT INTO "public"."${modelInfo('BaseSysLogCommunity').table}" (${col('BaseSysLogCommunity', 'logId')}, ${col('BaseSysLogCommunity', 'communityId')})
  SELECT l.id, c FROM l CROSS JOIN unnest($6::int[]) AS c`;

/** How many more times a refused batch is tried whole before its rows are tried one by one. */
const RETRIES = 2;
/** The pause before each of those tries (times the try's number). */
const RETRY_PAUSE_MS = 50;

export interface ReadLog {
  push(entry: LogEntry): void;
  /** Writes what is buffered (also on shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
  readonly dropped: number;
}

/**
 * The rows of one set of communities in one statement (a batch holds few
 * sets: most requests work in one community), with their communities. No
 * transaction around it (it would queue behind mutations on the embedded
 * database); being one statement, it is written whole or not at all.
 */
async function writeGroup(db: Db, ids: number[], rows: LogEntry[]): Promise<void> {
  const data = rows.map(logColumns);
  const columns = [data.map((d) => d.userId), data.map((d) => d.action), data.map((d) => d.ip), data.map((d) => d.json), data.map((d) => d.requestId)];
  if (ids.length === 0) await readRows(db, insertLogs(), columns);
  else await readRows(db, insertLogsWithCommunities(), [...columns, ids]);
}

/** Runs a write, trying it `retries` more times after a pause; the error of the last try, or null once it succeeded. */
async function attempt(write: () => Promise<void>, retries: number): Promise<unknown> {
  for (let i = 0; ; i++) {
    try {
      await write();
      return null;
    } catch (err) {
      if (i >= retries) return err;
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS * (i + 1)));
    }
  }
}

/**
 * Writes a batch, one statement per set of communities; a refused one is tried again, then row by row,
 * a row refused alone is written with a note instead of its arguments. Answers the rows not written
 * (the database is away), for the next flush.
 */
async function writeBatch(db: Db, rows: LogEntry[]): Promise<LogEntry[]> {
  const groups = new Map<string, { ids: number[]; rows: LogEntry[] }>();
  for (const e of rows) {
    const ids = communitiesOf(e);
    const key = ids.join(',');
    const g = groups.get(key) ?? { ids, rows: [] };
    g.rows.push(e);
    groups.set(key, g);
  }
  const left: LogEntry[] = [];
  for (const { ids, rows: group } of groups.values()) {
    const err = await attempt(() => writeGroup(db, ids, group), RETRIES);
    auditBatches.inc({ outcome: err ? 'failed' : 'written' });
    if (!err) continue;
    // The database away or its disk full: no row is at fault, the batch waits for the next try.
    if (isDatabaseUnavailable(err) || isDiskFull(err)) {
      console.error(`[log] batch of ${group.length} entries not written, kept for the next try: the database is ${isDiskFull(err) ? 'out of disk space' : 'unavailable'}`);
      left.push(...group);
      continue;
    }
    console.error(`[log] batch of ${group.length} entries refused, writing them one by one`, err);
    left.push(...(await writeOneByOne(db, ids, group, err)));
  }
  return left;
}

/** The rows of a refused group, each on its own (`err`: the group's refusal, the row's own when it is alone); answers those not written. */
async function writeOneByOne(db: Db, ids: number[], group: LogEntry[], err: unknown): Promise<LogEntry[]> {
  const left: LogEntry[] = [];
  for (const row of group) {
    const alone = group.length > 1 ? await attempt(() => writeGroup(db, ids, [row]), 0) : err;
    if (!alone) continue;
    if (isDatabaseUnavailable(alone)) {
      left.push(row);
      continue;
    }
    // This row is the one the database refuses: it is kept, with a note in place of its arguments.
    const noted = await attempt(() => writeGroup(db, ids, [{ ...row, params: unstorableNote(String((alone as Error)?.message ?? alone)) }]), 0);
    if (!noted) continue;
    console.error(`[log] entry "${row.action}" of user ${row.userId} not written, kept for the next try`, noted);
    left.push(row);
  }
  return left;
}

export function createReadLog(db: Db, options: { max?: number; batch?: number; intervalMs?: number } = {}): ReadLog {
  const max = options.max ?? 10_000;
  const batch = options.batch ?? 200;
  const buffer: LogEntry[] = [];
  let dropped = 0;
  let flushing: Promise<void> | null = null;
  let closed = false;

  /** Puts rows not written back at the head of the buffer, within its bound (what does not fit is counted and said). */
  function keep(rows: LogEntry[]): void {
    const room = Math.max(0, max - buffer.length);
    const lost = rows.length - room;
    if (lost > 0) {
      dropped += lost;
      auditDropped.inc(lost);
      console.warn(`[log] read log buffer full: ${lost} entries not written dropped (${dropped} in all)`);
    }
    buffer.unshift(...rows.slice(0, room));
  }

  /**
   * Writes the entries there when the flush began, and stops. Entries pushed meanwhile wait for the next
   * trigger (the batch size or the timer): a loop until the buffer was empty wrote, under load, every entry
   * that arrived during the previous insert — batches of one or two rows, 7,239 inserts for ~10,000 REST
   * pages on the embedded database, where each costs ~180 µs of the server's own thread.
   */
  async function writeSome(): Promise<void> {
    let left = buffer.length;
    const notWritten: LogEntry[] = [];
    while (left > 0) {
      const rows = buffer.splice(0, Math.min(left, 1000));
      left -= rows.length;
      try {
        notWritten.push(...(await writeBatch(db, rows)));
      } catch (err) {
        // Not expected (writeBatch answers what it could not write); the rows are kept all the same.
        console.error('[log] batch write failed', err);
        notWritten.push(...rows);
      }
    }
    if (notWritten.length) keep(notWritten);
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
        auditDropped.inc();
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
      if (buffer.length) console.error(`[log] ${buffer.length} read log entries could not be written before shutdown`);
    },
    get dropped() {
      return dropped;
    },
  };
}
