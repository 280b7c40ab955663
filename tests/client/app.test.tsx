// @vitest-environment happy-dom
/**
 * The router root against a scripted server: the guard redirects, the login
 * screen's validation and captcha, login → the dynamic routes of the menus.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from '../../client/src/App.tsx';
import { locationStore, navigate } from '../../client/src/router/history.ts';
import { sessionStore } from '../../client/src/relay/session.ts';
import { areaStore } from '../../client/src/area/store.ts';
import { captureMessages, json, resetClientState, storeTokens, stubFetch, type SentRequest } from './helpers.ts';
import { renderApp } from './render.tsx';

const MENUS = [
  { rowId: 1, parentId: null, name: '首页', router: null, perms: null, type: 0, icon: 'icon-home', orderNum: 1, viewPath: null, keepAlive: true, isShow: true },
  { rowId: 2, parentId: 1, name: '数据概览', router: '/count/home', perms: null, type: 1, icon: 'icon-data', orderNum: 1, viewPath: 'modules/count/views/home.vue', keepAlive: true, isShow: true },
  // a menu page whose view the client does not have: the placeholder page
  { rowId: 3, parentId: 1, name: '未来功能', router: '/plan/future', perms: null, type: 1, icon: 'icon-work', orderNum: 2, viewPath: 'modules/plan/views/future.vue', keepAlive: false, isShow: true },
];

function server(overrides: Record<string, (req: SentRequest) => Response> = {}) {
  return stubFetch((req) => {
    const name = req.body?.operationName as string;
    if (overrides[name]) return overrides[name](req);
    switch (name) {
      case 'LoginPageCaptchaMutation':
        return json({ data: { captcha: { captchaId: 'cap-1', data: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' } } });
      case 'LoginPageLoginMutation':
        return json({ data: { login: { __typename: 'MutationLoginSuccess', data: { token: 'tok-1', expire: 7200, refreshToken: 'ref-1', refreshExpire: 1296000 } } } });
      case 'bootSessionQuery':
        return json({ data: { person: { rowId: 1, username: 'admin', name: '管理员', nickName: '老王', headImg: null }, permmenu: { perms: ['base:sys:user:page'], menus: MENUS }, dictData: {} } });
      case 'bootMyAreasQuery':
        return json({ data: { myAreas: [{ rowId: 9, name: '阳光小区' }] } });
      default:
        return json({ errors: [{ message: `unexpected ${name}` }] }, 400);
    }
  });
}

beforeEach(() => resetClientState('/'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('App routing', () => {
  it('without a token, any page goes to /login and shows the login form', async () => {
    server();
    act(() => navigate('/sys/user'));
    renderApp(<App />);
    await waitFor(() => expect(locationStore.get().pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('without a token, the error pages are shown', async () => {
    server();
    act(() => navigate('/403'));
    renderApp(<App />);
    expect(await screen.findByText('无权限')).toBeTruthy();
    expect(locationStore.get().pathname).toBe('/403');
  });

  it('logged in, an unknown path goes to /404 once the menus are loaded; a menu path opens its page', async () => {
    storeTokens({ token: 'tok-1', tokenMs: 60_000, refreshMs: 600_000 });
    server();
    act(() => navigate('/no/such/page'));
    renderApp(<App />);
    await waitFor(() => expect(locationStore.get().pathname).toBe('/404'));
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(sessionStore.get().menus).toHaveLength(3);
    act(() => navigate('/plan/future'));
    expect(await screen.findByTestId('placeholder')).toBeTruthy();
    expect(locationStore.get().pathname).toBe('/plan/future');
  });

  it('logged in with an unexpired token, /login goes to /', async () => {
    storeTokens({ token: 'tok-1', tokenMs: 60_000, refreshMs: 600_000 });
    server();
    act(() => navigate('/login'));
    renderApp(<App />);
    await waitFor(() => expect(locationStore.get().pathname).toBe('/'));
  });
});

describe('login screen', () => {
  it('shows the three "cannot be empty" messages', async () => {
    server();
    act(() => navigate('/login'));
    renderApp(<App />);
    fireEvent.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('用户名不能为空')).toBeTruthy();
    expect(screen.getByText('密码不能为空')).toBeTruthy();
    expect(screen.getByText('图片验证码不能为空')).toBeTruthy();
  });

  it('shows the fetch-failure message when the captcha cannot be fetched, and refreshes on click', async () => {
    const messages = captureMessages();
    let fail = true;
    const { sent } = server({
      LoginPageCaptchaMutation: () =>
        fail ? (Promise.reject(new TypeError('Failed to fetch')) as never) : json({ data: { captcha: { captchaId: 'cap-2', data: '<svg xmlns="http://www.w3.org/2000/svg"/>' } } }),
    });
    act(() => navigate('/login'));
    renderApp(<App />);
    await waitFor(() => expect(messages.map((m) => m.text)).toContain('验证码获取失败'));
    expect(screen.getByTestId('captcha').textContent).toBe('验证码获取失败');
    fail = false;
    const before = sent.filter((s) => s.body.operationName === 'LoginPageCaptchaMutation').length;
    fireEvent.click(await screen.findByTestId('captcha'));
    await waitFor(() => expect(sent.filter((s) => s.body.operationName === 'LoginPageCaptchaMutation').length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByTestId('captcha').querySelector('img')).toBeTruthy());
  });

  it('logs in, stores the tokens, loads menus and communities, and lands on /', async () => {
    const { sent } = server();
    act(() => navigate('/login'));
    renderApp(<App />);
    await waitFor(() => expect(screen.getByTestId('captcha').querySelector('img')).toBeTruthy());
    fireEvent.change(screen.getByPlaceholderText('请输入用户名'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: '123456' } });
    fireEvent.change(screen.getByPlaceholderText('请输入图片验证码'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(locationStore.get().pathname).toBe('/'));
    const login = sent.find((s) => s.body.operationName === 'LoginPageLoginMutation')!;
    expect(login.body.variables.input).toEqual({ username: 'admin', password: '123456', captchaId: 'cap-1', verifyCode: '1234' });
    expect(JSON.parse(localStorage.getItem('token')!)).toBe('tok-1');
    expect(Number(localStorage.getItem('token_deadtime'))).toBeGreaterThan(Date.now() + 7_000_000);
    await waitFor(() => expect(areaStore.get().selected).toBe(9)); // the only community is selected
    expect(localStorage.getItem('selectAreaId')).toBe('9');
    expect(await screen.findByText('欢迎回来，老王')).toBeTruthy();
  });
});
