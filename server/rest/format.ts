/** Legacy REST value formats: 'YYYY-MM-DD HH:mm:ss' times in server time, decimals as numbers. */
import { modelInfo } from '../crud/datamodel.ts';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const pad = (n: number) => String(n).padStart(2, '0');

export function legacyTime(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Formats the ISO times anywhere in a value (for non-entity answers such as person and permmenu). */
export function formatDeep(value: unknown): unknown {
  if (typeof value === 'string') return ISO.test(value) ? legacyTime(value) : value;
  if (Array.isArray(value)) return value.map(formatDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, formatDeep(v)]));
  }
  return value;
}

/** Formats an entity row by its column types; JSON columns are left exactly as stored. */
export function rowFormatter(model: string): (row: Record<string, unknown> | null) => Record<string, unknown> | null {
  const fields = modelInfo(model).byName;
  return (row) => {
    if (!row) return row;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(row)) {
      const f = fields.get(k);
      if (f?.type === 'Json') out[k] = v;
      else if (f?.type === 'Decimal') out[k] = v === null ? null : Number(v);
      else out[k] = formatDeep(v);
    }
    return out;
  };
}
