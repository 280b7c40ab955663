/**
 * Server figures: req/s and p50/p99 latency of POST /admin/base/sys/user/page
 * and the equivalent GraphQL query, with 1,000 users, on the embedded
 * database and on PostgreSQL. autocannon on 127.0.0.1, bounded in time.
 */
import autocannon from 'autocannon';
import { loadConfig } from '../server/kernel/config.ts';
import { createApp } from '../server/app.ts';
import { hashPassword } from '../server/auth/password.ts';
import { createDatabase, startPostgres } from '../tests/support/postgres.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const USERS = 1000;

type Row = { db: string; target: string; reqPerSec: number; p50: number; p99: number; errors: number };

async function login(url: string): Promise<string> {
  const cap = await (await fetch(`${url}/admin/base/open/captcha`)).json();
  const res = await fetch(`${url}/admin/base/open/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456', captchaId: cap.data.captchaId, verifyCode: '9999' }),
  });
  return (await res.json()).data.token;
}

function fire(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(opts, (err, result) => (err ? reject(err) : resolve(result))));
}

async function benchOne(dbLabel: string, databaseUrl: string | undefined): Promise<Row[]> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', CAPTCHA_TEST_CODE: '9999', JWT_SECRET: 'bench-secret-0123456789abcdefghijklmnopqrstuvwxyz', DATABASE_URL: databaseUrl ?? '' });
  const app = await createApp(config, { memoryDb: !databaseUrl });
  try {
    const password = await hashPassword('bench123');
    const dept = await app.db.baseSysDepartment.findFirst({ select: { id: true } });
    await app.db.baseSysUser.createMany({
      data: Array.from({ length: USERS - 1 }, (_, i) => ({
        username: `bench_${i}`,
        password,
        name: `用户${i}`,
        nickName: `nick${i}`,
        phone: `139${String(i).padStart(8, '0')}`,
        departmentId: dept?.id ?? null,
        status: i % 10 === 0 ? 0 : 1,
      })),
    });
    const url = await app.listen(0, '127.0.0.1');
    const token = await login(url);
    const headers = { 'content-type': 'application/json', authorization: token };
    const targets: [string, autocannon.Options][] = [
      ['REST POST /admin/base/sys/user/page', { url: `${url}/admin/base/sys/user/page`, method: 'POST', headers, body: JSON.stringify({ page: 3, size: 20, order: 'createTime', sort: 'desc' }) }],
      [
        'GraphQL sysUserPage(first: 20)',
        {
          url: `${url}/graphql`,
          method: 'POST',
          headers,
          body: JSON.stringify({
            query: 'query($after: String) { sysUserPage(first: 20, after: $after, orderBy: "createTime", sort: desc) { totalCount edges { node { id rowId username name nickName phone status departmentId departmentName roleName createTime } } pageInfo { hasNextPage endCursor } } }',
            variables: { after: 'T2Zmc2V0Q29ubmVjdGlvbjozOQ==' },
          }),
        },
      ],
    ];
    const rows: Row[] = [];
    for (const [target, opts] of targets) {
      await fire({ ...opts, connections: 2, duration: 1 }); // warm-up
      const r = await fire({ ...opts, connections: CONNECTIONS, duration: DURATION });
      rows.push({ db: dbLabel, target, reqPerSec: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
    }
    return rows;
  } finally {
    await app.close();
  }
}

export async function benchServer(): Promise<Row[]> {
  const rows = await benchOne('embedded (PGlite)', undefined);
  const pg = await startPostgres();
  if (pg) {
    try {
      rows.push(...(await benchOne('PostgreSQL 15', await createDatabase(pg.url, 'bench'))));
    } finally {
      await pg.stop();
    }
  } else {
    console.log('PostgreSQL not available: only the embedded database was measured (install postgresql to measure both).');
  }
  return rows;
}
