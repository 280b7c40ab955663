/**
 * Export of table rows to CSV (UTF-8 with BOM, so spreadsheet programs read
 * Chinese text) and XLSX (SheetJS, loaded only when an XLSX is asked for).
 */

export type Cell = string | number | boolean | null | undefined;

export interface ExportSheet {
  headers: string[];
  rows: Cell[][];
}

function csvCell(v: Cell): string {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return /[",\r\n]/.test(s) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** CSV text (RFC 4180, CRLF line ends), without the BOM. */
export function toCSV(sheet: ExportSheet): string {
  return [sheet.headers, ...sheet.rows].map((r) => r.map(csvCell).join(',')).join('\r\n');
}

export function csvBlob(sheet: ExportSheet): Blob {
  return new Blob(['\ufeff', toCSV(sheet)], { type: 'text/csv;charset=utf-8' });
}

/** An XLSX workbook of one sheet, written by SheetJS (loaded only when an XLSX is asked for). */
export async function xlsxBlob(sheet: ExportSheet, sheetName = 'Sheet1'): Promise<Blob> {
  const XLSX = await import('@e965/xlsx');
  const ws = XLSX.utils.aoa_to_sheet([sheet.headers, ...sheet.rows.map((r) => r.map((v) => (v === undefined ? null : v)))]);
  const wb = XLSX.utils.book_new();
  // sheet names: at most 31 characters, none of \ / ? * [ ] :
  XLSX.utils.book_append_sheet(wb, ws, sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1');
  const bytes = XLSX.write(wb, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
  return new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** Saves a file through a temporary link. */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
