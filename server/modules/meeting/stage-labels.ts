/**
 * The stages' names for readers and for the schema: a stage's name in the
 * reader's language, the value labels of every column holding a stage, and
 * the GraphQL enum MeetingStage, all from the stage table (core/stages.ts,
 * zh-cn) and STAGE_NAMES below (zh-tw, en).
 */
import type { LabelText } from '../../kernel/i18n/labels.ts';
import type { Lang } from '../../kernel/i18n/messages.ts';
import { declareEnum } from '../../crud/shapes.ts';
import { NOTICE_STAGES, STAGE_TABLE, STAGES } from '../../core/stages.ts';

/**
 * The stages' zh-tw and en names, by value (zh-cn: the stage table's). Read
 * here, not from the label catalogues, because the enum below is declared
 * while the module files load, before the entities have registered theirs.
 */
export const STAGE_NAMES: Readonly<Record<number, LabelText>> = {
  0: { 'zh-tw': '立項', en: 'Project setup' },
  1: { 'zh-tw': '公示公告1', en: 'Public notice 1' },
  2: { 'zh-tw': '改選小組', en: 'Working group' },
  3: { 'zh-tw': '公示公告2', en: 'Public notice 2' },
  4: { 'zh-tw': '候選', en: 'Candidates' },
  5: { 'zh-tw': '公示公告3', en: 'Public notice 3' },
  6: { 'zh-tw': '投票', en: 'Voting' },
  7: { 'zh-tw': '公示公告4', en: 'Public notice 4' },
  8: { 'zh-tw': '統計', en: 'Counting' },
  9: { 'zh-tw': '公示公告5', en: 'Public notice 5' },
  10: { 'zh-tw': '結項', en: 'Closed' },
};

/** The value labels of a column holding a stage (`column.0` … `column.10`), for a declaration's `labels.fields`. */
export function stageValueLabels(column: string): Record<string, LabelText> {
  return Object.fromEntries(STAGE_TABLE.map((s) => [`${column}.${s.value}`, STAGE_NAMES[s.value]!]));
}

/** A stage's name in the reader's language. */
export function stageName(lang: Lang, status: number): string {
  return (lang === 'zh-cn' ? undefined : STAGE_NAMES[status]?.[lang]) ?? STAGES[status] ?? String(status);
}

/**
 * The GraphQL enum of the stages (statusEnum of a meeting, stageEnum of a
 * template), from this table; the columns naming it must label the same
 * values with the same names in prisma/schema.prisma.
 */
export const MeetingStageEnum = declareEnum(
  'MeetingStage',
  `会议阶段 (server/core/stages.ts): ${STAGE_TABLE.map((s) => `${s.value} ${s.name}`).join(', ')}; public-notice stages ${NOTICE_STAGES.join(', ')}`,
  STAGE_TABLE.map((s) => ({ key: s.key, value: s.value, label: s.name, description: `${s.value} ${s.name} (${STAGE_NAMES[s.value]!.en})` })),
);
