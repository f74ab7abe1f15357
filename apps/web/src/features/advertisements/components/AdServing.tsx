import type { Advertisement } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { deliveryLabel } from '../ad-delivery.ts';
import { servingExplanations } from '../not-serving.ts';

/**
 * What the auction makes of the ad (derived by the API): a green dot and "Serving" when it won impressions
 * lately; a blue dot and "Eligible — limited by ad rank" (with the bid that wins) or "Eligible — no visitors
 * lately" when it may serve; else an amber dot and the first reason it does not, the others in a tooltip (no
 * bids and no balance read as one: servingExplanations).
 */
export function AdServing({
  ad,
  dense = false,
}: {
  ad: Pick<Advertisement, 'not_serving' | 'delivery' | 'bid_to_win'>;
  dense?: boolean;
}) {
  const { t } = useTranslation();
  const reasons = servingExplanations(ad.not_serving);
  const [first, ...others] = reasons;
  const serving = ad.delivery === 'serving';
  const eligible = ad.delivery !== 'not_eligible' || !first;
  const label = deliveryLabel(t, ad) ?? (first ? t(`ad.notServing.${first}`) : '');
  const content = (
    <Box
      data-testid="ad-serving"
      data-serving={serving ? 'true' : 'false'}
      data-delivery={ad.delivery}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: serving ? 'success.main' : eligible ? 'info.main' : 'warning.main',
        }}
      />
      <Typography
        component="span"
        variant={dense ? 'caption' : 'body2'}
        sx={{ color: serving ? 'toneText.success' : 'text.secondary', fontWeight: serving ? 500 : 400 }}
      >
        {eligible || dense ? label : t('ad.notServingPrefix', { reason: label })}
        {others.length ? ` ${t('ad.moreReasons', { count: others.length })}` : ''}
      </Typography>
    </Box>
  );
  if (eligible || (!others.length && !dense)) return content;
  return (
    <Tooltip
      title={
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {reasons.map((reason) => (
            <li key={reason}>{t(`ad.notServing.${reason}`)}</li>
          ))}
        </Box>
      }
    >
      {content}
    </Tooltip>
  );
}
