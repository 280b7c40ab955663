/**
 * Participants (houses frozen when voting opened) whose owner has not voted
 * on every item yet: a list to search (address, owner, phone) with its count,
 * for chasing the missing ballots. Names and phones come masked (张*,
 * 138****0001) to staff who may not read residents (docs/security.md
 * "Personal data").
 */
import { useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { UnregisteredQuery } from '../../../../__generated__/UnregisteredQuery.graphql.ts';
import { houseLabel, matchesParticipant, type Participant } from './ballots.ts';

const query = graphql`
  query UnregisteredQuery($meetingId: Int!) {
    meetingTemplateUnregisteredJoins(meetingId: $meetingId) {
      houseId
      ownerName
      phone
      buildingNo
      unitNo
      houseNo
      privateArea
      votedItems
      items
    }
  }
`;

export interface UnregisteredRow extends Participant {
  votedItems: number;
  items: number;
}

const PAGE = 200;

export function Unregistered({ meetingId, fetchKey }: { meetingId: number; fetchKey: number }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const data = useLazyLoadQuery<UnregisteredQuery>(query, { meetingId }, { fetchKey, fetchPolicy: 'network-only' });
  const rows: readonly UnregisteredRow[] = (data.meetingTemplateUnregisteredJoins ?? []).map((r) => ({ ...r, ownerName: r.ownerName ?? null, phone: r.phone ?? null, buildingNo: r.buildingNo ?? null, unitNo: r.unitNo ?? null, houseNo: r.houseNo ?? null, privateArea: r.privateArea ?? null }));
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const shown = rows.filter((r) => matchesParticipant(r, deferred));
  return (
    <Box pt="2">
      <Flex align="center" justify="space-between" gap="3" mb="2" wrap="wrap">
        <Text fontWeight="semibold" role="status" data-testid="unregistered-count">
          {f('meeting.unregistered.count', { count: rows.length })}
        </Text>
        <Input size="sm" maxW="xs" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={f('meeting.unregistered.search')} aria-label={f('meeting.unregistered.search')} />
      </Flex>
      {shown.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center">
          {rows.length === 0 ? f('meeting.unregistered.none') : f('table.empty')}
        </Text>
      ) : (
        <>
          {search && (
            <Text fontSize="sm" color="fg.muted" mb="1">
              {f('meeting.unregistered.matches', { count: shown.length })}
            </Text>
          )}
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{f('meeting.ballot.house')}</Table.ColumnHeader>
                <Table.ColumnHeader>{f('meeting.unregistered.phone')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{f('meeting.unregistered.area')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{f('meeting.unregistered.voted')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.slice(0, PAGE).map((r) => (
                <Table.Row key={r.houseId}>
                  <Table.Cell>{houseLabel(r)}</Table.Cell>
                  <Table.Cell>{r.phone ?? ''}</Table.Cell>
                  <Table.Cell textAlign="end">{r.privateArea ?? ''}</Table.Cell>
                  <Table.Cell textAlign="end">{`${r.votedItems} / ${r.items}`}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {shown.length > PAGE && (
            <Text fontSize="sm" color="fg.muted" mt="1">
              {f('meeting.unregistered.more', { count: shown.length - PAGE })}
            </Text>
          )}
        </>
      )}
    </Box>
  );
}
