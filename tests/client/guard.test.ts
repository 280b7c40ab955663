// @vitest-environment happy-dom
/** The navigation guard (SPEC §2) and the routes built from the menus. */
import { describe, expect, it } from 'vitest';
import { guard, type GuardContext } from '../../client/src/router/guard.ts';
import { resolveRoute } from '../../client/src/router/resolve.ts';
import { buildMenuTree, homeMenu } from '../../client/src/router/menus.ts';
import { matchPath } from '../../client/src/router/history.ts';
import { findScreen, viewKey } from '../../client/src/router/registry.ts';
import { frameScreen, homeScreen, placeholderScreen } from '../../client/src/router/screens.ts';
import type { MenuItem } from '../../client/src/relay/session.ts';

const ERROR_PAGES = ['/401', '/403', '/404', '/500', '/502'];
const known = new Set(['/', '/sys/user', '/my/info']);
const ctx = (over: Partial<GuardContext>): GuardContext => ({
  hasToken: true,
  tokenExpired: false,
  routesReady: true,
  isKnown: (p) => known.has(p),
  ...over,
});

describe('guard', () => {
  it('without a token allows only /login and the error pages', () => {
    for (const p of ['/login', ...ERROR_PAGES]) expect(guard(p, ctx({ hasToken: false }))).toEqual({ action: 'allow' });
    for (const p of ['/', '/sys/user', '/my/info', '/no/such/page']) {
      expect(guard(p, ctx({ hasToken: false }))).toEqual({ action: 'redirect', to: '/login' });
    }
  });

  it('logged in, an unknown path goes to /404', () => {
    expect(guard('/no/such/page', ctx({}))).toEqual({ action: 'redirect', to: '/404' });
    expect(guard('/sys/user', ctx({}))).toEqual({ action: 'allow' });
  });

  it('logged in, /login goes to / while the token is unexpired, and shows login once it is expired', () => {
    expect(guard('/login', ctx({}))).toEqual({ action: 'redirect', to: '/' });
    expect(guard('/login', ctx({ tokenExpired: true }))).toEqual({ action: 'allow' });
  });

  it('logged in, waits for the menus before deciding that a path is unknown', () => {
    expect(guard('/sys/user', ctx({ routesReady: false }))).toEqual({ action: 'wait' });
    expect(guard('/no/such/page', ctx({ routesReady: false }))).toEqual({ action: 'wait' });
    expect(guard('/403', ctx({ routesReady: false }))).toEqual({ action: 'allow' });
  });
});

const menu = (m: Partial<MenuItem> & { rowId: number; name: string; type: number }): MenuItem => ({
  parentId: null,
  router: null,
  perms: null,
  icon: null,
  orderNum: 0,
  viewPath: null,
  keepAlive: true,
  isShow: true,
  ...m,
});

const MENUS: MenuItem[] = [
  menu({ rowId: 1, name: '系统管理', type: 0, orderNum: 2 }),
  menu({ rowId: 2, name: '用户列表', type: 1, parentId: 1, router: '/sys/user', viewPath: 'modules/base/views/user.vue', keepAlive: false }),
  menu({ rowId: 3, name: '新增', type: 2, parentId: 2, perms: 'base:sys:user:add' }),
  menu({ rowId: 4, name: '首页', type: 0, orderNum: 1 }),
  menu({ rowId: 5, name: '数据概览', type: 1, parentId: 4, router: '/count/home', viewPath: 'modules/count/views/home.vue' }),
  menu({ rowId: 6, name: '文档', type: 1, parentId: 1, router: '/docs', viewPath: 'https://example.com/docs', orderNum: 3 }),
  menu({ rowId: 7, name: '空页面', type: 1, parentId: 1, router: '/empty', viewPath: null, orderNum: 4 }),
  menu({ rowId: 8, name: '隐藏页', type: 1, parentId: 1, router: '/hidden', viewPath: 'modules/x/views/y.vue', isShow: false, orderNum: 5 }),
];

describe('routes from menus', () => {
  it('the first page in menu order is the home route, mapped to /', () => {
    expect(homeMenu(MENUS)?.rowId).toBe(5);
    const home = resolveRoute('/', MENUS)!;
    expect(home.route.menu?.rowId).toBe(5);
    expect(home.route.screen).toBe(homeScreen);
    expect(resolveRoute('/count/home', MENUS)!.route.redirect).toBe('/');
  });

  it('a viewPath starting with http opens in the iframe page', () => {
    const r = resolveRoute('/docs', MENUS)!;
    expect(r.route.screen).toBe(frameScreen);
    expect(r.route.data).toEqual({ url: 'https://example.com/docs' });
  });

  it('a menu without a view redirects to /404', () => {
    expect(resolveRoute('/empty', MENUS)!.route.redirect).toBe('/404');
  });

  it('a page whose screen is not built yet gets the placeholder; menu flags are kept', () => {
    expect(resolveRoute('/hidden', MENUS)!.route.screen).toBe(placeholderScreen);
    const r = resolveRoute('/sys/user', MENUS)!;
    expect(r.route.screen).toBe(findScreen('modules/base/views/user.vue', null));
    expect(r.route.screen).not.toBe(placeholderScreen);
    expect(r.route).toMatchObject({ title: '用户列表', keepAlive: false, processTab: true, layout: 'main' });
  });

  it('hidden pages are routable but not in the menu tree; buttons are not in the tree', () => {
    expect(resolveRoute('/hidden', MENUS)).not.toBeNull();
    const tree = buildMenuTree(MENUS);
    expect(tree.map((n) => n.menu.name)).toEqual(['首页', '系统管理']);
    expect(tree[0]!.children.map((n) => n.path)).toEqual(['/']);
    expect(tree[1]!.children.map((n) => n.menu.name)).toEqual(['用户列表', '文档', '空页面']);
  });

  it('fixed routes: error pages without process tab, /my/info, the optional route parameter', () => {
    for (const p of ['/401', '/403', '/404', '/500', '/502', '/login']) {
      expect(resolveRoute(p, MENUS)!.route).toMatchObject({ layout: 'bare', processTab: false });
    }
    expect(resolveRoute('/my/info', null)!.route.layout).toBe('main');
    expect(resolveRoute('/demo/test/route/12', null)!.params).toEqual({ id: '12', name: undefined });
    expect(resolveRoute('/demo/test/route/12/abc', null)!.params).toEqual({ id: '12', name: 'abc' });
    expect(resolveRoute('/demo/test/route', null)).toBeNull();
    expect(resolveRoute('/helper/ai-code', null)!.route.keepAlive).toBe(true);
    expect(resolveRoute('/no/such', MENUS)).toBeNull();
  });

  it('without menus, / is the built-in home page', () => {
    expect(resolveRoute('/', [])!.route.screen).toBe(homeScreen);
  });
});

describe('matching and the screen registry', () => {
  it('matches params and decodes them', () => {
    expect(matchPath('/a/:id', '/a/x%20y/')).toEqual({ id: 'x y' });
    expect(matchPath('/a/:id', '/a')).toBeNull();
    expect(matchPath('/a', '/a/b')).toBeNull();
  });

  it('normalizes viewPaths and routers to one key', () => {
    expect(viewKey('modules/base/views/user.vue')).toBe('base/user');
    expect(viewKey('/src/modules/base/views/user.vue')).toBe('base/user');
    expect(viewKey('/sys/user')).toBe('sys/user');
    expect(findScreen('modules/count/views/home.vue', null)).toBe(homeScreen);
  });
});
