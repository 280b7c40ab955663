/**
 * Whether a value a write sends equals the one stored, as the judges of a
 * write compare them (read-only columns in crud/service.ts, frozen columns in
 * crud/freeze.ts): blanks are equal, dates to the second (legacy clients send
 * 'YYYY-MM-DD HH:mm:ss'), numbers by value, JSON regardless of key order.
 */

/** Whether a value sent back equals the stored one (dates to the second: legacy clients send 'YYYY-MM-DD HH:mm:ss'). */
export function sameValue(type: string, sent: unknown, stored: unknown): boolean {
  const blank = (v: unknown) => v === null || v === undefined || v === '';
  if (blank(sent) || blank(stored)) return blank(sent) && blank(stored);
  if (type === 'DateTime') return Math.floor(new Date(sent as string | number | Date).getTime() / 1000) === Math.floor(new Date(stored as string | number | Date).getTime() / 1000);
  if (type === 'Decimal' || type === 'Float' || type === 'Int') return Number(String(sent)) === Number(String(stored));
  if (type === 'Json') return canonicalJson(typeof sent === 'string' ? parseJsonOr(sent) : sent) === canonicalJson(stored);
  return String(sent) === String(stored);
}

function parseJsonOr(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** JSON with object keys sorted, to compare values regardless of key order. */
function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonicalJson((v as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(v ?? null);
}
