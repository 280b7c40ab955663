/**
 * Browser plumbing shared by the e2e tests and bench/client.ts (no vitest
 * imports here): the Debian Chromium driven by playwright-core, and the
 * client's session storage (client/src/relay/session.ts, lib/storage.ts).
 */
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export interface TokenPair {
  token: string;
  /** seconds */
  expire: number;
  refreshToken: string;
  /** seconds */
  refreshExpire: number;
}

/**
 * localStorage entries as the client writes them on login (`setTokens`):
 * JSON values plus `<key>_deadtime` in epoch ms.
 */
export function sessionStorageEntries(pair: TokenPair, now = Date.now()): { name: string; value: string }[] {
  return [
    { name: 'token', value: JSON.stringify(pair.token) },
    { name: 'token_deadtime', value: String(now + pair.expire * 1000) },
    { name: 'refreshToken', value: JSON.stringify(pair.refreshToken) },
    { name: 'refreshToken_deadtime', value: String(now + pair.refreshExpire * 1000) },
  ];
}

/** Context options whose localStorage already holds the session (the page opens logged in). */
export function loggedInContextOptions(origin: string, pair: TokenPair, extra: BrowserContextOptions = {}): BrowserContextOptions {
  return { ...extra, storageState: { cookies: [], origins: [{ origin, localStorage: sessionStorageEntries(pair) }] } };
}

/** Logs in through the REST API with the test captcha answer. */
export async function restLogin(url: string, captcha: string, username = 'admin', password = '123456'): Promise<TokenPair> {
  const cap = (await (await fetch(`${url}/admin/base/open/captcha`)).json()) as { data: { captchaId: string } };
  const res = await fetch(`${url}/admin/base/open/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, captchaId: cap.data.captchaId, verifyCode: captcha }),
  });
  const body = (await res.json()) as { code: number; message?: string; data: TokenPair };
  if (body.code !== 1000) throw new Error(`login failed: ${res.status} ${body.message}`);
  return body.data;
}
