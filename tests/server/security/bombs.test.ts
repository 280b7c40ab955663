/**
 * Spreadsheets and archives are parsed within declared bounds (crud/sheet.ts,
 * kernel/archive.ts, plugins/package.ts, db/backup.ts): hostile files built
 * here — an XLSX with its cells in column XFD (small and larger), a
 * shared-strings bomb, a merged-range bomb, a CSV of bare newlines, and a
 * zip whose headers claim 1,000 bytes for an entry that really inflates to
 * 512 MB — are refused through the real routes with 1001 (the plugin
 * install's own answer, type 0, for packages) and a translated message
 * naming the limit, without the server’s memory growing by
 * hundreds of MB, and the server answers a good import afterwards. The
 * test app runs in this process, so the server's memory is this
 * process's: rss is sampled while each request runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PassThrough, Readable } from 'node:stream';
import { constants, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { postMultipart } from '../../support/files.ts';
import { MAX_SHEET_CELLS, MAX_SHEET_COLUMNS, MAX_SHEET_ROWS, MAX_SHEET_STRINGS, XLSX_ZIP_LIMITS } from '../../../server/crud/sheet.ts';
import { MAX_ENTRY_BYTES, readPluginPackage } from '../../../server/plugins/package.ts';
import { unzipWithinBounds, ZipRefused } from '../../../server/kernel/archive.ts';
import { BackupError, backupDatabase, restoreDatabase } from '../../../server/db/backup.ts';

const MB = 1024 * 1024;
/** Growth of the process's resident memory a refused file may cause: far below what any of these files inflate to. */
const MEMORY_BOUND = 256 * MB;
// No time bound: a refusal's speed is a benchmark's question (the guide: no timed assertions in tests);
// what bounds the work here is the memory bound and the limit named in the message.

/**
 * `megabytes` MB of zeros as raw DEFLATE, without holding them: one MB of
 * zeros compressed once with a sync flush is a self-contained, byte-aligned
 * run (a literal 0, then matches at distance 1), so the stream is that run
 * repeated and a final empty block. 512 MB come to ~530 KB. (Compressing
 * 512 MB through a streaming deflater takes ~10 s; the bytes are the same kind.)
 */
function zerosDeflated(megabytes: number, byte = 0): Uint8Array {
  const run = deflateRawSync(new Uint8Array(MB).fill(byte), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const out = new Uint8Array(run.length * megabytes + 2);
  for (let i = 0; i < megabytes; i++) out.set(run, i * run.length);
  out.set([0x03, 0x00], run.length * megabytes); // BFINAL, fixed Huffman, end of block
  return out;
}

interface RawEntry {
  name: string;
  /** The entry's bytes as stored (already deflated when method is 8). */
  data: Uint8Array;
  method: 0 | 8;
  /** The uncompressed size written into the local header and the central directory. */
  claimedSize: number;
}

/** A zip written byte by byte, so its headers can claim what the test wants (CRCs are 0: nothing reads them before refusing). */
function rawZip(entries: RawEntry[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = strToU8(e.name);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(8, e.method, true);
    local.setUint16(12, 0x21, true);
    local.setUint32(18, e.data.length, true);
    local.setUint32(22, e.claimedSize, true);
    local.setUint16(26, name.length, true);
    const dir = new DataView(new ArrayBuffer(46));
    dir.setUint32(0, 0x02014b50, true);
    dir.setUint16(4, 20, true);
    dir.setUint16(6, 20, true);
    dir.setUint16(10, e.method, true);
    dir.setUint16(14, 0x21, true);
    dir.setUint32(20, e.data.length, true);
    dir.setUint32(24, e.claimedSize, true);
    dir.setUint16(28, name.length, true);
    dir.setUint32(42, offset, true);
    chunks.push(new Uint8Array(local.buffer), name, e.data);
    central.push(new Uint8Array(dir.buffer), name);
    offset += 30 + name.length + e.data.length;
  }
  const centralSize = central.reduce((n, c) => n + c.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, centralSize, true);
  end.setUint32(16, offset, true);
  const all = [...chunks, ...central, new Uint8Array(end.buffer)];
  const out = new Uint8Array(all.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of all) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

async function workbook(fill: (ws: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  fill(wb.addWorksheet('房屋'));
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** A real workbook with some of its parts replaced (the rest as exceljs wrote them). */
async function withParts(replace: (parts: Record<string, Uint8Array>) => void): Promise<Uint8Array> {
  const parts = unzipSync(await workbook((ws) => ws.addRow(['楼栋号', '房号', '专有面积'])));
  replace(parts);
  return zipSync(Object.fromEntries(Object.entries(parts).map(([n, d]) => [n, [d, { level: 9 }]])));
}

const HEADERS_EN = ['Owner name', 'Mobile number', 'Building no.', 'Unit no.', 'House no.', 'Exclusive area (m²)', 'Area code', 'Property certificate no.'];

interface Measured<T> {
  value: T;
  ms: number;
  /** The most the process's rss rose above where it stood when the request started. */
  grew: number;
}

/** Runs a request while sampling the process's rss (the server runs in this process). */
async function measured<T>(run: () => Promise<T>): Promise<Measured<T>> {
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  try {
    const value = await run();
    const ms = performance.now() - started;
    peak = Math.max(peak, process.memoryUsage().rss);
    return { value, ms, grew: peak - base };
  } finally {
    clearInterval(timer);
  }
}

/** The hostile files, built once for both databases. */
let files: {
  xfdSmall: Uint8Array;
  xfdLarge: Uint8Array;
  sharedStrings: Uint8Array;
  merged: Uint8Array;
  lyingXlsx: Uint8Array;
  lyingPlugin: Uint8Array;
  newlines: Uint8Array;
};

beforeAll(async () => {
  const deflated = zerosDeflated(512);
  files = {
    // (a) 1,999 cells in the sheet's last column, under the header: ~23 KB, seconds of CPU for exceljs before.
    xfdSmall: await workbook((ws) => {
      ws.addRow(HEADERS_EN);
      for (let r = 2; r <= 2000; r++) ws.getCell(`XFD${r}`).value = r;
    }),
    // (b) The same kind, larger: one cell at XFD in each of 8,000 rows (~72 KB), the size that exhausted the heap.
    xfdLarge: await workbook((ws) => {
      ws.addRow(HEADERS_EN);
      for (let r = 2; r <= 8000; r++) ws.getCell(`XFD${r}`).value = r;
    }),
    // A million shared strings: 17 MB of XML in a few tens of KB.
    sharedStrings: await withParts((parts) => {
      parts['xl/sharedStrings.xml'] = strToU8(`<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${'<si><t>x</t></si>'.repeat(1_000_000)}</sst>`);
    }),
    // One merged range inside the column and row limits that exceljs would fill with 2.56 million cells.
    merged: await withParts((parts) => {
      const xml = new TextDecoder().decode(parts['xl/worksheets/sheet1.xml']);
      parts['xl/worksheets/sheet1.xml'] = strToU8(xml.replace('</sheetData>', `</sheetData><mergeCells count="1"><mergeCell ref="A1:${'BL'}${MAX_SHEET_ROWS}"/></mergeCells>`));
    }),
    // (c) Headers claiming 1,000 bytes for an entry that inflates to 512 MB (~530 KB on the wire).
    lyingXlsx: rawZip([{ name: 'xl/media/image1.png', data: deflated, method: 8, claimedSize: 1000 }]),
    lyingPlugin: rawZip([
      { name: 'plugin.json', data: strToU8('{}'), method: 0, claimedSize: 2 },
      { name: 'README.md', data: deflated, method: 8, claimedSize: 1000 },
    ]),
    // 5 MB of bare newlines: five million one-cell rows for csv-parse before (over a gigabyte of heap).
    newlines: new Uint8Array(5 * MB).fill(10),
  };
}, 240_000); // building the bombs is CPU-bound: minutes on a loaded 2-core machine

describeOnDatabases('hostile spreadsheets and archives', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaId: number;

  const importFile = (bytes: Uint8Array, name: string) =>
    measured(async () => {
      const form = new FormData();
      form.append('file', new Blob([bytes.slice()]), name);
      const res = await fetch(`${t.url}/admin/area/house/import`, { method: 'POST', headers: { authorization: admin, selectAreaId: String(areaId), language: 'en' }, body: form });
      return { status: res.status, body: (await res.json()) as any };
    });
  const installPlugin = (bytes: Uint8Array) => measured(() => postMultipart(t, '/admin/plugin/info/install', { token: admin, headers: { language: 'en' }, files: [{ name: 'p.zip', data: Buffer.from(bytes), type: 'application/zip' }] }));

  /** A refused import: 1001, the message, memory bounded. */
  function refused(res: Measured<{ status: number; body: any }>, message: RegExp) {
    expect(res.value.status).toBe(200);
    expect(res.value.body.code, JSON.stringify(res.value.body)).toBe(1001);
    expect(res.value.body.message).toMatch(message);
    expect(res.grew).toBeLessThan(MEMORY_BOUND);
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    areaId = (await t.app.db.areaInfo.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('an XLSX with its cells in column XFD is refused before exceljs reads it, small or large', async () => {
    expect(files.xfdSmall.length).toBeLessThan(30 * 1024);
    expect(files.xfdLarge.length).toBeGreaterThan(60 * 1024);
    for (const bytes of [files.xfdSmall, files.xfdLarge]) {
      refused(await importFile(bytes, 'houses.xlsx'), new RegExp(`past column ${MAX_SHEET_COLUMNS} \\(BL\\)`));
    }
    // The limit is exact: a cell in column BL (64) passes the bounds and meets the import's own header check.
    const edge = await workbook((ws) => {
      ws.addRow(HEADERS_EN);
      ws.addRow(['Wang', '', 'E1', '', '101', 50]);
      ws.getCell('BL1').value = 'Extra';
    });
    const atEdge = await importFile(edge, 'edge.xlsx');
    expect(atEdge.value.body).toMatchObject({ code: 1001, message: 'Unknown columns: Extra' });
    const past = await workbook((ws) => {
      ws.addRow(HEADERS_EN);
      ws.addRow(['Wang', '', 'E1', '', '101', 50]);
      ws.getCell('BM1').value = 'Extra';
    });
    refused(await importFile(past, 'past.xlsx'), /past column 64/);
  });

  it('shared-string and merged-range bombs are refused by the string and cell limits', async () => {
    expect(files.sharedStrings.length).toBeLessThan(200 * 1024);
    refused(await importFile(files.sharedStrings, 'strings.xlsx'), new RegExp(`more than ${MAX_SHEET_STRINGS} texts`));
    refused(await importFile(files.merged, 'merged.xlsx'), new RegExp(`more than ${MAX_SHEET_CELLS} cells`));
  });

  it('a zip whose headers lie about an entry that inflates to 512 MB is refused while inflating', async () => {
    expect(files.lyingXlsx.length).toBeLessThan(600 * 1024);
    const plugins = await t.app.db.pluginInfo.count();
    const mb = XLSX_ZIP_LIMITS.maxEntryBytes / MB;
    refused(await importFile(files.lyingXlsx, 'lying.xlsx'), new RegExp(`"xl/media/image1\\.png" of the file inflates to more than ${mb} MB`));
    // The plugin install answers refusals as type 0 (its own contract), with the limit named.
    const plugin = await installPlugin(files.lyingPlugin);
    expect(plugin.value.body.code, plugin.value.text).toBe(1000);
    expect(plugin.value.body.data).toEqual({ type: 0, message: `p.zip: The file "README.md" in the package exceeds ${MAX_ENTRY_BYTES / 1024} KB uncompressed` });
    expect(plugin.grew).toBeLessThan(MEMORY_BOUND);
    expect(await t.app.db.pluginInfo.count()).toBe(plugins);
  });

  it('a CSV of bare newlines is refused by the row limit while it is parsed', async () => {
    refused(await importFile(files.newlines, 'houses.csv'), new RegExp(`past row ${MAX_SHEET_ROWS}`));
  });

  it('messages follow the language; the server still answers and a good file still imports', async () => {
    const form = new FormData();
    form.append('file', new Blob([files.xfdSmall.slice()]), 'houses.xlsx');
    const zh = await fetch(`${t.url}/admin/area/house/import`, { method: 'POST', headers: { authorization: admin, selectAreaId: String(areaId) }, body: form });
    expect(await zh.json()).toEqual({ code: 1001, message: `表格超出了第${MAX_SHEET_COLUMNS}列（BL列）：导入文件最多${MAX_SHEET_COLUMNS}列，请使用导入模板` });

    const before = await t.app.db.areaHouse.count({ where: { areaId } });
    const good = await workbook((ws) => {
      ws.addRow(HEADERS_EN);
      ws.addRow(['Wang', '13700137000', 'B9', '1', '901', 75.25, null, null]);
      ws.addRow(['Li', '', 'B9', '1', '902', 80, null, null]);
    });
    const res = await importFile(good, 'houses.xlsx');
    expect(res.value.body).toEqual({ code: 1000, message: 'success', data: { total: 2, imported: 2, validateOnly: false } });
    expect(await t.app.db.areaHouse.count({ where: { areaId } })).toBe(before + 2);
    const csv = new TextEncoder().encode(`${HEADERS_EN.join(',')}\r\nZhao,,B9,1,903,66.5,,\r\n`);
    expect((await importFile(csv, 'houses.csv')).value.body.data).toEqual({ total: 1, imported: 1, validateOnly: false });
  });

  it('a backup that inflates past its limits is refused and restores nothing', async () => {
    const count = () => t.app.db.areaHouse.count();
    const before = await count();
    // One endless line: 512 MB of 'x' with no newline, as a gzip member (its CRC is never reached).
    const gzipHeader = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3);
    const endless = Buffer.concat([gzipHeader, zerosDeflated(512, 0x78)]);
    const line = await measured(() => restoreDatabase(t.app.db, Readable.from([endless]), { maxLineBytes: 4 * MB, maxTableBytes: 4 * MB, maxTotalBytes: 64 * MB }).catch((e) => e));
    expect(line.value).toBeInstanceOf(BackupError);
    expect(String(line.value.message)).toMatch(/a line inflates to more than 4194304 bytes/);
    expect(line.grew).toBeLessThan(MEMORY_BOUND);

    // A real backup: its rows of one table past a (test-sized) table limit, then the same backup followed by the endless line past a total limit.
    const collected: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (c: Buffer) => collected.push(c));
    await backupDatabase(t.app.db, sink);
    const backup = Buffer.concat(collected);
    const table = await restoreDatabase(t.app.db, Readable.from([backup]), { maxLineBytes: 64 * MB, maxTableBytes: 200, maxTotalBytes: 64 * MB }).catch((e) => e);
    expect(table).toBeInstanceOf(BackupError);
    expect(String(table.message)).toMatch(/the rows of \w+ pass 200 bytes/);
    const followed = Buffer.concat([backup, endless]);
    const total = await measured(() => restoreDatabase(t.app.db, Readable.from([followed]), { maxLineBytes: 64 * MB, maxTableBytes: 64 * MB, maxTotalBytes: 32 * MB }).catch((e) => e));
    expect(total.value).toBeInstanceOf(BackupError);
    expect(String(total.value.message)).toMatch(/inflates to more than 33554432 bytes/);
    expect(total.grew).toBeLessThan(MEMORY_BOUND);
    expect(await count()).toBe(before);
    // The backup itself is sound: within the default limits it restores.
    await restoreDatabase(t.app.db, Readable.from([backup]));
    expect(await count()).toBe(before);
  });
});

describe('the zip helper reads what the entries hold, not what the headers claim', () => {
  it('an entry claiming 900 MB that holds a few bytes is read; one claiming 1,000 bytes is cut off at the limit', () => {
    const manifest = strToU8(JSON.stringify({ name: 'Notify', keyName: 'notify-x', hook: 'notify', version: '1.0.0' }));
    const pkg = readPluginPackage(rawZip([{ name: 'plugin.json', data: manifest, method: 0, claimedSize: 900 * MB }]));
    expect(pkg.manifest).toMatchObject({ keyName: 'notify-x', hook: 'notify' });
    // The limit is the real byte count: 1 MB + 1 of zeros is refused, 1 MB exactly is not, whatever the headers say.
    const limits = { maxEntries: 4, maxEntryBytes: MB, maxTotalBytes: 4 * MB };
    const exactly = rawZip([{ name: 'a.bin', data: deflateRawSync(new Uint8Array(MB)), method: 8, claimedSize: 1 }]);
    expect(unzipWithinBounds(exactly, limits).get('a.bin')!.length).toBe(MB);
    const over = rawZip([{ name: 'a.bin', data: deflateRawSync(new Uint8Array(MB + 1)), method: 8, claimedSize: 1 }]);
    let refusal: unknown;
    try {
      unzipWithinBounds(over, limits);
    } catch (e) {
      refusal = e;
    }
    expect(refusal).toBeInstanceOf(ZipRefused);
    expect((refusal as ZipRefused).refusal).toEqual({ reason: 'entryTooLarge', name: 'a.bin', limit: MB });
  });
});
