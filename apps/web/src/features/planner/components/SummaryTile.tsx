import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One figure of the helper's summary: an icon in its tone, a label, the value and an optional action. */
export function SummaryTile({
  icon,
  tone,
  label,
  value,
  testId,
  action,
}: {
  icon: ReactNode;
  tone: 'primary' | 'success' | 'warning' | 'info';
  label: string;
  value: ReactNode;
  testId: string;
  action?: ReactNode;
}) {
  const theme = useTheme();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, '&:last-child': { pb: 2 } }}>
        <Avatar
          variant="rounded"
          sx={{
            bgcolor: alpha(theme.palette[tone].main, 0.14),
            color: tone === 'primary' ? 'primaryText' : `${tone}.main`,
            borderRadius: 2,
            // Phones show two tiles a row: the figures keep the room.
            display: { xs: action ? 'flex' : 'none', sm: 'flex' },
          }}
        >
          {icon}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography
            variant="h5"
            component="p"
            data-testid={testId}
            sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Box>
        {action}
      </CardContent>
    </Card>
  );
}
