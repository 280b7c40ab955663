import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';

describeOnDatabases('server boots and serves the admin login', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });
  it('logs in as admin and lists users', async () => {
    const { token } = await t.login();
    const page = await t.req('POST', '/admin/base/sys/user/page', { body: {}, token });
    expect(page.status).toBe(200);
    expect(page.body.data.pagination).toEqual({ page: 1, size: 15, total: 1 });
    expect(page.body.data.list[0].username).toBe('admin');
  });
});
