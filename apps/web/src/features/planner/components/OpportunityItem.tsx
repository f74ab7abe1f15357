import type { AdOpportunities, AdStatus, Opportunity } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import AccountBalanceWalletOutlinedIcon from '../../../components/icons/AccountBalanceWalletOutlined.tsx';
import AddCircleOutlineIcon from '../../../components/icons/AddCircleOutlined.tsx';
import BoltOutlinedIcon from '../../../components/icons/BoltOutlined.tsx';
import EditOutlinedIcon from '../../../components/icons/EditOutlined.tsx';
import ErrorOutlineIcon from '../../../components/icons/ErrorOutlined.tsx';
import EventOutlinedIcon from '../../../components/icons/EventOutlined.tsx';
import LightbulbOutlinedIcon from '../../../components/icons/LightbulbOutlined.tsx';
import PowerSettingsNewIcon from '../../../components/icons/PowerSettingsNew.tsx';
import SavingsOutlinedIcon from '../../../components/icons/SavingsOutlined.tsx';
import ToggleOnOutlinedIcon from '../../../components/icons/ToggleOnOutlined.tsx';
import TrendingUpIcon from '../../../components/icons/TrendingUp.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { href } from '../../../routing/href.ts';

/** Fixes done here in one click; the others lead to the page where they are made. */
export const ONE_CLICK_FIXES = ['go_online', 'raise_bid', 'enable_target'] as const;
export type OneClickFix = (typeof ONE_CLICK_FIXES)[number];
export const isOneClick = (fix: Opportunity['fix']): fix is OneClickFix =>
  (ONE_CLICK_FIXES as readonly (string | null)[]).includes(fix);

/** Where a fix that needs a page is made. */
export function fixLink(ad: AdOpportunities, fix: Opportunity['fix']): string | null {
  const detail = (tab: string) => href('advertisement-detail', { id: ad.advertisement_id }, { tab });
  switch (fix) {
    case 'add_target':
      return href('ads-planner', {}, { type: ad.type === 'impression' ? 'impression' : undefined });
    case 'deposit':
      return href('deposit');
    case 'edit_schedule':
      return detail('schedule');
    case 'edit_budget':
      return detail('budget');
    case 'edit_ad':
      return detail('information');
    default:
      return null;
  }
}

const FIX_ICONS: Record<NonNullable<Opportunity['fix']>, ReactNode> = {
  go_online: <PowerSettingsNewIcon />,
  raise_bid: <TrendingUpIcon />,
  enable_target: <ToggleOnOutlinedIcon />,
  add_target: <AddCircleOutlineIcon />,
  deposit: <AccountBalanceWalletOutlinedIcon />,
  edit_schedule: <EventOutlinedIcon />,
  edit_budget: <SavingsOutlinedIcon />,
  edit_ad: <EditOutlinedIcon />,
};

/** Bid-level findings improve an ad that serves; every other reason stops it. */
const isBidLevel = (reason: Opportunity['reason']) => reason === 'limited_by_rank' || reason === 'target_off';

/** One opportunity: why, what it means, and its fix. */
export function OpportunityItem({
  ad,
  opportunity,
  pending,
  disabled,
  onFix,
}: {
  ad: AdOpportunities;
  opportunity: Opportunity;
  pending: boolean;
  disabled: boolean;
  onFix: (opportunity: Opportunity) => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { reason, fix } = opportunity;
  const bidLevel = isBidLevel(reason);
  const tone = bidLevel ? 'info' : 'warning';
  const target = opportunity.target_name ?? '';
  const title = bidLevel
    ? t(`adsHelper.reasons.${reason as 'limited_by_rank' | 'target_off'}`, {
        target,
        current: formatMoney(opportunity.current),
        advice: formatMoney(opportunity.advice),
      })
    : t(`ad.notServing.${reason}`);
  const link = fixLink(ad, fix);
  const pendingReview = reason === 'not_approved' && (ad.status as AdStatus) === 'pending';
  const fixLabel = fix
    ? t(`adsHelper.fixes.${fix}`, { advice: formatMoney(opportunity.advice) })
    : pendingReview
      ? t('adsHelper.fixes.none')
      : '';

  return (
    <Box
      component="li"
      data-testid="opportunity"
      data-reason={reason}
      sx={{
        display: 'flex',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 2,
        py: 2,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          display: 'inline-flex',
          p: 1,
          borderRadius: 2,
          color: `${tone}.main`,
          bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.2 : 0.12),
          flexShrink: 0,
        }}
      >
        {bidLevel ? <LightbulbOutlinedIcon /> : <ErrorOutlineIcon />}
      </Box>
      <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }}>{title}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
          {pendingReview
            ? t('adsHelper.tips.pending_review')
            : reason === 'no_active_targets' && !fix
              ? t('adsHelper.tips.targets_after_approval')
              : t(`adsHelper.tips.${reason}`)}
        </Typography>
      </Box>
      <Box sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, pl: { xs: 7, sm: 0 } }}>
        {fix && isOneClick(fix) ? (
          <Button
            variant="contained"
            size="small"
            color={bidLevel ? 'primary' : 'warning'}
            startIcon={pending ? <CircularProgress size={16} color="inherit" /> : <BoltOutlinedIcon />}
            disabled={disabled}
            onClick={() => onFix(opportunity)}
            data-testid={`fix-${fix}`}
            aria-label={`${fixLabel} · ${ad.name}${target ? ` · ${target}` : ''}`}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {fixLabel}
          </Button>
        ) : link && fix ? (
          <Button
            component={RouterLink}
            to={link}
            variant="outlined"
            size="small"
            startIcon={FIX_ICONS[fix]}
            data-testid={`fix-${fix}`}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {fixLabel}
          </Button>
        ) : fixLabel ? (
          <Chip size="small" variant="outlined" label={fixLabel} />
        ) : null}
      </Box>
    </Box>
  );
}
