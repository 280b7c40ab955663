/**
 * Values that satisfy (or break) a field's declared rules, for tests that
 * are driven by the declarations: a well-formed value for every rule kind
 * and format, and for each rule the values it must refuse. Written here
 * independently of the server's checks (the ID check digit is computed
 * again), so a test does not ask the checker to grade its own answers.
 */
import type { FieldRule } from '../../server/core/field-rules.ts';
import type { FieldInfo } from '../../server/crud/datamodel.ts';
import { uploadKindOf } from '../../server/files/columns.ts';
import { ownUploadPath } from './files.ts';

/** A valid 18-character resident ID: region 110105, a birth date, sequence, ISO 7064 MOD 11-2 check. */
export function residentId(n: number): string {
  const body = `110105${1970 + (n % 40)}0${1 + (n % 9)}1${n % 10}${String(100 + (n % 900)).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11];
}

const FORMAT_VALUES: Record<string, (n: number) => string> = {
  phone: (n) => `1380013${String(n % 10000).padStart(4, '0')}`,
  mobile: (n) => `1390013${String(n % 10000).padStart(4, '0')}`,
  email: (n) => `user${n}@example.org`,
  idCard: residentId,
  postcode: (n) => `${100000 + (n % 899999)}`,
  url: (n) => `https://example.org/files/f${n}.png`,
  link: (n) => `/info/page/${n}`,
};

/** Values each format must refuse (beside the generic junk every format refuses). */
export const FORMAT_BAD: Record<string, string[]> = {
  phone: ['1380', '555', '12345678901', '+1 202 555 0100', 'phone'],
  mobile: ['1380', '010-12345678', '12345678901'],
  email: ['not-an-email', 'a@b', 'a b@example.org', '@example.org'],
  idCard: ['12345', '110105197001011234', '11010519700230123X', '110105197001011'],
  postcode: ['abcdefghijk', '12345', '012345', '1000000'],
  url: ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x.png', 'ftp://example.org/x', 'x.png'],
  link: ['javascript:alert(1)', '//evil.example', 'data:text/html,x'],
};

function rulesList(rules: FieldRule | FieldRule[] | undefined): FieldRule[] {
  return rules === undefined ? [] : Array.isArray(rules) ? rules : [rules];
}

/** A value that keeps every rule of the field, or null when its rules say nothing about the value's shape. */
export function validValueFor(model: string, f: FieldInfo, rules: FieldRule | FieldRule[] | undefined, n: number): { value: unknown } | null {
  const list = rulesList(rules);
  const format = list.find((r): r is Extract<FieldRule, { kind: 'format' }> => r.kind === 'format');
  const upload = uploadKindOf(model, f.name);
  if (format) return { value: FORMAT_VALUES[format.format]!(n) };
  // A file column takes only files uploaded here (files/own-files.ts).
  if (upload === 'image' || upload === 'file') return { value: ownUploadPath(n) };
  if (upload === 'images' || upload === 'files') return { value: [ownUploadPath(n), ownUploadPath(n + 0x10000, 'pdf')] };
  const range = list.find((r): r is Extract<FieldRule, { kind: 'range' }> => r.kind === 'range');
  if (range) {
    const low = range.above !== undefined ? range.above + 1 : range.min ?? 0;
    const value = Math.min(Math.max(low, n), range.max ?? Number.MAX_SAFE_INTEGER);
    // A decimal gets a fraction (two places at most) where the bound leaves room for it.
    if (f.type === 'Decimal') return { value: range.max !== undefined && value + 0.5 > range.max ? String(value) : `${value}.5` };
    return { value };
  }
  const length = list.find((r): r is Extract<FieldRule, { kind: 'length' }> => r.kind === 'length');
  if (length) return { value: `secret${n}`.padEnd(length.min, 'x').slice(0, length.max) };
  const pattern = list.find((r): r is Extract<FieldRule, { kind: 'pattern' }> => r.kind === 'pattern');
  if (pattern) {
    const base = `${n}${f.name}`;
    const candidates = [base, `/${base}`, `https://example.org/${base}`];
    return { value: candidates.find((c) => new RegExp(pattern.pattern).test(c)) ?? base };
  }
  return null;
}

/** Values the rule must refuse, with a name for the test's title. */
export function badValuesFor(rule: FieldRule, f: FieldInfo): { name: string; value: unknown }[] {
  switch (rule.kind) {
    case 'required':
      return f.type === 'String' ? [{ name: 'blank', value: '   ' }, { name: 'null', value: null }] : [{ name: 'null', value: null }];
    case 'format':
      return FORMAT_BAD[rule.format]!.map((value) => ({ name: value, value }));
    case 'range': {
      const out: { name: string; value: unknown }[] = [];
      if (rule.above !== undefined) out.push({ name: `= ${rule.above}`, value: rule.above }, { name: `< ${rule.above}`, value: rule.above - 1 });
      if (rule.min !== undefined) out.push({ name: `< ${rule.min}`, value: rule.min - 1 });
      if (rule.max !== undefined) out.push({ name: `> ${rule.max}`, value: rule.max + 1 });
      return out;
    }
    case 'length':
      return [{ name: 'too short', value: 'x'.repeat(Math.max(0, rule.min - 1)) }, { name: 'too long', value: 'x'.repeat(rule.max + 1) }].filter((v) => v.value !== '');
    case 'pattern':
      return [{ name: 'no match', value: ' no match ' }];
    default:
      return [];
  }
}
