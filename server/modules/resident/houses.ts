/**
 * A resident's houses (resident_house, the link table that replaced the
 * JSON list resident_info.houseIds): what `houseIds` of an add or update
 * says, checked and written. Every house must be one the writer may read
 * and of the resident's own community; a resident moved to another
 * community keeps no house of the old one.
 *
 * What a write may send as `houseIds` (docs/data-model.md "A resident's
 * houses"), the same over REST and GraphQL:
 *  - a list of house ids (JSON numbers): it replaces the links, each house
 *    at its place in the list (resident_house.position), so houseIds
 *    answers in the order last saved, as the JSON list did; an id listed
 *    twice keeps its first place;
 *  - an empty list, null or '' (a form's empty field): no houses, as the
 *    JSON column held them before (null and '' stored NULL, read as none);
 *  - not sent: the links stay;
 *  - anything else (an object, a list holding a text that is no id, a
 *    fraction, 0, a negative, null): refused with a translated 1001 naming
 *    houseIds. The JSON column had stored such values and answered no
 *    houses, losing the list without a word.
 * REST's one coercion of list inputs (rest/coerce.ts) has already made digit
 * texts, comma-separated text and one id alone into a list of numbers, and
 * GraphQL's [Int!] one id alone into a list, before this hook sees them.
 */
import type { EntityHooks } from '../../crud/entity.ts';
import type { Tx } from '../../crud/tx.ts';
import type { Ctx } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { communityOfRow, referencedInScope } from '../../crud/service.ts';
import { isRowId } from '../../crud/ids.ts';
import { registerLabels } from '../../kernel/i18n/labels.ts';

const HOUSES = { column: 'houseIds', target: 'AreaHouse' } as const;

/** "房屋 has an invalid format", its label in the reader's language. */
const invalid = () => new AppError('validation.type', { field: { label: '房屋', name: 'houseIds', model: 'ResidentInfo' } }, 1001, 'houseIds');

/**
 * The house ids a write sends, in their order, each once (its first place);
 * `null` when it sends none (the links stay). Throws the field's 1001 for
 * anything that is not a list of row ids.
 */
export function sentHouseIds(raw: unknown): number[] | null {
  if (raw === undefined) return null;
  if (raw === null || raw === '') return [];
  if (!Array.isArray(raw)) throw invalid();
  const ids: number[] = [];
  for (const v of raw) {
    if (!isRowId(v)) throw invalid();
    if (!ids.includes(v)) ids.push(v);
  }
  return ids;
}

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
    const sent = sentHouseIds(input.houseIds);
    const areaId = typeof data.areaId === 'number' ? data.areaId : id !== null ? await communityOfRow(tx, 'ResidentInfo', id) : null;
    if (sent) return checkHouses(ctx, tx, sent, areaId);
    // Moved to another community without a new list: the houses it keeps must be of that community too.
    if (id !== null && typeof data.areaId === 'number') {
      const kept = await tx.residentHouse.findMany({ where: { residentId: id }, select: { houseId: true } });
      await checkHouses(ctx, tx, kept.map((k) => k.houseId), areaId);
    }
  },
  async afterWrite(_ctx, tx, id, input) {
    const houseIds = sentHouseIds(input.houseIds);
    if (!houseIds) return;
    // The list replaces the links, each at its place: two statements whatever changed (a kept house may move).
    await tx.residentHouse.deleteMany({ where: { residentId: id } });
    if (houseIds.length) await tx.residentHouse.createMany({ data: houseIds.map((houseId, position) => ({ residentId: id, houseId, position })) });
  },
};

/** zh-tw and en names of the link rows: no entity declares ResidentHouse. */
registerLabels('ResidentHouse', {
  name: { 'zh-tw': '居民房屋', en: 'Resident house' },
  fields: {
    id: { 'zh-tw': 'ID', en: 'ID' },
    residentId: { 'zh-tw': '居民ID', en: 'Resident ID' },
    houseId: { 'zh-tw': '房屋ID', en: 'House ID' },
    position: { 'zh-tw': '順序', en: 'Position' },
  },
});
