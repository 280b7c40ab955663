/**
 * Talking to server processes from tests (tests/support/server-process.ts or a
 * test's own spawn): REST calls, a login with the test captcha, a graphql-ws
 * subscription that collects its events, stopping a process.
 */
import type { ChildProcess } from 'node:child_process';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { expect } from 'vitest';
import { CAPTCHA } from './app.ts';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A REST request; JSON in and out. */
export async function call(base: string, method: string, path: string, opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = opts.token;
  const res = await fetch(base + path, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body, text };
}

/** The data of a successful (code 1000) answer. */
export const ok = (res: { body: any; text: string }) => {
  expect(res.body.code, res.text).toBe(1000);
  return res.body.data;
};

/** Logs in through REST with the test captcha (CAPTCHA_TEST_CODE); returns the token. */
export async function loginOn(base: string, username = 'admin', password = '123456'): Promise<string> {
  const captcha = ok(await call(base, 'GET', '/admin/base/open/captcha'));
  return ok(await call(base, 'POST', '/admin/base/open/login', { body: { username, password, captchaId: captcha.captchaId, verifyCode: CAPTCHA } })).token;
}

/** Collects a subscription's events over graphql-ws. */
export function subscribe(base: string, token: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const client: Client = createClient({ url: `${base.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { Authorization: token, ...headers } });
  const events: any[] = [];
  const errors: unknown[] = [];
  client.subscribe({ query, variables }, { next: (e) => (e.errors ? errors.push(e.errors) : events.push(e.data)), error: (e) => errors.push(e), complete: () => {} });
  return {
    events,
    errors,
    async waitFor(n: number, ms = 10_000) {
      const until = Date.now() + ms;
      while (events.length < n && errors.length === 0 && Date.now() < until) await sleep(20);
      expect(errors).toEqual([]);
      expect(events.length).toBeGreaterThanOrEqual(n);
    },
    close: () => client.dispose(),
  };
}

/** SIGTERM, then SIGKILL after 15 s; resolves once the process has exited. */
export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}
