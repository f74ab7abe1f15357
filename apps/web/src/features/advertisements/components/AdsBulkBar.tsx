import type { AdBulkResult } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../../../components/LazyNamed.tsx';
import { PendingButton } from '../../../components/PendingButton.tsx';
import { alertError } from '../../../lib/alerts.ts';
import { useBulkUpdateAdsMutation } from '../api/bulk-update-ads.ts';

// Its form (react-hook-form, the dialog's fields) arrives with the first "Change bids", not with the list.
const BulkBidDialog = lazyNamed(() => import('./BulkBidDialog.tsx'), 'BulkBidDialog');

interface Outcome {
  done: string;
  left: string[];
}

/** What a bulk action did, in words: the ads and bids it changed, then each ad it left and why. */
function useOutcomeOf() {
  const { t } = useTranslation();
  return (result: AdBulkResult, bids: boolean): Outcome => ({
    done: bids
      ? t('ad.bulk.doneBids', { count: result.bids, ads: result.ads })
      : t('ad.bulk.doneAds', { count: result.ads }),
    left: result.skipped.map((skip) => t(`ad.bulk.skips.${skip.reason}`, { name: skip.name })),
  });
}

/**
 * Above the ad list: pick every ad of the page, and with some picked pause them, resume them or change their
 * bids. Shown to those who may change ads.
 */
export function AdsBulkBar({
  pageIds,
  selected,
  onSelectPage,
  onDone,
}: {
  pageIds: readonly string[];
  selected: ReadonlySet<string>;
  onSelectPage: (picked: boolean) => void;
  /** After an action: the picks are cleared. */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const bulk = useBulkUpdateAdsMutation();
  const outcomeOf = useOutcomeOf();
  const [bidding, setBidding] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const ids = [...selected];
  const allPicked = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const somePicked = ids.length > 0 && !allPicked;

  const report = (result: AdBulkResult, bids: boolean) => {
    onDone();
    setOutcome(outcomeOf(result, bids));
  };
  const setDisplay = (action: 'pause' | 'resume') =>
    bulk.mutate({ action, ids }, { onSuccess: (result) => report(result, false), onError: alertError });

  return (
    <Box sx={{ px: { xs: 2, sm: 2.5 }, pb: 1.5 }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
        data-testid="ads-bulk-bar"
      >
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={allPicked}
              indeterminate={somePicked}
              disabled={pageIds.length === 0}
              onChange={(event) => onSelectPage(event.target.checked)}
              data-testid="ads-pick-page"
            />
          }
          label={t('ad.bulk.pickPage')}
        />
        {ids.length > 0 ? (
          <>
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary' }}
              role="status"
              data-testid="ads-picked"
            >
              {t('ad.bulk.picked', { count: ids.length })}
            </Typography>
            <PendingButton
              variant="outlined"
              size="small"
              pending={bulk.isPending && bulk.variables?.action === 'pause'}
              disabled={bulk.isPending}
              onClick={() => setDisplay('pause')}
              data-testid="ads-bulk-pause"
            >
              {t('ad.bulk.pause')}
            </PendingButton>
            <PendingButton
              variant="outlined"
              size="small"
              pending={bulk.isPending && bulk.variables?.action === 'resume'}
              disabled={bulk.isPending}
              onClick={() => setDisplay('resume')}
              data-testid="ads-bulk-resume"
            >
              {t('ad.bulk.resume')}
            </PendingButton>
            <Button
              variant="outlined"
              size="small"
              disabled={bulk.isPending}
              onClick={() => setBidding(true)}
              data-testid="ads-bulk-bid"
            >
              {t('ad.bulk.changeBids')}
            </Button>
            <Button size="small" color="secondary" onClick={onDone} data-testid="ads-bulk-clear">
              {t('ad.bulk.clear')}
            </Button>
          </>
        ) : null}
      </Box>
      {outcome ? (
        <Alert
          severity={outcome.left.length > 0 ? 'warning' : 'success'}
          onClose={() => setOutcome(null)}
          sx={{ mt: 1 }}
          data-testid="ads-bulk-outcome"
        >
          {outcome.done}
          {outcome.left.length > 0 ? (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {outcome.left.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          ) : null}
        </Alert>
      ) : null}
      {bidding ? (
        <BulkBidDialog
          ids={ids}
          onClose={(result) => {
            setBidding(false);
            if (result) report(result, true);
          }}
        />
      ) : null}
    </Box>
  );
}
