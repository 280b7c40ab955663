/**
 * The 8 theme colours (default #4165d7) and their 9 shade steps. A shade step
 * n (1..9) mixes the colour with the page background by n × 10 % (white in light
 * mode, near-black in dark mode); dark-2 mixes it with black by 20 %.
 */
export interface ThemeColor {
  /** message id of the colour's name */
  name: string;
  value: string;
}

export const DEFAULT_COLOR = '#4165d7';

export const THEME_COLORS: ThemeColor[] = [
  { name: 'theme.color.default', value: DEFAULT_COLOR },
  { name: 'theme.color.green', value: '#51c21a' },
  { name: 'theme.color.rouge', value: '#d0378d' },
  { name: 'theme.color.amber', value: '#f5a623' },
  { name: 'theme.color.sky', value: '#1890ff' },
  { name: 'theme.color.cyan', value: '#13c2c2' },
  { name: 'theme.color.violet', value: '#722ed1' },
  { name: 'theme.color.vermilion', value: '#f5222d' },
];

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes `color` with `other`; weight is the share of `other` (0..1). */
export function mix(color: string, other: string, weight: number): string {
  const a = parse(color);
  const b = parse(other);
  return toHex([0, 1, 2].map((i) => a[i]! * (1 - weight) + b[i]! * weight) as Rgb);
}

/** The 9 shade steps light-1 … light-9 of a colour. */
export function shades(color: string, dark = false): string[] {
  const base = dark ? '#141414' : '#ffffff';
  return Array.from({ length: 9 }, (_, i) => mix(color, base, (i + 1) / 10));
}

/**
 * CSS custom properties of a colour: --color-primary, --color-primary-light-1..9, --color-primary-dark-2,
 * and its text colours --color-primary-fg and --color-primary-contrast (textColors).
 */
export function colorVariables(color: string, dark = false): Record<string, string> {
  const text = textColors(color, dark);
  const vars: Record<string, string> = {
    '--color-primary': color,
    '--color-primary-dark-2': mix(color, '#000000', 0.2),
    '--color-primary-fg': text.fg,
    '--color-primary-contrast': text.contrast,
  };
  shades(color, dark).forEach((c, i) => {
    vars[`--color-primary-light-${i + 1}`] = c;
  });
  return vars;
}

/** WCAG 2 relative luminance of a colour. */
export function luminance(color: string): number {
  const [r, g, b] = parse(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours (1 … 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal text. */
export const TEXT_CONTRAST = 4.5;

/**
 * The page surfaces a theme-coloured text is put on (Chakra's bg, bg.subtle,
 * bg.muted of the mode), besides the colour's own lightest shade.
 */
export const SURFACES = { light: ['#ffffff', '#fafafa', '#f4f4f5'], dark: ['#09090b', '#111111', '#18181b'] } as const;

/**
 * The colour as text that reads on every surface (AA): the colour itself when
 * it does, else mixed towards black (light mode) or white (dark mode) in 5 %
 * steps until it does. Any of the 8 theme colours (an amber on white, a blue
 * on near-black) is then legible as a link, an action or a current entry.
 */
export function readableOn(color: string, surfaces: readonly string[], dark: boolean): string {
  const toward = dark ? '#ffffff' : '#000000';
  for (let w = 0; w <= 1; w += 0.05) {
    const c = mix(color, toward, w);
    if (surfaces.every((s) => contrast(c, s) >= TEXT_CONTRAST)) return c;
  }
  return toward;
}

/** The text colour on the colour as a fill (a solid button, the selected tab): white when it reads, else black. */
export function textOn(color: string): string {
  return contrast('#ffffff', color) >= TEXT_CONTRAST ? '#ffffff' : '#000000';
}

/**
 * The two text colours of a theme colour (see colorVariables):
 * --color-primary-fg (the colour as text) and --color-primary-contrast (text on it).
 */
export function textColors(color: string, dark = false): { fg: string; contrast: string } {
  const lightest = shades(color, dark)[8]!;
  return { fg: readableOn(color, [...SURFACES[dark ? 'dark' : 'light'], lightest], dark), contrast: textOn(color) };
}
