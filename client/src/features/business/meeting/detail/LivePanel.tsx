/**
 * The live vote: the `meetingVoting` subscription (graphql-ws) pushes the
 * meeting's counts after every vote and stage move, the first event being
 * the state as it stands. Shown per item: 同意/不同意/弃权 by owners and by
 * area; and the turnout against the two quorum lines (two thirds of the
 * owners and two thirds of the area). The charts (recharts) load lazily;
 * the figures are text as well.
 */
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { LivePanelSubscription } from '../../../../__generated__/LivePanelSubscription.graphql.ts';
import { PageSpinner } from '../../../../components/PageSpinner.tsx';
import { areaNeeded, areaText, hundredths, ownersNeeded, percent, reaches, type VotingSnapshot } from './arithmetic.ts';
import { RuleBadge } from './VoteItems.tsx';
import { formatDateTime } from '../../../../entity/index.ts';

const LiveCharts = lazy(() => import('./LiveCharts.tsx'));

const subscription = graphql`
  subscription LivePanelSubscription($meetingId: Int!) {
    meetingVoting(meetingId: $meetingId)
  }
`;

/** `onUpdate` runs on every event after the first (a vote or a stage move happened). */
export function LivePanel({ meetingId, onUpdate }: { meetingId: number; onUpdate?: () => void }) {
  const [snapshot, setSnapshot] = useState<VotingSnapshot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const seen = useRef(0);
  const update = useRef(onUpdate);
  update.current = onUpdate;
  const config = useMemo<GraphQLSubscriptionConfig<LivePanelSubscription>>(
    () => ({
      subscription,
      variables: { meetingId },
      onNext: (response) => {
        if (response?.meetingVoting) {
          setSnapshot(response.meetingVoting as VotingSnapshot);
          setError(null);
          if (seen.current++ > 0) update.current?.();
        }
      },
      onError: (e) => setError(e.message),
    }),
    [meetingId],
  );
  useSubscription(config);
  return <LiveView snapshot={snapshot} error={error} />;
}

function Figure({ label, value, sub, met }: { label: string; value: string; sub?: string; met?: boolean }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
      {sub && (
        <Text fontSize="sm" color={met === undefined ? 'fg.muted' : met ? 'fg.success' : 'fg.warning'}>
          {sub}
        </Text>
      )}
    </Box>
  );
}

/** The panel for a snapshot (null: waiting for the first event). */
export function LiveView({ snapshot, error }: { snapshot: VotingSnapshot | null; error?: string | null }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (error && !snapshot) {
    return (
      <Text color="fg.error" role="alert" py="4">
        {f('meeting.live.error', { message: error })}
      </Text>
    );
  }
  if (!snapshot) return <PageSpinner />;
  const p = snapshot.participation;
  const totalArea = hundredths(p.totalArea);
  const anyArea = hundredths(p.votedAnyArea);
  const ownersLine = ownersNeeded(p.totalOwners, 'twoThirds');
  const areaLine = areaNeeded(totalArea, 'twoThirds');
  const ownersMet = reaches(p.votedAnyOwners, p.totalOwners, 'twoThirds');
  const areaMet = reaches(anyArea, totalArea, 'twoThirds');
  return (
    <Box pt="2" data-testid="live-panel">
      <Flex align="center" gap="2" mb="3" wrap="wrap">
        <Badge colorPalette={error ? 'red' : 'green'} variant="solid" size="sm">
          {f(error ? 'meeting.live.disconnected' : 'meeting.live.on')}
        </Badge>
        <Text fontSize="sm" color="fg.muted" role="status" aria-live="polite">
          {f('meeting.live.updatedAt', { time: formatDateTime(snapshot.at) })}
        </Text>
      </Flex>

      <Heading as="h3" size="sm" mb="2">
        {f('meeting.live.participation')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" mb="4" aria-label={f('meeting.live.participation')} data-testid="participation">
        <Figure label={f('meeting.live.votedOwners')} value={`${p.votedAnyOwners} / ${p.totalOwners}`} sub={f('meeting.live.quorumOwners', { count: ownersLine, percent: percent(p.votedAnyOwners, p.totalOwners) })} met={ownersMet} />
        <Figure label={f('meeting.live.votedArea')} value={`${p.votedAnyArea} / ${p.totalArea}`} sub={f('meeting.live.quorumArea', { area: areaText(areaLine), percent: percent(anyArea, totalArea) })} met={areaMet} />
        <Figure label={f('meeting.live.votedAllOwners')} value={`${p.votedAllOwners} / ${p.totalOwners}`} />
        <Figure label={f('meeting.live.quorum')} value={f(ownersMet && areaMet ? 'meeting.quorum.met' : 'meeting.quorum.notMet')} met={ownersMet && areaMet} sub={f('meeting.live.quorumRule')} />
      </SimpleGrid>

      <Suspense fallback={<Skeleton height="200px" mb="4" />}>
        <LiveCharts snapshot={snapshot} />
      </Suspense>

      <Heading as="h3" size="sm" mt="4" mb="2">
        {f('meeting.live.items')}
      </Heading>
      {snapshot.items.length === 0 ? (
        <Text color="fg.muted">{f('meeting.items.empty')}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
          {snapshot.items.map((item) => {
            const c = item.count;
            const rows: [string, number, string][] = [
              ['meeting.vote.agree', c.agreeOwners, c.agreeArea],
              ['meeting.vote.disagree', c.disagreeOwners, c.disagreeArea],
              ['meeting.vote.abstain', c.abstainOwners, c.abstainArea],
              ['meeting.vote.total', c.votingOwners, c.votingArea],
            ];
            return (
              <Box key={item.itemId} borderWidth="1px" borderRadius="md" p="3" as="section" aria-label={item.name} data-testid={`live-item-${item.itemId}`}>
                <Flex align="center" gap="2" mb="2" wrap="wrap">
                  <Text fontWeight="semibold">{item.name}</Text>
                  <RuleBadge rule={c.rule} />
                  <Badge size="sm" colorPalette={c.passed ? 'green' : 'gray'}>
                    {f(c.passed ? 'meeting.live.passingNow' : 'meeting.live.notPassingNow')}
                  </Badge>
                </Flex>
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader />
                      <Table.ColumnHeader textAlign="end">{f('meeting.vote.owners')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{f('meeting.vote.area')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {rows.map(([id, owners, area]) => (
                      <Table.Row key={id}>
                        <Table.Cell>{f(id)}</Table.Cell>
                        <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                          {owners}
                        </Table.Cell>
                        <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                          {area}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            );
          })}
        </SimpleGrid>
      )}
    </Box>
  );
}
