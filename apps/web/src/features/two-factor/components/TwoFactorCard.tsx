import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import SecurityOutlinedIcon from '../../../components/icons/SecurityOutlined.tsx';
import { lazyNamed } from '../../../components/LazyNamed.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { errorMessage } from '../../../lib/alerts.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTwoFactorStatus } from '../api/get-two-factor-status.ts';

const EnableTwoFactorDialog = lazyNamed(() => import('./EnableTwoFactorDialog.tsx'), 'EnableTwoFactorDialog');

const DisableTwoFactorDialog = lazyNamed(
  () => import('./DisableTwoFactorDialog.tsx'),
  'DisableTwoFactorDialog',
);

/** Few enough recovery codes left to suggest new ones. */
const LOW_RECOVERY_CODES = 3;

/** The "Two-step verification" card of the settings page: status, and turning it on or off. */
export function TwoFactorCard() {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const status = useTwoFactorStatus();
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);
  const enabled = status.data?.enabled ?? false;

  return (
    <Card component="section" aria-labelledby="two-factor-title" data-testid="two-factor-card">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Avatar
            variant="rounded"
            sx={{
              bgcolor: alpha(theme.palette.primary.main, 0.16),
              color: 'primaryText',
              width: 42,
              height: 42,
              borderRadius: 2,
            }}
          >
            <SecurityOutlinedIcon />
          </Avatar>
          <Typography id="two-factor-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('twoFactor.settings.title')}
          </Typography>
          {status.data ? (
            <Chip
              size="small"
              color={enabled ? 'success' : 'default'}
              variant={enabled ? 'filled' : 'outlined'}
              label={enabled ? t('twoFactor.settings.on') : t('twoFactor.settings.off')}
              data-testid="two-factor-status"
            />
          ) : null}
        </Box>
        <Typography sx={{ color: 'text.secondary' }}>{t('twoFactor.settings.description')}</Typography>

        {status.isPending ? <Skeleton variant="rounded" height={40} /> : null}
        {status.isError ? (
          <RetryAlert onRetry={() => status.refetch()}>{errorMessage(status.error)}</RetryAlert>
        ) : null}

        {status.data?.enabled ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            {status.data.enabled_at ? (
              <Typography variant="body2">
                {t('twoFactor.settings.enabledSince', {
                  date: formatDateTime(status.data.enabled_at, i18n.language),
                })}
              </Typography>
            ) : null}
            <Typography variant="body2" data-testid="recovery-codes-left">
              {t('twoFactor.settings.recoveryLeft', { count: status.data.recovery_codes_left })}
            </Typography>
            {status.data.recovery_codes_left <= LOW_RECOVERY_CODES ? (
              <Alert severity="warning">{t('twoFactor.settings.recoveryLow')}</Alert>
            ) : null}
          </Box>
        ) : null}

        {status.data ? (
          <Box>
            {enabled ? (
              <Button
                variant="outlined"
                color="error"
                onClick={() => setDialog('disable')}
                data-testid="two-factor-turn-off"
              >
                {t('twoFactor.settings.turnOff')}
              </Button>
            ) : (
              <Button
                variant="contained"
                onClick={() => setDialog('enable')}
                data-testid="two-factor-turn-on"
              >
                {t('twoFactor.settings.turnOn')}
              </Button>
            )}
          </Box>
        ) : null}
      </CardContent>
      <EnableTwoFactorDialog open={dialog === 'enable'} onClose={() => setDialog(null)} />
      <DisableTwoFactorDialog open={dialog === 'disable'} onClose={() => setDialog(null)} />
    </Card>
  );
}
