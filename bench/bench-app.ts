/**
 * The in-process server the feature benches measure (houses, upload, todo,
 * meeting, verify, owner-vote): one config (fixed captcha, a bench secret),
 * and the admin's token through the real captcha login. The page benches
 * (server.ts, workers.ts) start the built server as its own process instead.
 */
import { request } from 'node:http';
import { loadConfig, type Config } from '../server/kernel/config.ts';

/** The configuration of a bench server: the embedded database when `databaseUrl` is empty. */
export function benchConfig(databaseUrl: string | undefined, extra: Record<string, string> = {}): Config {
  return loadConfig({ ...process.env, NODE_ENV: 'test', CAPTCHA_TEST_CODE: '9999', JWT_SECRET: 'bench-secret-0123456789abcdefghijklmnopqrstuvwxyz', DATABASE_URL: databaseUrl ?? '', ...extra });
}

/** Signs the seeded admin in as the web client does (captcha, then login) and answers the access token. */
export async function adminToken(url: string): Promise<string> {
  const cap = await (await fetch(`${url}/admin/base/open/captcha`)).json();
  const res = await fetch(`${url}/admin/base/open/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456', captchaId: cap.data.captchaId, verifyCode: '9999' }),
  });
  const json = await res.json();
  if (json.code !== 1000) throw new Error(`bench login: ${JSON.stringify(json)}`);
  return json.data.token;
}

/** One HTTP request on a connection of its own (a kept-alive socket the busy server closed would reset the next request): the whole body. */
export function send(method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks)));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Calls /admin routes as `token`: the envelope's data, or an error naming the route when the code is not 1000. */
export function adminCaller(url: string, token: string) {
  return async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<any> => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const res = await send(method, `${url}/admin${path}`, { authorization: token, 'content-type': 'application/json', ...(text === undefined ? {} : { 'content-length': String(Buffer.byteLength(text)) }) }, text);
    const json = JSON.parse(res.toString('utf8'));
    if (json.code !== 1000) throw new Error(`${path}: ${JSON.stringify(json).slice(0, 300)}`);
    return json.data;
  };
}
