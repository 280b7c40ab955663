/** The permission strings of the meeting detail's actions (seeded buttons of /meeting/info). */
import { ElectionCandidate, ElectionGroup, MeetingInfo, MeetingNotice, VoteItem, VoteRecord } from '../../../../meta/entities.json';
import { entityMeta, permOf } from '../../../../entity/index.ts';

const meeting = entityMeta(MeetingInfo);
const notice = entityMeta(MeetingNotice);
const item = entityMeta(VoteItem);
const record = entityMeta(VoteRecord);

export const PERMS = {
  detail: permOf(meeting, 'detail'),
  next: permOf(meeting, 'next'),
  verifyBallots: permOf(meeting, 'verifyBallots'),
  nextCheck: permOf(meeting, 'nextCheck'),
  noticeList: permOf(notice, 'list'),
  noticeSave: permOf(notice, 'save'),
  noticeFill: permOf(notice, 'fill'),
  itemList: permOf(item, 'list'),
  itemAdd: permOf(item, 'add'),
  itemUpdate: permOf(item, 'update'),
  itemDelete: permOf(item, 'delete'),
  batch: permOf(record, 'batch'),
  unregistered: 'business:meeting:template:unregisteredJoins',
  genVoteTable: 'business:meeting:template:genVoteTable',
  checkVoteTable: 'business:meeting:template:checkVoteTableDocUrl',
  templateList: 'info:template:list',
  candidateList: permOf(entityMeta(ElectionCandidate), 'list'),
  groupList: permOf(entityMeta(ElectionGroup), 'list'),
} as const;

/** Extending a vote that fell short (ExtendVoting.tsx). */
export const EXTEND_PERM = permOf(meeting, 'extend');
