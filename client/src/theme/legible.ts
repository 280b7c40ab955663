/**
 * Where Chakra's default colours make text too faint (WCAG AA, 4.5:1, the
 * rule the a11y walk checks): these semantic colour tokens replace the
 * preset's. A solid fill with white text (a badge, the current stage, a
 * button) takes the 700 step for the palettes whose 600 is too light under
 * white (orange, green, teal, cyan); the status text colours and the "subtle"
 * text take a darker step in the light mode and a lighter one in the dark
 * mode. tests/client/theme.test.ts checks every palette and text colour of
 * the merged system in both modes, so a new palette use cannot be too faint.
 */
const both = (token: string) => ({ value: { _light: token, _dark: token } });

export const legibleColors = {
  orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } } },
  green: { solid: both('{colors.green.700}') },
  teal: { solid: both('{colors.teal.700}') },
  cyan: { solid: both('{colors.cyan.700}') },
  fg: {
    subtle: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
    error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
    warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
    success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
    info: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
  },
};
