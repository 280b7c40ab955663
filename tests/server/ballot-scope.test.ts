/**
 * Ballot events are read with the vote records' permission (issue "A vote
 * result that survives a challenge" §2), on both databases. The ballot
 * record states every ballot (its payload is the vote record), so a role
 * that may read meetings — every meeting permission but the vote records' —
 * gets none of it on any path, and a role holding one vote-record read
 * permission (the page permission alone) gets it:
 *
 * - GraphQL `MeetingInfo.ballotEvents` wherever a meeting is reached (detail,
 *   info, page, list, node, a community's meetings, an item's meeting): null
 *   with FORBIDDEN at that field's path, the rest of the meeting answered;
 *   the schema exposes BallotEvent nowhere else;
 * - the REST meeting detail and page never carry ballot events (for anyone);
 * - the vote table (generate, last table) and an owner's ballot trail
 *   (correction/ballots), REST (403, code 1001) and GraphQL (FORBIDDEN);
 * - the live vote subscription and the meeting export carry no event.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { getNamedType, isObjectType } from 'graphql';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { ballotMeeting, type BallotMeeting } from '../support/ballot-meeting.ts';
import { png, postMultipart } from '../support/files.ts';
import { entities, entityByModel } from '../../server/crud/entity.ts';
import { allEdges, FOLLOWS_SOURCE, READ_AS, readPermsOf } from '../../server/crud/relations.ts';
import { schema } from '../../server/schema.ts';

describeOnDatabases('ballot events need the vote records’ read permission', (kind) => {
  let t: TestApp;
  let admin: string;
  let m: BallotMeeting;
  /** May read meetings (every meeting permission but the vote records'). */
  let meetingsOnly: string;
  /** The same and the vote records' page permission. */
  let ballotReader: string;
  let hashes: string[];
  /** The events' hashes that are not published as a head. */
  let secret: string[];

  const ok = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };
  const gql = async (query: string, token: string, variables: Record<string, unknown> = {}) => (await t.gql(query, variables, token)).body;
  const forbiddenAt = (body: any, path: (string | number)[]) => {
    const error = (body.errors ?? []).find((e: any) => JSON.stringify(e.path) === JSON.stringify(path));
    expect(error?.extensions?.code, `${path.join('.')}: ${JSON.stringify(body).slice(0, 400)}`).toBe('FORBIDDEN');
  };
  const leaks = (text: string) => secret.filter((h) => text.includes(h));

  beforeAll(async () => {
    t = await startTestApp(kind, { TASK_SCHEDULER: 'off' });
    admin = (await t.login()).token;
    m = await ballotMeeting(t, admin, '范围会议');
    await m.vote(m.houses[0]!, 0);
    await m.vote(m.houses[1]!, 1);
    await m.vote(m.houses[0]!, 2);
    await m.toObjection();
    const evidence = (await postMultipart(t, '/admin/base/comm/upload', { token: admin, files: [{ name: 'paper.png', data: png() }] })).body.data;
    ok(await t.req('POST', '/admin/business/meeting/correction/correct', { token: admin, body: { meetingId: m.meetingId, houseId: m.houses[2]!, itemId: m.itemId, result: 0, reason: '纸质选票', evidence: [evidence] } }));
    hashes = (await t.app.db.ballotEvent.findMany({ where: { meetingId: m.meetingId }, select: { hash: true } })).map((e) => e.hash);
    expect(hashes.length).toBeGreaterThan(3);
    // The heads frozen with a count are published (announcements, the meeting's ballot box): a digest, no ballot.
    const published = JSON.stringify([(await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: m.meetingId } })).vote, await t.app.db.meetingNotice.findMany({ where: { meetingId: m.meetingId } })]);
    secret = hashes.filter((h) => !published.includes(h));
    expect(secret.length).toBeGreaterThan(3);

    const db = t.app.db;
    const { hashPassword } = await import('../../server/auth/password.ts');
    const password = await hashPassword('staff123');
    // Meetings (every permission but the vote records') and the communities they are in.
    const meetingMenus = await db.baseSysMenu.findMany({ where: { OR: [{ perms: { startsWith: 'business:meeting:' } }, { perms: { startsWith: 'area:info:' } }], NOT: { perms: { startsWith: 'business:meeting:vote:record:' } } }, select: { id: true } });
    const recordPage = await db.baseSysMenu.findMany({ where: { perms: 'business:meeting:vote:record:page' }, select: { id: true } });
    expect(recordPage).toHaveLength(1);
    for (const [label, menus] of [
      ['scope_meetings', meetingMenus],
      ['scope_ballots', [...meetingMenus, ...recordPage]],
    ] as const) {
      const role = await db.baseSysRole.create({ data: { name: label, label, menus: { create: menus.map((x) => ({ menuId: x.id })) } } });
      await db.baseSysUser.create({ data: { username: label, name: label, password, areaIds: [m.areaId], roles: { create: [{ roleId: role.id }] } } });
    }
    meetingsOnly = (await t.login('scope_meetings', 'staff123')).token;
    ballotReader = (await t.login('scope_ballots', 'staff123')).token;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('ballot events are read as vote records; every other model without an entity reached by an edge says why it follows its source', () => {
    expect(READ_AS.BallotEvent).toBe('VoteRecord');
    expect(readPermsOf('BallotEvent')).toEqual(readPermsOf('VoteRecord'));
    expect(readPermsOf('BallotEvent')).toContain('business:meeting:vote:record:page');
    const targets = new Set([...allEdges(entities()).values()].flat().map((e) => e.target).filter((target) => !entityByModel(target)));
    for (const target of targets) expect(READ_AS[target] ?? FOLLOWS_SOURCE[target], target).toBeDefined();
  });

  it('the schema exposes ballot events only as MeetingInfo.ballotEvents', () => {
    const found: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        const target = getNamedType(field.type);
        const node = isObjectType(target) && target.name.endsWith('Connection') ? getNamedType(target.getFields().edges?.type ?? target) : null;
        const nodeType = node && isObjectType(node) ? getNamedType(node.getFields().node?.type ?? node) : null;
        if (target.name === 'BallotEvent' || nodeType?.name === 'BallotEvent') found.push(`${type.name}.${field.name}`);
      }
    }
    expect(found.filter((f) => !/Connection(Edge)?\.(node|edges)$/.test(f))).toEqual(['MeetingInfo.ballotEvents']);
  });

  const ENTRIES: { name: string; query: string; path: (string | number)[]; meeting: (data: any) => any }[] = [
    { name: 'meetingInfoDetail', query: 'query($id: Int!) { r: meetingInfoDetail(id: $id) { rowId name EVENTS } }', path: ['r'], meeting: (d) => d.r },
    { name: 'meetingInfoInfo', query: 'query($id: Int!) { r: meetingInfoInfo(id: $id) { rowId name EVENTS } }', path: ['r'], meeting: (d) => d.r },
    { name: 'meetingInfoPage', query: '{ r: meetingInfoPage(first: 50, keyWord: "范围会议") { edges { node { rowId name EVENTS } } } }', path: ['r', 'edges', 0, 'node'], meeting: (d) => d.r.edges[0].node },
    { name: 'meetingInfoList', query: '{ r: meetingInfoList(keyWord: "范围会议") { rowId name EVENTS } }', path: ['r', 0], meeting: (d) => d.r[0] },
    { name: 'node(id)', query: 'query($node: ID!) { r: node(id: $node) { ... on MeetingInfo { rowId name EVENTS } } }', path: ['r'], meeting: (d) => d.r },
    { name: 'a community’s meetings', query: 'query($area: Int!) { r: areaInfoInfo(id: $area) { meetings(first: 50) { edges { node { rowId name EVENTS } } } } }', path: ['r', 'meetings', 'edges', 0, 'node'], meeting: (d) => d.r.meetings.edges[0].node },
    { name: 'an item’s meeting', query: 'query($item: Int!) { r: voteItemInfo(id: $item) { meeting { rowId name EVENTS } } }', path: ['r', 'meeting'], meeting: (d) => d.r.meeting },
  ];
  const EVENTS = 'ballotEvents(first: 1000) { totalCount edges { node { seq kind hash payload } } }';

  for (const entry of ENTRIES) {
    it(`GraphQL ${entry.name}: ballotEvents is FORBIDDEN (null, the meeting answered) without the vote records’ permission; answered with it`, async () => {
      const vars = { id: m.meetingId, area: m.areaId, item: m.itemId, node: Buffer.from(`MeetingInfo:${m.meetingId}`).toString('base64') };
      const query = entry.query.replace('EVENTS', EVENTS);
      const refused = await gql(query, meetingsOnly, vars);
      forbiddenAt(refused, [...entry.path, 'ballotEvents']);
      const meeting = entry.meeting(refused.data);
      expect(meeting).toMatchObject({ rowId: m.meetingId, name: '范围会议', ballotEvents: null });
      expect(leaks(JSON.stringify(refused))).toEqual([]);
      const allowed = await gql(query, ballotReader, vars);
      expect(allowed.errors, JSON.stringify(allowed.errors)).toBeUndefined();
      const events = entry.meeting(allowed.data).ballotEvents;
      expect(events.totalCount).toBe(hashes.length);
      expect(events.edges.map((e: any) => e.node.hash).sort()).toEqual([...hashes].sort());
      expect(events.edges.some((e: any) => e.node.kind === 'corrected' && e.node.payload.includes('evidence'))).toBe(true);
    });
  }

  it('REST: the meeting detail and page carry no ballot event, for either role', async () => {
    for (const token of [meetingsOnly, ballotReader, admin]) {
      const detail = await t.req('GET', `/admin/business/meeting/info/detail?id=${m.meetingId}`, { token });
      expect(ok(detail).id).toBe(m.meetingId);
      expect(detail.body.data).not.toHaveProperty('ballotEvents');
      expect(leaks(detail.text)).toEqual([]);
      const page = await t.req('POST', '/admin/business/meeting/info/page', { token, body: { page: 1, size: 50 } });
      ok(page);
      expect(leaks(page.text)).toEqual([]);
    }
  });

  it('the vote table (generate, last table): REST 403 and GraphQL FORBIDDEN without the vote records’ permission; answered with it', async () => {
    const gen = (token: string) => t.req('POST', '/admin/business/meeting/template/genVoteTable', { token, body: { meetingId: m.meetingId } });
    const last = (token: string) => t.req('GET', `/admin/business/meeting/template/checkVoteTableDocUrl?meetingId=${m.meetingId}`, { token });
    for (const res of [await gen(meetingsOnly), await last(meetingsOnly)]) {
      expect(res.status, res.text).toBe(403);
      expect(res.body.code).toBe(1001);
    }
    forbiddenAt(await gql('mutation($m: Int!) { r: meetingTemplateGenVoteTable(meetingId: $m) { __typename } }', meetingsOnly, { m: m.meetingId }), ['r']);
    forbiddenAt(await gql('query($m: Int!) { r: meetingTemplateCheckVoteTableDocUrl(meetingId: $m) { url } }', meetingsOnly, { m: m.meetingId }), ['r']);
    expect(ok(await gen(ballotReader)).url).toMatch(/^\/upload\/space\//);
    expect(ok(await last(ballotReader)).url).toMatch(/^\/upload\/space\//);
    const g = await gql('query($m: Int!) { r: meetingTemplateCheckVoteTableDocUrl(meetingId: $m) { url } }', ballotReader, { m: m.meetingId });
    expect(g.errors).toBeUndefined();
    expect(g.data.r.url).toMatch(/^\/upload\/space\//);
  });

  it('an owner’s ballot trail (correction/ballots): REST 403 and GraphQL FORBIDDEN without the vote records’ permission; answered with it', async () => {
    const trail = (token: string) => t.req('GET', `/admin/business/meeting/correction/ballots?meetingId=${m.meetingId}&houseId=${m.houses[0]}`, { token });
    const refused = await trail(meetingsOnly);
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body.code).toBe(1001);
    expect(leaks(refused.text)).toEqual([]);
    const query = 'query($m: Int!, $h: Int!) { r: ballotCorrectionBallots(meetingId: $m, houseId: $h) { head records { events { hash } } } }';
    forbiddenAt(await gql(query, meetingsOnly, { m: m.meetingId, h: m.houses[0] }), ['r']);
    const answered = ok(await trail(ballotReader));
    expect(answered.records.flatMap((r: any) => r.events.map((e: any) => e.hash)).every((h: string) => hashes.includes(h))).toBe(true);
    expect(answered.records.length).toBe(2);
    const g = await gql(query, ballotReader, { m: m.meetingId, h: m.houses[0] });
    expect(g.errors).toBeUndefined();
    expect(g.data.r.records).toHaveLength(2);
  });

  it('the live vote subscription and the meeting export carry no ballot event', async () => {
    const client = createClient({ url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { Authorization: meetingsOnly }, retryAttempts: 0 });
    const first = await new Promise<unknown>((resolve, reject) => {
      const unsubscribe = client.subscribe(
        { query: 'subscription($m: Int!) { meetingVoting(meetingId: $m) }', variables: { m: m.meetingId } },
        {
          next: (e) => {
            unsubscribe();
            resolve(e);
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    await client.dispose();
    const text = JSON.stringify(first);
    expect(text).toContain('meetingVoting');
    expect(leaks(text)).toEqual([]);
    expect(text).not.toMatch(/"(payload|prevHash)"/);
    for (const token of [meetingsOnly, ballotReader]) {
      const exported = await t.req('POST', '/admin/business/meeting/info/export', { token, body: { format: 'csv' } });
      expect(exported.status, exported.text.slice(0, 200)).toBe(200);
      expect(leaks(exported.text)).toEqual([]);
    }
  });
});
