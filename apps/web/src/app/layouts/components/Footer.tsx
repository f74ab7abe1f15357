import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 1,
        py: 2.5,
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2">{t('app.footer', { year: new Date().getFullYear() })}</Typography>
      <Typography variant="body2">{t('app.footerNote')}</Typography>
    </Box>
  );
}
