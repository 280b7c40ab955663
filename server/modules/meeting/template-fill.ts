/**
 * Fills an info template (its rich-text `content`, or its name as a title)
 * from a meeting. Placeholders are `{{name}}`; unknown ones are left as they
 * are so a mistake is visible. Values are HTML-escaped; `{{items}}` and
 * `{{results}}` insert generated HTML.
 *
 * | placeholder | value |
 * |---|---|
 * | meeting.name, meeting.description | as entered |
 * | meeting.areaName | the community |
 * | meeting.stage | the current stage's name |
 * | meeting.startTime, meeting.endTime, meeting.voteStartTime, meeting.voteEndTime | 2026年12月01日 09:00 (en: 2026-12-01 09:00) |
 * | meeting.participants | number of participating houses: frozen when voting opened; before that the community's houses now, provisionally |
 * | meeting.provisional | before voting opens, a note that these figures are provisional (else empty); without it the note is appended to a fill that used them |
 * | meeting.owners | number of owners among them, as the vote counts them (one per owner, the developer's units one) |
 * | meeting.totalArea | their total exclusive area in m² (two decimals) |
 * | meeting.votedOwners, meeting.votedArea | the owners who have voted (on any item) and their area |
 * | election.title, election.seats, election.type | an election meeting's election: title, seats, 等额/差额 |
 * | group, candidates | an election's approved working-group members / candidates, as a list |
 * | elected | the candidates elected, as a list (once counted) |
 * | today | today's date |
 * | items | a list of the vote items with their pass rule |
 * | results | a table of each item's count and result (once counted) |
 *
 * The template's name and content, stage names, dates, rule names and the
 * table's headers are in the reader's language (`language` header): a staff
 * user working in English fills the English text of a template.
 */
import { sanitizeRichText } from '../../kernel/rich-text.ts';
import type { Ctx } from '../../kernel/context.ts';
import { RELATION_ELECTION, VOTING } from '../../core/stages.ts';
import { stageName } from './stage-labels.ts';
import type { Lang } from '../../kernel/i18n/messages.ts';
import { localized } from '../../crud/translations.ts';
import { currentBallots, electionOfMeeting, freezeParticipants, participantsFor, type Meeting } from './meeting-flow.ts';
import type { MeetingInfo } from '../../generated/prisma/client.ts';
import { electorateOf, formatHundredths, participation } from '../../core/counting.ts';

const escape = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const pad = (n: number) => String(n).padStart(2, '0');

/** A date as notices write it: 2026年12月01日 09:00 in Chinese, 2026-12-01 09:00 in English. */
export function noticeDateTime(d: Date | string | null | undefined, withTime = true, lang: Lang = 'zh-cn'): string {
  if (!d) return '';
  const x = new Date(d);
  const time = withTime ? ` ${pad(x.getHours())}:${pad(x.getMinutes())}` : '';
  if (lang === 'en') return `${x.getFullYear()}-${pad(x.getMonth() + 1)}-${pad(x.getDate())}${time}`;
  return `${x.getFullYear()}年${pad(x.getMonth() + 1)}月${pad(x.getDate())}日${time}`;
}

/** An election's people as a list: name, then where they live and what they do. */
function personList(ctx: Ctx, rows: { name: string | null; buildingNo: string | null; unitNo: string | null; job?: string | null; occupation?: string | null }[]): string {
  if (rows.length === 0) return `<p>${escape(ctx.t('fill.none'))}</p>`;
  const where = (r: (typeof rows)[number]) =>
    [r.buildingNo && ctx.t('fill.building', { no: r.buildingNo }), r.unitNo && ctx.t('fill.unit', { no: r.unitNo })].filter(Boolean).join(ctx.lang === 'en' ? ' ' : '');
  const about = (r: (typeof rows)[number]) => [where(r), r.job ?? r.occupation].filter(Boolean).join(ctx.lang === 'en' ? ', ' : '，');
  const bracket = (text: string) => (ctx.lang === 'en' ? ` (${text})` : `（${text}）`);
  return `<ol>${rows.map((r) => `<li>${escape(r.name)}${about(r) ? escape(bracket(about(r))) : ''}</li>`).join('')}</ol>`;
}

/** The values only an election meeting has: its election, lists and outcome. */
async function electionValues(ctx: Ctx, meeting: Meeting): Promise<Record<string, string>> {
  if (meeting.relationType !== RELATION_ELECTION) return {};
  const [election, candidates, group] = await Promise.all([
    electionOfMeeting(ctx, meeting),
    ctx.db.electionCandidate.findMany({ where: { meetingId: meeting.id, status: 1 }, orderBy: { id: 'asc' } }),
    ctx.db.electionGroup.findMany({ where: { meetingId: meeting.id, status: 1 }, orderBy: { id: 'asc' } }),
  ]);
  const outcome = meeting.election as { elected?: unknown } | null;
  const elected: number[] = Array.isArray(outcome?.elected) ? outcome.elected : [];
  const byId = new Map(candidates.map((c) => [c.id, c]));
  return {
    'election.title': escape(election?.title),
    'election.seats': String(election?.memberCount ?? ''),
    'election.type': election ? escape(ctx.t(election.type === 1 ? 'fill.competitive' : 'fill.equal')) : '',
    candidates: personList(ctx, candidates),
    group: personList(ctx, group),
    elected: meeting.election ? personList(ctx, elected.map((id) => byId.get(id)).filter((c) => !!c)) : `<p>${escape(ctx.t('fill.notCountedYet'))}</p>`,
  };
}

/** The meeting a template is filled from: as the process reads it, with the texts and times the placeholders name (the whole row). */
type FilledMeeting = Meeting & Partial<Pick<MeetingInfo, 'name' | 'description' | 'startTime' | 'endTime'>>;

/** `today` is the date the notice is dated (default: now). */
export async function fillTemplate(ctx: Ctx, meeting: FilledMeeting, row: { name: string; content: string | null; i18n?: unknown }, today: Date = new Date()): Promise<{ title: string; content: string }> {
  const template = { name: localized(row, 'name', ctx.lang) as string, content: localized(row, 'content', ctx.lang) as string | null };
  const date = (d: Date | string | null | undefined, withTime = true) => noticeDateTime(d, withTime, ctx.lang);
  const rule = (r: string | null) => (r === 'majority' || r === 'threeQuarters' || r === null ? ctx.t(`fill.rule.${r ?? 'majority'}`) : r);
  const [area, items, participants, ballots, election] = await Promise.all([
    ctx.db.areaInfo.findUnique({ where: { id: meeting.areaId }, select: { name: true } }),
    ctx.db.voteItem.findMany({ where: { meetingId: meeting.id }, orderBy: { id: 'asc' } }),
    // Before voting opens nothing is frozen: the electorate is the community's houses as they are now (the freeze would take them), provisionally.
    meeting.status < VOTING ? freezeParticipants(ctx, meeting) : participantsFor(ctx, meeting),
    currentBallots(ctx, meeting.id),
    electionValues(ctx, meeting),
  ]);
  const electorate = electorateOf(participants);
  const turnout = participation(participants, items.map((i) => ballots.get(i.id) ?? []));
  const values: Record<string, string> = {
    'meeting.name': escape(meeting.name),
    'meeting.description': escape(meeting.description),
    'meeting.areaName': escape(area?.name),
    'meeting.stage': escape(stageName(ctx.lang, meeting.status)),
    'meeting.startTime': date(meeting.startTime),
    'meeting.endTime': date(meeting.endTime),
    'meeting.voteStartTime': date(meeting.voteStartTime),
    'meeting.voteEndTime': date(meeting.voteEndTime),
    'meeting.participants': String(participants.length),
    'meeting.owners': String(electorate.owners.size),
    'meeting.totalArea': formatHundredths(electorate.totalArea),
    'meeting.votedOwners': String(turnout.votedAnyOwners),
    'meeting.votedArea': turnout.votedAnyArea,
    ...election,
    'meeting.provisional': meeting.status < VOTING ? escape(ctx.t('fill.provisional')) : '',
    today: date(today, false),
    items: `<ol>${items.map((i) => `<li>${escape(i.name)}${ctx.lang === 'en' ? ` (${escape(rule(i.passRule))})` : `（${escape(rule(i.passRule))}）`}</li>`).join('')}</ol>`,
    results: `<table><thead><tr>${['fill.item', 'voteTable.row.votingArea', 'voteTable.row.votingOwners', 'voteTable.row.agreeArea', 'voteTable.row.agreeOwners', 'voteTable.row.result']
      .map((k) => `<th>${escape(ctx.t(k))}</th>`)
      .join('')}</tr></thead><tbody>${items
      .map((i) => {
        const c = (i.count ?? {}) as Record<string, unknown>;
        return `<tr><td>${escape(i.name)}</td><td>${escape(c.votingArea)}</td><td>${escape(c.votingOwners)}</td><td>${escape(c.agreeArea)}</td><td>${escape(c.agreeOwners)}</td><td>${escape(ctx.t(i.result === 1 ? 'voteTable.passed' : i.result === 0 ? 'voteTable.failed' : i.result === 2 ? 'assembly.terminated' : 'fill.notCounted'))}</td></tr>`;
      })
      .join('')}</tbody></table>`,
  };
  const fill = (text: string) => text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
  // Figures of the electorate filled before voting opens say they are provisional, where the template does not say it itself.
  const provisional =
    meeting.status < VOTING && /\{\{\s*meeting\.(participants|owners|totalArea)\s*\}\}/.test(template.content ?? '') && !/\{\{\s*meeting\.provisional\s*\}\}/.test(template.content ?? '')
      ? `<p>${values['meeting.provisional']}</p>`
      : '';
  // What a fill produces passes the rich-text gate too (a template stored before the gate, or a value the escaping missed).
  return { title: fill(template.name).replace(/<[^>]*>/g, ''), content: sanitizeRichText(fill(template.content ?? '') + provisional) };
}
