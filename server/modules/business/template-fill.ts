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
 * | today | today's date |
 * | items | a list of the vote items with their pass rule |
 * | results | a table of each item's count and result (once counted) |
 */
import { sanitizeRichText } from '../../kernel/rich-text.ts';
import type { Ctx } from '../../kernel/context.ts';
import { STAGES } from './stages.ts';
import { participantsFor } from './meeting-flow.ts';
import { electorateOf, formatHundredths } from './counting.ts';

const escape = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const pad = (n: number) => String(n).padStart(2, '0');

export function chineseDateTime(d: Date | string | null | undefined, withTime = true): string {
  if (!d) return '';
  const x = new Date(d);
  return `${x.getFullYear()}年${pad(x.getMonth() + 1)}月${pad(x.getDate())}日${withTime ? ` ${pad(x.getHours())}:${pad(x.getMinutes())}` : ''}`;
}

const RULES: Record<string, string> = { majority: '参与表决专有面积及人数均过半数同意', threeQuarters: '参与表决专有面积及人数均四分之三以上同意' };

export async function fillTemplate(ctx: Ctx, meeting: any, template: { name: string; content: string | null }): Promise<{ title: string; content: string }> {
  const [area, items, participants] = await Promise.all([
    ctx.db.areaInfo.findUnique({ where: { id: meeting.areaId }, select: { name: true } }),
    ctx.db.voteItem.findMany({ where: { meetingId: meeting.id }, orderBy: { id: 'asc' } }),
    participantsFor(ctx, meeting),
  ]);
  const electorate = electorateOf(participants);
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
    today: chineseDateTime(new Date(), false),
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
