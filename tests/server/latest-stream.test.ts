/**
 * The newest-state subscription (server/realtime/latest-stream.ts) on the
 * real event bus: a subscriber that waits gets each state; one that lags
 * gets only the newest, never a backlog; states refused by `accept` (older
 * ones) are skipped; the bus subscription of a topic and id is shared and
 * ends with its last subscriber; a transport's resync (events may have been
 * missed) makes each hub read its state again once and offer it to every
 * subscriber.
 */
import { describe, expect, it } from 'vitest';
import { pubsub } from '../../server/realtime/pubsub.ts';
import { latestStream } from '../../server/realtime/latest-stream.ts';

type State = { version: number };
const newer = (a: unknown, b: unknown) => (b as State).version >= (a as State).version;
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('latest-state streams', () => {
  it('hands each state to a waiting subscriber, only the newest to a lagging one, never an older one', async () => {
    const id = 900_001;
    const fast = latestStream('meetingVoting', id, newer);
    const slow = latestStream('meetingVoting', id, newer);
    fast.offer({ version: 1 });
    slow.offer({ version: 1 });
    expect((await fast.next()).value).toEqual({ version: 1 });

    const waiting = fast.next();
    await pubsub.publish('meetingVoting', id, { version: 2 });
    expect((await waiting).value).toEqual({ version: 2 });
    await pubsub.publish('meetingVoting', id, { version: 4 });
    await pubsub.publish('meetingVoting', id, { version: 3 }); // older than 4: skipped
    await pubsub.publish('meetingVoting', id, { version: 5 });
    await tick();
    expect((await fast.next()).value).toEqual({ version: 5 });

    // The slow one took nothing yet: it gets only the newest state, not the four before it.
    expect((await slow.next()).value).toEqual({ version: 5 });
    const slowNext = slow.next();
    expect(await Promise.race([slowNext, tick().then(() => 'nothing more')])).toBe('nothing more');

    await fast.return();
    expect(await fast.next()).toEqual({ value: undefined, done: true });
    // The other subscriber still receives (its next() above is still waiting and takes this one).
    await pubsub.publish('meetingVoting', id, { version: 6 });
    expect((await slowNext).value).toEqual({ version: 6 });
    await slow.return();
  });

  it('ends a waiting subscriber on return, and a new subscriber after the last one left subscribes again', async () => {
    const id = 900_002;
    const a = latestStream('meetingVoting', id, newer);
    const pending = a.next();
    await a.return();
    expect(await pending).toEqual({ value: undefined, done: true });

    const b = latestStream('meetingVoting', id, newer);
    const next = b.next();
    await tick();
    await pubsub.publish('meetingVoting', id, { version: 1 });
    expect((await next).value).toEqual({ version: 1 });
    await b.return();
  });

  it('does not hand a meeting’s state to subscribers of another meeting', async () => {
    const one = latestStream('meetingVoting', 900_003, newer);
    const other = latestStream('meetingVoting', 900_004, newer);
    const waiting = other.next();
    await pubsub.publish('meetingVoting', 900_003, { version: 9 });
    await tick();
    expect((await one.next()).value).toEqual({ version: 9 });
    const raced = await Promise.race([waiting, tick().then(() => 'nothing')]);
    expect(raced).toBe('nothing');
    await one.return();
    await other.return();
  });

  it('after a resync, each hub reads its state again once and offers it to all its subscribers (still never an older one)', async () => {
    const reads: number[] = [];
    let stored = 7;
    const reread = (id: number) => async () => (reads.push(id), { version: stored });
    const a1 = latestStream('meetingVoting', 900_005, newer, reread(900_005));
    const a2 = latestStream('meetingVoting', 900_005, newer, reread(900_005));
    const b1 = latestStream('meetingVoting', 900_006, newer, reread(900_006));
    const none = latestStream('meetingVoting', 900_007, newer);
    for (const s of [a1, a2, b1, none]) s.offer({ version: 3 });
    for (const s of [a1, a2, b1, none]) await s.next();

    // What a transport delivers in this process once it is connected again.
    pubsub.receive('viewers', [{ reason: 'resync' }]);
    await tick();
    expect(reads.sort()).toEqual([900_005, 900_006]);
    expect((await a1.next()).value).toEqual({ version: 7 });
    expect((await a2.next()).value).toEqual({ version: 7 });
    expect((await b1.next()).value).toEqual({ version: 7 });
    // A hub without a reader offers nothing.
    expect(await Promise.race([none.next(), tick().then(() => 'nothing')])).toBe('nothing');

    // Other viewers events are not resyncs; a state read older than what a subscriber holds is skipped.
    pubsub.receive('viewers', [{ reason: 'changed' }]);
    await tick();
    expect(reads).toHaveLength(2);
    await pubsub.publish('meetingVoting', 900_005, { version: 9 });
    expect((await a1.next()).value).toEqual({ version: 9 });
    stored = 8;
    pubsub.receive('viewers', [{ reason: 'resync' }]);
    await tick();
    expect(reads).toHaveLength(4);
    expect((await b1.next()).value).toEqual({ version: 8 });
    expect(await Promise.race([a1.next(), tick().then(() => 'nothing')])).toBe('nothing');
    for (const s of [a1, a2, b1, none]) await s.return();
  });
});
