import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { formatMoney } from '../../../lib/money.ts';

interface Props {
  label: string;
  hint: string;
  amount: string | undefined;
  currency: string;
  icon: ReactNode;
  tone: 'primary' | 'warning' | 'success' | 'info';
  chip?: string;
  testId: string;
  loading: boolean;
}

/** One balance: label, amount in USDT with tabular numerals, what it means. */
export function BalanceCard({ label, hint, amount, currency, icon, tone, chip, testId, loading }: Props) {
  const theme = useTheme();
  const color = theme.palette[tone].main;
  const labelId = useId();
  return (
    <Card component="section" aria-labelledby={labelId} sx={{ height: '100%' }}>
      <CardContent
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, height: '100%', boxSizing: 'border-box' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar
            variant="rounded"
            sx={{ bgcolor: alpha(color, 0.14), color, width: 42, height: 42, borderRadius: 2 }}
          >
            {icon}
          </Avatar>
          <Typography id={labelId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {label}
          </Typography>
          {chip ? <Chip size="small" label={chip} variant="outlined" /> : null}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          {loading ? (
            <Skeleton variant="text" width={160} sx={{ fontSize: '2.25rem' }} />
          ) : (
            <Typography
              component="p"
              data-testid={testId}
              sx={{
                fontSize: { xs: '2rem', sm: '2.25rem' },
                fontWeight: 600,
                lineHeight: 1.15,
                fontVariantNumeric: 'tabular-nums',
                letterSpacing: '-0.01em',
                wordBreak: 'break-all',
              }}
            >
              {/* Unknown is not zero: a failed load shows a dash, never 0.00. */}
              {amount === undefined ? '—' : formatMoney(amount)}
            </Typography>
          )}
          <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
            {currency}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 'auto' }}>
          {hint}
        </Typography>
      </CardContent>
    </Card>
  );
}
