/**
 * Daily housekeeping (node-cron, 03:17, and once at start): request-log
 * entries older than the kept days, recycle-bin entries older than theirs
 * (crud/recycle.ts: the parameter recycleKeepDays, else the log's kept
 * days), and auth rows that can no longer matter (expired refresh tokens and
 * captchas, login failures outside the lockout window).
 */
import cron from 'node-cron';
import type { Db } from '../db/client.ts';
import { purgeOldLogs } from '../audit/log.ts';
import { purgeOldRecycle } from '../crud/recycle.ts';
import { FAILURE_WINDOW_MS } from '../auth/service.ts';

export interface HousekeepingResult {
  logs: number;
  recycle: number;
  refreshTokens: number;
  captchas: number;
  loginFailures: number;
}

/** One pass of the purge; answers how many rows of each kind went. */
export async function runHousekeeping(db: Db): Promise<HousekeepingResult> {
  const [logs, recycle, refreshTokens, captchas, loginFailures] = await Promise.all([
    purgeOldLogs(db),
    purgeOldRecycle(db),
    db.authRefreshToken.deleteMany({ where: { expiresAt: { lt: new Date() } } }).then((r) => r.count),
    db.authCaptcha.deleteMany({ where: { expiresAt: { lt: new Date() } } }).then((r) => r.count),
    db.authLoginFailure.deleteMany({ where: { createTime: { lt: new Date(Date.now() - FAILURE_WINDOW_MS) } } }).then((r) => r.count),
  ]);
  return { logs, recycle, refreshTokens, captchas, loginFailures };
}

export function startHousekeeping(db: Db): () => void {
  const run = () => runHousekeeping(db).catch((err) => console.error('[housekeeping] purge failed', err));
  const job = cron.schedule('17 3 * * *', run, { name: 'log-purge' });
  void run();
  return () => void job.stop();
}
