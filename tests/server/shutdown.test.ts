/**
 * SIGTERM drain of a real server process (server/start.ts on the embedded
 * database): a request in flight when the signal comes still gets its whole
 * answer, WebSockets are closed with 1001 (going away), new connections are
 * refused, and the process exits 0.
 */
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { CAPTCHA } from '../support/app.ts';
import { spawnServer } from '../support/server-process.ts';

async function json(url: string, init?: RequestInit): Promise<any> {
  const res = await fetch(url, init);
  return res.json();
}

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('SIGTERM drain', () => {
  it('finishes the request in flight, closes WebSockets with 1001, refuses new connections and exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shutdown-'));
    dirs.push(dataDir);
    const { child, url, output } = await spawnServer({ DATABASE_URL: '', DATA_DIR: dataDir, CAPTCHA_TEST_CODE: CAPTCHA });
    children.push(child);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    const captcha = await json(`${url}/admin/base/open/captcha`);
    const login = await json(`${url}/admin/base/open/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: '123456', captchaId: captcha.data.captchaId, verifyCode: CAPTCHA }),
    });
    expect(login.code, JSON.stringify(login)).toBe(1000);
    const token: string = login.data.token;

    // A WebSocket client of /graphql (graphql-ws protocol), acknowledged.
    const ws = new WebSocket(`${url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: { Authorization: token } })));
      ws.on('message', (m) => JSON.parse(String(m)).type === 'connection_ack' && resolve());
      ws.once('error', reject);
    });
    const wsClosed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

    // A request in flight: its JSON body is sent in two halves, the signal comes between them.
    const body = Buffer.from(JSON.stringify({ page: 1, size: 5, keyWord: '' }));
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(`${url}/admin/base/sys/user/page`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length, Authorization: token } }, (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      });
      req.on('error', reject);
      req.write(body.subarray(0, 5));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end(body.subarray(5)), 800);
      }, 200);
    });

    expect(await wsClosed).toBe(1001);
    // New connections are refused while the request above is still being drained.
    await new Promise((r) => setTimeout(r, 400));
    await expect(fetch(`${url}/admin/base/open/captcha`)).rejects.toThrow();
    const done = await answer;
    expect(done.status).toBe(200);
    const envelope = JSON.parse(done.text);
    expect(envelope.code, done.text).toBe(1000);
    // The page itself (the super user is never listed, so a fresh product's list is empty).
    expect(envelope.data).toEqual({ list: [], pagination: { page: 1, size: 5, total: 0 } });
    expect(await exited, output()).toBe(0);
    expect(output()).toContain('SIGTERM: finishing the requests in flight');
  }, 180_000);
});
