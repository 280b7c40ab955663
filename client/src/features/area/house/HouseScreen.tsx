/**
 * Houses (/area/house): the houses of the selected community with owner,
 * phone, building/unit/house number, exclusive area and property certificate.
 * New houses go to the selected community (the server fills areaId).
 * House import comes with the server's import call (a toolbar button then).
 */
import { AreaHouse } from '../../../meta/entities.json';
import { AreaHouseOperations, type AreaHouseRow } from '../../../entity/generated/AreaHouse.ts';
import { defineEntityScreen, entityMeta } from '../../../entity/index.ts';

export const meta = entityMeta(AreaHouse);

export default defineEntityScreen<AreaHouseRow>({
  meta,
  ops: AreaHouseOperations,
  columns: ['id', 'areaName', 'buildingNo', 'unitNo', 'houseNo', 'ownerName', 'phone', 'privateArea', 'propertyCertNo', 'areaCode', 'areaId', 'createTime'],
  hidden: ['id', 'propertyCertNo', 'areaCode', 'areaId', 'createTime'],
  inlineEdit: ['ownerName', 'phone'],
  form: { fields: ['buildingNo', 'unitNo', 'houseNo', 'ownerName', 'phone', 'privateArea', 'propertyCertNo', 'areaCode'] },
});
