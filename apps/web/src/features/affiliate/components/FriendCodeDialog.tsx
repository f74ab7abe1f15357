import {
  AFFILIATE_DIALOG_MAX_WIDTH,
  FRIEND_CODE_WINDOW_HOURS,
  normaliseAffiliateCode,
  type UpdateAffiliateBody,
  ZUpdateAffiliateBody,
} from '@adportal/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { showSuccess } from '../../../lib/alerts.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
import { HttpError } from '../../../lib/http.ts';
import { useUpdateAffiliateMutation } from '../api/update-affiliate.ts';
import { friendCodeDialog, useFriendCodeDialogOpen } from '../friend-code-store.ts';

/**
 * The affiliate (friend code) dialog of spec §2: max width 550, persistent (a click outside or Escape does
 * not close it), 'Affiliate ID is required', a pasted link keeps only what follows referralCode=, and the
 * server's messages appear in the dialog's error box.
 */
export function FriendCodeDialog({ advertiserId, until }: { advertiserId: string; until: string }) {
  const { t, i18n } = useTranslation();
  const open = useFriendCodeDialogOpen();
  const mutation = useUpdateAffiliateMutation(advertiserId);
  const announceSaved = useRef(false);
  const { control, handleSubmit, setValue, reset } = useForm<
    UpdateAffiliateBody,
    unknown,
    z.output<typeof ZUpdateAffiliateBody>
  >({ resolver: contractResolver(ZUpdateAffiliateBody), defaultValues: { affiliate_code: '' } });

  const close = () => {
    reset();
    friendCodeDialog.dismiss();
  };

  const onSubmit = handleSubmit(async (values) => {
    await mutation.mutateAsync(values);
    announceSaved.current = true;
    friendCodeDialog.close();
  });

  return (
    <FormDialog
      open={open}
      persistent
      title={t('friendCode.title')}
      maxWidth={AFFILIATE_DIALOG_MAX_WIDTH}
      onClose={close}
      // The alert waits for the dialog to be gone: both hide the page from assistive technology.
      onExited={() => {
        if (!announceSaved.current) return;
        announceSaved.current = false;
        void showSuccess(t('friendCode.saved'));
      }}
      onSubmit={onSubmit}
      // The server's word on the code (unknown, already set, too late) goes in the dialog's error box.
      describeError={(error) =>
        error instanceof HttpError
          ? (error.fields[0]?.message ?? error.body?.message ?? error.message)
          : t('errors.INTERNAL')
      }
      errorTestId="friend-code-error"
      submitLabel={t('friendCode.submit')}
      cancelLabel={t('friendCode.skip')}
      contentSx={{ gap: 2 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('friendCode.explain', {
          hours: FRIEND_CODE_WINDOW_HOURS,
          until: formatDateTime(until, i18n.language),
        })}
      </Typography>
      <Box
        onPaste={(event) => {
          const pasted = event.clipboardData.getData('text');
          if (pasted.includes('referralCode=')) {
            event.preventDefault();
            setValue('affiliate_code', normaliseAffiliateCode(pasted), { shouldValidate: true });
          }
        }}
      >
        <FormTextField
          control={control}
          name="affiliate_code"
          label={t('friendCode.label')}
          hint={t('friendCode.hint')}
          autoFocus
        />
      </Box>
    </FormDialog>
  );
}
