import type { AdTarget, Advertisement } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FetchingBar } from '../../../components/FetchingBar.tsx';
import AddIcon from '../../../components/icons/Add.tsx';
import DeleteOutlineIcon from '../../../components/icons/DeleteOutlined.tsx';
import EditOutlinedIcon from '../../../components/icons/EditOutlined.tsx';
import TrendingUpIcon from '../../../components/icons/TrendingUp.tsx';
import WarningAmberIcon from '../../../components/icons/WarningAmber.tsx';
import { lazyNamed } from '../../../components/LazyNamed.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { alertError, showToast } from '../../../lib/alerts.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useNotice } from '../../../lib/use-notice.ts';
import { bidTenths, shortBid } from '../ad-format.ts';
import { useDeleteTargetMutation } from '../api/delete-target.ts';
import { useAdTargets } from '../api/list-ad-targets.ts';
import { useUpdateTargetMutation } from '../api/update-target.ts';
import { useBidUnit } from '../use-bid-unit.ts';
import { AdDisplaySwitch } from './AdDisplaySwitch.tsx';
import { BidCards } from './BidCards.tsx';
import { BidsTable } from './BidsTable.tsx';

const TargetDialog = lazyNamed(() => import('./TargetDialog.tsx'), 'TargetDialog');

type Editing = { target?: AdTarget; initialMax?: string } | null;

/** Why new bids are refused for this ad (the API's AD_NOT_APPROVED / AD_NOT_ACTIVE), or null. */
function biddingBlock(ad: Advertisement): 'notApproved' | 'offline' | null {
  if (ad.status !== 'approved') return 'notApproved';
  if (ad.display !== 'online') return 'offline';
  return null;
}

/**
 * The ad's bids: each keyword or website with its min and max bid (CPC or CPM), the default minimum and the
 * advice price (one click to use it), on/off, edit and delete; and the dialog to add one. An ad that is not
 * approved or is offline cannot take new bids: the tab says why instead.
 */
export function AdBiddingTab({ ad }: { ad: Advertisement }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const unit = useBidUnit(ad);
  const targets = useAdTargets(ad.id);
  const update = useUpdateTargetMutation();
  const remove = useDeleteTargetMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdTarget | null>(null);
  const notify = useNotice(editing !== null || deleting !== null);
  const live = ad.status !== 'deleted';
  const canCreate = ability.can('create', 'Advertisement') && live;
  const canUpdate = ability.can('update', 'Advertisement') && live;
  const canDelete = ability.can('delete', 'Advertisement') && live;
  const block = biddingBlock(ad);
  const rows = targets.data?.data ?? [];
  const busyId = update.isPending ? update.variables?.targetId : null;
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'));

  const save = async (
    target: AdTarget,
    patch: Partial<{ min_bid: string; max_bid: string; enabled: boolean }>,
  ) => {
    try {
      await update.mutateAsync({
        adId: ad.id,
        targetId: target.id,
        body: {
          min_bid: shortBid(target.min_bid),
          max_bid: shortBid(target.max_bid),
          enabled: target.enabled,
          ...patch,
        },
      });
      void showToast(t('bid.updated'));
    } catch (error) {
      alertError(error);
    }
  };

  /** Raise the max bid to the advice price; when the min bid is not below it, the dialog opens to adjust. */
  const applyAdvice = (target: AdTarget) => {
    const advice = shortBid(target.advice_price);
    if ((bidTenths(target.min_bid) ?? 0) < (bidTenths(advice) ?? 0)) void save(target, { max_bid: advice });
    else setEditing({ target, initialMax: advice });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ adId: ad.id, targetId: deleting.id });
      setDeleting(null);
      notify({ kind: 'success', title: t('bid.deleted') });
    } catch (error) {
      setDeleting(null);
      notify({ kind: 'error', error });
    }
  };

  const belowAdvice = (target: AdTarget) =>
    (bidTenths(target.max_bid) ?? 0) < (bidTenths(target.advice_price) ?? 0);
  const busy = (target: AdTarget) => busyId === target.id;

  const maxBid = (target: AdTarget) => (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {belowAdvice(target) ? (
        <Tooltip title={t('bid.belowAdvice')}>
          <WarningAmberIcon sx={{ fontSize: 18, color: 'warning.main' }} aria-label={t('bid.belowAdvice')} />
        </Tooltip>
      ) : null}
      {formatMoney(target.max_bid)}
    </Box>
  );
  const adviceAction = (target: AdTarget) =>
    canUpdate && belowAdvice(target) ? (
      <Button
        size="small"
        startIcon={<TrendingUpIcon />}
        onClick={() => applyAdvice(target)}
        disabled={busy(target)}
        data-testid="target-use-advice-row"
      >
        {t('bid.useAdvice')}
      </Button>
    ) : null;
  const toggle = (target: AdTarget) => (
    <Switch
      checked={busy(target) && update.variables ? update.variables.body.enabled !== false : target.enabled}
      disabled={!canUpdate || busy(target)}
      onChange={(event) => void save(target, { enabled: event.target.checked })}
      slotProps={{
        input: {
          'aria-label': t('bid.toggleLabel', { name: target.target_name }),
          'data-testid': 'target-enabled',
        } as never,
      }}
    />
  );
  const actions = (target: AdTarget) => (
    <>
      {canUpdate ? (
        <Tooltip title={t('bid.edit')}>
          <IconButton
            aria-label={t('bid.editLabel', { name: target.target_name })}
            onClick={() => setEditing({ target })}
            data-testid="target-edit"
          >
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
      ) : null}
      {canDelete ? (
        <Tooltip title={t('bid.delete')}>
          <IconButton
            aria-label={t('bid.deleteLabel', { name: target.target_name })}
            onClick={() => setDeleting(target)}
            data-testid="target-delete"
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      ) : null}
    </>
  );

  const list = {
    rows,
    loading: targets.isPending,
    empty: targets.isSuccess && rows.length === 0,
    emptyText: block ? t('bid.emptyBlocked') : t('bid.empty'),
    unit,
    parts: { maxBid, adviceAction, toggle, actions },
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {block ? (
        <Alert
          severity="info"
          data-testid="bidding-unavailable"
          action={
            block === 'offline' && canUpdate ? (
              <AdDisplaySwitch ad={ad} testId="bidding-display-switch" />
            ) : undefined
          }
        >
          <Typography sx={{ fontWeight: 600 }}>{t('bid.unavailable.title')}</Typography>
          {t(`bid.unavailable.${block}`)}
        </Alert>
      ) : null}
      <Card component="section" aria-labelledby="bids-title">
        <CardHeader
          title={t('bid.title')}
          subheader={t(`bid.subtitle.${ad.type}`, {
            count: rows.length,
            active: rows.filter((target) => target.enabled).length,
          })}
          slotProps={{ title: { component: 'h2', variant: 'h6', id: 'bids-title' } }}
          action={
            canCreate && !block ? (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setEditing({})}
                data-testid="target-add"
              >
                {t('bid.addAction')}
              </Button>
            ) : null
          }
          sx={{ flexWrap: 'wrap', gap: 1.5, '& .MuiCardHeader-action': { m: 0 } }}
        />
        {targets.isError ? (
          <RetryAlert onRetry={() => targets.refetch()} sx={{ mx: { xs: 2, sm: 2.5 }, mb: 2 }}>
            {t('bid.fetchFailed')}
          </RetryAlert>
        ) : null}
        <FetchingBar active={targets.isFetching} />
        {compact ? <BidCards {...list} /> : <BidsTable {...list} />}
      </Card>
      {editing ? (
        <TargetDialog
          ad={ad}
          target={editing.target}
          initialMax={editing.initialMax}
          existing={rows}
          onClose={(notice) => {
            setEditing(null);
            if (notice) notify(notice);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('bid.deleteTitle')}
          text={t('bid.deleteText', { name: deleting.target_name })}
          confirmLabel={t('bid.delete')}
          tone="error"
          pending={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Box>
  );
}
