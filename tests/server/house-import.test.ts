/**
 * House import (POST /admin/area/house/import, GraphQL areaHouseImport) and
 * its template (GET /admin/area/house/importTemplate): XLSX and CSV uploads,
 * JSON rows, GraphQL multipart, every row validated before anything is
 * written (all rows or none), answers in the request's language, the
 * community rules, validateOnly, and the template's round trip.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { HOUSE_IMPORT_COLUMNS } from '../../server/modules/area/house-import.ts';

const HEADERS_ZH = ['业主姓名', '手机号', '楼栋号', '单元号', '房号', '专有面积', '区域编码', '产权证号'];
const HEADERS_EN = ['Owner name', 'Mobile number', 'Building no.', 'Unit no.', 'House no.', 'Exclusive area (m²)', 'Area code', 'Property certificate no.'];

function csv(rows: (string | number)[][]): Buffer {
  const text = rows.map((r) => r.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c))).join(',')).join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('房屋');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describeOnDatabases('house import', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaA: number;
  let areaB: number;
  let staffA: string;

  /** Uploads a file to the REST import route; answers the parsed envelope. */
  async function upload(bytes: Buffer, name: string, opts: { token?: string; area?: number | null; lang?: string; fields?: Record<string, string> } = {}) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, v);
    const headers: Record<string, string> = { authorization: opts.token ?? admin };
    if (opts.area !== null) headers.selectAreaId = String(opts.area ?? areaA);
    if (opts.lang) headers.language = opts.lang;
    const res = await fetch(`${t.url}/admin/area/house/import`, { method: 'POST', headers, body: form });
    return { status: res.status, body: (await res.json()) as any };
  }

  const housesOf = (areaId: number) => t.app.db.areaHouse.count({ where: { areaId } });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    areaA = (await t.app.db.areaInfo.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    areaB = (await t.app.db.areaInfo.create({ data: { name: '乙小区' } })).id;
    // Staff of community A with the house permissions (import included, seeded from the declaration).
    const menus = await t.app.db.baseSysMenu.findMany({ where: { type: 2, perms: { startsWith: 'area:house:' } }, select: { id: true, perms: true } });
    expect(menus.map((m) => m.perms)).toContain('area:house:import');
    const role = await t.req('POST', '/admin/base/sys/role/add', { token: admin, body: { name: '房屋管理员', label: 'house_admin', menuIdList: menus.map((m) => m.id) } });
    await t.req('POST', '/admin/base/sys/user/add', { token: admin, body: { username: 'house_a', password: 'house123', name: 'A区房管', roleIdList: [role.body.data.id], areaIds: [areaA] } });
    staffA = (await t.login('house_a', 'house123')).token;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('imports a good CSV into the selected community', async () => {
    const before = await housesOf(areaA);
    const res = await upload(
      csv([HEADERS_ZH, ['张三', '13800138000', 'C1', '1', '101', '89.5', 'A-01', '京房权证001'], ['李四', '+8613900139000', 'C1', '1', '102', '120', '', ''], ['', '', 'C1', '', '103', '66.66', '', '']]),
      'houses.csv',
      { token: staffA },
    );
    expect(res.body).toEqual({ code: 1000, message: 'success', data: { total: 3, imported: 3, validateOnly: false } });
    expect(await housesOf(areaA)).toBe(before + 3);
    const row = await t.app.db.areaHouse.findFirstOrThrow({ where: { areaId: areaA, buildingNo: 'C1', houseNo: '101' } });
    expect(row).toMatchObject({ ownerName: '张三', phone: '13800138000', unitNo: '1', areaCode: 'A-01', propertyCertNo: '京房权证001' });
    expect(Number(row.privateArea)).toBe(89.5);
    const blank = await t.app.db.areaHouse.findFirstOrThrow({ where: { areaId: areaA, buildingNo: 'C1', houseNo: '103' } });
    expect(blank).toMatchObject({ ownerName: null, phone: null, unitNo: null });
  });

  it('imports a good XLSX (English headers, numeric cells)', async () => {
    const before = await housesOf(areaA);
    const file = await xlsx([HEADERS_EN, ['Wang', 13700137000, 'X2', 2, 201, 75.25, null, null], ['Zhao', '010-12345678', 'X2', 2, 202, 80, null, null]]);
    const res = await upload(file, 'houses.xlsx', { token: staffA });
    expect(res.body.data).toEqual({ total: 2, imported: 2, validateOnly: false });
    expect(await housesOf(areaA)).toBe(before + 2);
    const row = await t.app.db.areaHouse.findFirstOrThrow({ where: { areaId: areaA, buildingNo: 'X2', houseNo: '201' } });
    expect(row).toMatchObject({ ownerName: 'Wang', phone: '13700137000', unitNo: '2' });
    expect(String(row.privateArea)).toBe('75.25');
  });

  it('one bad row changes nothing and is named with its reasons (zh-cn and en)', async () => {
    const before = await housesOf(areaA);
    const rows = [HEADERS_ZH, ['甲', '13800138001', 'D1', '1', '101', '50', '', ''], ['乙', '12345', 'D1', '1', '102', '-3.5', '', ''], ['丙', '', 'D1', '1', '103', '70.123', '', '']];
    const zh = await upload(csv(rows), 'bad.csv');
    expect(zh.body.code).toBe(1001);
    expect(zh.body.message).toBe('共2行数据有误，未导入任何数据');
    expect(zh.body.data.total).toBe(3);
    expect(zh.body.data.rows).toEqual([
      { row: 3, fields: ['phone', 'privateArea'], messages: [expect.stringContaining('手机号格式不正确'), '专有面积必须大于0'] },
      { row: 4, fields: ['privateArea'], messages: ['专有面积最多保留2位小数'] },
    ]);
    const en = await upload(csv(rows), 'bad.csv', { lang: 'en' });
    expect(en.body.message).toBe('2 rows have errors; nothing was imported');
    expect(en.body.data.rows[0].messages[0]).toMatch(/^Mobile number is not a valid phone number/);
    expect(en.body.data.rows[1].messages[0]).toBe("Exclusive area (m²) allows at most 2 decimal places");
    expect(await housesOf(areaA)).toBe(before);
    expect(await t.app.db.areaHouse.count({ where: { buildingNo: 'D1' } })).toBe(0);
  });

  it('required columns and values, lengths from the schema', async () => {
    const missing = await upload(csv([['业主姓名', '楼栋号'], ['甲', 'E1']]), 'missing.csv');
    expect(missing.body).toEqual({ code: 1001, message: '缺少必填列：房号, 专有面积' });
    const unknown = await upload(csv([[...HEADERS_ZH, '备注'], ['甲', '', 'E1', '', '1', '9', '', '', 'x']]), 'unknown.csv');
    expect(unknown.body).toEqual({ code: 1001, message: '无法识别的列：备注' });
    const res = await upload(csv([HEADERS_ZH, ['甲', '', '', '', '', '', '', ''], ['x'.repeat(256), '', 'E1', '', 'y'.repeat(51), '10', '', '']]), 'values.csv');
    expect(res.body.data.rows).toEqual([
      { row: 2, fields: ['buildingNo', 'houseNo', 'privateArea'], messages: ['楼栋号不能为空', '房号不能为空', '专有面积不能为空'] },
      { row: 3, fields: ['ownerName', 'houseNo'], messages: ['业主姓名长度不能超过255个字符', '房号长度不能超过50个字符'] },
    ]);
  });

  it('duplicates inside the file and against the community’s houses', async () => {
    // Written straight into the database, without the key the server keeps: still found.
    const existing = await t.app.db.areaHouse.create({ data: { areaId: areaA, buildingNo: 'F1', unitNo: '2', houseNo: '301' } });
    // The same house in community B does not count.
    await t.app.db.areaHouse.create({ data: { areaId: areaB, buildingNo: 'F1', unitNo: '2', houseNo: '302' } });
    const before = await housesOf(areaA);
    const res = await upload(
      csv([HEADERS_ZH, ['甲', '', 'F1', '2', '301', '10', '', ''], ['乙', '', 'F1', '2', '302', '10', '', ''], ['丙', '', 'f1 ', '2', '302', '10', '', ''], ['丁', '', 'F1', '', '302', '10', '', '']]),
      'dups.csv',
    );
    expect(res.body.code).toBe(1001);
    expect(res.body.data.rows).toEqual([
      { row: 2, fields: ['houseNo'], messages: [`房屋信息已存在：楼栋号、单元号、房号为“F1 / 2 / 301”（ID ${existing.id}）`] },
      { row: 4, fields: ['houseNo'], messages: ['与第3行是同一房屋（楼栋号+单元号+房号）'] },
    ]);
    expect(await housesOf(areaA)).toBe(before);
  });

  it('refuses without a selected community, and a community not the viewer’s', async () => {
    const file = csv([HEADERS_ZH, ['甲', '', 'G1', '', '1', '10', '', '']]);
    const none = await upload(file, 'g.csv', { area: null });
    expect(none.body).toEqual({ code: 1001, message: '请先选择要导入房屋的小区' });
    const noneEn = await upload(file, 'g.csv', { area: null, lang: 'en' });
    expect(noneEn.body.message).toBe('Select the community to import the houses into first');
    const foreign = await upload(file, 'g.csv', { token: staffA, area: areaB });
    expect(foreign.body).toEqual({ code: 1001, message: '无权访问该小区' });
    const missing = await upload(file, 'g.csv', { area: 999999 });
    expect(missing.body.code).toBe(1001);
    expect(await t.app.db.areaHouse.count({ where: { buildingNo: 'G1' } })).toBe(0);
  });

  it('without a token 401, without the permission 403 (before the body is read)', async () => {
    const file = csv([HEADERS_ZH, ['甲', '', 'H1', '', '1', '10', '', '']]);
    const anonymous = await fetch(`${t.url}/admin/area/house/import`, { method: 'POST', headers: { selectAreaId: String(areaA) }, body: (() => { const f = new FormData(); f.append('file', new Blob([new Uint8Array(file)]), 'h.csv'); return f; })() });
    expect(anonymous.status).toBe(401);
    await t.req('POST', '/admin/base/sys/user/add', { token: admin, body: { username: 'no_perm', password: 'noperm123', name: '无权', areaIds: [areaA] } });
    const nobody = (await t.login('no_perm', 'noperm123')).token;
    expect((await upload(file, 'h.csv', { token: nobody })).status).toBe(403);
    expect((await t.req('GET', '/admin/area/house/importTemplate', { token: nobody })).status).toBe(403);
  });

  it('size limits: too many rows, too many bytes, an unreadable file', async () => {
    const many = [HEADERS_ZH, ...Array.from({ length: 20001 }, (_, i) => ['', '', 'L', '', String(i), '1', '', ''])];
    expect((await upload(csv(many), 'many.csv')).body).toEqual({ code: 1001, message: '一次最多导入20000行' });
    const big = Buffer.alloc(11 * 1024 * 1024, 0x41);
    expect((await upload(big, 'big.csv')).body).toEqual({ code: 1001, message: '请求数据不能超过10MB' });
    expect((await upload(Buffer.from('PK\u0003\u0004garbage'), 'broken.xlsx')).body).toEqual({ code: 1001, message: '文件无法读取，请使用下载的导入模板' });
    expect((await upload(Buffer.from('hello'), 'notes.pdf')).body).toEqual({ code: 1001, message: '仅支持 xlsx 或 csv 文件' });
    // A NUL character in a cell is a bad row, not a database error.
    const nul = await upload(csv([HEADERS_ZH, ['a\u0000b', '', 'L', '', '1', '1', '', '']]), 'nul.csv');
    expect(nul.body.data.rows).toEqual([{ row: 2, fields: ['ownerName'], messages: ['输入包含不允许的字符'] }]);
    expect(await t.app.db.areaHouse.count({ where: { buildingNo: 'L' } })).toBe(0);
  });

  it('JSON rows for API clients (keys are column names or labels); validateOnly writes nothing', async () => {
    const rows = [
      { ownerName: '赵', phone: '13800000001', buildingNo: 'J1', unitNo: '1', houseNo: '1', privateArea: 88.8 },
      { 业主姓名: '钱', 楼栋号: 'J1', 房号: '2', 专有面积: '99' },
    ];
    const before = await housesOf(areaA);
    const check = await t.req('POST', '/admin/area/house/import', { token: admin, headers: { selectAreaId: String(areaA) }, body: { rows, validateOnly: true } });
    expect(check.body).toEqual({ code: 1000, message: 'success', data: { total: 2, imported: 0, validateOnly: true } });
    expect(await housesOf(areaA)).toBe(before);
    const bad = await t.req('POST', '/admin/area/house/import', { token: admin, headers: { selectAreaId: String(areaA) }, body: { rows: [...rows, { buildingNo: 'J1', houseNo: '3', privateArea: 0 }], validateOnly: true } });
    expect(bad.body.data.rows).toEqual([{ row: 3, fields: ['privateArea'], messages: ['专有面积必须大于0'] }]);
    const done = await t.req('POST', '/admin/area/house/import', { token: admin, headers: { selectAreaId: String(areaA) }, body: { rows } });
    expect(done.body.data).toEqual({ total: 2, imported: 2, validateOnly: false });
    expect(await housesOf(areaA)).toBe(before + 2);
    const notList = await t.req('POST', '/admin/area/house/import', { token: admin, headers: { selectAreaId: String(areaA) }, body: { rows: 'x' } });
    expect(notList.body).toEqual({ code: 1001, message: 'rows 必须是对象数组' });
    // An upload validated only (multipart field validateOnly).
    const file = csv([HEADERS_ZH, ['孙', '', 'J2', '', '1', '10', '', '']]);
    expect((await upload(file, 'v.csv', { fields: { validateOnly: 'true' } })).body.data).toEqual({ total: 1, imported: 0, validateOnly: true });
    expect(await t.app.db.areaHouse.count({ where: { buildingNo: 'J2' } })).toBe(0);
  });

  it('GraphQL multipart upload (yoga File scalar), errors as AppError details', async () => {
    const send = async (bytes: Buffer, validateOnly: boolean, lang = 'zh-cn') => {
      const form = new FormData();
      form.append(
        'operations',
        JSON.stringify({
          query:
            'mutation($file: File, $v: Boolean) { areaHouseImport(file: $file, validateOnly: $v) { __typename ... on MutationAreaHouseImportSuccess { data { total imported validateOnly } } ... on AppError { code message details } } }',
          variables: { file: null, v: validateOnly },
        }),
      );
      form.append('map', JSON.stringify({ 0: ['variables.file'] }));
      form.append('0', new Blob([new Uint8Array(bytes)]), 'houses.xlsx');
      const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { authorization: admin, selectAreaId: String(areaA), language: lang }, body: form });
      return (await res.json()) as any;
    };
    const good = await xlsx([HEADERS_ZH, ['周', '13800000002', 'Q1', '1', '1', '60.5', '', '']]);
    const res = await send(good, false);
    expect(res.data.areaHouseImport).toEqual({ __typename: 'MutationAreaHouseImportSuccess', data: { total: 1, imported: 1, validateOnly: false } });
    expect(await t.app.db.areaHouse.count({ where: { buildingNo: 'Q1' } })).toBe(1);
    const bad = await send(await xlsx([HEADERS_ZH, ['吴', 'abc', 'Q2', '', '1', '60', '', '']]), false, 'en');
    expect(bad.data.areaHouseImport).toMatchObject({ __typename: 'AppError', code: 1001, message: '1 rows have errors; nothing was imported' });
    expect(bad.data.areaHouseImport.details.rows).toEqual([{ row: 2, fields: ['phone'], messages: [expect.stringMatching(/^Mobile number is not a valid phone number/)] }]);
    expect(await t.app.db.areaHouse.count({ where: { buildingNo: 'Q2' } })).toBe(0);
  });

  it('the template round-trips in every language (download, fill, import)', async () => {
    for (const [lang, format] of [['zh-cn', 'xlsx'], ['en', 'xlsx'], ['zh-tw', 'csv']] as const) {
      const res = await fetch(`${t.url}/admin/area/house/importTemplate?format=${format}`, { headers: { authorization: staffA, language: lang } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
      const bytes = Buffer.from(await res.arrayBuffer());
      let filled: Buffer;
      const building = `T-${lang}`;
      if (format === 'xlsx') {
        expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.load(bytes as any);
        const ws = wb.worksheets[0]!;
        const headers = (ws.getRow(1).values as string[]).slice(1);
        expect(headers).toHaveLength(HOUSE_IMPORT_COLUMNS.length);
        if (lang === 'zh-cn') expect(headers).toEqual(['业主姓名', '手机号', '楼栋号*', '单元号', '房号*', '专有面积*', '区域编码', '产权证号']);
        if (lang === 'en') expect(headers[5]).toBe('Exclusive area (m²)*');
        ws.addRow(['模板', '13800000003', building, '1', '101', '45.5', 'Z', 'P']);
        filled = Buffer.from(await wb.xlsx.writeBuffer());
      } else {
        expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        const text = bytes.toString('utf8');
        expect(text.startsWith('\uFEFF')).toBe(true);
        expect(text).toContain('樓棟號*');
        filled = Buffer.from(`${text.trimEnd()}\r\n模板,13800000003,${building},1,101,45.5,Z,P\r\n`, 'utf8');
      }
      const imported = await upload(filled, `template.${format}`, { token: staffA });
      expect(imported.body.data, lang).toEqual({ total: 1, imported: 1, validateOnly: false });
      expect(await t.app.db.areaHouse.count({ where: { areaId: areaA, buildingNo: building } })).toBe(1);
    }
  });

  it('a GBK (GB18030) CSV from Excel on Chinese Windows is read', async () => {
    // Node decodes GB18030 but has no encoder: the test builds the bytes from a decoding table.
    const header = HEADERS_ZH.join(',');
    const utf8 = `${header}\r\n王五,,K1,,1,10,,\r\n`;
    const gbk = encodeGb18030(utf8);
    expect(gbk).not.toEqual(Buffer.from(utf8));
    const res = await upload(gbk, 'gbk.csv');
    expect(res.body.data).toEqual({ total: 1, imported: 1, validateOnly: false });
    expect((await t.app.db.areaHouse.findFirstOrThrow({ where: { buildingNo: 'K1' } })).ownerName).toBe('王五');
  });
});

/** GB18030 bytes of a text whose characters are ASCII or in a small table (the test's own words). */
function encodeGb18030(text: string): Buffer {
  const decoder = new TextDecoder('gb18030');
  const table = new Map<string, number[]>();
  // Search the two-byte GBK range for the characters needed (decoding is what Node offers).
  const needed = new Set([...text].filter((c) => c.charCodeAt(0) > 0x7f));
  for (let hi = 0x81; hi <= 0xfe && table.size < needed.size; hi++) {
    for (let lo = 0x40; lo <= 0xfe; lo++) {
      if (lo === 0x7f) continue;
      const ch = decoder.decode(new Uint8Array([hi, lo]));
      if (needed.has(ch) && !table.has(ch)) table.set(ch, [hi, lo]);
    }
  }
  const bytes: number[] = [];
  for (const c of text) bytes.push(...(c.charCodeAt(0) <= 0x7f ? [c.charCodeAt(0)] : table.get(c)!));
  return Buffer.from(bytes);
}
