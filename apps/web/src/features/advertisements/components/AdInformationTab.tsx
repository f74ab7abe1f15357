import { type Advertisement, redirectUrlForPeople } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactDivider } from '../../../components/FactDivider.tsx';
import { InfoLine } from '../../../components/InfoLine.tsx';
import EditOutlinedIcon from '../../../components/icons/EditOutlined.tsx';
import OpenInNewIcon from '../../../components/icons/OpenInNew.tsx';
import { lazyNamed } from '../../../components/LazyNamed.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { showSuccess } from '../../../lib/alerts.ts';
import { useCatalogueName } from '../../../lib/use-catalogue-name.ts';
import { pixels, useAdFormat } from '../ad-format.ts';
import { useAdCatalogue } from '../api/get-ad-catalogue.ts';
import { useUpdateAdMutation } from '../api/update-ad.ts';
import { useCountryName } from '../use-country-name.ts';
import { AdPreview } from './AdPreview.tsx';

// The edit form (react-hook-form, the countries' autocomplete) comes when Edit is pressed.
const AdForm = lazyNamed(() => import('./AdForm.tsx'), 'AdForm', <Skeleton variant="rounded" height={480} />);

/**
 * The ad's information: what it is and where it leads, with its preview; "Edit" opens the same form as
 * creation (type and ad size fixed). A new image or redirect URL sends the ad back to review; a banned ad
 * cannot be edited.
 */
export function AdInformationTab({ ad }: { ad: Advertisement }) {
  const { t } = useTranslation();
  const catalogueName = useCatalogueName();
  const ability = useAbility<AppAbility>();
  const format = useAdFormat();
  const catalogue = useAdCatalogue();
  const update = useUpdateAdMutation();
  const [editing, setEditing] = useState(false);
  const countryName = useCountryName(catalogue.data?.countries ?? []);
  const canEdit = ability.can('update', 'Advertisement') && ad.status !== 'banned' && ad.status !== 'deleted';

  if (editing) {
    if (catalogue.isPending) return <Skeleton variant="rounded" height={480} />;
    if (catalogue.isError) {
      return <RetryAlert onRetry={() => catalogue.refetch()}>{t('ad.catalogueFailed')}</RetryAlert>;
    }
    return (
      <AdForm
        key={ad.updated_at}
        ad={ad}
        catalogue={catalogue.data}
        submitLabel={t('ad.edit.submit')}
        onCancel={() => setEditing(false)}
        onSubmit={async (body) => {
          const saved = await update.mutateAsync({ id: ad.id, body });
          setEditing(false);
          const review = saved.status === 'pending' && ad.status !== 'pending';
          void showSuccess(t('ad.updated'), review ? t('ad.sentForReview') : undefined);
        }}
      />
    );
  }

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 7 }} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {ad.status === 'banned' ? (
          <Alert severity="error" data-testid="ad-banned-note">
            {t('ad.errors.bannedEdit')}
          </Alert>
        ) : null}
        <Card component="section" aria-labelledby="ad-info-title">
          <CardHeader
            title={t('ad.info.title')}
            slotProps={{ title: { component: 'h2', variant: 'h6', id: 'ad-info-title' } }}
            action={
              canEdit ? (
                <Button
                  variant="outlined"
                  startIcon={<EditOutlinedIcon />}
                  onClick={() => setEditing(true)}
                  data-testid="ad-edit"
                >
                  {t('ad.edit.action')}
                </Button>
              ) : null
            }
          />
          <CardContent sx={{ pt: 0 }}>
            <Box component="dl" sx={{ m: 0 }}>
              <InfoLine label={t('ad.form.name')}>{ad.name}</InfoLine>
              <FactDivider />
              <InfoLine label={t('ad.form.type')}>{t(`ad.types.${ad.type}`)}</InfoLine>
              <FactDivider />
              <InfoLine label={t('ad.form.adSize')}>
                {catalogueName('adSizes', ad.ad_size.name)} ({pixels(ad.ad_size)})
              </InfoLine>
              <FactDivider />
              <InfoLine label={t('ad.info.image')}>
                {pixels(ad.image)} · {ad.image.format.toUpperCase()}
              </InfoLine>
              <FactDivider />
              <InfoLine label={t('ad.form.redirectUrl')}>
                <Link
                  href={ad.redirect_url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  {redirectUrlForPeople(ad.redirect_url)}
                  <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden="true" />
                </Link>
              </InfoLine>
              <FactDivider />
              <InfoLine label={t('ad.form.category')}>
                {catalogueName('categories', ad.category.name)}
              </InfoLine>
              <FactDivider />
              <InfoLine label={t('ad.form.countries')}>
                {ad.all_countries ? (
                  t('ad.form.allCountries')
                ) : (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'flex-end' }}>
                    {ad.countries.map((code) => (
                      <Chip key={code} size="small" label={countryName(code)} />
                    ))}
                  </Box>
                )}
              </InfoLine>
              <FactDivider />
              <InfoLine label={t('ad.info.created')}>{format.dateTime(ad.created_at)}</InfoLine>
              <FactDivider />
              <InfoLine label={t('ad.info.updated')}>{format.dateTime(ad.updated_at)}</InfoLine>
              <FactDivider />
              <InfoLine label={t('ad.info.id')}>
                <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>
                  {ad.id}
                </Box>
              </InfoLine>
            </Box>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <AdPreview adSize={ad.ad_size} image={ad.image} redirectUrl={ad.redirect_url} name={ad.name} />
      </Grid>
    </Grid>
  );
}
