/**
 * The meeting's voting credentials, for staff (tab 投票凭证 from 投票 on,
 * docs/owner-voting.md): one row per owner of the frozen electorate with
 * their houses and the state of their credential (not issued, issued, bound
 * to a phone, locked after wrong confirmations), how often it was reissued,
 * when it was bound and last used to vote — never a code (the server answers
 * none). Filters by building and state. While voting, a row or a selection
 * can be reissued: a confirmation says the old codes stop working, then the
 * new codes are shown once in the same printable sheet as issuing.
 *
 * Live: the `voteCredentialChanges` subscription (graphql-ws) says when the
 * meeting's credentials change — issued, reissued, an owner binding a phone,
 * voting online, a wrong confirmation, a lock — and the rows are read again
 * (in a transition: the table stays on screen meanwhile; at most once a
 * second however many changes arrive), with the filter, page and selection
 * kept.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Flex } from '@chakra-ui/react/flex';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { CredentialListQuery } from '../../../../__generated__/CredentialListQuery.graphql.ts';
import type { CredentialListReissueMutation } from '../../../../__generated__/CredentialListReissueMutation.graphql.ts';
import type { CredentialListChangesSubscription } from '../../../../__generated__/CredentialListChangesSubscription.graphql.ts';
import { useCan } from '../../../../components/Can.tsx';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { commit, formatDateTime, resultOf } from '../../../../entity/index.ts';
import { message } from '../../../../lib/message.ts';
import { VOTING } from '../stages.ts';
import { CredentialSheet } from './CredentialIssue.tsx';

export const LIST_PERM = 'business:meeting:credential:page';
export const REISSUE_PERM = 'business:meeting:credential:reissue';

const STATES = ['none', 'issued', 'bound', 'locked'] as const;
const STATE_COLOR: Record<string, string> = { none: 'gray', issued: 'blue', bound: 'green', locked: 'red' };
const SIZE = 50;
/** Live changes read the rows again at most this often (a vote every few milliseconds while the box is open). */
const REFRESH_MS = 1000;

const query = graphql`
  query CredentialListQuery($meetingId: Int!, $building: String, $state: String, $page: Int, $size: Int) {
    voteCredentialOwners(meetingId: $meetingId, building: $building, state: $state, page: $page, size: $size) {
      total
      buildings
      counts {
        state
        count
      }
      rows {
        houseId
        ownerName
        houses
        state
        failedAttempts
        reissued
        issuedAt
        boundAt
        lastVoteAt
      }
    }
  }
`;

const changes = graphql`
  subscription CredentialListChangesSubscription($meetingId: Int!) {
    voteCredentialChanges(meetingId: $meetingId) {
      reason
      at
    }
  }
`;

/**
 * Calls `refresh` when the meeting's credentials change (the subscription's
 * events), at most once every REFRESH_MS: changes arriving meanwhile make one
 * more call at the end of the interval.
 */
function useLiveChanges(meetingId: number, refresh: () => void) {
  const latest = useRef(refresh);
  latest.current = refresh;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef(false);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const onChange = useCallback(() => {
    if (timer.current) {
      pending.current = true;
      return;
    }
    latest.current();
    const wait = () => {
      timer.current = setTimeout(() => {
        timer.current = null;
        if (!pending.current) return;
        pending.current = false;
        latest.current();
        wait();
      }, REFRESH_MS);
    };
    wait();
  }, []);
  const config = useMemo<GraphQLSubscriptionConfig<CredentialListChangesSubscription>>(
    () => ({ subscription: changes, variables: { meetingId }, onNext: (response) => response?.voteCredentialChanges && onChange() }),
    [meetingId, onChange],
  );
  useSubscription(config);
}

const reissueMutation = graphql`
  mutation CredentialListReissueMutation($meetingId: Int!, $houseIds: [Int!]) {
    voteCredentialReissue(meetingId: $meetingId, houseIds: $houseIds) {
      __typename
      ...EntityError_error @alias(as: "error")
      ... on MutationVoteCredentialReissueSuccess {
        data {
          issued
          sheet
        }
      }
    }
  }
`;

export function CredentialList({ meetingId, stage }: { meetingId: number; stage: number }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const can = useCan();
  const environment = useRelayEnvironment();
  const [, startTransition] = useTransition();
  const [filter, setFilter] = useState({ building: '', state: '', page: 1, fetchKey: 0 });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  /** The rows a confirmation is asked for (one, or the selection). */
  const [asking, setAsking] = useState<{ houseIds: number[]; names: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [sheet, setSheet] = useState<string | null>(null);
  const data = useLazyLoadQuery<CredentialListQuery>(
    query,
    { meetingId, building: filter.building || null, state: filter.state || null, page: filter.page, size: SIZE },
    { fetchKey: filter.fetchKey, fetchPolicy: 'network-only' },
  ).voteCredentialOwners;
  // Live: the rows are read again when the credentials change, the filter, page and selection kept.
  useLiveChanges(meetingId, () => startTransition(() => setFilter((cur) => ({ ...cur, fetchKey: cur.fetchKey + 1 }))));
  const canReissue = stage === VOTING && can(REISSUE_PERM);
  const pages = Math.max(1, Math.ceil(data.total / SIZE));
  const change = (next: Partial<typeof filter>) =>
    startTransition(() => {
      setSelected(new Set());
      setFilter((cur) => ({ ...cur, page: 1, ...next }));
    });
  const toggle = (houseId: number, on: boolean) =>
    setSelected((cur) => {
      const next = new Set(cur);
      if (on) next.add(houseId);
      else next.delete(houseId);
      return next;
    });
  const allShown = data.rows.length > 0 && data.rows.every((r) => selected.has(r.houseId));

  const reissue = () => {
    if (!asking) return;
    setBusy(true);
    commit<CredentialListReissueMutation>(environment, reissueMutation, { meetingId, houseIds: asking.houseIds })
      .then((response) => {
        const done = (resultOf(response) as { data?: { issued: number; sheet: string } }).data!;
        message.success(f('meeting.credentialList.reissued', { count: done.issued }));
        setAsking(null);
        setSheet(done.sheet);
        change({ fetchKey: filter.fetchKey + 1, page: filter.page });
      })
      .catch((e: Error) => message.error(e.message))
      .finally(() => setBusy(false));
  };

  return (
    <Box pt="2" data-testid="credential-list">
      <Flex align="center" gap="3" mb="2" wrap="wrap">
        <Filters data={data} filter={filter} change={change} />
        <Text fontSize="sm" color="fg.muted" role="status" data-testid="credential-total">
          {f('meeting.credentialList.total', { count: data.total })}
        </Text>
        {canReissue && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            ml="auto"
            disabled={selected.size === 0}
            onClick={() => setAsking({ houseIds: [...selected], names: data.rows.filter((r) => selected.has(r.houseId)).map((r) => r.ownerName ?? r.houses[0] ?? '') })}
            data-testid="credential-reissue-selected"
          >
            {f('meeting.credentialList.reissueSelected', { count: selected.size })}
          </Button>
        )}
      </Flex>
      {data.rows.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center">
          {f('table.empty')}
        </Text>
      ) : (
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              {canReissue && (
                <Table.ColumnHeader w="8">
                  <Checkbox.Root size="sm" checked={allShown} onCheckedChange={(e) => setSelected(e.checked ? new Set(data.rows.map((r) => r.houseId)) : new Set())}>
                    {/* the name on the input itself: the root is a <label> with no text */}
                    <Checkbox.HiddenInput aria-label={f('meeting.credentialList.selectAll')} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.ColumnHeader>
              )}
              <Table.ColumnHeader>{f('meeting.credentialList.owner')}</Table.ColumnHeader>
              <Table.ColumnHeader>{f('meeting.credentialList.houses')}</Table.ColumnHeader>
              <Table.ColumnHeader>{f('meeting.credentialList.state')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{f('meeting.credentialList.reissuedCount')}</Table.ColumnHeader>
              <Table.ColumnHeader>{f('meeting.credentialList.boundAt')}</Table.ColumnHeader>
              <Table.ColumnHeader>{f('meeting.credentialList.lastVoteAt')}</Table.ColumnHeader>
              {canReissue && <Table.ColumnHeader />}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.rows.map((r) => (
              <OwnerRow key={r.houseId} r={r} canReissue={canReissue} selected={selected.has(r.houseId)} toggle={toggle} ask={setAsking} />
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Pager page={filter.page} pages={pages} go={(page) => change({ page })} />
      <ConfirmDialog open={asking !== null} title={f('meeting.credentialList.reissue')} confirmLabel={f('meeting.credentialList.reissue')} loading={busy} onConfirm={reissue} onCancel={() => !busy && setAsking(null)}>
        <Text fontSize="sm" mb="2">
          {f('meeting.credentialList.confirm', { count: asking?.houseIds.length ?? 0, names: (asking?.names ?? []).slice(0, 10).join('、') })}
        </Text>
        <Text fontSize="sm" color="fg.warning">
          {f('meeting.credentialList.oldDies')}
        </Text>
      </ConfirmDialog>
      <CredentialSheet sheet={sheet} onClose={() => setSheet(null)} />
    </Box>
  );
}

type Owners = CredentialListQuery['response']['voteCredentialOwners'];
type Filter = { building: string; state: string; page: number; fetchKey: number };

/** The building and state filters (the state's count beside each). */
function Filters({ data, filter, change }: { data: Owners; filter: Filter; change: (next: Partial<Filter>) => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <>
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field aria-label={f('meeting.credentialList.building')} value={filter.building} onChange={(e) => change({ building: e.currentTarget.value })} data-testid="credential-building">
        <option value="">{f('meeting.credentialList.allBuildings')}</option>
        {data.buildings.map((b) => (
          <option key={b} value={b}>
            {f('meeting.credentialList.buildingNo', { building: b || '—' })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field aria-label={f('meeting.credentialList.state')} value={filter.state} onChange={(e) => change({ state: e.currentTarget.value })} data-testid="credential-state">
        <option value="">{f('meeting.credentialList.allStates')}</option>
        {STATES.map((s) => (
          <option key={s} value={s}>
            {`${f(`meeting.credentialList.state.${s}`)} (${data.counts.find((c) => c.state === s)?.count ?? 0})`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
    </>
  );
}

interface RowProps {
  r: Owners['rows'][number];
  canReissue: boolean;
  selected: boolean;
  toggle: (houseId: number, on: boolean) => void;
  ask: (asking: { houseIds: number[]; names: string[] }) => void;
}

/** One owner: the houses, the credential's state, reissues, binding and last vote; selectable and reissuable in stage 投票. */
function OwnerRow({ r, canReissue, selected, toggle, ask }: RowProps) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Table.Row data-testid="credential-row" data-state={r.state}>
      {canReissue && (
        <Table.Cell>
          <Checkbox.Root size="sm" checked={selected} onCheckedChange={(e) => toggle(r.houseId, !!e.checked)}>
            <Checkbox.HiddenInput aria-label={f('meeting.credentialList.select', { name: r.ownerName ?? '' })} />
            <Checkbox.Control />
          </Checkbox.Root>
        </Table.Cell>
      )}
      <Table.Cell>{r.ownerName ?? ''}</Table.Cell>
      <Table.Cell>{r.houses.join('，')}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={STATE_COLOR[r.state] ?? 'gray'}>{f(`meeting.credentialList.state.${r.state}`)}</Badge>
        {r.state === 'locked' && (
          <Text as="span" fontSize="xs" color="fg.muted" ms="1">
            {f('meeting.credentialList.failed', { count: r.failedAttempts })}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end">{r.reissued}</Table.Cell>
      <Table.Cell>{r.boundAt ? formatDateTime(String(r.boundAt)) : ''}</Table.Cell>
      <Table.Cell>{r.lastVoteAt ? formatDateTime(String(r.lastVoteAt)) : ''}</Table.Cell>
      {canReissue && (
        <Table.Cell textAlign="end">
          {r.state !== 'none' && (
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => ask({ houseIds: [r.houseId], names: [r.ownerName ?? r.houses[0] ?? ''] })} data-testid="credential-reissue">
              {f('meeting.credentialList.reissue')}
            </Button>
          )}
        </Table.Cell>
      )}
    </Table.Row>
  );
}

/** Previous and next page, shown when there is more than one. */
function Pager({ page, pages, go }: { page: number; pages: number; go: (page: number) => void }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  if (pages <= 1) return null;
  return (
    <Flex align="center" justify="end" gap="2" mt="2">
      <Button size="xs" variant="ghost" disabled={page <= 1} onClick={() => go(page - 1)}>
        {f('table.prevPage')}
      </Button>
      <Text fontSize="sm">{`${page} / ${pages}`}</Text>
      <Button size="xs" variant="ghost" disabled={page >= pages} onClick={() => go(page + 1)}>
        {f('table.nextPage')}
      </Button>
    </Flex>
  );
}
