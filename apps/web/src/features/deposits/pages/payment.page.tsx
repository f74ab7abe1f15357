import { type Deposit, type DepositDetail, formatUsdt, parseUsdt } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { CopyField } from '../../../components/CopyField.tsx';
import CheckCircleOutlineOutlinedIcon from '../../../components/icons/CheckCircleOutlineOutlined.tsx';
import ScienceOutlinedIcon from '../../../components/icons/ScienceOutlined.tsx';
import { PendingButton } from '../../../components/PendingButton.tsx';
import { QrCode } from '../../../components/QrCode.tsx';
import { alertError, showSuccess } from '../../../lib/alerts.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { useDeposit } from '../api/get-deposit.ts';
import { useSimulatePaymentMutation } from '../api/simulate-payment.ts';
import { DepositPageFrame } from '../components/DepositPageFrame.tsx';
import { DepositPromotionBonus } from '../components/DepositPromotion.tsx';
import { DepositStatusChip } from '../components/DepositStatusChip.tsx';

/** Seconds the confirm-payment button waits between checks. */
const CONFIRM_WAIT_SECONDS = 15;

function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * /payment/{ref}: pay a provider deposit — the one-time wallet address with its QR code, the exact amount,
 * the expiry countdown from the provider's valid_until, "I have paid" with its seconds timer, and the receipt
 * once credited. The page follows the payment by itself (polled while open).
 */
export default function PaymentPage() {
  const { t } = useTranslation();
  const { ref = '' } = useParams();
  const deposit = useDeposit({ reference: ref });
  useDocumentTitle(t('deposit.payment.title', { reference: ref }));

  return (
    <DepositPageFrame
      title={t('deposit.payment.title', { reference: ref })}
      backLabel={t('deposit.payment.backToDeposits')}
      deposit={deposit}
      loadingHeight={420}
    >
      {(data) =>
        data.status === 'success' ? (
          <Receipt deposit={data} />
        ) : (
          <PayCard deposit={data} onCheck={() => deposit.refetch()} />
        )
      }
    </DepositPageFrame>
  );
}

function PayCard({ deposit, onCheck }: { deposit: Deposit; onCheck: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const expiresAt = deposit.valid_until ? new Date(deposit.valid_until).getTime() : 0;
  const secondsLeft = useCountdown(expiresAt);
  const [checkAfter, setCheckAfter] = useState(0);
  const checkWait = useCountdown(checkAfter);
  const [checked, setChecked] = useState(false);
  const simulate = useSimulatePaymentMutation();
  const open = deposit.status === 'waiting' || deposit.status === 'pending';
  const expired =
    deposit.status === 'timeout' || (deposit.status === 'waiting' && expiresAt > 0 && secondsLeft === 0);

  const confirmPaid = async () => {
    setCheckAfter(Date.now() + CONFIRM_WAIT_SECONDS * 1000);
    await onCheck();
    setChecked(true);
  };

  const simulatePayment = async () => {
    try {
      const paid = await simulate.mutateAsync(deposit.id);
      if (paid.status === 'success') void showSuccess(t('deposit.payment.success'));
    } catch (error) {
      alertError(error);
    }
  };

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Grid container spacing={4}>
          <Grid
            size={{ xs: 12, md: 'auto' }}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
          >
            {deposit.pay_address && open && !expired ? (
              <QrCode value={deposit.pay_address} label={t('deposit.payment.address')} />
            ) : null}
            <DepositStatusChip status={expired ? 'timeout' : deposit.status} />
          </Grid>
          <Grid
            size={{ xs: 12, md: 'grow' }}
            sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, minWidth: 0 }}
          >
            {deposit.sandbox ? (
              <Alert severity="warning" icon={<ScienceOutlinedIcon />} data-testid="sandbox-label">
                {t('deposit.payment.sandbox')}
              </Alert>
            ) : null}
            {expired ? (
              <Alert severity="error">{t('deposit.payment.expired')}</Alert>
            ) : deposit.status === 'failed' || deposit.status === 'cancelled' ? (
              <Alert severity="error">{t('deposit.payment.failedText')}</Alert>
            ) : (
              <>
                <Typography sx={{ color: 'text.secondary' }}>{t('deposit.payment.scan')}</Typography>
                <CopyField
                  label={t('deposit.payment.address')}
                  value={deposit.pay_address ?? ''}
                  testId="pay-address"
                />
                <CopyField
                  label={`${t('deposit.payment.amount')} (USDT)`}
                  value={deposit.pay_amount ?? deposit.amount}
                  testId="pay-amount"
                />
                <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', typography: 'body2' }}>
                  <li>{t('deposit.dialog.noteNetwork')}</li>
                  <li>{t('deposit.dialog.noteExact')}</li>
                  <li>{t('deposit.dialog.noteFees')}</li>
                </Box>
                <Divider />
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
                  {expiresAt ? (
                    <Chip
                      color={secondsLeft < 120 ? 'error' : 'default'}
                      label={`${t('deposit.payment.expiresIn')} ${clock(secondsLeft)}`}
                      data-testid="expiry-countdown"
                      sx={{ fontVariantNumeric: 'tabular-nums' }}
                    />
                  ) : null}
                  <Typography role="status" sx={{ color: 'text.secondary', flexGrow: 1 }}>
                    {deposit.status === 'pending'
                      ? t('deposit.payment.pendingText')
                      : t('deposit.payment.waitingText')}
                  </Typography>
                </Box>
                {checked && checkWait > 0 && deposit.status === 'waiting' ? (
                  <Alert severity="info">{t('deposit.payment.stillWaiting')}</Alert>
                ) : null}
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
                  <Button
                    variant="contained"
                    size="large"
                    onClick={() => void confirmPaid()}
                    disabled={checkWait > 0}
                    data-testid="confirm-payment"
                    sx={{ fontVariantNumeric: 'tabular-nums' }}
                  >
                    {checkWait > 0
                      ? t('deposit.payment.confirmWait', { seconds: checkWait })
                      : t('deposit.payment.confirm')}
                  </Button>
                  {deposit.sandbox ? (
                    <PendingButton
                      variant="outlined"
                      size="large"
                      color="warning"
                      startIcon={<ScienceOutlinedIcon />}
                      pending={simulate.isPending}
                      onClick={() => void simulatePayment()}
                    >
                      {t('deposit.payment.simulate')}
                    </PendingButton>
                  ) : null}
                </Box>
              </>
            )}
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}

function Receipt({ deposit }: { deposit: DepositDetail }) {
  const { t, i18n } = useTranslation();
  const partial = deposit.credited !== deposit.amount;
  const claim = deposit.promotion;
  const bonus = claim?.status === 'used' ? (parseUsdt(claim.bonus) ?? 0n) : 0n;
  const total = (parseUsdt(deposit.credited) ?? 0n) + bonus;
  const line = (label: string, value: string) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1.25 }}>
      <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
      <Typography sx={{ fontWeight: 500, textAlign: 'end', overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto' }} data-testid="payment-receipt">
      <CardContent sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <CheckCircleOutlineOutlinedIcon color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h4" component="h2" sx={{ mt: 1 }}>
          {t('deposit.payment.success')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          {t('deposit.payment.successText', { amount: formatMoney(deposit.credited) })}
        </Typography>
        {partial ? (
          <Alert severity="warning" sx={{ mt: 2, textAlign: 'start' }}>
            {t('deposit.payment.partial', {
              credited: formatMoney(deposit.credited),
              amount: formatMoney(deposit.amount),
            })}
          </Alert>
        ) : null}
        <Box sx={{ mt: 3, textAlign: 'start' }}>
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            {t('deposit.payment.receipt')}
          </Typography>
          {line(t('deposit.payment.receiptId'), deposit.reference)}
          <Divider />
          {line(t('deposit.detail.credited'), `${formatMoney(deposit.credited)} USDT`)}
          <Divider />
          {claim ? (
            <>
              {line(t('deposit.detail.promotion'), claim.code)}
              <Divider />
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1.25 }}>
                <Typography sx={{ color: 'text.secondary' }}>{t('deposit.detail.bonus')}</Typography>
                <Typography component="span" sx={{ fontWeight: 500, textAlign: 'end' }}>
                  <DepositPromotionBonus claim={claim} />
                </Typography>
              </Box>
              <Divider />
              {line(t('deposit.payment.receiptTotal'), `${formatMoney(formatUsdt(total))} USDT`)}
              <Divider />
            </>
          ) : null}
          {line(t('deposit.columns.method'), t(`deposit.methods.${deposit.method}`))}
          <Divider />
          {line(t('deposit.columns.network'), `USDT-${deposit.network}`)}
          <Divider />
          {line(
            t('deposit.payment.receiptDate'),
            formatDateTime(deposit.completed_at ?? deposit.updated_at, i18n.language, { seconds: true }),
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', mt: 3, flexWrap: 'wrap' }}>
          {/* The way back to the deposits is the page header's: one button, not two. */}
          <Button component={RouterLink} to={href('statement')} variant="contained">
            {t('statement.title')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
