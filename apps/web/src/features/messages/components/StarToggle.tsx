import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import StarIcon from '../../../components/icons/Star.tsx';
import StarBorderIcon from '../../../components/icons/StarBorder.tsx';

/** The caller's own star on a conversation (a toggle button). */
export function StarToggle({
  starred,
  subject,
  disabled,
  onToggle,
}: {
  starred: boolean;
  subject: string;
  disabled?: boolean;
  onToggle: (starred: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tooltip title={starred ? t('messages.actions.unstar') : t('messages.actions.star')}>
      <IconButton
        size="small"
        aria-label={t('messages.actions.starLabel', { subject })}
        aria-pressed={starred}
        disabled={disabled}
        onClick={() => onToggle(!starred)}
        data-testid="conversation-star"
        sx={{ color: starred ? 'warning.main' : 'text.secondary' }}
      >
        {starred ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
