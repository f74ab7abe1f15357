import type { Popup } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import CloseIcon from '../../../components/icons/Close.tsx';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { href } from '../../../routing/href.ts';
import type { PopupTarget } from '../popup-target.ts';

/**
 * One popup (spec §2): its image — a link unless it leads nowhere (an address opens in a new tab, an app page
 * in the app) —, a close button, 'Do not show this popup again' when the popup allows it, and a link to its
 * detail page when it has text. A modal dialog: focus stays inside while it is open and returns after.
 * `onClose` runs when the user closes it (the close button, Escape, outside, a link), with whether they asked
 * never to see it again; `onExited` once it has faded out.
 */
export function PopupDialog({
  popup,
  target,
  zIndex,
  open,
  onClose,
  onExited,
}: {
  popup: Popup;
  target: PopupTarget;
  zIndex: number;
  open: boolean;
  onClose: (doNotShowAgain: boolean) => void;
  onExited: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [doNotShowAgain, setDoNotShowAgain] = useState(false);
  const close = () => {
    if (open) onClose(doNotShowAgain);
  };

  const image = (
    <Box
      component="img"
      src={popup.image}
      alt={popup.topic}
      width={popup.image_width}
      height={popup.image_height}
      sx={{ display: 'block', width: '100%', height: 'auto' }}
    />
  );
  const linkSx = { display: 'block', '&:focus-visible': { outline: '3px solid', outlineOffset: -3 } };
  let picture: ReactNode = image;
  if (target.kind === 'url')
    picture = (
      <Box
        component="a"
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={close}
        data-testid="popup-link"
        sx={linkSx}
      >
        {image}
      </Box>
    );
  else if (target.kind === 'page')
    picture = (
      <Box component={RouterLink} to={target.to} onClick={close} data-testid="popup-link" sx={linkSx}>
        {image}
      </Box>
    );

  const footer = popup.not_show_again_enable || popup.has_body;
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth={false}
      data-testid="popup-dialog"
      data-popup-id={popup.id}
      sx={{ zIndex }}
      slotProps={{
        paper: {
          sx: {
            width: popup.image_width,
            maxWidth: { xs: 'calc(100% - 32px)', sm: 'min(720px, calc(100% - 64px))' },
            m: { xs: 2, sm: 4 },
            overflow: 'hidden',
            position: 'relative',
          },
        },
        transition: { onExited },
      }}
    >
      {/* Read out, not shown: the dialog's name is the popup's topic, which its image already says. */}
      <Typography id={titleId} component="h2" sx={visuallyHidden}>
        {popup.topic}
      </Typography>
      {picture}
      <IconButton
        aria-label={t('popups.close')}
        onClick={close}
        data-testid="popup-close"
        size="small"
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          color: '#fff',
          bgcolor: 'rgba(0, 0, 0, 0.55)',
          '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.75)' },
        }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      {footer ? (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            columnGap: 2,
            px: 2,
            py: 0.5,
            minHeight: 48,
          }}
        >
          {popup.not_show_again_enable ? (
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={doNotShowAgain}
                  onChange={(event) => setDoNotShowAgain(event.target.checked)}
                />
              }
              label={<Typography variant="body2">{t('popups.doNotShowAgain')}</Typography>}
            />
          ) : (
            <span />
          )}
          {popup.has_body ? (
            <Link
              component={RouterLink}
              to={href('popup-detail', { id: popup.id })}
              onClick={close}
              variant="body2"
              sx={{ fontWeight: 500, py: 1 }}
            >
              {t('popups.readMore')}
            </Link>
          ) : null}
        </Box>
      ) : null}
    </Dialog>
  );
}
