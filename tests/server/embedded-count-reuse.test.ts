/**
 * The embedded database gives a list page's count again while nothing else has reached it
 * (db/embedded-writes.ts): every other message — a write, a transaction, even one rolled back, Prisma's
 * statements — makes the next count read afresh. Real PGlite, its real protocol.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapterFactory, type AdapterHandle } from '../../server/db/adapter.ts';
import { generationOf } from '../../server/db/embedded-writes.ts';

describe('a count reused on the embedded database', () => {
  let handle: AdapterHandle;
  let sent = 0;
  const COUNT = 'SELECT count(*)::int AS n FROM reuse_t WHERE x > $1';
  const count = async (min = 0) => ((await handle.direct([{ sql: COUNT, args: [min], readOnly: true, reuse: true }]))![0]![0] as { n: number }).n;
  const rows = async () => (await handle.direct([{ sql: 'SELECT x FROM reuse_t ORDER BY x LIMIT $1', args: [2], readOnly: true }]))![0]!;

  beforeAll(async () => {
    handle = await createAdapterFactory({ databaseUrl: undefined, dataDir: '/nonexistent' }, { memory: true });
    const pglite = handle.pglite! as unknown as { execProtocolRawStream: (...a: unknown[]) => Promise<void> };
    const stream = pglite.execProtocolRawStream.bind(pglite);
    // Counts the statements the direct path actually sends.
    pglite.execProtocolRawStream = (...a: unknown[]) => (sent++, stream(...a));
    await handle.pglite!.exec('CREATE TABLE reuse_t (x int); INSERT INTO reuse_t SELECT generate_series(1, 10);');
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('is read once, then given again while nothing else reaches the database (reads included)', async () => {
    expect(await count()).toBe(10);
    const generation = generationOf(handle.pglite!);
    const before = sent;
    expect(await count()).toBe(10);
    expect(await rows()).toEqual([{ x: 1 }, { x: 2 }]);
    expect(await count()).toBe(10);
    // The rows were sent; neither count was.
    expect(sent - before).toBe(1);
    expect(generationOf(handle.pglite!)).toBe(generation);
    // Other arguments are another answer.
    expect(await count(5)).toBe(5);
  });

  it('is read again after a write from any path', async () => {
    expect(await count()).toBe(10);
    await handle.pglite!.query('INSERT INTO reuse_t VALUES (11)');
    expect(await count()).toBe(11);
    await handle.pglite!.exec('DELETE FROM reuse_t WHERE x = 11');
    expect(await count()).toBe(10);
    await handle.pglite!.transaction(async (tx) => {
      await tx.query('INSERT INTO reuse_t VALUES (12), (13)');
    });
    expect(await count()).toBe(12);
    expect(await count(11)).toBe(2);
  });

  it('a rolled-back transaction leaves the count as it was, read afresh', async () => {
    expect(await count()).toBe(12);
    const before = sent;
    await expect(
      handle.pglite!.transaction(async (tx) => {
        await tx.query('INSERT INTO reuse_t VALUES (14)');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await count()).toBe(12);
    expect(sent - before).toBe(1);
  });

  it('EMBEDDED_REUSE=0 reads every count', async () => {
    process.env.EMBEDDED_REUSE = '0';
    try {
      const before = sent;
      await count();
      await count();
      expect(sent - before).toBe(2);
    } finally {
      delete process.env.EMBEDDED_REUSE;
    }
  });
});
