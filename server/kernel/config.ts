// Environment, parsed and validated once. `config` is the process-wide frozen
// instance; tests build their own with `loadConfig({ ...overrides })`.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { literalRefusal, parseAllowList, type AllowEntry } from './outbound-address.ts';

/** The project's directory (server/kernel/../..). */
const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Real PostgreSQL; when undefined the embedded PGlite database under dataDir is used. */
  readonly databaseUrl: string | undefined;
  /**
   * DATABASE_READ_URL: a streaming replica of DATABASE_URL that GraphQL queries (and so the REST list pages) read
   * from, with read-your-writes and failback to the primary (db/read-routing.ts, docs/read-replica.md). Undefined:
   * every statement goes to DATABASE_URL. Refused without DATABASE_URL (the embedded database has no replica).
   */
  readonly databaseReadUrl: string | undefined;
  /**
   * DATABASE_READ_MAX_LAG: seconds of replay lag past which reads leave the replica for the primary until it
   * catches up; 0: no bound (docs/read-replica.md "Lag").
   */
  readonly databaseReadMaxLagSeconds: number;
  /** Absolute path. */
  readonly dataDir: string;
  readonly jwtSecret: string | undefined;
  readonly adminPassword: string | undefined;
  /** Fixed captcha answer for tests; refused in production. */
  readonly captchaTestCode: string | undefined;
  readonly nodeEnv: string;
  readonly isProduction: boolean;
  readonly tokenExpireSeconds: number;
  readonly refreshExpireSeconds: number;
  readonly logLevel: LogLevel;
  /** LOG_FORMAT: `json` writes one JSON object per line (pino) for a log collector; `text` (default) readable lines. */
  readonly logFormat: 'json' | 'text';
  /**
   * METRICS_TOKEN: `GET /metrics` is served only when set, and only to `Authorization: Bearer <token>`
   * (server/ops/metrics-http.ts). Undefined: /metrics is an unknown address.
   */
  readonly metricsToken: string | undefined;
  /** Origins (scheme://host[:port]) allowed to call the API from a browser; empty = same origin only. */
  readonly corsOrigins: readonly string[];
  /** CSP frame-ancestors: who may show our pages in a frame. */
  readonly frameAncestors: string;
  /** How many reverse proxies in front of the server append to X-Forwarded-For (0: the socket's address is the client's). */
  readonly trustProxy: number;
  /**
   * PUBLIC_URL: the address the site is reached at (https://admin.example.org,
   * or with a path behind a proxy: https://example.org/api), without a
   * trailing slash. Uploads answer absolute URLs on it; unset, on the
   * request's forwarded (else own) host and scheme (http/public-url.ts).
   */
  readonly publicUrl: string | undefined;
  /** Where uploaded files are kept: the local disk under dataDir/upload, or an S3-compatible bucket. */
  readonly storage: StorageConfig;
  /** Whether this process claims and runs due scheduled tasks (run-once calls run anyway). */
  readonly taskScheduler: boolean;
  /** Lease of a task run: renewed every third of it while the run goes on; a crashed run's lease lapses after it. */
  readonly taskLeaseMs: number;
  /**
   * Server processes behind the one port (server/start.ts forks them with
   * node:cluster when more than 1). Default: the number of cores on
   * PostgreSQL, 1 on the embedded database (which only one process may open).
   */
  readonly workers: number;
  /**
   * The project directory the code generator (base/coding createCode) writes
   * into: CODING_ROOT, else the project itself in development; undefined
   * otherwise. Never used in production (createCode is refused there).
   */
  readonly codingRoot: string | undefined;
  /**
   * REDIS_URL (redis:// or rediss://, password allowed — never logged): when
   * set, events between server processes (subscriptions, session revocations,
   * viewer-cache drops) go through Redis pub/sub (realtime/redis-events.ts)
   * instead of PostgreSQL LISTEN/NOTIFY. Undefined: LISTEN/NOTIFY on
   * PostgreSQL, nothing on the embedded database (one process).
   */
  readonly redisUrl: string | undefined;
  /**
   * EMBEDDED_MAINTENANCE_MS: how often the embedded database's autovacuum
   * looks for tables to analyze or vacuum (db/embedded-maintenance.ts);
   * default 60 s, 0 turns it off. PostgreSQL has its own autovacuum.
   */
  readonly embeddedMaintenanceMs: number;
  /**
   * REDIS_EVENTS_KEY: names the Redis channel (`cga:events:<key>`) shared by
   * the processes of one installation. Undefined: derived from the database
   * (see realtime/redis-events.ts eventsChannel).
   */
  readonly redisEventsKey: string | undefined;
  /** The OpenAI-compatible chat endpoint of the AI coding helper (AI_BASE_URL, AI_API_KEY, AI_MODEL); undefined when not configured. */
  readonly ai: AiConfig | undefined;
  /**
   * OUTBOUND_ALLOW_HOSTS: destinations of outbound calls (webhooks, S3
   * endpoints, the AI endpoint) the administrator allows although they are
   * internal (loopback, private, link-local…): `host`, `host:port`,
   * `[ipv6]:port` or an address range `10.0.0.0/8` (server/http/outbound.ts).
   */
  readonly outboundAllow: readonly AllowEntry[];
  /**
   * SEED_DEMO: whether the first start on an empty database also writes the
   * demo community (server/seed/demo, docs/demo-data.md). Default: on in
   * development, off in production and in tests (NODE_ENV=production|test);
   * SEED_DEMO=1 asks for it anywhere, SEED_DEMO=0 refuses it.
   */
  readonly seedDemo: boolean;
  /** What one GraphQL operation may ask for (docs/security.md "Query limits"): graphql/cost.ts and graphql-armor. */
  readonly queryLimits: QueryLimits;
  /** Cost per minute an account, or an address without one, may spend (docs/security.md "Query limits"; 0: no budget). */
  readonly costBudget: CostBudgetConfig;
  /**
   * KEYWORD_TOTAL_EXACT_UP_TO: a list page searched by text (keyWord, a like filter) counts its matches up to this
   * many; past it the total is the planner's estimate, marked as such (crud/page-total.ts, docs/keyword-search.md
   * "Totals of a text search").
   */
  readonly keywordTotalExactUpTo: number;
}

export interface QueryLimits {
  /** QUERY_MAX_COST: the largest estimated cost (fields × the lists above them) of one operation. */
  readonly maxCost: number;
  /** QUERY_MAX_ROWS: the most entity rows one operation may be estimated to read, and its relations may read while it runs. */
  readonly maxRows: number;
  /** QUERY_MAX_DEPTH, QUERY_MAX_ALIASES, QUERY_MAX_TOKENS: graphql-armor's limits of a document. */
  readonly maxDepth: number;
  readonly maxAliases: number;
  readonly maxTokens: number;
}

export interface CostBudgetConfig {
  /** COST_BUDGET_PER_MINUTE: estimated cost per minute of one signed-in account (0: no budget). */
  readonly perAccount: number;
  /** COST_BUDGET_ADDRESS_PER_MINUTE: the same for one address, for requests without an account (login, captcha, open routes, the owners' /vote/api). */
  readonly perAddress: number;
}

/**
 * The defaults of the budgets: far above what one client of the product
 * spends (a user page of 20 rows costs about 500; the benchmark machine
 * serves about 2,000 of them a second, 60,000,000 a minute), so the web client, the
 * legacy client, the tests and the benchmarks never meet them. They bound a
 * script spending the largest requests the limits allow without a pause
 * (QUERY_MAX_COST each: 480 a minute per account, 30 per address);
 * installations lower them to what their users need.
 */
export const DEFAULT_COST_BUDGET: CostBudgetConfig = Object.freeze({ perAccount: 240_000_000, perAddress: 15_000_000 });

/** The default of KEYWORD_TOTAL_EXACT_UP_TO: a page of a text search counts at most this many rows (+1) exactly. */
export const DEFAULT_KEYWORD_TOTAL_EXACT_UP_TO = 200;

/** The defaults of QueryLimits (tests build the armor plugin without a configuration). */
export const DEFAULT_QUERY_LIMITS: QueryLimits = Object.freeze({ maxCost: 500_000, maxRows: 50_000, maxDepth: 12, maxAliases: 30, maxTokens: 10_000 });

export interface AiConfig {
  /** e.g. https://api.openai.com/v1 ; the helper POSTs to <baseUrl>/chat/completions. */
  readonly baseUrl: string;
  /** Sent as a Bearer token; never logged nor sent to browsers. */
  readonly apiKey: string | undefined;
  readonly model: string;
}

export type StorageConfig =
  | { readonly kind: 'local' }
  | {
      readonly kind: 's3';
      readonly bucket: string;
      readonly region: string;
      /** http(s)://host:port of an S3-compatible server; unset = AWS. */
      readonly endpoint: string | undefined;
      readonly accessKeyId: string | undefined;
      readonly secretAccessKey: string | undefined;
      /** Bucket in the path (http://host/bucket/key), as most S3-compatible servers want. */
      readonly forcePathStyle: boolean;
      /** Prefix of every object key (e.g. 'community-admin/'). */
      readonly prefix: string;
    };

type Env = Record<string, string | undefined>;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function str(env: Env, name: string): string | undefined {
  const v = env[name];
  if (v === undefined) return undefined;
  const t = v.trim();
  return t === '' ? undefined : t;
}

function int(env: Env, name: string, def: number, min: number, max: number): number {
  const v = str(env, name);
  if (v === undefined) return def;
  if (!/^\d+$/.test(v)) throw new Error(`Invalid ${name}: expected an integer, got "${v}"`);
  const n = Number(v);
  if (n < min || n > max) throw new Error(`Invalid ${name}: ${n} is outside ${min}..${max}`);
  return n;
}

function corsOrigins(env: Env): string[] {
  const raw = str(env, 'CORS_ORIGINS');
  if (!raw) return [];
  return raw.split(',').map((o) => o.trim()).filter(Boolean).map((o) => {
    let u: URL;
    try {
      u = new URL(o);
    } catch {
      throw new Error(`Invalid CORS_ORIGINS entry "${o}": expected scheme://host[:port]`);
    }
    if (!/^https?:$/.test(u.protocol) || u.pathname !== '/' || u.search || u.hash) throw new Error(`Invalid CORS_ORIGINS entry "${o}": expected scheme://host[:port]`);
    return u.origin;
  });
}

function frameAncestors(env: Env): string {
  const raw = str(env, 'FRAME_ANCESTORS') ?? "'self'";
  // Sources only: no directive separators can be smuggled into the header.
  if (/[;,\r\n]/.test(raw)) throw new Error('Invalid FRAME_ANCESTORS: a space-separated CSP source list');
  return raw;
}

/**
 * An endpoint the server will call, checked as far as it can be without DNS
 * (scheme, an internal address or name written in it); the rest is checked
 * at every call (server/http/outbound.ts).
 */
function checkEndpoint(name: string, url: string, allow: readonly AllowEntry[]): void {
  const refused = literalRefusal(url, allow);
  if (refused) throw new Error(`Invalid ${name}: ${refused.message}`);
}

function storage(env: Env, allow: readonly AllowEntry[]): StorageConfig {
  const kind = (str(env, 'STORAGE') ?? 'local').toLowerCase();
  if (kind === 'local') return Object.freeze({ kind: 'local' as const });
  if (kind !== 's3') throw new Error(`Invalid STORAGE: "${kind}" (expected local or s3)`);
  const bucket = str(env, 'S3_BUCKET');
  if (!bucket) throw new Error('STORAGE=s3 needs S3_BUCKET');
  const endpoint = str(env, 'S3_ENDPOINT');
  if (endpoint !== undefined && !/^https?:\/\//.test(endpoint)) throw new Error('Invalid S3_ENDPOINT: expected http(s)://host[:port]');
  if (endpoint !== undefined) checkEndpoint('S3_ENDPOINT', endpoint, allow);
  const pathStyle = str(env, 'S3_FORCE_PATH_STYLE');
  const prefix = str(env, 'S3_PREFIX') ?? '';
  if (/(^|\/)\.\.?(\/|$)|^\//.test(prefix)) throw new Error('Invalid S3_PREFIX');
  return Object.freeze({
    kind: 's3' as const,
    bucket,
    region: str(env, 'S3_REGION') ?? 'us-east-1',
    endpoint,
    accessKeyId: str(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: str(env, 'S3_SECRET_ACCESS_KEY'),
    forcePathStyle: pathStyle === undefined ? endpoint !== undefined : pathStyle === 'true' || pathStyle === '1',
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  });
}

function taskScheduler(env: Env): boolean {
  const raw = (str(env, 'TASK_SCHEDULER') ?? 'on').toLowerCase();
  if (raw !== 'on' && raw !== 'off') throw new Error(`Invalid TASK_SCHEDULER: "${raw}" (expected on or off)`);
  return raw === 'on';
}

function workers(env: Env, databaseUrl: string | undefined): number {
  const n = int(env, 'WORKERS', databaseUrl ? Math.min(os.availableParallelism(), 64) : 1, 1, 64);
  if (n > 1 && !databaseUrl) {
    throw new Error(`WORKERS=${n} needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process and cannot be shared. Set DATABASE_URL, or WORKERS=1.`);
  }
  return n;
}

function seedDemo(env: Env, nodeEnv: string): boolean {
  const raw = str(env, 'SEED_DEMO');
  if (raw === undefined) return nodeEnv !== 'production' && nodeEnv !== 'test';
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new Error(`Invalid SEED_DEMO: "${raw}" (expected 1 or 0)`);
}

function redisUrl(env: Env): string | undefined {
  const raw = str(env, 'REDIS_URL');
  if (raw === undefined) return undefined;
  // The messages never repeat the value: it may hold a password.
  if (!/^rediss?:\/\//i.test(raw)) throw new Error('Invalid REDIS_URL: expected redis://[[user]:password@]host[:port][/db] or rediss://… (TLS)');
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new Error('Invalid REDIS_URL: not a URL (expected redis://[[user]:password@]host[:port][/db])');
  }
  if (!u.hostname) throw new Error('Invalid REDIS_URL: no host');
  if (!/^\/?\d*$/.test(u.pathname)) throw new Error('Invalid REDIS_URL: the path must be a database number (redis://host:6379/0)');
  return raw;
}

function redisEventsKey(env: Env): string | undefined {
  const key = str(env, 'REDIS_EVENTS_KEY');
  if (key !== undefined && !/^[\x21-\x7e]{1,200}$/.test(key)) throw new Error('Invalid REDIS_EVENTS_KEY: 1 to 200 printable ASCII characters without spaces');
  return key;
}

function ai(env: Env, allow: readonly AllowEntry[]): AiConfig | undefined {
  const baseUrl = str(env, 'AI_BASE_URL');
  const model = str(env, 'AI_MODEL');
  if (baseUrl === undefined && model === undefined) return undefined;
  if (baseUrl === undefined || !/^https?:\/\/[^\s]+$/.test(baseUrl)) throw new Error('Invalid AI_BASE_URL: expected http(s)://host[:port]/path of an OpenAI-compatible API (e.g. https://api.openai.com/v1)');
  if (model === undefined) throw new Error('AI_BASE_URL needs AI_MODEL (the chat model name)');
  checkEndpoint('AI_BASE_URL', baseUrl, allow);
  return Object.freeze({ baseUrl: baseUrl.replace(/\/+$/, ''), apiKey: str(env, 'AI_API_KEY'), model });
}

export function loadConfig(env: Env = process.env): Readonly<Config> {
  const nodeEnv = str(env, 'NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';

  const databaseUrl = str(env, 'DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('Invalid DATABASE_URL: must start with postgres:// or postgresql://');
  }

  const databaseReadUrl = readUrl(env, databaseUrl);

  const captchaTestCode = str(env, 'CAPTCHA_TEST_CODE');
  if (captchaTestCode !== undefined && isProduction) {
    throw new Error('CAPTCHA_TEST_CODE must not be set when NODE_ENV=production');
  }

  const outboundAllow = Object.freeze(parseAllowList(str(env, 'OUTBOUND_ALLOW_HOSTS')));

  const logLevel = (str(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'info')).toLowerCase();
  if (!LOG_LEVELS.includes(logLevel as LogLevel)) {
    throw new Error(`Invalid LOG_LEVEL: "${logLevel}" (expected one of ${LOG_LEVELS.join(', ')})`);
  }

  const logFormat = (str(env, 'LOG_FORMAT') ?? 'text').toLowerCase();
  if (logFormat !== 'json' && logFormat !== 'text') throw new Error(`Invalid LOG_FORMAT: "${logFormat}" (expected json or text)`);

  return Object.freeze({
    port: int(env, 'PORT', 8001, 0, 65535),
    host: str(env, 'HOST') ?? '0.0.0.0',
    databaseUrl,
    databaseReadUrl,
    databaseReadMaxLagSeconds: int(env, 'DATABASE_READ_MAX_LAG', 30, 0, 86_400),
    dataDir: path.resolve(str(env, 'DATA_DIR') ?? './data'),
    jwtSecret: str(env, 'JWT_SECRET'),
    adminPassword: str(env, 'ADMIN_PASSWORD'),
    captchaTestCode,
    nodeEnv,
    isProduction,
    tokenExpireSeconds: int(env, 'TOKEN_EXPIRE', 7200, 1, 10 * 365 * 86400),
    refreshExpireSeconds: int(env, 'REFRESH_TOKEN_EXPIRE', 1296000, 1, 10 * 365 * 86400),
    logLevel: logLevel as LogLevel,
    logFormat: logFormat as 'json' | 'text',
    metricsToken: metricsToken(env),
    corsOrigins: Object.freeze(corsOrigins(env)),
    frameAncestors: frameAncestors(env),
    trustProxy: int(env, 'TRUST_PROXY', 0, 0, 10),
    publicUrl: publicUrl(env),
    storage: storage(env, outboundAllow),
    taskScheduler: taskScheduler(env),
    taskLeaseMs: int(env, 'TASK_LEASE_MS', 60_000, 500, 3_600_000),
    workers: workers(env, databaseUrl),
    codingRoot: str(env, 'CODING_ROOT') !== undefined ? path.resolve(str(env, 'CODING_ROOT')!) : nodeEnv === 'development' ? PROJECT_ROOT : undefined,
    redisUrl: redisUrl(env),
    embeddedMaintenanceMs: int(env, 'EMBEDDED_MAINTENANCE_MS', 60_000, 0, 86_400_000),
    redisEventsKey: redisEventsKey(env),
    ai: ai(env, outboundAllow),
    outboundAllow,
    seedDemo: seedDemo(env, nodeEnv),
    queryLimits: Object.freeze({
      maxCost: int(env, 'QUERY_MAX_COST', DEFAULT_QUERY_LIMITS.maxCost, 1, 1_000_000_000),
      maxRows: int(env, 'QUERY_MAX_ROWS', DEFAULT_QUERY_LIMITS.maxRows, 1, 1_000_000_000),
      maxDepth: int(env, 'QUERY_MAX_DEPTH', DEFAULT_QUERY_LIMITS.maxDepth, 1, 1000),
      maxAliases: int(env, 'QUERY_MAX_ALIASES', DEFAULT_QUERY_LIMITS.maxAliases, 1, 100_000),
      maxTokens: int(env, 'QUERY_MAX_TOKENS', DEFAULT_QUERY_LIMITS.maxTokens, 1, 10_000_000),
    }),
    costBudget: Object.freeze({
      perAccount: int(env, 'COST_BUDGET_PER_MINUTE', DEFAULT_COST_BUDGET.perAccount, 0, Number.MAX_SAFE_INTEGER),
      perAddress: int(env, 'COST_BUDGET_ADDRESS_PER_MINUTE', DEFAULT_COST_BUDGET.perAddress, 0, Number.MAX_SAFE_INTEGER),
    }),
    keywordTotalExactUpTo: int(env, 'KEYWORD_TOTAL_EXACT_UP_TO', DEFAULT_KEYWORD_TOTAL_EXACT_UP_TO, 1, 1_000_000_000),
  });
}

/**
 * DATABASE_READ_URL: one postgres:// server (a replica is read as it is: no host list, no target_session_attrs).
 * Refused beside the embedded database: its writes would go to PGlite and its reads to another database, and
 * PGlite has no streaming replication to feed a replica.
 */
function readUrl(env: Env, databaseUrl: string | undefined): string | undefined {
  const raw = str(env, 'DATABASE_READ_URL');
  if (raw === undefined) return undefined;
  // The messages never repeat the value: it may hold a password.
  if (!/^postgres(ql)?:\/\//.test(raw)) throw new Error('Invalid DATABASE_READ_URL: must start with postgres:// or postgresql://');
  if (/^postgres(ql)?:\/\/([^@/?#]*@)?[^/?#]*,/.test(raw) || /[?&]target_session_attrs=/.test(raw)) {
    throw new Error('Invalid DATABASE_READ_URL: name one replica (no host list, no target_session_attrs)');
  }
  if (databaseUrl === undefined) {
    throw new Error('DATABASE_READ_URL needs DATABASE_URL: the embedded database has no replica to read from. Set DATABASE_URL to the primary, or unset DATABASE_READ_URL (docs/read-replica.md).');
  }
  return raw;
}

/** METRICS_TOKEN: 16 to 1000 printable ASCII characters without spaces (a short token is guessed; the message never repeats it). */
function metricsToken(env: Env): string | undefined {
  const token = str(env, 'METRICS_TOKEN');
  if (token !== undefined && !/^[\x21-\x7e]{16,1000}$/.test(token)) throw new Error('Invalid METRICS_TOKEN: 16 to 1000 printable ASCII characters without spaces');
  return token;
}

/** PUBLIC_URL: an http(s) address without query or fragment, its trailing slashes dropped. */
function publicUrl(env: Env): string | undefined {
  const raw = str(env, 'PUBLIC_URL');
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Invalid PUBLIC_URL: "${raw}" (expected an address such as https://admin.example.org)`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
    throw new Error(`Invalid PUBLIC_URL: "${raw}" (an http or https address without query, fragment or credentials)`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export const config: Readonly<Config> = processConfig();

/**
 * The process's configuration. A server start that is refused a setting says which in one line and exits 1 (not a
 * stack trace); tests and tools that import the modules get the error thrown as usual.
 */
function processConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    // The entry script of a server process: server/start.ts, or dist/server/start.js as `npm start` builds it.
    const serverStart = /[\\/](server[\\/]start\.ts|dist[\\/]server[\\/]start\.js)$/.test(process.argv[1] ?? '');
    if (!serverStart || !(err instanceof Error)) throw err;
    console.error(`Configuration error: ${err.message}`);
    process.exit(1);
  }
}
