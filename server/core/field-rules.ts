/**
 * Field rules as data: what an entity declares beside its fields
 * (crud/entity.ts `rules`, `order`, `unique`) and how one value is judged.
 * Pure code without server imports, because the client's forms import this
 * file too: the rules travel to the browser as data (client/src/meta/
 * entities.json) and are judged there by the same functions the server runs
 * on every REST, GraphQL and import write.
 *
 * A judgement answers a message key and its parameters; the caller adds the
 * field's label (`field`), the server as a translatable reference, the client
 * as the label it shows.
 */
import { formatMessage, matchesFormat, type FormatName } from './formats.ts';
import { foldName } from './fold.ts';

export type { FormatName } from './formats.ts';

export type FieldRule =
  /** A value is needed, not blank after trimming, even where the column could hold NULL (a house's number). */
  | { kind: 'required' }
  /** Length in characters (code points). */
  | { kind: 'length'; min: number; max: number; message?: string }
  /** A regular expression the text must match (message required: a pattern explains nothing by itself). */
  | { kind: 'pattern'; pattern: string; message: string }
  /** One of the named formats of core/formats.ts (phone, e-mail, resident ID, postcode, URL…). */
  | { kind: 'format'; format: FormatName }
  /** A number between bounds; `above` instead of `min` when the bound itself is refused (an area above 0). */
  | { kind: 'range'; min?: number; above?: number; max?: number }
  /** Exactly one of the listed numbers, as a number: a numeric text ("1") is not one (a ballot's choice). */
  | { kind: 'choice'; values: readonly number[]; message: string };

/** An end that must come after its start (dates, times): judged on the row as it will be stored. */
export interface OrderRule {
  start: string;
  end: string;
  /** The same instant is accepted (default: the end must be strictly later). */
  allowEqual?: boolean;
}

/**
 * Values that identify a row among its siblings (a house by building, unit
 * and number within its community; a role by its name; a user by the
 * username). Compared as people read them (core/fold.ts foldName: NFKC,
 * invisible characters removed, blanks collapsed, case folded), a blank
 * value being a value; the server keeps the folded key in `key`, a column
 * with a database unique index on (`within`, `key`), so two concurrent
 * writes cannot both pass.
 */
export interface UniqueRule {
  fields: string[];
  /** The column of the group the values are unique in (a community). */
  within?: string;
  /** The column holding the folded key (server-maintained, read-only). */
  key: string;
}

export interface Problem {
  key: string;
  params: Record<string, string | number>;
}

export function isBlankValue(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}

/** The rules of a field as a list (a declaration may give one rule or several). */
export function rulesOf(rules: Record<string, FieldRule | FieldRule[]> | undefined, name: string): FieldRule[] {
  const r = rules?.[name];
  return r === undefined ? [] : Array.isArray(r) ? r : [r];
}

/** Whether the field's rules make a value necessary. */
export function isRequiredByRules(rules: Record<string, FieldRule | FieldRule[]> | undefined, name: string): boolean {
  return rulesOf(rules, name).some((r) => r.kind === 'required');
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(?:\.\d+)?\s*$/.test(value)) return Number(value);
  if (typeof value === 'object' && value !== null && typeof (value as { toString(): string }).toString === 'function') {
    // A Prisma Decimal.
    const s = String(value);
    return /^-?\d+(?:\.\d+)?$/.test(s) ? Number(s) : null;
  }
  return null;
}

/** The message that states a rule (what a refusal says, and what an import template notes beside a column). */
export function ruleMessage(rule: FieldRule): Problem {
  switch (rule.kind) {
    case 'required':
      return { key: 'validation.required', params: {} };
    case 'length':
      return { key: rule.message ?? 'validation.lengthBetween', params: { min: rule.min, max: rule.max } };
    case 'pattern':
      return { key: rule.message, params: {} };
    case 'format':
      return { key: formatMessage(rule.format), params: {} };
    case 'choice':
      return { key: rule.message, params: { values: rule.values.join(', ') } };
    case 'range': {
      const low = rule.above ?? rule.min;
      const key =
        rule.max === undefined
          ? rule.above !== undefined ? 'validation.above' : 'validation.atLeast'
          : low === undefined ? 'validation.atMost' : rule.above !== undefined ? 'validation.aboveAtMost' : 'validation.between';
      return { key, params: { ...(low !== undefined ? { min: low } : {}), ...(rule.max !== undefined ? { max: rule.max } : {}) } };
    }
  }
}

/** Whether a value keeps a rule. Blank values break only `required`. */
function keeps(rule: FieldRule, value: unknown): boolean {
  if (isBlankValue(value)) return rule.kind !== 'required';
  switch (rule.kind) {
    case 'required':
      return true;
    case 'length': {
      const n = [...String(value)].length;
      return n >= rule.min && n <= rule.max;
    }
    case 'pattern':
      return new RegExp(rule.pattern).test(String(value));
    case 'format':
      return typeof value === 'string' && matchesFormat(rule.format, value);
    case 'choice':
      return typeof value === 'number' && rule.values.includes(value);
    case 'range': {
      const n = numberOf(value);
      if (n === null) return false;
      return !((rule.above !== undefined && n <= rule.above) || (rule.min !== undefined && n < rule.min) || (rule.max !== undefined && n > rule.max));
    }
  }
}

/** The rule's message when a value breaks it, or null. */
export function ruleProblem(rule: FieldRule, value: unknown): Problem | null {
  return keeps(rule, value) ? null : ruleMessage(rule);
}

/** The first problem of a value under a field's rules, or null. */
export function fieldProblem(rules: Record<string, FieldRule | FieldRule[]> | undefined, name: string, value: unknown): Problem | null {
  for (const rule of rulesOf(rules, name)) {
    const p = ruleProblem(rule, value);
    if (p) return p;
  }
  return null;
}

function timeOf(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const d = v instanceof Date ? v : new Date(typeof v === 'string' ? v.replace(' ', 'T') : (v as number));
  return Number.isNaN(d.getTime()) ? null : d.getTime();
}

/** Whether an end comes too early for its start (both must be present to judge). */
export function orderBroken(rule: OrderRule, start: unknown, end: unknown): boolean {
  const a = timeOf(start);
  const b = timeOf(end);
  if (a === null || b === null) return false;
  return rule.allowEqual ? b < a : b <= a;
}

/** The folded form a unique rule compares (and the server stores in its key column): each value as people read it (core/fold.ts). */
export function uniqueKeyOf(values: unknown[]): string {
  return values.map((v) => foldName(v)).join('\u001f');
}

/** The rules entities declare most, by name. */
export const RULE = {
  required: { kind: 'required' },
  phone: { kind: 'format', format: 'phone' },
  mobile: { kind: 'format', format: 'mobile' },
  email: { kind: 'format', format: 'email' },
  idCard: { kind: 'format', format: 'idCard' },
  postcode: { kind: 'format', format: 'postcode' },
  url: { kind: 'format', format: 'url' },
  link: { kind: 'format', format: 'link' },
  /** A person's age in years. */
  age: { kind: 'range', min: 0, max: 150 },
  /** A count that cannot be negative. */
  nonNegative: { kind: 'range', min: 0 },
  /** At least one (seats, run limits). */
  positive: { kind: 'range', min: 1 },
} as const satisfies Record<string, FieldRule>;
