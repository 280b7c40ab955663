/**
 * The 11 stages of an owners' meeting (meeting status, notice type and
 * template stage share them) and the guards of each move. A meeting moves
 * one stage forward at a time, never back; every move is recorded.
 *
 * Guards (docs/meetings.md "Stages"):
 * - leaving a public-notice stage (1, 3, 5, 7, 9) needs a published notice of that stage;
 * - election meetings (relationType 2) need approved working-group members to
 *   leave stage 2, and approved candidates to leave stage 4 (as many as the
 *   seats for 等额, more for 差额); other meetings pass stages 2 and 4 freely;
 * - entering 6 (voting) needs a vote item, voteStartTime < voteEndTime,
 *   voteEndTime in the future and a house in the community; the participants
 *   are frozen then;
 * - leaving 6 needs voteEndTime passed or every participant to have voted on
 *   every item; it closes the ballot box;
 * - entering 8 (counting) computes and freezes every item's result;
 * - nothing follows 10.
 */
import { fieldLabel } from '../../kernel/i18n/labels.ts';
import type { Lang } from '../../kernel/i18n/messages.ts';

export const STAGES = ['立项', '公示公告1', '改选小组', '公示公告2', '候选', '公示公告3', '投票', '公示公告4', '统计', '公示公告5', '结项'] as const;
export const LAST_STAGE = STAGES.length - 1;

/** A stage's name in the reader's language (the meeting status labels of the schema). */
export function stageName(lang: Lang, status: number): string {
  return (lang === 'zh-cn' ? undefined : fieldLabel(lang, 'MeetingInfo', `status.${status}`)) ?? STAGES[status] ?? String(status);
}
export const VOTING = 6;
export const COUNTING = 8;
export const NOTICE_STAGES = [1, 3, 5, 7, 9] as const;

/** Meeting relationType: 0 一般事务, 1 维修, 2 选举. */
export const RELATION_ELECTION = 2;
export const RELATION_REPAIR = 1;

export function isNoticeStage(stage: number): boolean {
  return (NOTICE_STAGES as readonly number[]).includes(stage);
}
