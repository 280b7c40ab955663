/**
 * Request log (/sys/log): a read-only page with keyword search, the days the
 * log is kept (getKeep/setKeep) and clearing the whole log after a
 * confirmation.
 */
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { SysLog } from '../../../meta/entities.json';
import type { LogListPageKeepQuery } from '../../../__generated__/LogListPageKeepQuery.graphql.ts';
import { SysLogOperations, type SysLogRow } from '../../../entity/generated/SysLog.ts';
import { defineEntityScreen, resultOf, commit, entityMeta, permOf } from '../../../entity/index.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { message } from '../../../lib/message.ts';

export const meta = entityMeta(SysLog);

const keepQuery = graphql`
  query LogListPageKeepQuery {
    sysLogGetKeep
  }
`;

const setKeepMutation = graphql`
  mutation LogListPageSetKeepMutation($value: Int!) {
    sysLogSetKeep(value: $value) {
      __typename
      ...EntityError_error @alias(as: "error")
    }
  }
`;

const clearMutation = graphql`
  mutation LogListPageClearMutation {
    sysLogClear {
      __typename
      ...EntityError_error @alias(as: "error")
    }
  }
`;

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
    commit(environment, setKeepMutation, { value })
      .then((r) => {
        resultOf(r);
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

function ClearLog({ onCleared }: { onCleared: () => void }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [clearing, setClearing] = useState<'ask' | 'busy' | null>(null);
  const clear = () => {
    setClearing('busy');
    commit(environment, clearMutation, {})
      .then((r) => {
        resultOf(r);
        message.success(intl.formatMessage({ id: 'common.success' }));
        setClearing(null);
        onCleared();
      })
      .catch((e: Error) => {
        message.error(e.message);
        setClearing('ask');
      });
  };
  return (
    <Can I={permOf(meta, 'clear')}>
      <Button size="sm" colorPalette="red" variant="outline" onClick={() => setClearing('ask')}>
        {intl.formatMessage({ id: 'log.clear' })}
      </Button>
      <ConfirmDialog open={clearing != null} title={intl.formatMessage({ id: 'log.clear' })} loading={clearing === 'busy'} onConfirm={clear} onCancel={() => clearing !== 'busy' && setClearing(null)}>
        {intl.formatMessage({ id: 'log.clear.confirm' })}
      </ConfirmDialog>
    </Can>
  );
}

export default defineEntityScreen<SysLogRow>({
  meta,
  ops: SysLogOperations,
  form: false,
  filters: [],
  columns: [
    { name: 'id', width: '20' },
    { name: 'name', labelId: 'log.user', sortable: false },
    'userId',
    'action',
    'ip',
    { name: 'params', render: (r) => <Text truncate maxW="xs" title={JSON.stringify(r.params)}>{r.params == null ? '' : JSON.stringify(r.params)}</Text> },
    'createTime',
  ],
  hidden: ['userId'],
  toolbar: (_ctx, ctrl) => (
    <>
      <KeepDays onSaved={ctrl.reload} />
      <ClearLog onCleared={() => (ctrl.setState({ page: 1 }), ctrl.reload())} />
    </>
  ),
});
