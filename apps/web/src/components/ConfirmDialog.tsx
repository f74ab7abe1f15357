import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from './DialogFrame.tsx';
import { PendingButton } from './PendingButton.tsx';

/** Asks before an action: a title, what will happen, cancel and a confirm button that shows progress. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  tone = 'primary',
  pending = false,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  tone?: 'primary' | 'error' | 'warning';
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      title={title}
      maxWidth="xs"
      hideCloseButton
      busy={pending}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} color="secondary" variant="outlined" disabled={pending}>
            {t('dialog.cancel')}
          </Button>
          <PendingButton color={tone} variant="contained" onClick={onConfirm} pending={pending}>
            {confirmLabel}
          </PendingButton>
        </>
      }
    >
      <DialogContentText>{text}</DialogContentText>
    </DialogFrame>
  );
}
