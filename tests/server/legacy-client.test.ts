/**
 * What the source system's web client (cool-admin-vue 7.x) needs beyond the
 * rest of the API (docs/legacy-client.md): GET base/comm/program answers the
 * server's language as a string; a community-owned add that names no
 * community and sends no selectAreaId takes the user's only community, or
 * is refused naming the choices; uploads answer absolute URLs (PUBLIC_URL,
 * else the forwarded host, scheme and prefix, else the request's host); the
 * request log keeps the body a REST call sent (redacted) and the answer
 * code of a refused call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { download, png, postMultipart, spaceStaffFixture } from '../support/files.ts';
import { publicBase } from '../../server/http/public-url.ts';
import { loadConfig } from '../../server/kernel/config.ts';

const headersOf = (h: Record<string, string>) => ({ get: (name: string) => h[name.toLowerCase()] ?? null });

describe('the public address of absolute URLs', () => {
  it('is PUBLIC_URL, else the forwarded scheme, host and prefix, else the request host over http', () => {
    expect(publicBase({ publicUrl: 'https://example.org/api' }, headersOf({ host: 'internal:8001', 'x-forwarded-host': 'evil.test' }))).toBe('https://example.org/api');
    expect(publicBase({ publicUrl: undefined }, headersOf({ host: 'internal:8001' }))).toBe('http://internal:8001');
    expect(publicBase({ publicUrl: undefined }, headersOf({ host: 'internal:8001', 'x-forwarded-host': 'admin.example.org', 'x-forwarded-proto': 'https', 'x-forwarded-prefix': '/api/' }))).toBe(
      'https://admin.example.org/api',
    );
    // Several proxies: the first (the client-facing) value; nonsense is ignored.
    expect(publicBase({ publicUrl: undefined }, headersOf({ host: 'h:1', 'x-forwarded-host': 'a.example, b.internal', 'x-forwarded-proto': 'https, http' }))).toBe('https://a.example');
    expect(publicBase({ publicUrl: undefined }, headersOf({ host: 'h:1', 'x-forwarded-host': 'a b/c', 'x-forwarded-proto': 'javascript', 'x-forwarded-prefix': '/../x"' }))).toBe('http://h:1');
    expect(publicBase({ publicUrl: undefined }, headersOf({}))).toBe('');
  });

  it('PUBLIC_URL is an http(s) address, kept without its trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://example.org/api/' }).publicUrl).toBe('https://example.org/api');
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://example.org' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://example.org/?x=1' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});

describeOnDatabases('the source system web client', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let areaA: number;
  let areaB: number;

  const call = (method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) => t.req(method, `/admin${path}`, { token, body, headers });
  const logsOf = async (action: string, after: number, count = 1) => {
    // Reads are logged in batches of the half second: wait for the rows, which two calls may leave in two batches.
    const until = Date.now() + 10_000;
    for (;;) {
      const rows = await t.app.db.baseSysLog.findMany({ where: { action, id: { gt: after } }, orderBy: { id: 'asc' } });
      if (rows.length >= count || Date.now() > until) return rows;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const lastLogId = async () => (await t.app.db.baseSysLog.findFirst({ orderBy: { id: 'desc' }, select: { id: true } }))?.id ?? 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('GET base/comm/program answers the server language as a string', async () => {
    const res = await call('GET', '/base/comm/program', null);
    expect(res.body).toEqual({ code: 1000, message: 'success', data: 'Node' });
    expect((await t.gql('{ program }')).body.data.program).toBe('Node');
  });

  it('a community-owned add without areaId or selectAreaId takes the only community, or names the ones to choose from', async () => {
    // One community in the database: the super user's only one.
    const one = await call('POST', '/space/type/add', admin, { name: '楼宇资料' });
    expect(one.body.code, one.text).toBe(1000);
    const only = (await t.app.db.areaInfo.findFirstOrThrow()).id;
    expect((await t.app.db.spaceType.findUniqueOrThrow({ where: { id: one.body.data.id } })).areaId).toBe(only);

    ({ areaA, areaB, staff } = await spaceStaffFixture(t, 'legacy_staff'));
    // A user holding one of the two communities: theirs.
    const mine = await call('POST', '/space/type/add', staff, { name: '合同' });
    expect(mine.body.code, mine.text).toBe(1000);
    expect((await t.app.db.spaceType.findUniqueOrThrow({ where: { id: mine.body.data.id } })).areaId).toBe(areaA);
    // A user of both: refused with the names to choose from, in the reader's language.
    const both = await call('POST', '/space/type/add', admin, { name: '图纸' }, { language: 'en' });
    expect(both.body.code).toBe(1001);
    expect(both.body.message).toBe('Choose a community first (one of: 阳光花园小区, 乙小区)');
    expect((await call('POST', '/space/type/add', admin, { name: '图纸' })).body.message).toBe('请先选择小区（可选：阳光花园小区、乙小区）');
    // The selected community, or one named, as before.
    const chosen = await call('POST', '/space/type/add', admin, { name: '图纸' }, { selectAreaId: String(areaB) });
    expect((await t.app.db.spaceType.findUniqueOrThrow({ where: { id: chosen.body.data.id } })).areaId).toBe(areaB);
    const named = await call('POST', '/space/type/add', admin, { name: '图纸2', areaId: areaA });
    expect((await t.app.db.spaceType.findUniqueOrThrow({ where: { id: named.body.data.id } })).areaId).toBe(areaA);
  });

  it('uploads answer absolute URLs on the forwarded or own host, which the URL gate takes and which serve the file', async () => {
    const image = png();
    const own = await postMultipart(t, '/admin/base/comm/upload', { token: admin, fields: { key: 'a' }, files: [{ name: 'me.png', data: image }] });
    expect(own.body.data).toMatch(new RegExp(`^${t.url}/upload/app/base/\\d{8}/[0-9a-f]{32}\\.png$`));
    expect((await download(t, own.body.data)).bytes.equals(image)).toBe(true);
    const proxied = await postMultipart(t, '/admin/base/comm/upload', {
      token: admin,
      files: [{ name: 'me.png', data: image }],
      headers: { 'x-forwarded-host': 'admin.example.org', 'x-forwarded-proto': 'https', 'x-forwarded-prefix': '/api' },
    });
    expect(proxied.body.data).toMatch(/^https:\/\/admin\.example\.org\/api\/upload\/app\/base\/\d{8}\/[0-9a-f]{32}\.png$/);
    // The avatar the client saves is that URL: accepted, and still seen as referenced by the file cleanup.
    expect((await call('POST', '/base/comm/personUpdate', admin, { headImg: own.body.data })).body.code).toBe(1000);
    expect((await call('GET', '/base/comm/person', admin)).body.data.headImg).toBe(own.body.data);
    const { referencedKeys } = await import('../../server/files/cleanup.ts');
    expect([...(await referencedKeys(t.app.db))].some((k) => own.body.data.endsWith(k))).toBe(true);
  });

  it('the request log keeps the body a call sent, redacted, and the answer code of a refused call', async () => {
    let before = await lastLogId();
    const body = { page: 1, size: 5, keyWord: 'zz', status: 1 };
    expect((await call('POST', '/base/sys/user/page', admin, body)).body.code).toBe(1000);
    const [read] = await logsOf('POST /admin/base/sys/user/page', before);
    expect(read!.params).toEqual(body);

    // A write: the body as sent, its password redacted.
    before = await lastLogId();
    expect((await call('POST', '/base/sys/user/add', admin, { username: 'logged_user', password: 'secret12', name: 'L' })).body.code).toBe(1000);
    const [write] = await logsOf('POST /admin/base/sys/user/add', before);
    expect(write!.params).toEqual({ username: 'logged_user', password: '******', name: 'L' });

    // Refused before it ran: what was sent, and the code of the answer.
    before = await lastLogId();
    expect((await call('POST', '/base/sys/user/page', null, { page: 2, keyWord: 'x' })).status).toBe(401);
    expect((await call('POST', '/base/sys/user/page', staff, { page: 3 })).status).toBe(403);
    expect((await call('GET', '/base/sys/user/info?id=7', staff)).status).toBe(403);
    const refused = await logsOf('POST /admin/base/sys/user/page', before, 2);
    await logsOf('GET /admin/base/sys/user/info', before);
    expect(refused.map((r) => r.params)).toEqual([
      { page: 2, keyWord: 'x', __status: 401 },
      { page: 3, __status: 403 },
    ]);
    const info = await t.app.db.baseSysLog.findFirstOrThrow({ where: { action: 'GET /admin/base/sys/user/info', id: { gt: before } } });
    expect(info.params).toEqual({ id: '7', __status: 403 });
    // A refused login keeps no password either.
    before = await lastLogId();
    await call('POST', '/base/open/login', null, { username: 'admin', password: 'wrong-one', captchaId: 'x', verifyCode: '1' });
    const [login] = await logsOf('POST /admin/base/open/login', before);
    expect(JSON.stringify(login!.params)).not.toContain('wrong-one');
    expect(login!.params).toMatchObject({ username: 'admin', password: '******', verifyCode: '******' });
  });
});
