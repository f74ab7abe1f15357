import type { AdSort, Advertisement } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
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
  sortBy: (sort: AdSort) => void;
}) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table sx={{ minWidth: 980 }} aria-label={t('ad.title')}>
        <TableHead>
          <TableRow>
            <SortHeader sort="name" filter={filter} onSort={sortBy}>
              {t('ad.columns.ad')}
            </SortHeader>
            <SortHeader sort="type" filter={filter} onSort={sortBy}>
              {t('ad.columns.type')}
            </SortHeader>
            <TableCell>{t('ad.columns.size')}</TableCell>
            <SortHeader sort="status" filter={filter} onSort={sortBy}>
              {t('ad.columns.status')}
            </SortHeader>
            <TableCell>{t('ad.columns.display')}</TableCell>
            <TableCell align="right">{t('ad.columns.budget')}</TableCell>
            <SortHeader sort="created_at" filter={filter} onSort={sortBy}>
              {t('ad.columns.created')}
            </SortHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading ? <LoadingRows /> : null}
          {rows.map((ad) => (
            <AdRow key={ad.id} ad={ad} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function SortHeader({
  sort,
  filter,
  onSort,
  children,
}: {
  sort: AdSort;
  filter: AdsFilter;
  onSort: (sort: AdSort) => void;
  children: ReactNode;
}) {
  const active = filter.sort === sort;
  return (
    <TableCell sortDirection={active ? filter.order : false}>
      <TableSortLabel
        active={active}
        direction={active ? filter.order : sort === 'created_at' ? 'desc' : 'asc'}
        onClick={() => onSort(sort)}
        data-testid={`ads-sort-${sort}`}
      >
        {children}
      </TableSortLabel>
    </TableCell>
  );
}

function LoadingRows() {
  return ['a', 'b', 'c'].map((row) => (
    <TableRow key={row} aria-hidden="true">
      <TableCell>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Skeleton variant="rounded" width={72} height={48} />
          <Skeleton variant="text" width={160} />
        </Box>
      </TableCell>
      {['t', 's', 'st', 'd', 'b', 'c'].map((cell) => (
        <TableCell key={cell}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

function AdRow({ ad }: { ad: Advertisement }) {
  const { t } = useTranslation();
  const format = useAdFormat();
  return (
    <TableRow hover data-testid="ad-row" data-ad-id={ad.id}>
      <TableCell sx={{ minWidth: 230 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <AdThumbnail image={ad.image} alt={t('ad.thumbnailAlt', { name: ad.name })} />
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={`/advertisement/${ad.id}`}
              underline="hover"
              sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
              data-testid="ad-link"
            >
              {ad.name}
            </Link>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {ad.category.name}
            </Typography>
          </Box>
        </Box>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`ad.types.${ad.type}`)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2">{ad.ad_size.name}</Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {pixels(ad.ad_size)}
        </Typography>
      </TableCell>
      <TableCell>
        <AdStatusChip status={ad.status} />
      </TableCell>
      <TableCell sx={{ minWidth: 190 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <AdDisplaySwitch ad={ad} testId="ad-row-display" showLabel={false} />
          <AdServing ad={ad} dense />
        </Box>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {format.budget(ad.budget)}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2">{format.dateOf(ad.created_at)}</Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {format.timeOf(ad.created_at)}
        </Typography>
      </TableCell>
    </TableRow>
  );
}
