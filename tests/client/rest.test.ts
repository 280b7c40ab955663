// @vitest-environment happy-dom
/** The REST helper (uploads and legacy calls) and the error catalogue of SPEC §8. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rest } from '../../client/src/relay/rest.ts';
import { dispositionName, downloadFile } from '../../client/src/relay/download.ts';
import { locationStore } from '../../client/src/router/history.ts';
import { sessionStore } from '../../client/src/relay/session.ts';
import { progressStore } from '../../client/src/lib/progress.ts';
import { json, resetClientState, storeTokens, stubFetch } from './helpers.ts';

beforeEach(() => {
  resetClientState('/sys/user');
  storeTokens({ token: 'tok', tokenMs: 60_000, refreshMs: 600_000 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('envelope', () => {
  it('code 1000 resolves with data', async () => {
    stubFetch(() => json({ code: 1000, message: 'success', data: { list: [1, 2] } }));
    await expect(rest.post('base/sys/user/page', { page: 1 })).resolves.toEqual({ list: [1, 2] });
  });

  it('another code rejects with its code and message', async () => {
    stubFetch(() => json({ code: 1001, message: '用户名已存在' }));
    await expect(rest.post('base/sys/user/add', {})).rejects.toMatchObject({ code: 1001, message: '用户名已存在' });
  });

  it('a body without code is returned as is', async () => {
    stubFetch(() => json({ hello: 'world' }));
    await expect(rest.get('base/open/html', { key: 'a' })).resolves.toEqual({ hello: 'world' });
    stubFetch(() => new Response('plain text', { status: 200 }));
    await expect(rest.get('base/open/html')).resolves.toBe('plain text');
  });
});

describe('downloads (exports, templates)', () => {
  it('answers the file and the name the server gives', async () => {
    const { sent } = stubFetch(
      () => new Response('\ufeffa,b\n1,2\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="House-2026-01-02.csv"; filename*=UTF-8''${encodeURIComponent('房屋信息-2026-01-02.csv')}` } }),
    );
    const file = await downloadFile('area/house/export', { columns: ['houseNo'], format: 'csv' });
    expect(file.fileName).toBe('房屋信息-2026-01-02.csv');
    expect(await file.blob.text()).toBe('\ufeffa,b\n1,2\n');
    expect(sent[0]).toMatchObject({ url: '/admin/area/house/export', method: 'POST', body: { columns: ['houseNo'], format: 'csv' } });
    expect(sent[0]!.headers).toMatchObject({ Authorization: 'tok', 'content-type': 'application/json' });
  });

  it('a refusal (the JSON envelope) rejects with its message and data', async () => {
    stubFetch(() => json({ code: 1001, message: '共1行数据有误，未导入任何数据', data: { total: 2, invalid: 1, rows: [{ row: 3, messages: ['房号不能为空'] }] } }));
    await expect(downloadFile('area/house/importTemplate?format=pdf')).rejects.toMatchObject({ code: 1001, message: '共1行数据有误，未导入任何数据', data: { rows: [{ row: 3 }] } });
  });

  it('reads plain and RFC 6266 file names', () => {
    expect(dispositionName('attachment; filename="a.csv"')).toBe('a.csv');
    expect(dispositionName(`attachment; filename="x.xlsx"; filename*=UTF-8''${encodeURIComponent('菜单 1.xlsx')}`)).toBe('菜单 1.xlsx');
    expect(dispositionName(null)).toBeNull();
  });
});

describe('requests', () => {
  it('POST sends JSON with the headers; GET sends query parameters', async () => {
    const { sent } = stubFetch(() => json({ code: 1000, data: null }));
    await rest.post('base/sys/user/page', { page: 2, size: 20 });
    await rest.get('base/sys/user/info', { id: 5 });
    expect(sent[0]).toMatchObject({ url: '/admin/base/sys/user/page', method: 'POST', body: { page: 2, size: 20 } });
    expect(sent[0]!.headers).toMatchObject({ Authorization: 'tok', language: 'zh-cn', 'content-type': 'application/json' });
    expect(sent[1]).toMatchObject({ url: '/admin/base/sys/user/info?id=5', method: 'GET', body: undefined });
  });

  it('uploads send the form data without a JSON content type and without the progress bar', async () => {
    let during = -1;
    const { sent } = stubFetch(() => {
      during = progressStore.get();
      return json({ code: 1000, data: 'https://x/y.png' });
    });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await expect(rest.upload('base/comm/upload', form)).resolves.toBe('https://x/y.png');
    expect(sent[0]!.body).toBeInstanceOf(FormData);
    expect(sent[0]!.headers).not.toHaveProperty('content-type');
    expect(during).toBe(0);
  });

  it('shows the progress bar for ordinary calls', async () => {
    let during = -1;
    stubFetch(() => {
      during = progressStore.get();
      return json({ code: 1000, data: 1 });
    });
    await rest.post('base/sys/user/page');
    expect(during).toBe(1);
    expect(progressStore.get()).toBe(0);
  });
});

describe('HTTP errors', () => {
  it('401 logs out', async () => {
    stubFetch(() => json({ code: 1001, message: '登录失效~' }, 401));
    await expect(rest.post('base/sys/user/page')).rejects.toMatchObject({ status: 401, message: '登录失效~' });
    expect(sessionStore.get().token).toBeNull();
    expect(locationStore.get().pathname).toBe('/login');
  });

  it.each([403, 500, 502])('%i goes to its error page', async (status) => {
    stubFetch(() => json({ code: 1001, message: 'err' }, status));
    await expect(rest.post('base/sys/user/page')).rejects.toMatchObject({ status });
    expect(locationStore.get().pathname).toBe(`/${status}`);
    expect(sessionStore.get().token).toBe('tok');
  });

  it('network errors reject with the network message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(rest.get('base/comm/person')).rejects.toThrow('网络异常，请检查网络连接');
  });

  it('times out after 30 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubFetch(() => new Promise<Response>(() => {}));
    const settled = expect(rest.post('base/sys/user/page')).rejects.toThrow('请求超时，请稍后重试');
    await vi.advanceTimersByTimeAsync(30_001);
    await settled;
  });
});

describe('token', () => {
  it('calls without token (login, captcha...) skip the refresh; others refresh first', async () => {
    storeTokens({ token: 'old', tokenMs: -1, refreshToken: 'r1', refreshMs: 600_000 });
    const { sent } = stubFetch((req) =>
      req.url === '/graphql'
        ? json({ data: { refreshToken: { __typename: 'MutationRefreshTokenSuccess', data: { token: 'new', expire: 7200, refreshToken: 'r2', refreshExpire: 9999 } } } })
        : json({ code: 1000, data: 'ok' }),
    );
    await rest.get('base/open/captcha');
    expect(sent.map((s) => s.url)).toEqual(['/admin/base/open/captcha']);
    await rest.post('base/sys/user/page');
    expect(sent.map((s) => s.url)).toEqual(['/admin/base/open/captcha', '/graphql', '/admin/base/sys/user/page']);
    expect(sent[2]!.headers.Authorization).toBe('new');
  });
});
