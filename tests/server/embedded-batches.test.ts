/**
 * The embedded database's direct statements asked for in one turn of the event loop are sent into PGlite back to
 * back, then answered (server/read/pglite.ts drain): each gets its own rows; one that fails fails
 * alone; a transaction in progress holds the whole batch; a write in a batch still makes a count read afresh;
 * more statements than one batch holds are all answered. Real PGlite, its real protocol.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapterFactory, type AdapterHandle } from '../../server/db/adapter.ts';
import { driverReads } from '../../server/read/index.ts';
import type { ReadRunner, ReadStatement } from '../../server/read/statements.ts';

describe('statements in batches on the embedded database', () => {
  let handle: AdapterHandle;
  /** What happened, in order: a statement sent into PGlite, or an answer reaching its caller. */
  const events: string[] = [];
  let run: ReadRunner;
  const direct = (statement: ReadStatement) => run(statement);
  const row = (n: number) => direct({ sql: 'SELECT x, $1::int AS asked FROM batch_t WHERE x = $1', args: [n], readOnly: true });
  const COUNT = 'SELECT count(*)::int AS n FROM batch_t';
  const count = async () => ((await direct({ sql: COUNT, args: [], readOnly: true, reuse: true }))[0] as { n: number }).n;

  beforeAll(async () => {
    handle = await createAdapterFactory({ databaseUrl: undefined, dataDir: '/nonexistent' }, { memory: true });
    run = driverReads(handle)!;
    const pglite = handle.pglite! as unknown as { execProtocolRawStream: (...a: unknown[]) => Promise<void> };
    const stream = pglite.execProtocolRawStream.bind(pglite);
    pglite.execProtocolRawStream = (...a: unknown[]) => (events.push('sent'), stream(...a));
    await handle.pglite!.exec('CREATE TABLE batch_t (x int); INSERT INTO batch_t SELECT generate_series(1, 10);');
    // Prepared once before the measured batches (preparing is a call of its own).
    await row(1);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('sends the statements of one turn back to back, then answers each with its own rows', async () => {
    events.length = 0;
    const asked = [3, 1, 4, 1, 5, 9, 2, 6];
    const answers = await Promise.all(
      asked.map((n) =>
        row(n).then((a) => {
          events.push('answered');
          return a;
        }),
      ),
    );
    expect(answers).toEqual(asked.map((n) => [{ x: n, asked: n }]));
    expect(events).toEqual([...asked.map(() => 'sent'), ...asked.map(() => 'answered')]);
  });

  it('fails a statement that fails, alone', async () => {
    await direct({ sql: 'SELECT $1::boolean AS b', args: [true], readOnly: true });
    const [before, failed, refused, after] = await Promise.allSettled([
      row(2),
      // Fails in the database (division by zero)…
      direct({ sql: 'SELECT x / (x - $1) AS q FROM batch_t', args: [7], readOnly: true }),
      // …and before it reaches it (a value PGlite's serializer for the parameter's type refuses).
      direct({ sql: 'SELECT $1::boolean AS b', args: ['maybe'], readOnly: true }),
      row(8),
    ]);
    expect(before).toEqual({ status: 'fulfilled', value: [{ x: 2, asked: 2 }] });
    expect(failed.status).toBe('rejected');
    expect((failed as PromiseRejectedResult).reason).toMatchObject({ code: '22012' });
    expect(refused.status).toBe('rejected');
    expect(String((refused as PromiseRejectedResult).reason)).toMatch(/boolean/i);
    expect(after).toEqual({ status: 'fulfilled', value: [{ x: 8, asked: 8 }] });
  });

  it('waits for a transaction in progress, then reads what it committed', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inside!: () => void;
    const started = new Promise<void>((r) => (inside = r));
    const transaction = handle.pglite!.transaction(async (tx) => {
      await tx.query('INSERT INTO batch_t VALUES (42)');
      inside();
      await held;
    });
    await started;
    events.length = 0;
    const answer = row(42);
    // Several turns of the event loop: nothing is sent while the transaction holds the session.
    for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
    expect(events).toEqual([]);
    release();
    await transaction;
    expect(await answer).toEqual([{ x: 42, asked: 42 }]);
    await handle.pglite!.query('DELETE FROM batch_t WHERE x = 42');
  });

  it('a write in the same batch as a count makes the next count read afresh', async () => {
    expect(await count()).toBe(10);
    // Any message moves the generation on: the count below is read in the batch, not given again.
    await handle.pglite!.query('SELECT 1');
    events.length = 0;
    const counting = count();
    // The count reaches the queue within a few promise jobs; the batch starts at the next turn of the event loop,
    // after every promise job: the insert, asked for ten jobs later, is in the same batch, after the count.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    const inserting = direct({ sql: 'INSERT INTO batch_t VALUES ($1)', args: [11] });
    const [counted] = await Promise.all([counting, inserting]);
    expect(events).toEqual(['sent', 'sent']);
    // Read before the write in the same batch: the count before it, and not given again after it.
    expect(counted).toBe(10);
    expect(await count()).toBe(11);
    await direct({ sql: 'DELETE FROM batch_t WHERE x = $1', args: [11] });
    expect(await count()).toBe(10);
  });

  it('answers more statements than one batch holds', async () => {
    const asked = Array.from({ length: 150 }, (_, i) => (i % 10) + 1);
    const answers = await Promise.all(asked.map((n) => row(n)));
    expect(answers.map((a) => a[0])).toEqual(asked.map((n) => ({ x: n, asked: n })));
  });
});
