/** Members of the re-election working group (business/election/group): they belong to their meeting's community; reviewed and recommended. */
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { APP_USER_NICK_NAME } from '../../crud/lookups.ts';
import { reviewOperations } from './election-review.ts';
import type { EntityDecl } from '../../crud/entity.ts';
import { listHooks } from './election-lists.ts';

export const electionGroup: EntityDecl = defineEntity({
  model: 'ElectionGroup',
  type: 'ElectionGroup',
  prefix: 'business/election/group',
  rules: { name: RULE.required, age: RULE.age },
  readOnly: ['status'],
  // Counted from the residents' recommendations.
  serverManaged: ['recommendCount'],
  filters: { eq: ['meetingId', 'status', 'source'], keyword: ['name', 'buildingNo'] },
  // The resident (app user) who volunteers, when it came from the app: one of the meeting's community.
  references: { appUser: { ...APP_USER_NICK_NAME, description: '成员的用户' } },
  // Fixed once the meeting has left 改选小组 (election-lists.ts).
  hooks: listHooks('group'),
  operations: reviewOperations(() => electionGroup, 'group'),
  labels: {
    name: { 'zh-tw': '改選小組', en: 'Re-election working group' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      meetingId: { 'zh-tw': '會議ID', en: 'Meeting ID' },
      userId: { 'zh-tw': '用戶ID', en: 'User ID' },
      name: { 'zh-tw': '姓名', en: 'Name' },
      gender: { 'zh-tw': '性別', en: 'Gender' },
      'gender.0': { 'zh-tw': '未知', en: 'Unknown' },
      'gender.1': { 'zh-tw': '男', en: 'Male' },
      'gender.2': { 'zh-tw': '女', en: 'Female' },
      age: { 'zh-tw': '年齡', en: 'Age' },
      politicalStatus: { 'zh-tw': '政治面貌', en: 'Political affiliation' },
      occupation: { 'zh-tw': '職業', en: 'Occupation' },
      buildingNo: { 'zh-tw': '樓棟號', en: 'Building no.' },
      unitNo: { 'zh-tw': '單元號', en: 'Unit no.' },
      remark: { 'zh-tw': '備註', en: 'Remarks' },
      source: { 'zh-tw': '來源', en: 'Source' },
      'source.0': { 'zh-tw': '自薦', en: 'Self-nominated' },
      'source.1': { 'zh-tw': '推薦', en: 'Recommended' },
      status: { 'zh-tw': '狀態', en: 'Status' },
      'status.0': { 'zh-tw': '待審核', en: 'Pending review' },
      'status.1': { 'zh-tw': '通過', en: 'Approved' },
      'status.2': { 'zh-tw': '不通過', en: 'Rejected' },
      recommendCount: { 'zh-tw': '推薦數', en: 'Recommendations' },
    },
  },
});
