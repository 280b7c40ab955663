/** Repair requests (business/repair/info). */
import { defineEntity } from '../../crud/define.ts';
import { appUserNickName, areaName } from '../../crud/lookups.ts';

export const repairInfo = defineEntity({
  model: 'RepairInfo',
  type: 'RepairInfo',
  prefix: 'business/repair/info',
  // SPEC §7: title by keyword; status for the to-do list.
  filters: { eq: ['status'], keyword: ['title'] },
  extraFields: (t) => ({ areaName: areaName(t), userName: appUserNickName(t) }),
  rest: { page: ['areaName', 'userName'], info: ['areaName', 'userName'] },
});
