/**
 * Demo of community (tenant) scoping (demo/tenant): one query — a page of
 * houses — three ways.
 *
 * - noTenant: the query declared without community scope. Rows of every
 *   community come back, so it answers only a user who holds every
 *   community (the superuser, or staff whose areaIds cover all); anyone else
 *   is refused: an unscoped read must never show another community's rows.
 * - noUse: the same query with the scope switched off explicitly in code
 *   (what a maintenance job might do); only the superuser may call it.
 * - use: the same query through rowScope (crud/where.ts), like every list of
 *   the product: the selected community (selectAreaId), else all of the
 *   viewer's communities.
 */
import { builder } from '../../builder.ts';
import { personal } from '../../crud/personal.ts';
import { defineController } from '../../crud/define.ts';
import type { OperationDecl } from '../../crud/entity.ts';
import { holdsEveryCommunity, rowScope } from '../../crud/where.ts';
import { AppError } from '../../kernel/errors.ts';
import { areaHouse } from '../area/house.ts';
import type { Ctx } from '../../kernel/context.ts';

const MAX_SIZE = 100;

interface DemoHouse {
  id: number;
  areaId: number;
  ownerName: string | null;
  areaCode: string | null;
  buildingNo: string | null;
  unitNo: string | null;
  houseNo: string | null;
}

const DemoTenantHouse = builder.objectRef<DemoHouse>('DemoTenantHouse').implement({
  description: 'A house as the tenant demo shows it',
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    areaId: t.exposeInt('areaId'),
    ownerName: t.exposeString('ownerName', { nullable: true, ...personal('name') }),
    areaCode: t.exposeString('areaCode', { nullable: true }),
    buildingNo: t.exposeString('buildingNo', { nullable: true }),
    unitNo: t.exposeString('unitNo', { nullable: true }),
    houseNo: t.exposeString('houseNo', { nullable: true }),
  }),
});

type Mode = 'noTenant' | 'noUse' | 'use';

const DemoTenantPage = builder
  .objectRef<{ mode: Mode; scoped: boolean; communities: number[]; total: number; page: number; size: number; list: DemoHouse[] }>('DemoTenantPage')
  .implement({
    description: 'One page of houses, with what the scope let through',
    fields: (t) => ({
      mode: t.exposeString('mode'),
      scoped: t.exposeBoolean('scoped', { description: 'Whether the community scope was applied' }),
      communities: t.exposeIntList('communities', { description: 'The communities the answered rows belong to' }),
      total: t.exposeInt('total'),
      page: t.exposeInt('page'),
      size: t.exposeInt('size'),
      list: t.field({ type: [DemoTenantHouse], resolve: (p) => p.list }),
    }),
  });

async function housePage(ctx: Ctx, mode: Mode, args: { page?: number | null; size?: number | null }) {
  const page = args.page && args.page > 0 ? args.page : 1;
  const size = Math.min(args.size && args.size > 0 ? args.size : 20, MAX_SIZE);
  if (page > 1_000_000) throw new AppError('validation.type', { field: { label: 'page', name: 'page' } }, 1001, 'page');
  let where: Record<string, unknown> = {};
  if (mode === 'noTenant' && !(await holdsEveryCommunity(ctx))) throw new AppError('demo.tenantAllCommunities');
  if (mode === 'noUse' && !ctx.viewer?.isSuper) throw new AppError('demo.tenantSuperOnly');
  if (mode === 'use') where = { AND: await rowScope(ctx, areaHouse, 'read') };
  const [total, list, areas] = await Promise.all([
    ctx.db.areaHouse.count({ where }),
    ctx.db.areaHouse.findMany({
      where,
      orderBy: { id: 'asc' },
      skip: (page - 1) * size,
      take: size,
      select: { id: true, areaId: true, ownerName: true, areaCode: true, buildingNo: true, unitNo: true, houseNo: true },
    }),
    ctx.db.areaHouse.groupBy({ by: ['areaId'], where, orderBy: { areaId: 'asc' } }),
  ]);
  return { mode, scoped: mode === 'use', communities: areas.map((a: { areaId: number }) => a.areaId), total, page, size, list };
}

function operation(action: Mode, summary: string): OperationDecl {
  return {
    action,
    method: 'post',
    kind: 'query',
    summary,
    graphql: (t) =>
      t.field({
        type: DemoTenantPage,
        args: { page: t.arg.int({ required: false }), size: t.arg.int({ required: false }) },
        resolve: (_r: unknown, args: { page?: number | null; size?: number | null }, ctx) => housePage(ctx, action, args),
      }),
    rest: { args: (b) => ({ page: b.page, size: b.size }), select: 'mode scoped communities total page size list { id: rowId areaId ownerName areaCode buildingNo unitNo houseNo }' },
  };
}

export const demoTenant = defineController({
  prefix: 'demo/tenant',
  type: 'DemoTenant',
  operations: [
    operation('noTenant', '不使用多租户（仅限拥有全部小区的用户）'),
    operation('noUse', '局部不使用多租户（仅限超级管理员）'),
    operation('use', '使用多租户'),
  ],
});
