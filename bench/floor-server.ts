/**
 * The floor of the server benchmark (bench/server.ts): the user page the REST
 * layer answers (bench/floor-sql.ts) served by a
 * minimal node:http server straight from the raw `pg` driver — one joined
 * statement for the rows and the count in parallel, a pool of the app's size.
 * No authentication, no permission check, no request log: what the database
 * and the driver alone cost, measured by the same load generator.
 *
 *   DATABASE_URL=postgres://... PORT=... POOL=10 node --import tsx bench/floor-server.ts
 */
import { createServer } from 'node:http';
import pg from 'pg';
import { FLOOR_COUNT as COUNT, FLOOR_ROWS as ROWS } from './floor-sql.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL ?? 10) });
pool.on('error', () => {}); // an idle client lost: the pool replaces it

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
