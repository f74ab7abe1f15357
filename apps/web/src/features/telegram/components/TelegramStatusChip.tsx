import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { toneChipSx } from './tone.ts';

/** Spec §4 "Telegram: connected/disconnected". */
export function TelegramStatusChip({ connected }: { connected: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      sx={connected ? toneChipSx('success') : undefined}
      label={connected ? t('telegram.status.connected') : t('telegram.status.disconnected')}
      data-testid="telegram-status"
    />
  );
}
