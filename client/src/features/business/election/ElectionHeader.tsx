/**
 * The head of an election's detail: its title, the meeting it is counted in
 * (by name, linked), and its facts (type, seats, session, status,
 * recommendation limits, community, period). Reads its fragment of the
 * election node; the meeting is asked for only when the user may read
 * meetings (the relation is FORBIDDEN otherwise), the link stays by id.
 */
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { ElectionInfo } from '../../../meta/entities.json';
import { entityMeta, formatDateTime, useMetaText } from '../../../entity/index.ts';
import { linkClick } from '../../../router/linkClick.ts';
import type { ElectionHeader_election$key } from '../../../__generated__/ElectionHeader_election.graphql.ts';
import { limitText } from './LimitEditor.tsx';

const electionMeta = entityMeta(ElectionInfo);

const fragment = graphql`
  fragment ElectionHeader_election on ElectionInfo @argumentDefinitions(canMeeting: { type: "Boolean!" }) {
    title
    session
    type
    status
    memberCount
    meetingId
    meeting @include(if: $canMeeting) {
      name
    }
    limitCount {
      candidate
      group
    }
    areaName
    startTime
    endTime
  }
`;

export function ElectionHeader({ election }: { election: ElectionHeader_election$key }) {
  const intl = useIntl();
  const text = useMetaText();
  const e = useFragment(fragment, election);
  const facts: [string, string][] = [
    [text.field(electionMeta, 'type'), text.option(electionMeta, 'type', e.type)],
    [text.field(electionMeta, 'memberCount'), String(e.memberCount)],
    [text.field(electionMeta, 'session'), e.session ?? ''],
    [text.field(electionMeta, 'status'), text.option(electionMeta, 'status', e.status)],
    [text.field(electionMeta, 'limitCount'), limitText(e.limitCount)],
    [intl.formatMessage({ id: 'column.areaName' }), e.areaName ?? ''],
    [text.field(electionMeta, 'startTime'), `${formatDateTime(e.startTime)} – ${formatDateTime(e.endTime)}`],
  ];
  const meetingHref = e.meetingId ? `/meeting/info/${e.meetingId}` : null;
  return (
    <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: '4', md: '5' }}>
      <Flex align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h1" size="lg">
          {e.title}
        </Heading>
        {meetingHref && (
          <Link href={meetingHref} onClick={linkClick(meetingHref)} color="brand.fg" fontSize="sm">
            {e.meeting?.name ? intl.formatMessage({ id: 'election.openMeetingNamed' }, { name: e.meeting.name }) : intl.formatMessage({ id: 'election.openMeeting' })}
          </Link>
        )}
      </Flex>
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
