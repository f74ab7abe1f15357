import { type Deposit, type SubmitTxHashBody, ZSubmitTxHashBody } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { CopyField } from '../../../components/CopyField.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { PendingButton } from '../../../components/PendingButton.tsx';
import { QrCode } from '../../../components/QrCode.tsx';
import { showFormError } from '../../../lib/form-submit-error.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNotice } from '../../../lib/use-notice.ts';
import { href } from '../../../routing/href.ts';
import { useCancelDepositMutation } from '../api/cancel-deposit.ts';
import { useDeposit } from '../api/get-deposit.ts';
import { useSubmitTxHashMutation } from '../api/submit-tx-hash.ts';
import { DepositPageFrame } from '../components/DepositPageFrame.tsx';
import { DepositStatusChip } from '../components/DepositStatusChip.tsx';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1.25 }}>
      <Typography component="dt" sx={{ color: 'text.secondary' }}>
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
      {(data) => <DepositDetail deposit={data} />}
    </DepositPageFrame>
  );
}

function DepositDetail({ deposit }: { deposit: Deposit }) {
  const { t, i18n } = useTranslation();
  const ability = useAbility<AppAbility>();
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelDepositMutation();
  const notify = useNotice(cancelling);
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        )
      : '—';
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
            <Box component="dl" sx={{ m: 0 }}>
              <Line label={t('deposit.columns.amount')}>{formatMoney(deposit.amount)} USDT</Line>
              <Divider />
              <Line label={t('deposit.detail.credited')}>{formatMoney(deposit.credited)} USDT</Line>
              <Divider />
              <Line label={t('deposit.columns.method')}>{t(`deposit.methods.${deposit.method}`)}</Line>
              <Divider />
              <Line label={t('deposit.columns.network')}>USDT-{deposit.network}</Line>
              <Divider />
              <Line label={t('deposit.detail.created')}>{when(deposit.created_at)}</Line>
              {deposit.valid_until && (deposit.status === 'waiting' || deposit.status === 'pending') ? (
                <>
                  <Divider />
                  <Line label={t('deposit.detail.validUntil')}>{when(deposit.valid_until)}</Line>
                </>
              ) : null}
              {deposit.completed_at ? (
                <>
                  <Divider />
                  <Line label={t('deposit.detail.completed')}>{when(deposit.completed_at)}</Line>
                </>
              ) : null}
              {deposit.tx_hash ? (
                <>
                  <Divider />
                  <Line label={t('deposit.detail.txHash')}>
                    <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                      {deposit.tx_hash}
                    </Box>
                  </Line>
                </>
              ) : null}
              {deposit.remark ? (
                <>
                  <Divider />
                  <Line label={t('deposit.detail.remark')}>{deposit.remark}</Line>
                </>
              ) : null}
            </Box>
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
                <Button color="error" variant="outlined" onClick={() => setCancelling(true)}>
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
      {cancelling ? (
        <ConfirmDialog
          title={t('deposit.detail.cancelTitle', { reference: deposit.reference })}
          text={t('deposit.detail.cancelText')}
          confirmLabel={t('deposit.detail.cancel')}
          tone="error"
          pending={cancel.isPending}
          onConfirm={() =>
            void cancel.mutateAsync(deposit.id).then(
              () => {
                notify({ kind: 'success', title: t('deposit.detail.cancelled') });
                setCancelling(false);
              },
              (error: unknown) => {
                notify({ kind: 'error', error });
                setCancelling(false);
              },
            )
          }
          onClose={() => setCancelling(false)}
        />
      ) : null}
    </Grid>
  );
}

function ManualTransferCard({ deposit, canSubmit }: { deposit: Deposit; canSubmit: boolean }) {
  const { t } = useTranslation();
  const submit = useSubmitTxHashMutation();
  const { control, handleSubmit, setError, formState } = useForm<
    SubmitTxHashBody,
    unknown,
    z.output<typeof ZSubmitTxHashBody>
  >({
    resolver: zodResolver(ZSubmitTxHashBody),
    defaultValues: { tx_hash: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await submit.mutateAsync({ id: deposit.id, txHash: values.tx_hash });
    } catch (error) {
      showFormError(error, ['tx_hash'] as const, setError);
    }
  });
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
            {canSubmit ? (
              <Box
                component="form"
                noValidate
                onSubmit={onSubmit}
                sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
              >
                <Box sx={{ flex: '1 1 320px' }}>
                  <FormTextField
                    control={control}
                    name="tx_hash"
                    label={t('deposit.detail.txHash')}
                    hint={t('deposit.detail.txHashHelp')}
                  />
                </Box>
                <PendingButton
                  type="submit"
                  variant="contained"
                  size="large"
                  pending={formState.isSubmitting}
                  sx={{ mt: 0.25 }}
                >
                  {t('deposit.detail.submitHash')}
                </PendingButton>
              </Box>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
