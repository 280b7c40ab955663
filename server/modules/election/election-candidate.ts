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
});
