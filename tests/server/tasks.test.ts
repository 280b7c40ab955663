/**
 * Scheduled tasks on both databases (issue "Scheduled tasks"): the seeded
 * system tasks, the SPEC §9 defaults, validation (cron, interval, service,
 * data), start/stop/once/log over REST and over GraphQL, `limit` and the end
 * date honoured by the real scheduler, and a failing service logged as a
 * failure with its message.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeOnDatabases('scheduled tasks', (kind) => {
  let t: TestApp;
  let admin: string;

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => t.req('POST', `/admin/task/info${path}`, { body, token: admin, headers });
  const get = (path: string) => t.req('GET', `/admin/task/info${path}`, { token: admin });
  const ok = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };
  const refusal = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1001);
    return res.body.message as string;
  };
  const row = (id: number) => t.app.db.taskInfo.findUniqueOrThrow({ where: { id } });
  /** Waits until the task has `n` log rows (the run happens after the call answers). */
  async function logs(id: number, n: number, timeoutMs = 10_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const page = ok(await get(`/log?id=${id}&page=1&size=50`));
      if ((page.pagination.total >= n && page.list.length >= n) || Date.now() > until) return page;
      await sleep(100);
    }
  }
  const add = async (body: Record<string, unknown>) => ok(await post('/add', { name: `任务${Math.random()}`, type: 1, ...body })).id as number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('seeds the housekeeping as system tasks that can be stopped and started but not deleted', async () => {
    const page = ok(await post('/page', { page: 1, size: 50, type: 0 }));
    const services = page.list.map((r: any) => r.service).sort();
    expect(services).toEqual(['auth.purge', 'log.purge', 'meeting.closeBallotBoxes', 'notice.publish', 'recycle.purge', 'space.orphanCleanup', 'task.logPurge']);
    const logPurge = page.list.find((r: any) => r.service === 'log.purge');
    expect(logPurge).toMatchObject({ type: 0, status: 1, taskType: 0, cron: '0 17 3 * * *' });
    expect(logPurge.nextRunTime).toMatch(/^\d{4}-\d\d-\d\d 03:17:00$/);
    expect(logPurge).not.toHaveProperty('lockToken');
    expect(page.list.find((r: any) => r.service === 'space.orphanCleanup')).toMatchObject({ status: 1, cron: '0 47 3 * * *' });

    expect(refusal(await post('/delete', { ids: [logPurge.id] }))).toBe('系统任务不能删除，只能停止');
    expect(refusal(await post('/update', { id: logPurge.id, service: 'recycle.purge' }))).toBe('系统任务的执行服务和类型不能修改');
    ok(await post('/stop', { id: logPurge.id }));
    expect(await row(logPurge.id)).toMatchObject({ status: 0, nextRunTime: null });
    ok(await post('/start', { id: logPurge.id }));
    expect((await row(logPurge.id)).nextRunTime).toBeInstanceOf(Date);
    // Seeding again (another process starting) adds nothing.
    const { ensureSystemTasks } = await import('../../server/tasks/builtin.ts');
    await ensureSystemTasks(t.app.db);
    expect(await t.app.db.taskInfo.count({ where: { type: 0 } })).toBe(7);
  });

  it('applies the SPEC §9 defaults and refuses bad schedules, services and data with translated messages', async () => {
    const id = ok(await post('/add', { name: '默认值', service: 'test.sleep', cron: '0 0 3 * * *' })).id;
    const info = ok(await get(`/info?id=${id}`));
    expect(info).toMatchObject({ status: 1, type: 0, taskType: 0, limit: null, runCount: 0 });
    expect(info.nextRunTime).toMatch(/ 03:00:00$/);

    const base = { name: '坏任务', service: 'test.sleep', type: 1 };
    expect(refusal(await post('/add', { ...base, cron: '61 * * * * *' }))).toContain('cron 表达式“61 * * * * *”不正确');
    expect(refusal(await post('/add', { ...base, cron: '* * *' }, { language: 'en' }))).toContain('The cron expression "* * *" is not valid');
    expect(refusal(await post('/add', { ...base, cron: '0 0 0 30 2 *' }))).toContain('永远不会触发');
    expect(refusal(await post('/add', { ...base }))).toBe('执行方式为 cron 时需要填写 cron 表达式');
    expect(refusal(await post('/add', { ...base, taskType: 1, every: 10 }))).toBe('执行间隔(毫秒)不能小于1000');
    expect(refusal(await post('/add', { ...base, cron: '* * * * * *', service: 'rm -rf /' }))).toBe('没有名为“rm -rf /”的执行服务');
    expect(refusal(await post('/add', { name: 'x', cron: '* * * * * *' }))).toBe('请选择执行的服务');
    expect(refusal(await post('/add', { ...base, cron: '* * * * * *', data: '{"ms": "soon"}' }))).toBe('参数“ms”需为整数');
    expect(refusal(await post('/add', { ...base, cron: '* * * * * *', data: '{"ms": -1}' }))).toBe('参数“ms”需在 0 到 600000 之间');
    expect(refusal(await post('/add', { ...base, cron: '* * * * * *', data: '{"cmd": "ls"}' }))).toBe('服务“test.sleep”没有参数“cmd”');
    expect(refusal(await post('/add', { ...base, cron: '* * * * * *', data: '[1]' }, { language: 'zh-tw' }))).toContain('資料需為 JSON 物件');
    expect(refusal(await post('/add', { ...base, cron: '* * * * * *', limit: 0 }))).toBe('最大执行次数不能小于1');
    expect(refusal(await post('/add', { ...base, cron: '* * * * * *', startDate: '2030-01-02 00:00:00', endDate: '2030-01-01 00:00:00' }))).toBe('结束时间必须晚于开始时间');
    expect(refusal(await post('/add', { ...base, cron: '* * * * * *', status: 5 }))).toContain('状态的取值不正确');
    // An interval is ignored when a cron expression is set.
    const both = await add({ service: 'test.sleep', taskType: 1, every: 5000, cron: '0 0 4 * * *', status: 0 });
    ok(await post('/start', { id: both }));
    expect((await row(both)).nextRunTime!.getHours()).toBe(4);
    // Nothing was written by the refusals.
    expect(await t.app.db.taskInfo.count({ where: { name: '坏任务' } })).toBe(0);
    // The services with their parameters, translated.
    const services = ok(await get('/services'));
    expect(services.find((s: any) => s.name === 'task.logPurge')).toMatchObject({ label: '任务日志清理', params: [{ name: 'days', type: 'int', min: 1, default: 30 }, { name: 'failureDays', type: 'int', min: 1, default: 90 }] });
    expect(services.find((s: any) => s.name === 'recycle.purge')).toMatchObject({ label: '回收站清理', params: [] });
  });

  it('starts, stops, runs once and reads the log over REST; a failing service is logged with its message', async () => {
    const id = await add({ service: 'test.sleep', cron: '0 0 0 1 1 *', data: '{"ms": 120}', status: 0 });
    expect((await row(id)).nextRunTime).toBeNull();
    ok(await post('/start', { id }));
    expect(await row(id)).toMatchObject({ status: 1, nextRunTime: expect.any(Date) });
    ok(await post('/stop', { id }));
    expect(await row(id)).toMatchObject({ status: 0, nextRunTime: null });

    ok(await post('/once', { id }));
    // A second once while the first holds the lease is refused.
    expect(refusal(await post('/once', { id }))).toBe('任务正在执行中，请等本次执行结束后再试');
    const page = await logs(id, 1);
    expect(page.pagination).toEqual({ page: 1, size: 50, total: 1 });
    expect(page.list[0]).toMatchObject({ taskId: id, status: 1, planTime: null, detail: `pid ${process.pid}` });
    expect(page.list[0].duration).toBeGreaterThanOrEqual(100);
    expect(page.list[0].startTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // A run once does not count toward the limit.
    expect(await row(id)).toMatchObject({ runCount: 0, lockToken: null, lockExpireTime: null });

    const failing = await add({ service: 'test.fail', cron: '0 0 0 1 1 *', data: '{"message": "磁盘已满 (ENOSPC)"}', status: 0 });
    ok(await post('/once', { id: failing }));
    const failed = await logs(failing, 1);
    expect(failed.list[0]).toMatchObject({ status: 0, detail: '磁盘已满 (ENOSPC)' });

    // Paging, newest first.
    ok(await post('/once', { id: failing }));
    await logs(failing, 2);
    const second = ok(await get(`/log?id=${failing}&page=2&size=1`));
    expect(second.pagination).toEqual({ page: 2, size: 1, total: 2 });
    expect(second.list).toHaveLength(1);
    expect(refusal(await get(`/log?id=${failing}&page=1&size=1000`))).toContain('每页条数');
    expect(refusal(await get('/log?id=999999'))).toBe('数据不存在');
    expect(refusal(await post('/start', { id: 999999 }))).toBe('数据不存在');
  });

  it('starts, stops, runs once and reads the log over GraphQL', async () => {
    const id = await add({ service: 'test.sleep', cron: '0 0 0 1 1 *', data: '{"ms": 10}', status: 0 });
    const op = async (name: 'Start' | 'Stop' | 'Once') => {
      const res = await t.gql(`mutation($id: Int!) { r: taskInfo${name}(id: $id) { __typename ... on MutationTaskInfo${name}Success { data { rowId status nextRunTime } } ... on AppError { message } } }`, { id }, admin);
      expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
      return res.body.data.r;
    };
    expect((await op('Start')).data).toMatchObject({ rowId: id, status: 1, nextRunTime: expect.stringMatching(/^\d{4}-01-01T/) });
    expect((await op('Stop')).data).toMatchObject({ status: 0, nextRunTime: null });
    expect((await op('Once')).__typename).toBe('MutationTaskInfoOnceSuccess');
    await logs(id, 1);
    const res = await t.gql(`query($id: Int!) { taskInfoLog(id: $id, page: 1, size: 10) { list { status detail startTime duration planTime } pagination { total } } }`, { id }, admin);
    expect(res.body.data.taskInfoLog).toMatchObject({ pagination: { total: 1 }, list: [{ status: 1, planTime: null }] });
    const bad = await t.gql(`mutation { taskInfoAdd(input: { name: "x", service: "test.sleep", cron: "nope" }) { __typename ... on AppError { message } } }`, {}, admin);
    expect(bad.body.data.taskInfoAdd).toMatchObject({ __typename: 'AppError', message: expect.stringContaining('cron 表达式“nope”不正确') });
    // Without the permission: refused.
    const anon = await t.gql(`query { taskInfoLog(id: ${id}) { pagination { total } } }`, {}, null);
    expect(anon.body.errors?.[0]).toBeTruthy();
  });

  it('ships services that close expired ballot boxes and publish scheduled notices', async () => {
    const system = async (service: string) => (await t.app.db.taskInfo.findFirstOrThrow({ where: { service, type: 0 } })).id;
    const areaId = (await t.app.db.areaInfo.findFirstOrThrow()).id;
    const past = new Date(Date.now() - 60_000);
    const expired = await t.app.db.meetingInfo.create({ data: { areaId, name: '到期会议', status: 6, voteStartTime: new Date(Date.now() - 3600_000), voteEndTime: past, vote: {} } });
    const open = await t.app.db.meetingInfo.create({ data: { areaId, name: '进行中会议', status: 6, voteStartTime: past, voteEndTime: new Date(Date.now() + 3600_000), vote: {} } });
    const boxes = await system('meeting.closeBallotBoxes');
    const before = (await logs(boxes, 0)).pagination.total;
    ok(await post('/once', { id: boxes }));
    const page = await logs(boxes, before + 1);
    expect(page.list[0]).toMatchObject({ status: 1, detail: expect.stringMatching(/^关闭投票箱 [1-9]\d* 个$/) });
    expect((await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: expired.id } })).vote).toMatchObject({ closedAt: expect.any(String) });
    expect((await t.app.db.meetingInfo.findUniqueOrThrow({ where: { id: open.id } })).vote).toEqual({});

    // A notice saved with a publish time ahead is saved closed, and opened once the time has come.
    const publishTime = new Date(Date.now() + 1500);
    const later = ok(await t.req('POST', '/admin/info/notice/add', { body: { areaId, title: '定时公告', status: 1, publishTime: publishTime.toISOString() }, token: admin })).id;
    const kept = ok(await t.req('POST', '/admin/info/notice/add', { body: { areaId, title: '手动关闭', status: 1, publishTime: publishTime.toISOString() }, token: admin })).id;
    expect((await t.app.db.infoNotice.findUniqueOrThrow({ where: { id: later } })).status).toBe(0);
    const notices = await system('notice.publish');
    const n0 = (await logs(notices, 0)).pagination.total;
    ok(await post('/once', { id: notices }));
    await logs(notices, n0 + 1);
    expect((await t.app.db.infoNotice.findUniqueOrThrow({ where: { id: later } })).status).toBe(0);
    await sleep(publishTime.getTime() - Date.now() + 200);
    // Closed again by hand after its publish time: it stays closed.
    ok(await t.req('POST', '/admin/info/notice/update', { body: { id: kept, status: 0 }, token: admin }));
    ok(await post('/once', { id: notices }));
    await logs(notices, n0 + 2);
    expect((await t.app.db.infoNotice.findUniqueOrThrow({ where: { id: later } })).status).toBe(1);
    expect((await t.app.db.infoNotice.findUniqueOrThrow({ where: { id: kept } })).status).toBe(0);

    // The orphaned-file cleanup runs the files module's cleanup (its own behaviour is tested in files.test.ts).
    const files = await system('space.orphanCleanup');
    ok(await post('/once', { id: files }));
    expect((await logs(files, 1)).list[0]).toMatchObject({ status: 1, detail: expect.stringMatching(/^删除文件 \d+ 个$/) });
  });

  it('honours the limit: the scheduler runs a task at most `limit` times, then stops it', async () => {
    const id = await add({ service: 'test.sleep', cron: '* * * * * *', data: '{"ms": 10}', limit: 3 });
    const until = Date.now() + 15_000;
    while ((await row(id)).status === 1 && Date.now() < until) await sleep(200);
    await sleep(1500);
    const r = await row(id);
    expect(r).toMatchObject({ status: 0, runCount: 3, nextRunTime: null });
    const page = await logs(id, 3);
    expect(page.pagination.total).toBe(3);
    expect(page.list.every((l: any) => l.status === 1 && l.planTime)).toBe(true);
    // Starting again begins a new series.
    ok(await post('/start', { id }));
    expect(await row(id)).toMatchObject({ status: 1, runCount: 0 });
    ok(await post('/stop', { id }));
  });

  it('honours the end date: an interval task runs inside its window only, then stops', async () => {
    const endDate = new Date(Date.now() + 2500);
    const id = await add({ service: 'test.sleep', taskType: 1, every: 1000, data: '{"ms": 10}', endDate: endDate.toISOString() });
    await sleep(endDate.getTime() - Date.now() + 2500);
    const r = await row(id);
    expect(r).toMatchObject({ status: 0, runCount: 2, nextRunTime: null });
    const page = await logs(id, 2);
    expect(page.pagination.total).toBe(2);
    // Starting a task past its end date is refused.
    expect(refusal(await post('/start', { id }))).toBe('任务已过结束时间，没有可执行的时间点');
  });
});
