/**
 * What an election counts is fixed once it has been announced and checked
 * (server/modules/election/election-lists.ts): the working group after 改选小组,
 * the candidates after 候选 (add, edit, delete, review, move to another
 * meeting), the seats, type and meeting of the election, and the meeting's
 * related matter (once started) and type (once voting opened). Also the
 * house area every owner's vote is weighed by: above 0 when written, and
 * voting does not open while a participant house has none. And a ballot
 * agreeing with more candidates than there are seats is void: refused at
 * entry, alone or in a batch.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { meetingMover } from '../../support/meetings.ts';
import { ownUploadPath } from '../../support/files.ts';

const HOUR = 3600_000;

describeOnDatabases('election lists and house areas', (kind) => {
  let t: TestApp;
  let admin: string;
  let area: number;
  const call = (path: string, body: Record<string, unknown>) => t.req('POST', `/admin/${path}`, { token: admin, body, headers: { selectAreaId: String(area) } });
  const ok = async (path: string, body: Record<string, unknown>) => {
    const res = await call(path, body);
    expect(res.body.code, `${path} ${res.text}`).toBe(1000);
    return res.body.data;
  };
  const refused = async (path: string, body: Record<string, unknown>) => {
    const res = await call(path, body);
    expect(res.body.code, `${path} ${res.text}`).toBe(1001);
    return res.body.message as string;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    const res = await t.req('POST', '/admin/area/info/add', { token: admin, body: { name: '选举守卫小区' } });
    area = res.body.data.id;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('a house area must be a number above 0 with at most two decimals (REST and GraphQL)', async () => {
    const base = { areaId: area, buildingNo: '9', unitNo: '1', ownerName: '面积', phone: '13800009999' };
    for (const privateArea of ['-50', '0', '0.00', '1.234', 'abc']) {
      expect(await refused('area/house/add', { ...base, houseNo: `x${privateArea}`, privateArea })).toMatch(/专有面积必须大于0|格式不正确|最多保留2位小数/);
    }
    const id = (await ok('area/house/add', { ...base, houseNo: '901', privateArea: '88.5' })).id;
    expect(await refused('area/house/update', { id, privateArea: '-1' })).toBe('专有面积必须大于0');
    const g = await t.gql('mutation($input: AreaHouseUpdateInput!) { r: areaHouseUpdate(input: $input) { __typename ... on AppError { message } } }', { input: { id, privateArea: '0' } }, admin, { language: 'en', selectAreaId: String(area) });
    expect(g.body.data.r).toEqual({ __typename: 'AppError', message: 'Exclusive area (m²) must be greater than 0' });
    await ok('area/house/delete', { ids: [id] });
  });

  it('fixes the lists, the seats and the meeting’s subject once their stage is over; voting waits for every house area', async () => {
    const houses: number[] = [];
    for (const [owner, no] of [['甲业主', '101'], ['乙业主', '102']]) houses.push((await ok('area/house/add', { areaId: area, buildingNo: '1', unitNo: '1', houseNo: no, ownerName: owner, privateArea: '60' })).id);
    const electionId = (await ok('business/election/info/add', { areaId: area, title: '守卫选举', memberCount: 1, type: 0, status: 0 })).id;
    const meetingId = (await ok('business/meeting/info/add', { areaId: area, name: '守卫大会', type: 2, relationType: 2, relationId: electionId, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id;
    await ok('business/election/info/update', { id: electionId, meetingId });
    const member = (await ok('business/election/group/add', { meetingId, name: '组员', source: 0 })).id;
    const lateMember = (await ok('business/election/group/add', { meetingId, name: '迟到组员', source: 0 })).id;
    await ok('business/election/group/review', { id: member, status: 1 });
    const meeting = meetingMover(ok, meetingId);
    await meeting.moveTo(1);
    // Started: the related matter is fixed.
    expect(await refused('business/meeting/info/update', { id: meetingId, relationType: 0 })).toBe('会议开始后不能更改关联事务');
    // Whatever it names instead — an election that does not exist, another one of the community — the matter is fixed (crud/freeze.ts judges before the reference).
    expect(await refused('business/meeting/info/update', { id: meetingId, relationId: electionId + 1000 })).toBe('会议开始后不能更改关联事务');
    const otherElection = (await ok('business/election/info/add', { areaId: area, title: '另一选举', memberCount: 1, type: 0, status: 0 })).id;
    expect(await refused('business/meeting/info/update', { id: meetingId, relationId: otherElection })).toBe('会议开始后不能更改关联事务');
    await meeting.moveTo(3); // left 改选小组: the working group is fixed
    for (const [path, body] of [
      ['business/election/group/add', { meetingId, name: '又一组员', source: 0 }],
      ['business/election/group/update', { id: member, name: '改名' }],
      ['business/election/group/delete', { ids: [member] }],
      ['business/election/group/review', { id: lateMember, status: 1 }],
    ] as const) expect(await refused(path, body)).toBe('改选小组阶段已结束，小组名单不能再更改');
    await meeting.moveTo(4);
    const first = (await ok('business/election/candidate/add', { meetingId, name: '候选甲', source: 0, gender: 1 })).id;
    const second = (await ok('business/election/candidate/add', { meetingId, name: '候选乙', source: 0, gender: 1 })).id;
    await ok('business/election/candidate/review', { id: first, status: 1 });
    await ok('business/election/info/update', { id: electionId, title: '守卫选举（改名可以）' });
    await meeting.moveTo(5); // left 候选: the candidates, the seats and the type are fixed
    for (const [path, body] of [
      ['business/election/candidate/add', { meetingId, name: '候选丙', source: 0, gender: 1 }],
      ['business/election/candidate/update', { id: first, name: '改名' }],
      ['business/election/candidate/delete', { ids: [first] }],
      ['business/election/candidate/review', { id: second, status: 1 }],
    ] as const) expect(await refused(path, body)).toBe('候选阶段已结束，候选人名单不能再更改');
    expect(await refused('business/election/info/update', { id: electionId, memberCount: 2 })).toBe('候选阶段已结束，选举的成员人数、方式和所属会议不能再更改');
    expect(await refused('business/election/info/update', { id: electionId, type: 1 })).toBe('候选阶段已结束，选举的成员人数、方式和所属会议不能再更改');
    // Other columns stay editable.
    await ok('business/election/info/update', { id: electionId, title: '守卫选举', memberCount: 1 });
    await meeting.publish();

    // A participant house without an area (an old row) keeps voting closed, named in the refusal.
    await t.app.db.areaHouse.update({ where: { id: houses[1]! }, data: { privateArea: null } });
    expect(await refused('business/meeting/info/next', { id: meetingId })).toContain('有1户房屋的专有面积未填写或不大于0（1-1-102）');
    await t.app.db.areaHouse.update({ where: { id: houses[1]! }, data: { privateArea: '40' } });
    expect(await meeting.moveTo(6)).toBe(6);
    // Voting: the meeting type is fixed too.
    expect(await refused('business/meeting/info/update', { id: meetingId, type: 0 })).toBe('投票开始后不能更改会议类型');
    // …and what owners vote on (docs/owner-voting.md "Frozen once voting opens"; tests/server/meeting/ballot-freeze.test.ts).
    expect(await refused('business/meeting/info/update', { id: meetingId, description: '说明不能再改' })).toBe('表决已开始，业主表决所依据的会议内容不能再修改：描述');
  });

  it('refuses a ballot that agrees with more candidates than there are seats (差额, 1 seat, 2 candidates)', async () => {
    const house = (await ok('area/house/add', { areaId: area, buildingNo: '2', unitNo: '1', houseNo: '201', ownerName: '丙业主', phone: '13800002201', privateArea: '70' })).id;
    const electionId = (await ok('business/election/info/add', { areaId: area, title: '差额选举', memberCount: 1, type: 1, status: 0 })).id;
    const meetingId = (await ok('business/meeting/info/add', { areaId: area, name: '差额大会', type: 2, relationType: 2, relationId: electionId, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id;
    await ok('business/election/info/update', { id: electionId, meetingId });
    await ok('business/election/group/review', { id: (await ok('business/election/group/add', { meetingId, name: '组员', source: 0 })).id, status: 1 });
    const meeting = meetingMover(ok, meetingId);
    await meeting.moveTo(4);
    for (const name of ['候选甲', '候选乙']) await ok('business/election/candidate/review', { id: (await ok('business/election/candidate/add', { meetingId, name, source: 0, gender: 1 })).id, status: 1 });
    // Deleted while the lists are open; they do not come back once closed (a restore is an add).
    await ok('business/election/candidate/delete', { ids: [(await ok('business/election/candidate/add', { meetingId, name: '候选丙', source: 0, gender: 1 })).id] });
    await meeting.moveTo(5);
    await ok('business/meeting/vote/item/delete', { ids: [(await ok('business/meeting/vote/item/add', { meetingId, name: '附加事项' })).id] });
    expect(await meeting.moveTo(6)).toBe(6);
    const recycled = async (type: string) => {
      const entries = await t.app.db.recycleData.findMany({ orderBy: { id: 'desc' } });
      return entries.find((e) => (e.entityInfo as { type: string }).type === type && (e.data as { meetingId: number }[])[0]?.meetingId === meetingId)!.id;
    };
    expect(await refused('recycle/data/restore', { ids: [await recycled('ElectionCandidate')] })).toBe('候选阶段已结束，候选人名单不能再更改');
    expect(await refused('recycle/data/restore', { ids: [await recycled('VoteItem')] })).toBe('表决已开始，不能再增加、删除或恢复表决事项');
    expect(await t.app.db.electionCandidate.count({ where: { meetingId } })).toBe(2);
    // The election the meeting counts is not deleted (its seats would go), nor is another one added to the meeting.
    expect(await refused('business/election/info/delete', { ids: [electionId] })).toBe('所属会议已过候选阶段，选举不能再删除、恢复或加入该会议');
    expect(await refused('business/election/info/add', { areaId: area, title: '另一选举', memberCount: 3, type: 0, status: 0, meetingId })).toBe('所属会议已过候选阶段，选举不能再删除、恢复或加入该会议');
    const items = (await ok('business/meeting/vote/item/list', { meetingId })) as { id: number }[];
    expect(items).toHaveLength(2);
    const [a, b] = items.map((i) => i.id) as [number, number];
    const votes = (results: [number, number][]) => ({ meetingId, votes: results.map(([itemId, result]) => ({ itemId, houseId: house, result })) });

    expect(await refused('business/meeting/vote/record/batch', votes([[a, 0], [b, 0]]))).toBe('第2张选票：同意的候选人（2人）多于应选人数（1人），选票无效');
    expect(await t.app.db.voteRecord.count({ where: { meetingId } })).toBe(0);
    await ok('business/meeting/vote/record/add', { meetingId, itemId: a, houseId: house, result: 0 });
    // A second agree on its own makes the owner's ballot over-voted.
    expect(await refused('business/meeting/vote/record/add', { meetingId, itemId: b, houseId: house, result: 0 })).toBe('同意的候选人（2人）多于应选人数（1人），选票无效');
    // Moving the agree from one candidate to the other, or abstaining, is a valid ballot.
    await ok('business/meeting/vote/record/batch', votes([[b, 0], [a, 1]]));
    await ok('business/meeting/vote/record/add', { meetingId, itemId: a, houseId: house, result: 2 });
    const current = await t.app.db.voteRecord.findMany({ where: { meetingId, replacedAt: null }, select: { itemId: true, result: true }, orderBy: { itemId: 'asc' } });
    expect(current).toEqual([{ itemId: a, result: 2 }, { itemId: b, result: 0 }]);
    const g = await t.gql('mutation($m: Int!, $i: Int!, $h: Int!) { r: voteRecordAdd(meetingId: $m, itemId: $i, houseId: $h, result: 0) { __typename ... on AppError { message } } }', { m: meetingId, i: a, h: house }, admin, { language: 'en', selectAreaId: String(area) });
    expect(g.body.data.r).toEqual({ __typename: 'AppError', message: 'The ballot agrees with 2 candidates but only 1 seats are to be filled; such a ballot is void' });
  });
  it('a correction in the objection period keeps the seat limit and the lot already drawn (2 seats, 3 candidates, a tie)', async () => {
    const own = (await ok('area/info/add', { name: '更正选举小区' })).id;
    const inOwn = (path: string, body: Record<string, unknown>) => t.req('POST', `/admin/${path}`, { token: admin, body, headers: { selectAreaId: String(own) } });
    const okOwn = async (path: string, body: Record<string, unknown>) => {
      const res = await inOwn(path, body);
      expect(res.body.code, `${path} ${res.text}`).toBe(1000);
      return res.body.data;
    };
    const voters: number[] = [];
    for (let i = 1; i <= 5; i++) voters.push((await okOwn('area/house/add', { areaId: own, buildingNo: '1', unitNo: '1', houseNo: String(100 + i), ownerName: `选民${i}`, phone: `1380000310${i}`, privateArea: '60' })).id);
    const electionId = (await okOwn('business/election/info/add', { areaId: own, title: '更正选举', memberCount: 2, type: 1, status: 0 })).id;
    const meetingId = (await okOwn('business/meeting/info/add', { areaId: own, name: '更正大会', type: 2, relationType: 2, relationId: electionId, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id;
    await okOwn('business/election/info/update', { id: electionId, meetingId });
    await okOwn('business/election/group/review', { id: (await okOwn('business/election/group/add', { meetingId, name: '组员', source: 0 })).id, status: 1 });
    const meeting = meetingMover(okOwn, meetingId);
    await meeting.moveTo(4);
    for (const name of ['候选一', '候选二', '候选三']) await okOwn('business/election/candidate/review', { id: (await okOwn('business/election/candidate/add', { meetingId, name, source: 0, gender: 1 })).id, status: 1 });
    expect(await meeting.moveTo(6)).toBe(6);
    const [c1, c2, c3] = ((await okOwn('business/meeting/vote/item/list', { meetingId })) as { id: number; name: string }[]).sort((x, y) => x.id - y.id).map((i) => i.id) as [number, number, number];
    // Each owner agrees with two candidates: 候选一 4 of 5, 候选二 and 候选三 3 of 5 each — a tie for the second seat.
    const agrees: [number, number][] = [[c1, c2], [c1, c2], [c1, c3], [c1, c3], [c2, c3]];
    await okOwn('business/meeting/vote/record/batch', { meetingId, votes: voters.flatMap((houseId, i) => [c1, c2, c3].map((itemId) => ({ itemId, houseId, result: agrees[i]!.includes(itemId) ? 0 : 1 }))) });
    await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { voteEndTime: new Date(Date.now() - 1000) } });
    expect(await meeting.moveTo(8)).toBe(8);
    const first = (await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: meetingId } })).election as any;
    expect(first.draws).toHaveLength(1);
    const candidateOf = async (itemId: number) => (await t.app.db.voteItem.findUniqueOrThrow({ where: { id: itemId } })).candidateId;
    expect([...first.draws[0].among].sort((a: number, b: number) => a - b)).toEqual([await candidateOf(c2), await candidateOf(c3)]);
    expect(first.elected).toHaveLength(2);
    await okOwn('business/meeting/info/publishAnnouncement', { id: meetingId, kind: 'preliminary' });
    const correct = (houseId: number, itemId: number, result: number) => inOwn('business/meeting/correction/correct', { meetingId, houseId, itemId, result, reason: '核对纸质选票', evidence: [ownUploadPath(8, 'jpg')] });
    // 选民5 agreeing with 候选一 as well would agree with three candidates for two seats: refused, nothing written.
    const events = await t.app.db.ballotEvent.count({ where: { meetingId } });
    const over = await correct(voters[4]!, c1, 0);
    expect(over.body.code, over.text).toBe(1001);
    expect(over.body.message).toBe('同意的候选人（3人）多于应选人数（2人），选票无效');
    expect(await t.app.db.ballotEvent.count({ where: { meetingId } })).toBe(events);
    // A correction that leaves the tie as it was re-counts with the recorded seed: the same lot, the same winners.
    const fine = await correct(voters[0]!, c3, 2);
    expect(fine.body.code, fine.text).toBe(1000);
    const again = (await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: meetingId } })).election as any;
    expect(again.draws).toEqual(first.draws);
    expect(again.elected).toEqual(first.elected);
    expect(again.countedAt).not.toBe(first.countedAt);
  });
});
