/**
 * Before and after of the city's page indexes (migration 20261126050306_city_community_page_indexes), statement by
 * statement: `node --import tsx bench/city-indexes.ts [scale]` generates a city (bench/city-generator.ts), then runs each
 * statement of a community page as the server sends it (literal values: node-pg plans unnamed statements with their
 * parameters) under EXPLAIN ANALYZE, 30 times per round, rounds alternating with the new indexes and with the old ones.
 * Prints the medians as a Markdown table (docs/capacity.md).
 */
import pg from 'pg';
import { prepare } from './server.ts';
import { createDatabase, startPostgres } from '../tests/support/postgres.ts';
import { generateCity, planCity } from './city-generator.ts';
const server = (await startPostgres())!;
try {
  const url = await createDatabase(server.url, 'index_compare');
  await prepare({ DATABASE_URL: url }, 1);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const scale = Number(process.argv[2] ?? 0.02);
  const city = await generateCity(db, planCity(scale));
  const a = city.largestAreaId;
  const t = Number((await db.query('SELECT max(id) AS id FROM area_info')).rows[0].id);
  const q: Record<string, string> = {
    'typical community: houses page 1': `SELECT t0.* FROM area_house t0 WHERE t0."areaId" IN (${t}) ORDER BY t0.id ASC LIMIT 20 OFFSET 0`,
    'typical community: residents page 1': `SELECT t0.* FROM resident_info t0 WHERE t0."areaId" IN (${t}) ORDER BY t0."createTime" DESC, t0.id DESC LIMIT 20 OFFSET 0`,
    'typical community: meetings page 1 (ids only)': `SELECT t0.id, t0.name FROM meeting_info t0 WHERE t0."areaId" IN (${t}) ORDER BY t0."createTime" DESC, t0.id DESC LIMIT 20 OFFSET 0`,
    'houses page 1': `SELECT t0.* FROM area_house t0 WHERE t0."areaId" IN (${a}) ORDER BY t0.id ASC LIMIT 20 OFFSET 0`,
    'houses page 249': `SELECT t0.* FROM area_house t0 WHERE t0."areaId" IN (${a}) ORDER BY t0.id ASC LIMIT 20 OFFSET 4960`,
    'residents page 1': `SELECT t0.* FROM resident_info t0 WHERE t0."areaId" IN (${a}) ORDER BY t0."createTime" DESC, t0.id DESC LIMIT 20 OFFSET 0`,
    'residents page 249': `SELECT t0.* FROM resident_info t0 WHERE t0."areaId" IN (${a}) ORDER BY t0."createTime" DESC, t0.id DESC LIMIT 20 OFFSET 4960`,
    'residents count': `SELECT count(*) FROM (SELECT id FROM resident_info WHERE "areaId" IN (${a}) OFFSET 0) s`,
    'meetings page 1 (ids only)': `SELECT t0.id, t0.name FROM meeting_info t0 WHERE t0."areaId" IN (${a}) ORDER BY t0."createTime" DESC, t0.id DESC LIMIT 20 OFFSET 0`,
  };
  // After: the migration's composite indexes beside the areaId indexes (which serve deep pages better: docs/capacity.md).
  const after = async () => {
    await db.query(`CREATE INDEX IF NOT EXISTS "resident_info_areaId_idx" ON resident_info ("areaId");
      CREATE INDEX IF NOT EXISTS "meeting_info_areaId_idx" ON meeting_info ("areaId");
      CREATE INDEX IF NOT EXISTS "area_house_areaId_id_idx" ON area_house ("areaId", id);
      CREATE INDEX IF NOT EXISTS "resident_info_areaId_createTime_id_idx" ON resident_info ("areaId", "createTime", id);
      CREATE INDEX IF NOT EXISTS "meeting_info_areaId_createTime_id_idx" ON meeting_info ("areaId", "createTime", id); ANALYZE`);
  };
  const before = async () => {
    await db.query(`DROP INDEX IF EXISTS "area_house_areaId_id_idx"; DROP INDEX IF EXISTS "resident_info_areaId_createTime_id_idx"; DROP INDEX IF EXISTS "meeting_info_areaId_createTime_id_idx";
      CREATE INDEX IF NOT EXISTS "resident_info_areaId_idx" ON resident_info ("areaId");
      CREATE INDEX IF NOT EXISTS "meeting_info_areaId_idx" ON meeting_info ("areaId"); ANALYZE`);
  };
  const results: Record<string, Record<string, number[]>> = {};
  for (const [round, setup] of [['after', after], ['before', before], ['after', after], ['before', before]] as const) {
    await setup();
    for (const [name, sql] of Object.entries(q)) {
      const times: number[] = [];
      let plan = '';
      for (let i = 0; i < 30; i++) {
        const rows = (await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`)).rows.map((r) => r['QUERY PLAN'] as string);
        times.push(Number(/Execution Time: ([\d.]+)/.exec(rows.at(-1)!)![1]));
        plan = rows.find((r) => /Scan/.test(r))!.trim().replace(/\s+\(cost.*$/, '');
      }
      times.sort((x, y) => x - y);
      ((results[name] ??= {})[round] ??= []).push(times[15]!);
      console.log(`${round.padEnd(6)} ${name.padEnd(46)} median ${times[15]!.toFixed(3)} ms  ${plan}`);
    }
  }
  console.log('\n| statement (the largest community: 5,000 rows; a typical one: about 500) | before: median ms (2 rounds) | after: median ms (2 rounds) |\n|---|---|---|');
  for (const [name, r] of Object.entries(results)) console.log(`| ${name} | ${r.before!.map((x) => x.toFixed(2)).join(', ')} | ${r.after!.map((x) => x.toFixed(2)).join(', ')} |`);
  await db.end();
} finally {
  await server.stop();
}
