/** Shared helpers of the client tests: a scripted fetch and a clean session. */
import { vi } from 'vitest';
import { setMessageHandler, type MessageType } from '../../client/src/lib/message.ts';
import { sessionStore } from '../../client/src/relay/session.ts';
import { navigate } from '../../client/src/router/history.ts';
import { areaStore } from '../../client/src/area/store.ts';
import { localeStore } from '../../client/src/i18n/index.ts';
import { tabsStore } from '../../client/src/layout/tabs.ts';

export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: any;
}

export type Responder = (req: SentRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Replaces global fetch; every call is recorded (parsed JSON body, plain headers). */
export function stubFetch(respond: Responder) {
  const sent: SentRequest[] = [];
  const fn = vi.fn(async (url: string, init: RequestInit = {}) => {
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    let body: any = init.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        /* keep text */
      }
    }
    const req = { url: String(url), method: init.method ?? 'GET', headers, body };
    sent.push(req);
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return await new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      Promise.resolve(respond(req)).then(resolve, reject);
    });
  });
  vi.stubGlobal('fetch', fn);
  return { fn, sent };
}

/** Collects the messages (toasts) the app raises. */
export function captureMessages() {
  const messages: { type: MessageType; text: string }[] = [];
  setMessageHandler((type, text) => messages.push({ type, text }));
  return messages;
}

/** A token (and refresh token) in storage, with expiry in ms from now (negative: already past). */
export function storeTokens(opts: { token?: string; tokenMs: number; refreshToken?: string; refreshMs: number }) {
  const now = Date.now();
  localStorage.setItem('token', JSON.stringify(opts.token ?? 'old-token'));
  localStorage.setItem('token_deadtime', String(now + opts.tokenMs));
  localStorage.setItem('refreshToken', JSON.stringify(opts.refreshToken ?? 'refresh-1'));
  localStorage.setItem('refreshToken_deadtime', String(now + opts.refreshMs));
  sessionStore.set((s) => ({ ...s, token: opts.token ?? 'old-token' }));
}

export function resetClientState(path = '/') {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.set({ token: null, userInfo: null, menus: null, perms: [] });
  areaStore.set({ list: null, selected: null });
  tabsStore.set([]);
  localeStore.set('zh-cn');
  navigate(path, { replace: true });
}
