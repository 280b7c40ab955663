/**
 * An election (/election/info/:id): its seats and type, the candidates and
 * the re-election working-group members of its meeting with their
 * recommendation counts and review (approve, or reject with a required
 * remark), and the outcome once counted: the ranking, who is elected, empty
 * seats and any draw (with its recorded seed).
 */
import { Suspense, useCallback, useState, useTransition } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { ElectionCandidate, ElectionGroup, ElectionInfo } from '../../../meta/entities.json';
import { ElectionCandidateOperations } from '../../../entity/generated/ElectionCandidate.ts';
import { ElectionGroupOperations } from '../../../entity/generated/ElectionGroup.ts';
import { entityMeta, permOf, resultOf, commit, formatDateTime, useMetaText, type EntityMeta, type FormValues } from '../../../entity/index.ts';
import type { ElectionDetailPageQuery } from '../../../__generated__/ElectionDetailPageQuery.graphql.ts';
import type { ElectionDetailPageEntriesQuery } from '../../../__generated__/ElectionDetailPageEntriesQuery.graphql.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EntityForm } from '../../../components/DataTable/index.ts';
import { message } from '../../../lib/message.ts';
import { PageSpinner } from '../../../router/RouteView.tsx';
import { linkClick } from '../../../router/linkClick.ts';
import type { ScreenProps } from '../../../router/types.ts';
import { limitText } from './LimitEditor.tsx';

const electionMeta = entityMeta(ElectionInfo);
const candidateMeta = entityMeta(ElectionCandidate);
const groupMeta = entityMeta(ElectionGroup);

const query = graphql`
  query ElectionDetailPageQuery($id: Int!) {
    election: electionInfoInfo(id: $id) {
      rowId
      title
      session
      type
      status
      memberCount
      meetingId
      limitCount {
        candidate
        group
      }
      areaName
      startTime
      endTime
      outcome {
        elected
        ranking {
          candidateId
          qualified
          rank
          agreeArea
          agreeOwners
        }
        emptySeats
        draws {
          among
          chosen
          seed
        }
        seats
        countedAt
      }
    }
  }
`;

const entriesQuery = graphql`
  query ElectionDetailPageEntriesQuery($meetingId: Int!, $candidates: Boolean!, $groups: Boolean!) {
    candidates: electionCandidateList(filter: { meetingId: $meetingId }, orderBy: "id", sort: asc) @include(if: $candidates) {
      rowId
      name
      gender
      age
      phone
      buildingNo
      unitNo
      job
      source
      status
      remark
      recommendCount
    }
    groups: electionGroupList(filter: { meetingId: $meetingId }, orderBy: "id", sort: asc) @include(if: $groups) {
      rowId
      name
      gender
      age
      buildingNo
      unitNo
      occupation
      source
      status
      remark
      recommendCount
    }
  }
`;

const candidateReview = graphql`
  mutation ElectionDetailPageCandidateReviewMutation($id: Int!, $status: Int!, $remark: String) {
    electionCandidateReview(id: $id, status: $status, remark: $remark) {
      __typename
      ...EntityError_error @alias(as: "error")
    }
  }
`;

const groupReview = graphql`
  mutation ElectionDetailPageGroupReviewMutation($id: Int!, $status: Int!, $remark: String) {
    electionGroupReview(id: $id, status: $status, remark: $remark) {
      __typename
      ...EntityError_error @alias(as: "error")
    }
  }
`;

interface Entry {
  rowId: number;
  name: string | null | undefined;
  gender: number | null | undefined;
  age: number | null | undefined;
  buildingNo: string | null | undefined;
  unitNo: string | null | undefined;
  source: number | null | undefined;
  status: number;
  remark: string | null | undefined;
  recommendCount: number;
}

export interface Outcome {
  elected: number[];
  ranking: { candidateId: number; qualified: boolean; rank: number | null; agreeArea: string; agreeOwners: number }[];
  emptySeats: number;
  draws: { among: number[]; chosen: number[]; seed: string }[];
  seats?: number;
  countedAt?: string;
}

const STATUS_COLORS = ['yellow', 'green', 'red'];

export default function ElectionDetailPage({ params }: ScreenProps) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = useMetaText();
  const id = Number(params.id);
  const [fetchKey, setFetchKey] = useState(0);
  const [, startTransition] = useTransition();
  const refresh = useCallback(() => startTransition(() => setFetchKey((k) => k + 1)), []);
  const data = useLazyLoadQuery<ElectionDetailPageQuery>(query, { id }, { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-and-network' : 'network-only' });
  const e = data.election;
  if (!e) {
    return (
      <Box bg="bg" borderRadius="lg" borderWidth="1px" p="6" role="alert">
        <Text color="fg.muted">{f('election.notFound')}</Text>
      </Box>
    );
  }
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
    <Flex direction="column" gap="4" maxW="7xl">
      <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: '4', md: '5' }}>
        <Flex align="center" gap="3" wrap="wrap" mb="3">
          <Heading as="h1" size="lg">
            {e.title}
          </Heading>
          {meetingHref && (
            <Link href={meetingHref} onClick={linkClick(meetingHref)} color="brand.fg" fontSize="sm">
              {f('election.openMeeting')}
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
      {e.meetingId == null ? (
        <Box bg="bg" borderRadius="lg" borderWidth="1px" p="6">
          <Text color="fg.muted">{f('election.noMeeting')}</Text>
        </Box>
      ) : (
        <Suspense fallback={<PageSpinner />}>
          <Entries meetingId={e.meetingId} fetchKey={fetchKey} onChanged={refresh} outcome={(e.outcome as Outcome | null) ?? null} seats={e.memberCount} />
        </Suspense>
      )}
    </Flex>
  );
}

function Entries({ meetingId, fetchKey, onChanged, outcome, seats }: { meetingId: number; fetchKey: number; onChanged: () => void; outcome: Outcome | null; seats: number }) {
  const can = useCan();
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const variables = { meetingId, candidates: can(permOf(candidateMeta, 'list')), groups: can(permOf(groupMeta, 'list')) };
  const data = useLazyLoadQuery<ElectionDetailPageEntriesQuery>(entriesQuery, variables, { fetchKey, fetchPolicy: 'network-only' });
  const candidates = (data.candidates ?? []) as readonly Entry[];
  const names = new Map(candidates.map((c) => [c.rowId, c.name ?? `#${c.rowId}`]));
  return (
    <>
      {data.candidates && (
        <EntryList title={f('election.candidates')} meta={candidateMeta} entries={candidates} meetingId={meetingId} review={candidateReview} addMutation={ElectionCandidateOperations.addMutation} onChanged={onChanged} formFields={['name', 'gender', 'age', 'phone', 'buildingNo', 'unitNo', 'job', 'politicalStatus', 'source', { name: 'introduction', wide: true }]} />
      )}
      {data.groups && (
        <EntryList title={f('election.groups')} meta={groupMeta} entries={data.groups as readonly Entry[]} meetingId={meetingId} review={groupReview} addMutation={ElectionGroupOperations.addMutation} onChanged={onChanged} formFields={['name', 'gender', 'age', 'buildingNo', 'unitNo', 'occupation', 'politicalStatus', 'source']} />
      )}
      <OutcomeView outcome={outcome} names={names} seats={seats} />
    </>
  );
}

interface EntryListProps {
  title: string;
  meta: EntityMeta;
  entries: readonly Entry[];
  meetingId: number;
  review: GraphQLTaggedNode;
  addMutation: GraphQLTaggedNode;
  formFields: (string | { name: string; wide?: boolean })[];
  onChanged: () => void;
}

/** Candidates or working-group members with their review actions. */
function EntryList({ title, meta, entries, meetingId, review, addMutation, formFields, onChanged }: EntryListProps) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = useMetaText();
  const environment = useRelayEnvironment();
  const [approving, setApproving] = useState<Entry | null>(null);
  const [rejecting, setRejecting] = useState<Entry | null>(null);
  const [remark, setRemark] = useState('');
  const [remarkMissing, setRemarkMissing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);

  const send = (entry: Entry, status: 1 | 2, note?: string) => {
    setBusy(true);
    commit(environment, review, { id: entry.rowId, status, remark: note ?? null })
      .then((r) => {
        resultOf(r);
        message.success(f(status === 1 ? 'election.review.approved' : 'election.review.rejected', { name: entry.name ?? '' }));
        setApproving(null);
        setRejecting(null);
        onChanged();
      })
      .catch((e: Error) => message.error(e.message))
      .finally(() => setBusy(false));
  };
  const reject = () => {
    if (!rejecting) return;
    if (!remark.trim()) {
      setRemarkMissing(true);
      return;
    }
    send(rejecting, 2, remark.trim());
  };
  const add = async (values: FormValues) => {
    resultOf(await commit(environment, addMutation, { input: { ...values, meetingId } }));
    message.success(f('common.success'));
    setAdding(false);
    onChanged();
  };

  return (
    <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: '4', md: '5' }} as="section" aria-label={title}>
      <Flex justify="space-between" align="center" mb="3" gap="2" wrap="wrap">
        <Heading as="h2" size="md">
          {title}
          <Text as="span" color="fg.muted" fontSize="sm" fontWeight="normal" ml="2">
            {f('election.count', { count: entries.length, approved: entries.filter((x) => x.status === 1).length })}
          </Text>
        </Heading>
        <Can I={permOf(meta, 'add')}>
          <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)}>
            {f('form.addTitle', { entity: text.entity(meta) })}
          </Button>
        </Can>
      </Flex>
      {entries.length === 0 ? (
        <Text color="fg.muted" py="4" textAlign="center">
          {f('table.empty')}
        </Text>
      ) : (
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              {['name', 'gender', 'age', 'buildingNo', 'source', 'recommendCount', 'status', 'remark'].map((n) => (
                <Table.ColumnHeader key={n}>{text.field(meta, n)}</Table.ColumnHeader>
              ))}
              <Table.ColumnHeader>{f('table.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entries.map((x) => (
              <Table.Row key={x.rowId}>
                <Table.Cell>{x.name}</Table.Cell>
                <Table.Cell>{text.option(meta, 'gender', x.gender)}</Table.Cell>
                <Table.Cell>{x.age ?? ''}</Table.Cell>
                <Table.Cell>{[x.buildingNo, x.unitNo].filter(Boolean).join('-')}</Table.Cell>
                <Table.Cell>{text.option(meta, 'source', x.source)}</Table.Cell>
                <Table.Cell textAlign="end">{x.recommendCount}</Table.Cell>
                <Table.Cell>
                  <Badge size="sm" colorPalette={STATUS_COLORS[x.status] ?? 'gray'}>
                    {text.option(meta, 'status', x.status)}
                  </Badge>
                </Table.Cell>
                <Table.Cell whiteSpace="pre-wrap">{x.remark ?? ''}</Table.Cell>
                <Table.Cell>
                  {x.status === 0 && (
                    <Can I={permOf(meta, 'review')}>
                      <Flex gap="1">
                        <Button size="xs" variant="outline" colorPalette="green" aria-label={f('election.review.approveOne', { name: x.name ?? '' })} onClick={() => setApproving(x)}>
                          {f('election.review.approve')}
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={f('election.review.rejectOne', { name: x.name ?? '' })}
                          onClick={() => {
                            setRemark('');
                            setRemarkMissing(false);
                            setRejecting(x);
                          }}
                        >
                          {f('election.review.reject')}
                        </Button>
                      </Flex>
                    </Can>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <ConfirmDialog open={approving != null} danger={false} title={f('election.review.approve')} loading={busy} onConfirm={() => approving && send(approving, 1)} onCancel={() => !busy && setApproving(null)}>
        {f('election.review.approve.confirm', { name: approving?.name ?? '' })}
      </ConfirmDialog>
      <ConfirmDialog open={rejecting != null} title={f('election.review.reject')} confirmLabel={f('election.review.reject')} loading={busy} onConfirm={reject} onCancel={() => !busy && setRejecting(null)}>
        <Text mb="2">{f('election.review.reject.confirm', { name: rejecting?.name ?? '' })}</Text>
        <Field.Root invalid={remarkMissing} required>
          <Field.Label>{f('election.review.remark')}</Field.Label>
          <Textarea
            value={remark}
            onChange={(ev) => {
              setRemark(ev.target.value);
              setRemarkMissing(false);
            }}
          />
          {remarkMissing && <Field.ErrorText>{f('election.review.remarkRequired')}</Field.ErrorText>}
        </Field.Root>
      </ConfirmDialog>
      <EntityForm meta={meta} open={adding} mode="add" size="xl" title={f('form.addTitle', { entity: text.entity(meta) })} fields={formFields} initial={{ source: 0, gender: 0 }} onSubmit={add} onClose={() => setAdding(false)} />
    </Box>
  );
}

/** The outcome of the count: ranking, elected, empty seats and draws. */
export function OutcomeView({ outcome, names, seats }: { outcome: Outcome | null; names: Map<number, string>; seats: number }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const name = (id: number) => names.get(id) ?? `#${id}`;
  return (
    <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: '4', md: '5' }} as="section" aria-label={f('election.outcome')}>
      <Heading as="h2" size="md" mb="3">
        {f('election.outcome')}
      </Heading>
      {!outcome ? (
        <Text color="fg.muted">{f('election.outcome.none')}</Text>
      ) : (
        <Flex direction="column" gap="3">
          <Text>
            {f('election.outcome.summary', { seats: outcome.seats ?? seats, elected: outcome.elected.length, empty: outcome.emptySeats })}
            {outcome.countedAt && ` · ${f('election.outcome.countedAt', { time: formatDateTime(outcome.countedAt) })}`}
          </Text>
          {outcome.emptySeats > 0 && (
            <Text color="fg.warning" fontWeight="semibold">
              {f('election.outcome.empty', { count: outcome.emptySeats })}
            </Text>
          )}
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{f('election.outcome.rank')}</Table.ColumnHeader>
                <Table.ColumnHeader>{f('election.outcome.candidate')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{f('meeting.result.agreeArea')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{f('meeting.result.agreeOwners')}</Table.ColumnHeader>
                <Table.ColumnHeader>{f('election.outcome.qualified')}</Table.ColumnHeader>
                <Table.ColumnHeader>{f('election.outcome.elected')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {[...outcome.ranking]
                .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.candidateId - b.candidateId)
                .map((r) => (
                  <Table.Row key={r.candidateId}>
                    <Table.Cell>{r.rank ?? '—'}</Table.Cell>
                    <Table.Cell>{name(r.candidateId)}</Table.Cell>
                    <Table.Cell textAlign="end">{r.agreeArea}</Table.Cell>
                    <Table.Cell textAlign="end">{r.agreeOwners}</Table.Cell>
                    <Table.Cell>{f(r.qualified ? 'common.yes' : 'common.no')}</Table.Cell>
                    <Table.Cell>
                      {outcome.elected.includes(r.candidateId) ? (
                        <Badge colorPalette="green" size="sm">
                          {f('election.outcome.elected')}
                        </Badge>
                      ) : (
                        '—'
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
            </Table.Body>
          </Table.Root>
          {outcome.draws.map((d, i) => (
            <Box key={i} borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
              <Text fontWeight="semibold">{f('election.draw.title')}</Text>
              <Text fontSize="sm">{f('election.draw.text', { among: d.among.map(name).join(f('common.listSeparator')), count: d.chosen.length, chosen: d.chosen.map(name).join(f('common.listSeparator')) })}</Text>
              <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                {f('election.draw.seed', { seed: d.seed })}
              </Text>
            </Box>
          ))}
        </Flex>
      )}
    </Box>
  );
}
