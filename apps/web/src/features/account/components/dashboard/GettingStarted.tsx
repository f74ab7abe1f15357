import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { href } from '../../../../routing/href.ts';

type Step = 'deposit' | 'ad' | 'bid';

const STEPS: { step: Step; icon: ReactNode; to: () => string }[] = [
  { step: 'deposit', icon: <SavingsOutlinedIcon />, to: () => href('deposit') },
  { step: 'ad', icon: <AddCircleOutlineIcon />, to: () => href('advertisement-add') },
  { step: 'bid', icon: <GavelOutlinedIcon />, to: () => href('ads-planner') },
];

/**
 * The dashboard of an account with no deposit and no delivery yet: what to do first, in order — deposit USDT,
 * create an ad, bid on keywords or websites — each with its button. The reports appear once there is
 * something to report.
 */
export function GettingStarted() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <Card component="section" aria-labelledby="getting-started-title" data-testid="dashboard-getting-started">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="getting-started-title" variant="h5" component="h2">
          {t('dashboardReports.start.title')}
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
          {t('dashboardReports.start.subtitle')}
        </Typography>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {STEPS.map(({ step, icon, to }, index) => (
            <Box
              component="li"
              key={step}
              sx={{
                p: 2.5,
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                display: 'flex',
                flexDirection: 'column',
                gap: 1.5,
              }}
              data-testid={`dashboard-start-${step}`}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Avatar
                  variant="rounded"
                  aria-hidden="true"
                  sx={{
                    bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.1),
                    color: 'primaryText',
                    borderRadius: 2,
                  }}
                >
                  {icon}
                </Avatar>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {t('dashboardReports.start.step', { number: index + 1 })}{' '}
                  {t(`dashboardReports.start.${step}.title`)}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
                {t(`dashboardReports.start.${step}.text`)}
              </Typography>
              <Button
                component={RouterLink}
                to={to()}
                variant={index === 0 ? 'contained' : 'outlined'}
                sx={{ alignSelf: 'flex-start' }}
                data-testid={`dashboard-start-${step}-action`}
              >
                {t(`dashboardReports.start.${step}.action`)}
              </Button>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
