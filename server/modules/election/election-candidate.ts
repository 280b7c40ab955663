/** Election candidates (business/election/candidate): they belong to their meeting's community; reviewed and recommended. */
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { APP_USER_NICK_NAME } from '../../crud/lookups.ts';
import { reviewOperations } from './election-review.ts';
import type { EntityDecl } from '../../crud/entity.ts';
import { listHooks } from './election-lists.ts';

export const electionCandidate: EntityDecl = defineEntity({
  model: 'ElectionCandidate',
  type: 'ElectionCandidate',
  prefix: 'business/election/candidate',
  rules: { name: RULE.required, age: RULE.age, phone: RULE.phone, idCard: RULE.idCard },
  // A candidate's name stands on the ballot and in the announcements; their phone and ID number are personal.
  personal: { phone: 'phone', idCard: 'idCard' },
  // Review and recommendations have their own operations.
  readOnly: ['status'],
  // Counted from the residents' recommendations.
  serverManaged: ['recommendCount'],
  filters: { eq: ['meetingId', 'status', 'source'], keyword: ['name', 'phone', 'buildingNo'] },
  // The resident (app user) who stands, when the candidacy came from the app: one of the meeting's community.
  references: { appUser: { ...APP_USER_NICK_NAME, description: '候选人的用户' } },
  // Fixed once the meeting has left 候选 (election-lists.ts).
  hooks: listHooks('candidate'),
  operations: reviewOperations(() => electionCandidate, 'candidate'),
  labels: {
    name: { 'zh-tw': '候選人', en: 'Candidate' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      name: { 'zh-tw': '姓名', en: 'Name' },
      age: { 'zh-tw': '年齡', en: 'Age' },
      gender: { 'zh-tw': '性別', en: 'Gender' },
      'gender.0': { 'zh-tw': '未知', en: 'Unknown' },
      'gender.1': { 'zh-tw': '男', en: 'Male' },
      'gender.2': { 'zh-tw': '女', en: 'Female' },
      userId: { 'zh-tw': '用戶ID', en: 'User ID' },
      photo: { 'zh-tw': '照片', en: 'Photo' },
      phone: { 'zh-tw': '手機號', en: 'Mobile number' },
      idCard: { 'zh-tw': '身份證號', en: 'ID card no.' },
      job: { 'zh-tw': '職業', en: 'Occupation' },
      politicalStatus: { 'zh-tw': '政治面貌', en: 'Political affiliation' },
      buildingNo: { 'zh-tw': '樓棟號', en: 'Building no.' },
      unitNo: { 'zh-tw': '單元號', en: 'Unit no.' },
      introduction: { 'zh-tw': '個人簡介', en: 'Personal profile' },
      meetingId: { 'zh-tw': '會議ID', en: 'Meeting ID' },
      status: { 'zh-tw': '狀態', en: 'Status' },
      'status.0': { 'zh-tw': '待審核', en: 'Pending review' },
      'status.1': { 'zh-tw': '通過', en: 'Approved' },
      'status.2': { 'zh-tw': '不通過', en: 'Rejected' },
      source: { 'zh-tw': '來源', en: 'Source' },
      'source.0': { 'zh-tw': '自薦', en: 'Self-nominated' },
      'source.1': { 'zh-tw': '推薦', en: 'Recommended' },
      signUrl: { 'zh-tw': '簽名', en: 'Signature' },
      signFileUrl: { 'zh-tw': '簽名檔案', en: 'Signature file' },
      remark: { 'zh-tw': '備註', en: 'Remarks' },
      recommendCount: { 'zh-tw': '推薦數', en: 'Recommendations' },
    },
  },
});
