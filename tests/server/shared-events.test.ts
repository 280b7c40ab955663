/**
 * One serialisation per event (server/graphql/shared-events.ts), over a real
 * WebSocket pair: a shared event reaches the client byte for byte as
 * graphql-ws would have sent it, as a text frame; results of another shape,
 * with errors, or of an event that is not shared go unchanged; a string that
 * merely looks like a placeholder is never replaced.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareEvent, sharedNext } from '../../server/graphql/shared-events.ts';

describe('shared event payloads', () => {
  let wss: WebSocketServer;
  let server: WebSocket;
  let client: WebSocket;
  const received: { text: string; binary: boolean }[] = [];

  beforeAll(async () => {
    wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await once(wss, 'listening');
    const connected = once(wss, 'connection');
    client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
    client.on('message', (data, binary) => received.push({ text: data.toString('utf8'), binary }));
    [server] = (await connected) as [WebSocket];
  });
  afterAll(async () => {
    client.close();
    await new Promise((r) => wss.close(r));
  });

  /** What graphql-ws does with a result: onNext's replacement or the result itself, stringified, then sent. */
  async function emit(id: string, result: { data?: unknown; errors?: unknown }) {
    const payload = sharedNext(server, result) ?? result;
    const before = received.length;
    await new Promise<void>((resolve, reject) => server.send(JSON.stringify({ id, type: 'next', payload }), (err) => (err ? reject(err) : resolve())));
    while (received.length === before) await new Promise((r) => setTimeout(r, 5));
    return received.at(-1)!;
  }

  it('sends a shared event as graphql-ws would, as text, to every subscriber from one serialisation', async () => {
    const snapshot = shareEvent({ meetingId: 7, items: [{ name: '更换电梯 "A" \\ 事项', count: { agreeArea: '85.50', passed: true } }], emoji: '🏠' });
    const expected = (id: string) => JSON.stringify({ id, type: 'next', payload: { data: { meetingVoting: snapshot } } });
    for (const id of ['sub-1', 'sub-2', '0c8e9f4a-1b2c-4d5e-8f90-a1b2c3d4e5f6']) {
      const got = await emit(id, { data: { meetingVoting: snapshot } });
      expect(got.binary).toBe(false);
      expect(got.text).toBe(expected(id));
    }
    // An alias is the field's name in the answer.
    expect((await emit('a', { data: { live: snapshot } })).text).toBe(JSON.stringify({ id: 'a', type: 'next', payload: { data: { live: snapshot } } }));
  });

  it('leaves other results alone', async () => {
    const plain = { n: 1 };
    const shared = shareEvent({ n: 2 });
    expect(sharedNext(server, { data: { x: plain } })).toBeUndefined();
    expect(sharedNext(server, { data: { x: shared }, errors: [{ message: 'boom' }] })).toBeUndefined();
    expect(sharedNext(server, { data: { x: shared, y: 1 } })).toBeUndefined();
    expect(sharedNext(server, { data: null })).toBeUndefined();
    const got = await emit('p', { data: { x: plain } });
    expect(JSON.parse(got.text)).toEqual({ id: 'p', type: 'next', payload: { data: { x: { n: 1 } } } });
  });

  it('never replaces a string that only looks like a placeholder', async () => {
    // A placeholder is pending on the socket; user text shaped like placeholders (guessing the counter) stays text.
    const pending = sharedNext(server, { data: { x: shareEvent({ secret: 'not for this message' }) } })!.data.x!;
    const counter = Number(/(\d+)$/.exec(pending)![1]);
    expect(pending.length).toBeGreaterThan('\u0001shared:'.length + 16);
    for (const text of ['\u0001shared:1', `\u0001shared:${counter}`, `\u0001shared:${counter + 1}`]) {
      const got = await emit('q', { data: { note: text } });
      expect(JSON.parse(got.text).payload.data.note).toBe(text);
    }
  });
});
