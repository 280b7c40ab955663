/** Communities (area/info): the rows are the communities staff are assigned to. */
import { STRING_LIST } from '../../crud/shapes.ts';
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { AppError } from '../../kernel/errors.ts';
import { ownershipTable } from '../../crud/ownership.ts';
import { delegate } from '../../crud/tx.ts';

export const areaInfo = defineEntity({
  model: 'AreaInfo',
  type: 'AreaInfo',
  prefix: 'area/info',
  shapes: { functions: STRING_LIST },
  rules: { name: RULE.required, scale: RULE.nonNegative, postalCode: RULE.postcode },
  community: { kind: 'root' },
  filters: { eq: ['province', 'city', 'district'], keyword: ['name', 'street', 'town'] },
  hooks: {
    // A community is deleted only once nothing belongs to it any more.
    async beforeDelete(_ctx, tx, ids) {
      for (const { model, ownership } of ownershipTable()) {
        if (ownership.kind !== 'column') continue;
        if (await delegate(tx, model).findFirst({ where: { areaId: { in: ids } }, select: { id: true } })) throw new AppError('area.hasRecords');
      }
    },
  },
  labels: {
    name: { 'zh-tw': '小區信息', en: 'Community' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      name: { 'zh-tw': '小區名稱', en: 'Community name' },
      scale: { 'zh-tw': '規模', en: 'Size' },
      province: { 'zh-tw': '省', en: 'Province' },
      city: { 'zh-tw': '市', en: 'City' },
      district: { 'zh-tw': '區', en: 'District' },
      town: { 'zh-tw': '鎮', en: 'Town' },
      street: { 'zh-tw': '街道', en: 'Street' },
      streetNo: { 'zh-tw': '門牌號', en: 'Street no.' },
      postalCode: { 'zh-tw': '郵政編碼', en: 'Postal code' },
      functions: { 'zh-tw': '功能', en: 'Features' },
    },
  },
});
