// @vitest-environment happy-dom
/** Theme (SPEC §1, §9): 8 colours with 9 shades, dark mode, persisted settings; the breakpoints of SPEC §2. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_COLOR, THEME_COLORS, colorVariables, mix, shades } from '../../client/src/theme/colors.ts';
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
    expect(Object.keys(colorVariables('#4165d7'))).toHaveLength(11);
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
