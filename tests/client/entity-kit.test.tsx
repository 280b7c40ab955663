// @vitest-environment happy-dom
/**
 * The entity kit against a scripted GraphQL server: a screen runs the
 * generated operations of its entity (page query and refetch, export list,
 * add/update/delete) with the list state of the URL; rows read their masked
 * fragment, so an update changes the row in place without refetching the
 * page, while an add or a delete refetches it; the screen's overrides
 * (default hidden columns, custom cells, dictionary choices, value labels,
 * the status switch that asks before disabling, a custom field editor with
 * SPEC §5's rules); tree mode; labels from the declaration's `labels`.
 */
import { Suspense, useState, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { loadQuery } from 'react-relay';
import type { ConcreteRequest } from 'relay-runtime';
import AreaHousePageQuery from '../../client/src/__generated__/AreaHousePageQuery.graphql.ts';
import DemoGoodsPageQuery from '../../client/src/__generated__/DemoGoodsPageQuery.graphql.ts';
import InfoTemplatePageQuery from '../../client/src/__generated__/InfoTemplatePageQuery.graphql.ts';
import InfoBannerPageQuery from '../../client/src/__generated__/InfoBannerPageQuery.graphql.ts';
import SysMenuTreeQuery from '../../client/src/__generated__/SysMenuTreeQuery.graphql.ts';
import HouseScreen, { meta as houseMeta } from '../../client/src/features/area/house/HouseScreen.tsx';
import GoodsScreen, { meta as goodsMeta } from '../../client/src/features/demo/crud/GoodsScreen.tsx';
import TemplateScreen, { meta as templateMeta } from '../../client/src/features/info/template/TemplateScreen.tsx';
import BannerScreen, { meta as bannerMeta } from '../../client/src/features/info/banner/BannerScreen.tsx';
import MenuListPage, { meta as menuMeta } from '../../client/src/features/base/menu/MenuListPage.tsx';
import AssemblyRuleScreen, { meta as ruleMeta } from '../../client/src/features/business/meeting/rule/AssemblyRuleScreen.tsx';
import AssemblyRulePageQuery from '../../client/src/__generated__/AssemblyRulePageQuery.graphql.ts';
import { buildTree, reorder, Tree } from '../../client/src/components/Tree.tsx';
import { AreaHouse, SysUser } from '../../client/src/meta/entities.json';
import { createEnvironment, environmentStore, getEnvironment } from '../../client/src/relay/environment.ts';
import { sessionStore } from '../../client/src/relay/session.ts';
import { areaStore, selectArea } from '../../client/src/area/store.ts';
import { dictStore } from '../../client/src/dict/index.ts';
import { locationStore, navigate } from '../../client/src/router/history.ts';
import { messagesOf } from '../../client/src/i18n/index.ts';
import type { ScreenProps } from '../../client/src/router/types.ts';
import { captureMessages, json, resetClientState, stubFetch, type SentRequest } from './helpers.ts';
import { renderApp } from './render.tsx';
import { entityMeta, listVariablesOfLocation, metaText, offsetToCursor, pageVariablesOfLocation, type EntityMeta } from '../../client/src/entity/index.ts';

const perms = (prefix: string) => ['add', 'delete', 'update', 'info', 'list', 'page', 'export'].map((a) => `${prefix}:${a}`);
const gid = (type: string, id: number) => btoa(`${type}:${id}`);
const decodeOffset = (after: string | null | undefined) => (after ? Number(atob(after).split(':')[1]) + 1 : 0);

function renderScreen(Screen: ComponentType<ScreenProps>, query: ConcreteRequest, meta: EntityMeta, paged = true) {
  const ref = loadQuery(getEnvironment(), query, paged ? pageVariablesOfLocation(meta) : listVariablesOfLocation(meta));
  const route = { path: locationStore.get().pathname, layout: 'main' as const, processTab: true, keepAlive: false, screen: { load: async () => ({ default: Screen }) } };
  return renderApp(
    <Suspense fallback={<p>loading screen</p>}>
      <Screen params={{}} queries={{ list: ref }} route={route} />
    </Suspense>,
  );
}

/** A scripted server of one entity: its page (and refetch), list, add, update and delete. */
function entityServer<T extends { rowId: number }>(type: string, field: string, initial: T[], extra: (req: SentRequest) => Response | undefined = () => undefined) {
  let rows = initial.map((r) => ({ id: gid(type, r.rowId), ...r }));
  const byName = (name: string) => sent.filter((s) => s.body.operationName === name);
  const { sent } = stubFetch((req) => {
    const name = req.body?.operationName as string;
    const v = req.body?.variables ?? {};
    const custom = extra(req);
    if (custom) return custom;
    if (name === `${type}PageQuery` || name === `${type}PageRefetchQuery`) {
      const offset = decodeOffset(v.after);
      return json({ data: { [`${field}Page`]: { totalCount: rows.length, totalCountExact: true, edges: rows.slice(offset, offset + (v.first ?? 20)).map((node) => ({ node })) } } });
    }
    if (name === `${type}TreeQuery` || name === `${type}TreeRefetchQuery` || name === `${type}ListQuery`) return json({ data: { [`${field}List`]: rows } });
    if (name === `${type}UpdateMutation`) {
      const { id, ...rest } = v.input;
      rows = rows.map((r) => (r.rowId === id ? { ...r, ...rest } : r));
      return json({ data: { [`${field}Update`]: { __typename: `Mutation${type}UpdateSuccess`, data: { rowId: id, record: rows.find((r) => r.rowId === id) } } } });
    }
    if (name === `${type}AddMutation`) {
      const rowId = Math.max(0, ...rows.map((r) => r.rowId)) + 1;
      const record = { ...rows[0]!, ...v.input, rowId, id: gid(type, rowId) };
      rows = [record, ...rows];
      return json({ data: { [`${field}Add`]: { __typename: `Mutation${type}AddSuccess`, data: { rowId, record } } } });
    }
    if (name === `${type}DeleteMutation`) {
      rows = rows.filter((r) => !v.ids.includes(r.rowId));
      return json({ data: { [`${field}Delete`]: { __typename: `Mutation${type}DeleteSuccess`, data: { ids: v.ids, deletedIds: v.ids.map((i: number) => gid(type, i)) } } } });
    }
    return json({ errors: [{ message: `unexpected ${name}` }] }, 400);
  });
  return { sent, byName, rows: () => rows };
}

const house = (rowId: number, extra: Record<string, unknown> = {}) => ({
  rowId,
  areaId: 9,
  areaName: '阳光花园小区',
  areaCode: `YG-${rowId}`,
  buildingNo: String(1 + (rowId % 2)),
  unitNo: '1',
  houseNo: `${100 + rowId}`,
  ownerName: `业主${rowId}`,
  phone: `1380000${1000 + rowId}`,
  privateArea: '88.50',
  propertyCertNo: null,
  createTime: '2026-01-02T03:04:05.000Z',
  updateTime: '2026-01-02T03:04:05.000Z',
  ...extra,
});

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
const bodyRows = () => screen.getAllByRole('row').slice(1);

beforeEach(() => {
  resetClientState('/area/house');
  environmentStore.set(createEnvironment());
  areaStore.set({ list: [{ rowId: 9, name: '阳光花园小区' }, { rowId: 10, name: '幸福里' }], selected: 9 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an entity screen on the kit (houses)', () => {
  beforeEach(() => sessionStore.set({ token: 't', userInfo: null, menus: [], perms: perms('area:house') }));

  it('runs the generated page query with the URL state and shows the declared filters, computed columns and default hidden columns', async () => {
    act(() => navigate('/area/house?page=2&size=10&buildingNo=2&areaId=9&keyWord=业主&order=houseNo&sort=asc', { replace: true }));
    const server = entityServer('AreaHouse', 'areaHouse', Array.from({ length: 25 }, (_, i) => house(i + 1)));
    renderScreen(HouseScreen, AreaHousePageQuery, houseMeta);
    expect(await screen.findByText('业主11')).toBeTruthy();
    expect(server.byName('AreaHousePageQuery')[0]!.body.variables).toEqual({ first: 10, after: offsetToCursor(9), filter: { areaId: 9, buildingNo: '2' }, keyWord: '业主', orderBy: 'houseNo', sort: 'asc' });
    // exactly the declared filters: areaId (the user's communities), buildingNo, unitNo, and the keyword
    const search = screen.getByRole('search');
    const area = within(search).getByRole('combobox', { name: '小区ID' }) as HTMLSelectElement;
    expect([...area.options].map((o) => o.text)).toEqual(['全部小区ID', '阳光花园小区', '幸福里']);
    expect(area.value).toBe('9');
    expect((within(search).getByRole('textbox', { name: '楼栋号' }) as HTMLInputElement).value).toBe('2');
    expect(within(search).getByRole('textbox', { name: '单元号' })).toBeTruthy();
    expect(within(search).getAllByRole('textbox')).toHaveLength(2);
    // the computed community name is a column (the row fragment reads it); hidden columns are not shown
    expect(headers()).toContain('小区名称');
    expect(headers().some((h) => h.startsWith('产权证号'))).toBe(false);
    expect(bodyRows()[0]!.textContent).toContain('阳光花园小区');
  });

  it('an update changes the row in place (record payload, no page refetch); an add and a delete refetch the page', async () => {
    const messages = captureMessages();
    const server = entityServer('AreaHouse', 'areaHouse', [house(1), house(2), house(3)]);
    renderScreen(HouseScreen, AreaHousePageQuery, houseMeta);
    const row = (await screen.findByText('业主2')).closest('tr')!;
    const pages = () => server.byName('AreaHousePageQuery').length + server.byName('AreaHousePageRefetchQuery').length;
    expect(pages()).toBe(1);

    // inline update: the masked row fragment re-renders from the store
    fireEvent.click(within(row).getByRole('button', { name: '行编辑' }));
    fireEvent.change(within(row).getByRole('textbox', { name: '业主姓名' }), { target: { value: '新业主' } });
    fireEvent.click(within(row).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messages).toContainEqual({ type: 'success', text: '操作成功' }));
    expect(await screen.findByText('新业主')).toBeTruthy();
    expect(server.byName('AreaHouseUpdateMutation')[0]!.body.variables).toEqual({ input: { id: 2, ownerName: '新业主' } });
    expect(pages()).toBe(1);

    // add through the form: the page is fetched again
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增房屋信息' });
    // the declared rules first: without building number and area nothing is sent
    fireEvent.change(within(dialog).getByRole('textbox', { name: '房号' }), { target: { value: '909' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '业主姓名' }), { target: { value: '张三' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('楼栋号不能为空')).toBeTruthy();
    expect(within(dialog).getByText('专有面积不能为空')).toBeTruthy();
    expect(server.byName('AreaHouseAddMutation')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: '楼栋号' }), { target: { value: '9' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '专有面积' }), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('专有面积必须大于0')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '专有面积' }), { target: { value: '88.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(pages()).toBe(2));
    expect(server.byName('AreaHouseAddMutation')[0]!.body.variables.input).toMatchObject({ buildingNo: '9', houseNo: '909', ownerName: '张三', privateArea: '88.5' });
    expect(await screen.findByText('张三')).toBeTruthy();

    // delete after the confirmation: the row goes from the store at once, then the page is refetched
    // (the add dialog's exit: the rest of the page is inert until it has gone)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(await within(screen.getByText('业主3').closest('tr')!).findByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(await within(confirm).findByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('业主3')).toBeNull());
    await waitFor(() => expect(pages()).toBe(3));
    expect(server.byName('AreaHouseDeleteMutation')[0]!.body.variables).toEqual({ ids: [3] });
    // the refetched page's answer renders after the request is counted
    await waitFor(() => expect(screen.getByTestId('table-total').textContent).toBe('共 3 条'));
  });

  it('an AppError of a write (through the shared error fragment) highlights the field of the form', async () => {
    entityServer('AreaHouse', 'areaHouse', [house(1)], (req) =>
      req.body.operationName === 'AreaHouseUpdateMutation' ? json({ data: { areaHouseUpdate: { __typename: 'AppError', code: 1001, message: '手机号格式不正确', field: 'phone' } } }) : undefined,
    );
    renderScreen(HouseScreen, AreaHousePageQuery, houseMeta);
    fireEvent.click(within((await screen.findByText('业主1')).closest('tr')!).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑房屋信息' });
    expect((within(dialog).getByRole('textbox', { name: '业主姓名' }) as HTMLInputElement).value).toBe('业主1');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('手机号格式不正确')).toBeTruthy();
    expect(document.querySelector('[data-field="phone"]')!.getAttribute('data-invalid')).not.toBeNull();
  });

  it('exports through the server: the URL filters and the chosen columns in the dialog order', async () => {
    act(() => navigate('/area/house?unitNo=1', { replace: true }));
    const csv = '\ufeff小区名称,房号\n阳光花园小区,101\n阳光花园小区,102\n';
    const server = entityServer('AreaHouse', 'areaHouse', [house(1), house(2)], (req) =>
      req.url === '/admin/area/house/export' ? new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } }) : undefined,
    );
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:x')), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderScreen(HouseScreen, AreaHousePageQuery, houseMeta);
    await screen.findByText('业主1');
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '全选' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '全选' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '房号' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '小区名称' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(server.sent.find((s) => s.url === '/admin/area/house/export')!.body).toEqual({ unitNo: '1', columns: ['areaName', 'houseNo'], format: 'csv' });
    expect(server.byName('AreaHouseListQuery')).toEqual([]);
    expect(await blobs[0]!.text()).toBe(csv);
  });

  it('switching the community reloads the list from page 1', async () => {
    act(() => navigate('/area/house?page=2&size=10', { replace: true }));
    const server = entityServer('AreaHouse', 'areaHouse', Array.from({ length: 15 }, (_, i) => house(i + 1)));
    renderScreen(HouseScreen, AreaHousePageQuery, houseMeta);
    await screen.findByText('业主11');
    act(() => selectArea(10));
    await screen.findByText('业主1');
    const last = server.byName('AreaHousePageRefetchQuery').at(-1)!;
    expect(last.body.variables).toMatchObject({ after: null, first: 10 });
    expect(last.headers.selectAreaId).toBe('10');
    expect(locationStore.get().search).toBe('?size=10');
  });
});

const goods = (rowId: number, extra: Record<string, unknown> = {}) => ({
  rowId,
  title: `商品${rowId}`,
  price: '9.90',
  description: null,
  mainImage: null,
  exampleImages: null,
  type: 1 + (rowId % 2),
  status: 1,
  stock: 5,
  userId: 1,
  userName: '管理员',
  createTime: '2026-01-02T03:04:05.000Z',
  updateTime: '2026-01-02T03:04:05.000Z',
  ...extra,
});

describe('overrides', () => {
  beforeEach(() => {
    sessionStore.set({ token: 't', userInfo: null, menus: [], perms: [...perms('demo:goods'), ...perms('info:template'), ...perms('info:banner')] });
    dictStore.set({ goodsType: [{ id: 1, name: '数码', value: 1, orderNum: 1 }, { id: 2, name: '服装', value: 2, orderNum: 2 }] });
    act(() => navigate('/demo/crud', { replace: true }));
  });

  it('dictionary fields show the names in cells and the form select; the list has exactly the SPEC §7 filters', async () => {
    entityServer('DemoGoods', 'demoGoods', [goods(1), goods(2)]);
    renderScreen(GoodsScreen, DemoGoodsPageQuery, goodsMeta);
    const row = (await screen.findByText('商品1')).closest('tr')!;
    expect(within(row).getByText('服装')).toBeTruthy();
    // SPEC §7: goods filter by status (equals), title (like) and description (keyword): no type filter.
    expect(screen.queryByRole('combobox', { name: '分类' })).toBeNull();
    expect(screen.getByRole('combobox', { name: '状态' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByRole('combobox', { name: '分类' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['（无）', '数码', '服装']);
  });

  it('the status switch saves "on" at once and asks before turning a row off', async () => {
    const server = entityServer('DemoGoods', 'demoGoods', [goods(1), goods(2, { status: 0 })]);
    renderScreen(GoodsScreen, DemoGoodsPageQuery, goodsMeta);
    await screen.findByText('商品1');
    const updates = () => server.byName('DemoGoodsUpdateMutation');
    fireEvent.click(screen.getByRole('switch', { name: '状态 商品2' }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]!.body.variables).toEqual({ input: { id: 2, status: 1 } });

    fireEvent.click(screen.getByRole('switch', { name: '状态 商品1' }));
    const ask = await screen.findByRole('alertdialog');
    expect(await within(ask).findByText('确定将「商品1」设为禁用吗？此操作立即生效。')).toBeTruthy();
    expect(updates()).toHaveLength(1);
    fireEvent.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(updates()).toHaveLength(1);
    expect((screen.getByRole('switch', { name: '状态 商品1' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('switch', { name: '状态 商品1' }));
    fireEvent.click(await within(await screen.findByRole('alertdialog')).findByRole('button', { name: '禁用' }));
    await waitFor(() => expect(updates()).toHaveLength(2));
    expect(updates()[1]!.body.variables).toEqual({ input: { id: 1, status: 0 } });
    await waitFor(() => expect((screen.getByRole('switch', { name: '状态 商品1' }) as HTMLInputElement).checked).toBe(false));
  });

  it('value labels given by the screen (banner status) label the form, and the image field is the pluggable upload control with a preview', async () => {
    act(() => navigate('/info/banner', { replace: true }));
    entityServer('InfoBanner', 'infoBanner', [{ rowId: 1, areaId: null, areaName: null, title: '春节', image: 'https://example.com/a.png', content: null, status: 1, sort: 0, jump: null, createTime: '2026-01-02T03:04:05.000Z', updateTime: '2026-01-02T03:04:05.000Z' }]);
    renderScreen(BannerScreen, InfoBannerPageQuery, bannerMeta);
    await screen.findByText('春节');
    // The banner list filters by community and title only (SPEC §7).
    expect(screen.queryByRole('combobox', { name: '状态' })).toBeNull();
    expect(screen.getByRole('img', { name: '春节' }).getAttribute('src')).toBe('https://example.com/a.png');
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect([...(within(dialog).getByRole('combobox', { name: '状态' }) as HTMLSelectElement).options].map((o) => o.text)).toEqual(expect.arrayContaining(['启用', '禁用']));
    expect((document.querySelector('[data-field="image"] input') as HTMLInputElement).type).toBe('file');
    expect(within(dialog).getByRole('button', { name: '上传图片 点击或拖入文件' })).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: '图片预览 1' }).getAttribute('src')).toBe('https://example.com/a.png');
  });

  it('the template field editor enforces SPEC §5: name and alias required, alias only letters, digits and underscores', async () => {
    act(() => navigate('/info/template', { replace: true }));
    const server = entityServer('InfoTemplate', 'infoTemplate', [{ rowId: 1, name: '公示模板', label: 'notice', status: 1, fields: [{ name: '标题', alias: 'title' }], systemFields: null, type: 0, stage: 1, fileUrl: null, createTime: '2026-01-02T03:04:05.000Z', updateTime: '2026-01-02T03:04:05.000Z' }]);
    renderScreen(TemplateScreen, InfoTemplatePageQuery, templateMeta);
    const row = (await screen.findByText('公示模板')).closest('tr')!;
    expect(within(row).getByText('标题')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('textbox', { name: '第 1 个字段的别名' }) as HTMLInputElement).value).toBe('title');
    fireEvent.click(within(dialog).getByRole('button', { name: '添加字段' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: '第 2 个字段的名称' }), { target: { value: '金额' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('第 2 个字段：别名不能为空')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '第 2 个字段的别名' }), { target: { value: 'amount-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('第 2 个字段：别名只能包含英文字母、数字和下划线')).toBeTruthy();
    expect(server.byName('InfoTemplateUpdateMutation')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: '第 2 个字段的别名' }), { target: { value: 'amount_1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.byName('InfoTemplateUpdateMutation')).toHaveLength(1));
    expect(server.byName('InfoTemplateUpdateMutation')[0]!.body.variables.input.fields).toEqual([
      { name: '标题', alias: 'title' },
      { name: '金额', alias: 'amount_1' },
    ]);
  });
});

describe('tree mode and the Tree', () => {
  const m = (rowId: number, name: string, parentId: number | null, orderNum: number, type = 1) => ({
    rowId, parentId, name, orderNum, type, router: null, viewPath: null, perms: null, icon: null, keepAlive: true, isShow: true, createTime: '2026-01-02T03:04:05.000Z', updateTime: '2026-01-02T03:04:05.000Z',
  });

  it('a tree screen loads every row with the tree query and nests them by parentId in orderNum order', async () => {
    sessionStore.set({ token: 't', userInfo: null, menus: [], perms: perms('base:sys:menu') });
    act(() => navigate('/sys/menu?type=1', { replace: true }));
    const server = entityServer('SysMenu', 'sysMenu', [m(1, '系统', null, 2, 0), m(2, '首页', null, 1, 0), m(3, '日志', 1, 2), m(4, '用户', 1, 1)]);
    renderScreen(MenuListPage, SysMenuTreeQuery, menuMeta, false);
    await screen.findByText('系统');
    expect(server.byName('SysMenuTreeQuery')[0]!.body.variables).toEqual({ filter: { type: 1 }, keyWord: null, orderBy: 'orderNum', sort: 'asc' });
    expect(bodyRows().map((r) => r.querySelector('td:nth-child(2)')!.textContent)).toEqual(['首页', '系统']);
    fireEvent.click(screen.getByText('系统').closest('tr')!);
    expect(bodyRows().map((r) => r.querySelector('td:nth-child(2)')!.textContent)).toEqual(['首页', '系统', '用户', '日志']);
  });

  const items = [
    { rowId: 1, name: '委员会', parentId: null, orderNum: 1 },
    { rowId: 2, name: '业委会', parentId: 1, orderNum: 1 },
    { rowId: 3, name: '物业', parentId: 1, orderNum: 2 },
    { rowId: 5, name: '维修组', parentId: 3, orderNum: 1 },
  ];

  it('select mode: one choice, "none", and a subtree that cannot be chosen', () => {
    const onChange = vi.fn();
    renderApp(<Tree mode="select" nodes={buildTree(items)} value={2} onChange={onChange} label={(i) => i.name} title="上级" noneLabel="顶级" openDepth={3} disabledIds={new Set([3, 5])} />);
    // A tree of items (a listbox's options could not hold the expand buttons): the chosen node's button is pressed, its item selected.
    const box = screen.getByRole('tree', { name: '上级' });
    const chosen = within(box).getByRole('button', { name: '业委会' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(chosen.closest('[role=treeitem]')!.getAttribute('aria-selected')).toBe('true');
    expect(within(box).getAllByRole('treeitem').filter((t) => t.getAttribute('aria-selected') === 'true')).toHaveLength(1);
    expect(within(box).getByRole('button', { name: '顶级' }).getAttribute('aria-pressed')).toBe('false');
    expect((within(box).getByRole('button', { name: '物业' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(box).getByRole('button', { name: '维修组' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(box).getByRole('button', { name: '顶级' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    fireEvent.click(within(box).getByRole('button', { name: '委员会' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('browse mode: a current node, "all", node actions, and drag-reordering before/after/inside a node', () => {
    const moves: unknown[] = [];
    function Harness() {
      const [current, setCurrent] = useState<number | null>(null);
      return (
        <Tree
          mode="browse"
          nodes={buildTree(items)}
          openDepth={9}
          value={current}
          onChange={(id) => setCurrent(id)}
          label={(i) => i.name}
          title="部门"
          allLabel="全部"
          actions={(i) => <button type="button">操作{i.name}</button>}
          onMove={(from, to, position) => moves.push(reorder(items, from, to, position))}
        />
      );
    }
    renderApp(<Harness />);
    const tree = screen.getByRole('tree', { name: '部门' });
    fireEvent.click(within(tree).getByRole('button', { name: '物业' }));
    expect(within(tree).getAllByRole('treeitem').find((t) => t.getAttribute('aria-selected') === 'true')!.textContent).toContain('物业');
    expect(within(tree).getByRole('button', { name: '操作维修组' })).toBeTruthy();
    fireEvent.click(within(tree).getByRole('button', { name: '全部' }));
    // "all" is an item of the tree too, and now the selected one
    expect(within(tree).getAllByRole('treeitem').filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent)).toEqual(['全部']);
    // drag 物业 into 业委会 (a drop in the middle of a node's line: inside)
    const line = (id: number) => screen.getByTestId(`tree-node-${id}`);
    fireEvent.dragStart(line(3));
    fireEvent.dragOver(line(2), { clientY: 0 });
    fireEvent.drop(line(2));
    expect(moves).toEqual([[{ id: 3, parentId: 2, orderNum: 1 }]]);
    // onto its own subtree: refused
    fireEvent.dragStart(line(3));
    fireEvent.dragOver(line(5), { clientY: 0 });
    fireEvent.drop(line(5));
    expect(moves[1]).toBeNull();
  });
});

describe('labels', () => {
  const en = createIntl({ locale: 'en', messages: messagesOf('en') });
  const zh = createIntl({ locale: 'zh-CN', messages: messagesOf('zh-cn') });
  // made-up translations: the tests do not depend on the server's real ones
  const translated = entityMeta({ ...AreaHouse, labels: { en: { '': 'House', ownerName: 'Owner' }, 'zh-tw': { ownerName: '業主姓名' } } });
  const user = entityMeta({ ...SysUser, labels: { en: { 'status.0': 'Off' } } });

  it('reads meta.labels[locale][key] first, then the declared zh-cn label', () => {
    expect(metaText(en).entity(translated)).toBe('House');
    expect(metaText(en).field(translated, 'ownerName')).toBe('Owner');
    expect(metaText(en).field(translated, 'phone')).toBe('手机号');
    expect(metaText(createIntl({ locale: 'zh-TW', messages: messagesOf('zh-tw') })).field(translated, 'ownerName')).toBe('業主姓名');
    expect(metaText(zh).field(translated, 'ownerName')).toBe('业主姓名');
    expect(metaText(zh).entity(translated)).toBe('房屋信息');
    expect(metaText(en).option(user, 'status', 0)).toBe('Off');
    expect(metaText(en).option(user, 'status', 1)).toBe('启用');
  });

  it('columns the declaration does not list (computed ones) use the column messages', () => {
    expect(metaText(en).field(houseMeta, 'areaName')).toBe('Community name');
    expect(metaText(zh).field(houseMeta, 'areaName')).toBe('小区名称');
  });

  it('the catalogues no longer carry field, option or entity labels', () => {
    for (const locale of ['zh-cn', 'zh-tw', 'en'] as const) expect(Object.keys(messagesOf(locale)).filter((k) => /^(field|option|entity)\./.test(k))).toEqual([]);
  });
});

describe('registration', () => {
  it('the screens answer to the seeded viewPath and router and to the source client’s own paths', async () => {
    const { findScreen } = await import('../../client/src/router/registry.ts');
    await import('../../client/src/router/screens.ts');
    const { placeholderScreen } = await import('../../client/src/router/screens.ts');
    const same: [string, string][] = [
      ['modules/base/views/user/index.vue', '/sys/user'],
      ['modules/base/views/menu/index.vue', '/sys/menu'],
      ['modules/base/views/role.vue', '/sys/role'],
      ['modules/base/views/param.vue', '/sys/param'],
      ['modules/base/views/log.vue', '/sys/log'],
      ['modules/dict/views/list.vue', '/dict/list'],
      ['modules/user/views/list.vue', '/user/list'],
      ['modules/user/views/info.vue', '/user/list'],
      ['modules/user/views/address.vue', '/user/address'],
      ['modules/demo/views/crud/index.vue', '/demo/crud'],
      ['modules/demo/views/crud.vue', '/demo/crud'],
      ['modules/demo/views/home/index.vue', '/demo/home'],
      ['modules/area/views/info.vue', '/area/info'],
      ['modules/area/views/house.vue', '/area/house'],
      ['modules/resident/views/info.vue', '/resident/info'],
      ['modules/info/views/banner.vue', '/info/banner'],
      ['modules/info/views/notice.vue', '/info/notice'],
      ['modules/info/views/template.vue', '/info/template'],
    ];
    for (const [viewPath, router] of same) {
      const screen = findScreen(viewPath, null);
      expect(screen, viewPath).toBeDefined();
      expect(screen).not.toBe(placeholderScreen);
      expect(findScreen(null, router), router).toBe(screen);
    }
  });
});

describe('the assembly rules screen (docs/assembly-rules.md)', () => {
  it('lists a community’s rules; a new row starts from the Civil Code’s defaults, the longest extension shows only when extensions are allowed and keeps 1–90 before sending', async () => {
    areaStore.set({ list: [{ rowId: 9, name: '阳光花园小区' }], selected: 9 });
    sessionStore.set({ token: 't', userInfo: null, menus: [], perms: perms('business:meeting:rule') });
    act(() => navigate('/meeting/rule', { replace: true }));
    const server = entityServer('AssemblyRule', 'assemblyRule', [
      { rowId: 1, areaId: 10, areaName: '幸福里', extensionAllowed: 1, maxExtensionDays: 30, countNonVotersWithMajority: 1, proxiesAllowed: 1, maxOwnersPerProxy: 3, remark: '2025年业主大会通过', createTime: '2026-01-02T03:04:05.000Z', updateTime: '2026-01-02T03:04:05.000Z' },
    ]);
    renderScreen(AssemblyRuleScreen, AssemblyRulePageQuery, ruleMeta);
    const row = (await screen.findByText('幸福里')).closest('tr')!;
    expect(within(row).getByText('2025年业主大会通过')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    const allow = within(dialog).getByRole('combobox', { name: '允许延长投票' }) as HTMLSelectElement;
    expect(allow.value).toBe('0');
    expect(within(dialog).queryByRole('spinbutton', { name: '最长延长天数' }) ?? within(dialog).queryByRole('textbox', { name: '最长延长天数' })).toBeNull();
    expect((within(dialog).getByRole('combobox', { name: '允许委托代理投票' }) as HTMLSelectElement).value).toBe('1');
    fireEvent.change(allow, { target: { value: '1' } });
    const days = (await within(dialog).findByLabelText(/最长延长天数/)) as HTMLInputElement;
    expect(days.value).toBe('90');
    fireEvent.change(days, { target: { value: '91' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('最长延长天数需在1到90之间')).toBeTruthy();
    expect(server.byName('AssemblyRuleAddMutation')).toHaveLength(0);
    fireEvent.change(days, { target: { value: '60' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.byName('AssemblyRuleAddMutation')).toHaveLength(1));
    expect(server.byName('AssemblyRuleAddMutation')[0]!.body.variables.input).toMatchObject({ extensionAllowed: 1, maxExtensionDays: 60, countNonVotersWithMajority: 0, proxiesAllowed: 1 });
  });
});
