/**
 * PostgreSQL failover (issue 44, deliverable 4; docs/operations.md "Failover"): a primary and its
 * synchronous standby on loopback (tests/support/postgres-pair.ts: initdb, pg_basebackup), the app (real
 * HTTP, in this process) given both in one libpq-style DATABASE_URL with target_session_attrs=read-write
 * (server/db/hosts.ts). While owners cast ballots (`POST /vote/api/cast`), staff add and edit houses
 * (REST) and edit a house (GraphQL), with a task due every second and a graphql-ws subscriber of the
 * meeting's live count, the primary is stopped in immediate mode and the standby promoted. Asserted:
 *
 * - before the stop every write succeeds; throughout, every answer is a success or the retryable refusal
 *   (HTTP 503; REST and the owners' API `{code: 1001, message: <server.databaseUnavailable>}`, GraphQL
 *   an error with code SERVICE_UNAVAILABLE and that message) — no 500, no other error, no hang, no
 *   dropped connection — and there were refusals (the gap was seen);
 * - every kind of write succeeds again within 10 s of the promotion, in the same process, and keeps
 *   succeeding; `/readyz` answers 503 with the database down during the gap and 200 again after;
 * - read on the new primary directly: every acknowledged write is there (each acknowledged cast's receipt
 *   is a cast event of the ballot record, each acknowledged house add is a row, each acknowledged edit's
 *   value is the row's value unless a later edit followed it). A refused write may or may not be there
 *   (its commit may have happened before its answer was lost), but nothing else is: per owner the cast
 *   events number at least the acknowledged casts and at most the casts sent, each current ballot's
 *   choice is that of the owner's last acknowledged cast of the item or of one refused after it, the
 *   houses added number at least the acknowledged adds and at most the adds sent, and the ballot record
 *   verifies;
 * - the scheduled task ran no slot twice (its log rows' planned slots are distinct) and ran again after
 *   the promotion;
 * - the live subscription was never ended or errored, delivered events after the promotion, and its
 *   latest count equals the count a fresh subscriber starts from.
 *
 * PostgreSQL only: the embedded database belongs to one process and has no standby to fail over to.
 */
import WebSocket from 'ws';
import pg from 'pg';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, describe, expect, it } from 'vitest';
import { translate } from '../../server/kernel/i18n/messages.ts';
import { databaseTarget, pgConnection } from '../../server/db/hosts.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { BALLOT_OWNERS, ballotFixture, type BallotFixture } from '../support/owner-ballot.ts';
import { startPostgresPair, type PostgresPair } from '../support/postgres-pair.ts';

const REQUEST_DEADLINE_MS = 15_000;
/** The issue's bound: every kind of write succeeds again within this time of the promotion. */
const RECOVERY_MS = 10_000;
const UNAVAILABLE = translate('en', 'server.databaseUnavailable');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Kind = 'cast' | 'houseAdd' | 'houseEdit' | 'graphqlEdit';

/** One write as the client saw it. `value`: what it wrote (a choice, an owner name); `ok`: acknowledged. */
interface Outcome {
  kind: Kind;
  /** Who or what it wrote to: an owner and item, a house number, a house id. */
  target: string;
  value: unknown;
  at: number;
  end: number;
  ok: boolean;
  /** The retryable refusal (see the header). */
  retryable: boolean;
  status?: number;
  answer?: string;
  failure?: string;
  receipt?: string;
  id?: number;
}

/** A JSON POST with a deadline; the status and body, or why nothing usable came back. */
async function post(url: string, body: unknown, headers: Record<string, string>): Promise<{ status?: number; body?: any; text?: string; failure?: string }> {
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', language: 'en', ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) });
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text), text };
    } catch {
      return { status: res.status, text, failure: `not JSON: ${text.slice(0, 200)}` };
    }
  } catch (e) {
    const err = e as Error & { cause?: { code?: string; message?: string } };
    return { failure: `${err.name}: ${err.message}${err.cause ? ` (${err.cause.code ?? err.cause.message})` : ''}` };
  }
}

/** REST and the owners' API: `{code: 1000}` acknowledged; 503 `{code: 1001, message: <unavailable>}` the retryable refusal. */
function envelopeOutcome(kind: Kind, target: string, value: unknown, at: number, res: Awaited<ReturnType<typeof post>>): Outcome {
  const ok = res.status === 200 && res.body?.code === 1000;
  const retryable = res.status === 503 && res.body?.code === 1001 && res.body?.message === UNAVAILABLE;
  return { kind, target, value, at, end: Date.now(), ok, retryable, status: res.status, answer: ok ? undefined : res.text?.slice(0, 300), failure: res.failure, receipt: res.body?.data?.receipt, id: res.body?.data?.id };
}

/** GraphQL: data without errors acknowledged; an error SERVICE_UNAVAILABLE with the translated message (HTTP 503) the retryable refusal. */
function graphqlOutcome(target: string, value: unknown, at: number, res: Awaited<ReturnType<typeof post>>): Outcome {
  const errors = res.body?.errors as { message: string; extensions?: { code?: string } }[] | undefined;
  const ok = res.status === 200 && !errors?.length && res.body?.data?.r?.__typename === 'MutationAreaHouseUpdateSuccess';
  const retryable = res.status === 503 && errors?.length === 1 && errors[0]!.extensions?.code === 'SERVICE_UNAVAILABLE' && errors[0]!.message === UNAVAILABLE;
  return { kind: 'graphqlEdit', target, value, at, end: Date.now(), ok, retryable, status: res.status, answer: ok ? undefined : res.text?.slice(0, 300), failure: res.failure };
}

/** The writers: each loops one kind of write until `running()` says stop, one request at a time. */
function writers(t: TestApp, admin: string, f: BallotFixture, owners: { name: string; token: string }[], graphqlHouse: number, running: () => boolean, outcomes: Outcome[]) {
  const pause = (o: Outcome) => sleep(o.ok ? 10 : 50);
  const castLoop = async (owner: { name: string; token: string }, n: number) => {
    for (let i = 0; running(); i++) {
      const itemId = f.items[i % f.items.length]!;
      const result = (i + n) % 3;
      const at = Date.now();
      const o = envelopeOutcome('cast', `${owner.name}:${itemId}`, result, at, await post(`${t.url}/vote/api/cast`, { votes: [{ itemId, result }] }, { authorization: `Bearer ${owner.token}` }));
      outcomes.push(o);
      await pause(o);
    }
  };
  const restHouseLoop = async () => {
    for (let i = 0; running(); i++) {
      const houseNo = `F${i}`;
      let at = Date.now();
      const added = envelopeOutcome('houseAdd', houseNo, houseNo, at, await post(`${t.url}/admin/area/house/add`, { areaId: f.areaId, buildingNo: '9', unitNo: '1', houseNo, ownerName: `户${i}`, privateArea: 50 }, { authorization: admin }));
      outcomes.push(added);
      if (!added.ok) {
        await pause(added);
        continue;
      }
      at = Date.now();
      const ownerName = `改${i}`;
      const edited = envelopeOutcome('houseEdit', String(added.id), ownerName, at, await post(`${t.url}/admin/area/house/update`, { id: added.id, ownerName }, { authorization: admin }));
      outcomes.push(edited);
      await pause(edited);
    }
  };
  const graphqlLoop = async () => {
    const query = 'mutation($input: AreaHouseUpdateInput!) { r: areaHouseUpdate(input: $input) { __typename ... on AppError { message } } }';
    for (let i = 0; running(); i++) {
      const ownerName = `G${i}`;
      const at = Date.now();
      const o = graphqlOutcome(String(graphqlHouse), ownerName, at, await post(`${t.url}/graphql`, { query, variables: { input: { id: graphqlHouse, ownerName } } }, { authorization: admin }));
      outcomes.push(o);
      await pause(o);
    }
  };
  return Promise.all([...owners.map((o, n) => castLoop(o, n)), restHouseLoop(), graphqlLoop()]);
}

/** A graphql-ws subscriber of the meeting's live count: its events (with when they arrived) and what went wrong. */
function subscribeVoting(t: TestApp, admin: string, meetingId: number, clients: Client[]) {
  const client = createClient({ url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { Authorization: admin }, retryAttempts: 0 });
  clients.push(client);
  const events: { at: number; snapshot: any }[] = [];
  const problems: unknown[] = [];
  client.subscribe(
    { query: 'subscription($m: Int!) { meetingVoting(meetingId: $m) }', variables: { m: meetingId } },
    { next: (e) => (e.errors ? problems.push(e.errors) : events.push({ at: Date.now(), snapshot: (e.data as any).meetingVoting })), error: (e) => problems.push(e), complete: () => problems.push('complete') },
  );
  return { events, problems };
}

/** What a count says, without when it was computed. */
const countOf = (snapshot: any) => ({ status: snapshot.status, items: snapshot.items, participation: snapshot.participation });

/** The choices a current ballot may hold: that of the last acknowledged cast, or of any cast refused after it (none acknowledged: also none). */
function allowedChoices(casts: Outcome[]): Set<unknown> {
  const lastOk = casts.map((o) => o.ok).lastIndexOf(true);
  const allowed = new Set<unknown>(casts.slice(lastOk + 1).map((o) => o.value));
  if (lastOk >= 0) allowed.add(casts[lastOk]!.value);
  else allowed.add(null);
  return allowed;
}

let pair: PostgresPair | null = null;
let t: TestApp | undefined;
const clients: Client[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await t?.close();
  await pair?.stop();
});

describe('PostgreSQL failover to a synchronous standby (PostgreSQL only: the embedded database has no standby)', () => {
  it('reads DATABASE_URL host lists the libpq way, refuses what it does not implement, leaves one host to pg', () => {
    expect(databaseTarget('postgresql://u:p%40w@10.0.0.1:5433,[::1],db.example:6432/cga?sslmode=disable&target_session_attrs=read-write#x')).toEqual({
      sessionAttrs: 'read-write',
      hosts: [
        { host: '10.0.0.1', port: 5433, url: 'postgresql://u:p%40w@10.0.0.1:5433/cga?sslmode=disable#x' },
        { host: '::1', port: 5432, url: 'postgresql://u:p%40w@[::1]:5432/cga?sslmode=disable#x' },
        { host: 'db.example', port: 6432, url: 'postgresql://u:p%40w@db.example:6432/cga?sslmode=disable#x' },
      ],
    });
    for (const attrs of ['read-only', 'standby', 'prefer-standby', 'bogus']) expect(() => databaseTarget(`postgres://h1,h2/db?target_session_attrs=${attrs}`)).toThrow(`target_session_attrs=${attrs} is not supported`);
    expect(() => databaseTarget('postgres://h1:99999/db')).toThrow('bad port');
    expect(() => databaseTarget('postgres://h1:5432:1/db')).toThrow('cannot read the host');
    const single = 'postgres://u@127.0.0.1:5432/db?application_name=x';
    expect(pgConnection(single)).toEqual({ connectionString: single, Client: pg.Client });
    const pair = pgConnection('postgres://u@h1:1,h2:2/db?target_session_attrs=primary');
    expect(pair.connectionString).toBe('postgres://u@h1:1/db');
    expect(pair.Client).not.toBe(pg.Client);
    expect(new pair.Client()).toBeInstanceOf(pg.Client);
  });

  it('refuses writes retryably during the gap, follows the new primary within 10 s, loses no acknowledged write, runs no task slot twice, keeps live subscriptions', async () => {
    pair = await startPostgresPair();
    if (!pair) throw new Error('this test needs the PostgreSQL server binaries (/usr/lib/postgresql/*/bin: initdb, pg_ctl, pg_basebackup)');
    const setup = new pg.Client({ connectionString: pair.primaryUrl() });
    await setup.connect();
    await setup.query('CREATE DATABASE failover');
    await setup.end();
    t = await startTestApp('postgres', { TASK_SCHEDULER: 'on', TASK_LEASE_MS: '2000' }, { databaseUrl: pair.url('failover') });
    const admin = (await t.login()).token;

    const f = await ballotFixture(t, admin, { items: ['续聘物业', '维修基金', '停车管理', '绿化改造'].map((name) => ({ name })) });
    const owners = [];
    for (const o of BALLOT_OWNERS) owners.push({ name: o.ownerName, token: (await f.open(o.ownerName)).token });
    const graphqlHouse = (await t.req('POST', '/admin/area/house/add', { token: admin, body: { areaId: f.areaId, buildingNo: '8', unitNo: '1', houseNo: 'G', ownerName: 'G', privateArea: 60 } })).body.data.id as number;
    const task = await t.req('POST', '/admin/task/info/add', { token: admin, body: { name: '每秒', type: 1, service: 'test.sleep', cron: '* * * * * *', data: '{"ms": 50}' } });
    expect(task.body.code, task.text).toBe(1000);
    const live = subscribeVoting(t, admin, f.meetingId, clients);
    await expect.poll(() => live.events.length, { timeout: 10_000 }).toBeGreaterThan(0);

    // The stream; the primary stopped after 1.5 s, the standby promoted 2 s later.
    const outcomes: Outcome[] = [];
    let stopAt = Number.POSITIVE_INFINITY;
    const stream = writers(t, admin, f, owners, graphqlHouse, () => Date.now() < stopAt, outcomes);
    await sleep(1500);
    const stoppedAt = Date.now();
    await pair.stopPrimary();
    // Readiness says so meanwhile (its answer is reused for 1 s: asked after that).
    await sleep(1200);
    const readyInGap = await fetch(`${t.url}/readyz`);
    const gapReadiness = (await readyInGap.json()) as { checks: { database: { status: string } } };
    await sleep(800);
    await pair.promoteStandby();
    const promotedAt = Date.now();
    // Until every kind has succeeded five times after the promotion (or the bound has long passed).
    const KINDS: Kind[] = ['cast', 'houseAdd', 'houseEdit', 'graphqlEdit'];
    const recoveredEnough = () => KINDS.every((k) => outcomes.filter((o) => o.kind === k && o.at >= promotedAt && o.ok).length >= 5);
    while (!recoveredEnough() && Date.now() < promotedAt + RECOVERY_MS + 5000) await sleep(100);
    stopAt = Date.now();
    await stream;

    const seen = (list: Outcome[]) => JSON.stringify(list.slice(0, 5));
    const before = outcomes.filter((o) => o.end < stoppedAt);
    expect(before.length).toBeGreaterThan(0);
    expect(before.filter((o) => !o.ok), seen(before.filter((o) => !o.ok))).toEqual([]);
    const unexpected = outcomes.filter((o) => !o.ok && !o.retryable);
    const grouped = new Map<string, number>();
    for (const o of unexpected) grouped.set(`${o.kind} ${o.status} ${o.failure ?? o.answer}`, (grouped.get(`${o.kind} ${o.status} ${o.failure ?? o.answer}`) ?? 0) + 1);
    expect(Object.fromEntries(grouped)).toEqual({});
    const refused = outcomes.filter((o) => o.retryable);
    expect(refused.length).toBeGreaterThan(0);
    for (const kind of KINDS) {
      const mine = outcomes.filter((o) => o.kind === kind);
      const first = mine.find((o) => o.at >= promotedAt && o.ok);
      expect(first, `${kind}: ${seen(mine.filter((o) => o.at >= promotedAt))}`).toBeDefined();
      expect(first!.end - promotedAt, kind).toBeLessThanOrEqual(RECOVERY_MS);
      const last = mine.slice(-5);
      expect(last.every((o) => o.ok), seen(last)).toBe(true);
    }

    expect([readyInGap.status, gapReadiness.checks.database.status]).toEqual([503, 'down']);
    await expect.poll(async () => (await fetch(`${t!.url}/readyz`)).status, { timeout: 10_000 }).toBe(200);

    await checkDurability(pair, t, admin, f, graphqlHouse, outcomes);
    await checkTask(pair, task.body.data.id as number, stoppedAt, promotedAt);
    await checkLive(t, admin, f.meetingId, live, promotedAt);

    const kinds = KINDS.map((k) => `${k} ${outcomes.filter((o) => o.kind === k && o.ok).length}/${outcomes.filter((o) => o.kind === k).length}`).join(', ');
    const firstOk = Math.min(...KINDS.map((k) => outcomes.find((o) => o.kind === k && o.at >= promotedAt && o.ok)!.end - promotedAt));
    const lastOk = Math.max(...KINDS.map((k) => outcomes.find((o) => o.kind === k && o.at >= promotedAt && o.ok)!.end - promotedAt));
    console.log(`[failover] acknowledged/sent: ${kinds}; ${refused.length} refused as retryable; writes succeeded again ${firstOk}–${lastOk} ms after the promotion; ${live.events.length} live events`);
  }, 240_000);
});

/** Every acknowledged write on the new primary, read there directly; nothing there that was never sent. */
async function checkDurability(pair: PostgresPair, t: TestApp, admin: string, f: BallotFixture, graphqlHouse: number, outcomes: Outcome[]): Promise<void> {
  const db = new pg.Client({ connectionString: pair.standbyUrl('failover') });
  await db.connect();
  try {
    expect((await db.query('SELECT pg_is_in_recovery() AS r')).rows[0].r).toBe(false);
    const casts = outcomes.filter((o) => o.kind === 'cast');
    const events = await db.query<{ hash: string; houseId: number }>(`SELECT e.hash, r."houseId" FROM ballot_event e JOIN vote_record r ON r.id = e."recordId" WHERE e."meetingId" = $1 AND e.kind = 'cast'`, [f.meetingId]);
    const receipts = new Set(events.rows.map((e) => e.hash.slice(0, 16)));
    const lost = casts.filter((o) => o.ok && !receipts.has(o.receipt!));
    expect(lost, JSON.stringify(lost.slice(0, 5))).toEqual([]);
    const current = await db.query<{ houseId: number; itemId: number; result: number }>(`SELECT "houseId", "itemId", result FROM vote_record WHERE "meetingId" = $1 AND "replacedAt" IS NULL`, [f.meetingId]);
    for (const [n, owner] of BALLOT_OWNERS.entries()) {
      const mine = casts.filter((o) => o.target.startsWith(`${owner.ownerName}:`));
      const stored = events.rows.filter((e) => e.houseId === f.houses[n]).length;
      expect(stored, owner.ownerName).toBeGreaterThanOrEqual(mine.filter((o) => o.ok).length);
      expect(stored, owner.ownerName).toBeLessThanOrEqual(mine.length);
      for (const itemId of f.items) {
        const ballots = current.rows.filter((r) => r.houseId === f.houses[n] && r.itemId === itemId);
        expect(ballots.length).toBeLessThanOrEqual(1);
        const allowed = allowedChoices(mine.filter((o) => o.target === `${owner.ownerName}:${itemId}`));
        expect(allowed.has(ballots[0]?.result ?? null), `${owner.ownerName} item ${itemId}: ${ballots[0]?.result} not in ${[...allowed]}`).toBe(true);
      }
    }
    const houses = await db.query<{ id: number; houseNo: string; ownerName: string }>(`SELECT id, "houseNo", "ownerName" FROM area_house WHERE "areaId" = $1 AND "buildingNo" = '9'`, [f.areaId]);
    const adds = outcomes.filter((o) => o.kind === 'houseAdd');
    for (const o of adds.filter((a) => a.ok)) expect(houses.rows.find((h) => h.id === o.id)?.houseNo, o.target).toBe(o.target);
    expect(houses.rows.length).toBeGreaterThanOrEqual(adds.filter((o) => o.ok).length);
    expect(houses.rows.length).toBeLessThanOrEqual(adds.length);
    for (const o of outcomes.filter((e) => e.kind === 'houseEdit' && e.ok)) expect(houses.rows.find((h) => h.id === Number(o.target))?.ownerName, o.target).toBe(o.value);
    const g = await db.query<{ ownerName: string }>('SELECT "ownerName" FROM area_house WHERE id = $1', [graphqlHouse]);
    const gAllowed = allowedChoices(outcomes.filter((o) => o.kind === 'graphqlEdit'));
    expect(gAllowed.has(g.rows[0]!.ownerName), `${g.rows[0]!.ownerName} not in ${[...gAllowed]}`).toBe(true);
  } finally {
    await db.end();
  }
  const verified = await t.req('GET', `/admin/business/meeting/info/verifyBallots?id=${f.meetingId}`, { token: admin });
  expect(verified.body.data, verified.text).toMatchObject({ ok: true, broken: [] });
}

/** The task due every second: no planned slot logged twice; runs before the stop and after the promotion. */
async function checkTask(pair: PostgresPair, taskId: number, stoppedAt: number, promotedAt: number): Promise<void> {
  // A run cut by the stop is logged once its lease (2 s) lapses: wait past that.
  await sleep(3000);
  const db = new pg.Client({ connectionString: pair.standbyUrl('failover') });
  await db.connect();
  try {
    const { rows } = await db.query<{ planTime: Date | null; startTime: Date; status: number }>('SELECT "planTime", "startTime", status FROM task_log WHERE "taskId" = $1 ORDER BY id', [taskId]);
    const slots = rows.filter((r) => r.planTime).map((r) => r.planTime!.getTime());
    expect(new Set(slots).size, JSON.stringify(rows)).toBe(slots.length);
    expect(rows.some((r) => r.status === 1 && r.startTime.getTime() < stoppedAt)).toBe(true);
    expect(rows.some((r) => r.status === 1 && r.startTime.getTime() > promotedAt), JSON.stringify(rows.slice(-5))).toBe(true);
  } finally {
    await db.end();
  }
}

/** The subscriber kept its subscription, heard of votes after the promotion, and is up to date. */
async function checkLive(t: TestApp, admin: string, meetingId: number, live: ReturnType<typeof subscribeVoting>, promotedAt: number): Promise<void> {
  expect(live.problems).toEqual([]);
  expect(live.events.some((e) => e.at > promotedAt)).toBe(true);
  const fresh = subscribeVoting(t, admin, meetingId, clients);
  await expect.poll(() => fresh.events.length, { timeout: 10_000 }).toBeGreaterThan(0);
  await expect.poll(() => countOf(live.events.at(-1)!.snapshot), { timeout: 10_000 }).toEqual(countOf(fresh.events[0]!.snapshot));
  expect(live.problems).toEqual([]);
}
