import type { AdType, PlanQuery, TargetType } from '@adportal/contracts';
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
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { FormSelectField } from '../../../components/FormSelectField.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import ArrowBackIcon from '../../../components/icons/ArrowBack.tsx';
import InsightsOutlinedIcon from '../../../components/icons/InsightsOutlined.tsx';
import LanguageOutlinedIcon from '../../../components/icons/LanguageOutlined.tsx';
import SellOutlinedIcon from '../../../components/icons/SellOutlined.tsx';
import { lazyNamed } from '../../../components/LazyNamed.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PendingButton } from '../../../components/PendingButton.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { lazyContractResolver } from '../../../lib/forms/lazy-contract-resolver.ts';
import { isHttpError } from '../../../lib/http.ts';
import { useCatalogueName } from '../../../lib/use-catalogue-name.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNotice } from '../../../lib/use-notice.ts';
import { href } from '../../../routing/href.ts';
import { useAdCatalogue } from '../../advertisements/index.ts';
import { usePlan } from '../api/get-plan.ts';
import { useApprovedAds } from '../api/list-approved-ads.ts';
import { AdTypeToggle } from '../components/AdTypeToggle.tsx';
import { PlanResult } from '../components/PlanResult.tsx';

const AddPlanDialog = lazyNamed(() => import('../components/AddPlanDialog.tsx'), 'AddPlanDialog');

const DEFAULT_BUDGET = '100';
const resolver = lazyContractResolver(() =>
  import('@adportal/contracts/planner.ts').then((module) => module.ZPlanQuery),
);

/**
 * /advertisement/ads-planner/keyword/{id} and /website/{id}: a plan for one keyword or website. The ad type,
 * ad size and budget give the clicks or impressions the budget buys at the advice price, the competition and
 * the price landscape; "Add plan" bids on it with one of the advertiser's approved ads.
 */
export default function PlannerTargetPage() {
  const { t } = useTranslation();
  const catalogueName = useCatalogueName();
  const ability = useAbility<AppAbility>();
  const { id = '' } = useParams();
  const { pathname, state } = useLocation();
  const [params, setParams] = useSearchParams();
  const targetType: TargetType = pathname.includes('/ads-planner/website/') ? 'website' : 'keyword';
  const initialType: AdType = params.get('type') === 'impression' ? 'impression' : 'click';
  const catalogue = useAdCatalogue();
  const sizes = catalogue.data?.ad_sizes ?? [];
  const [query, setQuery] = useState<PlanQuery | null>(null);
  const plan = usePlan(query);
  const [adding, setAdding] = useState(false);
  const notify = useNotice(adding);
  const canAdd = ability.can('create', 'Advertisement');

  const { control, handleSubmit, reset, getValues } = useForm<PlanQuery>({
    resolver,
    defaultValues: {
      target_type: targetType,
      target_id: id,
      type: initialType,
      ad_size_id: '',
      budget: DEFAULT_BUDGET,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // With the catalogue in, a first plan is shown at once: on the size of the advertiser's approved ads of this
  // type when there are some (that is where a plan can go), else on the first size.
  const approved = useApprovedAds(initialType);
  const ownSize = approved.data?.data.find((ad) => sizes.some((size) => size.id === ad.ad_size.id))?.ad_size
    .id;
  const firstSize = approved.isPending ? undefined : (ownSize ?? sizes[0]?.id);
  useEffect(() => {
    if (!firstSize || getValues('ad_size_id')) return;
    const values = { ...getValues(), target_type: targetType, target_id: id, ad_size_id: firstSize };
    reset(values);
    setQuery(values);
  }, [firstSize, getValues, reset, targetType, id]);

  const onSubmit = handleSubmit((values) => {
    setQuery(values);
    setParams(values.type === 'click' ? {} : { type: values.type }, { replace: true });
  });

  const name = plan.data?.target_name ?? (state as { name?: string } | null)?.name ?? null;
  const kindLabel = t(`planner.kind.${targetType}`);
  useDocumentTitle(name ? `${name} · ${t('planner.title')}` : t('planner.title'));
  const notFound = plan.isError && isHttpError(plan.error) && plan.error.status === 404;
  const TypeIcon = targetType === 'keyword' ? SellOutlinedIcon : LanguageOutlinedIcon;

  return (
    <>
      <Button
        component={RouterLink}
        to={href('ads-planner', {}, { tab: targetType === 'website' ? 'website' : undefined })}
        startIcon={<ArrowBackIcon />}
        color="secondary"
        sx={{ mb: 1.5 }}
      >
        {t('planner.back')}
      </Button>
      <PageHeader
        title={
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
          >
            <Box component="span" data-testid="plan-target-name" sx={{ overflowWrap: 'anywhere' }}>
              {name ?? (plan.isPending && query ? <Skeleton width={220} /> : kindLabel)}
            </Box>
            <Chip icon={<TypeIcon />} label={kindLabel} size="small" variant="outlined" />
          </Box>
        }
        subtitle={t(`planner.targetSubtitle.${targetType}`)}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card
            component="section"
            aria-labelledby="plan-settings-title"
            sx={{ position: { md: 'sticky' }, top: { md: 96 } }}
          >
            <CardHeader
              title={t('planner.settings')}
              subheader={t('planner.settingsHint')}
              slotProps={{ title: { component: 'h2', id: 'plan-settings-title' } }}
            />
            <CardContent sx={{ pt: 1 }}>
              <Box
                component="form"
                noValidate
                onSubmit={onSubmit}
                sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
              >
                <Box>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                    {t('planner.adType')}
                  </Typography>
                  <Controller
                    control={control}
                    name="type"
                    render={({ field }) => (
                      <AdTypeToggle value={field.value} onChange={field.onChange} fullWidth />
                    )}
                  />
                </Box>
                {catalogue.isError ? (
                  <RetryAlert onRetry={() => catalogue.refetch()}>{t('planner.catalogueFailed')}</RetryAlert>
                ) : null}
                {catalogue.isSuccess && sizes.length === 0 ? (
                  <Alert severity="warning">{t('planner.noSizes')}</Alert>
                ) : null}
                <FormSelectField
                  control={control}
                  name="ad_size_id"
                  label={t('planner.adSize')}
                  testId="plan-ad-size"
                  disabled={!catalogue.isSuccess || sizes.length === 0}
                >
                  {sizes.map((size) => (
                    <MenuItem key={size.id} value={size.id}>
                      {t('planner.sizeOption', {
                        name: catalogueName('adSizes', size.name),
                        width: size.width,
                        height: size.height,
                      })}
                    </MenuItem>
                  ))}
                </FormSelectField>
                <FormTextField
                  control={control}
                  name="budget"
                  label={t('planner.budget')}
                  helperText={t('planner.budgetHint')}
                  inputMode="decimal"
                  testId="plan-budget"
                  endAdornment={<InputAdornment position="end">USDT</InputAdornment>}
                />
                <PendingButton
                  type="submit"
                  variant="contained"
                  size="large"
                  data-testid="plan-estimate"
                  pending={plan.isFetching}
                  disabled={!catalogue.isSuccess || sizes.length === 0}
                  startIcon={<InsightsOutlinedIcon />}
                >
                  {t('planner.estimate')}
                </PendingButton>
              </Box>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card component="section" aria-labelledby="plan-result-title" aria-busy={plan.isFetching}>
            <CardHeader
              title={t('planner.result')}
              subheader={name ? t(`planner.resultFor.${targetType}`, { name }) : undefined}
              slotProps={{ title: { component: 'h2', id: 'plan-result-title' } }}
            />
            <Box sx={{ height: 4 }}>{plan.isFetching && plan.data ? <LinearProgress /> : null}</Box>
            <CardContent aria-live="polite">
              {plan.isError ? (
                <Alert
                  severity="error"
                  action={
                    notFound ? null : (
                      <Button color="inherit" size="small" onClick={() => void plan.refetch()}>
                        {t('common.retry')}
                      </Button>
                    )
                  }
                >
                  {t(notFound ? `planner.notFound.${targetType}` : 'planner.planFailed')}
                </Alert>
              ) : plan.data ? (
                <PlanResult plan={plan.data} canAdd={canAdd} onAdd={() => setAdding(true)} />
              ) : (
                <Box>
                  <Skeleton height={28} width="80%" />
                  <Grid container spacing={2} sx={{ mt: 1 }}>
                    {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
                      <Grid key={key} size={{ xs: 12, sm: 6, lg: 4 }}>
                        <Skeleton variant="rounded" height={96} />
                      </Grid>
                    ))}
                  </Grid>
                  <Skeleton variant="rounded" height={160} sx={{ mt: 4 }} />
                </Box>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      {adding && plan.data ? (
        <AddPlanDialog
          plan={plan.data}
          onClose={(notice) => {
            setAdding(false);
            if (notice) notify(notice);
          }}
        />
      ) : null}
    </>
  );
}
