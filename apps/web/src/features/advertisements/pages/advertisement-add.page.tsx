import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import ArrowBackIcon from '../../../components/icons/ArrowBack.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { showSuccess } from '../../../lib/alerts.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { useCreateAdMutation } from '../api/create-ad.ts';
import { useAdCatalogue } from '../api/get-ad-catalogue.ts';
import { AdForm } from '../components/AdForm.tsx';

/**
 * /advertisement/add (create Advertisement): the new ad's form next to its live preview. Saved ads start
 * pending (reviewed by the platform); the page then opens the ad.
 */
export default function AdvertisementAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('ad.add.title'));
  const catalogue = useAdCatalogue();
  const create = useCreateAdMutation();

  return (
    <>
      <PageHeader
        title={t('ad.add.title')}
        subtitle={t('ad.add.subtitle')}
        actions={
          <Button
            component={RouterLink}
            to={href('advertisement')}
            variant="outlined"
            startIcon={<ArrowBackIcon />}
          >
            {t('ad.backToList')}
          </Button>
        }
      />
      {catalogue.isPending ? (
        // A status region: a label on a plain div is refused by assistive technology (axe: aria-prohibited-attr).
        <Grid container spacing={3} role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <Skeleton variant="rounded" height={520} />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <Skeleton variant="rounded" height={320} />
          </Grid>
        </Grid>
      ) : catalogue.isError ? (
        <RetryAlert onRetry={() => catalogue.refetch()}>{t('ad.catalogueFailed')}</RetryAlert>
      ) : (
        <AdForm
          catalogue={catalogue.data}
          submitLabel={t('ad.add.submit')}
          onCancel={() => void navigate(href('advertisement'))}
          onSubmit={async (body) => {
            const ad = await create.mutateAsync(body);
            void navigate(href('advertisement-detail', { id: ad.id }));
            void showSuccess(t('ad.created'), t('ad.createdText'));
          }}
        />
      )}
    </>
  );
}
