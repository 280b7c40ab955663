/**
 * The request log: what was called, by whom, from where, with what
 * arguments (sensitive ones redacted), and the purge of entries older than
 * the kept days. The log records any input, the refused included, so text
 * is made storable here, the last line before the database (user input was
 * judged on the way in: kernel/text-input.ts): a lone UTF-16 surrogate
 * becomes U+FFFD (PostgreSQL's jsonb refuses its escape), a NUL the visible
 * text `\u0000`, long texts are cut (never inside a surrogate pair), and a
 * payload that still cannot be stored is replaced by a note saying why.
 */
import type { Db } from '../kernel/context.ts';
import type { Prisma } from '../generated/prisma/client.ts';

export const LOG_KEEP_KEY = 'logKeep';
export const DEFAULT_LOG_KEEP_DAYS = 31;
export const REDACTED = '******';

/** The longest text a logged value keeps. */
const MAX_LOG_TEXT = 10_000;
/** The largest arguments a log row keeps, as JSON text; larger ones are replaced by a note. */
export const MAX_LOG_PARAMS = 1_000_000;

/**
 * Text as the log stores it: NUL as the visible escape `\u0000`, at most
 * `max` characters (then `…`), and well-formed — a lone surrogate, sent or
 * left by the cut, becomes U+FFFD.
 */
export function logText(text: string, max = MAX_LOG_TEXT): string {
  const escaped = text.includes('\u0000') ? text.replace(/\u0000/g, '\\u0000') : text;
  return (escaped.length > max ? `${escaped.slice(0, max)}…` : escaped).toWellFormed();
}

/** Values as PostgreSQL text/jsonb can hold them (logText), bounded in size and depth; what JSON has no form for becomes text. */
export function storable(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return logText(value);
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'function' || typeof value === 'symbol') return String(value);
  if (value === null || typeof value !== 'object') return typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;
  if (depth > 8) return '…';
  if (Array.isArray(value)) return value.slice(0, 200).map((v) => storable(v, depth + 1));
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).slice(0, 200).map(([k, v]) => [logText(k, 200), storable(v, depth + 1)]));
}

/**
 * What a log row holds in place of arguments the database could not or would not store. The reason is the
 * last line of the error's message (Prisma's messages open with the call and end with the database's words).
 */
export function unstorableNote(reason: string): { __unstorable: string } {
  const line = reason.split('\n').map((l) => l.trim()).filter(Boolean).at(-1) ?? '';
  return { __unstorable: `payload not storable: ${logText(line, 300)}` };
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
  /**
   * The request's id (its X-Request-Id: `ctx.request.id`, kernel/request-context.ts); null or absent
   * for work outside any HTTP request (graphql-ws, tasks).
   */
  requestId?: string | null;
}

/** The columns of a log row (without its communities), every one as its column holds it; `json` is the params' JSON text. */
export function logColumns(entry: LogEntry) {
  // storable made it a JSON value: what the params column (jsonb) holds.
  let params = (storable(entry.params) ?? {}) as Prisma.InputJsonValue;
  let json = JSON.stringify(params);
  if (json.length > MAX_LOG_PARAMS) {
    params = unstorableNote(`larger than ${MAX_LOG_PARAMS} characters`);
    json = JSON.stringify(params);
  }
  const userId = entry.userId;
  return {
    // An int4 column: anything else would make the database refuse the row.
    userId: typeof userId === 'number' && Number.isInteger(userId) && userId >= -(2 ** 31) && userId < 2 ** 31 ? userId : null,
    action: logText(String(entry.action ?? ''), 999),
    ip: logText(String(entry.ip ?? ''), 49),
    requestId: typeof entry.requestId === 'string' ? logText(entry.requestId, 128) : null,
    params,
    json,
  };
}

/** The distinct community ids of an entry, sorted (empty: no community). */
export function communitiesOf(entry: LogEntry): number[] {
  return [...new Set(entry.communities ?? [])].sort((a, b) => a - b);
}

export async function writeLog(db: Pick<Db, 'baseSysLog'>, entry: LogEntry): Promise<void> {
  const ids = communitiesOf(entry);
  const { json: _json, ...columns } = logColumns(entry);
  await db.baseSysLog.create({
    data: { ...columns, ...(ids.length ? { communities: { create: ids.map((communityId) => ({ communityId })) } } : {}) },
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
