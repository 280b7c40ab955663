/**
 * Keyword search at any size (issue 25, item 4): every declared text search
 * has an index plan, on both databases.
 *
 * - The indexes follow the declarations (server/crud/keyword-indexes.ts): every
 *   keyword, like and keyword-lookup text column of the registry has its
 *   trigram index in a freshly started database, and a start removes ours
 *   that no declaration needs and recreates a missing one.
 * - For every entity with a keyword search, enumerated from the registry, the
 *   page's real statements (the rows, the count, the keyword lookup of a
 *   related model) are caught at the driver adapter with their parameters and
 *   EXPLAINed with sequential scans off: each searched column must appear in
 *   an index condition (`Index Cond: … "column" ~~* …`). A declared keyword
 *   column without an index, or a keyword where wrapped so that no index
 *   serves it (lower(), a cast the index does not match), fails here.
 * - The same for every `like` filter, alone.
 * - Results with the indexes in place: % _ \ still literal, case-insensitive,
 *   CJK keywords of 2 and 3 characters found, 1-character keywords found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { actionsOf, entities, type EntityDecl } from '../../server/crud/entity.ts';
import { modelInfo } from '../../server/crud/datamodel.ts';
import { delegate } from '../../server/crud/tx.ts';
import { containsText } from '../../server/crud/literal.ts';
import { KEYWORD_INDEX_SUFFIX, ensureKeywordIndexes, keywordIndexes } from '../../server/crud/keyword-indexes.ts';
import type { StatementEvent } from '../../server/db/adapter.ts';
import { eventsDuring } from '../support/statements.ts';
// The registry fills as the modules load.
import '../../server/schema.ts';

/** A keyword of 3+ characters (trigrams), digits so that it is also a valid number for integer keyword columns. */
const KEYWORD = '4242';

const searched = entities().filter((d) => (d.filters?.keyword?.length || d.filters?.keywordLookups?.length) && actionsOf(d).includes('page'));
const liked = entities().filter((d) => d.filters?.like?.length);

interface Plan {
  sql: string;
  plan: string;
}

/**
 * EXPLAIN of a caught statement with its own parameters, sequential and plain
 * index scans off (in a transaction, SET LOCAL). On the test's small tables a
 * walk of the sort index (createTime, id) with the keyword as a filter is the
 * cheapest plan; with it off, only bitmap scans on the predicates remain, and
 * a column without an index leaves only the (disabled, still chosen)
 * sequential scan.
 */
async function explain(t: TestApp, e: StatementEvent): Promise<Plan> {
  const rows = await t.app.db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
    await tx.$executeRawUnsafe('SET LOCAL enable_indexscan = off');
    await tx.$executeRawUnsafe('SET LOCAL enable_indexonlyscan = off');
    return tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${e.sql}`, ...e.args);
  });
  return { sql: e.sql, plan: rows.map((r) => r['QUERY PLAN']).join('\n') };
}

/** The statements `run` sends. */
const caught = eventsDuring;

/** Whether a plan searches `column` of `table` through an index (the predicate is an index condition). */
function indexed(plan: string, column: string): boolean {
  const lines = plan.split('\n');
  return lines.some((l) => /Index Cond:/.test(l) && l.includes(`${column}`) && (/~~\*/.test(l) || /=/.test(l)));
}

describe('keyword indexes follow the declarations', () => {
  it('one trigram index per searched text column of the registry', () => {
    const all = keywordIndexes();
    const expected = new Set<string>();
    for (const d of entities()) {
      for (const n of [...(d.filters?.keyword ?? []), ...(d.filters?.like ?? [])]) if (modelInfo(d.model).byName.get(n)?.type === 'String') expected.add(`${d.model}.${n}`);
      for (const l of d.filters?.keywordLookups ?? []) expected.add(`${l.model}.${l.field}`);
    }
    expect(new Set(all.map((i) => `${i.model}.${i.field}`))).toEqual(expected);
    for (const i of all) {
      expect(i.name.endsWith(KEYWORD_INDEX_SUFFIX)).toBe(true);
      expect(Buffer.byteLength(i.name), i.name).toBeLessThanOrEqual(63);
    }
    expect(new Set(all.map((i) => i.name)).size).toBe(all.length);
  });
});

describeOnDatabases('keyword search has an index plan', (kind) => {
  let t: TestApp;
  let token: string;
  let areaId: number;

  beforeAll(async () => {
    t = await startTestApp(kind, { TASK_SCHEDULER: 'off' });
    token = (await t.login()).token;
    areaId = (await t.app.db.areaInfo.create({ data: { name: '索引小区' }, select: { id: true } })).id;
    // Rows the keyword lookups find, so that the page's statement holds their `column IN (…)` too.
    for (const d of searched) {
      for (const l of d.filters?.keywordLookups ?? []) {
        const info = modelInfo(l.model);
        const data: Record<string, unknown> = { [l.field]: `x${KEYWORD}x` };
        if (info.byName.has('username')) data.username = `kw_${l.model}_${KEYWORD}`;
        if (info.byName.has('password')) data.password = 'x';
        await delegate(t.app.db, l.model).create({ data });
      }
    }
  }, 240_000);

  afterAll(async () => {
    await t?.close();
    if (kind === 'postgres') await stopSharedPostgres();
  });

  it('the database holds exactly the declared trigram indexes; a start repairs them', async () => {
    const names = async () =>
      new Set(
        (await t.app.db.$queryRawUnsafe<{ indexname: string }[]>('SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()'))
          .map((r) => r.indexname)
          .filter((n) => n.endsWith(KEYWORD_INDEX_SUFFIX)),
      );
    const wanted = keywordIndexes();
    expect(await names()).toEqual(new Set(wanted.map((i) => i.name)));
    // An index no declaration needs any more is dropped; a missing one is created.
    const [first] = wanted;
    await t.app.db.$executeRawUnsafe(`DROP INDEX "${first!.name}"`);
    await t.app.db.$executeRawUnsafe(`CREATE INDEX "area_info_remark${KEYWORD_INDEX_SUFFIX}" ON "area_info" ("id")`);
    const result = await ensureKeywordIndexes(t.app.db);
    expect(result).toMatchObject({ created: [first!.name], dropped: [`area_info_remark${KEYWORD_INDEX_SUFFIX}`] });
    expect(await names()).toEqual(new Set(wanted.map((i) => i.name)));
    const again = await ensureKeywordIndexes(t.app.db);
    expect(again).toMatchObject({ created: [], dropped: [] });
    expect(again.unavailable).toBeUndefined();
    expect(typeof again.ctype).toBe('string');
  });

  it('covers the entities with a keyword search', () => {
    expect(searched.length).toBeGreaterThan(20);
    expect(searched.some((d) => d.filters?.keywordLookups?.length)).toBe(true);
  });

  for (const decl of searched) {
    it(`${decl.type}: the keyword page's statements search every keyword column through an index`, async () => {
      const info = modelInfo(decl.model);
      const seen = await caught(t, async () => {
        const res = await t.req('POST', `/admin/${decl.prefix}/page`, { token, body: { page: 1, size: 20, keyWord: KEYWORD } });
        expect(res.body.code, JSON.stringify(res.body).slice(0, 300)).toBe(1000);
      });
      const own = seen.filter((e) => e.sql.includes(`"${info.table}"`) && /~~\*|ILIKE/i.test(e.sql));
      const plans = await Promise.all(own.map((e) => explain(t, e)));
      // Named in a failure: the indexes the table has.
      const defs = (await t.app.db.$queryRawUnsafe<{ indexdef: string }[]>('SELECT indexdef FROM pg_indexes WHERE tablename = $1', info.table)).map((r) => r.indexdef).join('\n');
      // The rows and the count.
      expect(plans.length, `statements on ${info.table}:\n${seen.map((e) => e.sql).join('\n')}`).toBeGreaterThanOrEqual(2);
      for (const p of plans) {
        for (const name of decl.filters?.keyword ?? []) {
          const column = info.byName.get(name)!.dbName;
          expect(indexed(p.plan, column), `${decl.type}.${name}: no index plan\n${p.sql}\n${p.plan}\nindexes of ${info.table}:\n${defs}`).toBe(true);
        }
        for (const l of decl.filters?.keywordLookups ?? []) {
          const column = info.byName.get(l.column)!.dbName;
          expect(indexed(p.plan, column), `${decl.type}.${l.column} (keyword lookup): no index plan\n${p.sql}\n${p.plan}`).toBe(true);
        }
      }
      for (const l of decl.filters?.keywordLookups ?? []) {
        const target = modelInfo(l.model);
        const lookups = seen.filter((e) => e.sql.includes(`"${target.table}"`) && /ILIKE/i.test(e.sql) && !e.sql.includes(`"${info.table}"`));
        expect(lookups.length, `${decl.type}: the lookup of ${l.model}.${l.field}\n${seen.map((e) => e.sql).join('\n')}`).toBeGreaterThanOrEqual(1);
        for (const e of lookups) {
          const p = await explain(t, e);
          expect(indexed(p.plan, target.byName.get(l.field)!.dbName), `${l.model}.${l.field}: no index plan\n${p.sql}\n${p.plan}`).toBe(true);
        }
      }
    });
  }

  for (const decl of liked) {
    for (const name of decl.filters!.like!) {
      it(`${decl.type}.${name}: the like filter's statement searches through an index`, async () => {
        const info = modelInfo(decl.model);
        const seen = await caught(t, () => delegate(t.app.db, decl.model).findMany({ where: { [name]: containsText(KEYWORD) }, select: { id: true }, take: 20 }));
        const [statement] = seen.filter((e) => e.sql.includes(`"${info.table}"`));
        const p = await explain(t, statement!);
        expect(indexed(p.plan, info.byName.get(name)!.dbName), `${decl.type}.${name}: no index plan\n${p.sql}\n${p.plan}`).toBe(true);
      });
    }
  }

  describe('results with the indexes in place', () => {
    const owners = ['a_b', 'axb', 'a%b', 'aXXb', 'a\\b', '张三丰', '张三', '李四', 'MiXeD Case', '王'];
    let ids: Map<string, number>;

    beforeAll(async () => {
      ids = new Map();
      for (const [i, ownerName] of owners.entries()) {
        const row = await t.app.db.areaHouse.create({ data: { areaId, ownerName, buildingNo: 'K', unitNo: '1', houseNo: String(900 + i), houseKey: `K-1-${900 + i}` }, select: { id: true } });
        ids.set(ownerName, row.id);
      }
    });

    const found = async (keyWord: string) => {
      const res = await t.req('POST', '/admin/area/house/page', { token, headers: { selectAreaId: String(areaId) }, body: { page: 1, size: 50, keyWord } });
      expect(res.body.code, JSON.stringify(res.body).slice(0, 300)).toBe(1000);
      expect(res.body.data.pagination.total, `count of ${keyWord}`).toBe(res.body.data.list.length);
      return new Set<string>(res.body.data.list.map((r: { ownerName: string }) => r.ownerName));
    };

    it('% _ \\ are literal', async () => {
      expect(await found('a_b')).toEqual(new Set(['a_b']));
      expect(await found('a%b')).toEqual(new Set(['a%b']));
      expect(await found('a\\b')).toEqual(new Set(['a\\b']));
      expect(await found('%')).toEqual(new Set(['a%b']));
      expect(await found('_')).toEqual(new Set(['a_b']));
    });

    it('case-insensitive', async () => {
      expect(await found('mixed case')).toEqual(new Set(['MiXeD Case']));
      expect(await found('MIXED')).toEqual(new Set(['MiXeD Case']));
      expect(await found('AXB')).toEqual(new Set(['axb']));
    });

    it('CJK keywords of 3, 2 and 1 characters', async () => {
      expect(await found('张三丰')).toEqual(new Set(['张三丰']));
      expect(await found('张三')).toEqual(new Set(['张三丰', '张三']));
      expect(await found('三丰')).toEqual(new Set(['张三丰']));
      expect(await found('李四')).toEqual(new Set(['李四']));
      expect(await found('王')).toEqual(new Set(['王']));
      expect(await found('赵钱孙')).toEqual(new Set());
    });
  });
});
