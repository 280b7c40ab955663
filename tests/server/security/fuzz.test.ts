/**
 * Fuzzing every REST route and every GraphQL mutation (issue "The API under
 * attack"; docs/security.md "Well-formed text", "The request log keeps every
 * entry"). Sent by the superuser, so they pass authorization and reach
 * validation:
 *
 * - Every hostile kind to every route and every mutation — lone surrogates,
 *   NUL, an overlong string (1 MB; 6,000 characters in a GET's query, which
 *   a URL cannot carry more of), JSON nested 10,000 deep, wrong types — each
 *   kind in every argument of the route or mutation at once (the overlong
 *   one in one argument, a different one per route), the routes enumerated
 *   from the route table and the mutations from the schema, not listed here.
 *   A REST answer is the envelope with 1000 or 1001 (or a file), a GraphQL
 *   answer success or errors that each carry a code, never a 5xx nor
 *   INTERNAL_SERVER_ERROR, and no answer shows internals.
 * - Random bodies besides (fast-check, FUZZ_RUNS per route, seeded).
 * - Meanwhile other users read and update their profiles; afterwards every
 *   one of their calls is in the request log.
 * The two calls that end the fuzzer's own session or empty the log it checks
 * (logout, log clear) are fuzzed last.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { getNamedType, getNullableType, isInputObjectType, isScalarType, isEnumType, type GraphQLArgument, type GraphQLField, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import type { RouteDef } from '../../../server/rest/routes.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** How many fuzz requests are in flight at once. */
const PARALLEL = 4;
const INTERNALS = /\/work\/|node_modules|\bat [\w.<>]+ \(|\.ts:\d+|Prisma|invocation/;

/** Calls that empty the log this test checks or end the fuzzer's session: fuzzed after the check, in this order. */
const LAST = ['/admin/base/sys/log/clear', 'sysLogClear', 'logout', '/admin/base/comm/logout'];
const LAST_ROUTES = new Set(LAST.filter((n) => n.startsWith('/')));
const LAST_MUTATIONS = new Set(LAST.filter((n) => !n.startsWith('/')));

// ------------------------------------------------------------------ hostile kinds

const MB = 'x'.repeat(1_000_000);
/** JSON nested 10,000 deep: sent as text (JSON.stringify recurses, and this process's stack is no deeper than the server's). */
const DEEP = Symbol('10,000 nested arrays');
/** In a GET's query, as deep as a URL the server reads can carry (16 KB of headers). */
const DEEP_GET = Symbol('1,000 nested arrays');
const DEEP_TEXTS = new Map([
  [DEEP, '['.repeat(10_000) + ']'.repeat(10_000)],
  [DEEP_GET, '['.repeat(1_000) + ']'.repeat(1_000)],
]);
/** JSON text of a body, the deep values written out as their text. */
function toJson(value: unknown): string {
  let text = JSON.stringify(value, (_k, v) => (DEEP_TEXTS.has(v) ? `\u0000${String(v.description)}\u0000` : v));
  for (const [symbol, deep] of DEEP_TEXTS) text = text.replaceAll(JSON.stringify(`\u0000${symbol.description}\u0000`), deep);
  return text;
}
const WRONG_TYPES: unknown[] = [{ nested: { a: [true, 1.5] } }, true, 1.5, [], -1e308];

interface HostileKind {
  name: string;
  /** The value for the n-th argument of a call (`get`: it travels in a URL). */
  value(n: number, get: boolean): unknown;
  /** Only one argument of a call gets it (the n-th, rotating over calls); `inGet`: only in a GET's query. */
  one?: boolean | 'inGet';
}
const KINDS: HostileKind[] = [
  { name: 'lone surrogate', value: (n) => (n % 2 ? '\ud800' : `a\udc00b`) },
  { name: 'NUL', value: (n) => (n % 2 ? '\u0000' : 'a\u0000b') },
  { name: 'overlong', value: (_n, get) => (get ? 'x'.repeat(6000) : MB), one: true },
  { name: 'deep', value: (_n, get) => (get ? DEEP_GET : DEEP), one: 'inGet' },
  { name: 'wrong type', value: (n) => WRONG_TYPES[n % WRONG_TYPES.length] },
];

/** Kinds no write may take: every POST route and every mutation with arguments refuses them (a GET's URL carries a surrogate as U+FFFD). */
const NEVER_STORED = new Set(['lone surrogate', 'NUL']);

// ------------------------------------------------------------------ random values (fast-check)

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', '\uFFFF', '\u202E', '𝔘𝔫𝔦', "'; DROP TABLE base_sys_user; --", '../../etc/passwd', '%00', '<script>alert(1)</script>', ' '.repeat(300), 'x'.repeat(70000)),
  fc.string({ unit: 'binary' }),
);
const hostileNumber = fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.constantFrom(1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 0, -1, 0.5));
const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null), fc.integer({ min: -3, max: 5 }));
const deepArbitrary = fc.integer({ min: 20, max: 60 }).map((n) => JSON.parse('['.repeat(n) + '1' + ']'.repeat(n)));
const randomValue = fc.oneof(
  { weight: 5, arbitrary: leaf },
  { weight: 2, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, leaf, { maxKeys: 4 }) },
  { weight: 1, arbitrary: deepArbitrary },
);

// ------------------------------------------------------------------ what a route or mutation takes

/** The keys a route's input may have: its arguments, the fields of input objects. */
function argumentKeysOf(route: RouteDef): string[] {
  const keys = new Set<string>();
  for (const arg of route.field.args) {
    const named = getNamedType(arg.type);
    if (isInputObjectType(named)) for (const f of Object.keys(named.getFields())) keys.add(f);
    else keys.add(arg.name);
  }
  return [...keys];
}

/** Keys for the random bodies: the arguments, the legacy list keys, and prototype names. */
function randomKeysOf(route: RouteDef): string[] {
  return [...new Set([...argumentKeysOf(route), 'id', 'ids', 'page', 'size', 'keyWord', 'order', 'sort', 'areaId', 'meetingId', '__proto__', 'constructor'])];
}

/** A body with the kind's value in every key (or in one, rotating by `turn`); a route without arguments gets unknown keys. */
function hostileBody(keys: string[], kind: HostileKind, turn: number, get: boolean): Record<string, unknown> {
  const all = keys.length ? keys : ['unexpected'];
  if (kind.one === true || (kind.one === 'inGet' && get)) return { [all[turn % all.length]!]: kind.value(turn, get) };
  return Object.fromEntries(all.map((k, i) => [k, kind.value(i, get)]));
}

/** The value of one GraphQL argument filled with a hostile kind: input objects get it in each field. */
function hostileArgument(type: GraphQLInputType, kind: HostileKind, slot: { n: number; target: number }): unknown {
  const t = getNullableType(type);
  if (isInputObjectType(t)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(t.getFields())) {
      const n = slot.n++;
      if (kind.one !== true || n === slot.target) out[f.name] = kind.value(n, false);
    }
    return out;
  }
  const n = slot.n++;
  if (kind.one === true && n !== slot.target) return undefined;
  return kind.value(n, false);
}

/** The argument slots of a mutation (input objects count one per field), for rotating the one-argument kinds. */
function slotsOf(field: GraphQLField<unknown, unknown>): number {
  return field.args.reduce((sum, a) => {
    const t = getNullableType(a.type);
    return sum + (isInputObjectType(t) ? Object.keys(t.getFields()).length : 1);
  }, 0);
}

/** `mutation ($a: T, …) { field(a: $a, …) { __typename } }`, from the schema's own types. */
function mutationDocument(field: GraphQLField<unknown, unknown>): string {
  const vars = field.args.map((a: GraphQLArgument) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
  return `mutation${vars ? ` (${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

// ------------------------------------------------------------------ judging answers

/** What is wrong with a REST answer, or null: a 5xx, internals, or an envelope that is neither 1000 nor 1001. */
function restProblem(res: { status: number; body: any; text: string; headers: Headers }): string | null {
  if (res.status >= 500) return `HTTP ${res.status}`;
  if (INTERNALS.test(res.text)) return 'internals in the answer';
  const json = (res.headers.get('content-type') ?? '').includes('json');
  if (json && res.body && typeof res.body === 'object' && 'code' in res.body && res.body.code !== 1000 && res.body.code !== 1001) return `code ${res.body.code}`;
  if (json && res.status !== 200 && !(res.body && res.body.code === 1001)) return `HTTP ${res.status} without a 1001 envelope`;
  return null;
}

/** What is wrong with a GraphQL answer, or null: a 5xx, internals, an error without a code or INTERNAL_SERVER_ERROR. */
function graphqlProblem(res: { status: number; body: any }): string | null {
  const text = JSON.stringify(res.body);
  if (res.status >= 500) return `HTTP ${res.status}`;
  if (INTERNALS.test(text)) return 'internals in the answer';
  for (const e of res.body?.errors ?? []) {
    const code = e?.extensions?.code;
    if (!code) return `an error without a code: ${String(e?.message).slice(0, 120)}`;
    if (code === 'INTERNAL_SERVER_ERROR') return 'INTERNAL_SERVER_ERROR';
  }
  if (!res.body?.errors?.length && res.body?.data === undefined) return 'neither data nor errors';
  return null;
}

/** A connection reset or closed under a request (undici's keep-alive race with the server's idle timeout). */
function isReset(err: Error): boolean {
  const cause = err.cause as { code?: string } | undefined;
  return cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET';
}

/** Runs the tasks `parallel` at a time. */
async function inPool<T>(items: T[], parallel: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

describeOnDatabases('fuzzing every route and mutation', (kind) => {
  let t: TestApp;
  let admin: string;
  const others: { id: number; token: string }[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    for (let i = 0; i < 3; i++) {
      const add = await t.req('POST', '/admin/base/sys/user/add', { token: admin, body: { username: `fuzz_other${i}`, password: 'other123', name: `Other ${i}` } });
      expect(add.body.code).toBe(1000);
      others.push({ id: add.body.data, token: (await t.login(`fuzz_other${i}`, 'other123')).token });
    }
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  /**
   * One REST call. A connection the client reused just as the server closed it idle (keep-alive) is reset before
   * the request reaches the server: sent again once on a new connection; a second reset is a failure.
   */
  const rest = (route: RouteDef, body: Record<string, unknown>, token = admin) => restOnce(route, body, token).catch((err: Error) => (isReset(err) ? restOnce(route, body, token) : Promise.reject(err)));
  const restOnce = (route: RouteDef, body: Record<string, unknown>, token: string) => {
    const path = route.prefix + route.path;
    return route.method === 'get'
      ? t.req('GET', `${path}?${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : toJson(v)]))}`, { token })
      : t.req('POST', path, { rawBody: toJson(body), token, headers: { 'content-type': 'application/json' } });
  };
  const gql = (query: string, variables: Record<string, unknown>) => gqlOnce(query, variables).catch((err: Error) => (isReset(err) ? gqlOnce(query, variables) : Promise.reject(err)));
  const gqlOnce = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: admin }, body: toJson({ query, variables }) });
    const text = await res.text();
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON: judged as such */
    }
    return { status: res.status, body };
  };

  it(
    'every hostile kind to every REST route and every GraphQL mutation: 1001 or a coded error or success, never a 500; other users keep every log entry',
    async () => {
      const schema = t.app.enveloped({}).schema as GraphQLSchema;
      const mutations = Object.values(schema.getMutationType()!.getFields());
      const routes = t.app.routes;
      expect(routes.length).toBeGreaterThan(300);
      expect(mutations.length).toBeGreaterThan(150);
      const failures: string[] = [];
      const covered = { routes: new Map<string, Set<string>>(), mutations: new Map<string, Set<string>>() };

      // Other users at work meanwhile: reads (logged in batches) and profile updates (logged in their transaction).
      let fuzzing = true;
      const calls = new Map<string, number>();
      // A call whose connection was reset may or may not have reached the server: counted apart (`maybe`).
      const maybe = new Map<string, number>();
      const call = async (key: string, send: () => Promise<{ body: any }>) => {
        try {
          const res = await send();
          expect(res.body.code, key).toBe(1000);
          calls.set(key, (calls.get(key) ?? 0) + 1);
        } catch (err) {
          if (!isReset(err as Error)) throw err;
          maybe.set(key, (maybe.get(key) ?? 0) + 1);
        }
      };
      const background = others.map(async (u, i) => {
        for (let n = 0; fuzzing; n++) {
          // A user's pace, not a load test: the fuzz gets the server's time.
          await new Promise((r) => setTimeout(r, 50));
          await call(`${u.id} GET`, () => t.req('GET', '/admin/base/comm/person', { token: u.token }));
          if (n % 5 === 0) await call(`${u.id} POST`, () => t.req('POST', '/admin/base/comm/personUpdate', { token: u.token, body: { nickName: `other${i}-${n}` } }));
        }
      });

      const fuzzRoute = async (route: RouteDef, index: number) => {
        const path = route.prefix + route.path;
        const keys = argumentKeysOf(route);
        for (const k of KINDS) {
          const body = hostileBody(keys, k, index, route.method === 'get');
          const res = await rest(route, body).catch((err: Error) => err);
          if (res instanceof Error) {
            failures.push(`REST ${route.method.toUpperCase()} ${path} [${k.name}] → no answer: ${String((res.cause as Error)?.message ?? res.message)}`);
            continue;
          }
          const problem = restProblem(res) ?? (route.method === 'post' && NEVER_STORED.has(k.name) && res.body?.code !== 1001 ? 'not refused' : null);
          if (problem) failures.push(`REST ${route.method.toUpperCase()} ${path} [${k.name}] → ${problem}: ${res.text.slice(0, 200)}`);
          const seen = covered.routes.get(path) ?? new Set();
          seen.add(k.name);
          covered.routes.set(path, seen);
        }
      };
      const fuzzMutation = async (field: GraphQLField<unknown, unknown>, index: number) => {
        const query = mutationDocument(field);
        const slots = slotsOf(field);
        for (const k of KINDS) {
          const slot = { n: 0, target: slots ? index % slots : 0 };
          const variables = Object.fromEntries(field.args.map((a) => [a.name, hostileArgument(a.type, k, slot)]).filter(([, v]) => v !== undefined));
          // A mutation without arguments gets the values as variables it does not declare.
          if (field.args.length === 0) variables.unexpected = k.value(0, false);
          const res = await gql(query, variables).catch((err: Error) => err);
          if (res instanceof Error) {
            failures.push(`GraphQL ${field.name} [${k.name}] → no answer: ${String((res.cause as Error)?.message ?? res.message)}`);
            continue;
          }
          const refused = !!res.body?.errors?.length || res.body?.data?.[field.name]?.__typename === 'AppError';
          const problem = graphqlProblem(res) ?? (field.args.length && NEVER_STORED.has(k.name) && !refused ? 'not refused' : null);
          if (problem) failures.push(`GraphQL ${field.name} [${k.name}] → ${problem}: ${JSON.stringify(res.body).slice(0, 200)}`);
          const seen = covered.mutations.get(field.name) ?? new Set();
          seen.add(k.name);
          covered.mutations.set(field.name, seen);
        }
      };

      const first = routes.filter((r) => !LAST_ROUTES.has(r.prefix + r.path));
      try {
        await inPool(first.map((r, i) => [r, i] as const), PARALLEL, ([r, i]) => fuzzRoute(r, i));
        await inPool(mutations.filter((m) => !LAST_MUTATIONS.has(m.name)).map((m, i) => [m, i] as const), PARALLEL, ([m, i]) => fuzzMutation(m, i));

        // Random bodies besides, seeded (FUZZ_RUNS per route).
        for (const route of first) {
          const keys = randomKeysOf(route);
          await fc
            .assert(
              fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys), randomValue, { maxKeys: Math.min(keys.length, 8) }), async (body) => {
                const res = await rest(route, body).catch((err: Error) => err);
                const problem = res instanceof Error ? `no answer: ${String((res.cause as Error)?.message ?? res.message)}` : restProblem(res);
                if (problem) failures.push(`REST ${route.method.toUpperCase()} ${route.prefix}${route.path} ${JSON.stringify(body).slice(0, 200)} → ${problem}: ${res instanceof Error ? '' : res.text.slice(0, 200)}`);
                return !problem;
              }),
              { numRuns: RUNS, seed: SEED, endOnFailure: true },
            )
            .catch(() => undefined);
        }
      } finally {
        fuzzing = false;
        await Promise.allSettled(background);
      }

      // Every call of the other users is in the log: reads through the read log's batches, updates in their transactions.
      const logged = async () => {
        const rows = await t.app.db.baseSysLog.groupBy({ by: ['userId', 'action'], where: { userId: { in: others.map((u) => u.id) } }, _count: { _all: true } });
        return new Map(rows.map((r) => [`${r.userId} ${r.action!.split(' ')[0]}`, r._count._all]));
      };
      let counts = await logged();
      for (let i = 0; i < 100 && [...calls].some(([k, n]) => (counts.get(k) ?? 0) < n); i++) {
        await new Promise((r) => setTimeout(r, 100));
        counts = await logged();
      }
      expect(calls.size).toBe(others.length * 2);
      for (const [k, n] of calls) {
        // Every answered call is logged, once; a reset one may be too.
        expect(counts.get(k) ?? 0, k).toBeGreaterThanOrEqual(n);
        expect(counts.get(k) ?? 0, k).toBeLessThanOrEqual(n + (maybe.get(k) ?? 0));
      }
      expect(counts.size).toBe(calls.size);

      // Last: the calls that empty the log, then those that end this session.
      for (const name of LAST) {
        const route = routes.find((r) => r.prefix + r.path === name);
        const m = mutations.find((x) => x.name === name);
        if (route) await fuzzRoute(route, 0);
        else if (m) await fuzzMutation(m, 0);
        else failures.push(`${name}: no such route or mutation`);
      }

      expect(failures).toEqual([]);
      // Every route and every mutation got every kind.
      expect(covered.routes.size).toBe(new Set(routes.map((r) => r.prefix + r.path)).size);
      expect([...covered.routes.values()].every((s) => s.size === KINDS.length)).toBe(true);
      expect(covered.mutations.size).toBe(mutations.length);
      expect([...covered.mutations.values()].every((s) => s.size === KINDS.length)).toBe(true);
      expect((await t.req('GET', '/admin/base/open/eps')).status).toBe(200);
    },
    600_000,
  );
});
