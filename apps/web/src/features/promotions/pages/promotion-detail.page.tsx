import type { Promotion } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { FactDivider } from '../../../components/FactDivider.tsx';
import { InfoLine } from '../../../components/InfoLine.tsx';
import AddCardOutlinedIcon from '../../../components/icons/AddCardOutlined.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { HttpError } from '../../../lib/http.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { usePromotion } from '../api/get-promotion.ts';
import { usePromotionClaims } from '../api/list-promotion-claims.ts';
import { EMPTY_CLAIMS_FILTER, type PromotionClaimsFilter } from '../api/promotion-claims-filter.ts';
import { PromotionClaimsTable } from '../components/PromotionClaimsTable.tsx';
import { PromotionCode } from '../components/PromotionCode.tsx';
import { PromotionRules } from '../components/PromotionRules.tsx';
import { remainingClaims } from '../promotion-format.ts';
import { usePromotionText } from '../use-promotion-text.ts';

/**
 * /promotion/{id} (read Promotion): every rule in words, the description, a link to a new deposit with the
 * code filled in (/deposit?promotion=CODE), and the advertiser's own claims of it.
 */
export default function PromotionDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const promotion = usePromotion(id);
  useDocumentTitle(promotion.data?.title ?? t('promotion.title'));
  return (
    <>
      <PageHeader
        title={promotion.data?.title ?? t('promotion.title')}
        actions={
          <Button component={RouterLink} to={href('promotion')} variant="outlined">
            {t('promotion.detail.back')}
          </Button>
        }
      />
      {promotion.isPending ? (
        <Grid container spacing={3} role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Skeleton variant="rounded" height={360} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Skeleton variant="rounded" height={360} />
          </Grid>
        </Grid>
      ) : promotion.isError ? (
        promotion.error instanceof HttpError && promotion.error.status === 404 ? (
          <Alert severity="warning">{t('promotion.notFound')}</Alert>
        ) : (
          <RetryAlert onRetry={() => promotion.refetch()}>{t('promotion.fetchFailed')}</RetryAlert>
        )
      ) : (
        <PromotionDetail key={promotion.data.id} promotion={promotion.data} />
      )}
    </>
  );
}

function PromotionDetail({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const text = usePromotionText();
  const [filter, setFilter] = useState<PromotionClaimsFilter>({
    ...EMPTY_CLAIMS_FILTER,
    promotionId: promotion.id,
  });
  const claims = usePromotionClaims(filter);
  const used = promotion.my_claims ?? 0;
  const remaining = remainingClaims(promotion);
  const usedUp = used >= promotion.limit_per_user;
  const closed = usedUp || remaining === 0;

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card sx={{ height: '100%' }}>
          <CardHeader title={t('promotion.detail.rules')} slotProps={{ title: { component: 'h2' } }} />
          <CardContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
            <PromotionRules promotion={promotion} label={t('promotion.detail.rules')} />
            {promotion.description ? (
              <Box component="section" aria-labelledby="promotion-description">
                <Typography id="promotion-description" variant="subtitle1" component="h3" sx={{ mb: 0.5 }}>
                  {t('promotion.detail.description')}
                </Typography>
                <Typography sx={{ color: 'text.secondary', whiteSpace: 'pre-line' }}>
                  {promotion.description}
                </Typography>
              </Box>
            ) : null}
            {closed ? (
              <Alert severity="info">
                {usedUp ? t('promotion.errors.limitUser') : t('promotion.errors.limitTotal')}
              </Alert>
            ) : null}
            {ability.can('create', 'Deposit') ? (
              <Box>
                <Button
                  component={RouterLink}
                  to={href('deposit', {}, { promotion: promotion.code })}
                  variant="contained"
                  size="large"
                  startIcon={<AddCardOutlinedIcon />}
                  disabled={closed}
                  data-testid="promotion-use"
                >
                  {t('promotion.detail.use')}
                </Button>
              </Box>
            ) : null}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card sx={{ height: '100%' }}>
          <CardHeader title={t('promotion.detail.summary')} slotProps={{ title: { component: 'h2' } }} />
          <CardContent sx={{ pt: 0 }}>
            <Box sx={{ mb: 1.5 }}>
              <PromotionCode code={promotion.code} />
            </Box>
            <Box component="dl" sx={{ m: 0 }}>
              <InfoLine label={t('promotion.bonus')}>{text.bonus(promotion)}</InfoLine>
              <FactDivider />
              <InfoLine label={t('promotion.type')}>{t(`promotion.types.${promotion.type}`)}</InfoLine>
              <FactDivider />
              <InfoLine label={t('promotion.minDeposit')}>{text.minDeposit(promotion)}</InfoLine>
              {promotion.type === 'percentage' ? (
                <>
                  <FactDivider />
                  <InfoLine label={t('promotion.maxBonus')}>
                    {formatMoney(promotion.max_amount)} USDT
                  </InfoLine>
                </>
              ) : null}
              <FactDivider />
              <InfoLine label={t('promotion.startsAt')}>{text.date(promotion.starts_at)}</InfoLine>
              <FactDivider />
              <InfoLine label={t('promotion.endsAt')}>{text.date(promotion.ends_at)}</InfoLine>
              <FactDivider />
              <InfoLine label={t('promotion.condition')}>{text.condition(promotion)}</InfoLine>
              <FactDivider />
              <InfoLine label={t('promotion.myClaims')}>
                {t('promotion.myClaimsValue', { used, limit: promotion.limit_per_user })}
              </InfoLine>
              <FactDivider />
              <InfoLine label={t('promotion.remaining')}>
                {t('promotion.remainingValue', { count: remaining, total: promotion.limit_total })}
              </InfoLine>
            </Box>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={12} component="section" aria-labelledby="promotion-claims-title">
        <Typography id="promotion-claims-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          {t('promotion.detail.claims')}
        </Typography>
        <PromotionClaimsTable
          filter={filter}
          onFilter={setFilter}
          query={claims}
          depositLinks
          label={t('promotion.detail.claims')}
        />
      </Grid>
    </Grid>
  );
}
