import type { Advertisement } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Grid from '@mui/material/Grid';
import { BudgetForm } from './BudgetForm.tsx';
import { BudgetHistoryCard } from './BudgetHistoryCard.tsx';
import { BudgetSummaryCard } from './BudgetSummaryCard.tsx';

/**
 * The ad's budget: what is spent against it (today for a daily budget, since the start for a lifetime one),
 * the form (amount in USDT, per day or lifetime, start and optional end date) and the history of changes.
 */
export function AdBudgetTab({ ad }: { ad: Advertisement }) {
  const ability = useAbility<AppAbility>();
  const canUpdate = ability.can('update', 'Advertisement') && ad.status !== 'deleted';
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <BudgetSummaryCard ad={ad} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <BudgetForm ad={ad} canUpdate={canUpdate} />
      </Grid>
      <Grid size={12}>
        <BudgetHistoryCard adId={ad.id} />
      </Grid>
    </Grid>
  );
}
