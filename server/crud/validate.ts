/**
 * Turns client input into column data for a write: only writable columns,
 * coerced and checked against the schema's types, lengths and required
 * columns, then the entity's own rules. Nothing is written before this passes.
 */
import { AppError } from '../kernel/errors.ts';
import { modelInfo, type FieldInfo } from './datamodel.ts';
import { ruleFails, type EntityDecl, type WriteMode } from './entity.ts';

const SYSTEM_COLUMNS = new Set(['id', 'createTime', 'updateTime']);

/** How an error names a field: its zh-cn label, and where to find its translations. */
export function fieldRef(f: Pick<FieldInfo, 'label' | 'name'> & Partial<Pick<FieldInfo, 'model'>>) {
  return { label: f.label, name: f.name, model: f.model };
}

/** Columns a client may write. */
export function writableFields(decl: EntityDecl): FieldInfo[] {
  const readOnly = new Set([...(decl.readOnly ?? []), ...(decl.creator ? ['userId'] : [])]);
  return modelInfo(decl.model).fields.filter(
    (f) => f.kind !== 'object' && !SYSTEM_COLUMNS.has(f.name) && !readOnly.has(f.name) && !f.isUpdatedAt,
  );
}

/** Columns a client may read (never the secret ones). */
export function readableFields(decl: EntityDecl): FieldInfo[] {
  const secret = new Set(decl.secret ?? []);
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
}

export function buildWriteData(decl: EntityDecl, input: Record<string, unknown>, mode: WriteMode): WriteData {
  const data: Record<string, any> = {};
  const extras: Record<string, any> = {};
  for (const f of writableFields(decl)) {
    const present = Object.prototype.hasOwnProperty.call(input, f.name) && input[f.name] !== undefined;
    const needed = f.isRequired && !f.hasDefault;
    if (!present) {
      if (mode === 'add' && needed) throw new AppError('validation.required', { field: fieldRef(f) }, 1001, f.name);
      continue;
    }
    const raw = input[f.name];
    if (mode === 'update' && isBlank(raw) && decl.keepWhenBlank?.includes(f.name)) continue;
    if (isBlank(raw) && f.isRequired) {
      // A required column cannot be cleared; on add it must be given.
      if (needed || raw === null || f.type === 'String') throw new AppError('validation.required', { field: fieldRef(f) }, 1001, f.name);
    }
    let value = coerce(f, raw);
    // Empty strings in optional non-text columns mean "no value" (forms send '').
    if (value !== null && f.type !== 'String' && isBlank(raw)) value = null;
    // Prisma needs DbNull for a JSON column set to SQL NULL.
    if (value === null && f.type === 'Json') value = JSON_NULL;
    data[f.name] = value;
  }
  for (const [name, spec] of Object.entries(decl.inputs ?? {})) {
    const present = Object.prototype.hasOwnProperty.call(input, name) && input[name] !== undefined;
    if (!present) {
      if (mode === 'add' && spec.requiredOnAdd) throw new AppError('validation.required', { field: { label: spec.label, name } }, 1001, name);
      continue;
    }
    extras[name] = input[name];
  }
  for (const [name, rule] of Object.entries(decl.rules ?? {})) {
    const value = name in data ? input[name] : name in extras ? extras[name] : undefined;
    if (value === undefined) continue;
    const key = ruleFails(rule, value);
    if (key) throw new AppError(key, {}, 1001, name);
  }
  return { data, extras };
}

/** Marker replaced by Prisma.DbNull in the service (kept here free of the generated client). */
export const JSON_NULL = Symbol.for('json-null');
