import { type AdClick, type VoidClickBody, ZVoidClickBody } from '@adportal/contracts';
import DialogContentText from '@mui/material/DialogContentText';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { errorMessage } from '../../../../lib/alerts.ts';
import { contractResolver } from '../../../../lib/forms/contract-resolver.ts';
import { isHttpError } from '../../../../lib/http.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { useVoidClickMutation } from '../api/void-click.ts';

const resolver = contractResolver(ZVoidClickBody);

/** An operator voids a charged click by hand, with a required reason (its spend is never kept). */
export function VoidClickDialog({
  adId,
  click,
  onClose,
}: {
  adId: string;
  click: AdClick;
  /** done: the click was voided. */
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation();
  const voiding = useVoidClickMutation(adId);
  const { control, handleSubmit, setError } = useForm<
    VoidClickBody,
    unknown,
    z.output<typeof ZVoidClickBody>
  >({
    resolver,
    defaultValues: { reason: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (body) => {
    await voiding.mutateAsync({ id: click.id, body });
    onClose(true);
  });

  return (
    <FormDialog
      title={t('opsClicks.voidTitle')}
      maxWidth="xs"
      testId="void-click-dialog"
      onClose={() => onClose(false)}
      onSubmit={onSubmit}
      fields={['reason'] as const}
      setError={setError}
      // Voided meanwhile (the midnight pass or another operator): said in words, the list is read again.
      describeError={(error) =>
        isHttpError(error) && error.code === 'CLICK_ALREADY_VOID'
          ? t('opsClicks.alreadyVoid')
          : errorMessage(error)
      }
      submitLabel={t('opsClicks.void')}
      submitColor="error"
      submitTestId="void-click-submit"
      contentSx={{ gap: 2 }}
    >
      <DialogContentText>
        {t('opsClicks.voidText', {
          price: formatMoney(click.price),
          target: click.target_name,
          ip: click.ip,
        })}
      </DialogContentText>
      <FormTextField
        control={control}
        name="reason"
        label={t('opsClicks.reason')}
        helperText={t('opsClicks.reasonHint')}
        testId="void-click-reason"
        minRows={2}
        maxLength={500}
        autoFocus
      />
    </FormDialog>
  );
}
