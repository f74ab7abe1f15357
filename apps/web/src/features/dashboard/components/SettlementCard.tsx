import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import NightsStayOutlinedIcon from '../../../components/icons/NightsStayOutlined.tsx';

/** How spend is settled (once a day, after midnight), beside the balances it explains. */
export function SettlementCard() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <Card
      component="section"
      sx={{
        height: '100%',
        background: `linear-gradient(135deg, ${alpha(theme.palette.info.main, theme.palette.mode === 'dark' ? 0.16 : 0.1)} 0%, ${alpha(theme.palette.info.main, 0.02)} 100%)`,
      }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar
            variant="rounded"
            sx={{
              bgcolor: alpha(theme.palette.info.main, 0.16),
              color: 'info.main',
              width: 42,
              height: 42,
              borderRadius: 2,
            }}
          >
            <NightsStayOutlinedIcon />
          </Avatar>
          <Typography variant="h6" component="h2">
            {t('dashboard.balance.settlementTitle')}
          </Typography>
        </Box>
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', lineHeight: 1.7 }}
          data-testid="settlement-note"
        >
          {t('dashboard.balance.settlement')}
        </Typography>
      </CardContent>
    </Card>
  );
}
