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

/** CSS custom properties of a colour: --color-primary, --color-primary-light-1..9, --color-primary-dark-2. */
export function colorVariables(color: string, dark = false): Record<string, string> {
  const vars: Record<string, string> = { '--color-primary': color, '--color-primary-dark-2': mix(color, '#000000', 0.2) };
  shades(color, dark).forEach((c, i) => {
    vars[`--color-primary-light-${i + 1}`] = c;
  });
  return vars;
}
