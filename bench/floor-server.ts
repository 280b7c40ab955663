/**
 * The floor of the server benchmark (bench/server.ts): the user page the REST
 * layer answers (POST /admin/base/sys/user/page, same columns, department
 * name and role names joined, dates formatted the same way) served by a
 * minimal node:http server straight from the raw `pg` driver — one joined
 * statement for the rows and the count in parallel, a pool of the app's size.
 * No authentication, no permission check, no request log: what the database
 * and the driver alone cost, measured by the same load generator.
 *
 *   DATABASE_URL=postgres://... PORT=... POOL=10 node --import tsx bench/floor-server.ts
 */
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL ?? 10) });
pool.on('error', () => {}); // an idle client lost: the pool replaces it

const ts = (col: string) => `to_char(${col}, 'YYYY-MM-DD HH24:MI:SS')`;
const ROWS = `
  SELECT u.id, ${ts('u."createTime"')} AS "createTime", ${ts('u."updateTime"')} AS "updateTime",
         u."departmentId", u."areaIds", u."userId", u."propertyCompany", u.name, u.username,
         u."nickName", u."headImg", u.phone, u.email, u.remark, u.status, u."passwordV", u."socketId",
         d.name AS "departmentName",
         (SELECT string_agg(r.name, ',') FROM base_sys_user_role ur JOIN base_sys_role r ON r.id = ur."roleId" WHERE ur."userId" = u.id) AS "roleName"
    FROM base_sys_user u
    LEFT JOIN base_sys_department d ON d.id = u."departmentId"
   ORDER BY u."createTime" DESC, u.id DESC
   LIMIT $1 OFFSET $2`;
const COUNT = 'SELECT count(*)::int AS total FROM base_sys_user';

const server = createServer((req, res) => {
  let raw = '';
  req.setEncoding('utf8');
  req.on('data', (c: string) => (raw += c));
  req.on('end', async () => {
    try {
      const body = raw ? JSON.parse(raw) : {};
      const page = Math.max(1, Number(body.page) || 1);
      const size = Math.min(100, Math.max(1, Number(body.size) || 20));
      const [rows, count] = await Promise.all([pool.query(ROWS, [size, (page - 1) * size]), pool.query(COUNT)]);
      const out = JSON.stringify({ code: 1000, message: 'success', data: { list: rows.rows, pagination: { page, size, total: count.rows[0].total } } });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(out) });
      res.end(out);
    } catch (e) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String((e as Error).message));
    }
  });
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const addr = server.address() as { port: number };
  console.log(`floor is running at http://127.0.0.1:${addr.port}`);
});
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
