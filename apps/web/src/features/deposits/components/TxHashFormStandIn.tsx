import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** TxHashForm as it first looks — the field with its hint and the button — while its code arrives. */
export function TxHashFormStandIn() {
  const { t } = useTranslation();
  return (
    <Box aria-busy sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 320px' }}>
        <TextField
          fullWidth
          label={t('deposit.detail.txHash')}
          helperText={t('deposit.detail.txHashHelp')}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </Box>
      <Button variant="contained" size="large" disabled sx={{ mt: 0.25 }}>
        {t('deposit.detail.submitHash')}
      </Button>
    </Box>
  );
}
