/**
 * Writes a large exceljs workbook cheaply without changing what it holds
 * (docs/vote-table.md; the vote table's XML parts are pinned by
 * tests/server/meeting/vote-table-pinned.test.ts):
 *
 * 1. Cells without a style of their own share one empty style object per
 *    value type. exceljs gives every cell a fresh `{}` and, when writing,
 *    renders each cell's style to XML to look its id up (its WeakMap cache
 *    only helps for shared objects): 300,000 renders for a 5,000-house
 *    table and its 45,000-event ballot record, and one more per row. The id of an empty style
 *    depends only on the value type (a number gets the General format), so
 *    one object per type gives every cell the id it had.
 * 2. The zip is deflated by node's zlib instead of jszip's pako (JavaScript):
 *    exceljs writes it stored (uncompressed, with the CRC of each part), and
 *    each part is then deflated natively at the same level pako used (6).
 *    The parts are byte for byte the same; only their compressed bytes differ.
 *
 * Run this last: a shared style object must not be changed afterwards (a
 * cell's `font = …` would change every cell sharing it).
 */
import type ExcelJS from 'exceljs';
import { deflateRawSync } from 'node:zlib';

/** One shared empty style per value type (the only thing an empty style's id depends on). */
function shareEmptyStyles(wb: ExcelJS.Workbook): void {
  const shared = new Map<number, Partial<ExcelJS.Style>>();
  // Rows have a style too (resolved without a value type, so as a number's): one object for the empty ones.
  const rowStyle: Partial<ExcelJS.Style> = {};
  for (const ws of wb.worksheets) {
    ws.eachRow({ includeEmpty: true }, (row) => {
      if (row.style && Object.keys(row.style).length === 0) row.style = rowStyle;
      row.eachCell({ includeEmpty: true }, (cell) => {
        const style = cell.style;
        if (!style || Object.keys(style).length > 0) return;
        // A formula's style id follows its result's type (cell-xform getEffectiveCellType), and merged cells share their
        // master's object (whose id the first of them decides): those keep theirs.
        if (cell.type === 6 /* ValueType.Formula */ || cell.isMerged) return;
        let one = shared.get(cell.type);
        if (!one) shared.set(cell.type, (one = {}));
        cell.style = one;
      });
    });
  }
}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;

/**
 * Deflates a stored (uncompressed) zip's entries with zlib. Only what exceljs's
 * stored zip holds is expected: no zip64, no data descriptors needed (sizes
 * and CRCs are taken from the central directory and written in full).
 */
export function deflateStoredZip(zip: Buffer, level = 6): Buffer {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== END) end--;
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== CENTRAL) throw new Error('zip: bad central directory');
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    const centralLength = 46 + nameLength + extraLength + commentLength;
    const central = Buffer.from(zip.subarray(at, at + centralLength));
    at += centralLength;
    if (method !== 0) throw new Error('zip: expected stored entries');
    const localNameLength = zip.readUInt16LE(localAt + 26);
    const localExtraLength = zip.readUInt16LE(localAt + 28);
    const dataAt = localAt + 30 + localNameLength + localExtraLength;
    const data = zip.subarray(dataAt, dataAt + size);
    // Directories (and empty parts) stay stored; the rest is deflated.
    const deflate = size > 0;
    const body = deflate ? deflateRawSync(data, { level }) : data;
    const local = Buffer.from(zip.subarray(localAt, dataAt));
    const flags = local.readUInt16LE(6) & ~0x0008; // sizes are in the header: no data descriptor
    for (const [header, base] of [[local, 0], [central, 2]] as const) {
      header.writeUInt16LE(deflate ? 20 : header.readUInt16LE(base + 4), base + 4); // version needed: 2.0 for deflate
      header.writeUInt16LE(flags, base + 6);
      header.writeUInt16LE(deflate ? 8 : 0, base + 8);
      header.writeUInt32LE(crc, base + 14);
      header.writeUInt32LE(body.length, base + 18);
      header.writeUInt32LE(size, base + 22);
    }
    central.writeUInt32LE(offset, 42);
    locals.push(local, body);
    centrals.push(central);
    offset += local.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const tail = Buffer.from(zip.subarray(end, zip.length));
  tail.writeUInt32LE(directory.length, 12);
  tail.writeUInt32LE(offset, 16);
  if (zip.readUInt32LE(end) !== END || tail.readUInt32LE(0) !== END) throw new Error('zip: bad end record');
  return Buffer.concat([...locals, directory, tail]);
}

/** The workbook's bytes: the same parts exceljs writes, its styles resolved once per shared object and deflated natively. */
export async function writeWorkbook(wb: ExcelJS.Workbook): Promise<Buffer> {
  shareEmptyStyles(wb);
  const stored = Buffer.from(await wb.xlsx.writeBuffer({ zip: { compression: 'STORE' } } as ExcelJS.XlsxWriteOptions));
  return deflateStoredZip(stored);
}
