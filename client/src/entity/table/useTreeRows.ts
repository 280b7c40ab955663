/**
 * Tree rows of a table: the rows shown in order with their depth (children
 * of expanded rows under their parent), expansion (the shared
 * useTreeExpansion), and children loaded when a row is first expanded
 * (`loadChildren`, cached until the rows change; a failure is a toast and
 * closes the row) or known already (`getChildren`).
 */
import { useEffect, useState } from 'react';
import { useTreeExpansion } from '../../components/Tree.tsx';
import { message } from '../../lib/message.ts';
import type { Row } from '../format.ts';
import type { TreeOptions } from './types.ts';

export interface VisibleRow<R> {
  row: R;
  depth: number;
}

export interface TreeRows<R extends Row> {
  /** the rows shown, in order */
  rows: VisibleRow<R>[];
  isOpen: (id: string) => boolean;
  isLoading: (id: string) => boolean;
  /** expands or collapses a row that has children (nothing for a flat table) */
  toggle: (row: R) => void;
}

export function useTreeRows<R extends Row>(rows: readonly R[], tree: TreeOptions<R> | undefined): TreeRows<R> {
  const expansion = useTreeExpansion<string>();
  const [children, setChildren] = useState<Map<string, readonly R[]>>(new Map());
  const [loadingRows, setLoadingRows] = useState<Set<string>>(new Set());
  const rowsKey = rows.map((r) => r.id).join(',');
  useEffect(() => setChildren(new Map()), [rowsKey]);
  const childrenOf = (row: R): readonly R[] | undefined => (tree?.getChildren ? tree.getChildren(row) : children.get(row.id));

  const toggle = (row: R) => {
    if (!tree || !tree.hasChildren(row)) return;
    const open = expansion.isOpen(row.id);
    expansion.toggle(row.id);
    if (open || tree.getChildren || children.has(row.id) || !tree.loadChildren) return;
    setLoadingRows((s) => new Set(s).add(row.id));
    tree
      .loadChildren(row)
      .then((list) => setChildren((m) => new Map(m).set(row.id, list)))
      .catch((e: unknown) => {
        message.error(e instanceof Error ? e.message : String(e));
        expansion.toggle(row.id, false);
      })
      .finally(() =>
        setLoadingRows((s) => {
          const next = new Set(s);
          next.delete(row.id);
          return next;
        }),
      );
  };

  const shown: VisibleRow<R>[] = [];
  const walk = (list: readonly R[], depth: number) => {
    for (const row of list) {
      shown.push({ row, depth });
      if (tree && expansion.isOpen(row.id)) {
        const kids = childrenOf(row);
        if (kids) walk(kids, depth + 1);
      }
    }
  };
  walk(rows, 0);

  return { rows: shown, isOpen: expansion.isOpen, isLoading: (id) => loadingRows.has(id), toggle };
}
