/**
 * House figures, on the embedded database and on PostgreSQL:
 *  - import: 10,000 rows uploaded as XLSX and as CSV to
 *    POST /admin/area/house/import (upload, parse, validate every row,
 *    duplicates against the community, one bulk insert), rows/s;
 *  - the house page (POST /admin/area/house/page) on 100,000 houses,
 *    req/s and p50/p99 with autocannon (10 connections);
 *  - the export of those 100,000 houses as CSV and XLSX (streamed): rows/s
 *    and the growth of the live heap (after a full collection) while it ran,
 *    which shows that the rows are not held in memory;
 *  - keyword pages (docs/keyword-search.md): a selective keyword, a
 *    2-character and a 1-character one, one every house matches and one no
 *    house matches, each measured with the trigram indexes of area_house and
 *    without them (dropped, then restored), alternately, in the same run.
 * BENCH_HOUSES=keyword measures only the keyword pages (the import and the
 * export are skipped; the 100,000 houses are still written).
 * Figures only: nothing here asserts a time.
 */
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import { benchConfig, adminToken } from './bench-app.ts';
import { createApp } from '../server/app.ts';
import { onBothDatabases } from './databases.ts';
import { ensureKeywordIndexes, keywordIndexes } from '../server/crud/keyword-indexes.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const IMPORT_ROWS = 10_000;
const PAGE_HOUSES = 100_000;
const ONLY_KEYWORD = process.env.BENCH_HOUSES === 'keyword';
/** Rounds of the keyword pages: with the indexes, without, with, … (alternately). */
const KEYWORD_ROUNDS = Number(process.env.BENCH_KEYWORD_ROUNDS ?? 1);

export type HouseRow = { db: string; target: string; figure: string; detail: string };

const HEADERS = ['业主姓名', '手机号', '楼栋号', '单元号', '房号', '专有面积', '区域编码', '产权证号'];

function importRows(tag: string): string[][] {
  return Array.from({ length: IMPORT_ROWS }, (_, i) => [
    `业主${i}`,
    `139${String(i).padStart(8, '0')}`,
    `${tag}${Math.floor(i / 200)}`,
    String(Math.floor(i / 50) % 4),
    String(100 + (i % 50)),
    (50 + (i % 100) + 0.25).toFixed(2),
    `A${i % 10}`,
    `证${i}`,
  ]);
}

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('房屋');
  ws.addRow(HEADERS);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function csvOf(rows: string[][]): Buffer {
  return Buffer.from(`\uFEFF${[HEADERS, ...rows].map((r) => r.join(',')).join('\r\n')}\r\n`, 'utf8');
}


function fire(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(opts, (err, result) => (err ? reject(err) : resolve(result))));
}

async function benchOne(dbLabel: string, databaseUrl: string | undefined): Promise<HouseRow[]> {
  const config = benchConfig(databaseUrl);
  const app = await createApp(config, { memoryDb: !databaseUrl });
  const rows: HouseRow[] = [];
  try {
    const url = await app.listen(0, '127.0.0.1');
    const token = await adminToken(url);
    const area = (await app.db.areaInfo.create({ data: { name: '压测小区' } })).id;
    const headers = { authorization: token, selectAreaId: String(area) };

    for (const [format, file] of ONLY_KEYWORD ? [] : [['xlsx', await xlsxOf(importRows('X'))], ['csv', csvOf(importRows('C'))]] as const) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), `houses.${format}`);
      const started = performance.now();
      const res = await fetch(`${url}/admin/area/house/import`, { method: 'POST', headers, body: form });
      const body = await res.json();
      const seconds = (performance.now() - started) / 1000;
      if (body.data?.imported !== IMPORT_ROWS) throw new Error(`import failed: ${JSON.stringify(body).slice(0, 300)}`);
      rows.push({ db: dbLabel, target: `import ${IMPORT_ROWS} rows (${format.toUpperCase()}, ${(file.length / 1024).toFixed(0)} KB)`, figure: `${Math.round(IMPORT_ROWS / seconds)} rows/s`, detail: `${seconds.toFixed(2)} s` });
    }

    // Fill the community up to 100,000 houses.
    const have = await app.db.areaHouse.count({ where: { areaId: area } });
    for (let start = have; start < PAGE_HOUSES; start += 10_000) {
      const n = Math.min(10_000, PAGE_HOUSES - start);
      await app.db.areaHouse.createMany({
        data: Array.from({ length: n }, (_, k) => {
          const i = start + k;
          return { areaId: area, ownerName: `住户${i}`, phone: `137${String(i).padStart(8, '0')}`, buildingNo: `B${Math.floor(i / 500)}`, unitNo: String(i % 4), houseNo: String(i % 500), privateArea: '88.88' };
        }),
      });
    }
    const total = await app.db.areaHouse.count({ where: { areaId: area } });
    // A database in service has been vacuumed and analysed (autovacuum); a freshly loaded one has not.
    await app.db.$executeRawUnsafe('VACUUM ANALYZE "area_house"');

    const json = { ...headers, 'content-type': 'application/json' };
    const targets: [string, autocannon.Options][] = [
      [`page 3 (size 20) of ${total} houses`, { url: `${url}/admin/area/house/page`, method: 'POST', headers: json, body: JSON.stringify({ page: 3, size: 20 }) }],
      [`page 2000 (size 20) of ${total} houses`, { url: `${url}/admin/area/house/page`, method: 'POST', headers: json, body: JSON.stringify({ page: 2000, size: 20 }) }],
    ];
    for (const [target, opts] of ONLY_KEYWORD ? [] : targets) {
      await fire({ ...opts, connections: 2, duration: 1 }); // warm-up
      const r = await fire({ ...opts, connections: 10, duration: DURATION });
      rows.push({ db: dbLabel, target, figure: `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`, detail: `${Math.round(r.requests.average)} req/s, ${r.errors + r.non2xx} errors/non-2xx` });
    }

    // Keyword pages, with and without the trigram indexes of area_house, alternately.
    const keywords: [string, string][] = [
      ['住户4242', `keyWord '住户4242' (11 of ${total} match)`],
      ['42', `keyWord '42' (2 characters)`],
      ['7', `keyWord '7' (1 character)`],
      ['住户', `keyWord '住户' (every house matches)`],
      ['无此人', `keyWord '无此人' (no house matches)`],
    ];
    const houseIndexes = keywordIndexes().filter((i) => i.table === 'area_house');
    for (let round = 0; round < KEYWORD_ROUNDS * 2; round++) {
      const indexed = round % 2 === 0;
      if (indexed) await ensureKeywordIndexes(app.db);
      else for (const i of houseIndexes) await app.db.$executeRawUnsafe(`DROP INDEX "${i.name}"`);
      for (const [keyWord, label] of keywords) {
        const opts: autocannon.Options = { url: `${url}/admin/area/house/page`, method: 'POST', headers: json, body: JSON.stringify({ page: 1, size: 20, keyWord }) };
        await fire({ ...opts, connections: 2, duration: 1 }); // warm-up
        // One request at a time first: the page's own latency, without queueing behind the other connections.
        const alone: number[] = [];
        for (let k = 0; k < 7; k++) {
          const started = performance.now();
          const res = await fetch(opts.url, { method: 'POST', headers: json, body: opts.body as string });
          await res.arrayBuffer();
          alone.push(performance.now() - started);
        }
        alone.sort((a, b) => a - b);
        const r = await fire({ ...opts, connections: 10, duration: DURATION });
        rows.push({
          db: dbLabel,
          target: `${label}, ${indexed ? 'trigram indexes' : 'no trigram index'} (round ${Math.floor(round / 2) + 1})`,
          figure: `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`,
          detail: `${Math.round(r.requests.average)} req/s, ${r.errors + r.non2xx} errors/non-2xx; alone: median of 7 ${alone[3]!.toFixed(1)} ms`,
        });
      }
    }
    await ensureKeywordIndexes(app.db);

    // The database's own time: the keyword page's statements (rows, count) caught at the adapter and run with
    // EXPLAIN ANALYZE, with the indexes and without, alternately; the execution times the database reports, best of 3.
    const page = async (keyWord: string) => {
      const seen: { sql: string; args: unknown[] }[] = [];
      const stop = app.statements.listen((e) => seen.push(e));
      try {
        const send = async () => (await fetch(`${url}/admin/area/house/page`, { method: 'POST', headers: json, body: JSON.stringify({ page: 1, size: 20, keyWord }) })).arrayBuffer();
        // After the long fill the client may reuse a keep-alive connection the server has just closed as idle.
        await send().catch(send);
      } finally {
        stop();
      }
      // The planner's estimate of a total past its bound (crud/page-total.ts) is an EXPLAIN itself: not analysed again.
      return seen.filter((e) => e.sql.includes('"area_house"') && /ILIKE/.test(e.sql) && !/^\s*EXPLAIN/i.test(e.sql));
    };
    const executionMs = async (e: { sql: string; args: unknown[] }) => {
      const plan = await app.db.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN ANALYZE ${e.sql}`, ...e.args);
      const text = plan.map((r) => r['QUERY PLAN']).join('\n');
      if (process.env.BENCH_SHOW_PLANS) console.log(`${e.sql}\n${JSON.stringify(e.args)}\n${text}\n`);
      return { ms: Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? NaN), usesTrigram: text.includes('_kwtrgm') };
    };
    for (const indexed of [true, false, true]) {
      if (indexed) await ensureKeywordIndexes(app.db);
      else for (const i of houseIndexes) await app.db.$executeRawUnsafe(`DROP INDEX "${i.name}"`);
      for (const [keyWord, label] of keywords) {
        const statements = await page(keyWord);
        const parts: string[] = [];
        for (const e of statements) {
          const runs = [await executionMs(e), await executionMs(e), await executionMs(e)];
          const best = Math.min(...runs.map((r) => r.ms));
          parts.push(`${/COUNT\(/i.test(e.sql) ? 'count' : 'rows'} ${best.toFixed(1)} ms${runs[0]!.usesTrigram ? ' (trigram index)' : ''}`);
        }
        rows.push({ db: dbLabel, target: `${label}, ${indexed ? 'trigram indexes' : 'no trigram index'}: EXPLAIN ANALYZE`, figure: parts.join(', '), detail: 'execution time reported by the database, best of 3' });
      }
    }
    await ensureKeywordIndexes(app.db);

    for (const format of ONLY_KEYWORD ? [] : (['csv', 'xlsx'] as const)) {
      // Live memory: the heap after a full collection, sampled while the file streams (npm run bench exposes gc).
      const live = () => {
        global.gc?.();
        return process.memoryUsage().heapUsed;
      };
      const before = live();
      let peak = before;
      const timer = setInterval(() => (peak = Math.max(peak, live())), 2000);
      const started = performance.now();
      const res = await fetch(`${url}/admin/area/house/export`, { method: 'POST', headers: json, body: JSON.stringify({ format, columns: ['buildingNo', 'unitNo', 'houseNo', 'ownerName', 'phone', 'privateArea', 'areaName', 'createTime'] }) });
      let bytes = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
      const seconds = (performance.now() - started) / 1000;
      clearInterval(timer);
      rows.push({
        db: dbLabel,
        target: `export ${total} houses (${format.toUpperCase()}, streamed)`,
        figure: `${Math.round(total / seconds)} rows/s`,
        detail: `${seconds.toFixed(2)} s, ${(bytes / 1024 / 1024).toFixed(1)} MB file, live heap +${Math.round((peak - before) / 1024 / 1024)} MB${global.gc ? '' : ' (no --expose-gc: not collected first)'}`,
      });
    }
    return rows;
  } finally {
    await app.close();
  }
}

export function benchHouses(): Promise<HouseRow[]> {
  return onBothDatabases('house', 'bench_houses', benchOne);
}
