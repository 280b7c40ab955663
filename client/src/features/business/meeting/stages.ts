/**
 * The meeting stages' facts, read from the server's stage table
 * (server/core/stages.ts, printed into meta/stages.json by
 * `npm run schema:print`; docs/stages.md): no stage number is written by
 * hand in the client. Names come translated from the declaration
 * (useStageName in StageBadge.tsx).
 */
import table from '../../../meta/stages.json';

export interface StageFacts {
  value: number;
  /** Its value name in the GraphQL enum MeetingStage. */
  key: string;
  /** A public-notice stage: a notice must be published before leaving it. */
  notice: boolean;
}

export const STAGES: readonly StageFacts[] = table;

function valueOf(key: string): number {
  const stage = STAGES.find((s) => s.key === key);
  if (!stage) throw new Error(`meta/stages.json has no stage ${key}: run npm run schema:print`);
  return stage.value;
}

export const FIRST_STAGE = STAGES[0]!.value;
/** Voting: its ballot box, live count, paper ballots and vote table exist from here on. */
export const VOTING = valueOf('VOTING');
/** Counting: the results are frozen from here on. */
export const COUNTING = valueOf('COUNTING');
export const LAST_STAGE = STAGES[STAGES.length - 1]!.value;
export const STAGE_COUNT = STAGES.length;
/** The public-notice stages (a notice must be published before leaving them). */
export const NOTICE_STAGES: readonly number[] = STAGES.filter((s) => s.notice).map((s) => s.value);
export const isNoticeStage = (stage: number) => NOTICE_STAGES.includes(stage);
