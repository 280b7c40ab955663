import { builder } from '../builder.ts';
import { pubsub, type SessionEvent } from './pubsub.ts';
import { SESSION_NOTICE } from '../graphql/live-sockets.ts';

const SessionEventRef = builder.objectRef<SessionEvent>('SessionEvent').implement({
  fields: (t) => ({
    reason: t.exposeString('reason', { description: 'logout or revoked' }),
    sessionId: t.exposeString('sessionId', { nullable: true, description: 'The ended session, or null when all sessions of the user ended' }),
  }),
});

builder.subscriptionField('sessionEvents', (t) =>
  t.field({
    type: SessionEventRef,
    description: "Tells a logged-in client when its user's sessions end elsewhere, so it can log out at once",
    authScopes: { loggedIn: true },
    // Its events are the end of the viewer's own sessions: sent before the socket closes for it (graphql/live-sockets.ts).
    extensions: { [SESSION_NOTICE]: true },
    subscribe: (_r, _a, ctx) => pubsub.subscribe('session', ctx.viewer!.userId),
    resolve: (event) => event,
  }),
);
