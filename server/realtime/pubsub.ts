/**
 * In-process event bus for subscriptions. One process needs nothing else;
 * several would swap this for a Redis-backed bus (see ARCHITECTURE.md).
 */
import { setMaxListeners } from 'node:events';
import { createPubSub } from 'graphql-yoga';

export interface SessionEvent {
  reason: 'logout' | 'revoked';
  sessionId: string | null;
}

/** One listener per open subscription: hundreds are normal, not a leak (Node warns past 10 by default). */
const eventTarget = new EventTarget();
setMaxListeners(0, eventTarget);

export const pubsub = createPubSub<{
  /** Sessions of a user ended (logout, password change, disabled). */
  session: [userId: number, payload: SessionEvent];
  /** The counts of a meeting's vote changed (a vote, a stage move). */
  meetingVoting: [meetingId: number, payload: unknown];
  /** An advice or a repair of a community was created or changed status. */
  todo: [payload: { areaId: number | null; seq: number }];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
}>({ eventTarget: eventTarget as any });
