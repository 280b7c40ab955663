/**
 * What a task row offers beyond edit and delete: the start/stop switch (both
 * ways ask first), run once (asks first; the run happens on the server after
 * the answer, its result shows in the log) and the log drawer.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useRelayEnvironment } from 'react-relay';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { Can, useCan } from '../../../components/Can.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { CheckBox } from '../../../components/DataTable/index.ts';
import { resultOf, commit, useMetaText } from '../../../entity/index.ts';
import type { TaskInfoRow } from '../../../entity/generated/TaskInfo.ts';
import { message } from '../../../lib/message.ts';
import { createStore, useStore } from '../../../lib/store.ts';
import { TaskLogDrawer } from './TaskLogDrawer.tsx';
import { meta } from './meta.ts';

const startMutation = graphql`
  mutation TaskActionsStartMutation($id: Int!) {
    taskInfoStart(id: $id) {
      __typename
      ...EntityError_error @alias(as: "error")
      ... on MutationTaskInfoStartSuccess {
        data {
          id
          rowId
          ...TaskInfo_row
        }
      }
    }
  }
`;

const stopMutation = graphql`
  mutation TaskActionsStopMutation($id: Int!) {
    taskInfoStop(id: $id) {
      __typename
      ...EntityError_error @alias(as: "error")
      ... on MutationTaskInfoStopSuccess {
        data {
          id
          rowId
          ...TaskInfo_row
        }
      }
    }
  }
`;

const onceMutation = graphql`
  mutation TaskActionsOnceMutation($id: Int!) {
    taskInfoOnce(id: $id) {
      __typename
      ...EntityError_error @alias(as: "error")
      ... on MutationTaskInfoOnceSuccess {
        data {
          id
          rowId
          ...TaskInfo_row
        }
      }
    }
  }
`;

function useRun() {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const run = async (mutation: typeof startMutation, id: number, success: string) => {
    setBusy(true);
    try {
      resultOf(await commit(environment, mutation, { id }));
      message.success(success);
      return true;
    } catch (e) {
      message.error((e as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** The running/stopped switch of a row (a badge without the permissions). */
export function TaskStatusToggle({ row }: { row: TaskInfoRow }) {
  const intl = useIntl();
  const f = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const text = useMetaText();
  const can = useCan();
  const { busy, run } = useRun();
  const [asking, setAsking] = useState(false);
  const running = row.status === 1;
  const label = text.option(meta, 'status', row.status);
  const next = running ? 'stop' : 'start';
  if (!can(`task:info:${next}`)) return <Badge size="sm" colorPalette={running ? 'green' : 'gray'}>{label}</Badge>;
  return (
    <Flex align="center" gap="1.5">
      <CheckBox toggle ariaLabel={`${f(`task.${next}`)} ${row.name}`} checked={running} disabled={busy} onChange={() => setAsking(true)} />
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <ConfirmDialog
        open={asking}
        title={f(`task.${next}.title`)}
        confirmLabel={f(`task.${next}`)}
        danger={running}
        loading={busy}
        onConfirm={() => void run(running ? stopMutation : startMutation, row.rowId, f('common.success')).then(() => setAsking(false))}
        onCancel={() => !busy && setAsking(false)}
      >
        {f(`task.${next}.confirm`, { name: row.name })}
      </ConfirmDialog>
    </Flex>
  );
}

/** The task whose log is open; kept outside the rows, which re-render when a run updates them. */
const openLog = createStore<{ taskId: number; name: string } | null>(null);

/** The log drawer of the screen (one at a time). */
export function TaskLogHost() {
  const open = useStore(openLog);
  return open ? <TaskLogDrawer key={open.taskId} taskId={open.taskId} name={open.name} onClose={() => openLog.set(null)} /> : null;
}

/** Run once and the log, as row buttons. */
export function TaskRowActions({ row }: { row: TaskInfoRow }) {
  const intl = useIntl();
  const f = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const { busy, run } = useRun();
  const [asking, setAsking] = useState(false);
  const showLog = () => openLog.set({ taskId: row.rowId, name: row.name });
  return (
    <>
      <Can I="task:info:once">
        <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setAsking(true)}>
          {f('task.once')}
        </Button>
        <ConfirmDialog
          open={asking}
          title={f('task.once.title')}
          confirmLabel={f('task.once')}
          danger={false}
          loading={busy}
          onConfirm={() =>
            void run(onceMutation, row.rowId, f('task.once.started')).then(() => setAsking(false))
          }
          onCancel={() => !busy && setAsking(false)}
        >
          {f('task.once.confirm', { name: row.name })}
        </ConfirmDialog>
      </Can>
      <Can I="task:info:log">
        <Button size="xs" variant="ghost" colorPalette="brand" onClick={showLog}>
          {f('task.log')}
        </Button>
      </Can>
    </>
  );
}
