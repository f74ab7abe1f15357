import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ScienceOutlinedIcon from '../../../components/icons/ScienceOutlined.tsx';
import { toneChipSx } from './tone.ts';

/** The "Sandbox bot" label: a chip beside a title. */
export function SandboxChip() {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      sx={toneChipSx('warning')}
      icon={<ScienceOutlinedIcon />}
      label={t('telegram.sandbox.chip')}
      data-testid="telegram-sandbox-chip"
    />
  );
}

/** Said wherever the sandbox bot stands in for Telegram (the demo and e2e): nothing reaches the real Telegram. */
export function SandboxNotice({ action }: { action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      icon={<ScienceOutlinedIcon />}
      data-testid="telegram-sandbox"
      sx={{ '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
    >
      <AlertTitle>{t('telegram.sandbox.title')}</AlertTitle>
      {t('telegram.sandbox.text')}
      {action}
    </Alert>
  );
}
