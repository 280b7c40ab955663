/**
 * graphql/live-sockets.ts on its own, with a controllable viewer lookup and
 * streams: an event that arrives while the viewer is being looked up again
 * waits for the answer and never reaches a viewer that no longer holds; a
 * change of rights subscribes again (accepted: the new stream replaces the
 * old one; refused: the operation ends with FORBIDDEN); the token's expiry
 * closes the socket; a session notice is not held back.
 */
import { describe, expect, it, vi } from 'vitest';
import { buildSchema, parse, type ExecutionResult } from 'graphql';
import { SignJWT } from 'jose';
import { LiveSockets, SESSION_NOTICE, type LiveArgs } from '../../server/graphql/live-sockets.ts';
import { pubsub } from '../../server/realtime/pubsub.ts';
import type { Viewer } from '../../server/kernel/context.ts';

const schema = buildSchema('type Query { a: Int } type Subscription { counts: Int notice: Int }');
(schema.getSubscriptionType()!.getFields().notice!.extensions as Record<string, unknown>)[SESSION_NOTICE] = true;

/** An async iterator fed by hand. */
function channel() {
  const queue: ExecutionResult[] = [];
  let waiter: ((r: IteratorResult<ExecutionResult>) => void) | null = null;
  let returned = false;
  const it: AsyncIterableIterator<ExecutionResult> = {
    next: () => (queue.length ? Promise.resolve({ value: queue.shift()!, done: false }) : new Promise((r) => (waiter = r))),
    return: () => {
      returned = true;
      waiter?.({ value: undefined, done: true });
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return {
    it,
    push(v: number) {
      const value = { data: { counts: v } };
      if (waiter) {
        const w = waiter;
        waiter = null;
        w({ value, done: false });
      } else queue.push(value);
    },
    returned: () => returned,
  };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

let nextUser = 9000;
function viewer(extra: Partial<Viewer> = {}): Viewer {
  return { userId: nextUser, username: 'u', name: 'u', passwordV: 1, sessionId: 's1', isSuper: false, roleIds: [1], perms: new Set(['p:a', 'p:b']), menuIds: new Set([1]), departmentId: 3, areaIds: [1], ...extra };
}

async function token(expiresInS: number) {
  return new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(Math.floor(Date.now() / 1000) + expiresInS).sign(new TextEncoder().encode('x'.repeat(32)));
}

/** A watched operation on a fake socket. */
async function setup(opts: { field?: 'counts' | 'notice'; expiresInS?: number; probe?: () => unknown } = {}) {
  nextUser++;
  const v = viewer();
  const lookups: { resolve: (r: { viewer: Viewer | null; state: any; expiresAt: number }) => void }[] = [];
  const auth = {
    resolveViewer: vi.fn(() => {
      const d = deferred<{ viewer: Viewer | null; state: any; expiresAt: number }>();
      lookups.push(d);
      return d.promise;
    }),
  };
  const live = new LiveSockets(auth as any);
  const ws = { close: vi.fn() };
  const source = channel();
  const subscribe = vi.fn(async () => (opts.probe ? opts.probe() : { errors: [new Error('refused')] }));
  const args = live.stamp(
    {
      schema,
      document: parse(`subscription { ${opts.field ?? 'counts'} }`),
      contextValue: { viewer: v, token: await token(opts.expiresInS ?? 3600), t: (k: string) => `t(${k})`, authState: 'ok' } as any,
      rootValue: { subscribe },
    } satisfies LiveArgs,
    live.now,
  );
  const op = live.watch(ws as any, args, source.it)!;
  expect(op).toBeDefined();
  const revoke = () => pubsub.publish('session', v.userId, { reason: 'revoked', sessionId: null });
  return { live, ws, source, op, v, auth, lookups, subscribe, revoke };
}

/** Whether a promise settled within a few turns of the event loop. */
async function settled<T>(p: Promise<T>): Promise<boolean> {
  let done = false;
  p.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
  return done;
}

describe('live sockets', () => {
  it('passes events while nothing changes', async () => {
    const { op, source, live } = await setup();
    source.push(1);
    expect(await op.next()).toEqual({ value: { data: { counts: 1 } }, done: false });
    live.close();
  });

  it('holds an event while the viewer is looked up again, and drops it when the viewer is gone (4401)', async () => {
    const { op, source, ws, lookups, revoke, live } = await setup();
    const pending = op.next();
    void revoke();
    source.push(1);
    // The event is there, but the re-check has not answered: nothing goes out.
    expect(await settled(pending)).toBe(false);
    expect(lookups).toHaveLength(1);
    lookups[0]!.resolve({ viewer: null, state: 'invalid', expiresAt: 0 });
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(ws.close).toHaveBeenCalledWith(4401, 't(auth.expired)');
    expect(source.returned()).toBe(true);
    live.close();
  });

  it('lets the event go once the re-check finds the same rights', async () => {
    const { op, source, lookups, revoke, v, subscribe, ws, live } = await setup();
    const pending = op.next();
    void revoke();
    source.push(1);
    expect(await settled(pending)).toBe(false);
    lookups[0]!.resolve({ viewer: { ...v, perms: new Set(v.perms) }, state: 'ok', expiresAt: Date.now() + 60_000 });
    expect(await pending).toEqual({ value: { data: { counts: 1 } }, done: false });
    expect(subscribe).not.toHaveBeenCalled();
    expect(ws.close).not.toHaveBeenCalled();
    live.close();
  });

  it('ends the operation with FORBIDDEN when it is refused under the new rights', async () => {
    const { op, source, lookups, v, subscribe, ws, live } = await setup();
    const pending = op.next();
    void pubsub.publish('viewers', { reason: 'changed' });
    source.push(1);
    lookups[0]!.resolve({ viewer: { ...v, perms: new Set(['p:a']) }, state: 'ok', expiresAt: Date.now() + 60_000 });
    await expect(pending).rejects.toMatchObject({ message: 't(auth.subscriptionEnded)', extensions: { code: 'FORBIDDEN' } });
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect((subscribe.mock.calls[0] as any)[0].contextValue.viewer.perms).toEqual(new Set(['p:a']));
    expect(source.returned()).toBe(true);
    expect(ws.close).not.toHaveBeenCalled();
    expect(await op.next()).toEqual({ value: undefined, done: true });
    live.close();
  });

  it('replaces the stream when it is accepted under the new rights: nothing made under the old ones goes out', async () => {
    const fresh = channel();
    fresh.push(100);
    const { op, source, lookups, v, live } = await setup({ probe: () => fresh.it });
    const pending = op.next();
    void pubsub.publish('viewers', { reason: 'changed' });
    source.push(1);
    lookups[0]!.resolve({ viewer: { ...v, areaIds: [1, 2] }, state: 'ok', expiresAt: Date.now() + 60_000 });
    expect(await pending).toEqual({ value: { data: { counts: 100 } }, done: false });
    expect(source.returned()).toBe(true);
    fresh.push(101);
    expect(await op.next()).toEqual({ value: { data: { counts: 101 } }, done: false });
    live.close();
  });

  it('re-checks only the sockets of the session that ended', async () => {
    const { lookups, v, live } = await setup();
    void pubsub.publish('session', v.userId, { reason: 'logout', sessionId: 'another' });
    void pubsub.publish('session', v.userId + 1, { reason: 'revoked', sessionId: null });
    expect(lookups).toHaveLength(0);
    void pubsub.publish('session', v.userId, { reason: 'logout', sessionId: v.sessionId });
    expect(lookups).toHaveLength(1);
    live.close();
  });

  it('closes the socket (4401) when the token expires', async () => {
    const { op, ws, source, live } = await setup({ expiresInS: 1 });
    const pending = op.next();
    await new Promise((r) => setTimeout(r, 1300));
    expect(ws.close).toHaveBeenCalledWith(4401, 't(auth.expired)');
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(source.returned()).toBe(true);
    live.close();
  });

  it('sends a session notice without waiting for the re-check', async () => {
    const { op, source, revoke, lookups, live } = await setup({ field: 'notice' });
    const pending = op.next();
    void revoke();
    source.push(7);
    expect(await pending).toEqual({ value: { data: { counts: 7 } }, done: false });
    expect(lookups).toHaveLength(1);
    live.close();
  });
});
