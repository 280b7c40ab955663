/**
 * Query operations read from the replica (DATABASE_READ_URL; db/read-routing.ts decides, docs/read-replica.md).
 *
 * The mechanism: for the time a query operation executes, its context's `db` is the replica's Prisma client, so
 * every read of it — Prisma's, the read path's (`readRows(ctx.db, …)`, bound to the replica's own pools), the
 * loaders' — goes there, with the same statements, row scope and permissions. Nothing else ever sees that client:
 * a mutation keeps the primary's, and the unit of work (audit/unit-of-work.ts) opens its transaction on it and
 * hands its resolvers the transaction's client, so no read inside a write transaction can reach the replica;
 * subscriptions do not pass through execute and keep the primary's; the REST layer runs its routes as these same
 * operations; the owners' API (/vote/api) and the server's own work (tasks, exports, the read log) use the
 * primary's client directly.
 *
 * After a mutation by a signed-in account, that account's reads stay on the primary until the replica has
 * replayed it (read-your-writes), in every server process: the mutation answers once its WAL position is known
 * and sent to the others (db/read-routing.ts noteWrite). A query that fails on the replica for the replica's sake (it went away, or
 * refused a statement only a primary answers) is executed again on the primary: the caller sees no error.
 */
import { getOperationAST, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { RequestCache } from '@pothos/plugin-scope-auth';
import type { Ctx } from '../kernel/context.ts';
import type { ReadRouting } from '../db/read-routing.ts';
import { replicaReads } from '../kernel/metrics.ts';

const ABANDONED = Symbol('abandoned');

/** The session whose writes its reads must see: the signed-in account (null: no account, nothing of its own written). */
export function sessionOf(ctx: Ctx): string | null {
  return ctx.viewer ? `user:${ctx.viewer.userId}` : null;
}

/** The error of a result that the replica caused, if any (its first error whose cause the routing recognises). */
function replicaError(routing: ReadRouting, result: unknown): boolean {
  const errors = (result as ExecutionResult | null)?.errors;
  if (!errors?.length) return false;
  return errors.some((e) => routing.failed(e.originalError ?? e));
}

/** The plugin of one app; placed after the unit of work so that it wraps it (a mutation's write is noted after its commit). */
export function readReplicaPlugin(routing: ReadRouting): Plugin<Ctx> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const ctx = args.contextValue as Ctx;
      const op = getOperationAST(args.document, args.operationName ?? undefined);
      if (!op || !ctx || typeof ctx !== 'object') return;
      if (op.operation === 'mutation') {
        const session = sessionOf(ctx);
        if (!session) return;
        setExecuteFn(async (execArgs) => {
          try {
            return await executeFn(execArgs);
          } finally {
            // After the commit (or the rollback: remembering a write that did not happen only keeps reads on the primary a
            // little longer), before the answer: by the time the caller reads again, every process knows of the write.
            await routing.noteWrite(session);
          }
        });
        return;
      }
      if (op.operation !== 'query') return;
      setExecuteFn(async (execArgs) => {
        const replica = routing.readDb(sessionOf(ctx));
        if (!replica) {
          replicaReads.inc({ target: 'primary' });
          return executeFn(execArgs);
        }
        const primary = ctx.db;
        let result: unknown;
        let forget = () => {};
        try {
          ctx.db = replica;
          const run = Promise.resolve(executeFn(execArgs));
          // A replica that stops answering without an error (a partition, a frozen server) would hold this read until
          // TCP gives up: when the poller marks it away (its 2 s timeout), the read is left to finish unseen and the
          // primary answers it (the abandoned run's outcome is dropped).
          const abandoned = new Promise<typeof ABANDONED>((resolve) => (forget = routing.onAway(() => resolve(ABANDONED))));
          run.catch(() => {});
          const first = await Promise.race([run, abandoned]);
          result = first === ABANDONED ? undefined : first;
        } catch (err) {
          if (!routing.failed(err)) throw err;
          result = undefined;
        } finally {
          forget();
          ctx.db = primary;
        }
        // A streamed result keeps reading after this returns: not re-run, and nothing in the product streams yet.
        if (result !== undefined && (typeof result !== 'object' || result === null || Symbol.asyncIterator in result || !replicaError(routing, result))) {
          replicaReads.inc({ target: 'replica' });
          return result as Awaited<ReturnType<typeof executeFn>>;
        }
        replicaReads.inc({ target: 'fallback' });
        // The permission checks of the failed run are cached per context (Pothos' scope-auth), a failure among them
        // too: dropped, so the primary's run judges them again. (The loaders keep their batches per client already.)
        RequestCache.clearForContext(ctx);
        return executeFn(execArgs);
      });
    },
  };
}
