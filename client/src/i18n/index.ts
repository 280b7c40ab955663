/**
 * Locales: zh-cn (source and fallback), zh-tw, en. The switcher offers zh-cn and
 * en (SPEC §9). The chosen locale is stored and sent as the `language` header.
 *
 * Only zh-cn is in the initial bundle (it is the fallback of every key); zh-tw
 * and en are loaded on demand (`loadMessages`), before the first render when
 * the stored locale is one of them (main.tsx), so a page never shows two
 * languages. Until a catalogue has arrived its locale shows zh-cn.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { createStore, useStore } from '../lib/store.ts';
import { storage } from '../lib/storage.ts';
import zhCN, { type MessageId, type Messages } from './messages/zh-cn.ts';

export type { MessageId, Messages };
export type Locale = 'zh-cn' | 'zh-tw' | 'en';

export const DEFAULT_LOCALE: Locale = 'zh-cn';
export const LOCALES: Locale[] = ['zh-cn', 'zh-tw', 'en'];
export const SWITCHER_LOCALES: Locale[] = ['zh-cn', 'en'];
/** BCP 47 tags for Intl. */
export const INTL_TAGS: Record<Locale, string> = { 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW', en: 'en' };

/** The catalogue modules of the other locales: separate chunks, fetched when first needed. */
const loaders: Record<Exclude<Locale, 'zh-cn'>, () => Promise<{ default: Partial<Messages> }>> = {
  'zh-tw': () => import('./messages/zh-tw.ts'),
  en: () => import('./messages/en.ts'),
};

/** Loaded catalogues, each completed with zh-cn for a missing key. */
const catalogs: Partial<Record<Locale, Messages>> = { 'zh-cn': zhCN };
const loading = new Map<Locale, Promise<void>>();
/** Bumped when a catalogue arrives: components re-render with it. */
const catalogsLoaded = createStore(0);

/** Loads a locale's messages (once); resolves when `messagesOf(locale)` returns them. */
export function loadMessages(locale: Locale): Promise<void> {
  if (catalogs[locale]) return Promise.resolve();
  let p = loading.get(locale);
  if (!p) {
    p = loaders[locale as Exclude<Locale, 'zh-cn'>]().then(
      (m) => {
        catalogs[locale] = { ...zhCN, ...m.default };
        catalogsLoaded.set(catalogsLoaded.get() + 1);
      },
      (err: unknown) => {
        loading.delete(locale); // a later call may retry (e.g. after a network error)
        throw err;
      },
    );
    loading.set(locale, p);
  }
  return p;
}

function normalize(value: unknown): Locale {
  const v = String(value ?? '').toLowerCase().replace('_', '-');
  return (LOCALES as string[]).includes(v) ? (v as Locale) : DEFAULT_LOCALE;
}

export const localeStore = createStore<Locale>(normalize(storage.get('locale')));

/** Chooses a locale (stored, sent from now on) and starts loading its messages. */
export function setLocale(locale: Locale): void {
  storage.set('locale', locale);
  localeStore.set(locale);
  loadMessages(locale).catch(() => {}); // not loaded: zh-cn stays shown
}

/** A locale's messages, or zh-cn while they are not loaded (`loadMessages`). */
export function messagesOf(locale: Locale): Messages {
  return catalogs[locale] ?? zhCN;
}

/** The messages of the current locale, re-rendering when they arrive. */
export function useMessages(locale: Locale): Messages {
  useStore(catalogsLoaded);
  return messagesOf(locale);
}

const cache = createIntlCache();
let current: { locale: Locale; messages: Messages; intl: IntlShape } | null = null;

/** The Intl object of the current locale, for code outside React. */
export function getIntl(): IntlShape {
  const locale = localeStore.get();
  const messages = messagesOf(locale);
  if (current?.locale !== locale || current.messages !== messages) {
    current = { locale, messages, intl: createIntl({ locale: INTL_TAGS[locale], defaultLocale: 'zh-CN', messages }, cache) };
  }
  return current.intl;
}

/** Translates a message outside React. */
export function t(id: MessageId, values?: Record<string, string | number>): string {
  return getIntl().formatMessage({ id }, values);
}

export function useLocale(): Locale {
  return useStore(localeStore);
}
