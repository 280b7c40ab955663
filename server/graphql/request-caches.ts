/**
 * Pothos' scope-auth plugin keeps each request's scope cache (RequestCache) in a module-level WeakMap keyed
 * by the request's context, and the cache holds the context. V8's young-generation collector treats a WeakMap
 * entry's key weakly but its value strongly, so the entry outlives every minor collection until a full one:
 * every request's whole object graph (the context, its loaders and their rows, the answer) was promoted to
 * the old generation. Under a page load that was ~26 KB per request, a full collection every 1.4 s with
 * 10–15 ms pauses, and the p99 latency twice what it is without them (docs/history/2026-11-24-bench-runs.md,
 * "Per-request caches and the garbage collector").
 *
 * The cache is dropped as soon as the execution is done (for a streamed result: when the stream ends). It is
 * only a cache: a later execution with the same context (a REST call that executes twice, queries over one
 * WebSocket) builds it again.
 */
import type { Plugin } from 'graphql-yoga';
import { RequestCache } from '@pothos/plugin-scope-auth';

export function releaseRequestCaches(): Plugin {
  return {
    onExecute({ args }) {
      const context = args.contextValue as object | undefined;
      if (!context || typeof context !== 'object') return;
      return {
        onExecuteDone({ result }) {
          if (result && typeof result === 'object' && Symbol.asyncIterator in result) return { onEnd: () => RequestCache.clearForContext(context) };
          RequestCache.clearForContext(context);
          return undefined;
        },
      };
    },
  };
}
