/**
 * The request log: what was called, by whom, from where, with secrets
 * redacted; and the purge of entries older than the kept days.
 */
import type { Db } from '../../db/client.ts';

export const LOG_KEEP_KEY = 'logKeep';
export const DEFAULT_LOG_KEEP_DAYS = 31;
const SECRET_KEY = /pass(word)?|token|secret|verifycode|captcha|authorization/i;

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_KEY.test(k) ? '******' : redact(v, depth + 1)]),
  );
}

export async function writeLog(db: Db, entry: { userId: number | null; action: string; ip: string; params: unknown }): Promise<void> {
  await db.baseSysLog.create({
    data: { userId: entry.userId, action: entry.action.slice(0, 1000), ip: entry.ip.slice(0, 50), params: (redact(entry.params) ?? {}) as any },
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
