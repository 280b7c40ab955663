/**
 * Daily housekeeping (node-cron): request-log entries older than the kept
 * days, and auth rows that can no longer matter (expired refresh tokens and
 * captchas, login failures outside the lockout window).
 */
import cron from 'node-cron';
import type { Db } from '../db/client.ts';
import { purgeOldLogs } from '../audit/log.ts';
import { FAILURE_WINDOW_MS } from '../auth/service.ts';

export function startHousekeeping(db: Db): () => void {
  const run = () =>
    Promise.all([
      purgeOldLogs(db),
      db.authRefreshToken.deleteMany({ where: { expiresAt: { lt: new Date() } } }),
      db.authCaptcha.deleteMany({ where: { expiresAt: { lt: new Date() } } }),
      db.authLoginFailure.deleteMany({ where: { createTime: { lt: new Date(Date.now() - FAILURE_WINDOW_MS) } } }),
    ]).catch((err) => console.error('[housekeeping] purge failed', err));
  const job = cron.schedule('17 3 * * *', run, { name: 'log-purge' });
  void run();
  return () => void job.stop();
}
