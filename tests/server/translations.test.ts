/**
 * Data in the reader's language (crud/translations.ts): every seeded row of
 * every translatable model carries its zh-tw and en text; lists, infos,
 * trees, lookups, dictionary data, the menus of permmenu and exports answer
 * the `language` header over REST and GraphQL alike, zh-cn (the row's own
 * text) as fallback; writes keep what the reader saw in its place and take
 * translations through `i18n`; menu exports and the recycle bin carry them.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { entities } from '../../server/crud/entity.ts';
import { delegate } from '../../server/crud/tx.ts';
import { SEED_LANGS } from '../../server/kernel/i18n/data.ts';

const CJK = /[\u3400-\u9fff]/;

describeOnDatabases('translations', (kind) => {
  let t: TestApp;
  let admin: string;

  const rest = async (method: string, path: string, lang: string | null, body?: unknown) => {
    const res = await t.req(method, path, { token: admin, body, headers: lang ? { language: lang } : {} });
    expect(res.body?.code, `${path}: ${res.text}`).toBe(1000);
    return res.body.data;
  };
  const refused = async (path: string, body: unknown, lang = 'en') => {
    const res = await t.req('POST', path, { token: admin, body, headers: { language: lang } });
    expect(res.body?.code, res.text).toBe(1001);
    return res.body.message as string;
  };
  const gql = async (query: string, lang: string, variables: Record<string, unknown> = {}) => {
    const res = await t.gql(query, variables, admin, { language: lang });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  /** Every text of a translatable column that lacks its zh-tw or en translation, or whose en is still Chinese; and how many texts were checked. */
  async function untranslated(db: TestApp['app']['db']): Promise<{ missing: string[]; checked: number }> {
    const missing: string[] = [];
    let checked = 0;
    for (const decl of entities().filter((d) => d.translatable?.length)) {
      const rows: Record<string, any>[] = await delegate(db, decl.model).findMany();
      for (const row of rows) {
        for (const column of decl.translatable!) {
          if (typeof row[column] !== 'string' || row[column].trim() === '') continue;
          checked += 1;
          for (const lang of SEED_LANGS) {
            const text = row.i18n?.[lang]?.[column];
            if (typeof text !== 'string' || text.trim() === '') missing.push(`${decl.model}#${row.id}.${column} ${lang}: ${row[column]}`);
            // An English translation of a Chinese text is English.
            else if (lang === 'en' && CJK.test(text) && CJK.test(row[column])) missing.push(`${decl.model}#${row.id}.${column} en is Chinese: ${text}`);
          }
        }
      }
    }
    return { missing, checked };
  }

  it('gives every seeded row of every translatable model its zh-tw and en text', async () => {
    const translatable = entities().filter((d) => d.translatable?.length);
    expect(translatable.map((d) => d.model).sort()).toEqual(['BaseSysDepartment', 'BaseSysMenu', 'BaseSysParam', 'BaseSysRole', 'DictInfo', 'DictType', 'InfoTemplate', 'TaskInfo']);
    const { missing, checked } = await untranslated(t.app.db);
    expect(checked).toBeGreaterThan(100);
    expect(missing).toEqual([]);
    // The notice templates (their texts in seed/notice-templates.ts) among them, read in English.
    const templates = await rest('POST', '/admin/info/template/page', 'en', { page: 1, size: 50 });
    const repair = templates.list.find((r: { label: string }) => r.label === 'notice.repair.9');
    expect(repair.name).toBe('{{meeting.name}}: results of the vote on the use of the maintenance fund');
    expect(repair.content).toContain("<p>The Owners' Committee of {{meeting.areaName}}</p>");
    expect(templates.list.filter((r: { label: string | null; name: string }) => r.label?.startsWith('notice.') && CJK.test(r.name))).toEqual([]);
    expect((await rest('GET', `/admin/info/template/info?id=${repair.id}`, 'zh-tw')).name).toBe('{{meeting.name}}維修資金使用表決結果公告');
  });

  it('gives the rows the demo seeds (roles, its parameter) their zh-tw and en text too', async () => {
    const demo = await startTestApp(kind, { SEED_DEMO: '1' });
    try {
      const { missing } = await untranslated(demo.app.db);
      expect(missing).toEqual([]);
      const token = (await demo.login()).token;
      const roles = await demo.req('POST', '/admin/base/sys/role/list', { token, body: {}, headers: { language: 'en' } });
      expect(roles.body.data.find((r: { label: string }) => r.label === 'demo-committee')).toMatchObject({ name: "Owners' committee staff" });
      const params = await demo.req('POST', '/admin/base/sys/param/page', { token, body: { page: 1, size: 50 }, headers: { language: 'zh-tw' } });
      expect(params.body.data.list.find((r: { keyName: string }) => r.keyName === 'demoData')).toMatchObject({ name: '示範資料' });
    } finally {
      await demo.close();
    }
  }, 600_000);

  it('gives the untouched notice templates of an older database their translations, column by column', async () => {
    const { ensureNoticeTemplateTranslations } = await import('../../server/seed/base.ts');
    const { Prisma } = await import('../../server/generated/prisma/client.ts');
    const general = await t.app.db.infoTemplate.findFirstOrThrow({ where: { label: 'notice.general.1' } });
    const election = await t.app.db.infoTemplate.findFirstOrThrow({ where: { label: 'notice.election.5' } });
    await t.app.db.infoTemplate.update({ where: { id: general.id }, data: { i18n: Prisma.DbNull } });
    // An administrator rewrote this one's text: the content is theirs, the name still the seeded one.
    await t.app.db.infoTemplate.update({ where: { id: election.id }, data: { i18n: Prisma.DbNull, content: '<p>我们自己的选举公告</p>' } });
    expect(await ensureNoticeTemplateTranslations(t.app.db)).toBe(2);
    expect((await t.app.db.infoTemplate.findUniqueOrThrow({ where: { id: general.id } })).i18n).toEqual(general.i18n);
    const rewritten = await t.app.db.infoTemplate.findUniqueOrThrow({ where: { id: election.id } });
    expect(rewritten.i18n).toEqual({ en: { name: '{{meeting.name}}: notice of election' }, 'zh-tw': { name: '{{meeting.name}}選舉公告' } });
    // Rows that have translations are left alone.
    expect(await ensureNoticeTemplateTranslations(t.app.db)).toBe(0);
    await t.app.db.infoTemplate.update({ where: { id: election.id }, data: { i18n: election.i18n as object, content: election.content } });
  });

  it('answers REST and GraphQL lists in the language of the request, zh-cn as fallback', async () => {
    const typeId = (await t.app.db.dictType.findUniqueOrThrow({ where: { key: 'residentRole' } })).id;
    const names = async (lang: string | null) => ((await rest('POST', '/admin/dict/info/list', lang, { typeId })) as { name: string }[]).map((r) => r.name);
    expect(await names(null)).toEqual(['业主', '租户', '家庭成员', '业委会委员', '楼栋长']);
    expect(await names('en')).toEqual(['Owner', 'Tenant', 'Family member', "Owners' committee member", 'Building representative']);
    expect(await names('zh-tw')).toEqual(['業主', '租戶', '家庭成員', '業委會委員', '樓棟長']);
    const page = await rest('POST', '/admin/dict/info/page', 'en', { typeId, page: 1, size: 2 });
    expect(page.list.map((r: { name: string }) => r.name)).toEqual(['Owner', 'Tenant']);

    const query = `query($f: DictInfoFilter) { dictInfoList(filter: $f) { name i18n { language field text } } dictInfoPage(filter: $f, first: 1) { edges { node { name } } } }`;
    const en = await gql(query, 'en', { f: { typeId } });
    expect(en.dictInfoList.map((r: { name: string }) => r.name)).toEqual(['Owner', 'Tenant', 'Family member', "Owners' committee member", 'Building representative']);
    expect(en.dictInfoPage.edges[0].node.name).toBe('Owner');
    // The translations themselves are readable (a form edits them), typed: one entry per language and field.
    expect(en.dictInfoList[0].i18n).toEqual([
      { language: 'EN', field: 'name', text: 'Owner' },
      { language: 'ZH_TW', field: 'name', text: '業主' },
    ]);
    // REST answers them as the row stores them: language → column → text.
    expect(((await rest('POST', '/admin/dict/info/list', 'en', { typeId })) as { i18n: unknown }[])[0]!.i18n).toEqual({ en: { name: 'Owner' }, 'zh-tw': { name: '業主' } });
    expect((await gql(query, 'zh-tw', { f: { typeId } })).dictInfoList[1].name).toBe('租戶');
    expect((await gql(query, 'zh-cn', { f: { typeId } })).dictInfoList[1].name).toBe('租户');

    // Info, the tree of the role form (menus), departments, tasks, parameters, a lookup (a user's department).
    const menuId = (await t.app.db.baseSysMenu.findFirstOrThrow({ where: { router: '/sys/user' } })).id;
    expect((await rest('GET', `/admin/base/sys/menu/info?id=${menuId}`, 'en')).name).toBe('System users');
    const menus = (await gql('{ sysMenuList { name router type perms } }', 'en')).sysMenuList as { name: string; router: string | null; type: number; perms: string | null }[];
    expect(menus.find((m) => m.router === '/user/list')?.name).toBe('App users');
    expect(menus.find((m) => m.type === 0 && m.name === 'Plugins')).toBeTruthy();
    expect(menus.find((m) => m.perms === 'dict:info:add')?.name).toMatch(/^info·Add$|^Add$/);
    expect(menus.filter((m) => CJK.test(m.name))).toEqual([]);
    const departments = (await rest('POST', '/admin/base/sys/department/list', 'en', {})) as { name: string }[];
    expect(departments.map((d) => d.name)).toContain("Owners' committee");
    const tasks = await rest('POST', '/admin/task/info/page', 'en', { page: 1, size: 50 });
    expect(tasks.list.find((r: { service: string }) => r.service === 'notice.publish')).toMatchObject({ name: 'Scheduled notice publication' });
    const params = await rest('POST', '/admin/base/sys/param/page', 'zh-tw', { page: 1, size: 50 });
    expect(params.list.find((r: { keyName: string }) => r.keyName === 'uploadMaxSize')).toMatchObject({ name: '上傳檔案大小限制' });
    const roles = await rest('POST', '/admin/base/sys/role/list', 'en', {});
    expect(roles[0]).toMatchObject({ name: 'Super administrator', remark: 'Holds every permission' });
    const root = await t.app.db.baseSysDepartment.findFirstOrThrow({ where: { parentId: null } });
    const dept = await rest('POST', '/admin/base/sys/user/add', 'en', { username: 'tr_user', password: 'secret12', name: 'Tr', departmentId: root.id });
    const users = await rest('POST', '/admin/base/sys/user/page', 'en', { page: 1, size: 50 });
    expect(users.list.find((u: { id: number }) => u.id === dept)).toMatchObject({ departmentName: 'Community governance committee' });
  });

  it('names the menus of permmenu and the dictionary data in the reader language', async () => {
    const en = await rest('GET', '/admin/base/comm/permmenu', 'en');
    expect(en.menus.find((m: { router: string }) => m.router === '/dict/list').name).toBe('Dictionaries');
    expect(en.menus.filter((m: { name: string }) => CJK.test(m.name))).toEqual([]);
    const tw = await gql('{ permmenu { menus { name router } } }', 'zh-tw');
    expect(tw.permmenu.menus.find((m: { router: string }) => m.router === '/recycle/data').name).toBe('資源回收筒');
    const data = await rest('POST', '/admin/dict/info/data', 'en', { types: ['politicalType'] });
    expect(data.politicalType.map((i: { name: string }) => i.name)).toContain('CPC member');
    expect(Object.keys(data.politicalType[0]).sort()).toEqual(['id', 'name', 'orderNum', 'parentId', 'typeId', 'value']);
    const types = await rest('GET', '/admin/dict/info/types', 'en');
    expect(types.find((x: { key: string }) => x.key === 'propertyRepairType')).toEqual({ id: expect.any(Number), key: 'propertyRepairType', name: 'Repair type' });
  });

  it('exports translatable columns and dictionary names in the language of the export', async () => {
    const typeId = (await t.app.db.dictType.findUniqueOrThrow({ where: { key: 'propertyRepairType' } })).id;
    const res = await fetch(`${t.url}/admin/dict/info/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: admin, language: 'en' },
      body: JSON.stringify({ typeId, format: 'csv', columns: ['name', 'value'] }),
    });
    const rows = parse((await res.text()).replace(/^\uFEFF/, '')) as string[][];
    expect(rows[0]).toEqual(['Name', 'Value']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['Plumbing and electrical', 'Doors and windows', 'Shared facilities', 'Lift', 'Other']);
    // Default columns leave the translations JSON out (they are in the columns already).
    const all = await fetch(`${t.url}/admin/dict/info/export`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: admin, language: 'en' }, body: JSON.stringify({ typeId }) });
    expect(((parse((await all.text()).replace(/^\uFEFF/, '')) as string[][])[0])).not.toContain('Translations');
  });

  it('keeps what the reader saw in its place: a translation edits the translation, the own text the own text', async () => {
    const typeId = (await t.app.db.dictType.findUniqueOrThrow({ where: { key: 'residentRole' } })).id;
    const tenant = await t.app.db.dictInfo.findFirstOrThrow({ where: { typeId, value: '2' } });
    // An English reader renames the English text; zh-cn and zh-tw keep theirs.
    await rest('POST', '/admin/dict/info/update', 'en', { id: tenant.id, name: 'Renter' });
    let row = await t.app.db.dictInfo.findUniqueOrThrow({ where: { id: tenant.id } });
    expect(row.name).toBe('租户');
    expect(row.i18n).toEqual({ en: { name: 'Renter' }, 'zh-tw': { name: '租戶' } });
    // The whole row sent back as it was read (legacy clients) changes nothing.
    const info = await rest('GET', `/admin/dict/info/info?id=${tenant.id}`, 'zh-tw');
    expect(info.name).toBe('租戶');
    await rest('POST', '/admin/dict/info/update', 'zh-tw', info);
    expect((await t.app.db.dictInfo.findUniqueOrThrow({ where: { id: tenant.id } })).i18n).toEqual(row.i18n);
    // A zh-cn reader edits the row's own text.
    await rest('POST', '/admin/dict/info/update', 'zh-cn', { id: tenant.id, name: '承租人' });
    row = await t.app.db.dictInfo.findUniqueOrThrow({ where: { id: tenant.id } });
    expect(row.name).toBe('承租人');
    // Translations added, changed and removed through i18n ('' removes one); GraphQL alike.
    const res = await t.gql(
      `mutation($input: DictInfoUpdateInput!) { dictInfoUpdate(input: $input) { __typename ... on MutationDictInfoUpdateSuccess { data { record { name i18n { language field text } } } } ... on AppError { message } } }`,
      { input: { id: tenant.id, i18n: { en: { name: 'Lodger' }, 'zh-tw': { name: '' } } } },
      admin,
      { language: 'zh-tw' },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.dictInfoUpdate).toEqual({ __typename: 'MutationDictInfoUpdateSuccess', data: { record: { name: '承租人', i18n: [{ language: 'EN', field: 'name', text: 'Lodger' }] } } });

    // A row a user adds keeps what was typed, in every language, until translated.
    const added = await rest('POST', '/admin/dict/info/add', 'en', { typeId, name: 'Caretaker', value: '9', i18n: { 'zh-cn': { name: '管理员' } } });
    expect((await rest('GET', `/admin/dict/info/info?id=${added.id}`, 'en')).name).toBe('Caretaker');
    expect((await rest('GET', `/admin/dict/info/info?id=${added.id}`, 'zh-tw')).name).toBe('Caretaker');
    expect((await rest('GET', `/admin/dict/info/info?id=${added.id}`, 'zh-cn')).name).toBe('管理员');
    // Without a translation in the reader's language an edit changes the own text.
    await rest('POST', '/admin/dict/info/update', 'en', { id: added.id, name: 'Janitor' });
    expect(await t.app.db.dictInfo.findUniqueOrThrow({ where: { id: added.id } })).toMatchObject({ name: 'Janitor', i18n: { 'zh-cn': { name: '管理员' } } });
  });

  it('refuses translations of unknown languages or columns and checks each text like its column', async () => {
    const typeId = (await t.app.db.dictType.findUniqueOrThrow({ where: { key: 'goodsType' } })).id;
    expect(await refused('/admin/dict/info/add', { typeId, name: 'x', i18n: { fr: { name: 'y' } } })).toContain('fr');
    expect(await refused('/admin/dict/info/add', { typeId, name: 'x', i18n: { en: { value: 'y' } } })).toContain('value');
    expect(await refused('/admin/dict/info/add', { typeId, name: 'x', i18n: ['en'] })).toContain('Translations');
    expect(await refused('/admin/dict/info/add', { typeId, name: 'x', i18n: { en: { name: 'n'.repeat(256) } } })).toMatch(/255/);
    // Rich text in a translation passes the same sanitizer as the column.
    const tpl = await rest('POST', '/admin/info/template/add', 'en', { name: 'T', content: '<p>a</p>', i18n: { en: { content: '<p>b<script>alert(1)</script></p>' } } });
    const stored = await t.app.db.infoTemplate.findUniqueOrThrow({ where: { id: tpl.id } });
    expect((stored.i18n as any).en.content).toBe('<p>b</p>');
    expect((await rest('GET', `/admin/info/template/info?id=${tpl.id}`, 'en')).content).toBe('<p>b</p>');
  });

  it('carries translations through the recycle bin and menu exports', async () => {
    const typeId = (await t.app.db.dictType.findUniqueOrThrow({ where: { key: 'goodsType' } })).id;
    const food = await t.app.db.dictInfo.findFirstOrThrow({ where: { typeId, value: '3' } });
    await rest('POST', '/admin/dict/info/delete', 'en', { ids: [food.id] });
    const bin = await rest('POST', '/admin/recycle/data/page', 'en', { page: 1, size: 10 });
    await rest('POST', '/admin/recycle/data/restore', 'en', { ids: [bin.list[0].id] });
    expect((await rest('GET', `/admin/dict/info/info?id=${food.id}`, 'en')).name).toBe('Food');

    const dir = await t.app.db.baseSysMenu.findFirstOrThrow({ where: { name: '插件管理' } });
    const tree = await rest('POST', '/admin/base/sys/menu/export', 'en', { ids: [dir.id] });
    expect(tree[0]).toMatchObject({ name: '插件管理', i18n: { en: { name: 'Plugins' }, 'zh-tw': { name: '外掛管理' } } });
  });

  it('gives the untouched system tasks of an older database their translations, and leaves renamed ones alone', async () => {
    const { ensureSystemTasks } = await import('../../server/tasks/builtin.ts');
    const { Prisma } = await import('../../server/generated/prisma/client.ts');
    const purge = await t.app.db.taskInfo.findFirstOrThrow({ where: { jobId: 'system:log.purge' } });
    const files = await t.app.db.taskInfo.findFirstOrThrow({ where: { jobId: 'system:space.orphanCleanup' } });
    await t.app.db.taskInfo.update({ where: { id: purge.id }, data: { i18n: Prisma.DbNull } });
    await t.app.db.taskInfo.update({ where: { id: files.id }, data: { i18n: Prisma.DbNull, name: '我们的文件清理' } });
    await ensureSystemTasks(t.app.db);
    expect((await t.app.db.taskInfo.findUniqueOrThrow({ where: { id: purge.id } })).i18n).toEqual(purge.i18n);
    expect((await t.app.db.taskInfo.findUniqueOrThrow({ where: { id: files.id } })).i18n).toBeNull();
    await t.app.db.taskInfo.update({ where: { id: files.id }, data: { i18n: files.i18n as object, name: files.name } });
  });

  it('reports the runs of the system tasks in the reader language', async () => {
    const task = await t.app.db.taskInfo.findFirstOrThrow({ where: { service: 'meeting.closeBallotBoxes' } });
    await rest('POST', '/admin/task/info/once', 'en', { id: task.id });
    const until = Date.now() + 15_000;
    let log: { list: { detail: string }[] } = { list: [] };
    while (log.list.length === 0 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
      log = await rest('GET', `/admin/task/info/log?id=${task.id}`, 'en');
    }
    expect(log.list[0]!.detail).toMatch(/^closed \d+ ballot boxes$/);
    expect((await rest('GET', `/admin/task/info/log?id=${task.id}`, 'zh-cn')).list[0].detail).toMatch(/^关闭投票箱 \d+ 个$/);
  });
});
