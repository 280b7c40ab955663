/**
 * The vote table of an election (issue 24, item 7), built by vote-table.ts
 * from a frozen count without a server: under the tally a 当选 row marks the
 * candidates who took the seats (the frozen outcome, not each candidate's
 * verdict), then the chain head and the signature lines; the file verifies
 * offline.
 */
import { expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { buildVoteTable } from '../../../server/modules/meeting/vote-table.ts';
import { countItem, ownerKey } from '../../../server/core/counting.ts';
import { linkEvents, ownerDigest } from '../../../server/modules/meeting/chain-hash.ts';
import { type EventPayload } from '../../../server/core/ballot-record.ts';
import { verifyVoteTable } from '../../../server/modules/meeting/verify-table.ts';
import { translate } from '../../../server/kernel/i18n/messages.ts';

it('an election’s table has the 当选 row, the head and the signature lines, and verifies offline', async () => {
  const participants = [1, 2, 3].map((houseId) => ({ houseId, ownerName: `业主${houseId}`, phone: `1380000000${houseId}`, privateArea: '100.00', buildingNo: '1', unitNo: '1', houseNo: String(100 + houseId), ownerKey: '' }));
  for (const p of participants) p.ownerKey = ownerKey(p);
  // Candidates A (item 11) and B (item 12), one seat: all agree with A, two with B; A is elected though both pass.
  const votes = [
    [11, 1, 0],
    [11, 2, 0],
    [11, 3, 0],
    [12, 1, 0],
    [12, 2, 0],
    [12, 3, 1],
  ] as const;
  const ballots = new Map<number, { houseId: number; result: 0 | 1 | 2; at: number }[]>();
  const payloads: EventPayload[] = votes.map(([item, house, result], i) => {
    (ballots.get(item) ?? ballots.set(item, []).get(item)!).push({ houseId: house, result, at: i });
    return { kind: 'cast', at: '2026-11-26T00:00:00.000Z', record: { id: i + 1, meeting: 7, item, house, owner: ownerDigest(7, participants[house - 1]!.ownerKey), result, images: null, operator: 1, replaced: false } };
  });
  const events = linkEvents(0, '0'.repeat(64), payloads);
  const t = (key: string, params?: Record<string, unknown>) => translate('zh-cn', key, params);
  const items = [11, 12].map((id) => ({ id, name: id === 11 ? '候选人甲' : '候选人乙', rule: 'majority' as const, count: countItem(participants, ballots.get(id) ?? [], 'majority'), elected: id === 11 }));
  expect(items.map((i) => i.count.passed)).toEqual([true, true]);
  const bytes = await buildVoteTable({ meeting: { name: '换届选举', areaName: '小区', stageName: '统计', voteStartTime: null, voteEndTime: null }, participants, items, ballots, t, generatedAt: new Date(), chain: { meetingId: 7, events } });

  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  wb.worksheets[0]!.eachRow((row, n) => (rows[n - 1] = (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  const elected = rows.find((r) => r?.[0] === '当选')!;
  expect(elected.slice(6)).toEqual(['当选', '']);
  expect(rows.some((r) => r?.[0] === `选票记录链头（SHA-256）：${events.at(-1)!.hash}（共6条记录事件）`)).toBe(true);
  expect(rows.some((r) => /^计票人：_+ +监票人：_+ +业主委员会（盖章）：_+$/.test(r?.[0] ?? ''))).toBe(true);
  expect(await verifyVoteTable(bytes)).toMatchObject({ ok: true, events: 6, ballots: 6, problems: [] });
});
