/**
 * Request log (/sys/log): a read-only page with keyword search, the days the
 * log is kept (getKeep/setKeep) and clearing the whole log after a
 * confirmation.
 */
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, usePreloadedQuery, useRefetchableFragment, useRelayEnvironment } from 'react-relay';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { SysLog } from '../../../meta/entities.json';
import type { LogListPageQuery } from '../../../__generated__/LogListPageQuery.graphql.ts';
import type { LogListPage_query$key } from '../../../__generated__/LogListPage_query.graphql.ts';
import type { LogListPageExportQuery } from '../../../__generated__/LogListPageExportQuery.graphql.ts';
import type { LogListPageKeepQuery } from '../../../__generated__/LogListPageKeepQuery.graphql.ts';
import type { LogListPageSetKeepMutation } from '../../../__generated__/LogListPageSetKeepMutation.graphql.ts';
import type { LogListPageClearMutation } from '../../../__generated__/LogListPageClearMutation.graphql.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DataTable, commit, entityMeta, listVariables, permOf, unwrapResult, useEntityList } from '../../../components/DataTable/index.ts';
import { message } from '../../../lib/message.ts';
import type { ScreenProps } from '../../../router/types.ts';

export const meta = entityMeta(SysLog);

graphql`
  fragment LogListPage_fields on SysLog {
    id
    rowId
    userId
    name
    action
    ip
    params
    createTime
  }
`;

export const logListQuery = graphql`
  query LogListPageQuery($first: Int, $after: String, $filter: SysLogFilter, $keyWord: String, $orderBy: String, $sort: SortOrder) {
    ...LogListPage_query @arguments(first: $first, after: $after, filter: $filter, keyWord: $keyWord, orderBy: $orderBy, sort: $sort)
  }
`;

const pageFragment = graphql`
  fragment LogListPage_query on Query
  @refetchable(queryName: "LogListPageRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 20 }
    after: { type: "String" }
    filter: { type: "SysLogFilter" }
    keyWord: { type: "String" }
    orderBy: { type: "String" }
    sort: { type: "SortOrder" }
  ) {
    sysLogPage(first: $first, after: $after, filter: $filter, keyWord: $keyWord, orderBy: $orderBy, sort: $sort) {
      totalCount
      edges {
        node {
          ...LogListPage_fields @relay(mask: false)
        }
      }
    }
  }
`;

const exportQuery = graphql`
  query LogListPageExportQuery($filter: SysLogFilter, $keyWord: String, $orderBy: String, $sort: SortOrder) {
    sysLogList(filter: $filter, keyWord: $keyWord, orderBy: $orderBy, sort: $sort) {
      ...LogListPage_fields @relay(mask: false)
    }
  }
`;

const keepQuery = graphql`
  query LogListPageKeepQuery {
    sysLogGetKeep
  }
`;

const setKeepMutation = graphql`
  mutation LogListPageSetKeepMutation($value: Int!) {
    sysLogSetKeep(value: $value) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSysLogSetKeepSuccess {
        data
      }
    }
  }
`;

const clearMutation = graphql`
  mutation LogListPageClearMutation {
    sysLogClear {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSysLogClearSuccess {
        data
      }
    }
  }
`;

type Log = NonNullable<LogListPageExportQuery['response']['sysLogList'][number]>;

/** Days the log is kept: read with getKeep, saved with setKeep (which also purges older entries). */
function KeepDays({ onSaved }: { onSaved: () => void }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const can = useCan();
  const inputId = useId();
  const [days, setDays] = useState('');
  const [saving, setSaving] = useState(false);
  const canRead = can(permOf(meta, 'getKeep'));
  useEffect(() => {
    if (!canRead) return;
    const sub = fetchQuery<LogListPageKeepQuery>(environment, keepQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
      next: (d) => setDays(String(d.sysLogGetKeep)),
      error: (e: Error) => message.error(e.message),
    });
    return () => sub.unsubscribe();
  }, [environment, canRead]);
  const save = () => {
    const value = Number(days);
    if (!Number.isInteger(value) || value < 1 || value > 10000) {
      message.error(intl.formatMessage({ id: 'log.keep.invalid' }));
      return;
    }
    setSaving(true);
    commit<LogListPageSetKeepMutation>(environment, setKeepMutation, { value })
      .then((r) => {
        unwrapResult(r.sysLogSetKeep);
        message.success(intl.formatMessage({ id: 'common.success' }));
        onSaved();
      })
      .catch((e: Error) => message.error(e.message))
      .finally(() => setSaving(false));
  };
  if (!canRead && !can(permOf(meta, 'setKeep'))) return null;
  return (
    <Flex align="center" gap="2">
      <Text as="label" {...{ htmlFor: inputId }} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        {intl.formatMessage({ id: 'log.keep' })}
      </Text>
      <Input
        id={inputId}
        size="sm"
        w="20"
        inputMode="numeric"
        value={days}
        onChange={(e) => setDays(e.currentTarget.value.replace(/\D/g, ''))}
        onKeyDown={(e) => e.key === 'Enter' && save()}
      />
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage({ id: 'log.keep.days' })}
      </Text>
      <Can I={permOf(meta, 'setKeep')}>
        <Button size="sm" variant="outline" loading={saving} onClick={save}>
          {intl.formatMessage({ id: 'common.save' })}
        </Button>
      </Can>
    </Flex>
  );
}

export default function LogListPage({ queries }: ScreenProps) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const root = usePreloadedQuery<LogListPageQuery>(logListQuery, queries.list!);
  const [data, refetch] = useRefetchableFragment(pageFragment, root as LogListPage_query$key);
  const list = useEntityList(meta, refetch);
  const rows = data.sysLogPage.edges.map((e) => e.node).filter(Boolean) as Log[];
  const [clearing, setClearing] = useState<'ask' | 'busy' | null>(null);

  const clear = () => {
    setClearing('busy');
    commit<LogListPageClearMutation>(environment, clearMutation, {})
      .then((r) => {
        unwrapResult(r.sysLogClear);
        message.success(intl.formatMessage({ id: 'common.success' }));
        setClearing(null);
        list.setState({ page: 1 });
        list.reload();
      })
      .catch((e: Error) => {
        message.error(e.message);
        setClearing('ask');
      });
  };

  return (
    <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: '3', md: '4' }}>
      <DataTable<Log>
        meta={meta}
        rows={rows}
        total={data.sysLogPage.totalCount}
        state={list.state}
        onStateChange={list.setState}
        loading={list.loading}
        onReload={list.reload}
        filters={[]}
        columns={[
          { name: 'id', width: '20' },
          { name: 'name', label: intl.formatMessage({ id: 'log.user' }), sortable: false },
          { name: 'userId', hidden: true },
          'action',
          'ip',
          { name: 'params', render: (r) => <Text truncate maxW="xs" title={JSON.stringify(r.params)}>{r.params == null ? '' : JSON.stringify(r.params)}</Text> },
          'createTime',
        ]}
        toolbar={() => (
          <>
            <KeepDays onSaved={list.reload} />
            <Can I={permOf(meta, 'clear')}>
              <Button size="sm" colorPalette="red" variant="outline" onClick={() => setClearing('ask')}>
                {intl.formatMessage({ id: 'log.clear' })}
              </Button>
            </Can>
          </>
        )}
        exportRows={async () => (await fetchQuery<LogListPageExportQuery>(environment, exportQuery, listVariables(list.state, meta)).toPromise())!.sysLogList as Log[]}
      />
      <ConfirmDialog open={clearing != null} title={intl.formatMessage({ id: 'log.clear' })} loading={clearing === 'busy'} onConfirm={clear} onCancel={() => clearing !== 'busy' && setClearing(null)}>
        {intl.formatMessage({ id: 'log.clear.confirm' })}
      </ConfirmDialog>
    </Box>
  );
}
