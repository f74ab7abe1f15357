import type { AdListItem } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { roughUsdt } from '../../../lib/format.ts';
import { useCatalogueName } from '../../../lib/use-catalogue-name.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { href } from '../../../routing/href.ts';
import { pixels, useAdFormat } from '../ad-format.ts';
import { AdDisplaySwitch } from './AdDisplaySwitch.tsx';
import { AdServing } from './AdServing.tsx';
import { AdStatusChip } from './AdStatusChip.tsx';
import { AdThumbnail } from './AdThumbnail.tsx';

/** Phones and tablets: each ad as a card (the same facts as the table's row). */
export function AdCards({ ads, loading }: { ads: AdListItem[]; loading: boolean }) {
  const { t } = useTranslation();
  const catalogueName = useCatalogueName();
  const format = useAdFormat();
  const numbers = useFormat();
  if (loading) {
    return (
      <Box sx={{ px: 2, pb: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }} aria-hidden="true">
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={120} />
      </Box>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('ad.title')}>
      {ads.map((ad, index) => (
        <Box component="li" key={ad.id} data-testid="ad-row" data-ad-id={ad.id}>
          {index > 0 ? <Divider /> : null}
          <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <AdThumbnail
                image={ad.image}
                alt={t('ad.thumbnailAlt', { name: ad.name })}
                width={88}
                height={58}
              />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Link
                  component={RouterLink}
                  to={href('advertisement-detail', { id: ad.id })}
                  underline="hover"
                  sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
                  data-testid="ad-link"
                >
                  {ad.name}
                </Link>
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                  {t(`ad.types.${ad.type}`)} · {catalogueName('adSizes', ad.ad_size.name)} (
                  {pixels(ad.ad_size)})
                </Typography>
                <Box sx={{ mt: 0.75 }}>
                  <AdStatusChip status={ad.status} />
                </Box>
              </Box>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
                <AdDisplaySwitch ad={ad} testId="ad-row-display" showLabel={false} />
                <AdServing ad={ad} dense />
              </Box>
            </Box>
            <Typography
              variant="body2"
              sx={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="ad-card-figures"
            >
              {t('ad.cardFigures', {
                impressions: numbers.count(ad.figures.impressions),
                clicks: numbers.count(ad.figures.successful_clicks),
                spend: roughUsdt(ad.figures.spend),
              })}
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
              <Typography variant="body2">
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {t('ad.columns.budget')}:{' '}
                </Box>
                {format.budget(ad.budget)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {format.dateTime(ad.created_at)}
              </Typography>
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
