/**
 * Session data (SPEC §3, §4): token and refresh token with expiry times, user
 * info, and the menus and permissions that drive the dynamic routes.
 */
import { createStore, useStore } from '../lib/store.ts';
import { storage } from '../lib/storage.ts';
import { emit } from '../lib/events.ts';
import { locationStore, navigate } from '../router/history.ts';

export interface TokenPair {
  token: string;
  /** seconds */
  expire: number;
  refreshToken: string;
  /** seconds */
  refreshExpire: number;
}

export interface UserInfo {
  rowId: number;
  username: string;
  name: string;
  nickName?: string | null;
  headImg?: string | null;
}

export interface MenuItem {
  rowId: number;
  parentId?: number | null;
  name: string;
  router?: string | null;
  perms?: string | null;
  /** 0 directory, 1 page, 2 button/permission */
  type: number;
  icon?: string | null;
  orderNum: number;
  viewPath?: string | null;
  keepAlive: boolean;
  isShow: boolean;
}

export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  /** null until the logged-in user's menus are loaded (dynamic routes not ready yet) */
  menus: readonly MenuItem[] | null;
  perms: readonly string[];
}

export const sessionStore = createStore<SessionState>({
  token: storage.get<string>('token'),
  userInfo: storage.get<UserInfo>('userInfo'),
  menus: null,
  perms: [],
});

export function setTokens(pair: TokenPair): void {
  storage.set('token', pair.token, pair.expire);
  storage.set('refreshToken', pair.refreshToken, pair.refreshExpire);
  sessionStore.set((s) => ({ ...s, token: pair.token }));
}

export function setUserInfo(userInfo: UserInfo): void {
  storage.set('userInfo', userInfo);
  sessionStore.set((s) => ({ ...s, userInfo }));
}

export function setPermMenu(menus: readonly MenuItem[], perms: readonly string[]): void {
  sessionStore.set((s) => ({ ...s, menus, perms }));
}

export const getToken = (): string | null => sessionStore.get().token;
export const getRefreshToken = (): string | null => storage.get<string>('refreshToken');
/** The token is expired when less than 2 s remain. */
export const isTokenExpired = (): boolean => storage.isExpired('token');
export const isRefreshTokenExpired = (): boolean => !getRefreshToken() || storage.isExpired('refreshToken');

/**
 * Ends the session on this client: clears user info and tokens, drops the
 * dynamic routes (menus) and cached data (listeners of the `logout` event), and
 * goes to /login.
 */
export function logout(): void {
  storage.remove('token');
  storage.remove('refreshToken');
  storage.remove('userInfo');
  sessionStore.set({ token: null, userInfo: null, menus: null, perms: [] });
  emit('logout', {});
  if (locationStore.get().pathname !== '/login') navigate('/login');
}

export function useSession(): SessionState {
  return useStore(sessionStore);
}
