/**
 * The vote table's whole answer, pinned (docs/vote-table.md): every XML part
 * of the generated XLSX (the sheets, shared strings, styles, workbook,
 * document properties) for a meeting with paper and online ballots, a
 * proxy's ballot, changed votes, abstentions, owners of several houses, a
 * house without owner, an owner who never votes, and its ballot record —
 * during voting and once counted, over REST and over GraphQL, on both
 * databases. The parts are compared with a stored copy taken from the code
 * before the vote table was made cheaper (__snapshots__/vote-table-pinned.xml.txt),
 * so a change of how the workbook is written must leave what it holds
 * unchanged. The copy was taken again, on purpose, once: when the tally gained
 * its share lines and the ballot record its `opened` and `counted` events and
 * each ballot's proxy (docs/ballot-record.md). Only what differs from run to run is masked: SHA-256 digests
 * (numbered in order of appearance: the chain's hashes carry the ballots'
 * times), ISO times and the printed minutes. The offline check
 * (verify-table.ts) passes on each file, so the masked hashes still chain.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import JSZip from 'jszip';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { pdf, postMultipart } from '../../support/files.ts';
import { verifyVoteTable } from '../../../server/modules/meeting/verify-table.ts';

const HOUR = 3600_000;
const CODE = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/g;

/** The XML parts of an XLSX, in name order, with what varies between runs masked. */
async function partsOf(bytes: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir).sort();
  const digests = new Map<string, string>();
  const out: string[] = [];
  for (const name of names) {
    const text = (await zip.file(name)!.async('string'))
      .replace(/\b[0-9a-f]{64}\b/g, (h) => digests.get(h) ?? (digests.set(h, `#${digests.size + 1}`), `#${digests.size}`))
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<iso>')
      .replace(/\d{4}-\d\d-\d\d \d\d:\d\d/g, '<minute>');
    out.push(`==== ${name}\n${text}`);
  }
  return out.join('\n');
}

describeOnDatabases('vote table, pinned', (kind) => {
  let t: TestApp;
  let admin: string;
  let meetingId: number;
  let houses: number[];
  let items: number[];
  const codes = new Map<string, string>();
  const tables: string[] = [];

  const post = (path: string, body: unknown) => t.req('POST', `/admin${path}`, { body, token: admin });
  const ok = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };
  async function owner(path: string, body: unknown, token?: string) {
    const res = await fetch(`${t.url}/vote/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
    const text = await res.text();
    const json = JSON.parse(text);
    expect(json.code, text).toBe(1000);
    return json.data;
  }
  const fetchBytes = async (url: string) => {
    const res = await fetch(t.url + url);
    expect(res.status, url).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };
  /** Generates the table over REST and over GraphQL; both files are checked offline and answer the same parts. */
  async function generated(): Promise<string> {
    // Each file is fetched before the next generation replaces it.
    const rest = await fetchBytes(ok(await post('/business/meeting/template/genVoteTable', { meetingId })).url);
    const gql = await t.gql('mutation($m: Int!) { r: meetingTemplateGenVoteTable(meetingId: $m) { __typename ... on MutationMeetingTemplateGenVoteTableSuccess { data { url } } ... on AppError { message } } }', { m: meetingId }, admin);
    expect(gql.body.data.r.__typename, JSON.stringify(gql.body)).toBe('MutationMeetingTemplateGenVoteTableSuccess');
    const files = [rest, await fetchBytes(gql.body.data.r.data.url)];
    for (const f of files) {
      const check = await verifyVoteTable(f);
      expect(check.problems).toEqual([]);
      expect(check.ok).toBe(true);
    }
    const [a, b] = await Promise.all(files.map(partsOf));
    expect(b).toBe(a);
    return a!;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    const up = await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name: '授权委托书.pdf', data: pdf('authorisation'), type: 'application/pdf' }] });
    const document = ok(up);
    const areaId = ok(await post('/area/info/add', { name: '表决表定稿小区' })).id;
    // 甲 and 丁 hold two houses each (one vote, areas added up); 己 has no phone; the last house has no owner (the developer's).
    const spec = [
      { ownerName: '甲', phone: '13800001111', buildingNo: '1', unitNo: '1', houseNo: '101', privateArea: 100 },
      { ownerName: '甲', phone: '13800001111', buildingNo: '1', unitNo: '1', houseNo: '102', privateArea: 50.25 },
      { ownerName: '乙', phone: '13800002222', buildingNo: '1', unitNo: '2', houseNo: '201', privateArea: 80 },
      { ownerName: '丙', phone: '13800003333', buildingNo: '2', unitNo: '1', houseNo: '101', privateArea: 70.5 },
      { ownerName: '丁', phone: '13800004444', buildingNo: '2', unitNo: '1', houseNo: '102', privateArea: 66.66 },
      { ownerName: '丁', phone: '13800004444', buildingNo: '3', unitNo: '1', houseNo: '301', privateArea: 90 },
      { ownerName: '戊', phone: '13800005555', buildingNo: '3', unitNo: '1', houseNo: '302', privateArea: 45.1 },
      { ownerName: '己', buildingNo: '3', unitNo: '2', houseNo: '401', privateArea: 77 },
      { buildingNo: '3', unitNo: '2', houseNo: '402', privateArea: 120 },
    ];
    houses = [];
    for (const h of spec) houses.push(ok(await post('/area/house/add', { areaId, ...h })).id);
    meetingId = ok(await post('/business/meeting/info/add', { name: '定稿表决大会', areaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id;
    await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { status: 5 } });
    ok(await post('/business/meeting/notice/save', { meetingId, type: 5, title: '公告3', content: '<p>3</p>', isPublish: 1 }));
    items = [];
    for (const [name, passRule] of [['续聘物业', 'majority'], ['使用维修资金', 'threeQuarters'], ['修改管理规约', 'majority']] as const) items.push(ok(await post('/business/meeting/vote/item/add', { meetingId, name, passRule })).id);
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(6);

    // Online: credentials for every owner; 甲 votes online and changes a vote, 乙 abstains online.
    const issued = ok(await post('/business/meeting/credential/issue', { meetingId }));
    for (const slip of (issued.sheet as string).split('class="slip"').slice(1)) {
      const name = /业主：([^<]+)</.exec(slip)?.[1];
      if (name) codes.set(name, slip.match(CODE)![0]!);
    }
    const 甲 = await owner('open', { code: codes.get('甲')!, check: '1111' });
    await owner('cast', { votes: [{ itemId: items[0], result: 0 }, { itemId: items[1], result: 1 }, { itemId: items[2], result: 2 }] }, 甲.token);
    await owner('cast', { votes: [{ itemId: items[1], result: 0 }] }, 甲.token);
    const 乙 = await owner('open', { code: codes.get('乙')!, check: '2222' });
    await owner('cast', { votes: [{ itemId: items[0], result: 2 }, { itemId: items[1], result: 2 }] }, 乙.token);

    // Paper: a batch (丙 by a proxy, 丁 through its second house, the developer's house), then 乙's paper ballot replaces its online one,
    // 丙 changes its mind on one item, 己 abstains on one.
    const vote = async (votes: Record<string, unknown>[]) => ok(await post('/business/meeting/vote/record/batch', { meetingId, votes }));
    const proxy = { proxyName: '王代理', proxyIdCard: '11010519491231002X', proxyDocument: document };
    await vote([
      { itemId: items[0], houseId: houses[3], result: 1, ...proxy },
      { itemId: items[1], houseId: houses[3], result: 0, ...proxy },
      { itemId: items[0], houseId: houses[5], result: 0 },
      { itemId: items[2], houseId: houses[5], result: 1 },
      { itemId: items[0], houseId: houses[8], result: 0 },
    ]);
    await vote([{ itemId: items[1], houseId: houses[2], result: 1 }]);
    await vote([{ itemId: items[0], houseId: houses[3], result: 0 }]);
    await vote([{ itemId: items[2], houseId: houses[7], result: 2 }]);
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('during voting: the same parts as before the change', async () => {
    const parts = await generated();
    tables.push(parts);
    await expect(parts).toMatchFileSnapshot('__snapshots__/vote-table-pinned.voting.xml.txt');
  });

  it('once counted, with the tally: the same parts as before the change', async () => {
    // The box closes (its end moved into the past: the test does not wait for the clock).
    await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { voteEndTime: new Date(Date.now() - 1000) } });
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(7);
    ok(await post('/business/meeting/notice/save', { meetingId, type: 7, title: '公告4', content: '<p>4</p>', isPublish: 1 }));
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(8);
    const parts = await generated();
    expect(parts).not.toBe(tables[0]);
    await expect(parts).toMatchFileSnapshot('__snapshots__/vote-table-pinned.counted.xml.txt');
    // A counted meeting's table asked for again is the same.
    expect(await generated()).toBe(parts);
  });
});
