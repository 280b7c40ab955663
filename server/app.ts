/**
 * Assembles the product: database (embedded or PostgreSQL), migrations, seed,
 * auth, the GraphQL schema, the /admin REST layer and the HTTP/WebSocket server.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './kernel/config.ts';
import { createAdapterFactory, type AdapterHandle } from './db/adapter.ts';
import { createPrisma, type Db } from './db/client.ts';
import { bindReads } from './read/index.ts';
import { deployMigrations } from './db/migrate.ts';
import { ctypeIgnoresCjk, ensureKeywordIndexes } from './crud/keyword-indexes.ts';
import { ensureNoticeTemplateTranslations, seedIfEmpty } from './seed/base.ts';
import { seedDemo } from './seed/demo/index.ts';
import { AuthService, loadJwtSecret } from './auth/service.ts';
import { schema } from './schema.ts';
import { createRestHandler } from './rest/handler.ts';
import { createOwnerBallot } from './owner-web/owner-ballot.ts';
import { createAdmission, embeddedConcurrency } from './http/admission.ts';
import type { RouteDef } from './rest/routes.ts';
import { isJsonPost, preReadJsonBody, sendBodyError } from './graphql/json-body.ts';
import { createGraphqlServer } from './graphql/server.ts';
import { GRAPHIQL_PREFIX, serveGraphiqlAsset } from './graphql/graphiql.ts';
import { TaskScheduler } from './tasks/scheduler.ts';
import { ensureSystemTasks } from './tasks/builtin.ts';
import { serveClient } from './static.ts';
import { applySecurityHeaders, configureSecurity } from './http/security.ts';
import { createReadLog } from './audit/read-log.ts';
import { createStorage } from './files/storage.ts';
import { FilesService } from './files/service.ts';
import { closeOutbound, outboundOf } from './http/outbound.ts';
import { handleGraphqlMultipart } from './graphql/multipart.ts';
import { pubsub, type EventTransport } from './realtime/pubsub.ts';
import { PgEventTransport } from './realtime/pg-events.ts';
import { RedisEventTransport, eventsChannel } from './realtime/redis-events.ts';
import { createCostBudget, OWNER_API_COST, postgresBudgetStore, sendRateLimited } from './http/cost-budget.ts';
import { createOpsEndpoints } from './ops/endpoints.ts';
import { observeRequests } from './ops/requests.ts';
import { logRequestError, requestScopeOf } from './kernel/request-context.ts';
import { createLogger, logRequestErrors } from './ops/log.ts';
import type { DestinationStream } from 'pino';
import { watchDatabase } from './ops/database-metrics.ts';
import { createReadRouting } from './db/read-routing.ts';
import { databaseTarget } from './db/hosts.ts';
import { createHash } from 'node:crypto';

export interface AppOptions {
  /** Use a throw-away in-memory embedded database (tests). */
  memoryDb?: boolean;
  /** With `memoryDb`: start it from this PGlite data directory dump instead of an empty database (db/adapter.ts AdapterOptions.memorySnapshot; tests). */
  memorySnapshot?: string;
  /** Skip the demo seed (tests that want an empty database seed it themselves). */
  seed?: boolean;
  /** Where the server log's lines go (tests read them); stdout otherwise (ops/log.ts). */
  log?: DestinationStream;
  /**
   * The database is already migrated and seeded (a cluster worker: the
   * primary did it once before forking, see server/start.ts).
   */
  prepared?: boolean;
}

export interface App {
  server: Server;
  /** Every /admin route (for tests and tools that enumerate them). */
  routes: RouteDef[];
  db: Db;
  config: Config;
  kind: AdapterHandle['kind'];
  /** The SQL statements the server runs, for tests that count them. */
  statements: AdapterHandle['statements'];
  /** The embedded database's autovacuum (db/embedded-maintenance.ts); absent on PostgreSQL, which has its own. */
  maintenance?: AdapterHandle['maintenance'];
  seeded: boolean;
  files: FilesService;
  /** The task scheduler (its `state` is part of /readyz). */
  tasks: TaskScheduler;
  /** The envelop chain every GraphQL transport runs through (for tests that act as a transport of their own). */
  enveloped(context: object): ReturnType<ReturnType<typeof createGraphqlServer>['yoga']['getEnveloped']>;
  listen(port?: number, host?: string): Promise<string>;
  /**
   * Stops serving: no new connections, WebSockets closed with 1001 (going
   * away), requests in flight finish (up to `drainMs`, default 10 s, then
   * their connections are cut), the task scheduler stops, buffered log entries
   * are written, and the database closes.
   */
  close(opts?: { drainMs?: number }): Promise<void>;
}

/**
 * Migrations, the JWT secret, the seed of an empty database (with the demo
 * community after it when config.seedDemo: SEED_DEMO) and the system tasks:
 * what a start does once.
 */
export async function prepareDatabase(db: Db, handle: AdapterHandle, config: Config, options: Pick<AppOptions, 'seed'> = {}): Promise<{ secret: string; seeded: boolean }> {
  await deployMigrations(handle.factory, { log: () => {} });
  // The trigram indexes of the declared text searches follow the declarations, not the migrations.
  const kw = await ensureKeywordIndexes(db);
  if (kw.unavailable) console.warn(`Text search runs without trigram indexes: pg_trgm could not be installed (${kw.unavailable}); see docs/keyword-search.md`);
  else if (ctypeIgnoresCjk(kw.ctype) && ['info', 'debug', 'trace'].includes(config.logLevel)) {
    console.log(`The database's LC_CTYPE is ${kw.ctype}: Chinese keywords are searched without the trigram indexes (docs/keyword-search.md)`);
  }
  const secret = await loadJwtSecret(db, config);
  const seeded = options.seed === false ? false : await seedIfEmpty(db, config);
  if (seeded && config.seedDemo) {
    const demo = await seedDemo(db, config, secret);
    if (demo && ['info', 'debug', 'trace'].includes(config.logLevel)) console.log(`Demo community written in ${(demo.ms / 1000).toFixed(1)} s (SEED_DEMO=0 leaves it out; docs/demo-data.md)`);
  }
  await ensureSystemTasks(db);
  // An older database's seeded notice templates get their zh-tw and en text.
  await ensureNoticeTemplateTranslations(db);
  return { secret, seeded };
}

async function prepare(db: Db, handle: AdapterHandle, config: Config, options: AppOptions) {
  const { secret, seeded } = options.prepared ? { secret: await loadJwtSecret(db, config), seeded: false } : await prepareDatabase(db, handle, config, options);
  const auth = new AuthService(db, config, secret);
  // Every outbound call of this server (S3 endpoints, webhooks, the AI endpoint) goes through this configuration's guard.
  const outbound = outboundOf(config);
  const files = new FilesService(createStorage(config.storage, config.dataDir, outbound), secret, db, outbound);
  const tasks = new TaskScheduler(db, config, auth, files);
  const services = { db, config, auth, files, tasks };
  return { services, seeded, secret };
}

/**
 * The client's address: the socket's, unless TRUST_PROXY says how many of our
 * own proxies append to X-Forwarded-For — then the address the outermost of
 * them saw (what clients write into the header themselves is never trusted).
 */
export function clientIp(req: IncomingMessage, trustProxy: number): string {
  const socket = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  if (trustProxy <= 0) return socket;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : header ?? '').split(',').map((h) => h.trim()).filter(Boolean);
  return (hops[hops.length - trustProxy] ?? socket).replace(/^::ffff:/, '').slice(0, 50);
}

export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const { handle, db, prepared } = await openDatabase(config, options);
  const { services, seeded } = prepared;
  // DATABASE_READ_URL: query operations read from the replica (db/read-routing.ts, docs/read-replica.md).
  const replica = await openReplica(config).catch(async (err) => {
    services.auth.close();
    await closeDatabase(db, handle);
    throw err;
  });
  // Owners voting from their phones (docs/owner-voting.md): outside the staff session.
  const ownerBallot = createOwnerBallot(services, prepared.secret);
  const { events, detachEvents } = await connectEvents(config, handle, async () => {
    await replica?.close();
    services.auth.close();
    await closeDatabase(db, handle);
  });
  configureSecurity(config);
  const readLog = createReadLog(db);
  // The budgets of cost per account and per address (http/cost-budget.ts): shared through PostgreSQL by its processes.
  const budget = createCostBudget(config.costBudget, handle.kind === 'postgres' && config.databaseUrl ? postgresBudgetStore(config.databaseUrl) : undefined);
  const graphql = createGraphqlServer({ ...services, readLog, budget, readRouting: replica?.routing ?? null }, schema);
  const rest = createRestHandler({ ...services, readLog }, schema, graphql.execute);
  if (rest.problems.length) {
    await budget.close();
    detachEvents();
    await events?.close();
    await replica?.close();
    services.auth.close();
    await closeDatabase(db, handle);
    throw new Error(`REST operations do not match the schema:\n${rest.problems.join('\n')}`);
  }

  // Requests in flight, so a shutdown can wait for them (close() below).
  const inFlight = createInFlight();
  // The embedded database runs one statement at a time: its data requests are admitted a few at a time,
  // first come first served (http/admission.ts); uploads stream to disk first and are not held back.
  const admission = handle.kind === 'pglite' ? createAdmission(embeddedConcurrency()) : null;
  // /healthz, /readyz (ops/endpoints.ts): answered before every other route.
  const ops = createOpsEndpoints({ db, scheduler: () => services.tasks.state, redis: config.redisUrl ? () => !!events?.connected : undefined, draining: () => inFlight.closing, metricsToken: config.metricsToken });
  const gated: Gate = (req, res, run) =>
    admission && !(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/') ? admission.admit(res, run) : run();
  // The database's pool (or admission gate) and statement times in the metrics, until close (ops/database-metrics.ts).
  const unwatchDatabase = watchDatabase(handle, admission);
  // Every request gets its id, its scope, its metrics and its line in the log (ops/requests.ts, ops/log.ts).
  const logger = createLogger(config, options.log);
  logRequestErrors(logger, config.logFormat);
  const listener = requestListener({ config, services, ops, rest, ownerBallot, budget, graphql, gated, inFlight });
  const server = createServer(observeRequests(logger, (req) => clientIp(req, config.trustProxy), listener));
  const closeWs = graphql.attachWebSocket(server);
  services.tasks.start();

  return {
    server,
    routes: rest.routes,
    db,
    config,
    kind: handle.kind,
    statements: handle.statements,
    maintenance: handle.maintenance,
    seeded,
    files: services.files,
    tasks: services.tasks,
    enveloped: (context) => graphql.yoga.getEnveloped(context),
    listen: (port = config.port, host = config.host) => listen(server, port, host),
    async close({ drainMs = 10_000 } = {}) {
      inFlight.closing = true;
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await closeWs();
      await inFlight.drained(drainMs);
      server.closeAllConnections();
      await stopped;
      await services.tasks.stop();
      unwatchDatabase();
      detachEvents();
      await events?.close();
      services.auth.close();
      await budget.close();
      // The last read entries are written before the database closes.
      await readLog.close();
      await replica?.close();
      await db.$disconnect();
      await handle.close();
      await services.files.storage.close();
      await services.files.plugins.close();
      closeOutbound(config);
    },
  };
}

/** Closes the database of a start that failed: nothing is left open behind it. */
async function closeDatabase(db: Db, handle: AdapterHandle): Promise<void> {
  await db.$disconnect().catch(() => {});
  await handle.close().catch(() => {});
}

/**
 * The replica of DATABASE_READ_URL: its own Prisma client, its reads bound to the read path like the primary's, and
 * the routing that decides when it is read. Nothing connects before a read or the routing's first poll, so a replica
 * away at start delays nothing: it serves reads from its first successful poll on.
 */
async function openReplica(config: Config) {
  if (!config.databaseReadUrl || !config.databaseUrl) return null;
  try {
    databaseTarget(config.databaseReadUrl);
  } catch (err) {
    // db/hosts.ts names DATABASE_URL in its messages; this is the other one.
    throw new Error(String((err as Error).message).replace('DATABASE_URL', 'DATABASE_READ_URL'));
  }
  const handle = await createAdapterFactory({ databaseUrl: config.databaseReadUrl, dataDir: config.dataDir });
  const db = createPrisma(handle);
  bindReads(db, handle);
  // A session's write is announced to the other server processes (the event bus: LISTEN/NOTIFY or Redis), so their
  // reads of it wait for the replica too; `primary` keeps the writes of other databases in one process apart (tests).
  const primary = createHash('sha256').update(config.databaseUrl).digest('base64url').slice(0, 16);
  const routing = createReadRouting({
    primaryUrl: config.databaseUrl,
    replicaUrl: config.databaseReadUrl,
    replica: db,
    maxLagSeconds: config.databaseReadMaxLagSeconds,
    announce: (session, lsn) => pubsub.publish('replicaWrite', { primary, session, lsn: lsn.toString() }),
  });
  const untap = pubsub.tap((topic, args) => {
    if (topic !== 'replicaWrite') return;
    const event = args[0] as { primary?: unknown; session?: unknown; lsn?: unknown } | undefined;
    if (event?.primary === primary && typeof event.session === 'string' && typeof event.lsn === 'string' && /^\d{1,20}$/.test(event.lsn)) routing.noteWriteAt(event.session, BigInt(event.lsn));
  });
  return {
    routing,
    async close() {
      untap();
      await routing.close();
      await closeDatabase(db, handle);
    },
  };
}

/** The database and the services over it, prepared for serving (migrated and seeded unless `options.prepared`). */
async function openDatabase(config: Config, options: AppOptions) {
  const handle = await createAdapterFactory(config, { memory: options.memoryDb, memorySnapshot: options.memorySnapshot });
  const db = createPrisma(handle);
  // Reads of the root client may go straight to the driver (the read path: server/read/index.ts).
  bindReads(db, handle);
  try {
    return { handle, db, prepared: await prepare(db, handle, config, options) };
  } catch (err) {
    // A failed start leaves nothing open behind it.
    await closeDatabase(db, handle);
    throw err;
  }
}

/**
 * Subscription and session events reach the other server processes: through Redis pub/sub when
 * REDIS_URL is set (on either database; on the embedded one there is a single process, so it only
 * keeps the behaviour uniform), else on PostgreSQL through LISTEN/NOTIFY on the database itself.
 * When the connection fails, `closeEarlier` closes what the start opened before it.
 */
async function connectEvents(config: Config, handle: AdapterHandle, closeEarlier: () => Promise<void>) {
  let events: (EventTransport & { close(): Promise<void> }) | undefined;
  let detachEvents = () => {};
  if (config.redisUrl || (handle.kind === 'postgres' && config.databaseUrl)) {
    try {
      events = config.redisUrl
        ? await RedisEventTransport.connect(config.redisUrl, eventsChannel(config))
        : await PgEventTransport.connect(config.databaseUrl!);
    } catch (err) {
      await closeEarlier();
      throw err;
    }
    detachEvents = pubsub.attach(events);
  }
  return { events, detachEvents };
}

/** The requests being answered, so a shutdown can wait for them; `closing` once the shutdown began. */
interface InFlight {
  closing: boolean;
  /** Counts the request until its response closes. */
  enter(res: ServerResponse): void;
  /** Resolves when no request is in flight any more, or after `ms`. */
  drained(ms: number): Promise<void>;
}

function createInFlight(): InFlight {
  let count = 0;
  const waiting: (() => void)[] = [];
  return {
    closing: false,
    enter(res) {
      count++;
      res.once('close', () => {
        count--;
        if (count === 0) waiting.splice(0).forEach((f) => f());
      });
    },
    async drained(ms) {
      if (count === 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        timer.unref();
        waiting.push(() => (clearTimeout(timer), resolve()));
      });
    },
  };
}

/** Starts listening; answers the server's address. */
function listen(server: Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const addr = server.address() as AddressInfo;
      const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      resolve(`http://${shownHost}:${addr.port}`);
    });
  });
}

/** Runs a data request when the admission gate lets it in (at once on PostgreSQL and for uploads). */
type Gate = (req: IncomingMessage, res: ServerResponse, run: () => void) => void;

interface ListenerParts {
  config: Config;
  services: Awaited<ReturnType<typeof prepare>>['services'];
  ops: ReturnType<typeof createOpsEndpoints>;
  rest: ReturnType<typeof createRestHandler>;
  ownerBallot: ReturnType<typeof createOwnerBallot>;
  budget: ReturnType<typeof createCostBudget>;
  graphql: ReturnType<typeof createGraphqlServer>;
  gated: Gate;
  inFlight: InFlight;
}

/** A handler's failure: logged with its request, answered 500 unless an answer has begun. */
function failed(req: IncomingMessage, res: ServerResponse, label: string) {
  return (err: unknown) => {
    logRequestError(requestScopeOf(req), label, err);
    if (!res.headersSent) res.writeHead(500).end();
  };
}

/** The server's request listener: each path to its handler (ops, REST, the owner's ballot, GraphQL, GraphiQL, uploads, the client). */
function requestListener(parts: ListenerParts) {
  const { config, services, ops, rest, ownerBallot, budget, gated, inFlight } = parts;
  const revealPid = config.nodeEnv === 'test';
  return (req: IncomingMessage, res: ServerResponse) => {
    inFlight.enter(res);
    // While draining, answers tell keep-alive clients to open their next connection elsewhere.
    if (inFlight.closing) res.setHeader('connection', 'close');
    // Tests of several server processes tell which one answered.
    if (revealPid) res.setHeader('x-server-pid', process.pid);
    const url = req.url ?? '/';
    const ip = clientIp(req, config.trustProxy);
    if (ops.handle(req, res, url)) return;
    if (url.startsWith('/admin/')) {
      gated(req, res, () => rest.handle(req, res, ip).catch(failed(req, res, '[rest]')));
    } else if (url.startsWith('/vote/api/')) {
      // Owners have no account: their calls spend from their address's budget.
      const wait = budget.spend(`address:${ip}`, 'address', OWNER_API_COST);
      if (wait > 0) return sendRateLimited(res, req.headers.language, wait);
      gated(req, res, () => ownerBallot.handle(req, res, ip).catch(failed(req, res, '[owner-ballot]')));
    } else if (url === '/graphql' || url.startsWith('/graphql?')) {
      serveGraphql(parts, req, res, ip);
    } else if (url.startsWith(GRAPHIQL_PREFIX)) {
      serveGraphiqlAsset(req, res).catch(failed(req, res, '[graphiql]'));
    } else if (url.startsWith('/upload/')) {
      applySecurityHeaders(res, 'file');
      services.files.serve(req, res).catch(failed(req, res, '[files]'));
    } else {
      // The owner's ballot page (/vote, /vote/…) is the same client bundle under a stricter policy.
      applySecurityHeaders(res, /^\/vote(\/|$|\?|#)/.test(url) ? 'owner' : 'client');
      serveClient(req, res);
    }
  };
}

/** /graphql: GraphiQL, multipart uploads, JSON posts (answered directly when they can be) and whatever else yoga answers. */
function serveGraphql({ services, graphql, gated }: ListenerParts, req: IncomingMessage, res: ServerResponse, ip: string): void {
  const { yoga, directPost } = graphql;
  // GraphiQL is a page; every other answer of /graphql is data.
  applySecurityHeaders(res, req.method === 'GET' && (req.headers.accept ?? '').includes('text/html') ? 'graphiql' : 'api');
  // File uploads (GraphQL multipart requests) are streamed to disk by graphql/multipart.ts, not buffered by yoga.
  if (req.method === 'POST' && (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')) {
    handleGraphqlMultipart(services, (context) => yoga.getEnveloped(context), req, res, ip).catch(failed(req, res, '[graphql] multipart'));
  } else if (isJsonPost(req)) {
    // Read and parsed here, bounded (json-body.ts); calling the yoga adapter as a request listener writes the answer to res.
    gated(req, res, () =>
      preReadJsonBody(req).then(
        // The common query or mutation is answered directly (direct-post.ts); whatever it hands back, yoga answers.
        () =>
          directPost(req, res, ip, (req as IncomingMessage & { body?: unknown }).body).then(
            (answered) => (answered ? undefined : yoga(req, res, { ip, requestScope: requestScopeOf(req) })),
            failed(req, res, '[graphql]'),
          ),
        (err) => sendBodyError(req, res, err),
      ),
    );
  } else {
    void yoga(req, res, { ip, requestScope: requestScopeOf(req) });
  }
}
