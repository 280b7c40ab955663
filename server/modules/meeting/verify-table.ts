/**
 * The offline check of an exported vote table (chain-sheets.ts says what the
 * file holds): no server, no database, only the file and this product's own
 * code — its catalogue of words (table-words.ts) and its count arithmetic
 * (counting.ts, ruled-count.ts, vote-table-rules.ts), never a copy of either.
 *
 * 1. The chain sheet's events link up (seq, prevHash, SHA-256 of each) and
 *    end in the head the sheet states, which is also the head printed under
 *    the table (the announcements print the head frozen with the count: it
 *    is the hash of a `counted` event in this chain).
 * 2. The table's language is the one whose words head it; every cell is read
 *    with that language's words from the catalogue (the map sheet's words are
 *    checked against them, never trusted).
 * 3. Where the record has an `opened` event (meetings opened since it
 *    exists), it decides what the table must show: each row is matched to a
 *    frozen house by its printed label (building, unit, house; the map's row
 *    only breaks a tie), so reordered rows still verify; each item column by
 *    its printed header (name and rule as stated). A house missing, a row
 *    added or doubled, an area differing is a problem. Older records: the
 *    map sheet places the rows and columns, as before.
 * 4. Every choice cell is exactly what the product prints for the owner's
 *    current ballot (its choice, online or proxy note, the proxy's name as
 *    stated or masked); no current ballot is left unshown.
 * 5. Counted tables: every item's tally is recomputed from the ballots and the
 *    frozen electorate and rules the record states — owners, areas, shares,
 *    quorum, the assembly rules' lines, the verdict, an election's seats —
 *    compared with the record's own `counted` statement and with every
 *    printed figure.
 * Each problem names its sheet, cell (A1) and row/column.
 */
import type ExcelJS from 'exceljs';
/** exceljs is loaded on the first workbook, not at start (about 25 MB of the process's memory; docs/compiled-server.md). */
const loadExcel = async () => (await import('exceljs')).default;
import { sha256 } from './chain-hash.ts';
import { FIXED_COLUMNS, HEADER_ROW } from './vote-table-layout.ts';
import { canonical, checkChain, type ChainEvent, type ChainRecord, type ChainStatements, type ElectorateEntry, type ItemStatement } from '../../core/ballot-record.ts';
import { CHAIN_MARK, MAP_MARK } from './chain-sheets.ts';
import { drawWithSeed } from './draw.ts';
import { electorateOfKeyed, electSeats, formatHundredths, toHundredths, type Electorate, type ItemCount, type PassRule, type VoteResult } from '../../core/counting.ts';
import { countFrozenItem, sharesOf, verdictOf, type CountingRules, type RuledCount } from '../../core/ruled-count.ts';
import { tallyLines } from '../../core/vote-table-rules.ts';
import { languageOf, wordsOf, type CellReading, type TableWords } from './table-words.ts';
import type { Lang } from '../../kernel/i18n/messages.ts';

export interface TableVerification {
  ok: boolean;
  meetingId: number | null;
  head: string | null;
  events: number;
  ballots: number;
  /** The language the table was printed in (null: not recognised). */
  language: Lang | null;
  problems: string[];
  /** What could not be checked and why (a record from before the chain stated the electorate and the count). */
  notes: string[];
}

const text = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  if (typeof v === 'object' && 'result' in v) return String(v.result ?? '');
  return String(v);
};

function columnLetter(col: number): string {
  let out = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
  return out;
}

/** A cell named as a reader finds it: sheet!A1 (row R, column C). */
const cellName = (sheet: string, row: number, col: number) => `${sheet}!${columnLetter(col)}${row} (R${row}C${col})`;

/** An area as printed (a number cell) in the chain's form (two decimals); null when it is none. */
function areaOf(cell: string): string | null {
  try {
    return cell.trim() === '' ? null : formatHundredths(toHundredths(cell.trim()));
  } catch {
    return null;
  }
}

/** A house row's label, as printed and as the record states it. */
const labelKey = (building: string | null, unit: string | null, no: string | null) => JSON.stringify([building ?? '', unit ?? '', no ?? '']);

export async function verifyVoteTable(bytes: ArrayBuffer | Buffer | Uint8Array): Promise<TableVerification> {
  const wb = new (await loadExcel()).Workbook();
  const problems: string[] = [];
  const notes: string[] = [];
  try {
    await wb.xlsx.load(bytes as ArrayBuffer);
  } catch (err) {
    return { ok: false, meetingId: null, head: null, events: 0, ballots: 0, language: null, problems: [`The file is not a readable XLSX workbook (${err instanceof Error ? err.message : String(err)})`], notes };
  }
  const find = (mark: string) => wb.worksheets.find((ws) => text(ws.getCell(1, 1).value) === mark);
  const chainSheet = find(CHAIN_MARK);
  const mapSheet = find(MAP_MARK);
  const failed = (problem: string, extra: Partial<TableVerification> = {}): TableVerification => ({ ok: false, meetingId: null, head: null, events: 0, ballots: 0, language: null, problems: [...problems, problem], notes, ...extra });
  if (!chainSheet || !mapSheet) return failed('The file has no ballot record sheets (was it exported by this product?)');

  // 1. The chain (a long payload continues in the cells after E).
  const meetingId = Number(text(chainSheet.getCell(1, 2).value));
  const statedHead = text(chainSheet.getCell(1, 3).value);
  const statedCount = Number(text(chainSheet.getCell(1, 4).value));
  const events: ChainEvent[] = [];
  chainSheet.eachRow((row, n) => {
    if (n <= 2) return;
    let payload = '';
    for (let c = 5; c <= Math.max(5, row.cellCount); c++) payload += text(row.getCell(c).value);
    events.push({ seq: Number(text(row.getCell(1).value)), kind: text(row.getCell(2).value), prevHash: text(row.getCell(3).value), hash: text(row.getCell(4).value), payload });
  });
  const { head, breaks, records, statements } = checkChain(events, sha256);
  for (const b of breaks) problems.push(`${chainSheet.name}: chain event ${b.seq ?? '?'}: ${b.reason}${b.recordId !== null ? ` (record ${b.recordId})` : ''}`);
  if (events.length !== statedCount) problems.push(`${chainSheet.name}: the sheet states ${statedCount} events but holds ${events.length}`);
  if (head !== statedHead) problems.push(`${chainSheet.name}: the chain ends in ${head}, not in the stated head ${statedHead}`);

  // 2. The vote table sheet and its language.
  const mainName = text(mapSheet.getCell(1, 2).value);
  const main = wb.getWorksheet(mainName) ?? wb.worksheets.find((ws) => ws !== chainSheet && ws !== mapSheet);
  const base = { meetingId, head, events: events.length };
  if (!main) return failed(`The vote table sheet "${mainName}" is missing`, base);
  const header = Array.from({ length: FIXED_COLUMNS }, (_, i) => text(main.getCell(HEADER_ROW, i + 1).value));
  const language = languageOf(main.name, header);
  if (!language) return failed(`${main.name}: the header row is not one this product prints in any of its languages`, base);
  const words = wordsOf(language);
  const { t } = words;

  // The printed head under the table.
  const headLine = t('voteTable.chainHead', { head, events: events.length });
  let printed = false;
  main.eachRow((row) => {
    if (text(row.getCell(1).value) === headLine) printed = true;
  });
  if (!printed) problems.push(`${main.name}: the line "${headLine}" is not printed under the table`);

  // The map sheet: a hint, its words checked against the catalogue.
  const map = readMap(mapSheet);
  for (const [value, word] of map.words) {
    const want = value === null ? words.none : words.choices[value];
    if (word.text !== want) problems.push(`${cellName(mapSheet.name, word.row, 3)}: states "${word.text}" for ${value === null ? 'no vote' : `choice ${value}`}; this product prints "${want}" in ${language}`);
  }

  // 3. Columns and rows.
  const lastCol = Math.max(FIXED_COLUMNS, main.getRow(HEADER_ROW).cellCount);
  const opened = statements.opened?.payload ?? null;
  const columns = opened ? itemColumns(main, lastCol, opened.items, words, problems) : map.items;
  const dataRows = rowsOf(main, lastCol);
  const rows = opened ? houseRows(main, dataRows, opened.electorate, map.houses, problems) : map.houses.map((h) => ({ row: h.row, house: h.houseId, owner: h.owner, entry: null as ElectorateEntry | null }));
  if (!opened) notes.push('The ballot record has no `opened` event (a meeting opened before it stated the electorate): rows and columns are placed by the map sheet, and the tallies are not recomputed');

  // 4. Current ballots by item and owner; every choice cell.
  const current = new Map<string, ChainRecord>();
  for (const r of records.values()) {
    if (r.replaced || r.owner === null) continue;
    const key = `${r.item}\u0000${r.owner}`;
    const prev = current.get(key);
    if (!prev || r.id > prev.id) current.set(key, r);
  }
  const ownerOfHouse = new Map<number, string | null>();
  if (opened) for (const e of opened.electorate) ownerOfHouse.set(e.house, e.owner);
  for (const r of records.values()) {
    const frozen = ownerOfHouse.get(r.house ?? -1);
    if (opened && frozen !== undefined && frozen !== r.owner) problems.push(`${chainSheet.name}: record ${r.id} names an owner other than its house's in the frozen electorate`);
    if (!opened && r.house !== null && r.owner !== null && !ownerOfHouse.has(r.house)) ownerOfHouse.set(r.house, r.owner);
  }
  const shown = new Set<string>();
  for (const h of rows) {
    if (!opened && ownerOfHouse.get(h.house) !== undefined && ownerOfHouse.get(h.house) !== h.owner) problems.push(`${cellName(mapSheet.name, h.row, 4)}: house ${h.house}'s owner digest differs from its ballots'`);
    if (h.entry) {
      const area = text(main.getCell(h.row, FIXED_COLUMNS).value);
      if (areaOf(area) !== h.entry.area) problems.push(`${cellName(main.name, h.row, FIXED_COLUMNS)}: shows the area "${area}", the record froze ${h.entry.area} for house ${h.house}`);
    }
    for (const { col, itemId } of columns) {
      const cell = text(main.getCell(h.row, col).value);
      const key = `${itemId}\u0000${h.owner}`;
      const ballot = current.get(key);
      if (ballot) shown.add(key);
      const reading = words.read(cell);
      if (!reading) {
        problems.push(`${cellName(main.name, h.row, col)}: "${cell}" is not a choice this product prints in ${language}`);
        continue;
      }
      const want = expectedCell(ballot, reading, words);
      if (cell !== want) problems.push(`${cellName(main.name, h.row, col)}: shows "${cell}", the ballot record says "${want}"${ballot ? ` (record ${ballot.id})` : ''}`);
    }
  }
  for (const [key, b] of current) if (!shown.has(key) && columns.some((c) => c.itemId === b.item)) problems.push(`Record ${b.id}: a current ballot the table does not show`);

  // 5. The tally.
  checkTally(main, dataRows, columns, statements, current, words, problems, notes);
  return { ok: problems.length === 0, meetingId, head, events: events.length, ballots: current.size, language, problems, notes };
}

interface MapSheet {
  items: { col: number; itemId: number }[];
  houses: { row: number; houseId: number; owner: string }[];
  words: Map<number | null, { row: number; text: string }>;
}

function readMap(sheet: ExcelJS.Worksheet): MapSheet {
  const out: MapSheet = { items: [], houses: [], words: new Map() };
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const [kind, a, b, c] = [1, 2, 3, 4].map((i) => text(row.getCell(i).value));
    if (kind === 'item') out.items.push({ col: Number(a), itemId: Number(b) });
    else if (kind === 'house') out.houses.push({ row: Number(a), houseId: Number(b), owner: c! });
    else if (kind === 'choice') out.words.set(Number(a), { row: n, text: b! });
    else if (kind === 'none') out.words.set(null, { row: n, text: b! });
  });
  return out;
}

/** The item columns by their printed headers: each item the record states once, nothing else. */
function itemColumns(main: ExcelJS.Worksheet, lastCol: number, items: readonly ItemStatement[], words: TableWords, problems: string[]) {
  const byHeader = new Map(items.map((i) => [words.t('voteTable.item', { name: i.name, rule: words.t(`voteTable.rule.${i.rule}`) }), i]));
  const out: { col: number; itemId: number }[] = [];
  for (let col = FIXED_COLUMNS + 1; col <= lastCol; col++) {
    const header = text(main.getCell(HEADER_ROW, col).value);
    const item = byHeader.get(header);
    if (!item) {
      problems.push(`${cellName(main.name, HEADER_ROW, col)}: "${header}" is not an item of the meeting as the record states it`);
      continue;
    }
    if (out.some((o) => o.itemId === item.id)) problems.push(`${cellName(main.name, HEADER_ROW, col)}: item ${item.id} is shown twice`);
    out.push({ col, itemId: item.id });
  }
  for (const i of items) if (!out.some((o) => o.itemId === i.id)) problems.push(`${main.name}: item ${i.id} (${i.name}) has no column`);
  return out;
}

/** The participant rows: after the header, up to the first empty row. */
function rowsOf(main: ExcelJS.Worksheet, lastCol: number): number[] {
  const out: number[] = [];
  for (let r = HEADER_ROW + 1; r <= main.rowCount; r++) {
    const row = main.getRow(r);
    let empty = true;
    for (let c = 1; c <= lastCol && empty; c++) if (text(row.getCell(c).value) !== '') empty = false;
    if (empty) break;
    out.push(r);
  }
  return out;
}

/** Each participant row matched to a frozen house by its printed label (the map's row breaks a tie between equal labels). */
function houseRows(main: ExcelJS.Worksheet, dataRows: readonly number[], electorate: readonly ElectorateEntry[], hints: MapSheet['houses'], problems: string[]) {
  const byLabel = new Map<string, ElectorateEntry[]>();
  for (const e of electorate) byLabel.set(labelKey(e.building, e.unit, e.no), [...(byLabel.get(labelKey(e.building, e.unit, e.no)) ?? []), e]);
  const out: { row: number; house: number; owner: string | null; entry: ElectorateEntry | null }[] = [];
  const taken = new Set<number>();
  for (const r of dataRows) {
    const [building, unit, no] = [2, 3, 4].map((c) => text(main.getCell(r, c).value));
    const label = `${building}-${unit}-${no}`;
    const candidates = (byLabel.get(labelKey(building!, unit!, no!)) ?? []).filter((e) => !taken.has(e.house));
    const hinted = hints.find((h) => h.row === r && candidates.some((e) => e.house === h.houseId));
    const entry = candidates.length === 1 ? candidates[0]! : hinted ? candidates.find((e) => e.house === hinted.houseId)! : candidates[0];
    if (!entry) {
      problems.push(`${cellName(main.name, r, 2)}: the row of house ${label} is not a house of the electorate the record froze (or shows it twice)`);
      continue;
    }
    taken.add(entry.house);
    out.push({ row: r, house: entry.house, owner: entry.owner, entry });
  }
  for (const e of electorate) if (!taken.has(e.house)) problems.push(`${main.name}: house ${e.house} (${e.building ?? ''}-${e.unit ?? ''}-${e.no ?? ''}) of the frozen electorate has no row`);
  return out;
}

/** What the product prints for an owner's current ballot (a proxy's name as the cell shows it when it is the stated one or its mask). */
function expectedCell(ballot: ChainRecord | undefined, reading: CellReading, words: TableWords): string {
  if (!ballot) return words.none;
  const proxy = ballot.proxy;
  if (proxy) return words.cellOf(ballot.result, { proxy: reading.note && 'proxy' in reading.note && words.sameProxy(reading.note.proxy, proxy.name) ? reading.note.proxy : proxy.name });
  // A record from before proxies were stated cannot say whether a proxy cast it: the cell's own note is taken.
  if (proxy === undefined && reading.note && 'proxy' in reading.note) return words.cellOf(ballot.result, reading.note);
  return words.cellOf(ballot.result, ballot.channel === 'online' ? { online: true } : null);
}

/**
 * Recomputes each item's count from the ballots, the frozen electorate and
 * the frozen rules the record states (the server's own arithmetic), and
 * compares it with the record's last `counted` statement and every printed
 * tally cell.
 */
function checkTally(
  main: ExcelJS.Worksheet,
  dataRows: readonly number[],
  columns: readonly { col: number; itemId: number }[],
  statements: ChainStatements,
  current: ReadonlyMap<string, ChainRecord>,
  words: TableWords,
  problems: string[],
  notes: string[],
): void {
  const { t } = words;
  const labels = new Map<string, number>();
  for (let r = (dataRows.at(-1) ?? HEADER_ROW) + 1; r <= main.rowCount; r++) {
    const label = text(main.getCell(r, 1).value);
    if (label && !labels.has(label)) labels.set(label, r);
  }
  const counted = statements.counted?.payload ?? null;
  const tallied = labels.has(t('voteTable.tally'));
  if (!tallied) {
    if (counted) problems.push(`${main.name}: the record states a count (event ${statements.counted!.seq}) but the table prints no tally`);
    else if (!labels.has(t('voteTable.notCounted'))) problems.push(`${main.name}: neither a tally nor the line "${t('voteTable.notCounted')}" is printed`);
    return;
  }
  if (!counted) {
    notes.push('The ballot record states no count (a meeting counted before counts were stated): the printed tally is not checked');
    return;
  }
  const opened = statements.opened?.payload ?? null;
  const stated = new Map(counted.items.map((i) => [i.id, i]));
  // The counts the printed tally must show: recomputed where the record states the electorate and rules, else the record's statement.
  const counts = new Map<number, RuledCount>();
  if (opened && statements.rules) {
    const electorate = electorateOfKeyed(opened.electorate.map((e) => ({ houseId: e.house, key: e.owner ?? '', privateArea: e.area })));
    const rules = statements.rules.rules as unknown as CountingRules;
    for (const item of opened.items) {
      const { votes, proxies } = votesOf(item.id, current, electorate);
      const { result, count } = countFrozenItem(electorate, votes, item.rule as PassRule, rules, proxies);
      counts.set(item.id, count);
      const s = stated.get(item.id);
      if (!s) {
        problems.push(`Item ${item.id}: the record's count (event ${statements.counted!.seq}) does not state it`);
        continue;
      }
      const differs = [...(s.result !== result ? ['result'] : []), ...(canonical(s.count) !== canonical(count) ? ['count'] : []), ...(canonical(s.shares) !== canonical(sharesOf(count)) ? ['shares'] : []), ...(s.verdict !== verdictOf(count) ? ['verdict'] : [])];
      if (differs.length) problems.push(`Item ${item.id}: the count the record states (event ${statements.counted!.seq}) is not what its ballots give (${differs.join(', ')})`);
    }
    checkElection(main, labels, columns, opened, counted, counts, t, problems);
  } else {
    notes.push('The ballot record does not state the frozen electorate and rules: the printed tally is compared with its count statement, not recomputed');
    for (const s of counted.items) counts.set(s.id, s.count as unknown as RuledCount);
  }
  const shownCounts = columns.map((c) => counts.get(c.itemId)).filter((c): c is RuledCount => !!c);
  for (const line of tallyLines(shownCounts, t)) {
    const row = labels.get(t(line.key));
    if (row === undefined) {
      problems.push(`${main.name}: the tally line "${t(line.key)}" is missing`);
      continue;
    }
    for (const { col, itemId } of columns) {
      const count = counts.get(itemId);
      if (!count) continue;
      const want = String(line.value(count));
      const cell = text(main.getCell(row, col).value);
      // An area cell is compared as two decimals ('—' where an item has no such area stays text).
      const got = line.area ? (areaOf(cell) ?? cell) : cell;
      if (got !== want) problems.push(`${cellName(main.name, row, col)}: "${t(line.key)}" shows "${cell}", the ballots give "${want}"`);
    }
  }
}

/** Each owner's current choice on an item (owners as the frozen electorate groups the houses) and the owners whose ballot a proxy cast. */
function votesOf(itemId: number, current: ReadonlyMap<string, ChainRecord>, electorate: Electorate): { votes: Map<string, VoteResult>; proxies: Set<string> } {
  const votes = new Map<string, VoteResult>();
  const proxies = new Set<string>();
  for (const r of current.values()) {
    if (r.item !== itemId || r.house === null) continue;
    const owner = electorate.ownerOfHouse.get(r.house);
    if (!owner || ![0, 1, 2].includes(r.result)) continue;
    votes.set(owner, r.result as VoteResult);
    if (r.proxy) proxies.add(owner);
  }
  return { votes, proxies };
}

/** An election: the seats recomputed from the candidates' counts (the recorded seed decides a tie), against the statement and the 当选 row. */
function checkElection(
  main: ExcelJS.Worksheet,
  labels: ReadonlyMap<string, number>,
  columns: readonly { col: number; itemId: number }[],
  opened: NonNullable<ChainStatements['opened']>['payload'],
  counted: NonNullable<ChainStatements['counted']>['payload'],
  counts: ReadonlyMap<number, RuledCount>,
  t: TableWords['t'],
  problems: string[],
): void {
  if (!opened.election) return;
  const candidates = opened.items.filter((i) => i.candidate !== null);
  const seed = (counted.election?.draws as { seed?: unknown }[] | undefined)?.find((d) => typeof d.seed === 'string')?.seed as string | undefined;
  let unseeded = false;
  const outcome = electSeats(
    candidates.map((i) => ({ candidateId: i.candidate!, count: counts.get(i.id) as ItemCount })),
    opened.election.seats,
    (among, n) => {
      if (!seed) unseeded = true;
      return { chosen: seed ? drawWithSeed(among, n, seed) : among.slice(0, n), seed: seed ?? '' };
    },
  );
  if (unseeded) problems.push('Election: a tie for the last seats needs a draw whose seed the record does not state');
  if (canonical(outcome.elected) !== canonical(counted.election?.elected ?? [])) problems.push(`Election: the record states candidates ${canonical(counted.election?.elected ?? [])} elected, the ballots give ${canonical(outcome.elected)}`);
  const row = labels.get(t('voteTable.row.elected'));
  if (row === undefined) {
    problems.push(`${main.name}: the line "${t('voteTable.row.elected')}" is missing`);
    return;
  }
  for (const { col, itemId } of columns) {
    const candidate = candidates.find((i) => i.id === itemId)?.candidate;
    const want = candidate != null && outcome.elected.includes(candidate) ? t('voteTable.electedYes') : '';
    const cell = text(main.getCell(row, col).value);
    if (cell !== want) problems.push(`${cellName(main.name, row, col)}: "${t('voteTable.row.elected')}" shows "${cell}", the ballots give "${want}"`);
  }
}
