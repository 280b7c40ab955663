/**
 * Houses (/area/house): the houses of the selected community with owner,
 * phone, building/unit/house number, exclusive area and property certificate.
 * New houses go to the selected community (the server fills areaId), and so
 * do imported ones (HouseImport.tsx: the toolbar's import dialog).
 */
import { AreaHouse } from '../../../meta/entities.json';
import { AreaHouseOperations, type AreaHouseRow } from '../../../entity/generated/AreaHouse.ts';
import { defineEntityScreen, entityMeta, permOf } from '../../../entity/index.ts';
import { HouseImportButton } from './HouseImport.tsx';

export const meta = entityMeta(AreaHouse);

export default defineEntityScreen<AreaHouseRow>({
  meta,
  ops: AreaHouseOperations,
  columns: ['id', 'areaName', 'buildingNo', 'unitNo', 'houseNo', 'ownerName', 'phone', 'privateArea', 'propertyCertNo', 'areaCode', 'areaId', 'createTime'],
  hidden: ['id', 'propertyCertNo', 'areaCode', 'areaId', 'createTime'],
  inlineEdit: ['ownerName', 'phone'],
  toolbar: (_, ctrl) => <HouseImportButton perm={permOf(meta, 'import')} onImported={ctrl.reload} />,
  form: { fields: ['buildingNo', 'unitNo', 'houseNo', 'ownerName', 'phone', 'privateArea', 'propertyCertNo', 'areaCode'] },
});
