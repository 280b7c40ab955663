/**
 * Row selection of a table (rows of the page and expanded children), cleared
 * when the rows change. Rows may be masked fragment references: each shown
 * row tells `track` its data, so the selected rows handed to the toolbar and
 * to delete are the data as last shown.
 */
import { useEffect, useRef, useState } from 'react';
import type { Row } from '../format.ts';

export interface RowSelection<R extends Row> {
  size: number;
  /** the selected rows (their latest shown data) */
  rows: R[];
  isSelected: (id: string) => boolean;
  set: (row: R, on: boolean) => void;
  /** selects all of `rows` (on) or none */
  setAll: (rows: readonly R[], on: boolean) => void;
  allOf: (rows: readonly R[]) => boolean;
  someOf: (rows: readonly R[]) => boolean;
  clear: () => void;
  /** remembers the data of a row being shown */
  track: (row: R) => void;
}

export function useSelection<R extends Row>(rows: readonly R[]): RowSelection<R> {
  const dataById = useRef(new Map<string, R>()).current;
  const dataOf = (row: R): R => dataById.get(row.id) ?? row;
  const [selected, setSelected] = useState<Map<string, R>>(new Map());
  const rowsKey = rows.map((r) => r.id).join(',');
  useEffect(() => setSelected(new Map()), [rowsKey]);
  return {
    size: selected.size,
    rows: [...selected.keys()].map((id) => dataById.get(id) ?? selected.get(id)!),
    isSelected: (id) => selected.has(id),
    set: (row, on) =>
      setSelected((m) => {
        const next = new Map(m);
        if (on) next.set(row.id, row);
        else next.delete(row.id);
        return next;
      }),
    setAll: (list, on) => setSelected(on ? new Map(list.map((r) => [r.id, dataOf(r)])) : new Map()),
    allOf: (list) => list.length > 0 && list.every((r) => selected.has(r.id)),
    someOf: (list) => list.some((r) => selected.has(r.id)),
    clear: () => setSelected(new Map()),
    track: (row) => {
      dataById.set(row.id, row);
    },
  };
}
