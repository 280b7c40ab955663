/**
 * The outcome of an election's count (a part of the election detail): the
 * ranking, who is elected, empty seats and any draw with its recorded seed.
 * Reads the typed `ElectionOutcome` of the graph through its fragment.
 */
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { formatDateTime } from '../../../entity/index.ts';
import type { ElectionOutcome_outcome$key } from '../../../__generated__/ElectionOutcome_outcome.graphql.ts';

const fragment = graphql`
  fragment ElectionOutcome_outcome on ElectionOutcome {
    elected
    ranking {
      candidateId
      qualified
      rank
      agreeArea
      agreeOwners
    }
    emptySeats
    draws {
      among
      chosen
      seed
    }
    seats
    countedAt
  }
`;

/** The outcome of the count; `names` names the candidates by id, `seats` is the election's when the count did not record it. */
export function ElectionOutcome({ outcome: key, names, seats }: { outcome: ElectionOutcome_outcome$key | null | undefined; names: Map<number, string>; seats: number }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const outcome = useFragment(fragment, key ?? null);
  const name = (id: number | null | undefined) => (id == null ? '—' : (names.get(id) ?? `#${id}`));
  const elected = outcome?.elected ?? [];
  const emptySeats = outcome?.emptySeats ?? 0;
  return (
    <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: '4', md: '5' }} as="section" aria-label={f('election.outcome')}>
      <Heading as="h2" size="md" mb="3">
        {f('election.outcome')}
      </Heading>
      {!outcome ? (
        <Text color="fg.muted">{f('election.outcome.none')}</Text>
      ) : (
        <Flex direction="column" gap="3">
          <Text>
            {f('election.outcome.summary', { seats: outcome.seats ?? seats, elected: elected.length, empty: emptySeats })}
            {outcome.countedAt && ` · ${f('election.outcome.countedAt', { time: formatDateTime(outcome.countedAt) })}`}
          </Text>
          {emptySeats > 0 && (
            <Text color="fg.warning" fontWeight="semibold">
              {f('election.outcome.empty', { count: emptySeats })}
            </Text>
          )}
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{f('election.outcome.rank')}</Table.ColumnHeader>
                <Table.ColumnHeader>{f('election.outcome.candidate')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{f('meeting.result.agreeArea')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{f('meeting.result.agreeOwners')}</Table.ColumnHeader>
                <Table.ColumnHeader>{f('election.outcome.qualified')}</Table.ColumnHeader>
                <Table.ColumnHeader>{f('election.outcome.elected')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {[...outcome.ranking]
                .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || (a.candidateId ?? 0) - (b.candidateId ?? 0))
                .map((r) => (
                  <Table.Row key={r.candidateId}>
                    <Table.Cell>{r.rank ?? '—'}</Table.Cell>
                    <Table.Cell>{name(r.candidateId)}</Table.Cell>
                    <Table.Cell textAlign="end">{r.agreeArea}</Table.Cell>
                    <Table.Cell textAlign="end">{r.agreeOwners}</Table.Cell>
                    <Table.Cell>{f(r.qualified ? 'common.yes' : 'common.no')}</Table.Cell>
                    <Table.Cell>
                      {r.candidateId != null && elected.includes(r.candidateId) ? (
                        <Badge colorPalette="green" size="sm">
                          {f('election.outcome.elected')}
                        </Badge>
                      ) : (
                        '—'
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
            </Table.Body>
          </Table.Root>
          {outcome.draws.map((d, i) => (
            <Box key={i} borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
              <Text fontWeight="semibold">{f('election.draw.title')}</Text>
              <Text fontSize="sm">{f('election.draw.text', { among: (d.among ?? []).map(name).join(f('common.listSeparator')), count: (d.chosen ?? []).length, chosen: (d.chosen ?? []).map(name).join(f('common.listSeparator')) })}</Text>
              <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                {f('election.draw.seed', { seed: d.seed ?? '' })}
              </Text>
            </Box>
          ))}
        </Flex>
      )}
    </Box>
  );
}
