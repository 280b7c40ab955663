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
});
