/**
 * An election (/election/info/:id): its seats and type, the candidates and
 * the re-election working-group members of its meeting with their
 * recommendation counts and review (approve, or reject with a required
 * remark), and the outcome once counted: the ranking, who is elected, empty
 * seats and any draw (with its recorded seed).
 *
 * The election's query is started by the route before the screen renders
 * (route.ts); the head and the outcome read their fragments of it
 * (ElectionHeader.tsx, ElectionOutcome.tsx). The candidates and members
 * belong to the election's meeting, so their query follows once the meeting
 * is known.
 */
import { Suspense, useCallback, useEffect, useMemo, useState, useTransition } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePreloadedQuery, useQueryLoader, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { ElectionCandidate, ElectionGroup } from '../../../meta/entities.json';
import { ElectionCandidateOperations } from '../../../entity/generated/ElectionCandidate.ts';
import { ElectionGroupOperations } from '../../../entity/generated/ElectionGroup.ts';
import { entityMeta, permOf, resultOf, commit, useMetaText, type EntityMeta, type FormValues } from '../../../entity/index.ts';
import type { ElectionDetailPageQuery } from '../../../__generated__/ElectionDetailPageQuery.graphql.ts';
import type { ElectionOutcome_outcome$key } from '../../../__generated__/ElectionOutcome_outcome.graphql.ts';
import type { ElectionDetailPageEntriesQuery } from '../../../__generated__/ElectionDetailPageEntriesQuery.graphql.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { useStore } from '../../../lib/store.ts';
import { sessionStore } from '../../../relay/session.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EntityForm } from '../../../components/DataTable/index.ts';
import { message } from '../../../lib/message.ts';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import type { ScreenProps } from '../../../router/types.ts';
import { ElectionHeader } from './ElectionHeader.tsx';
import { ElectionOutcome } from './ElectionOutcome.tsx';
import { electionVariables, ELECTION_PERMS } from './route.ts';

const candidateMeta = entityMeta(ElectionCandidate);
const groupMeta = entityMeta(ElectionGroup);

const query = graphql`
  query ElectionDetailPageQuery($id: Int!, $canMeeting: Boolean!) {
    election: electionInfoInfo(id: $id) {
      rowId
      memberCount
      meetingId
      outcome {
        ...ElectionOutcome_outcome
      }
      ...ElectionHeader_election @arguments(canMeeting: $canMeeting)
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
      statusEnum
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
      statusEnum
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

type Entries = ElectionDetailPageEntriesQuery['response'];
/** A candidate or a working-group member: the fields both lists read. */
type Entry = NonNullable<Entries['candidates']>[number] | NonNullable<Entries['groups']>[number];

const STATUS_COLORS: Record<string, string> = { PENDING_REVIEW: 'yellow', APPROVED: 'green', REJECTED: 'red' };

export default function ElectionDetailPage({ params, queries }: ScreenProps) {
  const id = Number(params.id);
  const [fetchKey, setFetchKey] = useState(0);
  const [, startTransition] = useTransition();
  const perms = useStore(sessionStore, (st) => st.perms);
  const variables = useMemo(() => electionVariables(id, perms), [id, perms]);
  // Started by the route before this screen rendered (route.ts); a refresh loads it again from the network.
  const [ref, load] = useQueryLoader<ElectionDetailPageQuery>(query, (queries.detail as PreloadedQuery<ElectionDetailPageQuery> | undefined) ?? null);
  useEffect(() => {
    if (!ref) load(variables);
  }, [ref, load, variables]);
  const refresh = useCallback(
    () =>
      startTransition(() => {
        setFetchKey((k) => k + 1);
        load(variables, { fetchPolicy: 'network-only' });
      }),
    [load, variables],
  );
  if (!ref) return <PageSpinner />;
  return <Detail queryRef={ref} fetchKey={fetchKey} refresh={refresh} />;
}

function Detail({ queryRef, fetchKey, refresh }: { queryRef: PreloadedQuery<ElectionDetailPageQuery>; fetchKey: number; refresh: () => void }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const e = usePreloadedQuery<ElectionDetailPageQuery>(query, queryRef).election;
  if (!e) {
    return (
      <Box bg="bg" borderRadius="lg" borderWidth="1px" p="6" role="alert">
        <Text color="fg.muted">{f('election.notFound')}</Text>
      </Box>
    );
  }
  return (
    <Flex direction="column" gap="4" maxW="7xl">
      <ElectionHeader election={e} />
      {e.meetingId == null ? (
        <Box bg="bg" borderRadius="lg" borderWidth="1px" p="6">
          <Text color="fg.muted">{f('election.noMeeting')}</Text>
        </Box>
      ) : (
        <Suspense fallback={<PageSpinner />}>
          <EntryLists meetingId={e.meetingId} fetchKey={fetchKey} onChanged={refresh} outcome={e.outcome} seats={e.memberCount} />
        </Suspense>
      )}
    </Flex>
  );
}

function EntryLists({ meetingId, fetchKey, onChanged, outcome, seats }: { meetingId: number; fetchKey: number; onChanged: () => void; outcome: ElectionOutcome_outcome$key | null | undefined; seats: number }) {
  const can = useCan();
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const variables = { meetingId, candidates: can(ELECTION_PERMS.candidates), groups: can(ELECTION_PERMS.groups) };
  const data = useLazyLoadQuery<ElectionDetailPageEntriesQuery>(entriesQuery, variables, { fetchKey, fetchPolicy: 'network-only' });
  const candidates: readonly Entry[] = data.candidates ?? [];
  const names = new Map(candidates.map((c) => [c.rowId, c.name ?? `#${c.rowId}`]));
  return (
    <>
      {data.candidates && (
        <EntryList title={f('election.candidates')} meta={candidateMeta} entries={candidates} meetingId={meetingId} review={candidateReview} addMutation={ElectionCandidateOperations.addMutation} onChanged={onChanged} formFields={['name', 'gender', 'age', 'phone', 'buildingNo', 'unitNo', 'job', 'politicalStatus', 'source', { name: 'introduction', wide: true }]} />
      )}
      {data.groups && (
        <EntryList title={f('election.groups')} meta={groupMeta} entries={data.groups} meetingId={meetingId} review={groupReview} addMutation={ElectionGroupOperations.addMutation} onChanged={onChanged} formFields={['name', 'gender', 'age', 'buildingNo', 'unitNo', 'occupation', 'politicalStatus', 'source']} />
      )}
      <ElectionOutcome outcome={outcome} names={names} seats={seats} />
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

/** One entry of a list: its facts, its status, and the review buttons while it waits for review. */
function EntryRow({ x, meta, onApprove, onReject }: { x: Entry; meta: EntryListProps['meta']; onApprove: () => void; onReject: () => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = useMetaText();
  return (
    <Table.Row>
      <Table.Cell>{x.name}</Table.Cell>
      <Table.Cell>{text.option(meta, 'gender', x.gender)}</Table.Cell>
      <Table.Cell>{x.age ?? ''}</Table.Cell>
      <Table.Cell>{[x.buildingNo, x.unitNo].filter(Boolean).join('-')}</Table.Cell>
      <Table.Cell>{text.option(meta, 'source', x.source)}</Table.Cell>
      <Table.Cell textAlign="end">{x.recommendCount}</Table.Cell>
      <Table.Cell>
        <Badge size="sm" colorPalette={(x.statusEnum && STATUS_COLORS[x.statusEnum]) ?? 'gray'}>
          {text.option(meta, 'status', x.status)}
        </Badge>
      </Table.Cell>
      <Table.Cell whiteSpace="pre-wrap">{x.remark ?? ''}</Table.Cell>
      <Table.Cell>
        {x.statusEnum === 'PENDING_REVIEW' && (
          <Can I={permOf(meta, 'review')}>
            <Flex gap="1">
              <Button size="xs" variant="outline" colorPalette="green" aria-label={f('election.review.approveOne', { name: x.name ?? '' })} onClick={onApprove}>
                {f('election.review.approve')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                aria-label={f('election.review.rejectOne', { name: x.name ?? '' })}
                onClick={onReject}
              >
                {f('election.review.reject')}
              </Button>
            </Flex>
          </Can>
        )}
      </Table.Cell>
    </Table.Row>
  );
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
            {f('election.count', { count: entries.length, approved: entries.filter((x) => x.statusEnum === 'APPROVED').length })}
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
              <EntryRow
                key={x.rowId}
                x={x}
                meta={meta}
                onApprove={() => setApproving(x)}
                onReject={() => {
                  setRemark('');
                  setRemarkMissing(false);
                  setRejecting(x);
                }}
              />
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
