import type { AdSort, Advertisement } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import { useCatalogueName } from '../../../lib/use-catalogue-name.ts';
import { href } from '../../../routing/href.ts';
import { pixels, useAdFormat } from '../ad-format.ts';
import type { AdsFilter } from '../api/list-ads.ts';
import { AdDisplaySwitch } from './AdDisplaySwitch.tsx';
import { AdServing } from './AdServing.tsx';
import { AdStatusChip } from './AdStatusChip.tsx';
import { AdThumbnail } from './AdThumbnail.tsx';

/** The ad list on wide screens: one row per ad, sorted on the server by the headers that allow it. */
export function AdsTable({
  rows,
  loading,
  filter,
  sortBy,
}: {
  rows: Advertisement[];
  loading: boolean;
  filter: AdsFilter;
  /** Sorts by a column: the same one flips its order (the filter's rule, as DataTable's). */
  sortBy: (sort: AdSort) => void;
}) {
  const { t } = useTranslation();
  const catalogueName = useCatalogueName();
  const format = useAdFormat();
  // Dates start newest first, texts A to Z.
  const sortable = (key: AdSort) => ({
    key,
    firstDirection: key === 'created_at' ? ('desc' as const) : ('asc' as const),
    testId: `ads-sort-${key}`,
  });
  const columns: DataColumn<Advertisement>[] = [
    {
      id: 'ad',
      header: t('ad.columns.ad'),
      sort: sortable('name'),
      sx: { minWidth: 230 },
      cell: (ad) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <AdThumbnail image={ad.image} alt={t('ad.thumbnailAlt', { name: ad.name })} />
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={href('advertisement-detail', { id: ad.id })}
              underline="hover"
              sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
              data-testid="ad-link"
            >
              {ad.name}
            </Link>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {catalogueName('categories', ad.category.name)}
            </Typography>
          </Box>
        </Box>
      ),
    },
    {
      id: 'type',
      header: t('ad.columns.type'),
      sort: sortable('type'),
      sx: { whiteSpace: 'nowrap' },
      cell: (ad) => t(`ad.types.${ad.type}`),
    },
    {
      id: 'size',
      header: t('ad.columns.size'),
      sx: { whiteSpace: 'nowrap' },
      cell: (ad) => (
        <>
          <Typography variant="body2">{catalogueName('adSizes', ad.ad_size.name)}</Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {pixels(ad.ad_size)}
          </Typography>
        </>
      ),
    },
    {
      id: 'status',
      header: t('ad.columns.status'),
      sort: sortable('status'),
      cell: (ad) => <AdStatusChip status={ad.status} />,
    },
    {
      id: 'display',
      header: t('ad.columns.display'),
      sx: { minWidth: 190 },
      cell: (ad) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <AdDisplaySwitch ad={ad} testId="ad-row-display" showLabel={false} />
          <AdServing ad={ad} dense />
        </Box>
      ),
    },
    {
      id: 'budget',
      header: t('ad.columns.budget'),
      align: 'right',
      sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
      cell: (ad) => format.budget(ad.budget),
    },
    {
      id: 'created',
      header: t('ad.columns.created'),
      sort: sortable('created_at'),
      sx: { whiteSpace: 'nowrap' },
      cell: (ad) => (
        <>
          <Typography variant="body2">{format.dateOf(ad.created_at)}</Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {format.timeOf(ad.created_at)}
          </Typography>
        </>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(ad) => ad.id}
      rowTestId="ad-row"
      rowProps={(ad) => ({ 'data-ad-id': ad.id })}
      label={t('ad.title')}
      loading={loading}
      minWidth={980}
      phone={false}
      sort={{ by: filter.sort, direction: filter.order, onSort: (by) => sortBy(by as AdSort) }}
    />
  );
}
