/**
 * The ballot record inside the vote table (XLSX), so that anyone holding the
 * file can check it offline (verify-table.ts, `npm run verify-ballots`):
 *
 * - on the vote table sheet, under the table: the chain head and its length,
 *   then the signature lines (计票人, 监票人, 业主委员会盖章);
 * - a sheet whose A1 is `ballot-record v1`: the meeting id, the head and the
 *   number of events, then one row per event (seq, kind, prevHash, hash, the
 *   canonical payload) — the chain itself. A payload longer than a cell may
 *   hold (Excel keeps 32,767 characters; the `opened` event of a large
 *   community states thousands of houses) continues in the next cells of its
 *   row: the verifier joins columns E, F, G… in order;
 * - a sheet whose A1 is `ballot-map v1`: where the table shows what: the vote
 *   table sheet's name, each item's column and id, each house row's house id
 *   and owner digest, and the words used for each choice. A hint for readers
 *   and for tables whose record has no `opened` event: the verifier finds the
 *   houses, items and words by the record and its own catalogue, not by it.
 *
 * The verifier recomputes the chain, compares its end with the printed head
 * and folds it into the current ballots, which must be exactly the choices
 * the table shows, and recomputes every tally from them. The head frozen
 * with the count is in the announcements: a table whose chain was rebuilt
 * from scratch no longer holds the published head.
 */
import type ExcelJS from 'exceljs';
import { GENESIS } from '../../core/ballot-record.ts';
import { ownerDigest } from './chain-hash.ts';
import { FIXED_COLUMNS, HEADER_ROW, type VoteTableInput } from './vote-table-layout.ts';
import { ownerKey } from '../../core/counting.ts';

export const CHAIN_MARK = 'ballot-record v1';
export const MAP_MARK = 'ballot-map v1';

function headOf(input: VoteTableInput): { head: string; events: number } {
  const events = input.chain?.events ?? [];
  return { head: events.at(-1)?.hash ?? GENESIS, events: events.length };
}

/** The head line and the signature lines under the table; answers the last row written. */
export function writeChainFooter(sheet: ExcelJS.Worksheet, input: VoteTableInput, from: number, lastCol: number): number {
  const { t } = input;
  let at = from;
  if (input.chain) {
    const { head, events } = headOf(input);
    const row = sheet.getRow(at);
    row.getCell(1).value = t('voteTable.chainHead', { head, events });
    row.getCell(1).font = { name: 'Consolas', size: 9 };
    sheet.mergeCells(at, 1, at, lastCol);
    at += 2;
  }
  const sign = sheet.getRow(at);
  sign.height = 30;
  sign.getCell(1).value = ['announcement.sign.counter', 'announcement.sign.scrutineer', 'announcement.sign.committee'].map((k) => `${t(k)}：______________`).join('        ');
  sign.getCell(1).alignment = { vertical: 'bottom' };
  sheet.mergeCells(at, 1, at, lastCol);
  return at;
}

/** Characters per cell of a long payload (below Excel's 32,767). */
export const CELL_CHARS = 32000;

/** A payload in pieces a cell may hold, never splitting a character (a surrogate pair stays whole). */
export function cellsOf(payload: string): string[] {
  const out: string[] = [];
  for (let at = 0; at < payload.length || out.length === 0; ) {
    let end = Math.min(payload.length, at + CELL_CHARS);
    const last = payload.charCodeAt(end - 1);
    if (end < payload.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    out.push(payload.slice(at, end));
    at = end;
  }
  return out;
}

/** The chain and the map sheets (see the header). */
export function writeChainSheets(wb: ExcelJS.Workbook, main: ExcelJS.Worksheet, input: VoteTableInput, choiceText: readonly string[], none: string): void {
  if (!input.chain) return;
  const { meetingId, events } = input.chain;
  const { head } = headOf(input);
  const chain = wb.addWorksheet(input.t('voteTable.chainSheet'));
  chain.columns = [{ width: 8 }, { width: 11 }, { width: 20 }, { width: 20 }, { width: 120 }];
  chain.addRow([CHAIN_MARK, meetingId, head, events.length]);
  chain.addRow(['seq', 'kind', 'prevHash', 'hash', 'payload']).font = { bold: true };
  for (const e of events) chain.addRow([e.seq, e.kind, e.prevHash, e.hash, ...cellsOf(e.payload)]);

  const map = wb.addWorksheet('ballot-map');
  map.addRow([MAP_MARK, main.name]);
  input.items.forEach((i, k) => map.addRow(['item', FIXED_COLUMNS + 1 + k, i.id]));
  choiceText.forEach((text, r) => map.addRow(['choice', r, text]));
  map.addRow(['none', '', none]);
  input.participants.forEach((p, idx) => map.addRow(['house', HEADER_ROW + 1 + idx, p.houseId, ownerDigest(meetingId, ownerKey(p))]));
}
