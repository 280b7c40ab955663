/**
 * The Relay environment. A fresh one replaces it on logout so no data of the
 * previous user stays in the store. Queries and mutations go over HTTP
 * (fetchGraphQL.ts), subscriptions over WebSocket (subscriptions.ts).
 */
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { createStore, useStore } from '../lib/store.ts';
import { on } from '../lib/events.ts';
import { fetchGraphQL } from './fetchGraphQL.ts';
import { subscribeGraphQL } from './subscriptions.ts';

export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL, subscribeGraphQL),
    store: new Store(new RecordSource()),
  });
}

export const environmentStore = createStore<Environment>(createEnvironment());

export function getEnvironment(): Environment {
  return environmentStore.get();
}

on('logout', () => environmentStore.set(createEnvironment()));

export function useEnvironmentInstance(): Environment {
  return useStore(environmentStore);
}
