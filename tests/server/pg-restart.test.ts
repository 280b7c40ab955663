/**
 * PostgreSQL restarted under load (issue 13, item 5): a real server process
 * (server/start.ts, WORKERS=1) on a PostgreSQL cluster of this file's own;
 * a bounded load of REST and GraphQL page requests runs while the cluster is
 * restarted with `pg_ctl restart -m fast` (every connection terminated).
 *
 * Every request either succeeds (REST code 1000, GraphQL data without errors)
 * or gets a clear answer: an HTTP status, a translated message in the
 * requested language, never a hang (each request has a deadline) nor a
 * dropped connection. Afterwards the same process — never restarted — serves
 * again.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { translate } from '../../server/kernel/i18n/messages.ts';
import { CAPTCHA } from '../support/app.ts';
import { spawnServer, type ServerProcess } from '../support/server-process.ts';
import { createDatabase, startPostgres, type TestPostgres } from '../support/postgres.ts';

const REQUEST_DEADLINE_MS = 15_000;

type Outcome = { kind: 'rest' | 'graphql'; at: number; end: number; status?: number; code?: number; message?: string; ok: boolean; failure?: string };

/** A real server process on the given database, WORKERS=1 (tests/support/server-process.ts). */
async function startServer(databaseUrl: string, dataDir: string): Promise<ServerProcess> {
  return spawnServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, CAPTCHA_TEST_CODE: CAPTCHA });
}

const PAGE_QUERY = 'query { sysUserPage(first: 20, orderBy: "createTime", sort: desc) { totalCount edges { node { rowId username departmentName } } } }';

function parse(status: number, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`HTTP ${status}, not JSON: ${JSON.stringify(text.slice(0, 200))}`);
  }
}

/** One request with a deadline; what came back, or why nothing usable did. */
async function one(url: string, token: string, kind: 'rest' | 'graphql'): Promise<Outcome> {
  const at = Date.now();
  const headers = { 'content-type': 'application/json', authorization: token, language: 'en' };
  try {
    if (kind === 'rest') {
      const res = await fetch(`${url}/admin/base/sys/user/page`, { method: 'POST', headers, body: JSON.stringify({ page: 1, size: 20 }), signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) });
      const body = parse(res.status, await res.text()) as { code?: number; message?: string; data?: { list?: unknown[] } };
      const ok = res.status === 200 && body.code === 1000 && Array.isArray(body.data?.list);
      return { kind, at, end: Date.now(), status: res.status, code: body.code, message: body.message, ok };
    }
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: PAGE_QUERY }), signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) });
    const body = parse(res.status, await res.text()) as { data?: { sysUserPage?: { totalCount: number } } | null; errors?: { message: string }[] };
    const ok = res.status === 200 && !body.errors?.length && typeof body.data?.sysUserPage?.totalCount === 'number';
    return { kind, at, end: Date.now(), status: res.status, message: body.errors?.[0]?.message, ok };
  } catch (e) {
    // A timeout (hang), a reset or closed connection, or a body that is not JSON.
    const err = e as Error & { cause?: { code?: string; message?: string } };
    return { kind, at, end: Date.now(), ok: false, failure: `${err.name}: ${err.message}${err.cause ? ` (${err.cause.code ?? err.cause.message})` : ''}` };
  }
}

let pg: TestPostgres | null = null;
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  await pg?.stop();
});

describe('PostgreSQL restarted under load', () => {
  it('answers every request (success or a clear translated error) and serves again without a server restart', async () => {
    pg = await startPostgres();
    if (!pg?.restart) throw new Error('this test needs a PostgreSQL cluster of its own (install postgresql; TEST_DATABASE_URL cannot be restarted)');
    const databaseUrl = await createDatabase(pg.url, 'pg_restart');
    const dataDir = mkdtempSync(join(tmpdir(), 'pg-restart-'));
    dirs.push(dataDir);
    const { child, url, output } = await startServer(databaseUrl, dataDir);
    children.push(child);
    let exited: string | null = null;
    child.once('exit', (code, signal) => (exited = `exit ${code} ${signal ?? ''}`));

    const captcha = (await (await fetch(`${url}/admin/base/open/captcha`)).json()) as { data: { captchaId: string } };
    const login = (await (
      await fetch(`${url}/admin/base/open/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: '123456', captchaId: captcha.data.captchaId, verifyCode: CAPTCHA }),
      })
    ).json()) as { code: number; data: { token: string } };
    expect(login.code, JSON.stringify(login)).toBe(1000);
    const token = login.data.token;

    // Bounded load: 6 clients (REST and GraphQL) for 1 s before the restart, during it, and 2 s after it.
    const outcomes: Outcome[] = [];
    let stopAt = Number.POSITIVE_INFINITY;
    const loops = Array.from({ length: 6 }, async (_, i) => {
      const kind = i % 2 === 0 ? 'rest' : 'graphql';
      while (Date.now() < stopAt) {
        outcomes.push(await one(url, token, kind));
        if (outcomes.length > 20_000) break;
      }
    });
    await new Promise((r) => setTimeout(r, 1000));
    const restartStarted = Date.now();
    await pg.restart();
    const restartEnded = Date.now();
    stopAt = Date.now() + 2000;
    await Promise.all(loops);

    const before = outcomes.filter((o) => o.end < restartStarted);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((o) => o.ok), JSON.stringify(before.filter((o) => !o.ok).slice(0, 3))).toBe(true);

    // No hang, no dropped connection, no body that is not JSON.
    const broken = outcomes.filter((o) => o.failure);
    expect(broken, JSON.stringify(broken.slice(0, 5))).toEqual([]);

    // A failure is a clear answer: an error status, REST code 1001, a translated message (English was asked for).
    const known = new Set(['server.error', 'server.databaseUnavailable'].map((k) => translate('en', k)));
    const refused = outcomes.filter((o) => !o.ok);
    for (const o of refused) {
      expect(o.status, JSON.stringify(o)).toBeGreaterThanOrEqual(500);
      if (o.kind === 'rest') expect(o.code, JSON.stringify(o)).toBe(1001);
      expect(known.has(o.message ?? ''), JSON.stringify(o)).toBe(true);
    }

    // The same process serves again: within 10 s of the restart, then 20 requests in a row succeed.
    expect(exited, output()).toBeNull();
    const deadline = restartEnded + 10_000;
    let recovered = false;
    while (!recovered && Date.now() < deadline) {
      recovered = (await one(url, token, 'rest')).ok;
      if (!recovered) await new Promise((r) => setTimeout(r, 200));
    }
    expect(recovered, output().slice(-4000)).toBe(true);
    for (let i = 0; i < 20; i++) {
      const o = await one(url, token, i % 2 ? 'graphql' : 'rest');
      expect(o.ok, JSON.stringify(o)).toBe(true);
    }
    expect(exited, output()).toBeNull();
    console.log(`[pg-restart] ${outcomes.length} requests: ${outcomes.length - refused.length} succeeded, ${refused.length} refused (${[...new Set(refused.map((o) => `${o.status} ${o.message}`))].join('; ')}); restart took ${restartEnded - restartStarted} ms`);
  }, 180_000);
});
