/**
 * i18n (SPEC §1, §9): zh-cn is the source and fallback, zh-tw and en translate
 * every key, the switcher offers zh-cn and en, the title is the Chinese name,
 * and every message id the client uses exists.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import zhCN from '../../client/src/i18n/messages/zh-cn.ts';
import zhTW from '../../client/src/i18n/messages/zh-tw.ts';
import en from '../../client/src/i18n/messages/en.ts';
import { DEFAULT_LOCALE, LOCALES, SWITCHER_LOCALES, loadMessages, messagesOf, t, setLocale } from '../../client/src/i18n/index.ts';

const SRC = fileURLToPath(new URL('../../client/src', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === '__generated__' || name === 'messages') return [];
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(name) ? [p] : [];
  });
}

describe('messages', () => {
  it('zh-tw and en translate every zh-cn key, and nothing else', () => {
    expect(Object.keys(zhTW).sort()).toEqual(Object.keys(zhCN).sort());
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCN).sort());
  });

  it('the app title is the Chinese product name in every locale', () => {
    for (const m of [zhCN, zhTW, en]) expect(m['app.title']).toBe('社区治理管理后台');
  });

  it('the default locale is zh-cn and the switcher offers zh-cn and en', () => {
    expect(DEFAULT_LOCALE).toBe('zh-cn');
    expect(SWITCHER_LOCALES).toEqual(['zh-cn', 'en']);
  });

  it('only zh-cn is at hand before a locale is loaded; the others fall back to it until then', async () => {
    expect(messagesOf('zh-cn')['login.submit']).toBe(zhCN['login.submit']);
    expect(messagesOf('en')).toBe(messagesOf('zh-cn'));
    await Promise.all(LOCALES.map(loadMessages));
    expect(messagesOf('en')['login.submit']).toBe(en['login.submit']);
    expect(messagesOf('zh-tw')['login.submit']).toBe(zhTW['login.submit']);
  });

  it('translates outside React in the current locale', async () => {
    await loadMessages('en');
    setLocale('en');
    expect(t('session.invalid')).toBe('Login state invalid, please log in again');
    setLocale('zh-cn');
    expect(t('session.invalid')).toBe('登录状态已失效，请重新登录');
    expect(messagesOf('zh-tw')['login.submit']).toBe('登入');
  });

  it('every message id used in the client exists', () => {
    const used = new Set<string>();
    const patterns = [/\bid(?:=|:\s*)["'`]([a-z][\w.-]+)["'`]/g, /\bf\(\s*'([a-z][\w.-]+)'/g, /\bt\(\s*'([a-z][\w.-]+)'/g, /titleId:\s*'([\w.-]+)'/g, /name:\s*'(theme\.color\.[\w]+)'/g];
    for (const file of files(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const re of patterns) for (const m of text.matchAll(re)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((id) => !(id in zhCN));
    expect(missing).toEqual([]);
  });

  it('no Chinese text outside the message catalogues (comments aside)', () => {
    const offenders: string[] = [];
    for (const file of files(SRC)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
          if (/[\u4e00-\u9fff]/.test(line)) offenders.push(`${file}:${i + 1}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});
