/**
 * The printable vote table of an owners' meeting (表决表), as an XLSX
 * workbook written by exceljs: a title, the community, stage, voting window
 * and participant totals; one row per participant frozen when voting opened
 * (building, unit, house, owner, exclusive area) and one column per vote
 * item holding the owner's recorded choice (同意 / 不同意 / 弃权 / 未投票);
 * once the meeting has been counted, the tally of every item by owners and
 * by area, the quorum and the verdict.
 *
 * Nothing here applies the law itself: the choice shown for a house is its
 * owner's latest ballot as counting.ts `latestBallots` reads it (an owner's
 * vote through any of their houses), and the tally is the item's frozen
 * `count` (counting.ts `countItem`, computed once when the meeting entered
 * 统计). Printing: A4 landscape, fitted to the page width, the header row
 * repeated on every page, page numbers in the footer.
 */
import type ExcelJS from 'exceljs';
/** exceljs is loaded on the first workbook, not at start (about 25 MB of the process's memory; docs/compiled-server.md). */
const loadExcel = async () => (await import('exceljs')).default;
import { latestBallots, ownerKey, ownersOf, formatHundredths, type Ballot, type ItemCount, type PassRule } from '../../core/counting.ts';
import type { Participant } from './meeting-flow.ts';
import { writeChainSheets, writeChainFooter } from './chain-sheets.ts';
import { ballotNotes, tallyLines } from '../../core/vote-table-rules.ts';
import { writeWorkbook } from './xlsx-write.ts';
import { VOTE_CHOICES } from '../../core/vote-choice.ts';
import { FIXED_COLUMNS, HEADER_ROW, type VoteTableInput } from './vote-table-layout.ts';
import type { PersonalKind } from '../../kernel/personal-masks.ts';

const thin: Partial<ExcelJS.Border> = { style: 'thin', color: { argb: 'FF999999' } };
const border: Partial<ExcelJS.Borders> = { top: thin, left: thin, bottom: thin, right: thin };
const headFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
const tallyFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF5F5F5' } };
const AREA_FORMAT = '#,##0.00';

function stamp(d: Date | null): string {
  if (!d) return '—';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/**
 * An exact two-decimal area string as a number for the cell (display only; the exact text is what counting
 * produced). A line with no area for an item (从众's adjusted area where 从众 did not apply: '—') keeps its text:
 * as a number it printed NaN.
 */
const areaCell = (text: string | number | null | undefined | { toString(): string }) => {
  if (text === null || text === undefined || String(text) === '') return null;
  const n = Number(String(text));
  return Number.isFinite(n) ? n : String(text);
};

/** Writes the workbook and answers its bytes. */
export async function buildVoteTable(input: VoteTableInput): Promise<Buffer> {
  const { t, items } = input;
  const wb = new (await loadExcel()).Workbook();
  wb.creator = 'community-governance-admin';
  wb.created = input.generatedAt;
  const lastCol = FIXED_COLUMNS + items.length;
  const sheet = wb.addWorksheet(t('voteTable.sheet'), {
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, horizontalCentered: true, margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.6, header: 0.2, footer: 0.3 } },
    headerFooter: { oddFooter: `&C${t('voteTable.footer')}` },
    views: [{ state: 'frozen', xSplit: FIXED_COLUMNS, ySplit: HEADER_ROW }],
  });
  sheet.pageSetup.printTitlesRow = `${HEADER_ROW}:${HEADER_ROW}`;
  sheet.columns = [
    { width: 7 },
    { width: 9 },
    { width: 7 },
    { width: 9 },
    { width: 14 },
    { width: 13 },
    ...items.map(() => ({ width: 16 })),
  ];

  writeHead(sheet, input, lastCol);
  const choiceText = VOTE_CHOICES.map((c) => t(`voteTable.choice.${c}`));
  const none = t('voteTable.choice.none');
  const center: Partial<ExcelJS.Alignment> = { horizontal: 'center', vertical: 'middle' };
  writeRows(sheet, input, lastCol, { choiceText, none, center });
  return writeTally(wb, sheet, input, lastCol, { choiceText, none, center });
}

/** What the rows and the tally print with: each choice's word, the word for no ballot, the centred alignment (one object per workbook). */
interface Printing {
  choiceText: readonly string[];
  none: string;
  center: Partial<ExcelJS.Alignment>;
}

/** Title, context, totals and the header row. */
function writeHead(sheet: ExcelJS.Worksheet, input: VoteTableInput, lastCol: number): void {
  const { t, items, participants } = input;
  // Title, context and totals (owners by headcount, areas added up: counting.ts).
  const owners = ownersOf(participants);
  let totalArea = 0n;
  for (const o of owners.values()) totalArea += o.area;
  const m = input.meeting;
  const title = sheet.getRow(1);
  title.getCell(1).value = t('voteTable.title', { name: m.name });
  title.getCell(1).font = { bold: true, size: 16 };
  title.getCell(1).alignment = { horizontal: 'center', vertical: 'middle' };
  title.height = 28;
  sheet.getRow(2).getCell(1).value = t('voteTable.subtitle', { area: m.areaName ?? '—', stage: m.stageName, start: stamp(m.voteStartTime), end: stamp(m.voteEndTime), time: stamp(input.generatedAt) });
  sheet.getRow(3).getCell(1).value = t('voteTable.summary', { houses: participants.length, owners: owners.size, area: formatHundredths(totalArea) });
  for (const r of [1, 2, 3]) sheet.mergeCells(r, 1, r, Math.max(lastCol, FIXED_COLUMNS));

  const header = sheet.getRow(HEADER_ROW);
  header.values = [
    t('voteTable.col.no'),
    t('voteTable.col.building'),
    t('voteTable.col.unit'),
    t('voteTable.col.house'),
    t('voteTable.col.owner'),
    t('voteTable.col.area'),
    ...items.map((i) => t('voteTable.item', { name: i.name, rule: t(`voteTable.rule.${i.rule}`) })),
  ];
  header.height = 36;
  header.eachCell((c) => {
    c.font = { bold: true };
    c.fill = headFill;
    c.border = border;
    c.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  });
}

/** One row per participant: the house, its owner, its area and the owner's choice on each item. */
function writeRows(sheet: ExcelJS.Worksheet, input: VoteTableInput, lastCol: number, { choiceText, none, center }: Printing): void {
  const { t, items, participants } = input;
  const shown = (kind: PersonalKind, value: string | null) => String((input.personal ? input.personal(kind, value) : value) ?? '');
  // Each item's choice per owner, as counting reads the ballots.
  const choices = items.map((i) => latestBallots(participants, input.ballots.get(i.id) ?? []));
  // Ballots cast by a proxy or online say so in their cell (../meeting/vote-table-rules.ts).
  const notes = items.map((i) => ballotNotes(participants, input.ballots.get(i.id) ?? []));
  // What each participant cell had set on it (border; centred but the owner's name; the area's format). The number
  // column has its own object: exceljs remembers a shared object's id from the first cell it resolves, and the id of
  // a style without a format depends on the value type (a number's gets General, a date's mm-dd-yy; General renders
  // as format 0, like text's none, so today the two ids agree — kept apart so that this does not matter).
  const rowStyles = {
    number: { border, alignment: center },
    text: { border, alignment: center },
    owner: { border },
    area: { border, alignment: center, numFmt: AREA_FORMAT },
  } satisfies Record<string, Partial<ExcelJS.Style>>;
  participants.forEach((p, idx) => {
    const key = ownerKey(p);
    const row = sheet.getRow(HEADER_ROW + 1 + idx);
    row.values = [idx + 1, p.buildingNo ?? '', p.unitNo ?? '', p.houseNo ?? '', shown('name', p.ownerName), areaCell(p.privateArea), ...choices.map((c, k) => {
      const r = c.get(key);
      const note = notes[k]!.get(key);
      if (r === undefined) return none;
      if (!note) return choiceText[r]!;
      return 'proxy' in note ? t('assembly.byProxy', { choice: choiceText[r]!, name: shown('name', note.proxy) }) : t('ownerVote.online', { choice: choiceText[r]! });
    })];
    // One style object per kind of cell, shared by the 5,000 rows: exceljs resolves a style object once
    // (styles-xform's WeakMap); a style of each cell's own was rendered to XML per cell to find its id.
    for (let col = 1; col <= lastCol; col++) row.getCell(col).style = col === 6 ? rowStyles.area : col === 5 ? rowStyles.owner : col === 1 ? rowStyles.number : rowStyles.text;
  });
}

/** The tally (once counted), the ballot record's footer and sheets; answers the workbook's bytes. */
async function writeTally(wb: ExcelJS.Workbook, sheet: ExcelJS.Worksheet, input: VoteTableInput, lastCol: number, { choiceText, none, center }: Printing): Promise<Buffer> {
  const { t, items, participants } = input;
  // The tally, once counted: each item's frozen count.
  let at = HEADER_ROW + participants.length + 2;
  const counted = items.length > 0 && items.every((i) => i.count);
  const label = (row: ExcelJS.Row, text: string) => {
    row.getCell(1).value = text;
    sheet.mergeCells(row.number, 1, row.number, FIXED_COLUMNS);
    row.getCell(1).alignment = { horizontal: 'right', vertical: 'middle' };
    row.getCell(1).font = { bold: true };
  };
  if (!counted) {
    const row = sheet.getRow(at);
    row.getCell(1).value = t('voteTable.notCounted');
    row.getCell(1).font = { italic: true };
    sheet.mergeCells(at, 1, at, Math.max(lastCol, FIXED_COLUMNS));
    writeChainFooter(sheet, input, at + 2, Math.max(lastCol, FIXED_COLUMNS));
    writeRecordSheets(wb, sheet, input, choiceText, none);
    return writeWorkbook(wb);
  }
  const heading = sheet.getRow(at++);
  heading.getCell(1).value = t('voteTable.tally');
  heading.getCell(1).font = { bold: true, size: 13 };
  sheet.mergeCells(heading.number, 1, heading.number, lastCol);
  // The lines (figures, shares, quorum, the assembly rules' lines, verdict) come from vote-table-rules.ts, which the offline check recomputes.
  const lines = tallyLines(items.map((i) => i.count!), t);
  // An election's 当选 row: which candidates took the seats (the frozen outcome, not the per-item verdict).
  const isElection = items.some((i) => i.elected !== undefined);
  for (const line of lines) {
    const row = sheet.getRow(at++);
    label(row, t(line.key));
    items.forEach((i, k) => {
      const cell = row.getCell(FIXED_COLUMNS + 1 + k);
      const v = line.value(i.count!);
      cell.value = line.area ? areaCell(v) : v;
      if (line.area) cell.numFmt = AREA_FORMAT;
      cell.alignment = center;
      if (line.key === 'voteTable.row.result') cell.font = { bold: true, color: { argb: i.count!.passed ? 'FF1B7F3A' : 'FFB42318' } };
    });
    for (let col = 1; col <= lastCol; col++) {
      const cell = row.getCell(col);
      cell.border = border;
      cell.fill = tallyFill;
    }
  }
  if (isElection) {
    const row = sheet.getRow(at++);
    label(row, t('voteTable.row.elected'));
    items.forEach((i, k) => {
      const cell = row.getCell(FIXED_COLUMNS + 1 + k);
      cell.value = i.elected ? t('voteTable.electedYes') : '';
      cell.alignment = center;
      cell.font = { bold: true };
    });
    for (let col = 1; col <= lastCol; col++) row.getCell(col).border = border;
  }
  const end = writeChainFooter(sheet, input, at + 1, lastCol);
  sheet.pageSetup.printArea = `A1:${sheet.getColumn(lastCol).letter}${end}`;
  writeRecordSheets(wb, sheet, input, choiceText, none);
  return writeWorkbook(wb);
}

/**
 * The ballot record's sheets, in the complete table only: their payloads state
 * proxies' names as they were hashed, so a copy with personal data masked
 * leaves them out (it shows the record's head, and is not checked offline;
 * the complete table is).
 */
function writeRecordSheets(wb: ExcelJS.Workbook, sheet: ExcelJS.Worksheet, input: VoteTableInput, choiceText: readonly string[], none: string): void {
  if (!input.personal) writeChainSheets(wb, sheet, input, choiceText, none);
}
