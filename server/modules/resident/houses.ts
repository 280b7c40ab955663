/**
 * A resident's houses (resident_house, the link table that replaced the
 * JSON list resident_info.houseIds): what `houseIds` of an add or update
 * says, checked and written. Every house must be one the writer may read
 * and of the resident's own community; a resident moved to another
 * community keeps no house of the old one. The list replaces the links
 * (sent empty: none); not sent: they stay.
 */
import type { EntityHooks } from '../../crud/entity.ts';
import type { Tx } from '../../crud/tx.ts';
import type { Ctx } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { communityOfRow, referencedInScope } from '../../crud/service.ts';
import { numberList } from '../base/grants.ts';
import { registerLabels } from '../../kernel/i18n/labels.ts';

const HOUSES = { column: 'houseIds', target: 'AreaHouse' } as const;

/** Refuses houses the writer may not read or of another community than `areaId`. */
async function checkHouses(ctx: Ctx, tx: Tx, houseIds: number[], areaId: number | null): Promise<void> {
  for (const houseId of houseIds) {
    if (!(await referencedInScope(ctx, tx, HOUSES, houseId))) throw new AppError('validation.notFound', {}, 1001, 'houseIds');
    if (areaId !== null && (await communityOfRow(tx, 'AreaHouse', houseId)) !== areaId) throw new AppError('area.parentMismatch', {}, 1001, 'houseIds');
  }
}

export const residentHouseHooks: Pick<EntityHooks, 'beforeWrite' | 'afterWrite'> = {
  async beforeWrite(ctx, tx, data, mode, input) {
    const id = mode === 'update' ? Number(input.id) : null;
    const sent = Array.isArray(input.houseIds) ? numberList(input.houseIds) : null;
    const areaId = typeof data.areaId === 'number' ? data.areaId : id !== null ? await communityOfRow(tx, 'ResidentInfo', id) : null;
    if (sent) return checkHouses(ctx, tx, sent, areaId);
    // Moved to another community without a new list: the houses it keeps must be of that community too.
    if (id !== null && typeof data.areaId === 'number') {
      const kept = await tx.residentHouse.findMany({ where: { residentId: id }, select: { houseId: true } });
      await checkHouses(ctx, tx, kept.map((k) => k.houseId), areaId);
    }
  },
  async afterWrite(_ctx, tx, id, input) {
    if (!Array.isArray(input.houseIds)) return;
    const houseIds = numberList(input.houseIds);
    await tx.residentHouse.deleteMany({ where: { residentId: id, houseId: { notIn: houseIds } } });
    if (houseIds.length) await tx.residentHouse.createMany({ data: houseIds.map((houseId) => ({ residentId: id, houseId })), skipDuplicates: true });
  },
};

/** zh-tw and en names of the link rows: no entity declares ResidentHouse. */
registerLabels('ResidentHouse', {
  name: { 'zh-tw': '居民房屋', en: 'Resident house' },
  fields: {
    id: { 'zh-tw': 'ID', en: 'ID' },
    residentId: { 'zh-tw': '居民ID', en: 'Resident ID' },
    houseId: { 'zh-tw': '房屋ID', en: 'House ID' },
  },
});
