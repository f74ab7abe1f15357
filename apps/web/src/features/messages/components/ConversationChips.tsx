import type { ConversationStatus, MessageCategory } from '@adportal/contracts';
import Chip from '@mui/material/Chip';
import { alpha, darken, lighten, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const STATUS_TONES: Record<ConversationStatus, 'warning' | 'success' | null> = {
  open: 'warning',
  answered: 'success',
  closed: null,
};

/**
 * open: waiting for support; answered: support wrote last; closed. A tinted chip whose text is a darker (light
 * scheme) or lighter (dark scheme) shade of its colour: white on the palette's orange or green is too faint.
 */
export function ConversationStatusChip({ status }: { status: ConversationStatus }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const tone = STATUS_TONES[status];
  const main = tone ? theme.palette[tone].main : null;
  return (
    <Chip
      size="small"
      label={t(`support.statuses.${status}`)}
      data-testid="conversation-status"
      data-status={status}
      sx={
        main
          ? {
              bgcolor: alpha(main, theme.palette.mode === 'dark' ? 0.2 : 0.16),
              color: theme.palette.mode === 'dark' ? lighten(main, 0.35) : darken(main, 0.5),
              fontWeight: 500,
            }
          : undefined
      }
    />
  );
}

export function CategoryChip({ category }: { category: MessageCategory }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`support.categories.${category}`)}
      sx={{ maxWidth: '100%' }}
    />
  );
}
