import { readFileSync } from 'node:fs';
import { alpha, decomposeColor } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../../../../lib/theme/theme.ts';
import { TONE_MAINS } from '../../../../lib/theme/tones.ts';

/**
 * The plain sign-in page copies the theme's colours into CSS custom properties (ADR 15). This keeps the copy
 * equal to the theme: a colour changed in lib/theme and not in plain-sign-in.css fails here.
 */
const CSS = readFileSync(new URL('./plain-sign-in.css', import.meta.url), 'utf8');

/** The custom properties declared in the first rule whose selector is exactly `selector`. */
function declared(selector: string): Record<string, string> {
  const start = CSS.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`${selector} is not in plain-sign-in.css`);
  const body = CSS.slice(start, CSS.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--ps-[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]]),
  );
}

/** A scheme's tokens: the light rule, then the dark rule over it, with `var(--ps-rgb)` written out. */
function tokens(scheme: 'light' | 'dark'): Record<string, string> {
  const merged = { ...declared('.ps'), ...(scheme === 'dark' ? declared('.ps[data-scheme="dark"]') : {}) };
  const rgb = merged['--ps-rgb'];
  return Object.fromEntries(
    Object.entries(merged).map(([name, value]) => [name, value.replace('var(--ps-rgb)', rgb ?? '')]),
  );
}

/** Channels and alpha, rounded, so `#fff`, `#ffffff` and `rgb(255, 255, 255)` compare equal. */
function channels(color: string): number[] {
  const { values, type } = decomposeColor(color);
  const [r, g, b, a = 1] = values as number[];
  if (!type.startsWith('rgb')) throw new Error(`${color} is not an rgb colour`);
  return [r, g, b].map((value) => Math.round(value as number)).concat(Number(a.toFixed(2)));
}

describe.each(['light', 'dark'] as const)('plain sign-in tokens in %s', (scheme) => {
  const theme = createAppTheme(scheme, 'default');
  const { palette } = theme;
  const css = tokens(scheme);
  const dark = scheme === 'dark';

  it.each([
    ['--ps-bg', palette.background.default],
    ['--ps-paper', palette.background.paper],
    ['--ps-text', palette.text.primary],
    ['--ps-text-2', palette.text.secondary],
    ['--ps-divider', palette.divider],
    ['--ps-primary', palette.primary.main],
    ['--ps-primary-text', palette.primaryText],
    ['--ps-error', palette.error.main],
    ['--ps-error-text', palette.toneText.error],
    ['--ps-error-tint', alpha(TONE_MAINS.error, dark ? 0.16 : 0.12)],
    ['--ps-success-text', palette.toneText.success],
    ['--ps-success-tint', alpha(TONE_MAINS.success, dark ? 0.16 : 0.12)],
  ])('%s is the theme’s %s', (name, expected) => {
    const value = css[name];
    expect(value, `${name} in plain-sign-in.css`).toBeDefined();
    expect(channels(value as string)).toEqual(channels(expected));
  });
});
