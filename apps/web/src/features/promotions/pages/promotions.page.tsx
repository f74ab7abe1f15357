import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import LocalOfferOutlinedIcon from '../../../components/icons/LocalOfferOutlined.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePromotions } from '../api/list-promotions.ts';
import { PromotionCard, PromotionCardSkeleton } from '../components/PromotionCard.tsx';

const SKELETONS = ['first', 'second', 'third'];
const CELL = { xs: 12, sm: 6, lg: 4 } as const;

/** /promotion (read Promotion): the active promotions as cards, each leading to its rules and claims. */
export default function PromotionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('promotion.title'));
  const promotions = usePromotions();
  const list = promotions.data?.data ?? [];

  return (
    <>
      <PageHeader title={t('promotion.title')} subtitle={t('promotion.subtitle')} />
      {promotions.isError ? (
        <RetryAlert onRetry={() => promotions.refetch()}>{t('promotion.fetchFailed')}</RetryAlert>
      ) : promotions.isPending ? (
        <Grid container spacing={3} role="status" aria-busy="true" aria-label={t('common.loading')}>
          {SKELETONS.map((key) => (
            <Grid key={key} size={CELL}>
              <PromotionCardSkeleton />
            </Grid>
          ))}
        </Grid>
      ) : list.length === 0 ? (
        <Card>
          <CardContent sx={{ py: 6, textAlign: 'center' }}>
            <LocalOfferOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden="true" />
            <Typography sx={{ color: 'text.secondary' }} data-testid="promotions-empty">
              {t('promotion.empty')}
            </Typography>
          </CardContent>
        </Card>
      ) : (
        <Grid container spacing={3} component="section" aria-label={t('promotion.title')}>
          {list.map((promotion) => (
            <Grid key={promotion.id} size={CELL}>
              <PromotionCard promotion={promotion} />
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
