import { alpha, darken, getContrastRatio, lighten, type PaletteMode } from '@mui/material/styles';

export type Tone = 'success' | 'warning' | 'info' | 'error';

/** The status colours (fills, icons, marks). */
export const TONE_MAINS: Record<Tone, string> = {
  success: '#28c76f',
  warning: '#ff9f43',
  info: '#00bad1',
  error: '#ff4c51',
};

/**
 * A status colour that stays readable as text (the theme's success, warning, info and error mains are too light
 * on light paper and too dark on dark paper for 4.5:1): darkened on light paper, lightened on dark.
 */
export function readableTone(mode: PaletteMode, main: string, tone: Tone): string {
  // Red needs a little more light than the others to clear 4.5:1 on its own tint over a hovered or selected dark
  // row (tones.test.ts).
  if (mode === 'dark') return lighten(main, tone === 'error' ? 0.48 : 0.38);
  return darken(main, tone === 'warning' ? 0.5 : 0.45);
}

/** The least darkening of `main` under which white reads at 4.6:1 (4.5 and a little room for rounding). */
function fillUnderWhite(main: string): string {
  for (let step = 0; step <= 100; step++) {
    const fill = darken(main, step / 100);
    if (getContrastRatio('#ffffff', fill) >= 4.6) return fill;
  }
  return '#000000';
}

/**
 * The status colours as fills under white text — contained buttons (the review dialog's Approve and Ban), the
 * count badges of the bell and the messages: white reads 2.0–3.3:1 on the mains (issue 26, U-7), so each is
 * darkened until it reads 4.6:1, the same in both schemes.
 */
export const TONE_FILLS = Object.fromEntries(
  (Object.keys(TONE_MAINS) as Tone[]).map((tone) => [tone, fillUnderWhite(TONE_MAINS[tone])]),
) as Record<Tone, string>;

/**
 * The theme's status chips: white reads 2.0–3.3:1 on the status colours and the colours themselves too little
 * as text on paper, so a filled chip is a tint with the readable shade as text, an outlined one that shade.
 */
export function statusChipVariants(mode: PaletteMode) {
  const dark = mode === 'dark';
  return (Object.keys(TONE_MAINS) as Tone[]).flatMap((tone) => {
    const main = TONE_MAINS[tone];
    const text = readableTone(mode, main, tone);
    const icons = { '& .MuiChip-icon, & .MuiChip-deleteIcon': { color: text } };
    return [
      {
        props: { variant: 'filled' as const, color: tone },
        style: {
          ...icons,
          color: text,
          backgroundColor: alpha(main, dark ? 0.16 : 0.12),
          '&.MuiChip-clickable:hover': { backgroundColor: alpha(main, dark ? 0.24 : 0.2) },
        },
      },
      {
        props: { variant: 'outlined' as const, color: tone },
        style: { ...icons, color: text, borderColor: alpha(text, 0.5) },
      },
    ];
  });
}

/**
 * The theme's standard and outlined alerts in the same tint and readable shade as the chips: MUI darkens a
 * standard alert's colour by 90 % on dark paper, so an info alert became a near-black box.
 */
export function alertVariants(mode: PaletteMode) {
  const dark = mode === 'dark';
  return (Object.keys(TONE_MAINS) as Tone[]).flatMap((tone) => {
    const main = TONE_MAINS[tone];
    const text = readableTone(mode, main, tone);
    const icon = { '& .MuiAlert-icon': { color: text } };
    return [
      {
        props: { colorSeverity: tone, variant: 'standard' as const },
        style: { ...icon, color: text, backgroundColor: alpha(main, dark ? 0.16 : 0.12) },
      },
      {
        props: { colorSeverity: tone, variant: 'outlined' as const },
        style: { ...icon, color: text, borderColor: alpha(text, 0.5) },
      },
    ];
  });
}
