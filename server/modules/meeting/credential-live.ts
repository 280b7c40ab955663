/**
 * The staff's credential list pushed live: the graphql-ws subscription
 * `voteCredentialChanges(meetingId)` tells the tab 投票凭证
 * (client CredentialList.tsx) that the meeting's credentials changed — an
 * issue, a reissue, an owner binding a phone, voting online, a wrong
 * confirmation, a lock (credential-events.ts) — after the change committed;
 * the tab then reads its rows again through `voteCredentialOwners`.
 *
 * Subscribing needs the list's own permission (`business:meeting:credential:page`)
 * and the meeting's community (meetingInScope, checked when subscribing, as
 * the list query does; the open subscriptions are re-checked when a
 * viewer's rights change: graphql/live-sockets.ts). The first event says the
 * feed is on (`reason: 'subscribed'`), so a client also catches what changed
 * between its read of the list and the subscription; after the event
 * transport between server processes reconnects, an event `resync` says
 * changes made on other processes meanwhile may have been missed. A subscriber whose
 * socket lags gets the newest event, not a backlog (realtime/latest-stream.ts).
 */
import { builder } from '../../builder.ts';
import { latestStream } from '../../realtime/latest-stream.ts';
import type { CredentialChange } from '../../realtime/pubsub.ts';
import { meetingInScope } from './meeting-flow.ts';

/** The list's permission (credentials.ts, operation `owners`): who may read the list may follow it. */
export const CREDENTIAL_LIST_PERM = 'business:meeting:credential:page';

const ChangeType = builder.objectRef<CredentialChange>('VoteCredentialChange').implement({
  description: "A change of a meeting's voting credentials (never an owner, a code or a digest): read the list again",
  fields: (t) => ({
    meetingId: t.exposeInt('meetingId'),
    reason: t.exposeString('reason', { description: 'subscribed (the first event), issue, reissue, bind, vote, failed, lock, resync (changes may have been missed while the server processes lost each other)' }),
    at: t.exposeString('at', { description: 'When it happened (ISO 8601)' }),
  }),
});

builder.subscriptionField('voteCredentialChanges', (t) =>
  t.field({
    type: ChangeType,
    description: "Pushed after each change of the meeting's voting credentials (issued, reissued, bound, voted online, failed confirmation, locked); the first event (reason subscribed) says the feed is on",
    authScopes: { perm: CREDENTIAL_LIST_PERM },
    args: { meetingId: t.arg.int({ required: true }) },
    subscribe: async (_r, { meetingId }, ctx) => {
      const m = await meetingInScope(ctx, meetingId);
      // Subscribed before the first event is offered: nothing published meanwhile is missed.
      // After the event transport reconnected, changes made on other processes meanwhile were not pushed: read the list again.
      const stream = latestStream('meetingCredentials', m.id, () => true, async () => ({ meetingId: m.id, reason: 'resync', at: new Date().toISOString() }));
      stream.offer({ meetingId: m.id, reason: 'subscribed', at: new Date().toISOString() });
      return stream;
    },
    resolve: (event) => event,
  }),
);
