/**
 * Turns client input into column data for a write: only writable columns,
 * coerced and checked against the schema's types, lengths and required
 * columns, then the entity's own rules. Nothing is written before this passes.
 */
import { AppError } from '../kernel/errors.ts';
import { modelInfo, type FieldInfo } from './datamodel.ts';
import type { EntityDecl, WriteMode } from './entity.ts';
import type { MessageKey } from '../kernel/i18n/messages.ts';
import { fieldProblem, isRequiredByRules } from '../kernel/field-rules.ts';
import { matchesFormat } from '../kernel/formats.ts';
import { sanitizeRichText } from '../kernel/rich-text.ts';
import { uploadKindOf } from '../files/columns.ts';

const SYSTEM_COLUMNS = new Set(['id', 'createTime', 'updateTime']);

/** How an error names a field: its zh-cn label, and where to find its translations. */
export function fieldRef(f: Pick<FieldInfo, 'label' | 'name'> & Partial<Pick<FieldInfo, 'model'>>) {
  return { label: f.label, name: f.name, model: f.model };
}

/** Columns a client may write. */
export function writableFields(decl: EntityDecl): FieldInfo[] {
  const readOnly = new Set([...(decl.readOnly ?? []), ...(decl.creator ? ['userId'] : []), ...(decl.unique ?? []).map((u) => u.key)]);
  return modelInfo(decl.model).fields.filter(
    (f) => f.kind !== 'object' && !SYSTEM_COLUMNS.has(f.name) && !readOnly.has(f.name) && !f.isUpdatedAt,
  );
}

/** Columns a client may read (never the secret ones). */
export function readableFields(decl: EntityDecl): FieldInfo[] {
  // Unique keys are the server's bookkeeping (a folded copy of visible columns).
  const secret = new Set([...(decl.secret ?? []), ...(decl.unique ?? []).map((u) => u.key)]);
  return modelInfo(decl.model).fields.filter((f) => f.kind !== 'object' && !secret.has(f.name));
}

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

function coerce(f: FieldInfo, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const bad = () => new AppError('validation.type', { field: fieldRef(f) }, 1001, f.name);
  switch (f.type) {
    case 'Int': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isInteger(n) || Math.abs(n) > 2147483647) throw bad();
      return n;
    }
    case 'Float': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n) || Math.abs(n) > 1e15) throw bad();
      return n;
    }
    case 'Decimal': {
      const s = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
      const m = /^-?(\d+)(?:\.(\d+))?$/.exec(s);
      if (!m) throw bad();
      // Decimal(p, s): at most p - s digits before the point and s after it.
      const p = f.precision ?? { digits: 30, scale: 10 };
      if (m[1]!.replace(/^0+(?=\d)/, '').length > p.digits - p.scale) throw bad();
      if ((m[2] ?? '').length > p.scale) throw new AppError('validation.decimalPlaces', { field: fieldRef(f), places: p.scale }, 1001, f.name);
      return s;
    }
    case 'Boolean': {
      if (typeof value === 'boolean') return value;
      if (value === 1 || value === '1' || value === 'true') return true;
      if (value === 0 || value === '0' || value === 'false') return false;
      throw bad();
    }
    case 'DateTime': {
      if (typeof value !== 'string' && !(value instanceof Date) && typeof value !== 'number') throw bad();
      const d = value instanceof Date ? value : new Date(typeof value === 'number' ? value : value.replace(' ', 'T'));
      // Years the database and every client can hold.
      if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1000 || d.getUTCFullYear() > 9999) throw bad();
      return d;
    }
    case 'String': {
      if (typeof value === 'object') throw bad();
      const s = String(value);
      if (f.maxLength !== undefined && [...s].length > f.maxLength) {
        throw new AppError('validation.maxLength', { field: fieldRef(f), max: f.maxLength }, 1001, f.name);
      }
      return s;
    }
    case 'Json':
      return value;
    default:
      return value;
  }
}

export interface WriteData {
  data: Record<string, any>;
  /** Extra (non-column) inputs, e.g. roleIdList. */
  extras: Record<string, any>;
  /**
   * Read-only columns the input sent (coerced): crud/service.ts accepts them
   * unchanged, applies them through the entity's transition, or refuses them.
   */
  fixed: Record<string, unknown>;
}

/** Columns a write never takes from the client but may see sent back (legacy clients send whole rows). */
export function fixedFields(decl: EntityDecl, mode: WriteMode): FieldInfo[] {
  const names = new Set([...(decl.readOnly ?? []), ...(decl.creator ? ['userId'] : []), ...(mode === 'update' ? decl.fixedAfterAdd ?? [] : [])]);
  const secret = new Set(decl.secret ?? []);
  return modelInfo(decl.model).fields.filter((f) => names.has(f.name) && f.kind !== 'object' && !secret.has(f.name));
}

/** Text columns kept as typed: secrets (passwords) and rich text; every other text is trimmed. */
function keepsBlanks(decl: EntityDecl, f: FieldInfo): boolean {
  return f.maxLength === undefined || !!decl.secret?.includes(f.name) || !!decl.richText?.includes(f.name);
}

/** An error about a field, its label translated by the caller's language. */
function fieldError(f: FieldInfo, key: string, params: Record<string, unknown> = {}): AppError {
  return new AppError(key as MessageKey, { ...params, field: fieldRef(f) }, 1001, f.name);
}

/**
 * The column value a write takes from the input for one field, after the
 * schema's checks and the declared rules, or `skip` when the input leaves
 * the column as it is. Throws the field's AppError.
 */
export function judgeField(decl: EntityDecl, f: FieldInfo, input: Record<string, unknown>, mode: WriteMode): { skip: true } | { skip: false; value: any } {
  const present = Object.prototype.hasOwnProperty.call(input, f.name) && input[f.name] !== undefined;
  const needed = (f.isRequired && !f.hasDefault) || isRequiredByRules(decl.rules, f.name);
  if (!present) {
    if (mode === 'add' && needed) throw fieldError(f, 'validation.required');
    return { skip: true };
  }
  let raw = input[f.name];
  // No database text holds a NUL character (JSON bodies are refused centrally; a file's cells arrive here).
  if (typeof raw === 'string' && raw.includes('\u0000')) throw new AppError('validation.invalidText', {}, 1001, f.name);
  if (typeof raw === 'string' && !keepsBlanks(decl, f)) raw = raw.trim();
  if (mode === 'update' && isBlank(raw) && decl.keepWhenBlank?.includes(f.name)) return { skip: true };
  if (isBlank(raw) && (f.isRequired || isRequiredByRules(decl.rules, f.name))) {
    // A required column cannot be cleared; on add it must be given.
    if (needed || raw === null || f.type === 'String') throw fieldError(f, 'validation.required');
  }
  let value = coerce(f, raw);
  // Empty strings in optional non-text columns mean "no value" (forms send '').
  if (value !== null && f.type !== 'String' && isBlank(raw)) value = null;
  const problem = fieldProblem(decl.rules, f.name, value);
  if (problem) throw fieldError(f, problem.key, problem.params);
  if (value !== null && typeof value === 'string' && decl.richText?.includes(f.name)) value = sanitizeRichText(value, decl.richTextProfile);
  checkUrls(decl, f, value);
  // A list of files is stored as a JSON list of URLs, whatever form it came in (a list, a JSON text, a comma-separated text).
  const kind = uploadKindOf(decl.model, f.name);
  if (value !== null && (kind === 'images' || kind === 'files')) value = urlsInValue(value);
  // Prisma needs DbNull for a JSON column set to SQL NULL.
  if (value === null && f.type === 'Json') value = JSON_NULL;
  return { skip: false, value };
}

/** The columns a client writes in this mode (writable, less those fixed after the add). */
export function inputFields(decl: EntityDecl, mode: WriteMode): FieldInfo[] {
  const fixedNames = new Set(fixedFields(decl, mode).map((f) => f.name));
  return writableFields(decl).filter((f) => !fixedNames.has(f.name));
}

export function buildWriteData(decl: EntityDecl, input: Record<string, unknown>, mode: WriteMode): WriteData {
  const data: Record<string, any> = {};
  const extras: Record<string, any> = {};
  const fixed: Record<string, unknown> = {};
  for (const f of inputFields(decl, mode)) {
    const judged = judgeField(decl, f, input, mode);
    if (!judged.skip) data[f.name] = judged.value;
  }
  for (const f of fixedFields(decl, mode)) {
    if (!Object.prototype.hasOwnProperty.call(input, f.name) || input[f.name] === undefined) continue;
    const raw = input[f.name];
    fixed[f.name] = isBlank(raw) && f.type !== 'Json' ? null : coerce(f, typeof raw === 'string' && !keepsBlanks(decl, f) ? raw.trim() : raw);
  }
  for (const [name, spec] of Object.entries(decl.inputs ?? {})) {
    const present = Object.prototype.hasOwnProperty.call(input, name) && input[name] !== undefined;
    if (!present) {
      if (mode === 'add' && spec.requiredOnAdd) throw new AppError('validation.required', { field: { label: spec.label, name } }, 1001, name);
      continue;
    }
    extras[name] = input[name];
  }
  for (const name of Object.keys(decl.rules ?? {})) {
    if (!(name in extras)) continue;
    const problem = fieldProblem(decl.rules, name, extras[name]);
    if (problem) throw new AppError(problem.key as MessageKey, { ...problem.params, field: { label: decl.inputs?.[name]?.label ?? name, name } }, 1001, name);
  }
  return { data, extras, fixed };
}

/**
 * The URL gate: a column holding uploaded files (files/columns.ts) takes
 * only http(s) URLs or our own /upload/ paths, one or a list; a
 * `javascript:` or `data:` address is refused, never stored.
 */
function checkUrls(decl: EntityDecl, f: FieldInfo, value: unknown): void {
  const kind = uploadKindOf(decl.model, f.name);
  if (!kind || kind === 'text' || value === null) return;
  for (const url of urlsInValue(value)) {
    if (!matchesFormat('url', url)) throw fieldError(f, 'validation.format.url');
  }
}

/** The URLs of an upload column's value: one URL, a JSON list (of URLs or {url} objects), or a comma-separated list. */
export function urlsInValue(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v) => (typeof v === 'object' && v !== null && 'url' in v ? urlsInValue((v as { url: unknown }).url) : urlsInValue(v)));
  if (typeof value === 'object') return 'url' in value ? urlsInValue((value as { url: unknown }).url) : [String(value)];
  const s = String(value).trim();
  if (s === '') return [];
  if (s.startsWith('[') || s.startsWith('"')) {
    try {
      return urlsInValue(JSON.parse(s));
    } catch {
      return [s];
    }
  }
  return s.includes(',') ? s.split(',').map((p) => p.trim()).filter(Boolean) : [s];
}

/** Marker replaced by Prisma.DbNull in the service (kept here free of the generated client). */
export const JSON_NULL = Symbol.for('json-null');
