/**
 * The server log (server/ops/log.ts, ops/requests.ts) and the request id: every secret key enumerated
 * and redacted at any depth; LOG_LEVEL and LOG_FORMAT obeyed; on real servers of both databases one JSON
 * line per request carrying the request id (the client's sane X-Request-Id, else a new one, always sent
 * back), the user and no secret; the same id stored on the request's audit row (a mutation, a read, a
 * refusal). Then a real process with LOG_FORMAT=json: every line it writes is JSON, its start line too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { spawnServer, type ServerProcess } from '../support/server-process.ts';
import { createLogger, logRequestErrors, redactSecrets, SECRET_KEY, textLine } from '../../server/ops/log.ts';
import { REQUEST_ID } from '../../server/ops/requests.ts';
import { REDACTED } from '../../server/audit/log.ts';
import { logRequestError, setRequestErrorSink } from '../../server/kernel/request-context.ts';

/** A destination that keeps the lines written to it. */
function capture() {
  const lines: string[] = [];
  return { lines, write: (chunk: string) => void lines.push(...chunk.split('\n').filter(Boolean)) };
}

/** Every key the log must never write the value of (passwords, tokens, owner codes, Authorization…). */
const SECRET_KEYS = [
  'password', 'Password', 'newPassword', 'oldPassword', 'passwd', 'adminPassword', 'pass',
  'token', 'accessToken', 'refreshToken', 'fileToken', 'metricsToken', 'TOKEN',
  'secret', 'jwtSecret', 'clientSecret',
  'authorization', 'Authorization', 'proxy-authorization',
  'cookie', 'Cookie', 'set-cookie',
  'captcha', 'verifyCode', 'captchaCode',
  'ownerCode', 'voteCode', 'credentialCode', 'check',
];
/** Keys that are not secrets and stay readable. */
const PLAIN_KEYS = ['reqId', 'userId', 'method', 'path', 'route', 'status', 'ms', 'ip', 'code', 'captchaId', 'username', 'kind', 'checked'];

describe('log redaction and format', () => {
  it('names every secret key and only those', () => {
    for (const k of SECRET_KEYS) expect(SECRET_KEY.test(k), k).toBe(true);
    for (const k of PLAIN_KEYS) expect(SECRET_KEY.test(k), k).toBe(false);
  });

  it('redacts every secret key at any depth, in arrays too, in JSON lines and text lines', () => {
    for (const format of ['json', 'text'] as const) {
      const out = capture();
      const logger = createLogger({ logLevel: 'info', logFormat: format }, out);
      const secretValue = (k: string) => `S3CRET-${k}-value`;
      const object: Record<string, unknown> = {};
      for (const k of SECRET_KEYS) object[k] = secretValue(k);
      logger.info({ top: object, list: [object, { deeper: { headers: object } }], userId: 7 }, 'with secrets');
      expect(out.lines).toHaveLength(1);
      const line = out.lines[0]!;
      for (const k of SECRET_KEYS) expect(line, k).not.toContain(secretValue(k));
      expect(line).toContain('userId');
      if (format === 'json') {
        const parsed = JSON.parse(line);
        expect(parsed.top.password).toBe(REDACTED);
        expect(parsed.list[1].deeper.headers.authorization).toBe(REDACTED);
        expect(parsed.userId).toBe(7);
        expect(parsed.msg).toBe('with secrets');
        expect(parsed.level).toBe(30);
      } else {
        expect(() => JSON.parse(line)).toThrow();
        expect(line).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z INFO  with secrets /);
      }
    }
    expect(redactSecrets({ a: [{ token: 'x' }], b: null, c: 1 })).toEqual({ a: [{ token: REDACTED }], b: null, c: 1 });
  });

  it('obeys the level; an error line about a request carries its request id', () => {
    const out = capture();
    const logger = createLogger({ logLevel: 'warn', logFormat: 'json' }, out);
    logRequestErrors(logger, 'json');
    try {
      logger.info('not written');
      logger.warn({ reqId: 'req-abcdef-0001' }, 'written');
      logRequestError({ id: 'req-abcdef-0002', kind: 'rest', route: 'other', start: 0, userId: null }, '[rest] unexpected error', new Error('boom'));
      logRequestError(null, '[graphql] unexpected error', new Error('no request'));
      logger.error('outside any request');
    } finally {
      setRequestErrorSink((_scope, message, err) => console.error(message, err));
    }
    expect(out.lines.map((l) => JSON.parse(l))).toMatchObject([
      { level: 40, msg: 'written', reqId: 'req-abcdef-0001' },
      { level: 50, msg: '[rest] unexpected error', reqId: 'req-abcdef-0002', err: { message: 'boom' } },
      { level: 50, msg: '[graphql] unexpected error', err: { message: 'no request' } },
      { level: 50, msg: 'outside any request' },
    ]);
    expect(JSON.parse(out.lines[2]!).reqId).toBeUndefined();
    expect(JSON.parse(out.lines[3]!).reqId).toBeUndefined();
    expect(textLine(out.lines[0]!)).toContain('WARN  [req-abcdef-0001] written');
  });

  it('keeps a sane client request id and nothing else', () => {
    for (const ok of ['abcdef12', 'req-2026.12.07:0001_x', 'A'.repeat(128), '0f8fad5b-d9cb-469f-a165-70867728950e']) expect(REQUEST_ID.test(ok), ok).toBe(true);
    for (const bad of ['', 'short', 'A'.repeat(129), 'has space 123', '-leading-dash', 'new\nline-123', 'quote"123456', '中文请求编号一二三']) expect(REQUEST_ID.test(bad), bad).toBe(false);
  });
});

describeOnDatabases('request lines and request ids', (kind) => {
  let t: TestApp;
  const out = capture();
  let admin: { token: string; refreshToken: string };
  const WRONG_PASSWORD = 'Wrong-Pass-9f8e7d6c';
  const METRICS_TOKEN = 'metrics-token-for-the-log-test-0123';
  beforeAll(async () => {
    t = await startTestApp(kind, { LOG_FORMAT: 'json', LOG_LEVEL: 'info', METRICS_TOKEN }, { log: out });
    admin = await t.login();
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });
  const linesOf = (reqId: string) => out.lines.map((l) => JSON.parse(l)).filter((o) => o.reqId === reqId);

  it('answers the client’s X-Request-Id, else a new one, on every kind of answer', async () => {
    for (const path of ['/healthz', '/admin/base/sys/user/page', '/graphql', '/nowhere/at/all', '/vote/api/state']) {
      const given = `client-${kind}-${path.replace(/\W/g, '')}-0001`;
      const kept = await fetch(`${t.url}${path}`, { headers: { 'x-request-id': given } });
      await kept.arrayBuffer();
      expect(kept.headers.get('x-request-id'), path).toBe(given);
      const fresh = await fetch(`${t.url}${path}`, { headers: { 'x-request-id': 'bad id' } });
      await fresh.arrayBuffer();
      expect(fresh.headers.get('x-request-id'), path).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });

  it('writes one JSON line per request with its id, route, status and user, and no secret', async () => {
    const id = `page-${kind}-000000001`;
    const res = await t.req('POST', '/admin/base/sys/user/page?secretQuery=1', { body: { page: 1, size: 5 }, token: admin.token, headers: { 'x-request-id': id } });
    expect(res.body.code).toBe(1000);
    await expect.poll(() => linesOf(id).length).toBe(1);
    const [line] = linesOf(id);
    expect(line).toMatchObject({ level: 30, msg: 'request', reqId: id, method: 'POST', path: '/admin/base/sys/user/page', kind: 'rest', route: 'POST /admin/base/sys/user/page', status: 200, userId: 1 });
    expect(typeof line.ms).toBe('number');

    // A login with a wrong password, a GraphQL call with a token: their lines hold neither.
    const captcha = await t.req('GET', '/admin/base/open/captcha');
    const loginId = `login-${kind}-00000001`;
    const refused = await t.req('POST', '/admin/base/open/login', { body: { username: 'admin', password: WRONG_PASSWORD, captchaId: captcha.body.data.captchaId, verifyCode: CAPTCHA }, headers: { 'x-request-id': loginId } });
    expect(refused.body.code).toBe(1001);
    await expect.poll(() => linesOf(loginId).length).toBe(1);
    expect(linesOf(loginId)[0]).toMatchObject({ route: 'POST /admin/base/open/login', userId: null });
    const gqlId = `graphql-${kind}-0000001`;
    expect((await t.gql('query { __typename }', {}, admin.token, { 'x-request-id': gqlId })).status).toBe(200);
    await expect.poll(() => linesOf(gqlId).length).toBe(1);
    expect(linesOf(gqlId)[0]).toMatchObject({ kind: 'graphql', route: 'other', userId: 1, status: 200 });

    // A scrape of the metrics, answered and refused: the token is in no line.
    expect((await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);
    expect((await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}x` } })).status).toBe(404);
    await expect.poll(() => out.lines.filter((l) => l.includes('"kind":"metrics"')).length).toBe(2);

    const all = out.lines.join('\n');
    for (const secret of [WRONG_PASSWORD, admin.token, admin.refreshToken, CAPTCHA + '"', 'secretQuery', METRICS_TOKEN]) expect(all).not.toContain(secret);
    for (const l of out.lines) expect(() => JSON.parse(l)).not.toThrow();
  });

  it('stores the request id on the audit row of a mutation, a read and a refusal', async () => {
    const rowOf = (requestId: string) => t.app.db.baseSysLog.findFirst({ where: { requestId }, select: { requestId: true, userId: true, action: true } });
    const mutation = `mutation-${kind}-0000001`;
    const added = await t.req('POST', '/admin/task/info/add', { body: { name: `日志任务${kind}`, type: 1, cron: '0 0 0 1 1 *', status: 0, service: 'test.sleep', data: '{"ms": 1}' }, token: admin.token, headers: { 'x-request-id': mutation } });
    expect(added.body.code).toBe(1000);
    expect(await rowOf(mutation)).toMatchObject({ requestId: mutation, userId: 1 });

    const read = `read-${kind}-000000001`;
    expect((await t.req('POST', '/admin/base/sys/user/page', { body: { page: 1, size: 5 }, token: admin.token, headers: { 'x-request-id': read } })).body.code).toBe(1000);
    const refusal = `refusal-${kind}-0000001`;
    expect((await t.req('POST', '/admin/base/sys/user/page', { body: { page: 1, size: 5 }, headers: { 'x-request-id': refusal } })).status).toBe(401);
    // Reads and refusals are written in batches after their answers.
    await expect.poll(() => rowOf(read), { timeout: 15_000 }).toMatchObject({ requestId: read, userId: 1 });
    await expect.poll(() => rowOf(refusal), { timeout: 15_000 }).toMatchObject({ requestId: refusal, userId: null });
  });
});

describe('LOG_FORMAT=json in a server process', () => {
  let server: ServerProcess | undefined;
  let dataDir = '';
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited();
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes every line as JSON: the start line (whatever the level), the requests, the stop', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'logs-json-'));
    server = await spawnServer({ DATABASE_URL: '', DATA_DIR: dataDir, LOG_FORMAT: 'json', LOG_LEVEL: 'info', SEED_DEMO: '0', ADMIN_PASSWORD: 'Logs-Admin-Pass-9' });
    const id = 'process-json-000001';
    const res = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': id } });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    server.child.kill('SIGTERM');
    await server.exited();
    const lines = server.output().split('\n').filter(Boolean);
    const parsed = lines.map((l) => {
      try {
        return JSON.parse(l);
      } catch {
        throw new Error(`not a JSON line: ${l}`);
      }
    });
    expect(parsed.find((o) => /is running at http/.test(o.msg))).toMatchObject({ level: 30 });
    expect(parsed.find((o) => o.reqId === id)).toMatchObject({ msg: 'request', kind: 'health', route: '/healthz', status: 200 });
    expect(parsed.some((o) => /SIGTERM: finishing the requests in flight/.test(o.msg))).toBe(true);
    expect(server.output()).not.toContain('Logs-Admin-Pass-9');
  });
});
