import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import TranslateIcon from '../../../components/icons/Translate.tsx';

/** On an article shown in English because the reader's language has no translation yet. */
export function FallbackChip() {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<TranslateIcon />}
      label={t('tutorials.inEnglish')}
      title={t('tutorials.inEnglishHint')}
      sx={{ height: 22, '& .MuiChip-label': { px: 0.75 } }}
    />
  );
}
