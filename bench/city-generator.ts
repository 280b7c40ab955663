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
  seconds: Record<string, number>;
}

/** Generates the city into a migrated database (the client's connection); `log` reports each step. */
export async function generateCity(db: pg.Client, plan: CityPlan, log: (line: string) => void = () => {}): Promise<CityIds> {
  const seconds: Record<string, number> = {};
  const step = async (name: string, sql: string, params: unknown[] = []) => {
    const t0 = performance.now();
    const r = await db.query(sql, params);
    seconds[name] = (seconds[name] ?? 0) + (performance.now() - t0) / 1000;
    log(`  ${name}: ${r.rowCount ?? 0} rows, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return r;
  };
  // Houses per community: the largest first, the rest share what is left.
  const others = plan.communities - 1;
  const per = Math.floor((plan.houses - plan.largestHouses) / others);
  const rest = plan.houses - plan.largestHouses - per * others;
  const sizes = [plan.largestHouses, ...Array.from({ length: others }, (_, k) => per + (k < rest ? 1 : 0))];
  const offsets: number[] = [];
  sizes.reduce((acc, n) => (offsets.push(acc), acc + n), 0);

  let largestAreaId = 0;
  let countMeetingId = 0;
  // One transaction: a failed generation leaves nothing half-written; the helpers vanish with it.
  await db.query('BEGIN');
  try {
    await db.query(`CREATE FUNCTION pg_temp.city_chain_step(state text, payload text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT encode(sha256(convert_to(state || payload, 'UTF8')), 'hex') $$`);
    await db.query(`CREATE AGGREGATE pg_temp.city_chain(text) (SFUNC = pg_temp.city_chain_step, STYPE = text, INITCOND = '${'0'.repeat(64)}')`);

    const areas = await step(
      'communities',
      `INSERT INTO area_info (name, scale, province, city, district, "createTime", "updateTime")
       SELECT '城市小区' || k, n, '广东省', '深圳市', '区' || (1 + k % 10), now() - interval '1000 days' + k * interval '5 minutes', now()
       FROM unnest($1::int[]) WITH ORDINALITY AS s(n, k) ORDER BY k RETURNING id`,
      [sizes],
    );
    const areaIds = areas.rows.map((r) => r.id as number);
    largestAreaId = areaIds[0]!;

    // House i of a community: building 1 + i/100, unit 1 + (i%100)/25, number 101 + i%25; owner o = i, or i-1 for every tenth house.
    await step(
      'houses',
      `INSERT INTO area_house ("areaId", "ownerName", phone, "buildingNo", "unitNo", "houseNo", "privateArea", "propertyCertNo", "houseKey", "createTime", "updateTime")
       SELECT a, '业主' || a || '-' || o, '13' || lpad((off + o)::text, 9, '0'), b::text, u::text, h::text, (60 + i % 80) + 0.37, '证' || a || '-' || i,
              b || chr(31) || u || chr(31) || h, now() - interval '900 days' + (off + i) * (interval '900 days' / $4::int), now()
       FROM unnest($1::int[], $2::int[], $3::int[]) AS c(a, n, off),
            LATERAL generate_series(0, n - 1) AS i,
            LATERAL (SELECT CASE WHEN i % 10 = 1 THEN i - 1 ELSE i END AS o, 1 + i / 100 AS b, 1 + (i % 100) / 25 AS u, 101 + i % 25 AS h) AS x`,
      [areaIds, sizes, offsets, plan.houses],
    );
    await step(
      'residents',
      // Each resident's id is drawn first, so the same statement links it to its house (resident_house).
      `WITH src AS MATERIALIZED (
         SELECT nextval(pg_get_serial_sequence('resident_info', 'id'))::int AS rid, h.* FROM area_house h WHERE h."areaId" = ANY($1::int[]) ORDER BY h.id
       ), residents AS (
         INSERT INTO resident_info (id, "areaId", name, phone, gender, roles, "buildingNo", "unitNo", age, "createTime", "updateTime")
         SELECT rid, "areaId", "ownerName", phone, 1 + id % 2, '[1]'::jsonb, "buildingNo", "unitNo", 25 + id % 50, "createTime", now() FROM src
       )
       INSERT INTO resident_house ("residentId", "houseId") SELECT rid, id FROM src`,
      [areaIds],
    );

    // Meetings: voting ran 60–40 days before their notice 4; m = 0..9 spreads them over the past years.
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
                    , row_number() OVER (ORDER BY "areaId") AS rk
             FROM area_house WHERE "areaId" = ANY($1::int[]) GROUP BY "areaId") j,
            generate_series(0, $2::int - 1) AS m,
            LATERAL (SELECT date_trunc('milliseconds', now() - interval '100 days' - ($3::int - (j.rk * $2::int + m)) * interval '30 minutes') AS t) AS tt
       ORDER BY j."areaId", m`,
      [areaIds, FULL.meetingsPerCommunity, (plan.communities + 1) * FULL.meetingsPerCommunity],
    );
    const count = await step(
      'counting meeting',
      `INSERT INTO meeting_info ("areaId", name, type, status, joins, "voteStartTime", "voteEndTime", vote, "createTime", "updateTime")
       SELECT "areaId", '统计压测', 2, 7, joins, now() - interval '3 days', now() - interval '1 day',
              jsonb_build_object('openedAt', to_char((now() - interval '3 days') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                                 'closedAt', to_char((now() - interval '1 day') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
              now() - interval '10 days', now()
       FROM meeting_info WHERE "areaId" = $1 ORDER BY id LIMIT 1 RETURNING id`,
      [largestAreaId],
    );
    countMeetingId = count.rows[0].id as number;
    await step(
      'notices',
      `INSERT INTO meeting_notice ("meetingId", type, title, content, "isPublish", "publishTime", "createTime", "updateTime")
       SELECT id, 7, '公告4', '<p>表决结束</p>', 1, "voteEndTime", "voteEndTime", "voteEndTime" FROM meeting_info WHERE "areaId" = ANY($1::int[])`,
      [areaIds],
    );
    await step(
      'items',
      `INSERT INTO vote_item ("meetingId", name, "passRule", "createTime", "updateTime")
       SELECT id, '事项' || k, CASE WHEN k % 3 = 0 THEN 'threeQuarters' ELSE 'majority' END, "createTime", "createTime"
       FROM meeting_info, generate_series(1, CASE WHEN id = $2 THEN $3::int ELSE $4::int END) AS k
       WHERE "areaId" = ANY($1::int[]) ORDER BY id, k`,
      [areaIds, countMeetingId, COUNT_ITEMS, ITEMS],
    );
    // Voters: owners (an owner's first house; not the second house of an owner of two) chosen by a hash of meeting and house; every owner in the counting meeting.
    await step(
      'vote records',
      `WITH owners AS MATERIALIZED (
         SELECT DISTINCT ON ("areaId", "ownerName", phone) id, "areaId", "ownerName", phone, "buildingNo", "unitNo"
         FROM area_house WHERE "areaId" = ANY($1::int[]) ORDER BY "areaId", "ownerName", phone, id)
       INSERT INTO vote_record ("meetingId", "itemId", "houseId", "ownerKey", "buildingNo", "unitNo", result, "createTime", "updateTime")
       SELECT m.id, vi.id, h.id, format('owner:["%s","%s"]', h."ownerName", h.phone), h."buildingNo", h."unitNo",
              CASE WHEN (h.id * 7 + vi.id) % 10 < 6 THEN 0 WHEN (h.id + vi.id) % 2 = 1 THEN 1 ELSE 2 END,
              m."voteStartTime" + ((h.id * 37 + vi.id) % 1000) * (m."voteEndTime" - m."voteStartTime") / 1000, m."voteEndTime"
       FROM meeting_info m
       JOIN owners h ON h."areaId" = m."areaId"
       JOIN vote_item vi ON vi."meetingId" = m.id
       WHERE m."areaId" = ANY($1::int[])
         AND (m.id = $2 OR (h.id::bigint * 7919 + m.id::bigint * 104729) % 1000 < $3)
       ORDER BY m.id, vi.id, h.id`,
      [areaIds, countMeetingId, plan.turnoutPerMille],
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
           FROM vote_record r JOIN meeting_info m ON m.id = r."meetingId"
           WHERE m."areaId" = ANY($1::int[])
         ) numbered
       ) chained
       WINDOW w AS (PARTITION BY "meetingId" ORDER BY seq)`,
      [areaIds],
    );
    await db.query('COMMIT');
  } catch (e) {
    await db.query('ROLLBACK');
    throw e;
  }
  // A database in service has been vacuumed and analysed (autovacuum); a freshly loaded one has not.
  const t0 = performance.now();
  await db.query('VACUUM ANALYZE');
  seconds.vacuum = (performance.now() - t0) / 1000;
  log(`  vacuum analyze: ${seconds.vacuum.toFixed(1)} s`);

  const counts: Record<string, number> = {};
  for (const table of ['area_info', 'area_house', 'resident_info', 'resident_house', 'meeting_info', 'meeting_notice', 'vote_item', 'vote_record', 'ballot_event']) {
    counts[table] = Number((await db.query(`SELECT count(*)::bigint AS n FROM ${table}`)).rows[0].n);
  }
  return { largestAreaId, countMeetingId, counts, seconds };
}
