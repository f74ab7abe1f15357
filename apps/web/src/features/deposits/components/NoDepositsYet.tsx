import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import AddIcon from '../../../components/icons/Add.tsx';

/** A new account's empty deposit list: there are none yet, and the way to make the first (when allowed). */
export function NoDepositsYet({ onAdd }: { onAdd?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="deposits-none-yet"
      sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'center' }}
    >
      <Typography>{t('deposit.noneYet')}</Typography>
      {onAdd ? (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {t('deposit.add')}
        </Button>
      ) : null}
    </Box>
  );
}
