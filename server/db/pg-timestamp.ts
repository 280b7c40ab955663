/**
 * PostgreSQL's timestamptz text ("2026-01-02 03:04:05.678+00") read into a
 * Date without pg's general parser (postgres-date), whose three regular
 * expressions and string splits per value were the largest single cost of
 * a list page's rows (two timestamps a row: docs/performance.md). The
 * common form is read by character position; anything else (a BC date, a
 * year below 1000, infinity, a value without an offset, trailing text) goes
 * to the general parser. The arithmetic is postgres-date's own (the same
 * Date.UTC call with the same fractional milliseconds, less the offset), so
 * both give the same Date; tests/server/pg-timestamp.test.ts compares them.
 */
type Parser = (text: string) => unknown;

const digit = (s: string, i: number): number => {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : -1;
};

/** Two digits at i as a number, or -1. */
function two(s: string, i: number): number {
  const a = digit(s, i);
  const b = digit(s, i + 1);
  return a < 0 || b < 0 ? -1 : a * 10 + b;
}

/** The fast reader in front of `general` (pg's parser for the column's type). */
export function timestamptzParser(general: Parser): Parser {
  return (s: string) => {
    const n = s.length;
    // YYYY-MM-DD HH:MM:SS…
    if (n < 22 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45 || s.charCodeAt(10) !== 32 || s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58) return general(s);
    const y1 = two(s, 0);
    const y2 = two(s, 2);
    const month = two(s, 5);
    const day = two(s, 8);
    const hour = two(s, 11);
    const minute = two(s, 14);
    const second = two(s, 17);
    // Years below 1000 (and their 0–99 rule in Date.UTC) stay with the general parser.
    if (y1 < 10 || y2 < 0 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0) return general(s);
    let i = 19;
    let ms = 0;
    if (s.charCodeAt(i) === 46) {
      let j = i + 1;
      while (j < n && digit(s, j) >= 0) j++;
      if (j === i + 1) return general(s);
      // As postgres-date: 1000 × the fraction read as a float, truncated by Date.UTC.
      ms = 1000 * parseFloat(s.slice(i, j));
      i = j;
    }
    const sign = s.charCodeAt(i) === 43 ? 1 : s.charCodeAt(i) === 45 ? -1 : 0;
    if (sign === 0) return general(s);
    const oh = two(s, i + 1);
    if (oh < 0) return general(s);
    i += 3;
    let om = 0;
    let os = 0;
    if (i < n) {
      if (s.charCodeAt(i) !== 58 || (om = two(s, i + 1)) < 0) return general(s);
      i += 3;
      if (i < n) {
        if (s.charCodeAt(i) !== 58 || (os = two(s, i + 1)) < 0) return general(s);
        i += 3;
      }
    }
    if (i !== n) return general(s);
    const offset = sign * (oh * 3600 + om * 60 + os) * 1000;
    return new Date(Date.UTC(y1 * 100 + y2, month - 1, day, hour, minute, second, ms) - offset);
  };
}
