/**
 * Are our answer and PostGraphile's the same rows? (`npm run bench -- peer`, bench/peer.ts.)
 * The two schemas name and shape things differently; the bench's PostGraphile queries alias their fields to our
 * names (allAreaHouses → areaHousePage, areaInfoByAreaId → area, …), and what aliases cannot say is normalised here:
 *  - a connection is its rows: `edges: [{ node }]` (ours, Relay) and `nodes: [...]` (PostGraphile) both become
 *    `rows`; its other fields (totalCount) stay;
 *  - `id` (each side's global Node id, encoded differently by design) and `__typename` are left out;
 *  - a timestamp is compared as the instant it names (ours answers …Z, PostGraphile +00:00 or the server's zone);
 *  - a decimal is compared as its number (ours Decimal, PostGraphile BigFloat: "80.25" or 80.25);
 *  - a to-one lookup that we answer as a flat column and PostGraphile only as the related row (our `areaName`,
 *    their `areaName: areaInfoByAreaId { name }`) is compared through that row's one field.
 * A field only one side answers (ours: the client's `totalCountExact`) is listed, not counted as a difference.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Comparison {
  /** Where the two answers differ, as `path: ours ≠ theirs`; empty when the rows are equal. */
  differences: string[];
  /** Fields only one side answered (paths without array indexes). */
  oursOnly: string[];
  theirsOnly: string[];
  /** Rows (array elements) compared, at every depth. */
  rows: number;
}

const LEFT_OUT = new Set(['id', '__typename']);
const INSTANT = /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d(:?\d\d)?)$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** One answer in the shape both sides share (see above). */
export function normalise(value: Json): Json {
  if (Array.isArray(value)) return value.map(normalise);
  if (value !== null && typeof value === 'object') {
    const out: { [key: string]: Json } = {};
    for (const [key, v] of Object.entries(value)) {
      if (LEFT_OUT.has(key)) continue;
      if (key === 'edges' && Array.isArray(v)) out.rows = v.map((e) => normalise(e !== null && typeof e === 'object' && !Array.isArray(e) ? (e.node ?? null) : e));
      else if (key === 'nodes' && Array.isArray(v)) out.rows = v.map(normalise);
      else out[key] = normalise(v);
    }
    return out;
  }
  if (typeof value === 'string') {
    if (INSTANT.test(value)) {
      const t = Date.parse(value);
      if (!Number.isNaN(t)) return new Date(t).toISOString();
    }
    // Phone numbers and the like are turned into numbers too, on both sides alike: harmless for an equality.
    if (DECIMAL.test(value) && value.length <= 15) return Number(value);
  }
  return value;
}

const show = (v: Json | undefined) => (v === undefined ? 'absent' : JSON.stringify(v)?.slice(0, 80));

/** Compares our answer with PostGraphile's, both as they came (normalised here). */
export function compareAnswers(ours: Json, theirs: Json): Comparison {
  const c: Comparison = { differences: [], oursOnly: [], theirsOnly: [], rows: 0 };
  const oursOnly = new Set<string>();
  const theirsOnly = new Set<string>();
  const walk = (a: Json, b: Json, path: string, shape: string) => {
    // A flat column of ours against the related row PostGraphile answers in its place: that row's one field.
    if ((a === null || typeof a !== 'object') && b !== null && typeof b === 'object' && !Array.isArray(b) && Object.keys(b).length === 1) b = Object.values(b)[0]!;
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length) c.differences.push(`${path}: ${a.length} rows ≠ ${b.length} rows`);
      const n = Math.min(a.length, b.length);
      c.rows += n;
      for (let i = 0; i < n; i++) walk(a[i]!, b[i]!, `${path}[${i}]`, `${shape}[]`);
      return;
    }
    if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        const at = path ? `${path}.${key}` : key;
        const shapeAt = shape ? `${shape}.${key}` : key;
        if (!(key in b)) oursOnly.add(shapeAt);
        else if (!(key in a)) theirsOnly.add(shapeAt);
        else walk(a[key]!, b[key]!, at, shapeAt);
      }
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b)) c.differences.push(`${path || '(answer)'}: ${show(a)} ≠ ${show(b)}`);
  };
  walk(normalise(ours), normalise(theirs), '', '');
  c.oursOnly = [...oursOnly];
  c.theirsOnly = [...theirsOnly];
  return c;
}
