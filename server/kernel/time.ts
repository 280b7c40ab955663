/**
 * Date-time texts the server writes for every row it answers: the GraphQL
 * DateTime (ISO 8601, UTC) and the legacy API's 'YYYY-MM-DD HH:mm:ss' in
 * server time (REST answers, exports). A list page writes two per row, and a
 * REST page both (the REST layer formats what GraphQL answered):
 * `toISOString`, then `new Date(text)` and six local-time getters, cost about
 * 0.8 µs a value, 7% of a REST page's server CPU. Here the common case is
 * integer arithmetic on the instant — the proleptic Gregorian calendar of
 * ECMAScript, and the server's UTC offset cached per quarter hour — and
 * anything else (years outside 1000–9999, an offset that changes inside the
 * quarter hour, a text in another form) takes
 * the general path, with the same answer (tests/server/time.test.ts compares
 * both in several time zones). The process's time zone is the one it started
 * with (TZ is not changed at run time).
 */

const DAY_MS = 86_400_000;
/** 1000-01-01 and 10000-01-01 (exclusive) as epoch milliseconds: the years written with four digits. */
const MIN_MS = -30_610_224_000_000;
const MAX_MS = 253_402_300_800_000;

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(y: number, m: number, d: number): number {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The civil date and time of the last `splitCivil` (module-level, so that splitting allocates nothing). */
let year = 0;
let month = 0;
let day = 0;
let hour = 0;
let minute = 0;
let second = 0;

/** Epoch milliseconds read as UTC (within MIN_MS…MAX_MS) into year…second. */
function splitCivil(ms: number): void {
  const days = Math.floor(ms / DAY_MS);
  let rest = ms - days * DAY_MS;
  // H. Hinnant's civil_from_days.
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  month = mp < 10 ? mp + 3 : mp - 9;
  year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  hour = Math.floor(rest / 3_600_000);
  rest -= hour * 3_600_000;
  minute = Math.floor(rest / 60_000);
  rest -= minute * 60_000;
  second = Math.floor(rest / 1000);
}

/**
 * The texts are written character by character in one String.fromCharCode: a template literal of eleven
 * parts allocated a string per part (and a flat copy when the answer was serialized), ~110 ns more per value.
 */
const ZERO = 48;
const tens = (n: number) => ZERO + Math.floor(n / 10);
const ones = (n: number) => ZERO + (n % 10);

/** 'YYYY-MM-DD' + sep + 'HH:mm:ss' of epoch milliseconds read as UTC (within MIN_MS…MAX_MS); sep as a char code. */
function civilText(ms: number, sep: number): string {
  splitCivil(ms);
  return String.fromCharCode(
    ZERO + Math.floor(year / 1000), ones(Math.floor(year / 100)), ones(Math.floor(year / 10)), ones(year), 45,
    tens(month), ones(month), 45, tens(day), ones(day), sep,
    tens(hour), ones(hour), 58, tens(minute), ones(minute), 58, tens(second), ones(second),
  );
}

/** The ISO 8601 text of a Date, as `toISOString` writes it. */
export function isoTime(d: Date): string {
  const ms = d.getTime();
  if (!(ms >= MIN_MS && ms < MAX_MS)) return d.toISOString();
  const frac = ms - Math.floor(ms / 1000) * 1000;
  splitCivil(ms);
  return String.fromCharCode(
    ZERO + Math.floor(year / 1000), ones(Math.floor(year / 100)), ones(Math.floor(year / 10)), ones(year), 45,
    tens(month), ones(month), 45, tens(day), ones(day), 84,
    tens(hour), ones(hour), 58, tens(minute), ones(minute), 58, tens(second), ones(second),
    46, ZERO + Math.floor(frac / 100), ones(Math.floor(frac / 10)), ones(frac), 90,
  );
}

/** The server's offset from UTC in milliseconds per quarter hour of UTC, or NaN where the general path answers. */
const offsets = new Map<number, number>();
const QUARTER = 900_000;

function offsetAt(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds()) - ms;
}

function localOffset(ms: number): number {
  const q = Math.floor(ms / QUARTER);
  let offset = offsets.get(q);
  if (offset === undefined) {
    // From the local-time getters (what the general path reads), not getTimezoneOffset, which rounds offsets with seconds.
    const first = offsetAt(q * QUARTER);
    const last = offsetAt(q * QUARTER + QUARTER - 1);
    offset = first === last ? first : NaN;
    if (offsets.size >= 50_000) offsets.clear();
    offsets.set(q, offset);
  }
  return offset;
}

const digit = (s: string, i: number): number => {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : -100_000;
};

/** Epoch milliseconds of 'YYYY-MM-DDTHH:mm:ss.sssZ' (what isoTime and toISOString write), or NaN for any other text. */
function isoMs(s: string): number {
  if (s.length !== 24 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45 || s.charCodeAt(10) !== 84 || s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58 || s.charCodeAt(19) !== 46 || s.charCodeAt(23) !== 90) return NaN;
  const year = digit(s, 0) * 1000 + digit(s, 1) * 100 + digit(s, 2) * 10 + digit(s, 3);
  const month = digit(s, 5) * 10 + digit(s, 6);
  const day = digit(s, 8) * 10 + digit(s, 9);
  const hour = digit(s, 11) * 10 + digit(s, 12);
  const minute = digit(s, 14) * 10 + digit(s, 15);
  const second = digit(s, 17) * 10 + digit(s, 18);
  const milli = digit(s, 20) * 100 + digit(s, 21) * 10 + digit(s, 22);
  if (year < 1000 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59 || milli < 0) return NaN;
  const days = daysFromCivil(year, month, day);
  // A day past the month's end (02-30) is left to the general parser.
  if (day > 28 && daysFromCivil(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1) - days < 1) return NaN;
  return days * DAY_MS + hour * 3_600_000 + minute * 60_000 + second * 1000 + milli;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The general path: what every value gave before the fast one (and still gives where it does not apply). */
function legacyTimeGeneral(value: string | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The legacy API's date-time text: 'YYYY-MM-DD HH:mm:ss' in server time (REST answers, exports). */
export function legacyTime(value: string | Date): string {
  const ms = value instanceof Date ? value.getTime() : isoMs(value);
  if (ms >= MIN_MS + DAY_MS && ms < MAX_MS - DAY_MS) {
    const local = ms + localOffset(ms);
    // NaN (no fast offset) fails the range test too.
    if (local >= MIN_MS && local < MAX_MS) return civilText(local, 32);
  }
  return legacyTimeGeneral(value);
}

export { legacyTimeGeneral };
