import type { AdOpportunities } from '@adportal/contracts';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { IconTitle } from '../../../components/IconTitle.tsx';
import AddIcon from '../../../components/icons/Add.tsx';
import CampaignOutlinedIcon from '../../../components/icons/CampaignOutlined.tsx';
import CheckCircleOutlineIcon from '../../../components/icons/CheckCircleOutlined.tsx';
import VerifiedOutlinedIcon from '../../../components/icons/VerifiedOutlined.tsx';
import { href } from '../../../routing/href.ts';

/** No ad yet: the way to create one. */
export function HelperNoAds({ canCreate }: { canCreate: boolean }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="helper-empty">
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <CampaignOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
        <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
          {t('adsHelper.noAds')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2.5 }}>{t('adsHelper.noAdsHint')}</Typography>
        {canCreate ? (
          <Button
            component={RouterLink}
            to={href('advertisement-add')}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('adsHelper.createAd')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Every ad serves with nothing to improve: say so, and point to the planner for more. */
export function HelperAllGood() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <Card
      data-testid="helper-all-good"
      sx={{
        mb: 3,
        border: 1,
        borderColor: alpha(theme.palette.success.main, 0.4),
        bgcolor: alpha(theme.palette.success.main, theme.palette.mode === 'dark' ? 0.12 : 0.06),
      }}
    >
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <VerifiedOutlinedIcon sx={{ fontSize: 56, color: 'success.main' }} />
        <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
          {t('adsHelper.allGood')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 560, mx: 'auto' }}>
          {t('adsHelper.allGoodHint')}
        </Typography>
        <Button component={RouterLink} to={href('ads-planner')} variant="outlined" sx={{ mt: 2.5 }}>
          {t('adsHelper.openPlanner')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The ads without findings, as links. */
export function HelperGoodList({ ads }: { ads: AdOpportunities[] }) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="helper-good-title" data-testid="helper-good-list">
      <CardHeader
        title={
          <IconTitle icon={<CheckCircleOutlineIcon />} tone="success">
            <span id="helper-good-title">{t('adsHelper.goodTitle', { count: ads.length })}</span>
          </IconTitle>
        }
        subheader={t('adsHelper.goodHint')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {ads.map((ad) => (
          <Chip
            key={ad.advertisement_id}
            component={RouterLink}
            to={href('advertisement-detail', { id: ad.advertisement_id })}
            clickable
            variant="outlined"
            color="success"
            icon={<CheckCircleOutlineIcon />}
            label={ad.name}
          />
        ))}
      </CardContent>
    </Card>
  );
}
