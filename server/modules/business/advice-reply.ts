/** Replies to an advice (business/advice/reply): they belong to the advice's community. */
import { defineEntity } from '../../crud/define.ts';
import { adminUserName, appUserNickName } from '../../crud/lookups.ts';

export const adviceReply = defineEntity({
  model: 'AdviceReply',
  type: 'AdviceReply',
  prefix: 'business/advice/reply',
  filters: { eq: ['adviceId', 'type'], keyword: ['content'] },
  defaultOrder: { field: 'createTime', sort: 'asc' },
  extraFields: (t) => ({ userName: adminUserName(t), userNickName: appUserNickName(t) }),
  rest: { page: ['userName', 'userNickName'], info: ['userName', 'userNickName'] },
});
