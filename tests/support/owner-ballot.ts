/**
 * An owner's ballot page ready to be opened, for server tests of the owner
 * API (docs/owner-voting.md): a community of its own with houses whose owners
 * have phones, a meeting moved into 投票 (stage 6) as the stage guards
 * require, its vote items, the credentials issued (the codes read off the
 * printable sheet), and the owner's requests (`POST /vote/api/...`) as the
 * page sends them.
 */
import type { TestApp } from './app.ts';

const HOUR = 3600_000;
const CODE = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/g;

/** The owners of the fixture's houses: name, phone (the last four digits confirm), house number, area. */
export const BALLOT_OWNERS = [
  { ownerName: '甲', phone: '13800001111', houseNo: '101', privateArea: 100 },
  { ownerName: '乙', phone: '13800002222', houseNo: '102', privateArea: 80 },
  { ownerName: '丙', phone: '13800003333', houseNo: '103', privateArea: 70 },
] as const;

export interface OwnerAnswer {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

/** A request of the owner's page: a JSON POST, the session token as a bearer token. */
export async function ownerRequest(t: TestApp, path: string, body: unknown, token?: string, headers: Record<string, string> = {}): Promise<OwnerAnswer> {
  const res = await fetch(`${t.url}/vote/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}

export interface BallotFixture {
  areaId: number;
  meetingId: number;
  items: number[];
  houses: number[];
  /** Each owner's code, by owner name. */
  codes: Map<string, string>;
  /** Opens the owner's ballot: the first time with the code and the last four phone digits, then from the bound device; the session token and the state. */
  open(owner?: string): Promise<{ token: string; state: any }>;
}

export interface BallotOptions {
  community?: string;
  meeting?: Record<string, unknown>;
  items?: { name: string; description?: string; passRule?: string }[];
  /** Defaults: opened an hour ago, closing in an hour. */
  voteStartTime?: Date;
  voteEndTime?: Date;
  /** The community's assembly rules (business/meeting/rule), frozen when voting opens: e.g. extensions allowed. */
  rules?: Record<string, unknown>;
}

/** Builds the community, the meeting in 投票 and the credentials; `call` is an admin REST call answering `data` (throws otherwise). */
export async function ballotFixture(t: TestApp, admin: string, opts: BallotOptions = {}): Promise<BallotFixture> {
  const call = async (path: string, body: Record<string, unknown>) => {
    const res = await t.req('POST', `/admin/${path}`, { body, token: admin });
    if (res.body.code !== 1000) throw new Error(`${path}: ${res.text}`);
    return res.body.data;
  };
  const stamp = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
  const areaId = (await call('area/info/add', { name: opts.community ?? `投票小区${stamp}` })).id as number;
  const houses: number[] = [];
  for (const h of BALLOT_OWNERS) houses.push((await call('area/house/add', { areaId, buildingNo: '1', unitNo: '1', ...h })).id);
  if (opts.rules) await call('business/meeting/rule/add', { areaId, ...opts.rules });
  const meetingId = (
    await call('business/meeting/info/add', {
      name: `业主大会${stamp}`,
      areaId,
      type: 2,
      voteStartTime: (opts.voteStartTime ?? new Date(Date.now() - HOUR)).toISOString(),
      voteEndTime: (opts.voteEndTime ?? new Date(Date.now() + HOUR)).toISOString(),
      ...opts.meeting,
    })
  ).id as number;
  const items: number[] = [];
  for (const item of opts.items ?? [{ name: '续聘物业', description: '<p>续聘物业的全文</p>' }]) items.push((await call('business/meeting/vote/item/add', { meetingId, passRule: 'majority', ...item })).id);
  // Straight to the notice stage before voting, as the owner-vote tests do; its notice, then into 投票.
  await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { status: 5 } });
  await call('business/meeting/notice/save', { meetingId, type: 5, title: '表决公告', content: '<p>表决公告</p>', isPublish: 1 });
  await call('business/meeting/info/next', { id: meetingId });
  const sheet: string = (await call('business/meeting/credential/issue', { meetingId })).sheet;
  const codes = new Map<string, string>();
  for (const slip of sheet.split('class="slip"').slice(1)) codes.set(/业主：([^<]+)</.exec(slip)![1]!, slip.match(CODE)![0]!);
  const devices = new Map<string, string>();
  return {
    areaId,
    meetingId,
    items,
    houses,
    codes,
    async open(owner = '甲') {
      const phone = BALLOT_OWNERS.find((o) => o.ownerName === owner)!.phone;
      const device = devices.get(owner);
      const res = await ownerRequest(t, 'open', device ? { code: codes.get(owner), device } : { code: codes.get(owner), check: phone.slice(-4) });
      if (res.body?.code !== 1000) throw new Error(`open ${owner}: ${res.text}`);
      if (res.body.data.device) devices.set(owner, res.body.data.device);
      return { token: res.body.data.token, state: res.body.data.state };
    },
  };
}
