/**
 * The meeting detail's route entry: its query starts with the screen's code,
 * before the screen renders (router/RouteView.tsx), so the data is on its way
 * while the code loads. Kept apart from the page so the page's code stays in
 * its own chunk.
 */
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { Environment } from 'relay-runtime';
import MeetingDetailPageQuery, { type MeetingDetailPageQuery as Query } from '../../../../__generated__/MeetingDetailPageQuery.graphql.ts';
import { checkPerm } from '../../../../components/Can.tsx';
import { sessionStore } from '../../../../relay/session.ts';
import { PERMS } from './perms.ts';

/** The query's variables: the meeting, and which parts the user may read (left out of the query otherwise). */
export function detailVariables(id: number, perms: readonly string[]) {
  const can = (check: string) => checkPerm(perms, check);
  return { id, canCheck: can(PERMS.nextCheck), canItems: can(PERMS.itemList), canNotices: can(PERMS.noticeList) };
}

export function preparedMeetingDetail(environment: Environment, id: number): PreloadedQuery<Query> {
  return loadQuery<Query>(environment, MeetingDetailPageQuery, detailVariables(id, sessionStore.get().perms), { fetchPolicy: 'store-and-network' });
}
