import type { Promotion } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FactDivider } from '../../../components/FactDivider.tsx';
import { InfoLine } from '../../../components/InfoLine.tsx';
import ArrowForwardIcon from '../../../components/icons/ArrowForward.tsx';
import { href } from '../../../routing/href.ts';
import { remainingClaims } from '../promotion-format.ts';
import { usePromotionText } from '../use-promotion-text.ts';
import { PromotionCode } from './PromotionCode.tsx';

/** An active promotion on /promotion: its bonus, code, rules in short, the advertiser's use and what is left. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const text = usePromotionText();
  const titleId = useId();
  const used = promotion.my_claims ?? 0;
  const remaining = remainingClaims(promotion);
  const usedUp = used >= promotion.limit_per_user;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-testid="promotion-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {promotion.title}
        </Typography>
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('promotion.bonus')}
          </Typography>
          <Typography variant="h5" component="p" sx={{ color: 'primaryText', fontWeight: 600 }}>
            {text.bonus(promotion)}
          </Typography>
        </Box>
        <Box>
          <PromotionCode code={promotion.code} />
        </Box>
        <Box component="dl" sx={{ m: 0 }}>
          <InfoLine label={t('promotion.minDeposit')}>{text.minDeposit(promotion)}</InfoLine>
          <FactDivider />
          <InfoLine label={t('promotion.period')}>{text.period(promotion)}</InfoLine>
          <FactDivider />
          <InfoLine label={t('promotion.condition')}>{text.condition(promotion)}</InfoLine>
          <FactDivider />
          <InfoLine label={t('promotion.myClaims')}>
            <Box component="span" sx={{ color: usedUp ? 'toneText.warning' : undefined }}>
              {t('promotion.myClaimsValue', { used, limit: promotion.limit_per_user })}
            </Box>
          </InfoLine>
          <FactDivider />
          <InfoLine label={t('promotion.remaining')}>
            {t('promotion.remainingValue', { count: remaining, total: promotion.limit_total })}
          </InfoLine>
        </Box>
        <LinearProgress
          variant="determinate"
          value={promotion.limit_total > 0 ? Math.min(100, (remaining / promotion.limit_total) * 100) : 0}
          aria-label={t('promotion.remaining')}
          aria-valuetext={t('promotion.remainingValue', { count: remaining, total: promotion.limit_total })}
          sx={{ height: 6, borderRadius: 3 }}
        />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={href('promotion-detail', { id: promotion.id })}
          variant="outlined"
          endIcon={<ArrowForwardIcon />}
          aria-label={t('promotion.detailsLabel', { title: promotion.title })}
          fullWidth
        >
          {t('promotion.details')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The shape of a card while the promotions load. */
export function PromotionCardSkeleton() {
  return (
    <Card sx={{ height: '100%' }} aria-hidden="true">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Skeleton variant="text" width="70%" height={32} />
        <Skeleton variant="text" width="45%" height={40} />
        <Skeleton variant="rounded" width={160} height={34} />
        {[0, 1, 2, 3, 4].map((line) => (
          <Skeleton key={line} variant="text" height={28} />
        ))}
        <Skeleton variant="rounded" height={36} />
      </CardContent>
    </Card>
  );
}
