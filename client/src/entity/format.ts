/** Display and export text of field values by their declared type. */
import type { MetaText } from './labels.ts';
import { fieldOf, type EntityMeta } from './meta.ts';

/** A row of a list: the node's fields, `id` the global id, `rowId` the database id. */
export interface Row {
  id: string;
  rowId: number;
  [field: string]: unknown;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in local time. */
export function formatDateTime(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const d = new Date(String(value));
  if (Number.isNaN(d.getTime())) return String(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The raw value of a column: the declaration's `id` is the row's database id. */
export function rawValue(row: Row, name: string): unknown {
  return name === 'id' ? row.rowId : row[name];
}

/** The text of a value of the field `name` (option labels, yes/no, dates, JSON). */
export function formatValue(meta: EntityMeta, name: string, value: unknown, text: MetaText, yesNo: [string, string]): string {
  if (value === null || value === undefined) return '';
  const field = fieldOf(meta, name);
  if (field?.options) return text.option(meta, name, value);
  switch (field?.type) {
    case 'Boolean':
      return value ? yesNo[0] : yesNo[1];
    case 'DateTime':
      return formatDateTime(value);
    case 'JSON':
      return typeof value === 'string' ? value : JSON.stringify(value);
    default:
      if (Array.isArray(value)) return value.join(',');
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
  }
}
