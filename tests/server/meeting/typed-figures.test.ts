/**
 * The graph's typed figures are the REST answer's figures: for the same
 * meeting, the live count while voting (VoteItem.liveCount), the turnout
 * (MeetingInfo.participation), the participants and, once counted, the
 * frozen count (VoteItem.count) carry every figure the legacy JSON carries,
 * with the same values.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { meetingMover } from '../../support/meetings.ts';

const HOUR = 3600_000;
const COUNT = 'rule totalArea totalOwners votingArea votingOwners agreeArea agreeOwners disagreeArea disagreeOwners abstainArea abstainOwners quorumMet passed proxyOwners proxyArea terminated nonVoters';
const TURNOUT = 'totalArea totalOwners votedAnyArea votedAnyOwners votedAllArea votedAllOwners';

describeOnDatabases('typed figures equal the REST figures', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaId: number;

  const call = async (path: string, body: Record<string, unknown>) => {
    const res = await t.req('POST', `/admin/${path}`, { body, token: admin });
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };
  const restDetail = async (id: number) => {
    const res = await t.req('GET', `/admin/business/meeting/info/detail?id=${id}`, { token: admin });
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };
  const typedDetail = async (id: number) => {
    const res = await t.gql(
      `query($id: Int!) { m: meetingInfoDetail(id: $id) { participantCount participation { ${TURNOUT} } voteItems(first: 20) { edges { node { rowId count { ${COUNT} } liveCount { ${COUNT} } } } } } }`,
      { id },
      admin,
    );
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data.m;
  };
  /** Every figure of the REST object is in the typed one, with the same value (the typed shape may be null where REST has nothing). */
  const sameFigures = (rest: Record<string, unknown>, typed: Record<string, unknown>, label: string) => {
    expect(Object.keys(rest).length, `${label}: REST has figures`).toBeGreaterThan(3);
    // The rule is an enum on the graph (THREE_QUARTERS), its value's name in REST (threeQuarters).
    const camel = (v: unknown) => String(v).toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
    for (const [key, value] of Object.entries(rest)) expect(key === 'rule' ? camel(typed[key]) : typed[key], `${label}.${key}`).toEqual(value);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    areaId = (await t.app.db.areaInfo.findFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('while voting and once counted, item by item and for the turnout', async () => {
    const id = (await call('business/meeting/info/add', { name: '更换电梯', areaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id as number;
    const items = [
      (await call('business/meeting/vote/item/add', { meetingId: id, name: '更换电梯', passRule: 'threeQuarters' })).id as number,
      (await call('business/meeting/vote/item/add', { meetingId: id, name: '使用维修资金', passRule: 'majority' })).id as number,
    ];
    const mover = meetingMover(call, id);
    await mover.moveTo(6);
    const houses = await t.app.db.areaHouse.findMany({ where: { areaId }, orderBy: { id: 'asc' }, take: 6 });
    expect(houses.length).toBeGreaterThan(3);
    // Agree, disagree, abstain spread over the houses; the second item is left out by the last house.
    for (const [i, house] of houses.entries()) {
      await call('business/meeting/vote/record/add', { meetingId: id, itemId: items[0], houseId: house.id, result: i % 3 });
      if (i < houses.length - 1) await call('business/meeting/vote/record/add', { meetingId: id, itemId: items[1], houseId: house.id, result: (i + 1) % 3 });
    }

    const check = async (which: 'live' | 'frozen') => {
      const [rest, typed] = await Promise.all([restDetail(id), typedDetail(id)]);
      expect(typed.participantCount).toBe(rest.participants);
      sameFigures(rest.participation, typed.participation, `${which} participation`);
      const byId = new Map(typed.voteItems.edges.map((e: any) => [e.node.rowId, e.node]));
      expect(rest.items.map((i: any) => i.id).sort()).toEqual([...byId.keys()].sort());
      for (const item of rest.items) {
        const node: any = byId.get(item.id);
        // REST's count is the frozen one once counted, else the live one; the graph names both.
        sameFigures(item.count, which === 'frozen' ? node.count : node.liveCount, `${which} item ${item.id}`);
      }
      return rest;
    };
    const live = await check('live');
    expect(live.participation.votedAnyOwners).toBeGreaterThan(0);

    // The window passes (not everyone voted): the meeting moves on to its count.
    await t.app.db.meetingInfo.update({ where: { id }, data: { voteEndTime: new Date(Date.now() - 60_000) } });
    await mover.moveTo(8);
    const frozen = await check('frozen');
    expect(frozen.items.every((i: any) => typeof i.count.passed === 'boolean')).toBe(true);
  });
});
