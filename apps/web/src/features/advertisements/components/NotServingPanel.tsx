import type { Advertisement } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import AccountBalanceWalletOutlinedIcon from '../../../components/icons/AccountBalanceWalletOutlined.tsx';
import EventBusyOutlinedIcon from '../../../components/icons/EventBusyOutlined.tsx';
import GavelOutlinedIcon from '../../../components/icons/GavelOutlined.tsx';
import LightbulbOutlinedIcon from '../../../components/icons/LightbulbOutlined.tsx';
import PowerSettingsNewIcon from '../../../components/icons/PowerSettingsNew.tsx';
import SavingsOutlinedIcon from '../../../components/icons/SavingsOutlined.tsx';
import ScheduleOutlinedIcon from '../../../components/icons/ScheduleOutlined.tsx';
import SellOutlinedIcon from '../../../components/icons/SellOutlined.tsx';
import TrendingUpIcon from '../../../components/icons/TrendingUp.tsx';
import { alertError, showToast } from '../../../lib/alerts.ts';
import { formatMoney } from '../../../lib/money.ts';
import { href } from '../../../routing/href.ts';
import type { AdTab } from '../ad-tabs.ts';
import { useSetAdDisplayMutation } from '../api/set-ad-display.ts';
import { type ServingExplanation, servingExplanations } from '../not-serving.ts';

/** A reason keeps the ad out of the auction, or it may serve but does not win (or nobody asked lately). */
type PanelReason = ServingExplanation | 'limited_by_rank' | 'no_traffic';

const ICONS: Record<PanelReason, ReactNode> = {
  limited_by_rank: <TrendingUpIcon fontSize="small" />,
  no_traffic: <ScheduleOutlinedIcon fontSize="small" />,
  not_approved: <GavelOutlinedIcon fontSize="small" />,
  offline: <PowerSettingsNewIcon fontSize="small" />,
  out_of_schedule: <ScheduleOutlinedIcon fontSize="small" />,
  budget_not_started: <EventBusyOutlinedIcon fontSize="small" />,
  budget_ended: <EventBusyOutlinedIcon fontSize="small" />,
  budget_spent: <SavingsOutlinedIcon fontSize="small" />,
  no_active_targets: <SellOutlinedIcon fontSize="small" />,
  balance_low: <AccountBalanceWalletOutlinedIcon fontSize="small" />,
  needs_deposit_and_bid: <AccountBalanceWalletOutlinedIcon fontSize="small" />,
};

/** The deposit page with its add-deposit dialog open. */
const DEPOSIT_TO = href('deposit', {}, { add: '1' });

/** Where each reason is fixed: a tab of this page, or another page (an empty balance: deposit, then bid). */
const FIX: Record<PanelReason, { tab: AdTab } | { to: string; andThen?: AdTab } | null> = {
  limited_by_rank: { tab: 'bidding' },
  no_traffic: null,
  not_approved: { tab: 'logs' },
  offline: null,
  out_of_schedule: { tab: 'schedule' },
  budget_not_started: { tab: 'budget' },
  budget_ended: { tab: 'budget' },
  budget_spent: { tab: 'budget' },
  no_active_targets: { tab: 'bidding' },
  balance_low: { to: DEPOSIT_TO },
  needs_deposit_and_bid: { to: DEPOSIT_TO, andThen: 'bidding' },
};

/** The words of one reason: its title, what it means and its fix. */
function wordsOf(t: TFunction, reason: PanelReason, bidToWin: string | null) {
  if (reason === 'limited_by_rank' || reason === 'no_traffic') {
    return {
      title: t(`ad.auction.${reason}`),
      help: t(`ad.auction.help.${reason}`, { bid: formatMoney(bidToWin) }),
      fix: t('ad.auction.fix'),
    };
  }
  return {
    title: t(`ad.notServing.${reason}`),
    help: t(`ad.why.help.${reason}`),
    fix: t(`ad.why.fix.${reason}`),
  };
}

/**
 * "Why isn't this ad running?": every reason the API gives (servingOf), what it means and where to fix it,
 * with a link to the ads helper — or, for an ad that may serve but won no impression lately, the auction's
 * answer: limited by ad rank (with the bid that wins) or no visitors lately.
 */
export function NotServingPanel({ ad, onOpenTab }: { ad: Advertisement; onOpenTab: (tab: AdTab) => void }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const setDisplay = useSetAdDisplayMutation();
  const goOnline = async () => {
    try {
      await setDisplay.mutateAsync({ id: ad.id, display: 'online' });
      void showToast(t('ad.display.nowOnline'));
    } catch (error) {
      alertError(error);
    }
  };
  const reasons: PanelReason[] =
    ad.delivery === 'limited_by_rank' || ad.delivery === 'no_traffic'
      ? [ad.delivery]
      : servingExplanations(ad.not_serving);
  if (ad.delivery === 'serving' || reasons.length === 0 || ad.status === 'deleted') return null;
  return (
    <Card
      component="section"
      aria-labelledby="ad-why-title"
      data-testid="ad-not-serving"
      sx={(theme) => ({
        borderLeft: 4,
        borderColor: 'warning.main',
        bgcolor: alpha(theme.palette.warning.main, theme.palette.mode === 'dark' ? 0.08 : 0.05),
      })}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LightbulbOutlinedIcon sx={{ color: 'warning.main' }} aria-hidden="true" />
          <Typography id="ad-why-title" variant="h6" component="h2">
            {t('ad.why.title')}
          </Typography>
        </Box>
        <Box
          component="ul"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1.25 }}
        >
          {reasons.map((reason) => {
            const fix = FIX[reason];
            const words = wordsOf(t, reason, ad.bid_to_win);
            return (
              <Box
                component="li"
                key={reason}
                data-reason={reason}
                sx={{
                  display: 'flex',
                  gap: 1.5,
                  alignItems: { xs: 'flex-start', sm: 'center' },
                  flexWrap: 'wrap',
                }}
              >
                <Box
                  sx={{
                    display: 'flex',
                    gap: 1.25,
                    alignItems: 'flex-start',
                    flex: '1 1 280px',
                    minWidth: 0,
                  }}
                >
                  <Box
                    aria-hidden="true"
                    sx={{ color: 'warning.main', display: 'flex', mt: 0.25, flexShrink: 0 }}
                  >
                    {ICONS[reason]}
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{words.title}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {words.help}
                    </Typography>
                  </Box>
                </Box>
                {fix && 'tab' in fix ? (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => onOpenTab(fix.tab)}
                    sx={{ ml: { xs: 4.5, sm: 0 } }}
                  >
                    {words.fix}
                  </Button>
                ) : fix && 'to' in fix ? (
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', ml: { xs: 4.5, sm: 0 } }}>
                    <Button size="small" variant="outlined" component={RouterLink} to={fix.to}>
                      {words.fix}
                    </Button>
                    {fix.andThen ? (
                      <Button size="small" onClick={() => onOpenTab(fix.andThen as AdTab)}>
                        {t('ad.why.fix.thenBid')}
                      </Button>
                    ) : null}
                  </Box>
                ) : reason === 'offline' && ability.can('update', 'Advertisement') ? (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => void goOnline()}
                    disabled={setDisplay.isPending}
                    sx={{ ml: { xs: 4.5, sm: 0 } }}
                  >
                    {t('ad.why.fix.offline')}
                  </Button>
                ) : null}
              </Box>
            );
          })}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('ad.why.helperText')}{' '}
          {/* Underlined: in a sentence a link's colour alone does not set it apart (1.03:1 against the text). */}
          <Link
            component={RouterLink}
            to={href('ads-helper')}
            underline="always"
            data-testid="ad-helper-link"
          >
            {t('ad.why.helperLink')}
          </Link>
        </Typography>
      </CardContent>
    </Card>
  );
}
