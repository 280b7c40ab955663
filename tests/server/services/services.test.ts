/**
 * Resident services (issue "Resident services and the home dashboard"):
 * every status rule of advice and repairs with its refusals over REST and
 * GraphQL, notices sanitized, the count endpoints against known data, and
 * `todoCounts` received over a real graphql-ws connection after REST writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { ownUploadPath } from '../../support/files.ts';

describeOnDatabases('resident services', (kind) => {
  let t: TestApp;
  let admin: string;
  let areaId: number;
  let otherArea: number;
  let resident: number;

  const post = (path: string, body: unknown, token: string | null = admin, headers: Record<string, string> = {}) => t.req('POST', `/admin${path}`, { body, token, headers });
  const get = (path: string, token: string | null = admin, headers: Record<string, string> = {}) => t.req('GET', `/admin${path}`, { token, headers });
  const ok = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };
  const refusal = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1001);
    return res.body.message as string;
  };
  const status = async (id: number) => (await t.app.db.adviceInfo.findUniqueOrThrow({ where: { id } })).status;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    areaId = (await t.app.db.areaInfo.findFirstOrThrow()).id;
    otherArea = ok(await post('/area/info/add', { name: '别的小区' })).id;
    resident = ok(await post('/user/info/add', { nickName: '热心居民', phone: '13711112222', areaIds: [areaId] })).id;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  describe('advice', () => {
    it('a staff reply moves 待处理 → 处理中 and sets the latest reply; handle moves it to 已处理; a resident message reopens it', async () => {
      const id = ok(await post('/business/advice/info/add', { areaId, userId: resident, type: 1, objectType: 1, title: '楼道灯坏了', content: '三单元' })).id;
      expect(await status(id)).toBe(0);
      // Handling before any reply is refused, by handle and by a status sent through update alike (nothing of that update is written).
      expect(refusal(await post('/business/advice/info/handle', { id }))).toBe('请先回复，再标记为已处理');
      expect(refusal(await post('/business/advice/info/update', { id, status: 2, title: '楼道灯坏了（三单元）' }))).toBe('请先回复，再标记为已处理');
      expect(await t.app.db.adviceInfo.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 0, title: '楼道灯坏了' });
      // The status it has, sent back with an edit, is accepted.
      ok(await post('/business/advice/info/update', { id, status: 0, title: '楼道灯坏了（三单元）' }));

      ok(await post('/business/advice/reply/add', { adviceId: id, type: 1, content: '<p>已安排电工</p><script>alert(1)</script>', images: [ownUploadPath(1)] }));
      const afterReply = await t.app.db.adviceInfo.findUniqueOrThrow({ where: { id } });
      expect(afterReply).toMatchObject({ status: 1, latestReply: '已安排电工' });
      const reply = await t.app.db.adviceReply.findFirstOrThrow({ where: { adviceId: id } });
      expect(reply.content).not.toContain('script');
      expect(reply.areaId).toBe(areaId);
      expect(reply.userId).toBe((await t.app.db.baseSysUser.findUniqueOrThrow({ where: { username: 'admin' } })).id);

      // 处理中 → 已处理 through update is the same move as handle.
      ok(await post('/business/advice/info/update', { id, status: 2 }));
      expect(await status(id)).toBe(2);
      expect(refusal(await post('/business/advice/info/handle', { id }))).toBe('该建议已处理');
      expect(refusal(await post('/business/advice/info/update', { id, status: 0 }))).toBe('该建议已处理');
      // A resident's message reopens it.
      ok(await post('/business/advice/reply/add', { adviceId: id, type: 0, userId: resident, content: '又坏了' }));
      expect(await status(id)).toBe(1);
      // The latest staff reply follows a delete of the last one, and its restore from the recycle bin.
      const second = ok(await post('/business/advice/reply/add', { adviceId: id, type: 1, content: '明天再修' })).id;
      const latest = async () => (await t.app.db.adviceInfo.findUniqueOrThrow({ where: { id } })).latestReply;
      expect(await latest()).toBe('明天再修');
      ok(await post('/business/advice/reply/delete', { ids: [second] }));
      expect(await latest()).toBe('已安排电工');
      const entry = (await t.app.db.recycleData.findMany({ orderBy: { id: 'desc' }, take: 1 }))[0]!;
      ok(await post('/recycle/data/restore', { ids: [entry.id] }));
      expect(await latest()).toBe('明天再修');
      // Lists search by title and by the resident's nick name.
      expect(ok(await post('/business/advice/info/page', { keyWord: '热心' })).list.map((a: any) => a.id)).toContain(id);
      expect(ok(await post('/business/advice/info/page', { keyWord: '楼道灯' })).list[0]).toMatchObject({ id, userNickName: '热心居民', areaName: expect.any(String) });
    });

    it('the same rules over GraphQL', async () => {
      const created = await t.gql('mutation($i: AdviceInfoAddInput!) { r: adviceInfoAdd(input: $i) { ... on MutationAdviceInfoAddSuccess { data { rowId } } } }', { i: { areaId, title: 'GraphQL 投诉', type: 1 } }, admin);
      const id = created.body.data.r.data.rowId;
      const handle = 'mutation($id: Int!) { r: adviceInfoHandle(id: $id) { __typename ... on AppError { message } ... on MutationAdviceInfoHandleSuccess { data } } }';
      expect((await t.gql(handle, { id }, admin)).body.data.r).toEqual({ __typename: 'AppError', message: '请先回复，再标记为已处理' });
      await t.gql('mutation($i: AdviceReplyAddInput!) { r: adviceReplyAdd(input: $i) { __typename } }', { i: { adviceId: id, type: 1, content: '收到' } }, admin);
      expect((await t.gql(handle, { id }, admin)).body.data.r).toEqual({ __typename: 'MutationAdviceInfoHandleSuccess', data: 2 });
      // A status through the generic update runs the same state machine: 已处理 does not go back.
      const direct = await t.gql('mutation($id: Int!) { r: adviceInfoUpdate(input: { id: $id, status: 0 }) { __typename ... on AppError { message field } } }', { id }, admin);
      expect(direct.body.data.r).toEqual({ __typename: 'AppError', message: '该建议已处理', field: 'status' });
    });

    it('a reply to another community’s advice is refused, and a reply takes its advice’s community', async () => {
      const foreign = ok(await post('/business/advice/info/add', { areaId: otherArea, title: '外小区建议' })).id;
      await post('/base/sys/user/add', { username: 'advice_staff', name: '甲', password: 'secret123', areaIds: [areaId], roleIdList: [] });
      const menus = await t.app.db.baseSysMenu.findMany({ where: { type: 2, perms: { startsWith: 'business:advice:' } } });
      const role = ok(await post('/base/sys/role/add', { name: '建议处理', label: 'advice_staff', menuIdList: menus.map((m) => m.id) })).id;
      const staffId = (await t.app.db.baseSysUser.findUniqueOrThrow({ where: { username: 'advice_staff' } })).id;
      ok(await post('/base/sys/user/update', { id: staffId, roleIdList: [role] }));
      const staff = (await t.login('advice_staff', 'secret123')).token;
      refusal(await post('/business/advice/reply/add', { adviceId: foreign, type: 1, content: '越权' }, staff));
      refusal(await post('/business/advice/info/handle', { id: foreign }, staff));
      expect(await t.app.db.adviceReply.count({ where: { adviceId: foreign } })).toBe(0);
    });
  });

  describe('repairs', () => {
    it('待处理 → 已处理 records who and when; a second handle is refused; the type comes from the dictionary', async () => {
      refusal(await post('/business/repair/info/add', { areaId, title: '无效类型', type: 99 }));
      const id = ok(await post('/business/repair/info/add', { areaId, title: '电梯异响', type: 4 })).id;
      ok(await post('/business/repair/info/handle', { id, remark: '已联系维保' }));
      const row = await t.app.db.repairInfo.findUniqueOrThrow({ where: { id } });
      expect(row).toMatchObject({ status: 1, handleRemark: '已联系维保', handledBy: expect.any(Number), handledTime: expect.any(Date) });
      expect(refusal(await post('/business/repair/info/handle', { id }))).toBe('该报修已处理');
      expect(ok(await get(`/business/repair/info/info?id=${id}`))).toMatchObject({ status: 1, handledByName: '超级管理员' });
    });

    it('a repair that needs the maintenance fund starts an owners’ meeting (relationType 维修, relationId the repair)', async () => {
      const id = ok(await post('/business/repair/info/add', { areaId, title: '外墙渗水', type: 5 })).id;
      const { meetingId } = ok(await post('/business/repair/info/startMeeting', { id }));
      const meeting = await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: meetingId } });
      expect(meeting).toMatchObject({ areaId, relationType: 1, relationId: id, status: 0, name: '维修事项：外墙渗水' });
      expect((await t.app.db.repairInfo.findUniqueOrThrow({ where: { id } })).meetingId).toBe(meetingId);
      expect(refusal(await post('/business/repair/info/startMeeting', { id }))).toContain(String(meetingId));
    });
  });

  describe('notices and banners', () => {
    it('notice content comes back without scripts or handlers; links must be app paths or http(s)', async () => {
      const id = ok(await post('/info/notice/add', { areaId, title: '停水通知', content: '<p onclick="x()">明日停水<img src="javascript:alert(1)"><script>steal()</script><a href="javascript:x">链接</a></p>' })).id;
      const notice = ok(await get(`/info/notice/info?id=${id}`));
      expect(notice.content).toContain('明日停水');
      expect(notice.content).not.toMatch(/script|onclick|javascript/);
      expect(notice).toMatchObject({ status: 1, source: 0, viewCount: 0 });
      expect(refusal(await post('/info/notice/add', { areaId, title: 'x', jump: 'javascript:alert(1)' }))).toBe('跳转地址只能是 http(s):// 地址或本系统内的页面路径（以 / 开头）');
      refusal(await post('/info/banner/add', { title: 'b', image: 'javascript:alert(1)' }));
    });

    it('banners come in sort order; one without a community is shown in every community', async () => {
      ok(await post('/info/banner/add', { title: '第二', image: ownUploadPath(2), sort: 2, areaId }));
      ok(await post('/info/banner/add', { title: '第一', image: ownUploadPath(3), sort: 1 }));
      const list = ok(await post('/info/banner/list', {}, admin, { selectAreaId: String(areaId) }));
      expect(list.map((b: any) => b.title)).toEqual(['第一', '第二']);
      expect(ok(await post('/info/banner/list', {}, admin, { selectAreaId: String(otherArea) })).map((b: any) => b.title)).toEqual(['第一']);
    });
  });

  describe('counts', () => {
    it('adviceTodo (待处理), adviceProcessing (处理中), repairTodo and summary count the selected community; a token is required', async () => {
      const h = { selectAreaId: String(otherArea) };
      expect(ok(await post('/comm/count/adviceTodo', {}, admin, h))).toBe(await t.app.db.adviceInfo.count({ where: { areaId: otherArea, status: 0 } }));
      expect(ok(await post('/comm/count/adviceProcessing', {}, admin, h))).toBe(await t.app.db.adviceInfo.count({ where: { areaId: otherArea, status: 1 } }));
      expect(ok(await post('/comm/count/adviceTodo', {}, admin, h))).toBe(1);
      expect(ok(await post('/comm/count/repairTodo', {}, admin, h))).toBe(0);
      ok(await post('/business/repair/info/add', { areaId: otherArea, title: '水管', type: 1 }));
      expect(ok(await post('/comm/count/repairTodo', {}, admin, h))).toBe(1);
      expect((await post('/comm/count/adviceTodo', {}, null)).status).toBe(401);
      const summary = ok(await get('/comm/count/summary', admin, h));
      expect(Object.keys(summary).sort()).toEqual(['advice', 'meetings', 'notices', 'repairs', 'users', 'votes']);
      expect(summary.advice.total).toBe(1);
      expect(summary.repairs.total).toBe(1);
      expect(summary.repairs.days).toHaveLength(30);
      expect(summary.repairs.days.at(-1).count).toBe(1);
      expect(summary.repairs.days.reduce((n: number, d: any) => n + d.count, 0)).toBe(1);
      const whole = ok(await get('/comm/count/summary', admin, { selectAreaId: String(areaId) }));
      expect(whole.advice.total).toBe(await t.app.db.adviceInfo.count({ where: { areaId } }));
    });

    it('todoCounts arrives over graphql-ws after each REST write that changes the to-dos', async () => {
      const client = createClient({ url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { Authorization: admin, selectAreaId: String(otherArea) } });
      const events: any[] = [];
      const done = new Promise<void>((resolve, reject) => {
        const stop = client.subscribe(
          { query: 'subscription { todoCounts { adviceTodo adviceProcessing repairTodo } }' },
          {
            next: (e) => {
              events.push((e.data as any).todoCounts);
              if (events.length === 5) {
                stop();
                resolve();
              }
            },
            error: reject,
            complete: () => resolve(),
          },
        );
      });
      while (events.length === 0) await new Promise((r) => setTimeout(r, 20));
      const advice = ok(await post('/business/advice/info/add', { areaId: otherArea, title: '新建议' })).id;
      // A change in another community is not this subscriber's business.
      ok(await post('/business/advice/info/add', { areaId, title: '别处的建议' }));
      await post('/business/advice/reply/add', { adviceId: advice, type: 1, content: '收到' });
      await post('/business/advice/info/handle', { id: advice });
      const repair = (await t.app.db.repairInfo.findFirstOrThrow({ where: { areaId: otherArea, status: 0 } })).id;
      await post('/business/repair/info/handle', { id: repair });
      await done;
      await client.dispose();
      // Subscribed, advice added, replied (待处理 → 处理中: no longer waiting, being handled), handled, repair handled.
      expect(events).toEqual([
        { adviceTodo: 1, adviceProcessing: 0, repairTodo: 1 },
        { adviceTodo: 2, adviceProcessing: 0, repairTodo: 1 },
        { adviceTodo: 1, adviceProcessing: 1, repairTodo: 1 },
        { adviceTodo: 1, adviceProcessing: 0, repairTodo: 1 },
        { adviceTodo: 1, adviceProcessing: 0, repairTodo: 0 },
      ]);
    });
  });
});
