/**
 * The 11 stages of an owners' meeting as one table of facts (docs/stages.md):
 * each stage's value (meeting status, notice type and template stage share
 * them), its GraphQL name (the MeetingStage enum), its zh-cn name (other
 * languages: the MeetingInfo.status labels) and whether it is a public-notice
 * stage. A meeting moves one stage forward at a time, never back; what
 * guards a move and what a move does are the server's
 * (modules/meeting/stage-moves.ts), keyed by these values. Pure data: the
 * server, the client (client/src/meta/stages.json is printed from it by
 * `npm run schema:print`) and the seeds read the same facts.
 */

/** Meeting relationType: 0 一般事务, 1 维修, 2 选举. */
export const RELATION_ELECTION = 2;
export const RELATION_REPAIR = 1;

export interface StageFacts {
  value: number;
  /** Its value name in the GraphQL enum MeetingStage. */
  key: string;
  /** zh-cn name, as the schema's status labels say it (other languages: MeetingInfo.status.<value> labels). */
  name: string;
  /** A public-notice stage: leaving it needs a published notice of it; notices and notice templates are written for it. */
  notice: boolean;
}

export const STAGE_TABLE: readonly StageFacts[] = [
  { value: 0, key: 'PROJECT_SETUP', name: '立项', notice: false },
  { value: 1, key: 'PUBLIC_NOTICE_1', name: '公示公告1', notice: true },
  { value: 2, key: 'WORKING_GROUP', name: '改选小组', notice: false },
  { value: 3, key: 'PUBLIC_NOTICE_2', name: '公示公告2', notice: true },
  { value: 4, key: 'CANDIDATES', name: '候选', notice: false },
  { value: 5, key: 'PUBLIC_NOTICE_3', name: '公示公告3', notice: true },
  { value: 6, key: 'VOTING', name: '投票', notice: false },
  { value: 7, key: 'PUBLIC_NOTICE_4', name: '公示公告4', notice: true },
  { value: 8, key: 'COUNTING', name: '统计', notice: false },
  { value: 9, key: 'PUBLIC_NOTICE_5', name: '公示公告5', notice: true },
  { value: 10, key: 'CLOSED', name: '结项', notice: false },
];

// The table is indexed by value: a stage's place is its value.
STAGE_TABLE.forEach((s, i) => {
  if (s.value !== i) throw new Error(`stages.ts: stage ${s.key} has value ${s.value} at place ${i}`);
});

/** The stage of a value, or undefined outside 0…10. */
export const stageOf = (value: number): StageFacts | undefined => STAGE_TABLE[value];

function valueOf(key: string): number {
  const s = STAGE_TABLE.find((x) => x.key === key);
  if (!s) throw new Error(`stages.ts: no stage ${key}`);
  return s.value;
}

/** zh-cn names by value. */
export const STAGES = STAGE_TABLE.map((s) => s.name);
export const LAST_STAGE = STAGE_TABLE.length - 1;
export const VOTING = valueOf('VOTING');
export const COUNTING = valueOf('COUNTING');
export const NOTICE_STAGES: readonly number[] = STAGE_TABLE.filter((s) => s.notice).map((s) => s.value);

export function isNoticeStage(stage: number): boolean {
  return stageOf(stage)?.notice ?? false;
}

/** The facts the client reads (client/src/meta/stages.json): no names (the client has them in every language from entities.json). */
export function stagesMetaText(): string {
  return `${JSON.stringify(
    STAGE_TABLE.map((s) => ({ value: s.value, key: s.key, notice: s.notice })),
    null,
    2,
  )}\n`;
}
