/**
 * The JSON columns GraphQL answers typed (issue "The contract, finished" §7:
 * a translatable row's `i18n`, a template's custom fields, a resident's
 * roles, a plugin's manifest and code, a recycle entry's table info, and
 * every other shape of crud/shapes.ts) are answered by REST exactly as the
 * row stores them, on both databases: for every entity with a typed JSON
 * column, every such column of a row that holds a value, through the
 * entity's info and page routes, equals the stored JSON. And GraphQL answers
 * the shapes this issue added typed.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { actionsOf, entities, type EntityDecl } from '../../server/crud/entity.ts';
import { readableFields } from '../../server/crud/validate.ts';
import { shapeOf } from '../../server/crud/graphql.ts';
import { delegate } from '../../server/crud/tx.ts';
import { Prisma } from '../../server/generated/prisma/client.ts';

/** The typed JSON columns of an entity REST reads (info and page). */
const typedJsonColumns = (decl: EntityDecl) => readableFields(decl).filter((f) => f.type === 'Json' && shapeOf(decl, f));

describeOnDatabases('typed JSON columns over REST', (kind) => {
  let t: TestApp;
  let admin: string;
  let residentId: number;
  let templateId: number;
  let pluginId: number;

  beforeAll(async () => {
    t = await startTestApp(kind, { TASK_SCHEDULER: 'off' });
    admin = (await t.login()).token;
    const db = t.app.db;
    const area = await db.areaInfo.findFirstOrThrow();
    // Roles as numbers (the source client's numeric dictionary values) and as texts.
    residentId = (await db.residentInfo.create({ data: { areaId: area.id, name: '类型住户', phone: '13800000077', roles: [1, '2', 3] } })).id;
    // A custom field with a key of its author's beside name and alias.
    templateId = (await db.infoTemplate.create({ data: { name: '类型模板', label: 'typed_json', fields: [{ name: '姓名', alias: 'name_1', hint: 'author’s own' }, { name: '电话', alias: 'phone_1' }] } })).id;
    // A plugin row as the source system kept one: a manifest and both code bundles.
    pluginId = (
      await db.pluginInfo.create({
        data: {
          name: '类型插件',
          keyName: 'typed-json',
          hook: 'notify',
          status: 0,
          pluginJson: { name: '类型插件', keyName: 'typed-json', hook: 'notify', version: '1.0.0', author: 'a', description: '', config: { type: 'object', properties: {} } },
          content: { type: 'comm', data: 'module.exports = {}' },
          tsContent: { type: 'ts', data: 'export default {}' },
          config: {},
        },
      })
    ).id;
    // A recycle entry whose rows took others with them: a dictionary type with its data.
    const type = await t.req('POST', '/admin/dict/type/add', { token: admin, body: { name: '类型字典', key: 'typed_json_dict' } });
    expect(type.body.code).toBe(1000);
    const typeId = type.body.data.id;
    expect((await t.req('POST', '/admin/dict/info/add', { token: admin, body: { typeId, name: '一', value: '1', i18n: { en: { name: 'One' } } } })).body.code).toBe(1000);
    expect((await t.req('POST', '/admin/dict/type/delete', { token: admin, body: { ids: [typeId] } })).body.code).toBe(1000);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('every typed JSON column of every entity: REST info and page answer the stored JSON', async () => {
    const db = t.app.db;
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const decl of entities()) {
      const actions = actionsOf(decl);
      if (!actions.includes('info')) continue;
      for (const f of typedJsonColumns(decl)) {
        const rows = (await delegate(db, decl.model).findMany({ where: { [f.name]: { not: Prisma.DbNull } }, select: { id: true, [f.name]: true }, orderBy: { id: 'desc' }, take: 3 })) as Record<string, unknown>[];
        for (const row of rows) {
          const info = await t.req('GET', `/admin/${decl.prefix}/info?id=${row.id}`, { token: admin });
          if (info.body.code !== 1000) {
            wrong.push(`${decl.prefix}/info ${row.id}: ${JSON.stringify(info.body).slice(0, 200)}`);
            continue;
          }
          if (JSON.stringify(sorted(info.body.data[f.name])) !== JSON.stringify(sorted(row[f.name]))) wrong.push(`${decl.model}.${f.name} (info ${row.id}): ${JSON.stringify(info.body.data[f.name])} ≠ stored ${JSON.stringify(row[f.name])}`);
          checked.push(`${decl.model}.${f.name}`);
        }
        if (rows.length && actions.includes('page')) {
          const page = await t.req('POST', `/admin/${decl.prefix}/page`, { token: admin, body: { page: 1, size: 100, order: 'id', sort: 'desc' } });
          for (const r of (page.body.data?.list ?? []) as Record<string, unknown>[]) {
            const stored = rows.find((x) => x.id === r.id);
            if (stored && JSON.stringify(sorted(r[f.name])) !== JSON.stringify(sorted(stored[f.name]))) wrong.push(`${decl.model}.${f.name} (page ${r.id}): ${JSON.stringify(r[f.name])} ≠ stored ${JSON.stringify(stored[f.name])}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // The columns this issue typed, each with a row that holds a value (the seed's translations, the rows made above).
    for (const key of ['DictInfo.i18n', 'DictType.i18n', 'InfoTemplate.i18n', 'BaseSysDepartment.i18n', 'BaseSysMenu.i18n', 'BaseSysParam.i18n', 'BaseSysRole.i18n', 'TaskInfo.i18n', 'InfoTemplate.fields', 'ResidentInfo.roles', 'PluginInfo.pluginJson', 'PluginInfo.content', 'PluginInfo.tsContent', 'RecycleData.entityInfo']) {
      expect(checked, key).toContain(key);
    }
  }, 300_000);

  it('GraphQL answers them typed: translations, custom fields, roles as texts, the manifest and code, the entry’s table info', async () => {
    const body = (
      await t.gql(
        `query($r: Int!, $tpl: Int!, $p: Int!) {
          residentInfoInfo(id: $r) { roles }
          infoTemplateInfo(id: $tpl) { fields { name alias } }
          pluginInfoInfo(id: $p) { pluginJson { name keyName hook version config } content { type data } tsContent { type data } }
          recycleDataPage(first: 1, orderBy: "id", sort: desc) { edges { node { entityInfo { model type prefix related { model how column rows } } } } }
        }`,
        { r: residentId, tpl: templateId, p: pluginId },
        admin,
      )
    ).body;
    expect(body.errors).toBeUndefined();
    expect(body.data.residentInfoInfo.roles).toEqual(['1', '2', '3']);
    expect(body.data.infoTemplateInfo.fields).toEqual([{ name: '姓名', alias: 'name_1' }, { name: '电话', alias: 'phone_1' }]);
    expect(body.data.pluginInfoInfo).toEqual({
      pluginJson: { name: '类型插件', keyName: 'typed-json', hook: 'notify', version: '1.0.0', config: { type: 'object', properties: {} } },
      content: { type: 'comm', data: 'module.exports = {}' },
      tsContent: { type: 'ts', data: 'export default {}' },
    });
    const entry = body.data.recycleDataPage.edges[0].node.entityInfo;
    expect(entry).toMatchObject({ model: 'DictType', type: 'DictType', prefix: 'dict/type' });
    expect(entry.related.find((r: any) => r.model === 'DictInfo')).toMatchObject({ how: 'cascade', column: 'typeId', rows: [expect.objectContaining({ name: '一' })] });
  });
});

/** A JSON value with its object keys in order (jsonb answers keys in its own order). */
function sorted(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sorted);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, x]) => [k, sorted(x)]));
  return v;
}
