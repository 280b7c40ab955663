/**
 * The throttles over recorded failures (auth_login_failure): staff logins
 * and owners' ballot codes both wait once a window holds too many failures.
 * One rule: the wait lasts until the oldest of the last `limit` failures
 * leaves the window, so a steady trickle of tries cannot keep an attacker
 * just under the limit, and a pause always ends.
 *
 * Each throttle has a purpose of its own (THROTTLES), stored with every
 * failure it records and added here to every count it makes — never by the
 * caller. So wrong owner codes never block staff logins from the same
 * address (an office or a housing estate shares one), nor staff failures the
 * owners, and a new throttle declared here cannot count another's rows
 * (docs/decisions.md "Login throttling").
 */
import type { Db } from '../kernel/context.ts';

/** Every throttle over recorded failures, by purpose (the `purpose` column). */
export const THROTTLES = {
  /** Staff logins (auth/service.ts): per account and address, per account, per address. */
  staffLogin: 'staffLogin',
  /** Owners' ballot codes, confirmations and device keys (owner-web/owner-ballot.ts): per address, per credential. */
  ownerCode: 'ownerCode',
} as const;
export type Throttle = (typeof THROTTLES)[keyof typeof THROTTLES];

/** Which of a throttle's failures a window counts: one name (an account, a credential), one address, or both. */
export interface FailureScope {
  username?: string;
  ip?: string;
}

export interface FailureWindow {
  where: FailureScope;
  limit: number;
}

type FailureDb = Pick<Db, 'authLoginFailure'>;

/** The rows of a throttle: its purpose always, so no scope can reach another throttle's rows (name and address as stored). */
function rowsOf(purpose: Throttle, scope: FailureScope) {
  return { purpose, ...(scope.username !== undefined ? { username: scope.username.slice(0, 100) } : {}), ...(scope.ip !== undefined ? { ip: scope.ip.slice(0, 50) } : {}) };
}

/** Seconds until another try is allowed under every window of the throttle, or 0. */
export async function failureWait(db: FailureDb, purpose: Throttle, windows: readonly FailureWindow[], windowMs: number): Promise<number> {
  const since = new Date(Date.now() - windowMs);
  const lists = await Promise.all(
    windows.map((w) =>
      db.authLoginFailure.findMany({ where: { ...rowsOf(purpose, w.where), createTime: { gt: since } }, orderBy: { createTime: 'desc' }, take: w.limit, select: { createTime: true } }),
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

/** Records one failure of the throttle (the name and address cut to their columns). */
export async function recordFailure(db: FailureDb, purpose: Throttle, username: string, ip: string): Promise<void> {
  await db.authLoginFailure.create({ data: { purpose, username: username.slice(0, 100), ip: ip.slice(0, 50) } });
}

/** Forgets the throttle's failures in a scope (a staff login that succeeded forgets its account's from that address). */
export async function clearFailures(db: FailureDb, purpose: Throttle, scope: FailureScope): Promise<void> {
  await db.authLoginFailure.deleteMany({ where: rowsOf(purpose, scope) });
}
