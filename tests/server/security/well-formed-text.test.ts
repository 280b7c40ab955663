/**
 * Text that is not Unicode never reaches storage (kernel/text-input.ts,
 * docs/security.md "Well-formed text"), and the request log keeps every
 * entry (audit/log.ts, audit/read-log.ts, audit/unit-of-work.ts), on both
 * databases:
 * - a lone surrogate or a NUL in user input is refused with 1001 (REST) or
 *   a GraphQL error with a code, on every way in: a REST body (known keys or
 *   not), GraphQL variables and keys, JSON text inside a value, a spreadsheet
 *   cell, the owner's ballot API; nothing is written;
 * - the surrogate `personUpdate` of the issue answers 1001, and the other
 *   users' entries logged in the same batches are all there, its own too
 *   (with U+FFFD);
 * - a log batch with a row the database refuses writes every other row and
 *   records the refused one with a note; a batch that fails once is written
 *   on the next try, once; a mutation whose log row is refused is rolled back
 *   with a translated 1001 and the attempt is on record.
 * The refusals here come from the real database (a trigger), not a mock.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { createReadLog } from '../../../server/audit/read-log.ts';
import { logColumns, logText } from '../../../server/audit/log.ts';

const LONE = '\ud800';
const PERSON_UPDATE = '/admin/base/comm/personUpdate';
const INVALID_TEXT = '输入包含不允许的字符';

/** Polls until `check` holds (the read log writes in batches off the request's path); answers its last value. */
async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, tries = 100): Promise<T> {
  let v = await read();
  for (let i = 0; i < tries && !check(v); i++) {
    await new Promise((r) => setTimeout(r, 100));
    v = await read();
  }
  return v;
}

it('the log writer makes any text storable: surrogates become U+FFFD, NUL visible, cuts never split a pair', () => {
  expect(logText(`a${LONE}b`)).toBe('a\ufffdb');
  expect(logText('a\u0000b')).toBe('a\\u0000b');
  // A cut right inside a surrogate pair leaves no lone half.
  const cut = logText('x'.repeat(9) + '😀', 10);
  expect(cut.isWellFormed()).toBe(true);
  const cols = logColumns({ userId: 2 ** 40, action: `GET /${LONE}`, ip: '1.2.3.4', params: { [`k${LONE}`]: [LONE, 10n, Number.NaN] }, communities: null });
  expect(cols.userId).toBeNull();
  expect(cols.action).toBe('GET /\ufffd');
  expect(cols.params).toEqual({ 'k\ufffd': ['\ufffd', '10', 'NaN'] });
  expect(cols.json.isWellFormed()).toBe(true);
});

describeOnDatabases('well-formed text and a log that keeps every entry', (kind) => {
  let t: TestApp;
  let admin: string;
  const users: { id: number; token: string }[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    for (let i = 0; i < 4; i++) {
      const add = await t.req('POST', '/admin/base/sys/user/add', { token: admin, body: { username: `wf_user${i}`, password: 'wf123456', name: `WF ${i}` } });
      expect(add.body.code).toBe(1000);
      users.push({ id: add.body.data, token: (await t.login(`wf_user${i}`, 'wf123456')).token });
    }
  }, 120_000);
  afterAll(async () => {
    await t.app.db.$executeRawUnsafe('DROP TRIGGER IF EXISTS wf_poison ON base_sys_log');
    await t?.close();
    await stopSharedPostgres();
  });

  const logsOf = (userIds: number[], action: string) => t.app.db.baseSysLog.findMany({ where: { userId: { in: userIds }, action }, select: { userId: true, params: true } });

  it('the surrogate personUpdate answers 1001 while other users work; every entry is in the log', async () => {
    const [victim] = users;
    const before = await t.req('GET', '/admin/base/comm/person', { token: victim!.token });
    const reads = users.flatMap((u) => Array.from({ length: 10 }, () => t.req('GET', '/admin/base/comm/person', { token: u.token })));
    const hostile = t.req('POST', PERSON_UPDATE, { token: victim!.token, body: { remark: LONE, nickName: `nick${LONE}` } });
    const answers = await Promise.all([...reads, hostile]);
    const refused = answers.at(-1)!;
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ code: 1001, message: INVALID_TEXT });
    for (const r of answers.slice(0, -1)) expect(r.body.code).toBe(1000);
    // Nothing was written.
    const after = await t.req('GET', '/admin/base/comm/person', { token: victim!.token });
    expect(after.body.data.nickName).toBe(before.body.data.nickName);

    const ids = users.map((u) => u.id);
    const logged = await eventually(
      () => logsOf(ids, 'GET /admin/base/comm/person'),
      (rows) => rows.length >= 40 + 2,
    );
    // The 40 concurrent reads and the two of the victim around them: none lost.
    expect(logged.length).toBe(40 + 2);
    for (const u of users) expect(logged.filter((r) => r.userId === u.id).length).toBe(u === victim ? 12 : 10);
    const own = await eventually(
      () => logsOf([victim!.id], `POST ${PERSON_UPDATE}`),
      (rows) => rows.length >= 1,
    );
    expect(own).toHaveLength(1);
    expect(own[0]!.params).toMatchObject({ remark: '\ufffd', nickName: 'nick\ufffd', __status: 200 });
  });

  it('refuses text that is not Unicode, and NUL, on every way in, with a code; nothing is written', async () => {
    const [u] = users;
    // GraphQL variables, in a value and in a key of a JSON value.
    const mutation = 'mutation ($input: PersonUpdateInput!) { personUpdate(input: $input) { __typename } }';
    for (const input of [{ nickName: LONE }, { nickName: 'a\u0000b' }]) {
      const r = await t.gql(mutation, { input }, u!.token);
      expect(r.body.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe('BAD_REQUEST');
      expect(r.body.errors[0].message).toBe(INVALID_TEXT);
    }
    const dict = await t.gql('mutation ($input: DictTypeAddInput!) { dictTypeAdd(input: $input) { __typename } }', { input: { name: `n${LONE}`, key: 'wf_key' } }, admin);
    expect(dict.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    // A literal: graphql-js refuses the escape itself (a syntax error), before anything runs.
    const literal = await t.gql(String.raw`mutation { personUpdate(input: { nickName: "\ud800" }) { __typename } }`, {}, u!.token);
    expect(literal.status).toBeLessThan(500);
    expect(literal.body.errors[0].message).toBe('Syntax Error: Invalid Unicode escape sequence: "\\ud800".');
    expect(literal.body.data ?? null).toBeNull();

    // JSON text inside a value (a translations field): what it holds would be stored, so it is judged too.
    for (const i18n of [String.raw`{"en":{"name":"\ud800"}}`, String.raw`{"en":{"name":"a\u0000b"}}`]) {
      const r = await t.req('POST', '/admin/base/sys/department/add', { token: admin, body: { name: 'WF部门', i18n } });
      expect(r.body, i18n).toEqual({ code: 1001, message: INVALID_TEXT });
    }
    expect(await t.app.db.baseSysDepartment.count({ where: { name: 'WF部门' } })).toBe(0);
    expect(await t.app.db.dictType.count({ where: { key: 'wf_key' } })).toBe(0);

    // A spreadsheet cell is a bad row, naming its field; JSON rows are a body like any other.
    const area = (await t.app.db.areaInfo.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    const form = new FormData();
    const csv = '\uFEFF业主姓名,手机号,楼栋号,单元号,房号,专有面积,区域编码,产权证号\r\n甲,,WF1,,1\u0000,10,,\r\n';
    form.append('file', new Blob([Buffer.from(csv, 'utf8')]), 'houses.csv');
    const res = await fetch(`${t.url}/admin/area/house/import`, { method: 'POST', headers: { authorization: admin, selectAreaId: String(area), language: 'en' }, body: form });
    const sheet = await res.json();
    expect(sheet.code).toBe(1001);
    expect(sheet.data.rows).toEqual([{ row: 2, fields: ['houseNo'], messages: ['The input contains characters that are not allowed'] }]);
    const rows = await t.req('POST', '/admin/area/house/import', { token: admin, headers: { selectAreaId: String(area) }, body: { rows: [{ buildingNo: 'WF1', houseNo: `1${LONE}`, privateArea: 10 }] } });
    expect(rows.body).toEqual({ code: 1001, message: INVALID_TEXT });
    expect(await t.app.db.areaHouse.count({ where: { buildingNo: 'WF1' } })).toBe(0);

    // The owner's ballot API.
    const owner = await fetch(`${t.url}/vote/api/open`, { method: 'POST', headers: { 'content-type': 'application/json', language: 'en' }, body: JSON.stringify({ code: LONE }) });
    expect((await owner.json()).code).toBe(1001);
  });

  it('a batch with a row the database refuses writes every other row, and records that one with a note', async () => {
    await t.app.db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION wf_poison() RETURNS trigger AS $$
      BEGIN
        IF NEW.params::text LIKE '%wf-poison%' THEN RAISE EXCEPTION 'poisoned row'; END IF;
        IF NEW.params::text LIKE '%wf-flaky%' AND nextval('wf_flaky') = 1 THEN RAISE EXCEPTION 'flaky database'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await t.app.db.$executeRawUnsafe('CREATE SEQUENCE IF NOT EXISTS wf_flaky');
    await t.app.db.$executeRawUnsafe('DROP TRIGGER IF EXISTS wf_poison ON base_sys_log');
    await t.app.db.$executeRawUnsafe('CREATE TRIGGER wf_poison BEFORE INSERT ON base_sys_log FOR EACH ROW EXECUTE FUNCTION wf_poison()');
    try {
      const log = createReadLog(t.app.db, { intervalMs: 60_000, batch: 10_000 });
      const ids = users.map((u) => u.id);
      for (let i = 0; i < 30; i++) log.push({ userId: ids[i % ids.length]!, action: 'TEST batch', ip: '127.0.0.1', params: { i }, communities: i % 2 ? [1] : null });
      log.push({ userId: ids[0]!, action: 'TEST batch', ip: '127.0.0.1', params: { i: 'poison', mark: 'wf-poison' }, communities: [1] });
      // A batch the database refuses once is written on the next try, each row once.
      for (let i = 0; i < 5; i++) log.push({ userId: ids[1]!, action: 'TEST flaky', ip: '127.0.0.1', params: { i, mark: 'wf-flaky' }, communities: null });
      await log.close();
      expect(log.dropped).toBe(0);

      const rows = await t.app.db.baseSysLog.findMany({ where: { action: 'TEST batch' }, select: { params: true, communities: { select: { communityId: true } } }, orderBy: { id: 'asc' } });
      expect(rows).toHaveLength(31);
      const kept = rows.filter((r) => typeof (r.params as { i?: unknown }).i === 'number').map((r) => (r.params as { i: number }).i).sort((a, b) => a - b);
      expect(kept).toEqual(Array.from({ length: 30 }, (_, i) => i));
      const noted = rows.filter((r) => (r.params as { __unstorable?: string }).__unstorable);
      expect(noted).toHaveLength(1);
      expect((noted[0]!.params as { __unstorable: string }).__unstorable).toMatch(/^payload not storable: .*poisoned row/);
      // Its communities stay with it (the log's reads are scoped by them).
      expect(noted[0]!.communities).toEqual([{ communityId: 1 }]);
      const flaky = await t.app.db.baseSysLog.findMany({ where: { action: 'TEST flaky' }, select: { params: true } });
      expect(flaky.map((r) => (r.params as { i: number }).i).sort()).toEqual([0, 1, 2, 3, 4]);

      // A mutation whose log row is refused: rolled back, answered with a translated 1001, the attempt on record.
      const add = await t.req('POST', '/admin/dict/type/add', { token: admin, body: { name: 'wf-poison', key: 'wf_poison_key' } });
      expect(add.status).toBe(200);
      expect(add.body).toEqual({ code: 1001, message: '操作日志无法记录，本次操作未执行，请修改输入后重试' });
      expect(await t.app.db.dictType.count({ where: { key: 'wf_poison_key' } })).toBe(0);
      const attempt = await t.app.db.baseSysLog.findMany({ where: { action: 'POST /admin/dict/type/add' }, select: { params: true }, orderBy: { id: 'desc' }, take: 1 });
      expect((attempt[0]!.params as { __unstorable?: string }).__unstorable).toMatch(/^payload not storable: .*poisoned row/);
    } finally {
      await t.app.db.$executeRawUnsafe('DROP TRIGGER IF EXISTS wf_poison ON base_sys_log');
    }
  });
});
