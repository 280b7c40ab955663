// @vitest-environment happy-dom
/**
 * The vote table download on the meeting detail, against a scripted server:
 * shown once voting has opened and only with the permission; generating
 * shows a loading state, then downloads the signed URL the server answers;
 * a refusal shows the server's reason; the last table generated stays
 * downloadable under a freshly signed URL.
 */
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import MeetingDetailPage from '../../client/src/features/business/meeting/detail/MeetingDetailPage.tsx';
import { fetchGraphQL } from '../../client/src/relay/fetchGraphQL.ts';
import { environmentStore } from '../../client/src/relay/environment.ts';
import { sessionStore } from '../../client/src/relay/session.ts';
import { messagesOf } from '../../client/src/i18n/index.ts';
import { captureMessages, json, resetClientState, stubFetch, type SentRequest } from './helpers.ts';
import { renderApp } from './render.tsx';
import { formatDateTime } from '../../client/src/entity/index.ts';

const zh = messagesOf('zh-cn');
const m = (id: keyof typeof zh, values: Record<string, string | number> = {}) => zh[id].replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
const gid = (type: string, id: number) => btoa(`${type}:${id}`);
const BASE = ['business:meeting:info:detail', 'business:meeting:info:info', 'business:meeting:vote:item:list'];
const GEN = 'business:meeting:template:genVoteTable';
const CHECK = 'business:meeting:template:checkVoteTableDocUrl';
const URL1 = '/upload/space/20261124/0123456789abcdef0123456789abcdef.xlsx?e=1&n=x&d=1&s=first';
const URL2 = '/upload/space/20261124/fedcba9876543210fedcba9876543210.xlsx?e=2&n=x&d=1&s=second';

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

function server(status: number, extra: (req: SentRequest) => Response | Promise<Response> | undefined) {
  const { sent } = stubFetch((req) => {
    const name = req.body?.operationName as string;
    const custom = extra(req);
    if (custom) return custom;
    if (name === 'MeetingDetailPageQuery') {
      return json({ data: { meeting: { ...meetingRecord(status), participantCount: 3, vote: null, seats: null, stageLogs: { edges: [] } }, items: [], notices: null, reasons: null } });
    }
    return json({ errors: [{ message: `unexpected ${name}` }] }, 400);
  });
  return { byName: (name: string) => sent.filter((s) => s.body?.operationName === name) };
}

function renderDetail() {
  const route = { path: '/meeting/info/:id', layout: 'main' as const, processTab: true, keepAlive: false, screen: { load: async () => ({ default: MeetingDetailPage }) } };
  environmentStore.set(new Environment({ network: Network.create(fetchGraphQL, () => Observable.create<GraphQLResponse>(() => () => {})), store: new Store(new RecordSource()) }));
  return renderApp(
    <Suspense fallback={<p>loading</p>}>
      <MeetingDetailPage params={{ id: '5' }} queries={{}} route={route} />
    </Suspense>,
  );
}

const noTable = (req: SentRequest) =>
  req.body?.operationName === 'VoteTableDownloadCheckQuery' ? json({ data: { meetingTemplateCheckVoteTableDocUrl: { url: null, fileName: null, generatedAt: null, message: '尚未生成表决表' } } }) : undefined;

let clicked: string[];
beforeEach(() => {
  resetClientState('/meeting/info/5');
  clicked = [];
  // happy-dom does not download: record which links were clicked, and with what file name.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(`${this.getAttribute('href')} ${this.getAttribute('download')}`);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('download vote table', () => {
  it('generates, shows the loading state, then downloads the signed URL', async () => {
    sessionStore.set({ token: 't', userInfo: null, menus: [], perms: [...BASE, GEN, CHECK] });
    const messages = captureMessages();
    let answer!: (r: Response) => void;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const s = server(8, (req) => (req.body?.operationName === 'VoteTableDownloadGenMutation' ? pending : noTable(req)));
    renderDetail();
    const button = await screen.findByRole('button', { name: m('meeting.voteTable.download') });
    await waitFor(() => expect(s.byName('VoteTableDownloadCheckQuery')).toHaveLength(1));
    expect(screen.queryByText(/上次生成/)).toBeNull();

    fireEvent.click(button);
    await waitFor(() => expect(s.byName('VoteTableDownloadGenMutation')).toHaveLength(1));
    expect(s.byName('VoteTableDownloadGenMutation')[0]!.body.variables).toEqual({ meetingId: 5 });
    expect(await screen.findByText(m('meeting.voteTable.generating'))).toBeTruthy();
    expect(clicked).toEqual([]);

    answer(json({ data: { meetingTemplateGenVoteTable: { __typename: 'MutationMeetingTemplateGenVoteTableSuccess', data: { url: URL1, fileName: '2026年业主大会-表决表.xlsx', generatedAt: '2026-11-24T08:30:00.000Z' } } } }));
    await waitFor(() => expect(clicked).toEqual([`${URL1} 2026年业主大会-表决表.xlsx`]));
    // The download starts from the answer's handler; the "last generated" line is the render after it (a later tick under load).
    expect(await screen.findByText(m('meeting.voteTable.last', { time: formatDateTime('2026-11-24T08:30:00.000Z') }), { exact: false })).toBeTruthy();
    expect(messages).toContainEqual({ type: 'success', text: m('meeting.voteTable.done') });
    expect((screen.getByRole('button', { name: m('meeting.voteTable.download') }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the server’s reason when it is refused, and downloads nothing', async () => {
    sessionStore.set({ token: 't', userInfo: null, menus: [], perms: [...BASE, GEN] });
    const messages = captureMessages();
    server(6, (req) =>
      req.body?.operationName === 'VoteTableDownloadGenMutation'
        ? json({ data: { meetingTemplateGenVoteTable: { __typename: 'AppError', code: 1001, message: '数据不存在', field: 'meetingId' } } })
        : undefined,
    );
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: m('meeting.voteTable.download') }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('数据不存在');
    expect(messages).toContainEqual({ type: 'error', text: '数据不存在' });
    expect(clicked).toEqual([]);
  });

  it('the last table is downloaded under a freshly signed URL', async () => {
    sessionStore.set({ token: 't', userInfo: null, menus: [], perms: [...BASE, CHECK] });
    let checks = 0;
    server(10, (req) => {
      if (req.body?.operationName !== 'VoteTableDownloadCheckQuery') return undefined;
      checks++;
      return json({ data: { meetingTemplateCheckVoteTableDocUrl: { url: checks === 1 ? URL1 : URL2, fileName: '表决表.xlsx', generatedAt: '2026-11-24T08:30:00.000Z', message: null } } });
    });
    renderDetail();
    const box = await screen.findByTestId('vote-table');
    // Without the generate permission there is no button, only the last table.
    expect(within(box).queryByRole('button')).toBeNull();
    fireEvent.click(await within(box).findByText(m('meeting.voteTable.downloadLast')));
    await waitFor(() => expect(clicked).toEqual([`${URL2} 表决表.xlsx`]));
  });

  it('is not offered before voting opens, nor without the permissions', async () => {
    sessionStore.set({ token: 't', userInfo: null, menus: [], perms: [...BASE, GEN, CHECK] });
    const early = server(5, noTable);
    renderDetail();
    await screen.findByRole('heading', { name: '2026年业主大会' });
    expect(screen.queryByRole('button', { name: m('meeting.voteTable.download') })).toBeNull();
    expect(early.byName('VoteTableDownloadCheckQuery')).toHaveLength(0);
    cleanup();

    sessionStore.set({ token: 't', userInfo: null, menus: [], perms: BASE });
    const none = server(8, noTable);
    renderDetail();
    await screen.findByRole('heading', { name: '2026年业主大会' });
    expect(screen.queryByRole('button', { name: m('meeting.voteTable.download') })).toBeNull();
    expect(screen.queryByTestId('vote-table')).toBeNull();
    expect(none.byName('VoteTableDownloadCheckQuery')).toHaveLength(0);
  });
});
