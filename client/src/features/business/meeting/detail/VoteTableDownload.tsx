/**
 * The printable vote table of a meeting (XLSX): once voting has opened, a
 * button generates it from the votes as they stand (with the tally once the
 * meeting has been counted) and downloads it; the last one generated stays
 * downloadable. The file is private: the server answers URLs signed for two
 * hours, so a URL is asked for each time rather than kept.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import type { VoteTableDownloadGenMutation } from '../../../../__generated__/VoteTableDownloadGenMutation.graphql.ts';
import type { VoteTableDownloadCheckQuery } from '../../../../__generated__/VoteTableDownloadCheckQuery.graphql.ts';
import { useCan } from '../../../../components/Can.tsx';
import { resultOf, commit, formatDateTime } from '../../../../entity/index.ts';
import { message } from '../../../../lib/message.ts';
import { PERMS } from './perms.ts';
import { VOTING } from '../stages.ts';

const genMutation = graphql`
  mutation VoteTableDownloadGenMutation($meetingId: Int!) {
    meetingTemplateGenVoteTable(meetingId: $meetingId) {
      __typename
      ...EntityError_error @alias(as: "error")
      ... on MutationMeetingTemplateGenVoteTableSuccess {
        data {
          url
          fileName
          generatedAt
        }
      }
    }
  }
`;

const checkQuery = graphql`
  query VoteTableDownloadCheckQuery($meetingId: Int!) {
    meetingTemplateCheckVoteTableDocUrl(meetingId: $meetingId) {
      url
      fileName
      generatedAt
      message
    }
  }
`;

interface Doc {
  url: string | null;
  fileName: string | null;
  generatedAt: unknown;
}

/** Starts the download of a same-origin file through a temporary link (the server answers it as an attachment). */
function startDownload(url: string, fileName: string | null): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName ?? '';
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

interface Props {
  meetingId: number;
  stage: number;
}

export function VoteTableDownload({ meetingId, stage }: Props) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const can = useCan();
  const environment = useRelayEnvironment();
  const [last, setLast] = useState<Doc | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const canGenerate = can(PERMS.genVoteTable);
  const canCheck = can(PERMS.checkVoteTable);
  const open = stage >= VOTING;

  useEffect(() => {
    if (!open || !canCheck) return;
    let live = true;
    fetchQuery<VoteTableDownloadCheckQuery>(environment, checkQuery, { meetingId }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((r) => {
        const doc = r?.meetingTemplateCheckVoteTableDocUrl;
        if (live && doc?.url) setLast({ url: doc.url, fileName: doc.fileName ?? null, generatedAt: doc.generatedAt });
      })
      .catch(() => {
        /* the button still works; the last table is only a convenience */
      });
    return () => {
      live = false;
    };
  }, [environment, meetingId, open, canCheck]);

  if (!open || (!canGenerate && !canCheck)) return null;

  const generate = () => {
    setBusy(true);
    setError(null);
    commit<VoteTableDownloadGenMutation>(environment, genMutation, { meetingId })
      .then((response) => {
        const doc = (resultOf(response) as { data?: Doc }).data;
        if (!doc?.url) throw new Error(f('meeting.voteTable.failed'));
        setLast(doc);
        startDownload(doc.url, doc.fileName);
        message.success(f('meeting.voteTable.done'));
      })
      .catch((e: Error) => {
        setError(e.message);
        message.error(e.message);
      })
      .finally(() => setBusy(false));
  };

  // A link of a previous table may have expired: ask for a fresh signature before downloading it.
  const downloadLast = () => {
    setError(null);
    fetchQuery<VoteTableDownloadCheckQuery>(environment, checkQuery, { meetingId }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((r) => {
        const doc = r?.meetingTemplateCheckVoteTableDocUrl;
        if (!doc?.url) throw new Error(doc?.message ?? f('meeting.voteTable.failed'));
        startDownload(doc.url, doc.fileName ?? null);
      })
      .catch((e: Error) => {
        setError(e.message);
        message.error(e.message);
      });
  };

  return (
    <Flex direction="column" align={{ base: 'flex-start', md: 'flex-end' }} gap="1" data-testid="vote-table">
      {canGenerate && (
        <Button size="sm" variant="outline" loading={busy} loadingText={f('meeting.voteTable.generating')} onClick={generate}>
          {f('meeting.voteTable.download')}
        </Button>
      )}
      {last?.url && canCheck && (
        <Text fontSize="xs" color="fg.muted">
          {f('meeting.voteTable.last', { time: formatDateTime(last.generatedAt as string) })}{' '}
          <Link
            href={last.url}
            color="brand.fg"
            onClick={(e) => {
              e.preventDefault();
              downloadLast();
            }}
          >
            {f('meeting.voteTable.downloadLast')}
          </Link>
        </Text>
      )}
      {error && (
        <Text fontSize="sm" color="fg.error" role="alert" maxW="sm">
          {error}
        </Text>
      )}
    </Flex>
  );
}
