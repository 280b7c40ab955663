/**
 * The result announcements of an owners' meeting (初步统计结果公示 and the
 * final 最终结果公告), generated from the frozen count and nothing else:
 * every figure is read from the items' `count` (counting.ts countItem, frozen
 * when the meeting entered 统计 and recomputed by a recorded correction),
 * every share computed exactly from those figures (two decimals, rounded
 * half up, by integer arithmetic), the ballot record's head as frozen with
 * the count. A print-ready HTML document (A4 @page), in the reader's
 * language; publishing it makes it the notice of its stage (preliminary: the
 * 统计 stage's notice, final: 公示公告5).
 */
import type { Ctx } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { escapeHtml } from '../base/rich-text.ts';
import type { ItemCount } from '../../core/counting.ts';
import { sharesOf, verdictKey, verdictOf, type RuledCount } from '../../core/ruled-count.ts';
import { COUNTING, RELATION_ELECTION } from '../../core/stages.ts';
import { ruleOf } from './meeting-flow.ts';
import { noticeDateTime } from './template-fill.ts';
import { frozenChainOf, resultDifferences } from './ballot-chain.ts';

export type AnnouncementKind = 'preliminary' | 'final';
export const ANNOUNCEMENT_KINDS: readonly AnnouncementKind[] = ['preliminary', 'final'];
/** The notice (meeting_notice.type) each announcement is published as. */
export const NOTICE_TYPE: Record<AnnouncementKind, number> = { preliminary: COUNTING, final: COUNTING + 1 };

export function announcementKind(kind: unknown): AnnouncementKind {
  if (!ANNOUNCEMENT_KINDS.includes(kind as AnnouncementKind)) throw new AppError('validation.type', { field: { label: '公告类型', name: 'kind' } }, 1001, 'kind');
  return kind as AnnouncementKind;
}

// The shares are counting.ts's (the vote table and the offline check print and recompute the same).
export { share } from '../../core/counting.ts';

export interface AnnouncementItem {
  id: number;
  name: string;
  rule: string;
  count: ItemCount;
  passed: boolean;
  /** The verdict's message key: passed, not passed, or terminated (终止表决). */
  verdict: string;
  shares: { votingOwners: string; votingArea: string; agreeOwners: string; agreeArea: string };
}

export interface Announcement {
  kind: AnnouncementKind;
  meetingId: number;
  title: string;
  areaName: string;
  committeeName: string;
  totalOwners: number;
  totalArea: string;
  items: AnnouncementItem[];
  elected: string[] | null;
  chainHead: string | null;
  chainEvents: number | null;
  corrections: { houseLabel: string; itemName: string; from: number | null; to: number; reason: string; at: Date }[];
  /** The notice body (sanitizable rich text: no style or script). */
  body: string;
  /** The whole print-ready document. */
  html: string;
}

/** The announcement of a counted meeting, from its frozen count. */
export async function buildAnnouncement(ctx: Ctx, m: { id: number; areaId: number; name?: string; status: number; vote: unknown; election: unknown; relationType: number }, kind: AnnouncementKind): Promise<Announcement> {
  if (m.status < COUNTING) throw new AppError('announcement.notCounted', {}, 1001, 'id');
  const [meeting, area, items, corrections] = await Promise.all([
    ctx.db.meetingInfo.findUniqueOrThrow({ where: { id: m.id }, select: { name: true } }),
    ctx.db.areaInfo.findUnique({ where: { id: m.areaId }, select: { name: true } }),
    ctx.db.voteItem.findMany({ where: { meetingId: m.id }, orderBy: { id: 'asc' }, select: { id: true, name: true, passRule: true, count: true, result: true } }),
    ctx.db.ballotCorrection.findMany({ where: { meetingId: m.id }, orderBy: { id: 'asc' } }),
  ]);
  const t = ctx.t;
  // Nothing is printed that the ballot record's count does not state: stored results changed behind the
  // product (vote_item.result, count; the election's outcome) refuse the announcement (ballot-chain.ts).
  const differences = await resultDifferences(ctx, m, items, m.election);
  if (differences === 'unstated') throw new AppError('announcement.notStated', {}, 1001, 'id');
  if (differences !== 'old' && differences.length) {
    const names = new Map(items.map((i) => [i.id, i.name]));
    const named = [...new Set(differences.map((d) => (d.subject != null ? (names.get(d.subject) ?? `#${d.subject}`) : t('announcement.row.total'))))];
    throw new AppError('announcement.disagrees', { items: named.join(ctx.lang === 'en' ? ', ' : '、') }, 1001, 'id');
  }
  const areaName = area?.name ?? '';
  const counted = items.filter((i) => i.count);
  const out: AnnouncementItem[] = counted.map((i) => {
    const c = i.count as unknown as RuledCount;
    return { id: i.id, name: i.name, rule: ruleOf(i.passRule), count: c, passed: c.passed, verdict: verdictKey(verdictOf(c)), shares: sharesOf(c) };
  });
  // Every item is counted over the same participants: the totals are the first item's (0 with none).
  const first = out[0]?.count;
  const chain = frozenChainOf(m);
  let elected: string[] | null = null;
  if (m.relationType === RELATION_ELECTION) {
    const ids: number[] = Array.isArray((m.election as { elected?: unknown })?.elected) ? (m.election as { elected: number[] }).elected : [];
    const names = new Map((await ctx.db.electionCandidate.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map((c) => [c.id, c.name ?? `#${c.id}`]));
    elected = ids.map((id) => names.get(id) ?? `#${id}`);
  }
  const houses = new Map((await ctx.db.areaHouse.findMany({ where: { id: { in: corrections.map((c) => c.houseId) } }, select: { id: true, buildingNo: true, unitNo: true, houseNo: true } })).map((h) => [h.id, [h.buildingNo, h.unitNo, h.houseNo].filter((v) => v && v.trim()).join('-') || `ID ${h.id}`]));
  const itemNames = new Map(items.map((i) => [i.id, i.name]));
  const ann: Omit<Announcement, 'body' | 'html'> = {
    kind,
    meetingId: m.id,
    title: t(`announcement.title.${kind}`, { name: meeting.name }),
    areaName,
    committeeName: t('announcement.committee', { area: areaName }),
    totalOwners: first?.totalOwners ?? 0,
    totalArea: first?.totalArea ?? '0.00',
    items: out,
    elected,
    chainHead: chain?.head ?? null,
    chainEvents: chain?.events ?? null,
    corrections: corrections.map((c) => ({ houseLabel: houses.get(c.houseId) ?? `ID ${c.houseId}`, itemName: itemNames.get(c.itemId) ?? `#${c.itemId}`, from: c.fromResult, to: c.toResult, reason: c.reason, at: c.createTime })),
  };
  const body = bodyOf(ctx, ann);
  return { ...ann, body, html: documentOf(ctx, ann.title, body) };
}

function bodyOf(ctx: Ctx, a: Omit<Announcement, 'body' | 'html'>): string {
  const t = ctx.t;
  const e = (s: unknown) => escapeHtml(String(s ?? ''));
  const p = (key: string, params?: Record<string, unknown>) => `<p>${e(t(key, params))}</p>`;
  const choice = (r: number | null) => e(t(r === null ? 'voteTable.choice.none' : `voteTable.choice.${r}`));
  const parts: string[] = [];
  parts.push(`<h1>${e(a.title)}</h1>`);
  parts.push(p('announcement.intro', { area: a.areaName, committee: a.committeeName }));
  parts.push(p('announcement.totals', { owners: a.totalOwners, area: a.totalArea }));
  for (const i of a.items) {
    const c = i.count;
    parts.push(`<h2>${e(i.name)}</h2>`);
    parts.push(
      `<table><tbody>` +
        [
          [t('announcement.row.total'), t('announcement.owners', { n: c.totalOwners }), t('announcement.area', { area: c.totalArea }), ''],
          [t('announcement.row.voting'), t('announcement.owners', { n: c.votingOwners }), t('announcement.area', { area: c.votingArea }), t('announcement.shareOfTotal', { owners: i.shares.votingOwners, area: i.shares.votingArea })],
          [t('announcement.row.agree'), t('announcement.owners', { n: c.agreeOwners }), t('announcement.area', { area: c.agreeArea }), t('announcement.shareOfVoting', { owners: i.shares.agreeOwners, area: i.shares.agreeArea })],
          [t('announcement.row.disagree'), t('announcement.owners', { n: c.disagreeOwners }), t('announcement.area', { area: c.disagreeArea }), ''],
          [t('announcement.row.abstain'), t('announcement.owners', { n: c.abstainOwners }), t('announcement.area', { area: c.abstainArea }), ''],
        ]
          .map((r) => `<tr>${r.map((x, k) => (k === 0 ? `<th>${e(x)}</th>` : `<td>${e(x)}</td>`)).join('')}</tr>`)
          .join('') +
        `</tbody></table>`,
    );
    parts.push(p('announcement.rule', { rule: t(`voteTable.rule.${i.rule}`), sentence: t(`announcement.art278.${i.rule}`) }));
    parts.push(`<p><strong>${e(t('announcement.verdict', { quorum: t(c.quorumMet ? 'voteTable.yes' : 'voteTable.no'), result: t(i.verdict) }))}</strong></p>`);
  }
  if (a.elected) parts.push(p('announcement.elected', { names: a.elected.length ? a.elected.join(ctx.lang === 'en' ? ', ' : '、') : t('fill.none') }));
  if (a.kind === 'final') {
    parts.push(`<h2>${e(t('announcement.corrections'))}</h2>`);
    if (a.corrections.length === 0) parts.push(p('announcement.noCorrections'));
    else
      parts.push(
        `<ol>${a.corrections
          .map((c) => `<li>${e(t('announcement.correction', { house: c.houseLabel, item: c.itemName, reason: c.reason, date: noticeDateTime(c.at, true, ctx.lang) }))}：${choice(c.from)} → ${choice(c.to)}</li>`)
          .join('')}</ol>`,
      );
  } else parts.push(p('announcement.objection'));
  parts.push(p('announcement.chain', { head: a.chainHead ?? '—', events: a.chainEvents ?? 0 }));
  parts.push(
    `<table class="signatures"><tbody><tr>${['announcement.sign.counter', 'announcement.sign.scrutineer', 'announcement.sign.committee'].map((k) => `<td>${e(t(k))}：________________</td>`).join('')}</tr></tbody></table>`,
  );
  parts.push(`<p class="date">${e(a.committeeName)}　${e(noticeDateTime(new Date(), false, ctx.lang))}</p>`);
  return parts.join('\n');
}

const PRINT_CSS = [
  '@page{size:A4;margin:20mm 18mm}',
  'body{font-family:"Songti SC","SimSun","Noto Serif CJK SC",serif;font-size:12pt;line-height:1.7;color:#000;margin:0 auto;max-width:180mm}',
  'h1{text-align:center;font-size:18pt;margin:0 0 12pt}',
  'h2{font-size:13pt;margin:14pt 0 6pt}',
  'table{border-collapse:collapse;width:100%;page-break-inside:avoid}',
  'th,td{border:1px solid #000;padding:3pt 6pt;text-align:left}',
  'table.signatures td{border:none;padding-top:24pt}',
  'p.date{text-align:right;margin-top:18pt}',
].join('\n');

function documentOf(ctx: Ctx, title: string, body: string): string {
  const lang = ctx.lang === 'zh-cn' ? 'zh-CN' : ctx.lang === 'zh-tw' ? 'zh-TW' : 'en';
  return ['<!doctype html>', `<html lang="${lang}">`, '<head>', '<meta charset="utf-8">', `<title>${escapeHtml(title)}</title>`, `<style>${PRINT_CSS}</style>`, '</head>', `<body>${body}</body>`, '</html>'].join('\n');
}
