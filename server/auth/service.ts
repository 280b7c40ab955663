/**
 * Authentication: login with captcha and failure throttling, rotating
 * refresh-token families, logout, and resolving a request's token into a
 * Viewer. Every piece of state lives in the database, so any number of server
 * instances agree on it.
 */
import { clearFailures, failureWait, recordFailure, THROTTLES } from './failure-window.ts';
import { randomUUID, randomBytes } from 'node:crypto';
import type { Config as AppConfig } from '../kernel/config.ts';
import type { AuthPort, AuthState, Db, LoginInput, TokenPair, Viewer } from '../kernel/context.ts';
import { AppError, SessionError, TooManyAttemptsError } from '../kernel/errors.ts';
import { TokenSigner } from './tokens.ts';
import { consumeCaptcha, createCaptcha, type CaptchaOptions } from './captcha.ts';
import { timingDummyHash, verifyPassword } from './password.ts';
import { pubsub, type SessionEvent } from '../realtime/pubsub.ts';
import { afterCommit } from '../kernel/unit-of-work.ts';

/**
 * Failed-login throttling (docs/decisions.md "Login throttling"), the staffLogin
 * throttle of auth/failure-window.ts: only staff login failures count, never
 * the owner page's. Failures count per account and source address, so an
 * outsider failing from their own address cannot lock a real user out; a
 * much higher ceiling per account across all
 * addresses, and one per address across all accounts, stop distributed
 * guessing and password spraying. All windows are 15 minutes.
 */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one account from one address before that pair waits. */
export const MAX_FAILURES = 5;
/** Failures of one account from all addresses before the account waits. */
export const MAX_ACCOUNT_FAILURES = 100;
/** Failures from one address, all accounts together, before the address waits. */
export const MAX_ADDRESS_FAILURES = 30;
export const SUPER_ROLE_LABEL = 'admin';
export const SUPER_USERNAME = 'admin';

export type { TokenPair, LoginInput };

/** The superuser: the admin account, or a user with a role labelled admin. */
function isSuperUser(user: { username: string; roles: { role: { label: string | null } }[] }): boolean {
  return user.username === SUPER_USERNAME || user.roles.some((r) => r.role.label === SUPER_ROLE_LABEL);
}

function areaIdsOf(raw: unknown): number[] {
  return Array.isArray(raw) ? (raw as unknown[]).map(Number).filter(Number.isInteger) : [];
}

/**
 * The communities a user may work in now, read from the database (not from
 * a viewer cache): null = every one (the superuser); undefined = none at all
 * (no such user, or a disabled one). For checks made outside the user's own
 * request, such as a signed file URL being served (files/service.ts).
 */
export async function currentCommunities(db: Db, userId: number): Promise<number[] | null | undefined> {
  const user = await db.baseSysUser.findUnique({
    where: { id: userId },
    select: { username: true, status: true, areaIds: true, roles: { select: { role: { select: { label: true } } } } },
  });
  if (!user || user.status !== 1) return undefined;
  return isSuperUser(user) ? null : areaIdsOf(user.areaIds);
}

/** Reads the JWT secret from JWT_SECRET, or generates one on first start and keeps it in base_sys_conf. */
export async function loadJwtSecret(db: Db, config: AppConfig): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const existing = await db.baseSysConf.findUnique({ where: { cKey: 'jwtSecret' } });
  if (existing?.cValue) return existing.cValue;
  const secret = randomBytes(48).toString('base64url');
  await db.baseSysConf.upsert({ where: { cKey: 'jwtSecret' }, create: { cKey: 'jwtSecret', cValue: secret }, update: {} });
  const stored = await db.baseSysConf.findUnique({ where: { cKey: 'jwtSecret' } });
  return stored!.cValue!;
}

/** How long a resolved token is trusted without asking the database again (this process). */
const VIEWER_CACHE_MS = 3000;
const VIEWER_CACHE_MAX = 5000;

export class AuthService implements AuthPort {
  private readonly signer: TokenSigner;
  /**
   * Resolved viewers by token. Every revocation, password change and change
   * to users, roles or menus clears the affected entries at once, in this
   * process and — through the event bus (realtime/pubsub.ts; PostgreSQL
   * LISTEN/NOTIFY, or Redis with REDIS_URL) — in the other server processes, before the change's
   * answer is sent. While the bus may have missed events (its connection is
   * down) the cache is not trusted.
   */
  private readonly viewers = new Map<string, { viewer: Viewer; until: number; expiresAt: number }>();
  private readonly untap: () => void;
  /**
   * Counts the events that dropped cached viewers: a viewer loaded while one arrived may predate it (read before
   * the revocation committed) and is answered but not kept.
   */
  private drops = 0;

  /** Forgets every cached viewer (after users, roles or menus change), here and in the other processes. */
  invalidateViewers(): Promise<void> {
    this.drops++;
    this.viewers.clear();
    return pubsub.publish('viewers', { reason: 'changed' });
  }

  /** Stops listening to the event bus. */
  close(): void {
    this.untap();
    this.viewers.clear();
  }

  private forgetSessions(userId: number, sessionId: string | null): void {
    for (const [token, entry] of this.viewers) {
      if (entry.viewer.userId === userId && (sessionId === null || entry.viewer.sessionId === sessionId)) this.viewers.delete(token);
    }
  }

  constructor(
    /** Used only outside requests (resolving tokens); request work uses the request's handle. */
    private readonly db: Db,
    private readonly config: AppConfig,
    secret: string,
  ) {
    this.signer = new TokenSigner(secret);
    // Revocations and changes made by other processes (and this one's, again: harmless).
    this.untap = pubsub.tap((topic, args) => {
      if (topic === 'viewers' || topic === 'session') this.drops++;
      if (topic === 'viewers') this.viewers.clear();
      else if (topic === 'session') this.forgetSessions(args[0] as number, (args[1] as SessionEvent | undefined)?.sessionId ?? null);
    });
  }

  captcha(opts: CaptchaOptions, db: Db = this.db) {
    return createCaptcha(db, this.config.captchaTestCode, opts);
  }

  private async issue(db: Db, userId: number, passwordV: number, familyId: string): Promise<TokenPair> {
    const jti = randomUUID();
    const { tokenExpireSeconds: expire, refreshExpireSeconds: refreshExpire } = this.config;
    await db.authRefreshToken.create({
      data: { id: jti, familyId, userId, expiresAt: new Date(Date.now() + refreshExpire * 1000) },
    });
    const sub = String(userId);
    const [token, refreshToken] = await Promise.all([
      this.signer.sign({ sub, pv: passwordV, sid: familyId, typ: 'access' }, expire),
      this.signer.sign({ sub, pv: passwordV, sid: familyId, typ: 'refresh', jti }, refreshExpire),
    ]);
    return { token, expire, refreshToken, refreshExpire };
  }

  /** Seconds until a login of this account from this address may be tried again, or 0. */
  private lockedFor(db: Db, username: string, ip: string): Promise<number> {
    // Staff logins count only their own failures: an address's wrong owner codes never block them (failure-window.ts).
    return failureWait(
      db,
      THROTTLES.staffLogin,
      [
        { where: { username, ip }, limit: MAX_FAILURES },
        { where: { username }, limit: MAX_ACCOUNT_FAILURES },
        { where: { ip }, limit: MAX_ADDRESS_FAILURES },
      ],
      FAILURE_WINDOW_MS,
    );
  }

  async login(db: Db, input: LoginInput, ip: string): Promise<TokenPair> {
    const username = input.username?.trim() ?? '';
    const password = input.password ?? '';
    const verifyCode = input.verifyCode?.trim() ?? '';
    if (!username) throw new AppError('validation.required', { field: { label: '用户名', name: 'username' } }, 1001, 'username');
    if (!password) throw new AppError('validation.required', { field: { label: '密码', name: 'password' } }, 1001, 'password');
    if (!verifyCode || !input.captchaId) {
      throw new AppError('validation.required', { field: { label: '图片验证码', name: 'verifyCode' } }, 1001, 'verifyCode');
    }
    const name = username.slice(0, 100);
    const wait = await this.lockedFor(db, name, ip);
    if (wait > 0) throw new TooManyAttemptsError(wait);
    // The captcha is used up whatever happens next (the login operation commits its writes also when it refuses).
    if (!(await consumeCaptcha(db, input.captchaId, verifyCode))) throw new AppError('auth.captchaWrong', {}, 1001, 'verifyCode');

    const user = await db.baseSysUser.findUnique({ where: { username: name }, select: { id: true, password: true, passwordV: true, status: true } });
    // Unknown user and wrong password answer alike, and take alike long.
    const ok = await verifyPassword(user?.password ?? (await timingDummyHash()), password);
    if (!user || !ok) {
      await recordFailure(db, THROTTLES.staffLogin, name, ip);
      const after = await this.lockedFor(db, name, ip);
      if (after > 0) throw new TooManyAttemptsError(after);
      throw new AppError('auth.badCredentials');
    }
    if (user.status !== 1) throw new AppError('auth.userDisabled');
    await clearFailures(db, THROTTLES.staffLogin, { username: name, ip });
    return this.issue(db, user.id, user.passwordV, randomUUID());
  }

  /** Rotates a refresh token. Presenting one that was already used revokes its whole family. */
  async refresh(db: Db, refreshToken: string): Promise<TokenPair> {
    const verified = await this.signer.verify(refreshToken, 'refresh');
    if (!verified.ok || !verified.claims.jti) throw new SessionError();
    const { jti, sid, sub, pv } = verified.claims;
    const now = new Date();
    const { count } = await db.authRefreshToken.updateMany({
      where: { id: jti, familyId: sid, usedAt: null, revokedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (count !== 1) {
      const row = await db.authRefreshToken.findUnique({ where: { id: jti } });
      if (row?.usedAt) await this.revokeFamily(db, row.familyId);
      throw new SessionError();
    }
    const user = await db.baseSysUser.findUnique({ where: { id: Number(sub) }, select: { id: true, passwordV: true, status: true } });
    if (!user || user.status !== 1 || user.passwordV !== pv) {
      await this.revokeFamily(db, sid);
      throw new SessionError();
    }
    return this.issue(db, user.id, user.passwordV, sid);
  }

  async revokeFamily(db: Db, familyId: string): Promise<void> {
    for (const [token, entry] of this.viewers) if (entry.viewer.sessionId === familyId) this.viewers.delete(token);
    const row = await db.authRefreshToken.findFirst({ where: { familyId }, select: { userId: true } });
    await db.authRefreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } });
    if (row) afterCommit(db, () => pubsub.publish('session', row.userId, { reason: 'logout', sessionId: familyId }));
  }

  /** Ends every session of a user (disabled, deleted or password changed by an admin). */
  async revokeUser(db: Pick<Db, 'authRefreshToken'>, userId: number): Promise<void> {
    for (const [token, entry] of this.viewers) if (entry.viewer.userId === userId) this.viewers.delete(token);
    await db.authRefreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
    afterCommit(db, () => pubsub.publish('session', userId, { reason: 'revoked', sessionId: null }));
  }

  /**
   * The viewer of a token, and when the token expires (ms since the epoch; 0
   * when there is no viewer). `fresh` asks the database whatever the cache
   * holds: the open subscriptions are re-checked so (graphql/live-sockets.ts),
   * whether or not this process has yet dropped the entry.
   */
  async resolveViewer(token: string, opts: { fresh?: boolean } = {}): Promise<{ viewer: Viewer | null; state: AuthState; expiresAt: number }> {
    const cached = this.viewers.get(token);
    if (!opts.fresh && cached && cached.until > Date.now() && pubsub.reliable()) return { viewer: cached.viewer, state: 'ok', expiresAt: cached.expiresAt };
    const drops = this.drops;
    const result = await this.loadViewer(token);
    if (result.viewer && drops === this.drops) {
      if (this.viewers.size >= VIEWER_CACHE_MAX) this.viewers.clear();
      // Never trusted past the token's own expiry.
      this.viewers.set(token, { viewer: result.viewer, until: Math.min(Date.now() + VIEWER_CACHE_MS, result.expiresAt), expiresAt: result.expiresAt });
    } else if (!result.viewer) {
      this.viewers.delete(token);
    }
    return result;
  }

  private async loadViewer(token: string): Promise<{ viewer: Viewer | null; state: AuthState; expiresAt: number }> {
    const verified = await this.signer.verify(token, 'access');
    if (!verified.ok) return { viewer: null, state: verified.reason, expiresAt: 0 };
    const { sub, pv, sid } = verified.claims;
    const expiresAt = (verified.claims.exp ?? 0) * 1000;
    const [viewer, revoked] = await Promise.all([
      viewerOfUser(this.db, Number(sub), sid),
      this.db.authRefreshToken.findFirst({ where: { familyId: sid, revokedAt: { not: null } }, select: { id: true } }),
    ]);
    if (!viewer || viewer.passwordV !== pv || revoked) return { viewer: null, state: 'invalid', expiresAt: 0 };
    return { state: 'ok', expiresAt, viewer };
  }

}

/**
 * Who a user is to the resolvers (their roles, permissions, menus and
 * communities), or null when the user does not exist or is disabled. The
 * token checks (password version, revoked session) are the caller's.
 */
export async function viewerOfUser(db: Db, userId: number, sessionId: string): Promise<Viewer | null> {
  const user = await db.baseSysUser.findUnique({
    where: { id: userId },
    select: {
      id: true,
      username: true,
      name: true,
      passwordV: true,
      status: true,
      departmentId: true,
      areaIds: true,
      roles: { select: { role: { select: { id: true, label: true } } } },
    },
  });
  if (!user || user.status !== 1) return null;
  const roleIds = user.roles.map((r) => r.role.id);
  const isSuper = isSuperUser(user);
  const perms = new Set<string>();
  const menuIds = new Set<number>();
  if (!isSuper && roleIds.length > 0) {
    const menus = await db.baseSysMenu.findMany({
      where: { roles: { some: { roleId: { in: roleIds } } } },
      select: { id: true, perms: true },
    });
    for (const m of menus) {
      menuIds.add(m.id);
      for (const p of m.perms?.split(',') ?? []) if (p.trim()) perms.add(p.trim());
    }
  }
  const areaIds = areaIdsOf(user.areaIds);
  return {
    userId: user.id,
    username: user.username,
    name: user.name,
    passwordV: user.passwordV,
    sessionId,
    isSuper,
    roleIds,
    perms,
    menuIds,
    departmentId: user.departmentId,
    areaIds: isSuper ? null : areaIds,
  };
}
