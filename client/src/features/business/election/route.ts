/**
 * The election detail's route entry (/election/info/:id): its query starts
 * with the screen's code, before the screen renders (router/RouteView.tsx
 * calls the screen's `prepare`), like the meeting detail's
 * (meeting/detail/route.ts). Kept apart from the page so the page's code
 * stays in its own chunk.
 */
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { Environment } from 'relay-runtime';
import ElectionDetailPageQuery, { type ElectionDetailPageQuery as Query } from '../../../__generated__/ElectionDetailPageQuery.graphql.ts';
import { checkPerm } from '../../../components/Can.tsx';
import { sessionStore } from '../../../relay/session.ts';
import { ElectionCandidate, ElectionGroup, MeetingInfo } from '../../../meta/entities.json';
import { entityMeta, permOf } from '../../../entity/meta.ts';

const meeting = entityMeta(MeetingInfo);

/** What the election's parts need beyond the election itself, each left out of the query without its permission. */
export const ELECTION_PERMS = {
  /** the meeting's name (the relation needs one of the meeting's read permissions) */
  meeting: { or: (['page', 'list', 'info'] as const).map((a) => permOf(meeting, a)) },
  candidates: permOf(entityMeta(ElectionCandidate), 'list'),
  groups: permOf(entityMeta(ElectionGroup), 'list'),
};

/** The query's variables: the election, and which parts the user may read. */
export function electionVariables(id: number, perms: readonly string[]) {
  return { id, canMeeting: checkPerm(perms, ELECTION_PERMS.meeting) };
}

export function preparedElectionDetail(environment: Environment, id: number): PreloadedQuery<Query> {
  return loadQuery<Query>(environment, ElectionDetailPageQuery, electionVariables(id, sessionStore.get().perms), { fetchPolicy: 'store-and-network' });
}
