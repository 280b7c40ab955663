// @vitest-environment happy-dom
/**
 * Deleting a department from the tree beside the user list (DeptPanel)
 * against a scripted server: the confirmation offers a labelled checkbox
 * "同时删除该部门下的用户", off each time it opens, and says what becomes of
 * the users either way; the delete sends `deleteUser` as chosen (false: the
 * users move to the top department; true: they are deleted with it —
 * docs/decisions.md "Deleting a department"); cancelling sends nothing; a
 * refusal is shown as the server words it. The choice is translated.
 */
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { DeptPanel } from '../../client/src/features/base/user/DeptPanel.tsx';
import { fetchGraphQL } from '../../client/src/relay/fetchGraphQL.ts';
import { environmentStore } from '../../client/src/relay/environment.ts';
import { sessionStore } from '../../client/src/relay/session.ts';
import { messagesOf, type Locale } from '../../client/src/i18n/index.ts';
import { captureMessages, json, resetClientState, stubFetch, type SentRequest } from './helpers.ts';
import { renderApp } from './render.tsx';

const say = (locale: Locale) => {
  const catalogue = messagesOf(locale);
  return (id: keyof typeof catalogue, values: Record<string, string | number> = {}) => catalogue[id].replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
};
const m = say('zh-cn');
const gid = (id: number) => btoa(`SysDepartment:${id}`);
const DEPARTMENTS = [
  { id: gid(1), rowId: 1, parentId: null, name: '总部', orderNum: 1 },
  { id: gid(2), rowId: 2, parentId: 1, name: '物业部', orderNum: 1 },
  { id: gid(3), rowId: 3, parentId: 1, name: '财务部', orderNum: 2 },
];

/** The departments query and the delete, answered as `refusal` says (null: deleted). */
function departmentServer(refusal: string | null = null) {
  let rows = [...DEPARTMENTS];
  const { sent } = stubFetch((req: SentRequest) => {
    const name = req.body?.operationName as string;
    if (name === 'TreeDataDepartmentsQuery') return json({ data: { sysDepartmentList: rows } });
    if (name === 'DeptPanelDeleteMutation') {
      if (refusal) return json({ data: { sysDepartmentDelete: { __typename: 'AppError', code: 1001, message: refusal, field: null } } });
      const ids = req.body.variables.ids as number[];
      rows = rows.filter((d) => !ids.includes(d.rowId));
      return json({ data: { sysDepartmentDelete: { __typename: 'MutationSysDepartmentDeleteSuccess', data: { ids, deletedIds: ids.map(gid) } } } });
    }
    return json({ errors: [{ message: `unexpected ${name}` }] }, 400);
  });
  return { deletes: () => sent.filter((s) => s.body?.operationName === 'DeptPanelDeleteMutation').map((s) => s.body.variables) };
}

function renderPanel(locale: Locale = 'zh-cn') {
  const onChanged = vi.fn();
  renderApp(
    <Suspense fallback={<p>loading</p>}>
      <DeptPanel selectedId={null} onSelect={() => {}} onChanged={onChanged} />
    </Suspense>,
    locale,
  );
  return { onChanged };
}

/** Opens the delete confirmation of a department through its actions menu. */
async function askDelete(name: string, t = m) {
  fireEvent.click(await screen.findByRole('button', { name: t('dept.actions', { name }) }));
  // Chosen by keyboard (the menu selects its highlighted item): the only action this user holds is the delete.
  const item = await screen.findByRole('menuitem', { name: t('dept.delete', { name }) });
  const menu = item.closest('[role="menu"]')!;
  fireEvent.keyDown(menu, { key: 'ArrowDown' });
  await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
  fireEvent.keyDown(menu, { key: 'Enter' });
  return screen.findByRole('alertdialog', { name: t('dept.delete', { name }) });
}

beforeEach(() => {
  resetClientState('/sys/user');
  environmentStore.set(new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) }));
  sessionStore.set({ token: 't', userInfo: null, menus: [], perms: ['base:sys:department:list', 'base:sys:department:delete'] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('deleting a department', () => {
  it('moves its users by default: the checkbox is off and deleteUser false is sent', async () => {
    const messages = captureMessages();
    const server = departmentServer();
    const { onChanged } = renderPanel();
    const dialog = await askDelete('物业部');
    expect(within(dialog).getByText(m('dept.delete.confirm', { name: '物业部' }))).toBeTruthy();
    const box = within(dialog).getByRole('checkbox', { name: m('dept.delete.users') }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(within(dialog).getByText(m('dept.delete.usersMoved'))).toBeTruthy();
    expect(within(dialog).queryByText(m('dept.delete.usersDeleted'))).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: m('common.ok') }));
    await waitFor(() => expect(server.deletes()).toEqual([{ ids: [2], deleteUser: false }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(messages).toContainEqual({ type: 'success', text: m('common.success') });
    // The tree and the user list follow.
    await waitFor(() => expect(screen.queryByText('物业部')).toBeNull());
    // The rest of the tree is still there (the deleted row leaves no hole in the list).
    const tree = screen.getByRole('tree');
    expect(within(tree).getByText('总部')).toBeTruthy();
    expect(within(tree).getByText('财务部')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
  });

  it('deletes its users when asked: the checkbox says so and deleteUser true is sent', async () => {
    const server = departmentServer();
    renderPanel();
    const dialog = await askDelete('财务部');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: m('dept.delete.users') }));
    expect((within(dialog).getByRole('checkbox', { name: m('dept.delete.users') }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText(m('dept.delete.usersDeleted'))).toBeTruthy();
    expect(within(dialog).queryByText(m('dept.delete.usersMoved'))).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: m('common.ok') }));
    await waitFor(() => expect(server.deletes()).toEqual([{ ids: [3], deleteUser: true }]));
  });

  it('cancel sends nothing, and the next confirmation starts with the checkbox off again', async () => {
    const server = departmentServer();
    renderPanel();
    let dialog = await askDelete('财务部');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: m('dept.delete.users') }));
    fireEvent.click(within(dialog).getByRole('button', { name: m('common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    dialog = await askDelete('财务部');
    expect((within(dialog).getByRole('checkbox', { name: m('dept.delete.users') }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: m('common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.deletes()).toEqual([]);
  });

  it('a refusal is shown as the server words it and the dialog stays', async () => {
    const messages = captureMessages();
    const server = departmentServer('部门下有您无权删除的用户');
    renderPanel();
    const dialog = await askDelete('物业部');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: m('dept.delete.users') }));
    fireEvent.click(within(dialog).getByRole('button', { name: m('common.ok') }));
    await waitFor(() => expect(messages).toContainEqual({ type: 'error', text: '部门下有您无权删除的用户' }));
    expect(server.deletes()).toEqual([{ ids: [2], deleteUser: true }]);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it.each(['zh-tw', 'en'] as const)('speaks %s', async (locale) => {
    const t = say(locale);
    departmentServer();
    renderPanel(locale);
    const dialog = await askDelete('物业部', t);
    expect(within(dialog).getByRole('checkbox', { name: t('dept.delete.users') })).toBeTruthy();
    expect(within(dialog).getByText(t('dept.delete.usersMoved'))).toBeTruthy();
    expect(t('dept.delete.users')).not.toBe(m('dept.delete.users'));
  });
});
