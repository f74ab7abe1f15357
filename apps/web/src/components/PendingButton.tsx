import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A button whose action runs for a while: a spinner in place of its icon, and no second click meanwhile. */
export function PendingButton({
  pending,
  disabled,
  startIcon,
  ...props
}: ButtonProps & { pending: boolean }) {
  return (
    <Button
      {...props}
      disabled={pending || disabled}
      // The button says it is busy; the spinner is its picture of that (an unnamed progressbar otherwise).
      aria-busy={pending || undefined}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : startIcon}
    />
  );
}
