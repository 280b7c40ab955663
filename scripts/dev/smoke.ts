import { loadConfig } from '../../server/kernel/config.ts';
import { createApp } from '../../server/app.ts';
const config = loadConfig({ ...process.env, CAPTCHA_TEST_CODE: '1234' });
const t0 = Date.now();
const app = await createApp(config, { memoryDb: true });
const url = await app.listen(0, '127.0.0.1');
console.log('up', url, Date.now() - t0, 'ms');
const j = async (method: string, path: string, body?: unknown, token?: string) => {
  const r = await fetch(url + path, { method, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: token } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const text = await r.text();
  return { status: r.status, body: text, short: text.slice(0, 700) };
};
const cap = JSON.parse((await j('GET', '/admin/base/open/captcha')).body).data;
const login = await j('POST', '/admin/base/open/login', { username: 'admin', password: '123456', captchaId: cap.captchaId, verifyCode: '1234' });
console.log('login', login.short);
const token = JSON.parse(login.body).data.token;
for (const [m, p, b] of [['GET', '/admin/base/comm/person'], ['GET', '/admin/base/comm/permmenu'], ['POST', '/admin/base/sys/user/page', { page: 1, size: 20 }], ['POST', '/admin/base/sys/user/add', { username: 'alice', password: 'alice123', name: 'Alice', roleIdList: [1], departmentId: 1 }], ['POST', '/admin/base/sys/user/page', {}], ['GET', '/admin/base/sys/user/info?id=2'], ['POST', '/admin/base/sys/department/list'], ['POST', '/admin/dict/info/data', {}], ['POST', '/admin/base/sys/user/delete', { ids: [2] }], ['GET', '/admin/base/open/eps']] as const) {
  { const r = await j(m, p, b, token); console.log(m, p, r.status, r.short); }
}
await app.close();
