/** Residents' suggestions, complaints and repair requests (business/advice/info). */
import { defineEntity } from '../../crud/define.ts';
import { appUserNickName, areaName } from '../../crud/lookups.ts';

export const adviceInfo = defineEntity({
  model: 'AdviceInfo',
  type: 'AdviceInfo',
  prefix: 'business/advice/info',
  // SPEC §7: title and the resident's nick name by keyword; status for the to-do lists.
  filters: { eq: ['status'], keyword: ['title'], keywordLookups: [{ column: 'userId', model: 'UserInfo', field: 'nickName' }] },
  extraFields: (t) => ({ userNickName: appUserNickName(t), areaName: areaName(t) }),
  rest: { page: ['userNickName', 'areaName'], info: ['userNickName', 'areaName'] },
});
