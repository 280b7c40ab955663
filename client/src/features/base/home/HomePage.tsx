/**
 * The home dashboard (SPEC §1, §2 count home): a welcome with the selected
 * community; the to-do cards (advice waiting: 待处理, with what is being
 * handled: 处理中 beside it; repairs pending) fed live by the `todoCounts`
 * subscription; the totals of notices, meetings, ballots cast, repairs, users
 * and advice with their 30-day trend (recharts, loaded lazily); the meetings
 * now voting with their turnout against the quorum (followed live through
 * each meeting's `meetingVoting` subscription); shortcuts to the menu
 * pages. Every card opens its list, filtered to what the card counts (the
 * list state lives in the URL). Everything follows the community selection;
 * the overview reloads when a to-do changes.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Text } from '@chakra-ui/react/text';
import type { HomePageQuery } from '../../../__generated__/HomePageQuery.graphql.ts';
import type { HomePageVotingSubscription } from '../../../__generated__/HomePageVotingSubscription.graphql.ts';
import { useArea, useAreaChange } from '../../../area/store.ts';
import { useCan } from '../../../components/Can.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useSession } from '../../../relay/session.ts';
import { linkClick } from '../../../router/linkClick.ts';
import { menuName } from '../../../router/menuName.ts';
import { buildMenuTree, type MenuNode } from '../../../router/menu-tree.ts';
import { TODO_PERM, useTodoCounts } from '../../business/todo/todoStore.ts';
import { hundredths, percent, reaches, type Participation, type VotingSnapshot } from '../../business/meeting/detail/arithmetic.ts';
import { SERIES, TODO_LINKS, type Summary, type VotingMeeting } from './summary.ts';
import { formatDateTime } from '../../../entity/format.ts';

const HomeCharts = lazy(() => import('./HomeCharts.tsx'));

const query = graphql`
  query HomePageQuery($summary: Boolean!, $voting: Boolean!) {
    commCountSummary @include(if: $summary)
    commCountVoting @include(if: $voting) {
      meetingId
      name
      voteStartTime
      voteEndTime
      participation {
        totalArea
        totalOwners
        votedAnyArea
        votedAnyOwners
        votedAllArea
        votedAllOwners
      }
    }
  }
`;

function pages(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => (n.menu.type === 1 ? [n] : pages(n.children)));
}

const card = { bg: 'bg', borderRadius: 'lg', borderWidth: '1px', p: { base: '4', md: '5' } } as const;

/** A to-do card: the live count, a link to its list filtered to what it counts, and what is under way beside it (with its own link). */
function TodoCard({ label, count, href, icon, testId, beside }: { label: string; count: number | null | undefined; href: string; icon: string; testId: string; beside?: { label: string; count: number | null | undefined; href: string } }) {
  const intl = useIntl();
  const known = typeof count === 'number';
  return (
    <Box {...card} as="section" aria-label={label} data-testid={`home-todo-${testId}`}>
      <Flex align="center" gap="3">
        <Box w="10" h="10" borderRadius="md" bg={known && count ? 'red.subtle' : 'bg.muted'} color={known && count ? 'red.fg' : 'fg.muted'} display="grid" placeItems="center" flexShrink={0}>
          <Icon name={icon} size={20} />
        </Box>
        <Box flex="1" minW="0">
          <Text fontSize="sm" color="fg.muted">
            {label}
          </Text>
          {known ? (
            <Flex align="baseline" gap="3" wrap="wrap">
              <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums" role="status" aria-live="polite" data-testid="todo-count">
                {count}
              </Text>
              {beside && typeof beside.count === 'number' && (
                <a href={beside.href} onClick={linkClick(beside.href)} data-testid="todo-beside">
                  <Text as="span" fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                    {intl.formatMessage({ id: beside.label }, { count: beside.count })}
                  </Text>
                </a>
              )}
            </Flex>
          ) : (
            <Skeleton h="8" w="12" mt="1" aria-label={intl.formatMessage({ id: 'app.loading' })} />
          )}
        </Box>
        <Button asChild size="xs" variant="outline">
          <a href={href} onClick={linkClick(href)}>
            {intl.formatMessage({ id: 'home.todo.open' })}
          </a>
        </Button>
      </Flex>
    </Box>
  );
}

function TodoCards() {
  const intl = useIntl();
  const can = useCan();
  const counts = useTodoCounts();
  const cards = [
    can({ or: ['business:advice:info:page', 'comm:count:adviceTodo'] }) && counts?.adviceTodo !== null && (
      <TodoCard
        key="a"
        testId="advice"
        label={intl.formatMessage({ id: 'home.todo.advice' })}
        count={counts?.adviceTodo}
        href={TODO_LINKS.advicePending}
        icon="icon-advice"
        beside={{ label: 'home.todo.processing', count: counts?.adviceProcessing, href: TODO_LINKS.adviceProcessing }}
      />
    ),
    can({ or: ['business:repair:info:page', 'comm:count:repairTodo'] }) && counts?.repairTodo !== null && (
      <TodoCard key="r" testId="repair" label={intl.formatMessage({ id: 'home.todo.repair' })} count={counts?.repairTodo} href={TODO_LINKS.repairPending} icon="icon-repair" />
    ),
  ].filter(Boolean);
  if (!cards.length) return null;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="4" aria-label={intl.formatMessage({ id: 'home.todo.title' })}>
      {cards}
    </SimpleGrid>
  );
}

function SummaryCards({ summary }: { summary: Summary }) {
  const intl = useIntl();
  const can = useCan();
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3" mb="4" data-testid="home-summary">
      {SERIES.map((s) => {
        const item = summary[s.key];
        const recent = item?.days.reduce((n, d) => n + d.count, 0) ?? 0;
        const label = intl.formatMessage({ id: `home.series.${s.key}` });
        const body = (
          <>
            <Text fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid={`home-total-${s.key}`}>
              {item?.total ?? 0}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {intl.formatMessage({ id: 'home.recent' }, { count: recent })}
            </Text>
          </>
        );
        // The card opens its list, for who may read it.
        return can(s.perm) ? (
          <Box key={s.key} {...card} p="4" as="section" aria-label={label} _hover={{ borderColor: 'brand.solid' }} transition="border-color 0.15s">
            <a href={s.href} onClick={linkClick(s.href)} data-testid={`home-card-${s.key}`} title={intl.formatMessage({ id: 'home.card.open' }, { label })} style={{ display: 'block', color: 'inherit' }}>
              {body}
            </a>
          </Box>
        ) : (
          <Box key={s.key} {...card} p="4" as="section" aria-label={label}>
            {body}
          </Box>
        );
      })}
    </SimpleGrid>
  );
}

const votingSubscription = graphql`
  subscription HomePageVotingSubscription($meetingId: Int!) {
    meetingVoting(meetingId: $meetingId)
  }
`;

/**
 * Follows one voting meeting's live count (the meeting detail's subscription):
 * every ballot — paper typed in by staff or cast from an owner's phone — moves
 * the turnout here without a reload. Renders nothing; a viewer who may not
 * follow the meeting keeps the overview's figures.
 */
function FollowVoting({ meetingId, onParticipation }: { meetingId: number; onParticipation: (id: number, p: Participation) => void }) {
  const config = useMemo<GraphQLSubscriptionConfig<HomePageVotingSubscription>>(
    () => ({
      subscription: votingSubscription,
      variables: { meetingId },
      onNext: (response) => {
        const snapshot = response?.meetingVoting as VotingSnapshot | undefined;
        if (snapshot?.participation) onParticipation(meetingId, snapshot.participation);
      },
      onError: () => {},
    }),
    [meetingId, onParticipation],
  );
  useSubscription(config);
  return null;
}

function VotingList({ meetings: asLoaded }: { meetings: VotingMeeting[] }) {
  const intl = useIntl();
  const f = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const [live, setLive] = useState<ReadonlyMap<number, Participation>>(new Map());
  const onParticipation = useCallback((id: number, p: Participation) => setLive((prev) => new Map(prev).set(id, p)), []);
  const meetings = useMemo(() => asLoaded.map((m) => ({ ...m, participation: live.get(m.id) ?? m.participation })), [asLoaded, live]);
  return (
    <Box {...card} mb="4" as="section" aria-label={f('home.voting.title')}>
      <Heading as="h2" size="md" mb="3">
        {f('home.voting.title')}
      </Heading>
      {meetings.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {f('home.voting.none')}
        </Text>
      ) : (
        <>
          {asLoaded.map((m) => (
            <FollowVoting key={m.id} meetingId={m.id} onParticipation={onParticipation} />
          ))}
          <Flex direction="column" gap="3" mb="3">
            {meetings.map((m) => {
              const p = m.participation;
              const met = reaches(p.votedAnyOwners, p.totalOwners, 'twoThirds') && reaches(hundredths(p.votedAnyArea), hundredths(p.totalArea), 'twoThirds');
              const href = `/meeting/info/${m.id}`;
              return (
                <Flex key={m.id} align="center" gap="3" wrap="wrap" borderBottomWidth="1px" pb="2" data-testid="home-voting-meeting">
                  <Box flex="1" minW="48">
                    <a href={href} onClick={linkClick(href)}>
                      <Text fontWeight="medium" color="brand.fg">
                        {m.name}
                      </Text>
                    </a>
                    <Text fontSize="xs" color="fg.muted">
                      {f('home.voting.ends', { time: formatDateTime(m.voteEndTime) || '—' })}
                    </Text>
                  </Box>
                  <Text fontSize="sm" fontVariantNumeric="tabular-nums" data-testid="home-voting-turnout" role="status" aria-live="polite">
                    {f('home.voting.turnout', { owners: percent(p.votedAnyOwners, p.totalOwners), area: percent(hundredths(p.votedAnyArea), hundredths(p.totalArea)) })}
                  </Text>
                  <Badge colorPalette={met ? 'green' : 'orange'}>{f(met ? 'meeting.quorum.met' : 'meeting.quorum.notMet')}</Badge>
                </Flex>
              );
            })}
          </Flex>
          <Suspense fallback={<Skeleton h="40" />}>
            <HomeCharts kind="voting" meetings={meetings} />
          </Suspense>
        </>
      )}
    </Box>
  );
}

function Overview({ summary, voting, fetchKey }: { summary: boolean; voting: boolean; fetchKey: number }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<HomePageQuery>(query, { summary, voting }, { fetchPolicy: 'store-and-network', fetchKey });
  const s = (data.commCountSummary ?? null) as Summary | null;
  const v: VotingMeeting[] | null = data.commCountVoting?.map(({ meetingId, ...m }) => ({ ...m, id: meetingId }) as VotingMeeting) ?? null;
  const empty = s ? SERIES.every((x) => (s[x.key]?.days ?? []).every((d) => d.count === 0)) : true;
  return (
    <>
      {s && <SummaryCards summary={s} />}
      {s && (
        <Box {...card} mb="4" as="section" aria-label={intl.formatMessage({ id: 'home.trend.title' })}>
          <Heading as="h2" size="md" mb="3">
            {intl.formatMessage({ id: 'home.trend.title' })}
          </Heading>
          {empty ? (
            <Text color="fg.muted" fontSize="sm">
              {intl.formatMessage({ id: 'home.trend.none' })}
            </Text>
          ) : (
            <Suspense fallback={<Skeleton h="64" />}>
              <HomeCharts kind="trend" summary={s} />
            </Suspense>
          )}
        </Box>
      )}
      {v && <VotingList meetings={v} />}
    </>
  );
}

function OverviewSkeleton() {
  const intl = useIntl();
  return (
    <Box mb="4" aria-busy="true" aria-label={intl.formatMessage({ id: 'app.loading' })}>
      <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3" mb="4">
        {SERIES.map((s) => (
          <Skeleton key={s.key} h="24" borderRadius="lg" />
        ))}
      </SimpleGrid>
      <Skeleton h="72" borderRadius="lg" />
    </Box>
  );
}

export default function HomePage() {
  const intl = useIntl();
  const can = useCan();
  const { userInfo, menus } = useSession();
  const { list, selected } = useArea();
  const area = list?.find((a) => a.rowId === selected);
  const shortcuts = useMemo(() => pages(buildMenuTree(menus ?? [])).filter((n) => n.path !== '/').slice(0, 8), [menus]);
  const name = userInfo?.nickName || userInfo?.name || userInfo?.username || '';
  const withSummary = can('comm:count:summary');
  const withVoting = can('comm:count:voting');
  const [fetchKey, setFetchKey] = useState(0);
  const [, startTransition] = useTransition();
  const reload = () => startTransition(() => setFetchKey((k) => k + 1));
  useAreaChange(reload);
  // a to-do changed (a new advice or repair, a status move): the totals moved too
  const counts = useTodoCounts();
  const first = useRef(true);
  useEffect(() => {
    if (!counts) return;
    if (first.current) {
      first.current = false;
      return;
    }
    reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [counts]);
  return (
    <Box maxW="7xl">
      <Box {...card} p={{ base: '5', md: '6' }} mb="4">
        <Heading as="h1" size="xl" mb="2">
          {intl.formatMessage({ id: 'home.welcome' }, { name })}
        </Heading>
        <Text color="fg.muted" mb="2">
          {intl.formatMessage({ id: 'home.intro' })}
        </Text>
        <Text fontSize="sm" color={area ? 'brand.fg' : 'fg.warning'}>
          {area ? intl.formatMessage({ id: 'home.area' }, { name: area.name }) : intl.formatMessage({ id: 'home.areaNone' })}
        </Text>
      </Box>
      {can(TODO_PERM) && <TodoCards />}
      {(withSummary || withVoting) && (
        <ErrorBoundary
          fallback={(error, reset) => (
            <Box {...card} mb="4" role="alert">
              <Text color="fg.error" mb="2">
                {intl.formatMessage({ id: 'home.overview.error' }, { message: error.message })}
              </Text>
              <Button size="sm" variant="outline" onClick={reset}>
                {intl.formatMessage({ id: 'app.retry' })}
              </Button>
            </Box>
          )}
        >
          <Suspense fallback={<OverviewSkeleton />}>
            <Overview summary={withSummary} voting={withVoting} fetchKey={fetchKey} />
          </Suspense>
        </ErrorBoundary>
      )}
      {shortcuts.length > 0 && (
        <Box {...card}>
          <Heading as="h2" size="md" mb="4">
            {intl.formatMessage({ id: 'home.shortcuts' })}
          </Heading>
          <Flex wrap="wrap" gap="3">
            {shortcuts.map((n) => (
              <Button key={n.menu.rowId} variant="outline" asChild>
                <a href={n.path} onClick={linkClick(n.path)}>
                  <Icon name={n.menu.icon} size={16} />
                  {menuName(intl, n.menu)}
                </a>
              </Button>
            ))}
          </Flex>
        </Box>
      )}
    </Box>
  );
}
