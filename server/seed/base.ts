/**
 * First-start data, written once on an empty database in one transaction:
 * the admin superuser and role, the department tree, the full menu tree with
 * a permission button for every endpoint, the dictionaries the product uses,
 * the notice templates of every public-notice stage (notice-templates.ts),
 * and one small community with buildings, houses and residents. The living
 * demo (meetings, votes, elections, advice, repairs, notices, files and a
 * month of history) is written after it when SEED_DEMO says so (demo/).
 */
import { uniqueKeyOf } from '../core/field-rules.ts';
import type { Db } from '../db/client.ts';
import type { Config } from '../kernel/config.ts';
import { hashPassword } from '../auth/password.ts';
import { SUPER_ROLE_LABEL, SUPER_USERNAME } from '../auth/service.ts';
import { MENU_TREE, type SeedDir, type SeedPage } from './menus.ts';
import { permissionsByPrefix } from '../crud/permissions.ts';
import { RECYCLE_KEEP_PARAM } from '../crud/recycle.ts';
import { fillSeedTranslations, type Translations } from '../crud/translations.ts';
import { sanitizeRichText } from '../kernel/rich-text.ts';
import { NOTICE_TEMPLATES, type NoticeTemplateSeed } from './notice-templates.ts';
import { Prisma } from '../generated/prisma/client.ts';
import type { Tx } from '../crud/tx.ts';
// The declarations (and with them the permission list) are registered by the modules.
import '../modules/index.ts';

export const DEV_ADMIN_PASSWORD = '123456';

/** The admin password for the seed, or an error in production without ADMIN_PASSWORD. */
export function seedAdminPassword(config: Pick<Config, 'adminPassword' | 'isProduction'>): string {
  if (config.adminPassword) return config.adminPassword;
  if (config.isProduction) throw new Error('ADMIN_PASSWORD must be set to create the admin user in production (NODE_ENV=production).');
  return DEV_ADMIN_PASSWORD;
}

const DICTIONARIES: { key: string; name: string; items: [string, string][] }[] = [
  { key: 'goodsType', name: '商品类型', items: [['数码', '1'], ['服装', '2'], ['食品', '3'], ['家居', '4']] },
  {
    key: 'passRule',
    name: '表决通过规则',
    // Civil Code art. 278: ordinary matters need a majority of the participating owners by area and by head;
    // major matters (funds, rebuilding, change of use) need three quarters of them.
    items: [
      ['一般事项：参与表决专有面积及人数均过半数同意', 'majority'],
      ['重大事项：参与表决专有面积及人数均四分之三以上同意', 'threeQuarters'],
    ],
  },
  { key: 'politicalType', name: '政治面貌', items: [['群众', '0'], ['中共党员', '1'], ['中共预备党员', '2'], ['共青团员', '3'], ['民主党派', '4'], ['无党派人士', '5']] },
  { key: 'propertyRepairType', name: '物业报修类型', items: [['水电维修', '1'], ['门窗维修', '2'], ['公共设施', '3'], ['电梯', '4'], ['其他', '5']] },
  { key: 'propertyCompany', name: '物业公司', items: [['阳光物业服务有限公司', '1'], ['安居物业管理有限公司', '2']] },
  { key: 'residentRole', name: '居民角色', items: [['业主', '1'], ['租户', '2'], ['家庭成员', '3'], ['业委会委员', '4'], ['楼栋长', '5']] },
];

async function seedMenus(tx: Tx): Promise<void> {
  const perms = permissionsByPrefix();
  let order = 0;
  const insert = async (node: SeedDir | SeedPage, parentId: number | null): Promise<void> => {
    order += 1;
    if ('children' in node) {
      const dir = await tx.baseSysMenu.create({ data: { parentId, name: node.name, type: 0, icon: node.icon, orderNum: order } });
      for (const child of node.children) await insert(child, dir.id);
      return;
    }
    const menu = await tx.baseSysMenu.create({
      data: {
        parentId,
        name: node.name,
        type: 1,
        router: node.router,
        viewPath: node.viewPath,
        icon: node.icon,
        orderNum: order,
        keepAlive: node.keepAlive ?? true,
        isShow: node.isShow ?? true,
      },
    });
    const buttons: { parentId: number; name: string; type: number; perms: string; orderNum: number }[] = [];
    for (const prefix of node.prefixes) {
      const many = node.prefixes.length > 1;
      for (const p of perms.get(prefix) ?? []) {
        buttons.push({ parentId: menu.id, name: `${many ? `${prefix.split('/').pop()}·` : ''}${p.summary}`, type: 2, perms: p.perm, orderNum: buttons.length });
      }
    }
    if (buttons.length) await tx.baseSysMenu.createMany({ data: buttons });
  };
  for (const node of MENU_TREE) await insert(node, null);
  // Served routes whose prefix no page lists still get a button under the system directory.
  const listed = new Set(MENU_TREE.flatMap(function walk(n: SeedDir | SeedPage): string[] {
    return 'children' in n ? n.children.flatMap(walk) : n.prefixes;
  }));
  const stray = [...perms].filter(([prefix]) => !listed.has(prefix));
  if (stray.length) {
    const dir = await tx.baseSysMenu.create({ data: { name: '其他接口', type: 0, icon: 'icon-system', orderNum: ++order, isShow: false } });
    await tx.baseSysMenu.createMany({
      data: stray.flatMap(([, defs]) => defs.map((p, i) => ({ parentId: dir.id, name: p.summary, type: 2, perms: p.perm, orderNum: i }))),
    });
  }
}

/** The community the base seed writes (the demo grows it: demo/index.ts). */
export const SEED_COMMUNITY = '阳光花园小区';

/** The seeded community's columns: the first start writes it, the demo data adds it when it is missing. */
export const SEED_COMMUNITY_COLUMNS = {
  name: SEED_COMMUNITY,
  scale: 480,
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  town: '粤海街道',
  street: '科技园路',
  streetNo: '88号',
  postalCode: '518057',
  functions: ['meeting', 'vote', 'election', 'repair', 'advice', 'notice'],
} as const;

/** The translations a notice template's row carries (crud/translations.ts): its zh-tw and en text. */
function templateTranslations(t: NoticeTemplateSeed, columns: readonly ('name' | 'content')[] = ['name', 'content']): Translations {
  const text = (lang: 'zh-tw' | 'en', column: 'name' | 'content') => (column === 'content' ? sanitizeRichText(t.text[lang].content) : t.text[lang].name);
  return Object.fromEntries((['zh-tw', 'en'] as const).map((lang) => [lang, Object.fromEntries(columns.map((c) => [c, text(lang, c)]))]));
}

/**
 * Writes the notice templates whose label is not stored yet (zh-cn text in
 * the columns, zh-tw and en in the row's translations); answers how many it
 * wrote. The base seed writes them all; the demo adds any an older
 * installation lacks. Their long texts live in notice-templates.ts, not in
 * the data files keyed by zh-cn text.
 */
export async function seedNoticeTemplates(tx: Pick<Db, 'infoTemplate'>): Promise<number> {
  const have = new Set((await tx.infoTemplate.findMany({ where: { label: { in: NOTICE_TEMPLATES.map((t) => t.label) } }, select: { label: true } })).map((t) => t.label));
  const missing = NOTICE_TEMPLATES.filter((t) => !have.has(t.label));
  if (missing.length) {
    await tx.infoTemplate.createMany({
      data: missing.map((t) => ({
        name: t.text['zh-cn'].name,
        label: t.label,
        type: t.type,
        stage: t.stage,
        status: 1,
        content: sanitizeRichText(t.text['zh-cn'].content),
        i18n: templateTranslations(t),
      })),
    });
  }
  return missing.length;
}

/**
 * The seeded notice templates of a database from before their translations
 * (no `i18n` at all) get them, column by column: a name or content still as
 * seeded is translated, one an administrator changed is theirs and stays
 * untranslated. Run at every start (app.ts, like ensureSystemTasks); every
 * process may run it at once (the update re-checks that `i18n` is empty).
 */
export async function ensureNoticeTemplateTranslations(db: Pick<Db, 'infoTemplate'>): Promise<number> {
  const rows = await db.infoTemplate.findMany({
    where: { label: { in: NOTICE_TEMPLATES.map((t) => t.label) }, i18n: { equals: Prisma.DbNull } },
    select: { id: true, label: true, name: true, content: true },
  });
  let updated = 0;
  for (const row of rows) {
    const seeded = NOTICE_TEMPLATES.find((t) => t.label === row.label)!;
    const columns = [
      ...(row.name === seeded.text['zh-cn'].name ? (['name'] as const) : []),
      ...(row.content !== null && sanitizeRichText(row.content) === sanitizeRichText(seeded.text['zh-cn'].content) ? (['content'] as const) : []),
    ];
    if (!columns.length) continue;
    const done = await db.infoTemplate.updateMany({ where: { id: row.id, i18n: { equals: Prisma.DbNull } }, data: { i18n: templateTranslations(seeded, columns) } });
    updated += done.count;
  }
  return updated;
}

async function seedDemoCommunity(tx: Tx): Promise<number> {
  const area = await tx.areaInfo.create({ data: { ...SEED_COMMUNITY_COLUMNS, functions: [...SEED_COMMUNITY_COLUMNS.functions] } });
  const houses: Prisma.AreaHouseCreateManyInput[] = [];
  for (const building of ['1', '2']) {
    for (const unit of ['1', '2']) {
      for (let floor = 1; floor <= 3; floor++) {
        for (const room of ['01', '02']) {
          const n = houses.length;
          houses.push({
            areaId: area.id,
            ownerName: `业主${String(n + 1).padStart(2, '0')}`,
            areaCode: `YG-${building}-${unit}-${floor}${room}`,
            phone: `1380000${String(1000 + n).padStart(4, '0')}`,
            buildingNo: building,
            unitNo: unit,
            houseNo: `${floor}${room}`,
            privateArea: (85 + ((n * 7) % 40)).toFixed(2),
            // The identity the house's unique rule keeps (crud/unique.ts), as a hand-entered house gets it.
            houseKey: uniqueKeyOf([building, unit, `${floor}${room}`]),
          });
        }
      }
    }
  }
  await tx.areaHouse.createMany({ data: houses });
  const created = await tx.areaHouse.findMany({ where: { areaId: area.id }, orderBy: { id: 'asc' }, select: { id: true, ownerName: true, phone: true, buildingNo: true, unitNo: true } });
  // One resident per house, linked to it (resident_house) by the house's phone, which each house of the seed has its own of.
  const residents = await tx.residentInfo.createManyAndReturn({
    select: { id: true, phone: true },
    data: created.map((h, i) => ({
      areaId: area.id,
      // Every house of the demo community has its owner's name and phone (above).
      name: h.ownerName!,
      gender: (i % 2) + 1,
      phone: h.phone!,
      nation: '汉族',
      politicalStatus: i % 5 === 0 ? 1 : 0,
      age: 30 + (i % 35),
      roles: i === 0 ? [1, 4] : [1],
      buildingNo: h.buildingNo,
      unitNo: h.unitNo,
      occupation: ['教师', '工程师', '医生', '自由职业', '退休'][i % 5]!,
      source: 0,
    })),
  });
  const houseOf = new Map(created.map((h) => [h.phone!, h.id]));
  // Each resident's only house, so the first of its list (position 0).
  await tx.residentHouse.createMany({ data: residents.map((r) => ({ residentId: r.id, houseId: houseOf.get(r.phone)!, position: 0 })) });
  return area.id;
}

/** Seeds an empty database; does nothing when users exist. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, config: Pick<Config, 'adminPassword' | 'isProduction'>): Promise<boolean> {
  if ((await db.baseSysUser.count()) > 0) return false;
  const password = await hashPassword(seedAdminPassword(config));
  await db.$transaction(
    async (tx) => {
      const root = await tx.baseSysDepartment.create({ data: { name: '社区治理委员会', orderNum: 1 } });
      await tx.baseSysDepartment.createMany({
        data: [
          { name: '业主委员会', parentId: root.id, orderNum: 1 },
          { name: '物业服务中心', parentId: root.id, orderNum: 2 },
          { name: '社区居委会', parentId: root.id, orderNum: 3 },
        ],
      });
      const role = await tx.baseSysRole.create({ data: { name: '超级管理员', nameKey: uniqueKeyOf(['超级管理员']), label: SUPER_ROLE_LABEL, remark: '拥有全部权限', relevance: true } });
      await seedMenus(tx);
      await seedNoticeTemplates(tx);
      const areaId = await seedDemoCommunity(tx);
      const admin = await tx.baseSysUser.create({
        data: {
          username: SUPER_USERNAME,
          usernameKey: uniqueKeyOf([SUPER_USERNAME]),
          password,
          name: '超级管理员',
          nickName: '管理员',
          departmentId: root.id,
          areaIds: [areaId],
          status: 1,
          remark: '拥有最高权限的用户',
        },
      });
      await tx.baseSysUserRole.create({ data: { userId: admin.id, roleId: role.id } });
      for (const d of DICTIONARIES) {
        const type = await tx.dictType.create({ data: { name: d.name, key: d.key } });
        await tx.dictInfo.createMany({ data: d.items.map(([name, value], i) => ({ typeId: type.id, name, value, orderNum: i + 1 })) });
      }
      await tx.baseSysParam.createMany({
        data: [
          { keyName: 'text', name: '富文本参数', data: '<p>欢迎使用社区治理管理后台</p>', dataType: 1, remark: '示例' },
          { keyName: 'json', name: 'JSON参数', data: '{"voteReminderDays": 3}', dataType: 0, remark: '示例' },
          // Read by the daily purge of the recycle bin (crud/recycle.ts).
          { keyName: RECYCLE_KEEP_PARAM, name: '回收站保存天数', data: '', dataType: 0, remark: '回收站条目保留的天数（1–100000）；留空则与请求日志的保存天数相同' },
          { keyName: 'uploadMaxSize', name: '上传文件大小限制', data: '100', dataType: 0, remark: '每个文件的最大大小（MB），最大1024' },
        ],
      });
      // Every seeded row people read carries its zh-tw and en text (kernel/i18n/data/*.ts, crud/translations.ts).
      await fillSeedTranslations(tx);
    },
    { timeout: 120_000 },
  );
  return true;
}
