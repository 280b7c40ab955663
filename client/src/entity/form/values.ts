/**
 * Between a field's stored value and its form control: the control a field
 * gets by its declared type, the control's value of a stored value, and the
 * value sent from the control's.
 */
import { fieldOf, type EntityMeta } from '../meta.ts';
import type { FormFieldKind } from './types.ts';

/** The control of a declared field: select for declared values, upload, switch, number, JSON, date-time, text (textarea when unbounded). */
export function defaultKind(meta: EntityMeta, name: string): FormFieldKind {
  const f = fieldOf(meta, name);
  if (f?.options) return 'select';
  // Columns that hold uploads (files/columns.ts on the server) get the upload control.
  if (f?.upload && f.upload !== 'text') return 'image';
  switch (f?.type) {
    case 'Boolean':
      return 'switch';
    case 'Int':
    case 'Decimal':
    case 'Float':
      return 'number';
    case 'JSON':
      return 'json';
    case 'DateTime':
      return 'datetime';
    case 'String':
      return f.maxLength == null ? 'textarea' : 'text';
    default:
      return 'text';
  }
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A stored instant (ISO, UTC) as a datetime-local value in the browser's time
 * zone, the zone `fromControl` reads it back in (lists show local time too).
 */
export function localDateTimeInput(value: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value.slice(0, 16);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}T${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/** Initial control value of a field: JSON as text, null as ''. */
export function toControl(kind: string, value: unknown): unknown {
  if (kind === 'json') return value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  if (kind === 'switch') return !!value;
  if (kind === 'datetime' && typeof value === 'string') return localDateTimeInput(value);
  return value ?? '';
}

/** The value sent: numbers for number fields, parsed JSON, null for blank optional fields. */
export function fromControl(meta: EntityMeta, name: string, kind: string, value: unknown): unknown {
  if (kind === 'switch') return !!value;
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return fieldOf(meta, name)?.type === 'String' ? '' : null;
  if (kind === 'json') return JSON.parse(value);
  const type = fieldOf(meta, name)?.type;
  if (type === 'Int') return Number(value);
  if (type === 'Float') return Number(value);
  if (kind === 'select' && /^-?\d+$/.test(value) && type !== 'String') return Number(value);
  if (kind === 'datetime') return new Date(value).toISOString();
  return value;
}
