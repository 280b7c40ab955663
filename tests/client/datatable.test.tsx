// @vitest-environment happy-dom
/**
 * The generic DataTable through a real list screen (parameters) against a
 * scripted GraphQL server: server paging and page size (the variables sent),
 * list state in the URL, loading and empty states, sort, keyword, bulk delete
 * after a confirmation, inline row edit (success toast, failure toast with the
 * save button's loading cleared), the column chooser, export through the
 * server (the list state's filters, the chosen columns and the format sent to
 * POST /admin/<prefix>/export; its file saved; its refusal shown), tree rows
 * with lazily loaded children, and reload from page 1 on the area-change event.
 */
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import SysParamPageQuery from '../../client/src/__generated__/SysParamPageQuery.graphql.ts';
import ParamListPage, { meta as paramMeta } from '../../client/src/features/base/param/ParamListPage.tsx';
import { DataTable } from '../../client/src/components/DataTable/DataTable.tsx';
import { SysMenu } from '../../client/src/meta/entities.json';
import { createEnvironment, environmentStore, getEnvironment } from '../../client/src/relay/environment.ts';
import { sessionStore } from '../../client/src/relay/session.ts';
import { locationStore, navigate } from '../../client/src/router/history.ts';
import { selectArea } from '../../client/src/area/store.ts';
import { captureMessages, json, resetClientState, stubFetch, type SentRequest } from './helpers.ts';
import { renderApp } from './render.tsx';
import { entityMeta, pageVariablesOfLocation, offsetToCursor, type Row } from '../../client/src/entity/index.ts';

const PERMS = ['base:sys:param:add', 'base:sys:param:delete', 'base:sys:param:update', 'base:sys:param:info', 'base:sys:param:list', 'base:sys:param:page', 'base:sys:param:export'];

interface ParamRow {
  id: string;
  rowId: number;
  keyName: string;
  name: string;
  data: string | null;
  dataType: number;
  /** The enum field of dataType. */
  dataTypeEnum: string | null;
  /** The row's translations (none here). */
  i18n: null;
  remark: string | null;
  createTime: string;
  updateTime: string;
}

const makeRows = (n: number): ParamRow[] =>
  Array.from({ length: n }, (_, i) => ({
    id: btoa(`SysParam:${i + 1}`),
    rowId: i + 1,
    keyName: `key${i + 1}`,
    name: `参数${i + 1}`,
    data: `value, "${i + 1}"`,
    dataType: 0,
    dataTypeEnum: 'STRING',
    i18n: null,
    remark: i % 2 ? '备注' : null,
    createTime: '2026-01-02T03:04:05.000Z',
    updateTime: '2026-01-02T03:04:05.000Z',
  }));

const decodeOffset = (after: string | null | undefined) => (after ? Number(atob(after).split(':')[1]) + 1 : 0);

interface ServerOptions {
  rows?: ParamRow[];
  /** a promise the page answers wait for (loading state) */
  gate?: () => Promise<void>;
  /** the page answers' totalCountExact (false: the server's estimate of a text search past its bound) */
  exact?: boolean;
  onMutation?: (req: SentRequest) => Response | undefined;
}

function server(opts: ServerOptions = {}) {
  let rows = opts.rows ?? makeRows(45);
  const pages: SentRequest[] = [];
  const stub = stubFetch(async (req) => {
    const name = req.body?.operationName as string;
    const v = req.body?.variables ?? {};
    if (name === 'SysParamPageQuery' || name === 'SysParamPageRefetchQuery') {
      pages.push(req);
      if (opts.gate) await opts.gate();
      const offset = decodeOffset(v.after);
      const slice = rows.slice(offset, offset + (v.first ?? 20));
      return json({ data: { sysParamPage: { totalCount: rows.length, totalCountExact: opts.exact ?? true, edges: slice.map((node) => ({ node })) } } });
    }
    if (name === 'SysParamListQuery') return json({ data: { sysParamList: rows } });
    const custom = opts.onMutation?.(req);
    if (custom) return custom;
    if (name === 'SysParamDeleteMutation') {
      const ids: number[] = v.ids;
      rows = rows.filter((r) => !ids.includes(r.rowId));
      return json({ data: { sysParamDelete: { __typename: 'MutationSysParamDeleteSuccess', data: { ids, deletedIds: ids.map((i) => btoa(`SysParam:${i}`)) } } } });
    }
    if (name === 'SysParamUpdateMutation') {
      const { id, ...rest } = v.input;
      rows = rows.map((r) => (r.rowId === id ? { ...r, ...rest } : r));
      const record = rows.find((r) => r.rowId === id);
      return json({ data: { sysParamUpdate: { __typename: 'MutationSysParamUpdateSuccess', data: { rowId: id, record } } } });
    }
    return json({ errors: [{ message: `unexpected ${name}` }] }, 400);
  });
  return { ...stub, pages };
}

function renderParams() {
  const ref = loadQuery(getEnvironment(), SysParamPageQuery, pageVariablesOfLocation(paramMeta));
  const route = { path: '/sys/param', layout: 'main' as const, processTab: true, keepAlive: false, screen: { load: async () => ({ default: ParamListPage }) } };
  return renderApp(
    <Suspense fallback={<p>loading screen</p>}>
      <ParamListPage params={{}} queries={{ list: ref }} route={route} />
    </Suspense>,
  );
}

const lastVars = (pages: SentRequest[]) => pages[pages.length - 1]!.body.variables;
const bodyRows = () => screen.getAllByRole('row').slice(1);

beforeEach(() => {
  resetClientState('/sys/param');
  environmentStore.set(createEnvironment());
  sessionStore.set({ token: 't', userInfo: null, menus: [], perms: PERMS });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('server paging', () => {
  it('loads page 1 with the default size 20 and the entity default order', async () => {
    const { pages } = server();
    renderParams();
    expect(await screen.findByText('参数1')).toBeTruthy();
    expect(pages[0]!.body.variables).toMatchObject({ first: 20, after: null, orderBy: 'createTime', sort: 'desc', keyWord: null, filter: null });
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByTestId('table-total').textContent).toBe('共 45 条');
  });

  it('an estimated total (totalCountExact false) is shown as an estimate, and the pager still pages by it', async () => {
    server({ exact: false });
    renderParams();
    await screen.findByText('参数1');
    expect(screen.getByTestId('table-total').textContent).toBe('约 45 条（匹配较多，总数为估计值）');
    expect(screen.getByRole('button', { name: '第 3 页' })).toBeTruthy();
  });

  it('a page jump sends after = cursor of the row before the page, and puts the page in the URL', async () => {
    const { pages } = server();
    renderParams();
    await screen.findByText('参数1');
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(await screen.findByText('参数21')).toBeTruthy();
    expect(lastVars(pages)).toMatchObject({ first: 20, after: offsetToCursor(19) });
    expect(atob(lastVars(pages).after)).toBe('OffsetConnection:19');
    expect(locationStore.get().search).toBe('?page=2');
    expect(screen.queryByText('参数1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('参数41')).toBeTruthy();
    expect(lastVars(pages)).toMatchObject({ first: 20, after: offsetToCursor(39) });
    expect(bodyRows()).toHaveLength(5);
  });

  it('changing the page size refetches from page 1 with the new size', async () => {
    const { pages } = server();
    renderParams();
    await screen.findByText('参数1');
    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await screen.findByText('参数41');
    const select = screen.getByRole('combobox', { name: '每页条数' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['10', '20', '30', '40', '50', '100']);
    fireEvent.change(select, { target: { value: '50' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(45));
    expect(lastVars(pages)).toMatchObject({ first: 50, after: null });
    expect(locationStore.get().search).toBe('?size=50');
  });

  it('reads page, size, keyword, sort and filters from the URL', async () => {
    act(() => navigate('/sys/param?page=3&size=10&keyWord=key&order=name&sort=asc&dataType=1', { replace: true }));
    const { pages } = server();
    renderParams();
    expect(await screen.findByText('参数21')).toBeTruthy();
    expect(pages[0]!.body.variables).toEqual({ first: 10, after: offsetToCursor(19), keyWord: 'key', orderBy: 'name', sort: 'asc', filter: { dataType: 1 } });
    expect((screen.getByRole('searchbox', { name: '关键字' }) as HTMLInputElement).value).toBe('key');
    expect((screen.getByRole('combobox', { name: '数据类型' }) as HTMLSelectElement).value).toBe('1');
    expect(screen.getByRole('button', { name: '第 3 页' }).getAttribute('aria-current')).toBe('page');
  });

  it('sorting by a column and searching a keyword go back to page 1 and into the URL', async () => {
    act(() => navigate('/sys/param?page=2', { replace: true }));
    const { pages } = server();
    renderParams();
    await screen.findByText('参数21');
    fireEvent.click(screen.getByRole('button', { name: '名称', description: '按名称排序' }));
    await waitFor(() => expect(lastVars(pages)).toMatchObject({ orderBy: 'name', sort: 'asc', after: null }));
    expect(locationStore.get().search).toBe('?order=name&sort=asc');
    fireEvent.click(screen.getByRole('button', { name: '名称', description: '按名称排序' }));
    await waitFor(() => expect(lastVars(pages)).toMatchObject({ orderBy: 'name', sort: 'desc' }));
    const box = screen.getByRole('searchbox', { name: '关键字' });
    fireEvent.change(box, { target: { value: 'key7' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(lastVars(pages)).toMatchObject({ keyWord: 'key7', orderBy: 'name', sort: 'desc', after: null }));
    expect(new URLSearchParams(locationStore.get().search).get('keyWord')).toBe('key7');
  });

  it('reloads from page 1 when the selected community changes', async () => {
    act(() => navigate('/sys/param?page=2', { replace: true }));
    const { pages } = server();
    renderParams();
    await screen.findByText('参数21');
    act(() => selectArea(7));
    // A liveness wait (the machine may be busy with other test files), not a timing claim.
    await screen.findByText('参数1', undefined, { timeout: 15_000 });
    expect(lastVars(pages)).toMatchObject({ after: null, first: 20 });
    expect(locationStore.get().search).toBe('');
    // already on page 1: the page is fetched again
    const before = pages.length;
    act(() => selectArea(8));
    await waitFor(() => expect(pages.length).toBe(before + 1));
    expect(pages[pages.length - 1]!.headers.selectAreaId).toBe('8');
  });
});

describe('states', () => {
  it('shows the empty state', async () => {
    server({ rows: [] });
    renderParams();
    expect(await screen.findByTestId('table-empty')).toBeTruthy();
    expect(screen.getByTestId('table-empty').textContent).toBe('暂无数据');
    expect(screen.getByTestId('table-total').textContent).toBe('共 0 条');
  });

  it('keeps the rows with a loading overlay while the next page loads', async () => {
    let release: () => void = () => {};
    let hold = false;
    server({ gate: () => (hold ? new Promise<void>((r) => (release = r)) : Promise.resolve()) });
    renderParams();
    await screen.findByText('参数1');
    expect(screen.queryByTestId('table-loading')).toBeNull();
    hold = true;
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(await screen.findByTestId('table-loading')).toBeTruthy();
    expect(screen.getByText('参数1')).toBeTruthy(); // the current rows stay
    hold = false;
    act(() => release());
    expect(await screen.findByText('参数21')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('table-loading')).toBeNull());
  });
});

describe('bulk delete', () => {
  it('asks for confirmation, then deletes the chosen rows and reloads', async () => {
    const messages = captureMessages();
    const { sent } = server();
    renderParams();
    await screen.findByText('参数1');
    const bulk = screen.getByRole('button', { name: '批量删除' }) as HTMLButtonElement;
    expect(bulk.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
    expect(bulk.disabled).toBe(false);
    fireEvent.click(bulk);
    const dialog = await screen.findByRole('alertdialog');
    expect(await within(dialog).findByText('确定删除选中的 2 条数据吗？')).toBeTruthy();
    expect(sent.some((s) => s.body.operationName === 'SysParamDeleteMutation')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(messages).toContainEqual({ type: 'success', text: '操作成功' }));
    const del = sent.find((s) => s.body.operationName === 'SysParamDeleteMutation')!;
    expect(del.body.variables).toEqual({ ids: [1, 2] });
    await waitFor(() => expect(screen.queryByText('参数1')).toBeNull());
    expect(await screen.findByText('参数22')).toBeTruthy();
    expect(screen.getByTestId('table-total').textContent).toBe('共 43 条');
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const { sent } = server();
    renderParams();
    await screen.findByText('参数1');
    const row = screen.getByText('参数3').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(await within(dialog).findByText('确定删除选中的 1 条数据吗？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent.some((s) => s.body.operationName === 'SysParamDeleteMutation')).toBe(false);
  });
});

describe('inline row edit', () => {
  it('saves the changed cells and shows 操作成功', async () => {
    const messages = captureMessages();
    const { sent } = server();
    renderParams();
    await screen.findByText('参数1');
    const row = screen.getByText('参数2').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '行编辑' }));
    const input = within(row).getByRole('textbox', { name: '名称' }) as HTMLInputElement;
    expect(input.value).toBe('参数2');
    fireEvent.change(input, { target: { value: '新名称' } });
    fireEvent.click(within(row).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messages).toContainEqual({ type: 'success', text: '操作成功' }));
    const update = sent.find((s) => s.body.operationName === 'SysParamUpdateMutation')!;
    expect(update.body.variables).toEqual({ input: { id: 2, name: '新名称' } });
    expect(await screen.findByText('新名称')).toBeTruthy();
    expect(within(screen.getByText('新名称').closest('tr')!).queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('a failed save shows the server message as an error toast and clears the loading of the save button', async () => {
    const messages = captureMessages();
    let answer!: (r: Response) => void;
    server({
      onMutation: (req) =>
        req.body.operationName === 'SysParamUpdateMutation'
          ? (new Promise<Response>((r) => (answer = r)) as unknown as Response)
          : undefined,
    });
    renderParams();
    await screen.findByText('参数1');
    const row = screen.getByText('参数4').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '行编辑' }));
    fireEvent.change(within(row).getByRole('textbox', { name: '名称' }), { target: { value: '重复' } });
    fireEvent.keyDown(within(row).getByRole('textbox', { name: '名称' }), { key: 'Enter' });
    const save = () => within(row).getByRole('button', { name: /保存/ }) as HTMLButtonElement;
    await waitFor(() => expect(save().getAttribute('data-loading')).not.toBeNull());
    await act(async () => answer(json({ data: { sysParamUpdate: { __typename: 'AppError', code: 1001, message: '名称已存在', field: 'name' } } })));
    await waitFor(() => expect(messages).toContainEqual({ type: 'error', text: '名称已存在' }));
    expect(save().getAttribute('data-loading')).toBeNull();
    expect(save().disabled).toBe(false);
    // still editing, the value kept; Escape cancels
    const input = within(row).getByRole('textbox', { name: '名称' }) as HTMLInputElement;
    expect(input.value).toBe('重复');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(within(row).queryByRole('textbox', { name: '名称' })).toBeNull();
    expect(within(row).getByText('参数4')).toBeTruthy();
  });

  it('checks the declared rules before saving (required name)', async () => {
    const messages = captureMessages();
    const { sent } = server();
    renderParams();
    await screen.findByText('参数1');
    const row = screen.getByText('参数5').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '行编辑' }));
    fireEvent.change(within(row).getByRole('textbox', { name: '名称' }), { target: { value: '  ' } });
    fireEvent.click(within(row).getByRole('button', { name: '保存' }));
    expect(messages).toContainEqual({ type: 'error', text: '名称不能为空' });
    expect(sent.some((s) => s.body.operationName === 'SysParamUpdateMutation')).toBe(false);
  });
});

describe('column chooser and export', () => {
  it('hides and shows columns', async () => {
    server();
    renderParams();
    await screen.findByText('参数1');
    const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers().some((h) => h?.startsWith('备注'))).toBe(true);
    expect(headers().some((h) => h?.startsWith('创建时间'))).toBe(false); // hidden by default
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    const group = await screen.findByRole('group', { name: '列设置' });
    fireEvent.click(within(group).getByRole('checkbox', { name: '备注' }));
    expect(headers().some((h) => h?.startsWith('备注'))).toBe(false);
    fireEvent.click(within(group).getByRole('checkbox', { name: '创建时间' }));
    expect(headers().some((h) => h?.startsWith('创建时间'))).toBe(true);
    expect(JSON.parse(localStorage.getItem('table.hidden.SysParam')!)).toEqual(['remark']);
  });

  it('exports through the server: the filters, the chosen columns and the format; the file it writes is saved', async () => {
    act(() => navigate('/sys/param?keyWord=key&dataType=0&page=2&order=name&sort=asc', { replace: true }));
    const csv = '\ufeffID,名称,数据\n1,参数1,"value, ""1"""\n';
    const { sent } = server({
      rows: makeRows(25),
      onMutation: (req) => (req.url === '/admin/base/sys/param/export' ? new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } }) : undefined),
    });
    const saved: { name: string; blob: Blob }[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (saved.push({ name: '', blob: b }), 'blob:x')), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved[saved.length - 1]!.name = this.download;
    });
    const messages = captureMessages();
    renderParams();
    await screen.findByText('参数21');
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    const dialog = await screen.findByRole('dialog');
    const columns = within(dialog).getByRole('group', { name: '选择导出的列' });
    // visible columns are chosen at first; keep ID, name and data only
    for (const label of ['键', '数据类型', '备注', '更新时间']) fireEvent.click(within(columns).getByRole('checkbox', { name: label }));
    fireEvent.click(within(dialog).getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const req = sent.find((s) => s.url === '/admin/base/sys/param/export')!;
    expect(req.method).toBe('POST');
    expect(req.body).toEqual({ dataType: 0, keyWord: 'key', order: 'name', sort: 'asc', columns: ['id', 'name', 'data'], format: 'csv' });
    expect(req.headers.Authorization).toBe('t');
    // no page of rows was asked for the export
    expect(sent.filter((s) => s.body?.operationName === 'SysParamListQuery')).toEqual([]);
    expect(await saved[0]!.blob.text()).toBe(csv);
    expect(saved[0]!.name).toMatch(/^参数配置-\d{14}\.csv$/);
    await waitFor(() => expect(messages).toContainEqual({ type: 'success', text: '已导出 25 条数据' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the refusal of the server and keeps the dialog open', async () => {
    const { sent } = server({
      onMutation: (req) => (req.url === '/admin/base/sys/param/export' ? json({ code: 1001, message: '导出的数据太多' }) : undefined),
    });
    const messages = captureMessages();
    renderParams();
    await screen.findByText('参数1');
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '导出 Excel' }));
    await waitFor(() => expect(messages).toContainEqual({ type: 'error', text: '导出的数据太多' }));
    expect(sent.find((s) => s.url === '/admin/base/sys/param/export')!.body.format).toBe('xlsx');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

// ── the table alone: tree rows and permissions ──

const menuMeta = entityMeta(SysMenu);
interface MenuRow extends Row {
  name: string;
  type: number;
  parentId: number | null;
}
const menuRow = (rowId: number, name: string, parentId: number | null, type = 0): MenuRow => ({ id: `m${rowId}`, rowId, name, parentId, type });

describe('tree rows', () => {
  it('loads the children of a row when a click first expands it', async () => {
    sessionStore.set({ token: 't', userInfo: null, menus: [], perms: ['base:sys:menu:list', 'base:sys:menu:export'] });
    const loadChildren = vi.fn(async (row: MenuRow) => (row.rowId === 1 ? [menuRow(11, '子菜单甲', 1, 1), menuRow(12, '子菜单乙', 1, 1)] : []));
    renderApp(
      <DataTable<MenuRow>
        meta={menuMeta}
        rows={[menuRow(1, '系统', null), menuRow(2, '空目录', null)]}
        columns={['name', 'type']}
        tree={{ hasChildren: (r) => r.rowId === 1, loadChildren }}
      />,
    );
    expect(screen.queryByText('子菜单甲')).toBeNull();
    expect(loadChildren).not.toHaveBeenCalled();
    expect(screen.getAllByRole('button', { name: '展开' })).toHaveLength(1); // only rows with children
    fireEvent.click(screen.getByText('系统').closest('tr')!);
    expect(await screen.findByText('子菜单甲')).toBeTruthy();
    expect(screen.getByText('子菜单乙')).toBeTruthy();
    expect(loadChildren).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '收起' }).getAttribute('aria-expanded')).toBe('true');
    // collapse, expand again: the children are not loaded twice
    fireEvent.click(screen.getByText('系统').closest('tr')!);
    expect(screen.queryByText('子菜单甲')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '展开' }));
    expect(await screen.findByText('子菜单甲')).toBeTruthy();
    expect(loadChildren).toHaveBeenCalledTimes(1);
    // a click on a row without children does nothing
    fireEvent.click(screen.getByText('空目录').closest('tr')!);
    expect(loadChildren).toHaveBeenCalledTimes(1);
  });

  it('hides the buttons the user has no permission for', () => {
    sessionStore.set({ token: 't', userInfo: null, menus: [], perms: ['base:sys:menu:page'] });
    renderApp(
      <DataTable<MenuRow>
        meta={menuMeta}
        rows={[menuRow(1, '系统', null)]}
        columns={['name', { name: 'type', perm: 'base:sys:menu:info' }]}
        onAdd={() => {}}
        onEdit={() => {}}
        onDelete={async () => {}}
        inlineEdit={{ fields: ['name'], onSave: async () => {} }}
        onExport={async () => new Blob()}
      />,
    );
    for (const name of ['新增', '批量删除', '编辑', '行编辑', '删除', '导出']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '类型' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: '菜单名称' })).toBeTruthy();
  });
});
