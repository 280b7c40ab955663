/**
 * A city on one PostgreSQL (issue 25, item 5): communities, houses,
 * residents, owners' meetings with their frozen electorate, vote records and
 * the ballot record (hash chain), written with set-based SQL (INSERT …
 * SELECT over generate_series) straight into a migrated, seeded database —
 * not through the API, but in the shapes the product writes:
 *  - area_house: building/unit/number unique in the community with the folded
 *    houseKey (core/field-rules.ts uniqueKeyOf: values joined by U+001F,
 *    lower-cased), a positive privateArea; one owner in ten holds two houses
 *    (the next house has the same name and phone), as bench/meeting.ts does;
 *  - resident_info: one resident per house (resident_house links it to the house, roles [1]);
 *  - meeting_info: an owners' meeting (type 2) in stage 7 (公示公告4: voting
 *    closed, its notice published, ready for 统计), joins = the participants
 *    frozen as meeting-flow.ts freezeParticipants writes them (every house,
 *    ordered by building, unit, number, id; ownerKey as counting.ts ownerKey),
 *    vote = the ballot box (openedAt, closedAt); assembly rules not frozen
 *    (frozenRulesOf falls back to the defaults, as for a meeting opened before
 *    the rules existed);
 *  - vote_item / vote_record: ITEMS items per meeting; a third of the owners
 *    vote on every item (one record per owner, through their first house:
 *    buildingNo, unitNo, ownerKey as castVotes writes them);
 *  - ballot_event: one `cast` event per record, seq 1… per meeting in record
 *    order, payload = core/ballot-record.ts canonical JSON (sorted keys; owner =
 *    SHA-256 of meetingId:ownerKey), hash = SHA-256(prevHash + payload) chained
 *    from GENESIS — computed in PostgreSQL with a running aggregate (a window
 *    over seq), so the product's verifyBallots finds the chain intact.
 * Creation times grow with the ids, as rows written over time do (pages sort
 * by createTime; a city whose times were scattered against the insertion
 * order would show the planner a disorder no live database has).
 * The largest community has min(5,000, half the houses) houses and, beside its
 * ordinary meetings, the counting meeting: COUNT_ITEMS items on which every
 * owner voted (as bench/meeting.ts), ready for 统计.
 * Sizes at scale 1.0: 3,000 communities, 1.5 million houses and residents,
 * 30,000 meetings, about 20 million vote records (and as many chain events).
 */
import type pg from 'pg';

export const FULL = { communities: 3000, houses: 1_500_000, meetingsPerCommunity: 10, ballots: 20_000_000 } as const;
/** Items of an ordinary generated meeting. */
export const ITEMS = 4;
/** Items of the counting meeting of the largest community (every owner votes on each). */
export const COUNT_ITEMS = 10;
const LARGEST = 5000;

export interface CityPlan {
  scale: number;
  communities: number;
  houses: number;
  largestHouses: number;
  meetings: number;
  /** Share of the owners who vote in an ordinary meeting (per mille), chosen so the city has about FULL.ballots × scale records. */
  turnoutPerMille: number;
}

export function planCity(scale: number): CityPlan {
  const communities = Math.max(2, Math.round(FULL.communities * scale));
  const houses = Math.max(communities * 10, Math.round(FULL.houses * scale));
  const largestHouses = Math.min(LARGEST, Math.floor(houses / 2));
  const meetings = communities * FULL.meetingsPerCommunity;
  // Ballots: ordinary meetings ITEMS × voters; the counting meeting COUNT_ITEMS × its owners (9 in 10 houses).
  const countBallots = COUNT_ITEMS * Math.ceil(largestHouses * 0.9);
  const ownerHouses = houses * FULL.meetingsPerCommunity * 0.9;
  const turnout = Math.min(1, Math.max(0.01, (FULL.ballots * scale - countBallots) / (ITEMS * ownerHouses)));
  return { scale, communities, houses, largestHouses, meetings: meetings + 1, turnoutPerMille: Math.round(turnout * 1000) };
}

export interface CityIds {
  largestAreaId: number;
  countMeetingId: number;
  counts: Record<string, number>;
  /** Seconds per step, summed over every run that loaded this city (a resumed load adds up). */
  seconds: Record<string, number>;
  /** Communities whose rows are written; below plan.communities when the load stopped at `until`. */
  communitiesLoaded: number;
}

export interface GenerateOptions {
  /** No batch starts after this instant: the city is finished (indexes, VACUUM ANALYZE) at the size reached. */
  until?: Date;
  /** Communities per batch (one transaction each); default about 2% of the city. */
  batchCommunities?: number;
  /**
   * Called with the batch's number when its rows are written, inside its transaction ('written'), and after its
   * commit ('committed'): tests/server/city-resume.test.ts interrupts the load there by throwing.
   */
  onBatch?: (batch: number, phase: 'written' | 'committed') => void | Promise<void>;
}

/** The tables the generator fills: their secondary indexes and foreign keys are dropped during the load and rebuilt after. */
export const CITY_TABLES = ['area_house', 'resident_info', 'resident_house', 'meeting_info', 'meeting_notice', 'vote_item', 'vote_record', 'ballot_event'] as const;
/** Where the load keeps its progress, in the loaded database itself: a batch and its mark commit together. */
const STATE = 'bench_city_load';

interface IndexState {
  /** CREATE INDEX / ALTER TABLE … ADD CONSTRAINT statements of what was dropped, in rebuild order. */
  defs: { name: string; sql: string }[];
  dropped: boolean;
  built: string[];
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const duration = (s: number) => (s >= 90 ? `${Math.floor(s / 60)} min ${Math.round(s % 60)} s` : `${s.toFixed(1)} s`);

/**
 * Loads the city into a migrated database (the client's connection); `log` reports each step and each batch
 * with its rows per second and the time left. Resumable: communities first (one transaction), then batches of
 * communities, each in one transaction that also records it done in `bench_city_load`, so a load stopped at any
 * point (Ctrl-C, a crash, `until`) continues with the next batch when started again on the same database.
 * The rows are written by INSERT … SELECT computed inside PostgreSQL (nothing crosses the socket: cheaper than
 * COPY, which would ship the 40 million rows from this process), into tables whose secondary indexes and foreign
 * keys are dropped for the load and rebuilt after it (each rebuilt one recorded, so that part resumes too).
 */
export async function generateCity(db: pg.Client, plan: CityPlan, log: (line: string) => void = () => {}, options: GenerateOptions = {}): Promise<CityIds> {
  await db.query(`CREATE TABLE IF NOT EXISTS ${STATE} (key text PRIMARY KEY, value jsonb NOT NULL)`);
  const get = async <T>(key: string): Promise<T | undefined> => (await db.query(`SELECT value FROM ${STATE} WHERE key = $1`, [key])).rows[0]?.value as T | undefined;
  const put = (key: string, value: unknown) => db.query(`INSERT INTO ${STATE} (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [key, JSON.stringify(value)]);
  const tx = async <T>(fn: () => Promise<T>): Promise<T> => {
    await db.query('BEGIN');
    try {
      const r = await fn();
      await db.query('COMMIT');
      return r;
    } catch (e) {
      await db.query('ROLLBACK');
      throw e;
    }
  };

  const saved = await get<CityPlan>('plan');
  // jsonb keeps its own key order: compared key by key.
  if (saved && (Object.keys(plan) as (keyof CityPlan)[]).some((k) => saved[k] !== plan[k])) throw new Error(`this database holds (part of) a city planned as ${JSON.stringify(saved)}, not ${JSON.stringify(plan)}: use another data directory or database`);
  if (!saved) await put('plan', plan);
  const seconds: Record<string, number> = (await get('seconds')) ?? {};
  const addSeconds = (name: string, s: number) => (seconds[name] = (seconds[name] ?? 0) + s);

  // Houses per community: the largest first, the rest share what is left.
  const others = plan.communities - 1;
  const per = Math.floor((plan.houses - plan.largestHouses) / others);
  const rest = plan.houses - plan.largestHouses - per * others;
  const sizes = [plan.largestHouses, ...Array.from({ length: others }, (_, k) => per + (k < rest ? 1 : 0))];
  const offsets: number[] = [];
  sizes.reduce((acc, n) => (offsets.push(acc), acc + n), 0);

  // ------------------------------------------------------------ communities
  let areaIds = await get<number[]>('areaIds');
  if (!areaIds) {
    const t0 = performance.now();
    areaIds = await tx(async () => {
      const areas = await db.query(
        `INSERT INTO area_info (name, scale, province, city, district, "createTime", "updateTime")
         SELECT '城市小区' || k, n, '广东省', '深圳市', '区' || (1 + k % 10), now() - interval '1000 days' + k * interval '5 minutes', now()
         FROM unnest($1::int[]) WITH ORDINALITY AS s(n, k) ORDER BY k RETURNING id`,
        [sizes],
      );
      const ids = areas.rows.map((r) => r.id as number);
      await put('areaIds', ids);
      return ids;
    });
    addSeconds('communities', (performance.now() - t0) / 1000);
    await put('seconds', seconds);
    log(`  communities: ${areaIds.length} rows`);
  }
  const largestAreaId = areaIds[0]!;

  // ------------------------------------------- indexes off for the load
  const indexes: IndexState = (await get<IndexState>('indexes')) ?? { defs: [], dropped: false, built: [] };
  const batch = options.batchCommunities ?? Math.max(1, Math.ceil(plan.communities / 50));
  const batches = Math.ceil(plan.communities / batch);
  let done = (await get<number>('batchesDone')) ?? 0;
  // On every run that still has batches to load: the product's start (createApp, as prepare() runs it) creates the
  // keyword indexes it finds missing (server/crud/keyword-indexes.ts), so a resumed load drops them again.
  if (done < batches && !(options.until && options.until.getTime() <= Date.now())) {
    await tx(async () => {
      // Primary keys stay (the batches find their own rows by id); everything else is read from the catalogue, so an
      // index or key a later migration adds is dropped and rebuilt as well.
      const found = await db.query(
        `SELECT c.relname AS "table", i.relname AS name, pg_get_indexdef(i.oid) AS def, con.conname, con.contype, pg_get_constraintdef(con.oid) AS condef
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class c ON c.oid = x.indrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
         LEFT JOIN pg_constraint con ON con.conindid = i.oid AND con.conrelid = c.oid
         WHERE c.relname = ANY($1) AND NOT x.indisprimary ORDER BY c.relname, i.relname`,
        [CITY_TABLES],
      );
      const fks = await db.query(
        `SELECT c.relname AS "table", con.conname AS name, pg_get_constraintdef(con.oid) AS def
         FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
         WHERE con.contype = 'f' AND c.relname = ANY($1) ORDER BY c.relname, con.conname`,
        [CITY_TABLES],
      );
      const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
      const defs: IndexState['defs'] = indexes.dropped ? [...indexes.defs] : [];
      const add = (d: IndexState['defs'][number]) => void (defs.some((x) => x.name === d.name) || defs.push(d));
      for (const f of fks.rows) await db.query(`ALTER TABLE ${q(f.table)} DROP CONSTRAINT ${q(f.name)}`);
      for (const r of found.rows) {
        if (r.conname) {
          await db.query(`ALTER TABLE ${q(r.table)} DROP CONSTRAINT ${q(r.conname)}`);
          add({ name: r.conname, sql: `ALTER TABLE ${q(r.table)} ADD CONSTRAINT ${q(r.conname)} ${r.condef}` });
        } else {
          await db.query(`DROP INDEX ${q(r.name)}`);
          add({ name: r.name, sql: r.def });
        }
      }
      // Foreign keys last: a key may need a unique index of the same tables.
      for (const f of fks.rows) add({ name: f.name, sql: `ALTER TABLE ${q(f.table)} ADD CONSTRAINT ${q(f.name)} ${f.def}` });
      Object.assign(indexes, { defs, dropped: true, built: [] });
      await put('indexes', indexes);
    });
    if (indexes.defs.length) log(`  secondary indexes and foreign keys of ${CITY_TABLES.join(', ')} off for the load: ${indexes.defs.length}`);
  }

  // ---------------------------------------------------------------- batches
  // The ballot record's chain step, as the product computes it; pg_temp: gone with the session.
  await db.query(`CREATE OR REPLACE FUNCTION pg_temp.city_chain_step(state text, payload text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT encode(sha256(convert_to(state || payload, 'UTF8')), 'hex') $$`);
  await db.query(`CREATE OR REPLACE AGGREGATE pg_temp.city_chain(text) (SFUNC = pg_temp.city_chain_step, STYPE = text, INITCOND = '${'0'.repeat(64)}')`);
  const totals: { rows: number; seconds: number } = (await get('totals')) ?? { rows: 0, seconds: 0 };
  let countMeetingId = (await get<number>('countMeetingId')) ?? 0;
  while (done < batches) {
    if (options.until && Date.now() >= options.until.getTime()) {
      log(`  stopped at ${options.until.toISOString()} (until): ${done}/${batches} batches, ${Math.min(plan.communities, done * batch)} communities`);
      break;
    }
    const from = done * batch;
    const ids = areaIds.slice(from, from + batch);
    const t0 = performance.now();
    const stepSeconds: Record<string, number> = {};
    const rows: Record<string, number> = {};
    await tx(async () => {
      const step = async (name: string, sql: string, params: unknown[] = []) => {
        const t1 = performance.now();
        const r = await db.query(sql, params);
        stepSeconds[name] = (performance.now() - t1) / 1000;
        rows[name] = r.rowCount ?? 0;
        return r;
      };
      // Each batch reads back only its own rows: by id, above the largest id before it (primary keys stay indexed).
      const before = async (table: string) => Number((await db.query(`SELECT coalesce(max(id), 0) AS id FROM ${table}`)).rows[0].id);
      const house0 = await before('area_house');
      // House i of a community: building 1 + i/100, unit 1 + (i%100)/25, number 101 + i%25; owner o = i, or i-1 for every tenth house.
      await step(
        'houses',
        `INSERT INTO area_house ("areaId", "ownerName", phone, "buildingNo", "unitNo", "houseNo", "privateArea", "propertyCertNo", "houseKey", "createTime", "updateTime")
         SELECT a, '业主' || a || '-' || o, '13' || lpad((off + o)::text, 9, '0'), b::text, u::text, h::text, (60 + i % 80) + 0.37, '证' || a || '-' || i,
                b || chr(31) || u || chr(31) || h, now() - interval '900 days' + (off + i) * (interval '900 days' / $4::int), now()
         FROM unnest($1::int[], $2::int[], $3::int[]) AS c(a, n, off),
              LATERAL generate_series(0, n - 1) AS i,
              LATERAL (SELECT CASE WHEN i % 10 = 1 THEN i - 1 ELSE i END AS o, 1 + i / 100 AS b, 1 + (i % 100) / 25 AS u, 101 + i % 25 AS h) AS x
         ORDER BY a, i`,
        [ids, sizes.slice(from, from + batch), offsets.slice(from, from + batch), plan.houses],
      );
      await step(
        'residents',
        // Each resident's id is drawn first, so the same statement links it to its house (resident_house: its only house, position 0).
        `WITH src AS MATERIALIZED (
           SELECT nextval(pg_get_serial_sequence('resident_info', 'id'))::int AS rid, h.* FROM area_house h WHERE h.id > $1 ORDER BY h.id
         ), residents AS (
           INSERT INTO resident_info (id, "areaId", name, phone, gender, roles, "buildingNo", "unitNo", age, "createTime", "updateTime")
           SELECT rid, "areaId", "ownerName", phone, 1 + id % 2, '[1]'::jsonb, "buildingNo", "unitNo", 25 + id % 50, "createTime", now() FROM src
         )
         INSERT INTO resident_house ("residentId", "houseId", "position") SELECT rid, id, 0 FROM src`,
        [house0],
      );
      const meeting0 = await before('meeting_info');
      // Meetings: voting ran 60–40 days before their notice 4; m = 0..9 spreads them over the past years (rk: the community's place in the city).
      await step(
        'meetings',
        `INSERT INTO meeting_info ("areaId", name, type, status, joins, "voteStartTime", "voteEndTime", vote, "createTime", "updateTime")
         SELECT j."areaId", '业主大会' || m, 2, 7, j.joins, t - interval '60 days', t - interval '40 days',
                jsonb_build_object('openedAt', to_char((t - interval '60 days') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                                   'closedAt', to_char((t - interval '40 days') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
                t - interval '90 days', t
         FROM (SELECT "areaId", jsonb_agg(jsonb_build_object('houseId', id, 'ownerName', "ownerName", 'phone', phone, 'buildingNo', "buildingNo", 'unitNo', "unitNo",
                        'houseNo', "houseNo", 'privateArea', to_char("privateArea", 'FM999999999990.00'), 'ownerKey', format('owner:["%s","%s"]', "ownerName", phone))
                        ORDER BY "buildingNo", "unitNo", "houseNo", id) AS joins
                      , $4::int + row_number() OVER (ORDER BY "areaId") AS rk
               FROM area_house WHERE id > $1 GROUP BY "areaId") j,
              generate_series(0, $2::int - 1) AS m,
              LATERAL (SELECT date_trunc('milliseconds', now() - interval '100 days' - ($3::int - (j.rk * $2::int + m)) * interval '30 minutes') AS t) AS tt
         ORDER BY j."areaId", m`,
        [house0, FULL.meetingsPerCommunity, (plan.communities + 1) * FULL.meetingsPerCommunity, from],
      );
      if (from === 0) {
        const count = await step(
          'counting meeting',
          `INSERT INTO meeting_info ("areaId", name, type, status, joins, "voteStartTime", "voteEndTime", vote, "createTime", "updateTime")
           SELECT "areaId", '统计压测', 2, 7, joins, now() - interval '3 days', now() - interval '1 day',
                  jsonb_build_object('openedAt', to_char((now() - interval '3 days') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                                     'closedAt', to_char((now() - interval '1 day') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
                  now() - interval '10 days', now()
           FROM meeting_info WHERE "areaId" = $1 AND id > $2 ORDER BY id LIMIT 1 RETURNING id`,
          [largestAreaId, meeting0],
        );
        countMeetingId = count.rows[0].id as number;
        await put('countMeetingId', countMeetingId);
      }
      await step(
        'notices',
        `INSERT INTO meeting_notice ("meetingId", type, title, content, "isPublish", "publishTime", "createTime", "updateTime")
         SELECT id, 7, '公告4', '<p>表决结束</p>', 1, "voteEndTime", "voteEndTime", "voteEndTime" FROM meeting_info WHERE id > $1 ORDER BY id`,
        [meeting0],
      );
      await step(
        'items',
        `INSERT INTO vote_item ("meetingId", name, "passRule", "createTime", "updateTime")
         SELECT id, '事项' || k, CASE WHEN k % 3 = 0 THEN 'threeQuarters' ELSE 'majority' END, "createTime", "createTime"
         FROM meeting_info, generate_series(1, CASE WHEN id = $2 THEN $3::int ELSE $4::int END) AS k
         WHERE id > $1 ORDER BY id, k`,
        [meeting0, countMeetingId, COUNT_ITEMS, ITEMS],
      );
      const record0 = await before('vote_record');
      // Voters: owners (an owner's first house; not the second house of an owner of two) chosen by a hash of meeting and house; every owner in the counting meeting.
      await step(
        'vote records',
        `WITH owners AS MATERIALIZED (
           SELECT DISTINCT ON ("areaId", "ownerName", phone) id, "areaId", "ownerName", phone, "buildingNo", "unitNo"
           FROM area_house WHERE id > $1 ORDER BY "areaId", "ownerName", phone, id)
         INSERT INTO vote_record ("meetingId", "itemId", "houseId", "ownerKey", "buildingNo", "unitNo", result, "createTime", "updateTime")
         SELECT m.id, vi.id, h.id, format('owner:["%s","%s"]', h."ownerName", h.phone), h."buildingNo", h."unitNo",
                CASE WHEN (h.id * 7 + vi.id) % 10 < 6 THEN 0 WHEN (h.id + vi.id) % 2 = 1 THEN 1 ELSE 2 END,
                m."voteStartTime" + ((h.id * 37 + vi.id) % 1000) * (m."voteEndTime" - m."voteStartTime") / 1000, m."voteEndTime"
         FROM meeting_info m
         JOIN owners h ON h."areaId" = m."areaId"
         JOIN vote_item vi ON vi."meetingId" = m.id
         WHERE m.id > $2
           AND (m.id = $3 OR (h.id::bigint * 7919 + m.id::bigint * 104729) % 1000 < $4)
         ORDER BY m.id, vi.id, h.id`,
        [house0, meeting0, countMeetingId, plan.turnoutPerMille],
      );
      await step(
        'ballot events',
        `INSERT INTO ballot_event ("meetingId", seq, kind, "recordId", payload, "prevHash", hash, "createTime", "updateTime")
         SELECT "meetingId", seq, 'cast', id, payload, lag(hash, 1, repeat('0', 64)) OVER w, hash, "createTime", "createTime"
         FROM (
           SELECT *, pg_temp.city_chain(payload) OVER (PARTITION BY "meetingId" ORDER BY seq ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS hash
           FROM (
             SELECT r.id, r."meetingId", r."createTime", row_number() OVER (PARTITION BY r."meetingId" ORDER BY r.id) AS seq,
                    format('{"at":"%s","kind":"cast","record":{"house":%s,"id":%s,"images":null,"item":%s,"meeting":%s,"operator":null,"owner":"%s","replaced":false,"result":%s}}',
                           to_char(r."createTime" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), r."houseId", r.id, r."itemId", r."meetingId",
                           encode(sha256(convert_to(r."meetingId" || ':' || r."ownerKey", 'UTF8')), 'hex'), r.result) AS payload
             FROM vote_record r WHERE r.id > $1
           ) numbered
         ) chained
         WINDOW w AS (PARTITION BY "meetingId" ORDER BY seq)`,
        [record0],
      );
      for (const [k, s] of Object.entries(stepSeconds)) addSeconds(k, s);
      const batchRows = Object.values(rows).reduce((a, b) => a + b, 0);
      totals.rows += batchRows;
      totals.seconds += (performance.now() - t0) / 1000;
      await put('seconds', seconds);
      await put('totals', totals);
      await put('batchesDone', done + 1);
      await options.onBatch?.(done + 1, 'written');
    });
    done++;
    await options.onBatch?.(done, 'committed');
    const s = (performance.now() - t0) / 1000;
    const batchRows = Object.values(rows).reduce((a, b) => a + b, 0);
    const eta = ((batches - done) * totals.seconds) / done;
    log(
      `  batch ${done}/${batches} (communities ${from + 1}–${from + ids.length}): ${fmt(rows.houses!)} houses, ${fmt(rows['vote records']!)} vote records, ${fmt(batchRows)} rows in ${duration(s)} = ${fmt(batchRows / s)} rows/s` +
        ` (${Object.entries(stepSeconds).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}); so far ${fmt(totals.rows)} rows, ${fmt(totals.rows / totals.seconds)} rows/s; ETA of the rows ${duration(eta)} (${new Date(Date.now() + eta * 1000).toISOString().slice(11, 19)} UTC)`,
    );
  }

  // ------------------------------------------------ indexes back, analysed
  if (indexes.dropped) {
    for (const d of indexes.defs) {
      if (indexes.built.includes(d.name)) continue;
      const t0 = performance.now();
      await tx(async () => {
        // Already there when something recreated it meanwhile (the product's start creates missing keyword indexes).
        const exists = (await db.query(`SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema() WHERE c.relname = $1 UNION ALL SELECT 1 FROM pg_constraint WHERE conname = $1`, [d.name])).rowCount;
        if (!exists) await db.query(d.sql);
        indexes.built.push(d.name);
        await put('indexes', indexes);
      });
      const s = (performance.now() - t0) / 1000;
      addSeconds('indexes and keys', s);
      await put('seconds', seconds);
      log(`  rebuilt ${d.name} (${indexes.built.length}/${indexes.defs.length}) in ${duration(s)}`);
    }
    indexes.dropped = false;
    await put('indexes', indexes);
    await put('vacuumed', false);
  }
  // A database in service has been vacuumed and analysed (autovacuum); a freshly loaded one has not.
  if (!(await get<boolean>('vacuumed'))) {
    const t0 = performance.now();
    await db.query('VACUUM ANALYZE');
    addSeconds('vacuum', (performance.now() - t0) / 1000);
    await put('seconds', seconds);
    await put('vacuumed', true);
    log(`  vacuum analyze: ${duration((performance.now() - t0) / 1000)}`);
  }

  const counts: Record<string, number> = {};
  for (const table of ['area_info', ...CITY_TABLES]) {
    counts[table] = Number((await db.query(`SELECT count(*)::bigint AS n FROM ${table}`)).rows[0].n);
  }
  return { largestAreaId, countMeetingId, counts, seconds, communitiesLoaded: Math.min(plan.communities, done * batch) };
}
