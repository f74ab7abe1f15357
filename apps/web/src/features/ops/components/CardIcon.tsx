import Avatar from '@mui/material/Avatar';
import { alpha, useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The rounded, tinted icon at the head of a console card. */
export function CardIcon({
  tone,
  color,
  children,
}: {
  tone: 'primary' | 'success' | 'info';
  color: string;
  children: ReactNode;
}) {
  const theme = useTheme();
  return (
    <Avatar variant="rounded" sx={{ bgcolor: alpha(theme.palette[tone].main, 0.14), color, borderRadius: 2 }}>
      {children}
    </Avatar>
  );
}
