/**
 * Turns client input into column data for a write: only writable columns,
 * coerced and checked against the schema's types, lengths and required
 * columns, then the entity's own rules. Nothing is written before this passes.
 */
import { AppError } from '../kernel/errors.ts';
import { isStorableText } from '../kernel/text-input.ts';
import { modelInfo, type FieldInfo } from './datamodel.ts';
import type { EntityDecl, WriteMode, WriteValues } from './entity.ts';
import type { MessageKey } from '../kernel/i18n/messages.ts';
import { fieldProblem, isRequiredByRules } from '../core/field-rules.ts';
import { sanitizeRichText } from '../kernel/rich-text.ts';
import { uploadKindOf } from '../files/columns.ts';
import { refuseForeignFiles, urlsInValue } from '../files/own-files.ts';

export { urlsInValue } from '../files/own-files.ts';

/** Server-managed on every entity. */
const SYSTEM_COLUMNS = ['id', 'createTime', 'updateTime'];

/**
 * Columns only the server writes (the entity's `serverManaged`, the system
 * columns and @updatedAt ones): a write ignores them wherever they are sent.
 */
export function serverManagedColumns(decl: EntityDecl): Set<string> {
  const info = modelInfo(decl.model);
  return new Set([...SYSTEM_COLUMNS, ...(decl.serverManaged ?? []), ...info.fields.filter((f) => f.isUpdatedAt).map((f) => f.name)]);
}

/** The entity's declared server-managed columns (what a write input may carry and is told it ignores). */
export function declaredServerManaged(decl: EntityDecl): FieldInfo[] {
  const names = new Set(decl.serverManaged ?? []);
  return modelInfo(decl.model).fields.filter((f) => names.has(f.name) && f.kind !== 'object');
}

/**
 * The input without the server-managed columns (the row's `id` stays: it
 * names the row an update writes). Neither stored nor judged: a client
 * sending a whole row back echoes them, stale once the server moved them.
 */
export function withoutServerManaged(decl: EntityDecl, input: Record<string, unknown>): Record<string, unknown> {
  const managed = serverManagedColumns(decl);
  managed.delete('id');
  // A copy, not a rebuild from entries: symbol keys a module's own route sets (space/info.ts marks an upload) must survive.
  const out = { ...input };
  for (const k of managed) delete out[k];
  return out;
}

/** How an error names a field: its zh-cn label, and where to find its translations. */
export function fieldRef(f: Pick<FieldInfo, 'label' | 'name'> & Partial<Pick<FieldInfo, 'model'>>) {
  return { label: f.label, name: f.name, model: f.model };
}

/** Columns a client may write. */
export function writableFields(decl: EntityDecl): FieldInfo[] {
  const readOnly = new Set([...(decl.readOnly ?? []), ...(decl.creator ? ['userId'] : []), ...(decl.unique ?? []).map((u) => u.key)]);
  const managed = serverManagedColumns(decl);
  return modelInfo(decl.model).fields.filter((f) => f.kind !== 'object' && !managed.has(f.name) && !readOnly.has(f.name));
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
  data: WriteValues;
  /** Extra (non-column) inputs, e.g. roleIdList. */
  extras: WriteValues;
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
  const managed = serverManagedColumns(decl);
  return modelInfo(decl.model).fields.filter((f) => names.has(f.name) && f.kind !== 'object' && !secret.has(f.name) && !managed.has(f.name));
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
 * What a write knows of where it comes from: `origin` is this site's address
 * as the writer reaches it (ctx.publicUrl), so a file column takes the
 * absolute URL the upload answered (files/own-files.ts). Without it only
 * relative /upload/ paths are files of ours.
 */
export interface WriteOrigin {
  origin?: string;
}

/**
 * The column value a write takes from the input for one field, after the
 * schema's checks and the declared rules, or `skip` when the input leaves
 * the column as it is. Throws the field's AppError.
 */
export function judgeField(decl: EntityDecl, f: FieldInfo, input: Record<string, unknown>, mode: WriteMode, where: WriteOrigin = {}): { skip: true } | { skip: false; value: unknown } {
  const present = Object.prototype.hasOwnProperty.call(input, f.name) && input[f.name] !== undefined;
  const needed = (f.isRequired && !f.hasDefault) || isRequiredByRules(decl.rules, f.name);
  if (!present) {
    if (mode === 'add' && needed) throw fieldError(f, 'validation.required');
    return { skip: true };
  }
  let raw = input[f.name];
  // No database text holds a NUL character, and a lone surrogate is no Unicode at all (kernel/text-input.ts: JSON
  // bodies are refused centrally; a file's cells arrive here, each refusal naming its row and field).
  if (typeof raw === 'string' && !isStorableText(raw)) throw new AppError('validation.invalidText', {}, 1001, f.name);
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
  // The file gate (files/own-files.ts): a declared file column takes only files of this product.
  if (value !== null) refuseForeignFiles(decl.model, { [f.name]: value }, where.origin ?? '', (key) => fieldError(f, key));
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

export function buildWriteData(decl: EntityDecl, input: Record<string, unknown>, mode: WriteMode, where: WriteOrigin = {}): WriteData {
  const data: WriteValues = {};
  const extras: WriteValues = {};
  const fixed: Record<string, unknown> = {};
  for (const f of inputFields(decl, mode)) {
    const judged = judgeField(decl, f, input, mode, where);
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

/** Marker replaced by Prisma.DbNull in the service (kept here free of the generated client). */
export const JSON_NULL = Symbol.for('json-null');
