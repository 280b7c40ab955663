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
});
