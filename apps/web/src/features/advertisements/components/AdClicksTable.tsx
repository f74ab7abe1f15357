import {
  type AdClick,
  type AdClickPage,
  CLICK_STATUSES,
  type ClickStatus,
  type VoidReason,
} from '@adportal/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { type DataColumn, DataTable, type DataTableQuery } from '../../../components/DataTable.tsx';
import { FilterSelect } from '../../../components/FilterSelect.tsx';
import { formatDate, formatTime } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import type { AdClicksFilter } from '../api/list-ad-clicks.ts';
import { useClickFormat } from '../click-format.ts';
import { ClickStatusChip } from './ClickStatusChip.tsx';

const PAGE_SIZES = [10, 25, 50] as const;
const nowrap = { whiteSpace: 'nowrap' } as const;
const secondary = { display: 'block', color: 'text.secondary' } as const;

/** The licence of the DB-IP Lite data the countries come from asks for this link wherever they are shown. */
const DB_IP_URL = 'https://db-ip.com';

/**
 * The cells every list of clicks draws alike — when, the price (struck through when void), charged or void with
 * the rule in words — for an ad's clicks here and the click report (`features/reports`, ClickReportList).
 */
export function useClickCells() {
  const { t, i18n } = useTranslation();
  return {
    time: (iso: string, { seconds = false }: { seconds?: boolean } = {}) => (
      <time dateTime={iso}>
        {formatDate(iso, i18n.language)}
        <Typography component="span" variant="body2" sx={secondary}>
          {formatTime(iso, i18n.language, { seconds })}
        </Typography>
      </time>
    ),
    price: (amount: string, status: ClickStatus) => {
      const text = `${formatMoney(amount)} USDT`;
      return status === 'void' ? (
        <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
          {text}
        </Box>
      ) : (
        text
      );
    },
    status: (click: { status: ClickStatus; void_reason: VoidReason | null }) => (
      <>
        <ClickStatusChip status={click.status} />
        {click.void_reason ? (
          <Typography variant="body2" sx={{ ...secondary, mt: 0.5 }} data-testid="click-void-reason">
            {t(`clicks.voidReasons.${click.void_reason}`)}
          </Typography>
        ) : null}
      </>
    ),
  };
}

/** The price and status cells' widths and wrapping, the same in every list of clicks. */
export const CLICK_PRICE_SX = { ...nowrap, fontVariantNumeric: 'tabular-nums' } as const;

/**
 * An ad's clicks, one server-side page: when, on which bid and website, the price, the visitor (IP, country,
 * device) and whether it was charged or voided (with the rule in words). The advertiser's tab shows it with
 * masked IPs; the operators' review with whole IPs and a Void action (`action`).
 */
export function AdClicksTable({
  clicks,
  filter,
  onFilterChange,
  labelledBy,
  empty,
  action,
}: {
  clicks: DataTableQuery & { data?: AdClickPage };
  filter: AdClicksFilter;
  onFilterChange: (filter: AdClicksFilter) => void;
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** What to say when the ad has no click at all (a filtered empty page says so itself). */
  empty: ReactNode;
  /** A last column (the operators' Void button). */
  action?: { header: string; cell: (click: AdClick) => ReactNode };
}) {
  const { t } = useTranslation();
  const cells = useClickCells();
  const visitor = useClickFormat();
  const columns: (DataColumn<AdClick> | null)[] = [
    {
      id: 'time',
      essential: true,
      header: t('clicks.columns.time'),
      sx: nowrap,
      cell: (click) => cells.time(click.clicked_at),
    },
    {
      id: 'target',
      essential: true,
      header: t('clicks.columns.target'),
      sx: { minWidth: 140, overflowWrap: 'anywhere' },
      cell: (click) => (
        <>
          {click.target_name}
          <Typography component="span" variant="body2" sx={secondary}>
            {t(`planner.kind.${click.target_type}`)}
          </Typography>
        </>
      ),
    },
    {
      id: 'website',
      header: t('clicks.columns.website'),
      sx: nowrap,
      cell: (click) => click.website ?? <Dash />,
    },
    {
      id: 'price',
      essential: true,
      header: t('clicks.columns.price'),
      align: 'right',
      sx: CLICK_PRICE_SX,
      cell: (click) => cells.price(click.price, click.status),
    },
    {
      id: 'ip',
      header: t('clicks.columns.ip'),
      sx: { ...nowrap, fontFamily: 'monospace', fontSize: 13 },
      cell: (click) => click.ip,
    },
    {
      id: 'country',
      header: t('clicks.columns.country'),
      sx: nowrap,
      cell: (click) => {
        const name = visitor.country(click.country);
        return name ? (
          <span title={click.country ?? undefined}>
            {name}
            {name !== click.country ? ` (${click.country})` : ''}
          </span>
        ) : (
          <Dash />
        );
      },
    },
    {
      id: 'device',
      header: t('clicks.columns.device'),
      sx: { minWidth: 150 },
      cell: (click) => visitor.device(click),
    },
    {
      id: 'status',
      essential: true,
      header: t('clicks.columns.status'),
      sx: { minWidth: 150 },
      cellProps: (click) => ({ 'data-status': click.status }),
      cell: cells.status,
    },
    action
      ? { id: 'action', header: action.header, headerHidden: true, align: 'right', cell: action.cell }
      : null,
  ];

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: { xs: 2, sm: 2.5 }, pt: 1.5, pb: 2 }}>
        <FilterSelect
          label={t('clicks.columns.status')}
          all={t('clicks.allStatuses')}
          value={filter.status}
          options={CLICK_STATUSES}
          optionLabel={(status) => t(`clicks.statuses.${status}`)}
          onChange={(status) => onFilterChange({ ...filter, status, page: 1 })}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 200px' } }}
          testId="clicks-status-filter"
        />
      </Box>
      <DataTable
        columns={columns}
        rows={clicks.data?.data ?? []}
        rowKey={(click) => click.id}
        rowTestId="click-row"
        labelledBy={labelledBy}
        query={clicks}
        errorMessage={t('clicks.fetchFailed')}
        empty={filter.status ? t('clicks.emptyFiltered') : empty}
        minWidth={1100}
        size="small"
        pager={{
          page: filter.page,
          pageSize: filter.pageSize,
          total: clicks.data?.total ?? 0,
          pageSizes: PAGE_SIZES,
          onChange: (page, pageSize) => onFilterChange({ ...filter, page, pageSize }),
        }}
      />
      <Typography
        variant="caption"
        component="p"
        sx={{ color: 'text.secondary', px: { xs: 2, sm: 2.5 }, pb: 2 }}
      >
        {/* The tag is <site>, not <link>: Trans parses the text as HTML, where <link> is a void element. */}
        <Trans
          i18nKey="clicks.geoAttribution"
          components={{ site: <Link href={DB_IP_URL} target="_blank" rel="noopener noreferrer" /> }}
        />
      </Typography>
    </>
  );
}

function Dash() {
  return (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      —
    </Box>
  );
}
