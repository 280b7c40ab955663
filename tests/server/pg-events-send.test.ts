/**
 * Events sent at once through the PostgreSQL transport (server/realtime/pg-events.ts)
 * go one statement after the other on its one client: all of them arrive, in the order
 * sent, and pg does not warn about a query sent while the client was busy (a
 * deprecation that pg 9 turns into an error).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_CHANNEL, PgEventTransport } from '../../server/realtime/pg-events.ts';
import { createDatabase, type TestPostgres } from '../support/postgres.ts';
import { sharedPostgres } from '../support/shared-postgres.ts';

describe('the PostgreSQL event transport under concurrent sends', () => {
  let server: TestPostgres | null;
  let url: string;
  beforeAll(async () => {
    server = await sharedPostgres();
    if (!server) throw new Error('PostgreSQL is not available');
    url = await createDatabase(server.url, `pgev${process.pid}`);
  }, 120_000);
  afterAll(async () => server?.stop());

  it('sends 40 events at once: all arrive in order, no warning', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
    process.on('warning', onWarning);
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    const received: string[] = [];
    listener.on('notification', (m) => m.channel === EVENTS_CHANNEL && received.push(m.payload ?? ''));
    await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
    const transport = await PgEventTransport.connect(url);
    try {
      await Promise.all(Array.from({ length: 40 }, (_, i) => transport.send('viewers' as never, [{ reason: `n${i}` }])));
      for (let i = 0; i < 50 && received.length < 40; i++) await new Promise((r) => setTimeout(r, 50));
      expect(received.length).toBe(40);
      const order = received.map((p) => Number(/n(\d+)/.exec(p)?.[1]));
      expect(order).toEqual(Array.from({ length: 40 }, (_, i) => i));
      expect(warnings.filter((w) => /already executing a query/.test(w))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await transport.close();
      await listener.end();
    }
  }, 60_000);
});
