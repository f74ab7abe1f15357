import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

/** A thin progress bar while a list refetches; its 4 px are kept when idle so the table does not jump. */
export function FetchingBar({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return <Box sx={{ height: 4 }}>{active ? <LinearProgress aria-label={t('common.loading')} /> : null}</Box>;
}
