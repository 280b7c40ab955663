/**
 * Tables read from an uploaded XLSX or CSV file, and import templates
 * written as XLSX or CSV: the file side of imports (modules/area/house-import.ts).
 * XLSX is read and written by exceljs, CSV by csv-parse / csv-stringify;
 * nothing here parses a format by hand.
 *
 * Limits, checked before the rows are looked at: the upload's bytes, the
 * uncompressed size of an XLSX (its zip directory, read with fflate without
 * inflating anything, so a zip bomb is refused before exceljs opens it),
 * and the number of data rows.
 */
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../kernel/errors.ts';
import type { UploadedFile } from '../builder.ts';
import type { ExportFormatName } from './export.ts';

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;
/** An XLSX whose parts inflate to more than this is refused unread. */
const MAX_XLSX_INFLATED = 200 * 1024 * 1024;

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

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  let inflated = 0;
  try {
    unzipSync(bytes, {
      filter: (f) => {
        inflated += f.originalSize;
        return false;
      },
    });
  } catch {
    throw new AppError('import.fileUnreadable', {}, 1001, 'file');
  }
  if (inflated > MAX_XLSX_INFLATED) throw new AppError('import.tooLarge', { mb: MAX_IMPORT_BYTES / 1024 / 1024 }, 1001, 'file');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as any);
  } catch {
    throw new AppError('import.fileUnreadable', {}, 1001, 'file');
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

function readCsv(bytes: Uint8Array): string[][] {
  const text = decodeText(bytes);
  try {
    return parse(text, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false }) as string[][];
  } catch {
    throw new AppError('import.fileUnreadable', {}, 1001, 'file');
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
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width, style: c.text ? { numFmt: '@' } : {} }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  columns.forEach((c, i) => {
    if (c.note) head.getCell(i + 1).note = c.note;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
