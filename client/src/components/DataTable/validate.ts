/**
 * Form validation from an entity declaration: the server's own rules (required
 * columns, max lengths, the declared rules such as the password length 6–16 and
 * the menu route pattern), with the same message keys the server uses, so the
 * client shows the translated text before a request is made.
 */
import type { EntityMeta, FieldRule } from './meta.ts';
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

export function ruleError(rule: FieldRule, value: unknown): ErrorText | null {
  if (isBlank(value)) return null;
  const text = String(value);
  if (rule.kind === 'length') {
    const n = [...text].length;
    return n < rule.min || n > rule.max ? { id: rule.message, values: { min: rule.min, max: rule.max } } : null;
  }
  return new RegExp(rule.pattern).test(text) ? null : { id: rule.message };
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
  const rule = meta.rules[name];
  if (rule) {
    const e = ruleError(rule, value);
    if (e) return e;
  }
  return opts.rule ? ruleError(opts.rule, value) : null;
}
