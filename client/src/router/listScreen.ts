/**
 * A list screen's route entry: its page query starts (Relay loadQuery) with the
 * list state of the URL before the screen's code has loaded.
 */
import { loadQuery } from 'react-relay';
import type { ConcreteRequest } from 'relay-runtime';
import { listVariablesOfLocation, pageVariablesOfLocation } from '../entity/listState.ts';
import type { EntityMeta } from '../entity/meta.ts';
import type { Queries, Screen, ScreenProps } from './types.ts';
import type { ComponentType } from 'react';
import { checkPerm } from '../components/Can.tsx';
import { sessionStore } from '../relay/session.ts';

export function listScreen(
  load: () => Promise<{ default: ComponentType<ScreenProps> }>,
  query: ConcreteRequest,
  meta: EntityMeta,
  /** more queries of the screen, started alongside */
  more?: Record<string, { query: ConcreteRequest; variables?: Record<string, unknown>; perm?: string }>,
  /** false: a tree table of every row (the list variables, no paging) */
  paged = true,
): Screen {
  return {
    load,
    prepare: ({ environment }) => {
      const queries: Queries = { list: loadQuery(environment, query, paged ? pageVariablesOfLocation(meta) : listVariablesOfLocation(meta), { fetchPolicy: 'store-and-network' }) };
      for (const [name, q] of Object.entries(more ?? {})) {
        if (q.perm && !checkPerm(sessionStore.get().perms, q.perm)) continue;
        queries[name] = loadQuery(environment, q.query, q.variables ?? {}, { fetchPolicy: 'store-and-network' });
      }
      return queries;
    },
  };
}
