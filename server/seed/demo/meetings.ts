/**
 * The demo's owners' meetings, moved through their stages by the meeting
 * process itself (meeting-flow.ts nextStage: its guards hold), with every
 * public notice filled from the seeded templates and published, and ballots
 * cast through the code behind vote/record/add and batch (castVotes):
 *
 * - a general meeting, finished: three items counted (two passed, the
 *   maintenance-fund item short of three quarters), its ballot box closed by
 *   the window's end (the system task's own function), then moved on by hand;
 * - the re-election of the owners' committee, finished: working group and
 *   candidates applied, recommended and reviewed (one refused each),
 *   competitive ballot, seats counted (election outcome);
 * - a general meeting now voting, ballots still arriving (one owner changed
 *   their mind), so the live count moves;
 * - a maintenance-fund meeting started from a repair, at its first notice;
 * - a meeting being prepared (立项).
 *
 * A vote window must hold "now" while votes are cast and must have passed
 * before voting can close: a finished meeting's window is opened with its
 * end ahead (an edit the rules allow before voting), the ballots are cast,
 * and its end is then set back to the planned day — time passing — before
 * the ballot box closes. All other dates are planned (timeline.ts).
 */
import type { Ctx } from '../../kernel/context.ts';
import { addRow, updateRow } from '../../crud/service.ts';
import { meetingInfo } from '../../modules/meeting/meeting-info.ts';
import { meetingNotice } from '../../modules/meeting/meeting-notice.ts';
import { voteItem } from '../../modules/meeting/vote-item.ts';
import { electionInfo } from '../../modules/election/election-info.ts';
import { electionGroup } from '../../modules/election/election-group.ts';
import { electionCandidate } from '../../modules/election/election-candidate.ts';
import { recommendEntry, reviewEntry } from '../../modules/election/election-review.ts';
import { castVotes, closeExpiredBallotBoxes, meetingInScope, type VoteInput } from '../../modules/meeting/meeting-flow.ts';
import { nextStage } from '../../modules/meeting/stage-moves.ts';
import { generateVoteTable } from '../../modules/meeting/meeting-template.ts';
import { fillTemplate } from '../../modules/meeting/template-fill.ts';
import { startRepairMeeting } from '../../modules/business/repair-info.ts';
import { COUNTING, RELATION_ELECTION, VOTING } from '../../core/stages.ts';
import type { Community, House } from './community.ts';
import type { Staff } from './staff.ts';
import { fileOf, portraitSvg } from './media.ts';
import { assemblyRule } from '../../modules/meeting/assembly-rule.ts';
import type { Rand } from './random.ts';
import type { Timeline } from './timeline.ts';

const TEMPLATE_KIND: Record<number, string> = { 0: 'general', 1: 'repair', 2: 'election' };

/** The label of the seeded template that fills a stage's notice of a meeting (its kind's own, else the general one). */
async function templateFor(ctx: Ctx, relationType: number, stage: number) {
  for (const label of [`notice.${TEMPLATE_KIND[relationType] ?? 'general'}.${stage}`, `notice.general.${stage}`]) {
    const t = await ctx.db.infoTemplate.findFirst({ where: { label, status: 1 }, orderBy: { id: 'asc' } });
    if (t) return t;
  }
  throw new Error(`no notice template for stage ${stage}`);
}

/** Fills the stage's notice from its template, publishes it (which publishes it to residents too), dated `at`. */
async function publishNotice(ctx: Ctx, time: Timeline, meetingId: number, stage: number, at: Date): Promise<void> {
  const m = await meetingInScope(ctx, meetingId);
  const template = await templateFor(ctx, m.relationType, stage);
  const { title, content } = await fillTemplate(ctx, m, template, at);
  const id = await addRow(ctx, meetingNotice, { meetingId, type: stage, title, content, isPublish: 1, templates: [template.id] });
  const n = await ctx.db.meetingNotice.update({ where: { id }, data: { publishTime: at }, select: { noticeId: true } });
  time.stamp('MeetingNotice', id, at);
  if (n.noticeId) time.stamp('InfoNotice', n.noticeId, at);
}

/** Moves the meeting on, dated `at`; at a public-notice stage, publishes its notice a few minutes later. */
async function move(ctx: Ctx, time: Timeline, meetingId: number, at: Date, notice = true): Promise<number> {
  const to = await nextStage(ctx, meetingId);
  const log = await ctx.db.meetingStageLog.findFirst({ where: { meetingId, toStage: to }, orderBy: { id: 'desc' }, select: { id: true } });
  if (log) time.stamp('MeetingStageLog', log.id, at);
  if (notice && [1, 3, 5, 7, 9].includes(to)) await publishNotice(ctx, time, meetingId, to, time.after(at, 10));
  return to;
}

interface Ballot {
  house: House;
  at: Date;
  votes: { itemId: number; result: 0 | 1 | 2 }[];
}

/**
 * Casts ballots in the order they arrived, in one batch (as paper ballots are
 * entered: all or none), and dates each vote when its ballot came in.
 */
async function cast(ctx: Ctx, time: Timeline, meetingId: number, ballots: Ballot[]): Promise<void> {
  const sorted = [...ballots].sort((a, b) => a.at.getTime() - b.at.getTime());
  const votes: VoteInput[] = sorted.flatMap((b) => b.votes.map((v) => ({ itemId: v.itemId, houseId: b.house.id, result: v.result })));
  const ids = await castVotes(ctx, meetingId, votes);
  let i = 0;
  for (const b of sorted) for (let k = 0; k < b.votes.length; k++) time.stamp('VoteRecord', ids[i++]!, new Date(b.at.getTime() + k * 1000));
}

/** The owners who vote (a share of all, the developer only when asked), each through their first house, at a moment of the window. */
function voters(c: Community, r: Rand, share: number, withDeveloper: boolean): House[] {
  const out: House[] = [];
  for (const [key, houses] of c.owners) {
    if (key === 'developer' ? withDeveloper : r.chance(share)) out.push(houses[0]!);
  }
  return out;
}

/** A result with these chances of agreeing and disagreeing (else abstaining). */
const choose = (r: Rand, agree: number, disagree: number): 0 | 1 | 2 => {
  const x = r.next();
  return x < agree ? 0 : x < agree + disagree ? 1 : 2;
};

/** Moments spread over a window: most ballots in the first days, a rush before the end. */
function arrival(r: Rand, start: Date, end: Date): Date {
  const span = end.getTime() - start.getTime();
  const x = r.next();
  const f = x < 0.55 ? r.next() * 0.3 : x < 0.85 ? 0.3 + r.next() * 0.5 : 0.8 + r.next() * 0.2;
  const d = new Date(start.getTime() + f * span);
  // Ballots come in by day: between 8:00 and 21:00.
  if (d.getHours() < 8) d.setHours(8 + r.int(0, 3), r.int(0, 59));
  if (d.getHours() > 21) d.setHours(19 + r.int(0, 2), r.int(0, 59));
  return d > end ? end : d;
}

/**
 * Closes a finished meeting's vote: its window's end is set back to the
 * planned day (the days have passed), the expired ballot box is closed as
 * the scheduled task closes it, and the box's times are the planned ones.
 */
async function endWindow(ctx: Ctx, meetingId: number, openedAt: Date, voteEnd: Date): Promise<void> {
  await ctx.db.meetingInfo.update({ where: { id: meetingId }, data: { voteEndTime: voteEnd } });
  await closeExpiredBallotBoxes(ctx, new Date());
  const m = await ctx.db.meetingInfo.findUniqueOrThrow({ where: { id: meetingId }, select: { vote: true } });
  if (!(m.vote as { closedAt?: string } | null)?.closedAt) throw new Error('the demo ballot box did not close');
  await ctx.db.meetingInfo.update({ where: { id: meetingId }, data: { vote: { openedAt: openedAt.toISOString(), closedAt: new Date(voteEnd.getTime() + 5 * 60_000).toISOString() } } });
}

/** Opens the vote of a meeting at stage 5: the window's end moved ahead while voting goes on (allowed before voting opens). */
async function openVote(ctx: Ctx, time: Timeline, meetingId: number, openedAt: Date, endAhead: Date | null): Promise<void> {
  if (endAhead) await updateRow(ctx, meetingInfo, { id: meetingId, voteEndTime: endAhead });
  const to = await move(ctx, time, meetingId, openedAt);
  if (to !== VOTING) throw new Error('the demo meeting did not open its vote');
  const m = await ctx.db.meetingInfo.findUniqueOrThrow({ where: { id: meetingId }, select: { vote: true } });
  await ctx.db.meetingInfo.update({ where: { id: meetingId }, data: { vote: { ...(m.vote as object), openedAt: openedAt.toISOString() } } });
}

async function items(ctx: Ctx, time: Timeline, meetingId: number, at: Date, list: { name: string; description: string; passRule: string }[]): Promise<number[]> {
  const ids: number[] = [];
  for (const it of list) {
    const id = await addRow(ctx, voteItem, { meetingId, ...it });
    time.stamp('VoteItem', id, at);
    ids.push(id);
  }
  return ids;
}

async function meeting(ctx: Ctx, time: Timeline, created: Date, input: Record<string, unknown>): Promise<number> {
  const id = await addRow(ctx, meetingInfo, { areaId: ctx.selectAreaId, type: 2, ...input });
  time.stamp('MeetingInfo', id, created);
  return id;
}

// ------------------------------------------------------------------ the finished general meeting

async function finishedMeeting(ctx: Ctx, c: Community, r: Rand, time: Timeline, year: number): Promise<number> {
  const voteStart = time.at(20, 9);
  const voteEnd = time.at(13, 18);
  const id = await meeting(ctx, time, time.at(29, 9, 30), {
    name: `${year}年第一次临时业主大会会议`,
    description: '物业服务合同将于本年度届满，经业主委员会研究并征求业主意见，就续聘物业服务企业、修订停车管理规约和外墙翻新使用专项维修资金三项事项召开业主大会会议。',
    startTime: time.at(28, 9),
    endTime: time.at(2, 18),
    voteStartTime: voteStart,
    voteEndTime: voteEnd,
  });
  const [renew, parking, facade] = await items(ctx, time, id, time.at(29, 9, 40), [
    { name: '续聘阳光物业服务有限公司为本小区物业服务企业（三年）', description: '服务标准与收费标准不变，合同期三年。', passRule: 'majority' },
    { name: '修订《停车管理规约》', description: '访客车辆两小时内免费；月租车位价格由每月300元调整为每月350元。', passRule: 'majority' },
    { name: '使用专项维修资金翻新3至8栋外墙', description: '预算186万元，由3至8栋业主按专有部分面积分摊。', passRule: 'threeQuarters' },
  ]);
  await move(ctx, time, id, time.at(28, 10));
  await move(ctx, time, id, time.at(26, 10));
  await move(ctx, time, id, time.at(26, 10, 5));
  await move(ctx, time, id, time.at(23, 10));
  await move(ctx, time, id, time.at(23, 10, 5));
  await openVote(ctx, time, id, voteStart, time.ahead(1, 23, 59));
  const ballots: Ballot[] = voters(c, r, 0.8, true).map((house) => ({
    house,
    at: arrival(r, voteStart, voteEnd),
    votes: [
      { itemId: renew!, result: house.ownerName === null ? 0 : choose(r, 0.71, 0.2) },
      { itemId: parking!, result: house.ownerName === null ? 0 : choose(r, 0.6, 0.3) },
      { itemId: facade!, result: house.ownerName === null ? 0 : choose(r, 0.64, 0.28) },
    ],
  }));
  await cast(ctx, time, id, ballots);
  await endWindow(ctx, id, voteStart, voteEnd);
  await move(ctx, time, id, time.at(12, 9, 30));
  if ((await move(ctx, time, id, time.at(12, 10))) !== COUNTING) throw new Error('the demo meeting was not counted');
  await move(ctx, time, id, time.at(11, 10));
  await move(ctx, time, id, time.at(3, 10));
  // The printable vote table, kept with the meeting.
  await generateVoteTable(ctx, id);
  await ctx.db.meetingInfo.update({ where: { id }, data: { voteTableTime: time.at(11, 16) } });
  return id;
}

// ------------------------------------------------------------------ the committee's re-election

const GROUP_SIZE = 6;
const CANDIDATES = 8;
const SEATS = 5;
/** How much each approved candidate is liked (the first five are elected). */
const SUPPORT = [0.84, 0.79, 0.75, 0.7, 0.64, 0.42, 0.33];

async function election(ctx: Ctx, c: Community, r: Rand, time: Timeline, year: number): Promise<number> {
  const electionId = await addRow(ctx, electionInfo, {
    areaId: c.areaId,
    title: '第三届业主委员会换届选举',
    session: '第三届',
    memberCount: SEATS,
    type: 1,
    startTime: time.at(26, 9),
    endTime: time.at(1, 18),
    limitCount: { candidate: SEATS, group: 2 },
  });
  time.stamp('ElectionInfo', electionId, time.at(27, 13, 40));
  const voteStart = time.at(15, 9);
  const voteEnd = time.at(8, 18);
  const id = await meeting(ctx, time, time.at(27, 14), {
    name: '第三届业主委员会换届选举大会',
    description: `第二届业主委员会任期至${year}年届满。本次大会选举产生第三届业主委员会委员${SEATS}名，实行差额选举。`,
    relationType: RELATION_ELECTION,
    relationId: electionId,
    startTime: time.at(26, 9),
    endTime: time.at(1, 18),
    voteStartTime: voteStart,
    voteEndTime: voteEnd,
  });
  await updateRow(ctx, electionInfo, { id: electionId, meetingId: id });
  await move(ctx, time, id, time.at(26, 10));
  await move(ctx, time, id, time.at(24, 10));

  // The working group: owners who volunteer or are recommended; one is not eligible.
  const people = r.shuffle(c.residents);
  const recommenders = r.shuffle(c.appUsers);
  let rec = 0;
  for (let i = 0; i < GROUP_SIZE; i++) {
    const p = people[i]!;
    const gid = await addRow(ctx, electionGroup, { meetingId: id, name: p.name, gender: p.gender, age: p.age, politicalStatus: i % 2 ? '中共党员' : '群众', occupation: p.occupation, buildingNo: p.buildingNo, unitNo: p.unitNo, source: i % 3 === 0 ? 1 : 0 });
    time.stamp('ElectionGroup', gid, time.at(24 - (i % 3), 9 + i, 15), time.at(21, 15));
    for (let k = 0; k < 3 + (i % 4); k++) await recommendEntry(ctx, electionGroup, 'group', { id: gid, userId: recommenders[rec++ % recommenders.length]!.id });
    await reviewEntry(ctx, electionGroup, 'group', i === GROUP_SIZE - 1 ? { id: gid, status: 2, remark: '本人为物业服务企业员工，不宜担任换届改选小组成员。' } : { id: gid, status: 1 });
  }
  await move(ctx, time, id, time.at(21, 16));
  await move(ctx, time, id, time.at(19, 9));

  // The candidates: seven approved for five seats (差额), one refused.
  const jobs = ['退休教师', '注册会计师', '律师', '社区医生', '工程师', '个体经营', '退休干部', '企业职员'];
  for (let i = 0; i < CANDIDATES; i++) {
    const p = people[GROUP_SIZE + i]!;
    const [photo] = await ctx.files.store(ctx.db, [fileOf(`${p.name}.svg`, portraitSvg(p.name, (i * 47) % 360), 'image/svg+xml')], 'public');
    const cid = await addRow(ctx, electionCandidate, {
      meetingId: id,
      name: p.name,
      gender: p.gender,
      age: Math.max(p.age, 32),
      phone: p.phone,
      job: jobs[i],
      politicalStatus: i % 3 === 0 ? '中共党员' : '群众',
      buildingNo: p.buildingNo,
      unitNo: p.unitNo,
      photo: photo!.url,
      source: i % 2,
      introduction: `${p.buildingNo}栋业主，${jobs[i]}，入住本小区多年，热心公益，愿为全体业主服务。`,
    });
    time.stamp('ElectionCandidate', cid, time.at(19 - (i % 3), 10 + i, 20), time.at(16, 15));
    for (let k = 0; k < 2 + ((i * 3) % 5); k++) await recommendEntry(ctx, electionCandidate, 'candidate', { id: cid, userId: recommenders[rec++ % recommenders.length]!.id });
    await reviewEntry(ctx, electionCandidate, 'candidate', i === CANDIDATES - 1 ? { id: cid, status: 2, remark: '存在拖欠物业服务费的情况，不符合候选人条件。' } : { id: cid, status: 1 });
  }
  await move(ctx, time, id, time.at(16, 16));
  await openVote(ctx, time, id, voteStart, time.ahead(1, 23, 59));

  // Each ballot agrees with at most five candidates (more would be void).
  const ballotItems = await ctx.db.voteItem.findMany({ where: { meetingId: id }, orderBy: { id: 'asc' }, select: { id: true } });
  const ballots: Ballot[] = voters(c, r, 0.78, false).map((house) => {
    const picks = ballotItems.map((it, i) => ({ itemId: it.id, result: choose(r, SUPPORT[i] ?? 0.3, 0.12) as 0 | 1 | 2 }));
    let agreed = picks.filter((p) => p.result === 0).length;
    for (let i = picks.length - 1; agreed > SEATS && i >= 0; i--) {
      if (picks[i]!.result === 0) {
        picks[i]!.result = 1;
        agreed--;
      }
    }
    return { house, at: arrival(r, voteStart, voteEnd), votes: picks };
  });
  await cast(ctx, time, id, ballots);
  await endWindow(ctx, id, voteStart, voteEnd);
  await move(ctx, time, id, time.at(7, 9, 30));
  await move(ctx, time, id, time.at(7, 10));
  const counted = await ctx.db.meetingInfo.findUniqueOrThrow({ where: { id }, select: { election: true } });
  await ctx.db.meetingInfo.update({ where: { id }, data: { election: { ...(counted.election as object), countedAt: time.at(7, 10).toISOString() } } });
  time.stamp('ElectionInfo', electionId, time.at(27, 13, 40), time.at(7, 10));
  await move(ctx, time, id, time.at(6, 10));
  await move(ctx, time, id, time.at(1, 10));
  return id;
}

// ------------------------------------------------------------------ the meeting now voting

async function votingMeeting(ctx: Ctx, c: Community, r: Rand, time: Timeline): Promise<number> {
  const voteStart = time.at(4, 9);
  const voteEnd = time.ahead(3, 18);
  const id = await meeting(ctx, time, time.at(12, 10), {
    name: '关于增设电动自行车集中充电设施的业主大会会议',
    description: '为消除电动自行车入户充电的消防隐患，拟在地下车库B区增设集中充电设施，并确定充电服务收费标准。',
    startTime: time.at(11, 9),
    endTime: time.ahead(6, 18),
    voteStartTime: voteStart,
    voteEndTime: voteEnd,
  });
  const [build, fee] = await items(ctx, time, id, time.at(12, 10, 20), [
    { name: '在地下车库B区增设电动自行车集中充电设施（60个充电位）', description: '由物业服务企业引入有资质的运营商建设，业主不承担建设费用。', passRule: 'majority' },
    { name: '充电服务费按每度电1元收取，收益纳入小区公共收益', description: '收益按季度公示，用于充电区域的维护与消防设施。', passRule: 'majority' },
  ]);
  await move(ctx, time, id, time.at(11, 10));
  await move(ctx, time, id, time.at(9, 10));
  await move(ctx, time, id, time.at(9, 10, 5));
  await move(ctx, time, id, time.at(6, 10));
  await move(ctx, time, id, time.at(6, 10, 5));
  await openVote(ctx, time, id, voteStart, null);
  const now = time.clamp(time.now);
  const ballots: Ballot[] = voters(c, r, 0.56, false).map((house) => ({
    house,
    at: arrival(r, voteStart, now),
    votes: [
      { itemId: build!, result: choose(r, 0.82, 0.12) },
      { itemId: fee!, result: choose(r, 0.58, 0.3) },
    ],
  }));
  await cast(ctx, time, id, ballots);
  // Two owners changed their mind on the fee after talking to their neighbours: the later vote replaces the earlier one.
  const changed = ballots.filter((b) => b.votes[1]!.result === 1).slice(0, 2);
  for (const b of changed) {
    const at = time.after(b.at, 20 * 60);
    const [newId] = await castVotes(ctx, id, [{ itemId: fee!, houseId: b.house.id, result: 0 }]);
    time.stamp('VoteRecord', newId!, at);
    await ctx.db.voteRecord.updateMany({ where: { meetingId: id, itemId: fee!, houseId: b.house.id, replacedAt: { not: null } }, data: { replacedAt: at } });
  }
  return id;
}

// ------------------------------------------------------------------ a repair that needs the maintenance fund, and a meeting being prepared

async function repairMeeting(ctx: Ctx, time: Timeline, repairId: number): Promise<number> {
  const id = await startRepairMeeting(ctx, { id: repairId, name: '关于使用专项维修资金更换3栋1单元电梯曳引主机的业主大会会议', description: '3栋1单元电梯曳引主机运行逾十五年，经特种设备检验机构检测需整体更换，预算38.6万元，拟从3栋业主的专项维修资金中列支。' });
  time.stamp('MeetingInfo', id, time.at(2, 11));
  await updateRow(ctx, meetingInfo, { id, startTime: time.at(1, 9), endTime: time.ahead(20, 18), voteStartTime: time.ahead(8, 9), voteEndTime: time.ahead(15, 18) });
  await items(ctx, time, id, time.at(2, 11, 10), [{ name: '使用专项维修资金38.6万元更换3栋1单元电梯曳引主机', description: '费用由3栋1单元业主按专有部分面积分摊。', passRule: 'threeQuarters' }]);
  await move(ctx, time, id, time.at(1, 10));
  return id;
}

async function preparedMeeting(ctx: Ctx, time: Timeline): Promise<number> {
  const id = await meeting(ctx, time, time.at(0, 9, 10), {
    name: '关于小区公共收益使用方案的业主大会会议（筹备中）',
    description: '广告位、停车场等公共收益的使用与分配方案，征求意见稿将于近期公示。',
    startTime: time.ahead(10, 9),
    endTime: time.ahead(40, 18),
  });
  await items(ctx, time, id, time.at(0, 9, 20), [{ name: '公共收益的百分之三十用于补充专项维修资金', description: '其余部分用于小区公共设施的日常维护。', passRule: 'majority' }]);
  return id;
}

export interface DemoMeetings {
  finished: number;
  election: number;
  voting: number;
  repair: number;
  prepared: number;
}

export async function seedMeetings(ctx: Ctx, c: Community, staff: Staff, r: Rand, time: Timeline, repairId: number): Promise<DemoMeetings> {
  const year = time.now.getFullYear();
  // The assembly's own rules (docs/assembly-rules.md), adopted before any meeting: the meetings freeze them when voting opens.
  await addRow(ctx, assemblyRule, { areaId: c.areaId, extensionAllowed: 1, maxExtensionDays: 60, countNonVotersWithMajority: 0, proxiesAllowed: 1, maxOwnersPerProxy: 5, remark: '业主大会议事规则（首次业主大会通过）' });
  return {
    finished: await finishedMeeting(ctx, c, r, time, year),
    // The committee's secretary runs the election.
    election: await election({ ...ctx, viewer: staff.committee }, c, r, time, year),
    voting: await votingMeeting(ctx, c, r, time),
    repair: await repairMeeting(ctx, time, repairId),
    prepared: await preparedMeeting(ctx, time),
  };
}
