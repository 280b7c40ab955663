/**
 * Audit items 5 and 6. The request log holds the arguments of every call,
 * community data included: each row records the communities its request
 * worked in, and the log's page, list, info, export and clear see only rows
 * within the viewer's communities (rows of no community: only a viewer of
 * every community). Plugin secrets (the S3 secret key, a webhook's signing
 * secret, any `format: "password"` setting) are never output, over REST or
 * GraphQL, nor written to the log or a recycle entry's visible data; an
 * update that sends the mask back keeps the stored secret, and the plugin
 * keeps working with it.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { download, png, postMultipart, uploadKey } from '../../support/files.ts';
import { manifest, notifySchema, pluginZip, usePluginPeers } from '../../support/plugins.ts';
import { S3Storage } from '../../../server/files/storage.ts';
import { Outbound, parseAllowList } from '../../../server/http/outbound.ts';

const MASK = '******';
const BUCKET = 'secret-bucket';
// The S3 server and webhook receiver the plugins talk to.
const peers = usePluginPeers(BUCKET);
const { received } = peers;

const flushReads = () => new Promise((r) => setTimeout(r, 900));

describeOnDatabases('request log scope and plugin secrets', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaA: number;
  let areaB: number;
  let staffA: string;
  let staffB: string;
  let staffAB: string;

  const post = (path: string, body: unknown, token: string = admin, headers: Record<string, string> = {}) => t.req('POST', `/admin${path}`, { body, token, headers });
  const logText = async (token: string, headers: Record<string, string> = {}) => {
    const page = await post('/base/sys/log/page', { size: 1000 }, token, headers);
    expect(page.body.code, page.text).toBe(1000);
    return page;
  };

  beforeAll(async () => {
    // The plugin peers are on loopback: allowed by configuration, as an administrator would.
    t = await startTestApp(kind, { OUTBOUND_ALLOW_HOSTS: peers.allowHosts });
    admin = (await t.login()).token;
    areaA = (await t.app.db.areaInfo.findFirstOrThrow()).id;
    areaB = (await post('/area/info/add', { name: '乙小区' })).body.data.id;
    // Every community there is: A and B (a viewer of both holds them all).
    expect(await t.app.db.areaInfo.count()).toBe(2);
    const menus = await t.app.db.baseSysMenu.findMany({
      where: { type: 2, OR: [{ perms: { startsWith: 'resident:info:' } }, { perms: { startsWith: 'base:sys:log:' } }, { perms: { startsWith: 'plugin:info:' } }, { perms: { startsWith: 'recycle:data:page' } }] },
    });
    const role = (await post('/base/sys/role/add', { name: '日志查看', label: 'log_viewer', menuIdList: menus.map((m) => m.id) })).body.data.id;
    for (const [username, areaIds] of [['log_a', [areaA]], ['log_b', [areaB]], ['log_ab', [areaA, areaB]]] as const) {
      const res = await post('/base/sys/user/add', { username, name: username, password: 'secret123', roleIdList: [role], areaIds });
      expect(res.body.code, res.text).toBe(1000);
    }
    staffA = (await t.login('log_a', 'secret123')).token;
    staffB = (await t.login('log_b', 'secret123')).token;
    staffAB = (await t.login('log_ab', 'secret123')).token;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  describe('the request log is scoped by the communities its requests worked in', () => {
    let logB: number;

    beforeAll(async () => {
      // Staff of B add a resident of B (REST and GraphQL) and search for one (a read, logged in a batch).
      const rest = await post('/resident/info/add', { areaId: areaB, name: 'MARKB_王五', phone: '13811112222', idCard: '110101199001011237', roles: [1] }, staffB);
      expect(rest.body.code, rest.text).toBe(1000);
      const gql = await t.gql(
        'mutation($i: ResidentInfoAddInput!) { residentInfoAdd(input: $i) { __typename ... on AppError { message } } }',
        { i: { areaId: areaB, name: 'MARKB_赵六', phone: '13811113333', idCard: '110101199001015676', roles: [1] } },
        staffB,
      );
      expect(gql.body.data.residentInfoAdd.__typename, JSON.stringify(gql.body)).toBe('MutationResidentInfoAddSuccess');
      expect((await post('/resident/info/page', { keyWord: 'MARKB_read' }, staffB)).body.code).toBe(1000);
      // Staff of A work in A.
      expect((await post('/resident/info/add', { areaId: areaA, name: 'MARKA_张三', phone: '13811114444', roles: [1] }, staffA)).body.code).toBe(1000);
      await flushReads();
      logB = (await t.app.db.baseSysLog.findFirstOrThrow({ where: { action: 'POST /admin/resident/info/add', params: { path: ['name'], equals: 'MARKB_王五' } } })).id;
      expect((await t.app.db.baseSysLogCommunity.findMany({ where: { logId: logB } })).map((c) => c.communityId)).toEqual([areaB]);
    });

    it('staff of A never read B’s entries: page, list, info, export, over REST and GraphQL', async () => {
      const page = await logText(staffA);
      expect(page.text).not.toContain('MARKB');
      expect(page.text).toContain('MARKA_张三');
      const kw = await post('/base/sys/log/page', { keyWord: 'resident/info/add' }, staffA);
      expect(kw.body.data.list.map((r: any) => r.params.name)).toEqual(['MARKA_张三']);
      expect(JSON.stringify((await post('/base/sys/log/list', {}, staffA)).body)).not.toContain('MARKB');
      const info = await t.req('GET', `/admin/base/sys/log/info?id=${logB}`, { token: staffA });
      expect(info.text).not.toContain('MARKB');
      // The logins (no community) are not A's either.
      expect(page.body.data.list.some((r: any) => r.action.includes('/open/login'))).toBe(false);

      const gql = await t.gql('{ sysLogPage(first: 500) { totalCount edges { node { action params } } } sysLogList { params } }', {}, staffA);
      expect(gql.body.errors).toBeUndefined();
      expect(JSON.stringify(gql.body)).not.toContain('MARKB');
      expect(JSON.stringify(gql.body)).toContain('MARKA_张三');
      expect((await t.gql('query($id: Int!) { sysLogInfo(id: $id) { params } }', { id: logB }, staffA)).body.data.sysLogInfo).toBeNull();

      const csv = await fetch(`${t.url}/admin/base/sys/log/export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: staffA },
        body: JSON.stringify({ format: 'csv', columns: ['action', 'params'] }),
      });
      expect(csv.status).toBe(200);
      const text = await csv.text();
      expect(text).toContain('MARKA');
      expect(text).not.toContain('MARKB');
      // A forged selection of B is refused, not widened.
      const forged = await post('/base/sys/log/page', {}, staffA, { selectAreaId: String(areaB) });
      expect(forged.text).not.toContain('MARKB');
    });

    it('staff of B read their own entries, reads included; a viewer of every community reads all, narrowed by a selection', async () => {
      const b = await logText(staffB);
      expect(b.text).toContain('MARKB_王五');
      expect(b.text).toContain('MARKB_赵六');
      expect(b.text).toContain('MARKB_read');
      expect(b.text).not.toContain('MARKA');
      const ab = await logText(staffAB);
      expect(ab.text).toContain('MARKB_王五');
      expect(ab.text).toContain('MARKA_张三');
      expect(ab.body.data.list.some((r: any) => r.action.includes('/open/login'))).toBe(true);
      const onlyA = await logText(staffAB, { selectAreaId: String(areaA) });
      expect(onlyA.text).toContain('MARKA_张三');
      expect(onlyA.text).not.toContain('MARKB');
      // The super user sees everything.
      expect((await logText(admin)).text).toContain('MARKB_王五');
    });

    it('an entry of staff holding A and B is not A’s alone', async () => {
      expect((await post('/resident/info/page', { keyWord: 'MARKAB_both' }, staffAB)).body.code).toBe(1000);
      await flushReads();
      expect((await logText(staffAB)).text).toContain('MARKAB_both');
      expect((await logText(staffA)).text).not.toContain('MARKAB_both');
      expect((await logText(staffB)).text).not.toContain('MARKAB_both');
    });

    it('clear deletes only the entries the viewer may read', async () => {
      const res = await t.gql('mutation { sysLogClear { __typename ... on MutationSysLogClearSuccess { data } } }', {}, staffA);
      expect(res.body.data.sysLogClear.data).toBeGreaterThan(0);
      expect(await t.app.db.baseSysLog.findUnique({ where: { id: logB } })).not.toBeNull();
      expect((await logText(staffB)).text).toContain('MARKB_王五');
    });
  });

  describe('plugin secrets', () => {
    let s3Id: number;
    let hookId: number;
    const s3Config = () => ({ bucket: BUCKET, endpoint: peers.endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: `secret-${kind}` });

    beforeAll(async () => {
      const install = (zip: Buffer) => postMultipart(t, '/admin/plugin/info/install', { token: admin, files: [{ name: 'p.zip', data: zip, type: 'application/zip' }] });
      expect((await install(pluginZip(manifest()))).body.code).toBe(1000);
      // A notify plugin whose schema marks a setting with an unremarkable name as a password, and names another one "apiToken".
      const schema = { ...notifySchema, properties: { ...notifySchema.properties, signingKey: { type: 'string', format: 'password' }, apiToken: { type: 'string' } } };
      expect((await install(pluginZip(manifest({ name: '短信网关', keyName: 'sms-secret', hook: 'notify', config: schema })))).body.code).toBe(1000);
      s3Id = (await t.app.db.pluginInfo.findUniqueOrThrow({ where: { keyName: 's3-storage' } })).id;
      hookId = (await t.app.db.pluginInfo.findUniqueOrThrow({ where: { keyName: 'sms-secret' } })).id;
      // The S3 secret through REST, the webhook's through GraphQL variables.
      expect((await post('/plugin/info/update', { id: s3Id, config: { ...s3Config(), secretAccessKey: 'S3CRET-KEY-123' } })).body.code).toBe(1000);
      const gql = await t.gql(
        'mutation($i: PluginInfoUpdateInput!) { pluginInfoUpdate(input: $i) { __typename ... on AppError { message } } }',
        { i: { id: hookId, config: { url: peers.hookUrl, secret: 'HOOK-SECRET-456', signingKey: 'SIGNING-789', apiToken: 'API-TOKEN-000', retries: 1 } } },
        admin,
      );
      expect(gql.body.data.pluginInfoUpdate.__typename, JSON.stringify(gql.body)).toBe('MutationPluginInfoUpdateSuccess');
    });

    const SECRETS = ['S3CRET-KEY-123', 'HOOK-SECRET-456', 'SIGNING-789', 'API-TOKEN-000'];
    const expectNoSecret = (text: string) => {
      for (const s of SECRETS) expect(text).not.toContain(s);
    };

    it('page, list and info show set secrets masked, over REST and GraphQL', async () => {
      const page = await post('/plugin/info/page', { size: 50 }, staffA);
      expect(page.body.code, page.text).toBe(1000);
      expectNoSecret(page.text);
      const s3Row = page.body.data.list.find((r: any) => r.id === s3Id);
      expect(s3Row.config).toMatchObject({ bucket: BUCKET, accessKeyId: 'S3RVER', secretAccessKey: MASK });
      const hookRow = page.body.data.list.find((r: any) => r.id === hookId);
      expect(hookRow.config).toMatchObject({ url: peers.hookUrl, secret: MASK, signingKey: MASK, apiToken: MASK, retries: 1 });
      expectNoSecret((await post('/plugin/info/list', {}, staffA)).text);
      expectNoSecret((await t.req('GET', `/admin/plugin/info/info?id=${hookId}`, { token: staffA })).text);
      const gql = await t.gql(
        'query($id: Int!) { pluginInfoPage(first: 50) { edges { node { rowId config } } } pluginInfoList { config } pluginInfoInfo(id: $id) { config } }',
        { id: hookId },
        admin,
      );
      expect(gql.body.errors).toBeUndefined();
      expectNoSecret(JSON.stringify(gql.body));
      expect(gql.body.data.pluginInfoInfo.config.secret).toBe(MASK);
    });

    it('the request log never holds them, whichever community reads it', async () => {
      await flushReads();
      expectNoSecret((await logText(admin)).text);
      expectNoSecret(JSON.stringify((await t.gql('{ sysLogPage(first: 500) { edges { node { params } } } }', {}, admin)).body));
      const rows = await t.app.db.baseSysLog.findMany({ where: { action: { contains: 'luginInfoUpdate' } } });
      const restRows = await t.app.db.baseSysLog.findMany({ where: { action: 'POST /admin/plugin/info/update' } });
      expect(rows.length + restRows.length).toBeGreaterThanOrEqual(2);
      expectNoSecret(JSON.stringify(await t.app.db.baseSysLog.findMany({ select: { params: true } })));
      expect(JSON.stringify(rows.map((r) => r.params))).toContain(MASK);
    });

    it('an update that sends the mask back keeps the stored secret, and the plugins keep working with it', async () => {
      // The form saves what it showed (masks included) with one change.
      const shown = (await t.req('GET', `/admin/plugin/info/info?id=${s3Id}`, { token: admin })).body.data.config;
      expect(shown.secretAccessKey).toBe(MASK);
      expect((await post('/plugin/info/update', { id: s3Id, config: { ...shown, prefix: `kept-${kind}` } })).body.code).toBe(1000);
      expect(((await t.app.db.pluginInfo.findUniqueOrThrow({ where: { id: s3Id } })).config as any).secretAccessKey).toBe('S3CRET-KEY-123');
      // The real credentials of the bucket, then a masked update again: uploads reach the bucket signed with the stored key.
      expect((await post('/plugin/info/update', { id: s3Id, config: s3Config() })).body.code).toBe(1000);
      const masked = (await t.req('GET', `/admin/plugin/info/info?id=${s3Id}`, { token: admin })).body.data.config;
      expect((await post('/plugin/info/update', { id: s3Id, config: { ...masked, prefix: `kept-${kind}` } })).body.code).toBe(1000);
      expect(((await t.app.db.pluginInfo.findUniqueOrThrow({ where: { id: s3Id } })).config as any).secretAccessKey).toBe('S3RVER');
      expect((await post('/plugin/info/enable', { id: s3Id, status: 1 })).body.code).toBe(1000);
      const image = png(5, 5);
      const up = await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name: 'a.png', data: image }] });
      expect(up.body.code, up.text).toBe(1000);
      const bucket = new S3Storage({ kind: 's3', ...s3Config(), prefix: `kept-${kind}/` }, new Outbound(parseAllowList(peers.allowHosts)));
      expect(await bucket.stat(uploadKey(up.body.data))).toEqual({ size: image.length });
      expect((await download(t, up.body.data)).bytes.equals(image)).toBe(true);
      await bucket.close();
      expect((await post('/plugin/info/enable', { id: s3Id, status: 0 })).body.code).toBe(1000);

      // The webhook over GraphQL: masks sent back, the signature still uses the stored secret.
      const info = await t.gql('query($id: Int!) { pluginInfoInfo(id: $id) { config } }', { id: hookId }, admin);
      const cfg = info.body.data.pluginInfoInfo.config;
      const upd = await t.gql(
        'mutation($i: PluginInfoUpdateInput!) { pluginInfoUpdate(input: $i) { __typename ... on AppError { message } } }',
        { i: { id: hookId, config: { ...cfg, retries: 2 } } },
        admin,
      );
      expect(upd.body.data.pluginInfoUpdate.__typename).toBe('MutationPluginInfoUpdateSuccess');
      expect((await t.app.db.pluginInfo.findUniqueOrThrow({ where: { id: hookId } })).config).toEqual({
        url: peers.hookUrl,
        secret: 'HOOK-SECRET-456',
        signingKey: 'SIGNING-789',
        apiToken: 'API-TOKEN-000',
        retries: 2,
      });
      expect((await post('/plugin/info/enable', { id: hookId, status: 1, force: true })).body.code).toBe(1000);
      received.length = 0;
      expect((await post('/info/notice/add', { areaId: areaA, title: '停电通知', status: 1 })).body.code).toBe(1000);
      for (let i = 0; i < 200 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
      expect(received[0]!.headers['x-plugin-signature']).toBe(`sha256=${createHmac('sha256', 'HOOK-SECRET-456').update(received[0]!.body).digest('hex')}`);
      expect((await post('/plugin/info/enable', { id: hookId, status: 0 })).body.code).toBe(1000);
      expectNoSecret(JSON.stringify(await t.app.db.baseSysLog.findMany({ select: { params: true } })));
    });

    it('an uninstalled plugin’s recycle entry shows no secret, and a restore brings them back', async () => {
      expect((await post('/plugin/info/delete', { ids: [hookId] })).body.code).toBe(1000);
      const page = await post('/recycle/data/page', { size: 100 });
      expect(page.body.code).toBe(1000);
      const entry = page.body.data.list.find((e: any) => e.entityInfo?.type === 'PluginInfo');
      expect(entry.data[0].config).toMatchObject({ url: peers.hookUrl, retries: 2 });
      expectNoSecret(page.text);
      expectNoSecret(JSON.stringify((await t.gql('{ recycleDataPage(first: 100) { edges { node { data } } } }', {}, admin)).body));
      expectNoSecret(JSON.stringify((await t.app.db.recycleData.findUniqueOrThrow({ where: { id: entry.id } })).data));
      expect((await post('/recycle/data/restore', { ids: [entry.id] })).body.code).toBe(1000);
      expect(((await t.app.db.pluginInfo.findUniqueOrThrow({ where: { id: hookId } })).config as any)).toMatchObject({ secret: 'HOOK-SECRET-456', signingKey: 'SIGNING-789', apiToken: 'API-TOKEN-000' });
    });
  });
});
