import { type Advertisement, compareUsdt, type Plan } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ChoiceCard } from '../../../components/ChoiceCard.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import AddPhotoAlternateOutlinedIcon from '../../../components/icons/AddPhotoAlternateOutlined.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
import { formatMoney } from '../../../lib/money.ts';
import type { Notice } from '../../../lib/use-notice.ts';
import { href } from '../../../routing/href.ts';
import { BidBalance, useCreateTargetMutation } from '../../advertisements/index.ts';
import { useApprovedAds } from '../api/list-approved-ads.ts';
import { bidText, tenthAbove } from '../bid-text.ts';
import { planContract } from '../plan-contract.ts';
import { priceUnit } from './AdTypeToggle.tsx';

const FIELDS = ['min_bid', 'max_bid'] as const;

/** The ads a plan can go on: approved, same type and ad size; online ones first. */
function candidatesOf(ads: Advertisement[] | undefined, plan: Plan): Advertisement[] {
  return (ads ?? [])
    .filter((ad) => ad.ad_size.id === plan.ad_size_id && ad.type === plan.type)
    .sort((a, b) => Number(b.display === 'online') - Number(a.display === 'online'));
}

/**
 * "Add plan": puts the plan's keyword or website on one of the advertiser's approved ads of the same type
 * and size, with the min bid at the default minimum and the max bid at the advice price to start with.
 */
export function AddPlanDialog({ plan, onClose }: { plan: Plan; onClose: (notice?: Notice) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const ads = useApprovedAds(plan.type);
  const candidates = useMemo(() => candidatesOf(ads.data?.data, plan), [ads.data, plan]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [adMissing, setAdMissing] = useState(false);
  const create = useCreateTargetMutation();
  const unit = priceUnit(plan.type);
  const min = bidText(plan.default_min);
  const advice = bidText(plan.advice_price);
  const resolver = useMemo(() => contractResolver(planContract(plan)), [plan]);
  const { control, handleSubmit, setError } = useForm({
    resolver,
    defaultValues: {
      target_type: plan.target_type,
      target_id: plan.target_id,
      min_bid: min,
      // Min must stay below max: with no competition the advice is the default minimum itself.
      max_bid: compareUsdt(advice, min) > 0 ? advice : tenthAbove(min),
      enabled: true,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const maxBid = useWatch({ control, name: 'max_bid' }) ?? '';
  const firstOnline = candidates.find((ad) => ad.display === 'online')?.id ?? null;
  const adId = chosen ?? firstOnline;
  const ad = candidates.find((candidate) => candidate.id === adId) ?? null;

  const onSubmit = handleSubmit(async (body) => {
    if (!ad) {
      setAdMissing(true);
      return;
    }
    await create.mutateAsync({ adId: ad.id, body });
    onClose({
      kind: 'success',
      title: t('planner.added'),
      text: t('planner.addedText', { target: plan.target_name, ad: ad.name }),
    });
  });

  return (
    <FormDialog
      title={t('planner.addTitle')}
      subtitle={t(`planner.addSubtitle.${plan.target_type}`, { name: plan.target_name })}
      fullScreenBelow="sm"
      testId="plan-dialog"
      onClose={() => onClose()}
      onSubmit={onSubmit}
      fields={FIELDS}
      setError={setError}
      errorTestId="plan-error"
      submitLabel={t('planner.addConfirm')}
      submitTestId="plan-confirm"
      submitDisabled={candidates.length === 0}
      contentSx={{ pt: '4px !important' }}
    >
      <Box role="radiogroup" aria-label={t('planner.chooseAd')} aria-describedby={`${titleId}-ads`}>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('planner.chooseAd')}
        </Typography>
        <Typography id={`${titleId}-ads`} variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {t('planner.chooseAdHint', { type: t(`planner.types.${plan.type}`) })}
        </Typography>
        {ads.isPending ? (
          <>
            <Skeleton variant="rounded" height={64} sx={{ mb: 1 }} />
            <Skeleton variant="rounded" height={64} />
          </>
        ) : null}
        {ads.isError ? <RetryAlert onRetry={() => ads.refetch()}>{t('planner.adsFailed')}</RetryAlert> : null}
        {ads.isSuccess && candidates.length === 0 ? (
          <Box
            sx={{
              textAlign: 'center',
              py: 3,
              px: 2,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 2,
            }}
            data-testid="plan-no-ads"
          >
            <AddPhotoAlternateOutlinedIcon sx={{ fontSize: 36, color: 'text.disabled' }} />
            <Typography sx={{ fontWeight: 500, mt: 1 }}>{t('planner.noAds')}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
              {t('planner.noAdsHint')}
            </Typography>
            <Button component={RouterLink} to={href('advertisement-add')} variant="outlined" size="small">
              {t('planner.createAd')}
            </Button>
          </Box>
        ) : null}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {candidates.map((candidate) => {
            const offline = candidate.display !== 'online';
            const selected = candidate.id === adId;
            return (
              <ChoiceCard
                key={candidate.id}
                label
                selected={selected}
                dimmed={offline}
                testId="plan-ad-option"
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1, pr: 1.5 }}
              >
                <Radio
                  checked={selected}
                  disabled={offline}
                  value={candidate.id}
                  name={`${titleId}-ad`}
                  onChange={() => {
                    setChosen(candidate.id);
                    setAdMissing(false);
                  }}
                  slotProps={{ input: { 'aria-label': candidate.name } }}
                />
                <Box
                  component="img"
                  src={candidate.image.url}
                  alt=""
                  sx={{
                    width: 56,
                    height: 40,
                    objectFit: 'contain',
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                    flexShrink: 0,
                  }}
                />
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography sx={{ fontWeight: 500 }} noWrap>
                    {candidate.name}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
                    {offline
                      ? t('planner.adOffline')
                      : t('planner.adTargets', { count: candidate.active_targets })}
                  </Typography>
                </Box>
                <Chip
                  size="small"
                  variant="outlined"
                  color={offline ? 'default' : 'success'}
                  label={t(offline ? 'planner.offline' : 'planner.online')}
                />
              </ChoiceCard>
            );
          })}
        </Box>
        {adMissing ? <FormHelperText error>{t('planner.adRequired')}</FormHelperText> : null}
      </Box>
      {candidates.length === 0 ? null : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="min_bid"
              label={t('planner.minBid', { unit })}
              helperText={t('planner.minBidHint', { min: formatMoney(plan.default_min) })}
              inputMode="decimal"
              testId="plan-min-bid"
              endAdornment={<InputAdornment position="end">USDT</InputAdornment>}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="max_bid"
              label={t('planner.maxBid', { unit })}
              helperText={t('planner.maxBidHint', { advice: formatMoney(plan.advice_price) })}
              inputMode="decimal"
              testId="plan-max-bid"
              endAdornment={<InputAdornment position="end">USDT</InputAdornment>}
            />
          </Grid>
        </Grid>
      )}
      {candidates.length === 0 ? null : <BidBalance type={plan.type} maxBid={maxBid} />}
    </FormDialog>
  );
}
