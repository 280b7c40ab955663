/**
 * The request log: what was called, by whom, from where, with what
 * arguments (sensitive ones redacted), and the purge of entries older than
 * the kept days. The log accepts any input the API accepts: text the
 * database cannot store (NUL characters) is escaped, not refused.
 */
import type { Db } from '../kernel/context.ts';

export const LOG_KEEP_KEY = 'logKeep';
export const DEFAULT_LOG_KEEP_DAYS = 31;
export const REDACTED = '******';

/** Strings as PostgreSQL text/jsonb can hold them (no NUL), bounded in size and depth. */
export function storable(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return (value.length > 10000 ? `${value.slice(0, 10000)}…` : value).replace(/\u0000/g, '\\u0000');
  if (value === null || typeof value !== 'object') return typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;
  if (depth > 8) return '…';
  if (Array.isArray(value)) return value.slice(0, 200).map((v) => storable(v, depth + 1));
  if (value instanceof Date) return value.toISOString();
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).slice(0, 200).map(([k, v]) => [String(storable(k)), storable(v, depth + 1)]));
}

export interface LogEntry {
  userId: number | null;
  action: string;
  ip: string;
  params: unknown;
  /**
   * The communities the request worked in (where.ts requestCommunities: the
   * selected one, else the viewer's); null or empty when it had none or was
   * unrestricted. The log's reads are scoped by them (modules/base/log.ts).
   */
  communities: number[] | null;
}

/** The columns of a log row (without its communities). */
export function logColumns(entry: LogEntry) {
  return {
    userId: entry.userId,
    action: String(storable(entry.action)).slice(0, 1000),
    ip: entry.ip.slice(0, 50),
    params: (storable(entry.params) ?? {}) as any,
  };
}

/** The distinct community ids of an entry, sorted (empty: no community). */
export function communitiesOf(entry: LogEntry): number[] {
  return [...new Set(entry.communities ?? [])].sort((a, b) => a - b);
}

export async function writeLog(db: Pick<Db, 'baseSysLog'>, entry: LogEntry): Promise<void> {
  const ids = communitiesOf(entry);
  await db.baseSysLog.create({
    data: { ...logColumns(entry), ...(ids.length ? { communities: { create: ids.map((communityId) => ({ communityId })) } } : {}) },
    select: { id: true },
  });
}

export async function getKeepDays(db: Db): Promise<number> {
  const row = await db.baseSysConf.findUnique({ where: { cKey: LOG_KEEP_KEY } });
  const n = Number(row?.cValue);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_LOG_KEEP_DAYS;
}

export async function setKeepDays(db: Db, days: number): Promise<void> {
  await db.baseSysConf.upsert({ where: { cKey: LOG_KEEP_KEY }, create: { cKey: LOG_KEEP_KEY, cValue: String(days) }, update: { cValue: String(days) } });
}

/** Deletes entries older than the kept days; returns how many. */
export async function purgeOldLogs(db: Db): Promise<number> {
  const days = await getKeepDays(db);
  const { count } = await db.baseSysLog.deleteMany({ where: { createTime: { lt: new Date(Date.now() - days * 86400_000) } } });
  return count;
}
