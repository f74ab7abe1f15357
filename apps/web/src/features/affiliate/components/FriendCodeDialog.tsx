import {
  AFFILIATE_DIALOG_MAX_WIDTH,
  FRIEND_CODE_WINDOW_HOURS,
  normaliseAffiliateCode,
  type UpdateAffiliateBody,
  ZUpdateAffiliateBody,
} from '@adportal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { showSuccess } from '../../../lib/alerts.ts';
import { HttpError } from '../../../lib/http.ts';
import { useUpdateAffiliate } from '../api/internal-advertiser.ts';
import { friendCodeDialog, useFriendCodeDialogOpen } from '../friend-code-store.ts';

/**
 * The affiliate (friend code) dialog of spec §2: max width 550, persistent (a click outside or Escape does
 * not close it), 'Affiliate ID is required', a pasted link keeps only what follows referralCode=, and the
 * server's messages appear in the dialog's error box.
 */
export function FriendCodeDialog({ advertiserId, until }: { advertiserId: string; until: string }) {
  const { t } = useTranslation();
  const open = useFriendCodeDialogOpen();
  const mutation = useUpdateAffiliate(advertiserId);
  const [serverError, setServerError] = useState<string | null>(null);
  const announceSaved = useRef(false);
  const { control, handleSubmit, setValue, reset } = useForm<
    UpdateAffiliateBody,
    unknown,
    z.output<typeof ZUpdateAffiliateBody>
  >({ resolver: zodResolver(ZUpdateAffiliateBody), defaultValues: { affiliate_code: '' } });

  const close = () => {
    setServerError(null);
    reset();
    friendCodeDialog.dismiss();
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await mutation.mutateAsync(values);
      announceSaved.current = true;
      friendCodeDialog.close();
    } catch (error) {
      setServerError(
        error instanceof HttpError
          ? (error.fields[0]?.message ?? error.body?.message ?? error.message)
          : t('errors.INTERNAL'),
      );
    }
  });

  return (
    <Dialog
      open={open}
      // Persistent: no onClose, so neither a click outside nor Escape closes it; the x and Skip do.
      fullWidth
      slotProps={{
        paper: { sx: { maxWidth: AFFILIATE_DIALOG_MAX_WIDTH } },
        transition: {
          // The alert waits for the dialog to be gone: both hide the page from assistive technology.
          onExited: () => {
            if (!announceSaved.current) return;
            announceSaved.current = false;
            void showSuccess(t('friendCode.saved'));
          },
        },
      }}
      aria-labelledby="friend-code-title"
    >
      <DialogTitle id="friend-code-title" sx={{ pr: 6 }}>
        {t('friendCode.title')}
        <IconButton
          aria-label={t('dialog.close')}
          onClick={close}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon sx={{ fontSize: 20 }} />
        </IconButton>
      </DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('friendCode.explain', {
              hours: FRIEND_CODE_WINDOW_HOURS,
              until: new Date(until).toLocaleString(),
            })}
          </Typography>
          {serverError ? (
            <Alert severity="error" role="alert" data-testid="friend-code-error">
              {serverError}
            </Alert>
          ) : null}
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
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} color="inherit">
            {t('friendCode.skip')}
          </Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {t('friendCode.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
