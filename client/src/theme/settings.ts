/**
 * Theme settings (colour, dark mode, menu grouping, route transition), persisted
 * in localStorage and applied to <html> as CSS variables and the dark class.
 */
import { createStore, useStore } from '../lib/store.ts';
import { storage } from '../lib/storage.ts';
import { colorVariables, DEFAULT_COLOR } from './colors.ts';

export type Transition = 'slide' | 'fade' | 'none';

export interface ThemeSettings {
  color: string;
  dark: boolean;
  /** Top-level menu directories become groups in the header; the side menu shows the active group. */
  menuGroup: boolean;
  transition: Transition;
}

export const TRANSITION_MS = 400;
const KEY = 'theme';
const DEFAULTS: ThemeSettings = { color: DEFAULT_COLOR, dark: false, menuGroup: false, transition: 'slide' };

export const themeStore = createStore<ThemeSettings>({ ...DEFAULTS, ...(storage.get<Partial<ThemeSettings>>(KEY) ?? {}) });

export function updateTheme(patch: Partial<ThemeSettings>): void {
  themeStore.set((s) => ({ ...s, ...patch }));
  storage.set(KEY, themeStore.get());
  applyTheme();
}

export function applyTheme(settings = themeStore.get()): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.toggle('dark', settings.dark);
  root.classList.toggle('light', !settings.dark);
  root.style.colorScheme = settings.dark ? 'dark' : 'light';
  for (const [name, value] of Object.entries(colorVariables(settings.color, settings.dark))) root.style.setProperty(name, value);
}

export function useTheme(): ThemeSettings {
  return useStore(themeStore);
}
