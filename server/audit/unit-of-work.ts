/**
 * Every mutation is one unit of work: it runs in one database transaction
 * together with its request-log row, so no change is ever committed without
 * its log row. A refused mutation (a typed AppError result, or any error)
 * is rolled back and its refusal logged on its own, unless the operation
 * commits on refusal (a failed login is counted). Events for subscribers
 * and cache drops registered with afterCommit(tx, …) run only after the commit.
 * REST reads are logged too, after they answer; GraphQL reads are not.
 */
import { getOperationAST, GraphQLError, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Ctx, Db } from '../kernel/context.ts';
import { openUnit, type Unit } from '../kernel/unit-of-work.ts';
import { loggedArguments } from './redact.ts';
import { secretKeysOf } from './sensitive.ts';
import { restInputOf } from './rest-input.ts';
import { loggedCommunities } from '../crud/where.ts';
import { unstorableNote, writeLog, type LogEntry } from './log.ts';
import { AppError, isDatabaseUnavailable } from '../kernel/errors.ts';
import { DiskFullError, isDiskFull } from '../kernel/disk-full.ts';
import type { ReadLog } from './read-log.ts';

/** Mutations that run longer than this are rolled back (large imports stay well below). */
const TX_TIMEOUT_MS = 120_000;
/** How long a mutation waits for the database (the embedded one runs one transaction at a time). */
const TX_MAX_WAIT_MS = 60_000;

class Rollback extends Error {
  constructor(readonly result: ExecutionResult, readonly reason: string) {
    super('rollback');
  }
}

/** The database refused the mutation's log row: the mutation is rolled back (no change without its log row). */
class LogRefused extends Error {
  constructor(readonly cause: unknown) {
    super('log row refused');
  }
}

/** A transaction client on which nested $transaction calls join the running transaction. */
export function joinable(tx: Db): Db {
  const proxy: Db = new Proxy(tx, {
    get(target, prop) {
      if (prop === '$transaction') {
        return async (arg: unknown) => {
          if (typeof arg === 'function') return arg(proxy);
          const out: unknown[] = [];
          for (const q of arg as Promise<unknown>[]) out.push(await q);
          return out;
        };
      }
      const value = Reflect.get(target, prop);
      // Client methods ($executeRaw, $queryRaw…) keep the transaction client as `this`.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return proxy;
}

function failureOf(result: ExecutionResult, refusal: Error | null): string | null {
  if (result.errors?.length) return result.errors[0]!.message;
  return refusal ? refusal.message : null;
}

/** Root fields whose operation commits its writes when it refuses (crud/entity.ts OperationDecl.commitOnRefusal). */
function commitsOnRefusal(schema: GraphQLSchema, fields: string[]): boolean {
  const root = schema.getMutationType()?.getFields() ?? {};
  return fields.length > 0 && fields.every((f) => (root[f]?.extensions as { commitOnRefusal?: boolean } | undefined)?.commitOnRefusal === true);
}

/**
 * A REST call is logged with the body it sent (audit/rest-input.ts), or,
 * without one, the arguments of its one field, flat like the legacy body
 * (an `input` object stands for the body); GraphQL calls by field.
 */
function restShape(ctx: Ctx, byField: Record<string, unknown>): Record<string, unknown> {
  if (!ctx.restPath) return byField;
  const sent = restInputOf(ctx, secretKeysOf(ctx));
  if (sent) return sent;
  const args = (Object.values(byField)[0] ?? {}) as Record<string, unknown>;
  const keys = Object.keys(args);
  return keys.length === 1 && keys[0] === 'input' && args.input && typeof args.input === 'object' ? (args.input as Record<string, unknown>) : args;
}

export function unitOfWorkPlugin(readLog: ReadLog): Plugin<Ctx> {
  /** A log row written outside a mutation's transaction; should the write fail, the read log's resilient batches take it (read-log.ts). */
  const keepOnRecord = (db: Db, entry: LogEntry) =>
    writeLog(db, entry).catch((e) => {
      console.error('[log] write failed; the entry goes to the read log', e);
      readLog.push(entry);
    });
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const ctx = args.contextValue as Ctx;
      const op = getOperationAST(args.document, args.operationName ?? undefined);
      if (!op) return undefined;
      const fields = op.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : []));
      const action = ctx.restPath ? `${ctx.restMethod ?? 'POST'} ${ctx.restPath}` : `graphql ${op.name?.value ?? ''} ${fields.join(',')}`.replace(/\s+/g, ' ').trim();
      const entry = () => ({
        userId: ctx.viewer?.userId ?? null,
        action,
        ip: ctx.ip,
        params: restShape(ctx, loggedArguments(args.schema, args.document, args.operationName, args.variableValues, secretKeysOf(ctx))),
        communities: loggedCommunities(ctx),
        requestId: ctx.requestScope?.id ?? null,
      });

      if (op.operation !== 'mutation') {
        if (!ctx.restPath) return undefined;
        return {
          onExecuteDone() {
            // Reads never wait for, or fail with, their log row: it is written in a batch.
            readLog.push(entry());
          },
        };
      }

      const keepOnRefusal = commitsOnRefusal(args.schema, fields);
      setExecuteFn(async (execArgs) => {
        const base = ctx.db;
        let unit: Unit | undefined;
        try {
          const value = await base.$transaction(
            async (tx) => {
              const db = joinable(tx as unknown as Db);
              ctx.db = db;
              unit = openUnit(db);
              const result = (await executeFn(execArgs)) as ExecutionResult;
              const failure = failureOf(result, unit.refusal);
              if (failure && !keepOnRefusal) throw new Rollback(result, failure);
              const logged = entry();
              try {
                await writeLog(tx, failure ? { ...logged, params: { ...logged.params, __refused: failure } } : logged);
              } catch (err) {
                // The database away or its disk full: the mutation is refused for that, not for its log row.
                if (isDatabaseUnavailable(err) || isDiskFull(err)) throw err;
                throw new LogRefused(err);
              }
              return result;
            },
            { timeout: TX_TIMEOUT_MS, maxWait: TX_MAX_WAIT_MS },
          );
          // Work after the commit runs outside the finished transaction.
          ctx.db = base;
          await unit!.commit();
          return value;
        } catch (err) {
          unit?.discard();
          ctx.db = base;
          if (err instanceof LogRefused) {
            // Rolled back: the attempt is on record with a note instead of its arguments, and the caller told.
            console.error('[log] a mutation\'s log row was refused; the mutation was rolled back', err.cause);
            const logged = entry();
            await keepOnRecord(base, { ...logged, params: unstorableNote(String((err.cause as Error)?.message ?? err.cause)) });
            const refusal = new AppError('log.notStored');
            return { errors: [new GraphQLError(ctx.t(refusal.key), { originalError: refusal, extensions: { code: 'BAD_REQUEST', appCode: refusal.code } })] };
          }
          if (isDiskFull(err)) {
            // The database's disk is full where no resolver saw it (the log row, the commit): rolled back whole,
            // the caller told in words (kernel/disk-full.ts), on both transports, never "Unexpected error.".
            const refusal = new DiskFullError(err);
            console.error('[disk] a mutation met a full disk; it was rolled back', (err as Error)?.message ?? err);
            return { errors: [new GraphQLError(ctx.t(refusal.key), { originalError: refusal, extensions: { code: refusal.graphqlCode, appCode: refusal.code, http: { status: 503 } } })] };
          }
          if (isDatabaseUnavailable(err)) {
            // The database went away (its transaction could not begin, or broke before its commit was acknowledged):
            // the retryable refusal on both transports (503, SERVICE_UNAVAILABLE), never "Unexpected error.".
            const refusal = new AppError('server.databaseUnavailable', {}, 1001, undefined, 503);
            return { errors: [new GraphQLError(ctx.t(refusal.key), { originalError: refusal, extensions: { code: 'SERVICE_UNAVAILABLE', appCode: refusal.code, http: { status: 503 } } })] };
          }
          if (!(err instanceof Rollback)) throw err;
          // Nothing was changed; the refusal is still on record.
          const logged = entry();
          await keepOnRecord(base, { ...logged, params: { ...logged.params, __refused: err.reason } });
          return err.result;
        } finally {
          ctx.db = base;
        }
      });
      return undefined;
    },
  };
}
