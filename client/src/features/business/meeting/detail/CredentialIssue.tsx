/**
 * Voting credentials for owners voting from their phones (docs/owner-voting.md):
 * in 投票, a header button issues a credential to every owner who has none yet
 * (after a confirmation saying the codes are shown this once) and shows the
 * server's printable sheet — a slip per owner, a page per building — in a
 * sandboxed frame (nothing in it runs) with a print button. The codes are not
 * kept anywhere in the client: closing the dialog drops the sheet.
 */
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useRelayEnvironment } from 'react-relay';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Text } from '@chakra-ui/react/text';
import type { CredentialIssueMutation } from '../../../../__generated__/CredentialIssueMutation.graphql.ts';
import { useCan } from '../../../../components/Can.tsx';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { resultOf, commit } from '../../../../entity/index.ts';
import { message } from '../../../../lib/message.ts';
import { VOTING } from '../stages.ts';

export const ISSUE_PERM = 'business:meeting:credential:issue';

const issueMutation = graphql`
  mutation CredentialIssueMutation($meetingId: Int!, $send: Boolean) {
    voteCredentialIssue(meetingId: $meetingId, send: $send) {
      __typename
      ...EntityError_error @alias(as: "error")
      ... on MutationVoteCredentialIssueSuccess {
        data {
          issued
          skipped
          sheet
        }
      }
    }
  }
`;

export function CredentialIssue({ meetingId, stage }: { meetingId: number; stage: number }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const can = useCan();
  const environment = useRelayEnvironment();
  const [asking, setAsking] = useState(false);
  const [send, setSend] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sheet, setSheet] = useState<string | null>(null);
  if (stage !== VOTING || !can(ISSUE_PERM)) return null;

  const issue = () => {
    setBusy(true);
    commit<CredentialIssueMutation>(environment, issueMutation, { meetingId, send })
      .then((response) => {
        const data = (resultOf(response) as { data?: { issued: number; skipped: number; sheet: string } }).data!;
        message.success(f('meeting.credentials.done', { issued: data.issued, skipped: data.skipped }));
        setAsking(false);
        if (data.issued > 0) setSheet(data.sheet);
      })
      .catch((e: Error) => message.error(e.message))
      .finally(() => setBusy(false));
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setAsking(true)} data-testid="credentials-issue">
        {f('meeting.credentials.issue')}
      </Button>
      <ConfirmDialog open={asking} danger={false} title={f('meeting.credentials.issue')} loading={busy} onConfirm={issue} onCancel={() => !busy && setAsking(false)}>
        <Text fontSize="sm" mb="3">
          {f('meeting.credentials.explain')}
        </Text>
        <Checkbox.Root checked={send} onCheckedChange={(e) => setSend(!!e.checked)} size="sm">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{f('meeting.credentials.send')}</Checkbox.Label>
        </Checkbox.Root>
      </ConfirmDialog>
      <CredentialSheet sheet={sheet} onClose={() => setSheet(null)} />
    </>
  );
}

/**
 * The server's printable sheet of codes just issued or reissued, shown this
 * once: closing the dialog drops it (the codes are kept nowhere in the client).
 */
export function CredentialSheet({ sheet, onClose }: { sheet: string | null; onClose: () => void }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const frame = useRef<HTMLIFrameElement>(null);
  return (
    <ConfirmDialog open={sheet !== null} danger={false} title={f('meeting.credentials.sheet')} confirmLabel={f('meeting.credentials.print')} onConfirm={() => frame.current?.contentWindow?.print()} onCancel={onClose}>
      <Text fontSize="sm" mb="2" color="fg.warning">
        {f('meeting.credentials.once')}
      </Text>
      {/* The server's document: the frame runs nothing (no allow-scripts) and is only printed from here. */}
      <iframe ref={frame} title={f('meeting.credentials.sheet')} sandbox="allow-same-origin allow-modals" srcDoc={sheet ?? ''} style={{ width: '100%', height: '60vh', border: 0 }} data-testid="credentials-sheet" />
    </ConfirmDialog>
  );
}
