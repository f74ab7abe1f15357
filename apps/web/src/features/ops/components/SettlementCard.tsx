import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import EventIcon from '../../../components/icons/Event.tsx';
import { PendingButton } from '../../../components/PendingButton.tsx';
import { errorMessage } from '../../../lib/alerts.ts';
import { formatPlatformDay } from '../../../lib/format.ts';
import { useRunSettlementMutation } from '../api/run-settlement.ts';
import { CardIcon } from './CardIcon.tsx';

/**
 * "Close finished days now": what the 00:05 job does (void pass, settlement, report rollups over every day
 * before the platform's today), on demand, and what it did. Today is never settled; a second run books nothing.
 */
export function SettlementCard() {
  const { t, i18n } = useTranslation();
  const run = useRunSettlementMutation();
  return (
    <Card component="section" aria-labelledby="settlement-title">
      <CardHeader
        avatar={
          <CardIcon tone="primary" color="primaryText">
            <EventIcon />
          </CardIcon>
        }
        title={t('ops.settlement.title')}
        subheader={t('ops.settlement.subtitle')}
        slotProps={{ title: { component: 'h2', id: 'settlement-title' } }}
      />
      <CardContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
        <PendingButton
          variant="contained"
          pending={run.isPending}
          onClick={() => run.mutate()}
          data-testid="settlement-run"
        >
          {t('ops.settlement.run')}
        </PendingButton>
        {run.isError ? <Alert severity="error">{errorMessage(run.error)}</Alert> : null}
        {run.data ? (
          <Alert severity="success" data-testid="settlement-result" sx={{ width: '100%' }}>
            <Typography variant="body2">
              {t('ops.settlement.result', {
                days: run.data.days_closed,
                voided: run.data.clicks_voided,
                booked: run.data.expenses_booked,
                amount: run.data.amount_booked,
                today: formatPlatformDay(run.data.today, i18n.language),
              })}
            </Typography>
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
