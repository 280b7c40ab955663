/**
 * http/admission.ts: at most `limit` requests run at once, the others start
 * in arrival order as answers finish (or connections close); a request whose
 * client left while it waited never runs; 0 means no limit.
 */
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createAdmission, embeddedConcurrency, DEFAULT_EMBEDDED_CONCURRENCY } from '../../server/http/admission.ts';

/** A response that closes when told to (what the gate listens to). */
function response() {
  const res = new EventEmitter() as EventEmitter & { destroyed: boolean; writableEnded: boolean; close(): void };
  res.destroyed = false;
  res.writableEnded = false;
  res.close = () => {
    res.writableEnded = true;
    res.emit('close');
  };
  return res;
}

describe('admission of requests in arrival order', () => {
  it('runs at most `limit` at once and the others first come, first served', () => {
    const gate = createAdmission(2);
    const started: number[] = [];
    const responses = Array.from({ length: 6 }, () => response());
    responses.forEach((res, i) => gate.admit(res as unknown as ServerResponse, () => started.push(i)));
    expect(started).toEqual([0, 1]);
    expect(gate.waiting).toBe(4);
    responses[1]!.close();
    expect(started).toEqual([0, 1, 2]);
    responses[0]!.close();
    responses[2]!.close();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    // A late arrival queues behind the one still waiting, even with a slot about to free.
    const late = response();
    gate.admit(late as unknown as ServerResponse, () => started.push(99));
    responses[3]!.close();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    responses[4]!.close();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 99]);
    expect(gate.waiting).toBe(0);
  });

  it('drops a request whose client left while it waited', () => {
    const gate = createAdmission(1);
    const started: string[] = [];
    const [a, gone, c] = [response(), response(), response()];
    gate.admit(a as unknown as ServerResponse, () => started.push('a'));
    gate.admit(gone as unknown as ServerResponse, () => started.push('gone'));
    gate.admit(c as unknown as ServerResponse, () => started.push('c'));
    gone.destroyed = true;
    a.close();
    expect(started).toEqual(['a', 'c']);
    expect(gate.waiting).toBe(0);
  });

  it('runs everything at once with limit 0, and reads EMBEDDED_CONCURRENCY', () => {
    const gate = createAdmission(0);
    let n = 0;
    for (let i = 0; i < 50; i++) gate.admit(response() as unknown as ServerResponse, () => n++);
    expect(n).toBe(50);
    expect(embeddedConcurrency({})).toBe(DEFAULT_EMBEDDED_CONCURRENCY);
    expect(embeddedConcurrency({ EMBEDDED_CONCURRENCY: '0' })).toBe(0);
    expect(embeddedConcurrency({ EMBEDDED_CONCURRENCY: '8' })).toBe(8);
    expect(() => embeddedConcurrency({ EMBEDDED_CONCURRENCY: '-1' })).toThrow(/EMBEDDED_CONCURRENCY/);
    expect(() => embeddedConcurrency({ EMBEDDED_CONCURRENCY: 'x' })).toThrow(/EMBEDDED_CONCURRENCY/);
  });
});
