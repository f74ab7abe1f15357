import type { AdBulkResult } from '@adportal/contracts';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { useBulkUpdateAdsMutation } from '../api/bulk-update-ads.ts';

interface BulkBidForm {
  mode: 'set_max_bid' | 'adjust_max_bid';
  max_bid: string;
  percent: string;
}

/**
 * Changes the max price of every bid of the picked ads: to one price, or up or down by a percentage of each
 * bid's own. The server checks each bid (its minimum, the balance) and says what it left.
 */
export function BulkBidDialog({
  ids,
  onClose,
}: {
  ids: readonly string[];
  /** The server's answer when the change was made; nothing when cancelled. */
  onClose: (result?: AdBulkResult) => void;
}) {
  const { t } = useTranslation();
  const bulk = useBulkUpdateAdsMutation();
  const { control, handleSubmit, setError, watch } = useForm<BulkBidForm>({
    defaultValues: { mode: 'adjust_max_bid', max_bid: '', percent: '10' },
  });
  const mode = watch('mode');

  const onSubmit = handleSubmit(async (form) => {
    const result = await bulk.mutateAsync(
      form.mode === 'set_max_bid'
        ? { action: 'set_max_bid', ids: [...ids], max_bid: form.max_bid }
        : { action: 'adjust_max_bid', ids: [...ids], percent: Number(form.percent) },
    );
    onClose(result);
  });

  return (
    <FormDialog
      title={t('ad.bulk.bidTitle', { count: ids.length })}
      maxWidth="xs"
      testId="bulk-bid-dialog"
      onClose={() => onClose()}
      onSubmit={onSubmit}
      fields={['max_bid', 'percent'] as const}
      setError={setError}
      submitLabel={t('ad.bulk.bidSubmit')}
      submitTestId="bulk-bid-submit"
      contentSx={{ gap: 2 }}
    >
      <DialogContentText>{t('ad.bulk.bidText')}</DialogContentText>
      <Controller
        control={control}
        name="mode"
        render={({ field }) => (
          <RadioGroup {...field} aria-label={t('ad.bulk.bidMode')}>
            <FormControlLabel
              value="adjust_max_bid"
              control={<Radio />}
              label={t('ad.bulk.adjust')}
              data-testid="bulk-bid-adjust"
            />
            <FormControlLabel
              value="set_max_bid"
              control={<Radio />}
              label={t('ad.bulk.set')}
              data-testid="bulk-bid-set"
            />
          </RadioGroup>
        )}
      />
      {mode === 'adjust_max_bid' ? (
        <FormTextField
          control={control}
          name="percent"
          label={t('ad.bulk.percent')}
          helperText={t('ad.bulk.percentHint')}
          testId="bulk-bid-percent"
          endAdornment="%"
          inputMode="numeric"
          autoFocus
        />
      ) : (
        <FormTextField
          control={control}
          name="max_bid"
          label={t('ad.bulk.maxBid')}
          helperText={t('ad.bulk.maxBidHint')}
          testId="bulk-bid-max"
          endAdornment="USDT"
          inputMode="decimal"
          autoFocus
        />
      )}
    </FormDialog>
  );
}
