/** Generic CRUD of the governance entities; their domain rules live in topic files beside this one. */
import { defineEntity } from '../../crud/entity.ts';
import { registerEntity } from '../../crud/graphql.ts';
import { adminUserName, appUserNickName, areaName } from '../../crud/lookups.ts';

export const adviceInfo = defineEntity({
  model: 'AdviceInfo',
  type: 'AdviceInfo',
  prefix: 'business/advice/info',
  areaScoped: true,
  filters: { eq: ['status', 'type', 'objectType', 'userId'], keyword: ['title', 'content'] },
  extraFields: (t) => ({ userNickName: appUserNickName(t), areaName: areaName(t) }),
  rest: { page: ['userNickName', 'areaName'], info: ['userNickName', 'areaName'] },
});

export const adviceReply = defineEntity({
  model: 'AdviceReply',
  type: 'AdviceReply',
  prefix: 'business/advice/reply',
  areaScoped: true,
  filters: { eq: ['adviceId', 'type'], keyword: ['content'] },
  defaultOrder: { field: 'createTime', sort: 'asc' },
  extraFields: (t) => ({ userName: adminUserName(t), userNickName: appUserNickName(t) }),
  rest: { page: ['userName', 'userNickName'], info: ['userName', 'userNickName'] },
});

export const electionCandidate = defineEntity({
  model: 'ElectionCandidate',
  type: 'ElectionCandidate',
  prefix: 'business/election/candidate',
  filters: { eq: ['meetingId', 'status', 'source'], keyword: ['name', 'phone', 'buildingNo'] },
});

export const electionGroup = defineEntity({
  model: 'ElectionGroup',
  type: 'ElectionGroup',
  prefix: 'business/election/group',
  filters: { eq: ['meetingId', 'status', 'source'], keyword: ['name', 'buildingNo'] },
});

export const electionInfo = defineEntity({
  model: 'ElectionInfo',
  type: 'ElectionInfo',
  prefix: 'business/election/info',
  areaScoped: true,
  filters: { eq: ['status', 'type', 'meetingId'], keyword: ['title'] },
  extraFields: (t) => ({ userName: adminUserName(t), areaName: areaName(t) }),
  rest: { page: ['userName', 'areaName'], info: ['userName', 'areaName'] },
});

export const meetingInfo = defineEntity({
  model: 'MeetingInfo',
  type: 'MeetingInfo',
  prefix: 'business/meeting/info',
  areaScoped: true,
  filters: { eq: ['status', 'type', 'relationType'], keyword: ['name', 'description'] },
  extraFields: (t) => ({ areaName: areaName(t) }),
  rest: { page: ['areaName'], info: ['areaName'] },
});

export const meetingNotice = defineEntity({
  model: 'MeetingNotice',
  type: 'MeetingNotice',
  prefix: 'business/meeting/notice',
  filters: { eq: ['meetingId', 'type', 'isPublish'], keyword: ['title'] },
});

export const voteItem = defineEntity({
  model: 'VoteItem',
  type: 'VoteItem',
  prefix: 'business/meeting/vote/item',
  filters: { eq: ['meetingId', 'result'], keyword: ['name'] },
  defaultOrder: { field: 'id', sort: 'asc' },
});

export const voteRecord = defineEntity({
  model: 'VoteRecord',
  type: 'VoteRecord',
  prefix: 'business/meeting/vote/record',
  filters: { eq: ['meetingId', 'itemId', 'userId', 'result', 'buildingNo', 'unitNo'] },
});

export const repairInfo = defineEntity({
  model: 'RepairInfo',
  type: 'RepairInfo',
  prefix: 'business/repair/info',
  areaScoped: true,
  filters: { eq: ['status', 'type', 'meetingId'], keyword: ['title'] },
  extraFields: (t) => ({ areaName: areaName(t), userName: appUserNickName(t) }),
  rest: { page: ['areaName', 'userName'], info: ['areaName', 'userName'] },
});

for (const decl of [adviceInfo, adviceReply, electionCandidate, electionGroup, electionInfo, meetingInfo, meetingNotice, voteItem, voteRecord, repairInfo]) {
  registerEntity(decl);
}
