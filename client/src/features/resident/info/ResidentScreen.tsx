/**
 * Residents (/resident/info): the residents of the selected community with
 * their houses (picked by building → unit → house, with a search, and shown
 * by name), roles (residentRole
 * dictionary), political status, status, illegal building and source.
 */
import { ResidentInfo } from '../../../meta/entities.json';
import { ResidentInfoOperations, type ResidentInfoRow } from '../../../entity/generated/ResidentInfo.ts';
import { defineEntityScreen, entityMeta } from '../../../entity/index.ts';
import { RoleBadges, RoleChecks, roleValues } from './ResidentControls.tsx';
import { HouseNames, HousePicker, idList } from './HousePicker.tsx';

export const meta = entityMeta(ResidentInfo);

export default defineEntityScreen<ResidentInfoRow>({
  meta,
  ops: ResidentInfoOperations,
  dicts: { politicalStatus: 'politicalType' },
  columns: [
    'id', 'name', 'gender', 'phone', 'areaName', 'buildingNo', 'unitNo',
    { name: 'houseIds', sortable: false, render: (r) => <HouseNames value={r.houseIds} /> },
    { name: 'roles', sortable: false, render: (r) => <RoleBadges value={r.roles} /> },
    'politicalStatus', 'status', 'illegalBuilding', 'source', 'idCard', 'wechat', 'nation', 'age', 'occupation', 'createTime',
  ],
  hidden: ['id', 'idCard', 'wechat', 'nation', 'age', 'occupation', 'createTime'],
  inlineEdit: ['name', 'phone'],
  form: {
    size: 'xl',
    initial: () => ({ gender: 0, status: 0, illegalBuilding: 0, source: 0, politicalStatus: 0, houseIds: [], roles: [] }),
    values: (row) => ({ ...row, houseIds: idList(row.houseIds), roles: roleValues(row.roles) }),
    fields: [
      'name', 'phone', 'gender', 'age', 'idCard', 'nation', 'wechat', 'occupation', 'politicalStatus', 'buildingNo', 'unitNo',
      { name: 'houseIds', wide: true, render: (ctx) => <HousePicker {...ctx} /> },
      { name: 'roles', wide: true, required: true, render: (ctx) => <RoleChecks {...ctx} /> },
      'status', 'illegalBuilding', 'source',
    ],
  },
});
