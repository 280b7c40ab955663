import type { Prisma } from '../generated/prisma/client.ts';

/**
 * A value built of JSON parts (plain objects, lists, texts, numbers, booleans, null) as the input of a JSON
 * column: Prisma's input type has an index signature, which a declared interface (a count, a ballot box) lacks.
 */
export function jsonInput(value: object): Prisma.InputJsonValue {
  return value as Prisma.InputJsonValue;
}

/** Converts Prisma values (Date, Decimal, BigInt) into plain JSON values. */
export function toJsonSafe(value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(toJsonSafe);
  if (typeof value === 'object') {
    const ctor = (value as object).constructor?.name;
    if (ctor === 'Decimal' || (typeof (value as { toFixed?: unknown }).toFixed === 'function' && typeof (value as { d?: unknown }).d === 'object')) return String(value);
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, toJsonSafe(v)]));
  }
  return value;
}
