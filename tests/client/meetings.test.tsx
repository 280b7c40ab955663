// @vitest-environment happy-dom
/**
 * The meeting screens against a scripted server: the stepper shows why the
 * meeting cannot move before anyone tries and asks before moving; the live
 * panel renders a snapshot's counts and quorum lines and follows pushed
 * events; paper-ballot entry builds one batch of several ballots; the result
 * arithmetic (fractions against the rule, quorum lines, verdict) at the
 * bounds of Civil Code art. 278.
 */
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import MeetingDetailPage from '../../client/src/features/business/meeting/detail/MeetingDetailPage.tsx';
import { LivePanel } from '../../client/src/features/business/meeting/detail/LivePanel.tsx';
import { ItemResult } from '../../client/src/features/business/meeting/detail/ResultPanel.tsx';
import { areaNeeded, ownersNeeded, resultLines, verdictOf, type ItemCount, type VotingSnapshot } from '../../client/src/features/business/meeting/detail/arithmetic.ts';
import { addBallot, buildBatch, houseLabel, matchesParticipant, missingItems, overVoted } from '../../client/src/features/business/meeting/detail/ballots.ts';
import { fetchGraphQL } from '../../client/src/relay/fetchGraphQL.ts';
import { localDateTimeInput } from '../../client/src/entity/form/values.ts';
import { environmentStore } from '../../client/src/relay/environment.ts';
import { sessionStore } from '../../client/src/relay/session.ts';
import { messagesOf } from '../../client/src/i18n/index.ts';
import { captureMessages, json, resetClientState, stubFetch, type SentRequest } from './helpers.ts';
import { renderApp } from './render.tsx';

const zh = messagesOf('zh-cn');
const m = (id: keyof typeof zh, values: Record<string, string | number> = {}) => zh[id].replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
const gid = (type: string, id: number) => btoa(`${type}:${id}`);
const PERMS = [
  'business:meeting:info:detail',
  'business:meeting:info:info',
  'business:meeting:info:next',
  'business:meeting:info:nextCheck',
  'business:meeting:notice:list',
  'business:meeting:notice:save',
  'business:meeting:vote:item:list',
  'business:meeting:vote:item:add',
  'business:meeting:vote:record:batch',
  'business:meeting:template:unregisteredJoins',
];

/** Subscriptions the test pushes events into. */
function subscriptions() {
  const sinks: { params: RequestParameters; variables: Variables; next: (r: GraphQLResponse) => void }[] = [];
  const subscribe = (params: RequestParameters, variables: Variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      sinks.push({ params, variables, next: (r) => sink.next(r) });
      return () => {};
    });
  environmentStore.set(new Environment({ network: Network.create(fetchGraphQL, subscribe), store: new Store(new RecordSource()) }));
  return sinks;
}

function meetingRecord(status: number) {
  return {
    id: gid('MeetingInfo', 5),
    rowId: 5,
    status,
    name: '2026年业主大会',
    type: 2,
    relationType: 0,
    relationId: null,
    areaName: '阳光花园小区',
    description: null,
    startTime: null,
    endTime: null,
    voteStartTime: '2026-11-01T00:00:00.000Z',
    voteEndTime: '2026-12-01T00:00:00.000Z',
  };
}

const ITEMS = [
  { id: gid('VoteItem', 11), rowId: 11, name: '更换电梯', description: null, passRule: 'majority', result: null, candidateId: null, count: null },
  { id: gid('VoteItem', 12), rowId: 12, name: '使用维修资金', description: null, passRule: 'threeQuarters', result: null, candidateId: null, count: null },
];

const JOINS = [
  { houseId: 101, ownerName: '甲', phone: '13900000001', buildingNo: '1', unitNo: '1', houseNo: '101', privateArea: '100.00', ownerKey: 'a' },
  { houseId: 102, ownerName: '乙', phone: '13900000002', buildingNo: '1', unitNo: '1', houseNo: '102', privateArea: '80.00', ownerKey: 'b' },
  { houseId: 103, ownerName: '丙', phone: '13900000003', buildingNo: '1', unitNo: '2', houseNo: '201', privateArea: '60.00', ownerKey: 'c' },
];

/** A scripted server of the detail page: the page query (stage and reasons as the test says) and whatever `extra` answers. */
function detailServer(state: { status: number; reasons: string[]; items?: { candidateId: number | null }[]; seats?: number }, extra: (req: SentRequest) => Response | undefined = () => undefined) {
  const { sent } = stubFetch((req) => {
    const name = req.body?.operationName as string;
    const custom = extra(req);
    if (custom) return custom;
    if (name === 'MeetingDetailPageQuery') {
      return json({
        data: {
          // The meeting's typed fields (participants, ballot box, seats, stage history) come with the meeting itself.
          meeting: {
            ...meetingRecord(state.status),
            participantCount: state.status >= 6 ? JOINS.length : 0,
            vote: state.status >= 6 ? { openedAt: '2026-11-02T00:00:00.000Z', closedAt: null } : null,
            seats: state.seats ?? null,
            stageLogs: { edges: [] },
          },
          reasons: state.reasons,
          items: state.items ?? ITEMS,
          notices: [],
        },
      });
    }
    return json({ errors: [{ message: `unexpected ${name}` }] }, 400);
  });
  return { sent, byName: (name: string) => sent.filter((s) => s.body?.operationName === name) };
}

function renderDetail() {
  const route = { path: '/meeting/info/:id', layout: 'main' as const, processTab: true, keepAlive: false, screen: { load: async () => ({ default: MeetingDetailPage }) } };
  return renderApp(
    <Suspense fallback={<p>loading</p>}>
      <MeetingDetailPage params={{ id: '5' }} queries={{}} route={route} />
    </Suspense>,
  );
}

beforeEach(() => {
  resetClientState('/meeting/info/5');
  sessionStore.set({ token: 't', userInfo: null, menus: [], perms: PERMS });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the stage stepper', () => {
  it('shows why the meeting cannot move before anyone tries, and the move button is off', async () => {
    subscriptions();
    const reason = '「公示公告1」的公告尚未发布';
    detailServer({ status: 1, reasons: [reason] });
    renderDetail();
    const stepper = await screen.findByRole('region', { name: m('meeting.stepper') });
    const current = within(stepper).getByRole('list', { name: m('meeting.stepper') }).querySelector('[aria-current="step"]');
    expect(current?.textContent).toContain('公示公告1');
    expect(within(stepper).getByText(m('meeting.next.refused', { stage: '改选小组' }))).toBeTruthy();
    expect(within(stepper).getByText(reason)).toBeTruthy();
    const button = within(stepper).getByRole('button', { name: m('meeting.next', { stage: '改选小组' }) });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks before moving, moves only on confirmation and shows the new stage', async () => {
    subscriptions();
    const messages = captureMessages();
    const state = { status: 5, reasons: [] as string[] };
    const server = detailServer(state, (req) => {
      if (req.body.operationName !== 'MeetingStepperNextMutation') return undefined;
      state.status = 6;
      state.reasons = ['投票尚未结束'];
      return json({ data: { meetingInfoNext: { __typename: 'MutationMeetingInfoNextSuccess', data: 6 } } });
    });
    renderDetail();
    const stepper = await screen.findByRole('region', { name: m('meeting.stepper') });
    expect(within(stepper).getByText(m('meeting.next.ready', { stage: '投票' }))).toBeTruthy();
    const button = within(stepper).getByRole('button', { name: m('meeting.next', { stage: '投票' }) });
    expect((button as HTMLButtonElement).disabled).toBe(false);

    // cancel: nothing is sent
    fireEvent.click(button);
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(m('meeting.next.body', { from: '公示公告3', to: '投票' }))).toBeTruthy();
    expect(within(dialog).getByText(m('meeting.next.opensVoting'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: m('common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.byName('MeetingStepperNextMutation')).toHaveLength(0);

    // confirm: the move is sent once and the page shows the new stage
    fireEvent.click(button);
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: m('meeting.next.confirm') }));
    await waitFor(() => expect(server.byName('MeetingStepperNextMutation')).toHaveLength(1));
    expect(server.byName('MeetingStepperNextMutation')[0]!.body.variables).toEqual({ id: 5 });
    await waitFor(() => expect(stepper.querySelector('[aria-current="step"]')?.textContent).toContain('投票'));
    expect(await within(stepper).findByText('投票尚未结束')).toBeTruthy();
    expect(within(stepper).getByRole('button', { name: m('meeting.next.closeVoting', { stage: '公示公告4' }) })).toBeTruthy();
    expect(messages).toContainEqual({ type: 'success', text: m('meeting.next.done', { stage: '投票' }) });
  });

  it('a refused move shows the server’s reason and stays', async () => {
    subscriptions();
    const messages = captureMessages();
    const server = detailServer({ status: 0, reasons: [] }, (req) =>
      req.body.operationName === 'MeetingStepperNextMutation'
        ? json({ data: { meetingInfoNext: { __typename: 'AppError', code: 1001, message: '会议已被他人推进', field: null } } })
        : undefined,
    );
    renderDetail();
    const stepper = await screen.findByRole('region', { name: m('meeting.stepper') });
    fireEvent.click(within(stepper).getByRole('button', { name: m('meeting.next', { stage: '公示公告1' }) }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: m('meeting.next.confirm') }));
    await waitFor(() => expect(messages).toContainEqual({ type: 'error', text: '会议已被他人推进' }));
    expect(server.byName('MeetingStepperNextMutation')).toHaveLength(1);
    expect(stepper.querySelector('[aria-current="step"]')?.textContent).toContain('立项');
  });
});

const count = (over: Partial<ItemCount>): ItemCount => ({
  rule: 'majority',
  totalArea: '240.00',
  totalOwners: 3,
  votingArea: '0.00',
  votingOwners: 0,
  agreeArea: '0.00',
  agreeOwners: 0,
  disagreeArea: '0.00',
  disagreeOwners: 0,
  abstainArea: '0.00',
  abstainOwners: 0,
  quorumMet: false,
  passed: false,
  ...over,
});

const snapshot = (voted: number, counts: Partial<ItemCount>[]): VotingSnapshot => ({
  meetingId: 5,
  status: 6,
  at: '2026-11-24T10:00:00.000Z',
  participation: { totalArea: '240.00', totalOwners: 3, votedAnyArea: voted === 0 ? '0.00' : voted === 1 ? '100.00' : '180.00', votedAnyOwners: voted, votedAllArea: '0.00', votedAllOwners: 0 },
  items: counts.map((c, i) => ({ itemId: 11 + i, name: ITEMS[i]!.name, count: count(c) })),
});

describe('the live panel', () => {
  it('renders a snapshot’s counts and the two-thirds lines, then follows pushed events', async () => {
    const sinks = subscriptions();
    renderApp(<LivePanel meetingId={5} />);
    await waitFor(() => expect(sinks).toHaveLength(1));
    expect(sinks[0]!.params.name).toBe('LivePanelSubscription');
    expect(sinks[0]!.variables).toEqual({ meetingId: 5 });

    act(() => sinks[0]!.next({ data: { meetingVoting: snapshot(1, [{ votingOwners: 1, votingArea: '100.00', agreeOwners: 1, agreeArea: '100.00' }, { rule: 'threeQuarters', votingOwners: 1, votingArea: '100.00', abstainOwners: 1, abstainArea: '100.00' }]) } }));
    const participation = await screen.findByTestId('participation');
    expect(within(participation).getByText('1 / 3')).toBeTruthy();
    expect(within(participation).getByText('100.00 / 240.00')).toBeTruthy();
    // two thirds of 3 owners is 2; of 240 m² is 160 m²
    expect(within(participation).getByText(m('meeting.live.quorumOwners', { count: 2, percent: '33.3%' }))).toBeTruthy();
    expect(within(participation).getByText(m('meeting.live.quorumArea', { area: '160.00', percent: '41.7%' }))).toBeTruthy();
    expect(within(participation).getByText(m('meeting.quorum.notMet'))).toBeTruthy();
    const first = screen.getByTestId('live-item-11');
    expect(within(first).getByRole('row', { name: `${m('meeting.vote.agree')} 1 100.00` })).toBeTruthy();
    expect(within(first).getByRole('row', { name: `${m('meeting.vote.disagree')} 0 0.00` })).toBeTruthy();
    expect(within(screen.getByTestId('live-item-12')).getByRole('row', { name: `${m('meeting.vote.abstain')} 1 100.00` })).toBeTruthy();

    // a vote arrives: the panel follows without reloading
    act(() => sinks[0]!.next({ data: { meetingVoting: snapshot(2, [{ votingOwners: 2, votingArea: '180.00', agreeOwners: 1, agreeArea: '100.00', disagreeOwners: 1, disagreeArea: '80.00', quorumMet: true }, { rule: 'threeQuarters' }]) } }));
    await waitFor(() => expect(within(participation).getByText('2 / 3')).toBeTruthy());
    expect(within(participation).getByText(m('meeting.live.quorumOwners', { count: 2, percent: '66.7%' }))).toBeTruthy();
    expect(within(participation).getByText(m('meeting.quorum.met'))).toBeTruthy();
    expect(within(screen.getByTestId('live-item-11')).getByRole('row', { name: `${m('meeting.vote.disagree')} 1 80.00` })).toBeTruthy();
    expect(within(screen.getByTestId('live-item-11')).getByRole('row', { name: `${m('meeting.vote.total')} 2 180.00` })).toBeTruthy();
  });

  it('says so when the subscription fails before any event', async () => {
    const sinks: unknown[] = [];
    environmentStore.set(
      new Environment({
        network: Network.create(fetchGraphQL, () =>
          Observable.create<GraphQLResponse>((sink) => {
            sinks.push(sink);
            sink.error(new Error('无权限访问'));
          }),
        ),
        store: new Store(new RecordSource()),
      }),
    );
    renderApp(<LivePanel meetingId={5} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(m('meeting.live.error', { message: '无权限访问' }));
  });
});

describe('paper-ballot entry', () => {
  it('builds one batch from several ballots (a house again replaces its ballot) and sends it once', async () => {
    subscriptions();
    captureMessages();
    const server = detailServer({ status: 6, reasons: [] }, (req) => {
      if (req.body.operationName === 'BallotEntryQuery') return json({ data: { meetingInfoInfo: { id: gid('MeetingInfo', 5), rowId: 5, joins: JOINS.map((j) => ({ ...j })) } } });
      if (req.body.operationName === 'BallotEntryBatchMutation') return json({ data: { voteRecordBatch: { __typename: 'MutationVoteRecordBatchSuccess', data: [1, 2, 3, 4] } } });
      return undefined;
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('tab', { name: m('meeting.tab.ballots') }));
    const form = await screen.findByRole('region', { name: m('meeting.ballot.one') });
    const house = await within(form).findByRole('combobox', { name: m('meeting.ballot.house') });
    const pick = async (houseId: number, results: [string, string], photo = '') => {
      fireEvent.change(house, { target: { value: String(houseId) } });
      fireEvent.click(within(within(form).getByRole('radiogroup', { name: '更换电梯' })).getByRole('radio', { name: results[0] }));
      fireEvent.click(within(within(form).getByRole('radiogroup', { name: '使用维修资金' })).getByRole('radio', { name: results[1] }));
      if (photo) {
        fireEvent.change(form.querySelector('input[type="file"]')!, { target: { files: [new File([new Uint8Array(8)], photo, { type: 'image/jpeg' })] } });
        await within(form).findByRole('img', { name: m('upload.preview', { label: m('meeting.ballot.photo'), n: 1 }) });
      }
      fireEvent.click(within(form).getByRole('button', { name: m('meeting.ballot.add') }));
    };
    const [agree, disagree, abstain] = [m('meeting.vote.agree'), m('meeting.vote.disagree'), m('meeting.vote.abstain')];

    // an incomplete ballot is not added
    fireEvent.change(house, { target: { value: '101' } });
    fireEvent.click(within(within(form).getByRole('radiogroup', { name: '更换电梯' })).getByRole('radio', { name: agree }));
    fireEvent.click(within(form).getByRole('button', { name: m('meeting.ballot.add') }));
    expect(within(form).getByRole('alert').textContent).toBe(m('meeting.ballot.needResults', { count: 1 }));

    // the ballot photo goes through the upload control: the server answers the stored URL
    class UploadXHR {
      upload = { onprogress: null };
      status = 200;
      responseText = '';
      onload: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send(body: FormData) {
        this.responseText = JSON.stringify({ code: 1000, message: 'success', data: `/upload/${(body.get('file') as File).name}` });
        setTimeout(() => this.onload?.(), 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', UploadXHR);
    await pick(101, [agree, disagree], 'b101.jpg');
    await pick(102, [abstain, agree]);
    await pick(101, [agree, agree], 'b101-2.jpg');
    const batch = screen.getByRole('region', { name: m('meeting.ballot.batch') });
    expect(within(batch).getByRole('heading').textContent).toBe(m('meeting.ballot.batchCount', { count: 2 }));
    expect(within(batch).getByRole('row', { name: `1-1-102 乙 ${abstain} ${agree} — — ${m('table.delete')}` })).toBeTruthy();

    fireEvent.click(within(batch).getByRole('button', { name: m('meeting.ballot.save', { count: 2 }) }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(m('meeting.ballot.save.confirm', { count: 2, votes: 4 }))).toBeTruthy();
    expect(server.byName('BallotEntryBatchMutation')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: m('common.ok') }));
    await waitFor(() => expect(server.byName('BallotEntryBatchMutation')).toHaveLength(1));
    expect(server.byName('BallotEntryBatchMutation')[0]!.body.variables).toEqual({
      meetingId: 5,
      votes: [
        { itemId: 11, houseId: 102, result: 2 },
        { itemId: 12, houseId: 102, result: 0 },
        { itemId: 11, houseId: 101, result: 0, images: ['/upload/b101-2.jpg'] },
        { itemId: 12, houseId: 101, result: 0, images: ['/upload/b101-2.jpg'] },
      ],
    });
    await waitFor(() => expect(within(batch).getByRole('heading').textContent).toBe(m('meeting.ballot.batchCount', { count: 0 })));
  });

  it('an election ballot may agree with at most as many candidates as there are seats', async () => {
    subscriptions();
    const candidates = [
      { ...ITEMS[0]!, id: gid('VoteItem', 21), rowId: 21, name: '候选甲', candidateId: 1 },
      { ...ITEMS[0]!, id: gid('VoteItem', 22), rowId: 22, name: '候选乙', candidateId: 2 },
    ];
    detailServer({ status: 6, reasons: [], items: candidates, seats: 1 }, (req) =>
      req.body.operationName === 'BallotEntryQuery' ? json({ data: { meetingInfoInfo: { id: gid('MeetingInfo', 5), rowId: 5, joins: JOINS } } }) : undefined,
    );
    renderDetail();
    fireEvent.click(await screen.findByRole('tab', { name: m('meeting.tab.ballots') }));
    const form = await screen.findByRole('region', { name: m('meeting.ballot.one') });
    expect(within(form).getByText(m('meeting.ballot.seats', { seats: 1 }))).toBeTruthy();
    // "all agree" would be a void ballot here
    expect(within(form).queryByRole('button', { name: m('meeting.ballot.allAgree') })).toBeNull();
    fireEvent.change(await within(form).findByRole('combobox', { name: m('meeting.ballot.house') }), { target: { value: '101' } });
    for (const name of ['候选甲', '候选乙']) fireEvent.click(within(within(form).getByRole('radiogroup', { name })).getByRole('radio', { name: m('meeting.vote.agree') }));
    expect(within(form).getByRole('alert').textContent).toBe(m('meeting.ballot.overSeats', { agreed: 2, seats: 1 }));
    fireEvent.click(within(form).getByRole('button', { name: m('meeting.ballot.add') }));
    const batch = screen.getByRole('region', { name: m('meeting.ballot.batch') });
    expect(within(batch).getByRole('heading').textContent).toBe(m('meeting.ballot.batchCount', { count: 0 }));
    // one agree and one disagree is a valid ballot
    fireEvent.click(within(within(form).getByRole('radiogroup', { name: '候选乙' })).getByRole('radio', { name: m('meeting.vote.disagree') }));
    expect(within(form).queryByRole('alert')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: m('meeting.ballot.add') }));
    expect(within(batch).getByRole('heading').textContent).toBe(m('meeting.ballot.batchCount', { count: 1 }));
  });

  it('the batch helpers: a vote per ballot and item, replacement by house, search', () => {
    const a = { houseId: 1, results: { 11: 0, 12: 1 } as Record<number, 0 | 1 | 2>, photo: ' ' };
    const b = { houseId: 2, results: { 11: 2 } as Record<number, 0 | 1 | 2>, photo: 'x.jpg' };
    expect(buildBatch([a, b], [11, 12])).toEqual([
      { itemId: 11, houseId: 1, result: 0 },
      { itemId: 12, houseId: 1, result: 1 },
      { itemId: 11, houseId: 2, result: 2, images: ['x.jpg'] },
    ]);
    expect(missingItems(b, [11, 12])).toEqual([12]);
    expect(overVoted(a, [11, 12], 1)).toBeNull();
    expect(overVoted({ results: { 11: 0, 12: 0, 13: 2 } }, [11, 12, 13], 1)).toBe(2);
    expect(overVoted({ results: { 11: 0, 12: 0 } }, [11, 12], 2)).toBeNull();
    expect(overVoted({ results: { 11: 0, 12: 0 } }, [11, 12], null)).toBeNull();
    expect(addBallot([a, b], { ...a, photo: 'new' }).map((x) => [x.houseId, x.photo])).toEqual([
      [2, 'x.jpg'],
      [1, 'new'],
    ]);
    expect(houseLabel(JOINS[2]!)).toBe('1-2-201 丙');
    expect(JOINS.filter((p) => matchesParticipant(p, '0002')).map((p) => p.houseId)).toEqual([102]);
    expect(JOINS.filter((p) => matchesParticipant(p, '12201')).map((p) => p.houseId)).toEqual([103]);
  });
});

describe('the result arithmetic', () => {
  it('quorum lines at two thirds (inclusive) by area and by owners', () => {
    expect(ownersNeeded(3, 'twoThirds')).toBe(2);
    expect(ownersNeeded(4, 'twoThirds')).toBe(3);
    expect(areaNeeded(28000, 'twoThirds')).toBe(18667);
    expect(areaNeeded(30000, 'twoThirds')).toBe(20000);
    expect(areaNeeded(10000, 'moreThanHalf')).toBe(5001);
    // exactly two thirds of both meets the quorum; a hundredth less of the area does not
    const exact = count({ totalArea: '300.00', totalOwners: 3, votingArea: '200.00', votingOwners: 2, agreeArea: '200.00', agreeOwners: 2 });
    expect(verdictOf(exact)).toEqual({ quorumMet: true, passed: true });
    expect(verdictOf({ ...exact, votingArea: '199.99', agreeArea: '199.99' }).quorumMet).toBe(false);
    expect(verdictOf({ ...exact, totalOwners: 4 }).quorumMet).toBe(false);
  });

  it('majority needs more than half of both; exactly half fails', () => {
    const c = count({ totalArea: '200.00', totalOwners: 4, votingArea: '200.00', votingOwners: 4, agreeArea: '100.00', agreeOwners: 3, disagreeArea: '100.00', disagreeOwners: 1 });
    expect(verdictOf(c)).toEqual({ quorumMet: true, passed: false });
    expect(verdictOf({ ...c, agreeArea: '100.01' }).passed).toBe(true);
    expect(verdictOf({ ...c, agreeArea: '150.00', agreeOwners: 2 }).passed).toBe(false);
  });

  it('threeQuarters passes at exactly three quarters of both; abstentions count as voters', () => {
    const c = count({ rule: 'threeQuarters', totalArea: '400.00', totalOwners: 4, votingArea: '400.00', votingOwners: 4, agreeArea: '300.00', agreeOwners: 3, abstainArea: '100.00', abstainOwners: 1 });
    expect(verdictOf(c).passed).toBe(true);
    expect(verdictOf({ ...c, agreeArea: '299.99' }).passed).toBe(false);
    const lines = resultLines(c);
    expect(lines.map((l) => [l.key, l.numerator, l.denominator, l.percent, l.threshold, l.met])).toEqual([
      ['quorumArea', '400.00', '400.00', '100.0%', 'twoThirds', true],
      ['quorumOwners', '4', '4', '100.0%', 'twoThirds', true],
      ['agreeArea', '300.00', '400.00', '75.0%', 'threeQuarters', true],
      ['agreeOwners', '3', '4', '75.0%', 'threeQuarters', true],
    ]);
  });

  it('shows each line as a fraction against its threshold, and the frozen verdict', () => {
    subscriptions();
    const c = count({ rule: 'threeQuarters', totalArea: '280.00', totalOwners: 4, votingArea: '280.00', votingOwners: 4, agreeArea: '160.00', agreeOwners: 2, disagreeArea: '80.00', disagreeOwners: 1, abstainArea: '40.00', abstainOwners: 1, quorumMet: true, passed: false });
    renderApp(<ItemResult name="使用维修资金" rule="threeQuarters" result={0} count={c} />);
    const item = screen.getByRole('region', { name: '使用维修资金' });
    expect(within(item).getByTestId('verdict').textContent).toBe(m('meeting.result.failed'));
    expect(within(item).getByText(m('meeting.rule.threeQuarters'))).toBeTruthy();
    const row = (key: string) => item.querySelector(`[data-line="${key}"]`)!.textContent;
    expect(row('quorumArea')).toBe(`${m('meeting.result.quorumArea')}280.00 / 280.00 ㎡100.0%≥ 2/3${m('meeting.result.yes')}`);
    expect(row('quorumOwners')).toBe(`${m('meeting.result.quorumOwners')}4 / 4 人100.0%≥ 2/3${m('meeting.result.yes')}`);
    expect(row('agreeArea')).toBe(`${m('meeting.result.agreeArea')}160.00 / 280.00 ㎡57.1%≥ 3/4${m('meeting.result.no')}`);
    expect(row('agreeOwners')).toBe(`${m('meeting.result.agreeOwners')}2 / 4 人50.0%≥ 3/4${m('meeting.result.no')}`);
    expect(within(item).getByText(m('meeting.result.abstainNote', { owners: 1, area: '40.00' }))).toBeTruthy();
  });

  it('an item not counted yet says so', () => {
    subscriptions();
    renderApp(<ItemResult name="更换电梯" rule="majority" result={null} count={null} />);
    expect(screen.getByText(m('meeting.result.pending'))).toBeTruthy();
    expect(screen.queryByTestId('verdict')).toBeNull();
  });
});

describe('the vote window in the meeting form', () => {
  it('shows a stored time in the browser’s zone and sends back the same instant', () => {
    const tz = process.env.TZ;
    process.env.TZ = 'Asia/Shanghai';
    try {
      const shown = localDateTimeInput('2026-11-24T12:40:00.000Z');
      expect(shown).toBe('2026-11-24T20:40');
      expect(new Date(shown).toISOString()).toBe('2026-11-24T12:40:00.000Z');
    } finally {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    }
  });
});

describe('assembly rules in the meeting detail (docs/assembly-rules.md)', () => {
  class UploadXHR {
    upload = { onprogress: null };
    status = 200;
    responseText = '';
    onload: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send(body: FormData) {
      this.responseText = JSON.stringify({ code: 1000, message: 'success', data: `/upload/${(body.get('file') as File).name}` });
      setTimeout(() => this.onload?.(), 0);
    }
  }

  it('a paper ballot cast by a proxy: name, ID number (checked by the ID rule) and the letter, sent with each vote', async () => {
    subscriptions();
    captureMessages();
    const server = detailServer({ status: 6, reasons: [] }, (req) => {
      if (req.body.operationName === 'BallotEntryQuery') return json({ data: { meetingInfoInfo: { id: gid('MeetingInfo', 5), rowId: 5, joins: JOINS.map((j) => ({ ...j })) } } });
      if (req.body.operationName === 'BallotEntryBatchMutation') return json({ data: { voteRecordBatch: { __typename: 'MutationVoteRecordBatchSuccess', data: [1, 2] } } });
      return undefined;
    });
    vi.stubGlobal('XMLHttpRequest', UploadXHR);
    renderDetail();
    fireEvent.click(await screen.findByRole('tab', { name: m('meeting.tab.ballots') }));
    const form = await screen.findByRole('region', { name: m('meeting.ballot.one') });
    fireEvent.change(await within(form).findByRole('combobox', { name: m('meeting.ballot.house') }), { target: { value: '103' } });
    fireEvent.click(within(form).getByRole('button', { name: m('meeting.ballot.allAgree') }));
    fireEvent.click(within(form).getByRole('switch', { name: m('meeting.ballot.proxy') }));
    fireEvent.change(within(form).getByRole('textbox', { name: m('meeting.ballot.proxy.name') }), { target: { value: '王代理' } });
    const idCard = within(form).getByRole('textbox', { name: m('meeting.ballot.proxy.idCard') });
    fireEvent.change(idCard, { target: { value: '110105194912310021' } });
    fireEvent.click(within(form).getByRole('button', { name: m('meeting.ballot.add') }));
    // A wrong check digit is refused before the server would be asked.
    expect(within(form).getByRole('alert').textContent).toBe(m('meeting.ballot.proxy.badIdCard'));
    fireEvent.change(idCard, { target: { value: '11010519491231002X' } });
    expect(within(form).getByRole('alert').textContent).toBe(m('meeting.ballot.proxy.needDocument'));
    // The letter of authorisation goes through the shared upload (the second file input: the first is the ballot photo).
    const inputs = form.querySelectorAll('input[type="file"]');
    expect(inputs).toHaveLength(2);
    fireEvent.change(inputs[1]!, { target: { files: [new File([new Uint8Array(8)], 'letter.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: m('meeting.ballot.add') }));
    const batch = screen.getByRole('region', { name: m('meeting.ballot.batch') });
    const agree = m('meeting.vote.agree');
    expect(within(batch).getByRole('row', { name: `1-2-201 丙 ${agree} ${agree} — 王代理 ${m('table.delete')}` })).toBeTruthy();
    fireEvent.click(within(batch).getByRole('button', { name: m('meeting.ballot.save', { count: 1 }) }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: m('common.ok') }));
    await waitFor(() => expect(server.byName('BallotEntryBatchMutation')).toHaveLength(1));
    const proxy = { proxyName: '王代理', proxyIdCard: '11010519491231002X', proxyDocument: '/upload/letter.pdf' };
    expect(server.byName('BallotEntryBatchMutation')[0]!.body.variables).toEqual({
      meetingId: 5,
      votes: [
        { itemId: 11, houseId: 103, result: 0, ...proxy },
        { itemId: 12, houseId: 103, result: 0, ...proxy },
      ],
    });
  });

  it('a result shows 终止表决, the proxies and 从众’s raw and adjusted figures', () => {
    subscriptions();
    const base = { rule: 'threeQuarters' as const, totalArea: '100.00', totalOwners: 10, votingArea: '70.00', votingOwners: 7, agreeArea: '50.00', agreeOwners: 5, disagreeArea: '20.00', disagreeOwners: 2, abstainArea: '0.00', abstainOwners: 0, quorumMet: true, passed: true };
    const nonVoters = { applied: true, follows: 'agree' as const, nonVotingArea: '30.00', nonVotingOwners: 3, rawPassed: false, adjusted: { agreeArea: '80.00', agreeOwners: 8, passed: true } };
    renderApp(<ItemResult name="使用维修资金" rule="threeQuarters" result={1} count={base} rules={{ proxyOwners: 2, proxyArea: '20.00', nonVoters }} />);
    const item = screen.getByRole('region', { name: '使用维修资金' });
    expect(within(item).getByTestId('verdict').textContent).toBe(m('meeting.result.passed'));
    expect(within(item).getByTestId('proxy-note').textContent).toBe(m('meeting.result.proxyNote', { owners: 2, area: '20.00' }));
    expect(within(item).getByTestId('non-voters').textContent).toBe(
      m('meeting.result.nonVoters', { owners: 3, area: '30.00', follows: m('meeting.vote.agree'), agreeOwners: 8, agreeArea: '80.00', verdict: m('meeting.result.passed'), raw: m('meeting.result.failed') }),
    );
    cleanup();
    renderApp(<ItemResult name="加装电梯" rule="majority" result={2} count={{ ...base, rule: 'majority', votingOwners: 2, votingArea: '20.00', quorumMet: false, passed: false }} rules={{ proxyOwners: 0, proxyArea: '0.00', nonVoters: null }} />);
    const ended = screen.getByRole('region', { name: '加装电梯' });
    expect(within(ended).getByTestId('verdict').textContent).toBe(m('meeting.result.terminated'));
    expect(within(ended).queryByTestId('proxy-note')).toBeNull();
  });

  const extendServer = (reasons: string[], answer: () => Response) =>
    detailServer({ status: 6, reasons: [] }, (req) => {
      if (req.body.operationName === 'ExtendVotingCheckQuery')
        return json({ data: { reasons, meeting: { id: gid('MeetingInfo', 5), voteEndTime: '2026-12-01T00:00:00.000Z', assemblyRules: { latestExtensionEnd: '2026-12-31T00:00:00.000Z', maxExtensionDays: 30 } } } });
      if (req.body.operationName === 'ExtendVotingMutation') return answer();
      return undefined;
    });

  it('offers the extension only when the server allows it and the user may, and confirms before extending', async () => {
    subscriptions();
    captureMessages();
    // Not allowed now (the server gives a reason): no button.
    sessionStore.set({ token: 't', userInfo: null, menus: [], perms: [...PERMS, 'business:meeting:info:extend'] });
    let server = extendServer(['投票截止时间尚未到达'], () => json({}));
    renderDetail();
    await waitFor(() => expect(server.byName('ExtendVotingCheckQuery')).toHaveLength(1));
    await screen.findByRole('region', { name: m('meeting.stepper') });
    expect(screen.queryByRole('button', { name: m('meeting.extend') })).toBeNull();
    cleanup();

    // Allowed: the button, a dialog with the latest deadline, the server's refusal shown in the dialog, then success.
    let calls = 0;
    server = extendServer([], () =>
      ++calls === 1
        ? json({ data: { meetingInfoExtend: { __typename: 'AppError', message: '不能延长投票期：新的截止时间不能晚于2026-12-31 00:00 UTC（原截止时间起30天）', code: 1001, field: 'voteEndTime' } } })
        : json({ data: { meetingInfoExtend: { __typename: 'MutationMeetingInfoExtendSuccess', data: '2026-12-20T00:00:00.000Z' } } }),
    );
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: m('meeting.extend') }));
    const dialog = await screen.findByRole('alertdialog');
    const input = within(dialog).getByLabelText(new RegExp(m('meeting.extend.end'))) as HTMLInputElement;
    expect(input.value).toBe(localDateTimeInput('2026-12-31T00:00:00.000Z'));
    expect(server.byName('ExtendVotingMutation')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: m('common.ok') }));
    expect(await within(dialog).findByText(/不能晚于/)).toBeTruthy();
    fireEvent.change(input, { target: { value: localDateTimeInput('2026-12-20T00:00:00.000Z') } });
    fireEvent.click(within(dialog).getByRole('button', { name: m('common.ok') }));
    await waitFor(() => expect(server.byName('ExtendVotingMutation')).toHaveLength(2));
    expect(server.byName('ExtendVotingMutation')[1]!.body.variables).toEqual({ id: 5, end: '2026-12-20T00:00:00.000Z' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
