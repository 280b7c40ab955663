/**
 * Headers, origins, lockout and hostile input (issue "access-control
 * holes" §5–7): security headers on every kind of answer, CORS only for
 * configured origins (never reflected, never for `null`), the WebSocket
 * handshake checks Origin the same way, failed logins from one address do
 * not lock the account for another, and hostile input is a translated 1001.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { describeOnDatabases, startTestApp, stopSharedPostgres, CAPTCHA, type TestApp } from '../../support/app.ts';
import { MAX_FAILURES } from '../../../server/auth/service.ts';

/** A request from a given loopback address (127.0.0.x), to tell source addresses apart. */
function fromAddress(url: string, localAddress: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const u = new URL(url + path);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: u.hostname, port: u.port, path: u.pathname + u.search, method, localAddress, headers: body ? { 'content-type': 'application/json' } : {} },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

function wsOpen(url: string, origin?: string): Promise<'open' | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws', origin ? { origin } : {});
    ws.on('open', () => {
      ws.close();
      resolve('open');
    });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => undefined);
  });
}

describeOnDatabases('hardening', (kind) => {
  let t: TestApp;
  let admin: string;
  let allowed: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
  });
  afterAll(async () => {
    await t?.close();
    await allowed?.close();
    await stopSharedPostgres();
  });

  describe('headers', () => {
    it('every kind of answer carries nosniff, a frame policy, a referrer policy and its own CSP', async () => {
      const answers = {
        client: await fetch(`${t.url}/login`),
        api: await fetch(`${t.url}/admin/base/open/eps`),
        graphql: await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ program }"}' }),
        graphiql: await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html' } }),
        missing: await fetch(`${t.url}/admin/nothing/here`),
      };
      for (const [name, res] of Object.entries(answers)) {
        expect(res.headers.get('x-content-type-options'), name).toBe('nosniff');
        expect(res.headers.get('x-frame-options'), name).toBe('SAMEORIGIN');
        expect(res.headers.get('referrer-policy'), name).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('content-security-policy'), name).toContain("frame-ancestors 'self'");
      }
      expect(answers.client.headers.get('content-security-policy')).toContain("script-src 'self';");
      expect(answers.api.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(answers.graphiql.headers.get('content-type')).toContain('text/html');
      expect(answers.graphiql.headers.get('content-security-policy')).toContain("script-src 'self'");
    });
  });

  describe('origins', () => {
    it('CORS is never reflected: foreign and null origins get no allow-origin, on GraphQL and REST', async () => {
      for (const origin of ['https://evil.example', 'null']) {
        const pre = await fetch(`${t.url}/graphql`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
        expect(pre.headers.get('access-control-allow-origin'), origin).toBeNull();
        expect(pre.headers.get('access-control-allow-credentials'), origin).toBeNull();
        const post = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: '{"query":"{ program }"}' });
        expect(post.headers.get('access-control-allow-origin'), origin).toBeNull();
        const rest = await fetch(`${t.url}/admin/base/open/eps`, { headers: { origin } });
        expect(rest.headers.get('access-control-allow-origin'), origin).toBeNull();
      }
    });

    it('an origin listed in CORS_ORIGINS is allowed, with credentials', async () => {
      allowed = await startTestApp('embedded', { CORS_ORIGINS: 'https://admin.example.org' });
      const pre = await fetch(`${allowed.url}/graphql`, { method: 'OPTIONS', headers: { origin: 'https://admin.example.org', 'access-control-request-method': 'POST' } });
      expect(pre.headers.get('access-control-allow-origin')).toBe('https://admin.example.org');
      const rest = await fetch(`${allowed.url}/admin/base/open/eps`, { headers: { origin: 'https://admin.example.org' } });
      expect(rest.headers.get('access-control-allow-origin')).toBe('https://admin.example.org');
      expect((await fetch(`${allowed.url}/admin/base/open/eps`, { headers: { origin: 'https://other.example.org' } })).headers.get('access-control-allow-origin')).toBeNull();
      expect(await wsOpen(allowed.url, 'https://admin.example.org')).toBe('open');
    });

    it('the WebSocket handshake refuses foreign origins and accepts its own (and clients that send none)', async () => {
      expect(await wsOpen(t.url, 'https://evil.example')).not.toBe('open');
      expect(await wsOpen(t.url, 'null')).not.toBe('open');
      expect(await wsOpen(t.url, t.url)).toBe('open');
      expect(await wsOpen(t.url)).toBe('open');
    });
  });

  describe('lockout', () => {
    it('failed logins from one address do not lock the account for another address', async () => {
      await t.req('POST', '/admin/base/sys/user/add', { token: admin, body: { username: 'victim', name: '受害者', password: 'secret123' } });
      const attempt = async (address: string, password: string) => {
        const captcha = await fromAddress(t.url, address, 'GET', '/admin/base/open/captcha');
        return fromAddress(t.url, address, 'POST', '/admin/base/open/login', { username: 'victim', password, captchaId: captcha.body.data.captchaId, verifyCode: CAPTCHA });
      };
      const answers = [];
      for (let i = 0; i < MAX_FAILURES + 1; i++) answers.push(await attempt('127.0.0.3', 'wrong-pass'));
      expect(answers.at(-1)!.status).toBe(429);
      // The attacker's address waits, also with the right password…
      expect((await attempt('127.0.0.3', 'secret123')).status).toBe(429);
      // …while the real user, elsewhere, logs in.
      const real = await attempt('127.0.0.4', 'secret123');
      expect(real.status).toBe(200);
      expect(real.body.code).toBe(1000);
    });
  });

  describe('behind a reverse proxy', () => {
    it('with TRUST_PROXY the address our proxy saw counts, never what the client wrote into X-Forwarded-For', async () => {
      const proxied = await startTestApp('embedded', { TRUST_PROXY: '1' });
      try {
        await proxied.req('POST', '/admin/base/sys/user/add', { token: (await proxied.login()).token, body: { username: 'proxied', name: '代理', password: 'secret123' } });
        const attempt = async (forwarded: string, password: string) => {
          const captcha = await proxied.req('GET', '/admin/base/open/captcha');
          return proxied.req('POST', '/admin/base/open/login', { headers: { 'x-forwarded-for': forwarded }, body: { username: 'proxied', password, captchaId: captcha.body.data.captchaId, verifyCode: CAPTCHA } });
        };
        // The attacker varies the part of the header they control; the proxy's hop stays the same.
        for (let i = 0; i < MAX_FAILURES; i++) await attempt(`10.9.9.${i}, 203.0.113.7`, 'wrong-pass');
        expect((await attempt('10.9.9.99, 203.0.113.7', 'secret123')).status).toBe(429);
        const other = await attempt('203.0.113.8', 'secret123');
        expect(other.body.code).toBe(1000);
      } finally {
        await proxied.close();
      }
    });
  });

  describe('hostile input', () => {
    const post = (path: string, body: unknown, token: string | null = admin) => t.req('POST', `/admin${path}`, { body, token });
    it('NUL characters, absurd numbers, wrong types and deep values are a translated 1001, never a 500', async () => {
      const cases: [string, unknown][] = [
        ['/area/house/page', { keyWord: 'a\u0000' }],
        ['/area/house/page', { page: 1e308 }],
        ['/area/house/page', { size: '1e9' }],
        ['/area/house/page', { page: 'first' }],
        ['/area/house/add', { areaId: 1, ownerName: 'x\u0000' }],
        ['/area/house/add', { areaId: 1e20, ownerName: 'x' }],
        ['/area/house/add', { areaId: 1, privateArea: '1e400' }],
        ['/area/house/add', { areaId: 1, privateArea: '12.345' }],
        ['/area/info/add', { name: 'x', functions: JSON.parse('['.repeat(40) + ']'.repeat(40)) }],
        ['/area/info/add', { name: { nested: true } }],
        ['/base/sys/user/delete', { ids: [1e300] }],
        ['/base/sys/user/delete', { ids: 'abc' }],
        ['/dict/info/data', { types: [{}] }],
        ['/base/sys/log/setKeep', { value: Number.MAX_SAFE_INTEGER }],
      ];
      for (const [path, body] of cases) {
        const res = await post(path, body);
        expect(res.status, `${path} ${JSON.stringify(body).slice(0, 60)}: ${res.text}`).toBe(200);
        expect(res.body.code, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBe(1001);
        expect(res.body.message).not.toMatch(/prisma|at \/|\.ts:|Error:/i);
      }
      const deep = await t.gql('mutation($i: AreaInfoAddInput!) { areaInfoAdd(input: $i) { __typename } }', { i: { name: 'x', functions: JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40)) } }, admin);
      expect(deep.body.errors[0].extensions.code).toBe('BAD_REQUEST');
      const nul = await t.gql('{ areaHousePage(first: 5, keyWord: "a\\u0000") { totalCount } }', {}, admin);
      expect(nul.body.errors[0].message).toBe('输入包含不允许的字符');
    });

    it('authentication is checked before the input: a bad body without a token is a 401', async () => {
      expect((await post('/base/sys/user/move', {}, null)).status).toBe(401);
      expect((await post('/base/sys/user/move', { departmentId: 'x' }, null)).status).toBe(401);
      const gql = await t.gql('mutation($d: Int!) { sysUserMove(departmentId: $d, userIds: []) { __typename } }', { d: 'not a number' }, null);
      expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('unexpected errors carry no internals in GraphQL or REST answers', async () => {
      const res = await t.gql('{ sysUserPage(first: 5, orderBy: "password") { totalCount } }', {}, admin);
      expect(JSON.stringify(res.body)).not.toMatch(/\/work\/|node_modules|\.ts:\d+|stack/);
    });
  });
});
