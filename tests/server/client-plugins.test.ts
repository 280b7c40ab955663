/**
 * Front-end plugins (plugin/client): the client's extension points with the
 * library and pinned version behind each, in the reader language; every
 * logged-in user reads them, changing one needs plugin:client:update;
 * settings are checked against their declaration and kept on the server;
 * the seeded 前端插件 page carries the update button.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

describeOnDatabases('front-end plugins', (kind) => {
  let t: TestApp;
  let admin: string;
  let reader: string;

  const call = (method: string, path: string, token: string | null, body?: unknown, lang?: string) => t.req(method, `/admin/plugin/client${path}`, { token, body, headers: lang ? { language: lang } : {} });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    // A staff user with no permission at all: may read the settings (every screen applies them), not change them.
    const { hashPassword } = await import('../../server/auth/password.ts');
    await t.app.db.baseSysUser.create({ data: { username: 'plain_reader', name: 'R', password: await hashPassword('reader123') } });
    reader = (await t.login('plain_reader', 'reader123')).token;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('lists the extension points with their libraries, versions and default settings, in the reader language', async () => {
    const res = await t.req('GET', '/admin/base/comm/clientPlugins', { token: reader, headers: { language: 'en' } });
    expect(res.body.code, res.text).toBe(1000);
    const list = res.body.data as any[];
    expect(list.map((p) => p.key)).toEqual(['richText', 'charts', 'export', 'upload']);
    const rich = list.find((p) => p.key === 'richText');
    expect(rich).toMatchObject({ name: 'Rich-text editor', library: '@tiptap/core', version: pkg.dependencies['@tiptap/core'], enabled: true, canDisable: true, updateTime: null });
    expect(rich.settings).toEqual([{ key: 'tables', type: 'boolean', label: 'Table tools in the toolbar', value: true, default: true, options: null, min: null, max: null }]);
    expect(list.find((p) => p.key === 'charts')).toMatchObject({ library: 'recharts', version: pkg.dependencies.recharts, canDisable: false, settings: [] });
    expect(list.find((p) => p.key === 'export').settings[0]).toMatchObject({ key: 'formats', type: 'enum', value: 'both', options: [{ value: 'both', label: 'CSV and XLSX' }, { value: 'csv', label: 'CSV only' }, { value: 'xlsx', label: 'XLSX only' }] });
    expect(list.find((p) => p.key === 'upload')).toMatchObject({ library: null, version: pkg.version, settings: [{ key: 'maxFiles', type: 'int', value: 9, min: 1, max: 9 }] });
    expect((await t.req('GET', '/admin/base/comm/clientPlugins', { token: reader })).body.data[0].name).toBe('富文本编辑器');
    expect((await t.req('GET', '/admin/base/comm/clientPlugins', { token: null })).status).toBe(401);
  });

  it('changes a setting and switches a point off; the change is kept and every reader gets it', async () => {
    const res = await call('POST', '/update', admin, { key: 'export', settings: { formats: 'xlsx' } });
    expect(res.body.code, res.text).toBe(1000);
    expect(res.body.data.settings[0].value).toBe('xlsx');
    expect(res.body.data.updateTime).toEqual(expect.any(String));
    const off = await call('POST', '/update', admin, { key: 'richText', enabled: false });
    expect(off.body.data).toMatchObject({ enabled: false, settings: [{ key: 'tables', value: true }] });
    // Settings not sent are kept; the state too.
    await call('POST', '/update', admin, { key: 'richText', settings: { tables: false } });
    const gql = await t.gql('{ clientPlugins { key enabled settings { key value } } }', {}, reader);
    expect(gql.body.data.clientPlugins.filter((p: any) => p.key === 'richText' || p.key === 'export')).toEqual([
      { key: 'richText', enabled: false, settings: [{ key: 'tables', value: false }] },
      { key: 'export', enabled: true, settings: [{ key: 'formats', value: 'xlsx' }] },
    ]);
    expect(await t.app.db.pluginClient.findUniqueOrThrow({ where: { keyName: 'export' } })).toMatchObject({ status: 1, config: { formats: 'xlsx' } });
    // GraphQL writes alike.
    const upd = await t.gql(
      'mutation($i: ClientPluginUpdateInput!) { clientPluginUpdate(input: $i) { __typename ... on MutationClientPluginUpdateSuccess { data { settings { value } } } } }',
      { i: { key: 'upload', settings: { maxFiles: 3 } } },
      admin,
    );
    expect(upd.body.data.clientPluginUpdate.data.settings[0].value).toBe(3);
  });

  it('refuses unknown points and settings, values out of their declaration, and switching off what cannot be', async () => {
    const refused = async (body: unknown) => {
      const res = await call('POST', '/update', admin, body, 'en');
      expect(res.body.code, res.text).toBe(1001);
      return res.body.message as string;
    };
    expect(await refused({ key: 'nope' })).toBe('There is no front-end plugin nope');
    expect(await refused({ key: 'charts', enabled: false })).toBe('Charts cannot be switched off');
    expect(await refused({ key: 'upload', settings: { maxFiles: 10 } })).toBe('The value of “Most files a multi-file field takes” is not allowed (allowed: 1–9)');
    expect(await refused({ key: 'upload', settings: { maxFiles: '3' } })).toContain('not allowed');
    expect(await refused({ key: 'export', settings: { formats: 'pdf' } })).toContain('both, csv, xlsx');
    expect(await refused({ key: 'export', settings: { color: 'red' } })).toBe('There is no setting color');
    expect(await refused({ key: 'export', settings: [1] })).toContain('Settings must be an object');
    // Without the permission: 403 before anything is read.
    expect((await call('POST', '/update', reader, { key: 'export', settings: { formats: 'csv' } })).status).toBe(403);
  });

  it('the seeded front-end plugins page carries the button of the update permission', async () => {
    const page = await t.app.db.baseSysMenu.findFirstOrThrow({ where: { router: '/helper/plugins/vue' } });
    const buttons = await t.app.db.baseSysMenu.findMany({ where: { parentId: page.id }, select: { perms: true, i18n: true } });
    expect(buttons).toEqual([{ perms: 'plugin:client:update', i18n: { en: { name: 'Change front-end plugins' }, 'zh-tw': { name: '修改前端外掛' } } }]);
  });
});
