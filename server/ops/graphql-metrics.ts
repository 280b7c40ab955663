/**
 * The GraphQL side of the metrics (kernel/metrics.ts), as an envelop plugin at the end of the chain
 * (graphql/server.ts), so it sees every transport's operations and their translated errors:
 *
 * - an HTTP request to /graphql is named by its operation's name when that name is one of the known
 *   operations (the names in the client's persisted operations, graphql/persisted.ts); any other name,
 *   or none, is 'other' — a client cannot make new series by naming its operations;
 * - each error of a result is counted by its transport (graphql, rest, ws…) and `extensions.code`
 *   (parse and validation failures as GRAPHQL_PARSE_FAILED and GRAPHQL_VALIDATION_FAILED; an error
 *   without a code is what masking turns into INTERNAL_SERVER_ERROR).
 */
import { getOperationAST, type ExecutionResult, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { nameRoute } from '../kernel/request-context.ts';
import type { Ctx } from '../kernel/context.ts';
import { errorCodeLabel, graphqlErrors, OTHER } from '../kernel/metrics.ts';

const OPERATION_NAME = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** The operation names of the persisted texts. */
export function knownOperationNames(texts: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const text of texts) {
    const m = OPERATION_NAME.exec(text);
    if (m) names.add(m[1]!);
  }
  return names;
}

/** The transport an error is counted under: the request's kind (rest, graphql, owner…), else ws (graphql-ws runs outside any HTTP request). */
function transport(context: unknown): string {
  return (context as { requestScope?: Ctx["requestScope"] } | undefined)?.requestScope?.kind ?? 'ws';
}

function countErrors(errors: readonly GraphQLError[] | undefined, context: unknown): void {
  if (!errors?.length) return;
  const kind = transport(context);
  for (const err of errors) graphqlErrors.inc({ kind, code: errorCodeLabel(err.extensions?.code) });
}

export function graphqlMetrics(known: ReadonlySet<string>): Plugin {
  return {
    onParse({ context }) {
      return ({ result }) => {
        if (result instanceof Error) graphqlErrors.inc({ kind: transport(context), code: 'GRAPHQL_PARSE_FAILED' });
      };
    },
    onValidate({ context }) {
      return ({ valid }) => {
        if (!valid) graphqlErrors.inc({ kind: transport(context), code: 'GRAPHQL_VALIDATION_FAILED' });
      };
    },
    onExecute({ args }) {
      const name = getOperationAST(args.document, args.operationName ?? undefined)?.name?.value;
      nameRoute((args.contextValue as { requestScope?: Ctx["requestScope"] }).requestScope, 'graphql', name && known.has(name) ? name : OTHER);
      return {
        onExecuteDone({ result }) {
          if (!(Symbol.asyncIterator in (result as object))) countErrors((result as ExecutionResult).errors, args.contextValue);
        },
      };
    },
    onSubscribe({ args }) {
      return {
        onSubscribeResult({ result }) {
          if (!(Symbol.asyncIterator in (result as object))) countErrors((result as ExecutionResult).errors, args.contextValue);
        },
      };
    },
  };
}

/**
 * The open subscriptions of one WebSocket server (graphql/server.ts): an operation whose result is a
 * stream counts from graphql-ws's onOperation until its onComplete, which graphql-ws calls for every
 * operation however it ends (completed by the client, by the server, an error, or the socket closed).
 */
export function openSubscriptions() {
  const open = new WeakMap<object, Set<string>>();
  let count = 0;
  return {
    get count() {
      return count;
    },
    opened(socketCtx: object, id: string, result: unknown): void {
      if (!result || typeof result !== 'object' || !(Symbol.asyncIterator in result)) return;
      let ids = open.get(socketCtx);
      if (!ids) open.set(socketCtx, (ids = new Set()));
      if (!ids.has(id)) (ids.add(id), count++);
    },
    ended(socketCtx: object, id: string): void {
      if (open.get(socketCtx)?.delete(id)) count--;
    },
  };
}
