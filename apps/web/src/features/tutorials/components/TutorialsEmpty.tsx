import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Nothing to show: an icon, a sentence, a hint and maybe a way on. */
export function TutorialsEmpty({
  icon,
  title,
  hint,
  action,
  testId,
}: {
  icon: ReactNode;
  title: string;
  hint?: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Box sx={{ py: 6, px: 2, textAlign: 'center' }} data-testid={testId}>
      <Box sx={{ color: 'text.disabled', mb: 1, '& svg': { fontSize: 48 } }} aria-hidden="true">
        {icon}
      </Box>
      <Typography sx={{ fontWeight: 500 }}>{title}</Typography>
      {hint ? <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{hint}</Typography> : null}
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
  );
}
