/** The personal center's route entry: its query starts before the screen renders (fresh data for the edit form). */
import { loadQuery } from 'react-relay';
import InfoPageQuery from '../../../__generated__/InfoPageQuery.graphql.ts';
import { silentOperation } from '../../../relay/fetchGraphQL.ts';
import type { Screen } from '../../../router/types.ts';

export const myInfoScreen: Screen = {
  load: () => import('./InfoPage.tsx'),
  prepare: ({ environment }) => ({
    person: loadQuery(environment, InfoPageQuery, {}, { fetchPolicy: 'network-only', networkCacheConfig: silentOperation }),
  }),
};
