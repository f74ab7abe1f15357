import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

type Tone = 'primary' | 'success' | 'warning' | 'error' | 'info';

/** A title with a tinted icon badge before it, for the outcome screens of the blank layout. */
export function IconTitle({
  icon,
  tone = 'primary',
  children,
}: {
  icon: ReactNode;
  tone?: Tone;
  children: ReactNode;
}) {
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Box
        component="span"
        aria-hidden="true"
        sx={(theme) => ({
          display: 'inline-flex',
          p: 1,
          borderRadius: 2,
          color: `${tone}.main`,
          bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.2 : 0.1),
        })}
      >
        {icon}
      </Box>
      {children}
    </Box>
  );
}
