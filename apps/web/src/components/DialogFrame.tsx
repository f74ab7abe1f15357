import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import CloseIcon from './icons/Close.tsx';

export interface DialogFrameProps {
  /** Defaults to open: most dialogs are mounted only while shown. */
  open?: boolean;
  /** Names the dialog (aria-labelledby), with the subtitle. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Next to the title (e.g. a status chip). */
  titleAside?: ReactNode;
  onClose: () => void;
  /** While true nothing closes the dialog (the x, Escape, a click outside). */
  busy?: boolean;
  /** Escape and a click outside do not close it; the x and the actions do. */
  persistent?: boolean;
  /** No x in the title: the dialog closes only through its actions. */
  hideCloseButton?: boolean;
  /** A breakpoint, or a width in pixels. */
  maxWidth?: Breakpoint | number;
  /** Below this breakpoint (phones) the dialog takes the whole screen. */
  fullScreenBelow?: Breakpoint;
  testId?: string;
  /** Lines above and below the content (a long, scrolling body). */
  dividers?: boolean;
  contentSx?: SxProps<Theme>;
  actions?: ReactNode;
  actionsSx?: SxProps<Theme>;
  /** Makes content and actions one form. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** Runs once the dialog has gone (e.g. a success alert, which would otherwise be hidden with the page). */
  onExited?: () => void;
  children: ReactNode;
}

/**
 * The chrome every dialog shares: a title with an accessible close button, the content, the actions,
 * full screen on small screens when asked, and closing refused while something is pending.
 */
export function DialogFrame({
  open = true,
  title,
  subtitle,
  titleAside,
  onClose,
  busy = false,
  persistent = false,
  hideCloseButton = false,
  maxWidth = 'sm',
  fullScreenBelow,
  testId,
  dividers,
  contentSx,
  actions,
  actionsSx,
  onSubmit,
  onExited,
  children,
}: DialogFrameProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  // 'not all' never matches: a hook is called the same way whether or not the dialog ever goes full screen.
  const fullScreen = useMediaQuery(fullScreenBelow ? theme.breakpoints.down(fullScreenBelow) : 'not all');
  const titleId = useId();
  const close = busy ? undefined : onClose;
  const pixels = typeof maxWidth === 'number';
  const body = (
    <>
      <DialogContent dividers={dividers} sx={contentSx}>
        {children}
      </DialogContent>
      {actions ? (
        <DialogActions sx={[{ px: 3, pb: 2.5 }, ...(Array.isArray(actionsSx) ? actionsSx : [actionsSx])]}>
          {actions}
        </DialogActions>
      ) : null}
    </>
  );
  return (
    <Dialog
      open={open}
      onClose={persistent ? undefined : close}
      fullWidth
      fullScreen={fullScreen}
      maxWidth={pixels ? false : maxWidth}
      aria-labelledby={titleId}
      data-testid={testId}
      slotProps={{
        paper: pixels ? { sx: { maxWidth } } : undefined,
        transition: onExited ? { onExited } : undefined,
      }}
    >
      <DialogTitle id={titleId} sx={hideCloseButton ? undefined : { pr: 7 }}>
        {titleAside ? (
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {title}
            </Box>
            {titleAside}
          </Box>
        ) : (
          title
        )}
        {subtitle ? (
          <Typography
            variant="body2"
            component="span"
            sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}
          >
            {subtitle}
          </Typography>
        ) : null}
        {hideCloseButton ? null : (
          <IconButton
            aria-label={t('dialog.close')}
            onClick={onClose}
            disabled={busy}
            sx={{ position: 'absolute', right: 12, top: 12 }}
          >
            <CloseIcon sx={{ fontSize: 20 }} />
          </IconButton>
        )}
      </DialogTitle>
      {onSubmit ? (
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
        >
          {body}
        </Box>
      ) : (
        body
      )}
    </Dialog>
  );
}
