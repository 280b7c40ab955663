/**
 * In-process event bus for subscriptions. One process needs nothing else;
 * several would swap this for a Redis-backed bus (see ARCHITECTURE.md).
 */
import { createPubSub } from 'graphql-yoga';

export interface SessionEvent {
  reason: 'logout' | 'revoked';
  sessionId: string | null;
}

export const pubsub = createPubSub<{
  /** Sessions of a user ended (logout, password change, disabled). */
  session: [userId: number, payload: SessionEvent];
  /** The counts of a meeting's vote changed (a vote, a stage move). */
  meetingVoting: [meetingId: number, payload: unknown];
  /** An advice or a repair of a community was created or changed status. */
  todo: [payload: { areaId: number | null; seq: number }];
}>();
