/**
 * Throttles per purpose (docs/decisions.md "Login throttling"): wrong owner
 * codes from one address (an office, a housing estate behind one address)
 * throttle the owner page from that address and never staff logins; staff
 * login failures never block owners. Each throttle counts only the failures
 * of its own purpose (server/auth/failure-window.ts THROTTLES): enumerated
 * over every declared purpose. Both databases, real HTTP; the addresses come
 * from X-Forwarded-For behind one trusted proxy (TRUST_PROXY=1).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CAPTCHA, describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { failureWait, recordFailure, THROTTLES, type Throttle } from '../../server/auth/failure-window.ts';
import { FAILURE_WINDOW_MS, MAX_ADDRESS_FAILURES } from '../../server/auth/service.ts';

const HOUR = 3600_000;
const CODE = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/g;
/** The owner page's address limit (owner-ballot.ts): 30 per 15 minutes, like the staff login's. */
const OWNER_ADDRESS_LIMIT = 30;

describeOnDatabases('throttles per purpose', (kind) => {
  let t: TestApp;
  let admin: string;
  let code: string;

  const post = (path: string, body: unknown) => t.req('POST', `/admin${path}`, { body, token: admin });
  const ok = (res: { body: any; text: string }) => {
    expect(res.body.code, res.text).toBe(1000);
    return res.body.data;
  };
  /** A staff login attempt from an address. */
  async function login(username: string, password: string, ip: string) {
    const captcha = await t.req('GET', '/admin/base/open/captcha', { headers: { 'x-forwarded-for': ip } });
    return t.req('POST', '/admin/base/open/login', { headers: { 'x-forwarded-for': ip }, body: { username, password, captchaId: captcha.body.data.captchaId, verifyCode: CAPTCHA } });
  }
  /** An owner page request from an address. */
  async function owner(path: string, body: unknown, ip: string) {
    const res = await fetch(`${t.url}/vote/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text), text };
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: '1' });
    admin = (await t.login()).token;
    const areaId = ok(await post('/area/info/add', { name: '节流小区' })).id;
    ok(await post('/area/house/add', { areaId, ownerName: '甲', phone: '13800001111', buildingNo: '1', unitNo: '1', houseNo: '101', privateArea: 100 }));
    const meetingId = ok(await post('/business/meeting/info/add', { name: '节流大会', areaId, type: 2, voteStartTime: new Date(Date.now() - HOUR).toISOString(), voteEndTime: new Date(Date.now() + HOUR).toISOString() })).id;
    ok(await post('/business/meeting/vote/item/add', { meetingId, name: '续聘物业', passRule: 'majority' }));
    await t.app.db.meetingInfo.update({ where: { id: meetingId }, data: { status: 5 } });
    ok(await post('/business/meeting/notice/save', { meetingId, type: 5, title: '公告', content: '<p>公告</p>', isPublish: 1 }));
    expect(ok(await post('/business/meeting/info/next', { id: meetingId }))).toBe(6);
    code = (ok(await post('/business/meeting/credential/issue', { meetingId })).sheet as string).match(CODE)![0]!;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('thirty wrong owner codes from an address throttle the owner page there, never a staff login from it', async () => {
    const office = '198.51.100.7';
    for (let i = 0; i < OWNER_ADDRESS_LIMIT; i++) {
      const res = await owner('open', { code: 'AAAA-BBBB-CCCC-DDDD' }, office);
      expect(res.body, res.text).toEqual({ code: 1001, message: '凭证码不正确' });
    }
    // The owner page from that address now waits, even with the right code…
    const waiting = await owner('open', { code, check: '1111' }, office);
    expect(waiting.status, waiting.text).toBe(429);
    expect(waiting.body.message).toMatch(/尝试次数过多/);
    // …a staff login from the same address does not.
    const staff = await login('admin', '123456', office);
    expect(staff.body.code, staff.text).toBe(1000);
    // A wrong staff password there is an ordinary refusal, not the address's wait.
    const wrong = await login('admin', 'wrong-password', office);
    expect(wrong.status, wrong.text).toBe(200);
    expect(wrong.body.message).toBe('账户或密码不正确~');
    // Each row is its throttle's.
    const rows = await t.app.db.authLoginFailure.findMany({ where: { ip: office }, select: { purpose: true, username: true } });
    expect(rows.filter((r) => r.purpose === THROTTLES.ownerCode)).toHaveLength(OWNER_ADDRESS_LIMIT);
    expect(rows.filter((r) => r.purpose === THROTTLES.staffLogin)).toEqual([{ purpose: THROTTLES.staffLogin, username: 'admin' }]);
  });

  it('thirty failed staff logins from an address block staff logins there, never an owner', async () => {
    const estate = '203.0.113.9';
    for (let i = 0; i < MAX_ADDRESS_FAILURES; i++) {
      const res = await login(`nobody_${kind}_${i}`, 'nope', estate);
      // The last one may already answer the address's wait.
      expect(res.body.code, res.text).toBe(1001);
    }
    const blocked = await login('admin', '123456', estate);
    expect(blocked.status, blocked.text).toBe(429);
    expect(blocked.body.message).toMatch(/登录失败次数过多/);
    // The owner confirms from the same address.
    const opened = await owner('open', { code, check: '1111' }, estate);
    expect(opened.body.code, opened.text).toBe(1000);
    expect(opened.body.data.token).toBeTruthy();
    // A wrong owner code there is the ordinary refusal, not a wait.
    expect((await owner('open', { code: 'AAAA-BBBB-CCCC-DDDD' }, estate)).body).toEqual({ code: 1001, message: '凭证码不正确' });
  });

  it('no throttle counts another purpose’s failures (every declared purpose, address and name windows)', async () => {
    const purposes = Object.values(THROTTLES) as Throttle[];
    expect(purposes.length).toBeGreaterThanOrEqual(2);
    for (const [n, purpose] of purposes.entries()) {
      const ip = `192.0.2.${100 + n}`;
      const name = `shared-name-${kind}-${n}`;
      // Enough failures of every other purpose to trip any window.
      for (const other of purposes.filter((p) => p !== purpose)) for (let i = 0; i < 30; i++) await recordFailure(t.app.db, other, name, ip);
      const windows = [{ where: { ip }, limit: 30 }, { where: { username: name }, limit: 30 }, { where: { username: name, ip }, limit: 5 }];
      expect(await failureWait(t.app.db, purpose, windows, FAILURE_WINDOW_MS), purpose).toBe(0);
      // Its own failures do count.
      for (let i = 0; i < 30; i++) await recordFailure(t.app.db, purpose, name, ip);
      expect(await failureWait(t.app.db, purpose, windows, FAILURE_WINDOW_MS), purpose).toBeGreaterThan(0);
    }
  });
});
