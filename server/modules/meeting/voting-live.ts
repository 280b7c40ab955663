/**
 * Live counts of a vote: the graphql-ws subscription `meetingVoting(meetingId)`
 * pushes every item's counts and the turnout after each vote and stage
 * move. Subscribing needs the meeting read permission and the meeting's
 * community (checked when subscribing, like any read). Snapshots are
 * computed once per change and shared by every subscriber (voting-state.ts);
 * a subscriber never receives a snapshot older than one it already has
 * (pushes of two server processes may cross), and one whose connection
 * lags receives the newest snapshot, not every one in between
 * (realtime/latest-stream.ts). After the event transport between server
 * processes (Redis or PostgreSQL) reconnects, the counts are read again
 * from the database and pushed: votes cast meanwhile on other processes
 * are shown without waiting for the next vote.
 */
import { builder } from '../../builder.ts';
import { latestStream } from '../../realtime/latest-stream.ts';
import { meetingInScope } from './meeting-flow.ts';
import { currentVotingSnapshot, isNotOlder, votingSnapshot, type VotingSnapshot } from './voting-state.ts';

builder.subscriptionField('meetingVoting', (t) =>
  t.field({
    type: 'JSON',
    description: "A meeting's vote as it stands: each item's counts (同意/不同意/弃权 by owners and area) and the turnout against the quorum. The first event is the current state.",
    authScopes: { perm: ['business:meeting:info:info', 'business:meeting:info:page'] },
    args: { meetingId: t.arg.int({ required: true }) },
    subscribe: async (_r, { meetingId }, ctx) => {
      const m = await meetingInScope(ctx, meetingId);
      // Subscribed before the current state is read: nothing published meanwhile is missed.
      // Read again after the event transport reconnected (counts cast on other processes meanwhile were not pushed here).
      const stream = latestStream(
        'meetingVoting',
        m.id,
        (last, next) => isNotOlder(last as VotingSnapshot, next as VotingSnapshot),
        () => currentVotingSnapshot(ctx, m.id),
      );
      try {
        stream.offer(await votingSnapshot(ctx, m));
      } catch (err) {
        await stream.return();
        throw err;
      }
      return stream;
    },
    resolve: (event) => event,
  }),
);
