/** Converts Prisma values (Date, Decimal, BigInt) into plain JSON values. */
export function toJsonSafe(value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(toJsonSafe);
  if (typeof value === 'object') {
    const ctor = (value as object).constructor?.name;
    if (ctor === 'Decimal' || (typeof (value as any).toFixed === 'function' && typeof (value as any).d === 'object')) return String(value);
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, toJsonSafe(v)]));
  }
  return value;
}
