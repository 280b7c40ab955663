/** graphql-yoga on /graphql with GraphiQL, graphql-armor limits and the mutation log; graphql-ws on the same path. */
import type { Server } from 'node:http';
import { createYoga, type Plugin } from 'graphql-yoga';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { BREAK, getOperationAST, GraphQLError, visit, type DocumentNode, type GraphQLSchema } from 'graphql';
import { AppError } from './errors.ts';
import { buildContext, type AppServices, type Ctx } from './context.ts';
import { writeLog } from './modules/base/log-store.ts';

/** Records every GraphQL mutation that did not come through the REST layer (which logs itself). */
function mutationLog(app: AppServices): Plugin<Ctx> {
  return {
    onExecute({ args }) {
      const ctx = args.contextValue as Ctx;
      const op = getOperationAST(args.document, args.operationName ?? undefined);
      if (op?.operation !== 'mutation' || ctx.restPath) return;
      const fields = op.selectionSet.selections.map((s) => (s.kind === 'Field' ? s.name.value : '…')).join(',');
      writeLog(app.db, { userId: ctx.viewer?.userId ?? null, action: `graphql ${op.name?.value ?? ''} ${fields}`.trim(), ip: ctx.ip, params: args.variableValues ?? {} }).catch(
        (e) => console.error('[log] write failed', e),
      );
    },
  };
}

/**
 * An AppError thrown by a query field (mutations return it as a typed result)
 * becomes a GraphQL error whose message is translated into the caller's language.
 */
function translatedErrors(): Plugin<Ctx> {
  return {
    onExecute({ args }) {
      const ctx = args.contextValue as Ctx;
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.length) return;
          setResult({
            ...result,
            errors: result.errors.map((err) => {
              const original = err.originalError;
              if (!(original instanceof AppError)) return err;
              return new GraphQLError(ctx.t(original.key, original.params), {
                nodes: err.nodes,
                path: err.path,
                originalError: original,
                extensions: { ...err.extensions, code: 'BAD_REQUEST', appCode: original.code, field: original.field ?? null },
              });
            }),
          });
        },
      };
    },
  };
}

function asksIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * In production the schema is not open to everyone: introspection (what
 * GraphiQL and codegen tools ask) needs a superuser's token. Elsewhere it is open.
 */
export function introspectionGuard(isProduction: boolean): Plugin<Ctx> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!isProduction) return;
      const ctx = args.contextValue as Ctx;
      if (ctx.viewer?.isSuper || !asksIntrospection(args.document)) return;
      setResultAndStopExecution({
        errors: [new GraphQLError(ctx.t(ctx.viewer ? 'auth.forbidden' : 'auth.unauthenticated'), { extensions: { code: ctx.viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED' } })],
      });
    },
  };
}

export function armorPlugin() {
  return EnvelopArmorPlugin({
    // Relay list queries need depth: connection > edges > node > field > nested object.
    maxDepth: { n: 12 },
    maxAliases: { n: 30 },
    maxTokens: { n: 10000 },
    maxDirectives: { n: 50 },
    costLimit: { maxCost: 20000, objectCost: 2, scalarCost: 1, depthCostFactor: 1.5 },
    blockFieldSuggestion: { enabled: true },
  });
}

export function createGraphqlServer(app: AppServices, schema: GraphQLSchema) {
  const yoga = createYoga<{ ip: string }>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: { subscriptionsProtocol: 'WS' },
    landingPage: false,
    maskedErrors: app.config.isProduction,
    plugins: [armorPlugin(), introspectionGuard(app.config.isProduction), mutationLog(app), translatedErrors()],
    // Over WebSocket there is no request here: onSubscribe builds the context from connectionParams.
    context: ({ request, ip }) => (request ? buildContext(app, { headers: request.headers, ip: ip ?? '' }) : ({} as Ctx)),
  });

  function attachWebSocket(server: Server) {
    const wss = new WebSocketServer({ server, path: '/graphql' });
    const disposable = useServer(
      {
        // The same envelop chain as HTTP (armor limits, context), per yoga's recipe.
        execute: (args: any) => args.rootValue.execute(args),
        subscribe: (args: any) => args.rootValue.subscribe(args),
        onSubscribe: async (wsCtx: any, _id, params) => {
          const { schema: s, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
            ...wsCtx,
            req: wsCtx.extra.request,
            socket: wsCtx.extra.socket,
            params,
          });
          const document = parse(params.query);
          const errors = validate(s, document);
          if (errors.length > 0) return errors;
          const ip = wsCtx.extra.request.socket.remoteAddress ?? '';
          const base = await contextFactory();
          const ctx = await buildContext(app, {
            headers: { get: (n: string) => (wsCtx.extra.request.headers[n.toLowerCase()] as string | undefined) ?? null },
            ip,
            connectionParams: (wsCtx.connectionParams ?? {}) as Record<string, unknown>,
          });
          return {
            schema: s,
            operationName: params.operationName,
            document,
            variableValues: params.variables,
            contextValue: { ...base, ...ctx },
            rootValue: { execute, subscribe },
          };
        },
      },
      wss,
    );
    return async () => {
      await disposable.dispose();
      wss.close();
    };
  }

  return { yoga, attachWebSocket };
}
