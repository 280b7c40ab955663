/**
 * Loads what a logged-in session needs before the dynamic routes exist: the
 * user, menus and permissions, dictionary data, the front-end plugins' settings
 * (all without progress bar), then the user's communities.
 */
import { fetchQuery, graphql } from 'relay-runtime';
import type { bootSessionQuery } from '../__generated__/bootSessionQuery.graphql.ts';
import type { bootMyAreasQuery } from '../__generated__/bootMyAreasQuery.graphql.ts';
import { setDict } from '../dict/index.ts';
import { setClientPlugins } from '../plugins/store.ts';
import { setAreaList } from '../area/store.ts';
import { on } from '../lib/events.ts';
import { getEnvironment } from './environment.ts';
import { silentOperation } from './fetchGraphQL.ts';
import { setPermMenu, setUserInfo } from './session.ts';

const sessionQuery = graphql`
  query bootSessionQuery {
    person {
      rowId
      username
      name
      nickName
      headImg
    }
    permmenu {
      perms
      menus {
        rowId
        parentId
        name
        router
        perms
        type
        icon
        orderNum
        viewPath
        keepAlive
        isShow
      }
    }
    dictData
    clientPlugins {
      key
      enabled
      settings {
        key
        value
      }
    }
  }
`;

const myAreasQuery = graphql`
  query bootMyAreasQuery {
    myAreas {
      rowId
      name
    }
  }
`;

export async function loadMyAreas(): Promise<void> {
  const data = await fetchQuery<bootMyAreasQuery>(getEnvironment(), myAreasQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
  setAreaList(data?.myAreas ?? []);
}

// A community added, renamed or deleted: the selector shows it at once, not after a reload.
on('entity-change', ({ type }) => {
  if (type === 'AreaInfo') loadMyAreas().catch(() => {});
});

let inFlight: Promise<void> | null = null;

/**
 * Loads person, permmenu and dict data once at a time; the communities load after, without blocking.
 * `ready` (the code that shows the session, App.tsx) is awaited before the session is applied.
 */
export function bootSession(ready?: Promise<unknown>): Promise<void> {
  inFlight ??= (async () => {
    const data = await fetchQuery<bootSessionQuery>(getEnvironment(), sessionQuery, {}, { networkCacheConfig: silentOperation, fetchPolicy: 'network-only' }).toPromise();
    if (!data) throw new Error('no data');
    await ready;
    setUserInfo({ ...data.person });
    setDict(data.dictData);
    setClientPlugins(data.clientPlugins);
    setPermMenu(data.permmenu.menus, data.permmenu.perms);
    loadMyAreas().catch(() => {});
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
