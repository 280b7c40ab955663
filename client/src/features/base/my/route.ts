/** The personal center's query, started by its route entry (router/screens.ts) before the screen renders. */
import { loadQuery } from 'react-relay';
import type { Environment } from 'relay-runtime';
import InfoPageQuery from '../../../__generated__/InfoPageQuery.graphql.ts';
import { silentOperation } from '../../../relay/fetchGraphQL.ts';

export function preparedMyInfo(environment: Environment) {
  return loadQuery(environment, InfoPageQuery, {}, { fetchPolicy: 'network-only', networkCacheConfig: silentOperation });
}
