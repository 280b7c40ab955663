/** Daily purge of request-log entries older than the kept days (node-cron). */
import cron from 'node-cron';
import type { Db } from '../db/client.ts';
import { purgeOldLogs } from '../modules/base/log-store.ts';

export function startHousekeeping(db: Db): () => void {
  const run = () => purgeOldLogs(db).catch((err) => console.error('[housekeeping] log purge failed', err));
  const job = cron.schedule('17 3 * * *', run, { name: 'log-purge' });
  void run();
  return () => void job.stop();
}
