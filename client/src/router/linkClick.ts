/**
 * Real links with client-side navigation: a plain left click navigates in the
 * app; a click with a modifier (new tab, new window, download) or another
 * button is left to the browser, so links open in a new tab as users expect.
 */
import type { MouseEvent } from 'react';
import { navigate } from './history.ts';

export function isPlainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;
}

/** An onClick for an `<a href>` that navigates in the app on a plain click; `then` runs after. */
export function linkClick(href: string, then?: () => void) {
  return (e: MouseEvent) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    navigate(href);
    then?.();
  };
}
