/**
 * The unit of work is found from the transaction handle (kernel/unit-of-work.ts):
 * work registered with a unit's handle waits for its commit and is dropped on
 * rollback; any other handle, or a closed unit's, runs it at once.
 */
import { expect, it } from 'vitest';
import { afterCommit, markRefused, openUnit } from '../../server/kernel/unit-of-work.ts';

it('defers work registered with the unit’s handle until commit, and awaits its promises', async () => {
  const tx = {};
  const unit = openUnit(tx);
  const ran: string[] = [];
  afterCommit(tx, () => {
    ran.push('push');
  });
  afterCommit(tx, () => new Promise<void>((resolve) => setTimeout(() => (ran.push('event'), resolve()), 20)));
  expect(ran).toEqual([]);
  await unit.commit();
  expect(ran).toEqual(['push', 'event']);
  // Closed: a late registration with the stale handle is not lost.
  afterCommit(tx, () => {
    ran.push('late');
  });
  expect(ran).toEqual(['push', 'event', 'late']);
});

it('drops deferred work when the unit rolls back', async () => {
  const tx = {};
  const unit = openUnit(tx);
  let ran = false;
  afterCommit(tx, () => {
    ran = true;
  });
  unit.discard();
  await new Promise((r) => setTimeout(r, 10));
  expect(ran).toBe(false);
});

it('runs work at once for a handle outside any unit, and keeps units apart', async () => {
  const base = {};
  const a = {};
  const unitA = openUnit(a);
  const ran: string[] = [];
  afterCommit(base, () => {
    ran.push('base');
  });
  expect(ran).toEqual(['base']);
  afterCommit(a, () => {
    ran.push('a');
  });
  markRefused(base, new Error('elsewhere'));
  expect(unitA.refusal).toBeNull();
  markRefused(a, new Error('first'));
  markRefused(a, new Error('second'));
  expect(unitA.refusal?.message).toBe('first');
  unitA.discard();
  expect(ran).toEqual(['base']);
});
