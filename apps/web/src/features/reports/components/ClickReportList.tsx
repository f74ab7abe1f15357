import type { ClickReportRow } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import { CLICK_PRICE_SX, useClickCells, useClickFormat } from '../../advertisements/index.ts';
import { type ClickReportFilter, useClickReport } from '../api/list-click-report.ts';
import { useReportFormat } from '../report-format.ts';
import { useKeysetPages } from '../use-keyset-pages.ts';
import { KeysetPager } from './KeysetPager.tsx';

const nowrap = { whiteSpace: 'nowrap' } as const;
const secondary = { display: 'block', color: 'text.secondary' } as const;

/**
 * The clicks matching `filter`, newest first, a keyset page at a time: the target (and its ad), the price, where
 * and from what the visitor came (masked IP, device), charged or void with the rule in words, and when.
 */
export function ClickReportList({
  filter,
  empty,
  onPageSize,
  labelledBy,
}: {
  filter: ClickReportFilter;
  /** What to say when no click matches. */
  empty: string;
  onPageSize: (pageSize: number) => void;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const cells = useClickCells();
  const visitor = useClickFormat();
  const pages = useKeysetPages(JSON.stringify(filter));
  const clicks = useClickReport(filter, pages.after);
  const data = clicks.data;

  const columns: DataColumn<ClickReportRow>[] = [
    {
      id: 'target',
      essential: true,
      header: t('reports.clicks.columns.target'),
      sx: { minWidth: 160, overflowWrap: 'break-word' },
      cell: (click) => (
        <>
          <Box
            component="span"
            sx={click.target_name === null ? { fontStyle: 'italic', color: 'text.secondary' } : undefined}
          >
            {format.target(click.target_name)}
          </Box>
          <Typography component="span" variant="body2" sx={secondary}>
            {click.advertisement_name}
          </Typography>
        </>
      ),
    },
    {
      id: 'cpc',
      essential: true,
      header: t('reports.clicks.columns.cpc'),
      align: 'right',
      sx: CLICK_PRICE_SX,
      cell: (click) => cells.price(click.cpc, click.status),
    },
    {
      id: 'targetType',
      header: t('reports.clicks.columns.targetType'),
      sx: nowrap,
      headerSx: nowrap,
      cell: (click) => t(`planner.kind.${click.target_type}`),
    },
    {
      id: 'website',
      header: t('reports.clicks.columns.website'),
      sx: nowrap,
      cell: (click) => click.website ?? '—',
    },
    {
      id: 'visitor',
      header: t('reports.clicks.columns.visitor'),
      sx: { minWidth: 150 },
      cell: (click) => {
        const country = visitor.country(click.country);
        return (
          <>
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
              {click.ip}
            </Box>
            <Typography component="span" variant="body2" sx={secondary}>
              {[visitor.device(click), country].filter(Boolean).join(' · ')}
            </Typography>
          </>
        );
      },
    },
    {
      id: 'status',
      essential: true,
      header: t('reports.clicks.columns.status'),
      sx: { minWidth: 160 },
      cell: cells.status,
    },
    {
      id: 'time',
      essential: true,
      header: t('reports.clicks.columns.time'),
      sx: nowrap,
      cell: (click) => cells.time(click.clicked_at, { seconds: true }),
    },
  ];

  return (
    <>
      <DataTable
        columns={columns}
        rows={data?.data ?? []}
        rowKey={(click) => click.id}
        rowTestId="click-report-row"
        rowProps={(click) => ({ 'data-status': click.status })}
        labelledBy={labelledBy}
        query={clicks}
        errorMessage={t('reports.clicks.fetchFailed')}
        empty={empty}
        minWidth={1040}
        size="small"
        skeletonRows={5}
      />
      <KeysetPager
        page={pages.page}
        pageSize={filter.pageSize}
        total={data?.total ?? 0}
        hasNext={Boolean(data?.next)}
        busy={clicks.isFetching}
        onPrevious={pages.previous}
        onNext={() => {
          if (data?.next) pages.next(data.next);
        }}
        onPageSize={onPageSize}
      />
    </>
  );
}
