/**
 * Keeps the to-do counts live: the `todoCounts` subscription (graphql-ws)
 * answers with the counts at once, then again whenever an advice or a repair
 * of the selected community is created or changes status. The socket carries
 * the selected community and reconnects when it changes (relay/subscriptions.ts),
 * so the counts follow the community. Renders nothing.
 */
import { useEffect, useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { TodoFeedSubscription } from '../../../__generated__/TodoFeedSubscription.graphql.ts';
import { todoStore } from './todoStore.ts';

const subscription = graphql`
  subscription TodoFeedSubscription {
    todoCounts {
      adviceTodo
      adviceProcessing
      repairTodo
    }
  }
`;

export function TodoFeed() {
  const config = useMemo<GraphQLSubscriptionConfig<TodoFeedSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        const c = response?.todoCounts;
        if (c) todoStore.set({ adviceTodo: c.adviceTodo ?? null, adviceProcessing: c.adviceProcessing ?? null, repairTodo: c.repairTodo ?? null });
      },
    }),
    [],
  );
  useSubscription(config);
  // Leaving the layout (logout) forgets the counts.
  useEffect(() => () => todoStore.set(null), []);
  return null;
}

/** A count as a small badge ("99+" above 99); nothing for 0 or unknown. */
export function todoText(n: number | undefined): string | null {
  if (!n) return null;
  return n > 99 ? '99+' : String(n);
}
