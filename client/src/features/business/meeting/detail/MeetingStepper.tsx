/**
 * The 11 stages of the meeting as a stepper, with the next action: why the
 * meeting cannot move now (the server's translated reasons, shown before
 * anyone tries), and a confirmation before it moves (a move is never
 * undone; opening and closing the vote say what they freeze).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import type { MeetingStepper_meeting$key } from '../../../../__generated__/MeetingStepper_meeting.graphql.ts';
import type { MeetingStepperNextMutation } from '../../../../__generated__/MeetingStepperNextMutation.graphql.ts';
import { Can } from '../../../../components/Can.tsx';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { resultOf, commit } from '../../../../entity/index.ts';
import { message } from '../../../../lib/message.ts';
import { stageColor, useStageName } from '../StageBadge.tsx';
import { COUNTING, LAST_STAGE, STAGE_COUNT, VOTING } from '../stages.ts';
import { PERMS } from './perms.ts';

const fragment = graphql`
  fragment MeetingStepper_meeting on MeetingInfo {
    rowId
    status
  }
`;

const nextMutation = graphql`
  mutation MeetingStepperNextMutation($id: Int!) {
    meetingInfoNext(id: $id) {
      __typename
      ...EntityError_error @alias(as: "error")
      ... on MutationMeetingInfoNextSuccess {
        data
      }
    }
  }
`;

interface Props {
  meeting: MeetingStepper_meeting$key;
  /** why the meeting cannot move now (empty: it can); null when the user may not ask */
  reasons: readonly string[] | null;
  onMoved: () => void;
}

/** What moving from a stage does besides moving (message id), if anything. */
function consequence(from: number): string | null {
  if (from + 1 === VOTING) return 'meeting.next.opensVoting';
  if (from === VOTING) return 'meeting.next.closesVoting';
  if (from + 1 === COUNTING) return 'meeting.next.counts';
  if (from + 1 === LAST_STAGE) return 'meeting.next.closes';
  return null;
}

export function MeetingStepper({ meeting, reasons, onMoved }: Props) {
  const m = useFragment(fragment, meeting);
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const stageName = useStageName();
  const environment = useRelayEnvironment();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const stage = m.status;
  const next = stage + 1;
  const refused = (reasons?.length ?? 0) > 0;

  const move = () => {
    setBusy(true);
    commit<MeetingStepperNextMutation>(environment, nextMutation, { id: m.rowId })
      .then((response) => {
        resultOf(response);
        message.success(f('meeting.next.done', { stage: stageName(next) }));
        setConfirming(false);
        onMoved();
      })
      .catch((e: Error) => {
        message.error(e.message);
        setConfirming(false);
        onMoved();
      })
      .finally(() => setBusy(false));
  };

  const effect = consequence(stage);
  return (
    <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: '4', md: '5' }} as="section" aria-label={f('meeting.stepper')}>
      <Heading as="h2" size="md" mb="3">
        {f('meeting.stepper')}
      </Heading>
      <Box as="ol" display="flex" flexWrap="wrap" gap="2" listStyleType="none" m="0" p="0" aria-label={f('meeting.stepper')}>
        {Array.from({ length: STAGE_COUNT }, (_, i) => {
          const state = i < stage ? 'done' : i === stage ? 'current' : 'todo';
          return (
            <Box
              as="li"
              key={i}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
              display="flex"
              alignItems="center"
              gap="1.5"
              px="2.5"
              py="1"
              borderRadius="full"
              borderWidth="1px"
              fontSize="sm"
              fontWeight={state === 'current' ? 'semibold' : 'normal'}
              colorPalette={stageColor(i)}
              bg={state === 'current' ? 'colorPalette.solid' : state === 'done' ? 'colorPalette.subtle' : 'transparent'}
              color={state === 'current' ? 'colorPalette.contrast' : state === 'done' ? 'colorPalette.fg' : 'fg.muted'}
              borderColor={state === 'todo' ? 'border' : 'colorPalette.solid'}
            >
              <Text as="span" fontVariantNumeric="tabular-nums" aria-hidden>
                {state === 'done' ? '✓' : i}
              </Text>
              <span>{stageName(i)}</span>
            </Box>
          );
        })}
      </Box>

      <Box mt="4">
        {stage >= LAST_STAGE ? (
          <Text color="fg.muted">{f('meeting.finished')}</Text>
        ) : (
          <Flex direction="column" gap="3" align="flex-start">
            {reasons && refused && (
              <Box role="status" borderWidth="1px" borderColor="border.warning" bg="bg.warning" borderRadius="md" px="3" py="2" w="full" data-testid="next-reasons">
                <Text fontWeight="semibold" color="fg.warning" mb="1">
                  {f('meeting.next.refused', { stage: stageName(next) })}
                </Text>
                <Box as="ul" pl="5" listStyleType="disc">
                  {reasons.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </Box>
              </Box>
            )}
            {reasons && !refused && (
              <Text color="fg.success" role="status">
                {f('meeting.next.ready', { stage: stageName(next) })}
              </Text>
            )}
            <Can I={PERMS.next}>
              <Button size="sm" colorPalette={stage === VOTING ? 'orange' : 'brand'} disabled={refused || busy} onClick={() => setConfirming(true)}>
                {stage === VOTING ? f('meeting.next.closeVoting', { stage: stageName(next) }) : f('meeting.next', { stage: stageName(next) })}
              </Button>
            </Can>
          </Flex>
        )}
      </Box>

      <ConfirmDialog
        open={confirming}
        title={stage === VOTING ? f('meeting.next.closeVoting.title') : f('meeting.next.title')}
        confirmLabel={f('meeting.next.confirm')}
        loading={busy}
        onConfirm={move}
        onCancel={() => !busy && setConfirming(false)}
      >
        <Text>{f('meeting.next.body', { from: stageName(stage), to: stageName(next) })}</Text>
        {effect && (
          <Text mt="2" fontWeight="semibold">
            {f(effect)}
          </Text>
        )}
      </ConfirmDialog>
    </Box>
  );
}
