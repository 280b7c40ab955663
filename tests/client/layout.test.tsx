// @vitest-environment happy-dom
/**
 * The main layout: menus from permmenu in the side menu, process tabs of opened
 * pages (none for error pages), keep-alive for menus with keepAlive, and
 * logout clearing the session's tabs.
 */
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from '../../client/src/App.tsx';
import { registerScreen } from '../../client/src/router/registry.ts';
import { locationStore, navigate } from '../../client/src/router/history.ts';
import { closeTab, tabsStore } from '../../client/src/layout/tabs.ts';
import { logout } from '../../client/src/relay/session.ts';
import { captureMessages, json, resetClientState, storeTokens, stubFetch } from './helpers.ts';
import { renderApp } from './render.tsx';

const preparedAt: { at: number; params: unknown }[] = [];

function Counter({ name }: { name: string }) {
  const [n, setN] = useState(0);
  return (
    <button data-testid={`${name}-count`} onClick={() => setN((x) => x + 1)}>
      {n}
    </button>
  );
}

beforeAll(() => {
  registerScreen(['modules/test/views/kept.vue'], { load: async () => ({ default: () => <Counter name="kept" /> }) });
  registerScreen(['modules/test/views/plain.vue'], { load: async () => ({ default: () => <Counter name="plain" /> }) });
  registerScreen(['modules/test/views/slow.vue'], {
    load: () => new Promise((resolve) => setTimeout(() => resolve({ default: () => <p>slow screen</p> }), 150)),
    prepare: ({ params }) => {
      preparedAt.push({ at: performance.now(), params });
      return {};
    },
  });
  registerScreen(['modules/test/views/broken.vue'], { load: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) });
});

const menu = (rowId: number, name: string, router: string, viewPath: string, keepAlive: boolean) => ({
  rowId,
  parentId: 1,
  name,
  router,
  perms: null,
  type: 1,
  icon: null,
  orderNum: rowId,
  viewPath,
  keepAlive,
  isShow: true,
});
const MENUS = [
  { rowId: 1, parentId: null, name: '测试', router: null, perms: null, type: 0, icon: null, orderNum: 1, viewPath: null, keepAlive: true, isShow: true },
  menu(2, '首页', '/home', 'modules/count/views/home.vue', true),
  menu(3, '缓存页', '/kept', 'modules/test/views/kept.vue', true),
  menu(4, '普通页', '/plain', 'modules/test/views/plain.vue', false),
  menu(5, '坏页', '/broken', 'modules/test/views/broken.vue', false),
  menu(6, '慢页', '/slow', 'modules/test/views/slow.vue', false),
  // a seeded page (translated by its router)
  menu(7, '房屋管理', '/area/house', 'modules/test/views/plain.vue', false),
];

let server: ReturnType<typeof stubFetch>;

beforeEach(() => {
  resetClientState('/kept');
  storeTokens({ tokenMs: 60_000, refreshMs: 600_000 });
  server = stubFetch((req) => {
    switch (req.body?.operationName) {
      case 'bootSessionQuery':
        return json({ data: { person: { rowId: 1, username: 'admin', name: 'A', nickName: null, headImg: null }, permmenu: { perms: [], menus: MENUS }, dictData: {} } });
      case 'bootMyAreasQuery':
        return json({ data: { myAreas: [] } });
      case 'InfoPageQuery':
        return json({ data: { person: { rowId: 1, username: 'admin', name: 'A', nickName: '服务器昵称', headImg: null } } });
      default:
        return json({ data: { logout: true } });
    }
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const count = async (name: string) => (await screen.findByTestId(`${name}-count`)).textContent;

describe('main layout', () => {
  it('shows the menu from permmenu and opens pages from it', async () => {
    renderApp(<App />);
    const nav = await screen.findByRole('navigation');
    expect(nav.textContent).toContain('缓存页');
    expect(nav.textContent).toContain('普通页');
    fireEvent.click(screen.getByRole('link', { name: /普通页/ }));
    expect(await count('plain')).toBe('0');
  });

  it('menu pages are real links: a plain click navigates in the app, a modifier click is left to the browser (new tab)', async () => {
    renderApp(<App />);
    await screen.findByTestId('kept-count');
    const link = screen.getByRole('link', { name: /普通页/ }) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/plain');
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(ctrlClick);
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect(locationStore.get().pathname).toBe('/kept'); // the app did not navigate
    act(() => navigate('/kept', { replace: true }));
    const plainClick = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void link.dispatchEvent(plainClick));
    expect(plainClick.defaultPrevented).toBe(true);
    expect(await count('plain')).toBe('0');
    expect(locationStore.get().pathname).toBe('/plain');
    expect(link.getAttribute('aria-current')).toBe('page');
    // directories stay buttons that fold
    expect(screen.getByRole('button', { name: /测试/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('names the menus as the server gave them (it answers in the reader language) in the menu and the process tab', async () => {
    act(() => navigate('/area/house'));
    renderApp(<App />, 'en');
    const nav = await screen.findByRole('navigation', { name: 'Menu' });
    // The client words no menu its own way: the name permmenu answered is the name shown, in any locale.
    expect(await screen.findByRole('link', { name: '房屋管理' })).toBeTruthy();
    expect(nav.textContent).toContain('普通页');
    expect(nav.textContent).toContain('测试');
    const tab = await screen.findByRole('tab', { selected: true });
    expect(tab.textContent).toBe('房屋管理');
    expect(tabsStore.get().find((t) => t.key === '/area/house')?.menu).toEqual({ name: '房屋管理', router: '/area/house', type: 1 });
  });

  it('keeps pages of keepAlive menus while their tab is open; other pages start over', async () => {
    renderApp(<App />);
    fireEvent.click(await screen.findByTestId('kept-count'));
    expect(await count('kept')).toBe('1');

    act(() => navigate('/plain'));
    fireEvent.click(await screen.findByTestId('plain-count'));
    expect(await count('plain')).toBe('1');

    act(() => navigate('/kept'));
    expect(await count('kept')).toBe('1'); // kept alive
    act(() => navigate('/plain'));
    expect(await count('plain')).toBe('0'); // not kept

    act(() => closeTab('/kept'));
    act(() => navigate('/kept'));
    await waitFor(async () => expect(await count('kept')).toBe('0')); // closing the tab dropped it
  });

  it('opens a process tab per page, none for error pages, and clears them on logout', async () => {
    renderApp(<App />);
    await screen.findByTestId('kept-count');
    act(() => navigate('/plain'));
    await screen.findByTestId('plain-count');
    act(() => navigate('/403'));
    await screen.findByText('无权限');
    expect(tabsStore.get().map((t) => [t.key, t.title])).toEqual([
      ['/kept', '缓存页'],
      ['/plain', '普通页'],
    ]);
    act(() => navigate('/plain'));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['缓存页', '普通页']);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    act(() => logout());
    expect(tabsStore.get()).toEqual([]);
    await screen.findByRole('button', { name: '登录' });
  });

  it('closes a tab by keyboard: Delete on the focused tab, or the tab menu; a tab holds no control of its own', async () => {
    renderApp(<App />);
    await screen.findByTestId('kept-count');
    act(() => navigate('/plain'));
    await screen.findByTestId('plain-count');
    act(() => navigate('/area/house'));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['缓存页', '普通页', '房屋管理']);
    // no button (nor anything focusable) inside a tab: the pointer's × is hidden from assistive technology
    for (const t of tabs) expect(t.querySelectorAll('button, [role=button], [tabindex]')).toHaveLength(0);
    expect(tabs[1]!.getAttribute('aria-keyshortcuts')).toBe('Delete');

    // Delete on a focused tab that is not the current page closes it, and the page stays
    tabs[1]!.focus();
    fireEvent.keyDown(tabs[1]!, { key: 'Delete' });
    await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['缓存页', '房屋管理']));
    expect(locationStore.get().pathname).toBe('/area/house');

    // the menu beside the tabs, opened and chosen from by keyboard, closes the current tab
    const more = screen.getByRole('button', { name: '标签页操作' });
    more.focus();
    fireEvent.keyDown(more, { key: 'Enter' });
    const list = await screen.findByRole('menu');
    // the first item, "close this tab", is the highlighted one; Enter chooses it
    await waitFor(() => expect(list.querySelector('[data-highlighted]')?.textContent).toBe('关闭标签'));
    fireEvent.keyDown(list, { key: 'Enter' });
    await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['缓存页']));
    expect(locationStore.get().pathname).toBe('/kept');
  });
});

describe('route preloading', () => {
  it("starts a screen's queries before its code has loaded", async () => {
    act(() => navigate('/slow'));
    renderApp(<App />);
    await screen.findByRole('navigation');
    const start = performance.now();
    expect(preparedAt).toHaveLength(1);
    expect(screen.queryByText('slow screen')).toBeNull();
    expect(await screen.findByText('slow screen')).toBeTruthy();
    expect(preparedAt[0]!.at).toBeLessThanOrEqual(start);
  });

  it('the personal center renders the data of its preloaded query', async () => {
    act(() => navigate('/my/info'));
    renderApp(<App />);
    const input = (await screen.findByDisplayValue('服务器昵称')) as HTMLInputElement;
    expect(input.name).toBe('nickName');
    expect(server.sent.filter((r) => r.body.operationName === 'InfoPageQuery')).toHaveLength(1);
  });
});

describe('screen load failure', () => {
  it('shows the page-error message with its prefix and reloads the page', async () => {
    const messages = captureMessages();
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const reload = vi.fn();
    const original = window.location.reload;
    Object.defineProperty(window.location, 'reload', { configurable: true, value: reload });
    try {
      act(() => navigate('/broken'));
      renderApp(<App />);
      await waitFor(() => expect(messages).toContainEqual({ type: 'error', text: '页面错误：Failed to fetch dynamically imported module' }));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
      // the navigation stays usable around the failed content
      expect(await screen.findByRole('navigation')).toBeTruthy();
    } finally {
      Object.defineProperty(window.location, 'reload', { configurable: true, value: original });
      vi.restoreAllMocks();
    }
  });
});
