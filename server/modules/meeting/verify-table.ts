/**
 * The offline check of an exported vote table (chain-sheets.ts says what the
 * file holds): no server, no database, only the file.
 *
 * 1. The chain sheet's events link up (seq, prevHash, SHA-256 of each) and
 *    end in the head the sheet states, which is also the head printed under
 *    the table (compare it with the head in the published announcement).
 * 2. The events fold into the current ballots; every choice the table shows
 *    (each house row, each item column) is exactly the owner's current
 *    ballot, and no current ballot is left unshown.
 * 3. Each house's owner digest agrees with the digests its ballots carry.
 * Anything else (an edited cell, a removed or altered event) is a problem,
 * named by sheet, row and column.
 */
import type ExcelJS from 'exceljs';
/** exceljs is loaded on the first workbook, not at start (about 25 MB of the process's memory; docs/compiled-server.md). */
const loadExcel = async () => (await import('exceljs')).default;
import { checkChain, type ChainEvent } from './chain-core.ts';
import { CHAIN_MARK, MAP_MARK } from './chain-sheets.ts';

export interface TableVerification {
  ok: boolean;
  meetingId: number | null;
  head: string | null;
  events: number;
  ballots: number;
  problems: string[];
}

const text = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  if (typeof v === 'object' && 'result' in v) return String(v.result ?? '');
  return String(v);
};

export async function verifyVoteTable(bytes: ArrayBuffer | Buffer | Uint8Array): Promise<TableVerification> {
  const wb = new (await loadExcel()).Workbook();
  await wb.xlsx.load(bytes as ArrayBuffer);
  const problems: string[] = [];
  const find = (mark: string) => wb.worksheets.find((ws) => text(ws.getCell(1, 1).value) === mark);
  const chainSheet = find(CHAIN_MARK);
  const mapSheet = find(MAP_MARK);
  if (!chainSheet || !mapSheet) return { ok: false, meetingId: null, head: null, events: 0, ballots: 0, problems: ['The file has no ballot record sheets (was it exported by this product?)'] };

  // 1. The chain.
  const meetingId = Number(text(chainSheet.getCell(1, 2).value));
  const statedHead = text(chainSheet.getCell(1, 3).value);
  const statedCount = Number(text(chainSheet.getCell(1, 4).value));
  const events: ChainEvent[] = [];
  chainSheet.eachRow((row, n) => {
    if (n <= 2) return;
    events.push({ seq: Number(text(row.getCell(1).value)), kind: text(row.getCell(2).value), prevHash: text(row.getCell(3).value), hash: text(row.getCell(4).value), payload: text(row.getCell(5).value) });
  });
  const { head, breaks, records } = checkChain(events);
  for (const b of breaks) problems.push(`Chain event ${b.seq ?? '?'}: ${b.reason}${b.recordId !== null ? ` (record ${b.recordId})` : ''}`);
  if (events.length !== statedCount) problems.push(`The chain sheet states ${statedCount} events but holds ${events.length}`);
  if (head !== statedHead) problems.push(`The chain ends in ${head}, not in the stated head ${statedHead}`);

  // The map: where the table shows what.
  const mainName = text(mapSheet.getCell(1, 2).value);
  const main = wb.getWorksheet(mainName);
  if (!main) return { ok: false, meetingId, head, events: events.length, ballots: 0, problems: [...problems, `The vote table sheet "${mainName}" is missing`] };
  const itemCols: { col: number; itemId: number }[] = [];
  const houses: { row: number; houseId: number; owner: string }[] = [];
  const words = new Map<string, number | null>();
  mapSheet.eachRow((row, n) => {
    if (n === 1) return;
    const [kind, a, b, c] = [1, 2, 3, 4].map((i) => text(row.getCell(i).value));
    if (kind === 'item') itemCols.push({ col: Number(a), itemId: Number(b) });
    else if (kind === 'house') houses.push({ row: Number(a), houseId: Number(b), owner: c! });
    else if (kind === 'choice') words.set(b!, Number(a));
    else if (kind === 'none') words.set(b!, null);
  });

  // A cell is a choice word, or one with a note after it (a proxy's name, "online"): 同意（代理：王） reads 同意.
  const choiceIn = (cell: string): number | null | undefined => {
    if (words.has(cell)) return words.get(cell);
    for (const [word, value] of words) if (word && (cell.startsWith(`${word}（`) || cell.startsWith(`${word} (`))) return value;
    return undefined;
  };

  // The printed head under the table.
  let printed = false;
  main.eachRow((row) => {
    if (text(row.getCell(1).value).includes(statedHead)) printed = true;
  });
  if (!printed) problems.push(`The head ${statedHead} is not printed on the vote table sheet`);

  // 2. Current ballots by owner digest and item.
  const current = new Map<string, { id: number; result: number }>();
  const ownerOfHouse = new Map<number, string>();
  for (const r of records.values()) {
    if (r.house !== null && r.owner !== null) ownerOfHouse.set(r.house, r.owner);
    if (r.replaced || r.owner === null) continue;
    const key = `${r.item}\u0000${r.owner}`;
    const prev = current.get(key);
    if (!prev || r.id > prev.id) current.set(key, { id: r.id, result: r.result });
  }
  const shown = new Set<string>();
  for (const h of houses) {
    // 3. The house's owner as its ballots name it.
    const named = ownerOfHouse.get(h.houseId);
    if (named !== undefined && named !== h.owner) problems.push(`House ${h.houseId} (row ${h.row}): its owner digest differs from its ballots'`);
    for (const { col, itemId } of itemCols) {
      const cell = text(main.getCell(h.row, col).value);
      const key = `${itemId}\u0000${h.owner}`;
      const ballot = current.get(key);
      if (ballot) shown.add(key);
      const shownChoice = choiceIn(cell);
      if (shownChoice === undefined) {
        problems.push(`${mainName}!R${h.row}C${col}: "${cell}" is not a choice`);
        continue;
      }
      const want = ballot ? ballot.result : null;
      if (shownChoice !== want) problems.push(`${mainName}!R${h.row}C${col}: shows "${cell}", the ballot record says ${want === null ? 'no vote' : `result ${want} (record ${ballot!.id})`}`);
    }
  }
  for (const [key, b] of current) if (!shown.has(key)) problems.push(`Record ${b.id}: a current ballot the table does not show`);
  return { ok: problems.length === 0, meetingId, head, events: events.length, ballots: current.size, problems };
}
