/**
 * The token lifecycle (SPEC §4, §8) in real Chromium, with short lifetimes set
 * through the server configuration: access token 4 s (expired for the client
 * after 2 s: the margin is 2 s), refresh token 10 s.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { expectPath, login, msg, readStorage, shot, useE2E } from './support.ts';

const e2e = useE2E({ TOKEN_EXPIRE: '4', REFRESH_TOKEN_EXPIRE: '10' });

/** GraphQL operations the page sends, in order, with their Authorization header. */
function recordOperations(page: Page): { name: string; authorization: string | undefined }[] {
  const ops: { name: string; authorization: string | undefined }[] = [];
  page.on('request', (r: Request) => {
    if (!r.url().endsWith('/graphql') || r.method() !== 'POST') return;
    let name = '?';
    try {
      name = (JSON.parse(r.postData() ?? '{}') as { operationName?: string }).operationName ?? '?';
    } catch {
      /* not JSON */
    }
    ops.push({ name, authorization: r.headers()['authorization'] });
  });
  return ops;
}

/** Waits until the client counts the stored value as expired (less than 2 s left). */
const untilExpired = (page: Page, key: 'token' | 'refreshToken') =>
  page.waitForFunction((k) => Number(localStorage.getItem(`${k}_deadtime`)) - Date.now() < 2000, key, { timeout: 15000, polling: 100 });

const openPersonalCenter = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: '管理员' }).click();
  await page.getByRole('menuitem', { name: msg('layout.personal') }).click();
};

describe('e2e: token refresh (TOKEN_EXPIRE=4, REFRESH_TOKEN_EXPIRE=10)', () => {
  it('an expired token is refreshed once and the request goes on with the new token', async () => {
    const page = await e2e.newPage();
    await login(page, e2e);
    const before = await readStorage(page);
    expect(Number(before.token_deadtime) - Date.now()).toBeLessThanOrEqual(4000);

    const ops = recordOperations(page);
    await untilExpired(page, 'token');
    await openPersonalCenter(page);
    await expectPath(page, '/my/info');
    await page.getByRole('main').getByRole('heading', { name: msg('my.title') }).waitFor();
    await page.getByRole('main').getByText(`${msg('my.username')}: admin`).waitFor();

    const after = await readStorage(page);
    const newToken = JSON.parse(after.token!) as string;
    expect(newToken).not.toBe(JSON.parse(before.token!));
    expect(after.refreshToken).not.toBe(before.refreshToken);
    const refreshes = ops.filter((o) => o.name === 'transportRefreshTokenMutation');
    expect(refreshes).toHaveLength(1);
    const info = ops.find((o) => o.name === 'InfoPageQuery');
    expect(info?.authorization).toBe(newToken);
    expect(ops.indexOf(refreshes[0]!)).toBeLessThan(ops.indexOf(info!));
    await shot(page, 'token-refreshed');

    // after the next expiry, a reload boots the session through one more refresh
    await untilExpired(page, 'token');
    ops.length = 0;
    await page.reload();
    await page.getByRole('main').getByRole('heading', { name: msg('my.title') }).waitFor();
    await expectPath(page, '/my/info');
    expect(ops.filter((o) => o.name === 'transportRefreshTokenMutation')).toHaveLength(1);
    expect(ops[0]!.name).toBe('transportRefreshTokenMutation');
    const boot = ops.find((o) => o.name === 'bootSessionQuery');
    expect(boot?.authorization).toBe(JSON.parse((await readStorage(page)).token!));
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it('with both tokens expired: "login state invalid" and logout to /login', async () => {
    const page = await e2e.newPage();
    await login(page, e2e);
    const ops = recordOperations(page);
    await untilExpired(page, 'refreshToken');
    await openPersonalCenter(page);
    await expectPath(page, '/login');
    await page.locator('[data-scope="toast"][data-part="title"]', { hasText: msg('session.invalid') }).waitFor();
    const stored = await readStorage(page);
    expect(stored.token).toBeUndefined();
    expect(stored.refreshToken).toBeUndefined();
    expect(stored.userInfo).toBeUndefined();
    // no refresh was tried with the expired refresh token
    expect(ops.filter((o) => o.name === 'transportRefreshTokenMutation')).toHaveLength(0);
    await shot(page, 'session-invalid');
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
