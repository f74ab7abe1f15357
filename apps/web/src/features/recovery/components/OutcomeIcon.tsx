import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The tinted icon that opens an outcome screen of the recovery pages (a dead link, a changed password). */
export function OutcomeIcon({ tone, children }: { tone: 'success' | 'warning'; children: ReactNode }) {
  return (
    <Box
      aria-hidden="true"
      sx={(theme) => ({
        alignSelf: 'flex-start',
        display: 'inline-flex',
        p: 1.25,
        borderRadius: 2,
        color: `${tone}.main`,
        bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.2 : 0.12),
      })}
    >
      {children}
    </Box>
  );
}
