import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A term and its value in a description list (<dl>), label on the left, value on the right. */
export function InfoLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, py: 0.75 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box
        component="dd"
        sx={{ m: 0, fontWeight: 500, textAlign: 'end', overflowWrap: 'anywhere', minWidth: 0 }}
      >
        {children}
      </Box>
    </Box>
  );
}
