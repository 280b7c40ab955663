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
 *    depends only on the value type (a number gets the General format, a
 *    date mm-dd-yy), so one object per type gives every cell the id it had.
 * 2. The zip is packed by node's zlib instead of jszip (JavaScript: UTF-8
 *    encoding, CRC-32 and pako's deflate of 36 MB of XML for that table):
 *    exceljs's own write steps append the same parts, in the same order, to
 *    a small zip writer here, which deflates them natively at the level
 *    pako used (6). The parts are byte for byte the same; only their
 *    compressed bytes differ (and the folder entries jszip adds, which
 *    readers do not need, are absent).
 *
 * Run this last: a shared style object must not be changed afterwards (a
 * cell's `font = …` would change every cell sharing it).
 */
import type ExcelJS from 'exceljs';
import { gzipSync } from 'node:zlib';

/** One shared empty style per value type (the only thing an empty style's id depends on). */
function shareEmptyStyles(wb: ExcelJS.Workbook): void {
  const shared = new Map<number, Partial<ExcelJS.Style>>();
  // Rows have a style too (resolved without a value type, so as a number's): one object for the empty ones.
  const rowStyle: Partial<ExcelJS.Style> = {};
  for (const ws of wb.worksheets) {
    ws.eachRow({ includeEmpty: true }, (row) => {
      // exceljs keeps a row's style on the row (not in its typings).
      const styled = row as ExcelJS.Row & { style?: Partial<ExcelJS.Style> };
      if (styled.style && Object.keys(styled.style).length === 0) styled.style = rowStyle;
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

/**
 * The zip exceljs's writer appends its parts to (`append(data, { name, base64 })`), packed here with node's zlib:
 * gzip gives each part's raw deflate stream and its CRC-32 (the gzip trailer) in one native pass, where jszip
 * encodes, checksums and deflates in JavaScript. Parts are kept in the order exceljs appends them.
 */
class NativeZip {
  private readonly parts: { name: Buffer; crc: number; size: number; body: Buffer }[] = [];

  append(data: string | Buffer | Uint8Array, options: { name: string; base64?: boolean }): void {
    const bytes = typeof data === 'string' ? Buffer.from(data, options.base64 ? 'base64' : 'utf8') : Buffer.from(data);
    const gz = gzipSync(bytes, { level: LEVEL });
    // gzip = 10-byte header (node writes no name or extra fields), raw deflate, CRC-32, size mod 2^32.
    if (gz[3] !== 0) throw new Error('gzip header with optional fields');
    this.parts.push({ name: Buffer.from(options.name, 'utf8'), crc: gz.readUInt32LE(gz.length - 8), size: bytes.length, body: gz.subarray(10, gz.length - 8) });
  }

  /** The zip: a local header and the deflated bytes per part, then the central directory. */
  bytes(at: Date): Buffer {
    const time = (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1);
    const date = ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate();
    const out: Buffer[] = [];
    const central: Buffer[] = [];
    let offset = 0;
    for (const p of this.parts) {
      if (p.size > 0xfffffffe || offset > 0xfffffffe) throw new Error('zip64 is not written');
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
      local.writeUInt16LE(0x0800, 6); // names in UTF-8
      local.writeUInt16LE(8, 8); // deflate
      local.writeUInt16LE(time, 10);
      local.writeUInt16LE(date, 12);
      local.writeUInt32LE(p.crc, 14);
      local.writeUInt32LE(p.body.length, 18);
      local.writeUInt32LE(p.size, 22);
      local.writeUInt16LE(p.name.length, 26);
      const entry = Buffer.alloc(46);
      entry.writeUInt32LE(0x02014b50, 0);
      entry.writeUInt16LE(20, 4); // made by: 2.0, MS-DOS attributes
      local.copy(entry, 6, 4, 28); // version needed … name length, as in the local header
      entry.writeUInt32LE(offset, 42);
      out.push(local, p.name, p.body);
      central.push(entry, p.name);
      offset += local.length + p.name.length + p.body.length;
    }
    const directory = Buffer.concat(central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.parts.length, 8);
    end.writeUInt16LE(this.parts.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    return Buffer.concat([...out, directory, end]);
  }
}

/** exceljs 4.4's XLSX writer, the parts of `write()` (node_modules/exceljs/lib/xlsx/xlsx.js) this file calls. */
interface XlsxParts {
  prepareModel(model: unknown, options: object): void;
  addContentTypes(zip: NativeZip, model: unknown): Promise<void>;
  addOfficeRels(zip: NativeZip, model: unknown): Promise<void>;
  addWorkbookRels(zip: NativeZip, model: unknown): Promise<void>;
  addWorksheets(zip: NativeZip, model: unknown): Promise<void>;
  addSharedStrings(zip: NativeZip, model: unknown): Promise<void>;
  addDrawings(zip: NativeZip, model: unknown): Promise<void>;
  addTables(zip: NativeZip, model: unknown): Promise<void>;
  addThemes(zip: NativeZip, model: unknown): Promise<void>;
  addStyles(zip: NativeZip, model: unknown): Promise<void>;
  addMedia(zip: NativeZip, model: unknown): Promise<void>;
  addApp(zip: NativeZip, model: unknown): Promise<void>;
  addCore(zip: NativeZip, model: unknown): Promise<void>;
  addWorkbook(zip: NativeZip, model: unknown): Promise<void>;
}

/** The deflate level jszip's pako used (its default): about the same file size. */
const LEVEL = 6;

/**
 * The workbook's bytes: exceljs's own `write()`, step for step (same parts, same order), into the native zip.
 * exceljs is pinned (package.json); its write steps are checked to exist, and the pinned test compares every part.
 */
export async function writeWorkbook(wb: ExcelJS.Workbook): Promise<Buffer> {
  shareEmptyStyles(wb);
  const xlsx = wb.xlsx as unknown as XlsxParts;
  const steps = ['prepareModel', 'addContentTypes', 'addOfficeRels', 'addWorkbookRels', 'addWorksheets', 'addSharedStrings', 'addDrawings', 'addTables', 'addThemes', 'addStyles', 'addMedia', 'addApp', 'addCore', 'addWorkbook'] as const;
  for (const s of steps) if (typeof xlsx[s] !== 'function') throw new Error(`exceljs has no XLSX.${s}: check xlsx-write.ts against its write()`);
  const { model } = wb as unknown as { model: unknown };
  const zip = new NativeZip();
  xlsx.prepareModel(model, {});
  await xlsx.addContentTypes(zip, model);
  await xlsx.addOfficeRels(zip, model);
  await xlsx.addWorkbookRels(zip, model);
  await xlsx.addWorksheets(zip, model);
  await xlsx.addSharedStrings(zip, model); // always after worksheets
  await xlsx.addDrawings(zip, model);
  await xlsx.addTables(zip, model);
  await Promise.all([xlsx.addThemes(zip, model), xlsx.addStyles(zip, model)]);
  await xlsx.addMedia(zip, model);
  await Promise.all([xlsx.addApp(zip, model), xlsx.addCore(zip, model)]);
  await xlsx.addWorkbook(zip, model);
  return zip.bytes(new Date());
}
