/**
 * Plugins on both databases: every install answer type (nothing, 0, 1, 2,
 * 3), malicious packages refused, configuration checked against the
 * plugin's schema, one enabled plugin per hook (switching), a storage
 * plugin moving uploads to an S3-compatible bucket (s3rver on loopback) and
 * back, a notify plugin's webhook called when a notice is published and an
 * advice answered (a local HTTP server), permission add, uninstall to the
 * recycle bin.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { describeOnDatabases, startTestApp, type TestApp } from '../support/app.ts';
import { download, png, postMultipart, uploadKey } from '../support/files.ts';
import { manifest, notifySchema, pluginZip, usePluginPeers } from '../support/plugins.ts';
import { S3Storage } from '../../server/files/storage.ts';
import { Outbound, parseAllowList } from '../../server/http/outbound.ts';

const BUCKET = 'plugin-bucket';
// The S3 server and webhook receiver the plugins talk to.
const peers = usePluginPeers(BUCKET);
const { received } = peers;

async function waitFor<T>(fn: () => T | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describeOnDatabases('plugins', (kind) => {
  let t: TestApp;
  let token: string;
  const install = (zip: Buffer, force = false, name = 'plugin.zip') =>
    postMultipart(t, '/admin/plugin/info/install', { token, fields: force ? { force: 'true' } : {}, files: [{ name, data: zip, type: 'application/zip' }] });
  const byKey = (keyName: string) => t.app.db.pluginInfo.findUnique({ where: { keyName } });
  const post = (path: string, body: unknown) => t.req('POST', path, { body, token });

  beforeAll(async () => {
    // The peers are on loopback: allowed by configuration, as an administrator would.
    t = await startTestApp(kind, { OUTBOUND_ALLOW_HOSTS: peers.allowHosts });
    token = (await t.login()).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('install needs a token and the permission', async () => {
    const res = await postMultipart(t, '/admin/plugin/info/install', { files: [{ name: 'p.zip', data: pluginZip(manifest()) }] });
    expect(res.body.code).not.toBe(1000);
    expect(await byKey('s3-storage')).toBeNull();
  });

  it('answers nothing on success, then 1 (same version) and 2 (other version); force reinstalls and keeps the configuration', async () => {
    const first = await install(pluginZip(manifest()));
    expect(first.body, first.text).toEqual({ code: 1000, message: 'success' });
    const row = (await byKey('s3-storage'))!;
    expect(row).toMatchObject({ name: 'S3 存储', hook: 'storage', version: '1.0.0', author: 'Test', status: 0, config: { region: 'us-east-1', forcePathStyle: true } });
    expect(row.readme).toContain('# S3 storage');
    expect(row.logo).toMatch(/^data:image\/png;base64,/);
    expect((row.pluginJson as any).config.required).toEqual(['bucket']);
    // The logo: REST answers its bare base64, as the source did (its client adds the prefix); GraphQL the data: URL an image takes.
    const bare = row.logo!.slice('data:image/png;base64,'.length);
    expect((await t.req('GET', `/admin/plugin/info/info?id=${row.id}`, { token })).body.data.logo).toBe(bare);
    const listed = (await post('/admin/plugin/info/page', { page: 1, size: 20 })).body.data.list.find((p: any) => p.id === row.id);
    expect(listed.logo).toBe(bare);
    expect((await post('/admin/plugin/info/list', {})).body.data.find((p: any) => p.id === row.id).logo).toBe(bare);
    const viaGql = await t.gql(`query($id: Int!) { pluginInfoInfo(id: $id) { logo } }`, { id: row.id }, token);
    expect(viaGql.body.data.pluginInfoInfo.logo).toBe(row.logo);
    // Sent back with the row (bare, or anything else), it is the package's: ignored.
    expect((await post('/admin/plugin/info/update', { id: row.id, logo: bare })).body.code).toBe(1000);
    expect((await post('/admin/plugin/info/update', { id: row.id, logo: 'data:image/svg+xml,<svg onload=alert(1)>' })).body.code).toBe(1000);
    expect((await byKey('s3-storage'))!.logo).toBe(row.logo);

    await t.app.db.pluginInfo.update({ where: { id: row.id }, data: { config: { bucket: 'kept', region: 'eu-west-1', forcePathStyle: true } } });
    const same = await install(pluginZip(manifest()));
    expect(same.body.code).toBe(1000);
    expect(same.body.data.type).toBe(1);
    expect(same.body.data.message).toContain('1.0.0');
    const other = await install(pluginZip(manifest({ version: '2.0.0' })));
    expect(other.body.data).toMatchObject({ type: 2 });
    expect(other.body.data.message).toContain('2.0.0');
    expect((await byKey('s3-storage'))!.version).toBe('1.0.0');
    const forced = await install(pluginZip(manifest({ version: '2.0.0' })), true);
    expect(forced.body).toEqual({ code: 1000, message: 'success' });
    const after = (await byKey('s3-storage'))!;
    expect(after.id).toBe(row.id);
    expect(after.version).toBe('2.0.0');
    expect(after.config).toEqual({ bucket: 'kept', region: 'eu-west-1', forcePathStyle: true });
  });

  it('refuses malicious and broken packages with type 0 and writes nothing', async () => {
    const before = await t.app.db.pluginInfo.count();
    const enc = (s: string) => new TextEncoder().encode(s);
    const zeros = new Uint8Array(1_000_000);
    const noise = new Uint8Array(1_100_000).map((_, i) => (i * 2654435761) >>> 24);
    const cases: [string, Buffer, RegExp][] = [
      ['path traversal', pluginZip(manifest({ keyName: 'evil-a' }), { '../../etc/evil.sh': enc('x') }), /不安全/],
      ['absolute path', pluginZip(manifest({ keyName: 'evil-b' }), { '/tmp/evil': enc('x') }), /不安全/],
      ['backslash path', pluginZip(manifest({ keyName: 'evil-c' }), { '..\\evil': enc('x') }), /不安全/],
      ['oversize entry', Buffer.from(zipSync({ 'plugin.json': enc(JSON.stringify(manifest({ keyName: 'evil-d' }))), 'big.bin': [noise, { level: 0 }] })), /超过 1024 KB/],
      ['zip bomb', Buffer.from(zipSync({ 'plugin.json': enc(JSON.stringify(manifest({ keyName: 'evil-e' }))), 'bomb.bin': [zeros, { level: 9 }] })), /压缩比/],
      ['no plugin.json', pluginZip(null), /缺少 plugin\.json/],
      ['plugin.json not JSON', pluginZip('{"name": '), /不是有效的 JSON/],
      ['plugin.json without keyName', pluginZip(manifest({ keyName: '' })), /keyName/],
      ['unknown hook', pluginZip(manifest({ keyName: 'evil-f', hook: 'exec' })), /不支持的 Hook/],
      ['bad config schema', pluginZip(manifest({ keyName: 'evil-g', config: { type: 'object', properties: { x: { type: 'function' } } } })), /JSON Schema/],
      ['not a zip', Buffer.from('hello, not a zip'), /不是有效的 zip/],
    ];
    for (const [label, zip, message] of cases) {
      const res = await install(zip);
      expect(res.body.code, `${label}: ${res.text}`).toBe(1000);
      expect(res.body.data?.type, label).toBe(0);
      expect(res.body.data.message, label).toMatch(message);
    }
    // Force does not get a refused package in.
    expect((await install(cases[0]![1], true)).body.data.type).toBe(0);
    expect(await t.app.db.pluginInfo.count()).toBe(before);
    // Messages follow the caller's language.
    const en = await postMultipart(t, '/admin/plugin/info/install', { token, headers: { language: 'en' }, files: [{ name: 'p.zip', data: pluginZip(null) }] });
    expect(en.body.data).toEqual({ type: 0, message: expect.stringContaining('has no plugin.json') });
  });

  it('checks the configuration against the plugin schema', async () => {
    const id = (await byKey('s3-storage'))!.id;
    const unknown = await post('/admin/plugin/info/update', { id, config: { bucket: 'b', shell: 'rm -rf /' } });
    expect(unknown.body.code).toBe(1001);
    expect(unknown.body.message).toContain('shell');
    const wrongType = await post('/admin/plugin/info/update', { id, config: { bucket: 'b', forcePathStyle: 'yes' } });
    expect(wrongType.body.code).toBe(1001);
    expect(wrongType.body.message).toContain('forcePathStyle');
    const missing = await post('/admin/plugin/info/update', { id, config: { region: 'x' } });
    expect(missing.body).toMatchObject({ code: 1001, message: expect.stringContaining('bucket') });
    // A status sent through update is the switch of enable (the source client's switch): the same checks, the same effect.
    expect((await post('/admin/plugin/info/update', { id, status: 1 })).body).toEqual({ code: 1000, message: 'success' });
    expect((await byKey('s3-storage'))!.status).toBe(1);
    expect((await post('/admin/plugin/info/update', { id, status: 0 })).body).toEqual({ code: 1000, message: 'success' });
    expect((await byKey('s3-storage'))!.status).toBe(0);
  });

  it('a storage plugin moves uploads to the S3-compatible bucket and back; its files are read only while it is enabled', async () => {
    const id = (await byKey('s3-storage'))!.id;
    const config = { bucket: BUCKET, endpoint: peers.endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: `plug-${kind}` };
    expect((await post('/admin/plugin/info/update', { id, config })).body.code).toBe(1000);
    expect((await post('/admin/plugin/info/enable', { id, status: 1 })).body).toEqual({ code: 1000, message: 'success' });
    const bucket = new S3Storage({ kind: 's3', ...config, prefix: `plug-${kind}/` }, new Outbound(parseAllowList(peers.allowHosts)));

    const image = png(5, 5);
    const up = await postMultipart(t, '/admin/base/comm/upload', { token, files: [{ name: 'a.png', data: image }] });
    expect(up.body.code, up.text).toBe(1000);
    const s3Key = uploadKey(up.body.data);
    expect(await bucket.stat(s3Key)).toEqual({ size: image.length });
    expect(await t.app.files.storage.stat(s3Key)).toBeNull();
    expect((await download(t, up.body.data)).bytes.equals(image)).toBe(true);

    expect((await post('/admin/plugin/info/enable', { id, status: 0 })).body.code).toBe(1000);
    const image2 = png(6, 6);
    const up2 = await postMultipart(t, '/admin/base/comm/upload', { token, files: [{ name: 'b.png', data: image2 }] });
    const localKey = uploadKey(up2.body.data);
    expect(await t.app.files.storage.stat(localKey)).toEqual({ size: image2.length });
    expect(await bucket.stat(localKey)).toBeNull();
    // A disabled plugin is never called: the file stored in its bucket answers 404 until it is enabled again.
    expect((await download(t, up.body.data)).status).toBe(404);
    expect((await download(t, up2.body.data)).bytes.equals(image2)).toBe(true);
    expect((await post('/admin/plugin/info/enable', { id, status: 1 })).body.code).toBe(1000);
    expect((await download(t, up.body.data)).bytes.equals(image)).toBe(true);
    // Where each file went was written down at upload: the local one is still read locally.
    expect((await download(t, up2.body.data)).bytes.equals(image2)).toBe(true);
    expect((await post('/admin/plugin/info/enable', { id, status: 0 })).body.code).toBe(1000);
    await bucket.close();
  });

  it('one enabled plugin per hook: 3 on install (installed disabled), 1 on enable, force switches', async () => {
    const a = manifest({ name: '短信网关', keyName: 'sms-hook', hook: 'notify', config: notifySchema });
    const b = manifest({ name: 'IM 网关', keyName: 'im-hook', hook: 'notify', config: notifySchema });
    expect((await install(pluginZip(a))).body.data).toBeUndefined();
    const aId = (await byKey('sms-hook'))!.id;
    // The hook needs its URL: enabling without one is refused.
    const noUrl = await post('/admin/plugin/info/enable', { id: aId, status: 1 });
    expect(noUrl.body).toMatchObject({ code: 1001, message: expect.stringContaining('url') });
    expect((await post('/admin/plugin/info/update', { id: aId, config: { url: 'ftp://x' } })).body.code).toBe(1001);
    expect((await post('/admin/plugin/info/update', { id: aId, config: { url: peers.hookUrl, secret: 's3cret', retries: 1 } })).body.code).toBe(1000);
    expect((await post('/admin/plugin/info/enable', { id: aId, status: 1 })).body.data).toBeUndefined();

    const busy = await install(pluginZip(b));
    expect(busy.body.data).toMatchObject({ type: 3, message: expect.stringContaining('短信网关') });
    expect(await byKey('im-hook')).toBeNull();
    expect((await install(pluginZip(b), true)).body.data).toBeUndefined();
    const bId = (await byKey('im-hook'))!.id;
    expect((await byKey('im-hook'))!.status).toBe(0);
    await post('/admin/plugin/info/update', { id: bId, config: { url: peers.hookUrl } });
    const ask = await post('/admin/plugin/info/enable', { id: bId, status: 1 });
    expect(ask.body.data).toMatchObject({ type: 1, message: expect.stringContaining('IM 网关') });
    expect((await byKey('im-hook'))!.status).toBe(0);
    expect((await post('/admin/plugin/info/enable', { id: bId, status: 1, force: true })).body.data).toBeUndefined();
    expect([(await byKey('sms-hook'))!.status, (await byKey('im-hook'))!.status]).toEqual([0, 1]);
    expect(await t.app.db.pluginInfo.count({ where: { hook: 'notify', status: 1 } })).toBe(1);
    // And back.
    expect((await post('/admin/plugin/info/enable', { id: aId, status: 1, force: true })).body.data).toBeUndefined();
    expect([(await byKey('sms-hook'))!.status, (await byKey('im-hook'))!.status]).toEqual([1, 0]);
  });

  it('the webhook is called when a notice is published and when an advice is answered', async () => {
    received.length = 0;
    const areaId = (await t.app.db.areaInfo.findFirstOrThrow()).id;
    const closed = await post('/admin/info/notice/add', { areaId, title: '草稿', status: 0 });
    expect(closed.body.code, closed.text).toBe(1000);
    const open = await post('/admin/info/notice/add', { areaId, title: '停水通知', status: 1 });
    const first = await waitFor(() => received[0]);
    const event = JSON.parse(first.body);
    expect(event).toMatchObject({ event: 'notice.published', data: { id: open.body.data.id, title: '停水通知', areaId } });
    expect(first.headers['x-plugin-signature']).toBe(`sha256=${createHmac('sha256', 's3cret').update(first.body).digest('hex')}`);
    // An edit of an open notice publishes nothing; opening the draft does.
    await post('/admin/info/notice/update', { id: open.body.data.id, title: '停水通知（更新）', status: 1 });
    await post('/admin/info/notice/update', { id: closed.body.data.id, status: 1 });
    const second = await waitFor(() => received[1]);
    expect(JSON.parse(second.body).data).toMatchObject({ id: closed.body.data.id, title: '草稿' });

    const advice = await t.app.db.adviceInfo.create({ data: { areaId, title: '路灯坏了', content: '小区门口', type: 0 } as any });
    const reply = await post('/admin/business/advice/reply/add', { adviceId: advice.id, type: 1, content: '已安排维修' });
    expect(reply.body.code, reply.text).toBe(1000);
    const third = await waitFor(() => received.find((r) => JSON.parse(r.body).event === 'advice.answered'));
    expect(JSON.parse(third.body).data).toMatchObject({ adviceId: advice.id, areaId });
    expect(received).toHaveLength(3);

    // Disabled: nothing is sent.
    await post('/admin/plugin/info/enable', { id: (await byKey('sms-hook'))!.id, status: 0 });
    await post('/admin/info/notice/add', { areaId, title: '不发送', status: 1 });
    await new Promise((r) => setTimeout(r, 300));
    expect(received).toHaveLength(3);
  });

  it('plugin permission add needs entity data, a permission name and at least one permission', async () => {
    const e1 = await post('/admin/plugin/info/permAdd', { name: 'x', perms: ['plugin:info:page'] });
    expect(e1.body).toEqual({ code: 1001, message: '请选择实体数据' });
    const e2 = await post('/admin/plugin/info/permAdd', { entity: 'no/such', name: 'x', perms: ['plugin:info:page'] });
    expect(e2.body).toEqual({ code: 1001, message: '请选择实体数据' });
    const e3 = await post('/admin/plugin/info/permAdd', { entity: 'plugin/info', name: ' ', perms: ['plugin:info:page'] });
    expect(e3.body).toEqual({ code: 1001, message: '请输入权限名称' });
    const e4 = await post('/admin/plugin/info/permAdd', { entity: 'plugin/info', name: '查看插件', perms: [] });
    expect(e4.body).toEqual({ code: 1001, message: '请至少选择一个权限' });
    const e5 = await post('/admin/plugin/info/permAdd', { entity: 'plugin/info', name: '查看插件', perms: ['base:sys:user:delete'] });
    expect(e5.body.code).toBe(1001);
    const en = await t.req('POST', '/admin/plugin/info/permAdd', { body: { entity: 'plugin/info', name: 'x' }, token, headers: { language: 'en' } });
    expect(en.body.message).toBe('Choose at least one permission');
    const ok = await post('/admin/plugin/info/permAdd', { entity: 'plugin/info', name: '查看插件', perms: ['plugin:info:page', 'plugin:info:info'] });
    expect(ok.body.code, ok.text).toBe(1000);
    const menu = await t.app.db.baseSysMenu.findUniqueOrThrow({ where: { id: ok.body.data } });
    const page = await t.app.db.baseSysMenu.findFirstOrThrow({ where: { viewPath: 'modules/helper/views/plugins/serve.vue' } });
    expect(menu).toMatchObject({ name: '查看插件', type: 2, perms: 'plugin:info:page,plugin:info:info', parentId: page.id });
  });

  it('uninstall puts the plugin in the recycle bin', async () => {
    const row = (await byKey('im-hook'))!;
    expect((await post('/admin/plugin/info/delete', { ids: [row.id] })).body.code).toBe(1000);
    expect(await byKey('im-hook')).toBeNull();
    const bin = await t.app.db.recycleData.findMany();
    expect(bin.some((b) => JSON.stringify(b.data).includes('im-hook'))).toBe(true);
  });

  it('the switch of the source client (plugin/info/update {id, status}) runs the checks of enable', async () => {
    const holder = manifest({ name: '邮件网关', keyName: 'mail-hook', hook: 'notify', config: notifySchema });
    const c = manifest({ name: '钉钉网关', keyName: 'ding-hook', hook: 'notify', config: notifySchema });
    expect((await install(pluginZip(holder), true)).body.data).toBeUndefined();
    expect((await install(pluginZip(c), true)).body.data).toBeUndefined();
    const holderId = (await byKey('mail-hook'))!.id;
    const cId = (await byKey('ding-hook'))!.id;
    // Without the hook's URL: the same refusal as enable, nothing written.
    const byEnable = await post('/admin/plugin/info/enable', { id: cId, status: 1 });
    const byUpdate = await post('/admin/plugin/info/update', { id: cId, status: 1 });
    expect(byEnable.body.code).toBe(1001);
    expect(byUpdate.body).toEqual(byEnable.body);
    expect((await byKey('ding-hook'))!.status).toBe(0);
    // A configuration and the switch in one update: the configuration is judged first, then the switch.
    await post('/admin/plugin/info/update', { id: holderId, config: { url: peers.hookUrl } });
    expect((await post('/admin/plugin/info/update', { id: holderId, status: 1 })).body).toEqual({ code: 1000, message: 'success' });
    expect((await byKey('mail-hook'))!.status).toBe(1);
    // The hook is served by another enabled plugin: update has no force to send, so it is refused naming it.
    const configBefore = (await byKey('ding-hook'))!.config;
    const taken = await post('/admin/plugin/info/update', { id: cId, config: { url: peers.hookUrl }, status: 1 });
    expect(taken.body).toEqual({ code: 1001, message: 'Hook“notify”已由启用中的插件“邮件网关”提供，每个 Hook 只能启用一个插件' });
    // Nothing of that update is written, its configuration neither.
    expect((await byKey('ding-hook'))!).toMatchObject({ status: 0, config: configBefore });
    // Switched off by update, the other can be switched on by update.
    expect((await post('/admin/plugin/info/update', { id: holderId, status: 0 })).body.code).toBe(1000);
    expect((await post('/admin/plugin/info/update', { id: cId, config: { url: peers.hookUrl }, status: 1 })).body.code).toBe(1000);
    expect([(await byKey('mail-hook'))!.status, (await byKey('ding-hook'))!.status]).toEqual([0, 1]);
    // The whole row sent back (the status it has): no switch, accepted.
    const info = (await t.req('GET', `/admin/plugin/info/info?id=${cId}`, { token })).body.data;
    expect((await post('/admin/plugin/info/update', info)).body).toEqual({ code: 1000, message: 'success' });
    // A status that is none is refused as enable refuses it.
    const bad = await post('/admin/plugin/info/update', { id: cId, status: 2 });
    expect(bad.body).toEqual((await post('/admin/plugin/info/enable', { id: cId, status: 2 })).body);
    // GraphQL's update is the same switch.
    const gql = await t.gql(`mutation { r: pluginInfoUpdate(input: { id: ${cId}, status: 0 }) { __typename ... on AppError { message } } }`, {}, token);
    expect(gql.body.data.r.__typename, JSON.stringify(gql.body)).toMatch(/Success$/);
    expect((await byKey('ding-hook'))!.status).toBe(0);
  });
});
