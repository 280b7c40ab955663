// @vitest-environment happy-dom
/**
 * The task screen's own parts (client/src/features/task/list): the log
 * drawer reads the task's runs page by page, and the cron control checks and
 * describes what is typed in the interface language.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TaskLogDrawer } from '../../client/src/features/task/list/TaskLogDrawer.tsx';
import { CronField } from '../../client/src/features/task/list/CronField.tsx';
import { createEnvironment, environmentStore } from '../../client/src/relay/environment.ts';
import { sessionStore } from '../../client/src/relay/session.ts';
import { json, resetClientState, stubFetch } from './helpers.ts';
import { renderApp } from './render.tsx';

beforeEach(() => {
  resetClientState('/task/list');
  environmentStore.set(createEnvironment());
  sessionStore.set({ token: 't', userInfo: null, menus: [], perms: ['task:info:page', 'task:info:log'] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('task screen', () => {
  it('shows a task’s runs in the log drawer: status, start time, duration, detail, paged', async () => {
    const runs = Array.from({ length: 12 }, (_, i) => ({
      status: i === 0 ? 0 : 1,
      detail: i === 0 ? '磁盘已满' : `deleted ${i}`,
      startTime: new Date(2026, 0, 1, 3, 0, 12 - i).toISOString(),
      duration: i === 0 ? 1500 : 20,
      planTime: i === 1 ? null : new Date(2026, 0, 1, 3, 0, 12 - i).toISOString(),
    }));
    const { sent } = stubFetch((req) => {
      const { id, page, size } = req.body.variables;
      expect(req.body.operationName).toBe('TaskLogDrawerQuery');
      expect(id).toBe(7);
      return json({ data: { taskInfoLog: { list: runs.slice((page - 1) * size, page * size), pagination: { page, size, total: runs.length } } } });
    });
    renderApp(<TaskLogDrawer taskId={7} name="回收站清理" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: '任务日志：回收站清理' });
    const table = await within(dialog).findByRole('table', { name: '日志' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(within(rows[1]!).getByText('失败')).toBeTruthy();
    expect(within(rows[1]!).getByText('磁盘已满')).toBeTruthy();
    expect(within(rows[1]!).getByText('1.50 秒')).toBeTruthy();
    expect(within(rows[1]!).getByText('2026-01-01 03:00:12')).toBeTruthy();
    expect(within(rows[2]!).getByText('成功')).toBeTruthy();
    expect(within(rows[2]!).getByText('手动执行')).toBeTruthy();
    expect(within(rows[2]!).getByText('20 毫秒')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(3));
    expect(sent.at(-1)!.body.variables).toMatchObject({ page: 2, size: 10 });
  });

  it('says when a task has not run yet', async () => {
    stubFetch(() => json({ data: { taskInfoLog: { list: [], pagination: { page: 1, size: 10, total: 0 } } } }));
    renderApp(<TaskLogDrawer taskId={8} name="新任务" onClose={() => {}} />);
    expect(await screen.findByText('暂无执行记录')).toBeTruthy();
  });

  it('checks the cron as it is typed and describes it in the interface language', async () => {
    let value = '';
    const { rerender } = renderApp(<CronField id="c" value={value} onChange={(v) => (value = String(v))} invalid={false} values={{}} label="cron" />, 'en');
    const input = screen.getByRole('textbox', { name: 'cron' });
    fireEvent.change(input, { target: { value: '61 * * * * *' } });
    expect(value).toBe('61 * * * * *');
    cleanup();
    renderApp(<CronField id="c" value="61 * * * * *" onChange={() => {}} invalid={false} values={{}} label="cron" />, 'en');
    expect(screen.getByRole('alert').textContent).toContain('Not a valid cron expression');
    cleanup();
    renderApp(<CronField id="c" value="0 */5 * * * *" onChange={() => {}} invalid={false} values={{}} label="cron" />, 'en');
    expect(screen.getByTestId('task-cron-description').textContent).toBe('Every 5 minutes');
    expect(screen.getByTestId('task-next-runs').querySelectorAll('li')).toHaveLength(5);
    cleanup();
    renderApp(<CronField id="c" value="0 */5 * * * *" onChange={() => {}} invalid={false} values={{}} label="cron" />, 'zh-tw');
    expect(screen.getByTestId('task-cron-description').textContent).toMatch(/5 分鐘/);
    void rerender;
  });
});
