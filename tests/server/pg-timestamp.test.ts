/**
 * db/pg-timestamp.ts reads PostgreSQL's timestamptz text into the same Date
 * as pg's own parser (postgres-date): generated values of every form the
 * server writes (fractions of 0–6 digits, offsets of hours, minutes and
 * seconds, either sign) and the forms it leaves to the general parser (BC,
 * small years, infinity, no offset, trailing or malformed text); and what a
 * real PostgreSQL answers in several session time zones. The same fast path
 * stands in front of PGlite's own parser on the embedded database
 * (db/adapter.ts decoderOf): it gives PGlite's Date wherever PGlite's parser
 * (V8's `new Date(text)`) reads the text, and pg's reading where V8 cannot (an
 * offset with seconds), generated and as the embedded database answers.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import pg from 'pg';
import { timestamptzParser } from '../../server/db/pg-timestamp.ts';
import { openPglite } from '../../server/db/adapter.ts';
import { createDatabase, type TestPostgres } from '../support/postgres.ts';
import { sharedPostgres } from '../support/shared-postgres.ts';

const general = pg.types.getTypeParser(1184, 'text') as (s: string) => unknown;
/** The fast path in front of a general parser, counting the texts it leaves to it. */
function fastPathOver(behind: (s: string) => unknown) {
  const counted = { calls: 0 };
  const parse = timestamptzParser((s) => {
    counted.calls++;
    return behind(s);
  });
  return { parse, counted };
}
const expectSame = (a: unknown, b: unknown, s: string) => {
  if (a instanceof Date && b instanceof Date) expect(a.getTime(), s).toBe(b.getTime());
  else expect(a, s).toStrictEqual(b);
};
const overPg = fastPathOver(general);
const same = (s: string) => expectSame(overPg.parse(s), general(s), s);

const pad = (n: number, w: number) => String(n).padStart(w, '0');

/** Timestamptz texts in every form the server writes: fractions of 0–6 digits, offsets of hours, minutes (and seconds), either sign. */
const timestamptzTexts = ({ lastDay, offsetSeconds }: { lastDay: number; offsetSeconds: boolean }) =>
  fc
    .tuple(
      fc.integer({ min: 1000, max: 9999 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: lastDay }),
      fc.integer({ min: 0, max: 23 }),
      fc.integer({ min: 0, max: 59 }),
      fc.integer({ min: 0, max: 59 }),
      fc.option(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 6 })),
      fc.constantFrom('+', '-'),
      fc.integer({ min: 0, max: 15 }),
      fc.option(fc.integer({ min: 0, max: 59 })),
      offsetSeconds ? fc.option(fc.integer({ min: 0, max: 59 })) : fc.constant(null),
    )
    .map(([y, mo, d, h, mi, s, frac, sign, oh, om, os]) => {
      const offset = `${sign}${pad(oh, 2)}${om === null ? '' : `:${pad(om, 2)}${os === null ? '' : `:${pad(os, 2)}`}`}`;
      return `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)} ${pad(h, 2)}:${pad(mi, 2)}:${pad(s, 2)}${frac === null ? '' : `.${frac}`}${offset}`;
    });

it('reads every generated timestamptz text as pg does, without the general parser', () => {
  overPg.counted.calls = 0;
  fc.assert(
    fc.property(timestamptzTexts({ lastDay: 31, offsetSeconds: true }), same),
    { numRuns: 20_000 },
  );
  expect(overPg.counted.calls).toBe(0);
});

it('leaves every other form to the general parser, with the same answer', () => {
  overPg.counted.calls = 0;
  const others = [
    '0099-01-02 03:04:05+00',
    '0999-12-31 23:59:59.999+00',
    '2026-01-02 03:04:05+00 BC',
    '12026-01-02 03:04:05+00',
    'infinity',
    '-infinity',
    '2026-01-02 03:04:05',
    '2026-01-02 03:04:05.+00',
    '2026-01-02 03:04:05Z',
    '2026-01-02T03:04:05+00',
    '2026-01-02 03:04:05+0',
    '2026-01-02 03:04:05+00:',
    '2026-01-02 03:04:05+00:3',
    '2026-01-02 03:04:05+00:30:',
    '2026-01-02 03:04:05+00:30:1x',
    '2026-01-02 03:04:05+00 ',
    '2026-0a-02 03:04:05+00',
    '2026-01-02',
  ];
  for (const s of others) same(s);
  expect(overPg.counted.calls).toBe(others.length);
});

let server: TestPostgres | null;
beforeAll(async () => {
  server = await sharedPostgres();
}, 120_000);
afterAll(() => server?.stop());

it('reads what PostgreSQL answers in several time zones as pg does', async () => {
  if (!server) throw new Error('PostgreSQL is not available');
  const client = new pg.Client(await createDatabase(server.url, `pgts${process.pid}`));
  await client.connect();
  try {
    for (const zone of ['UTC', 'Asia/Shanghai', 'America/St_Johns', 'Asia/Kathmandu', 'Europe/Amsterdam']) {
      await client.query(`SET TIME ZONE '${zone}'`);
      // Amsterdam before 1937 was UTC+00:19:32: an offset with seconds.
      const { rows } = await client.query(
        `SELECT (timestamptz '1901-07-01 12:00:00.123456+00' + g * interval '97 days 3 hours 7 minutes 11.5 seconds')::text AS t
           FROM generate_series(0, 600) g`,
      );
      for (const r of rows) same(r.t);
    }
  } finally {
    await client.end();
  }
});

/** PGlite's parser behind the fast path, as db/adapter.ts decoderOf puts them; compared with PGlite's own reading. */
function againstPglite(pgliteParse: (s: string) => unknown) {
  const over = fastPathOver(pgliteParse);
  const check = (s: string) => {
    const b = pgliteParse(s);
    // Where V8 cannot read it (an offset with seconds), the fast path reads it as pg does.
    expectSame(over.parse(s), b instanceof Date && Number.isNaN(b.getTime()) ? general(s) : b, s);
  };
  return { check, calls: () => over.counted.calls };
}

it("reads the embedded database's timestamptz texts as PGlite's parser does", async () => {
  const db = await openPglite('memory');
  try {
    const parsers = (db as unknown as { parsers: Record<number, (s: string, typeId: number) => unknown> }).parsers;
    const { check, calls } = againstPglite((s) => parsers[1184]!(s, 1184));
    // Days up to 28: V8 and Date.UTC need not agree on the 31st of a short month, which no database answers.
    fc.assert(
      fc.property(timestamptzTexts({ lastDay: 28, offsetSeconds: false }), check),
      { numRuns: 10_000 },
    );
    expect(calls()).toBe(0);
    let answered = 0;
    for (const zone of ['UTC', 'Asia/Shanghai', 'America/St_Johns', 'Europe/Amsterdam']) {
      await db.exec(`SET TIME ZONE '${zone}'`);
      const { rows } = await db.query<{ t: string }>(
        `SELECT (timestamptz '1901-07-01 12:00:00.123456+00' + g * interval '97 days 3 hours 7 minutes 11.5 seconds')::text AS t FROM generate_series(0, 600) g`,
      );
      for (const r of rows) check(r.t);
      answered += rows.length;
    }
    expect(answered).toBe(4 * 601);
  } finally {
    await db.close();
  }
}, 60_000);
