import type { AdOpportunities, AdStatus, Opportunity } from '@adportal/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import CheckCircleOutlineIcon from '../../../components/icons/CheckCircleOutlined.tsx';
import PauseCircleOutlineIcon from '../../../components/icons/PauseCircleOutlined.tsx';
import { href } from '../../../routing/href.ts';
import { AdStatusChip, deliveryLabel } from '../../advertisements/index.ts';
import { opportunityKey } from '../use-opportunity-fix.ts';
import { OpportunityItem } from './OpportunityItem.tsx';

/** One ad with findings: whether it serves, its status and type, and each finding with its fix. */
export function HelperAdCard({
  ad,
  running,
  canUpdate,
  onFix,
}: {
  ad: AdOpportunities;
  /** The key of the fix running now, if any. */
  running: string | null;
  canUpdate: boolean;
  onFix: (ad: AdOpportunities, opportunity: Opportunity) => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  // Green: won impressions lately; blue: may serve (limited by ad rank, or no visitors lately); amber: not eligible.
  const tone = ad.serving ? 'success' : ad.delivery === 'not_eligible' ? 'warning' : 'info';
  return (
    <Card component="section" data-testid="helper-ad" aria-labelledby={`ad-${ad.advertisement_id}`}>
      <CardHeader
        avatar={
          <Avatar
            variant="rounded"
            sx={{
              borderRadius: 2,
              bgcolor: alpha(theme.palette[tone].main, 0.14),
              color: `${tone}.main`,
            }}
          >
            {ad.serving ? <CheckCircleOutlineIcon /> : <PauseCircleOutlineIcon />}
          </Avatar>
        }
        title={
          <Link
            component={RouterLink}
            to={href('advertisement-detail', { id: ad.advertisement_id })}
            id={`ad-${ad.advertisement_id}`}
            underline="hover"
            color="inherit"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {ad.name}
          </Link>
        }
        subheader={
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.75 }}>
            <Chip
              size="small"
              color={tone}
              label={deliveryLabel(t, ad) ?? t('adsHelper.notServing')}
              data-testid="helper-serving-chip"
              data-delivery={ad.delivery}
            />
            <AdStatusChip status={ad.status as AdStatus} />
            <Chip size="small" variant="outlined" label={t(`planner.types.${ad.type}`)} />
          </Box>
        }
        slotProps={{ title: { component: 'h2', variant: 'h6' }, subheader: { component: 'div' } }}
      />
      <CardContent sx={{ pt: 0, '&:last-child': { pb: 1 } }}>
        <Typography variant="subtitle2" sx={{ color: 'text.secondary' }}>
          {t('adsHelper.findings', { count: ad.opportunities.length })}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {ad.opportunities.map((opportunity) => {
            const key = opportunityKey(ad.advertisement_id, opportunity);
            return (
              <OpportunityItem
                key={key}
                ad={ad}
                opportunity={opportunity}
                pending={running === key}
                disabled={running !== null || !canUpdate}
                onFix={(chosen) => onFix(ad, chosen)}
              />
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}
