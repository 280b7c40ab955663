/**
 * A meeting's detail (/meeting/info/:id), the screen the process is run
 * from: the stage stepper (next action, why it is refused now, confirmation
 * before moving), then tabs: the notices of the public-notice stages (rich
 * text, filled from templates, saved or published), the vote items (editable
 * before voting), the live vote (graphql-ws), paper ballots, the owners who
 * have not voted, the results once counted, and the stage history.
 *
 * One query reads the meeting and its parts, started by the route before
 * the screen renders (route.ts); each part reads its own fragment. Parts the user may not read are left out of the query
 * (`@include` by permission) and their tabs are not shown.
 */
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { Box } from '@chakra-ui/react/box';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import type { MeetingDetailPageQuery } from '../../../../__generated__/MeetingDetailPageQuery.graphql.ts';
import type { ScreenProps } from '../../../../router/types.ts';
import { useCan } from '../../../../components/Can.tsx';
import { sessionStore } from '../../../../relay/session.ts';
import { useStore } from '../../../../lib/store.ts';
import { detailVariables } from './route.ts';
import { PageSpinner } from '../../../../components/PageSpinner.tsx';
import { useAppEvent } from '../../../../lib/events.ts';
import { navigate } from '../../../../router/history.ts';
import { MeetingHeader } from './MeetingHeader.tsx';
import { MeetingStepper } from './MeetingStepper.tsx';
import { MeetingNotices } from './MeetingNotices.tsx';
import { VoteItems } from './VoteItems.tsx';
import { LivePanel } from './LivePanel.tsx';
import { BallotEntry } from './BallotEntry.tsx';
import { Unregistered } from './Unregistered.tsx';
import { ResultPanel } from './ResultPanel.tsx';
import { StageHistory, type HistoryEntry } from './StageHistory.tsx';
import { VoteTableDownload } from './VoteTableDownload.tsx';
import { CredentialIssue } from './CredentialIssue.tsx';
import { CredentialList, LIST_PERM as CREDENTIAL_LIST_PERM } from './CredentialList.tsx';
import { BallotRecordPanel } from './BallotRecordPanel.tsx';
import { ExtendVoting } from './ExtendVoting.tsx';
import { PERMS } from './perms.ts';
import { COUNTING, isNoticeStage, VOTING } from '../stages.ts';

const query = graphql`
  query MeetingDetailPageQuery($id: Int!, $canCheck: Boolean!, $canItems: Boolean!, $canNotices: Boolean!) {
    meeting: meetingInfoInfo(id: $id) {
      rowId
      status
      participantCount
      seats
      relationType
      vote {
        openedAt
        closedAt
      }
      stageLogs(first: 50) {
        edges {
          node {
            rowId
            fromStage
            toStage
            userId
            userName
            createTime
            kind
          }
        }
      }
      ...MeetingHeader_meeting
      ...MeetingStepper_meeting
    }
    reasons: meetingInfoNextCheck(id: $id) @include(if: $canCheck)
    items: voteItemList(filter: { meetingId: $id }, orderBy: "id", sort: asc) @include(if: $canItems) {
      rowId
      ...VoteItems_items
      ...ResultPanel_items
      ...BallotEntry_items
    }
    notices: meetingNoticeList(filter: { meetingId: $id }) @include(if: $canNotices) {
      ...MeetingNotices_notices
    }
  }
`;

function Section({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}

export default function MeetingDetailPage({ params, queries }: ScreenProps) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const can = useCan();
  const id = Number(params.id);
  const [fetchKey, setFetchKey] = useState(0);
  const [, startTransition] = useTransition();
  const perms = useStore(sessionStore, (st) => st.perms);
  const variables = useMemo(() => detailVariables(id, perms), [id, perms]);
  // Started by the route before this screen rendered (route.ts); a refresh loads it again from the network.
  const [ref, load] = useQueryLoader<MeetingDetailPageQuery>(query, (queries.detail as PreloadedQuery<MeetingDetailPageQuery> | undefined) ?? null);
  useEffect(() => {
    if (!ref) load(variables);
  }, [ref, load, variables]);
  const refresh = useCallback(
    () =>
      startTransition(() => {
        setFetchKey((k) => k + 1);
        load(variables, { fetchPolicy: 'network-only' });
      }),
    [load, variables],
  );
  if (!ref) return <PageSpinner />;
  return <Detail queryRef={ref} id={id} fetchKey={fetchKey} refresh={refresh} f={f} can={can} />;
}

function Detail({ queryRef, id, fetchKey, refresh, f, can }: { queryRef: PreloadedQuery<MeetingDetailPageQuery>; id: number; fetchKey: number; refresh: () => void; f: (id: string, values?: Record<string, string | number>) => string; can: (check: string) => boolean }) {
  const data = usePreloadedQuery<MeetingDetailPageQuery>(query, queryRef);
  // Votes arriving live change why the vote cannot close yet and who has not voted: refetch, at most once a second.
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refreshSoon = useCallback(() => {
    timer.current ??= setTimeout(() => {
      timer.current = null;
      refresh();
    }, 1000);
  }, [refresh]);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  // The meeting belongs to its community: another community's list is where the user goes.
  useAppEvent('area-change', () => navigate('/meeting/info'));
  const [tab, setTab] = useState<string | null>(null);

  if (!Number.isInteger(id) || !data.meeting) {
    return (
      <Box bg="bg" borderRadius="lg" borderWidth="1px" p="6" role="alert">
        <Text color="fg.muted">{f('meeting.notFound')}</Text>
      </Box>
    );
  }
  const meeting = data.meeting;
  const ballotBox = { openedAt: meeting.vote?.openedAt ?? undefined, closedAt: meeting.vote?.closedAt ?? undefined };
  const history: HistoryEntry[] = meeting.stageLogs.edges.map(({ node }) => ({ id: node.rowId, fromStage: node.fromStage, toStage: node.toStage, userId: node.userId ?? null, userName: node.userName ?? null, createTime: node.createTime, kind: node.kind ?? 0 }));
  const items = data.items ?? [];
  const stage = meeting.status;
  const tabs: { value: string; label: string; show: boolean; render: () => React.ReactNode }[] = [
    { value: 'notices', label: f('meeting.tab.notices'), show: !!data.notices, render: () => <MeetingNotices key={stage} meetingId={id} stage={stage} relationType={meeting.relationType ?? 0} notices={data.notices!} onSaved={refresh} /> },
    { value: 'items', label: f('meeting.tab.items'), show: !!data.items, render: () => <VoteItems meetingId={id} stage={stage} items={items} onChanged={refresh} /> },
    { value: 'live', label: f('meeting.tab.live'), show: can(PERMS.detail) && stage >= VOTING, render: () => <LivePanel meetingId={id} onUpdate={refreshSoon} /> },
    { value: 'ballots', label: f('meeting.tab.ballots'), show: can(PERMS.batch) && !!data.items && stage === VOTING, render: () => <BallotEntry meetingId={id} items={items} ballotBoxClosed={!!ballotBox.closedAt} seats={meeting.seats ?? null} onSaved={refresh} /> },
    { value: 'credentials', label: f('meeting.tab.credentials'), show: can(CREDENTIAL_LIST_PERM) && stage >= VOTING, render: () => <CredentialList meetingId={id} stage={stage} /> },
    { value: 'unregistered', label: f('meeting.tab.unregistered'), show: can(PERMS.unregistered) && stage >= VOTING, render: () => <Unregistered meetingId={id} fetchKey={fetchKey} /> },
    { value: 'results', label: f('meeting.tab.results'), show: !!data.items && stage >= COUNTING, render: () => <ResultPanel items={items} /> },
    { value: 'record', label: f('meeting.tab.record'), show: can(PERMS.verifyBallots) && stage >= COUNTING, render: () => <BallotRecordPanel meetingId={id} onChanged={refresh} /> },
    { value: 'history', label: f('meeting.tab.history'), show: true, render: () => <StageHistory history={history} /> },
  ];
  const shown = tabs.filter((t) => t.show);
  // The tab of the current work: voting → live; counted → results; else notices or items.
  const preferred = stage >= COUNTING ? 'results' : stage === VOTING ? 'live' : isNoticeStage(stage) ? 'notices' : 'items';
  const current = tab && shown.some((t) => t.value === tab) ? tab : (shown.find((t) => t.value === preferred) ?? shown[0])?.value;

  return (
    <Box display="flex" flexDirection="column" gap="4" maxW="7xl">
      <MeetingHeader meeting={meeting} participants={meeting.participantCount} ballotBox={ballotBox} actions={<><ExtendVoting meetingId={id} stage={stage} fetchKey={fetchKey} onExtended={refresh} /><CredentialIssue meetingId={id} stage={stage} /><VoteTableDownload key={stage} meetingId={id} stage={stage} /></>} />
      <MeetingStepper meeting={meeting} reasons={data.reasons ?? null} onMoved={refresh} />
      <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: '3', md: '4' }}>
        <Tabs.Root value={current} onValueChange={(e) => setTab(e.value)} lazyMount variant="line">
          <Tabs.List flexWrap="wrap">
            {shown.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value}>
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {shown.map((t) => (
            <Tabs.Content key={t.value} value={t.value}>
              <Section>{t.render()}</Section>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Box>
    </Box>
  );
}
