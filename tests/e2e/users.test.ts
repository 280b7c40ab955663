/**
 * The system users screen (/sys/user) in real Chromium against the real
 * server: the list, creating, editing (form and inline row edit) and deleting
 * a user, an inline save failure, export to CSV after choosing columns, and
 * the list at 375 px. Every change is checked on the server too.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectPath, login, msg, overflowsHorizontally, shot, transitionsDone, useE2E } from './support.ts';

const e2e = useE2E();
const POLL = { timeout: 10000 };
const ENTITY = '系统用户';

type ServerUser = { rowId: number; username: string; name: string | null; nickName: string | null; phone: string | null };

let token: Promise<string> | undefined;
/** An admin token for checks on the server (one login per file). */
function adminToken(): Promise<string> {
  token ??= e2e.app.login().then((t) => t.token);
  return token;
}

/** The users as the server has them. */
async function serverUsers(): Promise<ServerUser[]> {
  const res = await e2e.app.gql('{ sysUserList(orderBy: "createTime", sort: asc) { rowId username name nickName phone } }', {}, await adminToken());
  if (!res.body.data) throw new Error(JSON.stringify(res.body));
  return res.body.data.sysUserList;
}
const serverUser = async (username: string) => (await serverUsers()).find((u) => u.username === username);

/** A user the list always shows: the super user never is (like the legacy user page). */
const KEEPER = 'e2e_keeper';
let keeperRole = '';
beforeAll(async () => {
  const auth = await adminToken();
  const roles = (await e2e.app.req('POST', '/admin/base/sys/role/list', { token: auth, body: {} })).body.data as { id: number; name: string }[];
  keeperRole = roles[0]!.name;
  const added = await e2e.app.req('POST', '/admin/base/sys/user/add', { token: auth, body: { username: KEEPER, name: '常驻用户', password: 'secret123', status: 1, roleIdList: [roles[0]!.id] } });
  if (added.body.code !== 1000) throw new Error(JSON.stringify(added.body));
});

const table = (page: Page) => page.getByTestId('table-SysUser');
/** The table row whose username cell is `username`. */
const rowOf = (page: Page, username: string): Locator =>
  table(page).getByRole('table', { name: ENTITY }).locator('tbody tr', { has: page.getByRole('cell', { name: username, exact: true }) });
const toast = (page: Page, text: string) => page.locator('[data-scope="toast"][data-part="title"]', { hasText: text }).first();

async function openUsers(page: Page): Promise<void> {
  await page.goto(`${e2e.url}/sys/user`);
  await expectPath(page, '/sys/user');
  await rowOf(page, KEEPER).waitFor();
}

describe('e2e: system users', () => {
  it('renders the users list of the server, with paging and the department tree', async () => {
    const page = await e2e.newPage();
    await login(page, e2e);
    // through the menu
    const nav = page.getByRole('navigation', { name: msg('layout.menu') });
    await nav.getByRole('button', { name: '系统管理' }).click();
    await nav.getByRole('button', { name: '权限管理' }).click();
    await nav.getByRole('link', { name: '用户列表' }).click();
    await expectPath(page, '/sys/user');
    const grid = table(page).getByRole('table', { name: ENTITY });
    await rowOf(page, KEEPER).waitFor();

    const users = await serverUsers();
    await expect.poll(() => grid.locator('tbody tr').count(), POLL).toBe(Math.min(users.length, 20));
    await expect.poll(() => page.getByTestId('table-total').textContent(), POLL).toBe(msg('table.total', { total: String(users.length) }));
    const keeper = rowOf(page, KEEPER);
    await keeper.getByRole('cell', { name: keeperRole }).first().waitFor();
    await expect(keeper.getByRole('switch').isChecked()).resolves.toBe(true);
    // The super user is not listed.
    expect(await rowOf(page, 'admin').count()).toBe(0);
    for (const header of ['用户名', '姓名', '昵称', '手机', '状态']) {
      // A sortable header is named by its label; the button says how it sorts in its description (title).
      await expect(grid.getByRole('columnheader', { name: header, exact: true }).getByRole('button').getAttribute('title')).resolves.toBe(msg('table.sortBy', { column: header }));
    }
    await page.getByRole('tree', { name: '部门' }).waitFor();
    await shot(page, 'users-list');
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it('creates a user, edits it in the form and inline (save and cancel), then deletes it', async () => {
    const page = await e2e.newPage({ loggedIn: true });
    await openUsers(page);
    const username = `e2e_${Date.now() % 1_000_000}`;

    // create
    await table(page).getByRole('button', { name: msg('table.add'), exact: true }).click();
    const addDialog = page.getByRole('dialog', { name: msg('form.addTitle', { entity: ENTITY }) });
    await addDialog.waitFor();
    await addDialog.getByRole('textbox', { name: '姓名', exact: true }).fill('端到端测试');
    await addDialog.getByRole('textbox', { name: '用户名', exact: true }).fill(username);
    await addDialog.getByRole('textbox', { name: '密码', exact: true }).fill('secret123');
    await addDialog.getByRole('textbox', { name: '昵称', exact: true }).fill('e2e-nick');
    await addDialog.getByRole('textbox', { name: '手机', exact: true }).fill('13900000001');
    await shot(page, 'users-add');
    await addDialog.getByRole('button', { name: msg('common.save'), exact: true }).click();
    await addDialog.waitFor({ state: 'hidden' });
    const row = rowOf(page, username);
    await row.waitFor();
    await row.getByRole('cell', { name: 'e2e-nick', exact: true }).waitFor();
    let saved = await serverUser(username);
    expect(saved).toMatchObject({ name: '端到端测试', nickName: 'e2e-nick', phone: '13900000001' });
    // the new user can log in with its password
    await expect(e2e.app.login(username, 'secret123')).resolves.toHaveProperty('token');

    // edit in the form
    await row.getByRole('button', { name: msg('table.edit'), exact: true }).click();
    const editDialog = page.getByRole('dialog', { name: msg('form.editTitle', { entity: ENTITY }) });
    await editDialog.waitFor();
    await expect(editDialog.getByRole('textbox', { name: '用户名', exact: true }).inputValue()).resolves.toBe(username);
    await editDialog.getByRole('textbox', { name: '姓名', exact: true }).fill('端到端测试二');
    await editDialog.getByRole('button', { name: msg('common.save'), exact: true }).click();
    await editDialog.waitFor({ state: 'hidden' });
    await row.getByRole('cell', { name: '端到端测试二', exact: true }).waitFor();
    await expect.poll(async () => (await serverUser(username))?.name, POLL).toBe('端到端测试二');

    // inline edit: save
    await row.getByRole('button', { name: msg('table.inlineEdit'), exact: true }).click();
    const nick = row.getByRole('textbox', { name: '昵称', exact: true });
    await expect(nick.inputValue()).resolves.toBe('e2e-nick');
    await expect(row.getByRole('textbox', { name: '姓名', exact: true }).inputValue()).resolves.toBe('端到端测试二');
    await nick.fill('inline-nick');
    await row.getByRole('textbox', { name: '手机', exact: true }).fill('13900000002');
    await shot(page, 'users-inline-edit');
    await row.getByRole('button', { name: msg('common.save'), exact: true }).click();
    await toast(page, msg('common.success')).waitFor();
    await nick.waitFor({ state: 'detached' });
    await row.getByRole('cell', { name: 'inline-nick', exact: true }).waitFor();
    await row.getByRole('cell', { name: '13900000002', exact: true }).waitFor();
    saved = await serverUser(username);
    expect(saved).toMatchObject({ name: '端到端测试二', nickName: 'inline-nick', phone: '13900000002' });

    // inline edit: cancel keeps the value
    await row.getByRole('button', { name: msg('table.inlineEdit'), exact: true }).click();
    await row.getByRole('textbox', { name: '昵称', exact: true }).fill('not-saved');
    await row.getByRole('button', { name: msg('common.cancel'), exact: true }).click();
    await row.getByRole('textbox', { name: '昵称', exact: true }).waitFor({ state: 'detached' });
    await row.getByRole('cell', { name: 'inline-nick', exact: true }).waitFor();
    expect((await serverUser(username))?.nickName).toBe('inline-nick');

    // delete, after the confirmation
    await row.getByRole('button', { name: msg('table.delete'), exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: msg('table.delete.title') });
    await confirm.waitFor();
    await confirm.getByText(msg('table.delete.confirm', { count: '1' })).waitFor();
    await confirm.getByRole('button', { name: msg('table.delete'), exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => serverUser(username), POLL).toBeUndefined();
    await rowOf(page, KEEPER).waitFor();
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it('an inline save the server refuses shows its message and clears the loading state', async () => {
    const auth = await adminToken();
    const username = `e2e_gone_${Date.now() % 1_000_000}`;
    const added = await e2e.app.req('POST', '/admin/base/sys/user/add', { token: auth, body: { username, name: '将被删除', password: 'secret123', status: 1 } });
    expect(added.body.code).toBe(1000);
    const page = await e2e.newPage({ loggedIn: true });
    await openUsers(page);
    const row = rowOf(page, username);
    await row.getByRole('button', { name: msg('table.inlineEdit'), exact: true }).click();
    await row.getByRole('textbox', { name: '昵称', exact: true }).fill('too-late');
    // meanwhile the user is deleted on the server
    const rowId = (await serverUser(username))!.rowId;
    const deleted = await e2e.app.req('POST', '/admin/base/sys/user/delete', { token: auth, body: { ids: [rowId] } });
    expect(deleted.body.code).toBe(1000);

    const save = row.getByRole('button', { name: msg('common.save'), exact: true });
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/graphql') && /Update/.test(JSON.parse(r.request().postData() ?? '{}').operationName ?? '')),
      save.click(),
    ]);
    // the server's message, as an error toast
    const result = Object.values(((await answer.json()) as { data: Record<string, { __typename: string; message?: string }> }).data)[0]!;
    expect(result.__typename).toBe('AppError');
    expect(result.message).toBeTruthy();
    await page.locator('[data-scope="toast"][data-part="root"][data-type="error"]', { hasText: result.message! }).first().waitFor();
    // still editing, the button usable again
    await expect.poll(() => save.isEnabled(), POLL).toBe(true);
    await expect(save.getAttribute('data-loading')).resolves.toBeNull();
    await expect(row.getByRole('textbox', { name: '昵称', exact: true }).inputValue()).resolves.toBe('too-late');
    await shot(page, 'users-inline-failure');
    await row.getByRole('button', { name: msg('common.cancel'), exact: true }).click();
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it('exports the users to CSV after choosing the columns', async () => {
    const page = await e2e.newPage({ loggedIn: true });
    await openUsers(page);
    const users = await serverUsers();

    await table(page).getByRole('button', { name: msg('table.export'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: msg('table.export.title') });
    await dialog.waitFor();
    const csvButton = dialog.getByRole('button', { name: msg('table.export.csv'), exact: true });
    // no column, no export
    // "all" starts mixed (hidden columns are not chosen): all, then none
    const all = dialog.getByRole('checkbox', { name: msg('table.export.all'), exact: true });
    await all.check();
    await all.uncheck();
    await dialog.getByRole('alert').filter({ hasText: msg('table.export.chooseColumns') }).waitFor();
    await expect(csvButton.isDisabled()).resolves.toBe(true);
    const columns = dialog.getByRole('group', { name: msg('table.export.columns') });
    await columns.getByRole('checkbox', { name: '用户名', exact: true }).check();
    await columns.getByRole('checkbox', { name: '姓名', exact: true }).check();
    await columns.getByRole('checkbox', { name: '状态', exact: true }).check();
    await shot(page, 'users-export');

    const [download] = await Promise.all([page.waitForEvent('download'), csvButton.click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${ENTITY}-\\d+\\.csv$`));
    const bytes = await readFile((await download.path())!);
    const text = bytes.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    // the server writes the file (csv-stringify: one line per record, the last one ended too)
    const lines = text.slice(1).replace(/\n$/, '').split('\n');
    expect(lines[0]).toBe('用户名,姓名,状态');
    expect(lines).toHaveLength(users.length + 1);
    expect(lines.slice(1).sort()).toEqual(users.map((u) => `${u.username},${u.name ?? ''},启用`).sort());
    await toast(page, msg('table.export.done', { count: String(users.length) })).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it('the users list fits a 375 px wide screen (the table scrolls inside its box)', async () => {
    const page = await e2e.newPage({ loggedIn: true, viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    await openUsers(page);
    await transitionsDone(page);
    expect(await overflowsHorizontally(page)).toBe(false);
    const grid = table(page).getByRole('table', { name: ENTITY });
    const box = await table(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375 + 1);
    // the actions stay reachable by scrolling the table
    const edit = rowOf(page, KEEPER).getByRole('button', { name: msg('table.inlineEdit'), exact: true });
    await edit.scrollIntoViewIfNeeded();
    await edit.waitFor();
    expect(await grid.evaluate((t) => t.parentElement!.scrollWidth >= t.parentElement!.clientWidth)).toBe(true);
    await shot(page, 'mobile-users');
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it('deletes a department from the tree: its users move to the top department, or are deleted with it when asked', async () => {
    const auth = await adminToken();
    const call = async (path: string, body: Record<string, unknown>) => {
      const res = await e2e.app.req('POST', `/admin/base/sys/${path}`, { token: auth, body });
      if (res.body.code !== 1000) throw new Error(`${path}: ${JSON.stringify(res.body)}`);
      return res.body.data;
    };
    const stamp = Date.now() % 1_000_000;
    const kept = `留用户部门${stamp}`;
    const gone = `删用户部门${stamp}`;
    const keptId = (await call('department/add', { name: kept, orderNum: 90 })).id as number;
    const goneId = (await call('department/add', { name: gone, orderNum: 91 })).id as number;
    await call('user/add', { username: `e2e_kept_${stamp}`, name: '留下的人', password: 'secret123', departmentId: keptId });
    await call('user/add', { username: `e2e_gone_${stamp}`, name: '删去的人', password: 'secret123', departmentId: goneId });
    const stored = async () => (await e2e.app.gql('{ sysUserList { username departmentId } sysDepartmentList { rowId parentId orderNum } }', {}, auth)).body.data;

    const page = await e2e.newPage({ loggedIn: true });
    await openUsers(page);
    const tree = page.getByRole('tree', { name: '部门' });
    const remove = async (name: string, deleteUsers: boolean) => {
      await tree.getByRole('button', { name: msg('dept.actions', { name }), exact: true }).click();
      await page.getByRole('menuitem', { name: msg('dept.delete', { name }), exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: msg('dept.delete', { name }), exact: true });
      await dialog.waitFor();
      const box = dialog.getByRole('checkbox', { name: msg('dept.delete.users'), exact: true });
      expect(await box.isChecked()).toBe(false);
      await dialog.getByText(msg('dept.delete.usersMoved'), { exact: true }).waitFor();
      if (deleteUsers) {
        // By keyboard: the checkbox takes the focus and Space ticks it.
        await box.focus();
        await page.keyboard.press('Space');
        expect(await box.isChecked()).toBe(true);
        await dialog.getByText(msg('dept.delete.usersDeleted'), { exact: true }).waitFor();
        await shot(page, 'department-delete-users');
      }
      await dialog.getByRole('button', { name: msg('common.ok'), exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await tree.getByText(name, { exact: true }).waitFor({ state: 'detached' });
    };

    // Off (the default): the department goes, its user moves to the top department (the first root, by order then id).
    await remove(kept, false);
    let now = await stored();
    const top = now.sysDepartmentList.filter((d: { parentId: number | null }) => d.parentId == null).sort((a: any, b: any) => a.orderNum - b.orderNum || a.rowId - b.rowId)[0];
    expect(now.sysUserList.find((u: { username: string }) => u.username === `e2e_kept_${stamp}`)).toEqual({ username: `e2e_kept_${stamp}`, departmentId: top.rowId });
    await rowOf(page, `e2e_kept_${stamp}`).waitFor();

    // Checked: the department and its user are deleted (the user into the recycle bin).
    await remove(gone, true);
    now = await stored();
    expect(now.sysDepartmentList.some((d: { rowId: number }) => d.rowId === goneId || d.rowId === keptId)).toBe(false);
    expect(now.sysUserList.some((u: { username: string }) => u.username === `e2e_gone_${stamp}`)).toBe(false);
    const recycled = await e2e.app.app.db.recycleData.findFirstOrThrow({ where: { entityType: 'SysUser' }, orderBy: { id: 'desc' } });
    expect((recycled.data as { username: string }[]).map((u) => u.username)).toEqual([`e2e_gone_${stamp}`]);
    await rowOf(page, `e2e_gone_${stamp}`).waitFor({ state: 'detached' });
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
