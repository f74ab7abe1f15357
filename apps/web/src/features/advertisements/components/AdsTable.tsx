import type { AdListItem, AdSort } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import { roughUsdt } from '../../../lib/format.ts';
import { useCatalogueName } from '../../../lib/use-catalogue-name.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { href } from '../../../routing/href.ts';
import { pixels, useAdFormat } from '../ad-format.ts';
import { firstOrderOf } from '../ads-filter.ts';
import type { AdsFilter } from '../api/list-ads.ts';
import { AdDisplaySwitch } from './AdDisplaySwitch.tsx';
import { AdServing } from './AdServing.tsx';
import { AdStatusChip } from './AdStatusChip.tsx';
import { AdThumbnail } from './AdThumbnail.tsx';

const FIGURE_SX = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The ad list on wide screens: one row per ad with what it delivered in the period, sorted on the server by the
 * headers that allow it; a box on each row picks it for the bulk actions.
 */
export function AdsTable({
  rows,
  loading,
  filter,
  sortBy,
  selected,
  onSelect,
}: {
  rows: AdListItem[];
  loading: boolean;
  filter: AdsFilter;
  /** Sorts by a column: the same one flips its order (the filter's rule, as DataTable's). */
  sortBy: (sort: AdSort) => void;
  /** Ads picked for a bulk action (absent: no boxes, the reader may not change ads). */
  selected?: ReadonlySet<string>;
  onSelect?: (id: string, picked: boolean) => void;
}) {
  const { t } = useTranslation();
  const catalogueName = useCatalogueName();
  const format = useAdFormat();
  const numbers = useFormat();
  const sortable = (key: AdSort) => ({ key, firstDirection: firstOrderOf(key), testId: `ads-sort-${key}` });
  const figure = (id: AdSort, header: string, cell: (ad: AdListItem) => string): DataColumn<AdListItem> => ({
    id,
    header,
    sort: sortable(id),
    align: 'right',
    sx: FIGURE_SX,
    // One line: a wrapped "Avg. CPC (USDT)" made the header row three lines tall.
    headerSx: { whiteSpace: 'nowrap' },
    cell,
    cellProps: (ad) => ({ 'data-figure': `${id}:${ad.id}` }),
  });
  const columns: (DataColumn<AdListItem> | false)[] = [
    Boolean(selected && onSelect) && {
      id: 'pick',
      header: t('ad.bulk.pickColumn'),
      headerHidden: true,
      stopsRowClick: true,
      sx: { width: 48, pr: 0 },
      cell: (ad) => (
        <Checkbox
          size="small"
          checked={selected?.has(ad.id) ?? false}
          onChange={(event) => onSelect?.(ad.id, event.target.checked)}
          slotProps={{ input: { 'aria-label': t('ad.bulk.pick', { name: ad.name }) } }}
          data-testid="ad-row-pick"
        />
      ),
    },
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
              {catalogueName('categories', ad.category.name)} · {pixels(ad.ad_size)}
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
    figure('impressions', t('ad.columns.impressions'), (ad) => numbers.count(ad.figures.impressions)),
    figure('clicks', t('ad.columns.clicks'), (ad) => numbers.count(ad.figures.successful_clicks)),
    figure('ctr', t('ad.columns.ctr'), (ad) =>
      ad.figures.impressions > 0 ? numbers.share(ad.figures.ctr) : '—',
    ),
    figure('spend', t('ad.columns.spend'), (ad) => roughUsdt(ad.figures.spend)),
    figure('average_cpc', t('ad.columns.averageCpc'), (ad) =>
      ad.figures.average_cpc === null ? '—' : roughUsdt(ad.figures.average_cpc),
    ),
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
      minWidth={1280}
      phone={false}
      sort={{ by: filter.sort, direction: filter.order, onSort: (by) => sortBy(by as AdSort) }}
    />
  );
}
