import type { TelegramLink } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/CopyField.tsx';
import AutorenewIcon from '../../../components/icons/Autorenew.tsx';
import TelegramIcon from '../../../components/icons/Telegram.tsx';
import TouchAppOutlinedIcon from '../../../components/icons/TouchAppOutlined.tsx';
import { PendingButton } from '../../../components/PendingButton.tsx';
import { QrCode } from '../../../components/QrCode.tsx';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { usePressSandboxStartMutation } from '../api/press-sandbox-start.ts';
import { formatCountdown } from '../telegram-format.ts';
import { SandboxNotice } from './SandboxNotice.tsx';

/**
 * One deep link of the connect page: the three steps, "Open Telegram", the URL to copy, its QR code and the
 * time it has left. In the sandbox, whose bot no Telegram app can reach, the main action is the button that
 * plays the user pressing Start, and neither "Open Telegram" nor the QR code is offered.
 */
export function ConnectLinkCard({
  link,
  expired,
  onExpired,
  sandbox,
  creating,
  onNewLink,
}: {
  link: TelegramLink;
  expired: boolean;
  onExpired: () => void;
  sandbox: boolean;
  creating: boolean;
  onNewLink: () => void;
}) {
  const { t } = useTranslation();
  const secondsLeft = useCountdown(Date.parse(link.expires_at));
  const pressStart = usePressSandboxStartMutation();
  useEffect(() => {
    if (secondsLeft === 0 && !expired) onExpired();
  }, [secondsLeft, expired, onExpired]);

  // The sandbox bot exists only inside this server: no t.me link or QR code leads to it, pressing Start here does.
  const steps = sandbox
    ? [t('telegram.sandbox.stepPress'), t('telegram.connectPage.stepBack')]
    : [
        t('telegram.connectPage.stepOpen'),
        t('telegram.connectPage.stepStart', { bot: link.bot_username }),
        t('telegram.connectPage.stepBack'),
      ];

  return (
    <Card component="section" aria-labelledby="connect-steps-title" data-testid="telegram-connect-link">
      <CardContent
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, minWidth: 0 }}>
          <Typography id="connect-steps-title" variant="h6" component="h2">
            {t('telegram.connectPage.stepsTitle')}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
            {steps.map((step) => (
              <Typography component="li" key={step}>
                {step}
              </Typography>
            ))}
          </Box>

          {expired ? (
            <Alert severity="warning" data-testid="telegram-link-expired">
              {t('telegram.connectPage.expired')}
            </Alert>
          ) : null}

          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            {expired ? null : sandbox ? (
              <PendingButton
                variant="contained"
                size="large"
                startIcon={<TouchAppOutlinedIcon />}
                pending={pressStart.isPending}
                onClick={() => pressStart.mutate(link.url)}
                data-testid="telegram-sandbox-start"
              >
                {t('telegram.sandbox.pressStart')}
              </PendingButton>
            ) : (
              <Button
                variant="contained"
                size="large"
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                startIcon={<TelegramIcon />}
                data-testid="telegram-open"
              >
                {t('telegram.connectPage.open')}
              </Button>
            )}
            <PendingButton
              variant={expired ? 'contained' : 'outlined'}
              // Outlined beside the main action: neutral (the theme's red on dark paper is under 4.5:1 as text).
              color={expired ? 'primary' : 'inherit'}
              size="large"
              startIcon={<AutorenewIcon />}
              pending={creating}
              onClick={onNewLink}
              data-testid="telegram-new-link"
            >
              {t('telegram.connectPage.newLink')}
            </PendingButton>
          </Box>

          {expired ? null : (
            <>
              <CopyField label={t('telegram.connectPage.link')} value={link.url} testId="telegram-link-url" />
              <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="telegram-link-expiry">
                {t('telegram.connectPage.expiresIn', { time: formatCountdown(secondsLeft) })}
              </Typography>
              <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <CircularProgress size={18} aria-hidden="true" />
                <Typography variant="body2">{t('telegram.connectPage.waiting')}</Typography>
              </Box>
            </>
          )}

          {sandbox ? (
            <SandboxNotice
              action={
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t('telegram.sandbox.pressStartHint')}
                </Typography>
              }
            />
          ) : null}
        </Box>
        {expired || sandbox ? null : (
          <Box sx={{ justifySelf: 'center' }}>
            <QrCode value={link.url} size={220} label={t('telegram.connectPage.qr')} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
