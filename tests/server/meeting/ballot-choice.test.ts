/**
 * One ballot rule for every channel (docs/owner-voting.md "One ballot rule"):
 * a choice is exactly the integer 0, 1 or 2. Arbitrary JSON values are sent
 * as `result` on every channel that records a ballot — a paper ballot over
 * REST (single and batch, the bad ballot among good ones), over GraphQL
 * (voteRecordAdd, voteRecordBatch), a proxy's ballot, a correction in the
 * objection period's shape (ballotCorrectionCorrect, refused before its
 * stage is even looked at), and the owner's online ballot — and nothing is
 * recorded (no vote_record row, no ballot_event row) unless the value is
 * 0, 1 or 2; the answers are a translated 1001 (REST, owner API) or a
 * GraphQL error with its code, never a 500. Also: the single add takes the
 * proxy fields on REST and GraphQL, and a proxy refusal names the field by
 * its label in every language. Both databases, real HTTP.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { pdf, postMultipart } from '../../support/files.ts';

const HOUR = 3600_000;
const CODE = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/g;
const ID_CARD = '11010519491231002X';
/** Runs per channel: enough to meet every kind of JSON value, few enough to stay quick. */
const RUNS = 50;
/** A `result` left out of the request altogether. */
const MISSING = Symbol('missing');

/** The values a careless parser reads as a choice, and the edges around the three. */
const tricky = fc.constantFrom<unknown>(null, '', ' ', false, true, '0', '1', '2', ' 1 ', '1.0', 1.5, -1, 3, 0.5, 2.000001, 'NaN', 'Infinity', '同意', {}, { value: 1 }, [], [1], [0], 1e21, -2147483649, MISSING);
const anyResult = fc.oneof({ weight: 3, arbitrary: fc.jsonValue() }, { weight: 2, arbitrary: tricky }, { weight: 1, arbitrary: fc.constantFrom<unknown>(0, 1, 2) });

/** What the server receives once the value is JSON text (undefined: the key is left out). */
function asSent(v: unknown): unknown {
  if (v === MISSING) return undefined;
  return JSON.parse(JSON.stringify(v) ?? 'null');
}
/** The rule under test, written again independently of the server: the number 0, 1 or 2 itself. */
const isChoice = (v: unknown) => typeof v === 'number' && (v === 0 || v === 1 || v === 2);
const withResult = <T extends object>(row: T, v: unknown) => (v === MISSING ? row : { ...row, result: v });

describeOnDatabases('one ballot rule for every channel', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaId: number;
  let houses: number[];
  let meetingId: number;
  let items: number[];
  let ownerToken: string;
  let document: string;

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => t.req('POST', `/admin${path}`, { body, token: admin, headers });
  const ok = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };
  async function owner(path: string, body: unknown, token?: string) {
    const res = await fetch(`${t.url}/vote/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text), text };
  }
  /** What the meeting holds: every vote record and every ballot record event. */
  const recorded = async () => ({
    records: await t.app.db.voteRecord.count({ where: { meetingId } }),
    events: await t.app.db.ballotEvent.count({ where: { meetingId } }),
  });

  /**
   * The property of one channel: `send` casts a ballot with the value; a choice is recorded (records and events
   * grow), anything else is refused as the channel refuses and leaves both tables as they were.
   */
  async function holds(send: (v: unknown) => Promise<{ accepted: boolean; refusal: () => void }>) {
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(anyResult, async (v) => {
        const before = await recorded();
        const answer = await send(v);
        const after = await recorded();
        if (isChoice(asSent(v))) {
          expect(answer.accepted, `value ${String(JSON.stringify(v))}`).toBe(true);
          expect(after.records).toBeGreaterThan(before.records);
          expect(after.events).toBeGreaterThan(before.events);
        } else {
          refused++;
          expect(answer.accepted, `value ${String(JSON.stringify(v))}`).toBe(false);
          answer.refusal();
          expect(after, `value ${String(JSON.stringify(v))}`).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
    // The generator is not degenerate: most runs try something that is not a choice.
    expect(refused).toBeGreaterThan(RUNS / 3);
  }

  /** A REST answer: 1000, or the translated 1001 over HTTP 200 (never a 500). */
  const restAnswer = (res: { status: number; body: any; text: string }) => ({
    accepted: res.body?.code === 1000,
    refusal: () => {
      expect(res.status, res.text).toBe(200);
      expect(res.body.code, res.text).toBe(1001);
      expect(res.body.message, res.text).toMatch(/结果|不能为空/);
      expect(res.body.message).not.toMatch(/[{}]/);
    },
  });
  /** A GraphQL answer: the success member, or an error with its code (never masked as unexpected). */
  const gqlAnswer = (res: { status: number; body: any }) => ({
    accepted: !res.body.errors && res.body.data?.r?.__typename?.endsWith('Success'),
    refusal: () => {
      const text = JSON.stringify(res.body);
      expect(res.status, text).toBeLessThan(500);
      expect(res.body.errors?.length, text).toBeGreaterThan(0);
      const e = res.body.errors[0];
      expect(e.extensions?.code, text).toMatch(/^(BAD_REQUEST|BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED)$/);
      expect(e.message, text).not.toMatch(/Unexpected error/);
      expect(res.body.data?.r ?? null, text).toBeNull();
    },
  });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    areaId = ok(await post('/area/info/add', { name: '选票规则小区' })).id;
    const spec = [
      { ownerName: '甲', phone: '13800001111', buildingNo: '1', unitNo: '1', houseNo: '101', privateArea: 100 },
      { ownerName: '乙', phone: '13800002222', buildingNo: '1', unitNo: '1', houseNo: '102', privateArea: 80 },
      { ownerName: '丙', phone: '13800003333', buildingNo: '2', unitNo: '1', houseNo: '101', privateArea: 70 },
    ];
    houses = [];
    for (const h of spec) houses.push(ok(await post('/area/house/add', { areaId, ...h })).id);
    meetingId = ok(await post('/business/meeting/info/add', { name: '选票规则大会', areaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id;
    items = [];
    for (const name of ['续聘物业', '更换电梯']) items.push(ok(await post('/business/meeting/vote/item/add', { meetingId, name, passRule: 'majority' })).id);
    // Into 投票 as the stage guards require (the notice of stage 5 published).
    await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { status: 5 } });
    ok(await post('/business/meeting/notice/save', { meetingId, type: 5, title: '公告', content: '<p>公告</p>', isPublish: 1 }));
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(6);
    const sheet: string = ok(await post('/business/meeting/credential/issue', { meetingId })).sheet;
    const codeOf = new Map(sheet.split('class="slip"').slice(1).map((slip) => [/业主：([^<]+)</.exec(slip)![1]!, slip.match(CODE)![0]!]));
    ownerToken = ok(await owner('open', { code: codeOf.get('丙'), check: '3333' })).token;
    const up = await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name: '授权委托书.pdf', data: pdf('authorisation'), type: 'application/pdf' }] });
    document = ok(up);
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('a paper ballot over REST (vote/record/add): only 0, 1 or 2 is recorded; "1", null, "", false… are a translated 1001', async () => {
    await holds(async (v) => restAnswer(await post('/business/meeting/vote/record/add', withResult({ meetingId, itemId: items[0], houseId: houses[0] }, v))));
  });

  it('a batch over REST (vote/record/batch): one bad ballot among good ones refuses the whole batch', async () => {
    await holds(async (v) =>
      restAnswer(
        await post('/business/meeting/vote/record/batch', {
          meetingId,
          votes: [{ itemId: items[0], houseId: houses[1], result: 0 }, withResult({ itemId: items[1], houseId: houses[1] }, v), { itemId: items[1], houseId: houses[0], result: 2 }],
        }),
      ),
    );
  });

  it('a proxy’s ballot (batch and single add with the proxy fields) follows the same rule', async () => {
    const proxy = { proxyName: '王代理', proxyIdCard: ID_CARD, proxyDocument: document };
    await holds(async (v) => restAnswer(await post('/business/meeting/vote/record/batch', { meetingId, votes: [withResult({ itemId: items[0], houseId: houses[2], ...proxy }, v)] })));
    await holds(async (v) => restAnswer(await post('/business/meeting/vote/record/add', withResult({ meetingId, itemId: items[1], houseId: houses[2], ...proxy }, v))));
  });

  it('over GraphQL (voteRecordAdd, voteRecordBatch): the VoteChoice scalar refuses with a coded error', async () => {
    const add = `mutation($m: Int!, $i: Int!, $h: Int!, $r: VoteChoice!) { r: voteRecordAdd(meetingId: $m, itemId: $i, houseId: $h, result: $r) { __typename ... on AppError { message } } }`;
    await holds(async (v) => gqlAnswer(await t.gql(add, v === MISSING ? { m: meetingId, i: items[0], h: houses[1] } : { m: meetingId, i: items[0], h: houses[1], r: v }, admin)));
    const batch = `mutation($m: Int!, $v: [VoteCastInput!]!) { r: voteRecordBatch(meetingId: $m, votes: $v) { __typename ... on AppError { message } } }`;
    await holds(async (v) => gqlAnswer(await t.gql(batch, { m: meetingId, v: [{ itemId: items[0], houseId: houses[0], result: 1 }, withResult({ itemId: items[1], houseId: houses[0] }, v)] }, admin)));
    // Written in the query itself: a string literal or a float is no choice either.
    for (const literal of ['"1"', '1.0', 'true', 'null', '3', '-1']) {
      const before = await recorded();
      const res = await t.gql(`mutation { r: voteRecordAdd(meetingId: ${meetingId}, itemId: ${items[0]}, houseId: ${houses[0]}, result: ${literal}) { __typename } }`, {}, admin);
      expect(res.body.errors?.length, `${literal}: ${JSON.stringify(res.body)}`).toBeGreaterThan(0);
      expect(res.status).toBeLessThan(500);
      expect(await recorded()).toEqual(before);
    }
    const literal = await t.gql(`mutation { r: voteRecordAdd(meetingId: ${meetingId}, itemId: ${items[0]}, houseId: ${houses[0]}, result: 2) { __typename } }`, {}, admin);
    expect(literal.body.data?.r?.__typename, JSON.stringify(literal.body)).toBe('MutationVoteRecordAddSuccess');
  });

  it('the refusal is translated and names the field (zh-cn, zh-tw, en; REST and GraphQL)', async () => {
    const body = { meetingId, itemId: items[0], houseId: houses[0], result: '1' };
    expect((await post('/business/meeting/vote/record/add', body)).body).toEqual({ code: 1001, message: '结果只能是整数 0（同意）、1（不同意）或 2（弃权）' });
    expect((await post('/business/meeting/vote/record/add', body, { language: 'zh-tw' })).body.message).toBe('結果只能是整數 0（同意）、1（不同意）或 2（棄權）');
    expect((await post('/business/meeting/vote/record/add', body, { language: 'en' })).body.message).toBe('Result must be exactly the integer 0 (agree), 1 (disagree) or 2 (abstain)');
    const g = await t.gql(`mutation($r: VoteChoice!) { r: voteRecordAdd(meetingId: ${meetingId}, itemId: ${items[0]}, houseId: ${houses[0]}, result: $r) { __typename } }`, { r: '1' }, admin, { language: 'en' });
    expect(g.body.errors[0]).toMatchObject({ message: 'Result must be exactly the integer 0 (agree), 1 (disagree) or 2 (abstain)', extensions: { code: 'BAD_REQUEST', appCode: 1001 } });
    // The owner's page says it too.
    expect((await owner('cast', { votes: [{ itemId: items[0], result: null }] }, ownerToken)).body).toEqual({ code: 1001, message: '结果只能是整数 0（同意）、1（不同意）或 2（弃权）' });
  });

  it('a correction (ballotCorrectionCorrect) takes the same scalar: "1" is refused before anything is looked at', async () => {
    for (const result of ['1', null, 1.5, true]) {
      const res = await post('/business/meeting/correction/correct', { meetingId, houseId: houses[0], itemId: items[0], result, reason: '笔误', evidence: [document] });
      expect(res.body.code, res.text).toBe(1001);
      expect(res.body.message).toMatch(/^结果(只能是整数|不能为空)/);
    }
    expect(await t.app.db.ballotCorrection.count({ where: { meetingId } })).toBe(0);
  });

  it('the owner’s online ballot (POST /vote/api/cast): null, "", false are no longer 同意 — {code:1001}, nothing recorded', async () => {
    await holds(async (v) => {
      const res = await owner('cast', { votes: [{ itemId: items[0], result: 0 }, withResult({ itemId: items[1] }, v)] }, ownerToken);
      return {
        accepted: res.body.code === 1000,
        refusal: () => {
          expect(res.status, res.text).toBe(200);
          expect(res.body.code, res.text).toBe(1001);
          expect(res.body.message, res.text).toBe('结果只能是整数 0（同意）、1（不同意）或 2（弃权）');
        },
      };
    });
    // A vote that is no object at all is the incomplete ballot it always was.
    const before = await recorded();
    for (const votes of [[null], [1], ['x'], [[items[0], 0]]]) expect((await owner('cast', { votes }, ownerToken)).body.code).toBe(1001);
    expect(await recorded()).toEqual(before);
  });

  it('the single add takes the proxy fields on REST and GraphQL, and a proxy refusal names the field by its label', async () => {
    const single = ok(await post('/business/meeting/vote/record/add', { meetingId, itemId: items[0], houseId: houses[1], result: 1, proxyName: '李代理', proxyIdCard: ID_CARD.toLowerCase(), proxyDocument: document }));
    expect(await t.app.db.voteRecord.findUniqueOrThrow({ where: { id: single.id } })).toMatchObject({ proxyName: '李代理', proxyIdCard: ID_CARD, proxyDocument: document, result: 1 });
    const g = await t.gql(
      `mutation($d: String) { r: voteRecordAdd(meetingId: ${meetingId}, itemId: ${items[1]}, houseId: ${houses[1]}, result: 0, proxyName: "赵代理", proxyIdCard: "${ID_CARD}", proxyDocument: $d) { __typename ... on MutationVoteRecordAddSuccess { data } } }`,
      { d: document },
      admin,
    );
    expect(g.body.data.r.__typename, JSON.stringify(g.body)).toBe('MutationVoteRecordAddSuccess');
    expect(await t.app.db.voteRecord.findUniqueOrThrow({ where: { id: g.body.data.r.data } })).toMatchObject({ proxyName: '赵代理', proxyIdCard: ID_CARD });

    const before = await recorded();
    const badId = { meetingId, itemId: items[0], houseId: houses[1], result: 0, proxyName: '李代理', proxyIdCard: '110105194912310021', proxyDocument: document };
    const messages = {
      'zh-cn': (await post('/business/meeting/vote/record/add', badId)).body.message,
      'zh-tw': (await post('/business/meeting/vote/record/add', badId, { language: 'zh-tw' })).body.message,
      en: (await post('/business/meeting/vote/record/add', badId, { language: 'en' })).body.message,
    };
    expect(messages).toEqual({
      'zh-cn': '代理人身份证号不是有效的18位居民身份证号（出生日期或校验位不正确）',
      'zh-tw': '代理人身分證號不是有效的18位居民身分證號（出生日期或校驗位不正確）',
      en: expect.stringMatching(/^Proxy ID number /),
    });
    // In a batch, the ballot is named as well; a name too long names its field too.
    const batch = await post('/business/meeting/vote/record/batch', { meetingId, votes: [{ itemId: items[1], houseId: houses[0], result: 0 }, { ...badId, meetingId: undefined }] }, { language: 'en' });
    expect(batch.body.message).toMatch(/^Ballot 2: Proxy ID number /);
    const long = await post('/business/meeting/vote/record/add', { ...badId, proxyIdCard: ID_CARD, proxyName: '王'.repeat(101) });
    expect(long.body.message).toBe('代理人姓名长度需在1到100个字符之间');
    const gq = await t.gql(`mutation { r: voteRecordAdd(meetingId: ${meetingId}, itemId: ${items[0]}, houseId: ${houses[1]}, result: 0, proxyName: "李代理", proxyIdCard: "110105194912310021", proxyDocument: "${document}") { __typename ... on AppError { message field } } }`, {}, admin, { language: 'en' });
    expect(gq.body.data.r).toMatchObject({ __typename: 'AppError', field: 'proxyIdCard', message: expect.stringMatching(/^Proxy ID number /) });
    for (const m of [...Object.values(messages), batch.body.message, long.body.message, gq.body.data.r.message]) expect(m).not.toMatch(/[{}]/);
    expect(await recorded()).toEqual(before);
  });
});
