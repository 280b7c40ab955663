/**
 * Property-based fuzzing (issue "access-control holes", done-when 2): hostile
 * bodies — NUL and odd Unicode, absurd numbers, wrong types, deep values,
 * unknown keys — sent by the superuser (so they pass authorization and reach
 * validation) to every REST route and every GraphQL mutation. No answer is
 * a 5xx or carries a stack trace or a server path, and the server still
 * answers afterwards. Bounded in runs per route (FUZZ_RUNS, default 3) and
 * seeded, so a failure can be replayed.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { getNamedType, isInputObjectType, print } from 'graphql';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import type { RouteDef } from '../../../server/rest/routes.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const SKIP = new Set(['/admin/base/comm/logout']);
const INTERNALS = /\/work\/|node_modules|\bat [\w.<>]+ \(|\.ts:\d+|Prisma|invocation/;

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', '\uFFFF', '\u202E', '𝔘𝔫𝔦', "'; DROP TABLE base_sys_user; --", '../../etc/passwd', '%00', '<script>alert(1)</script>', ' '.repeat(300), 'x'.repeat(70000)),
  fc.string({ unit: 'binary' }),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 0, -1, 0.5),
);
const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null), fc.integer({ min: -3, max: 5 }));
const deep = fc.integer({ min: 20, max: 60 }).map((n) => JSON.parse('['.repeat(n) + '1' + ']'.repeat(n)));
const value = fc.oneof(
  { weight: 5, arbitrary: leaf },
  { weight: 2, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, leaf, { maxKeys: 4 }) },
  { weight: 1, arbitrary: deep },
);

/** The keys a route's input may have: its arguments, the fields of input objects, and the legacy list keys. */
function keysOf(route: RouteDef): string[] {
  const keys = new Set(['id', 'ids', 'page', 'size', 'keyWord', 'order', 'sort', 'areaId', 'meetingId', '__proto__', 'constructor']);
  for (const arg of route.field.args) {
    keys.add(arg.name);
    const named = getNamedType(arg.type);
    if (isInputObjectType(named)) for (const f of Object.keys(named.getFields())) keys.add(f);
  }
  return [...keys];
}

function bodyOf(route: RouteDef) {
  const keys = keysOf(route);
  return fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: Math.min(keys.length, 8) });
}

describeOnDatabases('fuzzing every route and mutation', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it(`hostile bodies to every REST route: no 5xx, no internals (${RUNS} runs a route, seed ${SEED})`, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of t.app.routes) {
      const path = route.prefix + route.path;
      if (SKIP.has(path)) continue;
      await fc.assert(
        fc.asyncProperty(bodyOf(route), async (body) => {
          const res =
            route.method === 'get'
              ? await t.req('GET', `${path}?${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))}`, { token: admin })
              : await t.req('POST', path, { rawBody: JSON.stringify(body), token: admin, headers: { 'content-type': 'application/json' } });
          sent++;
          if (res.status >= 500 || INTERNALS.test(res.text)) {
            failures.push(`${route.method} ${path} ${JSON.stringify(body).slice(0, 200)} → ${res.status} ${res.text.slice(0, 200)}`);
            return false;
          }
          return true;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      ).catch(() => undefined);
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(t.app.routes.length * RUNS * 0.9);
    expect((await t.req('GET', '/admin/base/open/eps')).status).toBe(200);
  });

  it('hostile variables to every GraphQL mutation: no 5xx, no internals', async () => {
    const failures: string[] = [];
    const mutations = t.app.routes.filter((r) => r.document.definitions.some((d: any) => d.operation === 'mutation') && !SKIP.has(r.prefix + r.path));
    for (const route of mutations) {
      const query = print(route.document);
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.constantFrom(...route.field.args.map((a) => a.name), 'extra'), value, { maxKeys: 4 }), async (variables) => {
          const res = await t.gql(query, variables, admin);
          const text = JSON.stringify(res.body);
          if (res.status >= 500 || INTERNALS.test(text)) {
            failures.push(`${route.prefix}${route.path} ${JSON.stringify(variables).slice(0, 200)} → ${res.status} ${text.slice(0, 200)}`);
            return false;
          }
          return true;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      ).catch(() => undefined);
    }
    expect(mutations.length).toBeGreaterThan(50);
    expect(failures).toEqual([]);
    expect((await t.gql('{ program }')).status).toBe(200);
  });
});
