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
    // The super user is never listed (the legacy user page hides it): a fresh product lists nobody.
    expect(page.body.data).toEqual({ list: [], pagination: { page: 1, size: 15, total: 0 } });
    const person = await t.req('GET', '/admin/base/comm/person', { token });
    expect(person.body.data.username).toBe('admin');
  });
});
