/**
 * The stages' names for readers and for the schema: a stage's name in the
 * reader's language and the GraphQL enum MeetingStage, both from the stage
 * table (core/stages.ts) and the MeetingInfo.status labels.
 */
import { fieldLabel } from '../../kernel/i18n/labels.ts';
import type { Lang } from '../../kernel/i18n/messages.ts';
import { declareEnum } from '../../crud/shapes.ts';
import { NOTICE_STAGES, STAGE_TABLE, STAGES } from '../../core/stages.ts';

/** A stage's name in the reader's language (the meeting status labels of the schema). */
export function stageName(lang: Lang, status: number): string {
  return (lang === 'zh-cn' ? undefined : fieldLabel(lang, 'MeetingInfo', `status.${status}`)) ?? STAGES[status] ?? String(status);
}

/**
 * The GraphQL enum of the stages (statusEnum of a meeting, stageEnum of a
 * template), from this table; the columns naming it must label the same
 * values with the same names in prisma/schema.prisma.
 */
export const MeetingStageEnum = declareEnum(
  'MeetingStage',
  `会议阶段 (server/core/stages.ts): ${STAGE_TABLE.map((s) => `${s.value} ${s.name}`).join(', ')}; public-notice stages ${NOTICE_STAGES.join(', ')}`,
  STAGE_TABLE.map((s) => ({ key: s.key, value: s.value, label: s.name, description: `${s.value} ${s.name} (${fieldLabel('en', 'MeetingInfo', `status.${s.value}`)})` })),
);
