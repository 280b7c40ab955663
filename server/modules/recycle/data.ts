/**
 * The recycle bin (recycle/data): read and restore only. Entries are seen by
 * who holds every community of the rows they hold and may read their entity
 * (crud/recycle.ts); a restore also needs the entity's add permission, and
 * the superuser's for access-control rows. The secrets they keep for a
 * restore are never output.
 */
import { defineEntity } from '../../crud/define.ts';
import { ADMIN_USER_NAME, AREA_NAME } from '../../crud/lookups.ts';
import { rowScope } from '../../crud/where.ts';
import { departmentScope } from '../base/department-scope.ts';
import { entriesCoveredBy, maskRecycledPersonal, recycleScope, restoreEntries } from '../../crud/recycle.ts';
import { AppError } from '../../kernel/errors.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { RECYCLE_ENTITY_INFO } from './shapes.ts';
import { registerLabels } from '../../kernel/i18n/labels.ts';

export const recycleData = defineEntity({
  model: 'RecycleData',
  type: 'RecycleData',
  prefix: 'recycle/data',
  actions: ['page', 'info'],
  recycle: false,
  secret: ['secrets'],
  // Deleted rows of houses, residents, votes, candidates…: their personal values masked for who may not read residents.
  personalWithin: { columns: ['data', 'entityInfo'], reads: ['entityInfo'], mask: maskRecycledPersonal },
  shapes: { entityInfo: RECYCLE_ENTITY_INFO },
  readOnly: ['entityInfo', 'userId', 'data', 'url', 'params', 'count', 'entityType', 'areaId', 'departmentId'],
  // An entry is seen by who holds every community of the rows it keeps (recycle_data_area); entries of none: see recycleScope.
  community: { kind: 'custom', where: entriesCoveredBy, communities: (row) => (row.areas ?? []).map((a: { communityId: number }) => a.communityId) },
  scope: async (ctx) => recycleScope(ctx, await departmentScope(ctx)),
  filters: { keyword: ['url'], keywordLookups: [{ column: 'userId', model: 'BaseSysUser', field: 'name' }] },
  lookups: { userName: ADMIN_USER_NAME },
  // The entry's one community (null for none or several: the scope reads \`areas\`) and the department of its rows' data permission.
  references: {
    area: AREA_NAME,
    department: { model: 'BaseSysDepartment', column: 'departmentId', pick: 'name', description: '数据权限部门' },
  },
  rest: { page: ['userName'], info: ['userName'] },
  operations: [
    {
      action: 'restore',
      method: 'post',
      summary: '恢复',
      graphql: (t) =>
        t.field({
          type: 'Int',
          description: 'Puts the rows of recycle entries back with their original ids and links, all or nothing; answers how many rows came back',
          args: { ids: t.arg.intList({ required: true }) },
          resolve: async (_r: unknown, { ids }: { ids: number[] }, ctx) => {
            const wanted = [...new Set(ids)];
            if (wanted.length === 0 || wanted.length > 1000) throw new AppError('validation.required', { field: { label: 'ids', name: 'ids' } }, 1001, 'ids');
            const scope = await rowScope(ctx, recycleData);
            const entries = await ctx.db.recycleData.findMany({ where: { AND: [{ id: { in: wanted } }, ...scope] }, orderBy: { id: 'asc' } });
            if (entries.length !== wanted.length) throw new AppError('validation.notFound', {}, 1001, 'ids');
            try {
              return await restoreEntries(ctx, entries);
            } catch (err) {
              // A row it pointed at is gone meanwhile (a role of a restored user, say).
              if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2003') throw new AppError('recycle.relationGone');
              throw err;
            }
          },
        }),
      rest: { data: () => undefined },
    },
  ],
  labels: {
    name: { 'zh-tw': '回收站數據', en: 'Recycle bin item' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      entityInfo: { 'zh-tw': '表信息', en: 'Table info' },
      userId: { 'zh-tw': '操作人ID', en: 'Operator ID' },
      data: { 'zh-tw': '被刪除的數據', en: 'Deleted data' },
      url: { 'zh-tw': '請求的接口', en: 'Request endpoint' },
      params: { 'zh-tw': '請求參數', en: 'Request parameters' },
      count: { 'zh-tw': '刪除數據條數', en: 'Records deleted' },
      entityType: { 'zh-tw': '實體類型', en: 'Entity type' },
      areaId: { 'zh-tw': '小區ID', en: 'Community ID' },
      departmentId: { 'zh-tw': '數據權限部門ID', en: 'Data permission department ID' },
      secrets: { 'zh-tw': '保密列（僅用於恢復，從不輸出）', en: 'Secret columns (kept for restore only, never output)' },
      userName: { 'zh-tw': '用戶', en: 'User' },
    },
  },
});

/** zh-tw and en names of the communities of a recycle-bin row: no entity declares RecycleDataArea. */
registerLabels('RecycleDataArea', {
  name: { 'zh-tw': '回收站數據小區', en: 'Recycle bin communities' },
  fields: {
    id: { 'zh-tw': 'ID', en: 'ID' },
    recycleId: { 'zh-tw': '回收站數據ID', en: 'Recycle bin item ID' },
    communityId: { 'zh-tw': '小區ID', en: 'Community ID' },
  },
});
