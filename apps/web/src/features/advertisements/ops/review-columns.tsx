import { type Advertisement, redirectUrlForPeople } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/DataTable.tsx';
import AdsClickOutlinedIcon from '../../../components/icons/AdsClickOutlined.tsx';
import FactCheckOutlinedIcon from '../../../components/icons/FactCheckOutlined.tsx';
import { formatDate, formatTime } from '../../../lib/format.ts';
import { useCatalogueName } from '../../../lib/use-catalogue-name.ts';
import { AdStatusChip } from '../index.ts';
import { CategoryAndCountries } from './components/CategoryAndCountries.tsx';

const nowrap = { whiteSpace: 'nowrap' } as const;
/** The row's buttons stay in view while a narrow screen scrolls the table sideways. */
const sticky = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `-1px 0 0 ${theme.palette.divider}`,
} as const;

/**
 * The review queue's columns: the ad with its advertiser, type and size, redirect, category and countries,
 * when it was submitted, its status, and the buttons that open its clicks and its review.
 */
export function useReviewColumns({
  canModerate,
  onReview,
  onShowClicks,
}: {
  canModerate: boolean;
  onReview: (ad: Advertisement) => void;
  onShowClicks: (ad: Advertisement) => void;
}): DataColumn<Advertisement>[] {
  const { t, i18n } = useTranslation();
  const catalogueName = useCatalogueName();
  const day = (iso: string) => formatDate(iso, i18n.language);
  const time = (iso: string) => formatTime(iso, i18n.language);
  const columns: DataColumn<Advertisement>[] = [
    {
      id: 'ad',
      header: `${t('opsReview.columns.ad')} / ${t('opsReview.columns.advertiser')}`,
      phone: 'full',
      sx: { minWidth: 220 },
      cell: (ad) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box
            component="img"
            src={ad.image.url}
            alt=""
            loading="lazy"
            sx={{
              width: 56,
              height: 40,
              objectFit: 'contain',
              borderRadius: 1,
              bgcolor: 'action.hover',
              flexShrink: 0,
            }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{ad.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="review-advertiser">
              {ad.advertiser_name ?? '—'}
            </Typography>
          </Box>
        </Box>
      ),
    },
    {
      id: 'type',
      header: `${t('opsReview.columns.type')} / ${t('opsReview.columns.size')}`,
      sx: nowrap,
      cell: (ad) => (
        <>
          {t(`planner.types.${ad.type}`)}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {catalogueName('adSizes', ad.ad_size.name)} · {ad.ad_size.width}×{ad.ad_size.height}
          </Typography>
        </>
      ),
    },
    {
      id: 'redirect',
      header: t('opsReview.columns.redirect'),
      cell: (ad) => redirectUrlForPeople(ad.redirect_url),
      title: (ad) => redirectUrlForPeople(ad.redirect_url),
      sx: {
        maxWidth: 200,
        fontFamily: 'monospace',
        fontSize: 13,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      },
    },
    {
      id: 'category',
      header: `${t('opsReview.columns.category')} / ${t('opsReview.columns.countries')}`,
      sx: { minWidth: 150 },
      cell: (ad) => <CategoryAndCountries ad={ad} />,
    },
    {
      id: 'submitted',
      header: t('opsReview.columns.submitted'),
      sx: nowrap,
      cell: (ad) => (
        <time dateTime={ad.updated_at}>
          {day(ad.updated_at)}
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            {time(ad.updated_at)}
          </Typography>
        </time>
      ),
    },
    {
      id: 'status',
      header: t('opsReview.columns.status'),
      cell: (ad) => <AdStatusChip status={ad.status} />,
    },
    {
      id: 'actions',
      header: t('opsReview.columns.actions'),
      align: 'right',
      sx: sticky,
      headerSx: sticky,
      stopsRowClick: true,
      cell: (ad) => (
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <Tooltip title={t('opsClicks.open')}>
            <IconButton
              size="small"
              onClick={() => onShowClicks(ad)}
              aria-label={t('opsClicks.openLabel', { name: ad.name })}
              data-testid="review-clicks"
            >
              <AdsClickOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Button
            size="small"
            variant={ad.status === 'pending' ? 'contained' : 'outlined'}
            startIcon={<FactCheckOutlinedIcon />}
            onClick={() => onReview(ad)}
            data-testid="review-open"
            aria-label={t('opsReview.openLabel', { name: ad.name })}
            sx={nowrap}
          >
            {t(ad.status === 'pending' && canModerate ? 'opsReview.review' : 'opsReview.view')}
          </Button>
        </Box>
      ),
    },
  ];
  return columns;
}
