/**
 * Document categories of the file space (space/type), a tree per community
 * (parentId). A category that still holds documents or sub-categories is not
 * deleted: the refusal names it and what is left in it.
 */
import { defineEntity } from '../../crud/define.ts';
import { AREA_NAME } from '../../crud/lookups.ts';
import { AppError } from '../../kernel/errors.ts';
import { assertParentOk } from '../base/tree.ts';

export const spaceType = defineEntity({
  model: 'SpaceType',
  type: 'SpaceType',
  prefix: 'space/type',
  plural: 'documentTypes',
  filters: { eq: ['areaId', 'parentId'], keyword: ['name'] },
  defaultOrder: { field: 'id', sort: 'asc' },
  lookups: { areaName: AREA_NAME },
  rest: { page: ['areaName'], info: ['areaName'] },
  hooks: {
    async beforeWrite(_ctx, tx, data, mode, input) {
      if (mode !== 'update' || data.parentId === undefined || data.parentId === null) return;
      const rows = await tx.spaceType.findMany({ select: { id: true, parentId: true } });
      assertParentOk(rows, Number(input.id), data.parentId, 'space.typeIsOwnParent');
    },
    async beforeDelete(_ctx, tx, ids) {
      const categories = await tx.spaceType.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
      const nameOf = (id: number) => categories.find((c) => c.id === id)?.name ?? String(id);
      const child = await tx.spaceType.findFirst({ where: { parentId: { in: ids }, id: { notIn: ids } }, select: { parentId: true } });
      if (child) throw new AppError('space.typeHasChildren', { name: nameOf(child.parentId!) }, 1001, 'ids');
      const docs = await tx.spaceInfo.groupBy({ by: ['classifyId'], where: { classifyId: { in: ids } }, _count: { _all: true } });
      const first = docs.find((d) => d._count._all > 0);
      if (first) throw new AppError('space.typeHasDocuments', { name: nameOf(first.classifyId!), count: first._count._all }, 1001, 'ids');
    },
  },
  labels: {
    name: { 'zh-tw': '檔案空間分類', en: 'File category' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      areaId: { 'zh-tw': '小區ID', en: 'Community ID' },
      name: { 'zh-tw': '類別名稱', en: 'Category name' },
      parentId: { 'zh-tw': '父分類ID', en: 'Parent category ID' },
      areaName: { 'zh-tw': '小區名稱', en: 'Community name' },
    },
  },
});
