import type { AdOpportunities, Opportunity } from '@adportal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../lib/alerts.ts';
import { formatMoney } from '../../lib/money.ts';
import type { Notice } from '../../lib/use-notice.ts';
import {
  adTargetsQueryOptions,
  useSetAdDisplayMutation,
  useUpdateTargetMutation,
} from '../advertisements/index.ts';
import { bidText } from './bid-text.ts';
import { isOneClick } from './components/OpportunityItem.tsx';

/** The key of one opportunity, for showing which fix is running. */
export const opportunityKey = (adId: string, opportunity: Opportunity) =>
  `${adId}:${opportunity.reason}:${opportunity.target_id ?? ''}`;

/**
 * The helper's one-click fixes: go online, raise a bid's max to the advice price, switch a bid on. Says how
 * it went, and refreshes the findings when a fix failed or its bid is gone.
 */
export function useOpportunityFix(notify: (notice: Notice) => void, refetch: () => unknown) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const setDisplay = useSetAdDisplayMutation();
  const updateTarget = useUpdateTargetMutation();
  const [running, setRunning] = useState<string | null>(null);

  const fix = async (ad: AdOpportunities, opportunity: Opportunity) => {
    if (!isOneClick(opportunity.fix)) return;
    const key = opportunityKey(ad.advertisement_id, opportunity);
    setRunning(key);
    try {
      if (opportunity.fix === 'go_online') {
        await setDisplay.mutateAsync({ id: ad.advertisement_id, display: 'online' });
        notify({ kind: 'success', title: t('adsHelper.done.go_online'), text: ad.name });
        return;
      }
      // A bid keeps its min; only the max (raise) or the switch (enable) changes.
      const targets = await client.fetchQuery({
        ...adTargetsQueryOptions(ad.advertisement_id),
        staleTime: 0,
      });
      const target = targets.data.find((item) => item.id === opportunity.target_id);
      if (!target) {
        void showError(t('adsHelper.targetGone'));
        void refetch();
        return;
      }
      const raise = opportunity.fix === 'raise_bid';
      await updateTarget.mutateAsync({
        adId: ad.advertisement_id,
        targetId: target.id,
        body: {
          min_bid: bidText(target.min_bid),
          max_bid: bidText(raise ? (opportunity.advice ?? target.advice_price) : target.max_bid),
          enabled: raise ? target.enabled : true,
        },
      });
      notify({
        kind: 'success',
        title: t(`adsHelper.done.${opportunity.fix}`),
        text: t('adsHelper.doneTarget', {
          target: target.target_name,
          max: formatMoney(raise ? (opportunity.advice ?? target.advice_price) : target.max_bid),
        }),
      });
    } catch (error) {
      notify({ kind: 'error', error });
      void refetch();
    } finally {
      setRunning(null);
    }
  };

  return { running, fix };
}
