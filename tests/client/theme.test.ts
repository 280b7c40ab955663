// @vitest-environment happy-dom
/** Theme (SPEC §1, §9): 8 colours with 9 shades, dark mode, persisted settings; the breakpoints of SPEC §2. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_COLOR, SURFACES, TEXT_CONTRAST, THEME_COLORS, colorVariables, contrast, mix, shades, textColors } from '../../client/src/theme/colors.ts';
import { system } from '../../client/src/theme/system.ts';
import { themeStore, updateTheme, TRANSITION_MS } from '../../client/src/theme/settings.ts';
import { screenOf, isMini } from '../../client/src/theme/breakpoints.ts';

describe('colours', () => {
  it('offers 8 colours, the default #4165d7 first', () => {
    expect(THEME_COLORS).toHaveLength(8);
    expect(THEME_COLORS[0]!.value).toBe('#4165d7');
    expect(DEFAULT_COLOR).toBe('#4165d7');
    expect(new Set(THEME_COLORS.map((c) => c.value)).size).toBe(8);
  });

  it('gives 9 shades from the colour towards the background', () => {
    const s = shades('#4165d7');
    expect(s).toHaveLength(9);
    expect(s[0]).toBe(mix('#4165d7', '#ffffff', 0.1));
    expect(s[8]).toBe(mix('#4165d7', '#ffffff', 0.9));
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(shades('#4165d7', true)[8]).toBe(mix('#4165d7', '#141414', 0.9));
    expect(Object.keys(colorVariables('#4165d7'))).toHaveLength(13);
  });
});

/** Chakra's merged colour tokens (the preset with ours), resolved to hex for a mode. */
const config = (system as unknown as { _config: { theme: { tokens: { colors: Tokens }; semanticTokens: { colors: Tokens } } } })._config.theme;
type Tokens = Record<string, Record<string, { value: string | Record<string, string> }> & { value?: string }>;
type Mode = '_light' | '_dark';
function resolve(value: string, mode: Mode): string {
  if (value === 'white') return '#ffffff';
  if (value === 'black') return config.tokens.colors.black!.value as string;
  const ref = /^\{colors\.(\w+)(?:\.(\w+))?\}$/.exec(value);
  if (!ref) return value;
  const [, palette, step = 'DEFAULT'] = ref;
  const raw = ref[2] ? config.tokens.colors[palette!]?.[step] : (config.tokens.colors[palette!] as unknown as { value?: string });
  if (raw?.value) return resolve(raw.value as string, mode);
  return semantic(palette!, step, mode);
}
function semantic(palette: string, key: string, mode: Mode): string {
  const token = config.semanticTokens.colors[palette]![key]!;
  return resolve(typeof token.value === 'string' ? token.value : token.value[mode]!, mode);
}

describe('legible colours (WCAG AA 4.5:1, docs/screens.md "Accessibility")', () => {
  const MODES: Mode[] = ['_light', '_dark'];
  const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];

  it.each(MODES)('%s: every palette\'s text reads on its solid fill, and its fg on the page and its subtle and muted fills', (mode) => {
    const pages = ['DEFAULT', 'subtle', 'muted'].map((k) => semantic('bg', k, mode));
    for (const p of PALETTES) {
      const at = (k: string) => semantic(p, k, mode);
      expect(contrast(at('solid'), at('contrast')), `${p}.contrast on ${p}.solid`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      for (const [name, bg] of [...pages.map((b, i) => [`bg ${i}`, b] as const), ['subtle', at('subtle')] as const, ['muted', at('muted')] as const]) {
        expect(contrast(at('fg'), bg), `${p}.fg on ${name}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    }
    for (const k of ['DEFAULT', 'muted', 'subtle', 'error', 'warning', 'success', 'info']) {
      for (const bg of pages) expect(contrast(semantic('fg', k, mode), bg), `fg.${k} on ${bg}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it.each(THEME_COLORS.flatMap((c) => [[c.value, false] as const, [c.value, true] as const]))('theme colour %s (dark %s): its text colour reads on every page surface and its lightest shade, and the text on it reads', (color, dark) => {
    const { fg, contrast: on } = textColors(color, dark);
    for (const bg of [...SURFACES[dark ? 'dark' : 'light'], shades(color, dark)[8]!]) expect(contrast(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrast(on, color)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // the default colour keeps its own hue as text in the light mode (it already reads)
    if (color === DEFAULT_COLOR && !dark) expect(fg).toBe(DEFAULT_COLOR);
  });
});

describe('settings', () => {
  it('applies and persists colour, dark mode, menu grouping and transition', () => {
    expect(themeStore.get()).toMatchObject({ color: '#4165d7', dark: false, transition: 'slide' });
    expect(TRANSITION_MS).toBe(400);
    updateTheme({ color: '#51c21a', dark: true, menuGroup: true, transition: 'none' });
    const root = document.documentElement;
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#51c21a');
    expect(root.style.getPropertyValue('--color-primary-light-9')).toBe(shades('#51c21a', true)[8]);
    expect(JSON.parse(localStorage.getItem('theme')!)).toEqual({ color: '#51c21a', dark: true, menuGroup: true, transition: 'none' });
    updateTheme({ dark: false });
    expect(root.classList.contains('dark')).toBe(false);
  });
});

describe('breakpoints', () => {
  it('under 768 xs, 992 sm, 1200 md, 1920 xl, otherwise full', () => {
    expect([320, 767, 768, 991, 992, 1199, 1200, 1919, 1920, 2560].map(screenOf)).toEqual(['xs', 'xs', 'sm', 'sm', 'md', 'md', 'xl', 'xl', 'full', 'full']);
    expect(isMini('xs') && isMini('sm') && !isMini('md')).toBe(true);
  });
});
