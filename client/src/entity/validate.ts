/**
 * Form validation from an entity declaration: the server's own rules (required
 * columns, max lengths, the declared rules: formats such as phone, e-mail and
 * resident ID, ranges, patterns, lengths; ends after their starts), judged by
 * the very functions the server runs (server/core/field-rules.ts, imported
 * here), with the same message keys, so the client shows the translated text
 * before a request is made and can never accept what the server refuses.
 */
import { orderBroken, ruleProblem, rulesOf, type FieldRule } from '@core/field-rules.ts';
import type { EntityMeta } from './meta.ts';
import { fieldOf } from './meta.ts';

/** A message to show: an id of the catalogues with its values. */
export interface ErrorText {
  id: string;
  values?: Record<string, string | number>;
}

export interface ValidateOptions {
  /** the field's shown label (for `{field}` in the messages) */
  label: string;
  /** overrides the declaration's required flag (e.g. a password only on add) */
  required?: boolean;
  /** extra rule (the declaration's rule of the field applies anyway) */
  rule?: FieldRule;
}

export function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}

/** The message of the first rule the value breaks (blank values are the required check's). */
export function ruleError(rule: FieldRule, value: unknown, label = ''): ErrorText | null {
  if (isBlank(value)) return null;
  const p = ruleProblem(rule, typeof value === 'string' ? value.trim() : value);
  return p ? { id: p.key, values: { ...p.params, field: label } } : null;
}

/** The first problem of a value of the field `name`, or null. */
export function validateValue(meta: EntityMeta, name: string, value: unknown, opts: ValidateOptions): ErrorText | null {
  const field = fieldOf(meta, name);
  const required = opts.required ?? field?.required ?? meta.inputs[name]?.requiredOnAdd ?? false;
  if (isBlank(value)) return required ? { id: 'validation.required', values: { field: opts.label } } : null;
  if (field?.type === 'String' && field.maxLength != null && typeof value === 'string' && [...value].length > field.maxLength) {
    return { id: 'validation.maxLength', values: { field: opts.label, max: field.maxLength } };
  }
  if ((field?.type === 'Int' || field?.type === 'Decimal' || field?.type === 'Float') && typeof value === 'string') {
    const ok = field.type === 'Int' ? /^-?\d+$/.test(value.trim()) : /^-?\d+(\.\d+)?$/.test(value.trim());
    if (!ok) return { id: 'validation.type', values: { field: opts.label } };
  }
  if (field?.type === 'JSON' && typeof value === 'string') {
    try {
      JSON.parse(value);
    } catch {
      return { id: 'validation.type', values: { field: opts.label } };
    }
  }
  for (const rule of rulesOf(meta.rules, name)) {
    const e = ruleError(rule, value, opts.label);
    if (e) return e;
  }
  return opts.rule ? ruleError(opts.rule, value, opts.label) : null;
}

/**
 * Ends before their starts among the form's values (the declaration's
 * `order`): the end field's message, keyed by the end field.
 */
export function orderErrors(meta: EntityMeta, values: Record<string, unknown>, labelOf: (name: string) => string): Record<string, ErrorText> {
  const out: Record<string, ErrorText> = {};
  for (const rule of meta.order ?? []) {
    if (orderBroken(rule, values[rule.start], values[rule.end])) out[rule.end] = { id: 'validation.endBeforeStart', values: { field: labelOf(rule.end), start: labelOf(rule.start) } };
  }
  return out;
}
