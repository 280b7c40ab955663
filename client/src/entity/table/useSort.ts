/**
 * Sorting by a column header, kept in the list state (the URL): a click
 * cycles ascending, descending, the entity's default order. A column sorts
 * when the table has list state, is not a tree, and the column is sortable
 * (its own flag, else a readable scalar column of the declaration).
 */
import type { ListState, ListStatePatch } from '../listState.ts';
import { isSortable, type EntityMeta } from '../meta.ts';
import type { Column } from './types.ts';

export interface TableSort {
  sortOf: (name: string) => 'asc' | 'desc' | null;
  cycle: (name: string) => void;
  sortable: (c: Pick<Column, 'name' | 'sortable'>) => boolean;
}

export function useSort(meta: EntityMeta, state: ListState | undefined, onStateChange: ((patch: ListStatePatch) => void) | undefined, tree: boolean): TableSort {
  const sortOf = (name: string): 'asc' | 'desc' | null => (state && state.order === name ? state.sort : null);
  const cycle = (name: string) => {
    if (!onStateChange) return;
    const cur = sortOf(name);
    if (cur === null) onStateChange({ order: name, sort: 'asc' });
    else if (cur === 'asc') onStateChange({ order: name, sort: 'desc' });
    else onStateChange({ order: null, sort: null });
  };
  return { sortOf, cycle, sortable: (c) => !tree && !!state && !!onStateChange && (c.sortable ?? isSortable(meta, c.name)) };
}
