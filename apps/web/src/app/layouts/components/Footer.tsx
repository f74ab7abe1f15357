import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SCROLL_TO_TOP_ROOM } from '../../../lib/scroll.ts';

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
        // The scroll-to-top button floats over the page's bottom end: the footer's text stops before it.
        paddingInlineEnd: `${SCROLL_TO_TOP_ROOM}px`,
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2">{t('app.footer', { year: new Date().getFullYear() })}</Typography>
      <Typography variant="body2">{t('app.footerNote')}</Typography>
    </Box>
  );
}
