/**
 * The text formats a field rule can require (crud/entity.ts FieldRule
 * `format`). Pure functions without imports: the server checks every write
 * with them and the client's forms import this very file, so a form and the
 * API can never disagree about what a phone number or an ID number is.
 *
 * What is accepted (docs/security.md "Formats"), chosen for a mainland Chinese
 * property-management product:
 *  - phone: a mainland mobile number (1[3-9] + 9 digits, optionally +86 / 86
 *    before it, a space or hyphen allowed after the prefix) or a landline with
 *    its area code (0 + 2–3 digits, optional hyphen, 7–8 digits, optional
 *    extension -1…6 digits). Service numbers such as 95xxx or 400 are not
 *    owners' numbers and are refused.
 *  - mobile: the mobile form only (where the product texts someone).
 *  - email: one @, a dotted domain, no blanks; at most 254 characters.
 *  - idCard: the 18-character resident identity number (GB 11643-1999): a
 *    plausible birth date and the ISO 7064 MOD 11-2 check character (X for 10).
 *    The old 15-digit numbers were replaced in 2013 and are refused.
 *  - postcode: six digits, the first not 0 (Chinese postal codes).
 *  - url: http(s)://… or a path of our own uploads (/upload/…); nothing
 *    else (no javascript:, data:, protocol-relative //host).
 *  - link: what a banner or notice may jump to: a url, or a path of the app
 *    (/…, never //…).
 */
export const FORMATS = ['phone', 'mobile', 'email', 'idCard', 'postcode', 'url', 'link'] as const;
export type FormatName = (typeof FORMATS)[number];

const MOBILE = /^(?:\+?86[- ]?)?1[3-9]\d{9}$/;
const LANDLINE = /^0\d{2,3}-?\d{7,8}(?:-\d{1,6})?$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(?:\.[^\s@.]+)+$/;
const POSTCODE = /^[1-9]\d{5}$/;
/** http(s) with a host, no blanks or control characters anywhere. */
const HTTP_URL = /^https?:\/\/[^\s/?#\\]+(?:[/?#][^\s\\]*)?$/i;
/** One of our own upload paths (files/storage.ts serves /upload/…). */
const UPLOAD_PATH = /^\/upload\/[^\s\\]+$/;
/** A path inside the app (a menu route): one leading slash only. */
const APP_PATH = /^\/(?![/\\])[^\s\\]*$/;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

function isIdCard(text: string): boolean {
  const s = text.toUpperCase();
  if (!/^[1-9]\d{5}(?:18|19|20)\d{2}\d{2}\d{2}\d{3}[\dX]$/.test(s)) return false;
  const year = Number(s.slice(6, 10));
  const month = Number(s.slice(10, 12));
  const day = Number(s.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCFullYear() !== year || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false;
  // Not born in the future (a day of slack for time zones).
  if (birth.getTime() > Date.now() + 86_400_000) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(s[i]) * ID_WEIGHTS[i]!;
  return ID_CHECK[sum % 11] === s[17];
}

const CHECKS: Record<FormatName, (text: string) => boolean> = {
  phone: (s) => MOBILE.test(s) || LANDLINE.test(s),
  mobile: (s) => MOBILE.test(s),
  email: (s) => s.length <= 254 && EMAIL.test(s),
  idCard: isIdCard,
  postcode: (s) => POSTCODE.test(s),
  url: (s) => HTTP_URL.test(s) || UPLOAD_PATH.test(s),
  link: (s) => HTTP_URL.test(s) || APP_PATH.test(s),
};

/** Whether a (trimmed, non-empty) text has the format. */
export function matchesFormat(format: FormatName, text: string): boolean {
  const check = CHECKS[format];
  if (!check) throw new Error(`Unknown format ${format}`);
  return check(text.trim());
}

/** The message key a failed format check answers (zh-cn texts in the catalogues of server and client). */
export function formatMessage(format: FormatName): string {
  return `validation.format.${format}`;
}
