/**
 * The log of a task in a drawer: each run's status, start time, duration and
 * detail (the error message of a failure), newest first, paged. It refreshes
 * every few seconds while open, so a run started with "run once" shows up
 * when it ends.
 */
import { Suspense, useEffect, useState, useTransition } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Flex } from '@chakra-ui/react/flex';
import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Pager } from '../../../components/DataTable/Pager.tsx';
import type { TaskLogDrawerQuery } from '../../../__generated__/TaskLogDrawerQuery.graphql.ts';
import { formatDateTime } from '../../../entity/index.ts';

const REFRESH_MS = 3000;

const logQuery = graphql`
  query TaskLogDrawerQuery($id: Int!, $page: Int!, $size: Int!) {
    taskInfoLog(id: $id, page: $page, size: $size) {
      list {
        status
        detail
        startTime
        duration
        planTime
      }
      pagination {
        page
        size
        total
      }
    }
  }
`;

function duration(ms: number, f: (id: string, v?: Record<string, string | number>) => string): string {
  return ms < 1000 ? f('task.log.ms', { ms }) : f('task.log.seconds', { s: (ms / 1000).toFixed(ms < 10_000 ? 2 : 1) });
}

function LogTable({ taskId, page, size, fetchKey, onPage }: { taskId: number; page: number; size: number; fetchKey: number; onPage: (p: { page?: number; size?: number }) => void }) {
  const intl = useIntl();
  const f = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const data = useLazyLoadQuery<TaskLogDrawerQuery>(logQuery, { id: taskId, page, size }, { fetchPolicy: 'network-only', fetchKey }).taskInfoLog;
  if (data.pagination.total === 0) {
    return (
      <Text color="fg.muted" py="8" textAlign="center">
        {f('task.log.empty')}
      </Text>
    );
  }
  return (
    <>
      <Table.Root size="sm" variant="line" aria-label={f('task.log')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{f('task.log.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{f('task.log.startTime')}</Table.ColumnHeader>
            <Table.ColumnHeader>{f('task.log.duration')}</Table.ColumnHeader>
            <Table.ColumnHeader>{f('task.log.detail')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.list.map((l, i) => (
            // the rows have no Relay identity (an `id` field would be read as one): start time and place on the page
            <Table.Row key={`${l.startTime}-${i}`}>
              <Table.Cell>
                <Badge size="sm" colorPalette={l.status === 1 ? 'green' : 'red'}>
                  {f(l.status === 1 ? 'task.log.ok' : 'task.log.failed')}
                </Badge>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Text>{formatDateTime(l.startTime)}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {l.planTime ? f('task.log.planned', { time: formatDateTime(l.planTime) }) : f('task.log.manual')}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{duration(l.duration, f)}</Table.Cell>
              <Table.Cell wordBreak="break-word" color={l.status === 1 ? undefined : 'fg.error'}>
                {l.detail}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Box mt="3">
        <Pager page={data.pagination.page} size={data.pagination.size} total={data.pagination.total} onChange={onPage} />
      </Box>
    </>
  );
}

export function TaskLogDrawer({ taskId, name, onClose }: { taskId: number; name: string; onClose: () => void }) {
  const intl = useIntl();
  const f = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const [fetchKey, setFetchKey] = useState(0);
  const [refreshing, startTransition] = useTransition();
  useEffect(() => {
    const timer = setInterval(() => startTransition(() => setFetchKey((k) => k + 1)), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const onPage = (p: { page?: number; size?: number }) => startTransition(() => setPaging((x) => ({ page: p.size ? 1 : p.page ?? x.page, size: p.size ?? x.size })));
  return (
    <Drawer.Root open onOpenChange={(e) => !e.open && onClose()} size="lg" placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Flex align="center" gap="3" w="full" pe="8">
                <Drawer.Title flex="1">{f('task.log.title', { name })}</Drawer.Title>
                <Button size="xs" variant="outline" loading={refreshing} onClick={() => startTransition(() => setFetchKey((k) => k + 1))}>
                  {f('task.log.refresh')}
                </Button>
              </Flex>
            </Drawer.Header>
            <Drawer.Body>
              <Suspense fallback={<Spinner size="sm" />}>
                <LogTable taskId={taskId} page={paging.page} size={paging.size} fetchKey={fetchKey} onPage={onPage} />
              </Suspense>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={f('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
