import type { AdjustBalanceBody, ZAdjustBalanceBody } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import type { z } from 'zod';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { PendingButton } from '../../../../components/PendingButton.tsx';
import { showSuccess } from '../../../../lib/alerts.ts';
import { showFormError } from '../../../../lib/form-submit-error.ts';
import { lazyContractResolver } from '../../../../lib/forms/lazy-contract-resolver.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { href } from '../../../../routing/href.ts';
import { StatementsTable } from '../../components/StatementsTable.tsx';
import { useAdjustBalanceMutation } from '../api/adjust-balance.ts';
import { useAdvertiserLedger } from '../api/list-advertiser-statements.ts';

/** /ops/advertisers/{id}/ledger (read OpsAdvertiser): an advertiser's balances and ledger; adjust with a reason. */
export default function OpsAdvertiserLedgerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const name = (useLocation().state as { name?: string } | null)?.name;
  const ability = useAbility<AppAbility>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const ledger = useAdvertiserLedger(id, page, pageSize);
  const title = name ? t('opsLedger.titleOf', { name }) : t('opsLedger.title');
  useDocumentTitle(title);

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('opsLedger.subtitle')}
        actions={
          <Button component={RouterLink} to={href('ops-users')} variant="outlined">
            {t('opsLedger.back')}
          </Button>
        }
      />
      <Grid container spacing={3} sx={{ mb: 3 }}>
        {(['current', 'temporary'] as const).map((kind) => (
          <Grid key={kind} size={{ xs: 12, sm: 6, md: ability.can('update', 'OpsAdvertiser') ? 3 : 6 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Typography sx={{ color: 'text.secondary' }}>{t(`statement.${kind}`)}</Typography>
                <Typography variant="h5" component="p" data-testid={`ops-balance-${kind}`}>
                  {ledger.data ? `${formatMoney(ledger.data.balance[kind])} USDT` : '…'}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
        {ability.can('update', 'OpsAdvertiser') ? (
          <Grid size={{ xs: 12, md: 6 }}>
            <AdjustCard advertiserId={id} />
          </Grid>
        ) : null}
      </Grid>
      <Card>
        <StatementsTable
          query={ledger}
          page={page}
          pageSize={pageSize}
          onPage={(next, size) => {
            setPage(next);
            setPageSize(size);
          }}
          rowTestId="ops-ledger-row"
          label={title}
        />
      </Card>
    </>
  );
}

function AdjustCard({ advertiserId }: { advertiserId: string }) {
  const { t } = useTranslation();
  const adjust = useAdjustBalanceMutation(advertiserId);
  const { control, handleSubmit, setError, reset, formState } = useForm<
    AdjustBalanceBody,
    unknown,
    z.output<typeof ZAdjustBalanceBody>
  >({
    resolver: lazyContractResolver(() =>
      import('@adportal/contracts/statements.ts').then((module) => module.ZAdjustBalanceBody),
    ),
    defaultValues: { amount: '', reason: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await adjust.mutateAsync(values);
      reset();
      void showSuccess(t('opsLedger.adjusted'));
    } catch (error) {
      showFormError(error, ['amount', 'reason'] as const, setError);
    }
  });
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('opsLedger.adjust')}
        subheader={t('opsLedger.adjustHint')}
        slotProps={{ title: { component: 'h2' } }}
      />
      <CardContent>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <Box sx={{ flex: '0 1 160px' }}>
            <FormTextField
              control={control}
              name="amount"
              label={t('opsLedger.amount')}
              endAdornment={<InputAdornment position="end">USDT</InputAdornment>}
            />
          </Box>
          <Box sx={{ flex: '1 1 200px' }}>
            <FormTextField control={control} name="reason" label={t('opsLedger.reason')} maxLength={500} />
          </Box>
          <PendingButton type="submit" variant="contained" pending={formState.isSubmitting} sx={{ mt: 0.5 }}>
            {t('opsLedger.submit')}
          </PendingButton>
        </Box>
      </CardContent>
    </Card>
  );
}
