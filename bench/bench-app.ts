/**
 * The in-process server the feature benches measure (houses, upload, todo,
 * meeting, verify, owner-vote): one config (fixed captcha, a bench secret),
 * and the admin's token through the real captcha login. The page benches
 * (server.ts, workers.ts) start the built server as its own process instead.
 */
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
