/** The meeting's title card: name, stage, community, type, relation, times, participants and ballot box. */
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { MeetingInfo } from '../../../../meta/entities.json';
import { entityMeta, formatDateTime, useMetaText } from '../../../../entity/index.ts';
import { linkClick } from '../../../../router/linkClick.ts';
import type { MeetingHeader_meeting$key } from '../../../../__generated__/MeetingHeader_meeting.graphql.ts';
import { StageBadge } from '../StageBadge.tsx';
import { VOTING } from '../stages.ts';

const meta = entityMeta(MeetingInfo);

const fragment = graphql`
  fragment MeetingHeader_meeting on MeetingInfo {
    rowId
    name
    status
    type
    relationType
    relationId
    areaName
    description
    startTime
    endTime
    voteStartTime
    voteEndTime
  }
`;

interface Props {
  meeting: MeetingHeader_meeting$key;
  participants: number;
  ballotBox: { openedAt?: string; closedAt?: string };
  /** Actions shown beside the title (the vote table download). */
  actions?: React.ReactNode;
}

export function MeetingHeader({ meeting, participants, ballotBox, actions }: Props) {
  const m = useFragment(fragment, meeting);
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = useMetaText();
  const facts: [string, React.ReactNode][] = [
    [text.field(meta, 'type'), text.option(meta, 'type', m.type)],
    [text.field(meta, 'relationType'), text.option(meta, 'relationType', m.relationType)],
    [intl.formatMessage({ id: 'column.areaName' }), m.areaName ?? ''],
    [text.field(meta, 'startTime'), `${formatDateTime(m.startTime)} – ${formatDateTime(m.endTime)}`],
    [f('meeting.voteWindow'), `${formatDateTime(m.voteStartTime)} – ${formatDateTime(m.voteEndTime)}`],
    [f('meeting.participants'), m.status >= VOTING ? String(participants) : f('meeting.participants.notFrozen')],
    [f('meeting.ballotBox'), ballotBox.closedAt ? f('meeting.ballotBox.closed', { time: formatDateTime(ballotBox.closedAt) }) : ballotBox.openedAt ? f('meeting.ballotBox.open', { time: formatDateTime(ballotBox.openedAt) }) : f('meeting.ballotBox.none')],
  ];
  const electionHref = m.relationType === 2 && m.relationId ? `/election/info/${m.relationId}` : null;
  return (
    <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: '4', md: '5' }}>
      <Flex align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h1" size="lg">
          {m.name}
        </Heading>
        <StageBadge stage={m.status} />
        {electionHref && (
          <Link href={electionHref} onClick={linkClick(electionHref)} color="brand.fg" fontSize="sm">
            {f('meeting.openElection')}
          </Link>
        )}
        {actions && <Box ml={{ md: 'auto' }}>{actions}</Box>}
      </Flex>
      {m.description && (
        <Text color="fg.muted" mb="3" whiteSpace="pre-wrap">
          {m.description}
        </Text>
      )}
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 4 }} gapX="6" gapY="2" fontSize="sm">
        {facts.map(([label, value]) => (
          <Box key={label}>
            <Text as="dt" color="fg.muted">
              {label}
            </Text>
            <Text as="dd">{value || '—'}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
