/**
 * The per-request scope cache of Pothos' scope-auth plugin is dropped when the execution is done
 * (server/graphql/request-caches.ts): left in its module-level WeakMap, it kept the whole request alive
 * through every minor garbage collection. Real Pothos, real yoga; the server adds the plugin to its chain.
 */
import { describe, expect, it } from 'vitest';
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin, { RequestCache } from '@pothos/plugin-scope-auth';
import { createYoga } from 'graphql-yoga';
import { releaseRequestCaches } from '../../server/graphql/request-caches.ts';

function schemaSeeing(seen: { ctx?: object; cache?: unknown; scopeCalls: number }) {
  const builder = new SchemaBuilder<{ Context: { user: string }; AuthScopes: { user: boolean } }>({
    plugins: [ScopeAuthPlugin],
    scopeAuth: {
      authScopes: (ctx: { user: string }) => {
        seen.scopeCalls++;
        return { user: ctx.user === 'u1' };
      },
    },
    // The project's plugin-prisma types make `prisma` a required option of every builder: this one has no models.
  } as never);
  builder.queryType({
    fields: (t) => ({
      hello: t.string({
        authScopes: { user: true },
        resolve: (_root, _args, ctx) => {
          seen.ctx = ctx;
          seen.cache = RequestCache.fromContext(ctx, builder as never);
          return 'hi';
        },
      }),
    }),
  });
  return { schema: builder.toSchema(), builder };
}

async function run(yoga: { fetch: (url: string, init: RequestInit) => Promise<Response> | Response }) {
  const res = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ hello }' }) });
  return res.json();
}

describe('per-request scope caches', () => {
  it('are released once the execution is done, and only then', async () => {
    const seen: { ctx?: object; cache?: unknown; scopeCalls: number } = { scopeCalls: 0 };
    const { schema, builder } = schemaSeeing(seen);
    const yoga = createYoga({ schema, plugins: [releaseRequestCaches()], context: () => ({ user: 'u1' }), logging: false });
    expect(await run(yoga)).toEqual({ data: { hello: 'hi' } });
    // During the execution the resolver saw the cache scope-auth had built for this context…
    expect(seen.cache).toBeInstanceOf(RequestCache);
    expect(seen.scopeCalls).toBe(1);
    // …and afterwards the context no longer has it: asking builds a new one.
    expect(RequestCache.fromContext(seen.ctx!, builder as never)).not.toBe(seen.cache);
  });

  it('without the plugin the cache stays with its context (what the plugin is for)', async () => {
    const seen: { ctx?: object; cache?: unknown; scopeCalls: number } = { scopeCalls: 0 };
    const { schema, builder } = schemaSeeing(seen);
    const yoga = createYoga({ schema, context: () => ({ user: 'u1' }), logging: false });
    expect(await run(yoga)).toEqual({ data: { hello: 'hi' } });
    expect(RequestCache.fromContext(seen.ctx!, builder as never)).toBe(seen.cache);
  });

  it('a refused field is still refused', async () => {
    const seen: { ctx?: object; cache?: unknown; scopeCalls: number } = { scopeCalls: 0 };
    const { schema } = schemaSeeing(seen);
    const yoga = createYoga({ schema, plugins: [releaseRequestCaches()], context: () => ({ user: 'other' }), logging: false });
    const body = await run(yoga);
    expect(body.data).toEqual({ hello: null });
    expect(body.errors[0].message).toMatch(/Not authorized/);
  });
});
