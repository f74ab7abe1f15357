import { alpha, type Theme } from '@mui/material/styles';
import { PRIMARY_ON_DARK } from '../../../lib/theme/theme.ts';

/** The primary red as text: the theme's lighter red on dark surfaces, where #ed0000 lacks contrast. */
export const primaryText = (theme: Theme): string =>
  theme.palette.mode === 'dark' ? PRIMARY_ON_DARK : theme.palette.primary.main;

/** Selected tabs read in the primary red that has contrast in both schemes. */
export const tabsSx = (theme: Theme) => ({
  '& .MuiTab-root.Mui-selected': { color: primaryText(theme) },
});

/** Outlined and text primary buttons on dark surfaces: the lighter red for the label and the outline. */
export const outlinedPrimarySx = (theme: Theme) =>
  theme.palette.mode === 'dark'
    ? {
        color: PRIMARY_ON_DARK,
        borderColor: alpha(PRIMARY_ON_DARK, 0.6),
        '&:hover': { borderColor: PRIMARY_ON_DARK },
      }
    : {};
