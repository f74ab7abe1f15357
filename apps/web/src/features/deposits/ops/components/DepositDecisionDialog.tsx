import { type Deposit, type DepositRemarkBody, ZDepositRemarkBody } from '@adportal/contracts';
import DialogContentText from '@mui/material/DialogContentText';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { contractResolver } from '../../../../lib/forms/contract-resolver.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { useDecideOpsDepositMutation } from '../api/decide-ops-deposit.ts';

export type DepositDecision = { deposit: Deposit; action: 'confirm' | 'reject' };

/** An operator confirms (and credits) or rejects a manual deposit, with a required remark. */
export function DepositDecisionDialog({
  decision: { deposit, action },
  onClose,
}: {
  decision: DepositDecision;
  /** done: the deposit was decided. */
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideOpsDepositMutation();
  const { control, handleSubmit, setError } = useForm<
    DepositRemarkBody,
    unknown,
    z.output<typeof ZDepositRemarkBody>
  >({
    resolver: contractResolver(ZDepositRemarkBody),
    defaultValues: { remark: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async ({ remark }) => {
    await decide.mutateAsync({ id: deposit.id, action, remark });
    onClose(true);
  });

  return (
    <FormDialog
      title={t(action === 'confirm' ? 'opsDeposits.confirmTitle' : 'opsDeposits.rejectTitle', {
        reference: deposit.reference,
      })}
      maxWidth="xs"
      onClose={() => onClose(false)}
      onSubmit={onSubmit}
      fields={['remark'] as const}
      setError={setError}
      submitLabel={t(action === 'confirm' ? 'opsDeposits.confirm' : 'opsDeposits.reject')}
      submitColor={action === 'confirm' ? 'success' : 'error'}
      contentSx={{ gap: 2 }}
    >
      <DialogContentText>
        {action === 'confirm'
          ? t('opsDeposits.confirmText', { amount: formatMoney(deposit.amount) })
          : t('opsDeposits.rejectText')}
      </DialogContentText>
      <FormTextField
        control={control}
        name="remark"
        label={t('opsDeposits.remark')}
        minRows={2}
        maxLength={500}
        autoFocus
      />
    </FormDialog>
  );
}
