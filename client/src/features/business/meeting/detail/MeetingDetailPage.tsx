/**
 * A meeting's detail (/meeting/info/:id), the screen the process is run
 * from: the stage stepper (next action, why it is refused now, confirmation
 * before moving), then tabs: the notices of the public-notice stages (rich
 * text, filled from templates, saved or published), the vote items (editable
 * before voting), the live vote (graphql-ws), paper ballots, the owners who
 * have not voted, the results once counted, and the stage history.
 *
 * One query reads the meeting and its parts; each part reads its own
 * fragment. Parts the user may not read are left out of the query
 * (`@include` by permission) and their tabs are not shown.
 */
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Box } from '@chakra-ui/react/box';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import type { MeetingDetailPageQuery } from '../../../../__generated__/MeetingDetailPageQuery.graphql.ts';
import type { ScreenProps } from '../../../../router/types.ts';
import { useCan } from '../../../../components/Can.tsx';
import { PageSpinner } from '../../../../router/RouteView.tsx';
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
import { PERMS } from './perms.ts';

const query = graphql`
  query MeetingDetailPageQuery($id: Int!, $canCheck: Boolean!, $canItems: Boolean!, $canNotices: Boolean!) {
    meeting: meetingInfoInfo(id: $id) {
      rowId
      status
      ...MeetingHeader_meeting
      ...MeetingStepper_meeting
    }
    detail: meetingInfoDetail(id: $id)
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

interface Detail {
  relationType?: number;
  participants?: number;
  ballotBox?: { openedAt?: string; closedAt?: string };
  seats?: number | null;
  history?: HistoryEntry[];
}

function Section({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}

export default function MeetingDetailPage({ params }: ScreenProps) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const can = useCan();
  const id = Number(params.id);
  const [fetchKey, setFetchKey] = useState(0);
  const [, startTransition] = useTransition();
  const variables = useMemo(() => ({ id, canCheck: can(PERMS.nextCheck), canItems: can(PERMS.itemList), canNotices: can(PERMS.noticeList) }), [id, can]);
  const data = useLazyLoadQuery<MeetingDetailPageQuery>(query, variables, { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-and-network' : 'network-only' });
  const refresh = useCallback(() => startTransition(() => setFetchKey((k) => k + 1)), []);
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
  const detail = (data.detail ?? {}) as Detail;
  const items = data.items ?? [];
  const stage = meeting.status;
  const tabs: { value: string; label: string; show: boolean; render: () => React.ReactNode }[] = [
    { value: 'notices', label: f('meeting.tab.notices'), show: !!data.notices, render: () => <MeetingNotices key={stage} meetingId={id} stage={stage} relationType={detail.relationType ?? 0} notices={data.notices!} onSaved={refresh} /> },
    { value: 'items', label: f('meeting.tab.items'), show: !!data.items, render: () => <VoteItems meetingId={id} stage={stage} items={items} onChanged={refresh} /> },
    { value: 'live', label: f('meeting.tab.live'), show: can(PERMS.detail) && stage >= 6, render: () => <LivePanel meetingId={id} onUpdate={refreshSoon} /> },
    { value: 'ballots', label: f('meeting.tab.ballots'), show: can(PERMS.batch) && !!data.items && stage === 6, render: () => <BallotEntry meetingId={id} items={items} ballotBoxClosed={!!detail.ballotBox?.closedAt} seats={detail.seats ?? null} onSaved={refresh} /> },
    { value: 'unregistered', label: f('meeting.tab.unregistered'), show: can(PERMS.unregistered) && stage >= 6, render: () => <Unregistered meetingId={id} fetchKey={fetchKey} /> },
    { value: 'results', label: f('meeting.tab.results'), show: !!data.items && stage >= 8, render: () => <ResultPanel items={items} /> },
    { value: 'history', label: f('meeting.tab.history'), show: true, render: () => <StageHistory history={detail.history ?? []} /> },
  ];
  const shown = tabs.filter((t) => t.show);
  // The tab of the current work: voting → live; counted → results; else notices or items.
  const preferred = stage >= 8 ? 'results' : stage === 6 ? 'live' : [1, 3, 5, 7, 9].includes(stage) ? 'notices' : 'items';
  const current = tab && shown.some((t) => t.value === tab) ? tab : (shown.find((t) => t.value === preferred) ?? shown[0])?.value;

  return (
    <Box display="flex" flexDirection="column" gap="4" maxW="7xl">
      <MeetingHeader meeting={meeting} participants={detail.participants ?? 0} ballotBox={detail.ballotBox ?? {}} actions={<VoteTableDownload key={stage} meetingId={id} stage={stage} />} />
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
