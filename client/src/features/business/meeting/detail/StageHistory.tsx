/** The stage moves of the meeting, oldest first: from, to, when and by whom (the operator's name; the id when the user is gone). */
import { useIntl } from 'react-intl';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { StageBadge } from '../StageBadge.tsx';
import { formatDateTime } from '../../../../entity/index.ts';

export interface HistoryEntry {
  id: number;
  fromStage: number;
  toStage: number;
  userId: number | null;
  /** The operator's name (server: meeting detail), null when unknown. */
  userName?: string | null;
  createTime: string;
  /** 0 a stage move; 1 voting extended, 2 vote terminated, 3 re-vote override (docs/assembly-rules.md). */
  kind?: number | null;
}

export function StageHistory({ history }: { history: readonly HistoryEntry[] }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  if (history.length === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center">
        {f('meeting.history.empty')}
      </Text>
    );
  }
  return (
    <Table.Root size="sm" variant="outline" mt="2" aria-label={f('meeting.tab.history')}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{f('meeting.history.time')}</Table.ColumnHeader>
          <Table.ColumnHeader>{f('meeting.history.from')}</Table.ColumnHeader>
          <Table.ColumnHeader>{f('meeting.history.to')}</Table.ColumnHeader>
          <Table.ColumnHeader>{f('meeting.history.user')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {history.map((h) => (
          <Table.Row key={h.id}>
            <Table.Cell>{formatDateTime(h.createTime)}</Table.Cell>
            <Table.Cell>
              <StageBadge stage={h.fromStage} />
            </Table.Cell>
            <Table.Cell>
              <StageBadge stage={h.toStage} />
              {h.kind ? ` ${f(`meeting.history.kind.${h.kind}`)}` : null}
            </Table.Cell>
            <Table.Cell>{h.userName ?? (h.userId !== null ? `#${h.userId}` : '—')}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
