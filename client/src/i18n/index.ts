/**
 * Locales: zh-cn (source and fallback), zh-tw, en. The switcher offers zh-cn and
 * en (SPEC §9). The chosen locale is stored and sent as the `language` header.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { createStore, useStore } from '../lib/store.ts';
import { storage } from '../lib/storage.ts';
import zhCN, { type MessageId, type Messages } from './messages/zh-cn.ts';
import zhTW from './messages/zh-tw.ts';
import en from './messages/en.ts';

export type { MessageId, Messages };
export type Locale = 'zh-cn' | 'zh-tw' | 'en';

export const DEFAULT_LOCALE: Locale = 'zh-cn';
export const LOCALES: Locale[] = ['zh-cn', 'zh-tw', 'en'];
export const SWITCHER_LOCALES: Locale[] = ['zh-cn', 'en'];
/** BCP 47 tags for Intl. */
export const INTL_TAGS: Record<Locale, string> = { 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW', en: 'en' };

const catalogs: Record<Locale, Messages> = {
  'zh-cn': zhCN,
  'zh-tw': { ...zhCN, ...zhTW },
  en: { ...zhCN, ...en },
};

function normalize(value: unknown): Locale {
  const v = String(value ?? '').toLowerCase().replace('_', '-');
  return (LOCALES as string[]).includes(v) ? (v as Locale) : DEFAULT_LOCALE;
}

export const localeStore = createStore<Locale>(normalize(storage.get('locale')));

export function setLocale(locale: Locale): void {
  storage.set('locale', locale);
  localeStore.set(locale);
}

export function messagesOf(locale: Locale): Messages {
  return catalogs[locale];
}

const cache = createIntlCache();
let current: { locale: Locale; intl: IntlShape } | null = null;

/** The Intl object of the current locale, for code outside React. */
export function getIntl(): IntlShape {
  const locale = localeStore.get();
  if (current?.locale !== locale) {
    current = { locale, intl: createIntl({ locale: INTL_TAGS[locale], defaultLocale: 'zh-CN', messages: catalogs[locale] }, cache) };
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
