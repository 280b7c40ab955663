/**
 * The floor without HTTP (issue 25): the user page's statements
 * (bench/floor-sql.ts: the joined rows and, in parallel, the count) sent through
 * the raw `pg` driver in a loop by `connections` workers at once, pool of the
 * app's size, nothing else: no HTTP, no JSON. What the database and the driver
 * alone can serve; the HTTP floor (bench/floor-server.ts) adds a minimal server
 * and the load generator's HTTP to it. Runs in the calling process.
 */
import pg from 'pg';
import { FLOOR_COUNT, FLOOR_ROWS } from './floor-sql.ts';

export type DriverFloor = { reqPerSec: number; p50: number; p99: number; errors: number; total: number; cpuMsPerRequest: number };

/** Page 3 of 20, as the other targets ask. */
export async function driverFloor(databaseUrl: string, connections: number, seconds: number, pool = 10): Promise<DriverFloor> {
  const db = new pg.Pool({ connectionString: databaseUrl, max: pool });
  db.on('error', () => {});
  try {
    const latencies: number[] = [];
    let errors = 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    const until = started + seconds * 1000;
    const worker = async () => {
      while (performance.now() < until) {
        const t = performance.now();
        try {
          const [rows, count] = await Promise.all([db.query(FLOOR_ROWS, [20, 40]), db.query(FLOOR_COUNT)]);
          if (rows.rows.length !== 20 || typeof count.rows[0].total !== 'number') errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
    const elapsed = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
    return {
      reqPerSec: Math.round(latencies.length / elapsed),
      p50: at(0.5),
      p99: at(0.99),
      errors,
      total: latencies.length,
      cpuMsPerRequest: (used.user + used.system) / 1000 / Math.max(1, latencies.length),
    };
  } finally {
    await db.end();
  }
}
