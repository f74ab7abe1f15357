import type { Deposit, SubmitTxHashBody, ZSubmitTxHashBody } from '@adportal/contracts';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { PendingButton } from '../../../components/PendingButton.tsx';
import { showFormError } from '../../../lib/form-submit-error.ts';
import { lazyContractResolver } from '../../../lib/forms/lazy-contract-resolver.ts';
import { useSubmitTxHashMutation } from '../api/submit-tx-hash.ts';

/** A manual deposit's transaction hash, sent for the operators to check. */
export function TxHashForm({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  const submit = useSubmitTxHashMutation();
  const { control, handleSubmit, setError, formState } = useForm<
    SubmitTxHashBody,
    unknown,
    z.output<typeof ZSubmitTxHashBody>
  >({
    resolver: lazyContractResolver(() =>
      import('@adportal/contracts/deposits.ts').then((module) => module.ZSubmitTxHashBody),
    ),
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
  );
}
