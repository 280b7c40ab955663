/**
 * Tables read from an uploaded XLSX or CSV file, and import templates
 * written as XLSX or CSV: the file side of imports (modules/area/house-import.ts).
 * XLSX is read and written by exceljs, CSV by csv-parse / csv-stringify;
 * nothing here parses a format by hand.
 *
 * An XLSX is a zip of XML parts, and exceljs believes both: a 12 KB file
 * whose cells sit in column XFD makes it build 16,384-slot rows (seconds of
 * CPU), a 72 KB one exhausted the heap and killed the server. So before
 * exceljs sees anything, the zip is inflated within XLSX_ZIP_LIMITS by
 * kernel/archive.ts (real bytes counted while inflating, the zip's own size
 * claims never read), and while each part streams out a light scan of its
 * XML tags (not a parser: it reads a handful of attributes of a handful of
 * tags) holds the sheet to the declared limits below, counting what exceljs
 * would allocate for: cells (`<c r=…>`, and the cells a `<mergeCell>` or a
 * `<dataValidation sqref=…>` range makes it fill in), the row and column
 * any cell or range reaches, `<col max=…>` (one object per column), shared
 * strings (`<si>`) and XML elements in all. Only then is exceljs handed a
 * zip re-made from exactly the parts that were checked. Every refusal is a
 * translated 1001 naming the limit.
 */
import type ExcelJS from 'exceljs';
/** exceljs is loaded on the first workbook, not at start (about 25 MB of the process's memory; docs/compiled-server.md). */
const loadExcel = async () => (await import('exceljs')).default;
import { zipSync, type Zippable } from 'fflate';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../kernel/errors.ts';
import { unzipWithinBounds, ZipRefused, type ZipLimits } from '../kernel/archive.ts';
import type { UploadedFile } from '../builder.ts';
import type { ExportFormatName } from './export.ts';

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;
/** No cell may sit right of this column (BL): four times the widest import template's columns, and any column past it is a mistake or an attack. */
export const MAX_SHEET_COLUMNS = 64;
/** No cell may sit below this row: the header, MAX_IMPORT_ROWS data rows, and as many blank or title rows again. */
export const MAX_SHEET_ROWS = 2 * MAX_IMPORT_ROWS;
/**
 * Cells in the sheet (merged and validated ranges counted cell by cell, as
 * exceljs fills them in): 16 a data row — twice the house template's 8.
 * exceljs keeps ~330 bytes a cell, so this bounds a sheet to ~100 MB of heap.
 */
export const MAX_SHEET_CELLS = 16 * MAX_IMPORT_ROWS;
/** Shared strings (`<si>`) in the workbook: one per cell at most is all a real file needs. */
export const MAX_SHEET_STRINGS = MAX_SHEET_CELLS;
/** XML elements in all the workbook's parts together (each cell is 2–3 of them, opening and closing tags counted). */
export const MAX_XLSX_XML_TAGS = 4_000_000;
/** The zip of an XLSX, counted while it inflates: per part, in total, and parts. */
export const XLSX_ZIP_LIMITS: Readonly<ZipLimits> = {
  maxEntries: 1000,
  maxEntryBytes: 32 * 1024 * 1024,
  maxTotalBytes: 48 * 1024 * 1024,
};
/** The columns `<col max=…>` may name: XLSX's own last column (XFD); exceljs makes one object per column up to it. */
const XLSX_LAST_COLUMN = 16_384;
/** One XML tag with the text after it (a cell's text is at most 32,767 characters in Excel). */
const MAX_XML_SEGMENT = 1024 * 1024;

export interface SheetRow {
  /** The row number the user sees in the file (the header is row 1). */
  row: number;
  cells: string[];
}

export interface Table {
  headers: string[];
  rows: SheetRow[];
}

function cellText(v: ExcelJS.CellValue | undefined): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    if ('richText' in v && Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if ('formula' in v || 'sharedFormula' in v) return cellText((v as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('text' in v) return cellText((v as ExcelJS.CellHyperlinkValue).text);
    if ('error' in v) return String((v as ExcelJS.CellErrorValue).error);
  }
  return String(v);
}

function isXlsx(bytes: Uint8Array, name: string): boolean {
  // A zip file (PK\x03\x04); the name only decides when the bytes are not a zip.
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return true;
  return /\.xlsx$/i.test(name);
}

const unreadable = () => new AppError('import.fileUnreadable', {}, 1001, 'file');

/** Column letters → number (A → 1, XFD → 16384); 0 when not letters. */
function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) {
    const c = ch.charCodeAt(0);
    if (c < 65 || c > 90) return 0;
    n = n * 26 + (c - 64);
    if (n > 1e6) return n;
  }
  return n;
}

function columnLetters(n: number): string {
  let s = '';
  for (let v = n; v > 0; v = Math.floor((v - 1) / 26)) s = String.fromCharCode(65 + ((v - 1) % 26)) + s;
  return s;
}

interface CellRef {
  col: number;
  row: number;
}

/** A cell reference as a sheet writes it (A1, $B$7); anything else (entities, garbage) is unreadable. */
function cellRef(text: string): CellRef {
  const m = /^\$?([A-Za-z]{1,4})\$?(\d{1,8})$/.exec(text.trim());
  if (!m) throw unreadable();
  return { col: columnNumber(m[1]!), row: Number(m[2]) };
}

/** A range (A1:C3) or a single cell as a one-cell range. */
function rangeRef(text: string): { from: CellRef; to: CellRef } {
  const [a, b, extra] = text.split(':');
  if (extra !== undefined || !a) throw unreadable();
  const from = cellRef(a);
  const to = b === undefined ? from : cellRef(b);
  return { from: { col: Math.min(from.col, to.col), row: Math.min(from.row, to.row) }, to: { col: Math.max(from.col, to.col), row: Math.max(from.row, to.row) } };
}

/** The attributes we read, from one tag's segment (any quote style; a prefixed attribute is not the one exceljs reads). */
const ATTRIBUTE = /(?:^|[\s"'])(r|ref|sqref|min|max)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
/** The tag name a segment starts with, its namespace prefix dropped. */
const TAG_NAME = /^<(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)/;

/**
 * Reads the XML parts of one workbook as they inflate and refuses (AppError
 * 1001) the moment the workbook passes a sheet limit. Text is split at '<'
 * (which cannot occur raw inside an attribute value or text in XML), so
 * each segment is one tag and the text after it; tags split across chunks
 * are carried over. Anything a comment or CDATA makes look like a tag is
 * counted too: the scan can only over-count, never miss a real tag.
 */
class WorkbookScan {
  private tags = 0;
  private cells = 0;
  private strings = 0;

  /** A reader for one part of the zip, or undefined for parts that are not XML. */
  reader(name: string): ((chunk: Uint8Array, final: boolean) => void) | undefined {
    if (!/\.(xml|rels|vml)$/i.test(name)) return undefined;
    // exceljs takes a worksheet by an unanchored match of xl/worksheets/sheetN.xml: anything under a worksheets/ folder is read as one.
    const kind = /worksheets\//i.test(name) ? 'sheet' : /sharedStrings\.xml$/i.test(name) ? 'strings' : 'other';
    let carry: string[] = [];
    let carried = 0;
    const sheet = { row: 0, col: 0 };
    return (chunk, final) => {
      const text = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
      const last = text.lastIndexOf('<');
      if (last < 0) {
        carried += text.length;
        if (carried > MAX_XML_SEGMENT) throw unreadable();
        carry.push(text);
      } else {
        carry.push(text.slice(0, last));
        this.segments(carry.join(''), kind, sheet);
        carry = [text.slice(last)];
        carried = text.length - last;
      }
      if (final) this.segments(carry.join(''), kind, sheet);
    };
  }

  private segments(text: string, kind: 'sheet' | 'strings' | 'other', sheet: { row: number; col: number }): void {
    let at = text.indexOf('<');
    while (at >= 0) {
      const next = text.indexOf('<', at + 1);
      const end = next < 0 ? text.length : next;
      if (end - at > MAX_XML_SEGMENT) throw unreadable();
      if (++this.tags > MAX_XLSX_XML_TAGS) throw new AppError('bounds.xlsxTags', { max: MAX_XLSX_XML_TAGS }, 1001, 'file');
      if (kind !== 'other') this.tag(text.slice(at, end), kind, sheet);
      at = next;
    }
  }

  private tag(segment: string, kind: 'sheet' | 'strings', sheet: { row: number; col: number }): void {
    const name = TAG_NAME.exec(segment)?.[1];
    if (!name) return; // a closing tag, a comment, a processing instruction
    if (kind === 'strings') {
      if (name === 'si' && ++this.strings > MAX_SHEET_STRINGS) throw new AppError('bounds.sheetStrings', { max: MAX_SHEET_STRINGS }, 1001, 'file');
      return;
    }
    if (name !== 'row' && name !== 'c' && name !== 'dimension' && name !== 'col' && name !== 'mergeCell' && name !== 'dataValidation') return;
    const attrs: [string, string][] = [];
    for (const m of segment.matchAll(ATTRIBUTE)) attrs.push([m[1]!, m[2] ?? m[3] ?? '']);
    const values = (attr: string) => attrs.filter(([a]) => a === attr).map(([, v]) => v);
    switch (name) {
      case 'row': {
        // A row without r follows the one before it.
        const rs = values('r');
        sheet.row = rs.length ? Math.max(...rs.map((r) => (/^\d{1,8}$/.test(r.trim()) ? Number(r) : Infinity))) : sheet.row + 1;
        if (!Number.isFinite(sheet.row)) throw unreadable();
        this.within({ col: 1, row: sheet.row });
        sheet.col = 0;
        return;
      }
      case 'c': {
        // A cell without r follows the one before it in its row.
        const rs = values('r');
        if (rs.length) {
          for (const r of rs) {
            const ref = cellRef(r);
            this.within(ref);
            sheet.col = ref.col;
          }
        } else {
          sheet.col += 1;
          this.within({ col: sheet.col, row: Math.max(1, sheet.row) });
        }
        this.count(1);
        return;
      }
      case 'dimension':
        for (const ref of values('ref')) for (const part of ref.trim().split(/\s+/)) this.range(part, false);
        return;
      case 'mergeCell':
        for (const ref of values('ref')) for (const part of ref.trim().split(/\s+/)) this.range(part, true);
        return;
      case 'dataValidation':
        for (const ref of values('sqref')) for (const part of ref.trim().split(/\s+/)) this.range(part, true);
        return;
      case 'col':
        for (const v of [...values('min'), ...values('max')]) {
          if (!/^\d{1,5}$/.test(v.trim()) || Number(v) > XLSX_LAST_COLUMN) throw unreadable();
        }
        return;
    }
  }

  /** A range must lie within the limits; exceljs fills in every cell of a merged or validated range, so those count. */
  private range(text: string, fills: boolean): void {
    if (!text) return;
    const { from, to } = rangeRef(text);
    this.within(from);
    this.within(to);
    if (fills) this.count((to.col - from.col + 1) * (to.row - from.row + 1));
  }

  private within(ref: CellRef): void {
    if (ref.col > MAX_SHEET_COLUMNS) throw new AppError('bounds.sheetColumns', { max: MAX_SHEET_COLUMNS, last: columnLetters(MAX_SHEET_COLUMNS) }, 1001, 'file');
    if (ref.row > MAX_SHEET_ROWS) throw new AppError('bounds.sheetRows', { max: MAX_SHEET_ROWS }, 1001, 'file');
  }

  private count(n: number): void {
    this.cells += n;
    if (this.cells > MAX_SHEET_CELLS) throw new AppError('bounds.sheetCells', { max: MAX_SHEET_CELLS }, 1001, 'file');
  }
}

/** The zip's refusal in the import's words. */
function xlsxRefusal(e: unknown): never {
  if (!(e instanceof ZipRefused)) throw e;
  const r = e.refusal;
  const mb = (n: number) => Math.round(n / 1024 / 1024);
  if (r.reason === 'entryTooLarge') throw new AppError('bounds.archiveEntry', { name: r.name, mb: mb(r.limit) }, 1001, 'file');
  if (r.reason === 'totalTooLarge') throw new AppError('bounds.archiveTotal', { mb: mb(r.limit) }, 1001, 'file');
  if (r.reason === 'tooManyEntries') throw new AppError('bounds.archiveEntries', { max: r.limit }, 1001, 'file');
  throw unreadable();
}

/** The workbook's parts, inflated and scanned within the limits, re-zipped (stored) for exceljs. */
function checkedXlsx(bytes: Uint8Array): Uint8Array {
  const scan = new WorkbookScan();
  let parts: Map<string, Uint8Array>;
  try {
    parts = unzipWithinBounds(bytes, XLSX_ZIP_LIMITS, { keep: (name) => !name.endsWith('/'), observe: (name) => scan.reader(name) });
  } catch (e) {
    xlsxRefusal(e);
  }
  const files: Zippable = {};
  for (const [name, data] of parts) files[name] = [data, { level: 0 }];
  return zipSync(files);
}

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  const checked = checkedXlsx(bytes);
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(checked.buffer, checked.byteOffset, checked.byteLength) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets.find((s) => s.actualRowCount > 0) ?? workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.rowCount > MAX_IMPORT_ROWS + 1 && sheet.actualRowCount > MAX_IMPORT_ROWS + 1) throw new AppError('import.tooManyRows', { max: MAX_IMPORT_ROWS }, 1001, 'file');
  const out: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const values = row.values as ExcelJS.CellValue[];
    const cells: string[] = [];
    for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
    out[n - 1] = cells;
  });
  for (let i = 0; i < out.length; i++) out[i] ??= [];
  return out;
}

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Excel on Chinese Windows saves "CSV" in GB18030 (GBK).
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(bytes);
    } catch {
      throw new AppError('import.fileUnreadable', {}, 1001, 'file');
    }
  }
}

/**
 * A CSV is held to the sheet limits while csv-parse reads it (on_record
 * refuses the record past a limit): 10 MB of bare newlines would otherwise
 * be 10 million one-cell rows, over a gigabyte of heap, before the row
 * limit below ever looked. Empty cells at the end of a record do not count
 * towards the columns (Excel writes them for a formatted range).
 */
function readCsv(bytes: Uint8Array): string[][] {
  const text = decodeText(bytes);
  let rows = 0;
  let cells = 0;
  const onRecord = (record: string[]) => {
    if (++rows > MAX_SHEET_ROWS) throw new AppError('bounds.sheetRows', { max: MAX_SHEET_ROWS }, 1001, 'file');
    let width = record.length;
    while (width > 0 && record[width - 1] === '') width--;
    if (width > MAX_SHEET_COLUMNS) throw new AppError('bounds.sheetColumns', { max: MAX_SHEET_COLUMNS, last: columnLetters(MAX_SHEET_COLUMNS) }, 1001, 'file');
    cells += width;
    if (cells > MAX_SHEET_CELLS) throw new AppError('bounds.sheetCells', { max: MAX_SHEET_CELLS }, 1001, 'file');
    return width === record.length ? record : record.slice(0, width);
  };
  try {
    return parse(text, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false, on_record: onRecord }) as string[][];
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw unreadable();
  }
}

/** The header row and the data rows of an uploaded file (blank rows dropped, their numbers kept). */
export async function readTable(file: UploadedFile): Promise<Table> {
  if (file.size > MAX_IMPORT_BYTES) throw new AppError('import.tooLarge', { mb: MAX_IMPORT_BYTES / 1024 / 1024 }, 1001, 'file');
  const name = String(file.name ?? '');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > MAX_IMPORT_BYTES) throw new AppError('import.tooLarge', { mb: MAX_IMPORT_BYTES / 1024 / 1024 }, 1001, 'file');
  let grid: string[][];
  if (isXlsx(bytes, name)) grid = await readXlsx(bytes);
  else if (/\.(csv|txt)$/i.test(name) || !/\.[a-z0-9]+$/i.test(name)) grid = readCsv(bytes);
  else throw new AppError('import.fileType', {}, 1001, 'file');
  const headerIndex = grid.findIndex((cells) => cells.some((c) => c.trim() !== ''));
  if (headerIndex < 0) throw new AppError('import.empty', {}, 1001, 'file');
  const headers = grid[headerIndex]!.map((h) => h.trim());
  const rows: SheetRow[] = [];
  for (let i = headerIndex + 1; i < grid.length; i++) {
    const cells = grid[i]!.map((c) => c.trim());
    if (cells.every((c) => c === '')) continue;
    rows.push({ row: i + 1, cells });
    if (rows.length > MAX_IMPORT_ROWS) throw new AppError('import.tooManyRows', { max: MAX_IMPORT_ROWS }, 1001, 'file');
  }
  if (rows.length === 0) throw new AppError('import.empty', {}, 1001, 'file');
  return { headers, rows };
}

export interface TemplateColumn {
  header: string;
  /** Kept as text in Excel (phone numbers, codes): no scientific notation, no lost leading zeros. */
  text: boolean;
  width: number;
  note?: string;
}

/** An empty import template: the header row only (XLSX with notes on the headers, or CSV with a BOM). */
export async function templateFile(columns: TemplateColumn[], format: ExportFormatName, sheetName: string): Promise<Buffer> {
  if (format === 'csv') return Buffer.from(`\uFEFF${stringify([columns.map((c) => c.header)])}`, 'utf8');
  const workbook = new (await loadExcel()).Workbook();
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width, style: c.text ? { numFmt: '@' } : {} }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  columns.forEach((c, i) => {
    if (c.note) head.getCell(i + 1).note = c.note;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
