/** SPEC §2 breakpoints by window width: under 768 xs, 992 sm, 1200 md, 1920 xl, otherwise full. */
import { createStore, useStore } from '../lib/store.ts';

export type Screen = 'xs' | 'sm' | 'md' | 'xl' | 'full';

export const BREAKPOINTS: [number, Screen][] = [
  [768, 'xs'],
  [992, 'sm'],
  [1200, 'md'],
  [1920, 'xl'],
];

export function screenOf(width: number): Screen {
  for (const [limit, name] of BREAKPOINTS) if (width < limit) return name;
  return 'full';
}

/** Small screens show the menu as a drawer. */
export function isMini(screen: Screen): boolean {
  return screen === 'xs' || screen === 'sm';
}

const width = () => (typeof window === 'undefined' ? 1280 : window.innerWidth);
export const screenStore = createStore<Screen>(screenOf(width()));
if (typeof window !== 'undefined') {
  window.addEventListener('resize', () => screenStore.set(screenOf(width())));
}

export function useScreen(): Screen {
  return useStore(screenStore);
}
