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
import { createDatabase, startPostgres, type TestPostgres } from '../support/postgres.ts';

const general = pg.types.getTypeParser(1184, 'text') as (s: string) => unknown;
let generalCalls = 0;
const fast = timestamptzParser((s) => {
  generalCalls++;
  return general(s);
});
const same = (s: string) => {
  const a = fast(s);
  const b = general(s);
  if (a instanceof Date && b instanceof Date) expect(a.getTime(), s).toBe(b.getTime());
  else expect(a, s).toStrictEqual(b);
};

const pad = (n: number, w: number) => String(n).padStart(w, '0');

it('reads every generated timestamptz text as pg does, without the general parser', () => {
  generalCalls = 0;
  fc.assert(
    fc.property(
      fc.integer({ min: 1000, max: 9999 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 31 }),
      fc.integer({ min: 0, max: 23 }),
      fc.integer({ min: 0, max: 59 }),
      fc.integer({ min: 0, max: 59 }),
      fc.option(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 6 })),
      fc.constantFrom('+', '-'),
      fc.integer({ min: 0, max: 15 }),
      fc.option(fc.integer({ min: 0, max: 59 })),
      fc.option(fc.integer({ min: 0, max: 59 })),
      (y, mo, d, h, mi, s, frac, sign, oh, om, os) => {
        const offset = `${sign}${pad(oh, 2)}${om === null ? '' : `:${pad(om, 2)}${os === null ? '' : `:${pad(os, 2)}`}`}`;
        same(`${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)} ${pad(h, 2)}:${pad(mi, 2)}:${pad(s, 2)}${frac === null ? '' : `.${frac}`}${offset}`);
      },
    ),
    { numRuns: 20_000 },
  );
  expect(generalCalls).toBe(0);
});

it('leaves every other form to the general parser, with the same answer', () => {
  generalCalls = 0;
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
  expect(generalCalls).toBe(others.length);
});

let server: TestPostgres | null;
beforeAll(async () => {
  server = await startPostgres();
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
  let calls = 0;
  const fastOverPglite = timestamptzParser((s) => {
    calls++;
    return pgliteParse(s);
  });
  const check = (s: string) => {
    const a = fastOverPglite(s);
    const b = pgliteParse(s);
    if (b instanceof Date && Number.isNaN(b.getTime())) {
      // V8 cannot read it (an offset with seconds): the fast path reads it as pg does.
      expect((a as Date).getTime(), s).toBe((general(s) as Date).getTime());
    } else if (a instanceof Date && b instanceof Date) expect(a.getTime(), s).toBe(b.getTime());
    else expect(a, s).toStrictEqual(b);
  };
  return { check, calls: () => calls };
}

it("reads the embedded database's timestamptz texts as PGlite's parser does", async () => {
  const db = await openPglite('memory');
  try {
    const parsers = (db as unknown as { parsers: Record<number, (s: string, typeId: number) => unknown> }).parsers;
    const { check, calls } = againstPglite((s) => parsers[1184]!(s, 1184));
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 59 }),
        fc.option(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 6 })),
        fc.constantFrom('+', '-'),
        fc.integer({ min: 0, max: 14 }),
        fc.option(fc.integer({ min: 0, max: 59 })),
        (y, mo, d, h, mi, s, frac, sign, oh, om) => {
          const offset = `${sign}${pad(oh, 2)}${om === null ? '' : `:${pad(om, 2)}`}`;
          check(`${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)} ${pad(h, 2)}:${pad(mi, 2)}:${pad(s, 2)}${frac === null ? '' : `.${frac}`}${offset}`);
        },
      ),
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
