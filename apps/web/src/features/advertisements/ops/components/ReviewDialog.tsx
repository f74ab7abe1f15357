import {
  AD_ACTIONS_NEEDING_REASON,
  type Advertisement,
  type ModerateAdBody,
  type OpsAdAction,
  redirectUrlForPeople,
  ZModerateAdBody,
} from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../../components/CopyField.tsx';
import { DialogFrame } from '../../../../components/DialogFrame.tsx';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { InfoLine } from '../../../../components/InfoLine.tsx';
import AdsClickOutlinedIcon from '../../../../components/icons/AdsClickOutlined.tsx';
import BlockIcon from '../../../../components/icons/Block.tsx';
import CheckCircleOutlineIcon from '../../../../components/icons/CheckCircleOutlined.tsx';
import HighlightOffIcon from '../../../../components/icons/HighlightOff.tsx';
import LockOpenOutlinedIcon from '../../../../components/icons/LockOpenOutlined.tsx';
import { PendingButton } from '../../../../components/PendingButton.tsx';
import { dialogFormError } from '../../../../lib/form-submit-error.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { contractResolver } from '../../../../lib/forms/contract-resolver.ts';
import { isHttpError } from '../../../../lib/http.ts';
import { useCatalogueName } from '../../../../lib/use-catalogue-name.ts';
import type { Notice } from '../../../../lib/use-notice.ts';
import { useOpsCatalogue } from '../../../catalogue/index.ts';
import { AdStatusChip } from '../../components/AdStatusChip.tsx';
import { useModerateAdMutation } from '../api/moderate-ad.ts';
import { AdStatusLog } from './AdStatusLog.tsx';
import { ReviewImage } from './ReviewImage.tsx';

const resolver = contractResolver(ZModerateAdBody);

/** The moderation moves an ad in this status allows (AD_TRANSITIONS of the contracts). */
export function actionsFor(status: Advertisement['status']): OpsAdAction[] {
  switch (status) {
    case 'pending':
      return ['reject', 'approve'];
    case 'approved':
      return ['ban'];
    case 'banned':
      return ['unban'];
    default:
      return [];
  }
}

const ACTION_LOOK: Record<
  OpsAdAction,
  { color: 'success' | 'error' | 'primary'; variant: 'contained' | 'outlined'; icon: typeof BlockIcon }
> = {
  approve: { color: 'success', variant: 'contained', icon: CheckCircleOutlineIcon },
  reject: { color: 'error', variant: 'outlined', icon: HighlightOffIcon },
  ban: { color: 'error', variant: 'contained', icon: BlockIcon },
  unban: { color: 'primary', variant: 'contained', icon: LockOpenOutlinedIcon },
};

/** Wider images than this are shown above the details rather than beside them. */
const WIDE_IMAGE_PX = 600;

const needsReason = (action: OpsAdAction) => AD_ACTIONS_NEEDING_REASON.includes(action);

/**
 * The review panel of one ad: the image at its real pixel size (scrolls when larger than the screen) next to
 * the size it declares, every field the operator judges, the status history, and the moves its status allows.
 * Reject and ban need a reason.
 */
export function ReviewDialog({
  ad,
  canModerate,
  onClose,
  onConflict,
  onShowClicks,
}: {
  ad: Advertisement;
  canModerate: boolean;
  onClose: (notice?: Notice) => void;
  /** The ad moved meanwhile (409 INVALID_TRANSITION): the dialog closes and the page says so. */
  onConflict: () => void;
  /** Leaves the review for the ad's clicks. */
  onShowClicks: () => void;
}) {
  const { t, i18n } = useTranslation();
  const catalogueName = useCatalogueName();
  const moderate = useModerateAdMutation();
  const catalogue = useOpsCatalogue();
  const [asking, setAsking] = useState<OpsAdAction | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, setValue, setError, reset, formState } = useForm<ModerateAdBody>({
    resolver,
    defaultValues: { action: 'approve', reason: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const busy = formState.isSubmitting;
  const actions = canModerate ? actionsFor(ad.status) : [];
  // A banner wider than the side-by-side column gets the dialog's whole width.
  const wide = ad.image.width > WIDE_IMAGE_PX;
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  const countryNames = useMemo(() => {
    const names = new Map((catalogue.data?.countries ?? []).map((country) => [country.code, country.name]));
    return ad.countries.map((code) => (names.has(code) ? `${names.get(code)} (${code})` : code));
  }, [catalogue.data, ad.countries]);

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await moderate.mutateAsync({ id: ad.id, body });
      onClose({ kind: 'success', title: t(`opsReview.done.${body.action ?? 'approve'}`), text: ad.name });
    } catch (error) {
      // Someone moved the ad first: say so, and the list (already refreshed) shows where it is now.
      if (isHttpError(error) && error.code === 'INVALID_TRANSITION') {
        onConflict();
        return;
      }
      setServerError(dialogFormError(error, ['reason'] as const, setError));
    }
  });

  const history = (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {t('opsReview.history')}
      </Typography>
      <AdStatusLog adId={ad.id} />
    </>
  );

  const run = (action: OpsAdAction) => {
    setServerError(null);
    if (needsReason(action) && asking !== action) {
      reset({ action, reason: '' });
      setAsking(action);
      return;
    }
    setValue('action', action);
    void submit();
  };

  return (
    <DialogFrame
      title={t('opsReview.reviewTitle', { name: ad.name })}
      titleAside={<AdStatusChip status={ad.status} />}
      maxWidth="lg"
      fullScreenBelow="md"
      testId="review-dialog"
      dividers
      busy={busy}
      onClose={() => onClose()}
      actionsSx={{ py: 2, flexWrap: 'wrap', gap: 1 }}
      actions={
        asking ? (
          <>
            <Button
              color="secondary"
              variant="outlined"
              disabled={busy}
              onClick={() => {
                setAsking(null);
                setServerError(null);
              }}
            >
              {t('dialog.cancel')}
            </Button>
            <PendingButton
              variant="contained"
              color="error"
              pending={busy}
              data-testid="review-confirm"
              onClick={() => run(asking)}
            >
              {t(`opsReview.confirm.${asking as 'reject' | 'ban'}`)}
            </PendingButton>
          </>
        ) : (
          <>
            <Button
              color="secondary"
              onClick={() => onClose()}
              disabled={busy}
              sx={{ mr: 'auto', display: { xs: 'none', sm: 'inline-flex' } }}
            >
              {t('opsReview.close')}
            </Button>
            {actions.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {canModerate ? t('opsReview.noActions') : t('opsReview.readOnly')}
              </Typography>
            ) : null}
            {actions.map((action) => {
              const look = ACTION_LOOK[action];
              const Icon = look.icon;
              return (
                <PendingButton
                  key={action}
                  variant={look.variant}
                  color={look.color}
                  pending={busy && !needsReason(action)}
                  disabled={busy}
                  data-testid={`review-${action}`}
                  startIcon={<Icon />}
                  onClick={() => run(action)}
                >
                  {t(`opsReview.do.${action}`)}
                </PendingButton>
              );
            })}
          </>
        )
      }
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: wide ? 12 : 7 }}>
          <ReviewImage ad={ad} />
        </Grid>
        <Grid size={{ xs: 12, md: wide ? 6 : 5 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('opsReview.details')}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            <InfoLine label={t('opsReview.columns.advertiser')}>{ad.advertiser_name ?? '—'}</InfoLine>
            <InfoLine label={t('opsReview.columns.type')}>{t(`planner.types.${ad.type}`)}</InfoLine>
            <InfoLine label={t('opsReview.columns.category')}>
              {catalogueName('categories', ad.category.name)}
            </InfoLine>
            <InfoLine label={t('opsReview.columns.countries')}>
              {ad.all_countries ? t('opsReview.allCountries') : countryNames.join(', ')}
            </InfoLine>
            <InfoLine label={t('opsReview.display')}>{t(`opsReview.displays.${ad.display}`)}</InfoLine>
            <InfoLine label={t('opsReview.created')}>{when(ad.created_at)}</InfoLine>
            <InfoLine label={t('opsReview.columns.submitted')}>{when(ad.updated_at)}</InfoLine>
          </Box>
          <Box sx={{ mt: 2 }}>
            <CopyField
              label={t('opsReview.columns.redirect')}
              value={redirectUrlForPeople(ad.redirect_url)}
              testId="review-redirect"
            />
            <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}>
              {t('opsReview.redirectHint')}
            </Typography>
            {redirectUrlForPeople(ad.redirect_url) === ad.redirect_url ? null : (
              // A name in another script can imitate a known one: the encoded form shows which host it really is.
              <Typography
                variant="caption"
                data-testid="review-redirect-encoded"
                sx={{ color: 'text.secondary', display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}
              >
                {t('opsReview.redirectEncoded', { url: ad.redirect_url })}
              </Typography>
            )}
          </Box>
          <Button
            size="small"
            startIcon={<AdsClickOutlinedIcon />}
            onClick={onShowClicks}
            disabled={busy}
            data-testid="review-show-clicks"
            sx={{ mt: 1.5 }}
          >
            {t('opsClicks.open')}
          </Button>
          {ad.status_reason ? (
            <Alert severity={ad.status === 'banned' ? 'error' : 'warning'} sx={{ mt: 2 }}>
              {t('opsReview.currentReason', { reason: ad.status_reason })}
            </Alert>
          ) : null}
          {wide ? null : (
            <>
              <Divider sx={{ my: 2.5 }} />
              {history}
            </>
          )}
        </Grid>
        {wide ? <Grid size={{ xs: 12, md: 6 }}>{history}</Grid> : null}
      </Grid>
      {asking ? (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            run(asking);
          }}
          sx={{ mt: 3 }}
        >
          <FormTextField
            control={control}
            name="reason"
            label={t(`opsReview.reasonLabel.${asking as 'reject' | 'ban'}`)}
            helperText={t('opsReview.reasonHint')}
            testId="review-reason"
            maxLength={500}
            autoFocus
          />
        </Box>
      ) : null}
      {serverError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {serverError}
        </Alert>
      ) : null}
    </DialogFrame>
  );
}
