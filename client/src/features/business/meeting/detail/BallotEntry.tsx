/**
 * Paper ballots, entered in batches: choose a house (a participant frozen
 * when voting opened), a result per item and the photo of the sheet, add the
 * ballot to the batch, repeat; one save sends the whole batch
 * (voteRecordBatch: all or none, the server names the ballot that is wrong).
 * A house entered twice keeps its last ballot; a later vote of an owner
 * replaces the earlier one on the server too. The photo control is the
 * pluggable `image` form control (the shared Upload replaces it there).
 * In an election a ballot may agree with at most as many candidates as
 * there are seats; the form says so before the server would refuse it.
 * A ballot may be cast by a proxy (name, ID number, the uploaded letter of
 * authorisation: docs/assembly-rules.md); the server applies the meeting's
 * frozen rules (proxies allowed, owners per proxy) and names the ballot.
 */
import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { BallotEntry_items$data, BallotEntry_items$key } from '../../../../__generated__/BallotEntry_items.graphql.ts';
import type { BallotEntryQuery } from '../../../../__generated__/BallotEntryQuery.graphql.ts';
import type { BallotEntryBatchMutation } from '../../../../__generated__/BallotEntryBatchMutation.graphql.ts';
import { Can } from '../../../../components/Can.tsx';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { CheckBox } from '../../../../components/DataTable/CheckBox.tsx';
import { formControls } from '../../../../components/DataTable/controls.ts';
import { resultOf, commit } from '../../../../entity/index.ts';
import { message } from '../../../../lib/message.ts';
import { CHOICE_NAMES, VOTE_CHOICES } from '@core/vote-choice.ts';
import { addBallot, buildBatch, houseLabel, matchesParticipant, missingItems, overVoted, proxyProblem, type PaperBallot, type Participant, type Proxy, type VoteResult } from './ballots.ts';
import { PERMS } from './perms.ts';

const itemsFragment = graphql`
  fragment BallotEntry_items on VoteItem @relay(plural: true) {
    rowId
    name
    candidateId
  }
`;

const participantsQuery = graphql`
  query BallotEntryQuery($id: Int!) {
    meetingInfoInfo(id: $id) {
      rowId
      joins {
        houseId
        ownerName
        phone
        privateArea
        buildingNo
        unitNo
        houseNo
        ownerKey
      }
    }
  }
`;

const batchMutation = graphql`
  mutation BallotEntryBatchMutation($meetingId: Int!, $votes: [VoteCastInput!]!) {
    voteRecordBatch(meetingId: $meetingId, votes: $votes) {
      __typename
      ...EntityError_error @alias(as: "error")
      ... on MutationVoteRecordBatchSuccess {
        data
      }
    }
  }
`;

/** The choices of a paper ballot, as declared once with the server (vote-choice.ts). */
export const RESULTS: { value: VoteResult; id: string }[] = VOTE_CHOICES.map((value) => ({ value, id: `meeting.vote.${CHOICE_NAMES[value]}` }));
const SHOWN = 100;

interface Props {
  meetingId: number;
  items: BallotEntry_items$key;
  ballotBoxClosed: boolean;
  /** The seats of the meeting's election (null for other meetings). */
  seats?: number | null;
  onSaved: () => void;
}

/** Loads the participants, then the form. */
export function BallotEntry(props: Props) {
  const data = useLazyLoadQuery<BallotEntryQuery>(participantsQuery, { id: props.meetingId }, { fetchPolicy: 'store-and-network' });
  const participants = (Array.isArray(data.meetingInfoInfo?.joins) ? data.meetingInfoInfo.joins : []) as Participant[];
  return <BallotForm {...props} participants={participants} />;
}

export function BallotForm({ meetingId, items, ballotBoxClosed, seats, onSaved, participants }: Props & { participants: readonly Participant[] }) {
  const list = useFragment(itemsFragment, items);
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const environment = useRelayEnvironment();
  const itemIds = useMemo(() => list.map((i) => i.rowId), [list]);
  const candidateItems = useMemo(() => list.filter((i) => i.candidateId != null).map((i) => i.rowId), [list]);
  const byHouse = useMemo(() => new Map(participants.map((p) => [p.houseId, p])), [participants]);
  const [search, setSearch] = useState('');
  const [houseId, setHouseId] = useState<number | null>(null);
  const [results, setResults] = useState<Record<number, VoteResult>>({});
  const [photo, setPhoto] = useState('');
  const [proxy, setProxy] = useState<Proxy | null>(null);
  const [pending, setPending] = useState<PaperBallot[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const missing = missingItems({ results }, itemIds);
  const overAgreed = overVoted({ results }, candidateItems, seats);
  const proxyError = proxy ? proxyProblem(proxy) : null;
  const Photo = formControls.image;

  const add = () => {
    setTried(true);
    if (houseId == null || missing.length > 0 || overAgreed != null || proxyError) return;
    setPending((l) => addBallot(l, { houseId, results, photo, proxy }));
    setHouseId(null);
    setResults({});
    setPhoto('');
    setProxy(null);
    setSearch('');
    setTried(false);
  };

  const save = () => {
    setBusy(true);
    const votes = buildBatch(pending, itemIds);
    commit<BallotEntryBatchMutation>(environment, batchMutation, { meetingId, votes })
      .then((response) => {
        resultOf(response);
        message.success(f('meeting.ballot.saved', { count: pending.length }));
        setPending([]);
        setConfirming(false);
        onSaved();
      })
      .catch((e: Error) => {
        message.error(e.message);
        setConfirming(false);
      })
      .finally(() => setBusy(false));
  };

  if (ballotBoxClosed) {
    return (
      <Text color="fg.muted" py="6" textAlign="center">
        {f('meeting.ballot.closed')}
      </Text>
    );
  }
  if (list.length === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center">
        {f('meeting.items.empty')}
      </Text>
    );
  }
  return (
    <Flex direction={{ base: 'column', xl: 'row' }} gap="5" pt="2">
      <Box as="section" aria-label={f('meeting.ballot.one')} flex="1" minW="0">
        <Heading as="h3" size="sm" mb="2">
          {f('meeting.ballot.one')}
        </Heading>
        <Flex direction="column" gap="3">
          <HouseFinder participants={participants} byHouse={byHouse} pending={pending} search={search} setSearch={setSearch} houseId={houseId} setHouseId={setHouseId} tried={tried} />
          <ItemChoices list={list} results={results} setResults={setResults} tried={tried} />
          <Box>
            <Text as="label" display="block" fontSize="sm" fontWeight="medium" mb="1.5" {...{ htmlFor: `ballot-photo-${meetingId}` }}>
              {f('meeting.ballot.photo')}
            </Text>
            <Photo id={`ballot-photo-${meetingId}`} value={photo} onChange={(v) => setPhoto(typeof v === 'string' ? v : '')} invalid={false} values={{ photo }} label={f('meeting.ballot.photo')} />
          </Box>
          <ProxyFields meetingId={meetingId} proxy={proxy} setProxy={setProxy} tried={tried} proxyError={proxyError} />
          {tried && proxyError && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {f(proxyError)}
            </Text>
          )}
          {seats != null && candidateItems.length > 0 && (
            <Text color={overAgreed != null ? 'fg.error' : 'fg.muted'} fontSize="sm" role={overAgreed != null ? 'alert' : undefined}>
              {overAgreed != null ? f('meeting.ballot.overSeats', { agreed: overAgreed, seats }) : f('meeting.ballot.seats', { seats })}
            </Text>
          )}
          {tried && (houseId == null || missing.length > 0) && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {houseId == null ? f('meeting.ballot.needHouse') : f('meeting.ballot.needResults', { count: missing.length })}
            </Text>
          )}
          <Flex gap="2">
            <Button size="sm" variant="outline" onClick={add}>
              {f('meeting.ballot.add')}
            </Button>
            {(seats == null || candidateItems.length <= seats) && (
              <Button size="sm" variant="ghost" onClick={() => setResults(Object.fromEntries(itemIds.map((id) => [id, 0])))}>
                {f('meeting.ballot.allAgree')}
              </Button>
            )}
          </Flex>
        </Flex>
      </Box>

      <PendingBatch list={list} pending={pending} setPending={setPending} byHouse={byHouse} busy={busy} onSave={() => setConfirming(true)} />

      <ConfirmDialog open={confirming} danger={false} title={f('meeting.ballot.save.title')} loading={busy} onConfirm={save} onCancel={() => !busy && setConfirming(false)}>
        {f('meeting.ballot.save.confirm', { count: pending.length, votes: pending.length * itemIds.length })}
      </ConfirmDialog>
    </Flex>
  );
}

/** The panel's words: a message of the current language. */
function useWords() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}

type Items = BallotEntry_items$data;
type Results = Record<number, VoteResult>;

interface FinderProps {
  participants: readonly Participant[];
  byHouse: ReadonlyMap<number, Participant>;
  pending: PaperBallot[];
  search: string;
  setSearch: (s: string) => void;
  houseId: number | null;
  setHouseId: (id: number | null) => void;
  tried: boolean;
}

/** The house whose ballot this is: a search over the participants and a list of the first SHOWN matches (the chosen one always listed). */
function HouseFinder({ participants, byHouse, pending, search, setSearch, houseId, setHouseId, tried }: FinderProps) {
  const f = useWords();
  const matches = participants.filter((p) => matchesParticipant(p, search));
  return (
    <Flex gap="2" wrap="wrap" align="flex-end">
      <Field.Root maxW="xs">
        <Field.Label fontSize="sm">{f('meeting.ballot.findHouse')}</Field.Label>
        <Input size="sm" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={f('meeting.unregistered.search')} />
      </Field.Root>
      <Field.Root maxW="sm" invalid={tried && houseId == null} required>
        <Field.Label fontSize="sm">{f('meeting.ballot.house')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={houseId ?? ''} onChange={(e) => setHouseId(e.target.value === '' ? null : Number(e.target.value))}>
            <option value="">{f('meeting.ballot.chooseHouse', { count: matches.length })}</option>
            {houseId != null && !matches.slice(0, SHOWN).some((p) => p.houseId === houseId) && byHouse.get(houseId) && <option value={houseId}>{houseLabel(byHouse.get(houseId)!)}</option>}
            {matches.slice(0, SHOWN).map((p) => (
              <option key={p.houseId} value={p.houseId}>
                {houseLabel(p)}
                {pending.some((b) => b.houseId === p.houseId) ? ` ${f('meeting.ballot.inBatch')}` : ''}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Flex>
  );
}

/** One radio group per item: the choice the paper ballot shows. */
function ItemChoices({ list, results, setResults, tried }: { list: Items; results: Results; setResults: Dispatch<SetStateAction<Results>>; tried: boolean }) {
  const f = useWords();
  return (
    <Box as="table" w="full" fontSize="sm">
      <tbody>
        {list.map((item) => (
          <Box as="tr" key={item.rowId} borderBottomWidth="1px">
            <Box as="td" py="1.5" pr="3">
              {item.name}
            </Box>
            <Box as="td" py="1.5">
              <Flex role="radiogroup" aria-label={item.name} gap="1" wrap="wrap" data-invalid={tried && results[item.rowId] === undefined ? '' : undefined}>
                {RESULTS.map((r) => {
                  const checked = results[item.rowId] === r.value;
                  return (
                    <Button
                      key={r.value}
                      size="xs"
                      role="radio"
                      aria-checked={checked}
                      variant={checked ? 'solid' : 'outline'}
                      colorPalette={r.value === 0 ? 'green' : r.value === 1 ? 'red' : 'gray'}
                      borderColor={tried && results[item.rowId] === undefined ? 'border.error' : undefined}
                      onClick={() => setResults((s) => ({ ...s, [item.rowId]: r.value }))}
                    >
                      {f(r.id)}
                    </Button>
                  );
                })}
              </Flex>
            </Box>
          </Box>
        ))}
      </tbody>
    </Box>
  );
}

/** A ballot cast by a proxy: the proxy's name, ID number and letter of authorisation. */
function ProxyFields({ meetingId, proxy, setProxy, tried, proxyError }: { meetingId: number; proxy: Proxy | null; setProxy: (p: Proxy | null) => void; tried: boolean; proxyError: string | null }) {
  const f = useWords();
  const Photo = formControls.image;
  return (
    <Box>
      <CheckBox toggle checked={proxy != null} onChange={(on) => setProxy(on ? { name: '', idCard: '', document: '' } : null)} label={f('meeting.ballot.proxy')} />
      {proxy && (
        <Flex gap="2" wrap="wrap" mt="2" align="flex-start">
          <Field.Root maxW="40" required invalid={tried && !proxy.name.trim()}>
            <Field.Label fontSize="sm">{f('meeting.ballot.proxy.name')}</Field.Label>
            <Input size="sm" value={proxy.name} onChange={(e) => setProxy({ ...proxy, name: e.target.value })} />
          </Field.Root>
          <Field.Root maxW="56" required invalid={tried && (proxyError === 'meeting.ballot.proxy.needIdCard' || proxyError === 'meeting.ballot.proxy.badIdCard')}>
            <Field.Label fontSize="sm">{f('meeting.ballot.proxy.idCard')}</Field.Label>
            <Input size="sm" value={proxy.idCard} onChange={(e) => setProxy({ ...proxy, idCard: e.target.value })} />
          </Field.Root>
          <Box>
            <Text as="label" display="block" fontSize="sm" fontWeight="medium" mb="1.5" {...{ htmlFor: `ballot-proxy-doc-${meetingId}` }}>
              {f('meeting.ballot.proxy.document')}
            </Text>
            <Photo id={`ballot-proxy-doc-${meetingId}`} upload="file" value={proxy.document} onChange={(v) => setProxy({ ...proxy, document: typeof v === 'string' ? v : '' })} invalid={tried && !proxy.document} values={{ proxyDocument: proxy.document }} label={f('meeting.ballot.proxy.document')} />
          </Box>
        </Flex>
      )}
    </Box>
  );
}

interface BatchProps {
  list: Items;
  pending: PaperBallot[];
  setPending: Dispatch<SetStateAction<PaperBallot[]>>;
  byHouse: ReadonlyMap<number, Participant>;
  busy: boolean;
  onSave: () => void;
}

/** The ballots entered and not yet saved, each removable, and the button that saves them at once. */
function PendingBatch({ list, pending, setPending, byHouse, busy, onSave }: BatchProps) {
  const f = useWords();
  const resultText = (r: VoteResult | undefined) => (r === undefined ? '—' : f(RESULTS[r]!.id));
  return (
    <Box as="section" aria-label={f('meeting.ballot.batch')} flex="1" minW="0">
      <Heading as="h3" size="sm" mb="2">
        {f('meeting.ballot.batchCount', { count: pending.length })}
      </Heading>
      {pending.length === 0 ? (
        <Text color="fg.muted" py="4">
          {f('meeting.ballot.batchEmpty')}
        </Text>
      ) : (
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{f('meeting.ballot.house')}</Table.ColumnHeader>
              {list.map((i) => (
                <Table.ColumnHeader key={i.rowId}>{i.name}</Table.ColumnHeader>
              ))}
              <Table.ColumnHeader>{f('meeting.ballot.photo')}</Table.ColumnHeader>
              <Table.ColumnHeader>{f('meeting.ballot.proxy.column')}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {pending.map((b) => {
              const p = byHouse.get(b.houseId);
              const label = p ? houseLabel(p) : `#${b.houseId}`;
              return (
                <Table.Row key={b.houseId}>
                  <Table.Cell>{label}</Table.Cell>
                  {list.map((i) => (
                    <Table.Cell key={i.rowId}>{resultText(b.results[i.rowId])}</Table.Cell>
                  ))}
                  <Table.Cell>{b.photo ? f('common.yes') : '—'}</Table.Cell>
                  <Table.Cell>{b.proxy ? b.proxy.name : '—'}</Table.Cell>
                  <Table.Cell>
                    <Button size="xs" variant="ghost" colorPalette="red" aria-label={f('meeting.ballot.remove', { house: label })} onClick={() => setPending((l) => l.filter((x) => x.houseId !== b.houseId))}>
                      {f('table.delete')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
      <Can I={PERMS.batch}>
        <Flex justify="flex-end" mt="3">
          <Button size="sm" colorPalette="brand" disabled={pending.length === 0} loading={busy} onClick={onSave}>
            {f('meeting.ballot.save', { count: pending.length })}
          </Button>
        </Flex>
      </Can>
    </Box>
  );
}
