/**
 * A screen's code failed to load (SPEC §2, §8): show the page-error message
 * (prefix plus the message) and reload the page. A reload within 10 s of the
 * previous one for the same reason is skipped, so a broken deployment does not
 * reload forever.
 */
import { t } from '../i18n/index.ts';
import { message } from '../lib/message.ts';

const KEY = 'pageErrorReloadAt';
export const RELOAD_DELAY_MS = 1500;

export function pageErrorText(err: unknown): string {
  return t('app.pageError', { message: err instanceof Error ? err.message : String(err) });
}

export function reportPageError(err: unknown): void {
  message.error(pageErrorText(err));
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(KEY) ?? 0);
  } catch {
    /* no sessionStorage */
  }
  if (Date.now() - last < 10000) return;
  try {
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    /* no sessionStorage */
  }
  setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
}
