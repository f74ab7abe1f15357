import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * One option of a radio group drawn as a card: bordered, tinted in the primary colour when chosen, faded when
 * it cannot be chosen. As the option's label, a click anywhere on it chooses it.
 */
export function ChoiceCard({
  selected,
  dimmed = false,
  label = false,
  testId,
  sx,
  children,
}: {
  selected: boolean;
  /** Cannot be chosen (unavailable, or locked while editing). */
  dimmed?: boolean;
  /** The card is the option's <label> (it holds the Radio itself rather than a FormControlLabel). */
  label?: boolean;
  testId?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      component={label ? 'label' : 'div'}
      data-testid={testId}
      sx={[
        (theme) => ({
          border: 1,
          borderRadius: 2,
          borderColor: selected ? 'primary.main' : 'divider',
          bgcolor: selected ? alpha(theme.palette.primary.main, 0.06) : 'transparent',
          opacity: dimmed ? 0.6 : 1,
          cursor: label && !dimmed ? 'pointer' : undefined,
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
