/**
 * The Chakra system: the default preset plus a `brand` palette that follows the
 * selected theme colour through CSS variables (see settings.ts), so changing the
 * colour needs no new system.
 */
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import { defaultConfig } from '@chakra-ui/react/preset';
import { legibleColors } from './legible.ts';

const v = (name: string) => ({ value: `var(${name})` });

/** Chakra's inside focus ring (the `focusRing: 'inside'` utility), in the field's focus colour. */
const FOCUS_RING = { outlineOffset: '0px', outlineWidth: '1px', outlineStyle: 'solid', outlineColor: 'var(--focus-color)', borderColor: 'var(--focus-color)' };

const config = defineConfig({
  globalCss: {
    'html, body, #app': { height: '100%' },
    body: { margin: 0 },
  },
  theme: {
    // A text field shows its ring whenever the focus is in it, not only on :focus-visible: a date-time field entered
    // backwards (Shift+Tab) holds the focus in its inner parts and Chromium then matches neither :focus nor
    // :focus-visible on it, only :focus-within, which left it with no visible focus.
    recipes: {
      input: { base: { _focusWithin: FOCUS_RING } },
      textarea: { base: { _focusWithin: FOCUS_RING } },
    },
    tokens: {
      colors: {
        brand: {
          50: v('--color-primary-light-9'),
          100: v('--color-primary-light-8'),
          200: v('--color-primary-light-6'),
          300: v('--color-primary-light-4'),
          400: v('--color-primary-light-2'),
          500: v('--color-primary'),
          600: v('--color-primary-dark-2'),
          700: v('--color-primary-dark-2'),
          800: v('--color-primary-dark-2'),
          900: v('--color-primary-dark-2'),
          950: v('--color-primary-dark-2'),
        },
      },
    },
    semanticTokens: {
      colors: {
        ...legibleColors,
        brand: {
          solid: v('--color-primary'),
          // text on the colour and the colour as text, chosen per colour and mode to read (colors.ts textColors)
          contrast: v('--color-primary-contrast'),
          fg: v('--color-primary-fg'),
          muted: v('--color-primary-light-8'),
          subtle: v('--color-primary-light-9'),
          emphasized: v('--color-primary-light-7'),
          focusRing: v('--color-primary'),
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
