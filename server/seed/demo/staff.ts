/**
 * The demo's staff: two roles cut from the seeded menu tree (the property
 * service desk: residents, houses, advice, repairs, notices; the owners'
 * committee: meetings, elections, templates, notices, the file space) and
 * three staff users in the community, written through the role and user
 * services. They answer the advice, handle the repairs and move the
 * election, so the screens show who did what.
 *
 * Their password is the development default outside production (to log in
 * and see what a role sees); in production (SEED_DEMO=1) it is random and
 * known to nobody until the admin sets one.
 */
import { randomBytes } from 'node:crypto';
import type { Ctx, Viewer } from '../../kernel/context.ts';
import type { Config } from '../../kernel/config.ts';
import { addRow } from '../../crud/service.ts';
import { seedTranslations } from '../../crud/translations.ts';
import { sysRole } from '../../modules/base/role.ts';
import { sysUser } from '../../modules/base/user.ts';
import { viewerOfUser } from '../../auth/service.ts';
import { DEV_ADMIN_PASSWORD } from '../base.ts';
import type { Timeline } from './timeline.ts';

const ROLES = [
  { label: 'demo-property', name: '物业客服', remark: '物业服务中心：居民与房屋、建议投诉、报修、公告', routers: ['/count/home', '/area/house', '/resident/info', '/advice/info', '/repair/info', '/info/notice', '/info/banner'] },
  { label: 'demo-committee', name: '业委会工作人员', remark: '业主委员会：业主大会、选举、文书模板、公告、文件空间', routers: ['/count/home', '/area/house', '/resident/info', '/meeting/info', '/election/info', '/info/template', '/info/notice', '/space/list'] },
];

const USERS = [
  { username: 'lina', name: '李娜', nickName: '客服李娜', role: 'demo-property', department: '物业服务中心', phone: '13826541120', remark: '物业服务中心客服主管' },
  { username: 'zhouqiang', name: '周强', nickName: '维修周工', role: 'demo-property', department: '物业服务中心', phone: '13928803356', remark: '工程维修主管' },
  { username: 'chenjing', name: '陈静', nickName: '业委会陈静', role: 'demo-committee', department: '业主委员会', phone: '13760092281', remark: '业主委员会秘书' },
];

export interface Staff {
  /** Answers advice (the service desk). */
  desk: Viewer;
  /** Handles repairs. */
  repairs: Viewer;
  /** Works for the owners' committee (meetings, elections). */
  committee: Viewer;
}

/** A page's menu row with its buttons and the directories above it. */
async function menusOf(ctx: Ctx, routers: string[]): Promise<number[]> {
  const all = await ctx.db.baseSysMenu.findMany({ select: { id: true, parentId: true, router: true } });
  const byId = new Map(all.map((m) => [m.id, m]));
  const ids = new Set<number>();
  for (const page of all.filter((m) => m.router && routers.includes(m.router))) {
    ids.add(page.id);
    for (const b of all.filter((m) => m.parentId === page.id)) ids.add(b.id);
    for (let up = page.parentId; up !== null && up !== undefined; up = byId.get(up)?.parentId ?? null) ids.add(up);
  }
  return [...ids];
}

export async function seedStaff(ctx: Ctx, config: Pick<Config, 'isProduction'>, areaId: number, time: Timeline): Promise<Staff> {
  const roleIds = new Map<string, number>();
  for (const r of ROLES) {
    const existing = await ctx.db.baseSysRole.findUnique({ where: { label: r.label }, select: { id: true } });
    const id = existing?.id ?? (await addRow(ctx, sysRole, {
        name: r.name,
        label: r.label,
        remark: r.remark,
        // Seeded text: its zh-tw and en come from the data files (kernel/i18n/data/*.ts), as the base seed's rows.
        i18n: seedTranslations('BaseSysRole', { name: r.name, remark: r.remark }),
        relevance: false,
        menuIdList: await menusOf(ctx, r.routers),
        departmentIdList: [],
      }));
    if (!existing) time.stamp('BaseSysRole', id, time.at(60, 10));
    roleIds.set(r.label, id);
  }
  const viewers = new Map<string, Viewer>();
  for (const [i, u] of USERS.entries()) {
    // A username someone already has is theirs: the admin does that user's part.
    if (await ctx.db.baseSysUser.findUnique({ where: { username: u.username }, select: { id: true } })) continue;
    const department = await ctx.db.baseSysDepartment.findFirst({ where: { name: u.department }, select: { id: true } });
    const id = await addRow(ctx, sysUser, {
      username: u.username,
      name: u.name,
      nickName: u.nickName,
      phone: u.phone,
      remark: u.remark,
      password: config.isProduction ? randomBytes(9).toString('base64url').slice(0, 12) : DEV_ADMIN_PASSWORD,
      departmentId: department?.id ?? null,
      areaIds: [areaId],
      roleIdList: [roleIds.get(u.role)!],
      status: 1,
    });
    time.stamp('BaseSysUser', id, time.at(60, 10, 10 + i));
    const viewer = await viewerOfUser(ctx.db, id, 'demo-seed');
    if (viewer) viewers.set(u.username, viewer);
  }
  const fallback = ctx.viewer!;
  return { desk: viewers.get('lina') ?? fallback, repairs: viewers.get('zhouqiang') ?? fallback, committee: viewers.get('chenjing') ?? fallback };
}
