/**
 * The export of any list (POST /admin/<prefix>/export, GraphQL <type>Export
 * with a download URL): CSV and XLSX parsed back, chosen columns only,
 * filters and the community scope honoured, enumerated values and computed
 * columns, translated headers, formula cells neutralised, the stream's
 * headers, 401/403, the request log and EPS.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { neutralise } from '../../server/crud/export.ts';

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describeOnDatabases('list export', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaA: number;
  let areaB: number;
  let staffA: string;
  let nobody: string;

  async function exportRaw(prefix: string, body: Record<string, unknown>, opts: { token?: string | null; area?: number; lang?: string } = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const token = opts.token === undefined ? admin : opts.token;
    if (token) headers.authorization = token;
    if (opts.area) headers.selectAreaId = String(opts.area);
    if (opts.lang) headers.language = opts.lang;
    const res = await fetch(`${t.url}/admin/${prefix}/export`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  async function exportCsv(prefix: string, body: Record<string, unknown>, opts: { token?: string; area?: number; lang?: string } = {}) {
    const { res, bytes } = await exportRaw(prefix, { ...body, format: 'csv' }, opts);
    expect(res.status, bytes.toString()).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = bytes.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    return { res, rows: parse(text, { bom: true }) as string[][] };
  }

  async function exportXlsx(prefix: string, body: Record<string, unknown>, opts: { token?: string; area?: number; lang?: string } = {}) {
    const { res, bytes } = await exportRaw(prefix, { ...body, format: 'xlsx' }, opts);
    expect(res.status, bytes.toString().slice(0, 200)).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as any);
    const ws = wb.worksheets[0]!;
    const rows: unknown[][] = [];
    ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { res, rows, sheet: ws.name };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    const db = t.app.db;
    areaA = (await db.areaInfo.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    areaB = (await db.areaInfo.create({ data: { name: '乙小区' } })).id;
    await db.areaHouse.deleteMany({});
    await db.areaHouse.createMany({
      data: [
        { areaId: areaA, ownerName: '张三', phone: '13800138000', buildingNo: '1', unitNo: '1', houseNo: '101', privateArea: '89.50' },
        { areaId: areaA, ownerName: '=HYPERLINK("http://evil","x")', phone: '+8613800138000', buildingNo: '1', unitNo: '1', houseNo: '102', privateArea: '70' },
        { areaId: areaA, ownerName: ' \t@SUM(A1)', buildingNo: '2', unitNo: '1', houseNo: '201', privateArea: '60.25' },
        { areaId: areaA, ownerName: '-2+3', buildingNo: '2', unitNo: '2', houseNo: '202' },
        { areaId: areaB, ownerName: 'MARKB_业主', buildingNo: '1', unitNo: '1', houseNo: '101', privateArea: '99' },
      ],
    });
    const menus = await db.baseSysMenu.findMany({ where: { type: 2, perms: { startsWith: 'area:house:' } }, select: { id: true, perms: true } });
    expect(menus.map((m) => m.perms)).toContain('area:house:export');
    const role = await t.req('POST', '/admin/base/sys/role/add', { token: admin, body: { name: '房屋导出', label: 'house_export', menuIdList: menus.map((m) => m.id) } });
    await t.req('POST', '/admin/base/sys/user/add', { token: admin, body: { username: 'export_a', password: 'export123', name: 'A区导出', roleIdList: [role.body.data.id], areaIds: [areaA] } });
    await t.req('POST', '/admin/base/sys/user/add', { token: admin, body: { username: 'export_none', password: 'export123', name: '无权导出', areaIds: [areaA] } });
    staffA = (await t.login('export_a', 'export123')).token;
    nobody = (await t.login('export_none', 'export123')).token;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('CSV: chosen columns in order, translated headers, computed columns, the list’s order, the download headers', async () => {
    const { res, rows } = await exportCsv('area/house', { columns: ['buildingNo', 'houseNo', 'ownerName', 'privateArea', 'areaName', 'createTime'] }, { area: areaA });
    const cd = res.headers.get('content-disposition')!;
    expect(cd).toBe(`attachment; filename="_-${today()}.csv"; filename*=UTF-8''${encodeURIComponent('房屋信息')}-${today()}.csv`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(rows[0]).toEqual(['楼栋号', '房号', '业主姓名', '专有面积', '小区名称', '创建时间']);
    expect(rows.slice(1).map((r) => r.slice(0, 4))).toEqual([
      ['1', '101', '张三', '89.5'],
      ['1', '102', `'=HYPERLINK("http://evil","x")`, '70'],
      ['2', '201', "' \t@SUM(A1)", '60.25'],
      ['2', '202', "'-2+3", ''],
    ]);
    const areaName = (await t.app.db.areaInfo.findUniqueOrThrow({ where: { id: areaA } })).name;
    expect(rows.slice(1).every((r) => r[4] === areaName && TIME.test(r[5]!))).toBe(true);
    const en = await exportCsv('area/house', { columns: ['houseNo', 'privateArea', 'areaName'] }, { area: areaA, lang: 'en' });
    expect(en.rows[0]).toEqual(['House no.', 'Exclusive area (m²)', 'Community name']);
    expect(en.res.headers.get('content-disposition')).toContain(`filename*=UTF-8''House-${today()}.csv`);
  });

  it('XLSX: parsed back with exceljs, numbers as numbers, formula text neutralised, never a formula', async () => {
    const { rows, sheet } = await exportXlsx('area/house', { columns: ['houseNo', 'ownerName', 'phone', 'privateArea'], order: 'houseNo', sort: 'desc' }, { area: areaA });
    expect(sheet).toBe('房屋信息');
    expect(rows[0]).toEqual(['房号', '业主姓名', '手机号', '专有面积']);
    expect(rows.slice(1)).toEqual([
      ['202', "'-2+3"],
      ['201', "' \t@SUM(A1)", undefined, 60.25],
      ['102', `'=HYPERLINK("http://evil","x")`, "'+8613800138000", 70],
      ['101', '张三', '13800138000', 89.5],
    ]);
  });

  it('dictionary-backed columns are written with the dictionary’s names (CSV and XLSX); a value it does not hold as it is', async () => {
    const db = t.app.db;
    const user = await db.baseSysUser.create({ data: { username: 'dict_export', name: '字典导出', password: 'x', propertyCompany: '2' } });
    const odd = await db.baseSysUser.create({ data: { username: 'dict_export_odd', name: '字典导出二', password: 'x', propertyCompany: '9' } });
    const goods = await db.demoGoods.create({ data: { title: '字典商品', price: '1.50', type: 3 } });
    const csv = await exportCsv('base/sys/user', { keyWord: '字典导出', columns: ['username', 'propertyCompany'] });
    expect(csv.rows.slice(1).sort()).toEqual([
      ['dict_export', '安居物业管理有限公司'],
      ['dict_export_odd', '9'],
    ]);
    const xlsx = await exportXlsx('demo/goods', { columns: ['title', 'type'] });
    expect(xlsx.rows.find((r) => r[0] === '字典商品')).toEqual(['字典商品', '食品']);
    await db.baseSysUser.deleteMany({ where: { id: { in: [user.id, odd.id] } } });
    await db.demoGoods.delete({ where: { id: goods.id } });
  });

  it('filters, keyWord and the community scope of the lists; staff of A never get B’s rows', async () => {
    const filtered = await exportCsv('area/house', { buildingNo: '2', columns: ['houseNo'] }, { area: areaA });
    expect(filtered.rows.slice(1)).toEqual([['201'], ['202']]);
    const kw = await exportCsv('area/house', { keyWord: '张', columns: ['houseNo'] }, { area: areaA });
    expect(kw.rows.slice(1)).toEqual([['101']]);
    // The superuser without a selection exports every community; with B selected, only B.
    const all = await exportCsv('area/house', { columns: ['ownerName'] });
    expect(all.rows.length - 1).toBe(5);
    const onlyB = await exportCsv('area/house', { columns: ['ownerName'] }, { area: areaB });
    expect(onlyB.rows.slice(1)).toEqual([['MARKB_业主']]);
    // Staff of A: their community only, also when asking for B by filter; a forged selectAreaId is refused.
    const staff = await exportCsv('area/house', { columns: ['ownerName', 'areaId'] }, { token: staffA });
    expect(staff.rows.length - 1).toBe(4);
    expect(staff.rows.slice(1).every((r) => r[1] === String(areaA))).toBe(true);
    const byFilter = await exportCsv('area/house', { areaId: areaB, columns: ['ownerName'] }, { token: staffA });
    expect(byFilter.rows).toEqual([['业主姓名']]);
    const forged = await exportRaw('area/house', { format: 'csv' }, { token: staffA, area: areaB });
    expect(forged.res.status).toBe(200);
    expect(JSON.parse(forged.bytes.toString())).toEqual({ code: 1001, message: '无权访问该小区' });
    for (const format of ['csv', 'xlsx']) {
      const { bytes } = await exportRaw('area/house', { format }, { token: staffA });
      expect(bytes.includes('MARKB')).toBe(false);
    }
  });

  it('refuses unknown columns, formats and sort fields with a translated 1001 (no file)', async () => {
    const cols = await exportRaw('area/house', { columns: ['houseNo', 'password', 'nope'] });
    expect(JSON.parse(cols.bytes.toString())).toEqual({ code: 1001, message: '不能导出的列：password, nope' });
    const fmt = await exportRaw('area/house', { format: 'pdf' }, { lang: 'en' });
    expect(JSON.parse(fmt.bytes.toString()).code).toBe(1001);
    const sort = await exportRaw('area/house', { order: 'nope' });
    expect(JSON.parse(sort.bytes.toString())).toEqual({ code: 1001, message: '排序字段不正确' });
    // Secret columns are not readable, so not exportable.
    const secret = await exportRaw('base/sys/user', { columns: ['username', 'password'] });
    expect(JSON.parse(secret.bytes.toString())).toEqual({ code: 1001, message: '不能导出的列：password' });
  });

  it('401 without a token and 403 without the export permission, before the body is read', async () => {
    const anonymous = await fetch(`${t.url}/admin/area/house/export`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' });
    expect(anonymous.status).toBe(401);
    const denied = await fetch(`${t.url}/admin/area/house/export`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: nobody }, body: '{not json' });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ code: 1001, message: '登录失效或无权限访问~' });
  });

  it('every entity with a list can be exported: enumerated values as labels, computed columns through their resolvers', async () => {
    const users = await exportCsv('base/sys/user', { columns: ['username', 'status', 'departmentName', 'roleName'], keyWord: 'export_' });
    expect(users.rows[0]).toEqual(['用户名', '状态', '部门名称', '角色名称']);
    expect(users.rows.slice(1).sort()).toEqual([
      ['export_a', '启用', '', '房屋导出'],
      ['export_none', '启用', '', ''],
    ]);
    const en = await exportCsv('base/sys/user', { columns: ['username', 'status'], keyWord: 'export_a' }, { lang: 'en' });
    expect(en.rows).toEqual([['Username', 'Status'], ['export_a', 'Enabled']]);
    // The EPS listing and the seeded buttons name the export of each entity.
    const eps = (await t.req('GET', '/admin/base/open/eps')).body.data;
    const house = eps.area.find((c: any) => c.prefix === '/admin/area/house');
    expect(house.api.map((a: any) => `${a.method} ${a.path}`)).toEqual(expect.arrayContaining(['post /export', 'post /import', 'get /importTemplate']));
    const buttons = await t.app.db.baseSysMenu.count({ where: { type: 2, perms: { endsWith: ':export' } } });
    expect(buttons).toBeGreaterThan(25);
  });

  it('the call is in the request log', async () => {
    const before = (await t.app.db.baseSysLog.aggregate({ _max: { id: true } }))._max.id ?? 0;
    await exportCsv('area/house', { columns: ['houseNo'], buildingNo: '1' }, { area: areaA });
    // Refused calls of earlier tests are logged in batches and may land after this one: look among the entries written since.
    const logs = await t.app.db.baseSysLog.findMany({ where: { action: 'POST /admin/area/house/export', id: { gt: before } }, orderBy: { id: 'desc' } });
    // The body as the client sent it (the legacy filters at the top level).
    expect(logs.map((l) => l.params)).toContainEqual({ columns: ['houseNo'], format: 'csv', buildingNo: '1' });
  });

  it('GraphQL: the mutation answers a single-use download URL that needs the same token', async () => {
    const q = 'mutation($c: [String!], $f: ExportFormat) { areaHouseExport(columns: $c, format: $f, filter: { buildingNo: "1" }) { __typename ... on MutationAreaHouseExportSuccess { data { url fileName expiresAt } } ... on AppError { message } } }';
    const res = await t.gql(q, { c: ['houseNo', 'ownerName'], f: 'XLSX'.toLowerCase() }, staffA);
    const data = res.body.data.areaHouseExport.data;
    expect(data.url).toMatch(/^\/admin\/base\/comm\/download\?ticket=[\w-]{20,}$/);
    expect(data.fileName).toBe(`房屋信息-${today()}.xlsx`);
    // Another user's token cannot use it; no token is 401.
    expect((await fetch(t.url + data.url)).status).toBe(401);
    const stolen = await fetch(t.url + data.url, { headers: { authorization: admin } });
    expect(await stolen.json()).toEqual({ code: 1001, message: '下载链接无效或已过期，请重新导出' });
    const file = await fetch(t.url + data.url, { headers: { authorization: staffA } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(`房屋信息-${today()}.xlsx`)}`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await file.arrayBuffer()) as any);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([['房号', '业主姓名'], ['101', '张三'], ['102', `'=HYPERLINK("http://evil","x")`]]);
    // Used once.
    const again = await fetch(t.url + data.url, { headers: { authorization: staffA } });
    expect((await again.json()).code).toBe(1001);
    // Without the permission the mutation is refused like any other.
    const denied = await t.gql(q, { c: ['houseNo'] }, nobody);
    expect(denied.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('neutralises formula starts, also after blanks', () => {
    for (const s of ['=1+1', '+1', '-1', '@x', '  =x', '\t=x', '\tx', '\rx', ' \n@x']) expect(neutralise(s)).toBe(`'${s}`);
    for (const s of ['abc', '1-2', 'a=b', '', ' x', '中文']) expect(neutralise(s)).toBe(s);
  });
});
