/** Banner ordering: moving one item of a list, and the `sort` writes a new order needs. */

export interface Ordered {
  rowId: number;
  sort: number | null;
}

/** The list with the item at `from` moved to `to` (both clamped). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = list.slice();
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return next;
}

/** The list as the server shows it: by `sort`, then by id. */
export function bySort<T extends Ordered>(list: readonly T[]): T[] {
  return list.slice().sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.rowId - b.rowId);
}

/** The writes that give the list its order: position i gets sort (i + 1) × 10; rows already there are left alone. */
export function sortWrites(list: readonly Ordered[]): { rowId: number; sort: number }[] {
  return list.map((r, i) => ({ rowId: r.rowId, sort: (i + 1) * 10 })).filter((w, i) => list[i]!.sort !== w.sort);
}
