import { alpha, type Theme } from '@mui/material/styles';
import { readableTone as toneText } from '../../../lib/theme/tones.ts';

type Tone = 'success' | 'warning' | 'error';

/** The theme's status colour as readable text (lib/theme/tones.ts). */
const readableTone = (theme: Theme, tone: Tone): string =>
  toneText(theme.palette.mode, theme.palette[tone].main, tone);

/** A chip in a status colour: a tinted fill and the readable shade as text and outline. */
export const toneChipSx = (tone: Tone) => (theme: Theme) => {
  const text = readableTone(theme, tone);
  return {
    color: text,
    borderColor: alpha(text, 0.5),
    bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.16 : 0.12),
    '& .MuiChip-icon': { color: text },
  };
};

/** An outlined button in a status colour, readable likewise. */
export const toneButtonSx = (tone: Tone) => (theme: Theme) => {
  const text = readableTone(theme, tone);
  return { color: text, borderColor: alpha(text, 0.5), '&:hover': { borderColor: text } };
};
