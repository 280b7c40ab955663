/**
 * Binds a list screen's URL state to its refetchable fragment: a change of
 * page, size, keyword, filters or sort refetches the page (in a transition, so
 * the current rows stay visible with a loading overlay), and the area-change
 * event reloads from page 1.
 */
import { useCallback, useEffect, useRef, useTransition } from 'react';
import type { Disposable } from 'relay-runtime';
import { useAreaChange } from '../area/store.ts';
import { listVariables, pageVariables, useListState, type ListState, type ListStatePatch, type ListVariables } from './listState.ts';
import type { EntityMeta } from './meta.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Refetch = (variables: any, options?: { fetchPolicy?: 'network-only' | 'store-or-network' | 'store-and-network'; onComplete?: (e: Error | null) => void }) => Disposable;

export interface EntityList {
  state: ListState;
  setState: (patch: ListStatePatch) => void;
  variables: ListVariables;
  loading: boolean;
  /** refetches the current page from the server */
  reload: () => void;
}

/** Refetches whenever `variables` change (by value); `reload` forces a network fetch. */
export function useRefetchOnChange<V>(variables: V, refetch: Refetch): { loading: boolean; reload: () => void } {
  const [loading, startTransition] = useTransition();
  const key = JSON.stringify(variables);
  const fetched = useRef(key);
  const latest = useRef(variables);
  latest.current = variables;
  useEffect(() => {
    if (fetched.current === key) return;
    fetched.current = key;
    startTransition(() => {
      refetch(latest.current, { fetchPolicy: 'network-only' });
    });
  }, [key, refetch]);
  const reload = useCallback(() => {
    startTransition(() => {
      refetch(latest.current, { fetchPolicy: 'network-only' });
    });
  }, [refetch]);
  return { loading, reload };
}

/**
 * The list state of a screen (URL) bound to its refetchable fragment. `paged`
 * false: the `<entity>List` variables (tree tables show every row).
 */
export function useEntityList(meta: EntityMeta, refetch: Refetch, options: { paged?: boolean } = {}): EntityList {
  const [state, setState] = useListState(meta);
  const variables = options.paged === false ? listVariables(state, meta) : pageVariables(state, meta);
  const { loading, reload } = useRefetchOnChange(variables, refetch);
  const page = state.page;
  useAreaChange(() => {
    if (page !== 1) setState({ page: 1 });
    else reload();
  });
  return { state, setState, variables, loading, reload };
}
