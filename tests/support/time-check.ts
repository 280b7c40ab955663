/**
 * Run in a child process with TZ set (tests/server/time.test.ts): compares
 * server/kernel/time.ts's fast texts with the general ones for generated
 * instants and prints the first difference as JSON (or {"ok": n}).
 */
import fc from 'fast-check';
import { isoTime, legacyTime, legacyTimeGeneral } from '../../server/kernel/time.ts';

const instant = fc.oneof(
  // Any millisecond of the years 0800–10200 (the edges of the fast path included).
  fc.integer({ min: -36_900_000_000_000, max: 259_700_000_000_000 }),
  // Around this century's daylight-saving changes: quarter hours and their edges.
  fc.integer({ min: 0, max: 200_000 }).chain((q) => fc.constantFrom(0, 1, -1, 999, 60_000).map((d) => 946_684_800_000 + q * 900_000 * 8 + d)),
  // Before 1901: local mean time offsets with seconds.
  fc.integer({ min: -2_300_000_000_000, max: -2_100_000_000_000 }),
);
let n = 0;
let failure: unknown = null;
try {
  fc.assert(
    fc.property(instant, (ms) => {
      n++;
      const d = new Date(ms);
      const iso = isoTime(d);
      if (iso !== d.toISOString()) throw new Error(JSON.stringify({ ms, iso, expected: d.toISOString() }));
      const fromDate = legacyTime(d);
      const fromText = legacyTime(iso);
      const expected = legacyTimeGeneral(d);
      if (fromDate !== expected || fromText !== expected) throw new Error(JSON.stringify({ ms, fromDate, fromText, expected }));
    }),
    { numRuns: 20_000 },
  );
  // Texts the fast reader leaves to the general path: another form, a day past the month's end, not a date.
  for (const text of ['2026-02-30T00:00:00.000Z', '2026-02-29T10:00:00.000Z', '2024-02-29T23:59:59.999Z', '2026-11-27 08:00:00', '2026-11-27T08:00:00Z', '+012026-01-01T00:00:00.000Z', 'yesterday', '']) {
    n++;
    if (legacyTime(text) !== legacyTimeGeneral(text)) throw new Error(JSON.stringify({ text, fast: legacyTime(text), expected: legacyTimeGeneral(text) }));
  }
} catch (e) {
  failure = (e as Error).message;
}
console.log(JSON.stringify(failure ? { failure } : { ok: n }));
