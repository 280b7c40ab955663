/**
 * Owners' meetings (business/meeting/info): the meeting, its stage (moved
 * only by `next`, never written directly), and its detail. The process lives
 * in meeting-flow.ts.
 */
import { BALLOT_BOX, ELECTION_OUTCOME, PARTICIPANTS } from './shapes.ts';
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { AREA_NAME } from '../../crud/lookups.ts';
import { AppError } from '../../kernel/errors.ts';
import { electionOfMeeting, meetingInScope, participantsFor, votingSnapshot, ballotBoxOf, type Meeting } from './meeting-flow.ts';
import { nextRefusals, nextStage } from './stage-moves.ts';
import { RELATION_ELECTION, RELATION_REPAIR, VOTING } from '../../core/stages.ts';
import { stageName, stageValueLabels } from './stage-labels.ts';
import { ParticipationType } from './shapes.ts';
import { entityRef, rowTypeFields } from '../../crud/graphql.ts';
import { isSelected, rowColumns } from '../../crud/select.ts';
import { DETAIL_SELECTION, legacyDetail, snapshotOf, HEAD } from './meeting-detail.ts';
import type { Ctx } from '../../kernel/context.ts';
import { ballotOperations } from './meeting-operations.ts';
import { assemblyOperations } from './extension.ts';
import { FROZEN_RULES } from './assembly-shapes.ts';

// One select object for every row: the loaders key their batches by the select object (crud/loaders.ts).
const OPERATOR_NAMES = { id: true, name: true, nickName: true, username: true } as const;

const seatHeads = new WeakMap<object, Map<number, { areaId: number; relationId: number | null }>>();

/**
 * The seats of the election a meeting counts, as electionOfMeeting finds it
 * (the election its relationId names in its community, else the one naming
 * the meeting); the election meetings of a list page ask in one statement.
 */
async function seatsOf(ctx: Ctx, m: { id: number; areaId: number; relationId: number | null }): Promise<number | null> {
  let heads = seatHeads.get(ctx.loaders);
  if (!heads) seatHeads.set(ctx.loaders, (heads = new Map()));
  heads.set(m.id, { areaId: m.areaId, relationId: m.relationId });
  const seats = await ctx.loaders.batch(ctx.db, 'meeting-seats', m.id, async (ids: number[]) => {
    const named = ids.map((id) => heads!.get(id)!).filter((h) => h.relationId);
    const elections: { id: number; areaId: number; meetingId: number | null; memberCount: number | null }[] = await ctx.db.electionInfo.findMany({
      where: { OR: [{ meetingId: { in: ids } }, ...named.map((h) => ({ id: h.relationId!, areaId: h.areaId }))] },
      select: { id: true, areaId: true, meetingId: true, memberCount: true },
      orderBy: { id: 'asc' },
    });
    return new Map(
      ids.map((id) => {
        const h = heads!.get(id)!;
        const e = (h.relationId ? elections.find((x) => x.id === h.relationId && x.areaId === h.areaId) : undefined) ?? elections.find((x) => x.meetingId === id);
        return [id, e?.memberCount ?? null];
      }),
    );
  });
  return seats ?? null;
}

/**
 * Who moved the meeting on: the operator's name, else nickname, else
 * username; null for a move no user made (a scheduled task), or whose user
 * is gone. Batched over the stage history (one statement).
 */
rowTypeFields('MeetingStageLog', (t) => ({
  userName: t.string({
    nullable: true,
    description: '操作人 (name, else nickname, else username)',
    resolve: async (log: { userId: number | null }, _a: unknown, ctx) => {
      const u = await ctx.loaders.byId(ctx.db, 'BaseSysUser', log.userId, OPERATOR_NAMES);
      return u ? ((u.name || u.nickName || u.username) as string | null) : null;
    },
  }),
}));

export const meetingInfo = defineEntity({
  model: 'MeetingInfo',
  type: 'MeetingInfo',
  prefix: 'business/meeting/info',
  shapes: { joins: PARTICIPANTS, vote: BALLOT_BOX, election: ELECTION_OUTCOME, assemblyRules: FROZEN_RULES },
  enums: { status: 'MeetingStage' },
  plural: 'meetings',
  creator: true,
  rules: { name: RULE.required },
  // What owners read on the ballot page: the ballot allow list (kernel/rich-text.ts), again on output in the owner's state.
  richText: ['description'],
  richTextProfile: 'ballot',
  // A meeting ends after it starts, and its voting window closes after it opens.
  order: [
    { start: 'startTime', end: 'endTime' },
    { start: 'voteStartTime', end: 'voteEndTime' },
  ],
  // The stage moves by `next` (a different one sent is refused).
  readOnly: ['status'],
  // The process's own: participants, the ballot box, the election outcome, the vote table and the rules frozen when voting opened.
  serverManaged: ['joins', 'vote', 'election', 'voteTableUrl', 'voteTableMaskedUrl', 'voteTableTime', 'assemblyRules'],
  filters: { eq: ['status', 'type', 'relationType'], keyword: ['name', 'description'] },
  lookups: { areaName: AREA_NAME },
  // What the meeting is about, by relationType: a repair that needs the maintenance fund, or an election.
  references: {
    relatedRepair: { model: 'RepairInfo', column: 'relationId', pick: 'title', description: '关联的报修', when: { relationType: RELATION_REPAIR } },
    relatedElection: { model: 'ElectionInfo', column: 'relationId', pick: 'title', description: '关联的选举', when: { relationType: RELATION_ELECTION } },
  },
  rest: { page: ['areaName'], info: ['areaName'] },
  // Fixed by the meeting's own stage (crud/freeze.ts judges every generic write path).
  frozen: {
    stage: { column: 'status' },
    rules: [
      // Once the process has started, the meeting stays in its community; the stage guards and the count depend on what it is about (an election's lists, a repair).
      { from: 1, columns: ['areaId'], message: 'meeting.areaFixed' },
      { from: 1, columns: ['relationType', 'relationId'], message: 'meeting.relationFixed' },
      // Once voting opened: its window (an extension is its own recorded operation), its type, and what owners vote on (the ballot page's texts and documents).
      { from: VOTING, columns: ['voteStartTime', 'voteEndTime'], message: 'meeting.windowFixed' },
      { from: VOTING, columns: ['type'], message: 'meeting.typeFixed' },
      { from: VOTING, columns: ['name', 'description', 'files'], message: 'freeze.meetingContent' },
    ],
  },
  hooks: {
    async beforeDelete(_ctx, tx, ids) {
      // Votes are evidence: a meeting that has taken votes is kept.
      if (await tx.voteRecord.findFirst({ where: { meetingId: { in: ids } }, select: { id: true } })) throw new AppError('meeting.hasVotes');
    },
  },
  extraFields: (t) => ({
    stageName: t.string({ description: '阶段名称, in the reader language (statusEnum names it as a value)', ...rowColumns('status'), resolve: (m: Meeting, _a: unknown, ctx) => stageName(ctx.lang, m.status), nullable: true }),
    participantCount: t.int({
      description: 'Houses taking part: frozen when voting opened, else the community’s houses now',
      ...rowColumns(...HEAD),
      resolve: async (m: Meeting, _a: unknown, ctx) => (await participantsFor(ctx, m)).length,
    }),
    participation: t.field({
      type: ParticipationType,
      description: 'Turnout so far: owners and area that voted on any item and on every item',
      ...rowColumns(...HEAD),
      resolve: async (m: Meeting, _a: unknown, ctx) => (await snapshotOf(ctx, m)).participation,
    }),
    seats: t.int({
      nullable: true,
      description: 'Seats of the election this meeting counts (a ballot may agree with at most this many candidates); null for other matters',
      ...rowColumns('id', 'areaId', 'relationId', 'relationType'),
      resolve: (m: Meeting, _a: unknown, ctx) => (m.relationType === RELATION_ELECTION ? seatsOf(ctx, m) : null),
    }),
  }),
  operations: [
    {
      action: 'next',
      method: 'post',
      summary: '下一阶段',
      graphql: (t) =>
        t.field({
          type: 'Int',
          description: 'Moves the meeting one stage forward (guards in docs/meetings.md "Stages"); answers the new stage',
          args: { id: t.arg.int({ required: true }) },
          resolve: (_r: unknown, { id }: { id: number }, ctx) => nextStage(ctx, id),
        }),
    },
    {
      action: 'nextCheck',
      method: 'get',
      summary: '下一阶段检查',
      graphql: (t) =>
        t.stringList({
          description: 'Why the meeting cannot move to its next stage now (translated); empty when it can',
          args: { id: t.arg.int({ required: true }) },
          resolve: (_r: unknown, { id }: { id: number }, ctx) => nextRefusals(ctx, id),
        }),
    },
    {
      action: 'detail',
      method: 'get',
      summary: '详情',
      graphql: (t) =>
        t.field({
          type: entityRef('MeetingInfo'),
          description: 'The meeting, to walk from: its notices, items with counts (liveCount while voting), participants, turnout, ballot box, stage history, community and, for an election, its seats',
          args: { id: t.arg.int({ required: true }) },
          resolve: async (_r: unknown, { id }: { id: number }, ctx, info) => {
            const m = await meetingInScope(ctx, id);
            // meetingInScope leaves the participants out (a large value): read when the detail asks for them, so `joins` answers them (masked as every path masks them).
            if (!isSelected(info, [], 'joins')) return m;
            return { ...m, joins: (await ctx.db.meetingInfo.findUnique({ where: { id: m.id }, select: { joins: true } }))?.joins ?? null };
          },
        }),
      // REST keeps its legacy object: the meeting's columns with its parts inside, in one answer.
      rest: { select: DETAIL_SELECTION, data: legacyDetail },
    },
    // The ballot record's check and the result announcements (server/modules/meeting/).
    ...ballotOperations,
    // Extension of the vote and the override of a terminated matter's one-year bar (docs/assembly-rules.md).
    ...assemblyOperations,
  ],
  labels: {
    name: { 'zh-tw': '會議信息', en: 'Meeting' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      areaId: { 'zh-tw': '小區ID', en: 'Community ID' },
      name: { 'zh-tw': '會議名稱', en: 'Meeting name' },
      userId: { 'zh-tw': '創建者ID', en: 'Creator ID' },
      description: { 'zh-tw': '描述', en: 'Description' },
      type: { 'zh-tw': '類型', en: 'Type' },
      'type.0': { 'zh-tw': '業委會會議', en: 'Owners\' committee meeting' },
      'type.1': { 'zh-tw': '業主小組會議', en: 'Owners\' group meeting' },
      'type.2': { 'zh-tw': '業主大會', en: 'Owners\' meeting' },
      joins: { 'zh-tw': '參會人員', en: 'Attendees' },
      startTime: { 'zh-tw': '開始時間', en: 'Start time' },
      endTime: { 'zh-tw': '結束時間', en: 'End time' },
      status: { 'zh-tw': '狀態', en: 'Status' },
      ...stageValueLabels('status'),
      election: { 'zh-tw': '選舉', en: 'Election' },
      readyCommitment: { 'zh-tw': '承諾書已就緒', en: 'Commitment letter ready' },
      'readyCommitment.0': { 'zh-tw': '否', en: 'No' },
      'readyCommitment.1': { 'zh-tw': '是', en: 'Yes' },
      images: { 'zh-tw': '圖片', en: 'Images' },
      files: { 'zh-tw': '檔案', en: 'Files' },
      relationType: { 'zh-tw': '關聯類型', en: 'Relation type' },
      'relationType.0': { 'zh-tw': '一般事務', en: 'General affairs' },
      'relationType.1': { 'zh-tw': '維修', en: 'Repair' },
      'relationType.2': { 'zh-tw': '選舉', en: 'Election' },
      relationId: { 'zh-tw': '關聯ID', en: 'Relation ID' },
      voteStartTime: { 'zh-tw': '投票開始時間', en: 'Voting start time' },
      voteEndTime: { 'zh-tw': '投票結束時間', en: 'Voting end time' },
      vote: { 'zh-tw': '投票', en: 'Vote' },
      voteSend: { 'zh-tw': '投票發送', en: 'Vote distribution' },
      voteTableUrl: { 'zh-tw': '表決表', en: 'Vote table' },
      voteTableMaskedUrl: { 'zh-tw': '表決表（隱去個人資訊，供無居民資訊查看權限者下載）', en: 'Vote table (personal data masked)' },
      voteTableTime: { 'zh-tw': '表決表生成時間', en: 'Vote table generated at' },
      areaName: { 'zh-tw': '小區名稱', en: 'Community name' },
      stageName: { 'zh-tw': '階段名稱', en: 'Stage' },
      participantCount: { 'zh-tw': '參與表決房屋數', en: 'Participating houses' },
      participation: { 'zh-tw': '投票情況', en: 'Turnout' },
      seats: { 'zh-tw': '席位數', en: 'Seats' },
      ballotEvents: { 'zh-tw': '選票記錄鏈', en: 'Ballot record' },
      ballotInquiries: { 'zh-tw': '詢異記錄', en: 'Ballot inquiries' },
      ballotCorrections: { 'zh-tw': '選票更正', en: 'Ballot corrections' },
      announcementVersions: { 'zh-tw': '結果公告版本', en: 'Result announcement versions' },
      assemblyRules: { 'zh-tw': '議事規則（開始投票時凍結）', en: 'Assembly rules (frozen when voting opened)' },
    },
  },
});
