import { alpha, decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme.ts';
import { readableTone, TONE_MAINS, type Tone } from './tones.ts';

/** `color` with alpha laid over the opaque `under`, as the screen shows it. */
function over(color: string, under: string): string {
  const top = decomposeColor(color);
  const bottom = decomposeColor(under);
  const a = top.values[3] ?? 1;
  const mixed = [0, 1, 2].map((index) =>
    Math.round(top.values[index]! * a + bottom.values[index]! * (1 - a)),
  );
  return recomposeColor({ type: 'rgb', values: mixed as [number, number, number] });
}

const TONES = Object.keys(TONE_MAINS) as Tone[];

describe.each(['light', 'dark'] as const)('status colours in %s', (scheme) => {
  const theme = createAppTheme(scheme, 'default');
  const { paper, default: background } = theme.palette.background;

  it.each(TONES)(
    '%s chips and alerts read at 4.5:1 or more: the shade on its tint, on paper and background, hovered rows too',
    (tone) => {
      const text = readableTone(scheme, TONE_MAINS[tone], tone);
      const { hover, selected } = theme.palette.action;
      const rows = [paper, background].flatMap((surface) => [over(hover, surface), over(selected, surface)]);
      for (const surface of [paper, background, ...rows]) {
        const tint = over(alpha(TONE_MAINS[tone], scheme === 'dark' ? 0.16 : 0.12), surface);
        expect(getContrastRatio(text, tint), `${tone} on its tint over ${surface}`).toBeGreaterThanOrEqual(
          4.5,
        );
        expect(getContrastRatio(text, surface), `${tone} outlined on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('a count badge (the bell, messages: color error) reads at 4.5:1 or more (issue 26, U-7: 3.27:1)', () => {
    // What MUI draws: the theme's colorError override where there is one, else the palette's error colours.
    const override = (theme.components?.MuiBadge?.styleOverrides?.colorError ?? {}) as {
      backgroundColor?: string;
      color?: string;
    };
    const fill = override.backgroundColor ?? theme.palette.error.main;
    const text = override.color ?? theme.palette.error.contrastText;
    expect(getContrastRatio(text, fill)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(TONES)(
    "a contained %s button (the review dialog's Approve, Ban) reads at 4.5:1 or more, hovered too (U-7: 2.21:1)",
    (tone) => {
      // What MUI draws: the theme's variant for a contained button of this colour, else the palette's colours.
      type Variant = { props: Record<string, string>; style: Record<string, unknown> };
      const root = theme.components?.MuiButton?.styleOverrides?.root as { variants?: Variant[] };
      const variant = root.variants?.find(
        ({ props }) => props.variant === 'contained' && props.color === tone,
      )?.style;
      const hovered = (
        variant?.['@media (hover: hover)'] as Record<string, Record<string, string>> | undefined
      )?.['&:hover'];
      const text = (variant?.['--variant-containedColor'] as string) ?? theme.palette[tone].contrastText;
      const fill = (variant?.['--variant-containedBg'] as string) ?? theme.palette[tone].main;
      const hoverFill = hovered?.['--variant-containedBg'] ?? theme.palette[tone].dark;
      expect(getContrastRatio(text, fill), 'at rest').toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(text, hoverFill), 'hovered').toBeGreaterThanOrEqual(4.5);
    },
  );

  it('the primary red as text reads at 4.5:1 or more on paper and background, hovered and selected too', () => {
    const { hover, selected } = theme.palette.action;
    for (const surface of [paper, background]) {
      for (const shade of [surface, over(hover, surface), over(selected, surface)])
        expect(getContrastRatio(theme.palette.primaryText, shade), shade).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('secondary text ("Not set", hints, the dialogs\' Cancel) reads at 4.5:1 or more', () => {
    for (const surface of [paper, background]) {
      expect(getContrastRatio(over(theme.palette.text.secondary, surface), surface)).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it.each(TONES)('%s as text (palette.toneText: amounts, text buttons) reads at 4.5:1 or more', (tone) => {
    for (const surface of [paper, background]) {
      expect(getContrastRatio(theme.palette.toneText[tone], surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has a keyboard focus ring in the primary text red', () => {
    expect(theme.focusVisible).toMatchObject({
      outlineStyle: 'solid',
      outlineColor: theme.palette.primaryText,
    });
  });
});
