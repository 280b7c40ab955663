/** Process tabs: the pages opened in this session (not the error pages or login). */
import { createStore, useStore } from '../lib/store.ts';
import { on } from '../lib/events.ts';
import { locationStore, navigate } from '../router/history.ts';
import type { MessageId } from '../i18n/index.ts';
import type { NamedMenu } from '../router/menuName.ts';

export interface ProcessTab {
  /** the page's pathname: one tab per page, whatever its query (list state lives there) */
  key: string;
  /** the page's last full location (pathname + search), restored when the tab is clicked */
  href?: string;
  title?: string;
  titleId?: MessageId;
  /** the menu of the page: its title is the menu's translated name */
  menu?: NamedMenu;
  keepAlive: boolean;
}

export const HOME_KEY = '/';

export const tabsStore = createStore<ProcessTab[]>([]);

on('logout', () => tabsStore.set([]));

export function openTab(tab: ProcessTab): void {
  tabsStore.set((tabs) => {
    const i = tabs.findIndex((t) => t.key === tab.key);
    if (i < 0) return [...tabs, tab];
    const old = tabs[i]!;
    if (old.title === tab.title && old.titleId === tab.titleId && old.menu?.name === tab.menu?.name && old.keepAlive === tab.keepAlive && old.href === tab.href) return tabs;
    return tabs.map((t, j) => (j === i ? tab : t));
  });
}

function currentKey(): string {
  return locationStore.get().pathname;
}

function leaveIfClosed(remaining: ProcessTab[]): void {
  if (remaining.some((t) => t.key === currentKey())) return;
  const last = remaining[remaining.length - 1];
  navigate(last ? (last.href ?? last.key) : HOME_KEY);
}

/** Closes a tab (home stays); closing the active one goes to the last remaining tab. */
export function closeTab(key: string): void {
  if (key === HOME_KEY) return;
  const remaining = tabsStore.get().filter((t) => t.key !== key);
  tabsStore.set(remaining);
  leaveIfClosed(remaining);
}

export function closeOtherTabs(key: string): void {
  const remaining = tabsStore.get().filter((t) => t.key === key || t.key === HOME_KEY);
  tabsStore.set(remaining);
  leaveIfClosed(remaining);
}

export function closeAllTabs(): void {
  const remaining = tabsStore.get().filter((t) => t.key === HOME_KEY);
  tabsStore.set(remaining);
  leaveIfClosed(remaining);
}

export function useTabs(): ProcessTab[] {
  return useStore(tabsStore);
}
