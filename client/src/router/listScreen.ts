/**
 * A list screen's route entry: its page query starts (Relay loadQuery) with the
 * list state of the URL, alongside the screen's code.
 *
 * The query artifact and the entity declarations are loaded with the route
 * (dynamic imports, fetched in parallel with the screen's chunk), not with the
 * app: the initial bundle carries no list page's query, only the home's.
 */
import { loadQuery } from 'react-relay';
import type { ConcreteRequest } from 'relay-runtime';
import type { Queries, Screen, ScreenProps } from './types.ts';
import type { ComponentType } from 'react';

/** A lazily imported Relay artifact (`() => import('../__generated__/X.graphql.ts')`). */
export type QueryModule = () => Promise<{ default: ConcreteRequest }>;
/** The generated entity declarations (client/src/meta/entities.json). */
export type EntityName = keyof typeof import('../meta/entities.json');

export function listScreen(
  load: () => Promise<{ default: ComponentType<ScreenProps> }>,
  /** the generated `<Type>PageQuery` (paged) or `<Type>TreeQuery` (every row, no paging) */
  query: QueryModule,
  entity: EntityName,
  /** more queries of the screen, started alongside */
  more?: Record<string, { query: QueryModule; variables?: Record<string, unknown>; perm?: string }>,
): Screen {
  return {
    load,
    prepare: async ({ environment }) => {
      const moreEntries = Object.entries(more ?? {});
      const [{ default: request }, { default: entities }, { entityMeta }, { listVariablesOfLocation, pageVariablesOfLocation }, { checkPerm }, { sessionStore }, ...moreRequests] = await Promise.all([
        query(),
        import('../meta/entities.json'),
        import('../entity/meta.ts'),
        import('../entity/listState.ts'),
        import('../components/Can.tsx'),
        import('../relay/session.ts'),
        ...moreEntries.map(([, q]) => q.query()),
      ]);
      const meta = entityMeta(entities[entity]);
      const paged = !request.params.name.endsWith('TreeQuery');
      const queries: Queries = { list: loadQuery(environment, request, paged ? pageVariablesOfLocation(meta) : listVariablesOfLocation(meta), { fetchPolicy: 'store-and-network' }) };
      moreEntries.forEach(([name, q], i) => {
        if (q.perm && !checkPerm(sessionStore.get().perms, q.perm)) return;
        queries[name] = loadQuery(environment, (moreRequests[i] as { default: ConcreteRequest }).default, q.variables ?? {}, { fetchPolicy: 'store-and-network' });
      });
      return queries;
    },
  };
}
