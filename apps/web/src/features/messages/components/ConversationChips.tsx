import type { ConversationStatus, MessageCategory } from '@adportal/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const STATUS_TONES: Record<ConversationStatus, 'warning' | 'success' | 'default'> = {
  open: 'warning',
  answered: 'success',
  closed: 'default',
};

/**
 * open: waiting for support; answered: support wrote last; closed. The theme's status chip (a tint with a
 * readable shade of its colour as text, measured on hovered and selected rows by tones.test.ts).
 */
export function ConversationStatusChip({ status }: { status: ConversationStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={STATUS_TONES[status]}
      label={t(`messages.statuses.${status}`)}
      data-testid="conversation-status"
      data-status={status}
      sx={{ fontWeight: 500 }}
    />
  );
}

export function CategoryChip({ category }: { category: MessageCategory }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`messages.categories.${category}`)}
      sx={{ maxWidth: '100%' }}
    />
  );
}
