/**
 * The embedded database gives a list page's count again while nothing else has reached it
 * (server/read/embedded-generation.ts: the read path's one reliance on PGlite's internals, pinned here): every other message — a write, a transaction, even one rolled back, Prisma's
 * statements — makes the next count read afresh. Real PGlite, its real protocol.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapterFactory, type AdapterHandle } from '../../server/db/adapter.ts';
import { generationOf } from '../../server/read/embedded-generation.ts';
import { driverReads } from '../../server/read/index.ts';
import type { ReadRunner } from '../../server/read/statements.ts';

describe('a count reused on the embedded database', () => {
  let handle: AdapterHandle;
  let sent = 0;
  const COUNT = 'SELECT count(*)::int AS n FROM reuse_t WHERE x > $1';
  let run: ReadRunner;
  const count = async (min = 0) => ((await run({ sql: COUNT, args: [min], readOnly: true, reuse: true }))[0] as { n: number }).n;
  const rows = async () => run({ sql: 'SELECT x FROM reuse_t ORDER BY x LIMIT $1', args: [2], readOnly: true });

  beforeAll(async () => {
    handle = await createAdapterFactory({ databaseUrl: undefined, dataDir: '/nonexistent' }, { memory: true });
    run = driverReads(handle)!;
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

  it('moves the generation on for every way of reaching the database (fails loudly if a PGlite upgrade routes one elsewhere)', async () => {
    const pglite = handle.pglite!;
    const moves: Record<string, boolean> = {};
    const moved = async (name: string, fn: () => Promise<unknown>) => {
      const before = generationOf(pglite);
      await fn();
      moves[name] = generationOf(pglite) !== before;
    };
    await moved('query', () => pglite.query('SELECT 1'));
    await moved('exec', () => pglite.exec('SELECT 1'));
    await moved('transaction', () => pglite.transaction(async (tx) => tx.query('SELECT 1')));
    await moved('describeQuery', () => pglite.describeQuery('SELECT 1'));
    expect(moves).toEqual({ query: true, exec: true, transaction: true, describeQuery: true });
  });
});
