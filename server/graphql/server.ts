/**
 * graphql-yoga on /graphql with GraphiQL (its assets served from the
 * installed package under /graphiql/, graphiql.ts), and graphql-ws on the same path.
 * Both, and the REST layer, execute through one envelop chain (plugins.ts
 * and the unit of work), so every entry point gets the same limits, checks
 * and audit log.
 */
import type { IncomingMessage, Server } from 'node:http';
import { createYoga } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { ServerOptions } from 'graphql-ws';
import { sharedNext } from './shared-events.ts';
import { LiveSockets, type LiveArgs } from './live-sockets.ts';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { isDatabaseUnavailable } from '../kernel/errors.ts';
import { parseLang, translate } from '../kernel/i18n/messages.ts';
import type { Ctx } from '../kernel/context.ts';
import { buildContext, type AppServices } from '../auth/request.ts';
import { unitOfWorkPlugin } from '../audit/unit-of-work.ts';
import type { ReadLog } from '../audit/read-log.ts';
import { armorPlugin, authFirst, hostileInputGuard, introspectionGuard, maskError, translatedErrors } from './plugins.ts';
import { originAllowed } from '../http/security.ts';
import { GRAPHIQL_OPTIONS, renderGraphiQL } from './graphiql.ts';
import { callerOf, documentIdOf, persistedGate, persistedStore, resolveDocumentId, unknownDocumentError, withCaller } from './persisted.ts';
import type { Execute } from '../rest/handler.ts';
import { costGuard } from './cost-guard.ts';
import type { CostBudget } from '../http/cost-budget.ts';
import { compiledExecution } from './compiled.ts';
import { createDirectPost } from './direct-post.ts';
import { releaseRequestCaches } from './request-caches.ts';
import type { RequestScope } from '../kernel/request-context.ts';
import { documentErrorCodes } from './document-error-codes.ts';
import { graphqlMetrics, knownOperationNames, openSubscriptions } from '../ops/graphql-metrics.ts';
import { registerSubscriptions } from '../kernel/metrics.ts';
import type { ReadRouting } from '../db/read-routing.ts';
import { readReplicaPlugin } from './read-replica.ts';

export { armorPlugin, introspectionGuard };

/** The envelop chain's execute and subscribe, handed to graphql-ws as the operation's root value (yoga's recipe). */
interface EnvelopedRoot {
  execute: NonNullable<ServerOptions['execute']>;
  subscribe: NonNullable<ServerOptions['subscribe']>;
}

export function createGraphqlServer(app: AppServices & { readLog: ReadLog; budget?: CostBudget | null; readRouting?: ReadRouting | null }, schema: GraphQLSchema) {
  // The client's persisted operations (persisted.ts): ids always run; other texts in production only for GraphiQL users.
  const persisted = persistedStore();
  const isProduction = app.config.isProduction;
  const callerFor = async (request: Request) => callerOf(await buildContext(app, { headers: request.headers, ip: '' }));
  const yoga = createYoga<{ ip: string; requestScope?: RequestScope }>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: GRAPHIQL_OPTIONS,
    // Served from the installed package, not a CDN (graphiql.ts).
    renderGraphiQL,
    landingPage: false,
    maskedErrors: { maskError, isDev: false },
    // Browsers may read answers from this origin and from CORS_ORIGINS only; nothing is reflected.
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || !app.config.corsOrigins.includes(origin)) return false;
      return { origin: [origin], credentials: true, methods: ['GET', 'POST'], allowedHeaders: ['content-type', 'authorization', 'language', 'selectareaid'] };
    },
    // Execute wrappers nest in reverse: the unit of work runs outermost (logging every refusal), then
    // the authentication check, then the cost check (cost-guard.ts), then the input check, then execution itself — compiled for the
    // documents known in advance (compiled.ts, first so that every later refusal replaces it). With DATABASE_READ_URL the
    // replica's routing wraps them all (read-replica.ts): a query runs on the replica, a mutation's write is noted after its commit.
    plugins: [persistedGate(persisted, isProduction, callerFor), compiledExecution(), armorPlugin(app.config.queryLimits), introspectionGuard(app.config.isProduction), hostileInputGuard(), costGuard(app.config.queryLimits, app.budget ?? null), authFirst(), unitOfWorkPlugin(app.readLog), ...(app.readRouting ? [readReplicaPlugin(app.readRouting)] : []), translatedErrors(), releaseRequestCaches(), graphqlMetrics(knownOperationNames(persisted.texts)), documentErrorCodes()],
    // Over WebSocket there is no request here: onSubscribe builds the context from connectionParams.
    context: ({ request, ip, requestScope }) => (request ? contextOrUnavailable(app, request.headers, ip ?? '', requestScope) : ({} as Ctx)),
  });

  /** The enveloped execute of the chain, for the REST layer. */
  const execute = (): Execute => yoga.getEnveloped({}).execute as Execute;

  function attachWebSocket(server: Server) {
    const wss = new WebSocketServer({
      server,
      path: '/graphql',
      // Browsers send Origin on WebSocket handshakes; other origins than ours and CORS_ORIGINS are refused.
      verifyClient: ({ origin, req }: { origin: string; req: IncomingMessage }) => originAllowed(app.config, origin, req.headers.host),
    });
    // Subscriptions end when their viewer no longer holds (live-sockets.ts).
    const live = new LiveSockets(app.auth);
    // Open subscriptions, for the metrics (ops/graphql-metrics.ts).
    const subscriptions = openSubscriptions();
    const unregister = registerSubscriptions(() => subscriptions.count);
    const disposable = useServer(
      {
        // The same envelop chain as HTTP (armor limits, context), per yoga's recipe.
        execute: (args) => (args.rootValue as EnvelopedRoot).execute(args),
        subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args),
        // Events sent unchanged to many subscribers are serialised once (shared-events.ts).
        onNext: (wsCtx, _id, _payload, _args, result) => sharedNext(wsCtx.extra.socket, result),
        // A subscription with a viewer is watched: re-checked when sessions or rights change, ended at the token's expiry.
        onOperation: (wsCtx, id, _payload, args, result) => {
          const watched = live.watch(wsCtx.extra.socket, args as unknown as LiveArgs, result);
          subscriptions.opened(wsCtx, id, watched ?? result);
          return watched;
        },
        onComplete: (wsCtx, id) => subscriptions.ended(wsCtx, id),
        onSubscribe: async (wsCtx, _id, params) => {
          // Read before the viewer is resolved: a change of rights meanwhile is checked again at once.
          const epoch = live.now;
          const ip = (wsCtx.extra.request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
          const ctx = await buildContext(app, {
            headers: { get: (n: string) => (wsCtx.extra.request.headers[n.toLowerCase()] as string | undefined) ?? null },
            ip,
            connectionParams: (wsCtx.connectionParams ?? {}) as Record<string, unknown>,
          });
          // The caller goes on the envelop context: the persisted gate (persisted.ts) decides when the text is parsed.
          const { schema: s, execute: exec, subscribe, contextFactory, parse, validate } = yoga.getEnveloped(
            withCaller({ ...wsCtx, req: wsCtx.extra.request, socket: wsCtx.extra.socket, params }, callerOf(ctx)),
          );
          // Persisted operations as over HTTP: the id travels in extensions (graphql-ws requires a query string).
          const resolved = resolveDocumentId(persisted, documentIdOf(params));
          if (resolved && 'unknown' in resolved) return [unknownDocumentError(ctx.lang, resolved.unknown)];
          let document;
          try {
            document = parse(resolved ? resolved.text : params.query);
          } catch (err) {
            if (err instanceof GraphQLError) return [err];
            throw err;
          }
          const errors = validate(s, document);
          if (errors.length > 0) return errors;
          const base = await contextFactory();
          return live.stamp(
            {
              schema: s,
              operationName: params.operationName,
              document,
              variableValues: params.variables,
              contextValue: Object.assign(base, ctx),
              rootValue: { execute: exec, subscribe },
            },
            epoch,
          );
        },
      },
      wss,
    );
    return async () => {
      unregister();
      live.close();
      await disposable.dispose();
      wss.close();
    };
  }

  /** The common JSON POST answered without yoga's HTTP layer, or handed back (direct-post.ts). */
  const directPost = createDirectPost({ app, config: app.config, persisted, getEnveloped: (context) => yoga.getEnveloped(context) as never, fetchAPI: yoga.fetchAPI as never });

  return { yoga, execute, attachWebSocket, directPost };
}

/** The request's context; when the database is away (the session lookup failed), a translated 503 instead of "Unexpected error.". */
async function contextOrUnavailable(app: AppServices, headers: Headers, ip: string, scope: RequestScope | undefined): Promise<Ctx> {
  try {
    return await buildContext(app, { headers, ip, scope });
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    throw new GraphQLError(translate(parseLang(headers.get('language')), 'server.databaseUnavailable'), { extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } } });
  }
}
