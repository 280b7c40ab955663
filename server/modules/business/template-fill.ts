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
 * | meeting.startTime, meeting.endTime, meeting.voteStartTime, meeting.voteEndTime | 2026年12月01日 09:00 |
 * | meeting.participants | number of participating houses (once voting opened) |
 * | meeting.owners | number of owners among them, as the vote counts them (one per owner, the developer's units one) |
 * | meeting.totalArea | their total exclusive area in m² (two decimals) |
 * | meeting.votedOwners, meeting.votedArea | the owners who have voted (on any item) and their area |
 * | election.title, election.seats, election.type | an election meeting's election: title, seats, 等额/差额 |
 * | group, candidates | an election's approved working-group members / candidates, as a list |
 * | elected | the candidates elected, as a list (once counted) |
 * | today | today's date |
 * | items | a list of the vote items with their pass rule |
 * | results | a table of each item's count and result (once counted) |
 */
import { sanitizeRichText } from '../../kernel/rich-text.ts';
import type { Ctx } from '../../kernel/context.ts';
import { RELATION_ELECTION, STAGES } from './stages.ts';
import { currentBallots, electionOfMeeting, participantsFor } from './meeting-flow.ts';
import { electorateOf, formatHundredths, participation } from './counting.ts';

const escape = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const pad = (n: number) => String(n).padStart(2, '0');

export function chineseDateTime(d: Date | string | null | undefined, withTime = true): string {
  if (!d) return '';
  const x = new Date(d);
  return `${x.getFullYear()}年${pad(x.getMonth() + 1)}月${pad(x.getDate())}日${withTime ? ` ${pad(x.getHours())}:${pad(x.getMinutes())}` : ''}`;
}

const RULES: Record<string, string> = { majority: '参与表决专有面积及人数均过半数同意', threeQuarters: '参与表决专有面积及人数均四分之三以上同意' };

/** An election's people as a list: name, then where they live and what they do. */
function personList(rows: { name: string | null; buildingNo: string | null; unitNo: string | null; job?: string | null; occupation?: string | null }[]): string {
  if (rows.length === 0) return '<p>（无）</p>';
  const where = (r: (typeof rows)[number]) => [r.buildingNo && `${r.buildingNo}栋`, r.unitNo && `${r.unitNo}单元`].filter(Boolean).join('');
  return `<ol>${rows.map((r) => `<li>${escape(r.name)}${[where(r), r.job ?? r.occupation].filter(Boolean).length ? `（${escape([where(r), r.job ?? r.occupation].filter(Boolean).join('，'))}）` : ''}</li>`).join('')}</ol>`;
}

/** The values only an election meeting has: its election, lists and outcome. */
async function electionValues(ctx: Ctx, meeting: any): Promise<Record<string, string>> {
  if (meeting.relationType !== RELATION_ELECTION) return {};
  const [election, candidates, group] = await Promise.all([
    electionOfMeeting(ctx, meeting),
    ctx.db.electionCandidate.findMany({ where: { meetingId: meeting.id, status: 1 }, orderBy: { id: 'asc' } }),
    ctx.db.electionGroup.findMany({ where: { meetingId: meeting.id, status: 1 }, orderBy: { id: 'asc' } }),
  ]);
  const elected: number[] = Array.isArray(meeting.election?.elected) ? meeting.election.elected : [];
  const byId = new Map(candidates.map((c) => [c.id, c]));
  return {
    'election.title': escape(election?.title),
    'election.seats': String(election?.memberCount ?? ''),
    'election.type': election ? (election.type === 1 ? '差额' : '等额') : '',
    candidates: personList(candidates),
    group: personList(group),
    elected: meeting.election ? personList(elected.map((id) => byId.get(id)).filter((c) => !!c)) : '<p>（尚未统计）</p>',
  };
}

/** `today` is the date the notice is dated (default: now). */
export async function fillTemplate(ctx: Ctx, meeting: any, template: { name: string; content: string | null }, today: Date = new Date()): Promise<{ title: string; content: string }> {
  const [area, items, participants, ballots, election] = await Promise.all([
    ctx.db.areaInfo.findUnique({ where: { id: meeting.areaId }, select: { name: true } }),
    ctx.db.voteItem.findMany({ where: { meetingId: meeting.id }, orderBy: { id: 'asc' } }),
    participantsFor(ctx, meeting),
    currentBallots(ctx, meeting.id),
    electionValues(ctx, meeting),
  ]);
  const electorate = electorateOf(participants);
  const turnout = participation(participants, items.map((i) => ballots.get(i.id) ?? []));
  const values: Record<string, string> = {
    'meeting.name': escape(meeting.name),
    'meeting.description': escape(meeting.description),
    'meeting.areaName': escape(area?.name),
    'meeting.stage': escape(STAGES[meeting.status]),
    'meeting.startTime': chineseDateTime(meeting.startTime),
    'meeting.endTime': chineseDateTime(meeting.endTime),
    'meeting.voteStartTime': chineseDateTime(meeting.voteStartTime),
    'meeting.voteEndTime': chineseDateTime(meeting.voteEndTime),
    'meeting.participants': String(participants.length),
    'meeting.owners': String(electorate.owners.size),
    'meeting.totalArea': formatHundredths(electorate.totalArea),
    'meeting.votedOwners': String(turnout.votedAnyOwners),
    'meeting.votedArea': turnout.votedAnyArea,
    ...election,
    today: chineseDateTime(today, false),
    items: `<ol>${items.map((i) => `<li>${escape(i.name)}（${escape(RULES[i.passRule ?? 'majority'] ?? i.passRule)}）</li>`).join('')}</ol>`,
    results: `<table><thead><tr><th>事项</th><th>参与表决面积</th><th>参与表决人数</th><th>同意面积</th><th>同意人数</th><th>结果</th></tr></thead><tbody>${items
      .map((i) => {
        const c = (i.count ?? {}) as Record<string, unknown>;
        return `<tr><td>${escape(i.name)}</td><td>${escape(c.votingArea)}</td><td>${escape(c.votingOwners)}</td><td>${escape(c.agreeArea)}</td><td>${escape(c.agreeOwners)}</td><td>${i.result === 1 ? '通过' : i.result === 0 ? '不通过' : '未统计'}</td></tr>`;
      })
      .join('')}</tbody></table>`,
  };
  const fill = (text: string) => text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
  // What a fill produces passes the rich-text gate too (a template stored before the gate, or a value the escaping missed).
  return { title: fill(template.name).replace(/<[^>]*>/g, ''), content: sanitizeRichText(fill(template.content ?? '')) };
}
