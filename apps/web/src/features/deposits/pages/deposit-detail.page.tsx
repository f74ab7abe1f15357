import type { Deposit, DepositDetail } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { CopyField } from '../../../components/CopyField.tsx';
import { lazyNamed } from '../../../components/LazyNamed.tsx';
import { QrCode } from '../../../components/QrCode.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { useDeposit } from '../api/get-deposit.ts';
import { useCancelDepositDialog } from '../components/CancelDepositDialog.tsx';
import { DepositFacts } from '../components/DepositFacts.tsx';
import { DepositPageFrame } from '../components/DepositPageFrame.tsx';
import { DepositStatusChip } from '../components/DepositStatusChip.tsx';
import { TxHashFormStandIn } from '../components/TxHashFormStandIn.tsx';

// The hash form's react-hook-form comes after the page; a read-only copy of it holds its place meanwhile.
const TxHashForm = lazyNamed(
  () => import('../components/TxHashForm.tsx'),
  'TxHashForm',
  <TxHashFormStandIn />,
);

/** /deposit/{id}: a deposit's summary; for a manual one, where to send and the transaction-hash form. */
export default function DepositDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const deposit = useDeposit({ id });
  useDocumentTitle(deposit.data ? deposit.data.reference : t('deposit.title'));
  return (
    <DepositPageFrame
      title={deposit.data?.reference ?? t('deposit.title')}
      backLabel={t('deposit.detail.back')}
      deposit={deposit}
      loadingHeight={360}
    >
      {(data) => <DepositSummary deposit={data} />}
    </DepositPageFrame>
  );
}

function DepositSummary({ deposit }: { deposit: DepositDetail }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const cancelDialog = useCancelDepositDialog();
  const canUpdate = ability.can('update', 'Deposit');
  const manualOpen = deposit.method === 'manual' && deposit.status === 'waiting';

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card sx={{ height: '100%' }}>
          <CardHeader
            title={t('deposit.detail.summary')}
            slotProps={{ title: { component: 'h2' } }}
            action={<DepositStatusChip status={deposit.status} />}
          />
          <CardContent>
            <DepositFacts deposit={deposit} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
              {deposit.method === 'crypto' ? (
                <Button
                  component={RouterLink}
                  to={href('payment', { ref: deposit.reference })}
                  variant="contained"
                >
                  {t('deposit.detail.openPayment')}
                </Button>
              ) : null}
              {canUpdate && deposit.status === 'waiting' ? (
                <Button color="error" variant="outlined" onClick={() => cancelDialog.ask(deposit)}>
                  {t('deposit.detail.cancel')}
                </Button>
              ) : null}
            </Box>
          </CardContent>
        </Card>
      </Grid>
      {deposit.method === 'manual' && (manualOpen || deposit.status === 'pending') ? (
        <Grid size={{ xs: 12, md: 7 }}>
          <ManualTransferCard deposit={deposit} canSubmit={canUpdate && manualOpen} />
        </Grid>
      ) : null}
      {cancelDialog.dialog}
    </Grid>
  );
}

function ManualTransferCard({ deposit, canSubmit }: { deposit: Deposit; canSubmit: boolean }) {
  const { t } = useTranslation();
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={t('deposit.methods.manual')} slotProps={{ title: { component: 'h2' } }} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {deposit.status === 'pending' ? (
          <Alert severity="info" role="status">
            {t('deposit.detail.pendingHash')}
          </Alert>
        ) : (
          <>
            <Typography sx={{ color: 'text.secondary' }}>
              {t('deposit.detail.manualSteps', { amount: formatMoney(deposit.amount) })}
            </Typography>
            <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              {deposit.pay_address ? (
                <QrCode value={deposit.pay_address} size={148} label={t('deposit.detail.payAddress')} />
              ) : null}
              <Box sx={{ flex: '1 1 260px', display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
                <CopyField
                  label={t('deposit.detail.payAddress')}
                  value={deposit.pay_address ?? ''}
                  testId="manual-address"
                />
                <CopyField
                  label={`${t('deposit.detail.payAmount')} (USDT)`}
                  value={deposit.pay_amount ?? deposit.amount}
                />
              </Box>
            </Box>
            <Alert severity="info">
              {t('deposit.dialog.noteNetwork')} {t('deposit.dialog.noteFees')}
            </Alert>
            {canSubmit ? <TxHashForm deposit={deposit} /> : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
