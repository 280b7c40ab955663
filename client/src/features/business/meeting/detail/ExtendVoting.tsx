/**
 * Extending a vote that fell short (docs/assembly-rules.md): in 投票, the
 * button shows only when the server says an extension is allowed now
 * (meetingInfoExtendCheck answers no reason: the deadline has passed, the
 * frozen rules allow it, both participating area and owners are under
 * half) and the user holds the permission. A dialog asks for the new
 * deadline, at most the latest the frozen rules allow, and confirms; the
 * server checks everything again and names what fails.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import type { ExtendVotingCheckQuery } from '../../../../__generated__/ExtendVotingCheckQuery.graphql.ts';
import type { ExtendVotingMutation } from '../../../../__generated__/ExtendVotingMutation.graphql.ts';
import { useCan } from '../../../../components/Can.tsx';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { resultOf, commit, formatDateTime } from '../../../../entity/index.ts';
import { localDateTimeInput } from '../../../../entity/form/values.ts';
import { message } from '../../../../lib/message.ts';
import { EXTEND_PERM } from './perms.ts';

const checkQuery = graphql`
  query ExtendVotingCheckQuery($id: Int!) {
    reasons: meetingInfoExtendCheck(id: $id)
    meeting: meetingInfoInfo(id: $id) {
      voteEndTime
      assemblyRules {
        latestExtensionEnd
        maxExtensionDays
      }
    }
  }
`;

const extendMutation = graphql`
  mutation ExtendVotingMutation($id: Int!, $end: DateTime!) {
    meetingInfoExtend(id: $id, voteEndTime: $end) {
      __typename
      ...EntityError_error @alias(as: "error")
      ... on MutationMeetingInfoExtendSuccess {
        data
      }
    }
  }
`;

interface Props {
  meetingId: number;
  stage: number;
  /** changes when the meeting was reloaded (ask again) */
  fetchKey?: number;
  onExtended: () => void;
}

export function ExtendVoting({ meetingId, stage, fetchKey, onExtended }: Props) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const can = useCan();
  const environment = useRelayEnvironment();
  const allowed = stage === 6 && can(EXTEND_PERM);
  const [latest, setLatest] = useState<string | null>(null);
  const [days, setDays] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [end, setEnd] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!allowed) return;
    let live = true;
    fetchQuery<ExtendVotingCheckQuery>(environment, checkQuery, { id: meetingId }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((r) => {
        if (!live) return;
        const ok = (r?.reasons ?? ['?']).length === 0;
        setLatest(ok ? (r?.meeting?.assemblyRules?.latestExtensionEnd ?? null) : null);
        setDays(r?.meeting?.assemblyRules?.maxExtensionDays ?? null);
      })
      .catch(() => live && setLatest(null));
    return () => {
      live = false;
    };
  }, [environment, meetingId, allowed, fetchKey]);

  if (!allowed || !latest) return null;

  const submit = () => {
    setBusy(true);
    setError(null);
    commit<ExtendVotingMutation>(environment, extendMutation, { id: meetingId, end: new Date(end).toISOString() })
      .then((response) => {
        const data = (resultOf(response) as { data?: unknown }).data;
        message.success(f('meeting.extend.done', { end: formatDateTime(data as string) }));
        setOpen(false);
        setLatest(null);
        onExtended();
      })
      .catch((e: Error) => setError(e.message))
      .finally(() => setBusy(false));
  };

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        colorPalette="orange"
        onClick={() => {
          setEnd(localDateTimeInput(latest));
          setError(null);
          setOpen(true);
        }}
      >
        {f('meeting.extend')}
      </Button>
      <ConfirmDialog open={open} danger={false} title={f('meeting.extend.title')} loading={busy} onConfirm={submit} onCancel={() => !busy && setOpen(false)}>
        <Text fontSize="sm" mb="3">
          {f('meeting.extend.explain', { days: days ?? 0, latest: formatDateTime(latest) })}
        </Text>
        <Field.Root required invalid={!!error}>
          <Field.Label fontSize="sm">{f('meeting.extend.end')}</Field.Label>
          <Input size="sm" type="datetime-local" value={end} max={localDateTimeInput(latest)} onChange={(e) => setEnd(e.target.value)} />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      </ConfirmDialog>
    </>
  );
}
