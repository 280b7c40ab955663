// @vitest-environment happy-dom
/**
 * Resident services against a scripted server: the to-do counts pushed by
 * the `todoCounts` subscription reach the menu badges (a page's count, a
 * folded directory's sum, 99+); a list reloads on a to-do change but not on
 * the first counts; the advice drawer offers "mark handled" only after a
 * reply, sends a staff reply with its type, and shows the server's refusal
 * of a move as it is worded; banner ordering moves items and writes only the
 * banners whose place changed.
 */
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { TodoFeed } from '../../client/src/features/business/todo/TodoFeed.tsx';
import { TodoBadge } from '../../client/src/features/business/todo/TodoBadge.tsx';
import { todoStore } from '../../client/src/features/business/todo/todoStore.ts';
import { useReloadOnTodo } from '../../client/src/features/business/todo/useReloadOnTodo.ts';
import { AdviceDetail } from '../../client/src/features/business/advice/AdviceDetail.tsx';
import { bySort, moveItem, sortWrites } from '../../client/src/features/info/banner/order.ts';
import { fetchGraphQL } from '../../client/src/relay/fetchGraphQL.ts';
import { environmentStore } from '../../client/src/relay/environment.ts';
import { sessionStore } from '../../client/src/relay/session.ts';
import { messagesOf } from '../../client/src/i18n/index.ts';
import { captureMessages, json, resetClientState, stubFetch } from './helpers.ts';
import { renderApp } from './render.tsx';

const zh = messagesOf('zh-cn');
const m = (id: keyof typeof zh, values: Record<string, string | number> = {}) => zh[id].replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
const gid = (type: string, id: number) => btoa(`${type}:${id}`);

/** Subscriptions the test pushes events into. */
function subscriptions() {
  const sinks: ((r: GraphQLResponse) => void)[] = [];
  const subscribe = () =>
    Observable.create<GraphQLResponse>((sink) => {
      sinks.push((r) => sink.next(r));
      return () => {};
    });
  environmentStore.set(new Environment({ network: Network.create(fetchGraphQL, subscribe), store: new Store(new RecordSource()) }));
  return sinks;
}

beforeEach(() => {
  resetClientState('/');
  todoStore.set(null);
  sessionStore.set({ token: 't', userInfo: null, menus: [], perms: ['business:advice:info:page', 'business:advice:info:handle', 'business:advice:reply:add', 'business:repair:info:page'] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('live to-do counts', () => {
  it('the subscription feeds the menu badges of pages and of a folded directory', async () => {
    const sinks = subscriptions();
    renderApp(
      <>
        <TodoFeed />
        <span data-testid="advice">
          <TodoBadge router="/advice/info" />
        </span>
        <span data-testid="repair">
          <TodoBadge router="/repair/info" />
        </span>
        <span data-testid="dir">
          <TodoBadge routers={['/advice/info', '/repair/info', '/info/notice']} />
        </span>
      </>,
    );
    await waitFor(() => expect(sinks).toHaveLength(1));
    expect(screen.getByTestId('advice').textContent).toBe('');
    act(() => sinks[0]!({ data: { todoCounts: { adviceTodo: 3, repairTodo: 0 } } }));
    expect(screen.getByTestId('advice').textContent).toBe('3');
    expect(within(screen.getByTestId('advice')).getByLabelText(m('todo.badge', { count: 3 }))).toBeTruthy();
    // nothing for 0
    expect(screen.getByTestId('repair').textContent).toBe('');
    expect(screen.getByTestId('dir').textContent).toBe('3');
    act(() => sinks[0]!({ data: { todoCounts: { adviceTodo: 150, repairTodo: 2 } } }));
    expect(screen.getByTestId('advice').textContent).toBe('99+');
    expect(screen.getByTestId('repair').textContent).toBe('2');
    expect(screen.getByTestId('dir').textContent).toBe('99+');
    // a count the viewer may not read (null) shows nothing
    act(() => sinks[0]!({ data: { todoCounts: { adviceTodo: null, repairTodo: 1 } } }));
    expect(screen.getByTestId('advice').textContent).toBe('');
    expect(screen.getByTestId('dir').textContent).toBe('1');
  });

  it('a list reloads when the counts change, not on the first counts', () => {
    const reload = vi.fn();
    renderHook(() => useReloadOnTodo(reload));
    act(() => todoStore.set({ adviceTodo: 1, adviceProcessing: 0, repairTodo: 0 }));
    expect(reload).not.toHaveBeenCalled();
    act(() => todoStore.set({ adviceTodo: 1, adviceProcessing: 0, repairTodo: 0 }));
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => todoStore.set({ adviceTodo: 2, adviceProcessing: 0, repairTodo: 0 }));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('the advice drawer', () => {
  const advice = (status: number) => ({
    id: gid('AdviceInfo', 7),
    rowId: 7,
    areaId: 1,
    areaName: '阳光花园小区',
    content: '<p>三单元的灯坏了</p>',
    createTime: '2026-11-01T02:00:00.000Z',
    updateTime: '2026-11-01T02:00:00.000Z',
    images: [{ url: '/upload/a.png' }],
    latestReply: status > 0 ? '收到' : null,
    objectType: 1,
    status,
    title: '楼道灯',
    type: 1,
    userId: 9,
    userNickName: '热心居民',
  });
  const replies = (status: number) =>
    status > 0 ? [{ id: gid('AdviceReply', 1), rowId: 1, type: 1, content: '收到', images: null, createTime: '2026-11-01T03:00:00.000Z', userName: '管理员', userNickName: null }] : [];

  function server(state: { status: number }, mutation: (name: string, body: any) => Response) {
    return stubFetch((req) => {
      const name = req.body?.operationName as string;
      if (name === 'AdviceDetailQuery') return json({ data: { adviceInfoInfo: advice(state.status), adviceReplyList: replies(state.status) } });
      return mutation(name, req.body);
    });
  }

  const renderDrawer = () =>
    renderApp(
      <Suspense fallback={<p>loading</p>}>
        <AdviceDetail id={7} title="楼道灯" onClose={() => {}} />
      </Suspense>,
    );

  it('offers "mark handled" only after a reply, and sends a staff reply', async () => {
    subscriptions();
    const state = { status: 0 };
    const { sent } = server(state, (name) => {
      state.status = 1;
      return json({ data: { adviceReplyAdd: { __typename: 'MutationAdviceReplyAddSuccess', data: { rowId: 1 } } } });
    });
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: '楼道灯' });
    await within(drawer).findByText('三单元的灯坏了');
    expect(within(drawer).getByText('待处理')).toBeTruthy();
    expect((within(drawer).getByRole('button', { name: m('advice.handle') }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(drawer).getByText(m('advice.handle.replyFirst'))).toBeTruthy();
    expect(within(drawer).getByText(m('advice.thread.empty'))).toBeTruthy();

    fireEvent.change(within(drawer).getByRole('textbox', { name: m('advice.reply.label') }), { target: { value: '明天更换' } });
    fireEvent.click(within(drawer).getByRole('button', { name: m('advice.reply.send') }));
    await within(drawer).findByText('处理中');
    const reply = sent.find((s) => s.body?.operationName === 'AdviceDetailReplyMutation');
    expect(reply?.body.variables.input).toEqual({ adviceId: 7, type: 1, content: '明天更换', images: null });
    expect((within(drawer).getByRole('button', { name: m('advice.handle') }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(drawer).getByText(m('advice.thread.count', { count: 1 }))).toBeTruthy();
  });

  it('asks before marking handled and shows the server refusal as it is worded', async () => {
    subscriptions();
    const messages = captureMessages();
    const state = { status: 1 };
    const { sent } = server(state, () => json({ data: { adviceInfoHandle: { __typename: 'AppError', code: 1001, message: '该建议已被他人更新，请刷新后重试', field: null } } }));
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: '楼道灯' });
    await within(drawer).findByText('处理中');
    fireEvent.click(within(drawer).getByRole('button', { name: m('advice.handle') }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(m('advice.handle.confirm', { title: '楼道灯' }))).toBeTruthy();
    expect(sent.some((s) => s.body?.operationName === 'AdviceDetailHandleMutation')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: m('advice.handle') }));
    await waitFor(() => expect(messages).toContainEqual({ type: 'error', text: '该建议已被他人更新，请刷新后重试' }));
    expect(sent.filter((s) => s.body?.operationName === 'AdviceDetailHandleMutation').map((s) => s.body.variables)).toEqual([{ id: 7 }]);
  });
});

describe('banner order', () => {
  const rows = [
    { rowId: 3, sort: 20 },
    { rowId: 1, sort: 10 },
    { rowId: 2, sort: 10 },
    { rowId: 4, sort: null },
  ];

  it('lists by sort then id, and moves an item (clamped)', () => {
    expect(bySort(rows).map((r) => r.rowId)).toEqual([4, 1, 2, 3]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveItem([1, 2, 3, 4], 0, 9)).toEqual([2, 3, 4, 1]);
    expect(moveItem([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });

  it('writes only the banners whose sort changes', () => {
    expect(sortWrites([{ rowId: 1, sort: 10 }, { rowId: 2, sort: 20 }, { rowId: 3, sort: 30 }])).toEqual([]);
    expect(sortWrites(moveItem([{ rowId: 1, sort: 10 }, { rowId: 2, sort: 20 }, { rowId: 3, sort: 30 }], 2, 0))).toEqual([
      { rowId: 3, sort: 10 },
      { rowId: 1, sort: 20 },
      { rowId: 2, sort: 30 },
    ]);
    expect(sortWrites([{ rowId: 5, sort: 10 }, { rowId: 6, sort: 0 }])).toEqual([{ rowId: 6, sort: 20 }]);
  });
});
