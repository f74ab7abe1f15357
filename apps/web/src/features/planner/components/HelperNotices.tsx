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
import type { HelperHeadline } from '../helper-groups.ts';

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

/**
 * Nothing to fix: "All your ads are serving" when every ad won impressions lately, else that they can serve and
 * win their slots (they wait for visitors); and the way to the planner for more.
 */
export function HelperAllGood({ headline }: { headline: NonNullable<HelperHeadline> }) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <Card
      data-testid="helper-all-good"
      data-headline={headline}
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
          {t(headline === 'all_serving' ? 'adsHelper.allGood' : 'adsHelper.nothingToFix')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 560, mx: 'auto' }}>
          {t(headline === 'all_serving' ? 'adsHelper.allGoodHint' : 'adsHelper.nothingToFixHint')}
        </Typography>
        <Button component={RouterLink} to={href('ads-planner')} variant="outlined" sx={{ mt: 2.5 }}>
          {t('adsHelper.openPlanner')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The ads without findings, as links: those serving well, or those waiting for visitors. */
export function HelperGoodList({ ads, kind }: { ads: AdOpportunities[]; kind: 'serving' | 'waiting' }) {
  const { t } = useTranslation();
  const titleId = `helper-${kind}-title`;
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      data-testid={kind === 'serving' ? 'helper-good-list' : 'helper-waiting-list'}
    >
      <CardHeader
        title={
          <IconTitle icon={<CheckCircleOutlineIcon />} tone={kind === 'serving' ? 'success' : 'info'}>
            <span id={titleId}>
              {t(kind === 'serving' ? 'adsHelper.goodTitle' : 'adsHelper.waitingTitle', {
                count: ads.length,
              })}
            </span>
          </IconTitle>
        }
        subheader={t(kind === 'serving' ? 'adsHelper.goodHint' : 'adsHelper.waitingHint')}
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
            color={kind === 'serving' ? 'success' : 'info'}
            icon={<CheckCircleOutlineIcon />}
            label={ad.name}
          />
        ))}
      </CardContent>
    </Card>
  );
}
