/**
 * The list controller of an entity screen (react-admin's list controller is
 * the model): the preloaded page (or tree) query and its refetchable
 * fragment, the list state in the URL, the rows, the writes, the export (a
 * file the server writes) and the add/edit form state. EntityListScreen only renders what it returns.
 */
import { useCallback, useMemo, useState } from 'react';
import { usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { buildTree, type TreeNode } from '../components/Tree.tsx';
import type { Row } from './format.ts';
import { exportList, type ExportFormat } from './serverExport.ts';
import { useEntityList } from './useEntityList.ts';
import { useEntityWrites } from './writes.ts';
import type { EntityController, EntityFormState, EntityScreenConfig, RowRef } from './types.ts';

// The controller's shape is declared with the screen's config (types.ts): each names the other.
export type { EntityController, EntityFormState, RowRef };

function lowerFirst(s: string): string {
  return s[0]!.toLowerCase() + s.slice(1);
}

function need(node: GraphQLTaggedNode | undefined, what: string): GraphQLTaggedNode {
  if (!node) throw new Error(`the entity has no ${what} operation`);
  return node;
}

export function useEntityListController<R extends Row>(config: EntityScreenConfig<R>, queryRef: PreloadedQuery<OperationType>): EntityController<R> {
  const { meta, ops, tree = false } = config;
  const root = usePreloadedQuery(need(tree ? ops.treeQuery : ops.pageQuery, tree ? 'tree' : 'page'), queryRef);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const [data, refetch] = useRefetchableFragment(need(tree ? ops.treeFragment : ops.pageFragment, 'fragment') as any, root as any);
  const list = useEntityList(meta, refetch, { paged: !tree });
  const writes = useEntityWrites(ops, list.reload);
  const [form, setForm] = useState<EntityFormState<R> | null>(null);

  const field = lowerFirst(ops.type);
  const page = (data as Record<string, { totalCount: number; totalCountExact?: boolean; edges: { node: RowRef | null }[] } | undefined>)[`${field}Page`];
  const all = tree ? ((data as Record<string, readonly (RowRef | null)[]>)[`${field}List`] ?? []) : null;

  // tree mode: rows whose parent is not listed (filtered out, or the top) are roots
  const nested = useMemo(() => {
    if (!all) return null;
    const byParent = new Map<number, readonly RowRef[]>();
    const walk = (nodes: TreeNode<RowRef>[]) => {
      for (const n of nodes) {
        byParent.set(n.item.rowId, n.children.map((c) => c.item));
        walk(n.children);
      }
    };
    const forest = buildTree(all.filter((r): r is RowRef => r != null));
    walk(forest);
    return { roots: forest.map((n) => n.item), byParent };
  }, [all]);

  const rows = nested ? nested.roots : (page?.edges ?? []).map((e) => e.node).filter((n): n is RowRef => n != null);
  const childrenOf = useCallback((row: RowRef) => nested?.byParent.get(row.rowId) ?? [], [nested]);

  const state = list.state;
  const exportFile = useCallback((format: ExportFormat, columns: string[]) => exportList(meta, state, format, columns), [state, meta]);

  return {
    ...list,
    ...writes,
    config,
    rows,
    total: page?.totalCount,
    totalExact: page?.totalCountExact,
    childrenOf,
    exportFile,
    form,
    openAdd: (preset) => setForm({ mode: 'add', preset }),
    openEdit: (row) => setForm({ mode: 'edit', row }),
    closeForm: () => setForm(null),
  };
}
