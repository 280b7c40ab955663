/**
 * The throttle over recorded failures (auth_login_failure): staff logins and
 * owners' ballot codes both wait once a window holds too many failures. One
 * rule: the wait lasts until the oldest of the last `limit` failures leaves
 * the window, so a steady trickle of tries cannot keep an attacker just
 * under the limit, and a pause always ends.
 */
import type { Db } from '../kernel/context.ts';

export interface FailureWindow {
  /** Which failures count (a username, an address, a prefix of usernames). */
  where: object;
  limit: number;
}

/** Seconds until another try is allowed under every window, or 0. */
export async function failureWait(db: Pick<Db, 'authLoginFailure'>, windows: readonly FailureWindow[], windowMs: number): Promise<number> {
  const since = new Date(Date.now() - windowMs);
  const lists = await Promise.all(
    windows.map((w) =>
      db.authLoginFailure.findMany({ where: { ...w.where, createTime: { gt: since } }, orderBy: { createTime: 'desc' }, take: w.limit, select: { createTime: true } }),
    ),
  );
  let wait = 0;
  lists.forEach((rows, i) => {
    if (rows.length < windows[i]!.limit) return;
    const oldest = rows[rows.length - 1]!.createTime.getTime();
    wait = Math.max(wait, Math.ceil((oldest + windowMs - Date.now()) / 1000), 1);
  });
  return wait;
}
