import type { ConversationStatus, MessageCategory } from '@adportal/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<ConversationStatus, 'warning' | 'success' | 'default'> = {
  open: 'warning',
  answered: 'success',
  closed: 'default',
};

/** open: waiting for support; answered: support wrote last; closed. */
export function ConversationStatusChip({ status }: { status: ConversationStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      label={t(`support.statuses.${status}`)}
      data-testid="conversation-status"
      data-status={status}
    />
  );
}

export function CategoryChip({ category }: { category: MessageCategory }) {
  const { t } = useTranslation();
  return <Chip size="small" label={t(`support.categories.${category}`)} sx={{ maxWidth: '100%' }} />;
}
